"""Seventy-second held-out check of the gates: stock media, design assets, dropshipping and
wholesale, crowdfunding and creator memberships, freelance marketplaces.

``tests/data/tool_heldout72.jsonl`` (built by ``tests/data/tool_heldout72_build.py``) holds 54
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: the Pexels, Unsplash, Shutterstock, Getty Images and Adobe Stock APIs and Pond5 through
a fetch tool; the Google Fonts developer API and its CSS, Font Awesome's GraphQL search and
kits, Iconify, the Noun Project, LottieFiles and Icons8; CJdropshipping's API 2.0 envelopes,
Faire's external API, AliExpress's dropshipping API, Syncee, Modalyst and Spocket (through a
browser tool); Patreon's JSON:API, Kickstarter's discover JSON, GoFundMe pages, an Indiegogo
scraper, Buy Me a Coffee's paginator and Ko-fi webhook payloads; Upwork's GraphQL API,
Freelancer.com's API, and Fiverr, Toptal and Malt through a browser tool, Contra through a
REST wrapper. 34 succeeded and 20 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the gate's
tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 34; failing sessions tripped 20 / 19 / 20 of 20,
cutting 67 / 65 / 67 of their 131 calls. The default counting misjudges four tools of 103:
three actions are counted (``adobe_stock_content_license``, ``freelancer_place_bid``,
``syncee_connect_catalog``) and one read is not (``aliexpress_ds_order_get``).

The one miss: Icons8's search hands back the same five generic icons (Home, Search,
Settings, Menu, Close, ``"term": ""``) for six different chemistry queries, a default sample
answer; ``classifier`` reads the first and the fourth of them useful (0.35, 0.87) and the
others useless (0.88-0.91), so its run never passes 2. ``default`` and ``semantic`` read the
first useful and trip at the fourth call. The expired Upwork token answers four different
tools in turn (no tool repeats three times in a row), yet every gate trips there, cutting 4
of 7 calls.

Near misses not counted (a run of 2, never reaching k): every gate reads the two empty
license lookups of ``shutterstock-ok-2`` (``{"data": [], "page": 1, "per_page": 20,
"total_count": 0}``, the 'never licensed' legal asked about) useless (1.00) and the two SVG
documents of ``iconify-ok-1`` (``<svg xmlns=… viewBox="0 0 24 24"><path … d="M2 18a3 3 0 1 0
6 0…"/></svg>``, the code the user asked for) useless (0.96-1.00); ``default`` and ``semantic``
read the two empty backorder/pending order pages of ``faire-ok-2`` (``{"page": 1, "limit":
50, "orders": []}``, the 'nothing waiting' the task asks to learn) useless (1.00). The next
read breaks the run, or the session ends.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout72")
H = "heldout72/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {},
    "classifier": {
        H + "icons8/icons8-fail-1": "Icons8's search answers six different chemistry queries "
        "(flask, microscope, periodic table, atom, …) with the same five generic icons "
        '(``{"success": true, "parameters": {"amount": 5, "countAll": 5, "offset": 0, '
        '"term": ""}, "icons": [{"id": "1", "name": "Home", …``), a default sample answer: '
        "read useful at the first and fourth call (0.35, 0.87), useless (0.88-0.91) between, "
        "so the run never passes 2",
    },
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 67, 131), "classifier": (0, 0, 65, 131), "semantic": (0, 0, 67, 131)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 20, "classifier": 19, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Browser tools count: their answer is the page the agent reads. ``icons8_download`` and
#: ``fontawesome_kit_embed`` count (their answer is the URLs or snippet asked for). Left out,
#: as arguable: ``shutterstock_license_images`` (licenses an image, spending the allotment, but
#: its answer is the download link the agent needs) and ``unsplash_track_download`` (registers
#: a download as Unsplash's guidelines require, but answers with the image URL).
READS = (
    "adobe_stock_content_info", "adobe_stock_member_profile", "adobe_stock_search_files",
    "aliexpress_ds_freight_query", "aliexpress_ds_order_get", "aliexpress_ds_product_get",
    "aliexpress_ds_text_search", "bmc_list_subscriptions", "bmc_list_supporters",
    "browser_click", "browser_navigate", "browser_navigate_back", "cj_freight_calculate",
    "cj_inventory", "cj_product_list", "cj_product_query", "contra_get_profile",
    "contra_search_projects", "contra_search_talent", "faire_get_product_by_sku",
    "faire_list_orders", "fetch_json", "fetch_markdown", "fetch_url", "fontawesome_kit_embed",
    "fontawesome_search", "freelancer_get_project", "freelancer_list_bids",
    "freelancer_search_projects", "getty_get_image", "getty_search_images", "gmail_search",
    "google_fonts_list", "iconify_collection_info", "iconify_get_svg", "iconify_search",
    "icons8_download", "icons8_search", "indiegogo_search", "kofi_list_webhook_events",
    "lottiefiles_featured", "lottiefiles_get_animation", "lottiefiles_search",
    "malt_search_freelancers", "modalyst_get_order", "modalyst_list_orders", "noun_get_icon",
    "noun_search_collections", "noun_search_icons", "patreon_get_campaign",
    "patreon_get_campaigns", "patreon_get_identity", "patreon_get_members",
    "patreon_get_posts", "patreon_get_webhooks", "pexels_curated", "pexels_get_photo",
    "pexels_get_video", "pexels_search_photos", "pexels_search_videos", "sheets_read",
    "shutterstock_get_image", "shutterstock_list_licenses", "shutterstock_list_subscriptions",
    "shutterstock_search_images", "syncee_list_suppliers", "syncee_search_products",
    "syncee_search_suppliers", "syncee_task_status", "unsplash_get_collection_photos",
    "unsplash_get_photo", "unsplash_get_user", "unsplash_list_collection_photos",
    "unsplash_random_photo", "unsplash_search_photos", "upwork_get_profile",
    "upwork_get_timesheet", "upwork_list_contracts", "upwork_list_invitations",
    "upwork_list_proposals", "upwork_list_rooms", "upwork_search_jobs",
)  # fmt: skip
ACTIONS = (
    "adobe_stock_content_license", "aliexpress_ds_order_create", "calendar_create_event",
    "cj_confirm_order", "cj_create_order", "faire_accept_order", "faire_update_inventory",
    "fontawesome_create_kit", "freelancer_place_bid", "gmail_send", "modalyst_cancel_order",
    "patreon_create_post", "send_email", "sheets_append", "syncee_connect_catalog",
    "unsplash_add_to_collection", "unsplash_create_collection", "upwork_add_manual_time",
    "upwork_save_job",
)  # fmt: skip
ARGUABLE = ("shutterstock_license_images", "unsplash_track_download")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "adobe_stock_content_license": "acts (it licenses an asset, spending one of the quota: "
    '``"purchase_details": {"state": "purchased", …}``, ``"quota": 37``) and is counted; '
    "the license state is read with adobe_stock_content_info",
    "freelancer_place_bid": "acts (it places a bid; its answer is the bid record: "
    '``{"id": 521889310, "project_id": 39811207, "amount": 300, …}``) and is counted; bids '
    "are read with freelancer_list_bids",
    "syncee_connect_catalog": "acts (it starts a catalog import; its answer is the queued "
    'task: ``{"catalogId": 90231, "taskId": 771203, "status": "QUEUED"}``) and is counted; '
    "the import is followed with syncee_task_status",
    "aliexpress_ds_order_get": "reads (it fetches an order's state: "
    '``"order_status": "PLACE_ORDER_SUCCESS", "logistics_status": "NO_LOGISTICS"``) but is '
    "not counted, as if the ``order`` in its name made it an action",
}

FAMILIES = {
    "adobe-stock", "aliexpress-ds", "buymeacoffee", "cjdropshipping", "contra", "faire",
    "fiverr", "fontawesome", "freelancer", "getty", "gofundme", "google-fonts", "iconify",
    "icons8", "indiegogo", "kickstarter", "kofi", "lottiefiles", "malt", "modalyst",
    "noun-project", "patreon", "pexels", "pond5", "shutterstock", "spocket", "syncee",
    "toptal", "unsplash", "upwork",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 54
    assert len(FIX.ids(True)) == 34 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    cj = [json.loads(o) for o in _results("cjdropshipping")]
    assert all({"code", "result", "message", "data", "requestId"} <= set(c) for c in cj)
    assert all(json.loads(o)["status"] == "success" for o in _results("freelancer"))
    for family in ("patreon", "upwork", "faire", "getty", "shutterstock", "aliexpress-ds"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(o.startswith("<!DOCTYPE html>") for o in _results("pond5"))
    assert all(
        o.startswith("<svg ") or json.loads(o) is not None
        for o in _results("iconify")
        if not o.startswith("Error: fetch failed")
    )


pytest_generate_tests = parametrize_checks


class TestHeldOut72(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
