"""Fourth held-out check of the gates: MCP servers and many-app agents.

``tests/data/tool_heldout4.jsonl`` (built by ``tests/data/tool_heldout4_build.py``) holds 61
hand-written sessions in the real-runs format on the tools a production team runs most: SQL
MCP servers (Postgres, SQLite, Supabase, MySQL), GitHub (the MCP server and ``gh``), Notion,
Playwright and Chrome DevTools, the filesystem server, Desktop Commander, fetch, Brave / Exa /
Firecrawl, memory, time and calendar, Slack, Sentry, and agents that use four to eight apps in
one run. 38 succeeded and 23 failed (a source failed silently and the agent kept calling). The
fixture was written without reading the detectors, the shape readers, the gate's tool counting
or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread: the gaps stay visible. The gate's default choice of which tools it counts is
checked tool by tool, its misjudgements listed the same way.

First measured at k = 3, successful sessions stopped by ``default`` / ``classifier`` /
``semantic``: 6 / 5 / 9 of 38; failing sessions tripped 21 / 16 / 20 of 23. What the first
measurement misread, and how it is read now (so these counts are no longer held-out figures):

* a log file's tail (``2025-06-10T08:00:08Z INFO worker-1 job picked …``, ERROR lines asked
  for among them), jest's progress (``PASS src/cart/total.test.ts (5.12 s)``) and a container
  build's (``#6 [base 2/6] RUN apt-get …``, ``5f70bf18a086: Pushed``) were prose judged for the
  task's words, useless; they are terminal output now (a log's, a test runner's, a build's
  lines), data: useful when new (``fs-ok-2``, ``dc-ok-1``, ``dc-ok-3``);
* Desktop Commander's ``Command started with PID 51212\\nInitial output:\\n…`` is the output of
  the command below its header (an empty one a receipt), no longer prose (``dc-ok-2``);
* a fetch's query given as the call's JSON (``{"url": "https://vercel.com/pricing",
  "max_length": 3000}``) asked ``default`` for ``url``, ``https``, ``com``, ``max`` and
  ``length``; it now asks for the values' words, a URL's host and path (``vercel pricing``),
  and the pricing page holds them (``ma-ok-5``);
* twelve short SQL migrations (``-- migrate:up (0002_orders)\\nCREATE TABLE orders …;``, four
  lines) were prose to ``semantic``, read useless; three or four lines that all look like code
  are a file's code now, data (``fs-ok-4``);
* ``MCP error -32603: relation "…" does not exist`` was prose; it is an error that rejects the
  call; and ``[{"avg": null}]``, a row of nulls (what SQL's aggregates give over no rows), is
  an empty result: ``postgres-fail-1`` is now tripped by all three (``semantic`` tripped on it
  before by reading the MCP error as a useless page).

Near misses not counted (the gate reaches k only at a session's last call, so no call is cut):
``supabase-ok-1``'s three ``execute_sql`` answers (the untrusted-data wrapper around ``[]`` for
"no two profiles share a phone", then the two tables without RLS, then the phone counts) are
read useless by all three gates (``default`` 1.00, 0.80, 0.73); ``semantic`` reads
``search-ok-1``'s three Brave result lists, each new, useless (0.99); ``cal-ok-1``'s two
``Found N event(s):`` listings (the two calendars the free hour is found in) are read useless
by all three (a run of 2).
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, counted, parametrize_checks

FIX = HeldOut("tool_heldout4")

_NO_TABLE = (
    '"Database error: no such table: stock_levels" (then inventory, skus), an error each time '
    "(the server was pointed at a new, empty database file: list_tables and describe_table "
    'answer "[]"), is read {how}, so read_query\'s run never passes 1'
)
_STUCK = (
    'the same "Crawl Status:\\nStatus: scraping\\nProgress: 0/80\\nCredits Used: 0" polled '
    "eight times is read unknown (0.50) each time: a job stuck at zero, nothing new"
)
_STALE = (
    "the same three stale Exa hits (a 2019 Tartu budget article, a visitor's guide, Wikipedia's "
    "Tartu page; none gives a 2025 figure) come back to five paraphrased queries"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        "heldout4/sqlite/sqlite-fail-1": _NO_TABLE.format(how="unknown (0.50)"),
        "heldout4/search/search-fail-3": 'the same "Crawl Status:\\nStatus: scraping\\nProgress: '
        "0/80\\nCredits Used: 0\" polled eight times is a job still running, a poll's answer "
        "(no verdict): a job stuck at zero is told from a slow one only by time, which the "
        "results do not show (tripped before pending statuses were read so)",
    },
    "classifier": {
        "heldout4/sqlite/sqlite-fail-1": _NO_TABLE.format(how="useful (0.45-0.72)"),
        "heldout4/playwright/playwright-fail-1": "the dashboard that never leaves its spinner "
        '("- generic [ref=e4]: Loading Acme Metrics…") is read useful on every browser_snapshot '
        "(0.36-0.38) and browser_navigate (0.63, 0.76), and the wait that returns the same "
        'spinner ("Waited for 10") useful (0.47) between two TimeoutErrors read useless',
        "heldout4/playwright/playwright-fail-2": 'Cloudflare\'s "Just a moment..." page '
        '(heading "Verifying you are human. This may take a few seconds.") on four URLs is '
        "read useful (0.72-0.73) the first two times, so browser_navigate's run reaches 2 "
        "only at the last call",
        "heldout4/fetch/fetch-fail-1": "mcp-server-fetch's robots.txt refusal in an "
        'isError envelope ("The sites robots.txt (https://www.lemonde.fr/robots.txt), '
        'specifies that autonomous fetching of this page is not allowed, …") is read useless '
        "for two URLs (0.90, 0.96), then useful for the next two (0.87, 0.71)",
        "heldout4/search/search-fail-3": _STUCK,
        "heldout4/search/search-fail-2": _STALE + ": read useful (0.73-0.87) four times of five",
    },
    "semantic": {
        "heldout4/sqlite/sqlite-fail-1": _NO_TABLE.format(how="unknown (0.50)"),
        "heldout4/search/search-fail-3": _STUCK,
        "heldout4/search/search-fail-2": _STALE + ": read useful every time (0.22-0.97)",
    },
}

_ABSENT = (
    '"No matches found" for .env, .pem, credentials and id_rsa is read useless (1.00) four '
    "times: the task is to confirm that no such file exists, and each empty search is that "
    "answer; the gate blocks reading .gitignore and the listing"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {"heldout4/filesystem/fs-ok-3": _ABSENT},
    "classifier": {"heldout4/filesystem/fs-ok-3": _ABSENT},
    "semantic": {
        "heldout4/playwright/playwright-ok-1": 'the snapshots after each click (the "Added to '
        'cart" dialog, the checkout form, "status: Processing payment…") are read useless '
        "(1.00; default agrees: a browser listing no item of which shares the task's words), "
        "so the gate trips at the Place order click and blocks the browser_wait_for that "
        'brings "Your order number is ACME-558213", the answer',
        "heldout4/filesystem/fs-ok-3": _ABSENT,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs); when
#: the fixture was written: default (6, 6, 39, 145), classifier (5, 5, 34, 145), semantic
#: (9, 8, 39, 145) (see the module's docstring for what changed).
COUNTS = {"default": (1, 1, 44, 145), "classifier": (1, 1, 42, 145), "semantic": (2, 2, 43, 145)}
#: Failing sessions tripped (a call cut), of 23; when the fixture was written 21, 16 and 20.
TRIPPED = {"default": 21, "classifier": 17, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools whose role depends on the call (``Bash``, ``execute_command``) or that compute
#: (``python_repl``, ``convert_time``) count: their output is what the agent asked to learn.
#: Left out, as arguable: ``browser_click`` and ``browser_select_option`` act, but the Playwright
#: server answers them with the page they lead to (counted), and ``start_process`` starts a
#: process but answers with its first output (not counted).
READS = (
    "API-post-database-query", "API-post-search", "API-retrieve-a-page", "Bash", "brave_web_search",
    "browser_navigate", "browser_snapshot", "browser_wait_for", "calendar_list_events",
    "convert_time", "crawling_exa", "describe_table", "directory_tree", "execute_command",
    "execute_sql", "fetch", "find_issues", "find_releases", "firecrawl_check_crawl_status",
    "firecrawl_search", "get_current_time", "get_file_contents", "get_issue_details",
    "get_job_logs", "get_network_request", "get_pull_request", "get_pull_request_files",
    "gmail__search_threads", "gmail__show_thread", "gmail_list_labels", "gmail_search_messages",
    "linear_list_issues", "linear_list_teams", "linear_search_issues", "list-calendars",
    "list-events", "list_commits", "list_console_messages", "list_directory",
    "list_network_requests", "list_processes", "list_tables", "list_workflow_runs",
    "mcp__chrome-devtools__list_pages", "mcp__chrome-devtools__navigate_page",
    "mcp__chrome-devtools__new_page", "mcp__github__get_file_contents", "mcp__github__search_code",
    "mcp__playwright__browser_navigate", "mcp__postgres__query", "mcp__sqlite__describe_table",
    "mcp__sqlite__list_tables", "mcp__sqlite__read_query", "mcp__supabase__execute_sql",
    "mcp__supabase__list_tables", "navigate_page", "notion-fetch", "notion-search", "open_nodes",
    "phone__search_contacts", "python_repl", "query", "read_graph", "read_process_output",
    "read_query", "read_text_file", "run_shell_command", "search-events", "search_code",
    "search_events", "search_files", "search_issues", "search_nodes", "slack_get_channel_history",
    "slack_get_thread_replies", "slack_list_channels", "take_snapshot", "tavily_search",
    "venmo__search_users", "web_search", "web_search_exa",
)  # fmt: skip
ACTIONS = (
    "add_issue_comment", "add_observations", "API-patch-page", "append_insight",
    "browser_fill_form", "browser_type", "create-event", "create_entities", "create_relations",
    "delete_observations", "edit_file", "firecrawl_crawl", "gmail_send_message",
    "linear_create_issue", "mcp__atlassian__createJiraIssue",
    "mcp__chrome-devtools__performance_start_trace", "mcp__slack__slack_post_message",
    "notion-create-pages", "send_email", "slack_post_message", "venmo__create_payment_request",
    "write_file",
)  # fmt: skip
ARGUABLE = ("browser_click", "browser_select_option", "mcp__playwright__browser_click",
            "start_process")  # fmt: skip
#: Tools the default counting misjudges, with why.
#: When the fixture was written ``API-post-database-query`` (Notion's database query, POST
#: /v1/databases/{id}/query: it reads rows) was left out and ``append_insight`` (it writes a
#: line to the SQLite server's memo) counted; an HTTP method before the read it carries, and
#: ``append``, are read now.
MISCOUNTED = {
    "firecrawl_crawl": 'starting a crawl job (answer: "Started crawl for … with job ID: …") is '
    "counted; the job's pages come from firecrawl_check_crawl_status",
}


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 61
    assert len(FIX.ids(True)) == 38 and len(FIX.ids(False)) == 23
    assert len({e.id.split("/")[1] for e in eps}) == 18
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    many = [e for e in eps if e.id.startswith("heldout4/many-app/")]
    assert len(many) == 8 and all(len({s.action for s in e.steps}) >= 3 for e in many)
    assert all(len({s.action for s in e.steps}) >= 4 for e in many if e.raw["success"])
    assert FIX.path.stat().st_size < 300_000


def test_many_app_sessions_count_their_reads_only() -> None:
    """In the many-app sessions every read is counted and every action left out."""
    many = [e for e in FIX.episodes() if e.id.startswith("heldout4/many-app/")]
    tools = {s.action for e in many for s in e.steps}
    gated = {t for t in tools if counted(t)}
    assert gated == tools & set(READS)
    assert tools - gated == tools & set(ACTIONS)


pytest_generate_tests = parametrize_checks


class TestHeldOut4(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
