"""Fifty-sixth held-out check of the gates: open-source project health, patents and
trademarks, legislatures and elections, music and audio catalogues, online marketplaces.

``tests/data/tool_heldout56.jsonl`` (built by ``tests/data/tool_heldout56_build.py``) holds 57
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: libraries.io, deps.dev (packages, versions, dependency graphs, projects, advisories),
OpenSSF Scorecard (its REST API and its CLI's table through a shell tool), ecosyste.ms,
Software Heritage's save-code-now and visits, Repology; PatentsView's PatentSearch API, EPO
OPS XML (biblio, family, legal, faults), a PATENTSCOPE wrapper, USPTO TSDR, Lens.org scroll
pages, DPMAregister (German text and its maintenance page); GovTrack, Open States, LegiScan,
TheyWorkForYou, Democracy Club, Ballotpedia; Deezer, TIDAL's JSON:API, Genius, Podcast Index,
ListenBrainz, Jamendo; eBay Browse and Sell Inventory, Etsy v3, Mercado Libre, Walmart
Marketplace feeds, Allegro, bol.com's retailer API. 36 succeeded and 21 failed (a source
failed silently and the agent kept calling). The fixture was written and committed without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 36; failing sessions tripped 18 / 18 / 18 of 21,
cutting 65 / 65 / 64 of their 148 calls. The default counting misjudges three tools of 106:
Allegro's ``allegro_offer_publication_command`` acts (it ends offers; its answer is a command
receipt) but is counted; ``allegro_order_checkout_forms`` (a listing of orders) and
``swh_save_request_status`` (the poll of a save request) read but are not counted.

The misses share one kind, and no detector misreads them: an expired or refused credential,
or a rate limit, that answers the agent's *writes*. Every gate reads the error useless at
every call (``{"error": "invalid_token"}``, ``{"code": 401, "error": "Invalid authorization
token."}``, bol.com's 429 problem+json), but the failing calls go to actions the gate rightly
does not count (``etsy_update_listing``, ``listenbrainz_submit_listens``,
``bol_update_offer_price``), and the one counted read among them is a run of 1.

Near misses not counted (a run of 2, or k reached only at a tool's last call, so no call is
cut): ``default`` reads pages 2 and 3 of a full Open States listing in ``openstates-ok-1``
useless (1.00; ``semantic`` 0.99 at all three pages), and the two empty TheyWorkForYou
searches of ``theyworkforyou-ok-2`` (``"total_results": 0 … "rows": []``, the 'no' the task
allows) useless (1.00) before a hit; ``semantic`` reads the three Deezer track pages of
``deezer-ok-1`` useless (0.96), reaching 3 only at the last; ``classifier`` reads useful
records above 0.5 in runs of 2-4 (three libraries.io project records at 0.73-0.74, four TSDR
case statuses at 0.86-1.00 with a legitimately empty one among them, two bol.com
process-status polls at 0.75) without a cut. Two failing sessions are tripped only by the
repeats of a well-formed answer, every call of them read useful by all three detectors
(0.20 / 0.35 / 0.39): LegiScan's ``{"status": "ERROR", "alert": {"message": "Query limit
exceeded for this API key…"}}`` and Democracy Club's sandbox answering six postcodes with
its ``Sandbox Council`` sample of 2018.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout56")
H = "heldout56/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_BOL = (
    'bol.com\'s rate limit (``{{"type": "https://api.bol.com/problems", "title": "Too Many '
    'Requests", "status": 429, "detail": "Too many requests, retry in 60 seconds."…}}``) is read '
    "useless ({how}) at all eight calls, but seven go to ``bol_update_offer_price``, an action "
    "the gate does not count, and the one ``bol_get_offer`` among them is a run of 1"
)
_LB = (
    'ListenBrainz\'s ``{"code": 401, "error": "Invalid authorization token."}`` is read useless '
    "(1.00) six times, all from ``listenbrainz_submit_listens``, an action the gate does not "
    'count; the counted ``listenbrainz_validate_token`` (``"valid": false``) is called once'
)
_ETSY = (
    'Etsy\'s ``{"error": "invalid_token"}`` is read useless (1.00) six times, but five go to '
    "``etsy_update_listing`` / ``etsy_update_listing_inventory``, actions the gate does not "
    "count; the counted ``etsy_get_listing`` is called once"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    d: {
        H + "bolcom/bolcom-fail-1": _BOL.format(how=how),
        H + "listenbrainz/listenbrainz-fail-1": _LB,
        H + "etsy/etsy-fail-1": _ETSY,
    }
    for d, how in (("default", "1.00"), ("classifier", "0.79-0.80"), ("semantic", "1.00"))
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 65, 148), "classifier": (0, 0, 65, 148), "semantic": (0, 0, 65, 148)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 18, "classifier": 18, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Polls of a job (``swh_save_request_status``, ``walmart_feed_status``, ``bol_process_status``,
#: ``allegro_offer_publication_command_status``) read; so does ``bash``, which here runs the
#: Scorecard CLI, and ``listenbrainz_validate_token``.
READS = (
    "allegro_me", "allegro_offer_publication_command_status", "allegro_order_checkout_forms",
    "allegro_sale_offers", "ballotpedia_districts_by_point", "ballotpedia_election_dates",
    "ballotpedia_elections_by_point", "bash", "bol_get_offer", "bol_get_order",
    "bol_list_shipments", "bol_process_status", "deezer_album_tracks", "deezer_artist",
    "deezer_search_album", "deezer_search_artist", "democracyclub_address",
    "democracyclub_election", "democracyclub_postcode", "depsdev_get_advisory",
    "depsdev_get_dependencies", "depsdev_get_package", "depsdev_get_project",
    "depsdev_get_project_package_versions", "depsdev_get_version", "dpmaregister_history",
    "dpmaregister_lookup", "dpmaregister_search", "ebay_account_get_fulfillment_policies",
    "ebay_browse_get_item", "ebay_browse_search", "ebay_inventory_get_offer",
    "ecosystems_commits", "ecosystems_maintainer", "ecosystems_package", "ecosystems_repo",
    "etsy_get_listing", "etsy_get_listings_by_shop", "etsy_get_shop_receipts",
    "genius_artist_songs", "genius_search", "genius_song", "govtrack_api", "jamendo_artists",
    "jamendo_playlists", "jamendo_tracks", "legiscan", "lens_patent_get", "lens_patent_search",
    "librariesio_dependents", "librariesio_project", "librariesio_search",
    "listenbrainz_stats_artists", "listenbrainz_user_listens", "listenbrainz_validate_token",
    "meli_claims_search", "meli_items", "meli_orders", "meli_orders_search", "meli_questions",
    "meli_search", "meli_users_me", "openstates_bill", "openstates_bills",
    "openstates_committees", "ops_family", "ops_legal", "ops_published_data", "ops_search",
    "patentscope_detail", "patentscope_search", "patentsview_search",
    "podcastindex_episodes_byfeedid", "podcastindex_podcasts_byfeedid",
    "podcastindex_podcasts_byfeedurl", "podcastindex_search_byterm", "repology_project",
    "repology_project_problems", "repology_search", "scorecard_api", "swh_origin_search",
    "swh_origin_visit_latest", "swh_save_request_status", "tidal_album_items",
    "tidal_playlist_items", "tidal_search", "tsdr_case_status", "tsdr_documents", "twfy",
    "walmart_feed_status", "walmart_get_item",
)  # fmt: skip
ACTIONS = (
    "allegro_offer_publication_command", "bol_ship_order_items", "bol_update_offer_price",
    "ebay_inventory_create_offer", "ebay_inventory_create_or_replace_item",
    "ebay_inventory_publish_offer", "etsy_create_receipt_shipment", "etsy_update_listing",
    "etsy_update_listing_inventory", "listenbrainz_submit_listens",
    "podcastindex_add_byfeedurl", "swh_save_code_now", "tidal_create_playlist",
    "tidal_playlist_add_items", "walmart_submit_feed",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "allegro_offer_publication_command": "acts (it ends two offers; its answer is a command "
    'receipt ``{"id": "b7e2c9f0-…", "taskCount": {"total": 0, "success": 0, "failed": 0}}``) '
    "and is counted; the command's progress is read with "
    "allegro_offer_publication_command_status. One call in allegro-ok-1, read useful (0.20)",
    "allegro_order_checkout_forms": "reads (it lists the seller's orders, "
    '``{"checkoutForms": [], "count": 0, "totalCount": 0}`` in the sandbox of allegro-fail-1) '
    "but is not counted, the name read as a form to submit",
    "swh_save_request_status": "reads (it polls a save-code-now request: "
    '``"save_task_status": "scheduled"`` → ``"running"`` → ``"succeeded"``) but is not '
    "counted, the name read as the save itself",
}

FAMILIES = {
    "allegro", "ballotpedia", "bolcom", "deezer", "democracyclub", "depsdev", "dpma",
    "ebay-browse", "ebay-sell", "ecosystems", "epo-ops", "etsy", "genius", "govtrack",
    "jamendo", "legiscan", "lens", "librariesio", "listenbrainz", "mercadolibre",
    "openstates", "patentscope", "patentsview", "podcastindex", "repology", "scorecard",
    "swh", "theyworkforyou", "tidal", "tsdr", "walmart",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 57
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("depsdev", "patentsview", "openstates", "deezer", "genius", "mercadolibre"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(o.startswith('<?xml version="1.0" encoding="UTF-8"?>') for o in _results("epo-ops"))
    deezer = [json.loads(o) for o in _results("deezer")]
    assert all("data" in d or d["error"]["code"] == 4 for d in deezer)
    assert all(json.loads(o)["status"] in ("OK", "ERROR") for o in _results("legiscan"))


pytest_generate_tests = parametrize_checks


class TestHeldOut56(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
