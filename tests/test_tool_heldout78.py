"""Seventy-eighth held-out check of the gates: pharmacy and drug pricing, wine, beer and
spirits, outdoors and campsites, auction platforms, online course platforms.

``tests/data/tool_heldout78.jsonl`` (built by ``tests/data/tool_heldout78_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: GoodRx price comparisons, Surescripts NCPDP SCRIPT XML, First Databank and Medi-Span
drug and price lookups, Cost Plus Drugs and Blink Health; Vivino's explore JSON, Wine-Searcher
XML, CellarTracker tab exports, Untappd v4, Distiller and Delectable; RIDB and Recreation.gov
availability, AllTrails, ReserveAmerica through a browser tool, Hipcamp, onX and Fishbrain;
LiveAuctioneers, Invaluable's Algolia hits, Proxibid, HiBid GraphQL, Bidsquare and Catawiki;
Teachable, Thinkific, Kajabi (JSON:API), Podia, LearnWorlds and Skool. 35 succeeded and 20
failed (a source failed silently and the agent kept calling: expired keys and tokens, rate
limits and quotas, a 504 and a 502 page, a refused connection, a Cloudflare challenge, a
maintenance page, a stale cache, default sample listings, another auctioneer's lots, an empty
tenant, an empty region). The fixture was written without reading the detectors, the shape
readers, the gate's tool counting or the earlier fixtures, and committed before it was
measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses would be listed with the
result text that was misread; there are none. The gate's default choice of which tools it
counts is checked tool by tool, its misjudgements listed the same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 20 / 20 / 20 of 20,
cutting 65 / 65 / 65 of their 133 calls. The default counting misjudges eight tools of 107,
all actions it counts: ``cellartracker_drink``, ``delectable_rate``, ``hibid_place_bid``,
``kajabi_tag_contacts``, ``liveauctioneers_place_absentee_bid``, ``proxibid_watch_lot``,
``surescripts_new_rx`` and ``untappd_checkin``.

No misses to share. Where the failure is a well-formed wrong answer (FDB's two acetaminophen
rows for every anticoagulant, Hipcamp's ``Sample Campsite`` listings, HiBid's Boise car lots
for a coin auction, Vivino's empty explore page for Germany), all three gates read the first
such answer useful and trip one call later than on an error page; on Wine-Searcher two real
answers precede the quota message, so the trip comes at the fifth call.

Near misses not counted (a run of 2): all three gates read both of Delectable's ``{"ok":
true}`` rating receipts in ``delectable-ok-1`` useless (1.00; counted, see above), and both
of Bidsquare's ``0 results for "George Nakashima" in upcoming auctions (December 2026).`` in
``bidsquare-ok-1`` useless (0.97-1.00), the 'none this month' the user asked to learn; the
third search, of past results, is read useful and ends the run.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout78")

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 65, 133), "classifier": (0, 0, 65, 133), "semantic": (0, 0, 65, 133)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 20, "classifier": 20, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute an answer count (``costplus_quote``, ``fdb_screen_ddi``), and so do
#: status polls (``blink_order_status``, ``hipcamp_booking_status``, ``podia_export_status``,
#: ``surescripts_message_status``). Left out, as arguable: ``podia_export_sales`` (starts an
#: export job; its answer is the job id the agent then polls).
READS = (
    "alltrails_search", "alltrails_trail_details", "alltrails_trail_reviews",
    "bidsquare_search", "blink_find_pharmacy", "blink_order_status", "blink_price",
    "browser_reserveamerica_reservations", "browser_search_reserveamerica", "catawiki_lot",
    "catawiki_payouts", "catawiki_seller_lots", "cellartracker_query",
    "costplus_pharmacy_partners", "costplus_quote", "costplus_search",
    "delectable_friend_ratings", "delectable_scan_results", "distiller_search",
    "distiller_spirit", "fdb_dispensable_drugs", "fdb_screen_ddi", "fetch_url",
    "fishbrain_catches", "fishbrain_species_baits", "goodrx_compare_price", "goodrx_coupons",
    "goodrx_drug_info", "goodrx_manufacturer_programs", "goodrx_search_drug",
    "hibid_auction_lots", "hibid_invoices", "hibid_lot", "hibid_lot_search",
    "hibid_my_won_lots", "hibid_pickup_info", "hipcamp_booking_status", "hipcamp_listing",
    "hipcamp_search", "invaluable_search", "kajabi_contacts", "kajabi_offers",
    "kajabi_products", "kajabi_purchases", "learnworlds_course_analytics",
    "learnworlds_course_users", "learnworlds_courses", "liveauctioneers_registration_status",
    "liveauctioneers_search", "medispan_ndc_lookup", "medispan_price_history",
    "medispan_prices", "onx_gmu", "onx_parcel_at", "podia_export_status", "proxibid_search",
    "proxibid_watchlist", "recgov_availability", "ridb_campsite", "ridb_facilities",
    "skool_pending_members", "surescripts_eligibility", "surescripts_med_history",
    "surescripts_message_status", "teachable_course_enrollments", "teachable_get_users",
    "teachable_list_courses", "teachable_pricing_plans", "teachable_transactions",
    "thinkific_courses", "thinkific_enrollments", "thinkific_users", "untappd_brewery_info",
    "untappd_search_beer", "vivino_explore", "vivino_search", "vivino_wishlist",
    "winesearcher_critic_scores", "winesearcher_market_price",
)  # fmt: skip
ACTIONS = (
    "bidsquare_create_alert", "blink_place_order", "browser_reserveamerica_book",
    "browser_reserveamerica_checkout", "catawiki_update_lot", "cellartracker_drink",
    "delectable_rate", "hibid_place_bid", "hipcamp_request_booking", "kajabi_grant_offer",
    "kajabi_tag_contacts", "liveauctioneers_place_absentee_bid", "liveauctioneers_save_item",
    "onx_create_waypoint", "podia_send_message", "proxibid_watch_lot", "send_email",
    "skool_approve_member", "skool_create_post", "skool_decline_member", "surescripts_new_rx",
    "teachable_create_coupon", "thinkific_create_enrollments", "thinkific_create_user",
    "untappd_checkin", "vivino_wishlist_add",
)  # fmt: skip
ARGUABLE = ("podia_export_sales",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "cellartracker_drink": "acts (marks a bottle consumed; its answer is the receipt ``OK: 1 "
    "bottle of 2012 Fèlsina Chianti Classico Riserva marked consumed (remaining: 0).``) and "
    "is counted; read once, so no run",
    "delectable_rate": "acts (posts the user's rating of a scanned wine; its answer is "
    '``{"ok": true}``) and is counted: the second and third receipts of delectable-ok-1 '
    "are read useless (1.00) by all three gates, a run of 2",
    "hibid_place_bid": "acts (places a max bid; its answer is the bid's state ``WINNING``, "
    "current bid 24.0) and is counted; read once",
    "kajabi_tag_contacts": "acts (tags two contacts; its answer is the created tag "
    "``paid-offline``) and is counted; read once",
    "liveauctioneers_place_absentee_bid": "acts (places an absentee bid; its answer is "
    "``PENDING_APPROVAL`` and a sentence on approval) and is counted; read once",
    "proxibid_watch_lot": "acts (adds a lot to the watchlist; its answer is ``Lot 114 added "
    "to your watchlist.``) and is counted; three receipts in a row in proxibid-ok-1 are read "
    "useful by all three gates, so no run",
    "surescripts_new_rx": "acts (sends a NewRx to a pharmacy; its answer is an NCPDP "
    "``<Status><Code>010</Code></Status>`` receipt) and is counted; read once",
    "untappd_checkin": "acts (checks a beer in with a rating; its answer is "
    '``"result": "success"`` and a checkin id) and is counted; read once',
}

FAMILIES = {
    "goodrx", "surescripts", "fdb", "medispan", "costplus", "blinkhealth", "vivino",
    "winesearcher", "cellartracker", "untappd", "distiller", "delectable", "recgov",
    "alltrails", "reserveamerica", "hipcamp", "onx", "fishbrain", "liveauctioneers",
    "invaluable", "proxibid", "hibid", "bidsquare", "catawiki", "teachable", "thinkific",
    "kajabi", "podia", "learnworlds", "skool",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("goodrx", "vivino", "untappd", "recgov"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(o.startswith('<?xml version="1.0"') for o in _results("winesearcher"))
    ridb = [json.loads(o) for o in _results("recgov")]
    assert all("RECDATA" in r or "campsites" in r or "error" in r for r in ridb)
    ut = [json.loads(o) for o in _results("untappd")]
    assert all("meta" in u and "code" in u["meta"] for u in ut)


pytest_generate_tests = parametrize_checks


class TestHeldOut78(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
