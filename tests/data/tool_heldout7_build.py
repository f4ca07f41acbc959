"""Build ``tool_heldout7.jsonl``: the seventh held-out fixture of agent sessions.

Hand-written sessions in the ``real-runs`` format (one JSON object per tool call) on tool kinds
the earlier fixtures did not cover: coding agents' own tools, formal and symbolic tools,
harness wrappers not yet covered, and web agents. Each session is a task, its tool calls in
order, and the outcome: successful sessions (the sources worked; many of them long, with data
like outputs, legitimate "no matches" / "unsat" / "0 results" answers the task asked for and
terse acknowledgements mixed in) and failing ones (a source failed silently and the agent kept
calling). Written without reading the detectors, the shape readers, the gate's tool counting
or the earlier fixtures.

Where each family's format comes from, and how sure the author is of it:

* ``claude-code``: Claude Code's tool results. ``Read`` numbers lines ``cat -n`` style with
  an arrow (``"     1→"``) and appends a ``<system-reminder>`` about malware to every file
  read; ``Grep`` in its default ``files_with_matches`` mode answers ``Found N files`` and the
  paths, ``No files found`` when none; ``Glob`` lists paths; ``Edit`` answers "The file … has
  been updated. Here's the result of running `cat -n` on a snippet …"; ``TodoWrite`` "Todos
  have been modified successfully. …". From the CLI's transcripts; sure of the shapes, the
  reminder's wording is close but not verbatim.
* ``cline``: Cline and Roo Code prefix every tool result with ``[tool for 'arg'] Result:``
  (Cline's ``toolDescription``); ``search_files`` answers ``Found N results.`` with ``│----``
  separated excerpts; ``execute_command`` "Command executed.\\nOutput:\\n…"; Roo Code's
  ``read_file`` wraps numbered lines (``1 | …``) in ``<file><path>…</path><content …>``. From
  the extensions' source (``formatResponse``, ``ripgrep``); fairly sure.
* ``openhands``: OpenHands' observations as the model sees them: ``execute_bash`` output with
  ``[The command completed with exit code N.]`` / ``[Current working directory: …]`` /
  ``[Command finished with exit code N]``, the ``[The command has no new output after 30
  seconds. …]`` notice, ``str_replace_editor``'s ``cat -n`` views and edit receipts. From
  OpenHands' source and trajectories; sure of the notices, less of their order.
* ``swe-agent``: SWE-agent's ACI: ``open``/``goto``/``scroll_down`` windows headed ``[File: …
  (N lines total)]`` with ``(N more lines above)``, ``search_dir``/``search_file``/
  ``find_file`` with ``Found N matches for "…" in …`` / ``No matches found for "…" in …``,
  ``edit``'s "File updated. Please review the changes …", and "Your command ran successfully
  and did not produce any output." From SWE-agent 0.x's command docs and trajectories; sure.
* ``aider``: aider's repository map (``path:`` then ``⋮`` elisions and ``│`` lines), exposed
  as a tool, with ``/add`` and ``/run`` answers. From aider's source; sure of the map.
* ``lsp-mcp``: an LSP MCP server (mcp-language-server's tools ``definition``, ``references``,
  ``hover``, ``diagnostics``, ``edit_file``): numbered source lines under ``Symbol:`` /
  ``File:`` headers. Modelled on its README; the exact headers are a guess.
* ``code-search``: ripgrep's ``path:line:text`` and ``--count`` output (sure), and a
  Sourcegraph search tool rendering matches ``repo › path`` with line numbers (modelled on the
  web UI and src-cli; the rendering is a guess).
* ``tree-sitter``: mcp-server-tree-sitter's ``get_symbols`` JSON (``functions`` / ``classes``
  / ``imports`` with start and end points). From its README; fairly sure of the keys.
* ``lean``: the Lean 4 REPL (leanprover-community/repl): ``{"env": n}`` alone when a command
  elaborates cleanly, ``messages`` with ``severity``/``pos``/``endPos``/``data``, ``sorries``
  with goals, and ``{"message": …}`` for a failed import. From the REPL's README; sure.
* ``smt``: Z3 run on SMT-LIB text: ``sat`` / ``unsat`` / ``unknown``, ``(get-model)``'s
  ``define-fun`` list, ``(get-unsat-core)``, ``(:reason-unknown …)``. Sure.
* ``sympy``: a SymPy tool answering ``str()`` of the result. Sure.
* ``proof-server``: coqtop's goal display (``1 goal``, ``=====``, ``No more goals.``, ``Error:
  …``) and the Isabelle server's ``OK``/``FINISHED``/``FAILED`` replies with JSON. coqtop:
  sure; the Isabelle server's error message for a stopped session is a guess.
* ``sat``: kissat / MiniSat's competition output (``s SATISFIABLE``, ``v … 0``, ``c`` lines).
* ``units``: a pint-backed converter (``12.5 pound_force_per_square_inch = 86.18 kilopascal``,
  pint's ``Cannot convert from …`` message) behind an HTTP API with a JSON quota error.
* ``pydantic-ai``: Pydantic AI hands tool returns as JSON (``pydantic_core.to_json``) and
  ``RetryPromptPart.model_response()``: the ModelRetry text or ``N validation errors: […]``
  followed by "\\n\\nFix the errors and try again.". From its source; sure.
* ``google-adk``: Google ADK's ``function_response`` dicts (tools return dicts with
  ``status``; a non-dict is wrapped as ``{"result": …}``). From the ADK docs; sure.
* ``bedrock-agents``: the Bedrock knowledge-base ``Retrieve`` response (``retrievalResults``
  with ``content.text``, ``location.s3Location.uri``, ``score``, ``metadata``), and an action
  group's Lambda response (``functionResponse.responseBody.TEXT.body``) returned after
  ``returnControl``. From the AWS API reference; sure of the keys.
* ``vercel-ai``: Vercel AI SDK and Mastra tool results, the tool's returned object as
  ``JSON.stringify`` gives it. Sure.
* ``letta``: Letta / MemGPT function returns ``{"status": "OK", "message": …, "time": …}``,
  ``archival_memory_search``'s "Showing N of M results (page p/q): […]" or "No results
  found.", and ``None`` for memory edits. From MemGPT's source; fairly sure.
* ``llamaindex``: LlamaIndex ``AgentWorkflow`` tool outputs (``ToolOutput.content``): a query
  engine's answer, and ``Empty Response`` when nothing was retrieved. Sure.
* ``power-automate``: Power Automate / Copilot Studio connector outputs ``{"statusCode",
  "headers", "body"}`` with Dataverse and SharePoint ``value`` arrays. Fairly sure.
* ``lowcode``: a Dify tool node's ``{"text", "files", "json"}`` output and n8n tool outputs
  (the items as a JSON array; n8n's "There was an error: …" on a failed request). Fairly sure.
* ``browser-use``: browser-use's ``ActionResult(is_done=…, success=…, extracted_content=…,
  error=…, include_in_memory=…)`` repr with its emoji-prefixed messages ("🔗  Navigated to",
  "📄  Extracted from page"). From its source (0.1.x); fairly sure.
* ``webarena``: WebArena's accessibility-tree observations (``[id] role 'name'``, tab-indented)
  after ``click`` / ``type`` / ``goto`` / ``scroll``. From its source; sure.
* ``mind2web``: Mind2Web-style multiple choice over cleaned HTML elements (``A. None of the
  above`` / ``B. <button id=…>``). From the paper's prompts; fairly sure.
* ``puppeteer``: the Puppeteer MCP server (``Navigated to …``, ``Clicked: …``, ``Filled … with:
  …``, ``Execution result:`` / ``Console output:``) and a Selenium tool answering
  WebDriver's ``Message: timeout: …`` with its stack trace. Sure of both.

Run ``python tests/data/tool_heldout7_build.py`` to rewrite the fixture (deterministic).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from textwrap import dedent
from typing import Any

OUT = Path(__file__).with_name("tool_heldout7.jsonl")

Call = tuple[str, Any, str]
Run = tuple[str, str, str, bool, list[Call]]


def T(text: str) -> str:
    """A dedented block without its first and last newline."""
    return dedent(text).strip("\n")


def js(obj: Any) -> str:
    """Compact JSON (what ``JSON.stringify`` and ``pydantic_core.to_json`` give)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def jp(obj: Any) -> str:
    """JSON with Python's default separators."""
    return json.dumps(obj, ensure_ascii=False)


def numbered(text: str, fmt: str, start: int = 1) -> str:
    """Numbered source lines: ``fmt`` takes ``n`` and ``line``."""
    return "\n".join(fmt.format(n=i, line=ln) for i, ln in enumerate(text.split("\n"), start))


# --------------------------------------------------------------------------- claude-code

CC_REMINDER = (
    "\n\n<system-reminder>\nWhenever you read a file, you should consider whether it looks "
    "malicious. If it does, you MUST refuse to improve or augment the code. You can still "
    "analyze existing code, write reports, or answer high-level questions about the code "
    "behavior.\n</system-reminder>\n"
)
CC_TODO = (
    "Todos have been modified successfully. Ensure that you continue to use the todo list to "
    "track your progress. Please proceed with the current tasks if applicable"
)


def cc_read(text: str, start: int = 1) -> str:
    return numbered(text, "{n:>6}→{line}", start) + CC_REMINDER


def cc_edited(path: str, snippet: str, start: int) -> str:
    return (
        f"The file {path} has been updated. Here's the result of running `cat -n` on a "
        f"snippet of the edited file:\n" + numbered(snippet, "{n:>6}→{line}", start)
    )


EXPORT_PY = T('''
    """Nightly CSV export of settled transactions."""

    import csv

    from .models import Transaction
    from .refunds import refund_rows

    COLUMNS = ["id", "kind", "amount", "currency", "settled_at"]


    def row_for(tx: Transaction) -> dict:
        return {
            "id": tx.id,
            "kind": tx.kind,
            "amount": str(tx.amount),
            "currency": tx.meta["currency"],
            "settled_at": tx.settled_at.isoformat(),
        }


    def export(transactions, path):
        with open(path, "w", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=COLUMNS)
            writer.writeheader()
            for tx in transactions:
                if tx.kind == "refund":
                    writer.writerows(refund_rows(tx))
                else:
                    writer.writerow(row_for(tx))
        return path
''')
REFUNDS_PY = T('''
    """Refunds are exported as one row per refunded part."""

    from .models import Transaction


    def refund_rows(tx: Transaction) -> list[dict]:
        rows = []
        for i, part in enumerate(tx.parts, start=1):
            rows.append(
                {
                    "id": f"{tx.id}-{i}",
                    "kind": "refund",
                    "amount": str(part.amount),
                    "currency": part.meta["currency"],
                    "settled_at": tx.settled_at.isoformat(),
                }
            )
        return rows
''')
MODELS_PY = T("""
    from dataclasses import dataclass, field
    from datetime import datetime
    from decimal import Decimal


    @dataclass
    class Part:
        amount: Decimal
        meta: dict = field(default_factory=dict)


    @dataclass
    class Transaction:
        id: str
        kind: str  # "charge" | "refund" | "payout"
        amount: Decimal
        settled_at: datetime
        meta: dict = field(default_factory=dict)  # currency, card brand, ...
        parts: list[Part] = field(default_factory=list)  # refunds only
""")
TEST_EXPORT_PY = T("""
    from decimal import Decimal

    from billing.export import export, row_for
    from billing.refunds import refund_rows
    from tests.factories import make_charge, make_refund


    def test_row_for_charge():
        row = row_for(make_charge(amount=Decimal("40.00"), currency="USD"))
        assert row["currency"] == "USD" and row["amount"] == "40.00"


    def test_refund_rows_currency():
        tx = make_refund(parts=[Decimal("12.50"), Decimal("7.25")], currency="EUR")
        rows = refund_rows(tx)
        assert [r["currency"] for r in rows] == ["EUR", "EUR"]


    def test_refund_amounts_are_negative():
        rows = refund_rows(make_refund(parts=[Decimal("12.50")], currency="EUR"))
        assert rows[0]["amount"] == "-12.50"
""")
PYTEST_1 = T("""
    ..F.F..                                                                  [100%]
    =================================== FAILURES ===================================
    ___________________________ test_refund_rows_currency __________________________

        def test_refund_rows_currency():
            tx = make_refund(parts=[Decimal("12.50"), Decimal("7.25")], currency="EUR")
    >       rows = refund_rows(tx)

    tests/test_export.py:15:
    _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

    >                   "currency": part.meta["currency"],
    E                   KeyError: 'currency'

    src/billing/refunds.py:15: KeyError
    _______________________ test_refund_amounts_are_negative _______________________
    src/billing/refunds.py:15: in refund_rows
        "currency": part.meta["currency"],
    E   KeyError: 'currency'
    =========================== short test summary info ============================
    FAILED tests/test_export.py::test_refund_rows_currency - KeyError: 'currency'
    FAILED tests/test_export.py::test_refund_amounts_are_negative - KeyError: 'currency'
    2 failed, 5 passed in 0.38s
""")
PYTEST_2 = T("""
    ....F..                                                                  [100%]
    =================================== FAILURES ===================================
    _______________________ test_refund_amounts_are_negative _______________________

        def test_refund_amounts_are_negative():
            rows = refund_rows(make_refund(parts=[Decimal("12.50")], currency="EUR"))
    >       assert rows[0]["amount"] == "-12.50"
    E       AssertionError: assert '12.50' == '-12.50'
    E
    E         - -12.50
    E         ? -
    E         + 12.50

    tests/test_export.py:20: AssertionError
    =========================== short test summary info ============================
    FAILED tests/test_export.py::test_refund_amounts_are_negative - AssertionError: ass...
    1 failed, 6 passed in 0.35s
""")


FLAKY = {
    "test_settlement.py::test_webhook_replay": (
        "tests/integration/test_settlement.py:88: in test_webhook_replay\n"
        '    assert ledger.balance("acct_77") == Decimal("120.00")\n'
        "E   AssertionError: assert Decimal('0.00') == Decimal('120.00')"
    ),
    "test_payouts.py::test_payout_batch_cutoff": (
        "tests/integration/test_payouts.py:141: in test_payout_batch_cutoff\n"
        "    assert len(batch.items) == 3\n"
        "E   AssertionError: assert 2 == 3\n"
        "E    +  where 2 = len([<Payout po_91>, <Payout po_92>])"
    ),
}


def _cc_pytest_run(failed: list[str], passed: int, secs: str) -> str:
    """``pytest -q`` on the integration suite: 143 tests, the named ones failing."""
    dots = ["." * 72, "." * 71]
    if failed:
        dots[1] = dots[1][:19] + "F" + dots[1][20:]
    lines = [dots[0] + " [ 50%]", dots[1] + " [100%]"]
    if failed:
        lines.append("=" * 35 + " FAILURES " + "=" * 35)
        for name in failed:
            title = name.split("::")[1]
            lines.append(f"{'_' * 27} {title} {'_' * 27}")
            lines.append(FLAKY[name])
        lines.append("=" * 28 + " short test summary info " + "=" * 28)
        lines.extend(f"FAILED tests/integration/{n} - AssertionError: ..." for n in failed)
        lines.append(f"{len(failed)} failed, {passed} passed in {secs}s")
    else:
        lines.append(f"{passed} passed in {secs}s")
    return "\n".join(lines)


def claude_code() -> Iterator[Run]:
    root = "/home/dev/ledger"
    yield (
        "claude-code",
        "cc-ok-1",
        "The nightly export job crashes with KeyError 'currency' on refunds. Find the cause, "
        "fix it, and make tests/test_export.py pass.",
        True,
        [
            (
                "TodoWrite",
                {
                    "todos": [
                        {"content": "Reproduce KeyError", "status": "in_progress", "id": "1"},
                        {"content": "Fix refund export", "status": "pending", "id": "2"},
                        {"content": "Run tests and lint", "status": "pending", "id": "3"},
                    ]
                },
                CC_TODO,
            ),
            (
                "Grep",
                {"pattern": "currency", "path": "src"},
                "Found 3 files\n"
                f"{root}/src/billing/export.py\n{root}/src/billing/refunds.py\n"
                f"{root}/src/billing/models.py",
            ),
            ("Read", {"file_path": f"{root}/src/billing/export.py"}, cc_read(EXPORT_PY)),
            ("Read", {"file_path": f"{root}/src/billing/refunds.py"}, cc_read(REFUNDS_PY)),
            ("Read", {"file_path": f"{root}/src/billing/models.py"}, cc_read(MODELS_PY)),
            ("Read", {"file_path": f"{root}/tests/test_export.py"}, cc_read(TEST_EXPORT_PY)),
            (
                "Bash",
                {"command": "python -m pytest tests/test_export.py -q", "description": "Run"},
                PYTEST_1,
            ),
            (
                "Edit",
                {
                    "file_path": f"{root}/src/billing/refunds.py",
                    "old_string": '"currency": part.meta["currency"],',
                    "new_string": '"currency": part.meta.get("currency", tx.meta["currency"]),',
                },
                cc_edited(
                    f"{root}/src/billing/refunds.py",
                    T("""
                                    "kind": "refund",
                                    "amount": str(part.amount),
                                    "currency": part.meta.get("currency", tx.meta["currency"]),
                                    "settled_at": tx.settled_at.isoformat(),
                    """),
                    13,
                ),
            ),
            ("Bash", {"command": "python -m pytest tests/test_export.py -q"}, PYTEST_2),
            (
                "Edit",
                {
                    "file_path": f"{root}/src/billing/refunds.py",
                    "old_string": '"amount": str(part.amount),',
                    "new_string": '"amount": str(-abs(part.amount)),',
                },
                cc_edited(
                    f"{root}/src/billing/refunds.py",
                    T("""
                                    "kind": "refund",
                                    "amount": str(-abs(part.amount)),
                                    "currency": part.meta.get("currency", tx.meta["currency"]),
                    """),
                    13,
                ),
            ),
            (
                "Bash",
                {"command": "python -m pytest tests/test_export.py -q"},
                ".......                                                                  "
                "[100%]\n7 passed in 0.33s",
            ),
            (
                "Bash",
                {"command": "ruff check src/billing tests/test_export.py"},
                "All checks passed!",
            ),
            (
                "TodoWrite",
                {"todos": [{"content": "Run tests and lint", "status": "completed", "id": "3"}]},
                CC_TODO,
            ),
            (
                "Bash",
                {"command": "git diff --stat"},
                " src/billing/refunds.py | 4 ++--\n 1 file changed, 2 insertions(+), 2 "
                "deletions(-)",
            ),
        ],
    )
    yield (
        "claude-code",
        "cc-ok-2",
        "We removed the legacy `utils.retry` decorator in favour of tenacity. Confirm nothing "
        "in the repo still imports or calls it (tests and scripts included), and list the "
        "config files that set retry options.",
        True,
        [
            ("Grep", {"pattern": r"utils\.retry|from utils import retry"}, "No files found"),
            (
                "Grep",
                {"pattern": r"@retry\(", "output_mode": "content", "-n": True},
                "src/ledger/http.py:18:@retry(stop=stop_after_attempt(5), "
                "wait=wait_exponential(max=30))\n"
                "src/ledger/queue.py:41:@retry(retry=retry_if_exception_type(BrokerBusy))\n"
                "scripts/backfill.py:22:@retry(stop=stop_after_delay(600))",
            ),
            (
                "Grep",
                {"pattern": "^from tenacity import", "output_mode": "content", "-n": True},
                "src/ledger/http.py:5:from tenacity import retry, stop_after_attempt, "
                "wait_exponential\n"
                "src/ledger/queue.py:7:from tenacity import retry, retry_if_exception_type\n"
                "scripts/backfill.py:4:from tenacity import retry, stop_after_delay",
            ),
            ("Grep", {"pattern": "legacy_retry|retry_legacy|RetryPolicy"}, "No files found"),
            (
                "Glob",
                {"pattern": "**/*.{yaml,yml,toml,ini,cfg}"},
                f"{root}/pyproject.toml\n{root}/config/worker.yaml\n{root}/config/http.toml\n"
                f"{root}/config/logging.yaml\n{root}/deploy/helm/values.yaml\n{root}/tox.ini",
            ),
            (
                "Grep",
                {"pattern": "retry", "glob": "*.{yaml,yml,toml,ini,cfg}", "-i": True},
                f"Found 3 files\n{root}/config/worker.yaml\n{root}/config/http.toml\n"
                f"{root}/deploy/helm/values.yaml",
            ),
            (
                "Read",
                {"file_path": f"{root}/config/worker.yaml"},
                cc_read(
                    T("""
                    broker_url: ${BROKER_URL}
                    concurrency: 8
                    retry:
                      max_attempts: 6
                      backoff_seconds: [1, 2, 5, 10, 30, 60]
                      dead_letter_queue: ledger.dlq
                    prefetch: 4
                    """)
                ),
            ),
            (
                "Read",
                {"file_path": f"{root}/config/http.toml"},
                cc_read(
                    T("""
                    [client]
                    timeout = 10.0
                    pool_size = 20

                    [client.retry]
                    attempts = 5
                    max_wait = 30
                    on_status = [429, 502, 503, 504]
                    """)
                ),
            ),
            (
                "Grep",
                {"pattern": "retry", "path": "deploy/helm/values.yaml", "output_mode": "content"},
                '  WORKER_RETRY_MAX_ATTEMPTS: "6"\n  HTTP_RETRY_ATTEMPTS: "5"',
            ),
            (
                "Bash",
                {"command": "git log -S 'utils.retry' --oneline | head -5"},
                "9c1e4d2 Remove utils.retry (replaced by tenacity)\n"
                "41ab7f0 queue: switch consumer to tenacity\n"
                "e07b3c9 http: use tenacity for client retries\n"
                "2f9d0a1 Add utils.retry with jittered backoff",
            ),
        ],
    )
    runs = [
        (["test_settlement.py::test_webhook_replay"], 142, "38.21"),
        ([], 143, "37.94"),
        (["test_payouts.py::test_payout_batch_cutoff"], 142, "39.02"),
        ([], 143, "37.88"),
        (["test_settlement.py::test_webhook_replay"], 142, "38.57"),
    ]
    calls: list[Call] = [
        (
            "TodoWrite",
            {
                "todos": [
                    {"content": f"Integration run {i}", "status": "pending", "id": str(i)}
                    for i in range(1, 6)
                ]
            },
            CC_TODO,
        )
    ]
    for failed, passed, secs in runs:
        calls.append(
            (
                "Bash",
                {
                    "command": "python -m pytest tests/integration -q -p no:randomly",
                    "timeout": 300000,
                },
                _cc_pytest_run(failed, passed, secs),
            )
        )
    calls.append(("TodoWrite", {"todos": [{"content": "Report", "status": "completed"}]}, CC_TODO))
    yield (
        "claude-code",
        "cc-ok-3",
        "The integration suite is flaky. Run it five times in a row and tell me which tests "
        "failed in which run.",
        True,
        calls,
    )
    refused = (
        "curl: (7) Failed to connect to localhost port 3000 after 0 ms: Couldn't connect to server"
    )
    yield (
        "claude-code",
        "cc-fail-1",
        "The dashboard's /api/metrics endpoint returns stale numbers. Reproduce it against the "
        "dev server running on port 3000 and find out why.",
        False,
        [
            ("Bash", {"command": "curl -s localhost:3000/api/metrics | head -c 400"}, refused),
            (
                "Bash",
                {"command": "curl -sv localhost:3000/api/metrics 2>&1 | tail -8"},
                "\n".join(
                    [
                        "*   Trying 127.0.0.1:3000...",
                        "* connect to 127.0.0.1 port 3000 from 127.0.0.1 port 51844 failed: "
                        "Connection refused",
                        "*   Trying [::1]:3000...",
                        "* connect to ::1 port 3000 from ::1 port 40112 failed: Connection refused",
                        "* Failed to connect to localhost port 3000 after 0 ms: Couldn't connect "
                        "to server",
                        "* Closing connection",
                        refused,
                    ]
                ),
            ),
            (
                "Bash",
                {"command": "curl -s 'localhost:3000/api/metrics?fresh=1'"},
                refused,
            ),
            (
                "Bash",
                {"command": "curl -s -H 'Cache-Control: no-cache' localhost:3000/api/metrics"},
                refused,
            ),
            (
                "Bash",
                {"command": "curl -s http://127.0.0.1:3000/api/health"},
                "curl: (7) Failed to connect to 127.0.0.1 port 3000 after 0 ms: Couldn't connect "
                "to server",
            ),
            (
                "Bash",
                {"command": "curl -s localhost:3000/api/metrics?range=1h"},
                refused,
            ),
            (
                "Bash",
                {"command": "curl -s localhost:3000/api/metrics --max-time 10"},
                refused,
            ),
        ],
    )


# --------------------------------------------------------------------------- cline / roo


def cline(tool: str, arg: str, body: str) -> str:
    return f"[{tool} for '{arg}'] Result:\n{body}"


def roo_file(path: str, text: str, start: int = 1) -> str:
    end = start + text.count("\n")
    return (
        f'<file><path>{path}</path>\n<content lines="{start}-{end}">\n'
        + numbered(text, "{n} | {line}", start)
        + "\n</content>\n</file>"
    )


REPORT_TS = T("""
    import { Command } from "commander";
    import { loadRuns } from "../store";
    import { summarize } from "../summary";

    export function reportCommand(): Command {
      return new Command("report")
        .description("Summarize the last N runs")
        .option("-n, --last <count>", "how many runs", "20")
        .action(async (opts) => {
          const runs = await loadRuns(Number(opts.last));
          const s = summarize(runs);
          console.log(`runs: ${s.count}  passed: ${s.passed}  failed: ${s.failed}`);
          console.log(`median duration: ${s.medianMs} ms`);
        });
    }
""")
SUMMARY_TS = T("""
    import type { Run } from "./store";

    export interface Summary {
      count: number;
      passed: number;
      failed: number;
      medianMs: number;
    }

    export function summarize(runs: Run[]): Summary {
      const d = runs.map((r) => r.durationMs).sort((a, b) => a - b);
      const mid = Math.floor(d.length / 2);
      return {
        count: runs.length,
        passed: runs.filter((r) => r.status === "passed").length,
        failed: runs.filter((r) => r.status === "failed").length,
        medianMs: d.length ? (d.length % 2 ? d[mid] : (d[mid - 1] + d[mid]) / 2) : 0,
      };
    }
""")
REPORT_TEST_TS = T("""
    import { describe, expect, it, vi } from "vitest";
    import { reportCommand } from "../src/commands/report";

    vi.mock("../src/store", () => ({ loadRuns: async () => FIXTURE }));

    describe("report", () => {
      it("prints a text summary", async () => {
        const log = vi.spyOn(console, "log").mockImplementation(() => {});
        await reportCommand().parseAsync(["node", "report", "-n", "3"]);
        expect(log).toHaveBeenCalledWith("runs: 3  passed: 2  failed: 1");
      });
    });
""")
VITEST_FAIL = T("""
    Command executed.
    Output:
     RUN  v1.6.0 /home/maya/runlog

     ❯ test/report.test.ts (2 tests | 1 failed) 23ms
       ❯ report > prints JSON with --json
         → expected "spy" to be called with arguments: [ StringContaining{…} ]

    Received:

      1st spy call:

      Array [
    -   StringContaining "\\"medianMs\\": 410",
    +   "{\\"count\\":3,\\"passed\\":2,\\"failed\\":1,\\"medianMs\\":410}",
      ]

     Test Files  1 failed (1)
          Tests  1 failed | 1 passed (2)
       Duration  612ms
""")


def cline_family() -> Iterator[Run]:
    yield (
        "cline",
        "cline-ok-1",
        "Add a `--json` flag to the `report` command that prints the summary as pretty JSON, "
        "and cover it with a test.",
        True,
        [
            (
                "list_files",
                {"path": "src", "recursive": "true"},
                cline(
                    "list_files",
                    "src",
                    "cli.ts\ncommands/\ncommands/report.ts\ncommands/run.ts\nstore.ts\nsummary.ts",
                ),
            ),
            (
                "read_file",
                {"path": "src/commands/report.ts"},
                cline("read_file", "src/commands/report.ts", REPORT_TS),
            ),
            (
                "read_file",
                {"path": "src/summary.ts"},
                cline("read_file", "src/summary.ts", SUMMARY_TS),
            ),
            (
                "read_file",
                {"path": "test/report.test.ts"},
                cline("read_file", "test/report.test.ts", REPORT_TEST_TS),
            ),
            (
                "search_files",
                {"path": "src", "regex": r"\.option\(", "file_pattern": "*.ts"},
                cline(
                    "search_files",
                    r"\.option\(' in '*.ts",
                    T("""
                    Found 3 results.

                    src/commands/report.ts
                    │----
                    │    .option("-n, --last <count>", "how many runs", "20")
                    │    .action(async (opts) => {
                    │----

                    src/commands/run.ts
                    │----
                    │    .option("--json", "print machine-readable output", false)
                    │    .option("--bail", "stop at the first failure", false)
                    │----
                    """),
                ),
            ),
            (
                "replace_in_file",
                {"path": "src/commands/report.ts", "diff": "<<<<<<< SEARCH …"},
                cline(
                    "replace_in_file",
                    "src/commands/report.ts",
                    "The content was successfully saved to src/commands/report.ts.",
                ),
            ),
            (
                "replace_in_file",
                {"path": "test/report.test.ts", "diff": "<<<<<<< SEARCH …"},
                cline(
                    "replace_in_file",
                    "test/report.test.ts",
                    "The content was successfully saved to test/report.test.ts.",
                ),
            ),
            (
                "execute_command",
                {"command": "npx vitest run test/report.test.ts", "requires_approval": "false"},
                cline("execute_command", "npx vitest run test/report.test.ts", VITEST_FAIL),
            ),
            (
                "replace_in_file",
                {"path": "src/commands/report.ts", "diff": "JSON.stringify(s, null, 2)"},
                cline(
                    "replace_in_file",
                    "src/commands/report.ts",
                    "The content was successfully saved to src/commands/report.ts.",
                ),
            ),
            (
                "execute_command",
                {"command": "npx vitest run test/report.test.ts", "requires_approval": "false"},
                cline(
                    "execute_command",
                    "npx vitest run test/report.test.ts",
                    T("""
                    Command executed.
                    Output:
                     RUN  v1.6.0 /home/maya/runlog

                     ✓ test/report.test.ts (2 tests) 19ms

                     Test Files  1 passed (1)
                          Tests  2 passed (2)
                       Duration  588ms
                    """),
                ),
            ),
        ],
    )
    config_ts = T("""
        export const config = {
          port: Number(process.env.PORT ?? 8080),
          databaseUrl: process.env.DATABASE_URL!,
          redisUrl: process.env.REDIS_URL ?? "redis://localhost:6379",
          jwtSecret: process.env.JWT_SECRET!,
          logLevel: process.env.LOG_LEVEL ?? "info",
        };
    """)
    mailer_ts = T("""
        import nodemailer from "nodemailer";

        export const transport = nodemailer.createTransport({
          host: process.env.SMTP_HOST,
          port: Number(process.env.SMTP_PORT ?? 587),
          auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
        });
    """)
    yield (
        "cline",
        "roo-ok-1",
        "Which environment variables does the API service read at startup, and which have no "
        "default? Give me a table. Also check whether any Python helper script reads env vars.",
        True,
        [
            (
                "search_files",
                {"path": "src", "regex": r"process\.env\.[A-Z_]+"},
                cline(
                    "search_files",
                    r"process\.env\.[A-Z_]+",
                    T("""
                    Found 9 results.

                    src/config.ts
                    │----
                    │  port: Number(process.env.PORT ?? 8080),
                    │  databaseUrl: process.env.DATABASE_URL!,
                    │  redisUrl: process.env.REDIS_URL ?? "redis://localhost:6379",
                    │  jwtSecret: process.env.JWT_SECRET!,
                    │  logLevel: process.env.LOG_LEVEL ?? "info",
                    │----

                    src/mailer.ts
                    │----
                    │  host: process.env.SMTP_HOST,
                    │  port: Number(process.env.SMTP_PORT ?? 587),
                    │  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
                    │----
                    """),
                ),
            ),
            (
                "read_file",
                {"path": "src/config.ts"},
                cline("read_file", "src/config.ts", roo_file("src/config.ts", config_ts)),
            ),
            (
                "read_file",
                {"path": "src/mailer.ts"},
                cline("read_file", "src/mailer.ts", roo_file("src/mailer.ts", mailer_ts)),
            ),
            (
                "search_files",
                {"path": ".", "regex": r"os\.environ|os\.getenv", "file_pattern": "*.py"},
                cline("search_files", r"os\.environ|os\.getenv' in '*.py", "Found 0 results."),
            ),
            (
                "list_files",
                {"path": "scripts"},
                cline("list_files", "scripts", "seed.ts\nmigrate.sh\nrotate_keys.py"),
            ),
            (
                "read_file",
                {"path": "scripts/rotate_keys.py"},
                cline(
                    "read_file",
                    "scripts/rotate_keys.py",
                    roo_file(
                        "scripts/rotate_keys.py",
                        T("""
                        import json
                        import sys

                        cfg = json.load(open(sys.argv[1]))
                        for key in cfg["keys"]:
                            print(key["id"], key["created"])
                        """),
                    ),
                ),
            ),
            (
                "read_file",
                {"path": ".env.example"},
                cline(
                    "read_file",
                    ".env.example",
                    roo_file(
                        ".env.example",
                        "DATABASE_URL=postgres://app:app@localhost:5432/app\nJWT_SECRET=change-me"
                        "\nSMTP_HOST=localhost\nSMTP_USER=\nSMTP_PASS=",
                    ),
                ),
            ),
        ],
    )
    zero = "Found 0 results."
    yield (
        "cline",
        "cline-fail-1",
        "Find where the websocket reconnect backoff is configured in the mobile app and double "
        "its maximum delay.",
        False,
        [
            (
                "search_files",
                {"path": ".", "regex": "backoff"},
                cline("search_files", "backoff", zero),
            ),
            (
                "search_files",
                {"path": ".", "regex": "reconnect", "file_pattern": "*.ts"},
                cline("search_files", "reconnect' in '*.ts", zero),
            ),
            (
                "search_files",
                {"path": ".", "regex": "maxDelay|max_delay|MAX_DELAY"},
                cline("search_files", "maxDelay|max_delay|MAX_DELAY", zero),
            ),
            (
                "search_files",
                {"path": ".", "regex": "WebSocket", "file_pattern": "*.tsx"},
                cline("search_files", "WebSocket' in '*.tsx", zero),
            ),
            (
                "search_files",
                {"path": ".", "regex": r"retry.*delay"},
                cline("search_files", r"retry.*delay", zero),
            ),
            (
                "search_files",
                {"path": ".", "regex": "exponential", "file_pattern": "*.js"},
                cline("search_files", "exponential' in '*.js", zero),
            ),
        ],
    )


# --------------------------------------------------------------------------- openhands


def oh_cmd(output: str, code: int, cwd: str = "/workspace/httpkit") -> str:
    head = f"{output}\n" if output else ""
    return (
        f"{head}[The command completed with exit code {code}.]\n"
        f"[Current working directory: {cwd}]\n"
        "[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]\n"
        f"[Command finished with exit code {code}]"
    )


def oh_view(path: str, text: str, start: int = 1) -> str:
    return f"Here's the result of running `cat -n` on {path}:\n" + numbered(
        text, "{n:>6}\t{line}", start
    )


OH_NO_OUTPUT = (
    "[The command has no new output after 30 seconds. You may wait longer to see additional "
    "output by sending empty command '', send other commands to interact with the current "
    "process, or send keys to interrupt/kill the command.]"
)
RETRY_AFTER_PY = T('''
    def parse_retry_after(value: str) -> float:
        """Seconds to wait, from a Retry-After header."""
        value = value.strip()
        return max(0.0, float(value))
''')


def openhands() -> Iterator[Run]:
    repo = "/workspace/httpkit"
    yield (
        "openhands",
        "oh-ok-1",
        "httpkit's `parse_retry_after` raises ValueError when the server sends an HTTP-date "
        "(e.g. 'Wed, 21 Oct 2015 07:28:00 GMT'). Fix it so both forms work and add tests.",
        True,
        [
            (
                "execute_bash",
                {"command": f"grep -rn 'parse_retry_after' {repo} --include=*.py"},
                oh_cmd(
                    f"{repo}/httpkit/retry.py:41:def parse_retry_after(value: str) -> float:\n"
                    f"{repo}/httpkit/client.py:212:            wait = parse_retry_after(h)\n"
                    f"{repo}/tests/test_retry.py:3:from httpkit.retry import parse_retry_after",
                    0,
                ),
            ),
            (
                "str_replace_editor",
                {"command": "view", "path": f"{repo}/httpkit/retry.py", "view_range": [35, 46]},
                oh_view(f"{repo}/httpkit/retry.py", RETRY_AFTER_PY, 41),
            ),
            (
                "str_replace_editor",
                {"command": "view", "path": f"{repo}/tests/test_retry.py"},
                oh_view(
                    f"{repo}/tests/test_retry.py",
                    T("""
                    import pytest

                    from httpkit.retry import parse_retry_after


                    @pytest.mark.parametrize("raw, want", [("120", 120.0), (" 0 ", 0.0)])
                    def test_seconds(raw, want):
                        assert parse_retry_after(raw) == want
                    """),
                ),
            ),
            (
                "execute_bash",
                {
                    "command": 'python -c "from httpkit.retry import parse_retry_after as p; '
                    "print(p('Wed, 21 Oct 2015 07:28:00 GMT'))\""
                },
                oh_cmd(
                    T("""
                    Traceback (most recent call last):
                      File "<string>", line 1, in <module>
                      File "/workspace/httpkit/httpkit/retry.py", line 44, in parse_retry_after
                        return max(0.0, float(value))
                                        ^^^^^^^^^^^^
                    ValueError: could not convert string to float: 'Wed, 21 Oct 2015 07:28:00 GMT'
                    """),
                    1,
                ),
            ),
            (
                "str_replace_editor",
                {
                    "command": "str_replace",
                    "path": f"{repo}/httpkit/retry.py",
                    "old_str": "    return max(0.0, float(value))",
                    "new_str": "    if value.isdigit(): ...",
                },
                f"The file {repo}/httpkit/retry.py has been edited. Here's the result of "
                f"running `cat -n` on a snippet of {repo}/httpkit/retry.py:\n"
                + numbered(
                    T("""
                        value = value.strip()
                        if value.isdigit():
                            return float(value)
                        when = parsedate_to_datetime(value)
                        return max(0.0, (when - datetime.now(timezone.utc)).total_seconds())
                    """),
                    "{n:>6}\t{line}",
                    43,
                )
                + "\nReview the changes and make sure they are as expected. Edit the file "
                "again if necessary.",
            ),
            (
                "execute_bash",
                {
                    "command": 'python -c "from httpkit.retry import parse_retry_after as p; '
                    "print(p('Wed, 21 Oct 2015 07:28:00 GMT'))\""
                },
                oh_cmd(
                    T("""
                    Traceback (most recent call last):
                      File "<string>", line 1, in <module>
                      File "/workspace/httpkit/httpkit/retry.py", line 46, in parse_retry_after
                        when = parsedate_to_datetime(value)
                               ^^^^^^^^^^^^^^^^^^^^^
                    NameError: name 'parsedate_to_datetime' is not defined
                    """),
                    1,
                ),
            ),
            (
                "str_replace_editor",
                {
                    "command": "insert",
                    "path": f"{repo}/httpkit/retry.py",
                    "insert_line": 2,
                    "new_str": "from datetime import datetime, timezone\n"
                    "from email.utils import parsedate_to_datetime",
                },
                f"The file {repo}/httpkit/retry.py has been edited. Here's the result of "
                f"running `cat -n` on a snippet of the edited file:\n"
                + numbered(
                    "import time\nfrom datetime import datetime, timezone\n"
                    "from email.utils import parsedate_to_datetime\n",
                    "{n:>6}\t{line}",
                    1,
                )
                + "\nReview the changes (correct indentation, no duplicate lines, etc). Edit "
                "the file again if necessary.",
            ),
            (
                "str_replace_editor",
                {
                    "command": "str_replace",
                    "path": f"{repo}/tests/test_retry.py",
                    "old_str": "def test_seconds",
                    "new_str": "def test_http_date ...",
                },
                f"The file {repo}/tests/test_retry.py has been edited. Here's the result of "
                f"running `cat -n` on a snippet of {repo}/tests/test_retry.py:\n"
                + numbered(
                    T("""
                    def test_http_date_in_the_past_is_zero():
                        assert parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0


                    def test_http_date_in_the_future(monkeypatch):
                        monkeypatch.setattr(retry, "datetime", FrozenDatetime)
                        assert parse_retry_after("Wed, 21 Oct 2015 07:30:00 GMT") == 120.0
                    """),
                    "{n:>6}\t{line}",
                    12,
                ),
            ),
            (
                "execute_bash",
                {"command": "python -m pytest tests/test_retry.py -q"},
                oh_cmd(
                    T("""
                    ...F                                                                     [100%]
                    =================================== FAILURES ===================================
                    _________________________ test_http_date_in_the_future _________________________
                    tests/test_retry.py:18: in test_http_date_in_the_future
                        monkeypatch.setattr(retry, "datetime", FrozenDatetime)
                    E   NameError: name 'retry' is not defined
                    =========================== short test summary info ============================
                    FAILED tests/test_retry.py::test_http_date_in_the_future - NameError: name 'r...
                    1 failed, 3 passed in 0.09s
                    """),
                    1,
                ),
            ),
            (
                "str_replace_editor",
                {
                    "command": "str_replace",
                    "path": f"{repo}/tests/test_retry.py",
                    "old_str": "import pytest",
                    "new_str": "import pytest\n\nfrom httpkit import retry",
                },
                f"The file {repo}/tests/test_retry.py has been edited. Here's the result of "
                f"running `cat -n` on a snippet of {repo}/tests/test_retry.py:\n"
                + numbered("import pytest\n\nfrom httpkit import retry", "{n:>6}\t{line}", 1),
            ),
            (
                "execute_bash",
                {"command": "python -m pytest tests/ -q"},
                oh_cmd(
                    "........................................................ [100%]\n"
                    "56 passed in 1.84s",
                    0,
                ),
            ),
        ],
    )
    progress = [
        "2025-03-11 09:14:02 INFO migrate: batch 12/96 (12,000 rows) 12.5%",
        "2025-03-11 09:15:31 INFO migrate: batch 35/96 (35,000 rows) 36.5%",
        "2025-03-11 09:17:05 INFO migrate: batch 61/96 (61,000 rows) 63.5%\n"
        "2025-03-11 09:17:06 WARNING migrate: 3 rows skipped in batch 61 "
        "(null customer_id: 610421, 610877, 610902)",
        "2025-03-11 09:18:44 INFO migrate: batch 88/96 (88,000 rows) 91.7%",
        "2025-03-11 09:19:20 INFO migrate: batch 96/96 (95,412 rows) 100.0%\n"
        "2025-03-11 09:19:21 INFO migrate: done. migrated=95409 skipped=3 "
        "elapsed=0:05:39",
    ]
    calls: list[Call] = [
        (
            "execute_bash",
            {"command": "nohup python scripts/migrate_orders.py --batch 1000 > migrate.log 2>&1 &"},
            oh_cmd("[1] 48213", 0, "/workspace/shopdb"),
        ),
        (
            "execute_bash",
            {"command": "sleep 60 && tail -n 2 migrate.log", "timeout": 90},
            oh_cmd(progress[0], 0, "/workspace/shopdb"),
        ),
        (
            "execute_bash",
            {"command": "sleep 90 && tail -n 1 migrate.log", "timeout": 120},
            oh_cmd(progress[1], 0, "/workspace/shopdb"),
        ),
        (
            "execute_bash",
            {"command": "tail -f migrate.log"},
            progress[2] + "\n" + OH_NO_OUTPUT,
        ),
        (
            "execute_bash",
            {"command": "C-c", "is_input": "true"},
            oh_cmd("^C", 130, "/workspace/shopdb"),
        ),
        (
            "execute_bash",
            {"command": "sleep 90 && tail -n 1 migrate.log", "timeout": 120},
            oh_cmd(progress[3], 0, "/workspace/shopdb"),
        ),
        (
            "execute_bash",
            {"command": "sleep 45 && tail -n 2 migrate.log", "timeout": 60},
            oh_cmd(progress[4], 0, "/workspace/shopdb"),
        ),
        (
            "execute_bash",
            {"command": "psql \"$DATABASE_URL\" -Atc 'select count(*) from orders_v2'"},
            oh_cmd("95409", 0, "/workspace/shopdb"),
        ),
    ]
    yield (
        "openhands",
        "oh-ok-2",
        "Run scripts/migrate_orders.py in the background, tell me when it completes, how many "
        "rows it migrated and whether any were skipped.",
        True,
        calls,
    )
    pip_head = T("""
        Obtaining file:///workspace/tabular
          Installing build dependencies ... done
          Checking if build backend supports build_editable ... done
          Getting requirements to build editable ... done
          Preparing editable metadata (pyproject.toml) ... done
        Collecting pyarrow>=15 (from tabular==0.9.0.dev0)
    """)
    yield (
        "openhands",
        "oh-fail-1",
        "Install the tabular project's test dependencies and run its test suite; report any "
        "failures.",
        False,
        [
            (
                "execute_bash",
                {"command": "pip install -e '.[test]'"},
                pip_head + "\n" + OH_NO_OUTPUT,
            ),
            ("execute_bash", {"command": "", "is_input": "false"}, OH_NO_OUTPUT),
            ("execute_bash", {"command": "", "is_input": "false"}, OH_NO_OUTPUT),
            ("execute_bash", {"command": "", "is_input": "false", "timeout": 120}, OH_NO_OUTPUT),
            ("execute_bash", {"command": "", "is_input": "false"}, OH_NO_OUTPUT),
            ("execute_bash", {"command": "", "is_input": "false", "timeout": 300}, OH_NO_OUTPUT),
        ],
    )


# --------------------------------------------------------------------------- swe-agent


def swe_window(path: str, total: int, start: int, text: str, indent: int = 0) -> str:
    lines = [" " * indent + ln if ln else ln for ln in text.split("\n")]
    above, below = start - 1, total - (start - 1 + len(lines))
    out = [f"[File: {path} ({total} lines total)]"]
    if above:
        out.append(f"({above} more lines above)")
    out.extend(f"{start + i}:{ln}" for i, ln in enumerate(lines))
    if below > 0:
        out.append(f"({below} more lines below)")
    return "\n".join(out)


APPROX_1 = T('''
    class ApproxMapping(ApproxBase):
        """Perform approximate comparisons where the expected value is a mapping
        with numeric values (the keys can be anything)."""

        def __repr__(self) -> str:
            return "approx({!r})".format(
                {k: self._approx_scalar(v) for k, v in self.expected.items()}
            )

        def _repr_compare(self, other_side: Mapping[object, float]) -> List[str]:
            import math

            approx_side_as_map = {
                k: self._approx_scalar(v) for k, v in self.expected.items()
            }
''')
APPROX_2 = T("""
            number_of_elements = len(approx_side_as_map)
            max_abs_diff = -math.inf
            max_rel_diff = -math.inf
            different_ids = []
            for (approx_key, approx_value), other_value in zip(
                approx_side_as_map.items(), other_side.values()
            ):
                if approx_value != other_value:
                    max_abs_diff = max(
                        max_abs_diff, abs(approx_value.expected - other_value)
                    )
                    max_rel_diff = max(
                        max_rel_diff,
                        abs((approx_value.expected - other_value) / approx_value.expected),
                    )
                    different_ids.append(approx_key)
""")
APPROX_3 = T("""
            message_data = [
                (str(key), str(other_side[key]), str(approx_side_as_map[key]))
                for key in different_ids
            ]

            return _compare_approx(
                self.expected,
                message_data,
                number_of_elements,
                different_ids,
                max_abs_diff,
                max_rel_diff,
            )
""")


def swe_agent() -> Iterator[Run]:
    f = "/testbed/src/_pytest/python_api.py"
    ran = "Your command ran successfully and did not produce any output."
    yield (
        "swe-agent",
        "swe-ok-1",
        "pytest.approx on a dict whose expected value is 0 crashes with ZeroDivisionError "
        "while building the failure message. Fix it.",
        True,
        [
            (
                "search_dir",
                {"search_term": "class ApproxMapping", "dir": "/testbed/src"},
                'Found 1 matches for "class ApproxMapping" in /testbed/src:\n'
                "/testbed/src/_pytest/python_api.py (1 matches)\n"
                'End of matches for "class ApproxMapping" in /testbed/src',
            ),
            ("open", {"path": f, "line_number": 242}, swe_window(f, 975, 242, APPROX_1)),
            ("scroll_down", {}, swe_window(f, 975, 257, APPROX_2, 8)),
            ("scroll_down", {}, swe_window(f, 975, 273, APPROX_3, 8)),
            (
                "search_file",
                {"search_term": "abs((approx_value.expected - other_value)", "file": f},
                'Found 1 matches for "abs((approx_value.expected - other_value)" in '
                f"{f}:\nLine 270:                    abs((approx_value.expected - other_value) "
                "/ approx_value.expected),\n"
                f'End of matches for "abs((approx_value.expected - other_value)" in {f}',
            ),
            (
                "goto",
                {"line_number": 340},
                swe_window(
                    f,
                    975,
                    336,
                    T("""
                    for approx_value, other_value in zip(approx_side_as_map, other_side):
                        if approx_value != other_value:
                            abs_diff = abs(approx_value.expected - other_value)
                            max_abs_diff = max(max_abs_diff, abs_diff)
                            if other_value == 0.0:
                                max_rel_diff = math.inf
                            else:
                                max_rel_diff = max(max_rel_diff, abs_diff / abs(other_value))
                            different_ids.append(i)
            """),
                    8,
                ),
            ),
            (
                "edit",
                {"start": 268, "end": 271, "replacement": "…"},
                swe_window(
                    f,
                    979,
                    264,
                    T("""
                                if approx_value != other_value:
                                    max_abs_diff = max(
                                        max_abs_diff, abs(approx_value.expected - other_value)
                                    )
                                    if approx_value.expected == 0.0:
                                        max_rel_diff = math.inf
                                    else:
                                        max_rel_diff = max(
                                            max_rel_diff,
                                            abs(
                                                (approx_value.expected - other_value)
                                                / approx_value.expected
                                            ),
                                        )
                                    different_ids.append(approx_key)
                """),
                    12,
                )
                + "\nFile updated. Please review the changes and make sure they are correct "
                "(correct indentation, no duplicate lines, etc). Edit the file again if "
                "necessary.",
            ),
            (
                "create",
                {"filename": "reproduce.py"},
                "[File: /testbed/reproduce.py (1 lines total)]\n1:",
            ),
            (
                "edit",
                {"start": 1, "end": 1, "replacement": "…"},
                "[File: /testbed/reproduce.py (6 lines total)]\n1:import pytest\n2:\n"
                '3:try:\n4:    assert {"a": 0.0} == pytest.approx({"a": 0.0}) and '
                '{"a": 1e-9} == pytest.approx({"a": 0.0})\n5:except AssertionError as e:\n'
                '6:    print("AssertionError OK")\nFile updated. Please review the changes and '
                "make sure they are correct (correct indentation, no duplicate lines, etc). "
                "Edit the file again if necessary.",
            ),
            ("python", {"command": "python reproduce.py"}, "AssertionError OK"),
            (
                "python",
                {"command": "python -m pytest testing/python/approx.py -q -k mapping"},
                "..........                                                             "
                "  [100%]\n10 passed, 112 deselected in 0.31s",
            ),
            ("rm", {"command": "rm reproduce.py"}, ran),
        ],
    )
    m = "/testbed"
    yield (
        "swe-agent",
        "swe-ok-2",
        "Marshmallow 4 drops the `missing=` and `default=` field arguments. List every place "
        "outside the changelog that still passes them, or confirm there are none.",
        True,
        [
            (
                "search_dir",
                {"search_term": "missing=", "dir": m},
                f'Found 7 matches for "missing=" in {m}:\n{m}/CHANGELOG.rst (5 matches)\n'
                f"{m}/docs/upgrading.rst (2 matches)\n"
                f'End of matches for "missing=" in {m}',
            ),
            (
                "search_dir",
                {"search_term": "missing=", "dir": f"{m}/src"},
                f'No matches found for "missing=" in {m}/src',
            ),
            (
                "search_dir",
                {"search_term": "default=", "dir": f"{m}/src"},
                f'Found 2 matches for "default=" in {m}/src:\n'
                f"{m}/src/marshmallow/fields.py (2 matches)\n"
                f'End of matches for "default=" in {m}/src',
            ),
            (
                "search_file",
                {"search_term": "default=", "file": f"{m}/src/marshmallow/fields.py"},
                f'Found 2 matches for "default=" in {m}/src/marshmallow/fields.py:\n'
                "Line 431:        dump_default=dump_default, load_default=load_default,\n"
                "Line 1902:            raise TypeError(\"The 'default=' argument was removed; "
                "use 'dump_default='.\")\n"
                f'End of matches for "default=" in {m}/src/marshmallow/fields.py',
            ),
            (
                "search_dir",
                {"search_term": "missing=", "dir": f"{m}/tests"},
                f'No matches found for "missing=" in {m}/tests',
            ),
            (
                "search_dir",
                {"search_term": "default=", "dir": f"{m}/tests"},
                f'Found 1 matches for "default=" in {m}/tests:\n{m}/tests/test_fields.py '
                f'(1 matches)\nEnd of matches for "default=" in {m}/tests',
            ),
            (
                "search_file",
                {"search_term": "default=", "file": f"{m}/tests/test_fields.py"},
                f'Found 1 matches for "default=" in {m}/tests/test_fields.py:\n'
                "Line 88:        with pytest.raises(TypeError, match=\"'default=' argument "
                'was removed"):\n'
                f'End of matches for "default=" in {m}/tests/test_fields.py',
            ),
            (
                "find_file",
                {"file_name": "*.py", "dir": f"{m}/examples"},
                f'Found 4 matches for "*.py" in {m}/examples:\n{m}/examples/flask_example.py\n'
                f"{m}/examples/inflection_example.py\n{m}/examples/package_json_example.py\n"
                f"{m}/examples/peewee_example.py",
            ),
            (
                "search_dir",
                {"search_term": "missing=", "dir": f"{m}/examples"},
                f'No matches found for "missing=" in {m}/examples',
            ),
        ],
    )
    yield (
        "swe-agent",
        "swe-fail-1",
        "SymPy's `nsimplify` returns a wrong rational for 0.333333333333333314829616256247. "
        "Find where the tolerance is chosen and fix it.",
        False,
        [
            (
                "search_dir",
                {"search_term": "def nsimplify", "dir": m},
                f'No matches found for "def nsimplify" in {m}',
            ),
            (
                "find_file",
                {"file_name": "simplify.py", "dir": m},
                f'No matches found for "simplify.py" in {m}',
            ),
            (
                "search_dir",
                {"search_term": "nsimplify", "dir": m},
                f'No matches found for "nsimplify" in {m}',
            ),
            ("find_file", {"file_name": "*.py", "dir": m}, f'No matches found for "*.py" in {m}'),
            (
                "search_dir",
                {"search_term": "tolerance", "dir": m},
                f'No matches found for "tolerance" in {m}',
            ),
            (
                "search_dir",
                {"search_term": "_real_to_rational", "dir": m},
                f'No matches found for "_real_to_rational" in {m}',
            ),
        ],
    )


# --------------------------------------------------------------------------- aider

REPO_MAP = T("""
    app/__init__.py:
    ⋮
    │def create_app(config_name="default"):
    ⋮

    app/api/orders.py:
    ⋮
    │@bp.post("/orders")
    │def create_order():
    │    payload = OrderIn.model_validate(request.get_json())
    ⋮
    │@bp.patch("/orders/<int:order_id>")
    │def update_order(order_id):
    ⋮

    app/api/users.py:
    ⋮
    │@bp.post("/users")
    │def create_user():
    ⋮

    app/schemas.py:
    ⋮
    │class OrderIn(BaseModel):
    │    customer_id: int
    │    items: list[ItemIn]
    ⋮
    │    @field_validator("items")
    │    def non_empty(cls, v):
    ⋮

    app/validators.py:
    ⋮
    │def validate_email(value: str) -> str:
    ⋮
    │def validate_quantity(value: int) -> int:
    ⋮
""")
REPO_MAP_FOCUS = T("""
    app/api/users.py:
    ⋮
    │@bp.post("/users")
    │def create_user():
    │    data = request.get_json() or {}
    │    email = validate_email(data.get("email", ""))
    ⋮

    app/errors.py:
    ⋮
    │@bp.app_errorhandler(ValidationError)
    │def handle_validation(err):
    ⋮

    app/validators.py:
    ⋮
    │EMAIL_RE = re.compile(r"^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$")
    │
    │def validate_email(value: str) -> str:
    ⋮
    │def validate_quantity(value: int) -> int:
    │    if value < 1 or value > 999:
    ⋮
""")


def aider() -> Iterator[Run]:
    yield (
        "aider",
        "aider-ok-1",
        "Give me an overview of where request validation happens in this Flask app, and "
        "whether the validator tests pass.",
        True,
        [
            ("repo_map", {"map_tokens": 1024}, REPO_MAP),
            (
                "repo_map",
                {"map_tokens": 1024, "mentioned": ["validate_email", "ValidationError"]},
                REPO_MAP_FOCUS,
            ),
            ("add_file", {"path": "app/validators.py"}, "Added app/validators.py to the chat"),
            ("add_file", {"path": "app/errors.py"}, "Added app/errors.py to the chat"),
            (
                "run",
                {"command": "pytest tests/test_validators.py -q"},
                "....s..                                                                  "
                "[100%]\n6 passed, 1 skipped in 0.22s\n"
                "Add 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\n"
                "Added 3 lines of output to the chat.",
            ),
        ],
    )


# --------------------------------------------------------------------------- lsp-mcp


def lsp_diag(path: str, items: list[tuple[str, str, str]]) -> str:
    if not items:
        return f"No diagnostics found for {path}"
    blocks = [
        f"{path}\nLocation: {loc}\nMessage: {msg}\nSeverity: Error\nSource: compiler\nCode: {code}"
        for loc, msg, code in items
    ]
    return "\n\n".join(blocks)


def lsp_mcp() -> Iterator[Run]:
    r = "/home/ana/fleet"
    edited = "Successfully applied text edits.\n{n} lines removed, {m} lines added."
    yield (
        "lsp-mcp",
        "lsp-ok-1",
        "Rename config.ParseConfig to config.LoadConfig, make it take a context.Context "
        "first, and fix every call site until the package builds cleanly.",
        True,
        [
            (
                "definition",
                {"symbolName": "config.ParseConfig"},
                T(f"""
                ---

                Symbol: ParseConfig
                File: {r}/internal/config/parse.go
                Kind: Function
                Container Name: config
                Range: L24:C1 - L41:C2

                24|func ParseConfig(path string) (*Config, error) {{
                25|	raw, err := os.ReadFile(path)
                26|	if err != nil {{
                27|		return nil, fmt.Errorf("read config: %w", err)
                28|	}}
                29|	var c Config
                30|	if err := yaml.Unmarshal(raw, &c); err != nil {{
                31|		return nil, fmt.Errorf("parse config %s: %w", path, err)
                32|	}}
                33|	return &c, c.validate()
                """),
            ),
            (
                "references",
                {"symbolName": "config.ParseConfig"},
                T(f"""
                ---

                {r}/cmd/fleetd/main.go
                References in File: 1
                At: L38:C21

                38|	cfg, err := config.ParseConfig(*configPath)

                ---

                {r}/cmd/fleetctl/root.go
                References in File: 1
                At: L57:C19

                57|		c, err := config.ParseConfig(flagConfig)

                ---

                {r}/internal/config/parse_test.go
                References in File: 2
                At: L15:C12, L29:C12

                15|	c, err := ParseConfig("testdata/ok.yaml")
                29|	_, err := ParseConfig("testdata/bad_port.yaml")
                """),
            ),
            (
                "rename_symbol",
                {
                    "filePath": f"{r}/internal/config/parse.go",
                    "line": 24,
                    "column": 6,
                    "newName": "LoadConfig",
                },
                "Successfully renamed symbol to LoadConfig.\nUpdated 5 occurrences across 4 files.",
            ),
            (
                "edit_file",
                {"filePath": f"{r}/internal/config/parse.go", "edits": [{"startLine": 24}]},
                edited.format(n=2, m=3),
            ),
            (
                "diagnostics",
                {"filePath": f"{r}/cmd/fleetd/main.go"},
                lsp_diag(
                    f"{r}/cmd/fleetd/main.go",
                    [
                        (
                            "L38:C33",
                            "not enough arguments in call to config.LoadConfig\n\thave "
                            "(string)\n\twant (context.Context, string)",
                            "WrongArgCount",
                        )
                    ],
                ),
            ),
            (
                "edit_file",
                {"filePath": f"{r}/cmd/fleetd/main.go", "edits": [{"startLine": 38}]},
                edited.format(n=1, m=1),
            ),
            (
                "diagnostics",
                {"filePath": f"{r}/cmd/fleetd/main.go"},
                lsp_diag(f"{r}/cmd/fleetd/main.go", []),
            ),
            (
                "diagnostics",
                {"filePath": f"{r}/cmd/fleetctl/root.go"},
                lsp_diag(
                    f"{r}/cmd/fleetctl/root.go",
                    [
                        (
                            "L57:C33",
                            "not enough arguments in call to config.LoadConfig\n\t"
                            "have (string)\n\twant (context.Context, string)",
                            "WrongArgCount",
                        ),
                        ("L12:C2", '"context" imported and not used', "UnusedImport"),
                    ],
                ),
            ),
            (
                "edit_file",
                {"filePath": f"{r}/cmd/fleetctl/root.go", "edits": [{"startLine": 57}]},
                edited.format(n=1, m=1),
            ),
            (
                "diagnostics",
                {"filePath": f"{r}/cmd/fleetctl/root.go"},
                lsp_diag(f"{r}/cmd/fleetctl/root.go", []),
            ),
            (
                "diagnostics",
                {"filePath": f"{r}/internal/config/parse_test.go"},
                lsp_diag(
                    f"{r}/internal/config/parse_test.go",
                    [
                        (
                            "L15:C24",
                            'cannot use "testdata/ok.yaml" (untyped string constant) '
                            "as context.Context value in argument to LoadConfig",
                            "IncompatibleAssign",
                        ),
                        (
                            "L29:C24",
                            'cannot use "testdata/bad_port.yaml" (untyped string '
                            "constant) as context.Context value in argument to LoadConfig",
                            "IncompatibleAssign",
                        ),
                    ],
                ),
            ),
            (
                "edit_file",
                {
                    "filePath": f"{r}/internal/config/parse_test.go",
                    "edits": [{"startLine": 15}, {"startLine": 29}],
                },
                edited.format(n=2, m=2),
            ),
            (
                "diagnostics",
                {"filePath": f"{r}/internal/config/parse_test.go"},
                lsp_diag(f"{r}/internal/config/parse_test.go", []),
            ),
            (
                "hover",
                {"filePath": f"{r}/internal/config/parse.go", "line": 24, "column": 6},
                "```go\nfunc config.LoadConfig(ctx context.Context, path string) "
                "(*config.Config, error)\n```\n\nLoadConfig reads and validates the YAML "
                "file at path.\n\n[`config.LoadConfig` on pkg.go.dev](https://pkg.go.dev/"
                "github.com/ana/fleet/internal/config#LoadConfig)",
            ),
        ],
    )
    app = "/srv/app/billing"
    yield (
        "lsp-mcp",
        "lsp-fail-1",
        "In the billing service, what type does Invoice.total return and where is it "
        "defined? I want to know whether it can be None.",
        False,
        [
            (
                "hover",
                {"filePath": f"{app}/invoice.py", "line": 42, "column": 18},
                f"No hover information available for {app}/invoice.py:42:18",
            ),
            (
                "hover",
                {"filePath": f"{app}/invoice.py", "line": 42, "column": 12},
                f"No hover information available for {app}/invoice.py:42:12",
            ),
            (
                "definition",
                {"symbolName": "Invoice.total"},
                "No definition found for symbol: Invoice.total",
            ),
            (
                "hover",
                {"filePath": f"{app}/invoice.py", "line": 17, "column": 7},
                f"No hover information available for {app}/invoice.py:17:7",
            ),
            ("definition", {"symbolName": "Invoice"}, "No definition found for symbol: Invoice"),
            (
                "hover",
                {"filePath": f"{app}/api.py", "line": 88, "column": 25},
                f"No hover information available for {app}/api.py:88:25",
            ),
            (
                "hover",
                {"filePath": f"{app}/invoice.py", "line": 43, "column": 16},
                f"No hover information available for {app}/invoice.py:43:16",
            ),
        ],
    )


# --------------------------------------------------------------------------- code-search


def sg_results(took: int, hits: list[tuple[str, str, list[tuple[int, str]]]]) -> str:
    files = len(hits)
    n = sum(len(lines) for _, _, lines in hits)
    repos = len({repo for repo, _, _ in hits})
    if not n:
        return f"No results found in {took}ms"
    out = [f"Found {n} matches in {files} files ({repos} repositories) in {took}ms", ""]
    for repo, path, lines in hits:
        out.append(f"github.com/acme/{repo} › {path}")
        out.extend(f"  {ln}: {text}" for ln, text in lines)
    return "\n".join(out)


def code_search() -> Iterator[Run]:
    yield (
        "code-search",
        "rg-ok-1",
        "Count the unsafe blocks per file in the crate, and show me any in src/ffi.rs that "
        "lack a // SAFETY: comment just above.",
        True,
        [
            (
                "rg",
                {"pattern": r"unsafe \{", "path": "src", "count": True},
                "src/ffi.rs:7\nsrc/simd/x86.rs:12\nsrc/alloc/arena.rs:3\nsrc/io/mmap.rs:2",
            ),
            (
                "rg",
                {"pattern": "unsafe fn", "path": "src", "count": True},
                "src/ffi.rs:4\nsrc/simd/x86.rs:9",
            ),
            (
                "rg",
                {"pattern": r"unsafe \{", "path": "src/ffi.rs", "before_context": 1},
                T("""
                40-    // SAFETY: ptr comes from Box::into_raw in sq_open
                41:    let db = unsafe { &mut *ptr };
                --
                66-    let len = len as usize;
                67:    let bytes = unsafe { std::slice::from_raw_parts(buf, len) };
                --
                92-    // SAFETY: caller guarantees out is valid for writes
                93:    unsafe { *out = n as c_int };
                --
                118-    // SAFETY: sq_free is only called once per handle
                119:    drop(unsafe { Box::from_raw(ptr) });
                --
                140-    let s = CString::new(msg).unwrap_or_default();
                141:    unsafe { libc::strncpy(dst, s.as_ptr(), cap) };
                --
                163-    // SAFETY: checked non-null above
                164:    let st = unsafe { &*stmt };
                --
                187-    // SAFETY: row index bounds-checked by sq_step
                188:    unsafe { (*st).columns.get_unchecked(i) }
                """),
            ),
            ("rg", {"pattern": "SAFETY:", "path": "src/ffi.rs", "count": True}, "5"),
            (
                "rg",
                {"pattern": "SAFETY", "path": "src", "files_without_match": True},
                "src/io/mmap.rs",
            ),
            (
                "rg",
                {"pattern": r"unsafe \{", "path": "src/io/mmap.rs", "line_number": True},
                "31:        let map = unsafe { MmapOptions::new().len(len).map(&file)? };\n"
                "58:        unsafe { libc::madvise(ptr, len, libc::MADV_SEQUENTIAL) };",
            ),
        ],
    )
    yield (
        "code-search",
        "sg-ok-1",
        "Across the org's Go services: which still call the deprecated ioutil package, and "
        "does any still use ioutil.WriteFile? Per repository, please.",
        True,
        [
            (
                "sourcegraph_search",
                {"query": r"context:global r:^github\.com/acme/ lang:go ioutil\. count:all"},
                sg_results(
                    214,
                    [
                        (
                            "payments-api",
                            "internal/charge/client.go",
                            [(41, "body, err := ioutil.ReadAll(resp.Body)")],
                        ),
                        (
                            "payments-api",
                            "internal/webhook/verify.go",
                            [(23, "raw, _ := ioutil.ReadAll(io.LimitReader(r.Body, 1<<20))")],
                        ),
                        (
                            "ledger",
                            "pkg/export/s3.go",
                            [(88, 'tmp, err := ioutil.TempFile("", "export-*.csv")')],
                        ),
                        (
                            "notify",
                            "cmd/notify/main.go",
                            [(17, "tpl, err := ioutil.ReadFile(*templatePath)")],
                        ),
                    ],
                ),
            ),
            (
                "sourcegraph_search",
                {"query": r"r:^github\.com/acme/ lang:go ioutil\.WriteFile count:all"},
                sg_results(131, []),
            ),
            (
                "sourcegraph_search",
                {"query": r"r:^github\.com/acme/ lang:go ioutil\.ReadDir count:all"},
                sg_results(127, []),
            ),
            (
                "sourcegraph_search",
                {"query": r'r:^github\.com/acme/ lang:go "io/ioutil" count:all'},
                sg_results(
                    156,
                    [
                        ("payments-api", "internal/charge/client.go", [(9, '"io/ioutil"')]),
                        ("payments-api", "internal/webhook/verify.go", [(7, '"io/ioutil"')]),
                        ("ledger", "pkg/export/s3.go", [(12, '"io/ioutil"')]),
                        ("notify", "cmd/notify/main.go", [(8, '"io/ioutil"')]),
                        ("notify", "internal/tmpl/load_test.go", [(6, '"io/ioutil"')]),
                    ],
                ),
            ),
            (
                "sourcegraph_search",
                {"query": r"r:^github\.com/acme/notify$ file:load_test.go ioutil\."},
                sg_results(
                    88,
                    [
                        (
                            "notify",
                            "internal/tmpl/load_test.go",
                            [
                                (21, 'dir, _ := ioutil.TempDir("", "tmpl")'),
                                (
                                    24,
                                    '_ = ioutil.WriteFile(filepath.Join(dir, "a.tmpl"), b, 0o644)',
                                ),
                            ],
                        )
                    ],
                ),
            ),
        ],
    )
    stale = sg_results(
        97,
        [
            (
                "legacy-monolith",
                "vendor/github.com/sirupsen/logrus/logger.go",
                [
                    (
                        212,
                        "func (logger *Logger) WithField(key string, value interface{}) *Entry {",
                    ),
                    (318, "func (logger *Logger) Infof(format string, args ...interface{}) {"),
                ],
            ),
            (
                "legacy-monolith",
                "app/bootstrap/logging.go",
                [(14, "log.SetFormatter(&log.JSONFormatter{})")],
            ),
        ],
    )
    yield (
        "code-search",
        "sg-fail-1",
        "Where do our services configure the rate limiter for the public API (token bucket "
        "size and refill)? I need the current values.",
        False,
        [
            ("sourcegraph_search", {"query": "r:acme/ lang:go ratelimit.New"}, stale),
            ("sourcegraph_search", {"query": "r:acme/ lang:go rate.NewLimiter"}, stale),
            ("sourcegraph_search", {"query": "r:acme/ token bucket refill"}, stale),
            ("sourcegraph_search", {"query": "r:acme/ file:\\.yaml$ rate_limit"}, stale),
            ("sourcegraph_search", {"query": "r:acme/ lang:go RateLimiter burst"}, stale),
        ],
    )


# --------------------------------------------------------------------------- tree-sitter


def ts_symbols(
    functions: list[tuple[str, int, int]], classes: list[tuple[str, int, int]], imports: list[str]
) -> str:
    def loc(name: str, a: int, b: int) -> dict[str, Any]:
        return {
            "name": name,
            "location": {"start": {"row": a, "column": 0}, "end": {"row": b, "column": 0}},
        }

    return jp(
        {
            "functions": [loc(*f) for f in functions],
            "classes": [loc(*c) for c in classes],
            "imports": [
                {
                    "name": i,
                    "location": {
                        "start": {"row": n, "column": 0},
                        "end": {"row": n, "column": len(i)},
                    },
                }
                for n, i in enumerate(imports)
            ],
        }
    )


def tree_sitter() -> Iterator[Run]:
    yield (
        "tree-sitter",
        "ts-ok-1",
        "Inventory the public functions and classes of the sdk package (name, file, line "
        "range) so we can write the 2.0 deprecation notes.",
        True,
        [
            (
                "list_files",
                {"project": "sdk", "pattern": "sdk/**/*.py"},
                jp(
                    [
                        "sdk/__init__.py",
                        "sdk/client.py",
                        "sdk/errors.py",
                        "sdk/models.py",
                        "sdk/pagination.py",
                        "sdk/_http.py",
                    ]
                ),
            ),
            (
                "get_symbols",
                {"project": "sdk", "file_path": "sdk/__init__.py"},
                ts_symbols(
                    [],
                    [],
                    [
                        "from .client import Client",
                        "from .errors import *",
                        "from .models import Invoice, Customer",
                    ],
                ),
            ),
            (
                "get_symbols",
                {"project": "sdk", "file_path": "sdk/client.py"},
                ts_symbols(
                    [
                        ("__init__", 21, 38),
                        ("list_invoices", 40, 61),
                        ("get_invoice", 63, 70),
                        ("create_invoice", 72, 95),
                        ("void_invoice", 97, 104),
                        ("list_customers", 106, 121),
                        ("_request", 123, 160),
                    ],
                    [("Client", 18, 160)],
                    [
                        "import httpx",
                        "from ._http import retrying_transport",
                        "from .pagination import Page",
                    ],
                ),
            ),
            (
                "get_symbols",
                {"project": "sdk", "file_path": "sdk/errors.py"},
                ts_symbols(
                    [],
                    [
                        ("SDKError", 3, 8),
                        ("NotFound", 10, 11),
                        ("RateLimited", 13, 19),
                        ("ValidationFailed", 21, 27),
                    ],
                    [],
                ),
            ),
            (
                "get_symbols",
                {"project": "sdk", "file_path": "sdk/models.py"},
                ts_symbols(
                    [("from_api", 30, 44), ("to_api", 46, 55)],
                    [("Invoice", 9, 55), ("Customer", 58, 77), ("LineItem", 80, 92)],
                    ["from dataclasses import dataclass", "from decimal import Decimal"],
                ),
            ),
            (
                "get_symbols",
                {"project": "sdk", "file_path": "sdk/pagination.py"},
                ts_symbols(
                    [("__iter__", 14, 22), ("next_page", 24, 33)],
                    [("Page", 6, 33)],
                    ["from typing import Generic, TypeVar"],
                ),
            ),
        ],
    )


# --------------------------------------------------------------------------- lean

ODD_SUM = (
    "theorem odd_sum (n : ℕ) : ∑ i ∈ Finset.range n, (2 * i + 1) = n ^ 2 := by\n"
    "  induction n with\n  | zero => simp\n  | succ n ih => {tail}"
)


def lean_msg(sev: str, line: int, col: int, end: tuple[int, int], data: str) -> dict[str, Any]:
    return {
        "severity": sev,
        "pos": {"line": line, "column": col},
        "endPos": {"line": end[0], "column": end[1]},
        "data": data,
    }


def lean() -> Iterator[Run]:
    succ_goal = (
        "case succ\nn : ℕ\nih : ∑ i ∈ Finset.range n, (2 * i + 1) = n ^ 2\n"
        "⊢ n ^ 2 + (2 * n + 1) = (n + 1) ^ 2"
    )
    yield (
        "lean",
        "lean-ok-1",
        "Prove in Lean 4 with Mathlib that the sum of the first n odd numbers is n², and tell "
        "me which axioms the proof uses.",
        True,
        [
            ("lean_repl", {"cmd": "import Mathlib"}, js({"env": 0})),
            (
                "lean_repl",
                {"cmd": ODD_SUM.format(tail="sorry"), "env": 0},
                js(
                    {
                        "sorries": [
                            {
                                "proofState": 0,
                                "pos": {"line": 4, "column": 18},
                                "goal": succ_goal.replace(
                                    "n ^ 2 + (2 * n + 1)", "∑ i ∈ Finset.range (n + 1), (2 * i + 1)"
                                ),
                                "endPos": {"line": 4, "column": 23},
                            }
                        ],
                        "messages": [
                            lean_msg("warning", 1, 8, (1, 15), "declaration uses 'sorry'")
                        ],
                        "env": 1,
                    }
                ),
            ),
            (
                "lean_repl",
                {"cmd": ODD_SUM.format(tail="simp [Finset.sum_range_succ, ih]"), "env": 0},
                js(
                    {
                        "messages": [
                            lean_msg("error", 4, 16, (4, 48), "unsolved goals\n" + succ_goal)
                        ],
                        "env": 2,
                    }
                ),
            ),
            (
                "lean_repl",
                {"cmd": ODD_SUM.format(tail="rw [Finset.sum_range_succ, ih]; omega"), "env": 0},
                js(
                    {
                        "messages": [
                            lean_msg(
                                "error",
                                4,
                                52,
                                (4, 57),
                                "omega could not prove the goal:\na possible counterexample may "
                                "satisfy the "
                                "constraints\n  c ≥ 0\n  b ≥ 0\n  a ≥ 0\n  a + 2*b - c ≤ "
                                "-1\nwhere\n a := "
                                "n ^ 2\n b := n\n c := (n + 1) ^ 2",
                            )
                        ],
                        "env": 3,
                    }
                ),
            ),
            (
                "lean_repl",
                {"cmd": ODD_SUM.format(tail="rw [Finset.sum_range_succ, ih]; ring"), "env": 0},
                js({"env": 4}),
            ),
            (
                "lean_repl",
                {"cmd": "#print axioms odd_sum", "env": 4},
                js(
                    {
                        "messages": [
                            lean_msg(
                                "info",
                                1,
                                0,
                                (1, 6),
                                "'odd_sum' depends on axioms: [propext, "
                                "Classical.choice, Quot.sound]",
                            )
                        ],
                        "env": 5,
                    }
                ),
            ),
        ],
    )
    yield (
        "lean",
        "lean-ok-2",
        "Find the Mathlib lemmas I need for these two steps and check the final lemma "
        "compiles: (1) a < b, b ≤ c ⊢ a < c on ℕ; (2) the sum of a constant k over range n.",
        True,
        [
            (
                "lean_repl",
                {
                    "cmd": "example (a b c : ℕ) (h1 : a < b) (h2 : b ≤ c) : a < c := by exact?",
                    "env": 0,
                },
                js(
                    {
                        "messages": [
                            lean_msg(
                                "info", 1, 64, (1, 70), "Try this: exact Nat.lt_of_lt_of_le h1 h2"
                            )
                        ],
                        "env": 1,
                    }
                ),
            ),
            (
                "lean_repl",
                {"cmd": "#check Nat.lt_of_lt_of_le", "env": 0},
                js(
                    {
                        "messages": [
                            lean_msg(
                                "info",
                                1,
                                0,
                                (1, 6),
                                "Nat.lt_of_lt_of_le {n m k : ℕ} : n < m → m ≤ k → n < k",
                            )
                        ],
                        "env": 2,
                    }
                ),
            ),
            (
                "lean_repl",
                {
                    "cmd": "example (k n : ℕ) : ∑ _i ∈ Finset.range n, k = n * k := by simp?",
                    "env": 0,
                },
                js(
                    {
                        "messages": [
                            lean_msg(
                                "info",
                                1,
                                60,
                                (1, 64),
                                "Try this: simp only [Finset.sum_const, "
                                "Finset.card_range, smul_eq_mul]",
                            )
                        ],
                        "env": 3,
                    }
                ),
            ),
            (
                "lean_repl",
                {"cmd": "#check Finset.sum_const_nat", "env": 0},
                js(
                    {
                        "messages": [
                            lean_msg(
                                "info",
                                1,
                                0,
                                (1, 6),
                                "Finset.sum_const_nat {α : Type u_1} {s : Finset α} "
                                "{m : ℕ} {f : α → ℕ} (h₁ : ∀ x ∈ s, f x = m) :\n  ∑ x "
                                "∈ s, f x = s.card * m",
                            )
                        ],
                        "env": 4,
                    }
                ),
            ),
            (
                "lean_repl",
                {
                    "cmd": "theorem steps (a b c k n : ℕ) (h1 : a < b) (h2 : b ≤ c) :\n    a < c ∧ "
                    "∑ _i ∈ Finset.range n, k = n * k :=\n  ⟨Nat.lt_of_lt_of_le h1 h2, by simp "
                    "only [Finset.sum_const, Finset.card_range, smul_eq_mul]⟩",
                    "env": 0,
                },
                js(
                    {
                        "messages": [
                            lean_msg(
                                "error",
                                3,
                                29,
                                (3, 84),
                                "unsolved goals\na b c k n : ℕ\nh1 : a < b\nh2 : b ≤ "
                                "c\n⊢ n • k = n * k",
                            )
                        ],
                        "env": 5,
                    }
                ),
            ),
            (
                "lean_repl",
                {
                    "cmd": "theorem steps … := ⟨Nat.lt_of_lt_of_le h1 h2, by simp [mul_comm]⟩",
                    "env": 0,
                },
                js({"env": 6}),
            ),
        ],
    )
    no_mathlib = js(
        {
            "message": "unknown module prefix 'Mathlib'\n\nNo directory 'Mathlib' or "
            "file 'Mathlib.olean' in the search path entries:\n/root/.elan/"
            "toolchains/leanprover--lean4---v4.15.0/lib/lean"
        }
    )
    cmds = [
        "import Mathlib\ntheorem two_dvd (n : ℕ) : 2 ∣ n * (n + 1) := by\n  exact "
        "Nat.even_mul_succ_self n |>.two_dvd",
        "import Mathlib\ntheorem two_dvd (n : ℕ) : 2 ∣ n * (n + 1) := by\n  induction n <;> "
        "simp_all [Nat.mul_succ]; omega",
        "import Mathlib.Tactic\ntheorem two_dvd (n : ℕ) : 2 ∣ n * (n + 1) := by decide",
        "import Mathlib\nexample : 2 ∣ 6 := by norm_num",
        "import Mathlib\n#check Nat.even_mul_succ_self",
    ]
    yield (
        "lean",
        "lean-fail-1",
        "Prove in Lean 4 (Mathlib) that n(n+1) is always even.",
        False,
        [("lean_repl", {"cmd": c}, no_mathlib) for c in cmds],
    )


# --------------------------------------------------------------------------- smt


def smt() -> Iterator[Run]:
    yield (
        "smt",
        "smt-ok-1",
        "Use Z3 to check our 32-bit clamp and abs helpers and the access policy: find a "
        "counterexample where one exists, otherwise confirm the property holds.",
        True,
        [
            (
                "z3_check",
                {
                    "smtlib": "(declare-const x (_ BitVec 32)) (declare-const lo …) (assert (not "
                    "(and (bvsle lo (clamp x lo hi)) (bvsle (clamp x lo hi) hi)))) (check-sat)"
                },
                "unsat",
            ),
            (
                "z3_check",
                {
                    "smtlib": "(declare-const x (_ BitVec 32)) (assert (bvslt (abs32 x) #x00000000"
                    ")) (check-sat) (get-model)"
                },
                "sat\n(\n  (define-fun x () (_ BitVec 32)\n    #x80000000)\n)",
            ),
            (
                "z3_check",
                {
                    "smtlib": "… (assert (not (=> (distinct x #x80000000) (bvsge (abs32 x) "
                    "#x00000000)))) (check-sat)"
                },
                "unsat",
            ),
            (
                "z3_check",
                {
                    "smtlib": "(declare-datatypes …) (assert (and (allows p r) (denies p r) "
                    "(not (= (decide p r) Deny)))) (check-sat)"
                },
                "unsat",
            ),
            (
                "z3_check",
                {
                    "smtlib": "… (assert (and (role-admin u) (not (allows u audit-log)))) "
                    "(check-sat) (get-model)"
                },
                "sat\n(\n  (define-fun u () User\n    user!val!2)\n  (define-fun role-admin "
                "((x!0 User)) Bool\n    (= x!0 user!val!2))\n  (define-fun suspended ((x!0 "
                "User)) Bool\n    (= x!0 user!val!2))\n)",
            ),
            (
                "z3_check",
                {
                    "smtlib": "(set-option :produce-unsat-cores true) (assert (! (= region eu) "
                    ":named c_region)) … (check-sat) (get-unsat-core)"
                },
                "unsat\n(c_region c_tier c_quota)",
            ),
            (
                "z3_check",
                {"smtlib": "… without c_tier … (check-sat) (get-model)"},
                "sat\n(\n  (define-fun region () Region\n    eu)\n  (define-fun quota () Int\n"
                "    500)\n  (define-fun tier () Tier\n    standard)\n)",
            ),
        ],
    )
    canceled = 'unknown\n(:reason-unknown "canceled")'
    yield (
        "smt",
        "smt-fail-1",
        "Is there a 3-day shift assignment for our 6 nurses that satisfies the rota rules in "
        "rota.smt2? If so give one; if not, which rules conflict?",
        False,
        [
            ("z3_check", {"smtlib": "(include rota.smt2) (check-sat) (get-model)"}, canceled),
            (
                "z3_check",
                {"smtlib": "(include rota.smt2) (check-sat-using (then simplify solve-eqs smt))"},
                canceled,
            ),
            (
                "z3_check",
                {"smtlib": "(set-option :timeout 60000) (include rota.smt2) (check-sat)"},
                canceled,
            ),
            ("z3_check", {"smtlib": "(include rota-days1-2.smt2) (check-sat)"}, canceled),
            ("z3_check", {"smtlib": "(declare-const s11 Bool) (assert s11) (check-sat)"}, canceled),
            (
                "z3_check",
                {"smtlib": "(include rota.smt2) (check-sat) (get-info :reason-unknown)"},
                canceled,
            ),
        ],
    )


# --------------------------------------------------------------------------- sympy


def sympy_family() -> Iterator[Run]:
    yield (
        "sympy",
        "sympy-ok-1",
        "Check my calculus homework answers with SymPy: (1) ∫x²eˣdx, (2) real roots of "
        "x²+x+1, (3) roots of x²−x−1, (4) sin²x+cos²x−1, (5) lim sin x/x at 0, (6) the series "
        "of eˣcos x to x⁴, (7) eigenvalues of [[2,1],[0,3]], (8) y''+y=0, (9) is "
        "(x²−1)/(x−1) = x+1 for x ≠ 1.",
        True,
        [
            ("sympy", {"expr": "integrate(x**2*exp(x), x)"}, "(x**2 - 2*x + 2)*exp(x)"),
            ("sympy", {"expr": "solveset(x**2 + x + 1, x, S.Reals)"}, "EmptySet"),
            ("sympy", {"expr": "solve(x**2 - x - 1, x)"}, "[1/2 - sqrt(5)/2, 1/2 + sqrt(5)/2]"),
            ("sympy", {"expr": "simplify(sin(x)**2 + cos(x)**2 - 1)"}, "0"),
            ("sympy", {"expr": "limit(sin(x)/x, x, 0)"}, "1"),
            (
                "sympy",
                {"expr": "series(exp(x)*cos(x), x, 0, 5)"},
                "1 + x - x**3/3 - x**4/6 + O(x**5)",
            ),
            ("sympy", {"expr": "Matrix([[2, 1], [0, 3]]).eigenvals()"}, "{2: 1, 3: 1}"),
            (
                "sympy",
                {"expr": "dsolve(f(x).diff(x, 2) + f(x), f(x))"},
                "Eq(f(x), C1*sin(x) + C2*cos(x))",
            ),
            ("sympy", {"expr": "simplify((x**2 - 1)/(x - 1) - (x + 1)) == 0"}, "True"),
        ],
    )
    stale = "x**2*(x*cos(x) + 3*sin(x))"
    yield (
        "sympy",
        "sympy-fail-1",
        "Compute: the derivative of x³ sin x, ∫ 1/(1+x²) dx, the roots of x³−6x²+11x−6, and "
        "the Taylor series of ln(1+x) to x⁴.",
        False,
        [
            ("sympy", {"expr": "simplify(diff(x**3*sin(x), x))"}, stale),
            ("sympy", {"expr": "integrate(1/(1 + x**2), x)"}, stale),
            ("sympy", {"expr": "solve(x**3 - 6*x**2 + 11*x - 6, x)"}, stale),
            ("sympy", {"expr": "roots(Poly(x**3 - 6*x**2 + 11*x - 6, x))"}, stale),
            ("sympy", {"expr": "series(log(1 + x), x, 0, 5)"}, stale),
            ("sympy", {"expr": "atan(1)"}, stale),
        ],
    )


# --------------------------------------------------------------------------- proof-server


def proof_server() -> Iterator[Run]:
    yield (
        "proof-server",
        "coq-ok-1",
        "In Coq, prove that n + 0 = n for every natural number n, then that addition is "
        "commutative, using the first lemma.",
        True,
        [
            (
                "coq_exec",
                {"sentences": "Theorem add_0_r : forall n : nat, n + 0 = n."},
                "1 goal\n  \n  ============================\n  forall n : nat, n + 0 = n",
            ),
            (
                "coq_exec",
                {"sentences": "Proof. intros n. induction n as [| n' IHn']."},
                "2 goals\n  \n  ============================\n  0 + 0 = 0\n\ngoal 2 is:\n "
                "S n' + 0 = S n'",
            ),
            (
                "coq_exec",
                {"sentences": "- reflexivity."},
                "This subproof is complete, but there are some unfocused goals.\nFocus next "
                "goal with bullet -.\n\n1 goal\n\ngoal 1 is:\n S n' + 0 = S n'",
            ),
            (
                "coq_exec",
                {"sentences": "- simpl. rewrite IHn."},
                "Error: The reference IHn was not found in the current environment.",
            ),
            (
                "coq_exec",
                {"sentences": "- simpl. rewrite IHn'."},
                "1 goal\n  \n  n' : nat\n  IHn' : n' + 0 = n'\n  ============================\n"
                "  S n' = S n'",
            ),
            ("coq_exec", {"sentences": "reflexivity."}, "No more goals."),
            ("coq_exec", {"sentences": "Qed."}, "add_0_r is defined"),
            (
                "coq_exec",
                {
                    "sentences": "Theorem add_comm' : forall n m : nat, n + m = m + n.\nProof. "
                    "intros n m. induction n as [| n' IHn']; simpl."
                },
                "2 goals\n  \n  m : nat\n  ============================\n  m = m + 0\n\ngoal 2 "
                "is:\n S (n' + m) = m + S n'",
            ),
            (
                "coq_exec",
                {"sentences": "- rewrite add_0_r. reflexivity.\n- rewrite IHn'. reflexivity."},
                'Error: Unable to unify "S (m + n\')" with "m + S n\'".',
            ),
            (
                "coq_exec",
                {"sentences": "- rewrite IHn'. rewrite plus_n_Sm. reflexivity."},
                "No more goals.",
            ),
            ("coq_exec", {"sentences": "Qed."}, "add_comm' is defined"),
        ],
    )
    gone = (
        'FAILED {"kind":"error","message":"No session \\"6f0d2a94-51c3-4be0-9d6e-0b8e7f1c2a11\\""}'
    )
    theories = ["Scratch", "Scratch", "Sorting_Lemmas", "Scratch", "Scratch"]
    yield (
        "proof-server",
        "isabelle-fail-1",
        "Check with Isabelle that the insertion sort in Sorting_Lemmas.thy is proved correct "
        "(sorted output, same multiset) and report any failed proofs.",
        False,
        [
            (
                "isabelle_use_theories",
                {"session_id": "6f0d2a94-51c3-4be0-9d6e-0b8e7f1c2a11", "theories": ["Scratch"]},
                'FINISHED {"ok":true,"errors":[],"nodes":[{"node_name":"/work/thy/Scratch.thy",'
                '"theory_name":"Draft.Scratch","status":{"ok":true,"total":14,"unprocessed":0,'
                '"running":0,"warned":0,"failed":0,"finished":14,"canceled":false,'
                '"consolidated":true,"percentage":100},"messages":[]}]}',
            ),
        ]
        + [
            (
                "isabelle_use_theories",
                {"session_id": "6f0d2a94-51c3-4be0-9d6e-0b8e7f1c2a11", "theories": [t]},
                gone,
            )
            for t in theories
        ],
    )


# --------------------------------------------------------------------------- sat


def sat() -> Iterator[Run]:
    def kissat(status: str, model: list[int] | None, secs: str, conflicts: int) -> str:
        out = [
            "c ---- [ banner ] ----",
            "c Kissat SAT Solver 3.1.1",
            f"c conflicts: {conflicts:>12}",
            f"c process-time: {secs:>9} seconds",
            f"s {status}",
        ]
        if model:
            lits = [str(v) for v in model] + ["0"]
            for i in range(0, len(lits), 12):
                out.append("v " + " ".join(lits[i : i + 12]))
        return "\n".join(out)

    def model(true_vars: list[int], n: int) -> list[int]:
        return [v if v in true_vars else -v for v in range(1, n + 1)]

    yield (
        "sat",
        "sat-ok-1",
        "Our 9 exams conflict as in conflicts.txt. Can they fit in 4 time slots? If not, give "
        "a 5-slot timetable, then one where exam 1 (Algebra) is not in slot 1, and say "
        "whether exam 1 and exam 9 can share a slot.",
        True,
        [
            ("sat_solve", {"dimacs": "exams_k4.cnf"}, kissat("UNSATISFIABLE", None, "0.02", 1184)),
            (
                "sat_solve",
                {"dimacs": "exams_k5.cnf"},
                kissat("SATISFIABLE", model([1, 7, 13, 19, 25, 26, 32, 38, 44], 45), "0.01", 212),
            ),
            (
                "sat_solve",
                {"dimacs": "exams_k5_not_e1s1.cnf"},
                kissat("SATISFIABLE", model([2, 6, 14, 20, 21, 27, 33, 39, 45], 45), "0.01", 240),
            ),
            (
                "sat_solve",
                {"dimacs": "exams_k5_e1_e9_same.cnf"},
                kissat("UNSATISFIABLE", None, "0.01", 307),
            ),
            (
                "sat_solve",
                {"dimacs": "exams_k5_block_first.cnf"},
                kissat("SATISFIABLE", model([3, 9, 11, 17, 24, 28, 31, 40, 42], 45), "0.01", 198),
            ),
        ],
    )


# --------------------------------------------------------------------------- units


def units() -> Iterator[Run]:
    yield (
        "units",
        "units-ok-1",
        "Convert the spec sheet for the EU datasheet: 12.5 psi (kPa), 350 °F (°C), 3/8 inch "
        "(mm), 1.2 US gallons (L), 15 ft·lbf (N·m), max load 40 kg expressed as a force in N, "
        "and 0.75 hp (kW).",
        True,
        [
            (
                "convert_units",
                {"value": 12.5, "from": "psi", "to": "kPa"},
                "12.5 pound_force_per_square_inch = 86.18446 kilopascal",
            ),
            (
                "convert_units",
                {"value": 350, "from": "degF", "to": "degC"},
                "350 degree_Fahrenheit = 176.6667 degree_Celsius",
            ),
            (
                "convert_units",
                {"value": 0.375, "from": "inch", "to": "mm"},
                "0.375 inch = 9.525 millimeter",
            ),
            (
                "convert_units",
                {"value": 1.2, "from": "gallon", "to": "liter"},
                "1.2 gallon = 4.542494 liter",
            ),
            (
                "convert_units",
                {"value": 15, "from": "foot * force_pound", "to": "newton * meter"},
                "15 foot * force_pound = 20.33727 meter * newton",
            ),
            (
                "convert_units",
                {"value": 40, "from": "kg", "to": "N"},
                "Cannot convert from 'kilogram' ([mass]) to 'newton' ([length] * [mass] / [time] "
                "** 2)",
            ),
            (
                "convert_units",
                {"value": 40, "from": "kilogram_force", "to": "N"},
                "40 kilogram_force = 392.266 newton",
            ),
            (
                "convert_units",
                {"value": 0.75, "from": "hp", "to": "kW"},
                "0.75 horsepower = 0.5592749 kilowatt",
            ),
        ],
    )
    quota = jp(
        {
            "error": {
                "code": 429,
                "status": "RESOURCE_EXHAUSTED",
                "message": "Monthly request quota of 1000 exceeded for key ****a91c. "
                "Quota resets 2025-04-01T00:00:00Z.",
            }
        }
    )
    yield (
        "units",
        "units-fail-1",
        "For the shipping form, convert 18 lb to kg, 42 x 30 x 12 inches to cm, and 5 US fl "
        "oz to mL.",
        False,
        [
            ("convert_units", {"value": 18, "from": "lb", "to": "kg"}, quota),
            ("convert_units", {"value": 42, "from": "inch", "to": "cm"}, quota),
            ("convert_units", {"value": 30, "from": "inch", "to": "cm"}, quota),
            ("convert_units", {"value": 12, "from": "in", "to": "centimeter"}, quota),
            ("convert_units", {"value": 5, "from": "fluid_ounce", "to": "mL"}, quota),
        ],
    )


# --------------------------------------------------------------------------- pydantic-ai

FIX_IT = "\n\nFix the errors and try again."


def pydantic_ai() -> Iterator[Run]:
    missing = [
        {
            "type": "missing",
            "loc": ["tracking_number"],
            "msg": "Field required",
            "input": {"order_id": "A-1042"},
        }
    ]
    yield (
        "pydantic-ai",
        "pai-ok-1",
        "Customer C-2291 asks: what is the status of my last three orders, and when will the "
        "delayed one arrive? Open a ticket if a shipment is late.",
        True,
        [
            (
                "get_customer",
                {"customer_id": "C-2291"},
                js(
                    {
                        "id": "C-2291",
                        "name": "Priya Natarajan",
                        "tier": "gold",
                        "email": "priya.n@example.com",
                        "since": "2021-06-14",
                    }
                ),
            ),
            (
                "list_orders",
                {"customer_id": "C-2291", "limit": 3},
                js(
                    [
                        {
                            "order_id": "A-1051",
                            "placed": "2025-03-02",
                            "status": "delivered",
                            "total": "54.90",
                        },
                        {
                            "order_id": "A-1047",
                            "placed": "2025-02-27",
                            "status": "shipped",
                            "tracking_number": "1Z999AA10123456784",
                            "total": "129.00",
                        },
                        {
                            "order_id": "A-1042",
                            "placed": "2025-02-21",
                            "status": "shipped",
                            "tracking_number": "1Z999AA10198765431",
                            "total": "18.50",
                        },
                    ]
                ),
            ),
            (
                "get_shipment",
                {"order_id": "A-1042"},
                "1 validation errors: " + json.dumps(missing, indent=2) + FIX_IT,
            ),
            (
                "get_shipment",
                {"tracking_number": "1Z999AA10198765431"},
                js(
                    {
                        "tracking_number": "1Z999AA10198765431",
                        "carrier": "UPS",
                        "status": "exception",
                        "last_scan": "2025-02-26T18:02:00-05:00",
                        "last_location": "Louisville, KY",
                        "exception": "Delayed: address correction required",
                        "estimated_delivery": None,
                    }
                ),
            ),
            (
                "get_shipment",
                {"tracking_number": "1Z999AA10123456784"},
                js(
                    {
                        "tracking_number": "1Z999AA10123456784",
                        "carrier": "UPS",
                        "status": "in_transit",
                        "last_scan": "2025-03-04T06:41:00-05:00",
                        "last_location": "Secaucus, NJ",
                        "exception": None,
                        "estimated_delivery": "2025-03-06",
                    }
                ),
            ),
            (
                "get_address_on_file",
                {"customer_id": "C-2291"},
                js(
                    {
                        "line1": "48 Orchard St Apt 3",
                        "city": "New York",
                        "state": "NY",
                        "zip": "10002",
                        "verified": False,
                    }
                ),
            ),
            ("create_ticket", {"order_id": "A-1042", "reason": "address correction"}, "T-88012"),
        ],
    )
    retry = "Inventory service did not respond within 10s; try again." + FIX_IT
    yield (
        "pydantic-ai",
        "pai-fail-1",
        "Are the trail runners (SKU TR-2208) in stock in sizes 9, 9.5 and 10 at the Denver "
        "store or the warehouse?",
        False,
        [
            ("check_stock", {"sku": "TR-2208", "size": "9", "location": "denver"}, retry),
            ("check_stock", {"sku": "TR-2208", "size": "9.5", "location": "denver"}, retry),
            ("check_stock", {"sku": "TR-2208", "size": "10", "location": "denver"}, retry),
            ("check_stock", {"sku": "TR-2208", "size": "9", "location": "warehouse"}, retry),
            ("check_stock", {"sku": "TR-2208", "location": "warehouse"}, retry),
        ],
    )


# --------------------------------------------------------------------------- google-adk


def google_adk() -> Iterator[Run]:
    yield (
        "google-adk",
        "adk-ok-1",
        "Ticket IT-5521: Joyce Okafor can't sign in to the VPN on her new laptop. Find out "
        "why and fix what you can.",
        True,
        [
            (
                "get_ticket",
                {"ticket_id": "IT-5521"},
                jp(
                    {
                        "status": "success",
                        "ticket": {
                            "id": "IT-5521",
                            "requester": "joyce.okafor",
                            "opened": "2025-03-10T08:12Z",
                            "summary": "VPN: 'certificate not trusted' on new laptop",
                            "device": "LT-7731",
                        },
                    }
                ),
            ),
            (
                "get_device",
                {"asset_tag": "LT-7731"},
                jp(
                    {
                        "status": "success",
                        "device": {
                            "asset_tag": "LT-7731",
                            "model": "ThinkPad T14 Gen 5",
                            "os": "Windows 11 23H2",
                            "enrolled": True,
                            "compliance": "non-compliant",
                            "missing_profiles": ["Corp-Root-CA-2024", "AlwaysOn-VPN"],
                            "last_checkin": "2025-03-10T07:58Z",
                        },
                    }
                ),
            ),
            (
                "search_kb",
                {"query": "VPN certificate not trusted missing Corp-Root-CA profile"},
                jp(
                    {
                        "status": "success",
                        "articles": [
                            {
                                "id": "KB0142",
                                "title": "VPN error 'certificate not trusted'",
                                "snippet": "Occurs when the Corp-Root-CA-2024 profile has not been "
                                "pushed. Re-sync the device from Intune; profiles arrive within "
                                "15 minutes.",
                            },
                            {
                                "id": "KB0098",
                                "title": "Forcing an Intune sync",
                                "snippet": "Use 'Sync' on the device page or the sync_device "
                                "action.",
                            },
                        ],
                    }
                ),
            ),
            ("check_license", {"user": "joyce.okafor", "sku": "INTUNE_A"}, jp({"result": True})),
            (
                "sync_device",
                {"asset_tag": "LT-7731"},
                jp({"status": "success", "message": "Sync requested for LT-7731"}),
            ),
            (
                "get_device",
                {"asset_tag": "LT-7731"},
                jp(
                    {
                        "status": "success",
                        "device": {
                            "asset_tag": "LT-7731",
                            "model": "ThinkPad T14 Gen 5",
                            "os": "Windows 11 23H2",
                            "enrolled": True,
                            "compliance": "compliant",
                            "missing_profiles": [],
                            "last_checkin": "2025-03-10T08:31Z",
                        },
                    }
                ),
            ),
            (
                "add_ticket_note",
                {"ticket_id": "IT-5521", "note": "Profiles pushed after sync."},
                jp({"result": None}),
            ),
        ],
    )
    ceo = jp(
        {
            "status": "success",
            "employee": {
                "id": "E-1001",
                "name": "Aaron Abbott",
                "title": "Chief Executive Officer",
                "department": "Executive",
                "manager": None,
                "location": "Chicago HQ",
                "email": "aaron.abbott@northwind.example",
            },
        }
    )
    names = ["Marisol Vega", "Vega, Marisol", "Marisol", "M. Vega", "marisol.vega"]
    yield (
        "google-adk",
        "adk-fail-1",
        "Who is Marisol Vega's manager, and which office is she in? I need to send her equipment.",
        False,
        [("lookup_employee", {"name": n}, ceo) for n in names],
    )


# --------------------------------------------------------------------------- bedrock-agents


def kb_results(chunks: list[tuple[str, str, float]]) -> str:
    out = []
    for i, (text, doc, score) in enumerate(chunks):
        uri = f"s3://northwind-hr-kb/policies/{doc}"
        out.append(
            {
                "content": {"text": text, "type": "TEXT"},
                "location": {"type": "S3", "s3Location": {"uri": uri}},
                "metadata": {
                    "x-amz-bedrock-kb-source-uri": uri,
                    "x-amz-bedrock-kb-chunk-id": f"1%3A0%3A{doc[:6]}{i}",
                    "x-amz-bedrock-kb-data-source-id": "QWERTY1234",
                },
                "score": score,
            }
        )
    return js({"retrievalResults": out})


def lambda_reply(function: str, body: Any) -> str:
    text = body if isinstance(body, str) else js(body)
    return js(
        {
            "messageVersion": "1.0",
            "response": {
                "actionGroup": "hr-actions",
                "function": function,
                "functionResponse": {"responseBody": {"TEXT": {"body": text}}},
            },
        }
    )


def bedrock_agents() -> Iterator[Run]:
    yield (
        "bedrock-agents",
        "kb-ok-1",
        "Summarise Northwind's parental leave policy for Germany and the US: length, pay, "
        "eligibility, adoption, and how the phased return works.",
        True,
        [
            (
                "retrieve",
                {"knowledgeBaseId": "KB7H2Q", "text": "parental leave Germany duration pay"},
                kb_results(
                    [
                        (
                            "4.2 Germany. Employees are entitled to Elternzeit of up to 36 months "
                            "per "
                            "child under BEEG. Northwind tops up the statutory Elterngeld to 100% "
                            "of "
                            "net salary for the first 14 weeks.",
                            "parental-leave-2025.pdf",
                            0.7312,
                        ),
                        (
                            "4.2.1 Elternzeit must be requested in writing 7 weeks before it "
                            "starts "
                            "(13 weeks if taken after the child's third birthday).",
                            "parental-leave-2025.pdf",
                            0.6820,
                        ),
                    ]
                ),
            ),
            (
                "retrieve",
                {
                    "knowledgeBaseId": "KB7H2Q",
                    "text": "parental leave United States eligibility weeks paid",
                },
                kb_results(
                    [
                        (
                            "4.5 United States. Birthing and non-birthing parents receive 16 "
                            "weeks of "
                            "paid parental leave at full base pay, in addition to any short-term "
                            "disability for recovery.",
                            "parental-leave-2025.pdf",
                            0.7744,
                        ),
                        (
                            "4.5.2 Eligibility: employed for 90 days before the leave starts; "
                            "part-time employees receive pro-rated pay.",
                            "parental-leave-2025.pdf",
                            0.7016,
                        ),
                    ]
                ),
            ),
            (
                "retrieve",
                {"knowledgeBaseId": "KB7H2Q", "text": "adoption foster placement leave"},
                kb_results(
                    [
                        (
                            "4.7 Adoption and foster placement. Leave starts from the placement "
                            "date "
                            "and follows the same length and pay as 4.2 and 4.5; a child up to "
                            "age 18 "
                            "qualifies.",
                            "parental-leave-2025.pdf",
                            0.6931,
                        ),
                        (
                            "2.3 Bereavement leave: 10 days for an immediate family member.",
                            "leave-overview.pdf",
                            0.4102,
                        ),
                    ]
                ),
            ),
            (
                "retrieve",
                {"knowledgeBaseId": "KB7H2Q", "text": "phased return to work after parental leave"},
                kb_results(
                    [
                        (
                            "4.9 Phased return. For the first 4 weeks back, employees may work "
                            "60% of "
                            "contracted hours at full pay; arrange with your manager 2 weeks "
                            "ahead.",
                            "parental-leave-2025.pdf",
                            0.7558,
                        ),
                        (
                            "Managers FAQ: Q. Can a phased return be split? A. Yes, into two "
                            "blocks "
                            "within 6 months of return.",
                            "manager-faq.pdf",
                            0.5817,
                        ),
                    ]
                ),
            ),
            (
                "retrieve",
                {
                    "knowledgeBaseId": "KB7H2Q",
                    "text": "parental leave Germany part-time during Elternzeit Teilzeit",
                },
                kb_results(
                    [
                        (
                            "4.2.3 Part-time work of up to 32 hours a week is allowed during "
                            "Elternzeit; the top-up is then paid pro rata.",
                            "parental-leave-2025.pdf",
                            0.7105,
                        ),
                    ]
                ),
            ),
        ],
    )
    yield (
        "bedrock-agents",
        "rc-ok-1",
        "Book three days off for employee E-2231 around the Easter holidays if her balance "
        "allows, avoiding company holidays, and tell me what is left.",
        True,
        [
            (
                "get_pto_balance",
                {"employee_id": "E-2231"},
                lambda_reply(
                    "get_pto_balance",
                    {
                        "employee_id": "E-2231",
                        "available_days": 11.5,
                        "pending_days": 2,
                        "year": 2025,
                    },
                ),
            ),
            (
                "list_holidays",
                {"country": "DE", "from": "2025-04-14", "to": "2025-04-25"},
                lambda_reply(
                    "list_holidays",
                    [
                        {"date": "2025-04-18", "name": "Karfreitag"},
                        {"date": "2025-04-21", "name": "Ostermontag"},
                    ],
                ),
            ),
            (
                "list_pto_requests",
                {"employee_id": "E-2231", "status": "pending"},
                lambda_reply(
                    "list_pto_requests",
                    [{"id": "PTO-7781", "from": "2025-05-29", "to": "2025-05-30", "days": 2}],
                ),
            ),
            (
                "submit_pto_request",
                {"employee_id": "E-2231", "from": "2025-04-22", "to": "2025-04-24"},
                lambda_reply(
                    "submit_pto_request",
                    "PTO request PTO-7802 submitted for 3 days (2025-04-22 to "
                    "2025-04-24); awaiting manager approval.",
                ),
            ),
            (
                "get_pto_balance",
                {"employee_id": "E-2231"},
                lambda_reply(
                    "get_pto_balance",
                    {
                        "employee_id": "E-2231",
                        "available_days": 11.5,
                        "pending_days": 5,
                        "year": 2025,
                    },
                ),
            ),
        ],
    )
    cover = kb_results(
        [
            (
                "NORTHWIND TRADERS — EMPLOYEE HANDBOOK 2025. Internal use only. Contents: 1 "
                "Welcome "
                "2 Working time 3 Pay 4 Leave 5 Expenses 6 Conduct 7 IT and security 8 Leaving",
                "handbook-2025.pdf",
                0.4127,
            ),
        ]
    )
    queries = [
        "expense claim deadline receipts",
        "how many days to submit expenses",
        "travel expenses per diem Germany",
        "mileage reimbursement rate car",
        "expense report approval limit manager",
    ]
    yield (
        "bedrock-agents",
        "kb-fail-1",
        "What's the deadline for submitting expense claims, and what per diem and mileage "
        "rates apply for a business trip within Germany?",
        False,
        [("retrieve", {"knowledgeBaseId": "KB7H2Q", "text": q}, cover) for q in queries],
    )


# --------------------------------------------------------------------------- vercel-ai


def vercel_ai() -> Iterator[Run]:
    days = [
        "2025-03-03",
        "2025-03-04",
        "2025-03-05",
        "2025-03-06",
        "2025-03-07",
        "2025-03-08",
        "2025-03-09",
    ]
    this_week = [41230, 38810, 40150, 44990, 52310, 61870, 57020]
    last_week = [39870, 40220, 38490, 42110, 49950, 58760, 55130]
    yield (
        "vercel-ai",
        "vercel-ok-1",
        "Weekly store digest: revenue by day vs last week, top 5 products, refunds, and any "
        "product about to run out. Schedule it for Mondays.",
        True,
        [
            (
                "getSalesByDay",
                {"from": days[0], "to": days[-1]},
                js(
                    {
                        "currency": "USD",
                        "days": [
                            {"date": d, "revenue": r, "orders": r // 47}
                            for d, r in zip(days, this_week, strict=True)
                        ],
                    }
                ),
            ),
            (
                "getSalesByDay",
                {"from": "2025-02-24", "to": "2025-03-02"},
                js(
                    {
                        "currency": "USD",
                        "days": [
                            {
                                "date": f"2025-02-{24 + i}" if i < 5 else f"2025-03-0{i - 4}",
                                "revenue": r,
                                "orders": r // 46,
                            }
                            for i, r in enumerate(last_week)
                        ],
                    }
                ),
            ),
            (
                "getTopProducts",
                {"from": days[0], "to": days[-1], "limit": 5},
                js(
                    [
                        {"sku": "MUG-STONE-12", "name": "Stoneware mug 12oz", "units": 812},
                        {"sku": "TEE-ORG-M", "name": "Organic tee (M)", "units": 640},
                        {"sku": "BTL-STEEL-750", "name": "Steel bottle 750ml", "units": 512},
                        {"sku": "TOTE-CANVAS", "name": "Canvas tote", "units": 498},
                        {"sku": "CAP-WOOL", "name": "Wool cap", "units": 377},
                    ]
                ),
            ),
            ("getRefunds", {"from": days[0], "to": days[-1]}, js({"refunds": [], "total": 0})),
            (
                "getInventory",
                {"skus": ["MUG-STONE-12", "TEE-ORG-M", "BTL-STEEL-750", "TOTE-CANVAS", "CAP-WOOL"]},
                js(
                    [
                        {"sku": "MUG-STONE-12", "onHand": 96, "daysOfCover": 0.8},
                        {"sku": "TEE-ORG-M", "onHand": 1420, "daysOfCover": 15.5},
                        {"sku": "BTL-STEEL-750", "onHand": 388, "daysOfCover": 5.3},
                        {"sku": "TOTE-CANVAS", "onHand": 2010, "daysOfCover": 28.2},
                        {"sku": "CAP-WOOL", "onHand": 41, "daysOfCover": 0.8},
                    ]
                ),
            ),
            (
                "scheduleReport",
                {"cron": "0 8 * * 1", "name": "weekly-digest"},
                js({"scheduled": True, "id": "rep_19", "nextRun": "2025-03-17T08:00:00Z"}),
            ),
        ],
    )
    yield (
        "vercel-ai",
        "mastra-ok-1",
        "Find me 2-bedroom flats to rent in Leith under £1,400 a month, show the two best, "
        "and work out the total first-month cost (rent + deposit) for each.",
        True,
        [
            (
                "searchListings",
                {"area": "Leith, Edinburgh", "bedrooms": 2, "maxRent": 1400},
                js(
                    {
                        "total": 4,
                        "results": [
                            {
                                "id": "L-5531",
                                "title": "2 bed flat, Constitution St",
                                "rent": 1325,
                                "epc": "C",
                                "furnished": True,
                            },
                            {
                                "id": "L-5540",
                                "title": "2 bed flat, Great Junction St",
                                "rent": 1195,
                                "epc": "D",
                                "furnished": False,
                            },
                            {
                                "id": "L-5562",
                                "title": "2 bed flat, Ocean Drive",
                                "rent": 1395,
                                "epc": "B",
                                "furnished": True,
                            },
                            {
                                "id": "L-5579",
                                "title": "2 bed flat, Leith Walk",
                                "rent": 1250,
                                "epc": "C",
                                "furnished": True,
                            },
                        ],
                    }
                ),
            ),
            (
                "getListing",
                {"id": "L-5562"},
                js(
                    {
                        "id": "L-5562",
                        "rent": 1395,
                        "deposit": 1395,
                        "available": "2025-04-01",
                        "features": ["balcony", "parking", "lift"],
                        "councilTaxBand": "D",
                    }
                ),
            ),
            (
                "getListing",
                {"id": "L-5579"},
                js(
                    {
                        "id": "L-5579",
                        "rent": 1250,
                        "deposit": 1500,
                        "available": "2025-03-20",
                        "features": ["bay window", "shared garden"],
                        "councilTaxBand": "C",
                    }
                ),
            ),
            (
                "getListing",
                {"id": "L-5531"},
                js(
                    {
                        "id": "L-5531",
                        "rent": 1325,
                        "deposit": 1325,
                        "available": "2025-05-01",
                        "features": ["period features"],
                        "councilTaxBand": "C",
                        "note": "HMO licence pending",
                    }
                ),
            ),
            ("calculate", {"expression": "1395 + 1395"}, js({"result": 2790})),
            ("calculate", {"expression": "1250 + 1500"}, js({"result": 2750})),
        ],
    )


# --------------------------------------------------------------------------- letta


def letta_ret(message: str, time: str) -> str:
    return jp({"status": "OK", "message": message, "time": f"2025-03-12 {time} PM PDT-0700"})


def letta() -> Iterator[Run]:
    arch = [
        "timestamp: 2025-01-18 07:41:02 PM PST-0800, memory: Sister Anjali's wedding is on "
        "14 June 2025 in Jaipur; user is a bridesmaid and needs a lehenga fitting in May.",
        "timestamp: 2025-02-02 09:12:55 AM PST-0800, memory: User is vegetarian and allergic "
        "to cashews (carries an EpiPen).",
        "timestamp: 2025-02-20 06:03:17 PM PST-0800, memory: Wedding: mehndi on 12 June, "
        "sangeet 13 June; user is flying SFO-DEL on 8 June.",
        "timestamp: 2024-11-05 08:30:41 PM PST-0800, memory: User avoids dairy after 8 pm "
        "(sleep), not for allergy reasons.",
    ]
    yield (
        "letta",
        "letta-ok-1",
        "What did I tell you about my sister's wedding plans and my dietary restrictions? "
        "Put the key dates in your core memory.",
        True,
        [
            (
                "archival_memory_search",
                {"query": "sister wedding", "page": 0},
                letta_ret(
                    "Showing 2 of 3 results (page 0/1): " + jp(arch[0:1] + arch[2:3]), "04:12:09"
                ),
            ),
            (
                "archival_memory_search",
                {"query": "sister wedding", "page": 1},
                letta_ret(
                    "Showing 1 of 3 results (page 1/1): "
                    + jp(
                        [
                            "timestamp: 2025-03-01 10:40:13 AM PST-0800, memory: Asked for gift "
                            "ideas "
                            "for Anjali and Rohan; settled on a hand-painted tea set."
                        ]
                    ),
                    "04:12:15",
                ),
            ),
            (
                "archival_memory_search",
                {"query": "diet allergy food", "page": 0},
                letta_ret(
                    "Showing 2 of 2 results (page 0/0): " + jp([arch[1], arch[3]]), "04:12:22"
                ),
            ),
            (
                "conversation_search",
                {"query": "cashew", "page": 0},
                letta_ret(
                    "Showing 1 of 1 results (page 0/0): "
                    + jp(
                        [
                            "timestamp: 2025-02-02 09:11:40 AM PST-0800, user - btw I'm allergic "
                            "to "
                            "cashews so no kaju katli for me at the wedding 😅"
                        ]
                    ),
                    "04:12:30",
                ),
            ),
            (
                "archival_memory_search",
                {"query": "wedding hotel booking Jaipur", "page": 0},
                letta_ret("No results found.", "04:12:37"),
            ),
            (
                "core_memory_append",
                {
                    "label": "human",
                    "content": "Sister Anjali's wedding: "
                    "mehndi 12 Jun, sangeet 13 Jun, wedding 14 Jun 2025 (Jaipur)"
                    "; flies SFO-DEL 8 Jun. Vegetarian; cashew allergy.",
                },
                letta_ret("None", "04:12:44"),
            ),
            ("send_message", {"message": "Here's what I have: ..."}, letta_ret("None", "04:12:49")),
        ],
    )
    none = "No results found."
    queries = [
        "marathon training plan",
        "half marathon",
        "running schedule long run",
        "knee injury physio",
        "race date",
    ]
    calls: list[Call] = [
        (
            "conversation_search",
            {"query": "marathon", "page": 0},
            letta_ret(
                "Showing 1 of 1 results (page 0/0): "
                + jp(
                    [
                        "timestamp: 2025-03-12 03:58:10 PM PDT-0700, user - can you pull up the "
                        "training "
                        "plan we made for the Big Sur marathon?"
                    ]
                ),
                "04:01:02",
            ),
        ),
    ]
    calls += [
        (
            "archival_memory_search",
            {"query": q, "page": 0},
            letta_ret(none, f"04:01:{10 + 7 * i:02d}"),
        )
        for i, q in enumerate(queries)
    ]
    yield (
        "letta",
        "letta-fail-1",
        "Pull up the marathon training plan we worked out in January and tell me what this "
        "week's long run is.",
        False,
        calls,
    )


# --------------------------------------------------------------------------- llamaindex


def llamaindex() -> Iterator[Run]:
    yield (
        "llamaindex",
        "llama-ok-1",
        "From the 2023 10-Ks: compare Tesla's and Rivian's revenue, gross margin and R&D "
        "spend, and compute Tesla's revenue as a multiple of Rivian's.",
        True,
        [
            (
                "tesla_10k",
                {"input": "Total revenues in fiscal 2023"},
                "Tesla's total revenues were $96,773 million in 2023, up 19% from $81,462 million "
                "in 2022.",
            ),
            (
                "rivian_10k",
                {"input": "Total revenues in fiscal 2023"},
                "Rivian reported total revenues of $4,434 million for 2023, compared with $1,658 "
                "million in 2022.",
            ),
            (
                "tesla_10k",
                {"input": "Total gross margin 2023"},
                "Total gross margin was 18.2% in 2023, down from 25.6% in 2022, mainly due to "
                "price reductions.",
            ),
            (
                "rivian_10k",
                {"input": "Gross profit 2023"},
                "Rivian's gross profit was negative: a gross loss of $(2,030) million in 2023, "
                "versus $(3,123) million in 2022.",
            ),
            (
                "tesla_10k",
                {"input": "Research and development expense 2023"},
                "Research and development expenses were $3,969 million in 2023.",
            ),
            (
                "rivian_10k",
                {"input": "Research and development expense 2023"},
                "R&D expense was $1,995 million in 2023, including $347 million of stock-based "
                "compensation.",
            ),
            ("divide", {"a": 96773, "b": 4434}, "21.825214253495714"),
        ],
    )
    yield (
        "llamaindex",
        "llama-fail-1",
        "Using the board minutes, when did the board approve the Lisbon office lease and "
        "what was the approved budget?",
        False,
        [
            ("board_minutes", {"input": "Lisbon office lease approval"}, "Empty Response"),
            ("board_minutes", {"input": "Lisbon lease"}, "Empty Response"),
            ("board_minutes", {"input": "approval of new office in Portugal"}, "Empty Response"),
            ("board_minutes", {"input": "office lease budget approved 2024"}, "Empty Response"),
            ("board_minutes", {"input": "real estate resolutions"}, "Empty Response"),
        ],
    )


# --------------------------------------------------------------------------- power-automate


def connector(status: int, body: Any, request_id: str) -> str:
    headers = {
        "x-ms-request-id": request_id,
        "Content-Type": "application/json; odata.metadata=minimal",
    }
    return js({"statusCode": status, "headers": headers, "body": body})


def power_automate() -> Iterator[Run]:
    items = [
        {
            "ID": 1043,
            "Title": "PR-1043 Lab centrifuge",
            "Amount": 12800,
            "Status": "Open",
            "Requester": "L. Moreau",
        },
        {
            "ID": 1047,
            "Title": "PR-1047 Conference sponsorship",
            "Amount": 7500,
            "Status": "Open",
            "Requester": "D. Chen",
        },
        {
            "ID": 1052,
            "Title": "PR-1052 Laptops (x4)",
            "Amount": 6120,
            "Status": "Open",
            "Requester": "S. Ortiz",
        },
    ]
    yield (
        "power-automate",
        "pa-ok-1",
        "List the open purchase requests over $5,000 in the Procurement list, email finance a "
        "summary, then request approval for PR-1043 from the budget owner and tell me the "
        "outcome.",
        True,
        [
            (
                "SharePoint: Get items",
                {
                    "site": "https://contoso.sharepoint.com/sites/procurement",
                    "list": "Purchase Requests",
                    "filter": "Status eq 'Open' and Amount gt 5000",
                },
                connector(200, {"value": items}, "8f2a71c0-5d1e-4a8e-9b0a-2f31c7e9d001"),
            ),
            (
                "SharePoint: Get item",
                {
                    "site": "https://contoso.sharepoint.com/sites/procurement",
                    "list": "Purchase Requests",
                    "id": 1043,
                },
                connector(
                    200,
                    {
                        **items[0],
                        "BudgetOwner": "maria.lopez@contoso.com",
                        "CostCenter": "CC-410",
                        "Justification": "Replace failed unit",
                    },
                    "8f2a71c0-5d1e-4a8e-9b0a-2f31c7e9d002",
                ),
            ),
            (
                "Office 365 Outlook: Send an email (V2)",
                {"To": "finance@contoso.com", "Subject": "Open PRs over $5k"},
                connector(200, "", "8f2a71c0-5d1e-4a8e-9b0a-2f31c7e9d003"),
            ),
            (
                "Approvals: Start and wait for an approval",
                {
                    "approvalType": "Basic",
                    "title": "PR-1043 Lab centrifuge $12,800",
                    "assignedTo": "maria.lopez@contoso.com",
                },
                connector(
                    200,
                    {
                        "outcome": "Approve",
                        "responses": [
                            {
                                "responder": {"email": "maria.lopez@contoso.com"},
                                "approverResponse": "Approve",
                                "comments": "OK from CC-410 capex",
                                "responseDate": "2025-03-12T15:22:41Z",
                            }
                        ],
                        "name": "a7c1f0e2-9d4b-4c1e-8f6a-3e2d1c0b9a87",
                    },
                    "8f2a71c0-5d1e-4a8e-9b0a-2f31c7e9d004",
                ),
            ),
            (
                "SharePoint: Update item",
                {"list": "Purchase Requests", "id": 1043, "Status": "Approved"},
                connector(
                    200, {**items[0], "Status": "Approved"}, "8f2a71c0-5d1e-4a8e-9b0a-2f31c7e9d005"
                ),
            ),
        ],
    )
    ctx = "https://orgsandbox7.crm4.dynamics.com/api/data/v9.2/$metadata#accounts(name,accountid)"
    names = ["Fabrikam", "Fabrikam Inc", "Fabrikam, Inc.", "fabrikam", "Fabrikam Ltd"]
    yield (
        "power-automate",
        "pa-fail-1",
        "What's the credit limit and primary contact on the Fabrikam account in Dataverse?",
        False,
        [
            (
                "Dataverse: List rows",
                {
                    "table": "accounts",
                    "select": "name,accountid,creditlimit",
                    "filter": f"contains(name,'{n}')",
                },
                connector(
                    200,
                    {"@odata.context": ctx, "value": []},
                    f"c41d0b9e-77a2-4f0d-a1e3-5b9c2d7e1f0{i}",
                ),
            )
            for i, n in enumerate(names)
        ],
    )


# --------------------------------------------------------------------------- lowcode


def dify(text: str, data: Any) -> str:
    return jp({"text": text, "files": [], "json": [data]})


def lowcode() -> Iterator[Run]:
    yield (
        "lowcode",
        "dify-ok-1",
        "Which customer invoices are more than 30 days overdue, and what's the status of "
        "INV/2025/0117? Send a reminder for the oldest one.",
        True,
        [
            (
                "odoo_list_overdue",
                {"days": 30},
                dify(
                    "3 invoices overdue > 30 days",
                    {
                        "invoices": [
                            {
                                "number": "INV/2025/0042",
                                "partner": "Bluebird Cafe",
                                "amount_due": 1840.0,
                                "due": "2025-01-20",
                            },
                            {
                                "number": "INV/2025/0063",
                                "partner": "Kestrel Print",
                                "amount_due": 615.5,
                                "due": "2025-01-31",
                            },
                            {
                                "number": "INV/2025/0079",
                                "partner": "Harbor Dental",
                                "amount_due": 2290.0,
                                "due": "2025-02-07",
                            },
                        ]
                    },
                ),
            ),
            (
                "odoo_get_invoice",
                {"number": "INV/2025/0117"},
                dify(
                    "",
                    {
                        "number": "INV/2025/0117",
                        "partner": "Moss & Fern",
                        "state": "posted",
                        "payment_state": "partial",
                        "amount_total": 980.0,
                        "amount_due": 480.0,
                        "due": "2025-03-15",
                    },
                ),
            ),
            (
                "odoo_get_invoice",
                {"number": "INV/2025/0042"},
                dify(
                    "",
                    {
                        "number": "INV/2025/0042",
                        "partner": "Bluebird Cafe",
                        "state": "posted",
                        "payment_state": "not_paid",
                        "amount_total": 1840.0,
                        "amount_due": 1840.0,
                        "due": "2025-01-20",
                        "reminders_sent": ["2025-02-03"],
                    },
                ),
            ),
            (
                "odoo_send_reminder",
                {"number": "INV/2025/0042", "template": "second_reminder"},
                dify("Reminder queued", {"mail_id": 55121}),
            ),
        ],
    )
    yield (
        "lowcode",
        "n8n-ok-1",
        "Find the Q1 planning docs in the team Drive, and pull the headcount numbers from "
        "the final one.",
        True,
        [
            (
                "Google Drive",
                {"operation": "search", "queryString": "Q1 planning"},
                js(
                    [
                        {
                            "id": "1aB9xQ",
                            "name": "Q1 planning - draft",
                            "mimeType": "application/vnd.google-apps.document",
                            "modifiedTime": "2025-01-06T10:02:11.000Z",
                        },
                        {
                            "id": "1cD4yR",
                            "name": "Q1 planning - FINAL",
                            "mimeType": "application/vnd.google-apps.document",
                            "modifiedTime": "2025-01-14T16:44:52.000Z",
                        },
                        {
                            "id": "1eF7zS",
                            "name": "Q1 planning budget.xlsx",
                            "mimeType": "application/vnd.openxmlformats-officedocument.spreadsheet"
                            "ml.sheet",
                            "modifiedTime": "2025-01-13T09:15:30.000Z",
                        },
                    ]
                ),
            ),
            (
                "Google Docs",
                {"operation": "get", "documentURL": "1cD4yR", "simple": True},
                js(
                    [
                        {
                            "documentId": "1cD4yR",
                            "content": "Q1 planning (FINAL)\n\n1. Goals\n"
                            "Ship self-serve onboarding; cut P1 backlog by half.\n\n2. Headcount\n"
                            "Engineering: 42 -> 47 (+3 backend, +2 mobile)\nDesign: 6 -> 6\n"
                            "Support: 18 -> 21 (+3 tier-1)\nTotal: 66 -> 74\n\n3. Risks\n"
                            "Hiring lead time ~9 weeks.",
                        }
                    ]
                ),
            ),
            (
                "Google Docs",
                {"operation": "get", "documentURL": "1aB9xQ", "simple": True},
                js(
                    [
                        {
                            "documentId": "1aB9xQ",
                            "content": "Q1 planning (draft)\n\n2. Headcount\n"
                            "Engineering: 42 -> 50?\nSupport: 18 -> 20\n(numbers TBD with finance)",
                        }
                    ]
                ),
            ),
        ],
    )


# --------------------------------------------------------------------------- browser-use


def bu(content: str | None = None, error: str | None = None, done: bool = False) -> str:
    success = True if done else None
    return (
        f"ActionResult(is_done={done}, success={success}, extracted_content={content!r}, "
        f"error={error!r}, include_in_memory=True)"
    )


def extracted(text: str) -> str:
    return f"📄  Extracted from page\n: {text}\n"


def browser_use() -> Iterator[Run]:
    first = jp(
        {
            "products": [
                {"name": "Samsung 990 EVO 2TB", "price": "$139.99", "rating": 4.7},
                {"name": "WD Black SN850X 2TB", "price": "$149.99", "rating": 4.8},
                {"name": "Crucial P3 Plus 2TB", "price": "$109.99", "rating": 4.6},
                {"name": "Kingston NV2 2TB", "price": "$99.99", "rating": 4.2},
                {"name": "Teamgroup MP44L 2TB", "price": "$104.99", "rating": 4.4},
            ]
        }
    )
    sorted_ = jp(
        {
            "products": [
                {"name": "Kingston NV2 2TB", "price": "$99.99", "rating": 4.2},
                {"name": "Teamgroup MP44L 2TB", "price": "$104.99", "rating": 4.4},
                {"name": "Crucial P3 Plus 2TB", "price": "$109.99", "rating": 4.6},
                {"name": "Lexar NM790 2TB", "price": "$112.49", "rating": 4.7},
            ]
        }
    )
    yield (
        "browser-use",
        "bu-ok-1",
        "On pcpartsdepot.com find the cheapest 2TB NVMe SSD rated at least 4.5 stars and note "
        "its exact model number.",
        True,
        [
            (
                "go_to_url",
                {"url": "https://www.pcpartsdepot.com"},
                bu("🔗  Navigated to https://www.pcpartsdepot.com"),
            ),
            (
                "input_text",
                {"index": 5, "text": "2TB NVMe SSD"},
                bu("⌨️  Input 2TB NVMe SSD into index 5"),
            ),
            ("click_element", {"index": 6}, bu("🖱️  Clicked button with index 6: Search")),
            (
                "extract_content",
                {"goal": "products with price and star rating"},
                bu(extracted(f"```json\n{first}\n```")),
            ),
            (
                "click_element",
                {"index": 31},
                bu(None, "Element with index 31 does not exist - retry or use alternative actions"),
            ),
            ("scroll_down", {}, bu("🔍  Scrolled down the page by one page")),
            (
                "click_element",
                {"index": 44},
                bu("🖱️  Clicked button with index 44: Sort: Price low to high"),
            ),
            (
                "extract_content",
                {"goal": "products with price and star rating"},
                bu(extracted(f"```json\n{sorted_}\n```")),
            ),
            (
                "click_element",
                {"index": 52},
                bu("🖱️  Clicked button with index 52: Crucial P3 Plus 2TB"),
            ),
            (
                "extract_content",
                {"goal": "model number, interface, rating count"},
                bu(
                    extracted(
                        "```json\n"
                        + jp(
                            {
                                "model": "CT2000P3PSSD8",
                                "interface": "PCIe 4.0 x4 NVMe",
                                "rating": 4.6,
                                "ratings": 3184,
                                "price": "$109.99",
                            }
                        )
                        + "\n```"
                    )
                ),
            ),
            (
                "done",
                {"text": "Crucial P3 Plus 2TB (CT2000P3PSSD8), $109.99, 4.6★", "success": True},
                bu("Crucial P3 Plus 2TB (CT2000P3PSSD8), $109.99, 4.6★", done=True),
            ),
        ],
    )
    wall = bu(
        extracted(
            "We value your privacy. We and our 842 partners store and access information on your "
            "device, such as cookies, and process personal data for personalised ads and content, "
            "ad and content measurement and audience insights. [Accept all] [Reject all] [Manage "
            "options]"
        )
    )
    yield (
        "browser-use",
        "bu-fail-1",
        "On the Lumen Daily news site, find today's three most-read articles and give me "
        "their headlines.",
        False,
        [
            (
                "go_to_url",
                {"url": "https://www.lumendaily.example"},
                bu("🔗  Navigated to https://www.lumendaily.example"),
            ),
            ("extract_content", {"goal": "most read articles headlines"}, wall),
            (
                "click_element",
                {"index": 3},
                bu(None, "Element with index 3 does not exist - retry or use alternative actions"),
            ),
            ("extract_content", {"goal": "most read list"}, wall),
            ("scroll_down", {}, bu("🔍  Scrolled down the page by one page")),
            ("extract_content", {"goal": "headlines on the page"}, wall),
            (
                "go_to_url",
                {"url": "https://www.lumendaily.example/most-read"},
                bu("🔗  Navigated to https://www.lumendaily.example/most-read"),
            ),
            ("extract_content", {"goal": "ranked list of most read articles"}, wall),
        ],
    )


# --------------------------------------------------------------------------- webarena


def tree(title: str, nodes: list[str]) -> str:
    body = "\n".join("\t" + n for n in nodes)
    return f"Tab 0 (current): {title}\n\n[1] RootWebArea '{title}' focused: True\n{body}"


MAGENTO_NAV = [
    "[178] link 'Magento Admin Panel'",
    "[201] link '\ue604 DASHBOARD'",
    "[204] link '\ue60b SALES'",
    "[207] link '\ue608 CATALOG'",
    "[210] link '\ue603 CUSTOMERS'",
]


def webarena() -> Iterator[Run]:
    yield (
        "webarena",
        "wa-ok-1",
        "In the shop admin, how many orders did Sarah Miller place in 2022, and what was the "
        "grand total of her most recent one?",
        True,
        [
            (
                "click",
                {"element_id": 204},
                tree(
                    "Dashboard / Magento Admin",
                    MAGENTO_NAV
                    + [
                        "[1187] link 'Orders'",
                        "[1190] link 'Invoices'",
                        "[1193] link 'Shipments'",
                        "[1196] link 'Credit Memos'",
                        "[1260] heading 'Dashboard'",
                        "[1302] StaticText 'Lifetime Sales'",
                        "[1303] StaticText '$0.00'",
                    ],
                ),
            ),
            (
                "click",
                {"element_id": 1187},
                tree(
                    "Orders / Operations / Sales / Magento Admin",
                    MAGENTO_NAV
                    + [
                        "[1402] heading 'Orders'",
                        "[1422] textbox 'Search by keyword'",
                        "[1425] button 'Search'",
                        "[1440] StaticText '308 records found'",
                        "[1466] columnheader 'Purchase Date'",
                        "[1468] columnheader 'Bill-to Name'",
                        "[1470] columnheader 'Grand Total (Purchased)'",
                        "[1502] row '000000308 Main Website Main Website Store Default Store View "
                        "Mar 11, 2023 Grace Nguyen $182.40 Pending'",
                    ],
                ),
            ),
            (
                "type",
                {"element_id": 1422, "text": "Sarah Miller", "press_enter": 1},
                tree(
                    "Orders / Operations / Sales / Magento Admin",
                    MAGENTO_NAV
                    + [
                        "[1402] heading 'Orders'",
                        "[1422] textbox 'Search by keyword' value: 'Sarah Miller'",
                        "[1440] StaticText '6 records found'",
                        "[1502] row '000000299 Dec 19, 2022 Sarah Miller $218.75 Complete'",
                        "[1503] row '000000271 Oct 2, 2022 Sarah Miller $64.00 Complete'",
                        "[1504] row '000000233 Jul 14, 2022 Sarah Miller $129.99 Closed'",
                        "[1505] row '000000190 Apr 30, 2022 Sarah Miller $42.50 Complete'",
                        "[1506] row '000000121 Nov 8, 2021 Sarah Miller $89.90 Complete'",
                        "[1507] row '000000064 Jun 1, 2021 Sarah Miller $310.00 Complete'",
                    ],
                ),
            ),
            (
                "click",
                {"element_id": 1502},
                tree(
                    "# 000000299 / Orders / Operations / Sales / Magento Admin",
                    MAGENTO_NAV
                    + [
                        "[1611] heading '# 000000299'",
                        "[1630] StaticText 'Order Date'",
                        "[1631] StaticText 'Dec 19, 2022, 3:41:07 PM'",
                        "[1640] StaticText 'Order Status'",
                        "[1641] StaticText 'Complete'",
                        "[1702] StaticText 'Subtotal'",
                        "[1703] StaticText '$203.75'",
                        "[1706] StaticText 'Shipping & Handling'",
                        "[1707] StaticText '$15.00'",
                        "[1710] StaticText 'Grand Total'",
                        "[1711] StaticText '$218.75'",
                    ],
                ),
            ),
            (
                "scroll",
                {"direction": "down"},
                tree(
                    "# 000000299 / Orders / Operations / Sales / Magento Admin",
                    MAGENTO_NAV
                    + [
                        "[1760] heading 'Items Ordered'",
                        "[1771] row 'Olivia 1/4 Zip Light Jacket XS Blue $77.00 1 $77.00'",
                        "[1772] row 'Sprite Yoga Strap 10 foot $14.00 2 $28.00'",
                        "[1773] row 'Didi Sport Watch $92.00 1 $92.00'",
                        "[1790] heading 'Order Total'",
                    ],
                ),
            ),
        ],
    )
    login = tree(
        "Log in",
        [
            "[12] link 'Jump to main content'",
            "[14] link 'Home'",
            "[18] link 'Forums'",
            "[22] link 'Wiki'",
            "[31] heading 'Log in'",
            "[35] StaticText 'Username'",
            "[36] textbox 'Username' required: True",
            "[38] StaticText 'Password'",
            "[39] textbox 'Password' required: True",
            "[41] checkbox 'Keep me logged in' checked: false",
            "[44] button 'Log in'",
            "[47] link 'Sign up'",
        ],
    )
    urls = [
        "http://reddit.local/f/books",
        "http://reddit.local/f/books/new",
        "http://reddit.local/user/MarvelsGrantMan136",
        "http://reddit.local/f/books/submit",
        "http://reddit.local/",
    ]
    yield (
        "webarena",
        "wa-fail-1",
        "Post in the books forum asking for recommendations of sci-fi novels like 'Project "
        "Hail Mary', then tell me the link to the post.",
        False,
        [("goto", {"url": u}, login) for u in urls],
    )


# --------------------------------------------------------------------------- mind2web


def m2w(page: str, options: list[str]) -> str:
    letters = "BCDEFGH"
    lines = [f"Page: {page}", "Candidates:", "A. None of the above"]
    lines += [f"{letters[i]}. {o}" for i, o in enumerate(options)]
    return "\n".join(lines)


def mind2web() -> Iterator[Run]:
    yield (
        "mind2web",
        "m2w-ok-1",
        "On the car rental site, search for an SUV pick-up at Denver airport on 12 April "
        "10:00, return 15 April 10:00, and report the cheapest option.",
        True,
        [
            (
                "act",
                {"choice": "B", "action": "TYPE", "value": "Denver"},
                m2w(
                    "Budget Car Rental",
                    [
                        "<li id=0 option> Denver International Airport (DEN) </li>",
                        "<li id=1 option> Denver Downtown, 1900 Broadway </li>",
                        "<li id=2 option> Denver West, Lakewood </li>",
                    ],
                ),
            ),
            (
                "act",
                {"choice": "B", "action": "CLICK"},
                m2w(
                    "Budget Car Rental",
                    [
                        "<input id=3 text pick-up date 04/12/2025 />",
                        "<select id=4 pick-up time> 10:00 AM </select>",
                        "<input id=5 text return date />",
                        "<button id=6 submit> Select My Car </button>",
                    ],
                ),
            ),
            (
                "act",
                {"choice": "D", "action": "TYPE", "value": "04/15/2025"},
                m2w(
                    "Budget Car Rental",
                    [
                        "<input id=5 text return date 04/15/2025 />",
                        "<select id=7 return time> 10:00 AM </select>",
                        "<button id=6 submit> Select My Car </button>",
                    ],
                ),
            ),
            (
                "act",
                {"choice": "D", "action": "CLICK"},
                m2w(
                    "Choose your vehicle",
                    [
                        "<button id=11 tab> Cars </button>",
                        "<button id=12 tab> SUVs </button>",
                        "<button id=13 tab> Vans </button>",
                        "<select id=14 sort> Recommended </select>",
                    ],
                ),
            ),
            (
                "act",
                {"choice": "C", "action": "CLICK"},
                m2w(
                    "Choose your vehicle - SUVs",
                    [
                        "<div id=21> Compact SUV Jeep Compass or similar $61/day $214.37 total "
                        "</div>",
                        "<div id=22> Intermediate SUV Toyota RAV4 or similar $66/day $231.12 total "
                        "</div>",
                        "<div id=23> Standard SUV Ford Edge or similar $79/day $276.90 total "
                        "</div>",
                        "<div id=24> Full-size SUV Chevrolet Tahoe or similar $118/day "
                        "$409.65 total </div>",
                    ],
                ),
            ),
            (
                "act",
                {"choice": "E", "action": "SELECT", "value": "Price: Low to High"},
                m2w(
                    "Choose your vehicle - SUVs (price: low to high)",
                    [
                        "<div id=21> Compact SUV Jeep Compass or similar $61/day $214.37 total "
                        "</div>",
                        "<button id=31> Pay Now $198.12 total </button>",
                        "<button id=32> Pay Later $214.37 total </button>",
                    ],
                ),
            ),
        ],
    )


# --------------------------------------------------------------------------- puppeteer


def pp_eval(result: Any, console: str = "") -> str:
    return f"Execution result:\n{json.dumps(result, indent=2)}\n\nConsole output:\n{console}"


def selenium_timeout(secs: str, frames: list[str]) -> str:
    stack = "\n".join(f"#{i} 0x{f} <unknown>" for i, f in enumerate(frames))
    return (
        f"Message: timeout: Timed out receiving message from renderer: {secs}\n"
        f"  (Session info: chrome=123.0.6312.86)\nStacktrace:\n{stack}"
    )


def puppeteer() -> Iterator[Run]:
    recent = [
        {
            "title": "Elevated API latency in EU",
            "start": "2025-03-10 13:02 UTC",
            "resolved": "2025-03-10 14:19 UTC",
        },
        {
            "title": "Delayed webhooks",
            "start": "2025-03-08 22:40 UTC",
            "resolved": "2025-03-08 23:05 UTC",
        },
    ]
    older = [
        {
            "title": "Dashboard login errors",
            "start": "2025-03-06 07:15 UTC",
            "resolved": "2025-03-06 07:51 UTC",
        },
        {
            "title": "Card payments failing for some Amex cards",
            "start": "2025-03-04 16:20 UTC",
            "resolved": "2025-03-04 18:02 UTC",
        },
        {
            "title": "Scheduled maintenance: database upgrade",
            "start": "2025-02-27 02:00 UTC",
            "resolved": "2025-02-27 03:00 UTC",
        },
    ]
    yield (
        "puppeteer",
        "pptr-ok-1",
        "From status.examplepay.com list the incidents of the past 7 days (today is 12 March "
        "2025) with their durations, and subscribe ops@acme.example to updates.",
        True,
        [
            (
                "puppeteer_navigate",
                {"url": "https://status.examplepay.com"},
                "Navigated to https://status.examplepay.com",
            ),
            (
                "puppeteer_evaluate",
                {
                    "script": "[...document.querySelectorAll('.incident')]"
                    ".map(e => ({title: …, start: …, resolved: …}))"
                },
                pp_eval(recent),
            ),
            ("puppeteer_click", {"selector": "a[href='/history']"}, "Clicked: a[href='/history']"),
            (
                "puppeteer_evaluate",
                {
                    "script": "[...document.querySelectorAll('.incident')]"
                    ".map(e => ({title: …, start: …, resolved: …}))"
                },
                pp_eval(recent + older, "[warn] Deprecated: 'incident-list' v1 markup\n"),
            ),
            (
                "puppeteer_screenshot",
                {"name": "history", "width": 1280, "height": 900},
                "Screenshot 'history' taken at 1280x900",
            ),
            ("puppeteer_click", {"selector": "button.subscribe"}, "Clicked: button.subscribe"),
            (
                "puppeteer_fill",
                {"selector": "input#email", "value": "ops@acme.example"},
                "Filled input#email with: ops@acme.example",
            ),
            (
                "puppeteer_click",
                {"selector": "form#subscribe button[type=submit]"},
                "Clicked: form#subscribe button[type=submit]",
            ),
            (
                "puppeteer_evaluate",
                {"script": "document.querySelector('.flash').innerText"},
                pp_eval("Check your inbox to confirm your subscription."),
            ),
        ],
    )
    frames = [
        "55b0c3f6e8a3",
        "55b0c3c6a8c6",
        "55b0c3c52a6d",
        "55b0c3c51f3e",
        "55b0c3c6b4a1",
        "55b0c3ce7f4d",
        "7f2a9b4c3ac3",
    ]
    urls = [
        "https://www.citybikes-dashboard.example/stations?city=lyon",
        "https://www.citybikes-dashboard.example/stations?city=lyon&view=list",
        "https://www.citybikes-dashboard.example/",
        "https://www.citybikes-dashboard.example/api/stations?city=lyon",
        "https://www.citybikes-dashboard.example/stations?city=lyon",
    ]
    secs = ["29.958", "29.987", "29.962", "29.991", "29.970"]
    yield (
        "puppeteer",
        "selenium-fail-1",
        "Using the city bikes dashboard, which three Lyon stations have the most free bikes "
        "right now?",
        False,
        [
            ("selenium_get", {"url": u}, selenium_timeout(s, frames))
            for u, s in zip(urls, secs, strict=True)
        ],
    )


# --------------------------------------------------------------------------- build

FAMILIES = (
    claude_code, cline_family, openhands, swe_agent, aider, lsp_mcp, code_search, tree_sitter,
    lean, smt, sympy_family, proof_server, sat, units, pydantic_ai, google_adk, bedrock_agents,
    vercel_ai, letta, llamaindex, power_automate, lowcode, browser_use, webarena, mind2web,
    puppeteer,
)  # fmt: skip


def rows() -> Iterator[dict[str, Any]]:
    for family in FAMILIES:
        for name, run_id, task, success, calls in family():
            for tool, args, result in calls:
                yield {
                    "source": f"heldout7/{name}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": success},
                }


def main(out: Path = OUT) -> None:
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
