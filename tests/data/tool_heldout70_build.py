"""Build tests/data/tool_heldout70.jsonl: a blind held-out fixture of tool sessions.

Five domain groups, written as real tools and their wrappers return results, with no
reference to any detector. Each row is one tool call in the project's ``real-runs`` format.

Where each format comes from, and how sure of it I am (the session was short: formats are
written from memory of each vendor's public API reference and client libraries, not
re-checked line by line; field names the documentation spells out are firm, sample values
are invented):

1. Web-scraping services.
   - ScrapingBee (``GET /api/v1/``): the raw page body is returned as is; errors are a JSON
     ``{"message": ...}`` with 401 when credits run out. Sure of the shape, less of wording.
   - Apify (``POST /v2/acts/{id}/runs``, ``GET /v2/actor-runs/{id}``, dataset items):
     run objects wrapped in ``{"data": {...}}`` with ``status`` READY/RUNNING/SUCCEEDED;
     dataset items a bare JSON array. Fairly sure.
   - Zyte API (``POST /v1/extract``): ``{"url", "statusCode", "browserHtml"|"product"}``;
     errors are RFC 7807 problem documents (``type``, ``title``, ``status``, ``detail``).
     Fairly sure.
   - Bright Data Web Scraper API (``/datasets/v3/trigger``, ``/progress``, ``/snapshot``):
     ``{"snapshot_id": ...}``, ``{"status": "running"}``, then records. Moderately sure.
   - ScraperAPI: body as is; credit exhaustion is a 403 plain-text sentence. Moderately sure.
   - Oxylabs Web Scraper API realtime: ``{"results": [{"content", "status_code", "url",
     "job_id", ...}]}``. Fairly sure.
2. Video platforms.
   - Wistia Data API v1 (``/medias.json``, ``/stats/medias/{id}.json``): bare arrays and
     objects with ``hashed_id``. Fairly sure.
   - JW Player Management API v2 (``/v2/sites/{site}/media/``): ``{"media": [...],
     "page", "page_length", "total"}``. Moderately sure.
   - Cloudflare Stream: the v4 envelope ``{"result", "success", "errors", "messages"}``.
     Sure.
   - api.video (``/videos``): ``{"data": [...], "pagination": {...}}``; errors are problem
     documents. Fairly sure.
   - Vidyard Dashboard API: player/video JSON. Least sure of field names.
   - Kaltura (``/api_v3/service/media/action/list`` with format=1): ``objectType``
     ``KalturaMediaListResponse``; errors ``KalturaAPIException`` with ``INVALID_KS``. Sure.
3. Vehicle history and pricing.
   - Carfax and Kelley Blue Book have no open public API; they are written as the dealer
     integrations and MCP wrappers an agent would be given (JSON records). Least sure.
   - Marketcheck API v2 (``/v2/search/car/active``): ``{"num_found", "listings": [...]}``.
     Fairly sure.
   - CarsXE (``/specs``, ``/marketvalue``): ``{"success": true, "input": {...}, ...}``.
     Moderately sure.
   - Auto.dev VIN decode: JSON with ``make``, ``model``, ``years``. Moderately sure.
   - VinAudit (``/v2/query``, ``/pullreport``): ``{"vin", "success", "error", ...}``.
     Moderately sure.
4. Time tracking.
   - Everhour (``/team/time``, ``/timers``): arrays of time records in seconds. Fairly sure.
   - RescueTime Analytic Data API: ``{"notes", "row_headers", "rows"}``. Sure.
   - Timely API v1.1 (``/{account}/events``): event objects with ``duration``. Moderately.
   - Hubstaff API v2 (``/v2/organizations/{id}/activities``): ``{"activities": [...],
     "pagination": {"next_page_start_id"}}``. Fairly sure.
   - TimeCamp (``/third_party/api/entries``): arrays of entries with string fields.
     Moderately sure.
   - Timing (web API ``/api/v1/time-entries``): ``{"data", "links", "meta"}``. Moderately.
5. Customer reviews.
   - Trustpilot (``/v1/business-units/{id}/reviews``): ``{"reviews": [...], "links"}``.
     Fairly sure.
   - Yotpo (``/v1/widget/{app_key}/products/{id}/reviews.json``): ``{"status": {"code":
     200}, "response": {...}}``. Fairly sure.
   - Bazaarvoice Conversations API: ``{"Limit", "Offset", "TotalResults", "Results",
     "HasErrors", "Errors"}``. Sure.
   - Reviews.io, Judge.me (``{"current_page", "per_page", "reviews"}``) and Feefo
     (``{"summary": {"meta": ...}, "reviews": [...]}``). Moderately sure.

Successful sessions are hard on purpose (paging, polling, empty-but-true answers, terse
acknowledgements); failing sessions are a source that failed silently while the agent kept
calling with varied queries.
"""

# ruff: noqa: E501  (long literal strings are result text, kept whole)
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SESSIONS: list[tuple[str, str, int, str, list]] = []


def hid(*parts: str, n: int = 10) -> str:
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:n]


def j(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def add(family: str, ok: bool, task: str, calls: list) -> None:
    n = sum(1 for s in SESSIONS if s[0] == family and s[1] == ("ok" if ok else "fail")) + 1
    SESSIONS.append((family, "ok" if ok else "fail", n, task, calls))


# ---------------------------------------------------------------- 1. web scraping


def html(title: str, body: str) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>'
        + title
        + "</title></head>\n<body>\n"
        + body
        + "\n</body></html>"
    )


add(
    "scrapingbee",
    True,
    "Get the current prices of the three Hario V60 drippers on the roaster's shop page.",
    [
        (
            "scrapingbee_get",
            {"url": "https://northpinecoffee.com/collections/brewing", "render_js": False},
            html(
                "Brewing Gear | North Pine Coffee",
                '<ul class="grid">\n<li class="card"><a href="/products/hario-v60-01-ceramic">'
                'Hario V60 01 Ceramic</a><span class="price">$27.00</span></li>\n'
                '<li class="card"><a href="/products/hario-v60-02-plastic">Hario V60 02 Plastic'
                '</a><span class="price">$12.50</span></li>\n<li class="card"><a href="'
                '/products/chemex-6-cup">Chemex 6-cup</a><span class="price">$48.00</span></li>'
                '\n</ul>\n<nav class="pagination"><a href="?page=2">Next</a></nav>',
            ),
        ),
        (
            "scrapingbee_get",
            {"url": "https://northpinecoffee.com/collections/brewing?page=2", "render_js": False},
            html(
                "Brewing Gear - Page 2 | North Pine Coffee",
                '<ul class="grid">\n<li class="card"><a href="/products/hario-v60-02-glass-'
                'copper">Hario V60 02 Glass, Copper</a><span class="price sold-out">$39.00'
                '</span></li>\n<li class="card"><a href="/products/kalita-wave-185">Kalita '
                'Wave 185</a><span class="price">$34.00</span></li>\n</ul>',
            ),
        ),
        (
            "scrapingbee_get",
            {
                "url": "https://northpinecoffee.com/products/hario-v60-02-glass-copper",
                "extract_rules": {"price": ".price", "stock": ".inventory-note"},
            },
            j({"price": "$39.00", "stock": "Back in stock mid-January"}),
        ),
    ],
)

add(
    "scrapingbee",
    False,
    "Collect the opening hours of the five branches listed on citylibrary.org.",
    [
        (
            "scrapingbee_get",
            {"url": "https://citylibrary.org/locations"},
            html(
                "Locations - City Library",
                '<div class="branch"><h3>Central</h3><p>Mon-Thu 9-8, Fri-Sat 9-6, Sun 1-5</p>'
                '</div>\n<div class="branch"><h3>Eastgate</h3><p>Mon-Sat 10-6</p></div>\n'
                '<a href="/locations/riverside">Riverside</a> <a href="/locations/hillcrest">'
                'Hillcrest</a> <a href="/locations/oak-park">Oak Park</a>',
            ),
        ),
    ]
    + [
        (
            "scrapingbee_get",
            {"url": u} | ({"premium_proxy": True} if i >= 2 else {}),
            j(
                {
                    "message": "Monthly API calls limit reached: 1000",
                }
            ),
        )
        for i, u in enumerate(
            [
                "https://citylibrary.org/locations/riverside",
                "https://citylibrary.org/locations/hillcrest",
                "https://citylibrary.org/locations/oak-park",
                "https://citylibrary.org/locations/riverside?print=1",
                "https://www.citylibrary.org/locations/hillcrest",
                "https://citylibrary.org/locations/oak-park/hours",
            ]
        )
    ],
)

apify_run = "HG7ML7M8z78YcAPEB"
add(
    "apify",
    True,
    "Scrape the Google Maps listings for vegan bakeries in Lisbon and give me the top five "
    "by rating.",
    [
        (
            "apify_call_actor",
            {
                "actor": "compass/crawler-google-places",
                "input": {"searchStringsArray": ["vegan bakery"], "locationQuery": "Lisbon"},
            },
            j(
                {
                    "data": {
                        "id": apify_run,
                        "actId": "nwua9Gu5YrADL7ZDj",
                        "status": "READY",
                        "startedAt": "2026-11-30T10:02:11.412Z",
                        "defaultDatasetId": "wmKPijuyDnPZAPRMk",
                        "buildNumber": "0.3.87",
                    }
                },
                2,
            ),
        ),
        (
            "apify_get_run",
            {"runId": apify_run},
            j(
                {
                    "data": {
                        "id": apify_run,
                        "status": "RUNNING",
                        "stats": {"inputBodyLen": 96, "requestsFinished": 14, "requestsFailed": 0},
                    }
                },
                2,
            ),
        ),
        (
            "apify_get_run",
            {"runId": apify_run},
            j(
                {
                    "data": {
                        "id": apify_run,
                        "status": "RUNNING",
                        "stats": {"inputBodyLen": 96, "requestsFinished": 61, "requestsFailed": 1},
                    }
                },
                2,
            ),
        ),
        (
            "apify_get_run",
            {"runId": apify_run},
            j(
                {
                    "data": {
                        "id": apify_run,
                        "status": "SUCCEEDED",
                        "finishedAt": "2026-11-30T10:05:48.009Z",
                        "stats": {"requestsFinished": 88, "requestsFailed": 1},
                    }
                },
                2,
            ),
        ),
        (
            "apify_get_dataset_items",
            {
                "datasetId": "wmKPijuyDnPZAPRMk",
                "fields": "title,totalScore,reviewsCount",
                "limit": 5,
                "desc": True,
            },
            j(
                [
                    {"title": "Moko Veggie Café", "totalScore": 4.9, "reviewsCount": 612},
                    {
                        "title": "Ao 26 - Vegan Food Project",
                        "totalScore": 4.8,
                        "reviewsCount": 2104,
                    },
                    {"title": "Zarzuela Pastelaria Vegana", "totalScore": 4.8, "reviewsCount": 341},
                    {"title": "Naked Bakery", "totalScore": 4.7, "reviewsCount": 98},
                    {"title": "Pão Verde", "totalScore": 4.7, "reviewsCount": 57},
                ],
                2,
            ),
        ),
    ],
)

add(
    "apify",
    True,
    "Check whether the nightly 'competitor-prices' task ran last night and, if it failed, "
    "rerun it.",
    [
        (
            "apify_list_task_runs",
            {"taskId": "acme~competitor-prices", "desc": True, "limit": 3},
            j(
                {
                    "data": {
                        "total": 212,
                        "offset": 0,
                        "limit": 3,
                        "count": 3,
                        "items": [
                            {
                                "id": "kQ3rm9XnB2",
                                "status": "FAILED",
                                "startedAt": "2026-12-06T02:00:04.117Z",
                                "finishedAt": "2026-12-06T02:00:31.920Z",
                                "exitCode": 91,
                            },
                            {
                                "id": "Ls8TqWe71c",
                                "status": "SUCCEEDED",
                                "startedAt": "2026-12-05T02:00:03.884Z",
                                "finishedAt": "2026-12-05T02:14:52.306Z",
                            },
                            {
                                "id": "pV0aRb33kd",
                                "status": "SUCCEEDED",
                                "startedAt": "2026-12-04T02:00:05.012Z",
                                "finishedAt": "2026-12-04T02:13:40.771Z",
                            },
                        ],
                    }
                }
            ),
        ),
        (
            "apify_get_run_log",
            {"runId": "kQ3rm9XnB2"},
            "2026-12-06T02:00:09.301Z ACTOR: Pulling Docker image of build 1.4.2 from registry.\n"
            "2026-12-06T02:00:12.884Z INFO  PlaywrightCrawler: Starting the crawler.\n"
            "2026-12-06T02:00:29.140Z ERROR PlaywrightCrawler: Request failed and reached "
            "maximum retries. page.goto: net::ERR_NAME_NOT_RESOLVED at https://shop.rivalgear."
            "io/catalog\n2026-12-06T02:00:31.550Z ERROR Actor exited with code 91",
        ),
        (
            "apify_run_task",
            {"taskId": "acme~competitor-prices"},
            j(
                {
                    "data": {
                        "id": "Zt41cYp0aM",
                        "status": "READY",
                        "startedAt": "2026-12-07T09:41:22.005Z",
                    }
                }
            ),
        ),
        (
            "apify_get_run",
            {"runId": "Zt41cYp0aM"},
            j(
                {
                    "data": {
                        "id": "Zt41cYp0aM",
                        "status": "RUNNING",
                        "stats": {"requestsFinished": 37, "requestsFailed": 0},
                    }
                }
            ),
        ),
    ],
)

add(
    "apify",
    False,
    "Pull the latest 50 Instagram posts for the hashtags #slowfashion, #upcycling and #thrifthaul.",
    [
        (
            "apify_call_actor",
            {
                "actor": "apify/instagram-hashtag-scraper",
                "input": {"hashtags": [h], "resultsLimit": 50},
            },
            j(
                {
                    "data": {
                        "id": hid("ig", h, n=17),
                        "status": "SUCCEEDED",
                        "defaultDatasetId": hid("ds", h, n=17),
                        "stats": {"requestsFinished": 1, "requestsFailed": 3},
                    }
                }
            ),
        )
        if i % 2 == 0
        else (
            "apify_get_dataset_items",
            {"datasetId": hid("ds", h, n=17)},
            "[]",
        )
        for i, h in enumerate(
            [
                "slowfashion",
                "slowfashion",
                "upcycling",
                "upcycling",
                "thrifthaul",
                "thrifthaul",
                "slowfashion",
                "slowfashion",
            ]
        )
    ],
)

add(
    "zyte",
    True,
    "Extract the product name, price and availability for these two outdoor jackets.",
    [
        (
            "zyte_extract",
            {"url": "https://www.alpinetrail.de/p/ridge-shell-m-blau", "product": True},
            j(
                {
                    "url": "https://www.alpinetrail.de/p/ridge-shell-m-blau",
                    "statusCode": 200,
                    "product": {
                        "name": "Ridge Shell Jacke Herren",
                        "price": "229.95",
                        "currency": "EUR",
                        "availability": "InStock",
                        "sku": "RS-M-BL-48",
                        "metadata": {
                            "probability": 0.987,
                            "dateDownloaded": "2026-12-07T09:12:44Z",
                        },
                    },
                }
            ),
        ),
        (
            "zyte_extract",
            {"url": "https://www.alpinetrail.de/p/ridge-shell-w-rot", "product": True},
            j(
                {
                    "url": "https://www.alpinetrail.de/p/ridge-shell-w-rot",
                    "statusCode": 200,
                    "product": {
                        "name": "Ridge Shell Jacke Damen",
                        "price": "229.95",
                        "currency": "EUR",
                        "availability": "OutOfStock",
                        "sku": "RS-W-RT-38",
                        "metadata": {
                            "probability": 0.981,
                            "dateDownloaded": "2026-12-07T09:12:51Z",
                        },
                    },
                }
            ),
        ),
        (
            "zyte_extract",
            {"url": "https://www.alpinetrail.de/p/ridge-shell-w-rot?size=40", "product": True},
            j(
                {
                    "url": "https://www.alpinetrail.de/p/ridge-shell-w-rot?size=40",
                    "statusCode": 200,
                    "product": {
                        "name": "Ridge Shell Jacke Damen",
                        "price": "229.95",
                        "currency": "EUR",
                        "availability": "InStock",
                        "sku": "RS-W-RT-40",
                        "metadata": {
                            "probability": 0.979,
                            "dateDownloaded": "2026-12-07T09:13:02Z",
                        },
                    },
                }
            ),
        ),
    ],
)

zyte_ban = {
    "type": "/download/website-ban",
    "title": "Website Ban",
    "status": 520,
    "detail": "The website has banned the request, or is experiencing issues. Retrying "
    "later may work.",
}
add(
    "zyte",
    False,
    "Get the listed rent for each of the eight apartments in the Harbour View building on "
    "rentboard.co.uk.",
    [
        (
            "zyte_extract",
            {"url": f"https://www.rentboard.co.uk/listing/harbour-view-{u}", "browserHtml": True}
            | ({"geolocation": "GB"} if i > 3 else {}),
            j(zyte_ban),
        )
        for i, u in enumerate(["1a", "2b", "3a", "4c", "5a", "6b", "7a"])
    ],
)

add(
    "brightdata",
    True,
    "Collect the public LinkedIn company profiles for Northwind Logistics and Tailspin Toys "
    "(employee counts and HQ).",
    [
        (
            "brightdata_trigger",
            {
                "dataset_id": "gd_l1vikfnt1wgvvqz95w",
                "inputs": [
                    {"url": "https://www.linkedin.com/company/northwind-logistics"},
                    {"url": "https://www.linkedin.com/company/tailspin-toys"},
                ],
            },
            j({"snapshot_id": "s_m4x1pq7c2ngv0ahd9"}),
        ),
        ("brightdata_progress", {"snapshot_id": "s_m4x1pq7c2ngv0ahd9"}, j({"status": "running"})),
        ("brightdata_progress", {"snapshot_id": "s_m4x1pq7c2ngv0ahd9"}, j({"status": "running"})),
        (
            "brightdata_progress",
            {"snapshot_id": "s_m4x1pq7c2ngv0ahd9"},
            j({"status": "ready", "records": 2, "errors": 0}),
        ),
        (
            "brightdata_snapshot",
            {"snapshot_id": "s_m4x1pq7c2ngv0ahd9", "format": "json"},
            j(
                [
                    {
                        "name": "Northwind Logistics",
                        "company_size": "1,001-5,000 employees",
                        "employees_in_linkedin": 2318,
                        "headquarters": "Rotterdam, South Holland",
                        "founded": 1994,
                        "url": "https://www.linkedin.com/company/northwind-logistics",
                    },
                    {
                        "name": "Tailspin Toys",
                        "company_size": "201-500 employees",
                        "employees_in_linkedin": 264,
                        "headquarters": "Leeds, England",
                        "founded": 2011,
                        "url": "https://www.linkedin.com/company/tailspin-toys",
                    },
                ]
            ),
        ),
    ],
)

add(
    "brightdata",
    False,
    "Search Google (via the SERP API) for the top results on 'heat pump grants Ireland 2027', "
    "'SEAI heat pump grant amount' and 'heat pump BER requirement'.",
    [
        (
            "brightdata_serp",
            {"query": q, "country": "ie"},
            "<html><head><title>407 Proxy Authentication Required</title></head><body>"
            "<h1>Proxy Authentication Required</h1><p>zone 'serp_api1' is disabled. Enable "
            "the zone in the control panel.</p></body></html>",
        )
        for q in [
            "heat pump grants Ireland 2027",
            "SEAI heat pump grant amount",
            "heat pump BER requirement",
            "SEAI heat pump grant",
            "heat pump grant ireland",
            "seai.ie heat pump",
        ]
    ],
)

add(
    "scraperapi",
    True,
    "Find out whether the Lakeside Pavilion venue page lists any open dates in March.",
    [
        (
            "scraperapi_fetch",
            {"url": "https://lakesidepavilion.events/availability?month=2027-03", "render": True},
            html(
                "Availability - Lakeside Pavilion",
                '<div id="calendar" data-month="2027-03">\n<h2>March 2027</h2>\n<p class="empty">'
                "Fully booked. Join the waiting list or choose another month.</p>\n</div>",
            ),
        ),
        (
            "scraperapi_fetch",
            {"url": "https://lakesidepavilion.events/availability?month=2027-04", "render": True},
            html(
                "Availability - Lakeside Pavilion",
                '<div id="calendar" data-month="2027-04">\n<h2>April 2027</h2>\n<ul>'
                '<li data-date="2027-04-03">Sat 3 Apr - evening</li><li data-date="2027-04-17">'
                "Sat 17 Apr - all day</li></ul>\n</div>",
            ),
        ),
        (
            "scraperapi_async_submit",
            {"url": "https://lakesidepavilion.events/waiting-list"},
            j(
                {
                    "id": "7b1c2e4a-0f7d-4e11-9a35-2f54c6a8d903",
                    "status": "running",
                    "statusUrl": "https://async.scraperapi.com/jobs/7b1c2e4a-0f7d-4e11-9a35-"
                    "2f54c6a8d903",
                    "url": "https://lakesidepavilion.events/waiting-list",
                }
            ),
        ),
        (
            "scraperapi_async_status",
            {"id": "7b1c2e4a-0f7d-4e11-9a35-2f54c6a8d903"},
            j(
                {
                    "id": "7b1c2e4a-0f7d-4e11-9a35-2f54c6a8d903",
                    "status": "finished",
                    "response": {
                        "statusCode": 200,
                        "body": '<form id="waitlist"><label>Preferred'
                        ' month</label><select name="month"><option>March 2027</option></select>'
                        "</form>",
                    },
                }
            ),
        ),
    ],
)

add(
    "scraperapi",
    False,
    "Scrape the Amazon.com price history snippets for ASINs B0C1HX4N2Q, B0B7RS9K4M and B09V3KXJPB.",
    [
        (
            "scraperapi_fetch",
            {"url": f"https://www.amazon.com/dp/{a}", "country_code": cc},
            "You have exhausted the API Credits available in this monthly cycle. You can "
            "upgrade your subscription to get more credits: https://dashboard.scraperapi.com/"
            "billing",
        )
        for a, cc in [
            ("B0C1HX4N2Q", "us"),
            ("B0B7RS9K4M", "us"),
            ("B09V3KXJPB", "us"),
            ("B0C1HX4N2Q", "ca"),
            ("B0B7RS9K4M", "gb"),
            ("B09V3KXJPB", "de"),
            ("B0C1HX4N2Q", "us"),
        ]
    ],
)

add(
    "oxylabs",
    True,
    "What do the first two Bing result pages show for 'loft conversion cost Manchester'?",
    [
        (
            "oxylabs_realtime",
            {
                "source": "bing_search",
                "query": "loft conversion cost Manchester",
                "start_page": 1,
                "parse": True,
            },
            j(
                {
                    "results": [
                        {
                            "content": {
                                "results": {
                                    "organic": [
                                        {
                                            "pos": 1,
                                            "url": "https://www.checkatrade.com/blog/cost-guides/loft-conversion"
                                            "-cost/",
                                            "title": "Loft Conversion Cost 2026 | Checkatrade",
                                        },
                                        {
                                            "pos": 2,
                                            "url": "https://www.manchesterlofts.co.uk/prices",
                                            "title": "Prices - Manchester Lofts",
                                        },
                                    ]
                                },
                                "page": 1,
                            },
                            "created_at": "2026-12-07 09:20:11",
                            "job_id": "7279134958327510017",
                            "status_code": 200,
                            "url": "https://www.bing.com/search?q=loft+conversion+cost+Manchester",
                        }
                    ]
                }
            ),
        ),
        (
            "oxylabs_realtime",
            {
                "source": "bing_search",
                "query": "loft conversion cost Manchester",
                "start_page": 2,
                "parse": True,
            },
            j(
                {
                    "results": [
                        {
                            "content": {
                                "results": {
                                    "organic": [
                                        {
                                            "pos": 1,
                                            "url": "https://www.homebuilding.co.uk/advice/loft-conversion-costs",
                                            "title": "Loft conversion costs: how much will it cost in 2026?",
                                        },
                                        {
                                            "pos": 2,
                                            "url": "https://www.reddit.com/r/HousingUK/comments/1d2k3/",
                                            "title": "Quotes for dormer loft in Stockport - r/HousingUK",
                                        },
                                    ]
                                },
                                "page": 2,
                            },
                            "created_at": "2026-12-07 09:20:19",
                            "job_id": "7279134990862723073",
                            "status_code": 200,
                            "url": "https://www.bing.com/search?q=loft+conversion+cost+"
                            "Manchester&first=11",
                        }
                    ]
                }
            ),
        ),
    ],
)

oxy_cached = {
    "results": [
        {
            "content": {
                "results": {
                    "organic": [
                        {
                            "pos": 1,
                            "url": "https://www.nhs.uk/conditions/flu/",
                            "title": "Flu - NHS",
                        },
                        {
                            "pos": 2,
                            "url": "https://www.gov.uk/government/collections/annual-flu-programme",
                            "title": "Annual flu programme - GOV.UK",
                        },
                    ]
                },
                "page": 1,
            },
            "created_at": "2026-12-07 08:02:44",
            "job_id": "7279115320011223041",
            "status_code": 200,
            "url": "https://www.google.com/search?q=flu+vaccine+eligibility+uk",
        }
    ]
}
add(
    "oxylabs",
    False,
    "Search Google for pharmacies in Bristol offering walk-in shingles vaccines, and their prices.",
    [
        (
            "oxylabs_realtime",
            {
                "source": "google_search",
                "query": q,
                "geo_location": "Bristol,England,United Kingdom",
                "parse": True,
            },
            j(oxy_cached),
        )
        for q in [
            "walk-in shingles vaccine pharmacy Bristol",
            "shingles vaccine price Boots Bristol",
            "Superdrug shingles jab cost",
            "private shingles vaccination Bristol",
            "Shingrix price UK pharmacy",
            "shingles vaccine Bristol walk in",
            "Lloyds pharmacy shingles vaccine Bristol",
        ]
    ],
)

# ---------------------------------------------------------------- 2. video platforms


def wistia_media(name: str, secs: float, project: str, created: str) -> dict:
    h = hid("wistia", name)
    return {
        "id": int(hid("wid", name, n=6), 16),
        "name": name,
        "type": "Video",
        "created": created,
        "updated": created,
        "duration": secs,
        "hashed_id": h,
        "description": "",
        "progress": 1.0,
        "status": "ready",
        "thumbnail": {
            "url": f"https://embed-ssl.wistia.com/deliveries/{hid('th', name, n=40)}"
            ".jpg?image_crop_resized=200x120",
            "width": 200,
            "height": 120,
        },
        "project": {
            "id": int(hid("p", project, n=5), 16),
            "name": project,
            "hashed_id": hid("ph", project),
        },
    }


add(
    "wistia",
    True,
    "Which of our onboarding videos had the lowest play rate last quarter?",
    [
        (
            "wistia_list_medias",
            {"project_id": "onboarding", "page": 1, "per_page": 3},
            j(
                [
                    wistia_media(
                        "01 Welcome to Ledgerly", 94.2, "Onboarding", "2026-03-02T14:11:09Z"
                    ),
                    wistia_media(
                        "02 Connecting your bank", 212.6, "Onboarding", "2026-03-02T14:15:40Z"
                    ),
                    wistia_media(
                        "03 Categorising transactions", 301.0, "Onboarding", "2026-03-03T09:01:12Z"
                    ),
                ]
            ),
        ),
        (
            "wistia_list_medias",
            {"project_id": "onboarding", "page": 2, "per_page": 3},
            j(
                [
                    wistia_media(
                        "04 Invoices and reminders", 188.4, "Onboarding", "2026-03-05T10:22:51Z"
                    )
                ]
            ),
        ),
    ]
    + [
        (
            "wistia_media_stats",
            {"media_id": hid("wistia", name), "start_date": "2026-07-01", "end_date": "2026-09-30"},
            j(
                {
                    "load_count": loads,
                    "play_count": plays,
                    "play_rate": round(plays / loads, 4),
                    "hours_watched": hw,
                    "engagement": eng,
                    "visitors": vis,
                }
            ),
        )
        for name, loads, plays, hw, eng, vis in [
            ("01 Welcome to Ledgerly", 4120, 2987, 61.3, 0.71, 3310),
            ("02 Connecting your bank", 3388, 1745, 72.9, 0.62, 2804),
            ("03 Categorising transactions", 2011, 603, 31.4, 0.55, 1690),
            ("04 Invoices and reminders", 1544, 812, 27.0, 0.68, 1302),
        ]
    ],
)

add(
    "wistia",
    False,
    "Rename the three webinar recordings from November to the new naming scheme and move "
    "them into the 'Webinars 2026' project.",
    [
        (
            "wistia_list_medias",
            {"project_id": "webinars-2026"},
            j({"error": "Invalid credentials"}, None),
        ),
        ("wistia_search_medias", {"name": "webinar november"}, j({"error": "Invalid credentials"})),
        ("wistia_list_projects", {}, j({"error": "Invalid credentials"})),
        (
            "wistia_list_medias",
            {"type": "Video", "sort_by": "created", "sort_direction": 0},
            j({"error": "Invalid credentials"}),
        ),
        ("wistia_list_medias", {"project_id": "webinars"}, j({"error": "Invalid credentials"})),
        ("wistia_list_medias", {"name": "Webinar"}, j({"error": "Invalid credentials"})),
        ("wistia_list_medias", {"page": 1}, j({"error": "Invalid credentials"})),
    ],
)

add(
    "jwplayer",
    True,
    "Find every video tagged 'recall-2026' in the newsroom library and unpublish them.",
    [
        (
            "jwp_list_media",
            {"site_id": "Qx7bLm2N", "q": "tags:recall-2026", "page": 1, "page_length": 10},
            j(
                {
                    "media": [
                        {
                            "id": "Hk2Pq8Zr",
                            "type": "media",
                            "created": "2026-10-14T08:10:22+00:00",
                            "last_modified": "2026-10-14T08:12:03+00:00",
                            "status": "ready",
                            "metadata": {
                                "title": "Brake pad recall: what owners need to know",
                                "tags": ["recall-2026", "autos"],
                                "publish_start_date": "2026-10-14T09:00:00+00:00",
                                "publish_end_date": None,
                                "permalink": "https://cdn.jwplayer.com/previews/Hk2Pq8Zr",
                            },
                            "duration": 142.5,
                        },
                        {
                            "id": "Mb3Lt9Vc",
                            "type": "media",
                            "created": "2026-10-16T12:44:51+00:00",
                            "last_modified": "2026-10-17T07:30:12+00:00",
                            "status": "ready",
                            "metadata": {
                                "title": "Dealers report long waits for replacement parts",
                                "tags": ["recall-2026"],
                                "publish_start_date": "2026-10-16T13:00:00+00:00",
                                "publish_end_date": None,
                                "permalink": "https://cdn.jwplayer.com/previews/Mb3Lt9Vc",
                            },
                            "duration": 96.0,
                        },
                    ],
                    "page": 1,
                    "page_length": 10,
                    "total": 2,
                }
            ),
        ),
        (
            "jwp_update_media",
            {
                "site_id": "Qx7bLm2N",
                "media_id": "Hk2Pq8Zr",
                "metadata": {"publish_end_date": "2026-12-07T10:00:00+00:00"},
            },
            j(
                {
                    "id": "Hk2Pq8Zr",
                    "type": "media",
                    "last_modified": "2026-12-07T09:58:40+00:00",
                    "status": "ready",
                    "metadata": {"publish_end_date": "2026-12-07T10:00:00+00:00"},
                }
            ),
        ),
        (
            "jwp_update_media",
            {
                "site_id": "Qx7bLm2N",
                "media_id": "Mb3Lt9Vc",
                "metadata": {"publish_end_date": "2026-12-07T10:00:00+00:00"},
            },
            j(
                {
                    "id": "Mb3Lt9Vc",
                    "type": "media",
                    "last_modified": "2026-12-07T09:58:44+00:00",
                    "status": "ready",
                    "metadata": {"publish_end_date": "2026-12-07T10:00:00+00:00"},
                }
            ),
        ),
        (
            "jwp_list_media",
            {"site_id": "Qx7bLm2N", "q": "tags:recall2026", "page": 1, "page_length": 10},
            j({"media": [], "page": 1, "page_length": 10, "total": 0}),
        ),
    ],
)

add(
    "jwplayer",
    False,
    "Pull the per-country view counts for our top 5 videos this month from the JW Player "
    "analytics API.",
    [
        (
            "jwp_analytics_query",
            {
                "site_id": "Qx7bLm2N",
                "dimensions": dims,
                "metrics": [{"operation": "sum", "field": "plays"}],
                "start_date": "2026-12-01",
                "end_date": "2026-12-07",
            },
            j(
                {
                    "errors": [
                        {
                            "code": "rate_limit_exceeded",
                            "description": "You have exceeded the rate limit for this endpoint. Please wait and try again.",
                        }
                    ]
                }
            ),
        )
        for dims in [
            ["media_id", "country_code"],
            ["media_id"],
            ["country_code"],
            ["media_id", "country_code"],
            ["media_id"],
            ["country_code"],
            ["media_id", "country_code"],
            ["media_id"],
        ]
    ],
)

cf_env = {"success": True, "errors": [], "messages": []}
add(
    "cfstream",
    True,
    "Upload the keynote from our S3 link to Cloudflare Stream and send me the embed code "
    "once it's ready.",
    [
        (
            "cf_stream_copy",
            {
                "url": "https://acme-media.s3.amazonaws.com/events/keynote-2026.mp4",
                "meta": {"name": "Keynote 2026"},
            },
            j(
                {
                    "result": {
                        "uid": "ea95132c15732412d22c1476fa83f27a",
                        "status": {"state": "downloading", "pctComplete": "0"},
                        "meta": {"name": "Keynote 2026"},
                        "readyToStream": False,
                    }
                }
                | cf_env
            ),
        ),
        (
            "cf_stream_get",
            {"uid": "ea95132c15732412d22c1476fa83f27a"},
            j(
                {
                    "result": {
                        "uid": "ea95132c15732412d22c1476fa83f27a",
                        "status": {"state": "inprogress", "pctComplete": "38.000000"},
                        "readyToStream": False,
                        "duration": -1,
                    }
                }
                | cf_env
            ),
        ),
        (
            "cf_stream_get",
            {"uid": "ea95132c15732412d22c1476fa83f27a"},
            j(
                {
                    "result": {
                        "uid": "ea95132c15732412d22c1476fa83f27a",
                        "status": {"state": "inprogress", "pctComplete": "81.000000"},
                        "readyToStream": False,
                        "duration": -1,
                    }
                }
                | cf_env
            ),
        ),
        (
            "cf_stream_get",
            {"uid": "ea95132c15732412d22c1476fa83f27a"},
            j(
                {
                    "result": {
                        "uid": "ea95132c15732412d22c1476fa83f27a",
                        "status": {"state": "ready", "pctComplete": "100.000000"},
                        "readyToStream": True,
                        "duration": 3124.6,
                        "input": {"width": 1920, "height": 1080},
                        "playback": {
                            "hls": "https://customer-m033z5x00ks6nunl.cloudflarestream.com/"
                            "ea95132c15732412d22c1476fa83f27a/manifest/video.m3u8"
                        },
                    }
                }
                | cf_env
            ),
        ),
        (
            "cf_stream_embed",
            {"uid": "ea95132c15732412d22c1476fa83f27a"},
            '<stream src="ea95132c15732412d22c1476fa83f27a"></stream>\n<script data-cfasync='
            '"false" defer type="text/javascript" src="https://embed.cloudflarestream.com/'
            'embed/sdk.latest.js"></script>',
        ),
    ],
)

add(
    "cfstream",
    False,
    "List the live inputs on the events account and tell me which one is currently connected.",
    [
        (
            "cf_stream_live_inputs",
            args,
            j(
                {
                    "result": None,
                    "success": False,
                    "errors": [{"code": 10000, "message": "Authentication error"}],
                    "messages": [],
                }
            ),
        )
        for args in [
            {},
            {"include_counts": True},
            {"account_id": "events"},
            {"account_id": "9a7806061c88ada191ed06f989cc3dac"},
            {},
            {"account_id": "9a7806061c88ada191ed06f989cc3dac", "include_counts": True},
        ]
    ],
)

add(
    "apivideo",
    True,
    "How many of our product demo videos still have no captions?",
    [
        (
            "apivideo_list_videos",
            {"tags": ["demo"], "currentPage": p, "pageSize": 2},
            j(
                {
                    "data": [
                        {
                            "videoId": hid("av", t, n=22),
                            "title": t,
                            "tags": ["demo"],
                            "publishedAt": f"2026-0{p + 4}-1{i}T10:00:00+00:00",
                            "public": True,
                        }
                        for i, t in enumerate(ts)
                    ],
                    "pagination": {
                        "currentPage": p,
                        "pageSize": 2,
                        "pagesTotal": 2,
                        "itemsTotal": 3,
                        "currentPageItems": len(ts),
                        "links": [],
                    },
                }
            ),
        )
        for p, ts in [(1, ["Dashboard tour", "Setting up alerts"]), (2, ["Exporting reports"])]
    ]
    + [
        ("apivideo_list_captions", {"videoId": hid("av", t, n=22)}, body)
        for t, body in [
            (
                "Dashboard tour",
                j(
                    {
                        "data": [
                            {
                                "uri": "/videos/x/captions/en",
                                "src": "https://vod.api.video/vod/x/captions/en.vtt",
                                "srclang": "en",
                                "languageName": "English",
                                "default": True,
                            }
                        ],
                        "pagination": {
                            "currentPage": 1,
                            "pageSize": 25,
                            "pagesTotal": 1,
                            "itemsTotal": 1,
                            "currentPageItems": 1,
                            "links": [],
                        },
                    }
                ),
            ),
            (
                "Setting up alerts",
                j(
                    {
                        "data": [],
                        "pagination": {
                            "currentPage": 1,
                            "pageSize": 25,
                            "pagesTotal": 1,
                            "itemsTotal": 0,
                            "currentPageItems": 0,
                            "links": [],
                        },
                    }
                ),
            ),
            (
                "Exporting reports",
                j(
                    {
                        "data": [],
                        "pagination": {
                            "currentPage": 1,
                            "pageSize": 25,
                            "pagesTotal": 1,
                            "itemsTotal": 0,
                            "currentPageItems": 0,
                            "links": [],
                        },
                    }
                ),
            ),
        ]
    ],
)

add(
    "vidyard",
    True,
    "Which prospects watched the pricing walkthrough video to the end this week?",
    [
        (
            "vidyard_find_video",
            {"name": "Pricing walkthrough"},
            j(
                [
                    {
                        "id": 21877341,
                        "uuid": "Zq3mLkP1vT8xYc2nBb7dRw",
                        "name": "Pricing walkthrough (2026)",
                        "seconds": 208,
                        "status": "ready",
                        "created_at": "2026-09-02T17:14:11Z",
                    }
                ]
            ),
        ),
        (
            "vidyard_video_views",
            {"video_id": 21877341, "start": "2026-11-30", "page": 1},
            j(
                {
                    "views": [
                        {
                            "viewer": {"email": "m.okafor@brightpath.io", "name": "Mina Okafor"},
                            "watched_seconds": 208,
                            "percent": 100,
                            "started_at": "2026-12-01T15:02:11Z",
                        },
                        {
                            "viewer": {"email": "dgreen@harbourlane.com", "name": "Dale Green"},
                            "watched_seconds": 74,
                            "percent": 36,
                            "started_at": "2026-12-02T09:40:51Z",
                        },
                    ],
                    "page": 1,
                    "next_page": 2,
                }
            ),
        ),
        (
            "vidyard_video_views",
            {"video_id": 21877341, "start": "2026-11-30", "page": 2},
            j(
                {
                    "views": [
                        {
                            "viewer": {"email": "s.ito@kaizenrobotics.jp", "name": "Sora Ito"},
                            "watched_seconds": 205,
                            "percent": 99,
                            "started_at": "2026-12-04T01:22:07Z",
                        }
                    ],
                    "page": 2,
                    "next_page": None,
                }
            ),
        ),
        (
            "crm_log_activity",
            {
                "emails": ["m.okafor@brightpath.io", "s.ito@kaizenrobotics.jp"],
                "note": "Watched pricing walkthrough to the end",
            },
            "Logged 2 activities.",
        ),
    ],
)

add(
    "vidyard",
    False,
    "Get the thumbnails and durations for the five videos in the 'Q4 outreach' folder.",
    [
        (
            "vidyard_list_folder",
            {"folder": "Q4 outreach"},
            j(
                [
                    {"id": 21877341 + i, "name": n}
                    for i, n in enumerate(
                        [
                            "Intro - Alex",
                            "Case study - Fernhill",
                            "Demo (short)",
                            "Pricing",
                            "Thank you",
                        ]
                    )
                ]
            ),
        ),
    ]
    + [
        (
            "vidyard_get_video",
            {"video_id": 21877341 + i},
            "<html><head><title>503 Service Temporarily Unavailable</title></head><body>"
            "<center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx"
            "</center></body></html>",
        )
        for i in [0, 1, 2, 3, 4, 0, 2]
    ],
)

kaltura_list = {
    "objects": [
        {
            "id": "1_q8v2k0xm",
            "name": "Organic Chemistry L14 - Aldol reactions",
            "duration": 3011,
            "plays": 412,
            "createdAt": 1727802000,
            "status": 2,
            "mediaType": 1,
            "tags": "chem201,lecture",
            "objectType": "KalturaMediaEntry",
        },
        {
            "id": "1_7t0sm3bd",
            "name": "Organic Chemistry L15 - Michael additions",
            "duration": 2874,
            "plays": 0,
            "createdAt": 1728406800,
            "status": 2,
            "mediaType": 1,
            "tags": "chem201,lecture",
            "objectType": "KalturaMediaEntry",
        },
    ],
    "totalCount": 2,
    "objectType": "KalturaMediaListResponse",
}
add(
    "kaltura",
    True,
    "Has anyone watched lecture 15 of CHEM 201 yet? If not, re-send the notification to the class.",
    [
        (
            "kaltura_media_list",
            {"filter": {"tagsLike": "chem201", "orderBy": "+createdAt"}},
            j(kaltura_list),
        ),
        (
            "kaltura_category_entries",
            {"entryIdEqual": "1_7t0sm3bd"},
            j(
                {
                    "objects": [
                        {
                            "categoryId": 188204,
                            "entryId": "1_7t0sm3bd",
                            "createdAt": 1728406900,
                            "status": 2,
                            "objectType": "KalturaCategoryEntry",
                        }
                    ],
                    "totalCount": 1,
                    "objectType": "KalturaCategoryEntryListResponse",
                }
            ),
        ),
        (
            "kaltura_notify_category",
            {"categoryId": 188204, "template": "entry_ready", "entryId": "1_7t0sm3bd"},
            j({"objectType": "KalturaEventNotificationDispatchJobData", "templateId": 5531}),
        ),
    ],
)

ks_err = (
    '{"code":"INVALID_KS","message":"Invalid KS \\"djJ8MjQ1MTYxMXzH...\\" Error \\"-1,'
    'INVALID_STR\\"","objectType":"KalturaAPIException","args":{"KSID":"djJ8MjQ1MTYxMXzH...",'
    '"ERR_CODE":"-1","ERR_DESC":"EXPIRED"}}'
)
add(
    "kaltura",
    False,
    "Export the captions of every BIO 110 lecture to text so I can build a study guide.",
    [
        ("kaltura_media_list", {"filter": {"tagsLike": "bio110"}}, ks_err),
        ("kaltura_media_list", {"filter": {"nameLike": "BIO 110"}}, ks_err),
        ("kaltura_media_list", {"filter": {"categoriesFullNameIn": "Courses>BIO110"}}, ks_err),
        ("kaltura_caption_list", {"filter": {"entryIdIn": "1_b10l01aa"}}, ks_err),
        ("kaltura_media_list", {"filter": {"freeText": "biology"}}, ks_err),
        ("kaltura_media_list", {"filter": {"tagsLike": "bio-110"}}, ks_err),
        ("kaltura_media_list", {"filter": {"nameLike": "Biology"}}, ks_err),
    ],
)

# ---------------------------------------------------------------- 3. vehicle history/pricing

add(
    "carfax",
    True,
    "Before we take this 2019 Subaru Outback in on trade (VIN 4S4BSAFC2K3245718), check its "
    "accident and service history.",
    [
        (
            "carfax_vehicle_history",
            {"vin": "4S4BSAFC2K3245718"},
            j(
                {
                    "vin": "4S4BSAFC2K3245718",
                    "yearMakeModel": "2019 SUBARU OUTBACK 2.5I PREMIUM",
                    "ownerCount": 2,
                    "accidentCount": 0,
                    "damageReported": False,
                    "serviceRecordCount": 14,
                    "lastReportedOdometer": {"value": 61204, "unit": "mi", "date": "2026-10-28"},
                    "titleProblems": [],
                    "openRecalls": 1,
                    "reportUrl": "https://www.carfax.com/vehiclehistory/ar20/Dk2_qLmX4aP",
                }
            ),
        ),
        (
            "carfax_service_records",
            {"vin": "4S4BSAFC2K3245718", "limit": 5},
            j(
                {
                    "records": [
                        {
                            "date": "2026-10-28",
                            "odometer": 61204,
                            "source": "Subaru of Wichita",
                            "details": ["Oil and filter changed", "Tires rotated"],
                        },
                        {
                            "date": "2026-04-11",
                            "odometer": 55930,
                            "source": "Jiffy Lube #1882",
                            "details": ["Oil and filter changed", "Cabin air filter replaced"],
                        },
                        {
                            "date": "2025-09-02",
                            "odometer": 49817,
                            "source": "Subaru of Wichita",
                            "details": ["CVT fluid replaced", "Brake fluid flushed"],
                        },
                    ],
                    "total": 14,
                    "next": "cursor_3",
                }
            ),
        ),
        (
            "carfax_recalls",
            {"vin": "4S4BSAFC2K3245718"},
            j(
                {
                    "openRecalls": [
                        {
                            "campaign": "WRH-26",
                            "nhtsaId": "26V-118",
                            "component": "ELECTRICAL SYSTEM: 12V BATTERY",
                            "summary": "The 12V battery sensor harness may "
                            "chafe, which can cause the battery to drain.",
                            "remedyAvailable": True,
                        }
                    ]
                }
            ),
        ),
    ],
)

add(
    "carfax",
    False,
    "Run history checks on the six cars from Saturday's auction list.",
    [
        (
            "carfax_vehicle_history",
            {"vin": v},
            j(
                {
                    "vin": "1HGCM82633A004352",
                    "yearMakeModel": "2003 HONDA ACCORD EX",
                    "ownerCount": 3,
                    "accidentCount": 1,
                    "damageReported": True,
                    "serviceRecordCount": 22,
                    "lastReportedOdometer": {"value": 148220, "unit": "mi", "date": "2019-06-14"},
                    "titleProblems": [],
                    "openRecalls": 0,
                    "reportUrl": "https://www.carfax.com/vehiclehistory/ar20/sample",
                }
            ),
        )
        for v in [
            "5YJ3E1EA7KF317456",
            "1FTEW1EP5KFA12944",
            "3GNAXKEV4KL251903",
            "JTDKARFU3K3081772",
            "WBA8E9G56GNT84117",
            "2T3P1RFV8KW040531",
            "5YJ3E1EA7KF317456",
        ]
    ],
)

mc_listing = [
    {
        "id": "2T3W1RFV5KW012345-" + hid("mc", "a", n=6),
        "vin": "2T3W1RFV5KW012345",
        "heading": "2019 Toyota RAV4 XLE AWD",
        "price": 24995,
        "miles": 48210,
        "dealer": {"name": "Cascade Toyota", "city": "Bend", "state": "OR"},
        "dom": 12,
    },
    {
        "id": "2T3P1RFV0KC056781-" + hid("mc", "b", n=6),
        "vin": "2T3P1RFV0KC056781",
        "heading": "2019 Toyota RAV4 XLE",
        "price": 23450,
        "miles": 55302,
        "dealer": {"name": "Lithia Toyota of Redding", "city": "Redding", "state": "CA"},
        "dom": 31,
    },
]
add(
    "marketcheck",
    True,
    "What are 2019 RAV4 XLEs with under 60k miles going for within 300 miles of Eugene, OR?",
    [
        (
            "marketcheck_search_active",
            {
                "year": 2019,
                "make": "toyota",
                "model": "rav4",
                "trim": "xle",
                "miles_range": "0-60000",
                "zip": "97401",
                "radius": 300,
                "rows": 2,
                "start": 0,
                "stats": "price",
            },
            j(
                {
                    "num_found": 5,
                    "listings": mc_listing,
                    "stats": {
                        "price": {
                            "min": 21900,
                            "max": 27480,
                            "mean": 24321.6,
                            "median": 23995,
                            "count": 5,
                        }
                    },
                }
            ),
        ),
        (
            "marketcheck_search_active",
            {
                "year": 2019,
                "make": "toyota",
                "model": "rav4",
                "trim": "xle",
                "miles_range": "0-60000",
                "zip": "97401",
                "radius": 300,
                "rows": 2,
                "start": 2,
            },
            j(
                {
                    "num_found": 5,
                    "listings": [
                        {
                            "id": "2T3RFREV8KW879001-" + hid("mc", "c", n=6),
                            "vin": "2T3RFREV8KW879001",
                            "heading": "2019 Toyota RAV4 XLE Premium",
                            "price": 27480,
                            "miles": 30118,
                            "dealer": {"name": "Kendall Toyota", "city": "Eugene", "state": "OR"},
                            "dom": 4,
                        },
                        {
                            "id": "JTMP1RFV9KD041287-" + hid("mc", "d", n=6),
                            "vin": "JTMP1RFV9KD041287",
                            "heading": "2019 Toyota RAV4 XLE",
                            "price": 21900,
                            "miles": 58870,
                            "dealer": {
                                "name": "Power Toyota Salem",
                                "city": "Salem",
                                "state": "OR",
                            },
                            "dom": 47,
                        },
                    ],
                }
            ),
        ),
        (
            "marketcheck_search_active",
            {
                "year": 2019,
                "make": "toyota",
                "model": "rav4",
                "trim": "xle",
                "miles_range": "0-60000",
                "zip": "97401",
                "radius": 300,
                "rows": 2,
                "start": 4,
            },
            j(
                {
                    "num_found": 5,
                    "listings": [
                        {
                            "id": "2T3W1RFV1KC019874-" + hid("mc", "e", n=6),
                            "vin": "2T3W1RFV1KC019874",
                            "heading": "2019 Toyota RAV4 XLE AWD",
                            "price": 23995,
                            "miles": 44012,
                            "dealer": {
                                "name": "Toyota of Portland on Broadway",
                                "city": "Portland",
                                "state": "OR",
                            },
                            "dom": 19,
                        }
                    ],
                }
            ),
        ),
    ],
)

add(
    "marketcheck",
    True,
    "Are there any 2021 Porsche Taycan Turbo S Cross Turismo listings in Montana right now? "
    "If none, check the past 90 days.",
    [
        (
            "marketcheck_search_active",
            {
                "year": 2021,
                "make": "porsche",
                "model": "taycan",
                "trim": "turbo s cross turismo",
                "state": "MT",
                "rows": 10,
            },
            j({"num_found": 0, "listings": []}),
        ),
        (
            "marketcheck_search_recent",
            {
                "year": 2021,
                "make": "porsche",
                "model": "taycan",
                "trim": "turbo s cross turismo",
                "state": "MT",
                "last_seen_days": "90-*",
                "rows": 10,
            },
            j({"num_found": 0, "listings": []}),
        ),
        (
            "marketcheck_search_recent",
            {
                "year": 2021,
                "make": "porsche",
                "model": "taycan",
                "state": "MT",
                "last_seen_days": "90-*",
                "rows": 10,
            },
            j(
                {
                    "num_found": 1,
                    "listings": [
                        {
                            "vin": "WP0BB2Y14MSA47211",
                            "heading": "2021 Porsche Taycan 4 Cross Turismo",
                            "price": 78900,
                            "miles": 21045,
                            "last_seen_at_date": "2026-10-02T18:22:10.000Z",
                            "dealer": {
                                "name": "Porsche Billings",
                                "city": "Billings",
                                "state": "MT",
                            },
                        }
                    ],
                }
            ),
        ),
    ],
)

add(
    "carsxe",
    True,
    "Decode VIN 1C4RJFBG8LC214506 and get its market value.",
    [
        (
            "carsxe_specs",
            {"vin": "1C4RJFBG8LC214506"},
            j(
                {
                    "success": True,
                    "input": {"vin": "1C4RJFBG8LC214506"},
                    "attributes": {
                        "year": "2020",
                        "make": "Jeep",
                        "model": "Grand Cherokee",
                        "trim": "Limited",
                        "style": "4WD",
                        "engine": "3.6L V6 DOHC 24V",
                        "transmission": "8-Speed Automatic",
                        "drivetrain": "4WD",
                        "fuel_type": "Flex Fuel",
                        "made_in": "UNITED STATES",
                    },
                    "colors": [],
                    "equipment": {},
                    "warranties": [],
                }
            ),
        ),
        (
            "carsxe_marketvalue",
            {"vin": "1C4RJFBG8LC214506", "mileage": 52000, "state": "MI"},
            j(
                {
                    "success": True,
                    "vin": "1C4RJFBG8LC214506",
                    "vehicle": "2020 Jeep Grand Cherokee Limited 4WD",
                    "mileage": 52000,
                    "trade_in": 21475,
                    "private_party": 24310,
                    "retail": 27150,
                    "msrp": 43890,
                    "currency": "USD",
                }
            ),
        ),
    ],
)

add(
    "carsxe",
    False,
    "Get plate-to-VIN for these five Texas plates and decode each.",
    [
        (
            "carsxe_plate_decoder",
            {"plate": p, "state": "TX"},
            j(
                {
                    "success": False,
                    "error": "Your API key has expired. Please renew your "
                    "subscription at https://api.carsxe.com/dashboard.",
                }
            ),
        )
        for p in ["LWX4821", "RBT7715", "KGN9034", "LWX-4821", "NMC2290", "RBT 7715", "PTD6612"]
    ],
)

add(
    "kbb",
    True,
    "Get the KBB trade-in range for my 2018 Honda Civic EX, 71k miles, good condition, ZIP "
    "30305, and save it to the appraisal.",
    [
        (
            "kbb_lookup_vehicle",
            {"year": 2018, "make": "Honda", "model": "Civic"},
            j(
                {
                    "vehicles": [
                        {
                            "vehicleId": 428117,
                            "trim": "EX Sedan 4D",
                            "engine": "4-Cyl, i-VTEC, 2.0 Liter",
                        },
                        {
                            "vehicleId": 428119,
                            "trim": "EX-T Sedan 4D",
                            "engine": "4-Cyl, Turbo, 1.5 Liter",
                        },
                        {
                            "vehicleId": 428121,
                            "trim": "EX-L Sedan 4D",
                            "engine": "4-Cyl, Turbo, 1.5 Liter",
                        },
                    ]
                }
            ),
        ),
        (
            "kbb_values",
            {
                "vehicleId": 428117,
                "mileage": 71000,
                "zip": "30305",
                "condition": "good",
                "valueType": "TradeIn",
            },
            j(
                {
                    "vehicleId": 428117,
                    "valueType": "TradeIn",
                    "condition": "Good",
                    "range": {"low": 13104, "high": 15247},
                    "value": 14176,
                    "valuationDate": "2026-12-07",
                }
            ),
        ),
        (
            "appraisal_update",
            {"appraisal_id": "APR-20931", "kbb_trade_in_low": 13104, "kbb_trade_in_high": 15247},
            "OK",
        ),
    ],
)

add(
    "autodev",
    True,
    "Decode the VINs on this fleet list and tell me which ones are hybrids.",
    [
        ("autodev_vin", {"vin": v}, j(body))
        for v, body in [
            (
                "JTDKAMFU2N3172830",
                {
                    "vin": "JTDKAMFU2N3172830",
                    "vinValid": True,
                    "make": {"name": "Toyota"},
                    "model": {"name": "Prius"},
                    "years": [{"year": 2022}],
                    "engine": {"fuelType": "hybrid", "size": 1.8, "cylinder": 4},
                    "drivenWheels": "front wheel drive",
                },
            ),
            (
                "1FTFW1E85MFA90312",
                {
                    "vin": "1FTFW1E85MFA90312",
                    "vinValid": True,
                    "make": {"name": "Ford"},
                    "model": {"name": "F-150"},
                    "years": [{"year": 2021}],
                    "engine": {"fuelType": "gas", "size": 5.0, "cylinder": 8},
                    "drivenWheels": "four wheel drive",
                },
            ),
            (
                "KMHLM4AJ1PU061114",
                {
                    "vin": "KMHLM4AJ1PU061114",
                    "vinValid": True,
                    "make": {"name": "Hyundai"},
                    "model": {"name": "Elantra"},
                    "years": [{"year": 2023}],
                    "engine": {"fuelType": "hybrid", "size": 1.6, "cylinder": 4},
                    "drivenWheels": "front wheel drive",
                },
            ),
            (
                "1FTFW1E85MFA9O312",
                {
                    "status": 400,
                    "message": "Invalid VIN: contains illegal character 'O' at position 15",
                },
            ),
            (
                "5NMS2DAJ7PH501228",
                {
                    "vin": "5NMS2DAJ7PH501228",
                    "vinValid": True,
                    "make": {"name": "Hyundai"},
                    "model": {"name": "Santa Fe"},
                    "years": [{"year": 2023}],
                    "engine": {"fuelType": "gas", "size": 2.5, "cylinder": 4},
                    "drivenWheels": "all wheel drive",
                },
            ),
        ]
    ],
)

add(
    "vinaudit",
    True,
    "Pull a full VinAudit report for VIN 2HGFC2F59JH521904 and check for title brands.",
    [
        (
            "vinaudit_query",
            {"vin": "2HGFC2F59JH521904"},
            j(
                {
                    "vin": "2HGFC2F59JH521904",
                    "id": "2612074471",
                    "success": True,
                    "error": "",
                    "attributes": {"year": "2018", "make": "Honda", "model": "Civic", "trim": "LX"},
                    "records": {"titles": 3, "jsi": 0, "accidents": 0, "thefts": 0, "salvage": 0},
                }
            ),
        ),
        (
            "vinaudit_pull_report",
            {"id": "2612074471", "vin": "2HGFC2F59JH521904"},
            j(
                {
                    "vin": "2HGFC2F59JH521904",
                    "success": True,
                    "error": "",
                    "date": "2026-12-07 09:48:03 PST",
                    "titles": [
                        {
                            "date": "2018-05-21",
                            "state": "GA",
                            "meter": "12",
                            "meter_unit": "M",
                            "current": False,
                        },
                        {
                            "date": "2021-08-03",
                            "state": "SC",
                            "meter": "38104",
                            "meter_unit": "M",
                            "current": False,
                        },
                        {
                            "date": "2024-11-19",
                            "state": "NC",
                            "meter": "66790",
                            "meter_unit": "M",
                            "current": True,
                        },
                    ],
                    "jsi": [],
                    "brands": [],
                    "thefts": [],
                    "salvage": [],
                }
            ),
        ),
    ],
)

add(
    "vinaudit",
    False,
    "Check the market value of these four pickups with VinAudit before the auction.",
    [
        (
            "vinaudit_market_value",
            {"vin": v, "period": 90},
            "<!DOCTYPE html><html><head><title>Scheduled Maintenance | VinAudit</title></head>"
            "<body><h1>We'll be right back.</h1><p>VinAudit is undergoing scheduled maintenance. "
            "Service will resume shortly.</p></body></html>",
        )
        for v in [
            "1GCUYDED4LZ183920",
            "3TMCZ5AN2MM412078",
            "1FTEW1EP0LFB61344",
            "1GCUYDED4LZ183920",
            "3C6UR5DL6LG207733",
            "1FTEW1EP0LFB61344",
        ]
    ],
)

# ---------------------------------------------------------------- 4. time tracking

add(
    "everhour",
    True,
    "How many hours did the team log on the Riverside redesign project last week, per person?",
    [
        (
            "everhour_projects",
            {"query": "Riverside"},
            j(
                [
                    {
                        "id": "as:1204118837261",
                        "name": "Riverside redesign",
                        "platform": "as",
                        "status": "open",
                        "billing": {"type": "hourly"},
                    }
                ]
            ),
        ),
        (
            "everhour_project_time",
            {"project_id": "as:1204118837261", "from": "2026-11-30", "to": "2026-12-06"},
            j(
                [
                    {
                        "id": 90112,
                        "time": 27000,
                        "user": 31,
                        "date": "2026-12-01",
                        "task": {"id": "as:1204118901", "name": "Homepage hero variants"},
                    },
                    {
                        "id": 90131,
                        "time": 14400,
                        "user": 44,
                        "date": "2026-12-01",
                        "task": {"id": "as:1204118915", "name": "Accessibility audit"},
                    },
                    {
                        "id": 90207,
                        "time": 21600,
                        "user": 31,
                        "date": "2026-12-03",
                        "task": {"id": "as:1204118902", "name": "Nav prototype"},
                    },
                    {
                        "id": 90244,
                        "time": 9000,
                        "user": 52,
                        "date": "2026-12-04",
                        "task": {"id": "as:1204118915", "name": "Accessibility audit"},
                    },
                ],
                indent=1,
            ),
        ),
        (
            "everhour_users",
            {},
            j(
                [
                    {"id": 31, "name": "Priya Raman", "role": "member"},
                    {"id": 44, "name": "Tomás Vidal", "role": "member"},
                    {"id": 52, "name": "Jo Becker", "role": "admin"},
                ]
            ),
        ),
    ],
)

add(
    "everhour",
    True,
    "Start a timer on the 'Invoice OCR bug' task, and stop the one I forgot running on "
    "'Weekly sync'.",
    [
        (
            "everhour_current_timer",
            {},
            j(
                {
                    "status": "active",
                    "duration": 11820,
                    "startedAt": "2026-12-07 06:34:11",
                    "task": {"id": "cl:86b1x2p", "name": "Weekly sync"},
                    "user": {"id": 31},
                }
            ),
        ),
        (
            "everhour_stop_timer",
            {},
            j(
                {
                    "status": "stopped",
                    "taskTime": {"id": 90411, "time": 11835, "date": "2026-12-07"},
                }
            ),
        ),
        (
            "everhour_search_tasks",
            {"query": "Invoice OCR"},
            j(
                [
                    {
                        "id": "cl:86b1y7q",
                        "name": "Invoice OCR bug",
                        "projects": ["cl:901"],
                        "status": "open",
                    }
                ]
            ),
        ),
        (
            "everhour_start_timer",
            {"task": "cl:86b1y7q"},
            j(
                {
                    "status": "active",
                    "duration": 0,
                    "startedAt": "2026-12-07 09:51:02",
                    "task": {"id": "cl:86b1y7q", "name": "Invoice OCR bug"},
                }
            ),
        ),
    ],
)

rt_rows = {
    "notes": "data is an array of arrays (rows), column names for rows in row_headers",
    "row_headers": [
        "Rank",
        "Time Spent (seconds)",
        "Number of People",
        "Activity",
        "Category",
        "Productivity",
    ],
}
add(
    "rescuetime",
    True,
    "What were my top distracting sites on weekdays in November, and how much focus time "
    "did I get each week?",
    [
        (
            "rescuetime_analytic_data",
            {
                "perspective": "rank",
                "restrict_kind": "activity",
                "restrict_begin": "2026-11-01",
                "restrict_end": "2026-11-30",
                "restrict_thing": "very distracting",
            },
            j(
                rt_rows
                | {
                    "rows": [
                        [1, 19204, 1, "youtube.com", "Video", -2],
                        [2, 11370, 1, "reddit.com", "General News & Opinion", -2],
                        [3, 4021, 1, "x.com", "General Social Networking", -2],
                    ]
                }
            ),
        ),
        (
            "rescuetime_analytic_data",
            {
                "perspective": "interval",
                "resolution_time": "week",
                "restrict_kind": "productivity",
                "restrict_begin": "2026-11-01",
                "restrict_end": "2026-11-30",
            },
            j(
                {
                    "notes": rt_rows["notes"],
                    "row_headers": [
                        "Date",
                        "Time Spent (seconds)",
                        "Number of People",
                        "Productivity",
                    ],
                    "rows": [
                        ["2026-11-02T00:00:00", 61200, 1, 2],
                        ["2026-11-09T00:00:00", 55740, 1, 2],
                        ["2026-11-16T00:00:00", 48120, 1, 2],
                        ["2026-11-23T00:00:00", 30300, 1, 2],
                    ],
                }
            ),
        ),
        ("rescuetime_focus_sessions", {"start": "2026-11-01", "end": "2026-11-30"}, j([])),
    ],
)

add(
    "rescuetime",
    False,
    "Compare my coding time across the last four weeks.",
    [
        (
            "rescuetime_analytic_data",
            args,
            j({"error": "# key not found", "messages": "key not found"}),
        )
        for args in [
            {
                "perspective": "interval",
                "resolution_time": "week",
                "restrict_kind": "category",
                "restrict_thing": "Software Development",
                "restrict_begin": "2026-11-09",
            },
            {
                "perspective": "rank",
                "restrict_kind": "category",
                "restrict_begin": "2026-11-09",
                "restrict_end": "2026-12-06",
            },
            {"perspective": "interval", "resolution_time": "day", "restrict_kind": "overview"},
            {
                "perspective": "rank",
                "restrict_kind": "activity",
                "restrict_thing": "Visual Studio Code",
            },
            {"perspective": "interval", "resolution_time": "week"},
            {"perspective": "rank", "restrict_kind": "productivity"},
        ]
    ],
)

add(
    "timely",
    True,
    "Log 2.5 hours yesterday on the Halvorsen audit project for 'Fieldwork prep', then show "
    "me my week.",
    [
        (
            "timely_projects",
            {"filter": "Halvorsen"},
            j(
                [
                    {
                        "id": 3300147,
                        "name": "Halvorsen audit FY26",
                        "active": True,
                        "client": {"id": 88120, "name": "Halvorsen & Co"},
                        "budget": 120,
                        "budget_type": "H",
                    }
                ]
            ),
        ),
        (
            "timely_create_event",
            {
                "project_id": 3300147,
                "day": "2026-12-06",
                "hours": 2,
                "minutes": 30,
                "note": "Fieldwork prep",
            },
            j(
                {
                    "id": 71240993,
                    "day": "2026-12-06",
                    "duration": {
                        "hours": 2,
                        "minutes": 30,
                        "seconds": 0,
                        "formatted": "02:30",
                        "total_hours": 2.5,
                        "total_minutes": 150,
                    },
                    "note": "Fieldwork prep",
                    "billed": False,
                    "project": {"id": 3300147},
                }
            ),
        ),
        (
            "timely_events",
            {"since": "2026-11-30", "upto": "2026-12-06"},
            j(
                [
                    {
                        "id": 71240101,
                        "day": "2026-11-30",
                        "duration": {"formatted": "06:00"},
                        "note": "Client onboarding",
                        "project": {"name": "Pemberton payroll"},
                    },
                    {
                        "id": 71240522,
                        "day": "2026-12-02",
                        "duration": {"formatted": "03:45"},
                        "note": "Controls walkthrough",
                        "project": {"name": "Halvorsen audit FY26"},
                    },
                    {
                        "id": 71240993,
                        "day": "2026-12-06",
                        "duration": {"formatted": "02:30"},
                        "note": "Fieldwork prep",
                        "project": {"name": "Halvorsen audit FY26"},
                    },
                ]
            ),
        ),
    ],
)

add(
    "hubstaff",
    True,
    "Get everyone's activity percentage for yesterday from Hubstaff.",
    [
        (
            "hubstaff_daily_activities",
            {
                "organization_id": 415502,
                "date[start]": "2026-12-06",
                "date[stop]": "2026-12-06",
                "page_start_id": None,
            },
            j(
                {
                    "daily_activities": [
                        {
                            "id": 9813301,
                            "date": "2026-12-06",
                            "user_id": 201,
                            "project_id": 77210,
                            "tracked": 25200,
                            "overall": 17388,
                            "keyboard": 6010,
                            "mouse": 14002,
                        },
                        {
                            "id": 9813302,
                            "date": "2026-12-06",
                            "user_id": 202,
                            "project_id": 77210,
                            "tracked": 14400,
                            "overall": 11952,
                            "keyboard": 8820,
                            "mouse": 7114,
                        },
                    ],
                    "pagination": {"next_page_start_id": 9813303},
                }
            ),
        ),
        (
            "hubstaff_daily_activities",
            {
                "organization_id": 415502,
                "date[start]": "2026-12-06",
                "date[stop]": "2026-12-06",
                "page_start_id": 9813303,
            },
            j(
                {
                    "daily_activities": [
                        {
                            "id": 9813303,
                            "date": "2026-12-06",
                            "user_id": 207,
                            "project_id": 77244,
                            "tracked": 3600,
                            "overall": 1404,
                            "keyboard": 402,
                            "mouse": 1210,
                        }
                    ],
                    "pagination": {},
                }
            ),
        ),
        (
            "hubstaff_members",
            {"organization_id": 415502},
            j(
                {
                    "members": [
                        {"user_id": 201, "membership_role": "user", "user_name": "Ade Balogun"},
                        {"user_id": 202, "membership_role": "manager", "user_name": "Greta Lind"},
                        {"user_id": 207, "membership_role": "user", "user_name": "Wen Zhao"},
                    ]
                }
            ),
        ),
    ],
)

hub_401 = j({"error": "invalid_token", "error_description": "The access token expired"})
add(
    "hubstaff",
    False,
    "Approve last week's timesheets for the support team in Hubstaff.",
    [
        ("hubstaff_timesheets", {"organization_id": 415502, "status": "submitted"}, hub_401),
        (
            "hubstaff_timesheets",
            {"organization_id": 415502, "status": "submitted", "date[start]": "2026-11-30"},
            hub_401,
        ),
        ("hubstaff_members", {"organization_id": 415502}, hub_401),
        ("hubstaff_timesheets", {"organization_id": 415502}, hub_401),
        ("hubstaff_timesheets", {"organization_id": 415502, "user_ids": [201, 202]}, hub_401),
        ("hubstaff_timesheets", {"organization_id": 415502, "status": "open"}, hub_401),
        ("hubstaff_approve_timesheet", {"timesheet_id": 661204}, hub_401),
    ],
)

add(
    "timecamp",
    True,
    "Did anyone track time on the 'Grant report' task this month? If not, that's fine, "
    "just tell me.",
    [
        (
            "timecamp_tasks",
            {"name": "Grant report"},
            j(
                {
                    "40211887": {
                        "task_id": "40211887",
                        "parent_id": "40200011",
                        "name": "Grant report",
                        "archived": "0",
                        "level": "2",
                        "budgeted": "0",
                    }
                }
            ),
        ),
        (
            "timecamp_entries",
            {"from": "2026-12-01", "to": "2026-12-07", "task_ids": "40211887"},
            "[]",
        ),
        (
            "timecamp_entries",
            {"from": "2026-11-01", "to": "2026-11-30", "task_ids": "40211887"},
            j(
                [
                    {
                        "id": "551802211",
                        "duration": "5400",
                        "user_id": "1190442",
                        "user_name": "l.moreau@fundwise.org",
                        "task_id": "40211887",
                        "date": "2026-11-24",
                        "start_time": "13:30:00",
                        "end_time": "15:00:00",
                        "name": "Grant report",
                        "billable": 0,
                        "description": "Outline",
                    }
                ]
            ),
        ),
    ],
)

add(
    "timecamp",
    False,
    "Export my November time entries grouped by project.",
    [
        ("timecamp_entries", args, j({"message": "Too Many Attempts."}))
        for args in [
            {"from": "2026-11-01", "to": "2026-11-30"},
            {"from": "2026-11-01", "to": "2026-11-15"},
            {"from": "2026-11-16", "to": "2026-11-30"},
            {"from": "2026-11-01", "to": "2026-11-07", "user_ids": "me"},
            {"from": "2026-11-08", "to": "2026-11-14"},
            {"from": "2026-11-01", "to": "2026-11-30", "opt_fields": "tags"},
            {"from": "2026-11-01", "to": "2026-11-30"},
        ]
    ],
)

add(
    "timing",
    True,
    "Summarise how I spent Thursday according to Timing, and add a 45 min entry for the "
    "call I took on my phone at 4pm.",
    [
        (
            "timing_report",
            {
                "start_date_min": "2026-12-03",
                "start_date_max": "2026-12-03",
                "columns": ["project"],
                "include_app_usage": True,
            },
            j(
                {
                    "data": [
                        {
                            "duration": 15120,
                            "project": {"self": "/projects/1", "title": "Client: Orbis"},
                        },
                        {"duration": 7260, "project": {"self": "/projects/4", "title": "Admin"}},
                        {"duration": 2940, "project": {"self": "/projects/9", "title": "Reading"}},
                    ]
                }
            ),
        ),
        (
            "timing_create_entry",
            {
                "start_date": "2026-12-03T16:00:00+01:00",
                "end_date": "2026-12-03T16:45:00+01:00",
                "project": "/projects/1",
                "title": "Phone call with Orbis",
            },
            j(
                {
                    "data": {
                        "self": "/time-entries/88213",
                        "start_date": "2026-12-03T15:00:00.000000+00:00",
                        "end_date": "2026-12-03T15:45:00.000000+00:00",
                        "duration": 2700,
                        "project": {"self": "/projects/1", "title": "Client: Orbis"},
                        "title": "Phone call with Orbis",
                        "notes": None,
                        "is_running": False,
                    }
                }
            ),
        ),
    ],
)

add(
    "timing",
    False,
    "List the time entries I tagged 'billable' last week for the invoice.",
    [
        (
            "timing_time_entries",
            args,
            j(
                {
                    "data": [],
                    "links": {
                        "first": "https://web.timingapp.com/api/v1/time-entries?page=1",
                        "last": "https://web.timingapp.com/api/v1/time-entries?page=1",
                        "prev": None,
                        "next": None,
                    },
                    "meta": {
                        "current_page": 1,
                        "from": None,
                        "last_page": 1,
                        "per_page": 100,
                        "to": None,
                        "total": 0,
                    },
                }
            ),
        )
        for args in [
            {
                "start_date_min": "2026-11-30",
                "start_date_max": "2026-12-06",
                "search_query": "billable",
            },
            {"start_date_min": "2026-11-30", "start_date_max": "2026-12-06"},
            {"start_date_min": "2026-11-23", "start_date_max": "2026-12-06"},
            {"projects[]": "/projects/1", "start_date_min": "2026-11-30"},
            {"start_date_min": "2026-11-01"},
            {"include_child_projects": True, "start_date_min": "2026-11-30"},
        ]
    ],
)

# ---------------------------------------------------------------- 5. customer reviews

tp_links = [
    {
        "href": "https://api.trustpilot.com/v1/business-units/5f2a9c3e8b1d4e0001a7c311/"
        "reviews?page=2&perPage=3",
        "method": "GET",
        "rel": "next-page",
    }
]
add(
    "trustpilot",
    True,
    "Find our 1- and 2-star Trustpilot reviews from the last week and reply to the one "
    "about the late delivery.",
    [
        (
            "trustpilot_business_reviews",
            {
                "businessUnitId": "5f2a9c3e8b1d4e0001a7c311",
                "stars": "1,2",
                "startDateTime": "2026-11-30T00:00:00",
                "perPage": 3,
                "page": 1,
            },
            j(
                {
                    "reviews": [
                        {
                            "id": "6751b0c2f1e3a40b2c9d8e71",
                            "stars": 1,
                            "title": "Parcel arrived 9 days late",
                            "text": "Paid for next day. Nobody answered the chat.",
                            "language": "en",
                            "createdAt": "2026-12-02T18:41:09Z",
                            "consumer": {"displayName": "Harriet W."},
                            "companyReply": None,
                        },
                        {
                            "id": "6751c7a0aa12b90c1d3e5f02",
                            "stars": 2,
                            "title": "Sizes run small",
                            "text": "Had to return both shirts.",
                            "language": "en",
                            "createdAt": "2026-12-03T07:12:44Z",
                            "consumer": {"displayName": "Marco P."},
                            "companyReply": None,
                        },
                    ],
                    "links": [],
                }
            ),
        ),
        (
            "trustpilot_reply",
            {
                "reviewId": "6751b0c2f1e3a40b2c9d8e71",
                "message": "Hi Harriet, we're sorry your parcel was late. We've refunded the delivery charge "
                "- check your email for details.",
            },
            "",
        ),
        (
            "trustpilot_get_review",
            {"reviewId": "6751b0c2f1e3a40b2c9d8e71"},
            j(
                {
                    "id": "6751b0c2f1e3a40b2c9d8e71",
                    "stars": 1,
                    "companyReply": {
                        "text": "Hi Harriet, we're sorry your parcel was late. We've refunded the delivery "
                        "charge - check your email for details.",
                        "createdAt": "2026-12-07T10:02:31Z",
                    },
                }
            ),
        ),
    ],
)

add(
    "trustpilot",
    True,
    "What's our TrustScore now and how many reviews did we get per month this autumn?",
    [
        (
            "trustpilot_business_unit",
            {"businessUnitId": "5f2a9c3e8b1d4e0001a7c311"},
            j(
                {
                    "id": "5f2a9c3e8b1d4e0001a7c311",
                    "displayName": "Fernhill Outfitters",
                    "score": {"trustScore": 4.3, "stars": 4.5},
                    "numberOfReviews": {
                        "total": 2841,
                        "usedForTrustScoreCalculation": 2790,
                        "oneStar": 221,
                        "twoStars": 88,
                        "threeStars": 164,
                        "fourStars": 540,
                        "fiveStars": 1828,
                    },
                }
            ),
        ),
    ]
    + [
        (
            "trustpilot_business_reviews",
            {
                "businessUnitId": "5f2a9c3e8b1d4e0001a7c311",
                "startDateTime": s,
                "endDateTime": e,
                "perPage": 1,
                "includeReportedReviews": False,
            },
            j(
                {
                    "reviews": [
                        {
                            "id": hid("tp", s, n=24),
                            "stars": st,
                            "createdAt": e[:10] + "T20:11:00Z",
                            "title": t,
                        }
                    ],
                    "links": tp_links,
                    "totalNumberOfReviews": n,
                }
            ),
        )
        for s, e, st, t, n in [
            ("2026-09-01T00:00:00", "2026-09-30T23:59:59", 5, "Great boots", 118),
            ("2026-10-01T00:00:00", "2026-10-31T23:59:59", 4, "Good, slow refund", 131),
            ("2026-11-01T00:00:00", "2026-11-30T23:59:59", 5, "Fits perfectly", 204),
        ]
    ],
)

tp_403 = j(
    {
        "fault": {
            "faultstring": "Invalid ApiKey for given resource",
            "detail": {"errorcode": "oauth.v2.InvalidApiKeyForGivenResource"},
        }
    }
)
add(
    "trustpilot",
    False,
    "Invite the 12 customers from yesterday's orders to review us on Trustpilot.",
    [
        (
            "trustpilot_invite",
            {
                "businessUnitId": "5f2a9c3e8b1d4e0001a7c311",
                "consumerEmail": e,
                "referenceNumber": r,
                "locale": "en-GB",
            },
            tp_403,
        )
        for e, r in [
            ("a.kent@mailbox.org", "FO-558120"),
            ("j.roux@orange.fr", "FO-558121"),
            ("beth.m@gmail.com", "FO-558124"),
            ("a.kent@mailbox.org", "FO-558120"),
            ("n.osei@outlook.com", "FO-558127"),
            ("pdunn@icloud.com", "FO-558130"),
            ("r.shah@gmail.com", "FO-558131"),
        ]
    ],
)

add(
    "yotpo",
    True,
    "Which reviews of the Cedar Trail Backpack mention the zipper? Also tell me its average score.",
    [
        (
            "yotpo_product_reviews",
            {"app_key": "a9Xc2bQ7", "product_id": "CTB-30L", "page": p, "per_page": 3},
            j(
                {
                    "status": {"code": 200, "message": "OK"},
                    "response": {
                        "pagination": {"page": p, "per_page": 3, "total": 5},
                        "bottomline": {"total_review": 5, "average_score": 4.2},
                        "reviews": rv,
                    },
                }
            ),
        )
        for p, rv in [
            (
                1,
                [
                    {
                        "id": 411820933,
                        "score": 5,
                        "title": "Perfect day pack",
                        "content": "Comfortable straps, lots of pockets.",
                        "created_at": "2026-10-03T12:00:41.000Z",
                        "verified_buyer": True,
                    },
                    {
                        "id": 411822107,
                        "score": 3,
                        "title": "Zip snags",
                        "content": "The main zipper catches on the lining every time.",
                        "created_at": "2026-10-18T08:22:13.000Z",
                        "verified_buyer": True,
                    },
                    {
                        "id": 411830015,
                        "score": 5,
                        "title": "Love it",
                        "content": "Took it up Snowdon, kept everything dry.",
                        "created_at": "2026-11-02T17:40:00.000Z",
                        "verified_buyer": False,
                    },
                ],
            ),
            (
                2,
                [
                    {
                        "id": 411841290,
                        "score": 4,
                        "title": "Great but",
                        "content": "Side zip pocket is too small for a bottle.",
                        "created_at": "2026-11-20T10:05:51.000Z",
                        "verified_buyer": True,
                    },
                    {
                        "id": 411850774,
                        "score": 4,
                        "title": "Solid",
                        "content": "Good value.",
                        "created_at": "2026-12-01T09:31:27.000Z",
                        "verified_buyer": True,
                    },
                ],
            ),
        ]
    ],
)

add(
    "yotpo",
    True,
    "Hide the spam review on the Merino Beanie and publish the pending one from Ines.",
    [
        (
            "yotpo_moderation_list",
            {"product_id": "MB-01", "status": "pending"},
            j(
                {
                    "reviews": [
                        {
                            "id": 412001338,
                            "user_name": "Ines A.",
                            "score": 5,
                            "content": "So soft, no itch at all.",
                            "status": "pending",
                        }
                    ]
                }
            ),
        ),
        (
            "yotpo_search_reviews",
            {"product_id": "MB-01", "query": "cheap replica"},
            j(
                {
                    "reviews": [
                        {
                            "id": 411999004,
                            "user_name": "best deals",
                            "score": 5,
                            "content": "cheap replica beanies visit our site",
                            "status": "published",
                        }
                    ]
                }
            ),
        ),
        (
            "yotpo_update_review",
            {"review_id": 411999004, "status": "hidden"},
            j({"status": {"code": 200, "message": "OK"}, "response": {}}),
        ),
        (
            "yotpo_update_review",
            {"review_id": 412001338, "status": "published"},
            j({"status": {"code": 200, "message": "OK"}, "response": {}}),
        ),
    ],
)

bv_env = {"Locale": "en_US", "Includes": {}, "HasErrors": False, "Errors": []}
add(
    "bazaarvoice",
    True,
    "Pull the Q&A for product 8841-220 (cordless drill) and list questions that have no "
    "answers yet.",
    [
        (
            "bv_questions",
            {
                "Filter": "ProductId:8841-220",
                "Limit": 3,
                "Offset": o,
                "Sort": "SubmissionTime:desc",
            },
            j({"Limit": 3, "Offset": o, "TotalResults": 4, "Results": rs} | bv_env),
        )
        for o, rs in [
            (
                0,
                [
                    {
                        "Id": "7719022",
                        "QuestionSummary": "Does it come with two batteries?",
                        "TotalAnswerCount": 2,
                        "SubmissionTime": "2026-11-28T14:02:11.000+00:00",
                    },
                    {
                        "Id": "7718410",
                        "QuestionSummary": "Can it drill into brick?",
                        "TotalAnswerCount": 0,
                        "SubmissionTime": "2026-11-20T09:45:30.000+00:00",
                    },
                    {
                        "Id": "7716003",
                        "QuestionSummary": "Is the chuck keyless?",
                        "TotalAnswerCount": 1,
                        "SubmissionTime": "2026-11-02T19:11:02.000+00:00",
                    },
                ],
            ),
            (
                3,
                [
                    {
                        "Id": "7712288",
                        "QuestionSummary": "What's the max torque in Nm?",
                        "TotalAnswerCount": 0,
                        "SubmissionTime": "2026-10-11T07:30:59.000+00:00",
                    }
                ],
            ),
        ]
    ]
    + [
        (
            "bv_answers",
            {"Filter": "QuestionId:7718410"},
            j({"Limit": 10, "Offset": 0, "TotalResults": 0, "Results": []} | bv_env),
        ),
    ],
)

add(
    "bazaarvoice",
    False,
    "Get the review statistics for our five new kettle SKUs.",
    [
        (
            "bv_statistics",
            {"Filter": f"ProductId:{s}", "Stats": "Reviews"},
            j(
                {
                    "Limit": 0,
                    "Offset": 0,
                    "TotalResults": 0,
                    "Results": [],
                    "Locale": "en_US",
                    "Includes": {},
                    "HasErrors": True,
                    "Errors": [
                        {
                            "Message": "The passkey provided is not valid.",
                            "Code": "ERROR_PARAM_INVALID_API_KEY",
                        }
                    ],
                }
            ),
        )
        for s in ["KT-1701", "KT-1702", "KT-1703", "KT-1704", "KT-1705", "KT-1701", "KT-1703"]
    ],
)

add(
    "reviewsio",
    True,
    "Did we get any new product reviews for the Linen Duvet Set since Friday?",
    [
        (
            "reviewsio_product_reviews",
            {"store": "sleepwell-home", "sku": "LDS-KING", "min_date": "2026-12-04"},
            j(
                {
                    "reviews": {
                        "total": 0,
                        "per_page": 10,
                        "current_page": 1,
                        "last_page": 0,
                        "data": [],
                    },
                    "stats": {"average": "4.6", "count": 87},
                }
            ),
        ),
        (
            "reviewsio_product_reviews",
            {"store": "sleepwell-home", "sku": "LDS-DOUBLE", "min_date": "2026-12-04"},
            j(
                {
                    "reviews": {
                        "total": 1,
                        "per_page": 10,
                        "current_page": 1,
                        "last_page": 1,
                        "data": [
                            {
                                "product_review_id": 30219884,
                                "rating": 5,
                                "review": "Softer after each wash.",
                                "date_created": "2026-12-05 21:04:17",
                                "reviewer": {
                                    "first_name": "Aoife",
                                    "last_name": "K",
                                    "verified_buyer": "yes",
                                },
                            }
                        ],
                    },
                    "stats": {"average": "4.7", "count": 142},
                }
            ),
        ),
    ],
)

add(
    "judgeme",
    True,
    "Feature the three best recent photo reviews on the homepage carousel.",
    [
        (
            "judgeme_reviews",
            {"shop_domain": "wildroot-tea.myshopify.com", "rating": 5, "per_page": 5, "page": 1},
            j(
                {
                    "current_page": 1,
                    "per_page": 5,
                    "reviews": [
                        {
                            "id": 88201931,
                            "title": "Best chai",
                            "body": "Spicy and smooth.",
                            "rating": 5,
                            "pictures": [
                                {
                                    "urls": {
                                        "original": "https://judgeme.imgix.net/wildroot/"
                                        "1733492011__chai.jpg"
                                    }
                                }
                            ],
                            "featured": False,
                        },
                        {
                            "id": 88200417,
                            "title": "Lovely gift",
                            "body": "Beautiful tin.",
                            "rating": 5,
                            "pictures": [],
                            "featured": False,
                        },
                        {
                            "id": 88199006,
                            "title": "Sencha",
                            "body": "Fresh and grassy.",
                            "rating": 5,
                            "pictures": [
                                {
                                    "urls": {
                                        "original": "https://judgeme.imgix.net/wildroot/"
                                        "1733301881__sencha.jpg"
                                    }
                                }
                            ],
                            "featured": False,
                        },
                        {
                            "id": 88197752,
                            "title": "Rooibos",
                            "body": "Kids love it.",
                            "rating": 5,
                            "pictures": [
                                {
                                    "urls": {
                                        "original": "https://judgeme.imgix.net/wildroot/"
                                        "1733210444__rooibos.jpg"
                                    }
                                }
                            ],
                            "featured": False,
                        },
                    ],
                }
            ),
        ),
    ]
    + [
        (
            "judgeme_update_review",
            {"id": i, "featured": True},
            j({"review": {"id": i, "featured": True}}),
        )
        for i in [88201931, 88199006, 88197752]
    ],
)

add(
    "judgeme",
    False,
    "Export all reviews for the Ceremonial Matcha product to CSV.",
    [
        (
            "judgeme_reviews",
            {"shop_domain": "wildroot-tea.myshopify.com", "product_id": pid, "page": p},
            j({"error": "Unauthorized. Please check your shop_domain and api_token."}),
        )
        for pid, p in [(7318842, 1), (7318842, 2), (None, 1), (7318842, 1), (7318843, 1), (None, 2)]
    ],
)

add(
    "feefo",
    True,
    "What's our Feefo service rating this year and what were the most recent complaints?",
    [
        (
            "feefo_summary",
            {"merchant_identifier": "harbour-opticians", "since_period": "year"},
            j(
                {
                    "meta": {"count": 1288, "pages": 1, "page_size": 1, "current_page": 1},
                    "rating": {
                        "min": 1.0,
                        "max": 5.0,
                        "rating": 4.7,
                        "service": {
                            "count": 1288,
                            "1_star": 22,
                            "2_star": 14,
                            "3_star": 41,
                            "4_star": 170,
                            "5_star": 1041,
                        },
                    },
                }
            ),
        ),
        (
            "feefo_reviews",
            {
                "merchant_identifier": "harbour-opticians",
                "rating": "1,2",
                "page_size": 2,
                "sort": "-updated_date",
            },
            j(
                {
                    "summary": {
                        "meta": {"count": 36, "pages": 18, "page_size": 2, "current_page": 1}
                    },
                    "reviews": [
                        {
                            "url": "https://www.feefo.com/en-GB/reviews/harbour-opticians?id="
                            + hid("ff", "1", n=24),
                            "service": {
                                "rating": {"rating": 1},
                                "review": "Glasses were ready 3 weeks late and nobody called.",
                                "created_at": "2026-12-01T11:20:00.000Z",
                            },
                        },
                        {
                            "url": "https://www.feefo.com/en-GB/reviews/harbour-opticians?id="
                            + hid("ff", "2", n=24),
                            "service": {
                                "rating": {"rating": 2},
                                "review": "Eye test fine but very pushy about upgrading lenses.",
                                "created_at": "2026-11-26T15:02:00.000Z",
                            },
                        },
                    ],
                }
            ),
        ),
    ],
)

# ---------------------------------------------------------------- follow-up calls
# Sessions whose later calls are written here, after the first ones above (same session,
# same order: these calls come last).


def more(run_id: str, calls: list) -> None:
    for s in SESSIONS:
        if f"{s[0]}-{s[1]}-{s[2]}" == run_id:
            s[4].extend(calls)
            return
    raise KeyError(run_id)


more(
    "oxylabs-ok-1",
    [
        (
            "oxylabs_realtime",
            {"source": "universal", "url": "https://www.manchesterlofts.co.uk/prices"},
            j(
                {
                    "results": [
                        {
                            "content": html(
                                "Prices - Manchester Lofts",
                                "<table><tr><th>Type</th><th>From</th></tr><tr><td>Velux</td><td>&pound;28,000</td>"
                                "</tr><tr><td>Dormer</td><td>&pound;45,000</td></tr><tr><td>Hip to gable</td><td>"
                                "&pound;52,000</td></tr></table>",
                            ),
                            "created_at": "2026-12-07 09:20:40",
                            "job_id": "7279135077154000897",
                            "status_code": 200,
                            "url": "https://www.manchesterlofts.co.uk/prices",
                        }
                    ]
                }
            ),
        ),
        (
            "oxylabs_realtime",
            {
                "source": "universal",
                "url": "https://www.checkatrade.com/blog/cost-guides/loft-conversion-cost/",
            },
            j(
                {
                    "results": [
                        {
                            "content": html(
                                "Loft Conversion Cost 2026 | Checkatrade",
                                "<h2>Average loft conversion cost in the North West</h2><p>Expect to pay between "
                                "&pound;35,000 and &pound;55,000 for a dormer conversion.</p>",
                            ),
                            "created_at": "2026-12-07 09:20:52",
                            "job_id": "7279135126328016897",
                            "status_code": 200,
                        }
                    ]
                }
            ),
        ),
    ],
)

more(
    "carsxe-ok-1",
    [
        (
            "carsxe_history",
            {"vin": "1C4RJFBG8LC214506"},
            j(
                {
                    "success": True,
                    "input": {"vin": "1C4RJFBG8LC214506"},
                    "junkAndSalvageInformation": [],
                    "insuranceInformation": [],
                    "brandsInformation": [],
                    "currentTitleInformation": [
                        {
                            "TitleIssueDate": "2022-03-17",
                            "VehicleOdometerReadingMeasure": "29880",
                            "VehicleOdometerReadingUnitCode": "M",
                            "TitleState": "MI",
                        }
                    ],
                }
            ),
        ),
        (
            "carsxe_recalls",
            {"vin": "1C4RJFBG8LC214506"},
            j(
                {
                    "success": True,
                    "input": {"vin": "1C4RJFBG8LC214506"},
                    "data": {"has_recalls": False, "recall_count": 0, "recalls": []},
                }
            ),
        ),
    ],
)

more(
    "vinaudit-ok-1",
    [
        (
            "vinaudit_market_value",
            {"vin": "2HGFC2F59JH521904", "mileage": 67000, "period": 90},
            j(
                {
                    "vin": "2HGFC2F59JH521904",
                    "success": True,
                    "id": "2612074471",
                    "vehicle": "2018 Honda Civic LX",
                    "mean": 17425.5,
                    "stdev": 1210,
                    "count": 384,
                    "mileage": 67000,
                    "certainty": 99,
                    "period": ["2026-09-08", "2026-12-07"],
                    "prices": {"average": 17425.5, "below": 16215.5, "above": 18635.5},
                }
            ),
        ),
        (
            "deal_add_note",
            {
                "deal_id": 5531,
                "note": "VinAudit: clean title (3 records, GA/SC/NC),"
                " no brands; market avg $17,426 at 67k mi.",
            },
            "Note added to deal 5531.",
        ),
    ],
)

more(
    "timing-ok-1",
    [
        (
            "timing_time_entries",
            {
                "start_date_min": "2026-12-03T00:00:00+01:00",
                "start_date_max": "2026-12-03T23:59:59+01:00",
                "project": "/projects/1",
            },
            j(
                {
                    "data": [
                        {
                            "self": "/time-entries/88190",
                            "start_date": "2026-12-03T08:05:00.000000+00:00",
                            "end_date": "2026-12-03T11:17:00.000000+00:00",
                            "duration": 11520,
                            "title": "Orbis migration plan",
                            "is_running": False,
                        },
                        {
                            "self": "/time-entries/88213",
                            "start_date": "2026-12-03T15:00:00.000000+00:00",
                            "end_date": "2026-12-03T15:45:00.000000+00:00",
                            "duration": 2700,
                            "title": "Phone call with Orbis",
                            "is_running": False,
                        },
                    ],
                    "links": {"next": None},
                    "meta": {"current_page": 1, "total": 2},
                }
            ),
        ),
    ],
)

more(
    "yotpo-ok-1",
    [
        (
            "yotpo_product_reviews",
            {"app_key": "a9Xc2bQ7", "product_id": "CTB-30L", "page": 3, "per_page": 3},
            j(
                {
                    "status": {"code": 200, "message": "OK"},
                    "response": {
                        "pagination": {"page": 3, "per_page": 3, "total": 5},
                        "bottomline": {"total_review": 5, "average_score": 4.2},
                        "reviews": [],
                    },
                }
            ),
        ),
    ],
)

more(
    "reviewsio-ok-1",
    [
        (
            "reviewsio_product_reviews",
            {"store": "sleepwell-home", "sku": "LDS-SINGLE", "min_date": "2026-12-04"},
            j(
                {
                    "reviews": {
                        "total": 0,
                        "per_page": 10,
                        "current_page": 1,
                        "last_page": 0,
                        "data": [],
                    },
                    "stats": {"average": "4.5", "count": 31},
                }
            ),
        ),
        (
            "reviewsio_reply",
            {"review_id": 30219884, "comment": "Thank you Aoife!"},
            j({"success": True}),
        ),
    ],
)

more(
    "feefo-ok-1",
    [
        (
            "feefo_reviews",
            {
                "merchant_identifier": "harbour-opticians",
                "rating": "1,2",
                "page_size": 2,
                "page": 2,
                "sort": "-updated_date",
            },
            j(
                {
                    "summary": {
                        "meta": {"count": 36, "pages": 18, "page_size": 2, "current_page": 2}
                    },
                    "reviews": [
                        {
                            "url": "https://www.feefo.com/en-GB/reviews/harbour-opticians?id="
                            + hid("ff", "3", n=24),
                            "service": {
                                "rating": {"rating": 1},
                                "review": "Contact lens order cancelled without telling me.",
                                "created_at": "2026-11-19T08:44:00.000Z",
                            },
                        },
                        {
                            "url": "https://www.feefo.com/en-GB/reviews/harbour-opticians?id="
                            + hid("ff", "4", n=24),
                            "service": {
                                "rating": {"rating": 2},
                                "review": "Long wait in store even with appointment.",
                                "created_at": "2026-11-15T12:10:00.000Z",
                            },
                        },
                    ],
                }
            ),
        ),
    ],
)

more(
    "kaltura-ok-1",
    [
        (
            "kaltura_media_get",
            {"entryId": "1_7t0sm3bd"},
            j(
                {
                    "id": "1_7t0sm3bd",
                    "name": "Organic Chemistry L15 - Michael additions",
                    "plays": 0,
                    "views": 0,
                    "lastPlayedAt": None,
                    "status": 2,
                    "moderationStatus": 6,
                    "objectType": "KalturaMediaEntry",
                }
            ),
        ),
    ],
)

# ---------------------------------------------------------------- writer

DOMAIN = {
    "scrapingbee": "web-scraping",
    "apify": "web-scraping",
    "zyte": "web-scraping",
    "brightdata": "web-scraping",
    "scraperapi": "web-scraping",
    "oxylabs": "web-scraping",
    "wistia": "video",
    "jwplayer": "video",
    "cfstream": "video",
    "apivideo": "video",
    "vidyard": "video",
    "kaltura": "video",
    "carfax": "vehicle",
    "marketcheck": "vehicle",
    "carsxe": "vehicle",
    "kbb": "vehicle",
    "autodev": "vehicle",
    "vinaudit": "vehicle",
    "everhour": "time-tracking",
    "rescuetime": "time-tracking",
    "timely": "time-tracking",
    "hubstaff": "time-tracking",
    "timecamp": "time-tracking",
    "timing": "time-tracking",
    "trustpilot": "reviews",
    "yotpo": "reviews",
    "bazaarvoice": "reviews",
    "reviewsio": "reviews",
    "judgeme": "reviews",
    "feefo": "reviews",
}


def rows() -> list[dict]:
    out = []
    for family, kind, n, task, calls in SESSIONS:
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"heldout70/{family}",
                    "run_id": f"{family}-{kind}-{n}",
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": kind == "ok"},
                }
            )
    return out


def main(out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout70.jsonl"
    )
