# ruff: noqa: E501
"""Build ``tool_heldout35.jsonl``: the 35th held-out fixture of agent sessions (real-runs format).

Run ``python tests/data/tool_heldout35_build.py`` to rewrite the fixture; the build is
deterministic (no clock, no randomness; identifiers are hashes of fixed strings). Every session
is hand-written before any detector was run on it. Five domain groups, 30 tool families:

1. Headless CMS.
   - contentful: Content Delivery API collection bodies (``sys.type: Array``, ``total``, ``skip``,
     ``limit``, ``items``, ``includes``) and CMA acknowledgements as returned by the REST API and
     the contentful.js client. Sure of the envelope; entry fields are invented.
   - strapi: Strapi v4 REST (``data`` / ``attributes`` / ``meta.pagination``) and its error body
     ``{"data": null, "error": {"status", "name", "message", "details"}}``. Sure.
   - drupal-jsonapi: JSON:API documents (``jsonapi``, ``data``, ``links.next``). Sure.
   - ghost: Ghost Admin API (``posts`` with ``meta.pagination``; ``errors`` array). Fairly sure;
     the maintenance page is Ghost's HTML 503 shown by a fetch-style wrapper, less sure of its text.
   - storyblok: CDN API v2 (``stories``, ``cv``, ``rels``, ``links``). Fairly sure.
   - prismic: REST API v2 search (``page``, ``results_per_page``, ``total_results_size``,
     ``results``). Sure of the envelope.
2. Customer support desks.
   - helpscout: Mailbox API 2.0 HAL bodies (``_embedded.conversations``, ``page``). Sure of the
     envelope; the 401 body is from memory (moderately sure).
   - front: Core API (``_results``, ``_pagination``, ``_links``; 429 ``_error``). Fairly sure.
   - kustomer: JSON:API-like bodies (``data``, ``meta``, ``links``); the 502 page is nginx's.
     Moderately sure of field names.
   - zoho-desk: Desk API v1 (``data`` arrays; 204 shown by the wrapper as an empty body; error
     ``errorCode``/``message``). Fairly sure.
   - gladly: REST (customers, conversations, items). Moderately sure of field names.
   - happyfox: REST (``data`` + ``page_info``). Moderately sure.
3. Routing and GIS.
   - geoserver: WFS 2.0 GetFeature as GeoJSON, WMS GetCapabilities XML excerpts and the OWS
     ExceptionReport. Sure.
   - osrm: ``/route/v1`` and ``/table/v1`` JSON (``code: Ok``, ``routes``, ``waypoints``). Sure.
   - tomtom: Routing API ``calculateRoute`` JSON (``formatVersion``, ``routes[].summary``) and the
     API gateway's ``<h1>Developer Over Qps</h1>`` 403/429 body. Fairly sure.
   - valhalla: ``/route`` ``trip`` bodies and its ``error_code`` errors (171, 442). Sure.
   - pelias: GeoJSON FeatureCollection with ``geocoding`` block. Sure.
   - qgis-process: ``qgis_process run`` text output through a shell tool. Fairly sure.
4. Package managers.
   - conan (2.x CLI text), vcpkg (CLI text), poetry (CLI text), pnpm (CLI text, ``ERR_PNPM_*``
     codes), nuget (CLI text), sbt (console text with ``[info]``/``[error]``). Fairly sure of the
     shapes; version numbers are invented.
5. HPC schedulers and data movement.
   - pbs (``qstat``/``qsub``/``qstat -f`` text), lsf (``bjobs``/``bsub``/``bhist``), htcondor
     (``condor_q``/``condor_submit``), globus (globus-cli text and JSON), irods (``ils``,
     ``iget``, ``imeta`` text and error codes), apptainer (CLI log lines). Fairly sure; host
     names and ids are invented.

Results are the strings a shell tool, an MCP server or a thin REST wrapper hands the model.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout35.jsonl")


def hid(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hid(s, 8), 16) % (hi - lo + 1)


def j(o, indent=None) -> str:
    return json.dumps(o, indent=indent, ensure_ascii=False)


SESSIONS: list[tuple[str, str, str, list[tuple[str, dict, str]]]] = []


def S(family: str, run: str, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, run, task, calls))


# ---------------------------------------------------------------- 1. headless CMS
def cf_entry(ctype, eid, fields, ver=3):
    return {
        "metadata": {"tags": []},
        "sys": {
            "space": {"sys": {"type": "Link", "linkType": "Space", "id": "x7h2kq9m1c0p"}},
            "id": eid,
            "type": "Entry",
            "createdAt": f"2024-11-0{1 + len(eid) % 8}T09:12:44.120Z",
            "updatedAt": f"2025-02-1{len(eid) % 9}T16:40:02.551Z",
            "environment": {"sys": {"id": "master", "type": "Link", "linkType": "Environment"}},
            "revision": ver,
            "contentType": {"sys": {"type": "Link", "linkType": "ContentType", "id": ctype}},
            "locale": "en-US",
        },
        "fields": fields,
    }


def cf_arr(items, total=None, skip=0, limit=100):
    return j(
        {
            "sys": {"type": "Array"},
            "total": len(items) if total is None else total,
            "skip": skip,
            "limit": limit,
            "items": items,
        }
    )


S(
    "contentful",
    "ok-1",
    "Find every blog post on the 'Spring Launch' campaign in Contentful that still links to the retired /pricing-2023 page, and list their titles and slugs so the web team can fix them.",
    [
        (
            "contentful_get_entries",
            {"content_type": "blogPost", "query": "pricing-2023", "limit": 3, "skip": 0},
            cf_arr(
                [
                    cf_entry(
                        "blogPost",
                        "4Yq1" + hid("cf1a", 18),
                        {
                            "title": "Spring Launch: what changes for teams",
                            "slug": "spring-launch-teams",
                            "campaign": "Spring Launch",
                        },
                    ),
                    cf_entry(
                        "blogPost",
                        "2Lm8" + hid("cf1b", 18),
                        {
                            "title": "Migrating seats to the new plans",
                            "slug": "migrating-seats",
                            "campaign": "Spring Launch",
                        },
                    ),
                    cf_entry(
                        "blogPost",
                        "7Rt3" + hid("cf1c", 18),
                        {
                            "title": "Annual billing FAQ",
                            "slug": "annual-billing-faq",
                            "campaign": "Evergreen",
                        },
                    ),
                ],
                total=7,
                limit=3,
            ),
        ),
        (
            "contentful_get_entries",
            {"content_type": "blogPost", "query": "pricing-2023", "limit": 3, "skip": 3},
            cf_arr(
                [
                    cf_entry(
                        "blogPost",
                        "1Pz5" + hid("cf1d", 18),
                        {
                            "title": "Spring Launch recap webinar",
                            "slug": "spring-launch-webinar",
                            "campaign": "Spring Launch",
                        },
                    ),
                    cf_entry(
                        "blogPost",
                        "6Kc0" + hid("cf1e", 18),
                        {
                            "title": "Education discount explained",
                            "slug": "education-discount",
                            "campaign": "Evergreen",
                        },
                    ),
                    cf_entry(
                        "blogPost",
                        "3Ww9" + hid("cf1f", 18),
                        {
                            "title": "Spring Launch: admin console tour",
                            "slug": "admin-console-tour",
                            "campaign": "Spring Launch",
                        },
                    ),
                ],
                total=7,
                skip=3,
                limit=3,
            ),
        ),
        (
            "contentful_get_entries",
            {"content_type": "blogPost", "query": "pricing-2023", "limit": 3, "skip": 6},
            cf_arr(
                [
                    cf_entry(
                        "blogPost",
                        "9Ha2" + hid("cf1g", 18),
                        {
                            "title": "Partner program pricing",
                            "slug": "partner-pricing",
                            "campaign": "Partners",
                        },
                    )
                ],
                total=7,
                skip=6,
                limit=3,
            ),
        ),
        (
            "contentful_get_entry",
            {"entry_id": "3Ww9" + hid("cf1f", 18)},
            j(
                cf_entry(
                    "blogPost",
                    "3Ww9" + hid("cf1f", 18),
                    {
                        "title": "Spring Launch: admin console tour",
                        "slug": "admin-console-tour",
                        "campaign": "Spring Launch",
                        "body": {
                            "nodeType": "document",
                            "content": [
                                {
                                    "nodeType": "paragraph",
                                    "content": [
                                        {
                                            "nodeType": "hyperlink",
                                            "data": {"uri": "https://www.example.com/pricing-2023"},
                                            "content": [
                                                {
                                                    "nodeType": "text",
                                                    "value": "see plans",
                                                    "marks": [],
                                                }
                                            ],
                                        }
                                    ],
                                }
                            ],
                        },
                    },
                    ver=9,
                )
            ),
        ),
    ],
)

S(
    "contentful",
    "ok-2",
    "In Contentful, publish the new 'Holiday hours' announcement entry and unpublish the old one, then confirm the delivery API serves only the new one.",
    [
        (
            "contentful_get_entries",
            {
                "content_type": "announcement",
                "fields.title[match]": "Holiday hours",
                "preview": True,
            },
            cf_arr(
                [
                    cf_entry(
                        "announcement",
                        "5Nb" + hid("cf2a", 19),
                        {"title": "Holiday hours 2024", "active": True},
                        ver=12,
                    ),
                    cf_entry(
                        "announcement",
                        "8Qe" + hid("cf2b", 19),
                        {"title": "Holiday hours 2025", "active": True},
                        ver=2,
                    ),
                ]
            ),
        ),
        (
            "contentful_publish_entry",
            {"entry_id": "8Qe" + hid("cf2b", 19), "version": 2},
            j(
                {
                    "sys": {
                        "id": "8Qe" + hid("cf2b", 19),
                        "type": "Entry",
                        "version": 3,
                        "publishedVersion": 2,
                        "publishedCounter": 1,
                        "publishedAt": "2025-03-18T10:02:11.904Z",
                    }
                }
            ),
        ),
        (
            "contentful_unpublish_entry",
            {"entry_id": "5Nb" + hid("cf2a", 19), "version": 12},
            j(
                {
                    "sys": {
                        "id": "5Nb" + hid("cf2a", 19),
                        "type": "Entry",
                        "version": 13,
                        "archivedVersion": None,
                        "publishedVersion": None,
                    }
                }
            ),
        ),
        (
            "contentful_get_entries",
            {"content_type": "announcement", "fields.title[match]": "Holiday hours"},
            cf_arr(
                [
                    cf_entry(
                        "announcement",
                        "8Qe" + hid("cf2b", 19),
                        {"title": "Holiday hours 2025", "active": True},
                        ver=1,
                    )
                ]
            ),
        ),
        (
            "contentful_get_entries",
            {"content_type": "announcement", "fields.title[match]": "Holiday hours 2024"},
            cf_arr([]),
        ),
    ],
)

_cf_empty = cf_arr([])
S(
    "contentful",
    "fail-1",
    "Pull the Contentful landing pages for the Berlin, Paris and Madrid store openings and summarise their hero headlines for the regional newsletter.",
    [
        (
            "contentful_get_entries",
            {"content_type": "landingPage", "fields.slug": "store-opening-berlin"},
            _cf_empty,
        ),
        (
            "contentful_get_entries",
            {"content_type": "landingPage", "fields.slug[match]": "berlin"},
            _cf_empty,
        ),
        (
            "contentful_get_entries",
            {"content_type": "landingPage", "fields.slug[match]": "paris"},
            _cf_empty,
        ),
        ("contentful_get_entries", {"content_type": "landingPage", "limit": 20}, _cf_empty),
        ("contentful_get_entries", {"query": "store opening", "limit": 20}, _cf_empty),
        ("contentful_get_entries", {"query": "Madrid", "locale": "es-ES"}, _cf_empty),
        ("contentful_get_entries", {"limit": 5}, _cf_empty),
    ],
)

STRAPI_403 = j(
    {
        "data": None,
        "error": {"status": 403, "name": "ForbiddenError", "message": "Forbidden", "details": {}},
    }
)


def strapi_list(rows, page=1, size=25, total=None):
    return j(
        {
            "data": rows,
            "meta": {
                "pagination": {
                    "page": page,
                    "pageSize": size,
                    "pageCount": max(1, -(-(total or len(rows)) // size)),
                    "total": total if total is not None else len(rows),
                }
            },
        }
    )


S(
    "strapi",
    "ok-1",
    "Our Strapi site has a 'recipes' collection. Add the new 'Smoky lentil stew' recipe as a draft, tag it 'vegan', and tell me whether any other recipe already uses the slug smoky-lentil-stew.",
    [
        (
            "strapi_find",
            {
                "collection": "recipes",
                "filters[slug][$eq]": "smoky-lentil-stew",
                "publicationState": "preview",
            },
            strapi_list([]),
        ),
        (
            "strapi_find",
            {"collection": "tags", "filters[name][$eqi]": "vegan"},
            strapi_list(
                [
                    {
                        "id": 14,
                        "attributes": {
                            "name": "Vegan",
                            "createdAt": "2024-06-02T08:11:19.334Z",
                            "updatedAt": "2024-06-02T08:11:19.334Z",
                        },
                    }
                ]
            ),
        ),
        (
            "strapi_create",
            {
                "collection": "recipes",
                "data": {
                    "title": "Smoky lentil stew",
                    "slug": "smoky-lentil-stew",
                    "tags": [14],
                    "publishedAt": None,
                },
            },
            j(
                {
                    "data": {
                        "id": 211,
                        "attributes": {
                            "title": "Smoky lentil stew",
                            "slug": "smoky-lentil-stew",
                            "servings": None,
                            "createdAt": "2025-03-20T13:45:02.118Z",
                            "updatedAt": "2025-03-20T13:45:02.118Z",
                            "publishedAt": None,
                        },
                    },
                    "meta": {},
                }
            ),
        ),
        (
            "strapi_find_one",
            {"collection": "recipes", "id": 211, "populate": "tags"},
            j(
                {
                    "data": {
                        "id": 211,
                        "attributes": {
                            "title": "Smoky lentil stew",
                            "slug": "smoky-lentil-stew",
                            "servings": None,
                            "createdAt": "2025-03-20T13:45:02.118Z",
                            "updatedAt": "2025-03-20T13:45:02.118Z",
                            "publishedAt": None,
                            "tags": {"data": [{"id": 14, "attributes": {"name": "Vegan"}}]},
                        },
                    },
                    "meta": {},
                }
            ),
        ),
    ],
)

S(
    "strapi",
    "fail-1",
    "List the Strapi 'events' entries for April and mark the cancelled Lisbon meetup as unpublished.",
    [
        (
            "strapi_find",
            {
                "collection": "events",
                "filters[date][$gte]": "2025-04-01",
                "filters[date][$lte]": "2025-04-30",
            },
            STRAPI_403,
        ),
        ("strapi_find", {"collection": "events", "pagination[pageSize]": 50}, STRAPI_403),
        (
            "strapi_find",
            {"collection": "events", "filters[city][$containsi]": "lisbon"},
            STRAPI_403,
        ),
        (
            "strapi_find",
            {"collection": "event", "filters[city][$containsi]": "lisbon"},
            j(
                {
                    "data": None,
                    "error": {
                        "status": 404,
                        "name": "NotFoundError",
                        "message": "Not Found",
                        "details": {},
                    },
                }
            ),
        ),
        ("strapi_find", {"collection": "events", "publicationState": "preview"}, STRAPI_403),
        (
            "strapi_update",
            {"collection": "events", "id": 58, "data": {"publishedAt": None}},
            STRAPI_403,
        ),
        ("strapi_find_one", {"collection": "events", "id": 58}, STRAPI_403),
    ],
)


def jsonapi(data, nxt=None, base="https://cms.example.org/jsonapi/node/article"):
    links = {"self": {"href": base}}
    if nxt:
        links["next"] = {"href": nxt}
    return j(
        {
            "jsonapi": {
                "version": "1.0",
                "meta": {"links": {"self": {"href": "http://jsonapi.org/format/1.0/"}}},
            },
            "data": data,
            "links": links,
        }
    )


def dnode(nid, title, changed, status=True, typ="node--article"):
    u = (
        hid("drupal" + title, 8)
        + "-"
        + hid(title, 4)
        + "-4"
        + hid(title + "x", 3)
        + "-a"
        + hid(title + "y", 3)
        + "-"
        + hid(title + "z", 12)
    )
    return {
        "type": typ,
        "id": u,
        "links": {"self": {"href": "https://cms.example.org/jsonapi/node/article/" + u}},
        "attributes": {
            "drupal_internal__nid": nid,
            "title": title,
            "status": status,
            "changed": changed,
            "langcode": "en",
            "path": {"alias": "/news/" + title.lower().replace(" ", "-")[:30]},
        },
    }


S(
    "drupal-jsonapi",
    "ok-1",
    "Export from our Drupal site every article changed since 1 March 2025 that is still unpublished, with node id and path, for the editorial review.",
    [
        (
            "drupal_jsonapi_get",
            {
                "path": "/jsonapi/node/article",
                "filter[status]": 0,
                "filter[changed][condition][path]": "changed",
                "filter[changed][condition][operator]": ">=",
                "filter[changed][condition][value]": "2025-03-01",
                "page[limit]": 3,
            },
            jsonapi(
                [
                    dnode(1842, "Council budget vote delayed", "2025-03-04T10:21:07+00:00", False),
                    dnode(1850, "New tram line consultation", "2025-03-06T15:02:44+00:00", False),
                    dnode(1853, "Library opening hours change", "2025-03-07T08:40:12+00:00", False),
                ],
                nxt="https://cms.example.org/jsonapi/node/article?page%5Boffset%5D=3&page%5Blimit%5D=3",
            ),
        ),
        (
            "drupal_jsonapi_get",
            {
                "url": "https://cms.example.org/jsonapi/node/article?page%5Boffset%5D=3&page%5Blimit%5D=3"
            },
            jsonapi(
                [
                    dnode(1861, "Flood defences phase two", "2025-03-11T12:00:31+00:00", False),
                    dnode(
                        1866, "School meals contract awarded", "2025-03-13T09:15:58+00:00", False
                    ),
                    dnode(1870, "Harbour festival line-up", "2025-03-14T17:33:20+00:00", False),
                ],
                nxt="https://cms.example.org/jsonapi/node/article?page%5Boffset%5D=6&page%5Blimit%5D=3",
            ),
        ),
        (
            "drupal_jsonapi_get",
            {
                "url": "https://cms.example.org/jsonapi/node/article?page%5Boffset%5D=6&page%5Blimit%5D=3"
            },
            jsonapi(
                [dnode(1874, "Road closures for marathon", "2025-03-17T07:05:09+00:00", False)]
            ),
        ),
        (
            "drupal_jsonapi_get",
            {
                "path": "/jsonapi/node/page",
                "filter[status]": 0,
                "filter[changed][condition][value]": "2025-03-01",
                "filter[changed][condition][operator]": ">=",
            },
            jsonapi([], base="https://cms.example.org/jsonapi/node/page"),
        ),
    ],
)


def ghost_posts(posts, page=1, pages=1, total=None):
    return j(
        {
            "posts": posts,
            "meta": {
                "pagination": {
                    "page": page,
                    "limit": 15,
                    "pages": pages,
                    "total": total if total is not None else len(posts),
                    "next": page + 1 if page < pages else None,
                    "prev": page - 1 if page > 1 else None,
                }
            },
        }
    )


def gpost(title, status, pub, tag):
    return {
        "id": hid("ghost" + title, 24),
        "uuid": hid("g" + title, 8)
        + "-"
        + hid("h" + title, 4)
        + "-4"
        + hid("i" + title, 3)
        + "-8"
        + hid("k" + title, 3)
        + "-"
        + hid("l" + title, 12),
        "title": title,
        "slug": title.lower().replace(" ", "-").replace("'", ""),
        "status": status,
        "visibility": "public",
        "published_at": pub,
        "updated_at": pub,
        "primary_tag": {"name": tag, "slug": tag.lower()},
        "url": "https://blog.example.com/" + title.lower().replace(" ", "-").replace("'", "") + "/",
    }


S(
    "ghost",
    "ok-1",
    "On our Ghost blog, schedule the draft 'Q2 roadmap' post for 2025-04-02 09:00 UTC, and check no other post is already scheduled that morning.",
    [
        (
            "ghost_admin_browse_posts",
            {"filter": "status:scheduled", "fields": "id,title,status,published_at"},
            ghost_posts(
                [
                    gpost(
                        "Customer story: Lumen Bank",
                        "scheduled",
                        "2025-03-27T14:00:00.000Z",
                        "Stories",
                    ),
                    gpost(
                        "March release notes", "scheduled", "2025-03-31T16:00:00.000Z", "Releases"
                    ),
                ]
            ),
        ),
        (
            "ghost_admin_browse_posts",
            {"filter": "status:draft+title:~'Q2 roadmap'"},
            ghost_posts([gpost("Q2 roadmap", "draft", None, "Product")]),
        ),
        (
            "ghost_admin_edit_post",
            {
                "id": hid("ghostQ2 roadmap", 24),
                "status": "scheduled",
                "published_at": "2025-04-02T09:00:00.000Z",
                "updated_at": None,
            },
            j(
                {
                    "errors": [
                        {
                            "message": "Saving failed! Someone else is editing this post.",
                            "context": None,
                            "type": "UpdateCollisionError",
                            "details": None,
                            "property": None,
                            "help": None,
                            "code": None,
                            "id": hid("err1", 8) + "-0a1b-11f0-9c2e-" + hid("err1b", 12),
                            "ghostErrorCode": None,
                        }
                    ]
                }
            ),
        ),
        (
            "ghost_admin_read_post",
            {"id": hid("ghostQ2 roadmap", 24), "fields": "id,updated_at"},
            j(
                {
                    "posts": [
                        {"id": hid("ghostQ2 roadmap", 24), "updated_at": "2025-03-24T11:07:52.000Z"}
                    ]
                }
            ),
        ),
        (
            "ghost_admin_edit_post",
            {
                "id": hid("ghostQ2 roadmap", 24),
                "status": "scheduled",
                "published_at": "2025-04-02T09:00:00.000Z",
                "updated_at": "2025-03-24T11:07:52.000Z",
            },
            ghost_posts([gpost("Q2 roadmap", "scheduled", "2025-04-02T09:00:00.000Z", "Product")]),
        ),
    ],
)

GHOST_503 = 'HTTP 503 Service Unavailable\n\n<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>503 — Site under maintenance</title>\n</head>\n<body>\n<section class="error-content">\n<h1 class="error-code">503</h1>\n<h2 class="error-description">We\'re busy updating our site to give you the best experience, and will be back soon.</h2>\n</section>\n</body>\n</html>'
S(
    "ghost",
    "fail-1",
    "Find the Ghost posts tagged 'security' from last year and list which ones are members-only, so we can make the incident write-ups public.",
    [
        (
            "ghost_admin_browse_posts",
            {"filter": "tag:security+published_at:>='2024-01-01'", "limit": 50},
            GHOST_503,
        ),
        ("ghost_admin_browse_posts", {"filter": "tag:security", "limit": 50}, GHOST_503),
        ("ghost_admin_browse_tags", {"filter": "slug:security"}, GHOST_503),
        ("ghost_admin_browse_posts", {"filter": "visibility:members", "limit": 50}, GHOST_503),
        ("ghost_admin_browse_posts", {"filter": "title:~'incident'", "limit": 50}, GHOST_503),
        ("ghost_admin_browse_posts", {"limit": 5}, GHOST_503),
        ("ghost_admin_site", {}, GHOST_503),
    ],
)


def sb_story(name, slug, comp, extra, pub="2025-02-20T10:00:00.000Z"):
    sid = num("sb" + slug, 100000000, 999999999)
    return {
        "name": name,
        "created_at": "2024-12-02T09:00:00.000Z",
        "published_at": pub,
        "id": sid,
        "uuid": hid("sbu" + slug, 8)
        + "-"
        + hid("sbv" + slug, 4)
        + "-"
        + hid("sbw" + slug, 4)
        + "-"
        + hid("sbx" + slug, 4)
        + "-"
        + hid("sby" + slug, 12),
        "content": dict({"_uid": hid("c" + slug, 8), "component": comp}, **extra),
        "slug": slug,
        "full_slug": "shop/" + slug,
        "lang": "default",
        "tag_list": [],
    }


S(
    "storyblok",
    "ok-1",
    "Using Storyblok, tell me which product pages in the 'shop' folder mention free returns and whether each has a German translation published.",
    [
        (
            "storyblok_get_stories",
            {"starts_with": "shop/", "search_term": "free returns", "per_page": 25},
            j(
                {
                    "stories": [
                        sb_story(
                            "Trail runner X2",
                            "trail-runner-x2",
                            "product",
                            {
                                "headline": "Grip for wet rock",
                                "returns": "Free returns within 30 days",
                            },
                        ),
                        sb_story(
                            "Rain shell Pro",
                            "rain-shell-pro",
                            "product",
                            {
                                "headline": "3-layer protection",
                                "returns": "Free returns within 30 days",
                            },
                        ),
                    ],
                    "cv": 1742467200,
                    "rels": [],
                    "links": [],
                }
            ),
        ),
        (
            "storyblok_get_story",
            {"slug": "shop/trail-runner-x2", "language": "de"},
            j(
                {
                    "story": sb_story(
                        "Trail runner X2",
                        "trail-runner-x2",
                        "product",
                        {
                            "headline": "Halt auf nassem Fels",
                            "returns": "Kostenlose Rücksendung innerhalb von 30 Tagen",
                        },
                    ),
                    "cv": 1742467200,
                    "rels": [],
                    "links": [],
                }
            ),
        ),
        (
            "storyblok_get_story",
            {"slug": "shop/rain-shell-pro", "language": "de"},
            j(
                {
                    "story": sb_story(
                        "Rain shell Pro",
                        "rain-shell-pro",
                        "product",
                        {
                            "headline": "3-layer protection",
                            "returns": "Free returns within 30 days",
                        },
                    ),
                    "cv": 1742467200,
                    "rels": [],
                    "links": [],
                }
            ),
        ),
        (
            "storyblok_get_links",
            {"starts_with": "shop/rain-shell-pro"},
            j(
                {
                    "links": {
                        hid("sbu" + "rain-shell-pro", 8): {
                            "id": num("sbrain-shell-pro", 100000000, 999999999),
                            "slug": "shop/rain-shell-pro",
                            "name": "Rain shell Pro",
                            "is_folder": False,
                            "parent_id": 412009311,
                            "published": True,
                            "path": None,
                            "position": -20,
                            "uuid": hid("sbu" + "rain-shell-pro", 8),
                            "is_startpage": False,
                            "real_path": "/shop/rain-shell-pro",
                            "alternates": [
                                {
                                    "path": "shop/rain-shell-pro",
                                    "name": None,
                                    "lang": "de",
                                    "published": False,
                                    "translated_slug": "regenjacke-pro",
                                }
                            ],
                        }
                    }
                }
            ),
        ),
    ],
)


def prismic(results, page=1, total=None, per=20):
    tot = total if total is not None else len(results)
    return j(
        {
            "page": page,
            "results_per_page": per,
            "results_size": len(results),
            "total_results_size": tot,
            "total_pages": max(1, -(-tot // per)),
            "next_page": None
            if page * per >= tot
            else f"https://acme-site.cdn.prismic.io/api/v2/documents/search?page={page + 1}",
            "prev_page": None,
            "results": results,
        }
    )


def pdoc(typ, uid, data, lang="en-gb", date="2024-09-12T08:31:40+0000"):
    return {
        "id": "Z" + hid("pr" + uid, 15),
        "uid": uid,
        "url": "/" + uid,
        "type": typ,
        "href": "https://acme-site.cdn.prismic.io/api/v2/documents/search?ref=Z9Mx...&q=...",
        "tags": [],
        "first_publication_date": date,
        "last_publication_date": date,
        "slugs": [uid],
        "linked_documents": [],
        "lang": lang,
        "alternate_languages": [],
        "data": data,
    }


_pr_stale = prismic(
    [
        pdoc(
            "homepage",
            "home",
            {"title": [{"type": "heading1", "text": "Build better with Acme", "spans": []}]},
        ),
        pdoc("page", "about", {"title": [{"type": "heading1", "text": "About Acme", "spans": []}]}),
        pdoc(
            "page", "contact", {"title": [{"type": "heading1", "text": "Contact us", "spans": []}]}
        ),
    ],
    total=3,
)
S(
    "prismic",
    "ok-1",
    "In Prismic, is there a French version of the 'pricing' page yet? If not, just say so; also list the job postings published this month.",
    [
        ("prismic_query", {"q": '[[at(my.page.uid,"pricing")]]', "lang": "fr-fr"}, prismic([])),
        (
            "prismic_query",
            {"q": '[[at(my.page.uid,"pricing")]]', "lang": "*"},
            prismic(
                [
                    pdoc(
                        "page",
                        "pricing",
                        {"title": [{"type": "heading1", "text": "Simple pricing", "spans": []}]},
                    )
                ]
            ),
        ),
        (
            "prismic_query",
            {
                "q": '[[at(document.type,"job_posting")][date.after(document.first_publication_date,"2025-03-01")]]',
                "orderings": "[document.first_publication_date desc]",
            },
            prismic(
                [
                    pdoc(
                        "job_posting",
                        "senior-data-engineer",
                        {"role": "Senior Data Engineer", "location": "Remote (EU)"},
                        date="2025-03-14T10:02:18+0000",
                    ),
                    pdoc(
                        "job_posting",
                        "support-lead-dublin",
                        {"role": "Support Lead", "location": "Dublin"},
                        date="2025-03-05T08:47:51+0000",
                    ),
                ]
            ),
        ),
    ],
)

S(
    "prismic",
    "fail-1",
    "Get the Prismic blog posts about our new API, the changelog entries since January, and the case study for Northwind, then draft a summary.",
    [
        (
            "prismic_query",
            {"q": '[[fulltext(document,"API")][at(document.type,"blog_post")]]'},
            _pr_stale,
        ),
        (
            "prismic_query",
            {
                "q": '[[at(document.type,"changelog")][date.after(document.first_publication_date,"2025-01-01")]]'
            },
            _pr_stale,
        ),
        ("prismic_query", {"q": '[[at(my.case_study.uid,"northwind")]]'}, _pr_stale),
        ("prismic_query", {"q": '[[at(document.type,"blog_post")]]', "pageSize": 50}, _pr_stale),
        ("prismic_query", {"q": '[[fulltext(document,"Northwind")]]'}, _pr_stale),
        ("prismic_query", {"q": '[[at(document.type,"case_study")]]'}, _pr_stale),
        ("prismic_get_by_uid", {"type": "case_study", "uid": "northwind"}, _pr_stale),
    ],
)


# ---------------------------------------------------------------- 2. support desks
def hs_convs(convs, page=1, pages=1, total=None):
    return j(
        {
            "_embedded": {"conversations": convs},
            "_links": {"self": {"href": f"https://api.helpscout.net/v2/conversations?page={page}"}},
            "page": {
                "size": 25,
                "totalElements": total if total is not None else len(convs),
                "totalPages": pages,
                "number": page,
            },
        }
    )


def hsc(n, subj, status, email, tag=None):
    return {
        "id": num("hs" + subj, 2000000000, 2999999999),
        "number": n,
        "threads": 3,
        "type": "email",
        "folderId": 8123456,
        "status": status,
        "state": "published",
        "subject": subj,
        "preview": subj[:40] + "...",
        "mailboxId": 241177,
        "createdAt": f"2025-03-1{n % 9}T09:2{n % 6}:00Z",
        "primaryCustomer": {"id": num("hsc" + email, 500000000, 599999999), "email": email},
        "tags": [{"id": 90112, "tag": tag, "color": "#929499"}] if tag else [],
    }


S(
    "helpscout",
    "ok-1",
    "In Help Scout, find all active conversations tagged 'refund' in the Billing mailbox, reply to the oldest one saying the refund was issued, and close it.",
    [
        (
            "helpscout_list_conversations",
            {
                "mailbox": 241177,
                "status": "active",
                "tag": "refund",
                "sortField": "createdAt",
                "sortOrder": "asc",
            },
            hs_convs(
                [
                    hsc(
                        48211, "Charged twice for March", "active", "maria.k@example.net", "refund"
                    ),
                    hsc(
                        48257,
                        "Cancel and refund annual plan",
                        "active",
                        "j.osei@example.org",
                        "refund",
                    ),
                    hsc(48302, "Refund not received yet", "active", "tomasz@example.com", "refund"),
                ]
            ),
        ),
        (
            "helpscout_get_threads",
            {"conversation_id": num("hsCharged twice for March", 2000000000, 2999999999)},
            j(
                {
                    "_embedded": {
                        "threads": [
                            {
                                "id": 5120001,
                                "type": "customer",
                                "status": "active",
                                "body": "Hi, I see two charges of $49 on 3 March. Please refund one.",
                                "createdAt": "2025-03-13T09:20:00Z",
                            },
                            {
                                "id": 5120877,
                                "type": "note",
                                "status": "active",
                                "body": "Stripe refund re_3Ox... issued 2025-03-14, 5-10 days.",
                                "createdAt": "2025-03-14T11:02:00Z",
                            },
                        ]
                    },
                    "page": {"size": 25, "totalElements": 2, "totalPages": 1, "number": 1},
                }
            ),
        ),
        (
            "helpscout_create_reply",
            {
                "conversation_id": num("hsCharged twice for March", 2000000000, 2999999999),
                "text": "Hi Maria, the duplicate charge was refunded on 14 March; it can take 5-10 business days to appear.",
                "status": "closed",
            },
            "HTTP 201 Created\nResource-ID: 5121440",
        ),
        (
            "helpscout_get_conversation",
            {
                "conversation_id": num("hsCharged twice for March", 2000000000, 2999999999),
                "fields": "status",
            },
            j(
                {
                    "id": num("hsCharged twice for March", 2000000000, 2999999999),
                    "number": 48211,
                    "status": "closed",
                    "closedBy": 731022,
                    "closedAt": "2025-03-18T15:40:12Z",
                }
            ),
        ),
    ],
)

S(
    "helpscout",
    "ok-2",
    "Check Help Scout for whether customer d.ferreira@example.pt has ever written to us; if there's nothing, that's fine, just confirm.",
    [
        (
            "helpscout_search_customers",
            {"query": '(email:"d.ferreira@example.pt")'},
            j(
                {
                    "_embedded": {"customers": []},
                    "_links": {
                        "self": {"href": "https://api.helpscout.net/v2/customers?query=..."}
                    },
                    "page": {"size": 50, "totalElements": 0, "totalPages": 0, "number": 1},
                }
            ),
        ),
        (
            "helpscout_list_conversations",
            {"query": '(email:"d.ferreira@example.pt")', "status": "all"},
            hs_convs([], pages=0),
        ),
        (
            "helpscout_search_customers",
            {"query": '(lastName:"Ferreira")'},
            j(
                {
                    "_embedded": {
                        "customers": [
                            {
                                "id": 611902233,
                                "firstName": "Ana",
                                "lastName": "Ferreira",
                                "emails": [
                                    {"id": 1, "value": "ana.ferreira@example.com", "type": "work"}
                                ],
                                "createdAt": "2023-08-01T12:00:00Z",
                            }
                        ]
                    },
                    "page": {"size": 50, "totalElements": 1, "totalPages": 1, "number": 1},
                }
            ),
        ),
    ],
)

HS_401 = j({"error": "invalid_token", "error_description": "The access token expired"})
S(
    "helpscout",
    "fail-1",
    "Summarise this week's Help Scout conversations about the login outage: how many, which mailboxes, and any customers who mentioned SSO.",
    [
        (
            "helpscout_list_conversations",
            {"query": '(body:"login")', "status": "all", "modifiedSince": "2025-03-17T00:00:00Z"},
            HS_401,
        ),
        (
            "helpscout_list_conversations",
            {"query": '(subject:"can\'t log in")', "status": "all"},
            HS_401,
        ),
        ("helpscout_list_mailboxes", {}, HS_401),
        ("helpscout_list_conversations", {"tag": "outage", "status": "all"}, HS_401),
        ("helpscout_list_conversations", {"query": '(body:"SSO")'}, HS_401),
        ("helpscout_list_conversations", {"mailbox": 241177, "status": "active"}, HS_401),
        ("helpscout_list_conversations", {"status": "all", "page": 1}, HS_401),
    ],
)


def front_convs(rows, nxt=None):
    return j(
        {
            "_pagination": {"next": nxt},
            "_links": {"self": "https://acme.api.frontapp.com/conversations/search/tag"},
            "_results": rows,
        }
    )


def fconv(subj, status, assignee, tag):
    cid = "cnv_" + hid("fr" + subj, 6)
    return {
        "_links": {"self": "https://acme.api.frontapp.com/conversations/" + cid},
        "id": cid,
        "subject": subj,
        "status": status,
        "assignee": {
            "id": "tea_" + hid(assignee, 4),
            "email": assignee,
            "username": assignee.split("@")[0],
        }
        if assignee
        else None,
        "recipient": {"handle": "ops@" + hid(subj, 5) + ".example.com", "role": "from"},
        "tags": [{"id": "tag_" + hid(tag, 4), "name": tag}],
        "created_at": 1742290000 + num(subj, 0, 90000),
        "is_private": False,
    }


S(
    "front",
    "ok-1",
    "In Front, reassign every open conversation tagged 'carrier-delay' that is currently assigned to Priya (who is on leave) to Sam, and tell me how many you moved.",
    [
        (
            "front_search_conversations",
            {"query": "tag:carrier-delay is:open assignee:priya@acme.io"},
            front_convs(
                [
                    fconv(
                        "Container MSCU delayed at Rotterdam",
                        "assigned",
                        "priya@acme.io",
                        "carrier-delay",
                    ),
                    fconv("ETA update PO 88412", "assigned", "priya@acme.io", "carrier-delay"),
                ],
                nxt="https://acme.api.frontapp.com/conversations/search/tag%3Acarrier-delay?page_token="
                + hid("pt1", 20),
            ),
        ),
        (
            "front_search_conversations",
            {"page_token": hid("pt1", 20)},
            front_convs(
                [
                    fconv(
                        "Customs hold - shipment 55-1029",
                        "assigned",
                        "priya@acme.io",
                        "carrier-delay",
                    )
                ]
            ),
        ),
        (
            "front_update_conversation_assignee",
            {
                "conversation_id": "cnv_" + hid("frContainer MSCU delayed at Rotterdam", 6),
                "assignee_id": "tea_" + hid("sam@acme.io", 4),
            },
            "204 No Content",
        ),
        (
            "front_update_conversation_assignee",
            {
                "conversation_id": "cnv_" + hid("frETA update PO 88412", 6),
                "assignee_id": "tea_" + hid("sam@acme.io", 4),
            },
            "204 No Content",
        ),
        (
            "front_update_conversation_assignee",
            {
                "conversation_id": "cnv_" + hid("frCustoms hold - shipment 55-1029", 6),
                "assignee_id": "tea_" + hid("sam@acme.io", 4),
            },
            "204 No Content",
        ),
        (
            "front_search_conversations",
            {"query": "tag:carrier-delay is:open assignee:priya@acme.io"},
            front_convs([]),
        ),
    ],
)

FRONT_429 = j(
    {
        "_error": {
            "status": 429,
            "title": "Too Many Requests",
            "message": "Rate limit exceeded. Please retry in 60 seconds.",
        }
    }
)
S(
    "front",
    "fail-1",
    "Pull the Front conversations from the Enterprise inbox this month where customers mention 'invoice' and list who handled each.",
    [
        (
            "front_list_inboxes",
            {},
            j(
                {
                    "_pagination": {"next": None},
                    "_results": [
                        {"id": "inb_" + hid("ent", 4), "name": "Enterprise", "is_private": False},
                        {
                            "id": "inb_" + hid("gen", 4),
                            "name": "General support",
                            "is_private": False,
                        },
                    ],
                }
            ),
        ),
        (
            "front_search_conversations",
            {"query": "invoice inbox:inb_" + hid("ent", 4) + " after:1740787200"},
            FRONT_429,
        ),
        ("front_search_conversations", {"query": "invoice inbox:inb_" + hid("ent", 4)}, FRONT_429),
        (
            "front_list_inbox_conversations",
            {"inbox_id": "inb_" + hid("ent", 4), "limit": 50},
            FRONT_429,
        ),
        ("front_search_conversations", {"query": '"invoice"'}, FRONT_429),
        ("front_search_conversations", {"query": "billing inbox:inb_" + hid("ent", 4)}, FRONT_429),
        (
            "front_list_inbox_conversations",
            {"inbox_id": "inb_" + hid("ent", 4), "limit": 10},
            FRONT_429,
        ),
        ("front_search_conversations", {"query": "invoice"}, FRONT_429),
    ],
)


def kus(typ, kid, attrs):
    return {
        "type": typ,
        "id": kid,
        "attributes": attrs,
        "links": {"self": f"/v1/{typ}s/{kid}"},
    }


S(
    "kustomer",
    "ok-1",
    "In Kustomer, find the customer with phone +44 7700 900123, add a note that their replacement kettle shipped today, and snooze their open conversation until Friday.",
    [
        (
            "kustomer_search_customers",
            {"and": [{"customer_phone": {"equals": "+447700900123"}}]},
            j(
                {
                    "meta": {"pageSize": 20, "page": 1, "totalPages": 1},
                    "links": {"self": "/v1/customers/search?page=1&pageSize=20"},
                    "data": [
                        kus(
                            "customer",
                            hid("kc1", 24),
                            {
                                "name": "Harriet Dunmore",
                                "displayName": "Harriet Dunmore",
                                "emails": [{"type": "home", "email": "hdunmore@example.co.uk"}],
                                "phones": [{"type": "mobile", "phone": "+447700900123"}],
                                "conversationCounts": {"all": 4, "open": 1},
                            },
                        )
                    ],
                }
            ),
        ),
        (
            "kustomer_get_customer_conversations",
            {"customer_id": hid("kc1", 24), "status": "open"},
            j(
                {
                    "meta": {"pageSize": 20, "page": 1},
                    "data": [
                        kus(
                            "conversation",
                            hid("kv1", 24),
                            {
                                "name": "Kettle stopped heating",
                                "status": "open",
                                "priority": 3,
                                "channels": ["email"],
                                "createdAt": "2025-03-11T08:14:22.000Z",
                            },
                        )
                    ],
                }
            ),
        ),
        (
            "kustomer_create_note",
            {
                "customer_id": hid("kc1", 24),
                "conversation_id": hid("kv1", 24),
                "body": "Replacement kettle KT-200 shipped 2025-03-19 via Royal Mail, tracking RM4481…",
            },
            j(
                {
                    "data": kus(
                        "note",
                        hid("kn1", 24),
                        {
                            "body": "Replacement kettle KT-200 shipped 2025-03-19 via Royal Mail, tracking RM4481…",
                            "createdAt": "2025-03-19T14:02:10.411Z",
                        },
                    )
                }
            ),
        ),
        (
            "kustomer_update_conversation",
            {
                "conversation_id": hid("kv1", 24),
                "status": "snoozed",
                "snooze": {"time": "2025-03-21T09:00:00.000Z"},
            },
            j(
                {
                    "data": kus(
                        "conversation",
                        hid("kv1", 24),
                        {
                            "name": "Kettle stopped heating",
                            "status": "snoozed",
                            "snooze": {"time": "2025-03-21T09:00:00.000Z", "status": "scheduled"},
                            "updatedAt": "2025-03-19T14:02:13.870Z",
                        },
                    )
                }
            ),
        ),
    ],
)

KUS_502 = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n"
S(
    "kustomer",
    "fail-1",
    "Find Kustomer conversations from VIP customers that have waited more than 24 hours for a first reply and list them by wait time.",
    [
        (
            "kustomer_search_conversations",
            {
                "and": [
                    {"conversation_status": {"equals": "open"}},
                    {"conversation_first_response_time": {"exists": False}},
                ],
                "sort": "conversation_created_at",
            },
            KUS_502,
        ),
        (
            "kustomer_search_conversations",
            {"and": [{"conversation_status": {"equals": "open"}}]},
            KUS_502,
        ),
        ("kustomer_search_customers", {"and": [{"customer_tags": {"contains": "vip"}}]}, KUS_502),
        (
            "kustomer_search_conversations",
            {"and": [{"conversation_tags": {"contains": "vip"}}]},
            KUS_502,
        ),
        ("kustomer_get_customer", {"customer_id": hid("kc1", 24)}, KUS_502),
        (
            "kustomer_search_conversations",
            {"and": [{"conversation_priority": {"gte": 4}}]},
            KUS_502,
        ),
        (
            "kustomer_search_conversations",
            {"and": [{"conversation_status": {"equals": "open"}}], "pageSize": 5},
            KUS_502,
        ),
    ],
)


def zd_tickets(rows):
    return j({"data": rows})


def zdt(n, subj, status, dept, contact):
    return {
        "id": str(num("zd" + subj, 10**17, 10**18 - 1)),
        "ticketNumber": str(n),
        "subject": subj,
        "status": status,
        "statusType": "Open" if status != "Closed" else "Closed",
        "departmentId": dept,
        "contactId": str(num("zdc" + contact, 10**17, 10**18 - 1)),
        "email": contact,
        "channel": "Email",
        "createdTime": f"2025-03-1{n % 9}T07:3{n % 6}:12.000Z",
        "dueDate": None,
        "priority": "High" if n % 2 else None,
        "assigneeId": None,
        "webUrl": "https://desk.zoho.eu/support/acme/ShowHomePage.do#Cases/dv/"
        + str(num("zd" + subj, 10**17, 10**18 - 1)),
    }


S(
    "zoho-desk",
    "ok-1",
    "In Zoho Desk, take the unassigned High-priority tickets in the Warranty department, assign them to agent Lukas, and confirm there are none left unassigned.",
    [
        (
            "zoho_desk_list_tickets",
            {
                "departmentId": "118922000000006907",
                "assignee": "Unassigned",
                "priority": "High",
                "status": "Open",
                "limit": 50,
            },
            zd_tickets(
                [
                    zdt(
                        30711,
                        "Dishwasher leaking after 3 months",
                        "Open",
                        "118922000000006907",
                        "r.meyer@example.de",
                    ),
                    zdt(
                        30733,
                        "Oven door hinge broken",
                        "Open",
                        "118922000000006907",
                        "s.baumann@example.de",
                    ),
                ]
            ),
        ),
        (
            "zoho_desk_update_ticket",
            {
                "ticketId": str(num("zdDishwasher leaking after 3 months", 10**17, 10**18 - 1)),
                "assigneeId": "118922000000139005",
            },
            j(
                {
                    "id": str(num("zdDishwasher leaking after 3 months", 10**17, 10**18 - 1)),
                    "ticketNumber": "30711",
                    "assigneeId": "118922000000139005",
                    "modifiedTime": "2025-03-19T10:11:04.000Z",
                    "status": "Open",
                }
            ),
        ),
        (
            "zoho_desk_update_ticket",
            {
                "ticketId": str(num("zdOven door hinge broken", 10**17, 10**18 - 1)),
                "assigneeId": "118922000000139005",
            },
            j(
                {
                    "id": str(num("zdOven door hinge broken", 10**17, 10**18 - 1)),
                    "ticketNumber": "30733",
                    "assigneeId": "118922000000139005",
                    "modifiedTime": "2025-03-19T10:11:06.000Z",
                    "status": "Open",
                }
            ),
        ),
        (
            "zoho_desk_list_tickets",
            {
                "departmentId": "118922000000006907",
                "assignee": "Unassigned",
                "priority": "High",
                "status": "Open",
                "limit": 50,
            },
            "HTTP 204 No Content",
        ),
    ],
)

S(
    "zoho-desk",
    "fail-1",
    "Get this month's Zoho Desk tickets from contact olivia.brandt@example.com and tell me whether her return request was approved.",
    [
        (
            "zoho_desk_search_contacts",
            {"email": "olivia.brandt@example.com"},
            "HTTP 204 No Content",
        ),
        ("zoho_desk_search_tickets", {"email": "olivia.brandt@example.com"}, "HTTP 204 No Content"),
        (
            "zoho_desk_search_tickets",
            {
                "subject": "*return*",
                "createdTimeRange": "2025-03-01T00:00:00.000Z,2025-03-31T23:59:59.000Z",
            },
            "HTTP 204 No Content",
        ),
        ("zoho_desk_list_tickets", {"limit": 20, "sortBy": "-createdTime"}, "HTTP 204 No Content"),
        ("zoho_desk_list_departments", {}, j({"data": []})),
        ("zoho_desk_search_contacts", {"lastName": "Brandt"}, "HTTP 204 No Content"),
        ("zoho_desk_list_tickets", {"limit": 5}, "HTTP 204 No Content"),
    ],
)

S(
    "gladly",
    "ok-1",
    "In Gladly, look up customer Devon Achebe, read his latest conversation, and send him an SMS confirming his appointment moved to 3pm.",
    [
        (
            "gladly_find_customers",
            {"email": "devon.achebe@example.com"},
            j(
                [
                    {
                        "id": hid("gl1", 22),
                        "name": "Devon Achebe",
                        "emails": [{"original": "devon.achebe@example.com", "primary": True}],
                        "phones": [
                            {
                                "original": "+1 415 555 0142",
                                "normalized": "+14155550142",
                                "type": "MOBILE",
                                "smsPreference": "ON",
                            }
                        ],
                        "createdAt": "2023-05-10T17:22:01.000Z",
                    }
                ]
            ),
        ),
        (
            "gladly_get_conversations",
            {"customer_id": hid("gl1", 22)},
            j(
                [
                    {
                        "id": hid("glc1", 22),
                        "customerId": hid("gl1", 22),
                        "status": "OPEN",
                        "createdAt": "2025-03-18T16:04:11.000Z",
                        "assignee": {"agentId": hid("ag1", 22), "inboxId": hid("ib1", 22)},
                        "topicIds": [hid("tp1", 22)],
                    },
                    {
                        "id": hid("glc0", 22),
                        "customerId": hid("gl1", 22),
                        "status": "CLOSED",
                        "createdAt": "2024-11-02T10:40:00.000Z",
                        "closedAt": "2024-11-02T11:05:31.000Z",
                    },
                ]
            ),
        ),
        (
            "gladly_get_conversation_items",
            {"conversation_id": hid("glc1", 22)},
            j(
                [
                    {
                        "id": hid("gli1", 22),
                        "conversationId": hid("glc1", 22),
                        "customerId": hid("gl1", 22),
                        "timestamp": "2025-03-18T16:04:11.000Z",
                        "initiator": {"type": "CUSTOMER"},
                        "content": {
                            "type": "SMS",
                            "content": "Can we push tomorrow's install to the afternoon? Anytime after 2 works.",
                        },
                    },
                    {
                        "id": hid("gli2", 22),
                        "timestamp": "2025-03-18T16:30:52.000Z",
                        "initiator": {"type": "AGENT", "id": hid("ag1", 22)},
                        "content": {
                            "type": "CONVERSATION_NOTE",
                            "body": "Moved install to 3pm slot, tech Ruiz.",
                        },
                    },
                ]
            ),
        ),
        (
            "gladly_send_sms",
            {
                "customer_id": hid("gl1", 22),
                "to": "+14155550142",
                "body": "Hi Devon, your install tomorrow is now at 3pm. Reply here if that doesn't work.",
            },
            j({"id": hid("gli3", 22), "status": "ACCEPTED"}),
        ),
    ],
)

S(
    "happyfox",
    "ok-1",
    "From HappyFox, list all tickets in category 'Hardware' with status 'On Hold' across all pages and give me their ticket numbers and ages.",
    [
        (
            "happyfox_list_tickets",
            {"category": 4, "status": 3, "size": 3, "page": 1},
            j(
                {
                    "data": [
                        {
                            "id": 90411,
                            "display_id": "#HW00090411",
                            "subject": "Laptop fan noise",
                            "status": {"id": 3, "name": "On Hold"},
                            "created_at": "2025-02-26 09:14:02",
                            "priority": {"name": "Medium"},
                        },
                        {
                            "id": 90433,
                            "display_id": "#HW00090433",
                            "subject": "Dock not detecting monitor",
                            "status": {"id": 3, "name": "On Hold"},
                            "created_at": "2025-03-02 11:40:55",
                            "priority": {"name": "Low"},
                        },
                        {
                            "id": 90502,
                            "display_id": "#HW00090502",
                            "subject": "Replacement badge reader",
                            "status": {"id": 3, "name": "On Hold"},
                            "created_at": "2025-03-05 15:22:10",
                            "priority": {"name": "High"},
                        },
                    ],
                    "page_info": {
                        "count": 3,
                        "page_count": 3,
                        "page_size": 3,
                        "start": 1,
                        "end": 3,
                    },
                }
            ),
        ),
        (
            "happyfox_list_tickets",
            {"category": 4, "status": 3, "size": 3, "page": 2},
            j(
                {
                    "data": [
                        {
                            "id": 90517,
                            "display_id": "#HW00090517",
                            "subject": "Printer tray 2 jams",
                            "status": {"id": 3, "name": "On Hold"},
                            "created_at": "2025-03-06 08:02:47",
                            "priority": {"name": "Low"},
                        },
                        {
                            "id": 90560,
                            "display_id": "#HW00090560",
                            "subject": "Phone handset crackle",
                            "status": {"id": 3, "name": "On Hold"},
                            "created_at": "2025-03-10 13:18:30",
                            "priority": {"name": "Medium"},
                        },
                        {
                            "id": 90588,
                            "display_id": "#HW00090588",
                            "subject": "Webcam driver after update",
                            "status": {"id": 3, "name": "On Hold"},
                            "created_at": "2025-03-12 16:51:09",
                            "priority": {"name": "Medium"},
                        },
                    ],
                    "page_info": {
                        "count": 3,
                        "page_count": 3,
                        "page_size": 3,
                        "start": 4,
                        "end": 6,
                    },
                }
            ),
        ),
        (
            "happyfox_list_tickets",
            {"category": 4, "status": 3, "size": 3, "page": 3},
            j(
                {
                    "data": [
                        {
                            "id": 90611,
                            "display_id": "#HW00090611",
                            "subject": "UPS battery warning",
                            "status": {"id": 3, "name": "On Hold"},
                            "created_at": "2025-03-14 10:09:41",
                            "priority": {"name": "High"},
                        }
                    ],
                    "page_info": {
                        "count": 1,
                        "page_count": 3,
                        "page_size": 3,
                        "start": 7,
                        "end": 7,
                    },
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- 3. routing and GIS
def fc(feats, total=None, ret=None):
    return j(
        {
            "type": "FeatureCollection",
            "features": feats,
            "totalFeatures": total if total is not None else len(feats),
            "numberMatched": total if total is not None else len(feats),
            "numberReturned": ret if ret is not None else len(feats),
            "timeStamp": "2025-03-19T10:22:41.118Z",
            "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::4326"}},
        }
    )


def gfeat(layer, i, props, pt):
    return {
        "type": "Feature",
        "id": f"{layer}.{i}",
        "geometry": {"type": "Point", "coordinates": pt},
        "geometry_name": "geom",
        "properties": props,
    }


S(
    "geoserver",
    "ok-1",
    "From our GeoServer, list the fire hydrants in district 7 that were flagged 'out of service' at the last inspection, with their coordinates.",
    [
        (
            "wms_get_capabilities",
            {"url": "https://gis.city.example/geoserver/ows", "version": "1.3.0"},
            '<?xml version="1.0" encoding="UTF-8"?><WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms"><Service><Name>WMS</Name><Title>City GeoServer</Title></Service><Capability><Layer><Title>City GeoServer</Title><Layer queryable="1"><Name>utilities:hydrants</Name><Title>Fire hydrants</Title><CRS>EPSG:4326</CRS></Layer><Layer queryable="1"><Name>utilities:water_mains</Name><Title>Water mains</Title></Layer><Layer queryable="1"><Name>admin:districts</Name><Title>Council districts</Title></Layer></Layer></Capability></WMS_Capabilities>',
        ),
        (
            "wfs_get_feature",
            {
                "typeNames": "utilities:hydrants",
                "cql_filter": "district=7 AND status='OUT_OF_SERVICE'",
                "outputFormat": "application/json",
                "count": 2,
                "startIndex": 0,
            },
            fc(
                [
                    gfeat(
                        "hydrants",
                        1042,
                        {
                            "hydrant_id": "H-07-1042",
                            "district": 7,
                            "status": "OUT_OF_SERVICE",
                            "last_inspected": "2025-02-11Z",
                        },
                        [-122.4102, 37.7714],
                    ),
                    gfeat(
                        "hydrants",
                        1077,
                        {
                            "hydrant_id": "H-07-1077",
                            "district": 7,
                            "status": "OUT_OF_SERVICE",
                            "last_inspected": "2025-02-11Z",
                        },
                        [-122.4061, 37.7739],
                    ),
                ],
                total=3,
            ),
        ),
        (
            "wfs_get_feature",
            {
                "typeNames": "utilities:hydrants",
                "cql_filter": "district=7 AND status='OUT_OF_SERVICE'",
                "outputFormat": "application/json",
                "count": 2,
                "startIndex": 2,
            },
            fc(
                [
                    gfeat(
                        "hydrants",
                        1190,
                        {
                            "hydrant_id": "H-07-1190",
                            "district": 7,
                            "status": "OUT_OF_SERVICE",
                            "last_inspected": "2025-02-12Z",
                        },
                        [-122.4018, 37.7802],
                    )
                ],
                total=3,
            ),
        ),
    ],
)

GS_EXC = '<?xml version="1.0" encoding="UTF-8"?><ows:ExceptionReport xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:ows="http://www.opengis.net/ows/1.1" version="2.0.0">\n<ows:Exception exceptionCode="InvalidParameterValue" locator="typeName">\n<ows:ExceptionText>Feature type %s unknown</ows:ExceptionText>\n</ows:Exception>\n</ows:ExceptionReport>'
GS_EMPTY = fc([])
S(
    "geoserver",
    "fail-1",
    "Using the county GeoServer, find the parcels within 200 m of the proposed substation at 45.512, -122.658 and list their owners.",
    [
        (
            "wfs_get_feature",
            {
                "typeNames": "cadastre:parcels",
                "cql_filter": "DWITHIN(geom,POINT(-122.658 45.512),200,meters)",
                "outputFormat": "application/json",
            },
            GS_EMPTY,
        ),
        (
            "wfs_get_feature",
            {
                "typeNames": "cadastre:parcels",
                "cql_filter": "DWITHIN(geom,POINT(45.512 -122.658),200,meters)",
                "outputFormat": "application/json",
            },
            GS_EMPTY,
        ),
        (
            "wfs_get_feature",
            {
                "typeNames": "cadastre:parcels",
                "bbox": "-122.661,45.510,-122.655,45.514,EPSG:4326",
                "outputFormat": "application/json",
            },
            GS_EMPTY,
        ),
        (
            "wfs_get_feature",
            {"typeNames": "cadastre:parcels", "count": 5, "outputFormat": "application/json"},
            GS_EMPTY,
        ),
        (
            "wfs_get_feature",
            {"typeNames": "cadastre:taxlots", "count": 5, "outputFormat": "application/json"},
            GS_EXC % "cadastre:taxlots",
        ),
        (
            "wfs_get_feature",
            {
                "typeNames": "cadastre:parcels",
                "cql_filter": "owner_name LIKE '%'",
                "count": 5,
                "outputFormat": "application/json",
            },
            GS_EMPTY,
        ),
        (
            "wfs_get_feature",
            {
                "typeNames": "cadastre:parcels",
                "cql_filter": "INCLUDE",
                "count": 1,
                "outputFormat": "application/json",
            },
            GS_EMPTY,
        ),
    ],
)


def osrm_route(dist, dur, summary, wpts):
    return j(
        {
            "code": "Ok",
            "routes": [
                {
                    "geometry": "_" + hid(summary, 30),
                    "legs": [
                        {
                            "steps": [],
                            "summary": summary,
                            "weight": round(dur * 1.04, 1),
                            "duration": dur,
                            "distance": dist,
                        }
                    ],
                    "weight_name": "routability",
                    "weight": round(dur * 1.04, 1),
                    "duration": dur,
                    "distance": dist,
                }
            ],
            "waypoints": [
                {"hint": hid("h" + w[0], 40), "distance": 3.1, "name": w[0], "location": w[1]}
                for w in wpts
            ],
        }
    )


S(
    "osrm",
    "ok-1",
    "With our OSRM server, compare driving times from the depot (52.3731, 4.8922) to the three customer sites and tell me which is furthest by time.",
    [
        (
            "osrm_table",
            {
                "profile": "driving",
                "coordinates": "4.8922,52.3731;4.9041,52.3676;4.8512,52.3500;4.9550,52.3912",
                "sources": "0",
            },
            j(
                {
                    "code": "Ok",
                    "durations": [[0, 412.6, 1034.2, 911.8]],
                    "sources": [
                        {
                            "hint": hid("s0", 40),
                            "distance": 4.2,
                            "name": "Damrak",
                            "location": [4.892204, 52.373087],
                        }
                    ],
                    "destinations": [
                        {
                            "hint": hid("d0", 40),
                            "distance": 4.2,
                            "name": "Damrak",
                            "location": [4.892204, 52.373087],
                        },
                        {
                            "hint": hid("d1", 40),
                            "distance": 11.0,
                            "name": "Plantage Kerklaan",
                            "location": [4.904127, 52.367601],
                        },
                        {
                            "hint": hid("d2", 40),
                            "distance": 6.7,
                            "name": "Hoofddorpweg",
                            "location": [4.851188, 52.350012],
                        },
                        {
                            "hint": hid("d3", 40),
                            "distance": 22.9,
                            "name": "Zuiderzeeweg",
                            "location": [4.955034, 52.391207],
                        },
                    ],
                }
            ),
        ),
        (
            "osrm_route",
            {
                "profile": "driving",
                "coordinates": "4.8922,52.3731;4.8512,52.3500",
                "overview": "false",
            },
            osrm_route(
                6120.4,
                1034.2,
                "Nassaukade, Overtoom",
                [("Damrak", [4.892204, 52.373087]), ("Hoofddorpweg", [4.851188, 52.350012])],
            ),
        ),
        (
            "osrm_route",
            {
                "profile": "driving",
                "coordinates": "4.8922,52.3731;4.9550,52.3912",
                "overview": "false",
            },
            osrm_route(
                8804.9,
                911.8,
                "IJtunnel, Zuiderzeeweg",
                [("Damrak", [4.892204, 52.373087]), ("Zuiderzeeweg", [4.955034, 52.391207])],
            ),
        ),
        (
            "osrm_nearest",
            {"profile": "driving", "coordinates": "4.8512,52.3500"},
            j(
                {
                    "code": "Ok",
                    "waypoints": [
                        {
                            "nodes": [46337712, 46337790],
                            "hint": hid("n2", 40),
                            "distance": 6.7,
                            "name": "Hoofddorpweg",
                            "location": [4.851188, 52.350012],
                        }
                    ],
                }
            ),
        ),
    ],
)

S(
    "tomtom",
    "ok-1",
    "Use TomTom routing to get the truck route from the Duisburg warehouse to the Antwerp port gate avoiding tolls, then the same departing at 06:00 tomorrow, and report both ETAs and traffic delay.",
    [
        (
            "tomtom_calculate_route",
            {
                "locations": "51.4344,6.7623:51.2772,4.3307",
                "travelMode": "truck",
                "avoid": "tollRoads",
                "traffic": True,
            },
            j(
                {
                    "formatVersion": "0.0.12",
                    "routes": [
                        {
                            "summary": {
                                "lengthInMeters": 198412,
                                "travelTimeInSeconds": 9122,
                                "trafficDelayInSeconds": 840,
                                "trafficLengthInMeters": 12400,
                                "departureTime": "2025-03-19T14:05:12+01:00",
                                "arrivalTime": "2025-03-19T16:37:14+01:00",
                            },
                            "legs": [
                                {
                                    "summary": {
                                        "lengthInMeters": 198412,
                                        "travelTimeInSeconds": 9122,
                                        "trafficDelayInSeconds": 840,
                                    }
                                }
                            ],
                            "sections": [
                                {
                                    "startPointIndex": 0,
                                    "endPointIndex": 1811,
                                    "sectionType": "TRAVEL_MODE",
                                    "travelMode": "truck",
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "tomtom_calculate_route",
            {
                "locations": "51.4344,6.7623:51.2772,4.3307",
                "travelMode": "truck",
                "avoid": "tollRoads",
                "departAt": "2025-03-20T06:00:00+01:00",
            },
            j(
                {
                    "formatVersion": "0.0.12",
                    "routes": [
                        {
                            "summary": {
                                "lengthInMeters": 197860,
                                "travelTimeInSeconds": 8210,
                                "trafficDelayInSeconds": 0,
                                "trafficLengthInMeters": 0,
                                "departureTime": "2025-03-20T06:00:00+01:00",
                                "arrivalTime": "2025-03-20T08:16:50+01:00",
                            },
                            "legs": [
                                {
                                    "summary": {
                                        "lengthInMeters": 197860,
                                        "travelTimeInSeconds": 8210,
                                        "trafficDelayInSeconds": 0,
                                    }
                                }
                            ],
                            "sections": [
                                {
                                    "startPointIndex": 0,
                                    "endPointIndex": 1790,
                                    "sectionType": "TRAVEL_MODE",
                                    "travelMode": "truck",
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
    ],
)

TT_QPS = "HTTP 403\n<h1>Developer Over Qps</h1>"
S(
    "tomtom",
    "fail-1",
    "Plan the van route for today's 6 deliveries in Lyon with TomTom and give me the total drive time and order of stops.",
    [
        (
            "tomtom_calculate_route",
            {
                "locations": "45.7640,4.8357:45.7578,4.8320:45.7485,4.8467",
                "computeBestOrder": True,
                "travelMode": "van",
            },
            TT_QPS,
        ),
        (
            "tomtom_calculate_route",
            {"locations": "45.7640,4.8357:45.7578,4.8320", "travelMode": "van"},
            TT_QPS,
        ),
        (
            "tomtom_calculate_route",
            {"locations": "45.7578,4.8320:45.7485,4.8467", "travelMode": "car"},
            TT_QPS,
        ),
        (
            "tomtom_calculate_route",
            {"locations": "45.7485,4.8467:45.7700,4.8590", "travelMode": "car"},
            TT_QPS,
        ),
        ("tomtom_calculate_route", {"locations": "45.7700,4.8590:45.7800,4.8700"}, TT_QPS),
        ("tomtom_search", {"query": "Place Bellecour, Lyon"}, TT_QPS),
        (
            "tomtom_calculate_route",
            {"locations": "45.7640,4.8357:45.7800,4.8700", "travelMode": "van"},
            TT_QPS,
        ),
    ],
)


def valhalla_trip(secs, km, maneuvers):
    return j(
        {
            "trip": {
                "locations": [
                    {"type": "break", "lat": 47.3769, "lon": 8.5417, "original_index": 0},
                    {"type": "break", "lat": 47.0502, "lon": 8.3093, "original_index": 1},
                ],
                "legs": [
                    {
                        "maneuvers": [
                            {
                                "type": 1 + i,
                                "instruction": m,
                                "time": round(secs / len(maneuvers), 1),
                                "length": round(km / len(maneuvers), 3),
                            }
                            for i, m in enumerate(maneuvers)
                        ],
                        "summary": {
                            "has_time_restrictions": False,
                            "has_toll": False,
                            "has_highway": False,
                            "min_lat": 47.05,
                            "min_lon": 8.30,
                            "max_lat": 47.38,
                            "max_lon": 8.55,
                            "time": secs,
                            "length": km,
                            "cost": round(secs * 1.3, 1),
                        },
                        "shape": hid("shape" + str(secs), 30),
                    }
                ],
                "summary": {"time": secs, "length": km, "cost": round(secs * 1.3, 1)},
                "status_message": "Found route between points",
                "status": 0,
                "units": "kilometers",
                "language": "en-US",
            }
        }
    )


S(
    "valhalla",
    "ok-1",
    "I'm cycling from Zurich HB to Lucerne tomorrow. Use Valhalla to get a bicycle route avoiding hills as much as possible and tell me distance and time; also check if there's a pedestrian path across the Reuss bridge at the end.",
    [
        (
            "valhalla_route",
            {
                "locations": [{"lat": 47.3769, "lon": 8.5417}, {"lat": 47.0502, "lon": 8.3093}],
                "costing": "bicycle",
                "costing_options": {"bicycle": {"use_hills": 0.1, "bicycle_type": "Hybrid"}},
            },
            valhalla_trip(
                12480.2,
                57.904,
                [
                    "Bike south on Bahnhofquai.",
                    "Turn right onto Sihlquai.",
                    "Continue on the Reuss cycle path for 18 kilometers.",
                    "Your destination is on the left.",
                ],
            ),
        ),
        (
            "valhalla_locate",
            {
                "locations": [{"lat": 47.0517, "lon": 8.3075}],
                "costing": "pedestrian",
                "verbose": False,
            },
            j(
                [
                    {
                        "input_lat": 47.0517,
                        "input_lon": 8.3075,
                        "nodes": [],
                        "edges": [
                            {
                                "way_id": 24410988,
                                "correlated_lat": 47.051702,
                                "correlated_lon": 8.307534,
                                "side_of_street": "neither",
                                "percent_along": 0.41,
                            }
                        ],
                    }
                ]
            ),
        ),
        (
            "valhalla_route",
            {
                "locations": [{"lat": 47.0522, "lon": 8.3069}, {"lat": 47.0512, "lon": 8.3081}],
                "costing": "pedestrian",
            },
            valhalla_trip(
                96.0, 0.118, ["Walk southeast on Rathaussteg.", "Your destination is on the right."]
            ),
        ),
    ],
)

VH_171 = j(
    {
        "error_code": 171,
        "error": "No suitable edges near location",
        "status_code": 400,
        "status": "Bad Request",
    }
)
S(
    "valhalla",
    "fail-1",
    "Using our self-hosted Valhalla, get the walking time from Porto's São Bento station to the Ribeira, the Clérigos tower and the Serralves museum.",
    [
        (
            "valhalla_route",
            {
                "locations": [{"lat": 41.1456, "lon": -8.6105}, {"lat": 41.1407, "lon": -8.6129}],
                "costing": "pedestrian",
            },
            VH_171,
        ),
        (
            "valhalla_route",
            {
                "locations": [{"lat": 41.1456, "lon": -8.6105}, {"lat": 41.1458, "lon": -8.6146}],
                "costing": "pedestrian",
            },
            VH_171,
        ),
        (
            "valhalla_route",
            {
                "locations": [{"lat": 41.1456, "lon": -8.6105}, {"lat": 41.1597, "lon": -8.6598}],
                "costing": "auto",
            },
            VH_171,
        ),
        (
            "valhalla_locate",
            {"locations": [{"lat": 41.1456, "lon": -8.6105}], "costing": "pedestrian"},
            j([{"input_lat": 41.1456, "input_lon": -8.6105, "nodes": None, "edges": None}]),
        ),
        (
            "valhalla_route",
            {
                "locations": [
                    {"lat": 41.1456, "lon": -8.6105, "radius": 500},
                    {"lat": 41.1407, "lon": -8.6129, "radius": 500},
                ],
                "costing": "pedestrian",
            },
            VH_171,
        ),
        (
            "valhalla_route",
            {
                "locations": [{"lat": 41.15, "lon": -8.61}, {"lat": 41.14, "lon": -8.61}],
                "costing": "bicycle",
            },
            VH_171,
        ),
        (
            "valhalla_status",
            {"verbose": True},
            j(
                {
                    "version": "3.4.0",
                    "tileset_last_modified": 1741046400,
                    "available_actions": [
                        "status",
                        "centroid",
                        "expansion",
                        "transit_available",
                        "trace_attributes",
                        "trace_route",
                        "isochrone",
                        "optimized_route",
                        "sources_to_targets",
                        "height",
                        "route",
                        "locate",
                    ],
                    "has_tiles": True,
                    "has_admins": True,
                    "has_timezones": True,
                    "has_live_traffic": False,
                    "bbox": {
                        "type": "FeatureCollection",
                        "features": [
                            {
                                "type": "Feature",
                                "geometry": {
                                    "type": "Polygon",
                                    "coordinates": [
                                        [
                                            [5.86, 47.27],
                                            [15.04, 47.27],
                                            [15.04, 55.06],
                                            [5.86, 55.06],
                                            [5.86, 47.27],
                                        ]
                                    ],
                                },
                                "properties": {},
                            }
                        ],
                    },
                }
            ),
        ),
    ],
)


def pelias(feats, text):
    return j(
        {
            "geocoding": {
                "version": "0.2",
                "attribution": "https://geocode.example.org/attribution",
                "query": {
                    "text": text,
                    "size": 10,
                    "layers": ["venue", "street", "address", "locality"],
                    "private": False,
                    "lang": {
                        "name": "English",
                        "iso6391": "en",
                        "iso6393": "eng",
                        "defaulted": False,
                    },
                    "querySize": 20,
                    "parser": "pelias",
                    "parsed_text": {},
                },
                "engine": {"name": "Pelias", "author": "Mapzen", "version": "1.0"},
                "timestamp": 1742379761000,
            },
            "type": "FeatureCollection",
            "features": feats,
            "bbox": None,
        }
    )


def pf(label, layer, pt, conf):
    return {
        "type": "Feature",
        "geometry": {"type": "Point", "coordinates": pt},
        "properties": {
            "id": hid(label, 10),
            "gid": f"openstreetmap:{layer}:{hid(label, 10)}",
            "layer": layer,
            "source": "openstreetmap",
            "name": label.split(",")[0],
            "confidence": conf,
            "match_type": "exact" if conf > 0.9 else "fallback",
            "accuracy": "point",
            "country": "Canada",
            "region": "Ontario",
            "locality": "Ottawa",
            "label": label,
        },
    }


S(
    "pelias",
    "ok-1",
    "Geocode these three addresses with our Pelias instance for the delivery CSV: 110 Laurier Ave W Ottawa, 50 Sussex Dr Ottawa, and 'Rideau Centre'. If one can't be found exactly, say so rather than guessing.",
    [
        (
            "pelias_search",
            {"text": "110 Laurier Ave W, Ottawa, ON"},
            pelias(
                [
                    pf(
                        "110 Laurier Avenue West, Ottawa, ON, Canada",
                        "address",
                        [-75.6979, 45.4207],
                        1,
                    )
                ],
                "110 Laurier Ave W, Ottawa, ON",
            ),
        ),
        (
            "pelias_search",
            {"text": "50 Sussex Dr, Ottawa, ON"},
            pelias(
                [pf("Sussex Drive, Ottawa, ON, Canada", "street", [-75.6943, 45.4351], 0.8)],
                "50 Sussex Dr, Ottawa, ON",
            ),
        ),
        (
            "pelias_search_structured",
            {"address": "50 Sussex Drive", "locality": "Ottawa", "region": "ON"},
            pelias(
                [pf("Sussex Drive, Ottawa, ON, Canada", "street", [-75.6943, 45.4351], 0.8)],
                "50 Sussex Drive, Ottawa, ON",
            ),
        ),
        (
            "pelias_search",
            {"text": "Rideau Centre, Ottawa"},
            pelias(
                [pf("CF Rideau Centre, Ottawa, ON, Canada", "venue", [-75.6920, 45.4255], 1)],
                "Rideau Centre, Ottawa",
            ),
        ),
    ],
)

_pel_empty = lambda t: pelias([], t)  # noqa: E731
S(
    "pelias",
    "fail-1",
    "Reverse-geocode the GPS points from yesterday's field survey near Nairobi to the nearest named place using our Pelias server.",
    [
        ("pelias_reverse", {"point.lat": -1.2864, "point.lon": 36.8172}, _pel_empty("")),
        ("pelias_reverse", {"point.lat": -1.2921, "point.lon": 36.8219}, _pel_empty("")),
        (
            "pelias_reverse",
            {"point.lat": -1.2921, "point.lon": 36.8219, "boundary.circle.radius": 5},
            _pel_empty(""),
        ),
        ("pelias_search", {"text": "Nairobi"}, _pel_empty("Nairobi")),
        (
            "pelias_search",
            {"text": "Kenyatta Avenue, Nairobi, Kenya"},
            _pel_empty("Kenyatta Avenue, Nairobi, Kenya"),
        ),
        (
            "pelias_reverse",
            {"point.lat": -1.3000, "point.lon": 36.8000, "layers": "locality"},
            _pel_empty(""),
        ),
        ("pelias_search", {"text": "Kenya"}, _pel_empty("Kenya")),
    ],
)

S(
    "qgis-process",
    "ok-1",
    "Use qgis_process to buffer the school points by 300 m, clip the buffers to the city boundary, and tell me how many features the output has.",
    [
        (
            "shell",
            {
                "command": "qgis_process run native:buffer -- INPUT=data/schools.gpkg DISTANCE=300 SEGMENTS=8 DISSOLVE=false OUTPUT=out/schools_buf.gpkg"
            },
            "\n ----------------\n Inputs\n ----------------\n\nDISSOLVE:\tfalse\nDISTANCE:\t300\nINPUT:\tdata/schools.gpkg\nOUTPUT:\tout/schools_buf.gpkg\nSEGMENTS:\t8\n\n\n0...10...20...30...40...50...60...70...80...90...100 - done.\n\n ----------------\n Results\n ----------------\n\nOUTPUT:\tout/schools_buf.gpkg\n",
        ),
        (
            "shell",
            {
                "command": "qgis_process run native:clip -- INPUT=out/schools_buf.gpkg OVERLAY=data/city_boundary.gpkg OUTPUT=out/schools_buf_clip.gpkg"
            },
            "\n ----------------\n Inputs\n ----------------\n\nINPUT:\tout/schools_buf.gpkg\nOUTPUT:\tout/schools_buf_clip.gpkg\nOVERLAY:\tdata/city_boundary.gpkg\n\n\n0...10...20...30...40...50...60...70...80...90...100 - done.\n\n ----------------\n Results\n ----------------\n\nOUTPUT:\tout/schools_buf_clip.gpkg\n",
        ),
        (
            "shell",
            {
                "command": "ogrinfo -so out/schools_buf_clip.gpkg output | grep -E 'Feature Count|Geometry'"
            },
            "Geometry: Polygon\nFeature Count: 143\n",
        ),
        (
            "shell",
            {"command": "ogrinfo -so data/schools.gpkg schools | grep 'Feature Count'"},
            "Feature Count: 151\n",
        ),
    ],
)


# ---------------------------------------------------------------- 4. package managers
SH = "shell"
S(
    "conan",
    "ok-1",
    "Our C++ project uses Conan 2. Check which versions of zlib and openssl are available on conancenter, bump openssl to the newest 3.x in conanfile.txt, and install.",
    [
        (
            SH,
            {"command": "conan search zlib -r conancenter"},
            "conancenter\n  zlib\n    zlib/1.2.11\n    zlib/1.2.12\n    zlib/1.2.13\n    zlib/1.3\n    zlib/1.3.1\n",
        ),
        (
            SH,
            {"command": "conan search 'openssl/3*' -r conancenter"},
            "conancenter\n  openssl\n    openssl/3.0.13\n    openssl/3.1.5\n    openssl/3.2.1\n    openssl/3.2.2\n    openssl/3.3.1\n",
        ),
        (
            SH,
            {
                "command": "sed -i 's#openssl/3.0.13#openssl/3.3.1#' conanfile.txt && grep -A3 requires conanfile.txt"
            },
            "[requires]\nzlib/1.3.1\nopenssl/3.3.1\nfmt/10.2.1\n",
        ),
        (
            SH,
            {"command": "conan install . --build=missing -s build_type=Release 2>&1 | tail -20"},
            "======== Computing necessary packages ========\nRequirements\n    fmt/10.2.1#9199a7a0611866dea5c8849a77467b25:4f267380690f99b3ef385199826c268f63147457#c2bc7e2e7fba8ab66cb7f5cc6ee7f5ae - Cache\n    openssl/3.3.1#a4fb11e3e2c9a5d2c09d1b2f3e9a1b77:b55d5e2c0e6d8c2f1a0b1f3e9a1b77f2c09d1b2f - Download (conancenter)\n    zlib/1.3.1#f52e03ae3d251dec704634230cd806a2:b647c43bfefae3f830561ca202b6cfd935b56205#4a53d4d5fcc3f1d1cd8e5e4e8f8d2a6c - Cache\n\n======== Installing packages ========\nopenssl/3.3.1: Retrieving package b55d5e2c0e6d8c2f1a0b1f3e9a1b77f2c09d1b2f from remote 'conancenter' \nopenssl/3.3.1: Package installed b55d5e2c0e6d8c2f1a0b1f3e9a1b77f2c09d1b2f\n\n======== Finalizing install (deploy, generators) ========\nconanfile.txt: Writing generators to /home/dev/proj/build/Release/generators\nconanfile.txt: Generator 'CMakeDeps' calling 'generate()'\nconanfile.txt: Generator 'CMakeToolchain' calling 'generate()'\nconanfile.txt: Generating aggregated env files\nconanfile.txt: Generated aggregated env files: ['conanbuild.sh', 'conanrun.sh']\nInstall finished successfully\n",
        ),
    ],
)

CONAN_ERR = "ERROR: HTTPSConnectionPool(host='conan.corp.example', port=443): Max retries exceeded with url: /artifactory/api/conan/conan-local/v2/conans/search?q={q} (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f3a2c1e4d90>, 'Connection to conan.corp.example timed out. (connect timeout=60)'))\n\nUnable to connect to remote conan-local=https://conan.corp.example/artifactory/api/conan/conan-local\n1. Make sure the remote is reachable or,\n2. Disable it with 'conan remote disable <remote>' or,\n3. Use the '-nr/--no-remote' argument\nThen try again.\n"
S(
    "conan",
    "fail-1",
    "Find out which versions of our internal 'telemetry-core' Conan package are on the corporate remote and whether 2.4.0 has a Linux gcc12 binary.",
    [
        (
            SH,
            {"command": "conan search telemetry-core -r conan-local"},
            CONAN_ERR.format(q="telemetry-core"),
        ),
        (
            SH,
            {"command": "conan search 'telemetry-core/*' -r conan-local"},
            CONAN_ERR.format(q="telemetry-core%2F%2A"),
        ),
        (
            SH,
            {"command": "conan remote list"},
            "conancenter: https://center2.conan.io [Verify SSL: True, Enabled: True]\nconan-local: https://conan.corp.example/artifactory/api/conan/conan-local [Verify SSL: True, Enabled: True]\n",
        ),
        (
            SH,
            {"command": "conan list 'telemetry-core/2.4.0:*' -r conan-local"},
            CONAN_ERR.format(q="telemetry-core%2F2.4.0"),
        ),
        (
            SH,
            {"command": "conan search telemetry* -r conan-local"},
            CONAN_ERR.format(q="telemetry%2A"),
        ),
        (
            SH,
            {"command": "conan list 'telemetry-core/*' -r conan-local -f json"},
            CONAN_ERR.format(q="telemetry-core%2F%2A"),
        ),
        (SH, {"command": "conan search '*' -r conan-local"}, CONAN_ERR.format(q="%2A")),
    ],
)

S(
    "vcpkg",
    "ok-1",
    "Add fmt and spdlog to our vcpkg manifest and make sure the x64-linux install works; tell me the resolved versions.",
    [
        (
            SH,
            {"command": "vcpkg search spdlog"},
            "spdlog                   1.14.1#1         Very fast, header only, C++ logging library\nspdlog[benchmark]                         Use google benchmark\nspdlog[wchar]                             Build with wchar_t (Windows only)\nThe result may be outdated. Run `git pull` to get the latest results.\n\nIf your port is not listed, please open an issue at and/or consider making a pull request.  -  https://github.com/Microsoft/vcpkg/issues\n",
        ),
        (
            SH,
            {"command": "vcpkg add port fmt spdlog"},
            "Succeeded in adding ports to vcpkg.json file.\n",
        ),
        (
            SH,
            {"command": "vcpkg install --triplet x64-linux 2>&1 | tail -12"},
            "Detecting compiler hash for triplet x64-linux...\nThe following packages will be built and installed:\n    fmt:x64-linux@10.2.1#2\n    spdlog:x64-linux@1.14.1#1\n  * vcpkg-cmake:x64-linux@2024-04-23\n  * vcpkg-cmake-config:x64-linux@2024-05-23\nAdditional packages (*) will be modified to complete this operation.\nRestored 4 package(s) from /home/dev/.cache/vcpkg/archives in 312 ms. Use --debug to see more details.\nInstalling 1/4 vcpkg-cmake-config:x64-linux@2024-05-23...\nInstalling 4/4 spdlog:x64-linux@1.14.1#1...\nTotal install time: 1.2 s\nspdlog provides CMake targets:\n\n  find_package(spdlog CONFIG REQUIRED)\n  target_link_libraries(main PRIVATE spdlog::spdlog)\n",
        ),
        (
            SH,
            {"command": "vcpkg list"},
            "fmt:x64-linux                                    10.2.1#2            Formatting library for C++. It can be used as a safe...\nspdlog:x64-linux                                 1.14.1#1            Very fast, header only, C++ logging library\nvcpkg-cmake-config:x64-linux                     2024-05-23\nvcpkg-cmake:x64-linux                            2024-04-23\n",
        ),
    ],
)

S(
    "poetry",
    "ok-1",
    "In this Poetry project, find out why 'urllib3' is pinned below 2, and if nothing needs that anymore, update it; run the tests after.",
    [
        (
            SH,
            {"command": "poetry show --tree | grep -B2 urllib3"},
            "botocore 1.29.165 Low-level, data-driven core of boto 3.\n├── jmespath >=0.7.1,<2.0.0\n├── python-dateutil >=2.1,<3.0.0\n│   └── six >=1.5\n└── urllib3 >=1.25.4,<1.27\nrequests 2.31.0 Python HTTP for Humans.\n--\n│   └── idna >=2.5,<4\n├── idna >=2.5,<4\n└── urllib3 >=1.21.1,<3\n",
        ),
        (
            SH,
            {"command": "poetry show botocore boto3 | grep -E 'name|version'"},
            " name         : botocore\n version      : 1.29.165\n name         : boto3\n version      : 1.26.165\n",
        ),
        (
            SH,
            {"command": "poetry add boto3@^1.34"},
            "Updating dependencies\nResolving dependencies... (2.1s)\n\nPackage operations: 0 installs, 5 updates, 0 removals\n\n  - Updating urllib3 (1.26.18 -> 2.2.1)\n  - Updating botocore (1.29.165 -> 1.34.69)\n  - Updating jmespath (1.0.0 -> 1.0.1)\n  - Updating s3transfer (0.6.2 -> 0.10.1)\n  - Updating boto3 (1.26.165 -> 1.34.69)\n\nWriting lock file\n",
        ),
        (
            SH,
            {"command": "poetry run pytest -q 2>&1 | tail -3"},
            "........................................................................ [ 90%]\n........                                                                 [100%]\n80 passed in 6.42s\n",
        ),
    ],
)

S(
    "poetry",
    "ok-2",
    "Check whether our Poetry lock file is in sync with pyproject.toml and list any outdated direct dependencies; don't change anything.",
    [
        (SH, {"command": "poetry check --lock"}, "All set!\n"),
        (SH, {"command": "poetry show --outdated --top-level"}, ""),
        (
            SH,
            {"command": "poetry show --top-level"},
            "fastapi  0.110.0 FastAPI framework, high performance, easy to learn, fast to code, ready for production\nhttpx    0.27.0  The next generation HTTP client.\npydantic 2.6.4   Data validation using Python type hints\nuvicorn  0.29.0  The lightning-fast ASGI server.\n",
        ),
        (SH, {"command": "poetry source show"}, "No sources configured for this project.\n"),
    ],
)

PNPM_401 = " ERR_PNPM_FETCH_401  GET https://npm.corp.example/{p}: Unauthorized - 401\n\nNo authorization header was set for the request.\n\nThese authorization settings were found:\n//npm.corp.example/:_authToken=npm_***[hidden]\n\nProgress: resolved 1, reused 0, downloaded 0, added 0\n"
S(
    "pnpm",
    "ok-1",
    "In the pnpm monorepo, find which workspace packages depend on lodash, upgrade lodash to latest across them, and confirm nothing else changed.",
    [
        (
            SH,
            {"command": "pnpm -r why lodash --depth 0"},
            "Legend: production dependency, optional only, dev only\n\n@acme/web@0.9.2 /repo/apps/web\n\ndependencies:\nlodash 4.17.20\n\n@acme/utils@1.3.0 /repo/packages/utils\n\ndependencies:\nlodash 4.17.20\n",
        ),
        (SH, {"command": "pnpm view lodash version"}, "4.17.21\n"),
        (
            SH,
            {"command": "pnpm -r --filter @acme/web --filter @acme/utils update lodash@latest"},
            "Scope: 2 of 7 workspace projects\nProgress: resolved 812, reused 809, downloaded 1, added 1, done\n\ndependencies:\n- lodash 4.17.20\n+ lodash 4.17.21\n\nDone in 3.1s\n",
        ),
        (
            SH,
            {"command": "git status --short"},
            " M apps/web/package.json\n M packages/utils/package.json\n M pnpm-lock.yaml\n",
        ),
    ],
)

S(
    "pnpm",
    "fail-1",
    "Install dependencies for the checkout of the design-system repo with pnpm and add @acme/tokens@^3; tell me if the build passes.",
    [
        (SH, {"command": "pnpm install"}, PNPM_401.format(p="@acme%2Ftokens")),
        (SH, {"command": "pnpm install --frozen-lockfile"}, PNPM_401.format(p="@acme%2Ftokens")),
        (SH, {"command": "pnpm add @acme/tokens@^3"}, PNPM_401.format(p="@acme%2Ftokens")),
        (SH, {"command": "pnpm view @acme/tokens versions"}, PNPM_401.format(p="@acme%2Ftokens")),
        (SH, {"command": "pnpm install --prefer-offline"}, PNPM_401.format(p="@acme%2Ficons")),
        (SH, {"command": "pnpm add @acme/tokens@3.2.0"}, PNPM_401.format(p="@acme%2Ftokens")),
        (
            SH,
            {"command": "pnpm install --reporter=append-only"},
            PNPM_401.format(p="@acme%2Ftokens"),
        ),
    ],
)

NUGET_401 = "  GET https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json\n  Unauthorized https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json 142ms\nUnable to load the service index for source https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json.\n  Response status code does not indicate success: 401 (Unauthorized).\n"
S(
    "nuget",
    "ok-1",
    "Using the nuget CLI, find the latest stable Serilog.Sinks.File, install it into packages/, and list what got installed.",
    [
        (
            SH,
            {
                "command": "nuget list Serilog.Sinks.File -Source https://api.nuget.org/v3/index.json"
            },
            "Serilog.Sinks.File 6.0.0\nSerilog.Sinks.File.Archive 1.0.5\nSerilog.Sinks.File.GZip 1.0.2\nSerilog.Sinks.File.Header 1.0.2\n",
        ),
        (
            SH,
            {
                "command": "nuget install Serilog.Sinks.File -Version 6.0.0 -OutputDirectory packages"
            },
            "Feeds used:\n  https://api.nuget.org/v3/index.json\n\nInstalling package 'Serilog.Sinks.File' to '/home/dev/app/packages'.\n  GET https://api.nuget.org/v3/registration5-gz-semver2/serilog.sinks.file/index.json\n  OK https://api.nuget.org/v3/registration5-gz-semver2/serilog.sinks.file/index.json 88ms\n\nAttempting to gather dependency information for package 'Serilog.Sinks.File.6.0.0' with respect to project 'packages', targeting 'Any,Version=v0.0'\nGathering dependency information took 401 ms\nAttempting to resolve dependencies for package 'Serilog.Sinks.File.6.0.0' with DependencyBehavior 'Lowest'\nResolving dependency information took 0 ms\nResolving actions to install package 'Serilog.Sinks.File.6.0.0'\nResolved actions to install package 'Serilog.Sinks.File.6.0.0'\nAdding package 'Serilog.4.0.0' to folder '/home/dev/app/packages'\nAdded package 'Serilog.4.0.0' to folder '/home/dev/app/packages'\nAdding package 'Serilog.Sinks.File.6.0.0' to folder '/home/dev/app/packages'\nAdded package 'Serilog.Sinks.File.6.0.0' to folder '/home/dev/app/packages'\nSuccessfully installed 'Serilog.Sinks.File 6.0.0' to packages\nExecuting nuget actions took 212 ms\n",
        ),
        (SH, {"command": "ls packages"}, "Serilog.4.0.0\nSerilog.Sinks.File.6.0.0\n"),
    ],
)

S(
    "nuget",
    "fail-1",
    "Restore the Contoso.Billing solution with nuget and check which version of our internal Contoso.Common package it resolves.",
    [
        (
            SH,
            {"command": "nuget restore Contoso.Billing.sln"},
            "MSBuild auto-detection: using msbuild version '17.9.8' from '/usr/lib/mono/msbuild/Current/bin'.\n"
            + NUGET_401
            + "NuGet Config files used:\n    /home/dev/src/billing/nuget.config\n    /home/dev/.nuget/NuGet/NuGet.Config\n",
        ),
        (SH, {"command": "nuget list Contoso.Common -Source internal"}, NUGET_401),
        (SH, {"command": "nuget list Contoso.Common -Source internal -AllVersions"}, NUGET_401),
        (
            SH,
            {"command": "nuget sources list"},
            "Registered Sources:\n\n  1.  nuget.org [Enabled]\n      https://api.nuget.org/v3/index.json\n  2.  internal [Enabled]\n      https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json\n",
        ),
        (
            SH,
            {"command": "nuget install Contoso.Common -Source internal -OutputDirectory /tmp/pk"},
            NUGET_401,
        ),
        (SH, {"command": "nuget restore Contoso.Billing.sln -NoCache"}, NUGET_401),
        (SH, {"command": "nuget list Contoso -Source internal"}, NUGET_401),
    ],
)

SBT_ERR = "[info] welcome to sbt 1.9.9 (Eclipse Adoptium Java 17.0.10)\n[info] loading settings for project ledger-build from plugins.sbt ...\n[info] loading project definition from /home/dev/ledger/project\n[info] Updating \n[error] sbt.librarymanagement.ResolveException: Error downloading com.acme:ledger-proto_2.13:{v}\n[error]   Not found\n[error]   Not found\n[error]   not found: /home/dev/.ivy2/localcom.acme/ledger-proto_2.13/{v}/ivys/ivy.xml\n[error]   download error: Caught java.net.SocketTimeoutException: Read timed out while downloading https://nexus.acme.internal/repository/maven-releases/com/acme/ledger-proto_2.13/{v}/ledger-proto_2.13-{v}.pom\n[error] Total time: 63 s (01:03), completed 19 Mar 2025, 10:41:07\n"
S(
    "sbt",
    "ok-1",
    "Run the sbt tests for the 'core' module only and tell me if anything fails, then show the dependency tree for cats-effect.",
    [
        (
            SH,
            {"command": "sbt 'core/testOnly *' 2>&1 | tail -8"},
            "[info] LedgerSpec:\n[info] - balances never go negative\n[info] - posting is idempotent\n[info] Run completed in 2 seconds, 118 milliseconds.\n[info] Total number of tests run: 46\n[info] Suites: completed 9, aborted 0\n[info] Tests: succeeded 46, failed 0, canceled 0, ignored 1, pending 0\n[info] All tests passed.\n",
        ),
        (
            SH,
            {"command": "sbt 'core/whatDependsOn org.typelevel cats-effect_2.13' 2>&1 | tail -6"},
            "[info] org.typelevel:cats-effect_2.13:3.5.4\n[info]   +-co.fs2:fs2-core_2.13:3.10.2 [S]\n[info]   | +-com.acme:core_2.13:0.1.0-SNAPSHOT [S]\n[info]   |\n[info]   +-com.acme:core_2.13:0.1.0-SNAPSHOT [S]\n[success] Total time: 1 s, completed 19 Mar 2025, 11:02:44\n",
        ),
    ],
)

S(
    "sbt",
    "fail-1",
    "Bump ledger-proto to 0.9.0 in our sbt build and compile; if 0.9.0 isn't published, try 0.8.x and tell me which one works.",
    [
        (
            SH,
            {
                "command": 'sed -i \'s/"ledger-proto" % "0.8.3"/"ledger-proto" % "0.9.0"/\' build.sbt && sbt compile'
            },
            SBT_ERR.format(v="0.9.0"),
        ),
        (SH, {"command": "sbt update"}, SBT_ERR.format(v="0.9.0")),
        (
            SH,
            {"command": "sed -i 's/0.9.0/0.8.4/' build.sbt && sbt compile"},
            SBT_ERR.format(v="0.8.4"),
        ),
        (
            SH,
            {"command": "sed -i 's/0.8.4/0.8.3/' build.sbt && sbt compile"},
            SBT_ERR.format(v="0.8.3"),
        ),
        (
            SH,
            {
                "command": "curl -s -o /dev/null -w '%{http_code}' --max-time 20 https://nexus.acme.internal/repository/maven-releases/"
            },
            "000",
        ),
        (SH, {"command": "sbt 'set offline := true' compile"}, SBT_ERR.format(v="0.8.3")),
        (SH, {"command": "sbt clean update"}, SBT_ERR.format(v="0.8.3")),
    ],
)


# ---------------------------------------------------------------- 5. HPC and data movement
QSTAT_HDR = "\npbs01: \n                                                            Req'd  Req'd   Elap\nJob ID          Username Queue    Jobname    SessID NDS TSK Memory Time  S Time\n--------------- -------- -------- ---------- ------ --- --- ------ ----- - -----\n"
S(
    "pbs",
    "ok-1",
    "Submit my CFD run script cfd_run.pbs to the PBS 'workq' and keep an eye on it until it finishes, then tell me its exit status and walltime used.",
    [
        (SH, {"command": "qsub -q workq cfd_run.pbs"}, "48817.pbs01\n"),
        (
            SH,
            {"command": "qstat -u rchen"},
            QSTAT_HDR
            + "48817.pbs01     rchen    workq    cfd_run       --    4 192  256gb 12:00 Q   -- \n",
        ),
        (
            SH,
            {"command": "qstat -u rchen"},
            QSTAT_HDR
            + "48817.pbs01     rchen    workq    cfd_run    31877    4 192  256gb 12:00 R 00:41\n",
        ),
        (
            SH,
            {"command": "qstat -u rchen"},
            QSTAT_HDR
            + "48817.pbs01     rchen    workq    cfd_run    31877    4 192  256gb 12:00 R 03:12\n",
        ),
        (SH, {"command": "qstat -u rchen"}, ""),
        (
            SH,
            {
                "command": "qstat -xf 48817 | grep -E 'job_state|Exit_status|resources_used.walltime|resources_used.mem'"
            },
            "    job_state = F\n    resources_used.mem = 201332716kb\n    resources_used.walltime = 04:57:31\n    Exit_status = 0\n",
        ),
    ],
)

PBS_DOWN = "Connection refused\nqstat: cannot connect to server pbs01 (errno=15010)\n"
S(
    "pbs",
    "fail-1",
    "Why is my PBS array job 50211[] not running yet? Check its state, the queue limits and what the scheduler says.",
    [
        (SH, {"command": "qstat -t 50211[]"}, PBS_DOWN),
        (SH, {"command": "qstat -f 50211[]"}, PBS_DOWN),
        (SH, {"command": "qstat -Qf workq"}, PBS_DOWN),
        (SH, {"command": "qstat -Bf"}, PBS_DOWN),
        (SH, {"command": "qstat -s 50211[]"}, PBS_DOWN),
        (
            SH,
            {"command": "pbsnodes -aSj | head"},
            "Connection refused\npbsnodes: cannot connect to server pbs01, error=15010\n",
        ),
        (SH, {"command": "qstat -u $USER"}, PBS_DOWN),
    ],
)

BJ_HDR = "JOBID   USER    STAT  QUEUE      FROM_HOST   EXEC_HOST   JOB_NAME   SUBMIT_TIME\n"
S(
    "lsf",
    "ok-1",
    "On LSF, submit 3 alignment jobs for samples S1-S3 to the 'long' queue, wait until they're done, and report any that failed.",
    [
        (
            SH,
            {
                "command": "for s in S1 S2 S3; do bsub -q long -n 8 -J align_$s -o logs/$s.%J.out ./align.sh $s; done"
            },
            "Job <771201> is submitted to queue <long>.\nJob <771202> is submitted to queue <long>.\nJob <771203> is submitted to queue <long>.\n",
        ),
        (
            SH,
            {"command": "bjobs -J 'align_*'"},
            BJ_HDR
            + "771201  mkovac  RUN   long       login02     8*cn114     align_S1   Mar 19 09:02\n771202  mkovac  RUN   long       login02     8*cn115     align_S2   Mar 19 09:02\n771203  mkovac  PEND  long       login02                 align_S3   Mar 19 09:02\n",
        ),
        (
            SH,
            {"command": "bjobs -J 'align_*'"},
            BJ_HDR
            + "771202  mkovac  RUN   long       login02     8*cn115     align_S2   Mar 19 09:02\n771203  mkovac  RUN   long       login02     8*cn114     align_S3   Mar 19 09:02\n",
        ),
        (SH, {"command": "bjobs -J 'align_*'"}, "No unfinished job found\n"),
        (
            SH,
            {"command": "bjobs -a -J 'align_*' -o 'jobid job_name stat exit_code run_time'"},
            "JOBID   JOB_NAME   STAT  EXIT_CODE RUN_TIME\n771201  align_S1   DONE  -         2411 second(s)\n771202  align_S2   EXIT  137       3307 second(s)\n771203  align_S3   DONE  -         2530 second(s)\n",
        ),
        (
            SH,
            {"command": "tail -5 logs/S2.771202.out"},
            "TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.\nExited with exit code 137.\n\nResource usage summary:\n    Max Memory :                                 32768 MB\n",
        ),
    ],
)

LSF_DOWN = "LSF is down. Please wait...\nLSF is down. Please wait...\nLSF is down. Please wait...\nlsb_init: Failed in an LSF library call: Failed in an LSF library call\n"
S(
    "lsf",
    "fail-1",
    "Show me the LSF jobs of the genomics group that are pending, and why, so I can tell the PI when the backlog will clear.",
    [
        (SH, {"command": "bjobs -u all -G genomics -p"}, LSF_DOWN),
        (SH, {"command": "bjobs -u all -p -w | head -40"}, LSF_DOWN),
        (SH, {"command": "bqueues -l long | head -30"}, LSF_DOWN),
        (SH, {"command": "bjobs -u all -G genomics -pl | head"}, LSF_DOWN),
        (
            SH,
            {"command": "lsid"},
            "IBM Spectrum LSF Standard 10.1.0.13, Oct 10 2023\nCopyright International Business Machines Corp. 1992, 2016.\nUS Government Users Restricted Rights - Use, duplication or disclosure restricted by GSA ADP Schedule Contract with IBM Corp.\n\nMy cluster name is hpc_prod\nls_getmastername(): Cannot locate master LIM now, try later\n",
        ),
        (SH, {"command": "bhosts | head"}, LSF_DOWN),
        (SH, {"command": "bjobs -u all -G genomics"}, LSF_DOWN),
    ],
)

S(
    "htcondor",
    "ok-1",
    "Submit the parameter sweep (sweep.sub, 50 jobs) to HTCondor and tell me when all are complete and whether any were held.",
    [
        (
            SH,
            {"command": "condor_submit sweep.sub"},
            "Submitting job(s)..................................................\n50 job(s) submitted to cluster 90412.\n",
        ),
        (
            SH,
            {"command": "condor_q 90412"},
            "\n\n-- Schedd: ap40.uw.osg-htc.org : <128.105.68.62:9618?... @ 03/19/25 10:14:02\nOWNER   BATCH_NAME     SUBMITTED   DONE   RUN    IDLE  TOTAL JOB_IDS\nnlopez  ID: 90412     3/19 10:12      _     12     38     50 90412.0-49\n\nTotal for query: 50 jobs; 0 completed, 0 removed, 38 idle, 12 running, 0 held, 0 suspended \nTotal for nlopez: 50 jobs; 0 completed, 0 removed, 38 idle, 12 running, 0 held, 0 suspended \nTotal for all users: 4121 jobs; 0 completed, 0 removed, 2990 idle, 1102 running, 29 held, 0 suspended\n\n",
        ),
        (
            SH,
            {"command": "condor_q 90412"},
            "\n\n-- Schedd: ap40.uw.osg-htc.org : <128.105.68.62:9618?... @ 03/19/25 10:58:40\nOWNER   BATCH_NAME     SUBMITTED   DONE   RUN    IDLE   HOLD  TOTAL JOB_IDS\nnlopez  ID: 90412     3/19 10:12     47      _      _      3     50 90412.7-41\n\nTotal for query: 3 jobs; 0 completed, 0 removed, 0 idle, 0 running, 3 held, 0 suspended \nTotal for nlopez: 3 jobs; 0 completed, 0 removed, 0 idle, 0 running, 3 held, 0 suspended \nTotal for all users: 3877 jobs; 0 completed, 0 removed, 2801 idle, 1047 running, 29 held, 0 suspended\n\n",
        ),
        (
            SH,
            {"command": "condor_q 90412 -hold -af ClusterId ProcId HoldReason"},
            "90412 7 Error from slot1_3@e2211.chtc.wisc.edu: Job has gone over cgroup memory limit of 2048 megabytes. Peak usage: 2311 megabytes.\n90412 23 Error from slot1_9@e1876.chtc.wisc.edu: Job has gone over cgroup memory limit of 2048 megabytes. Peak usage: 2290 megabytes.\n90412 41 Error from slot1_1@e2034.chtc.wisc.edu: Job has gone over cgroup memory limit of 2048 megabytes. Peak usage: 2402 megabytes.\n",
        ),
        (
            SH,
            {
                "command": "condor_qedit 90412 -constraint 'JobStatus == 5' RequestMemory 3072 && condor_release 90412"
            },
            'Set attribute "RequestMemory" for 3 matching jobs.\nAll jobs in cluster 90412 have been released\n',
        ),
    ],
)

S(
    "globus",
    "ok-1",
    "Transfer the run_2025_03 folder from the lab's Globus collection to the NERSC DTN collection and tell me when it has finished and how many files moved.",
    [
        (
            SH,
            {
                "command": "globus ls 'a6f165fa-aee2-4fe5-95f3-97429c28bf82:/data/run_2025_03/' | head"
            },
            "raw/\nprocessed/\nmanifest.csv\nREADME.txt\n",
        ),
        (
            SH,
            {
                "command": "globus transfer --recursive --label 'run_2025_03 to NERSC' a6f165fa-aee2-4fe5-95f3-97429c28bf82:/data/run_2025_03/ 9d6d994a-6d04-11e5-ba46-22000b92c6ec:/global/cfs/cdirs/m4412/run_2025_03/"
            },
            "Message: The transfer has been accepted and a task has been created and queued for execution\nTask ID: 3f7c2b1e-0465-11f0-9b1a-0affc202d2e9\n",
        ),
        (
            SH,
            {
                "command": "globus task show 3f7c2b1e-0465-11f0-9b1a-0affc202d2e9 | grep -E 'Status|Files|Bytes'"
            },
            "Status:                        ACTIVE\nFiles:                         1822\nFiles Skipped:                 0\nFiles Transferred:             611\nBytes Transferred:             201448113021\nBytes Per Second:              412880102\n",
        ),
        (
            SH,
            {
                "command": "globus task wait 3f7c2b1e-0465-11f0-9b1a-0affc202d2e9 --timeout 1800 --polling-interval 60"
            },
            "",
        ),
        (
            SH,
            {
                "command": "globus task show 3f7c2b1e-0465-11f0-9b1a-0affc202d2e9 | grep -E 'Status|Files|Bytes|Completion'"
            },
            "Status:                        SUCCEEDED\nCompletion Time:               2025-03-19T11:48:09+00:00\nFiles:                         1822\nFiles Skipped:                 0\nFiles Transferred:             1822\nBytes Transferred:             598127733410\nBytes Per Second:              401227316\n",
        ),
    ],
)

GLOBUS_401 = "Globus CLI Error: A Transfer API Error Occurred.\nHTTP status:      401\nrequest_id:       {r}\ncode:             AuthenticationFailed\nmessage:          Token is not active\n"
S(
    "globus",
    "fail-1",
    "List what's in the shared 'climate-ensembles' Globus collection under /cmip6/ and start a sync of the ssp585 directory to my laptop endpoint.",
    [
        (
            SH,
            {"command": "globus ls '0b1e2f10-6f02-4b6e-a0c1-8c3f7e9d1a22:/cmip6/'"},
            GLOBUS_401.format(r=hid("g1", 9)),
        ),
        (
            SH,
            {"command": "globus endpoint search 'climate-ensembles'"},
            GLOBUS_401.format(r=hid("g2", 9)),
        ),
        (
            SH,
            {"command": "globus ls '0b1e2f10-6f02-4b6e-a0c1-8c3f7e9d1a22:/'"},
            GLOBUS_401.format(r=hid("g3", 9)),
        ),
        (SH, {"command": "globus whoami"}, "nmarsh@uchicago.edu\n"),
        (
            SH,
            {"command": "globus ls '0b1e2f10-6f02-4b6e-a0c1-8c3f7e9d1a22:/cmip6/ssp585/'"},
            GLOBUS_401.format(r=hid("g4", 9)),
        ),
        (
            SH,
            {
                "command": "globus transfer --sync-level checksum --recursive 0b1e2f10-6f02-4b6e-a0c1-8c3f7e9d1a22:/cmip6/ssp585/ 5e1c5a44-8e3a-11ef-b3f1-0affd4b7c8a1:~/cmip6/ssp585/"
            },
            GLOBUS_401.format(r=hid("g5", 9)),
        ),
        (SH, {"command": "globus task list --limit 5"}, GLOBUS_401.format(r=hid("g6", 9))),
    ],
)

S(
    "irods",
    "ok-1",
    "In iRODS, find the microscopy files for project MX-88 tagged stain=DAPI, download the first two to ./dl, and confirm checksums.",
    [
        (
            SH,
            {"command": "imeta qu -d project = MX-88 and stain = DAPI"},
            "collection: /labZone/home/mx88/2025-03-10\ndataObj: plate01_w1.tif\n----\ncollection: /labZone/home/mx88/2025-03-10\ndataObj: plate02_w1.tif\n----\ncollection: /labZone/home/mx88/2025-03-12\ndataObj: plate05_w1.tif\n",
        ),
        (
            SH,
            {"command": "ils -L /labZone/home/mx88/2025-03-10"},
            "/labZone/home/mx88/2025-03-10:\n  mx88              0 demoResc    412110336 2025-03-10.14:02 & plate01_w1.tif\n    sha2:Yk2xQ4lN0p3v8Wm1T7qf0zHc2rJbK9sD5eX6aU1oBgE=    generic    /var/lib/irods/Vault/home/mx88/2025-03-10/plate01_w1.tif\n  mx88              0 demoResc    409870208 2025-03-10.14:05 & plate02_w1.tif\n    sha2:3Lq8dRj0Fz5kPa2Nc7WmHy4XbT1uVe6sGo9iQ0rKlMw=    generic    /var/lib/irods/Vault/home/mx88/2025-03-10/plate02_w1.tif\n",
        ),
        (
            SH,
            {
                "command": "iget -K -P /labZone/home/mx88/2025-03-10/plate01_w1.tif /labZone/home/mx88/2025-03-10/plate02_w1.tif ./dl/"
            },
            "0/2 -  0.00% of files done   0.000/782.000 MB -  0.00% of file sizes done\nProcessing plate01_w1.tif - 393.020 MB   2025-03-19.10:31:44\nplate01_w1.tif - 393.020/393.020 MB - 100.00% done   2025-03-19.10:31:51\n1/2 - 50.00% of files done   393.020/782.000 MB - 50.26% of file sizes done\nProcessing plate02_w1.tif - 390.880 MB   2025-03-19.10:31:51\nplate02_w1.tif - 390.880/390.880 MB - 100.00% done   2025-03-19.10:31:58\n",
        ),
        (
            SH,
            {"command": "ls -l dl/"},
            "total 783908\n-rw-r--r-- 1 dev dev 412110336 Mar 19 10:31 plate01_w1.tif\n-rw-r--r-- 1 dev dev 409870208 Mar 19 10:31 plate02_w1.tif\n",
        ),
    ],
)

IRODS_DOWN = "remote addresses: 10.20.4.17 ERROR: _rcConnect: connectToRhost error, server on irods.lab.example.edu:1247 is probably down status = -305111 USER_SOCK_CONNECT_ERR, Connection refused\n{c}: Connection refused\n"
S(
    "irods",
    "fail-1",
    "Get the list of sequencing runs stored in iRODS under /seqZone/projects/ONC-12 and download the sample sheet of the newest one.",
    [
        (SH, {"command": "ils /seqZone/projects/ONC-12"}, IRODS_DOWN.format(c="ils")),
        (SH, {"command": "ils -l /seqZone/projects/ONC-12/"}, IRODS_DOWN.format(c="ils")),
        (
            SH,
            {"command": "ienv | grep -E 'host|zone'"},
            "irods_host - irods.lab.example.edu\nirods_zone_name - seqZone\n",
        ),
        (SH, {"command": "imeta qu -C project = ONC-12"}, IRODS_DOWN.format(c="imeta")),
        (
            SH,
            {"command": "iget /seqZone/projects/ONC-12/latest/SampleSheet.csv ."},
            IRODS_DOWN.format(c="iget"),
        ),
        (SH, {"command": "ils /seqZone/home"}, IRODS_DOWN.format(c="ils")),
        (SH, {"command": "iinit"}, IRODS_DOWN.format(c="iinit")),
    ],
)

S(
    "apptainer",
    "ok-1",
    "Build an Apptainer image from the docker image rocker/r-ver:4.3.3, check R runs inside it, and bind /scratch when running the analysis script.",
    [
        (
            SH,
            {"command": "apptainer build r433.sif docker://rocker/r-ver:4.3.3"},
            "INFO:    Starting build...\nINFO:    Fetching OCI image...\n28.2MiB / 28.2MiB [==================================================] 100 % 0.0 b/s 0s\n301.4MiB / 301.4MiB [================================================] 100 % 0.0 b/s 0s\nINFO:    Extracting OCI image...\nINFO:    Inserting Apptainer configuration...\nINFO:    Creating SIF file...\nINFO:    Build complete: r433.sif\n",
        ),
        (
            SH,
            {"command": "apptainer exec r433.sif R --version | head -1"},
            'R version 4.3.3 (2024-02-29) -- "Angel Food Cake"\n',
        ),
        (
            SH,
            {
                "command": "apptainer exec --bind /scratch/$USER:/scratch r433.sif Rscript analysis.R /scratch/input.csv"
            },
            "Rows read: 48211\nModels fitted: 12\nWrote /scratch/results/summary.csv\n",
        ),
        (
            SH,
            {"command": "apptainer inspect r433.sif"},
            "org.label-schema.build-arch: amd64\norg.label-schema.build-date: Wednesday_19_March_2025_10:52:7_UTC\norg.label-schema.schema-version: 1.0\norg.label-schema.usage.apptainer.version: 1.3.4\norg.label-schema.usage.singularity.deffile.bootstrap: docker\norg.label-schema.usage.singularity.deffile.from: rocker/r-ver:4.3.3\n",
        ),
    ],
)


# ---------------------------------------------------------------- output
def rows():
    for family, run, task, calls in SESSIONS:
        success = run.startswith("ok-")
        for tool, args, result in calls:
            yield {
                "source": "heldout35/" + family,
                "run_id": f"{family}-{run}",
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": success},
            }


def main(out: Path = OUT) -> None:
    ids = [(f, r) for f, r, _, _ in SESSIONS]
    assert len(ids) == len(set(ids)), "duplicate run ids"
    with open(out, "w", encoding="utf-8") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
