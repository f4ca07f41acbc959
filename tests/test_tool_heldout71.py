"""Seventy-first held-out check of the gates: grocery and food delivery, parking, physical
mail and postcards, fitness studios, client management for freelancers.

``tests/data/tool_heldout71.jsonl`` (built by ``tests/data/tool_heldout71_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Instacart IDP, DoorDash Drive v2, Uber Eats marketplace, Deliveroo, Wolt Drive and a
Gopuff maintenance page; SpotHero, ParkMobile, Parkopedia, PayByPhone, Passport enforcement
and a Flowbird CSV export; PostGrid, Click2Mail (XML), Stannp, Thanks.io, Handwrytten and
PostalMethods; Mindbody v6 (and its -99 sandbox), Glofox, Momence, Wodify, a Zen Planner
export CLI and ClassPass; HoneyBook, Dubsado, 17hats, Bonsai, Moxie and Plutio. 35 succeeded
and 21 failed (a source failed silently and the agent kept calling). The fixture was written
without reading the detectors, the shape readers, the gate's tool counting or the earlier
fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 14 / 13 / 14 of 21,
cutting 42 / 39 / 42 of their 139 calls. The default counting misjudges five tools of 132:
Click2Mail's upload, create-job and submit-job calls and Passport's ``issue_citation`` act
but are counted.

The misses share one kind, and it is the fixture's as much as the gates': the failing
source answered mostly actions (create a quote, a contact, a postcard, a time entry, a
lead), which a careful reading does not count, and no one read tool of the session was
called three times before the last call. ``plutio-fail-1`` (the wrong Business header, ``[]``
from four list tools) and ``instacart-fail-1`` (429 on everything) reach a run of 3 on one
read tool only at the last call, so no call is cut. ``classifier`` also misses
``ubereats-fail-1``: the test store's ``{"orders": []}`` for every created-orders listing is
not read useless three times in a row.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout71")
H = "heldout71/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_ACTIONS_FAIL = {
    H + "doordash-drive/doordash-drive-fail-1": "``authentication_error`` / ``The [exp] is "
    "in the past; the jwt is expired`` at every call: five are ``doordash_create_quote`` "
    "(an action, not counted) and one ``doordash_get_delivery``, so no read runs to 3",
    H + "postgrid/postgrid-fail-1": '``{"error": {"type": "invalid_api_key_error", ...}}`` '
    "at every call: four are creates (not counted), ``list_contacts`` and "
    "``list_templates`` once each",
    H + "instacart/instacart-fail-1": "``Too many requests`` (429) at every call: four are "
    "``create_shopping_list`` (an action), ``instacart_get_retailers`` reaches 3 only at "
    "the last call",
    H + "moxie/moxie-fail-1": "``API request quota exceeded`` at every call: six are "
    "``moxie_create_time_entry`` (an action), ``moxie_search_clients`` once",
    H + "thanksio/thanksio-fail-1": '``{"message": "Too Many Attempts."}`` at every call: '
    "five are ``thanksio_send_postcard`` (an action), the two reads once each",
    H + "dubsado/dubsado-fail-1": "``Dubsado connection for this Zap has expired`` at every "
    "call: four are lead creations or form sends (actions), the two reads once each",
    H + "plutio/plutio-fail-1": "``[]`` from every list (the wrong Business): spread over "
    "four list tools, ``plutio_list_projects`` reaches 3 only at the last call",
}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": dict(_ACTIONS_FAIL),
    "classifier": {
        **_ACTIONS_FAIL,
        H + "ubereats/ubereats-fail-1": 'the test store answers ``{"orders": []}`` to every '
        "created-orders listing on a busy night (and 404 for real order ids); not read "
        "useless three times in a row",
    },
    "semantic": dict(_ACTIONS_FAIL),
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 42, 139), "classifier": (0, 0, 39, 139), "semantic": (0, 0, 42, 139)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 14, "classifier": 13, "semantic": 14}

#: Whether a careful reading counts each tool (a read) or not (an action). ``terminal`` runs
#: a read-only export CLI here.
READS = (
    "17hats_search_contacts", "bonsai_list_clients", "bonsai_list_time_entries",
    "bonsai_search_clients", "classpass_get_schedule", "click2mail_get_address_list",
    "click2mail_get_job_cost", "click2mail_get_job_status", "click2mail_get_job_tracking",
    "click2mail_list_jobs", "deliveroo_get_menu_upload_status", "deliveroo_get_order",
    "deliveroo_get_site_menu", "doordash_get_delivery", "dubsado_list_form_templates",
    "dubsado_list_project_forms", "dubsado_search_projects", "flowbird_export_transactions",
    "flowbird_get_terminal_status", "glofox_get_member_credits", "glofox_list_bookings",
    "glofox_list_branches", "glofox_list_events", "glofox_list_waitlist",
    "glofox_search_members", "gopuff_get_location", "gopuff_search_products",
    "handwrytten_get_order", "handwrytten_get_user", "handwrytten_list_cards",
    "handwrytten_list_fonts", "honeybook_get_project", "honeybook_list_inquiries",
    "honeybook_list_invoices", "honeybook_list_projects", "honeybook_list_templates",
    "instacart_get_retailers", "mindbody_get_classes", "mindbody_get_client_services",
    "mindbody_get_client_visits", "mindbody_get_clients", "mindbody_get_sales",
    "momence_get_member", "momence_list_sessions", "moxie_search_clients",
    "parkmobile_find_zone", "parkmobile_get_active_sessions", "parkmobile_get_vehicles",
    "parkopedia_get_place", "parkopedia_search", "passport_list_zones",
    "passport_lookup_permit", "passport_lookup_plate", "paybyphone_get_rate_options",
    "plutio_list_invoices", "plutio_list_people", "plutio_list_projects", "plutio_list_tasks",
    "postalmethods_get_letter_pdf", "postalmethods_get_letter_status", "postgrid_get_letter",
    "postgrid_list_contacts", "postgrid_list_letters", "postgrid_list_templates",
    "postgrid_list_tracking_events", "spothero_get_facility", "spothero_search",
    "spothero_search_monthly", "stannp_get_campaign", "stannp_list_groups", "terminal",
    "thanksio_get_order_status", "thanksio_list_handwriting_styles", "ubereats_get_order",
    "ubereats_get_store_status", "ubereats_list_canceled_orders",
    "ubereats_list_created_orders", "wodify_get_attendance", "wodify_get_class_reservations",
    "wodify_get_class_waitlist", "wodify_list_classes", "wodify_list_programs",
    "wodify_search_clients", "wolt_get_delivery", "wolt_get_shipment_promise",
)  # fmt: skip
ACTIONS = (
    "17hats_create_contact", "17hats_create_project", "17hats_create_quote",
    "bonsai_create_invoice", "classpass_update_inventory", "click2mail_create_job",
    "click2mail_submit_job", "click2mail_upload_address_list", "click2mail_upload_document",
    "deliveroo_update_order_status", "deliveroo_upload_menu", "doordash_accept_quote",
    "doordash_cancel_delivery", "doordash_create_quote", "dubsado_create_lead",
    "dubsado_send_form", "handwrytten_place_order", "honeybook_send_file",
    "honeybook_update_project_stage", "instacart_create_recipe_page",
    "instacart_create_shopping_list", "mindbody_add_client_to_class", "momence_book_session",
    "moxie_create_client", "moxie_create_project", "moxie_create_task",
    "moxie_create_time_entry", "parkmobile_add_vehicle", "parkmobile_start_parking",
    "passport_issue_citation", "paybyphone_send_receipt", "paybyphone_start_session",
    "paybyphone_stop_session", "plutio_create_task", "postgrid_create_contact",
    "postgrid_create_letter", "postgrid_create_postcard", "spothero_create_reservation",
    "stannp_approve_campaign", "stannp_book_campaign", "stannp_create_campaign",
    "thanksio_send_notecard", "thanksio_send_postcard", "ubereats_accept_order",
    "ubereats_set_store_status", "wodify_create_reservation", "wolt_create_delivery",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

_C2M = (
    "acts (Click2Mail {what}; its answer is a receipt ``<{tag}><id>…</id><status>0</status>"
    "<description>Success</description></{tag}>``) and is counted; the job is read with "
    "click2mail_get_job_status. No run reached 3 in click2mail-ok-1"
)
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "click2mail_create_job": _C2M.format(what="creates a mail job", tag="job"),
    "click2mail_submit_job": _C2M.format(what="submits and pays for a job", tag="job"),
    "click2mail_upload_address_list": _C2M.format(
        what="uploads an address list", tag="addressList"
    ),
    "click2mail_upload_document": _C2M.format(what="uploads a document", tag="document"),
    "passport_issue_citation": "acts (it issues a parking citation; its answer is "
    '``{"citation_number": …, "status": "issued", "amount": 35.0}``) and is counted; '
    "called once in passport-ok-1",
}

FAMILIES = {
    "17hats", "bonsai", "classpass", "click2mail", "deliveroo", "doordash-drive", "dubsado",
    "flowbird", "glofox", "gopuff", "handwrytten", "honeybook", "instacart", "mindbody",
    "momence", "moxie", "parkmobile", "parkopedia", "passport", "paybyphone", "plutio",
    "postalmethods", "postgrid", "spothero", "stannp", "thanksio", "ubereats", "wodify",
    "wolt", "zenplanner",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    assert all(o.startswith("<?xml") or o.startswith("<!DOCTYPE") for o in _results("click2mail"))
    for family in ("postgrid", "stannp", "mindbody", "momence", "plutio", "instacart"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(json.loads(o)["success"] in (True, False) for o in _results("stannp"))


pytest_generate_tests = parametrize_checks


class TestHeldOut71(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
