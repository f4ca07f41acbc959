"""Eighth held-out check of the gates: knowledge graphs, social, documents, media, security,
text environments and robots, customer-service back ends.

``tests/data/tool_heldout8.jsonl`` (built by ``tests/data/tool_heldout8_build.py``) holds 60
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
Wikidata SPARQL (and Blazegraph's timeout and parse-error bodies), DBpedia Lookup and
Virtuoso SPARQL, the Neo4j MCP server, Apache Jena Fuseki (CSV results, the "Update
succeeded" page), Google Knowledge Graph Search; Reddit listings, X recent search, Mastodon,
the Telegram Bot API, the WhatsApp Cloud API, Hacker News' Algolia search; Microsoft Graph
(OneDrive, SharePoint lists, Outlook), a Google Drive MCP server, Box, the WordPress REST
API, Sanity (GROQ), Coda, mcp-obsidian; Canvas LMS, Moodle web services, TMDB, Spotify with
Genius, the Steam Web API, API-Football, Open Library, Podcast Index; Shodan and nmap,
CrowdStrike Falcon with VirusTotal and AbuseIPDB, the NVD CVE API, Splunk search jobs,
CloudWatch Logs Insights; ALFWorld, ScienceWorld, TextCraft, the ROS 1 command line, a
Mineflayer bot, a plate reader with MQTT telemetry; and telecom, insurance, bank, outage-map
and returns back ends. 40 succeeded and 20 failed (a source failed silently and the agent
kept calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 2 / 7 of 40 (each stop withholds evidence); failing
sessions tripped 13 / 11 / 13 of 20, cutting 30 / 29 / 37 of their 128 calls. The default
counting misjudges 11 of the fixture's 135 tools (one read left out, ten actions counted).

Where the misses concentrate: text environments (every ALFWorld, ScienceWorld and TextCraft
answer to an action read as a failed retrieval), authentication and quota errors spread over
several tools (per-tool runs never reach 3: Microsoft Graph's expired token, the
disconnected Minecraft bot, the refused Obsidian connection), and sources that answer every
query with the same well-formed record about something else (a stale outage incident, a test
claim record), which ``classifier`` and ``semantic`` read as useful or unknown.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reads two in a row useless in ``neo4j-ok-1`` (the single-supplier list,
then the Rayong check's ``[]``, the answer "none"), ``sanity-ok-1`` (the products to fix,
then the re-check's empty ``result``), ``tmdb-ok-1``, ``podcast-ok-1`` (two feeds' episode
lists) and TextCraft's crafting (a receipt, then the recipe error); ``classifier`` the same in
``neo4j-ok-1``, ``tmdb-ok-1``, ``podcast-ok-1``, ``box-ok-1`` (the two NDAs' texts),
``telegram-ok-1`` (two ``{"ok":true,"result":[]}``: no new messages, as asked) and
``cloudwatch-ok-1`` (a Running poll, then the "no errors" answer), and it reaches 3 at
``nmap-ok-1``'s last scan; ``semantic`` reads runs of 2 in eleven successful sessions it
does not stop (among them ``reddit-ok-1``'s two result pages, ``hn-ok-1``'s, ``coda-ok-1``'s,
``wordpress-ok-1``'s and ``obsidian-ok-1``'s notes) and reaches 3 at ``sanity-ok-1``'s last
query. ``default`` reaches 3 only at the last call of ``wikidata-fail-1``, ``neo4j-fail-1``
and ``obsidian-fail-1`` (see ``MISSED``).

Read since, so the counts below are no longer held-out figures: a text environment's report
of the agent's own move in the second person ("You arrive at countertop 1. …", "You move the
metal pot to the sink.") or of a thing's new state ("The sink is now activated.") is a receipt
(``alfworld-ok-1``, ``scienceworld-ok-1``); "Crafted 4 minecraft:oak_planks" is read as values
(``textcraft-ok-1``); to ``default``, a command's output that ends in a timeout
(``java.util.concurrent.TimeoutException``) is useless (``wikidata-fail-1``). Now ``default`` /
``classifier`` / ``semantic`` stop 0 / 0 / 5 of 40 and cut calls in 14 / 11 / 13 of 20. The
counting reads ``craft``, ``dig``, ``freeze``, ``bookmark`` and ``mutate`` as acting since
(``sync`` was tried and left out: Plaid's ``plaid_transactions_sync`` reads).
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout8")
H = "heldout8/"


#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_TIMEOUT = (
    "the Wikidata Query Service times out on every population query (``SPARQL-QUERY: "
    "queryStr=SELECT ?m ?mLabel ?pop ?date WHERE {…}\\njava.util.concurrent.TimeoutException"
    "\\n\\tat java.base/java.util.concurrent.FutureTask.report(…``, the query echoed each "
    "time): {how}"
)
_BOT = (
    'the Minecraft bot is gone after the first two calls ("Failed to dig block: Error: Bot is '
    'not connected (disconnected: kicked - Timed out)", the same from get-inventory, find-block '
    "and get-position): {how}; spread over four counted tools (move-to-position, an action, "
    "is not counted), no tool's run reaches 3"
)
_OBSIDIAN = (
    "Obsidian is closed, so every tool fails the same way (``Error executing tool "
    "obsidian_simple_search: Request failed: HTTPSConnectionPool(host='127.0.0.1', port=27124):"
    " Max retries exceeded … [Errno 111] Connection refused'))``): {how}"
)
_OUTAGE = (
    "the outage map ignores the address and answers every Fairview lookup with the same "
    'three-day-old incident elsewhere (``{"address":"3 Elm Ct, Fairview","status":"outage",'
    '"incident":{"incident_id":"OUT-54877","area":"Lakeside, Kent County",…,"etr":'
    '"2025-03-03T23:30:00Z"…},"as_of":"2025-03-03T19:10:00Z"}``): {how}'
)
_CLAIM = (
    'the claims API answers every claim id with the same test record (``{"claim_id":'
    '"CLM-000001","policy_number":"TEST-0000-00","claimant":"Test Claimant",…,"notes":'
    '"Sample record"}``, the id asked for nowhere): {how}'
)
_ROS = (
    "the simulation's clock is dead, so every topic answers \"WARNING: no messages received "
    'and simulated time is active.\\nIs /clock being published?": read unknown (0.50) all '
    "five times"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "neo4j/neo4j-fail-1": "the Neo4j MCP server is on an empty database: every query "
        'answers ``[]``, and ``[{"n": 0}]`` (no node at all, the clue) is read useful (0.20), '
        "resetting the run, which reaches 3 only at the last call",
        H + "gdrive/gdrive-fail-1": "the Drive server hands over the same contract template for "
        "three different signed contracts (``Contents of 1kLmN2oP3qR:\\n\\nMASTER SERVICES "
        "AGREEMENT - TEMPLATE v3 (do not sign)\\n\\n… [VENDOR LEGAL NAME] …``, only the file id "
        "changing): read useful (0.40) three times; only the exact repeats are useless",
        H + "obsidian/obsidian-fail-1": _OBSIDIAN.format(
            how="read useless (1.00), but over four tools, so obsidian_simple_search reaches 3 "
            "only at the last call"
        ),
        H + "minecraft/minecraft-fail-1": _BOT.format(how="read useless (1.00)"),
        H + "utility/utility-fail-1": _OUTAGE.replace(
            "{how}",
            "read useful (0.20), the address echoing the query; only the exact repeat is useless",
        ),
    },
    "classifier": {
        H + "neo4j/neo4j-fail-1": (
            '``[]`` to every Cypher query is read useless (0.99), but the ``[{"n": 0}]`` '
            "count in between is data new to default's reading (useful 0.35) and resets the "
            "run: 3 only at the last call"
        ),
        H + "wikidata/wikidata-fail-1": _TIMEOUT.replace(
            "{how}", "read useful (0.77, 0.79) or unknown (0.50)"
        ),
        H + "gdrive/gdrive-fail-1": "the same contract template for three different signed "
        "contracts (``Contents of 1kLmN2oP3qR:\\n\\nMASTER SERVICES AGREEMENT - TEMPLATE v3 (do "
        "not sign)…``) is read useful (0.72) four times of five",
        H + "obsidian/obsidian-fail-1": _OBSIDIAN.format(
            how="read useful (0.38-0.86) but once (complex search, 0.94)"
        ),
        H + "sports/sports-fail-1": "API-Football refuses the season on the free plan "
        '(``{"get":"fixtures",…,"errors":{"plan":"Free plans do not have access to this '
        'season, try from 2021 to 2023."},"results":0,…,"response":[]}``): read useful '
        "(0.63-0.84) six times",
        H + "ros/ros-fail-1": _ROS,
        H + "minecraft/minecraft-fail-1": _BOT.format(
            how="read useless (0.97) from dig-block and find-block, useful (0.79) from "
            "get-inventory and get-position"
        ),
        H + "insurance/insurance-fail-1": _CLAIM.replace("{how}", "read useful (0.46) four times"),
        H + "utility/utility-fail-1": _OUTAGE.replace("{how}", "read useful (0.64-0.84) six times"),
    },
    "semantic": {
        H + "neo4j/neo4j-fail-1": (
            '``[]`` to every Cypher query is read useless (1.00), but the ``[{"n": 0}]`` '
            "count in between is data new to default's reading (useful 0.39) and resets the "
            "run: 3 only at the last call"
        ),
        H + "gdrive/gdrive-fail-1": "the same contract template for three different signed "
        "contracts gets default's reading (off one paragraph): useful (0.80) until it "
        "repeats, so the run reaches 2 at the last call",
        H + "obsidian/obsidian-fail-1": _OBSIDIAN.format(
            how="read useless (1.00), but over four tools, so obsidian_simple_search reaches 3 "
            "only at the last call"
        ),
        H + "ros/ros-fail-1": _ROS,
        H + "minecraft/minecraft-fail-1": _BOT.format(how="read useless (1.00)"),
        H + "insurance/insurance-fail-1": _CLAIM.replace(
            "{how}", "read useful (0.86-0.91) four times"
        ),
        H + "utility/utility-fail-1": _OUTAGE.replace("{how}", "read unknown (0.50) six times"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 32, 128), "classifier": (0, 0, 26, 128), "semantic": (0, 0, 30, 128)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 11, "semantic": 13}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Polls of a job's state count (their answer is what the agent waits to learn), so do
#: ``nmap`` and an MQTT subscription; submitting a job (its answer an id) acts. Left out, as
#: arguable: the text environments' step tools (a step acts on the world and its observation
#: is the agent's only way to see it) and ``rosservice_call`` (a service call reads or acts by
#: the service: ``/gazebo/get_model_state`` reads, ``/move_base/clear_costmaps`` acts).
READS = (
    "abuseipdb_check", "api_football_fixtures", "api_football_standings",
    "api_football_topscorers", "box_get_file_text", "box_search", "canvas_list_assignments",
    "canvas_list_courses", "canvas_list_submissions", "canvas_list_users", "check_outage",
    "check_return_eligibility", "coda_get_mutation_status", "coda_list_rows",
    "coda_list_tables", "core_course_get_courses_by_field", "dbpedia_lookup",
    "dbpedia_sparql", "download-onedrive-file-content", "falcon_get_host_details",
    "falcon_search_detections", "find-block", "fuseki_query", "gdrive_read_file",
    "gdrive_search", "genius_search", "get-excel-range", "get-inventory", "get-position",
    "get_account", "get_bill", "get_card_transactions", "get_claim_status", "get_neo4j_schema",
    "get_order", "get_policy", "get_rma_status", "get_usage", "google_kg_search",
    "gradereport_user_get_grade_items", "gsheets_read", "hn_get_item", "hn_search",
    "list-folder-files", "list-mail-messages", "list-recent-files", "list-shared-with-me",
    "list-sharepoint-site-list-items", "list_cards", "list_claims", "list_disputes",
    "list_plans", "list_rmas", "list_roaming_charges", "logs_get_query_results",
    "mastodon_hashtag_timeline", "mastodon_status_context", "mod_quiz_get_quizzes_by_courses",
    "mod_quiz_get_user_attempts", "mqtt_subscribe", "nmap", "nvd_get_cve", "nvd_search_cves",
    "obsidian_complex_search", "obsidian_get_file_contents", "obsidian_list_files_in_vault",
    "obsidian_simple_search", "openlibrary_get_edition", "openlibrary_search",
    "openlibrary_work_editions", "platereader_get_results", "platereader_get_run",
    "podcastindex_episodes_byfeedid", "podcastindex_search_byterm", "read_neo4j_cypher",
    "reddit_get_comments", "reddit_search", "rostopic_echo", "rostopic_list", "sanity_query",
    "search-onedrive-files", "search_recent_tweets", "search_transactions", "shodan_host",
    "splunk_get_job_status", "splunk_get_results", "spotify_get_artist_top_tracks",
    "spotify_get_playlist_items", "spotify_search", "steam_get_owned_games",
    "steam_get_player_achievements", "telegram_get_updates", "telegram_get_webhook_info",
    "textcraft_inventory", "tmdb_movie_details", "tmdb_search_movie", "vt_file_report",
    "whatsapp_list_templates", "whatsapp_webhook_events", "wikidata_sparql", "wp_get_post",
    "wp_list_categories", "wp_list_posts",
)  # fmt: skip
ACTIONS = (
    "box_create_comment", "canvas_create_discussion_topic", "change_plan", "coda_update_row",
    "create_rma", "dig-block", "falcon_contain_host", "freeze_card", "fuseki_update",
    "gsheets_update_cell", "logs_start_query", "mastodon_bookmark_status", "move-to-position",
    "obsidian_append_content", "open_dispute", "platereader_start_read", "reply-mail-message",
    "report_outage", "rostopic_pub", "sanity_mutate", "splunk_create_search_job",
    "spotify_add_items_to_playlist", "spotify_create_playlist", "telegram_send_message",
    "textcraft_craft", "textcraft_get", "whatsapp_send_template", "wp_update_post",
    "write_neo4j_cypher",
)  # fmt: skip
ARGUABLE = ("alfworld_step", "rosservice_call", "scienceworld_step")

_ACTED = "acts (its answer is a receipt: {what}) and is counted"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "mqtt_subscribe": "subscribing reads the topic's messages (``lab/incubator-2/temperature "
    '{"ts":"2025-03-06T10:30:00Z","c":37.0}`` lines, or "No messages received on … within 5 '
    's"), the telemetry the task asks about, but the tool is not counted',
    "textcraft_get": _ACTED.format(what='"Got 1 oak log"; it takes an item from the world'),
    "falcon_contain_host": _ACTED.format(
        what='the device-actions envelope ``{"meta":…,"resources":[{"id":…,"path":""}],'
        '"errors":[]}``'
    ),
    "open_dispute": _ACTED.format(what='``{"dispute_id":"dsp_40127","status":"submitted",…}``'),
    "report_outage": _ACTED.format(what='``{"ticket":"TKT-301882","status":"received"}``'),
    "rostopic_pub": _ACTED.format(what='"publishing and latching message for 3.0 seconds"'),
}

FAMILIES = {
    "alfworld", "bank", "box", "canvas", "cloudwatch", "coda", "dbpedia", "edr", "gdrive", "hn",
    "insurance", "kg-search", "lab", "mastodon", "minecraft", "moodle", "msgraph", "neo4j",
    "nmap", "nvd", "obsidian", "openlibrary", "podcast", "rdf-store", "reddit", "returns",
    "ros", "sanity", "scienceworld", "splunk", "sports", "spotify", "steam", "telecom",
    "telegram", "textcraft", "tmdb", "utility", "wikidata", "whatsapp", "wordpress", "x-search",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 60
    assert len(FIX.ids(True)) == 40 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str, tool: str | None = None) -> list[str]:
    return [
        s.observation or ""
        for e in FIX.episodes()
        if e.id.split("/")[1] == family
        for s in e.steps
        if tool is None or s.action == tool
    ]


def test_formats() -> None:
    """The tools' own formats, as the build script's docstring says."""
    for text in _results("wikidata"):
        if not text.startswith("SPARQL-QUERY: queryStr="):
            assert set(json.loads(text)) == {"head", "results"}
    tg = [json.loads(t) for t in _results("telegram")]
    assert all(isinstance(t["ok"], bool) for t in tg) and any(t["result"] == [] for t in tg)
    assert all(
        t.startswith("obj,") or t == "n\r\n6\r\n" for t in _results("rdf-store", "fuseki_query")
    )
    polls = [json.loads(t)["status"] for t in _results("cloudwatch", "logs_get_query_results")]
    assert set(polls) == {"Running", "Complete"}
    states = [json.loads(t)["dispatchState"] for t in _results("splunk", "splunk_get_job_status")]
    assert {"QUEUED", "RUNNING", "DONE"} <= set(states)
    assert "Nothing happens." in _results("alfworld")
    assert "" in _results("ros", "rosservice_call") and "" in _results("msgraph")


def test_legitimate_empty_answers_in_successful_sessions() -> None:
    """Successful sessions hold the empty answers a task asked for (the hard cases)."""
    ok = {e.id.split("/")[2]: [s.observation or "" for s in e.steps] for e in FIX.episodes()}
    assert "[]" in ok["neo4j-ok-1"] and '{"meta":{"result_count":0}}' in ok["x-ok-1"]
    assert any('"roaming_charges":[]' in t for t in ok["telecom-ok-1"])
    assert any("No open claims" in t for t in ok["insurance-ok-1"])
    assert any("No outage reported" in t for t in ok["utility-ok-1"])
    assert any("rest_post_invalid_id" in t for t in ok["wordpress-ok-1"])


pytest_generate_tests = parametrize_checks


class TestHeldOut8(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
