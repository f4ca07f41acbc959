"""Four readings of what real tools return when they failed: a plain Python traceback (a
program's is command output, a tool's own is an error), JVM, Node.js and Go stack traces that
fail the same way again, a scraped page whose metadata gives an HTTP error status, and a
fetched login wall; each with what it must leave alone."""

from __future__ import annotations

import json

import pytest

from uselessdetect import Sample, StopGate, make_detector
from uselessdetect.failures import failure_kind
from uselessdetect.shapes import Seen, fingerprint, parse_result
from uselessdetect.shapes._blocked import LOGIN_WORDS, _title_kind, blocked_field, blocked_page
from uselessdetect.shapes._output import failure_signature, looks_like_output, tool_traceback


def _verdicts(outputs: list[str], question: str = "Fix the failing build") -> list[str]:
    """``default``'s verdict on each result, the same tool's earlier ones as its episode."""
    det = make_detector("default").fit([])
    return [
        det.judge(Sample(question, text, earlier=tuple(outputs[:i]))).verdict.value
        for i, text in enumerate(outputs)
    ]


# ---------------------------------------------------------------- a plain Python traceback

TB = "Traceback (most recent call last):\n"
#: A search tool whose own code raised, returned as its result (``traceback.format_exc()``).
TOOL_OWN = (
    TB + '  File "/srv/agent/tools.py", line 41, in run_tool\n    return fn(**args)\n'
    '  File "/srv/agent/tools.py", line 88, in web_search\n    r.raise_for_status()\n'
    '  File "/usr/lib/python3.11/site-packages/requests/models.py", line 1021, in '
    "raise_for_status\n    raise HTTPError(http_error_msg, response=self)\n"
    "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: "
    "https://api.search.example/v1?q=riverton"
)
TOOL_CHAINED = (
    TB + '  File "/app/search.py", line 12, in search\n    return client.get(q)\n'
    "ConnectionResetError: [Errno 104] Connection reset by peer\n\nDuring handling of the "
    "above exception, another exception occurred:\n\n"
    + TB
    + '  File "/app/search.py", line 14, in search\n    raise SearchUnavailable(q)\n'
    "search.SearchUnavailable: riverton council vote"
)
TOOL_IMPORT = (  # the import system's frames are no program's
    TB + '  File "/app/tools.py", line 7, in fetch\n    import trafilatura\n'
    '  File "<frozen importlib._bootstrap>", line 1176, in _find_and_load\n'
    "ModuleNotFoundError: No module named 'trafilatura'"
)
PROGRAMS = {
    "a script": TB + '  File "/work/run.py", line 9, in <module>\n    main()\n'
    '  File "/work/run.py", line 5, in main\n    return 1 / 0\n'
    "ZeroDivisionError: division by zero",
    "python -c": TB + '  File "<string>", line 1, in <module>\n'
    "AttributeError: 'NoneType' object has no attribute 'strip'",
    "a REPL": TB + "  File \"<stdin>\", line 1, in <module>\nKeyError: 'order_date'",
    "code run inside a harness's function": TB + '  File "/srv/py.py", line 30, in run\n'
    "    exec(code, env)\n  File \"<string>\", line 3, in <module>\nNameError: name 'df' "
    "is not defined",
    "python -m": TB + '  File "<frozen runpy>", line 198, in _run_module_as_main\n'
    '  File "/app/cli.py", line 4, in main\nSystemExit: 2',
    "a syntax error": TB + '  File "/work/a.py", line 3\n    print(\n         ^\n'
    "SyntaxError: '(' was never closed",
    "a chained failure ending at the top level": TB
    + '  File "/testbed/db.py", line 84, in _execute\n    return cur.execute(sql)\n'
    "sqlite3.OperationalError: no such table: book\n\nThe above exception was the direct "
    "cause of the following exception:\n\n"
    + TB
    + '  File "reproduce.py", line 34, in <module>\n    Book.objects.count()\n'
    "django.db.utils.OperationalError: no such table: book",
    "a test run's output around it": TB + '  File "/testbed/tests.py", line 105, in test_a\n'
    "    self.assertEqual(1, 2)\nAssertionError: 1 != 2\n\n" + "-" * 70 + "\nRan 1 test in "
    "0.002s\n\nFAILED (failures=1)",
}


def test_failure_kind_reads_a_traceback_as_an_error_not_a_titled_page() -> None:
    for text in (TOOL_OWN, *PROGRAMS.values()):
        assert failure_kind(text) == "error"
    assert failure_kind("Failure (band): Failure is an American rock band.") is None


@pytest.mark.parametrize(
    "text", [TOOL_OWN, TOOL_CHAINED, TOOL_IMPORT], ids=["own", "chained", "import"]
)
def test_a_tool_that_returns_only_its_own_traceback_failed(text: str) -> None:
    assert tool_traceback(text)
    parsed = parse_result(text)
    assert parsed.kind == "error", parsed.reason
    assert "tool's own traceback" in parsed.reason
    assert _verdicts([text]) == ["useless"]
    # inside an envelope that says nothing failed (MCP content, a response field) the same
    for value in ({"content": [{"type": "text", "text": text}]}, {"error": "", "response": text}):
        assert parse_result(json.dumps(value)).kind == "error"


@pytest.mark.parametrize("text", PROGRAMS.values(), ids=PROGRAMS.keys())
def test_a_programs_traceback_is_the_output_of_a_command(text: str) -> None:
    assert not tool_traceback(text)
    parsed = parse_result(text)
    assert parsed.kind == "command", parsed.reason
    assert fingerprint(text).failure != 0  # it fails in a way a later output can repeat
    # inside a command's envelope it reads as it always did; inside MCP content as itself
    assert parse_result(f"<returncode>1</returncode>\n<output>\n{text}\n</output>").kind == (
        "command"
    )
    assert parse_result({"content": [{"type": "text", "text": text}]}).kind == "command"


def test_a_debugging_session_of_new_tracebacks_is_never_stopped() -> None:
    """A code tool's distinct failures are news: a k = 3 gate never trips on them."""
    gate = StopGate("default", k=3)
    for i, text in enumerate(PROGRAMS.values()):
        decision = gate.observe(
            {"question": "Fix the bug", "observation": text, "query": f"python run.py {i}"},
            source="python",
            episode="e",
        )
        assert not decision.tripped and decision.run == 0, text


def test_the_traceback_reading_is_bounded() -> None:
    # a traceback of more than 20,000 characters is read as a program's, not walked
    deep = TB + '  File "/srv/tools.py", line 3, in f\n    f()\n' * 500 + "RecursionError: x"
    assert len(deep) > 20_000
    assert not tool_traceback(deep)
    assert parse_result(deep).kind == "command"
    assert tool_traceback(deep[:2_000] + "RecursionError: x")
    # the header without a frame stays an error, as before
    assert parse_result(TB.strip()).kind == "error"


# ---------------------------------------------------------------- JVM, Node.js and Go failures

NODE = (
    "/app/index.js:3\nconsole.log(user.{name});\n              ^\n\nTypeError: Cannot read "
    "properties of undefined (reading '{name}')\n    at Object.<anonymous> (/app/index.js:3:15)"
    "\n    at Module._compile (node:internal/modules/cjs/loader:1256:14)\n    at Module.load "
    "(node:internal/modules/cjs/loader:1119:32)\n    at node:internal/main/run_main_module:23:47"
    "\n\nNode.js v18.17.0"
)
NODE_MODULE = (
    "node:internal/modules/cjs/loader:1080\n  throw err;\n  ^\n\nError: Cannot find module "
    "'{name}'\nRequire stack:\n- /app/index.js\n    at Module._resolveFilename (node:internal/"
    "modules/cjs/loader:1077:15)\n    at Module._load (node:internal/modules/cjs/loader:922:27)"
    "\n    at node:internal/main/run_main_module:23:47 {{\n  code: 'MODULE_NOT_FOUND',\n  "
    "requireStack: [ '/app/index.js' ]\n}}\n\nNode.js v18.17.0"
)
JAVA = (
    'Exception in thread "main" java.lang.NullPointerException: Cannot invoke '
    '"String.length()" because "{name}" is null\n\tat com.example.Main.main(Main.java:5)'
)
JAVA_CAUSED = (
    'Exception in thread "main" java.lang.IllegalStateException: Failed to load config from '
    '"{name}"\n'
    "\tat com.example.App.load(App.java:41)\n\tat com.example.App.main(App.java:12)\nCaused by: "
    "java.io.FileNotFoundException: {name} (No such file or directory)\n\tat java.base/java.io."
    "FileInputStream.open0(Native Method)\n\tat java.base/java.io.FileInputStream.open(FileInput"
    "Stream.java:216)\n\t... 2 more"
)
GO = (
    "panic: runtime error: index out of range [{n}] with length {n}\n\ngoroutine 1 [running]:\n"
    "main.main()\n\t/tmp/sandbox/prog.go:8 +0x1d\nexit status 2"
)
STACKS = {
    "node": (NODE, "TypeError: Cannot read properties of undefined (reading _)"),
    "node module": (NODE_MODULE, "Error: Cannot find module _"),
    "java": (JAVA, "java.lang.NullPointerException: Cannot invoke _ because _ is null"),
    "java caused by": (
        JAVA_CAUSED,
        "java.lang.IllegalStateException: Failed to load config from _",
    ),
    "go": (GO, "panic: runtime error: index out of range [_] with length _"),
}


def _fill(template: str, i: int) -> str:
    return template.format(name=("id", "email", "config")[i] if i < 3 else f"x{i}", n=3 + i)


@pytest.mark.parametrize(("template", "signature"), STACKS.values(), ids=STACKS.keys())
def test_a_stack_trace_is_output_and_its_exception_is_its_failure(
    template: str, signature: str
) -> None:
    a, b = _fill(template, 2), _fill(template, 0)
    assert a != b
    parsed = parse_result(a)
    assert parsed.kind == "command", parsed.reason
    assert failure_signature(a) == signature
    assert failure_signature(b) == signature
    # one failure, then the same failure with another name or number: a repeat
    assert _verdicts([a, _fill(template, 1)]) == ["useful", "useless"]


def test_another_failure_or_another_message_is_news() -> None:
    other = "TypeError: x is not a function\n    at Object.<anonymous> (/app/index.js:4:1)"
    assert _verdicts([_fill(NODE, 0), other]) == ["useful", "useful"]
    java_other = JAVA.replace("NullPointerException", "IllegalArgumentException")
    assert _verdicts([_fill(JAVA, 0), _fill(java_other, 0)]) == ["useful", "useful"]
    go_other = GO.replace("index out of range [{n}] with length {n}", "slice bounds out of range")
    assert _verdicts([_fill(GO, 0), _fill(go_other, 0)]) == ["useful", "useful"]
    # an install between two failures (an acknowledgement): news again
    done = "<returncode>0</returncode>\n<output>\n</output>"
    assert _verdicts([_fill(NODE_MODULE, 0), done, _fill(NODE_MODULE, 1)]) == [
        "useful",
        "unknown",
        "useful",
    ]


def test_a_gate_trips_on_a_program_that_fails_the_same_way_with_new_names() -> None:
    gate = StopGate("default", k=3)
    runs = []
    for i in range(4):
        item = {"question": "Run the app", "observation": _fill(NODE_MODULE, i), "query": f"#{i}"}
        decision = gate.observe(item, source="node", episode="e")
        runs.append(decision.run)
    assert runs == [0, 1, 2, 3] and decision.tripped


def test_the_failure_an_output_ends_in_is_its_signature() -> None:
    python = TB + "  File \"<stdin>\", line 1, in <module>\nKeyError: 'a'\n"
    assert failure_signature(python + _fill(GO, 0)).startswith("panic:")
    assert failure_signature(_fill(GO, 0) + "\n" + python) == "KeyError: _"
    # Java's "Caused by" is part of the failure above it, not a failure of its own
    assert failure_signature(_fill(JAVA_CAUSED, 0)).startswith("java.lang.IllegalState")


NOT_STACKS = {
    "prose with 'at'": "We met at noon.\n    at the station (platform 3)\nThen we left.",
    "python code using a name 'at'": "def f(s):\n    at = s.find('x')\n    at (s)\n",
    "a frame without its exception": "\tat com.example.Main.main(Main.java:5)",
    "a goroutine without a panic": "goroutine 1 [running]:\nmain.main()",
}


@pytest.mark.parametrize("text", NOT_STACKS.values(), ids=NOT_STACKS.keys())
def test_text_that_is_no_stack_trace_has_no_failure(text: str) -> None:
    assert failure_signature(text) is None


def test_a_two_line_stack_is_output_but_two_lines_of_prose_are_not() -> None:
    assert looks_like_output(_fill(JAVA, 0))
    assert looks_like_output("TypeError: x is not a function\n    at f (/app/a.js:1:2)")
    assert not looks_like_output("TypeError is a class.\nIt is thrown at run time.")
    assert not looks_like_output("Exception in thread main\nwas the title of her talk")


# ---------------------------------------------------------------- a page with an error status

PAGE_404 = "# Page not found\n\nSorry, we could not find that page. Try the search or go home."
PAGE_OK = "# Plan your visit\n\nOpening hours: Tuesday to Sunday, 10 am to 6 pm. Adults: 12 euros."


def _scrape(page: str, metadata: dict[str, object], key: str = "markdown") -> dict[str, object]:
    return {"success": True, "data": {key: page, "metadata": metadata}}


ERROR_STATUSES = {
    "firecrawl 404": _scrape(
        PAGE_404, {"title": "Not found", "sourceURL": "https://x.org/a", "statusCode": 404}
    ),
    "status_code 503 as text": _scrape(PAGE_OK, {"status_code": "503"}),
    "status 500, html": _scrape("<html><body>Oops</body></html>", {"status": 500}, "html"),
    "an empty page": _scrape("", {"statusCode": 410}),
    "no envelope": {"url": "https://x.org/a", "content": PAGE_OK, "metadata": {"status": 429}},
}


@pytest.mark.parametrize("value", ERROR_STATUSES.values(), ids=ERROR_STATUSES.keys())
def test_a_page_whose_metadata_gives_an_http_error_is_the_servers_error_page(value) -> None:
    for result in (value, json.dumps(value)):
        parsed = parse_result(result)
        assert parsed.kind == "error", parsed.reason
        assert "the server's error page" in parsed.reason


OK_STATUSES = {
    "200": {"statusCode": 200, "title": "Visit"},
    "301": {"statusCode": 301},
    "a word": {"status": "published"},
    "a boolean": {"statusCode": True},
    "not three digits": {"status": "4040"},
    "a float": {"statusCode": 404.0},
    "none": {"title": "Visit"},
}


@pytest.mark.parametrize("metadata", OK_STATUSES.values(), ids=OK_STATUSES.keys())
def test_a_success_or_a_status_that_is_no_http_status_changes_nothing(metadata) -> None:
    assert parse_result(_scrape(PAGE_OK, metadata)).kind == "record"


def test_the_first_http_status_decides_and_a_list_of_pages_is_left_alone() -> None:
    both = {"statusCode": 200, "status": 404}  # the page's own status first
    assert parse_result(_scrape(PAGE_OK, both)).kind == "record"
    crawl = {
        "success": True,
        "data": [
            {"markdown": PAGE_OK, "metadata": {"statusCode": 200, "sourceURL": "https://x.org/a"}},
            {"markdown": PAGE_404, "metadata": {"statusCode": 404, "sourceURL": "https://x.org/b"}},
        ],
    }
    assert parse_result(crawl).kind != "error"  # one dead link among the pages of a crawl
    assert blocked_field({"markdown": PAGE_OK, "meta": {"http_status": 502}}) is not None


# ---------------------------------------------------------------- a login wall

LOGIN_PAGES = {
    "markdown": "# Sign in\n\nEmail address\n\nPassword\n\n[Forgot password?](https://x.org/"
    "reset)\n\nDon't have an account? [Sign up](https://x.org/join)",
    "page reader": "Title: Sign in to GitHub · GitHub\n\nURL Source: https://github.com/login\n\n"
    "Markdown Content:\nSign in to GitHub\n=================\nUsername or email address\n"
    "Password [Forgot password?](https://github.com/password_reset)\nNew to GitHub? [Create an "
    "account](https://github.com/signup)",
    "html": "<html><head><title>Login | Acme Portal</title><script>var a=1;</script></head>"
    "<body><form><label>Username</label><input name=u><label>Password</label><input "
    "type=password name=p><button>Log in</button></form></body></html>",
    "please log in": "Please log in\n\nYou must be logged in to view this page.\n\nUsername\n"
    "Password\nRemember me",
    "continue with": "accounts.example.com\nSign in to continue\nContinue with Google\n"
    "Continue with email",
    "heading with sections": "# Log in\n\nEmail\n\nPassword\n\n## Or sign in with SSO",
}


@pytest.mark.parametrize("page", LOGIN_PAGES.values(), ids=LOGIN_PAGES.keys())
def test_a_fetched_login_wall_is_an_error(page: str) -> None:
    parsed = parse_result(page)
    assert parsed.kind == "error", parsed.reason
    assert parsed.reason.startswith("a login page")
    assert parse_result({"success": True, "data": {"markdown": page}}).kind == "error"
    assert _verdicts([page], "When does the Riverton council vote?") == ["useless"]


ARTICLE = "The council approved the budget on Tuesday after a long debate about bike lanes. "
NOT_LOGIN_WALLS = {
    "a long page under a sign-in link": "Sign in\n\nEmail us: news@x.org\n\n" + ARTICLE * 30,
    "no form on it": "Sign in\n\nLogin is a 2012 Indian film directed by Sajit.",
    "the site's menu, then the article": "Log in\n\nSubscribe with your email\n\n# Council "
    "approves budget\n\n" + ARTICLE,
    "a film titled so": "Login (film)\n\nLogin is a 2012 film. Its hero forgets his password.",
    "a receipt": "Login successful. Welcome back, Ada.",
    "an article about login pages": "# How to design a sign-in form\n\nPut the email field "
    "first and the password second.",
}


@pytest.mark.parametrize("page", NOT_LOGIN_WALLS.values(), ids=NOT_LOGIN_WALLS.keys())
def test_a_page_that_merely_mentions_signing_in_is_not_one(page: str) -> None:
    assert blocked_page(page) is None
    assert parse_result(page).kind != "error"


def test_a_login_form_a_browser_shows_the_agent_is_a_step_not_a_wall() -> None:
    snapshot = (
        "### Ran Playwright code\n```js\nawait page.goto('https://admin.example/login');\n```\n\n"
        "### Page state\n- Page URL: https://admin.example/login\n- Page Title: Sign in\n"
        '- Page Snapshot:\n```yaml\n- heading "Sign in" [level=1] [ref=e1]\n- textbox "Email" '
        '[ref=e2]\n- textbox "Password" [ref=e3]\n- button "Sign in" [ref=e4]\n```'
    )
    parsed = parse_result(snapshot)
    assert parsed.kind != "error", parsed.reason
    # the same page fetched, not shown to act on, is a wall
    assert blocked_page('Sign in\n- textbox "Email"\n- textbox "Password"') is not None


def test_the_login_reading_is_bounded() -> None:
    wall = LOGIN_PAGES["markdown"]
    padded = wall + "\n\n" + "word " * LOGIN_WORDS  # more words than a login wall holds
    assert blocked_page(padded) is None
    assert blocked_page(wall) is not None


LOGIN_TITLES = {
    "login": [
        "Sign in",
        "Sign In",
        "Log in",
        "Login",
        "Log-in",
        "Please log in",
        "Please sign in",
        "Sign in to continue",
        "Sign in to your account",
        "Sign in to GitHub · GitHub",
        "Sign in - Google Accounts",
        "Login • Instagram",
        "Login required",
    ],
    None: [
        "Login (film)",
        "Sign in the sky",
        "Login successful",
        "Logging in with passkeys",
        "Signing in",
        "Blog | Sign-in best practices",
    ],
}


@pytest.mark.parametrize(
    ("title", "kind"),
    [(t, k) for k, ts in LOGIN_TITLES.items() for t in ts],
    ids=lambda v: str(v),
)
def test_titles_of_login_walls(title: str, kind: str | None) -> None:
    assert _title_kind(title) == kind


def test_seen_keeps_a_stack_traces_failure_like_a_tracebacks() -> None:
    seen = Seen.of([_fill(JAVA, 0)])
    assert seen.fails_again(fingerprint(_fill(JAVA, 1)))
    assert not seen.fails_again(fingerprint(_fill(GO, 0)))


# ---------------------------------------------------------------- a notice and an echo only


def test_a_notice_beside_the_request_echoed_is_no_answer() -> None:
    disclaimer = "It is not the intention of NLM to provide specific medical advice."
    echo = {"nlmDisclaimer": disclaimer, "userInput": {"sources": [""], "rxcuis": ["11289"]}}
    got = parse_result(json.dumps(echo))
    assert (got.kind, got.reason) == ("error", "a notice and the request echoed, no answer")
    group = [{"sourceName": "DrugBank", "interactionType": [{"severity": "high"}]}]
    answer = {**echo, "fullInteractionTypeGroup": group}
    assert parse_result(json.dumps(answer)).kind != "error"
    assert parse_result(json.dumps({"query": "warfarin", "count": 3})).kind != "error"
    assert _verdicts([json.dumps(echo)], "Does warfarin interact with aspirin?") == ["useless"]


# ---------------------------------------------------------------- a redirect to sign in

REDIRECT = (
    "<html><head><meta http-equiv='refresh' content='1;url=/login?from=%2Fjob%2Fe2e%2Fapi"
    "%2Fjson'/><script>window.location.replace('/login?from=%2Fjob%2Fe2e%2Fapi%2Fjson');"
    "</script></head><body>\n\nAuthentication required\n<!--\n-->\n</body></html>"
)


def test_a_page_that_sends_the_caller_to_sign_in_is_no_answer() -> None:
    got = parse_result(REDIRECT)
    assert got.kind == "error" and got.reason.startswith("a redirect to sign in")
    script = REDIRECT[: REDIRECT.index("<meta")] + REDIRECT[REDIRECT.index("<script>") :]
    assert "refresh" not in script
    assert parse_result(script).kind == "error"  # the script alone says it too
    # a page of its own that redirects elsewhere, or a long page whose script can, is read
    assert parse_result(REDIRECT.replace("/login", "/dashboard")).kind != "error"
    long = REDIRECT.replace("Authentication required", "A build log line. " * 100)
    assert parse_result(long).kind != "error"
    # a browser showing the page to the agent: a step it can take, not a wall
    assert blocked_page(REDIRECT, login=False) is None


def test_a_go_programs_last_line_is_a_failure_when_it_is_the_whole_output() -> None:
    fatal = '2025/03/12 09:20:11 Failed to create file system for "gdrive:": token expired\n'
    assert failure_kind(fatal) == "error"
    assert failure_kind("2025/03/12 09:20:11 ERROR : a.txt: Failed to copy: quota") == "error"
    assert failure_kind(fatal + "2025/03/12 09:20:12 retrying\nTransferred: 3 files") is None
    assert failure_kind("2025/03/12 09:20:11 Copied (new) a.txt") is None


# ---------------------------------------------------------------- a job still running, in words


@pytest.mark.parametrize(
    ("text", "poll"),
    [
        ("Status for job 'raysubmit_8hT3': RUNNING\nStatus message: Job is running.", True),
        ("status: pending", True),
        ("Status for job 'raysubmit_8hT3': SUCCEEDED\nStatus message: Job finished.", False),
        ("The status of the strike: running since May, say the unions.", False),
    ],
)
def test_a_job_still_running_in_words_is_a_polls_answer(text: str, poll: bool) -> None:
    assert (parse_result(text).reason == "a job still running (a poll's answer)") is poll


def test_a_response_that_is_only_a_failed_status_is_an_error() -> None:
    expired = {"status": {"code": 14, "message": "Authentication token has expired."}}
    assert parse_result(json.dumps(expired)).kind == "error"
    ok = {"status": {"code": 0, "message": ""}, "thermostatList": [{"name": "Hall"}]}
    assert parse_result(json.dumps(ok)).kind != "error"
    assert parse_result(json.dumps({"status": {"code": 0, "message": "Done"}})).kind != "error"


@pytest.mark.parametrize(
    ("body", "error"),
    [
        ({"message": "HAFAS error: problems", "isHafasError": True, "code": "SERVER_ERROR"}, True),
        ({"message": "Busy", "code": "INTERNAL_FAILURE"}, True),
        ({"name": "Hamburg Hbf", "code": "NO_ERROR"}, False),
        ({"name": "Hamburg Hbf", "code": "ERROR_NONE"}, False),
        ({"name": "Hamburg Hbf", "code": "DE-HH", "isOpen": True}, False),
    ],
)
def test_a_small_object_whose_flag_or_code_names_an_error_is_one(body: dict, error: bool) -> None:
    assert (parse_result(json.dumps(body)).kind == "error") is error
