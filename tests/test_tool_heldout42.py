"""Forty-second held-out check of the gates: construction and facilities, retail media and
affiliate networks, sleep and health trackers, internal developer portals, speech and audio
services.

``tests/data/tool_heldout42.jsonl`` (built by ``tests/data/tool_heldout42_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Autodesk Construction Cloud issues and RFIs, PlanGrid, Fieldwire, Trimble Connect and
ServiceChannel work orders; the Amazon Ads reporting lifecycle, Criteo CSV statistics,
impact.com's ``@page`` envelopes and API submissions, CJ's commission GraphQL, Awin and
Rakuten Advertising (LinkShare XML, Apigee faults); Oura, WHOOP, Garmin Health pulls and
backfills, Withings' status-in-body answers, Dexcom v3 (and its sandbox's canned data) and
Fitbit; the Backstage catalog and CLI, Port action runs, Cortex scorecards, OpsLevel and
Compass GraphQL; AssemblyAI, Deepgram, Rev.ai, Speechmatics, ElevenLabs and Picovoice's SDK
through a python tool. 35 succeeded and 20 failed (a source failed silently and the agent
kept calling). The fixture was written without reading the detectors, the shape readers,
the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 35 (the same PlanGrid paging session, and the
stop withholds evidence); failing sessions tripped 17 / 16 / 17 of 20, cutting 54 / 50 / 54
of their 137 calls. The default counting misjudges six tools of 128, all actions it counts:
ElevenLabs' ``elevenlabs_text_to_speech``, ``fitbit_log_activity``, Garmin's two backfill
requests, ``impact_reverse_action`` and ``port_run_action``.

The misses share two kinds. Two failures sit on job-submitting tools the gate rightly leaves
uncounted (``assemblyai_submit_transcript`` answered by a negative balance six times,
``speechmatics_submit_job`` by a 429 concurrency limit six times): only the one or two
listing calls between them are counted, so no run reaches 3. And OpsLevel's wrong account,
answering every query with an empty ``{"data":{"account":{...:{"nodes":[]}}}}``, is read
useful at the first empty answer of each shape by ``default`` and ``semantic`` (0.20), so
the run reaches 3 only at the last call; ``classifier`` reads all seven useful (0.35-0.84),
as it reads the Amazon Ads wrong profile's ``{"campaigns": [], "totalResults": 0}`` five times.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): every gate reads the two empty Backstage answers of ``backstage-ok-2``
(``{"items": [], "totalItems": 0, "pageInfo": {}}``, the 'none left' the audit asks for)
useless, a run of 2 before the facets answer; ``criteo-fail-2`` and ``oura-fail-1`` reach
only 2 on any one tool (the agent rotates tools) and are tripped by the gate's reading of one
failure across tools.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout42")
H = "heldout42/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_AAI = (
    'AssemblyAI answers every call with ``{"error":"Your current account balance is '
    'negative. Please top up to continue using the API."}`` (a quota failure), but six of the '
    "seven calls are ``assemblyai_submit_transcript``, an action the gate does not count; the "
    "one counted ``assemblyai_list_transcripts`` is read useless (1.00), a run of 1"
)
_SM = (
    'Speechmatics answers every call with ``{{"code":429,"error":"Too Many Requests",'
    '"detail":"Concurrent job limit of 2 reached for this account"}}``, but six of the eight '
    "calls are ``speechmatics_submit_job``, uncounted; the two counted ``speechmatics_list_jobs`` "
    "are read useless ({score}), a run of 2"
)
_OL = (
    "OpsLevel on the wrong account answers seven different queries with empty connections "
    '(``{"data":{"account":{"services":{"totalCount":0,…,"nodes":[]}}}}``, empty rubric '
    "checks, empty teams)"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "assemblyai/assemblyai-fail-1": _AAI,
        H + "speechmatics/speechmatics-fail-3": _SM.format(score="1.00"),
        H + "opslevel/opslevel-fail-3": _OL + ": the first empty services answer and the "
        "first empty rubric are read useful (0.20), so the run restarts and reaches 3 only at "
        "the last call",
    },
    "classifier": {
        H + "assemblyai/assemblyai-fail-1": _AAI,
        H + "speechmatics/speechmatics-fail-3": _SM.format(score="0.89-0.90"),
        H + "opslevel/opslevel-fail-3": _OL + ": all seven read useful (0.35-0.84)",
        H + "amazon-ads/amazon-ads-fail-1": "Amazon Ads on a profile of another marketplace "
        'answers every listing empty: ``{"campaigns": [], "totalResults": 0}`` five times is '
        "read useful (0.78-0.81); the empty ad group and keyword listings in between are read "
        "useless (1.00) and break nothing, but the campaign runs never pass 0",
    },
    "semantic": {
        H + "assemblyai/assemblyai-fail-1": _AAI,
        H + "speechmatics/speechmatics-fail-3": _SM.format(score="1.00"),
        H + "opslevel/opslevel-fail-3": _OL + ": as with default, a run reaching 3 only at "
        "the last call",
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 54, 137), "classifier": (0, 0, 50, 137), "semantic": (0, 0, 54, 137)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 17, "classifier": 16, "semantic": 17}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Polling a job (a report's, an action run's, a transcript's status) reads. Tools that run
#: code or commands (``python``, ``shell``) and the generic GraphQL tools count: their output
#: is what the agent asked to learn (``compass_graphql`` carries one mutation in compass-ok-6).
READS = (
    "acc_get_issue", "acc_get_issue_types", "acc_get_project_users", "acc_get_rfi",
    "acc_search_companies", "acc_search_issues", "acc_search_rfis",
    "amazon_ads_download_report", "amazon_ads_get_report", "amazon_ads_list_sp_ad_groups",
    "amazon_ads_list_sp_campaigns", "amazon_ads_list_sp_keywords", "assemblyai_get_sentences",
    "assemblyai_get_transcript", "assemblyai_list_transcripts", "awin_get_programme_details",
    "awin_list_programmes", "awin_list_transactions", "backstage_get_entity_by_name",
    "backstage_get_entity_facets", "backstage_query_entities", "cj_advertiser_lookup",
    "cj_graphql", "compass_graphql", "cortex_get_entity", "cortex_get_scorecard_scores",
    "cortex_get_slos", "cortex_list_scorecards", "criteo_list_ad_sets",
    "criteo_list_advertisers", "criteo_list_campaigns", "criteo_search_campaigns",
    "criteo_statistics_report", "deepgram_list_projects", "deepgram_transcribe_url",
    "dexcom_get_alerts", "dexcom_get_data_range", "dexcom_get_egvs", "dexcom_get_events",
    "elevenlabs_get_history", "elevenlabs_get_subscription", "elevenlabs_list_voices",
    "elevenlabs_search_voices", "fieldwire_list_floorplans", "fieldwire_list_locations",
    "fieldwire_list_projects", "fieldwire_list_statuses", "fieldwire_list_tasks",
    "fieldwire_list_teams", "fitbit_get_activity_timeseries", "fitbit_get_activity_types",
    "fitbit_get_daily_activity_summary", "fitbit_get_sleep_log_list", "garmin_pull_dailies",
    "garmin_pull_sleeps", "impact_get_api_submission", "impact_get_media_partner",
    "impact_list_actions", "opslevel_graphql", "oura_daily_readiness", "oura_daily_sleep",
    "oura_heartrate", "oura_personal_info", "oura_sleep", "plangrid_get_project",
    "plangrid_get_sheet", "plangrid_list_issues", "plangrid_list_rfi_statuses",
    "plangrid_list_rfis", "port_get_action_run", "port_get_action_run_logs",
    "port_get_blueprint", "port_get_blueprint_entities", "port_get_entity",
    "port_search_entities", "python", "rakuten_advanced_report", "rakuten_advertiser_search",
    "rakuten_advertiser_search_by_app_status", "rakuten_deep_link",
    "rakuten_events_transactions", "rakuten_link_locator_text_links", "rakuten_partnerships",
    "revai_get_job", "revai_get_transcript_text", "servicechannel_get_checkins",
    "servicechannel_get_locations", "servicechannel_get_providers",
    "servicechannel_get_workorder", "servicechannel_get_workorder_notes",
    "servicechannel_get_workorders", "shell", "speechmatics_get_job",
    "speechmatics_get_transcript", "speechmatics_list_jobs", "tc_get_file_versions",
    "tc_get_todo", "tc_list_folder_items", "tc_list_todos", "whoop_get_cycle",
    "whoop_get_recovery_collection", "withings_get_devices", "withings_getmeas",
    "withings_sleep_getsummary",
)  # fmt: skip
ACTIONS = (
    "acc_add_issue_comment", "acc_create_issue", "amazon_ads_create_report",
    "assemblyai_submit_transcript", "coach_app_import_dailies", "elevenlabs_delete_voice",
    "elevenlabs_text_to_speech", "fieldwire_add_task_comment", "fitbit_log_activity",
    "fitbit_update_sleep_goal", "garmin_backfill_dailies", "garmin_backfill_sleeps",
    "impact_reverse_action", "port_run_action", "revai_submit_job", "servicechannel_add_note",
    "servicechannel_create_workorder", "speechmatics_submit_job", "write_file",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "elevenlabs_text_to_speech": "acts (it synthesises and saves an MP3; its answer is "
    "``Success. File saved as: /srv/announcements/tts_….mp3. Voice used: Lily``) and is "
    "counted; it moved no run in elevenlabs-ok-5",
    "fitbit_log_activity": "acts (it logs a swim; its answer is the created activityLog "
    "record) and is counted; no run moved",
    "garmin_backfill_dailies": "acts (it asks Garmin to re-send a month of summaries; its "
    "answer is ``HTTP 202 Accepted``, the data arrives through the pulls) and is counted; "
    "read unknown (0.50), no run moved",
    "garmin_backfill_sleeps": "acts like garmin_backfill_dailies and is counted; both "
    "``HTTP 202 Accepted`` answers in garmin-health-fail-2 are read unknown (0.50)",
    "impact_reverse_action": "acts (it reverses a conversion; its answer is "
    '``{"Status": "QUEUED", "QueuedUri": …}``) and is counted; no run moved',
    "port_run_action": "acts (it starts a self-service action; its answer is the new run "
    'with ``"status": "IN_PROGRESS"``, polled with port_get_action_run) and is counted; '
    "no run moved",
}

FAMILIES = {
    "autodesk-build", "plangrid", "fieldwire", "trimble-connect", "servicechannel",
    "amazon-ads", "criteo", "impact-com", "cj-affiliate", "awin", "rakuten-advertising",
    "oura", "whoop", "garmin-health", "withings", "dexcom", "fitbit", "backstage", "port",
    "cortex", "opslevel", "compass", "backstage-cli", "assemblyai", "deepgram", "revai",
    "speechmatics", "elevenlabs", "picovoice",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("autodesk-build", "fieldwire", "oura", "whoop", "dexcom", "port", "compass"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(json.loads(o)["status"] in (0, 401) for o in _results("withings"))
    assert all(o.startswith(("<?xml", "{")) for o in _results("rakuten-advertising")), (
        "rakuten answers XML (LinkShare) or JSON"
    )
    assert all(
        o.startswith("Traceback") or o.startswith("Forward") or o in ("",)
        for o in _results("picovoice")
        if not o.startswith("Successfully wrote")
    )
    backstage = [o for o in _results("backstage") if not o.startswith("<!DOCTYPE")]
    assert backstage and all(json.loads(o) for o in backstage)


pytest_generate_tests = parametrize_checks


class TestHeldOut42(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
