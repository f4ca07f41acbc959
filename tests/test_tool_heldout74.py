"""Seventy-fourth held-out check of the gates: home-services marketplaces and field service,
email deliverability testing, public holidays, board games and trivia, job boards and salaries.

``tests/data/tool_heldout74.jsonl`` (built by ``tests/data/tool_heldout74_build.py``) holds 58
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Jobber's GraphQL API, Housecall Pro, ServiceTitan's tenant APIs and reports, Workiz,
Thumbtack and Angi leads; GlockApps placement tests, mail-tester.com JSON, Gmail Postmaster
Tools traffic stats, Validity Everest, MailReach and Warmup Inbox; Nager.Date, Calendarific,
HolidayAPI, timeanddate.com, Abstract's holidays API and Checkiday; BoardGameGeek's XML API2
(the 202 "accepted, try again later" collection answer), the shut-down Board Game Atlas, Open
Trivia DB, Wordnik and jService; Adzuna, Reed, Lightcast skills and postings, Levels.fyi and
Glassdoor pages read through a browser, Indeed's connector. 36 succeeded and 22 failed (a
source failed silently and the agent kept calling). The fixture was written without reading
the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 1 / 2 of 36 (one stop, Nager.Date's, withholds evidence at
each); failing sessions tripped 18 / 19 / 18 of 22, cutting 55 / 60 / 57 of their 141 calls.
The default counting misjudges one tool of 83: Angi's ``angi_lead_note`` acts (it adds a note
to a lead; its answer is ``204 No Content``) but is counted.

The stops share one kind: a listing of holidays that names none of the task's words
(Nager.Date's ``[{"date": "2026-01-01", "localName": "Neujahr", …, "countryCode": "DE", …}]``
for a task that says "Germany, Poland and Ireland") is read useless by all three at every
call; and Abstract's ``[]``, the "no holiday that day" the user asked to learn, is read as an
empty failure by ``default`` and ``semantic``.

The misses share two kinds. A dead or capped source answering several tools in turn (jService's
Heroku "Application Error" page across five tools, GlockApps' quota error on the uncounted
``glockapps_create_test`` and on ``glockapps_list_tests`` twice) never puts three on one
counted tool: the fixture's writer did not keep one tool failing three times in a row there,
so the per-tool gate cannot trip (the writer's slip, not the gate's misreading, though all
three also read each tool's first Heroku page useful, 0.20 / 0.35 / 0.39). And
a wrong tenant or country answering with well-formed data: Jobber's developer sandbox
(``{"data": {"visits": {"nodes": []…}}}`` between ``Sandbox Admin`` and ``Developer Test
Account`` records that break the run) and Adzuna's UK endpoint answering an Austin, TX search
with Nottingham NHS posts, read useful by ``default`` (0.39-0.49) and ``semantic``
(0.76-0.97), so the empty pages between them only reach 2.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): all three read BoardGameGeek's two ``<message>Your request for this collection has been
accepted and will be processed.  Please try again later for access.</message>`` answers in
``bgg-ok-1`` useless (0.72-1.00), the polling the API asks for, before the collection comes;
``classifier`` reads Abstract's two trailing ``[]`` in ``abstract-holidays-ok-1`` useless
(0.99) after the Presidents' Day record it reads useful.

Since then (read after this fixture, so not held out for it), a listing whose items hold a
``name`` among six fields or more and no link, title or text is a listing of records, data
as a table's rows are: Nager.Date's holidays are read useful when new, and no gate stops
``nager-date-ok-1``.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout74")
H = "heldout74/"

_ABSTRACT = (
    "Abstract's ``[]`` for Jan 19, Mar 9 and Apr 6 2027 is the answer the user asked for "
    "(not a US holiday) and is read useless (1.00) as an empty failure; the Presidents' Day "
    "record between them is read useless too ({how}), so the run reaches 3 at call 3"
)
STOPPED: dict[str, dict[str, str]] = {
    "default": {
        H + "abstract-holidays/abstract-holidays-ok-1": _ABSTRACT.replace("{how}", "0.50"),
    },
    "classifier": {},
    "semantic": {
        H + "abstract-holidays/abstract-holidays-ok-1": _ABSTRACT.replace("{how}", "0.99"),
    },
}

_GLOCK = (
    '``{"error": "Test limit reached. Your plan allows 0 more tests this month.", "code": '
    "402}`` (the monthly quota is spent) is read useless at every call, but four of six come "
    "from glockapps_create_test, an action the gate rightly leaves out, and glockapps_list_tests "
    "gets only two: no counted tool reaches 3 (the fixture's writer alternated the tools)"
)
_JSERVICE = (
    "the Heroku ``<title>Application Error</title>`` page (jservice.io is dead) comes back from "
    "five tools in turn (random, categories, clues, search); each tool's first is read useful "
    "({how}) and no tool is called three times, so the per-tool run never passes 1"
)
_JOBBER = (
    "the connected Jobber account is a developer sandbox: "
    '``{"data": {"visits": {"nodes": [], "pageInfo": {"hasNextPage": false}}}}`` for every '
    "query of visits, jobs and clients; {how}, and the sandbox's own records "
    '(``{"data": {"users": {"nodes": [{"name": {"full": "Sandbox Admin"}}]}}}``, '
    '``"Developer Test Account"``) are read useful, breaking the run at 2'
)
_ADZUNA = (
    "the agent queries Adzuna's ``gb`` endpoint for Austin, TX: Nottingham NHS posts "
    '(``"Band 5 Staff Nurse - Acute Medicine", "NHS Professionals", "Austin, Nottingham"``, '
    "salaries in GBP) and empty pages, someone else's country; the UK listings are read "
    "useful ({how}) and the empty histogram useful (0.20-0.39), so the empties reach 2 twice"
)
MISSED = {
    "default": {
        H + "glockapps/glockapps-fail-1": _GLOCK,
        H + "jservice/jservice-fail-1": _JSERVICE.replace("{how}", "0.20"),
        H + "jobber/jobber-fail-1": _JOBBER.replace("{how}", "the first is read useful (0.20)"),
        H + "adzuna/adzuna-fail-1": _ADZUNA.replace("{how}", "0.39-0.49"),
    },
    "classifier": {
        H + "glockapps/glockapps-fail-1": _GLOCK,
        H + "jservice/jservice-fail-1": _JSERVICE.replace("{how}", "0.35"),
        H + "jobber/jobber-fail-1": _JOBBER.replace(
            "{how}", "every empty page is read useful (0.54-0.82)"
        ),
    },
    "semantic": {
        H + "glockapps/glockapps-fail-1": _GLOCK,
        H + "jservice/jservice-fail-1": _JSERVICE.replace("{how}", "0.39"),
        H + "jobber/jobber-fail-1": _JOBBER.replace("{how}", "the first is read useful (0.39)"),
        H + "adzuna/adzuna-fail-1": _ADZUNA.replace("{how}", "0.76-0.97"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 0, 55, 141), "classifier": (0, 0, 60, 141), "semantic": (1, 0, 57, 141)}
#: Failing sessions tripped (a call cut), of 22.
TRIPPED = {"default": 18, "classifier": 19, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Token requests (``lightcast_auth``, ``opentdb_token``) count: their answer is what the
#: call asked for. Left out, as arguable: ``jobber_graphql`` (one tool for queries and
#: mutations: it lists clients and creates them), ``servicetitan_post`` (a generic POST; here
#: it runs a report, a read, though the same tool creates records) and ``browser_click``
#: (navigating to a next page is part of reading, but its answer is a receipt).
READS = (
    "abstract_holidays", "adzuna_histogram", "adzuna_search", "angi_lead_get",
    "angi_leads_search", "bga_prices", "bga_search", "bgg_collection", "bgg_search",
    "bgg_thing", "browser_get_text", "calendarific_countries", "calendarific_holidays",
    "checkiday_event_info", "checkiday_events", "checkiday_search", "everest_api", "fetch",
    "fetch_url", "get_job_details", "get_long_weekends", "get_next_public_holidays",
    "get_public_holidays", "glockapps_get_results", "glockapps_get_test",
    "glockapps_list_tests", "hcp_get_estimate", "hcp_list_customers", "hcp_list_jobs",
    "holidayapi_countries", "holidayapi_holidays", "is_today_public_holiday",
    "jservice_categories", "jservice_category", "jservice_clues", "jservice_random",
    "jservice_search", "lightcast_auth", "lightcast_extract", "lightcast_postings_rankings",
    "lightcast_postings_totals", "lightcast_skill", "mailreach_accounts_list",
    "mailreach_spamtest_get", "mailreach_spamtests_list", "mailtester_result",
    "opentdb_count", "opentdb_questions", "opentdb_token", "postmaster_domains_list",
    "postmaster_traffic_stats_get", "postmaster_traffic_stats_list", "reed_job_details",
    "reed_search", "search_jobs", "servicetitan_get", "thumbtack_list_leads",
    "timeanddate_holidays", "warmup_inbox_list", "warmup_inbox_spam_events",
    "warmup_inbox_stats", "wordnik_definitions", "wordnik_random_word",
    "wordnik_random_words", "wordnik_top_example", "workiz_invoice_all", "workiz_job_all",
    "workiz_team_all",
)  # fmt: skip
ACTIONS = (
    "angi_lead_accept", "angi_lead_note", "glockapps_create_test", "hcp_create_estimate",
    "hcp_send_estimate", "jservice_mark_invalid", "mailreach_warmup_update",
    "thumbtack_send_message", "thumbtack_update_lead", "warmup_inbox_pause",
    "workiz_job_assign", "workiz_job_create",
)  # fmt: skip
ARGUABLE = ("browser_click", "jobber_graphql", "servicetitan_post")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "angi_lead_note": "acts (it adds a note to an Angi lead; its answer is ``204 No Content``) "
    "and is counted; it is called once, after the lead is accepted, so no run moves",
}

FAMILIES = {
    "abstract-holidays", "adzuna", "angi", "bgg", "boardgameatlas", "calendarific",
    "checkiday", "everest", "glassdoor", "glockapps", "holidayapi", "housecall-pro", "indeed",
    "jobber", "jservice", "levelsfyi", "lightcast", "mail-tester", "mailreach", "nager-date",
    "opentdb", "postmaster", "reed", "servicetitan", "thumbtack", "timeanddate",
    "warmup-inbox", "wordnik", "workiz",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 58
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 22
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("jobber", "calendarific", "adzuna", "reed", "opentdb"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(o.startswith("<?xml") or o.startswith("<!DOCTYPE html>") for o in _results("bgg"))
    assert all(
        o.startswith("[") or o == "HTTP 204 No Content" or o.startswith("<html>")
        for o in _results("nager-date")
    )
    cal = [json.loads(o) for o in _results("calendarific")]
    assert all(c["meta"]["code"] in (200, 426) for c in cal)
    otdb = [json.loads(o) for o in _results("opentdb")]
    assert all(o.get("response_code", 0) in (0, 4, 5) for o in otdb)


pytest_generate_tests = parametrize_checks


class TestHeldOut74(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
