"""Thirty-eighth held-out check of the gates: data movement and reverse ETL, cloud cost
management, digital asset management, CDN and edge platforms, research identifiers and
repositories.

``tests/data/tool_heldout38.jsonl`` (built by ``tests/data/tool_heldout38_build.py``) holds 62
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Fivetran, Airbyte, Hightouch, RudderStack, mParticle and the meltano CLI; AWS Cost
Explorer through the aws CLI, Azure Cost Management queries and budgets, the GCP billing export
queried with ``bq``, Kubecost allocations, ``infracost`` and Vantage; Bynder, Canto, AEM Assets'
Siren API, Widen (Acquia DAM), Brandfolder and Frontify's GraphQL; the Cloudflare API and
GraphQL analytics, Fastly, Akamai PAPI and Fast Purge, CloudFront invalidations, bunny.net and
Netlify; ORCID, DataCite, Zenodo, figshare, DBLP and INSPIRE-HEP. 40 succeeded and 22 failed (a
source failed silently and the agent kept calling). The fixture was written without reading
the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 40; failing sessions tripped 17 / 12 / 16 of 22,
cutting 51 / 37 / 50 of their 142 calls. The default counting misjudges five tools of 106:
``fivetran_sync_connector``, ``fastly_clone_version``, ``rudderstack_identify`` and
``rudderstack_track`` act but are counted; ``kubecost_savings_request_sizing`` reads (it
returns right-sizing recommendations) but is not counted.

The misses share three kinds. A failure spread over several tools (Airbyte's ``Connection
refused`` and Cloudflare's ``Authentication error`` are read useless at every call, but the
agent moves between four or five tools, so no tool's run reaches 3: a weakness of those two
sessions as written as much as of the per-tool counting). A failure read as a normal answer:
``bq`` tables that are empty or ``NULL`` because the billing export stopped in July, the
``Run invocation could not be completed as block failed: Extractor failed`` block of meltano
between its expired-session tracebacks, and for ``classifier`` / ``semantic`` AEM's login page
served with 200, DataCite's one sample record ``10.5072/example-full`` for every query,
Bynder's same two 2019 assets, RudderStack's empty dev-source stream. And ``infracost``'s
invalid-key error, which reaches 3 only at the session's last call (its key printed in between
is read useful), so nothing is cut.

Near misses not counted (a run of 2, no call cut): ``default`` reads two of the three PENDING
activation polls of ``akamai-ok-1`` useless (1.00) before the ACTIVE one, and ``semantic`` the
same two (0.99).
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout38")
H = "heldout38/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_BQ = (
    "the billing export stopped on 2024-07-02 (``SELECT MAX(export_time)`` answers "
    "``2024-07-02 06:14:55``), so every October query returns an empty ``bq`` table "
    "(``| description | cost |`` and no rows) or ``| NULL |``: read useful ({score}) seven "
    "times, never as an empty answer to a question that should have one"
)
_MELTANO = (
    "tap-salesforce's refresh token is dead: ``CRITICAL INVALID_SESSION_ID: Session expired "
    "or invalid`` is read useless ({bad}) at the fourth and sixth shell calls, but the "
    "``Run invocation could not be completed as block failed: Extractor failed`` runs between "
    "are read useful ({good}), so the run never passes 1"
)
_INFRACOST = (
    "``✖ Retrieving cloud prices to calculate costs … Error: Invalid API key, please run "
    "infracost auth login`` is read {first}; the printed key (``ico-xxxx…``) between is read "
    "useful; the run {last}"
)
_AEM = (
    "every AEM Assets call answers the ``<title>AEM Sign In</title>`` login form with 200 "
    "(the session cookie expired): read {how} six times"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "gcp-billing-bq/gcp-billing-bq-fail-1": _BQ.format(score="0.20"),
        H + "meltano/meltano-fail-1": _MELTANO.format(bad="1.00", good="0.20"),
        H + "infracost/infracost-fail-1": _INFRACOST.format(
            first="useful (0.20) at the first two calls, useless (1.00) at the last three",
            last="reaches 3 only at the session's last call",
        ),
    },
    "classifier": {
        H + "gcp-billing-bq/gcp-billing-bq-fail-1": _BQ.format(score="0.35-0.86"),
        H + "meltano/meltano-fail-1": _MELTANO.format(bad="0.88-0.89", good="0.35-0.82"),
        H + "infracost/infracost-fail-1": _INFRACOST.format(
            first="useful (0.77-0.86) all five times", last="never starts"
        ),
        H + "aem-assets/aem-assets-fail-1": _AEM.format(
            how="useful (0.72-0.77), unknown (0.50) once"
        ),
        H + "bynder/bynder-fail-1": "Bynder's search answers seven different queries "
        "(guidelines 2024, logo, onboarding, typography…) with the same two 2019 assets "
        "(``Brand_Guidelines_v3_2019``, ``Logo_pack_2019``), a stale cache: read useful "
        "(0.66-0.81) six times, useless (0.89) only at the last",
        H + "datacite/datacite-fail-1": "DataCite answers seven permafrost-methane queries with "
        'the same sample record (``10.5072/example-full``, "Full DataCite XML Example", '
        "Software, 2014): read useful (0.58-0.82) every time",
        H + "rudderstack/rudderstack-fail-1": "the agent reads the dev source (``iOS app (dev)``) "
        'so ``{"events":[]}`` and ``"received":0,"ingested":0`` come back for every query about '
        "production events: read useful (0.57-0.86) every time",
        H + "vantage/vantage-fail-1": '``{"errors":["Service Unavailable: Vantage is undergoing '
        'scheduled maintenance. …"]}`` is read useless (0.93-0.94) at three calls but useful '
        "(0.51-0.70) at the three between them, so no tool's run passes 1",
    },
    "semantic": {
        H + "gcp-billing-bq/gcp-billing-bq-fail-1": _BQ.format(score="0.39"),
        H + "meltano/meltano-fail-1": _MELTANO.format(bad="1.00", good="0.39"),
        H + "infracost/infracost-fail-1": _INFRACOST.format(
            first="useful (0.39) at the first two calls, useless (1.00) at the last three",
            last="reaches 3 only at the session's last call",
        ),
        H + "aem-assets/aem-assets-fail-1": _AEM.format(how="unknown (0.50)"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 57, 142), "classifier": (0, 0, 43, 142), "semantic": (0, 0, 57, 142)}
#: Failing sessions tripped (a call cut), of 22.
TRIPPED = {"default": 19, "classifier": 14, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell`` counts: here it runs the aws, bq, infracost, meltano and netlify CLIs, whose
#: output is what the agent asked to learn (a ``git checkout`` and ``meltano config set`` are
#: the exceptions). ``kubecost_savings_request_sizing`` reads: it returns recommendations.
READS = (
    "aem_assets_get", "aem_query_builder", "airbyte_get_job", "airbyte_list_connections",
    "airbyte_list_jobs", "airbyte_list_sources", "akamai_papi_get_activation",
    "azure_budget_get", "azure_cost_forecast", "azure_cost_query", "brandfolder_list_assets",
    "brandfolder_list_brandfolders", "brandfolder_list_collections",
    "brandfolder_list_sections", "brandfolder_search_assets", "bunny_list_pullzones",
    "bunny_statistics", "bynder_get_media", "bynder_search_media", "canto_get_content",
    "canto_list_albums", "canto_search", "cloudflare_graphql", "cloudflare_list_dns_records",
    "cloudflare_list_zones", "cloudflare_verify_token", "datacite_get_doi", "datacite_search",
    "dblp_search_author", "dblp_search_publ", "fastly_get_service", "fastly_stats",
    "fastly_stats_by_pop", "fastly_stats_field", "figshare_get_article",
    "figshare_search_articles", "fivetran_get_connector", "fivetran_list_connectors",
    "fivetran_list_group_connectors", "fivetran_list_groups", "frontify_graphql",
    "hightouch_get_sync", "hightouch_list_models", "hightouch_list_sync_runs",
    "hightouch_list_syncs", "http_get", "inspire_get_literature", "inspire_search_literature",
    "kubecost_allocation", "kubecost_assets", "kubecost_savings_request_sizing",
    "mparticle_dsr_status", "mparticle_get_profile", "netlify_get_deploy",
    "orcid_expanded_search", "orcid_get_employments", "orcid_get_record", "orcid_get_works",
    "rudderstack_destination_status", "rudderstack_event_metrics", "rudderstack_list_sources",
    "rudderstack_live_events", "shell", "sql_query", "vantage_get_costs",
    "vantage_list_cost_reports", "vantage_list_folders", "widen_get_asset",
    "widen_search_assets", "zenodo_get_record", "zenodo_get_record_files",
    "zenodo_search_records",
)  # fmt: skip
ACTIONS = (
    "aem_assets_create", "aem_assets_update_metadata", "airbyte_create_job",
    "akamai_fast_purge", "akamai_papi_activate", "brandfolder_create_share_manifest",
    "bunny_purge_pullzone", "bynder_add_to_collection", "bynder_create_collection",
    "bynder_share_collection", "canto_batch_update", "cloudflare_create_dns_record",
    "cloudflare_create_page_rule", "cloudflare_purge_cache", "create_ticket",
    "fastly_activate_version", "fastly_clone_version", "fastly_purge_key",
    "fastly_update_settings", "fivetran_sync_connector", "github_comment",
    "hightouch_trigger_sync", "mparticle_dsr_create", "mparticle_send_events",
    "netlify_create_build", "rudderstack_identify", "rudderstack_track", "send_message",
    "vantage_create_cost_report", "write_file", "zenodo_create_deposition", "zenodo_publish",
    "zenodo_update_deposition", "zenodo_upload_file",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "fivetran_sync_connector": "acts (it triggers a sync; its answer is the receipt "
    "``Sync has been successfully triggered for connector with id '…'``) and is counted; "
    "the sync's progress is read with fivetran_get_connector",
    "fastly_clone_version": "acts (it creates a new draft version of the service and answers "
    'with it: ``{"number":88,…,"active":false,"locked":false}``) and is counted',
    "rudderstack_identify": "acts (it sends an identify event; RudderStack's HTTP API answers "
    "the plain text ``OK``) and is counted",
    "rudderstack_track": "acts (it sends a track event; the answer is ``OK``) and is counted; "
    "arrival is read with rudderstack_live_events",
    "kubecost_savings_request_sizing": "reads (it returns Kubecost's right-sizing "
    "recommendations, ``recommendedRequest`` and ``monthlySavings``, the answer the task "
    "asks for) but is not counted",
}

FAMILIES = {
    "fivetran", "airbyte", "hightouch", "rudderstack", "mparticle", "meltano",
    "aws-ce", "azure-cost", "gcp-billing-bq", "kubecost", "infracost", "vantage",
    "bynder", "canto", "aem-assets", "widen", "brandfolder", "frontify",
    "cloudflare", "fastly", "akamai", "cloudfront", "bunny", "netlify",
    "orcid", "datacite", "zenodo", "figshare", "dblp", "inspire",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 62
    assert len(FIX.ids(True)) == 40 and len(FIX.ids(False)) == 22
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("fivetran", "hightouch", "azure-cost", "datacite", "zenodo", "vantage"):
        results = [o for o in _results(family) if not o.startswith("Wrote ")]  # write_file
        assert all(json.loads(o) is not None for o in results), family
    for o in _results("cloudflare"):
        if o.startswith('{"result"') or o.startswith('{"success"'):
            assert "success" in json.loads(o)
    assert all(o.startswith("Waiting on bqjob_r") for o in _results("gcp-billing-bq"))
    assert all(o.startswith("Evaluating Terraform directory") or o.startswith("ico-")
               or o.startswith("From ") or o.startswith("Key: ") or o.startswith('{"id"')
               for o in _results("infracost"))  # fmt: skip


pytest_generate_tests = parametrize_checks


class TestHeldOut38(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
