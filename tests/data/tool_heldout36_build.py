"""Build the held-out fixture tests/data/tool_heldout36.jsonl (written blind).

Fifty-five sessions (35 successful, 20 failing) over five domain groups, each row one
tool call in the project's real-runs format. Deterministic: no clock, no randomness;
identifiers come from SHA-1 hashes of fixed strings.

Where each format comes from, family by family, and how sure I am of it:

Survey and form platforms
- typeform: Typeform Create/Responses API (GET /forms, GET /forms/{id}/responses with
  total_items / page_count / items, answers keyed by field id/type/ref, `before` token
  paging). From the public API reference; sure of the shape, field subsets trimmed.
- qualtrics: Qualtrics v3 export-responses job (POST start -> progressId, GET progress ->
  percentComplete/status/fileId, result/meta envelope with httpStatus "200 - OK"). Sure of
  the envelope; the file step is shown as the CSV a wrapper unzips.
- surveymonkey: SurveyMonkey API v3 (/surveys, /surveys/{id}/details,
  /responses/bulk with data/per_page/page/total/links; error body with id 1040
  "Rate Limit Reached"). Fairly sure.
- jotform: Jotform API (responseCode / message / content / limit-left envelope,
  /user/forms, /form/{id}/submissions, /form/{id}/questions). Fairly sure.
- google-forms: Google Forms API v1 (forms.get, forms.responses.list; empty lists omitted
  so an empty page is "{}"; google.rpc error body with RESOURCE_EXHAUSTED). Sure.
- tally: Tally REST API (GET /forms, GET /forms/{id}/submissions with questions and
  submissions, hasMore paging). Medium: reconstructed from the docs, exact key names may
  differ slightly.

Web analytics
- ga4: Google Analytics Data API v1beta runReport / runRealtimeReport (dimensionHeaders,
  metricHeaders, rows with dimensionValues/metricValues, rowCount, metadata, kind;
  a report with no data omits rows and rowCount). Sure.
- adobe-analytics: Adobe Analytics 2.0 API /reports ranked response (totalPages,
  numberOfElements, columns, rows with itemId/value/data, summaryData); Adobe I/O gateway
  error {"error_code":"401013","message":"Oauth token is not valid"}. Fairly sure.
- matomo: Matomo Reporting API, format=JSON (VisitsSummary.get, Actions.getPageUrls,
  Goals.get, Referrers.getWebsites). Sure.
- plausible: Plausible Stats API v1 (aggregate / breakdown / timeseries, results envelope);
  a self-hosted instance behind nginx answering 502. Sure.
- heap: Heap server-side APIs (track, add_user_properties) as a Python wrapper reports
  them (HTTP status line; the bodies are empty). Medium.
- piwik-pro: Piwik PRO auth token endpoint and Query API (data rows + meta.columns); a
  maintenance HTML page from the tenant's front proxy. Medium.

Code review and version control beyond git
- gerrit: Gerrit REST (XSSI prefix )]}' then JSON; ChangeInfo fields, _more_changes,
  ReviewResult). Sure.
- phabricator: Conduit (result / error_code / error_info envelope; *.search cursor;
  maniphest.edit result with object and transactions; ERR-INVALID-AUTH). Sure.
- p4: Perforce command line (p4 changes, describe -s, opened, filelog, login errors).
  Sure of the text shapes.
- hg: Mercurial command line (log, status, incoming "no changes found", summary). Sure.
- svn: Subversion command line (log separators, info, commit transcript, E170013).
  Sure.
- fossil: Fossil command line (timeline, status, ticket show, info). Fairly sure.

Event streaming administration
- rpk: Redpanda rpk (topic list/describe, group describe, cluster health, alter-config,
  dial errors). Fairly sure.
- schema-registry: Confluent Schema Registry REST (subjects, versions, schema objects,
  compatibility, 40401 errors). Sure.
- kinesis: AWS CLI for Kinesis Data Streams (describe-stream-summary, list-shards,
  get-shard-iterator, get-records with empty Records pages, ExpiredTokenException). Sure.
- event-hubs: Azure CLI az eventhubs (namespace/eventhub/consumer-group show/list/create
  JSON). Fairly sure.
- ksqldb: ksqlDB REST (/ksql entity arrays with @type, currentStatus, /query header/row
  objects, generic_error). Fairly sure.
- debezium: Kafka Connect REST as used to run Debezium connectors (status with task
  trace, restart 204/202, connector config, offsets). Sure.

Weather data services
- meteostat: Meteostat JSON API via RapidAPI (meta/data, stations/nearby, point/daily;
  RapidAPI quota message). Fairly sure.
- tomorrow-io: Tomorrow.io v4 weather/forecast and realtime (timelines / data.values /
  location; 429001 error body). Fairly sure.
- visual-crossing: Visual Crossing Timeline API (queryCost, resolvedAddress, days[],
  stations). Sure.
- nasa-power: NASA POWER temporal point API (GeoJSON Feature with properties.parameter,
  header.fill_value -999, parameters units). Sure.
- weatherbit: Weatherbit v2.0 current / history/daily / forecast/daily (data, count;
  invalid key error string). Fairly sure.
- brightsky: Bright Sky (DWD) /weather, /current_weather, /alerts (weather + sources,
  alerts + location). Sure.
"""

# ruff: noqa: E501  (data rows: long literal strings and JSON bodies)
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout36"
ROWS: list[dict] = []


def hid(s: str, n: int = 10) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha1(s.encode()).hexdigest()[:8], 16) % (hi - lo)


def j(x) -> str:
    return json.dumps(x, ensure_ascii=False)


def ji(x) -> str:
    return json.dumps(x, indent=2, ensure_ascii=False)


def sess(family: str, ok: bool, n: int, task: str, calls: list[tuple]) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"{SRC}/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result if isinstance(result, str) else j(result),
                "outcome": {"success": ok},
            }
        )


# ---------------------------------------------------------------- surveys and forms
def tf_resp(form, i, score, text, when):
    tok = hid(f"{form}-{i}", 32)
    return {
        "landing_id": tok,
        "token": tok,
        "response_id": tok,
        "landed_at": when.replace(":12Z", ":01Z"),
        "submitted_at": when,
        "metadata": {
            "user_agent": "Mozilla/5.0",
            "platform": "other",
            "referer": f"https://acme.typeform.com/to/{form}",
            "network_id": hid(f"net{i}"),
            "browser": "default",
        },
        "hidden": {},
        "calculated": {"score": 0},
        "answers": [
            {
                "field": {"id": "nG4kQ2rT", "type": "opinion_scale", "ref": "nps_score"},
                "type": "number",
                "number": score,
            },
        ]
        + (
            [
                {
                    "field": {"id": "pX9aL0wE", "type": "long_text", "ref": "nps_reason"},
                    "type": "text",
                    "text": text,
                }
            ]
            if text
            else []
        ),
    }


def surveys() -> None:
    form = "Xk2LpQ7v"
    sess(
        "typeform",
        True,
        1,
        "How many people answered the Q3 NPS survey since September 1, and what did the detractors (0-6) say?",
        [
            (
                "typeform_list_forms",
                {"search": "NPS"},
                {
                    "total_items": 2,
                    "page_count": 1,
                    "items": [
                        {
                            "id": form,
                            "type": "quiz",
                            "title": "Customer NPS Q3",
                            "last_updated_at": "2024-08-28T09:14:02.000Z",
                            "created_at": "2024-08-20T11:00:41.000Z",
                            "settings": {"is_public": True},
                            "self": {"href": f"https://api.typeform.com/forms/{form}"},
                            "_links": {"display": f"https://acme.typeform.com/to/{form}"},
                        },
                        {
                            "id": "Rr81mNaa",
                            "type": "quiz",
                            "title": "Partner NPS (archived)",
                            "last_updated_at": "2023-11-02T16:40:10.000Z",
                            "created_at": "2023-10-01T08:12:00.000Z",
                            "settings": {"is_public": False},
                            "self": {"href": "https://api.typeform.com/forms/Rr81mNaa"},
                            "_links": {"display": "https://acme.typeform.com/to/Rr81mNaa"},
                        },
                    ],
                },
            ),
            (
                "typeform_get_responses",
                {"form_id": form, "since": "2024-09-01T00:00:00Z", "page_size": 3},
                {
                    "total_items": 7,
                    "page_count": 3,
                    "items": [
                        tf_resp(form, 1, 9, "", "2024-09-02T08:11:12Z"),
                        tf_resp(
                            form,
                            2,
                            4,
                            "Support took four days to answer a billing question.",
                            "2024-09-02T13:40:12Z",
                        ),
                        tf_resp(form, 3, 10, "Love the new dashboard", "2024-09-03T10:05:12Z"),
                    ],
                },
            ),
            (
                "typeform_get_responses",
                {
                    "form_id": form,
                    "since": "2024-09-01T00:00:00Z",
                    "page_size": 3,
                    "before": hid(f"{form}-3", 32),
                },
                {
                    "total_items": 7,
                    "page_count": 3,
                    "items": [
                        tf_resp(
                            form,
                            4,
                            6,
                            "Export to CSV breaks with more than 10k rows",
                            "2024-09-04T09:22:12Z",
                        ),
                        tf_resp(form, 5, 8, "", "2024-09-05T15:01:12Z"),
                        tf_resp(
                            form,
                            6,
                            2,
                            "We were charged twice in August and nobody called back.",
                            "2024-09-06T17:30:12Z",
                        ),
                    ],
                },
            ),
            (
                "typeform_get_responses",
                {
                    "form_id": form,
                    "since": "2024-09-01T00:00:00Z",
                    "page_size": 3,
                    "before": hid(f"{form}-6", 32),
                },
                {
                    "total_items": 7,
                    "page_count": 3,
                    "items": [
                        tf_resp(form, 7, 7, "", "2024-09-08T07:45:12Z"),
                    ],
                },
            ),
            (
                "typeform_get_responses",
                {
                    "form_id": form,
                    "since": "2024-09-01T00:00:00Z",
                    "page_size": 3,
                    "before": hid(f"{form}-7", 32),
                },
                {"total_items": 7, "page_count": 3, "items": []},
            ),
        ],
    )
    # fail: token belongs to a different (empty) workspace; every search returns nothing
    empty = {"total_items": 0, "page_count": 1, "items": []}
    sess(
        "typeform",
        False,
        1,
        "Find our 'Event feedback - Berlin summit' Typeform and summarise the ratings for the keynote.",
        [
            ("typeform_list_forms", {"search": "Berlin summit"}, empty),
            ("typeform_list_forms", {"search": "Event feedback"}, empty),
            ("typeform_list_forms", {"search": "summit"}, empty),
            ("typeform_list_forms", {"page": 1, "page_size": 200}, empty),
            (
                "typeform_list_workspaces",
                {},
                {
                    "total_items": 1,
                    "page_count": 1,
                    "items": [
                        {
                            "id": "pZ3yTq",
                            "name": "My workspace",
                            "default": True,
                            "shared": False,
                            "forms": {
                                "count": 0,
                                "href": "https://api.typeform.com/workspaces/pZ3yTq/forms",
                            },
                            "self": {"href": "https://api.typeform.com/workspaces/pZ3yTq"},
                        }
                    ],
                },
            ),
            ("typeform_list_forms", {"workspace_id": "pZ3yTq"}, empty),
            ("typeform_list_forms", {"search": "keynote"}, empty),
        ],
    )

    sid = "SV_3fZ8kQm1xYt2pLb"
    prog = "ES_" + hid("qprog1", 20)

    def meta(r):
        return {
            "requestId": hid(r, 8)
            + "-"
            + hid(r + "x", 4)
            + "-4"
            + hid(r + "y", 3)
            + "-a"
            + hid(r + "z", 3)
            + "-"
            + hid(r + "w", 12),
            "httpStatus": "200 - OK",
        }  # noqa: E731

    sess(
        "qualtrics",
        True,
        1,
        "Export the responses of the 'Onboarding Experience 2024' Qualtrics survey and tell me the average satisfaction score.",
        [
            (
                "qualtrics_list_surveys",
                {"name_contains": "Onboarding"},
                {
                    "result": {
                        "elements": [
                            {
                                "id": sid,
                                "name": "Onboarding Experience 2024",
                                "ownerId": "UR_9z8YxWv",
                                "lastModified": "2024-06-11T14:02:55Z",
                                "creationDate": "2024-01-08T09:30:00Z",
                                "isActive": True,
                            }
                        ],
                        "nextPage": None,
                    },
                    "meta": meta("a"),
                },
            ),
            (
                "qualtrics_start_export",
                {"survey_id": sid, "format": "csv", "useLabels": True},
                {
                    "result": {"progressId": prog, "percentComplete": 0.0, "status": "inProgress"},
                    "meta": meta("b"),
                },
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": sid, "progress_id": prog},
                {"result": {"percentComplete": 34.0, "status": "inProgress"}, "meta": meta("c")},
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": sid, "progress_id": prog},
                {"result": {"percentComplete": 81.0, "status": "inProgress"}, "meta": meta("d")},
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": sid, "progress_id": prog},
                {
                    "result": {
                        "fileId": hid("qfile1", 8)
                        + "-"
                        + hid("qf2", 4)
                        + "-"
                        + hid("qf3", 4)
                        + "-"
                        + hid("qf4", 4)
                        + "-"
                        + hid("qf5", 12),
                        "percentComplete": 100.0,
                        "status": "complete",
                    },
                    "meta": meta("e"),
                },
            ),
            (
                "qualtrics_download_export",
                {"survey_id": sid, "file_id": "(from progress)"},
                "Onboarding Experience 2024.csv (unzipped, 6 data rows)\nResponseId,StartDate,EndDate,Finished,Q1_satisfaction,Q2_role,Q3_comment\nR_1a2B3c4D5e6F7g8,2024-05-02 09:11:03,2024-05-02 09:14:40,True,4,Engineer,\nR_2b3C4d5E6f7G8h9,2024-05-03 11:20:10,2024-05-03 11:22:01,True,5,Manager,Smooth\nR_3c4D5e6F7g8H9i0,2024-05-06 15:02:44,2024-05-06 15:09:12,True,2,Engineer,Laptop arrived a week late\nR_4d5E6f7G8h9I0j1,2024-05-08 08:45:00,2024-05-08 08:47:30,True,4,Designer,\nR_5e6F7g8H9i0J1k2,2024-05-13 10:00:19,2024-05-13 10:04:02,True,3,Engineer,Too many accounts to request\nR_6f7G8h9I0j1K2l3,2024-05-20 16:31:55,2024-05-20 16:33:10,False,,,",
            ),
        ],
    )
    prog2 = "ES_" + hid("qprog2", 20)
    stuck = lambda r: {"result": {"percentComplete": 0.0, "status": "inProgress"}, "meta": meta(r)}  # noqa: E731
    sess(
        "qualtrics",
        False,
        1,
        "Pull this quarter's responses from the Qualtrics 'Employee Pulse Q2' survey and count how many people answered 'Disagree' on workload.",
        [
            (
                "qualtrics_list_surveys",
                {"name_contains": "Pulse"},
                {
                    "result": {
                        "elements": [
                            {
                                "id": "SV_0aB7cD2eF9gH1iJ",
                                "name": "Employee Pulse Q2",
                                "ownerId": "UR_1q2W3e4R",
                                "lastModified": "2024-06-30T08:00:12Z",
                                "creationDate": "2024-04-01T07:55:00Z",
                                "isActive": True,
                            }
                        ],
                        "nextPage": None,
                    },
                    "meta": meta("f"),
                },
            ),
            (
                "qualtrics_start_export",
                {
                    "survey_id": "SV_0aB7cD2eF9gH1iJ",
                    "format": "csv",
                    "startDate": "2024-04-01T00:00:00Z",
                },
                {
                    "result": {"progressId": prog2, "percentComplete": 0.0, "status": "inProgress"},
                    "meta": meta("g"),
                },
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": "SV_0aB7cD2eF9gH1iJ", "progress_id": prog2},
                stuck("h"),
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": "SV_0aB7cD2eF9gH1iJ", "progress_id": prog2},
                stuck("i"),
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": "SV_0aB7cD2eF9gH1iJ", "progress_id": prog2},
                stuck("j"),
            ),
            (
                "qualtrics_start_export",
                {"survey_id": "SV_0aB7cD2eF9gH1iJ", "format": "json"},
                {
                    "result": {
                        "progressId": "ES_" + hid("qprog3", 20),
                        "percentComplete": 0.0,
                        "status": "inProgress",
                    },
                    "meta": meta("k"),
                },
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": "SV_0aB7cD2eF9gH1iJ", "progress_id": "ES_" + hid("qprog3", 20)},
                stuck("l"),
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": "SV_0aB7cD2eF9gH1iJ", "progress_id": "ES_" + hid("qprog3", 20)},
                stuck("m"),
            ),
            (
                "qualtrics_export_progress",
                {"survey_id": "SV_0aB7cD2eF9gH1iJ", "progress_id": prog2},
                stuck("n"),
            ),
        ],
    )

    smid = "508112734"
    sess(
        "surveymonkey",
        True,
        1,
        "Which answer got the most votes on the SurveyMonkey 'Office Lunch Vote' poll, and is its weblink collector still open?",
        [
            (
                "surveymonkey_list_surveys",
                {"title": "Office Lunch Vote"},
                {
                    "data": [
                        {
                            "id": smid,
                            "title": "Office Lunch Vote",
                            "nickname": "",
                            "href": f"https://api.surveymonkey.com/v3/surveys/{smid}",
                        }
                    ],
                    "per_page": 50,
                    "page": 1,
                    "total": 1,
                    "links": {
                        "self": "https://api.surveymonkey.com/v3/surveys?page=1&per_page=50&title=Office+Lunch+Vote"
                    },
                },
            ),
            (
                "surveymonkey_survey_details",
                {"survey_id": smid},
                {
                    "id": smid,
                    "title": "Office Lunch Vote",
                    "response_count": 23,
                    "question_count": 1,
                    "page_count": 1,
                    "date_modified": "2024-09-09T10:12:00",
                    "language": "en",
                    "pages": [
                        {
                            "id": "41877120",
                            "position": 1,
                            "questions": [
                                {
                                    "id": "162339871",
                                    "family": "single_choice",
                                    "subtype": "vertical",
                                    "headings": [{"heading": "Where should we go on Friday?"}],
                                    "answers": {
                                        "choices": [
                                            {
                                                "id": "1190321001",
                                                "text": "Thai Basil",
                                                "position": 1,
                                            },
                                            {
                                                "id": "1190321002",
                                                "text": "Burrito Barn",
                                                "position": 2,
                                            },
                                            {
                                                "id": "1190321003",
                                                "text": "Pho Saigon",
                                                "position": 3,
                                            },
                                        ]
                                    },
                                }
                            ],
                        }
                    ],
                },
            ),
            (
                "surveymonkey_question_rollup",
                {"survey_id": smid, "page_id": "41877120", "question_id": "162339871"},
                {
                    "id": "162339871",
                    "family": "single_choice",
                    "subtype": "vertical",
                    "summary": [
                        {
                            "type": "row",
                            "answered": 23,
                            "skipped": 0,
                            "choices": [
                                {"id": "1190321001", "count": 9},
                                {"id": "1190321002", "count": 5},
                                {"id": "1190321003", "count": 9},
                            ],
                        }
                    ],
                },
            ),
            (
                "surveymonkey_list_collectors",
                {"survey_id": smid},
                {
                    "data": [
                        {
                            "id": "402551930",
                            "name": "Web Link 1",
                            "href": "https://api.surveymonkey.com/v3/collectors/402551930",
                            "type": "weblink",
                        }
                    ],
                    "per_page": 50,
                    "page": 1,
                    "total": 1,
                    "links": {
                        "self": f"https://api.surveymonkey.com/v3/surveys/{smid}/collectors?page=1&per_page=50"
                    },
                },
            ),
            (
                "surveymonkey_get_collector",
                {"collector_id": "402551930"},
                {
                    "id": "402551930",
                    "name": "Web Link 1",
                    "type": "weblink",
                    "status": "open",
                    "date_created": "2024-09-05T08:00:00",
                    "date_modified": "2024-09-05T08:00:00",
                    "close_date": None,
                    "response_count": 23,
                    "url": "https://www.surveymonkey.com/r/LNCH7QK",
                    "allow_multiple_responses": False,
                    "anonymous_type": "not_anonymous",
                    "href": "https://api.surveymonkey.com/v3/collectors/402551930",
                },
            ),
            (
                "surveymonkey_update_collector",
                {"collector_id": "402551930", "status": "closed"},
                {
                    "id": "402551930",
                    "name": "Web Link 1",
                    "type": "weblink",
                    "status": "closed",
                    "date_modified": "2024-09-09T10:20:41",
                    "href": "https://api.surveymonkey.com/v3/collectors/402551930",
                },
            ),
        ],
    )
    rl = {
        "error": {
            "id": "1040",
            "name": "Rate Limit Reached",
            "docs": "https://developer.surveymonkey.com/api/v3/#error-codes",
            "message": "Too many requests were made, try again later.",
            "http_status_code": 429,
        }
    }
    sess(
        "surveymonkey",
        False,
        1,
        "Compare the open-text answers about pricing across our three SurveyMonkey customer surveys from this year.",
        [
            (
                "surveymonkey_list_surveys",
                {"title": "Customer", "start_modified_at": "2024-01-01T00:00:00"},
                {
                    "data": [
                        {
                            "id": "507900112",
                            "title": "Customer Survey - Jan",
                            "nickname": "",
                            "href": "https://api.surveymonkey.com/v3/surveys/507900112",
                        },
                        {
                            "id": "508004417",
                            "title": "Customer Survey - Apr",
                            "nickname": "",
                            "href": "https://api.surveymonkey.com/v3/surveys/508004417",
                        },
                        {
                            "id": "508110093",
                            "title": "Customer Survey - Jul",
                            "nickname": "",
                            "href": "https://api.surveymonkey.com/v3/surveys/508110093",
                        },
                    ],
                    "per_page": 50,
                    "page": 1,
                    "total": 3,
                    "links": {"self": "https://api.surveymonkey.com/v3/surveys?page=1&per_page=50"},
                },
            ),
            ("surveymonkey_responses_bulk", {"survey_id": "507900112", "per_page": 100}, rl),
            ("surveymonkey_responses_bulk", {"survey_id": "507900112", "per_page": 25}, rl),
            ("surveymonkey_responses_bulk", {"survey_id": "508004417", "per_page": 25}, rl),
            ("surveymonkey_survey_details", {"survey_id": "508110093"}, rl),
            (
                "surveymonkey_responses_bulk",
                {"survey_id": "508110093", "per_page": 10, "simple": True},
                rl,
            ),
            (
                "surveymonkey_responses_bulk",
                {"survey_id": "507900112", "per_page": 10, "page": 1},
                rl,
            ),
        ],
    )

    jf = "241873220915051"

    def jenv(c, left):
        return {
            "responseCode": 200,
            "message": "success",
            "content": c,
            "duration": "41.2ms",
            "limit-left": left,
        }  # noqa: E731

    sess(
        "jotform",
        True,
        1,
        "How many volunteer sign-ups came in through the Jotform 'Beach Cleanup Volunteers' form, and which shifts are still unfilled? Then mark the form as closed.",
        [
            (
                "jotform_get_user_forms",
                {"filter": {"title:like": "Beach Cleanup"}},
                jenv(
                    [
                        {
                            "id": jf,
                            "username": "greencoast",
                            "title": "Beach Cleanup Volunteers",
                            "height": "539",
                            "status": "ENABLED",
                            "created_at": "2024-07-01 10:02:11",
                            "updated_at": "2024-08-30 18:40:05",
                            "last_submission": "2024-09-07 21:13:44",
                            "new": "3",
                            "count": "17",
                            "type": "LEGACY",
                            "url": f"https://form.jotform.com/{jf}",
                        }
                    ],
                    9981,
                ),
            ),
            (
                "jotform_get_form_questions",
                {"form_id": jf},
                jenv(
                    {
                        "3": {
                            "name": "fullName",
                            "order": "1",
                            "qid": "3",
                            "text": "Full Name",
                            "type": "control_fullname",
                        },
                        "4": {
                            "name": "email",
                            "order": "2",
                            "qid": "4",
                            "text": "E-mail",
                            "type": "control_email",
                        },
                        "5": {
                            "name": "shift",
                            "order": "3",
                            "qid": "5",
                            "text": "Which shift?",
                            "type": "control_radio",
                            "options": "Sat 8-10|Sat 10-12|Sun 8-10|Sun 10-12",
                        },
                    },
                    9980,
                ),
            ),
            (
                "jotform_get_form_submissions",
                {"form_id": jf, "limit": 20, "offset": 0},
                jenv(
                    [
                        {
                            "id": str(5901234567890120000 + i),
                            "form_id": jf,
                            "created_at": f"2024-0{8 if i < 9 else 9}-{10 + i:02d} 1{i % 10}:00:00",
                            "status": "ACTIVE",
                            "new": "1" if i > 13 else "0",
                            "answers": {
                                "5": {
                                    "name": "shift",
                                    "text": "Which shift?",
                                    "type": "control_radio",
                                    "answer": ["Sat 8-10", "Sat 10-12", "Sun 8-10"][i % 3],
                                }
                            },
                        }
                        for i in range(17)
                    ],
                    9979,
                ),
            ),
            (
                "jotform_update_form_properties",
                {"form_id": jf, "properties": {"status": "DISABLED"}},
                jenv({"status": "DISABLED"}, 9978),
            ),
        ],
    )

    gf = "1FAIpQLSd" + hid("gform", 20)
    sess(
        "google-forms",
        True,
        1,
        "Did anyone submit the 'IT equipment return' Google Form since Monday? If so, list what they returned.",
        [
            (
                "forms_get",
                {"formId": gf},
                {
                    "formId": gf,
                    "info": {
                        "title": "IT equipment return",
                        "documentTitle": "IT equipment return (responses)",
                    },
                    "settings": {},
                    "revisionId": "00000041",
                    "responderUri": f"https://docs.google.com/forms/d/e/{gf}/viewform",
                    "items": [
                        {
                            "itemId": "1a2b3c4d",
                            "title": "Your name",
                            "questionItem": {
                                "question": {
                                    "questionId": "5e6f7a8b",
                                    "required": True,
                                    "textQuestion": {},
                                }
                            },
                        },
                        {
                            "itemId": "2b3c4d5e",
                            "title": "What are you returning?",
                            "questionItem": {
                                "question": {
                                    "questionId": "6f7a8b9c",
                                    "required": True,
                                    "choiceQuestion": {
                                        "type": "CHECKBOX",
                                        "options": [
                                            {"value": "Laptop"},
                                            {"value": "Monitor"},
                                            {"value": "Headset"},
                                            {"value": "Badge"},
                                        ],
                                    },
                                }
                            },
                        },
                    ],
                },
            ),
            (
                "forms_responses_list",
                {"formId": gf, "filter": "timestamp >= 2024-09-09T00:00:00Z"},
                {},
            ),
            (
                "forms_responses_list",
                {"formId": gf, "filter": "timestamp >= 2024-09-02T00:00:00Z"},
                {
                    "responses": [
                        {
                            "responseId": "ACYDBNj" + hid("r1", 20),
                            "createTime": "2024-09-04T16:02:11.421Z",
                            "lastSubmittedTime": "2024-09-04T16:02:11.421Z",
                            "answers": {
                                "5e6f7a8b": {
                                    "questionId": "5e6f7a8b",
                                    "textAnswers": {"answers": [{"value": "Dana Whitfield"}]},
                                },
                                "6f7a8b9c": {
                                    "questionId": "6f7a8b9c",
                                    "textAnswers": {
                                        "answers": [{"value": "Laptop"}, {"value": "Badge"}]
                                    },
                                },
                            },
                        }
                    ]
                },
            ),
        ],
    )
    quota = {
        "error": {
            "code": 429,
            "message": "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'forms.googleapis.com' for consumer 'project_number:618204417731'.",
            "status": "RESOURCE_EXHAUSTED",
            "details": [
                {
                    "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                    "reason": "RATE_LIMIT_EXCEEDED",
                    "domain": "googleapis.com",
                    "metadata": {
                        "quota_metric": "forms.googleapis.com/read_requests",
                        "service": "forms.googleapis.com",
                        "quota_limit": "ReadRequestsPerMinutePerUser",
                        "consumer": "projects/618204417731",
                    },
                }
            ],
        }
    }
    ids = ["1FAIpQLSe" + hid(f"gf{i}", 20) for i in range(4)]
    sess(
        "google-forms",
        False,
        1,
        "Collect the RSVPs from the four workshop registration Google Forms and tell me which workshop is oversubscribed (cap 30).",
        [
            ("forms_responses_list", {"formId": ids[0]}, quota),
            ("forms_responses_list", {"formId": ids[1]}, quota),
            ("forms_get", {"formId": ids[0]}, quota),
            ("forms_responses_list", {"formId": ids[2], "pageSize": 50}, quota),
            ("forms_responses_list", {"formId": ids[3], "pageSize": 50}, quota),
            ("forms_responses_list", {"formId": ids[0], "pageSize": 10}, quota),
        ],
    )

    tally_f = "mRgQ7b"
    sess(
        "tally",
        True,
        1,
        "Get the bug reports submitted through our Tally 'Beta feedback' form and list the ones marked as crashes.",
        [
            (
                "tally_list_forms",
                {},
                {
                    "items": [
                        {
                            "id": tally_f,
                            "name": "Beta feedback",
                            "isNameModifiedByUser": True,
                            "workspaceId": "w4Pq1z",
                            "status": "PUBLISHED",
                            "hasDraftBlocks": False,
                            "numberOfSubmissions": 5,
                            "createdAt": "2024-08-12T09:00:11.000Z",
                            "updatedAt": "2024-08-20T14:21:03.000Z",
                        },
                        {
                            "id": "3xLaVe",
                            "name": "Newsletter signup",
                            "isNameModifiedByUser": True,
                            "workspaceId": "w4Pq1z",
                            "status": "PUBLISHED",
                            "hasDraftBlocks": False,
                            "numberOfSubmissions": 412,
                            "createdAt": "2023-02-01T10:00:00.000Z",
                            "updatedAt": "2023-02-01T10:05:00.000Z",
                        },
                    ],
                    "page": 1,
                    "limit": 50,
                    "total": 2,
                    "hasMore": False,
                },
            ),
            (
                "tally_list_submissions",
                {"form_id": tally_f, "page": 1, "limit": 3},
                {
                    "page": 1,
                    "limit": 3,
                    "hasMore": True,
                    "totalNumberOfSubmissionsPerFilter": {"all": 5, "completed": 5, "partial": 0},
                    "questions": [
                        {"id": "q_type", "type": "MULTIPLE_CHOICE", "title": "What kind of issue?"},
                        {"id": "q_desc", "type": "TEXTAREA", "title": "Describe it"},
                    ],
                    "submissions": [
                        {
                            "id": "s_" + hid("t1", 6),
                            "formId": tally_f,
                            "isCompleted": True,
                            "submittedAt": "2024-08-21T08:02:00.000Z",
                            "responses": [
                                {"questionId": "q_type", "value": ["Crash"]},
                                {
                                    "questionId": "q_desc",
                                    "value": "App closes when I rotate the phone on the map screen",
                                },
                            ],
                        },
                        {
                            "id": "s_" + hid("t2", 6),
                            "formId": tally_f,
                            "isCompleted": True,
                            "submittedAt": "2024-08-22T19:40:00.000Z",
                            "responses": [
                                {"questionId": "q_type", "value": ["Visual glitch"]},
                                {"questionId": "q_desc", "value": "Dark mode text is grey on grey"},
                            ],
                        },
                        {
                            "id": "s_" + hid("t3", 6),
                            "formId": tally_f,
                            "isCompleted": True,
                            "submittedAt": "2024-08-24T11:11:00.000Z",
                            "responses": [
                                {"questionId": "q_type", "value": ["Suggestion"]},
                                {"questionId": "q_desc", "value": "Let me export trips as GPX"},
                            ],
                        },
                    ],
                },
            ),
            (
                "tally_list_submissions",
                {"form_id": tally_f, "page": 2, "limit": 3},
                {
                    "page": 2,
                    "limit": 3,
                    "hasMore": False,
                    "totalNumberOfSubmissionsPerFilter": {"all": 5, "completed": 5, "partial": 0},
                    "questions": [
                        {"id": "q_type", "type": "MULTIPLE_CHOICE", "title": "What kind of issue?"},
                        {"id": "q_desc", "type": "TEXTAREA", "title": "Describe it"},
                    ],
                    "submissions": [
                        {
                            "id": "s_" + hid("t4", 6),
                            "formId": tally_f,
                            "isCompleted": True,
                            "submittedAt": "2024-08-27T07:30:00.000Z",
                            "responses": [
                                {"questionId": "q_type", "value": ["Crash"]},
                                {
                                    "questionId": "q_desc",
                                    "value": "Crash on login after updating to 0.9.3",
                                },
                            ],
                        },
                        {
                            "id": "s_" + hid("t5", 6),
                            "formId": tally_f,
                            "isCompleted": True,
                            "submittedAt": "2024-08-29T21:05:00.000Z",
                            "responses": [
                                {"questionId": "q_type", "value": ["Other"]},
                                {"questionId": "q_desc", "value": "Nothing, works fine"},
                            ],
                        },
                    ],
                },
            ),
        ],
    )
    sess(
        "tally",
        True,
        2,
        "Check whether the Tally 'Catering order' form has any partial (unfinished) submissions, and delete the test submission I made yesterday.",
        [
            (
                "tally_list_forms",
                {},
                {
                    "items": [
                        {
                            "id": "nPj2Ka",
                            "name": "Catering order",
                            "isNameModifiedByUser": True,
                            "workspaceId": "w4Pq1z",
                            "status": "PUBLISHED",
                            "hasDraftBlocks": False,
                            "numberOfSubmissions": 14,
                            "createdAt": "2024-03-03T12:00:00.000Z",
                            "updatedAt": "2024-09-01T09:00:00.000Z",
                        }
                    ],
                    "page": 1,
                    "limit": 50,
                    "total": 1,
                    "hasMore": False,
                },
            ),
            (
                "tally_list_submissions",
                {"form_id": "nPj2Ka", "filter": "partial"},
                {
                    "page": 1,
                    "limit": 50,
                    "hasMore": False,
                    "totalNumberOfSubmissionsPerFilter": {"all": 14, "completed": 14, "partial": 0},
                    "questions": [
                        {"id": "q_name", "type": "INPUT_TEXT", "title": "Name"},
                        {"id": "q_qty", "type": "INPUT_NUMBER", "title": "Number of guests"},
                    ],
                    "submissions": [],
                },
            ),
            (
                "tally_list_submissions",
                {"form_id": "nPj2Ka", "filter": "completed", "startDate": "2024-09-09"},
                {
                    "page": 1,
                    "limit": 50,
                    "hasMore": False,
                    "totalNumberOfSubmissionsPerFilter": {"all": 14, "completed": 14, "partial": 0},
                    "questions": [
                        {"id": "q_name", "type": "INPUT_TEXT", "title": "Name"},
                        {"id": "q_qty", "type": "INPUT_NUMBER", "title": "Number of guests"},
                    ],
                    "submissions": [
                        {
                            "id": "s_Gx81Qa",
                            "formId": "nPj2Ka",
                            "isCompleted": True,
                            "submittedAt": "2024-09-09T15:44:10.000Z",
                            "responses": [
                                {"questionId": "q_name", "value": "TEST - ignore"},
                                {"questionId": "q_qty", "value": 1},
                            ],
                        }
                    ],
                },
            ),
            (
                "tally_delete_submission",
                {"form_id": "nPj2Ka", "submission_id": "s_Gx81Qa"},
                "HTTP 204 No Content",
            ),
        ],
    )


# ---------------------------------------------------------------- web analytics
def ga_report(dims, mets, rows, tz="America/New_York"):
    out = {
        "dimensionHeaders": [{"name": d} for d in dims],
        "metricHeaders": [{"name": m, "type": t} for m, t in mets],
    }
    if rows:
        out["rows"] = [
            {
                "dimensionValues": [{"value": v} for v in r[: len(dims)]],
                "metricValues": [{"value": v} for v in r[len(dims) :]],
            }
            for r in rows
        ]
        out["rowCount"] = len(rows)
    out["metadata"] = {"currencyCode": "USD", "timeZone": tz}
    out["kind"] = "analyticsData#runReport"
    return out


def analytics() -> None:
    prop = "properties/312884570"
    sess(
        "ga4",
        True,
        1,
        "From GA4, give me last month's sessions by channel, and tell me whether the new /pricing-v2 page got any traffic from paid search.",
        [
            (
                "ga4_run_report",
                {
                    "property": prop,
                    "dateRanges": [{"startDate": "2024-08-01", "endDate": "2024-08-31"}],
                    "dimensions": ["sessionDefaultChannelGroup"],
                    "metrics": ["sessions", "engagedSessions"],
                    "orderBys": [{"metric": {"metricName": "sessions"}, "desc": True}],
                },
                ga_report(
                    ["sessionDefaultChannelGroup"],
                    [("sessions", "TYPE_INTEGER"), ("engagedSessions", "TYPE_INTEGER")],
                    [
                        ["Organic Search", "48211", "30117"],
                        ["Direct", "21904", "12650"],
                        ["Paid Search", "9377", "5129"],
                        ["Referral", "4410", "3021"],
                        ["Email", "2236", "1804"],
                        ["Organic Social", "1975", "801"],
                        ["Unassigned", "312", "20"],
                    ],
                ),
            ),
            (
                "ga4_run_report",
                {
                    "property": prop,
                    "dateRanges": [{"startDate": "2024-08-01", "endDate": "2024-08-31"}],
                    "dimensions": ["pagePath", "sessionDefaultChannelGroup"],
                    "metrics": ["screenPageViews"],
                    "dimensionFilter": {
                        "andGroup": {
                            "expressions": [
                                {
                                    "filter": {
                                        "fieldName": "pagePath",
                                        "stringFilter": {
                                            "matchType": "EXACT",
                                            "value": "/pricing-v2",
                                        },
                                    }
                                },
                                {
                                    "filter": {
                                        "fieldName": "sessionDefaultChannelGroup",
                                        "stringFilter": {"value": "Paid Search"},
                                    }
                                },
                            ]
                        }
                    },
                },
                ga_report(
                    ["pagePath", "sessionDefaultChannelGroup"],
                    [("screenPageViews", "TYPE_INTEGER")],
                    [],
                ),
            ),
            (
                "ga4_run_report",
                {
                    "property": prop,
                    "dateRanges": [{"startDate": "2024-08-01", "endDate": "2024-08-31"}],
                    "dimensions": ["pagePath"],
                    "metrics": ["screenPageViews"],
                    "dimensionFilter": {
                        "filter": {
                            "fieldName": "pagePath",
                            "stringFilter": {"matchType": "BEGINS_WITH", "value": "/pricing"},
                        }
                    },
                },
                ga_report(
                    ["pagePath"],
                    [("screenPageViews", "TYPE_INTEGER")],
                    [["/pricing", "15502"], ["/pricing-v2", "611"], ["/pricing/enterprise", "380"]],
                ),
            ),
            (
                "ga4_run_report",
                {
                    "property": prop,
                    "dateRanges": [{"startDate": "2024-08-01", "endDate": "2024-08-31"}],
                    "dimensions": ["sessionSourceMedium"],
                    "metrics": ["screenPageViews"],
                    "dimensionFilter": {
                        "filter": {
                            "fieldName": "pagePath",
                            "stringFilter": {"matchType": "EXACT", "value": "/pricing-v2"},
                        }
                    },
                },
                ga_report(
                    ["sessionSourceMedium"],
                    [("screenPageViews", "TYPE_INTEGER")],
                    [
                        ["newsletter / email", "402"],
                        ["(direct) / (none)", "151"],
                        ["google / organic", "58"],
                    ],
                ),
            ),
        ],
    )
    sess(
        "ga4",
        True,
        2,
        "How many users are on the site right now, and from which countries? Also did the checkout_error event fire in the last 30 minutes?",
        [
            (
                "ga4_run_realtime_report",
                {"property": prop, "dimensions": ["country"], "metrics": ["activeUsers"]},
                {
                    **ga_report(
                        ["country"],
                        [("activeUsers", "TYPE_INTEGER")],
                        [
                            ["United States", "142"],
                            ["Canada", "31"],
                            ["United Kingdom", "27"],
                            ["Germany", "9"],
                        ],
                    ),
                    "kind": "analyticsData#runRealtimeReport",
                },
            ),
            (
                "ga4_run_realtime_report",
                {
                    "property": prop,
                    "dimensions": ["eventName"],
                    "metrics": ["eventCount"],
                    "dimensionFilter": {
                        "filter": {
                            "fieldName": "eventName",
                            "stringFilter": {"value": "checkout_error"},
                        }
                    },
                },
                {
                    **ga_report(["eventName"], [("eventCount", "TYPE_INTEGER")], []),
                    "kind": "analyticsData#runRealtimeReport",
                },
            ),
            (
                "ga4_get_metadata",
                {"name": f"{prop}/metadata"},
                {
                    "name": f"{prop}/metadata",
                    "dimensions": [
                        {
                            "apiName": "customEvent:error_code",
                            "uiName": "error_code",
                            "description": "An event scoped custom dimension for your Analytics property.",
                            "category": "Custom",
                            "customDefinition": True,
                        }
                    ],
                    "metrics": [
                        {
                            "apiName": "eventCount",
                            "uiName": "Event count",
                            "description": "The count of events.",
                            "type": "TYPE_INTEGER",
                            "category": "Event",
                        }
                    ],
                },
            ),
            (
                "ga4_run_realtime_report",
                {
                    "property": prop,
                    "dimensions": ["eventName"],
                    "metrics": ["eventCount"],
                    "minuteRanges": [{"startMinutesAgo": 29, "endMinutesAgo": 0}],
                },
                {
                    **ga_report(
                        ["eventName"],
                        [("eventCount", "TYPE_INTEGER")],
                        [
                            ["page_view", "1874"],
                            ["scroll", "702"],
                            ["add_to_cart", "96"],
                            ["begin_checkout", "41"],
                            ["purchase", "18"],
                        ],
                    ),
                    "kind": "analyticsData#runRealtimeReport",
                },
            ),
        ],
    )
    # fail: credentials point at the empty staging property; every report comes back without rows
    sp = "properties/401229871"
    e = lambda d, m: ga_report(d, m, [], tz="Etc/GMT")  # noqa: E731
    sess(
        "ga4",
        False,
        1,
        "Pull September conversions by campaign from GA4 for the marketing review.",
        [
            (
                "ga4_run_report",
                {
                    "property": sp,
                    "dateRanges": [{"startDate": "2024-09-01", "endDate": "2024-09-30"}],
                    "dimensions": ["sessionCampaignName"],
                    "metrics": ["conversions"],
                },
                e(["sessionCampaignName"], [("conversions", "TYPE_FLOAT")]),
            ),
            (
                "ga4_run_report",
                {
                    "property": sp,
                    "dateRanges": [{"startDate": "2024-09-01", "endDate": "2024-09-30"}],
                    "dimensions": ["sessionCampaignName"],
                    "metrics": ["keyEvents"],
                },
                e(["sessionCampaignName"], [("keyEvents", "TYPE_FLOAT")]),
            ),
            (
                "ga4_run_report",
                {
                    "property": sp,
                    "dateRanges": [{"startDate": "2024-09-01", "endDate": "2024-09-30"}],
                    "dimensions": ["date"],
                    "metrics": ["sessions"],
                },
                e(["date"], [("sessions", "TYPE_INTEGER")]),
            ),
            (
                "ga4_run_report",
                {
                    "property": sp,
                    "dateRanges": [{"startDate": "2024-01-01", "endDate": "2024-09-30"}],
                    "metrics": ["totalUsers"],
                },
                e([], [("totalUsers", "TYPE_INTEGER")]),
            ),
            (
                "ga4_run_report",
                {
                    "property": sp,
                    "dateRanges": [{"startDate": "90daysAgo", "endDate": "today"}],
                    "dimensions": ["eventName"],
                    "metrics": ["eventCount"],
                },
                e(["eventName"], [("eventCount", "TYPE_INTEGER")]),
            ),
            (
                "ga4_run_report",
                {
                    "property": sp,
                    "dateRanges": [{"startDate": "2024-09-01", "endDate": "2024-09-30"}],
                    "dimensions": ["firstUserCampaignName"],
                    "metrics": ["keyEvents"],
                },
                e(["firstUserCampaignName"], [("keyEvents", "TYPE_FLOAT")]),
            ),
            (
                "ga4_run_report",
                {
                    "property": sp,
                    "dateRanges": [{"startDate": "yesterday", "endDate": "today"}],
                    "dimensions": ["pagePath"],
                    "metrics": ["screenPageViews"],
                },
                e(["pagePath"], [("screenPageViews", "TYPE_INTEGER")]),
            ),
        ],
    )

    rsid = "acmeglobalprod"
    sess(
        "adobe-analytics",
        True,
        1,
        "In Adobe Analytics, what were the top 5 pages by page views last week, and how many orders did the 'Fall Sale' marketing channel drive?",
        [
            (
                "aa_run_report",
                {
                    "rsid": rsid,
                    "dimension": "variables/page",
                    "metrics": ["metrics/pageviews"],
                    "dateRange": "2024-09-02T00:00:00.000/2024-09-09T00:00:00.000",
                    "limit": 5,
                },
                {
                    "totalPages": 84,
                    "firstPage": True,
                    "lastPage": False,
                    "numberOfElements": 5,
                    "number": 0,
                    "totalElements": 418,
                    "columns": {
                        "dimension": {"id": "variables/page", "type": "string"},
                        "columnIds": ["0"],
                    },
                    "rows": [
                        {"itemId": "2134501992", "value": "home", "data": [88213.0]},
                        {
                            "itemId": "1771204410",
                            "value": "product:trail-runner-2",
                            "data": [20117.0],
                        },
                        {"itemId": "3300918842", "value": "search results", "data": [17940.0]},
                        {"itemId": "1209873351", "value": "cart", "data": [9921.0]},
                        {"itemId": "2987100044", "value": "checkout:shipping", "data": [6014.0]},
                    ],
                    "summaryData": {"filteredTotals": [251876.0], "totals": [251876.0]},
                },
            ),
            (
                "aa_list_dimension_items",
                {"rsid": rsid, "dimension": "variables/marketingchannel", "search": "Fall"},
                {
                    "totalPages": 1,
                    "firstPage": True,
                    "lastPage": True,
                    "numberOfElements": 0,
                    "number": 0,
                    "totalElements": 0,
                    "columns": {
                        "dimension": {"id": "variables/marketingchannel", "type": "string"},
                        "columnIds": [],
                    },
                    "rows": [],
                },
            ),
            (
                "aa_list_dimension_items",
                {"rsid": rsid, "dimension": "variables/campaign", "search": "fall"},
                {
                    "totalPages": 1,
                    "firstPage": True,
                    "lastPage": True,
                    "numberOfElements": 2,
                    "number": 0,
                    "totalElements": 2,
                    "columns": {
                        "dimension": {"id": "variables/campaign", "type": "string"},
                        "columnIds": [],
                    },
                    "rows": [
                        {"itemId": "4410982211", "value": "fall_sale_2024_email"},
                        {"itemId": "4410982212", "value": "fall_sale_2024_paid_social"},
                    ],
                },
            ),
            (
                "aa_run_report",
                {
                    "rsid": rsid,
                    "dimension": "variables/campaign",
                    "metrics": ["metrics/orders", "metrics/revenue"],
                    "search": {"clause": "CONTAINS 'fall_sale_2024'"},
                    "dateRange": "2024-09-02T00:00:00.000/2024-09-09T00:00:00.000",
                },
                {
                    "totalPages": 1,
                    "firstPage": True,
                    "lastPage": True,
                    "numberOfElements": 2,
                    "number": 0,
                    "totalElements": 2,
                    "columns": {
                        "dimension": {"id": "variables/campaign", "type": "string"},
                        "columnIds": ["0", "1"],
                    },
                    "rows": [
                        {
                            "itemId": "4410982211",
                            "value": "fall_sale_2024_email",
                            "data": [412.0, 38120.55],
                        },
                        {
                            "itemId": "4410982212",
                            "value": "fall_sale_2024_paid_social",
                            "data": [97.0, 8410.1],
                        },
                    ],
                    "summaryData": {
                        "filteredTotals": [509.0, 46530.65],
                        "totals": [3118.0, 301877.4],
                    },
                },
            ),
        ],
    )
    tok = {"error_code": "401013", "message": "Oauth token is not valid"}
    sess(
        "adobe-analytics",
        False,
        1,
        "Build a weekly bounce-rate trend for the mobile app report suite in Adobe Analytics over the last quarter.",
        [
            ("aa_list_report_suites", {"name": "mobile"}, tok),
            ("aa_list_report_suites", {}, tok),
            (
                "aa_run_report",
                {
                    "rsid": "acmemobileprod",
                    "dimension": "variables/daterangeweek",
                    "metrics": ["metrics/bouncerate"],
                    "dateRange": "2024-06-01T00:00:00.000/2024-09-01T00:00:00.000",
                },
                tok,
            ),
            (
                "aa_run_report",
                {
                    "rsid": "acmemobile",
                    "dimension": "variables/daterangeweek",
                    "metrics": ["metrics/bouncerate"],
                    "dateRange": "2024-06-01T00:00:00.000/2024-09-01T00:00:00.000",
                },
                tok,
            ),
            (
                "aa_run_report",
                {
                    "rsid": "acmemobileprod",
                    "dimension": "variables/daterangeday",
                    "metrics": ["metrics/bounces", "metrics/visits"],
                    "dateRange": "2024-08-01T00:00:00.000/2024-09-01T00:00:00.000",
                },
                tok,
            ),
            ("aa_get_metrics", {"rsid": "acmemobileprod"}, tok),
        ],
    )

    def mt(method, params, result):
        return ("matomo_api", {"method": method, "idSite": 4, **params, "format": "JSON"}, result)

    sess(
        "matomo",
        True,
        1,
        "From Matomo, summarise yesterday's visits for the docs site and tell me if the 'Download PDF' goal converted at all.",
        [
            mt(
                "SitesManager.getSitesIdFromSiteUrl",
                {"url": "https://docs.example.org"},
                [{"idsite": "4"}],
            ),
            mt(
                "VisitsSummary.get",
                {"period": "day", "date": "yesterday"},
                {
                    "nb_uniq_visitors": 1843,
                    "nb_users": 0,
                    "nb_visits": 2210,
                    "nb_actions": 7126,
                    "nb_visits_converted": 0,
                    "bounce_count": 954,
                    "sum_visit_length": 612240,
                    "max_actions": 88,
                    "bounce_rate": "43%",
                    "nb_actions_per_visit": 3.2,
                    "avg_time_on_site": 277,
                },
            ),
            mt(
                "Actions.getPageUrls",
                {"period": "day", "date": "yesterday", "flat": 1, "filter_limit": 4},
                [
                    {
                        "label": "/getting-started",
                        "nb_visits": 604,
                        "nb_hits": 711,
                        "sum_time_spent": 98120,
                        "entry_nb_visits": 420,
                        "exit_nb_visits": 233,
                        "avg_time_on_page": 138,
                        "bounce_rate": "31%",
                        "exit_rate": "39%",
                        "url": "https://docs.example.org/getting-started",
                    },
                    {
                        "label": "/api/auth",
                        "nb_visits": 389,
                        "nb_hits": 455,
                        "sum_time_spent": 70311,
                        "avg_time_on_page": 155,
                        "bounce_rate": "48%",
                        "exit_rate": "41%",
                        "url": "https://docs.example.org/api/auth",
                    },
                    {
                        "label": "/",
                        "nb_visits": 355,
                        "nb_hits": 380,
                        "sum_time_spent": 11020,
                        "avg_time_on_page": 29,
                        "bounce_rate": "52%",
                        "exit_rate": "20%",
                        "url": "https://docs.example.org/",
                    },
                    {
                        "label": "/changelog",
                        "nb_visits": 210,
                        "nb_hits": 240,
                        "sum_time_spent": 22110,
                        "avg_time_on_page": 92,
                        "bounce_rate": "60%",
                        "exit_rate": "55%",
                        "url": "https://docs.example.org/changelog",
                    },
                ],
            ),
            mt(
                "Goals.getGoals",
                {},
                {
                    "3": {
                        "idsite": "4",
                        "idgoal": "3",
                        "name": "Download PDF",
                        "description": "",
                        "match_attribute": "file",
                        "pattern": ".pdf",
                        "pattern_type": "contains",
                        "case_sensitive": "0",
                        "allow_multiple": "0",
                        "revenue": "0",
                        "deleted": "0",
                        "event_value_as_revenue": "0",
                    }
                },
            ),
            mt(
                "Goals.get",
                {"period": "day", "date": "yesterday", "idGoal": 3},
                {
                    "nb_conversions": 0,
                    "nb_visits_converted": 0,
                    "revenue": 0,
                    "conversion_rate": "0%",
                },
            ),
            mt("Actions.getDownloads", {"period": "day", "date": "yesterday", "flat": 1}, []),
        ],
    )

    sess(
        "plausible",
        True,
        1,
        "From Plausible, how did the blog do this month versus last month, and which referrers sent the most visitors this month?",
        [
            (
                "plausible_aggregate",
                {
                    "site_id": "blog.example.net",
                    "period": "month",
                    "metrics": "visitors,pageviews,bounce_rate,visit_duration",
                    "compare": "previous_period",
                },
                {
                    "results": {
                        "bounce_rate": {"value": 71.0, "change": -3},
                        "pageviews": {"value": 18420, "change": 12},
                        "visit_duration": {"value": 64, "change": 5},
                        "visitors": {"value": 12903, "change": 9},
                    }
                },
            ),
            (
                "plausible_breakdown",
                {
                    "site_id": "blog.example.net",
                    "period": "month",
                    "property": "visit:source",
                    "limit": 5,
                },
                {
                    "results": [
                        {"source": "Google", "visitors": 7011},
                        {"source": "Direct / None", "visitors": 2530},
                        {"source": "Hacker News", "visitors": 1288},
                        {"source": "DuckDuckGo", "visitors": 610},
                        {"source": "Bing", "visitors": 402},
                    ]
                },
            ),
            (
                "plausible_breakdown",
                {
                    "site_id": "blog.example.net",
                    "period": "month",
                    "property": "event:page",
                    "limit": 3,
                },
                {
                    "results": [
                        {"page": "/posts/why-we-left-kubernetes", "visitors": 3920},
                        {"page": "/", "visitors": 2114},
                        {"page": "/posts/postgres-vacuum-notes", "visitors": 1207},
                    ]
                },
            ),
            (
                "plausible_timeseries",
                {"site_id": "blog.example.net", "period": "7d"},
                {
                    "results": [
                        {"date": "2024-09-03", "visitors": 402},
                        {"date": "2024-09-04", "visitors": 388},
                        {"date": "2024-09-05", "visitors": 2911},
                        {"date": "2024-09-06", "visitors": 1470},
                        {"date": "2024-09-07", "visitors": 530},
                        {"date": "2024-09-08", "visitors": 451},
                        {"date": "2024-09-09", "visitors": 420},
                    ]
                },
            ),
        ],
    )
    bad = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"
    sess(
        "plausible",
        False,
        1,
        "Using our self-hosted Plausible, find which landing page converted best for the 'Signup' goal in August.",
        [
            (
                "plausible_breakdown",
                {
                    "site_id": "app.example.io",
                    "period": "custom",
                    "date": "2024-08-01,2024-08-31",
                    "property": "visit:entry_page",
                    "filters": "event:goal==Signup",
                },
                bad,
            ),
            (
                "plausible_aggregate",
                {
                    "site_id": "app.example.io",
                    "period": "custom",
                    "date": "2024-08-01,2024-08-31",
                    "metrics": "visitors",
                },
                bad,
            ),
            (
                "plausible_breakdown",
                {"site_id": "app.example.io", "period": "month", "property": "event:goal"},
                bad,
            ),
            (
                "plausible_breakdown",
                {
                    "site_id": "app.example.io",
                    "period": "30d",
                    "property": "visit:entry_page",
                    "limit": 10,
                },
                bad,
            ),
            ("plausible_timeseries", {"site_id": "app.example.io", "period": "30d"}, bad),
            ("plausible_realtime_visitors", {"site_id": "app.example.io"}, bad),
        ],
    )

    sess(
        "heap",
        True,
        1,
        "Backfill the two offline 'Demo Booked' events from the sales spreadsheet into Heap for jane@northwind.io and set her plan property to 'enterprise_trial'.",
        [
            (
                "heap_add_user_properties",
                {
                    "app_id": "1735502840",
                    "identity": "jane@northwind.io",
                    "properties": {"plan": "enterprise_trial", "company": "Northwind"},
                },
                "200 OK",
            ),
            (
                "heap_track",
                {
                    "app_id": "1735502840",
                    "identity": "jane@northwind.io",
                    "event": "Demo Booked",
                    "timestamp": "2024-09-03T15:00:00Z",
                    "properties": {"source": "sales_sheet", "rep": "Luis"},
                },
                "200 OK",
            ),
            (
                "heap_track",
                {
                    "app_id": "1735502840",
                    "identity": "jane@northwind.io",
                    "event": "Demo Booked",
                    "timestamp": "2024-09-06T10:30:00Z",
                    "properties": {"source": "sales_sheet", "rep": "Luis"},
                },
                "200 OK",
            ),
            (
                "heap_add_account_properties",
                {
                    "app_id": "1735502840",
                    "account_id": "northwind",
                    "properties": {"stage": "trial"},
                },
                "200 OK",
            ),
        ],
    )

    maint = '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Scheduled maintenance | Piwik PRO</title></head>\n<body>\n<div class="container">\n<h1>We\'ll be back shortly</h1>\n<p>Piwik PRO is undergoing scheduled maintenance. We apologise for the inconvenience. Please try again later.</p>\n<p>Status updates: <a href="https://status.piwik.pro">status.piwik.pro</a></p>\n</div>\n</body>\n</html>'
    sess(
        "piwik-pro",
        True,
        1,
        "From Piwik PRO, get daily visitors to the careers site for the first week of September.",
        [
            (
                "piwik_get_token",
                {"account": "acme"},
                {
                    "token_type": "Bearer",
                    "expires_in": 1800,
                    "access_token": "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9." + hid("ppjwt", 40),
                },
            ),
            (
                "piwik_query",
                {
                    "website_id": "b1c7f2d0-9a44-4e0a-8f51-3c3a2a77d9e1",
                    "date_from": "2024-09-01",
                    "date_to": "2024-09-07",
                    "columns": [
                        {"column_id": "timestamp", "transformation_id": "to_date"},
                        {"column_id": "visitors"},
                        {"column_id": "sessions"},
                    ],
                },
                {
                    "data": [
                        ["2024-09-01", 211, 240],
                        ["2024-09-02", 804, 951],
                        ["2024-09-03", 766, 902],
                        ["2024-09-04", 742, 880],
                        ["2024-09-05", 690, 811],
                        ["2024-09-06", 512, 590],
                        ["2024-09-07", 198, 220],
                    ],
                    "meta": {"columns": ["timestamp", "visitors", "sessions"], "count": 7},
                },
            ),
        ],
    )
    sess(
        "piwik-pro",
        False,
        1,
        "In Piwik PRO, which job posting pages had the highest exit rate last month?",
        [
            (
                "piwik_get_token",
                {"account": "acme"},
                {
                    "token_type": "Bearer",
                    "expires_in": 1800,
                    "access_token": "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9." + hid("ppjwt2", 40),
                },
            ),
            (
                "piwik_query",
                {
                    "website_id": "b1c7f2d0-9a44-4e0a-8f51-3c3a2a77d9e1",
                    "date_from": "2024-08-01",
                    "date_to": "2024-08-31",
                    "columns": [{"column_id": "page_url"}, {"column_id": "exit_rate"}],
                    "filters": {
                        "operator": "and",
                        "conditions": [
                            {
                                "column_id": "page_url",
                                "condition": {"operator": "contains", "value": "/jobs/"},
                            }
                        ],
                    },
                },
                maint,
            ),
            (
                "piwik_query",
                {
                    "website_id": "b1c7f2d0-9a44-4e0a-8f51-3c3a2a77d9e1",
                    "date_from": "2024-08-01",
                    "date_to": "2024-08-31",
                    "columns": [
                        {"column_id": "page_url"},
                        {"column_id": "exits"},
                        {"column_id": "page_views"},
                    ],
                },
                maint,
            ),
            ("piwik_get_token", {"account": "acme"}, maint),
            (
                "piwik_query",
                {
                    "website_id": "b1c7f2d0-9a44-4e0a-8f51-3c3a2a77d9e1",
                    "date_from": "2024-08-01",
                    "date_to": "2024-08-15",
                    "columns": [{"column_id": "page_url"}, {"column_id": "exit_rate"}],
                },
                maint,
            ),
            (
                "piwik_query",
                {
                    "website_id": "b1c7f2d0-9a44-4e0a-8f51-3c3a2a77d9e1",
                    "relative_date": "last_month",
                    "columns": [{"column_id": "page_title"}, {"column_id": "exit_rate"}],
                },
                maint,
            ),
            ("piwik_list_websites", {}, maint),
        ],
    )


# ---------------------------------------------------------------- code review / VCS
def gchange(num_, subj, status="NEW", owner=1000096, proj="platform/infra", more=False):
    cid = "I" + hid(f"chg{num_}", 40)
    d = {
        "id": f"{proj.replace('/', '%2F')}~master~{cid}",
        "project": proj,
        "branch": "master",
        "change_id": cid,
        "subject": subj,
        "status": status,
        "created": f"2024-09-0{num_ % 9 + 1} 09:59:32.126000000",
        "updated": f"2024-09-09 1{num_ % 10}:02:11.000000000",
        "submit_type": "MERGE_IF_NECESSARY",
        "mergeable": True,
        "insertions": num(f"ins{num_}", 1, 400),
        "deletions": num(f"del{num_}", 0, 120),
        "total_comment_count": 0,
        "unresolved_comment_count": 0,
        "has_review_started": True,
        "_number": num_,
        "owner": {"_account_id": owner},
    }
    if more:
        d["_more_changes"] = True
    return d


def gj(x) -> str:
    return ")]}'\n" + j(x)


def vcs() -> None:
    sess(
        "gerrit",
        True,
        1,
        "List the open Gerrit changes waiting for my review in platform/infra, oldest first, and +1 the one that bumps the Terraform provider.",
        [
            (
                "gerrit_query_changes",
                {"q": "status:open reviewer:self project:platform/infra", "n": 3},
                gj(
                    [
                        gchange(48811, "Add alert for etcd fsync latency"),
                        gchange(48830, "Bump hashicorp/aws provider to 5.66.0"),
                        gchange(48902, "Remove unused NAT gateway module", more=True),
                    ]
                ),
            ),
            (
                "gerrit_query_changes",
                {"q": "status:open reviewer:self project:platform/infra", "n": 3, "S": 3},
                gj([gchange(48950, "Rotate staging TLS certs via cert-manager")]),
            ),
            (
                "gerrit_get_change_files",
                {"change": "48830", "revision": "current"},
                gj(
                    {
                        "/COMMIT_MSG": {
                            "status": "A",
                            "lines_inserted": 9,
                            "size_delta": 402,
                            "size": 402,
                        },
                        "terraform/versions.tf": {
                            "lines_inserted": 1,
                            "lines_deleted": 1,
                            "size_delta": 0,
                            "size": 311,
                        },
                        "terraform/.terraform.lock.hcl": {
                            "lines_inserted": 20,
                            "lines_deleted": 20,
                            "size_delta": 4,
                            "size": 5210,
                        },
                    }
                ),
            ),
            (
                "gerrit_set_review",
                {
                    "change": "48830",
                    "revision": "current",
                    "labels": {"Code-Review": 1},
                    "message": "Lock file matches the version bump; LGTM.",
                },
                gj({"labels": {"Code-Review": 1}, "ready": False}),
            ),
        ],
    )
    sess(
        "gerrit",
        True,
        2,
        "Has change 47120 (the logging refactor) been merged yet, and if not who still needs to vote?",
        [
            (
                "gerrit_get_change",
                {"change": "47120", "o": ["DETAILED_LABELS"]},
                gj(
                    {
                        **gchange(
                            47120, "Refactor structured logging to slog", proj="services/api"
                        ),
                        "labels": {
                            "Code-Review": {
                                "all": [
                                    {"value": 2, "_account_id": 1000012, "name": "Priya Raman"},
                                    {"value": 0, "_account_id": 1000340, "name": "Tom Becker"},
                                ],
                                "values": {
                                    "-2": "Do not submit",
                                    "-1": "I would prefer this is not submitted as is",
                                    " 0": "No score",
                                    "+1": "Looks good to me, but someone else must approve",
                                    "+2": "Looks good to me, approved",
                                },
                                "default_value": 0,
                            },
                            "Verified": {
                                "all": [{"value": 0, "_account_id": 1000999, "name": "CI Bot"}],
                                "default_value": 0,
                            },
                        },
                    }
                ),
            ),
            ("gerrit_list_checks", {"change": "47120"}, gj([])),
            (
                "gerrit_get_account",
                {"account": "1000340"},
                gj(
                    {
                        "_account_id": 1000340,
                        "name": "Tom Becker",
                        "email": "tom.becker@example.com",
                        "username": "tbecker",
                        "status": "On leave until 16 Sep",
                    }
                ),
            ),
            ("gerrit_list_comments", {"change": "47120"}, gj({})),
        ],
    )
    # fail: agent's tool calls the anonymous endpoint (no /a/ prefix), so private projects are invisible
    sess(
        "gerrit",
        False,
        1,
        "Find the Gerrit change that introduced the 'max_inflight' setting in payments/ledger and tell me who approved it.",
        [
            ("gerrit_query_changes", {"q": "project:payments/ledger message:max_inflight"}, gj([])),
            (
                "gerrit_query_changes",
                {"q": "project:payments/ledger status:merged max_inflight"},
                gj([]),
            ),
            ("gerrit_query_changes", {"q": "project:payments/ledger", "n": 25}, gj([])),
            ("gerrit_query_changes", {"q": "file:config.go project:payments/ledger"}, gj([])),
            ("gerrit_query_changes", {"q": "max_inflight"}, gj([])),
            ("gerrit_list_projects", {"p": "payments/"}, gj({})),
            (
                "gerrit_query_changes",
                {"q": "status:merged after:2024-01-01 project:payments/ledger"},
                gj([]),
            ),
        ],
    )

    def conduit(result):
        return {"result": result, "error_code": None, "error_info": None}

    sess(
        "phabricator",
        True,
        1,
        "On Phabricator, find D8812's status and create a Maniphest task to follow up on the flaky test it mentions, assigned to me.",
        [
            (
                "conduit_call",
                {
                    "method": "differential.revision.search",
                    "params": {"constraints": {"ids": [8812]}},
                },
                conduit(
                    {
                        "data": [
                            {
                                "id": 8812,
                                "type": "DREV",
                                "phid": "PHID-DREV-" + hid("d8812", 20),
                                "fields": {
                                    "title": "Shard ingest workers by tenant",
                                    "uri": "https://phab.example.com/D8812",
                                    "authorPHID": "PHID-USER-" + hid("u1", 20),
                                    "status": {
                                        "value": "accepted",
                                        "name": "Accepted",
                                        "closed": False,
                                        "color.ansi": "green",
                                    },
                                    "repositoryPHID": "PHID-REPO-" + hid("r1", 20),
                                    "diffPHID": "PHID-DIFF-" + hid("df1", 20),
                                    "summary": "Moves the ingest queue to per-tenant shards.\n\nNote: IngestShardTest::testRebalance is flaky on CI, unrelated.",
                                    "testPlan": "unit + staging soak",
                                    "isDraft": False,
                                    "holdAsDraft": False,
                                    "dateCreated": 1725520000,
                                    "dateModified": 1725880000,
                                    "policy": {"view": "users", "edit": "users"},
                                },
                                "attachments": {},
                            }
                        ],
                        "maps": {},
                        "query": {"queryKey": None},
                        "cursor": {"limit": 100, "after": None, "before": None, "order": None},
                    }
                ),
            ),
            (
                "conduit_call",
                {"method": "user.whoami", "params": {}},
                conduit(
                    {
                        "phid": "PHID-USER-" + hid("me", 20),
                        "userName": "mkovacs",
                        "realName": "Marta Kovacs",
                        "image": "https://phab.example.com/file/data/x/profile.png",
                        "uri": "https://phab.example.com/p/mkovacs/",
                        "roles": ["verified", "approved", "activated"],
                        "primaryEmail": "mkovacs@example.com",
                    }
                ),
            ),
            (
                "conduit_call",
                {
                    "method": "maniphest.search",
                    "params": {"constraints": {"query": "testRebalance flaky"}},
                },
                conduit(
                    {
                        "data": [],
                        "maps": {},
                        "query": {"queryKey": None},
                        "cursor": {"limit": 100, "after": None, "before": None, "order": None},
                    }
                ),
            ),
            (
                "conduit_call",
                {
                    "method": "maniphest.edit",
                    "params": {
                        "transactions": [
                            {"type": "title", "value": "Deflake IngestShardTest::testRebalance"},
                            {"type": "owner", "value": "PHID-USER-" + hid("me", 20)},
                            {"type": "description", "value": "Seen on D8812 CI runs."},
                        ]
                    },
                },
                conduit(
                    {
                        "object": {"id": 30417, "phid": "PHID-TASK-" + hid("t30417", 20)},
                        "transactions": [
                            {"phid": "PHID-XACT-TASK-" + hid("x1", 15)},
                            {"phid": "PHID-XACT-TASK-" + hid("x2", 15)},
                            {"phid": "PHID-XACT-TASK-" + hid("x3", 15)},
                            {"phid": "PHID-XACT-TASK-" + hid("x4", 15)},
                        ],
                    }
                ),
            ),
        ],
    )
    bad = {
        "result": None,
        "error_code": "ERR-INVALID-AUTH",
        "error_info": 'API token "api-' + hid("oldtok", 28) + '" is not valid.',
    }
    sess(
        "phabricator",
        False,
        1,
        "List the unbreak-now Maniphest tasks in the Storage project and who owns each.",
        [
            (
                "conduit_call",
                {"method": "project.search", "params": {"constraints": {"query": "Storage"}}},
                bad,
            ),
            (
                "conduit_call",
                {"method": "maniphest.search", "params": {"constraints": {"priorities": [100]}}},
                bad,
            ),
            (
                "conduit_call",
                {
                    "method": "maniphest.search",
                    "params": {"constraints": {"query": "storage", "statuses": ["open"]}},
                },
                bad,
            ),
            ("conduit_call", {"method": "user.whoami", "params": {}}, bad),
            (
                "conduit_call",
                {
                    "method": "maniphest.query",
                    "params": {"priorities": [100], "status": "status-open"},
                },
                bad,
            ),
            ("conduit_call", {"method": "project.query", "params": {"names": ["Storage"]}}, bad),
        ],
    )

    sh = "run_shell"
    sess(
        "p4",
        True,
        1,
        "In Perforce, what were the last 4 submitted changes under //depot/game/main/Engine/..., and do I have anything opened in my workspace?",
        [
            (
                sh,
                {"command": "p4 changes -m 4 -s submitted //depot/game/main/Engine/..."},
                "Change 884120 on 2024/09/09 by rkim@rkim-ws-main 'Fix shader cache eviction under'\nChange 884087 on 2024/09/08 by abello@abello-build 'Integrate physics hotfix from r'\nChange 884011 on 2024/09/06 by rkim@rkim-ws-main 'Add LOD bias cvar for consoles '\nChange 883990 on 2024/09/06 by jtan@jtan-laptop 'Revert 883871: broke Xbox link'\n",
            ),
            (
                sh,
                {"command": "p4 describe -s 884120"},
                "Change 884120 by rkim@rkim-ws-main on 2024/09/09 14:22:08\n\n\tFix shader cache eviction under memory pressure\n\tJIRA: ENG-4410\n\nAffected files ...\n\n... //depot/game/main/Engine/Render/ShaderCache.cpp#41 edit\n... //depot/game/main/Engine/Render/ShaderCache.h#12 edit\n\n",
            ),
            (sh, {"command": "p4 opened"}, "File(s) not opened on this client."),
            (
                sh,
                {"command": "p4 info | head -6"},
                "User name: mdiaz\nClient name: mdiaz-ws-main\nClient host: MDIAZ-PC\nClient root: D:\\p4\\main\nCurrent directory: d:\\p4\\main\nPeer address: 10.20.4.17:53122",
            ),
            (sh, {"command": "p4 -c mdiaz-ws-main changes -s pending -u mdiaz"}, ""),
        ],
    )
    exp = "Your session has expired, please login again."
    sess(
        "p4",
        False,
        1,
        "Who last edited //depot/game/main/Tools/Build/pipeline.py in Perforce, and what changed?",
        [
            (sh, {"command": "p4 filelog -m 3 //depot/game/main/Tools/Build/pipeline.py"}, exp),
            (sh, {"command": "p4 changes -m 1 //depot/game/main/Tools/Build/pipeline.py"}, exp),
            (sh, {"command": "p4 login -s"}, "Perforce password (P4PASSWD) invalid or unset."),
            (
                sh,
                {
                    "command": "p4 fstat -T headChange,headTime //depot/game/main/Tools/Build/pipeline.py"
                },
                exp,
            ),
            (
                sh,
                {"command": "p4 annotate -c //depot/game/main/Tools/Build/pipeline.py | tail -20"},
                exp,
            ),
            (sh, {"command": "p4 -u mdiaz changes -m 1 //depot/game/main/Tools/Build/..."}, exp),
            (
                sh,
                {
                    "command": "p4 print -q //depot/game/main/Tools/Build/pipeline.py#head | head -40"
                },
                exp,
            ),
        ],
    )

    sess(
        "hg",
        True,
        1,
        "In the Mercurial repo at ~/src/cartography, is my working copy clean, are there new changesets upstream, and what was the last thing I committed?",
        [
            (sh, {"command": "cd ~/src/cartography && hg status"}, ""),
            (
                sh,
                {"command": "cd ~/src/cartography && hg incoming"},
                "comparing with https://hg.example.org/cartography\nsearching for changes\nno changes found\n[exit code 1]",
            ),
            (
                sh,
                {
                    "command": "cd ~/src/cartography && hg log -l 1 -u $(hg config ui.username | cut -d'<' -f1 | xargs)"
                },
                "changeset:   2214:9c1e7a3b0f52\nbookmark:    tile-cache\ntag:         tip\nuser:        Ana Lund <ana@example.org>\ndate:        Fri Sep 06 17:12:40 2024 +0200\nsummary:     tiles: evict least-recently-used zoom levels first\n",
            ),
            (
                sh,
                {"command": "cd ~/src/cartography && hg outgoing"},
                "comparing with https://hg.example.org/cartography\nsearching for changes\nchangeset:   2214:9c1e7a3b0f52\nbookmark:    tile-cache\ntag:         tip\nuser:        Ana Lund <ana@example.org>\ndate:        Fri Sep 06 17:12:40 2024 +0200\nsummary:     tiles: evict least-recently-used zoom levels first\n\n",
            ),
            (
                sh,
                {"command": "cd ~/src/cartography && hg summary"},
                "parent: 2214:9c1e7a3b0f52 tip\n tiles: evict least-recently-used zoom levels first\nbranch: default\nbookmarks: *tile-cache\ncommit: (clean)\nupdate: (current)\nphases: 1 draft\n",
            ),
        ],
    )

    sep = "-" * 72
    sess(
        "svn",
        True,
        1,
        "In the SVN trunk of the billing app, who changed invoice_pdf.php recently, and commit my fix to the VAT rounding in that file with message 'Fix VAT rounding on multi-currency invoices'.",
        [
            (
                sh,
                {"command": "cd ~/work/billing-trunk && svn log -l 3 src/invoice_pdf.php"},
                f"{sep}\nr20418 | hwagner | 2024-09-05 16:02:19 +0200 (Thu, 05 Sep 2024) | 1 line\n\nPDF footer: add IBAN for CH entity\n{sep}\nr20377 | okoch | 2024-08-28 09:40:02 +0200 (Wed, 28 Aug 2024) | 2 lines\n\nInvoice PDF: switch to Dompdf 2.0\nRefs #1182\n{sep}\nr20102 | hwagner | 2024-07-11 11:15:55 +0200 (Thu, 11 Jul 2024) | 1 line\n\nFix page break before totals\n{sep}\n",
            ),
            (
                sh,
                {"command": "cd ~/work/billing-trunk && svn status"},
                "M       src/invoice_pdf.php\n?       notes.txt\n",
            ),
            (
                sh,
                {"command": "cd ~/work/billing-trunk && svn diff src/invoice_pdf.php"},
                "Index: src/invoice_pdf.php\n===================================================================\n--- src/invoice_pdf.php\t(revision 20418)\n+++ src/invoice_pdf.php\t(working copy)\n@@ -212,7 +212,7 @@\n     $net = $line->qty * $line->unitPrice;\n-    $vat = round($net * $rate, 2);\n+    $vat = round($net * $rate, $currency->decimals, PHP_ROUND_HALF_EVEN);\n     $totals[$currency->code] += $vat;\n",
            ),
            (
                sh,
                {"command": "cd ~/work/billing-trunk && svn update"},
                "Updating '.':\nAt revision 20431.\n",
            ),
            (
                sh,
                {
                    "command": "cd ~/work/billing-trunk && svn commit src/invoice_pdf.php -m 'Fix VAT rounding on multi-currency invoices'"
                },
                "Sending        src/invoice_pdf.php\nTransmitting file data .done\nCommitting transaction...\nCommitted revision 20432.\n",
            ),
        ],
    )
    down = "svn: E170013: Unable to connect to a repository at URL 'https://svn.example.com/repos/billing/trunk'\nsvn: E000111: Error running context: Connection refused\n"
    sess(
        "svn",
        False,
        1,
        "Find the SVN revision where the 'legacy_export' directory was deleted from billing trunk.",
        [
            (
                sh,
                {
                    "command": "svn log -v -q https://svn.example.com/repos/billing/trunk | grep -B3 'D /trunk/legacy_export'"
                },
                "",
            ),
            (
                sh,
                {"command": "svn log -v -l 200 https://svn.example.com/repos/billing/trunk"},
                down,
            ),
            (sh, {"command": "svn info https://svn.example.com/repos/billing/trunk"}, down),
            (sh, {"command": "svn ls https://svn.example.com/repos/billing/"}, down),
            (sh, {"command": "cd ~/work/billing-trunk && svn log -v -l 100"}, down),
            (
                sh,
                {
                    "command": "svn log -v -r HEAD:1 --search legacy_export https://svn.example.com/repos/billing/trunk"
                },
                down,
            ),
            (sh, {"command": "svn info https://svn.example.com/repos/billing/trunk@20000"}, down),
        ],
    )

    sess(
        "fossil",
        True,
        1,
        "In the Fossil repo for the sensor firmware, show the last few check-ins on trunk, and look up ticket 4f2a9 to see if it's been closed.",
        [
            (
                sh,
                {"command": "cd ~/fw && fossil timeline -n 4 -t ci"},
                "=== 2024-09-08 ===\n19:02:44 [7d1e0c92ab] *CURRENT* Debounce the reed switch input at 5 ms. (user: eno tags: trunk)\n=== 2024-09-05 ===\n08:15:10 [c3b88f1e20] Fix off-by-one in ring buffer wrap. (user: eno tags: trunk)\n07:59:02 [a0f4e61d77] Merge from radio-lp. (user: sof tags: trunk)\n=== 2024-09-02 ===\n21:40:31 [e9c2b07b15] Lower TX power in idle mode. (user: sof tags: radio-lp)\n--- entry limit (4) reached ---\n",
            ),
            (
                sh,
                {"command": "cd ~/fw && fossil ticket show 0 \"tkt_uuid LIKE '4f2a9%'\""},
                "tkt_id\ttkt_uuid\ttkt_mtime\ttkt_ctime\ttype\tstatus\tsubsystem\tpriority\tseverity\tfoundin\tprivate_contact\tresolution\ttitle\tcomment\n41\t4f2a90c1d7e3b5a8f60e2d1c9b7a4e3f2d1c0b9a\t2460561.3341\t2460540.5012\tCode_Defect\tClosed\tradio\tHigh\tSevere\tv1.4.0\t\tFixed\tRadio drops packets after 30 min idle\t\n",
            ),
            (
                sh,
                {"command": "cd ~/fw && fossil status"},
                "repository:   /home/eno/repos/fw.fossil\nlocal-root:   /home/eno/fw/\nconfig-db:    /home/eno/.config/fossil.db\ncheckout:     7d1e0c92ab4f3e1d0a9b8c7d6e5f4a3b2c1d0e9f 2024-09-08 19:02:44 UTC\nparent:       c3b88f1e20a1b2c3d4e5f60718293a4b5c6d7e8f 2024-09-05 08:15:10 UTC\ntags:         trunk\ncomment:      Debounce the reed switch input at 5 ms. (user: eno)\n",
            ),
            (sh, {"command": "cd ~/fw && fossil changes"}, ""),
        ],
    )


# ---------------------------------------------------------------- event streaming admin
def streaming() -> None:
    sh = "run_shell"
    sess(
        "rpk",
        True,
        1,
        "On the Redpanda cluster, how far behind is the 'billing-writer' consumer group on the invoices topic, and raise the topic's retention to 7 days.",
        [
            (
                sh,
                {"command": "rpk cluster health"},
                "CLUSTER HEALTH OVERVIEW\n=======================\nHealthy:                          true\nUnhealthy reasons:                []\nController ID:                    0\nAll nodes:                        [0 1 2]\nNodes down:                       []\nLeaderless partitions (0):        []\nUnder-replicated partitions (0):  []\n",
            ),
            (
                sh,
                {"command": "rpk group describe billing-writer"},
                "GROUP        billing-writer\nCOORDINATOR  1\nSTATE        Stable\nBALANCER     range\nMEMBERS      2\nTOTAL-LAG    1842\n\nTOPIC     PARTITION  CURRENT-OFFSET  LOG-START-OFFSET  LOG-END-OFFSET  LAG   MEMBER-ID                                          CLIENT-ID        HOST\ninvoices  0          991204          0                 991980          776   billing-writer-1-5c1f0a2e-8d1b-4e7c-b2a5-0f1e2d3c4b5a  billing-writer-1  /10.8.1.21\ninvoices  1          990877          0                 991943          1066  billing-writer-2-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d  billing-writer-2  /10.8.1.22\n",
            ),
            (
                sh,
                {"command": "rpk topic describe invoices -c | grep retention"},
                "retention.bytes                      -1                  DEFAULT_CONFIG\nretention.local.target.bytes         -1                  DEFAULT_CONFIG\nretention.local.target.ms            86400000            DEFAULT_CONFIG\nretention.ms                         259200000           DYNAMIC_TOPIC_CONFIG\n",
            ),
            (
                sh,
                {"command": "rpk topic alter-config invoices --set retention.ms=604800000"},
                "TOPIC     STATUS\ninvoices  OK\n",
            ),
            (
                sh,
                {"command": "rpk topic describe invoices -c | grep '^retention.ms'"},
                "retention.ms                         604800000           DYNAMIC_TOPIC_CONFIG\n",
            ),
        ],
    )
    dial = "unable to request metadata: unable to dial: dial tcp 10.8.0.11:9092: connect: connection refused"
    sess(
        "rpk",
        False,
        1,
        "List the topics on the staging Redpanda cluster that have fewer than 3 replicas.",
        [
            (sh, {"command": "rpk topic list"}, dial),
            (sh, {"command": "rpk topic list -X brokers=10.8.0.11:9092"}, dial),
            (sh, {"command": "rpk cluster info"}, dial),
            (sh, {"command": "rpk topic list --detailed"}, dial),
            (
                sh,
                {"command": "rpk topic list -X brokers=redpanda-0.staging.internal:9092"},
                "unable to request metadata: unable to dial: dial tcp 10.8.0.11:9092: i/o timeout",
            ),
            (sh, {"command": "rpk cluster health"}, dial),
            (sh, {"command": "rpk topic list -r '.*'"}, dial),
        ],
    )

    reg = "schema_registry_request"
    sch = j(
        {
            "type": "record",
            "name": "Order",
            "namespace": "com.acme.orders",
            "fields": [
                {"name": "id", "type": "string"},
                {"name": "amount_cents", "type": "long"},
                {"name": "currency", "type": "string"},
                {"name": "created_at", "type": {"type": "long", "logicalType": "timestamp-millis"}},
            ],
        }
    )
    sess(
        "schema-registry",
        True,
        1,
        "Check in Schema Registry whether adding an optional 'coupon_code' field to orders-value is backward compatible, and register it if so.",
        [
            (reg, {"method": "GET", "path": "/subjects/orders-value/versions"}, [1, 2, 3]),
            (
                reg,
                {"method": "GET", "path": "/config/orders-value"},
                {
                    "error_code": 40408,
                    "message": "Subject 'orders-value' does not have subject-level compatibility configured",
                },
            ),
            (reg, {"method": "GET", "path": "/config"}, {"compatibilityLevel": "BACKWARD"}),
            (
                reg,
                {"method": "GET", "path": "/subjects/orders-value/versions/latest"},
                {"subject": "orders-value", "version": 3, "id": 100027, "schema": sch},
            ),
            (
                reg,
                {
                    "method": "POST",
                    "path": "/compatibility/subjects/orders-value/versions/latest",
                    "body": {"schema": '(v3 + coupon_code: ["null","string"] default null)'},
                },
                {"is_compatible": True},
            ),
            (
                reg,
                {
                    "method": "POST",
                    "path": "/subjects/orders-value/versions",
                    "body": {"schema": "(v3 + coupon_code)"},
                },
                {"id": 100031},
            ),
            (reg, {"method": "GET", "path": "/subjects/orders-value/versions"}, [1, 2, 3, 4]),
        ],
    )
    nf = lambda s: {"error_code": 40401, "message": f"Subject '{s}' not found."}  # noqa: E731
    sess(
        "schema-registry",
        False,
        1,
        "What does the current schema for the payments topic look like in Schema Registry? I need the field list.",
        [
            (reg, {"method": "GET", "path": "/subjects"}, []),
            (
                reg,
                {"method": "GET", "path": "/subjects/payments-value/versions/latest"},
                nf("payments-value"),
            ),
            (
                reg,
                {"method": "GET", "path": "/subjects/payments.v1-value/versions/latest"},
                nf("payments.v1-value"),
            ),
            (
                reg,
                {"method": "GET", "path": "/subjects/com.acme.payments.Payment/versions/latest"},
                nf("com.acme.payments.Payment"),
            ),
            (reg, {"method": "GET", "path": "/subjects", "params": {"deleted": "true"}}, []),
            (reg, {"method": "GET", "path": "/schemas", "params": {"subjectPrefix": "pay"}}, []),
            (reg, {"method": "GET", "path": "/subjects/payments-key/versions"}, nf("payments-key")),
        ],
    )

    it = lambda k: "AAAAAAAAAAG" + hid(k, 60)  # noqa: E731
    sess(
        "kinesis",
        True,
        1,
        "Peek at the first few records on shard 0 of the Kinesis 'clickstream' stream so I can see the payload format.",
        [
            (
                sh,
                {"command": "aws kinesis describe-stream-summary --stream-name clickstream"},
                ji(
                    {
                        "StreamDescriptionSummary": {
                            "StreamName": "clickstream",
                            "StreamARN": "arn:aws:kinesis:us-east-1:123456789012:stream/clickstream",
                            "StreamStatus": "ACTIVE",
                            "StreamModeDetails": {"StreamMode": "PROVISIONED"},
                            "RetentionPeriodHours": 24,
                            "StreamCreationTimestamp": "2023-04-11T10:21:07+00:00",
                            "EnhancedMonitoring": [{"ShardLevelMetrics": []}],
                            "EncryptionType": "KMS",
                            "KeyId": "alias/aws/kinesis",
                            "OpenShardCount": 4,
                            "ConsumerCount": 1,
                        }
                    }
                ),
            ),
            (
                sh,
                {"command": "aws kinesis list-shards --stream-name clickstream --max-results 1"},
                ji(
                    {
                        "Shards": [
                            {
                                "ShardId": "shardId-000000000000",
                                "HashKeyRange": {
                                    "StartingHashKey": "0",
                                    "EndingHashKey": "85070591730234615865843651857942052863",
                                },
                                "SequenceNumberRange": {
                                    "StartingSequenceNumber": "49651234567890123456789012345678901234567890123456789012"
                                },
                            }
                        ],
                        "NextToken": "AAAAAAAAAAE" + hid("lsnt", 40),
                    }
                ),
            ),
            (
                sh,
                {
                    "command": "aws kinesis get-shard-iterator --stream-name clickstream --shard-id shardId-000000000000 --shard-iterator-type TRIM_HORIZON"
                },
                ji({"ShardIterator": it("i0")}),
            ),
            (
                sh,
                {
                    "command": "aws kinesis get-records --limit 3 --shard-iterator "
                    + it("i0")[:24]
                    + "..."
                },
                ji({"Records": [], "NextShardIterator": it("i1"), "MillisBehindLatest": 86340000}),
            ),
            (
                sh,
                {
                    "command": "aws kinesis get-records --limit 3 --shard-iterator "
                    + it("i1")[:24]
                    + "..."
                },
                ji({"Records": [], "NextShardIterator": it("i2"), "MillisBehindLatest": 86310000}),
            ),
            (
                sh,
                {
                    "command": "aws kinesis get-records --limit 3 --shard-iterator "
                    + it("i2")[:24]
                    + "..."
                },
                ji(
                    {
                        "Records": [
                            {
                                "SequenceNumber": "49651234567890123456789012345678901234567890123456789101",
                                "ApproximateArrivalTimestamp": "2024-09-08T14:02:11.412000+00:00",
                                "Data": "eyJldmVudCI6InBhZ2VfdmlldyIsInVzZXJfaWQiOiJ1XzkxMjMiLCJwYXRoIjoiL2NhcnQiLCJ0cyI6MTcyNTgwNDEzMTQxMn0=",
                                "PartitionKey": "u_9123",
                            },
                            {
                                "SequenceNumber": "49651234567890123456789012345678901234567890123456789102",
                                "ApproximateArrivalTimestamp": "2024-09-08T14:02:11.590000+00:00",
                                "Data": "eyJldmVudCI6ImNsaWNrIiwidXNlcl9pZCI6InVfMDQ0MSIsImVsZW1lbnQiOiJidXktYnV0dG9uIiwidHMiOjE3MjU4MDQxMzE1OTB9",
                                "PartitionKey": "u_0441",
                            },
                        ],
                        "NextShardIterator": it("i3"),
                        "MillisBehindLatest": 86299000,
                    }
                ),
            ),
            (
                sh,
                {
                    "command": "echo eyJldmVudCI6InBhZ2VfdmlldyIsInVzZXJfaWQiOiJ1XzkxMjMiLCJwYXRoIjoiL2NhcnQiLCJ0cyI6MTcyNTgwNDEzMTQxMn0= | base64 -d"
                },
                '{"event":"page_view","user_id":"u_9123","path":"/cart","ts":1725804131412}',
            ),
        ],
    )

    def exp(op):
        return f"\nAn error occurred (ExpiredTokenException) when calling the {op} operation: The security token included in the request is expired\n"  # noqa: E731

    sess(
        "kinesis",
        False,
        1,
        "Why is the 'orders-cdc' Kinesis consumer lagging? Check the stream's shard count and the consumer's iterator age.",
        [
            (
                sh,
                {"command": "aws kinesis describe-stream-summary --stream-name orders-cdc"},
                exp("DescribeStreamSummary"),
            ),
            (
                sh,
                {"command": "aws kinesis list-shards --stream-name orders-cdc"},
                exp("ListShards"),
            ),
            (
                sh,
                {
                    "command": "aws kinesis describe-stream-summary --stream-name orders-cdc --region us-east-1"
                },
                exp("DescribeStreamSummary"),
            ),
            (
                sh,
                {
                    "command": "aws cloudwatch get-metric-statistics --namespace AWS/Kinesis --metric-name GetRecords.IteratorAgeMilliseconds --dimensions Name=StreamName,Value=orders-cdc --statistics Maximum --period 300 --start-time 2024-09-09T08:00:00Z --end-time 2024-09-09T10:00:00Z"
                },
                exp("GetMetricStatistics"),
            ),
            (
                sh,
                {
                    "command": "aws kinesis list-stream-consumers --stream-arn arn:aws:kinesis:us-east-1:123456789012:stream/orders-cdc"
                },
                exp("ListStreamConsumers"),
            ),
            (
                sh,
                {"command": "aws kinesis describe-stream --stream-name orders-cdc --max-items 5"},
                exp("DescribeStream"),
            ),
            (sh, {"command": "aws sts get-caller-identity"}, exp("GetCallerIdentity")),
        ],
    )

    ns = "/subscriptions/6f1d2c3b-4a5e-4f60-9b8a-7c6d5e4f3a2b/resourceGroups/rg-telemetry/providers/Microsoft.EventHub/namespaces/evhns-telemetry-prod"
    sess(
        "event-hubs",
        True,
        1,
        "Create a consumer group 'anomaly-detector' on the 'device-telemetry' event hub, and tell me how many partitions and what retention it has.",
        [
            (
                sh,
                {
                    "command": "az eventhubs eventhub show -g rg-telemetry --namespace-name evhns-telemetry-prod -n device-telemetry"
                },
                ji(
                    {
                        "createdAt": "2023-02-14T09:12:44.087Z",
                        "id": f"{ns}/eventhubs/device-telemetry",
                        "location": "westeurope",
                        "messageRetentionInDays": 3,
                        "name": "device-telemetry",
                        "partitionCount": 16,
                        "partitionIds": [str(i) for i in range(16)],
                        "resourceGroup": "rg-telemetry",
                        "retentionDescription": {
                            "cleanupPolicy": "Delete",
                            "retentionTimeInHours": 72,
                        },
                        "status": "Active",
                        "type": "Microsoft.EventHub/namespaces/eventhubs",
                        "updatedAt": "2024-06-02T11:20:05.54Z",
                    }
                ),
            ),
            (
                sh,
                {
                    "command": "az eventhubs eventhub consumer-group list -g rg-telemetry --namespace-name evhns-telemetry-prod --eventhub-name device-telemetry --query '[].name' -o tsv"
                },
                "$Default\nstream-analytics\narchiver\n",
            ),
            (
                sh,
                {
                    "command": "az eventhubs eventhub consumer-group create -g rg-telemetry --namespace-name evhns-telemetry-prod --eventhub-name device-telemetry -n anomaly-detector"
                },
                ji(
                    {
                        "createdAt": "2024-09-09T10:41:17.3Z",
                        "id": f"{ns}/eventhubs/device-telemetry/consumergroups/anomaly-detector",
                        "location": "westeurope",
                        "name": "anomaly-detector",
                        "resourceGroup": "rg-telemetry",
                        "type": "Microsoft.EventHub/namespaces/eventhubs/consumergroups",
                        "updatedAt": "2024-09-09T10:41:17.3Z",
                    }
                ),
            ),
        ],
    )
    sess(
        "event-hubs",
        True,
        2,
        "Is there an Event Hubs namespace in the rg-legacy resource group still, or did the cleanup remove it? If any remain, list their SKUs.",
        [
            (sh, {"command": "az eventhubs namespace list -g rg-legacy -o table"}, ""),
            (
                sh,
                {
                    "command": "az group show -n rg-legacy --query properties.provisioningState -o tsv"
                },
                "Succeeded\n",
            ),
            (
                sh,
                {
                    "command": "az resource list -g rg-legacy --resource-type Microsoft.EventHub/namespaces -o json"
                },
                "[]\n",
            ),
            (
                sh,
                {
                    "command": "az eventhubs namespace list --query \"[?contains(name,'legacy')].{name:name, rg:resourceGroup, sku:sku.name}\" -o table"
                },
                "Name                  Rg             Sku\n--------------------  -------------  --------\nevhns-legacy-archive  rg-archive     Standard\n",
            ),
        ],
    )

    ks = "ksqldb_request"
    sess(
        "ksqldb",
        True,
        1,
        "In ksqlDB, create a table counting page views per region from the PAGEVIEWS stream, then tell me the current count for eu-west.",
        [
            (
                ks,
                {"endpoint": "/ksql", "ksql": "SHOW STREAMS;"},
                [
                    {
                        "@type": "streams",
                        "statementText": "SHOW STREAMS;",
                        "streams": [
                            {
                                "type": "STREAM",
                                "name": "PAGEVIEWS",
                                "topic": "pageviews",
                                "keyFormat": "KAFKA",
                                "valueFormat": "JSON",
                                "isWindowed": False,
                            },
                            {
                                "type": "STREAM",
                                "name": "KSQL_PROCESSING_LOG",
                                "topic": "default_ksql_processing_log",
                                "keyFormat": "KAFKA",
                                "valueFormat": "JSON",
                                "isWindowed": False,
                            },
                        ],
                        "warnings": [],
                    }
                ],
            ),
            (
                ks,
                {
                    "endpoint": "/ksql",
                    "ksql": "CREATE TABLE PAGEVIEWS_BY_REGION AS SELECT REGION, COUNT(*) AS VIEWS FROM PAGEVIEWS GROUP BY REGION EMIT CHANGES;",
                },
                [
                    {
                        "@type": "currentStatus",
                        "statementText": "CREATE TABLE PAGEVIEWS_BY_REGION WITH (KAFKA_TOPIC='PAGEVIEWS_BY_REGION', PARTITIONS=6, REPLICAS=3) AS SELECT\n  PAGEVIEWS.REGION REGION,\n  COUNT(*) VIEWS\nFROM PAGEVIEWS PAGEVIEWS\nGROUP BY PAGEVIEWS.REGION\nEMIT CHANGES;",
                        "commandId": "table/`PAGEVIEWS_BY_REGION`/create",
                        "commandStatus": {
                            "status": "SUCCESS",
                            "message": "Created query with ID CTAS_PAGEVIEWS_BY_REGION_23",
                            "queryId": "CTAS_PAGEVIEWS_BY_REGION_23",
                        },
                        "commandSequenceNumber": 24,
                        "warnings": [],
                    }
                ],
            ),
            (
                ks,
                {
                    "endpoint": "/query",
                    "ksql": "SELECT * FROM PAGEVIEWS_BY_REGION WHERE REGION='eu-west';",
                },
                [
                    {
                        "header": {
                            "queryId": "query_1725878511021",
                            "schema": "`REGION` STRING KEY, `VIEWS` BIGINT",
                        }
                    }
                ],
            ),
            (
                ks,
                {"endpoint": "/ksql", "ksql": "DESCRIBE PAGEVIEWS_BY_REGION EXTENDED;"},
                [
                    {
                        "@type": "sourceDescription",
                        "statementText": "DESCRIBE PAGEVIEWS_BY_REGION EXTENDED;",
                        "sourceDescription": {
                            "name": "PAGEVIEWS_BY_REGION",
                            "windowType": None,
                            "readQueries": [],
                            "writeQueries": [
                                {
                                    "queryString": "CREATE TABLE PAGEVIEWS_BY_REGION ...",
                                    "sinks": ["PAGEVIEWS_BY_REGION"],
                                    "id": "CTAS_PAGEVIEWS_BY_REGION_23",
                                    "state": "RUNNING",
                                }
                            ],
                            "fields": [
                                {"name": "REGION", "schema": {"type": "STRING"}, "type": "KEY"},
                                {"name": "VIEWS", "schema": {"type": "BIGINT"}},
                            ],
                            "type": "TABLE",
                            "timestamp": "",
                            "statistics": "messages-per-sec: 41.20   total-messages: 20611   last-message: 2024-09-09T10:42:01.118Z",
                            "errorStats": "",
                            "extended": True,
                            "keyFormat": "KAFKA",
                            "valueFormat": "JSON",
                            "topic": "PAGEVIEWS_BY_REGION",
                            "partitions": 6,
                            "replication": 3,
                        },
                        "warnings": [],
                    }
                ],
            ),
            (
                ks,
                {
                    "endpoint": "/query",
                    "ksql": "SELECT * FROM PAGEVIEWS_BY_REGION WHERE REGION='eu-west';",
                },
                [
                    {
                        "header": {
                            "queryId": "query_1725878562310",
                            "schema": "`REGION` STRING KEY, `VIEWS` BIGINT",
                        }
                    },
                    {"row": {"columns": ["eu-west", 4418]}},
                ],
            ),
        ],
    )
    nr = {
        "@type": "generic_error",
        "error_code": 50300,
        "message": "KSQL is not yet ready to serve requests.",
    }
    sess(
        "ksqldb",
        False,
        1,
        "Which persistent queries are running in our ksqlDB cluster, and is any of them in ERROR state?",
        [
            (ks, {"endpoint": "/ksql", "ksql": "SHOW QUERIES;"}, nr),
            (ks, {"endpoint": "/ksql", "ksql": "SHOW QUERIES EXTENDED;"}, nr),
            (
                ks,
                {"endpoint": "/info"},
                {
                    "KsqlServerInfo": {
                        "version": "0.29.0",
                        "kafkaClusterId": "lkc-" + hid("kc", 6),
                        "ksqlServiceId": "default_",
                        "serverStatus": "ERROR",
                    }
                },
            ),
            (ks, {"endpoint": "/ksql", "ksql": "LIST QUERIES;"}, nr),
            (ks, {"endpoint": "/ksql", "ksql": "SHOW STREAMS;"}, nr),
            (ks, {"endpoint": "/ksql", "ksql": "SHOW TABLES;"}, nr),
            (ks, {"endpoint": "/ksql", "ksql": "SHOW QUERIES;"}, nr),
        ],
    )

    kc = "kafka_connect_request"
    trace = "org.apache.kafka.connect.errors.ConnectException: An exception occurred in the change event producer. This connector will be stopped.\n\tat io.debezium.pipeline.ErrorHandler.setProducerThrowable(ErrorHandler.java:67)\n\tat io.debezium.connector.postgresql.PostgresStreamingChangeEventSource.execute(PostgresStreamingChangeEventSource.java:181)\n\t...\nCaused by: org.postgresql.util.PSQLException: Database connection failed when reading from copy\n\t... 12 more\nCaused by: java.net.SocketException: Connection reset\n"
    sess(
        "debezium",
        True,
        1,
        "The Debezium Postgres connector for the inventory DB stopped streaming after last night's DB failover. Check it and restart it.",
        [
            (
                kc,
                {"method": "GET", "path": "/connectors"},
                ["inventory-pg-cdc", "crm-mysql-cdc", "s3-sink-orders"],
            ),
            (
                kc,
                {"method": "GET", "path": "/connectors/inventory-pg-cdc/status"},
                {
                    "name": "inventory-pg-cdc",
                    "connector": {"state": "RUNNING", "worker_id": "10.4.2.15:8083"},
                    "tasks": [
                        {"id": 0, "state": "FAILED", "worker_id": "10.4.2.15:8083", "trace": trace}
                    ],
                    "type": "source",
                },
            ),
            (
                kc,
                {
                    "method": "POST",
                    "path": "/connectors/inventory-pg-cdc/restart",
                    "params": {"includeTasks": "true", "onlyFailed": "true"},
                },
                {
                    "name": "inventory-pg-cdc",
                    "connector": {"state": "RUNNING", "worker_id": "10.4.2.15:8083"},
                    "tasks": [{"id": 0, "state": "RESTARTING", "worker_id": "10.4.2.15:8083"}],
                    "type": "source",
                },
            ),
            (
                kc,
                {"method": "GET", "path": "/connectors/inventory-pg-cdc/status"},
                {
                    "name": "inventory-pg-cdc",
                    "connector": {"state": "RUNNING", "worker_id": "10.4.2.15:8083"},
                    "tasks": [{"id": 0, "state": "RUNNING", "worker_id": "10.4.2.16:8083"}],
                    "type": "source",
                },
            ),
            (
                kc,
                {"method": "GET", "path": "/connectors/inventory-pg-cdc/offsets"},
                {
                    "offsets": [
                        {
                            "partition": {"server": "inventory"},
                            "offset": {
                                "transaction_id": None,
                                "lsn_proc": 48211876544,
                                "messageType": "UPDATE",
                                "lsn_commit": 48211876120,
                                "lsn": 48211876544,
                                "txId": 9120331,
                                "ts_usec": 1725873610223118,
                            },
                        }
                    ]
                },
            ),
        ],
    )


# ---------------------------------------------------------------- weather data
def vc_day(d, tmax, tmin, precip, cond):
    return {
        "datetime": d,
        "tempmax": tmax,
        "tempmin": tmin,
        "temp": round((tmax + tmin) / 2, 1),
        "humidity": 71.2,
        "precip": precip,
        "precipprob": 100.0 if precip else 0.0,
        "windspeed": 18.4,
        "cloudcover": 62.1,
        "conditions": cond,
        "source": "obs",
    }


def weather() -> None:
    rk = "meteostat_request"
    sess(
        "meteostat",
        True,
        1,
        "Using Meteostat, what was the total rainfall and the hottest day in Vienna in July 2024?",
        [
            (
                rk,
                {"endpoint": "stations/nearby", "lat": 48.2082, "lon": 16.3738, "limit": 3},
                {
                    "meta": {"generated": "2024-09-09 10:12:31"},
                    "data": [
                        {"id": "11035", "name": {"en": "Vienna / Hohe Warte"}, "distance": 4108.2},
                        {"id": "11034", "name": {"en": "Vienna Innere Stadt"}, "distance": 512.7},
                        {"id": "11036", "name": {"en": "Vienna / Schwechat"}, "distance": 15121.0},
                    ],
                },
            ),
            (
                rk,
                {
                    "endpoint": "stations/monthly",
                    "station": "11035",
                    "start": "2024-07-01",
                    "end": "2024-07-31",
                },
                {
                    "meta": {"generated": "2024-09-09 10:12:40", "stations": ["11035"]},
                    "data": [
                        {
                            "date": "2024-07-01",
                            "tavg": 25.9,
                            "tmin": 20.1,
                            "tmax": 32.4,
                            "prcp": 41.3,
                            "wspd": 11.0,
                            "pres": 1014.2,
                            "tsun": 17520,
                        }
                    ],
                },
            ),
            (
                rk,
                {
                    "endpoint": "stations/daily",
                    "station": "11035",
                    "start": "2024-07-08",
                    "end": "2024-07-14",
                },
                {
                    "meta": {"generated": "2024-09-09 10:12:52", "stations": ["11035"]},
                    "data": [
                        {
                            "date": f"2024-07-{d:02d}",
                            "tavg": t - 6.5,
                            "tmin": t - 12.0,
                            "tmax": t,
                            "prcp": p,
                            "snow": None,
                            "wdir": None,
                            "wspd": 9.4,
                            "wpgt": None,
                            "pres": 1015.0,
                            "tsun": None,
                        }
                        for d, t, p in [
                            (8, 31.2, 0.0),
                            (9, 33.0, 0.0),
                            (10, 34.6, 0.0),
                            (11, 36.1, 0.0),
                            (12, 35.4, 3.1),
                            (13, 31.8, 12.0),
                            (14, 29.7, 0.0),
                        ]
                    ],
                },
            ),
            (
                rk,
                {
                    "endpoint": "stations/daily",
                    "station": "11035",
                    "start": "2024-07-15",
                    "end": "2024-07-31",
                },
                {
                    "meta": {"generated": "2024-09-09 10:13:05", "stations": ["11035"]},
                    "data": [
                        {
                            "date": f"2024-07-{d:02d}",
                            "tavg": 24.0,
                            "tmin": 19.0,
                            "tmax": t,
                            "prcp": 0.0 if d % 5 else 4.2,
                            "snow": None,
                            "wdir": None,
                            "wspd": 8.1,
                            "wpgt": None,
                            "pres": 1013.0,
                            "tsun": None,
                        }
                        for d, t in zip(
                            range(15, 32),
                            [
                                30.2,
                                31.0,
                                32.9,
                                33.4,
                                29.0,
                                27.5,
                                28.8,
                                30.1,
                                31.4,
                                30.0,
                                27.2,
                                26.8,
                                29.3,
                                31.7,
                                33.8,
                                34.1,
                                32.0,
                            ],
                            strict=True,
                        )
                    ],
                },
            ),
        ],
    )
    q = {
        "message": "You have exceeded the MONTHLY quota for Requests on your current plan, BASIC. Upgrade your plan at https://rapidapi.com/meteostat/api/meteostat"
    }
    sess(
        "meteostat",
        False,
        1,
        "Get daily minimum temperatures for Oslo, Bergen and Tromsø for January 2024 from Meteostat and tell me which city had the coldest night.",
        [
            (rk, {"endpoint": "stations/nearby", "lat": 59.9139, "lon": 10.7522}, q),
            (
                rk,
                {
                    "endpoint": "point/daily",
                    "lat": 59.9139,
                    "lon": 10.7522,
                    "start": "2024-01-01",
                    "end": "2024-01-31",
                },
                q,
            ),
            (
                rk,
                {
                    "endpoint": "point/daily",
                    "lat": 60.3913,
                    "lon": 5.3221,
                    "start": "2024-01-01",
                    "end": "2024-01-31",
                },
                q,
            ),
            (
                rk,
                {
                    "endpoint": "point/daily",
                    "lat": 69.6492,
                    "lon": 18.9553,
                    "start": "2024-01-01",
                    "end": "2024-01-31",
                },
                q,
            ),
            (
                rk,
                {
                    "endpoint": "stations/daily",
                    "station": "01492",
                    "start": "2024-01-01",
                    "end": "2024-01-31",
                },
                q,
            ),
            (
                rk,
                {
                    "endpoint": "point/monthly",
                    "lat": 59.9139,
                    "lon": 10.7522,
                    "start": "2024-01-01",
                    "end": "2024-01-31",
                },
                q,
            ),
        ],
    )

    tk = "tomorrow_io"
    loc = {
        "lat": 47.37689208984375,
        "lon": 8.541694641113281,
        "name": "Zürich, Bezirk Zürich, Zürich, Schweiz/Suisse/Svizzera/Svizra",
        "type": "administrative",
    }
    sess(
        "tomorrow-io",
        True,
        1,
        "Is it going to rain in Zurich during tomorrow's 14:00-17:00 outdoor event? Give hourly precipitation probability.",
        [
            (
                tk,
                {"endpoint": "weather/realtime", "location": "zurich"},
                {
                    "data": {
                        "time": "2024-09-09T10:44:00Z",
                        "values": {
                            "cloudCover": 64,
                            "humidity": 71,
                            "precipitationProbability": 0,
                            "temperature": 17.3,
                            "temperatureApparent": 17.3,
                            "weatherCode": 1102,
                            "windSpeed": 2.8,
                        },
                    },
                    "location": loc,
                },
            ),
            (
                tk,
                {
                    "endpoint": "weather/forecast",
                    "location": "zurich",
                    "timesteps": "1h",
                    "fields": "precipitationProbability,rainIntensity,temperature",
                },
                {
                    "timelines": {
                        "hourly": [
                            {
                                "time": f"2024-09-10T{h:02d}:00:00Z",
                                "values": {
                                    "precipitationProbability": p,
                                    "rainIntensity": r,
                                    "temperature": t,
                                },
                            }
                            for h, p, r, t in [
                                (12, 5, 0, 19.1),
                                (13, 15, 0, 19.6),
                                (14, 35, 0.2, 19.4),
                                (15, 55, 0.9, 18.2),
                                (16, 40, 0.4, 17.9),
                            ]
                        ]
                    },
                    "location": loc,
                },
            ),
            (
                tk,
                {"endpoint": "weather/forecast", "location": "zurich", "timesteps": "1d"},
                {
                    "timelines": {
                        "daily": [
                            {
                                "time": "2024-09-10T04:00:00Z",
                                "values": {
                                    "precipitationProbabilityMax": 55,
                                    "rainAccumulationSum": 2.1,
                                    "temperatureMax": 19.8,
                                    "temperatureMin": 11.2,
                                    "weatherCodeMax": 4001,
                                },
                            }
                        ]
                    },
                    "location": loc,
                },
            ),
        ],
    )
    rl = {
        "code": 429001,
        "type": "Too Many Calls",
        "message": "The request limit for this resource has been reached for the current rate limit window. Wait and retry the operation, or examine your API request volume.",
    }
    sess(
        "tomorrow-io",
        False,
        1,
        "For each of our five warehouses (Rotterdam, Antwerp, Hamburg, Gdansk, Le Havre), get this week's max wind gusts from Tomorrow.io and flag any above 70 km/h.",
        [
            (
                tk,
                {
                    "endpoint": "weather/forecast",
                    "location": "rotterdam",
                    "timesteps": "1d",
                    "fields": "windGustMax",
                },
                {
                    "timelines": {
                        "daily": [
                            {"time": f"2024-09-{d}T04:00:00Z", "values": {"windGustMax": g}}
                            for d, g in [(10, 12.4), (11, 15.8), (12, 21.0), (13, 9.7), (14, 8.1)]
                        ]
                    },
                    "location": {
                        "lat": 51.9244,
                        "lon": 4.4777,
                        "name": "Rotterdam, Zuid-Holland, Nederland",
                        "type": "administrative",
                    },
                },
            ),
            (
                tk,
                {
                    "endpoint": "weather/forecast",
                    "location": "antwerp",
                    "timesteps": "1d",
                    "fields": "windGustMax",
                },
                rl,
            ),
            (
                tk,
                {
                    "endpoint": "weather/forecast",
                    "location": "hamburg",
                    "timesteps": "1d",
                    "fields": "windGustMax",
                },
                rl,
            ),
            (
                tk,
                {
                    "endpoint": "weather/forecast",
                    "location": "antwerp",
                    "timesteps": "1d",
                    "fields": "windGustMax",
                },
                rl,
            ),
            (
                tk,
                {
                    "endpoint": "weather/forecast",
                    "location": "51.2194,4.4025",
                    "timesteps": "1d",
                    "fields": "windGustMax",
                },
                rl,
            ),
            (
                tk,
                {
                    "endpoint": "weather/forecast",
                    "location": "gdansk",
                    "timesteps": "1d",
                    "fields": "windGustMax",
                },
                rl,
            ),
            (
                tk,
                {
                    "endpoint": "weather/forecast",
                    "location": "le havre",
                    "timesteps": "1d",
                    "fields": "windGustMax",
                },
                rl,
            ),
        ],
    )

    vk = "visual_crossing_timeline"
    sess(
        "visual-crossing",
        True,
        1,
        "Compare last week's weather in Lisbon and Porto (daily max temp and rain) using Visual Crossing.",
        [
            (
                vk,
                {
                    "location": "Lisbon,PT",
                    "start": "2024-09-02",
                    "end": "2024-09-04",
                    "unitGroup": "metric",
                    "include": "days",
                },
                {
                    "queryCost": 3,
                    "latitude": 38.7257,
                    "longitude": -9.15,
                    "resolvedAddress": "Lisboa, Portugal",
                    "address": "Lisbon,PT",
                    "timezone": "Europe/Lisbon",
                    "tzoffset": 1.0,
                    "days": [
                        vc_day("2024-09-02", 29.1, 19.0, 0.0, "Clear"),
                        vc_day("2024-09-03", 30.4, 19.8, 0.0, "Clear"),
                        vc_day("2024-09-04", 27.2, 18.9, 0.0, "Partially cloudy"),
                    ],
                },
            ),
            (
                vk,
                {
                    "location": "Porto,PT",
                    "start": "2024-09-02",
                    "end": "2024-09-04",
                    "unitGroup": "metric",
                    "include": "days",
                },
                {
                    "queryCost": 3,
                    "latitude": 41.1496,
                    "longitude": -8.611,
                    "resolvedAddress": "Porto, Portugal",
                    "address": "Porto,PT",
                    "timezone": "Europe/Lisbon",
                    "tzoffset": 1.0,
                    "days": [
                        vc_day("2024-09-02", 24.0, 16.1, 0.0, "Partially cloudy"),
                        vc_day("2024-09-03", 22.8, 16.4, 3.4, "Rain, Partially cloudy"),
                        vc_day("2024-09-04", 21.9, 15.7, 7.9, "Rain, Overcast"),
                    ],
                },
            ),
            (
                vk,
                {
                    "location": "Lisbon,PT",
                    "start": "2024-09-05",
                    "end": "2024-09-08",
                    "unitGroup": "metric",
                    "include": "days",
                },
                {
                    "queryCost": 4,
                    "latitude": 38.7257,
                    "longitude": -9.15,
                    "resolvedAddress": "Lisboa, Portugal",
                    "address": "Lisbon,PT",
                    "timezone": "Europe/Lisbon",
                    "tzoffset": 1.0,
                    "days": [
                        vc_day("2024-09-05", 26.9, 18.2, 0.0, "Clear"),
                        vc_day("2024-09-06", 28.3, 18.0, 0.0, "Clear"),
                        vc_day("2024-09-07", 31.0, 19.4, 0.0, "Clear"),
                        vc_day("2024-09-08", 30.2, 20.1, 0.0, "Partially cloudy"),
                    ],
                },
            ),
            (
                vk,
                {
                    "location": "Porto,PT",
                    "start": "2024-09-05",
                    "end": "2024-09-08",
                    "unitGroup": "metric",
                    "include": "days",
                },
                {
                    "queryCost": 4,
                    "latitude": 41.1496,
                    "longitude": -8.611,
                    "resolvedAddress": "Porto, Portugal",
                    "address": "Porto,PT",
                    "timezone": "Europe/Lisbon",
                    "tzoffset": 1.0,
                    "days": [
                        vc_day("2024-09-05", 23.1, 15.0, 0.6, "Rain, Partially cloudy"),
                        vc_day("2024-09-06", 24.5, 15.2, 0.0, "Partially cloudy"),
                        vc_day("2024-09-07", 26.0, 16.3, 0.0, "Clear"),
                        vc_day("2024-09-08", 25.1, 16.9, 0.0, "Clear"),
                    ],
                },
            ),
        ],
    )
    # fail: a caching proxy in front of the API keys on the path only and hands back the London body every time
    london = {
        "queryCost": 1,
        "latitude": 51.5064,
        "longitude": -0.12721,
        "resolvedAddress": "London, England, United Kingdom",
        "address": "London,UK",
        "timezone": "Europe/London",
        "tzoffset": 1.0,
        "description": "Similar temperatures continuing with a chance of rain Tuesday.",
        "days": [vc_day("2024-09-10", 18.2, 11.9, 2.1, "Rain, Partially cloudy")],
    }
    sess(
        "visual-crossing",
        False,
        1,
        "What's tomorrow's forecast for Madrid, Rome and Athens? I'm deciding which city to fly to for a meeting.",
        [
            (
                vk,
                {
                    "location": "Madrid,ES",
                    "start": "tomorrow",
                    "unitGroup": "metric",
                    "include": "days",
                },
                london,
            ),
            (
                vk,
                {
                    "location": "Madrid, Spain",
                    "start": "2024-09-10",
                    "unitGroup": "metric",
                    "include": "days",
                },
                london,
            ),
            (
                vk,
                {
                    "location": "Rome,IT",
                    "start": "tomorrow",
                    "unitGroup": "metric",
                    "include": "days",
                },
                london,
            ),
            (
                vk,
                {
                    "location": "Athens,GR",
                    "start": "tomorrow",
                    "unitGroup": "metric",
                    "include": "days",
                },
                london,
            ),
            (
                vk,
                {
                    "location": "40.4168,-3.7038",
                    "start": "2024-09-10",
                    "unitGroup": "metric",
                    "include": "days",
                },
                london,
            ),
            (
                vk,
                {
                    "location": "Roma",
                    "start": "2024-09-10",
                    "end": "2024-09-11",
                    "unitGroup": "metric",
                },
                london,
            ),
            (
                vk,
                {
                    "location": "Athens,GR",
                    "start": "2024-09-10",
                    "unitGroup": "metric",
                    "include": "days,current",
                },
                london,
            ),
        ],
    )

    pk = "nasa_power_point"

    def power(params, vals, start, end, lon, lat, elev, units):
        return {
            "type": "Feature",
            "geometry": {"type": "Point", "coordinates": [lon, lat, elev]},
            "properties": {"parameter": vals},
            "header": {
                "title": "NASA/POWER CERES/MERRA2 Native Resolution Daily Data",
                "api": {"version": "v2.5.9", "name": "POWER Daily API"},
                "sources": ["merra2", "power"],
                "fill_value": -999.0,
                "start": start,
                "end": end,
            },
            "messages": [],
            "parameters": {
                p: {"units": u, "longname": ln} for p, (u, ln) in zip(params, units, strict=True)
            },
            "times": {"data": 0.612, "process": 0.031},
        }

    sess(
        "nasa-power",
        True,
        1,
        "Get daily solar irradiance (all-sky) for our planned PV site at 37.1N, -2.5E for the first week of June 2024 from NASA POWER, and the 2023 annual average.",
        [
            (
                pk,
                {
                    "temporal": "daily",
                    "parameters": "ALLSKY_SFC_SW_DWN",
                    "community": "RE",
                    "latitude": 37.1,
                    "longitude": -2.5,
                    "start": "20240601",
                    "end": "20240607",
                },
                power(
                    ["ALLSKY_SFC_SW_DWN"],
                    {
                        "ALLSKY_SFC_SW_DWN": {
                            "20240601": 8.12,
                            "20240602": 8.31,
                            "20240603": 7.94,
                            "20240604": 8.4,
                            "20240605": 6.02,
                            "20240606": 8.15,
                            "20240607": 8.22,
                        }
                    },
                    "20240601",
                    "20240607",
                    -2.5,
                    37.1,
                    1021.44,
                    [("kW-hr/m^2/day", "All Sky Surface Shortwave Downward Irradiance")],
                ),
            ),
            (
                pk,
                {
                    "temporal": "climatology",
                    "parameters": "ALLSKY_SFC_SW_DWN",
                    "community": "RE",
                    "latitude": 37.1,
                    "longitude": -2.5,
                },
                {
                    "type": "Feature",
                    "geometry": {"type": "Point", "coordinates": [-2.5, 37.1, 1021.44]},
                    "properties": {
                        "parameter": {
                            "ALLSKY_SFC_SW_DWN": {
                                "JAN": 2.98,
                                "FEB": 3.91,
                                "MAR": 5.12,
                                "APR": 6.33,
                                "MAY": 7.41,
                                "JUN": 8.02,
                                "JUL": 8.11,
                                "AUG": 7.2,
                                "SEP": 5.83,
                                "OCT": 4.32,
                                "NOV": 3.18,
                                "DEC": 2.66,
                                "ANN": 5.43,
                            }
                        }
                    },
                    "header": {
                        "title": "NASA/POWER CERES/MERRA2 Native Resolution Climatology Climatologies",
                        "api": {"version": "v2.5.9", "name": "POWER Climatology API"},
                        "sources": ["ceres", "merra2"],
                        "fill_value": -999.0,
                        "range": "20-year Meteorological and Solar Monthly & Annual Climatologies (January 2001 - December 2020)",
                    },
                    "messages": [],
                    "parameters": {
                        "ALLSKY_SFC_SW_DWN": {
                            "units": "kW-hr/m^2/day",
                            "longname": "All Sky Surface Shortwave Downward Irradiance",
                        }
                    },
                    "times": {"data": 0.22, "process": 0.01},
                },
            ),
            (
                pk,
                {
                    "temporal": "monthly",
                    "parameters": "ALLSKY_SFC_SW_DWN",
                    "community": "RE",
                    "latitude": 37.1,
                    "longitude": -2.5,
                    "start": "2023",
                    "end": "2023",
                },
                power(
                    ["ALLSKY_SFC_SW_DWN"],
                    {
                        "ALLSKY_SFC_SW_DWN": {
                            "202301": 3.1,
                            "202302": 4.02,
                            "202303": 5.31,
                            "202304": 6.88,
                            "202305": 7.02,
                            "202306": 7.71,
                            "202307": 8.3,
                            "202308": 7.44,
                            "202309": 5.9,
                            "202310": 4.51,
                            "202311": 3.02,
                            "202312": 2.71,
                            "202313": 5.5,
                        }
                    },
                    "2023",
                    "2023",
                    -2.5,
                    37.1,
                    1021.44,
                    [("kW-hr/m^2/day", "All Sky Surface Shortwave Downward Irradiance")],
                ),
            ),
        ],
    )
    sess(
        "nasa-power",
        True,
        2,
        "From NASA POWER, give me the 2-metre temperature and precipitation at our farm (-1.29, 36.82) for the last 10 days, noting any days without data yet.",
        [
            (
                pk,
                {
                    "temporal": "daily",
                    "parameters": "T2M,PRECTOTCORR",
                    "community": "AG",
                    "latitude": -1.29,
                    "longitude": 36.82,
                    "start": "20240830",
                    "end": "20240908",
                },
                power(
                    ["T2M", "PRECTOTCORR"],
                    {
                        "T2M": {f"202408{d}": v for d, v in [(30, 18.91), (31, 19.2)]}
                        | {
                            f"2024090{d}": v
                            for d, v in [
                                (1, 19.44),
                                (2, 18.72),
                                (3, 18.05),
                                (4, 18.8),
                                (5, -999.0),
                                (6, -999.0),
                                (7, -999.0),
                                (8, -999.0),
                            ]
                        },
                        "PRECTOTCORR": {f"202408{d}": v for d, v in [(30, 0.0), (31, 0.41)]}
                        | {
                            f"2024090{d}": v
                            for d, v in [
                                (1, 0.0),
                                (2, 1.93),
                                (3, 0.12),
                                (4, 0.0),
                                (5, -999.0),
                                (6, -999.0),
                                (7, -999.0),
                                (8, -999.0),
                            ]
                        },
                    },
                    "20240830",
                    "20240908",
                    36.82,
                    -1.29,
                    1680.31,
                    [("C", "Temperature at 2 Meters"), ("mm/day", "Precipitation Corrected")],
                ),
            ),
            (
                pk,
                {
                    "temporal": "hourly",
                    "parameters": "T2M",
                    "community": "AG",
                    "latitude": -1.29,
                    "longitude": 36.82,
                    "start": "20240905",
                    "end": "20240905",
                },
                power(
                    ["T2M"],
                    {"T2M": {f"20240905{h:02d}": -999.0 for h in range(0, 24, 6)}},
                    "20240905",
                    "20240905",
                    36.82,
                    -1.29,
                    1680.31,
                    [("C", "Temperature at 2 Meters")],
                ),
            ),
        ],
    )

    wk = "weatherbit_request"
    sess(
        "weatherbit",
        True,
        1,
        "What's the current air temperature and conditions in Denver, and the 3-day forecast highs, via Weatherbit?",
        [
            (
                wk,
                {"endpoint": "current", "city": "Denver,CO", "units": "M"},
                {
                    "data": [
                        {
                            "app_temp": 24.1,
                            "aqi": 38,
                            "city_name": "Denver",
                            "clouds": 25,
                            "country_code": "US",
                            "datetime": "2024-09-09:16",
                            "dewpt": 2.4,
                            "lat": 39.7392,
                            "lon": -104.9847,
                            "ob_time": "2024-09-09 16:40",
                            "pod": "d",
                            "pres": 836,
                            "rh": 22,
                            "state_code": "CO",
                            "station": "KBKF",
                            "sunrise": "12:36",
                            "sunset": "01:14",
                            "temp": 24.6,
                            "timezone": "America/Denver",
                            "uv": 6.4,
                            "vis": 16,
                            "weather": {"icon": "c02d", "code": 801, "description": "Few clouds"},
                            "wind_cdir": "SSE",
                            "wind_spd": 3.1,
                        }
                    ],
                    "count": 1,
                },
            ),
            (
                wk,
                {"endpoint": "forecast/daily", "city": "Denver,CO", "days": 3, "units": "M"},
                {
                    "city_name": "Denver",
                    "country_code": "US",
                    "data": [
                        {
                            "valid_date": d,
                            "datetime": d,
                            "high_temp": h,
                            "low_temp": lo,
                            "max_temp": h,
                            "min_temp": lo,
                            "pop": pop,
                            "precip": pr,
                            "weather": {"icon": ic, "code": c, "description": ds},
                        }
                        for d, h, lo, pop, pr, ic, c, ds in [
                            ("2024-09-09", 28.4, 12.1, 10, 0, "c02d", 801, "Few clouds"),
                            ("2024-09-10", 30.2, 13.5, 0, 0, "c01d", 800, "Clear Sky"),
                            (
                                "2024-09-11",
                                25.0,
                                11.8,
                                40,
                                1.5,
                                "t02d",
                                201,
                                "Thunderstorm with rain",
                            ),
                        ]
                    ],
                    "lat": 39.7392,
                    "lon": -104.9847,
                    "state_code": "CO",
                    "timezone": "America/Denver",
                },
            ),
        ],
    )
    badkey = {
        "error": "API key not valid, or not yet activated. If you recently signed up for an account or created this key, please allow up to 30 minutes for key to activate."
    }
    sess(
        "weatherbit",
        False,
        1,
        "Pull last August's daily history for Phoenix from Weatherbit and count the days above 43 °C.",
        [
            (
                wk,
                {
                    "endpoint": "history/daily",
                    "city": "Phoenix,AZ",
                    "start_date": "2024-08-01",
                    "end_date": "2024-08-16",
                },
                badkey,
            ),
            (
                wk,
                {
                    "endpoint": "history/daily",
                    "city": "Phoenix,AZ",
                    "start_date": "2024-08-16",
                    "end_date": "2024-09-01",
                },
                badkey,
            ),
            (
                wk,
                {
                    "endpoint": "history/daily",
                    "lat": 33.4484,
                    "lon": -112.074,
                    "start_date": "2024-08-01",
                    "end_date": "2024-08-08",
                },
                badkey,
            ),
            (wk, {"endpoint": "current", "city": "Phoenix,AZ"}, badkey),
            (
                wk,
                {
                    "endpoint": "history/daily",
                    "station": "KPHX",
                    "start_date": "2024-08-01",
                    "end_date": "2024-08-02",
                },
                badkey,
            ),
            (
                wk,
                {
                    "endpoint": "history/energy",
                    "city": "Phoenix,AZ",
                    "start_date": "2024-08-01",
                    "end_date": "2024-09-01",
                    "tp": "daily",
                },
                badkey,
            ),
        ],
    )

    bk = "brightsky_request"
    src = {
        "id": 238685,
        "dwd_station_id": "01975",
        "observation_type": "synop",
        "lat": 53.6332,
        "lon": 9.9881,
        "height": 14.0,
        "station_name": "Hamburg-Fuhlsbüttel",
        "wmo_station_id": "10147",
        "first_record": "2024-09-08T11:30:00+00:00",
        "last_record": "2024-09-09T10:30:00+00:00",
        "distance": 8233.0,
    }
    sess(
        "brightsky",
        True,
        1,
        "Via Bright Sky, what's the weather at Hamburg right now, are there any DWD warnings for Hamburg, and how much rain fell there yesterday?",
        [
            (
                bk,
                {"endpoint": "current_weather", "lat": 53.55, "lon": 10.0},
                {
                    "weather": {
                        "source_id": 238685,
                        "timestamp": "2024-09-09T10:30:00+00:00",
                        "cloud_cover": 88,
                        "condition": "dry",
                        "dew_point": 11.3,
                        "solar_10": 0.098,
                        "solar_30": 0.291,
                        "solar_60": None,
                        "precipitation_10": 0.0,
                        "precipitation_30": 0.0,
                        "precipitation_60": 0.0,
                        "pressure_msl": 1016.1,
                        "relative_humidity": 77,
                        "visibility": 31000,
                        "wind_direction_10": 250,
                        "wind_direction_30": 250,
                        "wind_direction_60": 240,
                        "wind_speed_10": 14.4,
                        "wind_speed_30": 14.0,
                        "wind_speed_60": 13.3,
                        "wind_gust_direction_10": 250,
                        "wind_gust_direction_30": 240,
                        "wind_gust_direction_60": 250,
                        "wind_gust_speed_10": 27.4,
                        "wind_gust_speed_30": 29.9,
                        "wind_gust_speed_60": 31.3,
                        "sunshine_30": 0.0,
                        "sunshine_60": 0.0,
                        "temperature": 15.4,
                        "fallback_source_ids": {},
                        "icon": "cloudy",
                    },
                    "sources": [src],
                },
            ),
            (
                bk,
                {"endpoint": "alerts", "lat": 53.55, "lon": 10.0},
                {
                    "alerts": [],
                    "location": {
                        "warn_cell_id": 702000000,
                        "name": "Hamburg",
                        "name_short": "Hamburg",
                        "district": "Hamburg",
                        "state": "Hamburg",
                        "state_short": "HH",
                    },
                },
            ),
            (
                bk,
                {
                    "endpoint": "weather",
                    "lat": 53.55,
                    "lon": 10.0,
                    "date": "2024-09-08",
                    "last_date": "2024-09-09",
                },
                {
                    "weather": [
                        {
                            "timestamp": f"2024-09-08T{h:02d}:00:00+00:00",
                            "source_id": 6969,
                            "precipitation": p,
                            "pressure_msl": 1015.0,
                            "sunshine": 0.0,
                            "temperature": t,
                            "wind_direction": 230,
                            "wind_speed": 12.2,
                            "cloud_cover": 100,
                            "dew_point": 12.0,
                            "relative_humidity": 90,
                            "visibility": 12000,
                            "wind_gust_direction": None,
                            "wind_gust_speed": 24.1,
                            "condition": "rain" if p else "dry",
                            "precipitation_probability": None,
                            "precipitation_probability_6h": None,
                            "solar": None,
                            "fallback_source_ids": {},
                            "icon": "rain" if p else "cloudy",
                        }
                        for h, p, t in [
                            (0, 0.0, 13.1),
                            (4, 0.4, 12.8),
                            (8, 2.1, 13.5),
                            (12, 3.3, 14.9),
                            (16, 0.7, 15.2),
                            (20, 0.0, 14.0),
                        ]
                    ],
                    "sources": [
                        {
                            **src,
                            "id": 6969,
                            "observation_type": "historical",
                            "first_record": "2010-01-01T00:00:00+00:00",
                            "last_record": "2024-09-08T23:00:00+00:00",
                        }
                    ],
                },
            ),
        ],
    )


def build() -> list[dict]:
    ROWS.clear()
    surveys()
    analytics()
    vcs()
    streaming()
    weather()
    return list(ROWS)


def main(out: Path) -> None:
    rows = build()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout36.jsonl")
    )
