"""Twelfth held-out check of the gates: assistant platforms' retrieval, consumer APIs, public
records, science lookups and voice/chat back-office tools.

``tests/data/tool_heldout12.jsonl`` (built by ``tests/data/tool_heldout12_build.py``) holds 58
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
the Responses API's ``file_search_call`` and the Assistants ``code_interpreter`` run step,
Vertex AI Search, Azure AI Search, Kendra ``Retrieve`` and Amazon Q Business, Glean, Claude's
``web_search_tool_result`` blocks and Gemini ``FunctionResponse`` parts; Amazon PA-API, Etsy and
Walmart searches, DoorDash Drive and Uber status polling, MusicBrainz, Last.fm and Discogs,
Lichess and Stockfish's UCI output, Philips Hue and SmartThings, Strava and Fitbit; SEC EDGAR
full-text search and filing indexes, FRED, the Census Data API, Companies House, GLEIF and
OpenCorporates, EUR-Lex, a tax calculator and the IRS exempt-organisation lookup; RxNav, ICD-10-CM
(NLM Clinical Tables) and SNOMED CT (Snowstorm), USGS earthquakes, JPL Horizons, NASA NeoWs and
APOD, GBIF and iNaturalist; Vapi and Retell call logs, Telnyx SMS, Calendly and Cal.com
availability, Front's paginated conversation queue and Help Scout Docs. 37 succeeded and 21
failed (a source failed silently and the agent kept calling). The fixture was written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3, before any reading changed: successful
sessions stopped by ``default`` / ``classifier`` / ``semantic``: 0 / 0 / 3 of 37 (each of
``semantic``'s stops withholds evidence); failing sessions tripped 16 / 11 / 11 of 21, cutting
24 / 21 / 22 of their 109 calls. Of the fixture's 94 tools, 82 read, 11 act and one is
arguable; the default counting misjudges 3 of the 93 (three actions counted, no read left out).

Where all three detectors miss together: four identical container-expired errors from the
code interpreter and five of Claude's ``max_uses_exceeded`` error blocks are never read useless
(``unknown`` or useful), and ``file_search`` handing back the same two chunks for five
different questions is never read as nothing new (the call ``id``, the query and the scores
change around them).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): every detector reads EUR-Lex's three search answers in ``eurlex-ok-1`` useless (the GDPR
hit, the ``<numhits>0</numhits>`` that answers "no regulation has amended the DSA", the
delegated act), reaching 3 at the last call; ``classifier`` and ``semantic`` read RxNav's three
NDC property lists useless (0.94-1.00), reaching 3 at the last call, and two in a row of the
EUR-Lex articles and of the Horizons ``Multiple major-bodies match string "IO*"`` answer then
Io's table; ``semantic`` reads the three Kendra passages of ``aws-ok-1`` and Retell's three
polls of a live call (the transcript growing each time, then ``call_analysis``) useless, each
reaching 3 at the last call, and two in a row of Glean's ledger searches and of its document
reads. ``default`` reads single results of successful sessions useless, none in a run that
trips: answers the task asks for (Last.fm's "The artist you supplied could not be found" for
the misspelt name, Lichess' ``{"error":"Not found"}``, Strava's ``[]`` past the last page, the
Census "error: unknown variable 'B19013_01E'", the IRS lookup's "No results found for EIN
88-1234567", Telnyx's ``delivery_failed`` for a landline), GBIF's year facets (``"results":[]``
beside ``"facets"``), and new data: FRED's FEDFUNDS observations after UNRATE and CPI (1.00),
Stockfish's analysis of a second position (1.00), Companies House's officer list (0.86), Help
Scout's 2FA articles (0.56) and then its second empty search (1.00, a run of 2).

Read since, so the counts below are no longer held-out figures: an ``error_code`` (or
``errorCode``) other than ``0``/``OK`` is an error object, unless it sits beside an identity in
a record of data (a declined transaction's code), and a ``tool_use_id`` or ``tool_call_id``
is a wrapper's metadata, so Claude's ``web_search_tool_result`` is read as the results or the
error inside it (``cws-fail-1``'s ``max_uses_exceeded`` now trips every detector).
``activate`` and ``request`` act since, so ``hue_activate_scene`` and ``uber_request_ride``
are no longer counted.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout12")
H = "heldout12/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_FROZEN = (
    "DoorDash answers six polls with the same frozen delivery "
    '(``"delivery_status":"enroute_to_dropoff"``, ``"updated_at":"2025-03-09T12:31:07Z"``, '
    '``"dropoff_time_estimated":"2025-03-09T12:38:00Z"``, long past when the agent polls): '
    "read {how}"
)
_INAT = (
    'iNaturalist answers pages 1 to 5 with page 1 (``"total_results":143,"page":1,'
    '"per_page":3`` and the same three frog observations): read useful ({score}) five times'
)
_TAX = (
    "the tax calculator answers five different households with the first one's result "
    '(``"filing_status": "single", "gross_income": 85000, … "federal_income_tax": 10541.0``), '
    "whatever status and income were asked: read {how}"
)
_FRONT = (
    "Front answers every ``page_token`` with the first page again (the same three "
    'conversations and the same ``"next": "…page_token=eyJvIjozfQ"``): read {how}'
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {},
    "classifier": {
        H + "delivery/dd-fail-1": _FROZEN.format(how="useful (0.23-0.24) every time"),
        H + "glean/glean-fail-1": "Glean answers five queries about the 2025 OKRs with the "
        'same two 2023 documents ("2023 Company OKRs (archived)", "All-hands notes, August '
        '2023"): read useful (0.71-0.87) for the first four and useless only at the fifth',
        H + "biodiversity/inat-fail-1": _INAT.format(score="0.25"),
        H + "tax/tax-fail-1": _TAX.format(how="useful (0.50-0.53) five times"),
        H + "tickets/front-fail-1": _FRONT.format(how="useful (0.60-0.61) five times"),
    },
    "semantic": {
        H + "biodiversity/inat-fail-1": _INAT.format(score="0.82-0.94"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 32, 109), "classifier": (0, 0, 25, 109), "semantic": (0, 0, 30, 109)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 21, "classifier": 16, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute count as reads (``code_interpreter``, ``stockfish_analyse``,
#: ``tax_calculate_federal``): their output is what the agent asked to learn. Left out, as
#: arguable: ``doordash_create_quote`` (creates a quote object, but its answer is the fee and
#: the times the agent asked for).
READS = (
    "amazon_get_items", "amazon_search_items", "azure_ai_search", "cal_get_booking",
    "cal_get_slots", "calendly_available_times", "calendly_list_event_types",
    "calendly_list_scheduled_events", "census_get_variable", "census_query", "check_inventory",
    "code_interpreter", "companies_house_get_officers", "companies_house_get_psc",
    "companies_house_search", "discogs_marketplace_stats", "discogs_search",
    "doordash_get_delivery", "edgar_fetch_document", "edgar_full_text_search",
    "edgar_get_filing_index", "etsy_find_listings", "eurlex_get_document", "eurlex_search",
    "file_search", "fitbit_get_heart_rate", "fitbit_get_sleep_log", "fred_series_observations",
    "fred_series_search", "front_list_conversation_messages", "front_list_conversations",
    "front_search_conversations", "gbif_occurrence_search", "gbif_species_match", "get_price",
    "glean_read_document", "glean_search", "gleif_lei_search", "helpscout_docs_get_article",
    "helpscout_docs_search", "horizons_ephemeris", "hue_get_groups", "hue_get_lights",
    "hue_get_scenes", "icd10cm_search", "inaturalist_observations", "irs_eo_lookup",
    "kendra_retrieve", "lastfm_artist_get_info", "lastfm_artist_get_top_tracks",
    "lichess_cloud_eval", "lichess_export_game", "musicbrainz_browse_release_groups",
    "nasa_apod", "nasa_neo_lookup", "nasa_neows_feed", "opencorporates_search",
    "qbusiness_search_relevant_content", "retell_get_call", "rxnav_approximate_term",
    "rxnav_find_rxcui", "rxnav_get_related", "rxnav_interaction_list", "rxnav_ndc_properties",
    "smartthings_get_device_status", "smartthings_list_devices", "snomed_search",
    "stockfish_analyse", "strava_list_activities", "tax_calculate_federal", "telnyx_get_message",
    "uber_get_estimate", "uber_get_receipt", "uber_get_request", "usgs_earthquake_count",
    "usgs_earthquake_query", "usgs_event_detail", "vapi_get_call", "vapi_list_calls",
    "vertex_ai_search", "walmart_search", "web_search",
)  # fmt: skip
ACTIONS = (
    "cal_create_booking", "doordash_accept_quote", "front_add_conversation_tag",
    "hue_activate_scene", "hue_set_light_state", "reserve_item", "retell_create_phone_call",
    "smartthings_execute_command", "strava_update_activity", "telnyx_send_message",
    "uber_request_ride",
)  # fmt: skip
ARGUABLE = ("doordash_create_quote",)

_ACTED = "acts (its answer is a receipt: {what}) and is counted; {read}"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "smartthings_execute_command": _ACTED.format(
        what='``{"results":[{"id":"7a4f0c2e-…","status":"ACCEPTED"}]}``',
        read="the lock's state is read with smartthings_get_device_status",
    ),
}

FAMILIES = {
    "aws-retrieval", "azure-search", "biodiversity", "census", "chess", "claude-web-search",
    "companies", "delivery", "edgar", "eurlex", "fitness", "fred", "gemini", "glean",
    "horizons", "kb", "medical-codes", "music", "nasa", "openai-assistants", "rxnav",
    "scheduling", "shopping", "smarthome", "sms", "tax", "tickets", "usgs", "vertex-search",
    "voice-calls",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 58
    assert len(FIX.ids(True)) == 37 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if f"/{family}/" in e.id for s in e.steps]


def test_formats() -> None:
    """The results are in the formats the build script says the services return."""
    fs = [json.loads(o) for o in _results("openai-assistants") if '"file_search_call"' in o]
    assert fs and all({"queries", "results"} <= set(o) for o in fs)
    blocks = [json.loads(o) for o in _results("claude-web-search")]
    assert all(b["type"] == "web_search_tool_result" for b in blocks)
    assert any(isinstance(b["content"], dict) for b in blocks)  # the error block
    horizons = [json.loads(o)["result"] for o in _results("horizons")]
    assert sum("$$SOE" in r and "$$EOE" in r for r in horizons) >= 8
    uci = [o for o in _results("chess") if o.startswith("info ")]
    assert uci and all(o.splitlines()[-1].startswith("bestmove ") for o in uci)
    census = [json.loads(o) for o in _results("census") if o.startswith("[[")]
    assert census and all(isinstance(r, list) and r[0][0] == "NAME" for r in census)
    icd = [json.loads(o) for o in _results("medical-codes") if o.startswith("[")]
    assert icd and all(len(r) == 4 and r[2] is None for r in icd)
    quakes = [json.loads(o) for o in _results("usgs") if '"FeatureCollection"' in o]
    assert quakes and all(q["metadata"]["count"] == len(q["features"]) for q in quakes)
    assert "" in _results("tickets")  # Front's 204 No Content to a tag


pytest_generate_tests = parametrize_checks


class TestHeldOut12(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
