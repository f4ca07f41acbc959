"""Seventy-seventh held-out check of the gates: solar production and forecasts, domain
registrars and WHOIS, browser automation clouds, no-code databases, lyrics and song facts.

``tests/data/tool_heldout77.jsonl`` (built by ``tests/data/tool_heldout77_build.py``) holds 58
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: NREL PVWatts v8, Solcast rooftop sites, Forecast.Solar estimates, Sungrow iSolarCloud,
the Fronius local Solar API and Huawei FusionSolar's northbound API; Namecheap's XML API,
GoDaddy, RDAP, WhoisXML API, Porkbun and Gandi LiveDNS; Browserless, Sauce Labs, LambdaTest,
Browserbase, Steel.dev and Hyperbrowser; Baserow, NocoDB, Grist, Teable, SeaTable and Rows;
Musixmatch, lyrics.ovh, LyricFind, Tunefind, and Songfacts and WhoSampled pages read through a
``fetch`` tool. 38 succeeded and 20 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 38; failing sessions tripped 16 / 14 / 16 of 20,
cutting 47 / 41 / 48 of their 131 calls. The default counting misjudges one tool of 101:
``fronius_archive`` reads (the inverter's archived energy channels) but is not counted.

The misses share three kinds. An error the source words in its own envelope is read as data:
Namecheap's ``<ApiResponse Status="ERROR" …><Error Number="1011150">Invalid request IP:
34.82.117.9</Error>`` is unknown (0.50) to ``default`` and ``semantic`` and useful (0.78-0.84)
to ``classifier`` six times; the Cloudflare interstitial (``# Just a moment... … Verify you are
human``) that WhoSampled answers for every page is read useful by all three (0.34-0.45,
0.71-0.86, 0.66-0.88), and by ``classifier`` for Steel's first three REWE pages too. One
expired session answering several tools in turn is counted per tool: iSolarCloud's
``er_token_login_invalid`` and Fronius's ``"Code": 255, "Reason": "Device not available"`` are
read useful at each tool's first call (0.20 ``default``, 0.35 ``classifier``, 0.39
``semantic``) and useless at its repeats, so no tool's run passes 2 before the session's last
call (in these two sessions even a careful reading per tool reaches 3 only at the last call).
And ``classifier`` reads NocoDB's ``{"msg": "Authentication required - Invalid token"}``
useful (0.86) at four of six calls.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): all three gates read the three empty answers of ``porkbun-ok-2``
(``{"status": "SUCCESS", "cloudflare": "enabled", "records": []}``: no Mailgun records are
left, what the user asked to learn) useless (1.00 / 0.91-0.93 / 1.00), reaching 3 at the last
call; ``default`` and ``semantic`` read the two failed-job records of ``saucelabs-ok-1``
(``"passed": false``, ``"error": "element click intercepted: …"``, the failures the task asks
about) useless (1.00), a run of 2; ``classifier`` trips ``steel-fail-1`` only at its last call.

Since then (read after this fixture, so not held out for it), the caller's address refused
(Namecheap's "Invalid request IP") is the source refusing, not a malformed call, and the line
the MCP fetch server writes above a page (``Contents of {url}:``) is read past where the page
under it is an error page (Cloudflare's check): ``default`` and ``semantic`` trip on
``namecheap-fail-1`` and ``whosampled-fail-1``.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout77")
H = "heldout77/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_NAMECHEAP = (
    'Namecheap answers every call with ``<ApiResponse Status="ERROR" …><Errors><Error '
    'Number="1011150">Invalid request IP: 34.82.117.9</Error>`` (the caller\'s IP is not '
    "whitelisted; nothing is returned): read {how} six times"
)
_CLOUDFLARE = (
    "WhoSampled answers every page, album and search URL with Cloudflare's interstitial "
    "(``# Just a moment...\\n\\nwww.whosampled.com\\n\\nVerify you are human by completing the "
    "action below.``, a new Ray ID each time): read useful ({scores}) six times"
)
_PER_TOOL = {
    "isolarcloud": "iSolarCloud's expired token answers all six calls, over three tools, with "
    '``{"req_serial_num":"","result_code":"E00003","result_msg":"er_token_login_invalid",'
    '"result_data":null}``: read useful at each tool\'s first call ({first}) and useless at '
    "its repeats, so no tool's run passes 2 (isolarcloud_history reaches 2 at the last call)",
    "fronius": "The Fronius datalogger has lost the inverter: powerflow returns all-null site "
    'values and every later call ``"Status": {"Code": 255, "Reason": "Device not available", '
    '"UserMessage": "Datalogger lost connection to Solar Net"}``, over four tools: read useful '
    "at each tool's first call ({first}) and useless at its repeats; fronius_inverter_realtime "
    "reaches 2 only at the last call",
}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "isolarcloud/isolarcloud-fail-1": _PER_TOOL["isolarcloud"].replace("{first}", "0.20"),
        H + "fronius/fronius-fail-1": _PER_TOOL["fronius"].replace("{first}", "0.20"),
    },
    "classifier": {
        H + "namecheap/namecheap-fail-1": _NAMECHEAP.format(how="useful (0.78-0.84)"),
        H + "whosampled/whosampled-fail-1": _CLOUDFLARE.format(scores="0.71-0.86"),
        H + "isolarcloud/isolarcloud-fail-1": _PER_TOOL["isolarcloud"].replace("{first}", "0.35"),
        H + "fronius/fronius-fail-1": _PER_TOOL["fronius"].replace("{first}", "0.35"),
        H + "nocodb/nocodb-fail-1": 'An invalid NocoDB token: ``{"msg": "Authentication '
        'required - Invalid token"}`` six times, read useful (0.86) at four calls and useless '
        "(0.87) at the third and at nocodb_list_tables, so nocodb_list_records' run never "
        "passes 1",
        H + "steel/steel-fail-1": "Steel's scrape of six REWE store pages gets Cloudflare's "
        '``# Just a moment...`` interstitial (``"statusCode": 403``) each time: read useful '
        "(0.75) three times, then useless (0.91-0.92), reaching 3 only at the last call",
    },
    "semantic": {
        H + "isolarcloud/isolarcloud-fail-1": _PER_TOOL["isolarcloud"].replace("{first}", "0.39"),
        H + "fronius/fronius-fail-1": _PER_TOOL["fronius"].replace("{first}", "0.39"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 53, 131), "classifier": (0, 0, 41, 131), "semantic": (0, 0, 54, 131)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 14, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``browserbase_navigate`` and ``fetch`` count: their answer is the page the agent asked for.
#: Left out, as arguable: ``browserless_screenshot`` (its answer is only a saved file's note,
#: the page is read from the image).
READS = (
    "baserow_list_rows", "baserow_list_tables", "browserbase_get_session",
    "browserbase_list_sessions", "browserbase_navigate", "browserless_content",
    "browserless_function", "browserless_scrape", "fetch", "forecast_solar_check",
    "forecast_solar_estimate", "fronius_archive", "fronius_inverter_info",
    "fronius_inverter_realtime", "fronius_powerflow", "fusionsolar_alarm_list",
    "fusionsolar_dev_kpi_day", "fusionsolar_dev_list", "fusionsolar_dev_realtime",
    "fusionsolar_kpi_month", "fusionsolar_station_list", "fusionsolar_station_realtime",
    "gandi_domain_autorenew", "gandi_domain_list", "gandi_livedns_records", "godaddy_dns_get",
    "godaddy_domain_available", "godaddy_domain_available_bulk", "godaddy_domain_get",
    "godaddy_domain_suggest", "godaddy_domains_list", "grist_fetch_records", "grist_list_tables",
    "grist_sql", "hyperbrowser_get_scrape", "isolarcloud_device_list",
    "isolarcloud_device_realtime", "isolarcloud_history", "isolarcloud_plant_list",
    "lambdatest_builds", "lambdatest_session_console", "lambdatest_sessions", "lyricfind_lyric",
    "lyricfind_search", "lyricsovh_get", "lyricsovh_suggest", "musixmatch_album_get",
    "musixmatch_matcher_lyrics_get", "musixmatch_matcher_track_get", "musixmatch_track_get",
    "musixmatch_track_lyrics_get", "musixmatch_track_search", "namecheap_dns_getHosts",
    "namecheap_domains_check", "namecheap_domains_getInfo", "namecheap_domains_getList",
    "nocodb_count", "nocodb_list_records", "nocodb_list_tables", "nocodb_read_record",
    "porkbun_check_domain", "porkbun_dns_retrieve", "porkbun_dns_retrieve_by_type",
    "porkbun_ping", "pvwatts_v8", "rdap_domain", "rdap_entity", "rows_get_values",
    "rows_list_tables", "saucelabs_get_job", "saucelabs_list_jobs", "saucelabs_rdc_jobs",
    "saucelabs_usage", "seatable_list_rows", "seatable_metadata", "seatable_sql",
    "solcast_estimated_actuals", "solcast_forecasts", "solcast_get_sites", "steel_scrape",
    "teable_get_records", "tunefind_episode_songs", "tunefind_show_episodes", "whoisxml_lookup",
    "whoisxml_reverse_ns",
)  # fmt: skip
ACTIONS = (
    "baserow_create_row", "browserbase_create_session", "browserbase_update_session",
    "gandi_livedns_create", "gandi_livedns_update", "godaddy_dns_replace_type",
    "grist_add_records", "hyperbrowser_start_scrape", "lambdatest_update_build",
    "namecheap_dns_setHosts", "nocodb_update_records", "porkbun_dns_create",
    "porkbun_register_domain", "rows_append_values", "seatable_update_rows",
    "teable_create_records",
)  # fmt: skip
ARGUABLE = ("browserless_screenshot",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "fronius_archive": "reads (``GetArchiveData.cgi``: the inverter's archived "
    '``EnergyReal_WAC_Sum_Produced`` values, or ``{"Data": {}}`` for no logged errors, what '
    "the user asked) but is not counted; in fronius-fail-1 its ``Device not available`` "
    "answer is not observed",
}

FAMILIES = {
    "baserow", "browserbase", "browserless", "forecast_solar", "fronius", "fusionsolar",
    "gandi", "godaddy", "grist", "hyperbrowser", "isolarcloud", "lambdatest", "lyricfind",
    "lyricsovh", "musixmatch", "namecheap", "nocodb", "porkbun", "pvwatts", "rdap", "rows",
    "saucelabs", "seatable", "solcast", "songfacts", "steel", "teable", "tunefind",
    "whoisxml", "whosampled",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 58
    assert len(FIX.ids(True)) == 38 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    assert all(
        o.startswith('<?xml version="1.0" encoding="utf-8"?>\n<ApiResponse Status=')
        for o in _results("namecheap")
    )
    for o in _results("musixmatch"):
        header = json.loads(o)["message"]["header"]
        assert header["status_code"] in (200, 401, 404)
    for family in ("gandi", "porkbun", "fusionsolar", "isolarcloud", "nocodb", "grist"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(
        o.startswith("Contents of https://") for o in _results("whosampled") + _results("songfacts")
    )
    for o in _results("lyricsovh"):
        assert o.startswith("<html>") or set(json.loads(o)) <= {"lyrics", "error"}
    rdap = _results("rdap")
    assert all(o == "HTTP 429 Too Many Requests" or json.loads(o) is not None for o in rdap)
    fronius = [json.loads(o) for o in _results("fronius")]
    assert all(set(f) == {"Body", "Head"} for f in fronius)


pytest_generate_tests = parametrize_checks


class TestHeldOut77(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
