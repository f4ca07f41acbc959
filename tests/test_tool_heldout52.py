"""Fifty-second held-out check of the gates: fantasy sports and betting exchanges, home energy
and grid signals, industrial IoT platforms, smart home hubs, recruiting and applicant tracking.

``tests/data/tool_heldout52.jsonl`` (built by ``tests/data/tool_heldout52_build.py``) holds 57
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: the Sleeper API, Yahoo Fantasy Sports XML, Betfair Exchange API-NG JSON-RPC, Pinnacle
fixtures and odds (with an empty ``since`` poll), Fantrax, MySportsFeeds; WattTime v3,
Electricity Maps, the Tesla Powerwall local gateway, Enphase Enlighten v4, SolarEdge
monitoring, Emporia Vue through PyEmVue; Siemens Insights Hub asset and time-series APIs,
ThingWorx InfoTables, the Kepware configuration API, Litmus Edge, Tulip Tables; the Hue CLIP
v2 and v1 APIs, SmartThings, Homey, openHAB REST, Tuya OpenAPI, Shelly Gen2 RPC; Workable,
SmartRecruiters, Teamtailor (JSON:API), JazzHR, Recruitee, Pinpoint. 36 succeeded and 21
failed (a source failed silently and the agent kept calling). The fixture was written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.
AVEVA PI Web API, named in the brief, was left out: an earlier fixture covers it.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 36; failing sessions tripped 20 / 18 / 18 of 21,
cutting 74 / 69 / 69 of their 145 calls. The default counting misjudges four tools of 115,
all actions counted as reads: ``openhab_send_command`` (``HTTP 202 Accepted``),
``tuya_send_commands`` and ``smartthings_execute_command`` (command receipts) and
``recruitee_disqualify`` (the placement it wrote). Each appears once in a successful session,
so none moves a run.

The misses share one kind with an older one. Litmus Edge's historian answers every topic with
the same two-point demo series (``"values": [{"timestamp": "2024-03-14T09:00:00Z", "value":
25.0}, …], "note": "demo dataset"``), well-formed and naming the topic asked for: every gate
reads it useful except at the one repeated topic, so none trips. ``classifier`` and
``semantic`` also read two authentication errors unknown (0.50) at every call and never count
them: Hue v1's ``[{"error":{"type":1,"address":"/","description":"unauthorized user"}}]`` and
Yahoo's ``<yahoo:error …><yahoo:description>Please provide valid credentials. OAuth
oauth_problem="token_expired" …``; ``default`` catches both from the second call.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` and ``semantic`` read both empty Teamtailor candidate searches of
``teamtailor-ok-1`` (``{"data": [], … "meta": {"record-count": 0, "page-count": 0}}``, the
'no one is tagged barista-pool' the task asks for) useless (1.00), a run of 2; ``classifier``
reads the first useful (0.63). Single legitimate empties are read useless by all three and
followed by a useful read of the same tool or the session's end: Betfair's ``"currentOrders":
[]`` after a fully matched bet, Fantrax's ``"draftPicks": []``, MySportsFeeds' empty injury
list (``default``, ``semantic``), Powerwall's ``{}``, Kepware's empty warning log, Tulip's
``[]`` past the last page, SmartThings' empty water history, Pinpoint's empty Offer and
reference-check stages (around a useful Final Interview page), openHAB's bare ``ON`` /
``OFF`` item states. ``default`` reads the first result of several failures useful (0.20: the
first Yahoo error, the first Hue error, the first empty Insights Hub asset page, the first
PyEmVue traceback), so its trips come a call later.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout52")
H = "heldout52/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_LITMUS = (
    "Litmus Edge's historian answers six queries for the annealing furnace's topics (zone 1, "
    'zone 2, setpoint, the raw PLC tag, exhaust) with the same demo series (``"values": '
    '[{{"timestamp": "2024-03-14T09:00:00Z", "value": 25.0}}, {{"timestamp": '
    '"2024-03-14T09:01:00Z", "value": 25.0}}], "note": "demo dataset"``), years old and not '
    "the furnace: read useful ({score}) at each new topic, useless only at the repeated "
    "ZoneTemp1 query, so the run never passes 1"
)
_HUE = (
    'Hue v1\'s ``[{{"error":{{"type":1,"address":"/","description":"unauthorized user"}}}}]`` '
    "(the bridge no longer knows the app key) is read {how} six times"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "litmus/litmus-fail-1": _LITMUS.format(score="0.20")},
    "classifier": {
        H + "litmus/litmus-fail-1": _LITMUS.format(score="0.35"),
        H + "hue/hue-fail-1": _HUE.format(how="unknown (0.50)"),
    },
    "semantic": {
        H + "litmus/litmus-fail-1": _LITMUS.format(score="0.39"),
        H + "hue/hue-fail-1": _HUE.format(how="useful (0.39) once, then unknown (0.50) five times"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 75, 145), "classifier": (0, 0, 73, 145), "semantic": (0, 0, 73, 145)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 20, "classifier": 19, "semantic": 19}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell`` runs the PyEmVue CLI here, whose print-out is what the agent asked to learn.
#: Left out, as arguable: the generic RPC tools whose role depends on the method:
#: ``betfair_api`` (listMarketBook reads, placeOrders bets), ``shelly_rpc`` (Switch.GetStatus
#: reads, Switch.Set switches) and ``thingworx_execute_service`` (QueryAlertHistory reads,
#: ResetRejectCounter resets).
READS = (
    "em_carbon_intensity_history", "em_carbon_intensity_latest", "em_power_breakdown_latest",
    "enphase_get", "fantrax_get_draft_results", "fantrax_get_league_info",
    "fantrax_get_standings", "fantrax_get_team_rosters", "homey_get_zones",
    "homey_list_devices", "homey_list_flows", "hue_get", "jazzhr_list_applicants",
    "jazzhr_list_jobs", "kepware_config_get", "kepware_event_log", "litmus_get_device",
    "litmus_list_devices", "litmus_query_history", "litmus_read_tag", "mindsphere_asset_types",
    "mindsphere_assets_list", "mindsphere_timeseries_aggregates", "mindsphere_timeseries_get",
    "msf_daily_games", "msf_daily_player_gamelogs", "msf_game_boxscore", "msf_get_feed",
    "msf_player_injuries", "openhab_get_item_state", "openhab_get_rule",
    "openhab_get_rule_status", "openhab_list_rules", "pinnacle_get_fixtures",
    "pinnacle_get_odds", "pinpoint_list_applications", "pinpoint_list_jobs", "powerwall_get",
    "recruitee_list_candidates", "recruitee_list_offers", "recruitee_search_candidates",
    "shell", "sleeper_get_league", "sleeper_get_league_users", "sleeper_get_matchups",
    "sleeper_get_player", "sleeper_get_rosters", "sleeper_get_transactions",
    "sleeper_get_user", "sleeper_get_user_leagues", "sleeper_trending_players",
    "smartrecruiters_get_job", "smartrecruiters_list_candidates", "smartrecruiters_list_jobs",
    "smartthings_device_history", "smartthings_device_status", "smartthings_list_devices",
    "solaredge_get", "teamtailor_list_candidates", "teamtailor_list_interviews",
    "teamtailor_list_job_applications", "thingworx_get_properties", "thingworx_search_things",
    "tulip_table_count", "tulip_table_records", "tuya_device_functions", "tuya_device_logs",
    "tuya_device_status", "tuya_get_device", "tuya_list_devices", "watttime_forecast",
    "watttime_historical", "watttime_my_access", "watttime_region_from_loc",
    "watttime_signal_index", "workable_get_candidate", "workable_get_job",
    "workable_list_candidates", "workable_list_jobs", "yahoo_fantasy_get",
)  # fmt: skip
ACTIONS = (
    "homey_set_capability", "homey_trigger_flow", "hue_put", "jazzhr_add_note",
    "jazzhr_send_email", "kepware_config_post", "litmus_restart_device", "openhab_enable_rule",
    "openhab_send_command", "powerwall_set", "recruitee_disqualify",
    "smartrecruiters_add_job_note", "smartthings_execute_command", "teamtailor_create_job",
    "tulip_update_record", "tuya_send_commands", "workable_move_candidate",
    "yahoo_fantasy_post",
)  # fmt: skip
ARGUABLE = ("betfair_api", "shelly_rpc", "thingworx_execute_service")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "openhab_send_command": "acts (it sends a command to an openHAB item; its answer is "
    "``HTTP 202 Accepted``) and is counted; the state is read with openhab_get_item_state. "
    "Read unknown (0.50) by all three in openhab-ok-1, once",
    "tuya_send_commands": "acts (it switches a Tuya device; its answer is the receipt "
    '``{"result": true, "success": true, …}``) and is counted. Read useful in tuya-ok-1; in '
    "tuya-fail-1 it shares the token error with the reads, counted per tool",
    "smartthings_execute_command": "acts (it sends device commands; its answer is "
    '``{"results": [{"id": …, "status": "ACCEPTED"}]}``) and is counted. Read useful in '
    "smartthings-ok-1",
    "recruitee_disqualify": "acts (it disqualifies a candidate; its answer is the placement "
    'it wrote, ``{"placement": {… "disqualify_reason": {"id": 5, "name": "Duplicate"}…}}``) '
    "and is counted. Read useful in recruitee-ok-1",
}

FAMILIES = {
    "betfair", "electricitymaps", "emporia", "enphase", "fantrax", "homey", "hue", "jazzhr",
    "kepware", "litmus", "mindsphere", "mysportsfeeds", "openhab", "pinnacle", "pinpoint",
    "powerwall", "recruitee", "shelly", "sleeper", "smartrecruiters", "smartthings",
    "solaredge", "teamtailor", "thingworx", "tulip", "tuya", "watttime", "workable",
    "yahoo_fantasy",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 57
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    assert all(
        o.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<') for o in _results("yahoo_fantasy")
    )
    for family in ("betfair", "sleeper", "solaredge", "tuya", "enphase", "smartthings"):
        assert all(json.loads(o) is not None or o == "null" for o in _results(family)), family
    betfair = [json.loads(o) for o in _results("betfair")]
    assert all(b["jsonrpc"] == "2.0" and ("result" in b or "error" in b) for b in betfair)
    tuya = [json.loads(o) for o in _results("tuya")]
    assert all("success" in t for t in tuya)


pytest_generate_tests = parametrize_checks


class TestHeldOut52(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
