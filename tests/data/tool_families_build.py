# ruff: noqa: E501  (a data file: the results are kept whole, one a line)
"""Build ``tool_families.jsonl``: sessions of tool families the shared real runs lack.

Each session is a run in the ``real-runs`` format (``{source, run_id, task, tool, args,
result, outcome}``) plus ``format_source``: the repository and file whose code or docs give
the result's exact format. Successful sessions follow a realistic order of calls, with the
mistakes agents make and then correct; failing sessions meet a dead endpoint, a rate limit or
an auth failure retried, the same results to paraphrased queries, or empty results again.

Run ``python tests/data/tool_families_build.py`` to rewrite the fixture.
"""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_families.jsonl")
OK = {"success": True}
FAIL = {"success": False}

PG = "modelcontextprotocol/servers-archived src/postgres/index.ts (JSON.stringify(rows, null, 2); errors: isError with the driver's message)"
SQLITE = "modelcontextprotocol/servers-archived src/sqlite/src/mcp_server_sqlite/server.py (str(list of dicts); 'Database error: ...')"
MYSQL = "designcomputer/mysql_mcp_server src/mysql_mcp_server/server.py (CSV text; 'Error executing query: ...')"
GH = "github/github-mcp-server pkg/github/search.go, repositories.go, issues.go (GitHub REST JSON; errors 'failed to ...: GET url: 403 ...')"
NOTION = "makenotion/notion-mcp-server src/openapi-mcp-server/mcp/proxy.ts (the Notion API's JSON as text)"
PW = "microsoft/playwright-mcp src/response.ts (### Ran Playwright code / ### Page state / - Page Snapshot: ```yaml)"
PW_OLD = "microsoft/playwright-mcp src/tools/*.ts, 0.0.2x ('- Ran Playwright code:' then '- Page URL:', '- Page Snapshot')"
FETCH = "modelcontextprotocol/servers src/fetch/src/mcp_server_fetch/server.py ('Contents of {url}:\\n' + markdown; McpError 'Failed to fetch ...')"
FS = "modelcontextprotocol/servers src/filesystem/index.ts ('[FILE] x' / '[DIR] y' lines, file text, 'No matches found', 'Error: ...')"
BRAVE = "modelcontextprotocol/servers-archived src/brave-search/index.ts ('Title: …\\nDescription: …\\nURL: …' blocks joined by blank lines)"
TAVILY = "tavily-ai/tavily-mcp src/index.ts (formatResults: 'Detailed Results:' then Title/URL/Content blocks)"
EXA = "exa-labs/exa-mcp-server src/tools/webSearch.ts (the Exa API's JSON: requestId, resolvedSearchType, results[])"
OPENHANDS = "All-Hands-AI/OpenHands openhands/events/observation/commands.py (output then '[The command completed with exit code N.]' / '[Command finished with exit code N]')"
SUBPROCESS = "plain subprocess.run(..., capture_output=True).stdout, as terminal tools of many-app agents return it"

rows: list[dict[str, Any]] = []


def session(
    family: str, run: str, task: str, outcome: dict[str, Any], calls: list[tuple[Any, ...]]
) -> None:
    for tool, args, result, src in calls:
        rows.append(
            {
                "source": f"families/{family}",
                "run_id": run,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": outcome,
                "format_source": src,
            }
        )


def mcp(text: str, is_error: bool = False) -> str:
    """An MCP CallToolResult, as a harness that logs the raw envelope gives it."""
    return json.dumps({"content": [{"type": "text", "text": text}], "isError": is_error})


# --- SQL: PostgreSQL (MCP postgres `query`) -------------------------------------------------
task = "How many customers signed up in March 2024, and which plan did most of them choose?"
session(
    "sql-postgres",
    "pg-ok-1",
    task,
    OK,
    [
        (
            "query",
            {
                "sql": "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
            },
            mcp(
                json.dumps(
                    [
                        {"table_name": "customers"},
                        {"table_name": "plans"},
                        {"table_name": "subscriptions"},
                    ],
                    indent=2,
                )
            ),
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT count(*) FROM customers WHERE signup_date >= '2024-03-01' AND signup_date < '2024-04-01'"
            },
            mcp('column "signup_date" does not exist', True),
            PG,
        ),
        (
            "query",
            {"sql": "SELECT count(*) FROM customer WHERE created >= '2024-03-01'"},
            mcp('relation "customer" does not exist', True),
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT count(*) FROM customers WHERE created >= '2024-03-01' AND created < '2024-04-01'"
            },
            mcp('column "created" does not exist', True),
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'customers'"
            },
            mcp(
                json.dumps(
                    [
                        {"column_name": "id", "data_type": "integer"},
                        {"column_name": "email", "data_type": "text"},
                        {"column_name": "created_at", "data_type": "timestamp with time zone"},
                        {"column_name": "plan_id", "data_type": "integer"},
                    ],
                    indent=2,
                )
            ),
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT count(*) FROM customers WHERE created_at >= '2024-03-01' AND created_at < '2024-04-01'"
            },
            mcp(json.dumps([{"count": "412"}], indent=2)),
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT p.name, count(*) FROM customers c JOIN plans p ON p.id = c.plan_id WHERE c.created_at >= '2024-03-01' AND c.created_at < '2024-04-01' GROUP BY p.name ORDER BY 2 DESC"
            },
            mcp(
                json.dumps(
                    [
                        {"name": "Pro", "count": "198"},
                        {"name": "Starter", "count": "151"},
                        {"name": "Team", "count": "63"},
                    ],
                    indent=2,
                )
            ),
            PG,
        ),
    ],
)
session(
    "sql-postgres",
    "pg-ok-2",
    "List the five products with the highest revenue last quarter.",
    OK,
    [
        (
            "query",
            {
                "sql": "SELECT product_id, sum(amount) FROM order_items GROUP BY product_id ORDER BY 2 DESC LIMIT 5"
            },
            'ERROR:  column "amount" does not exist\nLINE 1: SELECT product_id, sum(amount) FROM order_items GROUP BY pro...\n                           ^\nHINT:  Perhaps you meant to reference the column "order_items.amount_cents".',
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT product_id, sum(amount_cents) FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.placed_at >= date_trunc('quarter', now()) - interval '3 months' GROUP BY product_id ORDER BY 2 DESC LIMIT 5 FROM"
            },
            'syntax error at or near "FROM"',
            PG,
        ),
        (
            "query",
            {"sql": "SELECT name, id FROM product WHERE id IN (1, 2)"},
            'ERROR:  relation "product" does not exist\nLINE 1: SELECT name, id FROM product WHERE id IN (1, 2)\n                             ^',
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT p.name, sum(oi.amount_cents) / 100.0 AS revenue FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id WHERE o.placed_at >= date_trunc('quarter', now()) - interval '3 months' AND o.placed_at < date_trunc('quarter', now()) GROUP BY p.name ORDER BY 2 DESC LIMIT 5"
            },
            json.dumps(
                [
                    {"name": "Trail Runner 2", "revenue": "48211.50"},
                    {"name": "Summit Jacket", "revenue": "39990.00"},
                    {"name": "Base Layer Tee", "revenue": "21877.25"},
                    {"name": "Camp Mug", "revenue": "9120.00"},
                    {"name": "Trek Poles", "revenue": "8740.75"},
                ],
                indent=2,
            ),
            PG,
        ),
    ],
)
session(
    "sql-postgres",
    "pg-fail-down",
    task,
    FAIL,
    [
        (
            "query",
            {"sql": "SELECT count(*) FROM customers WHERE created_at >= '2024-03-01'"},
            mcp("connect ECONNREFUSED 10.0.3.7:5432", True),
            PG,
        ),
        (
            "query",
            {"sql": "SELECT count(*) FROM customers"},
            mcp("connect ECONNREFUSED 10.0.3.7:5432", True),
            PG,
        ),
        ("query", {"sql": "SELECT 1"}, mcp("connect ECONNREFUSED 10.0.3.7:5432", True), PG),
        (
            "query",
            {"sql": "SELECT count(*) FROM public.customers"},
            mcp("connect ECONNREFUSED 10.0.3.7:5432", True),
            PG,
        ),
    ],
)
session(
    "sql-postgres",
    "pg-fail-empty",
    "Which customers churned in January 2023?",
    FAIL,
    [
        (
            "query",
            {
                "sql": "SELECT email FROM customers WHERE churned_at >= '2023-01-01' AND churned_at < '2023-02-01'"
            },
            mcp("[]"),
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT email FROM customers WHERE churned_at BETWEEN '2023-01-01' AND '2023-01-31'"
            },
            mcp("[]"),
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT email FROM customers WHERE date_trunc('month', churned_at) = '2023-01-01'"
            },
            mcp("[]"),
            PG,
        ),
        (
            "query",
            {
                "sql": "SELECT email FROM customers WHERE extract(year FROM churned_at) = 2023 AND extract(month FROM churned_at) = 1"
            },
            mcp("[]"),
            PG,
        ),
    ],
)

# --- SQL: SQLite (MCP sqlite) -------------------------------------------------------------
task = "What is the total invoiced amount per country for 2023?"
session(
    "sql-sqlite",
    "sqlite-ok-1",
    task,
    OK,
    [
        (
            "list_tables",
            {},
            str(
                [
                    {"name": "customers"},
                    {"name": "invoices"},
                    {"name": "invoice_items"},
                    {"name": "tracks"},
                ]
            ),
            SQLITE,
        ),
        (
            "read_query",
            {"query": "SELECT country, SUM(total_amount) FROM invoices GROUP BY country"},
            "Database error: no such column: total_amount",
            SQLITE,
        ),
        (
            "read_query",
            {
                "query": "SELECT BillingCountry, SUM(Total) FROM invoice WHERE InvoiceDate LIKE '2023%' GROUP BY BillingCountry"
            },
            "Database error: no such table: invoice",
            SQLITE,
        ),
        (
            "describe_table",
            {"table_name": "invoices"},
            str(
                [
                    {
                        "cid": 0,
                        "name": "InvoiceId",
                        "type": "INTEGER",
                        "notnull": 1,
                        "dflt_value": None,
                        "pk": 1,
                    },
                    {
                        "cid": 1,
                        "name": "CustomerId",
                        "type": "INTEGER",
                        "notnull": 1,
                        "dflt_value": None,
                        "pk": 0,
                    },
                    {
                        "cid": 2,
                        "name": "InvoiceDate",
                        "type": "DATETIME",
                        "notnull": 1,
                        "dflt_value": None,
                        "pk": 0,
                    },
                    {
                        "cid": 3,
                        "name": "BillingCountry",
                        "type": "NVARCHAR(40)",
                        "notnull": 0,
                        "dflt_value": None,
                        "pk": 0,
                    },
                    {
                        "cid": 4,
                        "name": "Total",
                        "type": "NUMERIC(10,2)",
                        "notnull": 1,
                        "dflt_value": None,
                        "pk": 0,
                    },
                ]
            ),
            SQLITE,
        ),
        (
            "read_query",
            {
                "query": "SELECT BillingCountry, ROUND(SUM(Total), 2) AS total FROM invoices WHERE InvoiceDate LIKE '2023%' GROUP BY BillingCountry ORDER BY total DESC"
            },
            str(
                [
                    {"BillingCountry": "USA", "total": 523.06},
                    {"BillingCountry": "Canada", "total": 303.96},
                    {"BillingCountry": "France", "total": 195.1},
                    {"BillingCountry": "Brazil", "total": 190.1},
                    {"BillingCountry": "Germany", "total": 156.48},
                ]
            ),
            SQLITE,
        ),
    ],
)
session(
    "sql-sqlite",
    "sqlite-fail-empty",
    "Which tracks by the band Kraftwerk were sold in 2023?",
    FAIL,
    [
        (
            "read_query",
            {
                "query": "SELECT t.Name FROM tracks t JOIN artists a ON a.ArtistId = t.ArtistId WHERE a.Name = 'Kraftwerk'"
            },
            "[]",
            SQLITE,
        ),
        (
            "read_query",
            {
                "query": "SELECT t.Name FROM tracks t JOIN artists a ON a.ArtistId = t.ArtistId WHERE a.Name LIKE '%kraftwerk%'"
            },
            "[]",
            SQLITE,
        ),
        (
            "read_query",
            {"query": "SELECT t.Name FROM tracks t WHERE t.Composer LIKE '%Kraftwerk%'"},
            "[]",
            SQLITE,
        ),
        (
            "read_query",
            {"query": "SELECT Name FROM tracks WHERE Name LIKE '%Autobahn%'"},
            "[]",
            SQLITE,
        ),
    ],
)

# --- SQL: MySQL (mysql_mcp_server `execute_sql`) ---------------------------------------------
task = "Find the average order value per month in 2024 in the shop database."
session(
    "sql-mysql",
    "mysql-ok-1",
    task,
    OK,
    [
        (
            "execute_sql",
            {
                "query": "SELECT MONTH(created), AVG(total) FROM orders WHERE YEAR(created) = 2024 GROUP BY 1"
            },
            "Error executing query: 1054 (42S22): Unknown column 'created' in 'field list'",
            MYSQL,
        ),
        (
            "execute_sql",
            {
                "query": "SELECT MONTH(created_at), AVG(total) FROM order WHERE YEAR(created_at) = 2024 GROUP BY 1"
            },
            "Error executing query: 1064 (42000): You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'order WHERE YEAR(created_at) = 2024 GROUP BY 1' at line 1",
            MYSQL,
        ),
        (
            "execute_sql",
            {
                "query": "SELECT MONTH(created_at), AVG(total) FROM shop.order_header WHERE YEAR(created_at) = 2024 GROUP BY 1"
            },
            "Error executing query: 1146 (42S02): Table 'shop.order_header' doesn't exist",
            MYSQL,
        ),
        (
            "execute_sql",
            {"query": "SHOW TABLES"},
            "Tables_in_shop\ncustomers\norders\norder_lines\nproducts",
            MYSQL,
        ),
        (
            "execute_sql",
            {
                "query": "SELECT MONTH(created_at) AS m, ROUND(AVG(total), 2) AS avg_total FROM orders WHERE YEAR(created_at) = 2024 GROUP BY m ORDER BY m"
            },
            "m,avg_total\n1,81.40\n2,79.95\n3,84.12\n4,88.30\n5,90.02\n6,86.77",
            MYSQL,
        ),
    ],
)
session(
    "sql-mysql",
    "mysql-fail-down",
    task,
    FAIL,
    [
        (
            "execute_sql",
            {"query": "SELECT MONTH(created_at), AVG(total) FROM orders GROUP BY 1"},
            "Error executing query: 2003 (HY000): Can't connect to MySQL server on 'db.internal:3306' (111)",
            MYSQL,
        ),
        (
            "execute_sql",
            {"query": "SHOW TABLES"},
            "Error executing query: 2003 (HY000): Can't connect to MySQL server on 'db.internal:3306' (111)",
            MYSQL,
        ),
        (
            "execute_sql",
            {"query": "SELECT 1"},
            "Error executing query: 2003 (HY000): Can't connect to MySQL server on 'db.internal:3306' (111)",
            MYSQL,
        ),
    ],
)


# --- GitHub (github-mcp-server) --------------------------------------------------------------
def gh_repo(name: str) -> dict[str, Any]:
    return {
        "id": 7123,
        "name": name.split("/")[1],
        "full_name": name,
        "private": False,
        "html_url": f"https://github.com/{name}",
        "description": "Fast HTTP client for Python",
        "fork": False,
        "url": f"https://api.github.com/repos/{name}",
    }


def gh_code_item(path: str, repo: str = "acme/httpkit") -> dict[str, Any]:
    return {
        "name": path.rsplit("/", 1)[-1],
        "path": path,
        "sha": "9f1c2d3e4b5a69788c7d6e5f4a3b2c1d0e9f8a7b",
        "url": f"https://api.github.com/repositories/7123/contents/{path}?ref=4e1d",
        "git_url": "https://api.github.com/repositories/7123/git/blobs/9f1c2d3e",
        "html_url": f"https://github.com/{repo}/blob/4e1d/{path}",
        "repository": gh_repo(repo),
        "score": 1.0,
    }


def gh_issue(n: int, title: str, state: str, body: str) -> dict[str, Any]:
    return {
        "url": f"https://api.github.com/repos/acme/httpkit/issues/{n}",
        "html_url": f"https://github.com/acme/httpkit/issues/{n}",
        "id": 900000 + n,
        "number": n,
        "title": title,
        "user": {"login": "dev" + str(n % 7), "id": 4410 + n},
        "labels": [{"name": "bug", "color": "d73a4a"}],
        "state": state,
        "comments": n % 5,
        "created_at": f"2024-05-0{n % 9 + 1}T10:12:00Z",
        "updated_at": "2024-06-11T08:00:00Z",
        "body": body,
    }


src = (
    "import ssl\n\nDEFAULT_TIMEOUT = 5.0\n\n\nclass Timeout:\n    def __init__(self, connect=None, read=None):\n"
    "        self.connect = DEFAULT_TIMEOUT if connect is None else connect\n        self.read = read\n\n"
    "    def as_tuple(self):\n        return (self.connect, self.read)\n"
)
b64 = base64.encodebytes(src.encode()).decode()
task = "Why does httpkit ignore the read timeout? Find where the timeout is set in acme/httpkit and the open issue about it."
session(
    "github",
    "gh-ok-1",
    task,
    OK,
    [
        (
            "search_code",
            {"query": "read_timeout repo:acme/httpkit"},
            json.dumps(
                {
                    "total_count": 2,
                    "incomplete_results": False,
                    "items": [
                        gh_code_item("httpkit/_config.py"),
                        gh_code_item("tests/test_timeouts.py"),
                    ],
                }
            ),
            GH,
        ),
        (
            "get_file_contents",
            {"owner": "acme", "repo": "httpkit", "path": "httpkit/config.py"},
            "failed to get file contents: GET https://api.github.com/repos/acme/httpkit/contents/httpkit/config.py: 404 Not Found []",
            GH,
        ),
        (
            "get_file_contents",
            {"owner": "acme", "repo": "httpkit", "path": "httpkit/_config.py"},
            json.dumps(
                {
                    "type": "file",
                    "encoding": "base64",
                    "size": len(src),
                    "name": "_config.py",
                    "path": "httpkit/_config.py",
                    "content": b64,
                    "sha": "9f1c2d3e4b5a69788c7d6e5f4a3b2c1d0e9f8a7b",
                    "url": "https://api.github.com/repos/acme/httpkit/contents/httpkit/_config.py?ref=main",
                    "html_url": "https://github.com/acme/httpkit/blob/main/httpkit/_config.py",
                    "download_url": "https://raw.githubusercontent.com/acme/httpkit/main/httpkit/_config.py",
                }
            ),
            GH,
        ),
        (
            "search_issues",
            {"query": "repo:acme/httpkit is:issue is:open read timeout ignored"},
            json.dumps(
                {
                    "total_count": 1,
                    "incomplete_results": False,
                    "items": [
                        gh_issue(
                            412,
                            "Read timeout is ignored when connect timeout is set",
                            "open",
                            "Setting Timeout(connect=2) drops the read timeout: it stays None.",
                        )
                    ],
                }
            ),
            GH,
        ),
        (
            "get_issue",
            {"owner": "acme", "repo": "httpkit", "issue_number": 412},
            json.dumps(
                gh_issue(
                    412,
                    "Read timeout is ignored when connect timeout is set",
                    "open",
                    "Setting Timeout(connect=2) drops the read timeout: it stays None. Expected the default 5.0 like connect.",
                )
            ),
            GH,
        ),
    ],
)
session(
    "github",
    "gh-ok-2",
    "List the open bugs in acme/httpkit that mention proxies.",
    OK,
    [
        (
            "list_issues",
            {"owner": "acme", "repo": "httpkit", "state": "open", "labels": ["bug"]},
            json.dumps(
                [
                    gh_issue(
                        401,
                        "Proxy auth header sent twice",
                        "open",
                        "With HTTPS_PROXY set the Proxy-Authorization header is duplicated.",
                    ),
                    gh_issue(
                        405,
                        "SOCKS proxy ignores no_proxy",
                        "open",
                        "no_proxy entries are not honoured for socks5 proxies.",
                    ),
                    gh_issue(
                        409, "Crash on empty cookie jar", "open", "KeyError when the jar is empty."
                    ),
                ]
            ),
            GH,
        ),
        (
            "search_issues",
            {"query": "repo:acme/httpkit is:issue is:open label:bug proxy"},
            json.dumps(
                {
                    "total_count": 2,
                    "incomplete_results": False,
                    "items": [
                        gh_issue(
                            401,
                            "Proxy auth header sent twice",
                            "open",
                            "With HTTPS_PROXY set the Proxy-Authorization header is duplicated.",
                        ),
                        gh_issue(
                            405,
                            "SOCKS proxy ignores no_proxy",
                            "open",
                            "no_proxy entries are not honoured for socks5 proxies.",
                        ),
                    ],
                }
            ),
            GH,
        ),
        (
            "get_issue",
            {"owner": "acme", "repo": "httpkit", "issue_number": 405},
            json.dumps(
                gh_issue(
                    405,
                    "SOCKS proxy ignores no_proxy",
                    "open",
                    "no_proxy entries are not honoured for socks5 proxies. Repro: set ALL_PROXY=socks5://...",
                )
            ),
            GH,
        ),
    ],
)
rate = (
    "failed to search code: GET https://api.github.com/search/code?q=retry+repo%3Aacme%2Fhttpkit: 403 API rate limit exceeded "
    "for user ID 5521. If you reach out to GitHub Support for help, please include the request ID C0DE:12AB:3F. [rate reset in 41m12s]"
)
session(
    "github",
    "gh-fail-rate",
    "Find where retries are configured in acme/httpkit.",
    FAIL,
    [
        ("search_code", {"query": "retry repo:acme/httpkit"}, rate, GH),
        (
            "search_code",
            {"query": "max_retries repo:acme/httpkit"},
            rate.replace("retry+", "max_retries+"),
            GH,
        ),
        (
            "search_code",
            {"query": "Retry( repo:acme/httpkit"},
            rate.replace("retry+", "Retry%28+"),
            GH,
        ),
        (
            "search_code",
            {"query": "backoff repo:acme/httpkit"},
            rate.replace("retry+", "backoff+"),
            GH,
        ),
    ],
)
session(
    "github",
    "gh-fail-empty",
    "Find the issue about HTTP/3 support in acme/httpkit.",
    FAIL,
    [
        (
            "search_issues",
            {"query": "repo:acme/httpkit http3"},
            json.dumps({"total_count": 0, "incomplete_results": False, "items": []}),
            GH,
        ),
        (
            "search_issues",
            {"query": 'repo:acme/httpkit "HTTP/3"'},
            json.dumps({"total_count": 0, "incomplete_results": False, "items": []}),
            GH,
        ),
        (
            "search_issues",
            {"query": "repo:acme/httpkit quic"},
            json.dumps({"total_count": 0, "incomplete_results": False, "items": []}),
            GH,
        ),
    ],
)


# --- Notion (notion-mcp-server) --------------------------------------------------------------
def notion_page(pid: str, title: str) -> dict[str, Any]:
    return {
        "object": "page",
        "id": pid,
        "created_time": "2024-02-01T09:00:00.000Z",
        "last_edited_time": "2024-06-03T16:20:00.000Z",
        "parent": {"type": "workspace", "workspace": True},
        "archived": False,
        "url": f"https://www.notion.so/{title.replace(' ', '-')}-{pid.replace('-', '')}",
        "properties": {
            "title": {
                "id": "title",
                "type": "title",
                "title": [
                    {"type": "text", "text": {"content": title, "link": None}, "plain_text": title}
                ],
            }
        },
    }


def notion_block(text: str, kind: str = "paragraph") -> dict[str, Any]:
    return {
        "object": "block",
        "id": f"b{zlib.crc32(text.encode()):08x}",
        "type": kind,
        "has_children": False,
        kind: {
            "rich_text": [
                {"type": "text", "text": {"content": text, "link": None}, "plain_text": text}
            ],
            "color": "default",
        },
    }


task = (
    "What is the on-call escalation policy in our Notion runbook, and who is the secondary on-call?"
)
session(
    "notion",
    "notion-ok-1",
    task,
    OK,
    [
        (
            "API-post-search",
            {"query": "on-call runbook"},
            json.dumps(
                {
                    "object": "list",
                    "results": [
                        notion_page("1f2e3d4c-0000-4000-8000-00000000a001", "On-call Runbook"),
                        notion_page("1f2e3d4c-0000-4000-8000-00000000a002", "Incident Postmortems"),
                    ],
                    "next_cursor": None,
                    "has_more": False,
                    "type": "page_or_database",
                    "page_or_database": {},
                }
            ),
            NOTION,
        ),
        (
            "API-get-block-children",
            {"block_id": "1f2e3d4c-0000-4000-8000-00000000a00l"},
            json.dumps(
                {
                    "object": "error",
                    "status": 400,
                    "code": "validation_error",
                    "message": 'path failed validation: path.block_id should be a valid uuid, instead was `"1f2e3d4c-0000-4000-8000-00000000a00l"`.',
                    "request_id": "5b1c7e9a-aa10-4c3e-9d7b-3f2a1c0d9e8f",
                }
            ),
            NOTION,
        ),
        (
            "API-get-block-children",
            {"block_id": "1f2e3d4c-0000-4000-8000-00000000a001"},
            json.dumps(
                {
                    "object": "list",
                    "results": [
                        notion_block("Escalation policy", "heading_2"),
                        notion_block(
                            "Page the primary on-call first. If there is no acknowledgement within 10 minutes, PagerDuty escalates to the secondary on-call, then to the engineering manager after 20 minutes."
                        ),
                        notion_block(
                            "Secondary on-call this rotation: Priya Raman (backup: Tom Okafor)."
                        ),
                        notion_block("Severity levels", "heading_2"),
                        notion_block(
                            "SEV1: customer-facing outage. SEV2: degraded service. SEV3: internal only."
                        ),
                    ],
                    "next_cursor": None,
                    "has_more": False,
                    "type": "block",
                    "block": {},
                }
            ),
            NOTION,
        ),
    ],
)
session(
    "notion",
    "notion-ok-2",
    "Which tasks in the Q3 Launch database are still blocked?",
    OK,
    [
        (
            "API-post-search",
            {"query": "Q3 Launch", "filter": {"property": "object", "value": "database"}},
            json.dumps(
                {
                    "object": "list",
                    "results": [
                        {
                            "object": "database",
                            "id": "7a7a7a7a-1111-4222-8333-444455556666",
                            "title": [
                                {
                                    "type": "text",
                                    "text": {"content": "Q3 Launch", "link": None},
                                    "plain_text": "Q3 Launch",
                                }
                            ],
                            "url": "https://www.notion.so/7a7a7a7a111142228333444455556666",
                        }
                    ],
                    "next_cursor": None,
                    "has_more": False,
                    "type": "page_or_database",
                    "page_or_database": {},
                }
            ),
            NOTION,
        ),
        (
            "API-post-database-query",
            {
                "database_id": "7a7a7a7a-1111-4222-8333-444455556666",
                "filter": {"property": "Status", "select": {"equals": "Blocked"}},
            },
            json.dumps(
                {
                    "object": "list",
                    "results": [
                        {
                            "object": "page",
                            "id": "p1",
                            "properties": {
                                "Name": {
                                    "type": "title",
                                    "title": [{"plain_text": "Pricing page copy"}],
                                },
                                "Status": {"type": "select", "select": {"name": "Blocked"}},
                                "Owner": {"type": "people", "people": [{"name": "Dana Lee"}]},
                            },
                        },
                        {
                            "object": "page",
                            "id": "p2",
                            "properties": {
                                "Name": {
                                    "type": "title",
                                    "title": [{"plain_text": "SSO for enterprise tier"}],
                                },
                                "Status": {"type": "select", "select": {"name": "Blocked"}},
                                "Owner": {"type": "people", "people": [{"name": "Ravi Shah"}]},
                            },
                        },
                    ],
                    "next_cursor": None,
                    "has_more": False,
                    "type": "page_or_database",
                    "page_or_database": {},
                }
            ),
            NOTION,
        ),
    ],
)
unauth = json.dumps(
    {
        "object": "error",
        "status": 401,
        "code": "unauthorized",
        "message": "API token is invalid.",
        "request_id": "0d9e8f7a-1b2c-4d3e-8f9a-0b1c2d3e4f5a",
    }
)
session(
    "notion",
    "notion-fail-auth",
    task,
    FAIL,
    [
        ("API-post-search", {"query": "on-call runbook"}, unauth, NOTION),
        ("API-post-search", {"query": "runbook"}, unauth, NOTION),
        ("API-post-search", {"query": "escalation policy"}, unauth, NOTION),
    ],
)
empty = json.dumps(
    {
        "object": "list",
        "results": [],
        "next_cursor": None,
        "has_more": False,
        "type": "page_or_database",
        "page_or_database": {},
    }
)
session(
    "notion",
    "notion-fail-empty",
    "Find the 2019 offsite agenda in Notion.",
    FAIL,
    [
        ("API-post-search", {"query": "2019 offsite agenda"}, empty, NOTION),
        ("API-post-search", {"query": "offsite 2019"}, empty, NOTION),
        ("API-post-search", {"query": "team offsite agenda"}, empty, NOTION),
    ],
)

# --- Browser (playwright-mcp) ------------------------------------------------------------------
snap_home = """- generic [active] [ref=e1]:
  - banner [ref=e2]:
    - link "BookNook home" [ref=e3] [cursor=pointer]:
      - /url: /
    - searchbox "Search books" [ref=e4]
    - button "Search" [ref=e5] [cursor=pointer]
  - main [ref=e6]:
    - heading "Bestsellers this week" [level=1] [ref=e7]
    - list [ref=e8]:
      - listitem [ref=e9]:
        - link "The Quiet Orbit" [ref=e10] [cursor=pointer]:
          - /url: /books/quiet-orbit
      - listitem [ref=e11]:
        - link "Salt and Cedar" [ref=e12] [cursor=pointer]:
          - /url: /books/salt-and-cedar"""
snap_results = """- generic [ref=e1]:
  - main [ref=e6]:
    - heading "Results for \\"dune paperback\\"" [level=1] [ref=e20]
    - list [ref=e21]:
      - listitem [ref=e22]:
        - link "Dune (Paperback, 2019 edition)" [ref=e23] [cursor=pointer]:
          - /url: /books/dune-pb-2019
        - generic [ref=e24]: $10.99 - In stock
      - listitem [ref=e25]:
        - link "Dune Messiah (Paperback)" [ref=e26] [cursor=pointer]:
          - /url: /books/dune-messiah-pb
        - generic [ref=e27]: $9.49 - In stock"""
snap_book = """- generic [ref=e1]:
  - main [ref=e6]:
    - heading "Dune (Paperback, 2019 edition)" [level=1] [ref=e30]
    - paragraph [ref=e31]: Frank Herbert. Ace, 2019. 688 pages. ISBN 9780441172719.
    - generic [ref=e32]: $10.99
    - button "Add to cart" [ref=e33] [cursor=pointer]"""


def pw(code: str, url: str, title: str, snapshot: str | None) -> str:
    out = f"### Ran Playwright code\n```js\n{code}\n```\n"
    if snapshot is not None:
        out += f"\n### Page state\n- Page URL: {url}\n- Page Title: {title}\n- Page Snapshot:\n```yaml\n{snapshot}\n```\n"
    return out


task = "On booknook.example, find the price and ISBN of the 2019 paperback edition of Dune."
session(
    "browser",
    "pw-ok-1",
    task,
    OK,
    [
        (
            "browser_navigate",
            {"url": "https://booknook.example"},
            pw(
                "await page.goto('https://booknook.example');",
                "https://booknook.example/",
                "BookNook - Books",
                snap_home,
            ),
            PW,
        ),
        (
            "browser_type",
            {"element": "Search books", "ref": "e4", "text": "dune paperback"},
            pw(
                "await page.getByRole('searchbox', { name: 'Search books' }).fill('dune paperback');",
                "",
                "",
                None,
            ),
            PW,
        ),
        (
            "browser_click",
            {"element": "Search button", "ref": "e50"},
            "### Result\nError: Ref e50 not found in the current page snapshot. Try capturing new snapshot.",
            PW,
        ),
        (
            "browser_click",
            {"element": "Search button", "ref": "e5"},
            pw(
                "await page.getByRole('button', { name: 'Search' }).click();",
                "https://booknook.example/search?q=dune+paperback",
                "Search - BookNook",
                snap_results,
            ),
            PW,
        ),
        (
            "browser_click",
            {"element": "Dune (Paperback, 2019 edition)", "ref": "e23"},
            pw(
                "await page.getByRole('link', { name: 'Dune (Paperback, 2019 edition)' }).click();",
                "https://booknook.example/books/dune-pb-2019",
                "Dune (Paperback, 2019 edition) - BookNook",
                snap_book,
            ),
            PW,
        ),
    ],
)
old_code = "- Ran Playwright code:\n```js\n// {c}\n{k}\n```\n\n- Page URL: {u}\n- Page Title: {t}\n"
session(
    "browser",
    "pw-ok-2-old-format",
    "Log in to the staging admin panel and open the Users page.",
    OK,
    [
        (
            "browser_navigate",
            {"url": "https://admin.staging.example/login"},
            old_code.format(
                c="Navigate to https://admin.staging.example/login",
                k="await page.goto('https://admin.staging.example/login');",
                u="https://admin.staging.example/login",
                t="Admin - Sign in",
            )
            + '- Page Snapshot\n```yaml\n- heading "Sign in" [level=1] [ref=s1]\n- textbox "Email" [ref=s2]\n- textbox "Password" [ref=s3]\n- button "Sign in" [ref=s4]\n```',
            PW_OLD,
        ),
        (
            "browser_type",
            {"element": "Email", "ref": "s2", "text": "qa@example.com"},
            old_code.format(
                c='Fill "qa@example.com" into "Email"',
                k="await page.getByRole('textbox', { name: 'Email' }).fill('qa@example.com');",
                u="https://admin.staging.example/login",
                t="Admin - Sign in",
            ),
            PW_OLD,
        ),
        (
            "browser_type",
            {"element": "Password", "ref": "s3", "text": "********", "submit": True},
            old_code.format(
                c='Fill "********" into "Password"',
                k="await page.getByRole('textbox', { name: 'Password' }).fill('********');\nawait page.getByRole('textbox', { name: 'Password' }).press('Enter');",
                u="https://admin.staging.example/dashboard",
                t="Admin - Dashboard",
            ),
            PW_OLD,
        ),
        (
            "browser_click",
            {"element": "Users", "ref": "d7"},
            old_code.format(
                c="Click Users",
                k="await page.getByRole('link', { name: 'Users' }).click();",
                u="https://admin.staging.example/users",
                t="Admin - Users",
            ),
            PW_OLD,
        ),
        (
            "browser_click",
            {"element": "Next page", "ref": "d9"},
            old_code.format(
                c="Click Next page",
                k="await page.getByRole('button', { name: 'Next page' }).click();",
                u="https://admin.staging.example/users?page=2",
                t="Admin - Users",
            ),
            PW_OLD,
        ),
    ],
)
dead = '### Result\nError: page.goto: net::ERR_CONNECTION_REFUSED at https://status.internal.example/\nCall log:\n  - navigating to "https://status.internal.example/", waiting until "domcontentloaded"\n'
session(
    "browser",
    "pw-fail-dead",
    "Check the status page for today's incidents.",
    FAIL,
    [
        ("browser_navigate", {"url": "https://status.internal.example/"}, dead, PW),
        ("browser_navigate", {"url": "https://status.internal.example/"}, dead, PW),
        ("browser_navigate", {"url": "https://status.internal.example/"}, dead, PW),
    ],
)
same = pw(
    "await page.getByRole('button', { name: 'Load more' }).click();",
    "https://booknook.example/search?q=dune",
    "Search - BookNook",
    snap_results,
)
session(
    "browser",
    "pw-fail-same",
    "Find a hardcover Dune on booknook.example.",
    FAIL,
    [
        ("browser_click", {"element": "Load more", "ref": "e40"}, same, PW),
        ("browser_click", {"element": "Load more", "ref": "e40"}, same, PW),
        ("browser_click", {"element": "Load more", "ref": "e40"}, same, PW),
        ("browser_click", {"element": "Load more", "ref": "e40"}, same, PW),
    ],
)

# --- Fetch (MCP fetch) -------------------------------------------------------------------------
page1 = """Contents of https://docs.python.org/3/library/asyncio-task.html:
# Coroutines and Tasks

This section outlines high-level asyncio APIs to work with coroutines and Tasks.

## Timeouts

`asyncio.timeout(delay)` returns an asynchronous context manager that can be used to limit the amount of time spent waiting on something.

*delay* can either be `None`, or a float/int number of seconds to wait. If *delay* is `None`, no time limit will be applied.

If the long operation takes more than the delay, it is cancelled and `TimeoutError` is raised.

`asyncio.wait_for(aw, timeout)` waits for the *aw* awaitable to complete with a timeout.

<error>Content truncated. Call the fetch tool with a start_index of 5000 to get more content.</error>"""
page2 = """Contents of https://docs.python.org/3/library/asyncio-task.html:
## Shielding From Cancellation

`asyncio.shield(aw)` protects an awaitable object from being cancelled.

If *aw* is a coroutine it is automatically scheduled as a Task.

Unlike `wait_for`, a shielded task keeps running when the outer coroutine is cancelled by a timeout."""
session(
    "fetch",
    "fetch-ok-1",
    "How do I put a timeout on an awaitable in asyncio, and what exception is raised?",
    OK,
    [
        (
            "fetch",
            {"url": "https://docs.python.org/3/library/asyncio-timeouts.html"},
            mcp(
                "Failed to fetch https://docs.python.org/3/library/asyncio-timeouts.html - status code 404",
                True,
            ),
            FETCH,
        ),
        ("fetch", {"url": "https://docs.python.org/3/library/asyncio-task.html"}, page1, FETCH),
        (
            "fetch",
            {"url": "https://docs.python.org/3/library/asyncio-task.html", "start_index": 5000},
            page2,
            FETCH,
        ),
    ],
)
readme = """Contents of https://raw.githubusercontent.com/acme/httpkit/main/CHANGELOG.md:
Content type text/plain; charset=utf-8 cannot be simplified to markdown, but here is the raw content:
# Changelog

## 2.4.0 (2024-06-01)
- Timeout(read=...) now defaults to the connect timeout.
- Dropped Python 3.8.

## 2.3.1 (2024-03-12)
- Fixed duplicated Proxy-Authorization header."""
session(
    "fetch",
    "fetch-ok-2",
    "In which httpkit release did the read timeout default change?",
    OK,
    [
        (
            "fetch",
            {"url": "https://raw.githubusercontent.com/acme/httpkit/main/CHANGELOG.md"},
            readme,
            FETCH,
        ),
    ],
)
f503 = "Failed to fetch https://api.weather.example/v1/today - status code 503"
session(
    "fetch",
    "fetch-fail-503",
    "What is today's forecast for Lisbon from api.weather.example?",
    FAIL,
    [
        (
            "fetch",
            {"url": "https://api.weather.example/v1/today?city=lisbon"},
            mcp(f503.replace("today", "today?city=lisbon"), True),
            FETCH,
        ),
        (
            "fetch",
            {"url": "https://api.weather.example/v1/today?city=Lisbon"},
            mcp(f503.replace("today", "today?city=Lisbon"), True),
            FETCH,
        ),
        (
            "fetch",
            {"url": "https://api.weather.example/v1/today?q=lisbon"},
            mcp(f503.replace("today", "today?q=lisbon"), True),
            FETCH,
        ),
    ],
)

# --- Web search (Brave, Tavily, Exa) --------------------------------------------------------------
brave = (
    "Title: Lisbon weather in October: temperatures and rain\nDescription: October in <strong>Lisbon</strong> averages 22°C highs and 8 rainy days.\nURL: https://www.climate.example/lisbon/october\n\n"
    "Title: Lisbon climate by month\nDescription: Monthly averages of temperature, rainfall and sunshine for <strong>Lisbon</strong>, Portugal.\nURL: https://weatherspark.example/lisbon\n\n"
    "Title: Is October a good time to visit Lisbon?\nDescription: Mild days, fewer crowds and the first autumn rains.\nURL: https://travel.example/lisbon-october"
)
session(
    "web-search",
    "brave-ok-1",
    "What is the average high temperature in Lisbon in October?",
    OK,
    [
        ("brave_web_search", {"query": "Lisbon average high temperature October"}, brave, BRAVE),
        (
            "fetch",
            {"url": "https://www.climate.example/lisbon/october"},
            "Contents of https://www.climate.example/lisbon/october:\n# Lisbon in October\n\nThe average high temperature in Lisbon in October is 22°C (72°F); lows average 15°C. Expect about 8 days with rain.",
            FETCH,
        ),
    ],
)
tavily = (
    "Detailed Results:\n\nTitle: Kubernetes 1.30 release notes\nURL: https://kubernetes.io/blog/2024/04/17/kubernetes-v1-30-release/\n"
    "Content: Kubernetes v1.30 Uwubernetes brings 45 enhancements; structured authorization configuration moves to beta.\n\n"
    "Title: What's new in Kubernetes 1.30\nURL: https://sysdig.example/blog/kubernetes-1-30\n"
    "Content: The release graduates node log query and adds recursive read-only mounts.\n\n"
    "Title: Kubernetes 1.30 deprecations\nURL: https://k8s-notes.example/1-30\nContent: No APIs are removed in 1.30; several flags are deprecated."
)
exa = json.dumps(
    {
        "requestId": "b5a1c2d3e4f5",
        "autopromptString": "Kubernetes 1.30 release date",
        "resolvedSearchType": "neural",
        "results": [
            {
                "id": "https://kubernetes.io/releases/",
                "title": "Releases | Kubernetes",
                "url": "https://kubernetes.io/releases/",
                "publishedDate": "2024-04-17T00:00:00.000Z",
                "author": None,
                "text": "Kubernetes 1.30 was released on April 17, 2024. Release history and support window for each minor release.",
            }
        ],
    }
)
session(
    "web-search",
    "tavily-exa-ok-1",
    "When was Kubernetes 1.30 released and what did it add?",
    OK,
    [
        ("tavily-search", {"query": "Kubernetes 1.30 release"}, tavily, TAVILY),
        ("web_search_exa", {"query": "Kubernetes 1.30 release date"}, exa, EXA),
    ],
)
session(
    "web-search",
    "brave-fail-rate",
    "Who won the 2024 Tour de France mountains classification?",
    FAIL,
    [
        (
            "brave_web_search",
            {"query": "2024 Tour de France mountains classification winner"},
            mcp(
                'Error: Brave API error: 429 Too Many Requests\n{"type":"ErrorResponse","error":{"code":"RATE_LIMITED","detail":"Request rate limit exceeded for plan.","status":429}}',
                True,
            ),
            BRAVE,
        ),
        (
            "brave_web_search",
            {"query": "Tour de France 2024 polka dot jersey"},
            mcp(
                'Error: Brave API error: 429 Too Many Requests\n{"type":"ErrorResponse","error":{"code":"RATE_LIMITED","detail":"Request rate limit exceeded for plan.","status":429}}',
                True,
            ),
            BRAVE,
        ),
        (
            "brave_web_search",
            {"query": "king of the mountains 2024 tour"},
            mcp(
                'Error: Brave API error: 429 Too Many Requests\n{"type":"ErrorResponse","error":{"code":"RATE_LIMITED","detail":"Request rate limit exceeded for plan.","status":429}}',
                True,
            ),
            BRAVE,
        ),
    ],
)
stale = (
    "Detailed Results:\n\nTitle: Tour de France - official site\nURL: https://www.letour.example/en/\nContent: Follow the race live, stages, rankings and riders.\n\n"
    "Title: Tour de France | Cycling news\nURL: https://cyclingnews.example/races/tour-de-france\nContent: The latest news, results and analysis from the Tour.\n\n"
    "Title: Tour de France history\nURL: https://history.example/tdf\nContent: The Tour was first held in 1903."
)
session(
    "web-search",
    "tavily-fail-same",
    "Who won the 2024 Tour de France mountains classification?",
    FAIL,
    [
        (
            "tavily-search",
            {"query": "2024 Tour de France mountains classification winner"},
            stale,
            TAVILY,
        ),
        ("tavily-search", {"query": "Tour de France 2024 KOM winner"}, stale, TAVILY),
        ("tavily-search", {"query": "polka dot jersey 2024 winner"}, stale, TAVILY),
        ("tavily-search", {"query": "best climber Tour de France 2024"}, stale, TAVILY),
    ],
)

# --- Filesystem (MCP filesystem) -------------------------------------------------------------------
task = "Add a section on environment variables to the project's setup docs; first find out which variables the app reads."
session(
    "filesystem",
    "fs-ok-1",
    task,
    OK,
    [
        (
            "list_directory",
            {"path": "/workspace/app"},
            "[FILE] .env.example\n[FILE] README.md\n[DIR] docs\n[FILE] pyproject.toml\n[DIR] src\n[DIR] tests",
            FS,
        ),
        (
            "read_file",
            {"path": "/workspace/app/docs/setup.md"},
            "Error: ENOENT: no such file or directory, open '/workspace/app/docs/setup.md'",
            FS,
        ),
        (
            "list_directory",
            {"path": "/workspace/app/docs"},
            "[FILE] index.md\n[FILE] installation.md\n[FILE] deployment.md",
            FS,
        ),
        (
            "read_file",
            {"path": "/workspace/app/docs/installation.md"},
            "# Installation\n\nClone the repository and install the package in a virtual environment:\n\n```bash\npython -m venv .venv\n. .venv/bin/activate\npip install -e .\n```\n\nThen copy `.env.example` to `.env` and start the app with `app serve`.",
            FS,
        ),
        (
            "read_file",
            {"path": "/workspace/app/.env.example"},
            "DATABASE_URL=postgres://app:app@localhost:5432/app\nREDIS_URL=redis://localhost:6379/0\nSECRET_KEY=change-me\nLOG_LEVEL=info\nSENTRY_DSN=",
            FS,
        ),
        (
            "search_files",
            {"path": "/workspace/app/src", "pattern": "**/settings*.py"},
            "/workspace/app/src/app/settings.py",
            FS,
        ),
        (
            "read_file",
            {"path": "/workspace/app/src/app/settings.py"},
            'import os\nfrom dataclasses import dataclass\n\n\n@dataclass(frozen=True)\nclass Settings:\n    database_url: str = os.environ["DATABASE_URL"]\n'
            '    redis_url: str = os.environ.get("REDIS_URL", "redis://localhost:6379/0")\n    secret_key: str = os.environ["SECRET_KEY"]\n'
            '    log_level: str = os.environ.get("LOG_LEVEL", "info")\n    sentry_dsn: str | None = os.environ.get("SENTRY_DSN") or None\n',
            FS,
        ),
    ],
)
session(
    "filesystem",
    "fs-ok-2",
    "Summarise what the project README says about running the tests.",
    OK,
    [
        (
            "read_file",
            {"path": "/workspace/app/README.md"},
            "# app\n\nA small web service.\n\n## Running the tests\n\nInstall the dev extras with `pip install -e .[dev]` and run `pytest -q`.\n"
            "Integration tests need a running Postgres; set `DATABASE_URL` or they are skipped.\n\n## Licence\n\nMIT",
            FS,
        ),
    ],
)
deny = "Error: Access denied - path outside allowed directories: {p} not in /workspace/app"
session(
    "filesystem",
    "fs-fail-denied",
    "Read the deployment secrets file and list the keys it defines.",
    FAIL,
    [
        ("read_file", {"path": "/etc/app/secrets.env"}, deny.format(p="/etc/app/secrets.env"), FS),
        ("read_file", {"path": "/etc/app/secrets"}, deny.format(p="/etc/app/secrets"), FS),
        (
            "read_file",
            {"path": "/var/lib/app/secrets.env"},
            deny.format(p="/var/lib/app/secrets.env"),
            FS,
        ),
    ],
)
session(
    "filesystem",
    "fs-fail-nomatch",
    "Find the GraphQL schema file in the project.",
    FAIL,
    [
        (
            "search_files",
            {"path": "/workspace/app", "pattern": "**/*.graphql"},
            "No matches found",
            FS,
        ),
        (
            "search_files",
            {"path": "/workspace/app", "pattern": "**/schema.gql"},
            "No matches found",
            FS,
        ),
        (
            "search_files",
            {"path": "/workspace/app", "pattern": "**/*schema*"},
            "No matches found",
            FS,
        ),
    ],
)

# --- Terminal: plain subprocess stdout and OpenHands' trailer ------------------------------------
task = "Fix the failing test test_parse_empty in the parser package."
pytest_fail = """============================= test session starts ==============================
platform linux -- Python 3.11.4, pytest-7.4.0, pluggy-1.2.0
rootdir: /workspace/parser
collected 12 items

tests/test_parser.py ..F.........                                        [100%]

=================================== FAILURES ===================================
_______________________________ test_parse_empty _______________________________

    def test_parse_empty():
>       assert parse("") == []
E       AssertionError: assert None == []
E        +  where None = parse('')

tests/test_parser.py:14: AssertionError
=========================== short test summary info ============================
FAILED tests/test_parser.py::test_parse_empty - AssertionError: assert None == []
========================= 1 failed, 11 passed in 0.12s ========================="""
session(
    "terminal",
    "shell-ok-1",
    task,
    OK,
    [
        (
            "run_command",
            {"command": "ls -l"},
            "total 24\n-rw-r--r-- 1 dev dev  812 Jun  3 10:01 README.md\ndrwxr-xr-x 3 dev dev 4096 Jun  3 10:01 parser\n-rw-r--r-- 1 dev dev  402 Jun  3 10:01 pyproject.toml\ndrwxr-xr-x 2 dev dev 4096 Jun  3 10:01 tests",
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "python -m pytest -q tests/test_parser.py"},
            pytest_fail,
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": 'grep -n "def parse" -r parser'},
            "parser/core.py:8:def parse(text):\nparser/core.py:21:def parse_line(line):\nparser/cli.py:5:def parse_args(argv=None):",
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "git log --oneline -5 -- parser/core.py"},
            "4e1d2c3 Return None for blank input\n9a8b7c6 Split lines before parsing\n1f2e3d4 Add parse_line\nc0ffee1 Initial parser",
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "python -c 'from parser.core import parse; parse(None)'"},
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File \"/workspace/parser/parser/core.py\", line 9, in parse\n    if not text.strip():\nAttributeError: 'NoneType' object has no attribute 'strip'",
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "git diff"},
            "diff --git a/parser/core.py b/parser/core.py\nindex 4e1d2c3..5f6a7b8 100644\n--- a/parser/core.py\n+++ b/parser/core.py\n@@ -8,6 +8,6 @@ def parse(text):\n     if not text.strip():\n-        return None\n+        return []\n     return [parse_line(ln) for ln in text.splitlines()]",
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "python -m pytest -q tests/test_parser.py"},
            "............                                                             [100%]\n12 passed in 0.09s",
            SUBPROCESS,
        ),
    ],
)
oh = "\n[The command completed with exit code {rc}.]\n[Current working directory: /workspace/parser]\n[Python interpreter: /usr/bin/python]\n[Command finished with exit code {rc}]"
session(
    "terminal",
    "openhands-ok-1",
    task,
    OK,
    [
        (
            "execute_bash",
            {"command": "find . -name '*.py' -path '*parser*' | head"},
            "./parser/__init__.py\n./parser/core.py\n./parser/cli.py\n./tests/test_parser.py"
            + oh.format(rc=0),
            OPENHANDS,
        ),
        (
            "execute_bash",
            {"command": "python -m pytest -q tests/test_parser.py -k empty"},
            "F                                                                        [100%]\n=================================== FAILURES ===================================\n_______________________________ test_parse_empty _______________________________\ntests/test_parser.py:14: AssertionError\n1 failed, 11 deselected in 0.05s"
            + oh.format(rc=1),
            OPENHANDS,
        ),
        (
            "execute_bash",
            {"command": "sed -n 1,20p parser/core.py"},
            "from .line import parse_line\n\n\n\ndef parse(text):\n    if not text.strip():\n        return None\n    return [parse_line(ln) for ln in text.splitlines()]"
            + oh.format(rc=0),
            OPENHANDS,
        ),
        (
            "execute_bash",
            {"command": "python -m pytest -q tests/test_parser.py"},
            "............                                                             [100%]\n12 passed in 0.08s"
            + oh.format(rc=0),
            OPENHANDS,
        ),
    ],
)
resolve = "curl: (6) Could not resolve host: pypi.internal.example"
session(
    "terminal",
    "shell-fail-net",
    "Install the internal package acme-tools and print its version.",
    FAIL,
    [
        (
            "run_command",
            {"command": "curl -sSf https://pypi.internal.example/simple/acme-tools/"},
            resolve,
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "curl -sSf https://pypi.internal.example/simple/acme-tools"},
            resolve,
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "curl -sSfL https://pypi.internal.example/simple/"},
            resolve,
            SUBPROCESS,
        ),
    ],
)
session(
    "terminal",
    "shell-fail-same",
    task,
    FAIL,
    [
        (
            "run_command",
            {"command": "python -m pytest -q tests/test_parser.py"},
            pytest_fail,
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "python -m pytest -q tests/test_parser.py -x"},
            pytest_fail,
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "python -m pytest tests/test_parser.py -q"},
            pytest_fail,
            SUBPROCESS,
        ),
        (
            "run_command",
            {"command": "python -m pytest -q tests/test_parser.py::test_parse_empty"},
            pytest_fail,
            SUBPROCESS,
        ),
    ],
)


def main() -> None:
    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{OUT.name}: {len(rows)} rows, {OUT.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
