"""Twenty-second held-out check of the gates: clinical data capture, physics and astronomy
archives, e-discovery and court feeds, team chat, data catalogs and lineage.

``tests/data/tool_heldout22.jsonl`` (built by ``tests/data/tool_heldout22_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: REDCap exports, imports and logging, OpenClinica's ODM-as-JSON, Medidata Rave queries
and ODM, Pinnacle 21 reports and the CDISC CORE engine; astroquery's VizieR and MAST tables,
the CERN Open Data portal and its client, ROOT macros (cling errors, Minuit2 fits, tree
prints and scans), HEPData records and YAML tables, GWOSC event records; Relativity
``queryslim`` pages and mass updates, an Everlaw listing, a privilege log, CM/ECF RSS, court
calendars and the PACER login page; Mattermost, Rocket.Chat and Zulip; DataHub, Amundsen,
Collibra, Marquez and Unity Catalog. 35 succeeded and 20 failed (a source failed silently and
the agent kept calling). The fixture was written without reading the detectors, the shape
readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 1 / 0 of 35 (the one stop withholds evidence); failing
sessions tripped 19 / 12 / 13 of 20, cutting 31 / 24 / 24 of their 104 calls. The default
counting misjudges one tool of 77: Rave's ``rave_respond_query`` acts (it posts a query
response and gets a receipt) but is counted.

The misses share two kinds. A source that answers every question with the same well-formed
record of something else (GWOSC's GW150914 for four other events, HEPData's Table 1 for
Tables 2-6, Marquez's one-node graph of another dataset, DataHub's quickstart samples, a
stale Pinnacle 21 report of another study) is read unknown or useful by ``classifier`` and
``semantic`` at every call; only ``default`` catches the repeats. And one expired Mattermost
session answering two tools in turn is counted per tool, so no gate cuts a call.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reads both Rave query-response receipts in ``edc-ok-1`` useless (1.00;
counted, see above), and reads the first of each repeated wrong answer useful (0.20: the
first ``{"TotalCount":0,"Objects":[],…}`` of Relativity, the first GW150914 record, the
first Table 1, the first sample-dataset page), so its trips come a call later; ``classifier``
reads two Rave subject ODM documents (``<ODM FileType="Snapshot" …><mdsol:Query
QueryRepeatKey="5531" …>``) useless (0.91-0.92) and the two header-only query listings of
``edc-ok-2`` useless (0.98) around an unknown one; ``semantic`` reads the same Rave documents
and listings useless (1.00), and the two empty DataHub searches of ``datahub-ok-2``
(``{"start":0,"count":0,"total":0,"searchResults":[]}``, the 'not catalogued' the task asks
for) useless (1.00) around an unknown one, reaching 2.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout22")
H = "heldout22/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_SAMPLES = (
    "DataHub's search answers five differently worded queries for PII datasets in the "
    'Marketing domain with the same three quickstart samples (``SampleHiveDataset`` "table '
    'containing all the users in the company", ``SampleKafkaDataset``, '
    "``fct_users_created``): read {how} five times"
)
_TABLE1 = (
    "HEPData answers the requests for Tables 2, 3, 5 and 6 with Table 1's YAML "
    "(``qualifiers:\\n  - {{name: ABS(YRAP), value: 0.0-0.5}}`` … ``value: 8.931e+03``), "
    "the |y| bin the agent did not ask for: read {how} five times"
)
_STALE_P21 = (
    "Pinnacle 21 hands back the same week-old report of another study for five runs "
    "(``validating /work/onc207/sdtm``, ``Report: /work/onc207/p21/pinnacle21-report-"
    "2025-02-26T091207.xlsx``, the same three issues): read {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {},
    "classifier": {
        H + "datahub/datahub-fail-1": _SAMPLES.format(how="useful (0.76-0.81)"),
        H + "hepdata/hepdata-fail-1": _TABLE1.format(how="unknown (0.50)"),
        H + "sdtm/sdtm-fail-1": _STALE_P21.format(how="useful (0.69-0.73) five times"),
        H + "unity-catalog/unity-catalog-fail-1": '``{"error_code":"TEMPORARILY_UNAVAILABLE",'
        '"message":"The service at /api/2.0/lineage-tracking/column-lineage is temporarily '
        'unavailable. Please try again later."}`` (the lineage service is down) is read '
        "useful (0.85-0.87) six times",
    },
    "semantic": {
        H + "hepdata/hepdata-fail-1": _TABLE1.format(how="unknown (0.50)"),
        H + "sdtm/sdtm-fail-1": _STALE_P21.format(
            how="useless (0.99) at the second and fourth run, useful (0.98-0.99) at the third "
            "and fifth, so the run never passes 1"
        ),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 33, 104), "classifier": (0, 0, 27, 104), "semantic": (0, 0, 30, 104)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 20, "classifier": 16, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute or build count: their output (a validation report, a ROOT macro's
#: print-out, a search-terms report) is what the agent asked to learn; so does
#: ``cernopendata_client``, whose role depends on the command. Left out, as arguable:
#: ``mast_download_products`` (writes files, but its answer is the manifest the agent checks).
READS = (
    "amundsen_get_table", "amundsen_get_table_dashboards", "amundsen_get_table_description",
    "amundsen_search_tables", "cernopendata_client", "collibra_find_assets",
    "collibra_get_attributes", "collibra_get_relations", "core_issue_details",
    "core_validate", "court_calendar_search", "court_docket_events", "ecf_rss_fetch",
    "everlaw_get_document", "everlaw_search", "get_entity", "get_lineage", "gwosc_event",
    "gwosc_timeline", "hepdata_get_record", "hepdata_get_table", "hepdata_search",
    "marquez_get_lineage", "marquez_list_runs", "mast_catalogs_query_object",
    "mast_get_product_list", "mast_query_criteria", "mattermost_get_channel_posts",
    "mattermost_get_post_thread", "mattermost_get_user", "mattermost_search_posts",
    "oc_get_clinical_data", "opendata_search", "p21_validate", "pacer_docket_report",
    "privlog_export", "rave_get_subject_data", "rave_list_queries", "read_dataset_rows",
    "redcap_export_dags", "redcap_export_logging", "redcap_export_metadata",
    "redcap_export_records", "redcap_export_reports", "relativity_get_extracted_text",
    "relativity_query_documents", "relativity_run_search_terms_report",
    "review_get_document_metadata", "review_get_withheld_list", "rocketchat_channels_history",
    "rocketchat_search_messages", "root_run_macro", "search", "uc_get_column_lineage",
    "uc_get_effective_permissions", "uc_get_permissions", "uc_get_table",
    "uc_get_table_lineage", "uc_list_tables", "vizier_query_object", "vizier_query_region",
    "zulip_get_messages",
)  # fmt: skip
ACTIONS = (
    "apply_dataset_patch", "collibra_add_attribute", "firm_calendar_add_event",
    "mattermost_create_post", "privlog_add_entry", "rave_close_query", "rave_respond_query",
    "redcap_import_records", "relativity_mass_update", "review_set_tag",
    "rocketchat_chat_post_message", "uc_update_permissions", "zulip_add_reaction",
    "zulip_send_message",
)  # fmt: skip
ARGUABLE = ("mast_download_products",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "rave_respond_query": "acts (it posts a query response to Rave; its answer is a receipt: "
    '``<Response … IsTransactionSuccessful="1" SuccessStatistics="Rave objects touched: '
    'Subjects=0; Folders=0; Forms=0; Fields=1; LogLines=0" …>``) and is counted; the '
    "queries' state is read with rave_list_queries. Both receipts in edc-ok-1 are read "
    "useless (1.00), a run of 2",
}

FAMILIES = {
    "amundsen", "cern-opendata", "collibra", "court-dockets", "datahub", "edc", "everlaw",
    "gwosc", "hepdata", "marquez", "mast", "mattermost", "openclinica", "privlog", "redcap",
    "relativity", "rocketchat", "root", "sdtm", "unity-catalog", "vizier", "zulip",
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


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    assert all(
        o == "Empty TableList" or o.startswith("TableList with 1 tables:\n\t'0:")
        for o in _results("vizier")
    )
    for family in ("redcap", "mattermost", "rocketchat", "zulip", "unity-catalog", "datahub"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(
        o.startswith("Processing ") or o.startswith("ROOT session not running")
        for o in _results("root")
    )
    assert all(
        o.startswith('<?xml version="1.0" encoding="utf-8"?><')
        for o in _results("edc")
        if not o.startswith("SiteNumber,")
    )
    zulip = [json.loads(o) for o in _results("zulip")]
    assert all(z["result"] == "success" for z in zulip)


pytest_generate_tests = parametrize_checks


class TestHeldOut22(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
