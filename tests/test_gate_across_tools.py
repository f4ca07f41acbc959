"""One failure from several tools (``gate._spread``): results that fail the same way count as
one run whichever counted tool gave them; "none" answers, other errors and a useful result
from any tool end it; only the ``run`` rule counts so, and ``across_tools=False`` turns it off.
"""

from __future__ import annotations

import pytest

from uselessdetect import Judgment, Sample, Verdict
from uselessdetect.gate import StopGate
from uselessdetect.gate._spread import MIN_CHARS, failure_key

TOKEN = '{"error":"invalid_token","error_description":"Access Token not found in cache"}'
LOGIN = "Error: 401 Unauthorized: the session expired, sign in again at /login"
NONE = '{"results": [], "total": 0}'
OTHER = "Error: 500 Internal Server Error: the upstream index is rebuilding"
Q = "Which disputes were opened against order 8812?"


def verdict_of(sample: Sample) -> bool | None:
    """Useless for an error or an empty result, useful for anything else (as default reads)."""
    obs = sample.observation.lower()
    return "error" in obs or obs in (NONE, "[]")


def feed(gate: StopGate, calls: list[tuple[str, str]], episode: str = "e") -> list:
    return [
        gate.observe(Sample(Q, obs, query="order 8812"), source=tool, episode=episode)
        for tool, obs in calls
    ]


THREE_TOOLS = [("paypal_search", TOKEN), ("paypal_get_order", TOKEN), ("paypal_disputes", TOKEN)]


def test_the_same_error_from_three_tools_trips_on_each_at_k() -> None:
    gate = StopGate(verdict_of, k=3)
    ds = feed(gate, THREE_TOOLS)
    assert [d.tripped for d in ds] == [False, False, True]
    assert [d.run for d in ds] == [1, 1, 1]  # no tool's own run reached 3
    assert gate.state("e")["tripped_by"] == ["paypal_search", "paypal_get_order", "paypal_disputes"]
    assert ds[-1].reason == (
        "3 consecutive results from `paypal_search`, `paypal_get_order`, `paypal_disputes` "
        "failed the same way (judged useless by verdict_of)"
    )
    assert gate.state("e")["would_trip_at"] == 3


def test_blanks_and_case_aside_one_failure_is_one_text() -> None:
    gate = StopGate(verdict_of, k=3)
    spaced = LOGIN.replace(" ", "  \n").upper()
    ds = feed(gate, [("a_search", LOGIN), ("b_search", spaced), ("a_search", LOGIN)])
    assert ds[-1].tripped


def test_from_one_tool_alone_its_own_run_trips_first() -> None:
    gate = StopGate(verdict_of, k=3)
    ds = feed(gate, [("a_search", TOKEN)] * 3)
    assert ds[-1].tripped and ds[-1].run == 3
    assert ds[-1].reason == "3 consecutive results from `a_search` judged useless by verdict_of"


@pytest.mark.parametrize(
    ("middle", "trips"),
    [
        (("c_search", "a useful page about order 8812"), False),  # a useful result ends it
        (("c_search", OTHER), False),  # another error ends it
        (("c_search", NONE), False),  # a "none" answer is no failure and ends it
        (("send_email", "a useful receipt"), True),  # a tool not counted moves nothing
    ],
)
def test_what_ends_the_run(middle: tuple[str, str], trips: bool) -> None:
    gate = StopGate(verdict_of, k=3)
    ds = feed(gate, [THREE_TOOLS[0], THREE_TOOLS[1], middle, THREE_TOOLS[2]])
    assert ds[-1].tripped is trips


def test_a_result_without_a_verdict_leaves_the_run_as_it_is() -> None:
    def judge(sample: Sample) -> bool | None:
        return None if sample.observation == "pending" else verdict_of(sample)

    gate = StopGate(judge, k=3)
    ds = feed(gate, [THREE_TOOLS[0], ("c_poll", "pending"), THREE_TOOLS[1], THREE_TOOLS[2]])
    assert ds[-1].tripped


def test_empty_results_from_several_tools_are_an_answer_not_a_failure() -> None:
    gate = StopGate(verdict_of, k=3)
    ds = feed(gate, [("contacts_search", NONE), ("leads_search", NONE), ("deals_search", NONE)])
    assert not any(d.tripped for d in ds)


def test_request_ids_aside_one_failure_is_one_text() -> None:
    # Smartsheet's expired token, as its three tools return it: each reply names its request
    expired = '{{"errorCode": 1003, "message": "Your Access Token has expired.", "refId": "{}"}}'
    calls = [
        ("smartsheet_search", expired.format("1faf5e2caf162f565971")),
        ("smartsheet_list_sheets", expired.format("abc71f2f4e46d6d9e9fe")),
        ("smartsheet_get_sheet", expired.format("2fdced4da262bf3c09e5")),
    ]
    assert feed(StopGate(verdict_of, k=3), calls)[-1].tripped
    # ... and so does a quota's counter or a timestamp; the words still tell failures apart
    a = failure_key("Error: quota exceeded at 2026-12-07T10:00:01Z (used 100231 of 100000)")
    assert a == failure_key("Error: quota exceeded at 2026-12-07T10:02:59Z (used 100240 of 100000)")
    assert a != failure_key("Error: quota reset at 2026-12-07T10:02:59Z (used 100240 of 100000)")
    # nor does the request's target: a refused connection, whichever endpoint was asked
    refused = (
        "Error: HTTPConnectionPool(host='airbyte-server.data.svc', port=8001): Max retries "
        "exceeded with url: {} (Caused by NewConnectionError('<urllib3.connection."
        "HTTPConnection object at {}>: Failed to establish a new connection: [Errno 111] "
        "Connection refused'))"
    )
    calls = [
        ("airbyte_list_connections", refused.format("/api/public/v1/connections", "0x7f3a1c2b")),
        ("airbyte_list_jobs", refused.format("/api/public/v1/jobs?limit=10", "0x7f3a1c2c")),
        ("airbyte_list_sources", refused.format("https://x.io/v1/sources", "0x7f3a1c2d")),
    ]
    assert feed(StopGate(verdict_of, k=3), calls)[-1].tripped
    # short numbers are no identifiers: error codes stay part of the text
    assert failure_key("Error 502: upstream failed") != failure_key("Error 504: upstream failed")


def test_an_error_page_keyed_by_its_heading() -> None:
    # a maintenance page the shape step reads as a page, from three tools of one shop
    page = (
        '<!DOCTYPE html>\n<html lang="de-DE">\n<head>\n<title>Maintenance</title>\n</head>\n'
        "<body>\n<p>Briefly unavailable for scheduled maintenance. Check back in a minute."
        "</p>\n<!-- served {} --></body></html>"
    )
    tools = ["shop_get_order", "shop_list_refunds", "shop_list_orders"]
    calls = [(t, page.format(f"2026-12-07 10:0{i}:00")) for i, t in enumerate(tools)]
    useless = lambda s: True  # noqa: E731 (as the detector judges each page)
    assert feed(StopGate(useless, k=3), calls)[-1].tripped
    inactive = [(t, "<h1>Developer Inactive</h1>") for t in tools]
    assert feed(StopGate(useless, k=3), inactive)[-1].tripped
    # a page whose heading says nothing of a failure is no failure, however often it comes
    log = "<html><title>Order 8812 error log</title><body>Page 1</body></html>"
    plain = [(t, log) for t in tools]
    assert failure_key(plain[0][1]) is None
    assert not feed(StopGate(useless, k=3), plain)[-1].tripped


def test_a_refused_credential_is_one_failure_whatever_its_words() -> None:
    # Cloudflare's API refuses an expired token in two wordings, by endpoint
    auth = '{{"success":false,"errors":[{{"code":{},"message":"{}"}}],"messages":[],"result":null}}'
    calls = [
        ("cloudflare_list_zones", auth.format(10000, "Authentication error")),
        ("cloudflare_verify_token", auth.format(1000, "Invalid API Token")),
        ("cloudflare_list_dns_records", auth.format(10000, "Authentication error")),
    ]
    assert feed(StopGate(verdict_of, k=3), calls)[-1].tripped
    assert failure_key(TOKEN) == failure_key(LOGIN) == failure_key("Error: Bad credentials")
    # a rate limit is another failure; a long text that names a 401 says more than that
    assert failure_key("Error: 429 Too Many Requests, retry later") != failure_key(TOKEN)
    long = "Error: " + "the build step failed; " * 20 + "see the 401 in the proxy log"
    assert failure_key(long) not in (None, failure_key(TOKEN))


def test_short_errors_say_too_little_to_be_one_failure() -> None:
    assert len("Error: boom") < MIN_CHARS
    gate = StopGate(verdict_of, k=3)
    ds = feed(gate, [("a_search", "Error: boom"), ("b_search", "Error: boom")] * 2)
    assert not any(d.tripped for d in ds)
    # Trello's expired token is 13 characters: long enough to be one failure from its tools
    trello = [("trello_get_board", "invalid token"), ("trello_search", "invalid token")] * 2
    assert [d.tripped for d in feed(StopGate(lambda s: True, k=3), trello)][2]


def test_across_tools_false_and_other_rules_count_per_tool_only() -> None:
    assert not feed(StopGate(verdict_of, k=3, across_tools=False), THREE_TOOLS)[-1].tripped
    cusum = StopGate(verdict_of, rule="cusum", h=3.0)
    assert not any(d.tripped for d in feed(cusum, THREE_TOOLS))


def test_shadow_mode_and_drop_tool() -> None:
    shadow = feed(StopGate(verdict_of, k=3, shadow=True), THREE_TOOLS)[-1]
    assert (shadow.tripped, shadow.would_trip) == (False, True)
    tools = ["paypal_search", "paypal_get_order", "paypal_disputes", "orders_db", "finish"]
    drop = feed(StopGate(verdict_of, k=3, mode="drop_tool", tools=tools), THREE_TOOLS)[-1]
    assert set(drop.blocked) == set(tools[:3]) and drop.allowed == ("orders_db", "finish")


def test_episodes_keep_their_own_runs() -> None:
    gate = StopGate(verdict_of, k=3)
    feed(gate, THREE_TOOLS[:2], episode="a")
    assert not feed(gate, THREE_TOOLS[2:], episode="b")[-1].tripped
    assert feed(gate, THREE_TOOLS[2:], episode="a")[-1].tripped


@pytest.mark.parametrize(
    "item",
    [None, b"\x00\xff", {"observation": None}, 7, Judgment(Verdict.USELESS, 1.0, "x"), "x" * 20],
)
def test_any_item_is_read_without_raising(item: object) -> None:
    assert failure_key(item) is None
    gate = StopGate(lambda s: True, k=2)
    gate.observe(item, source="a_search")
    gate.observe(item, source="b_search")  # never raises inside a harness


def test_the_default_detector_trips_on_a_failure_spread_over_tools() -> None:
    gate = StopGate("default", k=3)
    ds = feed(gate, THREE_TOOLS)
    assert [d.judgment.verdict for d in ds] == [Verdict.USELESS] * 3
    assert ds[-1].tripped
