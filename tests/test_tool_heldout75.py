"""Held-out fixture 75: anime/manga/comics, social scheduling, influencer marketing, short
links and QR codes, identity verification.

``tests/data/tool_heldout75.jsonl`` (built by ``tests/data/tool_heldout75_build.py``) holds 53
hand-written sessions in the real-runs format: Jikan, AniList GraphQL, Kitsu, Comic Vine,
MangaDex and the Marvel API; Buffer, Hootsuite, Sprout Social and Publer; Modash, HypeAuditor,
Upfluence and CreatorIQ; Bitly, Rebrandly, TinyURL, Short.io, Dub.co and goqr.me; Onfido, Jumio,
Persona, Veriff, Sumsub and IDnow. 33 succeeded and 20 failed (a source failed silently and the
agent kept calling). The fixture was written without reading the detectors or earlier fixtures.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 33; failing sessions tripped 20 / 19 / 20 of 20,
cutting 74 / 70 / 74 of their 141 calls. The default counting misjudges two tools of
91: ``sprout_post_analytics`` reads (post metrics) but is not counted, and
``persona_redact_inquiry`` acts (it redacts an inquiry) but is counted.

The one miss: ``classifier`` never trips on ``sumsub-fail-1``, where every applicant lookup
answers Sumsub's 404 ``{"description": "Applicant with external user id 'cust-3391' not
found", "code": 404, ...}`` (the app token belongs to another environment, so the five
flagged customers all come back not found); the varying id in each message keeps it from
reading the run as useless three times in a row.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout75")
H = "heldout75/"

STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

MISSED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {
        H + "sumsub/sumsub-fail-1": 'Sumsub answers each of seven lookups ``{"description": '
        '"Applicant with external user id \'cust-3391\' not found", "code": 404, ...}`` '
        "(a token of the wrong environment: every flagged customer is 'not found'); not read "
        "useless three times in a row",
    },
    "semantic": {},
}

COUNTS = {"default": (0, 0, 74, 141), "classifier": (0, 0, 70, 141), "semantic": (0, 0, 74, 141)}
TRIPPED = {"default": 20, "classifier": 19, "semantic": 20}

READS = (
    "anilist_graphql",
    "bitly_clicks_summary",
    "bitly_countries",
    "bitly_shorten",
    "buffer_pending",
    "buffer_profiles",
    "comicvine_character",
    "comicvine_issue",
    "comicvine_search",
    "creatoriq_campaign_report",
    "creatoriq_campaigns",
    "creatoriq_list_creators",
    "creatoriq_lists",
    "dub_analytics",
    "dub_list_links",
    "hootsuite_list_messages",
    "hootsuite_list_social_profiles",
    "hootsuite_media_status",
    "hypeauditor_report",
    "hypeauditor_tariff",
    "idnow_get_identification",
    "idnow_list_identifications",
    "jikan_get_anime",
    "jikan_search_anime",
    "jikan_season",
    "jumio_workflow_details",
    "jumio_workflow_status",
    "kitsu_get_relationship",
    "kitsu_search_anime",
    "mangadex_get_group",
    "mangadex_get_manga",
    "mangadex_manga_aggregate",
    "mangadex_manga_feed",
    "mangadex_search_manga",
    "marvel_character_comics",
    "marvel_character_series",
    "marvel_characters",
    "marvel_event_characters",
    "marvel_events",
    "modash_instagram_report",
    "modash_instagram_search",
    "modash_tiktok_report",
    "modash_tiktok_users",
    "onfido_get_check",
    "onfido_list_applicants",
    "onfido_list_checks",
    "onfido_list_reports",
    "persona_list_inquiries",
    "publer_job_status",
    "publer_list_accounts",
    "publer_list_posts",
    "qr_read",
    "rebrandly_count_links",
    "rebrandly_list_links",
    "shortio_expand",
    "shortio_link_stats",
    "sprout_customer_profiles",
    "sprout_post_analytics",
    "sprout_profile_analytics",
    "sumsub_get_applicant",
    "sumsub_required_docs_status",
    "tinyurl_get_alias",
    "tinyurl_list",
    "upfluence_campaign_influencers",
    "upfluence_search_campaigns",
    "upfluence_search_influencers",
    "veriff_decision",
    "veriff_session_media",
)
ACTIONS = (
    "buffer_create_update",
    "buffer_destroy_update",
    "buffer_move_to_top",
    "creatoriq_send_reminder",
    "dub_create_link",
    "dub_update_link",
    "hootsuite_schedule_message",
    "hootsuite_upload_media",
    "onfido_create_applicant",
    "onfido_create_check",
    "persona_approve_inquiry",
    "persona_redact_inquiry",
    "publer_schedule_posts",
    "rebrandly_create_link",
    "rebrandly_update_link",
    "sumsub_add_note",
    "tinyurl_archive",
    "tinyurl_change_url",
    "tinyurl_create",
    "upfluence_add_influencers",
    "upfluence_send_invitation",
    "veriff_create_session",
)
#: ``qr_create`` builds an artifact (an SVG) the agent asked for: a computation, arguably a read.
ARGUABLE = ("qr_create",)

MISCOUNTED = {
    "sprout_post_analytics": "reads post-level metrics (impressions, engagements) but is not "
    "counted",
    "persona_redact_inquiry": "acts (redacts an inquiry, answers with the redacted record) but "
    "is counted",
}

pytest_generate_tests = parametrize_checks


class TestHeldOut75(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
