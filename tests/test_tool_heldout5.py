"""Fifth held-out check of the gates: RAG, code interpreters, data tools, SaaS, other languages.

``tests/data/tool_heldout5.jsonl`` (built by ``tests/data/tool_heldout5_build.py``) holds 60
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
RAG retrievers as LangChain, LlamaIndex and Haystack hand them to the model; Jupyter kernels,
E2B and OpenAI's code interpreter; DuckDB, Snowflake and Databricks SQL, Loki and ES|QL log
queries, dbt and Airflow; gcloud and az, ServiceNow, PagerDuty, Okta, SAP OData, New Relic,
Asana, Dropbox, Figma and ClickUp; search and wiki tools answering in German, French, Japanese
and Spanish, and an English task answered from German and Italian pages; email, Whisper, OCR,
captioning and PDF-table tools; and the OpenAI Agents SDK, CrewAI, AutoGen and smolagents
wrappers. 39 succeeded and 21 failed (a source failed silently and the agent kept calling). The
fixture was written without reading the detectors, the shape readers, the gate's tool counting
or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 4 / 4 / 12 of 39 (each stop withholds evidence); failing
sessions tripped 14 / 13 / 16 of 21, cutting 38 / 33 / 46 of their 129 calls.

What the first measurement misread, and how it is read now (so these counts are no longer
held-out figures): a file the call named by its path (``{"path": "receipts/IMG_2041.jpg"}``,
``{"file_path": "./changes/1412.feature.md"}``) was read for the task's words, which a
receipt's OCR text or a change note rarely holds; ``default`` now judges such a result by
whether it came back (no error, not empty, not a repeat), and the page models give it no
useless verdict (``vi-ok-2``, ``ag-ok-2``); E2B's ``Execution(Results: …, Logs: …, Error:
…)`` and smolagents' ``Execution logs:`` are a code run's output (``ci-ok-1``, ``ag-ok-3``), an
agent framework's ``Observation:`` or ``Tool Output:`` line is read past (``ag-fail-2``'s 403
is an error now); Asana's ``gid`` marks a listing of records (``ws-ok-1``); ClickUp's
``{"err": …}`` is an error object (``ws-fail-1``); a Python failure whose message runs past
300 characters, or differs only in its URLs and paths, has one signature (``ci-fail-1``'s
``requests`` tracebacks now fail the same way; the pip retries between them still reset the
run).

Near misses not counted (the gate reaches k only at a session's last call, so no call is cut):
``default`` and ``classifier`` read ``ja-ok-1``'s three Japanese result strings (``[snippet:
東京都最低賃金は時間額1,226円です。…]``, each new and holding the answer) useless (0.95-1.00),
and (when the fixture was written) ``ag-ok-3``'s smolagents steps
(``Observation:\\nExecution logs:\\n[('C-1187', 15), …]``) useless but for the
``InterpreterError`` between them; ``semantic`` reads nine of
``lc-ok-3``'s fourteen contract sections useless (0.99), reaching a run of 3 at the last one.
``default`` reaches k on ``vi-fail-1`` only at its last call (listed as missed: no call is
cut).
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout5")
H = "heldout5/"

_COOKIES = (
    "Haystack's ``{'documents': [Document(id=…, content: 'We use cookies to improve your "
    'experience on heliox.example. By clicking "Accept all", you agree to th...\', meta: '
    "{'url': 'https://heliox.example/support/h3-reset'}, score: 0.57), …]}`` (the cookie "
    "banner, the cookie settings and the footer of a different support page to each of five "
    "reset queries: the index holds the pages' boilerplate only) is read {how}"
)
_NXDOMAIN = (
    'the sandbox has no network: each fetch of the ECB rate ends in the same "Failed to resolve '
    "'…' ([Errno -3] Temporary failure in name resolution)\" (requests, urllib, pip, another "
    "host), {how}, so the run never passes 1"
)
_BLANK = (
    "the captioner answers ``[{'generated_text': 'a white wall with a white background'}]`` "
    "(or 'a close up of a white wall') for all six product photos (the images never decoded); "
    "{how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "haystack/hs-fail-1": _COOKIES.replace("{how}", "useful (0.20) five times"),
        H + "code-interpreter/ci-fail-1": _NXDOMAIN.replace(
            "{how}",
            "read useful (0.20) for the requests and pip tracebacks and useless (1.00) only "
            "for urllib's and the last",
        ),
        H + "pipelines/pl-fail-1": "the S3 sensor's log tail, ten identical \"INFO - Poking for "
        'key : s3://partner-drop/incoming/2025-06-10/feed.csv" lines whose timestamps move on, '
        "is read useful (0.43) three times of four, and the unchanged task instance "
        '("state": "running", "try_number": 1) useless only when repeated: no run reaches 3',
        H + "speech/sp-fail-1": "Whisper's answer to six silent parts of the recording "
        '(``"text": "Thank you."``, "Thank you for watching.", "Bye.", each one segment with '
        '``"no_speech_prob": 0.87``-``0.92``) is read useful (0.20) every time',
        H + "vision/vi-fail-1": _BLANK.replace(
            "{how}",
            "the first and third are read useful (0.20), so the run reaches 3 only at the "
            "last photo",
        ),
    },
    "classifier": {
        H + "speech/sp-fail-1": (
            'Whisper\'s ``{"task": "transcribe", …, "text": "Thank you.", …}`` for silent '
            "audio is a record, read by default (off one paragraph): useful (0.35) each time,"
            " the segments' timings new, so no run starts"
        ),
        H + "haystack/hs-fail-1": _COOKIES.replace(
            "{how}", "useful (0.71, 0.78) or unknown (0.50)"
        ),
        H + "code-interpreter/ci-fail-1": _NXDOMAIN.replace(
            "{how}", "read unknown (0.50) but for urllib's (useless)"
        ),
        H + "logs/lg-fail-1": 'Loki\'s ``{"status": "success", "data": {"resultType": '
        '"streams", "result": [], "stats": {…"totalLinesProcessed": 0…}}}`` (the app label was '
        "renamed, so no stream matches) is read useful (0.76-0.86) for all ten queries",
        H + "search-de/de-fail-1": "SearXNG answers five German queries on heat-pump subsidies "
        'in Bavaria with English results on something else ("Bayern Munich transfer news: '
        'latest signings and rumours - ESPN", "Bavarian Cream Recipe - Allrecipes", '
        '"Oktoberfest 2025 dates, tickets and tent guide"): read useful (0.72-0.83)',
        H + "wiki-fr/fr-fail-1": 'the same two pages ("Page: Claude Évin\\nSummary: Claude '
        'Évin, né le 29 avril 1949 à Le Cellier …" and "Page: Le Cellier") come back to five '
        "queries on the loi Évin: read useful (0.79-0.83) three times of five",
        H + "vision/vi-fail-1": _BLANK.replace("{how}", "each is read unknown (0.50)"),
    },
    "semantic": {
        H + "pipelines/pl-fail-1": "the S3 sensor's log tail (``INFO - Poking for key : "
        "s3://partner-drop/…``), off one paragraph, gets default's reading: useful (0.84) "
        "but one repeat, so no run passes 1",
        H + "speech/sp-fail-1": "Whisper's ``Thank you.`` for six silent parts, records, gets "
        "default's reading (off one paragraph): useful (0.39) every time",
        H + "haystack/hs-fail-1": _COOKIES.replace("{how}", "unknown (0.50) five times"),
        H + "code-interpreter/ci-fail-1": _NXDOMAIN.replace(
            "{how}", "read unknown (0.50) but for urllib's (useless)"
        ),
        H + "vision/vi-fail-1": _BLANK.replace("{how}", "each is read unknown (0.50)"),
    },
}


#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {},
    "classifier": {},
    "semantic": {
        H + "langchain-rag/lc-ok-2": "LangChain ``[Document(metadata={'source': "
        "'docs/v3/configuration.md', 'section': 'Retries'}, page_content='## Retries\\n"
        "`Client(max_retries=3)` …')]`` lists, a new section of the SDK docs each (retries, "
        "timeouts, backoff), are read useless (1.00), so the gate trips at the third and blocks "
        "the environment, per-request and migration sections",
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 42, 129), "classifier": (0, 0, 33, 129), "semantic": (1, 1, 40, 129)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 16, "classifier": 14, "semantic": 16}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute (code interpreters, OCR, transcription, captioning) count: their output
#: is what the agent asked to learn; so do tools whose role depends on the call (``az``,
#: ``run_gcloud_command``, ``snowsql``, ``execute_statement``). Left out, as arguable: dbt's
#: ``run`` builds tables but answers with the build's log (counted), a Jupyter server's
#: ``append_execute_code_cell`` adds a cell to the notebook and answers its output (not
#: counted), and ``renewal_writer``, an agent used as a tool, drafts text (counted).
READS = (
    "List files in directory", "Read a file's content", "Search a txt's content",
    "asana_get_project_tasks", "az", "board_minutes_retriever", "buscar_boe", "buscar_web",
    "caption_image", "clickup_get_lists", "clickup_get_tasks", "code_interpreter",
    "contracts_qa", "describe_image", "dropbox_list_folder", "dropbox_list_folder_continue",
    "duckdb_query", "duckduckgo_results_json", "esql_query", "execute_code", "execute_python",
    "execute_statement", "extract_tables", "figma_get_comments", "figma_get_file_nodes",
    "gesetze_suche", "get_account_revenue", "get_dag_run", "get_emails_content",
    "get_notebook_info", "get_quote", "get_statement_result_chunk", "get_stock_history",
    "get_task_instance", "get_task_instances", "get_task_log", "jina_reader", "jina_search",
    "list_emails_metadata", "list_loki_label_values", "loki_query_range", "lookup_customers",
    "nrql_query", "ocr_image", "okta_get_user", "okta_list_group_users", "okta_list_users",
    "pd_get_incident", "pd_list_oncalls", "python_interpreter", "query_loki_logs",
    "read_all_cells", "read_email", "retrieve_docs", "run_gcloud_command", "sap_odata_get",
    "search_contract", "search_emails", "search_handbook", "search_manuals", "search_policies",
    "search_runbooks", "search_site", "searxng_search", "show", "sn_get_record",
    "sn_query_table", "snowsql", "support_tickets_qa", "test", "transcribe_audio",
    "translate_audio", "visit_webpage", "web_search", "wikipedia",
)  # fmt: skip
ACTIONS = (
    "append_markdown_cell", "asana_update_task", "edit_model_file", "figma_post_comment",
    "okta_unsuspend_user", "send_email", "sn_update_record", "trigger_dag",
)  # fmt: skip
ARGUABLE = ("append_execute_code_cell", "renewal_writer", "run")
#: Tools the default counting misjudges, with why. When the fixture was written
#: ``okta_unsuspend_user`` (Okta's lifecycle call, answer ``{}``) was counted; ``suspend`` and
#: ``unsuspend`` act since.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "agent-wrappers", "cloud-cli", "code-interpreter", "cross-lingual", "email",
    "enterprise-api", "haystack", "itsm", "jupyter", "langchain-rag", "llamaindex", "logs",
    "pipelines", "search-de", "search-es", "search-ja", "speech", "vision", "warehouse",
    "wiki-fr", "workspace",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 60
    assert len(FIX.ids(True)) == 39 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful reads
    assert FIX.path.stat().st_size < 300_000


def test_tasks_in_their_language() -> None:
    """The non-English families ask in their language; the cross-lingual task is English."""
    tasks: dict[str, list[str]] = {}
    for e in FIX.episodes():
        tasks.setdefault(e.id.split("/")[1], []).append(e.question)
    assert all(any("\u3040" <= c <= "\u30ff" for c in t) for t in tasks["search-ja"])  # kana
    assert all(" für " in t for t in tasks["search-de"])
    assert all(" la " in t for t in tasks["wiki-fr"])
    assert all(t.startswith("¿") for t in tasks["search-es"])
    assert all(t.startswith("For our supplier") for t in tasks["cross-lingual"])


pytest_generate_tests = parametrize_checks


class TestHeldOut5(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
