"""Tool families the shared real runs lack (SQL, GitHub, Notion, browser, fetch, web search,
files, terminals): each result of ``tests/data/tool_families.jsonl`` reads as the shape its
format is, and a ``StopGate("default", k=3)`` stops no successful session and trips on every
failing one. The rules behind it are tested one by one below."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from uselessdetect import Sample, StopGate, make_detector
from uselessdetect.io import read_real_runs
from uselessdetect.measure._outcome_replay import replay_run
from uselessdetect.shapes import parse_result, rejected_call
from uselessdetect.shapes._browser import browser_parts
from uselessdetect.shapes._output import looks_like_output
from uselessdetect.shapes._text import command_parts, is_short_failure

FIXTURE = Path(__file__).resolve().parent / "data" / "tool_families.jsonl"
EPISODES = {ep.id.split("/", 1)[1]: ep for ep in read_real_runs(FIXTURE)}

#: The shape of each result, per session (first four letters of the kind).
SHAPES = {
    "sql-postgres/pg-ok-1": "tabl erro erro erro tabl tabl list",
    "sql-postgres/pg-ok-2": "erro erro erro list",
    "sql-postgres/pg-fail-down": "erro erro erro erro",
    "sql-postgres/pg-fail-empty": "erro erro erro erro",
    "sql-sqlite/sqlite-ok-1": "list erro erro list tabl",
    "sql-sqlite/sqlite-fail-empty": "erro erro erro erro",
    "sql-mysql/mysql-ok-1": "erro erro erro list tabl",
    "sql-mysql/mysql-fail-down": "erro erro erro",
    "github/gh-ok-1": "list erro reco list reco",
    "github/gh-ok-2": "list list reco",
    "github/gh-fail-rate": "erro erro erro erro",
    "github/gh-fail-empty": "erro erro erro",
    "notion/notion-ok-1": "list erro tabl",
    "notion/notion-ok-2": "list tabl",
    "notion/notion-fail-auth": "erro erro erro",
    "notion/notion-fail-empty": "erro erro erro",
    "browser/pw-ok-1": "list ackn erro list list",
    "browser/pw-ok-2-old-format": "list ackn ackn ackn ackn",
    "browser/pw-fail-dead": "erro erro erro",
    "browser/pw-fail-same": "list list list list",
    "fetch/fetch-ok-1": "erro pros pros",
    "fetch/fetch-ok-2": "list",
    "fetch/fetch-fail-503": "erro erro erro",
    "web-search/brave-ok-1": "list pros",
    "web-search/tavily-exa-ok-1": "list list",
    "web-search/brave-fail-rate": "erro erro erro",
    "web-search/tavily-fail-same": "list list list list",
    "filesystem/fs-ok-1": "list erro list pros pros pros pros",
    "filesystem/fs-ok-2": "pros",
    "filesystem/fs-fail-denied": "erro erro erro",
    "filesystem/fs-fail-nomatch": "erro erro erro",
    "terminal/shell-ok-1": "comm comm comm comm comm comm pros",
    "terminal/openhands-ok-1": "comm comm comm comm",
    "terminal/shell-fail-net": "erro erro erro",
    "terminal/shell-fail-same": "comm comm comm comm",
}


def test_fixture_is_small_cites_its_formats_and_covers_every_family() -> None:
    assert FIXTURE.stat().st_size < 200_000
    rows = [json.loads(line) for line in FIXTURE.read_text(encoding="utf-8").splitlines()]
    assert all(r["format_source"] and " " in r["format_source"] for r in rows)
    assert set(SHAPES) == set(EPISODES)
    families = {k.split("/")[0] for k in EPISODES}
    for family in families:
        outcomes = {EPISODES[k].raw["success"] for k in EPISODES if k.startswith(family + "/")}
        assert outcomes == {True, False}, family


@pytest.mark.parametrize("run", sorted(SHAPES))
def test_each_result_reads_as_its_shape(run: str) -> None:
    kinds = " ".join(parse_result(s.observation).kind[:4] for s in EPISODES[run].steps)
    assert kinds == SHAPES[run]


@pytest.mark.parametrize("run", sorted(SHAPES))
def test_gate_stops_no_successful_session_and_trips_on_failing_ones(run: str) -> None:
    gate = StopGate(make_detector("default").fit([]), k=3, shadow=True)
    episode = EPISODES[run]
    rep = replay_run(gate, episode)
    if episode.raw["success"]:
        assert rep.trip_call is None, rep
    else:
        assert rep.trip_call is not None, rep


PAGE_DETECTORS = ["classifier"]
if importlib.util.find_spec("onnxruntime") and importlib.util.find_spec("tokenizers"):
    PAGE_DETECTORS.append("semantic")


@pytest.mark.parametrize("name", PAGE_DETECTORS)
def test_page_detectors_stop_no_successful_session(name: str) -> None:
    """They give no verdict on data, receipts and first rejected calls, as ``default``."""
    gate = StopGate(make_detector(name).fit([]), k=3, shadow=True)
    for run in sorted(SHAPES):
        if EPISODES[run].raw["success"]:
            assert replay_run(gate, EPISODES[run]).trip_call is None, (name, run)


def test_replay_command_prints_no_stop_of_a_successful_session() -> None:
    from click.testing import CliRunner

    from uselessdetect.cli import main

    args = ["replay", str(FIXTURE), "--format", "real-runs", "-d", "default", "--k", "3"]
    out = CliRunner().invoke(main, [*args, "--json", "--n-boot", "0"])
    assert out.exit_code == 0, out.output
    overall = json.loads(out.output)["overall"]
    assert overall["success_stopped"]["stopped"] == 0
    assert overall["success_stopped"]["runs"] == 18
    assert overall["calls_cut_failed"]["cut"] > 0


# --- the rules, one by one -------------------------------------------------------------------

LS = "total 8\n-rw-r--r-- 1 me me 12 Jun 3 10:01 a.py\ndrwxr-xr-x 2 me me 4096 Jun 3 10:01 src"
GREP = "src/a.py:3:def f():\nsrc/b.py:9:    f()\nsrc/c.py:1:import a"
GITLOG = "4e1d2c3 Return None for blank input\n9a8b7c6 Split lines\n1f2e3d4 Add parse_line"
# a program's traceback: its frames open at its top level (a tool's own is an error:
# tests/test_shapes_readings.py)
TRACE = (
    'Traceback (most recent call last):\n  File "r.py", line 9, in <module>\n    f()\n'
    '  File "r.py", line 3, in f\n    g()\nKeyError: 1'
)
DIFF = "--- a/x.py\n+++ b/x.py\n@@ -1,2 +1,2 @@\n-a = 1\n+a = 2\n b = 3"
PROSE = "Creed is an American rock band.\nIt formed in 1994.\nIts singer is Scott Stapp.\n"


@pytest.mark.parametrize("text", [LS, GREP, GITLOG, TRACE, DIFF])
def test_terminal_output_is_read_by_its_lines_form(text: str) -> None:
    assert looks_like_output(text)
    parsed = parse_result(text)
    assert (parsed.kind, parsed.returncode) == ("command", None)
    det = make_detector("default").fit([])
    sample = Sample(question="Why does the nightly export to S3 time out?", observation=text)
    assert det.judge(sample).verdict.value == "useful"  # new output: data
    again = Sample(question=sample.question, observation=text, earlier=(text,))
    assert det.judge(again).verdict.value == "useless"  # the same output again


@pytest.mark.parametrize(
    "text", [PROSE, "- apples\n- pears\n- plums", "1. Paris\n2. Lyon\n3. Nice"]
)
def test_prose_and_listings_are_no_terminal_output(text: str) -> None:
    assert not looks_like_output(text)
    assert parse_result(text).kind != "command"


def test_openhands_trailer_gives_the_exit_code() -> None:
    trailer = "\n[The command completed with exit code 1.]\n[Current working directory: /w]"
    assert command_parts("boom" + trailer + "\n[Command finished with exit code 1]") == (1, "boom")
    assert command_parts("no output here\n[Current working directory: /w]") is None
    assert parse_result("[The command completed with exit code 0.]").kind == "acknowledgement"


def test_browser_responses_a_receipt_a_page_or_an_error() -> None:
    code = "### Ran Playwright code\n```js\nawait page.click('a');\n```\n"
    page = (
        code + "\n### Page state\n- Page URL: https://x.example/\n- Page Title: Shop\n"
        '- Page Snapshot:\n```yaml\n- link "Cart" [ref=e1]\n- link "Dune" [ref=e2]\n'
        '- button "Buy" [ref=e3]\n```\n'
    )
    assert parse_result(code).kind == "acknowledgement"
    parsed = parse_result(page)
    assert parsed.kind == "listing" and parsed.reason.startswith("browser page snapshot")
    assert "Shop" in parsed.text and "page.click" not in parsed.text
    assert parse_result("### Result\nError: net::ERR_CONNECTION_REFUSED").kind == "error"
    assert browser_parts("### Notes\nplain markdown") is None


def test_mcp_content_blocks_are_unwrapped_with_or_without_envelope() -> None:
    rows = json.dumps([{"id": 1, "n": "a"}, {"id": 2, "n": "b"}])
    bare = json.dumps([{"type": "text", "text": rows}])
    assert parse_result(bare).kind == "table" and len(parse_result(bare).items) == 2
    err = json.dumps({"content": [{"type": "text", "text": 'column "x" does not exist'}],
                      "isError": True})  # fmt: skip
    parsed = parse_result(err)
    assert parsed.kind == "error" and parsed.text == 'column "x" does not exist'


@pytest.mark.parametrize(
    ("text", "failure"),
    [
        ("curl: (6) Could not resolve host: api.example", True),
        ("bash: rg: command not found", True),
        ("Database error: no such column: total", True),
        ("note: see the docs", False),
        ("Title: Could we ever live on Mars", False),
    ],
)
def test_one_line_program_failures(text: str, failure: bool) -> None:
    assert is_short_failure(text) is failure


@pytest.mark.parametrize(
    ("text", "rejected"),
    [
        ('ERROR:  column "amount" does not exist', True),
        ('relation "customer" does not exist', True),
        ("Error executing query: 1146 (42S02): Table 'shop.t' doesn't exist", True),
        ("1064 (42000): You have an error in your SQL syntax; check the manual", True),
        ('syntax error at or near "FROM"', True),
        ('database "prod" does not exist', False),  # the source itself, not the query
        ("Endpoint '/v2/x' does not exist", False),
        ("Page not found", False),
        # a source that refuses whatever the call, even when it names the request invalid
        ('{"message": "Invalid API Key provided", "type": "invalid_request_error"}', False),
        ("invalid_request_error: Request rate limit exceeded", False),
        ("Invalid request: token has expired", False),
        ("invalid_request_error: No such parameter: limitt", True),
    ],
)
def test_schema_errors_reject_the_call(text: str, rejected: bool) -> None:
    assert rejected_call(text) is rejected


def test_a_schema_error_in_an_mcp_envelope_is_unknown_until_the_call_repeats() -> None:
    det = make_detector("default").fit([])
    err = json.dumps({"content": [{"type": "text", "text": 'column "c" does not exist'}],
                      "isError": True})  # fmt: skip
    first = Sample(question="Count users", query="SELECT c FROM users", observation=err)
    assert det.judge(first).verdict.value == "unknown"
