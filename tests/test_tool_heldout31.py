"""Thirty-first held-out check of the gates: legal and government records, shipping and
logistics, sports data, real estate and property, localization.

``tests/data/tool_heldout31.jsonl`` (built by ``tests/data/tool_heldout31_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: CourtListener v4 search, clusters and dockets, the PACER Case Locator and its login
page, Federal Register documents, GovInfo collections and summaries, regulations.gov dockets
and a comment submission, EUR-Lex's CELLAR SPARQL endpoint; EasyPost, Shippo, the FedEx,
UPS and DHL tracking APIs and a project44-style freight visibility API; the MLB Stats API,
``nba_api`` through a python tool, football-data.org, Sportradar, the ESPN site API and
Jolpica F1; the RESO Web API, ATTOM, Bridge (Zillow) public records and Zestimates, HUD's
FMR/IL API, Regrid parcels and a county Register of Deeds through a fetch tool; Transifex v3,
Smartling, Weblate, Pontoon's GraphQL, gettext and i18next-parser through a shell tool. 35
succeeded and 20 failed (a source failed silently and the agent kept calling). The fixture
was written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 17 / 16 / 17 of 20,
cutting 57 / 54 / 57 of their 133 calls. The default counting misjudges seven tools of 98: the
three Federal Register reads, ``mlb_schedule`` and Sportradar's two ``*_daily_schedule``
reads are left out (the word 'schedule' reads as an action), and ``smartling_authorize_job``
(an action whose answer is ``{"response":{"code":"SUCCESS","data":null}}``) is counted.

The misses share two kinds. A dead source that answers through several tools in turn:
Sportradar's ``<h1>Developer Inactive</h1>`` (a deactivated key) is read useless (0.99-1.00)
by every gate at every call, but the agent spreads six calls over four tools (one of them the
uncounted ``sportradar_nba_daily_schedule``), so no tool reaches 3. And a well-formed answer
that says nothing: ATTOM's ``{"status":{…"code":1,"msg":"SuccessWithoutResult","total":0…},
"property":[]}`` for seven addresses of properties the user owns (read useful, 0.20 / 0.35 /
0.39), and CELLAR's ``Virtuoso S1T00 Error SR171: Transaction timed out`` followed by the
query echoed back (read useful 0.20-0.44 by ``default``, unknown or useful by the others),
which no gate takes for a failure. ``classifier`` also reads ESPN's stale scoreboard (March 2's
two finals answered for every date from March 5 to 9) useful (0.73-0.79) at every call.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): all three gates read the two empty CourtListener searches of ``courtlistener-ok-2``
(``{"count":0,"next":null,"previous":null,"results":[]}``, the 'nobody has cited it' the task
asks for) useless (1.00), a run of 2 at the session's last call; the empty citing-opinions
list, MLB's empty ``"transactions": []`` for Bo Naylor (the 'not on the injured list' asked
for), Weblate's empty ``state:<translated`` search and Smartling's authorization receipt are
each read useless (0.96-1.00) once. Repeated polls (a USPS tracker still ``pre_transit``, UPS
``Out For Delivery Today`` twice, an MLB linescore unchanged, Shippo ``QUEUED`` twice) are
read useful.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout31")
H = "heldout31/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_ATTOM = (
    'ATTOM answers seven lookups of the user\'s own Austin rentals with ``{{"status":'
    '{{"version":"1.0.0","code":1,"msg":"SuccessWithoutResult","total":0,…}},"property":[]}}``'
    " (the account's plan or environment returns nothing for any address): read useful "
    "({score}) every time"
)
_VIRTUOSO = (
    "CELLAR answers seven different SPARQL queries with ``Virtuoso S1T00 Error SR171: "
    "Transaction timed out`` and the query echoed back (the endpoint is overloaded): read "
    "{how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "attom/attom-fail-1": _ATTOM.format(score="0.20"),
        H + "cellar-sparql/cellar-sparql-fail-1": _VIRTUOSO.format(how="useful (0.20-0.44)"),
    },
    "classifier": {
        H + "attom/attom-fail-1": _ATTOM.format(score="0.35"),
        H + "cellar-sparql/cellar-sparql-fail-1": _VIRTUOSO.format(
            how="unknown (0.50) five times and useful (0.86) twice"
        ),
        H + "espn/espn-fail-1": "a caching wrapper answers every date from March 5 to 9 with "
        'March 2\'s scoreboard (``"day":{"date":"2025-03-02"}``, Warriors at 76ers 99-126, '
        "Timberwolves at Bucks 116-111): read useful (0.73-0.79) seven times",
    },
    "semantic": {
        H + "attom/attom-fail-1": _ATTOM.format(score="0.39"),
        H + "cellar-sparql/cellar-sparql-fail-1": _VIRTUOSO.format(how="unknown (0.50) every time"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 60, 133), "classifier": (0, 0, 57, 133), "semantic": (0, 0, 60, 133)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 17, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Polls of a job, a tracker or a live game count: each answer is what the agent waits to
#: learn. ``python``, ``shell`` and ``browser_fetch`` count (their output is what was asked).
#: Left out, as arguable: ``easypost_create_shipment`` and ``shippo_create_shipment`` (they
#: create a shipment object, but their answer is the rate quote the agent reads and chooses
#: from).
READS = (
    "attom_avm", "attom_property_detail", "attom_sale_history", "bridge_pub_parcels",
    "bridge_pub_transactions", "bridge_zestimates", "browser_fetch",
    "courtlistener_citing_opinions", "courtlistener_docket_entries", "courtlistener_get_cluster",
    "courtlistener_get_docket", "courtlistener_search", "dhl_track_shipment",
    "easypost_retrieve_tracker", "easypost_verify_address", "espn_game_summary",
    "espn_scoreboard", "eurlex_sparql", "federal_register_document",
    "federal_register_public_inspection", "federal_register_search", "fedex_track_by_numbers",
    "football_data_competition_matches", "football_data_scorers", "football_data_standings",
    "football_data_team_matches", "govinfo_collection", "govinfo_package_granules",
    "govinfo_package_summary", "govinfo_search", "hud_fmr_data", "hud_il_data",
    "hud_il_statedata", "hud_list_counties", "jolpica_driver_results", "jolpica_qualifying",
    "mlb_game_decisions", "mlb_game_feed", "mlb_people_search", "mlb_person_stats",
    "mlb_schedule", "mlb_transactions", "p44_get_shipment_statuses", "p44_search_shipments",
    "pcl_case_search", "pcl_party_search", "pontoon_graphql", "python",
    "regrid_parcels_by_address", "regrid_parcels_by_owner", "regrid_parcels_by_point",
    "regrid_parcels_search", "regulations_search_comments", "regulations_search_dockets",
    "regulations_search_documents", "reso_query", "shell", "shippo_get_transaction",
    "smartling_get_job", "smartling_get_process", "smartling_list_files", "smartling_list_jobs",
    "smartling_search_jobs", "sportradar_nba_daily_schedule", "sportradar_nba_injuries",
    "sportradar_nba_league_hierarchy", "sportradar_nba_team_profile",
    "sportradar_nhl_daily_schedule", "sportradar_nhl_game_pbp_goals",
    "sportradar_nhl_game_summary", "transifex_get_upload", "transifex_list_resources",
    "transifex_resource_language_stats", "transifex_resource_strings",
    "transifex_resource_translations", "ups_proof_of_delivery", "ups_track",
    "weblate_component_translations", "weblate_lock_status", "weblate_translation_statistics",
    "weblate_units",
)  # fmt: skip
ACTIONS = (
    "easypost_buy_shipment", "p44_create_tracked_shipment", "regulations_create_submission_key",
    "regulations_post_comment", "reso_update", "shippo_create_order_note",
    "shippo_create_transaction", "slack_post_message", "smartling_add_file_to_job",
    "smartling_authorize_job", "smartling_create_job", "smartling_upload_file",
    "transifex_upload_translation", "weblate_lock_component",
)  # fmt: skip
ARGUABLE = ("easypost_create_shipment", "shippo_create_shipment")

_FR = "reads (Federal Register {what}) but is not counted"

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "federal_register_search": _FR.format(what="documents.json search pages"),
    "federal_register_document": _FR.format(what="one document's fields"),
    "federal_register_public_inspection": _FR.format(what="the public-inspection list"),
}

FAMILIES = {
    "attom", "bridge", "cellar-sparql", "courtlistener", "dhl-track", "easypost", "espn",
    "fedex-track", "fedreg", "football-data", "gettext", "govinfo", "hud-fmr",
    "i18next-parser", "jolpica", "mlb-stats", "nba-api", "p44", "pacer-pcl", "pontoon",
    "recorder", "regrid", "regsgov", "reso", "shippo", "smartling", "sportradar", "transifex",
    "ups-track", "weblate",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("courtlistener", "govinfo", "regsgov", "easypost", "fedex-track", "attom"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(json.loads(o)["response"]["code"] for o in _results("smartling"))
    assert all("MRData" in json.loads(o) for o in _results("jolpica"))
    assert all(
        o.startswith("Virtuoso S1T00") or "bindings" in json.loads(o)["results"]
        for o in _results("cellar-sparql")
    )
    assert all(o.startswith("Buncombe County Register of Deeds") for o in _results("recorder")[:4])


pytest_generate_tests = parametrize_checks


class TestHeldOut31(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
