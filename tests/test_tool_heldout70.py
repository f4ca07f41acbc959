"""Seventieth held-out check of the gates: web-scraping services, video platforms, vehicle
history and pricing, time tracking, customer reviews.

``tests/data/tool_heldout70.jsonl`` (built by ``tests/data/tool_heldout70_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: ScrapingBee page bodies and extract rules, Apify actor runs, logs and dataset items,
Zyte API extraction and its problem documents, Bright Data triggers, progress and snapshots,
ScraperAPI fetches and async jobs, Oxylabs realtime results; Wistia medias and stats, JW
Player media and analytics, Cloudflare Stream's v4 envelope, api.video pages, Vidyard views
and Kaltura list responses and ``KalturaAPIException``; Carfax and Kelley Blue Book dealer
integrations, Marketcheck searches, CarsXE, Auto.dev and VinAudit; Everhour, RescueTime's
analytic rows, Timely, Hubstaff v2, TimeCamp and Timing; Trustpilot, Yotpo, Bazaarvoice
Conversations, Reviews.io, Judge.me and Feefo. 35 succeeded and 21 failed (a source failed
silently and the agent kept calling). The fixture was written and committed without reading
the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it. The gate's default choice of which
tools it counts is checked tool by tool, its misjudgements listed the same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 20 / 18 / 20 of 21,
cutting 70 / 64 / 69 of their 144 calls. The default counting misjudges two tools of 97:
``apify_run_task`` (starts a run; its answer is the new run's receipt) and
``crm_log_activity`` (``Logged 2 activities.``) act but are counted.

The misses share two kinds. Every gate misses ``trustpilot-fail-1``: the only tool called,
``trustpilot_invite``, acts (it sends review invitations), so its seven identical ``Invalid
ApiKey for given resource`` faults are not counted, though a careful reader sees the key is
dead after the second. And ``classifier`` reads a source that answers well-formed but wrong
as useful: Oxylabs handing back one cached page of flu results for seven different shingles
queries, and Timing's empty page (``{"data": [], … "total": 0}``) for six differently
filtered queries of a week the user says has billable entries.

Near misses not counted (a run of 2, or a single useless reading): ``default`` and
``semantic`` read both empty caption lists of ``apivideo-ok-1`` useless (1.00), the answer
the task asks for (videos with no captions), a run of 2; ``default`` reads the empty active
and recent Marketcheck searches of ``marketcheck-ok-2`` useless (1.00) on two tools, and
``crm_log_activity``'s receipt useless (1.00); ``classifier`` reads api.video's two pages of
demo videos useless (0.92, 0.91), a run of 2, then both empty caption lists; ``semantic``
reads the same two pages useless (0.92) and the JW Player search that confirms no video is
left (``{"media": [], … "total": 0}``) useless (1.00). Every gate reads the legitimately
empty answers (RescueTime focus sessions ``[]``, Bazaarvoice's no-answer list, TimeCamp's
empty December) useless once, never twice in a row on one tool.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout70")
H = "heldout70/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_INVITE = (
    "the only tool, ``trustpilot_invite``, acts (it sends review invitations), so its seven "
    '``{"fault": {"faultstring": "Invalid ApiKey for given resource", …}}`` answers, read '
    "useless (1.00), are not counted: the dead key is never caught"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "trustpilot/trustpilot-fail-1": _INVITE},
    "classifier": {
        H + "trustpilot/trustpilot-fail-1": _INVITE,
        H + "oxylabs/oxylabs-fail-1": "Oxylabs answers seven different queries on shingles "
        "vaccines in Bristol with the same cached Google page (``nhs.uk/conditions/flu``, "
        "``Annual flu programme - GOV.UK``, ``q=flu+vaccine+eligibility+uk``), someone "
        "else's search: read useful (0.78-0.85) seven times",
        H + "timing/timing-fail-1": "Timing answers six differently filtered queries with "
        'the same empty page (``{"data": [], … "meta": {… "total": 0}}``) though the user '
        "tagged billable entries that week (the token reads another team): read useful "
        "(0.83) six times",
    },
    "semantic": {H + "trustpilot/trustpilot-fail-1": _INVITE},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 70, 144), "classifier": (0, 0, 64, 144), "semantic": (0, 0, 69, 144)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 20, "classifier": 18, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that start a job and return its status count as reads where the status is what the
#: agent polls (``cf_stream_get``, ``brightdata_progress``, ``scraperapi_async_status``).
#: Left out, as arguable: ``apify_call_actor`` (starts an actor run, but Apify's call-actor
#: tools wait for the run and answer with its result, which the agent reads).
READS = (
    "apify_get_dataset_items", "apify_get_run", "apify_get_run_log", "apify_list_task_runs",
    "apivideo_list_captions", "apivideo_list_videos", "autodev_vin", "brightdata_progress",
    "brightdata_serp", "brightdata_snapshot", "bv_answers", "bv_questions", "bv_statistics",
    "carfax_recalls", "carfax_service_records", "carfax_vehicle_history", "carsxe_history",
    "carsxe_marketvalue", "carsxe_plate_decoder", "carsxe_recalls", "carsxe_specs",
    "cf_stream_embed", "cf_stream_get", "cf_stream_live_inputs", "everhour_current_timer",
    "everhour_project_time", "everhour_projects", "everhour_search_tasks", "everhour_users",
    "feefo_reviews", "feefo_summary", "hubstaff_daily_activities", "hubstaff_members",
    "hubstaff_timesheets", "judgeme_reviews", "jwp_analytics_query", "jwp_list_media",
    "kaltura_caption_list", "kaltura_category_entries", "kaltura_media_get",
    "kaltura_media_list", "kbb_lookup_vehicle", "kbb_values", "marketcheck_search_active",
    "marketcheck_search_recent", "oxylabs_realtime", "rescuetime_analytic_data",
    "rescuetime_focus_sessions", "reviewsio_product_reviews", "scraperapi_async_status",
    "scraperapi_fetch", "scrapingbee_get", "timecamp_entries", "timecamp_tasks",
    "timely_events", "timely_projects", "timing_report", "timing_time_entries",
    "trustpilot_business_reviews", "trustpilot_business_unit", "trustpilot_get_review",
    "vidyard_find_video", "vidyard_get_video", "vidyard_list_folder", "vidyard_video_views",
    "vinaudit_market_value", "vinaudit_pull_report", "vinaudit_query", "wistia_list_medias",
    "wistia_list_projects", "wistia_media_stats", "wistia_search_medias",
    "yotpo_moderation_list", "yotpo_product_reviews", "yotpo_search_reviews", "zyte_extract",
)  # fmt: skip
ACTIONS = (
    "apify_run_task", "appraisal_update", "brightdata_trigger", "cf_stream_copy",
    "crm_log_activity", "deal_add_note", "everhour_start_timer", "everhour_stop_timer",
    "hubstaff_approve_timesheet", "judgeme_update_review", "jwp_update_media",
    "kaltura_notify_category", "reviewsio_reply", "scraperapi_async_submit",
    "timely_create_event", "timing_create_entry", "trustpilot_invite", "trustpilot_reply",
    "yotpo_update_review",
)  # fmt: skip
ARGUABLE = ("apify_call_actor",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "apify_run_task": "acts (it starts a run of a saved task; its answer is the new run's "
    'receipt, ``{"data": {"id": "Zt41cYp0aM", "status": "READY", …}}``) and is counted; '
    "the run is then read with apify_get_run",
    "crm_log_activity": "acts (it logs activities on CRM contacts; its answer is the receipt "
    "``Logged 2 activities.``, read useless, 1.00) and is counted",
}

FAMILIES = {
    "apify", "apivideo", "autodev", "bazaarvoice", "brightdata", "carfax", "carsxe",
    "cfstream", "everhour", "feefo", "hubstaff", "judgeme", "jwplayer", "kaltura", "kbb",
    "marketcheck", "oxylabs", "rescuetime", "reviewsio", "scraperapi", "scrapingbee",
    "timecamp", "timely", "timing", "trustpilot", "vidyard", "vinaudit", "wistia", "yotpo",
    "zyte",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("zyte", "apivideo", "marketcheck", "bazaarvoice", "hubstaff"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    # Apify's run log and Cloudflare's embed snippet are text; the rest is JSON.
    for family in ("apify", "cfstream"):
        assert all(json.loads(o) is not None for o in _results(family) if o[0] in "{["), family
    assert any(o.startswith("<stream src=") for o in _results("cfstream"))
    cf = [json.loads(o) for o in _results("cfstream") if o.startswith("{")]
    assert all({"result", "success", "errors", "messages"} <= set(c) for c in cf)
    bv = [json.loads(o) for o in _results("bazaarvoice")]
    assert all({"Limit", "Offset", "TotalResults", "Results", "HasErrors"} <= set(b) for b in bv)
    kaltura = [json.loads(o) for o in _results("kaltura")]
    assert all(k["objectType"].startswith("Kaltura") for k in kaltura)
    rt = [json.loads(o) for o in _results("rescuetime")]
    assert all("row_headers" in r or "error" in r or r == [] for r in rt)


pytest_generate_tests = parametrize_checks


class TestHeldOut70(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
