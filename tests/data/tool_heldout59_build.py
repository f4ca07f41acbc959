# ruff: noqa: E501
"""Build tests/data/tool_heldout59.jsonl: blind held-out sessions, five domains.

Each row is one tool call in the project's real-runs format. Sessions are written
as the real tools (REST APIs called through an agent's HTTP or SDK tool, MCP
servers, CLIs run through a shell tool) return them. Written from memory of the
tools' documented response shapes and checked against the `search` corpus where
noted; nothing here was tuned to any detector (the fixture was committed before
any detector was run on it).

Domains and families, with the source of each format and how sure I am of it:

1. Web archives
   - archivetoday: archive.ph reached through an HTTP fetch tool. The timemap
     (`/timemap/<url>`) is RFC 7089 link format; the CAPTCHA interstitial
     ("Please complete the security check to access archive.ph") is what the
     site serves to flagged clients. Shapes from memory; fairly sure of the
     link format, less of the interstitial's exact wording.
   - commoncrawl: the CDX index server (pywb) at index.commoncrawl.org,
     `output=json` returns one JSON object a line with urlkey/timestamp/url/
     mime/status/digest/length/offset/filename; `showNumPages=true` returns
     {"pages", "pageSize", "blocks"}; an empty query answers 404 with
     {"message": "No Captures found for: ..."}; overloaded, the server answers
     503 "Please reduce your request rate". Checked against code in the search
     corpus (ikreymer/cdx-index-client, centic9 notes). Sure of the row shape.
   - memento: Memento TimeTravel JSON API (timetravel.mementoweb.org/api/json/
     <datetime>/<url>): original_uri, mementos.closest/first/last/prev/next,
     timegate_uri, timemap_uri. From memory; fairly sure.
   - permacc: Perma.cc API v1 (/v1/archives/, /v1/folders/): guid, url, title,
     creation_timestamp, captures; DRF errors {"detail": "Invalid token."}.
     From memory of the DRF-based API; fairly sure.
   - archivebox: the `archivebox` CLI through a shell tool (add, list, status);
     text output from memory of 0.7.x; moderately sure of exact lines.
   - wacz: Webrecorder's py-wacz CLI (`wacz create`, `wacz validate`); output
     lines from memory; moderately sure.
2. Small-business bookkeeping
   - zohobooks: Zoho Books API v3 JSON: {"code": 0, "message": "success", ...,
     "page_context": {...}}; errors {"code": 57, "message": "You are not
     authorized to perform this operation"}. From memory; fairly sure.
   - freeagent: FreeAgent API v2 (api.freeagent.com/v2): URLs as ids,
     decimal strings; list bodies {"invoices": [...]}. From memory; fairly sure.
   - invoiceninja: Invoice Ninja v5 API: {"data": [...], "meta": {"pagination":
     {...}}}, hashed ids. From memory; fairly sure.
   - akaunting: Akaunting 3 REST API (Laravel resources): {"data": [...],
     "links": {...}, "meta": {...}}. From memory; moderately sure.
   - managerio: Manager.io server edition through a browser/HTTP tool; the
     maintenance page is a generic nginx 503 page. Moderately sure.
3. Subscription billing
   - recurly: Recurly API v2021-02-25 JSON lists {"object": "list", "has_more",
     "next", "data"}; errors {"error": {"type", "message", "params"}}. Fairly sure.
   - maxio: Maxio Advanced Billing (Chargify) API: arrays of {"subscription":
     {...}}; errors {"errors": [...]}. Fairly sure.
   - lago: Lago API v1: {"customers": [...], "meta": {current_page, next_page,
     prev_page, total_pages, total_count}}; errors {"status", "error", "code"}.
     Fairly sure.
   - orb: Orb API: {"data": [...], "pagination_metadata": {"has_more",
     "next_cursor"}}; RFC 7807-like errors with type/status/title/detail.
     Fairly sure.
   - metronome: Metronome API v1: {"data": [...], "next_page": null}. Moderately sure.
   - stigg: Stigg GraphQL API: {"data": {...}} / {"errors": [...]}. Moderately sure.
4. Scheduling and booking pages
   - calendly: Calendly API v2: {"collection": [...], "pagination": {count,
     next_page, previous_page, next_page_token, previous_page_token}} and
     {"resource": {...}}; errors {"title": "Unauthenticated", "message": ...}.
     Pagination fields checked in the docs corpus; fairly sure.
   - calcom: Cal.com API v2: {"status": "success", "data": ...}. Fairly sure.
   - acuity: Acuity Scheduling API v1: bare JSON arrays for /appointments,
     /availability/times ([{"time", "slotsAvailable"}]); errors
     {"status_code", "message", "error"}. Fairly sure.
   - savvycal: SavvyCal API: {"entries": [...], "metadata": {after, before,
     limit}}. Moderately sure.
   - msbookings: Microsoft Graph Bookings (/solutions/bookingBusinesses/...):
     OData {"@odata.context", "value": [...]}; Graph errors {"error": {"code",
     "message", "innerError"}}. Sure of the OData envelope.
5. Data quality and metadata
   - gx: Great Expectations (GX Core 1.x) checkpoint/validation results as
     printed by a python tool: success, statistics, results. Fairly sure.
   - soda: `soda scan` CLI output (Soda Core 3.x): "Scan summary:", "N/M checks
     PASSED", "Oops! N error." Moderately sure of exact wording.
   - montecarlo: Monte Carlo GraphQL API (getIncidents, getTable) via pycarlo:
     {"data": {...}}; auth error as GraphQL errors. Moderately sure.
   - openmetadata: OpenMetadata REST API v1 (/api/v1/tables/name/..., search
     query proxying Elasticsearch hits); errors {"code": 401, "message": ...}.
     Fairly sure.
   - elementary: the `edr` CLI (Elementary) monitor/report output text. Moderately sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout59"


def hid(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uuid(s: str) -> str:
    h = hashlib.sha256(s.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def J(o) -> str:
    return json.dumps(o, indent=2)


def C(o) -> str:
    return json.dumps(o, separators=(",", ":"))


SESSIONS: list[tuple[str, str, str, list[tuple[str, dict, str]]]] = []


def S(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, "ok" if ok else "fail", task, calls))


# ---------------------------------------------------------------- web archives


def cc_row(url: str, ts: str, status: str = "200", mime: str = "text/html") -> str:
    from urllib.parse import urlparse

    p = urlparse(url)
    host = ",".join(reversed(p.netloc.split(".")))
    return C(
        {
            "urlkey": f"{host}){p.path or '/'}",
            "timestamp": ts,
            "url": url,
            "mime": mime,
            "mime-detected": mime,
            "status": status,
            "digest": hashlib.sha1(url.encode() + ts.encode()).hexdigest()[:32].upper(),
            "length": str(3000 + int(hid(url + ts, 4), 16) % 40000),
            "offset": str(int(hid(ts + url, 8), 16)),
            "filename": f"crawl-data/CC-MAIN-2024-33/segments/1722640{hid(url, 3)}.{int(hid(ts, 2), 16) % 90 + 10}/warc/CC-MAIN-20240810{ts[8:14]}-20240810{hid(url + 'x', 6)}-00{int(hid(url, 2), 16) % 900 + 100}.warc.gz",
            "languages": "eng",
            "encoding": "UTF-8",
        }
    )


S(
    "commoncrawl",
    True,
    "How many pages under docs.rs/tokio did Common Crawl's August 2024 crawl capture, and list the first few?",
    [
        (
            "cc_index_query",
            {"index": "CC-MAIN-2024-33", "url": "docs.rs/tokio/*", "showNumPages": True},
            C({"pages": 3, "pageSize": 5, "blocks": 13}),
        ),
        (
            "cc_index_query",
            {"index": "CC-MAIN-2024-33", "url": "docs.rs/tokio/*", "output": "json", "page": 0},
            "\n".join(
                cc_row(f"https://docs.rs/tokio/latest/tokio/{p}", ts)
                for p, ts in [
                    ("", "20240803114502"),
                    ("fs/index.html", "20240804021933"),
                    ("io/index.html", "20240805170211"),
                    ("net/struct.TcpListener.html", "20240806090144"),
                ]
            ),
        ),
        (
            "cc_index_query",
            {"index": "CC-MAIN-2024-33", "url": "docs.rs/tokio/*", "output": "json", "page": 1},
            "\n".join(
                cc_row(f"https://docs.rs/tokio/latest/tokio/{p}", ts)
                for p, ts in [
                    ("runtime/index.html", "20240807010203"),
                    ("sync/struct.Mutex.html", "20240808121516"),
                    ("task/fn.spawn.html", "20240809222301"),
                ]
            ),
        ),
        (
            "cc_index_query",
            {"index": "CC-MAIN-2024-33", "url": "docs.rs/tokio/*", "output": "json", "page": 2},
            "\n".join(
                cc_row(f"https://docs.rs/tokio/1.39.2/tokio/{p}", ts, st)
                for p, ts, st in [
                    ("time/fn.sleep.html", "20240811042019", "200"),
                    ("macros/", "20240812130455", "301"),
                ]
            ),
        ),
    ],
)

S(
    "commoncrawl",
    True,
    "Was our old careers page acme-widgets.example/careers/2019-interns ever captured by Common Crawl in 2024? Legal needs to know if a copy exists.",
    [
        (
            "cc_collinfo",
            {},
            J(
                [
                    {
                        "id": "CC-MAIN-2024-38",
                        "name": "September 2024 Index",
                        "timegate": "https://index.commoncrawl.org/CC-MAIN-2024-38/",
                        "cdx-api": "https://index.commoncrawl.org/CC-MAIN-2024-38-index",
                    },
                    {
                        "id": "CC-MAIN-2024-33",
                        "name": "August 2024 Index",
                        "timegate": "https://index.commoncrawl.org/CC-MAIN-2024-33/",
                        "cdx-api": "https://index.commoncrawl.org/CC-MAIN-2024-33-index",
                    },
                    {
                        "id": "CC-MAIN-2024-30",
                        "name": "July 2024 Index",
                        "timegate": "https://index.commoncrawl.org/CC-MAIN-2024-30/",
                        "cdx-api": "https://index.commoncrawl.org/CC-MAIN-2024-30-index",
                    },
                ]
            ),
        ),
        (
            "cc_index_query",
            {
                "index": "CC-MAIN-2024-38",
                "url": "acme-widgets.example/careers/2019-interns",
                "output": "json",
            },
            "HTTP 404\n"
            + C({"message": "No Captures found for: acme-widgets.example/careers/2019-interns"}),
        ),
        (
            "cc_index_query",
            {
                "index": "CC-MAIN-2024-33",
                "url": "acme-widgets.example/careers/2019-interns",
                "output": "json",
            },
            "HTTP 404\n"
            + C({"message": "No Captures found for: acme-widgets.example/careers/2019-interns"}),
        ),
        (
            "cc_index_query",
            {
                "index": "CC-MAIN-2024-30",
                "url": "acme-widgets.example/careers/2019-interns",
                "output": "json",
            },
            "HTTP 404\n"
            + C({"message": "No Captures found for: acme-widgets.example/careers/2019-interns"}),
        ),
        (
            "cc_index_query",
            {
                "index": "CC-MAIN-2024-30",
                "url": "acme-widgets.example/careers/*",
                "output": "json",
                "fl": "url,timestamp,status",
            },
            "\n".join(
                C({"url": u, "timestamp": t, "status": s})
                for u, t, s in [
                    ("https://acme-widgets.example/careers/", "20240714093011", "200"),
                    ("https://acme-widgets.example/careers/engineering", "20240715111845", "200"),
                ]
            ),
        ),
    ],
)

S(
    "commoncrawl",
    False,
    "Find Common Crawl captures of the PyPI project pages for requests, httpx and urllib3 in the September 2024 crawl.",
    [
        (
            "cc_index_query",
            {"index": "CC-MAIN-2024-38", "url": "pypi.org/project/requests/", "output": "json"},
            "HTTP 503\n<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>Please reduce your request rate.</p>\n</body>\n</html>",
        ),
        (
            "cc_index_query",
            {"index": "CC-MAIN-2024-38", "url": "pypi.org/project/httpx/", "output": "json"},
            "HTTP 503\n<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>Please reduce your request rate.</p>\n</body>\n</html>",
        ),
        (
            "cc_index_query",
            {"index": "CC-MAIN-2024-38", "url": "pypi.org/project/urllib3/", "output": "json"},
            "HTTP 503\n<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>Please reduce your request rate.</p>\n</body>\n</html>",
        ),
        (
            "cc_index_query",
            {
                "index": "CC-MAIN-2024-38",
                "url": "pypi.org/project/*",
                "output": "json",
                "limit": 20,
            },
            "HTTP 503\n<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>Please reduce your request rate.</p>\n</body>\n</html>",
        ),
        (
            "cc_index_query",
            {"index": "CC-MAIN-2024-33", "url": "pypi.org/project/requests/", "output": "json"},
            "HTTP 503\n<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>Please reduce your request rate.</p>\n</body>\n</html>",
        ),
        (
            "cc_index_query",
            {
                "index": "CC-MAIN-2024-38",
                "url": "https://pypi.org/project/requests/",
                "output": "json",
                "filter": "status:200",
            },
            "HTTP 503\n<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>Please reduce your request rate.</p>\n</body>\n</html>",
        ),
        (
            "cc_index_query",
            {
                "index": "CC-MAIN-2024-38",
                "url": "pypi.org/project/httpx/",
                "output": "json",
                "fl": "url,timestamp",
            },
            "HTTP 503\n<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>Please reduce your request rate.</p>\n</body>\n</html>",
        ),
    ],
)

TM = """<http://www.nytimes.com/2024/06/01/technology/ai-chips.html>; rel="original",
<https://archive.ph/timegate/http://www.nytimes.com/2024/06/01/technology/ai-chips.html>; rel="timegate",
<https://archive.ph/timemap/http://www.nytimes.com/2024/06/01/technology/ai-chips.html>; rel="self"; type="application/link-format"; from="Sat, 01 Jun 2024 10:14:22 GMT"; until="Tue, 04 Jun 2024 18:02:51 GMT",
<https://archive.ph/20240601101422/https://www.nytimes.com/2024/06/01/technology/ai-chips.html>; rel="first memento"; datetime="Sat, 01 Jun 2024 10:14:22 GMT",
<https://archive.ph/20240601223307/https://www.nytimes.com/2024/06/01/technology/ai-chips.html>; rel="memento"; datetime="Sat, 01 Jun 2024 22:33:07 GMT",
<https://archive.ph/20240604180251/https://www.nytimes.com/2024/06/01/technology/ai-chips.html>; rel="last memento"; datetime="Tue, 04 Jun 2024 18:02:51 GMT"
"""

S(
    "archivetoday",
    True,
    "Find the archive.today snapshots of the NYT AI chips article from June 2024 and tell me whether the headline changed between the first and last one.",
    [
        (
            "http_get",
            {
                "url": "https://archive.ph/timemap/http://www.nytimes.com/2024/06/01/technology/ai-chips.html"
            },
            TM,
        ),
        (
            "http_get",
            {
                "url": "https://archive.ph/20240601101422/https://www.nytimes.com/2024/06/01/technology/ai-chips.html",
                "extract": "title",
            },
            "The Race to Build A.I. Chips Is Heating Up - The New York Times",
        ),
        (
            "http_get",
            {
                "url": "https://archive.ph/20240604180251/https://www.nytimes.com/2024/06/01/technology/ai-chips.html",
                "extract": "title",
            },
            "Nvidia's Rivals Bet Billions on A.I. Chips. Can Anyone Catch Up? - The New York Times",
        ),
        (
            "http_get",
            {
                "url": "https://archive.ph/20240601223307/https://www.nytimes.com/2024/06/01/technology/ai-chips.html",
                "extract": "title",
            },
            "Nvidia's Rivals Bet Billions on A.I. Chips. Can Anyone Catch Up? - The New York Times",
        ),
    ],
)

CAPTCHA = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>archive.ph</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif">
<h2>Please complete the security check to access archive.ph</h2>
<p>Why do I have to complete a CAPTCHA?</p>
<p>Completing the CAPTCHA proves you are a human and gives you temporary access to the web property.</p>
<form id="challenge-form" action="/?__cf_chl_f_tk=" method="POST"><div class="g-recaptcha" data-sitekey="6Lc0XrsUAAAAAPWB4sM-kqOjhq-0v4yt_k6vVx2W"></div></form>
</body></html>"""

S(
    "archivetoday",
    False,
    "Get the archive.today copies of three press releases from globex.example that were deleted last month, so we can quote them.",
    [
        (
            "http_get",
            {"url": "https://archive.ph/timemap/https://globex.example/press/2026-10-recall"},
            CAPTCHA,
        ),
        (
            "http_get",
            {"url": "https://archive.ph/newest/https://globex.example/press/2026-10-recall"},
            CAPTCHA,
        ),
        (
            "http_get",
            {"url": "https://archive.is/timemap/https://globex.example/press/2026-10-recall"},
            CAPTCHA.replace("archive.ph", "archive.is"),
        ),
        (
            "http_get",
            {
                "url": "https://archive.ph/timemap/https://globex.example/press/2026-10-ceo-statement"
            },
            CAPTCHA,
        ),
        ("http_get", {"url": "https://archive.ph/https://globex.example/press/*"}, CAPTCHA),
        (
            "http_get",
            {
                "url": "https://archive.today/timemap/https://globex.example/press/2026-10-q3-results"
            },
            CAPTCHA.replace("archive.ph", "archive.today"),
        ),
        (
            "http_get",
            {"url": "https://archive.ph/timemap/https://globex.example/press/2026-10-q3-results"},
            CAPTCHA,
        ),
    ],
)


def tt(url: str, closest: str, first: str, last: str, archive: str = "web.archive.org/web") -> str:
    return J(
        {
            "original_uri": url,
            "mementos": {
                "closest": {
                    "datetime": closest,
                    "uri": [
                        f"http://{archive}/{closest.replace('-', '').replace(':', '').replace('T', '').replace('Z', '')}/{url}"
                    ],
                },
                "first": {
                    "datetime": first,
                    "uri": [
                        f"http://{archive}/{first.replace('-', '').replace(':', '').replace('T', '').replace('Z', '')}/{url}"
                    ],
                },
                "last": {
                    "datetime": last,
                    "uri": [
                        f"http://{archive}/{last.replace('-', '').replace(':', '').replace('T', '').replace('Z', '')}/{url}"
                    ],
                },
            },
            "timegate_uri": f"http://timetravel.mementoweb.org/timegate/{url}",
            "timemap_uri": {
                "json_format": f"http://timetravel.mementoweb.org/timemap/json/{url}",
                "link_format": f"http://timetravel.mementoweb.org/timemap/link/{url}",
            },
        }
    )


S(
    "memento",
    True,
    "Across all web archives, what's the earliest copy of the W3C's original HTML5 draft page, and is there one near 1 Jan 2010?",
    [
        (
            "memento_timetravel",
            {"url": "http://www.w3.org/TR/html5/", "datetime": "20100101"},
            tt(
                "http://www.w3.org/TR/html5/",
                "2009-12-28T04:11:56Z",
                "2008-01-23T09:45:02Z",
                "2026-11-30T12:03:40Z",
            ),
        ),
        (
            "memento_timetravel",
            {"url": "http://www.w3.org/TR/2008/WD-html5-20080122/", "datetime": "20080101"},
            tt(
                "http://www.w3.org/TR/2008/WD-html5-20080122/",
                "2008-01-24T17:20:13Z",
                "2008-01-24T17:20:13Z",
                "2025-02-08T03:55:29Z",
                "archive.ph",
            ),
        ),
        (
            "memento_timetravel",
            {"url": "http://dev.w3.org/html5/spec/", "datetime": "20100101"},
            tt(
                "http://dev.w3.org/html5/spec/",
                "2010-01-02T21:07:44Z",
                "2007-11-05T02:31:10Z",
                "2019-06-12T15:40:22Z",
                "wayback.archive-it.org/all",
            ),
        ),
        (
            "memento_timetravel",
            {"url": "http://www.whatwg.org/specs/web-apps/current-work/", "datetime": "20040601"},
            tt(
                "http://www.whatwg.org/specs/web-apps/current-work/",
                "2004-06-09T14:52:03Z",
                "2004-06-09T14:52:03Z",
                "2026-11-29T08:17:50Z",
            ),
        ),
    ],
)

S(
    "memento",
    True,
    "Check whether any archive has a copy of our intranet page http://intranet.initech.local/tps-reports; I expect none, confirm.",
    [
        (
            "memento_timetravel",
            {"url": "http://intranet.initech.local/tps-reports", "datetime": "2026"},
            "HTTP 404 Not Found\n(empty body)",
        ),
        (
            "memento_timemap",
            {"url": "http://intranet.initech.local/tps-reports", "format": "link"},
            "HTTP 404 Not Found\n(empty body)",
        ),
        (
            "memento_timetravel",
            {"url": "http://intranet.initech.local/", "datetime": "2026"},
            "HTTP 404 Not Found\n(empty body)",
        ),
    ],
)

S(
    "permacc",
    True,
    "Make Perma links for the two court opinions cited in the brief and put them in the 'Smith v. Jones' folder, then give me the links.",
    [
        (
            "perma_list_folders",
            {},
            J(
                {
                    "meta": {
                        "limit": 300,
                        "offset": 0,
                        "total_count": 3,
                        "next": None,
                        "previous": None,
                    },
                    "objects": [
                        {
                            "id": 41822,
                            "name": "Personal Links",
                            "parent": None,
                            "has_children": True,
                            "path": "41822",
                        },
                        {
                            "id": 90417,
                            "name": "Smith v. Jones",
                            "parent": 41822,
                            "has_children": False,
                            "path": "41822-90417",
                        },
                        {
                            "id": 90502,
                            "name": "Moot court 2026",
                            "parent": 41822,
                            "has_children": False,
                            "path": "41822-90502",
                        },
                    ],
                }
            ),
        ),
        (
            "perma_create_archive",
            {
                "url": "https://www.courtlistener.com/opinion/4801234/smith-v-jones/",
                "folder": 90417,
            },
            J(
                {
                    "guid": "K7QD-3XMP",
                    "creation_timestamp": "2026-12-07T15:02:11.418Z",
                    "url": "https://www.courtlistener.com/opinion/4801234/smith-v-jones/",
                    "title": "",
                    "description": None,
                    "warc_size": None,
                    "captures": [
                        {
                            "role": "primary",
                            "status": "pending",
                            "url": "https://www.courtlistener.com/opinion/4801234/smith-v-jones/",
                            "record_type": "response",
                            "content_type": "text/html",
                        },
                        {
                            "role": "screenshot",
                            "status": "pending",
                            "url": "file:///K7QD-3XMP/cap.png",
                            "record_type": "resource",
                            "content_type": "image/png",
                        },
                    ],
                    "queue_time": None,
                    "capture_time": None,
                    "is_private": False,
                    "private_reason": None,
                }
            ),
        ),
        (
            "perma_create_archive",
            {"url": "https://supreme.justia.com/cases/federal/us/598/2/", "folder": 90417},
            J(
                {
                    "guid": "2WFB-L9HA",
                    "creation_timestamp": "2026-12-07T15:02:19.007Z",
                    "url": "https://supreme.justia.com/cases/federal/us/598/2/",
                    "title": "",
                    "description": None,
                    "warc_size": None,
                    "captures": [
                        {
                            "role": "primary",
                            "status": "pending",
                            "url": "https://supreme.justia.com/cases/federal/us/598/2/",
                            "record_type": "response",
                            "content_type": "text/html",
                        }
                    ],
                    "queue_time": None,
                    "capture_time": None,
                    "is_private": False,
                    "private_reason": None,
                }
            ),
        ),
        (
            "perma_get_archive",
            {"guid": "K7QD-3XMP"},
            J(
                {
                    "guid": "K7QD-3XMP",
                    "creation_timestamp": "2026-12-07T15:02:11.418Z",
                    "url": "https://www.courtlistener.com/opinion/4801234/smith-v-jones/",
                    "title": "Smith v. Jones, 112 F.4th 201 (9th Cir. 2026) – CourtListener.com",
                    "warc_size": 1840233,
                    "captures": [
                        {
                            "role": "primary",
                            "status": "success",
                            "url": "https://www.courtlistener.com/opinion/4801234/smith-v-jones/",
                            "record_type": "response",
                            "content_type": "text/html; charset=utf-8",
                        },
                        {
                            "role": "screenshot",
                            "status": "success",
                            "url": "file:///K7QD-3XMP/cap.png",
                            "record_type": "resource",
                            "content_type": "image/png",
                        },
                    ],
                    "queue_time": 2,
                    "capture_time": 11,
                    "is_private": False,
                }
            ),
        ),
        (
            "perma_get_archive",
            {"guid": "2WFB-L9HA"},
            J(
                {
                    "guid": "2WFB-L9HA",
                    "creation_timestamp": "2026-12-07T15:02:19.007Z",
                    "url": "https://supreme.justia.com/cases/federal/us/598/2/",
                    "title": "",
                    "warc_size": None,
                    "captures": [
                        {
                            "role": "primary",
                            "status": "pending",
                            "url": "https://supreme.justia.com/cases/federal/us/598/2/",
                            "record_type": "response",
                            "content_type": "text/html",
                        }
                    ],
                    "queue_time": 6,
                    "capture_time": None,
                    "is_private": False,
                }
            ),
        ),
        (
            "perma_get_archive",
            {"guid": "2WFB-L9HA"},
            J(
                {
                    "guid": "2WFB-L9HA",
                    "creation_timestamp": "2026-12-07T15:02:19.007Z",
                    "url": "https://supreme.justia.com/cases/federal/us/598/2/",
                    "title": "Dobbs v. Jackson Women's Health Organization, 597 U.S. 215 (2022) :: Justia",
                    "warc_size": 2211907,
                    "captures": [
                        {
                            "role": "primary",
                            "status": "success",
                            "url": "https://supreme.justia.com/cases/federal/us/598/2/",
                            "record_type": "response",
                            "content_type": "text/html; charset=UTF-8",
                        }
                    ],
                    "queue_time": 6,
                    "capture_time": 14,
                    "is_private": False,
                }
            ),
        ),
    ],
)

S(
    "permacc",
    False,
    "Archive the five news links in the footnotes with Perma.cc and list the resulting perma.cc URLs.",
    [
        ("perma_create_archive", {"url": u}, 'HTTP 401 Unauthorized\n{"detail": "Invalid token."}')
        for u in [
            "https://apnews.com/article/fed-rates-2026-11",
            "https://www.reuters.com/markets/us/fed-holds-2026-11-05/",
            "https://www.bbc.com/news/business-68123456",
            "https://apnews.com/article/fed-rates-2026-11",
        ]
    ]
    + [
        ("perma_list_folders", {}, 'HTTP 401 Unauthorized\n{"detail": "Invalid token."}'),
        (
            "perma_create_archive",
            {"url": "https://www.ft.com/content/5e0c1a2b", "folder": 41822},
            'HTTP 401 Unauthorized\n{"detail": "Invalid token."}',
        ),
    ],
)

S(
    "archivebox",
    True,
    "Add the three blog posts about SQLite WAL to our ArchiveBox and confirm they got saved.",
    [
        (
            "shell",
            {
                "cmd": "archivebox add 'https://sqlite.org/wal.html' 'https://fly.io/blog/sqlite-internals-wal/' 'https://www.phoronix.com/news/SQLite-WAL2'"
            },
            '[+] [2026-12-07 15:10:02] Adding 3 links to index (crawl depth=0)...\n    > Saved verbatim input to sources/1796652602-import.txt\n    > Parsed 3 URLs from input (Generic TXT)\n\n[*] Starting crawl of 3 sites 1 layer deep...\n\n[▶] [2026-12-07 15:10:03] Starting archiving of 3 snapshots in index...\n\n[+] [2026-12-07 15:10:03] "sqlite.org/wal.html"\n    https://sqlite.org/wal.html\n    > ./archive/1796652603.0\n      > title\n      > favicon\n      > singlefile\n      > wget\n      > readability\n      > screenshot\n        14.2 seconds\n\n[+] [2026-12-07 15:10:17] "fly.io/blog/sqlite-internals-wal"\n    https://fly.io/blog/sqlite-internals-wal/\n    > ./archive/1796652603.1\n      > title\n      > favicon\n      > singlefile\n      > wget\n      > readability\n      > screenshot\n        19.8 seconds\n\n[+] [2026-12-07 15:10:37] "phoronix.com/news/SQLite-WAL2"\n    https://www.phoronix.com/news/SQLite-WAL2\n    > ./archive/1796652603.2\n      > title\n      > favicon\n      > singlefile\n        Extractor failed:\n            TimeoutError Failed to save singlefile (timed out after 60s)\n      > wget\n      > readability\n      > screenshot\n        71.3 seconds\n\n[√] [2026-12-07 15:11:48] Update of 3 pages complete (1.77 min)\n    - 0 links skipped\n    - 3 links updated\n    - 1 links had errors\n\n    Hint: To manage your archive in a Web UI, run:\n        archivebox server 0.0.0.0:8000',
        ),
        (
            "shell",
            {
                "cmd": "archivebox list --json --filter-type=substring sqlite | jq '.[] | {url, title, is_archived, num_outputs}'"
            },
            '{\n  "url": "https://sqlite.org/wal.html",\n  "title": "Write-Ahead Logging",\n  "is_archived": true,\n  "num_outputs": 6\n}\n{\n  "url": "https://fly.io/blog/sqlite-internals-wal/",\n  "title": "SQLite Internals: WAL · The Fly Blog",\n  "is_archived": true,\n  "num_outputs": 6\n}\n{\n  "url": "https://www.phoronix.com/news/SQLite-WAL2",\n  "title": "SQLite Developers Continue Work On WAL2 Journal Mode - Phoronix",\n  "is_archived": true,\n  "num_outputs": 5\n}',
        ),
        (
            "shell",
            {
                "cmd": "archivebox update --filter-type=exact --extract=singlefile https://www.phoronix.com/news/SQLite-WAL2"
            },
            '[▶] [2026-12-07 15:13:20] Starting archiving of 1 snapshots in index...\n\n[√] [2026-12-07 15:13:20] "phoronix.com/news/SQLite-WAL2"\n    https://www.phoronix.com/news/SQLite-WAL2\n    > ./archive/1796652603.2\n      > singlefile\n        22.6 seconds\n\n[√] [2026-12-07 15:13:43] Update of 1 pages complete (22.61 sec)\n    - 0 links skipped\n    - 1 links updated\n    - 0 links had errors',
        ),
        (
            "shell",
            {"cmd": "ls -la /data/archive/1796652603.2/ | head -20"},
            "total 2148\ndrwxr-xr-x  5 archivebox archivebox    4096 Dec  7 15:13 .\ndrwxr-xr-x 88 archivebox archivebox    4096 Dec  7 15:10 ..\n-rw-r--r--  1 archivebox archivebox    2312 Dec  7 15:13 index.html\n-rw-r--r--  1 archivebox archivebox    4381 Dec  7 15:13 index.json\n-rw-r--r--  1 archivebox archivebox   15086 Dec  7 15:10 favicon.ico\ndrwxr-xr-x  2 archivebox archivebox    4096 Dec  7 15:11 readability\n-rw-r--r--  1 archivebox archivebox  412204 Dec  7 15:11 screenshot.png\n-rw-r--r--  1 archivebox archivebox 1689302 Dec  7 15:13 singlefile.html\ndrwxr-xr-x  3 archivebox archivebox    4096 Dec  7 15:11 www.phoronix.com",
        ),
    ],
)

S(
    "archivebox",
    False,
    "Check our ArchiveBox for saved copies of the Kubernetes 1.29 release notes and the etcd FAQ.",
    [
        (
            "shell",
            {"cmd": "archivebox list --filter-type=substring kubernetes"},
            "[X] No archivebox index found in the current directory.\n    /home/agent\n\n    Are you running archivebox in the right folder?\n        cd path/to/your/archive/folder\n        archivebox [command]\n\n    To create a new archive collection or import existing data in this folder, run:\n        archivebox init",
        ),
        (
            "shell",
            {"cmd": "archivebox list --filter-type=substring etcd"},
            "[X] No archivebox index found in the current directory.\n    /home/agent\n\n    Are you running archivebox in the right folder?\n        cd path/to/your/archive/folder\n        archivebox [command]\n\n    To create a new archive collection or import existing data in this folder, run:\n        archivebox init",
        ),
        (
            "shell",
            {"cmd": "archivebox list --json --filter-type=regex 'kubernetes.io/(blog|releases)'"},
            "[X] No archivebox index found in the current directory.\n    /home/agent\n\n    Are you running archivebox in the right folder?\n        cd path/to/your/archive/folder\n        archivebox [command]\n\n    To create a new archive collection or import existing data in this folder, run:\n        archivebox init",
        ),
        (
            "shell",
            {"cmd": "archivebox status"},
            "[X] No archivebox index found in the current directory.\n    /home/agent\n\n    Are you running archivebox in the right folder?\n        cd path/to/your/archive/folder\n        archivebox [command]\n\n    To create a new archive collection or import existing data in this folder, run:\n        archivebox init",
        ),
        (
            "shell",
            {"cmd": "archivebox list --filter-type=domain etcd.io"},
            "[X] No archivebox index found in the current directory.\n    /home/agent\n\n    Are you running archivebox in the right folder?\n        cd path/to/your/archive/folder\n        archivebox [command]\n\n    To create a new archive collection or import existing data in this folder, run:\n        archivebox init",
        ),
        (
            "shell",
            {"cmd": "archivebox list --filter-type=substring 'release notes'"},
            "[X] No archivebox index found in the current directory.\n    /home/agent\n\n    Are you running archivebox in the right folder?\n        cd path/to/your/archive/folder\n        archivebox [command]\n\n    To create a new archive collection or import existing data in this folder, run:\n        archivebox init",
        ),
    ],
)

S(
    "wacz",
    True,
    "Package the crawl WARCs from last night into a WACZ with page index and validate it.",
    [
        (
            "shell",
            {"cmd": "ls -lh crawls/2026-12-06/*.warc.gz"},
            "-rw-r--r-- 1 agent agent 812M Dec  7 03:14 crawls/2026-12-06/rec-20261207011502-0.warc.gz\n-rw-r--r-- 1 agent agent 1.0G Dec  7 03:52 crawls/2026-12-06/rec-20261207031401-1.warc.gz\n-rw-r--r-- 1 agent agent 233M Dec  7 04:05 crawls/2026-12-06/rec-20261207035206-2.warc.gz",
        ),
        (
            "shell",
            {
                "cmd": "wacz create -o crawls/site-2026-12-06.wacz --detect-pages --title 'Site crawl 2026-12-06' crawls/2026-12-06/*.warc.gz"
            },
            "",
        ),
        (
            "shell",
            {"cmd": "wacz validate -f crawls/site-2026-12-06.wacz"},
            "The wacz file is valid",
        ),
        (
            "shell",
            {"cmd": "unzip -p crawls/site-2026-12-06.wacz pages/pages.jsonl | head -4"},
            '{"format": "json-pages-1.0", "id": "pages", "title": "All Pages", "hasText": false}\n{"id": "f1a9c02e6b", "url": "https://docs.example.org/", "ts": "2026-12-07T01:15:04Z", "title": "Example Docs"}\n{"id": "0b7d44e1aa", "url": "https://docs.example.org/install/", "ts": "2026-12-07T01:15:09Z", "title": "Installation \\u2014 Example Docs"}\n{"id": "93ce0d1f54", "url": "https://docs.example.org/api/", "ts": "2026-12-07T01:15:13Z", "title": "API reference \\u2014 Example Docs"}',
        ),
        (
            "shell",
            {"cmd": "unzip -p crawls/site-2026-12-06.wacz pages/pages.jsonl | wc -l"},
            "1843",
        ),
    ],
)

# ---------------------------------------------------------------- bookkeeping


def zb(key: str, items, page=1, more=False, extra=None) -> str:
    d = {
        "code": 0,
        "message": "success",
        key: items,
        "page_context": {
            "page": page,
            "per_page": 25,
            "has_more_page": more,
            "report_name": key.capitalize(),
            "applied_filter": "Status.All",
            "sort_column": "created_time",
            "sort_order": "D",
        },
    }
    if extra:
        d["page_context"].update(extra)
    return J(d)


def zinv(n: int, cust: str, total: float, bal: float, status: str, due: str) -> dict:
    return {
        "invoice_id": str(460000000000 + n * 1013),
        "invoice_number": f"INV-{n:06d}",
        "customer_name": cust,
        "customer_id": str(460000000100 + n),
        "status": status,
        "date": "2026-10-" + due[-2:],
        "due_date": due,
        "currency_code": "USD",
        "total": total,
        "balance": bal,
        "created_time": f"2026-10-{due[-2:]}T10:12:44-0800",
    }


S(
    "zohobooks",
    True,
    "In Zoho Books, list every unpaid invoice from October and total what's still owed.",
    [
        (
            "zohobooks_list_invoices",
            {"status": "unpaid", "date_start": "2026-10-01", "date_end": "2026-10-31", "page": 1},
            zb(
                "invoices",
                [
                    zinv(i, c, t, b, s, d)
                    for i, c, t, b, s, d in [
                        (1201, "Bluebird Florists", 1840.0, 1840.0, "overdue", "2026-11-02"),
                        (
                            1203,
                            "Kestrel Logistics LLC",
                            5200.0,
                            2600.0,
                            "partially_paid",
                            "2026-11-05",
                        ),
                        (1207, "Marlow & Daughters", 612.5, 612.5, "overdue", "2026-11-09"),
                    ]
                ],
                1,
                True,
            ),
        ),
        (
            "zohobooks_list_invoices",
            {"status": "unpaid", "date_start": "2026-10-01", "date_end": "2026-10-31", "page": 2},
            zb(
                "invoices",
                [
                    zinv(i, c, t, b, s, d)
                    for i, c, t, b, s, d in [
                        (1215, "Northgate Dental", 2975.0, 2975.0, "sent", "2026-11-30"),
                        (1219, "Juniper Yoga Studio", 450.0, 450.0, "sent", "2026-11-30"),
                    ]
                ],
                2,
                False,
            ),
        ),
        (
            "zohobooks_get_invoice",
            {"invoice_id": "460001219071"},
            J(
                {
                    "code": 0,
                    "message": "success",
                    "invoice": {
                        "invoice_id": "460001219071",
                        "invoice_number": "INV-001203",
                        "customer_name": "Kestrel Logistics LLC",
                        "status": "partially_paid",
                        "total": 5200.0,
                        "payment_made": 2600.0,
                        "balance": 2600.0,
                        "line_items": [
                            {
                                "name": "Route optimisation retainer (Oct)",
                                "quantity": 1,
                                "rate": 5200.0,
                                "item_total": 5200.0,
                            }
                        ],
                        "payments": [
                            {
                                "payment_id": "460000991204",
                                "date": "2026-11-04",
                                "amount": 2600.0,
                                "payment_mode": "Bank Transfer",
                            }
                        ],
                    },
                }
            ),
        ),
    ],
)

S(
    "zohobooks",
    True,
    "Record that Bluebird Florists paid INV-001201 in full by check today, and email them the receipt.",
    [
        (
            "zohobooks_list_customers",
            {"search_text": "Bluebird"},
            zb(
                "contacts",
                [
                    {
                        "contact_id": "460000001301",
                        "contact_name": "Bluebird Florists",
                        "company_name": "Bluebird Florists",
                        "email": "ap@bluebirdflorists.example",
                        "outstanding_receivable_amount": 1840.0,
                        "status": "active",
                    }
                ],
            ),
        ),
        (
            "zohobooks_create_customer_payment",
            {
                "customer_id": "460000001301",
                "payment_mode": "check",
                "amount": 1840.0,
                "date": "2026-12-07",
                "invoices": [{"invoice_id": "460001215612", "amount_applied": 1840.0}],
            },
            J(
                {
                    "code": 0,
                    "message": "The payment has been created.",
                    "payment": {
                        "payment_id": "460000993388",
                        "payment_number": "29",
                        "customer_id": "460000001301",
                        "payment_mode": "check",
                        "date": "2026-12-07",
                        "amount": 1840.0,
                        "unused_amount": 0.0,
                    },
                }
            ),
        ),
        (
            "zohobooks_email_payment",
            {"payment_id": "460000993388", "to_mail_ids": ["ap@bluebirdflorists.example"]},
            J({"code": 0, "message": "Payment receipt has been sent to the customer."}),
        ),
    ],
)

ZERR = 'HTTP 401\n{"code": 57, "message": "You are not authorized to perform this operation"}'
S(
    "zohobooks",
    False,
    "Pull November's expenses from Zoho Books grouped by vendor, and flag anything over $1,000.",
    [
        ("zohobooks_list_expenses", {"date_start": "2026-11-01", "date_end": "2026-11-30"}, ZERR),
        (
            "zohobooks_list_expenses",
            {"date_start": "2026-11-01", "date_end": "2026-11-30", "page": 1, "per_page": 200},
            ZERR,
        ),
        ("zohobooks_list_vendors", {}, ZERR),
        ("zohobooks_list_expenses", {"filter_by": "Status.All"}, ZERR),
        ("zohobooks_list_bills", {"date_start": "2026-11-01", "date_end": "2026-11-30"}, ZERR),
        (
            "zohobooks_list_expenses",
            {"date_start": "2026-11-01", "date_end": "2026-11-30", "organization_id": "812004401"},
            ZERR,
        ),
        ("zohobooks_list_expenses", {"vendor_name": "Amazon"}, ZERR),
    ],
)

FA = "https://api.freeagent.com/v2"
S(
    "freeagent",
    True,
    "In FreeAgent, find out which bank transactions from November haven't been explained yet.",
    [
        (
            "freeagent_get",
            {"path": "/bank_accounts"},
            J(
                {
                    "bank_accounts": [
                        {
                            "url": f"{FA}/bank_accounts/40211",
                            "type": "StandardBankAccount",
                            "name": "Business Current",
                            "currency": "GBP",
                            "current_balance": "18422.17",
                            "is_primary": True,
                        },
                        {
                            "url": f"{FA}/bank_accounts/40212",
                            "type": "CreditCardAccount",
                            "name": "Company Amex",
                            "currency": "GBP",
                            "current_balance": "-1203.55",
                            "is_primary": False,
                        },
                    ]
                }
            ),
        ),
        (
            "freeagent_get",
            {
                "path": "/bank_transactions",
                "params": {
                    "bank_account": f"{FA}/bank_accounts/40211",
                    "view": "unexplained",
                    "from_date": "2026-11-01",
                    "to_date": "2026-11-30",
                },
            },
            J(
                {
                    "bank_transactions": [
                        {
                            "url": f"{FA}/bank_transactions/9931201",
                            "amount": "-86.40",
                            "bank_account": f"{FA}/bank_accounts/40211",
                            "dated_on": "2026-11-04",
                            "description": "DD BT GROUP PLC",
                            "unexplained_amount": "-86.40",
                            "is_manual": False,
                            "created_at": "2026-11-05T06:12:01.000Z",
                        },
                        {
                            "url": f"{FA}/bank_transactions/9931876",
                            "amount": "2400.0",
                            "bank_account": f"{FA}/bank_accounts/40211",
                            "dated_on": "2026-11-19",
                            "description": "FPI HARTLEY DESIGN REF 0042",
                            "unexplained_amount": "2400.0",
                            "is_manual": False,
                            "created_at": "2026-11-20T06:10:44.000Z",
                        },
                    ]
                }
            ),
        ),
        (
            "freeagent_get",
            {
                "path": "/bank_transactions",
                "params": {
                    "bank_account": f"{FA}/bank_accounts/40212",
                    "view": "unexplained",
                    "from_date": "2026-11-01",
                    "to_date": "2026-11-30",
                },
            },
            J({"bank_transactions": []}),
        ),
        (
            "freeagent_get",
            {"path": "/invoices", "params": {"view": "open", "contact": None}},
            J(
                {
                    "invoices": [
                        {
                            "url": f"{FA}/invoices/771044",
                            "contact": f"{FA}/contacts/30118",
                            "reference": "042",
                            "dated_on": "2026-10-20",
                            "due_on": "2026-11-19",
                            "status": "Open",
                            "currency": "GBP",
                            "net_value": "2000.0",
                            "total_value": "2400.0",
                            "paid_value": "0.0",
                            "due_value": "2400.0",
                        }
                    ]
                }
            ),
        ),
        (
            "freeagent_get",
            {"path": "/contacts/30118"},
            J(
                {
                    "contact": {
                        "url": f"{FA}/contacts/30118",
                        "organisation_name": "Hartley Design Ltd",
                        "first_name": "Priya",
                        "last_name": "Hartley",
                        "email": "accounts@hartleydesign.example",
                        "country": "United Kingdom",
                        "account_balance": "2400.0",
                    }
                }
            ),
        ),
    ],
)

S(
    "freeagent",
    False,
    "Get our FreeAgent profit and loss for Q3 and the list of overdue invoices.",
    [
        (
            "freeagent_get",
            {
                "path": "/accounting/profit_and_loss/summary",
                "params": {"from_date": "2026-07-01", "to_date": "2026-09-30"},
            },
            J(
                {
                    "profit_and_loss_summary": {
                        "from": "2026-07-01",
                        "to": "2026-09-30",
                        "income": "0.0",
                        "expenses": "0.0",
                        "operating_profit": "0.0",
                        "less": [],
                        "retained_profit": "0.0",
                        "retained_profit_brought_forward": "0.0",
                        "retained_profit_carried_forward": "0.0",
                    }
                }
            ),
        ),
        (
            "freeagent_get",
            {"path": "/invoices", "params": {"view": "overdue"}},
            J({"invoices": []}),
        ),
        ("freeagent_get", {"path": "/invoices", "params": {"view": "all"}}, J({"invoices": []})),
        ("freeagent_get", {"path": "/contacts", "params": {"view": "all"}}, J({"contacts": []})),
        ("freeagent_get", {"path": "/bank_accounts"}, J({"bank_accounts": []})),
        (
            "freeagent_get",
            {"path": "/company"},
            J(
                {
                    "company": {
                        "url": "https://api.sandbox.freeagent.com/v2/company",
                        "name": "My Sandbox Company",
                        "subdomain": "sandbox-7f2c",
                        "type": "UkLimitedCompany",
                        "currency": "GBP",
                        "mileage_units": "miles",
                        "company_start_date": "2026-01-01",
                        "sales_tax_registration_status": "Not Registered",
                    }
                }
            ),
        ),
        (
            "freeagent_get",
            {
                "path": "/accounting/profit_and_loss/summary",
                "params": {"from_date": "2026-01-01", "to_date": "2026-09-30"},
            },
            J(
                {
                    "profit_and_loss_summary": {
                        "from": "2026-01-01",
                        "to": "2026-09-30",
                        "income": "0.0",
                        "expenses": "0.0",
                        "operating_profit": "0.0",
                        "less": [],
                        "retained_profit": "0.0",
                        "retained_profit_brought_forward": "0.0",
                        "retained_profit_carried_forward": "0.0",
                    }
                }
            ),
        ),
    ],
)


def inj(items, total=None, page=1, pages=1) -> str:
    return J(
        {
            "data": items,
            "meta": {
                "pagination": {
                    "total": total if total is not None else len(items),
                    "count": len(items),
                    "per_page": 20,
                    "current_page": page,
                    "total_pages": pages,
                    "links": {},
                }
            },
        }
    )


S(
    "invoiceninja",
    True,
    "Create an invoice in Invoice Ninja for Oakridge Pet Clinic: 12 hours of website maintenance at $85, then send it.",
    [
        (
            "invoiceninja_list_clients",
            {"filter": "Oakridge"},
            inj(
                [
                    {
                        "id": "Wpmbk5ezJn",
                        "name": "Oakridge Pet Clinic",
                        "display_name": "Oakridge Pet Clinic",
                        "balance": 0,
                        "paid_to_date": 3060,
                        "number": "0014",
                        "contacts": [
                            {
                                "id": "VolejRejNm",
                                "first_name": "Dana",
                                "last_name": "Ruiz",
                                "email": "dana@oakridgepets.example",
                            }
                        ],
                        "is_deleted": False,
                    }
                ]
            ),
        ),
        (
            "invoiceninja_create_invoice",
            {
                "client_id": "Wpmbk5ezJn",
                "line_items": [
                    {
                        "product_key": "maint",
                        "notes": "Website maintenance (Nov)",
                        "cost": 85,
                        "quantity": 12,
                    }
                ],
            },
            J(
                {
                    "data": {
                        "id": "7LDdwRb1YK",
                        "number": "0187",
                        "client_id": "Wpmbk5ezJn",
                        "status_id": "1",
                        "amount": 1020,
                        "balance": 0,
                        "date": "2026-12-07",
                        "due_date": "2027-01-06",
                        "line_items": [
                            {
                                "product_key": "maint",
                                "notes": "Website maintenance (Nov)",
                                "cost": 85,
                                "quantity": 12,
                                "line_total": 1020,
                            }
                        ],
                        "invitations": [
                            {
                                "id": "Opnel5aKBz",
                                "key": "aQ7xWd0rEHrkKp2Ce6s1HGbZ",
                                "link": "https://invoicing.co/client/invoice/aQ7xWd0rEHrkKp2Ce6s1HGbZ",
                            }
                        ],
                    }
                }
            ),
        ),
        (
            "invoiceninja_bulk_invoices",
            {"action": "email", "ids": ["7LDdwRb1YK"]},
            J(
                {
                    "data": [
                        {
                            "id": "7LDdwRb1YK",
                            "number": "0187",
                            "status_id": "2",
                            "amount": 1020,
                            "balance": 1020,
                            "last_sent_date": "2026-12-07",
                        }
                    ]
                }
            ),
        ),
    ],
)

NINJA_HTML = '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Invoice Ninja</title>\n<link rel="manifest" href="manifest.json">\n</head>\n<body style="background-color:#F9F9F9;">\n<div id="loader"></div>\n<script src="flutter.js" defer></script>\n<noscript>You need to enable JavaScript to run this app.</noscript>\n</body>\n</html>'
S(
    "invoiceninja",
    False,
    "List the invoices in Invoice Ninja that are more than 30 days overdue, with the client name for each.",
    [
        ("invoiceninja_list_invoices", {"client_status": "overdue"}, NINJA_HTML),
        ("invoiceninja_list_invoices", {"client_status": "overdue", "per_page": 50}, NINJA_HTML),
        ("invoiceninja_list_invoices", {"status": "unpaid"}, NINJA_HTML),
        ("invoiceninja_list_clients", {}, NINJA_HTML),
        ("invoiceninja_list_invoices", {"filter": "", "sort": "due_date|asc"}, NINJA_HTML),
        (
            "invoiceninja_list_invoices",
            {"client_status": "overdue", "include": "client"},
            NINJA_HTML,
        ),
    ],
)


def ak(items, total=None) -> str:
    return J(
        {
            "data": items,
            "links": {
                "first": "https://books.corner-bakery.example/api/documents?page=1",
                "last": "https://books.corner-bakery.example/api/documents?page=1",
                "prev": None,
                "next": None,
            },
            "meta": {
                "current_page": 1,
                "from": 1 if items else None,
                "last_page": 1,
                "path": "https://books.corner-bakery.example/api/documents",
                "per_page": 25,
                "to": len(items) if items else None,
                "total": total if total is not None else len(items),
            },
        }
    )


S(
    "akaunting",
    True,
    "In Akaunting, did we receive any bills from Sysco in November? If none, check October too.",
    [
        (
            "akaunting_list_contacts",
            {"search": "type:vendor name:Sysco"},
            ak(
                [
                    {
                        "id": 17,
                        "company_id": 1,
                        "type": "vendor",
                        "name": "Sysco Foodservice",
                        "email": "billing@sysco.example",
                        "currency_code": "USD",
                        "enabled": True,
                    }
                ]
            ),
        ),
        (
            "akaunting_list_documents",
            {"search": "type:bill contact_id:17 issued_at>=2026-11-01 issued_at<=2026-11-30"},
            ak([]),
        ),
        (
            "akaunting_list_documents",
            {"search": "type:bill contact_id:17 issued_at>=2026-10-01 issued_at<=2026-10-31"},
            ak(
                [
                    {
                        "id": 388,
                        "type": "bill",
                        "document_number": "SYS-77120",
                        "status": "paid",
                        "issued_at": "2026-10-14T00:00:00+00:00",
                        "due_at": "2026-10-28T00:00:00+00:00",
                        "amount": 2214.6,
                        "currency_code": "USD",
                        "contact_id": 17,
                        "contact_name": "Sysco Foodservice",
                    },
                    {
                        "id": 402,
                        "type": "bill",
                        "document_number": "SYS-77455",
                        "status": "paid",
                        "issued_at": "2026-10-28T00:00:00+00:00",
                        "due_at": "2026-11-11T00:00:00+00:00",
                        "amount": 1987.15,
                        "currency_code": "USD",
                        "contact_id": 17,
                        "contact_name": "Sysco Foodservice",
                    },
                ]
            ),
        ),
        (
            "akaunting_list_documents",
            {"search": "type:bill issued_at>=2026-11-01 issued_at<=2026-11-30"},
            ak(
                [
                    {
                        "id": 415,
                        "type": "bill",
                        "document_number": "US-FOODS-3391",
                        "status": "received",
                        "issued_at": "2026-11-09T00:00:00+00:00",
                        "due_at": "2026-11-23T00:00:00+00:00",
                        "amount": 3120.0,
                        "currency_code": "USD",
                        "contact_id": 21,
                        "contact_name": "US Foods",
                    }
                ]
            ),
        ),
    ],
)

S(
    "akaunting",
    True,
    "Add a $240 expense in Akaunting for the December pest control visit, paid from the business checking account, category Maintenance.",
    [
        (
            "akaunting_list_accounts",
            {},
            ak(
                [
                    {
                        "id": 1,
                        "name": "Cash",
                        "number": "0",
                        "currency_code": "USD",
                        "current_balance": 410.0,
                        "enabled": True,
                    },
                    {
                        "id": 2,
                        "name": "Business Checking",
                        "number": "****4431",
                        "currency_code": "USD",
                        "current_balance": 22840.13,
                        "enabled": True,
                    },
                ]
            ),
        ),
        (
            "akaunting_list_categories",
            {"search": "type:expense"},
            ak(
                [
                    {"id": 4, "name": "Other", "type": "expense", "color": "#e5e5e5"},
                    {"id": 9, "name": "Maintenance", "type": "expense", "color": "#f59e0b"},
                    {"id": 10, "name": "Ingredients", "type": "expense", "color": "#10b981"},
                ]
            ),
        ),
        (
            "akaunting_create_transaction",
            {
                "type": "expense",
                "account_id": 2,
                "category_id": 9,
                "amount": 240,
                "paid_at": "2026-12-07",
                "description": "Pest control visit (Dec)",
                "payment_method": "offline-payments.bank_transfer.2",
            },
            J(
                {
                    "data": {
                        "id": 1187,
                        "company_id": 1,
                        "type": "expense",
                        "account_id": 2,
                        "paid_at": "2026-12-07T00:00:00+00:00",
                        "amount": 240,
                        "currency_code": "USD",
                        "currency_rate": 1,
                        "description": "Pest control visit (Dec)",
                        "category_id": 9,
                        "payment_method": "offline-payments.bank_transfer.2",
                        "reconciled": False,
                        "created_at": "2026-12-07T16:41:09+00:00",
                    }
                }
            ),
        ),
    ],
)

MAINT = "HTTP 503\n<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<hr><center>nginx/1.24.0</center>\n</body>\n</html>"
S(
    "managerio",
    False,
    "From our Manager.io books, get the balance sheet as at 30 Nov and the list of unpaid purchase invoices.",
    [
        (
            "http_get",
            {
                "url": "https://manager.harbourcafe.example/balance-sheet?FileID=aGFyYm91cmNhZmU",
                "as_text": True,
            },
            MAINT,
        ),
        (
            "http_get",
            {
                "url": "https://manager.harbourcafe.example/purchase-invoices?FileID=aGFyYm91cmNhZmU",
                "as_text": True,
            },
            MAINT,
        ),
        ("http_get", {"url": "https://manager.harbourcafe.example/", "as_text": True}, MAINT),
        (
            "http_get",
            {
                "url": "https://manager.harbourcafe.example/api2/balance-sheet",
                "headers": {"X-API-KEY": "***"},
            },
            MAINT,
        ),
        (
            "http_get",
            {
                "url": "https://manager.harbourcafe.example/purchase-invoices?FileID=aGFyYm91cmNhZmU&Status=Overdue",
                "as_text": True,
            },
            MAINT,
        ),
        (
            "http_get",
            {"url": "https://manager.harbourcafe.example/businesses", "as_text": True},
            MAINT,
        ),
    ],
)

S(
    "managerio",
    True,
    "Look up supplier 'Fresh Fields Dairy' in Manager.io and tell me how much we owe them.",
    [
        (
            "http_get",
            {
                "url": "https://manager.harbourcafe.example/api2/suppliers?search=Fresh%20Fields",
                "headers": {"X-API-KEY": "***"},
            },
            J(
                {
                    "suppliers": [
                        {
                            "key": "6f1c2d0e-1b2a-4c7e-9d55-0a1f7f3c2b11",
                            "name": "Fresh Fields Dairy",
                            "code": "S-014",
                            "accountsPayable": {"value": 1312.4, "currency": "AUD"},
                            "status": "Active",
                        }
                    ],
                    "totalRecords": 1,
                    "skip": 0,
                    "pageSize": 50,
                }
            ),
        ),
        (
            "http_get",
            {
                "url": "https://manager.harbourcafe.example/api2/purchase-invoices?supplier=6f1c2d0e-1b2a-4c7e-9d55-0a1f7f3c2b11&status=Unpaid",
                "headers": {"X-API-KEY": "***"},
            },
            J(
                {
                    "purchaseInvoices": [
                        {
                            "key": "b9d8a0c4-66b0-4f0a-8e6c-55e3b2c94a01",
                            "issueDate": "2026-11-18",
                            "reference": "FFD-20931",
                            "description": "Milk and cream, wk 47",
                            "invoiceTotal": 688.2,
                            "balanceDue": 688.2,
                            "dueDate": "2026-12-02",
                            "status": "Overdue",
                        },
                        {
                            "key": "2a7c0f13-9e54-48f2-b7a6-1dd0c4e3f902",
                            "issueDate": "2026-11-25",
                            "reference": "FFD-21007",
                            "description": "Milk and cream, wk 48",
                            "invoiceTotal": 624.2,
                            "balanceDue": 624.2,
                            "dueDate": "2026-12-09",
                            "status": "Unpaid",
                        },
                    ],
                    "totalRecords": 2,
                    "skip": 0,
                    "pageSize": 50,
                }
            ),
        ),
    ],
)

# ---------------------------------------------------------------- subscription billing


def rsub(code: str, plan: str, state: str, amt: float, acct: str) -> dict:
    return {
        "id": hid(code, 13),
        "object": "subscription",
        "uuid": hid(code, 32),
        "account": {
            "id": hid(acct, 13),
            "object": "account",
            "code": acct,
            "email": f"billing@{acct}.example",
        },
        "plan": {
            "id": hid(plan, 13),
            "object": "plan",
            "code": plan,
            "name": plan.replace("-", " ").title(),
        },
        "state": state,
        "currency": "USD",
        "unit_amount": amt,
        "quantity": 1,
        "current_period_ends_at": "2027-01-01T00:00:00Z",
        "auto_renew": True,
    }


S(
    "recurly",
    True,
    "Which Recurly subscriptions on the legacy 'team-2019' plan are still active? We want to migrate them.",
    [
        (
            "recurly_list_plans",
            {"state": "active", "limit": 200},
            J(
                {
                    "object": "list",
                    "has_more": False,
                    "next": None,
                    "data": [
                        {
                            "id": hid("team-2019", 13),
                            "object": "plan",
                            "code": "team-2019",
                            "name": "Team (2019)",
                            "state": "active",
                            "interval_unit": "months",
                            "interval_length": 1,
                        },
                        {
                            "id": hid("team-2024", 13),
                            "object": "plan",
                            "code": "team-2024",
                            "name": "Team",
                            "state": "active",
                            "interval_unit": "months",
                            "interval_length": 1,
                        },
                    ],
                }
            ),
        ),
        (
            "recurly_list_plan_subscriptions",
            {"plan_id": "code-team-2019", "state": "active", "limit": 3},
            J(
                {
                    "object": "list",
                    "has_more": True,
                    "next": "/plans/code-team-2019/subscriptions?cursor=pdw9f1k2&limit=3&state=active",
                    "data": [
                        rsub("s1", "team-2019", "active", 49.0, "brightline-labs"),
                        rsub("s2", "team-2019", "active", 49.0, "cobalt-coffee"),
                        rsub("s3", "team-2019", "active", 49.0, "delmar-hvac"),
                    ],
                }
            ),
        ),
        (
            "recurly_list_plan_subscriptions",
            {"plan_id": "code-team-2019", "state": "active", "limit": 3, "cursor": "pdw9f1k2"},
            J(
                {
                    "object": "list",
                    "has_more": True,
                    "next": "/plans/code-team-2019/subscriptions?cursor=pdw9g7x0&limit=3&state=active",
                    "data": [
                        rsub("s4", "team-2019", "active", 49.0, "everfern-studio"),
                        rsub("s5", "team-2019", "active", 39.0, "foxglove-legal"),
                        rsub("s6", "team-2019", "active", 49.0, "greyhaven-arch"),
                    ],
                }
            ),
        ),
        (
            "recurly_list_plan_subscriptions",
            {"plan_id": "code-team-2019", "state": "active", "limit": 3, "cursor": "pdw9g7x0"},
            J(
                {
                    "object": "list",
                    "has_more": False,
                    "next": None,
                    "data": [rsub("s7", "team-2019", "active", 49.0, "harbor-pediatrics")],
                }
            ),
        ),
    ],
)

S(
    "recurly",
    True,
    "Cancel the Recurly subscription for account 'cobalt-coffee' at the end of the term and add a note explaining why.",
    [
        (
            "recurly_get_account",
            {"account_id": "code-cobalt-coffee"},
            J(
                {
                    "id": hid("cobalt-coffee", 13),
                    "object": "account",
                    "code": "cobalt-coffee",
                    "state": "active",
                    "email": "billing@cobalt-coffee.example",
                    "company": "Cobalt Coffee Roasters",
                    "has_active_subscription": True,
                    "created_at": "2019-08-02T17:40:12Z",
                }
            ),
        ),
        (
            "recurly_cancel_subscription",
            {"subscription_id": hid("s2", 13), "timeframe": "term_end"},
            J(
                dict(
                    rsub("s2", "team-2019", "canceled", 49.0, "cobalt-coffee"),
                    canceled_at="2026-12-07T16:55:02Z",
                    expires_at="2027-01-01T00:00:00Z",
                )
            ),
        ),
        (
            "recurly_create_account_note",
            {
                "account_id": "code-cobalt-coffee",
                "message": "Cancelled at term end per customer email 2026-12-06 (moving to in-house tool).",
            },
            J(
                {
                    "id": "a1b2" + hid("note", 9),
                    "object": "account_note",
                    "account_id": hid("cobalt-coffee", 13),
                    "user": None,
                    "message": "Cancelled at term end per customer email 2026-12-06 (moving to in-house tool).",
                    "created_at": "2026-12-07T16:55:09Z",
                }
            ),
        ),
    ],
)

RL = 'HTTP 429\n{"error": {"type": "rate_limited", "message": "You have made too many API requests in the last hour. Future API requests will be ignored until the beginning of the next hour.", "params": []}}'
S(
    "recurly",
    False,
    "Get Recurly's list of past_due invoices and the dunning state for each account.",
    [
        ("recurly_list_invoices", {"state": "past_due", "limit": 200}, RL),
        ("recurly_list_invoices", {"state": "past_due", "limit": 50}, RL),
        ("recurly_list_accounts", {"past_due": True}, RL),
        ("recurly_list_invoices", {"state": "past_due", "type": "charge"}, RL),
        ("recurly_get_account", {"account_id": "code-delmar-hvac"}, RL),
        ("recurly_list_invoices", {"state": "past_due", "sort": "updated_at"}, RL),
        (
            "recurly_list_account_invoices",
            {"account_id": "code-delmar-hvac", "state": "past_due"},
            RL,
        ),
    ],
)

S(
    "maxio",
    True,
    "In Maxio, bump the Pinecrest Realty subscription from Growth to Scale with prorated charges, and show me the new next billing amount.",
    [
        (
            "maxio_list_customers",
            {"q": "Pinecrest"},
            J(
                [
                    {
                        "customer": {
                            "id": 8812045,
                            "first_name": "Marcus",
                            "last_name": "Oyelaran",
                            "organization": "Pinecrest Realty",
                            "email": "marcus@pinecrest.example",
                            "reference": "pinecrest-realty",
                            "created_at": "2024-03-11T09:22:13-05:00",
                        }
                    }
                ]
            ),
        ),
        (
            "maxio_list_customer_subscriptions",
            {"customer_id": 8812045},
            J(
                [
                    {
                        "subscription": {
                            "id": 61772901,
                            "state": "active",
                            "balance_in_cents": 0,
                            "current_period_ends_at": "2026-12-31T23:59:59-05:00",
                            "next_assessment_at": "2027-01-01T00:00:00-05:00",
                            "product": {
                                "id": 5502,
                                "name": "Growth",
                                "handle": "growth-monthly",
                                "price_in_cents": 29900,
                            },
                            "product_price_in_cents": 29900,
                        }
                    }
                ]
            ),
        ),
        (
            "maxio_migrate_subscription",
            {
                "subscription_id": 61772901,
                "product_handle": "scale-monthly",
                "include_trial": False,
                "preserve_period": True,
                "proration": {"prorate": True},
            },
            J(
                {
                    "subscription": {
                        "id": 61772901,
                        "state": "active",
                        "balance_in_cents": 13158,
                        "current_period_ends_at": "2026-12-31T23:59:59-05:00",
                        "next_assessment_at": "2027-01-01T00:00:00-05:00",
                        "product": {
                            "id": 5507,
                            "name": "Scale",
                            "handle": "scale-monthly",
                            "price_in_cents": 64900,
                        },
                        "product_price_in_cents": 64900,
                    }
                }
            ),
        ),
        (
            "maxio_preview_renewal",
            {"subscription_id": 61772901},
            J(
                {
                    "renewal_preview": {
                        "next_assessment_at": "2027-01-01T00:00:00-05:00",
                        "subtotal_in_cents": 64900,
                        "total_tax_in_cents": 0,
                        "total_discount_in_cents": 0,
                        "total_in_cents": 64900,
                        "existing_balance_in_cents": 13158,
                        "total_amount_due_in_cents": 78058,
                        "uncalculated_taxes": False,
                        "line_items": [
                            {
                                "transaction_type": "charge",
                                "kind": "baseline",
                                "amount_in_cents": 64900,
                                "memo": "Scale (01/01/2027 - 02/01/2027)",
                            }
                        ],
                    }
                }
            ),
        ),
    ],
)

S(
    "maxio",
    False,
    "List Maxio subscriptions that churned in November and the reason codes given.",
    [
        (
            "maxio_list_subscriptions",
            {
                "state": "canceled",
                "date_field": "updated_at",
                "start_date": "2026-11-01",
                "end_date": "2026-11-30",
            },
            "[]",
        ),
        ("maxio_list_subscriptions", {"state": "canceled", "per_page": 200}, "[]"),
        ("maxio_list_reason_codes", {}, "[]"),
        ("maxio_list_subscriptions", {"state": "active", "per_page": 20}, "[]"),
        ("maxio_list_customers", {"per_page": 20}, "[]"),
        (
            "maxio_list_subscriptions",
            {
                "state": "expired",
                "date_field": "updated_at",
                "start_date": "2026-11-01",
                "end_date": "2026-11-30",
            },
            "[]",
        ),
        ("maxio_list_subscriptions", {}, "[]"),
    ],
)


def lago_meta(n, page=1, pages=1):
    return {
        "current_page": page,
        "next_page": page + 1 if page < pages else None,
        "prev_page": page - 1 if page > 1 else None,
        "total_pages": pages,
        "total_count": n,
    }


S(
    "lago",
    True,
    "In Lago, how many API-call units has customer acme-eu used this billing period, and what's the projected invoice?",
    [
        (
            "lago_get_customer",
            {"external_customer_id": "acme-eu"},
            J(
                {
                    "customer": {
                        "lago_id": uuid("acme-eu"),
                        "external_id": "acme-eu",
                        "name": "ACME Europe GmbH",
                        "currency": "EUR",
                        "country": "DE",
                        "billing_configuration": {
                            "invoice_grace_period": 3,
                            "payment_provider": "stripe",
                        },
                        "created_at": "2025-02-01T10:00:00Z",
                    }
                }
            ),
        ),
        (
            "lago_get_current_usage",
            {"external_customer_id": "acme-eu", "external_subscription_id": "acme-eu-platform"},
            J(
                {
                    "customer_usage": {
                        "from_datetime": "2026-12-01T00:00:00Z",
                        "to_datetime": "2026-12-31T23:59:59Z",
                        "issuing_date": "2027-01-01",
                        "currency": "EUR",
                        "amount_cents": 184220,
                        "taxes_amount_cents": 35002,
                        "total_amount_cents": 219222,
                        "charges_usage": [
                            {
                                "units": "3684400.0",
                                "events_count": 3684400,
                                "amount_cents": 184220,
                                "amount_currency": "EUR",
                                "charge": {
                                    "lago_id": uuid("charge-api"),
                                    "charge_model": "graduated",
                                },
                                "billable_metric": {
                                    "lago_id": uuid("bm-api"),
                                    "name": "API calls",
                                    "code": "api_calls",
                                    "aggregation_type": "count_agg",
                                },
                                "filters": [],
                                "grouped_usage": [],
                            }
                        ],
                    }
                }
            ),
        ),
        (
            "lago_list_invoices",
            {"external_customer_id": "acme-eu", "per_page": 2},
            J(
                {
                    "invoices": [
                        {
                            "lago_id": uuid("inv-nov"),
                            "number": "ACM-2026-011",
                            "issuing_date": "2026-12-01",
                            "status": "finalized",
                            "payment_status": "succeeded",
                            "currency": "EUR",
                            "total_amount_cents": 201114,
                        },
                        {
                            "lago_id": uuid("inv-oct"),
                            "number": "ACM-2026-010",
                            "issuing_date": "2026-11-01",
                            "status": "finalized",
                            "payment_status": "succeeded",
                            "currency": "EUR",
                            "total_amount_cents": 188903,
                        },
                    ],
                    "meta": lago_meta(22, 1, 11),
                }
            ),
        ),
    ],
)

S(
    "lago",
    True,
    "Send Lago a backfill usage event for customer nordwind: 1,200 GB of storage for Dec 6, then check it counted.",
    [
        (
            "lago_create_event",
            {
                "event": {
                    "transaction_id": "backfill-nordwind-20261206",
                    "external_subscription_id": "nordwind-storage",
                    "code": "storage_gb",
                    "timestamp": 1796515200,
                    "properties": {"gb": 1200},
                }
            },
            J(
                {
                    "event": {
                        "lago_id": uuid("ev-nordwind"),
                        "transaction_id": "backfill-nordwind-20261206",
                        "lago_customer_id": uuid("nordwind"),
                        "code": "storage_gb",
                        "timestamp": "2026-12-06T00:00:00.000Z",
                        "properties": {"gb": 1200},
                        "lago_subscription_id": uuid("nordwind-sub"),
                        "external_subscription_id": "nordwind-storage",
                        "created_at": "2026-12-07T17:02:44Z",
                    }
                }
            ),
        ),
        (
            "lago_get_event",
            {"transaction_id": "backfill-nordwind-20261206"},
            J(
                {
                    "event": {
                        "lago_id": uuid("ev-nordwind"),
                        "transaction_id": "backfill-nordwind-20261206",
                        "code": "storage_gb",
                        "timestamp": "2026-12-06T00:00:00.000Z",
                        "properties": {"gb": 1200},
                        "external_subscription_id": "nordwind-storage",
                        "created_at": "2026-12-07T17:02:44Z",
                    }
                }
            ),
        ),
        (
            "lago_get_current_usage",
            {"external_customer_id": "nordwind", "external_subscription_id": "nordwind-storage"},
            J(
                {
                    "customer_usage": {
                        "from_datetime": "2026-12-01T00:00:00Z",
                        "to_datetime": "2026-12-31T23:59:59Z",
                        "currency": "EUR",
                        "amount_cents": 9600,
                        "total_amount_cents": 9600,
                        "charges_usage": [
                            {
                                "units": "1200.0",
                                "events_count": 1,
                                "amount_cents": 9600,
                                "billable_metric": {
                                    "name": "Storage",
                                    "code": "storage_gb",
                                    "aggregation_type": "max_agg",
                                },
                            }
                        ],
                    }
                }
            ),
        ),
    ],
)

S(
    "lago",
    False,
    "In Lago, list every customer on the 'startup' plan and their MRR.",
    [
        (
            "lago_list_subscriptions",
            {"plan_code": "startup", "status[]": "active"},
            J({"subscriptions": [], "meta": lago_meta(0)}),
        ),
        ("lago_list_customers", {"per_page": 100}, J({"customers": [], "meta": lago_meta(0)})),
        ("lago_list_plans", {}, J({"plans": [], "meta": lago_meta(0)})),
        (
            "lago_list_subscriptions",
            {"status[]": "active"},
            J({"subscriptions": [], "meta": lago_meta(0)}),
        ),
        (
            "lago_list_subscriptions",
            {"plan_code": "startup-monthly"},
            J({"subscriptions": [], "meta": lago_meta(0)}),
        ),
        ("lago_list_invoices", {"per_page": 20}, J({"invoices": [], "meta": lago_meta(0)})),
    ],
)

S(
    "orb",
    True,
    "Orb: pull every invoice issued to Tidewater Analytics this year (paginate) and sum the totals.",
    [
        (
            "orb_list_invoices",
            {"customer_id": "XxTq7ZdM8cKpR2Wj", "invoice_date[gte]": "2026-01-01", "limit": 4},
            J(
                {
                    "data": [
                        {
                            "id": f"inv_{hid('tw' + str(m), 16)}",
                            "invoice_number": f"TW-{m:04d}",
                            "invoice_date": f"2026-{m:02d}-01T00:00:00+00:00",
                            "status": "paid",
                            "currency": "USD",
                            "total": t,
                            "amount_due": "0.00",
                        }
                        for m, t in [(1, "4120.00"), (2, "4120.00"), (3, "4388.50"), (4, "4388.50")]
                    ],
                    "pagination_metadata": {"has_more": True, "next_cursor": "Imludl9hYmMxMjMi"},
                }
            ),
        ),
        (
            "orb_list_invoices",
            {
                "customer_id": "XxTq7ZdM8cKpR2Wj",
                "invoice_date[gte]": "2026-01-01",
                "limit": 4,
                "cursor": "Imludl9hYmMxMjMi",
            },
            J(
                {
                    "data": [
                        {
                            "id": f"inv_{hid('tw' + str(m), 16)}",
                            "invoice_number": f"TW-{m:04d}",
                            "invoice_date": f"2026-{m:02d}-01T00:00:00+00:00",
                            "status": "paid",
                            "currency": "USD",
                            "total": t,
                            "amount_due": "0.00",
                        }
                        for m, t in [(5, "4502.10"), (6, "4502.10"), (7, "5010.00"), (8, "5010.00")]
                    ],
                    "pagination_metadata": {"has_more": True, "next_cursor": "Imludl9kZWY0NTYi"},
                }
            ),
        ),
        (
            "orb_list_invoices",
            {
                "customer_id": "XxTq7ZdM8cKpR2Wj",
                "invoice_date[gte]": "2026-01-01",
                "limit": 4,
                "cursor": "Imludl9kZWY0NTYi",
            },
            J(
                {
                    "data": [
                        {
                            "id": f"inv_{hid('tw' + str(m), 16)}",
                            "invoice_number": f"TW-{m:04d}",
                            "invoice_date": f"2026-{m:02d}-01T00:00:00+00:00",
                            "status": s,
                            "currency": "USD",
                            "total": t,
                            "amount_due": d,
                        }
                        for m, t, s, d in [
                            (9, "5010.00", "paid", "0.00"),
                            (10, "5230.75", "paid", "0.00"),
                            (11, "5230.75", "paid", "0.00"),
                            (12, "5230.75", "issued", "5230.75"),
                        ]
                    ],
                    "pagination_metadata": {"has_more": False, "next_cursor": None},
                }
            ),
        ),
    ],
)

ORB401 = 'HTTP 401\n{"type": "https://docs.withorb.com/reference/error-responses#401-authentication-error", "status": 401, "title": "Authentication error", "detail": "API key is invalid or has been revoked"}'
S(
    "orb",
    False,
    "Check in Orb which customers crossed their committed spend this month.",
    [
        ("orb_list_customers", {"limit": 100}, ORB401),
        ("orb_list_subscriptions", {"status": "active", "limit": 100}, ORB401),
        ("orb_list_customers", {"limit": 20}, ORB401),
        (
            "orb_get_customer_costs",
            {"customer_id": "XxTq7ZdM8cKpR2Wj", "timeframe_start": "2026-12-01"},
            ORB401,
        ),
        ("orb_list_subscriptions", {"customer_id": "XxTq7ZdM8cKpR2Wj"}, ORB401),
        ("orb_list_credits", {"customer_id": "XxTq7ZdM8cKpR2Wj"}, ORB401),
    ],
)

S(
    "metronome",
    True,
    "In Metronome, give Harlow Games a one-off $500 credit for the outage on Dec 3, then confirm their balance.",
    [
        (
            "metronome_list_customers",
            {"ingest_alias": "harlow-games"},
            J(
                {
                    "data": [
                        {
                            "id": uuid("harlow"),
                            "external_id": "harlow-games",
                            "ingest_aliases": ["harlow-games"],
                            "name": "Harlow Games",
                            "custom_fields": {"region": "us-west"},
                        }
                    ],
                    "next_page": None,
                }
            ),
        ),
        (
            "metronome_create_credit_grant",
            {
                "customer_id": uuid("harlow"),
                "name": "Outage credit 2026-12-03",
                "grant_amount": {
                    "amount": 50000,
                    "credit_type_id": "2714e483-4ff1-48e4-9e25-ac732e8f24f2",
                },
                "paid_amount": {
                    "amount": 0,
                    "credit_type_id": "2714e483-4ff1-48e4-9e25-ac732e8f24f2",
                },
                "priority": 1,
                "expires_at": "2027-06-30T00:00:00Z",
                "reason": "SLA credit",
            },
            J({"data": {"id": uuid("grant-harlow")}}),
        ),
        (
            "metronome_list_credit_grants",
            {"customer_ids": [uuid("harlow")]},
            J(
                {
                    "data": [
                        {
                            "id": uuid("grant-harlow"),
                            "name": "Outage credit 2026-12-03",
                            "customer_id": uuid("harlow"),
                            "grant_amount": {
                                "amount": 50000,
                                "credit_type": {
                                    "id": "2714e483-4ff1-48e4-9e25-ac732e8f24f2",
                                    "name": "USD (cents)",
                                },
                            },
                            "balance": {
                                "effective_at": "2026-12-07T17:10:00Z",
                                "excluding_pending": 50000,
                                "including_pending": 50000,
                            },
                            "effective_at": "2026-12-07T00:00:00Z",
                            "expires_at": "2027-06-30T00:00:00Z",
                            "reason": "SLA credit",
                        }
                    ],
                    "next_page": None,
                }
            ),
        ),
    ],
)

S(
    "stigg",
    True,
    "Does customer 'lumen-health' have access to the 'sso' feature in Stigg? If not, what plan would give it to them?",
    [
        (
            "stigg_get_entitlement",
            {"customerId": "lumen-health", "featureId": "feature-sso"},
            J(
                {
                    "data": {
                        "entitlement": {
                            "isGranted": False,
                            "accessDeniedReason": "NoFeatureEntitlementInSubscription",
                            "feature": {
                                "refId": "feature-sso",
                                "featureType": "BOOLEAN",
                                "displayName": "SSO (SAML)",
                            },
                        }
                    }
                }
            ),
        ),
        (
            "stigg_get_customer",
            {"customerId": "lumen-health"},
            J(
                {
                    "data": {
                        "getCustomerByRefId": {
                            "customerId": "lumen-health",
                            "name": "Lumen Health",
                            "subscriptions": [
                                {
                                    "subscriptionId": "subscription-lumen-7c1",
                                    "status": "ACTIVE",
                                    "plan": {"refId": "plan-pro", "displayName": "Pro"},
                                    "billingPeriod": "ANNUALLY",
                                }
                            ],
                        }
                    }
                }
            ),
        ),
        (
            "stigg_list_plans",
            {"productId": "product-main"},
            J(
                {
                    "data": {
                        "plans": {
                            "edges": [
                                {
                                    "node": {
                                        "refId": "plan-free",
                                        "displayName": "Free",
                                        "entitlements": [
                                            {"feature": {"refId": "feature-seats"}, "usageLimit": 3}
                                        ],
                                    }
                                },
                                {
                                    "node": {
                                        "refId": "plan-pro",
                                        "displayName": "Pro",
                                        "entitlements": [
                                            {
                                                "feature": {"refId": "feature-seats"},
                                                "usageLimit": 50,
                                            },
                                            {"feature": {"refId": "feature-audit-log"}},
                                        ],
                                    }
                                },
                                {
                                    "node": {
                                        "refId": "plan-enterprise",
                                        "displayName": "Enterprise",
                                        "entitlements": [
                                            {
                                                "feature": {"refId": "feature-seats"},
                                                "usageLimit": None,
                                            },
                                            {"feature": {"refId": "feature-audit-log"}},
                                            {"feature": {"refId": "feature-sso"}},
                                        ],
                                    }
                                },
                            ]
                        }
                    }
                }
            ),
        ),
    ],
)

# ---------------------------------------------------------------- scheduling

CAL = "https://api.calendly.com"


def cev(name: str, start: str, status: str = "active") -> dict:
    u = uuid(name + start)
    return {
        "uri": f"{CAL}/scheduled_events/{u}",
        "name": name,
        "status": status,
        "start_time": start,
        "end_time": start.replace(":00:00", ":30:00"),
        "event_type": f"{CAL}/event_types/{uuid(name)}",
        "location": {
            "type": "zoom",
            "join_url": f"https://us06web.zoom.us/j/8{int(hid(u, 6), 16):09d}",
        },
        "invitees_counter": {"total": 1, "active": 1 if status == "active" else 0, "limit": 1},
        "created_at": "2026-11-20T14:02:11.000000Z",
        "updated_at": "2026-11-20T14:02:11.000000Z",
    }


def cpage(items, nxt=None):
    return J(
        {
            "collection": items,
            "pagination": {
                "count": len(items),
                "next_page": f"{CAL}/scheduled_events?page_token={nxt}" if nxt else None,
                "previous_page": None,
                "next_page_token": nxt,
                "previous_page_token": None,
            },
        }
    )


S(
    "calendly",
    True,
    "List all my Calendly meetings for next week and who booked each one.",
    [
        (
            "calendly_get_current_user",
            {},
            J(
                {
                    "resource": {
                        "uri": f"{CAL}/users/{uuid('me')}",
                        "name": "Rosa Delgado",
                        "email": "rosa@tallgrass.example",
                        "scheduling_url": "https://calendly.com/rosa-tallgrass",
                        "timezone": "America/Chicago",
                        "current_organization": f"{CAL}/organizations/{uuid('org')}",
                    }
                }
            ),
        ),
        (
            "calendly_list_scheduled_events",
            {
                "user": f"{CAL}/users/{uuid('me')}",
                "min_start_time": "2026-12-14T00:00:00Z",
                "max_start_time": "2026-12-19T00:00:00Z",
                "status": "active",
                "count": 3,
            },
            cpage(
                [
                    cev("30 Minute Intro", "2026-12-14T15:00:00.000000Z"),
                    cev("Portfolio Review", "2026-12-15T17:00:00.000000Z"),
                    cev("30 Minute Intro", "2026-12-16T14:00:00.000000Z"),
                ],
                "aXQ6MjAyNi0xMi0xNg",
            ),
        ),
        (
            "calendly_list_scheduled_events",
            {
                "user": f"{CAL}/users/{uuid('me')}",
                "min_start_time": "2026-12-14T00:00:00Z",
                "max_start_time": "2026-12-19T00:00:00Z",
                "status": "active",
                "count": 3,
                "page_token": "aXQ6MjAyNi0xMi0xNg",
            },
            cpage([cev("Portfolio Review", "2026-12-18T16:00:00.000000Z")]),
        ),
    ]
    + [
        (
            "calendly_list_event_invitees",
            {"uuid": uuid(n + s)},
            J(
                {
                    "collection": [
                        {
                            "uri": f"{CAL}/scheduled_events/{uuid(n + s)}/invitees/{uuid(who)}",
                            "email": em,
                            "name": who,
                            "status": "active",
                            "timezone": tz,
                            "questions_and_answers": [
                                {
                                    "question": "What would you like to discuss?",
                                    "answer": q,
                                    "position": 0,
                                }
                            ],
                            "created_at": "2026-11-20T14:02:11.000000Z",
                            "rescheduled": False,
                        }
                    ],
                    "pagination": {
                        "count": 1,
                        "next_page": None,
                        "previous_page": None,
                        "next_page_token": None,
                        "previous_page_token": None,
                    },
                }
            ),
        )
        for n, s, who, em, tz, q in [
            (
                "30 Minute Intro",
                "2026-12-14T15:00:00.000000Z",
                "Tomasz Wierzbicki",
                "tomasz@polarwind.example",
                "Europe/Warsaw",
                "Pricing for a 12-person team",
            ),
            (
                "Portfolio Review",
                "2026-12-15T17:00:00.000000Z",
                "Aisha Bello",
                "aisha.bello@mail.example",
                "America/New_York",
                "Rebalancing after RSU vest",
            ),
            (
                "30 Minute Intro",
                "2026-12-16T14:00:00.000000Z",
                "Ken Ito",
                "k.ito@hoshizora.example",
                "Asia/Tokyo",
                "Migration from spreadsheets",
            ),
            (
                "Portfolio Review",
                "2026-12-18T16:00:00.000000Z",
                "Gareth Lloyd",
                "gareth@lloydbuild.example",
                "Europe/London",
                "Year-end tax-loss harvesting",
            ),
        ]
    ],
)

S(
    "calendly",
    True,
    "Cancel my Calendly meeting with Ken Ito on Dec 16 and tell him I'm out sick, then check nothing else is booked that day.",
    [
        (
            "calendly_cancel_event",
            {
                "uuid": uuid("30 Minute Intro2026-12-16T14:00:00.000000Z"),
                "reason": "Sorry Ken, I'm out sick on the 16th. Please rebook any time next week.",
            },
            J(
                {
                    "resource": {
                        "canceled_by": "Rosa Delgado",
                        "reason": "Sorry Ken, I'm out sick on the 16th. Please rebook any time next week.",
                        "canceler_type": "host",
                        "created_at": "2026-12-07T17:20:33.000000Z",
                    }
                }
            ),
        ),
        (
            "calendly_list_scheduled_events",
            {
                "user": f"{CAL}/users/{uuid('me')}",
                "min_start_time": "2026-12-16T00:00:00Z",
                "max_start_time": "2026-12-17T00:00:00Z",
                "status": "active",
            },
            cpage([]),
        ),
        (
            "calendly_list_scheduled_events",
            {
                "user": f"{CAL}/users/{uuid('me')}",
                "min_start_time": "2026-12-16T00:00:00Z",
                "max_start_time": "2026-12-17T00:00:00Z",
                "status": "canceled",
            },
            cpage([cev("30 Minute Intro", "2026-12-16T14:00:00.000000Z", "canceled")]),
        ),
    ],
)

CAL401 = 'HTTP 401\n{"title": "Unauthenticated", "message": "The access token is expired"}'
S(
    "calendly",
    False,
    "How many Calendly demos did each sales rep run in November?",
    [
        (
            "calendly_list_organization_memberships",
            {"organization": f"{CAL}/organizations/{uuid('org')}"},
            CAL401,
        ),
        (
            "calendly_list_scheduled_events",
            {
                "organization": f"{CAL}/organizations/{uuid('org')}",
                "min_start_time": "2026-11-01T00:00:00Z",
                "max_start_time": "2026-12-01T00:00:00Z",
            },
            CAL401,
        ),
        ("calendly_get_current_user", {}, CAL401),
        (
            "calendly_list_scheduled_events",
            {
                "organization": f"{CAL}/organizations/{uuid('org')}",
                "min_start_time": "2026-11-01T00:00:00Z",
                "max_start_time": "2026-12-01T00:00:00Z",
                "status": "active",
                "count": 100,
            },
            CAL401,
        ),
        (
            "calendly_list_event_types",
            {"organization": f"{CAL}/organizations/{uuid('org')}"},
            CAL401,
        ),
        (
            "calendly_list_scheduled_events",
            {"user": f"{CAL}/users/{uuid('me')}", "min_start_time": "2026-11-01T00:00:00Z"},
            CAL401,
        ),
        (
            "calendly_list_scheduled_events",
            {
                "organization": f"{CAL}/organizations/{uuid('org')}",
                "min_start_time": "2026-11-01T00:00:00Z",
                "max_start_time": "2026-11-15T00:00:00Z",
            },
            CAL401,
        ),
    ],
)


def slots(day: str, times: list[str]) -> str:
    return J({"status": "success", "data": {day: [{"start": f"{day}T{t}:00.000Z"} for t in times]}})


S(
    "calcom",
    True,
    "Find the first day next week with a free 60-minute slot on my Cal.com 'consultation' page and book it for Lena Park (lena@parkmade.example).",
    [
        (
            "calcom_get_slots",
            {
                "eventTypeSlug": "consultation",
                "username": "jdoe",
                "start": "2026-12-14",
                "end": "2026-12-14",
                "timeZone": "UTC",
            },
            J({"status": "success", "data": {}}),
        ),
        (
            "calcom_get_slots",
            {
                "eventTypeSlug": "consultation",
                "username": "jdoe",
                "start": "2026-12-15",
                "end": "2026-12-15",
                "timeZone": "UTC",
            },
            J({"status": "success", "data": {}}),
        ),
        (
            "calcom_get_slots",
            {
                "eventTypeSlug": "consultation",
                "username": "jdoe",
                "start": "2026-12-16",
                "end": "2026-12-16",
                "timeZone": "UTC",
            },
            slots("2026-12-16", ["15:00", "19:00"]),
        ),
        (
            "calcom_create_booking",
            {
                "eventTypeSlug": "consultation",
                "username": "jdoe",
                "start": "2026-12-16T15:00:00Z",
                "attendee": {
                    "name": "Lena Park",
                    "email": "lena@parkmade.example",
                    "timeZone": "America/Los_Angeles",
                },
            },
            J(
                {
                    "status": "success",
                    "data": {
                        "id": 488213,
                        "uid": "s4Fq2PzX9bHm1rW7dKcL3e",
                        "title": "Consultation between Jane Doe and Lena Park",
                        "status": "accepted",
                        "start": "2026-12-16T15:00:00.000Z",
                        "end": "2026-12-16T16:00:00.000Z",
                        "duration": 60,
                        "eventTypeId": 90112,
                        "attendees": [
                            {
                                "name": "Lena Park",
                                "email": "lena@parkmade.example",
                                "timeZone": "America/Los_Angeles",
                                "language": "en",
                                "absent": False,
                            }
                        ],
                        "location": "integrations:google:meet",
                        "meetingUrl": "https://meet.google.com/xqe-hpvd-tmu",
                        "createdAt": "2026-12-07T17:25:40.112Z",
                    },
                }
            ),
        ),
    ],
)

S(
    "calcom",
    False,
    "List my upcoming Cal.com bookings for December and mark any no-shows from last week.",
    [
        (
            "calcom_list_bookings",
            {"status": "upcoming", "afterStart": "2026-12-01T00:00:00Z"},
            J(
                {
                    "status": "success",
                    "data": [],
                    "pagination": {
                        "totalItems": 0,
                        "remainingItems": 0,
                        "returnedItems": 0,
                        "itemsPerPage": 100,
                        "currentPage": 1,
                        "totalPages": 0,
                        "hasNextPage": False,
                        "hasPreviousPage": False,
                    },
                }
            ),
        ),
        (
            "calcom_list_bookings",
            {"status": "past", "afterStart": "2026-11-30T00:00:00Z"},
            J(
                {
                    "status": "success",
                    "data": [],
                    "pagination": {
                        "totalItems": 0,
                        "remainingItems": 0,
                        "returnedItems": 0,
                        "itemsPerPage": 100,
                        "currentPage": 1,
                        "totalPages": 0,
                        "hasNextPage": False,
                        "hasPreviousPage": False,
                    },
                }
            ),
        ),
        ("calcom_list_event_types", {}, J({"status": "success", "data": []})),
        (
            "calcom_list_bookings",
            {},
            J(
                {
                    "status": "success",
                    "data": [],
                    "pagination": {
                        "totalItems": 0,
                        "remainingItems": 0,
                        "returnedItems": 0,
                        "itemsPerPage": 100,
                        "currentPage": 1,
                        "totalPages": 0,
                        "hasNextPage": False,
                        "hasPreviousPage": False,
                    },
                }
            ),
        ),
        (
            "calcom_get_me",
            {},
            J(
                {
                    "status": "success",
                    "data": {
                        "id": 1,
                        "username": "free",
                        "email": "free@example.com",
                        "timeZone": "Europe/London",
                        "weekStart": "Sunday",
                        "organizationId": None,
                    },
                }
            ),
        ),
        (
            "calcom_list_bookings",
            {"status": "upcoming", "attendeeEmail": "lena@parkmade.example"},
            J(
                {
                    "status": "success",
                    "data": [],
                    "pagination": {
                        "totalItems": 0,
                        "remainingItems": 0,
                        "returnedItems": 0,
                        "itemsPerPage": 100,
                        "currentPage": 1,
                        "totalPages": 0,
                        "hasNextPage": False,
                        "hasPreviousPage": False,
                    },
                }
            ),
        ),
        (
            "calcom_list_bookings",
            {"status": "past"},
            J(
                {
                    "status": "success",
                    "data": [],
                    "pagination": {
                        "totalItems": 0,
                        "remainingItems": 0,
                        "returnedItems": 0,
                        "itemsPerPage": 100,
                        "currentPage": 1,
                        "totalPages": 0,
                        "hasNextPage": False,
                        "hasPreviousPage": False,
                    },
                }
            ),
        ),
    ],
)


def appt(i: int, first: str, last: str, dt: str, typ: str, cal: str) -> dict:
    return {
        "id": 1180000000 + i,
        "firstName": first,
        "lastName": last,
        "phone": f"555-01{i:02d}",
        "email": f"{first.lower()}.{last.lower()}@mail.example",
        "date": "December 9, 2026",
        "time": dt,
        "endTime": "",
        "datetime": f"2026-12-09T{dt}:00-0500",
        "type": typ,
        "appointmentTypeID": 30112,
        "duration": "45",
        "calendar": cal,
        "calendarID": 7001,
        "canceled": False,
        "paid": "no",
        "price": "65.00",
    }


S(
    "acuity",
    True,
    "For the salon: who's booked with Mia on Wednesday the 9th, and is there any opening left that afternoon?",
    [
        (
            "acuity_list_calendars",
            {},
            J(
                [
                    {
                        "id": 7001,
                        "name": "Mia",
                        "email": "",
                        "replyTo": "front@salonverde.example",
                        "description": "",
                        "location": "Salon Verde",
                        "timezone": "America/New_York",
                    },
                    {
                        "id": 7002,
                        "name": "Jordan",
                        "email": "",
                        "replyTo": "front@salonverde.example",
                        "description": "",
                        "location": "Salon Verde",
                        "timezone": "America/New_York",
                    },
                ]
            ),
        ),
        (
            "acuity_list_appointments",
            {"calendarID": 7001, "minDate": "2026-12-09", "maxDate": "2026-12-09"},
            J(
                [
                    appt(1, "Chloe", "Ramirez", "09:00", "Cut & Style", "Mia"),
                    appt(2, "Nadia", "Okafor", "10:00", "Color Touch-up", "Mia"),
                    appt(3, "Eli", "Strauss", "13:00", "Cut & Style", "Mia"),
                ]
            ),
        ),
        (
            "acuity_availability_times",
            {"appointmentTypeID": 30112, "calendarID": 7001, "date": "2026-12-09"},
            J(
                [
                    {"time": "2026-12-09T11:15:00-0500", "slotsAvailable": 1},
                    {"time": "2026-12-09T14:00:00-0500", "slotsAvailable": 1},
                    {"time": "2026-12-09T15:00:00-0500", "slotsAvailable": 1},
                ]
            ),
        ),
    ],
)

S(
    "acuity",
    True,
    "Is anyone booked with Jordan on Christmas Eve? The salon is closing early; if someone is, reschedule them to the 23rd same time.",
    [
        (
            "acuity_list_appointments",
            {"calendarID": 7002, "minDate": "2026-12-24", "maxDate": "2026-12-24"},
            J(
                [
                    dict(
                        appt(7, "Harriet", "Ng", "15:30", "Blowout", "Jordan"),
                        calendarID=7002,
                        date="December 24, 2026",
                        datetime="2026-12-24T15:30:00-0500",
                    )
                ]
            ),
        ),
        (
            "acuity_availability_times",
            {"appointmentTypeID": 30112, "calendarID": 7002, "date": "2026-12-23"},
            J(
                [
                    {"time": "2026-12-23T10:00:00-0500", "slotsAvailable": 1},
                    {"time": "2026-12-23T15:30:00-0500", "slotsAvailable": 1},
                ]
            ),
        ),
        (
            "acuity_reschedule_appointment",
            {"id": 1180000007, "datetime": "2026-12-23T15:30:00-0500"},
            J(
                dict(
                    appt(7, "Harriet", "Ng", "15:30", "Blowout", "Jordan"),
                    calendarID=7002,
                    date="December 23, 2026",
                    datetime="2026-12-23T15:30:00-0500",
                )
            ),
        ),
        (
            "acuity_list_appointments",
            {"calendarID": 7002, "minDate": "2026-12-24", "maxDate": "2026-12-24"},
            "[]",
        ),
    ],
)

ACU = 'HTTP 401\n{"status_code": 401, "message": "Unauthorized", "error": "unauthorized"}'
S(
    "acuity",
    False,
    "Export this week's Acuity appointments for all calendars with the intake form answers.",
    [
        ("acuity_list_appointments", {"minDate": "2026-12-07", "maxDate": "2026-12-13"}, ACU),
        ("acuity_list_calendars", {}, ACU),
        (
            "acuity_list_appointments",
            {"minDate": "2026-12-07", "maxDate": "2026-12-13", "max": 500},
            ACU,
        ),
        ("acuity_list_forms", {}, ACU),
        ("acuity_list_appointments", {"calendarID": 7001, "minDate": "2026-12-07"}, ACU),
        ("acuity_list_appointments", {"calendarID": 7002, "minDate": "2026-12-07"}, ACU),
    ],
)

S(
    "savvycal",
    True,
    "In SavvyCal, create a new 20-minute 'Office hours' link and tell me its URL, then list my links.",
    [
        (
            "savvycal_create_link",
            {
                "name": "Office hours",
                "slug": "office-hours",
                "durations": [20],
                "default_duration": 20,
            },
            J(
                {
                    "id": "link_01JEX" + hid("oh", 20).upper(),
                    "name": "Office hours",
                    "slug": "office-hours",
                    "url": "https://savvycal.com/theo/office-hours",
                    "durations": [20],
                    "default_duration": 20,
                    "state": "active",
                    "private_name": None,
                    "created_at": "2026-12-07T17:31:02Z",
                }
            ),
        ),
        (
            "savvycal_list_links",
            {"limit": 20},
            J(
                {
                    "entries": [
                        {
                            "id": "link_01JEX" + hid("oh", 20).upper(),
                            "name": "Office hours",
                            "slug": "office-hours",
                            "url": "https://savvycal.com/theo/office-hours",
                            "durations": [20],
                            "state": "active",
                        },
                        {
                            "id": "link_01HZ2" + hid("chat", 20).upper(),
                            "name": "Quick chat",
                            "slug": "chat",
                            "url": "https://savvycal.com/theo/chat",
                            "durations": [15, 30],
                            "state": "active",
                        },
                        {
                            "id": "link_01HQ8" + hid("deep", 20).upper(),
                            "name": "Deep dive",
                            "slug": "deep-dive",
                            "url": "https://savvycal.com/theo/deep-dive",
                            "durations": [60],
                            "state": "disabled",
                        },
                    ],
                    "metadata": {"after": None, "before": None, "limit": 20},
                }
            ),
        ),
    ],
)

S(
    "savvycal",
    False,
    "Which of my SavvyCal events this week came from the 'Deep dive' link?",
    [
        (
            "savvycal_list_events",
            {"period": "upcoming", "limit": 50},
            "Error: request to https://api.savvycal.com/v1/events?period=upcoming&limit=50 failed: connect ETIMEDOUT 104.21.58.17:443",
        ),
        (
            "savvycal_list_links",
            {"limit": 20},
            "Error: request to https://api.savvycal.com/v1/links?limit=20 failed: connect ETIMEDOUT 104.21.58.17:443",
        ),
        (
            "savvycal_list_events",
            {"period": "upcoming"},
            "Error: request to https://api.savvycal.com/v1/events?period=upcoming failed: connect ETIMEDOUT 104.21.58.17:443",
        ),
        (
            "savvycal_list_events",
            {"period": "past", "limit": 50},
            "Error: request to https://api.savvycal.com/v1/events?period=past&limit=50 failed: connect ETIMEDOUT 104.21.58.17:443",
        ),
        (
            "savvycal_get_current_user",
            {},
            "Error: request to https://api.savvycal.com/v1/me failed: connect ETIMEDOUT 104.21.58.17:443",
        ),
        (
            "savvycal_list_events",
            {"period": "upcoming", "link_id": "deep-dive"},
            "Error: request to https://api.savvycal.com/v1/events?period=upcoming&link_id=deep-dive failed: connect ETIMEDOUT 104.21.58.17:443",
        ),
    ],
)

GB = "https://graph.microsoft.com/v1.0/$metadata#solutions/bookingBusinesses"
S(
    "msbookings",
    True,
    "In Microsoft Bookings for the Riverside clinic, list tomorrow's flu-shot appointments and add one for Omar Haddad at 10:30.",
    [
        (
            "graph_get",
            {"path": "/solutions/bookingBusinesses", "select": "id,displayName"},
            J(
                {
                    "@odata.context": GB + "(id,displayName)",
                    "value": [
                        {
                            "id": "RiversideClinic@contoso.onmicrosoft.com",
                            "displayName": "Riverside Clinic",
                        },
                        {
                            "id": "DowntownClinic@contoso.onmicrosoft.com",
                            "displayName": "Downtown Clinic",
                        },
                    ],
                }
            ),
        ),
        (
            "graph_get",
            {
                "path": "/solutions/bookingBusinesses/RiversideClinic@contoso.onmicrosoft.com/services",
                "select": "id,displayName,defaultDuration",
            },
            J(
                {
                    "@odata.context": GB
                    + "('RiversideClinic%40contoso.onmicrosoft.com')/services(id,displayName,defaultDuration)",
                    "value": [
                        {
                            "id": "57da6774-a087-4d69-b0e6-6fb82c339976",
                            "displayName": "Flu shot",
                            "defaultDuration": "PT15M",
                        },
                        {
                            "id": "8f3a6c1e-22d0-4b5f-9e1a-0c7b3d2e4f10",
                            "displayName": "Travel vaccines consult",
                            "defaultDuration": "PT30M",
                        },
                    ],
                }
            ),
        ),
        (
            "graph_get",
            {
                "path": "/solutions/bookingBusinesses/RiversideClinic@contoso.onmicrosoft.com/calendarView",
                "params": {"start": "2026-12-08T00:00:00Z", "end": "2026-12-09T00:00:00Z"},
            },
            J(
                {
                    "@odata.context": GB
                    + "('RiversideClinic%40contoso.onmicrosoft.com')/calendarView",
                    "value": [
                        {
                            "id": "AAMkADKnAAA=" + hid(n, 10),
                            "serviceId": "57da6774-a087-4d69-b0e6-6fb82c339976",
                            "serviceName": "Flu shot",
                            "customerName": n,
                            "startDateTime": {
                                "dateTime": f"2026-12-08T{t}:00.0000000+00:00",
                                "timeZone": "UTC",
                            },
                            "endDateTime": {
                                "dateTime": f"2026-12-08T{t[:3]}{int(t[3:]) + 15:02d}:00.0000000+00:00",
                                "timeZone": "UTC",
                            },
                            "staffMemberIds": ["e5d7a1b0-6c4f-4f0e-8a1d-9b2c3d4e5f60"],
                        }
                        for n, t in [
                            ("Beatriz Sousa", "09:00"),
                            ("Liam O'Connor", "09:15"),
                            ("Hannah Weiss", "11:00"),
                        ]
                    ],
                }
            ),
        ),
        (
            "graph_post",
            {
                "path": "/solutions/bookingBusinesses/RiversideClinic@contoso.onmicrosoft.com/appointments",
                "body": {
                    "serviceId": "57da6774-a087-4d69-b0e6-6fb82c339976",
                    "startDateTime": {"dateTime": "2026-12-08T10:30:00", "timeZone": "UTC"},
                    "endDateTime": {"dateTime": "2026-12-08T10:45:00", "timeZone": "UTC"},
                    "customers": [
                        {
                            "@odata.type": "#microsoft.graph.bookingCustomerInformation",
                            "name": "Omar Haddad",
                            "emailAddress": "omar.haddad@mail.example",
                        }
                    ],
                },
            },
            J(
                {
                    "@odata.context": GB
                    + "('RiversideClinic%40contoso.onmicrosoft.com')/appointments/$entity",
                    "id": "AAMkADKnAAA=" + hid("Omar", 10),
                    "selfServiceAppointmentId": "00000000-0000-0000-0000-000000000000",
                    "serviceId": "57da6774-a087-4d69-b0e6-6fb82c339976",
                    "serviceName": "Flu shot",
                    "isLocationOnline": False,
                    "startDateTime": {
                        "dateTime": "2026-12-08T10:30:00.0000000Z",
                        "timeZone": "UTC",
                    },
                    "endDateTime": {"dateTime": "2026-12-08T10:45:00.0000000Z", "timeZone": "UTC"},
                    "customers": [
                        {
                            "@odata.type": "#microsoft.graph.bookingCustomerInformation",
                            "name": "Omar Haddad",
                            "emailAddress": "omar.haddad@mail.example",
                        }
                    ],
                }
            ),
        ),
    ],
)

GERR = J(
    {
        "error": {
            "code": "ErrorExceededMessageLimit",
            "message": "Application is over its MailboxConcurrency limit.",
            "innerError": {
                "date": "2026-12-07T17:40:11",
                "request-id": uuid("throttle"),
                "client-request-id": uuid("throttle-c"),
            },
        }
    }
)
S(
    "msbookings",
    False,
    "Pull next month's staff availability for both Bookings calendars so I can plan holiday cover.",
    [
        (
            "graph_post",
            {
                "path": "/solutions/bookingBusinesses/RiversideClinic@contoso.onmicrosoft.com/getStaffAvailability",
                "body": {
                    "staffIds": ["e5d7a1b0-6c4f-4f0e-8a1d-9b2c3d4e5f60"],
                    "startDateTime": {"dateTime": "2027-01-01T00:00:00", "timeZone": "UTC"},
                    "endDateTime": {"dateTime": "2027-01-31T00:00:00", "timeZone": "UTC"},
                },
            },
            "HTTP 429\n" + GERR,
        ),
        (
            "graph_get",
            {
                "path": "/solutions/bookingBusinesses/RiversideClinic@contoso.onmicrosoft.com/staffMembers"
            },
            "HTTP 429\n" + GERR,
        ),
        (
            "graph_get",
            {
                "path": "/solutions/bookingBusinesses/DowntownClinic@contoso.onmicrosoft.com/staffMembers"
            },
            "HTTP 429\n" + GERR,
        ),
        (
            "graph_post",
            {
                "path": "/solutions/bookingBusinesses/DowntownClinic@contoso.onmicrosoft.com/getStaffAvailability",
                "body": {
                    "staffIds": [],
                    "startDateTime": {"dateTime": "2027-01-01T00:00:00", "timeZone": "UTC"},
                    "endDateTime": {"dateTime": "2027-01-15T00:00:00", "timeZone": "UTC"},
                },
            },
            "HTTP 429\n" + GERR,
        ),
        (
            "graph_get",
            {
                "path": "/solutions/bookingBusinesses/RiversideClinic@contoso.onmicrosoft.com/calendarView",
                "params": {"start": "2027-01-01T00:00:00Z", "end": "2027-01-08T00:00:00Z"},
            },
            "HTTP 429\n" + GERR,
        ),
        (
            "graph_get",
            {"path": "/solutions/bookingBusinesses", "select": "id,displayName"},
            "HTTP 429\n" + GERR,
        ),
    ],
)

# ---------------------------------------------------------------- data quality


def gx_result(suite: str, evaluated: int, ok: int, failures: list[dict]) -> str:
    return J(
        {
            "success": ok == evaluated,
            "statistics": {
                "evaluated_expectations": evaluated,
                "successful_expectations": ok,
                "unsuccessful_expectations": evaluated - ok,
                "success_percent": round(100.0 * ok / evaluated, 2),
            },
            "suite_name": suite,
            "results": failures,
            "meta": {
                "great_expectations_version": "1.3.5",
                "batch_spec": {"batch_data": "SparkDataFrame"},
                "run_id": {"run_name": None, "run_time": "2026-12-07T17:45:02.118+00:00"},
                "validation_id": None,
                "checkpoint_id": None,
            },
        }
    )


S(
    "gx",
    True,
    "Run the orders expectation suite on today's batch and tell me exactly which checks fail and on how many rows.",
    [
        (
            "python",
            {
                "code": "import great_expectations as gx\nctx = gx.get_context(mode='file')\nprint([s.name for s in ctx.suites.all()])"
            },
            "['customers_suite', 'orders_suite', 'payments_suite']",
        ),
        (
            "python",
            {
                "code": "vd = ctx.validation_definitions.get('orders_daily')\nres = vd.run(batch_parameters={'year': 2026, 'month': 12, 'day': 7})\nprint(res.describe())"
            },
            gx_result(
                "orders_suite",
                9,
                7,
                [
                    {
                        "expectation_type": "expect_column_values_to_not_be_null",
                        "success": False,
                        "kwargs": {"column": "shipping_country"},
                        "result": {
                            "element_count": 48211,
                            "unexpected_count": 312,
                            "unexpected_percent": 0.647,
                        },
                    },
                    {
                        "expectation_type": "expect_column_values_to_be_between",
                        "success": False,
                        "kwargs": {"column": "discount_pct", "min_value": 0, "max_value": 60},
                        "result": {
                            "element_count": 48211,
                            "unexpected_count": 4,
                            "unexpected_percent": 0.0083,
                            "partial_unexpected_list": [75, 80, 100, 100],
                        },
                    },
                ],
            ),
        ),
        (
            "python",
            {
                "code": "df = spark.table('raw.orders').where(\"dt='2026-12-07' and shipping_country is null\")\ndf.groupBy('channel').count().show()"
            },
            "+-----------+-----+\n|    channel|count|\n+-----------+-----+\n|  pos_store|  309|\n|marketplace|    3|\n+-----------+-----+\n",
        ),
        (
            "python",
            {
                "code": "spark.table('raw.orders').where(\"dt='2026-12-07' and discount_pct > 60\").select('order_id','promo_code','discount_pct').show()"
            },
            "+----------+----------+------------+\n|  order_id|promo_code|discount_pct|\n+----------+----------+------------+\n|O-99120417|  STAFF100|         100|\n|O-99120633|  STAFF100|         100|\n|O-99121876|   VIP75XM|          75|\n|O-99122010|   BF80OFF|          80|\n+----------+----------+------------+\n",
        ),
    ],
)

GXERR = 'Traceback (most recent call last):\n  File "<stdin>", line 2, in <module>\n  File "/opt/venv/lib/python3.11/site-packages/great_expectations/core/validation_definition.py", line 285, in run\n    batch = self.batch_definition.get_batch(batch_parameters=batch_parameters)\n  File "/opt/venv/lib/python3.11/site-packages/great_expectations/datasource/fluent/sql_datasource.py", line 612, in get_batch\n    with self.datasource.get_engine().connect() as conn:\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "analytics-replica.internal" (10.20.4.17), port 5432 failed: FATAL:  password authentication failed for user "gx_reader"\n\n(Background on this error at: https://sqlalche.me/e/20/e3q8)'
S(
    "gx",
    False,
    "Validate the customers and payments tables with their GX suites and summarise failures.",
    [
        (
            "python",
            {
                "code": "res = ctx.validation_definitions.get('customers_daily').run()\nprint(res.describe())"
            },
            GXERR,
        ),
        (
            "python",
            {
                "code": "res = ctx.validation_definitions.get('payments_daily').run()\nprint(res.describe())"
            },
            GXERR,
        ),
        (
            "python",
            {
                "code": "res = ctx.validation_definitions.get('customers_daily').run(batch_parameters={'year': 2026, 'month': 12})\nprint(res.describe())"
            },
            GXERR,
        ),
        (
            "python",
            {"code": "ds = ctx.data_sources.get('analytics_pg')\nprint(ds.test_connection())"},
            GXERR.replace(
                'line 2, in <module>\n  File "/opt/venv/lib/python3.11/site-packages/great_expectations/core/validation_definition.py", line 285, in run\n    batch = self.batch_definition.get_batch(batch_parameters=batch_parameters)\n',
                "line 2, in <module>\n",
            ),
        ),
        (
            "python",
            {"code": "cp = ctx.checkpoints.get('nightly')\nprint(cp.run().describe())"},
            GXERR,
        ),
        (
            "python",
            {
                "code": "res = ctx.validation_definitions.get('payments_daily').run(batch_parameters={'dt': '2026-12-06'})\nprint(res.describe())"
            },
            GXERR,
        ),
    ],
)

S(
    "soda",
    True,
    "Run the Soda checks for the finance warehouse and tell me if anything failed.",
    [
        (
            "shell",
            {"cmd": "soda scan -d finance_wh -c soda/configuration.yml soda/checks/invoices.yml"},
            "[17:50:11] Soda Core 3.3.21\n[17:50:14] Scan summary:\n[17:50:14] 6/6 checks PASSED: \n[17:50:14]     invoices in finance_wh\n[17:50:14]       row_count > 0 [PASSED]\n[17:50:14]       missing_count(customer_id) = 0 [PASSED]\n[17:50:14]       duplicate_count(invoice_number) = 0 [PASSED]\n[17:50:14]       freshness(updated_at) < 1d [PASSED]\n[17:50:14]       invalid_percent(currency) < 1 % [PASSED]\n[17:50:14]       avg(amount) between 50 and 5000 [PASSED]\n[17:50:14] All is good. No failures. No warnings. No errors.",
        ),
        (
            "shell",
            {"cmd": "soda scan -d finance_wh -c soda/configuration.yml soda/checks/payments.yml"},
            "[17:50:20] Soda Core 3.3.21\n[17:50:26] Scan summary:\n[17:50:26] 3/4 checks PASSED: \n[17:50:26]     payments in finance_wh\n[17:50:26]       row_count > 0 [PASSED]\n[17:50:26]       missing_count(invoice_id) = 0 [PASSED]\n[17:50:26]       freshness(settled_at) < 1d [PASSED]\n[17:50:26] 1/4 checks FAILED: \n[17:50:26]     payments in finance_wh\n[17:50:26]       values in (invoice_id) must exist in invoices (invoice_id) [FAILED]\n[17:50:26]         check_value: 27\n[17:50:26] Oops! 1 failures. 0 warnings. 0 errors. 3 pass.",
        ),
        (
            "shell",
            {"cmd": "soda scan -d finance_wh -c soda/configuration.yml soda/checks/ledger.yml"},
            "[17:50:33] Soda Core 3.3.21\n[17:50:35] Scan summary:\n[17:50:35] 2/2 checks PASSED: \n[17:50:35]     gl_entries in finance_wh\n[17:50:35]       row_count > 0 [PASSED]\n[17:50:35]       sum(debit) - sum(credit) = 0 [PASSED]\n[17:50:35] All is good. No failures. No warnings. No errors.",
        ),
    ],
)

SODAERR = '[18:02:01] Soda Core 3.3.21\n[18:02:31] Could not connect to data source "marketing_wh": 250001 (08001): None: Failed to connect to DB: xy12345.eu-west-1.snowflakecomputing.com:443. Your free trial has ended and all of your virtual warehouses have been suspended. Add billing information in the Snowflake web UI to continue using the full set of Snowflake features.\n[18:02:31] Scan summary:\n[18:02:31] 1/1 error:\n[18:02:31]   Could not connect to data source "marketing_wh"\n[18:02:31] Oops! 1 error. 0 failures. 0 warnings. 0 pass.\nERRORS:\n[18:02:31]   Could not connect to data source "marketing_wh"'
S(
    "soda",
    False,
    "Run all Soda checks for the marketing warehouse (campaigns, leads, attribution) and report failures.",
    [
        (
            "shell",
            {"cmd": f"soda scan -d marketing_wh -c soda/configuration.yml soda/checks/{f}.yml"},
            SODAERR.replace("18:02", f"18:{m:02d}"),
        )
        for f, m in [
            ("campaigns", 2),
            ("leads", 3),
            ("attribution", 4),
            ("campaigns", 6),
            ("leads", 7),
        ]
    ]
    + [
        (
            "shell",
            {"cmd": "soda test-connection -d marketing_wh -c soda/configuration.yml"},
            SODAERR.replace("18:02", "18:08").split("\n[18:08:31] Scan summary")[0]
            + "\nConnection 'marketing_wh' failed",
        ),
        (
            "shell",
            {
                "cmd": "soda scan -d marketing_wh -c soda/configuration.yml soda/checks/attribution.yml -V"
            },
            SODAERR.replace("18:02", "18:09"),
        ),
    ],
)

S(
    "montecarlo",
    True,
    "What Monte Carlo incidents are open on the payments domain, and which tables do they hit?",
    [
        (
            "montecarlo_graphql",
            {
                "query": 'query { getIncidents(first: 5, incidentStatuses: ["OPEN", "ACKNOWLEDGED"], domainMcons: ["MCON++payments"]) { edges { node { uuid incidentType severity status createdTime } } pageInfo { hasNextPage endCursor } } }'
            },
            J(
                {
                    "data": {
                        "getIncidents": {
                            "edges": [
                                {
                                    "node": {
                                        "uuid": uuid("inc1"),
                                        "incidentType": "ANOMALIES",
                                        "severity": "SEV_2",
                                        "status": "ACKNOWLEDGED",
                                        "createdTime": "2026-12-06T04:12:55.120Z",
                                    }
                                },
                                {
                                    "node": {
                                        "uuid": uuid("inc2"),
                                        "incidentType": "SCHEMA_CHANGES",
                                        "severity": "SEV_4",
                                        "status": "OPEN",
                                        "createdTime": "2026-12-07T09:01:13.007Z",
                                    }
                                },
                            ],
                            "pageInfo": {
                                "hasNextPage": False,
                                "endCursor": "YXJyYXljb25uZWN0aW9uOjE=",
                            },
                        }
                    }
                }
            ),
        ),
        (
            "montecarlo_graphql",
            {
                "query": f'query {{ getIncident(incidentId: "{uuid("inc1")}") {{ events {{ edges {{ node {{ eventType table {{ fullTableId }} }} }} }} }} }}'
            },
            J(
                {
                    "data": {
                        "getIncident": {
                            "events": {
                                "edges": [
                                    {
                                        "node": {
                                            "eventType": "freshness_anomaly",
                                            "table": {
                                                "fullTableId": "prod:payments.settlements_daily"
                                            },
                                        }
                                    },
                                    {
                                        "node": {
                                            "eventType": "volume_anomaly",
                                            "table": {
                                                "fullTableId": "prod:payments.settlements_daily"
                                            },
                                        }
                                    },
                                    {
                                        "node": {
                                            "eventType": "freshness_anomaly",
                                            "table": {"fullTableId": "prod:finance.revenue_rollup"},
                                        }
                                    },
                                ]
                            }
                        }
                    }
                }
            ),
        ),
        (
            "montecarlo_graphql",
            {
                "query": f'query {{ getIncident(incidentId: "{uuid("inc2")}") {{ events {{ edges {{ node {{ eventType table {{ fullTableId }} }} }} }} }} }}'
            },
            J(
                {
                    "data": {
                        "getIncident": {
                            "events": {
                                "edges": [
                                    {
                                        "node": {
                                            "eventType": "schema_change",
                                            "table": {"fullTableId": "prod:payments.refunds"},
                                        }
                                    }
                                ]
                            }
                        }
                    }
                }
            ),
        ),
        (
            "montecarlo_graphql",
            {
                "query": 'query { getTable(fullTableId: "prod:payments.refunds") { lastUpdate schemaChanges: getSchemaChanges(first: 3) { column changeType } } }'
            },
            J(
                {
                    "data": {
                        "getTable": {
                            "lastUpdate": "2026-12-07T08:58:40Z",
                            "schemaChanges": [
                                {"column": "reason_code", "changeType": "TYPE_CHANGED"},
                                {"column": "refund_channel", "changeType": "ADDED"},
                            ],
                        }
                    }
                }
            ),
        ),
    ],
)

S(
    "montecarlo",
    False,
    "Find Monte Carlo's freshness alerts from last night on the warehouse.",
    [
        (
            "montecarlo_graphql",
            {"query": q},
            J(
                {
                    "data": {
                        "getIncidents": {
                            "edges": [],
                            "pageInfo": {"hasNextPage": False, "endCursor": None},
                        }
                    }
                }
            ),
        )
        for q in [
            'query { getIncidents(first: 50, startTime: "2026-12-06T18:00:00Z", endTime: "2026-12-07T08:00:00Z", incidentSubTypes: ["freshness_anomaly"]) { edges { node { uuid severity } } pageInfo { hasNextPage endCursor } } }',
            'query { getIncidents(first: 50, startTime: "2026-12-06T00:00:00Z") { edges { node { uuid severity } } pageInfo { hasNextPage endCursor } } }',
            "query { getIncidents(first: 50) { edges { node { uuid severity status } } pageInfo { hasNextPage endCursor } } }",
        ]
    ]
    + [
        (
            "montecarlo_graphql",
            {"query": "query { getUser { account { name uuid } } }"},
            J(
                {
                    "data": {
                        "getUser": {
                            "account": {"name": "Acme Data (sandbox)", "uuid": uuid("sandbox-acct")}
                        }
                    }
                }
            ),
        ),
        (
            "montecarlo_graphql",
            {
                "query": 'query { getIncidents(first: 50, incidentTypes: ["ANOMALIES"], startTime: "2026-12-01T00:00:00Z") { edges { node { uuid } } pageInfo { hasNextPage endCursor } } }'
            },
            J(
                {
                    "data": {
                        "getIncidents": {
                            "edges": [],
                            "pageInfo": {"hasNextPage": False, "endCursor": None},
                        }
                    }
                }
            ),
        ),
        (
            "montecarlo_graphql",
            {"query": "query { getMonitors(first: 20) { uuid monitorType } }"},
            J({"data": {"getMonitors": []}}),
        ),
        (
            "montecarlo_graphql",
            {
                "query": 'query { getIncidents(first: 50, incidentStatuses: ["OPEN"]) { edges { node { uuid } } pageInfo { hasNextPage endCursor } } }'
            },
            J(
                {
                    "data": {
                        "getIncidents": {
                            "edges": [],
                            "pageInfo": {"hasNextPage": False, "endCursor": None},
                        }
                    }
                }
            ),
        ),
    ],
)


def om_table(
    fqn: str, owner: str, cols: list[tuple[str, str, str]], tier: str = "Tier.Tier1"
) -> str:
    return J(
        {
            "id": uuid(fqn),
            "name": fqn.split(".")[-1],
            "fullyQualifiedName": fqn,
            "tableType": "Regular",
            "owners": [
                {"id": uuid(owner), "type": "team", "name": owner, "displayName": owner.title()}
            ],
            "tags": [
                {
                    "tagFQN": tier,
                    "source": "Classification",
                    "labelType": "Manual",
                    "state": "Confirmed",
                }
            ],
            "columns": [
                {
                    "name": n,
                    "dataType": t,
                    "dataTypeDisplay": t.lower(),
                    "description": d,
                    "fullyQualifiedName": f"{fqn}.{n}",
                    "tags": [],
                    "ordinalPosition": i + 1,
                }
                for i, (n, t, d) in enumerate(cols)
            ],
            "version": 0.7,
            "updatedAt": 1796655400123,
            "updatedBy": "ingestion-bot",
            "href": f"http://openmetadata.internal:8585/api/v1/tables/{uuid(fqn)}",
            "deleted": False,
        }
    )


S(
    "openmetadata",
    True,
    "Who owns the customer_ltv table in OpenMetadata, which columns hold PII, and what feeds it upstream?",
    [
        (
            "openmetadata_search",
            {"q": "customer_ltv", "index": "table_search_index", "size": 3},
            J(
                {
                    "took": 6,
                    "timed_out": False,
                    "hits": {
                        "total": {"value": 2, "relation": "eq"},
                        "max_score": 11.2,
                        "hits": [
                            {
                                "_index": "table_search_index",
                                "_id": uuid("snowflake_prod.analytics.marts.customer_ltv"),
                                "_score": 11.2,
                                "_source": {
                                    "name": "customer_ltv",
                                    "fullyQualifiedName": "snowflake_prod.analytics.marts.customer_ltv",
                                    "entityType": "table",
                                },
                            },
                            {
                                "_index": "table_search_index",
                                "_id": uuid(
                                    "snowflake_prod.analytics.staging.stg_customer_ltv_inputs"
                                ),
                                "_score": 7.4,
                                "_source": {
                                    "name": "stg_customer_ltv_inputs",
                                    "fullyQualifiedName": "snowflake_prod.analytics.staging.stg_customer_ltv_inputs",
                                    "entityType": "table",
                                },
                            },
                        ],
                    },
                }
            ),
        ),
        (
            "openmetadata_get_table",
            {"fqn": "snowflake_prod.analytics.marts.customer_ltv", "fields": "owners,tags,columns"},
            om_table(
                "snowflake_prod.analytics.marts.customer_ltv",
                "growth-analytics",
                [
                    ("customer_id", "VARCHAR", "Hashed customer key"),
                    ("email", "VARCHAR", "Primary email"),
                    ("first_order_at", "TIMESTAMP", ""),
                    ("ltv_usd", "NUMBER", "Predicted 24-month value"),
                ],
            ).replace(
                '"tags": [],\n      "ordinalPosition": 2',
                '"tags": [{"tagFQN": "PII.Sensitive", "source": "Classification", "labelType": "Automated", "state": "Suggested"}],\n      "ordinalPosition": 2',
            ),
        ),
        (
            "openmetadata_get_lineage",
            {
                "entity": "table",
                "fqn": "snowflake_prod.analytics.marts.customer_ltv",
                "upstreamDepth": 2,
                "downstreamDepth": 0,
            },
            J(
                {
                    "entity": {
                        "id": uuid("snowflake_prod.analytics.marts.customer_ltv"),
                        "type": "table",
                        "fullyQualifiedName": "snowflake_prod.analytics.marts.customer_ltv",
                    },
                    "nodes": [
                        {"id": uuid(f), "type": "table", "fullyQualifiedName": f}
                        for f in [
                            "snowflake_prod.analytics.staging.stg_customer_ltv_inputs",
                            "snowflake_prod.raw.shopify.orders",
                            "snowflake_prod.raw.shopify.customers",
                        ]
                    ],
                    "upstreamEdges": [
                        {
                            "fromEntity": uuid(
                                "snowflake_prod.analytics.staging.stg_customer_ltv_inputs"
                            ),
                            "toEntity": uuid("snowflake_prod.analytics.marts.customer_ltv"),
                        },
                        {
                            "fromEntity": uuid("snowflake_prod.raw.shopify.orders"),
                            "toEntity": uuid(
                                "snowflake_prod.analytics.staging.stg_customer_ltv_inputs"
                            ),
                        },
                        {
                            "fromEntity": uuid("snowflake_prod.raw.shopify.customers"),
                            "toEntity": uuid(
                                "snowflake_prod.analytics.staging.stg_customer_ltv_inputs"
                            ),
                        },
                    ],
                    "downstreamEdges": [],
                }
            ),
        ),
        (
            "openmetadata_patch_table",
            {
                "fqn": "snowflake_prod.analytics.marts.customer_ltv",
                "patch": [
                    {
                        "op": "add",
                        "path": "/columns/1/tags/0",
                        "value": {
                            "tagFQN": "PII.Sensitive",
                            "source": "Classification",
                            "labelType": "Manual",
                            "state": "Confirmed",
                        },
                    }
                ],
            },
            "HTTP 200 OK",
        ),
    ],
)

S(
    "openmetadata",
    True,
    "Is there any table in OpenMetadata tagged 'Deprecated' that still has downstream dashboards? I think there are none.",
    [
        (
            "openmetadata_search",
            {"q": "tags.tagFQN:Lifecycle.Deprecated", "index": "table_search_index", "size": 25},
            J(
                {
                    "took": 4,
                    "timed_out": False,
                    "hits": {
                        "total": {"value": 1, "relation": "eq"},
                        "max_score": 1.0,
                        "hits": [
                            {
                                "_index": "table_search_index",
                                "_id": uuid("snowflake_prod.legacy.reports.weekly_sales_v1"),
                                "_score": 1.0,
                                "_source": {
                                    "name": "weekly_sales_v1",
                                    "fullyQualifiedName": "snowflake_prod.legacy.reports.weekly_sales_v1",
                                    "entityType": "table",
                                },
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "openmetadata_get_lineage",
            {
                "entity": "table",
                "fqn": "snowflake_prod.legacy.reports.weekly_sales_v1",
                "upstreamDepth": 0,
                "downstreamDepth": 3,
            },
            J(
                {
                    "entity": {
                        "id": uuid("snowflake_prod.legacy.reports.weekly_sales_v1"),
                        "type": "table",
                        "fullyQualifiedName": "snowflake_prod.legacy.reports.weekly_sales_v1",
                    },
                    "nodes": [],
                    "upstreamEdges": [],
                    "downstreamEdges": [],
                }
            ),
        ),
        (
            "openmetadata_search",
            {"q": "weekly_sales_v1", "index": "dashboard_search_index", "size": 10},
            J(
                {
                    "took": 3,
                    "timed_out": False,
                    "hits": {
                        "total": {"value": 0, "relation": "eq"},
                        "max_score": None,
                        "hits": [],
                    },
                }
            ),
        ),
    ],
)

OMS = J(
    {
        "took": 2,
        "timed_out": False,
        "hits": {
            "total": {"value": 3, "relation": "eq"},
            "max_score": 1.0,
            "hits": [
                {
                    "_index": "table_search_index",
                    "_id": uuid(f),
                    "_score": 1.0,
                    "_source": {
                        "name": f.split(".")[-1],
                        "fullyQualifiedName": f,
                        "entityType": "table",
                        "description": d,
                    },
                }
                for f, d in [
                    (
                        "sample_data.ecommerce_db.shopify.dim_address",
                        "This dimension table contains the billing and shipping addresses of customers.",
                    ),
                    (
                        "sample_data.ecommerce_db.shopify.dim_customer",
                        "The dimension table contains data about your customers.",
                    ),
                    (
                        "sample_data.ecommerce_db.shopify.fact_order",
                        "The orders table contains information about each order in your store.",
                    ),
                ]
            ],
        },
    }
)
S(
    "openmetadata",
    False,
    "In OpenMetadata, find the tables owned by the data-platform team that have no description, for the documentation sprint.",
    [
        (
            "openmetadata_search",
            {
                "q": "owners.name:data-platform AND NOT _exists_:description",
                "index": "table_search_index",
                "size": 50,
            },
            OMS,
        ),
        (
            "openmetadata_search",
            {"q": "owners.name:data-platform", "index": "table_search_index", "size": 50},
            OMS,
        ),
        (
            "openmetadata_search",
            {"q": "snowflake_prod", "index": "table_search_index", "size": 50},
            OMS,
        ),
        (
            "openmetadata_search",
            {
                "q": "*",
                "index": "table_search_index",
                "size": 50,
                "query_filter": '{"query":{"term":{"owners.name":"data-platform"}}}',
            },
            OMS,
        ),
        (
            "openmetadata_list_teams",
            {"limit": 50},
            J(
                {
                    "data": [
                        {
                            "id": uuid("Organization"),
                            "name": "Organization",
                            "teamType": "Organization",
                        }
                    ],
                    "paging": {"total": 1},
                }
            ),
        ),
        ("openmetadata_search", {"q": "platform", "index": "table_search_index", "size": 50}, OMS),
        ("openmetadata_search", {"q": "orders", "index": "table_search_index", "size": 50}, OMS),
    ],
)

S(
    "elementary",
    True,
    "Run Elementary's monitor for yesterday's dbt run and send the failures to Slack, then give me the list.",
    [
        (
            "shell",
            {"cmd": "edr monitor --days-back 1 --slack-channel-name data-alerts --group-by table"},
            '2026-12-07 18:10:02 — INFO — Running with edr=0.16.1, elementary=0.16.1\n2026-12-07 18:10:09 — INFO — Running internal dbt run to aggregate alerts\n2026-12-07 18:10:31 — INFO — Elementary\'s database and schema: \'"ANALYTICS.ELEMENTARY"\'\n2026-12-07 18:10:33 — INFO — Sent alert for table: "marts.fct_orders" (2 test failures)\n2026-12-07 18:10:34 — INFO — Sent alert for table: "staging.stg_payments" (1 model error)\n2026-12-07 18:10:35 — INFO — Sent alert for table: "marts.dim_customers" (1 anomaly)\n2026-12-07 18:10:36 — INFO — Running internal dbt run to update alerts as sent\n2026-12-07 18:10:52 — INFO — Alerts sent successfully (3 groups, 4 alerts).',
        ),
        (
            "shell",
            {
                "cmd": "dbt run-operation elementary.get_test_results --args '{days_back: 1, status: fail}' --quiet"
            },
            "unique_id,table,test_name,status,failures\ntest.shop.unique_fct_orders_order_id,fct_orders,unique,fail,14\ntest.shop.not_null_fct_orders_customer_id,fct_orders,not_null,fail,3\ntest.shop.elementary_volume_anomalies_dim_customers,dim_customers,volume_anomalies,fail,1",
        ),
        (
            "shell",
            {"cmd": "grep -A3 'stg_payments' target/run_results.json | head -8"},
            '      "unique_id": "model.shop.stg_payments",\n      "status": "error",\n      "message": "Database Error in model stg_payments (models/staging/stg_payments.sql)\\n  002003 (42S02): SQL compilation error:\\n  Object \'RAW.STRIPE.CHARGES_V2\' does not exist or not authorized.",\n      "failures": null,',
        ),
    ],
)

S(
    "elementary",
    False,
    "Generate the Elementary report for the last week and tell me which tests flapped.",
    [
        (
            "shell",
            {"cmd": "edr report --days-back 7"},
            "2026-12-07 18:20:01 — INFO — Running with edr=0.16.1, elementary=0.16.1\n2026-12-07 18:20:05 — ERROR — Could not find the elementary profile in ~/.dbt/profiles.yml.\nPlease run `dbt run-operation elementary.generate_elementary_cli_profile` in your dbt project and add the output to your profiles.yml.",
        ),
        (
            "shell",
            {"cmd": "edr report --days-back 7 --profiles-dir ~/.dbt"},
            "2026-12-07 18:20:44 — INFO — Running with edr=0.16.1, elementary=0.16.1\n2026-12-07 18:20:48 — ERROR — Could not find the elementary profile in ~/.dbt/profiles.yml.\nPlease run `dbt run-operation elementary.generate_elementary_cli_profile` in your dbt project and add the output to your profiles.yml.",
        ),
        (
            "shell",
            {"cmd": "edr report --days-back 7 --profile-target prod"},
            "2026-12-07 18:21:30 — INFO — Running with edr=0.16.1, elementary=0.16.1\n2026-12-07 18:21:33 — ERROR — Could not find the elementary profile in ~/.dbt/profiles.yml.\nPlease run `dbt run-operation elementary.generate_elementary_cli_profile` in your dbt project and add the output to your profiles.yml.",
        ),
        (
            "shell",
            {"cmd": "edr monitor --days-back 7 --disable-samples"},
            "2026-12-07 18:22:10 — INFO — Running with edr=0.16.1, elementary=0.16.1\n2026-12-07 18:22:13 — ERROR — Could not find the elementary profile in ~/.dbt/profiles.yml.\nPlease run `dbt run-operation elementary.generate_elementary_cli_profile` in your dbt project and add the output to your profiles.yml.",
        ),
        (
            "shell",
            {"cmd": "edr report --days-back 3"},
            "2026-12-07 18:23:02 — INFO — Running with edr=0.16.1, elementary=0.16.1\n2026-12-07 18:23:05 — ERROR — Could not find the elementary profile in ~/.dbt/profiles.yml.\nPlease run `dbt run-operation elementary.generate_elementary_cli_profile` in your dbt project and add the output to your profiles.yml.",
        ),
        (
            "shell",
            {"cmd": "edr report --days-back 7 --project-dir ./analytics"},
            "2026-12-07 18:23:40 — INFO — Running with edr=0.16.1, elementary=0.16.1\n2026-12-07 18:23:43 — ERROR — Could not find the elementary profile in ~/.dbt/profiles.yml.\nPlease run `dbt run-operation elementary.generate_elementary_cli_profile` in your dbt project and add the output to your profiles.yml.",
        ),
    ],
)

S(
    "soda",
    True,
    "Did last night's Soda Cloud scan for the orders dataset have any warnings? Pull the latest scan result.",
    [
        (
            "soda_cloud_get",
            {"path": "/api/v1/datasets", "params": {"search": "orders"}},
            J(
                {
                    "content": [
                        {
                            "id": uuid("ds-orders"),
                            "name": "orders",
                            "label": "orders",
                            "datasource": {"name": "finance_wh"},
                            "lastUpdated": "2026-12-07T02:14:09Z",
                            "health": "warning",
                        }
                    ],
                    "totalElements": 1,
                    "totalPages": 1,
                    "number": 0,
                    "size": 20,
                    "last": True,
                    "first": True,
                }
            ),
        ),
        (
            "soda_cloud_get",
            {"path": "/api/v1/checks", "params": {"datasetId": uuid("ds-orders")}},
            J(
                {
                    "content": [
                        {
                            "id": uuid("chk-rc"),
                            "name": "row_count > 0",
                            "evaluationStatus": "pass",
                            "lastCheckRunTime": "2026-12-07T02:14:09Z",
                        },
                        {
                            "id": uuid("chk-fresh"),
                            "name": "freshness(updated_at) < 6h",
                            "evaluationStatus": "warn",
                            "lastCheckRunTime": "2026-12-07T02:14:09Z",
                            "lastCheckResultValue": {"value": "7h 12m"},
                        },
                        {
                            "id": uuid("chk-dup"),
                            "name": "duplicate_count(order_id) = 0",
                            "evaluationStatus": "pass",
                            "lastCheckRunTime": "2026-12-07T02:14:09Z",
                        },
                    ],
                    "totalElements": 3,
                    "totalPages": 1,
                    "number": 0,
                    "size": 20,
                    "last": True,
                    "first": True,
                }
            ),
        ),
    ],
)

S(
    "wacz",
    False,
    "Validate the three WACZ files the partner sent and list their page counts.",
    [
        (
            "shell",
            {"cmd": f"wacz validate -f incoming/{f}"},
            'Traceback (most recent call last):\n  File "/usr/local/bin/wacz", line 8, in <module>\n    sys.exit(main())\n  File "/usr/local/lib/python3.10/site-packages/wacz/main.py", line 99, in main\n    return validate_wacz(parsed_args)\n  File "/usr/local/lib/python3.10/site-packages/wacz/main.py", line 117, in validate_wacz\n    validate = Validation(res.file)\n  File "/usr/local/lib/python3.10/site-packages/wacz/validate.py", line 22, in __init__\n    with zipfile.ZipFile(self.file, "r") as zip_ref:\n  File "/usr/lib/python3.10/zipfile.py", line 1269, in __init__\n    self._RealGetContents()\n  File "/usr/lib/python3.10/zipfile.py", line 1336, in _RealGetContents\n    raise BadZipFile("File is not a zip file")\nzipfile.BadZipFile: File is not a zip file',
        )
        for f in ["partner-a.wacz", "partner-b.wacz", "partner-c.wacz", "partner-a.wacz"]
    ]
    + [
        (
            "shell",
            {"cmd": "file incoming/*.wacz"},
            "incoming/partner-a.wacz: HTML document, ASCII text\nincoming/partner-b.wacz: HTML document, ASCII text\nincoming/partner-c.wacz: HTML document, ASCII text",
        ),
        (
            "shell",
            {"cmd": "head -c 300 incoming/partner-b.wacz"},
            '<!DOCTYPE html><html><head><title>Sign in - Dropbox</title><meta name="robots" content="noindex"></head><body><div id="login-or-register-page">Sign in to continue to Dropbox</div>',
        ),
        (
            "shell",
            {"cmd": "wacz validate -f incoming/partner-c.wacz"},
            'Traceback (most recent call last):\n  File "/usr/local/bin/wacz", line 8, in <module>\n    sys.exit(main())\n  File "/usr/local/lib/python3.10/site-packages/wacz/main.py", line 99, in main\n    return validate_wacz(parsed_args)\n  File "/usr/local/lib/python3.10/site-packages/wacz/validate.py", line 22, in __init__\n    with zipfile.ZipFile(self.file, "r") as zip_ref:\nzipfile.BadZipFile: File is not a zip file',
        ),
    ],
)


def rows() -> list[dict]:
    out: list[dict] = []
    counters: dict[tuple[str, str], int] = {}
    for family, kind, task, calls in SESSIONS:
        n = counters.get((family, kind), 0) + 1
        counters[(family, kind)] = n
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"{SRC}/{family}",
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
    with out.open("w", encoding="utf-8") as f:
        for r in rows():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout59.jsonl")
    )
