"""Eleventh held-out check of the gates: BI, delivery, developer docs, tracing, six languages.

``tests/data/tool_heldout11.jsonl`` (built by ``tests/data/tool_heldout11_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Power BI DAX queries and Tableau's VizQL answers, Looker through the MCP Toolbox,
Metabase questions and Superset's SQL Lab, GA4 reports, PostHog HogQL; CircleCI and Buildkite,
Argo CD and Flux, Helm, Pulumi, Docker Hub and Quay tag pages, cargo / crates.io / npm / conda,
the Hugging Face Hub and its dataset viewer; Context7's library docs, MDN and DevDocs, Read the
Docs search, an OpenAPI browser, man pages and ``--help``; Jaeger, Tempo and the OpenTelemetry
collector's own metrics, pprof and py-spy, Bugsnag and Airbrake, LaunchDarkly and Unleash; and
search in Chinese (Baidu AI search), Korean (Naver), Russian (Yandex XML), Portuguese
(SearXNG), Arabic (Google Programmable Search) and Hindi (LangChain's DuckDuckGo tool). 35
succeeded and 20 failed (a source failed silently and the agent kept calling). The fixture was
written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 6 of 35 (each stop withholds evidence); failing sessions
tripped 18 / 8 / 13 of 20, cutting 35 / 20 / 31 of their 115 calls. The default counting
misjudges 2 of the fixture's 87 tools (``rerun_workflow`` counted, ``resolve-library-id`` not).

The legitimately empty answers the user asked for (Tableau's ``{"data":[]}`` for P1 tickets
older than 14 days, ``Error: release: not found`` for a removed Helm release, Jaeger's empty
fraud-check search, Airbrake's ``{"groups":[],"count":0,"page":1}``, Hugging Face's
"Repository Not Found" for a private dataset, Read the Docs' ``"count":0``) are read useless
by all three gates (but Airbrake's by ``classifier``), yet each comes once, so no run reaches
3; Yandex's ``<error code="15">Искомая комбинация слов нигде не встречается</error>`` is read
useful by all three.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): ``default`` reads two Helm template errors in a row useless (``helm-ok-2``: the nil
pointer at ``.Values.pdb.minAvailable``, then the YAML parse error at line 41, each a new
error that the next edit fixes) and the first two Arabic result pages (0.61, 0.63);
``classifier`` the same Helm errors, the first two Naver news pages and Yandex pages, and the
first two Arabic pages (0.88-0.96); ``semantic`` reaches 3 at the last call of ``helm-ok-2``
(``1 chart(s) linted, 0 chart(s) failed``) and of ``pkg-ok-2`` (conda's
``PackagesNotFoundError`` for gdal 3.10, the answer the user expected), and reads two in a row
useless in ``pkg-ok-1``, ``c7-ok-1``, ``rtd-ok-1`` and ``tracing-ok-2`` (the collector's
counters sampled a minute apart). ``classifier`` reads ``prof-fail-1`` to a run of 2 at its
last call only.

Read since, so the counts below are no longer held-out figures for ``default``: a call that
runs a command line (a program and an option, or commands joined by ``|``, ``&&`` or ``;``;
JSON arguments under ``command``, ``cmd``, ``script``) gets the command's output, judged as
data (``man-ok-1``'s version line and usage texts: no longer stopped); an output of at most 20
lines that ends in a failed connection (``dial tcp …: connect: connection refused``) or whose
exception line names one (``CondaHTTPError: HTTP 000 CONNECTION FAILED``) is an error
(``prof-fail-1`` and ``pkg-fail-1`` now trip); a logfmt line at ``level=fatal`` is an error
(Argo CD's expired session, which the command reading alone would have read as data).
``semantic``'s rule for machine output read as text, made before this fixture was measured,
took its stops from 6 to 4 (``gitops-ok-1``, ``pulumi-ok-1``). ``rerun`` acts since, so
``rerun_workflow`` is no longer counted.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout11")
H = "heldout11/"


#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_CACHED = (
    "Metabase answers each February week with the same rows served from a November cache "
    '(``"cached":true,"updated_at":"2024-11-02T03:00:12.481+01:00"``, ``["Paid search",'
    "48211.4]`` …) whatever the ``week_start``: read {how}"
)
_HOGQL = (
    "PostHog answers five questions by country and UTM source with one cached signups-per-day "
    'table (``"is_cached":true,"last_refresh":"2025-03-03T06:00:02.114Z","columns":["day",'
    '"count()"]``, the same three rows), not what was asked: read {how}'
)
_QUEUED = (
    'Buildkite\'s build 3107 polled seven times, unchanged (``"state":"scheduled"``, the GPU '
    'job ``"state":"scheduled","exit_status":null,"agent_query_rules":["queue=gpu-a100"]``: '
    "no agent serves that queue): read {how}"
)
_CONDA = (
    "conda's ``CondaHTTPError: HTTP 000 CONNECTION FAILED for url "
    "<https://conda.anaconda.org/conda-forge/linux-64/repodata.json>`` (no network) for five "
    "searches is read {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {},
    "classifier": {
        H + "metabase/metabase-fail-1": _CACHED.format(how="useful (0.85) five times"),
        H + "posthog/posthog-fail-1": _HOGQL.format(how="useful (0.82-0.84) five times"),
        H + "ci/ci-fail-1": _QUEUED.format(how="useful (0.26) seven times"),
        H + "container-registry/registry-fail-1": "Docker Hub answers pages 1-5 of the node "
        'alpine tags with the same first page (``"next":"…&page=2"`` every time, '
        '``"name":"22.14.0-alpine3.21"`` first): read useful (0.49) five times',
        H + "package-registries/pkg-fail-1": _CONDA.format(
            how="useful (0.65-0.80) but for the noarch one (0.89)"
        ),
        H + "huggingface/hf-fail-1": "the Hub's model search answers five speech-emotion "
        "queries with the same trending list (``## deepseek-ai/DeepSeek-R1`` … "
        "``## black-forest-labs/FLUX.1-dev`` … ``## Qwen/Qwen2.5-VL-7B-Instruct``), models "
        "about something else: read useful (0.61-0.86) five times",
        H + "context7/c7-fail-1": "Context7 answers five realtime topics with the same "
        "installation snippets (``TITLE: Install supabase-js`` … ``npm install "
        "@supabase/supabase-js``, ``TITLE: Create a client``): read useful (0.83-0.86) five "
        "times",
        H + "profiling/prof-fail-1": "pprof's ``dial tcp 127.0.0.1:6060: connect: connection "
        "refused\\nfailed to fetch any source profiles`` (the indexer is dead) is read useful "
        "(0.82-0.86) three times, py-spy's ``Error: Failed to open process 8812 - No such "
        "process (os error 3)`` useless between them, so the run reaches 2 only at the last "
        "call",
        H + "pt-search/pt-fail-1": 'SearXNG\'s ``"number_of_results":0,"results":[]`` '
        'with every engine down (``"unresponsive_engines":[["google","Suspended: '
        'CAPTCHA"],["duckduckgo","timeout"],…]``) for five IPCA queries is read useful '
        "(0.77-0.87)",
    },
    "semantic": {
        H + "readthedocs/rtd-fail-1": "Read the Docs answers five Sphinx autodoc_mock_imports "
        'searches with Read the Docs\' own pages (``"project":{"slug":"docs",…},'
        '"title":"Configuration file v2"`` and "Build process customization"), about '
        "something else: read useful (0.95-0.98) four times, useless only the fifth",
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 39, 115), "classifier": (0, 0, 24, 115), "semantic": (0, 0, 38, 115)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 20, "classifier": 11, "semantic": 19}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Shells and CLIs that only read here count (``helm``, ``conda``, ``terminal``,
#: ``run_command``: their output is what the agent asked to learn), as do tools that compute
#: an answer (``ld_evaluate``, ``superset_execute_sql``, ``run_report``). Left out, as
#: arguable: ``argocd``, ``flux`` and ``pulumi``, which both read (``app get``, ``get
#: kustomizations``, ``preview``) and act (``app sync``, ``reconcile``, ``up``) in this fixture.
READS = (
    "airbrake_list_groups", "baidu_ai_search", "bugsnag_get_latest_event", "bugsnag_list_errors",
    "cargo_search", "conda", "crates_io_get_crate", "dataset_search",
    "dataset_viewer_first_rows", "dataset_viewer_splits", "devdocs_search", "dockerhub_list_tags",
    "duckduckgo_results_json", "event-definitions-list", "find_flaky_tests",
    "get-datasource-metadata", "get-library-docs", "get-view-data", "get_account_summaries",
    "get_build", "get_build_failure_logs", "get_custom_dimensions_and_metrics", "get_dimensions",
    "get_explores", "get_job_logs", "get_job_test_results", "get_latest_pipeline_status",
    "get_looks", "get_measures", "get_models", "get_operation", "get_schema",
    "google_cse_search", "helm", "hub_repo_details", "jaeger_find_traces",
    "jaeger_get_operations", "jaeger_get_services", "jaeger_get_trace", "ld_evaluate",
    "ld_get_flag", "list-datasources", "list-views", "list_annotations", "list_endpoints",
    "list_repo_files", "mdn_get_doc", "mdn_search", "metabase_run_card", "metabase_search",
    "model_search", "naver_search_blog", "naver_search_news", "naver_search_webkr", "npm_view",
    "otelcol_metrics", "powerbi_execute_dax", "powerbi_list_datasets", "quay_list_tags", "query",
    "query-datasource", "query-run", "resolve-library-id", "rtd_search", "run_command",
    "run_look", "run_report", "search_operations", "searxng_search", "superset_execute_sql",
    "superset_get_chart_data", "superset_list_charts", "tempo_get_trace", "tempo_search",
    "terminal", "unleash_get_feature", "yandex_search",
)  # fmt: skip
ACTIONS = (
    "bugsnag_update_errors", "create_build", "edit_file", "ld_update_flag",
    "metabase_create_card", "rerun_workflow", "write_file",
)  # fmt: skip
ARGUABLE = ("argocd", "flux", "pulumi")

#: Tools the default counting misjudges, with why (none since ``resolve`` before a thing's
#: name reads).
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "ar-search", "baidu", "ci", "container-registry", "context7", "devdocs", "error-tracking",
    "feature-flags", "gitops", "helm", "hi-search", "huggingface", "looker", "man-pages",
    "metabase", "naver", "openapi", "package-registries", "posthog", "powerbi",
    "product-analytics", "profiling", "pt-search", "pulumi", "readthedocs", "tracing", "yandex",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_formats_as_the_build_script_says() -> None:
    """Spot checks of the formats the build script's docstring names, family by family."""
    docs = [o for o in _results("context7") if o.startswith("TITLE: ")]
    assert docs and all("\nSOURCE: " in o and "\nCODE:\n```" in o for o in docs)
    assert all(o.startswith('<?xml version="1.0"') for o in _results("yandex"))
    naver = [json.loads(o) for o in _results("naver")]
    assert all({"lastBuildDate", "total", "start", "display", "items"} <= set(n) for n in naver)
    searx = [json.loads(o) for o in _results("pt-search")]
    assert all("unresponsive_engines" in s for s in searx)
    assert any(s["unresponsive_engines"] and not s["results"] for s in searx)
    dax = [json.loads(o) for o in _results("powerbi") if o.startswith('{"results"')]
    assert dax and all("tables" in d["results"][0] for d in dax)
    assert all(o.startswith("snippet: ") or o.startswith("Error: ") for o in _results("hi-search"))
    hub = [json.loads(o) for o in _results("container-registry")]
    assert all({"count", "next", "results"} <= set(h) or "has_additional" in h for h in hub)


pytest_generate_tests = parametrize_checks


class TestHeldOut11(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
