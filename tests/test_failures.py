"""Tests of the failure-message recogniser, on made-up messages and the real trajectories."""

from __future__ import annotations

import json

import pytest

from uselessdetect.failures import failure_kind, is_failure_message


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Could not find [Stull]. Similar: ['Stull (EP)']", "not_found"),
        ("Could not find that page, please try again.", "not_found"),
        (
            "The last page Retrieved was not found, so you cannot Lookup a keyword in it.",
            "not_found",
        ),
        ('The page "X" does not exist.', "not_found"),
        ("There is no page named X.", "not_found"),
        ("Sorry, I could not find anything about X.", "not_found"),
        ("No results found.", "no_results"),
        ("No Results", "no_results"),
        ("No more results.", "no_results"),
        ("Search returned no results", "no_results"),
        ('Found 0 documents in the collection "Orders":', "no_results"),
        ("Query returned 0 rows", "no_results"),
        ("Returned zero records.", "no_results"),
        ("(0 rows)", "no_results"),
        (
            "Invalid Action. Valid Actions are Lookup[<topic>] and Finish[<answer>].",
            "invalid_action",
        ),
        ("Unknown action: Calculate", "invalid_action"),
        ("Error: connection refused", "error"),
        ("Traceback (most recent call last):", "error"),
        ("503 Service Unavailable", "error"),
        ("Request timed out", "timeout"),
        ('Query timed out in "query" at line 3 after 26 seconds.', "timeout"),
        ("The operation has timed out.", "timeout"),
        ('runtime error: Query timed out in "recurse" at line 4', "error"),
        ("Fatal error: Allowed memory size exhausted", "error"),
        ("Rate limit exceeded", "rate_limit"),
        ("", "empty"),
        ("[]", "empty"),
        ("null", "empty"),
    ],
)
def test_messages(text: str, kind: str) -> None:
    assert failure_kind(text) == kind


@pytest.mark.parametrize(
    "text",
    [
        "Forbidden Heaven is a 1935 American drama film.",
        "Errors and Omissions is the second album by the band.",
        "No Doubt is an American rock band formed in Anaheim.",
        "Nothing Compares 2 U is a song written by Prince.",
        "The film was not found in the archives until 1989, when it was restored.",
        "(Result 1/2) Akbar was born in the Rajput Umarkot Fort.",
        "Found 0 errors in 3 files (checked 12 source files)",
        'Found 10 documents in the collection "Orders":',
        "Returned 10 rows",
        "Runtime Error (band): a 1990s punk band from Ohio.",
        "Timeout (film): a 2009 Japanese thriller.",
        "Query timeouts are set per statement with statement_timeout.",
    ],
)
def test_real_results_are_not_failures(text: str) -> None:
    assert not is_failure_message(text)


@pytest.mark.shared_data
def test_real_trajectories(shared_data) -> None:
    """Every tool failure in the logged runs is recognised; no real page is."""
    heads = ("Could not find", "No results", "No Results", "The last page", "Invalid Action")
    flagged = missed = 0
    path = shared_data / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        for step in json.loads(line)["steps"]:
            obs = step.get("observation") or ""
            if step["action"].startswith("Finish"):
                continue
            if obs.startswith(heads):
                flagged += 1
                missed += not is_failure_message(obs)
            elif len(obs) > 200:  # real page text
                assert not is_failure_message(obs), obs[:80]
    assert flagged > 500 and missed == 0


@pytest.mark.shared_data
def test_no_hotpotqa_paragraph_is_a_failure(shared_data) -> None:
    for path in sorted((shared_data / "hotpotqa").glob("*.json")):
        for rec in json.loads(path.read_text(encoding="utf-8")):
            for title, sents in rec["context"]:
                text = " ".join(sents)
                assert not is_failure_message(text), text[:80]
                assert not is_failure_message(f"{title}: {text}")


def test_titled_pages_named_after_failures_are_pages() -> None:
    from uselessdetect.failures import failure_kind

    for page in (
        "Failure (band): Failure is an American rock band.",
        "404 (film): 404 is a 2011 Indian thriller film.",
        "Forbidden (film): Forbidden is a 1932 drama.",
    ):
        assert failure_kind(page) is None, page
    assert failure_kind("Error (code 500): the server failed.") == "error"
