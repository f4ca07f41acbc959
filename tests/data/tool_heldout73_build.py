"""Held-out fixture tool_heldout73: sales tax engines, rewards and gift cards, expense
and spend management, procurement and payables, equity and venture tools.

Each row is one tool call in the project's real-runs format. Sessions are written as the
real services and their usual wrappers (REST APIs called through an HTTP/function tool,
MCP servers, SOAP) hand results to a model. Written blind: no detector was run or read
before the fixture was committed.

Where the formats come from, family by family, and how sure I am:

Sales tax engines
- taxjar: TaxJar SmartCalcs v2 REST (``GET /v2/rates/:zip`` -> ``{"rate": {...}}``,
  ``POST /v2/taxes`` -> ``{"tax": {...}}``, ``/v2/nexus/regions``, ``/v2/transactions/orders``
  list of ids, 429 error body ``{"error","detail","status"}``), from the public API reference
  and the taxjar-python client. Sure of the field names; breakdown keys partly trimmed.
- stripe-tax: Stripe Tax API objects (``tax.calculation``, ``tax.transaction``,
  ``tax.registration``; ``taxability_reason`` values such as ``not_collecting``) from the Stripe
  API reference. Sure of the shapes.
- quaderno: Quaderno API ``/tax_rates/calculate`` and ``/taxes/validate`` (``{"valid": ...}``)
  from its public docs. Fairly sure; fields beyond the rate are trimmed.
- anrok: Anrok seller API ``/v1/seller/transactions/createEphemeral`` and ``create`` from its
  public docs; moderately sure of field names (``taxAmountToCollect``, ``lineItems``).
- taxcloud: TaxCloud v1 JSON API (``VerifyAddress``, ``Lookup``, ``AuthorizedWithCapture``,
  ``Returned``; ``ResponseType``/``Messages``) from its docs. Fairly sure.
- fonoa: Fonoa Lookup (tax-id validation, asynchronous: create then poll) from its public docs;
  moderately sure (field names approximated).

Rewards and gift cards
- tango: Tango Card RaaS v2 (``/catalogs``, ``/accounts/{id}``, ``/orders``; 401 body with
  ``httpCode``/``httpPhrase``/``i18nKey``) from its API reference. Fairly sure.
- tremendous: Tremendous REST v2 (``{"order": {...}}``, ``{"orders": [...], "total_count"}``,
  ``{"campaigns": [...]}``, statuses EXECUTED / PENDING APPROVAL) from its docs and
  tremendous-python. Sure of the envelope, fields trimmed.
- giftbit: Giftbit API (``/brands``, ``/campaign``, ``/gifts``; ``info`` block with ``code``)
  from its docs; moderately sure.
- runa: Runa API (``/v2/product``, ``/v2/order`` with ``status`` PROCESSING/COMPLETED) from its
  docs; moderately sure.
- smile-io: Smile.io REST (``/v1/customers?email=``, ``/v1/points_transactions``, error body
  ``{"error": {"code", "message"}}``) from its docs. Fairly sure.
- loyaltylion: LoyaltyLion Admin API v2 (``/v2/customers``, ``/v2/activities``, ``/points``)
  from its docs; moderately sure. A Cloudflare 504 page for the failing session is the standard
  Cloudflare origin-timeout page text, as an HTTP tool hands it back.

Expense and spend management
- spendesk: Spendesk public API (``/v1/payments``, ``/v1/receipts``) through an HTTP tool; the
  API is partner-gated, shapes approximated from its public reference; moderately sure.
- pleo: Pleo external API (``/v1/export-jobs``, ``/v1/expenses``, ``/v1/cards``, envelope
  ``{"data": [...], "pagination": {...}}``) from its public docs; moderately sure.
- navan: Navan (TripActions) booking/expense API through a wrapper; shapes approximated;
  least sure of this group.
- emburse: Emburse Certify/Chrome River expense API; approximated; moderately sure.
- payhawk: Payhawk API (``/api/v3/accounts/{id}/expenses``), 502 page from nginx; moderately sure.
- airbase: Airbase API (bills, vendors, purchase requests); approximated; moderately sure.

Procurement and payables
- coupa: Coupa core API, JSON (``Accept: application/json``) arrays with ``id``/``po-number``
  hyphenated keys; the XML ``<errors><error>`` body for a failing OAuth token. Fairly sure.
- tipalti: Tipalti Payee SOAP API (``GetPayeeDetails``, ``GetPaymentsHistoryReport``),
  responses as SOAP XML with ``errorCode``/``errorMessage``. Fairly sure of the envelope.
- procurify: Procurify API v3 (``/api/v3/approvals``, ``/api/v3/orders``) with
  ``{"data": [...], "metadata": {"pagination": ...}}``; moderately sure.
- zip: Zip (ziphq) API (``/requests``, ``/requests/{id}``); approximated; moderately sure.
- precoro: Precoro API (``/suppliers``, ``/purchaseorders``, Laravel-style pagination ``data``/
  ``meta``); moderately sure.
- kissflow: Kissflow Process API (``/process/2/{account}/{process}/...``); moderately sure.

Equity and venture tools
- carta: Carta Issuer/Investor API (cap table, stakeholders, option grants, paginated with
  ``nextPageToken``); moderately sure of the field names.
- pulley: Pulley API (securities, 409A); approximated; least sure.
- angellist: AngelList Venture fund API (investments); approximated; least sure.
- visible: Visible.vc API through an MCP wrapper (metrics, updates); the ECONNREFUSED error is
  the exact Node fetch failure text an MCP wrapper passes on. Moderately sure.
- affinity: Affinity API v1 (``/organizations?term=``, ``/persons``, ``/notes``, ``/list-entries``)
  and v2 error body ``{"errors": [{"code", "message"}]}``. Fairly sure.
- pitchbook: PitchBook API v2 (``/companies/search``, ``/companies/{pbId}/bio``, deals);
  moderately sure of the field names.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []
_COUNT: dict[tuple[str, str], int] = {}


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def j(obj) -> str:
    return json.dumps(obj, indent=None, separators=(", ", ": "))


def session(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    kind = "ok" if ok else "fail"
    n = _COUNT.get((family, kind), 0) + 1
    _COUNT[(family, kind)] = n
    run_id = f"{family}-{kind}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout73/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


# ---------------------------------------------------------------- sales tax engines
def tax_sessions() -> None:
    def rate(zip_, state, county, city, sr, cr, ctr, cmb):
        return j(
            {
                "rate": {
                    "zip": zip_,
                    "country": "US",
                    "country_rate": "0.0",
                    "state": state,
                    "state_rate": sr,
                    "county": county,
                    "county_rate": cr,
                    "city": city,
                    "city_rate": ctr,
                    "combined_district_rate": "0.0",
                    "combined_rate": cmb,
                    "freight_taxable": True,
                }
            }
        )

    session(
        "taxjar",
        True,
        "What sales tax would we charge on a $249 desk lamp shipped from our Oakland warehouse "
        "to buyers in Brooklyn NY, Austin TX and Tacoma WA? Give the combined rate and amount "
        "for each.",
        [
            (
                "taxjar_rates_for_location",
                {"zip": "11211", "city": "Brooklyn"},
                rate("11211", "NY", "KINGS", "NEW YORK CITY", "0.04", "0.0", "0.045", "0.08875"),
            ),
            (
                "taxjar_rates_for_location",
                {"zip": "78701", "city": "Austin"},
                rate("78701", "TX", "TRAVIS", "AUSTIN", "0.0625", "0.0", "0.01", "0.0825"),
            ),
            (
                "taxjar_rates_for_location",
                {"zip": "98402", "city": "Tacoma"},
                rate("98402", "WA", "PIERCE", "TACOMA", "0.065", "0.0", "0.038", "0.103"),
            ),
            (
                "taxjar_tax_for_order",
                {
                    "from_zip": "94607",
                    "from_state": "CA",
                    "to_zip": "11211",
                    "to_state": "NY",
                    "amount": 249.0,
                    "shipping": 0,
                    "line_items": [{"quantity": 1, "unit_price": 249.0, "product_tax_code": ""}],
                },
                j(
                    {
                        "tax": {
                            "order_total_amount": 249.0,
                            "shipping": 0.0,
                            "taxable_amount": 249.0,
                            "amount_to_collect": 22.1,
                            "rate": 0.08875,
                            "has_nexus": True,
                            "freight_taxable": True,
                            "tax_source": "destination",
                            "jurisdictions": {
                                "country": "US",
                                "state": "NY",
                                "county": "KINGS",
                                "city": "NEW YORK CITY",
                            },
                        }
                    }
                ),
            ),
            (
                "taxjar_tax_for_order",
                {
                    "from_zip": "94607",
                    "from_state": "CA",
                    "to_zip": "78701",
                    "to_state": "TX",
                    "amount": 249.0,
                    "shipping": 0,
                },
                j(
                    {
                        "tax": {
                            "order_total_amount": 249.0,
                            "shipping": 0.0,
                            "taxable_amount": 249.0,
                            "amount_to_collect": 20.54,
                            "rate": 0.0825,
                            "has_nexus": True,
                            "freight_taxable": True,
                            "tax_source": "origin",
                            "jurisdictions": {
                                "country": "US",
                                "state": "TX",
                                "county": "TRAVIS",
                                "city": "AUSTIN",
                            },
                        }
                    }
                ),
            ),
            (
                "taxjar_tax_for_order",
                {
                    "from_zip": "94607",
                    "from_state": "CA",
                    "to_zip": "98402",
                    "to_state": "WA",
                    "amount": 249.0,
                    "shipping": 0,
                },
                j(
                    {
                        "tax": {
                            "order_total_amount": 249.0,
                            "shipping": 0.0,
                            "taxable_amount": 0.0,
                            "amount_to_collect": 0.0,
                            "rate": 0.0,
                            "has_nexus": False,
                            "freight_taxable": False,
                            "tax_source": None,
                            "jurisdictions": {
                                "country": "US",
                                "state": "WA",
                                "county": "PIERCE",
                                "city": "TACOMA",
                            },
                        }
                    }
                ),
            ),
        ],
    )

    session(
        "taxjar",
        True,
        "Make sure every March order from our Shopify store was pushed to TaxJar, and record the "
        "refund for order 10482 ($58.00 incl. $4.35 tax) that the customer got last week.",
        [
            (
                "taxjar_list_nexus_regions",
                {},
                j(
                    {
                        "regions": [
                            {
                                "country_code": "US",
                                "country": "United States",
                                "region_code": "CA",
                                "region": "California",
                            },
                            {
                                "country_code": "US",
                                "country": "United States",
                                "region_code": "NY",
                                "region": "New York",
                            },
                            {
                                "country_code": "US",
                                "country": "United States",
                                "region_code": "TX",
                                "region": "Texas",
                            },
                        ]
                    }
                ),
            ),
            (
                "taxjar_list_orders",
                {
                    "from_transaction_date": "2026/03/01",
                    "to_transaction_date": "2026/03/31",
                    "page": 1,
                    "per_page": 100,
                },
                j({"orders": [str(10300 + i) for i in range(0, 100)]}),
            ),
            (
                "taxjar_list_orders",
                {
                    "from_transaction_date": "2026/03/01",
                    "to_transaction_date": "2026/03/31",
                    "page": 2,
                    "per_page": 100,
                },
                j({"orders": [str(10400 + i) for i in range(0, 61)]}),
            ),
            (
                "taxjar_list_orders",
                {
                    "from_transaction_date": "2026/03/01",
                    "to_transaction_date": "2026/03/31",
                    "page": 3,
                    "per_page": 100,
                },
                j({"orders": []}),
            ),
            (
                "taxjar_show_order",
                {"transaction_id": "10482"},
                j(
                    {
                        "order": {
                            "transaction_id": "10482",
                            "user_id": 48211,
                            "provider": "api",
                            "transaction_date": "2026-03-27T00:00:00.000Z",
                            "to_country": "US",
                            "to_zip": "10025",
                            "to_state": "NY",
                            "to_city": "NEW YORK",
                            "amount": "53.65",
                            "shipping": "0.0",
                            "sales_tax": "4.35",
                            "line_items": [
                                {
                                    "id": "0",
                                    "quantity": 1,
                                    "product_identifier": "BT-220",
                                    "description": "Brass table clip",
                                    "unit_price": "53.65",
                                    "discount": "0.0",
                                    "sales_tax": "4.35",
                                }
                            ],
                        }
                    }
                ),
            ),
            (
                "taxjar_create_refund",
                {
                    "transaction_id": "10482-refund",
                    "transaction_reference_id": "10482",
                    "transaction_date": "2026/04/02",
                    "to_country": "US",
                    "to_zip": "10025",
                    "to_state": "NY",
                    "amount": -53.65,
                    "shipping": 0,
                    "sales_tax": -4.35,
                },
                j(
                    {
                        "refund": {
                            "transaction_id": "10482-refund",
                            "user_id": 48211,
                            "transaction_date": "2026-04-02T00:00:00.000Z",
                            "transaction_reference_id": "10482",
                            "provider": "api",
                            "to_country": "US",
                            "to_zip": "10025",
                            "to_state": "NY",
                            "amount": "-53.65",
                            "shipping": "0.0",
                            "sales_tax": "-4.35",
                            "line_items": [],
                        }
                    }
                ),
            ),
        ],
    )

    def calc(cid, state, postal, amount, tax, reason, rate_pct):
        return j(
            {
                "id": f"taxcalc_{cid}",
                "object": "tax.calculation",
                "amount_total": amount + tax,
                "currency": "usd",
                "customer_details": {
                    "address": {"country": "US", "postal_code": postal, "state": state},
                    "address_source": "shipping",
                },
                "expires_at": 1775606400,
                "livemode": True,
                "tax_amount_exclusive": tax,
                "tax_amount_inclusive": 0,
                "tax_breakdown": [
                    {
                        "amount": tax,
                        "inclusive": False,
                        "tax_rate_details": {
                            "country": "US",
                            "percentage_decimal": rate_pct,
                            "state": state,
                            "tax_type": "sales_tax",
                        },
                        "taxability_reason": reason,
                        "taxable_amount": amount if tax else 0,
                    }
                ],
            }
        )

    session(
        "stripe-tax",
        True,
        "Work out the tax on the annual Pro plan ($1,200, SaaS) for our new customer in Seattle "
        "98104, record it as a transaction with reference INV-2291, and tell me which states we "
        "are registered in.",
        [
            (
                "stripe_tax_calculations_create",
                {
                    "currency": "usd",
                    "line_items": [
                        {"amount": 120000, "reference": "pro-annual", "tax_code": "txcd_10103001"}
                    ],
                    "customer_details": {
                        "address": {"postal_code": "98104", "state": "WA", "country": "US"},
                        "address_source": "shipping",
                    },
                },
                calc("1RqX" + h("st1", 10), "WA", "98104", 120000, 12360, "standard_rated", "10.3"),
            ),
            (
                "stripe_tax_calculation_line_items",
                {"calculation": "taxcalc_1RqX" + h("st1", 10)},
                j(
                    {
                        "object": "list",
                        "data": [
                            {
                                "id": "tax_li_" + h("li1", 14),
                                "object": "tax.calculation_line_item",
                                "amount": 120000,
                                "amount_tax": 12360,
                                "livemode": True,
                                "product": None,
                                "quantity": 1,
                                "reference": "pro-annual",
                                "tax_behavior": "exclusive",
                                "tax_code": "txcd_10103001",
                            }
                        ],
                        "has_more": False,
                        "url": "/v1/tax/calculations/taxcalc_1RqX" + h("st1", 10) + "/line_items",
                    }
                ),
            ),
            (
                "stripe_tax_transactions_create_from_calculation",
                {"calculation": "taxcalc_1RqX" + h("st1", 10), "reference": "INV-2291"},
                j(
                    {
                        "id": "tax_1RqY" + h("tx1", 12),
                        "object": "tax.transaction",
                        "created": 1775520190,
                        "currency": "usd",
                        "customer": None,
                        "livemode": True,
                        "reference": "INV-2291",
                        "reversal": None,
                        "tax_date": 1775520188,
                        "type": "transaction",
                    }
                ),
            ),
            (
                "stripe_tax_registrations_list",
                {"status": "active"},
                j(
                    {
                        "object": "list",
                        "data": [
                            {
                                "id": "taxreg_" + h(s, 14),
                                "object": "tax.registration",
                                "active_from": 1735689600 + i * 86400 * 30,
                                "country": "US",
                                "country_options": {"us": {"state": s, "type": "state_sales_tax"}},
                                "expires_at": None,
                                "livemode": True,
                                "status": "active",
                            }
                            for i, s in enumerate(["WA", "NY", "TX"])
                        ],
                        "has_more": False,
                        "url": "/v1/tax/registrations",
                    }
                ),
            ),
        ],
    )

    session(
        "stripe-tax",
        False,
        "Our checkout is showing $0 tax for everyone. Check what Stripe Tax calculates for a $500 "
        "software order in New York, Texas, Washington and Pennsylvania.",
        [
            (
                "stripe_tax_calculations_create",
                {
                    "currency": "usd",
                    "line_items": [
                        {"amount": 50000, "reference": "sw", "tax_code": "txcd_10103001"}
                    ],
                    "customer_details": {
                        "address": {"postal_code": z, "state": s, "country": "US"},
                        "address_source": "shipping",
                    },
                },
                calc("1Rz" + h(z, 11), s, z, 50000, 0, "not_collecting", "0.0"),
            )
            for z, s in [
                ("10001", "NY"),
                ("73301", "TX"),
                ("98101", "WA"),
                ("19103", "PA"),
                ("10016", "NY"),
            ]
        ]
        + [
            (
                "stripe_tax_settings_retrieve",
                {},
                j(
                    {
                        "object": "tax.settings",
                        "defaults": {"tax_behavior": "exclusive", "tax_code": "txcd_10000000"},
                        "head_office": {
                            "address": {"country": "US", "state": "NY", "postal_code": "10001"}
                        },
                        "livemode": True,
                        "status": "active",
                    }
                ),
            ),
            (
                "stripe_tax_calculations_create",
                {
                    "currency": "usd",
                    "line_items": [
                        {"amount": 50000, "reference": "sw2", "tax_code": "txcd_10103000"}
                    ],
                    "customer_details": {
                        "address": {"postal_code": "77002", "state": "TX", "country": "US"},
                        "address_source": "billing",
                    },
                },
                calc("1Rz" + h("77002", 11), "TX", "77002", 50000, 0, "not_collecting", "0.0"),
            ),
            (
                "stripe_tax_calculations_create",
                {
                    "currency": "usd",
                    "line_items": [{"amount": 50000, "reference": "sw3"}],
                    "customer_details": {
                        "address": {"postal_code": "98052", "state": "WA", "country": "US"},
                        "address_source": "shipping",
                    },
                },
                calc("1Rz" + h("98052", 11), "WA", "98052", 50000, 0, "not_collecting", "0.0"),
            ),
        ],
    )

    session(
        "quaderno",
        True,
        "Before we invoice these four EU customers, check which of their VAT numbers are valid: "
        "DE811907980, FR40303265045, IT00743110157 and NL999999999B01.",
        [
            (
                "quaderno_validate_tax_id",
                {"country": "DE", "tax_id": "DE811907980"},
                j({"valid": True}),
            ),
            (
                "quaderno_validate_tax_id",
                {"country": "FR", "tax_id": "FR40303265045"},
                j({"valid": True}),
            ),
            (
                "quaderno_validate_tax_id",
                {"country": "IT", "tax_id": "IT00743110157"},
                j({"valid": True}),
            ),
            (
                "quaderno_validate_tax_id",
                {"country": "NL", "tax_id": "NL999999999B01"},
                j({"valid": False}),
            ),
            (
                "quaderno_calculate_tax",
                {"to_country": "NL", "tax_id": "", "product_type": "service", "amount": 900},
                j(
                    {
                        "country": "NL",
                        "region": None,
                        "county": None,
                        "city": None,
                        "county_tax_code": None,
                        "city_tax_code": None,
                        "name": "BTW",
                        "rate": 21.0,
                        "extra_name": None,
                        "extra_rate": None,
                        "currency": "EUR",
                        "subtotal": "900.0",
                        "tax_amount": "189.0",
                        "total_amount": "1089.0",
                        "taxable_part": 100.0,
                        "tax_code": "eservice",
                        "status": "taxable",
                        "notice": "",
                    }
                ),
            ),
        ],
    )

    def qrate(country, rate_, name):
        return j(
            {
                "country": country,
                "region": None,
                "name": name,
                "rate": rate_,
                "currency": "EUR",
                "subtotal": "100.0",
                "tax_amount": f"{rate_:.1f}",
                "total_amount": f"{100 + rate_:.1f}",
                "taxable_part": 100.0,
                "tax_code": "eservice",
                "status": "taxable",
                "notice": "",
            }
        )

    session(
        "quaderno",
        False,
        "List the VAT rate we should charge on a 100 EUR e-book download for buyers in Germany, "
        "France, Italy, Poland, Sweden and Ireland.",
        [
            (
                "quaderno_calculate_tax",
                {"to_country": c, "product_type": "good", "tax_code": "ebook", "amount": 100},
                qrate("ES", 21.0, "IVA"),
            )
            for c in ["DE", "FR", "IT", "PL", "SE", "IE"]
        ]
        + [
            (
                "quaderno_calculate_tax",
                {
                    "to_country": "DE",
                    "to_postal_code": "10115",
                    "product_type": "good",
                    "tax_code": "ebook",
                    "amount": 100,
                    "currency": "EUR",
                },
                qrate("ES", 21.0, "IVA"),
            ),
        ],
    )
    session(
        "anrok",
        True,
        "Quote tax for renewal of customer cust-8841 (two seats of Analytics at $3,000 each, "
        "billed to Denver CO 80202), then record the invoice INV-7730 in Anrok once the quote "
        "looks right.",
        [
            (
                "anrok_create_ephemeral_transaction",
                {
                    "accountingDate": "2026-04-07",
                    "currencyCode": "USD",
                    "customerAddress": {
                        "line1": "1600 Champa St",
                        "city": "Denver",
                        "region": "CO",
                        "postalCode": "80202",
                        "country": "us",
                    },
                    "lineItems": [
                        {"id": "li-1", "productExternalId": "analytics-seat", "amount": 600000}
                    ],
                },
                j(
                    {
                        "preTaxAmount": 600000,
                        "taxAmountToCollect": 0,
                        "lineItems": [
                            {
                                "id": "li-1",
                                "preTaxAmount": 600000,
                                "taxAmountToCollect": 0,
                                "jurises": [
                                    {
                                        "name": "Colorado",
                                        "taxRate": "0",
                                        "notTaxedReason": {"type": "productNotTaxed"},
                                    }
                                ],
                            }
                        ],
                    }
                ),
            ),
            (
                "anrok_get_product",
                {"productExternalId": "analytics-seat"},
                j(
                    {
                        "externalId": "analytics-seat",
                        "name": "Analytics seat",
                        "productIdType": "saasGeneral",
                        "createdAt": "2025-07-14T18:22:05Z",
                    }
                ),
            ),
            (
                "anrok_create_ephemeral_transaction",
                {
                    "accountingDate": "2026-04-07",
                    "currencyCode": "USD",
                    "customerAddress": {
                        "city": "Denver",
                        "region": "CO",
                        "postalCode": "80202",
                        "country": "us",
                    },
                    "lineItems": [
                        {"id": "li-1", "productExternalId": "analytics-seat", "amount": 600000}
                    ],
                    "customerId": "cust-8841",
                },
                j(
                    {
                        "preTaxAmount": 600000,
                        "taxAmountToCollect": 0,
                        "lineItems": [
                            {
                                "id": "li-1",
                                "preTaxAmount": 600000,
                                "taxAmountToCollect": 0,
                                "jurises": [
                                    {
                                        "name": "Colorado",
                                        "taxRate": "0",
                                        "notTaxedReason": {"type": "productNotTaxed"},
                                    },
                                    {
                                        "name": "Denver",
                                        "taxRate": "0",
                                        "notTaxedReason": {"type": "noNexus"},
                                    },
                                ],
                            }
                        ],
                    }
                ),
            ),
            (
                "anrok_create_transaction",
                {
                    "id": "inv-INV-7730",
                    "accountingDate": "2026-04-07",
                    "currencyCode": "USD",
                    "customerId": "cust-8841",
                    "customerAddress": {
                        "city": "Denver",
                        "region": "CO",
                        "postalCode": "80202",
                        "country": "us",
                    },
                    "lineItems": [
                        {"id": "li-1", "productExternalId": "analytics-seat", "amount": 600000}
                    ],
                },
                j({"version": 1, "taxAmountToCollect": 0}),
            ),
            (
                "anrok_get_transaction",
                {"id": "inv-INV-7730"},
                j(
                    {
                        "id": "inv-INV-7730",
                        "version": 1,
                        "status": "active",
                        "accountingDate": "2026-04-07",
                        "currencyCode": "USD",
                        "preTaxAmount": 600000,
                        "taxAmountToCollect": 0,
                        "customerId": "cust-8841",
                    }
                ),
            ),
        ],
    )

    session(
        "taxcloud",
        True,
        "Customer order WEB-55120 (a $89.99 coffee grinder to 4 Yawkey Way, Boston) was charged. "
        "Capture the tax in TaxCloud, then the customer returned it today, so record the return.",
        [
            (
                "taxcloud_verify_address",
                {"Address1": "4 Yawkey Way", "City": "Boston", "State": "MA", "Zip5": "02215"},
                j(
                    {
                        "Address1": "4 JERSEY ST",
                        "Address2": None,
                        "City": "BOSTON",
                        "State": "MA",
                        "Zip5": "02215",
                        "Zip4": "3409",
                        "ErrNumber": "0",
                        "ErrDescription": None,
                    }
                ),
            ),
            (
                "taxcloud_lookup",
                {
                    "customerID": "c-20931",
                    "cartID": "WEB-55120",
                    "deliveredBySeller": False,
                    "destination": {
                        "Address1": "4 JERSEY ST",
                        "City": "BOSTON",
                        "State": "MA",
                        "Zip5": "02215",
                        "Zip4": "3409",
                    },
                    "cartItems": [
                        {"Index": 0, "ItemID": "GR-300", "TIC": 0, "Price": 89.99, "Qty": 1}
                    ],
                },
                j(
                    {
                        "CartID": "WEB-55120",
                        "CartItemsResponse": [{"CartItemIndex": 0, "TaxAmount": 5.62}],
                        "ResponseType": 3,
                        "Messages": [],
                    }
                ),
            ),
            (
                "taxcloud_authorized_with_capture",
                {
                    "customerID": "c-20931",
                    "cartID": "WEB-55120",
                    "orderID": "WEB-55120",
                    "dateAuthorized": "2026-04-03",
                    "dateCaptured": "2026-04-03",
                },
                j({"ResponseType": 3, "Messages": []}),
            ),
            (
                "taxcloud_returned",
                {
                    "orderID": "WEB-55120",
                    "cartItems": [
                        {"Index": 0, "ItemID": "GR-300", "TIC": 0, "Price": 89.99, "Qty": 1}
                    ],
                    "returnedDate": "2026-04-07",
                },
                j({"ResponseType": 3, "Messages": []}),
            ),
        ],
    )

    vid = "val_" + h("fonoa-ok", 20)
    session(
        "fonoa",
        True,
        "Validate the tax IDs of our new UK and Brazilian suppliers (GB 220430231 and CNPJ "
        "11.222.333/0001-81) and tell me the registered company names.",
        [
            (
                "fonoa_create_tax_id_validation",
                {"country_iso": "gb", "tax_number": "GB220430231"},
                j(
                    {
                        "id": vid,
                        "status": "pending",
                        "country_iso": "gb",
                        "tax_number": "GB220430231",
                        "created_at": "2026-04-07T10:11:02Z",
                    }
                ),
            ),
            (
                "fonoa_get_tax_id_validation",
                {"id": vid},
                j(
                    {
                        "id": vid,
                        "status": "pending",
                        "country_iso": "gb",
                        "tax_number": "GB220430231",
                        "created_at": "2026-04-07T10:11:02Z",
                    }
                ),
            ),
            (
                "fonoa_get_tax_id_validation",
                {"id": vid},
                j(
                    {
                        "id": vid,
                        "status": "completed",
                        "country_iso": "gb",
                        "tax_number": "GB220430231",
                        "is_valid": True,
                        "is_active": True,
                        "company_name": "SEVERN VALVE COMPONENTS LTD",
                        "company_address": "UNIT 4 TEWKESBURY BUSINESS PARK, GL20 8GD",
                        "checked_at": "2026-04-07T10:11:09Z",
                        "source": "hmrc",
                    }
                ),
            ),
            (
                "fonoa_create_tax_id_validation",
                {"country_iso": "br", "tax_number": "11222333000181"},
                j(
                    {
                        "id": "val_" + h("fonoa-ok-br", 20),
                        "status": "pending",
                        "country_iso": "br",
                        "tax_number": "11222333000181",
                        "created_at": "2026-04-07T10:11:30Z",
                    }
                ),
            ),
            (
                "fonoa_get_tax_id_validation",
                {"id": "val_" + h("fonoa-ok-br", 20)},
                j(
                    {
                        "id": "val_" + h("fonoa-ok-br", 20),
                        "status": "completed",
                        "country_iso": "br",
                        "tax_number": "11222333000181",
                        "is_valid": True,
                        "is_active": False,
                        "company_name": "METALURGICA PARANA LTDA",
                        "status_reason": "BAIXADA",
                        "checked_at": "2026-04-07T10:11:41Z",
                        "source": "receita_federal",
                    }
                ),
            ),
        ],
    )

    maint = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Fonoa - '
        'Scheduled maintenance</title></head><body><div class="wrap"><h1>We\'ll be back '
        "shortly</h1><p>Fonoa is undergoing scheduled maintenance. We expect to be back "
        "online soon. Check status.fonoa.com for updates.</p></div></body></html>"
    )
    session(
        "fonoa",
        False,
        "Check whether these five German and Spanish customer VAT IDs are still valid before the "
        "quarterly filing: DE129273398, DE811569869, ESB12345674, ESA28015865, DE136695976.",
        [
            ("fonoa_create_tax_id_validation", {"country_iso": c, "tax_number": t}, maint)
            for c, t in [
                ("de", "DE129273398"),
                ("de", "DE811569869"),
                ("es", "ESB12345674"),
                ("es", "ESA28015865"),
                ("de", "DE136695976"),
            ]
        ]
        + [
            ("fonoa_get_tax_id_validation", {"id": "val_" + h("fonoa-old", 20)}, maint),
            (
                "fonoa_create_tax_id_validation",
                {"country_iso": "de", "tax_number": "129273398"},
                maint,
            ),
        ],
    )

    def tj429(i):
        return j(
            {
                "error": "Too Many Requests",
                "detail": "API rate limit exceeded. Please "
                "retry your request after the rate limit resets.",
                "status": 429,
            }
        )

    session(
        "taxjar",
        False,
        "Backfill: for each of our last eight Etsy orders, get the tax TaxJar would have charged "
        "so we can compare with what Etsy collected.",
        [
            (
                "taxjar_tax_for_order",
                {
                    "from_zip": "94607",
                    "from_state": "CA",
                    "to_zip": z,
                    "to_state": s,
                    "amount": a,
                    "shipping": 6.5,
                },
                tj429(i),
            )
            for i, (z, s, a) in enumerate(
                [
                    ("60614", "IL", 42.0),
                    ("30309", "GA", 18.5),
                    ("85004", "AZ", 61.0),
                    ("02139", "MA", 27.0),
                    ("33131", "FL", 88.0),
                    ("48201", "MI", 35.0),
                    ("55401", "MN", 19.0),
                    ("80205", "CO", 54.0),
                ]
            )
        ],
    )


# ---------------------------------------------------------------- rewards and gift cards
def rewards_sessions() -> None:
    acct = "A" + h("tango-acct", 11).upper()
    session(
        "tango",
        True,
        "Send a $50 Amazon gift card to Priya Raman (priya.raman@example.org) as her referral "
        "bonus from our rewards account, and confirm it was delivered.",
        [
            (
                "tango_get_catalog",
                {"verbose": False},
                j(
                    {
                        "catalogName": "Northwind Rewards Catalog",
                        "brands": [
                            {
                                "brandKey": "B916708",
                                "brandName": "Amazon.com",
                                "status": "active",
                                "items": [
                                    {
                                        "utid": "U666425",
                                        "rewardName": "Amazon.com Gift Card",
                                        "currencyCode": "USD",
                                        "valueType": "VARIABLE_VALUE",
                                        "minValue": 0.01,
                                        "maxValue": 2000.0,
                                        "countries": ["US"],
                                        "status": "active",
                                    }
                                ],
                            },
                            {
                                "brandKey": "B218376",
                                "brandName": "Target",
                                "status": "active",
                                "items": [
                                    {
                                        "utid": "U104510",
                                        "rewardName": "Target eGift Card",
                                        "currencyCode": "USD",
                                        "valueType": "VARIABLE_VALUE",
                                        "minValue": 5.0,
                                        "maxValue": 500.0,
                                        "countries": ["US"],
                                        "status": "active",
                                    }
                                ],
                            },
                        ],
                    }
                ),
            ),
            (
                "tango_get_account",
                {"accountIdentifier": "referrals"},
                j(
                    {
                        "accountIdentifier": "referrals",
                        "accountNumber": acct,
                        "displayName": "Referral bonuses",
                        "currencyCode": "USD",
                        "currentBalance": 1275.0,
                        "createdAt": "2025-02-11T16:03:44.152Z",
                        "status": "ACTIVE",
                        "contactEmail": "finance@northwind.example",
                    }
                ),
            ),
            (
                "tango_create_order",
                {
                    "accountIdentifier": "referrals",
                    "customerIdentifier": "northwind",
                    "amount": 50.0,
                    "utid": "U666425",
                    "sendEmail": True,
                    "recipient": {
                        "email": "priya.raman@example.org",
                        "firstName": "Priya",
                        "lastName": "Raman",
                    },
                    "externalRefID": "REF-2026-0419",
                },
                j(
                    {
                        "referenceOrderID": "RA260407-" + h("tango-o1", 6).upper() + "-11",
                        "externalRefID": "REF-2026-0419",
                        "customerIdentifier": "northwind",
                        "accountIdentifier": "referrals",
                        "accountNumber": acct,
                        "amountCharged": {"value": 50.0, "currencyCode": "USD", "total": 50.0},
                        "denomination": {"value": 50.0, "currencyCode": "USD"},
                        "utid": "U666425",
                        "rewardName": "Amazon.com Gift Card",
                        "sendEmail": True,
                        "status": "COMPLETE",
                        "createdAt": "2026-04-07T14:20:18.114Z",
                    }
                ),
            ),
            (
                "tango_get_line_items",
                {"referenceOrderID": "RA260407-" + h("tango-o1", 6).upper() + "-11"},
                j(
                    {
                        "page": {
                            "number": 0,
                            "elementsPerBlock": 10,
                            "resultCount": 1,
                            "totalCount": 1,
                        },
                        "lineItems": [
                            {
                                "referenceLineItemId": "RA260407-"
                                + h("tango-o1", 6).upper()
                                + "-11-01",
                                "status": "COMPLETE",
                                "recipient": {"email": "priya.raman@example.org"},
                                "delivery": {
                                    "status": "DELIVERED",
                                    "deliveredAt": "2026-04-07T14:20:24Z",
                                },
                            }
                        ],
                    }
                ),
            ),
        ],
    )

    session(
        "tango",
        False,
        "Pull the status of the twelve conference raffle gift cards we sent last Friday (orders "
        "RA260403-...); find any that bounced and resend them.",
        [
            (
                tool,
                args,
                j(
                    {
                        "timestamp": f"2026-04-07T09:{10 + i:02d}:{(i * 7) % 60:02d}.{300 + i}Z",
                        "requestId": h(f"tango-req-{i}", 8)
                        + "-"
                        + h(f"r{i}", 4)
                        + "-"
                        + h(f"q{i}", 4)
                        + "-"
                        + h(f"s{i}", 12),
                        "path": path,
                        "httpCode": 401,
                        "httpPhrase": "Unauthorized",
                        "i18nKey": "unauthorized",
                        "message": "Full authentication is required to access this resource",
                        "errors": [],
                    }
                ),
            )
            for i, (tool, args, path) in enumerate(
                [
                    (
                        "tango_list_orders",
                        {"startDate": "2026-04-03", "endDate": "2026-04-04"},
                        "/raas/v2/orders",
                    ),
                    (
                        "tango_list_orders",
                        {"startDate": "2026-04-03", "accountIdentifier": "events"},
                        "/raas/v2/orders",
                    ),
                    (
                        "tango_get_order",
                        {"referenceOrderID": "RA260403-7718-04"},
                        "/raas/v2/orders/RA260403-7718-04",
                    ),
                    (
                        "tango_get_line_items",
                        {"referenceOrderID": "RA260403-7718-04"},
                        "/raas/v2/orders/RA260403-7718-04/lineItems",
                    ),
                    (
                        "tango_list_line_items",
                        {"startDate": "2026-04-03", "status": "FAILED"},
                        "/raas/v2/lineItems",
                    ),
                    (
                        "tango_get_account",
                        {"accountIdentifier": "events"},
                        "/raas/v2/accounts/events",
                    ),
                    (
                        "tango_list_orders",
                        {"startDate": "2026-04-01", "elementsPerBlock": 50},
                        "/raas/v2/orders",
                    ),
                    (
                        "tango_get_order",
                        {"referenceOrderID": "RA260403-7718-09"},
                        "/raas/v2/orders/RA260403-7718-09",
                    ),
                ]
            )
        ],
    )

    oid = h("trem-o1", 10).upper()
    session(
        "tremendous",
        True,
        "Pay the 3 survey panelists from the Q2 user study $75 each via our 'Research "
        "incentives' campaign and tell me when the rewards have gone out.",
        [
            (
                "tremendous_list_campaigns",
                {},
                j(
                    {
                        "campaigns": [
                            {
                                "id": "R" + h("c1", 11).upper(),
                                "name": "Research incentives",
                                "description": "Panel and interview thank-yous",
                                "products": ["OKMHM2X2OHYV", "Q24BD9EZ332JT"],
                            },
                            {
                                "id": "R" + h("c2", 11).upper(),
                                "name": "Holiday gifts 2025",
                                "description": None,
                                "products": ["OKMHM2X2OHYV"],
                            },
                        ]
                    }
                ),
            ),
            (
                "tremendous_create_order",
                {
                    "payment": {"funding_source_id": "balance"},
                    "reward": {
                        "campaign_id": "R" + h("c1", 11).upper(),
                        "value": {"denomination": 75, "currency_code": "USD"},
                        "recipient": {"name": "Lena Okafor", "email": "lena.okafor@example.net"},
                        "delivery": {"method": "EMAIL"},
                    },
                    "external_id": "q2-study-p01",
                },
                j(
                    {
                        "order": {
                            "id": oid,
                            "external_id": "q2-study-p01",
                            "campaign_id": "R" + h("c1", 11).upper(),
                            "created_at": "2026-04-07T15:02:11.000Z",
                            "status": "EXECUTED",
                            "payment": {"subtotal": 75.0, "total": 75.0, "fees": 0.0},
                            "rewards": [
                                {
                                    "id": h("rw1", 12).upper(),
                                    "order_id": oid,
                                    "created_at": "2026-04-07T15:02:11.000Z",
                                    "value": {"denomination": 75.0, "currency_code": "USD"},
                                    "delivery": {"method": "EMAIL", "status": "SCHEDULED"},
                                    "recipient": {
                                        "name": "Lena Okafor",
                                        "email": "lena.okafor@example.net",
                                    },
                                }
                            ],
                        }
                    }
                ),
            ),
            (
                "tremendous_create_order",
                {
                    "payment": {"funding_source_id": "balance"},
                    "reward": {
                        "campaign_id": "R" + h("c1", 11).upper(),
                        "value": {"denomination": 75, "currency_code": "USD"},
                        "recipient": {"name": "Marcus Bell", "email": "mbell@example.com"},
                        "delivery": {"method": "EMAIL"},
                    },
                    "external_id": "q2-study-p02",
                },
                j(
                    {
                        "order": {
                            "id": h("trem-o2", 10).upper(),
                            "external_id": "q2-study-p02",
                            "status": "EXECUTED",
                            "payment": {"subtotal": 75.0, "total": 75.0, "fees": 0.0},
                            "rewards": [
                                {
                                    "id": h("rw2", 12).upper(),
                                    "delivery": {"method": "EMAIL", "status": "SCHEDULED"},
                                    "recipient": {
                                        "name": "Marcus Bell",
                                        "email": "mbell@example.com",
                                    },
                                }
                            ],
                        }
                    }
                ),
            ),
            (
                "tremendous_create_order",
                {
                    "payment": {"funding_source_id": "balance"},
                    "reward": {
                        "campaign_id": "R" + h("c1", 11).upper(),
                        "value": {"denomination": 75, "currency_code": "USD"},
                        "recipient": {"name": "Yuki Tanaka", "email": "yuki.t@example.jp"},
                        "delivery": {"method": "EMAIL"},
                    },
                    "external_id": "q2-study-p03",
                },
                j(
                    {
                        "order": {
                            "id": h("trem-o3", 10).upper(),
                            "external_id": "q2-study-p03",
                            "status": "EXECUTED",
                            "payment": {"subtotal": 75.0, "total": 75.0, "fees": 0.0},
                            "rewards": [
                                {
                                    "id": h("rw3", 12).upper(),
                                    "delivery": {"method": "EMAIL", "status": "SCHEDULED"},
                                    "recipient": {
                                        "name": "Yuki Tanaka",
                                        "email": "yuki.t@example.jp",
                                    },
                                }
                            ],
                        }
                    }
                ),
            ),
            (
                "tremendous_get_reward",
                {"id": h("rw1", 12).upper()},
                j(
                    {
                        "reward": {
                            "id": h("rw1", 12).upper(),
                            "order_id": oid,
                            "value": {"denomination": 75.0, "currency_code": "USD"},
                            "delivery": {"method": "EMAIL", "status": "SUCCEEDED"},
                        }
                    }
                ),
            ),
            (
                "tremendous_get_reward",
                {"id": h("rw2", 12).upper()},
                j(
                    {
                        "reward": {
                            "id": h("rw2", 12).upper(),
                            "order_id": h("trem-o2", 10).upper(),
                            "value": {"denomination": 75.0, "currency_code": "USD"},
                            "delivery": {"method": "EMAIL", "status": "SUCCEEDED"},
                        }
                    }
                ),
            ),
            (
                "tremendous_get_reward",
                {"id": h("rw3", 12).upper()},
                j(
                    {
                        "reward": {
                            "id": h("rw3", 12).upper(),
                            "order_id": h("trem-o3", 10).upper(),
                            "value": {"denomination": 75.0, "currency_code": "USD"},
                            "delivery": {"method": "EMAIL", "status": "PENDING"},
                        }
                    }
                ),
            ),
        ],
    )

    session(
        "tremendous",
        True,
        "Are any of our reward orders stuck waiting for approval or failed this month? If not, "
        "just confirm everything went through.",
        [
            (
                "tremendous_list_orders",
                {"created_at[gte]": "2026-04-01", "status": "PENDING APPROVAL"},
                j({"orders": [], "total_count": 0}),
            ),
            (
                "tremendous_list_orders",
                {"created_at[gte]": "2026-04-01", "status": "FAILED"},
                j({"orders": [], "total_count": 0}),
            ),
            (
                "tremendous_list_orders",
                {"created_at[gte]": "2026-04-01", "status": "CART"},
                j({"orders": [], "total_count": 0}),
            ),
            (
                "tremendous_list_orders",
                {"created_at[gte]": "2026-04-01", "limit": 10},
                j(
                    {
                        "orders": [
                            {
                                "id": h(f"tm{i}", 10).upper(),
                                "external_id": f"q2-study-p0{i}",
                                "created_at": f"2026-04-0{i + 1}T15:02:11.000Z",
                                "status": "EXECUTED",
                                "payment": {"total": 75.0},
                            }
                            for i in range(1, 4)
                        ],
                        "total_count": 3,
                    }
                ),
            ),
        ],
    )

    session(
        "tremendous",
        False,
        "Find the gift card order we sent to dana.whitfield@example.com for her podcast "
        "appearance in March and resend the reward email; she says it never arrived.",
        [
            (
                "tremendous_list_orders",
                {"created_at[gte]": "2026-03-01", "created_at[lte]": "2026-03-31"},
                j({"orders": [], "total_count": 0}),
            ),
            (
                "tremendous_list_rewards",
                {"recipient_email": "dana.whitfield@example.com"},
                j({"rewards": [], "total_count": 0}),
            ),
            (
                "tremendous_list_orders",
                {"external_id": "podcast-ep41"},
                j({"orders": [], "total_count": 0}),
            ),
            (
                "tremendous_list_orders",
                {"created_at[gte]": "2026-01-01", "limit": 100},
                j({"orders": [], "total_count": 0}),
            ),
            (
                "tremendous_list_rewards",
                {"limit": 50, "offset": 0},
                j({"rewards": [], "total_count": 0}),
            ),
            (
                "tremendous_list_campaigns",
                {},
                j(
                    {
                        "campaigns": [
                            {
                                "id": "SANDBOX_CAMPAIGN",
                                "name": "Default campaign",
                                "description": "Created for your sandbox organization",
                                "products": ["OKMHM2X2OHYV"],
                            }
                        ]
                    }
                ),
            ),
            (
                "tremendous_list_orders",
                {"campaign_id": "SANDBOX_CAMPAIGN"},
                j({"orders": [], "total_count": 0}),
            ),
            (
                "tremendous_list_rewards",
                {"recipient_email": "dana.whitfield@gmail.com"},
                j({"rewards": [], "total_count": 0}),
            ),
        ],
    )

    session(
        "giftbit",
        True,
        "Set up a $25 Canadian gift card campaign for the 2 volunteers who ran the Toronto "
        "cleanup (ana.li@example.ca, tom.b@example.ca), letting them pick Tim Hortons or Indigo.",
        [
            (
                "giftbit_list_brands",
                {"region": 2, "min_price_in_cents": 2500, "max_price_in_cents": 2500, "limit": 20},
                j(
                    {
                        "brands": [
                            {
                                "brand_code": "timhortonsca",
                                "name": "Tim Hortons",
                                "disclaimer": "",
                                "image_url": "https://cdn.giftbit.com/b/th.png",
                            },
                            {
                                "brand_code": "indigoca",
                                "name": "Indigo",
                                "disclaimer": "",
                                "image_url": "https://cdn.giftbit.com/b/indigo.png",
                            },
                            {
                                "brand_code": "cineplexca",
                                "name": "Cineplex",
                                "disclaimer": "",
                                "image_url": "https://cdn.giftbit.com/b/cx.png",
                            },
                        ],
                        "number_of_results": 3,
                        "limit": 20,
                        "offset": 0,
                        "total_count": 3,
                        "info": {
                            "code": "INFO_BRANDS_RETRIEVED",
                            "name": "Brands Retrieved",
                            "message": "Brands retrieved",
                        },
                    }
                ),
            ),
            (
                "giftbit_create_campaign",
                {
                    "id": "toronto-cleanup-0406",
                    "brand_codes": ["timhortonsca", "indigoca"],
                    "price_in_cents": 2500,
                    "contacts": [{"email": "ana.li@example.ca"}, {"email": "tom.b@example.ca"}],
                    "subject": "Thanks for leading the cleanup!",
                    "message": "With our thanks.",
                    "expiry": "2026-10-31",
                },
                j(
                    {
                        "info": {
                            "code": "INFO_CAMPAIGN_CREATED",
                            "name": "Campaign Created",
                            "message": "Your campaign has been created",
                        },
                        "campaign": {
                            "uuid": h("gb-c1", 32),
                            "id": "toronto-cleanup-0406",
                            "price_in_cents": 2500,
                            "brand_codes": ["timhortonsca", "indigoca"],
                            "expiry": "2026-10-31",
                            "fees": {
                                "cost_entries": [
                                    {
                                        "fee_type": "GIFT",
                                        "amount_in_cents": 5000,
                                        "number_of_gifts": 2,
                                    }
                                ],
                                "subtotal_in_cents": 5000,
                            },
                        },
                    }
                ),
            ),
            (
                "giftbit_get_campaign",
                {"id": "toronto-cleanup-0406"},
                j(
                    {
                        "info": {
                            "code": "INFO_CAMPAIGN_RETRIEVED",
                            "name": "Campaign Retrieved",
                            "message": "Campaign retrieved",
                        },
                        "campaign": {
                            "uuid": h("gb-c1", 32),
                            "id": "toronto-cleanup-0406",
                            "status": "SENT",
                            "gifts": 2,
                        },
                    }
                ),
            ),
            (
                "giftbit_list_gifts",
                {"campaign_id": "toronto-cleanup-0406"},
                j(
                    {
                        "gifts": [
                            {
                                "uuid": h("g1", 32),
                                "campaign_id": "toronto-cleanup-0406",
                                "delivery_status": "DELIVERED",
                                "status": "SENT_AND_REDEEMABLE",
                                "management_dashboard_link": "https://www.giftbit.com/manage/"
                                + h("g1", 12),
                                "price_in_cents": 2500,
                            },
                            {
                                "uuid": h("g2", 32),
                                "campaign_id": "toronto-cleanup-0406",
                                "delivery_status": "DELIVERED",
                                "status": "SENT_AND_REDEEMABLE",
                                "price_in_cents": 2500,
                            },
                        ],
                        "number_of_results": 2,
                        "total_count": 2,
                        "info": {
                            "code": "INFO_GIFTS_RETRIEVED",
                            "name": "Gifts Retrieved",
                            "message": "Gifts retrieved",
                        },
                    }
                ),
            ),
        ],
    )

    cust = {
        "id": 318877412,
        "first_name": "Hannah",
        "last_name": "Cho",
        "email": "hannah.cho@example.com",
        "points_balance": 1840,
        "state": "member",
        "vip_tier_id": 2214,
        "referral_url": "http://i.refs.cc/Qw8Lp2",
        "date_of_birth": None,
        "created_at": "2024-11-02T19:41:07.000Z",
        "updated_at": "2026-04-05T12:10:55.000Z",
    }
    session(
        "smile-io",
        True,
        "Hannah Cho says her points from the March 14 order are missing. Check her Smile points "
        "history and, if the 240 points were never credited, add them with a note.",
        [
            (
                "smile_list_customers",
                {"email": "hannah.cho@example.com"},
                j(
                    {
                        "customers": [cust],
                        "metadata": {"next_cursor": None, "previous_cursor": None},
                    }
                ),
            ),
            (
                "smile_list_points_transactions",
                {"customer_id": 318877412, "limit": 10},
                j(
                    {
                        "points_transactions": [
                            {
                                "id": 9000000 + i,
                                "customer_id": 318877412,
                                "points_change": pc,
                                "description": d,
                                "internal_note": None,
                                "created_at": ts,
                                "updated_at": ts,
                            }
                            for i, (pc, d, ts) in enumerate(
                                [
                                    (-500, "Redeemed $5 off coupon", "2026-04-05T12:10:55.000Z"),
                                    (120, "Placed an order", "2026-02-21T09:33:10.000Z"),
                                    (100, "Celebrated a birthday", "2026-02-03T00:00:14.000Z"),
                                    (200, "Placed an order", "2026-01-08T17:02:44.000Z"),
                                ]
                            )
                        ],
                        "metadata": {"next_cursor": "eyJpZCI6OTAwMDAwM30", "previous_cursor": None},
                    }
                ),
            ),
            (
                "smile_list_points_transactions",
                {"customer_id": 318877412, "limit": 10, "cursor": "eyJpZCI6OTAwMDAwM30"},
                j(
                    {
                        "points_transactions": [
                            {
                                "id": 8990011,
                                "customer_id": 318877412,
                                "points_change": 1920,
                                "description": "Placed an order",
                                "created_at": "2025-12-12T20:15:00.000Z",
                            }
                        ],
                        "metadata": {"next_cursor": None, "previous_cursor": "eyJpZCI6ODk5MDAxMX0"},
                    }
                ),
            ),
            (
                "smile_create_points_transaction",
                {
                    "customer_id": 318877412,
                    "points_change": 240,
                    "description": "Order #1187 points (missing credit)",
                    "internal_note": "Manually credited per support ticket 55821",
                },
                j(
                    {
                        "points_transaction": {
                            "id": 9120044,
                            "customer_id": 318877412,
                            "points_change": 240,
                            "description": "Order #1187 points (missing credit)",
                            "internal_note": "Manually credited per support ticket 55821",
                            "created_at": "2026-04-07T16:40:03.000Z",
                        }
                    }
                ),
            ),
        ],
    )

    session(
        "smile-io",
        False,
        "Export the points balances of our 10 top VIP customers (emails in the sheet I pasted) so "
        "we can send them a thank-you note with their balance.",
        [
            (
                "smile_list_customers",
                {"email": e},
                j(
                    {
                        "error": {
                            "code": "too_many_requests",
                            "message": "Too many requests. Please retry after some time.",
                        }
                    }
                ),
            )
            for e in [
                "mariah.g@example.com",
                "oskar.lind@example.se",
                "fatima.z@example.com",
                "jrodriguez@example.com",
                "keiko.m@example.jp",
                "b.adeyemi@example.ng",
                "sam.oconnor@example.ie",
                "lu.wen@example.cn",
            ]
        ],
    )

    session(
        "loyaltylion",
        True,
        "Does the email rob.keller@example.com have a loyalty account? If not, check his work "
        "address rkeller@kellerbuild.example, and give him 500 points as a goodwill gesture.",
        [
            (
                "loyaltylion_list_customers",
                {"email": "rob.keller@example.com"},
                j({"customers": [], "cursor": {"next": None, "prev": None}}),
            ),
            (
                "loyaltylion_list_customers",
                {"email": "rkeller@kellerbuild.example"},
                j(
                    {
                        "customers": [
                            {
                                "id": 77120931,
                                "merchant_id": "6612098331",
                                "email": "rkeller@kellerbuild.example",
                                "points_approved": 310,
                                "points_pending": 0,
                                "points_spent": 1200,
                                "enrolled": True,
                                "tier_membership": {"tier": {"id": 3, "name": "Silver"}},
                                "created_at": "2025-05-19T08:14:22Z",
                            }
                        ],
                        "cursor": {"next": None, "prev": None},
                    }
                ),
            ),
            (
                "loyaltylion_add_points",
                {
                    "merchant_id": "6612098331",
                    "points": 500,
                    "reason": "Goodwill: delayed shipment",
                },
                "HTTP 204 No Content",
            ),
            (
                "loyaltylion_list_activities",
                {"merchant_id": "6612098331", "limit": 3},
                j(
                    {
                        "activities": [
                            {
                                "id": 550019822,
                                "rule": {"name": "$manual"},
                                "value": 500,
                                "state": "approved",
                                "created_at": "2026-04-07T17:01:09Z",
                            },
                            {
                                "id": 549011203,
                                "rule": {"name": "$purchase"},
                                "value": 95,
                                "state": "approved",
                                "created_at": "2026-03-30T11:42:51Z",
                            },
                        ],
                        "cursor": {"next": "MTAwMDA", "prev": None},
                    }
                ),
            ),
        ],
    )

    cf504 = (
        '<!DOCTYPE html>\n<html class="no-js" lang="en-US">\n<head>\n<title>'
        'api.loyaltylion.com | 504: Gateway time-out</title>\n<meta charset="UTF-8" />\n'
        '</head>\n<body>\n<div id="cf-wrapper">\n<h1><span class="inline-block">Gateway '
        'time-out</span> <span class="code-label">Error code 504</span></h1>\n<div>Visit '
        '<a href="https://www.cloudflare.com/5xx-error-landing">cloudflare.com</a> for more '
        'information.</div>\n<div class="cf-error-footer">{ray}</div>\n<h2>What happened?</h2>'
        "\n<p>The web server reported a gateway time-out error.</p>\n<h2>What can I do?</h2>\n"
        "<p>Please try again in a few minutes.</p>\n</div>\n</body>\n</html>"
    )
    session(
        "loyaltylion",
        False,
        "Which of our loyalty members reached Gold tier this month? I want to send each a "
        "handwritten card.",
        [
            (
                tool,
                args,
                cf504.replace(
                    "{ray}",
                    "Cloudflare Ray ID: "
                    + h(f"ray{i}", 16)
                    + " &bull; 2026-04-07 18:"
                    + f"{i * 3:02d}"
                    + " UTC",
                ),
            )
            for i, (tool, args) in enumerate(
                [
                    ("loyaltylion_list_customers", {"updated_at_min": "2026-04-01", "limit": 500}),
                    ("loyaltylion_list_customers", {"updated_at_min": "2026-04-01", "limit": 100}),
                    (
                        "loyaltylion_list_activities",
                        {"rule": "$tier_change", "since": "2026-04-01"},
                    ),
                    ("loyaltylion_list_customers", {"tier": "Gold", "limit": 50}),
                    ("loyaltylion_list_customers", {"limit": 25}),
                    ("loyaltylion_get_program", {}),
                    ("loyaltylion_list_customers", {"tier": "gold", "limit": 10}),
                ]
            )
        ],
    )

    rid = "R" + h("runa-o1", 9).upper()
    session(
        "runa",
        True,
        "Order a £40 Marks & Spencer e-gift card through Runa for our UK employee of the month "
        "(Ellie Ward) and give me the redemption link to forward.",
        [
            (
                "runa_list_products",
                {"country": "GB", "search": "marks"},
                j(
                    {
                        "catalog": [
                            {
                                "code": "MANDS-GB",
                                "name": "M&S",
                                "currency": "GBP",
                                "denominations": {
                                    "type": "open",
                                    "minimum_value": "5.00",
                                    "maximum_value": "500.00",
                                },
                                "countries_redeemable_in": ["GB"],
                                "state": "LIVE",
                            }
                        ],
                        "pagination": {"cursor_after": None},
                    }
                ),
            ),
            (
                "runa_create_order",
                {
                    "payment_method": {"type": "ACCOUNT_BALANCE", "currency": "GBP"},
                    "items": [
                        {
                            "face_value": "40.00",
                            "distribution_method": {"type": "PAYOUT_LINK"},
                            "products": {"type": "SINGLE", "value": "MANDS-GB"},
                        }
                    ],
                },
                j(
                    {
                        "id": rid,
                        "status": "PROCESSING",
                        "created_at": "2026-04-07T13:12:40Z",
                        "currency": "GBP",
                        "total_price": "40.00",
                        "items": [{"id": "E" + h("ri1", 9).upper()}],
                    }
                ),
            ),
            (
                "runa_get_order",
                {"id": rid},
                j(
                    {
                        "id": rid,
                        "status": "PROCESSING",
                        "created_at": "2026-04-07T13:12:40Z",
                        "currency": "GBP",
                        "total_price": "40.00",
                    }
                ),
            ),
            (
                "runa_get_order",
                {"id": rid},
                j(
                    {
                        "id": rid,
                        "status": "COMPLETED",
                        "created_at": "2026-04-07T13:12:40Z",
                        "completed_at": "2026-04-07T13:12:58Z",
                        "currency": "GBP",
                        "total_price": "40.00",
                        "items": [
                            {
                                "id": "E" + h("ri1", 9).upper(),
                                "face_value": "40.00",
                                "redemption_url": "https://spend.runa.io/" + h("runa-link", 24),
                                "product_code": "MANDS-GB",
                            }
                        ],
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- expense and spend
def expense_sessions() -> None:
    def sp_pay(i, amt, merch, user, receipt):
        return {
            "id": h(f"sp{i}", 24),
            "amount": {"value": amt, "currency": "EUR"},
            "supplier": {"name": merch},
            "user": {"name": user},
            "paidAt": f"2026-03-{(i % 27) + 1:02d}T10:00:00Z",
            "status": "settled",
            "receiptStatus": receipt,
            "type": "card",
        }

    session(
        "spendesk",
        True,
        "Which card payments from March are still missing receipts? Send a reminder to each "
        "person who owes one.",
        [
            (
                "spendesk_list_payments",
                {
                    "paidAtFrom": "2026-03-01",
                    "paidAtTo": "2026-03-31",
                    "receiptStatus": "missing",
                    "limit": 3,
                },
                j(
                    {
                        "data": [
                            sp_pay(1, 48.9, "Deutsche Bahn", "Jonas Weber", "missing"),
                            sp_pay(2, 212.0, "Hotel Adlon", "Clara Duval", "missing"),
                            sp_pay(3, 15.5, "Uber", "Jonas Weber", "missing"),
                        ],
                        "meta": {"nextCursor": "c3A6Mw"},
                    }
                ),
            ),
            (
                "spendesk_list_payments",
                {
                    "paidAtFrom": "2026-03-01",
                    "paidAtTo": "2026-03-31",
                    "receiptStatus": "missing",
                    "limit": 3,
                    "cursor": "c3A6Mw",
                },
                j(
                    {
                        "data": [sp_pay(4, 89.0, "Figma", "Marta Rossi", "missing")],
                        "meta": {"nextCursor": None},
                    }
                ),
            ),
            (
                "spendesk_send_receipt_reminder",
                {"userName": "Jonas Weber", "paymentIds": [h("sp1", 24), h("sp3", 24)]},
                j({"sent": True}),
            ),
            (
                "spendesk_send_receipt_reminder",
                {"userName": "Clara Duval", "paymentIds": [h("sp2", 24)]},
                j({"sent": True}),
            ),
            (
                "spendesk_send_receipt_reminder",
                {"userName": "Marta Rossi", "paymentIds": [h("sp4", 24)]},
                j({"sent": True}),
            ),
        ],
    )

    session(
        "spendesk",
        False,
        "Total our team's software subscriptions paid through Spendesk in Q1, grouped by supplier.",
        [
            (
                "spendesk_list_payments",
                args,
                j({"error": "invalid_token", "error_description": "The access token expired"}),
            )
            for args in [
                {"paidAtFrom": "2026-01-01", "paidAtTo": "2026-03-31", "limit": 100},
                {"paidAtFrom": "2026-01-01", "paidAtTo": "2026-01-31", "limit": 100},
                {"paidAtFrom": "2026-02-01", "paidAtTo": "2026-02-28"},
                {"costCenter": "Engineering", "paidAtFrom": "2026-01-01"},
                {"supplierName": "Atlassian"},
                {"supplierName": "Slack"},
                {"limit": 10},
            ]
        ],
    )

    job = (
        h("pleo-job", 8)
        + "-"
        + h("pj", 4)
        + "-4"
        + h("pk", 3)
        + "-a"
        + h("pl", 3)
        + "-"
        + h("pm", 12)
    )
    session(
        "pleo",
        True,
        "Export all of last month's Pleo expenses for the accountant (March 2026), and tell me how "
        "many there were and the total.",
        [
            (
                "pleo_create_export_job",
                {"from": "2026-03-01", "to": "2026-03-31", "format": "csv"},
                j(
                    {
                        "data": {
                            "id": job,
                            "status": "pending",
                            "createdAt": "2026-04-07T08:30:12Z",
                            "type": "expenses",
                        }
                    }
                ),
            ),
            (
                "pleo_get_export_job",
                {"jobId": job},
                j(
                    {
                        "data": {
                            "id": job,
                            "status": "in_progress",
                            "createdAt": "2026-04-07T08:30:12Z",
                            "progress": 0.35,
                        }
                    }
                ),
            ),
            (
                "pleo_get_export_job",
                {"jobId": job},
                j(
                    {
                        "data": {
                            "id": job,
                            "status": "in_progress",
                            "createdAt": "2026-04-07T08:30:12Z",
                            "progress": 0.8,
                        }
                    }
                ),
            ),
            (
                "pleo_get_export_job",
                {"jobId": job},
                j(
                    {
                        "data": {
                            "id": job,
                            "status": "completed",
                            "createdAt": "2026-04-07T08:30:12Z",
                            "completedAt": "2026-04-07T08:31:40Z",
                            "itemCount": 143,
                            "totalAmount": {"value": 18432.55, "currency": "DKK"},
                            "fileUrl": "https://exports.pleo.io/" + job + ".csv",
                        }
                    }
                ),
            ),
            (
                "pleo_list_export_job_items",
                {"jobId": job, "limit": 2},
                j(
                    {
                        "data": [
                            {
                                "expenseId": h("pe1", 24),
                                "date": "2026-03-02",
                                "amount": {"value": 129.0, "currency": "DKK"},
                                "merchant": "7-Eleven",
                                "category": "Meals",
                            },
                            {
                                "expenseId": h("pe2", 24),
                                "date": "2026-03-02",
                                "amount": {"value": 2450.0, "currency": "DKK"},
                                "merchant": "SAS",
                                "category": "Travel",
                            },
                        ],
                        "pagination": {"hasNextPage": True, "endCursor": "MjA", "total": 143},
                    }
                ),
            ),
        ],
    )

    session(
        "pleo",
        True,
        "Is there still an active Pleo card ending in 4421? Anders left last week and his card "
        "should have been blocked. If it's already gone, tell me.",
        [
            (
                "pleo_list_cards",
                {"status": "ACTIVE", "last4": "4421"},
                j(
                    {
                        "data": [],
                        "pagination": {"hasNextPage": False, "endCursor": None, "total": 0},
                    }
                ),
            ),
            (
                "pleo_list_cards",
                {"last4": "4421"},
                j(
                    {
                        "data": [
                            {
                                "id": h("card4421", 24),
                                "last4": "4421",
                                "type": "PHYSICAL",
                                "status": "BLOCKED",
                                "employeeId": h("anders", 24),
                                "blockedAt": "2026-04-01T09:02:44Z",
                                "blockedReason": "OFFBOARDED",
                            }
                        ],
                        "pagination": {"hasNextPage": False, "endCursor": None, "total": 1},
                    }
                ),
            ),
            (
                "pleo_list_cards",
                {"employeeId": h("anders", 24), "status": "ACTIVE"},
                j(
                    {
                        "data": [],
                        "pagination": {"hasNextPage": False, "endCursor": None, "total": 0},
                    }
                ),
            ),
        ],
    )

    session(
        "pleo",
        False,
        "How much did the Copenhagen sales team spend on client dinners in March? Break it down "
        "per person.",
        [
            (
                "pleo_list_expenses",
                args,
                j(
                    {
                        "data": [],
                        "pagination": {"hasNextPage": False, "endCursor": None, "total": 0},
                    }
                ),
            )
            for args in [
                {
                    "companyId": "c0f5e1a2",
                    "from": "2026-03-01",
                    "to": "2026-03-31",
                    "category": "Meals",
                },
                {"companyId": "c0f5e1a2", "from": "2026-03-01", "to": "2026-03-31"},
                {"companyId": "c0f5e1a2", "team": "Sales CPH"},
                {"companyId": "c0f5e1a2", "from": "2026-01-01", "to": "2026-03-31"},
            ]
        ]
        + [
            (
                "pleo_list_employees",
                {"companyId": "c0f5e1a2", "team": "Sales CPH"},
                j(
                    {
                        "data": [],
                        "pagination": {"hasNextPage": False, "endCursor": None, "total": 0},
                    }
                ),
            ),
            (
                "pleo_list_teams",
                {"companyId": "c0f5e1a2"},
                j(
                    {
                        "data": [],
                        "pagination": {"hasNextPage": False, "endCursor": None, "total": 0},
                    }
                ),
            ),
            (
                "pleo_list_expenses",
                {"companyId": "c0f5e1a2", "limit": 5},
                j(
                    {
                        "data": [],
                        "pagination": {"hasNextPage": False, "endCursor": None, "total": 0},
                    }
                ),
            ),
        ],
    )

    def nv_booking(i, who, route, dates, amt):
        return {
            "uuid": h(f"nv{i}", 8) + "-" + h(f"nw{i}", 4) + "-" + h(f"nx{i}", 4),
            "bookingType": "FLIGHT",
            "traveler": who,
            "route": route,
            "dates": dates,
            "status": "TICKETED",
            "totalUsd": amt,
        }

    session(
        "navan",
        True,
        "Who from the design team is travelling to the Lisbon offsite (May 12-15), and has "
        "everyone booked a hotel too?",
        [
            (
                "navan_list_bookings",
                {
                    "destination": "LIS",
                    "startDate": "2026-05-10",
                    "endDate": "2026-05-16",
                    "type": "FLIGHT",
                },
                j(
                    {
                        "data": [
                            nv_booking(
                                1, "Ines Marques", "BOS-LIS", "2026-05-11/2026-05-16", 912.4
                            ),
                            nv_booking(
                                2, "Karl Svensson", "ARN-LIS", "2026-05-12/2026-05-15", 388.0
                            ),
                            nv_booking(3, "Dev Patel", "JFK-LIS", "2026-05-11/2026-05-15", 1044.1),
                        ],
                        "page": 0,
                        "totalPages": 1,
                    }
                ),
            ),
            (
                "navan_list_bookings",
                {
                    "city": "Lisbon",
                    "startDate": "2026-05-10",
                    "endDate": "2026-05-16",
                    "type": "HOTEL",
                },
                j(
                    {
                        "data": [
                            {
                                "uuid": h("nh1", 8),
                                "bookingType": "HOTEL",
                                "traveler": "Ines Marques",
                                "property": "Hotel Lisboa Plaza",
                                "checkIn": "2026-05-11",
                                "checkOut": "2026-05-16",
                                "status": "CONFIRMED",
                            },
                            {
                                "uuid": h("nh2", 8),
                                "bookingType": "HOTEL",
                                "traveler": "Dev Patel",
                                "property": "Hotel Lisboa Plaza",
                                "checkIn": "2026-05-11",
                                "checkOut": "2026-05-15",
                                "status": "CONFIRMED",
                            },
                        ],
                        "page": 0,
                        "totalPages": 1,
                    }
                ),
            ),
            (
                "navan_get_user",
                {"name": "Karl Svensson"},
                j(
                    {
                        "id": h("karl", 12),
                        "name": "Karl Svensson",
                        "department": "Design",
                        "office": "Stockholm",
                        "manager": "Ines Marques",
                        "travelPolicy": "EU standard",
                    }
                ),
            ),
            (
                "navan_list_bookings",
                {"traveler": "Karl Svensson", "type": "HOTEL", "startDate": "2026-05-01"},
                j({"data": [], "page": 0, "totalPages": 0}),
            ),
        ],
    )

    stale = j(
        {
            "data": [
                nv_booking(7, "Priscilla Huang", "SFO-ORD", "2026-02-03/2026-02-05", 486.2),
                nv_booking(8, "Tom Adebayo", "SFO-SEA", "2026-02-10/2026-02-11", 231.9),
            ],
            "page": 0,
            "totalPages": 1,
        }
    )
    session(
        "navan",
        False,
        "List the flights booked for the sales kickoff in Denver (April 20-22) and flag any "
        "booked in business class.",
        [
            ("navan_list_bookings", args, stale)
            for args in [
                {
                    "destination": "DEN",
                    "startDate": "2026-04-18",
                    "endDate": "2026-04-23",
                    "type": "FLIGHT",
                },
                {"destination": "DEN", "startDate": "2026-04-19", "endDate": "2026-04-22"},
                {"city": "Denver", "type": "FLIGHT"},
                {"tripName": "Sales kickoff 2026"},
                {"destination": "DEN", "cabinClass": "BUSINESS"},
                {"startDate": "2026-04-01", "endDate": "2026-04-30", "type": "FLIGHT"},
                {"department": "Sales", "startDate": "2026-04-15"},
            ]
        ],
    )

    rep = "ER-" + str(int(h("emb", 6), 16) % 90000 + 10000)
    session(
        "emburse",
        True,
        "Review Sara Lindqvist's April travel expense report; if all lines have receipts and are "
        "within policy, approve it.",
        [
            (
                "emburse_list_reports",
                {"submitter": "Sara Lindqvist", "status": "SUBMITTED"},
                j(
                    {
                        "reports": [
                            {
                                "reportId": rep,
                                "name": "Berlin client visit",
                                "total": 1284.3,
                                "currency": "USD",
                                "status": "SUBMITTED",
                                "submittedOn": "2026-04-06",
                            }
                        ],
                        "totalCount": 1,
                    }
                ),
            ),
            (
                "emburse_get_report",
                {"reportId": rep},
                j(
                    {
                        "reportId": rep,
                        "name": "Berlin client visit",
                        "employee": "Sara Lindqvist",
                        "lines": [
                            {
                                "lineId": 1,
                                "category": "Airfare",
                                "amount": 742.1,
                                "receipt": True,
                                "policyViolations": [],
                            },
                            {
                                "lineId": 2,
                                "category": "Lodging",
                                "amount": 456.0,
                                "receipt": True,
                                "policyViolations": [],
                            },
                            {
                                "lineId": 3,
                                "category": "Meals",
                                "amount": 86.2,
                                "receipt": True,
                                "policyViolations": [],
                            },
                        ],
                        "total": 1284.3,
                        "currency": "USD",
                    }
                ),
            ),
            (
                "emburse_approve_report",
                {"reportId": rep, "comment": "Approved"},
                j({"reportId": rep, "status": "APPROVED"}),
            ),
        ],
    )

    session(
        "payhawk",
        True,
        "Tag the three Google Ads charges from March with cost centre MKT-DE and the project "
        "'Spring launch'.",
        [
            (
                "payhawk_list_expenses",
                {
                    "accountId": "northwind-gmbh",
                    "filter": "supplier eq 'Google Ads' and date ge 2026-03-01",
                },
                j(
                    {
                        "items": [
                            {
                                "id": 8801 + i,
                                "note": "",
                                "supplier": {"name": "Google Ads"},
                                "reconciliation": {"expenseTotalAmount": a, "currency": "EUR"},
                                "document": {"date": d},
                                "costCenter": None,
                            }
                            for i, (a, d) in enumerate(
                                [
                                    (1200.0, "2026-03-03"),
                                    (950.5, "2026-03-17"),
                                    (1310.0, "2026-03-31"),
                                ]
                            )
                        ],
                        "totalCount": 3,
                    }
                ),
            ),
            (
                "payhawk_update_expense",
                {
                    "accountId": "northwind-gmbh",
                    "expenseId": 8801,
                    "costCenter": "MKT-DE",
                    "project": "Spring launch",
                },
                "HTTP 204 No Content",
            ),
            (
                "payhawk_update_expense",
                {
                    "accountId": "northwind-gmbh",
                    "expenseId": 8802,
                    "costCenter": "MKT-DE",
                    "project": "Spring launch",
                },
                "HTTP 204 No Content",
            ),
            (
                "payhawk_update_expense",
                {
                    "accountId": "northwind-gmbh",
                    "expenseId": 8803,
                    "costCenter": "MKT-DE",
                    "project": "Spring launch",
                },
                "HTTP 204 No Content",
            ),
            (
                "payhawk_get_expense",
                {"accountId": "northwind-gmbh", "expenseId": 8803},
                j(
                    {
                        "id": 8803,
                        "supplier": {"name": "Google Ads"},
                        "costCenter": {"code": "MKT-DE"},
                        "project": {"name": "Spring launch"},
                        "reconciliation": {"expenseTotalAmount": 1310.0, "currency": "EUR"},
                    }
                ),
            ),
        ],
    )

    ng502 = (
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>"
        "502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n"
        "</html>\r\n"
    )
    session(
        "payhawk",
        False,
        "Find all expenses over 1,000 EUR in Q1 without an approver and list who submitted them.",
        [
            (tool, args, ng502)
            for tool, args in [
                (
                    "payhawk_list_expenses",
                    {
                        "accountId": "northwind-gmbh",
                        "filter": "amount gt 1000 and date ge 2026-01-01",
                    },
                ),
                (
                    "payhawk_list_expenses",
                    {"accountId": "northwind-gmbh", "filter": "amount gt 1000"},
                ),
                ("payhawk_list_expenses", {"accountId": "northwind-gmbh", "top": 50}),
                ("payhawk_list_approvals", {"accountId": "northwind-gmbh", "status": "pending"}),
                (
                    "payhawk_list_expenses",
                    {"accountId": "northwind-gmbh", "filter": "date ge 2026-03-01"},
                ),
                ("payhawk_get_expense", {"accountId": "northwind-gmbh", "expenseId": 8801}),
                ("payhawk_list_expenses", {"accountId": "northwind-gmbh", "top": 5}),
            ]
        ],
    )

    session(
        "airbase",
        True,
        "Are there any purchase requests waiting on my approval, and which bills are due this "
        "week?",
        [
            (
                "airbase_list_purchase_requests",
                {"status": "pending_approval", "approver": "me"},
                j({"data": [], "has_more": False}),
            ),
            (
                "airbase_list_bills",
                {
                    "status": "approved",
                    "due_date_before": "2026-04-12",
                    "due_date_after": "2026-04-06",
                },
                j(
                    {
                        "data": [
                            {
                                "id": "bill_" + h("ab1", 10),
                                "vendor_id": "ven_" + h("v1", 8),
                                "invoice_number": "INV-20931",
                                "amount": "4200.00",
                                "currency": "USD",
                                "due_date": "2026-04-10",
                                "status": "approved",
                            },
                            {
                                "id": "bill_" + h("ab2", 10),
                                "vendor_id": "ven_" + h("v2", 8),
                                "invoice_number": "7741",
                                "amount": "615.80",
                                "currency": "USD",
                                "due_date": "2026-04-11",
                                "status": "approved",
                            },
                        ],
                        "has_more": False,
                    }
                ),
            ),
            (
                "airbase_get_vendor",
                {"id": "ven_" + h("v1", 8)},
                j(
                    {
                        "id": "ven_" + h("v1", 8),
                        "name": "Brightline Janitorial LLC",
                        "payment_method": "ach",
                        "default_gl_account": "6420 Facilities",
                    }
                ),
            ),
            (
                "airbase_get_vendor",
                {"id": "ven_" + h("v2", 8)},
                j(
                    {
                        "id": "ven_" + h("v2", 8),
                        "name": "Cobalt Print Co.",
                        "payment_method": "check",
                        "default_gl_account": "6110 Office supplies",
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- procurement and payables
def procurement_sessions() -> None:
    def po(i, num, sup, total, status):
        return {
            "id": 40000 + i,
            "po-number": num,
            "status": status,
            "supplier": {"id": 900 + i, "name": sup},
            "total": f"{total:.2f}",
            "currency": {"code": "USD"},
            "created-at": f"2026-03-{i + 1:02d}T14:00:00-07:00",
            "ship-to-address": {"name": "HQ Receiving"},
        }

    session(
        "coupa",
        True,
        "List every issued Coupa PO from March over $10k that hasn't been received yet, and close "
        "PO 7114 since the vendor cancelled it.",
        [
            (
                "coupa_get",
                {
                    "path": "/api/purchase_orders",
                    "params": {
                        "status": "issued",
                        "created-at[gt_or_eq]": "2026-03-01",
                        "total[gt]": 10000,
                        "limit": 3,
                        "offset": 0,
                    },
                },
                j(
                    [
                        po(1, "7102", "Dell Marketing L.P.", 18450.0, "issued"),
                        po(4, "7109", "Steelcase Inc", 26210.5, "issued"),
                        po(9, "7114", "Acme Signage", 11800.0, "issued"),
                    ]
                ),
            ),
            (
                "coupa_get",
                {
                    "path": "/api/purchase_orders",
                    "params": {
                        "status": "issued",
                        "created-at[gt_or_eq]": "2026-03-01",
                        "total[gt]": 10000,
                        "limit": 3,
                        "offset": 3,
                    },
                },
                j([po(21, "7131", "CDW Government", 14999.0, "issued")]),
            ),
            (
                "coupa_get",
                {
                    "path": "/api/purchase_orders",
                    "params": {
                        "status": "issued",
                        "created-at[gt_or_eq]": "2026-03-01",
                        "total[gt]": 10000,
                        "limit": 3,
                        "offset": 6,
                    },
                },
                "[]",
            ),
            (
                "coupa_put",
                {"path": "/api/purchase_orders/40009/close", "body": {}},
                j(po(9, "7114", "Acme Signage", 11800.0, "closed")),
            ),
        ],
    )

    session(
        "coupa",
        True,
        "Why is invoice INV-88213 from Granite Freight on hold? Check it against its PO and "
        "receipts.",
        [
            (
                "coupa_get",
                {"path": "/api/invoices", "params": {"invoice-number": "INV-88213"}},
                j(
                    [
                        {
                            "id": 61402,
                            "invoice-number": "INV-88213",
                            "status": "disputed",
                            "supplier": {"name": "Granite Freight LLC"},
                            "gross-total": "3480.00",
                            "dispute-reason": {"code": "QTY_MISMATCH"},
                            "invoice-lines": [
                                {
                                    "line-num": 1,
                                    "quantity": "12.0",
                                    "price": "290.00",
                                    "order-line-id": 88120,
                                    "po-number": "7066",
                                }
                            ],
                        }
                    ]
                ),
            ),
            (
                "coupa_get",
                {"path": "/api/purchase_orders", "params": {"po-number": "7066"}},
                j(
                    [
                        {
                            "id": 39770,
                            "po-number": "7066",
                            "status": "issued",
                            "order-lines": [
                                {
                                    "id": 88120,
                                    "line-num": 1,
                                    "quantity": "12.0",
                                    "price": "290.00",
                                    "received": "9.0",
                                    "description": "Pallet transfer Reno-Sparks",
                                }
                            ],
                        }
                    ]
                ),
            ),
            (
                "coupa_get",
                {"path": "/api/receiving_transactions", "params": {"order-line-id": 88120}},
                j(
                    [
                        {"id": 5510 + i, "quantity": q, "status": "created", "transaction-date": d}
                        for i, (q, d) in enumerate([("5.0", "2026-03-04"), ("4.0", "2026-03-18")])
                    ]
                ),
            ),
        ],
    )

    coupa_err = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<errors>\n  <error>Invalid '
        "OAuth access token. Request a new token using your client credentials."
        "</error>\n</errors>\n"
    )
    session(
        "coupa",
        False,
        "Which suppliers have we spent more than $50k with this fiscal year? Rank them.",
        [
            ("coupa_get", {"path": p, "params": prm}, coupa_err)
            for p, prm in [
                ("/api/invoices", {"invoice-date[gt_or_eq]": "2025-10-01", "limit": 50}),
                ("/api/invoices", {"status": "approved", "limit": 50}),
                ("/api/suppliers", {"status": "active", "limit": 50}),
                ("/api/purchase_orders", {"created-at[gt_or_eq]": "2025-10-01"}),
                ("/api/invoices", {"limit": 10}),
                ("/api/suppliers", {"name[contains]": "Dell"}),
                ("/api/purchase_orders", {"limit": 5}),
            ]
        ],
    )

    def soap(body):
        return (
            '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://'
            'schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/'
            'XMLSchema-instance"><soap:Body>' + body + "</soap:Body></soap:Envelope>"
        )

    session(
        "tipalti",
        True,
        "Has our translator Mateo Ruiz (payee id MR-2207) been paid for February, and is his bank "
        "info complete for the March run?",
        [
            (
                "tipalti_get_payee_details",
                {"payeeId": "MR-2207"},
                soap(
                    '<GetPayeeDetailsResponse xmlns="http://Tipalti.org/"><GetPayeeDetailsResult>'
                    "<errorMessage>OK</errorMessage><errorCode>OK</errorCode><Name>Mateo Ruiz"
                    "</Name><CompanyName /><Street1>Calle de Alcala 48</Street1><City>Madrid</City>"
                    "<Country>ES</Country><PaymentMethod>BankTransfer</PaymentMethod><Email>"
                    "mateo.ruiz@example.es</Email><PaymentTermID>Net30</PaymentTermID>"
                    "<PayableStatus>Payable</PayableStatus></GetPayeeDetailsResult>"
                    "</GetPayeeDetailsResponse>"
                ),
            ),
            (
                "tipalti_get_payee_payment_status",
                {"payeeId": "MR-2207"},
                soap(
                    '<PayeePayableResponse xmlns="http://Tipalti.org/"><PayeePayableResult>'
                    "<errorMessage>OK</errorMessage><errorCode>OK</errorCode><b>true</b>"
                    "<s /></PayeePayableResult></PayeePayableResponse>"
                ),
            ),
            (
                "tipalti_get_payments_history",
                {"payeeId": "MR-2207", "startDate": "2026-02-01", "endDate": "2026-03-15"},
                soap(
                    '<GetPaymentsHistoryReportResponse xmlns="http://Tipalti.org/">'
                    "<GetPaymentsHistoryReportResult><errorMessage>OK</errorMessage><errorCode>OK"
                    "</errorCode><Payments><PaymentHistoryItem><RefCode>PAY-"
                    + h("tp1", 8).upper()
                    + "</RefCode><Amount>1860.00</Amount><Currency>EUR</Currency>"
                    "<Status>Paid</Status><PaymentDate>2026-03-05</PaymentDate><InvoiceRefs>"
                    "TR-FEB-2207</InvoiceRefs></PaymentHistoryItem></Payments>"
                    "</GetPaymentsHistoryReportResult></GetPaymentsHistoryReportResponse>"
                ),
            ),
        ],
    )

    session(
        "tipalti",
        False,
        "Confirm the six overseas contractors (payee ids CT-101 to CT-106) are all payable "
        "before tomorrow's payment batch.",
        [
            (
                "tipalti_get_payee_details",
                {"payeeId": pid},
                soap(
                    '<GetPayeeDetailsResponse xmlns="http://Tipalti.org/"><GetPayeeDetailsResult>'
                    "<errorMessage>Payer name not found</errorMessage><errorCode>"
                    "PayerUnknown</errorCode></GetPayeeDetailsResult></GetPayeeDetailsResponse>"
                ),
            )
            for pid in ["CT-101", "CT-102", "CT-103", "CT-104", "CT-105", "CT-106"]
        ]
        + [
            (
                "tipalti_get_payee_payment_status",
                {"payeeId": "CT-101"},
                soap(
                    '<PayeePayableResponse xmlns="http://Tipalti.org/"><PayeePayableResult>'
                    "<errorMessage>Payer name not found</errorMessage><errorCode>PayerUnknown"
                    "</errorCode><b>false</b></PayeePayableResult></PayeePayableResponse>"
                ),
            ),
        ],
    )

    session(
        "procurify",
        True,
        "Approve the pending purchase requests in Procurify that are under $500 and from the "
        "Facilities department; leave the rest for me.",
        [
            (
                "procurify_list_approvals",
                {"status": "pending", "page": 1},
                j(
                    {
                        "data": [
                            {
                                "id": 3310 + i,
                                "type": "order",
                                "requester": r,
                                "department": d,
                                "total_cost": c,
                                "currency": "USD",
                                "created_at": f"2026-04-0{i + 2}",
                            }
                            for i, (r, d, c) in enumerate(
                                [
                                    ("Nadia Farouk", "Facilities", "184.20"),
                                    ("Leo Brandt", "Engineering", "2410.00"),
                                    ("Nadia Farouk", "Facilities", "612.75"),
                                    ("Omar Diallo", "Facilities", "96.00"),
                                ]
                            )
                        ],
                        "metadata": {
                            "pagination": {
                                "count": 4,
                                "current_page": 1,
                                "num_pages": 1,
                                "page_size": 10,
                            }
                        },
                    }
                ),
            ),
            (
                "procurify_approve",
                {"id": 3310, "type": "order"},
                j({"data": {"id": 3310, "status": "approved"}}),
            ),
            (
                "procurify_approve",
                {"id": 3313, "type": "order"},
                j({"data": {"id": 3313, "status": "approved"}}),
            ),
            (
                "procurify_list_approvals",
                {"status": "pending", "page": 1},
                j(
                    {
                        "data": [
                            {
                                "id": 3311,
                                "type": "order",
                                "requester": "Leo Brandt",
                                "department": "Engineering",
                                "total_cost": "2410.00",
                            },
                            {
                                "id": 3312,
                                "type": "order",
                                "requester": "Nadia Farouk",
                                "department": "Facilities",
                                "total_cost": "612.75",
                            },
                        ],
                        "metadata": {
                            "pagination": {
                                "count": 2,
                                "current_page": 1,
                                "num_pages": 1,
                                "page_size": 10,
                            }
                        },
                    }
                ),
            ),
        ],
    )

    proc_maint = (
        "<!doctype html><html><head><title>Procurify is down for maintenance</title>"
        "</head><body><h1>We're making Procurify better</h1><p>Procurify is "
        "currently undergoing scheduled maintenance and will be back shortly. "
        "Thank you for your patience.</p></body></html>"
    )
    session(
        "procurify",
        False,
        "What's the status of the new laptops order for the interns (requested by Leo Brandt "
        "last week)? Has it been received?",
        [
            (tool, args, proc_maint)
            for tool, args in [
                ("procurify_list_orders", {"requester": "Leo Brandt", "page": 1}),
                ("procurify_list_orders", {"search": "laptop"}),
                ("procurify_list_purchase_orders", {"status": "purchased"}),
                ("procurify_list_receipts", {"created_after": "2026-03-30"}),
                ("procurify_get_order", {"id": 3311}),
                ("procurify_list_orders", {"page": 1}),
                ("procurify_list_orders", {"search": "MacBook"}),
            ]
        ],
    )

    zr = "req_" + h("zip1", 16)
    session(
        "zip",
        True,
        "Submit a Zip intake request for the Figma Enterprise renewal ($38,400/yr, vendor Figma "
        "Inc.) and tell me who it's waiting on.",
        [
            (
                "zip_search_vendors",
                {"query": "Figma"},
                j(
                    {
                        "list": [
                            {
                                "id": "vnd_" + h("figma", 12),
                                "name": "Figma, Inc.",
                                "status": "active",
                                "risk_tier": "low",
                            }
                        ],
                        "total": 1,
                    }
                ),
            ),
            (
                "zip_create_request",
                {
                    "request_type": "Software renewal",
                    "vendor_id": "vnd_" + h("figma", 12),
                    "amount": 38400,
                    "currency": "USD",
                    "title": "Figma Enterprise renewal FY27",
                },
                j(
                    {
                        "id": zr,
                        "status": "submitted",
                        "title": "Figma Enterprise renewal FY27",
                        "created_at": 1775580000,
                    }
                ),
            ),
            (
                "zip_get_request",
                {"id": zr},
                j(
                    {
                        "id": zr,
                        "status": "in_review",
                        "title": "Figma Enterprise renewal FY27",
                        "current_step": {
                            "name": "Budget owner approval",
                            "approvers": [
                                {"name": "Ruth Amsel", "email": "ruth.amsel@northwind.example"}
                            ],
                        },
                        "steps_completed": 1,
                        "steps_total": 4,
                    }
                ),
            ),
        ],
    )

    session(
        "zip",
        False,
        "List all Zip requests for new SaaS vendors this quarter that are stuck in security "
        "review for more than a week.",
        [
            (
                "zip_list_requests",
                args,
                j(
                    {
                        "errors": [
                            {
                                "message": "Rate limit exceeded. Limit: 100 requests per minute.",
                                "code": "rate_limited",
                            }
                        ]
                    }
                ),
            )
            for args in [
                {"status": "in_review", "created_after": "2026-04-01"},
                {"status": "in_review", "step": "Security review"},
                {"request_type": "New software"},
                {"status": "in_review", "page": 1},
                {"created_after": "2026-04-01", "limit": 20},
                {"step": "Security", "limit": 5},
                {"status": "in_review"},
            ]
        ],
    )

    session(
        "precoro",
        True,
        "Is 'Harbor Lumber Supply' already set up as a supplier in Precoro? If not, add it "
        '(net 30, USD, orders@harborlumber.example) and raise a PO for 40 sheets of 3/4" '
        "plywood at $52.",
        [
            (
                "precoro_list_suppliers",
                {"search": "Harbor Lumber"},
                j(
                    {
                        "data": [],
                        "meta": {"current_page": 1, "last_page": 1, "per_page": 20, "total": 0},
                    }
                ),
            ),
            (
                "precoro_list_suppliers",
                {"search": "Harbor"},
                j(
                    {
                        "data": [
                            {
                                "id": 1821,
                                "name": "Harbor Freight Tools",
                                "email": "b2b@harborfreight.example",
                                "currency": "USD",
                                "paymentTerms": "Net 45",
                            }
                        ],
                        "meta": {"current_page": 1, "last_page": 1, "per_page": 20, "total": 1},
                    }
                ),
            ),
            (
                "precoro_create_supplier",
                {
                    "name": "Harbor Lumber Supply",
                    "email": "orders@harborlumber.example",
                    "currency": "USD",
                    "paymentTerms": "Net 30",
                },
                j({"data": {"id": 1907, "name": "Harbor Lumber Supply"}}),
            ),
            (
                "precoro_create_purchase_order",
                {
                    "supplierId": 1907,
                    "items": [{"name": 'Plywood 3/4" 4x8', "qty": 40, "price": 52}],
                },
                j({"data": {"id": 66120, "idn": "PO-2026-0412", "status": 1, "sum": 2080}}),
            ),
        ],
    )

    session(
        "kissflow",
        True,
        "In the Kissflow 'Vendor onboarding' process, find the item for Lumen Catering and move "
        "it past the document check step since the insurance certificate arrived.",
        [
            (
                "kissflow_list_items",
                {"process": "Vendor_onboarding", "q": "Lumen"},
                j(
                    {
                        "Data": [
                            {
                                "_id": "Pk" + h("kf1", 12),
                                "Name": "Lumen Catering Co.",
                                "_current_step": "Document check",
                                "_status": "InProgress",
                                "Requested_by": "facilities@northwind.example",
                            }
                        ],
                        "Total": 1,
                    }
                ),
            ),
            (
                "kissflow_get_item",
                {"process": "Vendor_onboarding", "instance_id": "Pk" + h("kf1", 12)},
                j(
                    {
                        "_id": "Pk" + h("kf1", 12),
                        "Name": "Lumen Catering Co.",
                        "Insurance_cert": [{"name": "COI_Lumen_2026.pdf", "size": 311204}],
                        "W9_received": True,
                        "_current_step": "Document check",
                        "_status": "InProgress",
                    }
                ),
            ),
            (
                "kissflow_submit_item",
                {
                    "process": "Vendor_onboarding",
                    "instance_id": "Pk" + h("kf1", 12),
                    "activity_instance_id": "Ak" + h("kfa", 12),
                },
                j(
                    {
                        "_id": "Pk" + h("kf1", 12),
                        "_status": "InProgress",
                        "_current_step": "Finance setup",
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- equity and venture
def equity_sessions() -> None:
    session(
        "carta",
        True,
        "From Carta, how many options have been granted to the engineering hires since January, "
        "and what's left in the 2022 option pool?",
        [
            (
                "carta_get_option_plans",
                {"issuerId": 8812},
                j(
                    {
                        "optionPlans": [
                            {
                                "id": 1,
                                "name": "2022 Equity Incentive Plan",
                                "authorizedShares": "2000000",
                                "issuedShares": "1412500",
                                "availableShares": "587500",
                                "boardApprovalDate": "2022-05-18",
                            }
                        ]
                    }
                ),
            ),
            (
                "carta_list_option_grants",
                {"issuerId": 8812, "issueDateFrom": "2026-01-01", "pageSize": 3},
                j(
                    {
                        "optionGrants": [
                            {
                                "id": 5100 + i,
                                "stakeholderName": n,
                                "quantity": q,
                                "exercisePrice": {"amount": "0.82", "currency": "USD"},
                                "issueDate": d,
                                "vestingSchedule": "4y/1y cliff",
                            }
                            for i, (n, q, d) in enumerate(
                                [
                                    ("Wen Zhao", "40000", "2026-01-12"),
                                    ("Ravi Iyer", "25000", "2026-02-02"),
                                    ("Chloe Martin", "12000", "2026-02-02"),
                                ]
                            )
                        ],
                        "nextPageToken": "eyJvZmZzZXQiOjN9",
                    }
                ),
            ),
            (
                "carta_list_option_grants",
                {
                    "issuerId": 8812,
                    "issueDateFrom": "2026-01-01",
                    "pageSize": 3,
                    "pageToken": "eyJvZmZzZXQiOjN9",
                },
                j(
                    {
                        "optionGrants": [
                            {
                                "id": 5103,
                                "stakeholderName": "Sam Oduya",
                                "quantity": "30000",
                                "exercisePrice": {"amount": "0.82", "currency": "USD"},
                                "issueDate": "2026-03-09",
                                "vestingSchedule": "4y/1y cliff",
                            }
                        ],
                        "nextPageToken": None,
                    }
                ),
            ),
            (
                "carta_get_stakeholder",
                {"issuerId": 8812, "name": "Chloe Martin"},
                j(
                    {
                        "id": 20411,
                        "fullName": "Chloe Martin",
                        "relationship": "EMPLOYEE",
                        "group": "Sales",
                        "email": "chloe.martin@northwind.example",
                    }
                ),
            ),
            (
                "carta_get_stakeholder",
                {"issuerId": 8812, "name": "Sam Oduya"},
                j(
                    {
                        "id": 20433,
                        "fullName": "Sam Oduya",
                        "relationship": "EMPLOYEE",
                        "group": "Engineering",
                        "email": "sam.oduya@northwind.example",
                    }
                ),
            ),
        ],
    )

    demo = j(
        {
            "issuerId": 1,
            "legalName": "Carta Demo Company, Inc.",
            "asOfDate": "2019-12-31",
            "classes": [
                {"name": "Common", "outstanding": "5000000"},
                {"name": "Series Seed Preferred", "outstanding": "1250000"},
            ],
            "fullyDilutedShares": "7000000",
        }
    )
    session(
        "carta",
        False,
        "Pull our current fully diluted cap table from Carta and tell me the Series A holders' "
        "ownership percentages.",
        [
            ("carta_get_cap_table", args, demo)
            for args in [
                {"issuerId": 8812},
                {"issuerId": 8812, "asOfDate": "2026-04-07"},
                {"issuerId": 8812, "shareClass": "Series A Preferred"},
                {"issuerId": 8812, "view": "fully_diluted"},
                {"issuerId": 8812, "asOfDate": "2026-03-31"},
                {"issuerId": 8812, "includeOptions": True},
                {"issuerId": 8812, "shareClass": "Series A"},
            ]
        ],
    )

    session(
        "pulley",
        True,
        "What was our latest 409A strike price in Pulley, and has anyone been issued shares since "
        "that valuation?",
        [
            (
                "pulley_list_valuations",
                {"companyId": "cmp_" + h("pul", 10)},
                j(
                    {
                        "valuations": [
                            {
                                "id": "val_" + h("pv1", 10),
                                "type": "409A",
                                "effectiveDate": "2025-11-30",
                                "commonPricePerShare": "1.14",
                                "provider": "Pulley 409A",
                                "status": "board_approved",
                            },
                            {
                                "id": "val_" + h("pv0", 10),
                                "type": "409A",
                                "effectiveDate": "2024-12-15",
                                "commonPricePerShare": "0.82",
                                "status": "expired",
                            },
                        ]
                    }
                ),
            ),
            (
                "pulley_list_securities",
                {"companyId": "cmp_" + h("pul", 10), "issuedAfter": "2025-11-30"},
                j(
                    {
                        "securities": [
                            {
                                "id": "sec_" + h("ps1", 10),
                                "type": "option",
                                "holder": "Ana Costa",
                                "quantity": 18000,
                                "strikePrice": "1.14",
                                "issueDate": "2026-01-20",
                            }
                        ],
                        "hasMore": False,
                    }
                ),
            ),
            (
                "pulley_list_securities",
                {"companyId": "cmp_" + h("pul", 10), "issuedAfter": "2025-11-30", "type": "common"},
                j({"securities": [], "hasMore": False}),
            ),
        ],
    )

    session(
        "affinity",
        True,
        "Log a note on Helio Robotics in Affinity from today's partner meeting ('Passing for now; "
        "revisit after their Series A, est. Q4') and move them to 'Passed' in the Deal Flow list.",
        [
            (
                "affinity_search_organizations",
                {"term": "Helio Robotics"},
                j(
                    {
                        "organizations": [
                            {
                                "id": 64221390,
                                "name": "Helio Robotics",
                                "domain": "heliorobotics.example",
                                "domains": ["heliorobotics.example"],
                                "global": False,
                            }
                        ],
                        "next_page_token": None,
                    }
                ),
            ),
            (
                "affinity_get_list_entries",
                {"list_id": 12871, "organization_id": 64221390},
                j(
                    [
                        {
                            "id": 881203341,
                            "list_id": 12871,
                            "creator_id": 40211,
                            "entity_id": 64221390,
                            "entity_type": 1,
                            "created_at": "2026-02-14T17:20:03.911-08:00",
                        }
                    ]
                ),
            ),
            (
                "affinity_create_note",
                {
                    "organization_ids": [64221390],
                    "content": "Passing for now; revisit after their Series A, est. Q4",
                },
                j(
                    {
                        "id": 3112840771,
                        "creator_id": 40211,
                        "person_ids": [],
                        "organization_ids": [64221390],
                        "opportunity_ids": [],
                        "content": "Passing for now; revisit after their Series A, est. Q4",
                        "type": 0,
                        "created_at": "2026-04-07T11:52:40.204-07:00",
                    }
                ),
            ),
            (
                "affinity_update_field_value",
                {"field_value_id": 1990012232, "value": 5012},
                j(
                    {
                        "id": 1990012232,
                        "field_id": 201144,
                        "entity_id": 64221390,
                        "list_entry_id": 881203341,
                        "value": {"id": 5012, "text": "Passed", "rank": 7, "color": 0},
                    }
                ),
            ),
        ],
    )

    session(
        "affinity",
        True,
        "Do we have Maya Brennan (founder of Tidewater Bio) in Affinity? If not, add her with "
        "maya@tidewaterbio.example and put her in the 'Founders - Bio' list.",
        [
            (
                "affinity_search_persons",
                {"term": "Maya Brennan"},
                j({"persons": [], "next_page_token": None}),
            ),
            (
                "affinity_search_persons",
                {"term": "maya@tidewaterbio.example"},
                j({"persons": [], "next_page_token": None}),
            ),
            (
                "affinity_create_person",
                {
                    "first_name": "Maya",
                    "last_name": "Brennan",
                    "emails": ["maya@tidewaterbio.example"],
                },
                j(
                    {
                        "id": 190223581,
                        "type": 0,
                        "first_name": "Maya",
                        "last_name": "Brennan",
                        "primary_email": "maya@tidewaterbio.example",
                        "emails": ["maya@tidewaterbio.example"],
                        "organization_ids": [],
                    }
                ),
            ),
            (
                "affinity_get_lists",
                {},
                j(
                    [
                        {"id": 12871, "type": 8, "name": "Deal Flow", "public": True},
                        {"id": 14002, "type": 0, "name": "Founders - Bio", "public": False},
                        {"id": 14003, "type": 0, "name": "Founders - Climate", "public": False},
                    ]
                ),
            ),
            (
                "affinity_create_list_entry",
                {"list_id": 14002, "entity_id": 190223581},
                j(
                    {
                        "id": 901334120,
                        "list_id": 14002,
                        "creator_id": 40211,
                        "entity_id": 190223581,
                        "entity_type": 0,
                        "created_at": "2026-04-07T12:03:11.580-07:00",
                    }
                ),
            ),
        ],
    )

    aff401 = j(
        {
            "errors": [
                {
                    "code": "unauthorized",
                    "message": "The API key provided is invalid or has been revoked.",
                }
            ]
        }
    )
    session(
        "affinity",
        False,
        "Pull every company in our Deal Flow list that's at 'Term sheet' stage and the date of "
        "our last interaction with each.",
        [
            (tool, args, aff401)
            for tool, args in [
                ("affinity_get_list_entries", {"list_id": 12871}),
                ("affinity_get_list_entries", {"list_id": 12871, "page_size": 50}),
                ("affinity_get_lists", {}),
                ("affinity_search_organizations", {"term": "Helio"}),
                ("affinity_get_field_values", {"list_entry_id": 881203341}),
                ("affinity_get_list_entries", {"list_id": 12871, "page_size": 10}),
                ("affinity_search_organizations", {"term": "Tidewater"}),
            ]
        ],
    )

    session(
        "pitchbook",
        True,
        "Give me a quick profile of Fernhill Analytics from PitchBook: HQ, total raised, last "
        "round and lead investor. Also check if 'Fernhill Labs' is a separate company.",
        [
            (
                "pitchbook_search_companies",
                {"name": "Fernhill Analytics"},
                j(
                    {
                        "items": [
                            {
                                "pbId": "51234-88",
                                "companyName": "Fernhill Analytics",
                                "website": "fernhill.example",
                                "hqLocation": "Austin, TX",
                            }
                        ],
                        "stats": {"total": 1, "page": 1, "perPage": 25},
                    }
                ),
            ),
            (
                "pitchbook_get_company_bio",
                {"pbId": "51234-88"},
                j(
                    {
                        "companyId": "51234-88",
                        "companyName": "Fernhill Analytics",
                        "description": "Developer of supply-chain forecasting software for "
                        "mid-market grocers.",
                        "yearFounded": 2019,
                        "employees": 86,
                        "primaryIndustryCode": "Business/Productivity Software",
                        "ownershipStatus": "Privately Held (backing)",
                    }
                ),
            ),
            (
                "pitchbook_get_company_deals",
                {"pbId": "51234-88"},
                j(
                    {
                        "deals": [
                            {
                                "dealId": "118220-31T",
                                "dealDate": "2025-09-18",
                                "dealType": "Early Stage VC",
                                "dealSeries": "Series A",
                                "dealSize": {"amount": 18.0, "currency": "USD", "unit": "M"},
                                "leadInvestors": ["Brightwater Ventures"],
                            },
                            {
                                "dealId": "104911-07T",
                                "dealDate": "2023-03-02",
                                "dealType": "Seed Round",
                                "dealSize": {"amount": 4.2, "currency": "USD", "unit": "M"},
                                "leadInvestors": ["Longleaf Capital"],
                            },
                        ]
                    }
                ),
            ),
            (
                "pitchbook_search_companies",
                {"name": "Fernhill Labs"},
                j({"items": [], "stats": {"total": 0, "page": 1, "perPage": 25}}),
            ),
        ],
    )

    pbq = j(
        {
            "code": 429,
            "message": "Request quota exceeded for this API key. Your quota resets on 2026-05-01.",
        }
    )
    session(
        "pitchbook",
        False,
        "Build a list of Series B climate-tech companies in Europe that raised in the last 12 "
        "months, with round size and lead investor.",
        [
            (tool, args, pbq)
            for tool, args in [
                (
                    "pitchbook_search_deals",
                    {
                        "dealType": "Series B",
                        "industry": "Climate Tech",
                        "region": "Europe",
                        "dealDateFrom": "2025-04-01",
                    },
                ),
                ("pitchbook_search_deals", {"dealSeries": "B", "keywords": "climate"}),
                (
                    "pitchbook_search_companies",
                    {"keywords": "carbon capture", "hqRegion": "Europe"},
                ),
                ("pitchbook_search_companies", {"name": "Climeworks"}),
                ("pitchbook_get_company_deals", {"pbId": "60711-22"}),
                ("pitchbook_search_deals", {"dealType": "Later Stage VC", "region": "Europe"}),
                ("pitchbook_search_companies", {"keywords": "battery recycling"}),
            ]
        ],
    )

    session(
        "visible",
        True,
        "Send the April investor update request to our portfolio companies in Visible, then show "
        "me which ones reported March revenue already.",
        [
            (
                "visible_list_requests",
                {"status": "draft"},
                "Found 1 draft request:\n- req_" + h("vr1", 10) + '  "April 2026 monthly '
                'metrics"  metrics: Revenue, Cash, Burn, Headcount  recipients: 14 companies',
            ),
            (
                "visible_send_request",
                {"requestId": "req_" + h("vr1", 10)},
                "Request req_" + h("vr1", 10) + " sent to 14 companies.",
            ),
            (
                "visible_get_metric_values",
                {"metric": "Revenue", "period": "2026-03"},
                "Revenue, March 2026 (9 of 14 reported):\n"
                "  Fernhill Analytics    $412,300\n  Helio Robotics        $88,900\n"
                "  Tidewater Bio         $0\n  Quillpad              $1,204,000\n"
                "  Orbitline             $265,750\n  Mossgrove Foods       $731,400\n"
                "  Kestrel Security      $540,120\n  Lumen Health          $96,000\n"
                "  Parsec Freight        $1,880,000",
            ),
        ],
    )

    econn = (
        "Error executing tool: request to http://127.0.0.1:3917/api/v1/{p} failed, reason: "
        "connect ECONNREFUSED 127.0.0.1:3917"
    )
    session(
        "visible",
        False,
        "Which portfolio companies haven't responded to the March update request in Visible? "
        "Remind the ones that haven't.",
        [
            (tool, args, econn.replace("{p}", p))
            for tool, args, p in [
                ("visible_list_requests", {"status": "sent"}, "requests?status=sent"),
                (
                    "visible_get_request",
                    {"requestId": "req_" + h("vr0", 10)},
                    "requests/req_" + h("vr0", 10),
                ),
                ("visible_list_requests", {}, "requests"),
                ("visible_list_companies", {}, "companies"),
                (
                    "visible_get_metric_values",
                    {"metric": "Revenue", "period": "2026-02"},
                    "metrics/values?metric=Revenue&period=2026-02",
                ),
                (
                    "visible_list_requests",
                    {"status": "sent", "limit": 5},
                    "requests?status=sent&limit=5",
                ),
                ("visible_list_companies", {"limit": 20}, "companies?limit=20"),
            ]
        ],
    )

    session(
        "angellist",
        True,
        "In AngelList, list the investments held by our Fund II and flag any with a mark-up "
        "since the original investment.",
        [
            (
                "angellist_list_funds",
                {},
                j(
                    {
                        "funds": [
                            {
                                "id": "fnd_" + h("f1", 8),
                                "name": "Northwind Fund I, L.P.",
                                "vintage": 2021,
                            },
                            {
                                "id": "fnd_" + h("f2", 8),
                                "name": "Northwind Fund II, L.P.",
                                "vintage": 2024,
                            },
                        ]
                    }
                ),
            ),
            (
                "angellist_list_investments",
                {"fundId": "fnd_" + h("f2", 8), "page": 1},
                j(
                    {
                        "investments": [
                            {
                                "id": "inv_" + h(f"ai{i}", 8),
                                "company": c,
                                "instrument": ins,
                                "invested": a,
                                "currentValue": v,
                                "date": d,
                            }
                            for i, (c, ins, a, v, d) in enumerate(
                                [
                                    ("Quillpad", "SAFE", 500000, 500000, "2024-06-12"),
                                    (
                                        "Orbitline",
                                        "Series Seed Preferred",
                                        750000,
                                        1410000,
                                        "2024-09-30",
                                    ),
                                    ("Kestrel Security", "SAFE", 400000, 400000, "2025-01-21"),
                                ]
                            )
                        ],
                        "page": 1,
                        "totalPages": 2,
                    }
                ),
            ),
            (
                "angellist_list_investments",
                {"fundId": "fnd_" + h("f2", 8), "page": 2},
                j(
                    {
                        "investments": [
                            {
                                "id": "inv_" + h("ai9", 8),
                                "company": "Parsec Freight",
                                "instrument": "Series A Preferred",
                                "invested": 1000000,
                                "currentValue": 2250000,
                                "date": "2025-05-08",
                            }
                        ],
                        "page": 2,
                        "totalPages": 2,
                    }
                ),
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    _COUNT.clear()
    tax_sessions()
    rewards_sessions()
    expense_sessions()
    procurement_sessions()
    equity_sessions()
    with out.open("w", encoding="utf-8") as f:
        for row in ROWS:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout73.jsonl")
    )
