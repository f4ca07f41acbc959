"""Machine output that is no page: a log's lines, a test runner's and a container build's
progress, a terminal tool's process header, a short file of code; what a call's JSON
arguments ask for; an MCP error; a row of nulls. Each reading with what it must leave
alone."""

from __future__ import annotations

import pytest

from uselessdetect import Sample, StopGate, make_detector
from uselessdetect.detectors._default import asked_words
from uselessdetect.failures import failure_kind
from uselessdetect.shapes import parse_result, rejected_call
from uselessdetect.shapes._output import looks_like_output, process_output
from uselessdetect.shapes._source import looks_like_source

LOG = (
    "2025-06-10T08:00:08Z INFO worker-1 job picked id=25455 lag=512ms\n"
    "2025-06-10T08:13:48Z WARN worker-1 job picked id=95405 lag=393ms\n"
    "2025-06-10T08:39:57Z ERROR worker-1 job failed id=48121: SMTPAuthenticationError 535\n"
    "2025-06-10T09:05:49Z INFO worker-1 heartbeat seq=68377 rss=277MB"
)
OUTPUTS = {
    "an ISO-stamped log": LOG,
    "a bracketed clock then a level": "[08:00:01] INFO boot\n[08:00:02] WARN slow disk\n"
    "[08:00:03] ERROR disk full",
    "syslog": "Jun 10 08:00:08 web1 sshd[812]: Accepted key\n"
    "Jun 10 08:00:09 web1 sshd[812]: session opened\nJun 10 08:01:00 web1 CRON[9]: run",
    "glog": "I0610 08:00:08.123 1 main.go:12] start\nW0610 08:00:09.001 1 main.go:40] slow\n"
    "E0610 08:00:10.555 1 main.go:88] failed",
    "logfmt": 'time="2025-06-10T08:00:08Z" level=info msg="start"\n'
    'time="2025-06-10T08:00:09Z" level=warn msg="slow"\nlevel=error msg="failed"',
    "jest": "PASS src/cart/total.test.ts (5.12 s)\nPASS src/cart/coupon.test.ts\n"
    "FAIL src/i18n/format.test.ts\nTests:       1 failed, 386 passed, 387 total",
    "go test": "=== RUN   TestParse\n--- FAIL: TestParse (0.00s)\n"
    "FAIL\tgithub.com/acme/api/parse\t0.012s\nok  \tgithub.com/acme/api/store\t0.210s",
    "cargo test": "test parse::empty ... ok\ntest parse::nested ... FAILED\n"
    "test store::open ... ignored",
    "a BuildKit build": "#6 [base 2/6] RUN apt-get update && apt-get install -y gcc\n"
    "#6 12.40 Reading package lists...\n#6 DONE 31.2s\n#7 [deps 3/6] COPY requirements.lock .",
    "a classic docker build": "Step 3/8 : RUN pip install -r requirements.txt\n"
    " ---> Running in 3f9c1a2b7d4e\n ---> 9c1e0f7a2b3d",
    "a docker push": "The push refers to repository [registry.acme.dev/shop/api]\n"
    "5f70bf18a086: Pushed\n2025.06.11-1: digest: sha256:" + "7" * 64 + " size: 2417",
    "two lines of a build": "#5 [base 1/6] FROM docker.io/library/python:3.12-slim\n#5 DONE 6.2s",
}
PROSE = {
    "a transcript (a clock alone opens its lines)": "00:00:01 Welcome back to the channel.\n"
    "00:00:04 Today we look at the Airbus A321XLR.\n00:00:09 Its range is 4,700 nautical miles.",
    "a page that says INFO once": "INFO: this page uses cookies.\nCreed is an American rock "
    "band formed in Tallahassee in 1994.\nIts members were Scott Stapp and Mark Tremonti.",
    "two lines of prose that look like file names": "Done.\nOk.",
    "a page about test results": "PASS rates rose in 2024 across the district.\nThe schools "
    "that failed the year before improved most.\nOfficials credit the tutoring scheme.",
}


@pytest.mark.parametrize("text", OUTPUTS.values(), ids=OUTPUTS.keys())
def test_machine_output_is_a_commands_output(text: str) -> None:
    assert looks_like_output(text)
    assert parse_result(text).kind == "command"


@pytest.mark.parametrize("text", PROSE.values(), ids=PROSE.keys())
def test_prose_stays_prose(text: str) -> None:
    assert not looks_like_output(text)
    assert parse_result(text).kind != "command"


def test_a_log_asked_for_is_useful_when_new_and_useless_when_it_repeats() -> None:
    det = make_detector("default").fit([])
    question = "Summarise yesterday's worker errors into errors-summary.md"
    first = det.judge(Sample(question, LOG, query='{"path": "/srv/logs/worker-1.log"}'))
    assert first.verdict.value == "useful"
    again = det.judge(Sample(question, LOG, earlier=(LOG,)))
    assert again.verdict.value == "useless"


# ------------------------------------------------------------ a terminal tool's process header

STARTED = "Command started with PID 51212\nInitial output:\n3f9c1a2b7d4e pg-old Up 11 days"


def test_a_process_header_is_read_past_to_what_the_command_printed() -> None:
    assert process_output(STARTED) == "3f9c1a2b7d4e pg-old Up 11 days"
    parsed = parse_result(STARTED)
    assert parsed.kind == "command"
    assert parsed.items == ("3f9c1a2b7d4e pg-old Up 11 days",)
    assert "PID" not in parsed.text


def test_a_process_that_printed_nothing_yet_is_a_receipt() -> None:
    text = (
        "Process started with PID 48211 (shell: /bin/zsh)\nInitial output:\n\n"
        "⏳ Process is running. Use read_process_output to get more output."
    )
    assert process_output(text) == ""
    assert parse_result(text).kind == "acknowledgement"
    assert parse_result("Command started with PID 51241\nInitial output:\n").kind == (
        "acknowledgement"
    )


def test_text_that_merely_names_a_pid_is_not_a_process_header() -> None:
    text = "Process started with PIDs is a term from the 1980s manual."
    assert process_output(text) is None
    assert process_output("The command started with PID 7 and exited.") is None


def test_a_terminal_session_of_new_outputs_is_never_stopped() -> None:
    gate = StopGate("default", k=3)
    outputs = [
        STARTED,
        "Command started with PID 51230\nInitial output:\npg-old",
        "Command started with PID 51241\nInitial output:\n",
        "Command started with PID 51248\nInitial output:\nfree",
        "PASS src/a.test.ts\nPASS src/b.test.ts\nPASS src/c.test.ts",
    ]
    for i, out in enumerate(outputs):
        d = gate.observe(
            {"question": "Free port 5432 and run the tests", "query": f"cmd {i}",
             "observation": out},
            source="execute_command",
            episode="e",
        )  # fmt: skip
        assert not d.tripped


# ------------------------------------------------------------------- what a call asks for


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ('{"url": "https://www.netlify.com/pricing/", "max_length": 3000}', "netlify pricing"),
        ('{"url": "http://docs.example.org/api/v2/limits?x=1"}', "docs example api v2 limits x 1"),
        ('{"query": "iPhone 14 news", "page": 2}', "iPhone 14 news"),
        ('{"ids": ["Creed band", "Scott Stapp"]}', "Creed band Scott Stapp"),
        # a REST call's nested parameters are asked for too (a drug's name under `params`)
        (
            '{"url": "https://dailymed.nlm.nih.gov/dailymed/services/v2/spls.json", '
            '"params": {"drug_name": "amoxicillin", "pagesize": 3}}',
            "dailymed nlm nih dailymed services v2 spls json amoxicillin",
        ),
        ('{"body": {"filters": [{"field": "name", "value": "Lamna"}]}}', "name Lamna"),
        ("https://en.wikipedia.org/wiki/Creed_(band)", "en wikipedia wiki Creed band"),
        ("Creed founder", "Creed founder"),
        ('{"broken": ', '{"broken": '),
        ("[1, 2]", "[1, 2]"),
    ],
)
def test_a_call_asks_for_its_values_words(query: str, words: str) -> None:
    assert asked_words(query) == words


def test_a_fetched_page_is_judged_by_what_its_url_asked_for() -> None:
    det = make_detector("default").fit([])
    question = (
        "Compare the entry paid plan of Vercel, Netlify and Render from their pricing pages, "
        "save it as pricing.csv, and open a Linear issue for finance to review it."
    )
    page = (
        "Contents of https://www.netlify.com/pricing/:\n# Netlify pricing\n\nPro $19 per "
        "member/month. 1 TB bandwidth, 25,000 build minutes, background functions.\n\n"
        "Enterprise: contact sales."
    )
    url = '{"url": "https://www.netlify.com/pricing/", "max_length": 3000}'
    assert det.judge(Sample(question, page, query=url)).verdict.value == "useful"
    other = '{"url": "https://www.heroku.com/dynos/", "max_length": 3000}'  # not what it holds
    assert (
        det.judge(Sample(question, page, query=other)).score
        > det.judge(Sample(question, page, query=url)).score
    )


# ---------------------------------------------------------------------------- an MCP error


def test_an_mcp_error_is_an_error_and_a_rejected_call_stays_one() -> None:
    text = 'MCP error -32603: relation "shipments_2025_q1" does not exist'
    assert failure_kind(text) == "error"
    assert parse_result(text).kind == "error"
    assert rejected_call(text)
    assert failure_kind("MCP error -32001: Request timed out") == "error"
    assert failure_kind("MCP errors are rare in our deployment, says the team.") is None


# ----------------------------------------------------------------- a short file of code


@pytest.mark.parametrize(
    "text",
    [
        "-- migrate:up (0002_orders)\nCREATE TABLE orders (id serial PRIMARY KEY);\n\n"
        "-- migrate:down\nDROP TABLE orders;",
        "line-length = 100\ntarget-version = 'py311'\nfix = true",
        "def f(x):\n    y = x + 1\n    return y\n",
    ],
)
def test_three_or_four_lines_all_of_code_are_a_file(text: str) -> None:
    assert looks_like_source(text)


@pytest.mark.parametrize(
    "text",
    [
        "Creed is an American rock band.\nIt formed in 1994.\nScott Stapp sang.",
        "-- migrate:up (0002_orders)\nThe orders table holds one row per order.\n"
        "It was added in May.",  # one line of code is no file of code
        "x = 1\ny = 2",  # two lines cannot tell
        "[Back to Search]\n[< Prev]\n[Buy Now]",  # a page's buttons
    ],
)
def test_short_prose_is_no_file_of_code(text: str) -> None:
    assert not looks_like_source(text)


# ------------------------------------------------------------------------- a row of nulls


@pytest.mark.parametrize(
    "text", ['[{"avg": null}]', "[(None,)]", '{"avg": null, "max": null}', "[[null, null]]"]
)
def test_a_row_of_nulls_is_an_empty_result(text: str) -> None:
    assert parse_result(text).kind == "error"


@pytest.mark.parametrize(
    "text",
    ['[{"count": "0"}]', '[{"a": null}, {"a": 1}]', '{"name": "Ada", "email": null}', "[0]"],
)
def test_a_zero_a_null_among_values_or_several_rows_is_data(text: str) -> None:
    assert parse_result(text).kind in ("table", "record", "listing")


# ------------------------------------------- a file named by its path; agent frameworks' text


def test_a_file_named_by_its_path_is_judged_by_whether_it_came_back() -> None:
    det = make_detector("default").fit([])
    question = "Write the release notes for version 2.4 from the change fragments"
    note = "Add `export --format parquet` for large exports (streams in 64 MB row groups)."
    named = '{"file_path": "./changes/1412.feature.md"}'
    assert det.judge(Sample(question, note, query=named)).verdict.value == "useful"
    assert det.judge(Sample(question, note, query=named, earlier=(note,))).verdict.value == (
        "useless"
    )
    # the same text to a search is read for the question's words
    assert det.judge(Sample(question, note, query="parquet export")).verdict.value == "useless"


def test_page_models_give_a_named_files_text_no_useless_verdict() -> None:
    import numpy as np

    from uselessdetect.detectors._default import mute_shapes

    # prose (a short text of values would be data, muted whatever the call)
    text = "The ticket from DB Fernverkehr AG for the trip to Hamburg"
    note = Sample("Total my receipts", text, query='{"path": "r/1.jpg"}')
    searched = Sample("Total my receipts", text, query="receipt")
    scores = mute_shapes(np.array([0.99, 0.99]), [note, searched], 0.5)
    assert np.isnan(scores[0]) and scores[1] == 0.99


_EMPTY_LOGS = "Logs: Logs(stdout: [], stderr: []), Error: None)"
WRAPPED = {
    "an Observation line, then an error": (
        "Observation:\nError fetching the webpage: 403 Client Error: Forbidden for url: x",
        "error",
    ),
    "a Tool Output line, then a receipt": ('Tool Output: {"status": "ok"}', "acknowledgement"),
    "smolagents' logs": (
        "Observation:\nExecution logs:\n3120 <class 'dict'>\n\nLast output from code snippet:",
        "command",
    ),
    "E2B's run": ("Execution(Results: [Result((37, 1439.6))], " + _EMPTY_LOGS, "command"),
    "E2B's run that printed nothing": ("Execution(Results: [], " + _EMPTY_LOGS, "acknowledgement"),
    "ClickUp's err": ('{"err": "Oauth token not found", "ECODE": "OAUTH_019"}', "error"),
    "prose that opens with Observation": (
        "Observation: the band formed in 1994 in Tallahassee, Florida.",
        "prose",
    ),
}


@pytest.mark.parametrize(("text", "kind"), WRAPPED.values(), ids=WRAPPED.keys())
def test_agent_frameworks_wrappers_are_read_past(text: str, kind: str) -> None:
    assert parse_result(text).kind == kind


def test_a_listing_of_asana_tasks_is_records() -> None:
    tasks = [
        {"gid": str(i), "name": f"Task {i}", "resource_type": "task", "completed": False,
         "assignee": None}
        for i in range(3)
    ]  # fmt: skip
    import json

    assert parse_result(json.dumps({"data": tasks})).reason.endswith("items (records)")


def test_failures_that_differ_in_their_urls_or_past_300_characters_are_one() -> None:
    from uselessdetect.shapes._output import failure_signature

    def tb(host: str, path: str) -> str:
        return (
            'Traceback (most recent call last):\n  File "<stdin>", line 2, in <module>\n'
            "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='" + host + "', "
            "port=443): Max retries exceeded with url: " + path + " (Caused by "
            'NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7eb1>: '
            "Failed to resolve '" + host + "' ([Errno -3] Temporary failure in name "
            'resolution)"))' + " " * 10 + "x" * 200
        )

    a = failure_signature(tb("www.ecb.europa.eu", "/stats/eurofxref/eurofxref-daily.xml"))
    b = failure_signature(tb("api.frankfurter.app", "/latest?from=EUR&to=USD"))
    assert a is not None and a == b
    other = failure_signature(
        'Traceback (most recent call last):\n  File "<stdin>", line 2, in <module>\n'
        "KeyError: 'customer'"
    )
    assert other != a


# ------------------------------------- a job still running, an image, a UI action's report


POLLS = {
    "BLAST": "QBlastInfoBegin\n\tStatus=WAITING\nQBlastInfoEnd",
    "a crawl": "Crawl Status:\nStatus: scraping\nProgress: 0/80\nCredits Used: 0",
    "a job's JSON": '{"status": "running", "progress": 10}',
    "a queued job": '{"state": "queued", "job_id": "j-1"}',
}
RECEIPTS = {
    "a screenshot": "Screenshot taken\n[image/png, 1280x800]",
    "a click": "Clicked at (96, 214)",
    "typing": "Typed 13 characters",
    "a tap": "Tapped element com.shopnow.app:id/size_42",
}
NOT_RECEIPTS = {
    "a status in words": "Status: running smoothly since 2019, the plant employs 300 people.",
    "a reservation that is pending": '{"status": "pending", "reservation_id": "X", '
    '"flights": [{"a": 1}], "passengers": 2, "total": 640}',
    "a page about a click": "Clicked at the top of the charts in 1994, the single sold a "
    "million copies in its first year and made the band famous across Europe.",
}


@pytest.mark.parametrize("text", POLLS.values(), ids=POLLS.keys())
def test_a_job_still_running_is_a_polls_answer(text: str) -> None:
    parsed = parse_result(text)
    assert parsed.kind == "acknowledgement" and "still running" in parsed.reason


@pytest.mark.parametrize("text", RECEIPTS.values(), ids=RECEIPTS.keys())
def test_an_image_or_a_ui_actions_report_is_a_receipt(text: str) -> None:
    assert parse_result(text).kind == "acknowledgement"


@pytest.mark.parametrize("text", NOT_RECEIPTS.values(), ids=NOT_RECEIPTS.keys())
def test_data_or_prose_that_names_a_status_or_an_action_is_not(text: str) -> None:
    assert parse_result(text).kind not in ("acknowledgement", "error")


def test_a_poll_repeated_never_trips_a_gate() -> None:
    gate = StopGate("default", k=3)
    poll = {"question": "Align the sequence", "query": '{"rid": "R1"}', "observation": ""}
    for _ in range(6):
        d = gate.observe({**poll, "observation": POLLS["BLAST"]}, source="blast_get", episode="e")
        assert not d.tripped


def test_a_numbered_observation_label_is_read_past_so_repeats_show() -> None:
    det = make_detector("default").fit([])
    passages = "[1] «Sydney Opera House | a performing arts centre in Sydney»"
    earlier = tuple(f"Observation {i}: {passages}" for i in (1, 2))
    again = Sample("Who designed Hagia Sophia?", f"Observation 3: {passages}", earlier=earlier)
    assert det.judge(again).verdict.value == "useless"


def test_an_empty_result_inside_a_json_api_envelope_is_empty() -> None:
    text = '{"id": "qr_1", "complete": true, "data": {"series": [], "results": []}, "links": {}}'
    assert parse_result(text).kind == "error"
    full = '{"id": "qr_1", "complete": true, "data": {"results": [{"p99": 812}]}, "links": {}}'
    assert parse_result(full).kind != "error"


@pytest.mark.parametrize(
    "query", ['{"query": "TCP/IP"}', '{"date": "2024/06/01"}', "and/or", '{"q": "a b/c.md"}']
)
def test_a_slash_or_a_dot_alone_names_no_file(query: str) -> None:
    from uselessdetect.detectors._default import names_a_file

    assert not names_a_file(query)


def test_an_image_beside_a_text_to_read_is_that_text() -> None:
    text = (
        "Here is the chart:\n[image/png, 800x600]\nRevenue grew 20% in the quarter, driven by "
        "the new product line and the move into Europe."
    )
    assert parse_result(text).kind == "prose"


CURL_DOWN = (
    "*   Trying 127.0.0.1:3000...\n* connect to 127.0.0.1 port 3000 from 127.0.0.1 port 51844 "
    "failed: Connection refused\n*   Trying [::1]:3000...\n* connect to ::1 port 3000 failed: "
    "Connection refused\n* Failed to connect to localhost port 3000 after 0 ms: Couldn't "
    "connect to server\n* Closing connection\ncurl: (7) Failed to connect to localhost port "
    "3000 after 0 ms: Couldn't connect to server"
)
CURL_UP = (
    "*   Trying [::1]:3000...\n* connect to ::1 port 3000 failed: Connection refused\n*   "
    "Trying 127.0.0.1:3000...\n* Connected to localhost (127.0.0.1) port 3000\n> GET /health "
    'HTTP/1.1\n> Host: localhost:3000\n< HTTP/1.1 200 OK\n<\n{"status": "up", "db": "ok"}'
)
PPROF_DOWN = (
    "Fetching profile over HTTP from http://localhost:6060/debug/pprof/heap\nhttp://localhost:"
    '6060/debug/pprof/heap: Get "http://localhost:6060/debug/pprof/heap": dial tcp '
    "127.0.0.1:6060: connect: connection refused\nfailed to fetch any source profiles"
)
CONDA_DOWN = (
    "Loading channels: failed\n\nCondaHTTPError: HTTP 000 CONNECTION FAILED for url "
    "<https://conda.anaconda.org/conda-forge/linux-64/repodata.json>\nElapsed: -\n\nAn HTTP "
    "error occurred when trying to retrieve this URL.\nHTTP errors are often intermittent, and "
    "a simple retry will get you on your way."
)
TROUBLESHOOTING = "\n".join(
    [f"Step {i}: check the service's port, then restart it." for i in range(1, 25)]
    + ["If it still fails you will see: Connection refused"]
)


@pytest.mark.parametrize("text", [CURL_DOWN, PPROF_DOWN, CONDA_DOWN])
def test_an_output_that_ends_in_a_failed_connection_is_an_error(text: str) -> None:
    p = parse_result(text)
    assert (p.kind, p.reason) == ("error", "the program could not connect")


@pytest.mark.parametrize("text", [CURL_UP, TROUBLESHOOTING])
def test_a_refused_attempt_before_a_connection_or_in_a_long_page_is_no_error(text: str) -> None:
    assert parse_result(text).kind != "error"


def test_a_logfmt_line_at_fatal_level_is_an_error_and_info_is_not() -> None:
    fatal = 'time="2025-03-06T09:10:03Z" level=fatal msg="rpc error: code = Unauthenticated"'
    assert parse_result(fatal).kind == "error"
    info = 'time="2025-03-06T09:10:03Z" level=info msg="application synced, health Healthy"'
    assert parse_result(info).kind != "error"


@pytest.mark.parametrize(
    ("query", "runs"),
    [
        ("man rsync | col -b | grep -n -A6 delete", True),
        ("tar --help | grep -i zstd", True),
        ("which zstd && zstd --version", True),
        ("uniq --help", True),
        ('{"command": "show ip bgp summary", "device": "edge-rtr-01"}', True),
        ('{"commands": ["kubectl", "get", "pods"]}', True),
        ("what does rsync -a do in backups and mirrors", False),
        ("Creed founder", False),
        ('{"query": "rsync --delete"}', False),
        ('{"command": ""}', False),
    ],
)
def test_a_call_that_runs_a_command_line(query: str, runs: bool) -> None:
    from uselessdetect.detectors._default import runs_a_command

    assert runs_a_command(query) is runs


def test_default_reads_a_commands_output_as_data_new_or_repeated() -> None:
    det = make_detector("default").fit([])
    task = (
        "rsync flags for an exact mirror (deletions, hard links) skipping *.tmp; tar --zstd "
        "here? uniq counting case-insensitively; a man page for 'mirrorfs'?"
    )
    usage = "/usr/bin/zstd\n*** Zstandard CLI (64-bit) v1.5.5, by Yann Collet ***"
    asked = Sample(task, usage, query="command -v zstd; zstd --version")
    assert det.judge(asked).verdict.value == "useful"  # few of the task's words: still data
    again = Sample(task, usage, query="command -v zstd; zstd --version", earlier=(usage,))
    assert det.judge(again).verdict.value == "useless"  # the same output again
    # the same text asked for in words is read for them: off the subject of a zstd search
    searched = Sample(task, usage, query="tar zstd compression support")
    assert det.judge(searched).verdict.value == "useless"


def test_an_error_code_is_an_error_and_a_tool_use_id_wraps_a_result() -> None:
    quota = (
        '{"type": "web_search_tool_result", "tool_use_id": "srvtoolu_01Lr4", "content": '
        '{"type": "web_search_tool_result_error", "error_code": "max_uses_exceeded"}}'
    )
    p = parse_result(quota)
    assert (p.kind, p.reason) == ("error", "error object: `error_code` is 'max_uses_exceeded'")
    hits = (
        '{"type": "web_search_tool_result", "tool_use_id": "srvtoolu_01Pa8", "content": ['
        '{"type": "web_search_result", "url": "https://a.example/x", "title": "Euro NCAP 2025"},'
        '{"type": "web_search_result", "url": "https://b.example/y", "title": "ADAC test"}]}'
    )
    assert parse_result(hits).kind == "listing"  # the results inside, read item by item
    for no_error in ('{"error_code": 0, "data": {"city": "Paris"}}', '{"errorCode": "OK"}'):
        assert parse_result(no_error).kind != "error"
    # beside an identity in a record of data, an error code is what the record is about
    declined = '{"id": "tx_1", "amount": 12.5, "status": "declined", "error_code": "51"}'
    assert parse_result(declined).kind == "record"


def test_an_empty_message_beside_data_is_no_error() -> None:
    """``"message": ""`` says nothing: TigerGraph answers every query so, its rows beside."""
    rows = (
        '{"version": {"edition": "enterprise", "api": "v2", "schema": 14}, "error": false, '
        '"message": "", "results": [{"codes": ["E11.9", "I10"]}]}'
    )
    assert parse_result(rows).kind == "table"
    # a failure said in the message still is one, and so is a message alone
    failed = rows.replace('"message": ""', '"message": "Query timed out"')
    assert parse_result(failed).kind == "error"
    assert parse_result('{"elements": [], "remark": ""}').kind == "error"  # empty, not a remark
    assert parse_result('{"elements": [], "remark": ""}').reason.startswith("no results")


def test_a_count_above_zero_beside_empty_lists_is_a_jobs_progress() -> None:
    poll = (
        '{"state": "GATHERING RESULTS", "messageCount": 48210, "histogramBuckets": [], '
        '"pendingErrors": [], "pendingWarnings": [], "recordCount": 0}'
    )
    assert parse_result(poll).kind == "record"
    nothing = poll.replace("48210", "0")  # nothing counted: an empty collection
    assert parse_result(nothing).reason == "no results (`histogramBuckets` is empty)"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            '{"Fault": {"Error": [{"Message": "message=AuthenticationFailed; errorCode=003200"}],'
            ' "type": "AUTHENTICATION"}, "time": "2024-05-14T09:12:44.123-07:00"}',
            "error object: `Fault` is",
        ),
        ('{"PagingInfo": {"Bookmark": "", "HasMoreItems": false}, "Items": []}', "no results"),
        ('{"Items": [], "Count": 0, "ScannedCount": 0}', "no results (`Items` is empty)"),
        (
            '{"Message": "User is not authorized to access this resource"}',
            "error object: a message",
        ),
    ],
)
def test_capitalised_keys_read_as_their_lower_case_forms(text: str, reason: str) -> None:
    """.NET, SOAP and AWS APIs write ``Fault``, ``Items``, ``Message``."""
    p = parse_result(text)
    assert p.kind == "error" and p.reason.startswith(reason), p
    # and a capitalised identity beside an empty list is still a response's id, not a thing's
    xero = (
        '{"Id": "65a98e21", "Status": "OK", "DateTimeUTC": "/Date(1715681431000)/", "Contacts": []}'
    )
    assert parse_result(xero).kind == "error"
    assert parse_result('{"Items": [{"id": {"S": "a"}}], "Count": 1}').kind != "error"


@pytest.mark.parametrize(
    "line",
    [
        "connect: connection refused",
        "Connection failed",
        "ssh: connect to host x port 22: Connection timed out",
        "read: connection reset by peer",
        "curl: (7) Couldn't connect to server",
        "curl: (7) Failed to connect to localhost port 8080",
        "psql: error: could not connect to server",
        "Unable to connect to the server: EOF",
        "curl: (6) Could not resolve host: api.example.com",
        "dial tcp 10.0.0.5:443: i/o timeout",
        "getaddrinfo: Name or service not known",
        "connect: No route to host",
        "connect: Network is unreachable",
        "Temporary failure in name resolution",
        "Error: connect ECONNREFUSED 127.0.0.1:5432",
        "Error: getaddrinfo ENOTFOUND db.internal",
        "Error: connect EHOSTUNREACH 10.0.0.9:22",
        ";; no servers could be reached",
    ],
)
def test_each_failed_connection_passes_the_word_look_before_the_pattern(line: str) -> None:
    """The look for a word (in C) rules out texts before the pattern's search: every failure
    the pattern knows must hold one of the words, or it would never be read as one."""
    from uselessdetect.shapes._text import _CONNECT_FAIL_RE

    assert _CONNECT_FAIL_RE.search(line) is not None
    assert parse_result("Fetching the profile over HTTP\n" + line).kind == "error"


def test_the_word_look_covers_every_branch_of_the_pattern() -> None:
    """A second route: each alternative of the pattern (its literal text, wildcards aside)
    holds one of the words the look before it asks for."""
    import re

    from uselessdetect.shapes._text import _CONNECT_FAIL_RE, _CONNECT_WORDS

    depth, start, branches, pattern = 0, 0, [], _CONNECT_FAIL_RE.pattern
    for i, ch in enumerate(pattern):
        depth += ch == "(" and pattern[i - 1 : i] != "\\"
        depth -= ch == ")" and pattern[i - 1 : i] != "\\"
        if ch == "|" and depth == 0:
            branches.append(pattern[start:i])
            start = i + 1
    branches.append(pattern[start:])
    assert len(branches) >= 15
    for branch in branches:
        literal = re.sub(r"\(\?:[^)]*\)\??|\\S\+|\\s\+|[\\?]", " ", branch).lower()
        assert any(w in literal for w in _CONNECT_WORDS), branch
