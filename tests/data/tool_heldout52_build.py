"""Held-out fixture tool_heldout52: five domains never used for tuning.

Written blind (before reading the detectors).  Each row is one tool call in the
real-runs format.  Formats, family by family, and how sure I am of them:

Fantasy sports and betting exchanges
- sleeper: the public Sleeper REST API (api.sleeper.app/v1: user, leagues, rosters,
  matchups, transactions, players/nfl/trending).  JSON arrays/objects as documented at
  docs.sleeper.com; an unknown league id returns the body ``null``.  Sure of the shapes,
  field subsets abridged.
- yahoo_fantasy: Yahoo Fantasy Sports API v2 (fantasysports.yahooapis.com), XML by
  default; the expired-token body is the yahoo:error XML with oauth_problem="token_expired".
  Fairly sure (widely quoted in client libraries such as yahoo_fantasy_api/yfpy).
- betfair: Betfair Exchange API-NG JSON-RPC (SportsAPING/v1.0 listMarketCatalogue,
  listMarketBook, placeOrders, listCurrentOrders); the session error is APINGException
  INVALID_SESSION_INFORMATION (ANGX-0003).  Sure of the shapes, values invented.
- pinnacle: Pinnacle API v1 fixtures/odds JSON (sportId/last/league[].events[]).  Fairly sure.
- mysportsfeeds: MySportsFeeds v2.1 JSON feeds (lastUpdatedOn, games[], gamelogs[],
  references).  Fairly sure of top-level shape; nested fields abridged.

Home energy and grid signals
- watttime: WattTime v3 (/v3/signal-index, /v3/forecast, /v3/region-from-loc); JSON with
  data[] and meta; expired bearer token returns 401 with an "Unauthorized" body.  Fairly sure.
- electricitymaps: Electricity Maps API v3 (carbon-intensity/latest, power-breakdown/latest,
  carbon-intensity/history).  Sure of the shapes.
- powerwall: Tesla Powerwall local gateway API (/api/meters/aggregates, /api/system_status/soe,
  /api/operation) as used by pypowerwall; a lapsed local login returns 401
  {"code":401,"error":"bad credentials"...}.  Moderately sure.
- enphase: Enphase Enlighten API v4 (/api/v4/systems, /summary, /telemetry/production_micro);
  quota exhaustion returns 429 with the "Usage limit exceeded for plan" message.  Fairly sure.
- solaredge: SolarEdge Monitoring API (/site/{id}/overview, /energy, /inventory); JSON
  wrapped in an object named after the resource.  Sure.
- emporia: Emporia Vue through the PyEmVue client (get_devices, get_device_list_usage)
  printed by a shell tool.  Moderately sure (unofficial API).

Industrial IoT platforms (AVEVA PI Web API left out: an earlier fixture covers pi-web-api)
- mindsphere: Siemens Insights Hub (MindSphere) Asset Management / IoT Time Series APIs
  (HAL-style _embedded/page bodies; time series arrays of {_time, variable}).  Fairly sure.
- thingworx: PTC ThingWorx REST (/Thingworx/Things/<T>/Properties, Services) returning
  InfoTable JSON {dataShape:{fieldDefinitions},rows:[]}.  Sure of InfoTable shape.
- kepware: Kepware KEPServerEX Configuration API (/config/v1/project/channels/...) JSON with
  common.ALLTYPES_NAME keys; and its event log.  Fairly sure.
- litmus: Litmus Edge — device/tag listings from its REST API through an MCP wrapper.
  Least sure; shapes are plausible, not verified.
- tulip: Tulip Tables API (/api/v3/tables/{id}/records) JSON records with id/_createdAt.
  Fairly sure.

Smart home
- hue: Philips Hue CLIP v2 (/clip/v2/resource/light etc.) {"errors":[],"data":[...]} and
  v1 error arrays [{"error":{"type":1,"description":"unauthorized user"}}].  Sure.
- smartthings: SmartThings REST API (/devices, /devices/{id}/status, /commands) JSON;
  commands ack {"results":[{"id":..,"status":"ACCEPTED"}]}.  Sure.
- homey: Homey Web API via an MCP server (devices, flows).  Moderately sure.
- openhab: openHAB REST (/rest/items, /rest/items/{name}/state plain text, /rest/rules).
  Sure.
- tuya: Tuya OpenAPI (/v1.0/devices/{id}/status) {"result":..,"success":true,"t":..,"tid":..};
  token invalid code 1010.  Sure.
- shelly: Shelly Gen2 RPC (Switch.GetStatus, Shelly.GetStatus, EM.GetStatus) JSON-RPC.  Sure.

Recruiting and applicant tracking
- workable: Workable SPI v3 (/spi/v3/jobs, /candidates with paging.next, stage moves).  Sure.
- smartrecruiters: SmartRecruiters API (/jobs, /candidates) {content, totalFound, offset,
  limit}; rate limit 429.  Fairly sure.
- teamtailor: Teamtailor JSON:API (data/relationships/links/meta).  Sure of JSON:API.
- jazzhr: JazzHR API v1 (/applicants, /jobs) JSON arrays; unknown key returns an
  error object.  Moderately sure.
- recruitee: Recruitee API (/c/{company}/offers, /candidates) JSON.  Fairly sure.
- pinpoint: Pinpoint ATS JSON:API (/api/v1/jobs, /applications).  Moderately sure.

Sessions: 57 (36 successful, 21 failing), 292 calls.
All identifiers are hashes of fixed strings; there is no clock and no randomness.
"""

# ruff: noqa: E501  (tool results and task texts are kept whole, as the tools print them)
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def hx(s: str, n: int = 8) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hx(s, 8), 16) % (hi - lo + 1)


def js(o) -> str:
    return json.dumps(o, indent=2)


def sess(family: str, ok: bool, n: int, task: str, calls: list) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    calls = list(calls) + EXTRA.get(run_id, [])
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout52/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result if isinstance(result, str) else js(result),
                "outcome": {"success": ok},
            }
        )


# Later calls of some successful sessions (the agent's follow-ups), kept apart for
# readability; appended after the session's other calls, in order.
EXTRA: dict[str, list] = {
    "mysportsfeeds-ok-1": [
        (
            "msf_game_boxscore",
            {"league": "nba", "season": "2026-2027-regular", "game": "20261205-DEN-MIN"},
            {
                "lastUpdatedOn": "2026-12-06T06:14:40.002Z",
                "game": {
                    "id": 139201,
                    "awayTeam": {"abbreviation": "DEN"},
                    "homeTeam": {"abbreviation": "MIN"},
                    "playedStatus": "COMPLETED",
                },
                "scoring": {
                    "currentQuarter": None,
                    "awayScoreTotal": 118,
                    "homeScoreTotal": 112,
                    "quarters": [
                        {"quarterNumber": q, "awayScore": a, "homeScore": h}
                        for q, a, h in [(1, 31, 27), (2, 26, 30), (3, 33, 24), (4, 28, 31)]
                    ],
                },
            },
        ),
        (
            "msf_player_injuries",
            {"league": "nba", "team": "den"},
            {"lastUpdatedOn": "2026-12-07T15:02:11.440Z", "players": []},
        ),
    ],
    "openhab-ok-2": [
        ("openhab_get_item_state", {"item": "XmasLights_Switch"}, "OFF"),
        ("openhab_enable_rule", {"uid": hx("ruleXmas", 10), "enabled": True}, ""),
        (
            "openhab_get_rule_status",
            {"uid": hx("ruleXmas", 10)},
            {"status": "IDLE", "statusDetail": "NONE"},
        ),
    ],
    "fantrax-ok-1": [
        (
            "fantrax_get_team_rosters",
            {"leagueId": "q7mz" + hx("ftx", 12), "period": 24},
            {
                "period": 24,
                "rosters": {
                    hx("t0", 16): {
                        "teamName": "Dingers & Dice",
                        "rosterItems": [
                            {"id": "04" + hx("p" + str(k), 3), "position": pos, "status": "ACTIVE"}
                            for k, pos in enumerate(["C", "1B", "SS", "OF", "OF", "SP", "RP"])
                        ],
                    }
                },
            },
        ),
    ],
    "watttime-ok-1": [
        (
            "watttime_historical",
            {
                "region": "CAISO_NORTH",
                "signal_type": "co2_moer",
                "start": "2026-12-06T18:00Z",
                "end": "2026-12-07T02:00Z",
            },
            {
                "data": [
                    {
                        "point_time": f"2026-12-0{6 if h < 6 else 7}T{(18 + h) % 24:02d}:00:00+00:00",
                        "value": float(num("wth" + str(h), 790, 1010)),
                    }
                    for h in range(8)
                ],
                "meta": {
                    "region": "CAISO_NORTH",
                    "signal_type": "co2_moer",
                    "units": "lbs_co2_per_mwh",
                    "data_point_period_seconds": 300,
                    "warnings": [],
                },
            },
        ),
    ],
    "enphase-ok-1": [
        (
            "enphase_get",
            {
                "path": f"/api/v4/systems/{num('enph', 2000000, 4000000)}/devices/micros/122043118802/telemetry",
                "granularity": "week",
            },
            {
                "system_id": num("enph", 2000000, 4000000),
                "serial_number": "122043118802",
                "granularity": "week",
                "total_devices": 1,
                "start_at": 1796054400,
                "end_at": 1796659200,
                "items": "intervals",
                "intervals": [],
            },
        ),
    ],
    "thingworx-ok-1": [
        (
            "thingworx_get_properties",
            {"thing": "Filler_Line3", "property": "Speed_BPM"},
            {
                "dataShape": {
                    "fieldDefinitions": {
                        "Speed_BPM": {
                            "name": "Speed_BPM",
                            "description": "",
                            "baseType": "NUMBER",
                            "ordinal": 1,
                            "aspects": {},
                        }
                    }
                },
                "rows": [{"Speed_BPM": 409.0}],
            },
        ),
    ],
    "tuya-ok-1": [
        (
            "tuya_device_logs",
            {"device_id": "bf" + hx("tuyaplug", 20), "codes": "switch_1", "type": "7", "size": 5},
            {
                "result": {
                    "current_row_key": "",
                    "has_next": False,
                    "logs": [
                        {"code": "switch_1", "event_time": 1796660834210, "value": "false"},
                        {"code": "switch_1", "event_time": 1796640011402, "value": "true"},
                    ],
                },
                "success": True,
                "t": 1796660845003,
                "tid": hx("tid4", 32),
            },
        ),
    ],
    "pinpoint-ok-1": [
        (
            "pinpoint_list_applications",
            {"filter[job_id]": str(num("ppjob", 10000, 99999)), "filter[stage]": "reference_check"},
            {"data": [], "links": {}, "meta": {"count": 0}},
        ),
    ],
    "jazzhr-ok-1": [
        (
            "jazzhr_add_note",
            {
                "applicant_id": "prospect_" + hx("jzKeisha Alston", 14),
                "contents": "Phone screen invite sent 12/7.",
            },
            {"success": True},
        ),
    ],
    "homey-ok-1": [
        ("homey_set_capability", {"device": "Porch", "capability": "onoff", "value": False}, "OK"),
    ],
}


# ---------------------------------------------------------------- fantasy / betting
def fantasy() -> None:
    uid = "7" + str(int(hx("sleeper-user-mkoz", 12), 16))[:17]
    lid = "10" + str(int(hx("sleeper-league-2026", 12), 16))[:16]
    owners = ["mkoz", "dtran22", "bigplayz", "ahuang", "jcolt", "sweetlou", "reneeb", "pmart"]
    rosters = [
        {
            "roster_id": i + 1,
            "owner_id": str(int(hx("own" + o, 10), 16))[:18],
            "league_id": lid,
            "settings": {
                "wins": num(o + "w", 2, 8),
                "losses": 8 - num(o + "w", 2, 8) + 1,
                "ties": 0,
                "fpts": num(o + "f", 880, 1190),
                "fpts_decimal": num(o + "d", 0, 99),
                "waiver_position": i + 1,
                "total_moves": num(o + "m", 3, 22),
            },
            "starters": [str(num(o + str(k), 1000, 9999)) for k in range(3)],
        }
        for i, o in enumerate(owners)
    ]
    sess(
        "sleeper",
        True,
        1,
        "Who's leading my Sleeper league this season, and were there any trades in week 9?",
        [
            (
                "sleeper_get_user",
                {"username": "mkoz"},
                {
                    "username": "mkoz",
                    "user_id": uid,
                    "display_name": "mkoz",
                    "avatar": hx("av-mkoz", 32),
                },
            ),
            (
                "sleeper_get_user_leagues",
                {"user_id": uid, "sport": "nfl", "season": "2026"},
                [
                    {
                        "league_id": lid,
                        "name": "Sunday Scaries Dynasty",
                        "season": "2026",
                        "status": "in_season",
                        "total_rosters": 8,
                        "sport": "nfl",
                        "settings": {"leg": 9, "playoff_week_start": 15},
                    }
                ],
            ),
            ("sleeper_get_rosters", {"league_id": lid}, rosters),
            (
                "sleeper_get_league_users",
                {"league_id": lid},
                [
                    {"user_id": r["owner_id"], "display_name": o, "metadata": {"team_name": t}}
                    for r, o, t in zip(
                        rosters,
                        owners,
                        [
                            "Koz Corner",
                            "Tran Slam",
                            "Playz Only",
                            "Huang Time",
                            "Colt 45s",
                            "Lou's Crew",
                            "Renee's Raiders",
                            "Martyrs",
                        ],
                        strict=True,
                    )
                ],
            ),
            (
                "sleeper_get_transactions",
                {"league_id": lid, "round": 9},
                [
                    {
                        "type": "waiver",
                        "status": "complete",
                        "roster_ids": [3],
                        "adds": {"9493": 3},
                        "drops": {"6813": 3},
                        "settings": {"waiver_bid": 14},
                        "leg": 9,
                        "transaction_id": str(int(hx("tx9a", 10), 16)),
                    },
                    {
                        "type": "free_agent",
                        "status": "complete",
                        "roster_ids": [6],
                        "adds": {"11635": 6},
                        "drops": None,
                        "leg": 9,
                        "transaction_id": str(int(hx("tx9b", 10), 16)),
                    },
                ],
            ),
        ],
    )
    sess(
        "sleeper",
        True,
        2,
        "Check Sleeper's trending waiver adds for the last 24h and tell me if any are on my bench-ready list: Tyjae Spears, Rashid Shaheed, Jalen McMillan.",
        [
            (
                "sleeper_trending_players",
                {"sport": "nfl", "type": "add", "lookback_hours": 24, "limit": 10},
                [
                    {"player_id": p, "count": c}
                    for p, c in [
                        ("11635", 148211),
                        ("9493", 97442),
                        ("10229", 61003),
                        ("8138", 40118),
                        ("11631", 35880),
                        ("7594", 22190),
                        ("9229", 19876),
                        ("10859", 17320),
                        ("6801", 15004),
                        ("11604", 12911),
                    ]
                ],
            ),
            (
                "sleeper_get_player",
                {"player_id": "11635"},
                {
                    "player_id": "11635",
                    "full_name": "Bucky Irving",
                    "position": "RB",
                    "team": "TB",
                    "injury_status": None,
                    "status": "Active",
                },
            ),
            (
                "sleeper_get_player",
                {"player_id": "9493"},
                {
                    "player_id": "9493",
                    "full_name": "Tyjae Spears",
                    "position": "RB",
                    "team": "TEN",
                    "injury_status": "Questionable",
                    "status": "Active",
                },
            ),
            (
                "sleeper_get_player",
                {"player_id": "10229"},
                {
                    "player_id": "10229",
                    "full_name": "Rashee Rice",
                    "position": "WR",
                    "team": "KC",
                    "injury_status": None,
                    "status": "Active",
                },
            ),
            (
                "sleeper_get_player",
                {"player_id": "8138"},
                {
                    "player_id": "8138",
                    "full_name": "Rashid Shaheed",
                    "position": "WR",
                    "team": "NO",
                    "injury_status": None,
                    "status": "Active",
                },
            ),
            (
                "sleeper_get_player",
                {"player_id": "11631"},
                {
                    "player_id": "11631",
                    "full_name": "Jalen McMillan",
                    "position": "WR",
                    "team": "TB",
                    "injury_status": "Out",
                    "status": "Injured Reserve",
                },
            ),
        ],
    )
    calls = [
        (
            "sleeper_get_league",
            {"league_id": "98" + str(num("old" + str(i), 10**15, 10**16 - 1))},
            "null",
        )
        for i in range(4)
    ]
    calls.insert(0, ("sleeper_get_league", {"league_id": "1048207714533376000"}, "null"))
    calls += [
        ("sleeper_get_rosters", {"league_id": "1048207714533376000"}, "null"),
        ("sleeper_get_matchups", {"league_id": "1048207714533376000", "week": 9}, "null"),
        ("sleeper_get_league", {"league_id": "1048207714533376001"}, "null"),
    ]
    sess(
        "sleeper",
        False,
        1,
        "Pull this week's matchups for my Sleeper league (id from my notes: 1048207714533376000) and tell me who I'm playing.",
        calls,
    )

    yerr = '<?xml version="1.0" encoding="UTF-8"?>\n<yahoo:error xmlns:yahoo="http://yahooapis.com/v1/base.rng" xml:lang="en-US">\n <yahoo:description>Please provide valid credentials. OAuth oauth_problem="token_expired", realm="yahooapis.com"</yahoo:description>\n</yahoo:error>'
    lk = "449.l.72314"
    sess(
        "yahoo_fantasy",
        True,
        1,
        "In my Yahoo fantasy hockey league, what's my team's category standing and drop Jake Walman for Alex Vlasic if Vlasic is available.",
        [
            (
                "yahoo_fantasy_get",
                {"path": f"/league/{lk}/standings"},
                f'<?xml version="1.0" encoding="UTF-8"?>\n<fantasy_content xml:lang="en-US" yahoo:uri="/fantasy/v2/league/{lk}/standings" xmlns:yahoo="http://www.yahooapis.com/v1/base.rng" time="41.2ms" copyright="Data provided by Yahoo! and STATS, LLC" refresh_rate="60" xmlns="http://fantasysports.yahooapis.com/fantasy/v2/base.rng">\n <league>\n  <league_key>{lk}</league_key>\n  <name>Pucks Deep</name>\n  <current_week>9</current_week>\n  <standings>\n   <teams count="10">\n    <team><team_key>{lk}.t.4</team_key><name>Zamboni Drivers</name><team_standings><rank>1</rank><outcome_totals><wins>61</wins><losses>42</losses><ties>5</ties><percentage>.588</percentage></outcome_totals></team_standings></team>\n    <team><team_key>{lk}.t.7</team_key><name>Top Shelf Koz</name><team_standings><rank>3</rank><outcome_totals><wins>55</wins><losses>47</losses><ties>6</ties><percentage>.537</percentage></outcome_totals></team_standings></team>\n   </teams>\n  </standings>\n </league>\n</fantasy_content>',
            ),
            (
                "yahoo_fantasy_get",
                {"path": f"/league/{lk}/players;search=vlasic;status=A"},
                f'<?xml version="1.0" encoding="UTF-8"?>\n<fantasy_content xml:lang="en-US" yahoo:uri="/fantasy/v2/league/{lk}/players;search=vlasic;status=A" xmlns="http://fantasysports.yahooapis.com/fantasy/v2/base.rng">\n <league>\n  <league_key>{lk}</league_key>\n  <players count="1">\n   <player><player_key>453.p.8650</player_key><name><full>Alex Vlasic</full></name><editorial_team_abbr>CHI</editorial_team_abbr><display_position>D</display_position><ownership><ownership_type>freeagents</ownership_type></ownership></player>\n  </players>\n </league>\n</fantasy_content>',
            ),
            (
                "yahoo_fantasy_get",
                {"path": f"/team/{lk}.t.7/roster"},
                f'<?xml version="1.0" encoding="UTF-8"?>\n<fantasy_content xml:lang="en-US" yahoo:uri="/fantasy/v2/team/{lk}.t.7/roster" xmlns="http://fantasysports.yahooapis.com/fantasy/v2/base.rng">\n <team>\n  <team_key>{lk}.t.7</team_key>\n  <roster>\n   <coverage_type>date</coverage_type>\n   <players count="3">\n    <player><player_key>453.p.7526</player_key><name><full>Jake Walman</full></name><selected_position><position>BN</position></selected_position></player>\n    <player><player_key>453.p.6743</player_key><name><full>Kirill Kaprizov</full></name><selected_position><position>LW</position></selected_position></player>\n    <player><player_key>453.p.8480</player_key><name><full>Moritz Seider</full></name><selected_position><position>D</position></selected_position></player>\n   </players>\n  </roster>\n </team>\n</fantasy_content>',
            ),
            (
                "yahoo_fantasy_post",
                {
                    "path": f"/league/{lk}/transactions",
                    "type": "add/drop",
                    "add_player_key": "453.p.8650",
                    "drop_player_key": "453.p.7526",
                    "team_key": f"{lk}.t.7",
                },
                f'<?xml version="1.0" encoding="UTF-8"?>\n<fantasy_content xml:lang="en-US" yahoo:uri="/fantasy/v2/league/{lk}/transactions" xmlns="http://fantasysports.yahooapis.com/fantasy/v2/base.rng">\n <transaction>\n  <transaction_key>{lk}.tr.{num("ytx", 100, 999)}</transaction_key>\n  <type>add/drop</type>\n  <status>successful</status>\n </transaction>\n</fantasy_content>',
            ),
        ],
    )
    sess(
        "yahoo_fantasy",
        False,
        1,
        "Who are the top available goalies in my Yahoo league right now, by percent owned?",
        [
            (
                "yahoo_fantasy_get",
                {"path": f"/league/{lk}/players;position=G;status=A;sort=PO"},
                yerr,
            ),
            ("yahoo_fantasy_get", {"path": f"/league/{lk}/players;position=G;status=FA"}, yerr),
            (
                "yahoo_fantasy_get",
                {"path": f"/league/{lk}/players;position=G;status=A;sort=AR"},
                yerr,
            ),
            ("yahoo_fantasy_get", {"path": "/users;use_login=1/games;game_keys=nhl/leagues"}, yerr),
            (
                "yahoo_fantasy_get",
                {"path": f"/league/{lk}/players;position=G;status=A;count=10"},
                yerr,
            ),
            ("yahoo_fantasy_get", {"path": f"/league/{lk}/players;position=G;status=W"}, yerr),
            ("yahoo_fantasy_get", {"path": f"/league/{lk}/settings"}, yerr),
        ],
    )

    def bf_err(i: int) -> str:
        return json.dumps(
            {
                "jsonrpc": "2.0",
                "error": {
                    "code": -32099,
                    "message": "ANGX-0003",
                    "data": {
                        "APINGException": {
                            "requestUUID": f"ie2-ang{num('bfu' + str(i), 10, 29)}b-prd-{hx('bf' + str(i), 10)}",
                            "errorCode": "INVALID_SESSION_INFORMATION",
                            "errorDetails": "The session token hasn't been provided, is invalid or has expired.",
                        },
                        "exceptionname": "APINGException",
                    },
                },
                "id": 1,
            }
        )

    mk = "1.2" + str(num("bfmk", 10**7, 10**8 - 1))
    sess(
        "betfair",
        True,
        1,
        "Back Arsenal to win at 2.10 or better for £20 on Betfair Exchange in Saturday's match vs Newcastle; only place it if the best available back price is at least 2.10.",
        [
            (
                "betfair_api",
                {
                    "method": "SportsAPING/v1.0/listMarketCatalogue",
                    "params": {
                        "filter": {
                            "eventTypeIds": ["1"],
                            "textQuery": "Arsenal v Newcastle",
                            "marketTypeCodes": ["MATCH_ODDS"],
                        },
                        "maxResults": 1,
                        "marketProjection": ["RUNNER_DESCRIPTION", "EVENT"],
                    },
                },
                json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "result": [
                            {
                                "marketId": mk,
                                "marketName": "Match Odds",
                                "totalMatched": 1843210.55,
                                "runners": [
                                    {
                                        "selectionId": 1096,
                                        "runnerName": "Arsenal",
                                        "handicap": 0.0,
                                        "sortPriority": 1,
                                    },
                                    {
                                        "selectionId": 56301,
                                        "runnerName": "Newcastle",
                                        "handicap": 0.0,
                                        "sortPriority": 2,
                                    },
                                    {
                                        "selectionId": 58805,
                                        "runnerName": "The Draw",
                                        "handicap": 0.0,
                                        "sortPriority": 3,
                                    },
                                ],
                                "event": {
                                    "id": "3" + str(num("bfev", 10**7, 10**8 - 1)),
                                    "name": "Arsenal v Newcastle",
                                    "countryCode": "GB",
                                    "timezone": "Europe/London",
                                    "openDate": "2026-12-12T15:00:00.000Z",
                                },
                            }
                        ],
                        "id": 1,
                    }
                ),
            ),
            (
                "betfair_api",
                {
                    "method": "SportsAPING/v1.0/listMarketBook",
                    "params": {
                        "marketIds": [mk],
                        "priceProjection": {"priceData": ["EX_BEST_OFFERS"]},
                    },
                },
                json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "result": [
                            {
                                "marketId": mk,
                                "isMarketDataDelayed": False,
                                "status": "OPEN",
                                "betDelay": 0,
                                "inplay": False,
                                "totalMatched": 1843902.1,
                                "runners": [
                                    {
                                        "selectionId": 1096,
                                        "status": "ACTIVE",
                                        "lastPriceTraded": 2.12,
                                        "ex": {
                                            "availableToBack": [
                                                {"price": 2.12, "size": 1520.33},
                                                {"price": 2.1, "size": 4410.0},
                                                {"price": 2.08, "size": 902.5},
                                            ],
                                            "availableToLay": [
                                                {"price": 2.14, "size": 731.2},
                                                {"price": 2.16, "size": 3020.0},
                                            ],
                                        },
                                    }
                                ],
                            }
                        ],
                        "id": 1,
                    }
                ),
            ),
            (
                "betfair_api",
                {
                    "method": "SportsAPING/v1.0/placeOrders",
                    "params": {
                        "marketId": mk,
                        "instructions": [
                            {
                                "selectionId": 1096,
                                "side": "BACK",
                                "orderType": "LIMIT",
                                "limitOrder": {
                                    "size": 20.0,
                                    "price": 2.12,
                                    "persistenceType": "LAPSE",
                                },
                            }
                        ],
                        "customerRef": "arsenal-" + hx("ref", 6),
                    },
                },
                json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "result": {
                            "customerRef": "arsenal-" + hx("ref", 6),
                            "status": "SUCCESS",
                            "marketId": mk,
                            "instructionReports": [
                                {
                                    "status": "SUCCESS",
                                    "instruction": {
                                        "selectionId": 1096,
                                        "handicap": 0.0,
                                        "limitOrder": {
                                            "size": 20.0,
                                            "price": 2.12,
                                            "persistenceType": "LAPSE",
                                        },
                                        "orderType": "LIMIT",
                                        "side": "BACK",
                                    },
                                    "betId": str(num("bet", 10**11, 10**12 - 1)),
                                    "placedDate": "2026-12-07T18:31:02.000Z",
                                    "averagePriceMatched": 2.12,
                                    "sizeMatched": 20.0,
                                    "orderStatus": "EXECUTION_COMPLETE",
                                }
                            ],
                        },
                        "id": 1,
                    }
                ),
            ),
            (
                "betfair_api",
                {"method": "SportsAPING/v1.0/listCurrentOrders", "params": {"marketIds": [mk]}},
                json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "result": {"currentOrders": [], "moreAvailable": False},
                        "id": 1,
                    }
                ),
            ),
        ],
    )
    sess(
        "betfair",
        True,
        2,
        "Watch the Djokovic v Sinner market on Betfair and tell me once it goes in-play, with the last traded prices at that point.",
        [
            (
                "betfair_api",
                {
                    "method": "SportsAPING/v1.0/listMarketBook",
                    "params": {"marketIds": ["1.2" + str(num("tenmk", 10**7, 10**8 - 1))]},
                },
                json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "result": [
                            {
                                "marketId": "1.2" + str(num("tenmk", 10**7, 10**8 - 1)),
                                "status": st,
                                "inplay": ip,
                                "betDelay": bd,
                                "totalMatched": tm,
                                "runners": [
                                    {
                                        "selectionId": 2249229,
                                        "status": "ACTIVE",
                                        "lastPriceTraded": a,
                                    },
                                    {
                                        "selectionId": 22121561,
                                        "status": "ACTIVE",
                                        "lastPriceTraded": b,
                                    },
                                ],
                            }
                        ],
                        "id": 1,
                    }
                ),
            )
            for st, ip, bd, tm, a, b in [
                ("OPEN", False, 0, 2210331.4, 2.3, 1.76),
                ("OPEN", False, 0, 2298114.9, 2.32, 1.75),
                ("SUSPENDED", False, 0, 2301022.0, 2.32, 1.75),
                ("OPEN", True, 5, 2318560.7, 2.4, 1.72),
            ]
        ],
    )
    sess(
        "betfair",
        False,
        1,
        "Find the best lay price on Liverpool in tonight's Liverpool v Spurs Match Odds market on Betfair.",
        [
            ("betfair_api", {"method": m, "params": p}, bf_err(i))
            for i, (m, p) in enumerate(
                [
                    (
                        "SportsAPING/v1.0/listMarketCatalogue",
                        {"filter": {"textQuery": "Liverpool v Tottenham"}, "maxResults": 5},
                    ),
                    (
                        "SportsAPING/v1.0/listMarketCatalogue",
                        {
                            "filter": {"textQuery": "Liverpool v Spurs", "eventTypeIds": ["1"]},
                            "maxResults": 5,
                        },
                    ),
                    (
                        "SportsAPING/v1.0/listEvents",
                        {"filter": {"eventTypeIds": ["1"], "competitionIds": ["10932509"]}},
                    ),
                    ("SportsAPING/v1.0/listCompetitions", {"filter": {"eventTypeIds": ["1"]}}),
                    (
                        "SportsAPING/v1.0/listMarketCatalogue",
                        {
                            "filter": {
                                "eventTypeIds": ["1"],
                                "marketCountries": ["GB"],
                                "marketTypeCodes": ["MATCH_ODDS"],
                            },
                            "maxResults": 50,
                        },
                    ),
                    ("SportsAPING/v1.0/listEventTypes", {"filter": {}}),
                    ("AccountAPING/v1.0/getAccountFunds", {}),
                ]
            )
        ],
    )

    fx = {
        "sportId": 29,
        "last": 1796123456789,
        "league": [
            {
                "id": 1980,
                "name": "England - Premier League",
                "events": [
                    {
                        "id": 1601234501,
                        "starts": "2026-12-12T15:00:00Z",
                        "home": "Arsenal",
                        "away": "Newcastle United",
                        "rotNum": "3101",
                        "liveStatus": 1,
                        "status": "O",
                        "parlayRestriction": 2,
                    },
                    {
                        "id": 1601234502,
                        "starts": "2026-12-12T17:30:00Z",
                        "home": "Brentford",
                        "away": "Everton",
                        "rotNum": "3103",
                        "liveStatus": 1,
                        "status": "O",
                        "parlayRestriction": 2,
                    },
                ],
            }
        ],
    }
    sess(
        "pinnacle",
        True,
        1,
        "Compare Pinnacle's moneyline on Arsenal v Newcastle with the 2.12 I got on Betfair, then check whether the line moved in the last poll.",
        [
            ("pinnacle_get_fixtures", {"sportId": 29, "leagueIds": [1980]}, fx),
            (
                "pinnacle_get_odds",
                {"sportId": 29, "leagueIds": [1980], "oddsFormat": "Decimal"},
                {
                    "sportId": 29,
                    "last": 1796123460011,
                    "leagues": [
                        {
                            "id": 1980,
                            "events": [
                                {
                                    "id": 1601234501,
                                    "periods": [
                                        {
                                            "lineId": 2993810021,
                                            "number": 0,
                                            "cutoff": "2026-12-12T15:00:00Z",
                                            "maxMoneyline": 25000.0,
                                            "moneyline": {"home": 2.09, "away": 3.62, "draw": 3.55},
                                            "spreads": [{"hdp": -0.5, "home": 2.09, "away": 1.84}],
                                            "totals": [
                                                {"points": 2.75, "over": 2.01, "under": 1.9}
                                            ],
                                        }
                                    ],
                                }
                            ],
                        }
                    ],
                },
            ),
            (
                "pinnacle_get_odds",
                {
                    "sportId": 29,
                    "leagueIds": [1980],
                    "oddsFormat": "Decimal",
                    "since": 1796123460011,
                },
                "",
            ),
            (
                "pinnacle_get_odds",
                {
                    "sportId": 29,
                    "leagueIds": [1980],
                    "oddsFormat": "Decimal",
                    "since": 1796123460011,
                },
                {
                    "sportId": 29,
                    "last": 1796123498870,
                    "leagues": [
                        {
                            "id": 1980,
                            "events": [
                                {
                                    "id": 1601234501,
                                    "periods": [
                                        {
                                            "lineId": 2993810977,
                                            "number": 0,
                                            "moneyline": {"home": 2.07, "away": 3.66, "draw": 3.56},
                                        }
                                    ],
                                }
                            ],
                        }
                    ],
                },
            ),
        ],
    )
    sess(
        "fantrax",
        True,
        1,
        "Get my Fantrax baseball league's standings and the list of teams, and tell me how far out of first I am (my team is Dingers & Dice).",
        [
            (
                "fantrax_get_league_info",
                {"leagueId": "q7mz" + hx("ftx", 12)},
                {
                    "leagueName": "Cobb Salad Roto",
                    "sport": "MLB",
                    "season": 2026,
                    "teamInfo": {
                        hx("t" + str(i), 16): {"name": n, "id": hx("t" + str(i), 16)}
                        for i, n in enumerate(
                            [
                                "Dingers & Dice",
                                "Bat Flip Brigade",
                                "Mound Control",
                                "Sac Fly Guys",
                                "Walk-Off Wonders",
                                "Balk Talk",
                            ]
                        )
                    },
                    "rosterInfo": {"maxTotalPlayers": 40, "maxTotalActivePlayers": 23},
                },
            ),
            (
                "fantrax_get_standings",
                {"leagueId": "q7mz" + hx("ftx", 12)},
                [
                    {
                        "teamId": hx("t" + str(i), 16),
                        "teamName": n,
                        "rank": r,
                        "points": p,
                        "gamesBack": gb,
                        "winPercentage": None,
                    }
                    for i, (n, r, p, gb) in enumerate(
                        [
                            ("Dingers & Dice", 2, 71.5, 4.0),
                            ("Bat Flip Brigade", 1, 75.5, 0.0),
                            ("Mound Control", 3, 64.0, 11.5),
                            ("Sac Fly Guys", 4, 58.0, 17.5),
                            ("Walk-Off Wonders", 5, 47.5, 28.0),
                            ("Balk Talk", 6, 41.5, 34.0),
                        ]
                    )
                ],
            ),
            (
                "fantrax_get_draft_results",
                {"leagueId": "q7mz" + hx("ftx", 12)},
                {"draftType": "AUCTION", "draftState": "COMPLETED", "draftPicks": []},
            ),
        ],
    )

    msf_err = "<html>\n<head><title>403 Forbidden</title></head>\n<body>\n<h1>Access Restricted</h1>\n<p>Your subscription does not include access to this feed for the requested season. Please upgrade at https://www.mysportsfeeds.com/feed-pricing/</p>\n</body>\n</html>"
    sess(
        "mysportsfeeds",
        True,
        1,
        "Using MySportsFeeds, list the NBA games on 2026-12-05 and get Jokic's stat line from that date if Denver played.",
        [
            (
                "msf_daily_games",
                {"league": "nba", "season": "2026-2027-regular", "date": "20261205"},
                {
                    "lastUpdatedOn": "2026-12-06T06:12:44.120Z",
                    "games": [
                        {
                            "schedule": {
                                "id": 139201 + i,
                                "startTime": f"2026-12-06T0{i}:00:00.000Z",
                                "awayTeam": {"id": a, "abbreviation": aa},
                                "homeTeam": {"id": h, "abbreviation": ha},
                                "venue": {"id": 80 + i, "name": v},
                                "playedStatus": "COMPLETED",
                            },
                            "score": {"awayScoreTotal": s1, "homeScoreTotal": s2},
                        }
                        for i, (a, aa, h, ha, v, s1, s2) in enumerate(
                            [
                                (99, "DEN", 105, "MIN", "Target Center", 118, 112),
                                (84, "BOS", 83, "NYK", "Madison Square Garden", 104, 109),
                                (110, "PHX", 101, "LAL", "Crypto.com Arena", 121, 126),
                            ]
                        )
                    ],
                },
            ),
            (
                "msf_daily_player_gamelogs",
                {
                    "league": "nba",
                    "season": "2026-2027-regular",
                    "date": "20261205",
                    "player": "nikola-jokic",
                },
                {
                    "lastUpdatedOn": "2026-12-06T06:14:02.881Z",
                    "gamelogs": [
                        {
                            "game": {
                                "id": 139201,
                                "startTime": "2026-12-06T00:00:00.000Z",
                                "awayTeamAbbreviation": "DEN",
                                "homeTeamAbbreviation": "MIN",
                            },
                            "player": {
                                "id": 9387,
                                "firstName": "Nikola",
                                "lastName": "Jokic",
                                "position": "C",
                            },
                            "team": {"id": 99, "abbreviation": "DEN"},
                            "stats": {
                                "fieldGoals": {"fgMade": 12, "fgAtt": 19},
                                "rebounds": {"reb": 14},
                                "offense": {"ast": 11, "pts": 31},
                                "miscellaneous": {"minSeconds": 2214},
                            },
                        }
                    ],
                },
            ),
        ],
    )
    sess(
        "mysportsfeeds",
        False,
        1,
        "Pull last season's NHL shot totals for the Oilers' five most recent playoff games from MySportsFeeds.",
        [
            ("msf_get_feed", {"league": "nhl", "season": s, "feed": f, **x}, msf_err)
            for s, f, x in [
                ("2025-playoff", "team_gamelogs", {"team": "edm"}),
                ("2025-playoff", "team_gamelogs", {"team": "EDM", "limit": 5}),
                ("2025-playoff", "seasonal_games", {"team": "edm"}),
                ("2025-2026-regular", "team_gamelogs", {"team": "edm"}),
                ("latest", "seasonal_team_stats", {"team": "edm"}),
                ("2025-playoff", "daily_games", {"date": "20250617"}),
                ("2025-playoff", "game_boxscore", {"game": "20250617-EDM-FLA"}),
            ]
        ],
    )


# ---------------------------------------------------------------- home energy / grid
def energy() -> None:
    sess(
        "watttime",
        True,
        1,
        "When in the next 8 hours is the cleanest time to charge my EV at home in Berkeley, CA? Use WattTime.",
        [
            (
                "watttime_region_from_loc",
                {"latitude": 37.8716, "longitude": -122.2727, "signal_type": "co2_moer"},
                {
                    "region": "CAISO_NORTH",
                    "region_full_name": "California ISO Northern",
                    "signal_type": "co2_moer",
                },
            ),
            (
                "watttime_forecast",
                {"region": "CAISO_NORTH", "signal_type": "co2_moer", "horizon_hours": 8},
                {
                    "data": [
                        {
                            "point_time": f"2026-12-07T{18 + (i * 5) // 60:02d}:{(i * 5) % 60:02d}:00+00:00"
                            if 18 + (i * 5) // 60 < 24
                            else f"2026-12-08T{(18 + (i * 5) // 60) - 24:02d}:{(i * 5) % 60:02d}:00+00:00",
                            "value": round(880 - 3.1 * i + (num("wt" + str(i), 0, 40)), 1),
                        }
                        for i in range(0, 96, 12)
                    ],
                    "meta": {
                        "data_point_period_seconds": 300,
                        "region": "CAISO_NORTH",
                        "warnings": [],
                        "signal_type": "co2_moer",
                        "model": {"date": "2026-09-01", "type": "binned_regression"},
                        "units": "lbs_co2_per_mwh",
                        "generated_at_period_seconds": 300,
                        "generated_at": "2026-12-07T18:20:00+00:00",
                    },
                },
            ),
            (
                "watttime_signal_index",
                {"region": "CAISO_NORTH", "signal_type": "co2_moer"},
                {
                    "data": [{"point_time": "2026-12-07T18:20:00+00:00", "value": 74.0}],
                    "meta": {
                        "data_point_period_seconds": 300,
                        "region": "CAISO_NORTH",
                        "signal_type": "co2_moer",
                        "units": "percentile",
                        "warnings": [],
                    },
                },
            ),
        ],
    )
    wt401 = "HTTP 401 Unauthorized\n\nUnauthorized"
    sess(
        "watttime",
        False,
        1,
        "Is the grid in PJM cleaner right now than at this time yesterday? Check WattTime's MOER for my zone.",
        [
            ("watttime_signal_index", {"region": "PJM_DC", "signal_type": "co2_moer"}, wt401),
            (
                "watttime_region_from_loc",
                {"latitude": 38.9072, "longitude": -77.0369, "signal_type": "co2_moer"},
                wt401,
            ),
            (
                "watttime_historical",
                {
                    "region": "PJM_DC",
                    "signal_type": "co2_moer",
                    "start": "2026-12-06T18:00Z",
                    "end": "2026-12-06T19:00Z",
                },
                wt401,
            ),
            ("watttime_signal_index", {"region": "PJM_DC"}, wt401),
            (
                "watttime_forecast",
                {"region": "PJM_DC", "signal_type": "co2_moer", "horizon_hours": 1},
                wt401,
            ),
            ("watttime_signal_index", {"region": "PJM_ROANOKE", "signal_type": "co2_moer"}, wt401),
            ("watttime_my_access", {}, wt401),
        ],
    )
    sess(
        "electricitymaps",
        True,
        1,
        "What's the carbon intensity in Germany right now, how much of the mix is wind, and was it lower at any hour in the past day?",
        [
            (
                "em_carbon_intensity_latest",
                {"zone": "DE"},
                {
                    "zone": "DE",
                    "carbonIntensity": 412,
                    "datetime": "2026-12-07T18:00:00.000Z",
                    "updatedAt": "2026-12-07T18:17:31.902Z",
                    "createdAt": "2026-12-04T18:11:09.441Z",
                    "emissionFactorType": "lifecycle",
                    "isEstimated": True,
                    "estimationMethod": "TIME_SLICER_AVERAGE",
                },
            ),
            (
                "em_power_breakdown_latest",
                {"zone": "DE"},
                {
                    "zone": "DE",
                    "datetime": "2026-12-07T18:00:00.000Z",
                    "powerConsumptionBreakdown": {
                        "nuclear": 0,
                        "geothermal": 22,
                        "biomass": 4410,
                        "coal": 17120,
                        "wind": 9630,
                        "solar": 0,
                        "hydro": 1520,
                        "gas": 11890,
                        "oil": 310,
                        "unknown": 1210,
                        "hydro discharge": 1820,
                        "battery discharge": 240,
                    },
                    "powerConsumptionTotal": 48102,
                    "fossilFreePercentage": 36,
                    "renewablePercentage": 36,
                    "isEstimated": True,
                },
            ),
            (
                "em_carbon_intensity_history",
                {"zone": "DE"},
                {
                    "zone": "DE",
                    "history": [
                        {
                            "datetime": f"2026-12-0{6 if h < 6 else 7}T{(h + 18) % 24:02d}:00:00.000Z",
                            "carbonIntensity": 300 + num("emh" + str(h), 0, 180),
                            "isEstimated": h > 20,
                        }
                        for h in range(0, 24, 3)
                    ],
                },
            ),
        ],
    )
    sess(
        "electricitymaps",
        False,
        1,
        "Get the live carbon intensity for Ontario, Quebec and British Columbia from Electricity Maps for my report.",
        [
            (
                "em_carbon_intensity_latest",
                {"zone": z},
                {
                    "error": f'No data available for zone "{z}" with the current subscription. Your API key has access to: FR',
                    "status": "error",
                },
            )
            if z != "FR"
            else (
                "em_carbon_intensity_latest",
                {"zone": z},
                {"zone": "FR", "carbonIntensity": 38, "datetime": "2026-12-07T18:00:00.000Z"},
            )
            for z in ["CA-ON", "CA-QC", "CA-BC", "CA-ON"]
        ]
        + [
            (
                "em_power_breakdown_latest",
                {"zone": "CA-ON"},
                {
                    "error": 'No data available for zone "CA-ON" with the current subscription. Your API key has access to: FR',
                    "status": "error",
                },
            ),
            (
                "em_carbon_intensity_latest",
                {"lat": 43.65, "lon": -79.38},
                {
                    "error": 'No data available for zone "CA-ON" with the current subscription. Your API key has access to: FR',
                    "status": "error",
                },
            ),
            (
                "em_carbon_intensity_history",
                {"zone": "CA-QC"},
                {
                    "error": 'No data available for zone "CA-QC" with the current subscription. Your API key has access to: FR',
                    "status": "error",
                },
            ),
        ],
    )

    agg = {
        "site": {
            "last_communication_time": "2026-12-07T10:21:14.3-08:00",
            "instant_power": -1842.3,
            "instant_reactive_power": 212.1,
            "instant_apparent_power": 1854.4,
            "frequency": 0,
            "energy_exported": 9213440.2,
            "energy_imported": 11830211.7,
            "instant_average_voltage": 242.1,
        },
        "battery": {
            "last_communication_time": "2026-12-07T10:21:14.3-08:00",
            "instant_power": -2410.0,
            "energy_exported": 5120440.0,
            "energy_imported": 6012330.0,
        },
        "load": {"instant_power": 1923.6, "energy_imported": 22031101.4},
        "solar": {"instant_power": 6175.9, "energy_exported": 18402113.9},
    }
    sess(
        "powerwall",
        True,
        1,
        "Is my Powerwall charging right now, what's its state of charge, and switch it to self-powered mode with a 20% reserve.",
        [
            ("powerwall_get", {"path": "/api/meters/aggregates"}, agg),
            ("powerwall_get", {"path": "/api/system_status/soe"}, {"percentage": 63.418}),
            (
                "powerwall_get",
                {"path": "/api/operation"},
                {
                    "real_mode": "autonomous",
                    "backup_reserve_percent": 30.0,
                    "freq_shift_load_shed_soe": 0,
                    "freq_shift_load_shed_delta_f": 0,
                },
            ),
            (
                "powerwall_set",
                {
                    "path": "/api/operation",
                    "body": {"real_mode": "self_consumption", "backup_reserve_percent": 20.0},
                },
                {
                    "real_mode": "self_consumption",
                    "backup_reserve_percent": 20.0,
                    "freq_shift_load_shed_soe": 0,
                    "freq_shift_load_shed_delta_f": 0,
                },
            ),
            ("powerwall_get", {"path": "/api/config/completed"}, "{}"),
        ],
    )
    pw401 = {"code": 401, "error": "bad credentials", "message": "bad credentials"}
    sess(
        "powerwall",
        False,
        1,
        "How much did my Powerwall export to the grid today? Check the gateway.",
        [
            ("powerwall_get", {"path": p}, pw401)
            for p in [
                "/api/meters/aggregates",
                "/api/system_status/soe",
                "/api/meters/site",
                "/api/system_status",
                "/api/meters/aggregates",
                "/api/status",
                "/api/system_status/grid_status",
            ]
        ][:5]
        + [
            (
                "powerwall_get",
                {"path": "/api/status"},
                {
                    "din": "1232100-00-E--TG1" + hx("din", 10).upper(),
                    "start_time": "2026-11-30 08:11:42 +0800",
                    "up_time_seconds": "610213.44s",
                    "is_new": False,
                    "version": "24.36.2 46990655",
                    "git_hash": hx("git", 40),
                    "commission_count": 0,
                    "device_type": "teg",
                    "teg_type": "unset",
                    "sync_type": "v2.1",
                    "leader": "",
                    "followers": None,
                    "cellular_disabled": False,
                },
            ),
            ("powerwall_get", {"path": "/api/meters/aggregates"}, pw401),
            ("powerwall_get", {"path": "/api/system_status/grid_status"}, pw401),
        ],
    )

    sysid = num("enph", 2000000, 4000000)
    sess(
        "enphase",
        True,
        1,
        "How much did my Enphase system produce this week, and is any microinverter not reporting?",
        [
            (
                "enphase_get",
                {"path": "/api/v4/systems"},
                {
                    "total": 1,
                    "current_page": 1,
                    "size": 10,
                    "count": 1,
                    "items": "systems",
                    "systems": [
                        {
                            "system_id": sysid,
                            "name": "Okafor Residence",
                            "public_name": "Residential System",
                            "timezone": "America/Denver",
                            "address": {
                                "city": "Boulder",
                                "state": "CO",
                                "country": "US",
                                "postal_code": "80304",
                            },
                            "connection_type": "ethernet",
                            "energy_lifetime": 48211034,
                            "energy_today": 11204,
                            "system_size": 8400,
                            "status": "micro",
                            "last_report_at": 1796660112,
                            "last_energy_at": 1796659800,
                            "operational_at": 1651324800,
                            "attachment_type": "rack_mount",
                            "interconnect_date": "2022-05-01",
                            "reference": None,
                            "other_references": [],
                        }
                    ],
                },
            ),
            (
                "enphase_get",
                {"path": f"/api/v4/systems/{sysid}/energy_lifetime", "start_date": "2026-12-01"},
                {
                    "system_id": sysid,
                    "start_date": "2026-12-01",
                    "production": [num("ep" + str(d), 9000, 26000) for d in range(7)],
                    "micro_production": [num("ep" + str(d), 9000, 26000) for d in range(7)],
                    "meter_production": [],
                    "meter_start_date": None,
                    "meta": {
                        "status": "normal",
                        "last_report_at": 1796660112,
                        "last_energy_at": 1796659800,
                        "operational_at": 1651324800,
                    },
                },
            ),
            (
                "enphase_get",
                {"path": f"/api/v4/systems/{sysid}/devices"},
                {
                    "system_id": sysid,
                    "total_devices": 22,
                    "items": "devices",
                    "devices": {
                        "micros": [
                            {
                                "id": 60000 + i,
                                "last_report_at": 1796660112 if i != 13 else 1795905611,
                                "name": "IQ8PLUS-72-2-US",
                                "serial_number": "1220"
                                + str(num("ser" + str(i), 10**7, 10**8 - 1)),
                                "part_number": "800-01127-r02",
                                "sku": "IQ8PLUS-72-2-US",
                                "model": "IQ8+",
                                "status": "normal" if i != 13 else "micro_not_reporting",
                                "active": True,
                                "product_name": "IQ8+",
                            }
                            for i in range(0, 22, 4)
                        ]
                        + [
                            {
                                "id": 60013,
                                "last_report_at": 1795905611,
                                "serial_number": "122043118802",
                                "model": "IQ8+",
                                "status": "micro_not_reporting",
                                "active": True,
                            }
                        ],
                        "gateways": [
                            {
                                "id": 59000,
                                "name": "IQ Gateway",
                                "serial_number": "122239040311",
                                "status": "normal",
                                "active": True,
                            }
                        ],
                    },
                },
            ),
        ],
    )
    e429 = {
        "message": "Usage limit exceeded for plan Watt",
        "details": "Account has exceeded the allowed number of requests for the month. Usage resets on 2027-01-01.",
        "code": 429,
    }
    sess(
        "enphase",
        False,
        1,
        "Pull 15-minute production telemetry for yesterday from my Enphase system and find the peak interval.",
        [
            ("enphase_get", {"path": p, **x}, e429)
            for p, x in [
                (
                    f"/api/v4/systems/{sysid}/telemetry/production_micro",
                    {"granularity": "day", "start_date": "2026-12-06"},
                ),
                (
                    f"/api/v4/systems/{sysid}/telemetry/production_micro",
                    {"granularity": "15mins", "start_at": 1796540400},
                ),
                (
                    f"/api/v4/systems/{sysid}/telemetry/production_meter",
                    {"granularity": "day", "start_date": "2026-12-06"},
                ),
                (f"/api/v4/systems/{sysid}/summary", {}),
                (
                    f"/api/v4/systems/{sysid}/rgm_stats",
                    {"start_at": 1796540400, "end_at": 1796626800},
                ),
                ("/api/v4/systems", {}),
                (f"/api/v4/systems/{sysid}/telemetry/production_micro", {"granularity": "week"}),
            ]
        ],
    )
    site = num("sedge", 1000000, 4000000)
    sess(
        "solaredge",
        True,
        1,
        "Give me my SolarEdge site's monthly energy for 2026 so far and check that both inverters are still listed.",
        [
            (
                "solaredge_get",
                {"path": f"/site/{site}/overview"},
                {
                    "overview": {
                        "lastUpdateTime": "2026-12-07 10:15:00",
                        "lifeTimeData": {"energy": 61203451.0, "revenue": 8210.44},
                        "lastYearData": {"energy": 11820312.0},
                        "lastMonthData": {"energy": 402231.0},
                        "lastDayData": {"energy": 18211.0},
                        "currentPower": {"power": 3412.5},
                        "measuredBy": "INVERTER",
                    }
                },
            ),
            (
                "solaredge_get",
                {
                    "path": f"/site/{site}/energy",
                    "timeUnit": "MONTH",
                    "startDate": "2026-01-01",
                    "endDate": "2026-12-07",
                },
                {
                    "energy": {
                        "timeUnit": "MONTH",
                        "unit": "Wh",
                        "measuredBy": "INVERTER",
                        "values": [
                            {
                                "date": f"2026-{m:02d}-01 00:00:00",
                                "value": float(num("sem" + str(m), 420000, 1610000)),
                            }
                            for m in range(1, 13)
                        ],
                    }
                },
            ),
            (
                "solaredge_get",
                {"path": f"/site/{site}/inventory"},
                {
                    "Inventory": {
                        "meters": [],
                        "sensors": [],
                        "gateways": [],
                        "batteries": [],
                        "inverters": [
                            {
                                "name": "Inverter 1",
                                "manufacturer": "SolarEdge",
                                "model": "SE7600H-US",
                                "communicationMethod": "ETHERNET",
                                "cpuVersion": "4.18.32",
                                "SN": "7E12" + hx("inv1", 4).upper() + "-3A",
                                "connectedOptimizers": 22,
                            },
                            {
                                "name": "Inverter 2",
                                "manufacturer": "SolarEdge",
                                "model": "SE3800H-US",
                                "communicationMethod": "ETHERNET",
                                "cpuVersion": "4.18.32",
                                "SN": "7E12" + hx("inv2", 4).upper() + "-91",
                                "connectedOptimizers": 10,
                            },
                        ],
                    }
                },
            ),
        ],
    )
    sess(
        "solaredge",
        True,
        2,
        "Did my SolarEdge system have any alerts or zero-production days in the last week? If none, just say so.",
        [
            (
                "solaredge_get",
                {
                    "path": f"/site/{site}/energy",
                    "timeUnit": "DAY",
                    "startDate": "2026-11-30",
                    "endDate": "2026-12-06",
                },
                {
                    "energy": {
                        "timeUnit": "DAY",
                        "unit": "Wh",
                        "measuredBy": "INVERTER",
                        "values": [
                            {
                                "date": f"2026-{'11-30' if d == 0 else f'12-{d:02d}'} 00:00:00",
                                "value": float(num("sed" + str(d), 6100, 21400)),
                            }
                            for d in range(7)
                        ],
                    }
                },
            ),
            (
                "solaredge_get",
                {"path": f"/site/{site}/alerts"},
                {"alerts": {"count": 0, "list": []}},
            ),
            (
                "solaredge_get",
                {
                    "path": f"/equipment/{site}/7E12{hx('inv1', 4).upper()}-3A/data",
                    "startTime": "2026-12-06 11:00:00",
                    "endTime": "2026-12-06 13:00:00",
                },
                {
                    "data": {
                        "count": 3,
                        "telemetries": [
                            {
                                "date": f"2026-12-06 1{h}:00:00",
                                "totalActivePower": float(num("tel" + str(h), 3000, 5600)),
                                "dcVoltage": 380.2,
                                "inverterMode": "MPPT",
                                "operationMode": 0,
                            }
                            for h in (1, 2, 3)
                        ],
                    }
                },
            ),
        ],
    )
    ev_out = "\n".join(
        f"{n:<22} {d:>10} kWh"
        for n, d in [
            ("Main (Mains_A+B)", "31.422"),
            ("Furnace", "6.118"),
            ("Dryer", "2.904"),
            ("Kitchen outlets", "1.277"),
            ("EV charger", "0.000"),
            ("Fridge", "1.512"),
        ]
    )
    sess(
        "emporia",
        True,
        1,
        "Using my Emporia Vue, how much did the EV charger use yesterday, and how does it compare to the furnace?",
        [
            (
                "shell",
                {"cmd": "python -m pyemvue_cli devices"},
                f"Device 'Vue2-Garage' gid={num('gid', 100000, 999999)} model=VUE002 firmware=Vue2-1726\n  channels: 1,2,3 Mains_A+B, 1 Furnace, 2 Dryer, 3 Kitchen outlets, 4 EV charger, 5 Fridge, 6 Office\nDevice 'Smart Plug' gid={num('gid2', 100000, 999999)} model=SSO001 firmware=ssocm-1016\n",
            ),
            (
                "shell",
                {"cmd": "python -m pyemvue_cli usage --scale DAY --instant 2026-12-06T12:00:00Z"},
                "Usage for 2026-12-06 (scale=Scale.DAY, unit=KilowattHours)\n"
                + ev_out
                + "\nOffice                      0.811 kWh\n",
            ),
            (
                "shell",
                {
                    "cmd": "python -m pyemvue_cli usage --scale DAY --instant 2026-12-05T12:00:00Z --channel 4"
                },
                "Usage for 2026-12-05 (scale=Scale.DAY, unit=KilowattHours)\nEV charger                 14.806 kWh\n",
            ),
        ],
    )
    sess(
        "emporia",
        False,
        1,
        "Find which circuit is drawing power overnight — check my Emporia usage minute-by-minute around 2am.",
        [
            (
                "shell",
                {"cmd": c},
                'Traceback (most recent call last):\n  File "/usr/lib/python3.12/runpy.py", line 198, in _run_module_as_main\n  File "/home/dana/.local/lib/python3.12/site-packages/pyemvue/pyemvue.py", line 681, in login\n    self.auth = SimulatedAuth(...) if ... else Auth(...)\n  File "/home/dana/.local/lib/python3.12/site-packages/pyemvue/auth.py", line 58, in refresh_tokens\n    tokens = self.cognito.renew_access_token()\nbotocore.errorfactory.NotAuthorizedException: An error occurred (NotAuthorizedException) when calling the InitiateAuth operation: Refresh Token has expired\n',
            )
            for c in [
                "python -m pyemvue_cli usage --scale MINUTE --instant 2026-12-07T10:00:00Z",
                "python -m pyemvue_cli usage --scale MINUTE --instant 2026-12-07T09:30:00Z",
                "python -m pyemvue_cli devices",
                "python -m pyemvue_cli usage --scale HOUR --instant 2026-12-07T10:00:00Z",
                "python -m pyemvue_cli usage --scale MINUTE --instant 2026-12-07T10:00:00Z --channel 1,2,3",
                "python -m pyemvue_cli usage --scale 15MIN --instant 2026-12-07T10:00:00Z",
            ]
        ],
    )


# ---------------------------------------------------------------- industrial IoT
def iiot() -> None:
    tenant = "acmefab"
    aid = {n: hx("asset" + n, 32) for n in ["Press-07", "Press-08", "Oven-2", "Chiller-1"]}
    sess(
        "mindsphere",
        True,
        1,
        "In Insights Hub, find the Press-07 asset and get its hydraulic pressure over the last hour; flag any reading above 210 bar.",
        [
            (
                "mindsphere_assets_list",
                {"filter": '{"name":{"startsWith":"Press"}}', "size": 10},
                {
                    "_embedded": {
                        "assets": [
                            {
                                "assetId": aid[n],
                                "tenantId": tenant,
                                "name": n,
                                "externalId": "",
                                "description": "",
                                "typeId": f"{tenant}.HydraulicPress",
                                "parentId": hx("plant", 32),
                                "timezone": "Europe/Berlin",
                                "twinType": "performance",
                                "location": {"country": "Germany", "locality": "Amberg"},
                                "etag": 4,
                            }
                            for n in ["Press-07", "Press-08"]
                        ]
                    },
                    "_links": {
                        "self": {
                            "href": "https://gateway.eu1.mindsphere.io/api/assetmanagement/v3/assets?page=0&size=10"
                        }
                    },
                    "page": {"size": 10, "totalElements": 2, "totalPages": 1, "number": 0},
                },
            ),
            (
                "mindsphere_timeseries_get",
                {
                    "entityId": aid["Press-07"],
                    "propertySetName": "Hydraulics",
                    "from": "2026-12-07T17:25:00Z",
                    "to": "2026-12-07T18:25:00Z",
                    "select": "pressure",
                },
                [
                    {
                        "_time": f"2026-12-07T{17 + (25 + m) // 60}:{(25 + m) % 60:02d}:00Z",
                        "pressure": round(196 + num("pr" + str(m), 0, 160) / 10, 1),
                        "pressure_qc": 0,
                    }
                    for m in range(0, 60, 6)
                ],
            ),
            (
                "mindsphere_timeseries_aggregates",
                {
                    "entityId": aid["Press-07"],
                    "propertySetName": "Hydraulics",
                    "from": "2026-12-07T17:25:00Z",
                    "to": "2026-12-07T18:25:00Z",
                    "intervalValue": 60,
                    "intervalUnit": "minute",
                },
                [
                    {
                        "starttime": "2026-12-07T17:25:00Z",
                        "endtime": "2026-12-07T18:25:00Z",
                        "pressure": {
                            "countgood": 720,
                            "countuncertain": 0,
                            "countbad": 0,
                            "sum": 145021.4,
                            "average": 201.4,
                            "minvalue": 190.2,
                            "mintime": "2026-12-07T17:41:10Z",
                            "maxvalue": 211.9,
                            "maxtime": "2026-12-07T18:02:35Z",
                            "firstvalue": 196.0,
                            "firsttime": "2026-12-07T17:25:00Z",
                            "lastvalue": 199.7,
                            "lasttime": "2026-12-07T18:24:55Z",
                            "sd": 4.1,
                        },
                    }
                ],
            ),
        ],
    )
    ms_empty = {
        "_embedded": {"assets": []},
        "_links": {
            "self": {
                "href": "https://gateway.eu1.mindsphere.io/api/assetmanagement/v3/assets?page=0&size=10"
            }
        },
        "page": {"size": 10, "totalElements": 0, "totalPages": 0, "number": 0},
    }
    sess(
        "mindsphere",
        False,
        1,
        "Get the chiller supply temperature trend for Chiller-1 from Insights Hub for today's shift.",
        [
            ("mindsphere_assets_list", {"filter": f}, ms_empty)
            for f in [
                '{"name":"Chiller-1"}',
                '{"name":{"contains":"Chiller"}}',
                '{"typeId":{"endsWith":"Chiller"}}',
                '{"name":{"startsWith":"Ch"}}',
            ]
        ]
        + [
            (
                "mindsphere_timeseries_get",
                {
                    "entityId": aid["Chiller-1"],
                    "propertySetName": "Cooling",
                    "from": "2026-12-07T06:00:00Z",
                    "to": "2026-12-07T14:00:00Z",
                },
                "[]",
            ),
            ("mindsphere_assets_list", {"filter": "", "size": 50}, ms_empty),
            (
                "mindsphere_asset_types",
                {"filter": '{"name":{"contains":"Chiller"}}'},
                {
                    "_embedded": {"assetTypes": []},
                    "page": {"size": 10, "totalElements": 0, "totalPages": 0, "number": 0},
                },
            ),
        ],
    )

    def it(fields: dict, rows: list) -> dict:
        return {
            "dataShape": {
                "fieldDefinitions": {
                    k: {
                        "name": k,
                        "description": "",
                        "baseType": v,
                        "ordinal": i + 1,
                        "aspects": {},
                    }
                    for i, (k, v) in enumerate(fields.items())
                }
            },
            "rows": rows,
        }

    sess(
        "thingworx",
        True,
        1,
        "On ThingWorx, check Filler_Line3's current speed and reject count, and reset the reject counter at the shift change.",
        [
            (
                "thingworx_get_properties",
                {"thing": "Filler_Line3"},
                it(
                    {
                        "name": "STRING",
                        "Speed_BPM": "NUMBER",
                        "RejectCount": "INTEGER",
                        "State": "STRING",
                        "isConnected": "BOOLEAN",
                    },
                    [
                        {
                            "name": "Filler_Line3",
                            "Speed_BPM": 412.0,
                            "RejectCount": 187,
                            "State": "RUNNING",
                            "isConnected": True,
                        }
                    ],
                ),
            ),
            (
                "thingworx_execute_service",
                {
                    "thing": "Filler_Line3",
                    "service": "ResetRejectCounter",
                    "params": {"reason": "shift change B->C"},
                },
                it({"result": "BOOLEAN"}, [{"result": True}]),
            ),
            (
                "thingworx_get_properties",
                {"thing": "Filler_Line3", "property": "RejectCount"},
                it({"RejectCount": "INTEGER"}, [{"RejectCount": 0}]),
            ),
        ],
    )
    sess(
        "thingworx",
        True,
        2,
        "Page through ThingWorx alert history for Compressor_A over the last 24h and summarise which alerts fired.",
        [
            (
                "thingworx_execute_service",
                {
                    "thing": "Compressor_A",
                    "service": "QueryAlertHistory",
                    "params": {"maxItems": 5, "startDate": 1796574300000, "offset": o},
                },
                it(
                    {
                        "name": "STRING",
                        "property": "STRING",
                        "priority": "INTEGER",
                        "eventName": "STRING",
                        "timestamp": "DATETIME",
                        "acknowledged": "BOOLEAN",
                    },
                    rows,
                ),
            )
            for o, rows in [
                (
                    0,
                    [
                        {
                            "name": n,
                            "property": p,
                            "priority": pr,
                            "eventName": "Alert",
                            "timestamp": 1796574300000 + k * 3900000,
                            "acknowledged": a,
                        }
                        for k, (n, p, pr, a) in enumerate(
                            [
                                ("HighDischargeTemp", "DischargeTemp", 1, True),
                                ("HighDischargeTemp", "DischargeTemp", 1, True),
                                ("LowOilPressure", "OilPressure", 2, True),
                                ("HighDischargeTemp", "DischargeTemp", 1, False),
                                ("MotorOverload", "MotorCurrent", 1, True),
                            ]
                        )
                    ],
                ),
                (
                    5,
                    [
                        {
                            "name": n,
                            "property": p,
                            "priority": pr,
                            "eventName": "Alert",
                            "timestamp": 1796594000000 + k * 5100000,
                            "acknowledged": a,
                        }
                        for k, (n, p, pr, a) in enumerate(
                            [
                                ("LowOilPressure", "OilPressure", 2, False),
                                ("DryerDewpointHigh", "Dewpoint", 3, False),
                            ]
                        )
                    ],
                ),
                (10, []),
            ]
        ],
    )
    twx_html = '<!doctype html><html lang="en"><head><title>HTTP Status 401 – Unauthorized</title><style type="text/css">body {font-family:Tahoma,Arial,sans-serif;}</style></head><body><h1>HTTP Status 401 – Unauthorized</h1><hr class="line" /><p><b>Type</b> Status Report</p><p><b>Message</b> Authentication failed: Application key is expired</p><p><b>Description</b> The request has not been applied to the target resource because it lacks valid authentication credentials for that resource.</p><hr class="line" /><h3>Apache Tomcat/9.0.89</h3></body></html>'
    sess(
        "thingworx",
        False,
        1,
        "Which of the Line 2 packaging machines on ThingWorx are currently disconnected?",
        [
            ("thingworx_get_properties", {"thing": t, "property": "isConnected"}, twx_html)
            for t in ["Packer_Line2A", "Packer_Line2B", "Wrapper_Line2", "Palletizer_Line2"]
        ]
        + [
            ("thingworx_search_things", {"searchExpression": "*Line2*", "maxItems": 50}, twx_html),
            (
                "thingworx_execute_service",
                {"thing": "Line2_Model", "service": "GetConnectionStatus"},
                twx_html,
            ),
            ("thingworx_get_properties", {"thing": "Packer_Line2A"}, twx_html),
        ],
    )
    kw_ch = [
        {
            "common.ALLTYPES_NAME": n,
            "common.ALLTYPES_DESCRIPTION": d,
            "servermain.MULTIPLE_TYPES_DEVICE_DRIVER": drv,
            "servermain.CHANNEL_DIAGNOSTICS_CAPTURE": False,
            "PROJECT_ID": num("pid" + n, 10**8, 10**9),
        }
        for n, d, drv in [
            ("CH_Siemens_S7", "Line 1 PLCs", "Siemens TCP/IP Ethernet"),
            ("CH_AB_Logix", "Packaging", "Allen-Bradley ControlLogix Ethernet"),
            ("CH_Mod_Utility", "", "Modbus TCP/IP Ethernet"),
        ]
    ]
    sess(
        "kepware",
        True,
        1,
        "On our Kepware server, add a tag for the filler's bottle count (DB12.DBD4, DWord) to the S7 PLC on Line 1, then confirm it's there.",
        [
            ("kepware_config_get", {"path": "/config/v1/project/channels"}, kw_ch),
            (
                "kepware_config_get",
                {"path": "/config/v1/project/channels/CH_Siemens_S7/devices"},
                [
                    {
                        "common.ALLTYPES_NAME": "PLC_Filler",
                        "servermain.DEVICE_MODEL": 3,
                        "servermain.DEVICE_ID_STRING": "<10.20.1.15>.0",
                        "servermain.DEVICE_CHANNEL_ASSIGNMENT": "CH_Siemens_S7",
                        "PROJECT_ID": 551203,
                    },
                    {
                        "common.ALLTYPES_NAME": "PLC_Capper",
                        "servermain.DEVICE_MODEL": 3,
                        "servermain.DEVICE_ID_STRING": "<10.20.1.16>.0",
                        "PROJECT_ID": 551207,
                    },
                ],
            ),
            (
                "kepware_config_post",
                {
                    "path": "/config/v1/project/channels/CH_Siemens_S7/devices/PLC_Filler/tags",
                    "body": {
                        "common.ALLTYPES_NAME": "BottleCount",
                        "servermain.TAG_ADDRESS": "DB12.DBD4",
                        "servermain.TAG_DATA_TYPE": 7,
                        "servermain.TAG_READ_WRITE_ACCESS": 0,
                        "servermain.TAG_SCAN_RATE_MILLISECONDS": 500,
                    },
                },
                "HTTP/1.1 201 Created",
            ),
            (
                "kepware_config_get",
                {
                    "path": "/config/v1/project/channels/CH_Siemens_S7/devices/PLC_Filler/tags/BottleCount"
                },
                {
                    "PROJECT_ID": 551321,
                    "common.ALLTYPES_NAME": "BottleCount",
                    "common.ALLTYPES_DESCRIPTION": "",
                    "servermain.TAG_ADDRESS": "DB12.DBD4",
                    "servermain.TAG_DATA_TYPE": 7,
                    "servermain.TAG_READ_WRITE_ACCESS": 0,
                    "servermain.TAG_SCAN_RATE_MILLISECONDS": 500,
                    "servermain.TAG_AUTOGENERATED": False,
                    "servermain.TAG_SCALING_TYPE": 0,
                },
            ),
            ("kepware_event_log", {"limit": 5, "event": "Warning"}, []),
        ],
    )
    sess(
        "kepware",
        False,
        1,
        "List every tag under the Allen-Bradley packaging channel on Kepware so I can map them to the historian.",
        [
            ("kepware_config_get", {"path": p}, "Error: connect ECONNREFUSED 10.20.0.40:57412")
            for p in [
                "/config/v1/project/channels/CH_AB_Logix/devices",
                "/config/v1/project/channels/CH_AB_Logix",
                "/config/v1/project/channels",
                "/config/v1/project/channels/CH_AB_Logix/devices/PLC_Packer/tags",
                "/config/v1/project",
                "/config/v1/about",
                "/config/v1/project/channels/CH_AB_Logix/devices/PLC_Packer/tag_groups",
            ]
        ],
    )
    sess(
        "litmus",
        True,
        1,
        "On Litmus Edge, check whether the Haas mill device is connected and what its spindle load tag reads; restart the device connection if it's stale.",
        [
            (
                "litmus_list_devices",
                {"filter": "haas"},
                {
                    "devices": [
                        {
                            "id": hx("ldev-haas", 24),
                            "name": "Haas_VF2_Cell4",
                            "driver": "Haas NGC Q-Commands",
                            "status": "stale",
                            "lastSeen": "2026-12-07T17:51:08Z",
                            "tags": 14,
                        }
                    ]
                },
            ),
            ("litmus_restart_device", {"deviceId": hx("ldev-haas", 24)}, {"ok": True}),
            (
                "litmus_get_device",
                {"deviceId": hx("ldev-haas", 24)},
                {
                    "id": hx("ldev-haas", 24),
                    "name": "Haas_VF2_Cell4",
                    "status": "connected",
                    "lastSeen": "2026-12-07T18:26:41Z",
                },
            ),
            (
                "litmus_read_tag",
                {"deviceId": hx("ldev-haas", 24), "tag": "SpindleLoad"},
                {
                    "tag": "SpindleLoad",
                    "value": 37.5,
                    "unit": "%",
                    "quality": "good",
                    "timestamp": "2026-12-07T18:26:43.114Z",
                },
            ),
        ],
    )
    sess(
        "litmus",
        False,
        1,
        "Pull the last hour of temperature readings from the Litmus Edge historian for the annealing furnace and tell me if it drifted.",
        [
            (
                "litmus_query_history",
                {"topic": t, "from": "-1h"},
                {
                    "topic": t,
                    "values": [
                        {"timestamp": "2024-03-14T09:00:00Z", "value": 25.0},
                        {"timestamp": "2024-03-14T09:01:00Z", "value": 25.0},
                    ],
                    "note": "demo dataset",
                },
            )
            for t in [
                "devicehub.alias.AnnealFurnace.ZoneTemp1",
                "devicehub.alias.AnnealFurnace.ZoneTemp2",
                "devicehub.alias.AnnealFurnace.Setpoint",
                "devicehub.raw.Furnace_PLC.DB5_Temp",
                "devicehub.alias.AnnealFurnace.ZoneTemp1",
                "devicehub.alias.AnnealFurnace.ExhaustTemp",
            ]
        ],
    )
    tb = "T" + hx("tulip-tbl", 16)
    sess(
        "tulip",
        True,
        1,
        "In Tulip, find work orders still open for station Weld-3 and mark WO-58210 complete.",
        [
            (
                "tulip_table_records",
                {
                    "tableId": tb,
                    "filters": [
                        {"field": "station", "functionType": "equal", "arg": "Weld-3"},
                        {"field": "status", "functionType": "notEqual", "arg": "Complete"},
                    ],
                    "limit": 10,
                },
                [
                    {
                        "id": "WO-58210",
                        "_createdAt": "2026-12-07T06:02:11.000Z",
                        "_updatedAt": "2026-12-07T15:48:02.000Z",
                        "_sequenceNumber": 8811,
                        "station": "Weld-3",
                        "status": "In Progress",
                        "part_number": "BRKT-441-L",
                        "qty": 120,
                        "qty_done": 120,
                    },
                    {
                        "id": "WO-58233",
                        "_createdAt": "2026-12-07T09:14:55.000Z",
                        "_updatedAt": "2026-12-07T09:14:55.000Z",
                        "_sequenceNumber": 8836,
                        "station": "Weld-3",
                        "status": "Queued",
                        "part_number": "BRKT-441-R",
                        "qty": 80,
                        "qty_done": 0,
                    },
                ],
            ),
            (
                "tulip_update_record",
                {"tableId": tb, "recordId": "WO-58210", "fields": {"status": "Complete"}},
                {
                    "id": "WO-58210",
                    "_createdAt": "2026-12-07T06:02:11.000Z",
                    "_updatedAt": "2026-12-07T18:27:02.000Z",
                    "_sequenceNumber": 8849,
                    "station": "Weld-3",
                    "status": "Complete",
                    "part_number": "BRKT-441-L",
                    "qty": 120,
                    "qty_done": 120,
                },
            ),
            (
                "tulip_table_records",
                {
                    "tableId": tb,
                    "filters": [
                        {"field": "station", "functionType": "equal", "arg": "Weld-3"},
                        {"field": "status", "functionType": "equal", "arg": "On Hold"},
                    ],
                },
                [],
            ),
        ],
    )
    sess(
        "tulip",
        True,
        2,
        "Export all of yesterday's defect records from the Tulip Defects table (there are several pages) and count them by defect code.",
        [
            (
                "tulip_table_records",
                {
                    "tableId": "T" + hx("defects", 16),
                    "limit": 25,
                    "offset": off,
                    "sortOptions": [{"sortBy": "_createdAt", "sortDir": "asc"}],
                },
                [
                    {
                        "id": "D-" + hx("d" + str(off + k), 6).upper(),
                        "_createdAt": f"2026-12-06T{6 + (off + k) // 20:02d}:{(off + k) * 7 % 60:02d}:00.000Z",
                        "defect_code": ["POROSITY", "UNDERCUT", "SPATTER", "MISALIGN", "CRACK"][
                            num("dc" + str(off + k), 0, 4)
                        ],
                        "station": f"Weld-{num('st' + str(off + k), 1, 4)}",
                    }
                    for k in range(n)
                ],
            )
            for off, n in [(0, 25), (25, 25), (50, 12)]
        ]
        + [
            (
                "tulip_table_records",
                {"tableId": "T" + hx("defects", 16), "limit": 25, "offset": 75},
                [],
            ),
            (
                "tulip_table_count",
                {
                    "tableId": "T" + hx("defects", 16),
                    "filters": [
                        {
                            "field": "_createdAt",
                            "functionType": "greaterThan",
                            "arg": "2026-12-06T00:00:00Z",
                        }
                    ],
                },
                {"count": 62},
            ),
        ],
    )


# ---------------------------------------------------------------- smart home
def smarthome() -> None:
    def hue_light(name: str, on: bool, bri: float) -> dict:
        return {
            "id": hx("hue" + name, 8)
            + "-"
            + hx("hueb" + name, 4)
            + "-4"
            + hx("huec" + name, 3)
            + "-8"
            + hx("hued" + name, 3)
            + "-"
            + hx("huee" + name, 12),
            "type": "light",
            "metadata": {"name": name, "archetype": "sultan_bulb"},
            "on": {"on": on},
            "dimming": {"brightness": bri, "min_dim_level": 0.2},
            "color_temperature": {"mirek": 366, "mirek_valid": True},
            "mode": "normal",
        }

    lights = [
        hue_light(n, o, b)
        for n, o, b in [
            ("Living lamp", True, 64.2),
            ("Sofa strip", True, 40.0),
            ("Hall", False, 0.0),
            ("Bedroom ceiling", False, 0.0),
        ]
    ]
    sess(
        "hue",
        True,
        1,
        "Turn off every Hue light that's on in the living room and set the hall light to 30%.",
        [
            ("hue_get", {"path": "/clip/v2/resource/light"}, {"errors": [], "data": lights}),
            (
                "hue_put",
                {
                    "path": f"/clip/v2/resource/light/{lights[0]['id']}",
                    "body": {"on": {"on": False}},
                },
                {"data": [{"rid": lights[0]["id"], "rtype": "light"}], "errors": []},
            ),
            (
                "hue_put",
                {
                    "path": f"/clip/v2/resource/light/{lights[1]['id']}",
                    "body": {"on": {"on": False}},
                },
                {"data": [{"rid": lights[1]["id"], "rtype": "light"}], "errors": []},
            ),
            (
                "hue_put",
                {
                    "path": f"/clip/v2/resource/light/{lights[2]['id']}",
                    "body": {"on": {"on": True}, "dimming": {"brightness": 30.0}},
                },
                {"data": [{"rid": lights[2]["id"], "rtype": "light"}], "errors": []},
            ),
            (
                "hue_get",
                {"path": f"/clip/v2/resource/light/{lights[2]['id']}"},
                {"errors": [], "data": [hue_light("Hall", True, 30.04)]},
            ),
        ],
    )
    hue_unauth = '[{"error":{"type":1,"address":"/","description":"unauthorized user"}}]'
    sess(
        "hue",
        False,
        1,
        "Which Hue motion sensors have low batteries?",
        [
            ("hue_get", {"path": p}, hue_unauth)
            for p in [
                "/api/" + hx("hueuser", 40) + "/sensors",
                "/api/" + hx("hueuser", 40) + "/sensors/12",
                "/api/" + hx("hueuser", 40) + "/config",
                "/api/" + hx("hueuser", 40) + "/sensors?type=ZLLPresence",
                "/api/" + hx("hueuser", 40) + "/lights",
                "/api/" + hx("hueuser", 40) + "/sensors/14",
            ]
        ],
    )
    dv = {
        n: hx("st" + n, 8)
        + "-"
        + hx("st2" + n, 4)
        + "-"
        + hx("st3" + n, 4)
        + "-"
        + hx("st4" + n, 4)
        + "-"
        + hx("st5" + n, 12)
        for n in ["Front Door Lock", "Garage Door", "Basement Leak Sensor", "Thermostat"]
    }
    sess(
        "smartthings",
        True,
        1,
        "Lock the front door via SmartThings, confirm it locked, and tell me whether the basement leak sensor has ever reported wet today.",
        [
            (
                "smartthings_list_devices",
                {"capability": "lock"},
                {
                    "items": [
                        {
                            "deviceId": dv["Front Door Lock"],
                            "name": "Z-Wave Lock",
                            "label": "Front Door Lock",
                            "manufacturerName": "SmartThingsCommunity",
                            "locationId": hx("loc", 8) + "-0000-4000-8000-" + hx("loc2", 12),
                            "roomId": hx("room", 8) + "-0000-4000-8000-" + hx("room2", 12),
                            "components": [
                                {
                                    "id": "main",
                                    "capabilities": [
                                        {"id": "lock", "version": 1},
                                        {"id": "battery", "version": 1},
                                    ],
                                }
                            ],
                            "type": "ZWAVE",
                        }
                    ],
                    "_links": {},
                },
            ),
            (
                "smartthings_execute_command",
                {
                    "deviceId": dv["Front Door Lock"],
                    "commands": [{"component": "main", "capability": "lock", "command": "lock"}],
                },
                {
                    "results": [
                        {
                            "id": hx("cmd1", 8)
                            + "-"
                            + hx("cmd2", 4)
                            + "-4"
                            + hx("cmd3", 3)
                            + "-a"
                            + hx("cmd4", 3)
                            + "-"
                            + hx("cmd5", 12),
                            "status": "ACCEPTED",
                        }
                    ]
                },
            ),
            (
                "smartthings_device_status",
                {"deviceId": dv["Front Door Lock"], "component": "main", "capability": "lock"},
                {
                    "lock": {
                        "value": "locked",
                        "data": {"method": "command"},
                        "timestamp": "2026-12-07T18:27:40.112Z",
                    }
                },
            ),
            (
                "smartthings_device_history",
                {
                    "deviceId": dv["Basement Leak Sensor"],
                    "capability": "waterSensor",
                    "since": "2026-12-07T00:00:00Z",
                },
                {"items": [], "_links": {}},
            ),
            (
                "smartthings_device_status",
                {
                    "deviceId": dv["Basement Leak Sensor"],
                    "component": "main",
                    "capability": "waterSensor",
                },
                {"water": {"value": "dry", "timestamp": "2026-12-01T09:11:02.554Z"}},
            ),
        ],
    )
    st_429 = {
        "requestId": "",
        "error": {
            "code": "TooManyRequestError",
            "message": "Too many requests. Limit: 350/min per installed app.",
            "details": [],
        },
    }
    sess(
        "smartthings",
        False,
        1,
        "Set the thermostat to 68°F heat and check whether the garage door is closed.",
        [
            (
                "smartthings_execute_command",
                {
                    "deviceId": dv["Thermostat"],
                    "commands": [
                        {
                            "component": "main",
                            "capability": "thermostatHeatingSetpoint",
                            "command": "setHeatingSetpoint",
                            "arguments": [68],
                        }
                    ],
                },
                st_429,
            ),
            ("smartthings_device_status", {"deviceId": dv["Garage Door"]}, st_429),
            (
                "smartthings_device_status",
                {"deviceId": dv["Garage Door"], "component": "main", "capability": "doorControl"},
                st_429,
            ),
            (
                "smartthings_execute_command",
                {
                    "deviceId": dv["Thermostat"],
                    "commands": [
                        {"component": "main", "capability": "thermostatMode", "command": "heat"}
                    ],
                },
                st_429,
            ),
            ("smartthings_list_devices", {"capability": "doorControl"}, st_429),
            ("smartthings_device_status", {"deviceId": dv["Thermostat"]}, st_429),
            (
                "smartthings_execute_command",
                {
                    "deviceId": dv["Thermostat"],
                    "commands": [
                        {
                            "component": "main",
                            "capability": "thermostatHeatingSetpoint",
                            "command": "setHeatingSetpoint",
                            "arguments": [20],
                        }
                    ],
                },
                st_429,
            ),
        ],
    )
    sess(
        "homey",
        True,
        1,
        "On my Homey, trigger the 'Movie night' flow and then tell me which lights it left on.",
        [
            (
                "homey_list_flows",
                {"query": "movie"},
                [
                    {
                        "id": hx("flow-movie", 8)
                        + "-"
                        + hx("fm2", 4)
                        + "-"
                        + hx("fm3", 4)
                        + "-"
                        + hx("fm4", 4)
                        + "-"
                        + hx("fm5", 12),
                        "name": "Movie night",
                        "enabled": True,
                        "folder": "Living",
                        "triggerable": True,
                    }
                ],
            ),
            (
                "homey_trigger_flow",
                {
                    "id": hx("flow-movie", 8)
                    + "-"
                    + hx("fm2", 4)
                    + "-"
                    + hx("fm3", 4)
                    + "-"
                    + hx("fm4", 4)
                    + "-"
                    + hx("fm5", 12)
                },
                "Flow triggered.",
            ),
            (
                "homey_list_devices",
                {"class": "light", "capability": "onoff"},
                "\n".join(
                    f"- {n} ({z}): onoff={o}, dim={d}"
                    for n, z, o, d in [
                        ("Ceiling spots", "Living", "false", "0"),
                        ("TV backlight", "Living", "true", "0.15"),
                        ("Floor lamp", "Living", "true", "0.2"),
                        ("Kitchen pendant", "Kitchen", "false", "0"),
                        ("Porch", "Outside", "true", "1"),
                    ]
                ),
            ),
        ],
    )
    sess(
        "homey",
        False,
        1,
        "What's the current temperature and humidity in each room according to Homey?",
        [
            (
                "homey_list_devices",
                a,
                "Error: Homey is offline. Last seen 3 days ago. Check that your Homey is connected to power and Wi-Fi.",
            )
            for a in [
                {"class": "sensor"},
                {"capability": "measure_temperature"},
                {"capability": "measure_humidity"},
                {"zone": "Bedroom"},
                {},
                {"zone": "Living"},
            ]
        ]
        + [
            (
                "homey_get_zones",
                {},
                "Error: Homey is offline. Last seen 3 days ago. Check that your Homey is connected to power and Wi-Fi.",
            )
        ],
    )
    sess(
        "openhab",
        True,
        1,
        "In openHAB, what's the state of the boiler and the living room setpoint? Raise the setpoint to 21.5.",
        [
            ("openhab_get_item_state", {"item": "Boiler_Status"}, "ON"),
            ("openhab_get_item_state", {"item": "LivingRoom_Setpoint"}, "20.0 °C"),
            (
                "openhab_send_command",
                {"item": "LivingRoom_Setpoint", "command": "21.5"},
                "HTTP 202 Accepted",
            ),
            ("openhab_get_item_state", {"item": "LivingRoom_Setpoint"}, "21.5 °C"),
            ("openhab_get_item_state", {"item": "LivingRoom_Temperature"}, "19.62 °C"),
        ],
    )
    sess(
        "openhab",
        True,
        2,
        "List my openHAB rules that are disabled or in error, if any.",
        [
            (
                "openhab_list_rules",
                {"summary": True},
                [
                    {
                        "status": {"status": "IDLE", "statusDetail": "NONE"},
                        "editable": True,
                        "uid": hx("rule" + n, 10),
                        "name": n,
                        "tags": [],
                        "visibility": "VISIBLE",
                    }
                    for n in [
                        "Night setback",
                        "Porch light at sunset",
                        "Leak alarm",
                        "Vacation mode",
                    ]
                ]
                + [
                    {
                        "status": {"status": "UNINITIALIZED", "statusDetail": "DISABLED"},
                        "editable": True,
                        "uid": hx("ruleXmas", 10),
                        "name": "Christmas lights timer",
                        "tags": [],
                        "visibility": "VISIBLE",
                    }
                ],
            ),
            (
                "openhab_get_rule",
                {"uid": hx("ruleXmas", 10)},
                {
                    "status": {"status": "UNINITIALIZED", "statusDetail": "DISABLED"},
                    "triggers": [
                        {
                            "id": "1",
                            "configuration": {"time": "17:00"},
                            "type": "timer.TimeOfDayTrigger",
                        }
                    ],
                    "conditions": [],
                    "actions": [
                        {
                            "inputs": {},
                            "id": "2",
                            "configuration": {"itemName": "XmasLights_Switch", "command": "ON"},
                            "type": "core.ItemCommandAction",
                        }
                    ],
                    "configuration": {},
                    "uid": hx("ruleXmas", 10),
                    "name": "Christmas lights timer",
                    "visibility": "VISIBLE",
                },
            ),
        ],
    )
    tuya_err = {"code": 1010, "msg": "token invalid", "success": False, "t": 0, "tid": ""}
    sess(
        "tuya",
        True,
        1,
        "Check my Tuya smart plug's power draw and switch it off if the space heater is drawing more than 1000 W.",
        [
            (
                "tuya_device_status",
                {"device_id": "bf" + hx("tuyaplug", 20)},
                {
                    "result": [
                        {"code": "switch_1", "value": True},
                        {"code": "countdown_1", "value": 0},
                        {"code": "add_ele", "value": 412},
                        {"code": "cur_current", "value": 10211},
                        {"code": "cur_power", "value": 12344},
                        {"code": "cur_voltage", "value": 1208},
                    ],
                    "success": True,
                    "t": 1796660832114,
                    "tid": hx("tid1", 32),
                },
            ),
            (
                "tuya_send_commands",
                {
                    "device_id": "bf" + hx("tuyaplug", 20),
                    "commands": [{"code": "switch_1", "value": False}],
                },
                {"result": True, "success": True, "t": 1796660834002, "tid": hx("tid2", 32)},
            ),
            (
                "tuya_device_status",
                {"device_id": "bf" + hx("tuyaplug", 20)},
                {
                    "result": [
                        {"code": "switch_1", "value": False},
                        {"code": "countdown_1", "value": 0},
                        {"code": "add_ele", "value": 412},
                        {"code": "cur_current", "value": 0},
                        {"code": "cur_power", "value": 0},
                        {"code": "cur_voltage", "value": 1211},
                    ],
                    "success": True,
                    "t": 1796660840551,
                    "tid": hx("tid3", 32),
                },
            ),
        ],
    )
    sess(
        "tuya",
        False,
        1,
        "Turn on the dehumidifier in the basement via Tuya and set it to 50%.",
        [
            ("tuya_device_status", {"device_id": "eb" + hx("tuyadehum", 20)}, tuya_err),
            (
                "tuya_send_commands",
                {
                    "device_id": "eb" + hx("tuyadehum", 20),
                    "commands": [{"code": "switch", "value": True}],
                },
                tuya_err,
            ),
            ("tuya_get_device", {"device_id": "eb" + hx("tuyadehum", 20)}, tuya_err),
            ("tuya_list_devices", {"page_size": 20}, tuya_err),
            (
                "tuya_send_commands",
                {
                    "device_id": "eb" + hx("tuyadehum", 20),
                    "commands": [{"code": "dehumidify_set_value", "value": 50}],
                },
                tuya_err,
            ),
            ("tuya_device_functions", {"device_id": "eb" + hx("tuyadehum", 20)}, tuya_err),
        ],
    )
    sess(
        "shelly",
        True,
        1,
        "Is the pool pump Shelly on, how many watts, and schedule check: turn it off for 2 hours starting now.",
        [
            (
                "shelly_rpc",
                {"host": "192.168.1.48", "method": "Switch.GetStatus", "params": {"id": 0}},
                {
                    "id": 0,
                    "source": "init",
                    "output": True,
                    "apower": 1118.4,
                    "voltage": 237.9,
                    "freq": 50.0,
                    "current": 4.812,
                    "pf": 0.97,
                    "aenergy": {
                        "total": 918224.512,
                        "by_minute": [18520.2, 18611.0, 18550.4],
                        "minute_ts": 1796660880,
                    },
                    "temperature": {"tC": 48.1, "tF": 118.6},
                },
            ),
            (
                "shelly_rpc",
                {
                    "host": "192.168.1.48",
                    "method": "Switch.Set",
                    "params": {"id": 0, "on": False, "toggle_after": 7200},
                },
                {"was_on": True},
            ),
            (
                "shelly_rpc",
                {"host": "192.168.1.48", "method": "Switch.GetStatus", "params": {"id": 0}},
                {
                    "id": 0,
                    "source": "HTTP_in",
                    "output": False,
                    "timer_started_at": 1796660886.12,
                    "timer_duration": 7200.0,
                    "apower": 0.0,
                    "voltage": 238.2,
                    "freq": 50.0,
                    "current": 0.0,
                    "aenergy": {
                        "total": 918243.001,
                        "by_minute": [0.0, 18540.1, 18611.0],
                        "minute_ts": 1796660940,
                    },
                    "temperature": {"tC": 47.6, "tF": 117.7},
                },
            ),
        ],
    )
    sess(
        "shelly",
        True,
        2,
        "Read the Shelly Pro 3EM and tell me the per-phase power; then check every other Shelly on 192.168.1.40-45 responds.",
        [
            (
                "shelly_rpc",
                {"host": "192.168.1.40", "method": "EM.GetStatus", "params": {"id": 0}},
                {
                    "id": 0,
                    "a_current": 4.029,
                    "a_voltage": 236.1,
                    "a_act_power": 951.2,
                    "a_aprt_power": 951.9,
                    "a_pf": 1.0,
                    "b_current": 1.442,
                    "b_voltage": 235.8,
                    "b_act_power": 312.7,
                    "b_aprt_power": 340.0,
                    "b_pf": 0.92,
                    "c_current": 0.218,
                    "c_voltage": 237.0,
                    "c_act_power": 41.5,
                    "c_aprt_power": 51.7,
                    "c_pf": 0.8,
                    "n_current": None,
                    "total_current": 5.689,
                    "total_act_power": 1305.4,
                    "total_aprt_power": 1343.6,
                },
            )
        ]
        + [
            (
                "shelly_rpc",
                {"host": f"192.168.1.{h}", "method": "Shelly.GetDeviceInfo"},
                {
                    "name": nm,
                    "id": f"{m}-{hx('mac' + str(h), 12)}",
                    "mac": hx("mac" + str(h), 12).upper(),
                    "slot": 0,
                    "model": md,
                    "gen": 2,
                    "fw_id": "20260415-112233/1.5.1-g" + hx("fw" + str(h), 7),
                    "ver": "1.5.1",
                    "app": ap,
                    "auth_en": False,
                    "auth_domain": None,
                },
            )
            for h, nm, m, md, ap in [
                (41, "Garage", "shellyplus1pm", "SNSW-001P16EU", "Plus1PM"),
                (42, "Attic fan", "shellyplus1", "SNSW-001X16EU", "Plus1"),
                (43, None, "shellyplusplugs", "SNPL-00112EU", "PlusPlugS"),
            ]
        ]
        + [
            (
                "shelly_rpc",
                {"host": "192.168.1.44", "method": "Shelly.GetDeviceInfo"},
                "Error: connect EHOSTUNREACH 192.168.1.44:80",
            ),
            (
                "shelly_rpc",
                {"host": "192.168.1.45", "method": "Shelly.GetDeviceInfo"},
                {
                    "name": "Pool pump",
                    "id": "shellypro1pm-" + hx("mac45", 12),
                    "mac": hx("mac45", 12).upper(),
                    "model": "SPSW-201PE16EU",
                    "gen": 2,
                    "ver": "1.5.1",
                    "app": "Pro1PM",
                    "auth_en": False,
                },
            ),
        ],
    )


# ---------------------------------------------------------------- recruiting / ATS
def recruiting() -> None:
    sub = "northwind"
    cands = [
        ("Priya Raman", "Applied"),
        ("Tomás Ferreira", "Phone screen"),
        ("Grace Oyelaran", "Phone screen"),
        ("Lukas Brandt", "Sourced"),
        ("Mei Chen", "Applied"),
        ("Aaron Whitfield", "Applied"),
    ]
    wk = [
        {
            "id": hx("wkc" + n, 6),
            "name": n,
            "firstname": n.split()[0],
            "lastname": n.split()[1],
            "headline": h,
            "account": {"subdomain": sub, "name": "Northwind Logistics"},
            "job": {"shortcode": "8F2A61C03E", "title": "Senior Data Engineer"},
            "stage": s,
            "disqualified": False,
            "sourced": s == "Sourced",
            "profile_url": f"https://{sub}.workable.com/backend/jobs/4410923/candidates/{num('wkp' + n, 100000000, 999999999)}",
            "email": n.split()[0].lower().replace("á", "a") + "@example.org",
            "domain": "indeed.com" if s != "Sourced" else None,
            "created_at": f"2026-11-{10 + i:02d}T09:{i * 7:02d}:31Z",
            "updated_at": f"2026-12-0{1 + i % 6}T14:02:11Z",
        }
        for i, ((n, s), h) in enumerate(
            zip(
                cands,
                [
                    "Data engineer at Klarna",
                    "Analytics Engineer",
                    "Staff Engineer, Platform",
                    "Spark/Scala developer",
                    "Data engineer",
                    "BI developer",
                ],
                strict=True,
            )
        )
    ]
    sess(
        "workable",
        True,
        1,
        "In Workable, list everyone in the pipeline for the Senior Data Engineer job and move Grace Oyelaran to the Interview stage.",
        [
            (
                "workable_list_jobs",
                {"state": "published"},
                {
                    "jobs": [
                        {
                            "id": "4410923",
                            "title": "Senior Data Engineer",
                            "full_title": "Senior Data Engineer - DE-BER",
                            "shortcode": "8F2A61C03E",
                            "code": "DE-BER",
                            "state": "published",
                            "department": "Data",
                            "url": "https://apply.workable.com/j/8F2A61C03E",
                            "created_at": "2026-10-28T10:00:00Z",
                            "location": {
                                "country": "Germany",
                                "country_code": "DE",
                                "city": "Berlin",
                                "telecommuting": False,
                            },
                        },
                        {
                            "id": "4411870",
                            "title": "Warehouse Shift Lead",
                            "shortcode": "1B77D0E2F4",
                            "state": "published",
                            "department": "Operations",
                            "created_at": "2026-11-14T08:30:00Z",
                            "location": {
                                "country": "Netherlands",
                                "country_code": "NL",
                                "city": "Venlo",
                                "telecommuting": False,
                            },
                        },
                    ],
                    "paging": {},
                },
            ),
            (
                "workable_list_candidates",
                {"shortcode": "8F2A61C03E", "limit": 3},
                {
                    "candidates": wk[:3],
                    "paging": {
                        "next": f"https://{sub}.workable.com/spi/v3/candidates?shortcode=8F2A61C03E&limit=3&since_id={wk[2]['id']}"
                    },
                },
            ),
            (
                "workable_list_candidates",
                {"shortcode": "8F2A61C03E", "limit": 3, "since_id": wk[2]["id"]},
                {"candidates": wk[3:], "paging": {}},
            ),
            (
                "workable_move_candidate",
                {"id": wk[2]["id"], "target_stage": "interview", "member_id": hx("member", 6)},
                "",
            ),
            (
                "workable_get_candidate",
                {"id": wk[2]["id"]},
                {
                    "candidate": {
                        **wk[2],
                        "stage": "Interview",
                        "updated_at": "2026-12-07T18:28:03Z",
                    }
                },
            ),
        ],
    )
    sess(
        "workable",
        False,
        1,
        "Find candidates for our Warehouse Shift Lead opening in Venlo who applied this week in Workable.",
        [
            ("workable_list_candidates", a, {"error": "Not authorized"})
            for a in [
                {"shortcode": "1B77D0E2F4", "created_after": "2026-12-01T00:00:00Z"},
                {"shortcode": "1B77D0E2F4"},
                {"stage": "applied", "created_after": "2026-12-01T00:00:00Z"},
            ]
        ]
        + [
            ("workable_list_jobs", {"state": "published"}, {"error": "Not authorized"}),
            ("workable_get_job", {"shortcode": "1B77D0E2F4"}, {"error": "Not authorized"}),
            (
                "workable_list_candidates",
                {"shortcode": "1B77D0E2F4", "limit": 50},
                {"error": "Not authorized"},
            ),
            ("workable_list_candidates", {"email": "@example.org"}, {"error": "Not authorized"}),
        ],
    )
    sr_jobs = {
        "offset": 0,
        "limit": 10,
        "totalFound": 3,
        "content": [
            {
                "id": hx("srj" + t, 8)
                + "-"
                + hx("srj2" + t, 4)
                + "-4"
                + hx("srj3" + t, 3)
                + "-9"
                + hx("srj4" + t, 3)
                + "-"
                + hx("srj5" + t, 12),
                "title": t,
                "refNumber": "REF" + str(num("ref" + t, 1000, 9999)),
                "createdOn": "2026-11-0" + str(i + 2) + "T12:00:00.000Z",
                "updatedOn": "2026-12-01T10:11:12.000Z",
                "status": "SOURCING",
                "postingStatus": "PUBLIC",
                "location": {"city": c, "country": "us", "remote": False},
                "department": {"label": d},
            }
            for i, (t, c, d) in enumerate(
                [
                    ("Registered Nurse - ICU", "Tampa", "Nursing"),
                    ("Respiratory Therapist", "Orlando", "Allied Health"),
                    ("Nurse Manager - Med/Surg", "Tampa", "Nursing"),
                ]
            )
        ],
    }
    sess(
        "smartrecruiters",
        True,
        1,
        "How many candidates does our ICU nurse requisition in SmartRecruiters have in the Interview status, and add a note to the job that the hiring manager is out until Dec 15.",
        [
            ("smartrecruiters_list_jobs", {"q": "nurse", "limit": 10}, sr_jobs),
            (
                "smartrecruiters_list_candidates",
                {"jobId": sr_jobs["content"][0]["id"], "status": "INTERVIEW", "limit": 100},
                {
                    "offset": 0,
                    "limit": 100,
                    "totalFound": 2,
                    "content": [
                        {
                            "id": hx("src" + n, 8) + "-0000-4000-8000-" + hx("src2" + n, 12),
                            "internal": False,
                            "firstName": n.split()[0],
                            "lastName": n.split()[1],
                            "email": "",
                            "location": {"city": "Tampa", "country": "us"},
                            "primaryAssignment": {
                                "job": {
                                    "id": sr_jobs["content"][0]["id"],
                                    "title": "Registered Nurse - ICU",
                                },
                                "status": "INTERVIEW",
                                "subStatus": "Panel",
                            },
                        }
                        for n in ["Danielle Okoro", "Ryan Castellanos"]
                    ],
                },
            ),
            (
                "smartrecruiters_add_job_note",
                {
                    "jobId": sr_jobs["content"][0]["id"],
                    "content": "Hiring manager out of office until Dec 15 - hold panel scheduling.",
                },
                {"id": hx("note", 24), "createdOn": "2026-12-07T18:28:30.104Z"},
            ),
        ],
    )
    sr429 = 'HTTP 429 Too Many Requests\nRetry-After: 60\n\n{"message":"API rate limit exceeded"}'
    sess(
        "smartrecruiters",
        False,
        1,
        "Get the names of all candidates who applied to the Respiratory Therapist job in Orlando.",
        [
            (
                "smartrecruiters_list_jobs",
                {"q": "Respiratory Therapist"},
                sr_jobs | {"totalFound": 1, "content": [sr_jobs["content"][1]]},
            )
        ]
        + [
            ("smartrecruiters_list_candidates", a, sr429)
            for a in [
                {"jobId": sr_jobs["content"][1]["id"]},
                {"jobId": sr_jobs["content"][1]["id"], "limit": 20},
                {"q": "Respiratory", "limit": 20},
                {"jobId": sr_jobs["content"][1]["id"], "status": "NEW"},
                {"jobId": sr_jobs["content"][1]["id"], "offset": 0, "limit": 10},
            ]
        ]
        + [
            ("smartrecruiters_get_job", {"jobId": sr_jobs["content"][1]["id"]}, sr429),
            ("smartrecruiters_list_candidates", {"jobId": sr_jobs["content"][1]["id"]}, sr429),
        ],
    )
    sess(
        "teamtailor",
        True,
        1,
        "Create a Teamtailor job draft 'Barista - Södermalm' and check whether we already have any candidates tagged 'barista-pool'.",
        [
            (
                "teamtailor_create_job",
                {
                    "title": "Barista - Södermalm",
                    "status": "draft",
                    "body": "Join our Södermalm café team...",
                },
                {
                    "data": {
                        "id": str(num("ttjob", 1000000, 9999999)),
                        "type": "jobs",
                        "links": {
                            "careersite-job-url": f"https://cafe-norr.teamtailor.com/jobs/{num('ttjob', 1000000, 9999999)}-barista-sodermalm",
                            "self": f"https://api.teamtailor.com/v1/jobs/{num('ttjob', 1000000, 9999999)}",
                        },
                        "attributes": {
                            "title": "Barista - Södermalm",
                            "status": "draft",
                            "created-at": "2026-12-07T19:28:41.022+01:00",
                            "apply-button-text": "",
                            "pinned": False,
                            "human-status": "draft",
                        },
                    }
                },
            ),
            (
                "teamtailor_list_candidates",
                {"filter[tags]": "barista-pool", "page[size]": 30},
                {
                    "data": [],
                    "links": {
                        "first": "https://api.teamtailor.com/v1/candidates?filter%5Btags%5D=barista-pool&page%5Bnumber%5D=1&page%5Bsize%5D=30",
                        "last": "https://api.teamtailor.com/v1/candidates?filter%5Btags%5D=barista-pool&page%5Bnumber%5D=1&page%5Bsize%5D=30",
                    },
                    "meta": {"record-count": 0, "page-count": 0},
                },
            ),
            (
                "teamtailor_list_candidates",
                {"filter[tags]": "barista", "page[size]": 30},
                {"data": [], "links": {}, "meta": {"record-count": 0, "page-count": 0}},
            ),
        ],
    )
    sess(
        "teamtailor",
        False,
        1,
        "Pull the interview feedback for Jonas Lindqvist in Teamtailor.",
        [
            (
                "teamtailor_" + t,
                a,
                "<!DOCTYPE html>\n<html>\n<head><title>Teamtailor – Scheduled maintenance</title></head>\n<body>\n<h1>We'll be back soon</h1>\n<p>Teamtailor is undergoing scheduled maintenance. We expect to be back within a few hours. Status: https://status.teamtailor.com</p>\n</body>\n</html>",
            )
            for t, a in [
                ("list_candidates", {"filter[email]": "jonas.lindqvist@example.se"}),
                ("list_candidates", {"filter[full-name]": "Jonas Lindqvist"}),
                ("list_candidates", {"filter[full-name]": "Lindqvist"}),
                ("list_interviews", {"filter[candidate]": "Jonas Lindqvist"}),
                ("list_job_applications", {"page[size]": 10}),
                ("list_interviews", {"page[size]": 10}),
                ("list_candidates", {"page[size]": 5}),
            ]
        ],
    )
    jz = [
        {
            "id": "prospect_" + hx("jz" + n, 14),
            "first_name": n.split()[0],
            "last_name": n.split()[1],
            "prospect_phone": "",
            "apply_date": d,
            "job_id": "job_20261022174501_" + hx("jzjob", 16).upper(),
            "job_title": "HVAC Service Technician",
        }
        for n, d in [
            ("Carlos Mendez", "2026-12-02"),
            ("Jordan Pike", "2026-12-03"),
            ("Keisha Alston", "2026-12-05"),
        ]
    ]
    sess(
        "jazzhr",
        True,
        1,
        "Who applied to our HVAC Service Technician job in JazzHR this month? Send Keisha Alston the standard phone-screen invite.",
        [
            (
                "jazzhr_list_jobs",
                {"status": "Open"},
                [
                    {
                        "id": "job_20261022174501_" + hx("jzjob", 16).upper(),
                        "title": "HVAC Service Technician",
                        "city": "Columbus",
                        "state": "OH",
                        "status": "Open",
                        "department": "Field Service",
                        "original_open_date": "2026-10-22",
                        "type": "Full Time",
                    },
                    {
                        "id": "job_20260915090012_" + hx("jzjob2", 16).upper(),
                        "title": "Dispatcher",
                        "city": "Columbus",
                        "state": "OH",
                        "status": "Open",
                        "department": "Operations",
                        "original_open_date": "2026-09-15",
                        "type": "Full Time",
                    },
                ],
            ),
            (
                "jazzhr_list_applicants",
                {
                    "job_id": "job_20261022174501_" + hx("jzjob", 16).upper(),
                    "from_apply_date": "2026-12-01",
                },
                jz,
            ),
            (
                "jazzhr_send_email",
                {"applicant_id": jz[2]["id"], "template": "Phone screen invite"},
                {"success": True},
            ),
        ],
    )
    sess(
        "recruitee",
        True,
        1,
        "In Recruitee, does 'Frontend Developer (Vue)' have any candidates with a rating, and disqualify the duplicate profile for Anna Kowalski (the one without a CV).",
        [
            (
                "recruitee_list_offers",
                {"scope": "active"},
                {
                    "offers": [
                        {
                            "id": 1840221,
                            "title": "Frontend Developer (Vue)",
                            "status": "published",
                            "slug": "frontend-developer-vue",
                            "city": "Warsaw",
                            "country_code": "PL",
                            "candidates_count": 41,
                            "disqualified_candidates_count": 12,
                            "qualified_candidates_count": 29,
                            "created_at": "2026-10-02T08:00:11.000Z",
                        },
                        {
                            "id": 1840310,
                            "title": "QA Engineer",
                            "status": "published",
                            "slug": "qa-engineer",
                            "city": "Warsaw",
                            "country_code": "PL",
                            "candidates_count": 17,
                            "created_at": "2026-11-01T09:10:00.000Z",
                        },
                    ]
                },
            ),
            (
                "recruitee_search_candidates",
                {"query": "Anna Kowalski"},
                {
                    "candidates": [
                        {
                            "id": 70012331,
                            "name": "Anna Kowalski",
                            "emails": ["anna.kowalski@example.pl"],
                            "cv_url": "https://recruitee-main.s3.eu-central-1.amazonaws.com/candidates/70012331/cv/"
                            + hx("cv", 10)
                            + ".pdf",
                            "created_at": "2026-11-20T10:11:02.000Z",
                            "rating": 4,
                        },
                        {
                            "id": 70018890,
                            "name": "Anna Kowalski",
                            "emails": ["anna.kowalski@example.pl"],
                            "cv_url": None,
                            "created_at": "2026-12-02T16:40:45.000Z",
                            "rating": None,
                        },
                    ],
                    "meta": {"total_count": 2},
                },
            ),
            (
                "recruitee_disqualify",
                {"candidate_id": 70018890, "offer_id": 1840221, "disqualify_reason": "Duplicate"},
                {
                    "placement": {
                        "id": 99120441,
                        "candidate_id": 70018890,
                        "offer_id": 1840221,
                        "disqualified_at": "2026-12-07T18:29:01.000Z",
                        "disqualify_reason": {"id": 5, "name": "Duplicate"},
                        "stage_id": None,
                    }
                },
            ),
            (
                "recruitee_list_candidates",
                {"offer_id": 1840221, "qualified": True, "rated": True},
                {
                    "candidates": [
                        {"id": 70012331, "name": "Anna Kowalski", "rating": 4, "ratings_count": 2},
                        {"id": 69988120, "name": "Bartek Nowak", "rating": 3, "ratings_count": 1},
                    ],
                    "generated_at": "2026-12-07T18:29:03.000Z",
                },
            ),
        ],
    )
    pp = {
        "data": [],
        "links": {
            "self": "https://sunbeam.pinpointhq.com/api/v1/applications?filter%5Bjob_id%5D="
            + str(num("ppjob", 10000, 99999))
            + "&filter%5Bstage%5D=offer"
        },
        "meta": {"count": 0},
    }
    sess(
        "pinpoint",
        True,
        1,
        "In Pinpoint, has anyone reached the Offer stage for the Solar Installer job yet? If not, tell me which stage is furthest along.",
        [
            (
                "pinpoint_list_jobs",
                {"filter[title]": "Solar Installer"},
                {
                    "data": [
                        {
                            "id": str(num("ppjob", 10000, 99999)),
                            "type": "jobs",
                            "attributes": {
                                "title": "Solar Installer",
                                "status": "open",
                                "workplace_type": "onsite",
                                "location_name": "Sacramento, CA",
                                "created_at": "2026-11-03T16:00:00Z",
                                "applications_count": 23,
                            },
                        }
                    ],
                    "meta": {"count": 1},
                },
            ),
            (
                "pinpoint_list_applications",
                {"filter[job_id]": str(num("ppjob", 10000, 99999)), "filter[stage]": "offer"},
                pp,
            ),
            (
                "pinpoint_list_applications",
                {
                    "filter[job_id]": str(num("ppjob", 10000, 99999)),
                    "filter[stage]": "final_interview",
                },
                {
                    "data": [
                        {
                            "id": str(num("ppa1", 100000, 999999)),
                            "type": "applications",
                            "attributes": {
                                "first_name": "Marcus",
                                "last_name": "Bell",
                                "stage_name": "Final Interview",
                                "created_at": "2026-11-09T21:11:00Z",
                            },
                        }
                    ],
                    "meta": {"count": 1},
                },
            ),
        ],
    )
    jz_err = {"error": "Invalid API key. Please check the key from Settings > Integrations."}
    sess(
        "jazzhr",
        False,
        1,
        "Export the list of applicants to our Dispatcher job in JazzHR who haven't been contacted.",
        [
            ("jazzhr_" + t, a, jz_err)
            for t, a in [
                ("list_applicants", {"job_id": "job_20260915090012_" + hx("jzjob2", 16).upper()}),
                (
                    "list_applicants",
                    {"job_id": "job_20260915090012_" + hx("jzjob2", 16).upper(), "status": "New"},
                ),
                ("list_jobs", {"title": "Dispatcher"}),
                ("list_applicants", {"name": ""}),
                ("list_jobs", {"status": "Open"}),
                ("list_applicants", {"from_apply_date": "2026-09-15"}),
            ]
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    fantasy()
    energy()
    iiot()
    smarthome()
    recruiting()
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout52.jsonl")
    )
