"""Readings of results from tools that compute, wrap or narrate: a short text of values
(an expression, a conversion, a solver's output), a Python object's repr of keyword arguments,
a text environment's report of the agent's move, an exception's one line, an expired token."""

from __future__ import annotations

import pytest

from uselessdetect import Sample, StopGate, make_detector
from uselessdetect.shapes import parse_result, rejected_call
from uselessdetect.shapes._source import reads_as_values
from uselessdetect.shapes._values import object_repr

KISSAT = (
    "c ---- [ banner ] ----\nc Kissat SAT Solver 3.1.1\nc conflicts:          212\n"
    "c process-time:      0.01 seconds\ns SATISFIABLE\nv 1 -2 -3 4 0"
)


@pytest.mark.parametrize(
    "text",
    [
        "(x**2 - 2*x + 2)*exp(x)",
        "[1/2 - sqrt(5)/2, 1/2 + sqrt(5)/2]",
        "{2: 1, 3: 1}",
        "12.5 pound_force_per_square_inch = 86.18446 kilopascal",
        "1 goal\n  \n  n' : nat\n  ============================\n  S n' + 0 = S n'",
        KISSAT,
        "(integer) 1187",
    ],
)
def test_a_short_text_of_values_is_data(text: str) -> None:
    assert parse_result(text).kind == "prose" and reads_as_values(text)
    det = make_detector("default").fit([])
    j = det.judge(Sample("Differentiate and solve the homework's checks", text, query="x"))
    assert j.verdict.value == "useful"  # new data; the same again is a repeat
    clf = make_detector("classifier").fit([])
    assert clf.judge(Sample("Solve it", text)).verdict.value != "useless"


@pytest.mark.parametrize(
    "text",
    [
        "Akbar was born in 1542 at Umarkot.",  # a sentence: a function word
        "Artpop only sold about 100,000 copies .",
        "Token expired",  # no value sign: words, read by relevance
        "La tour Eiffel est une tour de fer puddlé de 330 m de hauteur",  # five words in a row
        "Die Lieferung kommt am 5. März mit DHL",  # a German function word
        "See https://example.org/a=1",  # a link
        "<RETURNCODE>0</RETURNCODE>\n<OUTPUT>\n</OUTPUT>",  # markup
        "x = 1\n" * 25,  # too many lines
    ],
)
def test_sentences_links_and_long_texts_are_not_values(text: str) -> None:
    assert not reads_as_values(text)


def test_a_repeated_value_is_still_a_repeat() -> None:
    det = make_detector("default").fit([])
    stale = "x**2*(x*cos(x) + 3*sin(x))"
    first = Sample("Second derivative of x**3 sin x?", stale, query="diff(f, x, 2)")
    again = Sample("Integral of x sin x?", stale, query="integrate", earlier=(stale,))
    assert det.judge(first).verdict.value == "useful"
    assert det.judge(again).verdict.value == "useless"


ACTION = (
    "ActionResult(is_done=False, success=None, extracted_content='🖱️  Clicked button with "
    "index 6: Search', error=None, include_in_memory=True)"
)


def test_an_object_repr_is_read_as_its_fields_or_its_one_text() -> None:
    assert object_repr(ACTION) == ("🖱️  Clicked button with index 6: Search", True)
    assert parse_result(ACTION).kind == "acknowledgement"
    failed = ACTION.replace("extracted_content='🖱️  Clicked button with index 6: Search'",
                            "extracted_content=None").replace(
        "error=None", "error='Element with index 31 does not exist'")  # fmt: skip
    assert parse_result(failed).kind == "error"  # the one text is the error: an error object
    page = ACTION.replace("🖱️  Clicked button with index 6: Search", "Extracted: " + "a " * 40)
    assert parse_result(page).kind == "prose"
    two = "Doc(id='d1', text='A long passage here.', summary='Another passage here.')"
    assert object_repr(two)[0] == {
        "id": "d1",
        "text": "A long passage here.",
        "summary": "Another passage here.",
    }
    nested = "Out(content='x y', raw=Node(id='n1', score=0.5))"
    assert object_repr(nested)[0] == {"content": "x y", "raw": {"id": "n1", "score": 0.5}}
    for text in ("Point(1, 2)", "f(**kw)", "Broken(a=", "Terror: a film"):
        assert object_repr(text) == (None, False), text
    for depth in (900, 20_000):  # a tree too deep to read: text, never an error or a raise
        deep = "X(a=" + "-" * depth + "1)"
        assert object_repr(deep) == (None, False)
        assert parse_result(deep).kind == "prose"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("You arrive at countertop 1. On the countertop 1, you see a mug 2.", "acknowledgement"),
        ("You move the metal pot to the sink.", "acknowledgement"),
        ("The sink is now activated.", "acknowledgement"),
        ("🔗  Navigated to https://www.example.com", "acknowledgement"),
        ("⌨️  Input 2TB NVMe SSD into index 5", "acknowledgement"),
        ("You can't go that way.", "prose"),  # a denial
        ("You cannot reach the shelf from here.", "prose"),
        ("You failed to open the drawer 2.", "prose"),
        ("You are in the kitchen.", "prose"),  # a state, not a move
        ("You Belong with Me is a 2008 song by Taylor Swift.", "prose"),  # a title
        ("Input type: <enum 'MyIntChoice'>\nOutput type: <class 'int'>", "prose"),
    ],
)
def test_a_text_environments_report_of_a_move_is_a_receipt(text: str, kind: str) -> None:
    assert parse_result(text).kind == kind


def test_a_text_environment_that_says_nothing_happens_still_trips() -> None:
    gate = StopGate("default", k=3)
    for i, text in enumerate(["You arrive at sinkbasin 1.", "Nothing happens."] + [
        "Nothing happens."] * 3):  # fmt: skip
        item = {"question": "Put a clean mug in the cabinet.", "observation": text}
        decision = gate.observe({**item, "query": f"step {i}"}, source="env", episode="e")
    assert decision.tripped


@pytest.mark.parametrize(
    "text",
    [
        "IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid credentials (Failure)'",
        "ValueError: invalid literal for int() with base 10: 'x'",
        "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='x', port=443)",
        "DuckDuckGoSearchException: https://html.duckduckgo.com/html 202 Ratelimit",
    ],
)
def test_an_exceptions_one_line_is_an_error(text: str) -> None:
    assert parse_result(text).kind == "error"


def test_an_expired_token_is_the_source_refusing_not_a_rejected_call() -> None:
    graph = (
        '{"error":{"code":"InvalidAuthenticationToken","message":"Lifetime validation '
        'failed, the token is expired."}}'
    )
    assert not rejected_call(graph)
    assert not rejected_call("Validation failed: the session has expired")
    assert rejected_call("Validation failed: `limit` must be an integer")
    # the caller's address refused (Namecheap): the account, not the call; an IP field that
    # does not parse is the call's fault
    namecheap = (
        '<ApiResponse Status="ERROR"><Errors><Error Number="1011150">Invalid request IP: '
        "34.82.117.9</Error></Errors></ApiResponse>"
    )
    assert parse_result(namecheap).kind == "error" and not rejected_call(namecheap)
    assert not rejected_call("Error: IP address not whitelisted for this API key")
    assert rejected_call("invalid value for field ip: 999.1.1.1")


SPARQL_TIMEOUT = (
    "SPARQL-QUERY: queryStr=SELECT ?m ?pop WHERE { ?m wdt:P31 wd:Q262166 }\n"
    "java.util.concurrent.TimeoutException\n"
    "\tat java.base/java.util.concurrent.FutureTask.report(FutureTask.java:122)\n"
    "\tat com.bigdata.rdf.sail.webapp.QueryServlet.doSparqlQuery(QueryServlet.java:678)"
)


def test_a_command_that_ends_in_a_timeout_is_useless_the_first_time() -> None:
    det = make_detector("default").fit([])
    judged = det.judge(Sample("Population of Bavarian towns?", SPARQL_TIMEOUT, query="SELECT"))
    assert parse_result(SPARQL_TIMEOUT).kind == "command"
    assert judged.verdict.value == "useless"
    key_error = (
        'Traceback (most recent call last):\n  File "a.py", line 3, in <module>\n'
        "KeyError: 'timeout_s'"
    )  # a program's failure that names a timeout in its message only: news the first time
    assert det.judge(Sample("Read the config", key_error, query="python a.py")).verdict.value == (
        "useful"
    )


SOLR_EMPTY = (
    '{"responseHeader": {"status": 0, "QTime": 3, "params": {"q": "clause_text:x"}}, '
    '"response": {"numFound": 0, "start": 0, "numFoundExact": true, "docs": []}}'
)


def test_a_response_header_is_an_envelopes_metadata() -> None:
    assert parse_result(SOLR_EMPTY).kind == "error"
    found = SOLR_EMPTY.replace('"numFound": 0', '"numFound": 1').replace(
        '"docs": []', '"docs": [{"id": "c-1", "clause_text": "Liability is capped at fees."}]'
    )
    assert parse_result(found).kind != "error"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ('{"id": "cr-1", "app_version": "4.19", "os": "iOS 18", "exception": "EXC_BAD_ACCESS"}',
         "record"),
        ('{"exception": "java.lang.NullPointerException"}', "error"),
        ('{"jsonrpc": "2.0", "id": 1, "error": {"code": -32000, "message": "down"}}', "error"),
    ],
)  # fmt: skip
def test_an_exception_field_beside_an_identity_is_what_a_record_is_about(
    text: str, kind: str
) -> None:
    assert parse_result(text).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I'm sorry, but I don't have information about the ECB's decision of April 17, 2025. "
         "My knowledge is current up to October 2023.", "error"),
        ("I don't have real-time information, so I can't confirm the rate.", "error"),
        ("I'm unable to provide details on the April 2025 press conference.", "error"),
        ("I could not find the 2025 figure, but the 2024 report gives a rate of 3.1%.", "prose"),
        ("I found three reports on the ECB's April decision: rates were cut to 2.25%.", "prose"),
    ],
)  # fmt: skip
def test_a_plain_answer_that_found_nothing_is_an_empty_result(text: str, kind: str) -> None:
    assert parse_result(text).kind == kind
