"""A small MCP search server over the bundled HotpotQA sample, for the MCP proxy's tests.

``search`` looks a query up in one question's knowledge base through a ``FailingSource``
(regime from ``$SEARCH_REGIME``, default ``persistent``; ``set_regime`` changes it), whose
failing calls return paragraphs of *other* questions' knowledge bases. ``lookup`` always
works. The other tools exercise the proxy: progress and hangs (``slow``), error results
(``fail``), a tool added at run time (``add_tool``, with ``tools/list_changed``), a crash
(``crash``), and two tools named without a verb, whose descriptions say that ``payments`` acts
and ``web`` searches (it returns the same page every time). Run:
``python tests/mcp_search_server.py [--http PORT]``; import :func:`build_server` to serve it
in-process.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from uselessdetect.io import sample_hotpotqa_path
from uselessdetect.sim import FailingSource, failure_pool, knowledge_bases, load_records

KBS = knowledge_bases(load_records(sample_hotpotqa_path()))
KB = KBS[0]
POOL = failure_pool(KB, "injected", KBS[1:])
#: A query whose working result is useful (its paragraph holds the query's words).
GOOD_QUERY = "Watertown International Airport"


def kb_search(query: str) -> str:
    """The working tool: the best-matching paragraph of the knowledge base."""
    hit = KB.search(query)
    return KB.texts[hit] if hit >= 0 else f"Could not find [{query}]."


def build_server(regime: str = "persistent", middleware: Any = None) -> MCPServer:
    """The search server, with ``middleware`` in its chain when given."""
    server = MCPServer(
        "hotpot-search",
        instructions=f"Search for: {KB.question}",
        log_level="WARNING",
        middleware=middleware,
    )
    box: dict[str, Any] = {"source": FailingSource(kb_search, regime, POOL, 0), "cancelled": 0}

    @server.tool()
    def search(query: str) -> str:
        """Search the knowledge base (fails on the schedule of the current regime)."""
        return str(box["source"](query))

    @server.tool()
    def ask(question: str, query: str) -> str:
        """Search with the question alongside (the same failing source)."""
        return str(box["source"](query))

    @server.tool()
    def set_regime(regime: str) -> str:
        """Restart the failing source with another regime (calls count from 1 again)."""
        box["source"] = FailingSource(kb_search, regime, POOL, 0)
        return f"regime {regime}"

    @server.tool()
    def stats() -> str:
        """Calls ``search`` and ``ask`` received since the last regime, calls cancelled."""
        return json.dumps({"calls": box["source"].calls_, "cancelled": box["cancelled"]})

    @server.tool()
    def lookup(title: str) -> str:
        """A paragraph by its title (never fails)."""
        for t, text in zip(KB.titles, KB.texts, strict=True):
            if t.lower() == title.lower():
                return text
        return f"Could not find [{title}]."

    @server.tool()
    def payments(query: str) -> str:
        """Create a payment for a customer and return its receipt."""
        return "ok: payment pay_1 created"

    @server.tool()
    def web(query: str) -> str:
        """Search the web for pages about a topic."""
        return "Oslo: Oslo is the capital and most populous city of Norway."

    @server.tool()
    async def slow(seconds: float, ctx: Context) -> str:
        """Report progress three times over ``seconds``, then answer."""
        try:
            for i in range(3):
                await ctx.report_progress(i + 1, 3, f"step {i + 1}")
                await anyio.sleep(seconds / 3)
        except anyio.get_cancelled_exc_class():
            box["cancelled"] += 1
            raise
        return f"done after {seconds} s"

    @server.tool()
    def fail(query: str) -> str:
        """Always fails (an error result)."""
        raise ToolError("the index is offline")

    @server.tool()
    async def add_tool(name: str, ctx: Context) -> str:
        """Register a new tool at run time and tell the client its tool list changed."""
        server.add_tool(kb_search, name=name, description="added at run time")
        await ctx.session.send_tool_list_changed()
        return f"added {name}"

    @server.tool()
    def crash() -> str:
        """Exit the server process at once, mid-call."""
        os._exit(3)

    @server.resource("kb://question")
    def question() -> str:
        """The question this knowledge base answers."""
        return KB.question

    @server.resource("kb://paragraph/{title}")
    def paragraph(title: str) -> str:
        """One paragraph of the knowledge base."""
        return lookup(title)

    @server.prompt()
    def answer_question(question: str) -> str:
        """Ask for an answer from the knowledge base."""
        return f"Answer with the search tool: {question}"

    return server


if __name__ == "__main__":
    app = build_server(os.environ.get("SEARCH_REGIME", "persistent"))
    if len(sys.argv) == 3 and sys.argv[1] == "--http":
        app.run("streamable-http", port=int(sys.argv[2]))
    else:
        app.run()
