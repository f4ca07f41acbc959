"""Seventy-sixth held-out check of the gates: background screening, sanctions and AML
screening, credit bureaus and business credit, warehouse and 3PL fulfilment, air quality and
pollen.

``tests/data/tool_heldout76.jsonl`` (built by ``tests/data/tool_heldout76_build.py``) holds 58
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Sterling, GoodHire, HireRight (XML order status, a maintenance page), Certn (Django
REST paging, throttling), Accurate Background and First Advantage; ComplyAdvantage searches,
OpenSanctions ``/match``, OFAC list search (text tables, a 504 page), Dow Jones Risk &
Compliance (JSON:API), Sanctions.io and LexisNexis Bridger XG (SOAP results and faults);
Experian Business, Equifax (disputes, an Akamai 503 page), TransUnion XML reports, Creditsafe
Connect, Nova Credit and D&B Direct+; ShipBob, ShipHero GraphQL (credit throttling),
Extensiv HAL pages, Logiwa, Deposco XML and ShipMonk; IQAir AirVisual, Ambee, BreezoMeter,
Plume Labs, Pollen.com (an Incapsula block page) and Kaiterra. 36 succeeded and 22 failed (a
source failed silently and the agent kept calling). The fixture was written without reading
the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 36 (the same one, and it withholds evidence);
failing sessions tripped 22 / 21 / 22 of 22, cutting 77 / 74 / 77 of their 152 calls. The
default counting misjudges four tools of 102: First Advantage's ``fadv_initiate_screening``,
Deposco's ``deposco_release_wave`` and TransUnion's ``transunion_place_fraud_alert`` and
``transunion_open_dispute`` act (each sends an invitation, releases a wave or files a
request, and gets a receipt) but are counted.

The one stop is a screening whose answer is "no match": ``opensanctions-ok-2`` screens five
board members, and the first four have no hit, so ``/match`` answers four times with the same
empty ``results`` list; all three detectors read the second to fourth useless and cut the
fifth call, the one name with a (non-matching) Interpol candidate. The one miss is
``classifier``'s: BreezoMeter answering seven Bay Area locations with one sample reading
dated 2026-01-01 (AQI 50, "Moderate air quality") is read useful (0.85-0.86) each time;
``default`` and ``semantic`` catch the repeats from the second call.

Near misses not counted (a run of 2, or k reached only late): ``default`` and ``semantic``
read the two empty ComplyAdvantage searches (``"match_status": "no_match"``, ``"hits": []``)
at the start of ``complyadvantage-ok-1`` useless (1.00), a run of 2 broken by the Zaremba
hit; all three read OFAC's two "Your search has not returned any results." in ``ofac-ok-1``
useless (1.00), a run of 2, and ``default`` / ``classifier`` read the SDN entry text after
them useless too (0.58 / 0.93; ``semantic`` unknown), which at k = 3 on ``ofac_search`` alone
does not count since ``ofac_get_entry`` is another tool. Failing sessions whose dead source
answers several tools in turn (Extensiv's expired token across ``extensiv_list_orders``,
``extensiv_get_inventory`` and ``extensiv_list_receivers``; Accurate's sandbox sample across
``accurate_get_order`` and ``accurate_search_orders``) reach k on one tool only at the sixth
of seven calls, so one call is cut.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout76")
H = "heldout76/"

_NO_MATCH = (
    "OpenSanctions ``/match`` answers the screening of five board members with "
    '``{{"responses": {{"q": {{"status": 200, "results": [], "total": {{"value": 0, …}}}}}}}}`` '
    "for "
    "the first four (no sanctions or PEP match: the answer the task asks for, one per "
    "person); read useless ({how}) at the second to fourth, so the fifth call, Sergei "
    "Lavrik's, which returns the one candidate (an Interpol notice, score 0.78), is cut"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {H + "opensanctions/opensanctions-ok-2": _NO_MATCH.format(how="1.00")},
    "classifier": {H + "opensanctions/opensanctions-ok-2": _NO_MATCH.format(how="0.94")},
    "semantic": {H + "opensanctions/opensanctions-ok-2": _NO_MATCH.format(how="1.00")},
}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {},
    "classifier": {
        H + "breezometer/breezometer-fail-1": "BreezoMeter answers seven different Bay Area "
        'coordinates with one sample reading (``"datetime": "2026-01-01T00:00:00Z"``, '
        '``"aqi": 50``, ``"Moderate air quality"``, ``"dominant_pollutant": "pm25"``), a '
        "default answer months old, the same for San Francisco, Oakland, Sacramento and San "
        "Jose: read useful (0.85-0.86) seven times",
    },
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 1, 77, 152), "classifier": (1, 1, 74, 152), "semantic": (1, 1, 77, 152)}
#: Failing sessions tripped (a call cut), of 22.
TRIPPED = {"default": 22, "classifier": 21, "semantic": 22}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``sterling_get_report_link`` counts: it mints a signed link, but its answer is the report's
#: address the agent asked for. Left out, as arguable: ``shiphero_graphql`` (one tool for
#: queries and mutations; the fixture has both).
READS = (
    "accurate_get_order", "accurate_list_adverse_actions", "accurate_search_orders",
    "ambee_pollen_by_place", "ambee_pollen_forecast", "ambee_pollen_latest",
    "breezometer_air_quality_forecast", "breezometer_current_conditions", "bridger_search",
    "certn_get_application", "certn_list_applications", "certn_search_applicants",
    "complyadvantage_get_search_entities", "complyadvantage_search",
    "creditsafe_company_report", "creditsafe_search_companies", "deposco_get_order",
    "deposco_get_wave", "deposco_get_wave_exceptions", "dnb_cleanse_match", "dnb_data_blocks",
    "dnb_typeahead", "dowjones_get_profile", "dowjones_name_search",
    "equifax_commercial_report", "equifax_commercial_search", "equifax_get_dispute",
    "equifax_list_disputes", "experian_business_facts", "experian_business_scores",
    "experian_business_search", "experian_business_trades", "extensiv_get_inventory",
    "extensiv_get_order", "extensiv_list_orders", "extensiv_list_receivers",
    "fadv_list_packages", "fadv_list_screenings", "goodhire_get_report",
    "goodhire_list_reports", "hireright_get_eta", "hireright_get_order_status",
    "hireright_search_orders", "iqair_city", "iqair_nearest_city", "iqair_nearest_station",
    "kaiterra_device_history", "kaiterra_device_top", "kaiterra_list_devices",
    "logiwa_list_inventory", "logiwa_list_shipment_orders", "novacredit_get_passport",
    "ofac_get_entry", "ofac_search", "opensanctions_entity", "opensanctions_match",
    "plumelabs_flow_sessions", "plumelabs_forecast", "pollencom_extended_forecast",
    "pollencom_forecast", "sanctionsio_search", "shipbob_get_order",
    "shipbob_get_shipment_timeline", "shipbob_list_inventory", "shipbob_list_receiving_orders",
    "shipmonk_get_order", "shipmonk_list_orders", "shipmonk_list_returns",
    "sterling_get_report_link", "sterling_get_screening", "sterling_list_adjudications",
    "sterling_list_disputes", "sterling_list_screenings", "transunion_credit_report",
    "transunion_list_inquiries", "transunion_list_new_accounts",
)  # fmt: skip
ACTIONS = (
    "accurate_create_candidate", "accurate_place_order", "bridger_set_alert_decision",
    "certn_add_note", "complyadvantage_update_search", "creditsafe_add_to_portfolio",
    "deposco_release_wave", "deposco_update_order", "dnb_add_to_monitoring",
    "dowjones_create_case", "equifax_add_dispute_document", "extensiv_confirm_order",
    "fadv_initiate_screening", "goodhire_send_reminder", "kaiterra_create_alert",
    "logiwa_create_note", "novacredit_share_with_lender", "shipbob_create_order",
    "shipmonk_dispose_return", "shipmonk_restock_return", "sterling_create_candidate",
    "sterling_create_screening", "transunion_open_dispute", "transunion_place_fraud_alert",
    "transunion_request_manual_review",
)  # fmt: skip
ARGUABLE = ("shiphero_graphql",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "fadv_initiate_screening": "acts (it sends a screening invitation to an applicant; its "
    'answer is a receipt, ``{"screeningId": "FA-…", "status": "Invited"}``) and is counted; '
    "the three receipts of firstadvantage-ok-1 are read useful, so no run moves",
    "deposco_release_wave": "acts (it releases a pick wave; its answer is "
    "``<response><status>SUCCESS</status><waveNumber>W-…</waveNumber></response>``) and is "
    "counted; the wave is read with deposco_get_wave",
    "transunion_place_fraud_alert": "acts (it places a fraud alert on a credit file; its "
    'answer is ``{"confirmationNumber": "…", "status": "ACCEPTED"}``) and is counted',
    "transunion_open_dispute": "acts (it files a dispute; its answer is "
    '``{"disputeId": "DSP…", "status": "SUBMITTED", …}``) and is counted',
}

FAMILIES = {
    "accurate", "ambee", "breezometer", "bridger", "certn", "complyadvantage", "creditsafe",
    "deposco", "dnb", "dowjones", "equifax", "experian", "extensiv", "firstadvantage",
    "goodhire", "hireright", "iqair", "kaiterra", "logiwa", "novacredit", "ofac",
    "opensanctions", "plumelabs", "pollencom", "sanctionsio", "shipbob", "shiphero",
    "shipmonk", "sterling", "transunion",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 58
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 22
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("opensanctions", "complyadvantage", "creditsafe", "dnb", "iqair", "kaiterra"):
        assert all(json.loads(o) is not None for o in _results(family) if o), family
    assert all(json.loads(o)["status"] in ("success", "fail") for o in _results("iqair"))
    assert all(
        "responses" in json.loads(o) or "detail" in json.loads(o)
        for o in _results("opensanctions")
        if not o.startswith('{"id"')
    )
    assert all(o.startswith("<?xml") or o.startswith("{") for o in _results("hireright")[:4])
    xml = '<?xml version="1.0" encoding="utf-8"?>'
    assert all(o.startswith(xml) or o == "OK" for o in _results("bridger"))
    assert all(o.startswith("<?xml") for o in _results("deposco"))


pytest_generate_tests = parametrize_checks


class TestHeldOut76(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
