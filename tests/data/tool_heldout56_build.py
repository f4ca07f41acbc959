"""Build tests/data/tool_heldout56.jsonl: held-out sessions for five domains.

Domains and families (source "heldout56/<family>"), where each result format comes
from and how sure I am of it:

1. Open-source project health
   - librariesio: libraries.io REST API (GET /api/{platform}/{name}, /dependents),
     JSON bodies as the public docs show them. Fairly sure of the field names
     (name, platform, latest_release_number, dependents_count, rank...). The
     failing session's 503 HTML page is the generic nginx/Heroku-style error page
     seen when the service is down (moderately sure of the exact text).
   - depsdev: deps.dev API v3 (GetPackage, GetVersion, GetDependencies, GetProject),
     checked against docs.deps.dev/api/v3 (versionKey, publishedAt, isDefault,
     advisoryKeys, nodes/edges). Sure of the shapes.
   - scorecard: the OpenSSF `scorecard` CLI run through a shell tool and the
     api.securityscorecards.dev REST API (date, repo, scorecard, score, checks).
     Sure of the JSON shape; the CLI's 401 line is modelled on its go-github error
     text ("401 Bad credentials") - moderately sure.
   - ecosystems: packages.ecosyste.ms / repos.ecosyste.ms JSON (from memory of the
     public OpenAPI; moderately sure of field names).
   - swh: Software Heritage Web API (/api/1/origin/save/..., /visits/,
     /revision/) - the save-request fields and the DRF-style throttle body
     {"exception": "Throttled", "reason": ...} are from its docs; fairly sure.
   - repology: Repology API v1 /api/v1/project/<name> (array of {repo, srcname,
     visiblename, version, status}); an unknown project returns []. The 403 page
     for blocked clients is from memory (moderately sure).

2. Patents and trademarks
   - patentsview: PatentSearch API (search.patentsview.org/api/v1/patent/),
     {"error": false, "count": n, "total_hits": n, "patents": [...]} and the
     45 requests/minute throttle, checked against its API reference and the R
     client docs. Fairly sure; the throttle body is DRF style (moderately sure).
   - epo-ops: EPO Open Patent Services 3.2 XML (ops:world-patent-data,
     exchange-documents, ops:family-member) and its <fault> error XML with
     CLIENT.InvalidAccessToken - fairly sure, from the OPS reference guide.
   - patentscope: WIPO PATENTSCOPE through an MCP/scraping wrapper that returns
     text summaries (there is no open JSON API; the wrapper shape is invented in
     the style of such tools) - shape is a plausible wrapper, not an API.
   - tsdr: USPTO TSDR case status JSON (trademarks[0].status...), from memory of
     the TSDR API; moderately sure of field names.
   - lens: Lens.org Patent API (POST /patent/search: total, data, results,
     scroll_id) - fairly sure, from its docs.
   - dpma: DPMAregister through a scraping wrapper returning German text and the
     site's maintenance page (DPMA announces "Wartungsarbeiten") - wrapper shape
     invented, page text moderately sure.

3. Legislatures and elections
   - govtrack: GovTrack API v2 (meta {limit, offset, total_count}, objects) - sure.
   - openstates: Open States API v3 (results, pagination {per_page, page,
     max_page, total_items}); its rate-limit body {"detail": "exceeded limit of
     ..."} is from memory of its FastAPI service - moderately sure.
   - legiscan: LegiScan Pull API ({"status": "OK", "searchresult": ...},
     {"status": "ERROR", "alert": {"message": ...}}) - fairly sure.
   - theyworkforyou: TheyWorkForYou API JSON (getMPs, getHansard...), errors as
     {"error": "..."} - fairly sure.
   - democracyclub: Democracy Club developers API v1 /postcode/ (dates, ballots,
     address_picker, electoral_services) - fairly sure; the failing session is a
     client pointed at the sandbox that answers every postcode with its sample.
   - ballotpedia: Ballotpedia API v3 elections_by_point ({"success": true,
     "data": {"districts", "elections"}}); the 403 {"message": "Forbidden"} is the
     AWS API Gateway reply to a bad x-api-key - fairly sure.

4. Music and audio catalogues
   - deezer: Deezer public API (data, total, next; error {"type": "Exception",
     "message": "Quota limit exceeded", "code": 4}) - sure.
   - tidal: TIDAL developer API v2 (JSON:API: data/included/links), 201/204 for
     playlist writes - fairly sure of the envelope, less of attributes.
   - genius: Genius API ({"meta": {"status"}, "response": {...}}; a missing or
     revoked token gives meta.status 401 with "This call requires an
     access_token...") - fairly sure.
   - podcastindex: Podcast Index API 1.0 (status "true", feeds/items, count,
     description) - sure, checked against the python-podcastindex README.
   - listenbrainz: ListenBrainz API (payload {count, listens, user_id}; errors
     {"code": 401, "error": ...}; submit-listens {"status": "ok"}) - fairly sure.
   - jamendo: Jamendo API v3.0 (headers {status, code, error_message, warnings,
     results_count, next}, results) - fairly sure of the envelope; the
     suspended-credential message is from memory (moderately sure).

5. Online marketplaces
   - ebay-browse / ebay-sell: eBay Browse item_summary/search (href, total, next,
     limit, offset, itemSummaries) and Sell Inventory (204 on createOrReplace,
     {"offerId"}, {"listingId"}); the OAuth error {"errors": [{"errorId": 1001,
     ...}]} - sure.
   - etsy: Etsy Open API v3 ({"count", "results"}; 401 {"error": "invalid_token"})
     - fairly sure.
   - mercadolibre: Mercado Libre API (/sites/MLA/search paging, /items/{id};
     error {"message", "error", "status", "cause"}) - fairly sure.
   - walmart: Walmart Marketplace API v3 feeds (feedId, feedStatus RECEIVED /
     INPROGRESS / PROCESSED, itemsReceived...) - fairly sure.
   - allegro: Allegro REST API (/sale/offers {offers, count, totalCount},
     /order/checkout-forms) - fairly sure; failing session is a client with the
     sandbox base URL (allegrosandbox.pl) where the seller has no offers.
   - bolcom: bol.com Retailer API v10 (orders, process-status PENDING/SUCCESS,
     problem+json errors with type/title/status/detail) - fairly sure.

Every identifier is derived from a hash of a fixed string; nothing depends on the
clock or on randomness.
"""

# ruff: noqa: E501, E731, E741  (verbatim long result strings; compact fixture helpers)
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout56.jsonl")
ROWS: list[dict] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha1(s.encode()).hexdigest(), 16) % (hi - lo)


def J(o) -> str:
    return json.dumps(o, ensure_ascii=False)


def JI(o) -> str:
    return json.dumps(o, ensure_ascii=False, indent=2)


def S(family: str, kind: str, n: int, task: str, calls: list) -> None:
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout56/{family}",
                "run_id": f"{family}-{kind}-{n}",
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": kind == "ok"},
            }
        )


# ---------------------------------------------------------------- 1. OSS health


def _lio(name, ver, deps, stars, rank, lic, released):
    return J(
        {
            "name": name,
            "platform": "Pypi",
            "description": None,
            "homepage": f"https://github.com/psf/{name}",
            "repository_url": f"https://github.com/psf/{name}",
            "normalized_licenses": [lic],
            "rank": rank,
            "latest_release_number": ver,
            "latest_release_published_at": released,
            "latest_stable_release_number": ver,
            "language": "Python",
            "status": None,
            "dependents_count": deps,
            "dependent_repos_count": deps * 7,
            "stars": stars,
            "forks": stars // 9,
            "versions": [
                {
                    "number": ver,
                    "published_at": released,
                    "spdx_expression": lic,
                    "original_license": lic,
                }
            ],
        }
    )


S(
    "librariesio",
    "ok",
    1,
    "For our requirements file (requests, urllib3, chardet) tell me the latest release of each and which ones are still widely depended on; list a few of the biggest dependents of chardet.",
    [
        (
            "librariesio_project",
            {"platform": "pypi", "name": "requests"},
            _lio("requests", "2.32.3", 77213, 52110, 31, "Apache-2.0", "2024-05-29T15:37:47.461Z"),
        ),
        (
            "librariesio_project",
            {"platform": "pypi", "name": "urllib3"},
            _lio("urllib3", "2.2.3", 41022, 3702, 30, "MIT", "2024-09-12T10:52:16.589Z"),
        ),
        (
            "librariesio_project",
            {"platform": "pypi", "name": "chardet"},
            _lio("chardet", "5.2.0", 9114, 2150, 27, "LGPL-2.1", "2023-08-01T19:23:02.120Z"),
        ),
        (
            "librariesio_dependents",
            {"platform": "pypi", "name": "chardet", "page": 1, "per_page": 5},
            J(
                [
                    {
                        "name": n,
                        "platform": "Pypi",
                        "latest_release_number": v,
                        "dependents_count": d,
                        "rank": r,
                    }
                    for n, v, d, r in [
                        ("aiohttp", "3.10.5", 18211, 29),
                        ("scrapy", "2.11.2", 1540, 26),
                        ("tox", "4.18.1", 3901, 27),
                        ("binaryornot", "0.4.4", 611, 19),
                        ("pysrt", "1.1.2", 98, 14),
                    ]
                ]
            ),
        ),
        (
            "librariesio_dependents",
            {"platform": "pypi", "name": "chardet", "page": 2, "per_page": 5},
            J(
                [
                    {
                        "name": n,
                        "platform": "Pypi",
                        "latest_release_number": v,
                        "dependents_count": d,
                        "rank": r,
                    }
                    for n, v, d, r in [
                        ("html5-parser", "0.4.12", 41, 15),
                        ("mbstrdecoder", "1.1.3", 77, 17),
                        ("ftfy", "6.2.3", 1211, 23),
                        ("pdfminer-six", "20240706", 2610, 24),
                        ("mailparser", "4.1.1", 45, 13),
                    ]
                ]
            ),
        ),
    ],
)

_lio503 = (
    "<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n"
    "<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n"
    "</body>\r\n</html>\r\n"
)
S(
    "librariesio",
    "fail",
    1,
    "Find out how many packages depend on each of our five npm libraries (@acme/ui-kit, @acme/logger, @acme/config, @acme/http, @acme/i18n) so we can prioritise which to keep maintaining.",
    [
        ("librariesio_project", {"platform": "npm", "name": "@acme/ui-kit"}, _lio503),
        ("librariesio_project", {"platform": "npm", "name": "@acme/logger"}, _lio503),
        ("librariesio_project", {"platform": "npm", "name": "@acme/config"}, _lio503),
        ("librariesio_dependents", {"platform": "npm", "name": "@acme/ui-kit"}, _lio503),
        ("librariesio_project", {"platform": "npm", "name": "@acme/http"}, _lio503),
        ("librariesio_project", {"platform": "npm", "name": "@acme/i18n"}, _lio503),
        ("librariesio_search", {"q": "acme", "platforms": "npm"}, _lio503),
    ],
)

S(
    "depsdev",
    "ok",
    1,
    "Before we bump express to 4.21.0, check on deps.dev what it pulls in and whether any of its dependencies has a known advisory.",
    [
        (
            "depsdev_get_package",
            {"system": "npm", "name": "express"},
            JI(
                {
                    "packageKey": {"system": "NPM", "name": "express"},
                    "versions": [
                        {
                            "versionKey": {"system": "NPM", "name": "express", "version": v},
                            "publishedAt": p,
                            "isDefault": d,
                        }
                        for v, p, d in [
                            ("4.19.2", "2024-03-25T18:03:42Z", False),
                            ("4.20.0", "2024-09-10T17:59:21Z", False),
                            ("4.21.0", "2024-09-11T17:49:30Z", False),
                            ("4.21.1", "2024-10-08T16:25:52Z", False),
                            ("4.21.2", "2024-12-05T19:01:44Z", True),
                            ("5.0.0", "2024-09-10T04:07:55Z", False),
                        ]
                    ],
                }
            ),
        ),
        (
            "depsdev_get_version",
            {"system": "npm", "name": "express", "version": "4.21.0"},
            JI(
                {
                    "versionKey": {"system": "NPM", "name": "express", "version": "4.21.0"},
                    "publishedAt": "2024-09-11T17:49:30Z",
                    "isDefault": False,
                    "licenses": ["MIT"],
                    "advisoryKeys": [],
                    "links": [
                        {"label": "HOMEPAGE", "url": "http://expressjs.com/"},
                        {
                            "label": "SOURCE_REPO",
                            "url": "git+https://github.com/expressjs/express.git",
                        },
                    ],
                    "slsaProvenances": [],
                    "attestations": [],
                    "registries": ["https://registry.npmjs.org/"],
                    "relatedProjects": [
                        {
                            "projectKey": {"id": "github.com/expressjs/express"},
                            "relationProvenance": "UNVERIFIED_METADATA",
                            "relationType": "SOURCE_REPO",
                        }
                    ],
                }
            ),
        ),
        (
            "depsdev_get_dependencies",
            {"system": "npm", "name": "express", "version": "4.21.0"},
            J(
                {
                    "nodes": [
                        {
                            "versionKey": {"system": "NPM", "name": n, "version": v},
                            "bundled": False,
                            "relation": rel,
                            "errors": [],
                        }
                        for n, v, rel in [
                            ("express", "4.21.0", "SELF"),
                            ("accepts", "1.3.8", "DIRECT"),
                            ("body-parser", "1.20.3", "DIRECT"),
                            ("cookie", "0.6.0", "DIRECT"),
                            ("path-to-regexp", "0.1.10", "DIRECT"),
                            ("send", "0.19.0", "DIRECT"),
                            ("serve-static", "1.16.2", "DIRECT"),
                            ("qs", "6.13.0", "DIRECT"),
                            ("debug", "2.6.9", "DIRECT"),
                            ("ms", "2.0.0", "INDIRECT"),
                            ("mime", "1.6.0", "INDIRECT"),
                            ("negotiator", "0.6.3", "INDIRECT"),
                        ]
                    ],
                    "edges": [
                        {"fromNode": 0, "toNode": i, "requirement": "~x"} for i in range(1, 9)
                    ],
                    "error": "",
                }
            ),
        ),
        (
            "depsdev_get_version",
            {"system": "npm", "name": "cookie", "version": "0.6.0"},
            J(
                {
                    "versionKey": {"system": "NPM", "name": "cookie", "version": "0.6.0"},
                    "publishedAt": "2023-11-07T02:09:48Z",
                    "isDefault": False,
                    "licenses": ["MIT"],
                    "advisoryKeys": [{"id": "GHSA-pxg6-pf52-xh8x"}],
                    "links": [],
                    "slsaProvenances": [],
                    "registries": ["https://registry.npmjs.org/"],
                }
            ),
        ),
        (
            "depsdev_get_advisory",
            {"id": "GHSA-pxg6-pf52-xh8x"},
            J(
                {
                    "advisoryKey": {"id": "GHSA-pxg6-pf52-xh8x"},
                    "url": "https://osv.dev/vulnerability/GHSA-pxg6-pf52-xh8x",
                    "title": "cookie accepts cookie name, path, and domain with out of bounds characters",
                    "aliases": ["CVE-2024-47764"],
                    "cvss3Score": 0,
                    "cvss3Vector": "",
                }
            ),
        ),
        (
            "depsdev_get_version",
            {"system": "npm", "name": "path-to-regexp", "version": "0.1.10"},
            J(
                {
                    "versionKey": {"system": "NPM", "name": "path-to-regexp", "version": "0.1.10"},
                    "publishedAt": "2024-09-09T21:32:32Z",
                    "isDefault": False,
                    "licenses": ["MIT"],
                    "advisoryKeys": [],
                    "links": [],
                    "slsaProvenances": [],
                    "registries": ["https://registry.npmjs.org/"],
                }
            ),
        ),
    ],
)

S(
    "depsdev",
    "ok",
    2,
    "What does deps.dev know about the GitHub project behind the Go module golang.org/x/net - stars, OSSF scorecard and whether it is fuzzed?",
    [
        (
            "depsdev_get_package",
            {"system": "go", "name": "golang.org/x/net"},
            J(
                {
                    "packageKey": {"system": "GO", "name": "golang.org/x/net"},
                    "versions": [
                        {
                            "versionKey": {
                                "system": "GO",
                                "name": "golang.org/x/net",
                                "version": v,
                            },
                            "publishedAt": p,
                            "isDefault": d,
                        }
                        for v, p, d in [
                            ("v0.28.0", "2024-08-07T17:44:51Z", False),
                            ("v0.29.0", "2024-09-04T16:38:43Z", False),
                            ("v0.30.0", "2024-10-04T17:36:04Z", True),
                        ]
                    ],
                }
            ),
        ),
        (
            "depsdev_get_version",
            {"system": "go", "name": "golang.org/x/net", "version": "v0.30.0"},
            J(
                {
                    "versionKey": {
                        "system": "GO",
                        "name": "golang.org/x/net",
                        "version": "v0.30.0",
                    },
                    "publishedAt": "2024-10-04T17:36:04Z",
                    "isDefault": True,
                    "licenses": ["BSD-3-Clause"],
                    "advisoryKeys": [],
                    "links": [{"label": "SOURCE_REPO", "url": "https://github.com/golang/net"}],
                    "relatedProjects": [
                        {
                            "projectKey": {"id": "github.com/golang/net"},
                            "relationProvenance": "GO_ORIGIN",
                            "relationType": "SOURCE_REPO",
                        }
                    ],
                }
            ),
        ),
        (
            "depsdev_get_project",
            {"id": "github.com/golang/net"},
            JI(
                {
                    "projectKey": {"id": "github.com/golang/net"},
                    "openIssuesCount": 0,
                    "starsCount": 2791,
                    "forksCount": 1098,
                    "license": "BSD-3-Clause",
                    "description": "[mirror] Go supplementary network libraries",
                    "homepage": "https://golang.org/x/net",
                    "scorecard": {
                        "date": "2024-10-14T00:00:00Z",
                        "repository": {
                            "name": "github.com/golang/net",
                            "commit": h("golang/net@scorecard", 40),
                        },
                        "scorecard": {"version": "v5.0.0", "commit": h("scorecard v5", 40)},
                        "overallScore": 6.6,
                        "checks": [
                            {
                                "name": c,
                                "documentation": {
                                    "shortDescription": d,
                                    "url": f"https://github.com/ossf/scorecard/blob/main/docs/checks.md#{c.lower()}",
                                },
                                "score": s,
                                "reason": r,
                                "details": [],
                            }
                            for c, d, s, r in [
                                (
                                    "Code-Review",
                                    "Determines if the project requires human code review before pull requests are merged.",
                                    10,
                                    "all changesets reviewed",
                                ),
                                (
                                    "Fuzzing",
                                    "Determines if the project uses fuzzing.",
                                    10,
                                    "project is fuzzed",
                                ),
                                (
                                    "Branch-Protection",
                                    "Determines if the default and release branches are protected with GitHub's branch protection settings.",
                                    -1,
                                    "internal error: error during branchesHandler.setup",
                                ),
                                (
                                    "Pinned-Dependencies",
                                    "Determines if the project has declared and pinned the dependencies of its build process.",
                                    10,
                                    "all dependencies are pinned",
                                ),
                                (
                                    "Maintained",
                                    'Determines if the project is "actively maintained".',
                                    10,
                                    "30 commit(s) and 0 issue activity found in the last 90 days -- score normalized to 10",
                                ),
                            ]
                        ],
                    },
                    "ossFuzz": {
                        "lineCount": "48213",
                        "lineCoverCount": "13530",
                        "date": "2024-10-13T00:00:00Z",
                        "configUrl": "https://github.com/google/oss-fuzz/tree/master/projects/golang",
                    },
                }
            ),
        ),
        (
            "depsdev_get_project_package_versions",
            {"id": "github.com/golang/net"},
            J(
                {
                    "versions": [
                        {
                            "versionKey": {
                                "system": "GO",
                                "name": "golang.org/x/net",
                                "version": "v0.30.0",
                            },
                            "relationType": "SOURCE_REPO",
                            "relationProvenance": "GO_ORIGIN",
                        },
                        {
                            "versionKey": {
                                "system": "GO",
                                "name": "golang.org/x/net",
                                "version": "v0.29.0",
                            },
                            "relationType": "SOURCE_REPO",
                            "relationProvenance": "GO_ORIGIN",
                        },
                    ]
                }
            ),
        ),
    ],
)


def _sc(repo, score, checks):
    return JI(
        {
            "date": "2024-10-21T00:00:00Z",
            "repo": {"name": f"github.com/{repo}", "commit": h(repo, 40)},
            "scorecard": {"version": "v5.0.0", "commit": h("sc5", 40)},
            "score": score,
            "checks": [
                {
                    "name": n,
                    "score": s,
                    "reason": r,
                    "details": None,
                    "documentation": {
                        "short": "",
                        "url": f"https://github.com/ossf/scorecard/blob/{h('sc5', 40)}/docs/checks.md#{n.lower()}",
                    },
                }
                for n, s, r in checks
            ],
        }
    )


S(
    "scorecard",
    "ok",
    1,
    "Compare the OpenSSF Scorecard results of our candidate JavaScript YAML parsers (nodeca/js-yaml, eemeli/yaml, tj/yaml.js or its fork jeremyfa/yaml.js) and say which is best maintained; note if any has no published scorecard.",
    [
        (
            "scorecard_api",
            {"repo": "github.com/nodeca/js-yaml"},
            _sc(
                "nodeca/js-yaml",
                4.1,
                [
                    (
                        "Maintained",
                        0,
                        "0 commit(s) and 2 issue activity found in the last 90 days -- score normalized to 0",
                    ),
                    ("Code-Review", 3, "Found 6/19 approved changesets -- score normalized to 3"),
                    ("Vulnerabilities", 10, "0 existing vulnerabilities detected"),
                    (
                        "Token-Permissions",
                        0,
                        "detected GitHub workflow tokens with excessive permissions",
                    ),
                ],
            ),
        ),
        (
            "scorecard_api",
            {"repo": "github.com/eemeli/yaml"},
            _sc(
                "eemeli/yaml",
                5.9,
                [
                    (
                        "Maintained",
                        10,
                        "22 commit(s) and 9 issue activity found in the last 90 days -- score normalized to 10",
                    ),
                    ("Code-Review", 1, "Found 2/27 approved changesets -- score normalized to 1"),
                    ("Vulnerabilities", 10, "0 existing vulnerabilities detected"),
                    (
                        "Token-Permissions",
                        10,
                        "GitHub workflow tokens follow principle of least privilege",
                    ),
                ],
            ),
        ),
        (
            "scorecard_api",
            {"repo": "github.com/tj/yaml.js"},
            J({"code": 404, "message": "Not Found: repo github.com/tj/yaml.js"}),
        ),
        (
            "bash",
            {
                "command": "scorecard --repo=github.com/jeremyfa/yaml.js --checks=Maintained,Vulnerabilities --format=default"
            },
            "Starting [Maintained]\nStarting [Vulnerabilities]\nFinished [Vulnerabilities]\nFinished [Maintained]\n\nRESULTS\n-------\n"
            "Aggregate score: 5.0 / 10\n\nCheck scores:\n|---------|-----------------|--------------------------------|--------------------------------------------------------------------------------|\n"
            "|  SCORE  |      NAME       |             REASON             |                         DOCUMENTATION/REMEDIATION                          |\n"
            "|---------|-----------------|--------------------------------|--------------------------------------------------------------------------------|\n"
            "| 0 / 10  | Maintained      | 0 commit(s) and 0 issue        | https://github.com/ossf/scorecard/blob/main/docs/checks.md#maintained         |\n"
            "|         |                 | activity found in the last 90  |                                                                                |\n"
            "|         |                 | days -- score normalized to 0  |                                                                                |\n"
            "|---------|-----------------|--------------------------------|--------------------------------------------------------------------------------|\n"
            "| 10 / 10 | Vulnerabilities | 0 existing vulnerabilities     | https://github.com/ossf/scorecard/blob/main/docs/checks.md#vulnerabilities    |\n"
            "|         |                 | detected                       |                                                                                |\n"
            "|---------|-----------------|--------------------------------|--------------------------------------------------------------------------------|\n",
        ),
    ],
)

_sc401 = lambda r: (
    "Error: RunScorecard: repo unreachable: GET https://api.github.com/repos/"
    + r
    + ": 401 Bad credentials []\n"
)
S(
    "scorecard",
    "fail",
    1,
    "Run OpenSSF Scorecard over our six internal-but-public GitHub repos (acme-oss/*) and give me the aggregate score of each.",
    [
        (
            "bash",
            {"command": f"scorecard --repo=github.com/acme-oss/{r} --format=json"},
            _sc401(f"acme-oss/{r}"),
        )
        for r in ["gateway", "sdk-python", "sdk-go", "helm-charts"]
    ]
    + [
        (
            "bash",
            {
                "command": "export GITHUB_AUTH_TOKEN=$(cat ~/.config/gh/token) && scorecard --repo=github.com/acme-oss/gateway --checks=Maintained"
            },
            _sc401("acme-oss/gateway"),
        ),
        (
            "bash",
            {"command": "scorecard --repo=github.com/acme-oss/terraform-provider --format=json"},
            _sc401("acme-oss/terraform-provider"),
        ),
        (
            "bash",
            {"command": "scorecard --repo=github.com/acme-oss/docs --format=json --show-details"},
            _sc401("acme-oss/docs"),
        ),
    ],
)

S(
    "ecosystems",
    "ok",
    1,
    "Using ecosyste.ms, find out who maintains the crate 'smallvec', how many downloads it has, and whether its repository has had commits this year.",
    [
        (
            "ecosystems_package",
            {"registry": "crates.io", "name": "smallvec"},
            JI(
                {
                    "name": "smallvec",
                    "ecosystem": "cargo",
                    "description": "'Small vector' optimization: store up to a small number of items on the stack",
                    "homepage": None,
                    "licenses": "MIT OR Apache-2.0",
                    "repository_url": "https://github.com/servo/rust-smallvec",
                    "latest_release_number": "1.13.2",
                    "latest_release_published_at": "2024-03-20T09:11:27.012Z",
                    "versions_count": 58,
                    "downloads": 371250119,
                    "downloads_period": "total",
                    "dependent_packages_count": 2718,
                    "dependent_repos_count": 151022,
                    "maintainers": [
                        {"login": "mbrubeck", "uuid": "31"},
                        {"login": "jdm", "uuid": "207"},
                        {"login": "github:servo:cargo-publish", "uuid": "1021"},
                    ],
                    "registry_url": "https://crates.io/crates/smallvec",
                }
            ),
        ),
        (
            "ecosystems_repo",
            {"host": "GitHub", "full_name": "servo/rust-smallvec"},
            J(
                {
                    "full_name": "servo/rust-smallvec",
                    "owner": "servo",
                    "default_branch": "v2",
                    "stargazers_count": 1378,
                    "forks_count": 150,
                    "open_issues_count": 29,
                    "pushed_at": "2024-11-02T16:50:33.000Z",
                    "archived": False,
                    "fork": False,
                    "commit_stats": {
                        "total_commits": 512,
                        "total_committers": 97,
                        "mean_commits": 5.28,
                        "dds": 0.71,
                        "last_synced_commit": h("smallvec-head", 40),
                    },
                }
            ),
        ),
        (
            "ecosystems_commits",
            {"host": "GitHub", "full_name": "servo/rust-smallvec", "since": "2024-01-01"},
            J(
                {
                    "full_name": "servo/rust-smallvec",
                    "commits_count": 14,
                    "committers": [
                        {"name": "Matt Brubeck", "email": "mbrubeck@limpet.net", "count": 6},
                        {"name": "Josh Matthews", "email": "josh@joshmatthews.net", "count": 4},
                        {
                            "name": "dependabot[bot]",
                            "email": "49699333+dependabot[bot]@users.noreply.github.com",
                            "count": 4,
                        },
                    ],
                }
            ),
        ),
        (
            "ecosystems_maintainer",
            {"registry": "crates.io", "login": "mbrubeck"},
            J(
                {
                    "uuid": "31",
                    "login": "mbrubeck",
                    "name": "Matt Brubeck",
                    "packages_count": 41,
                    "total_downloads": 1022984011,
                    "html_url": "https://crates.io/users/mbrubeck",
                }
            ),
        ),
    ],
)

S(
    "swh",
    "ok",
    1,
    "Make sure Software Heritage has archived the latest state of https://git.sr.ht/~acme/parsekit and tell me the snapshot id once it is done.",
    [
        (
            "swh_save_code_now",
            {"visit_type": "git", "origin_url": "https://git.sr.ht/~acme/parsekit"},
            J(
                {
                    "id": 2814553,
                    "origin_url": "https://git.sr.ht/~acme/parsekit",
                    "visit_type": "git",
                    "save_request_date": "2024-11-18T09:14:02.118+00:00",
                    "save_request_status": "accepted",
                    "save_task_status": "pending",
                    "visit_date": None,
                    "visit_status": None,
                    "loading_task_id": 917220184,
                    "note": None,
                }
            ),
        ),
        (
            "swh_save_request_status",
            {"visit_type": "git", "origin_url": "https://git.sr.ht/~acme/parsekit"},
            J(
                [
                    {
                        "id": 2814553,
                        "origin_url": "https://git.sr.ht/~acme/parsekit",
                        "visit_type": "git",
                        "save_request_date": "2024-11-18T09:14:02.118+00:00",
                        "save_request_status": "accepted",
                        "save_task_status": "scheduled",
                        "visit_date": None,
                        "visit_status": None,
                        "loading_task_id": 917220184,
                    }
                ]
            ),
        ),
        (
            "swh_save_request_status",
            {"visit_type": "git", "origin_url": "https://git.sr.ht/~acme/parsekit"},
            J(
                [
                    {
                        "id": 2814553,
                        "origin_url": "https://git.sr.ht/~acme/parsekit",
                        "visit_type": "git",
                        "save_request_date": "2024-11-18T09:14:02.118+00:00",
                        "save_request_status": "accepted",
                        "save_task_status": "running",
                        "visit_date": None,
                        "visit_status": None,
                        "loading_task_id": 917220184,
                    }
                ]
            ),
        ),
        (
            "swh_save_request_status",
            {"visit_type": "git", "origin_url": "https://git.sr.ht/~acme/parsekit"},
            J(
                [
                    {
                        "id": 2814553,
                        "origin_url": "https://git.sr.ht/~acme/parsekit",
                        "visit_type": "git",
                        "save_request_date": "2024-11-18T09:14:02.118+00:00",
                        "save_request_status": "accepted",
                        "save_task_status": "succeeded",
                        "visit_date": "2024-11-18T09:21:40.561+00:00",
                        "visit_status": "full",
                        "loading_task_id": 917220184,
                    }
                ]
            ),
        ),
        (
            "swh_origin_visit_latest",
            {"origin_url": "https://git.sr.ht/~acme/parsekit"},
            J(
                {
                    "origin": "https://git.sr.ht/~acme/parsekit",
                    "visit": 3,
                    "date": "2024-11-18T09:21:40.561+00:00",
                    "status": "full",
                    "snapshot": h("parsekit-snap", 40),
                    "type": "git",
                    "snapshot_url": f"https://archive.softwareheritage.org/api/1/snapshot/{h('parsekit-snap', 40)}/",
                }
            ),
        ),
    ],
)

_thr = lambda s: J(
    {
        "exception": "Throttled",
        "reason": f"Request was throttled. Expected available in {s} seconds.",
    }
)
S(
    "swh",
    "fail",
    1,
    "Check whether Software Heritage already has these eight origins archived (our mirrors on codeberg.org/acme/*) and when each was last visited.",
    [
        (
            "swh_origin_visit_latest",
            {"origin_url": "https://codeberg.org/acme/lexer"},
            J(
                {
                    "origin": "https://codeberg.org/acme/lexer",
                    "visit": 5,
                    "date": "2024-08-02T22:10:11.402+00:00",
                    "status": "full",
                    "snapshot": h("lexer-snap", 40),
                    "type": "git",
                }
            ),
        ),
        ("swh_origin_visit_latest", {"origin_url": "https://codeberg.org/acme/vm"}, _thr(3441)),
        ("swh_origin_visit_latest", {"origin_url": "https://codeberg.org/acme/stdlib"}, _thr(3437)),
        ("swh_origin_visit_latest", {"origin_url": "https://codeberg.org/acme/fmt"}, _thr(3432)),
        ("swh_origin_search", {"url_pattern": "codeberg.org/acme"}, _thr(3420)),
        ("swh_origin_visit_latest", {"origin_url": "https://codeberg.org/acme/docs"}, _thr(3401)),
        ("swh_origin_visit_latest", {"origin_url": "https://codeberg.org/acme/vm"}, _thr(3377)),
    ],
)

S(
    "repology",
    "ok",
    1,
    "Is our tool 'quillpad' packaged by any Linux distribution yet? And which distros ship the latest version of 'zoxide'?",
    [
        ("repology_project", {"name": "quillpad"}, "[]"),
        (
            "repology_search",
            {"search": "quillpad"},
            '<!DOCTYPE html>\n<html lang="en">\n<head><title>Projects - Repology</title></head>\n<body>\n<div class="container">\n<div class="alert alert-info" role="alert">No projects found matching the criteria.</div>\n</div>\n</body>\n</html>\n',
        ),
        (
            "repology_project",
            {"name": "zoxide"},
            J(
                [
                    {
                        "repo": r,
                        "srcname": "zoxide",
                        "visiblename": "zoxide",
                        "version": v,
                        "maintainers": m,
                        "status": s,
                    }
                    for r, v, m, s in [
                        ("alpine_edge", "0.9.6", ["fossdd@pwned.life"], "newest"),
                        ("arch", "0.9.6", ["orhun@archlinux.org"], "newest"),
                        ("debian_12", "0.4.3", ["team+rust@tracker.debian.org"], "outdated"),
                        ("fedora_41", "0.9.4", ["fedora@fedoraproject.org"], "outdated"),
                        ("homebrew", "0.9.6", [], "newest"),
                        ("nix_unstable", "0.9.6", ["ysndr@nixos.org"], "newest"),
                        ("ubuntu_24_04", "0.4.3", [], "outdated"),
                    ]
                ]
            ),
        ),
        ("repology_project_problems", {"name": "zoxide"}, "[]"),
    ],
)

S(
    "repology",
    "fail",
    1,
    "For each of these packages (htop, ripgrep, fd, bat, eza, delta, hyperfine) tell me how many repositories ship an outdated version, using Repology.",
    [
        (
            "repology_project",
            {"name": p},
            "<!DOCTYPE html>\n<html>\n<head><title>403 Forbidden</title></head>\n<body>\n<h1>Forbidden</h1>\n<p>Your requests look automated and were blocked. Please set a meaningful User-Agent identifying your client and respect the rate limit of 1 request per second. See https://repology.org/api for details.</p>\n</body>\n</html>\n",
        )
        for p in ["htop", "ripgrep", "fd", "bat", "eza", "delta", "hyperfine"]
    ],
)
# ---------------------------------------------------------- 2. Patents, trademarks


def _pv(pats, total, count=None):
    return J(
        {
            "error": False,
            "count": count if count is not None else len(pats),
            "total_hits": total,
            "patents": [
                {
                    "patent_id": i,
                    "patent_title": t,
                    "patent_date": d,
                    "assignees": [{"assignee_organization": a}],
                }
                for i, t, d, a in pats
            ],
        }
    )


S(
    "patentsview",
    "ok",
    1,
    "List every US patent granted in 2023 with 'solid-state electrolyte' in the abstract to QuantumScape or Solid Power, and who the most frequent inventors are.",
    [
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {
                    "_and": [
                        {"_text_phrase": {"patent_abstract": "solid-state electrolyte"}},
                        {
                            "assignees.assignee_organization": [
                                "QuantumScape Battery, Inc.",
                                "Solid Power Operating, Inc.",
                            ]
                        },
                        {"_gte": {"patent_date": "2023-01-01"}},
                        {"_lte": {"patent_date": "2023-12-31"}},
                    ]
                },
                "o": {"size": 4},
            },
            _pv(
                [
                    (
                        "11600135",
                        "Lithium-stuffed garnet electrolytes with secondary phase inclusions",
                        "2023-03-07",
                        "QuantumScape Battery, Inc.",
                    ),
                    (
                        "11631889",
                        "Solid electrolyte separator bonding agent",
                        "2023-04-18",
                        "QuantumScape Battery, Inc.",
                    ),
                    (
                        "11652235",
                        "Method of producing sulfide solid electrolyte with reduced H2S generation",
                        "2023-05-16",
                        "Solid Power Operating, Inc.",
                    ),
                    (
                        "11664197",
                        "Annealed garnet electrolyte separators",
                        "2023-05-30",
                        "QuantumScape Battery, Inc.",
                    ),
                ],
                9,
            ),
        ),
        (
            "patentsview_search",
            {"endpoint": "patent", "q": "(same)", "o": {"size": 4, "after": "11664197"}},
            _pv(
                [
                    (
                        "11702071",
                        "Catholyte compositions for solid-state cells",
                        "2023-07-18",
                        "QuantumScape Battery, Inc.",
                    ),
                    (
                        "11749013",
                        "Sulfide electrolyte compositions with lithium halide additives",
                        "2023-09-05",
                        "Solid Power Operating, Inc.",
                    ),
                    (
                        "11764221",
                        "Ceramic separator with textured surface",
                        "2023-09-19",
                        "QuantumScape Battery, Inc.",
                    ),
                    (
                        "11817359",
                        "Electrolyte-coated cathode active material",
                        "2023-11-14",
                        "Solid Power Operating, Inc.",
                    ),
                ],
                9,
            ),
        ),
        (
            "patentsview_search",
            {"endpoint": "patent", "q": "(same)", "o": {"size": 4, "after": "11817359"}},
            _pv(
                [
                    (
                        "11848328",
                        "Setter plates for sintering thin garnet films",
                        "2023-12-19",
                        "QuantumScape Battery, Inc.",
                    )
                ],
                9,
            ),
        ),
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {
                    "patent_id": [
                        "11600135",
                        "11631889",
                        "11664197",
                        "11702071",
                        "11764221",
                        "11848328",
                    ]
                },
                "f": ["patent_id", "inventors.inventor_name_first", "inventors.inventor_name_last"],
            },
            J(
                {
                    "error": False,
                    "count": 6,
                    "total_hits": 6,
                    "patents": [
                        {
                            "patent_id": pid,
                            "inventors": [
                                {"inventor_name_first": f, "inventor_name_last": l} for f, l in inv
                            ],
                        }
                        for pid, inv in [
                            ("11600135", [("Tim", "Holme"), ("Niall", "Donnelly")]),
                            ("11631889", [("Cheng-Chieh", "Chao"), ("Tim", "Holme")]),
                            ("11664197", [("Niall", "Donnelly"), ("Lei", "Cheng")]),
                            ("11702071", [("Tim", "Holme")]),
                            ("11764221", [("Lei", "Cheng"), ("Niall", "Donnelly")]),
                            ("11848328", [("Tim", "Holme"), ("Jagdeep", "Singh")]),
                        ]
                    ],
                }
            ),
        ),
    ],
)

_pvthr = lambda s: J({"detail": f"Request was throttled. Expected available in {s} seconds."})
S(
    "patentsview",
    "fail",
    1,
    "Count US patents granted per year 2015-2023 in CPC group H01M10/0562 (solid electrolytes) so I can chart the trend.",
    [
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {
                    "_and": [
                        {"cpc_current.cpc_group_id": "H01M10/0562"},
                        {"_gte": {"patent_date": "2015-01-01"}},
                        {"_lte": {"patent_date": "2015-12-31"}},
                    ]
                },
                "o": {"size": 1},
            },
            _pv(
                [
                    (
                        "8986895",
                        "Garnet-type lithium ion-conducting oxide",
                        "2015-03-24",
                        "Toyota Jidosha Kabushiki Kaisha",
                    )
                ],
                214,
                1,
            ),
        ),
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {
                    "_and": [
                        {"cpc_current.cpc_group_id": "H01M10/0562"},
                        {"_gte": {"patent_date": "2016-01-01"}},
                        {"_lte": {"patent_date": "2016-12-31"}},
                    ]
                },
                "o": {"size": 1},
            },
            _pvthr(41),
        ),
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {
                    "_and": [
                        {"cpc_current.cpc_group_id": "H01M10/0562"},
                        {"_gte": {"patent_date": "2017-01-01"}},
                        {"_lte": {"patent_date": "2017-12-31"}},
                    ]
                },
                "o": {"size": 1},
            },
            _pvthr(40),
        ),
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {
                    "_and": [
                        {"cpc_current.cpc_group_id": "H01M10/0562"},
                        {"_gte": {"patent_date": "2016-01-01"}},
                        {"_lte": {"patent_date": "2016-12-31"}},
                    ]
                },
                "o": {"size": 1},
            },
            _pvthr(39),
        ),
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {
                    "_and": [
                        {"cpc_current.cpc_group_id": "H01M10/0562"},
                        {"_gte": {"patent_date": "2018-01-01"}},
                    ]
                },
                "o": {"size": 1},
            },
            _pvthr(3599),
        ),
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {"cpc_current.cpc_group_id": "H01M10/0562"},
                "f": ["patent_date"],
                "o": {"size": 1000},
            },
            _pvthr(3598),
        ),
        (
            "patentsview_search",
            {
                "endpoint": "patent",
                "q": {
                    "_and": [
                        {"cpc_current.cpc_group_id": "H01M10/0562"},
                        {"_gte": {"patent_date": "2019-01-01"}},
                        {"_lte": {"patent_date": "2019-12-31"}},
                    ]
                },
                "o": {"size": 1},
            },
            _pvthr(3596),
        ),
    ],
)

_OPS = 'xmlns:ops="http://ops.epo.org" xmlns="http://www.epo.org/exchange" xmlns:xlink="http://www.w3.org/1999/xlink"'
S(
    "epo-ops",
    "ok",
    1,
    "For EP3456789, get the bibliographic data, the members of its patent family, and its legal status events.",
    [
        (
            "ops_published_data",
            {"reference_type": "publication", "input": "EP3456789", "endpoint": "biblio"},
            f'<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="/3.2/style/exchange.xsl"?>\n<ops:world-patent-data {_OPS}>\n'
            '<exchange-documents><exchange-document system="ops.epo.org" family-id="60912334" country="EP" doc-number="3456789" kind="A1">'
            '<bibliographic-data><publication-reference><document-id document-id-type="docdb"><country>EP</country><doc-number>3456789</doc-number><kind>A1</kind><date>20190320</date></document-id></publication-reference>'
            '<classifications-ipcr><classification-ipcr sequence="1"><text>H04L   9/32        20060101AFI20190212BHEP  </text></classification-ipcr></classifications-ipcr>'
            '<application-reference doc-id="508812771"><document-id document-id-type="docdb"><country>EP</country><doc-number>17191427</doc-number><kind>A</kind></document-id></application-reference>'
            '<parties><applicants><applicant sequence="1" app-type="applicant" data-format="epodoc"><applicant-name><name>NOKIA TECHNOLOGIES OY [FI]</name></applicant-name></applicant></applicants>'
            '<inventors><inventor sequence="1" data-format="epodoc"><inventor-name><name>KOSKINEN JUHA [FI]</name></inventor-name></inventor></inventors></parties>'
            '<invention-title lang="en">SECURE KEY PROVISIONING FOR CONSTRAINED DEVICES</invention-title></bibliographic-data>'
            '<abstract lang="en"><p>A method for provisioning a cryptographic key to a constrained device in which a gateway derives a session key ...</p></abstract>'
            "</exchange-document></exchange-documents>\n</ops:world-patent-data>",
        ),
        (
            "ops_family",
            {"reference_type": "publication", "input": "EP3456789"},
            f'<?xml version="1.0" encoding="UTF-8"?>\n<ops:world-patent-data {_OPS}>\n<ops:patent-family total-result-count="4">'
            '<ops:publication-reference><document-id document-id-type="docdb"><country>EP</country><doc-number>3456789</doc-number><kind>A1</kind></document-id></ops:publication-reference>'
            + "".join(
                f'<ops:family-member family-id="60912334"><publication-reference><document-id document-id-type="docdb"><country>{c}</country><doc-number>{n}</doc-number><kind>{k}</kind><date>{d}</date></document-id></publication-reference></ops:family-member>'
                for c, n, k, d in [
                    ("EP", "3456789", "A1", "20190320"),
                    ("EP", "3456789", "B1", "20210113"),
                    ("US", "2019081789", "A1", "20190314"),
                    ("WO", "2019053542", "A1", "20190321"),
                ]
            )
            + "</ops:patent-family>\n</ops:world-patent-data>",
        ),
        (
            "ops_legal",
            {"reference_type": "publication", "input": "EP3456789"},
            f'<?xml version="1.0" encoding="UTF-8"?>\n<ops:world-patent-data {_OPS}>\n<ops:patent-family>'
            + "".join(
                f'<ops:legal code="{c}" desc="{d}" infl="+"><ops:L007EP>{dt}</ops:L007EP></ops:legal>'
                for c, d, dt in [
                    ("AK", "DESIGNATED CONTRACTING STATES", "20190320"),
                    ("17P", "REQUEST FOR EXAMINATION FILED", "20190920"),
                    (
                        "GRAP",
                        "DESPATCH OF COMMUNICATION OF INTENTION TO GRANT A PATENT",
                        "20200806",
                    ),
                    ("26N", "NO OPPOSITION FILED", "20211014"),
                ]
            )
            + "</ops:patent-family>\n</ops:world-patent-data>",
        ),
    ],
)

_opsfault = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<fault xmlns="http://ops.epo.org">\n    <code>CLIENT.InvalidAccessToken</code>\n'
    "    <message>Access token has expired</message>\n</fault>"
)
S(
    "epo-ops",
    "fail",
    1,
    "Pull the abstracts of the ten most recent EP publications by Vestas Wind Systems about blade pitch control.",
    [
        (
            "ops_search",
            {"q": 'pa="Vestas Wind Systems" and ti="pitch"', "range": "1-10"},
            f'<?xml version="1.0" encoding="UTF-8"?>\n<ops:world-patent-data {_OPS}>\n<ops:biblio-search total-result-count="87"><ops:query syntax="CQL">pa="Vestas Wind Systems" and ti="pitch"</ops:query><ops:range begin="1" end="10"/><ops:search-result>'
            + "".join(
                f'<ops:publication-reference system="ops.epo.org" family-id="{num(n, 60000000, 70000000)}"><document-id document-id-type="docdb"><country>EP</country><doc-number>{n}</doc-number><kind>A1</kind></document-id></ops:publication-reference>'
                for n in [
                    "4421876",
                    "4399102",
                    "4385617",
                    "4372300",
                    "4359011",
                    "4347759",
                    "4330127",
                    "4318874",
                    "4306699",
                    "4291240",
                ]
            )
            + "</ops:search-result></ops:biblio-search>\n</ops:world-patent-data>",
        )
    ]
    + [
        (
            "ops_published_data",
            {"reference_type": "publication", "input": f"EP{n}", "endpoint": "abstract"},
            _opsfault,
        )
        for n in ["4421876", "4399102", "4385617", "4372300"]
    ]
    + [
        (
            "ops_published_data",
            {"reference_type": "publication", "input": "EP4421876.A1", "endpoint": "biblio"},
            _opsfault,
        ),
        (
            "ops_published_data",
            {"reference_type": "publication", "input": "EP4359011", "endpoint": "abstract"},
            _opsfault,
        ),
    ],
)

S(
    "patentscope",
    "ok",
    1,
    "Search PATENTSCOPE for PCT applications filed by Tsinghua University on perovskite solar cells in 2022 and give me the titles; then tell me if WO2023051234 has entered the national phase anywhere.",
    [
        (
            "patentscope_search",
            {
                "query": 'PA:"Tsinghua University" AND EN_AB:perovskite AND DP:2022',
                "collection": "PCT",
                "rows": 10,
            },
            "PATENTSCOPE search: 3 results\n\n1. WO2022213451 - PEROVSKITE SOLAR CELL WITH SELF-ASSEMBLED MONOLAYER HOLE TRANSPORT LAYER\n   Applicant: TSINGHUA UNIVERSITY | Pub. date: 13.10.2022 | IPC: H10K 30/40\n"
            "2. WO2022247018 - METHOD FOR PREPARING LARGE-AREA PEROVSKITE FILM BY BLADE COATING\n   Applicant: TSINGHUA UNIVERSITY | Pub. date: 01.12.2022 | IPC: H10K 71/12\n"
            "3. WO2022262911 - TANDEM PEROVSKITE/SILICON CELL AND MANUFACTURING METHOD\n   Applicant: TSINGHUA UNIVERSITY; LONGI GREEN ENERGY | Pub. date: 22.12.2022 | IPC: H01L 31/078\n",
        ),
        (
            "patentscope_detail",
            {"id": "WO2023051234", "tab": "national_phase"},
            "WO2023051234 - FLEXIBLE BATTERY HOUSING WITH INTEGRATED COOLING CHANNELS\nApplicant: CONTEMPORARY AMPEREX TECHNOLOGY CO., LIMITED\n\nNational Phase Entries:\nNo national phase entry data is available for this application.\n",
        ),
        (
            "patentscope_detail",
            {"id": "WO2023051234", "tab": "biblio"},
            "WO2023051234 - FLEXIBLE BATTERY HOUSING WITH INTEGRATED COOLING CHANNELS\nInternational application No.: PCT/CN2022/122188\nPublication Date: 06.04.2023\nInternational Filing Date: 28.09.2022\n"
            "IPC: H01M 50/20; H01M 10/613\nApplicants: CONTEMPORARY AMPEREX TECHNOLOGY CO., LIMITED [CN]/[CN]\nPriority Data: none\n",
        ),
    ],
)


def _tsdr(sn, mark, status, date, owner, cls):
    return JI(
        {
            "count": 1,
            "transactionList": [
                {
                    "trademarks": [
                        {
                            "status": {
                                "serialNumber": sn,
                                "markElement": mark,
                                "status": status[0],
                                "extStatusDesc": status[1],
                                "statusDate": date,
                                "filingDate": "2023-02-14",
                                "registrationNumber": "",
                                "markDrawingCode": "4000",
                            },
                            "parties": {
                                "ownerGroups": {
                                    "10": [
                                        {
                                            "name": owner,
                                            "entityType": {"description": "CORPORATION"},
                                        }
                                    ]
                                }
                            },
                            "gsBag": [{"primaryCode": cls, "statusCode": "6"}],
                        }
                    ]
                }
            ],
        }
    )


S(
    "tsdr",
    "ok",
    1,
    "Check the status of our four pending US trademark applications (serials 97801234, 97801235, 97802410, 98011777) and tell me which need a response.",
    [
        (
            "tsdr_case_status",
            {"case": "sn97801234"},
            _tsdr(
                "97801234",
                "LUMENFORGE",
                (686, "Published for opposition."),
                "2024-09-24",
                "Lumenforge Inc.",
                "009",
            ),
        ),
        (
            "tsdr_case_status",
            {"case": "sn97801235"},
            _tsdr(
                "97801235",
                "LUMENFORGE STUDIO",
                (641, "Non-final action e-mailed."),
                "2024-10-30",
                "Lumenforge Inc.",
                "042",
            ),
        ),
        (
            "tsdr_case_status",
            {"case": "sn97802410"},
            _tsdr(
                "97802410", "FORGEPAD", (700, "Registered."), "2024-07-16", "Lumenforge Inc.", "009"
            ),
        ),
        ("tsdr_case_status", {"case": "sn98011777"}, J({"count": 0, "transactionList": []})),
        (
            "tsdr_case_status",
            {"case": "sn98017177"},
            _tsdr(
                "98017177",
                "LF",
                (
                    630,
                    "New application will be assigned to an examining attorney approximately 6 months after filing date.",
                ),
                "2024-06-12",
                "Lumenforge Inc.",
                "035",
            ),
        ),
        (
            "tsdr_documents",
            {"case": "sn97801235"},
            "<?xml version='1.0' encoding='UTF-8'?><DocumentList><Document><DocumentTypeCode>NFIN</DocumentTypeCode><DocumentTypeDescription>Offc Action Outgoing</DocumentTypeDescription>"
            "<MailRoomDate>2024-10-30</MailRoomDate><ResponseDueDate>2025-01-30</ResponseDueDate><PageCount>6</PageCount></Document></DocumentList>",
        ),
    ],
)

_tsdr401 = J(
    {
        "error": "Unauthorized",
        "message": "API key is missing or invalid. Include a valid USPTO-API-KEY header.",
    }
)
S(
    "tsdr",
    "fail",
    1,
    "Get the current status and owner of these US trademark registrations: 4567890, 5123456, 6012345, 6234567, 6789012.",
    [("tsdr_case_status", {"case": f"rn{r}"}, _tsdr401) for r in ["4567890", "5123456", "6012345"]]
    + [
        ("tsdr_case_status", {"case": "sn86123456"}, _tsdr401),
        ("tsdr_case_status", {"case": "rn6234567"}, _tsdr401),
        ("tsdr_case_status", {"case": "rn6789012"}, _tsdr401),
        ("tsdr_case_status", {"case": "rn4567890", "format": "xml"}, _tsdr401),
    ],
)


def _lens(rows, total, scroll):
    return J(
        {
            "total": total,
            "max_score": 14.2,
            "data": [
                {
                    "lens_id": f"{h(t)[:3]}-{h(t)[3:6]}-{h(t)[6:9]}-{h(t)[9:12]}-{h(t)[12:15]}".upper(),
                    "jurisdiction": j,
                    "doc_number": n,
                    "kind": k,
                    "date_published": d,
                    "biblio": {"invention_title": [{"text": t, "lang": "en"}]},
                }
                for j, n, k, d, t in rows
            ],
            "results": len(rows),
            "scroll_id": scroll,
        }
    )


S(
    "lens",
    "ok",
    1,
    "Using Lens, collect all granted patents that cite US 8,198,618 B2 (phage display) so we can build a citation table.",
    [
        (
            "lens_patent_search",
            {
                "query": {"term": {"reference_cited.patent.doc_number": "8198618"}},
                "size": 3,
                "scroll": "1m",
                "include": ["lens_id", "doc_number", "jurisdiction", "biblio.invention_title"],
            },
            _lens(
                [
                    (
                        "US",
                        "9212213",
                        "B2",
                        "2015-12-15",
                        "Antibody libraries with improved display",
                    ),
                    ("US", "9458229", "B2", "2016-10-04", "Methods of screening VHH domains"),
                    (
                        "EP",
                        "2788378",
                        "B1",
                        "2017-02-22",
                        "Phagemid vectors for bispecific scaffolds",
                    ),
                ],
                7,
                "DnF1ZXJ5VGhlbkZldGNo" + h("s1", 12),
            ),
        ),
        (
            "lens_patent_search",
            {"scroll_id": "DnF1ZXJ5VGhlbkZldGNo" + h("s1", 12), "scroll": "1m"},
            _lens(
                [
                    (
                        "US",
                        "10017581",
                        "B2",
                        "2018-07-10",
                        "Yeast display of cystine-knot peptides",
                    ),
                    (
                        "US",
                        "10596223",
                        "B2",
                        "2020-03-24",
                        "Nanobody libraries from camelid immunisation",
                    ),
                    (
                        "JP",
                        "6837240",
                        "B2",
                        "2021-03-03",
                        "Method for producing an antibody fragment library",
                    ),
                ],
                7,
                "DnF1ZXJ5VGhlbkZldGNo" + h("s2", 12),
            ),
        ),
        (
            "lens_patent_search",
            {"scroll_id": "DnF1ZXJ5VGhlbkZldGNo" + h("s2", 12), "scroll": "1m"},
            _lens(
                [
                    (
                        "US",
                        "11530513",
                        "B2",
                        "2022-12-20",
                        "Deep mutational scanning of binding interfaces",
                    )
                ],
                7,
                "DnF1ZXJ5VGhlbkZldGNo" + h("s3", 12),
            ),
        ),
        (
            "lens_patent_search",
            {"scroll_id": "DnF1ZXJ5VGhlbkZldGNo" + h("s3", 12), "scroll": "1m"},
            J(
                {
                    "total": 7,
                    "max_score": 14.2,
                    "data": [],
                    "results": 0,
                    "scroll_id": "DnF1ZXJ5VGhlbkZldGNo" + h("s4", 12),
                }
            ),
        ),
    ],
)

S(
    "lens",
    "ok",
    2,
    "Did any company other than Moderna get a US patent in 2024 claiming lipid nanoparticles with the ionizable lipid SM-102? Just confirm yes or no with the documents.",
    [
        (
            "lens_patent_search",
            {
                "query": {
                    "bool": {
                        "must": [
                            {"match_phrase": {"claim": "SM-102"}},
                            {"term": {"jurisdiction": "US"}},
                            {"term": {"publication_type": "GRANTED_PATENT"}},
                            {
                                "range": {
                                    "date_published": {"gte": "2024-01-01", "lte": "2024-12-31"}
                                }
                            },
                        ]
                    }
                },
                "size": 20,
            },
            _lens(
                [
                    (
                        "US",
                        "11872278",
                        "B2",
                        "2024-01-16",
                        "Lipid nanoparticle compositions for mRNA delivery",
                    ),
                    ("US", "11964051", "B2", "2024-04-23", "Ionizable lipid formulations"),
                ],
                2,
                None,
            ),
        ),
        (
            "lens_patent_get",
            {"lens_id": "LENS-US11872278", "include": ["biblio.parties.applicants"]},
            J(
                {
                    "lens_id": "063-917-553-214-882",
                    "biblio": {
                        "parties": {
                            "applicants": [
                                {"residence": "US", "extracted_name": {"value": "MODERNATX INC"}}
                            ]
                        }
                    },
                }
            ),
        ),
        (
            "lens_patent_get",
            {"lens_id": "LENS-US11964051", "include": ["biblio.parties.applicants"]},
            J(
                {
                    "lens_id": "112-640-305-771-509",
                    "biblio": {
                        "parties": {
                            "applicants": [
                                {"residence": "US", "extracted_name": {"value": "MODERNATX INC"}}
                            ]
                        }
                    },
                }
            ),
        ),
        (
            "lens_patent_search",
            {
                "query": {
                    "bool": {
                        "must": [
                            {"match_phrase": {"claim": "SM-102"}},
                            {"term": {"jurisdiction": "US"}},
                            {"term": {"publication_type": "GRANTED_PATENT"}},
                            {"range": {"date_published": {"gte": "2024-01-01"}}},
                        ],
                        "must_not": [{"match": {"applicant.name": "ModernaTX"}}],
                    }
                },
                "size": 20,
            },
            J({"total": 0, "max_score": None, "data": [], "results": 0}),
        ),
    ],
)

S(
    "dpma",
    "ok",
    1,
    "Look up German utility model DE 20 2023 104 512 U1 and German trademark 302021112233 in DPMAregister and tell me whether each is still in force.",
    [
        (
            "dpmaregister_lookup",
            {"type": "gebrauchsmuster", "number": "202023104512"},
            "DPMAregister | Gebrauchsmuster\nAktenzeichen: 20 2023 104 512.6\nBezeichnung: Halterung für Solarmodule auf Flachdächern\nInhaber: Sonnwerk Montagesysteme GmbH, 79110 Freiburg, DE\n"
            "Anmeldetag: 09.08.2023\nEintragungstag: 14.09.2023\nBekanntmachungstag im Patentblatt: 19.10.2023\nAktenzustand: Gebrauchsmuster eingetragen\nSchutzdauer: Ende spätestens 31.08.2033\n",
        ),
        (
            "dpmaregister_lookup",
            {"type": "marke", "number": "302021112233"},
            "DPMAregister | Marken\nRegisternummer: 30 2021 112 233\nMarkendarstellung: KIEZKRAFT\nMarkenform: Wortmarke\nInhaber: Kiezkraft Energie eG, 10997 Berlin, DE\n"
            "Klassen: 04, 35, 39\nAnmeldetag: 03.06.2021\nTag der Eintragung: 22.07.2021\nAktenzustand: Marke gelöscht\nLöschungsgrund: Nichtverlängerung\n",
        ),
        (
            "dpmaregister_history",
            {"type": "marke", "number": "302021112233"},
            "Verfahrensdaten:\n22.07.2021  Eintragung\n27.08.2021  Veröffentlichung\n31.07.2024  Löschung wegen Nichtzahlung der Verlängerungsgebühr\n",
        ),
    ],
)

_dpmaw = (
    '<!DOCTYPE html><html lang="de"><head><title>DPMAregister - Wartungsarbeiten</title></head><body>'
    "<h1>DPMAregister ist vorübergehend nicht erreichbar</h1><p>Aufgrund von Wartungsarbeiten steht DPMAregister derzeit nicht zur Verfügung. "
    "Wir bitten um Ihr Verständnis.</p><p>DPMAregister is temporarily unavailable due to maintenance work.</p></body></html>"
)
S(
    "dpma",
    "fail",
    1,
    "Find all German patents (DE B4) held by Festo SE & Co. KG published in 2024 in IPC F15B and list their titles.",
    [
        (
            "dpmaregister_search",
            {
                "type": "patent",
                "query": 'INH="Festo SE" AND IC=F15B AND PUB>=01.01.2024 AND PUB<=31.12.2024 AND KIND=B4',
            },
            _dpmaw,
        ),
        (
            "dpmaregister_search",
            {"type": "patent", "query": "INH=Festo AND IC=F15B? AND PUB>=2024"},
            _dpmaw,
        ),
        ("dpmaregister_search", {"type": "patent", "query": "INH=Festo AND PUB>=2024"}, _dpmaw),
        ("dpmaregister_lookup", {"type": "patent", "number": "102022118210"}, _dpmaw),
        (
            "dpmaregister_search",
            {"type": "patent", "query": "TI=Pneumatikzylinder AND INH=Festo"},
            _dpmaw,
        ),
        ("dpmaregister_search", {"type": "patent", "query": 'INH="Festo SE & Co. KG"'}, _dpmaw),
    ],
)
# ------------------------------------------------- 3. Legislatures and elections

S(
    "govtrack",
    "ok",
    1,
    "How did Vermont's current members of Congress vote on the final passage of H.R. 3746 (Fiscal Responsibility Act of 2023)?",
    [
        (
            "govtrack_api",
            {"path": "role", "params": {"current": "true", "state": "VT"}},
            JI(
                {
                    "meta": {"limit": 100, "offset": 0, "total_count": 3},
                    "objects": [
                        {
                            "id": num(n, 40000, 50000),
                            "person": {"id": pid, "name": n, "sortname": n},
                            "role_type": rt,
                            "state": "VT",
                            "party": p,
                            "current": True,
                            "startdate": sd,
                            "enddate": ed,
                        }
                        for n, pid, rt, p, sd, ed in [
                            (
                                "Sen. Bernard Sanders [I-VT]",
                                400357,
                                "senator",
                                "Independent",
                                "2019-01-03",
                                "2025-01-03",
                            ),
                            (
                                "Sen. Peter Welch [D-VT]",
                                412239,
                                "senator",
                                "Democrat",
                                "2023-01-03",
                                "2029-01-03",
                            ),
                            (
                                "Rep. Becca Balint [D-VT0]",
                                456917,
                                "representative",
                                "Democrat",
                                "2023-01-03",
                                "2025-01-03",
                            ),
                        ]
                    ],
                }
            ),
        ),
        (
            "govtrack_api",
            {
                "path": "vote",
                "params": {"related_bill": 805325, "category": "passage", "order_by": "-created"},
            },
            J(
                {
                    "meta": {"limit": 100, "offset": 0, "total_count": 2},
                    "objects": [
                        {
                            "id": 1210118,
                            "chamber": "senate",
                            "number": 146,
                            "created": "2023-06-01T21:20:00",
                            "question": "H.R. 3746: Fiscal Responsibility Act of 2023",
                            "result": "Bill Passed",
                            "total_plus": 63,
                            "total_minus": 36,
                        },
                        {
                            "id": 1210042,
                            "chamber": "house",
                            "number": 243,
                            "created": "2023-05-31T20:39:00",
                            "question": "H.R. 3746: Fiscal Responsibility Act of 2023",
                            "result": "Passed",
                            "total_plus": 314,
                            "total_minus": 117,
                        },
                    ],
                }
            ),
        ),
        (
            "govtrack_api",
            {"path": "vote_voter", "params": {"vote": 1210118, "person__in": "400357|412239"}},
            J(
                {
                    "meta": {"limit": 100, "offset": 0, "total_count": 2},
                    "objects": [
                        {"person": 400357, "option": {"key": "-", "value": "Nay"}, "vote": 1210118},
                        {"person": 412239, "option": {"key": "+", "value": "Yea"}, "vote": 1210118},
                    ],
                }
            ),
        ),
        (
            "govtrack_api",
            {"path": "vote_voter", "params": {"vote": 1210042, "person": 456917}},
            J(
                {
                    "meta": {"limit": 100, "offset": 0, "total_count": 1},
                    "objects": [
                        {"person": 456917, "option": {"key": "-", "value": "No"}, "vote": 1210042}
                    ],
                }
            ),
        ),
    ],
)


def _osb(results, page, maxp, total):
    return J(
        {
            "results": [
                {
                    "id": f"ocd-bill/{h(i, 8)}-{h(i + 'x', 4)}-{h(i + 'y', 4)}",
                    "session": "2023-2024",
                    "jurisdiction": {"name": j, "classification": "state"},
                    "identifier": i,
                    "title": t,
                    "classification": ["bill"],
                    "subject": s,
                    "latest_action_date": d,
                    "latest_action_description": a,
                }
                for j, i, t, s, d, a in results
            ],
            "pagination": {"per_page": 3, "page": page, "max_page": maxp, "total_items": total},
        }
    )


S(
    "openstates",
    "ok",
    1,
    "List the California bills from the 2023-2024 session that mention 'heat pump' and their latest action.",
    [
        (
            "openstates_bills",
            {
                "jurisdiction": "ca",
                "session": "20232024",
                "q": '"heat pump"',
                "per_page": 3,
                "page": 1,
            },
            _osb(
                [
                    (
                        "California",
                        "AB 1280",
                        "Building decarbonization: heat pump installation",
                        ["Energy"],
                        "2023-10-08",
                        "Chaptered by Secretary of State",
                    ),
                    (
                        "California",
                        "SB 48",
                        "Building Energy Savings Act",
                        ["Energy", "Buildings"],
                        "2023-10-07",
                        "Chaptered by Secretary of State",
                    ),
                    (
                        "California",
                        "AB 2513",
                        "Residential heat pump rebates: low-income households",
                        ["Energy"],
                        "2024-08-15",
                        "In committee: Held under submission.",
                    ),
                ],
                1,
                3,
                7,
            ),
        ),
        (
            "openstates_bills",
            {
                "jurisdiction": "ca",
                "session": "20232024",
                "q": '"heat pump"',
                "per_page": 3,
                "page": 2,
            },
            _osb(
                [
                    (
                        "California",
                        "SB 1221",
                        "Gas corporations: neighborhood decarbonization zones",
                        ["Utilities"],
                        "2024-09-24",
                        "Chaptered by Secretary of State",
                    ),
                    (
                        "California",
                        "AB 3238",
                        "Electrical infrastructure: permitting",
                        ["Energy"],
                        "2024-09-22",
                        "Chaptered by Secretary of State",
                    ),
                    (
                        "California",
                        "AB 593",
                        "Building decarbonization: reporting",
                        ["Energy"],
                        "2024-02-01",
                        "From committee: Filed with the Chief Clerk pursuant to Joint Rule 56.",
                    ),
                ],
                2,
                3,
                7,
            ),
        ),
        (
            "openstates_bills",
            {
                "jurisdiction": "ca",
                "session": "20232024",
                "q": '"heat pump"',
                "per_page": 3,
                "page": 3,
            },
            _osb(
                [
                    (
                        "California",
                        "SB 1308",
                        "Ozone: indirect source rules: warehouses",
                        ["Environment"],
                        "2024-09-29",
                        "Vetoed by Governor.",
                    )
                ],
                3,
                3,
                7,
            ),
        ),
    ],
)

S(
    "openstates",
    "ok",
    2,
    "Has the Vermont legislature introduced any bill this session about regulating data brokers' sale of location data? If none, say so, and tell me who chairs the House Commerce committee.",
    [
        (
            "openstates_bills",
            {"jurisdiction": "vt", "session": "2025-2026", "q": '"location data" broker'},
            J(
                {
                    "results": [],
                    "pagination": {"per_page": 10, "page": 1, "max_page": 1, "total_items": 0},
                }
            ),
        ),
        (
            "openstates_bills",
            {"jurisdiction": "vt", "session": "2025-2026", "q": '"data broker"'},
            _osb(
                [
                    (
                        "Vermont",
                        "H.121",
                        "An act relating to enhancing consumer privacy",
                        ["Commerce"],
                        "2025-03-14",
                        "Committee bill for second reading",
                    )
                ],
                1,
                1,
                1,
            ),
        ),
        (
            "openstates_bill",
            {"id": "vt/2025-2026/H.121", "include": ["abstracts", "versions"]},
            J(
                {
                    "identifier": "H.121",
                    "title": "An act relating to enhancing consumer privacy",
                    "abstracts": [
                        {
                            "abstract": "This bill proposes to establish data privacy protections for Vermont consumers, including data minimization and restrictions on the sale of sensitive data.",
                            "note": "",
                        }
                    ],
                    "versions": [{"note": "As introduced", "date": "2025-01-30"}],
                }
            ),
        ),
        (
            "openstates_committees",
            {"jurisdiction": "vt", "chamber": "lower", "q": "Commerce", "include": ["memberships"]},
            J(
                {
                    "results": [
                        {
                            "id": "ocd-organization/" + h("vtcommerce", 8),
                            "name": "House Committee on Commerce and Economic Development",
                            "classification": "committee",
                            "parent_id": "ocd-organization/vt-lower",
                            "memberships": [
                                {"person_name": "Michael Marcotte", "role": "Chair"},
                                {"person_name": "Stephanie Jerome", "role": "Vice Chair"},
                                {"person_name": "Kathleen James", "role": "member"},
                            ],
                        }
                    ],
                    "pagination": {"per_page": 10, "page": 1, "max_page": 1, "total_items": 1},
                }
            ),
        ),
    ],
)

_osrl = lambda n: J({"detail": f"exceeded limit of 10/min: {n}"})
S(
    "openstates",
    "fail",
    1,
    "For each New England state, find the 2024 bills on right-to-repair for farm equipment and say whether they passed.",
    [
        (
            "openstates_bills",
            {"jurisdiction": "me", "session": "131", "q": "right to repair agricultural"},
            _osb(
                [
                    (
                        "Maine",
                        "LD 1577",
                        "An Act to Support the Right to Repair Agricultural Equipment",
                        ["Agriculture"],
                        "2024-04-17",
                        "Died On Adjournment",
                    )
                ],
                1,
                1,
                1,
            ),
        ),
        (
            "openstates_bills",
            {"jurisdiction": "vt", "session": "2023-2024", "q": "right to repair agricultural"},
            _osrl(11),
        ),
        (
            "openstates_bills",
            {"jurisdiction": "nh", "session": "2024", "q": "right to repair agricultural"},
            _osrl(12),
        ),
        (
            "openstates_bills",
            {"jurisdiction": "ma", "session": "193rd", "q": "right to repair agricultural"},
            _osrl(13),
        ),
        (
            "openstates_bills",
            {"jurisdiction": "vt", "session": "2023-2024", "q": "repair farm equipment"},
            _osrl(14),
        ),
        (
            "openstates_bills",
            {"jurisdiction": "ct", "session": "2024", "q": "right to repair"},
            _osrl(15),
        ),
        (
            "openstates_bills",
            {"jurisdiction": "ri", "session": "2024", "q": "right to repair"},
            _osrl(16),
        ),
    ],
)

S(
    "legiscan",
    "ok",
    1,
    "Find the Texas 2023 bill on ERCOT winter weatherization and tell me how the final Senate vote went.",
    [
        (
            "legiscan",
            {"op": "getSearch", "state": "TX", "query": "weatherization ERCOT", "year": 2},
            J(
                {
                    "status": "OK",
                    "searchresult": {
                        "summary": {
                            "page": "1 of 1",
                            "range": "1 - 3",
                            "relevancy": "100% - 71%",
                            "count": 3,
                            "page_current": 1,
                            "page_total": 1,
                        },
                        "0": {
                            "relevance": 100,
                            "state": "TX",
                            "bill_number": "SB2627",
                            "bill_id": 1767412,
                            "change_hash": h("sb2627", 32),
                            "url": "https://legiscan.com/TX/bill/SB2627/2023",
                            "text_url": "",
                            "research_url": "",
                            "last_action_date": "2023-06-13",
                            "last_action": "Effective immediately",
                            "title": "Relating to the Texas energy fund",
                        },
                        "1": {
                            "relevance": 88,
                            "state": "TX",
                            "bill_number": "HB1500",
                            "bill_id": 1692215,
                            "change_hash": h("hb1500", 32),
                            "url": "https://legiscan.com/TX/bill/HB1500/2023",
                            "last_action_date": "2023-06-09",
                            "last_action": "Effective on 9/1/23",
                            "title": "Relating to the continuation and functions of the Public Utility Commission of Texas",
                        },
                        "2": {
                            "relevance": 71,
                            "state": "TX",
                            "bill_number": "SB1699",
                            "bill_id": 1713045,
                            "change_hash": h("sb1699", 32),
                            "url": "https://legiscan.com/TX/bill/SB1699/2023",
                            "last_action_date": "2023-06-13",
                            "last_action": "Effective on 9/1/23",
                            "title": "Relating to the Texas electricity market",
                        },
                    },
                }
            ),
        ),
        (
            "legiscan",
            {"op": "getBill", "id": 1692215},
            J(
                {
                    "status": "OK",
                    "bill": {
                        "bill_id": 1692215,
                        "state": "TX",
                        "bill_number": "HB1500",
                        "status": 4,
                        "status_date": "2023-06-09",
                        "title": "Relating to the continuation and functions of the Public Utility Commission of Texas",
                        "votes": [
                            {
                                "roll_call_id": 1290017,
                                "date": "2023-05-24",
                                "desc": "Senate Passage 3rd Reading",
                                "yea": 28,
                                "nay": 3,
                                "nv": 0,
                                "absent": 0,
                                "total": 31,
                                "passed": 1,
                                "chamber": "S",
                            },
                            {
                                "roll_call_id": 1295510,
                                "date": "2023-05-28",
                                "desc": "Senate adopted conference committee report",
                                "yea": 27,
                                "nay": 4,
                                "nv": 0,
                                "absent": 0,
                                "total": 31,
                                "passed": 1,
                                "chamber": "S",
                            },
                        ],
                    },
                }
            ),
        ),
        (
            "legiscan",
            {"op": "getRollCall", "id": 1295510},
            J(
                {
                    "status": "OK",
                    "roll_call": {
                        "roll_call_id": 1295510,
                        "bill_id": 1692215,
                        "date": "2023-05-28",
                        "desc": "Senate adopted conference committee report",
                        "yea": 27,
                        "nay": 4,
                        "nv": 0,
                        "absent": 0,
                        "total": 31,
                        "passed": 1,
                        "chamber": "S",
                        "votes": [
                            {"people_id": p, "vote_id": v, "vote_text": t}
                            for p, v, t in [
                                (15811, 2, "Nay"),
                                (13211, 1, "Yea"),
                                (20121, 2, "Nay"),
                                (17655, 1, "Yea"),
                            ]
                        ],
                    },
                }
            ),
        ),
        (
            "legiscan",
            {"op": "getPerson", "id": 15811},
            J(
                {
                    "status": "OK",
                    "person": {
                        "people_id": 15811,
                        "name": "Bryan Hughes",
                        "party": "R",
                        "role": "Sen",
                        "district": "SD-001",
                    },
                }
            ),
        ),
    ],
)

_lsq = J(
    {
        "status": "ERROR",
        "alert": {
            "message": "Query limit exceeded for this API key, contact LegiScan for higher limits"
        },
    }
)
S(
    "legiscan",
    "fail",
    1,
    "Track every 2024 state bill on AI-generated election deepfakes: list state, bill number and status.",
    [
        (
            "legiscan",
            {"op": "getSearch", "state": "ALL", "query": "deepfake AND election", "year": 2},
            _lsq,
        ),
        (
            "legiscan",
            {"op": "getSearch", "state": "ALL", "query": "synthetic media election", "year": 2},
            _lsq,
        ),
        ("legiscan", {"op": "getSearch", "state": "MI", "query": "deepfake", "year": 2}, _lsq),
        (
            "legiscan",
            {
                "op": "getSearchRaw",
                "state": "ALL",
                "query": '"artificial intelligence" AND candidate',
                "year": 2,
            },
            _lsq,
        ),
        (
            "legiscan",
            {"op": "getSearch", "state": "CA", "query": "deceptive media election", "year": 2},
            _lsq,
        ),
        ("legiscan", {"op": "getMasterList", "state": "MN"}, _lsq),
        (
            "legiscan",
            {"op": "getSearch", "state": "TX", "query": "deep fake video", "year": 2},
            _lsq,
        ),
    ],
)

S(
    "theyworkforyou",
    "ok",
    1,
    "Who is the MP for postcode OX1 3PJ, and what have they said in the Commons this year about bus services?",
    [
        (
            "twfy",
            {"function": "getMP", "postcode": "OX1 3PJ"},
            J(
                {
                    "member_id": "42001",
                    "house": "1",
                    "constituency": "Oxford East",
                    "party": "Labour",
                    "entered_house": "2024-07-04",
                    "left_house": "9999-12-31",
                    "entered_reason": "general_election",
                    "left_reason": "still_in_office",
                    "person_id": "26227",
                    "title": "",
                    "lastupdate": "2024-07-05 08:12:44",
                    "full_name": "Anneliese Dodds",
                    "url": "/mp/10999/anneliese_dodds/oxford_east",
                    "image": "/images/mpsL/10999.jpg",
                    "image_height": 80,
                    "image_width": 60,
                }
            ),
        ),
        (
            "twfy",
            {
                "function": "getHansard",
                "person": "10999",
                "search": "bus services",
                "order": "d",
                "num": 5,
            },
            J(
                {
                    "info": {
                        "s": "bus services speaker:10999",
                        "results_per_page": 5,
                        "first_result": 1,
                        "total_results": 2,
                    },
                    "searchdescription": "containing the words 'bus services' spoken by Anneliese Dodds",
                    "rows": [
                        {
                            "gid": "uk.org.publicwhip/debate/2025-02-11a.201.3",
                            "hdate": "2025-02-11",
                            "htype": "12",
                            "body": '... the cuts to <span class="hi">bus services</span> in rural Oxfordshire ...',
                            "parent": {"body": "Local Transport: Funding"},
                        },
                        {
                            "gid": "uk.org.publicwhip/debate/2025-01-21a.88.0",
                            "hdate": "2025-01-21",
                            "htype": "12",
                            "body": '... fare cap for <span class="hi">bus services</span> ...',
                            "parent": {"body": "Oral Answers to Questions — Transport"},
                        },
                    ],
                }
            ),
        ),
        (
            "twfy",
            {"function": "getDebates", "type": "commons", "gid": "2025-02-11a.201.3"},
            J(
                [
                    {
                        "entry": {
                            "gid": "uk.org.publicwhip/debate/2025-02-11a.201.3",
                            "hdate": "2025-02-11",
                            "body": "Local Transport: Funding",
                        },
                        "subs": [
                            {
                                "gid": "uk.org.publicwhip/debate/2025-02-11a.201.4",
                                "speaker": {"name": "Anneliese Dodds", "party": "Labour"},
                                "body": "<p>Villages outside Oxford have lost their only service ...</p>",
                            }
                        ],
                    }
                ]
            ),
        ),
    ],
)

S(
    "theyworkforyou",
    "ok",
    2,
    "Confirm whether any Lords debates in 2024 mentioned 'hedgehog highways'; a no is a fine answer.",
    [
        (
            "twfy",
            {"function": "getHansard", "search": '"hedgehog highways" section:lords', "num": 20},
            J(
                {
                    "info": {
                        "s": '"hedgehog highways" section:lords',
                        "results_per_page": 20,
                        "first_result": 0,
                        "total_results": 0,
                    },
                    "searchdescription": "containing the exact phrase 'hedgehog highways' in House of Lords debates",
                    "rows": [],
                }
            ),
        ),
        (
            "twfy",
            {"function": "getHansard", "search": '"hedgehog highway" section:lords', "num": 20},
            J(
                {
                    "info": {
                        "s": '"hedgehog highway" section:lords',
                        "results_per_page": 20,
                        "first_result": 0,
                        "total_results": 0,
                    },
                    "searchdescription": "containing the exact phrase 'hedgehog highway' in House of Lords debates",
                    "rows": [],
                }
            ),
        ),
        (
            "twfy",
            {"function": "getHansard", "search": '"hedgehog highways"', "num": 5},
            J(
                {
                    "info": {
                        "s": '"hedgehog highways"',
                        "results_per_page": 5,
                        "first_result": 1,
                        "total_results": 1,
                    },
                    "rows": [
                        {
                            "gid": "uk.org.publicwhip/wrans/2023-03-14.170012.h",
                            "hdate": "2023-03-14",
                            "htype": "12",
                            "body": '... whether new-build developments should include <span class="hi">hedgehog highways</span> ...',
                            "parent": {"body": "Housing: Wildlife"},
                        }
                    ],
                }
            ),
        ),
    ],
)


def _dc(pc, dates):
    return JI(
        {
            "address_picker": False,
            "addresses": [],
            "postcode_location": {
                "type": "Feature",
                "properties": None,
                "geometry": {"type": "Point", "coordinates": [-1.2577, 51.752]},
            },
            "electoral_services": {
                "council_id": "OXF",
                "name": "Oxford City Council",
                "nation": "England",
                "email": "elections@oxford.gov.uk",
                "phone": "01865 249811",
            },
            "registration": None,
            "dates": dates,
        }
    )


S(
    "democracyclub",
    "ok",
    1,
    "Are there any elections coming up for postcode OX4 1AA, and if so which ballots and where do I vote?",
    [
        (
            "democracyclub_postcode",
            {"postcode": "OX41AA"},
            _dc(
                "OX41AA",
                [
                    {
                        "date": "2026-05-07",
                        "polling_station": {
                            "polling_station_known": True,
                            "custom_finder": None,
                            "report_problem_url": "https://wheredoivote.co.uk/report_problem/?source=api",
                            "station": {
                                "id": "w06000015.2081",
                                "type": "Feature",
                                "properties": {
                                    "postcode": "OX4 1DR",
                                    "address": "St Mary & St John Church Hall\nCowley Road\nOxford",
                                },
                            },
                        },
                        "advance_voting_station": None,
                        "notifications": [],
                        "ballots": [
                            {
                                "ballot_paper_id": "local.oxford.st-clements.2026-05-07",
                                "ballot_title": "Oxford local election St Clement's",
                                "poll_open_date": "2026-05-07",
                                "elected_role": "Local Councillor",
                                "cancelled": False,
                                "candidates_verified": False,
                                "seats_contested": 2,
                                "candidates": [],
                            },
                            {
                                "ballot_paper_id": "pcc.thames-valley.2026-05-07",
                                "ballot_title": "Thames Valley Police and Crime Commissioner election",
                                "poll_open_date": "2026-05-07",
                                "elected_role": "Police and Crime Commissioner",
                                "cancelled": False,
                                "candidates_verified": False,
                                "seats_contested": 1,
                                "candidates": [],
                            },
                        ],
                    }
                ],
            ),
        ),
        (
            "democracyclub_election",
            {"ballot_paper_id": "local.oxford.st-clements.2026-05-07"},
            J(
                {
                    "ballot_paper_id": "local.oxford.st-clements.2026-05-07",
                    "ballot_title": "Oxford local election St Clement's",
                    "candidates": [],
                    "wcivf_url": "https://whocanivotefor.co.uk/elections/local.oxford.st-clements.2026-05-07/st-clements/",
                    "requires_voter_id": "EA-2022",
                    "voting_system": {"slug": "FPTP", "name": "First-past-the-post"},
                    "seats_contested": 2,
                }
            ),
        ),
        (
            "democracyclub_postcode",
            {"postcode": "EH11YZ"},
            JI(
                {
                    "address_picker": False,
                    "addresses": [],
                    "electoral_services": {
                        "council_id": "EDH",
                        "name": "City of Edinburgh Council",
                        "nation": "Scotland",
                    },
                    "registration": None,
                    "dates": [],
                }
            ),
        ),
    ],
)

_dcsand = _dc(
    "AA11AA",
    [
        {
            "date": "2018-05-03",
            "polling_station": {
                "polling_station_known": True,
                "station": {
                    "id": "w06000015.5898",
                    "properties": {
                        "postcode": "",
                        "address": "Earls Court Community Centre\nCrystal Palace Road",
                    },
                },
            },
            "notifications": [],
            "ballots": [
                {
                    "ballot_paper_id": "local.sandbox-council.earls-court.2018-05-03",
                    "ballot_title": "Sandbox Council local election Earls Court",
                    "poll_open_date": "2018-05-03",
                    "cancelled": False,
                    "candidates": [],
                }
            ],
        }
    ],
)
S(
    "democracyclub",
    "fail",
    1,
    "Build a table of the polling station for each of these six postcodes for the May 2026 elections: OX1 1BX, OX2 6LY, OX3 9DU, OX4 3HB, OX14 3JE, OX26 6HF.",
    [
        ("democracyclub_postcode", {"postcode": p}, _dcsand)
        for p in ["OX11BX", "OX26LY", "OX39DU", "OX43HB"]
    ]
    + [
        ("democracyclub_address", {"uprn": "100120812743"}, _dcsand),
        ("democracyclub_postcode", {"postcode": "OX143JE"}, _dcsand),
        ("democracyclub_postcode", {"postcode": "OX266HF"}, _dcsand),
    ],
)

S(
    "ballotpedia",
    "ok",
    1,
    "What is on the ballot at 39.7392,-104.9903 (Denver) for the November 2024 general election, and which districts is that point in?",
    [
        (
            "ballotpedia_elections_by_point",
            {"lat": 39.7392, "long": -104.9903, "election_date": "2024-11-05"},
            JI(
                {
                    "success": True,
                    "data": {
                        "districts": [
                            {
                                "id": 201,
                                "name": "Colorado",
                                "type": "State",
                                "url": "https://ballotpedia.org/Colorado",
                                "state": "CO",
                            },
                            {
                                "id": 5077,
                                "name": "Colorado's 1st Congressional District",
                                "type": "Congress",
                                "state": "CO",
                            },
                            {
                                "id": 33812,
                                "name": "Colorado State Senate District 31",
                                "type": "State Legislative (Upper)",
                                "state": "CO",
                            },
                            {
                                "id": 33913,
                                "name": "Colorado House of Representatives District 6",
                                "type": "State Legislative (Lower)",
                                "state": "CO",
                            },
                            {
                                "id": 70021,
                                "name": "Denver Public Schools",
                                "type": "School District",
                                "state": "CO",
                            },
                        ],
                        "elections": [
                            {
                                "date": "2024-11-05",
                                "districts": [
                                    {
                                        "name": "Colorado's 1st Congressional District",
                                        "races": [
                                            {
                                                "office": {
                                                    "name": "U.S. House Colorado District 1"
                                                },
                                                "candidates": [
                                                    {
                                                        "person": {"name": "Diana DeGette"},
                                                        "party_affiliation": [
                                                            {"name": "Democratic Party"}
                                                        ],
                                                        "is_incumbent": True,
                                                    },
                                                    {
                                                        "person": {"name": "Valdamar Archuleta"},
                                                        "party_affiliation": [
                                                            {"name": "Republican Party"}
                                                        ],
                                                        "is_incumbent": False,
                                                    },
                                                ],
                                            }
                                        ],
                                    },
                                    {
                                        "name": "Colorado",
                                        "ballot_measures": [
                                            {
                                                "name": "Colorado Amendment J, Repeal Same-Sex Marriage Ban Amendment (2024)",
                                                "status": "On the ballot",
                                            },
                                            {
                                                "name": "Colorado Proposition KK, Firearms and Ammunition Excise Tax Measure (2024)",
                                                "status": "On the ballot",
                                            },
                                        ],
                                    },
                                ],
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "ballotpedia_election_dates",
            {"state": "CO", "year": 2025},
            J(
                {
                    "success": True,
                    "data": {
                        "election_dates": [
                            {
                                "date": "2025-11-04",
                                "type": "General",
                                "districts_types": ["School District", "City"],
                            }
                        ]
                    },
                }
            ),
        ),
    ],
)

_bp403 = J({"message": "Forbidden"})
S(
    "ballotpedia",
    "fail",
    1,
    "For our GOTV map, get the list of 2024 general-election races for each of these six precinct centroids in Arizona.",
    [
        (
            "ballotpedia_elections_by_point",
            {"lat": lat, "long": lon, "election_date": "2024-11-05"},
            _bp403,
        )
        for lat, lon in [
            (33.4484, -112.074),
            (32.2226, -110.9747),
            (33.4152, -111.8315),
            (35.1983, -111.6513),
        ]
    ]
    + [
        ("ballotpedia_districts_by_point", {"lat": 33.4484, "long": -112.074}, _bp403),
        (
            "ballotpedia_elections_by_point",
            {"lat": 34.5400, "long": -112.4685, "election_date": "2024-11-05"},
            _bp403,
        ),
        (
            "ballotpedia_elections_by_point",
            {"lat": 32.6927, "long": -114.6277, "election_date": "2024-11-05"},
            _bp403,
        ),
    ],
)
# ------------------------------------------------------------ 4. Music and audio


def _dztracks(rows, total, nxt):
    d = {
        "data": [
            {
                "id": num(t, 1000000, 3000000),
                "readable": True,
                "title": t,
                "title_short": t,
                "duration": du,
                "track_position": i + 1,
                "disk_number": 1,
                "rank": num(t + "r", 100000, 900000),
                "explicit_lyrics": False,
                "preview": f"https://cdnt-preview.dzcdn.net/api/1/1/{h(t, 1)}/{h(t, 32)}.mp3",
                "artist": {"id": 4050205, "name": "Caroline Polachek"},
                "type": "track",
            }
            for i, (t, du) in enumerate(rows)
        ],
        "total": total,
    }
    if nxt:
        d["next"] = nxt
    return J(d)


S(
    "deezer",
    "ok",
    1,
    "Get the full tracklist with durations of Caroline Polachek's album 'Desire, I Want to Turn Into You' from Deezer.",
    [
        (
            "deezer_search_album",
            {"q": 'artist:"Caroline Polachek" album:"Desire, I Want to Turn Into You"'},
            J(
                {
                    "data": [
                        {
                            "id": 398118367,
                            "title": "Desire, I Want to Turn Into You",
                            "nb_tracks": 12,
                            "record_type": "album",
                            "explicit_lyrics": False,
                            "artist": {"id": 4050205, "name": "Caroline Polachek"},
                            "type": "album",
                        },
                        {
                            "id": 654120861,
                            "title": "Desire, I Want to Turn Into You (Everasking Edition)",
                            "nb_tracks": 16,
                            "record_type": "album",
                            "explicit_lyrics": False,
                            "artist": {"id": 4050205, "name": "Caroline Polachek"},
                            "type": "album",
                        },
                    ],
                    "total": 2,
                }
            ),
        ),
        (
            "deezer_album_tracks",
            {"album_id": 398118367, "limit": 5, "index": 0},
            _dztracks(
                [
                    ("Welcome To My Island", 243),
                    ("Pretty In Possible", 185),
                    ("Bunny Is A Rider", 197),
                    ("Sunset", 208),
                    ("Crude Drawing Of An Angel", 235),
                ],
                12,
                "https://api.deezer.com/album/398118367/tracks?limit=5&index=5",
            ),
        ),
        (
            "deezer_album_tracks",
            {"album_id": 398118367, "limit": 5, "index": 5},
            _dztracks(
                [
                    ("I Believe", 237),
                    ("Fly To You", 210),
                    ("Blood And Butter", 245),
                    ("Hopedrunk Everasking", 278),
                    ("Butterfly Net", 294),
                ],
                12,
                "https://api.deezer.com/album/398118367/tracks?limit=5&index=10",
            ),
        ),
        (
            "deezer_album_tracks",
            {"album_id": 398118367, "limit": 5, "index": 10},
            _dztracks([("Smoke", 212), ("Billions", 287)], 12, None),
        ),
    ],
)

_dzq = J({"error": {"type": "Exception", "message": "Quota limit exceeded", "code": 4}})
S(
    "deezer",
    "fail",
    1,
    "For each artist on this festival bill (Fever Ray, Jessie Ware, Arlo Parks, Yves Tumor, Shygirl, Kelela) find their Deezer fan count.",
    [
        (
            "deezer_search_artist",
            {"q": "Fever Ray"},
            J(
                {
                    "data": [
                        {
                            "id": 185447,
                            "name": "Fever Ray",
                            "nb_album": 14,
                            "nb_fan": 241556,
                            "type": "artist",
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
        ("deezer_search_artist", {"q": "Jessie Ware"}, _dzq),
        ("deezer_search_artist", {"q": "Arlo Parks"}, _dzq),
        ("deezer_search_artist", {"q": "Yves Tumor"}, _dzq),
        ("deezer_artist", {"artist_id": 185447}, _dzq),
        ("deezer_search_artist", {"q": "Shygirl"}, _dzq),
        ("deezer_search_artist", {"q": "Kelela"}, _dzq),
        ("deezer_search_artist", {"q": "Jessie Ware"}, _dzq),
    ],
)

S(
    "tidal",
    "ok",
    1,
    "Create a private TIDAL playlist called 'Late Night Jazz' and add the first three tracks of Kamasi Washington's 'Fearless Movement' to it.",
    [
        (
            "tidal_search",
            {
                "query": "Kamasi Washington Fearless Movement",
                "countryCode": "US",
                "include": "albums",
            },
            JI(
                {
                    "data": {
                        "id": "Kamasi Washington Fearless Movement",
                        "type": "searchResults",
                        "relationships": {
                            "albums": {"data": [{"id": "356012845", "type": "albums"}]}
                        },
                    },
                    "included": [
                        {
                            "id": "356012845",
                            "type": "albums",
                            "attributes": {
                                "title": "Fearless Movement",
                                "barcodeId": "0067003191429",
                                "numberOfItems": 12,
                                "duration": "PT1H26M25S",
                                "releaseDate": "2024-05-03",
                                "explicit": False,
                                "mediaTags": ["LOSSLESS", "HIRES_LOSSLESS"],
                            },
                        }
                    ],
                }
            ),
        ),
        (
            "tidal_album_items",
            {"album_id": "356012845", "countryCode": "US"},
            J(
                {
                    "data": [
                        {"id": i, "type": "tracks", "meta": {"volumeNumber": 1, "trackNumber": n}}
                        for n, i in [
                            (1, "356012846"),
                            (2, "356012847"),
                            (3, "356012848"),
                            (4, "356012849"),
                        ]
                    ],
                    "links": {
                        "self": "/albums/356012845/relationships/items?countryCode=US",
                        "next": "/albums/356012845/relationships/items?countryCode=US&page[cursor]="
                        + h("tc", 10),
                    },
                }
            ),
        ),
        (
            "tidal_create_playlist",
            {"name": "Late Night Jazz", "description": "", "accessType": "UNLISTED"},
            J(
                {
                    "data": {
                        "id": "b3c1f0e2-" + h("pl", 4) + "-4e1d-9a0b-" + h("pl2", 12),
                        "type": "playlists",
                        "attributes": {
                            "name": "Late Night Jazz",
                            "description": "",
                            "bounded": True,
                            "duration": "PT0S",
                            "numberOfItems": 0,
                            "createdAt": "2024-11-20T22:41:07.118Z",
                            "lastModifiedAt": "2024-11-20T22:41:07.118Z",
                            "privacy": "PRIVATE",
                            "accessType": "UNLISTED",
                            "playlistType": "USER",
                        },
                    }
                }
            ),
        ),
        (
            "tidal_playlist_add_items",
            {
                "playlist_id": "b3c1f0e2-" + h("pl", 4) + "-4e1d-9a0b-" + h("pl2", 12),
                "items": ["356012846", "356012847", "356012848"],
            },
            "HTTP 201 Created",
        ),
        (
            "tidal_playlist_items",
            {"playlist_id": "b3c1f0e2-" + h("pl", 4) + "-4e1d-9a0b-" + h("pl2", 12)},
            J(
                {
                    "data": [
                        {
                            "id": i,
                            "type": "tracks",
                            "meta": {"itemId": h(i, 16), "addedAt": "2024-11-20T22:41:09Z"},
                        }
                        for i in ["356012846", "356012847", "356012848"]
                    ],
                    "links": {"self": "/playlists/b3c1f0e2/relationships/items"},
                }
            ),
        ),
    ],
)


def _gen_hits(rows):
    return J(
        {
            "meta": {"status": 200},
            "response": {
                "hits": [
                    {
                        "highlights": [],
                        "index": "song",
                        "type": "song",
                        "result": {
                            "id": i,
                            "title": t,
                            "full_title": f"{t} by {a}",
                            "primary_artist": {"id": num(a, 1000, 99999), "name": a},
                            "url": f"https://genius.com/{a.replace(' ', '-')}-{t.replace(' ', '-').lower()}-lyrics",
                            "lyrics_state": "complete",
                            "pyongs_count": num(t, 0, 400),
                        },
                    }
                    for i, t, a in rows
                ]
            },
        }
    )


S(
    "genius",
    "ok",
    1,
    "Who produced Little Simz's 'Gorilla', and does Genius have anything for the demo track 'Gorilla (Inflo Version)'?",
    [
        (
            "genius_search",
            {"q": "Little Simz Gorilla"},
            _gen_hits(
                [
                    (7447221, "Gorilla", "Little Simz"),
                    (7339512, "Point and Kill", "Little Simz"),
                    (7339499, "Introvert", "Little Simz"),
                ]
            ),
        ),
        (
            "genius_song",
            {"id": 7447221},
            J(
                {
                    "meta": {"status": 200},
                    "response": {
                        "song": {
                            "id": 7447221,
                            "title": "Gorilla",
                            "release_date": "2022-11-28",
                            "album": {"name": "NO THANK YOU"},
                            "producer_artists": [{"id": 1239453, "name": "Inflo"}],
                            "writer_artists": [
                                {"id": 300817, "name": "Little Simz"},
                                {"id": 1239453, "name": "Inflo"},
                            ],
                            "custom_performances": [
                                {"label": "Mixing Engineer", "artists": [{"name": "Inflo"}]},
                                {
                                    "label": "Label",
                                    "artists": [{"name": "Forever Living Originals"}],
                                },
                            ],
                        }
                    },
                }
            ),
        ),
        (
            "genius_search",
            {"q": "Gorilla (Inflo Version) Little Simz"},
            J({"meta": {"status": 200}, "response": {"hits": []}}),
        ),
        (
            "genius_artist_songs",
            {"artist_id": 1239453, "sort": "popularity", "per_page": 5, "page": 1},
            J(
                {
                    "meta": {"status": 200},
                    "response": {
                        "songs": [
                            {"id": i, "title": t, "primary_artist": {"name": a}}
                            for i, t, a in [
                                (3964151, "Selfish", "Little Simz"),
                                (7339512, "Point and Kill", "Little Simz"),
                                (4602233, "Water", "Jungle"),
                                (7447221, "Gorilla", "Little Simz"),
                                (6012331, "Woman", "Little Simz"),
                            ]
                        ],
                        "next_page": 2,
                    },
                }
            ),
        ),
    ],
)

_g401 = J(
    {
        "meta": {
            "status": 401,
            "message": "This call requires an access_token. Please see: https://genius.com/developers",
        }
    }
)
S(
    "genius",
    "fail",
    1,
    "Get the credited writers for each song on Raye's 'My 21st Century Blues' (Escapism, Ice Cream Man, Black Mascara, Oscar Winning Tears, Hard Out Here).",
    [
        ("genius_search", {"q": f"Raye {t}"}, _g401)
        for t in ["Escapism", "Ice Cream Man", "Black Mascara"]
    ]
    + [
        ("genius_search", {"q": "RAYE Escapism 070 Shake"}, _g401),
        ("genius_song", {"id": 8418512}, _g401),
        ("genius_search", {"q": "Raye Oscar Winning Tears"}, _g401),
        ("genius_search", {"q": "Raye Hard Out Here"}, _g401),
    ],
)

S(
    "podcastindex",
    "ok",
    1,
    "Find the podcast 'The Allusionist' in Podcast Index and list its five latest episodes with publish dates.",
    [
        (
            "podcastindex_search_byterm",
            {"q": "The Allusionist"},
            JI(
                {
                    "status": "true",
                    "feeds": [
                        {
                            "id": 575694,
                            "podcastGuid": "d9a3e6a1-"
                            + h("allu", 4)
                            + "-5f57-8b2e-"
                            + h("allu2", 12),
                            "title": "The Allusionist",
                            "url": "https://feeds.acast.com/public/shows/theallusionist",
                            "link": "https://www.theallusionist.org",
                            "description": "Helen Zaltzman's podcast about language.",
                            "author": "Helen Zaltzman",
                            "ownerName": "Helen Zaltzman",
                            "lastUpdateTime": 1731920411,
                            "language": "en",
                            "dead": 0,
                            "episodeCount": 213,
                            "categories": {"16": "Education", "19": "Language"},
                        }
                    ],
                    "count": 1,
                    "query": "The Allusionist",
                    "description": "Found matching feeds.",
                }
            ),
        ),
        (
            "podcastindex_episodes_byfeedid",
            {"id": 575694, "max": 5},
            J(
                {
                    "status": "true",
                    "items": [
                        {
                            "id": num(t, 10**10, 3 * 10**10),
                            "title": t,
                            "datePublished": d,
                            "datePublishedPretty": p,
                            "duration": du,
                            "feedId": 575694,
                            "enclosureType": "audio/mpeg",
                        }
                        for t, d, p, du in [
                            ("Trove", 1731920400, "November 18, 2024 9:00am", 2011),
                            ("Word of the Year 2024", 1730710800, "November 04, 2024 9:00am", 1804),
                            ("Slavery's Lexicon", 1729501200, "October 21, 2024 9:00am", 2277),
                            ("Dictionary Detective", 1728291600, "October 07, 2024 9:00am", 1688),
                            ("Tasseography", 1727082000, "September 23, 2024 9:00am", 1921),
                        ]
                    ],
                    "count": 5,
                    "query": "575694",
                    "description": "Found matching items.",
                }
            ),
        ),
    ],
)

S(
    "podcastindex",
    "ok",
    2,
    "Check whether our new show feed https://feeds.example-radio.org/soilstories.xml is in Podcast Index yet; if not, submit it, then confirm it was added.",
    [
        (
            "podcastindex_podcasts_byfeedurl",
            {"url": "https://feeds.example-radio.org/soilstories.xml"},
            J(
                {
                    "status": "true",
                    "query": {"url": "https://feeds.example-radio.org/soilstories.xml"},
                    "feed": [],
                    "description": "No feeds match this url.",
                }
            ),
        ),
        (
            "podcastindex_add_byfeedurl",
            {"url": "https://feeds.example-radio.org/soilstories.xml"},
            J(
                {
                    "status": "true",
                    "feedId": 7314528,
                    "existed": "false",
                    "description": "Feed creation successful.",
                }
            ),
        ),
        (
            "podcastindex_podcasts_byfeedid",
            {"id": 7314528},
            J(
                {
                    "status": "true",
                    "query": {"id": "7314528"},
                    "feed": {
                        "id": 7314528,
                        "title": "",
                        "url": "https://feeds.example-radio.org/soilstories.xml",
                        "lastCrawlTime": 0,
                        "lastParseTime": 0,
                        "episodeCount": 0,
                        "dead": 0,
                    },
                    "description": "Found matching feed",
                }
            ),
        ),
        (
            "podcastindex_podcasts_byfeedid",
            {"id": 7314528},
            J(
                {
                    "status": "true",
                    "query": {"id": "7314528"},
                    "feed": {
                        "id": 7314528,
                        "title": "Soil Stories",
                        "url": "https://feeds.example-radio.org/soilstories.xml",
                        "lastCrawlTime": 1732100112,
                        "lastParseTime": 1732100118,
                        "episodeCount": 3,
                        "author": "Example Radio Cooperative",
                        "dead": 0,
                    },
                    "description": "Found matching feed",
                }
            ),
        ),
    ],
)

S(
    "listenbrainz",
    "ok",
    1,
    "Log the three songs I just played on vinyl to my ListenBrainz account (Khruangbin - Maria También, Khruangbin - August 10, Khruangbin - Two Fish and an Elephant), then show my top artists this month.",
    [
        (
            "listenbrainz_submit_listens",
            {
                "listen_type": "import",
                "payload": [
                    {
                        "listened_at": 1732140000 + 240 * i,
                        "track_metadata": {
                            "artist_name": "Khruangbin",
                            "track_name": t,
                            "additional_info": {"media_player": "turntable"},
                        },
                    }
                    for i, t in enumerate(
                        ["Maria También", "August 10", "Two Fish and an Elephant"]
                    )
                ],
            },
            J({"status": "ok"}),
        ),
        (
            "listenbrainz_user_listens",
            {"user": "moss_fern", "count": 3},
            J(
                {
                    "payload": {
                        "count": 3,
                        "latest_listen_ts": 1732140480,
                        "oldest_listen_ts": 1732140000,
                        "user_id": "moss_fern",
                        "listens": [
                            {
                                "listened_at": 1732140000 + 240 * i,
                                "recording_msid": h(t, 8) + "-" + h(t, 4),
                                "track_metadata": {
                                    "artist_name": "Khruangbin",
                                    "track_name": t,
                                    "additional_info": {"media_player": "turntable"},
                                },
                            }
                            for i, t in reversed(
                                list(
                                    enumerate(
                                        ["Maria También", "August 10", "Two Fish and an Elephant"]
                                    )
                                )
                            )
                        ],
                    }
                }
            ),
        ),
        (
            "listenbrainz_stats_artists",
            {"user": "moss_fern", "range": "this_month", "count": 5},
            J(
                {
                    "payload": {
                        "user_id": "moss_fern",
                        "range": "this_month",
                        "from_ts": 1730419200,
                        "to_ts": 1732140480,
                        "last_updated": 1732060800,
                        "total_artist_count": 41,
                        "offset": 0,
                        "count": 5,
                        "artists": [
                            {"artist_name": a, "listen_count": c, "artist_mbid": None}
                            for a, c in [
                                ("Khruangbin", 57),
                                ("Nala Sinephro", 33),
                                ("Floating Points", 29),
                                ("Arooj Aftab", 18),
                                ("Mdou Moctar", 14),
                            ]
                        ],
                    }
                }
            ),
        ),
    ],
)

_lb401 = J({"code": 401, "error": "Invalid authorization token."})
S(
    "listenbrainz",
    "fail",
    1,
    "Import my scrobbles from this CSV (8 plays from last night's party playlist) into ListenBrainz and tell me when it is done.",
    [
        (
            "listenbrainz_validate_token",
            {},
            J({"code": 200, "message": "Token invalid.", "valid": False}),
        )
    ]
    + [
        (
            "listenbrainz_submit_listens",
            {
                "listen_type": "single",
                "payload": [
                    {
                        "listened_at": 1732224000 + 200 * i,
                        "track_metadata": {"artist_name": a, "track_name": t},
                    }
                ],
            },
            _lb401,
        )
        for i, (a, t) in enumerate(
            [
                ("Robyn", "Dancing On My Own"),
                ("Fred again..", "Delilah (pull me out of this)"),
                ("Peggy Gou", "(It Goes Like) Nanana"),
                ("Jamie xx", "Gosh"),
                ("Caribou", "Can't Do Without You"),
            ]
        )
    ]
    + [
        (
            "listenbrainz_submit_listens",
            {"listen_type": "import", "payload": "[3 remaining listens]"},
            _lb401,
        )
    ],
)

S(
    "jamendo",
    "ok",
    1,
    "Find instrumental acoustic guitar tracks on Jamendo licensed CC BY (not NC) that we can use in a video, at least 10, with their license URLs.",
    [
        (
            "jamendo_tracks",
            {
                "fuzzytags": "acoustic+guitar",
                "vocalinstrumental": "instrumental",
                "ccnc": "false",
                "limit": 6,
                "offset": 0,
                "include": "licenses",
            },
            J(
                {
                    "headers": {
                        "status": "success",
                        "code": 0,
                        "error_message": "",
                        "warnings": "",
                        "results_count": 6,
                        "next": "https://api.jamendo.com/v3.0/tracks/?client_id="
                        + h("jc", 8)
                        + "&fuzzytags=acoustic+guitar&vocalinstrumental=instrumental&ccnc=false&limit=6&offset=6",
                    },
                    "results": [
                        {
                            "id": str(num(t, 1000000, 2100000)),
                            "name": t,
                            "duration": d,
                            "artist_name": a,
                            "license_ccurl": "http://creativecommons.org/licenses/by/3.0/",
                            "audiodownload_allowed": True,
                        }
                        for t, a, d in [
                            ("Morning Porch", "Ergo Phizmiz", 164),
                            ("Driftwood", "Lunar Sketch", 201),
                            ("Cedar Light", "Aleks Rybak", 188),
                            ("Open Roads", "Kellee Maize Band", 222),
                            ("Slow River", "Dan Sato", 176),
                            ("Hillside", "Nomad Strings", 240),
                        ]
                    ],
                }
            ),
        ),
        (
            "jamendo_tracks",
            {
                "fuzzytags": "acoustic+guitar",
                "vocalinstrumental": "instrumental",
                "ccnc": "false",
                "limit": 6,
                "offset": 6,
                "include": "licenses",
            },
            J(
                {
                    "headers": {
                        "status": "success",
                        "code": 0,
                        "error_message": "",
                        "warnings": "",
                        "results_count": 5,
                        "next": "",
                    },
                    "results": [
                        {
                            "id": str(num(t, 1000000, 2100000)),
                            "name": t,
                            "duration": d,
                            "artist_name": a,
                            "license_ccurl": l,
                            "audiodownload_allowed": True,
                        }
                        for t, a, d, l in [
                            (
                                "Copper Sky",
                                "Brightmoon",
                                199,
                                "http://creativecommons.org/licenses/by/3.0/",
                            ),
                            (
                                "Thistle",
                                "Jonas Lund",
                                154,
                                "http://creativecommons.org/licenses/by-sa/3.0/",
                            ),
                            (
                                "Ferry Crossing",
                                "Amelie Sorn",
                                205,
                                "http://creativecommons.org/licenses/by/3.0/",
                            ),
                            (
                                "Lantern",
                                "Trio Hala",
                                233,
                                "http://creativecommons.org/licenses/by-sa/3.0/",
                            ),
                            (
                                "Old Mill",
                                "Beth Carrow",
                                187,
                                "http://creativecommons.org/licenses/by/3.0/",
                            ),
                        ]
                    ],
                }
            ),
        ),
    ],
)

_jamsus = J(
    {
        "headers": {
            "status": "failed",
            "code": 5,
            "error_message": "Your credential is suspended or invalid. Please check your client_id.",
            "warnings": "",
            "results_count": 0,
        },
        "results": [],
    }
)
S(
    "jamendo",
    "fail",
    1,
    "Build a 30-minute royalty-free lo-fi playlist from Jamendo: find tracks tagged lofi, chillhop or jazzhop and add their ids to a list.",
    [
        ("jamendo_tracks", {"tags": t, "limit": 20, "order": "popularity_total"}, _jamsus)
        for t in ["lofi", "chillhop", "jazzhop"]
    ]
    + [
        ("jamendo_tracks", {"fuzzytags": "lofi+chill", "limit": 20}, _jamsus),
        ("jamendo_artists", {"namesearch": "lofi"}, _jamsus),
        ("jamendo_tracks", {"search": "lo-fi beats", "limit": 20}, _jamsus),
        ("jamendo_playlists", {"namesearch": "chill"}, _jamsus),
    ],
)
# ---------------------------------------------------------- 5. Online marketplaces


def _ebs(items, total, off, nxt):
    d = {
        "href": f"https://api.ebay.com/buy/browse/v1/item_summary/search?q=nikon+f3&category_ids=15230&limit=3&offset={off}",
        "total": total,
        "limit": 3,
        "offset": off,
        "itemSummaries": [
            {
                "itemId": f"v1|{n}|0",
                "title": t,
                "price": {"value": p, "currency": "USD"},
                "condition": c,
                "conditionId": cid,
                "seller": {
                    "username": s,
                    "feedbackPercentage": "99.8",
                    "feedbackScore": num(s, 100, 9000),
                },
                "buyingOptions": ["FIXED_PRICE"],
                "itemWebUrl": f"https://www.ebay.com/itm/{n}",
            }
            for n, t, p, c, cid, s in items
        ],
    }
    if nxt:
        d["next"] = (
            f"https://api.ebay.com/buy/browse/v1/item_summary/search?q=nikon+f3&category_ids=15230&limit=3&offset={off + 3}"
        )
    return J(d)


S(
    "ebay-browse",
    "ok",
    1,
    "Find Nikon F3 film camera bodies on eBay US under $400 in 'Used' condition and list them with price and seller feedback.",
    [
        (
            "ebay_browse_search",
            {
                "q": "nikon f3",
                "category_ids": "15230",
                "filter": "price:[..400],priceCurrency:USD,conditionIds:{3000}",
                "limit": 3,
            },
            _ebs(
                [
                    (
                        "226431187220",
                        "Nikon F3 35mm SLR Film Camera Body Only - Tested",
                        "329.00",
                        "Used",
                        "3000",
                        "kyoto_camera_jp",
                    ),
                    (
                        "186617402911",
                        "Nikon F3 HP body, film tested, light seals replaced",
                        "389.99",
                        "Used",
                        "3000",
                        "filmshooters_co",
                    ),
                    (
                        "305889120475",
                        "NIKON F3 Body w/ DE-2 finder",
                        "275.00",
                        "Used",
                        "3000",
                        "estatefinds_ohio",
                    ),
                ],
                7,
                0,
                True,
            ),
        ),
        (
            "ebay_browse_search",
            {
                "q": "nikon f3",
                "category_ids": "15230",
                "filter": "price:[..400],priceCurrency:USD,conditionIds:{3000}",
                "limit": 3,
                "offset": 3,
            },
            _ebs(
                [
                    (
                        "167122590338",
                        "Nikon F3 camera body - shutter works, meter OK",
                        "310.00",
                        "Used",
                        "3000",
                        "pawn_depot_tx",
                    ),
                    (
                        "235790411268",
                        "Nikon F3 Film Camera body black from Japan",
                        "358.00",
                        "Used",
                        "3000",
                        "tokyocamerastyle",
                    ),
                    (
                        "126758820019",
                        "Nikon F3 body with MD-4 motor drive (motor not working)",
                        "399.00",
                        "Used",
                        "3000",
                        "hilltop_resale",
                    ),
                ],
                7,
                3,
                True,
            ),
        ),
        (
            "ebay_browse_search",
            {
                "q": "nikon f3",
                "category_ids": "15230",
                "filter": "price:[..400],priceCurrency:USD,conditionIds:{3000}",
                "limit": 3,
                "offset": 6,
            },
            _ebs(
                [
                    (
                        "395771130627",
                        "Nikon F3 SLR, cosmetic wear, works",
                        "240.00",
                        "Used",
                        "3000",
                        "gear_rescue",
                    )
                ],
                7,
                6,
                False,
            ),
        ),
        (
            "ebay_browse_get_item",
            {"item_id": "v1|126758820019|0"},
            J(
                {
                    "itemId": "v1|126758820019|0",
                    "title": "Nikon F3 body with MD-4 motor drive (motor not working)",
                    "price": {"value": "399.00", "currency": "USD"},
                    "condition": "Used",
                    "conditionDescription": "Camera fires at all speeds. Motor drive does not power on, sold for parts.",
                    "returnTerms": {"returnsAccepted": False},
                    "shippingOptions": [
                        {
                            "shippingCost": {"value": "18.50", "currency": "USD"},
                            "type": "Standard Shipping",
                        }
                    ],
                    "itemLocation": {"city": "Asheville", "country": "US"},
                }
            ),
        ),
    ],
)

_eb401 = J(
    {
        "errors": [
            {
                "errorId": 1001,
                "domain": "OAuth",
                "category": "REQUEST",
                "message": "Invalid access token",
                "longMessage": "Invalid access token. Check the value of the Authorization HTTP request header.",
            }
        ]
    }
)
S(
    "ebay-browse",
    "fail",
    1,
    "Price research: find current eBay listings for each of these vintage synths (Roland Juno-106, Korg Polysix, Yamaha DX7, Sequential Prophet-600, Oberheim OB-8) and give me the median asking price.",
    [
        ("ebay_browse_search", {"q": q, "category_ids": "38071", "limit": 50}, _eb401)
        for q in ["Roland Juno-106", "Korg Polysix", "Yamaha DX7"]
    ]
    + [
        ("ebay_browse_search", {"q": "Juno 106", "limit": 50}, _eb401),
        (
            "ebay_browse_search",
            {"q": "Sequential Prophet-600", "category_ids": "38071", "limit": 50},
            _eb401,
        ),
        (
            "ebay_browse_search",
            {"q": "Oberheim OB-8", "category_ids": "38071", "limit": 50},
            _eb401,
        ),
        (
            "ebay_browse_search",
            {
                "q": "Roland Juno-106",
                "category_ids": "38071",
                "limit": 10,
                "marketplace": "EBAY_GB",
            },
            _eb401,
        ),
    ],
)

S(
    "ebay-sell",
    "ok",
    1,
    "List our refurbished 'Brother PE800 embroidery machine' (SKU BR-PE800-R2) on eBay US at $449 with quantity 3, using our existing policies, and give me the listing id.",
    [
        (
            "ebay_inventory_create_or_replace_item",
            {
                "sku": "BR-PE800-R2",
                "condition": "SELLER_REFURBISHED",
                "product": {
                    "title": "Brother PE800 Embroidery Machine 5x7 - Seller Refurbished",
                    "brand": "Brother",
                    "mpn": "PE800",
                },
                "availability": {"shipToLocationAvailability": {"quantity": 3}},
            },
            "HTTP 204 No Content",
        ),
        (
            "ebay_account_get_fulfillment_policies",
            {"marketplace_id": "EBAY_US"},
            J(
                {
                    "total": 2,
                    "fulfillmentPolicies": [
                        {
                            "fulfillmentPolicyId": "248311902017",
                            "name": "Free ground 2-day handling",
                            "marketplaceId": "EBAY_US",
                        },
                        {
                            "fulfillmentPolicyId": "248311918017",
                            "name": "Freight - large items",
                            "marketplaceId": "EBAY_US",
                        },
                    ],
                }
            ),
        ),
        (
            "ebay_inventory_create_offer",
            {
                "sku": "BR-PE800-R2",
                "marketplaceId": "EBAY_US",
                "format": "FIXED_PRICE",
                "availableQuantity": 3,
                "categoryId": "71237",
                "pricingSummary": {"price": {"value": "449.00", "currency": "USD"}},
                "listingPolicies": {
                    "fulfillmentPolicyId": "248311902017",
                    "paymentPolicyId": "248311887017",
                    "returnPolicyId": "248311879017",
                },
                "merchantLocationKey": "WH-RENO",
            },
            J({"offerId": "7114826010", "warnings": []}),
        ),
        (
            "ebay_inventory_publish_offer",
            {"offer_id": "7114826010"},
            J(
                {
                    "listingId": "116410072255",
                    "warnings": [
                        {
                            "errorId": 25020,
                            "domain": "API_INVENTORY",
                            "category": "WARNING",
                            "message": "Item specifics 'Model' recommended for this category.",
                        }
                    ],
                }
            ),
        ),
        (
            "ebay_inventory_get_offer",
            {"offer_id": "7114826010"},
            J(
                {
                    "offerId": "7114826010",
                    "sku": "BR-PE800-R2",
                    "marketplaceId": "EBAY_US",
                    "status": "PUBLISHED",
                    "availableQuantity": 3,
                    "listing": {
                        "listingId": "116410072255",
                        "listingStatus": "ACTIVE",
                        "soldQuantity": 0,
                    },
                }
            ),
        ),
    ],
)


def _etsy_receipts(rows, count):
    return J(
        {
            "count": count,
            "results": [
                {
                    "receipt_id": rid,
                    "name": n,
                    "status": st,
                    "is_shipped": sh,
                    "create_timestamp": ts,
                    "grandtotal": {"amount": amt, "divisor": 100, "currency_code": "USD"},
                    "transactions": [{"title": t, "quantity": q, "sku": sku}],
                }
                for rid, n, st, sh, ts, amt, t, q, sku in rows
            ],
        }
    )


S(
    "etsy",
    "ok",
    1,
    "Which Etsy orders from the last week are paid but not shipped yet? Mark the oldest one as shipped with USPS tracking 9400111899560912345678.",
    [
        (
            "etsy_get_shop_receipts",
            {
                "shop_id": 31884210,
                "was_paid": True,
                "was_shipped": False,
                "min_created": 1731542400,
                "limit": 3,
                "offset": 0,
            },
            _etsy_receipts(
                [
                    (
                        3498812750,
                        "Priya N.",
                        "Paid",
                        False,
                        1731600211,
                        4800,
                        "Hand-thrown stoneware mug - sage glaze",
                        2,
                        "MUG-SAGE",
                    ),
                    (
                        3499104418,
                        "Tom Eckert",
                        "Paid",
                        False,
                        1731708840,
                        3200,
                        "Speckled ceramic planter, small",
                        1,
                        "PLN-S-SPK",
                    ),
                    (
                        3500037112,
                        "Ana G.",
                        "Paid",
                        False,
                        1731815502,
                        9600,
                        "Set of 4 ramen bowls",
                        1,
                        "BWL-RMN-4",
                    ),
                ],
                5,
            ),
        ),
        (
            "etsy_get_shop_receipts",
            {
                "shop_id": 31884210,
                "was_paid": True,
                "was_shipped": False,
                "min_created": 1731542400,
                "limit": 3,
                "offset": 3,
            },
            _etsy_receipts(
                [
                    (
                        3500412390,
                        "J. Whitfield",
                        "Paid",
                        False,
                        1731902271,
                        2400,
                        "Ceramic spoon rest",
                        1,
                        "SPR-01",
                    ),
                    (
                        3501188004,
                        "Marta K.",
                        "Paid",
                        False,
                        1732011930,
                        5400,
                        "Hand-thrown stoneware mug - ink blue",
                        1,
                        "MUG-INK",
                    ),
                ],
                5,
            ),
        ),
        (
            "etsy_create_receipt_shipment",
            {
                "shop_id": 31884210,
                "receipt_id": 3498812750,
                "tracking_code": "9400111899560912345678",
                "carrier_name": "usps",
                "send_bcc": True,
            },
            J(
                {
                    "receipt_id": 3498812750,
                    "status": "Completed",
                    "is_shipped": True,
                    "shipments": [
                        {
                            "receipt_shipping_id": 1129948761,
                            "shipment_notification_timestamp": 1732120911,
                            "carrier_name": "USPS",
                            "tracking_code": "9400111899560912345678",
                        }
                    ],
                }
            ),
        ),
    ],
)

_etsy401 = J({"error": "invalid_token"})
S(
    "etsy",
    "fail",
    1,
    "Update the price of all our 'MUG-' SKUs on Etsy by +10% (there are six listings) and confirm each change.",
    [
        (
            "etsy_get_listings_by_shop",
            {"shop_id": 31884210, "state": "active", "keywords": "mug", "limit": 25},
            J(
                {
                    "count": 6,
                    "results": [
                        {
                            "listing_id": num(s, 1500000000, 1800000000),
                            "title": t,
                            "state": "active",
                            "price": {"amount": a, "divisor": 100, "currency_code": "USD"},
                            "skus": [s],
                        }
                        for s, t, a in [
                            ("MUG-SAGE", "Hand-thrown stoneware mug - sage glaze", 2400),
                            ("MUG-INK", "Hand-thrown stoneware mug - ink blue", 2400),
                            ("MUG-OAT", "Oatmeal speckle mug", 2200),
                            ("MUG-ESP", "Espresso cup pair", 2800),
                            ("MUG-TALL", "Tall latte mug", 2600),
                            ("MUG-KIDS", "Small cocoa mug", 1800),
                        ]
                    ],
                }
            ),
        )
    ]
    + [
        (
            "etsy_update_listing",
            {"shop_id": 31884210, "listing_id": num(s, 1500000000, 1800000000), "price": p},
            _etsy401,
        )
        for s, p in [
            ("MUG-SAGE", 26.40),
            ("MUG-INK", 26.40),
            ("MUG-OAT", 24.20),
            ("MUG-ESP", 30.80),
        ]
    ]
    + [
        ("etsy_get_listing", {"listing_id": num("MUG-SAGE", 1500000000, 1800000000)}, _etsy401),
        (
            "etsy_update_listing_inventory",
            {
                "listing_id": num("MUG-TALL", 1500000000, 1800000000),
                "products": [
                    {
                        "sku": "MUG-TALL",
                        "offerings": [{"price": 28.60, "quantity": 12, "is_enabled": True}],
                    }
                ],
            },
            _etsy401,
        ),
    ],
)

S(
    "mercadolibre",
    "ok",
    1,
    "On Mercado Libre Argentina, find the cheapest new 'Kindle Paperwhite' listings from official stores and check if the top one has unanswered buyer questions.",
    [
        (
            "meli_search",
            {
                "site": "MLA",
                "q": "kindle paperwhite",
                "condition": "new",
                "official_store": "all",
                "sort": "price_asc",
                "limit": 3,
            },
            JI(
                {
                    "site_id": "MLA",
                    "country_default_time_zone": "GMT-03:00",
                    "query": "kindle paperwhite",
                    "paging": {"total": 38, "primary_results": 38, "offset": 0, "limit": 3},
                    "results": [
                        {
                            "id": f"MLA{n}",
                            "title": t,
                            "condition": "new",
                            "price": p,
                            "currency_id": "ARS",
                            "available_quantity": q,
                            "official_store_id": o,
                            "seller": {"id": num(t, 10**8, 10**9), "nickname": nick},
                            "permalink": f"https://articulo.mercadolibre.com.ar/MLA-{n}",
                        }
                        for n, t, p, q, o, nick in [
                            (
                                "1451120987",
                                "Amazon Kindle Paperwhite 16gb 11va Gen Negro",
                                289999,
                                50,
                                2911,
                                "TIENDAOFICIALAMAZON",
                            ),
                            (
                                "1398844201",
                                "Kindle Paperwhite 11 Gen 16 Gb Signature Edition",
                                349999,
                                12,
                                1770,
                                "GARBARINO",
                            ),
                            (
                                "1466001782",
                                "Kindle Paperwhite 12va Gen 2024 16gb",
                                369999,
                                30,
                                2911,
                                "TIENDAOFICIALAMAZON",
                            ),
                        ]
                    ],
                    "available_filters": [
                        {
                            "id": "shipping_cost",
                            "name": "Costo de envío",
                            "values": [{"id": "free", "name": "Gratis", "results": 36}],
                        }
                    ],
                }
            ),
        ),
        (
            "meli_questions",
            {"item": "MLA1451120987", "status": "UNANSWERED"},
            J(
                {
                    "total": 0,
                    "limit": 50,
                    "questions": [],
                    "filters": {
                        "limit": 50,
                        "offset": 0,
                        "api_version": "4",
                        "is_admin": False,
                        "sorts": [],
                        "caller": 0,
                    },
                    "available_filters": [{"id": "from", "name": "From user id", "type": "number"}],
                    "available_sorts": ["item_id", "from_id", "date_created", "seller_id"],
                }
            ),
        ),
        (
            "meli_items",
            {"id": "MLA1451120987", "attributes": "id,title,price,warranty,shipping"},
            J(
                {
                    "id": "MLA1451120987",
                    "title": "Amazon Kindle Paperwhite 16gb 11va Gen Negro",
                    "price": 289999,
                    "warranty": "Garantía de fábrica: 12 meses",
                    "shipping": {
                        "mode": "me2",
                        "free_shipping": True,
                        "logistic_type": "fulfillment",
                    },
                }
            ),
        ),
    ],
)

_ml401 = J({"message": "invalid access token", "error": "unauthorized", "status": 401, "cause": []})
S(
    "mercadolibre",
    "fail",
    1,
    "Show me this week's sales on our Mercado Libre Mexico account and flag any orders with open claims.",
    [
        (
            "meli_orders_search",
            {
                "seller": 1188402213,
                "order.date_created.from": "2024-11-18T00:00:00.000-06:00",
                "sort": "date_desc",
            },
            _ml401,
        ),
        ("meli_users_me", {}, _ml401),
        ("meli_orders_search", {"seller": 1188402213, "order.status": "paid"}, _ml401),
        ("meli_claims_search", {"status": "opened", "role": "respondent"}, _ml401),
        ("meli_orders_search", {"seller": 1188402213, "limit": 10}, _ml401),
        ("meli_orders", {"id": 2000009772312044}, _ml401),
    ],
)


def _wf(status, recv, ok, err, proc):
    return J(
        {
            "feedId": "18B2F4A7C1D04E6A9A2F" + h("wfeed", 12).upper(),
            "feedStatus": status,
            "feedType": "MP_ITEM",
            "itemsReceived": recv,
            "itemsSucceeded": ok,
            "itemsFailed": err,
            "itemsProcessing": proc,
            "offset": 0,
            "limit": 50,
            "itemDetails": {"itemIngestionStatus": []}
            if status != "PROCESSED"
            else {
                "itemIngestionStatus": [
                    {
                        "martId": 0,
                        "sku": f"GRD-{i:03d}",
                        "wpid": h(f"wpid{i}", 12).upper(),
                        "index": i,
                        "ingestionStatus": "SUCCESS" if i != 4 else "DATA_ERROR",
                        "ingestionErrors": {
                            "ingestionError": []
                            if i != 4
                            else [
                                {
                                    "type": "DATA_ERROR",
                                    "code": "ERR_PDI_0034",
                                    "field": "productIdentifiers",
                                    "description": "UPC 0012345678905 is already used by another item.",
                                }
                            ]
                        },
                    }
                    for i in range(1, 7)
                ]
            },
        }
    )


S(
    "walmart",
    "ok",
    1,
    "Upload our six new garden tool SKUs (GRD-001..GRD-006) to Walmart Marketplace using the prepared item feed and report which ones failed ingestion.",
    [
        (
            "walmart_submit_feed",
            {"feedType": "MP_ITEM", "file": "feeds/garden_tools_2024-11.json"},
            J({"feedId": "18B2F4A7C1D04E6A9A2F" + h("wfeed", 12).upper()}),
        ),
        (
            "walmart_feed_status",
            {"feedId": "18B2F4A7C1D04E6A9A2F" + h("wfeed", 12).upper(), "includeDetails": True},
            _wf("RECEIVED", 0, 0, 0, 0),
        ),
        (
            "walmart_feed_status",
            {"feedId": "18B2F4A7C1D04E6A9A2F" + h("wfeed", 12).upper(), "includeDetails": True},
            _wf("INPROGRESS", 6, 0, 0, 6),
        ),
        (
            "walmart_feed_status",
            {"feedId": "18B2F4A7C1D04E6A9A2F" + h("wfeed", 12).upper(), "includeDetails": True},
            _wf("INPROGRESS", 6, 0, 0, 6),
        ),
        (
            "walmart_feed_status",
            {"feedId": "18B2F4A7C1D04E6A9A2F" + h("wfeed", 12).upper(), "includeDetails": True},
            _wf("PROCESSED", 6, 5, 1, 0),
        ),
        (
            "walmart_get_item",
            {"sku": "GRD-004"},
            J({"ItemResponse": [], "totalItems": 0, "nextCursor": None}),
        ),
    ],
)

S(
    "allegro",
    "ok",
    1,
    "List our active Allegro offers that have zero stock left and end the ones for discontinued items (the two 'Kubek termiczny' offers).",
    [
        (
            "allegro_sale_offers",
            {"publication.status": "ACTIVE", "stock.available.lte": 0, "limit": 20},
            J(
                {
                    "offers": [
                        {
                            "id": i,
                            "name": n,
                            "stock": {"available": 0, "sold": s},
                            "publication": {"status": "ACTIVE"},
                            "sellingMode": {"price": {"amount": p, "currency": "PLN"}},
                        }
                        for i, n, s, p in [
                            (
                                "14822041871",
                                "Kubek termiczny 450 ml stal nierdzewna czarny",
                                212,
                                "69.99",
                            ),
                            (
                                "14822041902",
                                "Kubek termiczny 450 ml stal nierdzewna biały",
                                178,
                                "69.99",
                            ),
                            ("15010399874", "Butelka filtrująca 600 ml", 96, "49.90"),
                        ]
                    ],
                    "count": 3,
                    "totalCount": 3,
                }
            ),
        ),
        (
            "allegro_offer_publication_command",
            {
                "command_id": "b7e2c9f0-" + h("alcmd", 4) + "-4f9b-a1d3-" + h("alcmd2", 12),
                "publication": {"action": "END"},
                "offerCriteria": [
                    {
                        "offers": [{"id": "14822041871"}, {"id": "14822041902"}],
                        "type": "CONTAINS_OFFERS",
                    }
                ],
            },
            J(
                {
                    "id": "b7e2c9f0-" + h("alcmd", 4) + "-4f9b-a1d3-" + h("alcmd2", 12),
                    "taskCount": {"total": 0, "success": 0, "failed": 0},
                }
            ),
        ),
        (
            "allegro_offer_publication_command_status",
            {"command_id": "b7e2c9f0-" + h("alcmd", 4) + "-4f9b-a1d3-" + h("alcmd2", 12)},
            J(
                {
                    "id": "b7e2c9f0-" + h("alcmd", 4) + "-4f9b-a1d3-" + h("alcmd2", 12),
                    "taskCount": {"total": 2, "success": 1, "failed": 0},
                }
            ),
        ),
        (
            "allegro_offer_publication_command_status",
            {"command_id": "b7e2c9f0-" + h("alcmd", 4) + "-4f9b-a1d3-" + h("alcmd2", 12)},
            J(
                {
                    "id": "b7e2c9f0-" + h("alcmd", 4) + "-4f9b-a1d3-" + h("alcmd2", 12),
                    "taskCount": {"total": 2, "success": 2, "failed": 0},
                }
            ),
        ),
        (
            "allegro_sale_offers",
            {"publication.status": "ACTIVE", "stock.available.lte": 0, "limit": 20},
            J(
                {
                    "offers": [
                        {
                            "id": "15010399874",
                            "name": "Butelka filtrująca 600 ml",
                            "stock": {"available": 0, "sold": 96},
                            "publication": {"status": "ACTIVE"},
                            "sellingMode": {"price": {"amount": "49.90", "currency": "PLN"}},
                        }
                    ],
                    "count": 1,
                    "totalCount": 1,
                }
            ),
        ),
    ],
)

_alempty = J({"offers": [], "count": 0, "totalCount": 0})
S(
    "allegro",
    "fail",
    1,
    "How many units of each of our best sellers (termos, kubek termiczny, butelka filtrująca, lunchbox) are left in stock on Allegro? I need it for the reorder.",
    [
        ("allegro_sale_offers", {"name": n, "limit": 20}, _alempty)
        for n in ["termos", "kubek termiczny", "butelka filtrująca", "lunchbox"]
    ]
    + [
        ("allegro_sale_offers", {"publication.status": "ACTIVE", "limit": 50}, _alempty),
        (
            "allegro_order_checkout_forms",
            {"status": "READY_FOR_PROCESSING", "limit": 20},
            J({"checkoutForms": [], "count": 0, "totalCount": 0}),
        ),
        ("allegro_sale_offers", {"limit": 100, "offset": 0}, _alempty),
        (
            "allegro_me",
            {},
            J(
                {
                    "id": "71933104",
                    "login": "test_user_71933104",
                    "firstName": "Test",
                    "lastName": "Sandbox",
                    "email": "test_user_71933104@allegrosandbox.pl",
                    "baseMarketplace": {"id": "allegro-pl"},
                }
            ),
        ),
    ],
)

S(
    "bolcom",
    "ok",
    1,
    "Confirm shipment of bol.com order 1043946570 (both lines) with PostNL track-and-trace 3SABCD0123456789 and make sure it went through.",
    [
        (
            "bol_get_order",
            {"order_id": "1043946570"},
            J(
                {
                    "orderId": "1043946570",
                    "orderPlacedDateTime": "2024-11-19T21:04:37+01:00",
                    "shipmentDetails": {
                        "zipCode": "3511 AB",
                        "city": "Utrecht",
                        "countryCode": "NL",
                    },
                    "orderItems": [
                        {
                            "orderItemId": "6107434013",
                            "ean": "8712345678906",
                            "quantity": 1,
                            "quantityShipped": 0,
                            "fulfilment": {"method": "FBR", "latestDeliveryDate": "2024-11-21"},
                            "product": {"title": "Bamboe snijplank set (3 stuks)"},
                        },
                        {
                            "orderItemId": "6107434014",
                            "ean": "8712345678913",
                            "quantity": 2,
                            "quantityShipped": 0,
                            "fulfilment": {"method": "FBR", "latestDeliveryDate": "2024-11-21"},
                            "product": {"title": "Messenblok walnoot"},
                        },
                    ],
                }
            ),
        ),
        (
            "bol_ship_order_items",
            {
                "orderItems": [{"orderItemId": "6107434013"}, {"orderItemId": "6107434014"}],
                "transport": {"transporterCode": "TNT", "trackAndTrace": "3SABCD0123456789"},
            },
            J(
                {
                    "processStatusId": "1284553107",
                    "entityId": "1043946570",
                    "eventType": "CONFIRM_SHIPMENT",
                    "description": "Confirm shipment for order item 6107434013, 6107434014.",
                    "status": "PENDING",
                    "errorMessage": None,
                    "createTimestamp": "2024-11-20T09:12:40+01:00",
                    "links": [
                        {
                            "rel": "self",
                            "href": "https://api.bol.com/shared/process-status/1284553107",
                            "method": "GET",
                        }
                    ],
                }
            ),
        ),
        (
            "bol_process_status",
            {"id": "1284553107"},
            J(
                {
                    "processStatusId": "1284553107",
                    "entityId": "1043946570",
                    "eventType": "CONFIRM_SHIPMENT",
                    "description": "Confirm shipment for order item 6107434013, 6107434014.",
                    "status": "PENDING",
                    "createTimestamp": "2024-11-20T09:12:40+01:00",
                }
            ),
        ),
        (
            "bol_process_status",
            {"id": "1284553107"},
            J(
                {
                    "processStatusId": "1284553107",
                    "entityId": "1043946570",
                    "eventType": "CONFIRM_SHIPMENT",
                    "description": "Confirm shipment for order item 6107434013, 6107434014.",
                    "status": "SUCCESS",
                    "createTimestamp": "2024-11-20T09:12:40+01:00",
                }
            ),
        ),
        (
            "bol_list_shipments",
            {"order_id": "1043946570"},
            J(
                {
                    "shipments": [
                        {
                            "shipmentId": "1129004561",
                            "shipmentDateTime": "2024-11-20T09:12:44+01:00",
                            "order": {"orderId": "1043946570"},
                            "shipmentItems": [
                                {"orderItemId": "6107434013"},
                                {"orderItemId": "6107434014"},
                            ],
                            "transport": {
                                "transportId": "458210337",
                                "transporterCode": "TNT",
                                "trackAndTrace": "3SABCD0123456789",
                            },
                        }
                    ]
                }
            ),
        ),
    ],
)

_bol429 = lambda: J(
    {
        "type": "https://api.bol.com/problems",
        "title": "Too Many Requests",
        "status": 429,
        "detail": "Too many requests, retry in 60 seconds.",
        "host": "Instance-" + h("bolhost", 3),
        "instance": "https://api.bol.com/retailer/offers",
    }
)
S(
    "bolcom",
    "fail",
    1,
    "Lower the price of our eight slowest-moving bol.com offers by 5% (offer ids in the attached sheet) and confirm the new prices.",
    [
        (
            "bol_update_offer_price",
            {"offer_id": o, "pricing": {"bundlePrices": [{"quantity": 1, "unitPrice": p}]}},
            _bol429(),
        )
        for o, p in [
            ("13722de8-8182-d161-5422-4a0a1caab5c8", 23.74),
            ("2b4f1c77-90aa-4e5e-8a7c-" + h("o2", 12), 18.95),
            ("5d0a8e11-3c7b-4d62-9b11-" + h("o3", 12), 41.75),
            ("7f9c2a40-6e1d-4b8f-a0c3-" + h("o4", 12), 12.30),
            ("13722de8-8182-d161-5422-4a0a1caab5c8", 23.74),
        ]
    ]
    + [
        ("bol_get_offer", {"offer_id": "13722de8-8182-d161-5422-4a0a1caab5c8"}, _bol429()),
        (
            "bol_update_offer_price",
            {
                "offer_id": "9a6e0b52-1f4d-4c3a-8e7d-" + h("o6", 12),
                "pricing": {"bundlePrices": [{"quantity": 1, "unitPrice": 8.55}]},
            },
            _bol429(),
        ),
        (
            "bol_update_offer_price",
            {
                "offer_id": "c1e8d7b3-2a5f-4e9c-b6d4-" + h("o7", 12),
                "pricing": {"bundlePrices": [{"quantity": 1, "unitPrice": 29.45}]},
            },
            _bol429(),
        ),
    ],
)


# ---------------------------------------------------------------------------- main


def main(out: Path = OUT) -> None:
    with out.open("w", encoding="utf-8") as f:
        for row in ROWS:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
