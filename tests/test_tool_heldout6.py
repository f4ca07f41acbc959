"""Sixth held-out check of the gates: science, travel, finance, dev platforms, wrappers.

``tests/data/tool_heldout6.jsonl`` (built by ``tests/data/tool_heldout6_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
NCBI BLAST, PubChem and UniProt, a FHIR server, ClinicalTrials.gov and openFDA; Nominatim and
Overpass, a flight-status API, Hotelbeds and Booking.com hotel searches, Transitland
departures; Plaid, QuickBooks and Xero, ECB rates from Frankfurter, Binance's order book, eBay
and Shippo; Vercel, Cloudflare, Maven, LaTeX, Bitbucket with Gradle, Azure DevOps, the
Kubernetes MCP server, Rollbar, Honeycomb, pip-audit and npm audit; Anthropic's computer-use
tool, Appium and screen OCR; CourtListener, Workday, Google Ads, Meta Ads, Mailchimp and
Zapier NLA; and the LangGraph (``content_and_artifact``), Semantic Kernel (``Plugin-function``,
``str(FunctionResult)``), DSPy ReAct (``Observation n: [1] «…»``), AutoGPT (``Command …
returned:``) and MCP ``resources/read`` wrappers. 36 succeeded and 20 failed (a source failed
silently and the agent kept calling). The fixture was written without reading the detectors,
the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 3 / 5 / 6 of 36 (each stop withholds evidence); failing
sessions tripped 13 / 10 / 13 of 20, cutting 33 / 28 / 36 of their 120 calls.

What the first measurement misread, and how it is read now (so these counts are no longer
held-out figures): BLAST's ``Status=WAITING`` polled three times (a job still running is a
poll's answer now, no verdict: ``bio-ok-1``); the computer-use tool's ``Screenshot taken
[image/png, 1280x800]``, "Clicked at (96, 214)", "Typed 13 characters" (an image's placeholder
and a UI action's report are receipts: ``cu-ok-1``; Appium's "Tapped element …" too:
``mobile-ok-1``); DSPy's ``Observation 3:`` before the same passages (read past now, so they
repeat: ``dspy-fail-1``); Honeycomb's ``{"id": …, "complete": true, "data": {"series": [],
"results": []}, "links": …}`` (an empty result inside an envelope: ``obs-fail-1``); Overpass's
``{"version": 0.6, …, "elements": [], "remark": "runtime error: Query timed out …"}`` (an empty
collection whose remark is a failure message, an error: ``osm-fail-1``, read after the fixtures
7 and 8 were commissioned); Semantic Kernel's ``""`` for six stock lookups (a gate reads an empty
text from a tool whose name says it retrieves as an empty result: ``sk-fail-1``, every detector).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reads two of the four pip-audit answers ("No known vulnerabilities found",
the second and third) useless, and the second Vercel ``"readyState":"BUILDING"`` and the
``ERROR`` after it; ``classifier`` reads the two Overpass pharmacy answers useless;
``semantic`` reads all three npm answers in ``audit-ok-1`` useless (the audit report, the
fix's "found 0 vulnerabilities", the re-audit's), reaching 3 at the last call, and two in a
row of the Booking.com result pages, the Overpass pharmacy answers, the Gradle builds, the
AutoGPT page summaries and the CourtListener opinions. ``default`` reads ``fhir-fail-1``'s first
``OperationOutcome`` ("Access token expired at 2025-03-05T09:00:00Z …") useful (0.20), so
only the last search is cut.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout6")
H = "heldout6/"

_EMPTY_BUNDLES = (
    'three empty FHIR searchsets (``{"resourceType":"Bundle",…,"type":"searchset","total":0,'
    '"link":[{"relation":"self","url":"…/AllergyIntolerance?patient=pt-77121&…"}]}``, then '
    "MedicationRequest and Condition) for the patient registered yesterday are read useless "
    "(1.00); each answers its own question ('none recorded', which the task expects), yet the "
    "gate trips at the third and blocks pt-77122's three searches"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {
        H + "fhir/fhir-ok-2": _EMPTY_BUNDLES,
    },
    "classifier": {},
    "semantic": {
        H + "fhir/fhir-ok-2": _EMPTY_BUNDLES,
    },
}

_HOTELS = (
    "Hotelbeds answers the Porto, Madrid and Seville searches for 12-14 May with the same "
    'Lisbon availability (``"destinationCode":"LIS","destinationName":"Lisboa"``, '
    '``"checkIn":"2025-06-01"``), {how}'
)
_GERMAN = (
    "eBay US answers four searches for Cherry MX Brown keyboards with German listings about "
    'other things in EUR ("Braun Series 7 70-N1200s Elektrischer Rasierer Herren", '
    '"Kirschkern Wärmekissen Nackenkissen", "Tastatur-Reinigungsknete 3er Pack", "Herren '
    'Winterschuhe braun"): read {how}'
)
_COURT = (
    "CourtListener answers four differently worded searches on Texas physician non-competes "
    'with the same unrelated page (``"count":4812331``, "In re Marriage of Delgado" '
    '(California Court of Appeal), "United States v. Harlan Reyes" (Fifth Circuit)): {how}'
)
_FX = (
    'Frankfurter answers seven 2024 month-end dates with ``{{"amount":1.0,"base":"EUR",'
    '"date":"2025-03-06","rates":{{"GBP":0.83617}}}}``, today\'s rate, not the date asked: '
    "read {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "travel/travel-fail-1": _HOTELS.replace(
            "{how}",
            "the first read useful (0.20) though it is for the wrong city and dates; the "
            "repeats are useless, so the run reaches 3 only at the last call",
        ),
        H + "commerce/commerce-fail-1": _GERMAN.replace("{how}", "useful (0.20) four times"),
        H + "legal/legal-fail-1": _COURT.replace(
            "{how}", "the first read useful (0.20), the repeats useless: 3 only at the last call"
        ),
    },
    "classifier": {
        H + "travel/travel-fail-1": _HOTELS.replace("{how}", "read unknown (0.50) four times"),
        H + "markets/markets-fail-1": _FX.format(how="useful (0.80) seven times"),
        H + "commerce/commerce-fail-1": _GERMAN.replace(
            "{how}", "useful (0.71-0.73) but for the last"
        ),
        H + "ci-builds/ci-fail-1": "a lapsed token gets Azure DevOps' sign-in page "
        '(``<!DOCTYPE html>\\n<html lang="en-US">\\n<head><title>Azure DevOps Services | '
        "Sign In</title>…``) for every call; read useless (0.87) but for the third "
        "azdo_list_runs (useful, 0.85, the same page), so the run never reaches 3",
        H + "kubernetes-mcp/k8s-fail-1": '"failed to list pods in namespace payments: Get '
        '\\"https://10.20.0.1:443/api/v1/namespaces/payments/pods\\": dial tcp '
        '10.20.0.1:443: i/o timeout" (the cluster is unreachable) is read useful (0.81-0.86) '
        "every time",
        H + "legal/legal-fail-1": _COURT.replace("{how}", "read unknown (0.50) four times"),
        H + "mcp-resources/mcp-fail-1": "the MCP server answers every runbook URI with its "
        'README (``{"contents":[{"uri":"file:///srv/mcp-docs/README.md","mimeType":'
        '"text/markdown","text":"# acme-docs MCP server\\n\\nServes the engineering docs as '
        'resources. …"}]}``, the URI not the one asked): read useful (0.63-0.76) six times',
    },
    "semantic": {
        H + "travel/travel-fail-1": _HOTELS.replace("{how}", "read unknown (0.50) four times"),
        H + "commerce/commerce-fail-1": _GERMAN.replace("{how}", "unknown (0.50) but for the last"),
        H + "legal/legal-fail-1": _COURT.replace("{how}", "read unknown (0.50) four times"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
#: When the fixture was written: default (3, 3, 33, 120), classifier (5, 5, 28, 120), semantic
#: (6, 6, 36, 120); failing sessions tripped 13, 10 and 13 (see the module's docstring).
COUNTS = {"default": (1, 1, 41, 120), "classifier": (0, 0, 32, 120), "semantic": (1, 1, 41, 120)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 17, "classifier": 13, "semantic": 17}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute or build count: their output (a build log, a compile log, an audit) is
#: what the agent asked to learn; so does ``npm``, whose role depends on the call. Left out,
#: as arguable: Anthropic's ``computer`` (a screenshot or zoom reads the screen, a click or
#: keystroke acts) and ``shippo_create_shipment`` (creates a shipment object, but its answer
#: is the rate quote the agent asked for).
READS = (
    "Google Sheets: Lookup Spreadsheet Row", "InventoryPlugin-get_stock_level",
    "ListMcpResourcesTool", "OrdersPlugin-get_order", "ReadMcpResourceTool", "Search",
    "appium_get_page_source", "azdo_get_build_log", "azdo_list_pipelines", "azdo_list_runs",
    "bibtex", "bitbucket_get_pipeline", "bitbucket_get_step_log", "bitbucket_list_pipelines",
    "bitbucket_list_steps", "blast_check_status", "blast_get_results",
    "booking_search_hotels", "browse_website", "cloudflare_firewall_events",
    "cloudflare_list_dns_records", "cloudflare_list_zones", "courtlistener_get_opinion",
    "courtlistener_search", "ctgov_get_study", "ctgov_search_studies", "ebay_get_item",
    "ebay_search", "events_list", "execute_python_file", "fhir_read", "fhir_search",
    "flight_status", "fx_rate", "google_ads_search", "honeycomb_get_query_result",
    "honeycomb_run_query", "hotel_availability", "latex_compile", "mailchimp_campaign_report",
    "maven", "meta_ads_insights", "nominatim_search", "npm", "ocr_screen", "openfda_query",
    "orderbook_depth", "overpass_query", "pip_audit", "plaid_accounts_balance",
    "plaid_transactions_sync", "pods_get", "pods_list", "pods_list_in_namespace", "pods_log",
    "pubchem_compound_properties", "qbo_report", "read_file", "resources_get", "retrieve",
    "rollbar_get_item", "rollbar_list_items", "rollbar_list_occurrences", "run_gradle",
    "search_stops", "stop_arrivals", "stop_departures", "uniprot_get_entry",
    "vercel_get_build_logs", "vercel_get_deployment", "web_search",
    "workday_get_time_off_balances", "workday_get_worker", "workday_list_direct_reports",
    "xero_get_invoices", "xero_get_report",
)  # fmt: skip
ACTIONS = (
    "InventoryPlugin-reserve_stock", "OrdersPlugin-release_hold",
    "OrdersPlugin-set_order_status", "Slack: Send Channel Message", "Trello: Create Card",
    "appium_send_keys", "appium_swipe", "appium_tap", "bitbucket_run_pipeline",
    "blast_submit", "cloudflare_create_dns_record", "cloudflare_delete_dns_record",
    "cloudflare_purge_cache", "edit_file", "git_commit_and_push", "rollbar_update_item",
    "shippo_purchase_label", "vercel_create_deployment", "workday_request_time_off",
    "write_to_file",
)  # fmt: skip
ARGUABLE = ("computer", "shippo_create_shipment")

_ACTED = "acts (its answer is a receipt: {what}) and is counted; {read}"
#: Tools the default counting misjudges, with why.
#: When the fixture was written ``cloudflare_purge_cache`` was counted too; ``purge`` acts since.
MISCOUNTED = {
    "stop_departures": 'Transitland\'s departures at a stop (``{"stops":[{"stop_id":'
    '"8576193","stop_name":"Zürich, Stadelhofen","departures":[…]}]}``) are the answer to '
    "the trip question, but the tool is not counted",
    "stop_arrivals": "Transitland's arrivals at a stop (the 69 bus reaching ETH Hönggerberg at "
    "08:33, 08:38, 08:41) are read, but the tool is not counted",
    "OrdersPlugin-release_hold": _ACTED.format(
        what='Semantic Kernel\'s ``"True"``', read="the order is read with OrdersPlugin-get_order"
    ),
    "appium_tap": _ACTED.format(
        what='"Tapped element com.shopnow.app:id/size_42"',
        read="the screen is read with appium_get_page_source",
    ),
    "appium_swipe": _ACTED.format(
        what='"Swiped from (540, 1800) to (540, 600)"', read="the screen is read with ocr_screen"
    ),
    "bitbucket_run_pipeline": _ACTED.format(
        what='``{"uuid": …, "build_number": 413, "state": {"name": "PENDING"}}``',
        read="the result is read with bitbucket_get_pipeline",
    ),
}

FAMILIES = {
    "ads", "audit", "autogpt", "banking", "bio", "ci-builds", "clinical-trials", "commerce",
    "computer-use", "deploy", "dspy", "fhir", "hr", "kubernetes-mcp", "langgraph", "legal",
    "markets", "mcp-resources", "mobile", "observability", "osm", "semantic-kernel", "transit",
    "travel", "zapier",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def test_wrapper_formats() -> None:
    """The harness wrappers hand the model their own strings, as the build script says."""
    by_family: dict[str, list[str]] = {}
    for e in FIX.episodes():
        by_family.setdefault(e.id.split("/")[1], []).extend(s.observation for s in e.steps)
    assert all(o.startswith("Command ") and " returned: " in o for o in by_family["autogpt"])
    assert all(o.startswith("Observation ") and "«" in o for o in by_family["dspy"])
    assert all(o.startswith("Source: {'source': ") for o in by_family["langgraph"])
    resources = [o for o in by_family["mcp-resources"] if o.startswith('{"contents":')]
    assert any('"blob":' in o for o in resources) and any('"text":' in o for o in resources)
    sk_tools = {s.action for e in FIX.episodes() if "semantic-kernel" in e.id for s in e.steps}
    assert all("Plugin-" in t for t in sk_tools)


pytest_generate_tests = parametrize_checks


class TestHeldOut6(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
