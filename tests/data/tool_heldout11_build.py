"""Build ``tool_heldout11.jsonl``: the eleventh held-out fixture, in the real-runs format.

Hand-written agent sessions on tool kinds the earlier fixtures did not cover, written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.
One row per tool call: ``{source, run_id, task, tool, args, result, outcome}``; a run's rows
are consecutive, in call order; ``result`` is the string the framework hands the model. The
build is deterministic: ``python tests/data/tool_heldout11_build.py`` rewrites the fixture
byte for byte. Session times are set around early March 2025.

Where each family's formats come from, and how sure the writer is of them:

* ``powerbi``: Power BI REST ``datasets`` listing (``@odata.context`` + ``value``) and
  ``executeQueries`` (``{"results":[{"tables":[{"rows":[{"Table[Column]": …, "[Measure]":
  …}]}]}]}``, an empty table ``"rows":[]``), from Microsoft's REST reference: sure. Tableau
  MCP's ``list-datasources`` / ``get-datasource-metadata`` / ``query-datasource`` (the VizQL
  Data Service's ``{"data":[…]}``) and ``get-view-data`` (the view's CSV): the VizQL JSON
  and the CSV sure, the MCP tool names fairly sure.
* ``looker``: the MCP Toolbox for Databases' Looker tools (``get_models``, ``get_explores``,
  ``get_dimensions``, ``get_measures``, ``query``, ``get_looks``, ``run_look``), answering
  JSON arrays of Looker's field-keyed rows (``"orders.count": 12``): row format sure, the
  exact metadata keys fairly sure.
* ``metabase``: Metabase ``POST /api/card/:id/query`` (``data.rows`` / ``data.cols``,
  ``row_count``, ``status``, ``running_time``) and ``GET /api/search``: sure of the core
  keys, the cache fields (``cached``, ``updated_at``) less so. Superset SQL Lab
  ``/api/v1/sqllab/execute/`` (``status``, ``data``, ``columns``) and its error payload
  (``errors[].message``, ``error_type``, ``extra.issue_codes``): fairly sure.
* ``product-analytics``: the Google Analytics MCP server's ``run_report`` answering the
  Data API's ``RunReportResponse`` as JSON (``dimensionHeaders``, ``metricHeaders``,
  ``rows[].dimensionValues``, ``rowCount``, ``metadata.samplingMetadatas``; no ``rows`` when
  nothing matches): sure of the response, fairly sure of the MCP wrapping; the 429 text is
  the Data API's quota message as the writer remembers it. Mixpanel's funnels, retention and
  segmentation query API bodies: fairly sure.
* ``posthog``: the PostHog MCP's ``query-run`` handing back the ``/query`` API's HogQL
  answer (``columns``, ``results``, ``types``, ``hasMore``, ``is_cached``,
  ``last_refresh``) and its validation error (``{"type":"validation_error",…}``); the
  ``event-definitions-list`` answer a paginated DRF list: fairly sure.
* ``ci``: the CircleCI MCP server's text answers (``get_latest_pipeline_status``,
  ``get_build_failure_logs``, ``find_flaky_tests``, ``get_job_test_results``,
  ``rerun_workflow``): the tool names sure, the exact text layout a guess from its source
  as remembered. Buildkite's REST build object (``number``, ``state``, ``jobs[]`` with
  ``agent_query_rules``) behind a Buildkite MCP, job logs as plain text: fairly sure.
* ``gitops``: ``argocd app get/diff/sync/wait`` and ``flux get/reconcile`` console output,
  the CLI's logrus ``level=fatal msg="rpc error: code = Unauthenticated …"`` line: sure.
* ``helm``: ``helm list/history/get values/status/template/lint`` output and its
  ``Error: …`` lines (``release: not found``, ``Kubernetes cluster unreachable``): sure.
* ``pulumi``: ``pulumi preview`` / ``up`` / ``stack output`` console output, TypeScript
  compile errors as Pulumi prints them, the ``[409] Conflict: Another update is currently
  in progress.`` error: sure of the layout, the exact wording fairly sure.
* ``container-registry``: Docker Hub ``/v2/repositories/{ns}/{repo}/tags`` pages
  (``count``, ``next``, ``results[].images[]``) and Quay ``/api/v1/repository/…/tag/``
  (``tags``, ``page``, ``has_additional``): sure.
* ``package-registries``: ``cargo search`` lines, crates.io ``/api/v1/crates/{name}``
  (``crate``, ``versions[].rust_version``), ``npm view`` text and its ``E404`` lines,
  ``conda search`` tables, ``PackagesNotFoundError`` and ``CondaHTTPError: HTTP 000
  CONNECTION FAILED``: sure.
* ``huggingface``: the Hugging Face MCP server's markdown answers (``model_search``,
  ``dataset_search``, ``hub_repo_details``): fairly sure of the layout; ``list_repo_files``
  as the Python list ``huggingface_hub`` returns, the dataset viewer's ``/splits`` and
  ``/first-rows`` JSON and ``RepositoryNotFoundError``'s message: sure.
* ``context7``: Context7's MCP ``resolve-library-id`` listing and ``get-library-docs``
  snippets (``TITLE:`` / ``DESCRIPTION:`` / ``SOURCE:`` / ``LANGUAGE:`` / ``CODE:`` blocks
  between dashed rules): fairly sure (the format changed across versions).
* ``devdocs``: MDN's site search API (``documents[]`` with ``mdn_url``, ``summary``,
  ``highlight``, ``metadata.total``) and MDN pages as markdown: sure of the search JSON;
  DevDocs' index entries (``name``, ``path``, ``type``): fairly sure.
* ``readthedocs``: the Read the Docs search API v3 (``count``, ``results[].project``,
  ``blocks[].highlights``): sure.
* ``openapi``: an OpenAPI-browsing MCP (endpoint list as text, operations and schemas as
  the spec's JSON): the spec JSON sure, the tool's text a plausible invention.
* ``man-pages``: ``man … | col -b`` text, ``--help`` output, ``apropos``'s "nothing
  appropriate." and Ubuntu's minimized-image notice: sure.
* ``tracing``: Jaeger's query HTTP API (``{"data":…,"total":0,"limit":0,"offset":0,
  "errors":null}``, spans with ``tags`` and ``processes``), Tempo's ``/api/search``
  (``traces[].spanSets``, ``metrics``) and OTLP JSON traces, the collector's Prometheus
  ``otelcol_*`` self-metrics: sure.
* ``profiling``: ``go tool pprof -top`` / ``-list`` output, ``py-spy dump`` thread
  stacks, and the failures as they print (``connection refused``, ``No such process``):
  sure of pprof, fairly sure of py-spy's wording.
* ``error-tracking``: Bugsnag Data Access API error and event objects, Airbrake
  ``/api/v4/projects/{id}/groups``: fairly sure.
* ``feature-flags``: LaunchDarkly flag JSON (``environments.<key>.on``, ``rules``) and an
  SDK's ``variation_detail`` (``value``, ``variationIndex``, ``reason.kind``, ``ERROR`` /
  ``CLIENT_NOT_READY``); Unleash's admin feature JSON: sure of the evaluation detail.
* ``baidu``: Baidu Qianfan AI search's ``references`` (``id``, ``url``, ``title``,
  ``date``, ``content``, ``type``): fairly sure. ``naver``: Naver search API
  (``lastBuildDate``, ``total``, ``start``, ``display``, ``items`` with ``<b>`` marks):
  sure. ``yandex``: Yandex Search API XML (``<found>``, ``<doc>``, ``<passage>``,
  ``<error code="15">``): sure. ``pt-search``: SearXNG's JSON output (``results``,
  ``unresponsive_engines``): sure. ``ar-search``: Google Programmable Search JSON
  (``searchInformation``, ``items[]``): sure. ``hi-search``: LangChain's
  ``DuckDuckGoSearchResults`` (``snippet: …, title: …, link: …``) and the
  ``duckduckgo_search`` ``RatelimitException`` text as LangGraph's ``ToolNode`` hands an
  error back (``Error: <repr>\\n Please fix your mistakes.``): fairly sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout11.jsonl")
SOURCE = "heldout11/"

Call = tuple[str, Any, str]
Session = tuple[str, str, str, bool, list[Call]]


def j(obj: Any) -> str:
    """JSON as ``json.dumps`` writes it (spaces after separators)."""
    return json.dumps(obj, ensure_ascii=False)


def c(obj: Any) -> str:
    """Compact JSON, as most HTTP APIs send it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def ind(obj: Any) -> str:
    """Indented JSON, as some MCP servers hand it over."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def t(*lines: str) -> str:
    """Lines of console output."""
    return "\n".join(lines)


# --- BI and analytics ------------------------------------------------------------------


def _dax(rows: list[dict[str, Any]]) -> str:
    return c({"results": [{"tables": [{"rows": rows}]}]})


def powerbi() -> list[Session]:
    ds = c(
        {
            "@odata.context": "https://wabi-north-europe-redirect.analysis.windows.net"
            "/v1.0/myorg/$metadata#datasets",
            "value": [
                {
                    "id": "5b2e1c0a-7d41-4f0e-9a63-2f1d8c7e4b90",
                    "name": "Retail Sales FY25",
                    "webUrl": "https://app.powerbi.com/groups/me/datasets/"
                    "5b2e1c0a-7d41-4f0e-9a63-2f1d8c7e4b90",
                    "addRowsAPIEnabled": False,
                    "configuredBy": "bi-svc@contoso.com",
                    "isRefreshable": True,
                    "isEffectiveIdentityRequired": False,
                    "isEffectiveIdentityRolesRequired": False,
                    "targetStorageMode": "Abf",
                    "createdDate": "2024-06-28T08:14:02.337Z",
                },
                {
                    "id": "a90c44d2-1e6b-4c3f-8d55-61b7e2f0c318",
                    "name": "Store Ops",
                    "webUrl": "https://app.powerbi.com/groups/me/datasets/"
                    "a90c44d2-1e6b-4c3f-8d55-61b7e2f0c318",
                    "addRowsAPIEnabled": False,
                    "configuredBy": "bi-svc@contoso.com",
                    "isRefreshable": True,
                    "isEffectiveIdentityRequired": False,
                    "isEffectiveIdentityRolesRequired": False,
                    "targetStorageMode": "Abf",
                    "createdDate": "2023-11-02T13:40:51.100Z",
                },
            ],
        }
    )
    rs = "5b2e1c0a-7d41-4f0e-9a63-2f1d8c7e4b90"
    months = ("2025-01", "2025-02", "2025-03")
    regions = {
        "Central": (1843210.55, 1762004.12, 1801377.90),
        "East": (2410988.03, 2399120.44, 2187003.61),
        "North": (987650.20, 1012433.75, 1040218.08),
        "South": (1533402.87, 1498765.10, 1520111.49),
        "West": (2987102.66, 2544318.09, 2601790.33),
    }
    rev_rows = [
        {"Region[Region]": r, "Calendar[Month]": m, "[Net Revenue]": v[i]}
        for r, v in regions.items()
        for i, m in enumerate(months)
    ]
    tables = _dax(
        [
            {"[Name]": n}
            for n in ("Sales", "Returns", "Store", "Region", "Product", "Calendar", "Measures")
        ]
    )
    west_cat = _dax(
        [
            {
                "Product[Category]": "Outdoor",
                "[Feb Revenue]": 611204.18,
                "[Jan Revenue]": 1002877.4,
            },
            {
                "Product[Category]": "Apparel",
                "[Feb Revenue]": 804330.71,
                "[Jan Revenue]": 861002.15,
            },
            {
                "Product[Category]": "Footwear",
                "[Feb Revenue]": 522873.02,
                "[Jan Revenue]": 540118.77,
            },
            {"Product[Category]": "Home", "[Feb Revenue]": 605910.18, "[Jan Revenue]": 583104.34},
        ]
    )
    ok1 = (
        "powerbi",
        "powerbi-ok-1",
        (
            "Power BI 'Retail Sales FY25': net revenue by region, Jan-Mar 2025. Which region fell "
            "most month over month, and why? Oslo (opens in April) should have no returns; "
            "confirm."
        ),
        True,
        [
            ("powerbi_list_datasets", {}, ds),
            (
                "powerbi_execute_dax",
                {
                    "datasetId": rs,
                    "query": 'EVALUATE SELECTCOLUMNS(INFO.VIEW.TABLES(), "Name", [Name])',
                },
                tables,
            ),
            (
                "powerbi_execute_dax",
                {
                    "datasetId": rs,
                    "query": "EVALUATE SUMMARIZECOLUMNS(Region[Region], Calendar[Month], "
                    'FILTER(VALUES(Calendar[Month]), Calendar[Month] >= "2025-01" && '
                    'Calendar[Month] <= "2025-03"), "Net Revenue", [Net Revenue])',
                },
                _dax(rev_rows),
            ),
            (
                "powerbi_execute_dax",
                {
                    "datasetId": rs,
                    "query": "EVALUATE CALCULATETABLE(SUMMARIZECOLUMNS(Product[Category], "
                    '"Jan Revenue", CALCULATE([Net Revenue], Calendar[Month] = "2025-01"), '
                    '"Feb Revenue", CALCULATE([Net Revenue], Calendar[Month] = "2025-02")), '
                    'Region[Region] = "West")',
                },
                west_cat,
            ),
            (
                "powerbi_execute_dax",
                {
                    "datasetId": rs,
                    "query": 'EVALUATE FILTER(SELECTCOLUMNS(Store, "Store", Store[StoreName], '
                    '"City", Store[City], "Opens", Store[OpenDate]), [City] = "Oslo")',
                },
                _dax(
                    [
                        {
                            "[Store]": "Oslo Aker Brygge",
                            "[City]": "Oslo",
                            "[Opens]": "2025-04-03T00:00:00",
                        }
                    ]
                ),
            ),
            (
                "powerbi_execute_dax",
                {
                    "datasetId": rs,
                    "query": "EVALUATE CALCULATETABLE(SUMMARIZECOLUMNS(Returns[ReturnDate], "
                    '"Units", SUM(Returns[Units])), Store[City] = "Oslo")',
                },
                _dax([]),
            ),
        ],
    )

    src = c(
        {
            "datasources": [
                {
                    "id": "7f3a9c1e-55d0-4b6a-9a40-3c2b8e1d0f77",
                    "name": "Support Ops (Zendesk extract)",
                    "project": {"name": "Customer Care", "id": "c02f"},
                    "updatedAt": "2025-03-06T05:02:11Z",
                },
                {
                    "id": "1d2e3f40-aa11-4bb2-9cc3-d4e5f6a7b8c9",
                    "name": "Support Ops (legacy)",
                    "project": {"name": "Archive", "id": "a771"},
                    "updatedAt": "2023-09-14T10:00:00Z",
                },
            ]
        }
    )
    meta = c(
        {
            "data": [
                {
                    "fieldName": "Ticket ID",
                    "fieldCaption": "Ticket ID",
                    "dataType": "INTEGER",
                    "logicalTableId": "Tickets_4A1B",
                },
                {"fieldName": "Priority", "fieldCaption": "Priority", "dataType": "STRING"},
                {"fieldName": "Status", "fieldCaption": "Status", "dataType": "STRING"},
                {"fieldName": "Created At", "fieldCaption": "Created At", "dataType": "DATETIME"},
                {"fieldName": "Age (days)", "fieldCaption": "Age (days)", "dataType": "REAL"},
                {"fieldName": "Team", "fieldCaption": "Team", "dataType": "STRING"},
            ]
        }
    )
    weeks = ("2025-01-27", "2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24", "2025-03-03")
    backlog = {
        "P1": (4, 6, 3, 5, 2, 3),
        "P2": (41, 38, 45, 52, 47, 39),
        "P3": (188, 201, 196, 210, 224, 231),
    }
    wk_rows = [
        {"WEEK(Created At)": w, "Priority": p, "CNT(Ticket ID)": n[i]}
        for p, n in backlog.items()
        for i, w in enumerate(weeks)
    ]
    csv = t(
        "Team,Open tickets,Median age (days),Oldest (days)",
        "Billing,61,3.4,19",
        "Integrations,88,5.1,27",
        "Mobile,47,2.9,12",
        "Platform,77,4.6,22",
        "",
    )
    ok2 = (
        "powerbi",
        "powerbi-ok-2",
        (
            "Tableau Support Ops: open backlog per priority for the last six weeks, the 'Backlog "
            "by Team' view, and any open P1 older than 14 days? (Hopefully none.)"
        ),
        True,
        [
            ("list-datasources", {"filter": "name:eq:Support Ops*"}, src),
            (
                "get-datasource-metadata",
                {"datasourceLuid": "7f3a9c1e-55d0-4b6a-9a40-3c2b8e1d0f77"},
                meta,
            ),
            (
                "query-datasource",
                {
                    "datasourceLuid": "7f3a9c1e-55d0-4b6a-9a40-3c2b8e1d0f77",
                    "query": {
                        "fields": [
                            {"fieldCaption": "Created At", "function": "TRUNC_WEEK"},
                            {"fieldCaption": "Priority"},
                            {"fieldCaption": "Ticket ID", "function": "COUNT"},
                        ],
                        "filters": [
                            {
                                "field": {"fieldCaption": "Status"},
                                "filterType": "SET",
                                "values": ["open", "pending"],
                            }
                        ],
                    },
                },
                c({"data": wk_rows}),
            ),
            (
                "query-datasource",
                {
                    "datasourceLuid": "7f3a9c1e-55d0-4b6a-9a40-3c2b8e1d0f77",
                    "query": {
                        "fields": [{"fieldCaption": "Ticket ID"}, {"fieldCaption": "Age (days)"}],
                        "filters": [
                            {
                                "field": {"fieldCaption": "Priority"},
                                "filterType": "SET",
                                "values": ["P1"],
                            },
                            {
                                "field": {"fieldCaption": "Age (days)"},
                                "filterType": "QUANTITATIVE_NUMERICAL",
                                "quantitativeFilterType": "MIN",
                                "min": 14,
                            },
                        ],
                    },
                },
                c({"data": []}),
            ),
            (
                "list-views",
                {"filter": "name:eq:Backlog by Team"},
                c(
                    {
                        "views": [
                            {
                                "id": "e81c2b7d-90aa-4f0d-8e1b-3c4d5e6f7a80",
                                "name": "Backlog by Team",
                                "workbook": {"name": "Support Ops"},
                                "viewUrlName": "BacklogbyTeam",
                            }
                        ]
                    }
                ),
            ),
            ("get-view-data", {"viewId": "e81c2b7d-90aa-4f0d-8e1b-3c4d5e6f7a80"}, csv),
        ],
    )

    fail_q = (
        ("Sales[SaleDate] >= DATE(2025,2,1) && Sales[SaleDate] < DATE(2025,3,1)", "Store[StoreId]"),
        ('Calendar[Month] = "2025-02"', "Store[StoreId]"),
        ("Calendar[Date] >= DATE(2025,2,1)", "Store[StoreName]"),
        ('Calendar[Week] = "2025-W07"', "Store[StoreId]"),
        ("Sales[SaleDate] >= DATE(2025,2,15)", "Sales[StoreId]"),
        ("YEAR(Sales[SaleDate]) = 2025", "Sales[StoreId]"),
    )
    fail_calls: list[Call] = [("powerbi_list_datasets", {}, ds)]
    for flt, col in fail_q:
        q = f'EVALUATE CALCULATETABLE(SUMMARIZECOLUMNS({col}, "Tx", COUNTROWS(Sales)), {flt})'
        fail_calls.append(
            (
                "powerbi_execute_dax",
                {"datasetId": "a90c44d2-1e6b-4c3f-8d55-61b7e2f0c318", "query": q},
                _dax([]),
            )
        )
    fail1 = (
        "powerbi",
        "powerbi-fail-1",
        "How many stores had at least one sale in each week of February 2025? Use the Store "
        "Ops dataset in Power BI.",
        False,
        fail_calls,
    )
    return [ok1, ok2, fail1]


def looker() -> list[Session]:
    models = c(
        [
            {"name": "thelook", "label": "The Look (ecommerce)", "project_name": "thelook_ecomm"},
            {"name": "marketing", "label": "Marketing", "project_name": "mktg"},
            {"name": "system__activity", "label": "System Activity", "project_name": "looker"},
        ]
    )
    explores = c(
        [
            {
                "name": "order_items",
                "label": "Order Items",
                "description": "One row per item ordered",
                "group_label": "The Look",
            },
            {
                "name": "users",
                "label": "Users",
                "description": "Customer profiles",
                "group_label": "The Look",
            },
            {
                "name": "inventory_items",
                "label": "Inventory Items",
                "description": "",
                "group_label": "The Look",
            },
        ]
    )
    dims = c(
        [
            {
                "name": "order_items.created_month",
                "type": "date_month",
                "label": "Order Items Created Month",
            },
            {"name": "order_items.status", "type": "string", "label": "Order Items Status"},
            {"name": "products.category", "type": "string", "label": "Products Category"},
            {"name": "products.brand", "type": "string", "label": "Products Brand"},
            {"name": "users.country", "type": "string", "label": "Users Country"},
            {"name": "users.traffic_source", "type": "string", "label": "Users Traffic Source"},
            {
                "name": "distribution_centers.name",
                "type": "string",
                "label": "Distribution Centers Name",
            },
        ]
    )
    measures = c(
        [
            {"name": "order_items.count", "type": "count", "label": "Order Items Count"},
            {
                "name": "order_items.total_sale_price",
                "type": "sum",
                "label": "Order Items Total Sale Price",
            },
            {
                "name": "order_items.total_gross_margin",
                "type": "sum",
                "label": "Order Items Total Gross Margin",
            },
            {
                "name": "order_items.average_days_to_process",
                "type": "average",
                "label": "Average Days to Process",
            },
            {"name": "users.count", "type": "count", "label": "Users Count"},
        ]
    )
    top_cat = [
        ("Outerwear & Coats", 812345.21),
        ("Jeans", 701988.40),
        ("Sweaters", 455120.77),
        ("Suits & Sport Coats", 398004.12),
        ("Swim", 301776.95),
    ]
    calls: list[Call] = [
        ("get_models", {}, models),
        ("get_explores", {"model": "thelook"}, explores),
        ("get_dimensions", {"model": "thelook", "explore": "order_items"}, dims),
        ("get_measures", {"model": "thelook", "explore": "order_items"}, measures),
        (
            "query",
            {
                "model": "thelook",
                "explore": "order_items",
                "fields": ["products.category", "order_items.total_gross_margin"],
                "filters": {"order_items.created_year": "2024"},
                "sorts": ["order_items.total_gross_margin desc"],
                "limit": 5,
            },
            c([{"products.category": k, "order_items.total_gross_margin": v} for k, v in top_cat]),
        ),
    ]
    for cat, _ in top_cat[:3]:
        brands = {
            "Outerwear & Coats": [
                ("The North Face", 121004.5),
                ("Columbia", 98211.02),
                ("Carhartt", 60337.1),
            ],
            "Jeans": [("Levi's", 188220.61), ("True Religion", 77030.0), ("Lucky Brand", 51881.4)],
            "Sweaters": [
                ("Tommy Hilfiger", 40112.83),
                ("Calvin Klein", 38870.15),
                ("Ralph Lauren", 36002.74),
            ],
        }[cat]
        calls.append(
            (
                "query",
                {
                    "model": "thelook",
                    "explore": "order_items",
                    "fields": ["products.brand", "order_items.total_gross_margin"],
                    "filters": {"order_items.created_year": "2024", "products.category": cat},
                    "sorts": ["order_items.total_gross_margin desc"],
                    "limit": 3,
                },
                c([{"products.brand": b, "order_items.total_gross_margin": v} for b, v in brands]),
            )
        )
    calls += [
        (
            "query",
            {
                "model": "thelook",
                "explore": "order_items",
                "fields": ["order_items.count"],
                "filters": {
                    "order_items.created_month": "2024-12",
                    "order_items.status": "Returned",
                },
            },
            c([{"order_items.count": 1283}]),
        ),
        (
            "query",
            {
                "model": "thelook",
                "explore": "order_items",
                "fields": ["distribution_centers.name", "order_items.count"],
                "filters": {
                    "order_items.created_month": "2024-12",
                    "order_items.status": "Returned",
                },
                "sorts": ["order_items.count desc"],
            },
            c(
                [
                    {"distribution_centers.name": n, "order_items.count": v}
                    for n, v in (
                        ("Memphis TN", 301),
                        ("Chicago IL", 277),
                        ("Houston TX", 243),
                        ("Mobile AL", 202),
                        ("Charleston SC", 160),
                        ("Los Angeles CA", 100),
                    )
                ]
            ),
        ),
        (
            "query",
            {
                "model": "thelook",
                "explore": "order_items",
                "fields": ["order_items.count"],
                "filters": {
                    "order_items.created_month": "2024-12",
                    "order_items.status": "Returned",
                    "users.country": "Japan",
                },
            },
            c([{"order_items.count": 0}]),
        ),
        (
            "get_looks",
            {"title": "Weekly KPI"},
            c(
                [
                    {
                        "id": "42",
                        "title": "Weekly KPI",
                        "folder": {"name": "Exec"},
                        "updated_at": "2025-02-27T16:03:11.000+00:00",
                        "query_id": "19884",
                    }
                ]
            ),
        ),
        (
            "run_look",
            {"look_id": "42", "result_format": "json"},
            c(
                [
                    {
                        "order_items.created_week": w,
                        "order_items.total_sale_price": s,
                        "users.count": u,
                        "order_items.average_days_to_process": d,
                    }
                    for w, s, u, d in (
                        ("2025-03-03", 412087.22, 3310, 1.9),
                        ("2025-02-24", 398551.7, 3244, 2.1),
                        ("2025-02-17", 405210.05, 3198, 2.0),
                        ("2025-02-10", 387900.61, 3021, 2.4),
                    )
                ]
            ),
        ),
        (
            "query",
            {
                "model": "thelook",
                "explore": "order_items",
                "fields": ["users.traffic_source", "order_items.total_sale_price"],
                "filters": {"order_items.created_week": "2025-03-03"},
                "sorts": ["order_items.total_sale_price desc"],
            },
            c(
                [
                    {"users.traffic_source": s, "order_items.total_sale_price": v}
                    for s, v in (
                        ("Search", 287301.4),
                        ("Organic", 61802.9),
                        ("Facebook", 27044.13),
                        ("Email", 21905.0),
                        ("Display", 14033.79),
                    )
                ]
            ),
        ),
        (
            "query",
            {
                "model": "thelook",
                "explore": "order_items",
                "fields": ["users.traffic_source", "order_items.total_sale_price"],
                "filters": {"order_items.created_week": "2025-02-24"},
                "sorts": ["order_items.total_sale_price desc"],
            },
            c(
                [
                    {"users.traffic_source": s, "order_items.total_sale_price": v}
                    for s, v in (
                        ("Search", 270118.36),
                        ("Organic", 63550.2),
                        ("Email", 29871.44),
                        ("Facebook", 22190.71),
                        ("Display", 12820.99),
                    )
                ]
            ),
        ),
    ]
    ok1 = (
        "looker",
        "looker-ok-1",
        (
            "Looker ecommerce: top 5 categories by 2024 margin and top 3 brands of the first "
            "three; Dec 2024 returns by distribution centre (any from Japan?); the Weekly KPI "
            "look; sales by source, last week vs the one before."
        ),
        True,
        calls,
    )
    return [ok1]


def _mb(rows: list[list[Any]], cols: list[tuple[str, str, str]], ms: int, **extra: Any) -> str:
    body: dict[str, Any] = {
        "data": {
            "rows": rows,
            "cols": [
                {"name": n, "display_name": d, "base_type": b, "source": "native"}
                for n, d, b in cols
            ],
            "results_timezone": "Europe/Berlin",
            "insights": None,
        },
        "database_id": 2,
        "started_at": extra.pop("started_at", "2025-03-06T09:12:40.118+01:00"),
        "json_query": {"type": "native", "database": 2},
        "status": "completed",
        "context": "question",
        "row_count": len(rows),
        "running_time": ms,
    }
    body.update(extra)
    return c(body)


def metabase() -> list[Session]:
    search_churn = c(
        {
            "data": [
                {
                    "id": 311,
                    "model": "card",
                    "name": "Churn by plan",
                    "collection": {"id": 14, "name": "Growth"},
                    "display": "table",
                    "updated_at": "2025-01-20T10:01:44Z",
                },
                {
                    "id": 287,
                    "model": "card",
                    "name": "Churn by plan (old pricing)",
                    "collection": {"id": 3, "name": "Archive"},
                    "display": "bar",
                    "updated_at": "2023-05-02T08:12:00Z",
                },
            ],
            "total": 2,
            "models": ["card"],
            "limit": None,
            "offset": None,
        }
    )
    cols = [
        ("plan", "Plan", "type/Text"),
        ("active_start", "Active at start", "type/Integer"),
        ("churned", "Churned", "type/Integer"),
        ("churn_rate", "Churn rate", "type/Float"),
    ]
    jan = [
        ["Starter", 4120, 288, 0.0699],
        ["Team", 2311, 97, 0.042],
        ["Business", 804, 19, 0.0236],
        ["Enterprise", 122, 1, 0.0082],
    ]
    feb = [
        ["Starter", 4305, 341, 0.0792],
        ["Team", 2398, 88, 0.0367],
        ["Business", 826, 22, 0.0266],
        ["Enterprise", 127, 0, 0.0],
    ]
    ok1 = (
        "metabase",
        "metabase-ok-1",
        (
            "Metabase: 'Churn by plan' for Jan and Feb 2025, which plan moved most? Confirm "
            "'Trials without activation' is empty for Enterprise; save the comparison in Growth."
        ),
        True,
        [
            ("metabase_search", {"q": "Churn by plan", "models": ["card"]}, search_churn),
            (
                "metabase_run_card",
                {
                    "card_id": 311,
                    "parameters": [
                        {
                            "type": "date/month-year",
                            "target": ["variable", ["template-tag", "month"]],
                            "value": "2025-01",
                        }
                    ],
                },
                _mb(jan, cols, 842),
            ),
            (
                "metabase_run_card",
                {
                    "card_id": 311,
                    "parameters": [
                        {
                            "type": "date/month-year",
                            "target": ["variable", ["template-tag", "month"]],
                            "value": "2025-02",
                        }
                    ],
                },
                _mb(feb, cols, 791, started_at="2025-03-06T09:13:02.560+01:00"),
            ),
            (
                "metabase_search",
                {"q": "Trials without activation", "models": ["card"]},
                c(
                    {
                        "data": [
                            {
                                "id": 319,
                                "model": "card",
                                "name": "Trials without activation",
                                "collection": {"id": 14, "name": "Growth"},
                                "display": "table",
                                "updated_at": "2025-02-11T15:30:09Z",
                            }
                        ],
                        "total": 1,
                        "models": ["card"],
                        "limit": None,
                        "offset": None,
                    }
                ),
            ),
            (
                "metabase_run_card",
                {
                    "card_id": 319,
                    "parameters": [
                        {
                            "type": "category",
                            "target": ["variable", ["template-tag", "plan"]],
                            "value": "Enterprise",
                        }
                    ],
                },
                _mb(
                    [],
                    [
                        ("account_id", "Account ID", "type/Integer"),
                        ("trial_start", "Trial start", "type/Date"),
                        ("seats", "Seats", "type/Integer"),
                    ],
                    233,
                    started_at="2025-03-06T09:13:40.002+01:00",
                ),
            ),
            (
                "metabase_create_card",
                {
                    "name": "Churn by plan - Jan vs Feb 2025",
                    "collection_id": 14,
                    "dataset_query": {
                        "type": "native",
                        "database": 2,
                        "native": {"query": "select ..."},
                    },
                    "display": "table",
                },
                c(
                    {
                        "id": 402,
                        "name": "Churn by plan - Jan vs Feb 2025",
                        "collection_id": 14,
                        "created_at": "2025-03-06T08:14:22.901Z",
                    }
                ),
            ),
        ],
    )

    err1 = c(
        {
            "errors": [
                {
                    "message": (
                        'postgresql error: column "signup_dt" does not exist\nLINE 1: SELECT '
                        "date_trunc('week', signup_dt) AS week, count(*) AS signups\n             "
                        "                     ^\nHINT:  Perhaps you meant to reference the column "
                        '"users.signup_at".'
                    ),
                    "error_type": "GENERIC_DB_ENGINE_ERROR",
                    "level": "error",
                    "extra": {
                        "engine_name": "PostgreSQL",
                        "issue_codes": [
                            {
                                "code": 1002,
                                "message": (
                                    "Issue 1002 - The database returned an unexpected error."
                                ),
                            }
                        ],
                    },
                }
            ]
        }
    )
    err2 = c(
        {
            "errors": [
                {
                    "message": (
                        'postgresql error: column "u.country" must appear in the GROUP BY '
                        "clause or be used in an aggregate function\nLINE 1: SELECT "
                        "date_trunc('week', signup_at) AS week, u.country, count(*...\n           "
                        "                                           ^"
                    ),
                    "error_type": "GENERIC_DB_ENGINE_ERROR",
                    "level": "error",
                    "extra": {
                        "engine_name": "PostgreSQL",
                        "issue_codes": [
                            {
                                "code": 1002,
                                "message": (
                                    "Issue 1002 - The database returned an unexpected error."
                                ),
                            }
                        ],
                    },
                }
            ]
        }
    )

    def sq(qid: str, rows: list[dict[str, Any]], columns: list[tuple[str, str]]) -> str:
        return c(
            {
                "query_id": qid,
                "status": "success",
                "data": rows,
                "columns": [
                    {"name": n, "type": ty, "is_dttm": ty == "TIMESTAMP"} for n, ty in columns
                ],
                "selected_columns": [{"name": n, "type": ty} for n, ty in columns],
                "expanded_columns": [],
                "query": {
                    "changed_on": "2025-03-06T08:31:04.118",
                    "dbId": 1,
                    "db": "analytics",
                    "limit": 1000,
                    "rows": len(rows),
                    "state": "success",
                    "tempSchema": None,
                },
            }
        )

    wk = [
        "2025-02-03T00:00:00",
        "2025-02-10T00:00:00",
        "2025-02-17T00:00:00",
        "2025-02-24T00:00:00",
    ]
    by_country = [
        {"week": w, "country": cc, "signups": n}
        for w, vals in zip(
            wk, ((812, 301, 144), (790, 322, 151), (851, 298, 160), (902, 340, 171)), strict=True
        )
        for cc, n in zip(("US", "DE", "BR"), vals, strict=True)
    ]
    ok2 = (
        "metabase",
        "metabase-ok-2",
        (
            "Superset SQL Lab: weekly February 2025 signups for our top three countries, then the "
            "'Activation funnel' chart's data for February."
        ),
        True,
        [
            (
                "superset_execute_sql",
                {
                    "database_id": 1,
                    "sql": (
                        "SELECT date_trunc('week', signup_dt) AS week, count(*) AS signups FROM "
                        "users WHERE signup_dt >= '2025-02-01' GROUP BY 1"
                    ),
                },
                err1,
            ),
            (
                "superset_execute_sql",
                {
                    "database_id": 1,
                    "sql": (
                        "SELECT date_trunc('week', signup_at) AS week, u.country, count(*) AS "
                        "signups FROM users u WHERE signup_at >= '2025-02-01' AND signup_at < "
                        "'2025-03-01' GROUP BY 1"
                    ),
                },
                err2,
            ),
            (
                "superset_execute_sql",
                {
                    "database_id": 1,
                    "sql": (
                        "SELECT u.country, count(*) AS signups FROM users u WHERE signup_at >= "
                        "'2025-02-01' AND signup_at < '2025-03-01' GROUP BY 1 ORDER BY 2 DESC "
                        "LIMIT 3"
                    ),
                },
                sq(
                    "a7c1f02e",
                    [
                        {"country": "US", "signups": 3355},
                        {"country": "DE", "signups": 1261},
                        {"country": "BR", "signups": 626},
                    ],
                    [("country", "STRING"), ("signups", "BIGINT")],
                ),
            ),
            (
                "superset_execute_sql",
                {
                    "database_id": 1,
                    "sql": (
                        "SELECT date_trunc('week', signup_at) AS week, u.country, count(*) AS "
                        "signups FROM users u WHERE signup_at >= '2025-02-03' AND signup_at < "
                        "'2025-03-03' AND u.country IN ('US','DE','BR') GROUP BY 1, 2 ORDER BY 1, "
                        "3 DESC"
                    ),
                },
                sq(
                    "a7c1f0c9",
                    by_country,
                    [("week", "TIMESTAMP"), ("country", "STRING"), ("signups", "BIGINT")],
                ),
            ),
            (
                "superset_list_charts",
                {"q": "Activation funnel"},
                c(
                    {
                        "count": 1,
                        "ids": [58],
                        "result": [
                            {
                                "id": 58,
                                "slice_name": "Activation funnel",
                                "viz_type": "funnel",
                                "datasource_name_text": "public.activation_events",
                                "changed_on_delta_humanized": "12 days ago",
                            }
                        ],
                    }
                ),
            ),
            (
                "superset_get_chart_data",
                {"chart_id": 58, "time_range": "2025-02-01 : 2025-03-01"},
                c(
                    {
                        "result": [
                            {
                                "cache_key": "9f1c0a7e61d4b2e8f0a3c5d7e9b1a2c4",
                                "cached_dttm": None,
                                "cache_timeout": 86400,
                                "applied_template_filters": [],
                                "annotation_data": {},
                                "error": None,
                                "is_cached": False,
                                "query": (
                                    "SELECT step, count(DISTINCT user_id) AS users FROM "
                                    "public.activation_events WHERE ts >= '2025-02-01' AND ts < "
                                    "'2025-03-01' GROUP BY step ORDER BY min(step_order)"
                                ),
                                "status": "success",
                                "stacktrace": None,
                                "rowcount": 4,
                                "colnames": ["step", "users"],
                                "coltypes": [1, 0],
                                "data": [
                                    {"step": "signed_up", "users": 6840},
                                    {"step": "created_project", "users": 4102},
                                    {"step": "invited_teammate", "users": 1733},
                                    {"step": "first_deploy", "users": 1208},
                                ],
                                "applied_filters": [{"column": "__time_range"}],
                                "rejected_filters": [],
                            }
                        ]
                    }
                ),
            ),
        ],
    )

    stale_rows = [
        ["Paid search", 48211.4],
        ["Organic", 30112.9],
        ["Affiliate", 9120.05],
        ["Email", 7701.2],
        ["Direct", 5544.8],
    ]
    fail_calls: list[Call] = [
        (
            "metabase_search",
            {"q": "Revenue by channel", "models": ["card"]},
            c(
                {
                    "data": [
                        {
                            "id": 205,
                            "model": "card",
                            "name": "Revenue by channel (weekly)",
                            "collection": {"id": 9, "name": "Finance"},
                            "display": "table",
                            "updated_at": "2024-10-30T12:00:00Z",
                        }
                    ],
                    "total": 1,
                    "models": ["card"],
                    "limit": None,
                    "offset": None,
                }
            ),
        ),
    ]
    for i, wstart in enumerate(
        ("2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24", "2025-02-01~2025-02-28")
    ):
        fail_calls.append(
            (
                "metabase_run_card",
                {
                    "card_id": 205,
                    "parameters": [
                        {
                            "type": "date/range" if "~" in wstart else "date/single",
                            "target": ["variable", ["template-tag", "week_start"]],
                            "value": wstart,
                        }
                    ],
                },
                _mb(
                    stale_rows,
                    [
                        ("channel", "Channel", "type/Text"),
                        ("revenue_eur", "Revenue (EUR)", "type/Float"),
                    ],
                    11 + i,
                    started_at="2024-11-02T03:00:09.551+01:00",
                    cached=True,
                    updated_at="2024-11-02T03:00:12.481+01:00",
                ),
            )
        )
    fail1 = (
        "metabase",
        "metabase-fail-1",
        "From Metabase, give me revenue by channel for each week of February 2025, so finance "
        "can compare weeks.",
        False,
        fail_calls,
    )
    return [ok1, ok2, fail1]


def _ga(
    dims: list[str],
    mets: list[tuple[str, str]],
    rows: list[tuple[list[str], list[str]]],
    total: int | None,
    sampled: bool = False,
) -> str:
    body: dict[str, Any] = {
        "dimensionHeaders": [{"name": d} for d in dims],
        "metricHeaders": [{"name": m, "type": ty} for m, ty in mets],
    }
    if rows:
        body["rows"] = [
            {
                "dimensionValues": [{"value": v} for v in dv],
                "metricValues": [{"value": v} for v in mv],
            }
            for dv, mv in rows
        ]
        body["rowCount"] = total
    meta: dict[str, Any] = {"currencyCode": "EUR", "timeZone": "Europe/Amsterdam"}
    if sampled:
        meta["samplingMetadatas"] = [
            {"samplesReadCount": "8812044", "samplingSpaceSize": "21907361"}
        ]
    body["metadata"] = meta
    body["kind"] = "analyticsData#runReport"
    return c(body)


def product_analytics() -> list[Session]:
    summaries = ind(
        [
            {
                "account": "accounts/118204331",
                "display_name": "Example Shop BV",
                "property_summaries": [
                    {
                        "property": "properties/402118877",
                        "display_name": "shop.example (GA4)",
                        "property_type": "PROPERTY_TYPE_ORDINARY",
                    },
                    {
                        "property": "properties/402119012",
                        "display_name": "shop.example staging",
                        "property_type": "PROPERTY_TYPE_ORDINARY",
                    },
                ],
            }
        ]
    )
    custom = ind(
        {
            "dimensions": [
                {
                    "api_name": "customEvent:checkout_variant",
                    "display_name": "Checkout variant",
                    "scope": "EVENT",
                },
                {
                    "api_name": "customUser:loyalty_tier",
                    "display_name": "Loyalty tier",
                    "scope": "USER",
                },
            ],
            "metrics": [
                {
                    "api_name": "customEvent:basket_value",
                    "display_name": "Basket value",
                    "scope": "EVENT",
                    "type": "TYPE_CURRENCY",
                }
            ],
        }
    )
    weeks = ("202502", "202503", "202504")
    channels = (
        ("Organic Search", (39872, 42018, 40551)),
        ("Paid Search", (30290, 29877, 31420)),
        ("Direct", (18420, 19102, 18766)),
        ("Email", (11890, 6544, 9032)),
        ("Organic Social", (6033, 7120, 6988)),
        ("Paid Social", (4870, 5532, 6107)),
    )
    allrows = []
    for w_i, w in enumerate(weeks):
        for ch, s in channels:
            conv = round(s[w_i] * (0.021 + 0.003 * (len(ch) % 4)))
            allrows.append(([w, ch], [str(s[w_i]), str(conv)]))
    allrows.sort(key=lambda r: (r[0][0], -int(r[1][0])))
    mets = [("sessions", "TYPE_INTEGER"), ("conversions", "TYPE_INTEGER")]
    base = {
        "property": "properties/402118877",
        "date_ranges": [{"start_date": "2025-01-06", "end_date": "2025-01-26"}],
        "dimensions": ["isoYearIsoWeek", "sessionDefaultChannelGroup"],
        "metrics": ["sessions", "conversions"],
        "limit": 8,
    }
    calls: list[Call] = [
        ("get_account_summaries", {}, summaries),
        ("get_custom_dimensions_and_metrics", {"property_id": 402118877}, custom),
    ]
    for off in (0, 8, 16):
        calls.append(
            (
                "run_report",
                {**base, "offset": off},
                _ga(
                    ["isoYearIsoWeek", "sessionDefaultChannelGroup"],
                    mets,
                    allrows[off : off + 8],
                    len(allrows),
                    sampled=True,
                ),
            )
        )
    calls.append(
        (
            "run_report",
            {
                **base,
                "dimensions": ["sessionDefaultChannelGroup"],
                "dimension_filter": {
                    "filter": {
                        "field_name": "sessionDefaultChannelGroup",
                        "string_filter": {"match_type": "EXACT", "value": "Affiliates"},
                    }
                },
                "offset": 0,
            },
            _ga(["sessionDefaultChannelGroup"], mets, [], None),
        )
    )
    ok1 = (
        "product-analytics",
        "pa-ok-1",
        (
            "GA4 shop.example: sessions and conversions by channel group for ISO weeks 2-4 of "
            "2025, all rows; sampled? Any Affiliates sessions in January? (It launched in "
            "February.)"
        ),
        True,
        calls,
    )

    quota = (
        "Error executing tool run_report: 429 Exhausted property tokens per hour for a "
        "project per property. Wait up to an hour for tokens to be replenished. To learn "
        "more, see https://developers.google.com/analytics/devguides/reporting/data/v1/quotas"
    )
    fbase = {
        "property": "properties/402118877",
        "date_ranges": [{"start_date": "2025-02-01", "end_date": "2025-02-28"}],
        "metrics": ["sessions", "totalRevenue"],
    }
    fail_calls: list[Call] = [
        (
            "run_report",
            {**fbase, "dimensions": ["country"], "limit": 10},
            _ga(
                ["country"],
                [("sessions", "TYPE_INTEGER"), ("totalRevenue", "TYPE_CURRENCY")],
                [
                    (["Netherlands"], ["88210", "412003.18"]),
                    (["Germany"], ["40122", "190551.02"]),
                    (["Belgium"], ["21877", "98012.4"]),
                ],
                31,
            ),
        ),
    ]
    for dims in (
        ["country", "deviceCategory"],
        ["deviceCategory"],
        ["country", "deviceCategory"],
        ["city"],
        ["country", "deviceCategory", "browser"],
    ):
        fail_calls.append(("run_report", {**fbase, "dimensions": dims, "limit": 50}, quota))
    fail1 = (
        "product-analytics",
        "pa-fail-1",
        (
            "GA4 shop.example: February 2025 sessions and revenue by country and device; flag "
            "countries where mobile revenue per session is under half of desktop's."
        ),
        False,
        fail_calls,
    )
    return [ok1, fail1]


def _hog(
    columns: list[str],
    types: list[str],
    results: list[list[Any]],
    hogql: str,
    *,
    cached: bool = False,
    refreshed: str = "2025-03-06T10:02:11.418Z",
    more: bool = False,
    offset: int = 0,
) -> str:
    return c(
        {
            "cache_key": "cache_" + hashlib.sha1(hogql.encode()).hexdigest()[:24],
            "is_cached": cached,
            "last_refresh": refreshed,
            "columns": columns,
            "types": [[n, ty] for n, ty in zip(columns, types, strict=True)],
            "results": results,
            "hasMore": more,
            "limit": 100,
            "offset": offset,
            "timezone": "UTC",
            "hogql": hogql,
        }
    )


def posthog() -> list[Session]:
    q1 = (
        "SELECT person.properties.plan AS plan, count(DISTINCT person_id) FROM events WHERE event "
        "= 'export_csv' AND timestamp > now() - INTERVAL 14 DAY GROUP BY plan ORDER BY 2 DESC"
    )
    bad = (
        "SELECT properties.plan, count(DISTINCT person_id) FROM events WHERE event = 'export_csv' "
        "AND timestamp > now() - INTERVAL 14 DAY GROUP BY plan"
    )
    q3 = (
        "SELECT properties.$browser AS browser, properties.error_code AS code, count() FROM "
        "events WHERE event = 'export_failed' AND timestamp > now() - INTERVAL 14 DAY GROUP BY "
        "browser, code ORDER BY 3 DESC"
    )
    q4 = (
        "SELECT count() FROM events WHERE event = 'export_pdf' AND timestamp > now() - INTERVAL "
        "14 DAY"
    )
    fails = [
        ["Safari", "E_BLOB_TOO_LARGE", 412],
        ["Safari", "E_TIMEOUT", 97],
        ["Chrome", "E_TIMEOUT", 88],
        ["Firefox", "E_BLOB_TOO_LARGE", 61],
        ["Chrome", "E_QUOTA", 40],
        ["Edge", "E_TIMEOUT", 22],
        ["Mobile Safari", "E_BLOB_TOO_LARGE", 19],
        ["Chrome", "E_BLOB_TOO_LARGE", 11],
        ["Samsung Internet", "E_TIMEOUT", 4],
        ["Firefox", "E_TIMEOUT", 3],
    ]
    defs = c(
        {
            "count": 214,
            "next": (
                "https://eu.posthog.com/api/projects/18230/event_definitions/?limit=5&offset=5&sea"
                "rch=export"
            ),
            "previous": None,
            "results": [
                {
                    "id": "01890c1e-aa10-0000-5a2b-11e2c3d4e5f6",
                    "name": "export_csv",
                    "volume_30_day": 18820,
                    "query_usage_30_day": 14,
                    "last_seen_at": "2025-03-06T09:58:40Z",
                },
                {
                    "id": "01890c1e-aa10-0000-5a2b-11e2c3d4e5f7",
                    "name": "export_failed",
                    "volume_30_day": 1517,
                    "query_usage_30_day": 3,
                    "last_seen_at": "2025-03-06T09:41:02Z",
                },
                {
                    "id": "01890c1e-aa10-0000-5a2b-11e2c3d4e5f8",
                    "name": "export_pdf",
                    "volume_30_day": 0,
                    "query_usage_30_day": 0,
                    "last_seen_at": "2025-01-14T16:20:33Z",
                },
                {
                    "id": "01890c1e-aa10-0000-5a2b-11e2c3d4e5f9",
                    "name": "export_xlsx",
                    "volume_30_day": 6402,
                    "query_usage_30_day": 2,
                    "last_seen_at": "2025-03-06T09:55:12Z",
                },
            ],
        }
    )
    ok1 = (
        "posthog",
        "posthog-ok-1",
        (
            "PostHog, last 14 days: distinct CSV exporters by plan; export failures by browser "
            "and error code (all rows); confirm export_pdf (removed in January) never fired."
        ),
        True,
        [
            (
                "query-run",
                {"query": {"kind": "HogQLQuery", "query": bad}},
                c(
                    {
                        "type": "validation_error",
                        "code": "invalid_input",
                        "detail": "Unable to resolve field: plan",
                        "attr": None,
                    }
                ),
            ),
            (
                "query-run",
                {"query": {"kind": "HogQLQuery", "query": q1}},
                _hog(
                    ["plan", "count(DISTINCT person_id)"],
                    ["String", "UInt64"],
                    [
                        ["team", 1904],
                        ["business", 1188],
                        ["starter", 611],
                        [None, 42],
                        ["enterprise", 17],
                    ],
                    q1,
                ),
            ),
            ("event-definitions-list", {"search": "export", "limit": 5}, defs),
            (
                "query-run",
                {"query": {"kind": "HogQLQuery", "query": q3 + " LIMIT 5"}},
                _hog(
                    ["browser", "code", "count()"],
                    ["String", "String", "UInt64"],
                    fails[:5],
                    q3 + " LIMIT 5",
                    more=True,
                ),
            ),
            (
                "query-run",
                {"query": {"kind": "HogQLQuery", "query": q3 + " LIMIT 5 OFFSET 5"}},
                _hog(
                    ["browser", "code", "count()"],
                    ["String", "String", "UInt64"],
                    fails[5:],
                    q3 + " LIMIT 5 OFFSET 5",
                    offset=5,
                ),
            ),
            (
                "query-run",
                {"query": {"kind": "HogQLQuery", "query": q4}},
                _hog(["count()"], ["UInt64"], [[0]], q4),
            ),
        ],
    )

    stale_q = (
        "SELECT toStartOfDay(timestamp) AS day, count() FROM events WHERE event = "
        "'signup_completed' GROUP BY day ORDER BY day"
    )
    stale = [["2025-03-0" + str(d) + "T00:00:00Z", n] for d, n in ((1, 311), (2, 287), (3, 402))]
    asks = (
        (
            "SELECT properties.$geoip_country_code AS country, count() FROM events WHERE event = "
            "'signup_completed' AND timestamp > now() - INTERVAL 7 DAY GROUP BY country ORDER BY "
            "2 DESC"
        ),
        (
            "SELECT properties.$geoip_country_code, count(DISTINCT person_id) FROM events WHERE "
            "event = 'signup_completed' AND timestamp >= '2025-02-27' GROUP BY 1"
        ),
        (
            "SELECT properties.utm_source AS source, count() FROM events WHERE event = "
            "'signup_completed' AND timestamp > now() - INTERVAL 7 DAY GROUP BY source"
        ),
        (
            "SELECT properties.$referring_domain, count() FROM events WHERE event = "
            "'signup_completed' AND timestamp > now() - INTERVAL 7 DAY GROUP BY 1 ORDER BY 2 DESC "
            "LIMIT 20"
        ),
        (
            "SELECT properties.$geoip_country_code AS country, properties.utm_source AS source, "
            "count() FROM events WHERE event = 'signup_completed' GROUP BY country, source"
        ),
    )
    fail1 = (
        "posthog",
        "posthog-fail-1",
        "PostHog: where did last week's signups come from, by country and by UTM source?",
        False,
        [
            (
                "query-run",
                {"query": {"kind": "HogQLQuery", "query": a}},
                _hog(
                    ["day", "count()"],
                    ["DateTime('UTC')", "UInt64"],
                    stale,
                    stale_q,
                    cached=True,
                    refreshed="2025-03-03T06:00:02.114Z",
                ),
            )
            for a in asks
        ],
    )
    return [ok1, fail1]


# --- Delivery and registries -----------------------------------------------------------


def ci() -> list[Session]:
    status_failed = t(
        "---",
        "Workflow: build-and-test",
        "Status: failed",
        "Created: 2025-03-06T08:02:14Z",
        "Stopped: 2025-03-06T08:11:51Z",
        "---",
        "Workflow: lint",
        "Status: success",
        "Created: 2025-03-06T08:02:14Z",
        "Stopped: 2025-03-06T08:04:02Z",
    )
    logs = t(
        "Job: test-unit (#48213) - failed",
        "Step: Run Jest (exit code 1)",
        "",
        "FAIL src/cart/__tests__/checkout.test.ts (14.211 s)",
        "  ● checkout › applies a percentage coupon after tax",
        "",
        '    thrown: "Exceeded timeout of 5000 ms for a test.',
        "    Add a timeout value to this test to increase the timeout, if this is a long-running"
        ' test. See https://jestjs.io/docs/api#testname-fn-timeout."',
        "",
        "      41 |   });",
        "      42 |",
        "    > 43 |   it('applies a percentage coupon after tax', async () => {",
        "         |   ^",
        "      44 |     const cart = await seedCart({ items: 3 });",
        "",
        "Test Suites: 1 failed, 211 passed, 212 total",
        "Tests:       1 failed, 3 skipped, 1840 passed, 1844 total",
    )
    flaky = t(
        "Flaky tests found in acme/web (last 50 runs of build-and-test):",
        "",
        "1. checkout › applies a percentage coupon after tax",
        "   File: src/cart/__tests__/checkout.test.ts",
        "   Job: test-unit",
        "   Failed 7 of 50 runs, always with a 5000 ms timeout",
        "2. search › debounces typeahead requests",
        "   File: src/search/__tests__/typeahead.test.ts",
        "   Job: test-unit",
        "   Failed 2 of 50 runs",
    )
    results = t(
        "Test results for job test-unit (#48213):",
        "Total: 1844 | Passed: 1840 | Failed: 1 | Skipped: 3",
        "Failed:",
        "- checkout › applies a percentage coupon after tax (src/cart/__tests__/checkout.test.ts)"
        " 5.01s",
    )

    def running(done: int, total: int, job: str) -> str:
        return t(
            "---",
            "Workflow: build-and-test",
            "Status: running",
            "Created: 2025-03-06T08:31:40Z",
            f"Jobs: {done}/{total} finished (running: {job})",
        )

    ok1 = (
        "ci",
        "ci-ok-1",
        (
            "Main is red on CircleCI (acme/web). Find the failing test; if it's a known flake, "
            "rerun from failed and tell me when main is green."
        ),
        True,
        [
            (
                "get_latest_pipeline_status",
                {"projectSlug": "gh/acme/web", "branch": "main"},
                status_failed,
            ),
            ("get_build_failure_logs", {"projectSlug": "gh/acme/web", "branch": "main"}, logs),
            ("find_flaky_tests", {"projectSlug": "gh/acme/web"}, flaky),
            (
                "get_job_test_results",
                {"projectSlug": "gh/acme/web", "branch": "main", "filterByTestsResult": "failure"},
                results,
            ),
            (
                "rerun_workflow",
                {"workflowId": "5f0c1d7e-2a44-4b19-9c1e-7d3a6b2e8f10", "fromFailed": True},
                (
                    "New workflowId is 8c2e41f0-77b1-4e6a-a3d2-19f05c6b7e43 and can be tracked at "
                    "https://app.circleci.com/pipelines/workflows/8c2e41f0-77b1-4e6a-a3d2-19f05c6b"
                    "7e43"
                ),
            ),
            (
                "get_latest_pipeline_status",
                {"projectSlug": "gh/acme/web", "branch": "main"},
                running(1, 4, "test-unit"),
            ),
            (
                "get_latest_pipeline_status",
                {"projectSlug": "gh/acme/web", "branch": "main"},
                running(3, 4, "e2e-smoke"),
            ),
            (
                "get_latest_pipeline_status",
                {"projectSlug": "gh/acme/web", "branch": "main"},
                t(
                    "---",
                    "Workflow: build-and-test",
                    "Status: success",
                    "Created: 2025-03-06T08:31:40Z",
                    "Stopped: 2025-03-06T08:40:07Z",
                ),
            ),
        ],
    )

    def bk_build(
        num: int, state: str, jobs: list[tuple[str, str, int | None]], commit: str, msg: str
    ) -> str:
        return c(
            {
                "id": f"0195697a-{num:04d}-4c1d-8e2f-5b6a7c8d9e0f",
                "number": num,
                "state": state,
                "branch": "fix/tz-parse",
                "commit": commit,
                "message": msg,
                "web_url": f"https://buildkite.com/acme/ledger/builds/{num}",
                "jobs": [
                    {
                        "id": f"0195697b-{num:04d}-{i:04d}",
                        "name": n,
                        "state": s,
                        "exit_status": e,
                        "agent_query_rules": ["queue=default"],
                    }
                    for i, (n, s, e) in enumerate(jobs)
                ],
            }
        )

    def bk_log(lines: list[str]) -> str:
        return t("~~~ Running pytest", "$ pytest -q tests/parsing", *lines)

    calls: list[Call] = [
        (
            "create_build",
            {
                "org": "acme",
                "pipeline": "ledger",
                "branch": "fix/tz-parse",
                "commit": "HEAD",
                "message": "tz parse: accept +HHMM offsets",
            },
            c(
                {
                    "id": "0195697a-2231-4c1d-8e2f-5b6a7c8d9e0f",
                    "number": 2231,
                    "state": "scheduled",
                    "web_url": "https://buildkite.com/acme/ledger/builds/2231",
                }
            ),
        ),
        (
            "get_build",
            {"org": "acme", "pipeline": "ledger", "number": 2231},
            bk_build(
                2231,
                "running",
                [(":python: lint", "passed", 0), (":pytest: parsing", "running", None)],
                "9a1f3c2",
                "tz parse: accept +HHMM offsets",
            ),
        ),
        (
            "get_build",
            {"org": "acme", "pipeline": "ledger", "number": 2231},
            bk_build(
                2231,
                "failed",
                [(":python: lint", "passed", 0), (":pytest: parsing", "failed", 1)],
                "9a1f3c2",
                "tz parse: accept +HHMM offsets",
            ),
        ),
        (
            "get_job_logs",
            {"org": "acme", "pipeline": "ledger", "build": 2231, "job_id": "0195697b-2231-0001"},
            bk_log(
                [
                    "..F...F.....F.......................                                   [100%]",
                    (
                        "FAILED tests/parsing/test_tz.py::test_offset_without_colon[+0530] - "
                        "ValueError: invalid UTC offset '+0530'"
                    ),
                    (
                        "FAILED tests/parsing/test_tz.py::test_offset_without_colon[-0800] - "
                        "ValueError: invalid UTC offset '-0800'"
                    ),
                    (
                        "FAILED tests/parsing/test_tz.py::test_roundtrip_isoformat - "
                        "AssertionError: '2025-03-06T10:00:00+05:30' != '2025-03-06T10:00:00+0530'"
                    ),
                    "3 failed, 33 passed in 2.41s",
                ]
            ),
        ),
        (
            "edit_file",
            {
                "path": "ledger/parsing/tz.py",
                "old": '_OFFSET = re.compile(r"([+-])(\\d{2}):(\\d{2})$")',
                "new": '_OFFSET = re.compile(r"([+-])(\\d{2}):?(\\d{2})$")',
            },
            "Edited ledger/parsing/tz.py (1 replacement).",
        ),
        (
            "create_build",
            {
                "org": "acme",
                "pipeline": "ledger",
                "branch": "fix/tz-parse",
                "commit": "HEAD",
                "message": "tz parse: optional colon",
            },
            c(
                {
                    "id": "0195697a-2232-4c1d-8e2f-5b6a7c8d9e0f",
                    "number": 2232,
                    "state": "scheduled",
                    "web_url": "https://buildkite.com/acme/ledger/builds/2232",
                }
            ),
        ),
        (
            "get_build",
            {"org": "acme", "pipeline": "ledger", "number": 2232},
            bk_build(
                2232,
                "failed",
                [(":python: lint", "passed", 0), (":pytest: parsing", "failed", 1)],
                "c47d0e8",
                "tz parse: optional colon",
            ),
        ),
        (
            "get_job_logs",
            {"org": "acme", "pipeline": "ledger", "build": 2232, "job_id": "0195697b-2232-0001"},
            bk_log(
                [
                    "............F.......................                                   [100%]",
                    (
                        "FAILED tests/parsing/test_tz.py::test_roundtrip_isoformat - "
                        "AssertionError: '2025-03-06T10:00:00+05:30' != '2025-03-06T10:00:00+0530'"
                    ),
                    "1 failed, 35 passed in 2.37s",
                ]
            ),
        ),
        (
            "edit_file",
            {
                "path": "tests/parsing/test_tz.py",
                "old": "assert out == raw",
                "new": "assert out == normalise_offset(raw)",
            },
            "Edited tests/parsing/test_tz.py (1 replacement).",
        ),
        (
            "create_build",
            {
                "org": "acme",
                "pipeline": "ledger",
                "branch": "fix/tz-parse",
                "commit": "HEAD",
                "message": "test: compare normalised offsets",
            },
            c(
                {
                    "id": "0195697a-2233-4c1d-8e2f-5b6a7c8d9e0f",
                    "number": 2233,
                    "state": "scheduled",
                    "web_url": "https://buildkite.com/acme/ledger/builds/2233",
                }
            ),
        ),
        (
            "get_build",
            {"org": "acme", "pipeline": "ledger", "number": 2233},
            bk_build(
                2233,
                "running",
                [
                    (":python: lint", "passed", 0),
                    (":pytest: parsing", "running", None),
                    (":pytest: ledger", "scheduled", None),
                ],
                "e0b9a61",
                "test: compare normalised offsets",
            ),
        ),
        (
            "get_build",
            {"org": "acme", "pipeline": "ledger", "number": 2233},
            bk_build(
                2233,
                "running",
                [
                    (":python: lint", "passed", 0),
                    (":pytest: parsing", "passed", 0),
                    (":pytest: ledger", "running", None),
                ],
                "e0b9a61",
                "test: compare normalised offsets",
            ),
        ),
        (
            "get_build",
            {"org": "acme", "pipeline": "ledger", "number": 2233},
            bk_build(
                2233,
                "passed",
                [
                    (":python: lint", "passed", 0),
                    (":pytest: parsing", "passed", 0),
                    (":pytest: ledger", "passed", 0),
                ],
                "e0b9a61",
                "test: compare normalised offsets",
            ),
        ),
        (
            "list_annotations",
            {"org": "acme", "pipeline": "ledger", "number": 2233},
            c(
                [
                    {
                        "id": "0195698c-11aa-4f00-9b3e-77e0d2c1a4b5",
                        "context": "junit",
                        "style": "success",
                        "body_html": (
                            "<p>:white_check_mark: 412 tests passed (parsing 36, ledger 376)</p>"
                        ),
                        "created_at": "2025-03-06T11:20:48.211Z",
                    }
                ]
            ),
        ),
    ]
    ok2 = (
        "ci",
        "ci-ok-2",
        "On Buildkite (acme/ledger), build branch fix/tz-parse after each fix and tell me the "
        "remaining pytest failures each time until the build passes.",
        True,
        calls,
    )

    stuck = bk_build(
        3107,
        "scheduled",
        [(":docker: build image", "passed", 0), (":gpu: train smoke test", "scheduled", None)],
        "4b8e2d1",
        "bump torch to 2.5.1",
    )
    stuck = stuck.replace(
        (
            '"queue=default"]},{"id":"0195697b-3107-0001","name":":gpu: train smoke '
            'test","state":"scheduled","exit_status":null,"agent_query_rules":["queue=de'
            'fault"]'
        ),
        (
            '"queue=default"]},{"id":"0195697b-3107-0001","name":":gpu: train smoke '
            'test","state":"scheduled","exit_status":null,"agent_query_rules":["queue=gp'
            'u-a100"]'
        ),
    )
    assert "gpu-a100" in stuck
    fail1 = (
        "ci",
        "ci-fail-1",
        "Trigger the ml-train pipeline on Buildkite for branch bump-torch and tell me whether the "
        "GPU smoke test passes.",
        False,
        [
            (
                "create_build",
                {"org": "acme", "pipeline": "ml-train", "branch": "bump-torch", "commit": "HEAD"},
                c(
                    {
                        "id": "0195697a-3107-4c1d-8e2f-5b6a7c8d9e0f",
                        "number": 3107,
                        "state": "scheduled",
                        "web_url": "https://buildkite.com/acme/ml-train/builds/3107",
                    }
                ),
            ),
        ]
        + [
            ("get_build", {"org": "acme", "pipeline": "ml-train", "number": 3107}, stuck)
            for _ in range(7)
        ],
    )
    return [ok1, ok2, fail1]


def gitops() -> list[Session]:
    def app(sync: str, health: str, rows: list[str], op: list[str] | None = None) -> str:
        head = [
            "Name:               argocd/payments-api",
            "Project:            payments",
            "Server:             https://kubernetes.default.svc",
            "Namespace:          payments",
            "URL:                https://argocd.acme.internal/applications/payments-api",
            "Source:",
            "- Repo:             https://git.acme.internal/platform/deploy.git",
            "  Target:           main",
            "  Path:             apps/payments-api/overlays/prod",
            "SyncWindow:         Sync Allowed",
            "Sync Policy:        Manual",
            f"Sync Status:        {sync}",
            f"Health Status:      {health}",
        ]
        table = [
            "",
            "GROUP  KIND            NAMESPACE  NAME          STATUS     HEALTH       HOOK  MESSAGE",
            *rows,
        ]
        return t(*head, *(op or []), *table)

    out_rows = [
        "       ConfigMap       payments   payments-api  Synced     ",
        "       Service         payments   payments-api  Synced     Healthy",
        "apps   Deployment      payments   payments-api  OutOfSync  Healthy",
        "batch  CronJob         payments   ledger-recon  Synced     ",
    ]
    diff = t(
        "===== apps/Deployment payments/payments-api ======",
        "146c146",
        "<         image: registry.acme.internal/payments-api:v2.13.4",
        "---",
        ">         image: registry.acme.internal/payments-api:v2.14.0",
        "171c171",
        '<               value: "false"',
        "---",
        '>               value: "true"',
    )
    op = [
        "",
        "Operation:          Sync",
        "Sync Revision:      7d41c0a9e2b35f6180c4d7e9a1b2c3d4e5f60718",
        "Phase:              Succeeded",
        "Start:              2025-03-06 10:14:02 +0000 UTC",
        "Finished:           2025-03-06 10:14:09 +0000 UTC",
        "Duration:           7s",
        "Message:            successfully synced (all tasks run)",
    ]
    synced_rows = [
        (
            "       ConfigMap       payments   payments-api  Synced                       "
            "configmap/payments-api unchanged"
        ),
        (
            "       Service         payments   payments-api  Synced     Healthy           "
            "service/payments-api unchanged"
        ),
        (
            "apps   Deployment      payments   payments-api  Synced     Progressing       "
            "deployment.apps/payments-api configured"
        ),
        (
            "batch  CronJob         payments   ledger-recon  Synced                       "
            "cronjob.batch/ledger-recon unchanged"
        ),
    ]
    healthy_rows = [r.replace("Progressing", "Healthy    ") for r in synced_rows]
    ks = t(
        "NAME        \tREVISION          \tSUSPENDED\tREADY\tMESSAGE",
        "flux-system \tmain@sha1:4f5e6a7b\tFalse    \tTrue \tApplied revision: main@sha1:4f5e6a7b",
        "infra       \tmain@sha1:4f5e6a7b\tFalse    \tTrue \tApplied revision: main@sha1:4f5e6a7b",
        (
            "monitoring  \tmain@sha1:31c0d9e2\tFalse    \tFalse\tkustomize build failed: "
            "accumulating resources: "
            "accumulation err='accumulating resources from './alerts': read "
            "/tmp/kustomization-1877/monitoring/alerts: is a directory'"
        ),
    )
    rec = t(
        "► annotating GitRepository flux-system in flux-system namespace",
        "✔ GitRepository annotated",
        "◎ waiting for GitRepository reconciliation",
        "✔ fetched revision main@sha1:9b0e7c35",
        "► annotating Kustomization monitoring in flux-system namespace",
        "✔ Kustomization annotated",
        "◎ waiting for Kustomization reconciliation",
        "✔ applied revision main@sha1:9b0e7c35",
    )
    ok1 = (
        "gitops",
        "gitops-ok-1",
        (
            "Roll payments-api to v2.14.0 via Argo CD (diff first), wait until healthy, then "
            "check Flux reconciled the monitoring kustomization (failing yesterday)."
        ),
        True,
        [
            (
                "argocd",
                {"command": "argocd app get payments-api"},
                app("OutOfSync from main (7d41c0a)", "Healthy", out_rows),
            ),
            ("argocd", {"command": "argocd app diff payments-api"}, diff),
            (
                "argocd",
                {"command": "argocd app sync payments-api"},
                app("Synced to main (7d41c0a)", "Progressing", synced_rows, op),
            ),
            (
                "argocd",
                {"command": "argocd app wait payments-api --health --timeout 300"},
                app("Synced to main (7d41c0a)", "Healthy", healthy_rows, op),
            ),
            ("flux", {"command": "flux get kustomizations -n flux-system"}, ks),
            ("flux", {"command": "flux reconcile kustomization monitoring --with-source"}, rec),
            (
                "flux",
                {"command": "flux get kustomizations monitoring -n flux-system"},
                t(
                    "NAME      \tREVISION          \tSUSPENDED\tREADY\tMESSAGE",
                    (
                        "monitoring\tmain@sha1:9b0e7c35\tFalse    \tTrue \tApplied revision: "
                        "main@sha1:9b0e7c35"
                    ),
                ),
            ),
        ],
    )

    def expired(ts: str) -> str:
        return (
            f'time="2025-03-06T{ts}Z" level=fatal msg="rpc error: code = Unauthenticated desc = '
            'invalid session: token has invalid claims: token is expired"'
        )

    cmds = (
        "argocd app get checkout-web",
        "argocd app list -p storefront",
        "argocd app history checkout-web",
        "argocd app get checkout-web --refresh",
        "argocd app resources checkout-web",
        "argocd app get checkout-web --hard-refresh -o json",
    )
    fail1 = (
        "gitops",
        "gitops-fail-1",
        (
            "Why is checkout-web degraded in Argo CD? Which resource is unhealthy, and what did "
            "the last sync change?"
        ),
        False,
        [
            ("argocd", {"command": cmd}, expired(f"09:1{i}:{7 * i + 3:02d}"))
            for i, cmd in enumerate(cmds)
        ],
    )
    return [ok1, fail1]


def helm() -> list[Session]:
    lst = t(
        (
            "NAME        \tNAMESPACE    \tREVISION\tUPDATED                                "
            "\tSTATUS         \tCHART                    \tAPP VERSION"
        ),
        (
            "loki        \tobservability\t12      \t2025-03-05 17:42:09.118204 +0000 UTC   "
            "\tfailed         \tloki-6.24.0              \t3.3.2"
        ),
        (
            "prometheus  \tobservability\t31      \t2025-02-27 09:01:55.401733 +0000 UTC   "
            "\tdeployed       \tkube-prometheus-stack-68.4.4\tv0.79.2"
        ),
        (
            "tempo       \tobservability\t5       \t2025-03-06 08:12:40.550912 +0000 UTC   "
            "\tpending-upgrade\ttempo-1.18.2             \t2.7.1"
        ),
        (
            "promtail    \tobservability\t9       \t2025-01-15 14:20:31.004455 +0000 UTC   "
            "\tdeployed       \tpromtail-6.16.6          \t3.0.0"
        ),
    )
    hist = t(
        "REVISION\tUPDATED                 \tSTATUS    \tCHART      \tAPP VERSION\tDESCRIPTION",
        (
            "9       \tTue Jan 14 10:02:17 2025\tsuperseded\tloki-6.23.0\t3.3.1      \tUpgrade "
            "complete"
        ),
        (
            "10      \tWed Feb 12 16:40:03 2025\tsuperseded\tloki-6.23.0\t3.3.1      \tUpgrade "
            "complete"
        ),
        (
            "11      \tMon Mar  3 11:15:48 2025\tdeployed  \tloki-6.24.0\t3.3.2      \tUpgrade "
            "complete"
        ),
        (
            "12      \tWed Mar  5 17:42:09 2025\tfailed    \tloki-6.24.0\t3.3.2      \tUpgrade "
            '"loki" failed: '
            "context deadline exceeded"
        ),
    )
    v11 = t(
        "USER-SUPPLIED VALUES:",
        "deploymentMode: SimpleScalable",
        "loki:",
        "  limits_config:",
        "    retention_period: 744h",
        "  storage:",
        "    type: s3",
        "backend:",
        "  replicas: 2",
        "read:",
        "  replicas: 3",
        "write:",
        "  replicas: 3",
        "  persistence:",
        "    size: 10Gi",
    )
    v12 = v11.replace("retention_period: 744h", "retention_period: 2160h").replace(
        "size: 10Gi", "size: 50Gi\n    storageClass: gp3-encrypted"
    )
    tempo = t(
        "NAME: tempo",
        "LAST DEPLOYED: Thu Mar  6 08:12:40 2025",
        "NAMESPACE: observability",
        "STATUS: pending-upgrade",
        "REVISION: 5",
        "TEST SUITE: None",
    )
    ok1 = (
        "helm",
        "helm-ok-1",
        (
            "Helm, observability namespace: which releases are failed or stuck, what changed in "
            "loki between revisions 11 and 12, and is grafana-agent gone (removed last month)?"
        ),
        True,
        [
            ("helm", {"command": "helm list -n observability -a"}, lst),
            ("helm", {"command": "helm history loki -n observability --max 4"}, hist),
            ("helm", {"command": "helm get values loki -n observability --revision 11"}, v11),
            ("helm", {"command": "helm get values loki -n observability --revision 12"}, v12),
            ("helm", {"command": "helm status tempo -n observability"}, tempo),
            (
                "helm",
                {"command": "helm status grafana-agent -n observability"},
                "Error: release: not found",
            ),
        ],
    )

    pdb_err = (
        'Error: template: ledger/templates/pdb.yaml:7:28: executing "ledger/templates/pdb.yaml" '
        "at <.Values.pdb.minAvailable>: nil pointer evaluating interface {}.minAvailable\n\n"
        "Use --debug flag to render out invalid YAML"
    )
    yaml_err = (
        "Error: YAML parse error on ledger/templates/deployment.yaml: error converting YAML to "
        "JSON: yaml: line 41: did not find expected key\n\nUse --debug flag to render out invalid "
        "YAML"
    )
    deploy = t(
        "---",
        "# Source: ledger/templates/deployment.yaml",
        "apiVersion: apps/v1",
        "kind: Deployment",
        "metadata:",
        "  name: ledger",
        "  labels:",
        "    app.kubernetes.io/name: ledger",
        "    app.kubernetes.io/instance: ledger",
        "    helm.sh/chart: ledger-0.9.3",
        "spec:",
        "  replicas: 3",
        "  selector:",
        "    matchLabels:",
        "      app.kubernetes.io/name: ledger",
        "  template:",
        "    spec:",
        "      containers:",
        "        - name: ledger",
        '          image: "registry.acme.internal/ledger:1.42.0"',
        "          resources:",
        "            limits:",
        "              memory: 1Gi",
        "            requests:",
        "              cpu: 500m",
        "              memory: 768Mi",
    )
    pdb = t(
        "---",
        "# Source: ledger/templates/pdb.yaml",
        "apiVersion: policy/v1",
        "kind: PodDisruptionBudget",
        "metadata:",
        "  name: ledger",
        "spec:",
        "  minAvailable: 2",
        "  selector:",
        "    matchLabels:",
        "      app.kubernetes.io/name: ledger",
    )
    ok2 = (
        "helm",
        "helm-ok-2",
        (
            "Make charts/ledger render and lint cleanly with values-prod.yaml; check 3 replicas "
            "and a PodDisruptionBudget with minAvailable 2."
        ),
        True,
        [
            (
                "helm",
                {"command": "helm lint charts/ledger -f charts/ledger/values-prod.yaml"},
                t(
                    "==> Linting charts/ledger",
                    "[INFO] Chart.yaml: icon is recommended",
                    (
                        "[ERROR] templates/pdb.yaml: template: ledger/templates/pdb.yaml:7:28: "
                        'executing "ledger/templates/pdb.yaml" at <.Values.pdb.minAvailable>: '
                        "nil pointer evaluating interface {}.minAvailable"
                    ),
                    "",
                    "Error: 1 chart(s) linted, 1 chart(s) failed",
                ),
            ),
            (
                "helm",
                {"command": "helm template ledger charts/ledger -f charts/ledger/values-prod.yaml"},
                pdb_err,
            ),
            (
                "edit_file",
                {
                    "path": "charts/ledger/values.yaml",
                    "old": "replicaCount: 1\n",
                    "new": "replicaCount: 1\npdb:\n  enabled: true\n  minAvailable: 1\n",
                },
                "Edited charts/ledger/values.yaml (1 replacement).",
            ),
            (
                "helm",
                {"command": "helm template ledger charts/ledger -f charts/ledger/values-prod.yaml"},
                yaml_err,
            ),
            (
                "helm",
                {
                    "command": (
                        "helm template ledger charts/ledger -f charts/ledger/values-prod.yaml "
                        "--debug --show-only templates/deployment.yaml | sed -n 36,44p"
                    )
                },
                t(
                    'install.go:225: [debug] Original chart version: ""',
                    "          resources:",
                    "            {{- toYaml .Values.resources | nindent 12 }}",
                    "          resources:",
                    "          limits:",
                    "              memory: 1Gi",
                    (
                        "Error: YAML parse error on ledger/templates/deployment.yaml: error "
                        "converting YAML to JSON: yaml: line 41: did not find expected key"
                    ),
                ),
            ),
            (
                "edit_file",
                {
                    "path": "charts/ledger/templates/deployment.yaml",
                    "old": "          resources:\n          limits:\n              memory: 1Gi\n",
                    "new": "",
                },
                "Edited charts/ledger/templates/deployment.yaml (1 replacement).",
            ),
            (
                "helm",
                {
                    "command": (
                        "helm template ledger charts/ledger -f charts/ledger/values-prod.yaml "
                        "--show-only templates/deployment.yaml"
                    )
                },
                deploy,
            ),
            (
                "helm",
                {
                    "command": (
                        "helm template ledger charts/ledger -f charts/ledger/values-prod.yaml "
                        "--show-only templates/pdb.yaml"
                    )
                },
                pdb,
            ),
            (
                "helm",
                {"command": "helm lint charts/ledger -f charts/ledger/values-prod.yaml"},
                t(
                    "==> Linting charts/ledger",
                    "[INFO] Chart.yaml: icon is recommended",
                    "",
                    "1 chart(s) linted, 0 chart(s) failed",
                ),
            ),
        ],
    )

    unreachable = (
        'Error: Kubernetes cluster unreachable: Get "https://10.40.0.1:6443/version": dial tcp '
        "10.40.0.1:6443: connect: connection refused"
    )
    cmds = (
        "helm list -n ingress",
        "helm status ingress-nginx -n ingress",
        "helm history ingress-nginx -n ingress",
        "helm list -A --failed",
        "helm get values ingress-nginx -n ingress",
        "helm list -n ingress --kube-context prod-eu-1",
    )
    fail1 = (
        "helm",
        "helm-fail-1",
        "Which version of the ingress-nginx chart is deployed on prod-eu-1, and with which values?",
        False,
        [("helm", {"command": cmd}, unreachable) for cmd in cmds],
    )
    return [ok1, ok2, fail1]


def pulumi() -> list[Session]:
    ts_err = t(
        "Previewing update (dev)",
        "",
        (
            "View in Browser (Ctrl+O): https://app.pulumi.com/acme/infra/dev/previews/1f7c2e9a-6b3"
            "1-4d0e-9a2f-8c1b5d7e3a40"
        ),
        "",
        "     Type                 Name       Plan       Info",
        "     pulumi:pulumi:Stack  infra-dev             1 error",
        "",
        "Diagnostics:",
        "  pulumi:pulumi:Stack (infra-dev):",
        "    error: Running program '/work/infra' failed with an unhandled exception:",
        "    TSError: ⨯ Unable to compile TypeScript:",
        "    index.ts(42,5): error TS2353: Object literal may only specify known properties, and "
        "'versioning' does not exist in type 'BucketV2Args'.",
    )
    arg_err = t(
        "Previewing update (dev)",
        "",
        "     Type                                  Name                   Plan       Info",
        "     pulumi:pulumi:Stack                   infra-dev                         1 error",
        " +   ├─ aws:s3:BucketV2                    audit-logs             create     ",
        " +   └─ aws:s3:BucketVersioningV2          audit-logs-versioning  create     1 error",
        "",
        "Diagnostics:",
        "  aws:s3:BucketVersioningV2 (audit-logs-versioning):",
        "    error: aws:s3/bucketVersioningV2:BucketVersioningV2 resource 'audit-logs-versioning' "
        'has a problem: Missing required argument: The argument "versioning_configuration" is '
        "required, but no definition was found.. Examine values at "
        "'audit-logs-versioning.versioningConfiguration'.",
    )
    clean = t(
        "Previewing update (dev)",
        "",
        "     Type                                                 Name                    Plan",
        "     pulumi:pulumi:Stack                                  infra-dev",
        " +   ├─ aws:s3:BucketV2                                   audit-logs              create",
        " +   ├─ aws:s3:BucketVersioningV2                         audit-logs-versioning   create",
        " +   └─ aws:s3:BucketServerSideEncryptionConfigurationV2  audit-logs-sse          create",
        "",
        "Resources:",
        "    + 3 to create",
        "    14 unchanged",
    )
    up = t(
        "Updating (dev)",
        "",
        "     Type                                                 Name                    Status",
        "     pulumi:pulumi:Stack                                  infra-dev",
        (
            " +   ├─ aws:s3:BucketV2                                   audit-logs              "
            "created (2s)"
        ),
        (
            " +   ├─ aws:s3:BucketVersioningV2                         audit-logs-versioning   "
            "created (1s)"
        ),
        (
            " +   └─ aws:s3:BucketServerSideEncryptionConfigurationV2  audit-logs-sse          "
            "created (0.8s)"
        ),
        "",
        "Outputs:",
        '  + auditBucket: "audit-logs-3f9c2a1"',
        '    vpcId      : "vpc-0a1b2c3d4e5f67890"',
        "",
        "Resources:",
        "    + 3 created",
        "    14 unchanged",
        "",
        "Duration: 11s",
    )
    ok1 = (
        "pulumi",
        "pulumi-ok-1",
        (
            "Add a versioned, encrypted S3 audit-log bucket to Pulumi project infra (stack dev); "
            "preview until clean, deploy, give me the bucket name."
        ),
        True,
        [
            ("pulumi", {"command": "pulumi preview --stack dev"}, ts_err),
            (
                "edit_file",
                {
                    "path": "infra/index.ts",
                    "old": "    versioning: { enabled: true },\n",
                    "new": "",
                },
                "Edited infra/index.ts (1 replacement).",
            ),
            (
                "write_file",
                {"path": "infra/audit.ts", "content": "..."},
                "Wrote 1,204 bytes to infra/audit.ts.",
            ),
            ("pulumi", {"command": "pulumi preview --stack dev"}, arg_err),
            (
                "edit_file",
                {
                    "path": "infra/audit.ts",
                    "old": "{ bucket: auditLogs.id }",
                    "new": (
                        '{ bucket: auditLogs.id, versioningConfiguration: { status: "Enabled" } }'
                    ),
                },
                "Edited infra/audit.ts (1 replacement).",
            ),
            ("pulumi", {"command": "pulumi preview --stack dev"}, clean),
            ("pulumi", {"command": "pulumi up --stack dev --yes --skip-preview"}, up),
            (
                "pulumi",
                {"command": "pulumi stack output auditBucket --stack dev"},
                "audit-logs-3f9c2a1",
            ),
        ],
    )

    conflict = (
        "error: [409] Conflict: Another update is currently in progress.\n"
        "To learn more about possible reasons and resolution, visit "
        "https://www.pulumi.com/docs/common-errors/#conflict"
    )
    ls = t(
        "NAME     LAST UPDATE     RESOURCE COUNT  URL",
        "dev      2 hours ago     61              https://app.pulumi.com/acme/network/dev",
        "prod*    n/a             58              https://app.pulumi.com/acme/network/prod",
        "staging  3 days ago      60              https://app.pulumi.com/acme/network/staging",
    )
    cmds = (
        "pulumi preview --stack prod --diff",
        "pulumi preview --stack prod",
        "pulumi refresh --stack prod --preview-only",
        (
            "pulumi preview --stack prod --target 'urn:pulumi:prod::network::aws:ec2/natGateway:Na"
            "tGateway::nat-a'"
        ),
        "pulumi preview --stack prod --refresh",
    )
    fail1 = (
        "pulumi",
        "pulumi-fail-1",
        "What would change in the prod stack of the network project if we applied main now? "
        "In particular, will the NAT gateways be replaced?",
        False,
        [("pulumi", {"command": "pulumi stack ls"}, ls)]
        + [("pulumi", {"command": cmd}, conflict) for cmd in cmds],
    )
    return [ok1, fail1]


def _dg(s: str) -> str:
    return "sha256:" + hashlib.sha256(s.encode()).hexdigest()


def _hub_tag(
    repo: str, name: str, updated: str, arches: tuple[str, ...], size: int
) -> dict[str, Any]:
    return {
        "name": name,
        "full_size": size,
        "last_updated": updated,
        "tag_status": "active",
        "digest": _dg(repo + name),
        "images": [
            {
                "architecture": a.split("/")[0],
                "variant": a.split("/")[1] if "/" in a else None,
                "os": "linux",
            }
            for i, a in enumerate(arches)
        ],
    }


def _hub_page(
    repo: str, count: int, page: int, size: int, tags: list[dict[str, Any]], last: bool, q: str
) -> str:
    base = f"https://hub.docker.com/v2/repositories/library/{repo}/tags?name={q}&page_size={size}"
    return c(
        {
            "count": count,
            "next": None if last else f"{base}&page={page + 1}",
            "previous": None if page == 1 else f"{base}&page={page - 1}",
            "results": tags,
        }
    )


def container_registry() -> list[Session]:
    all_arch = ("amd64", "arm64/v8")
    amd_only = ("amd64",)
    pg = [
        ("16.8-bookworm", "2025-02-20T23:41:08.118Z", all_arch),
        ("16.8", "2025-02-20T23:41:02.551Z", all_arch),
        ("16-bookworm", "2025-02-20T23:41:07.902Z", all_arch),
        ("16.8-alpine3.21", "2025-02-20T23:12:40.004Z", all_arch),
        ("16.7-bookworm", "2025-02-12T01:20:11.771Z", all_arch),
        ("16.7", "2025-02-12T01:20:05.219Z", all_arch),
        ("16.6-bookworm", "2025-01-14T19:02:59.630Z", all_arch),
        ("16.6-bullseye", "2025-01-14T19:03:40.817Z", amd_only + ("arm64/v8",)),
        ("16.6", "2025-01-14T19:02:51.008Z", all_arch),
        ("16.5-bookworm", "2024-11-22T06:44:10.377Z", all_arch),
        ("16.4-bookworm", "2024-11-14T08:31:27.415Z", all_arch),
        ("16.4-bullseye", "2024-11-14T08:32:10.226Z", amd_only),
        ("16.3-bookworm", "2024-08-09T02:18:44.901Z", all_arch),
        ("16.2-bookworm", "2024-05-10T11:02:39.650Z", all_arch),
        ("16.1-bookworm", "2024-02-09T17:44:03.118Z", all_arch),
        ("16.0-bookworm", "2023-11-10T22:15:20.472Z", ("amd64", "arm64/v8")),
    ]
    pg = [x for x in pg if "-bookworm" in x[0] or "bullseye" in x[0]][:12]
    pages = [pg[0:4], pg[4:8], pg[8:12]]
    calls: list[Call] = []
    for i, chunk in enumerate(pages, 1):
        tags = [
            _hub_tag("postgres", n, u, a, 151_220_113 - 3_100_000 * k)
            for k, (n, u, a) in enumerate(chunk)
        ]
        calls.append(
            (
                "dockerhub_list_tags",
                {
                    "namespace": "library",
                    "repository": "postgres",
                    "name": "16",
                    "page_size": 4,
                    "page": i,
                    "ordering": "last_updated",
                },
                _hub_page("postgres", len(pg), i, 4, tags, i == 3, "16"),
            )
        )

    def quay(tags: list[tuple[str, str]], page: int, more: bool) -> str:
        return c(
            {
                "tags": [
                    {
                        "name": n,
                        "reversion": False,
                        "start_ts": 1730000000 + 86400 * k,
                        "manifest_digest": _dg("ne" + n),
                        "is_manifest_list": True,
                        "size": None,
                        "last_modified": m,
                    }
                    for k, (n, m) in enumerate(tags)
                ],
                "page": page,
                "has_additional": more,
            }
        )

    calls += [
        (
            "quay_list_tags",
            {
                "repository": "prometheus/node-exporter",
                "filter_tag_name": "like:v1.8",
                "limit": 3,
                "page": 1,
                "onlyActiveTags": True,
            },
            quay(
                [
                    ("v1.8.2", "Wed, 17 Jul 2024 09:20:11 -0000"),
                    ("v1.8.1", "Wed, 05 Jun 2024 14:41:52 -0000"),
                    ("v1.8.0", "Thu, 25 Apr 2024 08:02:33 -0000"),
                ],
                1,
                True,
            ),
        ),
        (
            "quay_list_tags",
            {
                "repository": "prometheus/node-exporter",
                "filter_tag_name": "like:v1.8",
                "limit": 3,
                "page": 2,
                "onlyActiveTags": True,
            },
            quay([("v1.8.0-rc.0", "Tue, 16 Apr 2024 11:12:09 -0000")], 2, False),
        ),
    ]
    ok1 = (
        "container-registry",
        "registry-ok-1",
        (
            "Docker Hub: every postgres 16.x bookworm tag with amd64 and arm64 images, newest "
            "first. Quay: every node-exporter v1.8.x tag."
        ),
        True,
        calls,
    )

    node = [
        ("22.14.0-alpine3.21", "2025-02-11T22:10:01.221Z"),
        ("22-alpine", "2025-02-11T22:10:00.884Z"),
        ("lts-alpine", "2025-02-11T22:09:59.530Z"),
        ("alpine", "2025-02-11T22:09:58.102Z"),
        ("23.8.0-alpine3.21", "2025-02-14T03:44:11.907Z"),
        ("23-alpine", "2025-02-14T03:44:10.775Z"),
    ]
    tags = [
        _hub_tag("node", n, u, ("amd64", "arm64/v8"), 54_004_211 - 90_000 * k)
        for k, (n, u) in enumerate(node[:3])
    ]
    page1 = _hub_page("node", 1142, 1, 3, tags, False, "alpine")
    fail1 = (
        "container-registry",
        "registry-fail-1",
        "Find the oldest node 18 alpine tag on Docker Hub that is still marked active, and its "
        "digest, for our reproducible build.",
        False,
        [
            (
                "dockerhub_list_tags",
                {
                    "namespace": "library",
                    "repository": "node",
                    "name": "alpine",
                    "page_size": 3,
                    "page": p,
                },
                page1,
            )
            for p in range(1, 6)
        ],
    )
    return [ok1, fail1]


def package_registries() -> list[Session]:
    clap = t(
        (
            'clap = "4.5.31"                # A simple to use, efficient, and full-featured '
            "Command Line Argument Parser"
        ),
        'clap_complete = "4.5.46"       # Generate shell completion scripts for your clap::Command',
        (
            'clap_builder = "4.5.31"        # A simple to use, efficient, and full-featured '
            "Command Line Argument Parser"
        ),
        (
            'clap_derive = "4.5.28"         # Parse command line argument by defining a struct, '
            "derive crate."
        ),
        'clap_lex = "0.7.4"             # Minimal, flexible command line parser',
        "... and 1938 crates more (use --limit N to see more)",
    )
    sj = t(
        'serde_json = "1.0.140"         # A JSON serialization file format',
        'serde_json_path = "0.7.2"      # Query serde_json Values using JSONPath',
        'serde_json_lenient = "0.2.4"   # A lenient JSON serialization file format',
        "... and 611 crates more (use --limit N to see more)",
    )
    toml = t(
        (
            'toml = "0.8.20"                # A native Rust encoder and decoder of '
            "TOML-formatted files and streams. Provides"
        ),
        'toml_edit = "0.22.24"          # Yet another format-preserving TOML parser.',
        'toml_datetime = "0.6.8"        # A TOML-compatible datetime type',
        'basic-toml = "0.1.10"          # Minimal TOML library with few dependencies',
        "... and 402 crates more (use --limit N to see more)",
    )
    te = c(
        {
            "crate": {
                "id": "toml_edit",
                "name": "toml_edit",
                "max_version": "0.22.24",
                "max_stable_version": "0.22.24",
                "downloads": 291044120,
                "recent_downloads": 41220913,
                "repository": "https://github.com/toml-rs/toml",
                "updated_at": "2025-02-06T15:20:33.118Z",
            },
            "versions": [
                {
                    "num": "0.22.24",
                    "rust_version": "1.65",
                    "created_at": "2025-02-06T15:20:33.118Z",
                    "yanked": False,
                    "license": "MIT OR Apache-2.0",
                },
                {
                    "num": "0.22.23",
                    "rust_version": "1.65",
                    "created_at": "2025-01-29T18:02:11.540Z",
                    "yanked": False,
                    "license": "MIT OR Apache-2.0",
                },
                {
                    "num": "0.22.22",
                    "rust_version": "1.65",
                    "created_at": "2024-09-26T14:41:09.222Z",
                    "yanked": False,
                    "license": "MIT OR Apache-2.0",
                },
            ],
        }
    )
    e404 = t(
        "npm error code E404",
        "npm error 404 Not Found - GET https://registry.npmjs.org/@acme%2fcli-config - Not found",
        "npm error 404",
        "npm error 404  '@acme/cli-config@*' is not in this registry.",
        "npm error 404",
        "npm error 404 Note that you can also install from a",
        "npm error 404 tarball, folder, http url, or git url.",
        "npm error A complete log of this run can be found in: "
        "/home/dev/.npm/_logs/2025-03-06T10_41_12_004Z-debug-0.log",
    )
    commander = t(
        "",
        "commander@13.1.0 | MIT | deps: none | versions: 181",
        "the complete solution for node.js command-line programs",
        "https://github.com/tj/commander.js#readme",
        "",
        "keywords: commander, command, option, parser, cli, argument, args, argv",
        "",
        "dist",
        ".tarball: https://registry.npmjs.org/commander/-/commander-13.1.0.tgz",
        ".shasum: f2d2db6e5b4a8c1f0e37b9d46a1c9f0e2d7b3a58",
        ".unpackedSize: 190.3 kB",
        "",
        "maintainers:",
        "- abetomo <abe@enzou.tokyo>",
        "- shadowspawn <rohan@rohanmcgovern.com>",
        "",
        "dist-tags:",
        "latest: 13.1.0     next: 13.0.0-0",
        "",
        "published a month ago by abetomo <abe@enzou.tokyo>",
    )
    ok1 = (
        "package-registries",
        "pkg-ok-1",
        (
            "Latest clap, serde_json and a format-preserving TOML crate (builds on Rust 1.70?); "
            "is npm @acme/cli-config free (we think so); latest commander?"
        ),
        True,
        [
            ("cargo_search", {"query": "clap", "limit": 5}, clap),
            ("cargo_search", {"query": "serde_json", "limit": 3}, sj),
            ("cargo_search", {"query": "toml", "limit": 4}, toml),
            ("crates_io_get_crate", {"name": "toml_edit", "versions": 3}, te),
            ("npm_view", {"package": "@acme/cli-config"}, e404),
            ("npm_view", {"package": "commander"}, commander),
        ],
    )

    torch = t(
        "Loading channels: done",
        "# Name                       Version           Build  Channel             ",
        "pytorch                        2.5.1 cuda118_py310h8b36b8a_303  conda-forge         ",
        "pytorch                        2.5.1 cuda118_py311h5ad3a5e_303  conda-forge         ",
        "pytorch                        2.5.1 cuda126_py310h1a7f6f2_310  conda-forge         ",
        "pytorch                        2.5.1 cuda126_py311hd1b0a1c_310  conda-forge         ",
        "pytorch                        2.5.1 cuda126_py312h2f4c0b4_310  conda-forge         ",
        "pytorch                        2.5.1 cuda126_py313h6c9e0a2_310  conda-forge         ",
        "pytorch                        2.5.1 cpu_generic_py312h0d5b2a1_10  conda-forge         ",
    )
    info = t(
        "Loading channels: done",
        "pytorch 2.5.1 cuda126_py312h2f4c0b4_310",
        "-----------------------------------------",
        "file name   : pytorch-2.5.1-cuda126_py312h2f4c0b4_310.conda",
        "name        : pytorch",
        "version     : 2.5.1",
        "build       : cuda126_py312h2f4c0b4_310",
        "build number: 310",
        "size        : 38.9 MB",
        "license     : BSD-3-Clause",
        "subdir      : linux-64",
        (
            "url         : https://conda.anaconda.org/conda-forge/linux-64/pytorch-2.5.1-cuda126_p"
            "y312h2f4c0b4_310.conda"
        ),
        "md5         : 7b1e0c4f9a2d3e6b8c1a0f5d2e9b4c7a",
        "timestamp   : 2025-02-03 21:14:08 UTC",
        "dependencies: ",
        "  - __cuda",
        "  - cuda-version >=12.6,<13",
        "  - libcublas >=12.6.4.1,<13.0a0",
        "  - libcudnn >=9.3.0.75,<10.0a0",
        "  - python >=3.12,<3.13.0a0",
        "  - sleef >=3.7,<4.0a0",
    )
    curl = t(
        "Loading channels: done",
        "# Name                       Version           Build  Channel             ",
        "libcurl                       8.10.1      h13a7ad3_0  conda-forge         ",
        "libcurl                       8.11.0      hd3e8d68_0  conda-forge         ",
        "libcurl                       8.11.1      h73640d1_0  conda-forge         ",
        "libcurl                       8.12.1      h73640d1_0  conda-forge         ",
    )
    gdal = t(
        "Loading channels: done",
        "",
        "PackagesNotFoundError: The following packages are not available from current channels:",
        "",
        "  - gdal=3.10",
        "",
        "Current channels:",
        "",
        "  - defaults",
        "",
        "To search for alternate channels that may provide the conda package you're",
        "looking for, navigate to",
        "",
        "    https://anaconda.org",
        "",
        "and use the search bar at the top of the page.",
    )
    ok2 = (
        "package-registries",
        "pkg-ok-2",
        (
            "conda-forge: pytorch 2.5.1 CUDA 12 builds for linux-64 (cudnn for py3.12?); libcurl "
            ">= 8.10 on osx-arm64? gdal 3.10 on defaults (I suspect not)?"
        ),
        True,
        [
            (
                "conda",
                {"command": "conda search -c conda-forge --subdir linux-64 'pytorch=2.5.1=cuda*'"},
                torch,
            ),
            (
                "conda",
                {
                    "command": (
                        "conda search -c conda-forge --subdir linux-64 --info "
                        "'pytorch=2.5.1=cuda126_py312*'"
                    )
                },
                info,
            ),
            (
                "conda",
                {"command": "conda search -c conda-forge --subdir osx-arm64 'libcurl>=8.10'"},
                curl,
            ),
            (
                "conda",
                {"command": "conda search --override-channels -c defaults 'gdal=3.10'"},
                gdal,
            ),
        ],
    )

    def http000(subdir: str) -> str:
        return t(
            "Loading channels: failed",
            "",
            f"CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://conda.anaconda.org/conda-forge/{subdir}/repodata.json>",
            "Elapsed: -",
            "",
            "An HTTP error occurred when trying to retrieve this URL.",
            "HTTP errors are often intermittent, and a simple retry will get you on your way.",
            f"'https://conda.anaconda.org/conda-forge/{subdir}'",
        )

    cmds = (
        ("conda search -c conda-forge 'rdkit>=2024.09'", "linux-64"),
        ("conda search -c conda-forge rdkit", "linux-64"),
        ("conda search -c conda-forge --subdir noarch 'rdkit'", "noarch"),
        ("conda search -c conda-forge 'rdkit=2024.09.5'", "linux-64"),
        ("conda search -c conda-forge --info 'rdkit>=2024.09'", "linux-64"),
    )
    fail1 = (
        "package-registries",
        "pkg-fail-1",
        "Which rdkit 2024.09 builds are on conda-forge for Python 3.12 on linux-64?",
        False,
        [("conda", {"command": cmd}, http000(sub)) for cmd, sub in cmds],
    )
    return [ok1, ok2, fail1]


def _hf_models(query: str, models: list[tuple[str, str, str, str, str]]) -> str:
    out = [f'Showing first {len(models)} models matching query "{query}", sorted by relevance:', ""]
    for mid, task, lib, dl, likes in models:
        out += [
            f"## {mid}",
            "",
            f"**Task:** {task}",
            f"**Library:** {lib}",
            f"**Stats:** {dl} downloads | {likes} likes",
            f"**Link:** [https://hf.co/{mid}](https://hf.co/{mid})",
            "",
            "---",
            "",
        ]
    return t(*out)


def huggingface() -> list[Session]:
    search = _hf_models(
        "multilingual sentence embeddings",
        [
            (
                "sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2",
                "sentence-similarity",
                "sentence-transformers",
                "6.1M",
                "1003",
            ),
            (
                "intfloat/multilingual-e5-small",
                "sentence-similarity",
                "sentence-transformers",
                "2.4M",
                "185",
            ),
            (
                "intfloat/multilingual-e5-large",
                "feature-extraction",
                "sentence-transformers",
                "1.9M",
                "920",
            ),
            ("BAAI/bge-m3", "sentence-similarity", "sentence-transformers", "3.8M", "2101"),
            (
                "sentence-transformers/LaBSE",
                "sentence-similarity",
                "sentence-transformers",
                "510.2K",
                "264",
            ),
        ],
    )

    def details(mid: str, params: str, lic: str, langs: str, created: str, extra: list[str]) -> str:
        return t(
            f"# {mid}",
            "",
            "## Overview",
            f"- **Author:** {mid.split('/')[0]}",
            "- **Task:** sentence-similarity",
            "- **Library:** sentence-transformers",
            f"- **Parameters:** {params}",
            f"- **License:** {lic}",
            f"- **Languages:** {langs}",
            f"- **Created:** {created}",
            "",
            *extra,
        )

    e5 = details(
        "intfloat/multilingual-e5-small",
        "118M",
        "mit",
        "94 languages",
        "28 Jun, 2023",
        [
            "## Model card (excerpt)",
            (
                'Each input text should start with "query: " or "passage: ". Long texts will '
                "be truncated to at most 512 tokens."
            ),
            "This model has 12 layers and the embedding size is 384.",
        ],
    )
    mini = details(
        "sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2",
        "118M",
        "apache-2.0",
        "50+ languages",
        "2 Mar, 2022",
        [
            "## Model card (excerpt)",
            (
                "It maps sentences & paragraphs to a 384 dimensional dense vector space and can "
                "be used for tasks like clustering or semantic search."
            ),
            "max_seq_length: 128",
        ],
    )
    files_mini = repr(
        [
            ".gitattributes",
            "1_Pooling/config.json",
            "README.md",
            "config.json",
            "config_sentence_transformers.json",
            "model.safetensors",
            "modules.json",
            "onnx/model.onnx",
            "onnx/model_O1.onnx",
            "onnx/model_qint8_avx512.onnx",
            "openvino/openvino_model.bin",
            "openvino/openvino_model.xml",
            "pytorch_model.bin",
            "sentence_bert_config.json",
            "sentencepiece.bpe.model",
            "special_tokens_map.json",
            "tf_model.h5",
            "tokenizer.json",
            "tokenizer_config.json",
            "unigram.json",
        ]
    )
    ok1 = (
        "huggingface",
        "hf-ok-1",
        (
            "Find a small Apache-2.0 multilingual sentence-embedding model on the Hugging Face "
            "Hub: its max sequence length, and does it ship ONNX?"
        ),
        True,
        [
            (
                "model_search",
                {
                    "query": "multilingual sentence embeddings",
                    "task": "sentence-similarity",
                    "limit": 5,
                },
                search,
            ),
            ("hub_repo_details", {"repo_ids": ["intfloat/multilingual-e5-small"]}, e5),
            (
                "hub_repo_details",
                {"repo_ids": ["sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2"]},
                mini,
            ),
            (
                "list_repo_files",
                {"repo_id": "sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2"},
                files_mini,
            ),
        ],
    )

    dsearch = t(
        (
            'Showing first 4 datasets matching query "portuguese natural language inference", '
            "sorted by relevance:"
        ),
        "",
        "## nilc-nlp/assin2",
        "",
        (
            "ASSIN 2 is the second edition of the Avaliação de Similaridade Semântica e "
            "Inferência Textual (Evaluating Semantic Similarity and Textual Entailment)..."
        ),
        "",
        "**Downloads:** 9.8K | **Likes:** 11",
        "**Tags:** task_categories:text-classification, language:pt, size_categories:1K<n<10K",
        (
            "**Link:** [https://hf.co/datasets/nilc-nlp/assin2](https://hf.co/datasets/nilc-nlp/as"
            "sin2)"
        ),
        "",
        "---",
        "",
        "## nilc-nlp/assin",
        "",
        (
            "The ASSIN (Avaliação de Similaridade Semântica e INferência textual) corpus is a "
            "corpus annotated with pairs of sentences written in Portuguese..."
        ),
        "",
        "**Downloads:** 3.1K | **Likes:** 9",
        "**Tags:** language:pt, task_ids:natural-language-inference",
        "**Link:** [https://hf.co/datasets/nilc-nlp/assin](https://hf.co/datasets/nilc-nlp/assin)",
        "",
        "---",
        "",
        "## ruanchaves/faquad-nli",
        "",
        "FaQuAD-NLI is a Portuguese NLI dataset derived from FaQuAD reading comprehension...",
        "",
        "**Downloads:** 1.2K | **Likes:** 2",
        (
            "**Link:** [https://hf.co/datasets/ruanchaves/faquad-nli](https://hf.co/datasets/ruanc"
            "haves/faquad-nli)"
        ),
    )
    splits = c(
        {
            "splits": [
                {"dataset": "nilc-nlp/assin2", "config": "default", "split": "train"},
                {"dataset": "nilc-nlp/assin2", "config": "default", "split": "validation"},
                {"dataset": "nilc-nlp/assin2", "config": "default", "split": "test"},
            ],
            "pending": [],
            "failed": [],
        }
    )
    rows = c(
        {
            "dataset": "nilc-nlp/assin2",
            "config": "default",
            "split": "train",
            "features": [
                {
                    "feature_idx": 0,
                    "name": "sentence_pair_id",
                    "type": {"dtype": "int64", "_type": "Value"},
                },
                {
                    "feature_idx": 1,
                    "name": "premise",
                    "type": {"dtype": "string", "_type": "Value"},
                },
                {
                    "feature_idx": 2,
                    "name": "hypothesis",
                    "type": {"dtype": "string", "_type": "Value"},
                },
                {
                    "feature_idx": 3,
                    "name": "relatedness_score",
                    "type": {"dtype": "float32", "_type": "Value"},
                },
                {
                    "feature_idx": 4,
                    "name": "entailment_judgment",
                    "type": {"names": ["NONE", "ENTAILMENT"], "_type": "ClassLabel"},
                },
            ],
            "rows": [
                {
                    "row_idx": 0,
                    "row": {
                        "sentence_pair_id": 1,
                        "premise": (
                            "Uma criança risonha está segurando uma pistola de água e sendo "
                            "espirrada com água"
                        ),
                        "hypothesis": "Uma criança está segurando uma pistola de água",
                        "relatedness_score": 4.5,
                        "entailment_judgment": 1,
                    },
                    "truncated_cells": [],
                },
                {
                    "row_idx": 1,
                    "row": {
                        "sentence_pair_id": 2,
                        "premise": "Os meninos estão de pé no oceano perto de uma praia",
                        "hypothesis": "Não tem nenhum menino parado no oceano",
                        "relatedness_score": 3.6,
                        "entailment_judgment": 0,
                    },
                    "truncated_cells": [],
                },
            ],
            "truncated": False,
        }
    )
    nf = (
        "Error: 404 Client Error. (Request ID: Root=1-67c97a1e-3b2f1d0c4e5a6b7c8d9e0f1a)\n\n"
        "Repository Not Found for url: https://huggingface.co/api/datasets/acme/ptnli-internal.\n"
        "Please make sure you specified the correct `repo_id` and `repo_type`.\n"
        "If you are trying to access a private or gated repo, make sure you are authenticated."
    )
    ok2 = (
        "huggingface",
        "hf-ok-2",
        (
            "Find a Portuguese NLI dataset on the Hub with its splits and two rows; is "
            "acme/ptnli-internal public? (It shouldn't be.)"
        ),
        True,
        [
            (
                "dataset_search",
                {"query": "portuguese natural language inference", "limit": 4},
                dsearch,
            ),
            ("dataset_viewer_splits", {"dataset": "nilc-nlp/assin2"}, splits),
            (
                "dataset_viewer_first_rows",
                {"dataset": "nilc-nlp/assin2", "config": "default", "split": "train", "length": 2},
                rows,
            ),
            ("hub_repo_details", {"repo_ids": ["acme/ptnli-internal"], "repo_type": "dataset"}, nf),
        ],
    )

    trending = [
        ("deepseek-ai/DeepSeek-R1", "text-generation", "transformers", "4.2M", "11020"),
        ("black-forest-labs/FLUX.1-dev", "text-to-image", "diffusers", "1.9M", "9410"),
        ("meta-llama/Llama-3.3-70B-Instruct", "text-generation", "transformers", "1.1M", "2104"),
        ("Qwen/Qwen2.5-VL-7B-Instruct", "image-text-to-text", "transformers", "2.0M", "870"),
    ]
    asks = (
        "speech emotion recognition wav2vec2",
        "emotion classification audio",
        "ser model english ravdess",
        "wav2vec2 emotion",
        "audio classification emotion iemocap",
    )
    fail1 = (
        "huggingface",
        "hf-fail-1",
        "Find an open speech-emotion-recognition model (audio in, emotion label out) fine-tuned "
        "on RAVDESS or IEMOCAP.",
        False,
        [("model_search", {"query": q, "limit": 5}, _hf_models(q, trending)) for q in asks],
    )
    return [ok1, ok2, fail1]


# --- Developer docs as tools -----------------------------------------------------------

_RULE = "----------------------------------------"


def _c7_libs(libs: list[tuple[str, str, str, int, float, str]]) -> str:
    head = [
        "Available Libraries (top matches):",
        "",
        "Each result includes:",
        "- Library ID: Context7-compatible identifier (format: /org/project)",
        "- Name: Library or package name",
        "- Description: Short summary",
        "- Code Snippets: Number of available code examples",
        "- Trust Score: Authority indicator",
        "- Versions: List of versions if available. Use one of those versions if and only if "
        "the user explicitly provides a version in their query.",
        "",
        "For best results, select libraries based on name match, trust score, snippet coverage, "
        "and relevance to your use case.",
        "",
        "----------",
        "",
    ]
    body: list[str] = []
    for title, lid, desc, snips, trust, vers in libs:
        body += [
            f"- Title: {title}",
            f"- Context7-compatible library ID: {lid}",
            f"- Description: {desc}",
            f"- Code Snippets: {snips}",
            f"- Trust Score: {trust}",
        ]
        if vers:
            body.append(f"- Versions: {vers}")
        body.append("----------")
    return t(*head, *body)


def _c7_docs(snippets: list[tuple[str, str, str, str, str]]) -> str:
    out: list[str] = []
    for title, desc, src, lang, code in snippets:
        out += [
            f"TITLE: {title}",
            f"DESCRIPTION: {desc}",
            f"SOURCE: {src}",
            "",
            f"LANGUAGE: {lang}",
            "CODE:",
            "```",
            code,
            "```",
            "",
            _RULE,
            "",
        ]
    return t(*out)


def context7() -> list[Session]:
    tq = "https://github.com/tanstack/query/blob/main/docs/framework/react/guides/"
    libs = _c7_libs(
        [
            (
                "TanStack Query",
                "/tanstack/query",
                (
                    "Powerful asynchronous state management, server-state utilities and data "
                    "fetching for TS/JS, React, Solid, Svelte and Vue."
                ),
                1423,
                8.0,
                "v5.60.5, v4.36.1",
            ),
            (
                "TanStack Query (website)",
                "/websites/tanstack_com-query-latest",
                "Docs site of TanStack Query v5.",
                2210,
                7.5,
                "",
            ),
            (
                "React Query Kit",
                "/liaoliao666/react-query-kit",
                "Make React Query reusable and typesafe.",
                44,
                7.1,
                "",
            ),
        ]
    )
    retry = _c7_docs(
        [
            (
                "Configuring Query Retries",
                (
                    "Retries can be set per query or globally. `retry: false` disables them; "
                    "`retry: 6` retries six times; a function decides per failure."
                ),
                tq + "query-retries.md#_snippet_0",
                "tsx",
                (
                    "import { useQuery } from '@tanstack/react-query'\n\n// Make a specific query "
                    "retry a certain number of times\nconst result = useQuery({\n  queryKey: "
                    "['todos', 1],\n  queryFn: fetchTodoListPage,\n  retry: 10, // Will retry "
                    "failed requests 10 times before displaying an error\n})"
                ),
            ),
            (
                "Custom Exponential Retry Delay",
                (
                    "By default retries back off exponentially: `attemptIndex => Math.min(1000 * "
                    "2 ** attemptIndex, 30000)`. Override `retryDelay` globally or per query."
                ),
                tq + "query-retries.md#_snippet_1",
                "tsx",
                (
                    "const queryClient = new QueryClient({\n  defaultOptions: {\n    queries: {\n "
                    "     retryDelay: (attemptIndex) => Math.min(1000 * 2 ** attemptIndex, "
                    "30000),\n    },\n  },\n})"
                ),
            ),
        ]
    )
    network = _c7_docs(
        [
            (
                "Network Mode: offlineFirst",
                (
                    "In `offlineFirst` mode the queryFn is run once; if that fails because there "
                    "is no connection, retries are paused until the network returns, then the "
                    "retry count and `retryDelay` resume where they stopped."
                ),
                tq + "network-mode.md#_snippet_1",
                "tsx",
                (
                    "useQuery({\n  queryKey: ['profile'],\n  queryFn: fetchProfile,\n  "
                    "networkMode: 'offlineFirst',\n})"
                ),
            ),
            (
                "Paused Retries and fetchStatus",
                (
                    "A query whose retry is paused has `fetchStatus: 'paused'` while `status` "
                    "stays `pending` or `error`."
                ),
                tq + "network-mode.md#_snippet_3",
                "tsx",
                (
                    "const { status, fetchStatus } = useQuery({ queryKey, queryFn, networkMode: "
                    "'offlineFirst' })\nif (fetchStatus === 'paused') return <Offline />"
                ),
            ),
        ]
    )
    tests = _c7_docs(
        [
            (
                "Turn Off Retries in Tests",
                (
                    "The library defaults to three retries with exponential backoff, so tests of "
                    "erroring queries time out; create the test QueryClient with retries off."
                ),
                tq + "testing.md#_snippet_4",
                "tsx",
                (
                    "const createWrapper = () => {\n  const queryClient = new QueryClient({\n    "
                    "defaultOptions: {\n      queries: {\n        // ✅ turns retries off\n       "
                    " retry: false,\n      },\n    },\n  })\n  return ({ children }) => (\n    "
                    "<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>\n "
                    " )\n}"
                ),
            ),
        ]
    )
    ok1 = (
        "context7",
        "c7-ok-1",
        (
            "TanStack Query v5: custom exponential retry backoff, how retryDelay behaves with "
            "networkMode 'offlineFirst', and turning retries off in tests."
        ),
        True,
        [
            ("resolve-library-id", {"libraryName": "tanstack query"}, libs),
            (
                "get-library-docs",
                {
                    "context7CompatibleLibraryID": "/tanstack/query",
                    "topic": "retry retryDelay exponential backoff",
                    "tokens": 3000,
                },
                retry,
            ),
            (
                "get-library-docs",
                {
                    "context7CompatibleLibraryID": "/tanstack/query",
                    "topic": "networkMode offlineFirst paused retries",
                    "tokens": 3000,
                },
                network,
            ),
            (
                "get-library-docs",
                {
                    "context7CompatibleLibraryID": "/tanstack/query",
                    "topic": "testing disable retries QueryClient",
                    "tokens": 2000,
                },
                tests,
            ),
        ],
    )

    pd = "https://github.com/pydantic/pydantic/blob/main/docs/migration.md#_snippet_"
    plibs = _c7_libs(
        [
            (
                "Pydantic",
                "/pydantic/pydantic",
                "Data validation using Python type hints",
                1093,
                9.6,
                "v2.10.6, v1.10.19",
            ),
            (
                "pydantic-settings",
                "/pydantic/pydantic-settings",
                "Settings management using Pydantic",
                148,
                9.6,
                "",
            ),
            (
                "Pydantic Core",
                "/pydantic/pydantic-core",
                "Core validation logic for pydantic written in rust",
                61,
                9.6,
                "",
            ),
        ]
    )
    topics = [
        (
            "validator field_validator migration",
            [
                (
                    "Migrate @validator to @field_validator",
                    (
                        "`@validator` is deprecated; use `@field_validator`. `pre=True` becomes "
                        "`mode='before'`; `each_item=True` is gone (validate the items' type with "
                        "Annotated instead); `always=True` becomes `validate_default=True` on the "
                        "Field."
                    ),
                    pd + "12",
                    "python",
                    (
                        "from pydantic import BaseModel, field_validator\n\n\nclass "
                        "Model(BaseModel):\n    x: int\n\n    @field_validator('x', "
                        "mode='before')\n    @classmethod\n    def coerce(cls, v):\n        "
                        "return int(v)"
                    ),
                )
            ],
        ),
        (
            "root_validator model_validator",
            [
                (
                    "Migrate @root_validator to @model_validator",
                    (
                        "`@root_validator` is deprecated; use `@model_validator(mode='before')` "
                        "on the raw input or `mode='after'` on the built instance (an instance "
                        "method returning self)."
                    ),
                    pd + "15",
                    "python",
                    (
                        "from pydantic import BaseModel, model_validator\n\n\nclass "
                        "Range(BaseModel):\n    lo: int\n    hi: int\n\n    "
                        "@model_validator(mode='after')\n    def check(self):\n        if self.lo "
                        "> self.hi:\n            raise ValueError('lo > hi')\n        return self"
                    ),
                )
            ],
        ),
        (
            "class Config model_config ConfigDict",
            [
                (
                    "Replace class Config with model_config",
                    (
                        "The inner `Config` class is deprecated: set `model_config = "
                        "ConfigDict(...)`. Renamed keys include `allow_population_by_field_name` "
                        "-> `populate_by_name`, `orm_mode` -> `from_attributes`, "
                        "`anystr_strip_whitespace` -> `str_strip_whitespace`."
                    ),
                    pd + "7",
                    "python",
                    (
                        "from pydantic import BaseModel, ConfigDict\n\n\nclass User(BaseModel):\n "
                        "   model_config = ConfigDict(from_attributes=True, "
                        "populate_by_name=True)\n\n    id: int"
                    ),
                )
            ],
        ),
        (
            "__fields__ model_fields",
            [
                (
                    "Model introspection in V2",
                    (
                        "`__fields__` is now `model_fields` (a dict of FieldInfo); "
                        "`__fields_set__` is `model_fields_set`; `update_forward_refs()` is "
                        "`model_rebuild()`."
                    ),
                    pd + "4",
                    "python",
                    (
                        "for name, info in User.model_fields.items():\n    print(name, "
                        "info.annotation, info.is_required())"
                    ),
                )
            ],
        ),
        (
            "parse_obj parse_raw model_validate",
            [
                (
                    "Parsing methods renamed",
                    (
                        "`parse_obj` -> `model_validate`, `parse_raw` -> `model_validate_json`, "
                        "`parse_file` is deprecated (read the file and call "
                        "`model_validate_json`), `from_orm` -> `model_validate` with "
                        "`from_attributes=True`."
                    ),
                    pd + "3",
                    "python",
                    (
                        "user = User.model_validate({'id': 1})\nuser = "
                        "User.model_validate_json('{\"id\": 1}')"
                    ),
                )
            ],
        ),
        (
            "dict json copy model_dump",
            [
                (
                    "Serialization methods renamed",
                    (
                        "`.dict()` -> `.model_dump()`, `.json()` -> `.model_dump_json()`, "
                        "`.copy()` -> `.model_copy()`; `json_encoders` are replaced by "
                        "`@field_serializer`."
                    ),
                    pd + "2",
                    "python",
                    (
                        "data = user.model_dump(exclude_none=True)\ntext = "
                        "user.model_dump_json(indent=2)\nclone = user.model_copy(update={'id': 2})"
                    ),
                )
            ],
        ),
    ]
    calls: list[Call] = [("resolve-library-id", {"libraryName": "pydantic"}, plibs)]
    for topic, snips in topics:
        calls.append(
            (
                "get-library-docs",
                {
                    "context7CompatibleLibraryID": "/pydantic/pydantic",
                    "topic": topic,
                    "tokens": 1500,
                },
                _c7_docs(snips),
            )
        )
    ok2 = (
        "context7",
        "c7-ok-2",
        (
            "Pydantic v1 to v2: replacements for @validator (pre, always), @root_validator, "
            "Config/orm_mode, __fields__, parse_obj/parse_raw, .dict()/.json()/.copy()."
        ),
        True,
        calls,
    )

    sb_libs = _c7_libs(
        [
            (
                "Supabase JS",
                "/supabase/supabase-js",
                "An isomorphic Javascript client for Supabase.",
                312,
                9.7,
                "v2.49.1",
            ),
            (
                "Supabase",
                "/supabase/supabase",
                "The open source Firebase alternative.",
                9120,
                10.0,
                "",
            ),
        ]
    )
    install = _c7_docs(
        [
            (
                "Install supabase-js",
                "Install the client with npm.",
                "https://github.com/supabase/supabase-js/blob/master/README.md#_snippet_0",
                "bash",
                "npm install @supabase/supabase-js",
            ),
            (
                "Create a client",
                "Initialise the client with the project URL and anon key.",
                "https://github.com/supabase/supabase-js/blob/master/README.md#_snippet_1",
                "javascript",
                (
                    "import { createClient } from '@supabase/supabase-js'\n\n// Create a single "
                    "supabase client for interacting with your database\nconst supabase = "
                    "createClient('https://xyzcompany.supabase.co', 'public-anon-key')"
                ),
            ),
        ]
    )
    sb_topics = (
        "realtime channel postgres_changes filter",
        "subscribe to inserts on a table realtime",
        "realtime removeChannel unsubscribe",
        "postgres_changes event filter eq",
        "realtime presence broadcast channel",
    )
    fail1 = (
        "context7",
        "c7-fail-1",
        "With supabase-js v2, how do I subscribe to INSERTs on the orders table filtered to one "
        "store_id, and unsubscribe cleanly?",
        False,
        [("resolve-library-id", {"libraryName": "supabase-js"}, sb_libs)]
        + [
            (
                "get-library-docs",
                {
                    "context7CompatibleLibraryID": "/supabase/supabase-js",
                    "topic": tp,
                    "tokens": 3000,
                },
                install,
            )
            for tp in sb_topics
        ],
    )
    return [ok1, ok2, fail1]


def _mdn_search(q: str, docs: list[tuple[str, str, str]], total: int) -> str:
    return c(
        {
            "documents": [
                {
                    "mdn_url": "/en-US/docs/" + slug,
                    "score": round(61.2 - 7.3 * i, 3),
                    "title": title,
                    "locale": "en-us",
                    "slug": slug,
                    "popularity": round(0.0041 / (i + 1), 6),
                    "summary": summary,
                    "highlight": {"body": [], "title": []},
                }
                for i, (slug, title, summary) in enumerate(docs)
            ],
            "metadata": {
                "took_ms": 14,
                "total": {"value": total, "relation": "eq"},
                "size": 10,
                "page": 1,
            },
            "suggestions": [],
        }
    )


def devdocs() -> list[Session]:
    ok1 = (
        "devdocs",
        "devdocs-ok-1",
        (
            "Safari 15.4+: can we use findLast and structuredClone? What does "
            "AbortSignal.timeout() reject with? Is <dialog closedby> usable anywhere?"
        ),
        True,
        [
            (
                "mdn_search",
                {"q": "findLast"},
                _mdn_search(
                    "findLast",
                    [
                        (
                            "Web/JavaScript/Reference/Global_Objects/Array/findLast",
                            "Array.prototype.findLast()",
                            (
                                "The findLast() method of Array instances iterates the array in "
                                "reverse order and returns the value of the first element that "
                                "satisfies the provided testing function."
                            ),
                        ),
                        (
                            "Web/JavaScript/Reference/Global_Objects/Array/findLastIndex",
                            "Array.prototype.findLastIndex()",
                            (
                                "The findLastIndex() method of Array instances iterates the array "
                                "in reverse order and returns the index of the first element that "
                                "satisfies the provided testing function."
                            ),
                        ),
                    ],
                    2,
                ),
            ),
            (
                "mdn_get_doc",
                {"path": "/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/findLast"},
                t(
                    "# Array.prototype.findLast()",
                    "",
                    "Baseline Widely available",
                    "",
                    (
                        "This feature is well established and works across many devices and "
                        "browser versions. It's been available across browsers since August 2022."
                    ),
                    "",
                    "## Browser compatibility",
                    "",
                    "| Browser | Version added |",
                    "|---|---|",
                    "| Chrome | 97 |",
                    "| Edge | 97 |",
                    "| Firefox | 104 |",
                    "| Safari | 15.4 |",
                    "| Node.js | 18.0.0 |",
                ),
            ),
            (
                "mdn_search",
                {"q": "structuredClone"},
                _mdn_search(
                    "structuredClone",
                    [
                        (
                            "Web/API/Window/structuredClone",
                            "Window: structuredClone() method",
                            (
                                "The structuredClone() method of the Window interface creates a "
                                "deep clone of a given value using the structured clone algorithm."
                            ),
                        ),
                        (
                            "Web/API/Web_Workers_API/Structured_clone_algorithm",
                            "The structured clone algorithm",
                            "The structured clone algorithm copies complex JavaScript objects.",
                        ),
                    ],
                    2,
                ),
            ),
            (
                "mdn_get_doc",
                {"path": "/en-US/docs/Web/API/Window/structuredClone"},
                t(
                    "# Window: structuredClone() method",
                    "",
                    "Baseline Widely available",
                    "",
                    "## Exceptions",
                    "",
                    "`DataCloneError` DOMException",
                    "  Thrown if any part of the input value is not serializable.",
                    "",
                    "## Browser compatibility",
                    "",
                    "| Browser | Version added |",
                    "|---|---|",
                    "| Chrome | 98 |",
                    "| Firefox | 94 |",
                    "| Safari | 15.4 |",
                ),
            ),
            (
                "devdocs_search",
                {"docs": "dom", "q": "AbortSignal.timeout"},
                c(
                    [
                        {
                            "name": "AbortSignal.timeout()",
                            "path": "abortsignal/timeout_static",
                            "type": "AbortSignal",
                        }
                    ]
                ),
            ),
            (
                "mdn_get_doc",
                {"path": "/en-US/docs/Web/API/AbortSignal/timeout_static"},
                t(
                    "# AbortSignal: timeout() static method",
                    "",
                    (
                        "The AbortSignal.timeout() static method returns an AbortSignal that will "
                        "automatically abort after a specified time."
                    ),
                    "",
                    (
                        "The signal aborts with a TimeoutError DOMException on timeout, or with "
                        "AbortError DOMException due to pressing a browser stop button (or some "
                        'other inbuilt "stop" operation).'
                    ),
                    "",
                    "## Browser compatibility",
                    "",
                    "| Browser | Version added |",
                    "|---|---|",
                    "| Chrome | 103 |",
                    "| Firefox | 100 |",
                    "| Safari | 16 |",
                ),
            ),
            (
                "mdn_search",
                {"q": "dialog closedby"},
                _mdn_search(
                    "dialog closedby",
                    [
                        (
                            "Web/HTML/Element/dialog",
                            "<dialog>: The Dialog element",
                            (
                                "The <dialog> HTML element represents a modal or non-modal dialog "
                                "box or other interactive component."
                            ),
                        ),
                        (
                            "Web/API/HTMLDialogElement/closedBy",
                            "HTMLDialogElement: closedBy property",
                            (
                                "The closedBy property of the HTMLDialogElement interface "
                                "indicates the types of user actions that can be used to close "
                                "the associated <dialog> element."
                            ),
                        ),
                    ],
                    2,
                ),
            ),
            (
                "mdn_get_doc",
                {"path": "/en-US/docs/Web/API/HTMLDialogElement/closedBy"},
                t(
                    "# HTMLDialogElement: closedBy property",
                    "",
                    "Limited availability",
                    "",
                    (
                        "Experimental: This is an experimental technology. Check the Browser "
                        "compatibility table carefully before using this in production."
                    ),
                    "",
                    "## Value",
                    "",
                    '"any", "closerequest" or "none".',
                    "",
                    "## Browser compatibility",
                    "",
                    "| Browser | Version added |",
                    "|---|---|",
                    "| Chrome | 134 |",
                    "| Edge | 134 |",
                    "| Firefox | No |",
                    "| Safari | No |",
                ),
            ),
        ],
    )
    return [ok1]


def _rtd(
    results: list[tuple[str, str, str, str, list[tuple[str, str, str]]]],
    count: int,
    nxt: str | None,
) -> str:
    return c(
        {
            "count": count,
            "next": nxt,
            "previous": None,
            "results": [
                {
                    "type": "page",
                    "project": {"slug": proj, "alias": None},
                    "version": {"slug": ver},
                    "title": title,
                    "domain": f"https://{proj}.readthedocs.io"
                    if proj != "docs"
                    else "https://docs.readthedocs.io",
                    "path": path,
                    "highlights": {"title": []},
                    "blocks": [
                        {
                            "type": "section",
                            "id": bid,
                            "title": btitle,
                            "content": content,
                            "highlights": {"title": [], "content": []},
                        }
                        for bid, btitle, content in blocks
                    ],
                }
                for proj, ver, title, path, blocks in results
            ],
        }
    )


def readthedocs() -> list[Session]:
    cel = "celery"
    s1 = _rtd(
        [
            (
                cel,
                "stable",
                "Tasks",
                "/en/stable/userguide/tasks.html",
                [
                    (
                        "time-limits",
                        "Time limits",
                        (
                            "The time limit (--time-limit) is the maximum number of seconds a "
                            "task may run before the process executing it is terminated and "
                            "replaced by a new process. You can also enable a soft time limit "
                            "(--soft-time-limit), this raises an exception the task can catch to "
                            "clean up before the hard time limit kills it."
                        ),
                    )
                ],
            ),
            (
                cel,
                "stable",
                "Workers Guide",
                "/en/stable/userguide/workers.html",
                [
                    (
                        "time-limits",
                        "Time Limits",
                        (
                            "Soft, or hard? The time limit is set in two values, soft and hard. "
                            "The soft time limit allows the task to catch an exception to clean "
                            "up before it is killed: the hard timeout isn't catch-able and force "
                            "terminates the task."
                        ),
                    )
                ],
            ),
        ],
        11,
        "https://readthedocs.org/api/v3/search/?page=2&q=project%3Acelery+soft+time+limit",
    )
    s2 = _rtd(
        [
            (
                cel,
                "stable",
                "celery.exceptions",
                "/en/stable/reference/celery.exceptions.html",
                [
                    (
                        "celery.exceptions.SoftTimeLimitExceeded",
                        "exception celery.exceptions.SoftTimeLimitExceeded",
                        (
                            "The soft time limit has been exceeded. This exception is raised to "
                            "give the task a chance to clean up."
                        ),
                    )
                ],
            ),
            (
                cel,
                "stable",
                "Tasks",
                "/en/stable/userguide/tasks.html",
                [
                    (
                        "Task.soft_time_limit",
                        "Task.soft_time_limit",
                        (
                            "The soft time limit for this task. When not set the workers default "
                            "is used."
                        ),
                    )
                ],
            ),
        ],
        4,
        None,
    )
    s3 = _rtd(
        [
            (
                cel,
                "stable",
                "Configuration and defaults",
                "/en/stable/userguide/configuration.html",
                [
                    (
                        "worker-max-memory-per-child",
                        "worker_max_memory_per_child",
                        (
                            "Default: No limit. Type: int (kilobytes). Maximum amount of resident "
                            "memory, in kilobytes (1024 bytes), that may be consumed by a worker "
                            "before it will be replaced by a new worker. If a single task causes "
                            "a worker to exceed this limit, the task will be completed, and the "
                            "worker will be replaced afterwards."
                        ),
                    )
                ],
            ),
        ],
        1,
        None,
    )
    s4 = _rtd([], 0, None)
    ok1 = (
        "readthedocs",
        "rtd-ok-1",
        (
            "Celery docs: per-task soft time limit, the exception the task sees, does "
            "worker_max_memory_per_child exist, and is there a task_soft_time_limit_seconds?"
        ),
        True,
        [
            ("rtd_search", {"q": "project:celery soft time limit"}, s1),
            ("rtd_search", {"q": "project:celery SoftTimeLimitExceeded"}, s2),
            ("rtd_search", {"q": "project:celery worker_max_memory_per_child"}, s3),
            ("rtd_search", {"q": "project:celery task_soft_time_limit_seconds"}, s4),
        ],
    )

    rtd_own = _rtd(
        [
            (
                "docs",
                "stable",
                "Configuration file v2",
                "/en/stable/config-file/v2.html",
                [
                    (
                        "sphinx",
                        "sphinx",
                        (
                            "Configuration for Sphinx documentation (this is the default "
                            "documentation type). sphinx.configuration: The path to the conf.py "
                            "file, relative to the root of the project."
                        ),
                    )
                ],
            ),
            (
                "docs",
                "stable",
                "Build process customization",
                "/en/stable/build-customization.html",
                [
                    (
                        "extend-the-build-process",
                        "Extend the build process",
                        (
                            "In the normal build process, the pre-defined jobs checkout, "
                            "system_dependencies, create_environment, install and build are "
                            "executed."
                        ),
                    )
                ],
            ),
        ],
        2,
        None,
    )
    asks = (
        "project:sphinx autodoc_mock_imports",
        "project:sphinx autodoc mock imports missing module",
        "project:sphinx-doc autodoc_mock_imports",
        "autodoc_mock_imports",
        "project:sphinx ext.autodoc configuration mock",
    )
    fail1 = (
        "readthedocs",
        "rtd-fail-1",
        "In the Sphinx docs, how does autodoc_mock_imports work, and does it also mock submodules?",
        False,
        [("rtd_search", {"q": q}, rtd_own) for q in asks],
    )
    return [ok1, fail1]


def openapi() -> list[Session]:
    eps = t(
        "Acme Billing API 2.3.0 - 41 operations",
        "",
        "[credit-notes]",
        "GET    /v2/credit-notes                 listCreditNotes        List credit notes",
        "POST   /v2/credit-notes                 createCreditNote       Create a credit note",
        "GET    /v2/credit-notes/{id}            getCreditNote          Retrieve a credit note",
        "POST   /v2/credit-notes/{id}/void       voidCreditNote         Void a credit note",
        "GET    /v2/credit-notes/preview         previewCreditNote      Preview a credit note",
    )
    op = j(
        {
            "operationId": "createCreditNote",
            "summary": "Create a credit note",
            "description": (
                "Issues a credit note against a finalized invoice. The total may not exceed the "
                "invoice's remaining amount."
            ),
            "requestBody": {
                "required": True,
                "content": {
                    "application/json": {
                        "schema": {"$ref": "#/components/schemas/CreditNoteCreate"}
                    }
                },
            },
            "parameters": [
                {
                    "name": "Idempotency-Key",
                    "in": "header",
                    "required": False,
                    "schema": {"type": "string", "maxLength": 255},
                }
            ],
            "responses": {
                "201": {
                    "description": "Created",
                    "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/CreditNote"}}
                    },
                },
                "400": {"$ref": "#/components/responses/ValidationError"},
                "404": {"description": "Invoice not found"},
                "409": {
                    "description": "Invoice is not finalized, or the amount exceeds what remains"
                },
                "429": {"$ref": "#/components/responses/RateLimited"},
            },
        }
    )
    schema = j(
        {
            "CreditNoteCreate": {
                "type": "object",
                "required": ["invoice_id", "reason", "lines"],
                "properties": {
                    "invoice_id": {"type": "string", "pattern": "^inv_[A-Za-z0-9]{14}$"},
                    "reason": {
                        "type": "string",
                        "enum": [
                            "duplicate",
                            "fraudulent",
                            "order_change",
                            "product_unsatisfactory",
                        ],
                    },
                    "memo": {"type": "string", "maxLength": 500},
                    "lines": {
                        "type": "array",
                        "minItems": 1,
                        "items": {"$ref": "#/components/schemas/CreditNoteLine"},
                    },
                    "refund_to": {
                        "type": "string",
                        "enum": ["customer_balance", "original_payment"],
                        "default": "customer_balance",
                    },
                },
            }
        }
    )
    line = j(
        {
            "CreditNoteLine": {
                "type": "object",
                "required": ["invoice_line_id", "quantity"],
                "properties": {
                    "invoice_line_id": {"type": "string"},
                    "quantity": {"type": "integer", "minimum": 1},
                    "amount": {
                        "type": "integer",
                        "description": "Minor units; defaults to the line's unit amount x quantity",
                    },
                },
            }
        }
    )
    err = j(
        {
            "ValidationError": {
                "description": "The request body failed validation",
                "content": {
                    "application/problem+json": {
                        "schema": {
                            "type": "object",
                            "properties": {
                                "type": {"type": "string"},
                                "title": {"type": "string"},
                                "errors": {
                                    "type": "array",
                                    "items": {
                                        "type": "object",
                                        "properties": {
                                            "field": {"type": "string"},
                                            "code": {"type": "string"},
                                        },
                                    },
                                },
                            },
                        }
                    }
                },
            }
        }
    )
    ok1 = (
        "openapi",
        "openapi-ok-1",
        (
            "Acme Billing OpenAPI: the endpoint that creates a credit note, its required fields "
            "(lines too), its errors; is there a bulk endpoint? (I doubt it.)"
        ),
        True,
        [
            ("list_endpoints", {"tag": "credit-notes"}, eps),
            ("get_operation", {"operationId": "createCreditNote"}, op),
            ("get_schema", {"name": "CreditNoteCreate"}, schema),
            ("get_schema", {"name": "CreditNoteLine"}, line),
            ("get_schema", {"name": "ValidationError", "section": "responses"}, err),
            (
                "search_operations",
                {"query": "bulk credit notes batch"},
                (
                    "No operations match 'bulk credit notes batch'. Searched 41 operations "
                    "(paths, operationIds, summaries, descriptions)."
                ),
            ),
        ],
    )
    return [ok1]


def man_pages() -> list[Session]:
    rsync_man = t(
        "       --delete",
        "              This tells rsync to delete extraneous files from the receiving side (ones",
        "              that aren't on the sending side), but only for the directories that are",
        "              being synchronized.  You must have asked rsync to send the whole directory",
        (
            '              (e.g. "dir" or "dir/") without using a wildcard for the '
            "directory's contents"
        ),
        "",
        "       --hard-links, -H",
        "              This tells rsync to look for hard-linked files in the source and link",
        "              together the corresponding files on the destination.  Without this option,",
        "              hard-linked files in the source are treated as though they were separate",
        "              files.",
    )
    rsync_help = t(
        " -a, --archive            archive mode is -rlptgoD (no -A,-X,-U,-N,-H)",
        " -H, --hard-links         preserve hard links",
        " -A, --acls               preserve ACLs (implies --perms)",
        " -X, --xattrs             preserve extended attributes",
        "     --delete             delete extraneous files from dest dirs",
        "     --delete-excluded    also delete excluded files from dest dirs",
        "     --exclude=PATTERN    exclude files matching PATTERN",
    )
    tar_help = t(
        "  -I, --use-compress-program=PROG",
        "                             filter through PROG (must accept -d)",
        "      --zstd                 filter the archive through zstd",
    )
    uniq = t(
        "Usage: uniq [OPTION]... [INPUT [OUTPUT]]",
        "Filter adjacent matching lines from INPUT (or standard input),",
        "writing to OUTPUT (or standard output).",
        "",
        "With no options, matching lines are merged to the first occurrence.",
        "",
        "Mandatory arguments to long options are mandatory for short options too.",
        "  -c, --count           prefix lines by the number of occurrences",
        "  -d, --repeated        only print duplicate lines, one for each group",
        "  -i, --ignore-case     ignore differences in case when comparing",
        "  -u, --unique          only print unique lines",
    )
    ok1 = (
        "man-pages",
        "man-ok-1",
        (
            "rsync flags for an exact mirror (deletions, hard links) skipping *.tmp; tar --zstd "
            "here? uniq counting case-insensitively; a man page for 'mirrorfs'?"
        ),
        True,
        [
            (
                "terminal",
                {"commands": "man rsync | col -b | grep -n -A6 -E '^ +--(delete|hard-links)'"},
                rsync_man,
            ),
            (
                "terminal",
                {
                    "commands": (
                        "rsync --help | grep -E -- '--(archive|hard-links|acls|xattrs|delete|exclu"
                        "de)'"
                    )
                },
                rsync_help,
            ),
            ("terminal", {"commands": "tar --help | grep -B2 -A0 -i zstd"}, tar_help),
            (
                "terminal",
                {"commands": "command -v zstd; zstd --version"},
                "/usr/bin/zstd\n*** Zstandard CLI (64-bit) v1.5.5, by Yann Collet ***",
            ),
            ("terminal", {"commands": "uniq --help | head -12"}, uniq),
            ("terminal", {"commands": "apropos mirrorfs"}, "mirrorfs: nothing appropriate."),
            ("terminal", {"commands": "man -w mirrorfs"}, "No manual entry for mirrorfs"),
        ],
    )

    minimized = t(
        "This system has been minimized by removing packages and content that are",
        "not required on a system that users do not log into.",
        "",
        "To restore this content, including manpages, you can run the 'unminimize'",
        "command. You will still need to ensure the 'man-db' package is installed.",
    )
    pages = (
        "man 5 sshd_config",
        "man sshd_config | grep -A5 PermitRootLogin",
        "man 8 sshd",
        "man -k sshd",
        "man 5 ssh_config",
    )
    fail1 = (
        "man-pages",
        "man-fail-1",
        "On this container, what are the allowed values of sshd_config's PermitRootLogin and "
        "which one is the default?",
        False,
        [("terminal", {"commands": p}, minimized) for p in pages],
    )
    return [ok1, fail1]


# --- Tracing, profiling, error trackers, feature flags ---------------------------------


def _jaeger(data: Any) -> str:
    return c({"data": data, "total": 0, "limit": 0, "offset": 0, "errors": None})


def _span(
    tid: str,
    sid: str,
    parent: str | None,
    op: str,
    start: int,
    dur: int,
    proc: str,
    tags: dict[str, Any],
) -> dict[str, Any]:
    return {
        "traceID": tid,
        "spanID": sid,
        "operationName": op,
        "references": []
        if parent is None
        else [{"refType": "CHILD_OF", "traceID": tid, "spanID": parent}],
        "startTime": start,
        "duration": dur,
        "tags": [
            {
                "key": k,
                "type": "bool"
                if isinstance(v, bool)
                else ("int64" if isinstance(v, int) else "string"),
                "value": v,
            }
            for k, v in tags.items()
        ],
        "logs": [],
        "processID": proc,
        "warnings": None,
    }


def tracing() -> list[Session]:
    procs = {
        "p1": {"serviceName": "checkout", "tags": []},
        "p2": {"serviceName": "payments", "tags": []},
        "p3": {"serviceName": "inventory", "tags": []},
        "p4": {"serviceName": "fraud-check", "tags": []},
    }

    def trace(tid: str, t0: int, pay: int, inv: int, fraud: int) -> dict[str, Any]:
        total = pay + inv + fraud + 41_000
        return {
            "traceID": tid,
            "spans": [
                _span(
                    tid,
                    tid[:8] + "a1",
                    None,
                    "POST /api/checkout",
                    t0,
                    total,
                    "p1",
                    {"http.method": "POST", "http.status_code": 200, "span.kind": "server"},
                ),
                _span(
                    tid,
                    tid[:8] + "b2",
                    tid[:8] + "a1",
                    "inventory.Reserve",
                    t0 + 3_100,
                    inv,
                    "p3",
                    {"rpc.system": "grpc", "span.kind": "client"},
                ),
                _span(
                    tid,
                    tid[:8] + "c3",
                    tid[:8] + "a1",
                    "fraud-check.Score",
                    t0 + 3_300 + inv,
                    fraud,
                    "p4",
                    {"rpc.system": "grpc", "span.kind": "client"},
                ),
                _span(
                    tid,
                    tid[:8] + "d4",
                    tid[:8] + "a1",
                    "payments.Authorize",
                    t0 + 5_000 + inv + fraud,
                    pay,
                    "p2",
                    {"peer.service": "adyen", "http.status_code": 200, "span.kind": "client"},
                ),
            ],
            "processes": procs,
            "warnings": None,
        }

    slow = [
        trace("4bf92f3577b34da6", 1741269612004118, 2_811_402, 38_115, 61_930),
        trace("a3ce929d0e0e4736", 1741269655120771, 2_402_877, 41_002, 58_114),
        trace("00f067aa0ba902b7", 1741269702554002, 2_150_100, 36_480, 60_771),
    ]
    summary = [
        {
            "traceID": tr["traceID"],
            "spans": tr["spans"][:1],
            "processes": {"p1": procs["p1"]},
            "warnings": None,
        }
        for tr in slow
    ]
    ok1 = (
        "tracing",
        "tracing-ok-1",
        (
            "Checkout is slow since 14:00. Jaeger: POST /api/checkout traces over 2 s in the last "
            "hour; which span dominates? Any fraud-check errors? (I expect none.)"
        ),
        True,
        [
            (
                "jaeger_get_services",
                {},
                c(
                    {
                        "data": [
                            "checkout",
                            "frontend",
                            "fraud-check",
                            "inventory",
                            "jaeger-all-in-one",
                            "payments",
                        ],
                        "total": 6,
                        "limit": 0,
                        "offset": 0,
                        "errors": None,
                    }
                ),
            ),
            (
                "jaeger_get_operations",
                {"service": "checkout", "spanKind": "server"},
                c(
                    {
                        "data": [
                            {"name": "GET /api/cart", "spanKind": "server"},
                            {"name": "POST /api/checkout", "spanKind": "server"},
                            {"name": "GET /healthz", "spanKind": "server"},
                        ],
                        "total": 3,
                        "limit": 0,
                        "offset": 0,
                        "errors": None,
                    }
                ),
            ),
            (
                "jaeger_find_traces",
                {
                    "service": "checkout",
                    "operation": "POST /api/checkout",
                    "minDuration": "2s",
                    "lookback": "1h",
                    "limit": 20,
                },
                _jaeger(summary),
            ),
            ("jaeger_get_trace", {"traceID": "4bf92f3577b34da6"}, _jaeger([slow[0]])),
            (
                "jaeger_find_traces",
                {
                    "service": "fraud-check",
                    "tags": '{"error":"true"}',
                    "lookback": "1h",
                    "limit": 20,
                },
                _jaeger([]),
            ),
        ],
    )

    def tempo(traces: list[tuple[str, str, int, int, str]], inspected: str) -> str:
        return c(
            {
                "traces": [
                    {
                        "traceID": tid,
                        "rootServiceName": "orders",
                        "rootTraceName": root,
                        "startTimeUnixNano": str(start),
                        "durationMs": dur,
                        "spanSets": [
                            {
                                "spans": [
                                    {
                                        "spanID": tid[:16],
                                        "startTimeUnixNano": str(start + 2_000_000),
                                        "durationNanos": str((dur - 40) * 1_000_000),
                                        "attributes": [
                                            {"key": "db.statement", "value": {"stringValue": stmt}}
                                        ],
                                    }
                                ],
                                "matched": 1,
                            }
                        ],
                    }
                    for tid, root, start, dur, stmt in traces
                ],
                "metrics": {"inspectedBytes": inspected, "completedJobs": 12, "totalJobs": 12},
            }
        )

    q = '{ resource.service.name = "orders" && span.db.system = "postgresql" && duration > 500ms }'
    page1 = tempo(
        [
            (
                "2f1e0d9c8b7a6f5e4d3c2b1a09182736",
                "GET /orders/{id}",
                1741269001000000000,
                1840,
                "SELECT * FROM order_lines WHERE order_id = $1",
            ),
            (
                "9a8b7c6d5e4f30211f2e3d4c5b6a7988",
                "GET /orders",
                1741269122000000000,
                1312,
                (
                    "SELECT o.* FROM orders o JOIN customers c ON c.id = o.customer_id WHERE "
                    "c.region = $1 ORDER BY o.created_at DESC"
                ),
            ),
            (
                "77aa66bb55cc44dd33ee22ff11009988",
                "GET /orders/{id}",
                1741269390000000000,
                990,
                "SELECT * FROM order_lines WHERE order_id = $1",
            ),
        ],
        "48211009",
    )
    page2 = tempo(
        [
            (
                "1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f",
                "POST /orders",
                1741265011000000000,
                702,
                "UPDATE inventory SET reserved = reserved + $1 WHERE sku = $2",
            ),
            (
                "5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b",
                "GET /orders/{id}",
                1741265500000000000,
                655,
                "SELECT * FROM order_lines WHERE order_id = $1",
            ),
        ],
        "47002981",
    )
    otlp = c(
        {
            "batches": [
                {
                    "resource": {
                        "attributes": [{"key": "service.name", "value": {"stringValue": "orders"}}]
                    },
                    "scopeSpans": [
                        {
                            "scope": {"name": "opentelemetry.instrumentation.asyncpg"},
                            "spans": [
                                {
                                    "traceId": "Lx4NnIt6b15NPCsaCRgnNg==",
                                    "spanId": "Lx4NnIt6b14=",
                                    "name": "GET /orders/{id}",
                                    "kind": "SPAN_KIND_SERVER",
                                    "startTimeUnixNano": "1741269001000000000",
                                    "endTimeUnixNano": "1741269002840000000",
                                },
                                {
                                    "traceId": "Lx4NnIt6b15NPCsaCRgnNg==",
                                    "spanId": "TT4vLAAQlw4=",
                                    "parentSpanId": "Lx4NnIt6b14=",
                                    "name": "SELECT orders",
                                    "kind": "SPAN_KIND_CLIENT",
                                    "startTimeUnixNano": "1741269001002000000",
                                    "endTimeUnixNano": "1741269002802000000",
                                    "attributes": [
                                        {
                                            "key": "db.system",
                                            "value": {"stringValue": "postgresql"},
                                        },
                                        {
                                            "key": "db.statement",
                                            "value": {
                                                "stringValue": (
                                                    "SELECT * FROM order_lines WHERE order_id = $1"
                                                )
                                            },
                                        },
                                        {"key": "db.rows_returned", "value": {"intValue": "41877"}},
                                    ],
                                },
                            ],
                        }
                    ],
                }
            ]
        }
    )

    def col(sent: int, failed: int, refused: int) -> str:
        exp = '{exporter="otlp/tempo",service_name="otelcol-contrib"}'
        rcv = '{receiver="otlp",service_name="otelcol-contrib",transport="grpc"}'
        return t(
            "# HELP otelcol_exporter_sent_spans Number of spans successfully sent to destination.",
            "# TYPE otelcol_exporter_sent_spans counter",
            f"otelcol_exporter_sent_spans{exp} {sent}",
            (
                "# HELP otelcol_exporter_send_failed_spans Number of spans in failed attempts to "
                "send to destination."
            ),
            "# TYPE otelcol_exporter_send_failed_spans counter",
            f"otelcol_exporter_send_failed_spans{exp} {failed}",
            (
                "# HELP otelcol_receiver_refused_spans Number of spans that could not be pushed "
                "into the pipeline."
            ),
            "# TYPE otelcol_receiver_refused_spans counter",
            f"otelcol_receiver_refused_spans{rcv} {refused}",
        )

    ok2 = (
        "tracing",
        "tracing-ok-2",
        (
            "Tempo: Postgres spans over 500 ms in orders, last two hours, and the worst trace; "
            "collector self-metrics twice, a minute apart: are spans dropped?"
        ),
        True,
        [
            ("tempo_search", {"q": q, "start": 1741267800, "end": 1741271400, "limit": 20}, page1),
            ("tempo_search", {"q": q, "start": 1741264200, "end": 1741267800, "limit": 20}, page2),
            ("tempo_get_trace", {"traceID": "2f1e0d9c8b7a6f5e4d3c2b1a09182736"}, otlp),
            (
                "otelcol_metrics",
                {"match": "otelcol_(exporter_sent|exporter_send_failed|receiver_refused)_spans"},
                col(88_410_233, 0, 0),
            ),
            (
                "otelcol_metrics",
                {"match": "otelcol_(exporter_sent|exporter_send_failed|receiver_refused)_spans"},
                col(88_492_870, 0, 0),
            ),
        ],
    )

    asks = (
        {"service": "billing-worker", "lookback": "1h", "limit": 20},
        {"service": "billing-worker", "operation": "invoice.render", "lookback": "2h", "limit": 20},
        {"service": "billing-worker", "lookback": "6h", "limit": 50},
        {"service": "billing-worker", "tags": '{"error":"true"}', "lookback": "24h", "limit": 50},
        {"service": "billing-worker", "minDuration": "100ms", "lookback": "24h", "limit": 100},
        {"service": "billing-api", "operation": "POST /invoices", "lookback": "6h", "limit": 20},
        {"service": "billing-worker", "lookback": "2d", "limit": 100},
    )
    fail1 = (
        "tracing",
        "tracing-fail-1",
        "Invoices are taking minutes to render since this morning's deploy. Use Jaeger to find "
        "where billing-worker spends its time in invoice.render.",
        False,
        [("jaeger_find_traces", a, _jaeger([])) for a in asks],
    )
    return [ok1, ok2, fail1]


def profiling() -> list[Session]:
    cpu = t(
        (
            "Fetching profile over HTTP from http://render-svc.internal:6060/debug/pprof/profile?s"
            "econds=30"
        ),
        "Saved profile in /home/sre/pprof/pprof.render-svc.samples.cpu.001.pb.gz",
        "File: render-svc",
        "Type: cpu",
        "Time: Mar 6, 2025 at 10:31am (UTC)",
        "Duration: 30.13s, Total samples = 41.27s (136.97%)",
        "Showing nodes accounting for 33.02s, 80.01% of 41.27s total",
        "Dropped 512 nodes (cum <= 0.21s)",
        "      flat  flat%   sum%        cum   cum%",
        (
            "     9.84s 23.84% 23.84%     14.90s 36.10%  "
            "github.com/disintegration/imaging.resizeHorizontal.func1"
        ),
        "     6.41s 15.53% 39.37%      6.41s 15.53%  runtime.memmove",
        "     4.12s  9.98% 49.36%      4.12s  9.98%  image/jpeg.(*decoder).idctBlock",
        "     3.70s  8.97% 58.32%      3.70s  8.97%  runtime.mallocgc",
        "     2.95s  7.15% 65.47%      5.06s 12.26%  image/draw.drawCopyOver",
        "     2.21s  5.36% 70.83%      2.21s  5.36%  runtime.madvise",
        "     1.88s  4.56% 75.38%      9.02s 21.86%  image/jpeg.(*decoder).decodeMCU",
        "     1.91s  4.63% 80.01%      1.91s  4.63%  runtime.scanobject",
    )
    cum = t(
        "File: render-svc",
        "Type: cpu",
        "Showing nodes accounting for 0.41s, 0.99% of 41.27s total",
        "      flat  flat%   sum%        cum   cum%",
        "         0     0%     0%     39.80s 96.44%  net/http.(*conn).serve",
        "     0.02s 0.048% 0.048%     38.11s 92.34%  main.(*server).handleThumbnail",
        "     0.01s 0.024% 0.073%     21.40s 51.85%  github.com/disintegration/imaging.Resize",
        "         0     0% 0.073%     12.77s 30.94%  image/jpeg.Decode",
        "     0.38s  0.92%  0.99%      5.06s 12.26%  image/draw.Draw",
    )
    lst = t(
        "Total: 41.27s",
        (
            "ROUTINE ======================== main.(*server).handleThumbnail in "
            "/src/render-svc/thumb.go"
        ),
        "      20ms     38.11s (flat, cum) 92.34% of Total",
        (
            "         .          .     41:func (s *server) handleThumbnail(w http.ResponseWriter, "
            "r *http.Request) {"
        ),
        "         .     12.77s     42:	src, err := jpeg.Decode(r.Body)",
        "         .          .     43:	if err != nil {",
        (
            "         .     21.40s     48:\tfor _, size := range s.sizes { // 6 sizes, each from "
            "the full-size source"
        ),
        "         .     21.40s     49:		dst := imaging.Resize(src, size, 0, imaging.Lanczos)",
        "      20ms      3.94s     50:		s.store.Put(r.Context(), key(size), encode(dst))",
    )
    heap = t(
        "Fetching profile over HTTP from http://render-svc.internal:6060/debug/pprof/heap",
        (
            "Saved profile in /home/sre/pprof/pprof.render-svc.alloc_objects.alloc_space.inuse_obj"
            "ects.inuse_space.001.pb.gz"
        ),
        "Type: inuse_space",
        "Showing nodes accounting for 1.62GB, 94.12% of 1.72GB total",
        "      flat  flat%   sum%        cum   cum%",
        "    0.98GB 56.98% 56.98%     0.98GB 56.98%  image.NewNRGBA",
        "    0.41GB 23.84% 80.81%     0.41GB 23.84%  image.NewYCbCr",
        "    0.23GB 13.31% 94.12%     0.23GB 13.31%  bytes.growSlice",
    )

    def dump(frames: list[str], idle: bool) -> str:
        state = "idle" if idle else "active"
        return t(
            "Process 4121: /usr/bin/python3.11 -m gunicorn thumbs.wsgi:app -w 4",
            "Python v3.11.9 (/usr/bin/python3.11)",
            "",
            f'Thread 4121 ({state}): "MainThread"',
            *frames,
        )

    d1 = dump(
        [
            "    _upload_part (botocore/endpoint.py:233)",
            "    put (thumbs/storage.py:88)",
            "    handle (thumbs/views.py:51)",
            "    handle_request (gunicorn/workers/sync.py:178)",
        ],
        False,
    )
    d2 = dump(
        [
            "    read (ssl.py:1166)",
            "    _read_status (http/client.py:287)",
            "    put (thumbs/storage.py:88)",
            "    handle (thumbs/views.py:51)",
        ],
        False,
    )
    ok1 = (
        "profiling",
        "prof-ok-1",
        (
            "render-svc burns CPU: 30 s CPU and heap profiles, what dominates and where in our "
            "code; py-spy dump the Python worker (pid 4121) twice."
        ),
        True,
        [
            (
                "run_command",
                {
                    "cmd": (
                        "go tool pprof -top -nodecount=8 http://render-svc.internal:6060/debug/ppr"
                        "of/profile?seconds=30"
                    )
                },
                cpu,
            ),
            (
                "run_command",
                {
                    "cmd": (
                        "go tool pprof -top -cum -nodecount=5 ~/pprof/pprof.render-svc.samples.cpu"
                        ".001.pb.gz"
                    )
                },
                cum,
            ),
            (
                "run_command",
                {
                    "cmd": (
                        "go tool pprof -list 'handleThumbnail' "
                        "~/pprof/pprof.render-svc.samples.cpu.001.pb.gz"
                    )
                },
                lst,
            ),
            (
                "run_command",
                {
                    "cmd": (
                        "go tool pprof -top -sample_index=inuse_space -nodecount=3 "
                        "http://render-svc.internal:6060/debug/pprof/heap"
                    )
                },
                heap,
            ),
            ("run_command", {"cmd": "py-spy dump --pid 4121"}, d1),
            ("run_command", {"cmd": "sleep 10 && py-spy dump --pid 4121"}, d2),
        ],
    )

    def refused(path: str) -> str:
        url = f"http://localhost:6060/debug/pprof/{path}"
        return t(
            f"Fetching profile over HTTP from {url}",
            f'{url}: Get "{url}": dial tcp 127.0.0.1:6060: connect: connection refused',
            "failed to fetch any source profiles",
        )

    fail1 = (
        "profiling",
        "prof-fail-1",
        (
            "The indexer leaks memory: heap and goroutine profiles (pprof, localhost:6060) and a "
            "py-spy dump of its sidecar (pid 8812). What grows?"
        ),
        False,
        [
            (
                "run_command",
                {"cmd": "go tool pprof -top http://localhost:6060/debug/pprof/heap"},
                refused("heap"),
            ),
            (
                "run_command",
                {"cmd": "go tool pprof -top http://localhost:6060/debug/pprof/goroutine"},
                refused("goroutine"),
            ),
            (
                "run_command",
                {"cmd": "py-spy dump --pid 8812"},
                "Error: Failed to open process 8812 - No such process (os error 3)",
            ),
            (
                "run_command",
                {
                    "cmd": (
                        "go tool pprof -top -sample_index=alloc_space "
                        "http://localhost:6060/debug/pprof/allocs"
                    )
                },
                refused("allocs"),
            ),
            (
                "run_command",
                {"cmd": "py-spy dump --pid 8812 --nonblocking"},
                "Error: Failed to open process 8812 - No such process (os error 3)",
            ),
            (
                "run_command",
                {"cmd": "go tool pprof -top http://localhost:6060/debug/pprof/heap?gc=1"},
                refused("heap?gc=1"),
            ),
        ],
    )
    return [ok1, fail1]


def error_tracking() -> list[Session]:
    def err(
        eid: str, cls: str, msg: str, ctx: str, events: int, users: int, first: str
    ) -> dict[str, Any]:
        return {
            "id": eid,
            "error_class": cls,
            "message": msg,
            "context": ctx,
            "severity": "error",
            "unhandled": True,
            "status": "open",
            "events": events,
            "users": users,
            "first_seen": first,
            "last_seen": "2025-03-06T09:58:12.000Z",
            "release_stages": ["production"],
        }

    page1 = c(
        [
            err(
                "67c1f0a2e4b0d10008a1b2c3",
                "TypeError",
                "Cannot read properties of undefined (reading 'variantId')",
                "/checkout",
                18204,
                6120,
                "2025-03-04T14:02:11.000Z",
            ),
            err(
                "67c1f3d9e4b0d10008a1b2d4",
                "ChunkLoadError",
                "Loading chunk 8812 failed.",
                "/product/[slug]",
                9310,
                4402,
                "2025-03-04T14:05:40.000Z",
            ),
            err(
                "67c20a11e4b0d10008a1b2e5",
                "TypeError",
                "Cannot read properties of undefined (reading 'variantId')",
                "/cart",
                2207,
                1310,
                "2025-03-04T15:20:03.000Z",
            ),
        ]
    )
    page2 = c(
        [
            err(
                "67c21b44e4b0d10008a1b2f6",
                "SecurityError",
                (
                    "Failed to read the 'localStorage' property from 'Window': Access is denied "
                    "for this document."
                ),
                "/",
                611,
                598,
                "2025-03-04T16:44:19.000Z",
            ),
            err(
                "67c2990ae4b0d10008a1b307",
                "TypeError",
                "Cannot read properties of undefined (reading 'variantId')",
                "/wishlist",
                140,
                92,
                "2025-03-05T08:11:55.000Z",
            ),
        ]
    )
    event = c(
        {
            "id": "67c97b0be4b0d10008f0e1d2",
            "error_id": "67c1f0a2e4b0d10008a1b2c3",
            "received_at": "2025-03-06T09:58:12.000Z",
            "context": "/checkout",
            "app": {"releaseStage": "production", "version": "2.31.0"},
            "device": {"browserName": "Safari", "browserVersion": "17.6", "osName": "iOS"},
            "exceptions": [
                {
                    "error_class": "TypeError",
                    "message": "Cannot read properties of undefined (reading 'variantId')",
                    "stacktrace": [
                        {
                            "file": "webpack://storefront/src/checkout/lineItems.ts",
                            "line_number": 57,
                            "column_number": 31,
                            "method": "toPayload",
                            "in_project": True,
                            "code": {
                                "56": "  return items.map((it) =>",
                                "57": (
                                    "    ({ sku: it.sku, variant: it.selected.variantId, qty: "
                                    "it.qty }))"
                                ),
                                "58": "}",
                            },
                        },
                        {
                            "file": "webpack://storefront/src/checkout/submit.ts",
                            "line_number": 22,
                            "column_number": 18,
                            "method": "submitOrder",
                            "in_project": True,
                        },
                    ],
                }
            ],
            "breadcrumbs": [
                {
                    "timestamp": "2025-03-06T09:58:10.411Z",
                    "name": "Clicked 'Place order'",
                    "type": "user",
                }
            ],
        }
    )
    ok1 = (
        "error-tracking",
        "errtrack-ok-1",
        (
            "Bugsnag web-storefront: new open unhandled errors since 2.31, biggest first; the top "
            "one's stack; mark its duplicates fixed. Airbrake Deadlocked groups this week?"
        ),
        True,
        [
            (
                "bugsnag_list_errors",
                {
                    "project_id": "5f0a1b2c3d4e5f6071829304",
                    "filters": {
                        "error.status": "open",
                        "event.unhandled": True,
                        "app.release_stage": "production",
                        "error.first_seen": ">2025-03-04",
                    },
                    "sort": "events",
                    "per_page": 3,
                },
                page1,
            ),
            (
                "bugsnag_list_errors",
                {
                    "project_id": "5f0a1b2c3d4e5f6071829304",
                    "filters": {
                        "error.status": "open",
                        "event.unhandled": True,
                        "app.release_stage": "production",
                        "error.first_seen": ">2025-03-04",
                    },
                    "sort": "events",
                    "per_page": 3,
                    "offset": 3,
                },
                page2,
            ),
            ("bugsnag_get_latest_event", {"error_id": "67c1f0a2e4b0d10008a1b2c3"}, event),
            (
                "bugsnag_update_errors",
                {
                    "error_ids": ["67c20a11e4b0d10008a1b2e5", "67c2990ae4b0d10008a1b307"],
                    "operation": "fix",
                },
                "Updated 2 errors: status → fixed",
            ),
            (
                "airbrake_list_groups",
                {
                    "project_id": 281733,
                    "q": "ActiveRecord::Deadlocked",
                    "start_time": "2025-03-03T00:00:00Z",
                    "environment": "production",
                },
                c({"groups": [], "count": 0, "page": 1}),
            ),
        ],
    )
    return [ok1]


def feature_flags() -> list[Session]:
    flag = c(
        {
            "key": "new-checkout-flow",
            "name": "New checkout flow",
            "kind": "boolean",
            "variations": [
                {"_id": "v0", "value": True, "name": "on"},
                {"_id": "v1", "value": False, "name": "off"},
            ],
            "environments": {
                "staging": {
                    "on": False,
                    "archived": False,
                    "version": 40,
                    "targets": [{"values": ["qa-legacy-07"], "variation": 1}],
                    "rules": [],
                    "fallthrough": {"variation": 1},
                    "offVariation": 1,
                    "lastModified": 1740995120331,
                },
                "production": {
                    "on": False,
                    "archived": False,
                    "version": 12,
                    "targets": [],
                    "rules": [],
                    "fallthrough": {"variation": 1},
                    "offVariation": 1,
                    "lastModified": 1738601011004,
                },
            },
            "tags": ["checkout", "q1-2025"],
        }
    )

    def ev(value: Any, idx: int | None, reason: dict[str, Any]) -> str:
        return c({"value": value, "variationIndex": idx, "reason": reason})

    unleash = c(
        {
            "name": "search-v2",
            "type": "release",
            "project": "default",
            "stale": False,
            "environments": [
                {
                    "name": "development",
                    "enabled": True,
                    "type": "development",
                    "strategies": [
                        {
                            "name": "flexibleRollout",
                            "parameters": {
                                "rollout": "100",
                                "stickiness": "default",
                                "groupId": "search-v2",
                            },
                        }
                    ],
                },
                {
                    "name": "production",
                    "enabled": False,
                    "type": "production",
                    "strategies": [
                        {
                            "name": "flexibleRollout",
                            "parameters": {
                                "rollout": "10",
                                "stickiness": "default",
                                "groupId": "search-v2",
                            },
                        }
                    ],
                },
            ],
            "createdAt": "2025-01-20T09:12:44.118Z",
        }
    )
    ok1 = (
        "feature-flags",
        "flags-ok-1",
        (
            "LaunchDarkly staging: new-checkout-flow on for beta-testers only; check "
            "beta-user-12, plain-user-3, qa-legacy-07. Is Unleash search-v2 off in production?"
        ),
        True,
        [
            (
                "ld_get_flag",
                {
                    "projectKey": "storefront",
                    "featureFlagKey": "new-checkout-flow",
                    "env": "staging",
                },
                flag,
            ),
            (
                "ld_update_flag",
                {
                    "projectKey": "storefront",
                    "featureFlagKey": "new-checkout-flow",
                    "environmentKey": "staging",
                    "instructions": [
                        {
                            "kind": "addRule",
                            "clauses": [
                                {
                                    "contextKind": "user",
                                    "attribute": "segmentMatch",
                                    "op": "segmentMatch",
                                    "values": ["beta-testers"],
                                }
                            ],
                            "variationId": "v0",
                        },
                        {"kind": "turnFlagOn"},
                    ],
                },
                "Flag new-checkout-flow updated in staging (version 41).",
            ),
            (
                "ld_evaluate",
                {
                    "env": "staging",
                    "flag": "new-checkout-flow",
                    "context": {"kind": "user", "key": "beta-user-12"},
                },
                ev(
                    True,
                    0,
                    {
                        "kind": "RULE_MATCH",
                        "ruleIndex": 0,
                        "ruleId": "5d0e3c2b-8a71-4f6e-9b1d-2c3a4b5c6d7e",
                    },
                ),
            ),
            (
                "ld_evaluate",
                {
                    "env": "staging",
                    "flag": "new-checkout-flow",
                    "context": {"kind": "user", "key": "plain-user-3"},
                },
                ev(False, 1, {"kind": "FALLTHROUGH"}),
            ),
            (
                "ld_evaluate",
                {
                    "env": "staging",
                    "flag": "new-checkout-flow",
                    "context": {"kind": "user", "key": "qa-legacy-07"},
                },
                ev(False, 1, {"kind": "TARGET_MATCH"}),
            ),
            ("unleash_get_feature", {"project": "default", "feature": "search-v2"}, unleash),
        ],
    )

    not_ready = ev(False, None, {"kind": "ERROR", "errorKind": "CLIENT_NOT_READY"})
    accounts = ("acct-10442", "acct-20917", "acct-31005", "acct-40021", "acct-51874", "acct-60233")
    fail1 = (
        "feature-flags",
        "flags-fail-1",
        "Which of these six customer accounts get the tiered-pricing flag in production: "
        + ", ".join(accounts)
        + "?",
        False,
        [
            (
                "ld_evaluate",
                {
                    "env": "production",
                    "flag": "tiered-pricing",
                    "context": {"kind": "organization", "key": a},
                },
                not_ready,
            )
            for a in accounts
        ],
    )
    return [ok1, fail1]


# --- Search in languages the earlier fixtures did not cover ----------------------------


def _baidu(rid: str, refs: list[tuple[str, str, str, str]]) -> str:
    return c(
        {
            "request_id": rid,
            "references": [
                {
                    "id": i,
                    "url": url,
                    "title": title,
                    "date": date,
                    "content": content,
                    "icon": None,
                    "web_anchor": title[:12],
                    "type": "web",
                }
                for i, (url, title, date, content) in enumerate(refs, 1)
            ],
        }
    )


def baidu() -> list[Session]:
    caam = (
        "http://www.caam.org.cn/chn/4/cate_30/con_5236969.html",
        "2024年汽车工业产销情况",
        "2025-01-13 14:30:00",
        "2024年，汽车产销累计完成3128.2万辆和3143.6万辆，同比分别增长3.7%和4.5%，产销量再创新高。"
        "新能源汽车产销分别完成1288.8万辆和1286.6万辆，同比分别增长34.4%和35.5%，"
        "新能源汽车新车销量达到汽车新车总销量的40.9%。",
    )
    r1 = _baidu(
        "1d0c6f4a-2b71-4c3e-9a8d-77e0f3b5c210",
        [
            caam,
            (
                "https://www.gov.cn/lianbo/bumen/202501/content_6998211.htm",
                "中汽协：2024年我国新能源汽车销量1286.6万辆",
                "2025-01-13 18:02:11",
                (
                    "中国汽车工业协会13日发布数据显示，2024年我国新能源汽车产销量均突破1280万辆，"
                    "连续10年位居全球第一。其中纯电动汽车销量771.9万辆，插电式混合动力汽车销量514."
                    "1万辆。"
                ),
            ),
        ],
    )
    r2 = _baidu(
        "6e2f0b9d-4c13-4a7e-8f52-0b1d3c9e7a44",
        [
            (
                "https://www.byd.com/cn/news/2025-01-01-4272145",
                "比亚迪2024年新能源汽车销量达427.21万辆",
                "2025-01-01 17:05:00",
                (
                    "比亚迪股份有限公司公告：2024年1-12月新能源汽车累计销量为4,272,145辆，同比增长"
                    "41.26%。其中乘用车销量4,254,039辆，海外销量417,204辆。"
                ),
            ),
            (
                "https://auto.163.com/25/0102/09/JLL2B3K0000884MP.html",
                "比亚迪2024年卖出427万辆 超额完成年度目标",
                "2025-01-02 09:41:27",
                "比亚迪全年销量427.2万辆，超过年初设定的400万辆目标，12月单月销量514,809辆。",
            ),
        ],
    )
    r3 = _baidu(
        "a4b19e07-5d2c-4f88-bb30-6c7d1e2f9a18",
        [
            (
                "http://www.caam.org.cn/chn/1/cate_2/con_5237001.html",
                "中国汽车工业协会 发布会实录：2024年汽车工业经济运行情况",
                "2025-01-13 16:10:00",
                (
                    "陈士华：2024年新能源汽车产销分别完成1288.8万辆和1286.6万辆……以上数据为企业上"
                    "报数据，包含出口。"
                ),
            ),
        ],
    )
    ok1 = (
        "baidu",
        "baidu-ok-1",
        "查一下2024年中国新能源汽车全年销量（中汽协数据）和比亚迪全年销量，包括比亚迪的海外销量，"
        "并给出处链接。",
        True,
        [
            ("baidu_ai_search", {"query": "2024年 新能源汽车 销量 中汽协", "top_k": 3}, r1),
            ("baidu_ai_search", {"query": "比亚迪 2024年 全年销量 海外", "top_k": 2}, r2),
            (
                "baidu_ai_search",
                {"query": "中汽协 2024年 新能源汽车 产销 是否含出口", "top_k": 1},
                r3,
            ),
        ],
    )

    stale = _baidu(
        "0f7d3b21-9c4e-4e1a-a6b2-51c8d0e7f933",
        [
            (
                "https://www.chinanews.com.cn/cj/2023/01-28/9943711.shtml",
                "2023年春节档电影票房67.58亿元 《满江红》居首",
                "2023-01-28 00:10:12",
                (
                    "据国家电影局统计，2023年春节档（1月21日至27日）电影票房为67.58亿元，位列中国"
                    "影史春节档票房第二。《满江红》《流浪地球2》《熊出没·伴我“熊芯”》位列前三。"
                ),
            ),
            (
                "https://ent.163.com/23/0127/22/HS2A1B3C00038FO9.html",
                "春节档收官：满江红26亿 流浪地球2超20亿",
                "2023-01-27 22:40:00",
                "截至1月27日24时，《满江红》春节档票房约26.4亿元，《流浪地球2》约20.2亿元……",
            ),
        ],
    )
    asks = (
        "2025年春节档 电影票房 排名",
        "2025 春节档 总票房 多少亿",
        "今年春节档票房冠军 2025",
        "2025年春节档电影票房排行榜 国家电影局",
        "乙巳蛇年春节档 票房 最终",
    )
    fail1 = (
        "baidu",
        "baidu-fail-1",
        "2025年春节档的总票房是多少？票房前三的电影分别是哪些、各多少？",
        False,
        [("baidu_ai_search", {"query": q, "top_k": 3}, stale) for q in asks],
    )
    return [ok1, fail1]


def _naver(total: int, start: int, items: list[dict[str, str]]) -> str:
    return c(
        {
            "lastBuildDate": "Thu, 06 Mar 2025 19:12:40 +0900",
            "total": total,
            "start": start,
            "display": len(items),
            "items": items,
        }
    )


def naver() -> list[Session]:
    def news(title: str, link: str, desc: str, date: str) -> dict[str, str]:
        return {
            "title": title,
            "originallink": link,
            "link": link,
            "description": desc,
            "pubDate": date,
        }

    n1 = _naver(
        18422,
        1,
        [
            news(
                "작년 <b>출생아</b> 23만8300명…9년 만에 증가 전환, <b>합계출산율</b> 0.75명",
                "https://www.yna.co.kr/view/AKR20250226053400002",
                (
                    "통계청이 26일 발표한 '2024년 <b>출생</b>·사망통계(잠정)'에 따르면 지난해 "
                    "<b>출생아</b> 수는 23만8천300명으로 전년보다 8천300명(3.6%) 늘었다. "
                    "<b>합계출산율</b>은 0.75명으로 0.03명 상승했다."
                ),
                "Wed, 26 Feb 2025 12:00:00 +0900",
            ),
            news(
                '<b>합계출산율</b> 0.72→0.75명 반등…"혼인 증가 영향"',
                "https://www.hani.co.kr/arti/society/society_general/1184421.html",
                (
                    "30대 초반 출산율이 오르며 9년 만에 반등했다. 서울의 <b>합계출산율</b>은 "
                    "0.58명으로 여전히 가장 낮았다."
                ),
                "Wed, 26 Feb 2025 14:31:00 +0900",
            ),
        ],
    )
    n2 = _naver(
        18422,
        3,
        [
            news(
                "[그래픽] 시도별 <b>합계출산율</b>…세종 1.03명 최고, 서울 0.58명 최저",
                "https://www.yna.co.kr/view/GYH20250226001100044",
                "세종 1.03명, 전남 0.97명, 서울 0.58명, 부산 0.68명…",
                "Wed, 26 Feb 2025 13:20:00 +0900",
            ),
        ],
    )
    blog = _naver(
        3120,
        1,
        [
            {
                "title": "2024년 <b>출생통계</b> 잠정 정리 (통계청 보도자료 요약)",
                "link": "https://blog.naver.com/statnote/223779120411",
                "description": (
                    "출생아 238,300명, 조출생률 4.7명, 합계출산율 0.75명. 첫째아 비중 61.2%…"
                ),
                "bloggername": "통계노트",
                "bloggerlink": "blog.naver.com/statnote",
                "postdate": "20250227",
            },
        ],
    )
    web = _naver(
        912,
        1,
        [
            {
                "title": "2024년 <b>출생</b>·사망통계(잠정) | 보도자료 | 통계청",
                "link": (
                    "https://kostat.go.kr/board.es?mid=a10301010000&bid=204&act=view&list_no=434910"
                ),
                "description": (
                    "2024년 출생아 수는 238.3천명으로 전년대비 8.3천명(3.6%) 증가, 합계출산율은 "
                    "0.75명으로 전년대비 0.03명 증가"
                ),
            },
        ],
    )
    ok1 = (
        "naver",
        "naver-ok-1",
        "통계청이 발표한 2024년 출생아 수와 합계출산율, 그리고 시도별 최고·최저 출산율을 찾아서 "
        "출처와 함께 알려줘.",
        True,
        [
            (
                "naver_search_news",
                {"query": "2024년 출생아 수 합계출산율", "display": 2, "start": 1, "sort": "sim"},
                n1,
            ),
            (
                "naver_search_news",
                {"query": "2024년 출생아 수 합계출산율", "display": 1, "start": 3, "sort": "sim"},
                n2,
            ),
            ("naver_search_blog", {"query": "2024 출생통계 잠정 합계출산율", "display": 1}, blog),
            (
                "naver_search_webkr",
                {"query": "통계청 2024년 출생 사망통계 잠정 보도자료", "display": 1},
                web,
            ),
        ],
    )
    return [ok1]


def _yandex(query: str, docs: list[tuple[str, str, str, str, str]], found: int, human: str) -> str:
    groups = "".join(
        f'<group><categ attr="d" name="{dom}"/><doccount>1</doccount><relevance/>'
        f'<doc id="{hashlib.md5(url.encode()).hexdigest().upper()}"><relevance/><url>{url}</url>'
        f"<domain>{dom}</domain><title>{title}</title><modtime>{mod}</modtime>"
        f"<passages><passage>{passage}</passage></passages>"
        "<mime-type>text/html</mime-type></doc></group>"
        for url, dom, title, mod, passage in docs
    )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        f'<yandexsearch version="1.0"><request><query>{query}</query><page>0</page>'
        '<sortby order="descending" priority="no">rlv</sortby><maxpassages>1</maxpassages>'
        '</request><response date="20250306T101522">'
        "<reqid>1741256122654321-9071264331801122043-balancer-l7leveler-kubr-yp-vla-12-BAL</reqid>"
        f'<found priority="all">{found}</found><found-human>{human}</found-human>'
        f'<results><grouping attr="d" mode="deep" groups-on-page="{len(docs)}" docs-in-group="1">'
        f'<page first="1" last="{len(docs)}">0</page>{groups}</grouping></results>'
        "</response></yandexsearch>"
    )


def yandex() -> list[Session]:
    cbr = (
        "https://cbr.ru/press/pr/?file=14022025_133000Key.htm",
        "cbr.ru",
        "Банк России принял решение сохранить <hlword>ключевую</hlword> <hlword>ставку</hlword> "
        "на уровне 21,00% годовых | Банк России",
        "20250214T133000",
        "Совет директоров Банка России 14 февраля 2025 года принял решение сохранить "
        "<hlword>ключевую</hlword> <hlword>ставку</hlword> на уровне 21,00% годовых.",
    )
    r1 = _yandex(
        "ключевая ставка цб",
        [
            cbr,
            (
                "https://www.rbc.ru/finances/14/02/2025/67aef0c19a79473b2d4c1e55",
                "rbc.ru",
                (
                    "ЦБ сохранил <hlword>ключевую</hlword> <hlword>ставку</hlword> 21% :: Финансы "
                    ":: РБК"
                ),
                "20250214T134012",
                "Регулятор второй раз подряд оставил ставку без изменений.",
            ),
        ],
        4000000,
        "Нашлось 4 млн результатов",
    )
    r2 = _yandex(
        "следующее заседание банка россии по ключевой ставке 2025",
        [
            (
                "https://cbr.ru/dkp/cal_mp/",
                "cbr.ru",
                "Календарь заседаний Совета директоров по денежно-кредитной политике | Банк России",
                "20241220T110000",
                (
                    "<hlword>Заседания</hlword> в 2025 году: 14 февраля, 21 марта, 25 апреля, 6 "
                    "июня, 25 июля, 12 сентября, 24 октября, 19 декабря."
                ),
            ),
            cbr[:4]
            + (
                (
                    "Очередное <hlword>заседание</hlword> Совета директоров Банка России, на "
                    "котором будет рассматриваться вопрос об уровне <hlword>ключевой</hlword> "
                    "<hlword>ставки</hlword>, запланировано на 21 марта 2025 года."
                ),
            ),
        ],
        1000000,
        "Нашлось 1 млн результатов",
    )
    none = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<yandexsearch version="1.0"><request><query>"внеочередное заседание" банк россии ключевая '
        'ставка март 2025</query><page>0</page></request><response date="20250306T101640">'
        '<error code="15">Искомая комбинация слов нигде не встречается</error>'
        "<reqid>1741256200118806-4417022689011034455-balancer-l7leveler-kubr-yp-vla-12-BAL</reqid>"
        "</response></yandexsearch>"
    )
    ok1 = (
        "yandex",
        "yandex-ok-1",
        (
            "Какая сейчас ключевая ставка ЦБ, когда было последнее решение и следующее заседание? "
            "Было ли внеочередное заседание в марте 2025?"
        ),
        True,
        [
            ("yandex_search", {"query": "ключевая ставка цб", "groups_on_page": 2}, r1),
            (
                "yandex_search",
                {
                    "query": "следующее заседание банка россии по ключевой ставке 2025",
                    "groups_on_page": 2,
                },
                r2,
            ),
            (
                "yandex_search",
                {"query": '"внеочередное заседание" банк россии ключевая ставка март 2025'},
                none,
            ),
        ],
    )
    return [ok1]


def _searx(
    q: str,
    results: list[tuple[str, str, str, list[str]]],
    n: int,
    dead: list[list[str]] | None = None,
) -> str:
    return c(
        {
            "query": q,
            "number_of_results": n,
            "results": [
                {
                    "url": url,
                    "title": title,
                    "content": content,
                    "engine": engines[0],
                    "engines": engines,
                    "positions": [i + 1] * len(engines),
                    "score": round(4.0 / (i + 1), 4),
                    "category": "general",
                }
                for i, (url, title, content, engines) in enumerate(results)
            ],
            "answers": [],
            "corrections": [],
            "infoboxes": [],
            "suggestions": [],
            "unresponsive_engines": dead or [],
        }
    )


def pt_search() -> list[Session]:
    r1 = _searx(
        "Pix Automático data de lançamento Banco Central",
        [
            (
                "https://www.bcb.gov.br/detalhenoticia/20486/noticia",
                "BC divulga regras do Pix Automático",
                (
                    "O Pix Automático estará disponível a partir de 16 de junho de 2025. A nova "
                    "funcionalidade facilitará pagamentos recorrentes, como contas de luz, "
                    "escolas e academias..."
                ),
                ["google", "duckduckgo"],
            ),
            (
                "https://www.bcb.gov.br/estabilidadefinanceira/pix-automatico",
                "Pix Automático - Banco Central do Brasil",
                (
                    "O pagador autoriza uma única vez e os pagamentos seguintes são feitos "
                    "automaticamente, na periodicidade combinada. A adesão dos participantes que "
                    "ofertam Pix é obrigatória."
                ),
                ["google", "brave"],
            ),
        ],
        182000,
    )
    r2 = _searx(
        "Pix Automático regras limite valor máximo pagador",
        [
            (
                "https://g1.globo.com/economia/noticia/2024/07/24/pix-automatico-regras.ghtml",
                "Pix Automático: veja como vai funcionar",
                (
                    "O cliente poderá definir um valor máximo por cobrança e cancelar a "
                    "autorização a qualquer momento, até as 23h59 do dia anterior ao pagamento. A "
                    "resolução BCB nº 402 traz as regras."
                ),
                ["google", "bing"],
            ),
            (
                "https://www.infomoney.com.br/minhas-financas/pix-automatico-o-que-muda/",
                "Pix Automático: o que muda para empresas e consumidores",
                (
                    "Empresas de qualquer porte poderão oferecer cobranças recorrentes sem "
                    "precisar de convênio com bancos, como ocorre no débito automático."
                ),
                ["duckduckgo"],
            ),
        ],
        96400,
    )
    r3 = _searx(
        "Resolução BCB 402 Pix Automático",
        [
            (
                (
                    "https://www.bcb.gov.br/estabilidadefinanceira/exibenormativo?tipo=Resolução "
                    "BCB&numero=402"
                ),
                "Resolução BCB n° 402 de 22/7/2024",
                (
                    "Altera o Regulamento anexo à Resolução BCB nº 1, de 12 de agosto de 2020, "
                    "para instituir o Pix Automático."
                ),
                ["google"],
            ),
        ],
        3120,
    )
    ok1 = (
        "pt-search",
        "pt-ok-1",
        (
            "Quando começa o Pix Automático, quais as regras para o pagador (limite, "
            "cancelamento) e qual norma do BC o criou?"
        ),
        True,
        [
            (
                "searxng_search",
                {
                    "q": "Pix Automático data de lançamento Banco Central",
                    "language": "pt-BR",
                    "pageno": 1,
                },
                r1,
            ),
            (
                "searxng_search",
                {
                    "q": "Pix Automático regras limite valor máximo pagador",
                    "language": "pt-BR",
                    "pageno": 1,
                },
                r2,
            ),
            (
                "searxng_search",
                {"q": "Resolução BCB 402 Pix Automático", "language": "pt-BR", "pageno": 1},
                r3,
            ),
        ],
    )

    dead = [
        ["google", "Suspended: CAPTCHA"],
        ["duckduckgo", "timeout"],
        ["brave", "Suspended: too many requests"],
        ["bing", "unexpected crash"],
        ["qwant", "Suspended: access denied"],
    ]
    asks = (
        "IPCA 2024 acumulado IBGE",
        "inflação oficial 2024 IPCA resultado anual",
        "IPCA dezembro 2024 acumulado 12 meses",
        "IBGE IPCA 2024 fecha em",
        "inflação 2024 Brasil meta estourada IPCA",
    )
    fail1 = (
        "pt-search",
        "pt-fail-1",
        "Qual foi o IPCA acumulado de 2024 segundo o IBGE, e ficou acima do teto da meta?",
        False,
        [
            ("searxng_search", {"q": q, "language": "pt-BR", "pageno": 1}, _searx(q, [], 0, dead))
            for q in asks
        ],
    )
    return [ok1, fail1]


def _cse(q: str, total: str, start: int, items: list[tuple[str, str, str, str]]) -> str:
    req = {"totalResults": total, "searchTerms": q, "count": len(items), "startIndex": start}
    return c(
        {
            "kind": "customsearch#search",
            "queries": {"request": [req], "nextPage": [{**req, "startIndex": start + len(items)}]},
            "searchInformation": {
                "searchTime": 0.38,
                "formattedSearchTime": "0.38",
                "totalResults": total,
                "formattedTotalResults": f"{int(total):,}",
            },
            "items": [
                {
                    "kind": "customsearch#result",
                    "title": title,
                    "link": link,
                    "displayLink": link.split("/")[2],
                    "snippet": snippet,
                    "formattedUrl": link,
                }
                for title, link, snippet, _ in items
            ],
        }
    )


def ar_search() -> list[Session]:
    i1 = [
        (
            "مترو الرياض - الهيئة الملكية لمدينة الرياض",
            "https://www.rcrc.gov.sa/ar/projects/riyadh-metro",
            (
                "يتكون مترو الرياض من 6 مسارات بطول إجمالي 176 كيلومتراً، و85 محطة، ويغطي معظم "
                "المناطق ذات الكثافة السكانية العالية."
            ),
            "",
        ),
        (
            "بدء التشغيل الفعلي لقطار الرياض على ثلاثة مسارات",
            "https://www.spa.gov.sa/N2215530",
            (
                "بدأ اليوم الأحد 1 ديسمبر 2024 التشغيل الفعلي لقطار الرياض على المسار الأزرق "
                "والمسار الأصفر والمسار البنفسجي."
            ),
            "",
        ),
        (
            "Riyadh Metro opens to the public after years of construction",
            "https://www.arabnews.com/node/2581200/saudi-arabia",
            (
                "Riyadh Metro began operating on Dec. 1 on three lines: Blue (Olaya–Batha), "
                "Yellow (King Khalid International Airport) and Purple ..."
            ),
            "",
        ),
    ]
    i2 = [
        (
            "تشغيل المسارين الأحمر والأخضر لقطار الرياض",
            "https://www.spa.gov.sa/N2222841",
            (
                "بدأ يوم الأحد 15 ديسمبر 2024 تشغيل المسار الأحمر (طريق الملك عبدالله) والمسار "
                "الأخضر (طريق الملك عبدالعزيز)."
            ),
            "",
        ),
        (
            "Riyadh Metro Red and Green lines start service",
            "https://www.arabnews.com/node/2583311/saudi-arabia",
            (
                "The Red Line along King Abdullah Road and the Green Line along King Abdulaziz "
                "Road opened on Dec. 15."
            ),
            "",
        ),
    ]
    i3 = [
        (
            "افتتاح المسار البرتقالي يكتمل به تشغيل مسارات قطار الرياض الستة",
            "https://www.spa.gov.sa/N2230012",
            (
                "بدأ الأحد 5 يناير 2025 تشغيل المسار البرتقالي (طريق المدينة المنورة) لتكتمل بذلك "
                "جميع مسارات قطار الرياض."
            ),
            "",
        ),
    ]
    ok1 = (
        "ar-search",
        "ar-ok-1",
        "متى بدأ تشغيل مترو الرياض، وما هي المسارات التي افتُتحت في كل مرحلة حتى اكتمال المسارات "
        "الستة؟ أريد التواريخ مع المصادر.",
        True,
        [
            (
                "google_cse_search",
                {"q": "مترو الرياض موعد التشغيل المسارات", "lr": "lang_ar", "num": 3, "start": 1},
                _cse("مترو الرياض موعد التشغيل المسارات", "48200", 1, i1),
            ),
            (
                "google_cse_search",
                {"q": "مترو الرياض موعد التشغيل المسارات", "lr": "lang_ar", "num": 2, "start": 4},
                _cse("مترو الرياض موعد التشغيل المسارات", "48200", 4, i2),
            ),
            (
                "google_cse_search",
                {
                    "q": "المسار البرتقالي قطار الرياض بدء التشغيل",
                    "lr": "lang_ar",
                    "num": 1,
                    "start": 1,
                },
                _cse("المسار البرتقالي قطار الرياض بدء التشغيل", "9120", 1, i3),
            ),
        ],
    )
    return [ok1]


def hi_search() -> list[Session]:
    def ddg(items: list[tuple[str, str, str]]) -> str:
        return ", ".join(f"snippet: {s}, title: {ti}, link: {lk}" for s, ti, lk in items)

    r1 = ddg(
        [
            (
                (
                    "प्रधानमंत्री नरेंद्र मोदी ने 24 फरवरी 2025 को बिहार के भागलपुर से PM-KISAN "
                    "की 19वीं किस्त जारी की। 9.8 करोड़ से अधिक किसानों के खाते में 22,000 करोड़ "
                    "रुपये से ज्यादा ट्रांसफर किए गए।"
                ),
                "PM Kisan 19th Installment: पीएम मोदी ने भागलपुर से जारी की 19वीं किस्त",
                (
                    "https://www.jagran.com/business/biz-pm-kisan-19th-installment-released-238881"
                    "20.html"
                ),
            ),
            (
                (
                    "PM Modi released the 19th instalment of PM-KISAN worth over Rs 22,000 crore "
                    "to more than 9.8 crore farmers at Bhagalpur, Bihar on February 24, 2025."
                ),
                "PM releases 19th instalment of PM-KISAN - PIB",
                "https://pib.gov.in/PressReleasePage.aspx?PRID=2105937",
            ),
        ]
    )
    r2 = ddg(
        [
            (
                (
                    "इस बार 2.41 करोड़ से अधिक महिला किसानों सहित 9.8 करोड़ किसानों को लाभ मिला। "
                    "योजना के तहत हर साल 6,000 रुपये तीन किस्तों में दिए जाते हैं।"
                ),
                "पीएम किसान 19वीं किस्त: कितने किसानों को मिला पैसा",
                (
                    "https://www.livehindustan.com/business/pm-kisan-19th-kist-beneficiaries-20174"
                    "0391234567.html"
                ),
            ),
            (
                (
                    "PM-KISAN: Since its launch in 2019, over Rs 3.68 lakh crore has been "
                    "disbursed to farmers across 19 instalments."
                ),
                "PM-KISAN 19th instalment: over Rs 3.68 lakh crore disbursed so far",
                (
                    "https://www.thehindubusinessline.com/economy/agri-business/pm-kisan-19th-inst"
                    "alment/article69260011.ece"
                ),
            ),
        ]
    )
    ok1 = (
        "hi-search",
        "hi-ok-1",
        (
            "PM-KISAN की 19वीं किस्त कब और कहाँ से जारी हुई, कितने किसानों को कितनी राशि मिली? "
            "स्रोत भी बताइए।"
        ),
        True,
        [
            ("duckduckgo_results_json", {"query": "PM-KISAN 19वीं किस्त कब जारी हुई"}, r1),
            ("duckduckgo_results_json", {"query": ("पीएम किसान 19वीं किस्त कितने किसानों को लाभ")}, r2),
        ],
    )

    rl = (
        "Error: RatelimitException('https://html.duckduckgo.com/html 202 Ratelimit')\n Please fix "
        "your mistakes."
    )
    asks = (
        "दिल्ली मेट्रो फेज 4 मजेंटा लाइन विस्तार कब खुलेगा",
        "Delhi Metro Phase 4 Magenta line extension opening date",
        "मजेंटा लाइन जनकपुरी पश्चिम से कृष्णा पार्क एक्सटेंशन",
        "दिल्ली मेट्रो फेज 4 नया कॉरिडोर उद्घाटन 2025",
        "DMRC phase 4 Majlis Park Maujpur corridor opening",
    )
    fail1 = (
        "hi-search",
        "hi-fail-1",
        "दिल्ली मेट्रो फेज 4 के तहत मजेंटा लाइन के विस्तार का कौन सा हिस्सा कब खुला या खुलेगा?",
        False,
        [("duckduckgo_results_json", {"query": q}, rl) for q in asks],
    )
    return [ok1, fail1]


# --- Writing ---------------------------------------------------------------------------

FAMILIES = (
    powerbi, looker, metabase, product_analytics, posthog, ci, gitops, helm, pulumi,
    container_registry, package_registries, huggingface, context7, devdocs, readthedocs,
    openapi, man_pages, tracing, profiling, error_tracking, feature_flags, baidu, naver,
    yandex, pt_search, ar_search, hi_search,
)  # fmt: skip


def sessions() -> list[Session]:
    """Every session, in the order the fixture holds them."""
    return [s for family in FAMILIES for s in family()]


def rows() -> list[dict[str, Any]]:
    """One row per tool call, in the real-runs format."""
    out = []
    for family, run_id, task, success, calls in sessions():
        for tool, args, result in calls:
            out.append(
                {
                    "source": SOURCE + family,
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": success},
                }
            )
    return out


def main(out: Path = OUT) -> None:
    """Write the fixture to ``out``."""
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows())
    out.write_bytes(text.encode("utf-8"))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
