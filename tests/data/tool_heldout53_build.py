# ruff: noqa: E501, B905 -- tool outputs are kept verbatim (long lines); zips of fixed lists
"""Build tests/data/tool_heldout53.jsonl: held-out sessions for five tool domains.

Written blind (no detector code, docs or other fixtures read). Each row is one tool call
in the project's real-runs format. Formats, family by family, and how sure I am of them:

Game services and distribution
- eos: Epic Online Services web API (EOS Connect / Ecom / Sanctions), JSON bodies as the
  REST endpoints document them (``{"elements": [...], "paging": {...}}``, error objects with
  ``errorCode`` / ``errorMessage`` / ``numericErrorCode``). Fairly sure of the error shape,
  less of every field name of the listing bodies.
- butler: itch.io ``butler`` CLI (``butler status``, ``butler push``) run through a shell
  tool; the table and progress lines follow butler's printed output. Fairly sure.
- nakama: Nakama server HTTP API (``/v2/...``), JSON as the gRPC gateway emits it; errors as
  ``{"code": 16, "message": ...}`` (gRPC status codes). Sure of the error shape.
- gameanalytics: GameAnalytics Metrics/Query API JSON. Moderately sure; the envelope is
  approximated.
- modrinth: Modrinth Labrinth v2 API (``/v2/search``, ``/v2/project/{id}/version``), JSON hit
  lists with ``hits``/``offset``/``limit``/``total_hits``. Sure.
- curseforge: CurseForge Core API v1 (``/v1/mods/search``), ``{"data": [...],
  "pagination": {...}}``; a bad or revoked x-api-key gives HTTP 403 with an empty body. Sure.

Accessibility and web quality
- axe: ``@axe-core/cli`` console output run through a shell tool. Fairly sure.
- pa11y: ``pa11y`` CLI default reporter text and ``--reporter json``. Sure.
- lighthouse: ``lighthouse`` CLI with ``--output json`` summarised by a wrapper, and its
  runtimeError codes (NO_FCP, etc.). Fairly sure of the codes.
- wave: WAVE API (``wave.webaim.org/api/request``) JSON with ``status``/``statistics``/
  ``categories``; credit errors in ``status.error``. Moderately sure.
- nu: W3C Nu HTML Checker ``?out=json`` ``{"messages": [...]}``. Sure.
- linkchecker: ``linkchecker`` CLI text output. Fairly sure.

SEO tools
- dataforseo: DataForSEO v3 JSON envelope (``status_code`` 20000, ``tasks`` ...), 40200
  Payment Required when the balance is spent. Sure of the envelope.
- screamingfrog: Screaming Frog SEO Spider ``--headless`` CLI log lines and exported CSV
  (internal_all.csv) read back through a shell tool. Moderately sure of the log text.
- majestic: Majestic API JSON (``Code``, ``ErrorMessage``, ``DataTables``). Fairly sure.
- seranking: SE Ranking Project API JSON arrays. Moderately sure.
- serpstat: Serpstat API v4 JSON-RPC (``{"id":..,"result":..}`` / ``{"error": {...}}``).
  Fairly sure.
- sitebulb: Sitebulb has no public API; the tool here reads its CSV exports through a
  shell tool. Sure of that shape only in outline.

Object storage CLIs
- azcopy: ``azcopy list`` / ``azcopy copy`` console output and job summary. Sure.
- b2: Backblaze ``b2`` CLI (v3/v4) ``ls``, ``file info`` JSON, and its ERROR lines. Fairly sure.
- wrangler: ``wrangler r2 object``/``r2 bucket`` output with the ⛅️ banner and
  ``✘ [ERROR]`` lines; R2 API code 10006 for a missing bucket. Fairly sure.
- s3cmd: ``s3cmd`` against DigitalOcean Spaces (``ls``, ``info``, ``du``, ``put``). Sure.
- wasabi: AWS CLI with ``--endpoint-url https://s3.wasabisys.com`` (JSON). Sure.
- idrive: ``aws s3`` CLI against an IDrive e2 endpoint. Sure.

Places and geodata
- foursquare: Foursquare Places API v3 ``/places/search`` JSON (``results``, ``fsq_id``);
  401 ``{"message": "Invalid request token."}``. Fairly sure.
- yelp: Yelp Fusion ``/v3/businesses/search`` JSON; ``ACCESS_LIMIT_REACHED`` errors. Sure.
- what3words: what3words v3 ``convert-to-coordinates`` / ``autosuggest`` JSON; quota errors
  as ``{"error": {"code": "QuotaExceeded", ...}}``. Fairly sure of the code name.
- overpass: Overpass API ``[out:json]`` bodies and its HTML "runtime error ... Dispatcher"
  pages when overloaded. Sure.
- nominatim: Nominatim ``/search`` and ``/reverse`` ``format=jsonv2``. Sure.
- geoapify: Geoapify Places / Geocoding GeoJSON FeatureCollections. Fairly sure.

Identifiers are hashes of fixed strings; no clock, no randomness.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout53.jsonl")
ROWS: list[dict] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def j(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


def sess(family: str, ok: bool, n: int, task: str, calls: list) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout53/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


def sh(cmd: str) -> dict:
    return {"command": cmd}


# ---------------------------------------------------------------- games
def games() -> None:
    # eos ok: sanctions lookup, legitimately empty for one player
    t = "Check whether players 'NightOwl' and 'crate_kid' have active sanctions in our EOS deployment, and ban crate_kid for 7 days for chat abuse."
    pu1, pu2 = "0002" + h("eos-nightowl", 28), "0002" + h("eos-cratekid", 28)
    sess(
        "eos",
        True,
        1,
        t,
        [
            (
                "eos_connect_query_external_accounts",
                {"externalAccountType": "epic", "displayName": "NightOwl"},
                j({"ids": {"NightOwl": pu1}}),
            ),
            (
                "eos_connect_query_external_accounts",
                {"externalAccountType": "epic", "displayName": "crate_kid"},
                j({"ids": {"crate_kid": pu2}}),
            ),
            (
                "eos_sanctions_query_active",
                {"productUserId": pu1},
                j({"elements": [], "paging": {"offset": 0, "limit": 50, "total": 0}}),
            ),
            (
                "eos_sanctions_query_active",
                {"productUserId": pu2},
                j(
                    {
                        "elements": [
                            {
                                "referenceId": h("san-1", 24),
                                "timestamp": 1718272800,
                                "deploymentId": h("dep", 32),
                                "action": "RESTRICT_MATCHMAKING",
                                "expirationTimestamp": 1718877600,
                                "trustedPartner": False,
                                "pending": False,
                                "justification": "afk in ranked x3",
                                "source": "api",
                                "tags": [],
                            }
                        ],
                        "paging": {"offset": 0, "limit": 50, "total": 1},
                    }
                ),
            ),
            (
                "eos_sanctions_create",
                {
                    "productUserId": pu2,
                    "action": "BAN",
                    "justification": "chat abuse, reports 4411/4415",
                    "expirationTimestamp": 1719446400,
                },
                j(
                    [
                        {
                            "referenceId": h("san-2", 24),
                            "timestamp": 1718841600,
                            "deploymentId": h("dep", 32),
                            "productUserId": pu2,
                            "action": "BAN",
                            "expirationTimestamp": 1719446400,
                            "status": "active",
                        }
                    ]
                ),
            ),
            (
                "eos_sanctions_query_active",
                {"productUserId": pu2, "action": "BAN"},
                j(
                    {
                        "elements": [
                            {
                                "referenceId": h("san-2", 24),
                                "timestamp": 1718841600,
                                "action": "BAN",
                                "expirationTimestamp": 1719446400,
                                "pending": False,
                                "justification": "chat abuse, reports 4411/4415",
                                "source": "api",
                                "tags": [],
                            }
                        ],
                        "paging": {"offset": 0, "limit": 50, "total": 1},
                    }
                ),
            ),
        ],
    )

    # butler ok 1: push a build then poll status until processed
    t = "Push the new Windows build in ./dist/win to itch.io (studio-fennel/lanternfall, channel windows-beta) and confirm it's live."
    calls = [
        (
            "shell",
            sh("butler push ./dist/win studio-fennel/lanternfall:windows-beta --userversion 0.9.3"),
            "∙ For channel `windows-beta`: last build is 118204, downloading its signature\n"
            "∙ Pushing 412.77 MiB (1,208 files, 77 dirs, 0 symlinks)\n"
            "✓ Added 31.02 MiB fresh data\n"
            "✓ 29.4 MiB patch (92.85% savings)\n"
            "∙ Build is now processing, should be up in a bit.\n\n"
            "Use the `butler status studio-fennel/lanternfall:windows-beta` for more information.",
        ),
    ]
    states = [("•", "•", "•"), ("✓", "•", "•"), ("✓", "✓", "✓")]
    for a, b, c in states:
        calls.append(
            (
                "shell",
                sh("butler status studio-fennel/lanternfall:windows-beta"),
                "+--------------+----------+-----------+---------+\n"
                "|   CHANNEL    | UPLOAD   |   BUILD   | VERSION |\n"
                "+--------------+----------+-----------+---------+\n"
                f"| windows-beta | #9812331 | {a} #118377 | 0.9.3   |\n"
                "+--------------+----------+-----------+---------+\n"
                + ("" if a == "✓" and c == "✓" else f"  signature {b}  patch {c}\n"),
            )
        )
    calls.append(
        (
            "shell",
            sh(
                "butler fetch studio-fennel/lanternfall:windows-beta /tmp/verify --dry-run 2>&1 | tail -n 2"
            ),
            "∙ Would download build 118377 (412.77 MiB)\n∙ Dry run, not writing anything.",
        )
    )
    sess("butler", True, 1, t, calls)

    # butler ok 2: list channels for two games
    t = "Which channels of our itch.io games pig-pong and lanternfall haven't been updated to 1.0.0 yet?"
    sess(
        "butler",
        True,
        2,
        t,
        [
            (
                "shell",
                sh("butler status studio-fennel/pig-pong"),
                "+---------+----------+-----------+---------+\n| CHANNEL | UPLOAD   |   BUILD   | VERSION |\n+---------+----------+-----------+---------+\n"
                "| linux   | #7712004 | √ #102933 | 1.0.0   |\n| mac     | #7712011 | √ #102934 | 1.0.0   |\n| windows | #7712013 | √ #102940 | 1.0.0   |\n+---------+----------+-----------+---------+",
            ),
            (
                "shell",
                sh("butler status studio-fennel/lanternfall"),
                "+--------------+----------+-----------+---------+\n|   CHANNEL    | UPLOAD   |   BUILD   | VERSION |\n+--------------+----------+-----------+---------+\n"
                "| linux        | #9811020 | √ #118001 | 0.9.2   |\n| osx-universal| #9811024 | √ #118003 | 0.9.2   |\n| windows-beta | #9812331 | √ #118377 | 0.9.3   |\n| html5        | #9104412 | √ #117220 | 0.8.0   |\n+--------------+----------+-----------+---------+",
            ),
            (
                "shell",
                sh("butler status studio-fennel/lanternfall:html5"),
                "+---------+----------+-----------+---------+\n| CHANNEL | UPLOAD   |   BUILD   | VERSION |\n+---------+----------+-----------+---------+\n| html5   | #9104412 | √ #117220 | 0.8.0   |\n+---------+----------+-----------+---------+",
            ),
            (
                "shell",
                sh("butler status studio-fennel/pig-pong:android"),
                "No channel android found for studio-fennel/pig-pong",
            ),
        ],
    )

    # nakama ok: leaderboard paging, friends
    t = "Pull the top 250 of the Nakama leaderboard 'weekly_speedrun' and tell me if any of user mira_k's friends are in it."
    calls = []
    cursor = ""
    for page in range(3):
        recs = []
        for r in range(1, 101 if page < 2 else 51):
            rank = page * 100 + r
            if rank > 250:
                break
            recs.append(
                {
                    "leaderboard_id": "weekly_speedrun",
                    "owner_id": h(f"nk-{rank}", 8)
                    + "-"
                    + h(f"nk2-{rank}", 4)
                    + "-4"
                    + h(f"nk3-{rank}", 3)
                    + "-8"
                    + h(f"nk4-{rank}", 3)
                    + "-"
                    + h(f"nk5-{rank}", 12),
                    "username": f"runner{h(f'u{rank}', 5)}",
                    "score": str(61000 + rank * 137),
                    "subscore": "0",
                    "num_score": 1 + rank % 4,
                    "create_time": "2024-06-10T08:12:33Z",
                    "update_time": "2024-06-12T19:40:02Z",
                    "expiry_time": "2024-06-17T00:00:00Z",
                    "rank": str(rank),
                }
            )
        recs = recs[:3] + [{"...": f"{len(recs) - 4} more records"}] + recs[-1:]
        nxt = h(f"cursor{page}", 40) if page < 2 else ""
        body = (
            {"records": recs, "next_cursor": nxt}
            if nxt
            else {"records": recs, "prev_cursor": h("cursor1", 40)}
        )
        if page > 0:
            body["prev_cursor"] = h(f"cursorp{page}", 40)
        calls.append(
            (
                "nakama_list_leaderboard_records",
                {"leaderboard_id": "weekly_speedrun", "limit": 100, "cursor": cursor},
                j(body),
            )
        )
        cursor = nxt
    calls.append(
        (
            "nakama_get_users",
            {"usernames": ["mira_k"]},
            j(
                {
                    "users": [
                        {
                            "id": "f1a3c2d0-77b1-4f0e-9a61-" + h("mira", 12),
                            "username": "mira_k",
                            "display_name": "Mira",
                            "lang_tag": "en",
                            "metadata": "{}",
                            "edge_count": 6,
                            "create_time": "2023-11-02T10:01:44Z",
                            "update_time": "2024-06-12T18:00:10Z",
                        }
                    ]
                }
            ),
        )
    )
    calls.append(
        (
            "nakama_list_friends",
            {"user_id": "f1a3c2d0-77b1-4f0e-9a61-" + h("mira", 12), "state": 0},
            j(
                {
                    "friends": [
                        {
                            "user": {
                                "id": h(f"fr{i}", 8) + "-0000-4000-8000-" + h(f"fr{i}", 12),
                                "username": nm,
                            },
                            "state": 0,
                            "update_time": "2024-05-01T12:00:00Z",
                        }
                        for i, nm in enumerate(
                            [
                                "pixelpaw",
                                "dunedrift",
                                "runner" + h("u142", 5),
                                "kessk",
                                "oatmilk",
                                "runner" + h("u7", 5),
                            ]
                        )
                    ],
                    "cursor": "",
                }
            ),
        )
    )
    calls.append(
        (
            "nakama_list_leaderboard_records_around_owner",
            {
                "leaderboard_id": "weekly_speedrun",
                "owner_id": h("nk-142", 8)
                + "-"
                + h("nk2-142", 4)
                + "-4"
                + h("nk3-142", 3)
                + "-8"
                + h("nk4-142", 3)
                + "-"
                + h("nk5-142", 12),
                "limit": 1,
            },
            j(
                {
                    "records": [
                        {
                            "leaderboard_id": "weekly_speedrun",
                            "username": "runner" + h("u142", 5),
                            "score": str(61000 + 142 * 137),
                            "rank": "142",
                        }
                    ]
                }
            ),
        )
    )
    sess("nakama", True, 1, t, calls)

    # gameanalytics ok: retention & DAU
    t = "From GameAnalytics, get DAU and day-1 retention for Lanternfall (game id 214877) for the first week of June, split by platform."
    calls = []
    for metric, vals in [
        ("DAU", [4120, 3988, 4410, 5201, 5630, 4890, 4402]),
        ("retention_d1", [0.312, 0.298, 0.305, 0.331, 0.327, 0.301, 0.290]),
    ]:
        calls.append(
            (
                "gameanalytics_query",
                {
                    "game_id": 214877,
                    "metric": metric,
                    "start": "2024-06-01",
                    "end": "2024-06-07",
                    "interval": "day",
                },
                j(
                    {
                        "game_id": 214877,
                        "metric": metric,
                        "interval": "day",
                        "timeseries": [
                            {"date": f"2024-06-0{i + 1}", "value": v} for i, v in enumerate(vals)
                        ],
                    }
                ),
            )
        )
    for plat, share in [("windows", 0.71), ("mac_osx", 0.09), ("linux", 0.04), ("webgl", 0.16)]:
        calls.append(
            (
                "gameanalytics_query",
                {
                    "game_id": 214877,
                    "metric": "DAU",
                    "start": "2024-06-01",
                    "end": "2024-06-07",
                    "interval": "week",
                    "filter": {"platform": plat},
                },
                j(
                    {
                        "game_id": 214877,
                        "metric": "DAU",
                        "interval": "week",
                        "filter": {"platform": plat},
                        "timeseries": [{"date": "2024-06-01", "value": round(4663 * share)}],
                    }
                ),
            )
        )
    calls.append(
        (
            "gameanalytics_query",
            {
                "game_id": 214877,
                "metric": "DAU",
                "start": "2024-06-01",
                "end": "2024-06-07",
                "interval": "week",
                "filter": {"platform": "ios"},
            },
            j(
                {
                    "game_id": 214877,
                    "metric": "DAU",
                    "interval": "week",
                    "filter": {"platform": "ios"},
                    "timeseries": [],
                }
            ),
        )
    )
    sess("gameanalytics", True, 1, t, calls)

    # modrinth ok: search with paging, then versions
    t = "Find Fabric performance mods on Modrinth that support Minecraft 1.21 and list the latest version file of the three most downloaded."
    sess(
        "modrinth",
        True,
        1,
        t,
        [
            (
                "modrinth_search",
                {
                    "query": "performance",
                    "facets": [
                        ["categories:fabric"],
                        ["versions:1.21"],
                        ["categories:optimization"],
                    ],
                    "index": "downloads",
                    "limit": 5,
                    "offset": 0,
                },
                j(
                    {
                        "hits": [
                            {
                                "project_id": "AANobbMI",
                                "project_type": "mod",
                                "slug": "sodium",
                                "author": "jellysquid3",
                                "title": "Sodium",
                                "description": "The fastest and most compatible rendering optimization mod for Minecraft",
                                "downloads": 54812341,
                                "follows": 30112,
                                "latest_version": "1.21",
                                "client_side": "required",
                                "server_side": "unsupported",
                            },
                            {
                                "project_id": "gvQqBUqZ",
                                "project_type": "mod",
                                "slug": "lithium",
                                "author": "jellysquid3",
                                "title": "Lithium",
                                "description": "No-compromises game logic optimization mod",
                                "downloads": 31200877,
                                "follows": 15520,
                                "latest_version": "1.21",
                                "client_side": "optional",
                                "server_side": "optional",
                            },
                            {
                                "project_id": "uXXizFIs",
                                "project_type": "mod",
                                "slug": "ferrite-core",
                                "author": "malte0811",
                                "title": "FerriteCore",
                                "description": "Memory usage optimizations",
                                "downloads": 29877412,
                                "follows": 9001,
                                "latest_version": "1.21",
                                "client_side": "optional",
                                "server_side": "optional",
                            },
                            {
                                "project_id": "NNAgCjsB",
                                "project_type": "mod",
                                "slug": "entityculling",
                                "author": "tr7zw",
                                "title": "Entity Culling",
                                "description": "Using async path-tracing to hide Block-/Entities that are not visible",
                                "downloads": 22004410,
                                "follows": 7811,
                                "latest_version": "1.21",
                            },
                            {
                                "project_id": "YL57xq9U",
                                "project_type": "mod",
                                "slug": "iris",
                                "author": "coderbot",
                                "title": "Iris Shaders",
                                "description": "A modern shader pack loader for Minecraft intended to be compatible with existing OptiFine shader packs",
                                "downloads": 20511300,
                                "follows": 12022,
                                "latest_version": "1.21",
                            },
                        ],
                        "offset": 0,
                        "limit": 5,
                        "total_hits": 87,
                    }
                ),
            ),
            (
                "modrinth_list_versions",
                {"project": "sodium", "loaders": ["fabric"], "game_versions": ["1.21"]},
                j(
                    [
                        {
                            "id": "ZjX" + h("sodv", 5),
                            "project_id": "AANobbMI",
                            "name": "Sodium 0.5.11 for Fabric 1.21",
                            "version_number": "mc1.21-0.5.11",
                            "version_type": "release",
                            "downloads": 1022331,
                            "date_published": "2024-07-01T15:02:11Z",
                            "loaders": ["fabric"],
                            "game_versions": ["1.21"],
                            "files": [
                                {
                                    "filename": "sodium-fabric-0.5.11+mc1.21.jar",
                                    "size": 1100234,
                                    "primary": True,
                                    "hashes": {"sha1": h("sodium-file", 40)},
                                }
                            ],
                        }
                    ]
                ),
            ),
            (
                "modrinth_list_versions",
                {"project": "lithium", "loaders": ["fabric"], "game_versions": ["1.21"]},
                j(
                    [
                        {
                            "id": "my" + h("lithv", 6),
                            "project_id": "gvQqBUqZ",
                            "name": "Lithium 0.12.7",
                            "version_number": "mc1.21-0.12.7",
                            "version_type": "release",
                            "downloads": 803114,
                            "date_published": "2024-06-29T11:44:09Z",
                            "loaders": ["fabric"],
                            "game_versions": ["1.21"],
                            "files": [
                                {
                                    "filename": "lithium-fabric-mc1.21-0.12.7.jar",
                                    "size": 702881,
                                    "primary": True,
                                    "hashes": {"sha1": h("lith-file", 40)},
                                }
                            ],
                        }
                    ]
                ),
            ),
            (
                "modrinth_list_versions",
                {"project": "ferrite-core", "loaders": ["fabric"], "game_versions": ["1.21"]},
                j(
                    [
                        {
                            "id": "Fe" + h("ferv", 6),
                            "project_id": "uXXizFIs",
                            "name": "FerriteCore 7.0.0",
                            "version_number": "7.0.0",
                            "version_type": "release",
                            "downloads": 412009,
                            "date_published": "2024-06-14T09:10:51Z",
                            "loaders": ["fabric"],
                            "game_versions": ["1.21"],
                            "files": [
                                {
                                    "filename": "ferritecore-7.0.0-fabric.jar",
                                    "size": 116772,
                                    "primary": True,
                                    "hashes": {"sha1": h("fer-file", 40)},
                                }
                            ],
                        }
                    ]
                ),
            ),
        ],
    )

    # modrinth fail: rate limited
    t = "Compare download counts of the Modrinth mods Sodium, Iris, Lithium, Indium, Krypton and Starlight."
    calls = [
        (
            "modrinth_get_project",
            {"id": "sodium"},
            j(
                {
                    "id": "AANobbMI",
                    "slug": "sodium",
                    "title": "Sodium",
                    "downloads": 54812341,
                    "followers": 30112,
                    "project_type": "mod",
                    "status": "approved",
                }
            ),
        )
    ]
    for p in ["iris", "lithium", "indium", "krypton", "starlight", "iris", "lithium"]:
        calls.append(
            (
                "modrinth_get_project",
                {"id": p},
                "Error: HTTP 429 Too Many Requests\n"
                + j(
                    {
                        "error": "ratelimited",
                        "description": "You are being rate-limited. Please wait 58 seconds. 0/300 remaining.",
                    }
                ),
            )
        )
    sess("modrinth", False, 1, t, calls)

    # curseforge ok
    t = "On CurseForge, find modpacks named 'All the Mods' for Minecraft and tell me which have a server pack for their newest file."
    sess(
        "curseforge",
        True,
        1,
        t,
        [
            (
                "curseforge_search_mods",
                {
                    "gameId": 432,
                    "classId": 4471,
                    "searchFilter": "All the Mods",
                    "sortField": 2,
                    "sortOrder": "desc",
                    "pageSize": 3,
                    "index": 0,
                },
                j(
                    {
                        "data": [
                            {
                                "id": 715572,
                                "gameId": 432,
                                "name": "All the Mods 9 - ATM9",
                                "slug": "all-the-mods-9",
                                "downloadCount": 11822014,
                                "mainFileId": 5458123,
                                "latestFilesIndexes": [
                                    {
                                        "gameVersion": "1.20.1",
                                        "fileId": 5458123,
                                        "filename": "Server-Files-0.2.60.zip",
                                    }
                                ],
                            },
                            {
                                "id": 925200,
                                "gameId": 432,
                                "name": "All the Mods 10 - ATM10",
                                "slug": "all-the-mods-10",
                                "downloadCount": 2011398,
                                "mainFileId": 5611200,
                            },
                            {
                                "id": 658587,
                                "gameId": 432,
                                "name": "All the Mods 8 - ATM8",
                                "slug": "all-the-mods-8",
                                "downloadCount": 7520331,
                                "mainFileId": 5301744,
                            },
                        ],
                        "pagination": {
                            "index": 0,
                            "pageSize": 3,
                            "resultCount": 3,
                            "totalCount": 14,
                        },
                    }
                ),
            ),
            (
                "curseforge_get_mod_file",
                {"modId": 715572, "fileId": 5458123},
                j(
                    {
                        "data": {
                            "id": 5458123,
                            "modId": 715572,
                            "displayName": "All the Mods 9-0.2.60",
                            "fileName": "All the Mods 9-0.2.60.zip",
                            "releaseType": 1,
                            "fileDate": "2024-06-06T21:15:40.61Z",
                            "fileLength": 1622315,
                            "serverPackFileId": 5458140,
                            "isServerPack": False,
                        }
                    }
                ),
            ),
            (
                "curseforge_get_mod_file",
                {"modId": 925200, "fileId": 5611200},
                j(
                    {
                        "data": {
                            "id": 5611200,
                            "modId": 925200,
                            "displayName": "All the Mods 10-0.52",
                            "fileName": "All the Mods 10-0.52.zip",
                            "releaseType": 2,
                            "fileDate": "2024-08-02T03:12:00.1Z",
                            "fileLength": 1804112,
                            "serverPackFileId": None,
                            "isServerPack": False,
                        }
                    }
                ),
            ),
            (
                "curseforge_get_mod_file",
                {"modId": 658587, "fileId": 5301744},
                j(
                    {
                        "data": {
                            "id": 5301744,
                            "modId": 658587,
                            "displayName": "All the Mods 8-1.1.0",
                            "fileName": "All the Mods 8-1.1.0.zip",
                            "releaseType": 1,
                            "fileDate": "2024-04-18T14:55:09.87Z",
                            "fileLength": 1533009,
                            "serverPackFileId": 5301762,
                            "isServerPack": False,
                        }
                    }
                ),
            ),
            (
                "curseforge_search_mods",
                {
                    "gameId": 432,
                    "classId": 4471,
                    "searchFilter": "All the Mods",
                    "sortField": 2,
                    "sortOrder": "desc",
                    "pageSize": 3,
                    "index": 3,
                },
                j(
                    {
                        "data": [
                            {
                                "id": 426926,
                                "name": "All the Mods 6 - ATM6",
                                "slug": "all-the-mods-6",
                                "downloadCount": 9102224,
                                "mainFileId": 4101011,
                            },
                            {
                                "id": 381671,
                                "name": "All the Mods 3 - Remix",
                                "slug": "all-the-mods-3-remix",
                                "downloadCount": 2881450,
                                "mainFileId": 3522108,
                            },
                            {
                                "id": 238372,
                                "name": "All the Mods 3",
                                "slug": "all-the-mods-3",
                                "downloadCount": 4420311,
                                "mainFileId": 2869221,
                            },
                        ],
                        "pagination": {
                            "index": 3,
                            "pageSize": 3,
                            "resultCount": 3,
                            "totalCount": 14,
                        },
                    }
                ),
            ),
        ],
    )

    # curseforge fail: 403 empty body (key revoked)
    t = "Find the newest CurseForge files for the mods JEI, Create, Botania and Mekanism for Forge 1.20.1."
    calls = []
    for q in [
        "JEI",
        "Just Enough Items",
        "Create",
        "Botania",
        "Mekanism",
        "jei forge 1.20.1",
        "create mod",
    ]:
        calls.append(
            (
                "curseforge_search_mods",
                {
                    "gameId": 432,
                    "classId": 6,
                    "searchFilter": q,
                    "gameVersion": "1.20.1",
                    "modLoaderType": 1,
                },
                "HTTP 403 Forbidden: ",
            )
        )
    calls.append(("curseforge_get_mod", {"modId": 238222}, "HTTP 403 Forbidden: "))
    sess("curseforge", False, 1, t, calls)

    # nakama fail: token expired
    t = "In Nakama, list the members of clan 'Ashen Wolves' and show each member's wallet balance."
    calls = [
        (
            "nakama_list_groups",
            {"name": "Ashen Wolves", "limit": 10},
            j(
                {
                    "groups": [
                        {
                            "id": "9b2f0c11-2a4e-4b7e-8c3d-" + h("ashen", 12),
                            "creator_id": "f1a3c2d0-77b1-4f0e-9a61-" + h("mira", 12),
                            "name": "Ashen Wolves",
                            "lang_tag": "en",
                            "open": False,
                            "edge_count": 9,
                            "max_count": 50,
                            "create_time": "2024-02-11T09:00:00Z",
                        }
                    ]
                }
            ),
        )
    ]
    for tool, args in [
        (
            "nakama_list_group_users",
            {"group_id": "9b2f0c11-2a4e-4b7e-8c3d-" + h("ashen", 12), "limit": 50},
        ),
        (
            "nakama_list_group_users",
            {"group_id": "9b2f0c11-2a4e-4b7e-8c3d-" + h("ashen", 12), "limit": 50, "state": 2},
        ),
        ("nakama_get_users", {"usernames": ["mira_k"]}),
        ("nakama_get_account", {}),
        ("nakama_rpc", {"id": "wallet_get", "payload": '{"user_id":"f1a3c2d0"}'}),
        ("nakama_list_group_users", {"group_id": "9b2f0c11-2a4e-4b7e-8c3d-" + h("ashen", 12)}),
        ("nakama_rpc", {"id": "clan_members_wallets", "payload": '{"clan":"Ashen Wolves"}'}),
    ]:
        calls.append(
            (
                tool,
                args,
                j({"error": "Auth token invalid", "code": 16, "message": "Auth token invalid"}),
            )
        )
    sess("nakama", False, 1, t, calls)

    # gameanalytics fail: wrong game id -> empty everywhere
    t = "Get last week's revenue, DAU and top 5 progression fail events for Pig Pong from GameAnalytics."
    calls = []
    for metric, extra in [
        ("DAU", {}),
        ("revenue", {}),
        ("progression_fail", {"group_by": "event_id", "top": 5}),
        ("DAU", {"filter": {"platform": "android"}}),
        ("sessions", {}),
        ("new_users", {}),
        ("revenue", {"interval": "week"}),
    ]:
        a = {
            "game_id": 230551,
            "metric": metric,
            "start": "2024-06-10",
            "end": "2024-06-16",
            "interval": "day",
        }
        a.update(extra)
        calls.append(
            (
                "gameanalytics_query",
                a,
                j(
                    {
                        "game_id": 230551,
                        "metric": metric,
                        "interval": a["interval"],
                        "timeseries": [],
                    }
                ),
            )
        )
    calls[0] = (
        "gameanalytics_list_games",
        {},
        j({"games": [{"id": 230551, "title": "Pig Pong (sandbox)", "platform": "multi"}]}),
    )
    sess("gameanalytics", False, 1, t, calls)


# ---------------------------------------------------------------- accessibility
def a11y() -> None:
    t = "Run axe on the checkout pages of shop.fennel.test (cart, shipping, payment) and list serious/critical violations."
    sess(
        "axe",
        True,
        1,
        t,
        [
            (
                "shell",
                sh("axe https://shop.fennel.test/cart --tags wcag2a,wcag2aa"),
                "Running axe-core 4.9.1 in chrome-headless\n\nTesting https://shop.fennel.test/cart ... please wait, this may take a minute.\n\n"
                '  Violation of "button-name" with 2 occurrences!\n    Ensures buttons have discernible text. Correct invalid elements at:\n'
                "     - .qty-stepper > button:nth-child(1)\n     - .qty-stepper > button:nth-child(3)\n"
                "    For details, see: https://dequeuniversity.com/rules/axe/4.9/button-name\n\n1 Accessibility issues detected.",
            ),
            (
                "shell",
                sh("axe https://shop.fennel.test/checkout/shipping --tags wcag2a,wcag2aa"),
                "Running axe-core 4.9.1 in chrome-headless\n\nTesting https://shop.fennel.test/checkout/shipping ... please wait, this may take a minute.\n\n"
                '  Violation of "label" with 3 occurrences!\n    Ensures every form element has a label. Correct invalid elements at:\n'
                '     - #postcode\n     - #addr2\n     - select[name="country"]\n    For details, see: https://dequeuniversity.com/rules/axe/4.9/label\n\n'
                '  Violation of "color-contrast" with 1 occurrences!\n    Ensures the contrast between foreground and background colors meets WCAG 2 AA minimum contrast ratio thresholds. Correct invalid elements at:\n'
                "     - .hint-text\n    For details, see: https://dequeuniversity.com/rules/axe/4.9/color-contrast\n\n2 Accessibility issues detected.",
            ),
            (
                "shell",
                sh("axe https://shop.fennel.test/checkout/payment --tags wcag2a,wcag2aa"),
                "Running axe-core 4.9.1 in chrome-headless\n\nTesting https://shop.fennel.test/checkout/payment ... please wait, this may take a minute.\n\n  0 violations found!",
            ),
            (
                "shell",
                sh(
                    "axe https://shop.fennel.test/checkout/shipping --rules label --save /tmp/ship.json && jq '.[0].violations[0].nodes[].impact' /tmp/ship.json"
                ),
                'Saved file at /tmp/ship.json\n"critical"\n"critical"\n"critical"',
            ),
        ],
    )

    # axe fail: every page redirected to SSO login page
    t = "Run axe against the admin dashboard pages of admin.fennel.test (orders, customers, reports, settings) and summarise violations per page."
    calls = []
    for pg in [
        "orders",
        "customers",
        "reports",
        "settings",
        "orders?view=table",
        "reports/sales",
        "customers/segments",
    ]:
        calls.append(
            (
                "shell",
                sh(f"axe https://admin.fennel.test/{pg} --tags wcag2aa"),
                f"Running axe-core 4.9.1 in chrome-headless\n\nTesting https://admin.fennel.test/{pg} ... please wait, this may take a minute.\n\n"
                '  Violation of "region" with 1 occurrences!\n    Ensures all page content is contained by landmarks. Correct invalid elements at:\n'
                "     - .sso-login-card\n    For details, see: https://dequeuniversity.com/rules/axe/4.9/region\n\n1 Accessibility issues detected.",
            )
        )
    sess("axe", False, 1, t, calls)

    # pa11y ok 1: json reporter, fix check
    t = "Check the new pricing page and the docs landing page with pa11y (WCAG2AA) and tell me whether the alt-text fixes from yesterday landed."
    sess(
        "pa11y",
        True,
        1,
        t,
        [
            (
                "shell",
                sh("pa11y --standard WCAG2AA https://fennel.test/pricing"),
                "Welcome to Pa11y\n\n > Running Pa11y on URL https://fennel.test/pricing\n\nResults for URL: https://fennel.test/pricing\n\n"
                " • Error: This element has insufficient contrast at this conformance level. Expected a contrast ratio of at least 4.5:1, but text in this element has a contrast ratio of 3.94:1. Recommendation:  change text colour to #6b6b6b.\n"
                '   ├── WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail\n   ├── #plans > div:nth-child(2) > p.fineprint\n   └── <p class="fineprint">Billed annually. Taxes may apply.</p>\n\n1 Errors',
            ),
            (
                "shell",
                sh("pa11y --standard WCAG2AA https://fennel.test/docs/"),
                "Welcome to Pa11y\n\n > Running Pa11y on URL https://fennel.test/docs/\n\nNo issues found!",
            ),
            (
                "shell",
                sh(
                    "pa11y --reporter json --standard WCAG2AA --include-warnings https://fennel.test/docs/ | jq '[.[] | select(.code|test(\"H37|H67\"))] | length'"
                ),
                "0",
            ),
            (
                "shell",
                sh(
                    "pa11y --reporter json --standard WCAG2AA --include-warnings https://fennel.test/pricing | jq -c '.[] | {code,type,selector}'"
                ),
                '{"code":"WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail","type":"error","selector":"#plans > div:nth-child(2) > p.fineprint"}\n'
                '{"code":"WCAG2AA.Principle1.Guideline1_3.1_3_1.H48","type":"warning","selector":"#footer-nav > div"}',
            ),
        ],
    )

    # pa11y ok 2: pa11y-ci over sitemap
    t = "Run pa11y-ci over the blog sitemap and list the pages that fail."
    sess(
        "pa11y",
        True,
        2,
        t,
        [
            (
                "shell",
                sh(
                    "pa11y-ci --sitemap https://fennel.test/blog/sitemap.xml --threshold 0 2>&1 | tail -n 25"
                ),
                "Running Pa11y on 9 URLs:\n > https://fennel.test/blog/ - 0 errors\n > https://fennel.test/blog/launch-week - 0 errors\n > https://fennel.test/blog/how-we-ship - 2 errors\n"
                " > https://fennel.test/blog/accessibility-pledge - 0 errors\n > https://fennel.test/blog/pricing-update - 0 errors\n > https://fennel.test/blog/postgres-16 - 1 errors\n"
                " > https://fennel.test/blog/team-offsite - 0 errors\n > https://fennel.test/blog/changelog-may - 0 errors\n > https://fennel.test/blog/changelog-june - 0 errors\n\n"
                'Errors in https://fennel.test/blog/how-we-ship:\n\n • Img element missing an alt attribute. Use the alt attribute to specify a short text alternative.\n\n   (#post > figure:nth-child(4) > img)\n\n   <img src="/img/pipeline.png">\n\n'
                ' • Img element missing an alt attribute. Use the alt attribute to specify a short text alternative.\n\n   (#post > figure:nth-child(9) > img)\n\n   <img src="/img/rollout.png">\n\n'
                "Errors in https://fennel.test/blog/postgres-16:\n\n • This table element has no caption.\n\n   (#bench-table)\n\n✘ 2/9 URLs passed",
            ),
            (
                "shell",
                sh("pa11y https://fennel.test/blog/postgres-16 --reporter csv"),
                '"type","code","message","context","selector"\n"error","WCAG2AA.Principle1.Guideline1_3.1_3_1.H39.3.NoCaption","This table element has no caption.","<table id=""bench-table"">...","#bench-table"',
            ),
        ],
    )

    # lighthouse ok
    t = "Get Lighthouse mobile scores for the home, pricing and signup pages and tell me which is below 80 for performance."
    calls = []
    for pg, sc in [
        ("", (71, 96, 100, 92)),
        ("pricing", (88, 91, 96, 100)),
        ("signup", (93, 100, 96, 92)),
    ]:
        calls.append(
            (
                "shell",
                sh(
                    f"lighthouse https://fennel.test/{pg} --form-factor=mobile --output=json --quiet --chrome-flags='--headless' | jq -c '.categories | map_values(.score)'"
                ),
                j(
                    {
                        "performance": sc[0] / 100,
                        "accessibility": sc[1] / 100,
                        "best-practices": sc[2] / 100,
                        "seo": sc[3] / 100,
                    }
                ),
            )
        )
    calls.append(
        (
            "shell",
            sh(
                "lighthouse https://fennel.test/ --only-categories=performance --output=json --quiet | jq -r '.audits | to_entries[] | select(.value.score != null and .value.score < 0.5) | \"\\(.key)\\t\\(.value.displayValue)\"'"
            ),
            "largest-contentful-paint\t5.1 s\ntotal-blocking-time\t620 ms\nrender-blocking-resources\tPotential savings of 1,240 ms\nunused-javascript\tPotential savings of 402 KiB",
        )
    )
    sess("lighthouse", True, 1, t, calls)

    # lighthouse fail: NO_FCP every run
    t = "Run Lighthouse on the staging site (staging.fennel.test) home, blog and docs and compare performance with production."
    calls = []
    for pg in ["", "blog/", "docs/", "", "pricing", "blog/", "?nocache=1"]:
        calls.append(
            (
                "shell",
                sh(
                    f"lighthouse https://staging.fennel.test/{pg} --output=json --quiet | jq -c '{{score: .categories.performance.score, err: .runtimeError}}'"
                ),
                j(
                    {
                        "score": None,
                        "err": {
                            "code": "NO_FCP",
                            "message": "The page did not paint any content. Please ensure you keep the browser window in the foreground during the load and try again. (NO_FCP)",
                        },
                    }
                ),
            )
        )
    sess("lighthouse", False, 1, t, calls)

    # wave ok
    t = "Use the WAVE API to check the donation form page and the contact page; I need the error counts and the contrast errors."
    sess(
        "wave",
        True,
        1,
        t,
        [
            (
                "wave_request",
                {"url": "https://fennel.test/donate", "reporttype": 2},
                j(
                    {
                        "status": {"success": True, "httpstatuscode": 200},
                        "statistics": {
                            "pagetitle": "Donate | Fennel",
                            "pageurl": "https://fennel.test/donate",
                            "time": 2.41,
                            "creditsremaining": 412,
                            "allitemcount": 38,
                            "totalelements": 611,
                            "waveurl": "https://wave.webaim.org/report?url=https://fennel.test/donate",
                        },
                        "categories": {
                            "error": {
                                "description": "Errors",
                                "count": 3,
                                "items": {
                                    "label_missing": {
                                        "id": "label_missing",
                                        "description": "Missing form label",
                                        "count": 2,
                                    },
                                    "button_empty": {
                                        "id": "button_empty",
                                        "description": "Empty button",
                                        "count": 1,
                                    },
                                },
                            },
                            "contrast": {"description": "Contrast Errors", "count": 4},
                            "alert": {"description": "Alerts", "count": 9},
                            "feature": {"description": "Features", "count": 6},
                            "structure": {"description": "Structural Elements", "count": 12},
                            "aria": {"description": "ARIA", "count": 4},
                        },
                    }
                ),
            ),
            (
                "wave_request",
                {"url": "https://fennel.test/contact", "reporttype": 2},
                j(
                    {
                        "status": {"success": True, "httpstatuscode": 200},
                        "statistics": {
                            "pagetitle": "Contact us | Fennel",
                            "pageurl": "https://fennel.test/contact",
                            "time": 1.87,
                            "creditsremaining": 410,
                            "allitemcount": 21,
                            "totalelements": 402,
                        },
                        "categories": {
                            "error": {"description": "Errors", "count": 0, "items": {}},
                            "contrast": {"description": "Contrast Errors", "count": 0},
                            "alert": {"description": "Alerts", "count": 5},
                            "feature": {"description": "Features", "count": 3},
                            "structure": {"description": "Structural Elements", "count": 9},
                            "aria": {"description": "ARIA", "count": 4},
                        },
                    }
                ),
            ),
            (
                "wave_request",
                {"url": "https://fennel.test/donate", "reporttype": 4},
                j(
                    {
                        "status": {"success": True, "httpstatuscode": 200},
                        "statistics": {
                            "pageurl": "https://fennel.test/donate",
                            "creditsremaining": 407,
                        },
                        "categories": {
                            "contrast": {
                                "description": "Contrast Errors",
                                "count": 4,
                                "items": {
                                    "contrast": {
                                        "id": "contrast",
                                        "description": "Very low contrast",
                                        "count": 4,
                                        "selectors": [
                                            "#amount-presets > label:nth-child(1)",
                                            "#amount-presets > label:nth-child(2)",
                                            "#amount-presets > label:nth-child(3)",
                                            "p.legal",
                                        ],
                                        "contrastdata": [
                                            [2.9, "#999999", "#ffffff", False],
                                            [2.9, "#999999", "#ffffff", False],
                                            [2.9, "#999999", "#ffffff", False],
                                            [3.1, "#8a8a8a", "#f5f5f5", False],
                                        ],
                                    }
                                },
                            }
                        },
                    }
                ),
            ),
        ],
    )

    # wave fail: credits exhausted
    t = "Run WAVE on our 8 campaign landing pages (/lp/spring ... /lp/partners) and report total errors per page."
    calls = []
    for pg in [
        "spring",
        "summer",
        "autumn",
        "winter",
        "students",
        "nonprofit",
        "partners",
        "spring",
    ]:
        calls.append(
            (
                "wave_request",
                {"url": f"https://fennel.test/lp/{pg}", "reporttype": 1},
                j(
                    {
                        "status": {
                            "success": False,
                            "error": "Insufficient credits. Please purchase more credits to continue using the WAVE API.",
                        }
                    }
                ),
            )
        )
    sess("wave", False, 1, t, calls)

    # nu ok
    t = "Validate the HTML of the three email-preference pages with the Nu checker; only errors matter."
    sess(
        "nu",
        True,
        1,
        t,
        [
            (
                "nu_check",
                {"doc": "https://fennel.test/prefs", "out": "json"},
                j(
                    {
                        "url": "https://fennel.test/prefs",
                        "messages": [
                            {
                                "type": "error",
                                "lastLine": 48,
                                "lastColumn": 37,
                                "firstColumn": 5,
                                "message": "Duplicate ID “optin”.",
                                "extract": '</li>\n    <input type="checkbox" id="optin" name',
                                "hiliteStart": 10,
                                "hiliteLength": 37,
                            },
                            {
                                "type": "info",
                                "subType": "warning",
                                "lastLine": 3,
                                "message": "Consider adding a “lang” attribute to the “html” start tag to declare the language of this document.",
                            },
                        ],
                    }
                ),
            ),
            (
                "nu_check",
                {"doc": "https://fennel.test/prefs/unsubscribe", "out": "json"},
                j({"url": "https://fennel.test/prefs/unsubscribe", "messages": []}),
            ),
            (
                "nu_check",
                {"doc": "https://fennel.test/prefs/frequency", "out": "json"},
                j(
                    {
                        "url": "https://fennel.test/prefs/frequency",
                        "messages": [
                            {
                                "type": "error",
                                "lastLine": 22,
                                "lastColumn": 41,
                                "firstColumn": 9,
                                "message": "Element “option” without attribute “label” must not be empty.",
                                "extract": '<select><option value=""></option>',
                            },
                            {
                                "type": "error",
                                "lastLine": 30,
                                "lastColumn": 12,
                                "message": "End tag “div” seen, but there were open elements.",
                            },
                        ],
                    }
                ),
            ),
        ],
    )

    # nu fail: validator down, maintenance html
    t = "Validate the HTML of all 7 pages under /help/ with the W3C Nu checker and list errors."
    calls = []
    for pg in ["", "billing", "accounts", "api", "billing", "security", "export", "integrations"]:
        calls.append(
            (
                "nu_check",
                {"doc": f"https://fennel.test/help/{pg}", "out": "json"},
                "HTTP 503 Service Unavailable\n<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>",
            )
        )
    sess("nu", False, 1, t, calls)

    # linkchecker ok
    t = "Check the docs site for broken links (internal and external) and tell me which pages contain them."
    sess(
        "linkchecker",
        True,
        1,
        t,
        [
            (
                "shell",
                sh(
                    "linkchecker --check-extern -o text --no-status https://docs.fennel.test/ 2>&1 | tail -n 40"
                ),
                "URL        `../api/v1/webhooks.html'\nName       `Webhooks (v1)'\nParent URL https://docs.fennel.test/guides/events.html, line 88, col 9\nReal URL   https://docs.fennel.test/api/v1/webhooks.html\nCheck time 0.212 seconds\nResult     Error: 404 Not Found\n\n"
                "URL        `https://status.fennelcdn.example/'\nName       `status page'\nParent URL https://docs.fennel.test/faq.html, line 12, col 3\nReal URL   https://status.fennelcdn.example/\nCheck time 10.004 seconds\nResult     Error: ConnectTimeout: HTTPSConnectionPool(host='status.fennelcdn.example', port=443): Max retries exceeded\n\n"
                "Statistics:\nDownloaded: 2.1MB.\nContent types: 118 image, 342 text, 0 video, 0 audio, 9 application, 0 mail and 204 other.\nURL lengths: min=21, max=188, avg=57.\n\n"
                "That's it. 673 links in 512 URLs checked. 7 warnings found. 2 errors found.\nStopped checking at 2024-06-14 10:21:03+000 (41 seconds)",
            ),
            (
                "shell",
                sh(
                    "linkchecker --no-warnings -o csv https://docs.fennel.test/guides/events.html | grep -v '^#' | awk -F';' '$6 != \"True\"' | cut -d';' -f1,2,5"
                ),
                "urlname;parentname;result\n../api/v1/webhooks.html;https://docs.fennel.test/guides/events.html;404 Not Found",
            ),
            (
                "shell",
                sh("curl -sI https://docs.fennel.test/api/v2/webhooks.html | head -n 1"),
                "HTTP/2 200",
            ),
        ],
    )


# ---------------------------------------------------------------- seo
def seo() -> None:
    def d4s(tid, result, code=20000, msg="Ok."):
        return j(
            {
                "version": "0.1.20240614",
                "status_code": 20000,
                "status_message": "Ok.",
                "time": "0.8421 sec.",
                "cost": 0.0075,
                "tasks_count": 1,
                "tasks_error": 0 if code == 20000 else 1,
                "tasks": [
                    {
                        "id": tid,
                        "status_code": code,
                        "status_message": msg,
                        "time": "0.7104 sec.",
                        "cost": 0.0075 if code == 20000 else 0,
                        "result_count": len(result or []),
                        "path": ["v3", "serp", "google", "organic", "task_get", "advanced", tid],
                        "result": result,
                    }
                ],
            }
        )

    t = "Use DataForSEO to get Google (US, en) organic rankings for 'open source feature flags' and tell me where flagforge.dev ranks."
    tid = "06141021-1535-0139-0000-" + h("d4s-task", 12)
    calls = [
        (
            "dataforseo_serp_task_post",
            {
                "keyword": "open source feature flags",
                "location_code": 2840,
                "language_code": "en",
                "depth": 100,
            },
            j(
                {
                    "version": "0.1.20240614",
                    "status_code": 20000,
                    "status_message": "Ok.",
                    "tasks_count": 1,
                    "tasks_error": 0,
                    "tasks": [
                        {
                            "id": tid,
                            "status_code": 20100,
                            "status_message": "Task Created.",
                            "cost": 0.0012,
                            "result_count": 0,
                            "result": None,
                        }
                    ],
                }
            ),
        )
    ]
    calls.append(
        (
            "dataforseo_tasks_ready",
            {"endpoint": "serp/google/organic"},
            j(
                {
                    "version": "0.1.20240614",
                    "status_code": 20000,
                    "status_message": "Ok.",
                    "tasks_count": 1,
                    "tasks": [
                        {
                            "id": h("other", 8),
                            "status_code": 20000,
                            "status_message": "Ok.",
                            "result_count": 0,
                            "result": [],
                        }
                    ],
                }
            ),
        )
    )
    calls.append(
        (
            "dataforseo_tasks_ready",
            {"endpoint": "serp/google/organic"},
            j(
                {
                    "version": "0.1.20240614",
                    "status_code": 20000,
                    "status_message": "Ok.",
                    "tasks_count": 1,
                    "tasks": [
                        {
                            "id": h("other", 8),
                            "status_code": 20000,
                            "status_message": "Ok.",
                            "result_count": 1,
                            "result": [
                                {
                                    "id": tid,
                                    "se": "google",
                                    "se_type": "organic",
                                    "date_posted": "2024-06-14 10:21:35 +00:00",
                                    "endpoint_advanced": f"/v3/serp/google/organic/task_get/advanced/{tid}",
                                }
                            ],
                        }
                    ],
                }
            ),
        )
    )
    items = [
        {
            "type": "organic",
            "rank_group": i + 1,
            "rank_absolute": i + 2,
            "domain": d,
            "title": tt,
            "url": f"https://{d}/",
        }
        for i, (d, tt) in enumerate(
            [
                ("github.com", "Unleash/unleash: Open-source feature management"),
                ("www.getunleash.io", "Unleash: Open source feature flag management"),
                ("flagsmith.com", "Flagsmith - Open Source Feature Flags"),
                ("growthbook.io", "GrowthBook - Open Source Feature Flags and A/B Testing"),
                ("www.reddit.com", "Best open source feature flag tool? : r/devops"),
                ("flagforge.dev", "FlagForge — self-hosted feature flags"),
            ]
        )
    ]
    calls.append(
        (
            "dataforseo_serp_task_get",
            {"id": tid},
            d4s(
                tid,
                [
                    {
                        "keyword": "open source feature flags",
                        "type": "organic",
                        "se_domain": "google.com",
                        "location_code": 2840,
                        "language_code": "en",
                        "check_url": "https://www.google.com/search?q=open+source+feature+flags&num=100&hl=en&gl=US",
                        "datetime": "2024-06-14 10:21:38 +00:00",
                        "se_results_count": 41800000,
                        "items_count": 98,
                        "items": items,
                    }
                ],
            ),
        )
    )
    sess("dataforseo", True, 1, t, calls)

    t = "Pull monthly search volume from DataForSEO for our 5 target keywords (US)."
    kws = [
        "feature flags",
        "feature toggles",
        "launchdarkly alternative",
        "ab testing open source",
        "progressive delivery",
    ]
    vols = [18100, 2900, 1300, 880, 720]
    sess(
        "dataforseo",
        True,
        2,
        t,
        [
            (
                "dataforseo_keywords_search_volume_live",
                {"keywords": kws, "location_code": 2840, "language_code": "en"},
                d4s(
                    "06141040-1535-0368-0000-" + h("vol", 12),
                    [
                        {
                            "keyword": k,
                            "location_code": 2840,
                            "language_code": "en",
                            "search_partners": False,
                            "competition": c,
                            "competition_index": ci,
                            "search_volume": v,
                            "cpc": cp,
                            "monthly_searches": [{"year": 2024, "month": 5, "search_volume": v}],
                        }
                        for k, v, c, ci, cp in zip(
                            kws,
                            vols,
                            ["LOW", "MEDIUM", "HIGH", "LOW", "LOW"],
                            [22, 41, 87, 12, 9],
                            [14.2, 9.81, 31.05, 6.4, 11.7],
                        )
                    ],
                ),
            ),
            (
                "dataforseo_keywords_search_volume_live",
                {"keywords": ["flagforge"], "location_code": 2840, "language_code": "en"},
                d4s(
                    "06141041-1535-0368-0000-" + h("vol2", 12),
                    [
                        {
                            "keyword": "flagforge",
                            "location_code": 2840,
                            "language_code": "en",
                            "search_partners": False,
                            "competition": None,
                            "competition_index": None,
                            "search_volume": None,
                            "cpc": None,
                            "monthly_searches": None,
                        }
                    ],
                ),
            ),
        ],
    )

    # dataforseo fail: payment required
    t = "Get DataForSEO backlink summaries for flagforge.dev and four competitors (getunleash.io, flagsmith.com, growthbook.io, configcat.com)."
    calls = []
    for d in [
        "flagforge.dev",
        "getunleash.io",
        "flagsmith.com",
        "growthbook.io",
        "configcat.com",
        "flagforge.dev",
        "www.flagforge.dev",
    ]:
        calls.append(
            (
                "dataforseo_backlinks_summary_live",
                {"target": d, "include_subdomains": True},
                j(
                    {
                        "version": "0.1.20240614",
                        "status_code": 20000,
                        "status_message": "Ok.",
                        "time": "0.0412 sec.",
                        "cost": 0,
                        "tasks_count": 1,
                        "tasks_error": 1,
                        "tasks": [
                            {
                                "id": "06141102-1535-0399-0000-" + h("bl" + d, 12),
                                "status_code": 40200,
                                "status_message": "Payment Required.",
                                "time": "0 sec.",
                                "cost": 0,
                                "result_count": 0,
                                "path": ["v3", "backlinks", "summary", "live"],
                                "data": {"target": d},
                                "result": None,
                            }
                        ],
                    }
                ),
            )
        )
    sess("dataforseo", False, 1, t, calls)

    # screamingfrog ok
    t = "Crawl flagforge.dev with Screaming Frog headless and report pages with missing meta descriptions and any 4xx."
    sess(
        "screamingfrog",
        True,
        1,
        t,
        [
            (
                "shell",
                sh(
                    "screamingfrogseospider --crawl https://flagforge.dev --headless --save-crawl --output-folder /tmp/sf --export-tabs 'Internal:All,Response Codes:Client Error (4xx),Meta Description:Missing' 2>&1 | tail -n 6"
                ),
                "2024-06-14 10:40:02,114 [main] INFO  - Crawl started https://flagforge.dev\n2024-06-14 10:41:37,522 [main] INFO  - Crawl complete: 214 URLs crawled\n2024-06-14 10:41:38,003 [main] INFO  - Exporting tab Internal:All to /tmp/sf/internal_all.csv\n"
                "2024-06-14 10:41:38,210 [main] INFO  - Exporting tab Response Codes:Client Error (4xx) to /tmp/sf/response_codes_client_error_(4xx).csv\n2024-06-14 10:41:38,301 [main] INFO  - Exporting tab Meta Description:Missing to /tmp/sf/meta_description_missing.csv\n2024-06-14 10:41:39,018 [main] INFO  - Saved crawl to /tmp/sf/crawl.seospider",
            ),
            (
                "shell",
                sh("cut -d, -f1,3 '/tmp/sf/response_codes_client_error_(4xx).csv'"),
                '"Address","Status Code"\n"https://flagforge.dev/docs/sdk/ruby","404"\n"https://flagforge.dev/blog/2022/roadmap","410"',
            ),
            (
                "shell",
                sh("cut -d, -f1 /tmp/sf/meta_description_missing.csv"),
                '"Address"\n"https://flagforge.dev/changelog"\n"https://flagforge.dev/docs/sdk/go"\n"https://flagforge.dev/docs/sdk/python"\n"https://flagforge.dev/legal/dpa"',
            ),
            ("shell", sh("grep -c 'text/html' /tmp/sf/internal_all.csv"), "163"),
        ],
    )

    # screamingfrog fail: robots blocks everything
    t = "Crawl shop.fennel.test with Screaming Frog and export titles and H1s for all product pages."
    calls = []
    for url in [
        "https://shop.fennel.test",
        "https://shop.fennel.test/products/",
        "https://shop.fennel.test/sitemap.xml",
        "https://shop.fennel.test/collections/all",
        "https://www.shop.fennel.test",
        "https://shop.fennel.test/products/linen-apron",
    ]:
        mode = "--crawl-sitemap" if url.endswith(".xml") else "--crawl"
        calls.append(
            (
                "shell",
                sh(
                    f"screamingfrogseospider {mode} {url} --headless --output-folder /tmp/sf2 --export-tabs 'Internal:HTML,Page Titles:All,H1:All' 2>&1 | tail -n 2; cut -d, -f1,2,3 /tmp/sf2/internal_html.csv"
                ),
                f'2024-06-14 11:02:10,331 [main] INFO  - Crawl complete: 1 URLs crawled\n2024-06-14 11:02:10,402 [main] INFO  - Exporting tab Internal:HTML to /tmp/sf2/internal_html.csv\n"Address","Content Type","Status Code"\n"{url}","","0","Blocked by robots.txt"',
            )
        )
    calls.append(
        ("shell", sh("curl -s https://shop.fennel.test/robots.txt"), "User-agent: *\nDisallow: /\n")
    )
    calls.append(
        (
            "shell",
            sh(
                "screamingfrogseospider --crawl https://shop.fennel.test/products/ --headless --output-folder /tmp/sf2 --export-tabs 'Internal:HTML' 2>&1 | tail -n 1; cut -d, -f1,3 /tmp/sf2/internal_html.csv"
            ),
            '2024-06-14 11:06:44,118 [main] INFO  - Exporting tab Internal:HTML to /tmp/sf2/internal_html.csv\n"Address","Status Code"\n"https://shop.fennel.test/products/","0"',
        )
    )
    sess("screamingfrog", False, 1, t, calls)

    # majestic ok
    t = "Get Majestic Trust Flow and Citation Flow for flagforge.dev and growthbook.io, and the top 3 referring domains of flagforge.dev."
    sess(
        "majestic",
        True,
        1,
        t,
        [
            (
                "majestic_get_index_item_info",
                {"items": ["flagforge.dev", "growthbook.io"], "datasource": "fresh"},
                j(
                    {
                        "Code": "OK",
                        "ErrorMessage": "",
                        "FullError": "",
                        "DataTables": {
                            "Results": {
                                "Headers": {"ItemsCount": 2},
                                "Data": [
                                    {
                                        "ItemNum": 0,
                                        "Item": "flagforge.dev",
                                        "ResultCode": "OK",
                                        "ExtBackLinks": 4120,
                                        "RefDomains": 311,
                                        "TrustFlow": 27,
                                        "CitationFlow": 34,
                                        "TopicalTrustFlow_Topic_0": "Computers/Programming",
                                        "TopicalTrustFlow_Value_0": 24,
                                    },
                                    {
                                        "ItemNum": 1,
                                        "Item": "growthbook.io",
                                        "ResultCode": "OK",
                                        "ExtBackLinks": 55012,
                                        "RefDomains": 2204,
                                        "TrustFlow": 41,
                                        "CitationFlow": 45,
                                        "TopicalTrustFlow_Topic_0": "Computers/Software",
                                        "TopicalTrustFlow_Value_0": 37,
                                    },
                                ],
                            }
                        },
                    }
                ),
            ),
            (
                "majestic_get_ref_domains",
                {"item0": "flagforge.dev", "count": 3, "orderBy1": 1, "datasource": "fresh"},
                j(
                    {
                        "Code": "OK",
                        "ErrorMessage": "",
                        "DataTables": {
                            "Results": {
                                "Headers": {"TotalMatches": 311},
                                "Data": [
                                    {
                                        "Domain": "github.com",
                                        "RefDomains": 21044120,
                                        "TrustFlow": 99,
                                        "CitationFlow": 98,
                                        "MatchedLinks": 77,
                                    },
                                    {
                                        "Domain": "news.ycombinator.com",
                                        "RefDomains": 501332,
                                        "TrustFlow": 89,
                                        "CitationFlow": 80,
                                        "MatchedLinks": 3,
                                    },
                                    {
                                        "Domain": "dev.to",
                                        "RefDomains": 320440,
                                        "TrustFlow": 71,
                                        "CitationFlow": 74,
                                        "MatchedLinks": 5,
                                    },
                                ],
                            }
                        },
                    }
                ),
            ),
        ],
    )

    # seranking ok: positions
    t = "From SE Ranking project 'FlagForge US' show today's positions for our tracked keywords and which dropped more than 3 places."
    sess(
        "seranking",
        True,
        1,
        t,
        [
            (
                "seranking_list_projects",
                {},
                j(
                    [
                        {
                            "id": 4418201,
                            "title": "FlagForge US",
                            "name": "flagforge.dev",
                            "group_id": 0,
                            "is_active": 1,
                        },
                        {
                            "id": 4418207,
                            "title": "FlagForge UK",
                            "name": "flagforge.dev",
                            "group_id": 0,
                            "is_active": 1,
                        },
                    ]
                ),
            ),
            (
                "seranking_positions",
                {"site_id": 4418201, "date_from": "2024-06-13", "date_to": "2024-06-14"},
                j(
                    [
                        {
                            "site_engine_id": 882011,
                            "keywords": [
                                {
                                    "id": 91001,
                                    "positions": [
                                        {"date": "2024-06-13", "pos": 6, "change": 0},
                                        {"date": "2024-06-14", "pos": 6, "change": 0},
                                    ],
                                },
                                {
                                    "id": 91002,
                                    "positions": [
                                        {"date": "2024-06-13", "pos": 11, "change": 1},
                                        {"date": "2024-06-14", "pos": 16, "change": -5},
                                    ],
                                },
                                {
                                    "id": 91003,
                                    "positions": [
                                        {"date": "2024-06-13", "pos": 3, "change": 0},
                                        {"date": "2024-06-14", "pos": 2, "change": 1},
                                    ],
                                },
                                {
                                    "id": 91004,
                                    "positions": [
                                        {"date": "2024-06-13", "pos": 0, "change": 0},
                                        {"date": "2024-06-14", "pos": 0, "change": 0},
                                    ],
                                },
                            ],
                        }
                    ]
                ),
            ),
            (
                "seranking_keywords",
                {"site_id": 4418201},
                j(
                    [
                        {"id": 91001, "name": "open source feature flags", "group_id": 1},
                        {"id": 91002, "name": "feature flag service", "group_id": 1},
                        {"id": 91003, "name": "flagforge", "group_id": 2},
                        {"id": 91004, "name": "launchdarkly alternative", "group_id": 1},
                    ]
                ),
            ),
        ],
    )

    # seranking fail: wrong project -> empty
    t = "In SE Ranking, show the competitor visibility chart for our UK project over the last 30 days and the top competitor."
    calls = [("seranking_list_projects", {}, j([]))]
    for tool, args in [
        (
            "seranking_positions",
            {"site_id": 4418207, "date_from": "2024-05-15", "date_to": "2024-06-14"},
        ),
        ("seranking_competitors", {"site_id": 4418207}),
        (
            "seranking_positions",
            {"site_id": 4418201, "date_from": "2024-05-15", "date_to": "2024-06-14"},
        ),
        ("seranking_keywords", {"site_id": 4418207}),
        ("seranking_competitors", {"site_id": 4418201}),
        ("seranking_list_projects", {"include_inactive": 1}),
    ]:
        calls.append((tool, args, j([])))
    sess("seranking", False, 1, t, calls)

    # serpstat ok
    t = "Use Serpstat to find keywords flagforge.dev ranks for in the US Google database, top 5 by traffic."
    sess(
        "serpstat",
        True,
        1,
        t,
        [
            (
                "serpstat_call",
                {
                    "method": "SerpstatDomainProcedure.getDomainKeywords",
                    "params": {
                        "domain": "flagforge.dev",
                        "se": "g_us",
                        "sort": {"traff": "desc"},
                        "size": 5,
                    },
                },
                j(
                    {
                        "id": "1",
                        "result": {
                            "data": [
                                {
                                    "domain": "flagforge.dev",
                                    "keyword": k,
                                    "position": p,
                                    "traff": tr,
                                    "region_queries_count": v,
                                    "url": u,
                                }
                                for k, p, tr, v, u in [
                                    ("flagforge", 1, 190, 480, "https://flagforge.dev/"),
                                    (
                                        "open source feature flags",
                                        6,
                                        44,
                                        1900,
                                        "https://flagforge.dev/",
                                    ),
                                    (
                                        "self hosted feature flags",
                                        4,
                                        31,
                                        590,
                                        "https://flagforge.dev/docs/self-host",
                                    ),
                                    (
                                        "feature flag yaml",
                                        3,
                                        12,
                                        170,
                                        "https://flagforge.dev/docs/config",
                                    ),
                                    (
                                        "go feature flag sdk",
                                        9,
                                        5,
                                        260,
                                        "https://flagforge.dev/docs/sdk/go",
                                    ),
                                ]
                            ],
                            "summary_info": {"left_lines": 998, "page": 1, "total": 212},
                        },
                    }
                ),
            ),
        ],
    )

    # serpstat fail: limits exhausted
    t = "Use Serpstat to compare organic visibility of flagforge.dev, getunleash.io and flagsmith.com and their top pages."
    calls = []
    for i, (m, d) in enumerate(
        [
            ("getDomainsInfo", "flagforge.dev"),
            ("getDomainsInfo", "getunleash.io"),
            ("getDomainsInfo", "flagsmith.com"),
            ("getTopUrls", "flagforge.dev"),
            ("getTopUrls", "getunleash.io"),
            ("getDomainsInfo", "flagforge.dev"),
            ("getDomainKeywords", "flagsmith.com"),
        ]
    ):
        calls.append(
            (
                "serpstat_call",
                {"method": f"SerpstatDomainProcedure.{m}", "params": {"domain": d, "se": "g_us"}},
                j(
                    {
                        "id": str(i + 1),
                        "error": {
                            "code": 32004,
                            "message": "You've reached the limit of requests. Upgrade your plan or wait until the limits are renewed.",
                        },
                    }
                ),
            )
        )
    sess("serpstat", False, 1, t, calls)

    # sitebulb ok
    t = "From last night's Sitebulb audit export, list the pages with hints of 'Critical' priority and how many internal links point to each."
    sess(
        "sitebulb",
        True,
        1,
        t,
        [
            (
                "shell",
                sh("ls /exports/sitebulb/flagforge-2024-06-13/"),
                "All Hints.csv\nInternal URLs.csv\nLinks - Internal.csv\nOverview.csv",
            ),
            (
                "shell",
                sh(
                    "csvgrep -c Priority -m Critical '/exports/sitebulb/flagforge-2024-06-13/All Hints.csv' | csvcut -c Hint,URLs"
                ),
                "Hint,URLs\nURL resolves under both HTTP and HTTPS,1\nCanonical points to a 4XX URL,2",
            ),
            (
                "shell",
                sh(
                    "csvgrep -c Hint -m 'Canonical points to a 4XX URL' '/exports/sitebulb/flagforge-2024-06-13/Internal URLs.csv' | csvcut -c URL,Canonical,'No. Unique Inlinks'"
                ),
                "URL,Canonical,No. Unique Inlinks\nhttps://flagforge.dev/docs/sdk/ruby-legacy,https://flagforge.dev/docs/sdk/ruby,3\nhttps://flagforge.dev/blog/2022/roadmap-update,https://flagforge.dev/blog/2022/roadmap,1",
            ),
            (
                "shell",
                sh(
                    "csvgrep -c URL -m 'http://flagforge.dev/' '/exports/sitebulb/flagforge-2024-06-13/Internal URLs.csv' | csvcut -c URL,'HTTP Status Code','No. Unique Inlinks'"
                ),
                "URL,HTTP Status Code,No. Unique Inlinks\nhttp://flagforge.dev/,200,0",
            ),
        ],
    )


# ---------------------------------------------------------------- storage
def storage() -> None:
    t = "Copy last night's Postgres dumps from /backups/pg to the Azure container 'pgdumps' on fennelbackups and verify they arrived."
    jid = h("azjob", 8) + "-" + h("az2", 4) + "-4a1b-9c2d-" + h("az3", 12)
    sess(
        "azcopy",
        True,
        1,
        t,
        [
            ("shell", sh("ls -1 /backups/pg/2024-06-13"), "orders.dump\nusers.dump\nevents.dump"),
            (
                "shell",
                sh(
                    "azcopy copy '/backups/pg/2024-06-13' 'https://fennelbackups.blob.core.windows.net/pgdumps/?<SAS>' --recursive"
                ),
                f"INFO: Scanning...\nINFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder support\n\nJob {jid} has started\nLog file is located at: /root/.azcopy/{jid}.log\n\n"
                "100.0 %, 3 Done, 0 Failed, 0 Pending, 0 Skipped, 3 Total, 2-sec Throughput (Mb/s): 812.4\n\n\n"
                f"Job {jid} summary\nElapsed Time (Minutes): 0.6669\nNumber of File Transfers: 3\nNumber of Folder Property Transfers: 0\nNumber of Symlink Transfers: 0\nTotal Number of Transfers: 3\nNumber of File Transfers Completed: 3\nNumber of Folder Transfers Completed: 0\nNumber of File Transfers Failed: 0\nNumber of Folder Transfers Failed: 0\nNumber of File Transfers Skipped: 0\nNumber of Folder Transfers Skipped: 0\nTotal Number of Bytes Transferred: 4077319218\nFinal Job Status: Completed",
            ),
            (
                "shell",
                sh(
                    "azcopy list 'https://fennelbackups.blob.core.windows.net/pgdumps/2024-06-13?<SAS>' --machine-readable"
                ),
                "INFO: 2024-06-13/events.dump; Content Length: 2901233190\nINFO: 2024-06-13/orders.dump; Content Length: 803112044\nINFO: 2024-06-13/users.dump; Content Length: 372973984",
            ),
            ("shell", sh("du -cb /backups/pg/2024-06-13/* | tail -n 1"), "4077319218\ttotal"),
        ],
    )

    # azcopy fail: SAS expired
    t = "List what's in the Azure 'media-archive' container for 2023 and copy the Q4 folder to /mnt/restore."
    calls = []
    for path in ["", "2023", "2023/Q4", "2023/Q4/", "", "2023/Q3"]:
        calls.append(
            (
                "shell",
                sh(
                    f"azcopy list 'https://fennelmedia.blob.core.windows.net/media-archive/{path}?<SAS>'"
                ),
                "failed to traverse container: cannot list files due to reason -> github.com/Azure/azure-storage-blob-go/azblob.newStorageError, /home/vsts/go/pkg/mod/github.com/!azure/azure-storage-blob-go@v0.15.0/azblob/zc_storage_error.go:42\n"
                "===== RESPONSE ERROR (ServiceCode=AuthenticationFailed) =====\nDescription=Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.\n"
                "RequestId:"
                + h("req" + path, 8)
                + "-501e-0042-1a77-be1a4f000000\nTime:2024-06-14T11:20:07.1022314Z, Details: \n   AuthenticationErrorDetail: Signed expiry time [Fri, 14 Jun 2024 00:00:00 GMT] must be after signed start time [Fri, 14 Jun 2024 11:20:07 GMT]\n   Code: AuthenticationFailed",
            )
        )
    calls.append(
        (
            "shell",
            sh(
                "azcopy copy 'https://fennelmedia.blob.core.windows.net/media-archive/2023/Q4?<SAS>' /mnt/restore --recursive"
            ),
            "INFO: Scanning...\n\nfailed to perform copy command due to error: cannot start job due to error: cannot list files due to reason -> ===== RESPONSE ERROR (ServiceCode=AuthenticationFailed) =====\nDescription=Server failed to authenticate the request.",
        )
    )
    sess("azcopy", False, 1, t, calls)

    # b2 ok
    t = "In Backblaze bucket fennel-logs, find the nginx logs for June 10-12, download the 11th, and hide the old 2023 ones."
    sess(
        "b2",
        True,
        1,
        t,
        [
            (
                "shell",
                sh("b2 ls --long b2://fennel-logs/nginx/2024/06/"),
                "4_z"
                + h("b2a", 24)
                + "_f1  upload  2024-06-10  23:59:31      88121345  nginx/2024/06/access-2024-06-10.log.gz\n"
                "4_z"
                + h("b2b", 24)
                + "_f1  upload  2024-06-11  23:59:28      90412870  nginx/2024/06/access-2024-06-11.log.gz\n"
                "4_z"
                + h("b2c", 24)
                + "_f1  upload  2024-06-12  23:59:40      87700452  nginx/2024/06/access-2024-06-12.log.gz",
            ),
            (
                "shell",
                sh(
                    "b2 file download b2://fennel-logs/nginx/2024/06/access-2024-06-11.log.gz ./access-2024-06-11.log.gz"
                ),
                "File name:           nginx/2024/06/access-2024-06-11.log.gz\nFile id:             4_z"
                + h("b2b", 24)
                + "_f1\nOutput file path:    /work/access-2024-06-11.log.gz\nFile size:           90412870\nContent type:        application/gzip\nContent sha1:        "
                + h("sha-b2b", 40)
                + "\nINFO src_last_modified_millis: 1718150368000\nchecksum matches",
            ),
            ("shell", sh("b2 ls b2://fennel-logs/nginx/2023/ | wc -l"), "12"),
            (
                "shell",
                sh(
                    "for f in $(b2 ls -r b2://fennel-logs/nginx/2023/); do b2 file hide b2://fennel-logs/$f >/dev/null && echo hidden $f; done | tail -n 2"
                ),
                "hidden nginx/2023/12/access-2023-12-30.log.gz\nhidden nginx/2023/12/access-2023-12-31.log.gz",
            ),
            ("shell", sh("b2 ls b2://fennel-logs/nginx/2023/"), ""),
        ],
    )

    # b2 fail: key unauthorized
    t = "Check how much space the Backblaze buckets fennel-media and fennel-logs use and list the largest 10 files in fennel-media."
    calls = []
    for c in [
        "b2 bucket list",
        "b2 ls --long b2://fennel-media/",
        "b2 ls --long -r b2://fennel-media/",
        "b2 bucket get fennel-media --show-size",
        "b2 bucket get fennel-logs --show-size",
        "b2 ls b2://fennel-logs/",
        "b2 account get",
    ]:
        calls.append(
            (
                "shell",
                sh(c),
                "ERROR: unauthorized for application key with capabilities 'listBuckets,readFiles', restricted to bucket 'fennel-staging' (unauthorized)"
                if c != "b2 account get"
                else j(
                    {
                        "accountId": h("acct", 12),
                        "allowed": {
                            "bucketId": h("stg", 24),
                            "bucketName": "fennel-staging",
                            "capabilities": ["listBuckets", "readFiles"],
                            "namePrefix": None,
                        },
                        "applicationKeyId": "0042" + h("key", 20),
                        "apiUrl": "https://api005.backblazeb2.com",
                    }
                ),
            )
        )
    calls.append(
        (
            "shell",
            sh("b2 ls --long b2://fennel-media/video/"),
            "ERROR: unauthorized for application key with capabilities 'listBuckets,readFiles', restricted to bucket 'fennel-staging' (unauthorized)",
        )
    )
    sess("b2", False, 1, t, calls)

    # wrangler ok
    t = "Upload the new favicon set to the R2 bucket 'static-assets' under icons/v3/ and make sure the old icons/v2/favicon.ico is deleted."
    banner = " ⛅️ wrangler 3.60.3\n-------------------\n"
    calls = []
    for f in ["favicon.ico", "apple-touch-icon.png", "icon-192.png"]:
        calls.append(
            (
                "shell",
                sh(f"npx wrangler r2 object put static-assets/icons/v3/{f} --file ./icons/{f}"),
                banner
                + f'Creating object "icons/v3/{f}" in bucket "static-assets".\nUpload complete.',
            )
        )
    calls.append(
        (
            "shell",
            sh("npx wrangler r2 object delete static-assets/icons/v2/favicon.ico"),
            banner
            + 'Deleting object "icons/v2/favicon.ico" from bucket "static-assets".\nDelete complete.',
        )
    )
    calls.append(
        (
            "shell",
            sh("npx wrangler r2 object get static-assets/icons/v2/favicon.ico --pipe > /dev/null"),
            banner + "✘ [ERROR] The specified key does not exist.",
        )
    )
    sess("wrangler", True, 1, t, calls)

    # wrangler fail: wrong account -> bucket not found
    t = "List the R2 buckets for the marketing site and copy hero-video.mp4 from 'mkt-media' to ./tmp."
    calls = [
        (
            "shell",
            sh("npx wrangler r2 bucket list"),
            banner
            + "Listing buckets...\nname:           scratch-dev\ncreation_date:  2024-02-01T10:11:04.112Z",
        )
    ]
    for c in [
        "npx wrangler r2 object get mkt-media/hero-video.mp4 --file ./tmp/hero-video.mp4",
        "npx wrangler r2 bucket info mkt-media",
        "npx wrangler r2 object get mkt-media/video/hero-video.mp4 --file ./tmp/hero-video.mp4",
        "npx wrangler r2 object get marketing-media/hero-video.mp4 --file ./tmp/hero-video.mp4",
        "npx wrangler r2 bucket info mkt-media --jurisdiction eu",
        "npx wrangler r2 object get mkt-media/hero.mp4 --file ./tmp/hero.mp4",
    ]:
        calls.append(
            (
                "shell",
                sh(c),
                banner
                + "\n✘ [ERROR] A request to the Cloudflare API (/accounts/"
                + h("acctcf", 32)
                + "/r2/buckets/"
                + c.split()[4].split("/")[0]
                + ") failed.\n\n  The specified bucket does not exist. [code: 10006]\n\n  If you think this is a bug, please open an issue at: https://github.com/cloudflare/workers-sdk/issues/new/choose",
            )
        )
    sess("wrangler", False, 1, t, calls)

    # s3cmd ok (Spaces)
    t = "On DigitalOcean Spaces (ams3), make the files in fennel-cdn/press/ public and tell me the total size of the bucket."
    sess(
        "s3cmd",
        True,
        1,
        t,
        [
            (
                "shell",
                sh("s3cmd ls s3://fennel-cdn/press/"),
                "2024-05-02 09:14     1822004  s3://fennel-cdn/press/fennel-logo-pack.zip\n2024-05-02 09:14      402113  s3://fennel-cdn/press/founders.jpg\n2024-06-01 16:40      118802  s3://fennel-cdn/press/factsheet-2024.pdf",
            ),
            (
                "shell",
                sh("s3cmd setacl s3://fennel-cdn/press/ --acl-public --recursive"),
                "s3://fennel-cdn/press/factsheet-2024.pdf: ACL set to Public  [1 of 3]\ns3://fennel-cdn/press/fennel-logo-pack.zip: ACL set to Public  [2 of 3]\ns3://fennel-cdn/press/founders.jpg: ACL set to Public  [3 of 3]",
            ),
            (
                "shell",
                sh("s3cmd info s3://fennel-cdn/press/founders.jpg | grep -E 'ACL|URL'"),
                "   URL:       http://fennel-cdn.ams3.digitaloceanspaces.com/press/founders.jpg\n   ACL:       *anon*: READ\n   ACL:       "
                + h("owner", 10)
                + ": FULL_CONTROL",
            ),
            (
                "shell",
                sh("s3cmd du s3://fennel-cdn"),
                "   7214008533   18422 objects s3://fennel-cdn/",
            ),
        ],
    )

    # s3cmd fail: wrong region endpoint -> empty listings
    t = "Find the customer upload for ticket #8812 (a file named like 'invoice_8812*') in the Spaces bucket fennel-uploads and download it."
    calls = []
    for c in [
        "s3cmd ls s3://fennel-uploads/",
        "s3cmd ls s3://fennel-uploads/2024/06/",
        "s3cmd ls --recursive s3://fennel-uploads/ | grep 8812",
        "s3cmd ls s3://fennel-uploads/tickets/",
        "s3cmd ls --recursive s3://fennel-uploads/ | grep -i invoice",
        "s3cmd ls s3://fennel-uploads/tickets/8812/",
        "s3cmd du s3://fennel-uploads",
    ]:
        calls.append(
            (
                "shell",
                sh(c),
                "" if "du" not in c else "           0       0 objects s3://fennel-uploads/",
            )
        )
    calls.append(
        (
            "shell",
            sh("s3cmd get s3://fennel-uploads/tickets/8812/invoice_8812.pdf"),
            "download: 's3://fennel-uploads/tickets/8812/invoice_8812.pdf' -> './invoice_8812.pdf'  [1 of 1]\nERROR: S3 error: 404 (NoSuchKey)",
        )
    )
    sess("s3cmd", False, 1, t, calls)

    # wasabi ok
    t = "On Wasabi, check whether versioning is on for bucket fennel-archive and list the versions of contracts/acme-msa.pdf."
    sess(
        "wasabi",
        True,
        1,
        t,
        [
            (
                "shell",
                sh(
                    "aws s3api get-bucket-versioning --bucket fennel-archive --endpoint-url https://s3.eu-central-1.wasabisys.com"
                ),
                j({"Status": "Enabled"}),
            ),
            (
                "shell",
                sh(
                    "aws s3api list-object-versions --bucket fennel-archive --prefix contracts/acme-msa.pdf --endpoint-url https://s3.eu-central-1.wasabisys.com"
                ),
                json.dumps(
                    {
                        "Versions": [
                            {
                                "ETag": '"' + h("v2e", 32) + '"',
                                "Size": 288112,
                                "StorageClass": "STANDARD",
                                "Key": "contracts/acme-msa.pdf",
                                "VersionId": "001718" + h("v2", 20),
                                "IsLatest": True,
                                "LastModified": "2024-06-03T08:40:12.000Z",
                            },
                            {
                                "ETag": '"' + h("v1e", 32) + '"',
                                "Size": 281004,
                                "StorageClass": "STANDARD",
                                "Key": "contracts/acme-msa.pdf",
                                "VersionId": "001702" + h("v1", 20),
                                "IsLatest": False,
                                "LastModified": "2023-12-11T15:02:55.000Z",
                            },
                        ],
                        "RequestCharged": None,
                    },
                    indent=4,
                ),
            ),
        ],
    )

    # idrive ok
    t = "Sync ./site-build to the IDrive e2 bucket fennel-preview and tell me what was deleted remotely."
    sess(
        "idrive",
        True,
        1,
        t,
        [
            (
                "shell",
                sh(
                    "aws s3 sync ./site-build s3://fennel-preview --delete --endpoint-url https://e2-fr.idrivee2.com --only-show-errors; echo rc=$?"
                ),
                "rc=0",
            ),
            (
                "shell",
                sh(
                    "aws s3 sync ./site-build s3://fennel-preview --delete --dryrun --endpoint-url https://e2-fr.idrivee2.com"
                ),
                "",
            ),
            (
                "shell",
                sh("aws s3 ls s3://fennel-preview/ --endpoint-url https://e2-fr.idrivee2.com"),
                "                           PRE assets/\n                           PRE docs/\n2024-06-14 11:41:03      18211 index.html\n2024-06-14 11:41:03        612 robots.txt",
            ),
            (
                "shell",
                sh(
                    "grep -c 'delete:' ~/.sync-logs/fennel-preview-2024-06-14.log; grep 'delete:' ~/.sync-logs/fennel-preview-2024-06-14.log"
                ),
                "2\ndelete: s3://fennel-preview/docs/old-pricing.html\ndelete: s3://fennel-preview/assets/app.3f2a1c.js",
            ),
        ],
    )


# ---------------------------------------------------------------- places
def places() -> None:
    t = "Find three quiet cafés with wifi within 800 m of Alexanderplatz, Berlin, and give me their opening hours."
    res = [
        {
            "fsq_id": h("fsq" + n, 24),
            "name": n,
            "distance": d,
            "categories": [{"id": 13035, "name": "Coffee Shop"}],
            "location": {"address": a, "locality": "Berlin", "postcode": "10178", "country": "DE"},
        }
        for n, d, a in [
            ("Father Carpenter", 612, "Münzstraße 21"),
            ("Röststätte Berlin", 744, "Ackerstraße 173"),
            ("Café Cinema", 688, "Rosenthaler Str. 39"),
        ]
    ]
    sess(
        "foursquare",
        True,
        1,
        t,
        [
            (
                "foursquare_place_search",
                {
                    "ll": "52.5219,13.4132",
                    "radius": 800,
                    "categories": "13035",
                    "query": "wifi quiet",
                    "limit": 3,
                },
                j(
                    {
                        "results": res,
                        "context": {
                            "geo_bounds": {
                                "circle": {
                                    "center": {"latitude": 52.5219, "longitude": 13.4132},
                                    "radius": 800,
                                }
                            }
                        },
                    }
                ),
            ),
        ]
        + [
            (
                "foursquare_place_details",
                {"fsq_id": r["fsq_id"], "fields": "hours,tel"},
                j(
                    {
                        "hours": {"display": disp, "is_local_holiday": False, "open_now": True},
                        "tel": tel,
                    }
                ),
            )
            for r, disp, tel in zip(
                res,
                [
                    "Mon-Fri 8:00-18:00; Sat-Sun 9:00-18:00",
                    "Mon-Sun 8:30-19:00",
                    "Mon-Sun 10:00-0:00",
                ],
                ["030 12345671", "030 98765432", "030 2808470"],
            )
        ],
    )

    # foursquare fail: invalid token
    t = "List vegan restaurants near Shibuya Station in Tokyo with ratings, and which are open now."
    calls = []
    for q in [
        "vegan",
        "vegan restaurant",
        "plant based",
        "vegetarian",
        "vegan ramen",
        "vegan cafe",
        "vegan",
    ]:
        calls.append(
            (
                "foursquare_place_search",
                {
                    "query": q,
                    "ll": "35.6580,139.7016",
                    "radius": 1000,
                    "fields": "name,rating,hours",
                },
                j({"message": "Invalid request token."}),
            )
        )
    sess("foursquare", False, 1, t, calls)

    # yelp ok (paging)
    t = "Get every taqueria Yelp lists in the Mission District, SF with rating 4.5+, and tell me how many there are."
    calls = []
    names = [
        ("La Taqueria", 4.5),
        ("Taqueria Cancún", 4.5),
        ("El Farolito", 4.0),
        ("Taqueria Los Coyotes", 4.5),
        ("Tacos El Patrón", 4.5),
        ("Taqueria Vallarta", 4.0),
        ("Pancho Villa Taqueria", 4.0),
        ("Tacolicious", 4.5),
        ("El Gran Taco Loco", 4.5),
        ("Taqueria La Cumbre", 4.0),
    ]
    for off in (0, 4, 8):
        biz = [
            {
                "id": h("yelp" + n, 22),
                "alias": n.lower().replace(" ", "-").replace("ú", "u") + "-san-francisco",
                "name": n,
                "rating": r,
                "review_count": 900 + i * 37,
                "price": "$",
                "location": {
                    "address1": f"{2800 + i * 13} Mission St",
                    "city": "San Francisco",
                    "zip_code": "94110",
                },
                "distance": 210.5 + i * 90,
            }
            for i, (n, r) in enumerate(names[off : off + 4], start=off)
        ]
        calls.append(
            (
                "yelp_business_search",
                {
                    "location": "Mission District, San Francisco, CA",
                    "term": "taqueria",
                    "categories": "mexican",
                    "limit": 4,
                    "offset": off,
                    "sort_by": "rating",
                },
                j(
                    {
                        "businesses": biz,
                        "total": 10,
                        "region": {"center": {"longitude": -122.4149, "latitude": 37.7599}},
                    }
                ),
            )
        )
    calls.append(
        (
            "yelp_business_search",
            {
                "location": "Mission District, San Francisco, CA",
                "term": "taqueria",
                "categories": "mexican",
                "limit": 4,
                "offset": 12,
                "sort_by": "rating",
            },
            j(
                {
                    "businesses": [],
                    "total": 10,
                    "region": {"center": {"longitude": -122.4149, "latitude": 37.7599}},
                }
            ),
        )
    )
    sess("yelp", True, 1, t, calls)

    # yelp fail: access limit reached
    t = "Compare the ratings of the top 5 ramen shops in Seattle's Capitol Hill, Fremont and Ballard neighbourhoods."
    calls = []
    for loc in [
        "Capitol Hill, Seattle",
        "Fremont, Seattle",
        "Ballard, Seattle",
        "Capitol Hill, Seattle, WA",
        "Seattle, WA",
        "Fremont, Seattle, WA",
        "Ballard",
    ]:
        calls.append(
            (
                "yelp_business_search",
                {"location": loc, "term": "ramen", "limit": 5, "sort_by": "rating"},
                j(
                    {
                        "error": {
                            "code": "ACCESS_LIMIT_REACHED",
                            "description": "You've reached the access limit for this client. Please email api@yelp.com for assistance",
                        }
                    }
                ),
            )
        )
    sess("yelp", False, 1, t, calls)

    # what3words ok
    t = "Convert the three what3words addresses from the festival delivery sheet to coordinates and tell me the nearest town for each."
    w = [
        ("filled.count.soap", 51.520847, -0.195521, "Bayswater, London"),
        ("index.home.raft", 51.521251, -0.203586, "Bayswater, London"),
        ("daring.lion.race", 51.508341, -0.125499, "London"),
    ]
    sess(
        "what3words",
        True,
        1,
        t,
        [
            (
                "what3words_convert_to_coordinates",
                {"words": a},
                j(
                    {
                        "country": "GB",
                        "square": {
                            "southwest": {"lng": lo - 0.00002, "lat": la - 0.00001},
                            "northeast": {"lng": lo + 0.00002, "lat": la + 0.00001},
                        },
                        "nearestPlace": np,
                        "coordinates": {"lng": lo, "lat": la},
                        "words": a,
                        "language": "en",
                        "map": f"https://w3w.co/{a}",
                    }
                ),
            )
            for a, la, lo, np in w
        ]
        + [
            (
                "what3words_autosuggest",
                {"input": "daring.lion.rase", "focus": "51.5,-0.12"},
                j(
                    {
                        "suggestions": [
                            {
                                "country": "GB",
                                "nearestPlace": "London",
                                "words": "daring.lion.race",
                                "distanceToFocusKm": 1,
                                "rank": 1,
                                "language": "en",
                            },
                            {
                                "country": "US",
                                "nearestPlace": "Bellevue, Washington",
                                "words": "daring.lion.rise",
                                "distanceToFocusKm": 7710,
                                "rank": 2,
                                "language": "en",
                            },
                        ]
                    }
                ),
            )
        ],
    )

    # what3words fail: quota
    t = "Convert the 8 what3words drop points in the courier manifest to lat/lng."
    calls = []
    for a in [
        "table.lamp.spoon",
        "cover.bench.mild",
        "sketch.punch.dance",
        "frozen.owls.tiny",
        "table.lamp.spoon",
        "oiled.rope.sweep",
        "fancy.rooms.clap",
        "cover.bench.mild",
    ]:
        calls.append(
            (
                "what3words_convert_to_coordinates",
                {"words": a},
                j(
                    {
                        "error": {
                            "code": "QuotaExceeded",
                            "message": "Quota Exceeded. Please upgrade your usage plan, or contact support@what3words.com",
                        }
                    }
                ),
            )
        )
    sess("what3words", False, 1, t, calls)

    # overpass ok: count + empty legit
    t = "Using OpenStreetMap, how many drinking water fountains are in Zurich's Kreis 1, and are there any public toilets with changing tables there?"
    bbox = "47.3650,8.5330,47.3800,8.5500"
    sess(
        "overpass",
        True,
        1,
        t,
        [
            (
                "overpass_query",
                {"data": f"[out:json][timeout:25];node[amenity=drinking_water]({bbox});out count;"},
                j(
                    {
                        "version": 0.6,
                        "generator": "Overpass API 0.7.62.1 084b4234",
                        "osm3s": {
                            "timestamp_osm_base": "2024-06-14T11:50:12Z",
                            "copyright": "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.",
                        },
                        "elements": [
                            {
                                "type": "count",
                                "id": 0,
                                "tags": {
                                    "nodes": "87",
                                    "ways": "0",
                                    "relations": "0",
                                    "total": "87",
                                },
                            }
                        ],
                    }
                ),
            ),
            (
                "overpass_query",
                {
                    "data": f"[out:json][timeout:25];nwr[amenity=toilets][changing_table=yes]({bbox});out center;"
                },
                j(
                    {
                        "version": 0.6,
                        "generator": "Overpass API 0.7.62.1 084b4234",
                        "osm3s": {
                            "timestamp_osm_base": "2024-06-14T11:50:12Z",
                            "copyright": "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.",
                        },
                        "elements": [
                            {
                                "type": "node",
                                "id": 5122488301,
                                "lat": 47.3768,
                                "lon": 8.5403,
                                "tags": {
                                    "amenity": "toilets",
                                    "changing_table": "yes",
                                    "fee": "no",
                                    "operator": "ZüriWC",
                                    "wheelchair": "yes",
                                },
                            }
                        ],
                    }
                ),
            ),
            (
                "overpass_query",
                {
                    "data": f'[out:json][timeout:25];nwr[amenity=toilets][changing_table=yes][fee=no]["opening_hours"="24/7"]({bbox});out center;'
                },
                j(
                    {
                        "version": 0.6,
                        "generator": "Overpass API 0.7.62.1 084b4234",
                        "osm3s": {
                            "timestamp_osm_base": "2024-06-14T11:51:07Z",
                            "copyright": "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.",
                        },
                        "elements": [],
                    }
                ),
            ),
        ],
    )

    # overpass fail: dispatcher timeout
    t = "From OSM, list bicycle repair stations in Copenhagen, Aarhus and Odense."
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">\n<head>\n  <meta http-equiv="content-type" content="text/html; charset=utf-8" lang="en"/>\n  <title>OSM3S Response</title>\n</head>\n<body>\n\n'
        '<p>The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.</p>\n<p><strong style="color:#FF0000">Error</strong>: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::timeout. The server is probably too busy to handle your request. </p>\n\n</body>\n</html>'
    )
    calls = []
    for area in [
        "København",
        "Aarhus Kommune",
        "Odense Kommune",
        "Copenhagen",
        "København",
        "Aarhus",
        "Odense",
    ]:
        calls.append(
            (
                "overpass_query",
                {
                    "data": f'[out:json][timeout:60];area[name="{area}"]->.a;node[amenity=bicycle_repair_station](area.a);out;'
                },
                body,
            )
        )
    sess("overpass", False, 1, t, calls)

    # nominatim ok: reverse + search with one not found
    t = "Geocode our three warehouse addresses and tell me which one OSM can't find."
    sess(
        "nominatim",
        True,
        1,
        t,
        [
            (
                "nominatim_search",
                {"q": "Industriestraße 12, 68169 Mannheim", "format": "jsonv2", "limit": 1},
                j(
                    [
                        {
                            "place_id": 128811402,
                            "licence": "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
                            "osm_type": "way",
                            "osm_id": 44102817,
                            "lat": "49.5121044",
                            "lon": "8.4802211",
                            "category": "building",
                            "type": "industrial",
                            "place_rank": 30,
                            "importance": 0.00001,
                            "addresstype": "building",
                            "name": "",
                            "display_name": "12, Industriestraße, Neckarstadt-West, Mannheim, Baden-Württemberg, 68169, Deutschland",
                            "boundingbox": ["49.5118", "49.5124", "8.4797", "8.4808"],
                        }
                    ]
                ),
            ),
            (
                "nominatim_search",
                {"q": "Am Hafen 3a, 47119 Duisburg", "format": "jsonv2", "limit": 1},
                j(
                    [
                        {
                            "place_id": 130022871,
                            "licence": "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
                            "osm_type": "node",
                            "osm_id": 8812004410,
                            "lat": "51.4513992",
                            "lon": "6.7400781",
                            "category": "place",
                            "type": "house",
                            "place_rank": 30,
                            "importance": 0.00001,
                            "addresstype": "place",
                            "name": "",
                            "display_name": "3a, Am Hafen, Ruhrort, Duisburg, Nordrhein-Westfalen, 47119, Deutschland",
                        }
                    ]
                ),
            ),
            (
                "nominatim_search",
                {"q": "Logistikpark 7, 99334 Amt Wachsenburg", "format": "jsonv2", "limit": 1},
                "[]",
            ),
            (
                "nominatim_search",
                {
                    "street": "Logistikpark 7",
                    "postalcode": "99334",
                    "country": "de",
                    "format": "jsonv2",
                },
                "[]",
            ),
            (
                "nominatim_search",
                {"q": "Logistikpark, Amt Wachsenburg", "format": "jsonv2", "limit": 1},
                j(
                    [
                        {
                            "place_id": 117310044,
                            "osm_type": "way",
                            "osm_id": 231009812,
                            "lat": "50.8815523",
                            "lon": "10.9841170",
                            "category": "highway",
                            "type": "service",
                            "place_rank": 27,
                            "addresstype": "road",
                            "name": "Logistikpark",
                            "display_name": "Logistikpark, Ichtershausen, Amt Wachsenburg, Ilm-Kreis, Thüringen, 99334, Deutschland",
                        }
                    ]
                ),
            ),
        ],
    )

    # nominatim ok 2: reverse
    t = "What are the addresses at these GPS points from the delivery tracker: (48.8584, 2.2945) and (48.8606, 2.3376)?"
    sess(
        "nominatim",
        True,
        2,
        t,
        [
            (
                "nominatim_reverse",
                {"lat": 48.8584, "lon": 2.2945, "format": "jsonv2", "zoom": 18},
                j(
                    {
                        "place_id": 88612003,
                        "osm_type": "way",
                        "osm_id": 5013364,
                        "lat": "48.8582603",
                        "lon": "2.2944991",
                        "category": "man_made",
                        "type": "tower",
                        "name": "Tour Eiffel",
                        "display_name": "Tour Eiffel, 5, Avenue Anatole France, Quartier du Gros-Caillou, Paris 7e Arrondissement, Paris, Île-de-France, France métropolitaine, 75007, France",
                        "address": {
                            "tourism": "Tour Eiffel",
                            "house_number": "5",
                            "road": "Avenue Anatole France",
                            "city": "Paris",
                            "postcode": "75007",
                            "country": "France",
                            "country_code": "fr",
                        },
                    }
                ),
            ),
            (
                "nominatim_reverse",
                {"lat": 48.8606, "lon": 2.3376, "format": "jsonv2", "zoom": 18},
                j(
                    {
                        "place_id": 88104411,
                        "osm_type": "way",
                        "osm_id": 1116021813,
                        "lat": "48.8605943",
                        "lon": "2.3375889",
                        "category": "tourism",
                        "type": "museum",
                        "name": "Musée du Louvre",
                        "display_name": "Musée du Louvre, Rue de Rivoli, Quartier Saint-Germain-l'Auxerrois, Paris 1er Arrondissement, Paris, Île-de-France, France métropolitaine, 75001, France",
                        "address": {
                            "road": "Rue de Rivoli",
                            "city": "Paris",
                            "postcode": "75001",
                            "country": "France",
                            "country_code": "fr",
                        },
                    }
                ),
            ),
        ],
    )

    # geoapify ok
    t = "Find pharmacies within 1 km of Via del Corso 100, Rome using Geoapify."
    sess(
        "geoapify",
        True,
        1,
        t,
        [
            (
                "geoapify_geocode",
                {"text": "Via del Corso 100, Roma", "format": "json"},
                j(
                    {
                        "results": [
                            {
                                "country": "Italia",
                                "country_code": "it",
                                "city": "Roma",
                                "postcode": "00186",
                                "street": "Via del Corso",
                                "housenumber": "100",
                                "lon": 12.4800571,
                                "lat": 41.9010213,
                                "formatted": "Via del Corso, 100, 00186 Roma RM, Italia",
                                "rank": {"confidence": 1, "match_type": "full_match"},
                                "place_id": h("geo-corso", 40),
                            }
                        ],
                        "query": {"text": "Via del Corso 100, Roma"},
                    }
                ),
            ),
            (
                "geoapify_places",
                {
                    "categories": "healthcare.pharmacy",
                    "filter": "circle:12.4800571,41.9010213,1000",
                    "bias": "proximity:12.4800571,41.9010213",
                    "limit": 20,
                },
                j(
                    {
                        "type": "FeatureCollection",
                        "features": [
                            {
                                "type": "Feature",
                                "properties": {
                                    "name": n,
                                    "street": s,
                                    "city": "Roma",
                                    "categories": ["healthcare", "healthcare.pharmacy"],
                                    "distance": d,
                                    "place_id": h("ph" + n, 40),
                                },
                                "geometry": {"type": "Point", "coordinates": [lo, la]},
                            }
                            for n, s, d, lo, la in [
                                ("Farmacia Pesci", "Piazza di Trevi", 312, 12.4832, 41.9008),
                                ("Farmacia del Corso", "Via del Corso", 150, 12.4795, 41.9023),
                                ("Farmacia Doricchi", "Via XX Settembre", 988, 12.4927, 41.9043),
                            ]
                        ],
                    }
                ),
            ),
        ],
    )


def main(out: Path = OUT) -> None:
    ROWS.clear()
    for build in (games, a11y, seo, storage, places):
        build()
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
