# ruff: noqa: E501
"""Build tests/data/tool_heldout71.jsonl: held-out sessions over five domains.

Each row is one tool call in the real-runs format.  Sessions were written as the
real services and their usual wrappers return them, before any detector was run.

Domains and families, with where each format comes from and how sure it is:

1. Grocery and food delivery
   - instacart: Instacart Developer Platform (IDP) REST, ``GET /idp/v1/retailers``
     ({"retailers": [{"retailer_key", "name", "retailer_logo_url"}]}) and
     ``POST /idp/v1/products/products_link`` / ``/products/recipe``
     ({"products_link_url": ...}).  From the public IDP docs; fairly sure of the
     body shapes, less of the exact error body (429 written as the common
     {"errors": [...]} envelope).
   - doordash-drive: Drive API v2 ``/drive/v2/quotes``, ``/quotes/{id}/accept``,
     ``/deliveries/{id}``: flat JSON with external_delivery_id, delivery_status,
     fee (cents), tracking_url, support_reference.  Sure of the fields; the
     authentication_error body is from DoorDash's JWT docs (fairly sure).
   - ubereats: Uber Eats Marketplace APIs (store status, created-orders, order
     details v2).  Fairly sure of the shapes (camelCase, "orders" list); error
     body {"code", "message"} as Uber's APIs return.
   - deliveroo: Deliveroo Menu API / Order API through an MCP wrapper that
     returns the JSON body as text.  Medium confidence on field names.
   - wolt: Wolt Drive API (shipment promises, deliveries).  Medium confidence.
   - gopuff: no public API; an internal partner REST endpoint behind a CDN whose
     maintenance page comes back as HTML.  Shape of the page is generic.

2. Parking
   - spothero: SpotHero partner search API (facilities with rates, pagination
     cursor).  Medium confidence; field names follow their v2 search docs.
   - parkmobile: ParkMobile has no public agent API; an MCP wrapper over the app
     API (zone lookup, start/extend parking).  Shapes are plausible, low-medium.
   - parkopedia: Parkopedia Parking API search (results with prices, capacity).
     Medium-low confidence; 504 page is the standard nginx gateway-timeout page.
   - paybyphone: MCP wrapper returning terse text acknowledgements.  Low-medium.
   - passport: Passport Labs enforcement/operator API (plate lookup for valid
     sessions).  Medium-low confidence.
   - flowbird: Flowbird back-office transactions export as CSV text.  Medium-low.

3. Physical mail and postcards
   - postgrid: PostGrid Print & Mail API v1 (``/print-mail/v1/contacts``,
     ``/letters``): objects with id, object, live, status, sendDate; lists as
     {"object": "list", "limit", "skip", "totalCount", "data"}; errors as
     {"error": {"type", "message"}}.  Sure of these from the API reference.
   - click2mail: Click2Mail REST (molpro) XML responses <job><id/><status/>
     <description/></job>, <document>, <addressList>.  Fairly sure of XML style.
   - stannp: Stannp API v1 {"success": true, "data": ...}.  Fairly sure.
   - thanksio: Thanks.io API v2 send endpoints (JSON with id, status, cost).
     Medium confidence; 429 body is Laravel's {"message": "Too Many Attempts."},
     which Thanks.io (Laravel) returns.
   - handwrytten: Handwrytten API v1 ({"httpCode": 200, "status": "ok", ...}).
     Medium confidence.  The wrapper's connection error is httpx's text.
   - postalmethods: PostalMethods v1 REST {"success": true, "result": ...}.
     Medium confidence.

4. Fitness studios
   - mindbody: Mindbody Public API v6 (``/public/v6/class/classes``,
     ``/client/clients``, ``/class/addclienttoclass``): PascalCase bodies with
     PaginationResponse.  Sure.  The failing session uses SiteId -99, the public
     sandbox site, which returns the same demo data whatever is asked.
   - glofox: Glofox REST {"success": true, "data": [...]} and its
     {"success": false, "message": "...", "message_code": ...}.  Medium.
   - momence: Momence API v2 {"payload": [...], "pagination": {...}}.  Medium.
   - wodify: Wodify Core API (classes, reservations).  Medium-low.
   - zenplanner: Zen Planner through a CLI export script printing tables.  Low.
   - classpass: ClassPass partner schedule API JSON.  Low-medium.

5. Client management for freelancers
   - honeybook, dubsado, 17hats, bonsai: no (or very limited) public APIs; these
     are MCP servers built over their app endpoints/Zapier, returning JSON or
     markdown text.  Shapes are plausible, low-medium confidence.
   - moxie: Moxie public API (``/api/public/...``) JSON.  Medium-low.
   - plutio: Plutio REST v1.10 (arrays of objects with _id, title, status;
     requires Business header).  Medium.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout71"
ROWS: list[dict] = []


def hid(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def hnum(s: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha256(s.encode()).hexdigest()[:8], 16) % (hi - lo + 1)


def js(o, indent=None) -> str:
    return json.dumps(o, indent=indent, ensure_ascii=False)


def session(family: str, kind: str, n: int, task: str, calls: list) -> None:
    ok = kind == "ok"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"{SRC}/{family}",
                "run_id": f"{family}-{kind}-{n}",
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


NGINX_504 = (
    "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n"
    "<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n"
    "</body>\r\n</html>\r\n"
)
NGINX_502 = (
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
    "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n"
    "</body>\r\n</html>\r\n"
)


# ---------------------------------------------------------------- grocery
def grocery() -> None:
    # instacart ok 1: retailers and a shopping list link; one ZIP with none
    session(
        "instacart",
        "ok",
        1,
        "Make me an Instacart shopping list for taco night (tortillas, ground beef, "
        "cheddar, salsa, limes) at a store near 94110, and tell me if my parents "
        "in 99723 can use Instacart at all.",
        [
            (
                "instacart_get_retailers",
                {"postal_code": "94110", "country_code": "US"},
                js(
                    {
                        "retailers": [
                            {
                                "retailer_key": k,
                                "name": nm,
                                "retailer_logo_url": f"https://www.instacart.com/assets/domains/warehouse/logo/{hnum(k, 100, 999)}/{hid(k, 32)}.png",
                            }
                            for k, nm in [
                                ("safeway", "Safeway"),
                                ("costco", "Costco"),
                                ("rainbow-grocery", "Rainbow Grocery"),
                                ("smart-and-final", "Smart & Final"),
                                ("cvs", "CVS®"),
                            ]
                        ]
                    }
                ),
            ),
            (
                "instacart_create_shopping_list",
                {
                    "title": "Taco night",
                    "line_items": [
                        {"name": "flour tortillas", "quantity": 1},
                        {"name": "ground beef", "quantity": 2, "unit": "pound"},
                        {"name": "cheddar cheese", "quantity": 1},
                        {"name": "salsa", "quantity": 1},
                        {"name": "limes", "quantity": 4},
                    ],
                    "landing_page_configuration": {
                        "partner_linkback_url": "https://example.app/tacos"
                    },
                },
                js(
                    {
                        "products_link_url": f"https://customers.instacart.com/store/shopping_lists/{hnum('taco', 1000000, 9999999)}"
                    }
                ),
            ),
            (
                "instacart_get_retailers",
                {"postal_code": "99723", "country_code": "US"},
                js({"retailers": []}),
            ),
        ],
    )
    # instacart ok 2: recipe page, then adjust
    session(
        "instacart",
        "ok",
        2,
        "Turn my shakshuka recipe into an Instacart recipe page I can share, for 4 "
        "servings, and check whether Sprouts near 85004 is on Instacart.",
        [
            (
                "instacart_get_retailers",
                {"postal_code": "85004", "country_code": "US"},
                js(
                    {
                        "retailers": [
                            {
                                "retailer_key": "frys",
                                "name": "Fry's Food Stores",
                                "retailer_logo_url": "https://www.instacart.com/assets/domains/warehouse/logo/229/5f1.png",
                            },
                            {
                                "retailer_key": "sprouts",
                                "name": "Sprouts Farmers Market",
                                "retailer_logo_url": "https://www.instacart.com/assets/domains/warehouse/logo/281/9aa.png",
                            },
                            {
                                "retailer_key": "albertsons",
                                "name": "Albertsons",
                                "retailer_logo_url": "https://www.instacart.com/assets/domains/warehouse/logo/106/c02.png",
                            },
                        ]
                    }
                ),
            ),
            (
                "instacart_create_recipe_page",
                {
                    "title": "Shakshuka",
                    "servings": 4,
                    "ingredients": [
                        {"name": "eggs", "measurements": [{"quantity": 6, "unit": "each"}]},
                        {
                            "name": "crushed tomatoes",
                            "measurements": [{"quantity": 28, "unit": "ounce"}],
                        },
                        {
                            "name": "red bell pepper",
                            "measurements": [{"quantity": 1, "unit": "each"}],
                        },
                        {"name": "feta", "measurements": [{"quantity": 4, "unit": "ounce"}]},
                        {"name": "cumin", "measurements": [{"quantity": 1, "unit": "teaspoon"}]},
                    ],
                    "instructions": [
                        "Soften pepper and onion.",
                        "Add tomatoes and spices.",
                        "Crack eggs, cover, cook 6 min.",
                    ],
                },
                js({"products_link_url": "https://customers.instacart.com/store/recipes/8840213"}),
            ),
            (
                "instacart_create_recipe_page",
                {
                    "title": "Shakshuka",
                    "servings": 4,
                    "ingredients": [
                        {"name": "eggs", "measurements": [{"quantity": 6, "unit": "each"}]},
                        {
                            "name": "crushed tomatoes",
                            "measurements": [{"quantity": 28, "unit": "ounce"}],
                        },
                        {
                            "name": "red bell pepper",
                            "measurements": [{"quantity": 1, "unit": "each"}],
                        },
                        {"name": "feta", "measurements": [{"quantity": 4, "unit": "ounce"}]},
                        {"name": "cumin", "measurements": [{"quantity": 1, "unit": "teaspoon"}]},
                        {"name": "yellow onion", "measurements": [{"quantity": 1, "unit": "each"}]},
                    ],
                    "landing_page_configuration": {"enable_pantry_items": True},
                },
                js({"products_link_url": "https://customers.instacart.com/store/recipes/8840291"}),
            ),
        ],
    )
    # instacart fail: rate limited on every call
    rl = js(
        {"errors": [{"message": "Too many requests. Please retry after some time.", "code": 429}]}
    )
    session(
        "instacart",
        "fail",
        1,
        "Build Instacart shopping lists for each of this week's five dinners and find "
        "which stores near 60614 carry them.",
        [
            ("instacart_get_retailers", {"postal_code": "60614", "country_code": "US"}, rl),
            (
                "instacart_create_shopping_list",
                {
                    "title": "Monday: lentil soup",
                    "line_items": [{"name": "red lentils"}, {"name": "carrots"}],
                },
                rl,
            ),
            (
                "instacart_create_shopping_list",
                {
                    "title": "Tuesday: stir fry",
                    "line_items": [{"name": "tofu"}, {"name": "bok choy"}],
                },
                rl,
            ),
            ("instacart_get_retailers", {"postal_code": "60657", "country_code": "US"}, rl),
            (
                "instacart_create_shopping_list",
                {
                    "title": "Wednesday: pasta",
                    "line_items": [{"name": "rigatoni"}, {"name": "passata"}],
                },
                rl,
            ),
            (
                "instacart_create_shopping_list",
                {
                    "title": "Thursday: curry",
                    "line_items": [{"name": "chickpeas"}, {"name": "coconut milk"}],
                },
                rl,
            ),
            ("instacart_get_retailers", {"postal_code": "60614", "country_code": "US"}, rl),
        ],
    )

    # doordash drive ok 1: quote, accept, poll to delivered
    ext = "D-" + hid("cake-order", 10)
    base = {
        "external_delivery_id": ext,
        "currency": "USD",
        "pickup_address": "901 Market St, San Francisco, CA 94103",
        "pickup_business_name": "Tartine Cakes",
        "pickup_phone_number": "+14155550123",
        "dropoff_address": "1 Ferry Building, San Francisco, CA 94111",
        "dropoff_phone_number": "+14155550199",
        "order_value": 6400,
        "fee": 1175,
        "support_reference": "2" + str(hnum(ext, 10000000, 99999999)),
        "tracking_url": f"https://track.doordash.com/share/{hid(ext, 24)}/track",
        "contactless_dropoff": False,
        "tip": 300,
    }

    def dd(status: str, **extra) -> str:
        d = dict(base)
        d["delivery_status"] = status
        d.update(extra)
        return js(d)

    session(
        "doordash-drive",
        "ok",
        1,
        "Send the birthday cake from the bakery to the Ferry Building office with "
        "DoorDash Drive, keep an eye on it and tell me when it's delivered.",
        [
            (
                "doordash_create_quote",
                {
                    "external_delivery_id": ext,
                    "pickup_address": base["pickup_address"],
                    "dropoff_address": base["dropoff_address"],
                    "order_value": 6400,
                },
                dd(
                    "quote",
                    fee=1175,
                    pickup_time_estimated="2024-05-17T18:12:40Z",
                    dropoff_time_estimated="2024-05-17T18:31:02Z",
                ),
            ),
            ("doordash_accept_quote", {"external_delivery_id": ext, "tip": 300}, dd("created")),
            (
                "doordash_get_delivery",
                {"external_delivery_id": ext},
                dd("confirmed", dasher_id=None),
            ),
            (
                "doordash_get_delivery",
                {"external_delivery_id": ext},
                dd(
                    "enroute_to_pickup",
                    dasher_id=7719203,
                    dasher_name="Marisol G",
                    dasher_location={"lat": "37.7874", "lng": "-122.4012"},
                    pickup_time_estimated="2024-05-17T18:14:10Z",
                ),
            ),
            (
                "doordash_get_delivery",
                {"external_delivery_id": ext},
                dd(
                    "arrived_at_pickup",
                    dasher_id=7719203,
                    dasher_name="Marisol G",
                    dasher_location={"lat": "37.7826", "lng": "-122.4094"},
                ),
            ),
            (
                "doordash_get_delivery",
                {"external_delivery_id": ext},
                dd(
                    "picked_up",
                    dasher_id=7719203,
                    dasher_name="Marisol G",
                    pickup_time_actual="2024-05-17T18:16:55Z",
                    dasher_location={"lat": "37.7861", "lng": "-122.4030"},
                ),
            ),
            (
                "doordash_get_delivery",
                {"external_delivery_id": ext},
                dd(
                    "enroute_to_dropoff",
                    dasher_id=7719203,
                    dasher_name="Marisol G",
                    dasher_location={"lat": "37.7931", "lng": "-122.3944"},
                ),
            ),
            (
                "doordash_get_delivery",
                {"external_delivery_id": ext},
                dd(
                    "delivered",
                    dasher_id=7719203,
                    dasher_name="Marisol G",
                    dropoff_time_actual="2024-05-17T18:29:31Z",
                    dropoff_verification_image_url="https://doordash-static.s3.amazonaws.com/dropoff/"
                    + hid(ext + "img", 20)
                    + ".jpg",
                ),
            ),
        ],
    )
    # doordash drive ok 2: cancel one, check the other does not exist
    e1 = "D-" + hid("flowers-1", 10)
    session(
        "doordash-drive",
        "ok",
        2,
        "Cancel the DoorDash flower delivery to Ines (we booked two by mistake) and "
        "confirm the duplicate D-order for the same address was never created.",
        [
            (
                "doordash_get_delivery",
                {"external_delivery_id": e1},
                js(
                    {
                        "external_delivery_id": e1,
                        "currency": "USD",
                        "delivery_status": "created",
                        "fee": 975,
                        "pickup_address": "2200 Fillmore St, San Francisco, CA 94115",
                        "dropoff_address": "455 Hayes St, San Francisco, CA 94102",
                        "dropoff_contact_given_name": "Ines",
                        "support_reference": "281177340",
                        "tracking_url": f"https://track.doordash.com/share/{hid(e1, 24)}/track",
                    }
                ),
            ),
            (
                "doordash_cancel_delivery",
                {"external_delivery_id": e1},
                js(
                    {
                        "external_delivery_id": e1,
                        "currency": "USD",
                        "delivery_status": "cancelled",
                        "fee": 0,
                        "cancellation_reason": "cancelled_by_creator",
                        "support_reference": "281177340",
                    }
                ),
            ),
            (
                "doordash_get_delivery",
                {"external_delivery_id": "D-" + hid("flowers-2", 10)},
                js({"code": "not_found", "message": "Delivery not found", "field_errors": []}),
            ),
        ],
    )
    # doordash drive fail: expired JWT
    jwt = js(
        {
            "code": "authentication_error",
            "message": "The [exp] is in the past; the jwt is expired",
            "reported_time": "2024-05-20T09:41:07.118Z",
        }
    )
    session(
        "doordash-drive",
        "fail",
        1,
        "Get DoorDash quotes for the three catering drops tomorrow and book the cheapest.",
        [
            (
                "doordash_create_quote",
                {
                    "external_delivery_id": "D-cat-1",
                    "pickup_address": "50 Fremont St, San Francisco, CA",
                    "dropoff_address": "600 Townsend St, San Francisco, CA",
                    "order_value": 42000,
                },
                jwt,
            ),
            (
                "doordash_create_quote",
                {
                    "external_delivery_id": "D-cat-2",
                    "pickup_address": "50 Fremont St, San Francisco, CA",
                    "dropoff_address": "1355 Market St, San Francisco, CA",
                    "order_value": 38000,
                },
                jwt,
            ),
            (
                "doordash_create_quote",
                {
                    "external_delivery_id": "D-cat-3",
                    "pickup_address": "50 Fremont St, San Francisco, CA",
                    "dropoff_address": "185 Berry St, San Francisco, CA",
                    "order_value": 29500,
                },
                jwt,
            ),
            ("doordash_get_delivery", {"external_delivery_id": "D-cat-1"}, jwt),
            (
                "doordash_create_quote",
                {
                    "external_delivery_id": "D-cat-1b",
                    "pickup_address": "50 Fremont St, San Francisco, CA 94105",
                    "dropoff_address": "600 Townsend St, San Francisco, CA 94103",
                    "order_value": 42000,
                },
                jwt,
            ),
            (
                "doordash_create_quote",
                {
                    "external_delivery_id": "D-cat-2b",
                    "pickup_address": "50 Fremont St, San Francisco, CA 94105",
                    "dropoff_address": "1355 Market St, San Francisco, CA 94103",
                    "order_value": 38000,
                },
                jwt,
            ),
        ],
    )

    # ubereats ok: store status, pause, orders
    store = "f3b0" + hid("store-pho", 28)
    oid = (
        hid("ue-order-1", 8) + "-" + hid("ue-order-1b", 4) + "-4c1a-9d2e-" + hid("ue-order-1c", 12)
    )
    session(
        "ubereats",
        "ok",
        1,
        "We're swamped: pause our Uber Eats store for now, show me any orders that "
        "came in before the pause and what's in the biggest one.",
        [
            (
                "ubereats_get_store_status",
                {"store_id": store},
                js({"status": "ONLINE", "offlineReason": None, "isOfflineUntil": None}),
            ),
            (
                "ubereats_set_store_status",
                {
                    "store_id": store,
                    "status": "PAUSED",
                    "reason": "OUT_OF_MENU_HOURS",
                    "is_paused_until": "2024-05-18T20:30:00-07:00",
                },
                "",
            ),
            (
                "ubereats_get_store_status",
                {"store_id": store},
                js(
                    {
                        "status": "PAUSED",
                        "offlineReason": "PAUSED_BY_RESTAURANT",
                        "isOfflineUntil": "2024-05-18T20:30:00-07:00",
                    }
                ),
            ),
            (
                "ubereats_list_created_orders",
                {"store_id": store, "limit": 50},
                js(
                    {
                        "orders": [
                            {
                                "id": oid,
                                "current_state": "CREATED",
                                "placed_at": "2024-05-18T19:41:12-07:00",
                                "order_total": 4820,
                            },
                            {
                                "id": "0d2f19aa-7b31-4e70-8c58-2a61f0d3b7c4",
                                "current_state": "CREATED",
                                "placed_at": "2024-05-18T19:43:55-07:00",
                                "order_total": 1695,
                            },
                        ]
                    }
                ),
            ),
            (
                "ubereats_get_order",
                {"order_id": oid},
                js(
                    {
                        "id": oid,
                        "display_id": "B7E2F",
                        "external_reference_id": None,
                        "current_state": "CREATED",
                        "type": "DELIVERY_BY_UBER",
                        "store": {"id": store, "name": "Pho Saigon Express"},
                        "eater": {
                            "first_name": "Darnell",
                            "phone": "+1 312-555-0143",
                            "phone_code": "488 12 905",
                        },
                        "cart": {
                            "items": [
                                {
                                    "id": "item-pho-dac-biet",
                                    "instance_id": "a1",
                                    "title": "Pho Dac Biet (Large)",
                                    "quantity": 2,
                                    "price": {
                                        "unit_price": {"amount": 1495, "currency_code": "USD"}
                                    },
                                },
                                {
                                    "id": "item-spring-rolls",
                                    "instance_id": "a2",
                                    "title": "Fresh Spring Rolls",
                                    "quantity": 1,
                                    "price": {
                                        "unit_price": {"amount": 895, "currency_code": "USD"}
                                    },
                                    "special_instructions": "no peanut sauce",
                                },
                                {
                                    "id": "item-thai-tea",
                                    "instance_id": "a3",
                                    "title": "Thai Iced Tea",
                                    "quantity": 2,
                                    "price": {
                                        "unit_price": {"amount": 475, "currency_code": "USD"}
                                    },
                                },
                            ]
                        },
                        "payment": {
                            "charges": {
                                "total": {"amount": 4820, "currency_code": "USD"},
                                "sub_total": {"amount": 4335, "currency_code": "USD"},
                                "tax": {"amount": 485, "currency_code": "USD"},
                            }
                        },
                        "estimated_ready_for_pickup_at": "2024-05-18T20:02:00-07:00",
                    }
                ),
            ),
            ("ubereats_accept_order", {"order_id": oid, "reason": "accepted before pause"}, ""),
        ],
    )
    # ubereats fail: wrong (test) store credentials: empty for everything, 404s
    tstore = "test-" + hid("ue-test-store", 12)
    session(
        "ubereats",
        "fail",
        1,
        "Pull tonight's Uber Eats orders for our Logan Square location and tell me "
        "which ones are still waiting for the courier.",
        [
            ("ubereats_list_created_orders", {"store_id": tstore, "limit": 50}, js({"orders": []})),
            (
                "ubereats_list_canceled_orders",
                {"store_id": tstore, "limit": 50},
                js({"orders": []}),
            ),
            (
                "ubereats_list_created_orders",
                {"store_id": tstore, "limit": 50, "expand": "carts,deliveries"},
                js({"orders": []}),
            ),
            (
                "ubereats_get_order",
                {"order_id": "C41A2"},
                js({"code": "not_found", "message": "Order not found."}),
            ),
            (
                "ubereats_get_order",
                {"order_id": "9b0c2f61-21ad-4e5b-b3c1-58f0c7aa1e90"},
                js({"code": "not_found", "message": "Order not found."}),
            ),
            (
                "ubereats_list_created_orders",
                {"store_id": tstore, "limit": 200},
                js({"orders": []}),
            ),
            (
                "ubereats_get_store_status",
                {"store_id": tstore},
                js({"status": "OFFLINE", "offlineReason": "INVISIBLE", "isOfflineUntil": None}),
            ),
            ("ubereats_list_created_orders", {"store_id": tstore}, js({"orders": []})),
        ],
    )

    # deliveroo ok: upload menu, poll sync
    job = hid("deliveroo-menu-job", 24)
    session(
        "deliveroo",
        "ok",
        1,
        "Push the new summer menu to our three Deliveroo sites and confirm it went live.",
        [
            (
                "deliveroo_upload_menu",
                {
                    "brand_id": "leon-uk",
                    "menu_id": "summer-2024",
                    "site_ids": ["142233", "142240", "151902"],
                },
                js({"id": job, "status": "pending"}),
            ),
            (
                "deliveroo_get_menu_upload_status",
                {"brand_id": "leon-uk", "job_id": job},
                js({"id": job, "status": "pending", "created_at": "2024-06-03T07:58:11Z"}),
            ),
            (
                "deliveroo_get_menu_upload_status",
                {"brand_id": "leon-uk", "job_id": job},
                js(
                    {
                        "id": job,
                        "status": "in_progress",
                        "created_at": "2024-06-03T07:58:11Z",
                        "sites": {"142233": "done", "142240": "in_progress", "151902": "pending"},
                    }
                ),
            ),
            (
                "deliveroo_get_menu_upload_status",
                {"brand_id": "leon-uk", "job_id": job},
                js(
                    {
                        "id": job,
                        "status": "done",
                        "created_at": "2024-06-03T07:58:11Z",
                        "completed_at": "2024-06-03T08:01:47Z",
                        "sites": {"142233": "done", "142240": "done", "151902": "done"},
                        "warnings": [
                            {
                                "item_id": "halloumi-wrap",
                                "message": "image_url returned 404; item published without image",
                            }
                        ],
                    }
                ),
            ),
            (
                "deliveroo_get_site_menu",
                {"brand_id": "leon-uk", "site_id": "151902"},
                js(
                    {
                        "menu_id": "summer-2024",
                        "name": "Summer 2024",
                        "categories": [
                            {
                                "id": "wraps",
                                "name": "Wraps",
                                "item_ids": ["halloumi-wrap", "chicken-aioli-wrap"],
                            },
                            {
                                "id": "bowls",
                                "name": "Bowls",
                                "item_ids": ["mediterranean-bowl", "chilli-chicken-bowl"],
                            },
                        ],
                        "item_count": 41,
                        "published_at": "2024-06-03T08:01:44Z",
                    }
                ),
            ),
        ],
    )
    # deliveroo ok 2: order status acknowledgements
    ordr = "gb:" + hid("deliveroo-order", 8) + "-" + hid("deliveroo-order2", 4)
    session(
        "deliveroo",
        "ok",
        2,
        "A Deliveroo order just came in at the Soho site: accept it, mark it in "
        "kitchen, and tell the rider it'll be ready in 15 minutes.",
        [
            (
                "deliveroo_get_order",
                {"order_id": ordr},
                js(
                    {
                        "id": ordr,
                        "order_number": "0271",
                        "location_id": "151902",
                        "display_id": "0271",
                        "status": "placed",
                        "fulfillment_type": "deliveroo",
                        "prepare_for": "2024-06-03T12:25:00Z",
                        "items": [
                            {
                                "pos_item_id": "chilli-chicken-bowl",
                                "name": "Chilli Chicken Bowl",
                                "quantity": 2,
                                "unit_price": {"fractional": 895, "currency_code": "GBP"},
                            },
                            {
                                "pos_item_id": "lemonade",
                                "name": "Pink Lemonade",
                                "quantity": 1,
                                "unit_price": {"fractional": 295, "currency_code": "GBP"},
                            },
                        ],
                        "total_price": {"fractional": 2085, "currency_code": "GBP"},
                        "notes": "No coriander please",
                    }
                ),
            ),
            ("deliveroo_update_order_status", {"order_id": ordr, "status": "accepted"}, ""),
            (
                "deliveroo_update_order_status",
                {"order_id": ordr, "status": "in_kitchen", "cooking_time_minutes": 15},
                "",
            ),
            (
                "deliveroo_get_order",
                {"order_id": ordr},
                js(
                    {
                        "id": ordr,
                        "order_number": "0271",
                        "status": "accepted",
                        "status_log": [
                            {"at": "2024-06-03T12:10:41Z", "status": "pending"},
                            {"at": "2024-06-03T12:10:58Z", "status": "accepted"},
                        ],
                        "prepare_for": "2024-06-03T12:26:00Z",
                        "rider": {
                            "estimated_arrival_time": "2024-06-03T12:24:00Z",
                            "status": "rider_assigned",
                        },
                    }
                ),
            ),
        ],
    )
    # wolt ok: promise, create, status
    session(
        "wolt",
        "ok",
        1,
        "Book a Wolt courier to take the pharmacy bag from our Kamppi store to "
        "Mannerheimintie 20, and find out the expected arrival time.",
        [
            (
                "wolt_get_shipment_promise",
                {
                    "venue_id": "5f8c0a2b3e",
                    "street": "Mannerheimintie 20",
                    "city": "Helsinki",
                    "post_code": "00100",
                },
                js(
                    {
                        "id": "spr_" + hid("wolt-p", 16),
                        "pickup": {"venue_id": "5f8c0a2b3e"},
                        "dropoff": {"location": {"coordinates": {"lat": 60.1719, "lon": 24.9369}}},
                        "time_estimate_minutes": 34,
                        "is_binding": True,
                        "price": {"amount": 690, "currency": "EUR"},
                        "valid_until": "2024-05-14T10:27:00Z",
                    }
                ),
            ),
            (
                "wolt_create_delivery",
                {
                    "venue_id": "5f8c0a2b3e",
                    "shipment_promise_id": "spr_" + hid("wolt-p", 16),
                    "recipient": {"name": "Aino Virtanen", "phone_number": "+358401234567"},
                    "parcels": [{"description": "pharmacy bag", "count": 1}],
                },
                js(
                    {
                        "id": "d_" + hid("wolt-d", 20),
                        "status": "INFO_RECEIVED",
                        "tracking": {
                            "id": hid("wolt-t", 10),
                            "url": "https://track.wolt.com/s/" + hid("wolt-t", 10),
                        },
                        "price": {"amount": 690, "currency": "EUR"},
                        "dropoff": {"eta": "2024-05-14T10:51:00Z"},
                    }
                ),
            ),
            (
                "wolt_get_delivery",
                {"delivery_id": "d_" + hid("wolt-d", 20)},
                js(
                    {
                        "id": "d_" + hid("wolt-d", 20),
                        "status": "COURIER_ASSIGNED",
                        "courier": {"vehicle_type": "bicycle"},
                        "pickup": {"eta": "2024-05-14T10:31:00Z"},
                        "dropoff": {"eta": "2024-05-14T10:49:00Z"},
                    }
                ),
            ),
        ],
    )
    # gopuff fail: maintenance page
    maint = (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Gopuff | '
        'We\'ll be right back</title></head><body><div class="wrap"><img src="/static/'
        'puff-logo.svg" alt="Gopuff"><h1>We\'ll be right back</h1><p>We\'re doing some '
        "scheduled maintenance to make Gopuff even better. Please check back soon.</p>"
        "</div></body></html>"
    )
    session(
        "gopuff",
        "fail",
        1,
        "Check Gopuff stock for the party order (2 bags of ice, 24-pack LaCroix, "
        "chips, cups) at the Arlington hub and place it if everything is there.",
        [
            ("gopuff_search_products", {"query": "bag of ice", "location_id": "arl-04"}, maint),
            (
                "gopuff_search_products",
                {"query": "LaCroix 24 pack", "location_id": "arl-04"},
                maint,
            ),
            ("gopuff_search_products", {"query": "tortilla chips", "location_id": "arl-04"}, maint),
            ("gopuff_get_location", {"location_id": "arl-04"}, maint),
            ("gopuff_search_products", {"query": "party cups", "location_id": "arl-04"}, maint),
            ("gopuff_search_products", {"query": "ice", "location_id": "arl-02"}, maint),
            ("gopuff_get_location", {"location_id": "arl-02"}, maint),
        ],
    )


# ---------------------------------------------------------------- parking
def parking() -> None:
    def sh_fac(name: str, addr: str, price: int, walk: int, avail: bool = True) -> dict:
        fid = hnum(name, 1000, 99999)
        return {
            "facility": {
                "id": fid,
                "title": name,
                "address": {"street_address": addr, "city": "Chicago", "state": "IL"},
                "parking_type": "garage",
                "amenities": ["covered", "attendant"] if price > 2500 else ["self_park"],
            },
            "rates": [
                {
                    "quote": {
                        "total_price": {"value": price, "currency_code": "USD"},
                        "advertised_price": {"value": price - 150, "currency_code": "USD"},
                    },
                    "rule_group_id": hnum(name + "r", 100000, 999999),
                    "available": avail,
                }
            ],
            "distance": {"walking_meters": walk * 80, "walking_duration_seconds": walk * 60},
        }

    session(
        "spothero",
        "ok",
        1,
        "Find me the cheapest covered parking within a 10 minute walk of Wrigley "
        "Field for Saturday 12:00-17:00 and reserve it.",
        [
            (
                "spothero_search",
                {
                    "lat": 41.9484,
                    "lon": -87.6553,
                    "starts": "2024-06-08T12:00:00-05:00",
                    "ends": "2024-06-08T17:00:00-05:00",
                    "page_size": 3,
                },
                js(
                    {
                        "results": [
                            sh_fac("Addison & Sheffield Garage", "3555 N Sheffield Ave", 4900, 2),
                            sh_fac("Hotel Zachary Self Park", "3630 N Clark St", 5500, 3),
                            sh_fac("Clark St Surface Lot", "3401 N Clark St", 3200, 7),
                        ],
                        "@next": "https://api.spothero.com/v2/search/transient?cursor="
                        + hid("sh-c1", 20),
                    },
                    indent=1,
                ),
            ),
            (
                "spothero_search",
                {"cursor": hid("sh-c1", 20)},
                js(
                    {
                        "results": [
                            sh_fac("Belmont Ave Garage", "1000 W Belmont Ave", 2800, 13),
                            sh_fac("Lake View Ave Covered", "3300 N Lake Shore Dr", 2600, 22),
                            sh_fac("Southport Lot", "3456 N Southport Ave", 2200, 11),
                        ],
                        "@next": "https://api.spothero.com/v2/search/transient?cursor="
                        + hid("sh-c2", 20),
                    },
                    indent=1,
                ),
            ),
            (
                "spothero_search",
                {"cursor": hid("sh-c2", 20)},
                js(
                    {
                        "results": [
                            sh_fac("Irving Park Garage", "1520 W Irving Park Rd", 2100, 18, False)
                        ],
                        "@next": None,
                    },
                    indent=1,
                ),
            ),
            (
                "spothero_get_facility",
                {"facility_id": hnum("Clark St Surface Lot", 1000, 99999)},
                js(
                    {
                        "id": hnum("Clark St Surface Lot", 1000, 99999),
                        "title": "Clark St Surface Lot",
                        "parking_type": "lot",
                        "amenities": ["self_park"],
                        "restrictions": ["No in/out privileges", "Event rates may apply"],
                        "hours_of_operation": {"always_open": True},
                        "height_restriction": None,
                    }
                ),
            ),
            (
                "spothero_get_facility",
                {"facility_id": hnum("Addison & Sheffield Garage", 1000, 99999)},
                js(
                    {
                        "id": hnum("Addison & Sheffield Garage", 1000, 99999),
                        "title": "Addison & Sheffield Garage",
                        "parking_type": "garage",
                        "amenities": ["covered", "attendant", "ev_charging"],
                        "restrictions": ["Max height 6'8\"", "Oversize vehicles +$15"],
                        "hours_of_operation": {
                            "always_open": False,
                            "periods": [{"days": "Sat", "open": "07:00", "close": "23:59"}],
                        },
                    }
                ),
            ),
            (
                "spothero_create_reservation",
                {
                    "facility_id": hnum("Addison & Sheffield Garage", 1000, 99999),
                    "rule_group_id": hnum("Addison & Sheffield Garager", 100000, 999999),
                    "starts": "2024-06-08T12:00:00-05:00",
                    "ends": "2024-06-08T17:00:00-05:00",
                    "vehicle": {"license_plate": "DK 48210", "state": "IL"},
                },
                js(
                    {
                        "rental_id": hnum("sh-rental", 10000000, 99999999),
                        "status": "valid",
                        "price": {"value": 4900, "currency_code": "USD"},
                        "redemption": {
                            "type": "qr_code",
                            "instructions": "Scan the QR code at the entry kiosk.",
                        },
                        "spot_id": None,
                    }
                ),
            ),
        ],
    )
    # spothero ok 2: legitimately sold out, answer is "nothing"
    session(
        "spothero",
        "ok",
        2,
        "Is there any SpotHero monthly parking left near 233 S Wacker for July? If "
        "not, just tell me, don't book anything.",
        [
            (
                "spothero_search_monthly",
                {"lat": 41.8789, "lon": -87.6359, "start_date": "2024-07-01", "radius_m": 800},
                js({"results": [], "@next": None}),
            ),
            (
                "spothero_search_monthly",
                {"lat": 41.8789, "lon": -87.6359, "start_date": "2024-07-01", "radius_m": 1600},
                js(
                    {
                        "results": [
                            {
                                "facility": {
                                    "id": 18811,
                                    "title": "Union Station Garage",
                                    "address": {
                                        "street_address": "210 S Canal St",
                                        "city": "Chicago",
                                        "state": "IL",
                                    },
                                },
                                "rates": [
                                    {
                                        "title": "Monthly Unreserved",
                                        "price": {"value": 38500, "currency_code": "USD"},
                                        "available": False,
                                        "waitlist": True,
                                    }
                                ],
                                "distance": {"walking_meters": 1150},
                            }
                        ],
                        "@next": None,
                    }
                ),
            ),
            (
                "spothero_get_facility",
                {"facility_id": 18811},
                js(
                    {
                        "id": 18811,
                        "title": "Union Station Garage",
                        "parking_type": "garage",
                        "monthly": {
                            "sold_out": True,
                            "next_availability": None,
                            "waitlist_length": 14,
                        },
                        "hours_of_operation": {"always_open": True},
                    }
                ),
            ),
        ],
    )
    # spothero fail: stale cache, same facilities for every location
    stale = js(
        {
            "results": [
                sh_fac("Millennium Park Garage", "5 S Columbus Dr", 3600, 4),
                sh_fac("Grant Park North Garage", "25 N Michigan Ave", 3900, 6),
                sh_fac("East Monroe Garage", "350 E Monroe St", 3300, 8),
            ],
            "@next": None,
        },
        indent=1,
    )
    session(
        "spothero",
        "fail",
        1,
        "I'm driving to O'Hare Friday and then to a meeting in Oak Brook next week; "
        "find SpotHero parking near each.",
        [
            (
                "spothero_search",
                {
                    "lat": 41.9786,
                    "lon": -87.9048,
                    "starts": "2024-06-14T06:00:00-05:00",
                    "ends": "2024-06-17T22:00:00-05:00",
                },
                stale,
            ),
            (
                "spothero_search",
                {
                    "lat": 41.9786,
                    "lon": -87.9048,
                    "starts": "2024-06-14T06:00:00-05:00",
                    "ends": "2024-06-17T22:00:00-05:00",
                    "airport": "ORD",
                },
                stale,
            ),
            (
                "spothero_search",
                {
                    "lat": 41.9742,
                    "lon": -87.8890,
                    "starts": "2024-06-14T05:30:00-05:00",
                    "ends": "2024-06-17T23:00:00-05:00",
                },
                stale,
            ),
            (
                "spothero_search",
                {
                    "lat": 41.8498,
                    "lon": -87.9548,
                    "starts": "2024-06-19T09:00:00-05:00",
                    "ends": "2024-06-19T13:00:00-05:00",
                },
                stale,
            ),
            (
                "spothero_search",
                {
                    "lat": 41.8470,
                    "lon": -87.9500,
                    "starts": "2024-06-19T08:30:00-05:00",
                    "ends": "2024-06-19T14:00:00-05:00",
                    "page_size": 10,
                },
                stale,
            ),
            (
                "spothero_search",
                {
                    "query": "Oakbrook Center, Oak Brook, IL",
                    "starts": "2024-06-19T09:00:00-05:00",
                    "ends": "2024-06-19T13:00:00-05:00",
                },
                stale,
            ),
        ],
    )

    # parkmobile ok: zone lookup, start, extend
    session(
        "parkmobile",
        "ok",
        1,
        "Start ParkMobile parking for my car on the street outside 1400 K St NW for "
        "two hours, and extend it by 45 minutes once I know the meeting runs long.",
        [
            (
                "parkmobile_find_zone",
                {"lat": 38.9026, "lon": -77.0319},
                js(
                    {
                        "zones": [
                            {
                                "zoneNumber": "1047",
                                "name": "K St NW 1400 blk (N side)",
                                "rateSummary": "$2.30/hr, 2 hr max 7am-6:30pm Mon-Sat",
                                "maxDurationMinutes": 120,
                                "distanceMeters": 14,
                            },
                            {
                                "zoneNumber": "1049",
                                "name": "K St NW 1400 blk (S side)",
                                "rateSummary": "$2.30/hr, 2 hr max 7am-6:30pm Mon-Sat",
                                "maxDurationMinutes": 120,
                                "distanceMeters": 31,
                            },
                        ]
                    }
                ),
            ),
            (
                "parkmobile_get_vehicles",
                {},
                js(
                    {
                        "vehicles": [
                            {
                                "vehicleId": 88120431,
                                "lpn": "8FJX221",
                                "state": "VA",
                                "nickname": "Civic",
                                "isDefault": True,
                            },
                            {
                                "vehicleId": 88120566,
                                "lpn": "EAM7731",
                                "state": "DC",
                                "nickname": "Van",
                                "isDefault": False,
                            },
                        ]
                    }
                ),
            ),
            (
                "parkmobile_start_parking",
                {"zone": "1047", "vehicle_id": 88120431, "duration_minutes": 120},
                js(
                    {
                        "parkingActionId": 5512098347,
                        "zone": "1047",
                        "lpn": "8FJX221",
                        "startTime": "2024-05-21T10:04:00-04:00",
                        "stopTime": "2024-05-21T12:04:00-04:00",
                        "parkingCost": 4.60,
                        "transactionFee": 0.45,
                        "totalCost": 5.05,
                        "status": "ACTIVE",
                    }
                ),
            ),
            (
                "parkmobile_get_active_sessions",
                {},
                js(
                    {
                        "sessions": [
                            {
                                "parkingActionId": 5512098347,
                                "zone": "1047",
                                "lpn": "8FJX221",
                                "stopTime": "2024-05-21T12:04:00-04:00",
                                "minutesRemaining": 22,
                                "canExtend": False,
                                "extendBlockedReason": "Zone maximum time reached (120 min).",
                            }
                        ]
                    }
                ),
            ),
            (
                "parkmobile_find_zone",
                {"lat": 38.9031, "lon": -77.0331},
                js(
                    {
                        "zones": [
                            {
                                "zoneNumber": "1102",
                                "name": "15th St NW 900 blk",
                                "rateSummary": "$2.30/hr, 3 hr max",
                                "maxDurationMinutes": 180,
                                "distanceMeters": 96,
                            }
                        ]
                    }
                ),
            ),
            (
                "parkmobile_start_parking",
                {
                    "zone": "1102",
                    "vehicle_id": 88120431,
                    "duration_minutes": 45,
                    "note": "moved car",
                },
                js(
                    {
                        "parkingActionId": 5512310021,
                        "zone": "1102",
                        "lpn": "8FJX221",
                        "startTime": "2024-05-21T11:49:00-04:00",
                        "stopTime": "2024-05-21T12:34:00-04:00",
                        "parkingCost": 1.73,
                        "transactionFee": 0.45,
                        "totalCost": 2.18,
                        "status": "ACTIVE",
                    }
                ),
            ),
        ],
    )
    # parkmobile fail: token expired
    pm401 = js({"error": "invalid_token", "error_description": "Access token expired"})
    session(
        "parkmobile",
        "fail",
        1,
        "Pay for parking in ParkMobile zone 4471 for my rental car (plate 7ZKL903, CA) "
        "for 90 minutes.",
        [
            ("parkmobile_find_zone", {"zone": "4471"}, pm401),
            ("parkmobile_get_vehicles", {}, pm401),
            (
                "parkmobile_add_vehicle",
                {"lpn": "7ZKL903", "state": "CA", "nickname": "Rental"},
                pm401,
            ),
            (
                "parkmobile_start_parking",
                {"zone": "4471", "lpn": "7ZKL903", "state": "CA", "duration_minutes": 90},
                pm401,
            ),
            ("parkmobile_find_zone", {"lat": 37.7936, "lon": -122.3965}, pm401),
            (
                "parkmobile_start_parking",
                {"zone": "4471", "lpn": "7ZKL903", "duration_minutes": 60},
                pm401,
            ),
            ("parkmobile_get_active_sessions", {}, pm401),
        ],
    )

    # parkopedia ok: one place legitimately has none
    session(
        "parkopedia",
        "ok",
        1,
        "Is there any public parking near the Ponte Vecchio I can use with a camper "
        "van (over 2.5 m tall)? And what about near the Piazzale Michelangelo?",
        [
            (
                "parkopedia_search",
                {"lat": 43.7680, "lon": 11.2531, "radius_m": 800, "max_height_cm": 260},
                js({"status": "OK", "count": 0, "results": []}),
            ),
            (
                "parkopedia_search",
                {"lat": 43.7680, "lon": 11.2531, "radius_m": 800},
                js(
                    {
                        "status": "OK",
                        "count": 3,
                        "results": [
                            {
                                "id": 31084,
                                "name": "Parcheggio Oltrarno",
                                "type": "garage",
                                "height_limit_cm": 200,
                                "capacity": 140,
                                "prices": [{"duration": "1h", "amount": 3.0, "currency": "EUR"}],
                            },
                            {
                                "id": 30551,
                                "name": "Garage Lungarno",
                                "type": "garage",
                                "height_limit_cm": 195,
                                "capacity": 60,
                                "prices": [{"duration": "1h", "amount": 4.0, "currency": "EUR"}],
                            },
                            {
                                "id": 44210,
                                "name": "Via dei Bardi (on-street, ZTL)",
                                "type": "on_street",
                                "restrictions": ["Residents only", "ZTL camera enforced"],
                            },
                        ],
                    }
                ),
            ),
            (
                "parkopedia_search",
                {"lat": 43.7629, "lon": 11.2650, "radius_m": 1000, "max_height_cm": 260},
                js(
                    {
                        "status": "OK",
                        "count": 1,
                        "results": [
                            {
                                "id": 28877,
                                "name": "Piazzale Michelangelo bus & camper area",
                                "type": "surface",
                                "height_limit_cm": None,
                                "capacity": 30,
                                "vehicle_types": ["camper", "coach"],
                                "prices": [{"duration": "24h", "amount": 25.0, "currency": "EUR"}],
                                "opening_hours": "24/7",
                            }
                        ],
                    }
                ),
            ),
            (
                "parkopedia_get_place",
                {"id": 28877},
                js(
                    {
                        "id": 28877,
                        "name": "Piazzale Michelangelo bus & camper area",
                        "address": "Viale Giuseppe Poggi, 50125 Firenze FI",
                        "payment_methods": ["cash", "card", "app"],
                        "facilities": ["toilets", "water"],
                        "notes": "Max stay 48h. Arrive before 10:00 in summer.",
                    }
                ),
            ),
        ],
    )
    # parkopedia fail: gateway timeout for all
    session(
        "parkopedia",
        "fail",
        1,
        "Compare garage prices near Gare du Nord, Gare de Lyon and Montparnasse for an "
        "overnight stay.",
        [
            ("parkopedia_search", {"lat": 48.8809, "lon": 2.3553, "radius_m": 600}, NGINX_504),
            ("parkopedia_search", {"lat": 48.8443, "lon": 2.3744, "radius_m": 600}, NGINX_504),
            ("parkopedia_search", {"lat": 48.8412, "lon": 2.3200, "radius_m": 600}, NGINX_504),
            (
                "parkopedia_search",
                {"lat": 48.8809, "lon": 2.3553, "radius_m": 1200, "type": "garage"},
                NGINX_504,
            ),
            ("parkopedia_search", {"query": "Gare de Lyon parking"}, NGINX_504),
            ("parkopedia_get_place", {"id": 120331}, NGINX_504),
        ],
    )

    # passport ok: enforcement plate checks (not found legit)
    session(
        "passport",
        "ok",
        1,
        "Enforcement sweep on Elm St lot: check which of these plates has a paid "
        "session right now: HBK4420, RTY8812, MNC3019, ZZP1174.",
        [
            (
                "passport_lookup_plate",
                {"zone_id": "ELM-LOT", "plate": "HBK4420"},
                js(
                    {
                        "plate": "HBK4420",
                        "valid": True,
                        "sessions": [
                            {
                                "session_id": "ps_" + hid("p1", 12),
                                "zone": "ELM-LOT",
                                "start": "2024-05-22T08:12:00-04:00",
                                "end": "2024-05-22T11:12:00-04:00",
                                "source": "mobile",
                            }
                        ],
                    }
                ),
            ),
            (
                "passport_lookup_plate",
                {"zone_id": "ELM-LOT", "plate": "RTY8812"},
                js({"plate": "RTY8812", "valid": False, "sessions": []}),
            ),
            (
                "passport_lookup_plate",
                {"zone_id": "ELM-LOT", "plate": "MNC3019"},
                js(
                    {
                        "plate": "MNC3019",
                        "valid": False,
                        "sessions": [
                            {
                                "session_id": "ps_" + hid("p3", 12),
                                "zone": "ELM-LOT",
                                "start": "2024-05-22T06:55:00-04:00",
                                "end": "2024-05-22T08:55:00-04:00",
                                "source": "pay_station",
                            }
                        ],
                    }
                ),
            ),
            (
                "passport_lookup_plate",
                {"zone_id": "ELM-LOT", "plate": "ZZP1174"},
                js({"plate": "ZZP1174", "valid": False, "sessions": []}),
            ),
            (
                "passport_lookup_permit",
                {"plate": "ZZP1174"},
                js(
                    {
                        "plate": "ZZP1174",
                        "permits": [
                            {
                                "permit_type": "Resident - Zone 3",
                                "valid_from": "2024-01-01",
                                "valid_to": "2024-12-31",
                                "zones": ["ELM-LOT", "ELM-ST"],
                            }
                        ],
                    }
                ),
            ),
            (
                "passport_issue_citation",
                {
                    "plate": "RTY8812",
                    "zone_id": "ELM-LOT",
                    "violation_code": "NP-01",
                    "officer_id": "E114",
                },
                js(
                    {
                        "citation_number": "C24-0" + str(hnum("cit", 100000, 999999)),
                        "status": "issued",
                        "amount": 35.00,
                    }
                ),
            ),
        ],
    )
    # passport fail: sandbox environment, nothing ever valid and zone unknown
    session(
        "passport",
        "fail",
        1,
        "Morning sweep of the Main St garage (zone MAIN-G): check plates 4JXW221, "
        "BRT6610, KLM0923, PLQ7781, and JDN5530 for paid sessions.",
        [
            (
                "passport_lookup_plate",
                {"zone_id": "MAIN-G", "plate": p},
                js(
                    {
                        "plate": p,
                        "valid": False,
                        "sessions": [],
                        "zone": None,
                        "environment": "sandbox",
                    }
                ),
            )
            for p in ["4JXW221", "BRT6610", "KLM0923", "PLQ7781", "JDN5530"]
        ]
        + [
            (
                "passport_list_zones",
                {"operator_id": "riverton-city"},
                js({"zones": [], "environment": "sandbox"}),
            ),
            (
                "passport_lookup_plate",
                {"plate": "4JXW221"},
                js(
                    {
                        "plate": "4JXW221",
                        "valid": False,
                        "sessions": [],
                        "zone": None,
                        "environment": "sandbox",
                    }
                ),
            ),
        ],
    )
    # paybyphone ok: terse acks mixed in
    session(
        "paybyphone",
        "ok",
        1,
        "Park at PayByPhone location 23145 for an hour with my default car, then stop "
        "the session early when I say so and send me the receipt.",
        [
            (
                "paybyphone_get_rate_options",
                {"location_id": "23145"},
                "Location 23145 (Granville St 800-block, Vancouver)\nRates:\n  1 h   $3.50\n  2 h   $7.00 (max)\nConvenience fee: $0.35\nHours enforced: 09:00-22:00 daily",
            ),
            (
                "paybyphone_start_session",
                {"location_id": "23145", "duration_minutes": 60, "vehicle": "default"},
                "Parking started. Session 7f21c9 for CVH 33K at location 23145 until 14:18. Charged $3.85 to Visa ••4417.",
            ),
            (
                "paybyphone_stop_session",
                {"session_id": "7f21c9"},
                "Session 7f21c9 stopped at 13:52.",
            ),
            (
                "paybyphone_send_receipt",
                {"session_id": "7f21c9", "email": "on-file"},
                "Receipt sent.",
            ),
        ],
    )

    # flowbird ok: transaction export paging
    def fb_rows(start: int, n: int) -> str:
        lines = ["transaction_id,terminal,zone,paid_at,amount_eur,payment,plate"]
        for i in range(start, start + n):
            lines.append(
                f"FB{hnum('fb' + str(i), 1000000, 9999999)},T-{100 + i % 7},Z{1 + i % 3},2024-05-0{1 + i % 9}T{8 + i % 10:02d}:{(i * 7) % 60:02d}:00+02:00,{1.2 + (i % 5) * 0.8:.2f},{'card' if i % 3 else 'app'},{'' if i % 4 else 'AB-' + str(hnum(str(i), 100, 999)) + '-CD'}"
            )
        return "\n".join(lines)

    session(
        "flowbird",
        "ok",
        1,
        "Export May's Flowbird pay-station transactions for terminal group Centre "
        "and total up card vs app payments.",
        [
            (
                "flowbird_export_transactions",
                {
                    "group": "Centre",
                    "from": "2024-05-01",
                    "to": "2024-05-31",
                    "page": 1,
                    "page_size": 12,
                },
                fb_rows(0, 12) + "\n# page 1/3, 31 rows",
            ),
            (
                "flowbird_export_transactions",
                {
                    "group": "Centre",
                    "from": "2024-05-01",
                    "to": "2024-05-31",
                    "page": 2,
                    "page_size": 12,
                },
                fb_rows(12, 12) + "\n# page 2/3, 31 rows",
            ),
            (
                "flowbird_export_transactions",
                {
                    "group": "Centre",
                    "from": "2024-05-01",
                    "to": "2024-05-31",
                    "page": 3,
                    "page_size": 12,
                },
                fb_rows(24, 7) + "\n# page 3/3, 31 rows",
            ),
            (
                "flowbird_get_terminal_status",
                {"group": "Centre"},
                "terminal  zone  state     last_seen                 paper  battery\nT-100     Z2    OK        2024-06-01T07:58:02+02:00  78%    ok\nT-101     Z3    OK        2024-06-01T07:57:40+02:00  41%    ok\nT-102     Z1    FAULT     2024-05-29T16:12:09+02:00  --     low\nT-103     Z2    OK        2024-06-01T07:58:11+02:00  90%    ok\nT-104     Z3    OK        2024-06-01T07:55:54+02:00  12%    ok\nT-105     Z1    OK        2024-06-01T07:58:30+02:00  66%    ok\nT-106     Z2    OK        2024-06-01T07:56:47+02:00  53%    ok",
            ),
        ],
    )


# ---------------------------------------------------------------- mail
def mail() -> None:
    def pg_contact(first: str, last: str, line1: str, city: str, prov: str, pc: str) -> dict:
        return {
            "id": "contact_" + hid(first + last, 22),
            "object": "contact",
            "live": True,
            "firstName": first,
            "lastName": last,
            "addressLine1": line1.upper(),
            "city": city.upper(),
            "provinceOrState": prov,
            "postalOrZip": pc,
            "country": "US",
            "countryCode": "US",
            "addressStatus": "verified",
            "createdAt": "2024-04-02T15:11:0" + str(len(first) % 10) + ".512Z",
            "updatedAt": "2024-04-02T15:11:0" + str(len(first) % 10) + ".512Z",
        }

    frm = pg_contact("Harbor", "Dental", "220 Pine St", "Portland", "OR", "97204")
    to = pg_contact("Gloria", "Mendez", "1822 SE Ankeny St", "Portland", "OR", "97214")
    lid = "letter_" + hid("pg-letter", 22)

    def letter(status: str) -> str:
        return js(
            {
                "id": lid,
                "object": "letter",
                "live": True,
                "status": status,
                "to": to,
                "from": frm,
                "color": False,
                "doubleSided": True,
                "addressPlacement": "top_first_page",
                "mailingClass": "first_class",
                "sendDate": "2024-04-03T00:00:00.000Z",
                "uploadedPDF": f"https://pg-prod-bucket-1.s3.amazonaws.com/live/{lid}.pdf",
                "createdAt": "2024-04-02T15:12:44.101Z",
                "updatedAt": "2024-04-0"
                + ("2" if status == "ready" else "3" if status == "printing" else "4")
                + "T09:00:12.331Z",
            }
        )

    session(
        "postgrid",
        "ok",
        1,
        "Mail Gloria Mendez the signed treatment-plan letter (PDF attached) by first "
        "class from our Pine St office and track it until it's handed to USPS.",
        [
            (
                "postgrid_create_contact",
                {
                    "firstName": "Gloria",
                    "lastName": "Mendez",
                    "addressLine1": "1822 SE Ankeny St",
                    "city": "Portland",
                    "provinceOrState": "OR",
                    "postalOrZip": "97214",
                    "countryCode": "US",
                },
                js(to),
            ),
            (
                "postgrid_create_letter",
                {
                    "to": to["id"],
                    "from": frm["id"],
                    "pdf": "treatment_plan_mendez.pdf",
                    "doubleSided": True,
                    "mailingClass": "first_class",
                },
                letter("ready"),
            ),
            ("postgrid_get_letter", {"id": lid}, letter("ready")),
            ("postgrid_get_letter", {"id": lid}, letter("printing")),
            ("postgrid_get_letter", {"id": lid}, letter("processed_for_delivery")),
            (
                "postgrid_list_tracking_events",
                {"id": lid},
                js(
                    {
                        "object": "list",
                        "totalCount": 2,
                        "data": [
                            {
                                "type": "Processed",
                                "location": "PORTLAND OR 97208",
                                "date": "2024-04-04T21:40:00.000Z",
                            },
                            {
                                "type": "In Transit",
                                "location": "PORTLAND OR DISTRIBUTION CENTER",
                                "date": "2024-04-05T04:12:00.000Z",
                            },
                        ],
                    }
                ),
            ),
        ],
    )

    # postgrid ok 2: list letters paged, one search empty
    def pg_list(skip: int, total: int, n: int) -> str:
        data = []
        for i in range(skip, skip + n):
            data.append(
                {
                    "id": "letter_" + hid("batch" + str(i), 22),
                    "object": "letter",
                    "live": True,
                    "status": [
                        "completed",
                        "completed",
                        "returned_to_sender",
                        "completed",
                        "processed_for_delivery",
                    ][i % 5],
                    "to": {
                        "firstName": ["Aaron", "Bea", "Chidi", "Dana", "Eun-ji", "Farid", "Greta"][
                            i % 7
                        ],
                        "lastName": ["Okafor", "Lind", "Brandt", "Silva"][i % 4],
                        "postalOrZip": f"9{7000 + i * 13}",
                    },
                    "sendDate": f"2024-03-{10 + i % 15:02d}T00:00:00.000Z",
                    "description": "March overdue notice",
                }
            )
        return js(
            {
                "object": "list",
                "limit": n if n else 10,
                "skip": skip,
                "totalCount": total,
                "data": data,
            }
        )

    session(
        "postgrid",
        "ok",
        2,
        "Which of the March overdue-notice letters came back returned to sender? And "
        "were any sent to the Beaverton office address at 4900 SW Griffith Dr?",
        [
            (
                "postgrid_list_letters",
                {"search": "March overdue notice", "limit": 10, "skip": 0},
                pg_list(0, 23, 10),
            ),
            (
                "postgrid_list_letters",
                {"search": "March overdue notice", "limit": 10, "skip": 10},
                pg_list(10, 23, 10),
            ),
            (
                "postgrid_list_letters",
                {"search": "March overdue notice", "limit": 10, "skip": 20},
                pg_list(20, 23, 3),
            ),
            (
                "postgrid_list_letters",
                {"search": "4900 SW Griffith Dr", "limit": 10, "skip": 0},
                js({"object": "list", "limit": 10, "skip": 0, "totalCount": 0, "data": []}),
            ),
            (
                "postgrid_list_contacts",
                {"search": "Griffith", "limit": 10},
                js({"object": "list", "limit": 10, "skip": 0, "totalCount": 0, "data": []}),
            ),
        ],
    )
    # postgrid fail: invalid key
    bad = js(
        {
            "error": {
                "type": "invalid_api_key_error",
                "message": "Invalid API key test_sk_2b1f... provided.",
            }
        }
    )
    session(
        "postgrid",
        "fail",
        1,
        "Send the renewal postcard to the 4 clients in the renewals sheet via PostGrid.",
        [
            (
                "postgrid_create_contact",
                {
                    "firstName": "Ravi",
                    "lastName": "Nair",
                    "addressLine1": "77 Birch Ln",
                    "city": "Eugene",
                    "provinceOrState": "OR",
                    "postalOrZip": "97401",
                    "countryCode": "US",
                },
                bad,
            ),
            (
                "postgrid_create_contact",
                {
                    "firstName": "Lotte",
                    "lastName": "Jansen",
                    "addressLine1": "1200 Oak St",
                    "city": "Salem",
                    "provinceOrState": "OR",
                    "postalOrZip": "97301",
                    "countryCode": "US",
                },
                bad,
            ),
            ("postgrid_list_contacts", {"limit": 10}, bad),
            (
                "postgrid_create_postcard",
                {
                    "to": {
                        "firstName": "Ravi",
                        "lastName": "Nair",
                        "addressLine1": "77 Birch Ln",
                        "city": "Eugene",
                        "provinceOrState": "OR",
                        "postalOrZip": "97401",
                        "countryCode": "US",
                    },
                    "size": "6x4",
                    "frontHTML": "<h1>Time to renew</h1>",
                },
                bad,
            ),
            ("postgrid_list_templates", {"limit": 20}, bad),
            (
                "postgrid_create_postcard",
                {"to": "contact_ravi", "size": "6x4", "template": "renewal_2024"},
                bad,
            ),
        ],
    )

    # click2mail ok: XML job lifecycle
    doc_id = hnum("c2m-doc", 1000000, 9999999)
    al_id = hnum("c2m-al", 100000, 999999)
    job_id = hnum("c2m-job", 1000000, 9999999)

    def c2m_job(status: int, desc: str, extra: str = "") -> str:
        return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<job><id>{job_id}</id><status>{status}</status><description>{desc}</description>{extra}</job>'

    session(
        "click2mail",
        "ok",
        1,
        "Mail the HOA meeting notice PDF to the 48 homeowners in hoa_addresses.csv, "
        "black and white, first class, via Click2Mail, and tell me the cost.",
        [
            (
                "click2mail_upload_document",
                {
                    "file": "hoa_notice_june.pdf",
                    "documentClass": "Letter 8.5 x 11",
                    "documentFormat": "PDF",
                },
                f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<document><id>{doc_id}</id><status>0</status><description>Success</description></document>',
            ),
            (
                "click2mail_upload_address_list",
                {"file": "hoa_addresses.csv", "addressMappingId": 1},
                f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<addressList><id>{al_id}</id><status>3</status><description>Processing</description></addressList>',
            ),
            (
                "click2mail_get_address_list",
                {"id": al_id},
                f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<addressList><id>{al_id}</id><status>3</status><description>Processing</description></addressList>',
            ),
            (
                "click2mail_get_address_list",
                {"id": al_id},
                f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<addressList><id>{al_id}</id><status>0</status><description>Success</description><count>48</count><nonStandard>1</nonStandard></addressList>',
            ),
            (
                "click2mail_create_job",
                {
                    "documentClass": "Letter 8.5 x 11",
                    "layout": "Address on Separate Page",
                    "productionTime": "Next Day",
                    "envelope": "#10 Double Window",
                    "color": "Black and White",
                    "paperType": "White 24#",
                    "printOption": "Printing One side",
                    "mailClass": "First Class",
                    "documentId": doc_id,
                    "addressId": al_id,
                },
                c2m_job(0, "Success"),
            ),
            (
                "click2mail_get_job_cost",
                {"id": job_id},
                f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<costSummary><id>{job_id}</id><status>0</status><description>Success</description><standardCost>46.56</standardCost><subtotal>46.56</subtotal><internationalCost>0.00</internationalCost><nonStandardCost>0.97</nonStandardCost><totalCost>47.53</totalCost><quantity>48</quantity></costSummary>',
            ),
            (
                "click2mail_submit_job",
                {"id": job_id, "billingType": "User Credit"},
                c2m_job(0, "Success"),
            ),
            (
                "click2mail_get_job_status",
                {"id": job_id},
                c2m_job(
                    0,
                    "Success",
                    "<statusUrl>https://rest.click2mail.com/molpro/jobs/"
                    + str(job_id)
                    + "</statusUrl><jobStatus>EDITING</jobStatus>",
                ),
            ),
            (
                "click2mail_get_job_status",
                {"id": job_id},
                c2m_job(0, "Success", "<jobStatus>SUBMITTED</jobStatus>"),
            ),
        ],
    )
    # click2mail fail: 503 maintenance (Tomcat/Apache page)
    c2m503 = (
        '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>503 Service '
        "Unavailable</title>\n</head><body>\n<h1>Service Unavailable</h1>\n<p>The server is "
        "temporarily unable to service your\nrequest due to maintenance downtime or capacity\n"
        "problems. Please try again later.</p>\n</body></html>\n"
    )
    session(
        "click2mail",
        "fail",
        1,
        "Find out whether Click2Mail job 8814302 (the tax letters) has been mailed and "
        "whether any addresses were undeliverable.",
        [
            ("click2mail_get_job_status", {"id": 8814302}, c2m503),
            ("click2mail_get_job_tracking", {"id": 8814302, "trackingType": "IMB"}, c2m503),
            ("click2mail_get_job_status", {"id": 8814302}, c2m503),
            ("click2mail_list_jobs", {"numberOfRecords": 20}, c2m503),
            ("click2mail_get_address_list", {"id": 551290}, c2m503),
            ("click2mail_get_job_tracking", {"id": 8814302, "trackingType": "impb"}, c2m503),
            ("click2mail_get_job_cost", {"id": 8814302}, c2m503),
        ],
    )

    # stannp ok: campaign
    cid = hnum("stannp-camp", 100000, 999999)
    session(
        "stannp",
        "ok",
        1,
        "Set up a Stannp A6 postcard campaign to the 'Lapsed 2023' group with the "
        "spring design, get it approved and booked for Monday.",
        [
            (
                "stannp_list_groups",
                {},
                js(
                    {
                        "success": True,
                        "data": [
                            {"id": "8821", "name": "Newsletter", "recipients": "1201"},
                            {"id": "9140", "name": "Lapsed 2023", "recipients": "312"},
                            {"id": "9177", "name": "Trade", "recipients": "44"},
                        ],
                    }
                ),
            ),
            (
                "stannp_create_campaign",
                {
                    "name": "Spring win-back",
                    "type": "a6-postcard",
                    "template_id": 61802,
                    "group_id": 9140,
                    "what_recipients": "valid",
                },
                js({"success": True, "data": cid}),
            ),
            (
                "stannp_get_campaign",
                {"id": cid},
                js(
                    {
                        "success": True,
                        "data": {
                            "id": str(cid),
                            "name": "Spring win-back",
                            "type": "a6-postcard",
                            "status": "draft",
                            "recipients_count": "306",
                            "cost": "174.42",
                            "send_date": None,
                        },
                    }
                ),
            ),
            ("stannp_approve_campaign", {"id": cid}, js({"success": True})),
            (
                "stannp_book_campaign",
                {"id": cid, "send_date": "2024-04-15", "use_balance": True},
                js({"success": True}),
            ),
            (
                "stannp_get_campaign",
                {"id": cid},
                js(
                    {
                        "success": True,
                        "data": {
                            "id": str(cid),
                            "name": "Spring win-back",
                            "type": "a6-postcard",
                            "status": "booked",
                            "recipients_count": "306",
                            "cost": "174.42",
                            "send_date": "2024-04-15",
                        },
                    }
                ),
            ),
        ],
    )
    # thanksio fail: rate limit
    tio = js({"message": "Too Many Attempts."})
    session(
        "thanksio",
        "fail",
        1,
        "Send a handwritten-style thank-you postcard via Thanks.io to each of the 6 "
        "customers who left a review this week.",
        [
            (
                "thanksio_send_postcard",
                {
                    "recipients": [{"name": n, "address": a}],
                    "message": f"Thanks so much for the review, {n.split()[0]}!",
                    "handwriting_style": 3,
                },
                tio,
            )
            for n, a in [
                ("Paula Reyes", "12 Orchard Rd, Durham NC 27701"),
                ("Tom Whitlock", "8 Lakeview Ct, Cary NC 27513"),
                ("Mei Chen", "301 W Main St, Durham NC 27701"),
                ("Andre Baptiste", "55 Cole Mill Rd, Durham NC 27705"),
            ]
        ]
        + [
            ("thanksio_list_handwriting_styles", {}, tio),
            (
                "thanksio_send_postcard",
                {
                    "recipients": [
                        {"name": "Paula Reyes", "address": "12 Orchard Rd, Durham NC 27701"}
                    ],
                    "message": "Thank you!",
                    "handwriting_style": 1,
                },
                tio,
            ),
            ("thanksio_get_order_status", {"order_id": "latest"}, tio),
        ],
    )
    # thanksio ok
    session(
        "thanksio",
        "ok",
        1,
        "Send one Thanks.io notecard to our landlord, Mrs. Abernathy, thanking her for "
        "fixing the roof fast, and confirm it's queued.",
        [
            (
                "thanksio_list_handwriting_styles",
                {},
                js(
                    {
                        "data": [
                            {"id": 1, "name": "Jeremy"},
                            {"id": 3, "name": "Tribeca"},
                            {"id": 7, "name": "Lexington"},
                            {"id": 12, "name": "Whitney"},
                        ]
                    }
                ),
            ),
            (
                "thanksio_send_notecard",
                {
                    "recipients": [
                        {
                            "name": "Joan Abernathy",
                            "address": "40 Elm St",
                            "city": "Brattleboro",
                            "province": "VT",
                            "postal_code": "05301",
                        }
                    ],
                    "message": "Dear Mrs. Abernathy, thank you for getting the roof fixed so quickly after the storm. - Sam & Priya",
                    "handwriting_style": 7,
                },
                js(
                    {
                        "id": 402718,
                        "status": "queued",
                        "type": "notecard",
                        "recipients": 1,
                        "cost": 3.25,
                        "estimated_send_date": "2024-05-09",
                    }
                ),
            ),
            (
                "thanksio_get_order_status",
                {"order_id": 402718},
                js(
                    {
                        "id": 402718,
                        "status": "queued",
                        "type": "notecard",
                        "recipients_processed": 1,
                        "recipients_failed": 0,
                    }
                ),
            ),
        ],
    )
    # handwrytten fail: dead server
    hw = "Error: httpx.ConnectError: [Errno 111] Connection refused"
    session(
        "handwrytten",
        "fail",
        1,
        "Order Handwrytten cards for our 5 new clients using the 'Welcome Aboard' card "
        "and the Tarzan font.",
        [
            ("handwrytten_list_cards", {"category": "business"}, hw),
            ("handwrytten_list_fonts", {}, hw),
            ("handwrytten_list_cards", {}, hw),
            (
                "handwrytten_place_order",
                {"card_id": "welcome-aboard", "font": "Tarzan", "recipients": 5},
                hw,
            ),
            ("handwrytten_get_user", {}, hw),
            ("handwrytten_list_fonts", {"retry": True}, hw),
        ],
    )
    # handwrytten ok
    session(
        "handwrytten",
        "ok",
        1,
        "Send a Handwrytten sympathy card to Ken Oduya's family from the team; find a "
        "plain card and a neat font.",
        [
            (
                "handwrytten_list_cards",
                {"category": "sympathy"},
                js(
                    {
                        "httpCode": 200,
                        "status": "ok",
                        "cards": [
                            {
                                "id": 4021,
                                "name": "Simple White Lily",
                                "price": 3.75,
                                "orientation": "F",
                            },
                            {
                                "id": 4098,
                                "name": "In Loving Memory - Grey",
                                "price": 3.75,
                                "orientation": "F",
                            },
                            {
                                "id": 4130,
                                "name": "Plain Ivory Flat",
                                "price": 3.25,
                                "orientation": "L",
                            },
                        ],
                    }
                ),
            ),
            (
                "handwrytten_list_fonts",
                {},
                js(
                    {
                        "httpCode": 200,
                        "status": "ok",
                        "fonts": [
                            {"id": "hwDavid", "label": "David"},
                            {"id": "hwKathleen", "label": "Kathleen"},
                            {"id": "hwSpencer", "label": "Spencer"},
                            {"id": "hwTarzan", "label": "Tarzan"},
                        ],
                    }
                ),
            ),
            (
                "handwrytten_place_order",
                {
                    "card_id": 4130,
                    "font": "hwKathleen",
                    "message": "We are so sorry for your loss. Ken was a wonderful colleague and friend. With love, everyone at Northline",
                    "recipient": {
                        "name": "The Oduya Family",
                        "address1": "18 Mayfair Ave",
                        "city": "Columbus",
                        "state": "OH",
                        "zip": "43209",
                    },
                },
                js({"httpCode": 200, "status": "ok", "order_id": 1903344, "basket_id": 88120}),
            ),
            (
                "handwrytten_get_order",
                {"order_id": 1903344},
                js(
                    {
                        "httpCode": 200,
                        "status": "ok",
                        "order": {
                            "id": 1903344,
                            "status": "Paid",
                            "card": "Plain Ivory Flat",
                            "total": 3.25,
                            "ship_date_estimate": "2024-05-13",
                        },
                    }
                ),
            ),
        ],
    )
    # postalmethods ok: not found legit + status
    session(
        "postalmethods",
        "ok",
        1,
        "Did PostalMethods letter 3051127 to the county assessor get delivered, and "
        "was letter 3051190 ever sent (I think we cancelled it)?",
        [
            (
                "postalmethods_get_letter_status",
                {"id": 3051127},
                js(
                    {
                        "success": True,
                        "result": {
                            "id": 3051127,
                            "status": "Delivered",
                            "statusDescription": "Delivered by USPS",
                            "submitDate": "2024-03-28T14:03:11",
                            "mailDate": "2024-03-29",
                            "trackingHistory": [
                                {"event": "Mailed", "date": "2024-03-29"},
                                {"event": "In Transit", "date": "2024-03-30"},
                                {"event": "Delivered", "date": "2024-04-01"},
                            ],
                        },
                    }
                ),
            ),
            (
                "postalmethods_get_letter_status",
                {"id": 3051190},
                js(
                    {
                        "success": True,
                        "result": {
                            "id": 3051190,
                            "status": "Cancelled",
                            "statusDescription": "Cancelled by user before processing",
                            "submitDate": "2024-03-28T14:05:40",
                            "mailDate": None,
                        },
                    }
                ),
            ),
            (
                "postalmethods_get_letter_pdf",
                {"id": 3051127},
                js(
                    {
                        "success": True,
                        "result": {
                            "id": 3051127,
                            "url": "https://files.postalmethods.com/preview/"
                            + hid("pm-pdf", 32)
                            + ".pdf",
                            "expires": "2024-04-10T00:00:00",
                        },
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- fitness
def fitness() -> None:
    def mb_class(
        i: int, name: str, start: str, staff: str, cap: int, booked: int, site: str = "x"
    ) -> dict:
        return {
            "ClassScheduleId": 2100 + i,
            "Id": hnum(site + name + start, 10000, 99999),
            "StartDateTime": start,
            "EndDateTime": start[:11] + f"{int(start[11:13]) + 1:02d}" + start[13:],
            "ClassDescription": {
                "Id": 40 + i,
                "Name": name,
                "Program": {"Id": 22, "Name": "Group Classes"},
            },
            "Staff": {
                "Id": hnum(staff, 100000000, 999999999),
                "FirstName": staff.split()[0],
                "LastName": staff.split()[1],
            },
            "Location": {"Id": 1, "Name": "Downtown"},
            "MaxCapacity": cap,
            "WebCapacity": cap,
            "TotalBooked": booked,
            "TotalBookedWaitlist": 0 if booked < cap else 3,
            "IsAvailable": booked < cap,
            "IsCanceled": False,
            "IsWaitlistAvailable": booked >= cap,
        }

    def mb_page(classes: list, offset: int, total: int) -> str:
        return js(
            {
                "PaginationResponse": {
                    "RequestedLimit": 5,
                    "RequestedOffset": offset,
                    "PageSize": len(classes),
                    "TotalResults": total,
                },
                "Classes": classes,
            }
        )

    cls = [
        ("Vinyasa Flow", "2024-05-20T06:30:00", "Asha Patel", 20, 20),
        ("Spin 45", "2024-05-20T07:00:00", "Derek Lowe", 24, 19),
        ("Barre Basics", "2024-05-20T09:30:00", "Nina Sato", 16, 7),
        ("HIIT Express", "2024-05-20T12:15:00", "Derek Lowe", 18, 18),
        ("Yin Yoga", "2024-05-20T17:30:00", "Asha Patel", 20, 12),
        ("Spin 45", "2024-05-20T18:30:00", "Marco Ruiz", 24, 24),
        ("Power Yoga", "2024-05-20T19:45:00", "Nina Sato", 20, 9),
    ]
    all_c = [mb_class(i, *c) for i, c in enumerate(cls)]
    session(
        "mindbody",
        "ok",
        1,
        "Book member Jordan Kessler into any yoga class with space on Monday evening "
        "at our Downtown studio.",
        [
            (
                "mindbody_get_classes",
                {
                    "StartDateTime": "2024-05-20T00:00:00",
                    "EndDateTime": "2024-05-20T23:59:59",
                    "LocationIds": [1],
                    "Limit": 5,
                    "Offset": 0,
                },
                mb_page(all_c[:5], 0, 7),
            ),
            (
                "mindbody_get_classes",
                {
                    "StartDateTime": "2024-05-20T00:00:00",
                    "EndDateTime": "2024-05-20T23:59:59",
                    "LocationIds": [1],
                    "Limit": 5,
                    "Offset": 5,
                },
                mb_page(all_c[5:], 5, 7),
            ),
            (
                "mindbody_get_clients",
                {"SearchText": "Kessler"},
                js(
                    {
                        "PaginationResponse": {
                            "RequestedLimit": 100,
                            "RequestedOffset": 0,
                            "PageSize": 1,
                            "TotalResults": 1,
                        },
                        "Clients": [
                            {
                                "Id": "100001942",
                                "UniqueId": 100001942,
                                "FirstName": "Jordan",
                                "LastName": "Kessler",
                                "Email": "jkessler@fastmail.com",
                                "MobilePhone": "5035550187",
                                "Status": "Active",
                                "Active": True,
                                "MembershipIcon": 3,
                                "AccountBalance": 0.0,
                            }
                        ],
                    }
                ),
            ),
            (
                "mindbody_get_client_services",
                {"ClientId": "100001942", "ClassId": all_c[6]["Id"]},
                js(
                    {
                        "PaginationResponse": {
                            "RequestedLimit": 100,
                            "RequestedOffset": 0,
                            "PageSize": 1,
                            "TotalResults": 1,
                        },
                        "ClientServices": [
                            {
                                "Id": 77120,
                                "Name": "Unlimited Monthly",
                                "Remaining": 0,
                                "Count": 0,
                                "ActiveDate": "2024-05-01T00:00:00",
                                "ExpirationDate": "2024-05-31T00:00:00",
                                "Current": True,
                                "Program": {"Id": 22, "Name": "Group Classes"},
                            }
                        ],
                    }
                ),
            ),
            (
                "mindbody_add_client_to_class",
                {"ClientId": "100001942", "ClassId": all_c[6]["Id"], "SendEmail": True},
                js(
                    {
                        "Visit": {
                            "Id": 5521907,
                            "ClassId": all_c[6]["Id"],
                            "ClientId": "100001942",
                            "StartDateTime": "2024-05-20T19:45:00",
                            "Name": "Power Yoga",
                            "ServiceId": 77120,
                            "SignedIn": False,
                            "WebSignup": False,
                            "Action": "Added",
                        }
                    }
                ),
            ),
        ],
    )

    # mindbody ok 2: sales report pages, each new
    def mb_sales(off: int, n: int) -> str:
        sales = [
            {
                "Id": 880100 + i,
                "SaleDate": f"2024-05-{1 + i % 28:02d}T00:00:00",
                "SaleTime": f"{9 + i % 10:02d}:{(i * 11) % 60:02d}:00",
                "ClientId": str(100001000 + i * 37),
                "PurchasedItems": [
                    {
                        "Id": 1000 + i % 4,
                        "IsService": True,
                        "Description": [
                            "Drop-in",
                            "10 Class Pack",
                            "Unlimited Monthly",
                            "Intro Week",
                        ][i % 4],
                        "Quantity": 1,
                        "UnitPrice": [25.0, 200.0, 149.0, 39.0][i % 4],
                        "TotalAmount": [25.0, 200.0, 149.0, 39.0][i % 4],
                    }
                ],
                "Payments": [
                    {
                        "Type": "Credit Card" if i % 3 else "Cash",
                        "Amount": [25.0, 200.0, 149.0, 39.0][i % 4],
                    }
                ],
            }
            for i in range(off, off + n)
        ]
        return js(
            {
                "PaginationResponse": {
                    "RequestedLimit": 6,
                    "RequestedOffset": off,
                    "PageSize": n,
                    "TotalResults": 15,
                },
                "Sales": sales,
            }
        )

    session(
        "mindbody",
        "ok",
        2,
        "How many Intro Week passes did we sell in May on Mindbody, and how much revenue "
        "came from cash?",
        [
            (
                "mindbody_get_sales",
                {
                    "StartSaleDateTime": "2024-05-01",
                    "EndSaleDateTime": "2024-05-31",
                    "Limit": 6,
                    "Offset": 0,
                },
                mb_sales(0, 6),
            ),
            (
                "mindbody_get_sales",
                {
                    "StartSaleDateTime": "2024-05-01",
                    "EndSaleDateTime": "2024-05-31",
                    "Limit": 6,
                    "Offset": 6,
                },
                mb_sales(6, 6),
            ),
            (
                "mindbody_get_sales",
                {
                    "StartSaleDateTime": "2024-05-01",
                    "EndSaleDateTime": "2024-05-31",
                    "Limit": 6,
                    "Offset": 12,
                },
                mb_sales(12, 3),
            ),
        ],
    )
    # mindbody fail: sandbox site -99 returns demo data for everything
    demo_clients = js(
        {
            "PaginationResponse": {
                "RequestedLimit": 100,
                "RequestedOffset": 0,
                "PageSize": 3,
                "TotalResults": 3,
            },
            "Clients": [
                {
                    "Id": "100015678",
                    "FirstName": "John",
                    "LastName": "Smith",
                    "Email": "john.smith@example.com",
                    "Status": "Active",
                },
                {
                    "Id": "100015679",
                    "FirstName": "Jane",
                    "LastName": "Doe",
                    "Email": "jane.doe@example.com",
                    "Status": "Active",
                },
                {
                    "Id": "100015680",
                    "FirstName": "Test",
                    "LastName": "Client",
                    "Email": None,
                    "Status": "Non-Member",
                },
            ],
        }
    )
    session(
        "mindbody",
        "fail",
        1,
        "Find members Priya Raman, Liam O'Connor and Sofia Marquez in Mindbody and "
        "tell me when each last visited.",
        [
            ("mindbody_get_clients", {"SearchText": "Raman", "SiteId": "-99"}, demo_clients),
            ("mindbody_get_clients", {"SearchText": "Priya Raman", "SiteId": "-99"}, demo_clients),
            ("mindbody_get_clients", {"SearchText": "O'Connor", "SiteId": "-99"}, demo_clients),
            ("mindbody_get_clients", {"SearchText": "Marquez", "SiteId": "-99"}, demo_clients),
            (
                "mindbody_get_clients",
                {"SearchText": "sofia.marquez@gmail.com", "SiteId": "-99"},
                demo_clients,
            ),
            (
                "mindbody_get_clients",
                {"SearchText": "Liam", "SiteId": "-99", "Limit": 200},
                demo_clients,
            ),
            (
                "mindbody_get_client_visits",
                {"ClientId": "100015678", "SiteId": "-99"},
                js(
                    {
                        "PaginationResponse": {
                            "RequestedLimit": 100,
                            "RequestedOffset": 0,
                            "PageSize": 0,
                            "TotalResults": 0,
                        },
                        "Visits": [],
                    }
                ),
            ),
        ],
    )
    # glofox ok: list members and a not-found legit
    session(
        "glofox",
        "ok",
        1,
        "Check in Glofox whether Hannah Brooks still has credits on her 10-class pack, "
        "and whether a member called 'Zed Ahmadi' exists (the front desk thinks he "
        "never signed up).",
        [
            (
                "glofox_search_members",
                {"query": "Hannah Brooks"},
                js(
                    {
                        "success": True,
                        "data": [
                            {
                                "_id": "6541" + hid("hb", 20),
                                "first_name": "Hannah",
                                "last_name": "Brooks",
                                "email": "hannah.b@protonmail.com",
                                "membership": {
                                    "type": "time_classes",
                                    "plan_name": "10 Class Pack",
                                    "status": "ACTIVE",
                                },
                                "branch_id": "5d0a" + hid("br", 20),
                            }
                        ],
                        "total_count": 1,
                    }
                ),
            ),
            (
                "glofox_get_member_credits",
                {"user_id": "6541" + hid("hb", 20)},
                js(
                    {
                        "success": True,
                        "data": [
                            {
                                "model": "programs",
                                "category_id": None,
                                "num_sessions": 10,
                                "bookings": 7,
                                "expiry_date": "2024-07-31",
                                "active": True,
                            }
                        ],
                    }
                ),
            ),
            (
                "glofox_search_members",
                {"query": "Zed Ahmadi"},
                js({"success": True, "data": [], "total_count": 0}),
            ),
            (
                "glofox_search_members",
                {"query": "Ahmadi"},
                js({"success": True, "data": [], "total_count": 0}),
            ),
        ],
    )
    # glofox fail: token expired
    gx = js(
        {
            "success": False,
            "message": "Token has expired",
            "message_code": "TOKEN_EXPIRED",
            "errors": ["TOKEN_EXPIRED"],
        }
    )
    session(
        "glofox",
        "fail",
        1,
        "List tomorrow's Glofox classes at the Shoreditch branch and who's waitlisted "
        "for the 7am HIIT.",
        [
            ("glofox_list_events", {"branch_id": "shoreditch", "date": "2024-05-23"}, gx),
            (
                "glofox_list_events",
                {
                    "branch_id": "shoreditch",
                    "start": "2024-05-23T00:00:00Z",
                    "end": "2024-05-23T23:59:59Z",
                },
                gx,
            ),
            ("glofox_list_bookings", {"event_name": "HIIT", "date": "2024-05-23"}, gx),
            ("glofox_list_branches", {}, gx),
            ("glofox_list_events", {"branch_id": "5d0a" + hid("br", 20), "date": "2024-05-23"}, gx),
            ("glofox_list_waitlist", {"event_id": "unknown", "date": "2024-05-23"}, gx),
        ],
    )

    # momence ok: sessions paged and a booking
    def mo_sess(i: int, name: str, start: str, booked: int, cap: int) -> dict:
        return {
            "id": hnum("mo" + name + start, 1000000, 9999999),
            "name": name,
            "startsAt": start,
            "endsAt": start[:11] + f"{int(start[11:13]) + 1:02d}" + start[13:],
            "capacity": cap,
            "ticketsSold": booked,
            "teacher": {
                "id": 9100 + i % 3,
                "firstName": ["Lena", "Kofi", "Rosa"][i % 3],
                "lastName": ["Hart", "Mensah", "Vidal"][i % 3],
            },
            "location": {"id": 12, "name": "Studio A"},
            "isCancelled": False,
        }

    ms = [
        mo_sess(i, n, s, b, c)
        for i, (n, s, b, c) in enumerate(
            [
                ("Sound Bath", "2024-05-24T19:00:00.000Z", 14, 18),
                ("Reformer Pilates", "2024-05-25T09:00:00.000Z", 8, 8),
                ("Breathwork", "2024-05-25T11:00:00.000Z", 3, 15),
                ("Reformer Pilates", "2024-05-25T16:00:00.000Z", 6, 8),
                ("Restorative", "2024-05-26T10:00:00.000Z", 11, 20),
            ]
        )
    ]
    session(
        "momence",
        "ok",
        1,
        "Book Theo (member 55102) into a Reformer Pilates class this weekend on Momence "
        "and tell me how full the other weekend sessions are.",
        [
            (
                "momence_list_sessions",
                {
                    "startAfter": "2024-05-24T00:00:00Z",
                    "startBefore": "2024-05-27T00:00:00Z",
                    "page": 0,
                    "pageSize": 3,
                },
                js({"payload": ms[:3], "pagination": {"page": 0, "pageSize": 3, "totalCount": 5}}),
            ),
            (
                "momence_list_sessions",
                {
                    "startAfter": "2024-05-24T00:00:00Z",
                    "startBefore": "2024-05-27T00:00:00Z",
                    "page": 1,
                    "pageSize": 3,
                },
                js({"payload": ms[3:], "pagination": {"page": 1, "pageSize": 3, "totalCount": 5}}),
            ),
            (
                "momence_book_session",
                {"sessionId": ms[3]["id"], "memberId": 55102},
                js(
                    {
                        "id": 8830112,
                        "sessionId": ms[3]["id"],
                        "memberId": 55102,
                        "checkedIn": False,
                        "createdAt": "2024-05-22T13:02:51.118Z",
                    }
                ),
            ),
            (
                "momence_get_member",
                {"memberId": 55102},
                js(
                    {
                        "id": 55102,
                        "firstName": "Theo",
                        "lastName": "Lindqvist",
                        "email": "theo.l@hey.com",
                        "activeMemberships": [
                            {"name": "8 Classes / Month", "usedSessions": 5, "usageLimit": 8}
                        ],
                    }
                ),
            ),
        ],
    )
    # momence fail: stale cache, same list whatever dates
    stale_ms = js(
        {
            "payload": [ms[0], ms[1], ms[2]],
            "pagination": {"page": 0, "pageSize": 20, "totalCount": 3},
        }
    )
    session(
        "momence",
        "fail",
        1,
        "What classes do we have on Momence for the first week of June and which "
        "teachers are on them? I need to plan cover for Lena's holiday.",
        [
            (
                "momence_list_sessions",
                {"startAfter": "2024-06-01T00:00:00Z", "startBefore": "2024-06-08T00:00:00Z"},
                stale_ms,
            ),
            (
                "momence_list_sessions",
                {"startAfter": "2024-06-01T00:00:00Z", "startBefore": "2024-06-03T00:00:00Z"},
                stale_ms,
            ),
            (
                "momence_list_sessions",
                {"startAfter": "2024-06-03T00:00:00Z", "startBefore": "2024-06-05T00:00:00Z"},
                stale_ms,
            ),
            (
                "momence_list_sessions",
                {
                    "startAfter": "2024-06-05T00:00:00Z",
                    "startBefore": "2024-06-08T00:00:00Z",
                    "teacherId": 9100,
                },
                stale_ms,
            ),
            (
                "momence_list_sessions",
                {
                    "startAfter": "2024-06-01T00:00:00Z",
                    "startBefore": "2024-06-08T00:00:00Z",
                    "page": 1,
                },
                stale_ms,
            ),
            (
                "momence_list_sessions",
                {"startAfter": "2024-06-06T00:00:00Z", "startBefore": "2024-06-07T00:00:00Z"},
                stale_ms,
            ),
        ],
    )
    # wodify ok: roster + add reservation + empty waitlist
    session(
        "wodify",
        "ok",
        1,
        "Who's signed up for the 5:30pm CrossFit class today in Wodify? Add Sam Ortiz, "
        "and check nobody is on the waitlist.",
        [
            (
                "wodify_list_classes",
                {"date": "2024-05-22", "program": "CrossFit"},
                js(
                    {
                        "classes": [
                            {
                                "id": 771201,
                                "name": "CrossFit",
                                "start_time": "06:00",
                                "coach": "Bree Alvarez",
                                "reserved": 14,
                                "limit": 16,
                            },
                            {
                                "id": 771204,
                                "name": "CrossFit",
                                "start_time": "12:00",
                                "coach": "Jon Park",
                                "reserved": 6,
                                "limit": 16,
                            },
                            {
                                "id": 771209,
                                "name": "CrossFit",
                                "start_time": "17:30",
                                "coach": "Bree Alvarez",
                                "reserved": 11,
                                "limit": 16,
                            },
                        ]
                    }
                ),
            ),
            (
                "wodify_get_class_reservations",
                {"class_id": 771209},
                js(
                    {
                        "class_id": 771209,
                        "reservations": [
                            {"client_id": 30000 + i, "name": n, "status": "Reserved"}
                            for i, n in enumerate(
                                [
                                    "Ana Li",
                                    "Chris Yoon",
                                    "Dev Shah",
                                    "Erin Cole",
                                    "Femi Ade",
                                    "Gus Moreno",
                                    "Hye-jin Kim",
                                    "Ivan Petrov",
                                    "Jade Fox",
                                    "Kim Tran",
                                    "Lou Baker",
                                ]
                            )
                        ],
                    }
                ),
            ),
            (
                "wodify_search_clients",
                {"name": "Sam Ortiz"},
                js(
                    {
                        "clients": [
                            {
                                "id": 30877,
                                "first_name": "Samantha",
                                "last_name": "Ortiz",
                                "membership": "Unlimited",
                                "status": "Active",
                            },
                            {
                                "id": 31120,
                                "first_name": "Sam",
                                "last_name": "Ortiz",
                                "membership": "3x Week",
                                "status": "Active",
                            },
                        ]
                    }
                ),
            ),
            (
                "wodify_create_reservation",
                {"class_id": 771209, "client_id": 31120},
                js({"id": 9921877, "class_id": 771209, "client_id": 31120, "status": "Reserved"}),
            ),
            (
                "wodify_get_class_waitlist",
                {"class_id": 771209},
                js({"class_id": 771209, "waitlist": []}),
            ),
        ],
    )
    # wodify fail: 500 internal error every call
    w500 = js(
        {
            "status": 500,
            "error": "Internal Server Error",
            "message": "An unexpected error occurred. Reference: " + hid("wod-ref", 12),
        }
    )
    session(
        "wodify",
        "fail",
        1,
        "Pull this month's Wodify attendance for the Competitors program and flag "
        "anyone who missed more than 3 sessions.",
        [
            (
                "wodify_get_attendance",
                {"program": "Competitors", "from": "2024-05-01", "to": "2024-05-31"},
                w500,
            ),
            (
                "wodify_get_attendance",
                {"program": "Competitors", "from": "2024-05-01", "to": "2024-05-15"},
                w500,
            ),
            ("wodify_list_programs", {}, w500),
            ("wodify_list_classes", {"date": "2024-05-06", "program": "Competitors"}, w500),
            (
                "wodify_get_attendance",
                {"program_id": 118, "from": "2024-05-16", "to": "2024-05-31"},
                w500,
            ),
            ("wodify_list_classes", {"date": "2024-05-13"}, w500),
            (
                "wodify_get_attendance",
                {"program_id": 118, "from": "2024-05-01", "to": "2024-05-07"},
                w500,
            ),
        ],
    )
    # zenplanner ok: CLI export, legit empty
    session(
        "zenplanner",
        "ok",
        1,
        "From Zen Planner, list the kids' karate students whose belt test is due this "
        "month, and check whether anyone is overdue on payment.",
        [
            (
                "terminal",
                {
                    "command": "zp-export members --program 'Kids Karate' --field belt_test_due --month 2024-06"
                },
                "MEMBER_ID  NAME              RANK          BELT_TEST_DUE\n10442      Aiden Morales     Orange        2024-06-08\n10517      Bella Nguyen      Orange        2024-06-08\n10603      Carter Singh      Green         2024-06-22\n10611      Dahlia Ross       Green         2024-06-22\n4 rows",
            ),
            (
                "terminal",
                {"command": "zp-export billing --program 'Kids Karate' --status past_due"},
                "MEMBER_ID  NAME  AMOUNT_DUE  DAYS_PAST_DUE\n0 rows",
            ),
            (
                "terminal",
                {
                    "command": "zp-export billing --program 'Kids Karate' --status pending --month 2024-06"
                },
                "MEMBER_ID  NAME              AMOUNT_DUE  DUE_DATE\n10603      Carter Singh      129.00      2024-06-05\n1 rows",
            ),
        ],
    )
    # classpass ok
    session(
        "classpass",
        "ok",
        1,
        "Publish two extra ClassPass spots for Saturday's 10am boxing and confirm the "
        "schedule shows them.",
        [
            (
                "classpass_get_schedule",
                {"venue_id": "v_88214", "date": "2024-05-25"},
                js(
                    {
                        "schedules": [
                            {
                                "id": "sch_" + hid("cp1", 10),
                                "class_name": "Boxing Fundamentals",
                                "starts_at": "2024-05-25T10:00:00-04:00",
                                "partner_spots": 2,
                                "reserved_spots": 2,
                                "total_capacity": 20,
                            },
                            {
                                "id": "sch_" + hid("cp2", 10),
                                "class_name": "Open Mat",
                                "starts_at": "2024-05-25T12:00:00-04:00",
                                "partner_spots": 4,
                                "reserved_spots": 0,
                                "total_capacity": 30,
                            },
                        ]
                    }
                ),
            ),
            (
                "classpass_update_inventory",
                {"schedule_id": "sch_" + hid("cp1", 10), "partner_spots": 4},
                "204 No Content",
            ),
            (
                "classpass_get_schedule",
                {"venue_id": "v_88214", "date": "2024-05-25"},
                js(
                    {
                        "schedules": [
                            {
                                "id": "sch_" + hid("cp1", 10),
                                "class_name": "Boxing Fundamentals",
                                "starts_at": "2024-05-25T10:00:00-04:00",
                                "partner_spots": 4,
                                "reserved_spots": 2,
                                "total_capacity": 20,
                            },
                            {
                                "id": "sch_" + hid("cp2", 10),
                                "class_name": "Open Mat",
                                "starts_at": "2024-05-25T12:00:00-04:00",
                                "partner_spots": 4,
                                "reserved_spots": 0,
                                "total_capacity": 30,
                            },
                        ]
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- freelancer CRM
def freelance() -> None:
    # honeybook ok: inquiries, project, send proposal ack
    session(
        "honeybook",
        "ok",
        1,
        "Go through new HoneyBook inquiries from this week, move the wedding one from "
        "the Hendersons to 'Proposal sent' and send them the standard wedding package.",
        [
            (
                "honeybook_list_inquiries",
                {"created_after": "2024-05-13", "status": "new"},
                js(
                    {
                        "items": [
                            {
                                "project_id": "hb_" + hid("hb-i1", 16),
                                "title": "Henderson Wedding - Oct 12",
                                "lead_source": "Website contact form",
                                "project_type": "Wedding",
                                "event_date": "2024-10-12",
                                "client": {
                                    "name": "Claire Henderson",
                                    "email": "claire.henderson@gmail.com",
                                },
                                "stage": "Inquiry",
                            },
                            {
                                "project_id": "hb_" + hid("hb-i2", 16),
                                "title": "Lumen Labs headshots",
                                "lead_source": "Referral",
                                "project_type": "Corporate",
                                "event_date": None,
                                "client": {"name": "Marco Bellini", "email": "marco@lumenlabs.io"},
                                "stage": "Inquiry",
                            },
                        ],
                        "count": 2,
                    }
                ),
            ),
            (
                "honeybook_get_project",
                {"project_id": "hb_" + hid("hb-i1", 16)},
                js(
                    {
                        "project_id": "hb_" + hid("hb-i1", 16),
                        "title": "Henderson Wedding - Oct 12",
                        "stage": "Inquiry",
                        "venue": "Vinewood Plantation, Ashland VA",
                        "guest_count": 140,
                        "budget": "$4,000-$5,500",
                        "notes": "Wants second shooter, engagement session in August.",
                        "files": [],
                    }
                ),
            ),
            (
                "honeybook_list_templates",
                {"type": "proposal"},
                js(
                    {
                        "items": [
                            {
                                "template_id": "tpl_wed_std",
                                "name": "Wedding - Standard (8h + 2nd shooter)",
                                "total": 4800.0,
                            },
                            {
                                "template_id": "tpl_wed_mini",
                                "name": "Wedding - Elopement (3h)",
                                "total": 1900.0,
                            },
                            {
                                "template_id": "tpl_corp_hs",
                                "name": "Corporate Headshots",
                                "total": 950.0,
                            },
                        ]
                    }
                ),
            ),
            (
                "honeybook_send_file",
                {
                    "project_id": "hb_" + hid("hb-i1", 16),
                    "template_id": "tpl_wed_std",
                    "email_subject": "Your wedding photography proposal",
                },
                js({"ok": True, "file_id": "f_" + hid("hb-f", 12), "status": "sent"}),
            ),
            (
                "honeybook_update_project_stage",
                {"project_id": "hb_" + hid("hb-i1", 16), "stage": "Proposal sent"},
                js({"ok": True}),
            ),
        ],
    )
    # honeybook fail: MCP server died
    hbdead = "MCP error -32000: Connection closed"
    session(
        "honeybook",
        "fail",
        1,
        "Which HoneyBook invoices are overdue and by how much? Send a polite reminder "
        "for any over 14 days.",
        [
            ("honeybook_list_invoices", {"status": "overdue"}, hbdead),
            ("honeybook_list_invoices", {"status": "unpaid"}, hbdead),
            ("honeybook_list_projects", {"stage": "Retainer paid"}, hbdead),
            ("honeybook_list_invoices", {}, hbdead),
            ("honeybook_get_project", {"project_id": "hb_" + hid("hb-i2", 16)}, hbdead),
            ("honeybook_list_invoices", {"due_before": "2024-05-06"}, hbdead),
        ],
    )
    # dubsado ok: forms/invoices, markdown text
    session(
        "dubsado",
        "ok",
        1,
        "In Dubsado, has the Patel family signed the interior design contract yet? If "
        "they have, send them the kickoff questionnaire.",
        [
            (
                "dubsado_search_projects",
                {"query": "Patel"},
                "Found 2 projects:\n\n| Project | Status | Client | Created |\n|---|---|---|---|\n| Patel - Kitchen Refresh | Job | Anjali Patel | 2024-04-18 |\n| Patel Dental (logo) | Archived | Dr. R. Patel | 2022-09-02 |",
            ),
            (
                "dubsado_list_project_forms",
                {"project": "Patel - Kitchen Refresh"},
                "Forms for 'Patel - Kitchen Refresh':\n- Interior Design Services Agreement (contract) — signed by client 2024-05-02, countersigned 2024-05-02\n- Deposit Invoice #1047 — paid $2,500.00 on 2024-05-03\n- Style Quiz (questionnaire) — not sent",
            ),
            (
                "dubsado_list_form_templates",
                {"type": "questionnaire"},
                "Questionnaire templates:\n1. Kickoff Questionnaire - Residential\n2. Kickoff Questionnaire - Commercial\n3. Style Quiz\n4. Post-project Feedback",
            ),
            (
                "dubsado_send_form",
                {
                    "project": "Patel - Kitchen Refresh",
                    "template": "Kickoff Questionnaire - Residential",
                },
                "Sent.",
            ),
        ],
    )
    # 17hats ok: not-found legit plus creating a contact
    session(
        "17hats",
        "ok",
        1,
        "Add the new lead from the café, Tomasz Wiśniewski (tomasz@lepszakawa.pl), to "
        "17hats unless he's already there, and create a quote for a website refresh.",
        [
            ("17hats_search_contacts", {"query": "Wiśniewski"}, js({"contacts": [], "total": 0})),
            (
                "17hats_search_contacts",
                {"query": "tomasz@lepszakawa.pl"},
                js({"contacts": [], "total": 0}),
            ),
            (
                "17hats_create_contact",
                {
                    "first_name": "Tomasz",
                    "last_name": "Wiśniewski",
                    "email": "tomasz@lepszakawa.pl",
                    "company": "Lepsza Kawa",
                    "type": "Lead",
                },
                js({"id": 2209184, "created": True}),
            ),
            (
                "17hats_create_project",
                {"contact_id": 2209184, "name": "Lepsza Kawa website refresh"},
                js({"id": 901377, "created": True}),
            ),
            (
                "17hats_create_quote",
                {
                    "project_id": 901377,
                    "items": [
                        {"name": "Design refresh (5 pages)", "price": 2400},
                        {"name": "Online ordering integration", "price": 900},
                    ],
                    "expires_in_days": 14,
                },
                js({"id": 55120, "number": "Q-0118", "total": 3300.0, "status": "Draft"}),
            ),
        ],
    )
    # bonsai ok: time tracking totals and invoice
    session(
        "bonsai",
        "ok",
        1,
        "Total up my Bonsai hours for Acme Robotics in May and draft an invoice at $95/h.",
        [
            (
                "bonsai_list_time_entries",
                {"client": "Acme Robotics", "from": "2024-05-01", "to": "2024-05-31", "page": 1},
                js(
                    {
                        "data": [
                            {
                                "date": f"2024-05-{d:02d}",
                                "project": "Firmware docs",
                                "hours": h,
                                "note": n,
                            }
                            for d, h, n in [
                                (2, 3.5, "API reference outline"),
                                (3, 2.0, "review call"),
                                (7, 4.25, "motor controller section"),
                                (9, 1.5, "edits"),
                            ]
                        ],
                        "page": 1,
                        "per_page": 4,
                        "total": 9,
                    }
                ),
            ),
            (
                "bonsai_list_time_entries",
                {"client": "Acme Robotics", "from": "2024-05-01", "to": "2024-05-31", "page": 2},
                js(
                    {
                        "data": [
                            {"date": f"2024-05-{d:02d}", "project": p, "hours": h, "note": n}
                            for d, p, h, n in [
                                (14, "Firmware docs", 5.0, "CAN bus appendix"),
                                (16, "Firmware docs", 2.75, "diagrams"),
                                (21, "Onboarding guide", 3.0, "draft"),
                                (28, "Onboarding guide", 2.5, "screenshots"),
                            ]
                        ],
                        "page": 2,
                        "per_page": 4,
                        "total": 9,
                    }
                ),
            ),
            (
                "bonsai_list_time_entries",
                {"client": "Acme Robotics", "from": "2024-05-01", "to": "2024-05-31", "page": 3},
                js(
                    {
                        "data": [
                            {
                                "date": "2024-05-30",
                                "project": "Onboarding guide",
                                "hours": 1.25,
                                "note": "final pass",
                            }
                        ],
                        "page": 3,
                        "per_page": 4,
                        "total": 9,
                    }
                ),
            ),
            (
                "bonsai_create_invoice",
                {
                    "client": "Acme Robotics",
                    "line_items": [
                        {
                            "description": "Documentation services, May 2024 (25.75 h)",
                            "quantity": 25.75,
                            "rate": 95,
                        }
                    ],
                    "status": "draft",
                },
                js(
                    {
                        "id": "inv_" + hid("bonsai-inv", 12),
                        "number": "INV-0042",
                        "status": "draft",
                        "total": 2446.25,
                        "currency": "USD",
                    }
                ),
            ),
        ],
    )
    # bonsai fail: default sample answer (demo workspace)
    demo = js(
        {
            "data": [
                {
                    "id": "demo_client_1",
                    "name": "Sample Client Co.",
                    "email": "client@example.com",
                    "outstanding": 1500.0,
                },
                {
                    "id": "demo_client_2",
                    "name": "Example Studio",
                    "email": "hello@example.com",
                    "outstanding": 0.0,
                },
            ],
            "page": 1,
            "total": 2,
            "workspace": "Demo Workspace",
        }
    )
    session(
        "bonsai",
        "fail",
        1,
        "How much does Fernhill Media still owe me in Bonsai, and when did they last "
        "pay? Same for Kite & Key.",
        [
            ("bonsai_search_clients", {"query": "Fernhill Media"}, demo),
            ("bonsai_search_clients", {"query": "Fernhill"}, demo),
            ("bonsai_search_clients", {"query": "Kite & Key"}, demo),
            ("bonsai_search_clients", {"query": "Kite"}, demo),
            ("bonsai_list_clients", {"page": 1}, demo),
            ("bonsai_list_clients", {"page": 2}, demo),
            ("bonsai_search_clients", {"query": "accounts@fernhill.media"}, demo),
        ],
    )
    # moxie ok: create client + project acks
    session(
        "moxie",
        "ok",
        1,
        "Set up Greenleaf Co-op as a client in Moxie with a $1,200/month retainer "
        "project for social media, starting June 1.",
        [
            ("moxie_search_clients", {"name": "Greenleaf"}, js([])),
            (
                "moxie_create_client",
                {
                    "name": "Greenleaf Co-op",
                    "currency": "USD",
                    "contacts": [{"first": "Maya", "last": "Orr", "email": "maya@greenleaf.coop"}],
                },
                js(
                    {
                        "id": 41220,
                        "name": "Greenleaf Co-op",
                        "clientType": "Client",
                        "currency": "USD",
                        "initials": "GC",
                        "color": "#7fba00",
                    }
                ),
            ),
            (
                "moxie_create_project",
                {
                    "clientName": "Greenleaf Co-op",
                    "name": "Social media retainer",
                    "startDate": "2024-06-01",
                    "feeSchedule": {
                        "feeType": "Retainer",
                        "amount": 1200,
                        "retainerSchedule": "MONTHLY",
                    },
                },
                js(
                    {
                        "id": "p" + hid("moxie-p", 10),
                        "name": "Social media retainer",
                        "active": True,
                    }
                ),
            ),
            (
                "moxie_create_task",
                {
                    "projectName": "Social media retainer",
                    "clientName": "Greenleaf Co-op",
                    "name": "June content calendar",
                    "dueDate": "2024-05-29",
                },
                js(
                    {
                        "id": "t" + hid("moxie-t", 10),
                        "name": "June content calendar",
                        "status": "Not started",
                    }
                ),
            ),
        ],
    )
    # moxie fail: quota exceeded
    mq = js(
        {
            "status": 429,
            "message": "API request quota exceeded for this account. Quota resets at 2024-06-01T00:00:00Z.",
        }
    )
    session(
        "moxie",
        "fail",
        1,
        "Log my hours from this week's timesheet into Moxie: 3h Greenleaf Mon, 2.5h "
        "Harbor Tue, 4h Greenleaf Wed, 1h Ostrich Labs Thu, 5h Harbor Fri.",
        [
            (
                "moxie_create_time_entry",
                {"clientName": c, "start": f"2024-05-{d}T09:00:00", "durationMinutes": int(h * 60)},
                mq,
            )
            for c, d, h in [
                ("Greenleaf Co-op", 27, 3),
                ("Harbor Foods", 28, 2.5),
                ("Greenleaf Co-op", 29, 4),
                ("Ostrich Labs", 30, 1),
                ("Harbor Foods", 31, 5),
            ]
        ]
        + [
            ("moxie_search_clients", {"name": "Harbor"}, mq),
            (
                "moxie_create_time_entry",
                {
                    "clientName": "Greenleaf Co-op",
                    "start": "2024-05-27T09:00:00",
                    "durationMinutes": 180,
                },
                mq,
            ),
        ],
    )
    # plutio ok: tasks create and list
    session(
        "plutio",
        "ok",
        1,
        "In Plutio, add the three launch checklist items to the Riverside Bakery "
        "project and show me what's still open on it.",
        [
            (
                "plutio_list_projects",
                {"q": "Riverside"},
                js(
                    [
                        {
                            "_id": hid("plutio-proj", 17),
                            "name": "Riverside Bakery rebrand",
                            "status": "active",
                            "contributors": [{"_id": hid("pl-u1", 17), "role": "owner"}],
                        }
                    ]
                ),
            ),
            (
                "plutio_create_task",
                {
                    "projectId": hid("plutio-proj", 17),
                    "title": "Upload final logo files to client drive",
                },
                js(
                    {
                        "_id": hid("pl-t1", 17),
                        "title": "Upload final logo files to client drive",
                        "status": "open",
                    }
                ),
            ),
            (
                "plutio_create_task",
                {"projectId": hid("plutio-proj", 17), "title": "Send brand guidelines PDF"},
                js(
                    {
                        "_id": hid("pl-t2", 17),
                        "title": "Send brand guidelines PDF",
                        "status": "open",
                    }
                ),
            ),
            (
                "plutio_create_task",
                {"projectId": hid("plutio-proj", 17), "title": "Schedule launch-day social posts"},
                js(
                    {
                        "_id": hid("pl-t3", 17),
                        "title": "Schedule launch-day social posts",
                        "status": "open",
                    }
                ),
            ),
            (
                "plutio_list_tasks",
                {"projectId": hid("plutio-proj", 17), "status": "open"},
                js(
                    [
                        {
                            "_id": hid("pl-t0", 17),
                            "title": "Signage proofs approval",
                            "status": "open",
                            "dueDate": "2024-05-30T00:00:00.000Z",
                        },
                        {
                            "_id": hid("pl-t1", 17),
                            "title": "Upload final logo files to client drive",
                            "status": "open",
                        },
                        {
                            "_id": hid("pl-t2", 17),
                            "title": "Send brand guidelines PDF",
                            "status": "open",
                        },
                        {
                            "_id": hid("pl-t3", 17),
                            "title": "Schedule launch-day social posts",
                            "status": "open",
                        },
                    ]
                ),
            ),
        ],
    )
    # plutio fail: wrong business header -> empty arrays
    session(
        "plutio",
        "fail",
        1,
        "List my Plutio invoices for the Northwind project that are still unpaid and "
        "the tasks blocking them.",
        [
            ("plutio_list_projects", {"q": "Northwind"}, "[]"),
            ("plutio_list_invoices", {"status": "pending"}, "[]"),
            ("plutio_list_projects", {}, "[]"),
            ("plutio_list_invoices", {}, "[]"),
            ("plutio_list_tasks", {"status": "open"}, "[]"),
            ("plutio_list_people", {"q": "Northwind"}, "[]"),
            ("plutio_list_projects", {"status": "active"}, "[]"),
        ],
    )
    # dubsado fail: zapier-wrapped, expired connection
    zap = "Error: Dubsado connection for this Zap has expired. Reconnect the account in Zapier (status: 401)."
    session(
        "dubsado",
        "fail",
        1,
        "Create Dubsado projects for the three new leads from Friday's open house and "
        "send each the intro questionnaire.",
        [
            (
                "dubsado_create_lead",
                {"first_name": "Bea", "last_name": "Quinlan", "email": "bea.q@gmail.com"},
                zap,
            ),
            (
                "dubsado_create_lead",
                {"first_name": "Omar", "last_name": "Haddad", "email": "ohaddad@outlook.com"},
                zap,
            ),
            (
                "dubsado_create_lead",
                {"first_name": "Ruth", "last_name": "Engel", "email": "ruth@engelarch.com"},
                zap,
            ),
            ("dubsado_search_projects", {"query": "Quinlan"}, zap),
            (
                "dubsado_send_form",
                {"project": "Bea Quinlan", "template": "Intro Questionnaire"},
                zap,
            ),
            ("dubsado_list_form_templates", {"type": "questionnaire"}, zap),
        ],
    )


def build() -> list[dict]:
    ROWS.clear()
    grocery()
    parking()
    mail()
    fitness()
    freelance()
    return list(ROWS)


def main(out: Path) -> None:
    rows = build()
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout71.jsonl")
    )
