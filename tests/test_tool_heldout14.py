"""Fourteenth held-out check of the gates: meetings, mobile releases, SEO, logistics, hiring,
developer databases and text games.

``tests/data/tool_heldout14.jsonl`` (built by ``tests/data/tool_heldout14_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
Zoom recordings and transcripts, Gong calls, Fireflies and Otter transcripts, Google Meet
conference records; App Store Connect and TestFlight, the Google Play Developer API, Firebase
Crashlytics and Remote Config, Expo EAS builds; Google Search Console, Semrush, Ahrefs, Moz,
Crowdin, Lokalise and Phrase; FedEx, UPS and DHL tracking, Odoo over XML-RPC, ERPNext, Flexport;
Greenhouse, Lever, Ashby, Checkr, the Supabase MCP server, Neon and PlanetScale; Zork I through
Jericho, a TextWorld cooking game, MiniHack through the NLE language wrapper, and BabyAI. 35
succeeded and 20 failed (a source failed silently and the agent kept calling: an expired token,
a rate limit or quota, a dead MCP server, empty answers from the wrong property or project, the
same stale items or the same transcript for every query, another project's or shipment's data,
a game that is over). The fixture was written without reading the detectors, the shape readers,
the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 5 / 3 / 7 of 35 (each stop withholds evidence); failing
sessions tripped 18 / 12 / 16 of 20, cutting 37 / 28 / 40 of their 113 calls. The default
counting misjudges one tool of 100: ``androidpublisher_edits_tracks_update`` (it acts) is
counted.

What the gates misread, in kinds: answers the user asked for that say "none" (Crowdin's and
Ashby's empty searches for keys and people that are not there yet, each the answer); polls whose
status moves (EAS's ``IN_QUEUE`` → ``IN_PROGRESS`` → ``ERRORED``, the run carried over from one
build to the next); text-game observations, terse ones above all ("Taken.", NetHack's "In what
direction?" and "Unlock it? [yn] (n)"), and for ``semantic`` every room description; WebVTT and
Gong transcripts, each page new; and, in the failing sessions, stale or foreign records read as
data (another EAS project's builds, shipment 182734 for every id, the same two Lever
opportunities for every email; for ``classifier`` also Moz's and Lokalise's stale answers)
and empty answers read as records (Search Console's ``{"responseAggregationType":"byPage"}``;
for ``classifier`` the Supabase MCP server's ``{"result":[],"error":null}``).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): ``default`` reads App Store Connect's second and third ``"processingState":"PROCESSING"``
polls useless (the fourth, ``VALID``, resets), two of Ashby's empty searches in a row, ERPNext's
sales order (``{"data":{"name":"SAL-ORD-2025-00418",…}}``, the first call) and Supabase's
``list_tables`` (0.69) useless; ``classifier`` reads both Otter transcript pages (0.97), the
two EAS build logs (0.88-0.91), two Ashby searches and both Supabase advisor answers useless;
``semantic`` reads the Fireflies transcripts and the Google Meet transcript entries useless,
each reaching 3 only at the session's last call, and two in a row of Otter's transcript pages,
the EAS build logs, Semrush's ``ERROR 50 :: NOTHING FOUND`` and the volume after it, the
Lokalise onboarding pages, the Flexport shipment details and the Supabase advisors.
"""

from __future__ import annotations

import re

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout14")
H = "heldout14/"


def _fill(text: str, **parts: str) -> str:
    """``text`` with each ``{name}`` replaced (the texts quote JSON, braces and all)."""
    for name, value in parts.items():
        text = text.replace("{" + name + "}", value)
    return text


_CROWDIN = (
    'Crowdin\'s ``{"data":[],"pagination":{"offset":0,"limit":25}}`` for four of '
    "the six keys the designers handed over (the answer the task asks for: 'missing') is read "
    "useless (1.00){found}, so the run reaches 3 at {where} and blocks {blocked}"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {
        H + "crowdin/crowdin-ok-2": _fill(
            _CROWDIN,
            found="",
            where="the fifth key (three empty in a row)",
            blocked="the lookup that finds ``settings.delete_account``",
        ),
    },
    "classifier": {
        H + "crowdin/crowdin-ok-2": _fill(
            _CROWDIN,
            found=' and the key it finds (``{"data":[{"data":{"id":3120,…,'
            '"identifier":"onboarding.skip","text":"Skip for now"…``) unknown (0.50), '
            "which does not reset the run",
            where="the fourth key",
            blocked="the fifth key's lookup and the one that finds ``settings.delete_account``",
        ),
    },
    "semantic": {
        H + "crowdin/crowdin-ok-2": _fill(
            _CROWDIN,
            found=' and the key it finds (``"identifier":"onboarding.skip"``) unknown '
            "(0.50), which does not reset the run",
            where="the fourth key",
            blocked="the fifth key's lookup and the one that finds ``settings.delete_account``",
        ),
    },
}

_EAS = (
    "``eas build:list`` answers every filter (platform, status, commit 4f2c9e1) with the same "
    'three builds of another project (``[{"id":"0c3e9a0d-…","status":"FINISHED",'
    '"platform":"ANDROID","project":{"name":"shop-admin",…},"appVersion":'
    '"2.3.1",…``, an iOS build among them): {how}'
)
_GSC = (
    'Search Console\'s ``{"responseAggregationType":"byPage"}`` (no ``rows``: the '
    "URL-prefix property has no data for www) {how}"
)
_FLEXPORT = (
    "Flexport answers shipments 190211, 190388, 190412 and 190455 with shipment 182734 "
    '(``"self":"https://api.flexport.com/shipments/182734",…,"name":"Spring collection '
    '– Ningbo"``), not the one asked: {how}'
)
_LEVER = (
    "Lever answers every email, tag, stage and posting filter with the same two opportunities "
    '(``"name":"Shane Smith"``, ``"name":"Ines Duarte"``; the query is ignored): {how}'
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "eas/eas-fail-1": _fill(
            _EAS, how="the first read useful (0.20), the repeats useless: 3 only at the last call"
        ),
        H + "search-console/search-console-fail-1": _fill(
            _GSC,
            how="is read useful (0.20) the first time and again when the text turns to "
            "``byProperty``, so the run reaches 3 only at the last call",
        ),
    },
    "classifier": {
        H + "eas/eas-fail-1": _fill(_EAS, how="read unknown (0.50) but once, useful (0.87)"),
        H + "flexport/flexport-fail-1": _fill(_FLEXPORT, how="read useful (0.78-0.79) five times"),
        H + "lever/lever-fail-1": _fill(
            _LEVER, how="read useful (0.77-0.86) but for one unknown (0.50)"
        ),
        H + "lokalise/lokalise-fail-1": "Lokalise ignores the text filter and answers 'free "
        "trial', 'trial', '14-day trial' and 'try free' with the same first page of keys "
        '(``"key_name":{"ios":"about.title",…},…"translation":"About Acme"``): read '
        "useful (0.57-0.61) five times",
        H + "moz/moz-fail-1": "Moz answers six different prospects with trailblog.net's "
        'metrics (``{"results":[{"page":"trailblog.net/",…,"domain_authority":38,…,'
        '"spam_score":2}]}``): read useful (0.68-0.86) six times',
        H + "search-console/search-console-fail-1": _fill(
            _GSC, how="is read unknown (0.50) six times"
        ),
        H + "supabase/supabase-fail-1": "the Supabase MCP server's ``get_logs`` on an idle "
        'project answers ``{"result":[],"error":null}`` for auth, API, Postgres and edge '
        "functions: read useful (0.86) five times",
        H + "zork/zork-fail-1": "the game is over and every command gets the same death text "
        "(``The troll's axe removes your head.\\n\\n    ****  You have died  ****``…): read "
        "useful the first time (0.68), then useless (0.91) but for the second and fifth "
        "repeats (useful, 0.75-0.77, the same text), so the run never reaches 3",
    },
    "semantic": {
        H + "eas/eas-fail-1": _fill(_EAS, how="read unknown (0.50) four times"),
        H + "search-console/search-console-fail-1": _fill(
            _GSC, how="is read unknown (0.50) six times"
        ),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs),
#: as measured when the fixture was written.
COUNTS = {"default": (1, 1, 36, 113), "classifier": (1, 1, 27, 113), "semantic": (1, 1, 36, 113)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 12, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: A text game's step counts: the observation it returns is the only source the agent has,
#: and a game that answers every command the same way has failed as a source. So do checks
#: whose output the agent asked to learn (``pscale_branch_lint``, ``get_advisors``). Left
#: out, as arguable: ``odoo_call_method`` (calls any model method: here ``button_validate``,
#: which acts, but ``read_group`` or ``name_search`` read) and ``pscale_shell`` (runs any SQL:
#: here ``ALTER TABLE``, answered "Query OK, 0 rows affected").
READS = (
    "ahrefs_keywords_explorer_overview", "ahrefs_site_explorer_domain_rating",
    "ahrefs_site_explorer_refdomains", "androidpublisher_edits_tracks_get",
    "androidpublisher_reviews_list", "asc_get_build", "asc_list_beta_groups", "asc_list_builds",
    "asc_list_customer_reviews", "ashby_candidate_search", "babyai_step",
    "checkr_get_county_criminal_search", "checkr_get_motor_vehicle_report", "checkr_get_report",
    "crashlytics_get_issue", "crashlytics_list_events", "crashlytics_list_top_issues",
    "crowdin_get_project_progress", "crowdin_list_language_translations",
    "crowdin_list_strings", "dhl_track_shipment", "eas_build_list", "eas_build_logs",
    "eas_build_view", "execute_sql", "fedex_track", "fireflies_get_transcript",
    "fireflies_search_transcripts", "flexport_get_shipment", "flexport_list_shipments",
    "frappe_get_doc", "frappe_get_list", "get_advisors", "get_logs", "greenhouse_list_applications",
    "greenhouse_list_jobs", "greenhouse_list_scorecards", "gsc_search_analytics_query",
    "gsc_url_inspection", "jericho_step", "lever_list_opportunities", "list_branches",
    "list_calls", "list_tables", "lokalise_list_keys", "meet_list_conference_records",
    "meet_list_participants", "meet_list_transcript_entries", "meet_list_transcripts",
    "minihack_step", "moz_url_metrics", "neon_get_operation", "neon_list_branches",
    "neon_run_sql", "odoo_search_count", "odoo_search_read", "otter_fetch_transcript",
    "otter_search", "phrase_list_locales", "phrase_list_translations", "pscale_branch_lint",
    "pscale_get_deploy_request", "remoteconfig_get_template", "remoteconfig_list_versions",
    "retrieve_transcripts", "semrush_backlinks_overview", "semrush_domain_organic",
    "semrush_domain_organic_organic", "semrush_domain_ranks", "semrush_phrase_related",
    "semrush_phrase_this", "textworld_step", "ups_track", "zoom_get_meeting",
    "zoom_get_past_meeting_participants", "zoom_get_recording_transcript", "zoom_list_meetings",
    "zoom_list_recordings",
)  # fmt: skip
ACTIONS = (
    "androidpublisher_edits_commit", "androidpublisher_edits_insert",
    "androidpublisher_edits_tracks_update", "apply_migration", "asc_add_build_to_beta_group",
    "asc_create_beta_app_review_submission", "asc_create_customer_review_response",
    "ashby_candidate_create", "crowdin_add_translation", "eas_build", "edit_file",
    "frappe_insert_doc", "frappe_submit_doc", "greenhouse_create_note", "neon_create_branch",
    "phrase_update_translation", "pscale_create_deploy_request", "pscale_deploy_deploy_request",
    "remoteconfig_update_template", "zoom_update_meeting",
)  # fmt: skip
ARGUABLE = ("odoo_call_method", "pscale_shell")

#: Tools the default counting misjudges, with why (none since a long name is read by its last
#: word).
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "ahrefs", "app-store-connect", "ashby", "babyai", "checkr", "crowdin", "eas", "erpnext",
    "firebase", "fireflies", "flexport", "gong", "google-meet", "greenhouse", "lever",
    "lokalise", "minihack", "moz", "neon", "odoo", "otter", "parcel-tracking", "phrase",
    "planetscale", "play-console", "search-console", "semrush", "supabase", "textworld",
    "zoom", "zork",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # long sessions of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if f"/{family}/" in e.id for s in e.steps]


def test_result_formats() -> None:
    """The tools hand the model their own formats, as the build script says."""
    semrush = _results("semrush")
    assert all(o.endswith("\r\n") for o in semrush)
    assert any(o.startswith("ERROR 50 :: ") for o in semrush)
    assert any(o.startswith("ERROR 132 :: ") for o in semrush)
    assert any(o.startswith("Keyword;") and ";" in o.split("\r\n")[1] for o in semrush)
    zoom = [o for o in _results("zoom") if o.startswith("WEBVTT") or o.startswith("\n")]
    assert zoom and all("-->" in o and "[showing characters " in o for o in zoom)
    sql = [s.observation for e in FIX.episodes() for s in e.steps if s.action == "execute_sql"]
    assert sql and all("<untrusted-data-" in o for o in sql)
    asc = _results("app-store-connect")
    assert all(o.startswith(('{"data":', '{"errors":', "204 ")) for o in asc)
    assert all(re.search(r"\n\n\[Score: \d+/350 \| Moves: \d+\]$", o) for o in _results("zork"))
    assert all(o.startswith("Mission: ") or o.startswith("The episode has ended")
               for o in _results("babyai"))  # fmt: skip
    assert any('"partner_id": [' in o for o in _results("odoo"))


pytest_generate_tests = parametrize_checks


class TestHeldOut14(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
