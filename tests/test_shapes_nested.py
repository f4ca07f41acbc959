"""Failures that only a nested text shows: a bot check's or proxy's page inside a success
envelope, an answer engine's "I could not find …", and a program that fails the same way
with a new name in its traceback."""

from __future__ import annotations

import json

import pytest

from uselessdetect import Sample, StopGate, make_detector
from uselessdetect.shapes import Seen, fingerprint, parse_result
from uselessdetect.shapes._blocked import PAGE_WORDS_CHARS, _title_kind, blocked_page
from uselessdetect.shapes._output import failure_signature

# ---------------------------------------------------------------- pages that stand in for one

_CF_SCRIPT = "<script>" + "(function(){window._cf_chl_opt={cvId:'3',cZone:'x'};})();" * 200
CF_CHALLENGE = (
    '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>'
    '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
    "<style>" + "body{margin:0;padding:0}" * 100 + "</style></head><body>"
    '<div class="main-wrapper"><h1 class="zone-name-title">www.example.com</h1>'
    '<h2 id="challenge-running">Checking if the site connection is secure</h2>'
    "<noscript>Enable JavaScript and cookies to continue</noscript>"
    "<p>www.example.com needs to review the security of your connection before "
    "proceeding.</p></div>" + _CF_SCRIPT + "</script>"
    '<div class="footer">Ray ID: <code>8879b1d0cf2a3f11</code> Performance &amp; security by '
    "Cloudflare</div></body></html>"
)
CF_BLOCKED = (
    "<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body>"
    '<div id="cf-wrapper"><h1>Sorry, you have been blocked</h1><h2>You are unable to access '
    "example.com</h2><h2>Why have I been blocked?</h2><p>This website is using a security "
    "service to protect itself from online attacks.</p>Cloudflare Ray ID: 8879b1d0cf2a3f11"
    "</div></body></html>"
)
CF_1020 = (
    "<html><head><title>Access denied | shop.example.com used Cloudflare to restrict access"
    "</title></head><body><h1>Error 1020</h1><p>Access denied</p><p>The site owner may have "
    "set restrictions that prevent you from accessing the site.</p>Ray ID: 88a1</body></html>"
)
CF_522 = (
    '<!DOCTYPE html>\n<html class="no-js" lang="en-US">\n<head>\n<title>api.example.com | 522: '
    'Connection timed out</title>\n</head>\n<body>\n<div id="cf-wrapper">What happened? The '
    "initial connection between Cloudflare's network and the origin web server timed out."
    "</div>\n</body>\n</html>"
)
NGINX_502 = (
    "<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway"
    "</h1></center>\n<hr><center>nginx/1.24.0</center>\n</body>\n</html>\n"
)
AKAMAI = (
    "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n"
    'You don\'t have permission to access "http://www.example.com/pricing" on this server.<P>\n'
    "Reference&#32;&#35;18&#46;9c2d1402&#46;1716280012&#46;2a1b3c\n</BODY>\n</HTML>\n"
)
IIS_403 = (
    "<html><head><title>403 - Forbidden: Access is denied.</title></head><body><div><h2>403 - "
    "Forbidden: Access is denied.</h2><h3>You do not have permission to view this directory or "
    "page using the credentials that you supplied.</h3></div></body></html>"
)
READER = (
    "Title: Just a moment...\n\nURL Source: https://www.example.com/pricing\n\nWarning: Target URL "
    "returned error 403: Forbidden\n\nMarkdown Content:\nJust a moment...\n\nEnable JavaScript "
    "and cookies to continue"
)
PLAIN = (
    "www.example.com\n\nVerifying you are human. This may take a few seconds.\n\nwww.example.com "
    "needs to review the security of your connection before proceeding.\n\nRay ID: 8879b1d0cf2a3f11"
    "\n\nPerformance & security by Cloudflare"
)
MARKDOWN = (
    "# Just a moment...\n\nEnable JavaScript and cookies to continue\n\nwww.loomly.com needs to "
    "review the security of your connection before proceeding.\n\nRay ID: 8879b1d0cf2a3f11\n\n"
    "Performance & security by Cloudflare"
)
PAGES = {
    "cloudflare challenge": CF_CHALLENGE,
    "cloudflare block": CF_BLOCKED,
    "cloudflare 1020": CF_1020,
    "cloudflare 522": CF_522,
    "nginx 502": NGINX_502,
    "akamai access denied": AKAMAI,
    "iis 403": IIS_403,
    "page reader": READER,
    "plain text": PLAIN,
    "markdown": MARKDOWN,
}


@pytest.mark.parametrize("page", PAGES.values(), ids=PAGES.keys())
def test_a_bot_check_or_proxy_page_is_an_error(page: str) -> None:
    parsed = parse_result(page)
    assert parsed.kind == "error", parsed.reason
    assert "page" in parsed.reason


ENVELOPES = {
    "success data html": lambda p: {"success": True, "data": p},
    "status 200 content": lambda p: {"status": 200, "content": p},
    "url and content": lambda p: {"url": "https://x.org/a", "status": 200, "content": p},
    "firecrawl": lambda p: {
        "success": True,
        "data": {"markdown": p, "metadata": {"title": "x", "sourceURL": "https://x.org/a"}},
    },
    "json string in a response": lambda p: {"error": "", "response": json.dumps(p)},
}


@pytest.mark.parametrize("wrap", ENVELOPES.values(), ids=ENVELOPES.keys())
@pytest.mark.parametrize("page", [CF_CHALLENGE, MARKDOWN, NGINX_502], ids=["html", "md", "502"])
def test_such_a_page_in_a_success_envelope_is_an_error_whatever_it_says(wrap, page: str) -> None:
    value = wrap(page)
    for result in (value, json.dumps(value)):
        parsed = parse_result(result)
        assert parsed.kind == "error", parsed.reason


ARTICLE_HTML = (
    "<!DOCTYPE html><html><head><title>How Cloudflare's bot challenge works | The Blog</title>"
    "</head><body><article><h1>Why do sites show 'Just a moment...'?</h1><p>When you see "
    "'Checking your browser', Cloudflare is running a challenge; the page shows a Ray ID and "
    "asks you to enable JavaScript and cookies.</p></article></body></html>"
)
ARTICLE_MD = (
    "# Just a moment... and other pages scrapers meet\n\nCloudflare shows a Ray ID at the "
    "bottom of its challenge page."
)
#: A page whose title reads like a refusal, of the length of a page of prose.
LONG_FORBIDDEN = (
    "<html><head><title>Forbidden - Wikipedia</title></head><body><p>"
    + "Forbidden is a 1984 film about a countess who hides a Jewish cellist in Berlin; it was "
    "served by nginx like every page of the site. " * 40 + "</p></body></html>"
)
NOT_PAGES = {
    "article html": ARTICLE_HTML,
    "article markdown": ARTICLE_MD,
    "long page titled forbidden": LONG_FORBIDDEN,
    "a moment in prose": "Just a moment, I will look that up.\nThe museum opens at 10 am.",
    "a number": "1020",
    "a title in words without a sign": "<html><head><title>Access denied</title></head>"
    "<body><p>Access denied is a 2012 thriller by Jo Brand.</p></body></html>",
}


@pytest.mark.parametrize("page", NOT_PAGES.values(), ids=NOT_PAGES.keys())
def test_a_page_about_cloudflare_or_a_long_page_is_not_one(page: str) -> None:
    assert blocked_page(page) is None
    assert parse_result(page).kind != "error"
    assert parse_result({"success": True, "data": {"markdown": page}}).kind != "error"


def test_a_record_whose_page_field_is_a_real_page_stays_a_record() -> None:
    ok = {
        "success": True,
        "data": {
            "markdown": "# Plan your visit\n\n## Opening hours\n\nMonday closed, Tuesday 10 am "
            "to 9 pm.\n\nAdults: 12 euros.",
            "metadata": {"title": "Visit | Kunsthalle Bremen", "statusCode": 200},
        },
    }
    assert parse_result(ok).kind == "record"
    film = {"id": 3, "title": "Forbidden", "content": "Forbidden is a 1984 film. Served by nginx."}
    assert parse_result(film).kind == "record"


TITLES = {
    "status": [
        "403 Forbidden",
        "502 Bad Gateway",
        "504 Gateway Time-out",
        "503 Service Temporarily Unavailable",
        "api.example.com | 522: Connection timed out",
        "403 - Forbidden: Access is denied.",
        "Error 1020",
        "HTTP Error 429",
        "500 Internal Server Error",
    ],
    "words": [
        "Just a moment...",
        "Attention Required! | Cloudflare",
        "Please Wait... | Cloudflare",
        "DDoS-Guard",
        "Access denied",
        "Access denied | shop.example.com used Cloudflare to restrict access",
        "Pardon Our Interruption",
        "Robot Check",
        "Are you a robot?",
        "Vercel Security Checkpoint",
        "ERROR: The request could not be satisfied",
        "Request Rejected",
        "One more step",
        "Checking your browser before accessing example.com",
        "Human Verification",
        "Sorry, you have been blocked",
        "Forbidden",
    ],
    None: [
        "Forbidden fruit",
        "404 (film)",
        "1024",
        "Just a moment in time",
        "Access Denied (2024 film)",
        "Errors and omissions",
        "You have clicked 38mm | 40mm",
        "How Cloudflare's 'Just a moment...' page works",
    ],
}


@pytest.mark.parametrize(
    ("title", "kind"), [(t, k) for k, ts in TITLES.items() for t in ts], ids=lambda v: str(v)
)
def test_titles_of_such_pages(title: str, kind: str | None) -> None:
    assert _title_kind(title) == kind


def test_the_page_check_reads_within_its_bounds() -> None:
    # the title is looked for in an HTML page's first 4,096 characters only
    late = "<html><body>" + "<p>x</p>" * 1_000 + "<title>Just a moment...</title>Cloudflare"
    assert blocked_page(late) is None
    # a text that is no HTML is looked at only up to PAGE_WORDS_CHARS
    long_md = MARKDOWN + "\n\n" + "More text. " * PAGE_WORDS_CHARS
    assert blocked_page(long_md) is None
    assert blocked_page(MARKDOWN) is not None


# ---------------------------------------------------------------- an answer that found nothing


def _completion(answer: str, cites: list[str]) -> dict[str, object]:
    return {
        "id": "9f1c",
        "model": "sonar",
        "created": 1716280012,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": answer}}],
        "citations": cites,
        "usage": {"prompt_tokens": 14, "completion_tokens": 160},
    }


CITES = ["https://a.org/1", "https://b.org/2"]
EMPTY_ANSWERS = {
    "answer, no citations": {"answer": "I could not find any information on X.", "citations": []},
    "sorry, curly quote": {"answer": "I\u2019m sorry, but I couldn\u2019t find X.", "sources": []},
    "no source field": {"answer": "Unfortunately, I was unable to find details about X."},
    "an envelope's result": {"status": 200, "result": "There is no information about X."},
    "completion, offers nothing": _completion(
        "I could not find any information about a May 2024 Riverton decision. The available "
        "sources discuss bike lanes in other cities [1][2]. You may want to check the minutes.",
        CITES,
    ),
    "but none of them": _completion(
        "I couldn't find specific information about X. The results cover A and B, but none of "
        "them mention X.",
        CITES,
    ),
    "sources do not mention": {
        "query": "x",
        "answer": "The provided search results do not mention X.",
        "results": [{"title": "A", "url": "https://a.org"}],
    },
}


@pytest.mark.parametrize("value", EMPTY_ANSWERS.values(), ids=EMPTY_ANSWERS.keys())
def test_an_answer_that_found_nothing_is_an_empty_result(value: dict[str, object]) -> None:
    for result in (value, json.dumps(value)):
        parsed = parse_result(result)
        assert parsed.kind == "error", parsed.reason
        assert parsed.reason.startswith("no results: an answer that found nothing")


ANSWERS = {
    "found nothing of X but Y, with citations": _completion(
        "I could not find X, but Y is a town in Kent with 4,000 inhabitants [1].", CITES
    ),
    "however, with citations": {
        "answer": "I couldn't find the 2024 figure. However, the 2023 report gives $3.2B [1].",
        "citations": CITES,
    },
    "a real answer": _completion("Lufthansa allows one cabin bag of 55 x 40 x 23 cm [1].", CITES),
    "no evidence, then an answer": {
        "answer": "There is no evidence the vote happened; the council postponed it [1].",
        "citations": CITES,
    },
    "a ticket that says it": {
        "id": 7,
        "subject": "Invoice",
        "text": "I couldn't find my invoice for May.",
        "author": "bob",
    },
    "a comment that says it": {"id": 8, "type": "comment", "text": "I could not find it."},
}


@pytest.mark.parametrize("value", ANSWERS.values(), ids=ANSWERS.keys())
def test_an_answer_that_offers_something_or_a_record_is_not_empty(
    value: dict[str, object],
) -> None:
    assert parse_result(value).kind != "error"


# ---------------------------------------------------------------- failing the same way again

TB = 'Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n'
MISSING_A = TB + "ModuleNotFoundError: No module named 'prophet'\n"
MISSING_B = TB + "ModuleNotFoundError: No module named 'fbprophet'\n"
KEY = TB + "KeyError: 'order_date'\n"
VALUE_1 = TB + "ValueError: invalid literal for int() with base 10: 'x'\n"
VALUE_2 = TB + "ValueError: too many values to unpack (expected 2)\n"


def test_the_signature_is_the_last_exception_with_what_varies_left_out() -> None:
    assert failure_signature(MISSING_A) == failure_signature(MISSING_B)
    assert failure_signature(MISSING_A) != failure_signature(KEY)
    assert failure_signature(VALUE_1) != failure_signature(VALUE_2)
    chained = KEY + "\nDuring handling of the above exception, another exception occurred:\n\n"
    assert failure_signature(chained + MISSING_A) == failure_signature(MISSING_B)
    syntax = 'Traceback (most recent call last):\n  File "a.py", line 3\n    print(\n         ^\n'
    assert failure_signature(syntax + "SyntaxError: '(' was never closed") == (
        "SyntaxError: _ was never closed"
    )
    assert failure_signature("total 8\n-rw-r--r-- 1 me me 12 Jun 3 a.py\n") is None
    assert failure_signature("<returncode>0</returncode>\n<output>ok</output>") is None


def _verdicts(outputs: list[str]) -> list[str]:
    det = make_detector("default").fit([])
    out = []
    for i, text in enumerate(outputs):
        s = Sample("Forecast traffic with Prophet", text, earlier=tuple(outputs[:i]))
        out.append(det.judge(s).verdict.value)
    return out


def test_a_traceback_that_fails_the_same_way_is_useless_though_its_text_is_new() -> None:
    assert _verdicts([MISSING_A, MISSING_B]) == ["useful", "useless"]
    assert _verdicts([KEY, MISSING_B]) == ["useful", "useful"]  # another failure: news
    assert _verdicts([VALUE_1, VALUE_2]) == ["useful", "useful"]
    wrapped = [f"<returncode>1</returncode>\n<output>\n{t}</output>" for t in (KEY, VALUE_1)]
    assert _verdicts([wrapped[0], wrapped[0].replace("order_date", "date")]) == [
        "useful",
        "useless",
    ]
    # an acknowledgement between them (the agent installed the module): news again
    done = "<returncode>0</returncode>\n<output>\n</output>"
    assert _verdicts([MISSING_A, done, MISSING_B]) == ["useful", "unknown", "useful"]


def test_a_gate_trips_on_two_module_names_alternating() -> None:
    gate = StopGate("default", k=3)
    runs = []
    for i, text in enumerate([MISSING_A, MISSING_B, MISSING_A, MISSING_B]):
        item = {"question": "Forecast traffic", "observation": text, "query": f"import {i}"}
        decision = gate.observe(item, source="python", episode="e")
        runs.append(decision.run)
    assert runs == [0, 1, 2, 3] and decision.tripped


def test_seen_forgets_a_failure_with_the_result_that_held_it() -> None:
    seen = Seen(maxlen=2)
    seen.add(fingerprint(MISSING_A))
    assert seen.fails_again(fingerprint(MISSING_B))
    seen.add(fingerprint(KEY))
    seen.add(fingerprint(VALUE_1))  # MISSING_A falls out of the window
    assert not seen.fails_again(fingerprint(MISSING_B))
    assert seen.fails_again(fingerprint(KEY.replace("order_date", "date")))


OVERPASS = (
    '{"version": 0.6, "generator": "Overpass API 0.7.62.4", "osm3s": {"timestamp_osm_base": '
    '"2025-03-06T08:21:14Z", "copyright": "The data … ODbL."}, "elements": [], '
    '"remark": "runtime error: Query timed out in \\"query\\" at line 3 after 26 seconds."}'
)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # an empty collection whose remark is the failure: an error, beside metadata objects
        (OVERPASS, "error"),
        # the same with a remark that is no failure, or none: the metadata object keeps it a
        # record (a thing with sub-objects and an empty list is not read as an empty answer)
        (OVERPASS.replace("runtime error: Query timed out", "2 areas skipped"), "record"),
        ('{"errors": [], "stats": {"files": 3}, "note": "no errors found"}', "record"),
        # a record with an identity and a failing note is not an empty collection
        ('{"name": "job-7", "steps": [], "meta": {"a": 1}, "note": "Error: x"}', "record"),
    ],
)
def test_an_empty_collection_with_a_failure_remark(text: str, kind: str) -> None:
    parsed = parse_result(text)
    assert parsed.kind == kind, parsed.reason
    if kind == "error":
        assert "`remark` is 'runtime error: Query timed out" in parsed.reason
