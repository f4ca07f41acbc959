# ruff: noqa: E501 -- tool outputs are kept verbatim: long lines
"""Held-out fixture tool_heldout34: five domain groups no earlier fixture covered.

Each row is one tool call in the project's ``real-runs`` format (source, run_id,
task, tool, args, result, outcome).  Sessions are written as the real tools and
their usual wrappers return them; identifiers come from SHA-256 hashes of fixed
strings, so the file is the same on every run.  No clock, no randomness.

Where each format comes from, and how sure of it I am:

E-commerce
- bigcommerce: REST v3 catalog/orders bodies ``{"data": [...], "meta":
  {"pagination": {...}}}`` and the v2 orders array, as in BigCommerce's API
  reference.  Sure of the envelope; field subsets chosen by me.
- magento: Magento 2 REST ``searchCriteria`` responses ``{"items", "search_criteria",
  "total_count"}``; POST /V1/order/{id}/ship returns the new entity id as a bare
  JSON string.  Sure.
- woocommerce: WC REST v3 order / note objects; the WordPress maintenance-mode
  page ("Briefly unavailable for scheduled maintenance. Check back in a minute.")
  is core WordPress text.  Sure.
- sfcc-ocapi: Shop API ``product_search_result`` and ``basket`` documents with
  ``_v`` / ``_type`` keys.  Fairly sure; fields trimmed.
- commercetools: paged query results ``{"limit", "offset", "count", "total",
  "results"}``, update responses carrying ``version``, and the OAuth error body
  ``{"statusCode": 401, "message": "invalid_token", "errors": [...]}``.  Fairly sure.
- shopware: Admin/Store API search bodies ``{"total", "data"/"elements",
  "aggregations"}``.  Fairly sure; the stale-cache failure is a reverse proxy
  (HTTP cache) answering every search with the same cached listing.

Education
- blackboard: Learn REST ``{"results": [...], "paging": {"nextPage": ...}}``; the
  failure is an F5 / load balancer timeout page.  Sure of the envelope.
- brightspace: Valence ``PagingInfo`` / ``Items`` paged results and grade objects.
  Fairly sure.
- google-classroom: Classroom v1 JSON (courses, courseWork, studentSubmissions,
  ``nextPageToken``, empty list answered as ``{}``), Google API 429
  RESOURCE_EXHAUSTED error body.  Sure.
- powerschool: /ws/v1 ``{"students": {"student": [...]}}`` and PowerQuery
  ``{"name", "record": [...]}`` bodies.  Moderately sure.
- clever: v3.0 ``{"data": [{"data": {...}, "uri": ...}], "links": [...]}``; the
  failure is a token for the "#DEMO" sandbox district.  Fairly sure.
- gradescope: an autograder harness printing Gradescope's results.json shape
  (``score``, ``tests`` with ``name``/``score``/``max_score``/``output``).  Sure.

E-signature
- dropbox-sign: v3 ``signature_request`` objects, ``list_info`` paging, and the
  ``{"error": {"error_msg", "error_name"}}`` error body.  Sure.
- pandadoc: public v1 documents (``document.uploaded`` -> ``document.draft``
  status while a created document is processed), send response; the 429 body is
  my approximation.  Fairly sure.
- acrobat-sign: REST v6 ``userAgreementList`` with ``page.nextCursor``, members,
  reminders; the ``INVALID_API_ACCESS_POINT`` error code is documented.  Sure.
- signnow: ``/user/documentsv2`` list, document JSON, ``{"status": "success"}`` for
  invites.  Fairly sure.
- box-sign: /2.0/sign_requests (``entries``, ``next_marker``, status
  ``converting`` -> ``sent``).  Sure.
- docuseal: /api/submissions ``{"data", "pagination"}``; the failure is the
  self-hosted server refusing connections (Node fetch error text).  Fairly sure.

Telephony and meetings
- vonage: legacy SMS API ``{"message-count", "messages": [{"status", ...}]}``
  (status "9" = Partner quota exceeded), Messages API ``message_uuid``, Number
  Insight basic.  Sure.
- webex: /v1/meetings ``{"items": [...]}``, recordings, transcripts; the 401 body
  with ``trackingId``.  Sure.
- teams-graph: Microsoft Graph onlineMeetings / attendanceReports / chat message
  bodies with ``@odata.context``.  Sure.
- ringcentral: call-log ``records`` / ``paging`` / ``navigation``, RingOut status
  polling, error CMN-301 "Request rate exceeded".  Sure.
- bandwidth: Messaging v2 message objects and the messages search body
  (``totalCount``, ``pageInfo``); Voice v2 call state.  Fairly sure.
- plivo: ``{"api_id", "meta", "objects"}`` lists and "message(s) queued".  Sure.

GitOps and image pipelines (CLIs through a shell tool, one REST API)
- packer: ``packer init`` / ``validate`` / ``build`` human output ("==> Builds
  finished. The artifacts of successful builds are:").  Sure.
- argocd: ``argocd app get`` / ``sync`` / ``history`` text and the FATA line of an
  expired session ("invalid session: token has invalid claims: token is
  expired").  Fairly sure.
- flux: ``flux get kustomizations`` / ``reconcile`` (the ► ✔ ◎ ✗ lines) /
  ``flux logs``.  Fairly sure.
- bitbucket-pipelines: 2.0 pipelines API (``values``, ``state.result``, steps);
  the rate-limit error body is my approximation.  Fairly sure.
- boundary: ``boundary targets list`` / ``read`` / ``sessions list`` text output
  and an Unauthenticated error block.  Moderately sure of the layout.
- crossplane: ``kubectl get managed`` / ``describe`` tables (SYNCED, READY,
  EXTERNAL-NAME).  Sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def h(s: str, n: int = 12) -> str:
    """A fixed identifier from a fixed string."""
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    """A fixed number in [lo, hi) from a fixed string."""
    return lo + int(h(s, 8), 16) % (hi - lo)


def j(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


def sess(family: str, ok: bool, n: int, task: str, calls: list[tuple]) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout34/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


# --------------------------------------------------------------------------
# 1. E-commerce platforms
# --------------------------------------------------------------------------


def bc_product(pid: int, name: str, sku: str, inv: int, price: float) -> dict:
    return {
        "id": pid,
        "name": name,
        "type": "physical",
        "sku": sku,
        "price": price,
        "inventory_level": inv,
        "inventory_tracking": "product",
        "is_visible": True,
        "date_modified": f"2024-05-{num(sku, 1, 28):02d}T10:{num(name, 10, 59)}:00+00:00",
    }


def bc_page(items: list, page: int, total: int, per: int) -> str:
    pages = -(-total // per)
    links = {"current": f"?page={page}&limit={per}"}
    if page < pages:
        links["next"] = f"?page={page + 1}&limit={per}"
    if page > 1:
        links["previous"] = f"?page={page - 1}&limit={per}"
    return j(
        {
            "data": items,
            "meta": {
                "pagination": {
                    "total": total,
                    "count": len(items),
                    "per_page": per,
                    "current_page": page,
                    "total_pages": pages,
                    "links": links,
                }
            },
        }
    )


def build_commerce() -> None:
    low = [
        bc_product(112, "Trail Runner 2 - Slate", "TR2-SLT-42", 3, 129.0),
        bc_product(118, "Trail Runner 2 - Moss", "TR2-MOS-40", 1, 129.0),
        bc_product(131, "Merino Crew Sock 3-pack", "MCS-3P-M", 4, 24.0),
    ]
    low2 = [
        bc_product(207, "Packable Shell Jacket", "PSJ-BLK-L", 0, 189.0),
        bc_product(233, "Hydration Vest 5L", "HV5-ORG", 2, 99.5),
    ]
    sess(
        "bigcommerce",
        True,
        1,
        "Find every product with 5 or fewer units left and bump the restock-flag "
        "custom field on each, then tell me which ones are completely out.",
        [
            (
                "bigcommerce_get_products",
                {"inventory_level:max": 5, "limit": 3, "page": 1},
                bc_page(low, 1, 5, 3),
            ),
            (
                "bigcommerce_get_products",
                {"inventory_level:max": 5, "limit": 3, "page": 2},
                bc_page(low2, 2, 5, 3),
            ),
            (
                "bigcommerce_create_custom_field",
                {"product_id": 207, "name": "restock", "value": "urgent"},
                j({"data": {"id": 5512, "name": "restock", "value": "urgent"}, "meta": {}}),
            ),
            (
                "bigcommerce_create_custom_field",
                {"product_id": 118, "name": "restock", "value": "soon"},
                j({"data": {"id": 5513, "name": "restock", "value": "soon"}, "meta": {}}),
            ),
            (
                "bigcommerce_create_custom_field",
                {"product_id": 233, "name": "restock", "value": "soon"},
                j({"data": {"id": 5514, "name": "restock", "value": "soon"}, "meta": {}}),
            ),
            (
                "bigcommerce_create_custom_field",
                {"product_id": 112, "name": "restock", "value": "soon"},
                j({"data": {"id": 5515, "name": "restock", "value": "soon"}, "meta": {}}),
            ),
            (
                "bigcommerce_create_custom_field",
                {"product_id": 131, "name": "restock", "value": "soon"},
                j({"data": {"id": 5516, "name": "restock", "value": "soon"}, "meta": {}}),
            ),
        ],
    )

    def bc_order(oid: int, status: str, total: str, email: str) -> dict:
        return {
            "id": oid,
            "customer_id": num(email, 100, 900),
            "date_created": f"Tue, {num(str(oid), 1, 28):02d} May 2024 14:02:11 +0000",
            "status_id": 11 if status == "Awaiting Fulfillment" else 9,
            "status": status,
            "subtotal_inc_tax": total,
            "total_inc_tax": total,
            "items_total": num(str(oid), 1, 4),
            "payment_method": "Credit Card",
            "billing_address": {"email": email, "country_iso2": "US"},
        }

    sess(
        "bigcommerce",
        True,
        2,
        "Did the customer dana.reyes@example.net place any order after 20 May? "
        "If one is awaiting shipment, mark it shipped with tracking 1Z999AA10123456784.",
        [
            (
                "bigcommerce_get_customers",
                {"email:in": "dana.reyes@example.net"},
                j(
                    {
                        "data": [
                            {
                                "id": 4411,
                                "email": "dana.reyes@example.net",
                                "first_name": "Dana",
                                "last_name": "Reyes",
                                "customer_group_id": 0,
                                "date_created": "2023-11-02T18:22:09Z",
                            }
                        ],
                        "meta": {
                            "pagination": {
                                "total": 1,
                                "count": 1,
                                "per_page": 50,
                                "current_page": 1,
                                "total_pages": 1,
                            }
                        },
                    }
                ),
            ),
            (
                "bigcommerce_get_orders",
                {"customer_id": 4411, "min_date_created": "2024-05-20"},
                j([bc_order(30871, "Awaiting Fulfillment", "212.4000", "dana.reyes@example.net")]),
            ),
            (
                "bigcommerce_get_order_products",
                {"order_id": 30871},
                j(
                    [
                        {
                            "id": 77120,
                            "order_id": 30871,
                            "product_id": 207,
                            "name": "Packable Shell Jacket",
                            "sku": "PSJ-BLK-M",
                            "quantity": 1,
                            "price_inc_tax": "189.0000",
                        },
                        {
                            "id": 77121,
                            "order_id": 30871,
                            "product_id": 131,
                            "name": "Merino Crew Sock 3-pack",
                            "sku": "MCS-3P-M",
                            "quantity": 1,
                            "price_inc_tax": "23.4000",
                        },
                    ]
                ),
            ),
            (
                "bigcommerce_create_shipment",
                {
                    "order_id": 30871,
                    "tracking_number": "1Z999AA10123456784",
                    "order_address_id": 30870,
                },
                j(
                    {
                        "id": 1902,
                        "order_id": 30871,
                        "customer_id": 4411,
                        "order_address_id": 30870,
                        "date_created": "Fri, 24 May 2024 09:14:51 +0000",
                        "tracking_number": "1Z999AA10123456784",
                        "shipping_method": "UPS Ground",
                        "shipping_provider": "ups",
                        "tracking_carrier": "ups",
                        "items": [
                            {"order_product_id": 77120, "product_id": 207, "quantity": 1},
                            {"order_product_id": 77121, "product_id": 131, "quantity": 1},
                        ],
                    }
                ),
            ),
            (
                "bigcommerce_get_orders",
                {"customer_id": 4411, "min_date_created": "2024-05-20"},
                j([bc_order(30871, "Shipped", "212.4000", "dana.reyes@example.net")]),
            ),
        ],
    )

    # Magento 2 -------------------------------------------------------------
    def mg_search(items: list, filters: list, total: int | None = None) -> str:
        return j(
            {
                "items": items,
                "search_criteria": {
                    "filter_groups": [{"filters": [f]} for f in filters],
                    "page_size": 20,
                    "current_page": 1,
                },
                "total_count": len(items) if total is None else total,
            }
        )

    f_sku = {"field": "sku", "value": "WJ12-M-Blue", "condition_type": "eq"}
    sess(
        "magento",
        True,
        1,
        "Are there any pending orders that still contain SKU WJ12-M-Blue? We are "
        "discontinuing it. Then ship order 000000412 and add a comment saying it left the warehouse.",
        [
            (
                "magento_get_products",
                {
                    "searchCriteria[filter_groups][0][filters][0][field]": "sku",
                    "searchCriteria[filter_groups][0][filters][0][value]": "WJ12-M-Blue",
                },
                mg_search(
                    [
                        {
                            "id": 1846,
                            "sku": "WJ12-M-Blue",
                            "name": "Olivia 1/4 Zip Light Jacket-M-Blue",
                            "attribute_set_id": 9,
                            "price": 77,
                            "status": 2,
                            "visibility": 1,
                            "type_id": "simple",
                            "created_at": "2023-02-10 09:12:44",
                            "updated_at": "2024-05-21 16:40:02",
                            "weight": 1,
                            "extension_attributes": {"website_ids": [1]},
                        }
                    ],
                    [f_sku],
                ),
            ),
            (
                "magento_get_orders",
                {
                    "searchCriteria[filter_groups][0][filters][0][field]": "status",
                    "searchCriteria[filter_groups][0][filters][0][value]": "pending",
                    "searchCriteria[filter_groups][1][filters][0][field]": "sku",
                    "searchCriteria[filter_groups][1][filters][0][value]": "WJ12-M-Blue",
                },
                mg_search(
                    [],
                    [{"field": "status", "value": "pending", "condition_type": "eq"}, f_sku],
                ),
            ),
            (
                "magento_get_order",
                {"increment_id": "000000412"},
                mg_search(
                    [
                        {
                            "entity_id": 412,
                            "increment_id": "000000412",
                            "state": "processing",
                            "status": "processing",
                            "customer_email": "roni_cost@example.com",
                            "grand_total": 39.64,
                            "total_qty_ordered": 2,
                            "items": [
                                {
                                    "item_id": 903,
                                    "sku": "MS04-XS-Red",
                                    "qty_ordered": 1,
                                    "qty_shipped": 0,
                                },
                                {
                                    "item_id": 904,
                                    "sku": "24-UG06",
                                    "qty_ordered": 1,
                                    "qty_shipped": 0,
                                },
                            ],
                        }
                    ],
                    [{"field": "increment_id", "value": "000000412", "condition_type": "eq"}],
                ),
            ),
            (
                "magento_ship_order",
                {
                    "order_id": 412,
                    "items": [{"order_item_id": 903, "qty": 1}, {"order_item_id": 904, "qty": 1}],
                    "notify": True,
                },
                '"287"',
            ),
            (
                "magento_add_order_comment",
                {
                    "order_id": 412,
                    "statusHistory": {
                        "comment": "Left the Reno warehouse 24 May.",
                        "is_customer_notified": 0,
                        "status": "complete",
                    },
                },
                "true",
            ),
        ],
    )
    sess(
        "magento",
        False,
        1,
        "Pull last week's orders over $500 so finance can review them for fraud.",
        [
            (
                "magento_get_orders",
                {
                    "searchCriteria[filter_groups][0][filters][0][field]": "grand_total",
                    "searchCriteria[filter_groups][0][filters][0][value]": 500,
                    "searchCriteria[filter_groups][0][filters][0][condition_type]": "gt",
                },
                mg_search([], [{"field": "grand_total", "value": "500", "condition_type": "gt"}]),
            ),
            (
                "magento_get_orders",
                {
                    "searchCriteria[filter_groups][0][filters][0][field]": "created_at",
                    "searchCriteria[filter_groups][0][filters][0][value]": "2024-05-13 00:00:00",
                    "searchCriteria[filter_groups][0][filters][0][condition_type]": "gteq",
                },
                mg_search(
                    [],
                    [
                        {
                            "field": "created_at",
                            "value": "2024-05-13 00:00:00",
                            "condition_type": "gteq",
                        }
                    ],
                ),
            ),
            (
                "magento_get_orders",
                {"searchCriteria[pageSize]": 50},
                j(
                    {
                        "items": [],
                        "search_criteria": {
                            "filter_groups": [],
                            "page_size": 50,
                            "current_page": 1,
                        },
                        "total_count": 0,
                    }
                ),
            ),
            (
                "magento_get_invoices",
                {
                    "searchCriteria[filter_groups][0][filters][0][field]": "grand_total",
                    "searchCriteria[filter_groups][0][filters][0][value]": 500,
                    "searchCriteria[filter_groups][0][filters][0][condition_type]": "gt",
                },
                mg_search([], [{"field": "grand_total", "value": "500", "condition_type": "gt"}]),
            ),
            (
                "magento_get_orders",
                {
                    "searchCriteria[filter_groups][0][filters][0][field]": "status",
                    "searchCriteria[filter_groups][0][filters][0][value]": "complete",
                },
                mg_search([], [{"field": "status", "value": "complete", "condition_type": "eq"}]),
            ),
            (
                "magento_get_orders",
                {
                    "searchCriteria[filter_groups][0][filters][0][field]": "store_id",
                    "searchCriteria[filter_groups][0][filters][0][value]": 1,
                },
                mg_search([], [{"field": "store_id", "value": "1", "condition_type": "eq"}]),
            ),
            (
                "magento_get_customers",
                {"searchCriteria[pageSize]": 5},
                j(
                    {
                        "items": [],
                        "search_criteria": {"filter_groups": [], "page_size": 5, "current_page": 1},
                        "total_count": 0,
                    }
                ),
            ),
        ],
    )

    # WooCommerce -----------------------------------------------------------
    def wc_order(oid: int, status: str, total: str, name: str) -> dict:
        return {
            "id": oid,
            "parent_id": 0,
            "status": status,
            "currency": "EUR",
            "date_created": f"2024-05-{num(name, 10, 23)}T08:31:17",
            "total": total,
            "customer_id": num(name, 2, 300),
            "billing": {
                "first_name": name.split()[0],
                "last_name": name.split()[1],
                "country": "DE",
            },
            "payment_method": "stripe",
            "line_items": [
                {"id": oid * 3, "name": "Ceramic Pour-Over Set", "quantity": 1, "total": total}
            ],
            "_links": {
                "self": [{"href": f"https://shop.kaffeehaus.de/wp-json/wc/v3/orders/{oid}"}]
            },
        }

    proc1 = [
        wc_order(8812, "processing", "54.90", "Jonas Weber"),
        wc_order(8815, "processing", "119.00", "Lea Fischer"),
    ]
    proc2 = [wc_order(8821, "processing", "32.50", "Mia Schulz")]
    sess(
        "woocommerce",
        True,
        1,
        "Complete all processing orders that shipped today and leave a customer "
        "note with the DHL tracking link on each.",
        [
            (
                "woocommerce_list_orders",
                {"status": "processing", "per_page": 2, "page": 1},
                j(proc1),
            ),
            (
                "woocommerce_list_orders",
                {"status": "processing", "per_page": 2, "page": 2},
                j(proc2),
            ),
            (
                "woocommerce_update_order",
                {"id": 8812, "status": "completed"},
                j(
                    {
                        **wc_order(8812, "completed", "54.90", "Jonas Weber"),
                        "date_completed": "2024-05-24T15:02:44",
                    }
                ),
            ),
            (
                "woocommerce_create_order_note",
                {
                    "order_id": 8812,
                    "note": "Versendet mit DHL: https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042557",
                    "customer_note": True,
                },
                j(
                    {
                        "id": 40411,
                        "author": "Kaffeehaus Shop",
                        "date_created": "2024-05-24T15:02:51",
                        "date_created_gmt": "2024-05-24T13:02:51",
                        "note": "Versendet mit DHL: https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042557",
                        "customer_note": True,
                        "added_by_user": True,
                    }
                ),
            ),
            (
                "woocommerce_update_order",
                {"id": 8815, "status": "completed"},
                j(
                    {
                        **wc_order(8815, "completed", "119.00", "Lea Fischer"),
                        "date_completed": "2024-05-24T15:03:10",
                    }
                ),
            ),
            (
                "woocommerce_create_order_note",
                {
                    "order_id": 8815,
                    "note": "Versendet mit DHL: https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042564",
                    "customer_note": True,
                },
                j(
                    {
                        "id": 40412,
                        "author": "Kaffeehaus Shop",
                        "date_created": "2024-05-24T15:03:14",
                        "date_created_gmt": "2024-05-24T13:03:14",
                        "note": "Versendet mit DHL: https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042564",
                        "customer_note": True,
                        "added_by_user": True,
                    }
                ),
            ),
            (
                "woocommerce_list_orders",
                {"status": "processing", "per_page": 2, "page": 1},
                j([wc_order(8821, "processing", "32.50", "Mia Schulz")]),
            ),
        ],
    )
    maint = (
        '<!DOCTYPE html>\n<html lang="de-DE">\n<head>\n<meta charset="utf-8">\n'
        "<title>Maintenance</title>\n</head>\n<body>\n"
        "<p>Briefly unavailable for scheduled maintenance. Check back in a minute.</p>\n"
        "</body>\n</html>"
    )
    sess(
        "woocommerce",
        False,
        1,
        "A customer says order 8790 was charged twice. Check the order and its refunds.",
        [
            ("woocommerce_get_order", {"id": 8790}, maint),
            ("woocommerce_list_order_refunds", {"order_id": 8790}, maint),
            ("woocommerce_list_orders", {"search": "8790"}, maint),
            ("woocommerce_list_orders", {"customer": 118, "after": "2024-05-01T00:00:00"}, maint),
            ("woocommerce_get_order", {"id": 8790, "context": "view"}, maint),
            ("woocommerce_list_order_notes", {"order_id": 8790}, maint),
            ("woocommerce_get_order", {"id": 8790}, maint),
        ],
    )

    # SFCC OCAPI -----------------------------------------------------------
    def hit(pid: str, name: str, price: float) -> dict:
        return {
            "_type": "product_search_hit",
            "currency": "USD",
            "hit_type": "master",
            "link": f"https://dev05-na01-acme.demandware.net/s/RefArch/dw/shop/v23_2/products/{pid}",
            "product_id": pid,
            "product_name": name,
            "price": price,
            "represented_product": {"_type": "product_ref", "id": pid + "M"},
        }

    sess(
        "sfcc-ocapi",
        True,
        1,
        "Build a test basket on the RefArch site with a women's rain jacket under "
        "$150 and check what shipping methods are offered to zip 97205.",
        [
            (
                "ocapi_product_search",
                {
                    "site": "RefArch",
                    "q": "rain jacket",
                    "refine_1": "cgid=womens-outerwear",
                    "count": 4,
                },
                j(
                    {
                        "_v": "23.2",
                        "_type": "product_search_result",
                        "count": 3,
                        "hits": [
                            hit("25696717", "Hooded Rain Parka", 179.0),
                            hit("25604455", "Packable Rain Shell", 119.0),
                            hit("25519318", "Waterproof Trench", 149.0),
                        ],
                        "query": "rain jacket",
                        "refinements": [],
                        "selected_refinements": {"cgid": "womens-outerwear"},
                        "start": 0,
                        "total": 3,
                    }
                ),
            ),
            (
                "ocapi_get_product",
                {"site": "RefArch", "id": "25604455", "expand": "availability,variations"},
                j(
                    {
                        "_v": "23.2",
                        "_type": "product",
                        "id": "25604455",
                        "name": "Packable Rain Shell",
                        "price": 119.0,
                        "currency": "USD",
                        "inventory": {
                            "_type": "inventory",
                            "ats": 37,
                            "orderable": True,
                            "stock_level": 37,
                        },
                        "variants": [
                            {
                                "_type": "variant",
                                "product_id": "701644390127M",
                                "orderable": True,
                                "variation_values": {"color": "NAVY", "size": "M"},
                            }
                        ],
                    }
                ),
            ),
            (
                "ocapi_create_basket",
                {"site": "RefArch"},
                j(
                    {
                        "_v": "23.2",
                        "_type": "basket",
                        "basket_id": "bc" + h("basket-refarch", 22),
                        "currency": "USD",
                        "customer_info": {"customer_id": "abmHo5kXEWlrYRxbg1wGYYlbc3"},
                        "product_items": [],
                        "shipments": [{"_type": "shipment", "shipment_id": "me"}],
                    }
                ),
            ),
            (
                "ocapi_add_basket_item",
                {
                    "site": "RefArch",
                    "basket_id": "bc" + h("basket-refarch", 22),
                    "items": [{"product_id": "701644390127M", "quantity": 1}],
                },
                j(
                    {
                        "_v": "23.2",
                        "_type": "basket",
                        "basket_id": "bc" + h("basket-refarch", 22),
                        "product_items": [
                            {
                                "_type": "product_item",
                                "item_id": h("item1", 26),
                                "product_id": "701644390127M",
                                "product_name": "Packable Rain Shell",
                                "quantity": 1,
                                "price": 119.0,
                            }
                        ],
                        "product_sub_total": 119.0,
                        "order_total": None,
                    }
                ),
            ),
            (
                "ocapi_set_shipping_address",
                {
                    "site": "RefArch",
                    "basket_id": "bc" + h("basket-refarch", 22),
                    "shipment_id": "me",
                    "postal_code": "97205",
                    "state_code": "OR",
                    "country_code": "US",
                    "city": "Portland",
                },
                j(
                    {
                        "_v": "23.2",
                        "_type": "shipment",
                        "shipment_id": "me",
                        "shipping_address": {
                            "_type": "order_address",
                            "city": "Portland",
                            "country_code": "US",
                            "postal_code": "97205",
                            "state_code": "OR",
                        },
                    }
                ),
            ),
            (
                "ocapi_get_shipping_methods",
                {
                    "site": "RefArch",
                    "basket_id": "bc" + h("basket-refarch", 22),
                    "shipment_id": "me",
                },
                j(
                    {
                        "_v": "23.2",
                        "_type": "shipping_method_result",
                        "applicable_shipping_methods": [
                            {
                                "_type": "shipping_method",
                                "id": "001",
                                "name": "Ground",
                                "price": 7.99,
                                "description": "Order received within 7-10 business days",
                            },
                            {
                                "_type": "shipping_method",
                                "id": "002",
                                "name": "2-Day Express",
                                "price": 11.99,
                            },
                            {
                                "_type": "shipping_method",
                                "id": "003",
                                "name": "Overnight",
                                "price": 19.99,
                            },
                        ],
                        "default_shipping_method_id": "001",
                    }
                ),
            ),
        ],
    )

    # commercetools --------------------------------------------------------
    def ct_cart(cid: str, version: int, state: str, lines: int, total: int) -> dict:
        return {
            "type": "Cart",
            "id": cid,
            "version": version,
            "cartState": state,
            "customerEmail": f"{cid[:6]}@example.org",
            "lineItems": [{"quantity": 1}] * lines,
            "totalPrice": {
                "type": "centPrecision",
                "currencyCode": "EUR",
                "centAmount": total,
                "fractionDigits": 2,
            },
            "lastModifiedAt": f"2024-05-{num(cid, 1, 20):02d}T11:00:00.000Z",
        }

    carts = [
        ct_cart(
            h(f"cart{i}", 8)
            + "-"
            + h(f"c{i}", 4)
            + "-4"
            + h(f"d{i}", 3)
            + "-a"
            + h(f"e{i}", 3)
            + "-"
            + h(f"f{i}", 12),
            num(f"v{i}", 3, 30),
            "Active",
            num(f"l{i}", 1, 5),
            num(f"t{i}", 1500, 40000),
        )
        for i in range(5)
    ]
    sess(
        "commercetools",
        True,
        1,
        "Find active carts untouched since before 20 May and freeze them so the "
        "abandoned-cart job stops mailing those customers.",
        [
            (
                "commercetools_query_carts",
                {
                    "where": 'cartState="Active" and lastModifiedAt < "2024-05-20T00:00:00.000Z"',
                    "limit": 3,
                    "offset": 0,
                },
                j({"limit": 3, "offset": 0, "count": 3, "total": 5, "results": carts[:3]}),
            ),
            (
                "commercetools_query_carts",
                {
                    "where": 'cartState="Active" and lastModifiedAt < "2024-05-20T00:00:00.000Z"',
                    "limit": 3,
                    "offset": 3,
                },
                j({"limit": 3, "offset": 3, "count": 2, "total": 5, "results": carts[3:]}),
            ),
        ]
        + [
            (
                "commercetools_update_cart",
                {"id": c["id"], "version": c["version"], "actions": [{"action": "freezeCart"}]},
                j({**c, "version": c["version"] + 1, "cartState": "Frozen"}),
            )
            for c in carts
        ],
    )
    ct_err = j(
        {
            "statusCode": 401,
            "message": "invalid_token",
            "errors": [{"code": "invalid_token", "message": "invalid_token"}],
            "error": "invalid_token",
            "error_description": "invalid_token",
        }
    )
    sess(
        "commercetools",
        False,
        1,
        "Set the new summer prices from the sheet on SKUs SUN-HAT-01, SUN-HAT-02 and BEACH-TOWEL-L.",
        [
            ("commercetools_get_product_by_sku", {"sku": "SUN-HAT-01"}, ct_err),
            ("commercetools_get_product_by_sku", {"sku": "SUN-HAT-02"}, ct_err),
            (
                "commercetools_query_products",
                {"where": 'masterData(current(masterVariant(sku="BEACH-TOWEL-L")))'},
                ct_err,
            ),
            ("commercetools_query_products", {"where": 'key="sun-hat"', "limit": 5}, ct_err),
            (
                "commercetools_search_product_projections",
                {"text.en-US": "sun hat", "staged": True},
                ct_err,
            ),
            ("commercetools_get_product_by_sku", {"sku": "SUN-HAT-01", "staged": True}, ct_err),
            ("commercetools_query_products", {"limit": 1}, ct_err),
        ],
    )

    # Shopware -------------------------------------------------------------
    def sw_prod(num_: str, name: str, price: float, stock: int) -> dict:
        return {
            "id": h("sw" + num_, 32),
            "productNumber": num_,
            "name": name,
            "stock": stock,
            "available": stock > 0,
            "active": True,
            "price": [
                {
                    "currencyId": "b7d2554b0ce847cd82f3ac9bd1c0dfca",
                    "gross": price,
                    "net": round(price / 1.19, 2),
                    "linked": True,
                }
            ],
            "apiAlias": "product",
        }

    sess(
        "shopware",
        True,
        1,
        "Which products in the Gartenmöbel category have stock under 10, and "
        "deactivate the ones with zero stock.",
        [
            (
                "shopware_search",
                {
                    "entity": "category",
                    "filter": [{"type": "equals", "field": "name", "value": "Gartenmöbel"}],
                },
                j(
                    {
                        "total": 1,
                        "data": [
                            {
                                "id": h("cat-garten", 32),
                                "name": "Gartenmöbel",
                                "level": 3,
                                "childCount": 0,
                                "productAssignmentType": "product",
                                "apiAlias": "category",
                            }
                        ],
                        "aggregations": [],
                    }
                ),
            ),
            (
                "shopware_search",
                {
                    "entity": "product",
                    "limit": 25,
                    "page": 1,
                    "filter": [
                        {"type": "equals", "field": "categoryIds", "value": h("cat-garten", 32)},
                        {"type": "range", "field": "stock", "parameters": {"lt": 10}},
                    ],
                },
                j(
                    {
                        "total": 4,
                        "data": [
                            sw_prod("SW10044", "Loungesessel Teak", 349.0, 6),
                            sw_prod("SW10051", "Klappstuhl Akazie 2er-Set", 89.9, 0),
                            sw_prod("SW10067", "Gartenbank Eukalyptus", 219.0, 3),
                            sw_prod("SW10072", "Sonnenliege Aluminium", 159.0, 0),
                        ],
                        "aggregations": [],
                    }
                ),
            ),
            (
                "shopware_sync",
                {
                    "operations": [
                        {
                            "action": "upsert",
                            "entity": "product",
                            "payload": [
                                {"id": h("swSW10051", 32), "active": False},
                                {"id": h("swSW10072", 32), "active": False},
                            ],
                        }
                    ]
                },
                j(
                    {
                        "success": True,
                        "data": {"product": [h("swSW10051", 32), h("swSW10072", 32)]},
                        "notFound": [],
                        "deleted": [],
                    }
                ),
            ),
            (
                "shopware_search",
                {
                    "entity": "product",
                    "filter": [
                        {"type": "equals", "field": "active", "value": False},
                        {"type": "equals", "field": "categoryIds", "value": h("cat-garten", 32)},
                    ],
                },
                j(
                    {
                        "total": 2,
                        "data": [
                            {
                                **sw_prod("SW10051", "Klappstuhl Akazie 2er-Set", 89.9, 0),
                                "active": False,
                            },
                            {
                                **sw_prod("SW10072", "Sonnenliege Aluminium", 159.0, 0),
                                "active": False,
                            },
                        ],
                        "aggregations": [],
                    }
                ),
            ),
        ],
    )
    cached = j(
        {
            "sorting": "name-asc",
            "currentFilters": {"search": None},
            "page": 1,
            "limit": 24,
            "total": 3,
            "elements": [
                {
                    **sw_prod("SW10001", "Hauptartikel Geschenkgutschein", 50.0, 999),
                    "apiAlias": "product",
                },
                {**sw_prod("SW10002", "Kaffeebecher Emaille", 14.9, 120), "apiAlias": "product"},
                {**sw_prod("SW10003", "Leinen-Schürze", 29.0, 40), "apiAlias": "product"},
            ],
            "aggregations": {},
            "apiAlias": "product_listing",
        }
    )
    sess(
        "shopware",
        False,
        1,
        "Check that the storefront search finds our new products: 'Hängematte', "
        "'Feuerschale' and 'Solarlaterne'.",
        [
            ("shopware_store_search", {"search": "Hängematte"}, cached),
            ("shopware_store_search", {"search": "Feuerschale"}, cached),
            ("shopware_store_search", {"search": "Solarlaterne"}, cached),
            ("shopware_store_search", {"search": "Hängematte Baumwolle", "limit": 48}, cached),
            ("shopware_store_search", {"search": "SW10230"}, cached),
            ("shopware_store_search", {"search": "Feuer", "order": "price-asc"}, cached),
            ("shopware_store_search", {"search": "laterne", "p": 2}, cached),
        ],
    )


# --------------------------------------------------------------------------
# 2. Education systems
# --------------------------------------------------------------------------


def build_education() -> None:
    cols1 = [
        {
            "id": f"_{num('col' + str(i), 1000, 9999)}_1",
            "name": n,
            "externalGrade": False,
            "score": {"possible": p},
            "availability": {"available": "Yes"},
            "grading": {"type": "Attempts", "due": d},
        }
        for i, (n, p, d) in enumerate(
            [
                ("Lab 1: Titration", 20.0, "2024-02-09T23:59:00.000Z"),
                ("Lab 2: Calorimetry", 20.0, "2024-02-23T23:59:00.000Z"),
                ("Midterm Exam", 100.0, "2024-03-12T15:00:00.000Z"),
            ]
        )
    ]
    cols2 = [
        {
            "id": "_8812_1",
            "name": "Lab 3: Kinetics",
            "externalGrade": False,
            "score": {"possible": 20.0},
            "availability": {"available": "No"},
            "grading": {"type": "Attempts", "due": "2024-04-05T23:59:00.000Z"},
        }
    ]
    course = "_24117_1"
    sess(
        "blackboard",
        True,
        1,
        "In CHEM 1211 section 004, list every gradebook column and show which lab "
        "is still hidden from students; make it available.",
        [
            (
                "blackboard_get_courses",
                {"courseId": "CHEM1211-004-SP24"},
                j(
                    {
                        "results": [
                            {
                                "id": course,
                                "uuid": h("bbcourse", 32),
                                "courseId": "CHEM1211-004-SP24",
                                "name": "General Chemistry I (Sec 004)",
                                "termId": "_301_1",
                                "availability": {"available": "Yes"},
                                "enrollment": {"type": "InstructorLed"},
                            }
                        ]
                    }
                ),
            ),
            (
                "blackboard_get_gradebook_columns",
                {"courseId": course, "limit": 3},
                j(
                    {
                        "results": cols1,
                        "paging": {
                            "nextPage": f"/learn/api/public/v2/courses/{course}/gradebook/columns?offset=3&limit=3"
                        },
                    }
                ),
            ),
            (
                "blackboard_get_gradebook_columns",
                {"courseId": course, "limit": 3, "offset": 3},
                j({"results": cols2}),
            ),
            (
                "blackboard_update_gradebook_column",
                {"courseId": course, "columnId": "_8812_1", "availability": {"available": "Yes"}},
                j({**cols2[0], "availability": {"available": "Yes"}}),
            ),
            (
                "blackboard_get_gradebook_column_users",
                {"courseId": course, "columnId": "_8812_1", "limit": 5},
                j({"results": [], "paging": None}),
            ),
        ],
    )
    lb = (
        "<html><head><title>504 Gateway Time-out</title></head>\n<body>\n<center><h1>504 Gateway Time-out"
        "</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>"
    )
    sess(
        "blackboard",
        False,
        1,
        "Export the final grades for BIO 2010 sections 001 and 002 so I can upload them to the registrar.",
        [
            ("blackboard_get_courses", {"courseId": "BIO2010-001-SP24"}, lb),
            ("blackboard_get_courses", {"courseId": "BIO2010-002-SP24"}, lb),
            ("blackboard_get_courses", {"name": "Cell Biology", "limit": 10}, lb),
            ("blackboard_get_gradebook_columns", {"courseId": "courseId:BIO2010-001-SP24"}, lb),
            (
                "blackboard_get_courses",
                {"courseId": "BIO2010-001-SP24", "fields": "id,courseId"},
                lb,
            ),
            ("blackboard_get_terms", {}, lb),
            ("blackboard_get_courses", {"termId": "_301_1"}, lb),
        ],
    )

    # Brightspace ------------------------------------------------------------
    def d2l_user(name: str, role: str) -> dict:
        first, last = name.split()
        return {
            "User": {
                "Identifier": str(num(name, 1000, 99999)),
                "DisplayName": name,
                "EmailAddress": f"{first.lower()}.{last.lower()}@students.ivy.edu",
                "OrgDefinedId": str(num(name + "o", 100000, 999999)),
                "ProfileBadgeUrl": None,
                "ProfileIdentifier": h(name, 10),
            },
            "Role": {"Id": 110 if role == "Student" else 109, "Code": None, "Name": role},
        }

    sess(
        "brightspace",
        True,
        1,
        "How many students are enrolled in PSYC 101 (org unit 62014), and did any "
        "of them miss the 'Research Ethics Quiz' grade item?",
        [
            (
                "d2l_get_classlist",
                {"orgUnitId": 62014, "bookmark": None},
                j(
                    {
                        "PagingInfo": {"Bookmark": "41723", "HasMoreItems": True},
                        "Items": [
                            d2l_user(n, "Student")
                            for n in ["Ava Lindqvist", "Marcus Obi", "Priya Raman"]
                        ],
                    }
                ),
            ),
            (
                "d2l_get_classlist",
                {"orgUnitId": 62014, "bookmark": "41723"},
                j(
                    {
                        "PagingInfo": {"Bookmark": "52980", "HasMoreItems": False},
                        "Items": [d2l_user(n, "Student") for n in ["Tomás Ruiz", "Hana Sato"]]
                        + [d2l_user("Grace Holm", "Instructor")],
                    }
                ),
            ),
            (
                "d2l_get_grade_objects",
                {"orgUnitId": 62014},
                j(
                    [
                        {
                            "Id": 3021,
                            "Name": "Research Ethics Quiz",
                            "ShortName": "",
                            "GradeType": "Numeric",
                            "CategoryId": 0,
                            "Description": {"Text": "", "Html": ""},
                            "MaxPoints": 10,
                            "CanExceedMaxPoints": False,
                            "IsBonus": False,
                            "ExcludeFromFinalGradeCalculation": False,
                            "GradeSchemeId": None,
                        },
                        {
                            "Id": 3022,
                            "Name": "Unit 1 Reflection",
                            "ShortName": "",
                            "GradeType": "Numeric",
                            "CategoryId": 0,
                            "MaxPoints": 20,
                            "IsBonus": False,
                        },
                    ]
                ),
            ),
            (
                "d2l_get_grade_values",
                {"orgUnitId": 62014, "gradeObjectId": 3021},
                j(
                    {
                        "Objects": [
                            {
                                "User": {"Identifier": str(num(n, 1000, 99999)), "DisplayName": n},
                                "GradeValue": None
                                if n == "Marcus Obi"
                                else {
                                    "DisplayedGrade": f"{num(n + 'g', 6, 11)} / 10",
                                    "GradeObjectIdentifier": "3021",
                                    "PointsNumerator": num(n + "g", 6, 11),
                                    "PointsDenominator": 10,
                                },
                            }
                            for n in [
                                "Ava Lindqvist",
                                "Marcus Obi",
                                "Priya Raman",
                                "Tomás Ruiz",
                                "Hana Sato",
                            ]
                        ],
                        "Next": None,
                    }
                ),
            ),
        ],
    )
    empty_d2l = j({"PagingInfo": {"Bookmark": "", "HasMoreItems": False}, "Items": []})
    sess(
        "brightspace",
        False,
        1,
        "List the students in my NURS 310 and NURS 312 courses who have not opened the clinical safety module.",
        [
            ("d2l_get_enrollments_myenrollments", {"orgUnitTypeId": 3}, empty_d2l),
            (
                "d2l_get_enrollments_myenrollments",
                {"orgUnitTypeId": 3, "isActive": True},
                empty_d2l,
            ),
            ("d2l_get_enrollments_myenrollments", {}, empty_d2l),
            ("d2l_get_orgunit_search", {"orgUnitCode": "NURS310"}, empty_d2l),
            ("d2l_get_orgunit_search", {"orgUnitName": "Clinical"}, empty_d2l),
            ("d2l_get_enrollments_myenrollments", {"sortBy": "-StartDate"}, empty_d2l),
        ],
    )

    # Google Classroom -------------------------------------------------------
    cw = [
        {
            "courseId": "658923415571",
            "id": str(num(t, 10**11, 10**12)),
            "title": t,
            "state": "PUBLISHED",
            "maxPoints": 10,
            "workType": "ASSIGNMENT",
            "dueDate": {"year": 2024, "month": 5, "day": d},
            "creationTime": f"2024-05-0{d % 9 + 1}T13:00:00.000Z",
            "alternateLink": f"https://classroom.google.com/c/NjU4OTIz/a/{h(t, 12)}/details",
        }
        for t, d in [
            ("Fractions worksheet 4", 14),
            ("Word problems: area", 17),
            ("Decimals quiz", 21),
        ]
    ]
    sess(
        "google-classroom",
        True,
        1,
        "In my 5th period math class, are there any late submissions for the "
        "assignments due this month? If none, just post an announcement thanking the class.",
        [
            (
                "classroom_courses_list",
                {"teacherId": "me", "courseStates": "ACTIVE"},
                j(
                    {
                        "courses": [
                            {
                                "id": "658923415571",
                                "name": "Math 7 - Period 5",
                                "section": "P5",
                                "ownerId": "104422718833912044551",
                                "courseState": "ACTIVE",
                                "enrollmentCode": "x4kq7zt",
                            },
                            {
                                "id": "658923415580",
                                "name": "Math 7 - Period 2",
                                "section": "P2",
                                "ownerId": "104422718833912044551",
                                "courseState": "ACTIVE",
                            },
                        ]
                    }
                ),
            ),
            (
                "classroom_coursework_list",
                {"courseId": "658923415571", "pageSize": 2},
                j({"courseWork": cw[:2], "nextPageToken": "Ci8KLRIrEikKDmIMCK_m7bIGEIDmh"}),
            ),
            (
                "classroom_coursework_list",
                {
                    "courseId": "658923415571",
                    "pageSize": 2,
                    "pageToken": "Ci8KLRIrEikKDmIMCK_m7bIGEIDmh",
                },
                j({"courseWork": cw[2:]}),
            ),
            (
                "classroom_student_submissions_list",
                {"courseId": "658923415571", "courseWorkId": "-", "late": "LATE_ONLY"},
                "{}",
            ),
            (
                "classroom_announcements_create",
                {
                    "courseId": "658923415571",
                    "text": "Thank you all for turning everything in on time this month!",
                },
                j(
                    {
                        "courseId": "658923415571",
                        "id": "671002213094",
                        "text": "Thank you all for turning everything in on time this month!",
                        "state": "PUBLISHED",
                        "alternateLink": "https://classroom.google.com/c/NjU4OTIz/p/NjcxMDAy",
                        "creationTime": "2024-05-24T16:20:11.512Z",
                        "updateTime": "2024-05-24T16:20:11.512Z",
                        "creatorUserId": "104422718833912044551",
                    }
                ),
            ),
        ],
    )
    subs = [
        {
            "courseId": "658923415580",
            "courseWorkId": "662114590012",
            "id": f"Cg4I{h(s, 10)}",
            "userId": str(num(s, 10**20, 10**21)),
            "state": "TURNED_IN",
            "late": False,
            "draftGrade": None,
            "courseWorkType": "ASSIGNMENT",
        }
        for s in ["a", "b", "c", "d"]
    ]
    sess(
        "google-classroom",
        True,
        2,
        "Grade the four turned-in 'Ratios exit ticket' submissions in Period 2: everyone gets 8 "
        "except the one that was turned in blank, which gets 0; then return them.",
        [
            (
                "classroom_student_submissions_list",
                {"courseId": "658923415580", "courseWorkId": "662114590012", "states": "TURNED_IN"},
                j({"studentSubmissions": subs}),
            ),
        ]
        + [
            (
                "classroom_student_submissions_patch",
                {
                    "courseId": "658923415580",
                    "courseWorkId": "662114590012",
                    "id": s["id"],
                    "updateMask": "assignedGrade,draftGrade",
                    "assignedGrade": g,
                    "draftGrade": g,
                },
                j({**s, "assignedGrade": g, "draftGrade": g}),
            )
            for s, g in zip(subs, [8, 8, 0, 8], strict=True)
        ]
        + [
            (
                "classroom_student_submissions_return",
                {"courseId": "658923415580", "courseWorkId": "662114590012", "id": s["id"]},
                "{}",
            )
            for s in subs
        ],
    )
    quota = j(
        {
            "error": {
                "code": 429,
                "message": "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per "
                "minute per user' of service 'classroom.googleapis.com' for consumer "
                "'project_number:402118836571'.",
                "status": "RESOURCE_EXHAUSTED",
                "details": [
                    {
                        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                        "reason": "RATE_LIMIT_EXCEEDED",
                        "domain": "googleapis.com",
                        "metadata": {
                            "service": "classroom.googleapis.com",
                            "quota_metric": "classroom.googleapis.com/read_requests",
                            "consumer": "projects/402118836571",
                        },
                    }
                ],
            }
        }
    )
    sess(
        "google-classroom",
        False,
        1,
        "For each of my science classes, list students with more than two missing assignments.",
        [
            ("classroom_courses_list", {"teacherId": "me"}, quota),
            ("classroom_courses_list", {"teacherId": "me", "courseStates": "ACTIVE"}, quota),
            ("classroom_coursework_list", {"courseId": "702211954013"}, quota),
            (
                "classroom_student_submissions_list",
                {"courseId": "702211954013", "courseWorkId": "-", "states": "CREATED"},
                quota,
            ),
            ("classroom_courses_list", {"studentId": "me"}, quota),
            ("classroom_students_list", {"courseId": "702211954013"}, quota),
            ("classroom_courses_list", {"teacherId": "me", "pageSize": 5}, quota),
            (
                "classroom_coursework_list",
                {"courseId": "702211954021", "orderBy": "dueDate desc"},
                quota,
            ),
        ],
    )

    # PowerSchool -------------------------------------------------------------
    sess(
        "powerschool",
        True,
        1,
        "Which 9th graders at Lincoln High (school 3) had 5 or more absences in April? "
        "Send me the list and flag them for the counselor.",
        [
            (
                "powerschool_get_school_students",
                {"school_id": 3, "q": "school_enrollment.grade_level==9", "pagesize": 3, "page": 1},
                j(
                    {
                        "students": {
                            "@expansions": "demographics, addresses, alerts, phones, school_enrollment",
                            "@extensions": "s_stu_crdc_x,u_students_extension",
                            "student": [
                                {
                                    "id": 10231 + i,
                                    "local_id": 240100 + i,
                                    "name": {"first_name": f, "last_name": la},
                                }
                                for i, (f, la) in enumerate(
                                    [("Ezra", "Kim"), ("Layla", "Brooks"), ("Noah", "Patel")]
                                )
                            ],
                        }
                    }
                ),
            ),
            (
                "powerschool_get_school_students",
                {"school_id": 3, "q": "school_enrollment.grade_level==9", "pagesize": 3, "page": 2},
                j(
                    {
                        "students": {
                            "@expansions": "demographics, addresses, alerts, phones, school_enrollment",
                            "@extensions": "s_stu_crdc_x,u_students_extension",
                            "student": [
                                {
                                    "id": 10234,
                                    "local_id": 240103,
                                    "name": {"first_name": "Sofia", "last_name": "Nguyen"},
                                }
                            ],
                        }
                    }
                ),
            ),
            (
                "powerschool_powerquery",
                {
                    "name": "com.pearson.core.attendance.student_attendance_detail",
                    "args": {
                        "students_dcid": [10231, 10232, 10233, 10234],
                        "start_date": "2024-04-01",
                        "end_date": "2024-04-30",
                        "att_code": "A",
                    },
                },
                j(
                    {
                        "name": "Attendance",
                        "record": [
                            {
                                "id": 10231,
                                "tables": {"attendance": {"studentid": "10231", "absences": "2"}},
                            },
                            {
                                "id": 10232,
                                "tables": {"attendance": {"studentid": "10232", "absences": "6"}},
                            },
                            {
                                "id": 10233,
                                "tables": {"attendance": {"studentid": "10233", "absences": "0"}},
                            },
                            {
                                "id": 10234,
                                "tables": {"attendance": {"studentid": "10234", "absences": "5"}},
                            },
                        ],
                        "@extensions": "",
                    }
                ),
            ),
            (
                "powerschool_create_log_entry",
                {
                    "studentid": 10232,
                    "logtypeid": -100000,
                    "subject": "Attendance concern - April",
                    "entry": "6 absences in April. Referred to counselor.",
                },
                j(
                    {
                        "result": [
                            {
                                "status": "SUCCESS",
                                "action": "INSERT",
                                "success_message": {
                                    "id": 88142,
                                    "ref": "https://lincoln.powerschool.com/ws/v1/log/88142",
                                },
                            }
                        ]
                    }
                ),
            ),
            (
                "powerschool_create_log_entry",
                {
                    "studentid": 10234,
                    "logtypeid": -100000,
                    "subject": "Attendance concern - April",
                    "entry": "5 absences in April. Referred to counselor.",
                },
                j(
                    {
                        "result": [
                            {
                                "status": "SUCCESS",
                                "action": "INSERT",
                                "success_message": {
                                    "id": 88143,
                                    "ref": "https://lincoln.powerschool.com/ws/v1/log/88143",
                                },
                            }
                        ]
                    }
                ),
            ),
        ],
    )

    # Clever ------------------------------------------------------------------
    def cl_sec(sid: str, name: str, subject: str, n: int) -> dict:
        return {
            "data": {
                "id": sid,
                "name": name,
                "subject": subject,
                "school": "5e1f2c0d9a7b3b0012345678",
                "grade": "6",
                "teachers": ["5e1f2c0d9a7b3b00aa11cc22"],
                "students": [h(sid + str(i), 24) for i in range(n)],
                "term_id": "5e1f2c0d9a7b3b00dd00ee11",
                "sis_id": sid[-6:],
            },
            "uri": f"/v3.0/sections/{sid}",
        }

    secs = [
        cl_sec(h("sec" + s, 24), s, sub, n)
        for s, sub, n in [
            ("6th Grade Science - Rm 114", "science", 3),
            ("6th Grade Math - Rm 114", "math", 4),
            ("Advisory 6B", "homeroom/advisory", 2),
        ]
    ]
    sess(
        "clever",
        True,
        1,
        "Which sections does Ms. Alvarez teach this term, and how many students in each? "
        "She says one of her rosters is missing students.",
        [
            (
                "clever_get_teachers",
                {"email": "m.alvarez@rvsd.k12.ca.us"},
                j(
                    {
                        "data": [
                            {
                                "data": {
                                    "id": "5e1f2c0d9a7b3b00aa11cc22",
                                    "email": "m.alvarez@rvsd.k12.ca.us",
                                    "name": {"first": "Marisol", "last": "Alvarez"},
                                    "district": "5d8a2f0c1b",
                                    "schools": ["5e1f2c0d9a7b3b0012345678"],
                                    "title": "Teacher",
                                },
                                "uri": "/v3.0/teachers/5e1f2c0d9a7b3b00aa11cc22",
                            }
                        ],
                        "links": [
                            {
                                "rel": "self",
                                "uri": "/v3.0/teachers?email=m.alvarez%40rvsd.k12.ca.us",
                            }
                        ],
                    }
                ),
            ),
            (
                "clever_get_teacher_sections",
                {"id": "5e1f2c0d9a7b3b00aa11cc22", "limit": 2},
                j(
                    {
                        "data": secs[:2],
                        "links": [
                            {
                                "rel": "self",
                                "uri": "/v3.0/teachers/5e1f2c0d9a7b3b00aa11cc22/sections?limit=2",
                            },
                            {
                                "rel": "next",
                                "uri": f"/v3.0/teachers/5e1f2c0d9a7b3b00aa11cc22/sections?limit=2&starting_after={secs[1]['data']['id']}",
                            },
                        ],
                    }
                ),
            ),
            (
                "clever_get_teacher_sections",
                {
                    "id": "5e1f2c0d9a7b3b00aa11cc22",
                    "limit": 2,
                    "starting_after": secs[1]["data"]["id"],
                },
                j(
                    {
                        "data": secs[2:],
                        "links": [
                            {
                                "rel": "self",
                                "uri": "/v3.0/teachers/5e1f2c0d9a7b3b00aa11cc22/sections?limit=2",
                            }
                        ],
                    }
                ),
            ),
            (
                "clever_get_events",
                {"limit": 5, "starting_after": "6650a1f0e3b2"},
                j(
                    {
                        "data": [
                            {
                                "data": {
                                    "type": "students.updated",
                                    "created": "2024-05-22T03:12:44.021Z",
                                    "id": "665d6e1f20a9",
                                    "data": {
                                        "object": {
                                            "id": h("sec6th Grade Science - Rm 114" + "3", 24),
                                            "enrollments": [],
                                        }
                                    },
                                },
                                "uri": "/v3.0/events/665d6e1f20a9",
                            },
                            {
                                "data": {
                                    "type": "sections.updated",
                                    "created": "2024-05-22T03:12:45.530Z",
                                    "id": "665d6e1f20b4",
                                    "data": {
                                        "object": {
                                            "id": secs[0]["data"]["id"],
                                            "students": secs[0]["data"]["students"],
                                        },
                                        "previous_attributes": {
                                            "students": secs[0]["data"]["students"]
                                            + [h("dropped1", 24), h("dropped2", 24)]
                                        },
                                    },
                                },
                                "uri": "/v3.0/events/665d6e1f20b4",
                            },
                        ],
                        "links": [
                            {
                                "rel": "self",
                                "uri": "/v3.0/events?limit=5&starting_after=6650a1f0e3b2",
                            }
                        ],
                    }
                ),
            ),
        ],
    )
    demo = j(
        {
            "data": [
                {
                    "data": {
                        "id": "58da8a43cc70ab00017a1a87",
                        "name": "#DEMO Clever Academy",
                        "district": "58da8a43cc70ab00017a1a79",
                        "sis_id": "DEMO-01",
                        "low_grade": "Kindergarten",
                        "high_grade": "8",
                        "location": {
                            "address": "1263 Mission St",
                            "city": "San Francisco",
                            "state": "CA",
                            "zip": "94103",
                        },
                    },
                    "uri": "/v3.0/schools/58da8a43cc70ab00017a1a87",
                }
            ],
            "links": [{"rel": "self", "uri": "/v3.0/schools"}],
        }
    )
    sess(
        "clever",
        False,
        1,
        "Get the enrollment counts per school for Riverview Unified so I can check the licence true-up.",
        [
            ("clever_get_schools", {}, demo),
            ("clever_get_schools", {"limit": 100}, demo),
            (
                "clever_get_district",
                {},
                j(
                    {
                        "data": {
                            "id": "58da8a43cc70ab00017a1a79",
                            "name": "#DEMO Sandbox District",
                            "state": "running",
                            "sis_type": "sftp",
                            "last_sync": "2017-03-28T18:05:24.911Z",
                        },
                        "links": [
                            {"rel": "self", "uri": "/v3.0/districts/58da8a43cc70ab00017a1a79"}
                        ],
                    }
                ),
            ),
            ("clever_get_schools", {"name": "Riverview Middle"}, demo),
            ("clever_get_schools", {"sis_id": "RVMS"}, demo),
            (
                "clever_get_schools",
                {"limit": 100, "starting_after": "58da8a43cc70ab00017a1a87"},
                j({"data": [], "links": [{"rel": "self", "uri": "/v3.0/schools"}]}),
            ),
            ("clever_get_schools", {"district": "Riverview Unified"}, demo),
        ],
    )

    # Gradescope-style autograder -------------------------------------------
    def ag(sub: str, tests: list[tuple]) -> str:
        return j(
            {
                "score": sum(t[1] for t in tests),
                "execution_time": num(sub, 4, 40),
                "output": f"Ran {len(tests)} tests for submission {sub}.",
                "visibility": "after_due_date",
                "tests": [
                    {
                        "name": n,
                        "score": s,
                        "max_score": m,
                        "status": "passed" if s == m else "failed",
                        "output": o,
                        "visibility": "visible",
                    }
                    for n, s, m, o in tests
                ],
            }
        )

    sess(
        "gradescope",
        True,
        1,
        "Rerun the autograder on the three regrade requests for PA3 (linked lists) and "
        "tell me whose score changes after the test fix.",
        [
            (
                "autograder_run",
                {"assignment": "PA3", "submission_id": "218842901"},
                ag(
                    "218842901",
                    [
                        ("test_append", 2.0, 2.0, ""),
                        ("test_remove_head", 2.0, 2.0, ""),
                        ("test_reverse", 3.0, 3.0, ""),
                        (
                            "test_remove_missing",
                            0.0,
                            3.0,
                            "AssertionError: expected ValueError, got None",
                        ),
                    ],
                ),
            ),
            (
                "autograder_run",
                {"assignment": "PA3", "submission_id": "218843377"},
                ag(
                    "218843377",
                    [
                        ("test_append", 2.0, 2.0, ""),
                        ("test_remove_head", 2.0, 2.0, ""),
                        ("test_reverse", 3.0, 3.0, ""),
                        ("test_remove_missing", 3.0, 3.0, ""),
                    ],
                ),
            ),
            (
                "autograder_run",
                {"assignment": "PA3", "submission_id": "218845120"},
                ag(
                    "218845120",
                    [
                        ("test_append", 2.0, 2.0, ""),
                        ("test_remove_head", 0.0, 2.0, "IndexError: list index out of range"),
                        ("test_reverse", 3.0, 3.0, ""),
                        ("test_remove_missing", 3.0, 3.0, ""),
                    ],
                ),
            ),
            (
                "gradebook_get_scores",
                {"assignment": "PA3", "submission_ids": ["218842901", "218843377", "218845120"]},
                "submission_id,student,score,max\n218842901,Jamie Cho,7.0,10.0\n"
                "218843377,Omar Haddad,7.0,10.0\n218845120,Lena Vogt,8.0,10.0\n",
            ),
        ],
    )


# --------------------------------------------------------------------------
# 3. E-signature
# --------------------------------------------------------------------------


def build_esign() -> None:
    def ds_req(title: str, complete: bool, signers: list[tuple]) -> dict:
        rid = h("ds" + title, 40)
        return {
            "signature_request_id": rid,
            "title": title,
            "subject": title,
            "is_complete": complete,
            "is_declined": False,
            "has_error": False,
            "created_at": num(title, 1714000000, 1716500000),
            "signing_url": None,
            "details_url": f"https://app.hellosign.com/home/manage?guid={rid}",
            "signatures": [
                {
                    "signature_id": h(rid + e, 32),
                    "signer_email_address": e,
                    "signer_name": n,
                    "status_code": s,
                    "signed_at": None if s != "signed" else 1716300000,
                }
                for e, n, s in signers
            ],
        }

    r1 = ds_req(
        "Mutual NDA - Harbor Robotics",
        False,
        [("ceo@harborrobotics.io", "Nadia Kern", "awaiting_signature")],
    )
    r2 = ds_req(
        "Consulting Agreement - L. Park", True, [("lpark@parkconsult.com", "Leo Park", "signed")]
    )
    r3 = ds_req(
        "Office Lease Addendum 3",
        False,
        [
            ("legal@brightspaces.co", "Omar Saleh", "awaiting_signature"),
            ("cfo@ourco.com", "Ruth Ames", "signed"),
        ],
    )
    sess(
        "dropbox-sign",
        True,
        1,
        "Which of my signature requests are still waiting on someone? Send a reminder to each "
        "signer who hasn't signed.",
        [
            (
                "dropboxsign_list_signature_requests",
                {"page": 1, "page_size": 2},
                j(
                    {
                        "list_info": {"num_pages": 2, "num_results": 3, "page": 1, "page_size": 2},
                        "signature_requests": [r1, r2],
                    }
                ),
            ),
            (
                "dropboxsign_list_signature_requests",
                {"page": 2, "page_size": 2},
                j(
                    {
                        "list_info": {"num_pages": 2, "num_results": 3, "page": 2, "page_size": 2},
                        "signature_requests": [r3],
                    }
                ),
            ),
            (
                "dropboxsign_remind",
                {
                    "signature_request_id": r1["signature_request_id"],
                    "email_address": "ceo@harborrobotics.io",
                },
                j({"signature_request": r1}),
            ),
            (
                "dropboxsign_remind",
                {
                    "signature_request_id": r3["signature_request_id"],
                    "email_address": "legal@brightspaces.co",
                },
                j({"signature_request": r3}),
            ),
        ],
    )
    sess(
        "dropbox-sign",
        True,
        2,
        "Send the 2024 contractor agreement template to ines@moraes.dev and download the signed "
        "PDF once she signs.",
        [
            (
                "dropboxsign_list_templates",
                {"query": "contractor"},
                j(
                    {
                        "templates": [
                            {
                                "template_id": h("tplcontract", 40),
                                "title": "Contractor Agreement 2024",
                                "signer_roles": [{"name": "Contractor", "order": 0}],
                                "is_creator": True,
                            }
                        ],
                        "list_info": {"num_pages": 1, "num_results": 1, "page": 1, "page_size": 20},
                    }
                ),
            ),
            (
                "dropboxsign_send_with_template",
                {
                    "template_ids": [h("tplcontract", 40)],
                    "signers": [
                        {
                            "role": "Contractor",
                            "name": "Inês Moraes",
                            "email_address": "ines@moraes.dev",
                        }
                    ],
                },
                j(
                    {
                        "signature_request": ds_req(
                            "Contractor Agreement 2024",
                            False,
                            [("ines@moraes.dev", "Inês Moraes", "awaiting_signature")],
                        )
                    }
                ),
            ),
            (
                "dropboxsign_get_signature_request",
                {"signature_request_id": h("dsContractor Agreement 2024", 40)},
                j(
                    {
                        "signature_request": ds_req(
                            "Contractor Agreement 2024",
                            False,
                            [("ines@moraes.dev", "Inês Moraes", "awaiting_signature")],
                        )
                    }
                ),
            ),
            (
                "dropboxsign_get_signature_request",
                {"signature_request_id": h("dsContractor Agreement 2024", 40)},
                j(
                    {
                        "signature_request": ds_req(
                            "Contractor Agreement 2024",
                            True,
                            [("ines@moraes.dev", "Inês Moraes", "signed")],
                        )
                    }
                ),
            ),
            (
                "dropboxsign_files",
                {"signature_request_id": h("dsContractor Agreement 2024", 40), "file_type": "pdf"},
                "Saved 1 file: ./downloads/Contractor_Agreement_2024.pdf (184,312 bytes)",
            ),
        ],
    )
    ds_err = j({"error": {"error_msg": "Unauthorized api key", "error_name": "unauthorized"}})
    sess(
        "dropbox-sign",
        False,
        1,
        "Find the offer letter we sent to Priya Nair last week and tell me if she signed.",
        [
            ("dropboxsign_list_signature_requests", {"query": "Priya Nair"}, ds_err),
            (
                "dropboxsign_list_signature_requests",
                {"query": "offer letter", "page_size": 50},
                ds_err,
            ),
            (
                "dropboxsign_list_signature_requests",
                {"query": "signer:priya.nair@gmail.com"},
                ds_err,
            ),
            ("dropboxsign_get_account", {}, ds_err),
            ("dropboxsign_list_signature_requests", {"page": 1}, ds_err),
            ("dropboxsign_list_templates", {"query": "offer"}, ds_err),
        ],
    )

    # PandaDoc ---------------------------------------------------------------
    pid = h("pandadoc-quote", 22)

    def pd_doc(status: str, mod: str) -> str:
        return j(
            {
                "id": pid,
                "name": "Q-2024-118 Northwind Support Renewal",
                "status": status,
                "date_created": "2024-05-24T10:01:12.481Z",
                "date_modified": mod,
                "expiration_date": None,
                "version": "2",
                "uuid": pid,
            }
        )

    sess(
        "pandadoc",
        True,
        1,
        "Create the Northwind support renewal quote from the 'Renewal Quote' template and send it to "
        "their procurement contact.",
        [
            (
                "pandadoc_list_templates",
                {"q": "Renewal Quote"},
                j(
                    {
                        "results": [
                            {
                                "id": h("pd-tpl", 22),
                                "name": "Renewal Quote",
                                "date_created": "2023-09-01T12:00:00.000Z",
                                "date_modified": "2024-01-17T09:40:22.101Z",
                                "version": "2",
                            }
                        ]
                    }
                ),
            ),
            (
                "pandadoc_create_document",
                {
                    "template_uuid": h("pd-tpl", 22),
                    "name": "Q-2024-118 Northwind Support Renewal",
                    "recipients": [{"email": "procurement@northwind.example", "role": "Client"}],
                },
                pd_doc("document.uploaded", "2024-05-24T10:01:12.481Z"),
            ),
            (
                "pandadoc_get_document_status",
                {"id": pid},
                pd_doc("document.uploaded", "2024-05-24T10:01:12.481Z"),
            ),
            (
                "pandadoc_get_document_status",
                {"id": pid},
                pd_doc("document.uploaded", "2024-05-24T10:01:12.481Z"),
            ),
            (
                "pandadoc_get_document_status",
                {"id": pid},
                pd_doc("document.draft", "2024-05-24T10:01:19.903Z"),
            ),
            (
                "pandadoc_send_document",
                {
                    "id": pid,
                    "message": "Hi, please find the 2024-25 renewal quote attached.",
                    "silent": False,
                },
                pd_doc("document.sent", "2024-05-24T10:01:23.355Z"),
            ),
        ],
    )
    thr = j(
        {
            "type": "request_error",
            "detail": "Request was throttled. Expected available in 57 seconds.",
        }
    )
    sess(
        "pandadoc",
        False,
        1,
        "How many proposals did we send in April and how many were completed?",
        [
            (
                "pandadoc_list_documents",
                {"status": 2, "created_from": "2024-04-01", "created_to": "2024-04-30"},
                thr,
            ),
            ("pandadoc_list_documents", {"status": 5, "created_from": "2024-04-01"}, thr),
            ("pandadoc_list_documents", {"q": "proposal", "count": 100}, thr),
            (
                "pandadoc_list_documents",
                {"created_from": "2024-04-01", "page": 1},
                j(
                    {
                        "type": "request_error",
                        "detail": "Request was throttled. Expected available in 55 seconds.",
                    }
                ),
            ),
            ("pandadoc_list_documents", {"tag": "proposal"}, thr),
            ("pandadoc_list_documents", {"status": 2}, thr),
        ],
    )

    # Adobe Acrobat Sign -----------------------------------------------------
    def ag_(name: str, status: str) -> dict:
        return {
            "id": "CBJCHBCAABAA" + h(name, 28),
            "name": name,
            "type": "AGREEMENT",
            "status": status,
            "displayDate": f"2024-05-{num(name, 1, 23):02d}T16:22:10Z",
            "hidden": False,
            "esign": True,
            "groupId": "CBJCHBCAABAAf3vQ",
        }

    a = [
        ag_("Vendor MSA - Kestrel Logistics", "OUT_FOR_SIGNATURE"),
        ag_("SOW 7 - Kestrel Logistics", "SIGNED"),
        ag_("DPA - Kestrel Logistics", "OUT_FOR_SIGNATURE"),
    ]
    sess(
        "acrobat-sign",
        True,
        1,
        "Who still has to sign the Kestrel Logistics agreements? Remind them.",
        [
            (
                "acrobatsign_search_agreements",
                {"query": "Kestrel", "pageSize": 2},
                j({"userAgreementList": a[:2], "page": {"nextCursor": "qJXXj2UAUX1CsAS"}}),
            ),
            (
                "acrobatsign_search_agreements",
                {"query": "Kestrel", "pageSize": 2, "cursor": "qJXXj2UAUX1CsAS"},
                j({"userAgreementList": a[2:], "page": {}}),
            ),
            (
                "acrobatsign_get_members",
                {"agreementId": a[0]["id"]},
                j(
                    {
                        "participantSets": [
                            {
                                "id": "CBJCHBCAABAAp1",
                                "memberInfos": [
                                    {
                                        "id": "CBJCHBCAABAAm1",
                                        "email": "t.ng@kestrel-log.com",
                                        "name": "Tara Ng",
                                    }
                                ],
                                "order": 1,
                                "role": "SIGNER",
                                "status": "WAITING_FOR_MY_SIGNATURE",
                            }
                        ],
                        "senderInfo": {"email": "contracts@ourco.com", "name": "Contracts Team"},
                    }
                ),
            ),
            (
                "acrobatsign_get_members",
                {"agreementId": a[2]["id"]},
                j(
                    {
                        "participantSets": [
                            {
                                "id": "CBJCHBCAABAAp2",
                                "memberInfos": [
                                    {
                                        "id": "CBJCHBCAABAAm2",
                                        "email": "privacy@kestrel-log.com",
                                        "name": "DPO",
                                    }
                                ],
                                "order": 1,
                                "role": "SIGNER",
                                "status": "WAITING_FOR_MY_SIGNATURE",
                            }
                        ]
                    }
                ),
            ),
            (
                "acrobatsign_create_reminder",
                {
                    "agreementId": a[0]["id"],
                    "recipientParticipantIds": ["CBJCHBCAABAAp1"],
                    "status": "ACTIVE",
                },
                j({"id": "CBJCHBCAABAAr" + h("rem1", 10)}),
            ),
            (
                "acrobatsign_create_reminder",
                {
                    "agreementId": a[2]["id"],
                    "recipientParticipantIds": ["CBJCHBCAABAAp2"],
                    "status": "ACTIVE",
                },
                j({"id": "CBJCHBCAABAAr" + h("rem2", 10)}),
            ),
        ],
    )
    iap = j(
        {
            "code": "INVALID_API_ACCESS_POINT",
            "message": "Request must be made to correct API access point (e.g. use GET /baseUris).",
        }
    )
    sess(
        "acrobat-sign",
        False,
        1,
        "Pull the audit trail for the board consent agreement signed on 3 May.",
        [
            ("acrobatsign_search_agreements", {"query": "board consent"}, iap),
            ("acrobatsign_list_agreements", {"pageSize": 50}, iap),
            ("acrobatsign_search_agreements", {"query": "consent", "status": "SIGNED"}, iap),
            ("acrobatsign_get_agreement", {"agreementId": "CBJCHBCAABAAzQ0s3Kk1"}, iap),
            ("acrobatsign_list_agreements", {"pageSize": 20, "showHiddenAgreements": True}, iap),
            ("acrobatsign_get_audit_trail", {"agreementId": "CBJCHBCAABAAzQ0s3Kk1"}, iap),
        ],
    )

    # SignNow ------------------------------------------------------------------
    did = h("signnow-doc", 40)
    sess(
        "signnow",
        True,
        1,
        "Upload the volunteer waiver, add a signature field for the parent, and invite "
        "parent.kovacs@example.com to sign.",
        [
            ("signnow_upload_document", {"file": "volunteer_waiver_2024.pdf"}, j({"id": did})),
            (
                "signnow_add_fields",
                {
                    "document_id": did,
                    "fields": [
                        {
                            "type": "signature",
                            "role": "Parent",
                            "page_number": 0,
                            "x": 72,
                            "y": 640,
                            "width": 200,
                            "height": 30,
                            "required": True,
                        }
                    ],
                },
                j({"id": did}),
            ),
            (
                "signnow_get_document",
                {"document_id": did},
                j(
                    {
                        "id": did,
                        "document_name": "volunteer_waiver_2024",
                        "page_count": "2",
                        "created": "1716543210",
                        "updated": "1716543231",
                        "owner": "events@riverside-club.org",
                        "roles": [
                            {"unique_id": h("role", 40), "signing_order": "1", "name": "Parent"}
                        ],
                        "fields": [
                            {
                                "id": h("fld", 40),
                                "type": "signature",
                                "role": "Parent",
                                "json_attributes": {
                                    "page_number": 0,
                                    "x": 72,
                                    "y": 640,
                                    "width": 200,
                                    "height": 30,
                                    "required": True,
                                },
                            }
                        ],
                        "field_invites": [],
                        "signatures": [],
                    }
                ),
            ),
            (
                "signnow_send_invite",
                {
                    "document_id": did,
                    "to": [{"email": "parent.kovacs@example.com", "role": "Parent", "order": 1}],
                    "from": "events@riverside-club.org",
                },
                j({"status": "success"}),
            ),
            (
                "signnow_get_document",
                {"document_id": did},
                j(
                    {
                        "id": did,
                        "document_name": "volunteer_waiver_2024",
                        "page_count": "2",
                        "field_invites": [
                            {
                                "id": h("inv", 40),
                                "status": "pending",
                                "role": "Parent",
                                "email": "parent.kovacs@example.com",
                                "created": "1716543260",
                            }
                        ],
                        "signatures": [],
                    }
                ),
            ),
        ],
    )

    # Box Sign -----------------------------------------------------------------
    sid = (
        h("boxsign", 8)
        + "-"
        + h("bs1", 4)
        + "-4"
        + h("bs2", 3)
        + "-8"
        + h("bs3", 3)
        + "-"
        + h("bs4", 12)
    )

    def box(status: str) -> str:
        return j(
            {
                "id": sid,
                "type": "sign-request",
                "status": status,
                "name": "Photo release - Spring shoot.pdf",
                "signers": [
                    {
                        "email": "creative@ourco.com",
                        "role": "final_copy_reader",
                        "has_viewed_document": False,
                    },
                    {
                        "email": "j.mbeki@modelagency.co.za",
                        "role": "signer",
                        "order": 1,
                        "has_viewed_document": False,
                        "signer_decision": None,
                    },
                ],
                "parent_folder": {"id": "221849011", "type": "folder", "name": "Releases"},
                "source_files": [
                    {"id": "1489220771", "type": "file", "name": "Photo release - Spring shoot.pdf"}
                ],
                "prepare_url": None,
                "signing_log": None,
                "auto_expire_at": "2024-06-23T12:00:00Z",
            }
        )

    sess(
        "box-sign",
        True,
        1,
        "Send the spring shoot photo release in Box to j.mbeki@modelagency.co.za for signature and "
        "confirm it went out.",
        [
            (
                "box_search",
                {"query": "Photo release Spring shoot", "type": "file"},
                j(
                    {
                        "total_count": 1,
                        "limit": 30,
                        "offset": 0,
                        "entries": [
                            {
                                "id": "1489220771",
                                "type": "file",
                                "name": "Photo release - Spring shoot.pdf",
                                "size": 90412,
                                "parent": {"id": "221849011", "name": "Releases"},
                            }
                        ],
                    }
                ),
            ),
            (
                "box_create_sign_request",
                {
                    "source_files": [{"id": "1489220771", "type": "file"}],
                    "signers": [{"email": "j.mbeki@modelagency.co.za", "role": "signer"}],
                    "parent_folder": {"id": "221849011", "type": "folder"},
                },
                box("converting"),
            ),
            ("box_get_sign_request", {"sign_request_id": sid}, box("converting")),
            ("box_get_sign_request", {"sign_request_id": sid}, box("sent")),
        ],
    )
    sess(
        "box-sign",
        True,
        2,
        "Are there any Box Sign requests that were declined or expired this month? I expect none.",
        [
            (
                "box_list_sign_requests",
                {"limit": 100},
                j(
                    {
                        "limit": 100,
                        "next_marker": None,
                        "prev_marker": None,
                        "entries": [
                            {
                                "id": h("bsl" + str(i), 36),
                                "type": "sign-request",
                                "status": s,
                                "name": n,
                            }
                            for i, (s, n) in enumerate(
                                [
                                    ("signed", "NDA - Pinecrest.pdf"),
                                    ("sent", "Lease renewal.pdf"),
                                    ("signed", "Photo release - Winter.pdf"),
                                ]
                            )
                        ],
                    }
                ),
            ),
            (
                "box_list_sign_requests",
                {"limit": 100, "status": "declined"},
                j({"limit": 100, "next_marker": None, "prev_marker": None, "entries": []}),
            ),
            (
                "box_list_sign_requests",
                {"limit": 100, "status": "expired"},
                j({"limit": 100, "next_marker": None, "prev_marker": None, "entries": []}),
            ),
        ],
    )

    # DocuSeal -----------------------------------------------------------------
    subs = [
        {
            "id": 1400 + i,
            "source": "invite",
            "status": st,
            "created_at": f"2024-05-{10 + i}T09:00:00.000Z",
            "completed_at": f"2024-05-{11 + i}T15:30:00.000Z" if st == "completed" else None,
            "submitters": [{"id": 2800 + i, "email": e, "status": st, "role": "Tenant"}],
            "template": {"id": 88, "name": "Apartment Lease 12mo"},
        }
        for i, (st, e) in enumerate(
            [
                ("completed", "k.owusu@mail.com"),
                ("pending", "d.lambert@mail.com"),
                ("completed", "s.ito@mail.com"),
            ]
        )
    ]
    sess(
        "docuseal",
        True,
        1,
        "Which tenants haven't signed the 12-month lease yet? Resend their invite.",
        [
            (
                "docuseal_list_submissions",
                {"template_id": 88, "limit": 2},
                j({"data": subs[:2], "pagination": {"count": 2, "next": 1401, "prev": 1400}}),
            ),
            (
                "docuseal_list_submissions",
                {"template_id": 88, "limit": 2, "after": 1401},
                j({"data": subs[2:], "pagination": {"count": 1, "next": None, "prev": 1402}}),
            ),
            (
                "docuseal_update_submitter",
                {"id": 2801, "send_email": True},
                j(
                    {
                        "id": 2801,
                        "submission_id": 1401,
                        "uuid": h("sub2801", 8) + "-" + h("x", 4),
                        "email": "d.lambert@mail.com",
                        "status": "sent",
                        "sent_at": "2024-05-24T11:40:02.118Z",
                        "role": "Tenant",
                    }
                ),
            ),
        ],
    )
    refused = (
        "Error: request to https://sign.ourco.internal/api/submissions failed, reason: connect "
        "ECONNREFUSED 10.20.4.17:443"
    )
    sess(
        "docuseal",
        False,
        1,
        "Send the parking permit form to the five new hires in the onboarding sheet.",
        [
            (
                "docuseal_list_templates",
                {"q": "parking"},
                refused.replace("submissions", "templates"),
            ),
            ("docuseal_list_templates", {}, refused.replace("submissions", "templates")),
            (
                "docuseal_create_submission",
                {"template_id": 41, "submitters": [{"email": "a.costa@ourco.com"}]},
                refused,
            ),
            (
                "docuseal_create_submission",
                {"template_id": 41, "submitters": [{"email": "b.yilmaz@ourco.com"}]},
                refused,
            ),
            ("docuseal_list_submissions", {"template_id": 41}, refused),
            (
                "docuseal_create_submission",
                {
                    "template_id": 41,
                    "submitters": [{"email": "c.dube@ourco.com"}],
                    "send_email": True,
                },
                refused,
            ),
        ],
    )


# --------------------------------------------------------------------------
# 4. Telephony and meetings
# --------------------------------------------------------------------------


def build_telephony() -> None:
    def vsms(to: str, status: str, extra: dict) -> str:
        return j({"message-count": "1", "messages": [{"to": to, "status": status, **extra}]})

    sess(
        "vonage",
        True,
        1,
        "Text the three on-call engineers that the maintenance window starts at 22:00 and check "
        "that one of the numbers is really a mobile first.",
        [
            (
                "vonage_number_insight_basic",
                {"number": "447700900123"},
                j(
                    {
                        "status": 0,
                        "status_message": "Success",
                        "request_id": h("ni1", 8) + "-" + h("ni2", 4),
                        "international_format_number": "447700900123",
                        "national_format_number": "07700 900123",
                        "country_code": "GB",
                        "country_code_iso3": "GBR",
                        "country_name": "United Kingdom",
                        "country_prefix": "44",
                    }
                ),
            ),
        ]
        + [
            (
                "vonage_send_sms",
                {
                    "from": "OpsAlert",
                    "to": n,
                    "text": "Maintenance window starts 22:00 UTC tonight.",
                },
                vsms(
                    n,
                    "0",
                    {
                        "message-id": h("vm" + n, 16).upper(),
                        "remaining-balance": b,
                        "message-price": "0.03330000",
                        "network": net,
                    },
                ),
            )
            for n, b, net in [
                ("447700900123", "18.93340000", "23410"),
                ("447700900456", "18.90010000", "23415"),
                ("447700900789", "18.86680000", "23420"),
            ]
        ],
    )
    q = {"error-text": "Quota Exceeded - rejected"}
    sess(
        "vonage",
        False,
        1,
        "Send the appointment reminder SMS to tomorrow's seven patients.",
        [
            (
                "vonage_send_sms",
                {
                    "from": "ClinicDesk",
                    "to": n,
                    "text": f"Reminder: your appointment is tomorrow at {t}. Reply C to cancel.",
                },
                vsms(n, "9", q),
            )
            for n, t in [
                ("14155550101", "09:00"),
                ("14155550119", "09:30"),
                ("14155550142", "10:15"),
                ("14155550177", "11:00"),
                ("14155550188", "13:45"),
                ("14155550193", "14:30"),
                ("14155550199", "15:00"),
            ]
        ],
    )

    # Webex ---------------------------------------------------------------------
    mt = [
        {
            "id": h("wx" + t, 32),
            "meetingNumber": str(num(t, 2_500_000_000, 2_599_999_999)),
            "title": t,
            "meetingType": "meeting",
            "state": "ended",
            "start": s,
            "end": e,
            "hostEmail": "p.dubois@ourco.com",
            "webLink": f"https://ourco.webex.com/ourco/j.php?MTID=m{h(t, 32)}",
        }
        for t, s, e in [
            ("Q2 roadmap review", "2024-05-21T14:00:00Z", "2024-05-21T15:02:00Z"),
            ("Vendor sync - Lumio", "2024-05-22T09:30:00Z", "2024-05-22T10:00:00Z"),
        ]
    ]
    sess(
        "webex",
        True,
        1,
        "Get the transcript of Tuesday's Q2 roadmap review and tell me whether the Lumio vendor sync "
        "was recorded.",
        [
            (
                "webex_list_meetings",
                {
                    "meetingType": "meeting",
                    "from": "2024-05-20T00:00:00Z",
                    "to": "2024-05-24T00:00:00Z",
                },
                j({"items": mt}),
            ),
            (
                "webex_list_meeting_transcripts",
                {"meetingId": mt[0]["id"]},
                j(
                    {
                        "items": [
                            {
                                "id": h("tr1", 32),
                                "meetingId": mt[0]["id"],
                                "meetingTopic": "Q2 roadmap review",
                                "startTime": "2024-05-21T14:00:12Z",
                                "status": "available",
                                "txtDownloadLink": f"https://ourco.webex.com/ourco/transcript/{h('tr1', 32)}/txt",
                                "vttDownloadLink": f"https://ourco.webex.com/ourco/transcript/{h('tr1', 32)}/vtt",
                            }
                        ]
                    }
                ),
            ),
            (
                "webex_download_transcript",
                {"transcriptId": h("tr1", 32), "format": "txt"},
                "Pauline Dubois 00:00:14\nOkay, let's start with the mobile onboarding epic.\n\n"
                "Arjun Mehta 00:00:22\nWe cut the KYC step to one screen; beta numbers next week.\n\n"
                "Pauline Dubois 00:01:05\nAnd the offline mode slips to Q3, agreed?\n\nArjun Mehta 00:01:09\nAgreed.",
            ),
            ("webex_list_recordings", {"meetingId": mt[1]["id"]}, j({"items": []})),
        ],
    )
    wx401 = j(
        {
            "message": "The request requires a valid access token set in the Authorization request header.",
            "errors": [
                {
                    "description": "The request requires a valid access token set in the Authorization "
                    "request header."
                }
            ],
            "trackingId": "ROUTER_6650A7B2-4C1D-01BB-0A2E-0AFE3C1D2E88",
        }
    )
    sess(
        "webex",
        False,
        1,
        "Schedule a 30 minute Webex with the Lisbon team for Thursday 15:00 and send me the join link.",
        [
            (
                "webex_list_meetings",
                {"from": "2024-05-30T00:00:00Z", "to": "2024-05-31T00:00:00Z"},
                wx401,
            ),
            (
                "webex_create_meeting",
                {
                    "title": "Lisbon team sync",
                    "start": "2024-05-30T15:00:00+01:00",
                    "end": "2024-05-30T15:30:00+01:00",
                },
                wx401,
            ),
            ("webex_get_me", {}, wx401),
            (
                "webex_create_meeting",
                {
                    "title": "Lisbon team sync",
                    "start": "2024-05-30T14:00:00Z",
                    "end": "2024-05-30T14:30:00Z",
                    "timezone": "Europe/Lisbon",
                },
                wx401,
            ),
            ("webex_list_meetings", {}, wx401),
            (
                "webex_create_meeting",
                {
                    "title": "Lisbon sync",
                    "start": "2024-05-30T14:00:00Z",
                    "end": "2024-05-30T14:30:00Z",
                },
                wx401,
            ),
        ],
    )

    # Teams via Graph -------------------------------------------------------------
    ctx = "https://graph.microsoft.com/v1.0/$metadata#users('4a1f0c2e-77d9-4d1b-9a0b-2f3c1e8d9b10')/onlineMeetings"
    omid = "MSo0YTFmMGMyZS03N2Q5LTRkMWItOWEwYi0yZjNjMWU4ZDliMTAqMCoqMTk6bWVldGluZ19OMlk"
    sess(
        "teams-graph",
        True,
        1,
        "Who attended yesterday's all-hands Teams meeting and for how long? Post the count in the "
        "#leadership chat.",
        [
            (
                "graph_get_online_meeting",
                {
                    "filter": "JoinWebUrl eq 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_N2Y'"
                },
                j(
                    {
                        "@odata.context": ctx,
                        "value": [
                            {
                                "id": omid,
                                "subject": "May all-hands",
                                "startDateTime": "2024-05-23T16:00:00Z",
                                "endDateTime": "2024-05-23T17:00:00Z",
                                "joinWebUrl": "https://teams.microsoft.com/l/meetup-join/19%3ameeting_N2Y",
                            }
                        ],
                    }
                ),
            ),
            (
                "graph_list_attendance_reports",
                {"meetingId": omid},
                j(
                    {
                        "@odata.context": ctx + "('" + omid[:12] + "')/attendanceReports",
                        "value": [
                            {
                                "id": "c9b6db1c-d5eb-427d-a5c0-20088d9b22d7",
                                "totalParticipantCount": 212,
                                "meetingStartDateTime": "2024-05-23T15:58:41.1Z",
                                "meetingEndDateTime": "2024-05-23T17:04:12.7Z",
                            }
                        ],
                    }
                ),
            ),
            (
                "graph_list_attendance_records",
                {"meetingId": omid, "reportId": "c9b6db1c-d5eb-427d-a5c0-20088d9b22d7", "top": 3},
                j(
                    {
                        "@odata.context": ctx + "/attendanceRecords",
                        "@odata.nextLink": "https://graph.microsoft.com/v1.0/me/onlineMeetings/.../attendanceRecords?$skiptoken=M3",
                        "value": [
                            {
                                "emailAddress": e,
                                "totalAttendanceInSeconds": s,
                                "role": r,
                                "identity": {"displayName": n},
                            }
                            for e, s, r, n in [
                                ("ceo@ourco.com", 3780, "Organizer", "Hal Brandt"),
                                ("a.lin@ourco.com", 3541, "Attendee", "Amy Lin"),
                                ("r.osei@ourco.com", 1804, "Attendee", "Rex Osei"),
                            ]
                        ],
                    }
                ),
            ),
            (
                "graph_send_chat_message",
                {
                    "chatId": "19:leadership_b1c2@thread.v2",
                    "body": {"content": "All-hands attendance: 212 participants."},
                },
                j(
                    {
                        "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#chats('19%3Aleadership_b1c2%40thread.v2')/messages/$entity",
                        "id": "1716487261944",
                        "messageType": "message",
                        "createdDateTime": "2024-05-24T18:01:01.944Z",
                        "chatId": "19:leadership_b1c2@thread.v2",
                        "importance": "normal",
                        "from": {
                            "user": {
                                "displayName": "Pat Ortiz",
                                "id": "4a1f0c2e-77d9-4d1b-9a0b-2f3c1e8d9b10",
                            }
                        },
                        "body": {
                            "contentType": "text",
                            "content": "All-hands attendance: 212 participants.",
                        },
                    }
                ),
            ),
        ],
    )
    ctx2 = "https://graph.microsoft.com/v1.0/$metadata#communications/callRecords"
    sess(
        "teams-graph",
        False,
        1,
        "Find the Teams calls from last Friday where callers reported poor audio quality.",
        [
            (
                "graph_list_call_records",
                {"filter": "startDateTime ge 2024-05-17T00:00:00Z"},
                j({"@odata.context": ctx2, "value": []}),
            ),
            (
                "graph_list_call_records",
                {"filter": "startDateTime ge 2024-05-10T00:00:00Z"},
                j({"@odata.context": ctx2, "value": []}),
            ),
            ("graph_list_call_records", {}, j({"@odata.context": ctx2, "value": []})),
            (
                "graph_list_pstn_calls",
                {"fromDateTime": "2024-05-17", "toDateTime": "2024-05-18"},
                j(
                    {
                        "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.callRecords.pstnCallLogRow)",
                        "@odata.count": 0,
                        "value": [],
                    }
                ),
            ),
            (
                "graph_list_call_records",
                {"filter": "type eq 'peerToPeer'"},
                j({"@odata.context": ctx2, "value": []}),
            ),
            (
                "graph_list_direct_routing_calls",
                {"fromDateTime": "2024-05-17", "toDateTime": "2024-05-18"},
                j(
                    {
                        "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.callRecords.directRoutingLogRow)",
                        "@odata.count": 0,
                        "value": [],
                    }
                ),
            ),
        ],
    )

    # RingCentral ----------------------------------------------------------------
    ro = "234723604004"

    def ring(call: str, caller: str, callee: str) -> str:
        return j(
            {
                "uri": f"https://platform.ringcentral.com/restapi/v1.0/account/~/extension/~/ring-out/{ro}",
                "id": ro,
                "status": {"callStatus": call, "callerStatus": caller, "calleeStatus": callee},
            }
        )

    sess(
        "ringcentral",
        True,
        1,
        "Ring me at my desk and connect me to the Acme support line, then show my call log for today.",
        [
            (
                "ringcentral_ringout",
                {
                    "from": {"phoneNumber": "+16505550142"},
                    "to": {"phoneNumber": "+18005550199"},
                    "playPrompt": False,
                },
                ring("InProgress", "InProgress", "InProgress"),
            ),
            (
                "ringcentral_get_ringout_status",
                {"ringoutId": ro},
                ring("InProgress", "Success", "InProgress"),
            ),
            (
                "ringcentral_get_ringout_status",
                {"ringoutId": ro},
                ring("Success", "Success", "Success"),
            ),
            (
                "ringcentral_get_call_log",
                {"dateFrom": "2024-05-24T00:00:00Z", "perPage": 100},
                j(
                    {
                        "uri": "https://platform.ringcentral.com/restapi/v1.0/account/~/extension/~/call-log?dateFrom=2024-05-24T00:00:00.000Z&page=1&perPage=100",
                        "records": [
                            {
                                "id": h("rc" + str(i), 14),
                                "sessionId": str(num("s" + str(i), 10**10, 10**11)),
                                "startTime": t,
                                "duration": d,
                                "type": "Voice",
                                "direction": dr,
                                "action": "RingOut Web" if i == 0 else "Phone Call",
                                "result": r,
                                "to": {"phoneNumber": to},
                                "from": {"phoneNumber": "+16505550142", "extensionNumber": "142"},
                            }
                            for i, (t, d, dr, r, to) in enumerate(
                                [
                                    (
                                        "2024-05-24T17:05:11.000Z",
                                        48,
                                        "Outbound",
                                        "Call connected",
                                        "+18005550199",
                                    ),
                                    (
                                        "2024-05-24T15:40:02.000Z",
                                        312,
                                        "Outbound",
                                        "Call connected",
                                        "+14155550188",
                                    ),
                                    (
                                        "2024-05-24T13:12:55.000Z",
                                        0,
                                        "Inbound",
                                        "Missed",
                                        "+16505550142",
                                    ),
                                ]
                            )
                        ],
                        "paging": {
                            "page": 1,
                            "totalPages": 1,
                            "perPage": 100,
                            "totalElements": 3,
                            "pageStart": 0,
                            "pageEnd": 2,
                        },
                        "navigation": {
                            "firstPage": {
                                "uri": "https://platform.ringcentral.com/restapi/v1.0/account/~/extension/~/call-log?page=1"
                            }
                        },
                    }
                ),
            ),
        ],
    )
    rate = j(
        {
            "errorCode": "CMN-301",
            "message": "Request rate exceeded",
            "errors": [{"errorCode": "CMN-301", "message": "Request rate exceeded"}],
        }
    )
    sess(
        "ringcentral",
        False,
        1,
        "Get the recordings of every call the sales team made to Brightline Inc this month.",
        [
            (
                "ringcentral_get_company_call_log",
                {
                    "dateFrom": "2024-05-01T00:00:00Z",
                    "phoneNumber": "+13125550160",
                    "withRecording": True,
                },
                rate,
            ),
            (
                "ringcentral_get_company_call_log",
                {"dateFrom": "2024-05-01T00:00:00Z", "recordingType": "All"},
                rate,
            ),
            (
                "ringcentral_get_company_call_log",
                {"dateFrom": "2024-05-01T00:00:00Z", "perPage": 25},
                rate,
            ),
            ("ringcentral_list_extensions", {"type": "User", "department": "Sales"}, rate),
            ("ringcentral_get_company_call_log", {"phoneNumber": "3125550160"}, rate),
            (
                "ringcentral_get_company_call_log",
                {"dateFrom": "2024-05-15T00:00:00Z", "view": "Simple"},
                rate,
            ),
        ],
    )

    # Bandwidth -------------------------------------------------------------------
    sess(
        "bandwidth",
        True,
        1,
        "Did the delivery text to +19195550134 yesterday go through? If it failed, send it again.",
        [
            (
                "bandwidth_list_messages",
                {
                    "accountId": "9900412",
                    "destinationTn": "+19195550134",
                    "fromDateTime": "2024-05-23T00:00:00.000Z",
                },
                j(
                    {
                        "totalCount": 1,
                        "pageInfo": {"prevPage": None, "nextPage": None},
                        "messages": [
                            {
                                "messageId": h("bw1", 29),
                                "accountId": "9900412",
                                "sourceTn": "+19195550100",
                                "destinationTn": "+19195550134",
                                "messageStatus": "FAILED",
                                "messageDirection": "OUTBOUND",
                                "messageType": "sms",
                                "segmentCount": 1,
                                "errorCode": 4720,
                                "receiveTime": "2024-05-23T18:22:41.331Z",
                                "carrierName": "T-Mobile",
                            }
                        ],
                    }
                ),
            ),
            (
                "bandwidth_send_message",
                {
                    "from": "+19195550100",
                    "to": ["+19195550134"],
                    "applicationId": "93de2206-9669-4e07-948d-329f4b722ee2",
                    "text": "Your order #5521 arrives today between 2-4pm.",
                },
                j(
                    {
                        "id": h("bw2", 29),
                        "owner": "+19195550100",
                        "applicationId": "93de2206-9669-4e07-948d-329f4b722ee2",
                        "time": "2024-05-24T13:02:08.101Z",
                        "segmentCount": 1,
                        "direction": "out",
                        "to": ["+19195550134"],
                        "from": "+19195550100",
                        "text": "Your order #5521 arrives today between 2-4pm.",
                        "tag": "",
                    }
                ),
            ),
            (
                "bandwidth_list_messages",
                {"accountId": "9900412", "messageId": h("bw2", 29)},
                j(
                    {
                        "totalCount": 1,
                        "pageInfo": {"prevPage": None, "nextPage": None},
                        "messages": [
                            {
                                "messageId": h("bw2", 29),
                                "messageStatus": "DELIVERED",
                                "errorCode": 0,
                                "destinationTn": "+19195550134",
                                "segmentCount": 1,
                            }
                        ],
                    }
                ),
            ),
        ],
    )

    # Plivo -----------------------------------------------------------------------
    sess(
        "plivo",
        True,
        1,
        "How many inbound calls did the hotline get last weekend and how long were they on average?",
        [
            (
                "plivo_list_calls",
                {
                    "call_direction": "inbound",
                    "end_time__gte": "2024-05-18 00:00",
                    "end_time__lte": "2024-05-19 23:59",
                    "limit": 3,
                    "offset": 0,
                },
                j(
                    {
                        "api_id": h("pl1", 8) + "-1a2b-11ef-9c3d-0242ac110002",
                        "meta": {
                            "limit": 3,
                            "next": "/v1/Account/MAODUZYTQ0Y2FMYJBLOW/Call/?limit=3&offset=3",
                            "offset": 0,
                            "previous": None,
                            "total_count": 4,
                        },
                        "objects": [
                            {
                                "call_uuid": h("c" + str(i), 36),
                                "call_direction": "inbound",
                                "call_duration": d,
                                "bill_duration": d,
                                "from_number": f,
                                "to_number": "18005550123",
                                "answer_time": f"2024-05-18 1{i}:0{i}:12+00:00",
                                "hangup_cause_name": "Normal Hangup",
                            }
                            for i, (d, f) in enumerate(
                                [(184, "12125550147"), (62, "13105550111"), (421, "17185550190")]
                            )
                        ],
                    }
                ),
            ),
            (
                "plivo_list_calls",
                {
                    "call_direction": "inbound",
                    "end_time__gte": "2024-05-18 00:00",
                    "end_time__lte": "2024-05-19 23:59",
                    "limit": 3,
                    "offset": 3,
                },
                j(
                    {
                        "api_id": h("pl2", 8) + "-1a2b-11ef-9c3d-0242ac110002",
                        "meta": {
                            "limit": 3,
                            "next": None,
                            "offset": 3,
                            "previous": "/v1/Account/MAODUZYTQ0Y2FMYJBLOW/Call/?limit=3&offset=0",
                            "total_count": 4,
                        },
                        "objects": [
                            {
                                "call_uuid": h("c3", 36),
                                "call_direction": "inbound",
                                "call_duration": 95,
                                "bill_duration": 95,
                                "from_number": "14045550133",
                                "to_number": "18005550123",
                                "answer_time": "2024-05-19 09:41:55+00:00",
                                "hangup_cause_name": "Normal Hangup",
                            }
                        ],
                    }
                ),
            ),
            (
                "plivo_send_message",
                {
                    "src": "18005550123",
                    "dst": "16175550100",
                    "text": "Hotline weekend: 4 inbound calls, avg 3m10s.",
                },
                j(
                    {
                        "api_id": h("pl3", 8) + "-1a2c-11ef-9c3d-0242ac110002",
                        "message": "message(s) queued",
                        "message_uuid": [h("m1", 8) + "-1a2c-11ef-8e1d-0242ac110003"],
                    }
                ),
            ),
        ],
    )


# --------------------------------------------------------------------------
# 5. GitOps and image pipelines
# --------------------------------------------------------------------------


def build_gitops() -> None:
    sh = "run_shell"
    sess(
        "packer",
        True,
        1,
        "Rebuild the base Ubuntu AMI with the new CIS hardening script and give me the AMI id.",
        [
            (sh, {"command": "packer fmt -check ubuntu-base.pkr.hcl"}, ""),
            (
                sh,
                {"command": "packer init ubuntu-base.pkr.hcl"},
                'Installed plugin github.com/hashicorp/amazon v1.3.2 in "/home/ci/.config/packer/plugins/github.com/'
                'hashicorp/amazon/packer-plugin-amazon_v1.3.2_x5.0_linux_amd64"',
            ),
            (
                sh,
                {"command": "packer validate -var 'cis_level=1' ubuntu-base.pkr.hcl"},
                "The configuration is valid.",
            ),
            (
                sh,
                {
                    "command": "packer build -var 'cis_level=1' ubuntu-base.pkr.hcl 2>&1 | tail -n 12"
                },
                "    amazon-ebs.ubuntu: CIS 5.2.10 Ensure SSH root login is disabled ... PASS\n"
                "==> amazon-ebs.ubuntu: Stopping the source instance...\n"
                "    amazon-ebs.ubuntu: Stopping instance\n"
                "==> amazon-ebs.ubuntu: Waiting for the instance to stop...\n"
                "==> amazon-ebs.ubuntu: Creating AMI ubuntu-base-cis1-20240524 from instance i-0c81f2e9d3b7a4401\n"
                "    amazon-ebs.ubuntu: AMI: ami-0f3a91c2d7e84b615\n"
                "==> amazon-ebs.ubuntu: Waiting for AMI to become ready...\n"
                "==> amazon-ebs.ubuntu: Terminating the source AWS instance...\n"
                "Build 'amazon-ebs.ubuntu' finished after 9 minutes 41 seconds.\n\n"
                "==> Wait completed after 9 minutes 41 seconds\n\n"
                "==> Builds finished. The artifacts of successful builds are:\n"
                "--> amazon-ebs.ubuntu: AMIs were created:\nus-east-1: ami-0f3a91c2d7e84b615\n",
            ),
        ],
    )

    # Argo CD -------------------------------------------------------------------
    def app_get(sync: str, health: str, rev: str, res: list[tuple]) -> str:
        lines = [
            "Name:               argocd/payments-api",
            "Project:            payments",
            "Server:             https://kubernetes.default.svc",
            "Namespace:          payments",
            "URL:                https://argocd.ourco.io/applications/payments-api",
            "Source:",
            "- Repo:             https://github.com/ourco/deploy.git",
            "  Target:           main",
            "  Path:             apps/payments-api/overlays/prod",
            "SyncWindow:         Sync Allowed",
            "Sync Policy:        Manual",
            f"Sync Status:        {sync} to main ({rev})",
            f"Health Status:      {health}",
            "",
            "GROUP  KIND        NAMESPACE  NAME          STATUS     HEALTH       HOOK  MESSAGE",
        ]
        for kind, name, st, he, msg in res:
            grp = "apps" if kind == "Deployment" else ""
            lines.append(f"{grp:<6} {kind:<11} payments   {name:<13} {st:<10} {he:<12}       {msg}")
        return "\n".join(lines)

    sess(
        "argocd",
        True,
        1,
        "payments-api is OutOfSync after the image bump; sync it and confirm it's healthy, then show the history.",
        [
            (
                sh,
                {"command": "argocd app get payments-api"},
                app_get(
                    "OutOfSync",
                    "Healthy",
                    "9c1e4f2",
                    [
                        ("Service", "payments-api", "Synced", "Healthy", ""),
                        ("Deployment", "payments-api", "OutOfSync", "Healthy", ""),
                    ],
                ),
            ),
            (
                sh,
                {"command": "argocd app diff payments-api | head -n 12"},
                "===== apps/Deployment payments/payments-api ======\n"
                "140c140\n<         image: ghcr.io/ourco/payments-api:1.18.3\n---\n>         image: ghcr.io/ourco/payments-api:1.19.0",
            ),
            (
                sh,
                {"command": "argocd app sync payments-api --timeout 300 | tail -n 6"},
                "Phase:              Succeeded\nStart:              2024-05-24 10:12:03 +0000 UTC\n"
                "Finished:           2024-05-24 10:12:09 +0000 UTC\nDuration:           6s\n"
                "Message:            successfully synced (all tasks run)\n\n"
                "GROUP  KIND        NAMESPACE  NAME          STATUS  HEALTH       HOOK  MESSAGE\n"
                "apps   Deployment  payments   payments-api  Synced  Progressing        deployment.apps/payments-api configured",
            ),
            (
                sh,
                {
                    "command": "argocd app wait payments-api --health --timeout 300 | grep -E 'Sync Status|Health Status'"
                },
                "Sync Status:        Synced to main (9c1e4f2)\nHealth Status:      Healthy",
            ),
            (
                sh,
                {"command": "argocd app history payments-api"},
                "SOURCE  https://github.com/ourco/deploy.git\nID  DATE                           REVISION\n"
                "14  2024-05-02 08:41:19 +0000 UTC  main (3ab07d1)\n15  2024-05-16 12:03:50 +0000 UTC  main (71f0c9e)\n"
                "16  2024-05-24 10:12:03 +0000 UTC  main (9c1e4f2)",
            ),
        ],
    )
    fata = (
        'time="2024-05-24T11:02:{:02d}Z" level=fatal msg="rpc error: code = Unauthenticated desc = invalid '
        'session: token has invalid claims: token is expired"'
    )
    sess(
        "argocd",
        False,
        1,
        "Roll back search-indexer to the previous revision; the last deploy broke indexing.",
        [
            (sh, {"command": c}, fata.format(i * 7 + 3))
            for i, c in enumerate(
                [
                    "argocd app history search-indexer",
                    "argocd app get search-indexer",
                    "argocd app list -p search",
                    "argocd app rollback search-indexer",
                    "argocd app history search-indexer --grpc-web",
                    "argocd app get search-indexer --refresh",
                    "argocd app rollback search-indexer 41",
                ]
            )
        ],
    )

    # Flux ------------------------------------------------------------------------
    sha = "7d2c1e9a" + h("fluxsha", 32)
    sess(
        "flux",
        True,
        1,
        "The apps kustomization is stuck on an old revision. Force a reconcile and tell me what it applied.",
        [
            (
                sh,
                {"command": "flux get kustomizations"},
                "NAME       \tREVISION                  \tSUSPENDED\tREADY\tMESSAGE\n"
                "apps       \tmain@sha1:51a0b3f4        \tFalse    \tFalse\tkustomization path not found: stat /tmp/kustomization-1841/apps/prod: no such file or directory\t\n"
                "flux-system\tmain@sha1:"
                + sha[:8]
                + "        \tFalse    \tTrue \tApplied revision: main@sha1:"
                + sha[:8]
                + "\t\n"
                "infra      \tmain@sha1:"
                + sha[:8]
                + "        \tFalse    \tTrue \tApplied revision: main@sha1:"
                + sha[:8]
                + "\t",
            ),
            (
                sh,
                {"command": "flux reconcile kustomization apps --with-source"},
                "► annotating GitRepository flux-system in flux-system namespace\n✔ GitRepository annotated\n"
                "◎ waiting for GitRepository reconciliation\n✔ fetched revision main@sha1:"
                + sha
                + "\n"
                "► annotating Kustomization apps in flux-system namespace\n✔ Kustomization annotated\n"
                "◎ waiting for Kustomization reconciliation\n✔ applied revision main@sha1:" + sha,
            ),
            (
                sh,
                {"command": "flux logs --kind=Kustomization --name=apps --since=5m"},
                "2024-05-24T10:40:11.902Z info Kustomization/apps.flux-system - server-side apply completed\n"
                "2024-05-24T10:40:11.950Z info Kustomization/apps.flux-system - Reconciliation finished in 2.41s, next run in 10m0s",
            ),
            (
                sh,
                {"command": "flux events --for Kustomization/apps"},
                "LAST SEEN\tTYPE  \tREASON                  \tOBJECT            \tMESSAGE\n"
                "32s      \tNormal\tProgressing             \tKustomization/apps\tDeployment/shop/cart-api configured\n"
                "                                                                  \tDeployment/shop/web configured\n"
                "32s      \tNormal\tReconciliationSucceeded \tKustomization/apps\tReconciliation finished in 2.41s, next run in 10m0s",
            ),
        ],
    )
    sess(
        "flux",
        False,
        1,
        "Why hasn't the monitoring HelmRelease picked up the new chart version in prod?",
        [
            (
                sh,
                {"command": "flux get helmreleases -n monitoring"},
                '✗ no HelmRelease objects found in "monitoring" namespace',
            ),
            (
                sh,
                {"command": "flux get helmreleases -A"},
                "✗ no HelmRelease objects found in any namespace",
            ),
            (
                sh,
                {"command": "flux get sources helm -A"},
                "✗ no HelmRepository objects found in any namespace",
            ),
            (
                sh,
                {"command": "flux get kustomizations -A"},
                "✗ no Kustomization objects found in any namespace",
            ),
            (
                sh,
                {
                    "command": "flux logs --kind=HelmRelease --name=kube-prometheus-stack -n monitoring"
                },
                "✗ no Flux pods found in namespace flux-system",
            ),
            (
                sh,
                {"command": "flux get all -n flux-system"},
                '✗ no GitRepository objects found in "flux-system" namespace',
            ),
            (
                sh,
                {"command": "flux get helmreleases -n monitoring --status-selector ready=false"},
                '✗ no HelmRelease objects found in "monitoring" namespace',
            ),
        ],
    )

    # Bitbucket Pipelines ----------------------------------------------------------
    puid = (
        "{"
        + h("bbp", 8)
        + "-"
        + h("bbp1", 4)
        + "-4"
        + h("bbp2", 3)
        + "-a"
        + h("bbp3", 3)
        + "-"
        + h("bbp4", 12)
        + "}"
    )

    def pipe(state: str, result: str | None, secs: int) -> str:
        st = {"name": state, "type": f"pipeline_state_{state.lower()}"}
        if result:
            st["result"] = {"name": result, "type": f"pipeline_state_completed_{result.lower()}"}
        if state == "IN_PROGRESS":
            st["stage"] = {"name": "RUNNING", "type": "pipeline_state_in_progress_running"}
        return j(
            {
                "type": "pipeline",
                "uuid": puid,
                "build_number": 1207,
                "state": st,
                "target": {
                    "type": "pipeline_ref_target",
                    "ref_type": "branch",
                    "ref_name": "release/2.4",
                    "selector": {"type": "custom", "pattern": "deploy-staging"},
                },
                "created_on": "2024-05-24T09:12:44.507Z",
                "build_seconds_used": secs,
                "repository": {"full_name": "ourco/checkout-web", "type": "repository"},
            }
        )

    sess(
        "bitbucket-pipelines",
        True,
        1,
        "Run the deploy-staging custom pipeline on release/2.4 of checkout-web and tell me when it's done.",
        [
            (
                "bitbucket_trigger_pipeline",
                {
                    "workspace": "ourco",
                    "repo_slug": "checkout-web",
                    "target": {
                        "ref_type": "branch",
                        "type": "pipeline_ref_target",
                        "ref_name": "release/2.4",
                        "selector": {"type": "custom", "pattern": "deploy-staging"},
                    },
                },
                pipe("PENDING", None, 0),
            ),
            (
                "bitbucket_get_pipeline",
                {"workspace": "ourco", "repo_slug": "checkout-web", "pipeline_uuid": puid},
                pipe("IN_PROGRESS", None, 41),
            ),
            (
                "bitbucket_get_pipeline",
                {"workspace": "ourco", "repo_slug": "checkout-web", "pipeline_uuid": puid},
                pipe("IN_PROGRESS", None, 118),
            ),
            (
                "bitbucket_get_pipeline",
                {"workspace": "ourco", "repo_slug": "checkout-web", "pipeline_uuid": puid},
                pipe("COMPLETED", "SUCCESSFUL", 203),
            ),
            (
                "bitbucket_list_pipeline_steps",
                {"workspace": "ourco", "repo_slug": "checkout-web", "pipeline_uuid": puid},
                j(
                    {
                        "page": 1,
                        "pagelen": 10,
                        "size": 2,
                        "values": [
                            {
                                "type": "pipeline_step",
                                "name": n,
                                "uuid": "{" + h(n, 8) + "-0000-4000-8000-" + h(n + "x", 12) + "}",
                                "state": {
                                    "name": "COMPLETED",
                                    "type": "pipeline_step_state_completed",
                                    "result": {
                                        "name": "SUCCESSFUL",
                                        "type": "pipeline_step_state_completed_successful",
                                    },
                                },
                                "duration_in_seconds": d,
                            }
                            for n, d in [("Build and test", 141), ("Deploy to staging", 58)]
                        ],
                    }
                ),
            ),
        ],
    )
    rl = j(
        {"type": "error", "error": {"message": "Rate limit for this resource has been exceeded"}}
    )
    sess(
        "bitbucket-pipelines",
        False,
        1,
        "Which pipelines failed on main in checkout-web this week, and on which step?",
        [
            (
                "bitbucket_list_pipelines",
                {
                    "workspace": "ourco",
                    "repo_slug": "checkout-web",
                    "sort": "-created_on",
                    "target.branch": "main",
                },
                rl,
            ),
            (
                "bitbucket_list_pipelines",
                {"workspace": "ourco", "repo_slug": "checkout-web", "status": "FAILED"},
                rl,
            ),
            (
                "bitbucket_list_pipelines",
                {"workspace": "ourco", "repo_slug": "checkout-web", "pagelen": 20},
                rl,
            ),
            (
                "bitbucket_get_pipeline",
                {"workspace": "ourco", "repo_slug": "checkout-web", "pipeline_uuid": "1199"},
                rl,
            ),
            (
                "bitbucket_list_pipelines",
                {"workspace": "ourco", "repo_slug": "checkout-web", "page": 2},
                rl,
            ),
            (
                "bitbucket_list_pipelines",
                {
                    "workspace": "ourco",
                    "repo_slug": "checkout-web",
                    "target.ref_name": "main",
                    "sort": "-created_on",
                },
                rl,
            ),
        ],
    )

    # Boundary --------------------------------------------------------------------
    sess(
        "boundary",
        True,
        1,
        "I need SSH to the prod billing DB bastion through Boundary; find the target and tell me if "
        "anyone else has an active session on it.",
        [
            (
                sh,
                {
                    "command": 'boundary targets list -recursive -filter \'"billing" in "/item/name"\''
                },
                "\nTarget information:\n  ID:                    ttcp_Qx3L8mV2aB\n    Scope ID:            p_7hN2kD9sLe\n"
                "    Version:             3\n    Type:                tcp\n    Name:                billing-db-bastion-prod\n"
                "    Description:         SSH to bastion in front of billing Postgres\n    Authorized Actions:\n"
                "      no-op\n      read\n      authorize-session\n",
            ),
            (
                sh,
                {
                    "command": 'boundary sessions list -scope-id p_7hN2kD9sLe -filter \'"/item/target_id" == "ttcp_Qx3L8mV2aB"\''
                },
                "No sessions found",
            ),
            (
                sh,
                {
                    "command": "boundary connect ssh -target-id ttcp_Qx3L8mV2aB -- -l ops -o BatchMode=yes 'hostname; uptime'"
                },
                "billing-bastion-prod-1\n 10:31:07 up 41 days,  3:12,  1 user,  load average: 0.04, 0.02, 0.00",
            ),
        ],
    )
    una = (
        "Error from controller when performing list on targets\n\nError information:\n"
        "  Kind:                Unauthenticated\n  Message:             Unauthenticated, or invalid token.\n"
        "  Status:              401\n  context:             Error from controller when performing list on targets"
    )
    sess(
        "boundary",
        False,
        1,
        "Connect me to the analytics Redshift target and run a quick row count on events.",
        [
            (sh, {"command": "boundary targets list -recursive"}, una),
            (sh, {"command": "boundary targets list -scope-id p_analytics01"}, una),
            (
                sh,
                {
                    "command": 'boundary targets list -recursive -filter \'"redshift" in "/item/name"\''
                },
                una,
            ),
            (
                sh,
                {"command": "boundary scopes list -recursive"},
                una.replace("on targets", "on scopes"),
            ),
            (
                sh,
                {"command": "boundary targets read -id ttcp_R3dsh1ftA1"},
                una.replace("performing list on targets", "performing read on target"),
            ),
            (sh, {"command": "boundary targets list -recursive -format json"}, una),
        ],
    )

    # Crossplane ------------------------------------------------------------------
    sess(
        "crossplane",
        True,
        1,
        "The new orders-db claim has been pending for a while; check the managed resources and tell me "
        "when the RDS instance is ready.",
        [
            (
                sh,
                {"command": "kubectl get managed -l crossplane.io/claim-name=orders-db"},
                "NAME                                                  SYNCED   READY   EXTERNAL-NAME              AGE\n"
                "subnetgroup.rds.aws.upbound.io/orders-db-x7k2p-sg      True     True    orders-db-x7k2p-sg         12m\n"
                "\nNAME                                                  SYNCED   READY   EXTERNAL-NAME              AGE\n"
                "instance.rds.aws.upbound.io/orders-db-x7k2p-pg         True     False   orders-db-x7k2p-pg         12m",
            ),
            (
                sh,
                {
                    "command": "kubectl describe instance.rds.aws.upbound.io/orders-db-x7k2p-pg | sed -n '/Conditions:/,$p'"
                },
                "  Conditions:\n    Last Transition Time:  2024-05-24T09:58:12Z\n    Reason:                Creating\n"
                "    Status:                False\n    Type:                  Ready\n"
                "    Last Transition Time:  2024-05-24T09:58:10Z\n    Reason:                ReconcileSuccess\n"
                "    Status:                True\n    Type:                  Synced\nEvents:\n"
                "  Type    Reason                   Age   From                                        Message\n"
                "  ----    ------                   ----  ----                                        -------\n"
                "  Normal  CreatedExternalResource  12m   managed/rds.aws.upbound.io/v1beta1, kind=instance  Successfully requested creation of external resource",
            ),
            (
                sh,
                {"command": "kubectl get instance.rds.aws.upbound.io/orders-db-x7k2p-pg"},
                "NAME                  SYNCED   READY   EXTERNAL-NAME         AGE\n"
                "orders-db-x7k2p-pg    True     False   orders-db-x7k2p-pg    19m",
            ),
            (
                sh,
                {"command": "kubectl get instance.rds.aws.upbound.io/orders-db-x7k2p-pg"},
                "NAME                  SYNCED   READY   EXTERNAL-NAME         AGE\n"
                "orders-db-x7k2p-pg    True     True    orders-db-x7k2p-pg    24m",
            ),
            (
                sh,
                {"command": "kubectl get postgresqlinstance orders-db -n orders"},
                "NAME        SYNCED   READY   CONNECTION-SECRET   AGE\norders-db   True     True    orders-db-conn      24m",
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    build_commerce()
    build_education()
    build_esign()
    build_telephony()
    build_gitops()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout34.jsonl")
    )
