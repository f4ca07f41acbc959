"""Ninth held-out check of the gates: hosted search, open science data, answer engines,
generation jobs, property, jobs and booking APIs.

``tests/data/tool_heldout9.jsonl`` (built by ``tests/data/tool_heldout9_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
Algolia, Typesense, Meilisearch and Solr, LangChain's requests toolkit over an internal REST
API; Ensembl, NCBI Entrez, RDKit, SIMBAD and the NASA Exoplanet Archive, NOAA's climate data,
the Copernicus CDS job queue, the World Bank, Eurostat, CKAN, USDA FoodData Central,
Spoonacular, PatentsView and Google Patents; Perplexity's Sonar, OpenAI's hosted web search,
Gemini's grounding metadata, an ``ask_expert`` sub-agent and a RAG bot over Slack; DALL-E,
AUTOMATIC1111, Replicate and Runway predictions, ElevenLabs and a Suno-style music API; a
Zillow-style property search, Adzuna and Greenhouse, The Odds API, a car-rental aggregator and
OpenTable-style availability. 36 succeeded and 20 failed (a source failed silently and the
agent kept calling). The fixture was written without reading the detectors, the shape
readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3, before any change to the code: successful
sessions stopped by ``default`` / ``classifier`` / ``semantic``: 1 / 1 / 6 of 36 (withholding
evidence in 0 / 0 / 5); failing sessions tripped 16 / 12 / 15 of 20, cutting 31 / 26 / 33 of
their 115 calls; the default counting misjudges 2 of the 66 tools (four more are left open).

Near misses not counted (a run of 2, or 3 reached only at a session's last call, so no call
is cut): ``default`` reads the two ``"nbHits":0`` answers in a row of ``algolia-ok-2``
useless, the two Ensembl "No valid lookup found for symbol …" answers (FAM123B, C11orf30: the
outdated symbols the task asks to flag), a Copernicus job status polled twice unchanged
(``"status": "accepted"``, then ``"running"``), two Replicate ``"status":"processing"`` polls
whose logs grew by five steps, the first two Perplexity answers (0.58) and The Odds API's
``[]`` for MLB and NFL (no game tonight, the answer asked for); ``classifier`` reads the first
two CKAN and Adzuna result pages useless (0.88-0.89), two of the Entrez counts (0.95), the two
Ensembl lookups that fail (0.87), NOAA's ``{}`` for the closed Brooklyn station twice and
The Odds API's two ``[]``; ``semantic`` reads all three Perplexity answers, all three
``ask_expert`` answers and three of the four Slack bot's answers useless (0.99-1.00), so each
reaches 3 at its last call, and two in a row (the unknowns between them leave the run) of the
PatentsView pages, RDKit's two parse errors, the Spoonacular searches, the Ensembl lookups,
NOAA's ``{}`` and The Odds API's ``[]``.

Read since, so the counts below are no longer held-out figures: a field whose name ends in
``Header``, ``metadata`` or ``params`` is an envelope's metadata, so Solr's ``{"responseHeader":
…, "response": {"numFound": 0, …, "docs": []}}`` is an empty result (``solr-fail-1``); a plain
text that opens by saying it found nothing or has no access ("I'm sorry, but I don't have
information about …", "I'm unable to provide details on …") and offers nothing after is an
empty result (``perplexity-fail-1``). Now ``default`` / ``semantic`` cut calls in 18 / 17 of 20.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout9")
H = "heldout9/"

_DELETED = (
    'FastAPI\'s ``{"detail":"Not Found"}`` for each promo code just deleted (the confirmation '
    'the task asks for), then ``{"items":[],"total":0,"page":1}`` for the campaign, is read '
    "useless (1.00): the gate trips at the third check and blocks the fourth and the final "
    "listing; each 404 answers its own question (the code is gone), nothing had failed"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {H + "openapi/openapi-ok-2": _DELETED},
    "classifier": {H + "openapi/openapi-ok-2": _DELETED},
    "semantic": {
        H + "openapi/openapi-ok-2": _DELETED,
    },
}

_SOLR = (
    'Solr\'s ``{"responseHeader": {"status": 0, …}, "response": {"numFound": 0, "start": 0, '
    '"numFoundExact": true, "docs": []}}`` (indented) for six queries, ``q=*:*`` among them '
    "(the core is empty), is read {how}"
)
_SONAR = (
    "Perplexity answers five questions on the ECB's April 2025 meeting without searching "
    "(\"I'm sorry, but I don't have information about the European Central Bank's decision "
    "on April 17, 2025. My knowledge is current up to October 2023, and I can't browse the "
    'internet …", no citations): read {how}'
)
_POLICY = (
    "openai-python's ``Error code: 400 - {'error': {'code': 'content_policy_violation', "
    "'message': 'Your request was rejected as a result of our safety system. …', 'param': "
    "None, 'type': 'invalid_request_error'}}`` for five harmless prompts is read unknown "
    "(0.50) every time: an error with no verdict"
)


def _how(template: str, how: str) -> str:
    return template.replace("{how}", how)


#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "image-gen/image-gen-fail-1": _POLICY,
        H + "jobs/jobs-fail-1": "Adzuna answers searches near Leeds, Sheffield, York, Bradford "
        'and Hull with London postings (``"location":{…"display_name":"London, UK","area":'
        '["UK","London"]}``): read useful (0.49) five times',
    },
    "classifier": {
        H + "algolia/algolia-fail-1": "a stale three-record index answers six invoice-export "
        'queries with the same account articles (``"title":"Resetting your password"``, '
        '"Turning on two-factor authentication", "Changing the email on your account", each '
        '``"matchLevel":"none"``): read useful (0.80-0.86) but for the fourth and fifth '
        "(0.89, 0.90), so the run stops at 2",
        H + "solr/solr-fail-1": _how(_SOLR, "useful (0.69-0.81), then unknown (0.50)"),
        H + "cds/cds-fail-1": '"403 Client Error: Forbidden for url: https://cds.climate.'
        "copernicus.eu/api/retrieve/v1/processes/reanalysis-era5-land/execution\\nrequired "
        'licences not accepted …" is read useless (0.88) but the third time (useful, 0.87, the '
        "same text), so the run never reaches 3",
        H + "perplexity/perplexity-fail-1": _how(
            _SONAR, "useful (0.64, 0.82), useless (0.90, 0.90), then useful (0.81)"
        ),
        H + "image-gen/image-gen-fail-1": _POLICY,
        H + "video-gen/video-gen-fail-1": 'Replicate\'s ``"status":"failed","error":"CUDA out '
        'of memory. Tried to allocate 4.50 GiB. …"`` for four predictions (fewer frames each '
        "time) is read useful (0.26-0.28)",
    },
    "semantic": {
        H + "jobs/jobs-fail-1": "Adzuna answers every town with the same national page, "
        "listings that get default's reading (off one paragraph): useful (0.96, default's "
        "0.49 scaled) five times",
        H + "image-gen/image-gen-fail-1": _POLICY,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 0, 38, 115), "classifier": (1, 0, 28, 115), "semantic": (1, 0, 38, 115)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 14, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute count (RDKit's descriptors and substructure match), as do a sub-agent
#: and the answer engines (a source of answers), a job's status polls and the download of
#: its result. Tools that start a job and answer with its id act: the job is read by its
#: status tool. Left out, as arguable: the generators whose answer is the thing made
#: (``generate_image``'s URL, ``txt2img``'s and the upscaler's image, ``text_to_speech``'s
#: saved file): each creates something, yet its refusal is a source failing.
READS = (
    "adzuna_search", "ask_expert", "ask_slack", "calc_descriptors", "cds_download",
    "cds_job_status", "cds_retrieve", "check_subscription", "ckan_package_search",
    "ckan_package_show", "ensembl_lookup_id", "ensembl_lookup_symbol", "ensembl_xrefs_symbol",
    "entrez_efetch", "entrez_esearch", "entrez_esummary", "eurostat_data",
    "exoplanet_tap_query", "fdc_foods_search", "find_availability", "gemini_grounded_search",
    "get-task", "getObject", "getTask", "get_rate_terms", "google_patents_search",
    "greenhouse_list_jobs", "noaa_cdo_data", "noaa_cdo_stations", "odds_get_odds",
    "odds_list_sports", "openai_web_search", "patentsview_patent_search", "perplexity_ask",
    "replicate_get_prediction", "requests_get", "runway_get_task", "search",
    "searchSingleIndex", "search_cars", "simbad_query_object", "solr_select",
    "spoonacular_complex_search", "spoonacular_recipe_information", "substructure_match",
    "suno_get_task", "typesense_search", "worldbank_indicator", "zillow_property_details",
    "zillow_property_search",
)  # fmt: skip
ACTIONS = (
    "add-documents", "book_car", "book_table", "cds_submit", "deleteObject",
    "replicate_create_prediction", "requests_delete", "runway_image_to_video", "save_image",
    "suno_generate", "update-settings", "upload_asset",
)  # fmt: skip
ARGUABLE = ("extra_single_image", "generate_image", "text_to_speech", "txt2img")

_ACTED = "starts a job (its answer is a receipt: {what}) and is counted; {read}"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "runway_image_to_video": _ACTED.format(
        what='``{"id":"3f0c2a9e-…"}``', read="the task is read with runway_get_task"
    ),
    "suno_generate": _ACTED.format(
        what='``{"code":200,"msg":"success","data":{"taskId":"5c79b2e0c1be8e"}}``',
        read="the task is read with suno_get_task",
    ),
}

FAMILIES = {
    "algolia", "typesense", "meilisearch", "solr", "openapi", "ensembl", "entrez", "rdkit",
    "astro", "noaa", "cds", "open-stats", "ckan", "nutrition", "patents", "perplexity",
    "openai-web-search", "gemini", "ask-expert", "slack-rag", "image-gen", "video-gen", "audio",
    "real-estate", "jobs", "odds", "car-rental", "reservations",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 12  # long sessions of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str, tool: str) -> list[str]:
    return [
        s.observation
        for e in FIX.episodes()
        if e.id.split("/")[1] == family
        for s in e.steps
        if s.action == tool
    ]


def test_tool_formats() -> None:
    """The formats the build script says each tool hands the model."""
    hits = _results("algolia", "searchSingleIndex")
    assert all(o.startswith('{"hits":[') and '"nbHits":' in o for o in hits)
    assert all(
        o.startswith("{\n") and '"responseHeader"' in o for o in _results("solr", "solr_select")
    )
    searches = _results("entrez", "entrez_esearch")
    assert sum(o.startswith("<?xml") for o in searches) == len(searches) - 1  # one bad key
    assert any("<PhraseNotFound>" in o for o in searches)
    answers = _results("perplexity", "perplexity_ask")
    cited = [o for o in answers if "\n\nCitations:\n[1] https://" in o]
    assert len(cited) == 3  # the successful session's answers; the stale ones cite nothing
    saved = [o for o in _results("audio", "text_to_speech") if o.startswith("Success.")]
    assert len(saved) == 6 and all(" Voice used: " in o for o in saved)
    assert all('"groundingMetadata"' in o for o in _results("gemini", "gemini_grounded_search"))
    web = _results("openai-web-search", "openai_web_search")
    assert all('"type": "url_citation"' in o for o in web)
    assert set(_results("openapi", "requests_delete")) == {""}  # an empty 204 body


pytest_generate_tests = parametrize_checks


class TestHeldOut9(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
