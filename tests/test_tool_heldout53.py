"""Fifty-third held-out check of the gates: game services and distribution, accessibility and
web-quality checkers, SEO tools, object storage CLIs, places and geodata.

``tests/data/tool_heldout53.jsonl`` (built by ``tests/data/tool_heldout53_build.py``) holds 54
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Epic Online Services (Connect, Sanctions), itch.io's ``butler`` through a shell tool,
Nakama's HTTP API, GameAnalytics' metrics queries, Modrinth and CurseForge; the axe-core CLI,
Pa11y and pa11y-ci, the Lighthouse CLI summarised with ``jq``, the WAVE API, the W3C Nu HTML
Checker and ``linkchecker``; DataForSEO (tasks posted, polled and fetched; live endpoints),
the Screaming Frog SEO Spider in headless mode, Majestic, SE Ranking, Serpstat's JSON-RPC and
Sitebulb's CSV exports; ``azcopy``, Backblaze ``b2``, R2 through ``wrangler``, ``s3cmd``
against DigitalOcean Spaces, and the AWS CLI against Wasabi and IDrive e2; Foursquare Places,
Yelp Fusion, what3words, the Overpass API, Nominatim and Geoapify. 34 succeeded and 20 failed
(a source failed silently and the agent kept calling). The fixture was written without reading
the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The fixture's writer ran out of time before step 2: this test module was written by a second
person after the fixture was committed (d898387), from the measured figures and the per-call
scores of a shadow :class:`~uselessdetect.gate.StopGate` replayed over each session; the
fixture and its build script were not changed.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 34; failing sessions tripped 13 / 12 / 13 of 20,
cutting 52 / 49 / 52 of their 149 calls. The default counting misjudges one tool of 44 by
name: ``wave_request`` reads (a WAVE evaluation of a URL) but its name, a service's name and
``request``, is left out; each of its calls names a ``url`` and no method, so
``ToolCounting.call_reads`` counts it after all, and the replays do count it.

The misses share three kinds. An error body the detectors do not know as one (WAVE's
``{"status": {"success": false, "error": "Insufficient credits. …"}}``, Foursquare's 401
``{"message": "Invalid request token."}``) or a shell command's empty output (``s3cmd ls`` of a
bucket seen through the wrong region's endpoint) is read unknown (0.50) call after call, so no
run starts; ``default`` reads a repeat useless only where the query and the answer are both
the same as an earlier call's. A failure wrapped in a well-formed, different-looking answer is
read useful at every call: axe auditing the SSO login card in place of each dashboard page
(each report names its own URL), Screaming Frog crawling one URL ``Blocked by robots.txt``
for each start URL, DataForSEO's ``"status_code": 20000, "status_message": "Ok."`` envelope
around a task's ``40200 Payment Required`` (a new task id each time). And one failure spread
over several tools (SE Ranking's ``[]`` from four endpoints of an account with no projects) is
read useless at every call (1.00) but counted per tool, so no tool's run passes 2.
``classifier`` also misses ``wrangler-fail-1``: it reads R2's ``The specified bucket does not
exist. [code: 10006]`` useful (0.79-0.82) at four of its five repeats.

Near misses not counted (a run of 2): all three gates read the two empty Nominatim searches of
``nominatim-ok-1`` (``[]``, the warehouse address OSM cannot find, which is what the user
asked to learn) useless (1.00 / 0.99 / 1.00) before a broader query finds the street;
``semantic`` reads ``s3cmd du``'s total (``7214008533   18422 objects s3://fennel-cdn/``)
useless (1.00), a run of 1. ``classifier`` reads GameAnalytics' empty time series of the
sandbox game (``{"game_id": 230551, "metric": "progression_fail", …, "timeseries": []}``)
useful (0.80) once, so it trips two calls later than ``default`` and ``semantic`` do.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout53")
H = "heldout53/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_AXE = (
    'axe reports the same SSO login card for every admin page (``Violation of "region" '
    "with 1 occurrences! … Correct invalid elements at:\\n     - .sso-login-card`` … ``1 "
    "Accessibility issues detected.``): the session is not signed in, so each of /orders, "
    "/customers, /reports, /settings … redirects to the login page and no dashboard is "
    "audited. Each report names its own URL (``Testing https://admin.fennel.test/orders …``), "
    "so no two texts are the same; shell is counted. Read useful ({how}) at all seven calls"
)
_DATAFORSEO = (
    'DataForSEO wraps a spent balance in a success envelope: ``{{"status_code": 20000, '
    '"status_message": "Ok.", … "tasks_error": 1, "tasks": [{{"id": "06141102-…", '
    '"status_code": 40200, "status_message": "Payment Required.", … "result": null}}]}}``, '
    "each with a new task id and target: {how}"
)
_SF = (
    "Screaming Frog crawls one URL and stops, for every start URL and the sitemap "
    '(``Crawl complete: 1 URLs crawled`` … ``"https://shop.fennel.test/products/","",'
    '"0","Blocked by robots.txt"``): the shop\'s robots.txt is ``User-agent: *\\nDisallow: '
    "/``, which the agent reads at call 7 (the one useful result). Each export names its own "
    "URL: read useful ({how}) at all eight calls"
)
_SERANKING = (
    "SE Ranking answers ``[]`` to all seven calls (the API key is another account's, with no "
    "projects: ``seranking_list_projects`` is empty at the first call, the project ids the "
    "agent tries return nothing): read useless ({how}) at every call, but the gate counts "
    "per tool and the calls are spread over four (list_projects, positions and competitors "
    "reach 2 each, keywords 1), so no run reaches 3"
)
_S3CMD = (
    "s3cmd lists the upload bucket through the wrong region's endpoint (an empty bucket of "
    "the same name): six ``s3cmd ls`` print nothing (``''``) and are read unknown (0.50): "
    "``shell``'s name does not say it reads, so blank output is not taken as an empty result; "
    "then ``           0       0 objects s3://fennel-uploads/`` is read {du} and the "
    "``s3cmd get``'s ``ERROR: S3 error: 404 (NoSuchKey)`` useful ({get}). A careful reader "
    "has three useless results in a row by the third listing"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "axe/axe-fail-1": _AXE.format(how="0.20"),
        H + "dataforseo/dataforseo-fail-1": _DATAFORSEO.format(
            how="read useful (0.20) at calls 1-5 and 7, useless (1.00) only at call 6, the "
            "same target and text as call 1, a run of 1"
        ),
        H + "screamingfrog/screamingfrog-fail-1": _SF.format(how="0.20"),
        H + "seranking/seranking-fail-1": _SERANKING.format(how="1.00"),
        H + "s3cmd/s3cmd-fail-1": _S3CMD.format(du="useful (0.20)", get="0.20"),
    },
    "classifier": {
        H + "axe/axe-fail-1": _AXE.format(how="0.46"),
        H + "dataforseo/dataforseo-fail-1": _DATAFORSEO.format(
            how="read useful (0.85) at all seven calls"
        ),
        H + "screamingfrog/screamingfrog-fail-1": _SF.format(how="0.35-0.64"),
        H + "seranking/seranking-fail-1": _SERANKING.format(how="0.99"),
        H + "s3cmd/s3cmd-fail-1": _S3CMD.format(du="useful (0.69)", get="0.37"),
        H + "wrangler/wrangler-fail-1": "wrangler's account has no bucket ``mkt-media`` (the "
        "bucket list shows only ``scratch-dev``: another account's token), and every get "
        "and info answers ``✘ [ERROR] A request to the Cloudflare API (/accounts/a20fac6b…/"
        "r2/buckets/get) failed.\\n\\n  The specified bucket does not exist. [code: 10006]``: "
        "read useful (0.79-0.82) at calls 2, 4, 5 and 7, useless (0.91) only at call 6, so "
        "the run never passes 1 (``default`` reads calls 4-7 useless and cuts the last)",
    },
    "semantic": {
        H + "axe/axe-fail-1": _AXE.format(how="0.39"),
        H + "dataforseo/dataforseo-fail-1": _DATAFORSEO.format(
            how="read unknown (0.50) at all seven calls"
        ),
        H + "screamingfrog/screamingfrog-fail-1": _SF.format(how="0.39"),
        H + "seranking/seranking-fail-1": _SERANKING.format(how="1.00"),
        H + "s3cmd/s3cmd-fail-1": _S3CMD.format(du="useless (1.00), a run of 1,", get="0.39"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 61, 149), "classifier": (0, 0, 58, 149), "semantic": (0, 0, 61, 149)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 14, "semantic": 15}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``serpstat_call`` counts: Serpstat's API is a data API and every method called here reads
#: (getDomainKeywords, getDomainsInfo, getTopUrls). Left out, as arguable: ``shell``, which
#: reads (axe, Pa11y, Lighthouse, ``s3cmd ls``, ``azcopy list``) and acts (``butler push``,
#: ``azcopy copy``, ``b2 file hide``, ``wrangler r2 object put``/``delete``, ``s3cmd
#: setacl``, ``aws s3 sync``) by command; and ``nakama_rpc``, which runs a server-defined
#: function (here two wallet reads) that may as well write.
READS = (
    "curseforge_get_mod", "curseforge_get_mod_file", "curseforge_search_mods",
    "dataforseo_backlinks_summary_live", "dataforseo_keywords_search_volume_live",
    "dataforseo_serp_task_get", "dataforseo_tasks_ready",
    "eos_connect_query_external_accounts", "eos_sanctions_query_active",
    "foursquare_place_details", "foursquare_place_search", "gameanalytics_list_games",
    "gameanalytics_query", "geoapify_geocode", "geoapify_places",
    "majestic_get_index_item_info", "majestic_get_ref_domains", "modrinth_get_project",
    "modrinth_list_versions", "modrinth_search", "nakama_get_account", "nakama_get_users",
    "nakama_list_friends", "nakama_list_group_users", "nakama_list_groups",
    "nakama_list_leaderboard_records", "nakama_list_leaderboard_records_around_owner",
    "nominatim_reverse", "nominatim_search", "nu_check", "overpass_query",
    "seranking_competitors", "seranking_keywords", "seranking_list_projects",
    "seranking_positions", "serpstat_call", "wave_request", "what3words_autosuggest",
    "what3words_convert_to_coordinates", "yelp_business_search",
)  # fmt: skip
ACTIONS = ("dataforseo_serp_task_post", "eos_sanctions_create")
ARGUABLE = ("nakama_rpc", "shell")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "wave_request": "reads (the WAVE API evaluates a URL and answers its report: "
    '``{"status": {"success": true, "httpstatuscode": 200}, "statistics": {"pagetitle": '
    '"Donate | Fennel", …}, "categories": {…}}``), but its name (a service, then '
    "``request``) is left out; each of its calls names a ``url`` and no method, so "
    "``ToolCounting.call_reads`` counts it after all, and wave-fail-1's eight credit errors "
    "are counted (read unknown, see MISSED)",
}

FAMILIES = {
    "axe", "azcopy", "b2", "butler", "curseforge", "dataforseo", "eos", "foursquare",
    "gameanalytics", "geoapify", "idrive", "lighthouse", "linkchecker", "majestic", "modrinth",
    "nakama", "nominatim", "nu", "overpass", "pa11y", "s3cmd", "screamingfrog", "seranking",
    "serpstat", "sitebulb", "wasabi", "wave", "what3words", "wrangler", "yelp",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 54
    assert len(FIX.ids(True)) == 34 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(1 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("nominatim", "yelp", "serpstat", "dataforseo", "seranking", "geoapify"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(json.loads(o)["status_code"] == 20000 for o in _results("dataforseo"))
    assert all("jsonrpc" not in o and '"id": "' in o for o in _results("serpstat"))
    assert all(o.startswith(" ⛅️ wrangler 3.60.3\n---") for o in _results("wrangler"))
    assert all(
        o.startswith("Running axe-core 4.9.1") or o.startswith("Saved file at")
        for o in _results("axe")
    )
    overpass = _results("overpass")
    assert all(
        o.startswith('{"version": 0.6, "generator": "Overpass API') or "<!DOCTYPE html" in o
        for o in overpass
    )
    assert all(
        o.startswith("HTTP 503") or json.loads(o).get("messages") is not None
        for o in _results("nu")
    )


pytest_generate_tests = parametrize_checks


class TestHeldOut53(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
