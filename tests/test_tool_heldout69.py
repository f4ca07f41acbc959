"""Sixty-ninth held-out check of the gates: data labelling, feature stores and data
catalogues, dataset hubs, mobile ad networks, mobile attribution.

``tests/data/tool_heldout69.jsonl`` (built by ``tests/data/tool_heldout69_build.py``) holds 54
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Labelbox GraphQL and export tasks, Scale AI task paging, CVAT export requests and
issues, the Prodigy CLI, SuperAnnotate and Encord; Tecton, Hopsworks, Atlan, Featureform,
Alation and Select Star; the Kaggle CLI, data.world, OpenML, Papers with Code, Mendeley Data
and Dryad; AppLovin MAX, ironSource, Unity Ads, AdMob, Chartboost and Liftoff; AppsFlyer,
Adjust, Branch, Singular, Kochava and Airbridge. 34 succeeded and 20 failed (a source failed
silently and the agent kept calling). The fixture was written without reading the detectors,
the shape readers, the gate's tool counting or the earlier fixtures.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 34 (the one stop withholds evidence: three empty
CVAT issue lists, which are the answer); failing sessions tripped 19 / 16 / 19 of 20, cutting
69 / 59 / 66 of their 141 calls. The default counting misjudges two tools of 85:
``sa_attach_items`` and ``hopsworks_run_job`` act but are counted.

The misses share one kind: a job that never leaves its queue. Liftoff's report status
``{"id": …, "state": "queued"}`` seven times is read unknown (0.50) by every gate, so no run
starts. ``classifier`` also misses three sources repeating one answer (Unity Ads' placeholder
CSV row, Adjust's demo-data rows, Singular's ``QUEUED`` status), which the replay does not
cut although the later repeats read useless when scored on their own.

Near misses were not surveyed in the time box.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout69")
H = "heldout69/"

_CVAT = (
    'Three ``{"count": 0, "next": null, "previous": null, "results": []}`` from '
    "cvat_list_issues for jobs 8810-8812 are read useless (1.00); they are the answer "
    "(no open review issues, so the task can be signed off)"
)
_LIFTOFF = (
    'Liftoff\'s ``{"id": …, "state": "queued"}`` seven polls running is read unknown '
    "(0.50) at every call; a report that never leaves the queue is a stuck source"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {H + "cvat/cvat-ok-2": _CVAT},
    "classifier": {H + "cvat/cvat-ok-2": _CVAT},
    "semantic": {H + "cvat/cvat-ok-2": _CVAT},
}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "liftoff/liftoff-fail-1": _LIFTOFF},
    "classifier": {
        H + "liftoff/liftoff-fail-1": _LIFTOFF,
        H + "unity-ads/unity-ads-fail-1": "Unity Ads answers seven differently grouped "
        "queries with one placeholder row ``2023-01-02T00:00:00.000Z,US,0,0`` (last "
        "year, zeros); the replay cuts no call",
        H + "adjust/adjust-fail-1": "Adjust answers seven metric sets with the same "
        "``Demo App`` row and the warning ``App token abc123tf not found for this user; "
        "showing demo data.``; the replay cuts no call",
        H + "singular/singular-fail-1": 'Singular\'s status stays ``"status": "QUEUED"`` '
        "for two report ids across seven polls; the replay cuts no call",
    },
    "semantic": {H + "liftoff/liftoff-fail-1": _LIFTOFF},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {
    "default": (1, 1, 69, 141),
    "classifier": (1, 1, 59, 141),
    "semantic": (1, 1, 66, 141),
}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 19, "classifier": 16, "semantic": 19}

#: Whether a careful reading counts each tool (a read) or not (an action). ``shell`` runs
#: read-only CLIs here (kaggle, prodigy, featureform). Left open, as arguable: the report
#: and export requests whose answer is a handle to poll (they start work but read nothing).
READS = (
    "adjust_report", "admob_list_ad_units", "admob_list_apps", "admob_network_report",
    "airbridge_report_result", "alation_get_job", "alation_get_table", "alation_get_user",
    "alation_list_datasources", "alation_search", "appsflyer_aggregate", "appsflyer_raw",
    "atlan_search", "branch_query", "branch_read_link", "chartboost_analytics",
    "chartboost_apps", "cvat_get_request", "cvat_list_issues", "cvat_list_jobs",
    "cvat_list_tasks", "dryad_get_dataset", "dryad_search", "dw_get_dataset", "dw_sql",
    "encord_get_label_row", "encord_list_datasets", "encord_list_label_rows", "fetch_url",
    "hopsworks_get_execution", "hopsworks_get_feature_vector", "ironsource_groups_list",
    "ironsource_reporting", "ironsource_user_ad_revenue", "kochava_report_result",
    "kochava_report_status", "labelbox_get_task", "labelbox_graphql", "labelbox_task_result",
    "liftoff_report_data", "liftoff_report_status", "max_report", "mendeley_get_dataset",
    "mendeley_get_file", "openml_get_data", "openml_list_data", "openml_list_evaluations",
    "openml_list_runs", "pwc_evaluation_results", "pwc_get_paper", "pwc_search_papers",
    "pwc_search_tasks", "pwc_task_evaluations", "sa_search_items", "scale_get_batch",
    "scale_get_task", "scale_list_batches", "scale_list_tasks", "selectstar_lineage",
    "selectstar_search", "shell", "singular_get_report_status", "tecton_get_feature_service",
    "tecton_get_features", "unity_ads_stats",
)  # fmt: skip
ACTIONS = (
    "admob_create_ad_unit", "airbridge_create_tracking_link", "alation_update_table",
    "branch_create_link", "cvat_update_task", "hopsworks_run_job", "ironsource_groups_update",
    "liftoff_create_report", "sa_add_contributors", "sa_assign_items", "sa_attach_items",
    "sa_create_project", "singular_create_async_report",
)  # fmt: skip
ARGUABLE = (
    "airbridge_actuals_report", "cvat_export_dataset", "kochava_fraud_report",
    "labelbox_export_v2",
)  # fmt: skip

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "sa_attach_items": "acts (it attaches three S3 images to a SuperAnnotate project; its "
    'answer is the SDK\'s receipt ``[["p01.png", "p02.png", "p03.png"], []]``) and is counted',
    "hopsworks_run_job": "acts (it starts a Hopsworks job; its answer is the new execution "
    '``{"id": 5531, "state": "INITIALIZING", …}``) and is counted',
}

FAMILIES = {
    "adjust", "admob", "airbridge", "alation", "applovin-max", "appsflyer", "atlan", "branch",
    "chartboost", "cvat", "dataworld", "dryad", "encord", "featureform", "hopsworks",
    "ironsource", "kaggle", "kochava", "labelbox", "liftoff", "mendeley-data", "openml",
    "paperswithcode", "prodigy", "scale", "selectstar", "singular", "superannotate", "tecton",
    "unity-ads",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 54
    assert len(FIX.ids(True)) == 34 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(1 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


pytest_generate_tests = parametrize_checks


class TestHeldOut69(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
