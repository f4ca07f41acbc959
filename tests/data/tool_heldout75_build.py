# ruff: noqa: E501
"""Build tests/data/tool_heldout75.jsonl: held-out sessions for five domains.

Each row is one tool call in the real-runs format; rows of a session are consecutive.
Written blind (before any detector was run on it). Deterministic: identifiers are
hashes of fixed strings; no clock, no randomness.

Domains and families, with where each result shape comes from and how sure I am:

1. Anime, manga and comics
   - jikan (MyAnimeList via Jikan v4 REST): ``{"pagination": {...}, "data": [...]}`` for
     search, ``{"data": {...}}`` for one entry; upstream failure is Jikan's
     ``{"status": 504, "type": "BadResponseException", "message": "Jikan failed to
     connect to MyAnimeList.net..."}``. From the Jikan docs; sure of the shape, fairly
     sure of the error wording.
   - anilist (AniList GraphQL, POST https://graphql.anilist.co): ``{"data": {"Page":
     {"pageInfo": ..., "media": [...]}}}``; throttling ``{"errors": [{"message": "Too
     Many Requests.", "status": 429}], "data": null}``. Sure of the data shape, fairly
     sure of the error body.
   - kitsu (Kitsu JSON:API edge): ``{"data": [{"id", "type", "attributes"}], "meta":
     {"count"}, "links": {...}}``. Sure (JSON:API). The failing session is a wrapper that
     sends an unknown filter key, so Kitsu returns its default listing for every query.
   - comicvine (Comic Vine API, format=json): ``{"error": "OK", "limit", "offset",
     "number_of_page_results", "number_of_total_results", "status_code": 1, "results",
     "version": "1.0"}``; bad key is status_code 100 "Invalid API Key". Sure.
   - mangadex (MangaDex API v5): ``{"result": "ok", "response": "collection", "data",
     "limit", "offset", "total"}``. Sure.
   - marvel (Marvel Comics API v1 public): ``{"code": 200, "status": "Ok", "copyright",
     "attributionText", "etag", "data": {"offset", "limit", "total", "count",
     "results"}}``; throttling ``{"code": "RequestThrottled", "message": "You have
     exceeded your rate limit.  Please try again later."}``. Sure of the wrapper,
     fairly sure of the throttle text.
2. Social media scheduling
   - buffer (Buffer legacy API v1, /1/profiles.json, /1/updates/create.json,
     /1/profiles/:id/updates/pending.json): ``{"success": true, "buffer_count",
     "buffer_percentage", "updates": [...]}``. Fairly sure (the v1 API is deprecated but
     still in client libraries).
   - hootsuite (Hootsuite REST v1, /v1/socialProfiles, /v1/messages): ``{"data": [...]}``.
     Fairly sure of the envelope; field lists abbreviated.
   - sproutsocial (Sprout Social Public API v1, /v1/{customer_id}/metadata/...,
     /analytics/profiles): ``{"data": [...], "paging": {...}}`` with ``dimensions`` and
     ``metrics``. Fairly sure. Its 429 body is a guess at the common form.
   - publer (Publer API v1: POST /posts/schedule returns ``{"job_id"}``, GET
     /job_status/{id} returns ``{"status": "working"|"complete", "payload"}``). Fairly
     sure of the job flow, less sure of the payload fields. The failing session gets a
     Cloudflare 524 timeout page (shape well known).
3. Influencer marketing
   - modash (Modash Discovery API: /v1/instagram/search, /v1/instagram/profile/{id}/report):
     ``{"error": false, "total", "lookalikes", "directs"}``, ``{"error": false,
     "profile": {...}}``; credits exhausted ``{"error": true, "code":
     "not_enough_credits", ...}``. Fairly sure of the envelope, less of the error code.
   - hypeauditor (HypeAuditor API, /api/method/auditor.report): ``{"result": {"user",
     "report_state", "metrics"...}}``; sandbox tokens return the same demo report
     whatever the username. Medium confidence on field names.
   - upfluence (Upfluence API through an MCP-style wrapper; JSON of campaigns/influencers):
     low confidence on field names; the failing session is an nginx 502 page (sure).
   - creatoriq (CreatorIQ REST API through a wrapper: /api/v1/lists, /creators): low
     confidence on field names; 401 body ``{"message": "Unauthorized"...}`` is generic.
4. Link shorteners and QR codes
   - bitly (Bitly API v4 /v4/shorten, /v4/bitlinks/{id}/clicks/summary, /countries):
     sure of the bodies and of the ``{"message": "MONTHLY_ENCODE_LIMIT_REACHED",
     "resource": "bitlinks", "description": ...}`` error shape.
   - rebrandly (Rebrandly API v1 /v1/links): link object ``{"id", "title", "slashtag",
     "destination", "shortUrl", "domain", "status", "clicks", ...}``; list is a bare JSON
     array. Sure.
   - tinyurl (TinyURL API v2 /create, /alias/...): ``{"data": {...}, "code": 0,
     "errors": []}``. Sure.
   - shortio (Short.io API /links, /links/expand, statistics /statistics/link/{id}):
     fairly sure of the link object; stats fields abbreviated.
   - dub (Dub.co API /links, /analytics): link object with ``shortLink``, ``qrCode``;
     errors ``{"error": {"code", "message", "doc_url"}}``. Sure.
   - qrcode (goqr.me api.qrserver.com read-qr-code / create-qr-code): read returns
     ``[{"type": "qrcode", "symbol": [{"seq": 0, "data", "error"}]}]``. Sure; the
     failing session gets ``data: null, error: "could not find/read QR Code"`` because the
     wrapper uploads an empty body.
5. Identity verification
   - onfido (Onfido API v3.6 /applicants, /checks, /reports): sure of the objects;
     ``{"error": {"type": "authorization_error", "message": ..., "fields": {}}}`` for a
     token of the wrong region/environment.
   - jumio (Jumio KYX /api/v1/accounts/{a}/workflow-executions/{w}/status and /):
     medium confidence on field names.
   - persona (Persona API /api/v1/inquiries, JSON:API with ``page[after]`` links): sure.
   - veriff (Veriff API /v1/sessions, /v1/sessions/{id}/decision): ``{"status":
     "success", "verification": null}`` while pending, then a verification object;
     errors ``{"status": "fail", "code": "1818", "message": ...}``. Fairly sure.
   - sumsub (Sumsub /resources/applicants/-;externalUserId=.../one,
     /resources/applicants/{id}/requiredIdDocsStatus): fairly sure; error
     ``{"description", "code", "correlationId"}``.
   - idnow (IDnow Ident API /api/v1/{companyid}/identifications/{tn}): medium confidence;
     errors ``{"errors": [{"cause", "id", "key", "message"}]}``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout75.jsonl")


def h(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    x = hashlib.sha256(s.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


def j(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


SESSIONS: list[tuple[str, str, bool, str, list[tuple[str, dict, str]]]] = []


def add(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    n = 1 + sum(1 for f, _, o, _, _ in SESSIONS if f == family and o == ok)
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    SESSIONS.append((family, run_id, ok, task, calls))


# ---------------------------------------------------------------- 1. anime / manga / comics


def jikan_anime(mid, title, typ, eps, status, score, year, season=None):
    return {
        "mal_id": mid,
        "url": f"https://myanimelist.net/anime/{mid}/{title.replace(' ', '_')}",
        "title": title,
        "type": typ,
        "episodes": eps,
        "status": status,
        "score": score,
        "year": year,
        "season": season,
    }


def jikan_page(items, total, page=1, per=25):
    return j(
        {
            "pagination": {
                "last_visible_page": max(1, -(-total // per)),
                "has_next_page": page * per < total,
                "current_page": page,
                "items": {"count": len(items), "total": total, "per_page": per},
            },
            "data": items,
        }
    )


add(
    "jikan",
    True,
    "Which Studio Trigger TV anime from 2017-2019 scored above 7.5 on MyAnimeList?",
    [
        (
            "jikan_search_anime",
            {"producers": 803, "type": "tv", "start_date": "2017-01-01", "end_date": "2019-12-31"},
            jikan_page(
                [
                    jikan_anime(
                        35849,
                        "Darling in the FranXX",
                        "TV",
                        24,
                        "Finished Airing",
                        7.19,
                        2018,
                        "winter",
                    ),
                    jikan_anime(
                        36633, "SSSS.Gridman", "TV", 12, "Finished Airing", 7.34, 2018, "fall"
                    ),
                    jikan_anime(
                        33489,
                        "Little Witch Academia (TV)",
                        "TV",
                        25,
                        "Finished Airing",
                        7.81,
                        2017,
                        "winter",
                    ),
                    jikan_anime(37349, "Promare", "Movie", 1, "Finished Airing", 7.86, 2019, None),
                ],
                4,
            ),
        ),
        (
            "jikan_get_anime",
            {"id": 33489},
            j(
                {
                    "data": {
                        **jikan_anime(
                            33489,
                            "Little Witch Academia (TV)",
                            "TV",
                            25,
                            "Finished Airing",
                            7.81,
                            2017,
                            "winter",
                        ),
                        "studios": [{"mal_id": 803, "type": "anime", "name": "Trigger"}],
                        "rank": 812,
                        "popularity": 594,
                        "members": 612403,
                    }
                }
            ),
        ),
        (
            "jikan_get_anime",
            {"id": 36633},
            j(
                {
                    "data": {
                        **jikan_anime(
                            36633, "SSSS.Gridman", "TV", 12, "Finished Airing", 7.34, 2018, "fall"
                        ),
                        "studios": [{"mal_id": 803, "type": "anime", "name": "Trigger"}],
                        "rank": 2064,
                        "popularity": 1129,
                        "members": 318771,
                    }
                }
            ),
        ),
        (
            "jikan_search_anime",
            {
                "producers": 803,
                "type": "tv",
                "start_date": "2017-01-01",
                "end_date": "2019-12-31",
                "min_score": 7.5,
            },
            jikan_page(
                [
                    jikan_anime(
                        33489,
                        "Little Witch Academia (TV)",
                        "TV",
                        25,
                        "Finished Airing",
                        7.81,
                        2017,
                        "winter",
                    )
                ],
                1,
            ),
        ),
    ],
)

add(
    "jikan",
    True,
    "List every anime from the Summer 2014 season that has more than 20 episodes; page through all of it.",
    [
        (
            "jikan_season",
            {"year": 2014, "season": "summer", "page": p},
            jikan_page(items, 67, page=p),
        )
        for p, items in [
            (
                1,
                [
                    jikan_anime(
                        22199, "Akame ga Kill!", "TV", 24, "Finished Airing", 7.47, 2014, "summer"
                    ),
                    jikan_anime(
                        20583, "Haikyuu!!", "TV", 25, "Finished Airing", 8.44, 2014, "spring"
                    ),
                    jikan_anime(
                        22297,
                        "Fate/stay night: Unlimited Blade Works",
                        "TV",
                        12,
                        "Finished Airing",
                        8.18,
                        2014,
                        "fall",
                    ),
                ],
            ),
            (
                2,
                [
                    jikan_anime(
                        21881,
                        "Sword Art Online II",
                        "TV",
                        24,
                        "Finished Airing",
                        6.7,
                        2014,
                        "summer",
                    ),
                    jikan_anime(
                        23755, "Nanatsu no Taizai", "TV", 24, "Finished Airing", 7.65, 2014, "fall"
                    ),
                ],
            ),
            (
                3,
                [
                    jikan_anime(
                        22043,
                        "Fairy Tail (2014)",
                        "TV",
                        102,
                        "Finished Airing",
                        7.96,
                        2014,
                        "spring",
                    ),
                    jikan_anime(
                        24415,
                        "Kuroko no Basket 3rd Season",
                        "TV",
                        25,
                        "Finished Airing",
                        8.44,
                        2015,
                        "winter",
                    ),
                ],
            ),
        ]
    ],
)

add(
    "jikan",
    False,
    "Find the MAL score and episode count for Frieren, Dungeon Meshi and The Apothecary Diaries.",
    [
        (
            "jikan_search_anime",
            {"q": q},
            j(
                {
                    "status": 504,
                    "type": "BadResponseException",
                    "message": "Jikan failed to connect to MyAnimeList.net. MyAnimeList.net may be down/unavailable, refuses to connect or took too long to respond. Retry the request!",
                    "error": None,
                }
            ),
        )
        for q in [
            "Sousou no Frieren",
            "Frieren",
            "Dungeon Meshi",
            "Delicious in Dungeon",
            "Kusuriya no Hitorigoto",
            "Apothecary Diaries",
            "Frieren Beyond Journey's End",
        ]
    ],
)


def anilist_media(mid, romaji, english, fmt, eps, score, status):
    return {
        "id": mid,
        "title": {"romaji": romaji, "english": english},
        "format": fmt,
        "episodes": eps,
        "averageScore": score,
        "status": status,
    }


add(
    "anilist",
    True,
    "Check my AniList list: which shows am I currently watching, and mark Blue Lock as completed.",
    [
        (
            "anilist_graphql",
            {"query": "query { Viewer { id name } }"},
            j({"data": {"Viewer": {"id": 5126643, "name": "kaoru_reads"}}}),
        ),
        (
            "anilist_graphql",
            {
                "query": "query ($u:Int){ MediaListCollection(userId:$u, type:ANIME, status:CURRENT){ lists { entries { id progress media { id title { romaji } episodes } } } } }",
                "variables": {"u": 5126643},
            },
            j(
                {
                    "data": {
                        "MediaListCollection": {
                            "lists": [
                                {
                                    "entries": [
                                        {
                                            "id": 371120551,
                                            "progress": 23,
                                            "media": {
                                                "id": 137822,
                                                "title": {"romaji": "Blue Lock"},
                                                "episodes": 24,
                                            },
                                        },
                                        {
                                            "id": 371120552,
                                            "progress": 4,
                                            "media": {
                                                "id": 154587,
                                                "title": {"romaji": "Sousou no Frieren"},
                                                "episodes": 28,
                                            },
                                        },
                                        {
                                            "id": 371120553,
                                            "progress": 11,
                                            "media": {
                                                "id": 21,
                                                "title": {"romaji": "ONE PIECE"},
                                                "episodes": None,
                                            },
                                        },
                                    ]
                                }
                            ]
                        }
                    }
                }
            ),
        ),
        (
            "anilist_graphql",
            {
                "query": "mutation { SaveMediaListEntry(id: 371120551, status: COMPLETED, progress: 24) { id status progress } }"
            },
            j(
                {
                    "data": {
                        "SaveMediaListEntry": {
                            "id": 371120551,
                            "status": "COMPLETED",
                            "progress": 24,
                        }
                    }
                }
            ),
        ),
        (
            "anilist_graphql",
            {
                "query": "query { Media(id:137822){ relations { edges { relationType node { id title { romaji } format status } } } } }"
            },
            j(
                {
                    "data": {
                        "Media": {
                            "relations": {
                                "edges": [
                                    {
                                        "relationType": "SOURCE",
                                        "node": {
                                            "id": 106130,
                                            "title": {"romaji": "Blue Lock"},
                                            "format": "MANGA",
                                            "status": "RELEASING",
                                        },
                                    },
                                    {
                                        "relationType": "SEQUEL",
                                        "node": {
                                            "id": 163146,
                                            "title": {"romaji": "Blue Lock: Episode Nagi"},
                                            "format": "MOVIE",
                                            "status": "FINISHED",
                                        },
                                    },
                                    {
                                        "relationType": "SEQUEL",
                                        "node": {
                                            "id": 163147,
                                            "title": {"romaji": "Blue Lock 2nd Season"},
                                            "format": "TV",
                                            "status": "FINISHED",
                                        },
                                    },
                                ]
                            }
                        }
                    }
                }
            ),
        ),
    ],
)

add(
    "anilist",
    False,
    "Compare average scores of the top 5 mecha anime of each decade since 1980 on AniList.",
    [
        (
            "anilist_graphql",
            {
                "query": "query ($g:String,$y1:FuzzyDateInt,$y2:FuzzyDateInt){ Page(perPage:5){ media(genre:$g, startDate_greater:$y1, startDate_lesser:$y2, sort:SCORE_DESC, type:ANIME){ id title { romaji } averageScore } } }",
                "variables": {"g": "Mecha", "y1": 19800101, "y2": 19891231},
            },
            j(
                {
                    "data": {
                        "Page": {
                            "media": [
                                anilist_media(
                                    85,
                                    "Choujikuu Yousai Macross: Ai Oboete Imasu ka",
                                    "Macross: Do You Remember Love?",
                                    "MOVIE",
                                    1,
                                    78,
                                    "FINISHED",
                                ),
                                anilist_media(
                                    80,
                                    "Kidou Senshi Gundam",
                                    "Mobile Suit Gundam",
                                    "TV",
                                    43,
                                    74,
                                    "FINISHED",
                                ),
                            ]
                        }
                    }
                }
            ),
        )
    ]
    + [
        (
            "anilist_graphql",
            {
                "query": "query ($g:String,$y1:FuzzyDateInt,$y2:FuzzyDateInt){ Page(perPage:5){ media(genre:$g, startDate_greater:$y1, startDate_lesser:$y2, sort:SCORE_DESC, type:ANIME){ id title { romaji } averageScore } } }",
                "variables": {"g": "Mecha", "y1": y1, "y2": y2},
            },
            j({"errors": [{"message": "Too Many Requests.", "status": 429}], "data": None}),
        )
        for y1, y2 in [
            (19900101, 19991231),
            (19900101, 19991231),
            (20000101, 20091231),
            (20100101, 20191231),
            (20200101, 20291231),
            (20000101, 20091231),
        ]
    ],
)


def kitsu_item(kid, title, rating, eps, sub, start):
    return {
        "id": str(kid),
        "type": "anime",
        "links": {"self": f"https://kitsu.io/api/edge/anime/{kid}"},
        "attributes": {
            "slug": title.lower().replace(" ", "-").replace(":", ""),
            "canonicalTitle": title,
            "averageRating": rating,
            "episodeCount": eps,
            "subtype": sub,
            "startDate": start,
            "status": "finished",
        },
    }


KITSU_DEFAULT = [
    kitsu_item(1, "Cowboy Bebop", "82.1", 26, "TV", "1998-04-03"),
    kitsu_item(2, "Cowboy Bebop: Tengoku no Tobira", "78.47", 1, "movie", "2001-09-01"),
    kitsu_item(3, "Trigun", "78.68", 26, "TV", "1998-04-01"),
    kitsu_item(4, "Witch Hunter Robin", "68.74", 26, "TV", "2002-07-02"),
    kitsu_item(5, "Beet the Vandel Buster", "66.47", 52, "TV", "2004-09-30"),
]


def kitsu_page(items, count, nxt=None):
    links = {"first": "https://kitsu.io/api/edge/anime?page%5Blimit%5D=5&page%5Boffset%5D=0"}
    if nxt:
        links["next"] = nxt
    return j({"data": items, "meta": {"count": count}, "links": links})


add(
    "kitsu",
    True,
    "Find the Kitsu entry for 'Mushishi' and tell me its rating, episode count and streaming links.",
    [
        (
            "kitsu_search_anime",
            {"filter[text]": "mushishi"},
            kitsu_page(
                [
                    kitsu_item(1174, "Mushishi", "84.53", 26, "TV", "2005-10-23"),
                    kitsu_item(7845, "Mushishi Zoku Shou", "85.51", 10, "TV", "2014-04-05"),
                    kitsu_item(
                        8403, "Mushishi Zoku Shou 2nd Season", "86.3", 10, "TV", "2014-10-19"
                    ),
                ],
                7,
                "https://kitsu.io/api/edge/anime?filter%5Btext%5D=mushishi&page%5Blimit%5D=5&page%5Boffset%5D=5",
            ),
        ),
        (
            "kitsu_get_relationship",
            {"id": 1174, "relationship": "streaming-links"},
            j(
                {
                    "data": [
                        {
                            "id": "1541",
                            "type": "streamingLinks",
                            "attributes": {
                                "url": "http://www.crunchyroll.com/mushishi",
                                "subs": ["en"],
                                "dubs": ["ja"],
                            },
                        },
                        {
                            "id": "9024",
                            "type": "streamingLinks",
                            "attributes": {
                                "url": "https://www.funimation.com/shows/mushi-shi/",
                                "subs": ["en"],
                                "dubs": ["ja", "en"],
                            },
                        },
                    ],
                    "meta": {"count": 2},
                    "links": {
                        "first": "https://kitsu.io/api/edge/anime/1174/streaming-links?page%5Blimit%5D=10&page%5Boffset%5D=0"
                    },
                }
            ),
        ),
        (
            "kitsu_get_relationship",
            {"id": 1174, "relationship": "genres"},
            j(
                {
                    "data": [
                        {
                            "id": "7",
                            "type": "genres",
                            "attributes": {"name": "Mystery", "slug": "mystery"},
                        },
                        {
                            "id": "19",
                            "type": "genres",
                            "attributes": {"name": "Supernatural", "slug": "supernatural"},
                        },
                        {
                            "id": "32",
                            "type": "genres",
                            "attributes": {"name": "Historical", "slug": "historical"},
                        },
                    ],
                    "meta": {"count": 3},
                    "links": {},
                }
            ),
        ),
    ],
)

add(
    "kitsu",
    False,
    "Get Kitsu ratings for Monster, Planetes, Kaiba and Ping Pong the Animation.",
    [
        (
            "kitsu_search_anime",
            {"filter[title]": q},
            kitsu_page(
                KITSU_DEFAULT,
                19418,
                "https://kitsu.io/api/edge/anime?page%5Blimit%5D=5&page%5Boffset%5D=5",
            ),
        )
        for q in [
            "Monster",
            "Planetes",
            "Kaiba",
            "Ping Pong the Animation",
            "Ping Pong",
            "monster 2004",
            "planetes anime",
        ]
    ],
)


def cv_wrap(results, total, offset=0, limit=10, err="OK", code=1):
    return j(
        {
            "error": err,
            "limit": limit,
            "offset": offset,
            "number_of_page_results": len(results),
            "number_of_total_results": total,
            "status_code": code,
            "results": results,
            "version": "1.0",
        }
    )


add(
    "comicvine",
    True,
    "What issue of Saga (2012) introduced Prince Robot IV, and who drew the cover?",
    [
        (
            "comicvine_search",
            {
                "query": "Saga",
                "resources": "volume",
                "field_list": "id,name,start_year,publisher,count_of_issues",
            },
            cv_wrap(
                [
                    {
                        "id": 49901,
                        "name": "Saga",
                        "start_year": "2012",
                        "publisher": {"id": 2719, "name": "Image"},
                        "count_of_issues": 66,
                    },
                    {
                        "id": 18166,
                        "name": "Saga of the Swamp Thing",
                        "start_year": "1982",
                        "publisher": {"id": 10, "name": "DC Comics"},
                        "count_of_issues": 45,
                    },
                ],
                412,
            ),
        ),
        (
            "comicvine_character",
            {
                "id": "4005-100315",
                "field_list": "name,first_appeared_in_issue,count_of_issue_appearances",
            },
            cv_wrap(
                {
                    "name": "Prince Robot IV",
                    "first_appeared_in_issue": {
                        "id": 327431,
                        "name": "Chapter One",
                        "issue_number": "1",
                    },
                    "count_of_issue_appearances": 38,
                },
                1,
                limit=1,
            ),
        ),
        (
            "comicvine_issue",
            {"id": "4000-327431", "field_list": "name,issue_number,cover_date,person_credits"},
            cv_wrap(
                {
                    "name": "Chapter One",
                    "issue_number": "1",
                    "cover_date": "2012-03-31",
                    "person_credits": [
                        {"id": 57307, "name": "Brian K. Vaughan", "role": "writer"},
                        {"id": 73562, "name": "Fiona Staples", "role": "artist, cover"},
                        {"id": 59201, "name": "Fonografiks", "role": "letterer"},
                    ],
                },
                1,
                limit=1,
            ),
        ),
    ],
)

add(
    "comicvine",
    False,
    "Build a reading order for the Court of Owls storyline with issue numbers and cover dates.",
    [
        (
            "comicvine_search",
            {"query": q, "resources": r},
            cv_wrap([], 0, limit=0, err="Invalid API Key", code=100),
        )
        for q, r in [
            ("Court of Owls", "story_arc"),
            ("Court of Owls", "issue"),
            ("Batman 2011", "volume"),
            ("Night of the Owls", "story_arc"),
            ("Batman Court of Owls", "volume"),
            ("Talon", "character"),
            ("Court of Owls", ""),
        ]
    ],
)


def md_chapter(cid, num, title, pages, date, group):
    return {
        "id": uid(cid),
        "type": "chapter",
        "attributes": {
            "volume": None,
            "chapter": num,
            "title": title,
            "translatedLanguage": "en",
            "pages": pages,
            "publishAt": date,
            "readableAt": date,
            "version": 1,
        },
        "relationships": [{"id": uid(group), "type": "scanlation_group"}],
    }


add(
    "mangadex",
    True,
    "Have any new English chapters of 'Kagurabachi' come out on MangaDex since chapter 40?",
    [
        (
            "mangadex_search_manga",
            {"title": "Kagurabachi", "limit": 5},
            j(
                {
                    "result": "ok",
                    "response": "collection",
                    "data": [
                        {
                            "id": uid("md-kagurabachi"),
                            "type": "manga",
                            "attributes": {
                                "title": {"en": "Kagurabachi"},
                                "status": "ongoing",
                                "year": 2023,
                                "contentRating": "safe",
                                "lastChapter": "",
                                "availableTranslatedLanguages": ["en", "es-la", "pt-br"],
                            },
                        }
                    ],
                    "limit": 5,
                    "offset": 0,
                    "total": 1,
                }
            ),
        ),
        (
            "mangadex_manga_feed",
            {
                "id": uid("md-kagurabachi"),
                "translatedLanguage[]": ["en"],
                "order[chapter]": "desc",
                "limit": 10,
            },
            j(
                {
                    "result": "ok",
                    "response": "collection",
                    "data": [],
                    "limit": 10,
                    "offset": 0,
                    "total": 0,
                }
            ),
        ),
        (
            "mangadex_manga_aggregate",
            {"id": uid("md-kagurabachi"), "translatedLanguage[]": ["en"]},
            j(
                {
                    "result": "ok",
                    "volumes": {"none": {"volume": "none", "count": 0, "chapters": {}}},
                }
            ),
        ),
        (
            "mangadex_get_manga",
            {"id": uid("md-kagurabachi"), "includes[]": ["author"]},
            j(
                {
                    "result": "ok",
                    "response": "entity",
                    "data": {
                        "id": uid("md-kagurabachi"),
                        "type": "manga",
                        "attributes": {
                            "title": {"en": "Kagurabachi"},
                            "links": {"engtl": "https://mangaplus.shueisha.co.jp/titles/100274"},
                            "description": {
                                "en": "Chihiro seeks vengeance with the enchanted blades forged by his father."
                            },
                            "status": "ongoing",
                            "year": 2023,
                        },
                        "relationships": [
                            {
                                "id": uid("md-hokazono"),
                                "type": "author",
                                "attributes": {"name": "Hokazono Takeru"},
                            }
                        ],
                    },
                }
            ),
        ),
    ],
)

add(
    "mangadex",
    True,
    "Download the chapter list for 'Dandadan' volume 1 in English so I can check which chapters my group translated.",
    [
        (
            "mangadex_manga_feed",
            {
                "id": uid("md-dandadan"),
                "translatedLanguage[]": ["en"],
                "volume[]": ["1"],
                "limit": 3,
                "offset": off,
            },
            j(
                {
                    "result": "ok",
                    "response": "collection",
                    "data": chs,
                    "limit": 3,
                    "offset": off,
                    "total": 8,
                }
            ),
        )
        for off, chs in [
            (
                0,
                [
                    md_chapter(
                        "dd1",
                        "1",
                        "That's How Love Starts, Ya Know!",
                        55,
                        "2021-04-06T15:00:00+00:00",
                        "grpA",
                    ),
                    md_chapter(
                        "dd2",
                        "2",
                        "That's a Space Alien, Ain't It?!",
                        25,
                        "2021-04-13T15:00:00+00:00",
                        "grpA",
                    ),
                    md_chapter(
                        "dd3",
                        "3",
                        "It's a Granny vs. Granny Clash!",
                        23,
                        "2021-04-20T15:00:00+00:00",
                        "grpB",
                    ),
                ],
            ),
            (
                3,
                [
                    md_chapter(
                        "dd4",
                        "4",
                        "Kicking Turbo Granny's Ass",
                        21,
                        "2021-04-27T15:00:00+00:00",
                        "grpB",
                    ),
                    md_chapter(
                        "dd5", "5", "Like, Who Are You?!", 21, "2021-05-11T15:00:00+00:00", "grpA"
                    ),
                    md_chapter(
                        "dd6", "6", "Let's Go to the City", 19, "2021-05-18T15:00:00+00:00", "grpA"
                    ),
                ],
            ),
            (
                6,
                [
                    md_chapter(
                        "dd7", "7", "To the Tunnel", 20, "2021-05-25T15:00:00+00:00", "grpC"
                    ),
                    md_chapter(
                        "dd7b", "7", "To the Tunnel", 20, "2021-05-30T09:12:00+00:00", "grpA"
                    ),
                ],
            ),
        ]
    ]
    + [
        (
            "mangadex_get_group",
            {"id": uid("grpA")},
            j(
                {
                    "result": "ok",
                    "response": "entity",
                    "data": {
                        "id": uid("grpA"),
                        "type": "scanlation_group",
                        "attributes": {
                            "name": "Night Owl Scans",
                            "website": None,
                            "official": False,
                            "verified": False,
                        },
                    },
                }
            ),
        )
    ],
)


def marvel(results, total, offset=0, limit=20):
    return j(
        {
            "code": 200,
            "status": "Ok",
            "copyright": "© 2024 MARVEL",
            "attributionText": "Data provided by Marvel. © 2024 MARVEL",
            "attributionHTML": '<a href="http://marvel.com">Data provided by Marvel. © 2024 MARVEL</a>',
            "etag": h(j(results), 40),
            "data": {
                "offset": offset,
                "limit": limit,
                "total": total,
                "count": len(results),
                "results": results,
            },
        }
    )


add(
    "marvel",
    True,
    "Which series has Squirrel Girl appeared in since 2015, and how many comics total?",
    [
        (
            "marvel_characters",
            {"nameStartsWith": "Squirrel"},
            marvel(
                [
                    {
                        "id": 1010860,
                        "name": "Squirrel Girl",
                        "description": "",
                        "modified": "2016-05-09T12:18:32-0400",
                        "comics": {"available": 187},
                        "series": {"available": 61},
                    }
                ],
                1,
            ),
        ),
        (
            "marvel_character_series",
            {"characterId": 1010860, "startYear": 2015, "orderBy": "startYear", "limit": 20},
            marvel(
                [
                    {
                        "id": 20505,
                        "title": "The Unbeatable Squirrel Girl (2015)",
                        "startYear": 2015,
                        "endYear": 2015,
                    },
                    {
                        "id": 20902,
                        "title": "The Unbeatable Squirrel Girl (2015 - 2019)",
                        "startYear": 2015,
                        "endYear": 2019,
                    },
                    {
                        "id": 21516,
                        "title": "Marvel Rising (2019)",
                        "startYear": 2019,
                        "endYear": 2019,
                    },
                    {
                        "id": 31412,
                        "title": "War of the Realms (2019)",
                        "startYear": 2019,
                        "endYear": 2019,
                    },
                ],
                4,
            ),
        ),
        (
            "marvel_character_comics",
            {"characterId": 1010860, "limit": 1},
            marvel(
                [
                    {
                        "id": 72915,
                        "title": "The Unbeatable Squirrel Girl (2015) #50",
                        "issueNumber": 50,
                        "pageCount": 48,
                    }
                ],
                187,
                limit=1,
            ),
        ),
    ],
)

add(
    "marvel",
    False,
    "Make a list of every Marvel event from 2000-2010 and the characters that appear in it.",
    [
        (
            "marvel_events",
            {"orderBy": "startDate", "limit": 20},
            marvel(
                [
                    {
                        "id": 238,
                        "title": "Civil War",
                        "start": "2006-07-01 00:00:00",
                        "end": "2007-02-01 00:00:00",
                        "characters": {"available": 97},
                    },
                    {
                        "id": 269,
                        "title": "Secret Invasion",
                        "start": "2008-04-01 00:00:00",
                        "end": "2009-01-01 00:00:00",
                        "characters": {"available": 55},
                    },
                    {
                        "id": 294,
                        "title": "Fear Itself",
                        "start": "2011-04-01 00:00:00",
                        "end": "2011-10-01 00:00:00",
                        "characters": {"available": 70},
                    },
                ],
                74,
            ),
        ),
    ]
    + [
        (
            "marvel_event_characters",
            {"eventId": e, "limit": 100, "offset": o},
            j(
                {
                    "code": "RequestThrottled",
                    "message": "You have exceeded your rate limit.  Please try again later.",
                }
            ),
        )
        for e, o in [(238, 0), (238, 0), (269, 0), (238, 100), (253, 0), (269, 0), (238, 0)]
    ],
)


# ---------------------------------------------------------------- 2. social media scheduling


def buf_update(key, text, prof, when, status="buffer"):
    return {
        "id": h("bu" + key, 24),
        "created_at": 1717400000,
        "day": "Monday 3rd June",
        "due_at": when,
        "due_time": "9:30 am",
        "profile_id": prof,
        "profile_service": "twitter" if prof.startswith("5f") else "linkedin",
        "status": status,
        "text": text,
        "text_formatted": text,
        "user_id": h("bufuser", 24),
        "via": "api",
    }


P_TW, P_LI = "5f" + h("tw", 22), "60" + h("li", 22)

add(
    "buffer",
    True,
    "Queue our launch announcement on Twitter and LinkedIn for Monday, then show me what's in the queue.",
    [
        (
            "buffer_profiles",
            {},
            j(
                [
                    {
                        "id": P_TW,
                        "service": "twitter",
                        "formatted_username": "@lumenpaper",
                        "counts": {"sent": 1204, "pending": 3},
                        "default": True,
                    },
                    {
                        "id": P_LI,
                        "service": "linkedin",
                        "formatted_username": "Lumen Paper Co.",
                        "counts": {"sent": 311, "pending": 1},
                        "default": False,
                    },
                ]
            ),
        ),
        (
            "buffer_create_update",
            {
                "profile_ids[]": [P_TW, P_LI],
                "text": "Lumen Notes 2.0 is here: offline sync, handwriting search and a new dark mode. https://lumen.example/notes2",
                "scheduled_at": "2024-06-03T09:30:00Z",
            },
            j(
                {
                    "success": True,
                    "buffer_count": 5,
                    "buffer_percentage": 50,
                    "updates": [
                        buf_update(
                            "l1",
                            "Lumen Notes 2.0 is here: offline sync, handwriting search and a new dark mode. https://lumen.example/notes2",
                            P_TW,
                            1717407000,
                        ),
                        buf_update(
                            "l2",
                            "Lumen Notes 2.0 is here: offline sync, handwriting search and a new dark mode. https://lumen.example/notes2",
                            P_LI,
                            1717407000,
                        ),
                    ],
                }
            ),
        ),
        (
            "buffer_pending",
            {"profile_id": P_TW},
            j(
                {
                    "total": 4,
                    "updates": [
                        buf_update(
                            "t1", "Tip: pin a notebook to your home screen.", P_TW, 1717320000
                        ),
                        buf_update(
                            "l1",
                            "Lumen Notes 2.0 is here: offline sync, handwriting search and a new dark mode. https://lumen.example/notes2",
                            P_TW,
                            1717407000,
                        ),
                        buf_update(
                            "t2", "Webinar Thursday: paperless in 30 days.", P_TW, 1717581600
                        ),
                        buf_update(
                            "t3",
                            "Customer story: how Ridgeway Law went paperless.",
                            P_TW,
                            1717666200,
                        ),
                    ],
                }
            ),
        ),
        (
            "buffer_pending",
            {"profile_id": P_LI},
            j(
                {
                    "total": 2,
                    "updates": [
                        buf_update(
                            "l0",
                            "We're hiring a Staff iOS engineer (remote, EU).",
                            P_LI,
                            1717230000,
                        ),
                        buf_update(
                            "l2",
                            "Lumen Notes 2.0 is here: offline sync, handwriting search and a new dark mode. https://lumen.example/notes2",
                            P_LI,
                            1717407000,
                        ),
                    ],
                }
            ),
        ),
    ],
)

add(
    "buffer",
    True,
    "Move the hiring post to the top of the LinkedIn queue and delete the duplicated webinar tweet.",
    [
        (
            "buffer_pending",
            {"profile_id": P_LI},
            j(
                {
                    "total": 2,
                    "updates": [
                        buf_update("l2", "Lumen Notes 2.0 is here.", P_LI, 1717407000),
                        buf_update(
                            "l0",
                            "We're hiring a Staff iOS engineer (remote, EU).",
                            P_LI,
                            1717493400,
                        ),
                    ],
                }
            ),
        ),
        (
            "buffer_move_to_top",
            {"update_id": h("bul0", 24)},
            j(
                {
                    "success": True,
                    "update": buf_update(
                        "l0", "We're hiring a Staff iOS engineer (remote, EU).", P_LI, 1717407000
                    ),
                }
            ),
        ),
        (
            "buffer_pending",
            {"profile_id": P_TW, "page": 1, "count": 20},
            j(
                {
                    "total": 3,
                    "updates": [
                        buf_update(
                            "t2", "Webinar Thursday: paperless in 30 days.", P_TW, 1717581600
                        ),
                        buf_update(
                            "t2b", "Webinar Thursday: paperless in 30 days.", P_TW, 1717585200
                        ),
                        buf_update(
                            "t3",
                            "Customer story: how Ridgeway Law went paperless.",
                            P_TW,
                            1717666200,
                        ),
                    ],
                }
            ),
        ),
        ("buffer_destroy_update", {"update_id": h("but2b", 24)}, j({"success": True})),
        (
            "buffer_pending",
            {"profile_id": P_TW, "page": 1, "count": 20},
            j(
                {
                    "total": 2,
                    "updates": [
                        buf_update(
                            "t2", "Webinar Thursday: paperless in 30 days.", P_TW, 1717581600
                        ),
                        buf_update(
                            "t3",
                            "Customer story: how Ridgeway Law went paperless.",
                            P_TW,
                            1717666200,
                        ),
                    ],
                }
            ),
        ),
    ],
)

HS_PROFILES = [
    {
        "id": "115185509",
        "type": "INSTAGRAMBUSINESS",
        "socialNetworkId": "17841400455970028",
        "socialNetworkUsername": "harborbrew",
        "avatarUrl": "https://example.hootsuite.net/a1.jpg",
        "owner": "ORGANIZATION",
        "ownerId": "804213",
    },
    {
        "id": "115185517",
        "type": "FACEBOOKPAGE",
        "socialNetworkId": "104887214321",
        "socialNetworkUsername": "Harbor Brewing Co.",
        "avatarUrl": "https://example.hootsuite.net/a2.jpg",
        "owner": "ORGANIZATION",
        "ownerId": "804213",
    },
]

add(
    "hootsuite",
    True,
    "Schedule the Oktoberfest post on our Instagram and Facebook for Friday 5pm and confirm it's queued.",
    [
        ("hootsuite_list_social_profiles", {}, j({"data": HS_PROFILES})),
        (
            "hootsuite_upload_media",
            {"sizeBytes": 482113, "mimeType": "image/jpeg"},
            j(
                {
                    "data": {
                        "id": "aHR0cHM6Ly9ob290c3VpdGUtdmlkZW8uczMuYW1hem9uYXdzLmNvbS9wcm9kdWN0aW9uLzEyMzQ1Njc4X2FiY2QuanBn",
                        "uploadUrl": "https://hootsuite-video.s3.amazonaws.com/production/12345678_abcd.jpg?AWSAccessKeyId=...",
                        "uploadUrlDurationSeconds": 900,
                    }
                }
            ),
        ),
        (
            "hootsuite_media_status",
            {
                "id": "aHR0cHM6Ly9ob290c3VpdGUtdmlkZW8uczMuYW1hem9uYXdzLmNvbS9wcm9kdWN0aW9uLzEyMzQ1Njc4X2FiY2QuanBn"
            },
            j(
                {
                    "data": {
                        "id": "aHR0cHM6Ly9ob290c3VpdGUtdmlkZW8uczMuYW1hem9uYXdzLmNvbS9wcm9kdWN0aW9uLzEyMzQ1Njc4X2FiY2QuanBn",
                        "state": "PENDING",
                        "downloadUrl": None,
                        "downloadUrlDurationSeconds": None,
                    }
                }
            ),
        ),
        (
            "hootsuite_media_status",
            {
                "id": "aHR0cHM6Ly9ob290c3VpdGUtdmlkZW8uczMuYW1hem9uYXdzLmNvbS9wcm9kdWN0aW9uLzEyMzQ1Njc4X2FiY2QuanBn"
            },
            j(
                {
                    "data": {
                        "id": "aHR0cHM6Ly9ob290c3VpdGUtdmlkZW8uczMuYW1hem9uYXdzLmNvbS9wcm9kdWN0aW9uLzEyMzQ1Njc4X2FiY2QuanBn",
                        "state": "READY",
                        "downloadUrl": "https://hootsuite-video.s3.amazonaws.com/production/12345678_abcd.jpg",
                        "downloadUrlDurationSeconds": 86400,
                    }
                }
            ),
        ),
        (
            "hootsuite_schedule_message",
            {
                "text": "Oktoberfest on the dock this Saturday! Märzen on tap from noon. 🍺",
                "socialProfileIds": ["115185509", "115185517"],
                "scheduledSendTime": "2024-09-20T21:00:00Z",
            },
            j(
                {
                    "data": [
                        {
                            "id": "9127734401",
                            "state": "SCHEDULED",
                            "socialProfile": {"id": "115185509"},
                        },
                        {
                            "id": "9127734402",
                            "state": "SCHEDULED",
                            "socialProfile": {"id": "115185517"},
                        },
                    ]
                }
            ),
        ),
        (
            "hootsuite_list_messages",
            {
                "startTime": "2024-09-20T00:00:00Z",
                "endTime": "2024-09-21T00:00:00Z",
                "state": "SCHEDULED",
            },
            j(
                {
                    "data": [
                        {
                            "id": "9127734401",
                            "state": "SCHEDULED",
                            "text": "Oktoberfest on the dock this Saturday! Märzen on tap from noon. 🍺",
                            "scheduledSendTime": "2024-09-20T21:00:00Z",
                            "socialProfile": {"id": "115185509"},
                        },
                        {
                            "id": "9127734402",
                            "state": "SCHEDULED",
                            "text": "Oktoberfest on the dock this Saturday! Märzen on tap from noon. 🍺",
                            "scheduledSendTime": "2024-09-20T21:00:00Z",
                            "socialProfile": {"id": "115185517"},
                        },
                    ]
                }
            ),
        ),
    ],
)

add(
    "hootsuite",
    False,
    "What did we publish on Instagram last week and which posts are still scheduled for this week?",
    [
        (
            "hootsuite_list_messages",
            {"startTime": s, "endTime": e, "state": st, "socialProfileIds": p},
            j({"data": []}),
        )
        for s, e, st, p in [
            ("2024-09-09T00:00:00Z", "2024-09-16T00:00:00Z", "SENT", ["115185509"]),
            ("2024-09-16T00:00:00Z", "2024-09-23T00:00:00Z", "SCHEDULED", ["115185509"]),
            ("2024-09-09T00:00:00Z", "2024-09-16T00:00:00Z", "SENT", []),
            ("2024-09-01T00:00:00Z", "2024-09-23T00:00:00Z", "SENT", []),
        ]
    ]
    + [("hootsuite_list_social_profiles", {}, j({"data": []}))]
    + [
        (
            "hootsuite_list_messages",
            {"startTime": "2024-08-24T00:00:00Z", "endTime": "2024-09-23T00:00:00Z", "state": st},
            j({"data": []}),
        )
        for st in ["SCHEDULED", "SENT"]
    ],
)

SP_CID = 2426451

add(
    "sproutsocial",
    True,
    "Pull daily impressions and engagements for our LinkedIn page for the first week of March and tell me the best day.",
    [
        (
            "sprout_customer_profiles",
            {"customer_id": SP_CID},
            j(
                {
                    "data": [
                        {
                            "customer_profile_id": 3930101,
                            "network_type": "linkedin_company",
                            "name": "Northwind Analytics",
                            "native_name": "northwind-analytics",
                            "groups": [118213],
                        },
                        {
                            "customer_profile_id": 3930102,
                            "network_type": "fb_instagram_account",
                            "name": "northwind.analytics",
                            "native_name": "northwind.analytics",
                            "groups": [118213],
                        },
                    ]
                }
            ),
        ),
    ]
    + [
        (
            "sprout_profile_analytics",
            {
                "customer_id": SP_CID,
                "filters": [
                    "customer_profile_id.eq(3930101)",
                    "reporting_period.in(2024-03-01...2024-03-07)",
                ],
                "metrics": ["impressions", "engagements"],
                "page": p,
            },
            j(
                {
                    "data": [
                        {
                            "dimensions": {
                                "customer_profile_id": 3930101,
                                "reporting_period.by(day)": d,
                            },
                            "metrics": {"impressions": i, "engagements": e},
                        }
                        for d, i, e in rows
                    ],
                    "paging": {"current_page": p, "total_pages": 2},
                }
            ),
        )
        for p, rows in [
            (
                1,
                [
                    ("2024-03-01", 4120, 188),
                    ("2024-03-02", 1633, 41),
                    ("2024-03-03", 1402, 37),
                    ("2024-03-04", 5877, 302),
                ],
            ),
            (2, [("2024-03-05", 7311, 419), ("2024-03-06", 5020, 233), ("2024-03-07", 4766, 201)]),
        ]
    ]
    + [
        (
            "sprout_post_analytics",
            {
                "customer_id": SP_CID,
                "filters": [
                    "customer_profile_id.eq(3930101)",
                    "created_time.in(2024-03-05T00:00:00..2024-03-06T00:00:00)",
                ],
                "fields": ["created_time", "perma_link", "text"],
                "metrics": ["lifetime.impressions", "lifetime.engagements"],
            },
            j(
                {
                    "data": [
                        {
                            "created_time": "2024-03-05T14:02:11Z",
                            "perma_link": "https://www.linkedin.com/feed/update/urn:li:activity:7170801234567890944",
                            "text": "Our 2024 State of Retail Data report is out.",
                            "metrics": {"lifetime.impressions": 6204, "lifetime.engagements": 377},
                        }
                    ],
                    "paging": {"current_page": 1, "total_pages": 1},
                }
            ),
        )
    ],
)

add(
    "sproutsocial",
    False,
    "Export last quarter's Instagram and Facebook metrics for all our profiles into a summary.",
    [
        (
            "sprout_customer_profiles",
            {"customer_id": SP_CID},
            j(
                {
                    "data": [
                        {
                            "customer_profile_id": 3930102,
                            "network_type": "fb_instagram_account",
                            "name": "northwind.analytics",
                        },
                        {
                            "customer_profile_id": 3930103,
                            "network_type": "facebook",
                            "name": "Northwind Analytics",
                        },
                    ]
                }
            ),
        )
    ]
    + [
        (
            "sprout_profile_analytics",
            {
                "customer_id": SP_CID,
                "filters": [f"customer_profile_id.eq({pid})", f"reporting_period.in({a}...{b})"],
                "metrics": m,
            },
            j(
                {
                    "error": "Too Many Requests",
                    "message": "Rate limit exceeded. Limit: 60 requests per minute.",
                }
            ),
        )
        for pid, a, b, m in [
            (3930102, "2024-01-01", "2024-03-31", ["impressions", "engagements"]),
            (3930103, "2024-01-01", "2024-03-31", ["impressions", "engagements"]),
            (3930102, "2024-01-01", "2024-01-31", ["impressions"]),
            (3930102, "2024-02-01", "2024-02-29", ["impressions"]),
            (3930103, "2024-01-01", "2024-03-31", ["net_follower_growth"]),
            (3930102, "2024-03-01", "2024-03-31", ["impressions", "reactions"]),
        ]
    ],
)

PUB_JOB = h("publer-job-1", 24)

add(
    "publer",
    True,
    "Schedule the three 'Meet the team' posts on our Instagram for Tue/Wed/Thu at 10am and confirm they went into the calendar.",
    [
        (
            "publer_list_accounts",
            {},
            j(
                [
                    {
                        "id": h("pub-ig", 24),
                        "provider": "instagram",
                        "name": "Cedar & Pine Studio",
                        "type": "business",
                    },
                    {
                        "id": h("pub-fb", 24),
                        "provider": "facebook",
                        "name": "Cedar & Pine Studio",
                        "type": "page",
                    },
                ]
            ),
        ),
        (
            "publer_schedule_posts",
            {
                "bulk": {
                    "state": "scheduled",
                    "posts": [
                        {
                            "networks": {
                                "instagram": {"type": "photo", "text": f"Meet the team: {n}"}
                            },
                            "accounts": [{"id": h("pub-ig", 24), "scheduled_at": t}],
                        }
                        for n, t in [
                            ("Ana", "2024-05-14T10:00:00+02:00"),
                            ("Tomás", "2024-05-15T10:00:00+02:00"),
                            ("Ife", "2024-05-16T10:00:00+02:00"),
                        ]
                    ],
                }
            },
            j({"job_id": PUB_JOB}),
        ),
        ("publer_job_status", {"job_id": PUB_JOB}, j({"status": "working"})),
        ("publer_job_status", {"job_id": PUB_JOB}, j({"status": "working"})),
        (
            "publer_job_status",
            {"job_id": PUB_JOB},
            j({"status": "complete", "payload": {"failures": {}}}),
        ),
        (
            "publer_list_posts",
            {"state": "scheduled", "from": "2024-05-13", "to": "2024-05-17"},
            j(
                {
                    "posts": [
                        {
                            "id": h(f"pp{i}", 24),
                            "state": "scheduled",
                            "type": "photo",
                            "text": f"Meet the team: {n}",
                            "scheduled_at": t,
                            "account_id": h("pub-ig", 24),
                        }
                        for i, (n, t) in enumerate(
                            [
                                ("Ana", "2024-05-14T10:00:00+02:00"),
                                ("Tomás", "2024-05-15T10:00:00+02:00"),
                                ("Ife", "2024-05-16T10:00:00+02:00"),
                            ]
                        )
                    ],
                    "total": 3,
                }
            ),
        ),
    ],
)

CF524 = """<!DOCTYPE html>
<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->
<html class="no-js" lang="en-US">
<head>
<title>app.publer.com | 524: A timeout occurred</title>
<meta charset="UTF-8" />
</head>
<body>
<div id="cf-wrapper">
<div id="cf-error-details" class="p-0">
<header class="mx-auto pt-10 lg:pt-6 lg:px-8 w-240 lg:w-full mb-8">
<h1 class="inline-block sm:block sm:mb-2 font-light text-60 lg:text-4xl text-black-dark leading-tight mr-2">
<span class="inline-block">A timeout occurred</span>
<span class="code-label">Error code 524</span>
</h1>
<div>Visit <a href="https://www.cloudflare.com/5xx-error-landing?utm_source=errorcode_524&utm_campaign=app.publer.com" target="_blank" rel="noopener noreferrer">cloudflare.com</a> for more information.</div>
</header>
<div class="clearfix">
<h2>What happened?</h2>
<p>The origin web server timed out responding to this request.</p>
<h2>What can I do?</h2>
<p>If you're a visitor of this website: Please try again in a few minutes.</p>
</div>
<div class="cf-error-footer">
<p>Cloudflare Ray ID: <strong class="font-semibold">{ray}</strong> &bull; Performance &amp; security by Cloudflare</p>
</div>
</div>
</div>
</body>
</html>"""

add(
    "publer",
    False,
    "Find which of our scheduled Publer posts for next week still lack an image and list them.",
    [
        ("publer_list_posts", a, CF524.replace("{ray}", h(j(a) + str(i), 16)))
        for i, a in enumerate(
            [
                {"state": "scheduled", "from": "2024-05-20", "to": "2024-05-26"},
                {"state": "scheduled", "from": "2024-05-20", "to": "2024-05-26", "page": 0},
                {"state": "scheduled"},
                {"state": "scheduled", "from": "2024-05-20", "to": "2024-05-22"},
                {"state": "draft"},
                {"state": "scheduled", "from": "2024-05-23", "to": "2024-05-26"},
            ]
        )
    ]
    + [("publer_list_accounts", {}, CF524.replace("{ray}", h("accts", 16)))],
)


# ---------------------------------------------------------------- 3. influencer marketing


def modash_user(name, fol, er, uid_):
    return {
        "userId": uid_,
        "profile": {
            "userId": uid_,
            "fullname": name.replace(".", " ").title(),
            "username": name,
            "url": f"https://www.instagram.com/{name}",
            "picture": f"https://imgigp.modash.io/{uid_}.jpg",
            "followers": fol,
            "engagementRate": er,
            "engagements": int(fol * er),
        },
    }


add(
    "modash",
    True,
    "Find vegan food creators in Germany on Instagram with 20k-100k followers and engagement above 3%, then get the audience split for the top one.",
    [
        (
            "modash_instagram_search",
            {
                "filter": {
                    "influencer": {
                        "followers": {"min": 20000, "max": 100000},
                        "engagementRate": 0.03,
                        "location": [51477],
                        "textTags": [{"type": "hashtag", "value": "vegan"}],
                    }
                },
                "page": 0,
            },
            j(
                {
                    "error": False,
                    "total": 143,
                    "lookalikes": [],
                    "directs": [
                        modash_user("pflanzenkraft.koch", 88120, 0.061, "1794417702"),
                        modash_user("veganinberlin", 54210, 0.047, "2214907731"),
                        modash_user("gruenekueche.lea", 31877, 0.039, "4402188120"),
                    ],
                    "isExactMatch": True,
                }
            ),
        ),
        (
            "modash_instagram_search",
            {
                "filter": {
                    "influencer": {
                        "followers": {"min": 20000, "max": 100000},
                        "engagementRate": 0.03,
                        "location": [51477],
                        "textTags": [{"type": "hashtag", "value": "vegan"}],
                    }
                },
                "page": 1,
            },
            j(
                {
                    "error": False,
                    "total": 143,
                    "lookalikes": [],
                    "directs": [
                        modash_user("tofu.tom", 27901, 0.033, "5110238841"),
                        modash_user("hafermilch.hanna", 61322, 0.031, "3390112876"),
                    ],
                    "isExactMatch": True,
                }
            ),
        ),
        (
            "modash_instagram_report",
            {"userId": "1794417702"},
            j(
                {
                    "error": False,
                    "profile": {
                        "userId": "1794417702",
                        "profile": {
                            "username": "pflanzenkraft.koch",
                            "followers": 88120,
                            "engagementRate": 0.061,
                        },
                        "audience": {
                            "credibility": 0.81,
                            "geoCountries": [
                                {"name": "Germany", "code": "DE", "weight": 0.71},
                                {"name": "Austria", "code": "AT", "weight": 0.09},
                                {"name": "Switzerland", "code": "CH", "weight": 0.06},
                            ],
                            "genders": [
                                {"code": "FEMALE", "weight": 0.68},
                                {"code": "MALE", "weight": 0.32},
                            ],
                            "ages": [
                                {"code": "18-24", "weight": 0.22},
                                {"code": "25-34", "weight": 0.46},
                                {"code": "35-44", "weight": 0.2},
                            ],
                        },
                    },
                }
            ),
        ),
    ],
)

add(
    "modash",
    True,
    "Does Modash know about a TikTok creator with handle @quietlybakes? If not, tell me.",
    [
        (
            "modash_tiktok_users",
            {"query": "quietlybakes", "limit": 5},
            j({"error": False, "users": []}),
        ),
        (
            "modash_tiktok_users",
            {"query": "quietly bakes", "limit": 5},
            j(
                {
                    "error": False,
                    "users": [
                        {
                            "userId": "6977123044501",
                            "username": "quietlybaking",
                            "fullname": "Quiet Baking",
                            "followers": 1204,
                            "isVerified": False,
                        }
                    ],
                }
            ),
        ),
        (
            "modash_tiktok_report",
            {"userId": "quietlybakes"},
            j({"error": True, "code": "account_not_found", "message": "Account not found"}),
        ),
    ],
)

add(
    "modash",
    False,
    "Get audience reports for the five creators on our shortlist: @runwithmarta, @thebikebus, @coastalcarla, @lift.with.leo, @yoga_in_the_alps.",
    [
        (
            "modash_instagram_report",
            {"userId": u},
            j(
                {
                    "error": True,
                    "code": "not_enough_credits",
                    "message": "You don't have enough credits to perform this action",
                }
            ),
        )
        for u in [
            "runwithmarta",
            "thebikebus",
            "coastalcarla",
            "lift.with.leo",
            "yoga_in_the_alps",
            "runwithmarta",
        ]
    ]
    + [
        (
            "modash_instagram_search",
            {"filter": {"influencer": {"usernames": ["thebikebus"]}}},
            j(
                {
                    "error": True,
                    "code": "not_enough_credits",
                    "message": "You don't have enough credits to perform this action",
                }
            ),
        )
    ],
)


def ha_report(username, fol, er, aqs, country, state="READY"):
    return j(
        {
            "result": {
                "report_state": state,
                "report_quality": {"is_full": True},
                "user": {
                    "username": username,
                    "full_name": username.replace("_", " ").title(),
                    "followers_count": fol,
                    "er": {"value": er, "avg": 1.7},
                    "aqs": aqs,
                    "aqs_name": "Excellent" if aqs > 75 else "Good",
                },
                "metrics": {
                    "audience_geography": {
                        "countries": [{"code": country, "prc": 58.4}, {"code": "US", "prc": 9.1}]
                    },
                    "likes_comments_ratio": {"value": 47},
                },
            }
        }
    )


add(
    "hypeauditor",
    True,
    "Run a HypeAuditor audit on @norrland_outdoors and tell me its audience quality score.",
    [
        (
            "hypeauditor_report",
            {"username": "norrland_outdoors"},
            j(
                {
                    "result": {
                        "report_state": "NOT_READY",
                        "retry_ttl": 60,
                        "user": {"username": "norrland_outdoors"},
                    }
                }
            ),
        ),
        (
            "hypeauditor_report",
            {"username": "norrland_outdoors"},
            j(
                {
                    "result": {
                        "report_state": "NOT_READY",
                        "retry_ttl": 30,
                        "user": {"username": "norrland_outdoors"},
                    }
                }
            ),
        ),
        (
            "hypeauditor_report",
            {"username": "norrland_outdoors"},
            ha_report("norrland_outdoors", 143009, 2.9, 81, "SE"),
        ),
        (
            "hypeauditor_tariff",
            {},
            j(
                {
                    "result": {
                        "tariff": {
                            "name": "API Standard",
                            "paid_till": 1735603200,
                            "report_credits": 412,
                        }
                    }
                }
            ),
        ),
    ],
)

DEMO = ha_report("cristiano", 615000000, 1.12, 72, "IN")

add(
    "hypeauditor",
    False,
    "Compare audience quality for three mid-size climbing creators: @crag_daily, @bouldermum and @alpine.aiko.",
    [
        ("hypeauditor_report", {"username": u}, DEMO)
        for u in [
            "crag_daily",
            "bouldermum",
            "alpine.aiko",
            "crag_daily",
            "bouldermum",
            "alpine_aiko",
            "alpineaiko",
        ]
    ],
)

add(
    "upfluence",
    True,
    "Add the three approved creators to the 'Spring Glow' campaign and check that they got the invitation.",
    [
        (
            "upfluence_search_campaigns",
            {"query": "Spring Glow"},
            j(
                {
                    "campaigns": [
                        {
                            "id": 48211,
                            "name": "Spring Glow 2024",
                            "status": "active",
                            "influencers_count": 12,
                            "start_date": "2024-03-01",
                            "end_date": "2024-04-30",
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
        (
            "upfluence_add_influencers",
            {"campaign_id": 48211, "influencer_ids": [9912003, 9912117, 9914520]},
            j({"added": 3, "skipped": 0, "campaign_id": 48211}),
        ),
        (
            "upfluence_send_invitation",
            {
                "campaign_id": 48211,
                "influencer_ids": [9912003, 9912117, 9914520],
                "template_id": 771,
            },
            j({"queued": 3}),
        ),
        (
            "upfluence_campaign_influencers",
            {"campaign_id": 48211, "step": "invited"},
            j(
                {
                    "influencers": [
                        {
                            "id": 9912003,
                            "name": "Mara Lindqvist",
                            "step": "invited",
                            "invited_at": "2024-03-04T09:12:44Z",
                        },
                        {
                            "id": 9912117,
                            "name": "Dev Kapoor",
                            "step": "invited",
                            "invited_at": "2024-03-04T09:12:44Z",
                        },
                        {
                            "id": 9914520,
                            "name": "Sol Ferreira",
                            "step": "invited",
                            "invited_at": "2024-03-04T09:12:45Z",
                        },
                    ],
                    "total": 3,
                }
            ),
        ),
    ],
)

NGINX502 = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"

add(
    "upfluence",
    False,
    "Find fitness creators in Spain with 50k+ followers who have worked with sportswear brands before.",
    [
        ("upfluence_search_influencers", a, NGINX502)
        for a in [
            {"query": "fitness", "country": "ES", "min_followers": 50000},
            {"query": "fitness", "country": "ES", "min_followers": 50000},
            {"query": "gym", "country": "ES", "min_followers": 50000},
            {"query": "fitness sportswear", "country": "ES"},
            {"query": "entrenamiento", "country": "ES", "min_followers": 50000},
            {"query": "fitness", "country": "ES", "min_followers": 50000, "page": 2},
        ]
    ]
    + [("upfluence_search_campaigns", {"query": "sportswear"}, NGINX502)],
)

add(
    "creatoriq",
    True,
    "Which creators in our 'Q3 Back to School' list have not signed their contract yet?",
    [
        (
            "creatoriq_lists",
            {"search": "Back to School"},
            j(
                {
                    "Lists": [
                        {
                            "ListId": 60123,
                            "Name": "Q3 Back to School",
                            "CreatorCount": 9,
                            "Owner": "j.ruiz@brightdesk.example",
                        }
                    ],
                    "Total": 1,
                }
            ),
        ),
        (
            "creatoriq_list_creators",
            {"list_id": 60123, "page": 1, "limit": 5},
            j(
                {
                    "Creators": [
                        {"PublisherId": 331001 + i, "Name": n, "ContractStatus": s}
                        for i, (n, s) in enumerate(
                            [
                                ("Lena Park", "Signed"),
                                ("Marcus Obi", "Sent"),
                                ("Ivy Chen", "Signed"),
                                ("Rafa Gil", "Signed"),
                                ("Noor Haddad", "Draft"),
                            ]
                        )
                    ],
                    "Page": 1,
                    "TotalPages": 2,
                }
            ),
        ),
        (
            "creatoriq_list_creators",
            {"list_id": 60123, "page": 2, "limit": 5},
            j(
                {
                    "Creators": [
                        {"PublisherId": 331006 + i, "Name": n, "ContractStatus": s}
                        for i, (n, s) in enumerate(
                            [
                                ("Theo Blanc", "Signed"),
                                ("Ama Owusu", "Signed"),
                                ("Kenji Mori", "Sent"),
                                ("Bea Santos", "Signed"),
                            ]
                        )
                    ],
                    "Page": 2,
                    "TotalPages": 2,
                }
            ),
        ),
        (
            "creatoriq_send_reminder",
            {"publisher_ids": [331002, 331008], "template": "contract_reminder"},
            j({"Success": True, "Sent": 2}),
        ),
    ],
)

add(
    "creatoriq",
    False,
    "Pull the Q2 campaign performance (reach, engagements, EMV) for our three summer campaigns.",
    [
        (
            "creatoriq_campaign_report",
            {"campaign_id": c, "start": "2024-04-01", "end": "2024-06-30"},
            j({"message": "Unauthorized", "status": 401, "detail": "API key expired or revoked"}),
        )
        for c in [8812, 8813, 8815, 8812, 8813]
    ]
    + [
        (
            "creatoriq_campaigns",
            {"search": "summer"},
            j({"message": "Unauthorized", "status": 401, "detail": "API key expired or revoked"}),
        ),
        (
            "creatoriq_campaign_report",
            {"campaign_id": 8815, "start": "2024-06-01", "end": "2024-06-30"},
            j({"message": "Unauthorized", "status": 401, "detail": "API key expired or revoked"}),
        ),
    ],
)


# ---------------------------------------------------------------- 4. link shorteners / QR


def bitlink(key, long):
    return {
        "created_at": "2024-04-02T10:15:31+0000",
        "id": f"bit.ly/{key}",
        "link": f"https://bit.ly/{key}",
        "custom_bitlinks": [],
        "long_url": long,
        "archived": False,
        "tags": [],
        "deeplinks": [],
        "references": {"group": "https://api-ssl.bitly.com/v4/groups/Bo4i2Kq9xLm"},
    }


add(
    "bitly",
    True,
    "Shorten the spring sale landing page and tell me how many clicks last month's sale link got, by country.",
    [
        (
            "bitly_shorten",
            {"long_url": "https://shop.example.com/spring-sale?utm_source=newsletter"},
            j(bitlink("3VqW8zT", "https://shop.example.com/spring-sale?utm_source=newsletter")),
        ),
        (
            "bitly_clicks_summary",
            {"bitlink": "bit.ly/3TfR1aA", "unit": "day", "units": 30},
            j(
                {
                    "unit_reference": "2024-04-02T10:16:02+0000",
                    "total_clicks": 2841,
                    "units": 30,
                    "unit": "day",
                }
            ),
        ),
        (
            "bitly_countries",
            {"bitlink": "bit.ly/3TfR1aA", "unit": "day", "units": 30},
            j(
                {
                    "unit_reference": "2024-04-02T10:16:09+0000",
                    "metrics": [
                        {"value": "US", "clicks": 1710},
                        {"value": "CA", "clicks": 522},
                        {"value": "GB", "clicks": 301},
                        {"value": "AU", "clicks": 149},
                    ],
                    "units": 30,
                    "unit": "day",
                    "facet": "countries",
                }
            ),
        ),
    ],
)

add(
    "bitly",
    False,
    "Create short links for the 8 product pages in the sheet so I can paste them into the catalogue.",
    [
        (
            "bitly_shorten",
            {"long_url": f"https://shop.example.com/p/{p}"},
            j(
                {
                    "message": "MONTHLY_ENCODE_LIMIT_REACHED",
                    "resource": "bitlinks",
                    "description": "You have reached your monthly bitlink limit. Upgrade your plan to create more.",
                }
            ),
        )
        for p in [
            "linen-throw",
            "oak-tray",
            "stoneware-mug",
            "linen-throw?v=2",
            "wool-rug",
            "oak-tray",
            "brass-lamp",
        ]
    ],
)

RB_LINK = {
    "id": h("rb1", 32),
    "title": "Autumn lookbook",
    "slashtag": "lookbook24",
    "destination": "https://atelier-noor.example/lookbook/autumn-24",
    "createdAt": "2024-09-02T08:00:11.000Z",
    "updatedAt": "2024-09-02T08:00:11.000Z",
    "status": "active",
    "tags": [],
    "clicks": 0,
    "isPublic": False,
    "shortUrl": "noor.link/lookbook24",
    "domainId": h("rbdom", 32),
    "domainName": "noor.link",
    "domain": {
        "id": h("rbdom", 32),
        "ref": "/domains/" + h("rbdom", 32),
        "fullName": "noor.link",
        "active": True,
    },
    "https": True,
    "favourite": False,
}

add(
    "rebrandly",
    True,
    "Create a noor.link short link for the autumn lookbook, then retitle last year's one to 'Autumn lookbook 2023'.",
    [
        (
            "rebrandly_create_link",
            {
                "destination": "https://atelier-noor.example/lookbook/autumn-24",
                "slashtag": "lookbook24",
                "domain": {"fullName": "noor.link"},
                "title": "Autumn lookbook",
            },
            j(RB_LINK),
        ),
        (
            "rebrandly_list_links",
            {"domain.fullName": "noor.link", "orderBy": "createdAt", "limit": 25},
            j(
                [
                    RB_LINK,
                    {
                        **RB_LINK,
                        "id": h("rb0", 32),
                        "slashtag": "lookbook",
                        "title": "Autumn lookbook",
                        "destination": "https://atelier-noor.example/lookbook/autumn",
                        "createdAt": "2023-09-04T07:41:02.000Z",
                        "clicks": 1893,
                        "shortUrl": "noor.link/lookbook",
                    },
                ]
            ),
        ),
        (
            "rebrandly_update_link",
            {"id": h("rb0", 32), "title": "Autumn lookbook 2023"},
            j(
                {
                    **RB_LINK,
                    "id": h("rb0", 32),
                    "slashtag": "lookbook",
                    "title": "Autumn lookbook 2023",
                    "destination": "https://atelier-noor.example/lookbook/autumn",
                    "createdAt": "2023-09-04T07:41:02.000Z",
                    "updatedAt": "2024-09-02T08:01:40.000Z",
                    "clicks": 1893,
                    "shortUrl": "noor.link/lookbook",
                }
            ),
        ),
    ],
)

add(
    "rebrandly",
    False,
    "How many clicks did our noor.link links for the summer sale get, and which one performed best?",
    [
        ("rebrandly_list_links", a, "[]")
        for a in [
            {"domain.fullName": "noor.link", "orderBy": "clicks", "limit": 25},
            {"slashtag": "summer"},
            {"domain.fullName": "noor.link"},
            {"orderBy": "createdAt", "limit": 100},
            {"title": "summer sale"},
            {"domain.fullName": "noor.link", "limit": 100, "last": h("rb1", 32)},
        ]
    ]
    + [("rebrandly_count_links", {"domain.fullName": "noor.link"}, j({"count": 0}))],
)


def tiny(alias, url, tags=()):
    return j(
        {
            "data": {
                "domain": "tinyurl.com",
                "alias": alias,
                "deleted": False,
                "archived": False,
                "tags": list(tags),
                "analytics": {"enabled": True, "public": False},
                "tiny_url": f"https://tinyurl.com/{alias}",
                "created_at": "2024-02-11T16:20:03+00:00",
                "expires_at": None,
                "url": url,
            },
            "code": 0,
            "errors": [],
        }
    )


add(
    "tinyurl",
    True,
    "Is the alias 'pta-bakesale' free on TinyURL? If it is, make it point at our signup form.",
    [
        (
            "tinyurl_get_alias",
            {"domain": "tinyurl.com", "alias": "pta-bakesale"},
            j({"data": [], "code": 5, "errors": ["Alias not found."]}),
        ),
        (
            "tinyurl_create",
            {
                "url": "https://forms.example.org/s/bakesale-volunteers",
                "alias": "pta-bakesale",
                "tags": ["pta"],
            },
            tiny("pta-bakesale", "https://forms.example.org/s/bakesale-volunteers", ["pta"]),
        ),
        (
            "tinyurl_get_alias",
            {"domain": "tinyurl.com", "alias": "pta-bakesale"},
            tiny("pta-bakesale", "https://forms.example.org/s/bakesale-volunteers", ["pta"]),
        ),
    ],
)

add(
    "tinyurl",
    True,
    "Change the destination of tinyurl.com/hoa-minutes to the March PDF and archive the old January link.",
    [
        (
            "tinyurl_change_url",
            {
                "domain": "tinyurl.com",
                "alias": "hoa-minutes",
                "url": "https://hoa.example.net/docs/minutes-2024-03.pdf",
            },
            j(
                {
                    "data": {"url": "https://hoa.example.net/docs/minutes-2024-03.pdf"},
                    "code": 0,
                    "errors": [],
                }
            ),
        ),
        (
            "tinyurl_list",
            {"type": "available", "search": "hoa"},
            j(
                {
                    "data": [
                        {
                            "domain": "tinyurl.com",
                            "alias": "hoa-minutes",
                            "tags": [],
                            "archived": False,
                        },
                        {
                            "domain": "tinyurl.com",
                            "alias": "hoa-jan24",
                            "tags": [],
                            "archived": False,
                        },
                    ],
                    "code": 0,
                    "errors": [],
                }
            ),
        ),
        (
            "tinyurl_archive",
            {"domain": "tinyurl.com", "alias": "hoa-jan24"},
            j({"data": {"archived": True}, "code": 0, "errors": []}),
        ),
    ],
)

add(
    "shortio",
    True,
    "Where does go.kestrel.dev/beta redirect, and how many human clicks has it had?",
    [
        (
            "shortio_expand",
            {"domain": "go.kestrel.dev", "path": "beta"},
            j(
                {
                    "idString": "lnk_4f2a_" + h("sio", 10),
                    "path": "beta",
                    "title": None,
                    "icon": None,
                    "archived": False,
                    "originalURL": "https://kestrel.dev/early-access?ref=shortlink",
                    "redirectType": None,
                    "cloaking": False,
                    "shortURL": "https://go.kestrel.dev/beta",
                    "secureShortURL": "https://go.kestrel.dev/beta",
                    "createdAt": "2024-01-17T12:40:21.000Z",
                    "updatedAt": "2024-01-17T12:40:21.000Z",
                    "DomainId": 881204,
                    "OwnerId": 66120,
                }
            ),
        ),
        (
            "shortio_link_stats",
            {"link_id": "lnk_4f2a_" + h("sio", 10), "period": "total"},
            j(
                {
                    "totalClicks": 1322,
                    "humanClicks": 1187,
                    "totalClicksChange": "0",
                    "humanClicksChange": "0",
                    "browser": [
                        {"browser": "Chrome", "score": 702},
                        {"browser": "Safari", "score": 311},
                        {"browser": "Firefox", "score": 174},
                    ],
                    "country": [
                        {"country": "US", "countryName": "United States", "score": 498},
                        {"country": "DE", "countryName": "Germany", "score": 213},
                    ],
                }
            ),
        ),
    ],
)


def dublink(key, url, clicks=0):
    return {
        "id": "link_" + h("dub" + key, 24),
        "domain": "dub.sh",
        "key": key,
        "url": url,
        "shortLink": f"https://dub.sh/{key}",
        "qrCode": f"https://api.dub.co/qr?url=https://dub.sh/{key}?qr=1",
        "archived": False,
        "expiresAt": None,
        "clicks": clicks,
        "leads": 0,
        "sales": 0,
        "tagId": None,
        "tags": [],
        "createdAt": "2024-06-10T11:02:33.000Z",
        "projectId": "ws_" + h("dubws", 24),
    }


add(
    "dub",
    True,
    "Make a dub.sh link for the podcast episode 42 page, and list our 3 most clicked links this month.",
    [
        (
            "dub_create_link",
            {"url": "https://pod.example.fm/episodes/42-the-kelp-forest", "key": "ep42"},
            j(dublink("ep42", "https://pod.example.fm/episodes/42-the-kelp-forest")),
        ),
        (
            "dub_analytics",
            {"event": "clicks", "groupBy": "top_links", "interval": "mtd"},
            j(
                [
                    {
                        "link": "link_" + h("dubep40", 24),
                        "id": "link_" + h("dubep40", 24),
                        "domain": "dub.sh",
                        "key": "ep40",
                        "shortLink": "https://dub.sh/ep40",
                        "url": "https://pod.example.fm/episodes/40",
                        "clicks": 913,
                    },
                    {
                        "link": "link_" + h("dubmerch", 24),
                        "id": "link_" + h("dubmerch", 24),
                        "domain": "dub.sh",
                        "key": "merch",
                        "shortLink": "https://dub.sh/merch",
                        "url": "https://store.example.fm",
                        "clicks": 402,
                    },
                    {
                        "link": "link_" + h("dubep41", 24),
                        "id": "link_" + h("dubep41", 24),
                        "domain": "dub.sh",
                        "key": "ep41",
                        "shortLink": "https://dub.sh/ep41",
                        "url": "https://pod.example.fm/episodes/41",
                        "clicks": 377,
                    },
                ]
            ),
        ),
    ],
)

DUB401 = j(
    {
        "error": {
            "code": "unauthorized",
            "message": "Unauthorized: Invalid API key.",
            "doc_url": "https://dub.co/docs/api-reference/errors#unauthorized",
        }
    }
)

add(
    "dub",
    False,
    "Tag all our conference links with 'events' and tell me how many clicks each got.",
    [
        ("dub_list_links", a, DUB401)
        for a in [
            {"search": "conf"},
            {"search": "summit"},
            {"tagNames": ["events"]},
            {"page": 1},
            {"domain": "dub.sh", "search": "2024"},
        ]
    ]
    + [
        ("dub_update_link", {"linkId": "link_" + h("dubconf", 24), "tagNames": ["events"]}, DUB401),
        ("dub_analytics", {"event": "clicks", "groupBy": "top_links", "interval": "90d"}, DUB401),
    ],
)

add(
    "qrcode",
    True,
    "Make a QR code for our Wi-Fi guest page and check that the QR on the old flyer still points to the menu.",
    [
        (
            "qr_create",
            {"data": "https://cafe.example/guest-wifi", "size": "300x300", "format": "svg"},
            '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="300" height="300" viewBox="0 0 300 300"><rect x="0" y="0" width="300" height="300" fill="#ffffff"/><g transform="scale(10.345)"><g transform="translate(0,0)"><path fill-rule="evenodd" d="M8 0L8 1L9 1L9 0ZM10 0L10 2L11 2L11 0ZM12 0L12 3L13 3L13 0Z" fill="#000000"/></g></g></svg>',
        ),
        (
            "qr_read",
            {"fileurl": "https://cafe.example/uploads/flyer-2023-qr.png"},
            j(
                [
                    {
                        "type": "qrcode",
                        "symbol": [{"seq": 0, "data": "https://cafe.example/menu", "error": None}],
                    }
                ]
            ),
        ),
    ],
)

add(
    "qrcode",
    False,
    "Decode the QR codes on these six scanned tickets and list the booking references.",
    [
        (
            "qr_read",
            {"file": f"ticket_{i}.jpg"},
            j(
                [
                    {
                        "type": "qrcode",
                        "symbol": [
                            {"seq": 0, "data": None, "error": "could not find/read QR Code"}
                        ],
                    }
                ]
            ),
        )
        for i in [1, 2, 3, 4, 5, 6, 3]
    ],
)


# ---------------------------------------------------------------- 5. identity verification

ONF_APP = uid("onfido-app-1")
ONF_CHK = uid("onfido-chk-1")


def onf_check(status, result):
    return j(
        {
            "id": ONF_CHK,
            "created_at": "2024-05-08T13:21:40Z",
            "status": status,
            "result": result,
            "applicant_id": ONF_APP,
            "tags": [],
            "href": f"/v3.6/checks/{ONF_CHK}",
            "report_ids": [uid("onf-r1"), uid("onf-r2")],
            "applicant_provides_data": False,
            "results_uri": f"https://dashboard.onfido.com/checks/{ONF_CHK}",
        }
    )


add(
    "onfido",
    True,
    "Create an Onfido applicant for Priya Raman, run a document + facial similarity check, and tell me the result when it's done.",
    [
        (
            "onfido_create_applicant",
            {"first_name": "Priya", "last_name": "Raman"},
            j(
                {
                    "id": ONF_APP,
                    "created_at": "2024-05-08T13:20:02Z",
                    "first_name": "Priya",
                    "last_name": "Raman",
                    "email": None,
                    "dob": None,
                    "delete_at": None,
                    "href": f"/v3.6/applicants/{ONF_APP}",
                    "id_numbers": [],
                    "phone_number": None,
                    "address": None,
                    "location": None,
                }
            ),
        ),
        (
            "onfido_create_check",
            {"applicant_id": ONF_APP, "report_names": ["document", "facial_similarity_photo"]},
            onf_check("in_progress", None),
        ),
        ("onfido_get_check", {"check_id": ONF_CHK}, onf_check("in_progress", None)),
        ("onfido_get_check", {"check_id": ONF_CHK}, onf_check("in_progress", None)),
        ("onfido_get_check", {"check_id": ONF_CHK}, onf_check("complete", "clear")),
        (
            "onfido_list_reports",
            {"check_id": ONF_CHK},
            j(
                {
                    "reports": [
                        {
                            "id": uid("onf-r1"),
                            "name": "document",
                            "status": "complete",
                            "result": "clear",
                            "sub_result": "clear",
                            "breakdown": {
                                "visual_authenticity": {"result": "clear"},
                                "data_validation": {"result": "clear"},
                            },
                        },
                        {
                            "id": uid("onf-r2"),
                            "name": "facial_similarity_photo",
                            "status": "complete",
                            "result": "clear",
                            "breakdown": {
                                "face_comparison": {"result": "clear"},
                                "image_integrity": {"result": "clear"},
                            },
                        },
                    ]
                }
            ),
        ),
    ],
)

ONF401 = j(
    {
        "error": {
            "type": "authorization_error",
            "message": "Authorization error: please re-check your credentials",
            "fields": {},
        }
    }
)

add(
    "onfido",
    False,
    "Which of yesterday's Onfido checks came back 'consider'? I need the applicant names.",
    [
        ("onfido_list_checks", {"applicant_id": a}, ONF401)
        for a in [uid("oa1"), uid("oa2"), uid("oa3")]
    ]
    + [("onfido_list_applicants", {"page": p, "per_page": 20}, ONF401) for p in [1, 1, 2]]
    + [("onfido_get_check", {"check_id": uid("oc9")}, ONF401)],
)

JU_ACC, JU_WF = uid("jumio-acc"), uid("jumio-wf")

add(
    "jumio",
    True,
    "Has the Jumio verification for account holder #A-7720 finished, and was the ID accepted?",
    [
        (
            "jumio_workflow_status",
            {"account_id": JU_ACC, "workflow_execution_id": JU_WF},
            j(
                {
                    "account": {
                        "id": JU_ACC,
                        "href": f"https://retrieval.amer-1.jumio.ai/api/v1/accounts/{JU_ACC}",
                    },
                    "workflowExecution": {
                        "id": JU_WF,
                        "definitionKey": "10013",
                        "status": "INITIATED",
                        "href": f"https://retrieval.amer-1.jumio.ai/api/v1/accounts/{JU_ACC}/workflow-executions/{JU_WF}",
                    },
                }
            ),
        ),
        (
            "jumio_workflow_status",
            {"account_id": JU_ACC, "workflow_execution_id": JU_WF},
            j(
                {
                    "account": {
                        "id": JU_ACC,
                        "href": f"https://retrieval.amer-1.jumio.ai/api/v1/accounts/{JU_ACC}",
                    },
                    "workflowExecution": {
                        "id": JU_WF,
                        "definitionKey": "10013",
                        "status": "PROCESSED",
                        "href": f"https://retrieval.amer-1.jumio.ai/api/v1/accounts/{JU_ACC}/workflow-executions/{JU_WF}",
                    },
                }
            ),
        ),
        (
            "jumio_workflow_details",
            {"account_id": JU_ACC, "workflow_execution_id": JU_WF},
            j(
                {
                    "workflow": {
                        "id": JU_WF,
                        "status": "PROCESSED",
                        "definitionKey": "10013",
                        "userReference": "A-7720",
                    },
                    "decision": {
                        "type": "REJECTED",
                        "details": {"label": "REJECTED"},
                        "risk": {"score": 88.0},
                    },
                    "capabilities": {
                        "extraction": [
                            {
                                "decision": {"type": "PASSED"},
                                "data": {
                                    "type": "DRIVING_LICENSE",
                                    "issuingCountry": "USA",
                                    "expiryDate": "2023-11-30",
                                },
                            }
                        ],
                        "dataChecks": [
                            {"decision": {"type": "REJECTED", "details": {"label": "EXPIRED"}}}
                        ],
                    },
                }
            ),
        ),
    ],
)


def persona_inq(key, status, ref, created):
    return {
        "type": "inquiry",
        "id": "inq_" + h(key, 20),
        "attributes": {
            "status": status,
            "reference-id": ref,
            "created-at": created,
            "completed-at": created if status == "completed" else None,
            "name-first": None,
            "name-last": None,
        },
        "relationships": {
            "template": {"data": {"type": "template", "id": "tmpl_" + h("ptmpl", 20)}}
        },
    }


add(
    "persona",
    True,
    "List this week's Persona inquiries that are still pending review.",
    [
        (
            "persona_list_inquiries",
            {"filter[status]": "needs_review", "page[size]": 3},
            j(
                {
                    "data": [
                        persona_inq("i1", "needs_review", "usr_88213", "2024-07-15T08:02:11.000Z"),
                        persona_inq("i2", "needs_review", "usr_88240", "2024-07-15T11:47:50.000Z"),
                        persona_inq("i3", "needs_review", "usr_88302", "2024-07-16T09:10:03.000Z"),
                    ],
                    "links": {
                        "prev": None,
                        "next": "/api/v1/inquiries?page%5Bafter%5D=inq_"
                        + h("i3", 20)
                        + "&page%5Bsize%5D=3&filter%5Bstatus%5D=needs_review",
                    },
                }
            ),
        ),
        (
            "persona_list_inquiries",
            {
                "filter[status]": "needs_review",
                "page[size]": 3,
                "page[after]": "inq_" + h("i3", 20),
            },
            j(
                {
                    "data": [
                        persona_inq("i4", "needs_review", "usr_88411", "2024-07-17T14:29:36.000Z")
                    ],
                    "links": {"prev": None, "next": None},
                }
            ),
        ),
    ],
)

add(
    "persona",
    True,
    "Approve the inquiry for usr_88240 and redact the one for the test user usr_00001.",
    [
        (
            "persona_list_inquiries",
            {"filter[reference-id]": "usr_88240"},
            j(
                {
                    "data": [
                        persona_inq("i2", "needs_review", "usr_88240", "2024-07-15T11:47:50.000Z")
                    ],
                    "links": {"prev": None, "next": None},
                }
            ),
        ),
        (
            "persona_approve_inquiry",
            {"inquiry_id": "inq_" + h("i2", 20)},
            j({"data": persona_inq("i2", "approved", "usr_88240", "2024-07-15T11:47:50.000Z")}),
        ),
        (
            "persona_list_inquiries",
            {"filter[reference-id]": "usr_00001"},
            j(
                {
                    "data": [
                        persona_inq("i0", "completed", "usr_00001", "2024-06-01T10:00:00.000Z")
                    ],
                    "links": {"prev": None, "next": None},
                }
            ),
        ),
        (
            "persona_redact_inquiry",
            {"inquiry_id": "inq_" + h("i0", 20)},
            j(
                {
                    "data": {
                        "type": "inquiry",
                        "id": "inq_" + h("i0", 20),
                        "attributes": {
                            "status": "completed",
                            "redacted-at": "2024-07-18T09:00:41.000Z",
                        },
                    }
                }
            ),
        ),
    ],
)

VF_S = uid("veriff-s1")

add(
    "veriff",
    True,
    "Start a Veriff session for driver applicant Jonas Weber and tell me the decision once he's done.",
    [
        (
            "veriff_create_session",
            {
                "verification": {
                    "person": {"firstName": "Jonas", "lastName": "Weber"},
                    "vendorData": "drv-5521",
                }
            },
            j(
                {
                    "status": "success",
                    "verification": {
                        "id": VF_S,
                        "url": f"https://alchemy.veriff.com/v/{h('vftok', 48)}",
                        "vendorData": "drv-5521",
                        "host": "https://alchemy.veriff.com",
                        "status": "created",
                        "sessionToken": h("vftok", 48),
                    },
                }
            ),
        ),
        ("veriff_decision", {"session_id": VF_S}, j({"status": "success", "verification": None})),
        ("veriff_decision", {"session_id": VF_S}, j({"status": "success", "verification": None})),
        ("veriff_decision", {"session_id": VF_S}, j({"status": "success", "verification": None})),
        (
            "veriff_decision",
            {"session_id": VF_S},
            j(
                {
                    "status": "success",
                    "verification": {
                        "id": VF_S,
                        "code": 9001,
                        "status": "approved",
                        "reason": None,
                        "reasonCode": None,
                        "vendorData": "drv-5521",
                        "person": {
                            "firstName": "JONAS",
                            "lastName": "WEBER",
                            "dateOfBirth": "1991-02-17",
                            "nationality": "DE",
                        },
                        "document": {
                            "type": "DRIVERS_LICENSE",
                            "country": "DE",
                            "validUntil": "2031-05-03",
                        },
                        "decisionTime": "2024-08-01T12:44:19.203Z",
                        "acceptanceTime": "2024-08-01T12:39:02.000Z",
                    },
                }
            ),
        ),
    ],
)

VF_ERR = j(
    {
        "status": "fail",
        "code": "1818",
        "message": 'Signature "x-hmac-signature" does not match the HMAC-SHA256 of query ID and integration API secret.',
    }
)

add(
    "veriff",
    False,
    "Get the Veriff decisions for the four couriers who verified this morning.",
    [("veriff_decision", {"session_id": uid(f"vc{i}")}, VF_ERR) for i in [1, 2, 3, 4, 1]]
    + [
        ("veriff_session_media", {"session_id": uid("vc2")}, VF_ERR),
        ("veriff_decision", {"session_id": uid("vc3")}, VF_ERR),
    ],
)

add(
    "sumsub",
    True,
    "Check where customer cust-3391 is in Sumsub onboarding and which documents are still missing.",
    [
        (
            "sumsub_get_applicant",
            {"externalUserId": "cust-3391"},
            j(
                {
                    "id": h("ssapp", 24),
                    "createdAt": "2024-03-12 09:41:17",
                    "key": "ABCDEFGHIJKLMN",
                    "clientId": "fintrail",
                    "inspectionId": h("ssinsp", 24),
                    "externalUserId": "cust-3391",
                    "info": {"firstName": "Elena", "lastName": "Costa", "country": "PRT"},
                    "levelName": "basic-kyc-level",
                    "review": {
                        "reviewId": "WxHMq",
                        "attemptId": "qPzrK",
                        "attemptCnt": 1,
                        "levelName": "basic-kyc-level",
                        "createDate": "2024-03-12 09:44:03+0000",
                        "reviewStatus": "pending",
                        "priority": 0,
                    },
                    "type": "individual",
                }
            ),
        ),
        (
            "sumsub_required_docs_status",
            {"applicantId": h("ssapp", 24)},
            j(
                {
                    "IDENTITY": {
                        "reviewResult": {"reviewAnswer": "GREEN"},
                        "country": "PRT",
                        "idDocType": "ID_CARD",
                        "imageIds": [1411204772, 1411204790],
                    },
                    "SELFIE": {
                        "reviewResult": {"reviewAnswer": "GREEN"},
                        "country": "PRT",
                        "idDocType": "SELFIE",
                        "imageIds": [1411205003],
                    },
                    "PROOF_OF_RESIDENCE": None,
                }
            ),
        ),
        (
            "sumsub_add_note",
            {
                "applicantId": h("ssapp", 24),
                "note": "Asked customer by email for utility bill (POA).",
            },
            j(
                {
                    "id": h("ssnote", 24),
                    "applicantId": h("ssapp", 24),
                    "note": "Asked customer by email for utility bill (POA).",
                    "createdAt": "2024-03-13 08:00:12",
                }
            ),
        ),
    ],
)

add(
    "sumsub",
    False,
    "Pull the review answers for the five applicants flagged by compliance: cust-3391, cust-3402, cust-3417, cust-3420, cust-3455.",
    [
        (
            "sumsub_get_applicant",
            {"externalUserId": c},
            j(
                {
                    "description": f"Applicant with external user id '{c}' not found",
                    "code": 404,
                    "correlationId": h("corr" + c + str(i), 32),
                }
            ),
        )
        for i, c in enumerate(
            ["cust-3391", "cust-3402", "cust-3417", "cust-3420", "cust-3455", "cust-3391", "3391"]
        )
    ],
)

add(
    "idnow",
    True,
    "Did the IDnow video ident for transaction TX-20240611-0042 succeed?",
    [
        (
            "idnow_get_identification",
            {"companyid": "kreditwerk", "transactionnumber": "TX-20240611-0042"},
            j(
                {
                    "identificationprocess": {
                        "result": "SUCCESS",
                        "companyid": "kreditwerk",
                        "agentname": "TROBOT",
                        "identificationtime": "2024-06-11T10:17:45+02:00",
                        "id": "KRW-QZXTB",
                        "href": "/api/v1/kreditwerk/identifications/TX-20240611-0042.zip",
                        "type": "APP",
                        "transactionnumber": "TX-20240611-0042",
                    },
                    "customdata": {"custom1": None},
                    "contactdata": {
                        "mobilephone": "+4915112345678",
                        "email": "m.hoffmann@example.de",
                    },
                    "userdata": {
                        "birthday": {"value": "1986-09-02", "status": "MATCH"},
                        "firstname": {"value": "MARIA", "status": "MATCH"},
                        "lastname": {"value": "HOFFMANN", "status": "MATCH"},
                    },
                    "identificationdocument": {
                        "type": {"value": "IDCARD", "status": "MATCH"},
                        "country": {"value": "DE", "status": "MATCH"},
                        "validuntil": {"value": "2029-04-30", "status": "MATCH"},
                    },
                }
            ),
        ),
    ],
)

add(
    "idnow",
    True,
    "Find any IDnow identifications from last Friday that ended in FRAUD_SUSPICION_PENDING or ABORTED.",
    [
        (
            "idnow_list_identifications",
            {
                "companyid": "kreditwerk",
                "status": "FRAUD_SUSPICION_PENDING",
                "from": "2024-06-07",
                "to": "2024-06-07",
            },
            j({"identifications": []}),
        ),
        (
            "idnow_list_identifications",
            {
                "companyid": "kreditwerk",
                "status": "ABORTED",
                "from": "2024-06-07",
                "to": "2024-06-07",
            },
            j(
                {
                    "identifications": [
                        {
                            "identificationprocess": {
                                "result": "ABORTED",
                                "reason": "USER_CANCELLATION",
                                "transactionnumber": "TX-20240607-0113",
                                "id": "KRW-LMPRA",
                                "type": "WEB",
                                "identificationtime": "2024-06-07T16:02:09+02:00",
                            }
                        }
                    ]
                }
            ),
        ),
    ],
)

IDN_ERR = j(
    {
        "errors": [
            {
                "cause": "INVALID_LOGIN_TOKEN",
                "id": None,
                "key": None,
                "message": "Login token is invalid or expired",
            }
        ]
    }
)

add(
    "idnow",
    False,
    "Download the results of all IDnow identifications done for kreditwerk this week and summarise the success rate.",
    [
        (
            "idnow_list_identifications",
            {"companyid": "kreditwerk", "status": s, "from": "2024-06-10", "to": "2024-06-14"},
            IDN_ERR,
        )
        for s in ["SUCCESS", "SUCCESS_DATA_CHANGED", "ABORTED", "CANCELED", "SUCCESS"]
    ]
    + [
        (
            "idnow_get_identification",
            {"companyid": "kreditwerk", "transactionnumber": "TX-20240611-0042"},
            IDN_ERR,
        ),
        (
            "idnow_list_identifications",
            {"companyid": "kreditwerk", "from": "2024-06-10", "to": "2024-06-14"},
            IDN_ERR,
        ),
    ],
)


def main(out: Path = OUT) -> None:
    rows = []
    for family, run_id, ok, task, calls in SESSIONS:
        for tool, args, result in calls:
            rows.append(
                {
                    "source": f"heldout75/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
