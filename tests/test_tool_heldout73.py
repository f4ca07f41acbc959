"""Seventy-third held-out check of the gates: sales tax engines, rewards and gift cards,
expense and spend management, procurement and payables, equity and venture tools.

``tests/data/tool_heldout73.jsonl`` (built by ``tests/data/tool_heldout73_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: TaxJar rates, taxes, orders and refunds, Stripe Tax calculations, transactions and
registrations, Quaderno tax-id checks and rates, Anrok ephemeral and recorded transactions,
TaxCloud's Lookup/AuthorizedWithCapture/Returned, Fonoa's asynchronous tax-id validation;
Tango Card RaaS, Tremendous, Giftbit, Runa, Smile.io and LoyaltyLion; Spendesk, Pleo (export
jobs polled to completion, cards), Navan bookings, Emburse reports, Payhawk expenses (``HTTP
204 No Content`` updates), Airbase bills; Coupa's JSON API and XML errors, Tipalti's SOAP
payee API, Procurify approvals, Zip intake requests, Precoro suppliers and POs, Kissflow
process items; Carta cap tables and grants, Pulley, AngelList, Visible.vc through an MCP
wrapper, Affinity and PitchBook. 35 succeeded and 20 failed (a source failed silently and the
agent kept calling). The fixture was written without reading the detectors, the shape
readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 35 (the same one, and it withholds evidence);
failing sessions tripped 17 / 15 / 16 of 20, cutting 65 / 58 / 62 of their 145 calls. The
default counting misjudges four tools of 117: TaxCloud's ``taxcloud_authorized_with_capture``
and ``taxcloud_returned`` act (they capture and return an order; the answer is
``{"ResponseType": 3, "Messages": []}``) but are counted; Stripe Tax's
``stripe_tax_calculations_create`` and Anrok's ``anrok_create_ephemeral_transaction`` compute a
tax quote (nothing is recorded) but are left out for their ``create`` names.

The stop: three empty order listings by status (``{"orders": [], "total_count": 0}``), the
'nothing is stuck' the user asked to confirm, stop ``tremendous-ok-2`` before the listing of
what did go through. The misses share three kinds. An error body dressed as a record (Tango
Card's 401 with ``timestamp``, ``requestId``, ``path``, ``httpCode``, ``i18nKey`` …, a fresh
request id each time) is read useful by all three at every call. A failing tool left out of
the counting (Stripe Tax's quote that answers ``not_collecting`` for every state, Fonoa's
validation requests answered by a maintenance page) cannot trip a gate: the only counted
call is one read in between. And a wrong tenant answering with plausible records is read
useful by ``classifier``: Tremendous's sandbox with its empty listings at every call, Carta's
demo company's cap table at every second or third; ``semantic`` reaches 3 on Navan's stale
bookings only at the last call.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` and ``semantic`` read the second and third of Quaderno's
``{"valid": true}`` answers in ``quaderno-ok-1`` useless (1.00: the same text for different
VAT numbers, each a fresh answer) until ``{"valid": false}``; all three read the two empty
person searches of ``affinity-ok-2`` (``{"persons": [], "next_page_token": null}``, the 'not in
Affinity yet' the task asks to learn) useless (1.00); ``default`` reads TaxCloud's two
receipts useless (1.00, one per tool: counted, see above) and the first of Tipalti's
``PayerUnknown`` answers and Carta's demo cap table useful (0.20), so its trips come a call
later; ``classifier`` reads Carta's demo cap table useless (0.88-0.90) at most two calls in a
row.

Since then (read after this fixture, so not held out for it), an HTTP error body of up to 12
fields, a 4xx or 5xx status beside a field that says what went wrong, is an error (Tango
Card's ``"httpCode": 401, "httpPhrase": "Unauthorized"`` among its request id and path):
every gate trips on ``tango-fail-1``.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout73")
H = "heldout73/"

_EMPTY_BY_STATUS = (
    "three Tremendous order listings filtered by status (PENDING APPROVAL, FAILED, CART), "
    'each ``{{"orders": [], "total_count": 0}}``: the task asks whether any order is stuck or '
    "failed, and 'none' is its answer, each for another status. Read useless ({how}), the "
    "gate cuts the fourth listing, the orders that did go through (withholds evidence)"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {H + "tremendous/tremendous-ok-2": _EMPTY_BY_STATUS.format(how="1.00")},
    "classifier": {H + "tremendous/tremendous-ok-2": _EMPTY_BY_STATUS.format(how="0.88-0.89")},
    "semantic": {H + "tremendous/tremendous-ok-2": _EMPTY_BY_STATUS.format(how="1.00")},
}

_STRIPE = (
    "Stripe Tax answers every quote (NY, TX, WA, PA) with ``amount_tax`` 0 and "
    '``"taxability_reason": "not_collecting"`` (an account with no registrations: the wrong '
    "account), but ``stripe_tax_calculations_create`` is not counted (see MISCOUNTED); the "
    "only counted call is ``stripe_tax_settings_retrieve`` (read useful, {how})"
)
_FONOA = (
    "Fonoa answers every validation with its maintenance page (``<title>Fonoa - Scheduled "
    "maintenance</title> … We'll be back shortly``), but ``fonoa_create_tax_id_validation`` "
    "is not counted (arguable: it starts a job); the one counted poll is read useless ({how}), "
    "a run of 1"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "stripe-tax/stripe-tax-fail-1": _STRIPE.format(how="0.20"),
        H + "fonoa/fonoa-fail-1": _FONOA.format(how="1.00"),
    },
    "classifier": {
        H + "stripe-tax/stripe-tax-fail-1": _STRIPE.format(how="0.35"),
        H + "fonoa/fonoa-fail-1": _FONOA.format(how="0.98"),
        H + "tremendous/tremendous-fail-1": "the sandbox organization (its only campaign "
        '``SANDBOX_CAMPAIGN``, "Created for your sandbox organization") answers every order '
        'and reward search with ``{"orders": [], "total_count": 0}`` / ``{"rewards": [], '
        '"total_count": 0}``: read useful (0.83) seven times',
        H + "carta/carta-fail-1": "Carta answers seven cap table requests for issuer 8812 with "
        'the demo issuer\'s (``"issuerId": 1, "legalName": "Carta Demo Company, Inc.", '
        '"asOfDate": "2019-12-31"``): read useless (0.88-0.90) and useful (0.85-0.87) in turn, '
        "the run never passes 2",
    },
    "semantic": {
        H + "stripe-tax/stripe-tax-fail-1": _STRIPE.format(how="0.39"),
        H + "fonoa/fonoa-fail-1": _FONOA.format(how="1.00"),
        H + "navan/navan-fail-1": "Navan hands back the same two February bookings "
        "(Priscilla Huang SFO-ORD, Tom Adebayo SFO-SEA) for every query about the April "
        "Denver kickoff (a stale cache): read useful (0.39) at the first and (0.47) at the "
        "fourth (``tripName``), so the run reaches 3 only at the last call",
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 1, 70, 145), "classifier": (1, 1, 59, 145), "semantic": (1, 1, 67, 145)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 16, "semantic": 17}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute count: a tax quote (``stripe_tax_calculations_create``,
#: ``anrok_create_ephemeral_transaction``, ``taxjar_tax_for_order``, ``taxcloud_lookup``) is
#: what the agent asked to learn and records nothing. Left out, as arguable:
#: ``fonoa_create_tax_id_validation`` (starts a validation job, but what it answers is the
#: validation's first status, which the agent reads).
READS = (
    "affinity_get_field_values", "affinity_get_list_entries", "affinity_get_lists",
    "affinity_search_organizations", "affinity_search_persons", "airbase_get_vendor",
    "airbase_list_bills", "airbase_list_purchase_requests", "angellist_list_funds",
    "angellist_list_investments", "anrok_create_ephemeral_transaction", "anrok_get_product",
    "anrok_get_transaction", "carta_get_cap_table", "carta_get_option_plans",
    "carta_get_stakeholder", "carta_list_option_grants", "coupa_get", "emburse_get_report",
    "emburse_list_reports", "fonoa_get_tax_id_validation", "giftbit_get_campaign",
    "giftbit_list_brands", "giftbit_list_gifts", "kissflow_get_item", "kissflow_list_items",
    "loyaltylion_get_program", "loyaltylion_list_activities", "loyaltylion_list_customers",
    "navan_get_user", "navan_list_bookings", "payhawk_get_expense", "payhawk_list_approvals",
    "payhawk_list_expenses", "pitchbook_get_company_bio", "pitchbook_get_company_deals",
    "pitchbook_search_companies", "pitchbook_search_deals", "pleo_get_export_job",
    "pleo_list_cards", "pleo_list_employees", "pleo_list_expenses",
    "pleo_list_export_job_items", "pleo_list_teams", "precoro_list_suppliers",
    "procurify_get_order", "procurify_list_approvals", "procurify_list_orders",
    "procurify_list_purchase_orders", "procurify_list_receipts", "pulley_list_securities",
    "pulley_list_valuations", "quaderno_calculate_tax", "quaderno_validate_tax_id",
    "runa_get_order", "runa_list_products", "smile_list_customers",
    "smile_list_points_transactions", "spendesk_list_payments",
    "stripe_tax_calculation_line_items", "stripe_tax_calculations_create",
    "stripe_tax_registrations_list", "stripe_tax_settings_retrieve", "tango_get_account",
    "tango_get_catalog", "tango_get_line_items", "tango_get_order", "tango_list_line_items",
    "tango_list_orders", "taxcloud_lookup", "taxcloud_verify_address",
    "taxjar_list_nexus_regions", "taxjar_list_orders", "taxjar_rates_for_location",
    "taxjar_show_order", "taxjar_tax_for_order", "tipalti_get_payee_details",
    "tipalti_get_payee_payment_status", "tipalti_get_payments_history",
    "tremendous_get_reward", "tremendous_list_campaigns", "tremendous_list_orders",
    "tremendous_list_rewards", "visible_get_metric_values", "visible_get_request",
    "visible_list_companies", "visible_list_requests", "zip_get_request",
    "zip_list_requests", "zip_search_vendors",
)  # fmt: skip
ACTIONS = (
    "affinity_create_list_entry", "affinity_create_note", "affinity_create_person",
    "affinity_update_field_value", "anrok_create_transaction", "coupa_put",
    "emburse_approve_report", "giftbit_create_campaign", "kissflow_submit_item",
    "loyaltylion_add_points", "payhawk_update_expense", "pleo_create_export_job",
    "precoro_create_purchase_order", "precoro_create_supplier", "procurify_approve",
    "runa_create_order", "smile_create_points_transaction", "spendesk_send_receipt_reminder",
    "stripe_tax_transactions_create_from_calculation", "tango_create_order",
    "taxcloud_authorized_with_capture", "taxcloud_returned", "taxjar_create_refund",
    "tremendous_create_order", "visible_send_request", "zip_create_request",
)  # fmt: skip
ARGUABLE = ("fonoa_create_tax_id_validation",)

_TAXCLOUD_ACK = (
    "acts ({what}; its answer is the receipt "
    '``{{"ResponseType": 3, "Messages": []}}``) and is counted; the order\'s tax is read with '
    "taxcloud_lookup. Its receipt in taxcloud-ok-1 is read useless (1.00), a run of 1"
)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "taxcloud_authorized_with_capture": _TAXCLOUD_ACK.format(
        what="it marks an order authorized and captured in TaxCloud"
    ),
    "taxcloud_returned": _TAXCLOUD_ACK.format(what="it records a return of an order"),
    "stripe_tax_calculations_create": "computes a tax quote (a ``tax.calculation`` that "
    "expires and records nothing; a transaction is made from it with "
    "stripe_tax_transactions_create_from_calculation) but is left out for its name; so the "
    "wrong account's ``not_collecting`` quotes of stripe-tax-fail-1 never move a run",
    "anrok_create_ephemeral_transaction": "computes a tax quote (ephemeral: nothing is "
    "recorded; anrok_create_transaction records) but is left out for its name",
}

FAMILIES = {
    "affinity", "airbase", "angellist", "anrok", "carta", "coupa", "emburse", "fonoa",
    "giftbit", "kissflow", "loyaltylion", "navan", "payhawk", "pitchbook", "pleo", "precoro",
    "procurify", "pulley", "quaderno", "runa", "smile-io", "spendesk", "stripe-tax", "tango",
    "taxcloud", "taxjar", "tipalti", "tremendous", "visible", "zip",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 7 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("taxjar", "stripe-tax", "quaderno", "tremendous", "smile-io", "affinity"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(
        o.startswith('<?xml version="1.0" encoding="utf-8"?><soap:Envelope')
        for o in _results("tipalti")
    )
    assert all(
        o.startswith("<!DOCTYPE html>") or json.loads(o) is not None
        for o in _results("loyaltylion") + _results("fonoa")
        if o != "HTTP 204 No Content"
    )
    tax = [json.loads(o) for o in _results("stripe-tax")]
    assert all("object" in t for t in tax)


pytest_generate_tests = parametrize_checks


class TestHeldOut73(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
