# ruff: noqa: E501
"""Held-out fixture tool_heldout63: sports statistics, property listings, live-event
resale and concert listings, movie/TV metadata, book metadata and reading trackers.

Written blind (before any detector was run on it). Each row is one tool call in the
real-runs format. Sources of the shapes, family by family, and how sure we are:

Sports statistics
- apifootball: API-Football v3 (v3.football.api-sports.io). Every body is the envelope
  {"get","parameters","errors","results","paging","response"}; quota/token errors come
  back with HTTP 200 and "errors" filled, "response": []. From the v3 docs; sure of the
  envelope, fairly sure of field names inside fixtures/standings.
- thesportsdb: TheSportsDB v1 JSON (searchteams.php, eventslast.php, lookupevent.php);
  free key "3"; null result for no match ({"teams": null}). Sure of the shape.
- nhl: api-web.nhle.com/v1 (standings/now, club-schedule, player landing). Fairly sure;
  the API is undocumented and field names are from community docs.
- mlbstats: statsapi.mlb.com/api/v1 (schedule, people, standings) as the MLB-StatsAPI
  python client passes them through. Sure of the outer shape.
- cricbuzz: Cricbuzz via RapidAPI (cricbuzz-cricket.p.rapidapi.com); RapidAPI's own
  messages ({"message":"You have exceeded the MONTHLY quota..."}) are exact; the
  cricbuzz bodies are approximate.
- balldontlie: api.balldontlie.io/v1 ({"data": [...], "meta": {"next_cursor",
  "per_page"}}); 401 body is "Unauthorized". Fairly sure.

Property listings
- bridge: Bridge Interactive (Zillow Group) RESO Web API, OData JSON
  ({"@odata.context", "value": [...]}), Zestimate endpoint. Fairly sure of OData shape.
- rentcast: api.rentcast.io/v1 (/properties, /avm/rent/long-term, /listings/sale);
  arrays of records, errors {"status", "error", "message"}. Fairly sure.
- realtor: Realtor.com via RapidAPI (realty-in-us). Approximate inner shape; RapidAPI
  gateway errors exact.
- redfin: stingray endpoints (/stingray/do/location-autocomplete, /stingray/api/gis)
  prefixed with "{}&&" as Redfin serves them. Fairly sure of the prefix and
  resultCode/errorMessage fields; inner fields approximate.
- rightmove: no public API; an agent's scraper tool returning the page's JSON model or
  a text summary. Approximate.
- domain: Domain.com.au developer API v1 (/listings/residential/_search,
  /listings/{id}); arrays of {"type":"PropertyListing","listing":{...}}. Fairly sure.

Live events
- seatgeek: api.seatgeek.com/2 ({"events": [...], "meta": {"total","page","per_page"}}).
  Sure of the shape.
- stubhub: StubHub catalog API (HAL-style, "_embedded"); approximate.
- songkick: api.songkick.com/api/3.0 ({"resultsPage": {"status","results",...}}).
  Sure of the envelope.
- bandsintown: rest.bandsintown.com (artists/{name}/events?app_id=...); the
  "{warn=Not found}" body for an unknown artist is what it really returns. Fairly sure.
- setlistfm: api.setlist.fm/rest/1.0 JSON ({"type","itemsPerPage","page","total",
  "setlist":[...]}); 404 {"code":404,"status":"Not Found","message":"not found"}.
  Fairly sure.
- vividseats: no public API; a browsing/scraper tool's text. Approximate.

Movies and TV
- omdb: omdbapi.com (Title/Year/imdbRating ...; {"Response":"False","Error":...}).
  Sure, including "Request limit reached!" and "Invalid API key!".
- trakt: api.trakt.tv (search, shows/{id}/seasons, sync/history). Fairly sure.
- letterboxd: no open API for most; an MCP/scraper tool returning text. Approximate.
- justwatch: GraphQL (apis.justwatch.com/graphql) as popular wrappers return it.
  Approximate.
- tvmaze: api.tvmaze.com (singlesearch, shows/{id}/episodes, schedule). Sure.
- simkl: api.simkl.com (search/tv, sync/all-items). Approximate.

Books
- goodreads: the public API is retired; tools scrape; a text output. Approximate.
- isbndb: api2.isbndb.com (/book/{isbn} -> {"book": {...}}, /books/{q}); quota and
  403 {"message": "Forbidden"}. Fairly sure.
- googlebooks: www.googleapis.com/books/v1/volumes ({"kind":"books#volumes",
  "totalItems", "items"}). Sure.
- hardcover: api.hardcover.app/v1/graphql (Hasura; {"data": {...}} and Hasura errors).
  Fairly sure of the envelope.
- librarything: LibraryThing JSON/XML APIs (thingISBN XML, work info). Approximate.
- storygraph: no public API; a scraper/MCP tool's text. Approximate.

Identifiers are hashes of fixed strings; nothing depends on the clock or randomness.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

J = json.dumps
SESSIONS: list[tuple[str, str, str, list[tuple[str, dict, str]]]] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def hn(s: str, n: int = 7) -> int:
    return int(hashlib.sha256(s.encode()).hexdigest(), 16) % (10**n)


def S(family: str, kind: str, task: str, calls: list) -> None:
    SESSIONS.append((family, kind, task, calls))


def AF(get, params, response, errors=None, page=(1, 1)):
    return J(
        {
            "get": get,
            "parameters": params,
            "errors": errors or [],
            "results": len(response),
            "paging": {"current": page[0], "total": page[1]},
            "response": response,
        }
    )


# ---------------------------------------------------------------- sports
def fx(i, home, away, gh, ga, date, status="FT"):
    return {
        "fixture": {
            "id": 1035000 + hn("fx" + str(i), 4),
            "referee": None,
            "timezone": "UTC",
            "date": date + "T15:00:00+00:00",
            "venue": {"id": None, "name": None, "city": None},
            "status": {"long": "Match Finished", "short": status, "elapsed": 90},
        },
        "league": {"id": 39, "name": "Premier League", "season": 2024},
        "teams": {
            "home": {"name": home, "winner": gh > ga},
            "away": {"name": away, "winner": ga > gh},
        },
        "goals": {"home": gh, "away": ga},
    }


S(
    "apifootball",
    "ok",
    "How did Brentford do in their last five Premier League matches, and who scored most for them this season?",
    [
        (
            "api_football",
            {"endpoint": "teams", "params": {"search": "Brentford"}},
            AF(
                "teams",
                {"search": "Brentford"},
                [
                    {
                        "team": {
                            "id": 55,
                            "name": "Brentford",
                            "code": "BRE",
                            "country": "England",
                            "founded": 1889,
                            "national": False,
                            "logo": "https://media.api-sports.io/football/teams/55.png",
                        },
                        "venue": {
                            "id": 10503,
                            "name": "Gtech Community Stadium",
                            "city": "Brentford, Middlesex",
                            "capacity": 17250,
                        },
                    }
                ],
            ),
        ),
        (
            "api_football",
            {"endpoint": "fixtures", "params": {"team": 55, "last": 5}},
            AF(
                "fixtures",
                {"team": "55", "last": "5"},
                [
                    fx(1, "Brentford", "Fulham", 2, 1, "2025-03-08"),
                    fx(2, "Bournemouth", "Brentford", 1, 2, "2025-03-15"),
                    fx(3, "Brentford", "Chelsea", 0, 0, "2025-04-06"),
                    fx(4, "Arsenal", "Brentford", 1, 1, "2025-04-12"),
                    fx(5, "Brentford", "Brighton", 4, 2, "2025-04-19"),
                ],
            ),
        ),
        (
            "api_football",
            {"endpoint": "players/topscorers", "params": {"league": 39, "season": 2024}},
            AF(
                "players/topscorers",
                {"league": "39", "season": "2024"},
                [
                    {
                        "player": {"id": 306, "name": "Mohamed Salah"},
                        "statistics": [
                            {
                                "team": {"id": 40, "name": "Liverpool"},
                                "goals": {"total": 28, "assists": 18},
                            }
                        ],
                    },
                    {
                        "player": {"id": 1100, "name": "Erling Haaland"},
                        "statistics": [
                            {
                                "team": {"id": 50, "name": "Manchester City"},
                                "goals": {"total": 22, "assists": 3},
                            }
                        ],
                    },
                    {
                        "player": {"id": 18861, "name": "Alexander Isak"},
                        "statistics": [
                            {
                                "team": {"id": 34, "name": "Newcastle"},
                                "goals": {"total": 23, "assists": 6},
                            }
                        ],
                    },
                    {
                        "player": {"id": 19194, "name": "Bryan Mbeumo"},
                        "statistics": [
                            {
                                "team": {"id": 55, "name": "Brentford"},
                                "goals": {"total": 20, "assists": 7},
                            }
                        ],
                    },
                ],
            ),
        ),
        (
            "api_football",
            {"endpoint": "players", "params": {"team": 55, "season": 2024, "page": 2}},
            AF(
                "players",
                {"team": "55", "season": "2024", "page": "2"},
                [
                    {
                        "player": {"id": 19195, "name": "Yoane Wissa", "age": 28},
                        "statistics": [
                            {
                                "games": {"appearences": 35, "minutes": 2840},
                                "goals": {"total": 19, "assists": 4},
                            }
                        ],
                    },
                    {
                        "player": {"id": 20441, "name": "Kevin Schade", "age": 23},
                        "statistics": [
                            {
                                "games": {"appearences": 38, "minutes": 2211},
                                "goals": {"total": 5, "assists": 2},
                            }
                        ],
                    },
                ],
                page=(2, 3),
            ),
        ),
    ],
)

S(
    "apifootball",
    "fail",
    "Get me the current La Liga standings and the next three Real Betis fixtures.",
    [
        (
            "api_football",
            {"endpoint": "standings", "params": {"league": 140, "season": 2025}},
            AF(
                "standings",
                {"league": "140", "season": "2025"},
                [],
                errors={
                    "requests": "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan."
                },
            ),
        ),
        (
            "api_football",
            {"endpoint": "standings", "params": {"league": 140, "season": 2024}},
            AF(
                "standings",
                {"league": "140", "season": "2024"},
                [],
                errors={
                    "requests": "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan."
                },
            ),
        ),
        (
            "api_football",
            {"endpoint": "teams", "params": {"search": "Betis"}},
            AF(
                "teams",
                {"search": "Betis"},
                [],
                errors={
                    "requests": "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan."
                },
            ),
        ),
        (
            "api_football",
            {"endpoint": "fixtures", "params": {"team": 543, "next": 3}},
            AF(
                "fixtures",
                {"team": "543", "next": "3"},
                [],
                errors={
                    "requests": "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan."
                },
            ),
        ),
        (
            "api_football",
            {"endpoint": "leagues", "params": {"id": 140, "current": "true"}},
            AF(
                "leagues",
                {"id": "140", "current": "true"},
                [],
                errors={
                    "requests": "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan."
                },
            ),
        ),
        (
            "api_football",
            {"endpoint": "fixtures", "params": {"league": 140, "season": 2025, "next": 10}},
            AF(
                "fixtures",
                {"league": "140", "season": "2025", "next": "10"},
                [],
                errors={
                    "requests": "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan."
                },
            ),
        ),
        (
            "api_football",
            {"endpoint": "status", "params": {}},
            J(
                {
                    "get": "status",
                    "parameters": [],
                    "errors": [],
                    "results": 1,
                    "paging": {"current": 1, "total": 1},
                    "response": {
                        "account": {
                            "firstname": "Dev",
                            "lastname": "Ops",
                            "email": "dev@example.org",
                        },
                        "subscription": {
                            "plan": "Free",
                            "end": "2026-06-01T00:00:00+00:00",
                            "active": True,
                        },
                        "requests": {"current": 100, "limit_day": 100},
                    },
                }
            ),
        ),
    ],
)

S(
    "thesportsdb",
    "ok",
    "When did the Kansas City Chiefs last play and what was the score? Also which stadium do they use?",
    [
        (
            "thesportsdb",
            {"path": "searchteams.php", "t": "Kansas City Chiefs"},
            J(
                {
                    "teams": [
                        {
                            "idTeam": "134931",
                            "strTeam": "Kansas City Chiefs",
                            "strLeague": "NFL",
                            "intFormedYear": "1960",
                            "strStadium": "GEHA Field at Arrowhead Stadium",
                            "strLocation": "Kansas City, Missouri",
                            "intStadiumCapacity": "76416",
                            "strWebsite": "www.chiefs.com",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "eventslast.php", "id": "134931"},
            J(
                {
                    "results": [
                        {
                            "idEvent": "2177291",
                            "strEvent": "Kansas City Chiefs vs Philadelphia Eagles",
                            "strHomeTeam": "Kansas City Chiefs",
                            "strAwayTeam": "Philadelphia Eagles",
                            "intHomeScore": "22",
                            "intAwayScore": "40",
                            "dateEvent": "2025-02-09",
                            "strVenue": "Caesars Superdome",
                            "strStatus": "Match Finished",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "lookupevent.php", "id": "2177291"},
            J(
                {
                    "events": [
                        {
                            "idEvent": "2177291",
                            "strEvent": "Kansas City Chiefs vs Philadelphia Eagles",
                            "strSeason": "2024",
                            "strLeague": "NFL",
                            "intRound": "500",
                            "strResult": "",
                            "intSpectators": None,
                            "strVenue": "Caesars Superdome",
                            "strCity": "New Orleans",
                            "strCountry": "United States",
                            "strPostponed": "no",
                        }
                    ]
                }
            ),
        ),
    ],
)

S(
    "thesportsdb",
    "ok",
    "Is there a Scottish team called Dunfermline Rovers in TheSportsDB? If not, tell me which Dunfermline team exists.",
    [
        ("thesportsdb", {"path": "searchteams.php", "t": "Dunfermline Rovers"}, J({"teams": None})),
        (
            "thesportsdb",
            {"path": "searchteams.php", "t": "Dunfermline"},
            J(
                {
                    "teams": [
                        {
                            "idTeam": "133602",
                            "strTeam": "Dunfermline Athletic",
                            "strLeague": "Scottish Championship",
                            "intFormedYear": "1885",
                            "strStadium": "East End Park",
                            "strLocation": "Dunfermline, Fife",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "lookup_all_players.php", "id": "133602"},
            J(
                {
                    "player": [
                        {
                            "idPlayer": "34172001",
                            "strPlayer": "Deniz Mehmet",
                            "strPosition": "Goalkeeper",
                        },
                        {
                            "idPlayer": "34172044",
                            "strPlayer": "Kane Ritchie-Hosler",
                            "strPosition": "Winger",
                        },
                    ]
                }
            ),
        ),
    ],
)

S(
    "thesportsdb",
    "fail",
    "Find the most recent results for Leinster rugby and their next fixture.",
    [
        (
            "thesportsdb",
            {"path": "searchteams.php", "t": "Leinster"},
            J(
                {
                    "teams": [
                        {
                            "idTeam": "135265",
                            "strTeam": "Leinster",
                            "strLeague": "United Rugby Championship",
                            "strStadium": "Aviva Stadium",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "eventslast.php", "id": "135265"},
            J(
                {
                    "results": [
                        {
                            "idEvent": "441613",
                            "strEvent": "Arsenal vs Liverpool",
                            "strHomeTeam": "Arsenal",
                            "strAwayTeam": "Liverpool",
                            "intHomeScore": "2",
                            "intAwayScore": "2",
                            "dateEvent": "2021-08-21",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "eventsnext.php", "id": "135265"},
            J(
                {
                    "events": [
                        {
                            "idEvent": "441613",
                            "strEvent": "Arsenal vs Liverpool",
                            "strHomeTeam": "Arsenal",
                            "strAwayTeam": "Liverpool",
                            "dateEvent": "2021-08-21",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "eventspastleague.php", "id": "4446"},
            J(
                {
                    "events": [
                        {
                            "idEvent": "441613",
                            "strEvent": "Arsenal vs Liverpool",
                            "strHomeTeam": "Arsenal",
                            "strAwayTeam": "Liverpool",
                            "dateEvent": "2021-08-21",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "eventsseason.php", "id": "4446", "s": "2024-2025"},
            J(
                {
                    "events": [
                        {
                            "idEvent": "441613",
                            "strEvent": "Arsenal vs Liverpool",
                            "strHomeTeam": "Arsenal",
                            "strAwayTeam": "Liverpool",
                            "dateEvent": "2021-08-21",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "eventsnextleague.php", "id": "4446"},
            J(
                {
                    "events": [
                        {
                            "idEvent": "441613",
                            "strEvent": "Arsenal vs Liverpool",
                            "strHomeTeam": "Arsenal",
                            "strAwayTeam": "Liverpool",
                            "dateEvent": "2021-08-21",
                        }
                    ]
                }
            ),
        ),
        (
            "thesportsdb",
            {"path": "eventslast.php", "id": "135265"},
            J(
                {
                    "results": [
                        {
                            "idEvent": "441613",
                            "strEvent": "Arsenal vs Liverpool",
                            "strHomeTeam": "Arsenal",
                            "strAwayTeam": "Liverpool",
                            "intHomeScore": "2",
                            "intAwayScore": "2",
                            "dateEvent": "2021-08-21",
                        }
                    ]
                }
            ),
        ),
    ],
)

S(
    "nhl",
    "ok",
    "Where do the Winnipeg Jets sit in the Central division right now, and when is their next home game?",
    [
        (
            "nhl_api",
            {"path": "/v1/standings/now"},
            J(
                {
                    "wildCardIndicator": True,
                    "standings": [
                        {
                            "teamAbbrev": {"default": "WPG"},
                            "teamName": {"default": "Winnipeg Jets"},
                            "divisionName": "Central",
                            "divisionSequence": 1,
                            "gamesPlayed": 62,
                            "wins": 43,
                            "losses": 15,
                            "otLosses": 4,
                            "points": 90,
                        },
                        {
                            "teamAbbrev": {"default": "DAL"},
                            "teamName": {"default": "Dallas Stars"},
                            "divisionName": "Central",
                            "divisionSequence": 2,
                            "gamesPlayed": 61,
                            "wins": 40,
                            "losses": 18,
                            "otLosses": 3,
                            "points": 83,
                        },
                        {
                            "teamAbbrev": {"default": "COL"},
                            "teamName": {"default": "Colorado Avalanche"},
                            "divisionName": "Central",
                            "divisionSequence": 3,
                            "gamesPlayed": 62,
                            "wins": 37,
                            "losses": 22,
                            "otLosses": 3,
                            "points": 77,
                        },
                    ],
                }
            ),
        ),
        (
            "nhl_api",
            {"path": "/v1/club-schedule/WPG/week/now"},
            J(
                {
                    "previousStartDate": "2025-03-03",
                    "nextStartDate": "2025-03-17",
                    "clubTimezone": "America/Winnipeg",
                    "games": [
                        {
                            "id": 2024021021,
                            "gameDate": "2025-03-11",
                            "awayTeam": {"abbrev": "WPG"},
                            "homeTeam": {"abbrev": "MIN"},
                            "venue": {"default": "Xcel Energy Center"},
                            "gameState": "FUT",
                        },
                        {
                            "id": 2024021040,
                            "gameDate": "2025-03-14",
                            "awayTeam": {"abbrev": "TOR"},
                            "homeTeam": {"abbrev": "WPG"},
                            "venue": {"default": "Canada Life Centre"},
                            "gameState": "FUT",
                        },
                    ],
                }
            ),
        ),
    ],
)

S(
    "nhl",
    "fail",
    "Pull Connor McDavid's season stats and his last five games.",
    [
        (
            "nhl_api",
            {"path": "/v1/player/8478402/landing"},
            "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>",
        ),
        (
            "nhl_api",
            {"path": "/v1/player/8478402/game-log/now"},
            "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>",
        ),
        (
            "nhl_api",
            {"path": "/v1/player/8478402/game-log/20242025/2"},
            "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>",
        ),
        (
            "nhl_api",
            {"path": "/v1/skater-stats-leaders/current", "categories": "points"},
            "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>",
        ),
        (
            "nhl_api",
            {"path": "/v1/roster/EDM/current"},
            "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>",
        ),
        (
            "nhl_api",
            {"path": "/v1/club-stats/EDM/now"},
            "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>",
        ),
    ],
)

S(
    "mlbstats",
    "ok",
    "Did the Mariners play yesterday (2025-06-14)? If so what was the final, and who started for them?",
    [
        (
            "mlb_stats",
            {"endpoint": "schedule", "params": {"sportId": 1, "teamId": 136, "date": "2025-06-14"}},
            J(
                {
                    "copyright": "Copyright 2025 MLB Advanced Media, L.P.  Use of any content on this page acknowledges agreement to the terms posted here http://gdx.mlb.com/components/copyright.txt",
                    "totalItems": 1,
                    "totalEvents": 0,
                    "totalGames": 1,
                    "totalGamesInProgress": 0,
                    "dates": [
                        {
                            "date": "2025-06-14",
                            "totalItems": 1,
                            "games": [
                                {
                                    "gamePk": 777215,
                                    "gameType": "R",
                                    "status": {
                                        "abstractGameState": "Final",
                                        "detailedState": "Final",
                                    },
                                    "teams": {
                                        "away": {
                                            "team": {"id": 136, "name": "Seattle Mariners"},
                                            "score": 3,
                                            "isWinner": False,
                                        },
                                        "home": {
                                            "team": {"id": 117, "name": "Houston Astros"},
                                            "score": 5,
                                            "isWinner": True,
                                        },
                                    },
                                    "venue": {"id": 2392, "name": "Daikin Park"},
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "mlb_stats",
            {"endpoint": "game/777215/boxscore", "params": {}},
            J(
                {
                    "teams": {
                        "away": {
                            "team": {"id": 136, "name": "Seattle Mariners"},
                            "pitchers": [669302, 664640, 687830],
                            "players": {
                                "ID669302": {
                                    "person": {"id": 669302, "fullName": "Logan Gilbert"},
                                    "stats": {
                                        "pitching": {
                                            "inningsPitched": "5.2",
                                            "hits": 6,
                                            "earnedRuns": 4,
                                            "strikeOuts": 8,
                                            "baseOnBalls": 1,
                                        }
                                    },
                                }
                            },
                        }
                    },
                    "info": [
                        {"label": "T", "value": "2:41."},
                        {"label": "Att", "value": "38,114."},
                    ],
                }
            ),
        ),
    ],
)

S(
    "mlbstats",
    "ok",
    "Is Shohei Ohtani's player id 660271 and how many home runs did he hit in 2024?",
    [
        (
            "mlb_stats",
            {
                "endpoint": "people/660271",
                "params": {"hydrate": "stats(group=[hitting],type=[season],season=2024)"},
            },
            J(
                {
                    "copyright": "Copyright 2025 MLB Advanced Media, L.P.",
                    "people": [
                        {
                            "id": 660271,
                            "fullName": "Shohei Ohtani",
                            "primaryNumber": "17",
                            "currentTeam": {"id": 119},
                            "primaryPosition": {"abbreviation": "TWP"},
                            "stats": [
                                {
                                    "type": {"displayName": "season"},
                                    "group": {"displayName": "hitting"},
                                    "splits": [
                                        {
                                            "season": "2024",
                                            "stat": {
                                                "gamesPlayed": 159,
                                                "homeRuns": 54,
                                                "rbi": 130,
                                                "stolenBases": 59,
                                                "avg": ".310",
                                                "ops": "1.036",
                                            },
                                        }
                                    ],
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
    ],
)

S(
    "mlbstats",
    "fail",
    "List the AL East standings and each team's last-10 record.",
    [
        (
            "mlb_stats",
            {"endpoint": "standings", "params": {"leagueId": 103, "season": 2025}},
            "HTTPSConnectionPool(host='statsapi.mlb.com', port=443): Read timed out. (read timeout=10)",
        ),
        (
            "mlb_stats",
            {
                "endpoint": "standings",
                "params": {"leagueId": 103, "season": 2025, "standingsTypes": "regularSeason"},
            },
            "HTTPSConnectionPool(host='statsapi.mlb.com', port=443): Read timed out. (read timeout=10)",
        ),
        (
            "mlb_stats",
            {"endpoint": "divisions", "params": {"sportId": 1}},
            "HTTPSConnectionPool(host='statsapi.mlb.com', port=443): Read timed out. (read timeout=10)",
        ),
        (
            "mlb_stats",
            {"endpoint": "teams", "params": {"sportId": 1, "leagueIds": 103}},
            "HTTPSConnectionPool(host='statsapi.mlb.com', port=443): Read timed out. (read timeout=10)",
        ),
        (
            "mlb_stats",
            {"endpoint": "standings", "params": {"leagueId": "103,104", "season": 2025}},
            "HTTPSConnectionPool(host='statsapi.mlb.com', port=443): Read timed out. (read timeout=10)",
        ),
        (
            "mlb_stats",
            {"endpoint": "teams/147/record", "params": {"season": 2025}},
            "HTTPSConnectionPool(host='statsapi.mlb.com', port=443): Read timed out. (read timeout=10)",
        ),
        (
            "mlb_stats",
            {"endpoint": "standings", "params": {"leagueId": 103}},
            "HTTPSConnectionPool(host='statsapi.mlb.com', port=443): Read timed out. (read timeout=10)",
        ),
    ],
)

RAPID_QUOTA = J(
    {
        "message": "You have exceeded the MONTHLY quota for Requests on your current plan, BASIC. Upgrade your plan at https://rapidapi.com/cricketapilive/api/cricbuzz-cricket"
    }
)
S(
    "cricbuzz",
    "ok",
    "What's the live score in the India vs England test, and who's top scorer so far?",
    [
        (
            "cricbuzz",
            {"path": "/matches/v1/live"},
            J(
                {
                    "typeMatches": [
                        {
                            "matchType": "International",
                            "seriesMatches": [
                                {
                                    "seriesAdWrapper": {
                                        "seriesId": 9107,
                                        "seriesName": "England tour of India, 2025",
                                        "matches": [
                                            {
                                                "matchInfo": {
                                                    "matchId": 112395,
                                                    "matchDesc": "3rd Test",
                                                    "matchFormat": "TEST",
                                                    "team1": {"teamSName": "IND"},
                                                    "team2": {"teamSName": "ENG"},
                                                    "state": "In Progress",
                                                    "status": "Day 2: Stumps - England trail by 211 runs",
                                                },
                                                "matchScore": {
                                                    "team1Score": {
                                                        "inngs1": {
                                                            "runs": 445,
                                                            "wickets": 10,
                                                            "overs": 130.5,
                                                        }
                                                    },
                                                    "team2Score": {
                                                        "inngs1": {
                                                            "runs": 234,
                                                            "wickets": 4,
                                                            "overs": 61,
                                                        }
                                                    },
                                                },
                                            }
                                        ],
                                    }
                                }
                            ],
                        }
                    ]
                }
            ),
        ),
        (
            "cricbuzz",
            {"path": "/mcenter/v1/112395/hscard"},
            J(
                {
                    "scoreCard": [
                        {
                            "inningsId": 1,
                            "batTeamDetails": {
                                "batTeamShortName": "IND",
                                "batsmenData": {
                                    "bat_1": {
                                        "batName": "Rohit Sharma",
                                        "runs": 131,
                                        "balls": 196,
                                        "fours": 14,
                                        "sixes": 3,
                                        "outDesc": "c Root b Wood",
                                    },
                                    "bat_2": {
                                        "batName": "Yashasvi Jaiswal",
                                        "runs": 10,
                                        "balls": 10,
                                        "outDesc": "c Root b Wood",
                                    },
                                    "bat_5": {
                                        "batName": "Ravindra Jadeja",
                                        "runs": 112,
                                        "balls": 225,
                                        "outDesc": "c Root b Anderson",
                                    },
                                },
                            },
                            "scoreDetails": {"runs": 445, "wickets": 10, "overs": 130.5},
                        },
                        {
                            "inningsId": 2,
                            "batTeamDetails": {
                                "batTeamShortName": "ENG",
                                "batsmenData": {
                                    "bat_1": {
                                        "batName": "Ben Duckett",
                                        "runs": 133,
                                        "balls": 118,
                                        "outDesc": "batting",
                                    }
                                },
                            },
                            "scoreDetails": {"runs": 234, "wickets": 4, "overs": 61},
                        },
                    ]
                }
            ),
        ),
    ],
)

S(
    "cricbuzz",
    "fail",
    "Get the points table for the current IPL and Chennai's remaining fixtures.",
    [
        ("cricbuzz", {"path": "/series/v1/9237/points-table"}, RAPID_QUOTA),
        ("cricbuzz", {"path": "/series/v1/9237"}, RAPID_QUOTA),
        ("cricbuzz", {"path": "/series/v1/league"}, RAPID_QUOTA),
        ("cricbuzz", {"path": "/teams/v1/58/schedule"}, RAPID_QUOTA),
        ("cricbuzz", {"path": "/matches/v1/upcoming"}, RAPID_QUOTA),
        ("cricbuzz", {"path": "/matches/v1/recent"}, RAPID_QUOTA),
    ],
)

S(
    "balldontlie",
    "ok",
    "List every Celtics game in the first week of the 2024 NBA season with scores.",
    [
        (
            "balldontlie",
            {"path": "/v1/teams", "params": {"conference": "East"}},
            J(
                {
                    "data": [
                        {
                            "id": 1,
                            "abbreviation": "ATL",
                            "city": "Atlanta",
                            "full_name": "Atlanta Hawks",
                            "name": "Hawks",
                        },
                        {
                            "id": 2,
                            "abbreviation": "BOS",
                            "city": "Boston",
                            "full_name": "Boston Celtics",
                            "name": "Celtics",
                        },
                        {
                            "id": 3,
                            "abbreviation": "BKN",
                            "city": "Brooklyn",
                            "full_name": "Brooklyn Nets",
                            "name": "Nets",
                        },
                    ]
                }
            ),
        ),
        (
            "balldontlie",
            {
                "path": "/v1/games",
                "params": {
                    "team_ids[]": 2,
                    "start_date": "2024-10-22",
                    "end_date": "2024-10-28",
                    "per_page": 2,
                },
            },
            J(
                {
                    "data": [
                        {
                            "id": 15907925,
                            "date": "2024-10-22",
                            "season": 2024,
                            "status": "Final",
                            "home_team": {"abbreviation": "BOS"},
                            "visitor_team": {"abbreviation": "NYK"},
                            "home_team_score": 132,
                            "visitor_team_score": 109,
                        },
                        {
                            "id": 15907942,
                            "date": "2024-10-24",
                            "season": 2024,
                            "status": "Final",
                            "home_team": {"abbreviation": "WAS"},
                            "visitor_team": {"abbreviation": "BOS"},
                            "home_team_score": 102,
                            "visitor_team_score": 122,
                        },
                    ],
                    "meta": {"next_cursor": 15907942, "per_page": 2},
                }
            ),
        ),
        (
            "balldontlie",
            {
                "path": "/v1/games",
                "params": {
                    "team_ids[]": 2,
                    "start_date": "2024-10-22",
                    "end_date": "2024-10-28",
                    "per_page": 2,
                    "cursor": 15907942,
                },
            },
            J(
                {
                    "data": [
                        {
                            "id": 15907960,
                            "date": "2024-10-25",
                            "season": 2024,
                            "status": "Final",
                            "home_team": {"abbreviation": "DET"},
                            "visitor_team": {"abbreviation": "BOS"},
                            "home_team_score": 118,
                            "visitor_team_score": 124,
                        },
                        {
                            "id": 15907978,
                            "date": "2024-10-28",
                            "season": 2024,
                            "status": "Final",
                            "home_team": {"abbreviation": "BOS"},
                            "visitor_team": {"abbreviation": "MIL"},
                            "home_team_score": 119,
                            "visitor_team_score": 108,
                        },
                    ],
                    "meta": {"next_cursor": 15907978, "per_page": 2},
                }
            ),
        ),
        (
            "balldontlie",
            {
                "path": "/v1/games",
                "params": {
                    "team_ids[]": 2,
                    "start_date": "2024-10-22",
                    "end_date": "2024-10-28",
                    "per_page": 2,
                    "cursor": 15907978,
                },
            },
            J({"data": [], "meta": {"per_page": 2}}),
        ),
    ],
)

S(
    "balldontlie",
    "fail",
    "What are Nikola Jokic's averages this season and in his last 5 games?",
    [
        ("balldontlie", {"path": "/v1/players", "params": {"search": "jokic"}}, "Unauthorized"),
        (
            "balldontlie",
            {"path": "/v1/players", "params": {"first_name": "Nikola", "last_name": "Jokic"}},
            "Unauthorized",
        ),
        (
            "balldontlie",
            {"path": "/v1/season_averages", "params": {"season": 2024, "player_id": 246}},
            "Unauthorized",
        ),
        (
            "balldontlie",
            {"path": "/v1/stats", "params": {"player_ids[]": 246, "per_page": 5}},
            "Unauthorized",
        ),
        ("balldontlie", {"path": "/v1/players/246"}, "Unauthorized"),
        (
            "balldontlie",
            {"path": "/v1/games", "params": {"team_ids[]": 8, "seasons[]": 2024}},
            "Unauthorized",
        ),
    ],
)


# ---------------------------------------------------------------- property
def odata(ctx, value, nxt=None):
    d = {"@odata.context": "https://api.bridgedataoutput.com/api/v2/OData/" + ctx, "value": value}
    if nxt:
        d["@odata.nextLink"] = nxt
    return J(d)


def prop(key, addr, price, beds, baths, sqft, status="Active", city="Boise"):
    return {
        "ListingKey": h(key, 10),
        "ListingId": str(hn(key, 8)),
        "StandardStatus": status,
        "ListPrice": price,
        "UnparsedAddress": addr,
        "City": city,
        "StateOrProvince": "ID",
        "BedroomsTotal": beds,
        "BathroomsTotalInteger": baths,
        "LivingArea": sqft,
        "DaysOnMarket": hn(key + "d", 2),
    }


S(
    "bridge",
    "ok",
    "Find active 3-bed homes under $500k in Boise's 83709 zip and give me the Zestimate for the cheapest one.",
    [
        (
            "bridge_api",
            {
                "dataset": "imls",
                "resource": "Property",
                "$filter": "PostalCode eq '83709' and BedroomsTotal eq 3 and ListPrice le 500000 and StandardStatus eq 'Active'",
                "$top": 3,
            },
            odata(
                "imls/$metadata#Property",
                [
                    prop("b1", "6877 W Hollilynn Dr", 459900, 3, 2, 1512),
                    prop("b2", "10255 W Mossywood Dr", 429000, 3, 2, 1388),
                    prop("b3", "3721 S Cobble Pl", 489500, 3, 3, 1790),
                ],
                "https://api.bridgedataoutput.com/api/v2/OData/imls/Property?$skip=3",
            ),
        ),
        (
            "bridge_api",
            {
                "dataset": "imls",
                "resource": "Property",
                "$filter": "PostalCode eq '83709' and BedroomsTotal eq 3 and ListPrice le 500000 and StandardStatus eq 'Active'",
                "$top": 3,
                "$skip": 3,
            },
            odata(
                "imls/$metadata#Property",
                [
                    prop("b4", "7150 W Silver Maple St", 415000, 3, 2, 1244),
                    prop("b5", "2905 S Whitepost Way", 474900, 3, 2, 1620),
                ],
            ),
        ),
        (
            "bridge_api",
            {
                "dataset": "zestimates_v2",
                "resource": "zestimates",
                "address": "7150 W Silver Maple St, Boise, ID 83709",
            },
            J(
                {
                    "success": True,
                    "status": 200,
                    "bundle": [
                        {
                            "zpid": "2074519",
                            "address": "7150 W Silver Maple St, Boise, ID 83709",
                            "zestimate": 421300,
                            "lowPercent": "6",
                            "highPercent": "6",
                            "upperValue": 446578,
                            "lowerValue": 396022,
                            "date": "2025-05-12",
                            "rentalZestimate": 2290,
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
    ],
)

S(
    "bridge",
    "fail",
    "Pull active listings in Bend OR (97702) between $600k and $800k with 4 beds.",
    [
        (
            "bridge_api",
            {
                "dataset": "orml",
                "resource": "Property",
                "$filter": "PostalCode eq '97702' and BedroomsTotal ge 4 and ListPrice ge 600000 and ListPrice le 800000",
                "$top": 10,
            },
            J(
                {
                    "success": False,
                    "status": 401,
                    "bundle": {
                        "name": "AuthorizationError",
                        "message": "Invalid access token. Token is expired or has been revoked.",
                    },
                }
            ),
        ),
        (
            "bridge_api",
            {
                "dataset": "orml",
                "resource": "Property",
                "$filter": "PostalCode eq '97702'",
                "$top": 10,
            },
            J(
                {
                    "success": False,
                    "status": 401,
                    "bundle": {
                        "name": "AuthorizationError",
                        "message": "Invalid access token. Token is expired or has been revoked.",
                    },
                }
            ),
        ),
        (
            "bridge_api",
            {"dataset": "orml", "resource": "Member", "$top": 1},
            J(
                {
                    "success": False,
                    "status": 401,
                    "bundle": {
                        "name": "AuthorizationError",
                        "message": "Invalid access token. Token is expired or has been revoked.",
                    },
                }
            ),
        ),
        (
            "bridge_api",
            {"dataset": "test", "resource": "Property", "$top": 1},
            J(
                {
                    "success": False,
                    "status": 401,
                    "bundle": {
                        "name": "AuthorizationError",
                        "message": "Invalid access token. Token is expired or has been revoked.",
                    },
                }
            ),
        ),
        (
            "bridge_api",
            {
                "dataset": "orml",
                "resource": "Property",
                "$filter": "City eq 'Bend' and BedroomsTotal ge 4",
                "$top": 25,
            },
            J(
                {
                    "success": False,
                    "status": 401,
                    "bundle": {
                        "name": "AuthorizationError",
                        "message": "Invalid access token. Token is expired or has been revoked.",
                    },
                }
            ),
        ),
        (
            "bridge_api",
            {"dataset": "zestimates_v2", "resource": "zestimates", "address": "Bend, OR 97702"},
            J(
                {
                    "success": False,
                    "status": 401,
                    "bundle": {
                        "name": "AuthorizationError",
                        "message": "Invalid access token. Token is expired or has been revoked.",
                    },
                }
            ),
        ),
    ],
)

S(
    "rentcast",
    "ok",
    "What rent should I expect for 4125 N Kedzie Ave, Chicago (2bd/1ba), and what do comparable rentals list for?",
    [
        (
            "rentcast",
            {
                "path": "/v1/properties",
                "params": {"address": "4125 N Kedzie Ave, Chicago, IL 60618"},
            },
            J(
                [
                    {
                        "id": "4125-N-Kedzie-Ave,-Chicago,-IL-60618",
                        "formattedAddress": "4125 N Kedzie Ave, Chicago, IL 60618",
                        "propertyType": "Multi-Family",
                        "bedrooms": 2,
                        "bathrooms": 1,
                        "squareFootage": 980,
                        "yearBuilt": 1912,
                        "lastSaleDate": "2019-07-30T00:00:00.000Z",
                        "lastSalePrice": 612000,
                        "county": "Cook",
                    }
                ]
            ),
        ),
        (
            "rentcast",
            {
                "path": "/v1/avm/rent/long-term",
                "params": {
                    "address": "4125 N Kedzie Ave, Chicago, IL 60618",
                    "bedrooms": 2,
                    "bathrooms": 1,
                    "compCount": 3,
                },
            },
            J(
                {
                    "rent": 1875,
                    "rentRangeLow": 1610,
                    "rentRangeHigh": 2140,
                    "latitude": 41.9563,
                    "longitude": -87.7081,
                    "comparables": [
                        {
                            "formattedAddress": "3818 N Kedzie Ave, Apt 2, Chicago, IL 60618",
                            "price": 1800,
                            "bedrooms": 2,
                            "bathrooms": 1,
                            "squareFootage": 900,
                            "distance": 0.31,
                            "daysOld": 12,
                            "correlation": 0.981,
                        },
                        {
                            "formattedAddress": "3223 W Belle Plaine Ave, Apt 1, Chicago, IL 60618",
                            "price": 1950,
                            "bedrooms": 2,
                            "bathrooms": 1,
                            "squareFootage": 1050,
                            "distance": 0.42,
                            "daysOld": 30,
                            "correlation": 0.972,
                        },
                        {
                            "formattedAddress": "4340 N Sawyer Ave, Chicago, IL 60618",
                            "price": 1725,
                            "bedrooms": 2,
                            "bathrooms": 1,
                            "distance": 0.28,
                            "daysOld": 45,
                            "correlation": 0.966,
                        },
                    ],
                }
            ),
        ),
        (
            "rentcast",
            {
                "path": "/v1/listings/rental/long-term",
                "params": {
                    "zipCode": "60618",
                    "bedrooms": 2,
                    "status": "Active",
                    "limit": 2,
                    "offset": 0,
                },
            },
            J(
                [
                    {
                        "id": "3141-W-Irving-Park-Rd,-Unit-3,-Chicago,-IL-60618",
                        "price": 2050,
                        "bedrooms": 2,
                        "bathrooms": 1,
                        "listedDate": "2025-05-02T00:00:00.000Z",
                        "daysOnMarket": 9,
                    },
                    {
                        "id": "4021-N-Sacramento-Ave,-Chicago,-IL-60618",
                        "price": 1695,
                        "bedrooms": 2,
                        "bathrooms": 1,
                        "listedDate": "2025-04-26T00:00:00.000Z",
                        "daysOnMarket": 15,
                    },
                ]
            ),
        ),
        (
            "rentcast",
            {
                "path": "/v1/listings/rental/long-term",
                "params": {
                    "zipCode": "60618",
                    "bedrooms": 2,
                    "status": "Active",
                    "limit": 2,
                    "offset": 2,
                },
            },
            J(
                [
                    {
                        "id": "2956-W-Cuyler-Ave,-Chicago,-IL-60618",
                        "price": 1900,
                        "bedrooms": 2,
                        "bathrooms": 1.5,
                        "listedDate": "2025-05-07T00:00:00.000Z",
                        "daysOnMarket": 4,
                    }
                ]
            ),
        ),
    ],
)

S(
    "rentcast",
    "fail",
    "Get sale comps and a value estimate for 118 Oak Hollow Ln, Austin TX.",
    [
        (
            "rentcast",
            {"path": "/v1/avm/value", "params": {"address": "118 Oak Hollow Ln, Austin, TX 78745"}},
            J(
                {
                    "status": 429,
                    "error": "rate-limit-exceeded",
                    "message": "Your account has reached its monthly API request limit. Please upgrade your plan or wait until your billing period renews.",
                }
            ),
        ),
        (
            "rentcast",
            {
                "path": "/v1/properties",
                "params": {"address": "118 Oak Hollow Ln, Austin, TX 78745"},
            },
            J(
                {
                    "status": 429,
                    "error": "rate-limit-exceeded",
                    "message": "Your account has reached its monthly API request limit. Please upgrade your plan or wait until your billing period renews.",
                }
            ),
        ),
        (
            "rentcast",
            {"path": "/v1/listings/sale", "params": {"zipCode": "78745", "limit": 10}},
            J(
                {
                    "status": 429,
                    "error": "rate-limit-exceeded",
                    "message": "Your account has reached its monthly API request limit. Please upgrade your plan or wait until your billing period renews.",
                }
            ),
        ),
        (
            "rentcast",
            {"path": "/v1/markets", "params": {"zipCode": "78745", "dataType": "Sale"}},
            J(
                {
                    "status": 429,
                    "error": "rate-limit-exceeded",
                    "message": "Your account has reached its monthly API request limit. Please upgrade your plan or wait until your billing period renews.",
                }
            ),
        ),
        (
            "rentcast",
            {"path": "/v1/avm/value", "params": {"latitude": 30.2094, "longitude": -97.7885}},
            J(
                {
                    "status": 429,
                    "error": "rate-limit-exceeded",
                    "message": "Your account has reached its monthly API request limit. Please upgrade your plan or wait until your billing period renews.",
                }
            ),
        ),
        (
            "rentcast",
            {"path": "/v1/properties", "params": {"city": "Austin", "state": "TX", "limit": 5}},
            J(
                {
                    "status": 429,
                    "error": "rate-limit-exceeded",
                    "message": "Your account has reached its monthly API request limit. Please upgrade your plan or wait until your billing period renews.",
                }
            ),
        ),
    ],
)

S(
    "realtor",
    "ok",
    "Shortlist open houses this weekend for condos in Jersey City under $700k and save the best one to my favorites.",
    [
        (
            "realtor_rapidapi",
            {
                "path": "/properties/v3/list",
                "body": {
                    "limit": 3,
                    "offset": 0,
                    "city": "Jersey City",
                    "state_code": "NJ",
                    "status": ["for_sale"],
                    "type": ["condos"],
                    "list_price": {"max": 700000},
                    "open_house": {"min": "2025-05-17", "max": "2025-05-18"},
                },
            },
            J(
                {
                    "data": {
                        "home_search": {
                            "count": 3,
                            "total": 5,
                            "results": [
                                {
                                    "property_id": "9614837512",
                                    "list_price": 649000,
                                    "description": {
                                        "beds": 2,
                                        "baths": 2,
                                        "sqft": 1105,
                                        "type": "condos",
                                    },
                                    "location": {
                                        "address": {
                                            "line": "70 Greene St Apt 1104",
                                            "city": "Jersey City",
                                            "postal_code": "07302",
                                        }
                                    },
                                    "open_houses": [
                                        {
                                            "start_date": "2025-05-17T13:00:00Z",
                                            "end_date": "2025-05-17T15:00:00Z",
                                        }
                                    ],
                                },
                                {
                                    "property_id": "9120554081",
                                    "list_price": 525000,
                                    "description": {
                                        "beds": 1,
                                        "baths": 1,
                                        "sqft": 780,
                                        "type": "condos",
                                    },
                                    "location": {
                                        "address": {
                                            "line": "155 Bay St Unit 5G",
                                            "city": "Jersey City",
                                            "postal_code": "07302",
                                        }
                                    },
                                    "open_houses": [
                                        {
                                            "start_date": "2025-05-18T12:00:00Z",
                                            "end_date": "2025-05-18T14:00:00Z",
                                        }
                                    ],
                                },
                                {
                                    "property_id": "9937015264",
                                    "list_price": 689000,
                                    "description": {
                                        "beds": 2,
                                        "baths": 1,
                                        "sqft": 990,
                                        "type": "condos",
                                    },
                                    "location": {
                                        "address": {
                                            "line": "33 Park View Ave Unit 9B",
                                            "city": "Jersey City",
                                            "postal_code": "07302",
                                        }
                                    },
                                    "open_houses": [
                                        {
                                            "start_date": "2025-05-18T11:00:00Z",
                                            "end_date": "2025-05-18T13:00:00Z",
                                        }
                                    ],
                                },
                            ],
                        }
                    }
                }
            ),
        ),
        (
            "realtor_rapidapi",
            {
                "path": "/properties/v3/list",
                "body": {
                    "limit": 3,
                    "offset": 3,
                    "city": "Jersey City",
                    "state_code": "NJ",
                    "status": ["for_sale"],
                    "type": ["condos"],
                    "list_price": {"max": 700000},
                    "open_house": {"min": "2025-05-17", "max": "2025-05-18"},
                },
            },
            J(
                {
                    "data": {
                        "home_search": {
                            "count": 2,
                            "total": 5,
                            "results": [
                                {
                                    "property_id": "9785120937",
                                    "list_price": 599000,
                                    "description": {
                                        "beds": 2,
                                        "baths": 2,
                                        "sqft": 1020,
                                        "type": "condos",
                                    },
                                    "location": {
                                        "address": {
                                            "line": "1 Shore Ln Apt 707",
                                            "city": "Jersey City",
                                            "postal_code": "07310",
                                        }
                                    },
                                    "open_houses": [{"start_date": "2025-05-17T14:00:00Z"}],
                                },
                                {
                                    "property_id": "9044321876",
                                    "list_price": 455000,
                                    "description": {
                                        "beds": 1,
                                        "baths": 1,
                                        "sqft": 690,
                                        "type": "condos",
                                    },
                                    "location": {
                                        "address": {
                                            "line": "331 Marin Blvd Unit 4",
                                            "city": "Jersey City",
                                            "postal_code": "07302",
                                        }
                                    },
                                    "open_houses": [{"start_date": "2025-05-18T15:00:00Z"}],
                                },
                            ],
                        }
                    }
                }
            ),
        ),
        (
            "realtor_rapidapi",
            {"path": "/properties/v3/detail", "params": {"property_id": "9785120937"}},
            J(
                {
                    "data": {
                        "home": {
                            "property_id": "9785120937",
                            "list_price": 599000,
                            "hoa": {"fee": 712},
                            "tax_history": [{"year": 2024, "tax": 11240}],
                            "details": [
                                {
                                    "category": "Building and Construction",
                                    "text": ["Year Built: 2008", "Elevator", "Doorman"],
                                }
                            ],
                            "flood": {"flood_factor_severity": "moderate"},
                        }
                    }
                }
            ),
        ),
        (
            "save_favorite",
            {"property_id": "9785120937", "list": "Weekend open houses"},
            "Saved 9785120937 to 'Weekend open houses'.",
        ),
    ],
)

S(
    "redfin",
    "ok",
    "What have 2-bedroom homes sold for in Ballard, Seattle in the last 3 months?",
    [
        (
            "redfin_stingray",
            {
                "path": "/stingray/do/location-autocomplete",
                "params": {"location": "Ballard Seattle", "v": 2},
            },
            '{}&&{"version":578,"errorMessage":"Success","resultCode":0,"payload":{"sections":[{"rows":[{"id":"6_2318","type":"6","name":"Ballard","subName":"Seattle, WA, USA","url":"/neighborhood/2318/WA/Seattle/Ballard"}],"name":"Places"}],"exactMatch":{"id":"6_2318","type":"6","name":"Ballard"}}}',
        ),
        (
            "redfin_stingray",
            {
                "path": "/stingray/api/gis",
                "params": {
                    "region_id": 2318,
                    "region_type": 6,
                    "status": 9,
                    "sold_within_days": 90,
                    "num_beds": 2,
                    "max_num_beds": 2,
                    "num_homes": 350,
                },
            },
            '{}&&{"version":578,"errorMessage":"Success","resultCode":0,"payload":{"homes":[{"mlsId":{"value":"2321870"},"price":{"value":735000},"beds":2,"baths":1.0,"sqFt":{"value":1010},"soldDate":1741651200000,"streetLine":{"value":"7012 17th Ave NW"},"zip":"98117"},{"mlsId":{"value":"2319044"},"price":{"value":589000},"beds":2,"baths":2.0,"sqFt":{"value":948},"soldDate":1742256000000,"streetLine":{"value":"5440 Leary Ave NW #412"},"zip":"98107"},{"mlsId":{"value":"2334518"},"price":{"value":862500},"beds":2,"baths":1.5,"sqFt":{"value":1180},"soldDate":1744243200000,"streetLine":{"value":"2634 NW 62nd St"},"zip":"98107"}],"dataSourceId":1,"searchMedian":{"price":735000,"sqFt":1010}}}',
        ),
    ],
)

S(
    "redfin",
    "fail",
    "Watch for new listings in Somerville MA under $900k; run the search for 3 neighborhoods.",
    [
        (
            "redfin_stingray",
            {
                "path": "/stingray/do/location-autocomplete",
                "params": {"location": "Davis Square Somerville", "v": 2},
            },
            '<!DOCTYPE html><html><head><title>Access to this page has been denied</title></head><body><div class="px-captcha-error-header">Access to this page has been denied.</div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><p>Reference ID '
            + h("px1", 8)
            + "-"
            + h("px1b", 4)
            + "</p></body></html>",
        ),
        (
            "redfin_stingray",
            {
                "path": "/stingray/do/location-autocomplete",
                "params": {"location": "Union Square Somerville", "v": 2},
            },
            '<!DOCTYPE html><html><head><title>Access to this page has been denied</title></head><body><div class="px-captcha-error-header">Access to this page has been denied.</div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><p>Reference ID '
            + h("px2", 8)
            + "-"
            + h("px2b", 4)
            + "</p></body></html>",
        ),
        (
            "redfin_stingray",
            {
                "path": "/stingray/api/gis",
                "params": {"region_id": 16163, "region_type": 6, "status": 1, "max_price": 900000},
            },
            '<!DOCTYPE html><html><head><title>Access to this page has been denied</title></head><body><div class="px-captcha-error-header">Access to this page has been denied.</div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><p>Reference ID '
            + h("px3", 8)
            + "-"
            + h("px3b", 4)
            + "</p></body></html>",
        ),
        (
            "redfin_stingray",
            {
                "path": "/stingray/api/gis",
                "params": {"region_id": 16164, "region_type": 6, "status": 1, "max_price": 900000},
            },
            '<!DOCTYPE html><html><head><title>Access to this page has been denied</title></head><body><div class="px-captcha-error-header">Access to this page has been denied.</div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><p>Reference ID '
            + h("px4", 8)
            + "-"
            + h("px4b", 4)
            + "</p></body></html>",
        ),
        (
            "redfin_stingray",
            {
                "path": "/stingray/api/gis",
                "params": {"region_id": 17151, "region_type": 2, "status": 1, "max_price": 900000},
            },
            '<!DOCTYPE html><html><head><title>Access to this page has been denied</title></head><body><div class="px-captcha-error-header">Access to this page has been denied.</div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><p>Reference ID '
            + h("px5", 8)
            + "-"
            + h("px5b", 4)
            + "</p></body></html>",
        ),
        (
            "redfin_stingray",
            {
                "path": "/stingray/do/location-autocomplete",
                "params": {"location": "Somerville MA", "v": 2},
            },
            '<!DOCTYPE html><html><head><title>Access to this page has been denied</title></head><body><div class="px-captcha-error-header">Access to this page has been denied.</div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><p>Reference ID '
            + h("px6", 8)
            + "-"
            + h("px6b", 4)
            + "</p></body></html>",
        ),
        (
            "redfin_stingray",
            {
                "path": "/stingray/api/gis",
                "params": {
                    "region_id": 17151,
                    "region_type": 2,
                    "status": 9,
                    "sold_within_days": 30,
                },
            },
            '<!DOCTYPE html><html><head><title>Access to this page has been denied</title></head><body><div class="px-captcha-error-header">Access to this page has been denied.</div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><p>Reference ID '
            + h("px7", 8)
            + "-"
            + h("px7b", 4)
            + "</p></body></html>",
        ),
    ],
)

S(
    "rightmove",
    "ok",
    "Any 2-bed flats to rent in Leith, Edinburgh under £1,300 pcm that allow pets? If none, say so.",
    [
        (
            "rightmove_search",
            {
                "locationIdentifier": "REGION^70409",
                "channel": "RENT",
                "minBedrooms": 2,
                "maxBedrooms": 2,
                "maxPrice": 1300,
                "propertyTypes": "flat",
                "mustHave": "petsAllowed",
            },
            "Rightmove search: Flats to rent in Leith, Edinburgh (2 bed, max £1,300 pcm, pets allowed)\nResults: 0 properties\nWe couldn't find any properties matching your criteria. Try widening your search area or removing some filters.",
        ),
        (
            "rightmove_search",
            {
                "locationIdentifier": "REGION^70409",
                "channel": "RENT",
                "minBedrooms": 2,
                "maxBedrooms": 2,
                "maxPrice": 1300,
                "propertyTypes": "flat",
            },
            "Rightmove search: Flats to rent in Leith, Edinburgh (2 bed, max £1,300 pcm)\nResults: 4 properties\n1. £1,250 pcm | 2 bed flat | Great Junction Street, Edinburgh, EH6 | Added on 09/05/2025 | Let agreed: no | Furnished\n2. £1,195 pcm | 2 bed flat | Easter Road, Edinburgh, EH6 | Reduced on 06/05/2025 | Unfurnished\n3. £1,295 pcm | 2 bed flat | Ferry Road, Edinburgh, EH6 | Added yesterday | Part furnished\n4. £1,100 pcm | 2 bed flat | Restalrig Road South, Edinburgh, EH7 | Added on 28/04/2025 | Unfurnished",
        ),
        (
            "rightmove_property",
            {"id": "159882341"},
            "Great Junction Street, Edinburgh, EH6\n£1,250 pcm (£288 pw)\nLetting details: Let available date: 01/06/2025 | Deposit: £1,440 | Min. Tenancy: 12 months | Let type: Long term | Furnish type: Furnished\nKey features: Second floor tenement flat; Gas central heating; Shared garden; No pets; No smokers\nEPC rating: D\nCouncil tax: Band B",
        ),
    ],
)

S(
    "rightmove",
    "fail",
    "Find 3-bed houses for sale in Harrogate under £450k near a good primary school.",
    [
        (
            "rightmove_search",
            {
                "locationIdentifier": "REGION^632",
                "channel": "BUY",
                "minBedrooms": 3,
                "maxPrice": 450000,
                "propertyTypes": "detached,semi-detached,terraced",
            },
            'Rightmove search failed: upstream returned 200 but page contained no property model (window.jsonModel not found). Page title: "Rightmove - We\'re making some improvements"',
        ),
        (
            "rightmove_search",
            {
                "locationIdentifier": "REGION^632",
                "channel": "BUY",
                "minBedrooms": 3,
                "maxPrice": 450000,
            },
            'Rightmove search failed: upstream returned 200 but page contained no property model (window.jsonModel not found). Page title: "Rightmove - We\'re making some improvements"',
        ),
        (
            "rightmove_search",
            {
                "locationIdentifier": "OUTCODE^1092",
                "channel": "BUY",
                "minBedrooms": 3,
                "maxPrice": 450000,
            },
            'Rightmove search failed: upstream returned 200 but page contained no property model (window.jsonModel not found). Page title: "Rightmove - We\'re making some improvements"',
        ),
        (
            "rightmove_property",
            {"id": "158001276"},
            'Rightmove property fetch failed: upstream returned 200 but page contained no PAGE_MODEL. Page title: "Rightmove - We\'re making some improvements"',
        ),
        (
            "rightmove_search",
            {
                "locationIdentifier": "OUTCODE^1093",
                "channel": "BUY",
                "minBedrooms": 3,
                "maxPrice": 475000,
            },
            'Rightmove search failed: upstream returned 200 but page contained no property model (window.jsonModel not found). Page title: "Rightmove - We\'re making some improvements"',
        ),
        (
            "rightmove_search",
            {
                "locationIdentifier": "REGION^632",
                "channel": "BUY",
                "minBedrooms": 3,
                "maxPrice": 450000,
                "sortType": 6,
            },
            'Rightmove search failed: upstream returned 200 but page contained no property model (window.jsonModel not found). Page title: "Rightmove - We\'re making some improvements"',
        ),
    ],
)


def dom(i, price, beds, addr, suburb, pc):
    return {
        "type": "PropertyListing",
        "listing": {
            "listingType": "Sale",
            "id": 2019000000 + hn("dom" + str(i), 6),
            "advertiser": {"type": "Agency", "id": hn("ag" + str(i), 5)},
            "priceDetails": {"displayPrice": price},
            "propertyDetails": {
                "state": "NSW",
                "propertyType": "House",
                "bedrooms": beds,
                "bathrooms": 2,
                "carspaces": 1,
                "displayableAddress": addr,
                "suburb": suburb,
                "postcode": pc,
            },
            "headline": "",
            "listingSlug": addr.lower().replace(" ", "-"),
        },
    }


S(
    "domain",
    "ok",
    "Find houses for sale in Marrickville NSW with 3+ beds and tell me the auction dates.",
    [
        (
            "domain_api",
            {
                "method": "POST",
                "path": "/v1/listings/residential/_search",
                "body": {
                    "listingType": "Sale",
                    "propertyTypes": ["House"],
                    "minBedrooms": 3,
                    "locations": [{"state": "NSW", "suburb": "Marrickville", "postCode": "2204"}],
                    "pageSize": 3,
                    "pageNumber": 1,
                },
            },
            J(
                [
                    dom(
                        1, "Auction", 3, "14 Warburton Street, Marrickville", "MARRICKVILLE", "2204"
                    ),
                    dom(
                        2,
                        "Guide $1,950,000",
                        4,
                        "88 Livingstone Road, Marrickville",
                        "MARRICKVILLE",
                        "2204",
                    ),
                    dom(
                        3,
                        "Auction Guide $2.1m",
                        3,
                        "5 Calvert Street, Marrickville",
                        "MARRICKVILLE",
                        "2204",
                    ),
                ]
            ),
        ),
        (
            "domain_api",
            {"method": "GET", "path": "/v1/listings/" + str(2019000000 + hn("dom1", 6))},
            J(
                {
                    "objective": "sale",
                    "saleMode": "buy",
                    "status": "live",
                    "channel": "residential",
                    "saleDetails": {
                        "saleMethod": "auction",
                        "auctionDetails": {
                            "auctionSchedule": {
                                "openingDateTime": "2025-05-31T10:30:00",
                                "locationDescription": "On site",
                            }
                        },
                    },
                    "inspectionDetails": {
                        "inspections": [
                            {
                                "openingDateTime": "2025-05-17T11:00:00",
                                "closingDateTime": "2025-05-17T11:30:00",
                            }
                        ]
                    },
                }
            ),
        ),
        (
            "domain_api",
            {"method": "GET", "path": "/v1/listings/" + str(2019000000 + hn("dom2", 6))},
            J(
                {
                    "objective": "sale",
                    "saleMode": "buy",
                    "status": "live",
                    "channel": "residential",
                    "saleDetails": {"saleMethod": "privateTreaty"},
                    "inspectionDetails": {
                        "inspections": [
                            {
                                "openingDateTime": "2025-05-18T13:00:00",
                                "closingDateTime": "2025-05-18T13:30:00",
                            }
                        ]
                    },
                }
            ),
        ),
        (
            "domain_api",
            {"method": "GET", "path": "/v1/listings/" + str(2019000000 + hn("dom3", 6))},
            J(
                {
                    "objective": "sale",
                    "saleMode": "buy",
                    "status": "live",
                    "channel": "residential",
                    "saleDetails": {
                        "saleMethod": "auction",
                        "auctionDetails": {
                            "auctionSchedule": {
                                "openingDateTime": "2025-06-07T14:00:00",
                                "locationDescription": "In rooms - Inner West Auction Centre",
                            }
                        },
                    },
                }
            ),
        ),
        (
            "domain_api",
            {
                "method": "POST",
                "path": "/v1/listings/residential/_search",
                "body": {
                    "listingType": "Sale",
                    "propertyTypes": ["House"],
                    "minBedrooms": 3,
                    "locations": [{"state": "NSW", "suburb": "Marrickville", "postCode": "2204"}],
                    "pageSize": 3,
                    "pageNumber": 2,
                },
            },
            J([]),
        ),
    ],
)

S(
    "domain",
    "fail",
    "Rental listings in Fitzroy VIC, 2 bedrooms, under $750/week.",
    [
        (
            "domain_api",
            {
                "method": "POST",
                "path": "/v1/listings/residential/_search",
                "body": {
                    "listingType": "Rent",
                    "minBedrooms": 2,
                    "maxBedrooms": 2,
                    "maxPrice": 750,
                    "locations": [{"state": "VIC", "suburb": "Fitzroy", "postCode": "3065"}],
                },
            },
            J(
                {
                    "errors": {"": ["Insufficient scopes. Required scope: api_listings_read"]},
                    "message": "The request is invalid.",
                }
            ),
        ),
        (
            "domain_api",
            {
                "method": "POST",
                "path": "/v1/listings/residential/_search",
                "body": {
                    "listingType": "Rent",
                    "locations": [{"state": "VIC", "suburb": "Fitzroy"}],
                },
            },
            J(
                {
                    "errors": {"": ["Insufficient scopes. Required scope: api_listings_read"]},
                    "message": "The request is invalid.",
                }
            ),
        ),
        (
            "domain_api",
            {
                "method": "GET",
                "path": "/v1/suburbPerformanceStatistics/VIC/Fitzroy/3065",
                "params": {"propertyCategory": "unit", "bedrooms": 2},
            },
            J(
                {
                    "errors": {
                        "": ["Insufficient scopes. Required scope: api_suburbperformance_read"]
                    },
                    "message": "The request is invalid.",
                }
            ),
        ),
        (
            "domain_api",
            {
                "method": "POST",
                "path": "/v1/listings/residential/_search",
                "body": {
                    "listingType": "Rent",
                    "minBedrooms": 2,
                    "locations": [{"state": "VIC", "postCode": "3065"}],
                },
            },
            J(
                {
                    "errors": {"": ["Insufficient scopes. Required scope: api_listings_read"]},
                    "message": "The request is invalid.",
                }
            ),
        ),
        (
            "domain_api",
            {
                "method": "GET",
                "path": "/v1/addressLocators",
                "params": {"searchLevel": "Suburb", "suburb": "Fitzroy", "state": "VIC"},
            },
            J(
                {
                    "errors": {
                        "": ["Insufficient scopes. Required scope: api_addresslocators_read"]
                    },
                    "message": "The request is invalid.",
                }
            ),
        ),
        (
            "domain_api",
            {
                "method": "POST",
                "path": "/v1/listings/residential/_search",
                "body": {
                    "listingType": "Rent",
                    "locations": [{"state": "VIC", "suburb": "Collingwood"}],
                },
            },
            J(
                {
                    "errors": {"": ["Insufficient scopes. Required scope: api_listings_read"]},
                    "message": "The request is invalid.",
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- live events
def sg(i, title, date, venue, city, low, avg, count):
    return {
        "id": 6400000 + hn("sg" + str(i), 5),
        "type": "concert",
        "datetime_local": date,
        "title": title,
        "short_title": title,
        "venue": {"name": venue, "city": city, "state": "IL"},
        "stats": {
            "listing_count": count,
            "lowest_price": low,
            "average_price": avg,
            "median_price": avg - 7,
        },
        "url": "https://seatgeek.com/e/" + h("sgu" + str(i), 10),
    }


S(
    "seatgeek",
    "ok",
    "Find the cheapest tickets for Hozier in Chicago this year.",
    [
        (
            "seatgeek",
            {"path": "/2/performers", "params": {"q": "hozier"}},
            J(
                {
                    "performers": [
                        {
                            "id": 36120,
                            "name": "Hozier",
                            "slug": "hozier",
                            "type": "band",
                            "score": 0.79,
                            "has_upcoming_events": True,
                            "num_upcoming_events": 3,
                        }
                    ],
                    "meta": {"total": 1, "took": 2, "page": 1, "per_page": 10, "geolocation": None},
                }
            ),
        ),
        (
            "seatgeek",
            {
                "path": "/2/events",
                "params": {"performers.slug": "hozier", "venue.city": "Chicago", "per_page": 10},
            },
            J(
                {
                    "events": [
                        sg(
                            1,
                            "Hozier with Allison Russell",
                            "2025-09-19T19:30:00",
                            "Wrigley Field",
                            "Chicago",
                            118,
                            214,
                            1840,
                        )
                    ],
                    "meta": {"total": 1, "took": 3, "page": 1, "per_page": 10, "geolocation": None},
                }
            ),
        ),
        (
            "seatgeek",
            {"path": "/2/events", "params": {"performers.slug": "hozier", "per_page": 10}},
            J(
                {
                    "events": [
                        sg(
                            1,
                            "Hozier with Allison Russell",
                            "2025-09-19T19:30:00",
                            "Wrigley Field",
                            "Chicago",
                            118,
                            214,
                            1840,
                        ),
                        sg(
                            2,
                            "Hozier",
                            "2025-09-23T20:00:00",
                            "Ryman Auditorium",
                            "Nashville",
                            241,
                            390,
                            212,
                        ),
                        sg(
                            3,
                            "Hozier",
                            "2025-09-26T19:00:00",
                            "Red Rocks Amphitheatre",
                            "Morrison",
                            189,
                            305,
                            688,
                        ),
                    ],
                    "meta": {"total": 3, "took": 4, "page": 1, "per_page": 10, "geolocation": None},
                }
            ),
        ),
    ],
)

S(
    "seatgeek",
    "ok",
    "Are there any Cubs home games against the Cardinals in August with tickets under $40?",
    [
        (
            "seatgeek",
            {
                "path": "/2/events",
                "params": {
                    "performers[home_team].slug": "chicago-cubs",
                    "performers.slug": "st-louis-cardinals",
                    "datetime_local.gte": "2025-08-01",
                    "datetime_local.lte": "2025-08-31",
                },
            },
            J(
                {
                    "events": [],
                    "meta": {"total": 0, "took": 2, "page": 1, "per_page": 10, "geolocation": None},
                }
            ),
        ),
        (
            "seatgeek",
            {
                "path": "/2/events",
                "params": {
                    "performers.slug": "chicago-cubs",
                    "q": "cardinals",
                    "datetime_local.gte": "2025-08-01",
                    "datetime_local.lte": "2025-08-31",
                },
            },
            J(
                {
                    "events": [
                        {
                            "id": 6451198,
                            "type": "mlb",
                            "datetime_local": "2025-08-22T13:20:00",
                            "title": "St. Louis Cardinals at Chicago Cubs",
                            "venue": {"name": "Wrigley Field", "city": "Chicago", "state": "IL"},
                            "stats": {
                                "listing_count": 2211,
                                "lowest_price": 44,
                                "average_price": 97,
                                "median_price": 81,
                            },
                        },
                        {
                            "id": 6451199,
                            "type": "mlb",
                            "datetime_local": "2025-08-23T18:15:00",
                            "title": "St. Louis Cardinals at Chicago Cubs",
                            "venue": {"name": "Wrigley Field", "city": "Chicago", "state": "IL"},
                            "stats": {
                                "listing_count": 1907,
                                "lowest_price": 52,
                                "average_price": 121,
                                "median_price": 103,
                            },
                        },
                    ],
                    "meta": {"total": 2, "took": 3, "page": 1, "per_page": 10, "geolocation": None},
                }
            ),
        ),
        (
            "seatgeek",
            {"path": "/2/events/6451198/listings", "params": {"max_price": 40}},
            J({"listings": [], "meta": {"total": 0}}),
        ),
    ],
)

S(
    "seatgeek",
    "fail",
    "What's on at the Hollywood Bowl next month and what are prices like?",
    [
        (
            "seatgeek",
            {"path": "/2/venues", "params": {"q": "hollywood bowl"}},
            J(
                {
                    "status": "error",
                    "code": 403,
                    "message": "Client ID has been disabled. Please contact api@seatgeek.com.",
                }
            ),
        ),
        (
            "seatgeek",
            {"path": "/2/events", "params": {"venue.id": 1009, "datetime_local.gte": "2025-07-01"}},
            J(
                {
                    "status": "error",
                    "code": 403,
                    "message": "Client ID has been disabled. Please contact api@seatgeek.com.",
                }
            ),
        ),
        (
            "seatgeek",
            {"path": "/2/events", "params": {"q": "hollywood bowl"}},
            J(
                {
                    "status": "error",
                    "code": 403,
                    "message": "Client ID has been disabled. Please contact api@seatgeek.com.",
                }
            ),
        ),
        (
            "seatgeek",
            {
                "path": "/2/events",
                "params": {"venue.city": "Los Angeles", "taxonomies.name": "concert"},
            },
            J(
                {
                    "status": "error",
                    "code": 403,
                    "message": "Client ID has been disabled. Please contact api@seatgeek.com.",
                }
            ),
        ),
        (
            "seatgeek",
            {"path": "/2/venues/1009"},
            J(
                {
                    "status": "error",
                    "code": 403,
                    "message": "Client ID has been disabled. Please contact api@seatgeek.com.",
                }
            ),
        ),
        (
            "seatgeek",
            {"path": "/2/events", "params": {"venue.slug": "hollywood-bowl", "per_page": 25}},
            J(
                {
                    "status": "error",
                    "code": 403,
                    "message": "Client ID has been disabled. Please contact api@seatgeek.com.",
                }
            ),
        ),
        (
            "seatgeek",
            {"path": "/2/taxonomies"},
            J(
                {
                    "status": "error",
                    "code": 403,
                    "message": "Client ID has been disabled. Please contact api@seatgeek.com.",
                }
            ),
        ),
    ],
)

S(
    "stubhub",
    "ok",
    "List my two Knicks tickets for game 3 at $450 each on StubHub and confirm they're live.",
    [
        (
            "stubhub",
            {
                "method": "GET",
                "path": "/catalog/events/v3",
                "params": {"q": "New York Knicks playoffs game 3"},
            },
            J(
                {
                    "_embedded": {
                        "items": [
                            {
                                "id": 155239871,
                                "name": "Eastern Conference Semifinals: Boston Celtics at New York Knicks (Home Game 1, Series Game 3)",
                                "start_date": "2025-05-10T20:30:00-04:00",
                                "venue": {"name": "Madison Square Garden", "city": "New York"},
                            }
                        ]
                    },
                    "total_items": 1,
                    "page": 1,
                    "page_size": 10,
                }
            ),
        ),
        (
            "stubhub",
            {
                "method": "GET",
                "path": "/inventory/listings/v3",
                "params": {"event_id": 155239871, "quantity": 2, "section": "214"},
            },
            J(
                {
                    "_embedded": {
                        "items": [
                            {
                                "id": 7011452200,
                                "section": "214",
                                "row": "5",
                                "quantity": 2,
                                "price_per_ticket": {"amount": 489.0, "currency_code": "USD"},
                            },
                            {
                                "id": 7011460981,
                                "section": "214",
                                "row": "11",
                                "quantity": 2,
                                "price_per_ticket": {"amount": 512.5, "currency_code": "USD"},
                            },
                        ]
                    },
                    "total_items": 2,
                }
            ),
        ),
        (
            "stubhub",
            {
                "method": "POST",
                "path": "/sellers/listings/v3",
                "body": {
                    "event_id": 155239871,
                    "quantity": 2,
                    "section": "214",
                    "row": "8",
                    "seats": "3-4",
                    "price_per_ticket": {"amount": 450, "currency_code": "USD"},
                    "delivery": "MobileTransfer",
                    "split": "None",
                },
            },
            J(
                {
                    "id": 7011478823,
                    "status": "Pending",
                    "_links": {"self": {"href": "/sellers/listings/v3/7011478823"}},
                }
            ),
        ),
        (
            "stubhub",
            {"method": "GET", "path": "/sellers/listings/v3/7011478823"},
            J(
                {
                    "id": 7011478823,
                    "status": "Pending",
                    "event_id": 155239871,
                    "quantity": 2,
                    "price_per_ticket": {"amount": 450.0, "currency_code": "USD"},
                }
            ),
        ),
        (
            "stubhub",
            {"method": "GET", "path": "/sellers/listings/v3/7011478823"},
            J(
                {
                    "id": 7011478823,
                    "status": "Active",
                    "event_id": 155239871,
                    "quantity": 2,
                    "price_per_ticket": {"amount": 450.0, "currency_code": "USD"},
                    "web_url": "https://www.stubhub.com/event/155239871?listingId=7011478823",
                }
            ),
        ),
    ],
)

S(
    "songkick",
    "ok",
    "Which artists are playing in Manchester UK on 21 June, and are any of them in my tracked list (Fontaines D.C., Wet Leg)?",
    [
        (
            "songkick",
            {"path": "/search/locations.json", "params": {"query": "Manchester, UK"}},
            J(
                {
                    "resultsPage": {
                        "status": "ok",
                        "results": {
                            "location": [
                                {
                                    "city": {
                                        "displayName": "Manchester",
                                        "country": {"displayName": "UK"},
                                    },
                                    "metroArea": {
                                        "id": 28743,
                                        "displayName": "Manchester",
                                        "country": {"displayName": "UK"},
                                    },
                                }
                            ]
                        },
                        "perPage": 50,
                        "page": 1,
                        "totalEntries": 1,
                    }
                }
            ),
        ),
        (
            "songkick",
            {
                "path": "/metro_areas/28743/calendar.json",
                "params": {"min_date": "2025-06-21", "max_date": "2025-06-21", "page": 1},
            },
            J(
                {
                    "resultsPage": {
                        "status": "ok",
                        "results": {
                            "event": [
                                {
                                    "id": 42118801,
                                    "displayName": "Pulp at Co-op Live (June 21, 2025)",
                                    "type": "Concert",
                                    "venue": {"displayName": "Co-op Live"},
                                    "performance": [{"displayName": "Pulp", "billing": "headline"}],
                                },
                                {
                                    "id": 42130057,
                                    "displayName": "Gurriers with Sprints at Band on the Wall (June 21, 2025)",
                                    "type": "Concert",
                                    "venue": {"displayName": "Band on the Wall"},
                                    "performance": [
                                        {"displayName": "Gurriers"},
                                        {"displayName": "Sprints"},
                                    ],
                                },
                            ]
                        },
                        "perPage": 2,
                        "page": 1,
                        "totalEntries": 3,
                    }
                }
            ),
        ),
        (
            "songkick",
            {
                "path": "/metro_areas/28743/calendar.json",
                "params": {"min_date": "2025-06-21", "max_date": "2025-06-21", "page": 2},
            },
            J(
                {
                    "resultsPage": {
                        "status": "ok",
                        "results": {
                            "event": [
                                {
                                    "id": 42142296,
                                    "displayName": "Parklife 2025",
                                    "type": "Festival",
                                    "venue": {"displayName": "Heaton Park"},
                                    "performance": [
                                        {"displayName": "Charli xcx"},
                                        {"displayName": "Doechii"},
                                        {"displayName": "Wet Leg"},
                                    ],
                                }
                            ]
                        },
                        "perPage": 2,
                        "page": 2,
                        "totalEntries": 3,
                    }
                }
            ),
        ),
    ],
)

S(
    "songkick",
    "fail",
    "Upcoming tour dates for Big Thief and Adrianne Lenker solo.",
    [
        (
            "songkick",
            {"path": "/search/artists.json", "params": {"query": "Big Thief"}},
            J(
                {
                    "resultsPage": {
                        "status": "error",
                        "error": {"message": "Invalid or missing apikey"},
                    }
                }
            ),
        ),
        (
            "songkick",
            {"path": "/artists/8623409/calendar.json"},
            J(
                {
                    "resultsPage": {
                        "status": "error",
                        "error": {"message": "Invalid or missing apikey"},
                    }
                }
            ),
        ),
        (
            "songkick",
            {"path": "/search/artists.json", "params": {"query": "Adrianne Lenker"}},
            J(
                {
                    "resultsPage": {
                        "status": "error",
                        "error": {"message": "Invalid or missing apikey"},
                    }
                }
            ),
        ),
        (
            "songkick",
            {"path": "/artists/mbid:2b7c3e1d-9d49-4cc5-a6a0-1f8f6d4b9b21/calendar.json"},
            J(
                {
                    "resultsPage": {
                        "status": "error",
                        "error": {"message": "Invalid or missing apikey"},
                    }
                }
            ),
        ),
        (
            "songkick",
            {"path": "/events.json", "params": {"artist_name": "Big Thief"}},
            J(
                {
                    "resultsPage": {
                        "status": "error",
                        "error": {"message": "Invalid or missing apikey"},
                    }
                }
            ),
        ),
        (
            "songkick",
            {
                "path": "/events.json",
                "params": {"artist_name": "Adrianne Lenker", "location": "clientip"},
            },
            J(
                {
                    "resultsPage": {
                        "status": "error",
                        "error": {"message": "Invalid or missing apikey"},
                    }
                }
            ),
        ),
    ],
)

S(
    "bandsintown",
    "ok",
    "Does the band 'Mildlife' have any US dates? And check 'Khruangbin' too.",
    [
        (
            "bandsintown",
            {"path": "/artists/Mildlife", "params": {"app_id": "agent-demo"}},
            J(
                {
                    "id": "14855212",
                    "name": "Mildlife",
                    "url": "https://www.bandsintown.com/a/14855212",
                    "tracker_count": 38122,
                    "upcoming_event_count": 4,
                    "image_url": "https://photos.bandsintown.com/large/12344788.jpeg",
                }
            ),
        ),
        (
            "bandsintown",
            {
                "path": "/artists/Mildlife/events",
                "params": {"app_id": "agent-demo", "date": "upcoming"},
            },
            J(
                [
                    {
                        "id": "106442871",
                        "datetime": "2025-07-04T21:00:00",
                        "venue": {
                            "name": "Paradiso",
                            "city": "Amsterdam",
                            "country": "Netherlands",
                        },
                        "lineup": ["Mildlife"],
                        "offers": [{"type": "Tickets", "status": "available"}],
                    },
                    {
                        "id": "106442903",
                        "datetime": "2025-07-12T20:00:00",
                        "venue": {"name": "Le Trianon", "city": "Paris", "country": "France"},
                        "lineup": ["Mildlife"],
                        "offers": [{"type": "Tickets", "status": "available"}],
                    },
                    {
                        "id": "106442911",
                        "datetime": "2025-08-02T19:30:00",
                        "venue": {
                            "name": "Corner Hotel",
                            "city": "Richmond",
                            "region": "VIC",
                            "country": "Australia",
                        },
                        "lineup": ["Mildlife"],
                        "offers": [],
                    },
                    {
                        "id": "106442939",
                        "datetime": "2025-08-09T20:00:00",
                        "venue": {
                            "name": "Powerstation",
                            "city": "Auckland",
                            "country": "New Zealand",
                        },
                        "lineup": ["Mildlife"],
                        "offers": [],
                    },
                ]
            ),
        ),
        (
            "bandsintown",
            {
                "path": "/artists/Khruangbin/events",
                "params": {"app_id": "agent-demo", "date": "upcoming"},
            },
            "[]",
        ),
        (
            "bandsintown",
            {"path": "/artists/Khruangbin", "params": {"app_id": "agent-demo"}},
            J(
                {
                    "id": "1235789",
                    "name": "Khruangbin",
                    "url": "https://www.bandsintown.com/a/1235789",
                    "tracker_count": 1284533,
                    "upcoming_event_count": 0,
                }
            ),
        ),
    ],
)

S(
    "bandsintown",
    "fail",
    "Where is Sam Fender playing this autumn?",
    [
        (
            "bandsintown",
            {
                "path": "/artists/Sam Fender/events",
                "params": {"app_id": "agent-demo", "date": "upcoming"},
            },
            J({"errorMessage": "[RateLimit] Too many requests for app_id agent-demo"}),
        ),
        (
            "bandsintown",
            {
                "path": "/artists/Sam%20Fender/events",
                "params": {"app_id": "agent-demo", "date": "2025-09-01,2025-11-30"},
            },
            J({"errorMessage": "[RateLimit] Too many requests for app_id agent-demo"}),
        ),
        (
            "bandsintown",
            {"path": "/artists/Sam Fender", "params": {"app_id": "agent-demo"}},
            J({"errorMessage": "[RateLimit] Too many requests for app_id agent-demo"}),
        ),
        (
            "bandsintown",
            {"path": "/artists/id_3291051/events", "params": {"app_id": "agent-demo"}},
            J({"errorMessage": "[RateLimit] Too many requests for app_id agent-demo"}),
        ),
        (
            "bandsintown",
            {
                "path": "/artists/samfender/events",
                "params": {"app_id": "agent-demo", "date": "upcoming"},
            },
            J({"errorMessage": "[RateLimit] Too many requests for app_id agent-demo"}),
        ),
        (
            "bandsintown",
            {
                "path": "/artists/Sam Fender/events",
                "params": {"app_id": "agent-demo", "date": "all"},
            },
            J({"errorMessage": "[RateLimit] Too many requests for app_id agent-demo"}),
        ),
    ],
)

S(
    "setlistfm",
    "ok",
    "What did Radiohead open with at their 2003 Glastonbury set, and did they ever play 'True Love Waits' in 2016?",
    [
        (
            "setlistfm",
            {
                "path": "/rest/1.0/search/setlists",
                "params": {"artistName": "Radiohead", "year": 2003, "cityName": "Pilton"},
            },
            J(
                {
                    "type": "setlists",
                    "itemsPerPage": 20,
                    "page": 1,
                    "total": 1,
                    "setlist": [
                        {
                            "id": "6bd6e6d6",
                            "eventDate": "28-06-2003",
                            "artist": {
                                "mbid": "a74b1b7f-71a5-4011-9441-d0b5e4122711",
                                "name": "Radiohead",
                            },
                            "venue": {
                                "name": "Worthy Farm",
                                "city": {"name": "Pilton", "country": {"code": "GB"}},
                            },
                            "tour": {"name": "Hail to the Thief"},
                            "sets": {
                                "set": [
                                    {
                                        "song": [
                                            {"name": "There There"},
                                            {"name": "2 + 2 = 5"},
                                            {"name": "Lucky"},
                                            {"name": "Myxomatosis"},
                                        ]
                                    }
                                ]
                            },
                        }
                    ],
                }
            ),
        ),
        (
            "setlistfm",
            {
                "path": "/rest/1.0/search/setlists",
                "params": {
                    "artistMbid": "a74b1b7f-71a5-4011-9441-d0b5e4122711",
                    "year": 2016,
                    "p": 1,
                },
            },
            J(
                {
                    "type": "setlists",
                    "itemsPerPage": 20,
                    "page": 1,
                    "total": 57,
                    "setlist": [
                        {
                            "id": "3bf4e8b4",
                            "eventDate": "20-05-2016",
                            "venue": {"name": "Le Zénith", "city": {"name": "Paris"}},
                            "sets": {
                                "set": [
                                    {"song": [{"name": "Burn the Witch"}, {"name": "Daydreaming"}]},
                                    {"encore": 1, "song": [{"name": "True Love Waits"}]},
                                ]
                            },
                        },
                        {
                            "id": "53bf4391",
                            "eventDate": "27-05-2016",
                            "venue": {"name": "Beacon Theatre", "city": {"name": "New York"}},
                            "sets": {
                                "set": [
                                    {"song": [{"name": "Burn the Witch"}, {"name": "Ful Stop"}]}
                                ]
                            },
                        },
                    ],
                }
            ),
        ),
    ],
)

S(
    "setlistfm",
    "fail",
    "Get the setlists from Phoebe Bridgers' 2023 tour and count how often she played 'Kyoto'.",
    [
        (
            "setlistfm",
            {
                "path": "/rest/1.0/search/setlists",
                "params": {"artistName": "Phoebe Bridgers", "year": 2023, "p": 1},
            },
            J(
                {
                    "code": 429,
                    "status": "Too Many Requests",
                    "message": "Too Many Requests",
                    "timestamp": "2025-05-13T08:14:02.114+0000",
                }
            ),
        ),
        (
            "setlistfm",
            {
                "path": "/rest/1.0/search/setlists",
                "params": {"artistName": "Phoebe Bridgers", "year": 2023, "p": 2},
            },
            J(
                {
                    "code": 429,
                    "status": "Too Many Requests",
                    "message": "Too Many Requests",
                    "timestamp": "2025-05-13T08:14:05.301+0000",
                }
            ),
        ),
        (
            "setlistfm",
            {"path": "/rest/1.0/search/artists", "params": {"artistName": "Phoebe Bridgers"}},
            J(
                {
                    "code": 429,
                    "status": "Too Many Requests",
                    "message": "Too Many Requests",
                    "timestamp": "2025-05-13T08:14:09.877+0000",
                }
            ),
        ),
        (
            "setlistfm",
            {
                "path": "/rest/1.0/artist/6d3df8ba-7a6c-4b37-a3f4-1d0d2d3d6c8a/setlists",
                "params": {"p": 1},
            },
            J(
                {
                    "code": 429,
                    "status": "Too Many Requests",
                    "message": "Too Many Requests",
                    "timestamp": "2025-05-13T08:14:15.020+0000",
                }
            ),
        ),
        (
            "setlistfm",
            {
                "path": "/rest/1.0/search/setlists",
                "params": {"artistName": "Phoebe Bridgers", "tourName": "Reunion Tour"},
            },
            J(
                {
                    "code": 429,
                    "status": "Too Many Requests",
                    "message": "Too Many Requests",
                    "timestamp": "2025-05-13T08:14:22.468+0000",
                }
            ),
        ),
        (
            "setlistfm",
            {
                "path": "/rest/1.0/search/setlists",
                "params": {"artistName": "Phoebe Bridgers", "year": 2023, "p": 3},
            },
            J(
                {
                    "code": 429,
                    "status": "Too Many Requests",
                    "message": "Too Many Requests",
                    "timestamp": "2025-05-13T08:14:31.902+0000",
                }
            ),
        ),
    ],
)

S(
    "vividseats",
    "ok",
    "Compare Vivid Seats prices for the two Coldplay Wembley dates in August.",
    [
        (
            "vividseats_browse",
            {
                "url": "https://www.vividseats.com/coldplay-tickets--concerts-rock/performer/1286",
                "extract": "events",
            },
            "Coldplay Tickets - 6 upcoming events\n- Fri, Aug 22 2025 7:00pm | Wembley Stadium, London | From $156\n- Sat, Aug 23 2025 7:00pm | Wembley Stadium, London | From $171\n- Tue, Aug 26 2025 7:00pm | Wembley Stadium, London | From $133\n- Wed, Aug 27 2025 7:00pm | Wembley Stadium, London | From $128\n- Sat, Aug 30 2025 7:00pm | Wembley Stadium, London | From $149\n- Mon, Sep 1 2025 7:00pm | Wembley Stadium, London | From $162",
        ),
        (
            "vividseats_browse",
            {
                "url": "https://www.vividseats.com/coldplay-tickets-wembley-stadium-8-22-2025--concerts-rock/production/5120774",
                "extract": "listings",
                "sort": "price",
            },
            "Coldplay - Wembley Stadium - Fri Aug 22 2025\n1,246 listings\nSection 531 Row 12 | 2 tickets | $156/ea (fees incl.)\nSection 525 Row 30 | 4 tickets | $164/ea\nBlock 117 Row 22 | 2 tickets | $298/ea\nStanding General Admission | 1-6 tickets | $341/ea",
        ),
        (
            "vividseats_browse",
            {
                "url": "https://www.vividseats.com/coldplay-tickets-wembley-stadium-8-23-2025--concerts-rock/production/5120775",
                "extract": "listings",
                "sort": "price",
            },
            "Coldplay - Wembley Stadium - Sat Aug 23 2025\n1,031 listings\nSection 548 Row 7 | 2 tickets | $171/ea (fees incl.)\nSection 532 Row 19 | 2 tickets | $179/ea\nBlock 141 Row 4 | 2 tickets | $355/ea\nStanding General Admission | 1-4 tickets | $368/ea",
        ),
    ],
)

S(
    "vividseats",
    "fail",
    "Cheapest Vivid Seats tickets for Hamilton in Chicago over Thanksgiving weekend.",
    [
        (
            "vividseats_browse",
            {
                "url": "https://www.vividseats.com/hamilton-tickets--theater-broadway/performer/37825",
                "extract": "events",
            },
            "Error: Navigation timeout of 30000 ms exceeded",
        ),
        (
            "vividseats_browse",
            {
                "url": "https://www.vividseats.com/search?searchTerm=hamilton%20chicago",
                "extract": "events",
            },
            "Error: Navigation timeout of 30000 ms exceeded",
        ),
        (
            "vividseats_browse",
            {
                "url": "https://www.vividseats.com/hamilton-tickets-chicago-cibc-theatre",
                "extract": "events",
            },
            "Error: Navigation timeout of 30000 ms exceeded",
        ),
        (
            "vividseats_browse",
            {"url": "https://www.vividseats.com/theater", "extract": "events"},
            "Error: Navigation timeout of 30000 ms exceeded",
        ),
        (
            "vividseats_browse",
            {
                "url": "https://www.vividseats.com/hamilton-tickets--theater-broadway/performer/37825?startDate=2025-11-27&endDate=2025-11-30",
                "extract": "events",
            },
            "Error: Navigation timeout of 30000 ms exceeded",
        ),
        (
            "vividseats_browse",
            {"url": "https://www.vividseats.com/", "extract": "text"},
            "Error: Navigation timeout of 30000 ms exceeded",
        ),
    ],
)


# ---------------------------------------------------------------- movies and TV
def omdb(title, year, rated, runtime, genre, director, rating, imdb, typ="movie", extra=None):
    d = {
        "Title": title,
        "Year": year,
        "Rated": rated,
        "Released": "",
        "Runtime": runtime,
        "Genre": genre,
        "Director": director,
        "Writer": "N/A",
        "Actors": "N/A",
        "Plot": "N/A",
        "Language": "English",
        "Country": "United States",
        "Awards": "N/A",
        "Poster": "https://m.media-amazon.com/images/M/" + h(imdb, 12) + "._V1_SX300.jpg",
        "Ratings": [{"Source": "Internet Movie Database", "Value": rating + "/10"}],
        "Metascore": "N/A",
        "imdbRating": rating,
        "imdbVotes": "N/A",
        "imdbID": imdb,
        "Type": typ,
        "DVD": "N/A",
        "BoxOffice": "N/A",
        "Production": "N/A",
        "Website": "N/A",
        "Response": "True",
    }
    d.update(extra or {})
    return J(d)


S(
    "omdb",
    "ok",
    "Rank the three Before trilogy films by IMDb rating.",
    [
        (
            "omdb",
            {"t": "Before Sunrise", "y": 1995},
            omdb(
                "Before Sunrise",
                "1995",
                "R",
                "101 min",
                "Drama, Romance",
                "Richard Linklater",
                "8.1",
                "tt0112471",
            ),
        ),
        (
            "omdb",
            {"t": "Before Sunset"},
            omdb(
                "Before Sunset",
                "2004",
                "R",
                "80 min",
                "Drama, Romance",
                "Richard Linklater",
                "8.1",
                "tt0381681",
            ),
        ),
        (
            "omdb",
            {"t": "Before Midnight"},
            omdb(
                "Before Midnight",
                "2013",
                "R",
                "109 min",
                "Drama, Romance",
                "Richard Linklater",
                "7.9",
                "tt2209418",
            ),
        ),
    ],
)

S(
    "omdb",
    "ok",
    "Is there a film called 'The Glass Orchard' from 2019? My friend insists there is.",
    [
        (
            "omdb",
            {"t": "The Glass Orchard", "y": 2019},
            J({"Response": "False", "Error": "Movie not found!"}),
        ),
        ("omdb", {"s": "Glass Orchard"}, J({"Response": "False", "Error": "Movie not found!"})),
        (
            "omdb",
            {"s": "Orchard", "y": 2019},
            J(
                {
                    "Search": [
                        {
                            "Title": "The Orchard",
                            "Year": "2019",
                            "imdbID": "tt9134216",
                            "Type": "movie",
                            "Poster": "N/A",
                        },
                        {
                            "Title": "Cherry Orchard",
                            "Year": "2019",
                            "imdbID": "tt10011590",
                            "Type": "movie",
                            "Poster": "N/A",
                        },
                    ],
                    "totalResults": "2",
                    "Response": "True",
                }
            ),
        ),
    ],
)

S(
    "omdb",
    "fail",
    "Get runtimes for all Christopher Nolan feature films so I can plan a marathon.",
    [
        (
            "omdb",
            {"s": "Christopher Nolan"},
            J({"Response": "False", "Error": "Request limit reached!"}),
        ),
        ("omdb", {"t": "Memento"}, J({"Response": "False", "Error": "Request limit reached!"})),
        ("omdb", {"t": "Inception"}, J({"Response": "False", "Error": "Request limit reached!"})),
        ("omdb", {"i": "tt0482571"}, J({"Response": "False", "Error": "Request limit reached!"})),
        (
            "omdb",
            {"t": "The Prestige", "y": 2006},
            J({"Response": "False", "Error": "Request limit reached!"}),
        ),
        (
            "omdb",
            {"t": "Interstellar"},
            J({"Response": "False", "Error": "Request limit reached!"}),
        ),
        ("omdb", {"t": "Oppenheimer"}, J({"Response": "False", "Error": "Request limit reached!"})),
        ("omdb", {"t": "Dunkirk"}, J({"Response": "False", "Error": "Request limit reached!"})),
    ],
)

S(
    "trakt",
    "ok",
    "Mark Severance season 2 episode 4 as watched and add The Bear to my watchlist.",
    [
        (
            "trakt",
            {"method": "GET", "path": "/search/show", "params": {"query": "severance"}},
            J(
                [
                    {
                        "type": "show",
                        "score": 1523.6,
                        "show": {
                            "title": "Severance",
                            "year": 2022,
                            "ids": {
                                "trakt": 154997,
                                "slug": "severance",
                                "tvdb": 371980,
                                "imdb": "tt11280740",
                                "tmdb": 95396,
                            },
                        },
                    }
                ]
            ),
        ),
        (
            "trakt",
            {"method": "GET", "path": "/shows/severance/seasons/2/episodes/4"},
            J(
                {
                    "season": 2,
                    "number": 4,
                    "title": "Woe's Hollow",
                    "ids": {
                        "trakt": 11722349,
                        "tvdb": 10534862,
                        "imdb": "tt31449101",
                        "tmdb": 5596432,
                    },
                }
            ),
        ),
        (
            "trakt",
            {
                "method": "POST",
                "path": "/sync/history",
                "body": {
                    "episodes": [
                        {"ids": {"trakt": 11722349}, "watched_at": "2025-05-12T21:00:00.000Z"}
                    ]
                },
            },
            J(
                {
                    "added": {"movies": 0, "episodes": 1},
                    "not_found": {
                        "movies": [],
                        "shows": [],
                        "seasons": [],
                        "episodes": [],
                        "people": [],
                    },
                }
            ),
        ),
        (
            "trakt",
            {
                "method": "POST",
                "path": "/sync/watchlist",
                "body": {"shows": [{"ids": {"slug": "the-bear"}}]},
            },
            J(
                {
                    "added": {"movies": 0, "shows": 1, "seasons": 0, "episodes": 0},
                    "existing": {"movies": 0, "shows": 0, "seasons": 0, "episodes": 0},
                    "not_found": {
                        "movies": [],
                        "shows": [],
                        "seasons": [],
                        "episodes": [],
                        "people": [],
                    },
                    "list": {"updated_at": "2025-05-12T21:03:11.000Z", "item_count": 37},
                }
            ),
        ),
    ],
)

S(
    "trakt",
    "fail",
    "What have I watched in the last month on Trakt, and what's next up in my shows?",
    [
        (
            "trakt",
            {
                "method": "GET",
                "path": "/sync/history",
                "params": {"start_at": "2025-04-12T00:00:00Z"},
            },
            "[]",
        ),
        (
            "trakt",
            {"method": "GET", "path": "/sync/history/episodes", "params": {"limit": 50}},
            "[]",
        ),
        ("trakt", {"method": "GET", "path": "/sync/watched/shows"}, "[]"),
        ("trakt", {"method": "GET", "path": "/users/me/history", "params": {"limit": 20}}, "[]"),
        ("trakt", {"method": "GET", "path": "/sync/playback"}, "[]"),
        ("trakt", {"method": "GET", "path": "/sync/watchlist/shows"}, "[]"),
        (
            "trakt",
            {"method": "GET", "path": "/users/settings"},
            J(
                {
                    "user": {
                        "username": "sandbox-test-0412",
                        "private": False,
                        "name": "Sandbox Test",
                        "vip": False,
                        "joined_at": "2025-04-12T09:31:55.000Z",
                    },
                    "account": {"timezone": "UTC"},
                }
            ),
        ),
    ],
)

S(
    "letterboxd",
    "ok",
    "What are my five most recent Letterboxd diary entries and which did I rate highest?",
    [
        (
            "letterboxd",
            {"action": "diary", "username": "mkestrel", "limit": 5},
            "Diary for mkestrel (5 most recent)\n2025-05-11  Sinners (2025)  ★★★★½  rewatch: no\n2025-05-09  Perfect Days (2023)  ★★★★★  rewatch: yes  ♥\n2025-05-04  Companion (2025)  ★★★  rewatch: no\n2025-04-30  Bugonia (2025)  ★★★★  rewatch: no\n2025-04-27  The Brutalist (2024)  ★★★½  rewatch: no",
        ),
        (
            "letterboxd",
            {"action": "film", "slug": "perfect-days-2023"},
            "Perfect Days (2023) dir. Wim Wenders\nRuntime: 124 mins | Average rating: 4.23 from 612,408 ratings\nGenres: Drama\nCountries: Japan, Germany\nTagline: -",
        ),
    ],
)

S(
    "letterboxd",
    "ok",
    "Log 'Anora' as watched today with 4 stars and add it to my 'Palme d'Or winners' list.",
    [
        (
            "letterboxd",
            {"action": "log", "film": "anora", "date": "2025-05-13", "rating": 4.0},
            "Logged: Anora (2024) on 13 May 2025, ★★★★",
        ),
        (
            "letterboxd",
            {"action": "list_add", "list": "palme-dor-winners", "film": "anora"},
            'Added Anora to list "Palme d\'Or winners" (now 18 films).',
        ),
        (
            "letterboxd",
            {"action": "list", "list": "palme-dor-winners", "page": 1},
            "Palme d'Or winners by mkestrel — 18 films\n1. Anora (2024)\n2. Anatomy of a Fall (2023)\n3. Triangle of Sadness (2022)\n4. Titane (2021)\n5. Parasite (2019)\n6. Shoplifters (2018)\n... (page 1 of 3)",
        ),
    ],
)

S(
    "justwatch",
    "ok",
    "Where can I stream 'Past Lives' in the UK, and is it free anywhere?",
    [
        (
            "justwatch",
            {
                "query": 'query GetSearchTitles($q:String!){popularTitles(country:GB,first:3,filter:{searchQuery:$q}){edges{node{id content(country:GB,language:"en"){title originalReleaseYear}}}}}',
                "variables": {"q": "Past Lives"},
            },
            J(
                {
                    "data": {
                        "popularTitles": {
                            "edges": [
                                {
                                    "node": {
                                        "id": "tm1230415",
                                        "content": {
                                            "title": "Past Lives",
                                            "originalReleaseYear": 2023,
                                        },
                                    }
                                },
                                {
                                    "node": {
                                        "id": "tm18224",
                                        "content": {
                                            "title": "Past Lives",
                                            "originalReleaseYear": 2014,
                                        },
                                    }
                                },
                            ]
                        }
                    }
                }
            ),
        ),
        (
            "justwatch",
            {
                "query": 'query GetOffers($id:ID!){node(id:$id){... on Movie{offers(country:GB,platform:WEB){monetizationType presentationType retailPrice(language:"en") package{clearName}}}}}',
                "variables": {"id": "tm1230415"},
            },
            J(
                {
                    "data": {
                        "node": {
                            "offers": [
                                {
                                    "monetizationType": "FLATRATE",
                                    "presentationType": "HD",
                                    "retailPrice": None,
                                    "package": {"clearName": "Netflix"},
                                },
                                {
                                    "monetizationType": "RENT",
                                    "presentationType": "HD",
                                    "retailPrice": "£3.49",
                                    "package": {"clearName": "Amazon Video"},
                                },
                                {
                                    "monetizationType": "BUY",
                                    "presentationType": "4K",
                                    "retailPrice": "£9.99",
                                    "package": {"clearName": "Apple TV"},
                                },
                            ]
                        }
                    }
                }
            ),
        ),
    ],
)

S(
    "justwatch",
    "fail",
    "Which streaming service in Germany has the most of Studio Ghibli's films?",
    [
        (
            "justwatch",
            {
                "query": 'query{popularTitles(country:DE,first:20,filter:{searchQuery:"Ghibli"}){totalCount edges{node{id}}}}'
            },
            J(
                {
                    "errors": [
                        {
                            "message": "country DE is not supported for this client",
                            "path": ["popularTitles"],
                            "extensions": {"code": "FORBIDDEN"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "justwatch",
            {
                "query": 'query{popularTitles(country:DE,first:20,filter:{searchQuery:"Chihiro"}){edges{node{id}}}}'
            },
            J(
                {
                    "errors": [
                        {
                            "message": "country DE is not supported for this client",
                            "path": ["popularTitles"],
                            "extensions": {"code": "FORBIDDEN"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "justwatch",
            {
                "query": 'query{popularTitles(country:DE,first:20,filter:{searchQuery:"Totoro"}){edges{node{id}}}}'
            },
            J(
                {
                    "errors": [
                        {
                            "message": "country DE is not supported for this client",
                            "path": ["popularTitles"],
                            "extensions": {"code": "FORBIDDEN"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "justwatch",
            {"query": "query{packages(country:DE,platform:WEB){clearName}}"},
            J(
                {
                    "errors": [
                        {
                            "message": "country DE is not supported for this client",
                            "path": ["packages"],
                            "extensions": {"code": "FORBIDDEN"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "justwatch",
            {
                "query": 'query{popularTitles(country:DE,first:20,filter:{searchQuery:"Mononoke"}){edges{node{id}}}}'
            },
            J(
                {
                    "errors": [
                        {
                            "message": "country DE is not supported for this client",
                            "path": ["popularTitles"],
                            "extensions": {"code": "FORBIDDEN"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "justwatch",
            {
                "query": 'query{popularTitles(country:DE,first:20,filter:{searchQuery:"Howl"}){edges{node{id}}}}'
            },
            J(
                {
                    "errors": [
                        {
                            "message": "country DE is not supported for this client",
                            "path": ["popularTitles"],
                            "extensions": {"code": "FORBIDDEN"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
    ],
)


def ep(i, season, number, name, airdate):
    return {
        "id": 1900000 + hn("ep" + str(i), 5),
        "name": name,
        "season": season,
        "number": number,
        "type": "regular",
        "airdate": airdate,
        "airtime": "21:00",
        "runtime": 60,
        "rating": {"average": None},
        "summary": None,
    }


S(
    "tvmaze",
    "ok",
    "When does the next episode of Slow Horses air, and how many episodes are in the current season?",
    [
        (
            "tvmaze",
            {"path": "/singlesearch/shows", "params": {"q": "slow horses", "embed": "nextepisode"}},
            J(
                {
                    "id": 44751,
                    "url": "https://www.tvmaze.com/shows/44751/slow-horses",
                    "name": "Slow Horses",
                    "type": "Scripted",
                    "language": "English",
                    "status": "Running",
                    "premiered": "2022-04-01",
                    "network": None,
                    "webChannel": {"id": 310, "name": "Apple TV+"},
                    "_embedded": {"nextepisode": ep(9, 5, 3, "Tuesday", "2025-10-08")},
                }
            ),
        ),
        (
            "tvmaze",
            {"path": "/shows/44751/seasons"},
            J(
                [
                    {
                        "id": 117430,
                        "number": 4,
                        "episodeOrder": 6,
                        "premiereDate": "2024-09-04",
                        "endDate": "2024-10-09",
                    },
                    {
                        "id": 160021,
                        "number": 5,
                        "episodeOrder": 6,
                        "premiereDate": "2025-09-24",
                        "endDate": "2025-10-29",
                    },
                ]
            ),
        ),
        (
            "tvmaze",
            {"path": "/seasons/160021/episodes"},
            J(
                [
                    ep(7, 5, 1, "Monday", "2025-09-24"),
                    ep(8, 5, 2, "Wednesday", "2025-09-24"),
                    ep(9, 5, 3, "Tuesday", "2025-10-08"),
                    ep(10, 5, 4, "TBA", "2025-10-15"),
                ]
            ),
        ),
    ],
)

S(
    "tvmaze",
    "ok",
    "What's on BBC One tonight (2025-05-13) after 8pm?",
    [
        (
            "tvmaze",
            {"path": "/schedule", "params": {"country": "GB", "date": "2025-05-13"}},
            J(
                [
                    {
                        "id": 3182201,
                        "airtime": "19:00",
                        "name": "Episode 48",
                        "show": {"name": "The One Show", "network": {"name": "BBC One"}},
                    },
                    {
                        "id": 3182214,
                        "airtime": "20:00",
                        "name": "Episode 6",
                        "show": {
                            "name": "Your Garden Made Perfect",
                            "network": {"name": "BBC Two"},
                        },
                    },
                    {
                        "id": 3182230,
                        "airtime": "20:00",
                        "name": "Shell",
                        "show": {"name": "Bodies of Water", "network": {"name": "BBC One"}},
                    },
                    {
                        "id": 3182251,
                        "airtime": "21:00",
                        "name": "Episode 2",
                        "show": {"name": "This City Is Ours", "network": {"name": "BBC One"}},
                    },
                    {
                        "id": 3182263,
                        "airtime": "22:40",
                        "name": "Episode 19",
                        "show": {"name": "Question Time", "network": {"name": "BBC One"}},
                    },
                ]
            ),
        ),
    ],
)

S(
    "simkl",
    "ok",
    "Add Frieren to my Simkl 'watching' list and tell me how many episodes I have left.",
    [
        (
            "simkl",
            {"method": "GET", "path": "/search/anime", "params": {"q": "frieren", "limit": 3}},
            J(
                [
                    {
                        "title": "Sousou no Frieren",
                        "year": 2023,
                        "type": "anime",
                        "ids": {"simkl_id": 1926534, "slug": "sousou-no-frieren"},
                        "total_episodes": 28,
                        "anime_type": "tv",
                    }
                ]
            ),
        ),
        (
            "simkl",
            {
                "method": "POST",
                "path": "/sync/add-to-list",
                "body": {"shows": [{"to": "watching", "ids": {"simkl": 1926534}}]},
            },
            J({"added": {"movies": 0, "shows": 1}, "not_found": {"movies": [], "shows": []}}),
        ),
        (
            "simkl",
            {
                "method": "GET",
                "path": "/sync/all-items/anime/watching",
                "params": {"extended": "full"},
            },
            J(
                {
                    "anime": [
                        {
                            "last_watched_at": "2025-03-02T20:11:00Z",
                            "status": "watching",
                            "watched_episodes_count": 17,
                            "total_episodes_count": 28,
                            "not_aired_episodes_count": 0,
                            "show": {"title": "Sousou no Frieren", "ids": {"simkl": 1926534}},
                        },
                        {
                            "status": "watching",
                            "watched_episodes_count": 3,
                            "total_episodes_count": 12,
                            "show": {"title": "Dandadan", "ids": {"simkl": 2252991}},
                        },
                    ]
                }
            ),
        ),
    ],
)

S(
    "simkl",
    "fail",
    "Sync my Simkl watch history for movies since January and list them.",
    [
        (
            "simkl",
            {
                "method": "GET",
                "path": "/sync/all-items/movies/completed",
                "params": {"date_from": "2025-01-01"},
            },
            J(
                {
                    "error": "user_token_failed",
                    "message": "Unauthorized. Token is invalid or expired.",
                }
            ),
        ),
        (
            "simkl",
            {"method": "GET", "path": "/sync/activities"},
            J(
                {
                    "error": "user_token_failed",
                    "message": "Unauthorized. Token is invalid or expired.",
                }
            ),
        ),
        (
            "simkl",
            {"method": "GET", "path": "/sync/all-items/movies"},
            J(
                {
                    "error": "user_token_failed",
                    "message": "Unauthorized. Token is invalid or expired.",
                }
            ),
        ),
        (
            "simkl",
            {"method": "GET", "path": "/sync/all-items", "params": {"date_from": "2025-01-01"}},
            J(
                {
                    "error": "user_token_failed",
                    "message": "Unauthorized. Token is invalid or expired.",
                }
            ),
        ),
        (
            "simkl",
            {"method": "POST", "path": "/users/settings"},
            J(
                {
                    "error": "user_token_failed",
                    "message": "Unauthorized. Token is invalid or expired.",
                }
            ),
        ),
        (
            "simkl",
            {"method": "GET", "path": "/sync/ratings/movies"},
            J(
                {
                    "error": "user_token_failed",
                    "message": "Unauthorized. Token is invalid or expired.",
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- books
S(
    "goodreads",
    "ok",
    "What's the Goodreads average for 'Piranesi' and how does it compare to 'Jonathan Strange & Mr Norrell'?",
    [
        (
            "goodreads_lookup",
            {"query": "Piranesi Susanna Clarke"},
            "Piranesi by Susanna Clarke\nGoodreads ID: 50202953 | Published 2020 by Bloomsbury Publishing | 272 pages\nAverage rating: 4.22 (412,885 ratings, 58,301 reviews)\nGenres: Fantasy, Fiction, Mystery, Magical Realism",
        ),
        (
            "goodreads_lookup",
            {"query": "Jonathan Strange & Mr Norrell"},
            "Jonathan Strange & Mr Norrell by Susanna Clarke\nGoodreads ID: 14201 | Published 2004 by Bloomsbury | 1006 pages\nAverage rating: 3.83 (264,119 ratings, 17,940 reviews)\nGenres: Fantasy, Fiction, Historical Fiction, Magic",
        ),
    ],
)

S(
    "goodreads",
    "fail",
    "Add 'The Left Hand of Darkness' to my Goodreads want-to-read shelf and show my shelf counts.",
    [
        (
            "goodreads_shelf",
            {"action": "add", "shelf": "to-read", "query": "The Left Hand of Darkness"},
            "Goodreads session invalid: redirected to https://www.goodreads.com/user/sign_in. Please sign in again.",
        ),
        (
            "goodreads_shelf",
            {"action": "add", "shelf": "to-read", "book_id": 18423},
            "Goodreads session invalid: redirected to https://www.goodreads.com/user/sign_in. Please sign in again.",
        ),
        (
            "goodreads_shelf",
            {"action": "list", "shelf": "to-read"},
            "Goodreads session invalid: redirected to https://www.goodreads.com/user/sign_in. Please sign in again.",
        ),
        (
            "goodreads_shelf",
            {"action": "counts"},
            "Goodreads session invalid: redirected to https://www.goodreads.com/user/sign_in. Please sign in again.",
        ),
        (
            "goodreads_shelf",
            {"action": "list", "shelf": "read", "page": 1},
            "Goodreads session invalid: redirected to https://www.goodreads.com/user/sign_in. Please sign in again.",
        ),
        (
            "goodreads_shelf",
            {"action": "add", "shelf": "want-to-read", "book_id": 18423},
            "Goodreads session invalid: redirected to https://www.goodreads.com/user/sign_in. Please sign in again.",
        ),
    ],
)

S(
    "isbndb",
    "ok",
    "I have three ISBNs from a box of donated books: 9780141439518, 9780679732761, 9781853260001. What are they?",
    [
        (
            "isbndb",
            {"path": "/book/9780141439518"},
            J(
                {
                    "book": {
                        "publisher": "Penguin Classics",
                        "language": "en",
                        "image": "https://images.isbndb.com/covers/95/18/9780141439518.jpg",
                        "title_long": "Pride and Prejudice (Penguin Classics)",
                        "edition": "Reprint",
                        "pages": 480,
                        "date_published": "2002-12-31",
                        "authors": ["Austen, Jane", "Jones, Vivien"],
                        "title": "Pride and Prejudice",
                        "isbn13": "9780141439518",
                        "binding": "Paperback",
                        "isbn": "0141439513",
                        "isbn10": "0141439513",
                    }
                }
            ),
        ),
        (
            "isbndb",
            {"path": "/book/9780679732761"},
            J(
                {
                    "book": {
                        "publisher": "Vintage",
                        "language": "en",
                        "title_long": "Invisible Man",
                        "pages": 581,
                        "date_published": "1995",
                        "authors": ["Ellison, Ralph"],
                        "title": "Invisible Man",
                        "isbn13": "9780679732761",
                        "binding": "Paperback",
                        "isbn10": "0679732764",
                    }
                }
            ),
        ),
        (
            "isbndb",
            {"path": "/book/9781853260001"},
            J({"errorType": "NOT_FOUND", "errorMessage": "Not Found"}),
        ),
        (
            "isbndb",
            {"path": "/book/1853260002"},
            J(
                {
                    "book": {
                        "publisher": "Wordsworth Editions Ltd",
                        "language": "en",
                        "title_long": "Pride and Prejudice (Wordsworth Classics)",
                        "pages": 320,
                        "date_published": "1992",
                        "authors": ["Austen, Jane"],
                        "title": "Pride and Prejudice",
                        "isbn13": "9781853260001",
                        "binding": "Paperback",
                        "isbn10": "1853260002",
                    }
                }
            ),
        ),
    ],
)

S(
    "isbndb",
    "fail",
    "Find all editions of 'Beloved' by Toni Morrison with their publishers.",
    [
        (
            "isbndb",
            {"path": "/books/Beloved", "params": {"column": "title", "page": 1, "pageSize": 20}},
            J({"message": "Forbidden"}),
        ),
        (
            "isbndb",
            {"path": "/author/Morrison, Toni", "params": {"page": 1}},
            J({"message": "Forbidden"}),
        ),
        (
            "isbndb",
            {"path": "/books/Beloved Morrison", "params": {"page": 1}},
            J({"message": "Forbidden"}),
        ),
        ("isbndb", {"path": "/book/9781400033416"}, J({"message": "Forbidden"})),
        (
            "isbndb",
            {"path": "/search/books", "params": {"text": "Beloved", "author": "Toni Morrison"}},
            J({"message": "Forbidden"}),
        ),
        ("isbndb", {"path": "/book/0452264464"}, J({"message": "Forbidden"})),
        ("isbndb", {"path": "/stats"}, J({"message": "Forbidden"})),
    ],
)


def gb(i, title, authors, date, pages, isbn):
    return {
        "kind": "books#volume",
        "id": h("gb" + str(i), 12),
        "etag": h("gbe" + str(i), 11),
        "volumeInfo": {
            "title": title,
            "authors": authors,
            "publishedDate": date,
            "pageCount": pages,
            "industryIdentifiers": [{"type": "ISBN_13", "identifier": isbn}],
            "language": "en",
        },
        "saleInfo": {"country": "US", "saleability": "NOT_FOR_SALE", "isEbook": False},
    }


S(
    "googlebooks",
    "ok",
    "Find books about the history of the Panama Canal published after 2000, with page counts.",
    [
        (
            "google_books",
            {"q": "panama canal history", "startIndex": 0, "maxResults": 3, "orderBy": "relevance"},
            J(
                {
                    "kind": "books#volumes",
                    "totalItems": 412,
                    "items": [
                        gb(
                            1,
                            "The Path Between the Seas",
                            ["David McCullough"],
                            "1978-01-01",
                            704,
                            "9780671244095",
                        ),
                        gb(
                            2,
                            "The Canal Builders",
                            ["Julie Greene"],
                            "2009-01-29",
                            480,
                            "9781594201769",
                        ),
                        gb(
                            3,
                            "Hell's Gorge",
                            ["Matthew Parker"],
                            "2009-03-01",
                            416,
                            "9780099496298",
                        ),
                    ],
                }
            ),
        ),
        (
            "google_books",
            {"q": "panama canal history", "startIndex": 3, "maxResults": 3, "orderBy": "relevance"},
            J(
                {
                    "kind": "books#volumes",
                    "totalItems": 412,
                    "items": [
                        gb(
                            4,
                            "Panama Fever",
                            ["Matthew Parker"],
                            "2007-09-11",
                            512,
                            "9780385515344",
                        ),
                        gb(
                            5,
                            "Emblems of Empire",
                            ["Alexander Missal"],
                            "2008",
                            260,
                            "9780299228408",
                        ),
                        gb(
                            6,
                            "Silver People",
                            ["Margarita Engle"],
                            "2014-03-25",
                            272,
                            "9780544109414",
                        ),
                    ],
                }
            ),
        ),
        (
            "google_books",
            {"q": "panama canal history", "startIndex": 6, "maxResults": 3, "orderBy": "relevance"},
            J(
                {
                    "kind": "books#volumes",
                    "totalItems": 412,
                    "items": [
                        gb(
                            7,
                            "Making the Americas",
                            ["Marixa Lasso"],
                            "2019-06-18",
                            352,
                            "9780674984387",
                        ),
                        gb(
                            8,
                            "The Panama Canal: The Story of How a Jungle Was Conquered",
                            ["Elizabeth Mann"],
                            "2006",
                            48,
                            "9781931414166",
                        ),
                    ],
                }
            ),
        ),
    ],
)

GB_STALE = J(
    {
        "kind": "books#volumes",
        "totalItems": 2,
        "items": [
            gb(
                90,
                "Harry Potter and the Philosopher's Stone",
                ["J.K. Rowling"],
                "2015-12-08",
                354,
                "9781781100219",
            ),
            gb(
                91,
                "Harry Potter and the Chamber of Secrets",
                ["J.K. Rowling"],
                "2015-12-08",
                363,
                "9781781100226",
            ),
        ],
    }
)
S(
    "googlebooks",
    "fail",
    "I need three introductory books on Bayesian statistics for a reading group.",
    [
        ("google_books", {"q": "bayesian statistics introduction", "maxResults": 10}, GB_STALE),
        ("google_books", {"q": "intitle:bayesian subject:statistics", "maxResults": 10}, GB_STALE),
        ("google_books", {"q": "Statistical Rethinking McElreath"}, GB_STALE),
        ("google_books", {"q": "isbn:9780367139919"}, GB_STALE),
        ("google_books", {"q": "Bayesian Data Analysis Gelman", "maxResults": 5}, GB_STALE),
        ("google_books", {"q": "doing bayesian data analysis kruschke"}, GB_STALE),
        ("google_books", {"q": "bayes theorem beginners", "langRestrict": "en"}, GB_STALE),
    ],
)

S(
    "hardcover",
    "ok",
    "Mark 'Tomorrow, and Tomorrow, and Tomorrow' as read with 5 stars on Hardcover, then show my 2025 reading count.",
    [
        (
            "hardcover_graphql",
            {
                "query": 'query($q:String!){search(query:$q,query_type:"Book",per_page:3){results}}',
                "variables": {"q": "Tomorrow, and Tomorrow, and Tomorrow"},
            },
            J(
                {
                    "data": {
                        "search": {
                            "results": {
                                "found": 2,
                                "hits": [
                                    {
                                        "document": {
                                            "id": "428775",
                                            "title": "Tomorrow, and Tomorrow, and Tomorrow",
                                            "author_names": ["Gabrielle Zevin"],
                                            "release_year": 2022,
                                            "users_read_count": 81233,
                                        }
                                    },
                                    {
                                        "document": {
                                            "id": "1193052",
                                            "title": "Tomorrow and Tomorrow and Tomorrow: A Study Guide",
                                            "author_names": ["SuperSummary"],
                                            "release_year": 2023,
                                        }
                                    },
                                ],
                            }
                        }
                    }
                }
            ),
        ),
        (
            "hardcover_graphql",
            {
                "query": "mutation{insert_user_book(object:{book_id:428775,status_id:3,rating:5}){id error}}"
            },
            J({"data": {"insert_user_book": {"id": 9921045, "error": None}}}),
        ),
        (
            "hardcover_graphql",
            {
                "query": 'query{me{user_books_aggregate(where:{status_id:{_eq:3},last_read_date:{_gte:"2025-01-01"}}){aggregate{count}}}}'
            },
            J({"data": {"me": [{"user_books_aggregate": {"aggregate": {"count": 14}}}]}}),
        ),
    ],
)

S(
    "librarything",
    "ok",
    "List all the ISBNs LibraryThing groups with 'The Master and Margarita' ISBN 0679760806.",
    [
        (
            "librarything",
            {"api": "thingISBN", "isbn": "0679760806"},
            '<?xml version="1.0" encoding="utf-8"?><idlist><isbn>0679760806</isbn><isbn>0141180145</isbn><isbn>0802130119</isbn><isbn>0099540940</isbn><isbn>014118014X</isbn><isbn>0330331698</isbn><isbn>0394712536</isbn><isbn>1400040701</isbn><isbn>0143108271</isbn></idlist>',
        ),
        (
            "librarything",
            {"api": "thingTitle", "title": "The Master and Margarita"},
            '<?xml version="1.0" encoding="utf-8"?><idlist><title>The Master and Margarita</title><isbn>0679760806</isbn><link>https://www.librarything.com/work/3116</link></idlist>',
        ),
    ],
)

S(
    "librarything",
    "ok",
    "Does LibraryThing know any other editions of ISBN 1784871737 (a small press chapbook)?",
    [
        (
            "librarything",
            {"api": "thingISBN", "isbn": "1784871737"},
            '<?xml version="1.0" encoding="utf-8"?><idlist><isbn>1784871737</isbn></idlist>',
        ),
        (
            "librarything",
            {"api": "thingISBN", "isbn": "9781784871734"},
            '<?xml version="1.0" encoding="utf-8"?><idlist><isbn>1784871737</isbn></idlist>',
        ),
    ],
)

S(
    "storygraph",
    "ok",
    "Update my StoryGraph progress on 'Middlemarch' to page 412 and show my current reads.",
    [
        (
            "storygraph",
            {"action": "currently_reading"},
            "Currently reading (3)\n- Middlemarch — George Eliot — 38% (page 301 of 799) — started 2025-03-02\n- The Dispossessed — Ursula K. Le Guin — 71% (page 275 of 387) — started 2025-04-20\n- Braiding Sweetgrass — Robin Wall Kimmerer — 12% (page 46 of 391) — started 2025-05-06",
        ),
        (
            "storygraph",
            {"action": "update_progress", "book": "Middlemarch", "page": 412},
            "Progress updated: Middlemarch — page 412 of 799 (52%).",
        ),
        (
            "storygraph",
            {"action": "currently_reading"},
            "Currently reading (3)\n- Middlemarch — George Eliot — 52% (page 412 of 799) — started 2025-03-02\n- The Dispossessed — Ursula K. Le Guin — 71% (page 275 of 387) — started 2025-04-20\n- Braiding Sweetgrass — Robin Wall Kimmerer — 12% (page 46 of 391) — started 2025-05-06",
        ),
        (
            "storygraph",
            {"action": "stats", "year": 2025},
            "2025 reading stats\nBooks read: 11 | Pages read: 3,842\nMoods: reflective 31%, emotional 18%, adventurous 14%\nPace: medium 55%, slow 30%, fast 15%\nAverage rating: 3.9",
        ),
    ],
)


# ---------------------------------------------------------------- harder successful sessions
def nhl_box(state, period, clock, away, home, sog_a, sog_h):
    return J(
        {
            "id": 2024030224,
            "season": 20242025,
            "gameType": 3,
            "gameState": state,
            "venue": {"default": "Amerant Bank Arena"},
            "periodDescriptor": {"number": period, "periodType": "REG"},
            "clock": {"timeRemaining": clock, "running": state == "LIVE", "inIntermission": False},
            "awayTeam": {"abbrev": "TOR", "score": away, "sog": sog_a},
            "homeTeam": {"abbrev": "FLA", "score": home, "sog": sog_h},
        }
    )


S(
    "nhl",
    "ok",
    "Keep an eye on the Leafs-Panthers game 4 and tell me the final score when it ends.",
    [
        (
            "nhl_api",
            {"path": "/v1/gamecenter/2024030224/boxscore"},
            nhl_box("LIVE", 3, "08:12", 2, 2, 24, 27),
        ),
        (
            "nhl_api",
            {"path": "/v1/gamecenter/2024030224/boxscore"},
            nhl_box("LIVE", 3, "03:40", 2, 2, 26, 30),
        ),
        (
            "nhl_api",
            {"path": "/v1/gamecenter/2024030224/boxscore"},
            nhl_box("LIVE", 3, "00:51", 2, 3, 27, 33),
        ),
        (
            "nhl_api",
            {"path": "/v1/gamecenter/2024030224/boxscore"},
            nhl_box("OFF", 3, "00:00", 2, 3, 28, 33),
        ),
        (
            "notify_user",
            {"channel": "sms", "text": "Final: FLA 3, TOR 2 (game 4). Shots 33-28."},
            J({"status": "queued", "id": "SM" + h("sms-nhl", 32)}),
        ),
    ],
)

S(
    "bandsintown",
    "ok",
    "Which of these local Leeds bands are on Bandsintown: The Heavy Lids, Moth Parade, Kestrel Static, Yard Act?",
    [
        (
            "bandsintown",
            {"path": "/artists/The Heavy Lids", "params": {"app_id": "agent-demo"}},
            "{warn=Not found}",
        ),
        (
            "bandsintown",
            {"path": "/artists/Moth Parade", "params": {"app_id": "agent-demo"}},
            "{warn=Not found}",
        ),
        (
            "bandsintown",
            {"path": "/artists/Kestrel Static", "params": {"app_id": "agent-demo"}},
            "{warn=Not found}",
        ),
        (
            "bandsintown",
            {"path": "/artists/Yard Act", "params": {"app_id": "agent-demo"}},
            J(
                {
                    "id": "15221404",
                    "name": "Yard Act",
                    "url": "https://www.bandsintown.com/a/15221404",
                    "tracker_count": 61870,
                    "upcoming_event_count": 9,
                }
            ),
        ),
    ],
)

S(
    "rentcast",
    "ok",
    "Which of these four addresses currently have an active rental listing: 12 Elm St Apt 2, 88 Birch Ave, 301 Pine Ct, 45 Walnut Way (all Durham NC 27701)?",
    [
        (
            "rentcast",
            {
                "path": "/v1/listings/rental/long-term",
                "params": {"address": "12 Elm St, Apt 2, Durham, NC 27701", "status": "Active"},
            },
            "[]",
        ),
        (
            "rentcast",
            {
                "path": "/v1/listings/rental/long-term",
                "params": {"address": "88 Birch Ave, Durham, NC 27701", "status": "Active"},
            },
            "[]",
        ),
        (
            "rentcast",
            {
                "path": "/v1/listings/rental/long-term",
                "params": {"address": "301 Pine Ct, Durham, NC 27701", "status": "Active"},
            },
            "[]",
        ),
        (
            "rentcast",
            {
                "path": "/v1/listings/rental/long-term",
                "params": {"address": "45 Walnut Way, Durham, NC 27701", "status": "Active"},
            },
            J(
                [
                    {
                        "id": "45-Walnut-Way,-Durham,-NC-27701",
                        "formattedAddress": "45 Walnut Way, Durham, NC 27701",
                        "propertyType": "Townhouse",
                        "bedrooms": 3,
                        "bathrooms": 2.5,
                        "price": 2150,
                        "status": "Active",
                        "listedDate": "2025-05-01T00:00:00.000Z",
                        "daysOnMarket": 12,
                    }
                ]
            ),
        ),
        (
            "rentcast",
            {
                "path": "/v1/listings/rental/long-term",
                "params": {"address": "12 Elm St, Durham, NC 27701"},
            },
            J(
                [
                    {
                        "id": "12-Elm-St,-Apt-2,-Durham,-NC-27701",
                        "formattedAddress": "12 Elm St, Apt 2, Durham, NC 27701",
                        "price": 1395,
                        "status": "Inactive",
                        "removedDate": "2025-02-14T00:00:00.000Z",
                        "daysOnMarket": 21,
                    }
                ]
            ),
        ),
    ],
)

S(
    "hardcover",
    "ok",
    "Export every book I've rated 5 stars on Hardcover.",
    [
        (
            "hardcover_graphql",
            {
                "query": "query($o:Int!){me{user_books(where:{rating:{_eq:5}},limit:3,offset:$o,order_by:{id:asc}){book{title contributions{author{name}}}}}}",
                "variables": {"o": 0},
            },
            J(
                {
                    "data": {
                        "me": [
                            {
                                "user_books": [
                                    {
                                        "book": {
                                            "title": "The Remains of the Day",
                                            "contributions": [
                                                {"author": {"name": "Kazuo Ishiguro"}}
                                            ],
                                        }
                                    },
                                    {
                                        "book": {
                                            "title": "Gilead",
                                            "contributions": [
                                                {"author": {"name": "Marilynne Robinson"}}
                                            ],
                                        }
                                    },
                                    {
                                        "book": {
                                            "title": "A Psalm for the Wild-Built",
                                            "contributions": [
                                                {"author": {"name": "Becky Chambers"}}
                                            ],
                                        }
                                    },
                                ]
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "hardcover_graphql",
            {
                "query": "query($o:Int!){me{user_books(where:{rating:{_eq:5}},limit:3,offset:$o,order_by:{id:asc}){book{title contributions{author{name}}}}}}",
                "variables": {"o": 3},
            },
            J(
                {
                    "data": {
                        "me": [
                            {
                                "user_books": [
                                    {
                                        "book": {
                                            "title": "Tomorrow, and Tomorrow, and Tomorrow",
                                            "contributions": [
                                                {"author": {"name": "Gabrielle Zevin"}}
                                            ],
                                        }
                                    },
                                    {
                                        "book": {
                                            "title": "The Name of the Rose",
                                            "contributions": [{"author": {"name": "Umberto Eco"}}],
                                        }
                                    },
                                    {
                                        "book": {
                                            "title": "Stoner",
                                            "contributions": [
                                                {"author": {"name": "John Williams"}}
                                            ],
                                        }
                                    },
                                ]
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "hardcover_graphql",
            {
                "query": "query($o:Int!){me{user_books(where:{rating:{_eq:5}},limit:3,offset:$o,order_by:{id:asc}){book{title contributions{author{name}}}}}}",
                "variables": {"o": 6},
            },
            J(
                {
                    "data": {
                        "me": [
                            {
                                "user_books": [
                                    {
                                        "book": {
                                            "title": "Pachinko",
                                            "contributions": [{"author": {"name": "Min Jin Lee"}}],
                                        }
                                    }
                                ]
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "write_file",
            {"path": "five_star_books.csv", "content": "title,author\n..."},
            "Wrote 7 rows to five_star_books.csv",
        ),
    ],
)


def main(out: Path) -> None:
    rows = []
    counters: dict[tuple[str, str], int] = {}
    for family, kind, task, calls in SESSIONS:
        n = counters.get((family, kind), 0) + 1
        counters[(family, kind)] = n
        run_id = f"{family}-{kind}-{n}"
        for tool, args, result in calls:
            rows.append(
                {
                    "source": f"heldout63/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": kind == "ok"},
                }
            )
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout63.jsonl"
    )
