"""A call that runs a command line says so by its argument's name, and a dead endpoint answers
every command with the same one-line failure: what the query keeps, and what ``default``
makes of a bare command's output; a REST wrapper's bare success, and an exception as Python
writes it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from uselessdetect import Sample, StopGate, make_detector
from uselessdetect._types import KEYED_ARGUMENTS
from uselessdetect.integrations._reading import call_query
from uselessdetect.io import read_real_runs
from uselessdetect.io._mapping import render_input
from uselessdetect.shapes import parse_result
from uselessdetect.shapes._output import failure_signature

TASK = "Is our peering at the exchange healthy again, and did we get our prefixes back?"
BIRD = (
    "BIRD 2.14 ready.\nName       Proto      Table      State  Since         Info\n"
    "rs1_v4     BGP        ---        {state}  10:02:{s}.551  {info}"
)
EXPIRED = (
    'govc: Post "https://vcsa01.corp.local/sdk": tls: failed to verify certificate: x509: '
    "certificate has expired or is not yet valid: current time 2024-05-14T08:02:{s}Z is after "
    "2024-05-13T23:59:59Z"
)


@pytest.fixture(scope="module")
def default():
    return make_detector("default").fit([])


@pytest.mark.parametrize("key", sorted(KEYED_ARGUMENTS))
def test_a_keyed_argument_keeps_its_name_in_the_query(key: str) -> None:
    args = {key: "birdc show protocols"}
    want = f'{{"{key}":"birdc show protocols"}}'
    assert call_query(args) == call_query(json.dumps(args)) == want
    assert render_input(args) == render_input(json.dumps(args)) == want


@pytest.mark.parametrize("key", ["query", "q", "url", "path", "sql"])
def test_any_other_single_argument_is_the_query_itself(key: str) -> None:
    assert call_query({key: "Creed band"}) == render_input({key: "Creed band"}) == "Creed band"
    assert render_input(json.dumps({key: "Creed band"})) == "Creed band"


def test_the_importer_and_the_adapters_agree(tmp_path: Path) -> None:
    """A recorded episode scored offline sees the query the live gate saw."""
    rows = [
        {"source": "s", "run_id": "r", "task": TASK, "tool": "shell", "args": args, "result": "x"}
        for args in ({"command": "birdc show protocols"}, {"query": "rs1_v4"}, {"cmd": ["ls"]})
    ]
    path = tmp_path / "runs.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    (ep,) = read_real_runs(path)
    assert [s.input for s in ep.steps] == [call_query(r["args"]) for r in rows]


def test_a_subcommand_line_without_options_is_read_as_a_command(default) -> None:
    """``birdc show protocols rs1_v4`` has no option: by its words alone it could be a search;
    under ``command`` its output is data, new and so useful (the session's table moving from
    ``Connect`` to ``Established`` is the repair working)."""
    gate = StopGate(default, k=3)
    got = []
    for state, s, info in (("start", "37", "Connect"), ("up   ", "41", "Established")):
        d = gate.observe(
            {
                "question": TASK,
                "query": call_query({"command": "birdc show protocols rs1_v4"}),
                "observation": BIRD.format(state=state, s=s, info=info),
            },
            source="shell",
        )
        got.append(d.judgment.verdict.value)
    assert got == ["useful", "useful"]
    table = BIRD.format(state="up   ", s="41", info="Established")
    bare = default.judge(Sample(TASK, table, query="birdc show protocols rs1_v4"))
    assert bare.verdict.value == "useless"  # what the query alone gave: words, no command


def test_the_same_one_line_failure_again_is_useless(default) -> None:
    """A dead endpoint answers every command alike, only its clock moving: the first answer is
    news (on a diagnostic task it may be the answer), the same failure again is not."""
    gate = StopGate(default, k=3)
    verdicts, runs = [], []
    for i, cmd in enumerate(("govc ls /DC1/vm", "govc about", "govc find / -type m", "govc ls")):
        d = gate.observe(
            {
                "question": TASK,
                "query": call_query({"command": cmd}),
                "observation": EXPIRED.format(s=f"{14 + i:02d}"),
            },
            source="shell",
        )
        verdicts.append(d.judgment.verdict.value)
        runs.append(d.run)
    assert verdicts == ["useful", "useless", "useless", "useless"]
    assert runs == [0, 1, 2, 3] and d.tripped


def test_a_different_failure_or_a_search_is_no_repeat(default) -> None:
    first = EXPIRED.format(s="14")
    other = 'Lmod has detected the following error:  Unable to find: "cp2k".'
    s = Sample(TASK, other, query=call_query({"command": "module load cp2k"}), earlier=(first,))
    assert default.judge(s).verdict.value == "useful"
    # a search's short answer is not read as a command's failure: the earlier one changes
    # nothing (its text differs: no repeat), and alone it reads useful by its words
    again = EXPIRED.format(s="15")
    words = "vcsa01.corp.local certificate verify expired current time"
    with_earlier = Sample(TASK, again, query=words, earlier=(first,))
    alone = Sample(TASK, again, query=words)
    assert default.judge(alone).verdict.value == "useful"
    assert default.judge(with_earlier) == default.judge(alone)


@pytest.mark.parametrize(
    "text",
    [
        "Processed 4 files, 0 failed",  # a count before the word: a summary
        "Tests: 2 errors, 40 passed",
        "rs1_v4     BGP        ---        up     10:02:41.120  Established",
        "x" * 700 + " failed",  # longer than a line's message
        "a\nb\nc\nd failed",  # more than three lines
    ],
)
def test_what_is_no_one_line_failure(text: str) -> None:
    assert failure_signature(text) is None


def test_one_line_failures_differ_by_their_words_not_their_clocks() -> None:
    a, b = failure_signature(EXPIRED.format(s="14")), failure_signature(EXPIRED.format(s="49"))
    assert a is not None and a == b
    assert failure_signature('Lmod has detected the following error: Unable to find: "cp2k".')
    assert failure_signature("ssh: connect to host 10.0.0.5 port 22: No route to host") != a


@pytest.mark.parametrize(
    "text", ["HTTP 204 No Content", "HTTP/1.1 204 No Content", "204 No Content", "HTTP 200 OK"]
)
def test_a_bare_http_success_is_a_receipt_and_never_moves_a_run(default, text: str) -> None:
    """A REST wrapper's answer to a write without a body (a PATCH, a DELETE, a tag update):
    the three in a row stopped a session before the read that confirmed them."""
    gate = StopGate(default, k=2, gate_tools=["api"])
    runs = [
        gate.observe(
            {
                "question": TASK,
                "query": '{"method": "PATCH", "path": "/parts/7"}',
                "observation": text,
            },
            source="api",
        ).run
        for _ in range(3)
    ]
    assert runs == [0, 0, 0]
    assert parse_result(text).kind == "acknowledgement"


@pytest.mark.parametrize("text", ["HTTP 404 Not Found", "HTTP 503 Service Unavailable", "204"])
def test_what_is_no_bare_success(text: str) -> None:
    assert parse_result(text).kind != "acknowledgement"


def test_an_exception_as_python_writes_it_is_an_error(default) -> None:
    """PyEZ answers every RPC of an unreachable router with the exception's ``repr``: each
    names its RPC, so no two are the same text, and each is an error."""
    gate = StopGate(default, k=3)
    rpcs = ("get-route-information", "get-bgp-summary-information", "get-software-information")
    for rpc in rpcs:
        d = gate.observe(
            {
                "question": TASK,
                "query": rpc,
                "observation": f"RpcTimeoutError(host: edge-mx2, cmd: {rpc}, timeout: 30)",
            },
            source="junos_rpc",
        )
        assert d.judgment.verdict.value == "useless"
    assert d.tripped
    for text in ("Creed (band)", "parse(ValueError)", "ValueError(x)\nmore lines"):
        assert parse_result(text).kind != "error"
