"""Sixty-eighth held-out check of the gates: flight data, language learning, endurance
training, competitive gaming stats, charity registries.

``tests/data/tool_heldout68.jsonl`` (built by ``tests/data/tool_heldout68_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Skyscanner live-price sessions polled to completion, Kiwi's Tequila search, AviationStack,
ADS-B Exchange, aviationweather.gov METAR/TAF through curl, AirLabs; Duolingo's unofficial API,
AnkiConnect, Quizlet, Memrise, Lingvist, Busuu; Strava, Garmin Connect, Polar AccessLink
transactions, Suunto, TrainingPeaks, Wahoo Cloud; Lichess (NDJSON game exports), speedrun.com,
osu! API v2, Bungie.net, FACEIT, start.gg GraphQL; the UK Charity Commission register, the IRS
Tax Exempt Organization Search, GlobalGiving XML, Charity Navigator GraphQL, OSCR and the ACNC
register through CKAN. 35 succeeded and 21 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures, and committed before it was measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it. The gate's default choice of which
tools it counts is checked tool by tool, its misjudgements listed the same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 20 / 17 / 19 of 21,
cutting 67 / 59 / 64 of their 143 calls. The default counting misjudges two tools of 135:
``anki_sync`` and ``busuu_rate_correction`` act (a sync, a rating) and answer with receipts,
but are counted.

The misses share two kinds. A stale ADS-B Exchange cache answers seven different questions
(a radius around Ramstein, squawk 7700, the military feed, a hex, a callsign) with the same two
airliners and the same ``"now": 1716200000000``, but over six tools, so the one tool called
three times (``adsbx_aircraft_in_radius``) reaches a run of 2 only at the session's last call:
no gate cuts a call. And a source that answers every query with the same well-formed record
(Charity Navigator's ``Sample Nonprofit Organization`` with EIN ``000000001``, the ACNC
register's first three rows for every filter) is read unknown or useful by ``classifier``
(and unknown by ``semantic`` for the sample record); ``default`` catches the repeats.

Near misses not counted (a run of 2 at a session's last call, so no call is cut): all three
gates read the IRS automatic-revocation search ``Your search did not return any results.``
in ``irs-ok-1`` (the 'not revoked' the task asks to confirm) and the determination-letters
page after it useless (0.98-1.00).
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout68")
H = "heldout68/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_ADSBX = (
    "a stale ADS-B Exchange cache answers seven different queries (radius around Ramstein, "
    'squawk 7700, the military feed, hex ae1460, callsign RCH871) with the same ``{"ac": '
    '[{"hex": "4ca7b5", "flight": "RYR44FP ", …}, {"hex": "406a93", …}], "now": '
    "1716200000000, …}``, but over six tools: the first of each is read {first} (a plausible "
    "live answer), and ``adsbx_aircraft_in_radius``, the only tool called three times, reaches "
    "2 only at the last call"
)
_SAMPLE = (
    "Charity Navigator answers four different charities' names with the same sandbox record "
    '``{"ein": "000000001", "name": "Sample Nonprofit Organization", "encompass_score": 85.0, '
    "…}``: read unknown (0.50) at all seven calls"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "adsbx/adsbx-fail-1": _ADSBX.replace("{first}", "useful (0.20)")},
    "classifier": {
        H + "adsbx/adsbx-fail-1": _ADSBX.replace("{first}", "useful (0.35)"),
        H + "charitynav/charitynav-fail-1": _SAMPLE,
        H + "acnc/acnc-fail-1": "the ACNC datastore answers every query (Darwin, NT, Danila "
        "Dilba, Miwatj Health) with the same first three rows of the register (``1st "
        "Abbotsford Scout Group``, ``A Better Life Foundation Limited``, ``Aboriginal Legal "
        'Service (NSW/ACT)``, ``"total": 60411``): read useful (0.73-0.76) seven times',
        H + "wahoo/wahoo-fail-1": 'Wahoo Cloud\'s ``{"error": "Service Unavailable", "message": '
        '"Wahoo Cloud is undergoing scheduled maintenance. …", "status": 503}`` is read '
        "useless (0.93-0.95) at four calls but only 0.61 at ``wahoo_list_plans`` and "
        "``wahoo_get_user``, and each counted tool is called once",
    },
    "semantic": {
        H + "adsbx/adsbx-fail-1": _ADSBX.replace("{first}", "useful (0.39)"),
        H + "charitynav/charitynav-fail-1": _SAMPLE,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 67, 143), "classifier": (0, 0, 59, 143), "semantic": (0, 0, 64, 143)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 20, "classifier": 17, "semantic": 19}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Left out, as arguable: ``skyscanner_create_search`` (creates a search session, but its
#: answer already carries the first results the agent reads) and
#: ``polar_create_exercise_transaction`` (opens a transaction, but its answer, a transaction
#: id or ``204 No Content``, is how the agent learns whether new data exists).
READS = (
    "acnc_get_charity", "adsbx_aircraft_by_callsign", "adsbx_aircraft_by_hex",
    "adsbx_aircraft_by_registration", "adsbx_aircraft_by_squawk", "adsbx_aircraft_in_radius",
    "adsbx_aircraft_military", "airlabs_airlines", "airlabs_airports", "airlabs_fleets",
    "airlabs_flight", "airlabs_flights", "airlabs_schedules", "anki_cards_info",
    "anki_deck_names", "anki_find_cards", "anki_find_notes", "anki_get_deck_stats",
    "anki_get_num_cards_reviewed_by_day", "anki_notes_info", "anki_version",
    "aviationstack_airports", "aviationstack_flights", "aviationstack_timetable", "browse",
    "bungie_get_activity_history", "bungie_get_clan_for_member", "bungie_get_clan_members",
    "bungie_get_manifest", "bungie_get_profile", "bungie_search_clan",
    "bungie_search_destiny_player", "busuu_get_corrections", "busuu_get_course_progress",
    "busuu_get_exercises", "busuu_get_lessons", "busuu_get_user", "ccew_charity_details",
    "ccew_charity_financial_history", "ccew_charity_other_names", "ccew_search_charity_name",
    "charitynav_graphql", "ckan_datastore_search", "duolingo_get_known_words",
    "duolingo_get_leaderboard", "duolingo_get_practice_mistakes", "duolingo_get_user",
    "duolingo_get_vocabulary", "duolingo_get_xp_summaries", "faceit_get_match_stats",
    "faceit_get_player", "faceit_get_player_history", "garmin_get_activities",
    "garmin_get_activities_by_date", "garmin_get_activity", "garmin_get_body_battery",
    "garmin_get_rhr_day", "garmin_get_sleep_data", "garmin_get_training_readiness",
    "garmin_get_user_summary", "globalgiving_get_project", "globalgiving_search_projects",
    "lichess_crosstable", "lichess_daily_puzzle", "lichess_export_user_games",
    "lichess_get_challenges", "lichess_get_rating_history", "lichess_get_user",
    "lingvist_get_course_state", "lingvist_get_statistics", "memrise_get_course_levels",
    "memrise_get_courses", "memrise_get_learning_history", "memrise_get_level_items",
    "oscr_get_annual_returns", "oscr_get_charity", "oscr_get_notices", "oscr_search",
    "osu_get_me", "osu_get_rankings", "osu_get_user", "osu_get_user_scores",
    "osu_search_beatmapsets", "polar_get_exercise", "polar_list_exercises",
    "quizlet_get_set_terms", "quizlet_search_sets", "run_shell", "skyscanner_autosuggest",
    "skyscanner_itinerary_refresh", "skyscanner_poll_search", "speedrun_get_categories",
    "speedrun_get_leaderboard", "speedrun_get_runs", "speedrun_get_user",
    "speedrun_search_games", "startgg_graphql", "strava_get_activity",
    "strava_get_activity_laps", "strava_get_activity_streams", "strava_get_athlete",
    "strava_list_activities", "suunto_get_workout_samples", "suunto_list_workouts",
    "tequila_check_flights", "tequila_locations_query", "tequila_search",
    "trainingpeaks_get_events", "trainingpeaks_get_fitness", "trainingpeaks_get_workouts",
    "wahoo_get_power_zones", "wahoo_get_user", "wahoo_get_workout_summary",
    "wahoo_list_plans", "wahoo_list_workouts",
)  # fmt: skip
ACTIONS = (
    "anki_add_note", "anki_add_tags", "anki_sync", "busuu_rate_correction",
    "globalgiving_add_favorite", "lichess_cancel_challenge", "lichess_create_open_challenge",
    "lingvist_set_daily_goal", "polar_commit_exercise_transaction", "quizlet_create_folder",
    "strava_update_activity", "trainingpeaks_create_workout", "wahoo_create_plan",
    "wahoo_create_workout",
)  # fmt: skip
ARGUABLE = ("polar_create_exercise_transaction", "skyscanner_create_search")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "anki_sync": "acts (it syncs the collection to AnkiWeb; its answer is the receipt "
    '``{"result": null, "error": null}``) and is counted',
    "busuu_rate_correction": "acts (it rates a tutor's correction; its answer is "
    '``{"success": true}``) and is counted',
}

FAMILIES = {
    "acnc", "adsbx", "airlabs", "anki", "aviationstack", "aviationweather", "bungie", "busuu",
    "ccew", "charitynav", "duolingo", "faceit", "garmin", "globalgiving", "irs", "kiwi",
    "lichess", "lingvist", "memrise", "oscr", "osu", "polar", "quizlet", "skyscanner",
    "speedrun", "startgg", "strava", "suunto", "trainingpeaks", "wahoo",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("skyscanner", "kiwi", "aviationstack", "adsbx", "strava", "osu"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    anki = [json.loads(o) for o in _results("anki") if o.startswith("{")]
    assert anki and all(set(a) == {"result", "error"} for a in anki)
    bungie = [json.loads(o) for o in _results("bungie")]
    assert all({"ErrorCode", "ErrorStatus", "Message"} <= set(b) for b in bungie)
    assert all(
        o.startswith('<?xml version="1.0" encoding="UTF-8"') for o in _results("globalgiving")
    )
    lichess = [o for o in _results("lichess") if o.startswith('{"id"')]
    assert any(len(o.splitlines()) == 3 for o in lichess)  # an NDJSON export


pytest_generate_tests = parametrize_checks


class TestHeldOut68(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
