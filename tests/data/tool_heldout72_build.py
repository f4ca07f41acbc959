# ruff: noqa: E501
"""Build tests/data/tool_heldout72.jsonl: held-out sessions for five tool domains.

Written blind (no detector code, docs or other fixtures read) from the public
descriptions of each tool's API and of common wrappers. Every row is one tool call in
the project's ``real-runs`` format; the rows of one session are consecutive.

Families and where their formats come from (how sure):

Stock media
- pexels: Pexels API v1 ``/v1/search`` and ``/v1/photos/:id`` JSON (page, per_page,
  photos[id, width, height, url, photographer, avg_color, src{...}, alt], next_page);
  an error body ``{"error": "..."}`` on a bad key. Sure of the body, less of the error text.
- unsplash: Unsplash API ``/search/photos`` (total, total_pages, results[...]), the
  ``/photos/:id/download`` tracking acknowledgement ``{"url": ...}``, and its plain-text
  ``Rate Limit Exceeded`` 403 body. Fairly sure.
- shutterstock: Shutterstock API v2 ``/v2/images/search`` (data, page, per_page,
  total_count, search_id) and ``/v2/images/licenses`` (data[{image_id, download, ...}]).
  Fairly sure of the shapes.
- getty: Getty Images API v3 ``/v3/search/images`` (result_count, images[id, title,
  caption, display_sizes, ...]) as an MCP server returns it. Fairly sure.
- adobe-stock: Adobe Stock Search API ``/Rest/Media/1/Search/Files`` (nb_results, files)
  and Content/License. Moderately sure of field names.
- pond5: Pond5 search through a fetch tool; the failure is the site's maintenance HTML.
  Less sure (shape of a maintenance page, not of an API).

Design assets
- google-fonts: Google Fonts Developer API ``/webfonts/v1/webfonts`` (kind, items[family,
  variants, subsets, version, lastModified, files, category]). Sure.
- fontawesome: Font Awesome GraphQL API ``search(version, query, first)`` returning
  ``{"data": {"search": [{id, label, familyStylesByLicense}]}}``. Moderately sure.
- iconify: Iconify API ``/search?query=`` (icons, total, limit, start, collections) and
  ``/collections``; the failure is a Node fetch ECONNREFUSED reported by an MCP server.
  Sure of the body; the error text is that of undici ``fetch failed``.
- noun-project: Noun Project API v2 ``/v2/icon`` (icons[attribution, id, term,
  thumbnail_url, ...], generated_at, next_page, total); a 401 from an expired OAuth1 key.
  Moderately sure.
- lottiefiles: LottieFiles public GraphQL ``searchPublicAnimations`` (edges/node,
  pageInfo). Moderately sure.
- icons8: Icons8 search API v3 (``success``, ``parameters``, ``icons[id, name,
  commonName, category, platform]``). Less sure of exact field names.

Dropshipping and wholesale
- cjdropshipping: CJ API 2.0 envelopes ``{"code", "result", "message", "data",
  "requestId"}`` for product/list, product/query, logistic/freightCalculate,
  shopping/order/createOrderV2; code 1600001 for an invalid/expired access token. Sure of
  the envelope (seen in client code), less of each data field.
- faire: Faire External API v2 ``/external-api/v2/orders`` (page, limit, orders[...]),
  order accept returning the order. Moderately sure.
- aliexpress-ds: AliExpress open platform ``aliexpress_ds_product_get_response`` /
  ``aliexpress_ds_freight_query_response`` / ``aliexpress_ds_order_create_response``
  with ``request_id`` (names from the opentaobao client). Moderately sure.
- syncee, modalyst, spocket: no well documented public API; Syncee and Modalyst as a
  store-app REST JSON, Spocket through a browser/fetch tool (markdown of the page).
  Least sure; the Syncee failure is an nginx 504 Gateway Time-out page.

Crowdfunding and creator memberships
- patreon: Patreon API v2 JSON:API (data, included, links.next, meta.pagination.cursors),
  and its 401 ``errors`` list. Sure.
- kickstarter: the site's discover JSON through a fetch tool; the failure is the
  Cloudflare "Just a moment..." challenge page. Fairly sure.
- gofundme: campaign pages through a fetch tool (markdown); the failure is a CloudFront
  504 error page. Fairly sure of the CloudFront text.
- indiegogo: Indiegogo search through a cached scraper tool (MCP) returning the same
  items whatever the query. Shape of a wrapper, not an official API.
- buymeacoffee: Buy Me a Coffee developer API ``/api/v1/supporters`` and
  ``/subscriptions`` (Laravel paginator: current_page, data, ...). Moderately sure.
- kofi: Ko-fi only sends webhooks; the tool reads stored webhook payloads (type,
  from_name, amount, kofi_transaction_id, ...). Sure of the payload fields.

Freelance marketplaces
- upwork: Upwork GraphQL API (``marketplaceJobPostingsSearch`` edges/pageInfo, errors
  array on an expired token). Moderately sure.
- freelancer: Freelancer.com API 0.1 ``{"status": "success", "result": {...},
  "request_id"}`` for projects/active, bids, messages; the failure is a session pointed
  at the sandbox host. Sure of the envelope.
- fiverr, toptal, malt: no public API; a browser tool's page text. Contra: a REST wrapper
  that reports a quota. Least sure.

No clock and no randomness: identifiers come from hashes of fixed strings.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout72"
ROWS: list[dict] = []


def h(s: str, n: int = 10) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(h(s, 12), 16) % (hi - lo + 1)


def J(o, indent=None) -> str:
    return json.dumps(o, ensure_ascii=False, indent=indent)


def session(family: str, ok: bool, n: int, task: str, calls: list) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"{SRC}/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


# ---------------------------------------------------------------- stock media
def pexels_photo(pid: int, alt: str, who: str, w: int = 4000, hh: int = 6000) -> dict:
    slug = alt.lower().replace(" ", "-").replace(",", "")
    base = f"https://images.pexels.com/photos/{pid}/pexels-photo-{pid}.jpeg"
    return {
        "id": pid,
        "width": w,
        "height": hh,
        "url": f"https://www.pexels.com/photo/{slug}-{pid}/",
        "photographer": who,
        "photographer_url": f"https://www.pexels.com/@{who.lower().replace(' ', '-')}",
        "photographer_id": num(who, 100000, 9999999),
        "avg_color": "#" + h(alt, 6).upper(),
        "src": {
            "original": base,
            "large2x": base + "?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940",
            "medium": base + "?auto=compress&cs=tinysrgb&h=350",
        },
        "liked": False,
        "alt": alt,
    }


def pexels_page(q: str, page: int, per: int, total: int, photos: list) -> str:
    body = {"page": page, "per_page": per, "photos": photos, "total_results": total}
    if page * per < total:
        body["next_page"] = (
            f"https://api.pexels.com/v1/search/?page={page + 1}&per_page={per}"
            f"&query={q.replace(' ', '+')}"
        )
    return J(body)


session(
    "pexels",
    True,
    1,
    "Find three vertical photos of rainy city streets at night for a poster, from Pexels,"
    " with the photographers' names for credits.",
    [
        (
            "pexels_search_photos",
            {"query": "rainy street night", "orientation": "portrait", "per_page": 5},
            pexels_page(
                "rainy street night",
                1,
                5,
                2184,
                [
                    pexels_photo(
                        2422588, "Wet asphalt reflecting neon signs", "Aleksandar Pasaric"
                    ),
                    pexels_photo(1755683, "Person with umbrella crossing road", "Josh Hild"),
                    pexels_photo(3052361, "Taxi lights blurred in rain", "Ryan Miguel Capili"),
                    pexels_photo(1906658, "Empty alley with puddles", "Matheus Bertelli"),
                    pexels_photo(2246476, "Tokyo street at night", "Satoshi Hirayama"),
                ],
            ),
        ),
        (
            "pexels_search_photos",
            {"query": "rainy street night", "orientation": "portrait", "per_page": 5, "page": 2},
            pexels_page(
                "rainy street night",
                2,
                5,
                2184,
                [
                    pexels_photo(3593922, "Bicycle under streetlamp in drizzle", "Kaique Rocha"),
                    pexels_photo(1529881, "Red umbrella on a crosswalk", "Genaro Servín"),
                    pexels_photo(2101187, "Tram tracks glowing after rain", "Kelly"),
                    pexels_photo(1123972, "Shop window seen through raindrops", "Lisa Fotios"),
                    pexels_photo(3408744, "Hong Kong crossing in rain", "Ketut Subiyanto"),
                ],
            ),
        ),
        (
            "pexels_get_photo",
            {"id": 1755683},
            J(pexels_photo(1755683, "Person with umbrella crossing road", "Josh Hild", 3648, 5472)),
        ),
        (
            "pexels_get_photo",
            {"id": 3408744},
            J(pexels_photo(3408744, "Hong Kong crossing in rain", "Ketut Subiyanto", 3456, 5184)),
        ),
        (
            "pexels_get_photo",
            {"id": 2422588},
            J(
                pexels_photo(
                    2422588, "Wet asphalt reflecting neon signs", "Aleksandar Pasaric", 2832, 4240
                )
            ),
        ),
    ],
)

session(
    "pexels",
    True,
    2,
    "Is there any Pexels video of a snow leopard? I need at least 4K; tell me if none exist.",
    [
        (
            "pexels_search_videos",
            {"query": "snow leopard", "min_width": 3840, "per_page": 10},
            J(
                {
                    "page": 1,
                    "per_page": 10,
                    "videos": [],
                    "total_results": 0,
                    "url": "https://www.pexels.com/search/videos/snow%20leopard/",
                }
            ),
        ),
        (
            "pexels_search_videos",
            {"query": "snow leopard", "per_page": 10},
            J(
                {
                    "page": 1,
                    "per_page": 10,
                    "total_results": 2,
                    "url": "https://www.pexels.com/search/videos/snow%20leopard/",
                    "videos": [
                        {
                            "id": 8507162,
                            "width": 1920,
                            "height": 1080,
                            "duration": 14,
                            "url": "https://www.pexels.com/video/a-snow-leopard-resting-on-a-rock-8507162/",
                            "image": "https://images.pexels.com/videos/8507162/pexels-photo-8507162.jpeg",
                            "user": {"id": 44120311, "name": "Roman Odintsov"},
                            "video_files": [
                                {
                                    "id": 9911801,
                                    "quality": "hd",
                                    "file_type": "video/mp4",
                                    "width": 1920,
                                    "height": 1080,
                                    "fps": 25,
                                },
                                {
                                    "id": 9911802,
                                    "quality": "sd",
                                    "file_type": "video/mp4",
                                    "width": 960,
                                    "height": 540,
                                    "fps": 25,
                                },
                            ],
                        },
                        {
                            "id": 6981441,
                            "width": 1280,
                            "height": 720,
                            "duration": 9,
                            "url": "https://www.pexels.com/video/big-cat-in-a-zoo-enclosure-6981441/",
                            "image": "https://images.pexels.com/videos/6981441/pexels-photo-6981441.jpeg",
                            "user": {"id": 1437723, "name": "Tima Miroshnichenko"},
                            "video_files": [
                                {
                                    "id": 7102310,
                                    "quality": "hd",
                                    "file_type": "video/mp4",
                                    "width": 1280,
                                    "height": 720,
                                    "fps": 29.97,
                                }
                            ],
                        },
                    ],
                }
            ),
        ),
        (
            "pexels_search_videos",
            {"query": "irbis mountain cat", "min_width": 3840, "per_page": 10},
            J(
                {
                    "page": 1,
                    "per_page": 10,
                    "videos": [],
                    "total_results": 0,
                    "url": "https://www.pexels.com/search/videos/irbis%20mountain%20cat/",
                }
            ),
        ),
        (
            "pexels_get_video",
            {"id": 8507162},
            J(
                {
                    "id": 8507162,
                    "width": 1920,
                    "height": 1080,
                    "duration": 14,
                    "url": "https://www.pexels.com/video/a-snow-leopard-resting-on-a-rock-8507162/",
                    "user": {"id": 44120311, "name": "Roman Odintsov"},
                    "video_files": [
                        {
                            "id": 9911801,
                            "quality": "hd",
                            "file_type": "video/mp4",
                            "width": 1920,
                            "height": 1080,
                            "fps": 25,
                            "link": "https://videos.pexels.com/video-files/8507162/8507162-hd_1920_1080_25fps.mp4",
                        }
                    ],
                    "video_pictures": [
                        {
                            "id": 3381022,
                            "nr": 0,
                            "picture": "https://images.pexels.com/videos/8507162/pictures/preview-0.jpg",
                        }
                    ],
                }
            ),
        ),
    ],
)

_px_err = J({"error": "Invalid API key provided"})  # noqa: E501
session(
    "pexels",
    False,
    1,
    "Collect 20 free photos of hands typing on laptops for the blog's header rotation.",
    [
        ("pexels_search_photos", {"query": "hands typing laptop", "per_page": 20}, _px_err),
        ("pexels_search_photos", {"query": "typing keyboard", "per_page": 20}, _px_err),
        ("pexels_curated", {"per_page": 20}, _px_err),
        ("pexels_search_photos", {"query": "laptop work desk", "per_page": 20, "page": 1}, _px_err),
        ("pexels_search_photos", {"query": "programmer hands", "per_page": 15}, _px_err),
        ("pexels_get_photo", {"id": 1181675}, _px_err),
        ("pexels_search_photos", {"query": "office keyboard close up", "per_page": 20}, _px_err),
    ],
)


def unsplash_photo(pid: str, desc: str, who: str, likes: int) -> dict:
    return {
        "id": pid,
        "slug": desc.lower().replace(" ", "-") + "-" + pid,
        "created_at": f"2023-0{num(pid, 1, 9)}-1{num(pid, 0, 9)}T08:{num(pid, 0, 59):02d}:11Z",
        "width": num(pid + "w", 3000, 6000),
        "height": num(pid + "h", 2000, 6000),
        "color": "#" + h(pid, 6),
        "description": None,
        "alt_description": desc,
        "urls": {
            "raw": f"https://images.unsplash.com/photo-{num(pid, 1500000000000, 1700000000000)}-{h(pid, 12)}?ixid=M3w1",
            "regular": f"https://images.unsplash.com/photo-{num(pid, 1500000000000, 1700000000000)}-{h(pid, 12)}?w=1080",
        },
        "links": {"download_location": f"https://api.unsplash.com/photos/{pid}/download?ixid=M3w1"},
        "likes": likes,
        "user": {"id": h(who, 11), "username": who.lower().replace(" ", ""), "name": who},
    }


session(
    "unsplash",
    True,
    1,
    "Pick an Unsplash photo of a lighthouse in fog for the newsletter and register the"
    " download as their guidelines require.",
    [
        (
            "unsplash_search_photos",
            {"query": "lighthouse fog", "per_page": 4, "orientation": "landscape"},
            J(
                {
                    "total": 612,
                    "total_pages": 153,
                    "results": [
                        unsplash_photo(
                            "kT3xW0pQe1A",
                            "white lighthouse on cliff under foggy sky",
                            "Robert Bye",
                            341,
                        ),
                        unsplash_photo(
                            "Zp2R7aaLm9c", "lighthouse beam in mist at dusk", "Jonas Denil", 127
                        ),
                        unsplash_photo(
                            "b1GqWs0Kx3E", "red and white lighthouse on rocks", "Mick Haupt", 88
                        ),
                        unsplash_photo(
                            "Q7f0yHcVn2s", "grey sea and distant tower", "Anne Nygård", 52
                        ),
                    ],
                }
            ),
        ),
        (
            "unsplash_get_photo",
            {"id": "Zp2R7aaLm9c"},
            J(
                {
                    **unsplash_photo(
                        "Zp2R7aaLm9c", "lighthouse beam in mist at dusk", "Jonas Denil", 127
                    ),
                    "exif": {
                        "make": "FUJIFILM",
                        "model": "X-T3",
                        "exposure_time": "1/60",
                        "aperture": "4.0",
                        "focal_length": "35.0",
                        "iso": 800,
                    },
                    "location": {
                        "name": "Peggy's Cove, Canada",
                        "city": "Peggy's Cove",
                        "country": "Canada",
                    },
                    "views": 918223,
                    "downloads": 4410,
                }
            ),
        ),
        (
            "unsplash_track_download",
            {"id": "Zp2R7aaLm9c"},
            J(
                {
                    "url": "https://images.unsplash.com/photo-1602441186254-5e3d3f1a2c10?ixid=M3w1MjE3fDB8MXxhbGx8fHx8fHx8fHwxNzA"
                }
            ),
        ),
        (
            "unsplash_get_user",
            {"username": "jonasdenil"},
            J(
                {
                    "id": h("Jonas Denil", 11),
                    "username": "jonasdenil",
                    "name": "Jonas Denil",
                    "portfolio_url": None,
                    "bio": "Belgian guy with a camera.",
                    "location": "Ghent",
                    "total_likes": 213,
                    "total_photos": 544,
                    "for_hire": False,
                    "links": {"html": "https://unsplash.com/@jonasdenil"},
                }
            ),
        ),
    ],
)

_us_rl = "Rate Limit Exceeded"
session(
    "unsplash",
    False,
    1,
    "Build a moodboard of 30 Unsplash images: warm minimalist interiors, terracotta, linen.",
    [
        ("unsplash_search_photos", {"query": "minimalist interior warm", "per_page": 30}, _us_rl),
        ("unsplash_search_photos", {"query": "terracotta interior", "per_page": 30}, _us_rl),
        ("unsplash_search_photos", {"query": "linen bedroom", "per_page": 30}, _us_rl),
        ("unsplash_list_collection_photos", {"collection_id": "8989012"}, _us_rl),
        ("unsplash_search_photos", {"query": "beige living room", "per_page": 10}, _us_rl),
        ("unsplash_random_photo", {"query": "warm interior", "count": 10}, _us_rl),
        ("unsplash_search_photos", {"query": "clay pottery shelf", "per_page": 10}, _us_rl),
        ("unsplash_search_photos", {"query": "japandi", "per_page": 10}, _us_rl),
    ],
)


def ss_img(iid: str, desc: str, contrib: str) -> dict:
    return {
        "id": iid,
        "aspect": 1.5,
        "assets": {
            "preview": {
                "height": 300,
                "url": f"https://image.shutterstock.com/display_pic_with_logo/{num(contrib, 100000, 999999)}/{iid}/stock-photo-{iid}.jpg",
                "width": 450,
            },
            "huge_thumb": {
                "height": 260,
                "url": f"https://image.shutterstock.com/image-photo/{iid}-260nw.jpg",
                "width": 390,
            },
        },
        "contributor": {"id": str(num(contrib, 100000, 999999))},
        "description": desc,
        "image_type": "photo",
        "has_model_release": "model" in desc or "woman" in desc or "man " in desc,
        "media_type": "image",
    }


session(
    "shutterstock",
    True,
    1,
    "License one Shutterstock image of a nurse talking with an elderly patient for the"
    " clinic brochure (standard license, our subscription) and get the download link.",
    [
        (
            "shutterstock_search_images",
            {"query": "nurse elderly patient conversation", "per_page": 3, "license": "commercial"},
            J(
                {
                    "data": [
                        ss_img(
                            "2184409851",
                            "Smiling nurse holding hands of senior woman at home care visit",
                            "Ground Picture",
                        ),
                        ss_img(
                            "1926537320",
                            "Female caregiver talking with elderly man sitting on sofa",
                            "Robert Kneschke",
                        ),
                        ss_img(
                            "2250113467",
                            "Nurse explaining medication to senior patient in clinic",
                            "Monkey Business Images",
                        ),
                    ],
                    "page": 1,
                    "per_page": 3,
                    "total_count": 48213,
                    "search_id": "3b" + h("nurse", 20),
                }
            ),
        ),
        (
            "shutterstock_list_subscriptions",
            {},
            J(
                {
                    "data": [
                        {
                            "id": "s" + h("sub-ss", 8),
                            "description": "Annual Subscription, 750 images/month",
                            "license": "standard",
                            "expiration_time": "2027-03-01T00:00:00-05:00",
                            "allotment": {
                                "downloads_left": 412,
                                "downloads_limit": 750,
                                "start_time": "2026-12-01T00:00:00-05:00",
                                "end_time": "2027-01-01T00:00:00-05:00",
                            },
                            "formats": [
                                {
                                    "size": "huge",
                                    "format": "jpg",
                                    "media_type": "image",
                                    "min_resolution": 4000000,
                                }
                            ],
                        }
                    ]
                }
            ),
        ),
        (
            "shutterstock_license_images",
            {
                "images": [
                    {
                        "image_id": "2250113467",
                        "subscription_id": "s" + h("sub-ss", 8),
                        "size": "huge",
                    }
                ]
            },
            J(
                {
                    "data": [
                        {
                            "image_id": "2250113467",
                            "download": {
                                "url": "https://download.shutterstock.com/gatekeeper/W3siZSI6MTc2NTE1/shutterstock_2250113467.jpg"
                            },
                            "allotment_charge": 1,
                            "license_id": "e" + h("lic2250113467", 31),
                        }
                    ]
                }
            ),
        ),
        (
            "shutterstock_list_licenses",
            {"image_id": "2250113467"},
            J(
                {
                    "data": [
                        {
                            "id": "e" + h("lic2250113467", 31),
                            "user": {"username": "clinicmarketing"},
                            "license": "standard",
                            "download_time": "2026-12-08T09:14:02-05:00",
                            "is_downloadable": True,
                            "image": {"id": "2250113467", "format": {"size": "huge"}},
                            "subscription_id": "s" + h("sub-ss", 8),
                        }
                    ],
                    "page": 1,
                    "per_page": 20,
                    "total_count": 1,
                }
            ),
        ),
    ],
)

session(
    "shutterstock",
    True,
    2,
    "Did we ever license Shutterstock image 1488203417 or 1570093318? Legal needs to know"
    " before we reuse them.",
    [
        (
            "shutterstock_list_licenses",
            {"image_id": "1488203417"},
            J({"data": [], "page": 1, "per_page": 20, "total_count": 0}),
        ),
        (
            "shutterstock_list_licenses",
            {"image_id": "1570093318"},
            J({"data": [], "page": 1, "per_page": 20, "total_count": 0}),
        ),
        (
            "shutterstock_get_image",
            {"id": "1488203417"},
            J(
                {
                    **ss_img(
                        "1488203417", "Aerial view of container port at sunset", "Travel mania"
                    ),
                    "added_date": "2019-07-22",
                    "categories": [{"id": "13", "name": "Industrial"}],
                    "keywords": ["port", "cargo", "container", "ship", "logistics"],
                }
            ),
        ),
        (
            "shutterstock_list_licenses",
            {"start_date": "2019-01-01", "sort": "oldest", "per_page": 20, "page": 1},
            J(
                {
                    "data": [
                        {
                            "id": "e" + h(f"old{i}", 31),
                            "license": "standard",
                            "download_time": f"2020-0{i + 1}-11T10:00:00-05:00",
                            "image": {
                                "id": str(num(f"old{i}", 1000000000, 1999999999)),
                                "format": {"size": "huge"},
                            },
                        }
                        for i in range(4)
                    ],
                    "page": 1,
                    "per_page": 20,
                    "total_count": 4,
                }
            ),
        ),
    ],
)


def getty_img(gid: str, title: str, artist: str) -> dict:
    return {
        "id": gid,
        "asset_family": "editorial",
        "caption": f"{title}. (Photo by {artist}/Getty Images)",
        "collection_code": "GET",
        "collection_name": "Getty Images News",
        "date_created": f"2024-{num(gid, 1, 9):02d}-{num(gid, 10, 28)}T{num(gid, 10, 22)}:05:00.000Z",
        "display_sizes": [
            {
                "is_watermarked": True,
                "name": "comp",
                "uri": f"https://media.gettyimages.com/id/{gid}/photo/a.jpg?s=612x612",
            }
        ],
        "license_model": "rightsmanaged",
        "title": title,
        "artist": artist,
    }


session(
    "getty",
    True,
    1,
    "Find Getty editorial photos from the 2024 Paris Olympics opening ceremony on the"
    " Seine, and check which sizes we can download.",
    [
        (
            "getty_search_images",
            {
                "phrase": "Paris 2024 opening ceremony Seine",
                "sort_order": "best_match",
                "page_size": 3,
            },
            J(
                {
                    "result_count": 4132,
                    "images": [
                        getty_img(
                            "2163470921",
                            "Athletes aboard boats on the Seine during the Opening Ceremony",
                            "Cameron Spencer",
                        ),
                        getty_img(
                            "2163512774",
                            "Fireworks over the Eiffel Tower during the Opening Ceremony",
                            "Matthias Hangst",
                        ),
                        getty_img(
                            "2163477008",
                            "Lady Gaga performs on the Seine ahead of the Opening Ceremony",
                            "Kevin C. Cox",
                        ),
                    ],
                },
                indent=2,
            ),
        ),
        (
            "getty_get_image",
            {"id": "2163512774", "fields": ["download_sizes", "keywords"]},
            J(
                {
                    "images": [
                        {
                            "id": "2163512774",
                            "download_sizes": [
                                {
                                    "height": 341,
                                    "width": 512,
                                    "bytes": 98213,
                                    "name": "small",
                                    "media_type": "image/jpeg",
                                },
                                {
                                    "height": 683,
                                    "width": 1024,
                                    "bytes": 310447,
                                    "name": "medium",
                                    "media_type": "image/jpeg",
                                },
                                {
                                    "height": 5504,
                                    "width": 8256,
                                    "bytes": 21450231,
                                    "name": "x-large",
                                    "media_type": "image/jpeg",
                                },
                            ],
                            "keywords": [
                                {"text": "Fireworks", "type": "Unknown"},
                                {"text": "Eiffel Tower", "type": "Unknown"},
                            ],
                        }
                    ],
                    "images_not_found": [],
                },
                indent=2,
            ),
        ),
        (
            "getty_get_image",
            {"id": "2163470921", "fields": ["download_sizes"]},
            J(
                {
                    "images": [
                        {
                            "id": "2163470921",
                            "download_sizes": [
                                {
                                    "height": 683,
                                    "width": 1024,
                                    "bytes": 287731,
                                    "name": "medium",
                                    "media_type": "image/jpeg",
                                },
                                {
                                    "height": 4480,
                                    "width": 6720,
                                    "bytes": 16002144,
                                    "name": "x-large",
                                    "media_type": "image/jpeg",
                                },
                            ],
                        }
                    ],
                    "images_not_found": [],
                },
                indent=2,
            ),
        ),
        (
            "getty_search_images",
            {"phrase": "Paris 2024 opening ceremony Seine", "page": 2, "page_size": 3},
            J(
                {
                    "result_count": 4132,
                    "images": [
                        getty_img(
                            "2163466650", "Céline Dion performs at the Eiffel Tower", "Ezra Shaw"
                        ),
                        getty_img(
                            "2163459902", "Rain falls on spectators along the Seine", "Adam Pretty"
                        ),
                        getty_img(
                            "2163481119",
                            "The Olympic cauldron rises over the Tuileries",
                            "Michael Steele",
                        ),
                    ],
                },
                indent=2,
            ),
        ),
    ],
)

_getty_stale = J(
    {
        "result_count": 3,
        "images": [
            getty_img(
                "1408823010", "General view of Wembley Stadium before the match", "Shaun Botterill"
            ),
            getty_img("1408823113", "Fans arrive at Wembley Stadium", "Shaun Botterill"),
            getty_img("1408824501", "Trophy on display ahead of the final", "Alex Pantling"),
        ],
    },
    indent=2,
)
session(
    "getty",
    False,
    1,
    "Find Getty photos of the Tokyo Marathon 2025 elite women's race finish.",
    [
        ("getty_search_images", {"phrase": "Tokyo Marathon 2025 women finish"}, _getty_stale),
        (
            "getty_search_images",
            {"phrase": "Tokyo Marathon 2025", "sort_order": "newest"},
            _getty_stale,
        ),
        ("getty_search_images", {"phrase": "Sutume Kebede Tokyo marathon"}, _getty_stale),
        (
            "getty_search_images",
            {"phrase": "marathon finish line Tokyo", "date_from": "2025-03-01"},
            _getty_stale,
        ),
        ("getty_search_images", {"phrase": "Tokyo Marathon elite women", "page": 2}, _getty_stale),
        ("getty_search_images", {"phrase": "東京マラソン 2025"}, _getty_stale),
        (
            "getty_search_images",
            {"phrase": "Tokyo Metropolitan Government Building marathon runners"},
            _getty_stale,
        ),
    ],
)

session(
    "adobe-stock",
    True,
    1,
    "On Adobe Stock, find a vector illustration of a solar panel installer, check whether our"
    " team already licensed it, and license it if not.",
    [
        (
            "adobe_stock_search_files",
            {
                "search_parameters[words]": "solar panel installer vector",
                "search_parameters[filters][content_type:vector]": 1,
                "search_parameters[limit]": 3,
            },
            J(
                {
                    "nb_results": 1874,
                    "files": [
                        {
                            "id": 512340877,
                            "title": "Worker installing solar panels on roof flat vector illustration",
                            "creator_name": "Irina Strelnikova",
                            "width": 5000,
                            "height": 3750,
                            "content_type": "application/illustrator",
                            "thumbnail_url": "https://t4.ftcdn.net/jpg/05/12/34/08/240_F_512340877_ab.jpg",
                            "is_licensed": "",
                        },
                        {
                            "id": 606118233,
                            "title": "Technicians with solar module, renewable energy concept",
                            "creator_name": "Vectorium",
                            "width": 6000,
                            "height": 4000,
                            "content_type": "application/illustrator",
                            "thumbnail_url": "https://t3.ftcdn.net/jpg/06/06/11/82/240_F_606118233_cd.jpg",
                            "is_licensed": "",
                        },
                        {
                            "id": 438870112,
                            "title": "Solar energy engineer isometric icon",
                            "creator_name": "Sensvector",
                            "width": 4500,
                            "height": 4500,
                            "content_type": "application/illustrator",
                            "thumbnail_url": "https://t4.ftcdn.net/jpg/04/38/87/01/240_F_438870112_ef.jpg",
                            "is_licensed": "Standard",
                        },
                    ],
                }
            ),
        ),
        (
            "adobe_stock_content_info",
            {"content_id": 512340877, "license": "Standard"},
            J(
                {
                    "contents": {
                        "512340877": {
                            "content_id": "512340877",
                            "size": "Comp",
                            "purchase_details": {"state": "not_purchased", "stock_id": 512340877},
                        }
                    }
                }
            ),
        ),
        (
            "adobe_stock_member_profile",
            {"content_id": 512340877, "license": "Standard"},
            J(
                {
                    "available_entitlement": {
                        "quota": 38,
                        "license_type_id": 1,
                        "has_credit_model": False,
                        "has_agency_model": False,
                        "is_cce": True,
                        "full_entitlement_quota": {"image_quota": 38},
                    },
                    "member": {"stock_id": 207781344},
                    "purchase_options": {
                        "state": "possible",
                        "requires_checkout": False,
                        "message": "This will use 1 of your 38 images.",
                    },
                }
            ),
        ),
        (
            "adobe_stock_content_license",
            {"content_id": 512340877, "license": "Standard"},
            J(
                {
                    "contents": {
                        "512340877": {
                            "content_id": "512340877",
                            "size": "Comp",
                            "purchase_details": {
                                "state": "purchased",
                                "license": "Standard",
                                "date": "2026-12-08 14:22:09",
                                "url": "https://stock.adobe.com/Rest/Libraries/Download/512340877/1",
                                "content_type": "application/illustrator",
                                "width": 5000,
                                "height": 3750,
                            },
                        }
                    },
                    "member": {"stock_id": 207781344},
                    "available_entitlement": {"quota": 37},
                }
            ),
        ),
    ],
)

_pond5_maint = (
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Pond5 - Scheduled Maintenance</title></head>\n'
    '<body><div class="maint"><img src="/static/img/pond5-logo.svg" alt="Pond5">\n'
    "<h1>We'll be right back.</h1>\n<p>Pond5 is undergoing scheduled maintenance to improve your experience. "
    "We expect to be back online shortly. Thank you for your patience.</p>\n"
    '<p>Questions? <a href="mailto:support@pond5.com">support@pond5.com</a></p></div></body></html>'
)
session(
    "pond5",
    False,
    1,
    "Find royalty-free drone footage of the Faroe Islands cliffs on Pond5, 4K, under $150.",
    [
        (
            "fetch_url",
            {"url": "https://www.pond5.com/search?kw=faroe-islands-drone&media=footage"},
            _pond5_maint,
        ),
        (
            "fetch_url",
            {
                "url": "https://www.pond5.com/search?kw=faroe+cliffs+aerial&media=footage&resolution=4k"
            },
            _pond5_maint,
        ),
        (
            "fetch_url",
            {"url": "https://www.pond5.com/stock-footage/faroe-islands.html"},
            _pond5_maint,
        ),
        ("fetch_url", {"url": "https://www.pond5.com/search?kw=mykines+drone"}, _pond5_maint),
        (
            "fetch_url",
            {"url": "https://www.pond5.com/search?kw=faroe&media=footage&pricegt=0&pricelt=150"},
            _pond5_maint,
        ),
        ("fetch_url", {"url": "https://www.pond5.com/artists/skyfilms"}, _pond5_maint),
    ],
)

session(
    "unsplash",
    True,
    2,
    "Make a private Unsplash collection 'Q1 campaign – alpine' and add the three photos I"
    " shortlisted (ids 7tXA1Uj6dF0, pHANr-CpbYM, h3kuhYUCE9A).",
    [
        (
            "unsplash_create_collection",
            {"title": "Q1 campaign – alpine", "private": True},
            J(
                {
                    "id": "91834227",
                    "title": "Q1 campaign – alpine",
                    "description": None,
                    "published_at": "2026-12-08T10:41:09Z",
                    "total_photos": 0,
                    "private": True,
                    "share_key": h("share", 32),
                    "user": {"username": "ourbrandstudio", "name": "Our Brand Studio"},
                    "links": {
                        "self": "https://api.unsplash.com/collections/91834227",
                        "html": "https://unsplash.com/collections/91834227/q1-campaign-alpine",
                    },
                }
            ),
        ),
        (
            "unsplash_add_to_collection",
            {"collection_id": "91834227", "photo_id": "7tXA1Uj6dF0"},
            J(
                {
                    "photo": {
                        "id": "7tXA1Uj6dF0",
                        "alt_description": "snow covered mountain under blue sky",
                    },
                    "collection": {"id": "91834227", "total_photos": 1},
                    "user": {"username": "ourbrandstudio"},
                    "created_at": "2026-12-08T10:41:20Z",
                }
            ),
        ),
        (
            "unsplash_add_to_collection",
            {"collection_id": "91834227", "photo_id": "pHANr-CpbYM"},
            J(
                {
                    "photo": {"id": "pHANr-CpbYM", "alt_description": "hiker on ridge at sunrise"},
                    "collection": {"id": "91834227", "total_photos": 2},
                    "user": {"username": "ourbrandstudio"},
                    "created_at": "2026-12-08T10:41:27Z",
                }
            ),
        ),
        (
            "unsplash_add_to_collection",
            {"collection_id": "91834227", "photo_id": "h3kuhYUCE9A"},
            J(
                {
                    "photo": {
                        "id": "h3kuhYUCE9A",
                        "alt_description": "wooden cabin in snowy valley",
                    },
                    "collection": {"id": "91834227", "total_photos": 3},
                    "user": {"username": "ourbrandstudio"},
                    "created_at": "2026-12-08T10:41:33Z",
                }
            ),
        ),
        (
            "unsplash_get_collection_photos",
            {"collection_id": "91834227"},
            J(
                [
                    unsplash_photo(
                        "7tXA1Uj6dF0", "snow covered mountain under blue sky", "Kalen Emsley", 2301
                    ),
                    unsplash_photo(
                        "pHANr-CpbYM", "hiker on ridge at sunrise", "Sebastian Staines", 980
                    ),
                    unsplash_photo(
                        "h3kuhYUCE9A", "wooden cabin in snowy valley", "Christoph Deinet", 412
                    ),
                ]
            ),
        ),
    ],
)


# ---------------------------------------------------------------- design assets
def gfont(fam: str, cat: str, variants: list, subsets: list, ver: str, mod: str) -> dict:
    base = "https://fonts.gstatic.com/s/" + fam.lower().replace(" ", "")
    return {
        "family": fam,
        "variants": variants,
        "subsets": subsets,
        "version": ver,
        "lastModified": mod,
        "files": {v: f"{base}/{ver}/{h(fam + v, 24)}.ttf" for v in variants},
        "category": cat,
        "kind": "webfonts#webfont",
        "menu": f"{base}/{ver}/{h(fam + 'menu', 24)}.ttf",
    }


session(
    "google-fonts",
    True,
    1,
    "Which Google Fonts serif families support Vietnamese and have both 400 and 700 italic?"
    " Give me the three most popular.",
    [
        (
            "google_fonts_list",
            {
                "sort": "popularity",
                "subset": "vietnamese",
                "category": "serif",
                "capability": "WOFF2",
            },
            J(
                {
                    "kind": "webfonts#webfontList",
                    "items": [
                        gfont(
                            "Merriweather",
                            "serif",
                            ["300", "regular", "italic", "700", "700italic", "900"],
                            ["cyrillic", "latin", "latin-ext", "vietnamese"],
                            "v31",
                            "2024-09-04",
                        ),
                        gfont(
                            "Lora",
                            "serif",
                            [
                                "regular",
                                "500",
                                "600",
                                "700",
                                "italic",
                                "500italic",
                                "600italic",
                                "700italic",
                            ],
                            ["cyrillic", "latin", "latin-ext", "math", "symbols", "vietnamese"],
                            "v35",
                            "2024-09-04",
                        ),
                        gfont(
                            "Noto Serif",
                            "serif",
                            ["regular", "italic", "700", "700italic"],
                            ["cyrillic", "greek", "latin", "latin-ext", "vietnamese"],
                            "v23",
                            "2024-09-04",
                        ),
                        gfont(
                            "Roboto Slab",
                            "serif",
                            ["100", "300", "regular", "500", "700", "900"],
                            ["cyrillic", "greek", "latin", "latin-ext", "vietnamese"],
                            "v34",
                            "2024-09-04",
                        ),
                    ],
                },
                indent=2,
            ),
        ),
        (
            "google_fonts_list",
            {"family": "Playfair Display"},
            J(
                {
                    "kind": "webfonts#webfontList",
                    "items": [
                        gfont(
                            "Playfair Display",
                            "serif",
                            [
                                "regular",
                                "500",
                                "600",
                                "700",
                                "800",
                                "900",
                                "italic",
                                "500italic",
                                "600italic",
                                "700italic",
                                "800italic",
                                "900italic",
                            ],
                            ["cyrillic", "latin", "latin-ext", "vietnamese"],
                            "v37",
                            "2024-09-04",
                        )
                    ],
                },
                indent=2,
            ),
        ),
        (
            "google_fonts_list",
            {"family": "EB Garamond"},
            J(
                {
                    "kind": "webfonts#webfontList",
                    "items": [
                        gfont(
                            "EB Garamond",
                            "serif",
                            [
                                "regular",
                                "500",
                                "600",
                                "700",
                                "800",
                                "italic",
                                "500italic",
                                "600italic",
                                "700italic",
                                "800italic",
                            ],
                            [
                                "cyrillic",
                                "cyrillic-ext",
                                "greek",
                                "greek-ext",
                                "latin",
                                "latin-ext",
                                "vietnamese",
                            ],
                            "v30",
                            "2024-09-04",
                        )
                    ],
                },
                indent=2,
            ),
        ),
        (
            "fetch_url",
            {
                "url": "https://fonts.googleapis.com/css2?family=Lora:ital,wght@1,400;1,700&display=swap"
            },
            "/* vietnamese */\n@font-face {\n  font-family: 'Lora';\n  font-style: italic;\n  font-weight: 400;\n  font-display: swap;\n  src: url(https://fonts.gstatic.com/s/lora/v35/0QIhMX1D_JOuMw_LL_tLtHY.woff2) format('woff2');\n  unicode-range: U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB;\n}\n/* latin */\n@font-face {\n  font-family: 'Lora';\n  font-style: italic;\n  font-weight: 700;\n  font-display: swap;\n  src: url(https://fonts.gstatic.com/s/lora/v35/0QIhMX1D_JOuMw_LIftLtHY.woff2) format('woff2');\n  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;\n}\n",
        ),
    ],
)

session(
    "google-fonts",
    True,
    2,
    "Is 'Helvetica Neue' or 'Avenir' available on Google Fonts? If not, what's the closest"
    " family that is?",
    [
        (
            "google_fonts_list",
            {"family": "Helvetica Neue"},
            J(
                {
                    "error": {
                        "code": 400,
                        "message": "No font family found with name Helvetica Neue",
                        "status": "INVALID_ARGUMENT",
                    }
                },
                indent=2,
            ),
        ),
        (
            "google_fonts_list",
            {"family": "Avenir"},
            J(
                {
                    "error": {
                        "code": 400,
                        "message": "No font family found with name Avenir",
                        "status": "INVALID_ARGUMENT",
                    }
                },
                indent=2,
            ),
        ),
        (
            "google_fonts_list",
            {"family": "Inter"},
            J(
                {
                    "kind": "webfonts#webfontList",
                    "items": [
                        gfont(
                            "Inter",
                            "sans-serif",
                            ["100", "200", "300", "regular", "500", "600", "700", "800", "900"],
                            [
                                "cyrillic",
                                "cyrillic-ext",
                                "greek",
                                "greek-ext",
                                "latin",
                                "latin-ext",
                                "vietnamese",
                            ],
                            "v18",
                            "2024-09-04",
                        )
                    ],
                },
                indent=2,
            ),
        ),
        (
            "google_fonts_list",
            {"family": "Nunito Sans"},
            J(
                {
                    "kind": "webfonts#webfontList",
                    "items": [
                        gfont(
                            "Nunito Sans",
                            "sans-serif",
                            ["200", "300", "regular", "600", "700", "800", "900"],
                            ["cyrillic", "cyrillic-ext", "latin", "latin-ext", "vietnamese"],
                            "v15",
                            "2024-09-04",
                        )
                    ],
                },
                indent=2,
            ),
        ),
    ],
)

session(
    "fontawesome",
    True,
    1,
    "Find Font Awesome 6 icons for 'recycle bin', 'leaf' and 'water drop' that are in the"
    " Free set, and create a kit with them for the eco landing page.",
    [
        (
            "fontawesome_search",
            {"version": "6.5.2", "query": "recycle", "first": 5},
            J(
                {
                    "data": {
                        "search": [
                            {
                                "id": "recycle",
                                "label": "Recycle",
                                "unicode": "f1b8",
                                "familyStylesByLicense": {
                                    "free": [{"family": "classic", "style": "solid"}],
                                    "pro": [
                                        {"family": "classic", "style": "solid"},
                                        {"family": "classic", "style": "regular"},
                                        {"family": "classic", "style": "light"},
                                    ],
                                },
                            },
                            {
                                "id": "dumpster",
                                "label": "Dumpster",
                                "unicode": "f793",
                                "familyStylesByLicense": {
                                    "free": [{"family": "classic", "style": "solid"}],
                                    "pro": [{"family": "classic", "style": "solid"}],
                                },
                            },
                            {
                                "id": "trash-can-arrow-up",
                                "label": "Trash Can Arrow Up",
                                "unicode": "f82a",
                                "familyStylesByLicense": {
                                    "free": [
                                        {"family": "classic", "style": "solid"},
                                        {"family": "classic", "style": "regular"},
                                    ],
                                    "pro": [],
                                },
                            },
                        ]
                    }
                }
            ),
        ),
        (
            "fontawesome_search",
            {"version": "6.5.2", "query": "leaf", "first": 5},
            J(
                {
                    "data": {
                        "search": [
                            {
                                "id": "leaf",
                                "label": "leaf",
                                "unicode": "f06c",
                                "familyStylesByLicense": {
                                    "free": [{"family": "classic", "style": "solid"}],
                                    "pro": [{"family": "classic", "style": "regular"}],
                                },
                            },
                            {
                                "id": "seedling",
                                "label": "Seedling",
                                "unicode": "f4d8",
                                "familyStylesByLicense": {
                                    "free": [{"family": "classic", "style": "solid"}],
                                    "pro": [],
                                },
                            },
                            {
                                "id": "canadian-maple-leaf",
                                "label": "Canadian Maple Leaf",
                                "unicode": "f785",
                                "familyStylesByLicense": {
                                    "free": [{"family": "brands", "style": "brands"}],
                                    "pro": [],
                                },
                            },
                        ]
                    }
                }
            ),
        ),
        (
            "fontawesome_search",
            {"version": "6.5.2", "query": "water drop", "first": 5},
            J(
                {
                    "data": {
                        "search": [
                            {
                                "id": "droplet",
                                "label": "Droplet",
                                "unicode": "f043",
                                "familyStylesByLicense": {
                                    "free": [{"family": "classic", "style": "solid"}],
                                    "pro": [{"family": "classic", "style": "regular"}],
                                },
                            },
                            {
                                "id": "faucet-drip",
                                "label": "Faucet Drip",
                                "unicode": "e006",
                                "familyStylesByLicense": {
                                    "free": [{"family": "classic", "style": "solid"}],
                                    "pro": [],
                                },
                            },
                        ]
                    }
                }
            ),
        ),
        (
            "fontawesome_create_kit",
            {
                "name": "eco-landing",
                "version": "6.5.2",
                "licenseSelected": "free",
                "technologySelected": "svg",
            },
            J(
                {
                    "data": {
                        "createKit": {
                            "kit": {
                                "token": "b7" + h("eco-landing", 8),
                                "name": "eco-landing",
                                "status": "published",
                                "version": "6.5.2",
                            }
                        }
                    }
                }
            ),
        ),
        (
            "fontawesome_kit_embed",
            {"token": "b7" + h("eco-landing", 8)},
            '<script src="https://kit.fontawesome.com/b7'
            + h("eco-landing", 8)
            + '.js" crossorigin="anonymous"></script>',
        ),
    ],
)


def iconify_search(q: str, icons: list, total: int, start: int = 0) -> str:
    cols = {}
    for i in icons:
        p = i.split(":")[0]
        cols[p] = {
            "name": {
                "mdi": "Material Design Icons",
                "tabler": "Tabler Icons",
                "ph": "Phosphor",
                "lucide": "Lucide",
                "carbon": "Carbon",
            }.get(p, p),
            "total": num(p, 1000, 7000),
            "author": {"name": p},
            "license": {"title": "MIT", "spdx": "MIT"},
        }
    return J(
        {
            "icons": icons,
            "total": total,
            "limit": 32,
            "start": start,
            "collections": cols,
            "request": {"query": q, "limit": "32", "start": str(start)},
        }
    )


session(
    "iconify",
    True,
    1,
    "Get SVG code for a 'bicycle' icon from an MIT-licensed Iconify set, in outline style,"
    " and a matching 'parking' icon from the same set.",
    [
        (
            "iconify_search",
            {"query": "bicycle"},
            iconify_search(
                "bicycle",
                [
                    "mdi:bicycle",
                    "mdi:bicycle-basket",
                    "tabler:bike",
                    "ph:bicycle",
                    "lucide:bike",
                    "carbon:bicycle",
                ],
                6,
            ),
        ),
        (
            "iconify_search",
            {"query": "parking", "prefix": "tabler"},
            iconify_search(
                "parking", ["tabler:parking", "tabler:parking-circle", "tabler:parking-off"], 3
            ),
        ),
        (
            "iconify_get_svg",
            {"icon": "tabler:bike"},
            '<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M2 18a3 3 0 1 0 6 0a3 3 0 1 0-6 0m14 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0m-4 1v-4l-3-3l5-4l2 3h3m-3-7a1 1 0 1 0 2 0a1 1 0 1 0-2 0"/></svg>',
        ),
        (
            "iconify_get_svg",
            {"icon": "tabler:parking"},
            '<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm5 10V8h4a2 2 0 0 1 0 4H9"/></svg>',
        ),
        (
            "iconify_collection_info",
            {"prefix": "tabler"},
            J(
                {
                    "prefix": "tabler",
                    "total": 5880,
                    "title": "Tabler Icons",
                    "info": {
                        "name": "Tabler Icons",
                        "total": 5880,
                        "version": "3.24.0",
                        "author": {
                            "name": "Paweł Kuna",
                            "url": "https://github.com/tabler/tabler-icons",
                        },
                        "license": {
                            "title": "MIT",
                            "spdx": "MIT",
                            "url": "https://github.com/tabler/tabler-icons/blob/master/LICENSE",
                        },
                        "height": 24,
                        "category": "General",
                        "palette": False,
                    },
                }
            ),
        ),
    ],
)

_icfy_down = "Error: fetch failed (cause: connect ECONNREFUSED 10.20.4.17:3000)"
session(
    "iconify",
    False,
    1,
    "Find icons for a weather widget: sun, cloud with rain, snowflake, thunderstorm, wind.",
    [
        ("iconify_search", {"query": "sun"}, _icfy_down),
        ("iconify_search", {"query": "cloud rain"}, _icfy_down),
        ("iconify_search", {"query": "weather", "prefix": "meteocons"}, _icfy_down),
        ("iconify_collection_info", {"prefix": "wi"}, _icfy_down),
        ("iconify_search", {"query": "snowflake"}, _icfy_down),
        ("iconify_get_svg", {"icon": "mdi:weather-lightning"}, _icfy_down),
        ("iconify_search", {"query": "wind"}, _icfy_down),
    ],
)


def noun_icon(iid: int, term: str, who: str) -> dict:
    return {
        "attribution": f"{term} by {who} from Noun Project (CC BY 3.0)",
        "id": iid,
        "license_description": "creative-commons-attribution",
        "permalink": f"/term/{term.lower().replace(' ', '-')}/{iid}/",
        "creator": {"name": who, "username": who.lower().replace(" ", "")},
        "term": term,
        "thumbnail_url": f"https://static.thenounproject.com/png/{iid}-200.png",
        "styles": [{"style": "line"}] if iid % 2 else [{"style": "solid"}],
        "tags": [term.lower(), "icon"],
    }


session(
    "noun-project",
    True,
    1,
    "Get attribution lines for three Noun Project icons about accessibility (wheelchair ramp,"
    " braille, hearing loop) for the venue map.",
    [
        (
            "noun_search_icons",
            {"query": "wheelchair ramp", "limit": 3},
            J(
                {
                    "generated_at": "Tue, 08 Dec 2026 10:02:44 GMT",
                    "icons": [
                        noun_icon(4213377, "Wheelchair Ramp", "Adrien Coquet"),
                        noun_icon(1872046, "ramp", "Gan Khoon Lay"),
                        noun_icon(3301958, "Accessible Entrance", "Luis Prado"),
                    ],
                    "next_page": "g" + h("ramp", 20),
                    "total": 214,
                    "usage_limits": {"monthly": {"limit": 5000, "usage": 312}},
                }
            ),
        ),
        (
            "noun_search_icons",
            {"query": "braille", "limit": 3},
            J(
                {
                    "generated_at": "Tue, 08 Dec 2026 10:02:58 GMT",
                    "icons": [
                        noun_icon(2640119, "Braille", "Vectors Point"),
                        noun_icon(984411, "braille sign", "Marie Van den Broeck"),
                    ],
                    "total": 2,
                    "usage_limits": {"monthly": {"limit": 5000, "usage": 313}},
                }
            ),
        ),
        (
            "noun_search_icons",
            {"query": "hearing loop", "limit": 3},
            J(
                {
                    "generated_at": "Tue, 08 Dec 2026 10:03:10 GMT",
                    "icons": [noun_icon(1140273, "Hearing Loop", "Sam Garner")],
                    "total": 1,
                    "usage_limits": {"monthly": {"limit": 5000, "usage": 314}},
                }
            ),
        ),
        (
            "noun_get_icon",
            {"id": 4213377},
            J(
                {
                    "icon": {
                        **noun_icon(4213377, "Wheelchair Ramp", "Adrien Coquet"),
                        "icon_url": "https://static.thenounproject.com/svg/4213377.svg",
                        "collections": [
                            {"id": 88123, "name": "Accessibility", "slug": "accessibility"}
                        ],
                    },
                    "usage_limits": {"monthly": {"limit": 5000, "usage": 315}},
                }
            ),
        ),
    ],
)

_noun_401 = J({"message": "Unauthorized: OAuth token expired or revoked", "status": 401})
session(
    "noun-project",
    False,
    1,
    "Find Noun Project icons for the farm app: tractor, cow, seed bag, irrigation, barn.",
    [
        ("noun_search_icons", {"query": "tractor", "limit": 5}, _noun_401),
        ("noun_search_icons", {"query": "cow", "limit": 5}, _noun_401),
        ("noun_search_icons", {"query": "seed bag", "limit": 5}, _noun_401),
        ("noun_search_collections", {"query": "farming"}, _noun_401),
        ("noun_search_icons", {"query": "irrigation", "limit": 5, "thumbnail_size": 84}, _noun_401),
        ("noun_search_icons", {"query": "barn", "limit": 5}, _noun_401),
    ],
)

session(
    "lottiefiles",
    True,
    1,
    "Find a free Lottie loading animation under 30 KB with a coffee cup, and give me the JSON URL.",
    [
        (
            "lottiefiles_search",
            {"query": "coffee loading", "first": 4},
            J(
                {
                    "data": {
                        "searchPublicAnimations": {
                            "totalCount": 187,
                            "pageInfo": {
                                "hasNextPage": True,
                                "endCursor": "YXJyYXljb25uZWN0aW9uOjM=",
                            },
                            "edges": [
                                {
                                    "node": {
                                        "id": num(f"cof{i}", 100000, 999999),
                                        "name": n,
                                        "lottieFileSize": s,
                                        "jsonUrl": f"https://assets{i}.lottiefiles.com/packages/lf20_{h(n, 8)}.json",
                                        "createdBy": {"username": u},
                                        "downloads": d,
                                    }
                                }
                                for i, (n, s, u, d) in enumerate(
                                    [
                                        ("Coffee Loading", 48211, "brewdesign", 20331),
                                        ("Coffee cup steam", 26740, "mahmudul", 9120),
                                        ("Hot drink loader", 61002, "alexmotion", 4410),
                                        ("Latte art spinner", 33980, "zeynep", 1287),
                                    ]
                                )
                            ],
                        }
                    }
                }
            ),
        ),
        (
            "lottiefiles_search",
            {"query": "coffee loading", "first": 4, "after": "YXJyYXljb25uZWN0aW9uOjM="},
            J(
                {
                    "data": {
                        "searchPublicAnimations": {
                            "totalCount": 187,
                            "pageInfo": {
                                "hasNextPage": True,
                                "endCursor": "YXJyYXljb25uZWN0aW9uOjc=",
                            },
                            "edges": [
                                {
                                    "node": {
                                        "id": num(f"cof2{i}", 100000, 999999),
                                        "name": n,
                                        "lottieFileSize": s,
                                        "jsonUrl": f"https://assets{i}.lottiefiles.com/packages/lf20_{h(n, 8)}.json",
                                        "createdBy": {"username": u},
                                        "downloads": d,
                                    }
                                }
                                for i, (n, s, u, d) in enumerate(
                                    [
                                        ("Mug bounce", 18822, "pixelbrew", 3021),
                                        ("Espresso drip", 71333, "moka", 880),
                                        ("Tea cup loader", 21004, "leaflab", 12099),
                                        ("Coffee beans orbit", 29110, "brewdesign", 2650),
                                    ]
                                )
                            ],
                        }
                    }
                }
            ),
        ),
        (
            "lottiefiles_get_animation",
            {"id": num("cof20", 100000, 999999)},
            J(
                {
                    "data": {
                        "publicAnimation": {
                            "id": num("cof20", 100000, 999999),
                            "name": "Mug bounce",
                            "lottieFileSize": 18822,
                            "frameRate": 30,
                            "duration": 2.0,
                            "bgColor": "#FFFFFF",
                            "license": "Lottie Simple License (FL 9.13.21)",
                            "jsonUrl": "https://assets0.lottiefiles.com/packages/lf20_"
                            + h("Mug bounce", 8)
                            + ".json",
                            "gifUrl": None,
                            "tags": ["mug", "loading", "coffee", "cup"],
                        }
                    }
                }
            ),
        ),
    ],
)


def i8(iid: str, name: str, plat: str) -> dict:
    return {
        "id": iid,
        "name": name,
        "commonName": name.lower().replace(" ", "-"),
        "category": "",
        "platform": plat,
        "isColor": plat == "color",
        "isFree": True,
    }


session(
    "icons8",
    True,
    1,
    "Get Icons8 'iOS' style icons for shopping cart, wishlist heart and user profile for the"
    " app tab bar, as PNG 96px.",
    [
        (
            "icons8_search",
            {"term": "shopping cart", "platform": "ios", "amount": 3},
            J(
                {
                    "success": True,
                    "parameters": {
                        "amount": 3,
                        "countAll": 48,
                        "offset": 0,
                        "term": "shopping cart",
                    },
                    "icons": [
                        i8("9671", "Shopping Cart", "ios"),
                        i8("87301", "Shopping Cart Loaded", "ios"),
                        i8("59997", "Add Shopping Cart", "ios"),
                    ],
                }
            ),
        ),
        (
            "icons8_search",
            {"term": "heart", "platform": "ios", "amount": 3},
            J(
                {
                    "success": True,
                    "parameters": {"amount": 3, "countAll": 131, "offset": 0, "term": "heart"},
                    "icons": [
                        i8("7697", "Heart", "ios"),
                        i8("85038", "Like", "ios"),
                        i8("12306", "Heart Outline", "ios"),
                    ],
                }
            ),
        ),
        (
            "icons8_search",
            {"term": "user profile", "platform": "ios", "amount": 3},
            J(
                {
                    "success": True,
                    "parameters": {
                        "amount": 3,
                        "countAll": 77,
                        "offset": 0,
                        "term": "user profile",
                    },
                    "icons": [
                        i8("23265", "User", "ios"),
                        i8("7819", "Male User", "ios"),
                        i8("98957", "Customer", "ios"),
                    ],
                }
            ),
        ),
        (
            "icons8_download",
            {"ids": ["9671", "85038", "23265"], "format": "png", "size": 96},
            J(
                {
                    "success": True,
                    "files": [
                        {
                            "id": "9671",
                            "url": "https://img.icons8.com/ios/96/shopping-cart--v1.png",
                        },
                        {"id": "85038", "url": "https://img.icons8.com/ios/96/like--v1.png"},
                        {"id": "23265", "url": "https://img.icons8.com/ios/96/user--v1.png"},
                    ],
                }
            ),
        ),
    ],
)

_i8_default = J(
    {
        "success": True,
        "parameters": {"amount": 5, "countAll": 5, "offset": 0, "term": ""},
        "icons": [
            i8("1", "Home", "color"),
            i8("2", "Search", "color"),
            i8("3", "Settings", "color"),
            i8("4", "Menu", "color"),
            i8("5", "Close", "color"),
        ],
    }
)
session(
    "icons8",
    False,
    1,
    "Find Icons8 color icons for a chemistry course: flask, microscope, periodic table,"
    " atom, test tube.",
    [
        ("icons8_search", {"term": "flask", "platform": "color", "amount": 5}, _i8_default),
        ("icons8_search", {"term": "microscope", "platform": "color", "amount": 5}, _i8_default),
        (
            "icons8_search",
            {"term": "periodic table", "platform": "color", "amount": 5},
            _i8_default,
        ),
        ("icons8_search", {"term": "atom", "platform": "color", "amount": 5}, _i8_default),
        ("icons8_search", {"term": "chemistry", "amount": 5}, _i8_default),
        ("icons8_search", {"term": "test tube", "platform": "fluency", "amount": 5}, _i8_default),
    ],
)

_lf_503 = "upstream connect error or disconnect/reset before headers. reset reason: connection termination"
session(
    "lottiefiles",
    False,
    1,
    "Find Lottie animations for an onboarding flow: welcome wave, checkmark success,"
    " confetti, and a swipe hint.",
    [
        ("lottiefiles_search", {"query": "welcome wave", "first": 5}, _lf_503),
        ("lottiefiles_search", {"query": "checkmark success", "first": 5}, _lf_503),
        ("lottiefiles_search", {"query": "confetti", "first": 5}, _lf_503),
        ("lottiefiles_featured", {"first": 10}, _lf_503),
        ("lottiefiles_search", {"query": "swipe gesture hint", "first": 5}, _lf_503),
        ("lottiefiles_search", {"query": "onboarding", "first": 10}, _lf_503),
    ],
)


# ---------------------------------------------------------------- dropshipping
def cj(data, code: int = 200, ok: bool = True, msg: str = "Success", rid: str = "") -> str:
    return J(
        {
            "code": code,
            "result": ok,
            "message": msg,
            "data": data,
            "requestId": rid
            or h(J(data) + msg, 8) + "-" + h(msg + J(data), 4) + "-4a1e-9c2b-" + h(str(data), 12),
        }
    )


session(
    "cjdropshipping",
    True,
    1,
    "Find a pet hair remover roller on CJdropshipping that ships from the US warehouse,"
    " check shipping to Texas, and place the order for customer #1042 (2 units).",
    [
        (
            "cj_product_list",
            {
                "productNameEn": "pet hair remover roller",
                "pageNum": 1,
                "pageSize": 3,
                "countryCode": "US",
            },
            cj(
                {
                    "pageNum": 1,
                    "pageSize": 3,
                    "total": 27,
                    "list": [
                        {
                            "pid": "1641937204683001856",
                            "productNameEn": "Reusable Pet Hair Remover Roller Lint Brush",
                            "productSku": "CJJJ1293841",
                            "productImage": "https://cf.cjdropshipping.com/c7a1.jpg",
                            "productWeight": "180",
                            "categoryName": "Pet Supplies / Grooming",
                            "sellPrice": "3.46",
                            "listedNum": 2231,
                        },
                        {
                            "pid": "1598201722710966272",
                            "productNameEn": "Self-cleaning Cat Hair Roller",
                            "productSku": "CJCW1008813",
                            "productImage": "https://cf.cjdropshipping.com/9b2e.jpg",
                            "productWeight": "210",
                            "categoryName": "Pet Supplies / Grooming",
                            "sellPrice": "4.10",
                            "listedNum": 880,
                        },
                        {
                            "pid": "1702281100447412224",
                            "productNameEn": "Sofa Fur Remover Scraper",
                            "productSku": "CJJJ2011472",
                            "productImage": "https://cf.cjdropshipping.com/e441.jpg",
                            "productWeight": "95",
                            "categoryName": "Home / Cleaning",
                            "sellPrice": "1.92",
                            "listedNum": 145,
                        },
                    ],
                }
            ),
        ),
        (
            "cj_product_query",
            {"pid": "1641937204683001856"},
            cj(
                {
                    "pid": "1641937204683001856",
                    "productNameEn": "Reusable Pet Hair Remover Roller Lint Brush",
                    "productSku": "CJJJ1293841",
                    "productWeight": "180",
                    "packingWeight": "205",
                    "materialNameEn": "ABS+PET",
                    "sellPrice": "3.46",
                    "variants": [
                        {
                            "vid": "1641937204771082240",
                            "variantSku": "CJJJ1293841-Blue",
                            "variantNameEn": "Blue",
                            "variantSellPrice": 3.46,
                        },
                        {
                            "vid": "1641937204779470848",
                            "variantSku": "CJJJ1293841-Pink",
                            "variantNameEn": "Pink",
                            "variantSellPrice": 3.46,
                        },
                    ],
                }
            ),
        ),
        (
            "cj_inventory",
            {"vid": "1641937204771082240"},
            cj(
                [
                    {
                        "vid": "1641937204771082240",
                        "areaId": 2,
                        "areaEn": "US Warehouse",
                        "countryCode": "US",
                        "totalInventoryNum": 384,
                    },
                    {
                        "vid": "1641937204771082240",
                        "areaId": 1,
                        "areaEn": "China Warehouse",
                        "countryCode": "CN",
                        "totalInventoryNum": 12033,
                    },
                ]
            ),
        ),
        (
            "cj_freight_calculate",
            {
                "startCountryCode": "US",
                "endCountryCode": "US",
                "zip": "78701",
                "products": [{"quantity": 2, "vid": "1641937204771082240"}],
            },
            cj(
                [
                    {
                        "logisticAging": "2-5",
                        "logisticPrice": 5.21,
                        "logisticPriceCn": 37.6,
                        "logisticName": "USPS+",
                    },
                    {
                        "logisticAging": "3-7",
                        "logisticPrice": 4.38,
                        "logisticPriceCn": 31.6,
                        "logisticName": "CJPacket US",
                    },
                ]
            ),
        ),
        (
            "cj_create_order",
            {
                "orderNumber": "SHOP-1042",
                "shippingCountryCode": "US",
                "shippingProvince": "Texas",
                "shippingCity": "Austin",
                "shippingZip": "78701",
                "logisticName": "USPS+",
                "fromCountryCode": "US",
                "products": [{"vid": "1641937204771082240", "quantity": 2}],
            },
            cj(
                {
                    "orderId": "2612081042339117056",
                    "orderNum": "SHOP-1042",
                    "cjOrderId": None,
                    "shippingCountryCode": "US",
                    "orderStatus": "CREATED",
                    "productAmount": 6.92,
                    "postageAmount": 5.21,
                    "orderAmount": 12.13,
                }
            ),
        ),
        ("cj_confirm_order", {"orderId": "2612081042339117056"}, cj("2612081042339117056")),
    ],
)

_cj_tok = J(
    {
        "code": 1600001,
        "result": False,
        "message": "Invalid API key or access token",
        "data": None,
        "requestId": "7c1d9e44-3b0a-4f6e-8a21-0c55b1e0f912",
    }
)
session(
    "cjdropshipping",
    False,
    1,
    "Check CJ stock and shipping cost to Germany for our three best sellers (LED strip,"
    " phone tripod, silicone baking mat) and update their prices if shipping rose.",
    [
        ("cj_product_list", {"productNameEn": "LED strip", "pageNum": 1, "pageSize": 5}, _cj_tok),
        ("cj_product_query", {"productSku": "CJYD1902231"}, _cj_tok),
        ("cj_inventory", {"vid": "1590012299183611904"}, _cj_tok),
        (
            "cj_product_list",
            {"productNameEn": "phone tripod", "pageNum": 1, "pageSize": 5},
            _cj_tok,
        ),
        (
            "cj_freight_calculate",
            {
                "startCountryCode": "CN",
                "endCountryCode": "DE",
                "products": [{"quantity": 1, "vid": "1590012299183611904"}],
            },
            _cj_tok,
        ),
        (
            "cj_product_list",
            {"productNameEn": "silicone baking mat", "pageNum": 1, "pageSize": 5},
            _cj_tok,
        ),
        (
            "cj_freight_calculate",
            {
                "startCountryCode": "DE",
                "endCountryCode": "DE",
                "products": [{"quantity": 1, "vid": "1672200931871563776"}],
            },
            _cj_tok,
        ),
    ],
)


def faire_order(oid: str, state: str, retailer: str, items: list, ship: str = "2026-12-10") -> dict:
    return {
        "id": oid,
        "display_id": oid[-8:].upper(),
        "created_at": f"2026-12-0{num(oid, 1, 7)}T15:{num(oid, 0, 59):02d}:22.000Z",
        "state": state,
        "ship_after": ship,
        "retailer_id": "r_" + h(retailer, 10),
        "address": {
            "name": retailer,
            "city": ["Portland", "Asheville", "Burlington", "Boise"][num(retailer, 0, 3)],
            "state_code": ["OR", "NC", "VT", "ID"][num(retailer, 0, 3)],
            "country_code": "USA",
        },
        "items": [
            {
                "id": "oi_" + h(oid + s, 10),
                "product_name": p,
                "sku": s,
                "quantity": q,
                "price_cents": c,
                "state": state,
            }
            for p, s, q, c in items
        ],
        "payout_costs": {
            "commission_bps": 1500,
            "total_payout": {
                "amount_minor": sum(q * c for _, _, q, c in items) * 85 // 100,
                "currency": "USD",
            },
        },
    }


session(
    "faire",
    True,
    1,
    "Accept all new Faire wholesale orders from this week that contain only the beeswax"
    " candles, and list any others for me to review.",
    [
        (
            "faire_list_orders",
            {"states": "NEW", "limit": 3, "page": 1},
            J(
                {
                    "page": 1,
                    "limit": 3,
                    "orders": [
                        faire_order(
                            "bo_4h2kq9wz1m",
                            "NEW",
                            "Willow & Wick",
                            [("Beeswax Pillar Candle 3x6", "BW-P36", 12, 1450)],
                        ),
                        faire_order(
                            "bo_8ty61cpx0a",
                            "NEW",
                            "Gather Home Goods",
                            [
                                ("Beeswax Taper Pair", "BW-TP", 24, 900),
                                ("Linen Tea Towel", "LN-TT", 6, 1100),
                            ],
                        ),
                        faire_order(
                            "bo_2mm7f0r3ve",
                            "NEW",
                            "Blue Ridge Mercantile",
                            [("Beeswax Tealights 12pk", "BW-TL12", 10, 1600)],
                        ),
                    ],
                },
                indent=2,
            ),
        ),
        (
            "faire_list_orders",
            {"states": "NEW", "limit": 3, "page": 2},
            J(
                {
                    "page": 2,
                    "limit": 3,
                    "orders": [
                        faire_order(
                            "bo_9qa3n5kd2e",
                            "NEW",
                            "Maple Leaf Gifts",
                            [
                                ("Beeswax Pillar Candle 3x6", "BW-P36", 6, 1450),
                                ("Beeswax Taper Pair", "BW-TP", 12, 900),
                            ],
                        )
                    ],
                },
                indent=2,
            ),
        ),
        (
            "faire_list_orders",
            {"states": "NEW", "limit": 3, "page": 3},
            J({"page": 3, "limit": 3, "orders": []}, indent=2),
        ),
        (
            "faire_accept_order",
            {"order_id": "bo_4h2kq9wz1m"},
            J(
                faire_order(
                    "bo_4h2kq9wz1m",
                    "PROCESSING",
                    "Willow & Wick",
                    [("Beeswax Pillar Candle 3x6", "BW-P36", 12, 1450)],
                ),
                indent=2,
            ),
        ),
        (
            "faire_accept_order",
            {"order_id": "bo_2mm7f0r3ve"},
            J(
                faire_order(
                    "bo_2mm7f0r3ve",
                    "PROCESSING",
                    "Blue Ridge Mercantile",
                    [("Beeswax Tealights 12pk", "BW-TL12", 10, 1600)],
                ),
                indent=2,
            ),
        ),
        (
            "faire_accept_order",
            {"order_id": "bo_9qa3n5kd2e"},
            J(
                faire_order(
                    "bo_9qa3n5kd2e",
                    "PROCESSING",
                    "Maple Leaf Gifts",
                    [
                        ("Beeswax Pillar Candle 3x6", "BW-P36", 6, 1450),
                        ("Beeswax Taper Pair", "BW-TP", 12, 900),
                    ],
                ),
                indent=2,
            ),
        ),
    ],
)

session(
    "faire",
    True,
    2,
    "Set the Faire inventory of 'Linen Tea Towel' (LN-TT) to 40 and check whether any"
    " backordered orders are waiting on it.",
    [
        (
            "faire_get_product_by_sku",
            {"sku": "LN-TT"},
            J(
                {
                    "id": "p_" + h("LN-TT", 10),
                    "name": "Linen Tea Towel",
                    "lifecycle_state": "PUBLISHED",
                    "wholesale_price_cents": 1100,
                    "retail_price_cents": 2200,
                    "variants": [
                        {
                            "id": "po_" + h("LN-TT-v", 10),
                            "sku": "LN-TT",
                            "available_quantity": 0,
                            "backordered_until": "2026-12-20T00:00:00.000Z",
                            "active": True,
                        }
                    ],
                },
                indent=2,
            ),
        ),
        (
            "faire_update_inventory",
            {"inventories": [{"sku": "LN-TT", "current_quantity": 40, "discontinued": False}]},
            J(
                {
                    "inventories": [
                        {
                            "sku": "LN-TT",
                            "current_quantity": 40,
                            "discontinued": False,
                            "backordered_until": None,
                        }
                    ]
                },
                indent=2,
            ),
        ),
        (
            "faire_list_orders",
            {"states": "BACKORDERED", "limit": 50, "page": 1},
            J({"page": 1, "limit": 50, "orders": []}, indent=2),
        ),
        (
            "faire_list_orders",
            {"states": "PENDING_RETAILER_CONFIRMATION", "limit": 50, "page": 1},
            J({"page": 1, "limit": 50, "orders": []}, indent=2),
        ),
    ],
)


def ae(name: str, body: dict) -> str:
    return J({f"aliexpress_ds_{name}_response": {**body, "request_id": h(name + J(body), 13)}})


session(
    "aliexpress-ds",
    True,
    1,
    "Import AliExpress product 1005006213447781 (wireless earbuds) into the store: get its"
    " SKUs, check freight to Canada, and place a test order for SKU black.",
    [
        (
            "aliexpress_ds_product_get",
            {
                "product_id": "1005006213447781",
                "ship_to_country": "CA",
                "target_currency": "CAD",
                "target_language": "EN",
            },
            ae(
                "product_get",
                {
                    "result": {
                        "ae_item_base_info_dto": {
                            "product_id": 1005006213447781,
                            "subject": "TWS Bluetooth 5.3 Earbuds ENC Noise Cancelling 40H Playtime",
                            "product_status_type": "onSelling",
                            "category_id": 63705,
                            "currency_code": "CAD",
                        },
                        "ae_item_sku_info_dtos": {
                            "ae_item_sku_info_d_t_o": [
                                {
                                    "sku_id": "12000036334119811",
                                    "sku_attr": "14:193#Black",
                                    "offer_sale_price": "18.42",
                                    "sku_available_stock": 981,
                                    "currency_code": "CAD",
                                },
                                {
                                    "sku_id": "12000036334119812",
                                    "sku_attr": "14:29#White",
                                    "offer_sale_price": "18.42",
                                    "sku_available_stock": 412,
                                    "currency_code": "CAD",
                                },
                            ]
                        },
                        "ae_store_info": {
                            "store_id": 1102345987,
                            "store_name": "SoundPeak Official Store",
                            "shipping_speed_rating": "4.8",
                        },
                    },
                    "rsp_code": 200,
                    "rsp_msg": "Call succeeds",
                },
            ),
        ),
        (
            "aliexpress_ds_freight_query",
            {
                "queryDeliveryReq": {
                    "productId": "1005006213447781",
                    "selectedSkuId": "12000036334119811",
                    "quantity": 1,
                    "shipToCountry": "CA",
                    "currency": "CAD",
                }
            },
            ae(
                "freight_query",
                {
                    "result": {
                        "success": True,
                        "delivery_options": {
                            "delivery_option_d_t_o": [
                                {
                                    "code": "CAINIAO_STANDARD",
                                    "company": "AliExpress Standard Shipping",
                                    "shipping_fee_cent": "0",
                                    "shipping_fee_currency": "CAD",
                                    "min_delivery_days": 10,
                                    "max_delivery_days": 18,
                                    "free_shipping": True,
                                },
                                {
                                    "code": "CAINIAO_PREMIUM",
                                    "company": "AliExpress Premium Shipping",
                                    "shipping_fee_cent": "612",
                                    "shipping_fee_currency": "CAD",
                                    "min_delivery_days": 6,
                                    "max_delivery_days": 10,
                                    "free_shipping": False,
                                },
                            ]
                        },
                    }
                },
            ),
        ),
        (
            "aliexpress_ds_order_create",
            {
                "param_place_order_request4_open_api_d_t_o": {
                    "out_order_id": "TEST-0001",
                    "logistics_address": {
                        "country": "CA",
                        "province": "Ontario",
                        "city": "Toronto",
                        "zip": "M5V 2T6",
                        "contact_person": "Store Test",
                    },
                    "product_items": [
                        {
                            "product_id": 1005006213447781,
                            "sku_attr": "14:193#Black",
                            "product_count": 1,
                            "logistics_service_name": "CAINIAO_STANDARD",
                        }
                    ],
                }
            },
            ae(
                "order_create",
                {"result": {"is_success": True, "order_list": {"number": [8193004417721163]}}},
            ),
        ),
        (
            "aliexpress_ds_order_get",
            {"single_order_query": {"order_id": 8193004417721163}},
            ae(
                "trade_order_get",
                {
                    "result": {
                        "order_status": "PLACE_ORDER_SUCCESS",
                        "logistics_status": "NO_LOGISTICS",
                        "order_amount": {"amount": "18.42", "currency_code": "CAD"},
                        "gmt_create": "2026-12-08 06:44:13",
                    }
                },
            ),
        ),
    ],
)

_ae_empty = ae(
    "text_search",
    {
        "data": {
            "pageIndex": 1,
            "pageSize": 20,
            "totalCount": 0,
            "products": {"selection_search_product": []},
        },
        "code": "00",
        "msg": "success",
    },
)
session(
    "aliexpress-ds",
    False,
    1,
    "Find AliExpress dropship suppliers for bamboo toothbrushes, reusable straws and"
    " beeswax wraps with delivery to Australia under 15 days.",
    [
        (
            "aliexpress_ds_text_search",
            {
                "keyWord": "bamboo toothbrush",
                "countryCode": "AU",
                "currency": "AUD",
                "local": "en_US",
            },
            _ae_empty,
        ),
        (
            "aliexpress_ds_text_search",
            {
                "keyWord": "bamboo toothbrush 10 pack",
                "countryCode": "AU",
                "currency": "AUD",
                "local": "en_US",
            },
            _ae_empty,
        ),
        (
            "aliexpress_ds_text_search",
            {"keyWord": "reusable straw", "countryCode": "AU", "currency": "AUD", "local": "en_US"},
            _ae_empty,
        ),
        (
            "aliexpress_ds_text_search",
            {"keyWord": "stainless steel straw", "countryCode": "AU", "local": "en_US"},
            _ae_empty,
        ),
        (
            "aliexpress_ds_text_search",
            {"keyWord": "beeswax wrap", "countryCode": "AU", "currency": "AUD", "local": "en_US"},
            _ae_empty,
        ),
        ("aliexpress_ds_text_search", {"keyWord": "toothbrush", "local": "en_US"}, _ae_empty),
        (
            "aliexpress_ds_text_search",
            {"keyWord": "eco kitchen", "countryCode": "US", "local": "en_US"},
            _ae_empty,
        ),
    ],
)

_syncee_504 = "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
session(
    "syncee",
    False,
    1,
    "On Syncee, find EU-based suppliers of organic skincare that allow dropshipping to"
    " Shopify and have under 5-day handling time.",
    [
        (
            "syncee_search_suppliers",
            {"query": "organic skincare", "location": "EU", "dropshipping": True},
            _syncee_504,
        ),
        (
            "syncee_search_products",
            {"query": "organic face serum", "ships_from": "EU"},
            _syncee_504,
        ),
        ("syncee_search_suppliers", {"query": "natural cosmetics", "location": "DE"}, _syncee_504),
        ("syncee_search_suppliers", {"query": "skincare", "handling_time_max": 5}, _syncee_504),
        ("syncee_search_products", {"query": "vegan moisturizer", "ships_from": "FR"}, _syncee_504),
        ("syncee_search_suppliers", {"query": "bio kosmetik", "location": "AT"}, _syncee_504),
    ],
)

session(
    "syncee",
    True,
    1,
    "Connect the approved Syncee supplier 'Nordic Candle Co' catalog to our store and tell"
    " me when the import finishes.",
    [
        (
            "syncee_list_suppliers",
            {"status": "approved"},
            J(
                {
                    "total": 2,
                    "items": [
                        {
                            "supplierId": 44812,
                            "companyName": "Nordic Candle Co",
                            "country": "SE",
                            "avgHandlingDays": 3,
                            "catalogId": 90231,
                            "status": "APPROVED",
                        },
                        {
                            "supplierId": 51277,
                            "companyName": "Terra Ceramics",
                            "country": "PT",
                            "avgHandlingDays": 4,
                            "catalogId": 90877,
                            "status": "APPROVED",
                        },
                    ],
                }
            ),
        ),
        (
            "syncee_connect_catalog",
            {"catalogId": 90231},
            J({"catalogId": 90231, "taskId": 771203, "status": "QUEUED"}),
        ),
        (
            "syncee_task_status",
            {"taskId": 771203},
            J({"taskId": 771203, "status": "RUNNING", "processed": 0, "total": 148}),
        ),
        (
            "syncee_task_status",
            {"taskId": 771203},
            J({"taskId": 771203, "status": "RUNNING", "processed": 61, "total": 148}),
        ),
        (
            "syncee_task_status",
            {"taskId": 771203},
            J({"taskId": 771203, "status": "RUNNING", "processed": 133, "total": 148}),
        ),
        (
            "syncee_task_status",
            {"taskId": 771203},
            J(
                {
                    "taskId": 771203,
                    "status": "FINISHED",
                    "processed": 148,
                    "total": 148,
                    "created": 142,
                    "updated": 0,
                    "skipped": 6,
                    "errors": [],
                }
            ),
        ),
    ],
)

session(
    "modalyst",
    True,
    1,
    "List our Modalyst orders still awaiting supplier fulfilment and cancel the one for"
    " the discontinued 'Canvas Weekender Bag'.",
    [
        (
            "modalyst_list_orders",
            {"status": "pending_fulfillment", "page": 1},
            J(
                {
                    "count": 3,
                    "next": None,
                    "previous": None,
                    "results": [
                        {
                            "id": 3318842,
                            "external_order_id": "#1187",
                            "status": "pending_fulfillment",
                            "supplier": "Urban Trail Goods",
                            "items": [
                                {"title": "Canvas Weekender Bag", "sku": "UTG-WB-01", "quantity": 1}
                            ],
                            "total": "64.00",
                        },
                        {
                            "id": 3318907,
                            "external_order_id": "#1191",
                            "status": "pending_fulfillment",
                            "supplier": "Sol Jewelry",
                            "items": [
                                {"title": "Gold Hoop Earrings", "sku": "SJ-HP-14", "quantity": 2}
                            ],
                            "total": "38.00",
                        },
                        {
                            "id": 3319012,
                            "external_order_id": "#1193",
                            "status": "pending_fulfillment",
                            "supplier": "Kinfolk Knits",
                            "items": [{"title": "Merino Beanie", "sku": "KK-MB-GR", "quantity": 1}],
                            "total": "22.50",
                        },
                    ],
                }
            ),
        ),
        (
            "modalyst_cancel_order",
            {"order_id": 3318842, "reason": "item discontinued"},
            J({"id": 3318842, "status": "cancelled"}),
        ),
        (
            "modalyst_get_order",
            {"order_id": 3318842},
            J(
                {
                    "id": 3318842,
                    "external_order_id": "#1187",
                    "status": "cancelled",
                    "cancelled_at": "2026-12-08T11:20:41Z",
                    "refund": {"amount": "64.00", "status": "pending"},
                }
            ),
        ),
    ],
)

session(
    "spocket",
    True,
    1,
    "Compare two Spocket suppliers of ceramic mugs (US or EU) on price and processing time"
    " and tell me which is cheaper to ship to the UK.",
    [
        (
            "browser_navigate",
            {"url": "https://app.spocket.co/search?query=ceramic%20mug&origin=US,EU"},
            "Page: Search products | Spocket\n\n- Handmade Speckled Ceramic Mug 12oz — Clay & Co (United States) — Cost $9.80 — Sell $24.50 — Processing 1-3 days\n- Minimalist Matte Mug — Nordhaus Studio (Germany) — Cost €8.40 — Sell €21.00 — Processing 2-4 days\n- Enamel Camp Mug — Pine Supply (United States) — Cost $7.10 — Sell $18.00 — Processing 1-2 days\n- Stoneware Latte Cup — Atelier Gris (France) — Cost €11.20 — Sell €27.90 — Processing 3-5 days\n\nShowing 4 of 212 results",
        ),
        (
            "browser_click",
            {"element": "Handmade Speckled Ceramic Mug 12oz"},
            "Page: Handmade Speckled Ceramic Mug 12oz | Spocket\n\nSupplier: Clay & Co — Ships from United States\nCost: $9.80  Recommended retail: $24.50\nProcessing time: 1-3 business days\nShipping:\n| Destination | Cost | Delivery |\n| United States | $4.99 | 3-5 days |\n| United Kingdom | $18.50 | 7-12 days |\n| Rest of world | $21.00 | 10-20 days |\nReturn policy: 30 days, buyer pays return shipping.",
        ),
        ("browser_navigate_back", {}, "Page: Search products | Spocket\n\n(4 results shown)"),
        (
            "browser_click",
            {"element": "Minimalist Matte Mug"},
            "Page: Minimalist Matte Mug | Spocket\n\nSupplier: Nordhaus Studio — Ships from Germany\nCost: €8.40  Recommended retail: €21.00\nProcessing time: 2-4 business days\nShipping:\n| Destination | Cost | Delivery |\n| Germany | €3.90 | 2-3 days |\n| United Kingdom | €7.50 | 4-7 days |\n| United States | €14.90 | 7-14 days |\nReturn policy: 14 days.",
        ),
    ],
)


# ---------------------------------------------------------------- crowdfunding
def pat_member(name: str, cents: int, status: str, since: str, tier: str) -> dict:
    mid = (
        f"{h(name, 8)}-{h(name + 'a', 4)}-{h(name + 'b', 4)}-{h(name + 'c', 4)}-{h(name + 'd', 12)}"
    )
    return {
        "attributes": {
            "full_name": name,
            "patron_status": status,
            "currently_entitled_amount_cents": cents,
            "pledge_relationship_start": since + "T12:00:00.000+00:00",
            "last_charge_status": "Paid" if status == "active_patron" else "Declined",
            "lifetime_support_cents": cents * num(name, 1, 30),
        },
        "id": mid,
        "relationships": {"currently_entitled_tiers": {"data": [{"id": tier, "type": "tier"}]}},
        "type": "member",
    }


session(
    "patreon",
    True,
    1,
    "Export the names of all active Patreon patrons on the 'Studio Pass' tier so I can"
    " credit them in the video.",
    [
        (
            "patreon_get_campaigns",
            {"fields[campaign]": "creation_name,patron_count"},
            J(
                {
                    "data": [
                        {
                            "attributes": {
                                "creation_name": "hand-drawn animation shorts",
                                "patron_count": 7,
                            },
                            "id": "8814520",
                            "type": "campaign",
                        }
                    ],
                    "meta": {"pagination": {"total": 1}},
                }
            ),
        ),
        (
            "patreon_get_members",
            {"campaign_id": "8814520", "include": "currently_entitled_tiers", "page[count]": 3},
            J(
                {
                    "data": [
                        pat_member("Hana Sato", 1000, "active_patron", "2024-02-11", "10277301"),
                        pat_member("Marcus Webb", 500, "active_patron", "2023-09-03", "10277300"),
                        pat_member("Lea Fontaine", 0, "former_patron", "2022-05-20", "10277301"),
                    ],
                    "included": [
                        {
                            "attributes": {"title": "Studio Pass", "amount_cents": 1000},
                            "id": "10277301",
                            "type": "tier",
                        },
                        {
                            "attributes": {"title": "Sketchbook", "amount_cents": 500},
                            "id": "10277300",
                            "type": "tier",
                        },
                    ],
                    "links": {
                        "next": "https://www.patreon.com/api/oauth2/v2/campaigns/8814520/members?page%5Bcursor%5D=03gAAAAAB"
                        + h("c1", 16)
                    },
                    "meta": {
                        "pagination": {"cursors": {"next": "03gAAAAAB" + h("c1", 16)}, "total": 7}
                    },
                }
            ),
        ),
        (
            "patreon_get_members",
            {
                "campaign_id": "8814520",
                "include": "currently_entitled_tiers",
                "page[count]": 3,
                "page[cursor]": "03gAAAAAB" + h("c1", 16),
            },
            J(
                {
                    "data": [
                        pat_member(
                            "Diego Ramírez", 1000, "active_patron", "2025-01-30", "10277301"
                        ),
                        pat_member("Priya Nair", 2500, "active_patron", "2023-12-01", "10277302"),
                        pat_member("Tom Eklund", 1000, "declined_patron", "2024-06-14", "10277301"),
                    ],
                    "included": [
                        {
                            "attributes": {"title": "Studio Pass", "amount_cents": 1000},
                            "id": "10277301",
                            "type": "tier",
                        },
                        {
                            "attributes": {"title": "Producer", "amount_cents": 2500},
                            "id": "10277302",
                            "type": "tier",
                        },
                    ],
                    "links": {
                        "next": "https://www.patreon.com/api/oauth2/v2/campaigns/8814520/members?page%5Bcursor%5D=03gAAAAAB"
                        + h("c2", 16)
                    },
                    "meta": {
                        "pagination": {"cursors": {"next": "03gAAAAAB" + h("c2", 16)}, "total": 7}
                    },
                }
            ),
        ),
        (
            "patreon_get_members",
            {
                "campaign_id": "8814520",
                "include": "currently_entitled_tiers",
                "page[count]": 3,
                "page[cursor]": "03gAAAAAB" + h("c2", 16),
            },
            J(
                {
                    "data": [
                        pat_member("Ayo Balogun", 1000, "active_patron", "2025-08-19", "10277301")
                    ],
                    "included": [
                        {
                            "attributes": {"title": "Studio Pass", "amount_cents": 1000},
                            "id": "10277301",
                            "type": "tier",
                        }
                    ],
                    "meta": {"pagination": {"cursors": {"next": None}, "total": 7}},
                }
            ),
        ),
    ],
)

session(
    "patreon",
    True,
    2,
    "Post the December update to Patreon for patrons only, and check whether any"
    " webhooks are registered for new pledges.",
    [
        (
            "patreon_create_post",
            {
                "campaign_id": "8814520",
                "title": "December update: storyboard for 'Ferry'",
                "is_paid": False,
                "is_public": False,
                "tiers": ["10277301", "10277302"],
            },
            J(
                {
                    "data": {
                        "attributes": {
                            "title": "December update: storyboard for 'Ferry'",
                            "is_public": False,
                            "published_at": "2026-12-08T16:02:11.000+00:00",
                            "url": "/posts/december-update-114920031",
                        },
                        "id": "114920031",
                        "type": "post",
                    }
                }
            ),
        ),
        (
            "patreon_get_webhooks",
            {"fields[webhook]": "triggers,uri,paused,num_consecutive_times_failed"},
            J({"data": [], "meta": {"pagination": {"cursors": {"next": None}, "total": 0}}}),
        ),
        (
            "patreon_get_posts",
            {"campaign_id": "8814520", "page[count]": 2, "sort": "-published_at"},
            J(
                {
                    "data": [
                        {
                            "attributes": {
                                "title": "December update: storyboard for 'Ferry'",
                                "is_public": False,
                                "published_at": "2026-12-08T16:02:11.000+00:00",
                            },
                            "id": "114920031",
                            "type": "post",
                        },
                        {
                            "attributes": {
                                "title": "November: color tests",
                                "is_public": True,
                                "published_at": "2026-11-06T18:40:00.000+00:00",
                            },
                            "id": "113501188",
                            "type": "post",
                        },
                    ],
                    "links": {
                        "next": "https://www.patreon.com/api/oauth2/v2/campaigns/8814520/posts?page%5Bcursor%5D="
                        + h("posts", 12)
                    },
                }
            ),
        ),
    ],
)

_pat_401 = J(
    {
        "errors": [
            {
                "challenge_metadata": None,
                "code": 1,
                "code_name": "Unauthorized",
                "detail": "The server could not verify that you are authorized to access the URL requested. You either supplied the wrong credentials (e.g. a bad password), or your browser doesn't understand how to supply the credentials required.",
                "id": "b3f0c6a2-7e1d-4b9a-91a4-2f6d3c0e8a55",
                "status": "401",
                "title": "Unauthorized",
            }
        ]
    }
)
session(
    "patreon",
    False,
    1,
    "How many patrons did we gain and lose in November on Patreon, and what is the"
    " monthly revenue now?",
    [
        ("patreon_get_campaigns", {"fields[campaign]": "patron_count,pledge_sum"}, _pat_401),
        ("patreon_get_identity", {"include": "memberships,campaign"}, _pat_401),
        ("patreon_get_members", {"campaign_id": "8814520", "page[count]": 100}, _pat_401),
        (
            "patreon_get_members",
            {"campaign_id": "8814520", "fields[member]": "patron_status,pledge_relationship_start"},
            _pat_401,
        ),
        (
            "patreon_get_campaign",
            {"campaign_id": "8814520", "fields[campaign]": "patron_count"},
            _pat_401,
        ),
        ("patreon_get_members", {"campaign_id": "8814520", "page[count]": 20}, _pat_401),
    ],
)

session(
    "kickstarter",
    True,
    1,
    "Which board game projects on Kickstarter ending this week have passed their goal?"
    " Give me the top three by pledged amount.",
    [
        (
            "fetch_json",
            {
                "url": "https://www.kickstarter.com/discover/advanced.json?category_id=34&sort=end_date&state=live&page=1"
            },
            J(
                {
                    "projects": [
                        {
                            "id": 1948392021,
                            "name": "Harbor Lights: A Tile-Laying Game",
                            "goal": 25000.0,
                            "pledged": 141288.0,
                            "state": "live",
                            "country": "US",
                            "currency": "USD",
                            "deadline": 1765411200,
                            "backers_count": 2611,
                            "percent_funded": 565.15,
                            "creator": {"name": "Lamplight Games"},
                            "urls": {
                                "web": {
                                    "project": "https://www.kickstarter.com/projects/lamplight/harbor-lights"
                                }
                            },
                        },
                        {
                            "id": 702114398,
                            "name": "Moth & Meadow",
                            "goal": 12000.0,
                            "pledged": 9311.0,
                            "state": "live",
                            "country": "GB",
                            "currency": "GBP",
                            "deadline": 1765497600,
                            "backers_count": 204,
                            "percent_funded": 77.59,
                            "creator": {"name": "Bramble Table"},
                            "urls": {
                                "web": {
                                    "project": "https://www.kickstarter.com/projects/brambletable/moth-and-meadow"
                                }
                            },
                        },
                        {
                            "id": 1220984455,
                            "name": "Orbital Drafters 2nd Edition",
                            "goal": 40000.0,
                            "pledged": 88012.0,
                            "state": "live",
                            "country": "US",
                            "currency": "USD",
                            "deadline": 1765584000,
                            "backers_count": 1733,
                            "percent_funded": 220.03,
                            "creator": {"name": "Parsec Play"},
                            "urls": {
                                "web": {
                                    "project": "https://www.kickstarter.com/projects/parsec/orbital-drafters-2e"
                                }
                            },
                        },
                    ],
                    "total_hits": 214,
                    "seed": 2593377,
                    "has_more": True,
                }
            ),
        ),
        (
            "fetch_json",
            {
                "url": "https://www.kickstarter.com/discover/advanced.json?category_id=34&sort=end_date&state=live&page=2"
            },
            J(
                {
                    "projects": [
                        {
                            "id": 330018274,
                            "name": "Dungeon Bakery",
                            "goal": 8000.0,
                            "pledged": 31990.0,
                            "state": "live",
                            "country": "CA",
                            "currency": "CAD",
                            "deadline": 1765670400,
                            "backers_count": 812,
                            "percent_funded": 399.88,
                            "creator": {"name": "Crumb Studio"},
                        },
                        {
                            "id": 1582003341,
                            "name": "Tidewater Trading Co.",
                            "goal": 50000.0,
                            "pledged": 47204.0,
                            "state": "live",
                            "country": "US",
                            "currency": "USD",
                            "deadline": 1765756800,
                            "backers_count": 690,
                            "percent_funded": 94.41,
                            "creator": {"name": "Saltmarsh Games"},
                        },
                    ],
                    "total_hits": 214,
                    "seed": 2593377,
                    "has_more": True,
                }
            ),
        ),
        (
            "fetch_json",
            {"url": "https://www.kickstarter.com/projects/lamplight/harbor-lights/stats.json?v=1"},
            J(
                {
                    "project": {
                        "id": 1948392021,
                        "state_changed_at": 1763000000,
                        "backers_count": 2611,
                        "pledged": "141288.0",
                        "comments_count": 944,
                    }
                }
            ),
        ),
    ],
)

_ks_cf = (
    '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
    '<meta name="robots" content="noindex,nofollow"></head><body><div class="main-wrapper" role="main"><div class="main-content">'
    '<h1 class="zone-name-title h1">www.kickstarter.com</h1><h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2>'
    '<div id="challenge-body-text" class="core-msg spacer">www.kickstarter.com needs to review the security of your connection before proceeding.</div>'
    '<noscript><div class="h2">Enable JavaScript and cookies to continue</div></noscript></div></div></body></html>'
)
session(
    "kickstarter",
    False,
    1,
    "Find Kickstarter campaigns for e-ink writing tablets from the last two years and how"
    " much each raised.",
    [
        (
            "fetch_json",
            {
                "url": "https://www.kickstarter.com/discover/advanced.json?term=e-ink+tablet&sort=most_funded"
            },
            _ks_cf,
        ),
        (
            "fetch_json",
            {
                "url": "https://www.kickstarter.com/discover/advanced.json?term=e-paper+notebook&state=successful"
            },
            _ks_cf,
        ),
        (
            "fetch_json",
            {"url": "https://www.kickstarter.com/discover/advanced.json?term=writerdeck"},
            _ks_cf,
        ),
        (
            "fetch_json",
            {"url": "https://www.kickstarter.com/projects/search.json?search=eink"},
            _ks_cf,
        ),
        (
            "fetch_json",
            {
                "url": "https://www.kickstarter.com/discover/categories/technology/gadgets?term=e-ink"
            },
            _ks_cf,
        ),
        (
            "fetch_json",
            {
                "url": "https://www.kickstarter.com/discover/advanced.json?term=distraction+free+writing"
            },
            _ks_cf,
        ),
        (
            "fetch_json",
            {"url": "https://www.kickstarter.com/discover/advanced.json?term=e-ink&page=2"},
            _ks_cf,
        ),
    ],
)

session(
    "gofundme",
    True,
    1,
    "Summarize the GoFundMe for the Millbrook library flood repair: goal, raised so far,"
    " latest organizer update.",
    [
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/f/millbrook-library-flood-repair"},
            "# Help Millbrook Library Recover From the Flood\n\n**$38,410 raised of $60,000 goal** · 512 donations\n\nOrganizer: Friends of Millbrook Public Library, Millbrook, NY\n\nOn October 30 the basement of our 1911 Carnegie library flooded, destroying the children's collection and the boiler...\n\n[Read more]\n\n## Updates (3)\n\n[See all updates](https://www.gofundme.com/f/millbrook-library-flood-repair/updates)\n\n## Words of support (88)",
        ),
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/f/millbrook-library-flood-repair/updates"},
            "## Updates\n\n**December 2, 2026** by Friends of Millbrook Public Library\nThe new boiler was installed this week! The children's room will reopen in January. We are now raising for shelving and about 2,400 replacement books.\n\n**November 14, 2026**\nInsurance has covered the structural work. Thank you for the first $25,000.\n\n**November 1, 2026**\nWe launched this fundraiser two days after the flood.",
        ),
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/f/millbrook-library-flood-repair/donations?sort=top"},
            "## Top donations\n\n- Millbrook Rotary Club — $5,000\n- Anonymous — $2,500\n- Hudson Valley Credit Union — $1,000\n- Anonymous — $500\n- The Ortega family — $500",
        ),
    ],
)

_gfm_504 = (
    "ERROR: The request could not be satisfied\n\n504 Gateway Timeout ERROR\n\nThe request could not be satisfied.\n"
    "CloudFront attempted to establish a connection with the origin, but either the attempt failed or the origin closed the connection. "
    "We can't connect to the server for this app or website at this time. There might be too much traffic or a configuration error. "
    "Try again later, or contact the app or website owner.\n\nGenerated by cloudfront (CloudFront)\nRequest ID: "
)
session(
    "gofundme",
    False,
    1,
    "Find active GoFundMe fundraisers for wildfire relief in Jasper, Alberta and list the"
    " three largest.",
    [
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/s?q=jasper%20wildfire"},
            _gfm_504 + "k3Y8" + h("g1", 40),
        ),
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/s?q=jasper%20fire%20relief"},
            _gfm_504 + "k3Y8" + h("g2", 40),
        ),
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/discover/disaster-relief-fundraiser"},
            _gfm_504 + "k3Y8" + h("g3", 40),
        ),
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/s?q=jasper%20alberta"},
            _gfm_504 + "k3Y8" + h("g4", 40),
        ),
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/s?q=jasper%20wildfire&location=Canada"},
            _gfm_504 + "k3Y8" + h("g5", 40),
        ),
        (
            "fetch_markdown",
            {"url": "https://www.gofundme.com/c/canada/wildfire-relief"},
            _gfm_504 + "k3Y8" + h("g6", 40),
        ),
    ],
)

_igg_stale = J(
    {
        "results": [
            {
                "title": "Aurora Smart Bike Light",
                "url": "https://www.indiegogo.com/projects/aurora-smart-bike-light",
                "funds_raised": "$212,480",
                "percent_funded": 1062,
                "category": "Transportation",
                "status": "InDemand",
            },
            {
                "title": "Pocket Espresso Go",
                "url": "https://www.indiegogo.com/projects/pocket-espresso-go",
                "funds_raised": "$98,114",
                "percent_funded": 490,
                "category": "Food & Beverages",
                "status": "InDemand",
            },
            {
                "title": "Solo Stove Mini Camp",
                "url": "https://www.indiegogo.com/projects/solo-stove-mini-camp",
                "funds_raised": "$61,009",
                "percent_funded": 305,
                "category": "Travel & Outdoors",
                "status": "Closed",
            },
        ],
        "cached": True,
        "cached_at": "2026-10-02T08:11:54Z",
    }
)
session(
    "indiegogo",
    False,
    1,
    "What Indiegogo campaigns exist for open-source 3D printers or 3D-printer upgrades?",
    [
        ("indiegogo_search", {"query": "open source 3D printer"}, _igg_stale),
        ("indiegogo_search", {"query": "3D printer upgrade kit"}, _igg_stale),
        ("indiegogo_search", {"query": "resin printer"}, _igg_stale),
        ("indiegogo_search", {"query": "3d printing", "category": "Technology"}, _igg_stale),
        ("indiegogo_search", {"query": "voron"}, _igg_stale),
        ("indiegogo_search", {"query": "filament dryer"}, _igg_stale),
        ("indiegogo_search", {"query": "printer", "sort": "trending"}, _igg_stale),
    ],
)

session(
    "buymeacoffee",
    True,
    1,
    "Thank this month's Buy Me a Coffee supporters who left a message; list who they are"
    " and whether we have any active memberships.",
    [
        (
            "bmc_list_supporters",
            {"page": 1},
            J(
                {
                    "current_page": 1,
                    "data": [
                        {
                            "support_id": 5120331,
                            "support_note": "Your Blender tutorials saved my thesis!",
                            "support_coffees": 3,
                            "transaction_id": "pi_3Q" + h("t1", 20),
                            "support_visibility": 1,
                            "support_created_on": "2026-12-03 10:14:51",
                            "support_updated_on": "2026-12-03 10:14:51",
                            "supporter_name": "Kenji",
                            "support_coffee_price": "5.0000",
                            "support_email": None,
                            "is_refunded": None,
                            "support_currency": "USD",
                            "payer_name": "Kenji",
                        },
                        {
                            "support_id": 5118760,
                            "support_note": None,
                            "support_coffees": 1,
                            "transaction_id": "pi_3Q" + h("t2", 20),
                            "support_visibility": 1,
                            "support_created_on": "2026-12-01 21:02:07",
                            "support_updated_on": "2026-12-01 21:02:07",
                            "supporter_name": "Someone",
                            "support_coffee_price": "5.0000",
                            "support_email": None,
                            "is_refunded": None,
                            "support_currency": "USD",
                            "payer_name": "Someone",
                        },
                    ],
                    "first_page_url": "https://developers.buymeacoffee.com/api/v1/supporters?page=1",
                    "from": 1,
                    "last_page": 2,
                    "last_page_url": "https://developers.buymeacoffee.com/api/v1/supporters?page=2",
                    "next_page_url": "https://developers.buymeacoffee.com/api/v1/supporters?page=2",
                    "path": "https://developers.buymeacoffee.com/api/v1/supporters",
                    "per_page": 2,
                    "prev_page_url": None,
                    "to": 2,
                    "total": 3,
                }
            ),
        ),
        (
            "bmc_list_supporters",
            {"page": 2},
            J(
                {
                    "current_page": 2,
                    "data": [
                        {
                            "support_id": 5097012,
                            "support_note": "Thanks for the geometry nodes pack",
                            "support_coffees": 5,
                            "transaction_id": "pi_3Q" + h("t3", 20),
                            "support_visibility": 1,
                            "support_created_on": "2026-11-28 08:44:19",
                            "support_updated_on": "2026-11-28 08:44:19",
                            "supporter_name": "Ines M.",
                            "support_coffee_price": "5.0000",
                            "support_email": None,
                            "is_refunded": None,
                            "support_currency": "USD",
                            "payer_name": "Ines M.",
                        }
                    ],
                    "first_page_url": "https://developers.buymeacoffee.com/api/v1/supporters?page=1",
                    "from": 3,
                    "last_page": 2,
                    "next_page_url": None,
                    "path": "https://developers.buymeacoffee.com/api/v1/supporters",
                    "per_page": 2,
                    "prev_page_url": "https://developers.buymeacoffee.com/api/v1/supporters?page=1",
                    "to": 3,
                    "total": 3,
                }
            ),
        ),
        ("bmc_list_subscriptions", {"status": "active"}, J({"error": "No subscriptions"})),
        (
            "send_email",
            {
                "to": "me",
                "subject": "BMC thank-yous",
                "body": "Kenji (3 coffees, 'Your Blender tutorials saved my thesis!'), Ines M. (5 coffees, 'Thanks for the geometry nodes pack'). No active memberships.",
            },
            "Message sent. Id: <" + h("bmcmail", 16) + "@mail.gmail.com>",
        ),
    ],
)

session(
    "kofi",
    True,
    1,
    "Which Ko-fi shop orders from the last week still need the sticker packs shipped?",
    [
        (
            "kofi_list_webhook_events",
            {"type": "Shop Order", "since": "2026-12-01"},
            J(
                [
                    {
                        "verification_token": "***",
                        "message_id": h("k1", 8) + "-" + h("k1b", 4) + "-4f2e-a1c3-" + h("k1c", 12),
                        "timestamp": "2026-12-02T09:31:18Z",
                        "type": "Shop Order",
                        "is_public": True,
                        "from_name": "Rowan",
                        "message": None,
                        "amount": "8.00",
                        "url": "https://ko-fi.com/Home/CoffeeShop?txid=" + h("k1t", 8),
                        "email": "rowan@example.org",
                        "currency": "GBP",
                        "is_subscription_payment": False,
                        "is_first_subscription_payment": False,
                        "kofi_transaction_id": h("k1t", 8) + "-0c11-4a9b-8f3e-" + h("k1t2", 12),
                        "shop_items": [
                            {
                                "direct_link_code": "a1b2c3d4e5",
                                "variation_name": "Cats pack",
                                "quantity": 2,
                            }
                        ],
                        "tier_name": None,
                        "shipping": {
                            "full_name": "Rowan Hale",
                            "street_address": "14 Orchard Rd",
                            "city": "Bath",
                            "state_or_province": "",
                            "postal_code": "BA1 5XX",
                            "country": "United Kingdom",
                            "country_code": "GB",
                        },
                    },
                    {
                        "verification_token": "***",
                        "message_id": h("k2", 8) + "-" + h("k2b", 4) + "-4a10-9e2d-" + h("k2c", 12),
                        "timestamp": "2026-12-05T19:02:44Z",
                        "type": "Shop Order",
                        "is_public": False,
                        "from_name": "Mei",
                        "message": None,
                        "amount": "4.00",
                        "url": "https://ko-fi.com/Home/CoffeeShop?txid=" + h("k2t", 8),
                        "email": "mei@example.net",
                        "currency": "GBP",
                        "is_subscription_payment": False,
                        "is_first_subscription_payment": False,
                        "kofi_transaction_id": h("k2t", 8) + "-77aa-4c02-b1d9-" + h("k2t2", 12),
                        "shop_items": [
                            {
                                "direct_link_code": "f6g7h8i9j0",
                                "variation_name": "Mushrooms pack",
                                "quantity": 1,
                            }
                        ],
                        "tier_name": None,
                        "shipping": {
                            "full_name": "Mei Chen",
                            "street_address": "3 Rue Oberkampf",
                            "city": "Paris",
                            "state_or_province": "",
                            "postal_code": "75011",
                            "country": "France",
                            "country_code": "FR",
                        },
                    },
                ]
            ),
        ),
        (
            "sheets_read",
            {"spreadsheet": "Sticker shipping log", "range": "A1:D20"},
            "| Date | Name | Pack | Shipped |\n|---|---|---|---|\n| 2026-11-26 | Olu | Cats pack | yes |\n| 2026-12-02 | Rowan Hale | Cats pack x2 | yes |",
        ),
        (
            "sheets_append",
            {
                "spreadsheet": "Sticker shipping log",
                "values": [["2026-12-05", "Mei Chen", "Mushrooms pack", "no"]],
            },
            J(
                {
                    "spreadsheetId": "1Qx" + h("sheet", 20),
                    "tableRange": "Sheet1!A1:D3",
                    "updates": {
                        "updatedRange": "Sheet1!A4:D4",
                        "updatedRows": 1,
                        "updatedColumns": 4,
                        "updatedCells": 4,
                    },
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- freelance
def up_job(jid: str, title: str, amount, hourly: bool, skills: list, country: str) -> dict:
    return {
        "node": {
            "id": jid,
            "title": title,
            "createdDateTime": f"2026-12-0{num(jid, 1, 7)}T{num(jid, 10, 23)}:{num(jid, 10, 59)}:00.000Z",
            "amount": None if hourly else {"rawValue": str(amount), "currency": "USD"},
            "hourlyBudgetMin": {"rawValue": str(amount[0]), "currency": "USD"} if hourly else None,
            "hourlyBudgetMax": {"rawValue": str(amount[1]), "currency": "USD"} if hourly else None,
            "skills": [{"name": s} for s in skills],
            "client": {
                "location": {"country": country},
                "totalFeedback": round(4 + num(jid, 0, 10) / 10, 1),
                "verificationStatus": "VERIFIED",
            },
            "ciphertext": "~01" + h(jid, 16),
        }
    }


session(
    "upwork",
    True,
    1,
    "Find Upwork jobs posted this week for Rust + WebAssembly work, hourly at least $60,"
    " and save the two best to my list.",
    [
        (
            "upwork_search_jobs",
            {"query": "rust webassembly", "first": 3, "sort": "recency"},
            J(
                {
                    "data": {
                        "marketplaceJobPostingsSearch": {
                            "totalCount": 7,
                            "edges": [
                                up_job(
                                    "1866012234",
                                    "WASM image pipeline in Rust for browser editor",
                                    (60, 95),
                                    True,
                                    ["Rust", "WebAssembly", "JavaScript"],
                                    "Germany",
                                ),
                                up_job(
                                    "1865990187",
                                    "Port C++ audio DSP to Rust/wasm",
                                    4500,
                                    False,
                                    ["Rust", "WebAssembly", "DSP"],
                                    "United States",
                                ),
                                up_job(
                                    "1865871103",
                                    "Fix wasm-bindgen build for Yew app",
                                    (25, 40),
                                    True,
                                    ["Rust", "Yew"],
                                    "India",
                                ),
                            ],
                            "pageInfo": {"hasNextPage": True, "endCursor": "Mw=="},
                        }
                    }
                }
            ),
        ),
        (
            "upwork_search_jobs",
            {"query": "rust webassembly", "first": 3, "after": "Mw==", "sort": "recency"},
            J(
                {
                    "data": {
                        "marketplaceJobPostingsSearch": {
                            "totalCount": 7,
                            "edges": [
                                up_job(
                                    "1865702219",
                                    "Rust developer for CRDT sync engine (wasm target)",
                                    (70, 120),
                                    True,
                                    ["Rust", "WebAssembly", "Distributed Systems"],
                                    "Netherlands",
                                ),
                                up_job(
                                    "1865650031",
                                    "Smart-contract audit (CosmWasm)",
                                    (80, 150),
                                    True,
                                    ["Rust", "CosmWasm", "Blockchain"],
                                    "Singapore",
                                ),
                                up_job(
                                    "1865533120",
                                    "Tutor: teach me Rust basics",
                                    (20, 30),
                                    True,
                                    ["Rust"],
                                    "Canada",
                                ),
                            ],
                            "pageInfo": {"hasNextPage": True, "endCursor": "Ng=="},
                        }
                    }
                }
            ),
        ),
        (
            "upwork_search_jobs",
            {"query": "rust webassembly", "first": 3, "after": "Ng==", "sort": "recency"},
            J(
                {
                    "data": {
                        "marketplaceJobPostingsSearch": {
                            "totalCount": 7,
                            "edges": [
                                up_job(
                                    "1865412906",
                                    "Embedded Rust firmware for BLE sensor",
                                    (50, 65),
                                    True,
                                    ["Rust", "Embedded"],
                                    "Sweden",
                                )
                            ],
                            "pageInfo": {"hasNextPage": False, "endCursor": "Nw=="},
                        }
                    }
                }
            ),
        ),
        ("upwork_save_job", {"jobId": "1866012234"}, J({"data": {"saveJob": {"success": True}}})),
        ("upwork_save_job", {"jobId": "1865702219"}, J({"data": {"saveJob": {"success": True}}})),
    ],
)

session(
    "upwork",
    True,
    2,
    "Log my hours on the Upwork contract with Brightline for Monday-Wednesday and tell me"
    " if last week's timesheet was approved.",
    [
        (
            "upwork_list_contracts",
            {"status": "ACTIVE"},
            J(
                {
                    "data": {
                        "contractList": {
                            "contracts": [
                                {
                                    "id": "38812047",
                                    "title": "Data pipeline maintenance",
                                    "clientCompany": {"name": "Brightline Analytics"},
                                    "hourlyRate": {"rawValue": "72.00", "currency": "USD"},
                                    "weeklyLimit": 20,
                                },
                                {
                                    "id": "39104466",
                                    "title": "Landing page copy",
                                    "clientCompany": {"name": "Okapi Labs"},
                                    "kind": "FIXED_PRICE",
                                },
                            ]
                        }
                    }
                }
            ),
        ),
        (
            "upwork_add_manual_time",
            {
                "contractId": "38812047",
                "date": "2026-12-07",
                "hours": 3.5,
                "memo": "Airflow DAG refactor",
            },
            J({"data": {"addManualTime": {"status": "OK"}}}),
        ),
        (
            "upwork_add_manual_time",
            {
                "contractId": "38812047",
                "date": "2026-12-08",
                "hours": 4,
                "memo": "Backfill + tests",
            },
            J({"data": {"addManualTime": {"status": "OK"}}}),
        ),
        (
            "upwork_add_manual_time",
            {"contractId": "38812047", "date": "2026-12-09", "hours": 2, "memo": "Code review"},
            J({"data": {"addManualTime": {"status": "OK"}}}),
        ),
        (
            "upwork_get_timesheet",
            {"contractId": "38812047", "week": "2026-11-30"},
            J(
                {
                    "data": {
                        "contractTimeReport": {
                            "weekStart": "2026-11-30",
                            "totalHours": 17.5,
                            "status": "APPROVED",
                            "approvedAt": "2026-12-07T09:12:33Z",
                            "amount": {"rawValue": "1260.00", "currency": "USD"},
                        }
                    }
                }
            ),
        ),
    ],
)

_up_exp = J(
    {
        "errors": [
            {
                "message": "Authentication failed: access token expired",
                "extensions": {"code": "401", "classification": "AuthenticationError"},
            }
        ],
        "data": None,
    }
)
session(
    "upwork",
    False,
    1,
    "Check my Upwork proposals: which got client replies, and are there new invites?",
    [
        ("upwork_list_proposals", {"status": "SUBMITTED", "first": 20}, _up_exp),
        ("upwork_list_invitations", {"first": 20}, _up_exp),
        ("upwork_list_rooms", {"unreadOnly": True}, _up_exp),
        ("upwork_list_proposals", {"status": "ACTIVE", "first": 10}, _up_exp),
        ("upwork_get_profile", {}, _up_exp),
        ("upwork_list_rooms", {"first": 10}, _up_exp),
        ("upwork_list_invitations", {"first": 5, "status": "PENDING"}, _up_exp),
    ],
)


def fl(result: dict, rid: str) -> str:
    return J({"status": "success", "result": result, "request_id": h(rid, 32)})


def fl_proj(pid: int, title: str, lo: int, hi: int, bids: int, cur: str = "USD") -> dict:
    return {
        "id": pid,
        "owner_id": num(title, 10000000, 80000000),
        "title": title,
        "status": "active",
        "seo_url": title.lower().replace(" ", "-")[:40],
        "currency": {"code": cur, "sign": "$"},
        "type": "fixed",
        "budget": {"minimum": lo, "maximum": hi},
        "bid_stats": {"bid_count": bids, "bid_avg": round((lo + hi) / 2 * 1.1, 2)},
        "time_submitted": 1765100000 + num(title, 0, 99999),
    }


session(
    "freelancer",
    True,
    1,
    "On Freelancer.com, find an active fixed-price project to translate a mobile app from"
    " English to Portuguese (budget ≥ $250) and place a bid of $300 with 5 days delivery.",
    [
        (
            "freelancer_search_projects",
            {"query": "translate app portuguese", "min_avg_price": 250, "limit": 3},
            fl(
                {
                    "projects": [
                        fl_proj(
                            39811207, "Translate fitness app strings EN to PT-BR", 250, 750, 14
                        ),
                        fl_proj(39809932, "Portuguese localization of iOS game", 500, 1000, 31),
                        fl_proj(39801118, "Proofread Portuguese website", 30, 250, 48),
                    ],
                    "total_count": 3,
                    "users": None,
                },
                "s1",
            ),
        ),
        (
            "freelancer_get_project",
            {"project_id": 39811207, "full_description": True},
            fl(
                {
                    **fl_proj(39811207, "Translate fitness app strings EN to PT-BR", 250, 750, 14),
                    "description": "About 6,200 words of UI strings in a .xliff file. Native Brazilian Portuguese speaker needed; must keep placeholders like %1$s intact.",
                    "jobs": [
                        {"id": 24, "name": "Translation"},
                        {"id": 1042, "name": "Portuguese (Brazil) Translator"},
                    ],
                    "bidperiod": 7,
                },
                "s2",
            ),
        ),
        (
            "freelancer_place_bid",
            {
                "project_id": 39811207,
                "amount": 300,
                "period": 5,
                "milestone_percentage": 100,
                "description": "Native PT-BR translator, 6 years of app localization; I keep placeholders and plural forms intact.",
            },
            fl(
                {
                    "id": 521889310,
                    "project_id": 39811207,
                    "bidder_id": 44180233,
                    "amount": 300,
                    "period": 5,
                    "award_status": None,
                    "retracted": False,
                    "time_submitted": 1765201844,
                },
                "s3",
            ),
        ),
        (
            "freelancer_list_bids",
            {"project_id": 39811207, "bidders[]": [44180233]},
            fl(
                {
                    "bids": [
                        {
                            "id": 521889310,
                            "project_id": 39811207,
                            "bidder_id": 44180233,
                            "amount": 300,
                            "period": 5,
                            "award_status": None,
                            "frontend_bid_status": "active",
                            "highlighted": False,
                        }
                    ],
                    "total_count": 1,
                },
                "s4",
            ),
        ),
    ],
)

_fl_sandbox = fl(
    {
        "projects": [
            fl_proj(101, "Test project please ignore", 10, 30, 0),
            fl_proj(102, "Sandbox demo: build a website", 250, 750, 2),
            fl_proj(103, "QA - contest migration test", 30, 250, 1),
        ],
        "total_count": 3,
        "users": None,
    },
    "sandbox",
)
session(
    "freelancer",
    False,
    1,
    "Find Freelancer.com projects for PCB design in KiCad with budget over $500, posted"
    " in the last three days.",
    [
        (
            "freelancer_search_projects",
            {"query": "kicad pcb design", "min_avg_price": 500, "limit": 10},
            _fl_sandbox,
        ),
        (
            "freelancer_search_projects",
            {"query": "PCB layout", "min_avg_price": 500, "limit": 10},
            _fl_sandbox,
        ),
        ("freelancer_search_projects", {"query": "kicad", "limit": 10}, _fl_sandbox),
        (
            "freelancer_search_projects",
            {"query": "schematic and 4-layer board", "limit": 10, "jobs[]": [1315]},
            _fl_sandbox,
        ),
        (
            "freelancer_search_projects",
            {"query": "electronics design", "from_time": 1764940000, "limit": 10},
            _fl_sandbox,
        ),
        (
            "freelancer_search_projects",
            {"query": "altium kicad", "min_avg_price": 300, "limit": 10},
            _fl_sandbox,
        ),
        (
            "freelancer_search_projects",
            {"query": "pcb", "limit": 20, "sort_field": "time_updated"},
            _fl_sandbox,
        ),
    ],
)

session(
    "fiverr",
    True,
    1,
    "Find a Fiverr seller who does podcast mixing and mastering with delivery in 2 days"
    " for under $80 per episode; check reviews of the best one.",
    [
        (
            "browser_navigate",
            {
                "url": "https://www.fiverr.com/search/gigs?query=podcast%20mixing%20mastering&delivery_time=2"
            },
            "Page: Podcast mixing mastering | Fiverr\n\n1,203 services available\n\n1. I will edit, mix and master your podcast episode — audiojoe (Level 2) — ★4.9 (1k+) — From US$45\n2. I will professionally mix and master your podcast — clearwavestudio (Top Rated) — ★5.0 (612) — From US$70\n3. I will clean up and master podcast audio — nadia_sound (Level 1) — ★4.8 (89) — From US$25\n4. I will produce your full podcast episode — podforge (Top Rated) — ★4.9 (2k+) — From US$120",
        ),
        (
            "browser_click",
            {"element": "I will professionally mix and master your podcast — clearwavestudio"},
            "Page: I will professionally mix and master your podcast | Fiverr\n\nclearwavestudio · Top Rated · ★5.0 (612 reviews)\nFrom: United Kingdom · Avg. response time: 1 hour\n\n| Package | Price | Delivery | Episode length |\n| Basic | US$70 | 2 days | up to 30 min |\n| Standard | US$110 | 2 days | up to 60 min |\n| Premium | US$160 | 1 day | up to 90 min |",
        ),
        (
            "browser_click",
            {"element": "Reviews"},
            'Reviews (612) · Rating breakdown: 5 stars 598, 4 stars 11, 3 stars 2, 2 stars 0, 1 star 1\n\n- maria_k (Spain) ★5 — "Fixed a terrible Zoom recording, sounds like a studio now." — 1 week ago\n- thegeekcast (United States) ★5 — "Third episode with Sam, always on time." — 2 weeks ago\n- rjlee (Australia) ★4 — "Great result, one revision needed for levels." — 1 month ago',
        ),
    ],
)

_fv_block = "Page: fiverr.com\n\nIt needs a human touch\n\nComplete the action below to make sure you're a human.\n\n[Press & Hold]\n\nIncident ID: "
session(
    "fiverr",
    False,
    1,
    "Find Fiverr gigs for Shopify store speed optimization and compare three sellers'"
    " prices and delivery times.",
    [
        (
            "browser_navigate",
            {"url": "https://www.fiverr.com/search/gigs?query=shopify%20speed%20optimization"},
            _fv_block + h("f1", 8) + "-" + h("f1a", 4),
        ),
        (
            "browser_navigate",
            {"url": "https://www.fiverr.com/search/gigs?query=shopify%20page%20speed"},
            _fv_block + h("f2", 8) + "-" + h("f2a", 4),
        ),
        (
            "browser_navigate",
            {
                "url": "https://www.fiverr.com/categories/programming-tech/website-development/shopify"
            },
            _fv_block + h("f3", 8) + "-" + h("f3a", 4),
        ),
        (
            "browser_navigate",
            {"url": "https://www.fiverr.com/search/gigs?query=core%20web%20vitals%20shopify"},
            _fv_block + h("f4", 8) + "-" + h("f4a", 4),
        ),
        (
            "browser_navigate",
            {"url": "https://www.fiverr.com/"},
            _fv_block + h("f5", 8) + "-" + h("f5a", 4),
        ),
        (
            "browser_navigate",
            {
                "url": "https://www.fiverr.com/search/gigs?query=shopify%20optimization&seller_level=top_rated_seller"
            },
            _fv_block + h("f6", 8) + "-" + h("f6a", 4),
        ),
    ],
)

session(
    "toptal",
    True,
    1,
    "Toptal emailed that a match is ready for our 'Senior Data Engineer' request. Look up"
    " the candidate's profile page and schedule the intro call on Thursday at 15:00 CET.",
    [
        (
            "gmail_search",
            {"query": "from:toptal.com subject:match newer_than:7d"},
            J(
                [
                    {
                        "id": "18c" + h("tt1", 13),
                        "subject": "Your Toptal match for Senior Data Engineer is ready",
                        "from": "Toptal Matching <matching@toptal.com>",
                        "date": "Mon, 07 Dec 2026 16:40:02 +0000",
                        "snippet": "Meet Aleksandra K., a data engineer with 9 years of experience in Spark, dbt and Snowflake...",
                    }
                ]
            ),
        ),
        (
            "browser_navigate",
            {"url": "https://www.toptal.com/resume/aleksandra-k"},
            "Page: Aleksandra K. - Data Engineer | Toptal\n\nAleksandra K.\nVerified Expert in Engineering · Data Engineer · Warsaw, Poland · Toptal member since March 2021\n\nSkills: Apache Spark, dbt, Snowflake, Airflow, Python, Kafka\n\nExperience\n- Lead Data Engineer, Allegro (2019-2023): rebuilt the clickstream lake on Spark + Iceberg.\n- Data Engineer, Nordea (2016-2019)\n\nAvailability: Full-time · Preferred environment: GCP, AWS",
        ),
        (
            "calendar_create_event",
            {
                "title": "Intro: Aleksandra K. (Toptal)",
                "start": "2026-12-10T15:00:00+01:00",
                "end": "2026-12-10T15:30:00+01:00",
                "attendees": ["matching@toptal.com", "cto@ourco.example"],
            },
            J(
                {
                    "id": h("ttev", 26),
                    "status": "confirmed",
                    "htmlLink": "https://www.google.com/calendar/event?eid=" + h("ttev", 30),
                    "start": {"dateTime": "2026-12-10T15:00:00+01:00"},
                    "end": {"dateTime": "2026-12-10T15:30:00+01:00"},
                }
            ),
        ),
        (
            "gmail_send",
            {
                "to": "matching@toptal.com",
                "subject": "Re: Your Toptal match for Senior Data Engineer is ready",
                "body": "Thanks, we'd like to meet Aleksandra on Thursday 10 Dec at 15:00 CET; invite sent.",
            },
            J({"id": "18c" + h("tt2", 13), "threadId": "18c" + h("tt1", 13), "labelIds": ["SENT"]}),
        ),
    ],
)

_contra_quota = J(
    {
        "error": {
            "code": "QUOTA_EXCEEDED",
            "message": "Monthly API quota exceeded for this workspace (1000/1000 requests). Quota resets on 2027-01-01.",
            "status": 429,
        }
    }
)
session(
    "contra",
    False,
    1,
    "Find independent motion designers on Contra who have done fintech explainer videos"
    " and charge under $90/hour.",
    [
        (
            "contra_search_talent",
            {"query": "motion designer fintech explainer", "max_rate": 90},
            _contra_quota,
        ),
        (
            "contra_search_talent",
            {"query": "motion graphics", "skills": ["After Effects"], "max_rate": 90},
            _contra_quota,
        ),
        ("contra_search_projects", {"query": "fintech explainer video"}, _contra_quota),
        ("contra_search_talent", {"query": "2D animator", "max_rate": 90}, _contra_quota),
        ("contra_get_profile", {"username": "mira-motion"}, _contra_quota),
        ("contra_search_talent", {"query": "Lottie animator fintech"}, _contra_quota),
    ],
)

session(
    "malt",
    True,
    1,
    "On Malt, is there a freelance Drupal developer in Lyon available in January with a"
    " daily rate under €550? If none, say so.",
    [
        (
            "browser_navigate",
            {"url": "https://www.malt.fr/s?q=drupal&location=Lyon&remoteAllowed=false"},
            "Page: Freelances Drupal à Lyon | Malt\n\n14 freelances\n\n- Julien B. — Développeur Drupal senior — Lyon — 620 €/jour — Disponible à partir du 02/02/2027\n- Camille R. — Lead dev Drupal / Symfony — Villeurbanne — 580 €/jour — Disponibilité à confirmer\n- Nicolas T. — Développeur PHP Drupal — Lyon — 450 €/jour — Non disponible\n- Sofia M. — Intégratrice Drupal — Lyon — 400 €/jour — Disponible à temps partiel à partir du 01/03/2027",
        ),
        (
            "browser_navigate",
            {
                "url": "https://www.malt.fr/s?q=drupal&location=Lyon&maxDailyRate=550&availability=2027-01"
            },
            "Page: Freelances Drupal à Lyon | Malt\n\n0 freelance\n\nAucun freelance ne correspond à votre recherche. Essayez d'élargir vos critères (localisation, tarif, disponibilité).",
        ),
        (
            "browser_navigate",
            {"url": "https://www.malt.fr/s?q=drupal&location=Lyon&page=2"},
            "Page: Freelances Drupal à Lyon | Malt\n\n- Thomas G. — Architecte Drupal — Lyon — 750 €/jour — Disponible\n- Élodie P. — Développeuse Drupal 10 — Caluire — 560 €/jour — Disponible à partir du 04/01/2027\n- Yanis K. — Full-stack Drupal/React — Lyon — 520 €/jour — Non disponible\n\n(Page 2 sur 3)",
        ),
        (
            "browser_navigate",
            {"url": "https://www.malt.fr/s?q=drupal&location=Lyon&page=3"},
            "Page: Freelances Drupal à Lyon | Malt\n\n- Hugo D. — Développeur Drupal junior — Lyon — 350 €/jour — Non disponible\n- Inès L. — Chef de projet Drupal — Lyon — 600 €/jour — Disponible\n\n(Page 3 sur 3)",
        ),
    ],
)

_malt_empty = J(
    {"totalElements": 0, "page": 0, "size": 20, "content": [], "facets": {}, "tenant": "malt-de"}
)
session(
    "malt",
    False,
    1,
    "List Malt freelancers in Paris for SAP FICO consulting with at least 10 missions,"
    " sorted by rating.",
    [
        (
            "malt_search_freelancers",
            {"query": "SAP FICO", "location": "Paris", "min_missions": 10, "sort": "rating"},
            _malt_empty,
        ),
        (
            "malt_search_freelancers",
            {"query": "SAP FI CO consultant", "location": "Paris"},
            _malt_empty,
        ),
        (
            "malt_search_freelancers",
            {"query": "SAP S/4HANA finance", "location": "Île-de-France"},
            _malt_empty,
        ),
        (
            "malt_search_freelancers",
            {"query": "consultant SAP", "location": "Paris", "remote": True},
            _malt_empty,
        ),
        ("malt_search_freelancers", {"query": "SAP"}, _malt_empty),
        (
            "malt_search_freelancers",
            {"query": "contrôle de gestion SAP", "location": "Paris"},
            _malt_empty,
        ),
    ],
)


def main(out: Path | None = None) -> None:
    out = out or Path(__file__).with_name("tool_heldout72.jsonl")
    with out.open("w", encoding="utf-8") as f:
        for row in ROWS:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
