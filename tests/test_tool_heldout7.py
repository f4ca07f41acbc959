"""Seventh held-out check of the gates: coding agents, formal tools, wrappers, web agents.

``tests/data/tool_heldout7.jsonl`` (built by ``tests/data/tool_heldout7_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
coding agents' own tools (Claude Code's ``Read``/``Grep``/``Glob``/``Bash``/``Edit``/
``TodoWrite``, Cline and Roo Code's ``[tool for '…'] Result:`` answers, OpenHands'
observations, SWE-agent's file windows and searches, aider's repository map, an LSP MCP
server, ripgrep and Sourcegraph, tree-sitter symbol listings); formal and symbolic tools (the
Lean 4 REPL, Z3, SymPy, coqtop and the Isabelle server, kissat, a unit converter); harness
wrappers (Pydantic AI's tool returns and ``RetryPromptPart``, Google ADK's function responses,
Bedrock knowledge-base retrievals and action-group replies, Vercel AI SDK and Mastra, Letta,
LlamaIndex ``AgentWorkflow``, Power Automate connectors, Dify and n8n tool nodes); and web
agents (browser-use's ``ActionResult``, WebArena accessibility trees, Mind2Web candidate
lists, the Puppeteer MCP server and Selenium). 36 succeeded and 20 failed (a source failed
silently and the agent kept calling). The fixture was written without reading the detectors,
the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 5 / 5 / 11 of 36 (each stop withholds evidence); failing
sessions tripped 17 / 14 / 16 of 20, cutting 35 / 30 / 36 of their 114 calls. Of the 102 tools,
the default counting misjudges 7: it leaves out the LSP server's ``hover`` and counts six
actions (browser-use's ``click_element``, ``input_text`` and ``done``, ``puppeteer_click``,
ADK's ``sync_device``, SWE-agent's ``rm``).

What the stops have in common (what the data show; the detectors were not read): the answers
of tools that compute (SymPy, coqtop, kissat, Z3, the unit converter), short formal text and
each a new result, are read useless one after another; answers that are the task's answer but
say "nothing" (``unsat``, ``s UNSATISFIABLE``, ``EmptySet``, "No files found", ``No matches
found for …``, "No results found in 131ms") are read as a failed source; and a counted
action's receipts (browser-use's "🖱️  Clicked button with index 6: Search") start a run. The
misses: the same wrong record each time (ADK's CEO for every name), a stale answer repeated
(SymPy's first derivative for every question, WebArena's login page for every URL) and an
environment error repeated (the Lean REPL's missing Mathlib) are read useful or unknown; and
the tool that failed in ``lsp-fail-1`` (``hover``) is not counted.

Near misses not counted (k reached only at a session's last call, so no call is cut):
``default`` and ``semantic`` read ``cc-ok-1``'s last three ``Bash`` answers ("7 passed in
0.33s", ruff's "All checks passed!", ``git diff --stat``) useless, and all three of
``pptr-ok-1``'s ``puppeteer_evaluate`` answers (two incident lists, then "Check your inbox to
confirm your subscription."); ``classifier`` reaches 3 on ``swe-ok-2``'s ``search_dir`` at the
last call. Partial cuts: ``default`` reads the first of ``kb-fail-1``'s handbook covers and of
``wa-fail-1``'s login pages useful (0.20), so only the last call is cut; every gate cuts only
the last of ``swe-fail-1``'s calls (its ``search_dir`` calls are interleaved with
``find_file``).

Read since, so the counts below are no longer held-out figures: a short text of values (an
expression, a conversion, a solver's output: a digit, ``=`` or a call in it, no function word,
no five words in a row) is data, useful when new, and page models give it no useless verdict
(``sympy-ok-1``, ``units-ok-1``, ``sat-ok-1``); a Python object's repr of keyword arguments is
read as a record, and as its one text when the other fields are flags or tokens (browser-use's
``ActionResult(…, extracted_content='🖱️  Clicked button with index 6: Search', …)`` is a
receipt: ``bu-ok-1``); "Navigated to …", "Input … into …" are receipts. Now ``default`` /
``classifier`` / ``semantic`` stop 1 / 3 / 7 of 36 and cut calls in 17 / 14 / 16 of 20. The
counting reads ``input`` and ``rm`` as acting since (``input_text``, ``rm``).
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout7")
H = "heldout7/"

_COQ = (
    "coqtop's goal displays (``1 goal\\n  \\n  ============================\\n  forall n : nat, "
    'n + 0 = n``, ``2 goals …``, "This subproof is complete, but there are some unfocused '
    'goals."), each a new proof state, and even "No more goals." and "add_0_r is defined" are '
    "read useless {how}, all eleven, so the gate trips at the third and blocks the proof"
)
_Z3 = (
    "Z3's ``unsat`` (the property holds: what the task asks to confirm) is read useless {how} "
    "and the models between unknown (0.50), so the run reaches 3 at the fourth check and "
    "blocks the access policy's counterexample, the unsat core and the config model"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {
        H + "proof-server/coq-ok-1": _COQ.format(how="(1.00)"),
    },
    "classifier": {
        H + "smt/smt-ok-1": _Z3.format(how="(1.00)"),
        H + "proof-server/coq-ok-1": _COQ.format(how="(0.88-1.00)"),
    },
    "semantic": {
        H + "proof-server/coq-ok-1": _COQ.format(how="(0.99-1.00)"),
    },
}

_HOVER = (
    'the LSP server answers "No hover information available for /srv/app/billing/'
    'invoice.py:42:18" to five hovers (it was started on the wrong root), but ``hover`` is not '
    "counted (and is read {how}); ``definition``'s \"No definition found for symbol: "
    'Invoice.total" is read {definition}, twice only'
)
_STALE_SYMPY = (
    "SymPy answers ``x**2*(x*cos(x) + 3*sin(x))`` (the derivative asked first) to the "
    "integral, the roots, the series and atan(1) too; read useful {how} six times"
)
_LOGIN = (
    "WebArena's login page (``Tab 0 (current): Log in … [36] textbox 'Username' required: "
    "True … [44] button 'Log in'``), the same tree for five different URLs (the session "
    "expired), is read unknown (0.50) five times"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "cline/cline-fail-1": "Cline's ``[search_files for 'reconnect' in '*.ts'] Result:"
        "\\nFound 0 results.`` (the workspace is an empty scaffold) is read useful (0.49) four "
        "times in a row, the first and last useless (0.72, 1.00)",
        H + "lsp-mcp/lsp-fail-1": _HOVER.format(
            how="useful, 0.20", definition="useful (0.41) then useless (0.72)"
        ),
    },
    "classifier": {
        H + "cline/cline-fail-1": (
            "``[search_files for 'reconnect' in '*.ts'] Result:\\nFound 0 results.`` is read "
            "useful (0.85) for four of six patterns (the pattern's words are what was asked),"
            " so the run never passes 1"
        ),
        H + "claude-code/cc-fail-1": '"curl: (7) Failed to connect to localhost port 3000 '
        "after 0 ms: Couldn't connect to server\" (the dev server is dead) is read useless "
        "(0.88) but useful (0.87) at the third call, the same text; the verbose trace and the "
        "127.0.0.1 variant are read useful (0.72, 0.85), so the run reaches 2 only at the end",
        H + "lsp-mcp/lsp-fail-1": _HOVER.format(
            how="useful, 0.81-0.87", definition="useless (0.87, 0.93)"
        ),
        H + "lean/lean-fail-1": 'the Lean REPL\'s ``{"message":"unknown module prefix '
        "'Mathlib'\\n\\nNo directory 'Mathlib' or file 'Mathlib.olean' in the search path "
        'entries:…"}`` (started outside the Mathlib project) for five different proofs is '
        "read useful (0.43-0.44) every time",
        H + "sympy/sympy-fail-1": _STALE_SYMPY.format(how="(0.81)"),
        H + "webarena/wa-fail-1": _LOGIN,
    },
    "semantic": {
        H + "cline/cline-fail-1": "Cline's ``[search_files for 'reconnect' in '*.ts'] Result:"
        "\\nFound 0 results.`` gets default's reading (two lines: off one paragraph): useful "
        "(0.97, default's 0.49 scaled) but the first and last, so no run passes 1",
        H + "lsp-mcp/lsp-fail-1": _HOVER.format(how="unknown, 0.50", definition="useless (1.00)"),
        H + "sympy/sympy-fail-1": _STALE_SYMPY.format(how="(0.97-0.98)"),
        H + "webarena/wa-fail-1": _LOGIN,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 1, 35, 114), "classifier": (2, 2, 26, 114), "semantic": (1, 1, 31, 114)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 14, "semantic": 16}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute (a solver, a prover, a converter, a shell, a test run) count: their
#: output is what the agent asked to learn; so does navigation (``go_to_url``, ``goto``,
#: ``puppeteer_navigate``, ``selenium_get``: fetching a page), whose receipt a reader should
#: take as one. Left out, as arguable: OpenHands' ``str_replace_editor`` (``view`` reads,
#: ``str_replace`` edits); ``scroll_down`` (SWE-agent's reads the next window of a file,
#: browser-use's scrolls and answers a receipt); aider's ``add_file`` (puts a file in the chat,
#: answers a receipt); WebArena's ``click``, ``type`` and ``scroll`` and Mind2Web's ``act``
#: (they act, but their answer is the next page); Power Automate's "Approvals: Start and wait
#: for an approval" (starts an approval, answers its outcome).
READS = (
    "Bash", "Dataverse: List rows", "Glob", "Google Docs", "Google Drive", "Grep", "Read",
    "SharePoint: Get item", "SharePoint: Get items", "archival_memory_search", "board_minutes",
    "calculate", "check_license", "check_stock", "conversation_search", "convert_units",
    "coq_exec", "definition", "diagnostics", "divide", "execute_bash", "execute_command",
    "extract_content", "find_file", "getInventory", "getListing", "getRefunds",
    "getSalesByDay", "getTopProducts", "get_address_on_file", "get_customer", "get_device",
    "get_pto_balance", "get_shipment", "get_symbols", "get_ticket", "go_to_url", "goto", "hover",
    "isabelle_use_theories", "lean_repl", "list_files", "list_holidays", "list_orders",
    "list_pto_requests", "lookup_employee", "odoo_get_invoice", "odoo_list_overdue", "open",
    "puppeteer_evaluate", "puppeteer_navigate", "puppeteer_screenshot", "python", "read_file",
    "references", "repo_map", "retrieve", "rg", "rivian_10k", "run", "sat_solve",
    "searchListings", "search_dir", "search_file", "search_files", "search_kb", "selenium_get",
    "sourcegraph_search", "sympy", "tesla_10k", "z3_check",
)  # fmt: skip
ACTIONS = (
    "Edit", "Office 365 Outlook: Send an email (V2)", "SharePoint: Update item", "TodoWrite",
    "add_ticket_note", "click_element", "core_memory_append", "create", "create_ticket", "done",
    "edit", "edit_file", "input_text", "odoo_send_reminder", "puppeteer_click", "puppeteer_fill",
    "rename_symbol", "replace_in_file", "rm", "scheduleReport", "send_message",
    "submit_pto_request", "sync_device",
)  # fmt: skip
ARGUABLE = (
    "Approvals: Start and wait for an approval", "act", "add_file", "click", "scroll",
    "scroll_down", "str_replace_editor", "type",
)  # fmt: skip

_ACTED = "acts (its answer is a receipt: {what}) and is counted; {read}"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "hover": "the LSP server's hover (``func config.LoadConfig(ctx context.Context, path "
    "string) (*config.Config, error)`` and its doc) reads a symbol's type, but the tool is not "
    'counted, so the five "No hover information available …" of ``lsp-fail-1`` go unseen',
    "click_element": _ACTED.format(
        what='"🖱️  Clicked button with index 6: Search"',
        read="the page is read with extract_content; its receipts stop ``bu-ok-1``",
    ),
    "done": _ACTED.format(
        what="``ActionResult(is_done=True, success=True, …)``, the agent's final answer",
        read="nothing is read",
    ),
    "puppeteer_click": _ACTED.format(
        what="\"Clicked: a[href='/history']\"", read="the page is read with puppeteer_evaluate"
    ),
    "sync_device": _ACTED.format(
        what='``{"status": "success", "message": "Sync requested for LT-7731"}``',
        read="the device is read with get_device",
    ),
}

FAMILIES = {
    "aider", "bedrock-agents", "browser-use", "claude-code", "cline", "code-search",
    "google-adk", "lean", "letta", "llamaindex", "lowcode", "lsp-mcp", "mind2web", "openhands",
    "power-automate", "proof-server", "puppeteer", "pydantic-ai", "sat", "smt", "swe-agent",
    "sympy", "tree-sitter", "units", "vercel-ai", "webarena",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _observations() -> dict[str, list[tuple[str, str]]]:
    by_family: dict[str, list[tuple[str, str]]] = {}
    for e in FIX.episodes():
        by_family.setdefault(e.id.split("/")[1], []).extend(
            (s.action, s.observation or "") for s in e.steps
        )
    return by_family


def test_coding_agent_formats() -> None:
    """The coding agents' tools answer in their own formats, as the build script says."""
    obs = _observations()
    reads = [o for t, o in obs["claude-code"] if t == "Read"]
    assert reads and all("     1→" in o and "<system-reminder>" in o for o in reads)
    greps = [o for t, o in obs["claude-code"] if t == "Grep"]
    assert "No files found" in greps and any(o.startswith("Found 3 files\n") for o in greps)
    assert all(o.startswith("[") and "] Result:\n" in o for _, o in obs["cline"])
    bash = [o for t, o in obs["openhands"] if t == "execute_bash"]
    assert all("[Command finished with exit code" in o or "no new output" in o for o in bash)
    windows = [o for t, o in obs["swe-agent"] if t in ("open", "goto", "scroll_down")]
    assert windows and all(o.startswith("[File: /testbed/") for o in windows)
    assert any(o.startswith("No matches found for ") for _, o in obs["swe-agent"])


def test_wrapper_formats() -> None:
    """The harness wrappers hand the model their own strings, as the build script says."""
    obs = _observations()
    assert any(o.endswith("\n\nFix the errors and try again.") for _, o in obs["pydantic-ai"])
    assert all(o.startswith('{"status": ') for _, o in obs["letta"])
    kb = [o for t, o in obs["bedrock-agents"] if t == "retrieve"]
    assert kb and all(o.startswith('{"retrievalResults":[{"content":{"text":') for o in kb)
    assert all(o.startswith('{"statusCode":') for _, o in obs["power-automate"])
    assert "Empty Response" in {o for _, o in obs["llamaindex"]}
    assert all(o.startswith("ActionResult(is_done=") for _, o in obs["browser-use"])
    assert all("[1] RootWebArea '" in o for _, o in obs["webarena"])


pytest_generate_tests = parametrize_checks


class TestHeldOut7(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
