"""Result shapes (design §3.4): every shape recognised, any input parsed within bounds."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from uselessdetect.shapes import (
    ITEM_CHARS,
    KINDS,
    MAX_CHARS,
    MAX_ITEMS,
    Seen,
    fingerprint,
    parse_result,
)

MCP = {"content": [{"type": "text", "text": json.dumps({"title": "Dune", "year": 1965})}]}
TWICE = json.dumps(
    {"error": "", "response": json.dumps({"results": [{"title": "A"}, {"title": "B"}]})}
)

SYNTHETIC: list[tuple[object, str]] = [
    ("Dune is a 1965 science fiction novel by Frank Herbert.", "prose"),
    (
        "1. Dune (novel)\n2. Dune (film), 2021 film by Villeneuve\n3. Dune Messiah, the sequel",
        "listing",
    ),
    (
        "[B01] \nRed wool scarf, long\n$9\n[B02] \nBlue cotton scarf, short\n$7\n"
        "[B03] \nGreen silk tie x",
        "listing",
    ),
    (
        "Title: Dune\nURL: https://a.org/dune\n\nTitle: Herbert\nURL: https://a.org/herbert",
        "listing",
    ),
    (
        '[{"title": "Dune", "url": "https://a.org"}, {"title": "Arrakis", "url": "https://b.org"}]',
        "listing",
    ),
    ('{"name": "Frank Herbert", "born": 1920}', "record"),
    ("{'name': 'Frank Herbert', 'born': 1920}", "record"),
    (json.dumps(MCP), "record"),
    (TWICE, "listing"),
    ("id,name,price\n1,pen,2\n2,ink,5\n3,pad,4", "table"),
    ("[(1, 'pen', 2), (2, 'ink', 5)]", "table"),
    ("m,avg_total\n1,81.40\n2,79.95\n3,84.12", "table"),  # two columns: one comma a line
    ("Dune, a novel\nArrakis, a planet\nPaul, a duke", "prose"),  # a comma with a space: prose
    ("Tables_in_shop\ncustomers\norders\nproducts", "listing"),  # bare names, one a line
    ("Tables:\ncustomers\norders\nproducts", "listing"),
    ("DATABASE_URL=postgres://db\nREDIS_URL=redis://r\nLOG_LEVEL=info", "prose"),  # settings
    ("Paris is old.\nLyon is big.\nNice is warm.", "prose"),  # short sentences, no names
    # what a computation printed: numbers are data, as a command's output
    ("412 [71.5, 64.0, 88.25]", "command"),
    ("W=0.9912 p=0.01379", "command"),
    ("Creed formed in 1994 in Tallahassee.", "prose"),
    # CSV whose fields quote their commas; columns aligned by spaces
    ('id,user,text\n1,ann,"Hi, all"\n2,bo,"Yes, 27 April"', "table"),
    ("NAME    READY   STATUS\nweb-1   1/1     Running\nweb-2   0/1     Error", "table"),
    ("One sentence.  Two here.\nThree now.  Four.\nFive.  Six.", "prose"),
    # an empty collection under any plural key; a thing with an empty list is a record
    ('{"kind": "drive#fileList", "incompleteSearch": false, "files": []}', "error"),
    ('{"name": "Ada", "tags": []}', "record"),
    # a search API's results one level down: Bing's webPages.value, SerpAPI's organic_results
    (
        '{"_type": "SearchResponse", "queryContext": {"originalQuery": "x"}, "webPages": '
        '{"value": [{"name": "A", "url": "https://a"}, {"name": "B", "url": "https://b"}]}}',
        "listing",
    ),
    (
        '{"search_metadata": {"id": "1"}, "organic_results": [{"title": "A", "link": "https://a"}]}',
        "listing",
    ),
    ('{"name": "Ada", "address": {"city": "London", "zip": "N1"}}', "record"),
    # a problem-details body (RFC 9457) is an error
    (
        '{"type": "https://mediawiki.org/wiki/HyperSwitch/errors/not_found", "title": '
        '"Not found.", "method": "get", "detail": "Page or revision not found.", "uri": "/x"}',
        "error",
    ),
    ('[{"id": 1, "price": 2}, {"id": 2, "price": 5}]', "table"),
    ("<returncode>1</returncode>\n<output>\nFAILED tests/test_x.py::test_a\n</output>", "command"),
    ("<returncode>0</returncode>\n<output>\n</output>", "acknowledgement"),
    ("Email sent successfully.", "acknowledgement"),
    ('{"status": "ok"}', "acknowledgement"),
    ("Created.", "acknowledgement"),
    ("No results found.", "error"),
    ("Could not find [Dune]. Similar: ['Dune (film)']", "error"),
    ("[]", "error"),
    ("", "error"),
    ("   \n ", "error"),
    ('{"error": "quota exceeded"}', "error"),
    ('{"error": "", "response": ""}', "error"),
    ('{"results": [], "total": 0}', "error"),
    ("404 Not Found", "error"),
    ("HTTP 503 Service Unavailable", "error"),
    # a traceback printed by a command the agent ran: output (useless only when repeated)
    ('Traceback (most recent call last):\n  File "x.py", line 1\nValueError: bad', "command"),
    ("Traceback (most recent call last): ValueError: bad", "error"),
    ('{"message": "Endpoint does not exist"}', "error"),
    ('{"status": 401, "title": "Unauthorized"}', "error"),
    ("<returncode>2</returncode>\n<output>\n</output>", "error"),
    (json.dumps({"content": [{"type": "text", "text": "boom"}], "isError": True}), "error"),
    # Alma's envelope flags its failure; the same flag false beside records is data
    ('{"errorsExist": true, "errorList": {"error": [{"errorCode": "DAILY_THRESHOLD"}]}}', "error"),
    ('{"errorsExist": false, "total_record_count": 1, "item": [{"barcode": "3900"}]}', "record"),
    # a listing command with nothing to list prints its header alone: an empty result; the
    # header above rows is a table, a line of capitals that is no header is prose
    ("CONTAINER ID   IMAGE     COMMAND   CREATED   STATUS    PORTS     NAMES", "error"),
    (
        "<returncode>0</returncode>\n<output>\nREPOSITORY  TAG  IMAGE ID  CREATED  SIZE\n</output>",
        "error",
    ),
    ("JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)", "error"),
    ("NAME   READY   STATUS\nweb-1  1/1     Running\nweb-2  0/1     Error", "table"),
    ("WARNING  Disk almost full  check /var", "prose"),
    # an empty collection beside its paging or metadata object (Motive, Nutanix), which
    # counts none; one that counts some is a page past the end, a record
    ('{"vehicles": [], "pagination": {"per_page": 25, "page_no": 1, "total": 0}}', "error"),
    (
        '{"api_version": "3.1", "metadata": {"kind": "vm", "total_matches": 0}, "entities": []}',
        "error",
    ),
    ('{"vehicles": [], "pagination": {"per_page": 25, "page_no": 3, "total": 51}}', "record"),
    # an envelope whose other fields are metadata: Prometheus' stats, a correlation id
    (
        '{"status": "success", "data": {"resultType": "vector", "result": []}, "stats": {"n": 0}}',
        "error",
    ),
    (
        '{"status": "SUCCESS", "data": {"totalItems": 0, "content": [], "empty": true}, '
        '"correlationId": "3a"}',
        "error",
    ),
    (
        '{"status": "success", "data": {"resultType": "vector", "result": [{"value": [1, "2"]}]}, '
        '"stats": {}}',
        "table",
    ),
    # a program's output whose failing line names a refused request
    (
        "Loading channels: failed\n\nCondaHTTPError: HTTP 429 TOO MANY REQUESTS for url <https://x/r.json>",
        "error",
    ),
    ("error: failed retrieving file 'core.db' from mirror.example : Operation too slow", "error"),
    (
        "Building [payments]...\nCannot connect to the Docker daemon at unix:///var/run/"
        "docker.sock. Is the docker daemon running?",
        "error",
    ),
    ("Fetched 3 files\nstatus 200\nDone", "listing"),
    # XML is read as the value it holds: records, errors (an error root, a SOAP fault, a
    # failed status with its error element), empty feeds, receipts; HTML stays a page
    ('<rsp status="ok"><Name>All Staff - Milan</Name></rsp>', "record"),
    ('<?xml version="1.0"?>\n<response><task id="a1" status="Queued"/></response>', "record"),
    ('<rsp stat="fail"><err code="98" msg="Invalid auth token"/></rsp>', "error"),
    (
        '<yahoo:error xmlns:yahoo="http://yahooapis.com/v1/base.rng"><yahoo:description>'
        'Please provide valid credentials. OAuth oauth_problem="token_expired"'
        "</yahoo:description></yahoo:error>",
        "error",
    ),
    (
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>'
        "<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Session expired"
        "</faultstring></soap:Fault></soap:Body></soap:Envelope>",
        "error",
    ),
    (
        '<feed xmlns:openSearch="http://a9.com/-/spec/opensearch/1.1/"><title>Search</title>'
        "<openSearch:totalResults>0</openSearch:totalResults></feed>",
        "error",
    ),
    (
        "<feed><title>Search</title><entry><title>A</title><id>1</id></entry>"
        "<entry><title>B</title><id>2</id></entry></feed>",
        "listing",
    ),
    ('<rsp status="ok" />', "acknowledgement"),
    ("<p>The forecast for <b>Oslo</b> is rain.</p>", "prose"),
    # a document with a DTD is never parsed (no entity is expanded): read as text
    ('<!DOCTYPE r [<!ENTITY a "aaaa">]><r>&a;&a;</r>', "prose"),
    # beside an "ok" status a receipt holds an id; a name is data
    ('{"status": "ok", "job_id": "j-12"}', "acknowledgement"),
    ('{"status": "ok", "Name": "All Staff - Milan"}', "record"),
    # an error object one level down, in an envelope of one key (Collection+JSON); the same
    # envelope around items is a listing
    (
        '{"collection": {"version": "1.0", "href": "h", "error": {"message": "token expired"}}}',
        "error",
    ),
    ('{"collection": {"version": "1.0", "href": "h", "items": [{"href": "a"}]}}', "listing"),
    # ... and in the one field filled beside empty ones (Blockchair's refusal); a filled
    # payload beside it is data
    ('{"data": null, "context": {"code": 430, "error": "IP blacklisted"}}', "error"),
    ('{"data": {"n": 3}, "context": {"code": 430, "error": "IP blacklisted"}}', "record"),
    # a failing message beside empty fields (Squarespace's 429 body), an error's name alone
    # (Wyze), an API's underscored error fields (Taiga); "No error" is none
    (
        '{"type": "TOO_MANY_REQUESTS", "subtype": null, "message": "Too many requests. Please '
        'wait.", "details": null, "contextId": "8F9D61FAC3"}',
        "error",
    ),
    ('{"code": "2001", "data": {}, "hash": "", "msg": "AccessTokenError", "ts": 17966}', "error"),
    ('{"_error_message": "Invalid token", "_error_type": "NotAuthenticated"}', "error"),
    ('{"msg": "No error", "total": 2, "ac": [{"hex": "4ca7b5", "alt": 370}]}', "record"),
    ('{"msg": "NoError", "data": {"id": 4, "state": "on"}}', "record"),
    # a list of envelopes around empty lists (SurrealDB's statements over an empty table)
    ('[{"result": [], "status": "OK", "time": "308.2µs"}]', "error"),
    ('[{"result": [{"n": 3}], "status": "OK", "time": "308.2µs"}]', "table"),
    ('[{"results": [], "name": "q1"}]', "listing"),
    # an HTTP error body of up to 12 fields: a 4xx/5xx status and a field saying what went
    # wrong (Tango Card's 401); a request log's record with a 404 status says nothing failed
    (
        '{"timestamp": "2026-04-07T09:10:00Z", "requestId": "5771e59b", "path": "/v2/orders", '
        '"httpCode": 401, "httpPhrase": "Unauthorized", "i18nKey": "unauthorized", "message": '
        '"Full authentication is required to access this resource", "errors": []}',
        "error",
    ),
    (
        '{"id": 7, "url": "/a", "status": 404, "method": "GET", "ms": 3, "ip": "::1", '
        '"agent": "curl", "message": "served from cache"}',
        "record",
    ),
    # the line the MCP fetch server writes above the page it got is read past: Cloudflare's
    # check under it is a bot check; "Contents of the report:" is a page's own first line
    (
        "Contents of https://www.whosampled.com/album/Copper/:\n# Just a moment...\n\n"
        "www.whosampled.com\n\nVerify you are human by completing the action below.\n\n"
        "Ray ID: 8f0c3c1d77a2e9f4\n\nPerformance & security by Cloudflare",
        "error",
    ),
    ("Contents of https://example.com/a:\n", "error"),
    ("Contents of the report: sales rose 4% in May, led by the north region.", "prose"),
]

#: Listings whose items are records an API lists (data, ``default`` reads them new: useful)
#: or items to be judged by their words: a name among six fields or more with no link, title
#: or text is a row of data (Nager.Date's holidays), as an item with an id is.
RECORD_LISTINGS = [
    (
        '[{"date": "2026-01-01", "localName": "Neujahr", "name": "New Year\'s Day", '
        '"countryCode": "DE", "fixed": false, "global": true, "types": ["Public"]}]',
        True,
    ),
    ('[{"name": "Creed", "genre": "rock", "year": 1994, "city": "Tallahassee", "n": 4}]', False),
    (
        '[{"name": "Creed", "url": "https://c.example", "genre": "rock", "year": 1994, "a": 1, '
        '"b": 2}]',
        False,
    ),
    ('[{"id": 3, "name": "edge-1", "status": "up", "region": "eu", "cpu": 2}]', True),
]


@pytest.mark.parametrize(("result", "records"), RECORD_LISTINGS)
def test_a_listing_of_records_is_data(result: str, records: bool) -> None:
    from uselessdetect.detectors._default import is_data

    parsed = parse_result(result)
    assert parsed.kind == "listing"
    assert is_data(parsed) is records, parsed


@pytest.mark.parametrize(("result", "kind"), SYNTHETIC)
def test_every_shape_is_recognised(result: object, kind: str) -> None:
    parsed = parse_result(result)
    assert parsed.kind == kind, parsed
    assert parsed.kind in KINDS and parsed.reason


#: Receipts: short, the action word about the call itself (the shapes real tools answer in:
#: τ-bench, MedAgentBench, WebShop, SWE-bench shell).
RECEIPTS = [
    "Successfully updated issue #12",
    "File written",
    "Email sent",
    "Email sent successfully.",
    "Issue #12 has been updated.",
    "Transfer successful",
    "Replaced _serialize_path successfully",
    "Certificate certificate_3221322 added to user mei_brown_7075 with amount 200.",
    "POST request accepted and executed successfully. Please call FINISH if you have got "
    "answers for all the questions and finished all the requested tasks",
    "You have clicked 2 feet 3 inch x 7 feet 6 inch.",
    "Updated 1 path from the index",
    "<returncode>0</returncode>\n<output>\nDebug print added.\n</output>",
    {"status": "ok"},
    {"message": "Booking cancelled."},
]
#: Not receipts: prose that merely says "successful" or "updated", a third party's deed, a
#: script's log that happens to print "Success", a denial.
NOT_RECEIPTS = [
    "Update: the 2024 figures show growth was successful in 3 regions",
    "The Chimes were a successful dance music trio.",
    "Panova successfully defended the title alongside Margarita Gasparyan.",
    "The company added 300 jobs in 2024.",
    "He moved to Scotland in 1990 to attend Aberdeen University.",
    "Vedam was written and directed by Christopher Nolan .",
    "Created by Matt Groening, The Simpsons is an American animated sitcom.",
    "Christopher Nolan is an English-American film director, producer, and screenwriter.  "
    "He is one of the highest-grossing directors in history, and among the most successful "
    "and acclaimed filmmakers of the 21st century.",
    "<returncode>0</returncode>\n<output>\nAttempting delete...\nDelete successful\n</output>",
    "<returncode>0</returncode>\n<output>\nCreated CT in other\nRetrieved CT from other\n"
    "Save successful\nModel in DB: new_model\n</output>",
    "<returncode>0</returncode>\n<output>\nError: localtime() cannot be applied to a naive "
    "datetime\n</output>",
]


@pytest.mark.parametrize("result", RECEIPTS)
def test_a_receipt_is_an_acknowledgement(result: object) -> None:
    assert parse_result(result).kind == "acknowledgement"


@pytest.mark.parametrize("result", NOT_RECEIPTS)
def test_text_that_merely_says_successful_is_not_a_receipt(result: str) -> None:
    assert parse_result(result).kind != "acknowledgement"


def test_items_of_a_listing_and_a_record() -> None:
    listing = parse_result(SYNTHETIC[1][0])
    assert listing.items == tuple(SYNTHETIC[1][0].split("\n"))  # type: ignore[union-attr]
    record = parse_result('{"name": "Frank Herbert", "born": 1920, "none": null}')
    assert record.items == ("name: Frank Herbert", "born: 1920", "none:")
    assert record.text == "Frank Herbert 1920"  # the values, not the keys
    command = parse_result("<returncode>0</returncode>\n<output>\na.py\n\nb.py\n</output>")
    assert command.items == ("a.py", "b.py") and command.returncode == 0


def test_a_remark_after_json_is_read_past_and_a_bracket_in_prose_is_not_json() -> None:
    bundle = json.dumps({"resourceType": "Bundle", "type": "searchset", "total": 0}, indent=2)
    text = f"Here is the response from the GET request:\n{bundle}. Please call FINISH when done."
    assert parse_result(text).kind == "error"
    prose = "[1] Our name has nothing to do with Django Reinhardt, wrote the band beneath it."
    assert parse_result(prose).kind == "prose"


def test_decoded_values_are_read_like_their_json() -> None:
    assert parse_result({}).kind == parse_result([]).kind == "error"
    assert parse_result({"status": "ok"}).kind == "acknowledgement"
    assert parse_result({"error": "", "response": {"title": "Dune"}}).kind == "record"


def test_items_are_bounded_in_number_and_length() -> None:
    rows = "\n".join(f"{i}. item {i} " + "word " * 100 for i in range(1, 200))
    parsed = parse_result(rows)
    assert parsed.kind == "listing"
    assert len(parsed.items) == MAX_ITEMS and max(map(len, parsed.items)) <= ITEM_CHARS
    many = parse_result(json.dumps([{"title": f"t{i}"} for i in range(500)]))
    assert len(many.items) == MAX_ITEMS


BAD: list[object] = [
    b'{"title": "Dune"}',
    b"\xff\xfe not utf-8",
    {"title": "Dune"},
    ["a", "b", "c"],
    None,
    3.5,
    True,
    '{"title": "Dune", ',  # invalid JSON
    "[" * 100_000 + "]" * 100_000,  # nesting beyond any parser's recursion
    json.dumps(json.dumps(json.dumps({"a": json.dumps({"b": 1})}))),  # JSON text in JSON text
    object(),
]


@pytest.mark.parametrize("result", BAD, ids=lambda r: type(r).__name__)
def test_any_input_is_parsed_or_classified_with_a_reason(result: object) -> None:
    parsed = parse_result(result)
    assert parsed.kind in KINDS and parsed.reason


def test_nested_json_and_a_deep_dict_are_cut_not_recursed_without_bound() -> None:
    deep: dict[str, object] = {"v": 1}
    for _ in range(5_000):
        deep = {"k": deep}
    parsed = parse_result(deep)
    assert parsed.kind == "record" and parsed.items == ("k:",)  # values past 8 levels: cut
    inner = "x"
    for _ in range(12):  # JSON text inside JSON text, 12 deep (each level doubles the escapes)
        inner = json.dumps({"data": inner})
    assert parse_result(inner).kind == "record"


def test_a_twenty_megabyte_result_is_read_in_part_and_says_so() -> None:
    huge = "word " * 4_000_000
    parsed = parse_result(huge)
    assert f"first {MAX_CHARS:,}" in parsed.reason
    assert len(parsed.text) <= MAX_CHARS


def test_the_same_object_is_parsed_once() -> None:
    text = "".join(["Dune is a novel ", "by Frank Herbert."])
    assert parse_result(text) is parse_result(text)


def test_seen_is_bounded_and_an_acknowledgement_empties_it() -> None:
    seen = Seen(maxlen=3)
    for i in range(5):
        seen.add(fingerprint(f"result {i}\nline a{i}\nline b{i}"))
    assert len(seen) == 3
    assert seen.repeats(fingerprint("result 0\nline a0\nline b0")) is None  # forgotten
    assert seen.repeats(fingerprint("result 4\nline a4\nline b4")) is not None
    seen.add(fingerprint("Saved."))
    assert len(seen) == 0


def test_a_listing_repeats_the_union_a_command_only_one_earlier_output() -> None:
    pages = [f"{i}. Page {i} about Dune" for i in range(10)]
    seen = Seen.of(["\n".join(pages[:5]), "\n".join(pages[5:])])
    mixed = "\n".join([*pages[1:9], "10. A new page", "11. Another new page"])
    assert seen.repeats(fingerprint(mixed)) == "at most 20% of its items are new"
    three_new = "\n".join([*pages[3:10], "10. New", "11. New too", "12. And new"])
    assert seen.repeats(fingerprint(three_new)) is None
    out = [f"line {i}" for i in range(10)]
    cmd = "<returncode>0</returncode>\n<output>\n{}\n</output>"
    seen = Seen.of([cmd.format("\n".join(out[:5])), cmd.format("\n".join(out[5:]))])
    assert seen.repeats(fingerprint(cmd.format("\n".join(out)))) is None  # new as a whole
    again = cmd.format("\n".join([*out[:5], "line 4 "]))
    assert seen.repeats(fingerprint(again)) is not None


REAL_KINDS = {
    "tau_bench_airline": {"record", "table", "error", "acknowledgement"},
    "react_webshop": {"listing", "prose", "acknowledgement", "error"},
    "medagentbench_agentbench": {"table", "error", "acknowledgement"},
    "toolbench_data_example": {"record", "listing", "error", "prose"},
    "mini_swe_gemini3_verified": {"command", "acknowledgement", "error"},
}


@pytest.mark.shared_data
@pytest.mark.parametrize("stem", sorted(REAL_KINDS))
def test_real_results_parse_sensibly(shared_data: Path, stem: str) -> None:
    with (shared_data / "real_runs" / f"{stem}.jsonl").open(encoding="utf-8") as fh:
        rows = [json.loads(line) for _, line in zip(range(400), fh, strict=False)]
    kinds = Counter(parse_result(r["result"]).kind for r in rows)
    assert REAL_KINDS[stem] <= set(kinds) | {"prose"}, kinds
    for r in rows:
        got = parse_result(r["result"])
        if r["result"].lstrip().startswith("<returncode>0</returncode>"):
            assert got.kind in ("command", "acknowledgement")
        if '"error": "No such function' in r["result"] or r["result"] == "[]":
            assert got.kind == "error"
        if r["result"].startswith('{"reservation_id"'):
            assert got.kind == "record"
        if "Total results" in r["result"]:
            assert got.kind == "listing"
        if "POST request accepted" in r["result"]:
            assert got.kind == "acknowledgement"
