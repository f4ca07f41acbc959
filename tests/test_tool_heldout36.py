"""Thirty-sixth held-out check of the gates: survey and form platforms, web analytics, code
review and version control beyond git, event streaming administration, weather data services.

``tests/data/tool_heldout36.jsonl`` (built by ``tests/data/tool_heldout36_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Typeform, Qualtrics export jobs, SurveyMonkey, Jotform, the Google Forms API and Tally;
the GA4 Data API, Adobe Analytics 2.0, Matomo, Plausible, Heap's server-side API and Piwik
PRO; Gerrit REST, Phabricator Conduit, ``p4``, ``hg``, ``svn`` and ``fossil``; ``rpk``,
Confluent Schema Registry, Kinesis through the AWS CLI, ``az eventhubs``, ksqlDB's REST API
and Kafka Connect running Debezium; Meteostat, Tomorrow.io, Visual Crossing, NASA POWER,
Weatherbit and Bright Sky. 35 succeeded and 20 failed (a source failed silently and the agent
kept calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 16 / 15 / 16 of 20,
cutting 49 / 49 / 52 of their 136 calls. The default counting misjudges four tools of 61:
three generic REST tools of weather services (``meteostat_request``, ``weatherbit_request``,
``brightsky_request``) only read but are not counted, and ``heap_track`` acts (it sends an
event to Heap; its answer is ``200 OK``) but is counted.

The misses share two kinds. A tool named ``<service>_request`` is not counted, so three
sessions whose every answer is read useless (1.00) cut nothing: Meteostat's RapidAPI monthly
quota, Weatherbit's invalid key and ksqlDB's ``KSQL is not yet ready to serve requests.``.
And GA4's runReport on an empty (wrong) property answers every query with the header-only
report (``{"dimensionHeaders":[…],"metricHeaders":[…],"metadata":{…},"kind":
"analyticsData#runReport"}``), read useful (0.20 / 0.35 / 0.39) by all three: the same shape
is a legitimate 'no such traffic' in ``ga4-ok-1`` and ``ga4-ok-2``. ``classifier`` also
misses SurveyMonkey's ``{"error":{"id":"1040","name":"Rate Limit Reached",…,
"http_status_code":429}}``, scored 0.82, under its cut-off (0.87), six times.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` and ``semantic`` read the two empty Kinesis ``get-records`` pages of
``kinesis-ok-1`` (``{"Records": [], "NextShardIterator": …, "MillisBehindLatest": 86340000}``,
normal at TRIM_HORIZON before the data) useless (1.00), a run of 2 on ``run_shell`` before
the page with records.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout36")
H = "heldout36/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}


_GA4 = (
    "GA4 runReport on the empty staging property answers seven differently built reports "
    'with headers only (``{{"dimensionHeaders":[{{"name":"sessionCampaignName"}}],'
    '"metricHeaders":[…],"metadata":{{"currencyCode":"USD","timeZone":"Etc/GMT"}},'
    '"kind":"analyticsData#runReport"}}``, no rows, even for total users over nine months): '
    "read useful ({score}) every time; a careful reader sees a property with no data at all"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "ga4/ga4-fail-1": _GA4.format(score="0.20"),
    },
    "classifier": {
        H + "ga4/ga4-fail-1": _GA4.format(score="0.35"),
        H + "surveymonkey/surveymonkey-fail-1": '``{"error":{"id":"1040","name":"Rate Limit '
        'Reached",…,"message":"Too many requests were made, try again later.",'
        '"http_status_code":429}}`` is scored 0.82 (0.90 on survey_details), under the '
        "cut-off (0.87), at six calls: a rate limit the agent never waits out",
    },
    "semantic": {
        H + "ga4/ga4-fail-1": _GA4.format(score="0.39"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 58, 136), "classifier": (0, 0, 58, 136), "semantic": (0, 0, 61, 136)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 19, "classifier": 18, "semantic": 19}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Left out, as arguable: the generic tools whose role depends on the call (``run_shell``
#: runs ``svn log`` and ``svn commit``, ``rpk group describe`` and ``rpk topic alter-config``;
#: ``conduit_call`` runs ``*.search`` and ``maniphest.edit``; ``ksqldb_request`` runs SHOW and
#: CREATE TABLE AS; ``schema_registry_request`` and ``kafka_connect_request`` GET and POST),
#: and ``piwik_get_token`` (fetches a credential, neither reads data nor acts).
READS = (
    "aa_get_metrics", "aa_list_dimension_items", "aa_list_report_suites", "aa_run_report",
    "brightsky_request", "forms_get", "forms_responses_list", "ga4_get_metadata",
    "ga4_run_realtime_report", "ga4_run_report", "gerrit_get_account", "gerrit_get_change",
    "gerrit_get_change_files", "gerrit_list_checks", "gerrit_list_comments",
    "gerrit_list_projects", "gerrit_query_changes", "jotform_get_form_questions",
    "jotform_get_form_submissions", "jotform_get_user_forms", "matomo_api",
    "meteostat_request", "nasa_power_point", "piwik_list_websites", "piwik_query",
    "plausible_aggregate", "plausible_breakdown", "plausible_realtime_visitors",
    "plausible_timeseries", "qualtrics_download_export", "qualtrics_export_progress",
    "qualtrics_list_surveys", "surveymonkey_get_collector", "surveymonkey_list_collectors",
    "surveymonkey_list_surveys", "surveymonkey_question_rollup", "surveymonkey_responses_bulk",
    "surveymonkey_survey_details", "tally_list_forms", "tally_list_submissions", "tomorrow_io",
    "typeform_get_responses", "typeform_list_forms", "typeform_list_workspaces",
    "visual_crossing_timeline", "weatherbit_request",
)  # fmt: skip
ACTIONS = (
    "gerrit_set_review", "heap_add_account_properties", "heap_add_user_properties",
    "heap_track", "jotform_update_form_properties", "qualtrics_start_export",
    "surveymonkey_update_collector", "tally_delete_submission",
)  # fmt: skip
ARGUABLE = (
    "conduit_call", "kafka_connect_request", "ksqldb_request", "piwik_get_token", "run_shell",
    "schema_registry_request",
)  # fmt: skip

_REQ = (
    "reads (a GET on a weather service's REST API: {what}) but its name is not counted: the "
    "default counting takes a ``*_request`` tool for an action. Its calls are counted (an "
    "``endpoint`` and no method: a GET, ``ToolCounting.call_reads``), since this fixture was "
    "measured; when it was, the failing session was missed by every gate for it"
)
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "meteostat_request": _REQ.format(what="stations/nearby, stations/daily, point/daily"),
    "weatherbit_request": _REQ.format(what="current, forecast/daily, history/daily"),
    "brightsky_request": _REQ.format(what="current_weather, alerts, weather"),
    "heap_track": "acts (it sends a server-side event to Heap; its answer is ``200 OK``, "
    "which the detectors abstain on) and is counted; heap_add_user_properties, the same kind "
    "of call, is not",
}

FAMILIES = {
    "typeform", "qualtrics", "surveymonkey", "jotform", "google-forms", "tally", "ga4",
    "adobe-analytics", "matomo", "plausible", "heap", "piwik-pro", "gerrit", "phabricator",
    "p4", "hg", "svn", "fossil", "rpk", "schema-registry", "kinesis", "event-hubs", "ksqldb",
    "debezium", "meteostat", "tomorrow-io", "visual-crossing", "nasa-power", "weatherbit",
    "brightsky",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    assert all(o.startswith(")]}'\n") for o in _results("gerrit"))
    for family in ("typeform", "ga4", "schema-registry", "brightsky", "nasa-power"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    conduit = [json.loads(o) for o in _results("phabricator")]
    assert all(set(c) == {"result", "error_code", "error_info"} for c in conduit)
    ga4 = [json.loads(o) for o in _results("ga4") if o.startswith('{"dimensionHeaders"')]
    assert ga4 and all(g["kind"].startswith("analyticsData#run") for g in ga4)


pytest_generate_tests = parametrize_checks


class TestHeldOut36(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
