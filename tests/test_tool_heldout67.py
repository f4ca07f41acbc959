"""Sixty-seventh held-out check of the gates: statistics agencies, campaign finance and
lobbying, geocoders, ride-hailing and micromobility, vacation rental management.

``tests/data/tool_heldout67.jsonl`` (built by ``tests/data/tool_heldout67_build.py``) holds 62
hand-written sessions (305 calls) in the real-runs format on tool kinds the earlier fixtures
did not cover: the BLS API, the IMF DataMapper, OECD SDMX CSV, the ECB Data Portal,
Statistics Canada's WDS and the ONS API; OpenSecrets, FollowTheMoney, LobbyView, the Senate
LDA API and the UK Electoral Commission's donation search; the US Census Geocoder,
OpenRouteService, LocationIQ, Photon, OpenCage and positionstack; Uber, Lyft, GBFS feeds
(Capital Bikeshare, Citi Bike, Lime, Tier, Bolt, Oslo) and Bolt Business; Airbnb and Vrbo
partner APIs, Lodgify, Smoobu, Beds24 and Hospitable. 41 succeeded and 21 failed (a source
failed silently and the agent kept calling). The fixture was written without reading the
detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it. The gate's default choice of which
tools it counts is checked tool by tool, its misjudgements listed the same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 1 / 0 of 41 (the one stop withholds evidence); failing
sessions tripped 20 / 18 / 20 of 21, cutting 68 / 61 / 68 of their 140 calls. The default
counting misjudges two tools of 88: ``bolt_business_flag_ride`` acts (it flags a ride for
approval; its answer is ``{"code": 0, "message": "OK"}``) but is counted, and
``uber_request_estimate`` reads (Uber's POST /requests/estimate returns a fare quote) but is
left out.

The misses share one kind: a source that answers every poll or query with the same stale or
empty page, interleaved with variants of it. The Citi Bike ``station_status`` frozen at
``"last_updated": 1764981023`` (hours old) is read useless when repeated exactly (1.00) but
useful (0.20) when the agent asks for one station or adds a fourth, so no gate's run passes
2 before the last call. ``classifier`` alone also misses the ECB caching proxy that answers
HICP, Euribor and MFI-rate keys with the same EUR/USD CSV (read useful, 0.70-0.77) and the
wrong Hospitable workspace whose reservation pages are all ``{"data": [], ...,
"meta": {..."total": 0}}`` (read useful, 0.83).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` and ``semantic`` read positionstack's forward-geocoding answers in
``positionstack-ok-1`` useless (1.00) when the record's ``"name"`` echoes the query
(``"name": "Whistler Blackcomb"`` for the query "Whistler Blackcomb", ``"Big Sky"``), a run
of 2 broken by the "Big Sky Resort, Montana" answer (0.45 / 0.88, useful); every gate reads
the legitimately empty answers the tasks ask for useless (1.00): ``{"count": 0, "next":
null, "previous": null, "results": []}`` for "Mistral AI" in ``senate-lda-ok-1`` (one per
tool), the two ``{"Result": [], "Total": 0}`` Ashcroft searches ending ``ukec-ok-1`` (a run
of 2 at the last call), the two empty Smoobu arrival/departure pages of ``smoobu-ok-2``
around an availability check, ``NoRecordsFound`` for Iceland's monthly series and
``HTTP 404: No results found.`` for a Saturday ECB rate; and Vrbo's
``{"jobId": ..., "status": "COMPLETED", "warnings": []}`` (useless 0.94-1.00) after an
unknown ``IN_PROGRESS`` poll.

Since then, a listing whose items hold a ``name`` among six fields or more and no link, title
or text is a listing of records (data): positionstack's geocoding answers are data to
``classifier`` too, and it no longer stops ``positionstack-ok-1``.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout67")
H = "heldout67/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_STALE_GBFS = (
    'Citi Bike\'s station_status is frozen (``"last_updated": 1764981023``, hours old, the '
    "same 0 bikes at stations 72, 79 and 82 at every poll): the exact repeats are read "
    "useless ({rep}) but the one-station and four-station variants useful ({var}), so the "
    "run reaches 2 only at the last call"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "gbfs/gbfs-fail-1": _STALE_GBFS.format(rep="1.00", var="0.20")},
    "classifier": {
        H + "gbfs/gbfs-fail-1": _STALE_GBFS.format(rep="0.88", var="0.35-0.87"),
        H + "ecb/ecb-fail-1": "a caching proxy answers HICP, Euribor, MFI-rate and German HICP "
        "keys with the same EUR/USD CSV (``EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2025-03-03,"
        "1.0465,A,US dollar/Euro`` ...), none of the series asked for: read useful "
        "(0.70-0.77) seven times",
        H + "hospitable/hospitable-fail-1": "the wrong workspace answers every reservation "
        'query with ``{"data": [], "links": {...}, "meta": {"current_page": 1, "from": null, '
        '... "total": 0}}`` for cabins the owner has: read useful (0.83) five times (the '
        "empty properties pages, useless 0.92, are a run of 2 on their own tool)",
    },
    "semantic": {H + "gbfs/gbfs-fail-1": _STALE_GBFS.format(rep="1.00", var="0.39")},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 68, 140), "classifier": (0, 0, 61, 140), "semantic": (0, 0, 68, 140)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 20, "classifier": 18, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Polls of a job or ride (``vrbo_get_job``, ``uber_get_request``, ``lyft_get_ride``) read.
READS = (
    "airbnb_get_calendar", "airbnb_list_listings", "airbnb_list_reservations",
    "airbnb_list_threads", "beds24_get_availability", "beds24_get_bookings",
    "beds24_get_calendar", "beds24_get_offers", "beds24_get_rooms", "bls_release_calendar",
    "bls_series_catalog", "bls_timeseries", "bolt_business_employees",
    "bolt_business_ride_details", "bolt_business_rides", "census_geocode_batch",
    "census_geocode_oneline", "census_geographies_coordinates", "ecb_data", "followthemoney",
    "gbfs_fetch", "hospitable_get_messages", "hospitable_get_properties",
    "hospitable_get_property", "hospitable_get_reservations", "imf_datamapper",
    "imf_indicators", "lda_clients", "lda_contributions", "lda_filings", "lda_lobbyists",
    "lda_registrants", "lobbyview_bill", "lobbyview_bill_clients", "lobbyview_client_bills",
    "lobbyview_clients", "lobbyview_reports", "locationiq_reverse", "locationiq_search",
    "lodgify_availability", "lodgify_get_booking", "lodgify_list_bookings",
    "lodgify_list_properties", "lodgify_quote", "lyft_cost", "lyft_eta", "lyft_get_profile",
    "lyft_get_ride", "lyft_list_rides", "oecd_sdmx_data", "ons_get", "ons_search",
    "opencage_geocode", "opencage_reverse", "opensecrets", "ors_directions",
    "ors_isochrones", "ors_matrix", "photon_reverse", "photon_search",
    "positionstack_forward", "positionstack_reverse", "smoobu_check_availability",
    "smoobu_get_rates", "smoobu_get_reservations", "statcan_wds", "uber_get_request",
    "uber_history", "uber_price_estimates", "uber_products", "uber_request_estimate",
    "uber_time_estimates", "ukec_search_donations", "vrbo_get_job", "vrbo_get_listing",
    "vrbo_get_rate_plan",
)  # fmt: skip
ACTIONS = (
    "airbnb_update_calendar", "beds24_update_bookings", "bolt_business_flag_ride",
    "hospitable_send_message", "lodgify_create_booking", "lyft_cancel_ride",
    "lyft_request_ride", "smoobu_create_reservation", "smoobu_set_rates",
    "uber_request_ride", "vrbo_update_rate_plan",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "bolt_business_flag_ride": "acts (it flags a ride for manager approval; its answer is the "
    'receipt ``{"code": 0, "message": "OK"}``, read unknown 0.50) and is counted',
    "uber_request_estimate": "reads (Uber's POST /v1.2/requests/estimate returns a fare and "
    "pickup-time quote and books nothing) and is left out; in uber-fail-1 its 401 is the "
    "sixth in a row the careful reader would count",
}

FAMILIES = {
    "airbnb", "beds24", "bls", "bolt", "census-geocoder", "ecb", "followthemoney", "gbfs",
    "hospitable", "imf", "lobbyview", "locationiq", "lodgify", "lyft", "oecd", "ons",
    "opencage", "opensecrets", "ors", "photon", "positionstack", "senate-lda", "smoobu",
    "statcan", "uber", "ukec", "vrbo",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 62
    assert len(FIX.ids(True)) == 41 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("imf", "followthemoney", "opencage", "beds24", "uber", "smoobu"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(json.loads(o)["status"]["code"] in (200, 402) for o in _results("opencage"))
    assert all(
        o.startswith("STRUCTURE,") or o == "NoRecordsFound" or '"statusCode": 429' in o
        for o in _results("oecd")
    )
    assert all(o.startswith("KEY,FREQ,") or o.startswith("HTTP 404") for o in _results("ecb"))
    assert all("version" in json.loads(o) for o in _results("gbfs"))


pytest_generate_tests = parametrize_checks


class TestHeldOut67(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
