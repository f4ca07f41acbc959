"""Build ``tests/data/tool_heldout5.jsonl``: a fifth held-out fixture of agent sessions.

Run ``python tests/data/tool_heldout5_build.py`` to rewrite the fixture; the build is
deterministic (no randomness, no clock, no network). Each row is one tool call in the
``real-runs`` format (``source``, ``run_id``, ``task``, ``tool``, ``args``, ``result``,
``outcome``); the rows of one run follow one another in call order.

The sessions cover tool kinds the earlier fixtures did not: RAG retrievers as frameworks hand
them to the model, code interpreters with rich output, data tools (warehouses, log queries,
dbt, Airflow), cloud CLIs and SaaS APIs, search and wiki tools in German, French, Japanese and
Spanish, email / transcription / vision / PDF tools, and agent-framework wrappers. They were
written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures. Successful sessions are meant to be hard (many useful calls, paging,
polling, tracebacks that change, legitimate empty answers, terse acknowledgements); failing
ones are a source that failed silently while the agent kept calling it.

Each family's function says where its result format comes from and how sure the format is.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from textwrap import dedent
from typing import Any

OUT = Path(__file__).with_name("tool_heldout5.jsonl")

Call = tuple[str, Any, str]
Run = tuple[str, str, str, bool, list[Call]]


def J(obj: Any, indent: int | None = None) -> str:
    """JSON as a server writes it (UTF-8 kept)."""
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def T(text: str) -> str:
    """A text block: dedented, outer blank lines dropped, a line ending in ``\\`` joined on."""
    return dedent(text).strip("\n").replace("\\\n", "")


def _width(cells: list[str]) -> int:
    return max(len(c) for c in cells)


def duckbox(cols: list[str], types: list[str], rows: list[list[Any]]) -> str:
    """DuckDB's CLI / Python ``duckbox`` rendering (numbers right-aligned, text left)."""
    cells = [[("NULL" if v is None else str(v)) for v in r] for r in rows]
    num = [
        all(isinstance(r[i], (int, float)) for r in rows) if rows else False
        for i in range(len(cols))
    ]
    ws = [_width([cols[i], types[i], *[r[i] for r in cells]]) for i in range(len(cols))]
    top = "┌" + "┬".join("─" * (w + 2) for w in ws) + "┐"
    head = "│" + "│".join(f" {c.ljust(w)} " for c, w in zip(cols, ws, strict=True)) + "│"
    kind = "│" + "│".join(f" {t.ljust(w)} " for t, w in zip(types, ws, strict=True)) + "│"
    if not rows:
        inner = sum(w + 3 for w in ws) - 1
        return "\n".join(
            [
                top,
                head,
                kind,
                "├" + "┴".join("─" * (w + 2) for w in ws) + "┤",
                "│" + "0 rows".center(inner) + "│",
                "└" + "─" * inner + "┘",
            ]
        )
    sep = "├" + "┼".join("─" * (w + 2) for w in ws) + "┤"
    body = [
        "│"
        + "│".join(
            f" {(c.rjust(w) if num[i] else c.ljust(w))} "
            for i, (c, w) in enumerate(zip(r, ws, strict=True))
        )
        + "│"
        for r in cells
    ]
    bottom = "└" + "┴".join("─" * (w + 2) for w in ws) + "┘"
    return "\n".join([top, head, kind, sep, *body, bottom])


def psql(cols: list[str], rows: list[list[Any]], elapsed: str) -> str:
    """SnowSQL's default ``psql`` output format, with its row-count footer."""
    cells = [
        [("NULL" if v is None else f"{v:.2f}" if isinstance(v, float) else str(v)) for v in r]
        for r in rows
    ]
    ws = [_width([cols[i], *[r[i] for r in cells]]) for i in range(len(cols))]
    num = [
        bool(rows) and all(isinstance(r[i], (int, float)) for r in rows) for i in range(len(cols))
    ]
    line = "+" + "+".join("-" * (w + 2) for w in ws) + "+"
    head = "|" + "|".join(f" {c.ljust(w)} " for c, w in zip(cols, ws, strict=True)) + "|"
    under = "|" + "+".join("-" * (w + 2) for w in ws) + "|"
    body = [
        "|"
        + "|".join(
            f" {(c.rjust(w) if num[i] else c.ljust(w))} "
            for i, (c, w) in enumerate(zip(r, ws, strict=True))
        )
        + "|"
        for r in cells
    ]
    foot = f"{len(rows)} Row(s) produced. Time Elapsed: {elapsed}"
    return "\n".join([line, head, under, *body, line, foot])


def esql_txt(cols: list[str], rows: list[list[Any]]) -> str:
    """Elasticsearch's ``format=txt`` table (ES|QL and SQL): columns at least 15 wide."""
    cells = [[("null" if v is None else str(v)) for v in r] for r in rows]
    ws = [max(15, _width([cols[i], *[r[i] for r in cells]])) for i in range(len(cols))]
    head = "|".join(c.center(w) for c, w in zip(cols, ws, strict=True))
    sep = "+".join("-" * w for w in ws)
    body = ["|".join(c.ljust(w) for c, w in zip(r, ws, strict=True)) for r in cells]
    return "\n".join([head, sep, *body])


# IPython's ANSI colours in a traceback.
RED, GRN, CYN, BLU, END = "\x1b[0;31m", "\x1b[0;32m", "\x1b[0;36m", "\x1b[0;34m", "\x1b[0m"


def ipy_tb(ename: str, evalue: str, frames: list[str]) -> list[str]:
    """An IPython 8 traceback as a kernel's ``error`` message carries it (one string a frame)."""
    head = (
        f"{RED}{ename}{END}".ljust(42 + len(RED) + len(END)) + "Traceback (most recent call last)"
    )
    return [f"{RED}{'-' * 75}{END}", head, *frames, f"{RED}{ename}{END}: {evalue}"]


def cell_frame(n: int, line: int, code: str) -> str:
    return f"Cell {GRN}In[{n}], line {line}{END}\n{GRN}----> {line}{END} {code}\n"


def lib_frame(path: str, line: int, func: str, code: str) -> str:
    return (
        f"File {GRN}{path}:{line}{END}, in {CYN}{func}{END}\n"
        f"{GRN}   {line - 1}{END}     ...\n{GRN}-> {line}{END}     {code}\n"
    )


def stream(text: str, name: str = "stdout") -> dict[str, Any]:
    return {"output_type": "stream", "name": name, "text": text}


def result(n: int, plain: str, html: str | None = None) -> dict[str, Any]:
    data = {"text/plain": plain} | ({"text/html": html} if html else {})
    return {"output_type": "execute_result", "execution_count": n, "data": data, "metadata": {}}


def figure(size: str, nbytes: int) -> dict[str, Any]:
    return {
        "output_type": "display_data",
        "data": {
            "image/png": f"<image/png: {nbytes} bytes of base64 omitted>",
            "text/plain": f"<Figure size {size} with 1 Axes>",
        },
        "metadata": {},
    }


def error(ename: str, evalue: str, frames: list[str]) -> dict[str, Any]:
    return {
        "output_type": "error",
        "ename": ename,
        "evalue": evalue,
        "traceback": ipy_tb(ename, evalue, frames),
    }


def html_table(cols: list[str], rows: list[list[Any]], index: list[Any] | None = None) -> str:
    head = "".join(f"<th>{c}</th>" for c in cols)
    idx = index if index is not None else list(range(len(rows)))
    body = "".join(
        "<tr><th>" + str(i) + "</th>" + "".join(f"<td>{v}</td>" for v in r) + "</tr>"
        for i, r in zip(idx, rows, strict=True)
    )
    return (
        '<div>\n<table border="1" class="dataframe">\n  <thead>\n    <tr style="text-align: '
        f'right;">\n      <th></th>{head}\n    </tr>\n  </thead>\n  <tbody>{body}</tbody>\n'
        "</table>\n</div>"
    )


def frame_text(cols: list[str], rows: list[list[Any]], index: list[Any] | None = None) -> str:
    """A pandas DataFrame's plain-text repr (columns right-aligned)."""
    idx = [str(i) for i in (index if index is not None else range(len(rows)))]
    cells = [[str(v) for v in r] for r in rows]
    iw = _width(["", *idx])
    ws = [_width([cols[i], *[r[i] for r in cells]]) for i in range(len(cols))]
    head = " " * iw + "".join("  " + c.rjust(w) for c, w in zip(cols, ws, strict=True))
    body = [
        i.ljust(iw) + "".join("  " + c.rjust(w) for c, w in zip(r, ws, strict=True))
        for i, r in zip(idx, cells, strict=True)
    ]
    return "\n".join([head, *body])


# --------------------------------------------------------------------------------------------
# RAG retrievers
# --------------------------------------------------------------------------------------------


def langchain_rag() -> list[Run]:
    """LangChain retriever tools.

    ``create_retriever_tool`` formats each document with its ``document_prompt`` (default
    ``{page_content}``) and joins them with ``document_separator`` (default a blank line):
    langchain_core/tools/retriever.py; sure. ``lc-fail-2`` uses a prompt that prints the source
    and its date above each chunk (a common setting). A tool that returns the documents
    themselves is handed to the model as ``str(list)``: langchain_core 0.3's pydantic repr is
    ``Document(metadata={...}, page_content='...')`` (``id`` left out when None); fairly sure.
    """
    hb = "Lumen Robotics has a staff handbook."

    def docs(*chunks: str) -> str:
        return "\n\n".join(T(c) for c in chunks)

    ok1 = [
        (
            "search_handbook",
            {"query": "parental leave weeks paid"},
            docs(
                """
            4.2 Parental leave
            All employees, regardless of gender, are entitled to 20 weeks of parental leave at \\
            full pay within 12 months of a birth, adoption or foster placement. Leave may be \\
            taken in up to three blocks of at least two weeks each.""",
                """
            4.2.1 Extended parental leave
            After the 20 paid weeks, employees may take up to 16 further weeks at 50% pay. \\
            Employees with more than 3 years of service receive 75% pay for the extended weeks.""",
                """
            4.2.3 Returning from parental leave
            For the first 8 weeks after returning, employees may work 80% of their contracted \\
            hours at full pay (the "phased return").""",
                """
            Appendix B - Leave requests
            Parental leave is requested in Workday under Time Off > Parental Leave at least 8 \\
            weeks before the planned start date.""",
            ),
        ),
        (
            "search_handbook",
            {"query": "sabbatical eligibility tenure"},
            docs(
                """
            4.7 Sabbatical
            Employees who have completed 5 years of continuous service may take a sabbatical of \\
            up to 8 weeks. A second sabbatical becomes available after a further 5 years.""",
                """
            4.7.1 Sabbatical approval
            Sabbaticals are approved by the employee's director and People Partner. Requests \\
            must be made at least 3 months in advance and cannot overlap a launch freeze.""",
                """
            4.6 Unpaid leave
            Employees with at least 1 year of service may request up to 4 weeks of unpaid leave \\
            per calendar year for personal reasons.""",
            ),
        ),
        (
            "search_handbook",
            {"query": "working remotely from another country"},
            docs(
                """
            6.3 Working from abroad
            Employees may work from a country other than their employment country for up to 30 \\
            working days in any rolling 12-month period, subject to approval (see 6.3.2).""",
                """
            6.3.1 Countries excluded
            Working from countries subject to EU or US sanctions, and from China, Russia and \\
            Iran, is not permitted because of export-control rules on our robotics software.""",
                """
            6.1 Hybrid working
            Teams agree their own anchor days; roles based at a hub are expected in the office \\
            at least 2 days per week.""",
            ),
        ),
        (
            "search_handbook",
            {"query": "is a sabbatical paid or unpaid"},
            docs(
                """
            4.7.2 Sabbatical pay
            The first 4 weeks of a sabbatical are paid at 100%; the remaining weeks are unpaid. \\
            Benefits and pension contributions continue throughout.""",
                """
            4.7 Sabbatical
            Employees who have completed 5 years of continuous service may take a sabbatical of \\
            up to 8 weeks. A second sabbatical becomes available after a further 5 years.""",
                """
            4.7.3 Leaving after a sabbatical
            An employee who resigns within 6 months of returning from a sabbatical repays the \\
            paid portion pro rata.""",
            ),
        ),
        (
            "search_handbook",
            {"query": "approval form for working abroad, tax"},
            docs(
                """
            6.3.2 Approval for working abroad
            Requests are made through the Global Mobility form at least 15 working days before \\
            travel. Global Mobility checks tax and immigration; stays over 10 days are not \\
            approved automatically.""",
                """
            6.3.3 Longer stays abroad
            Stays beyond 30 working days need a temporary assignment letter and may change your \\
            payroll country.""",
            ),
        ),
    ]

    def d(source: str, section: str, text: str) -> str:
        meta = {"source": source, "section": section}
        return f"Document(metadata={meta!r}, page_content={T(text)!r})"

    ok2 = [
        (
            "retrieve_docs",
            {"query": "retry configuration"},
            "["
            + ", ".join(
                [
                    d(
                        "docs/v3/configuration.md",
                        "Retries",
                        """
              ## Retries
              `Client(max_retries=3)` sets how often a failed request is retried. Retries \\
              apply to connection errors, 408, 429 and 5xx responses. Set `max_retries=0` to \\
              turn them off.""",
                    ),
                    d(
                        "docs/v3/errors.md",
                        "RateLimitError",
                        """
              `RateLimitError` is raised after the last retry of a 429. Its `retry_after` \\
              attribute holds the server's Retry-After header in seconds.""",
                    ),
                ]
            )
            + "]",
        ),
        (
            "retrieve_docs",
            {"query": "timeout defaults connect read"},
            "["
            + ", ".join(
                [
                    d(
                        "docs/v3/configuration.md",
                        "Timeouts",
                        """
              ## Timeouts
              The default timeout is 60 seconds for reads and 5 seconds to connect. Pass \\
              `timeout=httpx.Timeout(30.0, connect=2.0)` or a float (seconds, all phases).""",
                    ),
                    d(
                        "docs/v3/streaming.md",
                        "Long streams",
                        """
              Streaming responses are not cut by the read timeout between chunks if \\
              `stream_timeout=None` (the default for `client.stream()`).""",
                    ),
                ]
            )
            + "]",
        ),
        (
            "retrieve_docs",
            {"query": "backoff jitter between retries"},
            "["
            + ", ".join(
                [
                    d(
                        "docs/v3/configuration.md",
                        "Backoff",
                        """
              Retries wait with exponential backoff: 0.5 s, 1 s, 2 s ..., capped at 8 s \\
              (`max_backoff`), with full jitter. A Retry-After header, when present, wins.""",
                    ),
                ]
            )
            + "]",
        ),
        (
            "retrieve_docs",
            {"query": "set timeout or retries with environment variables"},
            "["
            + ", ".join(
                [
                    d(
                        "docs/v3/environment.md",
                        "Environment variables",
                        """
              The SDK reads ACME_API_KEY, ACME_BASE_URL and ACME_LOG_LEVEL from the \\
              environment. Timeouts and retries are set in code only; there is no environment \\
              variable for them.""",
                    ),
                ]
            )
            + "]",
        ),
        (
            "retrieve_docs",
            {"query": "per-request override of timeout"},
            "["
            + ", ".join(
                [
                    d(
                        "docs/v3/configuration.md",
                        "Per-request options",
                        """
              Any call accepts `timeout=` and `max_retries=` through `client.with_options(...)`, \\
              e.g. `client.with_options(timeout=5).orders.list()`; the client's defaults are \\
              unchanged.""",
                    ),
                ]
            )
            + "]",
        ),
        (
            "retrieve_docs",
            {"query": "v2 to v3 migration retries renamed"},
            "["
            + ", ".join(
                [
                    d(
                        "docs/v3/migration.md",
                        "Renamed options",
                        """
              v2's `retries=` is `max_retries=` in v3, and `request_timeout=` is `timeout=`. \\
              The v2 names raise TypeError in v3.""",
                    ),
                    d(
                        "docs/v3/migration.md",
                        "Defaults changed",
                        """
              v3 retries 3 times by default (v2: 2) and its read timeout is 60 s (v2: 600 s).""",
                    ),
                ]
            )
            + "]",
        ),
    ]

    msa = [
        (
            "1. Definitions",
            """"Affiliate" means an entity controlling, controlled by or under \\
         common control with a Party. "Customer Data" means data uploaded by Customer.""",
        ),
        (
            "2. Services",
            """Kestrel shall provide the Services in accordance with the \\
         Documentation and the Service Level Agreement in Schedule 2.""",
        ),
        (
            "3. Customer responsibilities",
            """Customer shall (a) keep its account credentials \\
         confidential, (b) ensure its Users comply with the Acceptable Use Policy, and (c) \\
         notify Kestrel within 24 hours of any unauthorised use it becomes aware of.""",
        ),
        (
            "4. Fees and payment",
            """Customer shall pay all invoices within thirty (30) days of \\
         the invoice date. Overdue amounts bear interest at 1% per month.""",
        ),
        (
            "5. Taxes",
            """Fees exclude taxes. Customer shall pay all sales, use and VAT taxes, \\
         except taxes on Kestrel's net income.""",
        ),
        (
            "6. Confidentiality",
            """Each Party shall protect the other's Confidential Information \\
         with at least reasonable care and use it only to perform this Agreement.""",
        ),
        (
            "7. Data protection",
            """Customer is the controller of Customer Data and shall ensure \\
         it has a lawful basis for the processing; the DPA in Schedule 4 applies.""",
        ),
        (
            "8. Intellectual property",
            """Customer shall not reverse engineer, decompile or \\
         create derivative works of the Services, nor use them to build a competing product.""",
        ),
        (
            "9. Warranties",
            """Kestrel warrants that the Services will perform materially as \\
         described in the Documentation. All other warranties are excluded.""",
        ),
        (
            "10. Indemnification",
            """Customer shall defend and indemnify Kestrel against \\
         third-party claims arising from Customer Data or Customer's breach of Section 8.""",
        ),
        (
            "11. Limitation of liability",
            """Each Party's aggregate liability is capped at the \\
         fees paid in the twelve (12) months before the claim.""",
        ),
        (
            "12. Term and termination",
            """Either Party may terminate for material breach not \\
         cured within thirty (30) days. On termination Customer shall pay all fees accrued.""",
        ),
        (
            "13. Export compliance",
            """Customer shall not use or access the Services from a \\
         country subject to EU, UK or US embargo, nor permit a sanctioned person to do so.""",
        ),
        (
            "14. General",
            """Notices must be in writing. Customer may not assign this \\
         Agreement without Kestrel's prior written consent, except to an Affiliate.""",
        ),
    ]
    ok3 = [
        (
            "search_contract",
            {"query": f"Kestrel MSA section {title}"},
            f"[Kestrel Cloud MSA, section {title.split('.')[0]}]\n{title}\n"
            + " ".join(text.replace("\\\n", "").split()),
        )
        for title, text in msa
    ]

    toc = docs(
        """
        Lumen Robotics Employee Handbook
        Version 7.2 - effective 1 January 2025

        Welcome to Lumen! This handbook explains how we work together. It applies to all \\
        employees of Lumen Robotics GmbH and its subsidiaries. Where local law gives you more, \\
        local law applies.

        Contents
        1 About Lumen  2 Working time  3 Pay and benefits  4 Leave  5 Travel and expenses
        6 Where we work  7 Conduct  8 Leaving Lumen""",
        """
        Questions about this handbook go to people@lumen-robotics.example or your People \\
        Partner. The English version prevails over translations.""",
    )
    fail1 = [
        ("search_policies", {"query": q}, toc)
        for q in (
            "hotel night limit Munich",
            "travel expenses accommodation cap per night",
            "conference abroad pre-approval",
            "business travel per diem and hotel policy",
            "section 5 travel and expenses hotel",
            "who approves conference travel",
            "hotel booking rules Germany",
            "maximum hotel rate per night by city",
            "travel policy",
        )
    ]

    stale = docs(
        """
        [runbooks/payments-db.md, last updated 2021-09-14]
        Failover (Patroni)
        1. Run `patronictl -c /etc/patroni.yml list` on pg-pay-01..03 to see the new leader.
        2. If the old leader is still running, fence it: `systemctl stop patroni` on that host.
        3. Point pgbouncer on pay-bouncer-01 at the new leader and run `RELOAD;`.""",
        """
        [runbooks/payments-db.md, last updated 2021-09-14]
        Backups
        Base backups run nightly with pgBackRest to s3://lumen-pg-backups/payments; WAL is \\
        archived every 60 s.""",
        """
        [runbooks/oncall.md, last updated 2021-06-02]
        Escalation
        Page the DBA on call (OpsGenie team 'dba') if replication lag exceeds 30 s for 5 \\
        minutes.""",
    )
    fail2 = [
        ("search_runbooks", {"query": q}, stale)
        for q in (
            "payments-db failover Aurora",
            "Aurora writer failover procedure",
            "what to do when the Aurora PostgreSQL cluster for payments fails over",
            "RDS failover event runbook payments",
            "payments database writer instance switched",
        )
    ]
    return [
        (
            "langchain-rag",
            "lc-ok-1",
            f"{hb} Using it, summarise the parental leave, sabbatical "
            "and working-from-abroad rules for an employee with 4 years' service.",
            True,
            ok1,
        ),
        (
            "langchain-rag",
            "lc-ok-2",
            "In the Acme Python SDK v3 docs, which options control "
            "retries and timeouts, what are their defaults, can they be set per request or by "
            "environment variable, and what changed from v2?",
            True,
            ok2,
        ),
        (
            "langchain-rag",
            "lc-ok-3",
            "Go through the Kestrel Cloud MSA section by section and "
            "list every obligation it puts on us (the customer), with the section number.",
            True,
            ok3,
        ),
        (
            "langchain-rag",
            "lc-fail-1",
            f"{hb} What is the hotel limit per night in Munich, and "
            "do I need pre-approval to attend a conference abroad?",
            False,
            fail1,
        ),
        (
            "langchain-rag",
            "lc-fail-2",
            "payments-db moved to Aurora PostgreSQL this year. What "
            "does the current runbook say to do when its writer fails over?",
            False,
            fail2,
        ),
    ]


def llamaindex() -> list[Run]:
    """LlamaIndex query engines and retrievers.

    A query engine's ``Response`` prints as its text (``str(response)``; "Empty Response" when
    no node was retrieved: llama_index/core/base/response/schema.py and the synthesizers;
    sure). ``contracts_qa`` is a function tool that appends
    ``response.get_formatted_sources(length=160)`` ("> Source (Doc id: <id>): <text>..."
    per node, blank-line separated; fairly sure of the form). ``board_minutes_retriever`` is
    a ``RetrieverTool``: each node's ``get_content(metadata_mode=LLM)`` ("key: value" lines, a
    blank line, the text) joined by blank lines; fairly sure.
    """

    def src(doc_id: str, text: str) -> str:
        text = T(text)
        return (
            f"> Source (Doc id: {doc_id}): {text[:160]}..."
            if len(text) > 160
            else (f"> Source (Doc id: {doc_id}): {text}")
        )

    def answer(text: str, *sources: str) -> str:
        return T(text) + "\n\n" + "\n\n".join(sources)

    ok1 = [
        (
            "contracts_qa",
            {"input": "Termination notice period and auto-renewal in the Datawise contract?"},
            answer(
                """
            The Datawise Master Services Agreement renews automatically for successive \\
            12-month terms unless either party gives at least 90 days' written notice before \\
            the end of the current term. Termination for convenience is not allowed during the \\
            initial 24-month term, which ended on 31 January 2025.""",
                src(
                    "6f2a1c9e-3b7d-4e0a-9c51-0d8e2f4b7a13",
                    """
                14.1 Term. This Agreement commences on the Effective Date and continues for an \\
                initial term of twenty-four (24) months (the "Initial Term").""",
                ),
                src(
                    "6f2a1c9e-3b7d-4e0a-9c51-0d8e2f4b7a14",
                    """
                14.3 Renewal. Thereafter this Agreement renews automatically for successive \\
                periods of twelve (12) months unless either Party gives written notice of \\
                non-renewal at least ninety (90) days before the end of the then-current \\
                term.""",
                ),
            ),
        ),
        (
            "contracts_qa",
            {"input": "Termination notice period and auto-renewal in the Kestrel Cloud contract?"},
            answer(
                """
            Kestrel Cloud's order form runs for 36 months with no automatic renewal; it ends \\
            on 30 September 2026 unless a new order form is signed. Either party may terminate \\
            for convenience on 60 days' notice, but prepaid fees are not refunded.""",
                src(
                    "b91e07d4-5a2c-4f3e-8d60-7c1a9e2b5f08",
                    """
                Order Form KC-2023-118. Subscription Term: 36 months from 1 October 2023. This \\
                Order Form does not renew automatically.""",
                ),
                src(
                    "b91e07d4-5a2c-4f3e-8d60-7c1a9e2b5f11",
                    """
                9.2 Either party may terminate this Agreement for convenience upon sixty (60) \\
                days' prior written notice. Fees paid in advance are non-refundable.""",
                ),
            ),
        ),
        (
            "contracts_qa",
            {"input": "Termination notice period and auto-renewal in the Orbis contract?"},
            answer(
                """
            The Orbis Analytics agreement renews automatically each year on 1 July. The base \\
            agreement requires 60 days' notice of non-renewal.""",
                src(
                    "0c4d8a2f-91b6-4e77-a3d5-62f0b8c1e9a0",
                    """
                12. Renewal and Termination. The Subscription renews for one-year terms on each \\
                anniversary of 1 July 2022 unless Customer notifies Orbis of non-renewal at \\
                least sixty (60) days before the anniversary.""",
                ),
            ),
        ),
        (
            "contracts_qa",
            {"input": "Did any amendment change the Orbis notice period?"},
            answer(
                """
            Yes. Amendment No. 2, signed on 3 March 2025, reduces the notice of non-renewal \\
            from 60 to 30 days and adds a right to terminate for convenience on 30 days' notice \\
            after 1 July 2025.""",
                src(
                    "0c4d8a2f-91b6-4e77-a3d5-62f0b8c1ea77",
                    """
                Amendment No. 2 to the Orbis Analytics Subscription Agreement. Section 12 is \\
                amended by replacing "sixty (60) days" with "thirty (30) days". A new Section \\
                12.4 is added: after 1 July 2025 Customer may terminate for convenience upon \\
                thirty (30) days' written notice.""",
                ),
            ),
        ),
    ]

    def node(file: str, page: int, text: str) -> str:
        return f"file_name: {file}\npage_label: {page}\n\n{T(text)}"

    ok2 = [
        (
            "board_minutes_retriever",
            {"input": "hiring freeze decision Q1 2024"},
            "\n\n".join(
                [
                    node(
                        "board_minutes_2024_q1.pdf",
                        4,
                        """
                 7. Headcount. Given the Q4 bookings shortfall the Board resolved to freeze all \\
                 new hiring with effect from 1 February 2024, except backfills for regretted \\
                 attrition approved by the CFO. The freeze will be reviewed at the Q2 meeting.""",
                    ),
                    node(
                        "board_minutes_2024_q1.pdf",
                        5,
                        """
                 The CEO noted 14 open requisitions would be closed; offers already accepted \\
                 (6) will be honoured.""",
                    ),
                ]
            ),
        ),
        (
            "board_minutes_retriever",
            {"input": "hiring freeze review Q2 2024 exceptions"},
            "\n\n".join(
                [
                    node(
                        "board_minutes_2024_q2.pdf",
                        3,
                        """
                 5. Headcount review. The freeze remains in place. The Board approved an \\
                 exception for up to 4 sales engineers in EMEA, funded from the unspent events \\
                 budget, and for security roles required by the ISO 27001 audit.""",
                    ),
                ]
            ),
        ),
        (
            "board_minutes_retriever",
            {"input": "hiring freeze Q3 2024 partial lift"},
            "\n\n".join(
                [
                    node(
                        "board_minutes_2024_q3.pdf",
                        6,
                        """
                 8. Headcount. With two quarters of bookings above plan the Board lifted the \\
                 freeze for revenue-generating roles (sales, sales engineering, customer \\
                 success) from 1 August 2024. G&A and R&D remain frozen until Q4.""",
                    ),
                    node(
                        "board_minutes_2024_q3.pdf",
                        7,
                        """
                 The CFO will present a 2025 headcount plan at the Q4 meeting.""",
                    ),
                ]
            ),
        ),
        (
            "board_minutes_retriever",
            {"input": "hiring freeze lifted Q4 2024"},
            "\n\n".join(
                [
                    node(
                        "board_minutes_2024_q4.pdf",
                        2,
                        """
                 4. 2025 plan. The Board approved the 2025 headcount plan (+38 FTE) and ended \\
                 the hiring freeze for all functions with effect from 1 November 2024.""",
                    ),
                ]
            ),
        ),
        (
            "board_minutes_retriever",
            {"input": "security roles exception ISO 27001 hires approved"},
            "\n\n".join(
                [
                    node(
                        "board_minutes_2024_q2.pdf",
                        4,
                        """
                 The exception for security roles covers two positions (Security Engineer, \\
                 GRC Analyst) and expires once the ISO 27001 certification audit is passed.""",
                    ),
                    node(
                        "board_minutes_2024_q3.pdf",
                        2,
                        """
                 The CTO reported that the ISO 27001 certification was obtained on 12 July \\
                 2024; both security hires started in June.""",
                    ),
                ]
            ),
        ),
    ]

    fail = [
        ("support_tickets_qa", {"input": q}, "Empty Response")
        for q in (
            "What were the top complaints in March 2025 support tickets?",
            "Most common issues customers reported in March 2025",
            "List ticket categories by number of tickets for March 2025",
            "refund complaints March 2025",
            "delivery delay tickets March",
        )
    ]
    return [
        (
            "llamaindex",
            "li-ok-1",
            "From the vendor contracts, give for Datawise, Kestrel Cloud and "
            "Orbis the termination notice period and auto-renewal terms as they stand today.",
            True,
            ok1,
        ),
        (
            "llamaindex",
            "li-ok-2",
            "Using the 2024 board minutes (Q1-Q4), trace the hiring freeze: "
            "when it started, the exceptions granted, and when it was lifted for each function.",
            True,
            ok2,
        ),
        (
            "llamaindex",
            "li-fail-1",
            "What were the top three customer complaints in the March 2025 support tickets?",
            False,
            fail,
        ),
    ]


def haystack() -> list[Run]:
    """Haystack 2.x pipelines wrapped as tools.

    A ``ComponentTool`` without an output handler hands the model ``str(result)``: a dict whose
    ``documents`` print with ``Document.__repr__``, ``Document(id=<sha256>, content: '<first
    100 characters>...', meta: {...}, score: ...)`` (haystack/dataclasses/document.py); fairly
    sure of the repr, less of the tool's default string handling.
    """

    def doc(i: str, content: str, meta: dict[str, Any], score: float) -> str:
        c = content if len(content) < 100 else content[:100] + "..."
        return f"Document(id={i}, content: '{c}', meta: {meta}, score: {score})"

    def res(*ds: str) -> str:
        return "{'documents': [" + ", ".join(ds) + "]}"

    h = "c3a1f0e4b8d2967e5a1c0b3f7d9e2a4c6b8d0f1e3a5c7b9d2f4e6a8c0b1d3e5"
    ok = [
        (
            "search_manuals",
            {"query": "Heliox H2 warranty period"},
            res(
                doc(
                    h[:60] + "a1b2",
                    "Heliox H2 limited warranty: the compressor is covered for 10 "
                    "years and all other parts for 5 years from the date of installation.",
                    {"file": "H2_manual_en.pdf", "page": 44},
                    0.8412,
                ),
                doc(
                    h[:60] + "a1b3",
                    "The warranty period for the H2 starts on the installation "
                    "date shown on the commissioning report, not the purchase date.",
                    {"file": "H2_manual_en.pdf", "page": 45},
                    0.7965,
                ),
            ),
        ),
        (
            "search_manuals",
            {"query": "Heliox H3 warranty compressor years"},
            res(
                doc(
                    h[:60] + "b7c1",
                    "Heliox H3: 12-year compressor warranty when the unit is "
                    "registered within 30 days; otherwise 7 years. Other parts: 5 years.",
                    {"file": "H3_manual_en.pdf", "page": 52},
                    0.8817,
                ),
                doc(
                    h[:60] + "b7c2",
                    "Labour costs are covered for the first 2 years for H3 units "
                    "installed by a Heliox Certified Installer.",
                    {"file": "H3_manual_en.pdf", "page": 53},
                    0.7702,
                ),
            ),
        ),
        (
            "search_manuals",
            {"query": "what voids the warranty"},
            res(
                doc(
                    h[:60] + "c9d4",
                    "The warranty is void if the unit is installed by anyone other "
                    "than a certified installer, if the annual service is skipped, or if "
                    "non-Heliox "
                    "refrigerant is used.",
                    {"file": "H3_manual_en.pdf", "page": 54},
                    0.8233,
                ),
                doc(
                    h[:60] + "c9d5",
                    "Damage caused by frost when the antifreeze function is "
                    "disabled is not covered (H2 and H3).",
                    {"file": "H2_manual_en.pdf", "page": 46},
                    0.7411,
                ),
            ),
        ),
        (
            "search_manuals",
            {"query": "how to register the warranty online"},
            res(
                doc(
                    h[:60] + "d2e8",
                    "Register at heliox.example/register with the serial number "
                    "(label inside the front panel) and the installer's certificate ID.",
                    {"file": "H3_quickstart_en.pdf", "page": 2},
                    0.9021,
                ),
            ),
        ),
    ]
    boiler = [
        'We use cookies to improve your experience on heliox.example. By clicking "Accept all", '
        "you agree to the storing of cookies on your device.",
        "Cookie settings. Strictly necessary cookies are needed for the site to work and cannot "
        "be switched off in our systems.",
        "Heliox GmbH - Imprint - Privacy - Terms of use - (c) 2025 Heliox GmbH. All rights "
        "reserved. Follow us on LinkedIn and YouTube.",
    ]
    pages = [
        ("support/h3-controller", "support/h3-reset", "support/faq"),
        ("support/h3-settings", "support/h3-controller", "downloads"),
        ("support/factory-reset", "support/h3-display", "support/faq"),
        ("support/h3-error-codes", "support/factory-reset", "contact"),
        ("support/h3-app", "support/h3-settings", "support/faq"),
    ]
    queries = (
        "reset H3 controller to factory settings",
        "H3 factory reset procedure",
        "restore default settings Heliox H3 display",
        "H3 controller reset button hold seconds",
        "how do I reset the heat pump controller",
    )
    fail = []
    for n, (q, urls) in enumerate(zip(queries, pages, strict=True)):
        ds = [
            doc(
                f"{n}{j}" + h[2:],
                boiler[j],
                {"url": f"https://heliox.example/{u}"},
                round(0.61 - 0.04 * j - 0.01 * n, 4),
            )
            for j, u in enumerate(urls)
        ]
        fail.append(("search_site", {"query": q}, res(*ds)))
    return [
        (
            "haystack",
            "hs-ok-1",
            "Find the warranty terms for the Heliox H2 and H3 heat pumps, "
            "what voids the warranty, and how to register it.",
            True,
            ok,
        ),
        (
            "haystack",
            "hs-fail-1",
            "Using the indexed Heliox support site, find how to reset the "
            "H3 controller to factory settings.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# Code interpreters
# --------------------------------------------------------------------------------------------


def jupyter() -> list[Run]:
    """Jupyter kernels.

    ``execute_code`` hands back the cell's outputs as nbformat v4 output dicts (``stream`` with
    ``name``/``text``, ``execute_result`` with ``execution_count`` and a mime bundle,
    ``display_data``, ``error`` with ``ename``/``evalue``/``traceback``), JSON-encoded, images
    replaced by a size note: the shape nbclient builds from the kernel's iopub messages (sure
    of the fields; the image note is the wrapper's). IPython 8 tracebacks with their ANSI
    colour codes (fairly sure). ``jup-ok-3`` uses a Jupyter MCP server's tools, which answer
    a list of output strings ("[Image Output (PNG) - Image display not supported]" for a
    figure): the datalayer server's form as remembered, not sure.
    """
    cols = ["OrderID", "OrderDate", "Region", "Product", "Units", "UnitPrice"]
    head = [
        ["SO-10001", "2024-01-02", "EMEA", "Widget", 12, "19.99"],
        ["SO-10002", "2024-01-02", "APAC", "Gadget", 3, "149.00"],
        ["SO-10003", "2024-01-03", "AMER", "Widget", 40, "18.50"],
        ["SO-10004", "2024-01-03", "EMEA", "Gizmo", 7, "64.90"],
        ["SO-10005", "2024-01-04", "AMER", "Gadget", 1, "149.00"],
    ]
    months = ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05", "2024-06"]
    piv = [
        [41822.15, 66310.4, 38214.9],
        [39190.6, 61877.25, 40551.3],
        [45310.85, 70402.1, 43998.75],
        [44007.3, 68815.6, 46120.4],
        [47718.95, 73390.05, 44802.6],
        [49215.4, 75126.8, 48377.15],
    ]
    pd_base = "/opt/conda/lib/python3.11/site-packages/pandas"
    pivot = "\n".join(
        ["Region       AMER      APAC      EMEA", "month                              "]
        + [f"{m}  " + "  ".join(f"{v:8.2f}" for v in r) for m, r in zip(months, piv, strict=True)]
    )
    ok1 = [
        (
            "execute_code",
            {"code": "import pandas as pd\ndf = pd.read_csv('sales_2024.csv')\ndf.head()"},
            J([result(1, frame_text(cols, head), html_table(cols, head))]),
        ),
        (
            "execute_code",
            {"code": "df['month'] = pd.to_datetime(df['order_date']).dt.to_period('M')"},
            J(
                [
                    error(
                        "KeyError",
                        "'order_date'",
                        [
                            lib_frame(
                                f"{pd_base}/core/indexes/base.py",
                                3805,
                                "Index.get_loc",
                                "return self._engine.get_loc(casted_key)",
                            ),
                            cell_frame(
                                2,
                                1,
                                "df['month'] = pd.to_datetime(df['order_date']).dt.to_period('M')",
                            ),
                            lib_frame(
                                f"{pd_base}/core/frame.py",
                                4102,
                                "DataFrame.__getitem__",
                                "indexer = self.columns.get_loc(key)",
                            ),
                        ],
                    )
                ]
            ),
        ),
        (
            "execute_code",
            {"code": "df.columns.tolist(), len(df)"},
            J(
                [
                    result(
                        3,
                        "(['OrderID', 'OrderDate', 'Region', 'Product', 'Units', 'UnitPrice'], "
                        "8412)",
                    )
                ]
            ),
        ),
        (
            "execute_code",
            {
                "code": "df['month'] = pd.to_datetime(df['OrderDate'], format='%d/%m/%Y')"
                ".dt.to_period('M')"
            },
            J(
                [
                    error(
                        "ValueError",
                        'time data "2024-01-02" doesn\'t match format "%d/%m/%Y", at '
                        "position 0. You might want to try:\n    - passing `format` if your "
                        "strings "
                        "have a consistent format;\n    - passing `format='ISO8601'` if your "
                        "strings "
                        "are all ISO8601 but not necessarily in exactly the same format;",
                        [
                            cell_frame(
                                4,
                                1,
                                "df['month'] = pd.to_datetime(df['OrderDate'], format='%d/%m/%Y')",
                            ),
                            lib_frame(
                                f"{pd_base}/core/tools/datetimes.py",
                                1067,
                                "to_datetime",
                                "values = convert_listlike(arg._values, format)",
                            ),
                            lib_frame(
                                f"{pd_base}/_libs/tslibs/strptime.pyx",
                                534,
                                "pandas._libs.tslibs.strptime.array_strptime",
                                "raise ValueError(msg)",
                            ),
                        ],
                    )
                ]
            ),
        ),
        (
            "execute_code",
            {
                "code": "df['month'] = pd.to_datetime(df['OrderDate']).dt.to_period('M')\n"
                "df['revenue'] = df.Units * df.UnitPrice\n"
                "monthly = df.pivot_table(index='month', columns='Region', "
                "values='revenue', aggfunc='sum').round(2)\nmonthly"
            },
            J([result(5, pivot, html_table(["AMER", "APAC", "EMEA"], piv, index=months))]),
        ),
        (
            "execute_code",
            {
                "code": "ax = monthly.plot(figsize=(10, 5), marker='o', title='Monthly "
                "revenue by region, 2024')\nax.set_ylabel('USD')"
            },
            J(
                [
                    stream(
                        "/tmp/ipykernel_812/1375561.py:1: FutureWarning: The default of "
                        "observed=False "
                        "is deprecated and will be changed to True in a future version of "
                        "pandas.\n",
                        "stderr",
                    ),
                    result(6, "Text(0, 0.5, 'USD')"),
                    figure("1000x500", 41233),
                ]
            ),
        ),
        ("execute_code", {"code": "monthly.to_csv('monthly_revenue.csv')"}, J([])),
    ]

    ab_counts = [["A", 48213, 2266, "0.047000"], ["B", 48107, 2437, "0.050658"]]
    ok2 = [
        (
            "execute_code",
            {
                "code": "ev = pd.read_parquet('experiment_events.parquet')\n"
                "print(ev.shape)\nprint(ev.variant.value_counts())"
            },
            J([stream("(96320, 5)\nvariant\nA    48213\nB    48107\nName: count, dtype: int64\n")]),
        ),
        (
            "execute_code",
            {
                "code": "g = ev.groupby('variant').agg(users=('user_id', 'nunique'), "
                "conversions=('converted', 'sum'))\ng['rate'] = g.conversions / "
                "g.users\ng"
            },
            J(
                [
                    result(
                        2,
                        frame_text(
                            ["users", "conversions", "rate"],
                            [r[1:] for r in ab_counts],
                            index=["A", "B"],
                        ),
                        html_table(["users", "conversions", "rate"], [r[1:] for r in ab_counts]),
                    )
                ]
            ),
        ),
        (
            "execute_code",
            {"code": "from statsmodels.stats.proportion import proportions_ztest"},
            J(
                [
                    error(
                        "ModuleNotFoundError",
                        "No module named 'statsmodels'",
                        [
                            cell_frame(
                                3, 1, "from statsmodels.stats.proportion import proportions_ztest"
                            ),
                        ],
                    )
                ]
            ),
        ),
        (
            "execute_code",
            {"code": "%pip install -q statsmodels"},
            J([stream("Note: you may need to restart the kernel to use updated packages.\n")]),
        ),
        (
            "execute_code",
            {
                "code": "from statsmodels.stats.proportion import proportions_ztest\n"
                "z, p = proportions_ztest(g.conversions.values, g.users.values)"
                "\nprint(f'z = {z:.3f}, p = {p:.4f}')"
            },
            J([stream("z = -2.571, p = 0.0101\n")]),
        ),
        (
            "execute_code",
            {
                "code": "from statsmodels.stats.proportion import "
                "confint_proportions_2indep\nlift = g.rate['B'] / g.rate['A'] - 1"
                "\nlo, hi = confint_proportions_2indep(2437, 48107, 2266, 48213)"
                "\nround(lift, 4), round(lo, 5), round(hi, 5)"
            },
            J([result(6, "(0.0787, 0.00087, 0.00638)")]),
        ),
    ]

    ok3 = [
        (
            "get_notebook_info",
            {},
            J(
                {
                    "room_id": "forecast.ipynb",
                    "total_cells": 4,
                    "cell_types": {"code": 3, "markdown": 1},
                }
            ),
        ),
        (
            "read_all_cells",
            {},
            J(
                [
                    {"index": 0, "type": "markdown", "source": ["# DAU forecast"]},
                    {
                        "index": 1,
                        "type": "code",
                        "execution_count": 1,
                        "source": [
                            "import pandas as pd\n",
                            "import numpy as np\n",
                            "dau = pd.read_csv('dau.csv', parse_dates=['date'])",
                        ],
                    },
                    {
                        "index": 2,
                        "type": "code",
                        "execution_count": 2,
                        "source": ["dau.tail()"],
                        "outputs": [
                            "        date    users\n85 2025-06-06  51840\n86 2025-06-07  47215\n"
                            "87 2025-06-08  46902\n88 2025-06-09  53377\n89 2025-06-10  54012"
                        ],
                    },
                    {
                        "index": 3,
                        "type": "code",
                        "execution_count": None,
                        "source": [],
                        "outputs": [],
                    },
                ]
            ),
        ),
        (
            "append_execute_code_cell",
            {
                "cell_source": "x = np.arange(len(dau))\nslope, intercept = "
                "np.polyfit(x, dau.users, 1)\nprint(f'slope={slope:.1f} "
                "users/day, intercept={intercept:.0f}')"
            },
            J(["slope=163.8 users/day, intercept=37391\n"]),
        ),
        (
            "append_execute_code_cell",
            {
                "cell_source": "future = pd.date_range('2025-06-11', "
                "periods=14)\nfc = intercept + slope * np.arange(len(dau), "
                "len(dau) + 14)\nout = pd.DataFrame({'date': future, "
                "'forecast': fc.round()})\nax = dau.plot(x='date', "
                "y='users')\nout.plot(x='date', y='forecast', ax=ax, "
                "style='--')\nout.iloc[[0, 6, 13]]"
            },
            J(
                [
                    "         date  forecast\n0  2025-06-11   52133.0\n6  2025-06-17   53116.0\n"
                    "13 2025-06-24   54263.0",
                    "[Image Output (PNG) - Image display not supported]",
                ]
            ),
        ),
        (
            "append_markdown_cell",
            {
                "cell_source": "## Forecast\nLinear trend: +164 users/day; "
                "14-day forecast 52.1k to 54.3k DAU (weekends run ~10% "
                "lower, not modelled)."
            },
            "Jupyter Markdown cell 5 appended.",
        ),
    ]

    dead = J(
        [
            {
                "output_type": "error",
                "ename": "DeadKernelError",
                "evalue": "Kernel is dead",
                "traceback": [],
            }
        ]
    )
    fail = [
        (
            "execute_code",
            {
                "code": "import lightgbm as lgb\nX = pd.read_parquet('features.parquet')"
                "\ny = X.pop('label')\nprint(X.shape, y.mean().round(4))"
            },
            J([stream("(4200000, 212) 0.0312\n")]),
        ),
        (
            "execute_code",
            {
                "code": "model = lgb.LGBMClassifier(n_estimators=2000, num_leaves=255)"
                "\nmodel.fit(X_tr, y_tr, eval_set=[(X_va, y_va)], "
                "eval_metric='auc')"
            },
            J(
                [
                    stream(
                        "[LightGBM] [Info] Number of positive: 104832, number of negative: "
                        "3255168\n"
                        "[LightGBM] [Info] Total Bins 48213\n",
                        "stderr",
                    ),
                    {
                        "output_type": "error",
                        "ename": "DeadKernelError",
                        "evalue": "Kernel died while executing the cell (exit code -9)",
                        "traceback": [],
                    },
                ]
            ),
        ),
        ("execute_code", {"code": "import gc; gc.collect()"}, dead),
        ("execute_code", {"code": "print(1)"}, dead),
        (
            "execute_code",
            {"code": "X = pd.read_parquet('features.parquet').sample(frac=0.2, random_state=0)"},
            dead,
        ),
        ("execute_code", {"code": "import lightgbm as lgb\nprint(lgb.__version__)"}, dead),
        (
            "execute_code",
            {"code": "model = lgb.LGBMClassifier(n_estimators=500, num_leaves=63)"},
            dead,
        ),
    ]
    return [
        (
            "jupyter",
            "jup-ok-1",
            "Load sales_2024.csv, compute monthly revenue by region for the "
            "first half of 2024, plot it, and save the table as monthly_revenue.csv.",
            True,
            ok1,
        ),
        (
            "jupyter",
            "jup-ok-2",
            "Is the difference in conversion between variants A and B in "
            "experiment_events.parquet significant? Give the lift and a 95% interval.",
            True,
            ok2,
        ),
        (
            "jupyter",
            "jup-ok-3",
            "In forecast.ipynb, fit a linear trend to daily active users, "
            "forecast the next 14 days, and add a markdown cell summarising it.",
            True,
            ok3,
        ),
        (
            "jupyter",
            "jup-fail-1",
            "Train the gradient-boosted model on features.parquet and report the validation AUC.",
            False,
            fail,
        ),
    ]


def code_interpreter() -> list[Run]:
    """Hosted code interpreters.

    E2B's Python SDK: ``Execution(Results: [...], Logs: Logs(stdout: [...], stderr: [...]),
    Error: ...)`` with ``Result(<text>)`` items and an ``ExecutionError(name=, value=,
    traceback=)`` (e2b_code_interpreter/models.py reprs; fairly sure). OpenAI's code interpreter
    gives the model the run's ``logs`` text (Assistants/Responses ``logs`` outputs; sure) -- an
    uncaught exception's traceback is in the logs.
    """

    def ex(
        results: str = "[]",
        out: list[str] | None = None,
        err: list[str] | None = None,
        error: str = "None",
    ) -> str:
        logs = f"Logs(stdout: {out or []}, stderr: {err or []})"
        return f"Execution(Results: {results}, Logs: {logs}, Error: {error})"

    ok1 = [
        (
            "execute_python",
            {
                "code": "import pandas as pd\ndf = pd.read_csv('/home/user/trips.csv')"
                "\nprint(df.shape)\nprint(df.dtypes)"
            },
            ex(
                out=[
                    "(18234, 6)\nride_id        object\nstarted_at     object\nended_at       "
                    "object\n"
                    "start_station   int64\nend_station     int64\nmember         bool\n"
                    "dtype: object\n"
                ]
            ),
        ),
        (
            "execute_python",
            {"code": "df['dur_min'] = (df.ended_at - df.started_at) / 60"},
            ex(
                error="ExecutionError(name='TypeError', value=\"unsupported operand type(s) for -: "
                "'str' and 'str'\", traceback='---------------------------------------------"
                "------------------------------\\nTypeError                                 "
                "Traceback (most recent call last)\\nCell In[2], line 1\\n----> 1 "
                "df[\\'dur_min\\'] = (df.ended_at - df.started_at) / 60\\n...\\nTypeError: "
                "unsupported operand type(s) for -: \\'str\\' and \\'str\\'')"
            ),
        ),
        (
            "execute_python",
            {
                "code": "for c in ('started_at', 'ended_at'):\n    df[c] = "
                "pd.to_datetime(df[c])\ndf['dur_min'] = (df.ended_at - "
                "df.started_at).dt.total_seconds() / 60\ndf['weekday'] = "
                "df.started_at.dt.day_name()\nby_day = df.groupby('weekday')"
                ".dur_min.agg(['mean', 'count']).round(1).sort_values('mean')"
                "\nby_day"
            },
            ex(
                results="[Result(            mean  count\nweekday                \n"
                "Tuesday     14.2   "
                "2712\nWednesday   14.6   2790\nMonday      14.9   2644\nThursday    15.1   "
                "2731\nFriday      16.8   2688\nSunday      22.7   2251\nSaturday    24.9   "
                "2418)]"
            ),
        ),
        (
            "execute_python",
            {"code": "(df.dur_min > 240).sum(), df.dur_min.max().round(1)"},
            ex(results="[Result((37, 1439.6))]"),
        ),
        (
            "execute_python",
            {
                "code": "clean = df[df.dur_min.between(1, 240)]\nclean.groupby("
                "'weekday').dur_min.mean().round(1).sort_values()"
            },
            ex(
                results="[Result(weekday\nTuesday      13.6\nWednesday    13.9\nMonday       14.1\n"
                "Thursday     14.3\nFriday       15.7\nSunday       20.9\nSaturday     22.8\n"
                "Name: dur_min, dtype: float64)]"
            ),
        ),
        (
            "execute_python",
            {
                "code": "import matplotlib.pyplot as plt\nax = clean.groupby('weekday')"
                ".dur_min.mean().sort_values().plot.bar(figsize=(8, 4))\n"
                "ax.set_ylabel('minutes')\nplt.tight_layout()\n"
                "plt.savefig('weekday_duration.png')\nprint('saved "
                "weekday_duration.png')"
            },
            ex(
                results="[Result(<Figure size 800x400 with 1 Axes>)]",
                out=["saved weekday_duration.png\n"],
            ),
        ),
    ]

    ok2 = [
        (
            "code_interpreter",
            {
                "code": "import pandas as pd\ns = pd.read_excel('/mnt/data/"
                "loan_schedule.xlsx')\nprint(s.head(3).to_string())\n"
                "print(len(s), s.columns.tolist())"
            },
            "   period       date    payment  interest  principal     balance\n"
            "0       1 2019-02-01  1,633.38    958.33     675.05  229,324.95\n"
            "1       2 2019-03-01  1,633.38    955.52     677.86  228,647.09\n"
            "2       3 2019-04-01  1,633.38    952.70     680.68  227,966.41\n"
            "240 ['period', 'date', 'payment', 'interest', 'principal', 'balance']\n",
        ),
        (
            "code_interpreter",
            {
                "code": "for c in ['payment','interest','principal','balance']:\n"
                "    s[c] = s[c].str.replace(',', '').astype(float)\n"
                'print(f"Total interest: {s.interest.sum():,.2f}")\n'
                'print(f"Total paid: {s.payment.sum():,.2f}")'
            },
            "Total interest: 162,011.20\nTotal paid: 392,011.20\n",
        ),
        (
            "code_interpreter",
            {
                "code": "half = 230000 / 2\nrow = s[s.balance < half].iloc[0]\n"
                "print(row.to_string())"
            },
            "period              146\ndate         2031-03-01\npayment        1633.38\n"
            "interest        483.61\nprincipal      1149.77\nbalance      114906.51\n",
        ),
        (
            "code_interpreter",
            {
                "code": "import matplotlib.pyplot as plt\nplt.plot(s.date, "
                "s.balance)\nplt.axhline(half, ls='--')\nplt.savefig("
                "'/mnt/data/balance.png')"
            },
            "",
        ),
    ]

    def nores(host: str, path: str) -> str:
        return (
            'Traceback (most recent call last):\n  File "<stdin>", line 2, in <module>\n'
            "  ...\nrequests.exceptions.ConnectionError: HTTPSConnectionPool(host='"
            f"{host}', port=443): Max retries exceeded with url: {path} (Caused by "
            'NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7eb1c8d2f'
            f"4d0>: Failed to resolve '{host}' ([Errno -3] Temporary failure in name "
            'resolution)"))\n'
        )

    fail = [
        (
            "code_interpreter",
            {
                "code": "import requests\nr = requests.get('https://www.ecb.europa."
                "eu/stats/eurofxref/eurofxref-daily.xml', timeout=10)"
            },
            nores("www.ecb.europa.eu", "/stats/eurofxref/eurofxref-daily.xml"),
        ),
        (
            "code_interpreter",
            {
                "code": "from urllib.request import urlopen\nurlopen('https://www."
                "ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml')"
            },
            "Traceback (most recent call last):\n  ...\nsocket.gaierror: [Errno -3] Temporary "
            "failure in name resolution\n\nDuring handling of the above exception, another "
            "exception occurred:\n\nTraceback (most recent call last):\n  ...\nurllib.error."
            "URLError: <urlopen error [Errno -3] Temporary failure in name resolution>\n",
        ),
        (
            "code_interpreter",
            {
                "code": "import requests\nr = requests.get('https://api.frankfurter."
                "app/latest?from=EUR&to=USD', timeout=10)"
            },
            nores("api.frankfurter.app", "/latest?from=EUR&to=USD"),
        ),
        (
            "code_interpreter",
            {"code": "!pip install forex-python"},
            "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, "
            "status=None))"
            " after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection."
            "HTTPSConnection object at 0x7eb1c8a1b2e0>: Failed to establish a new connection: "
            "[Errno -3] Temporary failure in name resolution')': /simple/forex-python/\n"
            "ERROR: Could not find a version that satisfies the requirement forex-python (from "
            "versions: none)\nERROR: No matching distribution found for forex-python\n",
        ),
        (
            "code_interpreter",
            {
                "code": "import requests\nr = requests.get('https://data-api.ecb."
                "europa.eu/service/data/EXR/D.USD.EUR.SP00.A?lastNObservations"
                "=1&format=csvdata', timeout=10)"
            },
            nores(
                "data-api.ecb.europa.eu",
                "/service/data/EXR/D.USD.EUR.SP00.A?lastNObservations=1&format=csvdata",
            ),
        ),
        (
            "code_interpreter",
            {
                "code": "import requests\nr = requests.get('https://www.ecb.europa."
                "eu/stats/eurofxref/eurofxref-daily.xml', timeout=30)"
            },
            nores("www.ecb.europa.eu", "/stats/eurofxref/eurofxref-daily.xml"),
        ),
    ]
    return [
        (
            "code-interpreter",
            "ci-ok-1",
            "From trips.csv, find the average trip duration per "
            "weekday and the weekday with the longest trips (drop implausible durations), and save "
            "a bar chart.",
            True,
            ok1,
        ),
        (
            "code-interpreter",
            "ci-ok-2",
            "From the attached loan schedule (230,000 principal), "
            "compute the total interest paid and the first month the balance is below half the "
            "principal; save a chart of the balance.",
            True,
            ok2,
        ),
        (
            "code-interpreter",
            "ci-fail-1",
            "Fetch today's EUR/USD reference rate from the ECB and "
            "convert the invoice totals in invoices.csv to USD.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# Data tools
# --------------------------------------------------------------------------------------------


def warehouse() -> list[Run]:
    """SQL warehouses.

    DuckDB's ``duckbox`` rendering (box-drawing characters, a types row, "0 rows" in a merged
    cell for an empty result): the CLI's default mode and ``print(relation)``; sure of the form.
    SnowSQL's default ``psql`` output (``+---+`` rules, ``|---+---|`` under the header, "N
    Row(s) produced. Time Elapsed: 0.612s"); fairly sure; the expired-session message is
    Snowflake's error 390114 (sure of the text). Databricks SQL Statement Execution API 2.0
    JSON (``statement_id``, ``status.state``, ``manifest``, ``result.data_array``,
    ``next_chunk_index``) fetched chunk by chunk; sure of the fields.
    """
    ok1 = [
        (
            "duckdb_query",
            {"sql": "DESCRIBE SELECT * FROM 'events/*.parquet'"},
            duckbox(
                ["column_name", "column_type", "null", "key", "default", "extra"],
                ["varchar"] * 6,
                [
                    ["event_time", "TIMESTAMP", "YES", None, None, None],
                    ["user_id", "BIGINT", "YES", None, None, None],
                    ["event", "VARCHAR", "YES", None, None, None],
                    ["country", "VARCHAR", "YES", None, None, None],
                    ["plan", "VARCHAR", "YES", None, None, None],
                ],
            ),
        ),
        (
            "duckdb_query",
            {
                "sql": "SELECT date_trunc('week', event_time)::DATE AS week, "
                "count(DISTINCT user_id) AS wau FROM 'events/*.parquet' WHERE "
                "event_time >= DATE '2025-05-05' GROUP BY 1 ORDER BY 1"
            },
            duckbox(
                ["week", "wau"],
                ["date", "int64"],
                [
                    ["2025-05-05", 18422],
                    ["2025-05-12", 18907],
                    ["2025-05-19", 19310],
                    ["2025-05-26", 17865],
                    ["2025-06-02", 19944],
                    ["2025-06-09", 20418],
                ],
            ),
        ),
        (
            "duckdb_query",
            {
                "sql": "SELECT country, count(*) AS signups FROM 'events/*.parquet' "
                "WHERE event = 'signup' AND event_time >= DATE '2025-05-01' AND "
                "event_time < DATE '2025-06-01' GROUP BY 1 ORDER BY 2 DESC "
                "LIMIT 5"
            },
            duckbox(
                ["country", "signups"],
                ["varchar", "int64"],
                [["US", 1822], ["DE", 941], ["BR", 702], ["IN", 655], ["GB", 611]],
            ),
        ),
        (
            "duckdb_query",
            {
                "sql": "SELECT country, count(*) AS n FROM 'events/*.parquet' WHERE "
                "event = 'signup' AND country IS NULL GROUP BY 1"
            },
            duckbox(["country", "n"], ["varchar", "int64"], []),
        ),
        (
            "duckdb_query",
            {
                "sql": "SELECT count(*) AS may_signups, count(DISTINCT country) AS "
                "countries FROM 'events/*.parquet' WHERE event = 'signup' AND "
                "event_time >= DATE '2025-05-01' AND event_time < DATE "
                "'2025-06-01'"
            },
            duckbox(["may_signups", "countries"], ["int64", "int64"], [[7318, 64]]),
        ),
    ]

    ok2 = [
        (
            "snowsql",
            {
                "query": "SELECT DATE_TRUNC('month', day) AS month, SUM(revenue) AS revenue "
                "FROM FINANCE.PUBLIC.REVENUE_DAILY WHERE day BETWEEN '2025-04-01' "
                "AND '2025-06-30' GROUP BY 1 ORDER BY 1;"
            },
            psql(
                ["MONTH", "REVENUE"],
                [
                    ["2025-04-01", 1284112.40],
                    ["2025-05-01", 1317950.15],
                    ["2025-06-01", 1298004.80],
                ],
                "0.612s",
            ),
        ),
        (
            "snowsql",
            {
                "query": "SELECT DATE_TRUNC('month', order_date) AS month, SUM(amount) AS "
                "revenue FROM SALES.PUBLIC.ORDERS WHERE order_date BETWEEN "
                "'2025-04-01' AND '2025-06-30' AND status <> 'CANCELLED' GROUP BY 1 "
                "ORDER BY 1;"
            },
            psql(
                ["MONTH", "REVENUE"],
                [
                    ["2025-04-01", 1284112.40],
                    ["2025-05-01", 1317950.15],
                    ["2025-06-01", 1306411.35],
                ],
                "1.204s",
            ),
        ),
        (
            "snowsql",
            {
                "query": "SELECT f.day, f.revenue AS finance, o.revenue AS sales, o.revenue - "
                "f.revenue AS diff FROM FINANCE.PUBLIC.REVENUE_DAILY f JOIN (SELECT "
                "order_date AS day, SUM(amount) AS revenue FROM SALES.PUBLIC.ORDERS "
                "WHERE status <> 'CANCELLED' GROUP BY 1) o USING (day) WHERE "
                "f.day BETWEEN '2025-06-01' AND '2025-06-30' AND f.revenue <> "
                "o.revenue ORDER BY 1;"
            },
            psql(
                ["DAY", "FINANCE", "SALES", "DIFF"],
                [
                    ["2025-06-14", 41207.10, 45890.35, 4683.25],
                    ["2025-06-21", 39950.00, 42188.40, 2238.40],
                    ["2025-06-28", 44310.55, 45795.45, 1484.90],
                ],
                "2.031s",
            ),
        ),
        (
            "snowsql",
            {
                "query": "SELECT status, COUNT(*) AS n, SUM(amount) AS amount FROM "
                "SALES.PUBLIC.ORDERS WHERE order_date IN ('2025-06-14', "
                "'2025-06-21', '2025-06-28') AND order_id NOT IN (SELECT order_id "
                "FROM FINANCE.PUBLIC.REVENUE_LINES) GROUP BY 1;"
            },
            psql(["STATUS", "N", "AMOUNT"], [["REFUND_PENDING", 37, 8406.55]], "0.955s"),
        ),
        (
            "snowsql",
            {
                "query": "SELECT f.day, o.revenue - f.revenue AS diff FROM "
                "FINANCE.PUBLIC.REVENUE_DAILY f JOIN (SELECT order_date AS day, "
                "SUM(amount) AS revenue FROM SALES.PUBLIC.ORDERS WHERE status <> "
                "'CANCELLED' GROUP BY 1) o USING (day) WHERE f.day BETWEEN "
                "'2025-04-01' AND '2025-05-31' AND f.revenue <> o.revenue;"
            },
            psql(["DAY", "DIFF"], [], "1.388s"),
        ),
    ]

    names = [
        "Altavia Logistics",
        "Brightwater Health",
        "Cobalt Freight",
        "Dunmore Retail",
        "Elbridge Insurance",
        "Fenwick Labs",
        "Granite Peak Energy",
        "Harlow Media",
        "Ironclad Security",
        "Juniper Foods",
        "Kessler Automotive",
        "Lakeside Clinics",
        "Meridian Travel",
        "Northgate Bank",
        "Oakridge Schools",
        "Pinecrest Hotels",
        "Quarry Lane Capital",
        "Redwood Pharma",
        "Silverline Telecom",
        "Tidewater Ports",
        "Upland Agritech",
        "Vantage Realty",
        "Westbrook Utilities",
        "Xenon Games",
        "Yardley Textiles",
        "Zephyr Airlines",
        "Ashford Legal",
        "Bellhaven Resorts",
        "Carrow Chemicals",
        "Delphin Marine",
        "Everly Cosmetics",
        "Foxglove Gardens",
        "Glenmore Distilling",
        "Hollis Steel",
        "Inverness Water",
        "Jasper Mining",
        "Kinross Apparel",
        "Larkspur Biotech",
    ]
    rows = [
        [
            f"ACC-{10100 + 37 * i}",
            n,
            f"2024-{1 + i % 12:02d}-{1 + (7 * i) % 28:02d}",
            f"{(96 + 53 * ((i * 7) % 23)) * 1000}",
        ]
        for i, n in enumerate(names)
    ]
    stmt = "01ef3c4a-7b2d-1e9f-a3c5-0d8b6e4f2a17"
    cols = [
        {"name": c, "type_text": t, "type_name": t, "position": i}
        for i, (c, t) in enumerate(
            [
                ("account_id", "STRING"),
                ("name", "STRING"),
                ("churn_date", "DATE"),
                ("arr_usd", "DECIMAL(12,0)"),
            ]
        )
    ]

    def chunk(k: int) -> dict[str, Any]:
        part = rows[10 * k : 10 * k + 10]
        c: dict[str, Any] = {"chunk_index": k, "row_offset": 10 * k, "row_count": len(part)}
        if k < 3:
            c |= {
                "next_chunk_index": k + 1,
                "next_chunk_internal_link": f"/api/2.0/sql/statements/{stmt}/result/chunks/{k + 1}",
            }
        return c | {"data_array": part}

    first = {
        "statement_id": stmt,
        "status": {"state": "SUCCEEDED"},
        "manifest": {
            "format": "JSON_ARRAY",
            "schema": {"column_count": 4, "columns": cols},
            "total_chunk_count": 4,
            "chunks": [
                {"chunk_index": k, "row_offset": 10 * k, "row_count": min(10, len(rows) - 10 * k)}
                for k in range(4)
            ],
            "total_row_count": len(rows),
            "truncated": False,
        },
        "result": chunk(0),
    }
    total = sum(int(r[3]) for r in rows)
    ok3 = [
        (
            "execute_statement",
            {
                "warehouse_id": "4b9f2c1d8e7a6053",
                "statement": "SELECT "
                "account_id, name, churn_date, arr_usd FROM crm.gold.accounts WHERE "
                "segment = 'enterprise' AND churn_date BETWEEN '2024-01-01' AND "
                "'2024-12-31' ORDER BY account_id",
                "row_limit": 1000,
                "disposition": "INLINE",
                "format": "JSON_ARRAY",
            },
            J(first),
        ),
        *[
            ("get_statement_result_chunk", {"statement_id": stmt, "chunk_index": k}, J(chunk(k)))
            for k in (1, 2, 3)
        ],
        (
            "execute_statement",
            {
                "warehouse_id": "4b9f2c1d8e7a6053",
                "statement": "SELECT count(*)"
                " AS n, sum(arr_usd) AS arr FROM crm.gold.accounts WHERE segment = "
                "'enterprise' AND churn_date BETWEEN '2024-01-01' AND '2024-12-31'",
            },
            J(
                {
                    "statement_id": "01ef3c4b-02aa-1c6e-9b41-5e7d3f0c8a92",
                    "status": {"state": "SUCCEEDED"},
                    "manifest": {
                        "format": "JSON_ARRAY",
                        "schema": {
                            "column_count": 2,
                            "columns": [
                                {
                                    "name": "n",
                                    "type_text": "BIGINT",
                                    "type_name": "LONG",
                                    "position": 0,
                                },
                                {
                                    "name": "arr",
                                    "type_text": "DECIMAL(22,0)",
                                    "type_name": "DECIMAL",
                                    "position": 1,
                                },
                            ],
                        },
                        "total_chunk_count": 1,
                        "chunks": [{"chunk_index": 0, "row_offset": 0, "row_count": 1}],
                        "total_row_count": 1,
                        "truncated": False,
                    },
                    "result": {
                        "chunk_index": 0,
                        "row_offset": 0,
                        "row_count": 1,
                        "data_array": [[str(len(rows)), str(total)]],
                    },
                }
            ),
        ),
    ]

    expired = "390114 (08001): Authentication token has expired.  The user must authenticate again."
    top = [[f"SKU-{4400 + 17 * i}", 2210 - 61 * i] for i in range(8)]
    fail = [
        (
            "snowsql",
            {
                "query": "SELECT sku, SUM(units) AS units FROM ANALYTICS.PUBLIC.SALES_DAILY "
                "WHERE day BETWEEN '2025-06-02' AND '2025-06-08' GROUP BY 1 ORDER "
                "BY 2 DESC LIMIT 8;"
            },
            psql(["SKU", "UNITS"], top, "0.833s"),
        ),
        (
            "snowsql",
            {
                "query": "SELECT sku, SUM(units) AS units FROM ANALYTICS.PUBLIC.SALES_DAILY "
                "WHERE day BETWEEN '2025-05-26' AND '2025-06-01' GROUP BY 1 ORDER "
                "BY 2 DESC LIMIT 8;"
            },
            expired,
        ),
        ("snowsql", {"query": "SELECT CURRENT_ROLE(), CURRENT_WAREHOUSE();"}, expired),
        ("snowsql", {"query": "USE WAREHOUSE ANALYTICS_WH;"}, expired),
        (
            "snowsql",
            {
                "query": "SELECT sku, SUM(units) AS units FROM ANALYTICS.PUBLIC.SALES_DAILY "
                "WHERE day >= '2025-05-26' AND day < '2025-06-02' GROUP BY sku "
                "ORDER BY units DESC LIMIT 8;"
            },
            expired,
        ),
        ("snowsql", {"query": "SELECT 1;"}, expired),
    ]
    return [
        (
            "warehouse",
            "wh-ok-1",
            "From the events parquet files, give weekly active users for the "
            "last six weeks, the top 5 countries by new signups in May 2025, and confirm that no "
            "signup lacks a country.",
            True,
            ok1,
        ),
        (
            "warehouse",
            "wh-ok-2",
            "Reconcile Q2 2025 revenue between FINANCE.REVENUE_DAILY and "
            "SALES.ORDERS: which months and days differ, and why?",
            True,
            ok2,
        ),
        (
            "warehouse",
            "wh-ok-3",
            "Export every enterprise account that churned in 2024 with its "
            "churn date and ARR, and give the total ARR lost.",
            True,
            ok3,
        ),
        (
            "warehouse",
            "wh-fail-1",
            "Compare last week's top SKUs by units in ANALYTICS.SALES_DAILY with the week before.",
            False,
            fail,
        ),
    ]


def logs() -> list[Run]:
    """Log queries.

    Grafana's MCP server (mcp-grafana) answers ``list_loki_label_values`` with a JSON list of
    strings and ``query_loki_logs`` with a JSON list of ``{timestamp, line, labels}`` entries
    (``[]`` when nothing matched); fairly sure. Elasticsearch's ES|QL with ``format=txt``: a
    centred header, a ``----+----`` rule and left-aligned cells at least 15 wide (the same
    writer as SQL's txt format); fairly sure. Loki's own ``/loki/api/v1/query_range`` JSON
    (``status``, ``data.resultType = streams``, ``data.result``, ``data.stats``); sure.
    """

    def entry(ts: str, line: str, app: str, pod: str) -> dict[str, Any]:
        return {
            "timestamp": ts,
            "line": line,
            "labels": {"app": app, "namespace": "shop", "pod": pod},
        }

    co, pg = "checkout-7d9f8c6b5-x2kqp", "payments-gateway-5c7b9d-mq4z8"
    ok1 = [
        (
            "list_loki_label_values",
            {"datasourceUid": "loki-prod", "labelName": "app"},
            J(["auth", "cart", "checkout", "payments-gateway", "search", "web"]),
        ),
        (
            "query_loki_logs",
            {
                "datasourceUid": "loki-prod",
                "logql": '{app="checkout"} |= "status=5"',
                "startRfc3339": "2025-06-09T14:00:00Z",
                "endRfc3339": "2025-06-09T14:30:00Z",
                "limit": 6,
            },
            J(
                [
                    entry(
                        f"2025-06-09T14:{m}Z",
                        f'level=error msg="POST /api/checkout failed" '
                        f"status={s} upstream=payments-gateway duration_ms={d}",
                        "checkout",
                        co,
                    )
                    for m, s, d in (
                        ("06:12.114", 502, 30004),
                        ("06:40.871", 502, 30002),
                        ("09:03.552", 504, 30001),
                        ("14:27.019", 502, 30003),
                        ("21:55.730", 502, 30002),
                        ("26:48.204", 503, 12),
                    )
                ]
            ),
        ),
        (
            "query_loki_logs",
            {
                "datasourceUid": "loki-prod",
                "logql": '{app="payments-gateway"} |= "level=error"',
                "startRfc3339": "2025-06-09T14:00:00Z",
                "endRfc3339": "2025-06-09T14:30:00Z",
                "limit": 5,
            },
            J(
                [
                    entry(
                        "2025-06-09T14:05:58.301Z",
                        'level=error msg="acquirer call failed" '
                        'acquirer=acquirer-eu err="context deadline exceeded" timeout_ms=30000',
                        "payments-gateway",
                        pg,
                    ),
                    entry(
                        "2025-06-09T14:06:31.902Z",
                        'level=error msg="circuit breaker OPEN" '
                        "acquirer=acquirer-eu failures=20 window=60s",
                        "payments-gateway",
                        pg,
                    ),
                    entry(
                        "2025-06-09T14:18:02.440Z",
                        'level=error msg="acquirer call failed" '
                        'acquirer=acquirer-eu err="dial tcp 185.12.44.7:443: i/o timeout"',
                        "payments-gateway",
                        pg,
                    ),
                ]
            ),
        ),
        (
            "query_loki_logs",
            {
                "datasourceUid": "loki-prod",
                "logql": '{app=~"checkout|payments-gateway"} |~ "(?i)deploy|rollout|image"',
                "startRfc3339": "2025-06-09T13:30:00Z",
                "endRfc3339": "2025-06-09T14:30:00Z",
            },
            "[]",
        ),
        (
            "query_loki_logs",
            {
                "datasourceUid": "loki-prod",
                "logql": '{app="payments-gateway"} |= "circuit breaker"',
                "startRfc3339": "2025-06-09T14:00:00Z",
                "endRfc3339": "2025-06-09T15:00:00Z",
            },
            J(
                [
                    entry(
                        "2025-06-09T14:06:31.902Z",
                        'level=error msg="circuit breaker OPEN" '
                        "acquirer=acquirer-eu failures=20 window=60s",
                        "payments-gateway",
                        pg,
                    ),
                    entry(
                        "2025-06-09T14:16:32.005Z",
                        'level=warn msg="circuit breaker HALF_OPEN" acquirer=acquirer-eu',
                        "payments-gateway",
                        pg,
                    ),
                    entry(
                        "2025-06-09T14:16:45.118Z",
                        'level=error msg="circuit breaker OPEN" '
                        "acquirer=acquirer-eu failures=3 window=60s",
                        "payments-gateway",
                        pg,
                    ),
                    entry(
                        "2025-06-09T14:27:12.660Z",
                        'level=info msg="circuit breaker CLOSED" acquirer=acquirer-eu',
                        "payments-gateway",
                        pg,
                    ),
                ]
            ),
        ),
    ]

    base = (
        'FROM logs-system.auth-* | WHERE event.outcome == "failure" AND '
        "system.auth.ssh.event IS NOT NULL AND @timestamp > NOW() - 7 days"
    )
    ok2 = [
        (
            "esql_query",
            {
                "query": base + " | STATS failures = COUNT(*) BY host.name | WHERE "
                "failures > 100 | SORT failures DESC",
                "format": "txt",
            },
            esql_txt(
                ["failures", "host.name"],
                [[2841, "bastion-01"], [412, "ci-runner-07"], [133, "db-backup-02"]],
            ),
        ),
        (
            "esql_query",
            {
                "query": base + ' AND host.name == "bastion-01" | STATS n = COUNT(*) BY '
                "source.ip | SORT n DESC | LIMIT 5",
                "format": "txt",
            },
            esql_txt(
                ["n", "source.ip"],
                [
                    [1904, "45.148.10.92"],
                    [611, "193.32.162.38"],
                    [214, "80.94.95.115"],
                    [71, "10.20.4.18"],
                    [41, "10.20.4.22"],
                ],
            ),
        ),
        (
            "esql_query",
            {
                "query": base + ' AND host.name IN ("ci-runner-07", "db-backup-02") | '
                "STATS n = COUNT(*) BY host.name, source.ip | SORT n DESC | LIMIT 5",
                "format": "txt",
            },
            esql_txt(
                ["n", "host.name", "source.ip"],
                [
                    [398, "ci-runner-07", "45.148.10.92"],
                    [129, "db-backup-02", "10.20.9.3"],
                    [14, "ci-runner-07", "10.20.4.18"],
                ],
            ),
        ),
        (
            "esql_query",
            {
                "query": 'FROM logs-system.auth-* | WHERE event.outcome == "success" AND '
                'source.ip IN ("45.148.10.92", "193.32.162.38", "80.94.95.115") AND '
                "@timestamp > NOW() - 7 days | STATS n = COUNT(*) BY host.name, "
                "user.name",
                "format": "txt",
            },
            esql_txt(["n", "host.name", "user.name"], []),
        ),
        (
            "esql_query",
            {
                "query": base + ' AND source.ip IN ("45.148.10.92", "193.32.162.38", '
                '"80.94.95.115") | STATS n = COUNT(*) BY source.ip, '
                "source.geo.country_iso_code, source.as.organization.name",
                "format": "txt",
            },
            esql_txt(
                ["n", "source.ip", "source.geo.country_iso_code", "source.as.organization.name"],
                [
                    [2302, "45.148.10.92", "NL", "Tech Futures Interactive"],
                    [611, "193.32.162.38", "RO", "Unmanaged LTD"],
                    [214, "80.94.95.115", "BG", "Unmanaged LTD"],
                ],
            ),
        ),
    ]

    def empty(ms: float, q: str) -> str:
        return J(
            {
                "status": "success",
                "data": {
                    "resultType": "streams",
                    "result": [],
                    "stats": {
                        "summary": {
                            "bytesProcessedPerSecond": 0,
                            "linesProcessedPerSecond": 0,
                            "totalBytesProcessed": 0,
                            "totalLinesProcessed": 0,
                            "execTime": ms,
                            "queueTime": 0.00011,
                            "totalEntriesReturned": 0,
                        }
                    },
                    "query": q,
                },
            }
        )

    qs = [
        '{app="invoice-service"} |= "error"',
        '{app="invoice-service"}',
        '{namespace="billing", app="invoice-service"} |~ "(?i)error|exception|fail"',
        '{job="billing/invoice-service"}',
        '{app=~"invoice.*"} |= "billing run"',
        '{container="invoice-service"} |= "ERROR"',
        '{app="invoice-service", level="error"}',
        '{namespace="billing"} |= "invoice"',
        '{app="invoice-service"} |= "billing"',
        '{app="billing-runner"} |= "invoice"',
    ]
    fail = [
        (
            "loki_query_range",
            {
                "query": q,
                "start": "2025-06-10T02:00:00Z",
                "end": "2025-06-10T03:00:00Z",
                "limit": 100,
            },
            empty(0.0021 + 0.0003 * i, q),
        )
        for i, q in enumerate(qs)
    ]
    return [
        (
            "logs",
            "lg-ok-1",
            "What caused the checkout 5xx spike yesterday between 14:00 and 14:30 "
            "UTC? Also say whether anything was deployed around then.",
            True,
            ok1,
        ),
        (
            "logs",
            "lg-ok-2",
            "Which hosts had more than 100 failed SSH logins last week, from which "
            "source IPs, and did any of those IPs ever log in successfully?",
            True,
            ok2,
        ),
        (
            "logs",
            "lg-fail-1",
            "Find the invoice-service error logs between 02:00 and 03:00 UTC "
            "last night, when the nightly billing run failed.",
            False,
            fail,
        ),
    ]


def pipelines() -> list[Run]:
    """dbt and Airflow.

    dbt-core 1.8's console log as the dbt MCP server returns it (``HH:MM:SS`` prefixes, "N of M
    START/OK ... [RUN]/[OK in 0.08s]", "Completed with 1 error", the "Done. PASS=..." line;
    ``dbt show`` prints a markdown-style preview table); sure. Airflow's stable REST API v1
    JSON for DAG runs and task instances, and a task log's lines ("[2025-06-10, 06:00:04 UTC]
    {s3.py:118} INFO - Poking for key : s3://..."), as an Airflow MCP server passes them on;
    sure of the fields, fairly sure of the log line's form.
    """

    def dbt(lines: list[str], t0: str = "12:01") -> str:
        return "\n".join(f"{t0}:{i:02d}  {s}" if s is not None else "" for i, s in enumerate(lines))

    hdr = [
        "Running with dbt=1.8.2",
        "Registered adapter: duckdb=1.8.1",
        "Found 14 models, 32 data tests, 3 sources, 587 macros",
        "",
        "Concurrency: 4 threads (target='dev')",
        "",
    ]
    dots = "." * 30

    def step(i: int, n: int, kind: str, model: str, res: str) -> str:
        return f"{i} of {n} {kind} sql table model main.{model} {dots} [{res}]"

    ok1 = [
        (
            "run",
            {"select": "fct_revenue+"},
            dbt(
                hdr
                + [
                    step(1, 2, "START", "fct_revenue", "RUN"),
                    step(1, 2, "ERROR creating", "fct_revenue", "ERROR in 0.05s"),
                    step(2, 2, "SKIP relation", "rpt_revenue_monthly", "SKIP"),
                    "",
                    "Finished running 2 table models in 0 hours 0 minutes and 0.41 seconds "
                    "(0.41s).",
                    "",
                    "Completed with 1 error, 0 partial successes, and 0 warnings:",
                    "",
                    "  Runtime Error in model fct_revenue (models/marts/fct_revenue.sql)\n  Binder "
                    "Error: "
                    'Referenced column "amount_usd" not found in FROM clause!\n  Candidate '
                    "bindings: "
                    '"payments.amount_cents", "payments.currency"',
                    "",
                    "Done. PASS=0 WARN=0 ERROR=1 SKIP=1 TOTAL=2",
                ]
            ),
        ),
        (
            "show",
            {"sql_query": "select * from {{ ref('stg_payments') }}", "limit": 4},
            dbt(
                hdr[:5]
                + [
                    "Previewing inline node:\n| payment_id | order_id | amount_cents | currency | "
                    "paid_at "
                    "             |\n| ---------- | -------- | ------------ | -------- | "
                    "------------------- "
                    "|\n|          1 |     1001 |         4990 | EUR      | 2025-06-01 09:12:44 "
                    "|\n|      "
                    "    2 |     1002 |        12900 | USD      | 2025-06-01 09:15:02 |\n|         "
                    " 3 |    "
                    " 1003 |          899 | GBP      | 2025-06-01 09:31:57 |\n|          4 |     "
                    "1004 |    "
                    "     2500 | EUR      | 2025-06-01 10:02:10 |"
                ],
                "12:03",
            ),
        ),
        (
            "edit_model_file",
            {
                "path": "models/marts/fct_revenue.sql",
                "old": "sum(amount_usd)",
                "new": "sum(amount_cents / 100.0 * fx.rate_to_usd)",
            },
            "Edited models/marts/fct_revenue.sql (1 replacement).",
        ),
        (
            "run",
            {"select": "fct_revenue+"},
            dbt(
                hdr
                + [
                    step(1, 2, "START", "fct_revenue", "RUN"),
                    step(1, 2, "ERROR creating", "fct_revenue", "ERROR in 0.04s"),
                    step(2, 2, "SKIP relation", "rpt_revenue_monthly", "SKIP"),
                    "",
                    "Finished running 2 table models in 0 hours 0 minutes and 0.38 seconds "
                    "(0.38s).",
                    "",
                    "Completed with 1 error, 0 partial successes, and 0 warnings:",
                    "",
                    "  Runtime Error in model fct_revenue (models/marts/fct_revenue.sql)\n  Binder "
                    "Error: "
                    'Referenced table "fx" not found!\n  Candidate tables: "payments", "orders"',
                    "",
                    "Done. PASS=0 WARN=0 ERROR=1 SKIP=1 TOTAL=2",
                ],
                "12:06",
            ),
        ),
        (
            "edit_model_file",
            {
                "path": "models/marts/fct_revenue.sql",
                "old": "from {{ ref('stg_payments') }} as payments",
                "new": "from {{ ref('stg_payments') }} "
                "as payments\n  join {{ ref('fx_daily') }} as fx\n    on fx.currency "
                "= payments.currency and fx.day = payments.paid_at::date",
            },
            "Edited models/marts/fct_revenue.sql (1 replacement).",
        ),
        (
            "run",
            {"select": "fct_revenue+"},
            dbt(
                hdr
                + [
                    step(1, 2, "START", "fct_revenue", "RUN"),
                    step(1, 2, "OK created", "fct_revenue", "OK in 0.21s"),
                    step(2, 2, "START", "rpt_revenue_monthly", "RUN"),
                    step(2, 2, "OK created", "rpt_revenue_monthly", "OK in 0.09s"),
                    "",
                    "Finished running 2 table models in 0 hours 0 minutes and 0.52 seconds "
                    "(0.52s).",
                    "",
                    "Completed successfully",
                    "",
                    "Done. PASS=2 WARN=0 ERROR=0 SKIP=0 TOTAL=2",
                ],
                "12:09",
            ),
        ),
        (
            "test",
            {"select": "fct_revenue+"},
            dbt(
                hdr
                + [
                    "1 of 6 START test not_null_fct_revenue_order_id .......... [RUN]",
                    "1 of 6 PASS not_null_fct_revenue_order_id ................ [PASS in 0.03s]",
                    "2 of 6 PASS unique_fct_revenue_order_id .................. [PASS in 0.03s]",
                    "3 of 6 PASS not_null_fct_revenue_revenue_usd ............. [PASS in 0.02s]",
                    "4 of 6 WARN 3 accepted_values_fct_revenue_currency ....... [WARN 3 in 0.03s]",
                    "5 of 6 PASS relationships_fct_revenue_order_id ........... [PASS in 0.04s]",
                    "6 of 6 PASS not_null_rpt_revenue_monthly_month ........... [PASS in 0.02s]",
                    "",
                    "Finished running 6 data tests in 0 hours 0 minutes and 0.29 seconds (0.29s).",
                    "",
                    "Completed with 1 warning:",
                    "",
                    "  Warning in test accepted_values_fct_revenue_currency "
                    "(models/marts/_marts.yml)\n  Got "
                    "3 results, configured to warn if != 0",
                    "",
                    "Done. PASS=5 WARN=1 ERROR=0 SKIP=0 TOTAL=6",
                ],
                "12:10",
            ),
        ),
    ]

    rid = "manual__2025-06-10T07:12:03+00:00"

    def dag_run(state: str, end: str | None) -> str:
        return J(
            {
                "conf": {"date": "2025-06-09"},
                "dag_id": "nightly_sales",
                "dag_run_id": rid,
                "data_interval_end": "2025-06-10T07:12:03+00:00",
                "data_interval_start": "2025-06-10T07:12:03+00:00",
                "end_date": end,
                "external_trigger": True,
                "last_scheduling_decision": None,
                "logical_date": "2025-06-10T07:12:03+00:00",
                "run_type": "manual",
                "start_date": None if state == "queued" else "2025-06-10T07:12:04+00:00",
                "state": state,
            },
            indent=2,
        )

    def tis(states: list[tuple[str, str, float | None]]) -> str:
        return J(
            {
                "task_instances": [
                    {
                        "task_id": t,
                        "state": s,
                        "try_number": 1,
                        "duration": d,
                        "dag_run_id": rid,
                        "operator": "PythonOperator",
                        "pool": "default_pool",
                    }
                    for t, s, d in states
                ],
                "total_entries": len(states),
            }
        )

    def log(lines: list[tuple[str, str, str]]) -> str:
        return "\n".join(f"[2025-06-10, {t} UTC] {{{src}}} INFO - {m}" for t, src, m in lines)

    start_log = [
        ("07:19:41", "taskinstance.py:2306", "Starting attempt 1 of 3"),
        (
            "07:19:41",
            "taskinstance.py:2330",
            "Executing <Task(PythonOperator): load_to_warehouse> on 2025-06-10 07:12:03+00:00",
        ),
        ("07:19:42", "load.py:58", "Loading 6 parquet files from s3://lake/sales/dt=2025-06-09/"),
        ("07:21:10", "load.py:91", "COPY INTO analytics.sales_daily: 3 of 6 files done"),
    ]
    ok2 = [
        (
            "trigger_dag",
            {"dag_id": "nightly_sales", "conf": {"date": "2025-06-09"}},
            dag_run("queued", None),
        ),
        ("get_dag_run", {"dag_id": "nightly_sales", "dag_run_id": rid}, dag_run("running", None)),
        (
            "get_task_instances",
            {"dag_id": "nightly_sales", "dag_run_id": rid},
            tis(
                [
                    ("extract_orders", "success", 142.8),
                    ("extract_refunds", "success", 37.2),
                    ("transform", "running", None),
                    ("load_to_warehouse", None, None),
                    ("notify", None, None),
                ]
            ),
        ),
        (
            "get_task_instances",
            {"dag_id": "nightly_sales", "dag_run_id": rid},
            tis(
                [
                    ("extract_orders", "success", 142.8),
                    ("extract_refunds", "success", 37.2),
                    ("transform", "success", 301.5),
                    ("load_to_warehouse", "running", None),
                    ("notify", None, None),
                ]
            ),
        ),
        (
            "get_task_log",
            {
                "dag_id": "nightly_sales",
                "dag_run_id": rid,
                "task_id": "load_to_warehouse",
                "try_number": 1,
            },
            log(start_log),
        ),
        (
            "get_dag_run",
            {"dag_id": "nightly_sales", "dag_run_id": rid},
            dag_run("success", "2025-06-10T07:24:55+00:00"),
        ),
        (
            "get_task_log",
            {
                "dag_id": "nightly_sales",
                "dag_run_id": rid,
                "task_id": "load_to_warehouse",
                "try_number": 1,
            },
            log(
                start_log
                + [
                    (
                        "07:22:37",
                        "load.py:91",
                        "COPY INTO analytics.sales_daily: 6 of 6 files done",
                    ),
                    (
                        "07:22:38",
                        "load.py:104",
                        "Inserted 48213 rows into analytics.sales_daily (dt=2025-06-09)",
                    ),
                    ("07:22:38", "python.py:237", "Done. Returned value was: 48213"),
                    (
                        "07:22:38",
                        "taskinstance.py:1206",
                        "Marking task as SUCCESS. dag_id=nightly_sales, task_id=load_to_warehouse",
                    ),
                ]
            ),
        ),
    ]

    frid = "scheduled__2025-06-10T06:00:00+00:00"

    def pokes(until: int) -> str:
        lines = []
        for m in range(until - 45, until + 1, 5):
            hh, mm = divmod(m, 60)
            lines.append(
                f"[2025-06-10, {hh:02d}:{mm:02d}:04 UTC] {{s3.py:118}} INFO - Poking for "
                "key : s3://partner-drop/incoming/2025-06-10/feed.csv"
            )
        return "\n".join(lines)

    ti = J(
        {
            "dag_id": "partner_feed",
            "dag_run_id": frid,
            "task_id": "wait_for_partner_file",
            "state": "running",
            "try_number": 1,
            "start_date": "2025-06-10T06:00:03+00:00",
            "end_date": None,
            "duration": None,
            "operator": "S3KeySensor",
            "pool": "default_pool",
            "queue": "default",
            "hostname": "airflow-worker-2",
        },
        indent=2,
    )
    fail = [
        (
            "get_dag_run",
            {"dag_id": "partner_feed", "dag_run_id": frid},
            J(
                {
                    "conf": {},
                    "dag_id": "partner_feed",
                    "dag_run_id": frid,
                    "end_date": None,
                    "external_trigger": False,
                    "logical_date": "2025-06-10T06:00:00+00:00",
                    "run_type": "scheduled",
                    "start_date": "2025-06-10T06:00:02+00:00",
                    "state": "running",
                },
                indent=2,
            ),
        ),
        (
            "get_task_instance",
            {"dag_id": "partner_feed", "dag_run_id": frid, "task_id": "wait_for_partner_file"},
            ti,
        ),
        (
            "get_task_log",
            {
                "dag_id": "partner_feed",
                "dag_run_id": frid,
                "task_id": "wait_for_partner_file",
                "tail": 10,
            },
            pokes(8 * 60 + 35),
        ),
        (
            "get_task_log",
            {
                "dag_id": "partner_feed",
                "dag_run_id": frid,
                "task_id": "wait_for_partner_file",
                "tail": 10,
            },
            pokes(8 * 60 + 45),
        ),
        (
            "get_task_instance",
            {"dag_id": "partner_feed", "dag_run_id": frid, "task_id": "wait_for_partner_file"},
            ti,
        ),
        (
            "get_task_log",
            {
                "dag_id": "partner_feed",
                "dag_run_id": frid,
                "task_id": "wait_for_partner_file",
                "tail": 10,
            },
            pokes(9 * 60),
        ),
        (
            "get_task_log",
            {
                "dag_id": "partner_feed",
                "dag_run_id": frid,
                "task_id": "wait_for_partner_file",
                "tail": 10,
            },
            pokes(9 * 60 + 20),
        ),
        (
            "get_task_instance",
            {"dag_id": "partner_feed", "dag_run_id": frid, "task_id": "wait_for_partner_file"},
            ti,
        ),
    ]
    return [
        (
            "pipelines",
            "pl-ok-1",
            "Fix fct_revenue (it still uses the dropped amount_usd column), "
            "run the revenue models and their tests, and tell me whether everything passes.",
            True,
            ok1,
        ),
        (
            "pipelines",
            "pl-ok-2",
            "Trigger the nightly_sales DAG for 2025-06-09, wait until it "
            "finishes, and tell me how many rows load_to_warehouse wrote.",
            True,
            ok2,
        ),
        (
            "pipelines",
            "pl-fail-1",
            "The partner_feed DAG has not finished today. Find out why and "
            "tell me when the partner's file lands.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# Cloud CLIs and SaaS APIs
# --------------------------------------------------------------------------------------------


def cloud_cli() -> list[Run]:
    """gcloud and az.

    ``gcloud`` table output (upper-case headers, two-space columns), ``--format=json``
    resources, "Listed 0 items." for an empty list (gcloud writes it to stderr; the tool merges
    the streams); sure. ``az`` ``-o table`` (headers over dashed rules) and JSON; sure.
    """

    def inst(
        name: str,
        zone: str,
        mt: str,
        created: str,
        stopped: str,
        disk: str,
        gb: str,
        labels: dict[str, str],
    ) -> str:
        return J(
            {
                "canIpForward": False,
                "cpuPlatform": "Unknown CPU Platform",
                "creationTimestamp": created,
                "deletionProtection": False,
                "disks": [
                    {
                        "autoDelete": True,
                        "boot": True,
                        "deviceName": disk,
                        "diskSizeGb": gb,
                        "index": 0,
                        "interface": "SCSI",
                        "mode": "READ_WRITE",
                        "source": f"https://www.googleapis.com/compute/v1/projects/shopfront-prod/"
                        f"zones/{zone}/disks/{disk}",
                        "type": "PERSISTENT",
                    }
                ],
                "id": "48120916333726" + str(1000 + 37 * len(name)),
                "kind": "compute#instance",
                "labels": labels,
                "lastStopTimestamp": stopped,
                "machineType": f"https://www.googleapis.com/compute/v1/projects/shopfront-prod/zones/"
                f"{zone}/machineTypes/{mt}",
                "name": name,
                "status": "TERMINATED",
                "zone": f"https://www.googleapis.com/compute/v1/projects/shopfront-prod/zones/{zone}",
            },
            indent=2,
        )

    ok1 = [
        (
            "run_gcloud_command",
            {
                "args": [
                    "compute",
                    "instances",
                    "list",
                    "--project=shopfront-prod",
                    "--filter=status=TERMINATED",
                    "--format=table(name,"
                    "zone.basename(),machineType.basename(),status,"
                    "creationTimestamp.date())",
                ]
            },
            T("""
            NAME              ZONE            MACHINE_TYPE    STATUS      CREATION_TIMESTAMP
            legacy-batch-01   europe-west1-b  n1-standard-4   TERMINATED  2023-02-14
            old-ci-runner     europe-west1-c  e2-standard-8   TERMINATED  2023-11-02
            tmp-loadtest-3    europe-west1-b  c2-standard-16  TERMINATED  2024-12-19
            mig-test-7        europe-west4-a  e2-medium       TERMINATED  2025-05-28"""),
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "compute",
                    "instances",
                    "describe",
                    "legacy-batch-01",
                    "--zone=europe-west1-b",
                    "--format=json",
                ]
            },
            inst(
                "legacy-batch-01",
                "europe-west1-b",
                "n1-standard-4",
                "2023-02-14T03:11:52.112-08:00",
                "2024-08-30T10:02:17.540-07:00",
                "legacy-batch-01",
                "200",
                {"team": "data", "env": "prod"},
            ),
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "compute",
                    "instances",
                    "describe",
                    "old-ci-runner",
                    "--zone=europe-west1-c",
                    "--format=json",
                ]
            },
            inst(
                "old-ci-runner",
                "europe-west1-c",
                "e2-standard-8",
                "2023-11-02T08:40:05.903-07:00",
                "2025-01-07T02:15:44.019-08:00",
                "old-ci-runner",
                "500",
                {"team": "platform"},
            ),
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "compute",
                    "instances",
                    "describe",
                    "tmp-loadtest-3",
                    "--zone=europe-west1-b",
                    "--format=json",
                ]
            },
            inst(
                "tmp-loadtest-3",
                "europe-west1-b",
                "c2-standard-16",
                "2024-12-19T05:20:31.447-08:00",
                "2024-12-20T14:58:09.300-08:00",
                "tmp-loadtest-3",
                "100",
                {"owner": "perf-team", "ttl": "7d"},
            ),
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "compute",
                    "disks",
                    "list",
                    "--project=shopfront-prod",
                    "--filter=-users:*",
                    "--format=table(name,zone.basename(),"
                    "sizeGb,type.basename(),lastDetachTimestamp.date())",
                ]
            },
            T("""
            NAME                 ZONE            SIZE_GB  TYPE         LAST_DETACH_TIMESTAMP
            legacy-batch-data    europe-west1-b  1000     pd-standard  2024-08-30
            old-ci-cache         europe-west1-c  250      pd-ssd       2025-01-07"""),
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "compute",
                    "snapshots",
                    "list",
                    "--project=shopfront-prod",
                    "--filter=sourceDisk~'legacy-batch|old-ci|tmp-loadtest'",
                ]
            },
            "Listed 0 items.",
        ),
    ]

    ok2 = [
        (
            "az",
            {
                "command": 'az storage account list --query "[].{name:name, rg:resourceGroup, '
                'publicBlob:allowBlobPublicAccess, env:tags.env}" -o table'
            },
            T("""
            Name              Rg               PublicBlob    Env
            ----------------  ---------------  ------------  -----
            stprodassets01    rg-prod-web      False         prod
            stprodlogs01      rg-prod-ops      False         prod
            stdevassets01     rg-dev-web       True          dev
            stdevlogs02       rg-dev-ops       True          dev
            stsharedcdn       rg-shared        True          prod"""),
        ),
        (
            "az",
            {
                "command": "az storage container list --account-name stsharedcdn --auth-mode "
                'login --query "[].{name:name, publicAccess:properties.publicAccess}"'
                " -o json"
            },
            J(
                [
                    {"name": "fonts", "publicAccess": "blob"},
                    {"name": "images", "publicAccess": "blob"},
                    {"name": "uploads", "publicAccess": None},
                ],
                indent=2,
            ),
        ),
        (
            "az",
            {
                "command": "az storage account update --name stdevassets01 --resource-group "
                'rg-dev-web --allow-blob-public-access false --query "{name:name, '
                'allowBlobPublicAccess:allowBlobPublicAccess}" -o json'
            },
            J({"allowBlobPublicAccess": False, "name": "stdevassets01"}, indent=2),
        ),
        (
            "az",
            {
                "command": "az storage account update --name stdevlogs02 --resource-group "
                'rg-dev-ops --allow-blob-public-access false --query "{name:name, '
                'allowBlobPublicAccess:allowBlobPublicAccess}" -o json'
            },
            J({"allowBlobPublicAccess": False, "name": "stdevlogs02"}, indent=2),
        ),
        (
            "az",
            {
                "command": 'az storage account list --query "[].{name:name, publicBlob:'
                'allowBlobPublicAccess, env:tags.env}" -o table'
            },
            T("""
            Name              PublicBlob    Env
            ----------------  ------------  -----
            stprodassets01    False         prod
            stprodlogs01      False         prod
            stdevassets01     False         dev
            stdevlogs02       False         dev
            stsharedcdn       True          prod"""),
        ),
    ]

    flt = 'resource.type="cloud_run_revision" AND resource.labels.service_name="orders-api"'
    fail = [
        (
            "run_gcloud_command",
            {
                "args": [
                    "logging",
                    "read",
                    f"{flt} AND severity>=ERROR",
                    "--freshness=2h",
                    "--format=json",
                ]
            },
            "[]",
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "logging",
                    "read",
                    f"{flt} AND severity>=WARNING",
                    "--freshness=2h",
                    "--format=json",
                ]
            },
            "[]",
        ),
        (
            "run_gcloud_command",
            {"args": ["logging", "read", flt, "--freshness=1d", "--limit=20", "--format=json"]},
            "[]",
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "logging",
                    "read",
                    'resource.type="cloud_run_revision" AND textPayload:"orders"',
                    "--freshness=1d",
                    "--format=json",
                ]
            },
            "[]",
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "logging",
                    "read",
                    'resource.type="cloud_run_revision"',
                    "--limit=5",
                    "--format=json",
                ]
            },
            "[]",
        ),
        (
            "run_gcloud_command",
            {
                "args": [
                    "logging",
                    "read",
                    f"{flt} AND httpRequest.status>=500",
                    "--freshness=6h",
                    "--format=json",
                ]
            },
            "[]",
        ),
    ]
    return [
        (
            "cloud-cli",
            "cc-ok-1",
            "List the stopped GCE instances in shopfront-prod that were "
            "stopped more than 90 days ago, their disks, any unattached disks, and whether any of "
            "them has a snapshot, so I can decide what to delete.",
            True,
            ok1,
        ),
        (
            "cloud-cli",
            "cc-ok-2",
            "Find the storage accounts in our subscription that allow "
            "public blob access, turn it off on those tagged env=dev, and tell me which public "
            "containers remain on the others.",
            True,
            ok2,
        ),
        (
            "cloud-cli",
            "cc-fail-1",
            "Find the Cloud Run errors of the orders-api service in the last two hours.",
            False,
            fail,
        ),
    ]


def itsm() -> list[Run]:
    """ServiceNow, PagerDuty and Okta.

    ServiceNow's Table API wraps records in ``{"result": ...}`` (a list for a query, an object
    for one record; choice fields as strings such as ``"state": "2"``); sure. PagerDuty REST
    v2 ``{"incident": {...}}`` and ``{"oncalls": [...], "limit", "offset", "more"}``; sure.
    Okta's Users API objects (``id`` "00u...", ``status``, ``profile``), the lifecycle
    ``unsuspend`` call's empty ``{}`` body, and its error object (``errorCode`` E0000047 for
    the rate limit, ``errorSummary``, ``errorLink``, ``errorId``, ``errorCauses``); sure.
    """

    def inc(
        number: str, sys_id: str, desc: str, state: str, opened: str, updated: str, group: str
    ) -> dict[str, Any]:
        return {
            "number": number,
            "sys_id": sys_id,
            "short_description": desc,
            "priority": "1",
            "state": state,
            "opened_at": opened,
            "sys_updated_on": updated,
            "assignment_group": {
                "link": f"https://acme.service-now.com/api/now/table/sys_user_group/{group}",
                "value": group,
            },
            "business_service": {
                "link": "https://acme.service-now.com/api/now/table/cmdb_ci_service/7a4f0e2b1b9c",
                "value": "7a4f0e2b1b9c",
            },
        }

    g = "287ebd7da9fe198100f92cc8d1d2154e"
    i1 = inc(
        "INC0012041",
        "9d385017c611228701d22104cc95c371",
        "Payroll run failed for DE entity",
        "2",
        "2025-06-02 06:14:09",
        "2025-06-09 16:20:41",
        g,
    )
    i2 = inc(
        "INC0012077",
        "a83820b58f723300e7e28ed13fe8a0c1",
        "Payslips missing tax line after update",
        "6",
        "2025-06-04 11:02:37",
        "2025-06-06 09:45:12",
        g,
    )
    i3 = inc(
        "INC0012102",
        "f12ca184735123002728660c4cf6a7e3",
        "Payroll export to bank rejected (SEPA schema)",
        "2",
        "2025-06-06 08:30:55",
        "2025-06-10 07:58:03",
        g,
    )
    note = "Linked to PRB0040211 (payroll engine tax-table update, 2025-06-01)."

    def upd(rec: dict[str, Any], ts: str) -> str:
        return J({"result": rec | {"sys_updated_on": ts, "work_notes": ""}}, indent=2)

    ok1 = [
        (
            "sn_query_table",
            {
                "table": "incident",
                "sysparm_query": "priority=1^business_service."
                "name=Payroll^opened_at>=javascript:gs.beginningOfThisMonth()",
                "sysparm_fields": "number,sys_id,short_description,priority,state,"
                "opened_at,sys_updated_on,assignment_group,business_service",
            },
            J({"result": [i1, i2, i3]}, indent=2),
        ),
        (
            "sn_get_record",
            {"table": "problem", "number": "PRB0040211"},
            J(
                {
                    "result": {
                        "number": "PRB0040211",
                        "sys_id": "46f67787a9fe198101e06dfcf3a78e99",
                        "short_description": "Payroll engine tax-table update breaks DE/AT "
                        "calculations",
                        "state": "102",
                        "problem_state": "102",
                        "known_error": "true",
                        "opened_at": "2025-06-03 10:11:40",
                        "fix_communicated": "false",
                    }
                },
                indent=2,
            ),
        ),
        (
            "sn_update_record",
            {"table": "incident", "sys_id": i1["sys_id"], "data": {"work_notes": note}},
            upd(i1, "2025-06-10 09:41:12"),
        ),
        (
            "sn_update_record",
            {"table": "incident", "sys_id": i2["sys_id"], "data": {"work_notes": note}},
            upd(i2, "2025-06-10 09:41:20"),
        ),
        (
            "sn_update_record",
            {"table": "incident", "sys_id": i3["sys_id"], "data": {"work_notes": note}},
            upd(i3, "2025-06-10 09:41:27"),
        ),
        (
            "sn_query_table",
            {
                "table": "incident",
                "sysparm_query": "numberININC0012041,INC0012077,INC0012102",
                "sysparm_fields": "number,state,sys_updated_on",
                "sysparm_display_value": "true",
            },
            J(
                {
                    "result": [
                        {
                            "number": "INC0012041",
                            "state": "In Progress",
                            "sys_updated_on": "2025-06-10 09:41:12",
                        },
                        {
                            "number": "INC0012077",
                            "state": "Resolved",
                            "sys_updated_on": "2025-06-10 09:41:20",
                        },
                        {
                            "number": "INC0012102",
                            "state": "In Progress",
                            "sys_updated_on": "2025-06-10 09:41:27",
                        },
                    ]
                },
                indent=2,
            ),
        ),
    ]

    def okta_user(
        uid: str, status: str, first: str, last: str, login: str, last_login: str, changed: str
    ) -> dict[str, Any]:
        return {
            "id": uid,
            "status": status,
            "created": "2022-03-14T09:12:40.000Z",
            "activated": "2022-03-14T09:13:02.000Z",
            "statusChanged": changed,
            "lastLogin": last_login,
            "lastUpdated": changed,
            "passwordChanged": "2025-02-11T08:00:51.000Z",
            "type": {"id": "oty1a2b3c4d5E6F7g8h9"},
            "profile": {
                "firstName": first,
                "lastName": last,
                "login": login,
                "email": login,
                "department": "Identity Engineering",
            },
            "credentials": {"provider": {"type": "OKTA", "name": "OKTA"}},
            "_links": {"self": {"href": f"https://acme.okta.com/api/v1/users/{uid}"}},
        }

    uid = "00u8k2q4w7ZxYt9Ab0h8"
    susp = okta_user(
        uid,
        "SUSPENDED",
        "Marta",
        "Kowalczyk",
        "marta.kowalczyk@acme.example",
        "2025-06-08T21:40:12.000Z",
        "2025-06-09T02:05:33.000Z",
    )
    ok2 = [
        (
            "pd_get_incident",
            {"id": "Q2W9X7K4M1N3P5"},
            J(
                {
                    "incident": {
                        "id": "Q2W9X7K4M1N3P5",
                        "incident_number": 4821,
                        "type": "incident",
                        "title": "SSO login failures > 20% (Okta inbound federation)",
                        "status": "resolved",
                        "urgency": "high",
                        "created_at": "2025-06-09T01:52:18Z",
                        "last_status_change_at": "2025-06-09T03:10:44Z",
                        "service": {
                            "id": "PSV4QZ1",
                            "type": "service_reference",
                            "summary": "SSO Gateway",
                        },
                        "escalation_policy": {
                            "id": "PEP8T2M",
                            "type": "escalation_policy_reference",
                            "summary": "Identity",
                        },
                        "assignments": [
                            {
                                "at": "2025-06-09T01:52:19Z",
                                "assignee": {
                                    "id": "PU7A2KD",
                                    "type": "user_reference",
                                    "summary": "Marta Kowalczyk",
                                },
                            }
                        ],
                    }
                },
                indent=2,
            ),
        ),
        (
            "pd_list_oncalls",
            {
                "escalation_policy_ids": ["PEP8T2M"],
                "since": "2025-06-09T01:50:00Z",
                "until": "2025-06-09T01:55:00Z",
            },
            J(
                {
                    "oncalls": [
                        {
                            "escalation_level": 1,
                            "start": "2025-06-08T17:00:00Z",
                            "end": "2025-06-09T09:00:00Z",
                            "user": {
                                "id": "PU7A2KD",
                                "type": "user_reference",
                                "summary": "Marta Kowalczyk",
                            },
                            "schedule": {
                                "id": "PSC3N8Q",
                                "type": "schedule_reference",
                                "summary": "Identity primary",
                            },
                            "escalation_policy": {"id": "PEP8T2M", "summary": "Identity"},
                        },
                        {
                            "escalation_level": 2,
                            "start": "2025-06-02T09:00:00Z",
                            "end": "2025-06-16T09:00:00Z",
                            "user": {
                                "id": "PU0M5RT",
                                "type": "user_reference",
                                "summary": "Daniel Osei",
                            },
                            "schedule": None,
                            "escalation_policy": {"id": "PEP8T2M", "summary": "Identity"},
                        },
                    ],
                    "limit": 25,
                    "offset": 0,
                    "more": False,
                    "total": None,
                },
                indent=2,
            ),
        ),
        ("okta_list_users", {"search": 'profile.lastName eq "Kowalczyk"'}, J([susp], indent=2)),
        ("okta_get_user", {"userId": uid}, J(susp, indent=2)),
        ("okta_unsuspend_user", {"userId": uid}, "{}"),
        (
            "okta_get_user",
            {"userId": uid},
            J(
                susp
                | {
                    "status": "ACTIVE",
                    "statusChanged": "2025-06-10T09:52:07.000Z",
                    "lastUpdated": "2025-06-10T09:52:07.000Z",
                },
                indent=2,
            ),
        ),
    ]

    members = [
        okta_user(
            f"00u{9 - i}c{i}x{2 * i}Qe7Lm{i}Ra{i}h8",
            "ACTIVE",
            f,
            last,
            f"{f.lower()}.{last.lower()}@contractor.acme.example",
            ll,
            "2024-09-02T10:00:00.000Z",
        )
        for i, (f, last, ll) in enumerate(
            [
                ("Ayo", "Bankole", "2025-06-09T08:14:55.000Z"),
                ("Lena", "Fischer", "2025-02-03T16:40:12.000Z"),
                ("Tomas", "Reyes", "2025-06-06T11:02:37.000Z"),
                ("Ines", "Carvalho", "2024-12-18T09:30:05.000Z"),
            ]
        )
    ]

    def limited(eid: str) -> str:
        return J(
            {
                "errorCode": "E0000047",
                "errorSummary": "API call exceeded rate limit due to too many requests.",
                "errorLink": "E0000047",
                "errorId": eid,
                "errorCauses": [],
            }
        )

    after = "00u3c6x6Qe7Lm3Ra3h8"
    fail = [
        (
            "okta_list_group_users",
            {"groupId": "00g2ab9kd7SxLq4Uh0h8", "limit": 4},
            J(members, indent=2),
        ),
        *[
            (
                "okta_list_group_users",
                {"groupId": "00g2ab9kd7SxLq4Uh0h8", "limit": 4, "after": after},
                limited(e),
            )
            for e in (
                "oae3hQk2vT9SWa0Rb7nJxZc1A",
                "oaeW7m0dKpL2qR8sT4uV6xY9B",
                "oaeBq5cN1zX3vM7kJ9hG2fD4E",
                "oae0pLk8jH6gF4dS2aQ1wE3RT",
            )
        ],
        (
            "okta_list_group_users",
            {"groupId": "00g2ab9kd7SxLq4Uh0h8", "limit": 2, "after": after},
            limited("oaeZx9cV7bN5mQ3wE1rT8yU6I"),
        ),
        (
            "okta_list_group_users",
            {"groupId": "00g2ab9kd7SxLq4Uh0h8", "limit": 4, "after": after},
            limited("oaeM4nB6vC8xZ0lK2jH4gF6dS"),
        ),
    ]
    return [
        (
            "itsm",
            "it-ok-1",
            "Find this month's P1 incidents on the Payroll service, add a work note "
            "to each linking problem PRB0040211, and tell me which are still open.",
            True,
            ok1,
        ),
        (
            "itsm",
            "it-ok-2",
            "Who was on call for the Identity escalation policy when PagerDuty "
            "incident #4821 fired, and is their Okta account active? If it is suspended, "
            "unsuspend it.",
            True,
            ok2,
        ),
        (
            "itsm",
            "it-fail-1",
            "Audit the Okta Contractors group: which members have not logged in for 90 days?",
            False,
            fail,
        ),
    ]


def enterprise_api() -> list[Run]:
    """SAP OData and New Relic.

    SAP Gateway OData V2 JSON (``{"d": {"results": [...]}}`` with ``__metadata`` and
    ``/Date(ms)/`` dates; an empty set is ``{"d": {"results": []}}``); sure. When an SAP
    session has expired behind SAML/SSO, the server answers 200 with its HTML logon page
    rather than JSON; the page here is a shortened SAP NetWeaver logon form (fairly sure of the
    title and fields). New Relic NerdGraph's NRQL answer
    ``{"data": {"actor": {"account": {"nrql": {"results": [...]}}}}}``; sure.
    """

    def so(n: str, date_ms: int, net: str, status: str) -> dict[str, Any]:
        uri = f"https://s4.acme.example/sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder('{n}')"
        return {
            "__metadata": {"id": uri, "uri": uri, "type": "API_SALES_ORDER_SRV.A_SalesOrderType"},
            "SalesOrder": n,
            "SoldToParty": "17100003",
            "CreationDate": f"/Date({date_ms})/",
            "TotalNetAmount": net,
            "TransactionCurrency": "EUR",
            "OverallSDProcessStatus": status,
            "OverallDeliveryStatus": "A",
        }

    def item(n: str, i: str, mat: str, qty: str, net: str) -> dict[str, Any]:
        uri = (
            "https://s4.acme.example/sap/opu/odata/sap/API_SALES_ORDER_SRV/"
            f"A_SalesOrderItem(SalesOrder='{n}',SalesOrderItem='{i}')"
        )
        return {
            "__metadata": {
                "id": uri,
                "uri": uri,
                "type": "API_SALES_ORDER_SRV.A_SalesOrderItemType",
            },
            "SalesOrder": n,
            "SalesOrderItem": i,
            "Material": mat,
            "RequestedQuantity": qty,
            "RequestedQuantityUnit": "PC",
            "NetAmount": net,
            "TransactionCurrency": "EUR",
        }

    svc = "API_SALES_ORDER_SRV"
    ok1 = [
        (
            "sap_odata_get",
            {
                "service": svc,
                "entity": "A_SalesOrder",
                "query": "$filter=SoldToParty "
                "eq '17100003' and OverallSDProcessStatus ne 'C' and CreationDate ge "
                "datetime'2025-06-01T00:00:00'&$select=SalesOrder,SoldToParty,"
                "CreationDate,TotalNetAmount,TransactionCurrency,OverallSDProcessStatus,"
                "OverallDeliveryStatus",
            },
            J(
                {
                    "d": {
                        "results": [
                            so("4500012871", 1748995200000, "18450.00", "A"),
                            so("4500012883", 1749168000000, "7320.50", "B"),
                            so("4500012902", 1749513600000, "2210.00", "A"),
                        ]
                    }
                }
            ),
        ),
        (
            "sap_odata_get",
            {
                "service": svc,
                "entity": "A_SalesOrderItem",
                "query": "$filter=SalesOrder eq '4500012871'",
            },
            J(
                {
                    "d": {
                        "results": [
                            item("4500012871", "10", "HX-PUMP-H3", "6", "15300.00"),
                            item("4500012871", "20", "HX-INST-KIT", "6", "3150.00"),
                        ]
                    }
                }
            ),
        ),
        (
            "sap_odata_get",
            {
                "service": svc,
                "entity": "A_SalesOrderItem",
                "query": "$filter=SalesOrder eq '4500012883'",
            },
            J(
                {
                    "d": {
                        "results": [
                            item("4500012883", "10", "HX-PUMP-H2", "3", "6120.50"),
                            item("4500012883", "20", "HX-SVC-1Y", "3", "1200.00"),
                        ]
                    }
                }
            ),
        ),
        (
            "sap_odata_get",
            {
                "service": "API_OUTBOUND_DELIVERY_SRV;v=0002",
                "entity": "A_OutbDeliveryItem",
                "query": "$filter=ReferenceSDDocument "
                "eq '4500012883'&$select=DeliveryDocument,DeliveryDocumentItem",
            },
            J({"d": {"results": []}}),
        ),
        (
            "sap_odata_get",
            {
                "service": svc,
                "entity": "A_SalesOrderItem",
                "query": "$filter=SalesOrder eq '4500012902'",
            },
            J({"d": {"results": [item("4500012902", "10", "HX-FILTER-SET", "20", "2210.00")]}}),
        ),
    ]

    def nrql(results: list[dict[str, Any]]) -> str:
        return J({"data": {"actor": {"account": {"nrql": {"results": results}}}}})

    ok2 = [
        (
            "nrql_query",
            {
                "accountId": 3141592,
                "query": "SELECT timestamp, revision, user, "
                "description FROM Deployment WHERE appName = 'checkout' SINCE 7 days ago",
            },
            nrql(
                [
                    {
                        "timestamp": 1749547200000,
                        "revision": "v2025.06.10-1",
                        "user": "ci-bot",
                        "description": "coupon service client, retry policy",
                    },
                    {
                        "timestamp": 1749114000000,
                        "revision": "v2025.06.05-2",
                        "user": "ci-bot",
                        "description": "bump node 20.14",
                    },
                ]
            ),
        ),
        (
            "nrql_query",
            {
                "accountId": 3141592,
                "query": "SELECT percentile(duration, 95) FROM "
                "Transaction WHERE appName = 'checkout' SINCE 2025-06-09 09:20:00 UNTIL "
                "2025-06-10 09:20:00",
            },
            nrql([{"percentile.duration": {"95": 0.4121}}]),
        ),
        (
            "nrql_query",
            {
                "accountId": 3141592,
                "query": "SELECT percentile(duration, 95) FROM "
                "Transaction WHERE appName = 'checkout' SINCE 2025-06-10 09:20:00 UNTIL "
                "2025-06-11 09:20:00",
            },
            nrql([{"percentile.duration": {"95": 0.6884}}]),
        ),
        (
            "nrql_query",
            {
                "accountId": 3141592,
                "query": "SELECT percentile(duration, 95) FROM "
                "Transaction WHERE appName = 'checkout' SINCE 2025-06-10 09:20:00 UNTIL "
                "2025-06-11 09:20:00 FACET name LIMIT 5",
            },
            nrql(
                [
                    {
                        "facet": "WebTransaction/Expressjs/POST//api/cart/apply-coupon",
                        "name": "WebTransaction/Expressjs/POST//api/cart/apply-coupon",
                        "percentile.duration": {"95": 1.9215},
                    },
                    {
                        "facet": "WebTransaction/Expressjs/POST//api/checkout",
                        "name": "WebTransaction/Expressjs/POST//api/checkout",
                        "percentile.duration": {"95": 0.7102},
                    },
                    {
                        "facet": "WebTransaction/Expressjs/GET//api/cart",
                        "name": "WebTransaction/Expressjs/GET//api/cart",
                        "percentile.duration": {"95": 0.1833},
                    },
                ]
            ),
        ),
        (
            "nrql_query",
            {
                "accountId": 3141592,
                "query": "SELECT percentile(duration, 95) FROM "
                "Transaction WHERE appName = 'checkout' AND name = 'WebTransaction/"
                "Expressjs/POST//api/cart/apply-coupon' SINCE 2025-06-09 09:20:00 UNTIL "
                "2025-06-10 09:20:00",
            },
            nrql([{"percentile.duration": {"95": 0.2408}}]),
        ),
    ]

    logon = T("""
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>Logon</title>
        <meta name="robots" content="noindex"></head>
        <body class="urBdyStd"><form id="logonForm" method="post" \\
        action="/sap/bc/ui5_ui5/ui2/ushell/shells/abap/FioriLaunchpad.html?sap-client=100">
        <input type="hidden" name="sap-system-login-oninputprocessing" value="onLogin">
        <div class="urLogonTitle">SAP NetWeaver</div>
        <label for="USERNAME_FIELD-inner">User</label>\\
        <input id="USERNAME_FIELD-inner" name="sap-user">
        <label for="PASSWORD_FIELD-inner">Password</label>\\
        <input id="PASSWORD_FIELD-inner" type="password" name="sap-password">
        <label>Language</label><select name="sap-language"><option value="EN">English</option>\\
        <option value="DE">Deutsch</option></select>
        <button type="submit" id="LOGIN_LINK">Log On</button>
        <a href="/sap/public/bc/icf/logoff">Change Password</a>
        </form></body></html>""")
    psvc = "API_PURCHASEORDER_PROCESS_SRV"
    fail = [
        (
            "sap_odata_get",
            {
                "service": psvc,
                "entity": "A_PurchaseOrder",
                "query": "$filter=Supplier eq '10300080' and PurchasingProcessingStatus ne '05'",
            },
            logon,
        ),
        (
            "sap_odata_get",
            {
                "service": psvc,
                "entity": "A_PurchaseOrder",
                "query": "$filter=Supplier eq '10300080'&$top=20",
            },
            logon,
        ),
        (
            "sap_odata_get",
            {
                "service": psvc,
                "entity": "A_PurchaseOrderItem",
                "query": "$filter=PurchaseOrder eq '4500031772'",
            },
            logon,
        ),
        (
            "sap_odata_get",
            {
                "service": psvc,
                "entity": "A_PurchaseOrderScheduleLine",
                "query": "$filter=PurchasingDocument eq '4500031772'&$select="
                "ScheduleLineDeliveryDate",
            },
            logon,
        ),
        ("sap_odata_get", {"service": psvc, "entity": "$metadata", "query": ""}, logon),
    ]
    return [
        (
            "enterprise-api",
            "ea-ok-1",
            "For customer 17100003, list the open sales orders created "
            "in June with their items and net amounts, and check whether a delivery has been "
            "created for order 4500012883.",
            True,
            ok1,
        ),
        (
            "enterprise-api",
            "ea-ok-2",
            "Compare the checkout service's p95 latency before and "
            "after Tuesday's deploy, and find which transaction got slower.",
            True,
            ok2,
        ),
        (
            "enterprise-api",
            "ea-fail-1",
            "Get the open purchase orders for supplier 10300080 from "
            "S/4HANA with their expected delivery dates.",
            False,
            fail,
        ),
    ]


def workspace() -> list[Run]:
    """Asana, Dropbox, Figma and ClickUp.

    Asana REST ``{"data": [...], "next_page": {"offset", "path", "uri"} | null}`` with
    ``gid``/``resource_type``; sure. Dropbox ``files/list_folder`` and ``list_folder/continue``
    (``entries`` with ``.tag``, ``path_display``, ``server_modified``, ``size``; ``cursor``,
    ``has_more``); sure. Figma REST ``GET /v1/files/:key/comments`` and ``/nodes`` JSON; fairly
    sure. ClickUp's error body ``{"err": "...", "ECODE": "OAUTH_..."}``; sure of the keys, not
    of which OAUTH code an expired token gets.
    """
    proj = "1207731592268840"
    titles = [
        ("Hero copy for the homepage", ["copy"], None, False),
        ("Compress hero video", ["perf"], "Jonas Weber", False),
        ("Pricing page FAQ copy", ["copy"], None, False),
        ("Set up 301 redirects", ["seo"], None, False),
        ("Cookie banner legal review", ["legal"], "Amara Nwosu", False),
        ("Footer links audit", ["seo"], None, True),
        ("Case study: Northwind", ["copy"], "Priya Raman", False),
        ("Alt text for all images", ["a11y"], None, False),
        ("Newsletter signup form", ["dev"], "Jonas Weber", False),
        ("Careers page copy", ["copy"], None, False),
        ("404 page illustration", ["design"], None, False),
        ("Lighthouse budget in CI", ["perf"], None, False),
        ("About page team photos", ["design"], "Lea Martin", False),
        ("Blog migration script", ["dev"], None, True),
        ("Product tour microcopy", ["copy"], None, False),
        ("Sitemap.xml generation", ["seo"], "Jonas Weber", False),
        ("Accessibility statement", ["legal", "a11y"], None, False),
        ("Integrations page copy", ["copy"], "Priya Raman", True),
        ("Favicon set", ["design"], None, False),
        ("Analytics consent mode", ["dev", "legal"], None, False),
        ("Security page copy", ["copy"], None, False),
        ("OG images per page", ["design"], None, False),
        ("Staging password protection", ["dev"], "Jonas Weber", True),
        ("Launch checklist sign-off", [], None, False),
    ]
    users = {
        "Jonas Weber": "1199000000000031",
        "Amara Nwosu": "1199000000000045",
        "Lea Martin": "1199000000000052",
        "Priya Raman": "1199000000000077",
    }
    labels = ["copy", "perf", "seo", "legal", "a11y", "dev", "design"]
    tasks = [
        {
            "gid": str(1207731600000000 + 1373 * i),
            "name": n,
            "resource_type": "task",
            "completed": done,
            "assignee": None
            if a is None
            else {"gid": users[a], "name": a, "resource_type": "user"},
            "tags": [
                {"gid": str(1203300000000000 + 17 * labels.index(t)), "name": t} for t in tags
            ],
        }
        for i, (n, tags, a, done) in enumerate(titles)
    ]

    def page(k: int) -> str:
        nxt = None
        if k < 2:
            off = [
                "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJib3JkZXJfcmFuayI6IltcIjEw",
                "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJib3JkZXJfcmFuayI6IltcIjIw",
            ][k]
            nxt = {
                "offset": off,
                "path": f"/projects/{proj}/tasks?limit=10&offset={off}",
                "uri": f"https://app.asana.com/api/1.0/projects/{proj}/tasks?limit=10&offset={off}",
            }
        return J({"data": tasks[10 * k : 10 * k + 10], "next_page": nxt})

    fields = "name,completed,assignee.name,tags.name"
    priya = {"gid": "1199000000000077", "name": "Priya Raman", "resource_type": "user"}
    targets = [
        t
        for t in tasks
        if "copy" in [g["name"] for g in t["tags"]] and t["assignee"] is None and not t["completed"]
    ]
    ok1 = [
        (
            "asana_get_project_tasks",
            {"project_gid": proj, "opt_fields": fields, "limit": 10},
            page(0),
        ),
        (
            "asana_get_project_tasks",
            {
                "project_gid": proj,
                "opt_fields": fields,
                "limit": 10,
                "offset": "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJib3JkZXJfcmFuayI6IltcIjEw",
            },
            page(1),
        ),
        (
            "asana_get_project_tasks",
            {
                "project_gid": proj,
                "opt_fields": fields,
                "limit": 10,
                "offset": "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJib3JkZXJfcmFuayI6IltcIjIw",
            },
            page(2),
        ),
        *[
            (
                "asana_update_task",
                {"task_gid": t["gid"], "assignee": priya["gid"]},
                J(
                    {
                        "data": {
                            "gid": t["gid"],
                            "name": t["name"],
                            "resource_type": "task",
                            "assignee": priya,
                            "completed": False,
                        }
                    }
                ),
            )
            for t in targets
        ],
    ]

    def dbx(name: str, size: int, mod: str) -> dict[str, Any]:
        path = f"/Brand/Logo refresh/Exports/{name}"
        return {
            ".tag": "file",
            "name": name,
            "path_lower": path.lower(),
            "path_display": path,
            "id": "id:a4ayc_80_OEAAAAAAAAA" + str(len(name) * 7 + size % 97),
            "client_modified": mod,
            "server_modified": mod,
            "rev": f"{size:x}0{len(name):x}e1c2f1b3",
            "size": size,
            "is_downloadable": True,
            "content_hash": f"{size * 7919:064x}"[-64:],
        }

    cur1 = "AAHx1qRkZ1c3n8vQy0Z7bE2pW4sT6uV8wX0yZ2aB4cD6eF8gH0iJ2kL4mN6oP8qR0sT2uV4"
    fk = "q8XTgP1bKr7cVn3Ld2Ws9a"
    ok2 = [
        (
            "dropbox_list_folder",
            {"path": "/Brand/Logo refresh/Exports", "limit": 4},
            J(
                {
                    "entries": [
                        dbx("logo-primary.svg", 18422, "2025-06-09T15:02:11Z"),
                        dbx("logo-primary@2x.png", 90314, "2025-06-09T15:02:14Z"),
                        dbx("logo-mono-black.svg", 11208, "2025-06-09T15:03:40Z"),
                        dbx("logo-mono-white.svg", 11215, "2025-06-09T15:03:42Z"),
                    ],
                    "cursor": cur1,
                    "has_more": True,
                },
                indent=2,
            ),
        ),
        (
            "dropbox_list_folder_continue",
            {"cursor": cur1},
            J(
                {
                    "entries": [
                        dbx("favicon-32.png", 1290, "2025-06-10T08:11:05Z"),
                        dbx("logo-primary-old.svg", 17011, "2025-03-02T10:44:58Z"),
                    ],
                    "cursor": cur1[:-8] + "Yz7Qa1Bc",
                    "has_more": False,
                },
                indent=2,
            ),
        ),
        (
            "figma_get_comments",
            {"file_key": fk},
            J(
                {
                    "comments": [
                        {
                            "id": "1427718",
                            "file_key": fk,
                            "parent_id": "",
                            "user": {"handle": "Lea Martin", "id": "1103391", "img_url": ""},
                            "created_at": "2025-06-09T16:20:41Z",
                            "resolved_at": None,
                            "message": "Mono versions need 1px more clear space at 16px.",
                            "client_meta": {"node_id": "412:88", "node_offset": {"x": 40, "y": 12}},
                            "order_id": "31",
                        },
                        {
                            "id": "1427802",
                            "file_key": fk,
                            "parent_id": "",
                            "user": {"handle": "Jonas Weber", "id": "1103560", "img_url": ""},
                            "created_at": "2025-06-10T07:58:03Z",
                            "resolved_at": None,
                            "message": "Still missing: app icon 1024 and the "
                            "horizontal lockup export.",
                            "client_meta": {
                                "node_id": "412:88",
                                "node_offset": {"x": 300, "y": 40},
                            },
                            "order_id": "32",
                        },
                        {
                            "id": "1426031",
                            "file_key": fk,
                            "parent_id": "",
                            "user": {"handle": "Lea Martin", "id": "1103391", "img_url": ""},
                            "created_at": "2025-06-02T11:02:37Z",
                            "resolved_at": "2025-06-05T09:00:12Z",
                            "message": "Teal is too saturated on dark.",
                            "client_meta": {"node_id": "412:88"},
                            "order_id": "24",
                        },
                    ]
                },
                indent=2,
            ),
        ),
        (
            "figma_get_file_nodes",
            {"file_key": fk, "ids": "412:88", "depth": 1},
            J(
                {
                    "name": "Brand refresh 2025",
                    "lastModified": "2025-06-10T08:02:51Z",
                    "version": "5811201947",
                    "nodes": {
                        "412:88": {
                            "document": {
                                "id": "412:88",
                                "name": "Logo / Exports",
                                "type": "FRAME",
                                "children": [
                                    {"id": "412:90", "name": "logo-primary", "type": "COMPONENT"},
                                    {
                                        "id": "412:95",
                                        "name": "logo-mono-black",
                                        "type": "COMPONENT",
                                    },
                                    {
                                        "id": "412:96",
                                        "name": "logo-mono-white",
                                        "type": "COMPONENT",
                                    },
                                    {
                                        "id": "412:97",
                                        "name": "logo-horizontal",
                                        "type": "COMPONENT",
                                    },
                                    {"id": "412:99", "name": "app-icon-1024", "type": "COMPONENT"},
                                    {"id": "412:102", "name": "favicon-32", "type": "COMPONENT"},
                                ],
                            }
                        }
                    },
                },
                indent=2,
            ),
        ),
        (
            "figma_post_comment",
            {
                "file_key": fk,
                "message": "Exports in Dropbox: primary (svg, "
                "png@2x), mono black/white, favicon. Missing: logo-horizontal and "
                "app-icon-1024; mono clear-space fix is still open.",
                "client_meta": {"node_id": "412:88"},
            },
            J(
                {
                    "id": "1427950",
                    "file_key": fk,
                    "parent_id": "",
                    "user": {"handle": "Brand Bot", "id": "1200841", "img_url": ""},
                    "created_at": "2025-06-10T10:04:19Z",
                    "resolved_at": None,
                    "message": "Exports in Dropbox: primary (svg, png@2x), mono "
                    "black/white, favicon. Missing: logo-horizontal and app-icon-1024; mono "
                    "clear-space "
                    "fix is still open.",
                    "client_meta": {"node_id": "412:88"},
                    "order_id": "33",
                }
            ),
        ),
    ]

    bad = J({"err": "Oauth token not found", "ECODE": "OAUTH_019"})
    fail = [
        (
            "clickup_get_tasks",
            {"list_id": "901204418822", "statuses": ["in progress", "review"]},
            bad,
        ),
        ("clickup_get_tasks", {"list_id": "901204418822"}, bad),
        ("clickup_get_lists", {"folder_id": "90120512874"}, bad),
        ("clickup_get_tasks", {"list_id": "901204418823", "include_closed": True}, bad),
        ("clickup_get_tasks", {"list_id": "901204418822", "page": 0, "subtasks": True}, bad),
    ]
    return [
        (
            "workspace",
            "ws-ok-1",
            "In the Asana project 'Website relaunch', list every incomplete "
            "task assigned to nobody, and assign the ones tagged 'copy' to Priya Raman.",
            True,
            ok1,
        ),
        (
            "workspace",
            "ws-ok-2",
            "Check which logo exports for the brand refresh are in Dropbox, "
            "compare with the open Figma comments and the frame's components, and leave a comment "
            "on the logo frame listing what is still missing.",
            True,
            ok2,
        ),
        (
            "workspace",
            "ws-fail-1",
            "List the tasks in review or in progress in our ClickUp "
            "'Sprint 24' list, with their assignees.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# Non-English sources
# --------------------------------------------------------------------------------------------


def searx(
    query: str,
    results: list[tuple[str, str, str]],
    engine: str = "google",
    suggestions: list[str] | None = None,
) -> str:
    """A SearXNG ``/search?format=json`` answer, trimmed to the fields a wrapper keeps."""
    return J(
        {
            "query": query,
            "number_of_results": 0,
            "results": [
                {
                    "url": u,
                    "title": t,
                    "content": c,
                    "engine": engine,
                    "engines": [engine, "bing"],
                    "score": round(2.0 / (i + 1), 4),
                    "category": "general",
                }
                for i, (t, u, c) in enumerate(results)
            ],
            "answers": [],
            "corrections": [],
            "infoboxes": [],
            "suggestions": suggestions or [],
            "unresponsive_engines": [],
        }
    )


def search_de() -> list[Run]:
    """German web and law search.

    SearXNG's JSON API (``query``, ``number_of_results``, ``results`` with ``url``, ``title``,
    ``content``, ``engine``, ``engines``, ``score``, ``category``, then ``answers``,
    ``corrections``, ``infoboxes``, ``suggestions``, ``unresponsive_engines``); sure.
    ``gesetze_suche`` is a small wrapper over gesetze-im-internet.de's title search that
    answers a German listing or "Keine Treffer für „…“."; the form is the wrapper's.
    """
    ok = [
        (
            "searxng_search",
            {"q": "Mindestlohn 2025 Höhe", "language": "de"},
            searx(
                "Mindestlohn 2025 Höhe",
                [
                    (
                        "Mindestlohn steigt auf 12,82 Euro - Bundesregierung",
                        "https://www.bundesregierung.de/breg-de/aktuelles/mindestlohn-2025",
                        "Seit dem 1. Januar 2025 beträgt der gesetzliche Mindestlohn 12,82 Euro "
                        "brutto "
                        "je Zeitstunde. Zuvor lag er bei 12,41 Euro.",
                    ),
                    (
                        "Mindestlohn: Fragen und Antworten - BMAS",
                        "https://www.bmas.de/DE/Arbeit/Arbeitsrecht/Mindestlohn/mindestlohn.html",
                        "Der Mindestlohn gilt grundsätzlich für alle volljährigen "
                        "Arbeitnehmerinnen und "
                        "Arbeitnehmer. Ausnahmen gelten u. a. für Auszubildende.",
                    ),
                ],
            ),
        ),
        (
            "searxng_search",
            {"q": "Mindestlohnkommission Beschluss 2026 2027", "language": "de"},
            searx(
                "Mindestlohnkommission Beschluss 2026 2027",
                [
                    (
                        "Mindestlohnkommission empfiehlt 13,90 Euro ab 2026 - tagesschau.de",
                        "https://www.tagesschau.de/wirtschaft/mindestlohn-kommission-2026-100.html",
                        "Der Mindestlohn soll in zwei Stufen steigen: zum 1. Januar 2026 auf 13,90 "
                        "Euro "
                        "und zum 1. Januar 2027 auf 14,60 Euro pro Stunde.",
                    ),
                    (
                        "Beschluss der Mindestlohnkommission (PDF)",
                        "https://www.mindestlohn-kommission.de/DE/Bericht/pdf/Beschluss2025.pdf",
                        "Die Kommission hat einstimmig beschlossen ... Die Bundesregierung kann "
                        "die "
                        "Anpassung durch Rechtsverordnung verbindlich machen.",
                    ),
                ],
            ),
        ),
        (
            "gesetze_suche",
            {"titel": "Mindestlohnanpassungsverordnung"},
            T("""
            2 Treffer für „Mindestlohnanpassungsverordnung“:
            1. Vierte Verordnung zur Anpassung der Höhe des Mindestlohns \\
            (Vierte Mindestlohnanpassungsverordnung - MiLoV4) - Ausfertigungsdatum: 24.11.2023
               https://www.gesetze-im-internet.de/milov4/
            2. Dritte Verordnung zur Anpassung der Höhe des Mindestlohns \\
            (Dritte Mindestlohnanpassungsverordnung - MiLoV3) - Ausfertigungsdatum: 09.11.2020
               https://www.gesetze-im-internet.de/milov3/"""),
        ),
        (
            "searxng_search",
            {"q": "Mindestlohn 2028 beschlossen", "language": "de"},
            searx(
                "Mindestlohn 2028 beschlossen",
                [
                    (
                        "Wie geht es nach 2027 weiter? Mindestlohn-Fahrplan - Haufe",
                        "https://www.haufe.de/personal/arbeitsrecht/mindestlohn-ab-2028",
                        "Über die nächste Anpassung entscheidet die Mindestlohnkommission bis zum "
                        "30. "
                        "Juni 2027. Ein Betrag für 2028 steht daher noch nicht fest.",
                    ),
                ],
            ),
        ),
        ("gesetze_suche", {"titel": "Mindestlohn 2028"}, "Keine Treffer für „Mindestlohn 2028“."),
    ]

    off = [
        (
            "Bayern Munich transfer news: latest signings and rumours - ESPN",
            "https://www.espn.com/soccer/team/_/id/132/bayern-munich",
            "All the latest Bayern Munich transfer news, rumours and done deals ahead of the "
            "summer window.",
        ),
        (
            "Bavarian Cream Recipe - Allrecipes",
            "https://www.allrecipes.com/recipe/bavarian-cream",
            "This classic Bavarian cream is a rich custard set with gelatin and folded with "
            "whipped cream.",
        ),
        (
            "Oktoberfest 2025 dates, tickets and tent guide",
            "https://www.visitmunich.example/oktoberfest-guide",
            "Everything you need to know about Munich's Oktoberfest: tents, beer prices and "
            "how to book a table.",
        ),
        (
            "FC Bayern vs Real Madrid: player ratings",
            "https://www.goal.example/en/bayern-real-ratings",
            "Kane scores twice as Bayern edge Real in a thriller at the Allianz Arena.",
        ),
        (
            "Heat pump vs. furnace: which is cheaper to run in 2025? - Forbes Home",
            "https://www.forbes.example/home-improvement/hvac/heat-pump-vs-furnace",
            "Compare running costs of heat pumps and gas furnaces across US climate zones.",
        ),
        (
            "Bavaria travel guide - Lonely Planet",
            "https://www.lonelyplanet.example/germany/bavaria",
            "Castles, lakes and beer halls: plan your trip to Bavaria.",
        ),
    ]
    qs = [
        "Förderung Wärmepumpe Bayern 2025",
        "Wärmepumpe Zuschuss Bayern Landesförderung",
        "BEG Heizungsförderung Wärmepumpe Bayern Antrag",
        "Wärmepumpen Förderprogramm Freistaat Bayern 10000 Häuser",
        "Bayern Förderung Heizungstausch Wärmepumpe KfW",
    ]
    fail = [
        (
            "searxng_search",
            {"q": q, "language": "de"},
            searx(
                q,
                [off[(i + j) % len(off)] for j in range(3)],
                engine="bing",
                suggestions=["bayern munich", "bavaria"],
            ),
        )
        for i, q in enumerate(qs)
    ]
    return [
        (
            "search-de",
            "de-ok-1",
            "Wie hoch ist der gesetzliche Mindestlohn 2025, wann und auf "
            "welchen Betrag steigt er als Nächstes, und gibt es schon einen beschlossenen Wert für "
            "2028?",
            True,
            ok,
        ),
        (
            "search-de",
            "de-fail-1",
            "Welche Förderprogramme gibt es 2025 in Bayern für den Einbau "
            "einer Wärmepumpe, und wie hoch ist der Zuschuss?",
            False,
            fail,
        ),
    ]


def wiki_fr() -> list[Run]:
    """French Wikipedia through LangChain's ``WikipediaQueryRun`` (``lang="fr"``).

    Each page is "Page: <title>\\nSummary: <summary>", pages joined by blank lines, and "No
    good Wikipedia Search Result was found" when the search finds nothing
    (langchain_community/utilities/wikipedia.py); sure.
    """

    def page(title: str, summary: str) -> str:
        return f"Page: {title}\nSummary: {T(summary)}"

    ok = [
        (
            "wikipedia",
            {"query": "Tour Eiffel"},
            "\n\n".join(
                [
                    page(
                        "Tour Eiffel",
                        """
                La tour Eiffel est une tour de fer puddlé de 330 m de hauteur (avec antennes) \\
                située à Paris, à l'extrémité nord-ouest du parc du Champ-de-Mars en bordure de \\
                la Seine dans le 7e arrondissement. Construite en deux ans (1887-1889) par \\
                Gustave Eiffel et ses collaborateurs pour l'Exposition universelle de 1889, \\
                elle mesurait à l'origine 312 m.""",
                    ),
                    page(
                        "Gustave Eiffel",
                        """
                Gustave Eiffel, né le 15 décembre 1832 à Dijon et mort le 27 décembre 1923 à \\
                Paris, est un ingénieur centralien et un industriel français.""",
                    ),
                ]
            ),
        ),
        (
            "wikipedia",
            {"query": "Viaduc de Milau hauteur"},
            "No good Wikipedia Search Result was found",
        ),
        (
            "wikipedia",
            {"query": "Viaduc de Millau"},
            "\n\n".join(
                [
                    page(
                        "Viaduc de Millau",
                        """
                Le viaduc de Millau est un pont à haubans franchissant la vallée du Tarn, dans \\
                l'Aveyron. Long de 2 460 m, il culmine à 343 m au sommet d'un pylône, ce qui en \\
                fait le pont le plus haut du monde. Sa construction a duré de 2001 à 2004 ; il \\
                a été inauguré le 14 décembre 2004.""",
                    ),
                ]
            ),
        ),
        (
            "wikipedia",
            {"query": "Tour Montparnasse"},
            "\n\n".join(
                [
                    page(
                        "Tour Montparnasse",
                        """
                La tour Montparnasse est un gratte-ciel de 210 m situé dans le quartier du \\
                Montparnasse, dans le 15e arrondissement de Paris. Construite de 1969 à 1973, \\
                elle a été le plus haut gratte-ciel de France jusqu'en 2011.""",
                    ),
                    page(
                        "Gare Montparnasse",
                        """
                La gare de Paris-Montparnasse est l'une des sept grandes gares terminus de la \\
                SNCF à Paris.""",
                    ),
                ]
            ),
        ),
    ]

    stale = "\n\n".join(
        [
            page(
                "Claude Évin",
                """
            Claude Évin, né le 29 avril 1949 à Le Cellier (Loire-Atlantique), est un homme \\
            politique français. Membre du Parti socialiste, il est ministre de la Solidarité, \\
            de la Santé et de la Protection sociale de 1988 à 1991, puis député de la \\
            Loire-Atlantique.""",
            ),
            page(
                "Le Cellier",
                """
            Le Cellier est une commune de l'Ouest de la France, située dans le département de \\
            la Loire-Atlantique, en région Pays de la Loire.""",
            ),
        ]
    )
    fail = [
        ("wikipedia", {"query": q}, stale)
        for q in (
            "loi Évin",
            "loi Évin publicité alcool télévision",
            "loi relative à la lutte contre le tabagisme et l'alcoolisme 1991",
            "Évin 1991 sanctions publicité boissons alcooliques",
            "publicité pour l'alcool en France législation",
        )
    ]
    return [
        (
            "wiki-fr",
            "fr-ok-1",
            "Compare les dates de construction et les hauteurs de la tour "
            "Eiffel, du viaduc de Millau et de la tour Montparnasse.",
            True,
            ok,
        ),
        (
            "wiki-fr",
            "fr-fail-1",
            "Que prévoit la loi Évin sur la publicité pour l'alcool à la "
            "télévision, et quelles sanctions prévoit-elle ?",
            False,
            fail,
        ),
    ]


def search_ja() -> list[Run]:
    """Japanese web search through LangChain's ``DuckDuckGoSearchResults``.

    The string output is "[snippet: …, title: …, link: …], [snippet: …]" (one bracketed item a
    result; langchain_community/tools/ddg_search/tool.py); fairly sure. A rate-limited search
    surfaces duckduckgo_search's ``DuckDuckGoSearchException`` ("… 202 Ratelimit") through the
    tool's error handling; sure of the message, fairly sure of the wrapping.
    """

    def ddg(items: list[tuple[str, str, str]]) -> str:
        return ", ".join(f"[snippet: {s}, title: {t}, link: {u}]" for s, t, u in items)

    ok = [
        (
            "duckduckgo_results_json",
            {"query": "東京都 最低賃金 2025"},
            ddg(
                [
                    (
                        "東京都最低賃金は時間額1,226円です。令和7年10月3日から発効します。",
                        "東京都の最低賃金 | 東京労働局",
                        "https://jsite.mhlw.go.jp/tokyo-roudoukyoku/"
                        "content/contents/minimum_wage.html",
                    ),
                    (
                        "2025年度の地域別最低賃金の全国加重平均は1,121円となり、過去最大の引き上げ幅。",
                        "令和7年度 地域別最低賃金 全国一覧 | 厚生労働省",
                        "https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/koyou_roudou/roudoukijun/"
                        "minimumichiran/",
                    ),
                ]
            ),
        ),
        (
            "duckduckgo_results_json",
            {"query": "東京都 最低賃金 2024 1163円 発効日"},
            ddg(
                [
                    (
                        "令和6年10月1日から、東京都の最低賃金は時間額1,163円に改正されました。",
                        "令和6年度 東京都最低賃金の改正について",
                        "https://jsite.mhlw.go.jp/tokyo-"
                        "roudoukyoku/news_topics/2024/minimum_wage_2024.html",
                    ),
                ]
            ),
        ),
        (
            "duckduckgo_results_json",
            {"query": "東京 最低賃金 引き上げ額 63円"},
            ddg(
                [
                    (
                        "東京都の最低賃金は前年度から63円引き上げられ、1,226円となる見通し。",
                        "最低賃金、東京は1226円に 63円増 - 日本経済新聞",
                        "https://www.nikkei.com/article/minimum-wage-tokyo-1226",
                    ),
                    (
                        "引き上げ額は各都道府県で異なり、最も大きいのは熊本県の82円。",
                        "地域別最低賃金 答申まとめ - NHK",
                        "https://www3.nhk.or.jp/news/minimum-wage-2025",
                    ),
                ]
            ),
        ),
    ]
    limited = "DuckDuckGoSearchException: https://html.duckduckgo.com/html 202 Ratelimit"
    fail = [
        ("duckduckgo_results_json", {"query": q}, limited)
        for q in (
            "大阪・関西万博 来場者数 累計",
            "万博 一般来場者数 最新",
            "大阪万博 来場者 累計 発表",
            "Expo 2025 Osaka visitors total",
            "関西万博 入場者数 速報",
        )
    ]
    return [
        (
            "search-ja",
            "ja-ok-1",
            "2025年度の東京都の最低賃金はいくらで、いつから適用されますか？"
            "前年度からの引き上げ額も教えてください。",
            True,
            ok,
        ),
        (
            "search-ja",
            "ja-fail-1",
            "大阪・関西万博の一般来場者数の最新の累計を調べてください。",
            False,
            fail,
        ),
    ]


def search_es() -> list[Run]:
    """Spanish web and BOE search.

    ``buscar_web`` returns a numbered plain-text list (title, URL, snippet) as many small search
    wrappers do; ``buscar_boe`` wraps the BOE's search and answers "Se han encontrado N
    resultados" or "No se han encontrado resultados para su búsqueda." (the BOE site's own
    wording; fairly sure).
    """

    def lst(items: list[tuple[str, str, str]]) -> str:
        return "\n\n".join(f"{i}. {t}\n   {u}\n   {s}" for i, (t, u, s) in enumerate(items, 1))

    ok = [
        (
            "buscar_web",
            {"consulta": "Ingreso Mínimo Vital cuantía 2025 adulto solo"},
            lst(
                [
                    (
                        "Ingreso Mínimo Vital: cuantías 2025 - Seguridad Social",
                        "https://www.seg-social.es/wps/portal/wss/internet/Trabajadores/PrestacionesPensiones"
                        "Trabajadores/65850d68-8d06-4645-bde7-05374ee42ac7",
                        "Para un beneficiario individual la renta garantizada en 2025 es de 658,81 "
                        "euros "
                        "mensuales (7.905,76 euros anuales).",
                    ),
                    (
                        "IMV 2025: quién puede pedirlo y cuánto se cobra - El País",
                        "https://elpais.com/economia/2025-01-08/ingreso-minimo-vital-2025.html",
                        "La cuantía sube un 9% con la revalorización aprobada para 2025 ...",
                    ),
                ]
            ),
        ),
        (
            "buscar_boe",
            {"texto": "ingreso mínimo vital cuantías 2025"},
            T("""
            Se han encontrado 2 resultados.
            1. Real Decreto-ley 1/2025, de 28 de enero, por el que se aprueban medidas urgentes \\
            en materia económica, de transporte, de Seguridad Social ... (BOE-A-2025-1187)
            2. Resolución de 3 de febrero de 2025, de la Secretaría de Estado de la Seguridad \\
            Social, sobre las cuantías del ingreso mínimo vital para 2025 (BOE-A-2025-2410)"""),
        ),
        (
            "buscar_boe",
            {"texto": "ingreso mínimo vital cuantías 2026"},
            "No se han encontrado resultados para su búsqueda.",
        ),
        (
            "buscar_web",
            {"consulta": "IMV 2026 actualización cuantías publicada BOE"},
            lst(
                [
                    (
                        "¿Cuándo se actualiza el IMV en 2026? - Newtral",
                        "https://www.newtral.es/ingreso-minimo-vital-2026/",
                        "La actualización de 2026 dependerá de los Presupuestos o de un nuevo real "
                        "decreto-ley de revalorización; todavía no se ha publicado.",
                    ),
                ]
            ),
        ),
    ]
    return [
        (
            "search-es",
            "es-ok-1",
            "¿Cuál es la cuantía del Ingreso Mínimo Vital para un adulto "
            "solo en 2025, y se ha publicado ya en el BOE la actualización de las cuantías para "
            "2026?",
            True,
            ok,
        ),
    ]


def cross_lingual() -> list[Run]:
    """An English task answered from German and Italian pages through Jina's reader and search.

    ``r.jina.ai`` returns "Title: …\\n\\nURL Source: …\\n\\nPublished Time: …\\n\\nMarkdown
    Content:\\n…"; ``s.jina.ai`` numbers each hit's fields ("[1] Title: …", "[1] URL Source:
    …", "[1] Description: …"); fairly sure of both.
    """

    def hits(items: list[tuple[str, str, str]]) -> str:
        return "\n\n".join(
            f"[{i}] Title: {t}\n[{i}] URL Source: {u}\n[{i}] Description: {d}"
            for i, (t, u, d) in enumerate(items, 1)
        )

    def page(title: str, url: str, when: str, md: str) -> str:
        return (
            f"Title: {title}\n\nURL Source: {url}\n\nPublished Time: {when}\n\n"
            f"Markdown Content:\n{T(md)}"
        )

    site = "https://www.mueller-praezision.example"
    ok = [
        (
            "jina_search",
            {"query": "Müller Präzisionstechnik Pforzheim Betriebsferien 2025"},
            hits(
                [
                    (
                        "Betriebsferien 2025 - Müller Präzisionstechnik GmbH",
                        f"{site}/aktuelles/betriebsferien-2025",
                        "Unser Werk in Pforzheim bleibt im Sommer drei Wochen "
                        "geschlossen. Bitte planen Sie Ihre Abrufe rechtzeitig.",
                    ),
                    (
                        "Zertifikate - Müller Präzisionstechnik",
                        f"{site}/unternehmen/zertifikate",
                        "Qualität mit Brief und Siegel: unsere Zertifizierungen im Überblick.",
                    ),
                ]
            ),
        ),
        (
            "jina_reader",
            {"url": f"{site}/aktuelles/betriebsferien-2025"},
            page(
                "Betriebsferien 2025 - Müller Präzisionstechnik GmbH",
                f"{site}/aktuelles/betriebsferien-2025",
                "2025-03-12T08:00:00+01:00",
                """
            # Betriebsferien 2025

            Liebe Kundinnen und Kunden,

            unser Werk in Pforzheim bleibt vom **28. Juli bis einschließlich 15. August 2025** \\
            geschlossen. Bestellungen, die bis zum 4. Juli eingehen, liefern wir noch vor den \\
            Betriebsferien aus. Der Notdienst ist unter +49 7231 5550-99 erreichbar.""",
            ),
        ),
        (
            "jina_reader",
            {"url": f"{site}/unternehmen/zertifikate"},
            page(
                "Zertifikate - Müller Präzisionstechnik",
                f"{site}/unternehmen/zertifikate",
                "2024-11-05T10:30:00+01:00",
                """
            # Zertifikate

            * **ISO 9001:2015** - Qualitätsmanagement (gültig bis 09/2027)
            * **IATF 16949:2016** - Automobilindustrie (gültig bis 03/2026)
            * **ISO 14001:2015** - Umweltmanagement (gültig bis 09/2027)

            [Zertifikate als PDF herunterladen](/downloads/zertifikate.pdf)""",
            ),
        ),
        (
            "jina_search",
            {"query": "Müller Präzisionstechnik distributore Italia tempi di consegna"},
            hits(
                [
                    (
                        "Müller Präzisionstechnik - Distributore ufficiale per l'Italia | Tecnomec "
                        "Bergamo",
                        "https://www.tecnomec-bergamo.example/marchi/mueller",
                        "Tecnomec è distributore esclusivo Müller per l'Italia: torniti di "
                        "precisione, "
                        "boccole e perni a disegno.",
                    ),
                    (
                        "Condizioni di vendita - Tecnomec",
                        "https://www.tecnomec-bergamo.example/condizioni",
                        "Spedizioni in tutta Italia, resi entro 14 giorni.",
                    ),
                ]
            ),
        ),
        (
            "jina_reader",
            {"url": "https://www.tecnomec-bergamo.example/marchi/mueller"},
            page(
                "Müller Präzisionstechnik - Distributore ufficiale per l'Italia",
                "https://www.tecnomec-bergamo.example/marchi/mueller",
                "2025-05-20T09:00:00+02:00",
                """
            # Müller Präzisionstechnik

            Tecnomec Bergamo è il distributore esclusivo di Müller Präzisionstechnik per \\
            l'Italia.

            **Tempi di consegna**
            * articoli a magazzino: 3-5 giorni lavorativi
            * produzione su disegno: 4-6 settimane dall'approvazione del disegno
            * ad agosto gli ordini di produzione slittano di 3 settimane (chiusura estiva del \\
            produttore)""",
            ),
        ),
    ]
    return [
        (
            "cross-lingual",
            "xl-ok-1",
            "For our supplier Müller Präzisionstechnik (Pforzheim): when "
            "is their plant closed this summer, which ISO certifications do they hold, and what "
            "lead times does their Italian distributor quote?",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# Email, speech, vision and documents
# --------------------------------------------------------------------------------------------


def email() -> list[Run]:
    """Email inbox tools.

    ``search_emails`` / ``read_email`` are an IMAP MCP server's: a listing line per message
    (UID, date, sender, subject, flags, attachments) under the search it ran, and a message as
    headers, a blank line and the text body; the listing is the wrapper's own form. imaplib
    raises ``IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid credentials (Failure)'`` when an
    expired token is refused (Gmail's response text; sure). ``list_emails_metadata`` /
    ``get_emails_content`` / ``send_email`` follow mcp-email-server's paged JSON and its
    "Email sent successfully" answer; fairly sure.
    """
    nw = '"Northwind Billing" <billing@northwind.example>'

    def msg(uid: int, date: str, frm: str, subj: str, body: str) -> str:
        return (
            f"UID: {uid}\nDate: {date}\nFrom: {frm}\nTo: ap@lumen-robotics.example\n"
            f"Subject: {subj}\n\n{T(body)}"
        )

    ok1 = [
        (
            "search_emails",
            {"folder": "INBOX", "criteria": 'FROM "northwind" SINCE 1-Mar-2025 SUBJECT "invoice"'},
            T("""
            Found 4 messages in INBOX (UID SEARCH FROM "northwind" SINCE 1-Mar-2025 SUBJECT \\
            "invoice"):
            [UID 4812] Mon, 03 Mar 2025 09:14 +0100 | From: Northwind Billing \\
            <billing@northwind.example> \\
            | Subject: Invoice INV-2291 (March) | Flags: \\Seen | Attachments: INV-2291.pdf
            [UID 5107] Tue, 01 Apr 2025 08:02 +0200 | From: Northwind Billing \\
            <billing@northwind.example> \\
            | Subject: Invoice INV-2354 (April) | Flags: \\Seen | Attachments: INV-2354.pdf
            [UID 5460] Thu, 01 May 2025 08:05 +0200 | From: Northwind Billing \\
            <billing@northwind.example> \\
            | Subject: Invoice INV-2418 (May) | Flags: \\Seen | Attachments: INV-2418.pdf
            [UID 5799] Mon, 02 Jun 2025 08:01 +0200 | From: Northwind Billing \\
            <billing@northwind.example> \\
            | Subject: Invoice INV-2480 (June) | Flags: (none) | Attachments: INV-2480.pdf"""),
        ),
        (
            "read_email",
            {"folder": "INBOX", "uid": 4812},
            msg(
                4812,
                "Mon, 03 Mar 2025 09:14:22 +0100",
                nw,
                "Invoice INV-2291 (March)",
                """
            Dear customer,

            please find attached invoice INV-2291 for March 2025.
            Amount due: EUR 12,480.00
            Due date: 2 April 2025
            Bank: DE89 3704 0044 0532 0130 00

            Kind regards, Northwind Billing""",
            ),
        ),
        (
            "read_email",
            {"folder": "INBOX", "uid": 5460},
            msg(
                5460,
                "Thu, 01 May 2025 08:05:10 +0200",
                nw,
                "Invoice INV-2418 (May)",
                """
            Dear customer,

            please find attached invoice INV-2418 for May 2025.
            Amount due: EUR 13,115.40 (includes 4 additional seats from 14 April)
            Due date: 31 May 2025

            Kind regards, Northwind Billing""",
            ),
        ),
        (
            "read_email",
            {"folder": "INBOX", "uid": 5799},
            msg(
                5799,
                "Mon, 02 Jun 2025 08:01:47 +0200",
                nw,
                "Invoice INV-2480 (June)",
                """
            Dear customer,

            please find attached invoice INV-2480 for June 2025.
            Amount due: EUR 13,115.40
            Due date: 2 July 2025

            Kind regards, Northwind Billing""",
            ),
        ),
        (
            "read_email",
            {"folder": "INBOX", "uid": 5107},
            msg(
                5107,
                "Tue, 01 Apr 2025 08:02:31 +0200",
                nw,
                "Invoice INV-2354 (April)",
                """
            Dear customer,

            please find attached invoice INV-2354 for April 2025.
            Amount due: EUR 12,480.00
            Due date: 1 May 2025

            Kind regards, Northwind Billing""",
            ),
        ),
        (
            "search_emails",
            {
                "folder": "INBOX",
                "criteria": 'FROM "northwind" SINCE 1-Mar-2025 SUBJECT "payment received"',
            },
            T("""
            Found 2 messages in INBOX (UID SEARCH FROM "northwind" SINCE 1-Mar-2025 SUBJECT \\
            "payment received"):
            [UID 5012] Fri, 28 Mar 2025 16:40 +0100 | From: Northwind Billing \\
            <billing@northwind.example> \\
            | Subject: Payment received - INV-2291 | Flags: \\Seen | Attachments: (none)
            [UID 5391] Tue, 29 Apr 2025 11:12 +0200 | From: Northwind Billing \\
            <billing@northwind.example> \\
            | Subject: Payment received - INV-2354 | Flags: \\Seen | Attachments: (none)"""),
        ),
    ]

    def meta(eid: str, subj: str, sender: str, date: str) -> dict[str, Any]:
        return {
            "email_id": eid,
            "subject": subj,
            "sender": sender,
            "recipients": ["recruiting@lumen-robotics.example"],
            "date": date,
            "attachments": [],
        }

    p1 = [
        meta(
            "8841",
            "Re: Interview - Backend Engineer",
            "Sofia Marquez <sofia.m@example.com>",
            "2025-06-10T08:41:12+02:00",
        ),
        meta(
            "8839",
            "Re: Interview - Data Analyst",
            "Kwame Asante <kwame.asante@example.org>",
            "2025-06-10T07:55:03+02:00",
        ),
        meta(
            "8836",
            "Application: Product Designer",
            "Hana Sato <hana.sato@example.jp>",
            "2025-06-09T19:12:44+02:00",
        ),
        meta(
            "8830",
            "Re: Interview - Backend Engineer",
            "Luca Bianchi <luca.b@example.it>",
            "2025-06-09T15:20:10+02:00",
        ),
    ]
    p2 = [
        meta(
            "8822",
            "Out of office",
            "Priya Raman <priya@lumen-robotics.example>",
            "2025-06-09T09:00:00+02:00",
        ),
        meta(
            "8817",
            "Re: Interview - Data Analyst",
            "Jonas Lind <jonas.lind@example.se>",
            "2025-06-08T21:47:31+02:00",
        ),
    ]
    ok2 = [
        (
            "list_emails_metadata",
            {
                "account_name": "recruiting",
                "page": 1,
                "page_size": 4,
                "since": "2025-06-06T00:00:00",
            },
            J(
                {
                    "emails": p1,
                    "page": 1,
                    "page_size": 4,
                    "before": None,
                    "since": "2025-06-06T00:00:00",
                    "subject": None,
                    "from_address": None,
                    "to_address": None,
                    "order": "desc",
                    "total": 6,
                },
                indent=2,
            ),
        ),
        (
            "list_emails_metadata",
            {
                "account_name": "recruiting",
                "page": 2,
                "page_size": 4,
                "since": "2025-06-06T00:00:00",
            },
            J(
                {
                    "emails": p2,
                    "page": 2,
                    "page_size": 4,
                    "before": None,
                    "since": "2025-06-06T00:00:00",
                    "subject": None,
                    "from_address": None,
                    "to_address": None,
                    "order": "desc",
                    "total": 6,
                },
                indent=2,
            ),
        ),
        (
            "get_emails_content",
            {"account_name": "recruiting", "email_ids": ["8841", "8839", "8830", "8817"]},
            J(
                {
                    "emails": [
                        p1[0]
                        | {
                            "body": "Hi! Tuesday 17 June at 10:00 or 14:00 works for me. "
                            "Best, Sofia"
                        },
                        p1[1]
                        | {
                            "body": "Thanks for the invite. Unfortunately I accepted another offer "
                            "yesterday, so I'll withdraw. Kind regards, Kwame"
                        },
                        p1[3]
                        | {"body": "Ciao, I can do Wednesday 18 June any time after 11:00. Luca"},
                        p2[1] | {"body": "Hello, Thursday 19 June 09:30 would be perfect. /Jonas"},
                    ]
                },
                indent=2,
            ),
        ),
        (
            "send_email",
            {
                "account_name": "recruiting",
                "recipients": ["sofia.m@example.com"],
                "subject": "Interview confirmed: Tue 17 June, 10:00",
                "body": "Hi Sofia, confirmed for Tuesday 17 June at 10:00 (video link to "
                "follow). Best, Lumen Recruiting",
            },
            "Email sent successfully to sofia.m@example.com",
        ),
        (
            "send_email",
            {
                "account_name": "recruiting",
                "recipients": ["luca.b@example.it"],
                "subject": "Interview confirmed: Wed 18 June, 11:00",
                "body": "Ciao Luca, confirmed for Wednesday 18 June at 11:00. Best, "
                "Lumen Recruiting",
            },
            "Email sent successfully to luca.b@example.it",
        ),
        (
            "send_email",
            {
                "account_name": "recruiting",
                "recipients": ["jonas.lind@example.se"],
                "subject": "Interview confirmed: Thu 19 June, 09:30",
                "body": "Hello Jonas, confirmed for Thursday 19 June at 09:30. Best, "
                "Lumen Recruiting",
            },
            "Email sent successfully to jonas.lind@example.se",
        ),
    ]

    auth = "IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid credentials (Failure)'"
    fail = [
        ("search_emails", {"folder": "INBOX", "criteria": c}, auth)
        for c in (
            'FROM "dhl" SINCE 1-Jun-2025',
            'SUBJECT "shipment" SINCE 1-Jun-2025',
            'TEXT "tracking number" SINCE 1-Jun-2025',
            'FROM "noreply@dhl.com"',
            'SUBJECT "Sendungsverfolgung"',
        )
    ]
    return [
        (
            "email",
            "em-ok-1",
            "Find every Northwind invoice in my inbox since March, with amounts "
            "and due dates, and tell me which have not been paid (no 'payment received' mail).",
            True,
            ok1,
        ),
        (
            "email",
            "em-ok-2",
            "Go through the recruiting inbox since last Friday, list every "
            "candidate who replied with availability for next week, and send each a confirmation.",
            True,
            ok2,
        ),
        (
            "email",
            "em-fail-1",
            "Find the DHL shipment notifications I got this month and list their tracking numbers.",
            False,
            fail,
        ),
    ]


def speech() -> list[Run]:
    """Whisper transcription.

    OpenAI's ``audio.transcriptions`` with ``response_format="verbose_json"`` (``task``,
    ``language``, ``duration``, ``text``, ``segments`` with ``id``, ``seek``, ``start``,
    ``end``, ``text``, ``temperature``, ``avg_logprob``, ``compression_ratio``,
    ``no_speech_prob``); the wrapper drops each segment's ``tokens``; sure of the fields.
    Whisper's habit of answering silence with " Thank you." / " Thanks for watching!" and a
    high ``no_speech_prob`` is well documented.
    """

    def seg(
        i: int, start: float, end: float, text: str, lp: float = -0.21, ns: float = 0.004
    ) -> dict[str, Any]:
        return {
            "id": i,
            "seek": int(start * 100) // 3000 * 3000,
            "start": start,
            "end": end,
            "text": text,
            "temperature": 0.0,
            "avg_logprob": lp,
            "compression_ratio": 1.41,
            "no_speech_prob": ns,
        }

    def vj(lang: str, duration: float, segs: list[dict[str, Any]]) -> str:
        return J(
            {
                "task": "transcribe",
                "language": lang,
                "duration": duration,
                "text": "".join(s["text"] for s in segs).strip(),
                "segments": segs,
            }
        )

    ok = [
        (
            "transcribe_audio",
            {"file": "voicemail/2025-06-10_0812.m4a", "response_format": "verbose_json"},
            vj(
                "english",
                31.4,
                [
                    seg(0, 0.0, 4.8, " Hi, this is Margaret Doyle calling about order 118-4420."),
                    seg(
                        1,
                        4.8,
                        12.6,
                        " The blender arrived with a cracked jug, so I'd like a "
                        "replacement rather than a refund.",
                    ),
                    seg(2, 12.6, 19.9, " You can reach me on 0161 496 0732. Thanks."),
                ],
            ),
        ),
        (
            "transcribe_audio",
            {"file": "voicemail/2025-06-10_0947.m4a", "response_format": "verbose_json"},
            vj(
                "english",
                22.9,
                [
                    seg(0, 0.0, 6.1, " Yeah hello, it's Tom Becker, order 118-5031.", -0.34),
                    seg(
                        1,
                        6.1,
                        15.0,
                        " I need to change the delivery address to my office, 14 "
                        "Harbour Street, before it ships.",
                        -0.29,
                    ),
                ],
            ),
        ),
        (
            "transcribe_audio",
            {"file": "voicemail/2025-06-10_1103.m4a", "response_format": "verbose_json"},
            vj(
                "spanish",
                27.2,
                [
                    seg(0, 0.0, 5.5, " Hola, soy Lucía Fernández, del pedido 118-4987."),
                    seg(
                        1,
                        5.5,
                        14.2,
                        " Quería saber si puedo devolver la cafetera sin abrir y "
                        "cuánto tarda el reembolso.",
                    ),
                    seg(2, 14.2, 18.0, " Gracias, hasta luego."),
                ],
            ),
        ),
        (
            "translate_audio",
            {"file": "voicemail/2025-06-10_1103.m4a"},
            J(
                {
                    "text": "Hello, I'm Lucía Fernández, from order 118-4987. I wanted to know "
                    "if I can "
                    "return the unopened coffee maker and how long the refund takes. Thank "
                    "you, goodbye."
                }
            ),
        ),
    ]

    said = [
        " Thank you.",
        " Thank you for watching.",
        " Thank you.",
        " Bye.",
        " Thank you.",
        " Thanks for watching!",
    ]
    fail = [
        (
            "transcribe_audio",
            {"file": f"board_call/part_{i + 1:02d}.wav", "response_format": "verbose_json"},
            vj(
                "english", 300.0, [seg(0, 0.0, 2.0 + 0.4 * i, t, -0.91 - 0.02 * i, 0.87 + 0.01 * i)]
            ),
        )
        for i, t in enumerate(said)
    ]
    return [
        (
            "speech",
            "sp-ok-1",
            "Transcribe this morning's three support voicemails and list each "
            "caller's name, order number and request (in English).",
            True,
            ok,
        ),
        (
            "speech",
            "sp-fail-1",
            "Transcribe the board call recording (split into 5-minute parts) "
            "and list every decision taken.",
            False,
            fail,
        ),
    ]


def vision() -> list[Run]:
    """PDF tables, OCR, image description and captioning.

    ``extract_tables`` returns pdfplumber's ``page.extract_tables()`` (a list of tables, each a
    list of rows of cell strings or None; ``[]`` for a page without tables) as JSON; sure.
    ``ocr_image`` is Tesseract's plain text (``pytesseract.image_to_string``), line breaks and
    misreads kept; sure. ``describe_image`` is a vision model's prose. ``caption_image`` is a
    transformers image-to-text pipeline: ``[{'generated_text': '...'}]`` printed as Python;
    sure.
    """
    p41 = [
        [
            ["Segment", "2024", "2023", "Change"],
            ["Industrial", "1,204.3", "1,110.8", "8.4%"],
            ["Healthcare", "612.9", "588.1", "4.2%"],
            ["Consumer", "388.4", "402.6", "-3.5%"],
            ["Total", "2,205.6", "2,101.5", "5.0%"],
        ]
    ]
    p42 = [
        [
            ["Segment", "EBIT 2024", "EBIT 2023", "Margin 2024"],
            ["Industrial", "168.6", "141.0", "14.0%"],
            ["Healthcare", "97.4", "90.3", "15.9%"],
            ["Consumer", "18.1", "25.4", "4.7%"],
            ["Corporate", "(41.2)", "(38.9)", None],
            ["Total", "242.9", "217.8", "11.0%"],
        ]
    ]
    p44 = [
        [
            ["Segment", "Q1", "Q2", "Q3", "Q4"],
            ["Industrial", "281.0", "299.4", "305.2", "318.7"],
            ["Healthcare", "148.3", "151.0", "153.9", "159.7"],
            ["Consumer", "101.2", "92.5", "90.1", "104.6"],
        ],
        [
            ["Currency effect", "2024"],
            ["Industrial", "-1.2%"],
            ["Healthcare", "-0.4%"],
            ["Consumer", "-2.1%"],
        ],
    ]
    p58 = [
        [
            ["Region", "31 Dec 2024", "31 Dec 2023"],
            ["Germany", "3,412", "3,380"],
            ["Rest of Europe", "2,118", "1,996"],
            ["Americas", "1,240", "1,171"],
            ["Asia-Pacific", "905", "811"],
            ["Total", "7,675", "7,358"],
        ]
    ]
    f = "annual_report_2024.pdf"
    ok1 = [
        ("extract_tables", {"file": f, "page": 41}, J(p41)),
        ("extract_tables", {"file": f, "page": 42}, J(p42)),
        ("extract_tables", {"file": f, "page": 43}, "[]"),
        ("extract_tables", {"file": f, "page": 44}, J(p44)),
        ("extract_tables", {"file": f, "page": 58}, J(p58)),
    ]
    ok2 = [
        (
            "ocr_image",
            {"path": "receipts/IMG_2041.jpg"},
            T("""
            DB Fernverkehr AG
            Fahrkarte / Ticket
            Berlin Hbf -> Hamburg Hbf
            11.06.2025  ICE 1005
            1x Erw. Flexpreis 2. KI.
            Summe EUR        89,90
            MwSt 7%           5,88"""),
        ),
        (
            "ocr_image",
            {"path": "receipts/IMG_2043.jpg"},
            T("""
            HOTEL ALSTERBLICK
            Rechnung Nr. 2025-06188
            Ubernachtung 11.06.-12.06.   1   129,00
            Fruhstuck                    1    18,50
            City Tax                           6,45
            Gesamt EUR                       153,95"""),
        ),
        (
            "ocr_image",
            {"path": "receipts/IMG_2047.jpg"},
            T("""
            Ristorante Da Marco
            Tisch 7   Bed. 3
            2 Pasta del giorno   31,00
            1 Insalata mista      8,50
            2 Acqua               7,00
            1 Espresso            2,80
            TOTAL              4?,3O"""),
        ),
        (
            "describe_image",
            {
                "path": "receipts/IMG_2047.jpg",
                "prompt": "Read the total and any handwritten tip on this receipt.",
            },
            "The printed total is 49,30 EUR (the last digits are slightly smudged). Below it, "
            'handwritten in blue ink: "+ 5,00 Trinkgeld" and a signature, so 54,30 EUR was paid '
            "in total.",
        ),
        (
            "ocr_image",
            {"path": "receipts/IMG_2050.jpg"},
            T("""
            FREE NOW
            Fahrtbeleg
            12.06.2025 08:12  Hotel Alsterblick -> Hamburg Hbf
            Fahrpreis                 21,40 EUR
            Trinkgeld                  2,00 EUR
            Gesamt                    23,40 EUR"""),
        ),
    ]
    blank = "[{'generated_text': 'a white wall with a white background'}]"
    fail = [
        (
            "caption_image",
            {"path": f"listing/photo_{i}.jpg"},
            blank if i % 3 else "[{'generated_text': 'a close up of a white wall'}]",
        )
        for i in range(1, 7)
    ]
    return [
        (
            "vision",
            "vi-ok-1",
            "From the 2024 annual report PDF, pull the segment revenue and EBIT "
            "tables (pages 41-44) and the headcount by region (page 58).",
            True,
            ok1,
        ),
        (
            "vision",
            "vi-ok-2",
            "Read my four receipts from the Hamburg trip and total them by "
            "category (travel, hotel, meals) for the expense report, tips included.",
            True,
            ok2,
        ),
        (
            "vision",
            "vi-fail-1",
            "Look at the six product photos for the listing and tell me "
            "which ones show the dented packaging.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# Agent-framework wrappers
# --------------------------------------------------------------------------------------------


def agent_wrappers() -> list[Run]:
    """What agent frameworks hand the model as a tool's result.

    OpenAI Agents SDK: a function tool's return value as a string; a tool that raises answers
    "An error occurred while running the tool. Please try again. Error: <message>" (the SDK's
    ``default_tool_error_function``; sure); an agent used as a tool answers its final output.
    CrewAI: ``DirectoryReadTool`` ("File paths: \\n-<path>..."), ``FileReadTool`` (the file's
    text), RAG tools ("Relevant Content:\\n..."), and the executor's refusal to rerun a call
    with the same input ("I tried reusing the same input, I must stop using this action input.
    I'll try something else instead."); fairly sure of all four. smolagents: an observation
    is "Observation:\\n" before the step's text; a CodeAgent step's text is "Execution
    logs:\\n<prints>\\nLast output from code snippet:\\n<value>", a failed step "Code execution
    failed at line '<line>' due to: <Error>: <message>"; fairly sure. AutoGen AgentChat: a
    tool that raises becomes ``FunctionExecutionResult(content="Error: <exception>",
    is_error=True)`` and the model sees the content; fairly sure.
    """
    accts = [
        {
            "account_id": "ACC-10422",
            "name": "Halden Foods",
            "segment": "enterprise",
            "revenue_2024_eur": 1842000,
            "renewal_date": "2025-09-30",
        },
        {
            "account_id": "ACC-10077",
            "name": "Brightwater Health",
            "segment": "enterprise",
            "revenue_2024_eur": 1510500,
            "renewal_date": "2025-08-15",
        },
        {
            "account_id": "ACC-10913",
            "name": "Kessler Automotive",
            "segment": "enterprise",
            "revenue_2024_eur": 1288250,
            "renewal_date": "2025-12-01",
        },
    ]

    def rev(a: dict[str, Any], q: list[int], seats: int, nps: int) -> str:
        return J(
            {
                "account_id": a["account_id"],
                "name": a["name"],
                "year": 2024,
                "quarterly_revenue_eur": q,
                "seats": seats,
                "seat_growth_pct": round(100 * (seats / (seats - 40) - 1), 1),
                "nps": nps,
                "open_escalations": 0 if nps > 30 else 1,
            }
        )

    ok1 = [
        (
            "lookup_customers",
            {"segment": "enterprise", "year": 2024, "sort": "revenue_desc", "limit": 3},
            J(accts),
        ),
        (
            "get_account_revenue",
            {"account_id": "Halden Foods"},
            "An error occurred while running the tool. Please try again. Error: account_id must "
            "look like 'ACC-' followed by 5 digits, got 'Halden Foods'",
        ),
        (
            "get_account_revenue",
            {"account_id": "ACC-10422"},
            rev(accts[0], [441000, 452500, 468000, 480500], 640, 41),
        ),
        (
            "get_account_revenue",
            {"account_id": "ACC-10077"},
            rev(accts[1], [371000, 374500, 379000, 386000], 410, 22),
        ),
        (
            "get_account_revenue",
            {"account_id": "ACC-10913"},
            rev(accts[2], [301250, 318000, 329000, 340000], 385, 35),
        ),
        (
            "renewal_writer",
            {
                "input": "Draft three short renewal notes (Halden Foods: +6% seats, "
                "NPS 41; Brightwater Health: flat, NPS 22, one open escalation; "
                "Kessler Automotive: growing, NPS 35). Friendly, under 120 words "
                "each."
            },
            T("""
            **Halden Foods** - Hi Ingrid, thank you for a strong 2024: 640 seats and an NPS of \\
            41. Ahead of your renewal on 30 September we'd like to walk you through volume \\
            pricing for the next 100 seats ...

            **Brightwater Health** - Hi Dr. Okafor, before your renewal on 15 August I want to \\
            make sure the open escalation is fully resolved. Could we book 30 minutes next week ...

            **Kessler Automotive** - Hi Jens, with seats up again this year, a two-year renewal \\
            from 1 December would lock in this year's rate ..."""),
        ),
    ]

    frags = {
        "./changes/1412.feature.md": "Add `export --format parquet` for large exports "
        "(streams in 64 MB row groups).",
        "./changes/1419.bugfix.md": "Fix timezone drift in scheduled reports created before "
        "DST changes.",
        "./changes/1423.removal.md": "Remove the deprecated `--legacy-auth` flag (deprecated "
        "since 2.1). Use API tokens instead.",
        "./changes/1431.feature.md": "Webhooks can now be signed with Ed25519 keys in addition "
        "to HMAC-SHA256.",
    }
    listing = "File paths: \n-" + "\n-".join(
        [*frags, "./changes/1433.doc.md", "./changes/1440.misc.md", "./changes/template.md"]
    )
    ok2 = [
        ("List files in directory", {"directory": "./changes"}, listing),
        *[("Read a file's content", {"file_path": p}, t + "\n") for p, t in frags.items()],
        (
            "Search a txt's content",
            {"search_query": "breaking changes upgrading to 2.4", "txt": "./docs/upgrading.txt"},
            T("""
            Relevant Content:
            Upgrading to 2.4: the `--legacy-auth` flag is gone. Scripts that still pass it exit \\
            with code 2. Create an API token under Settings > Tokens and set REPORTS_TOKEN.

            Parquet exports need pyarrow>=15 on the worker; the CSV path is unchanged."""),
        ),
        (
            "Read a file's content",
            {"file_path": "./changes/1412.feature.md"},
            "I tried reusing the same input, I must stop using this action input. I'll try "
            "something else instead.\n\n",
        ),
        (
            "Read a file's content",
            {"file_path": "./changes/1433.doc.md"},
            "Document the webhook signature headers (`X-Signature-Alg`, `X-Signature`).\n",
        ),
    ]

    def obs(logs: str, last: str = "None") -> str:
        return f"Observation:\nExecution logs:\n{logs}\nLast output from code snippet:\n{last}"

    ok3 = [
        (
            "python_interpreter",
            {
                "code": "import json\norders = json.load(open('orders.json'))\n"
                "print(len(orders), type(orders[0]))"
            },
            obs("3120 <class 'dict'>\n"),
        ),
        (
            "python_interpreter",
            {
                "code": "from collections import Counter\nreturns = Counter("
                "o['customer'] for o in orders if o['status'] == "
                "'returned')\nprint(returns.most_common(3))"
            },
            "Observation:\nCode execution failed at line 'returns = Counter(o['customer'] for o in "
            "orders if o['status'] == 'returned')' due to: InterpreterError: Could not index "
            "{'id': "
            "'O-100001', 'customer_id': 'C-2208', 'status': 'delivered', 'items': 2, 'total': "
            "58.4} with 'customer': KeyError: 'customer'",
        ),
        (
            "python_interpreter",
            {
                "code": "returns = Counter(o['customer_id'] for o in orders if "
                "o['status'] == 'returned')\nprint(returns.most_common(3))"
            },
            obs("[('C-1187', 15), ('C-2208', 9), ('C-0413', 9)]\n"),
        ),
        (
            "python_interpreter",
            {
                "code": "n = sum(1 for o in orders if o['customer_id'] == "
                "'C-1187')\nprint(n)\nround(15 / n, 4)"
            },
            obs("48\n", "0.3125"),
        ),
        (
            "python_interpreter",
            {
                "code": "statuses = Counter(o['status'] for o in orders if "
                "o['customer_id'] == 'C-1187')\nstatuses"
            },
            obs("", "Counter({'delivered': 31, 'returned': 15, 'cancelled': 2})"),
        ),
    ]

    quota = (
        "Error: 429 Client Error: Too Many Requests for url: https://api.marketdata.example/"
        "v1/{p}?apikey=****&{q} (daily quota of 25 requests exhausted; resets 00:00 UTC)"
    )
    fail1 = [
        (
            "get_stock_history",
            {"symbol": s, "range": "1y"},
            quota.format(p="history", q=f"symbol={s}&range=1y"),
        )
        for s in ("ASML", "TSM", "005930.KS", "ASML.AS")
    ] + [
        ("get_quote", {"symbol": "ASML"}, quota.format(p="quote", q="symbol=ASML")),
        (
            "get_stock_history",
            {"symbol": "TSM", "range": "6mo"},
            quota.format(p="history", q="symbol=TSM&range=6mo"),
        ),
    ]

    def forbid(url: str) -> str:
        return (
            f"Observation:\nError fetching the webpage: 403 Client Error: Forbidden for url: {url}"
        )

    fail2 = [
        (
            "web_search",
            {"query": "Nvidia Q1 fiscal 2026 earnings analyst reaction"},
            "Observation:\n## Search Results\n\n"
            "[Nvidia beats estimates as data center revenue jumps - Reuters](https://www.reuters.com/"
            "technology/nvidia-q1-fy2026-results/)\nNvidia reported first-quarter revenue above "
            "Wall Street estimates ...\n\n"
            "[What analysts are saying about Nvidia's earnings - Barron's](https://www.barrons.com/"
            "articles/nvidia-earnings-analysts-q1)\nAnalysts raised price targets after ...\n\n"
            "[Nvidia Q1 FY26: H20 charge weighs on margins - Bloomberg](https://www.bloomberg.com/"
            "news/articles/nvidia-h20-charge)\nThe company took a charge related to export "
            "restrictions ...",
        ),
        (
            "visit_webpage",
            {"url": "https://www.reuters.com/technology/nvidia-q1-fy2026-results/"},
            forbid("https://www.reuters.com/technology/nvidia-q1-fy2026-results/"),
        ),
        (
            "visit_webpage",
            {"url": "https://www.barrons.com/articles/nvidia-earnings-analysts-q1"},
            forbid("https://www.barrons.com/articles/nvidia-earnings-analysts-q1"),
        ),
        (
            "visit_webpage",
            {"url": "https://www.bloomberg.com/news/articles/nvidia-h20-charge"},
            forbid("https://www.bloomberg.com/news/articles/nvidia-h20-charge"),
        ),
        (
            "visit_webpage",
            {"url": "https://www.wsj.com/tech/nvidia-earnings-analysts"},
            forbid("https://www.wsj.com/tech/nvidia-earnings-analysts"),
        ),
        (
            "visit_webpage",
            {"url": "https://www.ft.com/content/nvidia-q1-results"},
            forbid("https://www.ft.com/content/nvidia-q1-results"),
        ),
        (
            "visit_webpage",
            {"url": "https://www.reuters.com/technology/nvidia-q1-fy2026-results/?output=amp"},
            forbid("https://www.reuters.com/technology/nvidia-q1-fy2026-results/?output=amp"),
        ),
    ]
    return [
        (
            "agent-wrappers",
            "ag-ok-1",
            "Find our three largest enterprise customers by 2024 "
            "revenue, check how each is trending, and draft a short renewal note for each.",
            True,
            ok1,
        ),
        (
            "agent-wrappers",
            "ag-ok-2",
            "Write the release notes for version 2.4 from the change "
            "fragments in ./changes and the upgrade guide.",
            True,
            ok2,
        ),
        (
            "agent-wrappers",
            "ag-ok-3",
            "Using orders.json, find the customer with the most returns and their return rate.",
            True,
            ok3,
        ),
        (
            "agent-wrappers",
            "ag-fail-1",
            "Compare the one-year price performance of ASML, TSMC and Samsung Electronics.",
            False,
            fail1,
        ),
        (
            "agent-wrappers",
            "ag-fail-2",
            "Summarise what analysts said about Nvidia's Q1 fiscal 2026 earnings.",
            False,
            fail2,
        ),
    ]


FAMILIES = (
    langchain_rag,
    llamaindex,
    haystack,
    jupyter,
    code_interpreter,
    warehouse,
    logs,
    pipelines,
    cloud_cli,
    itsm,
    enterprise_api,
    workspace,
    search_de,
    wiki_fr,
    search_ja,
    search_es,
    cross_lingual,
    email,
    speech,
    vision,
    agent_wrappers,
)


def rows() -> list[dict[str, Any]]:
    """The fixture's rows, family by family, each run's calls in order."""
    out = []
    for family in FAMILIES:
        for fam, run_id, task, success, calls in family():
            for tool, args, res in calls:
                out.append(
                    {
                        "source": f"heldout5/{fam}",
                        "run_id": run_id,
                        "task": task,
                        "tool": tool,
                        "args": args,
                        "result": res,
                        "outcome": {"success": success},
                    }
                )
    return out


def main(path: Path = OUT) -> None:
    """Write the fixture to ``path``."""
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows())
    Path(path).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
