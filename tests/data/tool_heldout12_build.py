"""Build ``tests/data/tool_heldout12.jsonl``: the twelfth held-out fixture of agent sessions.

Hand-written sessions in the ``real-runs`` format (one row per tool call: ``source``,
``run_id``, ``task``, ``tool``, ``args``, ``result``, ``outcome``) on tool kinds the earlier
fixtures did not cover. ``result`` is the string the framework hands the model. The build is
deterministic (no clock, no randomness): ``python tests/data/tool_heldout12_build.py``.

Where each family's format comes from, and how sure the author is (written from memory of
the services' documentation and client libraries; nothing was fetched). The values inside the
formats (prices, counts, ids, census figures, chess positions and engine lines) are invented
and not checked against the services or an engine, except the tax figures (2024 brackets,
computed by hand) and the RxNorm / ICD-10-CM / SNOMED CT codes (real as far as the author
knows):

* ``openai-assistants``: the Responses API's ``file_search_call`` output item with
  ``include=["file_search_call.results"]`` (``queries``, ``results[]`` of ``file_id``,
  ``filename``, ``score``, ``text``, ``attributes``), serialised by the harness: sure of the
  fields. The Assistants v2 run step's ``code_interpreter`` tool call (``input``,
  ``outputs[]`` of ``{"type": "logs"}`` / ``{"type": "image"}``): sure. The expired
  container's error body (``invalid_request_error``): fairly sure of the envelope, unsure of
  the exact message.
* ``vertex-search``: Vertex AI Search (Discovery Engine ``SearchResponse`` as REST JSON:
  ``results[].document.derivedStructData`` with ``snippets`` and ``extractive_answers``,
  ``totalSize``, ``attributionToken``, ``summary``; proto3 JSON drops an empty ``results``):
  sure of the envelope; the "No results could be found" summary text: fairly sure.
* ``azure-search``: Azure AI Search REST (``@odata.context``, ``@odata.count``,
  ``@search.answers``, ``value[]`` with ``@search.score``, ``@search.rerankerScore``,
  ``@search.captions``): sure.
* ``aws-retrieval``: Kendra ``Retrieve`` (``QueryId``, ``ResultItems[]`` with ``Content``,
  ``DocumentTitle``, ``DocumentURI``, ``ScoreAttributes``) as boto3 returns it, and botocore's
  ``ClientError`` text for ``ExpiredTokenException``: sure. Amazon Q Business
  ``SearchRelevantContent`` (``relevantContent[]``, ``nextToken``): fairly sure.
* ``glean``: Glean's search API (``results[]`` with ``title``, ``url``, ``snippets``,
  ``document.metadata``; ``hasMoreResults``, ``cursor``, ``trackingToken``) and its document
  reader: fairly sure of the fields, not of every metadata key.
* ``claude-web-search``: Anthropic's server tool block ``web_search_tool_result`` (results of
  ``type``, ``url``, ``title``, ``encrypted_content``, ``page_age``; the error block with
  ``error_code`` ``max_uses_exceeded``): sure.
* ``gemini``: a Gemini ``FunctionResponse`` (``name``, ``response``) as the google-genai SDK
  logs it: sure of the shape; the tools are the harness's own.
* ``shopping``: Amazon PA-API 5 ``SearchItems`` / ``GetItems`` and its throttling error
  (``TooManyRequests``): sure of the fields, fairly sure of the message; Etsy Open API v3
  ``findAllListingsActive`` (``count``, ``results``, ``price`` with ``amount`` / ``divisor``):
  sure; Walmart's affiliate search (``totalResults``, ``items[]`` with ``salePrice``): fairly
  sure.
* ``delivery``: DoorDash Drive v2 deliveries (``delivery_status`` from ``created`` to
  ``delivered``, ``dasher_*`` fields, ``tracking_url``): sure of most fields; Uber's Riders
  API ``/v1.2/requests/{id}`` (``status`` ``processing`` … ``completed``): fairly sure.
* ``music``: MusicBrainz WS/2 JSON (``release-groups``, ``first-release-date``), Last.fm 2.0
  JSON (``toptracks``, ``@attr``; error 6 "The artist you supplied could not be found"),
  Discogs database search (``pagination``, ``results``) and marketplace stats: sure.
* ``chess``: Lichess ``/api/cloud-eval`` (``fen``, ``knodes``, ``depth``, ``pvs``; ``{"error":
  "Not found"}``) and game export PGN: sure; Stockfish's UCI ``info depth … score cp … pv …``
  and ``bestmove … ponder …`` lines: sure.
* ``smarthome``: Philips Hue CLIP v1 (lights map, ``[{"success": {...}}]``, ``[{"error":
  {"type": 1, "address": …, "description": "unauthorized user"}}]``): sure. SmartThings
  (``components.main.<capability>.<attribute>.value``, commands ``{"results": [{"id", "status":
  "ACCEPTED"}]}``): sure.
* ``fitness``: Strava ``/athlete/activities`` (a JSON array, ``[]`` past the last page):
  sure; Fitbit sleep logs v1.2 and the ``expired_token`` error: sure.
* ``edgar``: EDGAR full-text search (Elasticsearch hits with ``_source`` ``ciks``,
  ``display_names``, ``form``, ``file_date``, ``adsh``), the filing index JSON (``directory``,
  ``item``), and the "Undeclared Automated Tool" page SEC.gov serves scripts without a
  declared user agent: fields sure, the page's wording fairly sure.
* ``fred``: FRED ``series/observations`` (``observations[]`` of ``date`` / ``value``, ``"."``
  for a missing value) and its "Bad Request.  The series does not exist." error: sure.
* ``census``: the Census Data API (a JSON array of arrays, header first; plain-text errors
  "error: unknown variable …" and "error: unknown/unsupported geography heirarchy", the
  service's own spelling): sure of the arrays, fairly sure of the messages.
* ``companies``: UK Companies House search / officers / PSC (``items``, ``kind``), GLEIF
  API v1 (JSON:API ``data[].attributes``) and OpenCorporates 0.4 (``results.companies``):
  sure.
* ``eurlex``: the EUR-Lex web service's search response (XML ``searchResults`` with
  ``numhits``, ``result``, ``reference``) and a document's text as the tool extracts it:
  fairly sure of the element names, not of every notice field.
* ``tax``: a tax calculator service of the agent's platform (its JSON is its own; 2024 IRS
  brackets and standard deductions computed by hand) and the IRS Tax Exempt Organization
  Search lookup (the agent platform's JSON of the Pub 78 fields): the figures are right, the
  envelopes invented for the harness.
* ``rxnav``: RxNav REST (``idGroup.rxnormId``, ``approximateGroup.candidate``,
  ``relatedGroup.conceptGroup``, ``ndcPropertyList``): sure. The interaction API was retired
  in January 2024; what it answers now (the disclaimer and the input echoed, no interaction
  groups) is a guess.
* ``medical-codes``: NLM Clinical Tables ICD-10-CM search (``[total, codes, null,
  [[code, name], …]]``): sure; Snowstorm's browser concept search (``items[]`` with
  ``conceptId``, ``fsn``, ``pt``): sure.
* ``usgs``: the FDSN event service's GeoJSON (``metadata``, ``features[].properties`` with
  ``mag``, ``place``, ``time``, ``alert``, ``tsunami``) and ``/count`` JSON: sure.
* ``horizons``: JPL Horizons API (``{"signature": …, "result": "<text>"}`` with the observer
  table between ``$$SOE`` and ``$$EOE``): sure of the envelope and markers, fairly sure of the
  header lines.
* ``nasa``: NeoWs ``feed`` / ``neo`` and APOD JSON: sure.
* ``biodiversity``: GBIF species match and occurrence search (``offset``, ``limit``,
  ``endOfRecords``, ``count``, ``facets``): sure; iNaturalist API v1 observations
  (``total_results``, ``page``, ``per_page``, ``results``): sure.
* ``voice-calls``: Vapi calls (``status``, ``endedReason``, ``transcript``, ``analysis``) and
  Retell ``get-call`` (``call_status``, ``transcript``, ``call_analysis``): sure of the main
  fields.
* ``sms``: Telnyx messaging v2 (``data.to[].status``, ``errors[]`` of ``code`` / ``title``
  / ``detail``): sure.
* ``scheduling``: Calendly ``event_type_available_times`` and ``scheduled_events``
  (``collection``, ``pagination``): sure; Cal.com API v2 slots (``{"status": "success",
  "data": {<date>: [{"start": …}]}}``) and bookings: fairly sure (the slots shape changed
  across versions).
* ``tickets``: Front's conversations list (``_pagination.next`` with a ``page_token``,
  ``_results``) and its ``204 No Content`` to an update, handed over as ``""``: sure.
* ``kb``: Help Scout Docs API search (``articles.items[]`` with ``name``, ``preview``,
  ``url``) and article (``article.text``): sure.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout12.jsonl")

#: One call: (tool, args, result); a result that is not a string is written as JSON.
Call = tuple[str, Any, Any]


def js(obj: Any) -> str:
    """JSON as Python's ``json.dumps`` writes it (what most harnesses hand over)."""
    return json.dumps(obj, ensure_ascii=False)


def jc(obj: Any) -> str:
    """Compact JSON, as an HTTP body arrives."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class Fixture:
    """The rows written so far."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def run(self, family: str, run_id: str, task: str, success: bool, calls: list[Call]) -> None:
        assert 2 <= len(calls) <= 20, (run_id, len(calls))
        for tool, args, result in calls:
            self.rows.append(
                {
                    "source": f"heldout12/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result if isinstance(result, str) else js(result),
                    "outcome": {"success": success},
                }
            )


# --------------------------------------------------------------------------------------------
# Assistant platforms' own retrieval
# --------------------------------------------------------------------------------------------


def _fs(item: str, query: str, hits: list[tuple[str, str, float, str]]) -> str:
    return js(
        {
            "id": f"fs_{item}",
            "type": "file_search_call",
            "status": "completed",
            "queries": [query],
            "results": [
                {"file_id": f, "filename": n, "score": s, "text": t, "attributes": {}}
                for f, n, s, t in hits
            ],
        }
    )


def _ci(call: str, code: str, outputs: list[dict[str, Any]]) -> str:
    return js(
        {
            "id": f"call_{call}",
            "type": "code_interpreter",
            "code_interpreter": {"input": code, "outputs": outputs},
        }
    )


def _logs(text: str) -> dict[str, Any]:
    return {"type": "logs", "logs": text}


def openai_assistants(fx: Fixture) -> None:
    br = ("file-6yQk2Lr8PzVbN1cTf3WjHa", "brightline_msa_2023.pdf")
    co = ("file-Jd4sX9mQe2RtU7wZk1LpBn", "corvid_security_services_agreement.pdf")
    ha = ("file-Ps8vCq3nHx5YbM0aGe7KdT", "halden_print_po_terms.pdf")
    te = ("file-Wm1rZf6tKa9UcE4hQn2SjV", "tessaro_cloud_subscription_terms.pdf")
    br_122 = (
        "12.2 Termination for Convenience. Either party may terminate this Agreement for "
        "convenience upon ninety (90) days' prior written notice to the other party. Fees for "
        "Services performed through the effective date of termination remain payable."
    )
    br_124 = (
        "12.4 Renewal. Upon expiry of the Initial Term this Agreement shall automatically renew "
        "for successive one (1) year terms unless either party gives written notice of "
        "non-renewal at least sixty (60) days before the end of the then-current term."
    )
    calls: list[Call] = [
        (
            "file_search",
            {"query": "Brightline termination notice period"},
            _fs(
                "67cf0a11b2e48190a3c1",
                "Brightline termination notice period",
                [
                    (*br, 0.9127, br_122),
                    (*br, 0.7814, br_124),
                    (
                        *te,
                        0.4102,
                        "8.3 Effect of Termination. Upon any termination Customer shall pay all "
                        "unpaid Fees covering the remainder of the term of all Order Forms.",
                    ),
                ],
            ),
        ),
        (
            "file_search",
            {"query": "Corvid Security termination for convenience notice"},
            _fs(
                "67cf0a2c71d88190b84e",
                "Corvid Security termination for convenience notice",
                [
                    (
                        *co,
                        0.8841,
                        "9.4 Customer may terminate this Agreement for convenience on one hundred "
                        "twenty (120) days' written notice to Provider, subject to payment of the "
                        "Early Termination Fee set out in Schedule C.",
                    ),
                    (
                        *co,
                        0.7402,
                        "9.5 No Automatic Renewal. This Agreement shall not renew automatically. "
                        "Any extension of the Term requires a written amendment signed by "
                        "authorised representatives of both parties.",
                    ),
                    (
                        *co,
                        0.6133,
                        "9.1 Term. The initial term of this Agreement is thirty-six (36) months "
                        "from the Effective Date (the 'Term').",
                    ),
                ],
            ),
        ),
        (
            "file_search",
            {"query": "Halden Print cancellation notice and renewal"},
            _fs(
                "67cf0a47e0c48190ad07",
                "Halden Print cancellation notice and renewal",
                [
                    (
                        *ha,
                        0.8619,
                        "7. Cancellation. Buyer may cancel any Purchase Order, in whole or in "
                        "part, on fourteen (14) days' written notice before the scheduled "
                        "delivery date. These Terms have no fixed term and do not renew; each "
                        "Purchase Order stands alone.",
                    ),
                    (
                        *ha,
                        0.5247,
                        "1. Definitions. 'Goods' means the printed matter described in a "
                        "Purchase Order; 'Purchase Order' means Buyer's written order.",
                    ),
                ],
            ),
        ),
        (
            "file_search",
            {"query": "Tessaro subscription renewal non-renewal notice"},
            _fs(
                "67cf0a63c5f08190918b",
                "Tessaro subscription renewal non-renewal notice",
                [
                    (
                        *te,
                        0.9034,
                        "4.2 Renewal. Unless otherwise stated in the Order Form, Subscriptions "
                        "renew automatically for an additional period equal to the expiring "
                        "Subscription Term unless either party gives notice of non-renewal at "
                        "least thirty (30) days before the end of the relevant term.",
                    ),
                    (
                        *te,
                        0.8321,
                        "8.1 Termination. Customer may not terminate for convenience during a "
                        "Subscription Term. Either party may terminate for material breach not "
                        "cured within thirty (30) days of written notice.",
                    ),
                    (*br, 0.4711, br_124),
                ],
            ),
        ),
        (
            "file_search",
            {"query": "Corvid Schedule C early termination fee"},
            _fs(
                "67cf0a7f9a2c8190b5d2",
                "Corvid Schedule C early termination fee",
                [
                    (
                        *co,
                        0.8507,
                        "Schedule C - Early Termination Fee. If Customer terminates under "
                        "clause 9.4 during months 1-12 the fee is 50% of the remaining monthly "
                        "charges; months 13-24, 35%; months 25-36, 20%.",
                    ),
                ],
            ),
        ),
    ]
    fx.run(
        "openai-assistants",
        "oai-ok-1",
        "Using the uploaded vendor contracts, list for Brightline Logistics, Corvid Security, "
        "Halden Print and Tessaro Cloud the termination notice period and whether the contract "
        "renews automatically (with its non-renewal notice).",
        True,
        calls,
    )

    nim = ("file-Bq7tD2xMw9LsE5rKc8VhYz", "nimbus_mail_soc2_type2_2024.pdf")
    ast = ("file-Hn3pG6vRa1ZkT8yWe4QcJm", "aster_payments_soc2_2024.pdf")
    restricted = (
        "This report is intended solely for the information and use of Nimbus Mail, Inc., user "
        "entities of Nimbus Mail's system during some or all of the period, and prospective "
        "user entities, and should not be used by anyone other than these specified parties."
    )
    toc = (
        "TABLE OF CONTENTS\nSECTION 1 INDEPENDENT SERVICE AUDITOR'S REPORT .......... 1\n"
        "SECTION 2 MANAGEMENT'S ASSERTION .......... 5\nSECTION 3 DESCRIPTION OF THE SYSTEM "
        ".......... 7\nSECTION 4 TESTING MATRICES .......... 31\nSECTION 5 OTHER INFORMATION "
        "PROVIDED BY MANAGEMENT .......... 58"
    )
    queries = [
        ("67d1b30e4c2881909f10", "report period of the SOC 2 examination", 0.5312, 0.4987),
        ("67d1b3297b0c8190a4e3", "name of the independent service auditor firm", 0.5468, 0.4421),
        ("67d1b344d95481909c77", "exceptions noted in testing of controls", 0.5904, 0.5133),
        ("67d1b35f11e08190b2a8", "Quarry Analytics SOC 2 deviations", 0.4876, 0.4650),
        (
            "67d1b37a6cf48190a61e",
            "Aster Payments examination period auditor opinion",
            0.5121,
            0.5077,
        ),
    ]
    fx.run(
        "openai-assistants",
        "oai-fail-1",
        "From the uploaded SOC 2 reports of our sub-processors (Aster Payments, Nimbus Mail, "
        "Quarry Analytics), list each one's report period, the auditor, and any exceptions noted.",
        False,
        [
            ("file_search", {"query": q}, _fs(i, q, [(*nim, a, restricted), (*ast, b, toc)]))
            for i, q, a, b in queries
        ],
    )

    csv = "/mnt/data/file-7Qm2Xc9sales_q4.csv"
    code1 = f"import pandas as pd\ndf = pd.read_csv('{csv}')\nprint(df.shape)\ndf.head()"
    code2 = "df.groupby('Region')['amount'].sum()"
    code3 = "df.groupby('region_code')['amount'].astype(float).sum()"
    code4 = (
        "df['amount'] = df['amount'].str.replace(',', '').astype(float)\n"
        "df['month'] = pd.to_datetime(df['order_date']).dt.to_period('M')\n"
        "rev = df.pivot_table(index='region_code', columns='month', values='amount', "
        "aggfunc='sum')\nrev.round(2)"
    )
    code5 = "growth = rev.pct_change(axis=1).mul(100).round(1)\ngrowth"
    code6 = (
        "import matplotlib.pyplot as plt\nax = rev.T.plot(kind='bar', figsize=(8, 4))\n"
        "ax.set_ylabel('Revenue (USD)')\nplt.tight_layout()\nplt.savefig('/mnt/data/q4.png')"
    )
    code7 = (
        "out = rev.join(growth, rsuffix='_mom_pct')\nout.to_csv('/mnt/data/q4_region_revenue.csv')"
        "\nprint(f'Saved /mnt/data/q4_region_revenue.csv ({len(out)} rows)')"
    )
    head = (
        "(4812, 5)\n   order_id  order_date region_code    amount channel\n"
        "0     50211  2024-10-01          NE  1,204.50     web\n"
        "1     50212  2024-10-01          SW    318.00  retail\n"
        "2     50213  2024-10-01          NE     89.99     web\n"
        "3     50214  2024-10-02          MW  2,410.00   sales\n"
        "4     50215  2024-10-02          SE    642.75     web"
    )
    keyerr = (
        "---------------------------------------------------------------------------\n"
        "KeyError                                  Traceback (most recent call last)\n"
        "Cell In[2], line 1\n----> 1 df.groupby('Region')['amount'].sum()\n\n"
        "File ~/.local/lib/python3.11/site-packages/pandas/core/frame.py:9183, in "
        "DataFrame.groupby(self, by, axis, level, as_index, sort, group_keys, observed, dropna)"
        "\n...\nKeyError: 'Region'"
    )
    attrerr = (
        "---------------------------------------------------------------------------\n"
        "AttributeError                            Traceback (most recent call last)\n"
        "Cell In[3], line 1\n----> 1 df.groupby('region_code')['amount'].astype(float).sum()\n"
        "\nAttributeError: 'SeriesGroupBy' object has no attribute 'astype'"
    )
    table = (
        "month          2024-10     2024-11     2024-12\nregion_code\n"
        "MW           412880.40   398105.75   471230.10\n"
        "NE           538214.95   561907.20   702455.35\n"
        "SE           301774.10   288640.00   356902.85\n"
        "SW           267509.60   279318.45   331077.90"
    )
    growth = (
        "month        2024-10  2024-11  2024-12\nregion_code\n"
        "MW               NaN     -3.6     18.4\nNE               NaN      4.4     25.0\n"
        "SE               NaN     -4.4     23.6\nSW               NaN      4.4     18.5"
    )
    fx.run(
        "openai-assistants",
        "oai-ok-2",
        "Using the uploaded sales_q4.csv, compute revenue by region for each month of Q4 2024 "
        "and the month-over-month growth, save the table as CSV and give me a bar chart.",
        True,
        [
            ("code_interpreter", {"input": code1}, _ci("Tk2qW8", code1, [_logs(head)])),
            ("code_interpreter", {"input": code2}, _ci("Rb7mN3", code2, [_logs(keyerr)])),
            ("code_interpreter", {"input": code3}, _ci("Ye4xP1", code3, [_logs(attrerr)])),
            ("code_interpreter", {"input": code4}, _ci("Lc9vJ6", code4, [_logs(table)])),
            ("code_interpreter", {"input": code5}, _ci("Gu5hS2", code5, [_logs(growth)])),
            (
                "code_interpreter",
                {"input": code6},
                _ci("Af8dK0", code6, [{"type": "image", "image": {"file_id": "file-3KpVz8"}}]),
            ),
            (
                "code_interpreter",
                {"input": code7},
                _ci("Nw1rE9", code7, [_logs("Saved /mnt/data/q4_region_revenue.csv (4 rows)")]),
            ),
        ],
    )

    expired = jc(
        {
            "error": {
                "message": "Container cntr_67d2c41f9e0c8191b3a7f05d2c6e4b18 is expired. "
                "Create a new container to continue.",
                "type": "invalid_request_error",
                "param": "tools[0].container",
                "code": "container_expired",
            }
        }
    )
    desc = (
        "            tenure        churn\ncount  7043.000000  7043.000000\n"
        "mean     32.371149     0.265370\nstd      24.559481     0.441561\n"
        "min       0.000000     0.000000\nmax      72.000000     1.000000"
    )
    first = "import pandas as pd\ndf = pd.read_csv('/mnt/data/customers.csv')\ndf.describe()"
    retries = [
        "import statsmodels.formula.api as smf\nm = smf.logit('churn ~ tenure', df).fit()",
        "from sklearn.linear_model import LogisticRegression\nLogisticRegression()",
        "print('ping')",
        "import pandas as pd\ndf = pd.read_csv('/mnt/data/customers.csv')",
    ]
    fx.run(
        "openai-assistants",
        "oai-fail-2",
        "Fit a logistic regression of churn on tenure from the uploaded customers.csv and "
        "report the tenure coefficient with its p-value.",
        False,
        [("code_interpreter", {"input": first}, _ci("Qm3bT7", first, [_logs(desc)]))]
        + [("code_interpreter", {"input": c}, expired) for c in retries],
    )


def _vx_doc(doc: str, title: str, link: str, snippet: str, answer: tuple[str, str]) -> dict:
    name = (
        "projects/418202/locations/global/collections/default_collection/dataStores/"
        f"support-docs_1709123456/branches/0/documents/{doc}"
    )
    return {
        "id": doc,
        "document": {
            "name": name,
            "id": doc,
            "derivedStructData": {
                "title": title,
                "link": link,
                "snippets": [{"snippet": snippet, "snippet_status": "SUCCESS"}],
                "extractive_answers": [{"pageNumber": answer[0], "content": answer[1]}],
            },
        },
    }


def vertex_search(fx: Fixture) -> None:
    gs = "gs://kestrel-support-docs/"
    calls: list[Call] = [
        (
            "vertex_ai_search",
            {"query": "Kestrel X2 firmware update steps", "page_size": 3},
            {
                "results": [
                    _vx_doc(
                        "8f1c2a0d4b7e",
                        "Kestrel X2 Firmware Guide",
                        gs + "x2/x2-firmware-guide.pdf",
                        "To install <b>firmware</b> from the web console, open <b>System</b> "
                        "&gt; <b>Update</b>, upload the .kfw image and keep power on for 6 "
                        "minutes&nbsp;...",
                        (
                            "4",
                            "1. Download the .kfw image for your hardware revision. 2. Open "
                            "System > Update and choose Upload. 3. Do not power off the router "
                            "until the LED turns solid white (about 6 minutes).",
                        ),
                    ),
                    _vx_doc(
                        "3b9e77c1a0f2",
                        "Kestrel X2 Quick Start",
                        gs + "x2/x2-quick-start.pdf",
                        "Automatic <b>updates</b> are checked nightly at 03:00 local time "
                        "when Auto Update is on&nbsp;...",
                        ("2", "Auto Update checks for new firmware nightly at 03:00."),
                    ),
                ],
                "totalSize": 9,
                "attributionToken": "xgHw8QoMCJ3x6r4GEP3ZqukCEiQ2NmNjLTAwMDAtMjM",
                "nextPageToken": "UmZ3cjN4QWVtMU1tZ0VnWUhhNWNESnBSbDFE",
            },
        ),
        (
            "vertex_ai_search",
            {"query": "Kestrel X2 factory reset procedure", "page_size": 3},
            {
                "results": [
                    _vx_doc(
                        "c41d0e93b7a5",
                        "Kestrel X2 Troubleshooting",
                        gs + "x2/x2-troubleshooting.pdf",
                        "Hold the recessed <b>reset</b> button for 10 seconds until the LED "
                        "blinks amber; the router restarts with <b>factory</b> settings&nbsp;...",
                        (
                            "11",
                            "Factory reset: with the router powered on, press and hold RESET "
                            "for 10 seconds. Release when the LED blinks amber. All settings, "
                            "including the admin password, return to defaults.",
                        ),
                    ),
                ],
                "totalSize": 4,
                "attributionToken": "xgHw8QoMCKXx6r4GELaJ4bEBEiQ2NmNjLTAwMDAtMjQ",
            },
        ),
        (
            "vertex_ai_search",
            {"query": "firmware 2.4 release notes DFS channel fix", "page_size": 3},
            {
                "results": [
                    _vx_doc(
                        "e0a7f5c28d61",
                        "Kestrel Firmware 2.4.0 Release Notes",
                        gs + "release-notes/kfw-2.4.0.pdf",
                        "Fixed: 5 GHz radio could stay on a <b>DFS channel</b> after a radar "
                        "event (KX-1182)&nbsp;...",
                        (
                            "1",
                            "Fixed issues: KX-1182 The 5 GHz radio did not leave a DFS channel "
                            "after radar detection. KX-1190 Guest network DHCP lease time "
                            "ignored.",
                        ),
                    ),
                    _vx_doc(
                        "71b3d9e0c4f8",
                        "Kestrel Firmware 2.3.2 Release Notes",
                        gs + "release-notes/kfw-2.3.2.pdf",
                        "Known issue: <b>DFS channel</b> not vacated after radar event "
                        "(KX-1182), fix planned&nbsp;...",
                        ("1", "Known issues: KX-1182 DFS channel not vacated after radar."),
                    ),
                ],
                "totalSize": 6,
                "attributionToken": "xgHw8QoMCLLx6r4GEMvF8_kDEiQ2NmNjLTAwMDAtMjU",
            },
        ),
        (
            "vertex_ai_search",
            {"query": "does firmware 2.4 apply to hardware revision B", "page_size": 3},
            {
                "results": [
                    _vx_doc(
                        "e0a7f5c28d61",
                        "Kestrel Firmware 2.4.0 Release Notes",
                        gs + "release-notes/kfw-2.4.0.pdf",
                        "Supported <b>hardware</b>: X2 <b>rev A</b> and <b>rev B</b>; X1 is not "
                        "supported by 2.4&nbsp;...",
                        ("1", "Supported hardware: Kestrel X2 revision A and revision B."),
                    ),
                ],
                "totalSize": 2,
                "attributionToken": "xgHw8QoMCL7x6r4GEI2dk_wCEiQ2NmNjLTAwMDAtMjY",
            },
        ),
    ]
    fx.run(
        "vertex-search",
        "vertex-ok-1",
        "From our support datastore, give the firmware update steps and the factory-reset "
        "procedure for the Kestrel X2 router, and say whether firmware 2.4 fixes the DFS "
        "channel bug on hardware revision B.",
        True,
        calls,
    )

    none = {
        "summaryText": "No results could be found. Try rephrasing the search query.",
        "summarySkippedReasons": ["NO_RELEVANT_CONTENT"],
    }
    qs = [
        ("2025 public holidays Warsaw office", "xgHw8QoMCNm18L4GEJ7xz6YBEiQ2NmQ5LTAwMDAtMmI"),
        ("Poland holiday calendar 2025", "xgHw8QoMCPK18L4GEPSd3tMCEiQ2NmQ5LTAwMDAtMmM"),
        ("carry over unused vacation days", "xgHw8QoMCIm28L4GEOq7hpcBEiQ2NmQ5LTAwMDAtMmQ"),
        ("annual leave carryover policy", "xgHw8QoMCKG28L4GEJOcsv0DEiQ2NmQ5LTAwMDAtMmU"),
        ("Warsaw office HR policies", "xgHw8QoMCLm28L4GEKvV_rECEiQ2NmQ5LTAwMDAtMmY"),
    ]
    fx.run(
        "vertex-search",
        "vertex-fail-1",
        "Search the HR datastore for the 2025 holiday calendar of the Warsaw office and the rule "
        "for carrying over unused vacation days.",
        False,
        [
            (
                "vertex_ai_search",
                {"query": q, "page_size": 5},
                {"attributionToken": t, "guidedSearchResult": {}, "summary": none},
            )
            for q, t in qs
        ],
    )


def _az(count: int, hits: list[dict[str, Any]], answers: list[dict[str, Any]] | None = None) -> str:
    body: dict[str, Any] = {
        "@odata.context": "https://acme-search.search.windows.net/indexes('hr-policies')/$metadata"
        "#docs(*)",
        "@odata.count": count,
    }
    if answers is not None:
        body["@search.answers"] = answers
    body["value"] = hits
    return jc(body)


def _azhit(score: float, rerank: float, doc: str, title: str, country: str, caption: str) -> dict:
    return {
        "@search.score": score,
        "@search.rerankerScore": rerank,
        "@search.captions": [{"text": caption, "highlights": ""}],
        "id": doc,
        "title": title,
        "country": country,
    }


def azure_search(fx: Fixture) -> None:
    sem = {"queryType": "semantic", "semanticConfiguration": "hr-semantic", "top": 3}
    calls: list[Call] = [
        (
            "azure_ai_search",
            {"search": "parental leave Germany", **sem, "answers": "extractive"},
            _az(
                14,
                [
                    _azhit(
                        9.8731,
                        3.1204,
                        "pol-de-012",
                        "Parental leave (Germany)",
                        "DE",
                        "Employees in Germany may take Elternzeit of up to three years per child; "
                        "the company tops up Elterngeld to 80% of net salary for the first 14 "
                        "weeks.",
                    ),
                    _azhit(
                        6.2210,
                        2.0431,
                        "pol-de-003",
                        "Working time and leave (Germany)",
                        "DE",
                        "Leave requests are submitted in Workday at least 7 weeks before "
                        "Elternzeit starts, as required by BEEG section 16.",
                    ),
                    _azhit(
                        4.0917,
                        1.2278,
                        "pol-global-001",
                        "Global leave framework",
                        "ALL",
                        "Local policies override this framework where statutory rights are "
                        "more generous.",
                    ),
                ],
                [
                    {
                        "key": "pol-de-012",
                        "text": "the company tops up Elterngeld to 80% of net salary for the "
                        "first 14 weeks.",
                        "highlights": "",
                        "score": 0.9317,
                    }
                ],
            ),
        ),
        (
            "azure_ai_search",
            {"search": "parental leave Canada EI top-up", **sem, "answers": "extractive"},
            _az(
                9,
                [
                    _azhit(
                        10.4402,
                        3.0562,
                        "pol-ca-007",
                        "Parental leave (Canada)",
                        "CA",
                        "Employees in Canada on maternity or parental leave receive a top-up of "
                        "EI benefits to 90% of base salary for up to 17 weeks.",
                    ),
                    _azhit(
                        5.1185,
                        1.8840,
                        "pol-ca-002",
                        "Leave of absence (Canada)",
                        "CA",
                        "Eligibility: 6 months of continuous service at the start of the leave.",
                    ),
                ],
                [],
            ),
        ),
        (
            "azure_ai_search",
            {"search": "are contractors eligible for parental leave benefits", **sem},
            _az(
                21,
                [
                    _azhit(
                        7.6629,
                        2.7713,
                        "pol-global-019",
                        "Contingent workforce policy",
                        "ALL",
                        "Contractors engaged through agencies are not employees and are not "
                        "eligible for company-paid leave programmes, including parental leave "
                        "top-ups.",
                    ),
                    _azhit(
                        3.9051,
                        0.9940,
                        "pol-global-001",
                        "Global leave framework",
                        "ALL",
                        "This framework covers employees on permanent and fixed-term contracts.",
                    ),
                ],
            ),
        ),
        (
            "azure_ai_search",
            {
                "search": "parental leave",
                "filter": "country eq 'CA'",
                "select": "title,content",
                "top": 1,
            },
            js(
                {
                    "@odata.context": "https://acme-search.search.windows.net/indexes"
                    "('hr-policies')/$metadata#docs(title,content)",
                    "value": [
                        {
                            "@search.score": 8.1123,
                            "title": "Parental leave (Canada)",
                            "content": "1. Statutory leave: up to 18 months of combined "
                            "maternity and parental leave under the Canada Labour Code or "
                            "provincial law. 2. Top-up: the company pays the difference between "
                            "EI benefits and 90% of base salary for up to 17 weeks. 3. "
                            "Eligibility: 6 months of continuous service. 4. Return: the "
                            "employee returns to the same or a comparable role.",
                        }
                    ],
                }
            ),
        ),
    ]
    fx.run(
        "azure-search",
        "azure-ok-1",
        "What does our parental leave policy give employees in Germany and in Canada, and does "
        "it apply to contractors?",
        True,
        calls,
    )

    run_ctx = "https://acme-search.search.windows.net/indexes('hr-policies')/$metadata#docs(*)"
    books = {
        "rb-114": (
            "Rotate the GlobalProtect VPN certificate",
            "Export the new certificate "
            "from the PKI portal and upload it to the portal gateway before the old one "
            "expires.",
        ),
        "rb-087": (
            "Windows 11 laptop imaging",
            "Boot the laptop from the Autopilot USB and "
            "select the Finance image for users in cost centre 4xx.",
        ),
        "rb-203": (
            "Expense tool SSO login failures",
            "If users see 'SAML response invalid' "
            "when opening the expense tool, check the IdP certificate fingerprint.",
        ),
        "rb-052": (
            "Printer queue stuck on Floor 3",
            "Restart the spooler service on "
            "PRN-SRV-02 and clear C:\\Windows\\System32\\spool\\PRINTERS.",
        ),
        "rb-160": (
            "Reset a user's MFA device",
            "Verify identity by video call before resetting the factor in the admin console.",
        ),
        "rb-031": (
            "Mailbox size limit exceeded",
            "Enable the online archive and apply the 2-year retention tag.",
        ),
    }

    def az_fail(ids: list[tuple[str, float, float]]) -> str:
        value = [
            {
                "@search.score": s,
                "@search.rerankerScore": r,
                "@search.captions": [{"text": books[i][1], "highlights": ""}],
                "id": i,
                "title": books[i][0],
                "country": "ALL",
            }
            for i, s, r in ids
        ]
        return jc({"@odata.context": run_ctx, "@odata.count": 214, "value": value})

    fails = [
        (
            "meal expense limit United States",
            [("rb-203", 2.41, 0.8812), ("rb-031", 1.10, 0.4033), ("rb-052", 0.93, 0.3120)],
        ),
        (
            "per diem meals US travel",
            [("rb-087", 1.62, 0.5270), ("rb-203", 1.44, 0.5011), ("rb-114", 1.02, 0.3367)],
        ),
        (
            "receipt required above amount",
            [("rb-160", 1.83, 0.4458), ("rb-203", 1.51, 0.6109), ("rb-052", 0.87, 0.2906)],
        ),
        (
            "travel and expense reimbursement policy",
            [("rb-203", 3.02, 1.0214), ("rb-114", 1.35, 0.4890), ("rb-087", 1.20, 0.4102)],
        ),
        (
            "T&E policy meals cap receipts",
            [("rb-203", 2.20, 0.7935), ("rb-160", 0.98, 0.3551), ("rb-031", 0.90, 0.3012)],
        ),
    ]
    fx.run(
        "azure-search",
        "azure-fail-1",
        "Find the travel expense reimbursement limits for meals in the US and the amount above "
        "which a receipt is required.",
        False,
        [("azure_ai_search", {"search": q, **sem}, az_fail(ids)) for q, ids in fails],
    )


def _kendra(qid: str, items: list[tuple[str, str, str, str, str]]) -> str:
    return js(
        {
            "QueryId": qid,
            "ResultItems": [
                {
                    "Id": f"{qid[:8]}-{n}",
                    "DocumentId": uri.replace("https://wiki.acme.internal/", "s3://acme-kb/"),
                    "DocumentTitle": title,
                    "Content": content,
                    "DocumentURI": uri,
                    "DocumentAttributes": [
                        {"Key": "_source_uri", "Value": {"StringValue": uri}},
                        {"Key": "_last_updated_at", "Value": {"DateValue": updated}},
                    ],
                    "ScoreAttributes": {"ScoreConfidence": conf},
                }
                for n, (title, content, uri, updated, conf) in enumerate(items, 1)
            ],
            "ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0},
        }
    )


def aws_retrieval(fx: Fixture) -> None:
    wiki = "https://wiki.acme.internal/security/"
    idx = "4a1c9e7b-2d3f-4e8a-9b6c-0f5d7e2a1c3b"
    calls: list[Call] = [
        (
            "kendra_retrieve",
            {"IndexId": idx, "QueryText": "customer backup retention period"},
            _kendra(
                "8c2e6a41-90b7-4f1d-a3e5-6b9c2d7f0e18",
                [
                    (
                        "Backup and Restore Standard",
                        "Customer database backups are taken every 6 hours and retained for 35 "
                        "days in the primary region and 90 days in the secondary region. "
                        "Backups are encrypted with KMS customer managed keys.",
                        wiki + "backup-standard",
                        "2024-11-04T10:12:00Z",
                        "VERY_HIGH",
                    ),
                    (
                        "Data Retention Schedule",
                        "Category C3 (customer operational data): backups 90 days; logs 1 "
                        "year; deleted-account data purged within 30 days of closure.",
                        wiki + "data-retention-schedule",
                        "2024-09-18T08:40:00Z",
                        "HIGH",
                    ),
                ],
            ),
        ),
        (
            "kendra_retrieve",
            {"IndexId": idx, "QueryText": "who approves quarterly access reviews"},
            _kendra(
                "1f7b3d95-4ae2-48c0-b6d1-93e0a5c7f246",
                [
                    (
                        "Access Review Procedure",
                        "Quarterly user access reviews are prepared by IT Operations and "
                        "approved by the system owner; privileged access reviews are "
                        "additionally approved by the CISO.",
                        wiki + "access-review-procedure",
                        "2025-01-07T14:03:00Z",
                        "HIGH",
                    ),
                ],
            ),
        ),
        (
            "kendra_retrieve",
            {"IndexId": idx, "QueryText": "access review evidence retained where"},
            _kendra(
                "b93d0c2e-7a16-4e5f-8d24-15c6e9a0b7f3",
                [
                    (
                        "SOC 2 Evidence Index",
                        "CC6.2 access reviews: signed review exports stored in the GRC tool "
                        "under Evidence > 2024 > Q1-Q4; retained 7 years.",
                        wiki + "soc2-evidence-index",
                        "2025-02-12T09:30:00Z",
                        "MEDIUM",
                    ),
                    (
                        "Access Review Procedure",
                        "Reviewers attach the signed export to the quarterly review ticket "
                        "(project SECREV) before closing it.",
                        wiki + "access-review-procedure",
                        "2025-01-07T14:03:00Z",
                        "MEDIUM",
                    ),
                ],
            ),
        ),
    ]
    fx.run(
        "aws-retrieval",
        "aws-ok-1",
        "For our SOC 2 evidence: what is the retention period for customer backups, who "
        "approves the quarterly access reviews, and where is the review evidence kept?",
        True,
        calls,
    )

    app = "a7e3c1d9-5b2f-4e60-8f14-2c9d0b6e7a35"
    ret = "6f0e2b1d-93c4-4a7e-b5d8-0c1f2e3a4b5c"

    def q_items(rows: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
        return [
            {
                "content": c,
                "documentId": d,
                "documentTitle": t,
                "documentUri": f"https://acme.atlassian.net/wiki/spaces/SRE/pages/{d}",
                "documentAttributes": [
                    {"name": "_data_source_id", "value": {"stringValue": "confluence-sre"}}
                ],
                "scoreAttributes": {"scoreConfidence": s},
            }
            for d, t, c, s in rows
        ]

    page1 = q_items(
        [
            (
                "40211873",
                "Runbook: payments-db failover",
                "Promote the replica in us-east-2 "
                "with `rds promote-read-replica`; update the payments-db CNAME.",
                "VERY_HIGH",
            ),
            (
                "40377120",
                "Runbook: region evacuation",
                "Step 4: fail over payments-db before draining the checkout service.",
                "HIGH",
            ),
            (
                "39980455",
                "DR test 2024-Q3 report",
                "payments-db failover took 11 min 40 s; RTO target 15 min met.",
                "HIGH",
            ),
        ]
    )
    page2 = q_items(
        [
            (
                "41002318",
                "Runbook: ledger reconciliation after failover",
                "After a payments-db failover, rerun the reconciliation job for the last 2 hours.",
                "MEDIUM",
            ),
            (
                "38771046",
                "On-call handbook: databases",
                "payments-db failover is a SEV-2 action: page the DBA on call first.",
                "MEDIUM",
            ),
        ]
    )
    page3 = q_items(
        [
            (
                "40211873",
                "Runbook: payments-db failover",
                "Rollback: re-create the replica "
                "from the new primary once the old region is healthy.",
                "HIGH",
            ),
        ]
    )
    fx.run(
        "aws-retrieval",
        "aws-ok-2",
        "List every runbook or report in the SRE space that mentions the payments-db failover, "
        "with its title and what it says about it.",
        True,
        [
            (
                "qbusiness_search_relevant_content",
                {"applicationId": app, "queryText": "payments-db failover", "maxResults": 3},
                {"relevantContent": page1, "nextToken": "AYADeJx1kMtOwzAQRf9l1h4p"},
            ),
            (
                "qbusiness_search_relevant_content",
                {
                    "applicationId": app,
                    "queryText": "payments-db failover",
                    "maxResults": 3,
                    "nextToken": "AYADeJx1kMtOwzAQRf9l1h4p",
                },
                {"relevantContent": page2},
            ),
            (
                "qbusiness_search_relevant_content",
                {
                    "applicationId": app,
                    "queryText": "payments-db rollback after failover",
                    "maxResults": 3,
                },
                {"relevantContent": page3},
            ),
            (
                "qbusiness_search_relevant_content",
                {
                    "applicationId": app,
                    "queryText": "payments database promote replica",
                    "maxResults": 3,
                    "retrieverId": ret,
                },
                {"relevantContent": page1[:1]},
            ),
        ],
    )

    expired = (
        "An error occurred (ExpiredTokenException) when calling the Retrieve operation: The "
        "security token included in the request is expired"
    )
    first = _kendra(
        "3e8a1f6c-2b7d-4c09-a5e4-7d1b0c9f2a86",
        [
            (
                "Vendor Risk Standard",
                "Critical vendors are reassessed annually; high-risk vendors every six months.",
                wiki + "vendor-risk-standard",
                "2024-10-02T11:00:00Z",
                "HIGH",
            ),
        ],
    )
    qs = [
        "vendor risk reassessment frequency",
        "who signs off critical vendor assessments",
        "vendor assessment questionnaire template",
        "vendor offboarding data deletion",
        "third-party risk register owner",
    ]
    fx.run(
        "aws-retrieval",
        "aws-fail-1",
        "From the security wiki: how often are critical vendors reassessed, who signs off the "
        "assessment, which questionnaire is used, and what happens at offboarding?",
        False,
        [
            ("kendra_retrieve", {"IndexId": idx, "QueryText": q}, first if n == 0 else expired)
            for n, q in enumerate(qs)
        ],
    )


def _glean(results: list[dict[str, Any]], more: bool, cursor: str, token: str) -> str:
    return jc(
        {
            "results": results,
            "hasMoreResults": more,
            "cursor": cursor,
            "trackingToken": token,
            "requestID": token[:12],
        }
    )


def _gdoc(doc: str, title: str, src: str, author: str, created: str, snippet: str) -> dict:
    urls = {
        "gdrive": f"https://docs.google.com/document/d/{doc}/edit",
        "confluence": f"https://acme.atlassian.net/wiki/spaces/ENG/pages/{doc}",
    }
    return {
        "title": title,
        "url": urls[src],
        "snippets": [{"snippet": snippet, "ranges": []}],
        "document": {
            "id": f"{src.upper()}_{doc}",
            "datasource": src,
            "docType": "Document" if src == "gdrive" else "Page",
            "metadata": {"author": {"name": author}, "createTime": created},
        },
    }


def glean(fx: Fixture) -> None:
    page1 = [
        _gdoc(
            "1xK9vLm2Qa",
            "Ledger v2: migration design",
            "gdrive",
            "Priya Raman",
            "2024-10-14T09:12:00Z",
            "Phase 1 dual-writes journal entries to ledger v1 and v2 "
            "behind the LEDGER_V2_SHADOW flag.",
        ),
        _gdoc(
            "20419877",
            "Ledger v2 backfill plan",
            "confluence",
            "Tomás Ortega",
            "2024-11-02T15:40:00Z",
            "Backfill 2019-2024 entries in monthly batches; open "
            "question: how to handle the 2021 FX revaluation entries?",
        ),
        _gdoc(
            "1pR4tWc7Zd",
            "RFC: idempotency keys for ledger v2 writes",
            "gdrive",
            "Mei Lin",
            "2024-12-09T11:05:00Z",
            "Open question: do we scope keys per account or per tenant?",
        ),
    ]
    page2 = [
        _gdoc(
            "20577301",
            "Ledger v2 cutover runbook (draft)",
            "confluence",
            "Tomás Ortega",
            "2025-01-21T10:00:00Z",
            "Cutover window 2025-04-05 02:00-05:00 UTC; rollback is "
            "a flag flip while dual-writes are on.",
        ),
        _gdoc(
            "1aQ2sEr5Ty",
            "Ledger v2 read path: caching options",
            "gdrive",
            "Jonas Berg",
            "2025-02-03T13:30:00Z",
            "Open question: is 2 s staleness acceptable for the balances endpoint?",
        ),
    ]
    docs = {
        "1xK9vLm2Qa": "Ledger v2: migration design\nStatus: Approved (2024-10-28)\n"
        "Phases: 1 shadow dual-write, 2 backfill, 3 read switch, 4 v1 retirement.\n"
        "Open questions:\n- Do we keep v1 journal ids as external references in v2?\n"
        "- Who owns reconciliation reports during phase 2 (Finance Ops or Payments Eng)?",
        "20419877": "Ledger v2 backfill plan\nBatches: monthly, oldest first, 40k entries/min "
        "throttle.\nOpen questions:\n- How to handle the 2021 FX revaluation entries that "
        "were booked twice and reversed?\n- Can backfill run during month-end close?",
        "1aQ2sEr5Ty": "Ledger v2 read path: caching options\nOptions: A) no cache, B) 2 s TTL "
        "Redis cache, C) change-data-capture materialised view.\nOpen questions:\n- Is 2 s "
        "staleness acceptable for the balances endpoint?\n- Who pays for the CDC pipeline?",
    }
    calls: list[Call] = [
        (
            "glean_search",
            {"query": "ledger v2 migration design", "pageSize": 3},
            _glean(page1, True, "CkAKEwiBq7KZ4oSFAxUAAAAAHQAAAAAQAxgD", "TkE2RkdDZ0F3YjBF"),
        ),
        (
            "glean_search",
            {
                "query": "ledger v2 migration design",
                "pageSize": 3,
                "cursor": "CkAKEwiBq7KZ4oSFAxUAAAAAHQAAAAAQAxgD",
            },
            _glean(page2, False, "", "TkE2RkdDZ0F3YjBG"),
        ),
        (
            "glean_read_document",
            {"documentId": "GDRIVE_1xK9vLm2Qa"},
            js({"documentId": "GDRIVE_1xK9vLm2Qa", "content": docs["1xK9vLm2Qa"]}),
        ),
        (
            "glean_read_document",
            {"documentId": "CONFLUENCE_20419877"},
            js({"documentId": "CONFLUENCE_20419877", "content": docs["20419877"]}),
        ),
        (
            "glean_read_document",
            {"documentId": "GDRIVE_1aQ2sEr5Ty"},
            js({"documentId": "GDRIVE_1aQ2sEr5Ty", "content": docs["1aQ2sEr5Ty"]}),
        ),
    ]
    fx.run(
        "glean",
        "glean-ok-1",
        "Collect the design docs about the ledger v2 migration written since October and list "
        "the open questions each one still has.",
        True,
        calls,
    )

    stale = [
        _gdoc(
            "1OkR2023Aa",
            "2023 Company OKRs (archived)",
            "gdrive",
            "Dana Whitfield",
            "2023-01-09T08:00:00Z",
            "O1: Reach $40M ARR. KR1: launch self-serve checkout in Q2 2023.",
        ),
        _gdoc(
            "18800412",
            "All-hands notes, August 2023",
            "confluence",
            "Office of the CEO",
            "2023-08-31T17:00:00Z",
            "Q3 priorities recap: self-serve checkout, SOC 2 Type II kickoff.",
        ),
    ]
    qs = [
        ("Q3 2025 OKRs", "TkE3SExRZ0F3YjAx"),
        ("company objectives third quarter 2025", "TkE3SExRZ0F3YjAy"),
        ("2025 OKRs payments team key results", "TkE3SExRZ0F3YjAz"),
        ("OKR planning 2025 H2", "TkE3SExRZ0F3YjA0"),
        ("current quarter goals leadership", "TkE3SExRZ0F3YjA1"),
    ]
    fx.run(
        "glean",
        "glean-fail-1",
        "What are the company's Q3 2025 OKRs, and which key results are owned by the payments "
        "team?",
        False,
        [
            (
                "glean_search",
                {"query": q, "pageSize": 3},
                _glean(stale, True, "CkAKEwjT" + t[-4:] + "AAAAHQAAAAAQAxgD", t),
            )
            for q, t in qs
        ],
    )


def _ws(use: str, hits: list[tuple[str, str, str, str]]) -> str:
    return js(
        {
            "type": "web_search_tool_result",
            "tool_use_id": f"srvtoolu_01{use}",
            "content": [
                {
                    "type": "web_search_result",
                    "url": url,
                    "title": title,
                    "encrypted_content": enc,
                    "page_age": age,
                }
                for url, title, enc, age in hits
            ],
        }
    )


def claude_web_search(fx: Fixture) -> None:
    calls: list[Call] = [
        (
            "web_search",
            {"query": "Pixel 9a battery capacity mAh launch price"},
            _ws(
                "Xq3vB8nT2mLk7",
                [
                    (
                        "https://blog.google/products/pixel/google-pixel-9a/",
                        "Meet Pixel 9a: The Pixel experience for less",
                        "EpQGCioIAxgCIiQ0ZTRmYjE3ZC1hNDc2LTQ5YzEtOTc2Mi1kNzk1MWE1ZjdlMjc",
                        "March 19, 2025",
                    ),
                    (
                        "https://www.gsmarena.com/google_pixel_9a-13478.php",
                        "Google Pixel 9a - Full phone specifications",
                        "EqcCCioIAxgCIiQ3YmQ0ZWY5Ny0xNmE0LTQ0YTMtODg2Ni0wYzk5Nzc4ZjY1ZDE",
                        "March 20, 2025",
                    ),
                    (
                        "https://www.theverge.com/news/pixel-9a-price-release-date",
                        "Google's Pixel 9a has a bigger battery and a $499 price",
                        "EsIDCioIAxgCIiQwYzFlOGE2My0yOWM1LTQ3YjItYjNkOC01ZjQ5NjcwMmUzN2I",
                        "March 19, 2025",
                    ),
                ],
            ),
        ),
        (
            "web_search",
            {"query": "iPhone 16e battery capacity mAh"},
            _ws(
                "Hc6pR1wZ9sQa4",
                [
                    (
                        "https://www.apple.com/newsroom/2025/02/apple-debuts-iphone-16e/",
                        "Apple debuts iPhone 16e: A powerful new member of the iPhone 16 family",
                        "EuQFCioIAxgCIiRhOWQ2YzQxMi03MmI4LTRmZjUtYTBjMi0xZTRkOGE5NjNiNWE",
                        "February 19, 2025",
                    ),
                    (
                        "https://www.macrumors.com/2025/02/27/iphone-16e-battery-capacity/",
                        "iPhone 16e Battery Capacity Revealed in Regulatory Database",
                        "EpkDCioIAxgCIiRmMjc4YjBlZS05ZDNhLTQ2YzEtODFmNy0zYjU0ZTZjOGQyYTA",
                        "February 27, 2025",
                    ),
                ],
            ),
        ),
        (
            "web_search",
            {"query": "iPhone 16e US price release date"},
            _ws(
                "Mv2kE5yU8tGd1",
                [
                    (
                        "https://www.apple.com/newsroom/2025/02/apple-debuts-iphone-16e/",
                        "Apple debuts iPhone 16e: A powerful new member of the iPhone 16 family",
                        "EuQFCioIAxgCIiRhOWQ2YzQxMi03MmI4LTRmZjUtYTBjMi0xZTRkOGE5NjNiNWE",
                        "February 19, 2025",
                    ),
                    (
                        "https://www.cnet.com/tech/mobile/iphone-16e-price-availability/",
                        "iPhone 16e: $599, preorders Feb. 21, in stores Feb. 28",
                        "EqUECioIAxgCIiQ1NmUxZDdjOS1iYTQyLTQzZjAtOTY5ZS0yZDhiMTc0YTVlYzM",
                        "February 20, 2025",
                    ),
                ],
            ),
        ),
        (
            "web_search",
            {"query": "Pixel 9a availability date April 2025"},
            _ws(
                "Ty9nF4aJ6rWb3",
                [
                    (
                        "https://9to5google.com/2025/04/10/pixel-9a-available-now/",
                        "Pixel 9a is now available in the US, UK, Canada",
                        "EocDCioIAxgCIiQ4ZGFmMzE1Yi00ZTcyLTQxNmMtYjljMy1hNmU0ZjIwNzE4ZGQ",
                        "April 10, 2025",
                    ),
                ],
            ),
        ),
    ]
    fx.run(
        "claude-web-search",
        "cws-ok-1",
        "Compare the Pixel 9a and the iPhone 16e: battery capacity, US launch price and the "
        "date each went on sale.",
        True,
        calls,
    )

    def err(use: str) -> str:
        return js(
            {
                "type": "web_search_tool_result",
                "tool_use_id": f"srvtoolu_01{use}",
                "content": {
                    "type": "web_search_tool_result_error",
                    "error_code": "max_uses_exceeded",
                },
            }
        )

    first = _ws(
        "Pa8mW2cX5nRe7",
        [
            (
                "https://www.euro-ncap.com/en/results/volkswagen/id.7/",
                "Euro NCAP | Volkswagen ID.7 2023 safety rating",
                "EsYCCioIAxgCIiQ5YTdiMmQ0Zi0xYzNlLTRhNWItOGY2ZC0zZTJjMWIwYTlkOGU",
                "November 8, 2023",
            ),
        ],
    )
    qs = [
        "Volkswagen ID.7 Euro NCAP rating",
        "Tesla Model 3 Highland Euro NCAP 2024 rating",
        "Hyundai Ioniq 6 Euro NCAP stars",
        "BMW i4 Euro NCAP result",
        "Polestar 2 Euro NCAP 2022",
        "Euro NCAP electric saloons 2024 ratings list",
    ]
    uses = [
        "Pa8mW2cX5nRe7",
        "Lr4tB9vH1kZy6",
        "Dw7qN3sM8cPj2",
        "Gz5xK1fT6hVb9",
        "Uc2yJ7mR4aLe8",
        "Se9pV6wQ3nTd5",
    ]
    fx.run(
        "claude-web-search",
        "cws-fail-1",
        "Give me the Euro NCAP star rating and test year for the VW ID.7, Tesla Model 3, "
        "Hyundai Ioniq 6, BMW i4 and Polestar 2.",
        False,
        [("web_search", {"query": q}, first if n == 0 else err(uses[n])) for n, q in enumerate(qs)],
    )


def _fr(name: str, response: dict[str, Any]) -> str:
    return js({"name": name, "response": response})


def gemini(fx: Fixture) -> None:
    calls: list[Call] = [
        (
            "check_inventory",
            {"sku": "EM-4410", "store_ids": ["114", "207"]},
            _fr(
                "check_inventory",
                {
                    "result": {
                        "sku": "EM-4410",
                        "name": "Brevia Duo Espresso",
                        "stock": {"114": 3, "207": 0},
                    }
                },
            ),
        ),
        (
            "check_inventory",
            {"sku": "EM-5120", "store_ids": ["114", "207"]},
            _fr(
                "check_inventory",
                {
                    "result": {
                        "sku": "EM-5120",
                        "name": "Caffè Lume Pro",
                        "stock": {"114": 0, "207": 6},
                    }
                },
            ),
        ),
        (
            "check_inventory",
            {"sku": "EM-3302", "store_ids": ["114", "207"]},
            _fr(
                "check_inventory",
                {"error": "SKU EM-3302 is not carried at store 207", "partial": {"114": 2}},
            ),
        ),
        (
            "get_price",
            {"sku": "EM-4410"},
            _fr(
                "get_price",
                {"result": {"sku": "EM-4410", "price": 349.0, "currency": "USD", "promo": None}},
            ),
        ),
        (
            "get_price",
            {"sku": "EM-5120"},
            _fr(
                "get_price",
                {
                    "result": {
                        "sku": "EM-5120",
                        "price": 429.0,
                        "currency": "USD",
                        "promo": {"price": 379.0, "ends": "2025-03-16"},
                    }
                },
            ),
        ),
        (
            "get_price",
            {"sku": "EM-3302"},
            _fr(
                "get_price",
                {"result": {"sku": "EM-3302", "price": 289.0, "currency": "USD", "promo": None}},
            ),
        ),
        (
            "reserve_item",
            {"sku": "EM-3302", "store_id": "114", "quantity": 2},
            _fr(
                "reserve_item",
                {
                    "result": {
                        "reservation_id": "R-55821",
                        "status": "held",
                        "expires": "2025-03-12T18:00:00-05:00",
                    }
                },
            ),
        ),
    ]
    fx.run(
        "gemini",
        "gemini-ok-1",
        "Check stock and price of the Brevia Duo (EM-4410), Caffè Lume Pro (EM-5120) and "
        "Moka Basic (EM-3302) espresso machines in stores 114 and 207, then reserve two units "
        "of the cheapest one that is in stock.",
        True,
        calls,
    )


# --------------------------------------------------------------------------------------------
# Everyday consumer APIs
# --------------------------------------------------------------------------------------------


def _pa_item(asin: str, title: str, brand: str, price: str, amount: float, prime: bool) -> dict:
    return {
        "ASIN": asin,
        "DetailPageURL": f"https://www.amazon.com/dp/{asin}?tag=acmeshop-20&linkCode=ogi&th=1",
        "ItemInfo": {
            "ByLineInfo": {"Brand": {"DisplayValue": brand, "Label": "Brand"}},
            "Title": {"DisplayValue": title, "Label": "Title", "Locale": "en_US"},
        },
        "Offers": {
            "Listings": [
                {
                    "Id": f"{asin}lst",
                    "Price": {"Amount": amount, "Currency": "USD", "DisplayAmount": price},
                    "DeliveryInfo": {"IsPrimeEligible": prime},
                }
            ]
        },
    }


def shopping(fx: Fixture) -> None:
    kw = "cast iron skillet 12 inch"
    calls: list[Call] = [
        (
            "amazon_search_items",
            {"Keywords": kw, "SearchIndex": "HomeAndKitchen", "ItemPage": 1, "ItemCount": 3},
            {
                "SearchResult": {
                    "Items": [
                        _pa_item(
                            "B00006JSUB",
                            "Lodge 12 Inch Cast Iron Skillet, Pre-Seasoned",
                            "Lodge",
                            "$34.90",
                            34.9,
                            True,
                        ),
                        _pa_item(
                            "B0CJ4NDX2K",
                            "Victoria 12-Inch Cast Iron Skillet, Pre-Seasoned with Flaxseed Oil",
                            "Victoria",
                            "$39.99",
                            39.99,
                            True,
                        ),
                        _pa_item(
                            "B09V8LBQ4T",
                            "Field Company No.10 Cast Iron Skillet",
                            "Field Company",
                            "$185.00",
                            185.0,
                            False,
                        ),
                    ],
                    "SearchURL": "https://www.amazon.com/s?k=cast+iron+skillet+12+inch",
                    "TotalResultCount": 1448,
                }
            },
        ),
        (
            "amazon_search_items",
            {"Keywords": kw, "SearchIndex": "HomeAndKitchen", "ItemPage": 2, "ItemCount": 3},
            {
                "SearchResult": {
                    "Items": [
                        _pa_item(
                            "B07JR3WS6V",
                            "Utopia Kitchen 12 Inch Cast Iron Skillet, Pre-Seasoned",
                            "Utopia Kitchen",
                            "$22.99",
                            22.99,
                            True,
                        ),
                        _pa_item(
                            "B0BTX3R6MW",
                            "Amazon Basics Pre-Seasoned Cast Iron Skillet, 12 Inch",
                            "Amazon Basics",
                            "$24.39",
                            24.39,
                            True,
                        ),
                        _pa_item(
                            "B08L8Q1J6C",
                            "Smithey No. 12 Cast Iron Skillet",
                            "Smithey",
                            "$200.00",
                            200.0,
                            False,
                        ),
                    ],
                    "SearchURL": "https://www.amazon.com/s?k=cast+iron+skillet+12+inch&page=2",
                    "TotalResultCount": 1448,
                }
            },
        ),
        (
            "walmart_search",
            {"query": kw, "numItems": 3, "sort": "price", "order": "ascending"},
            jc(
                {
                    "query": kw,
                    "sort": "price",
                    "responseGroup": "base",
                    "totalResults": 212,
                    "start": 1,
                    "numItems": 3,
                    "items": [
                        {
                            "itemId": 549418221,
                            "name": "Mainstays 12 inch Cast Iron Skillet, Pre-Seasoned",
                            "salePrice": 14.97,
                            "upc": "681131287305",
                            "stock": "Available",
                            "customerRating": "4.4",
                        },
                        {
                            "itemId": 10295486,
                            "name": "Lodge Cast Iron 12 inch Skillet, L10SK3",
                            "salePrice": 29.97,
                            "upc": "075536330108",
                            "stock": "Available",
                            "customerRating": "4.8",
                        },
                        {
                            "itemId": 2095672133,
                            "name": "Ozark Trail 12 inch Cast Iron Skillet with Lid",
                            "salePrice": 19.88,
                            "upc": "681131403385",
                            "stock": "Not available",
                            "customerRating": "4.3",
                        },
                    ],
                }
            ),
        ),
        (
            "etsy_find_listings",
            {"keywords": "12 inch cast iron skillet seasoned", "max_price": 50, "limit": 3},
            jc(
                {
                    "count": 87,
                    "results": [
                        {
                            "listing_id": 1583924410,
                            "title": "Vintage Wagner Ware 12 inch Cast "
                            "Iron Skillet, restored and seasoned",
                            "state": "active",
                            "price": {"amount": 4800, "divisor": 100, "currency_code": "USD"},
                            "url": "https://www.etsy.com/listing/1583924410/",
                        },
                        {
                            "listing_id": 1720431187,
                            "title": "Griswold No. 10 skillet (11.5 in) - cleaned, seasoned",
                            "state": "active",
                            "price": {"amount": 4500, "divisor": 100, "currency_code": "USD"},
                            "url": "https://www.etsy.com/listing/1720431187/",
                        },
                        {
                            "listing_id": 1498822063,
                            "title": 'Unmarked 12" cast iron skillet, stripped, 3 coats seasoning',
                            "state": "active",
                            "price": {"amount": 3200, "divisor": 100, "currency_code": "USD"},
                            "url": "https://www.etsy.com/listing/1498822063/",
                        },
                    ],
                }
            ),
        ),
        (
            "amazon_get_items",
            {"ItemIds": ["B07JR3WS6V"], "Resources": ["Offers.Listings.Availability.Message"]},
            {
                "ItemsResult": {
                    "Items": [
                        {
                            "ASIN": "B07JR3WS6V",
                            "DetailPageURL": "https://www.amazon.com/dp/B07JR3WS6V?tag=acmeshop-20",
                            "Offers": {
                                "Listings": [
                                    {
                                        "Availability": {"Message": "In Stock", "Type": "Now"},
                                        "Price": {"DisplayAmount": "$22.99"},
                                    }
                                ]
                            },
                        }
                    ]
                }
            },
        ),
    ]
    fx.run(
        "shopping",
        "shop-ok-1",
        "Find a pre-seasoned 12-inch cast-iron skillet under $50 on Amazon, Walmart and Etsy "
        "and report the cheapest one in stock on each.",
        True,
        calls,
    )

    throttled = jc(
        {
            "__type": "com.amazon.paapi5#TooManyRequestsException",
            "Errors": [
                {
                    "Code": "TooManyRequests",
                    "Message": "The request was denied due to request throttling. Please verify "
                    "the number of requests made per second to the Amazon Product Advertising "
                    "API.",
                }
            ],
        }
    )
    kws = [
        "standing desk converter",
        "standing desk converter 32 inch",
        "sit stand desk riser",
        "desktop standing converter adjustable",
        "standing desk converter under 200",
    ]
    fx.run(
        "shopping",
        "shop-fail-1",
        "Find the three best-rated standing desk converters under $200 on Amazon with their "
        "prices.",
        False,
        [
            (
                "amazon_search_items",
                {"Keywords": k, "SearchIndex": "OfficeProducts", "ItemCount": 10},
                throttled,
            )
            for k in kws
        ],
    )


def _dd(status: str, updated: str, extra: dict[str, Any]) -> str:
    base: dict[str, Any] = {
        "external_delivery_id": "cater-5521",
        "currency": "USD",
        "delivery_status": status,
        "fee": 1275,
        "pickup_address": "2120 Mission St, San Francisco, CA 94110",
        "dropoff_address": "1 Ferry Building, San Francisco, CA 94111",
        "updated_at": updated,
        "pickup_time_estimated": "2025-03-11T18:42:00Z",
        "dropoff_time_estimated": "2025-03-11T19:05:00Z",
        "tracking_url": "https://www.doordash.com/drive/portal/track/5a8d3f2e-7b1c",
    }
    base.update(extra)
    return jc(base)


def delivery(fx: Fixture) -> None:
    quote = js(
        {
            "external_delivery_id": "cater-5521",
            "currency": "USD",
            "delivery_status": "quote",
            "fee": 1275,
            "pickup_time_estimated": "2025-03-11T18:42:00Z",
            "dropoff_time_estimated": "2025-03-11T19:05:00Z",
            "expires_at": "2025-03-11T18:25:00Z",
        }
    )
    dasher = {
        "dasher_id": 7719204,
        "dasher_name": "Marisol",
        "dasher_dropoff_phone_number": "+14155550182",
        "dasher_vehicle_make": "Toyota",
        "dasher_vehicle_model": "Prius",
    }
    polls = [
        ("created", "2025-03-11T18:20:41Z", {}),
        ("confirmed", "2025-03-11T18:22:03Z", {}),
        (
            "enroute_to_pickup",
            "2025-03-11T18:29:57Z",
            {**dasher, "dasher_location": {"lat": 37.7608, "lng": -122.4212}},
        ),
        (
            "arrived_at_pickup",
            "2025-03-11T18:41:12Z",
            {**dasher, "dasher_location": {"lat": 37.7636, "lng": -122.4192}},
        ),
        (
            "picked_up",
            "2025-03-11T18:47:30Z",
            {
                **dasher,
                "pickup_time_actual": "2025-03-11T18:47:02Z",
                "dropoff_time_estimated": "2025-03-11T19:08:00Z",
            },
        ),
        (
            "enroute_to_dropoff",
            "2025-03-11T18:55:18Z",
            {
                **dasher,
                "dasher_location": {"lat": 37.7812, "lng": -122.4059},
                "dropoff_time_estimated": "2025-03-11T19:08:00Z",
            },
        ),
        (
            "enroute_to_dropoff",
            "2025-03-11T19:01:44Z",
            {
                **dasher,
                "dasher_location": {"lat": 37.7934, "lng": -122.3961},
                "dropoff_time_estimated": "2025-03-11T19:06:00Z",
            },
        ),
        (
            "delivered",
            "2025-03-11T19:06:51Z",
            {
                **dasher,
                "dropoff_time_actual": "2025-03-11T19:06:37Z",
                "dropoff_verification_image_url": "https://doordash-static.s3.amazonaws.com/"
                "media/photo_proof/9c1e4d7a.jpeg",
            },
        ),
    ]
    calls: list[Call] = [
        (
            "doordash_create_quote",
            {
                "external_delivery_id": "cater-5521",
                "pickup_address": "2120 Mission St, San Francisco, CA 94110",
                "dropoff_address": "1 Ferry Building, San Francisco, CA",
                "order_value": 48600,
            },
            quote,
        ),
        (
            "doordash_accept_quote",
            {"external_delivery_id": "cater-5521", "tip": 800},
            _dd("created", "2025-03-11T18:20:41Z", {"tip": 800}),
        ),
    ] + [
        ("doordash_get_delivery", {"external_delivery_id": "cater-5521"}, _dd(s, u, x))
        for s, u, x in polls[1:]
    ]
    fx.run(
        "delivery",
        "dd-ok-1",
        "Send catering order #5521 from our Mission St kitchen to 1 Ferry Building via DoorDash "
        "(tip $8), and tell me when it is delivered and who delivered it.",
        True,
        calls,
    )

    def uber(status: str, extra: dict[str, Any]) -> str:
        body = {
            "request_id": "852b8fdd-4369-4659-9628-e122662ad257",
            "status": status,
            "product_id": "a1111c8c-c720-46c3-8534-2fcdd730040d",
            "shared": False,
            "surge_multiplier": 1.0,
        }
        body.update(extra)
        return js(body)

    drv = {
        "driver": {
            "name": "Tesfaye",
            "rating": 4.93,
            "phone_number": "+14155550139",
            "sms_number": "+14155550139",
        },
        "vehicle": {"make": "Hyundai", "model": "Ioniq 5", "license_plate": "9ZKP214"},
    }
    calls = [
        (
            "uber_get_estimate",
            {
                "start": "SFO Terminal 2",
                "end": "Hotel Zephyr, Fisherman's Wharf",
                "product": "UberX",
            },
            js(
                {
                    "fare": {
                        "value": 48.12,
                        "display": "$48.12",
                        "currency_code": "USD",
                        "fare_id": "d30e732b8bba22c9cdc10513ee86380087cb4a6f"
                        "89e37ad21ba2a39f3a1ba960",
                        "expires_at": 1741718400,
                    },
                    "trip": {
                        "distance_estimate": 14.6,
                        "distance_unit": "mile",
                        "duration_estimate": 1860,
                    },
                    "pickup_estimate": 4,
                }
            ),
        ),
        (
            "uber_request_ride",
            {"fare_id": "d30e732b8bba22c9", "product": "UberX"},
            uber("processing", {"eta": None, "driver": None, "vehicle": None}),
        ),
        (
            "uber_get_request",
            {"request_id": "852b8fdd-4369-4659-9628-e122662ad257"},
            uber(
                "accepted",
                {
                    "eta": 5,
                    **drv,
                    "location": {"latitude": 37.6161, "longitude": -122.3862, "bearing": 33},
                },
            ),
        ),
        (
            "uber_get_request",
            {"request_id": "852b8fdd-4369-4659-9628-e122662ad257"},
            uber(
                "arriving",
                {
                    "eta": 1,
                    **drv,
                    "location": {"latitude": 37.6150, "longitude": -122.3903, "bearing": 210},
                },
            ),
        ),
        (
            "uber_get_request",
            {"request_id": "852b8fdd-4369-4659-9628-e122662ad257"},
            uber(
                "in_progress",
                {
                    "eta": None,
                    **drv,
                    "location": {"latitude": 37.6702, "longitude": -122.3991, "bearing": 340},
                    "destination": {"eta": 24},
                },
            ),
        ),
        (
            "uber_get_request",
            {"request_id": "852b8fdd-4369-4659-9628-e122662ad257"},
            uber(
                "in_progress",
                {
                    "eta": None,
                    **drv,
                    "location": {"latitude": 37.7711, "longitude": -122.4058, "bearing": 355},
                    "destination": {"eta": 9},
                },
            ),
        ),
        (
            "uber_get_receipt",
            {"request_id": "852b8fdd-4369-4659-9628-e122662ad257"},
            js(
                {
                    "request_id": "852b8fdd-4369-4659-9628-e122662ad257",
                    "subtotal": "$44.37",
                    "total_charged": "$52.37",
                    "total_fare": "$44.37",
                    "duration": "00:31:12",
                    "distance": "14.9",
                    "distance_label": "miles",
                    "charges": [
                        {"name": "SFO Airport Surcharge", "amount": "5.50"},
                        {"name": "Booking Fee", "amount": "2.50"},
                    ],
                }
            ),
        ),
    ]
    fx.run(
        "delivery",
        "uber-ok-1",
        "Book me an UberX from SFO Terminal 2 to Hotel Zephyr, keep me posted on the driver, "
        "and give me the final fare when I arrive.",
        True,
        calls,
    )

    frozen = _dd(
        "enroute_to_dropoff",
        "2025-03-09T12:31:07Z",
        {
            "external_delivery_id": "lunch-8830",
            "dropoff_address": "500 Terry A Francois Blvd, San Francisco, CA 94158",
            "pickup_time_estimated": "2025-03-09T12:05:00Z",
            "pickup_time_actual": "2025-03-09T12:14:40Z",
            "dropoff_time_estimated": "2025-03-09T12:38:00Z",
            "dasher_id": 6620817,
            "dasher_name": "Kevin",
            "dasher_location": {"lat": 37.7725, "lng": -122.4147},
            "updated_at": "2025-03-09T12:31:07Z",
            "tracking_url": "https://www.doordash.com/drive/portal/track/0e4b9c61-2f8a",
        },
    )
    early = _dd(
        "picked_up",
        "2025-03-09T12:14:52Z",
        {
            "external_delivery_id": "lunch-8830",
            "dropoff_address": "500 Terry A Francois Blvd, San Francisco, CA 94158",
            "pickup_time_estimated": "2025-03-09T12:05:00Z",
            "pickup_time_actual": "2025-03-09T12:14:40Z",
            "dropoff_time_estimated": "2025-03-09T12:38:00Z",
            "dasher_id": 6620817,
            "dasher_name": "Kevin",
            "tracking_url": "https://www.doordash.com/drive/portal/track/0e4b9c61-2f8a",
        },
    )
    fx.run(
        "delivery",
        "dd-fail-1",
        "Our team lunch (DoorDash delivery lunch-8830) should have arrived at 12:38. Track it "
        "and tell me when it gets here or whether it is lost.",
        False,
        [("doordash_get_delivery", {"external_delivery_id": "lunch-8830"}, early)]
        + [("doordash_get_delivery", {"external_delivery_id": "lunch-8830"}, frozen)] * 6,
    )


def music(fx: Fixture) -> None:
    mbid = "f7ca0d05-8b0e-4f2a-9fb2-7b8f0bb57d3c"
    rgs = [
        ("b3a1c7f0-1d2e-4b8f-9a6c-3e5d7f9b1a2c", "The Universe Smiles Upon You", "2015-11-06"),
        ("6c2e8a4d-5f1b-4c7e-8d9a-0b3f5e7a9c1d", "Con Todo El Mundo", "2018-01-26"),
        ("9e4f1b7c-3a6d-4e2f-b8c5-1d7a9f3e5b0c", "Mordechai", "2020-06-26"),
        ("2d8b5f3e-7c1a-4f9e-a6d4-8c0e2b4f6a9d", "A La Sala", "2024-04-05"),
    ]
    calls: list[Call] = [
        (
            "lastfm_artist_get_info",
            {"artist": "Khruangbim"},
            jc({"error": 6, "message": "The artist you supplied could not be found", "links": []}),
        ),
        (
            "musicbrainz_browse_release_groups",
            {"artist": mbid, "type": "album", "limit": 25},
            js(
                {
                    "release-group-count": 4,
                    "release-group-offset": 0,
                    "release-groups": [
                        {
                            "id": i,
                            "title": t,
                            "primary-type": "Album",
                            "secondary-types": [],
                            "first-release-date": d,
                            "disambiguation": "",
                        }
                        for i, t, d in rgs
                    ],
                }
            ),
        ),
        (
            "lastfm_artist_get_top_tracks",
            {"artist": "Khruangbin", "limit": 5},
            jc(
                {
                    "toptracks": {
                        "track": [
                            {
                                "name": n,
                                "playcount": p,
                                "listeners": li,
                                "url": "https://www.last.fm/music/Khruangbin/_/"
                                + n.replace(" ", "+"),
                                "@attr": {"rank": str(r)},
                            }
                            for r, (n, p, li) in enumerate(
                                [
                                    ("Maria También", "6731904", "701233"),
                                    ("Time (You and I)", "5902217", "612480"),
                                    ("White Gloves", "4018733", "488021"),
                                    ("August 10", "3890554", "452907"),
                                    ("People Everywhere (Still Alive)", "3611086", "431550"),
                                ],
                                1,
                            )
                        ],
                        "@attr": {
                            "artist": "Khruangbin",
                            "page": "1",
                            "perPage": "5",
                            "totalPages": "74",
                            "total": "370",
                        },
                    }
                }
            ),
        ),
        (
            "discogs_search",
            {"q": "Khruangbin Con Todo El Mundo", "type": "release", "format": "Vinyl"},
            jc(
                {
                    "pagination": {"page": 1, "pages": 1, "per_page": 50, "items": 3, "urls": {}},
                    "results": [
                        {
                            "id": 11517481,
                            "type": "release",
                            "title": "Khruangbin - Con Todo El Mundo",
                            "year": "2018",
                            "country": "US",
                            "format": ["Vinyl", "LP", "Album"],
                            "label": ["Dead Oceans", "Night Time Stories"],
                            "catno": "DOC154LP",
                            "community": {"want": 5012, "have": 14877},
                        },
                        {
                            "id": 11518102,
                            "type": "release",
                            "title": "Khruangbin - Con Todo El Mundo",
                            "year": "2018",
                            "country": "UK",
                            "format": ["Vinyl", "LP", "Album", "Limited Edition", "Red"],
                            "label": ["Night Time Stories"],
                            "catno": "ALNLP54",
                            "community": {"want": 3340, "have": 4102},
                        },
                        {
                            "id": 27766310,
                            "type": "release",
                            "title": "Khruangbin - Con Todo El Mundo",
                            "year": "2023",
                            "country": "US",
                            "format": ["Vinyl", "LP", "Album", "Reissue"],
                            "label": ["Dead Oceans"],
                            "catno": "DOC154LP",
                            "community": {"want": 402, "have": 1210},
                        },
                    ],
                }
            ),
        ),
        (
            "discogs_marketplace_stats",
            {"release_id": 11517481, "curr_abbr": "USD"},
            jc(
                {
                    "lowest_price": {"currency": "USD", "value": 21.5},
                    "num_for_sale": 118,
                    "blocked_from_sale": False,
                }
            ),
        ),
        (
            "discogs_marketplace_stats",
            {"release_id": 27766310, "curr_abbr": "USD"},
            jc(
                {
                    "lowest_price": {"currency": "USD", "value": 19.99},
                    "num_for_sale": 41,
                    "blocked_from_sale": False,
                }
            ),
        ),
    ]
    fx.run(
        "music",
        "music-ok-1",
        "For the band Khruangbin (I may have misspelt it), list their studio albums with "
        "release dates, their top 5 tracks on Last.fm, and the cheapest vinyl copy of 'Con Todo "
        "El Mundo' for sale on Discogs.",
        True,
        calls,
    )


def _uci(lines: list[str], best: str) -> str:
    return "\n".join(lines + [best])


def chess(fx: Fixture) -> None:
    pgn = (
        '[Event "Rated Blitz game"]\n[Site "https://lichess.org/aB3dE9fG"]\n'
        '[Date "2025.03.08"]\n[White "tall_rook"]\n[Black "nordic_knight"]\n[Result "0-1"]\n'
        '[WhiteElo "1684"]\n[BlackElo "1711"]\n[TimeControl "180+2"]\n'
        '[Opening "Italian Game: Giuoco Pianissimo"]\n\n'
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Re1 a6 8. Bb3 Ba7 "
        "9. h3 h6 10. Nbd2 Re8 11. Nf1 Be6 12. Bc2 d5 13. exd5 Bxd5 14. Ng3 Qd6 15. Nh4 Rad8 "
        "16. Nhf5 Qd7 17. Qf3 Bxf3 18. Nxh6+ gxh6 19. gxf3 Qxh3 0-1"
    )
    fen17 = "r2qr1k1/1bp2pp1/p1n2n1p/2bpNN2/8/2PP1QNP/PPB2PP1/R1B1R1K1 w - - 0 17"
    fen18 = "3rr1k1/bpp1qpp1/p1n2n1p/5N2/8/2PP1bNP/PPB2PP1/R1B1R1K1 w - - 0 18"
    fen_alt = "3rr1k1/bpp2pp1/p1nq1n1p/3b1N2/8/2PP1QNP/PPB2PP1/R1B1R1K1 w - - 0 17"
    calls: list[Call] = [
        ("lichess_export_game", {"gameId": "aB3dE9fG", "format": "pgn"}, pgn),
        (
            "lichess_cloud_eval",
            {"fen": fen17, "multiPv": 1},
            jc(
                {
                    "fen": fen17,
                    "knodes": 25346,
                    "depth": 38,
                    "pvs": [{"moves": "f3g4 d5e6 g4f3 e6d5", "cp": -12}],
                }
            ),
        ),
        ("lichess_cloud_eval", {"fen": fen18, "multiPv": 1}, jc({"error": "Not found"})),
        (
            "stockfish_analyse",
            {"fen": fen18, "depth": 18},
            _uci(
                [
                    "info depth 1 seldepth 1 multipv 1 score cp -612 nodes 41 nps 41000 "
                    "time 1 pv g2f3",
                    "info depth 8 seldepth 11 multipv 1 score cp -655 nodes 4810 nps 1603333 "
                    "time 3 pv g2f3 d7h3 f5h6 g8h8",
                    "info depth 14 seldepth 20 multipv 1 score cp -690 nodes 182344 "
                    "nps 2279300 time 80 pv g2f3 e7e1 f3e4 e1e4",
                    "info depth 18 seldepth 26 multipv 1 score cp -704 nodes 1204881 "
                    "nps 2372206 hashfull 188 tbhits 0 time 508 pv g2f3 d7d3 c2d3 d8d3",
                ],
                "bestmove g2f3 ponder d7d3",
            ),
        ),
        (
            "stockfish_analyse",
            {"fen": fen_alt, "depth": 18},
            _uci(
                [
                    "info depth 1 seldepth 1 multipv 1 score cp 41 nodes 38 nps 38000 time 1 "
                    "pv f3g4",
                    "info depth 12 seldepth 17 multipv 1 score cp 18 nodes 90415 nps 2152738 "
                    "time 42 pv f3g4 d5e6 g4f3 e6d5",
                    "info depth 18 seldepth 24 multipv 1 score cp 9 nodes 1377020 nps 2421766 "
                    "hashfull 203 tbhits 0 time 569 pv f3e2 d6d7 c1e3 a7e3 e2e3",
                ],
                "bestmove f3e2 ponder d6d7",
            ),
        ),
    ]
    fx.run(
        "chess",
        "chess-ok-1",
        "Analyse my blitz game https://lichess.org/aB3dE9fG (I was White): find the move where "
        "I blundered and what the engine would have played instead.",
        True,
        calls,
    )

    start = _uci(
        [
            "info string NNUE evaluation using nn-1111cefa1111.nnue enabled",
            "info depth 1 seldepth 1 multipv 1 score cp 18 nodes 20 nps 20000 time 1 pv e2e4",
            "info depth 10 seldepth 13 multipv 1 score cp 31 nodes 10288 nps 1286000 time 8 "
            "pv e2e4 e7e5 g1f3 b8c6",
            "info depth 20 seldepth 27 multipv 1 score cp 29 nodes 2418770 nps 2493577 "
            "hashfull 412 tbhits 0 time 970 pv e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1",
        ],
        "bestmove e2e4 ponder e7e5",
    )
    puzzles = [
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 2 5",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "r4rk1/pp3ppp/2n5/3q4/3P4/2N2N2/PP3PPP/R2Q1RK1 b - - 1 14",
        "2r3k1/5pp1/p3p2p/1p1nP3/3P4/P4N2/1P3PPP/2R3K1 w - - 0 27",
        "8/8/4k3/8/2K5/8/3P4/8 w - - 0 1",
    ]
    fx.run(
        "chess",
        "chess-fail-1",
        "Give me Stockfish's best move and evaluation for each of these five puzzle positions "
        "from my training set.",
        False,
        [("stockfish_analyse", {"fen": f, "depth": 20}, start) for f in puzzles],
    )


def smarthome(fx: Fixture) -> None:
    def light(name: str, on: bool, bri: int, reachable: bool = True) -> dict[str, Any]:
        return {
            "state": {
                "on": on,
                "bri": bri,
                "hue": 8402,
                "sat": 140,
                "xy": [0.4573, 0.41],
                "ct": 366,
                "colormode": "ct",
                "reachable": reachable,
            },
            "type": "Extended color light",
            "name": name,
            "modelid": "LCA001",
        }

    lights = {
        "1": light("Living room floor", True, 254),
        "2": light("Living room shelf", True, 203),
        "3": light("Porch", True, 254),
        "4": light("Bedroom left", False, 120),
        "5": light("Bedroom right", False, 120),
    }
    after = {
        **lights,
        "1": light("Living room floor", True, 127),
        "2": light("Living room shelf", True, 127),
        "3": light("Porch", False, 254),
    }
    calls: list[Call] = [
        ("hue_get_lights", {}, jc(lights)),
        (
            "hue_set_light_state",
            {"light_id": "1", "state": {"on": True, "bri": 127}},
            jc(
                [
                    {"success": {"/lights/1/state/on": True}},
                    {"success": {"/lights/1/state/bri": 127}},
                ]
            ),
        ),
        (
            "hue_set_light_state",
            {"light_id": "2", "state": {"on": True, "bri": 127}},
            jc(
                [
                    {"success": {"/lights/2/state/on": True}},
                    {"success": {"/lights/2/state/bri": 127}},
                ]
            ),
        ),
        (
            "hue_set_light_state",
            {"light_id": "3", "state": {"on": False}},
            jc([{"success": {"/lights/3/state/on": False}}]),
        ),
        (
            "hue_get_scenes",
            {"group": "3"},
            jc(
                {
                    "Kj3pQ8wZ1rT5vYa": {
                        "name": "Nightlight",
                        "type": "GroupScene",
                        "group": "3",
                        "lights": ["4", "5"],
                        "recycle": False,
                        "locked": False,
                    },
                    "Xm2nB6cV9dF4gHs": {
                        "name": "Relax",
                        "type": "GroupScene",
                        "group": "3",
                        "lights": ["4", "5"],
                        "recycle": False,
                        "locked": False,
                    },
                }
            ),
        ),
        (
            "hue_activate_scene",
            {"group": "3", "scene": "Kj3pQ8wZ1rT5vYa"},
            jc([{"success": {"/groups/3/action/scene": "Kj3pQ8wZ1rT5vYa"}}]),
        ),
        (
            "hue_get_lights",
            {},
            jc(
                {**after, "4": light("Bedroom left", True, 1), "5": light("Bedroom right", True, 1)}
            ),
        ),
    ]
    fx.run(
        "smarthome",
        "hue-ok-1",
        "Dim the two living-room lamps to 50%, turn off the porch light and put the bedroom on "
        "the 'Nightlight' scene; then confirm every lamp's final state.",
        True,
        calls,
    )

    dev = {
        "front": "3f2a9c71-6b0d-4e85-a1c4-7d9e2b5f8a06",
        "garage": "b8d41e2c-09f7-4a6b-8c3d-5e1f7a9b2c40",
        "thermo": "61c7e9a3-2d4b-4f80-9e15-c3a8b0d7f2e6",
    }
    devices = {
        "items": [
            {
                "deviceId": dev["front"],
                "name": "Yale Assure Lock 2",
                "label": "Front door",
                "manufacturerName": "SmartThingsCommunity",
                "locationId": "5c03e518-1b20",
                "roomId": "a1f5",
                "components": [
                    {
                        "id": "main",
                        "capabilities": [
                            {"id": "lock", "version": 1},
                            {"id": "battery", "version": 1},
                        ],
                    }
                ],
            },
            {
                "deviceId": dev["garage"],
                "name": "Multipurpose Sensor",
                "label": "Garage door",
                "manufacturerName": "SmartThings",
                "locationId": "5c03e518-1b20",
                "roomId": "c7e2",
                "components": [
                    {
                        "id": "main",
                        "capabilities": [
                            {"id": "contactSensor", "version": 1},
                            {"id": "temperatureMeasurement", "version": 1},
                        ],
                    }
                ],
            },
            {
                "deviceId": dev["thermo"],
                "name": "ecobee Thermostat",
                "label": "Hallway thermostat",
                "manufacturerName": "SmartThings",
                "locationId": "5c03e518-1b20",
                "roomId": "d3b9",
                "components": [
                    {
                        "id": "main",
                        "capabilities": [
                            {"id": "thermostatHeatingSetpoint", "version": 1},
                            {"id": "temperatureMeasurement", "version": 1},
                        ],
                    }
                ],
            },
        ],
        "_links": {},
    }

    def status(comps: dict[str, Any]) -> str:
        return js({"components": {"main": comps}})

    calls = [
        ("smartthings_list_devices", {}, js(devices)),
        (
            "smartthings_get_device_status",
            {"deviceId": dev["front"]},
            status(
                {
                    "lock": {
                        "lock": {"value": "unlocked", "timestamp": "2025-03-11T21:48:02.114Z"}
                    },
                    "battery": {
                        "battery": {
                            "value": 71,
                            "unit": "%",
                            "timestamp": "2025-03-11T06:00:15.902Z",
                        }
                    },
                }
            ),
        ),
        (
            "smartthings_execute_command",
            {
                "deviceId": dev["front"],
                "commands": [{"component": "main", "capability": "lock", "command": "lock"}],
            },
            jc({"results": [{"id": "7a4f0c2e-93d1-4b8e-a5f6-1c2d3e4f5a6b", "status": "ACCEPTED"}]}),
        ),
        (
            "smartthings_get_device_status",
            {"deviceId": dev["front"]},
            status(
                {
                    "lock": {"lock": {"value": "locked", "timestamp": "2025-03-11T22:03:41.550Z"}},
                    "battery": {
                        "battery": {
                            "value": 71,
                            "unit": "%",
                            "timestamp": "2025-03-11T06:00:15.902Z",
                        }
                    },
                }
            ),
        ),
        (
            "smartthings_get_device_status",
            {"deviceId": dev["garage"]},
            status(
                {
                    "contactSensor": {
                        "contact": {"value": "closed", "timestamp": "2025-03-11T18:12:09.331Z"}
                    },
                    "temperatureMeasurement": {
                        "temperature": {
                            "value": 54,
                            "unit": "F",
                            "timestamp": "2025-03-11T21:55:00.010Z",
                        }
                    },
                }
            ),
        ),
        (
            "smartthings_get_device_status",
            {"deviceId": dev["thermo"]},
            status(
                {
                    "thermostatHeatingSetpoint": {
                        "heatingSetpoint": {
                            "value": 68,
                            "unit": "F",
                            "timestamp": "2025-03-11T17:00:00.447Z",
                        }
                    },
                    "temperatureMeasurement": {
                        "temperature": {
                            "value": 69,
                            "unit": "F",
                            "timestamp": "2025-03-11T22:01:12.208Z",
                        }
                    },
                }
            ),
        ),
    ]
    fx.run(
        "smarthome",
        "st-ok-1",
        "Lock the front door, tell me whether the garage door is closed, and what the hallway "
        "thermostat is set to.",
        True,
        calls,
    )

    unauth = jc([{"error": {"type": 1, "address": "/lights", "description": "unauthorized user"}}])
    unauth_groups = jc(
        [{"error": {"type": 1, "address": "/groups", "description": "unauthorized user"}}]
    )
    fx.run(
        "smarthome",
        "hue-fail-1",
        "Which Hue lights are still on downstairs? Turn them off if nobody is home.",
        False,
        [
            ("hue_get_lights", {}, unauth),
            ("hue_get_lights", {}, unauth),
            ("hue_get_groups", {}, unauth_groups),
            ("hue_get_lights", {}, unauth),
            ("hue_get_lights", {}, unauth),
            ("hue_get_lights", {}, unauth),
        ],
    )


def fitness(fx: Fixture) -> None:
    def act(i: int, name: str, day: str, km: float, secs: int, gain: float) -> dict[str, Any]:
        return {
            "name": name,
            "distance": round(km * 1000, 1),
            "moving_time": secs,
            "elapsed_time": secs + 600,
            "total_elevation_gain": gain,
            "type": "Ride",
            "sport_type": "Ride",
            "id": i,
            "start_date": f"{day}T07:12:03Z",
            "average_speed": round(km * 1000 / secs, 3),
            "kudos_count": 4,
        }

    p1 = [
        act(12984411021, "Morning Ride", "2024-12-28", 42.3, 5410, 380.0),
        act(12911873554, "Hill repeats", "2024-12-14", 61.8, 9020, 1210.0),
        act(12570318890, "Morning Ride", "2024-10-19", 112.6, 15840, 1480.0),
        act(12403377612, "Coffee loop", "2024-09-29", 35.0, 4510, 220.0),
    ]
    p2 = [
        act(11988126405, "Morning Ride", "2024-08-03", 168.2, 22860, 2310.0),
        act(11802559317, "Evening Ride", "2024-07-12", 28.4, 3720, 160.0),
        act(11650042288, "Century attempt", "2024-06-22", 101.9, 14110, 990.0),
        act(11221908716, "Morning Ride", "2024-04-27", 74.5, 10020, 640.0),
    ]
    p3 = [act(10870311952, "Morning Ride", "2024-03-09", 55.1, 7650, 510.0)]
    after = 1704067200
    before = 1735689600
    calls: list[Call] = [
        (
            "strava_list_activities",
            {"after": after, "before": before, "page": 1, "per_page": 4},
            jc(p1),
        ),
        (
            "strava_list_activities",
            {"after": after, "before": before, "page": 2, "per_page": 4},
            jc(p2),
        ),
        (
            "strava_list_activities",
            {"after": after, "before": before, "page": 3, "per_page": 4},
            jc(p3),
        ),
        (
            "strava_list_activities",
            {"after": after, "before": before, "page": 4, "per_page": 4},
            "[]",
        ),
        (
            "strava_update_activity",
            {"id": 11988126405, "name": "Gran Fondo 2024"},
            jc({"id": 11988126405, "name": "Gran Fondo 2024", "resource_state": 3}),
        ),
    ]
    fx.run(
        "fitness",
        "strava-ok-1",
        "Find all my 2024 rides longer than 100 km and rename the longest one to 'Gran Fondo "
        "2024'.",
        True,
        calls,
    )

    def sleep(day: str, mins: int, bed: int, deep: int, rem: int, eff: int) -> str:
        if mins == 0:
            return jc(
                {
                    "sleep": [],
                    "summary": {
                        "totalMinutesAsleep": 0,
                        "totalSleepRecords": 0,
                        "totalTimeInBed": 0,
                    },
                }
            )
        light_ = mins - deep - rem
        return jc(
            {
                "sleep": [
                    {
                        "dateOfSleep": day,
                        "duration": bed * 60000,
                        "efficiency": eff,
                        "isMainSleep": True,
                        "logId": 47112000000 + bed * 7 + deep,
                        "minutesAsleep": mins,
                        "minutesAwake": bed - mins,
                        "timeInBed": bed,
                        "type": "stages",
                        "startTime": f"{day}T23:14:30.000",
                        "levels": {
                            "summary": {
                                "deep": {"count": 4, "minutes": deep},
                                "light": {"count": 27, "minutes": light_},
                                "rem": {"count": 6, "minutes": rem},
                                "wake": {"count": 25, "minutes": bed - mins},
                            }
                        },
                    }
                ],
                "summary": {
                    "stages": {"deep": deep, "light": light_, "rem": rem, "wake": bed - mins},
                    "totalMinutesAsleep": mins,
                    "totalSleepRecords": 1,
                    "totalTimeInBed": bed,
                },
            }
        )

    nights = [
        ("2025-03-04", 402, 448, 71, 92, 90),
        ("2025-03-05", 377, 431, 58, 81, 88),
        ("2025-03-06", 0, 0, 0, 0, 0),
        ("2025-03-07", 441, 490, 83, 104, 91),
        ("2025-03-08", 468, 515, 90, 111, 92),
        ("2025-03-09", 355, 402, 49, 77, 88),
        ("2025-03-10", 419, 462, 76, 97, 91),
    ]
    calls = [("fitbit_get_sleep_log", {"date": n[0]}, sleep(*n)) for n in nights]
    calls.append(
        (
            "fitbit_get_heart_rate",
            {"start_date": "2025-03-04", "end_date": "2025-03-10"},
            jc(
                {
                    "activities-heart": [
                        {
                            "dateTime": d,
                            "value": {
                                "customHeartRateZones": [],
                                "heartRateZones": [],
                                "restingHeartRate": r,
                            },
                        }
                        for d, r in [
                            ("2025-03-04", 58),
                            ("2025-03-05", 59),
                            ("2025-03-06", 61),
                            ("2025-03-07", 57),
                            ("2025-03-08", 56),
                            ("2025-03-09", 60),
                            ("2025-03-10", 58),
                        ]
                    ]
                }
            ),
        )
    )
    fx.run(
        "fitness",
        "fitbit-ok-1",
        "Summarise my sleep for each of the last seven nights (4-10 March) and my resting "
        "heart rate; tell me which nights the tracker recorded nothing.",
        True,
        calls,
    )

    expired = jc(
        {
            "errors": [
                {
                    "errorType": "expired_token",
                    "message": "Access token expired: eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiIyM1BIN"
                    "kYiLCJzdWIiOiI5UTJYNFQiLCJpc3MiOiJGaXRiaXQi. Visit "
                    "https://dev.fitbit.com/docs/oauth2 for more information on the Fitbit Web "
                    "API authorization process.",
                }
            ],
            "success": False,
        }
    )
    days = ["2025-03-01", "2025-03-02", "2025-03-03", "2025-03-04", "2025-03-05"]
    fx.run(
        "fitness",
        "fitbit-fail-1",
        "How did I sleep from 1 to 5 March? Give me minutes asleep and deep sleep each night.",
        False,
        [("fitbit_get_sleep_log", {"date": d}, expired) for d in days],
    )


# --------------------------------------------------------------------------------------------
# Government, legal and finance data
# --------------------------------------------------------------------------------------------


def _efts(total: int, hits: list[tuple[str, str, str, str, str, float]]) -> str:
    return jc(
        {
            "took": 41,
            "timed_out": False,
            "hits": {
                "total": {"value": total, "relation": "eq"},
                "max_score": hits[0][5] if hits else None,
                "hits": [
                    {
                        "_index": "edgar_file",
                        "_id": f"{adsh}:{doc}",
                        "_score": score,
                        "_source": {
                            "ciks": [cik],
                            "period_ending": "2024-12-28" if "INTEL" in name else "2024-12-31",
                            "root_forms": ["10-K"],
                            "file_date": filed,
                            "form": "10-K",
                            "adsh": adsh,
                            "display_names": [name],
                            "file_type": "10-K",
                        },
                    }
                    for adsh, doc, cik, name, filed, score in hits
                ],
            },
        }
    )


def edgar(fx: Fixture) -> None:
    q = {"q": '"CHIPS Act" grant', "forms": "10-K", "startdt": "2024-01-01", "enddt": "2025-03-10"}
    hits1 = [
        (
            "0000050863-25-000009",
            "intc-20241228.htm",
            "0000050863",
            "INTEL CORP  (INTC)  (CIK 0000050863)",
            "2025-01-31",
            18.42,
        ),
        (
            "0000723125-24-000048",
            "mu-20240829.htm",
            "0000723125",
            "MICRON TECHNOLOGY INC  (MU)  (CIK 0000723125)",
            "2024-10-04",
            16.07,
        ),
        (
            "0001709048-25-000012",
            "gfs-20241231.htm",
            "0001709048",
            "GLOBALFOUNDRIES Inc.  (GFS)  (CIK 0001709048)",
            "2025-02-14",
            14.90,
        ),
    ]
    hits2 = [
        (
            "0000097476-25-000010",
            "txn-20241231.htm",
            "0000097476",
            "TEXAS INSTRUMENTS INC  (TXN)  (CIK 0000097476)",
            "2025-02-14",
            13.71,
        ),
        (
            "0000006951-24-000111",
            "amat-20241027.htm",
            "0000006951",
            "APPLIED MATERIALS INC /DE  (AMAT)  (CIK 0000006951)",
            "2024-12-13",
            9.88,
        ),
    ]
    index = jc(
        {
            "directory": {
                "item": [
                    {
                        "last-modified": "2025-01-31 16:09:21",
                        "name": "0000050863-25-000009-index-headers.html",
                        "type": "text.gif",
                        "size": "",
                    },
                    {
                        "last-modified": "2025-01-31 16:09:21",
                        "name": "intc-20241228.htm",
                        "type": "text.gif",
                        "size": "5871204",
                    },
                    {
                        "last-modified": "2025-01-31 16:09:21",
                        "name": "intc-20241228_htm.xml",
                        "type": "text.gif",
                        "size": "9322871",
                    },
                    {
                        "last-modified": "2025-01-31 16:09:21",
                        "name": "Financial_Report.xlsx",
                        "type": "text.gif",
                        "size": "412993",
                    },
                ],
                "name": "/Archives/edgar/data/50863/000005086325000009",
                "parent-dir": "/Archives/edgar/data/50863",
            }
        }
    )
    para = (
        "[intc-20241228.htm, section 'Government Incentives', 2 of 3 matches]\n"
        "In November 2024, we entered into a direct funding agreement with the US Department "
        "of Commerce under the CHIPS and Science Act for up to $7.9 billion of direct funding, "
        "subject to the achievement of certain milestones. ... As of December 28, 2024 we had "
        "received $2.2 billion of this funding, which we recognized as a reduction of property, "
        "plant and equipment."
    )
    calls: list[Call] = [
        ("edgar_full_text_search", {**q, "from": 0}, _efts(5, hits1)),
        ("edgar_full_text_search", {**q, "from": 3}, _efts(5, hits2)),
        ("edgar_get_filing_index", {"cik": "50863", "accession": "0000050863-25-000009"}, index),
        (
            "edgar_fetch_document",
            {
                "url": "https://www.sec.gov/Archives/edgar/data/50863/"
                "000005086325000009/intc-20241228.htm",
                "find": "CHIPS",
            },
            para,
        ),
    ]
    fx.run(
        "edgar",
        "edgar-ok-1",
        "Find 10-K filings since January 2024 that mention a CHIPS Act grant, list the "
        "companies with filing dates, and quote what Intel's latest 10-K says about the amount.",
        True,
        calls,
    )

    def blocked(ref: str) -> str:
        return (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN">\n<html><head>'
            "<title>SEC.gov | Request Rate Threshold Exceeded</title></head>\n<body>\n"
            "<h1>Your Request Originates from an Undeclared Automated Tool</h1>\n"
            "<p>To allow for equitable access to all users, SEC reserves the right to limit "
            "requests originating from undeclared automated tools. Your request has been "
            "identified as part of a network of automated tools outside of the acceptable "
            "policy and will be managed until action is taken to declare your traffic.</p>\n"
            "<p>Please declare your traffic by updating your user agent to include company "
            "specific information.</p>\n<p>For best practices on efficiently downloading "
            "information from SEC.gov, including the latest EDGAR filings, visit "
            '<a href="https://www.sec.gov/developer">sec.gov/developer</a>.</p>\n'
            f"<p>Reference ID: {ref}</p>\n</body></html>"
        )

    qs = [
        ('"going concern" biotech', "0.5c3d1402.1741612345.1a2b3c4d"),
        ('"substantial doubt" "going concern" pharmaceutical', "0.5c3d1402.1741612351.1a2b6e0f"),
        ('"going concern" clinical-stage', "0.5c3d1402.1741612360.1a2ba2b8"),
        ("going concern biotechnology 10-K 2024", "0.5c3d1402.1741612374.1a2c0d55"),
        ('"ability to continue as a going concern" oncology', "0.5c3d1402.1741612389.1a2c71e0"),
    ]
    fx.run(
        "edgar",
        "edgar-fail-1",
        "Which biotech companies filed a 2024 10-K with a going-concern warning? List ten with "
        "their filing dates.",
        False,
        [
            (
                "edgar_full_text_search",
                {"q": s, "forms": "10-K", "startdt": "2024-01-01"},
                blocked(r),
            )
            for s, r in qs
        ],
    )


def _fred(series: str, units: str, obs: list[tuple[str, str]]) -> str:
    return jc(
        {
            "realtime_start": "2025-03-10",
            "realtime_end": "2025-03-10",
            "observation_start": "2024-01-01",
            "observation_end": "2024-12-31",
            "units": units,
            "output_type": 1,
            "file_type": "json",
            "order_by": "observation_date",
            "sort_order": "asc",
            "count": len(obs),
            "offset": 0,
            "limit": 100000,
            "observations": [
                {
                    "realtime_start": "2025-03-10",
                    "realtime_end": "2025-03-10",
                    "date": d,
                    "value": v,
                }
                for d, v in obs
            ],
        }
    )


def fred(fx: Fixture) -> None:
    months = [f"2024-{m:02d}-01" for m in range(1, 13)]
    unrate = ["3.7", "3.9", "3.9", "3.9", "4.0", "4.1", "4.3", "4.2", "4.1", "4.1", "4.2", "4.1"]
    cpi = ["3.1", "3.2", "3.5", "3.4", "3.3", "3.0", "2.9", "2.5", "2.4", "2.6", "2.7", "2.9"]
    ff = [
        "5.33",
        "5.33",
        "5.33",
        "5.33",
        "5.33",
        "5.33",
        "5.33",
        "5.33",
        "5.13",
        "4.83",
        "4.64",
        "4.48",
    ]
    search = jc(
        {
            "realtime_start": "2025-03-10",
            "realtime_end": "2025-03-10",
            "order_by": "search_rank",
            "sort_order": "desc",
            "count": 2,
            "offset": 0,
            "limit": 2,
            "seriess": [
                {
                    "id": "FEDFUNDS",
                    "title": "Federal Funds Effective Rate",
                    "observation_start": "1954-07-01",
                    "observation_end": "2025-02-01",
                    "frequency": "Monthly",
                    "units": "Percent",
                    "seasonal_adjustment": "Not Seasonally Adjusted",
                    "popularity": 98,
                },
                {
                    "id": "DFF",
                    "title": "Federal Funds Effective Rate",
                    "observation_start": "1954-07-01",
                    "observation_end": "2025-03-07",
                    "frequency": "Daily, 7-Day",
                    "units": "Percent",
                    "seasonal_adjustment": "Not Seasonally Adjusted",
                    "popularity": 85,
                },
            ],
        }
    )
    calls: list[Call] = [
        (
            "fred_series_observations",
            {
                "series_id": "UNRATE",
                "observation_start": "2024-01-01",
                "observation_end": "2024-12-31",
            },
            _fred("UNRATE", "lin", list(zip(months, unrate, strict=True))),
        ),
        (
            "fred_series_observations",
            {
                "series_id": "CPIAUSCL",
                "units": "pc1",
                "observation_start": "2024-01-01",
                "observation_end": "2024-12-31",
            },
            jc({"error_code": 400, "error_message": "Bad Request.  The series does not exist."}),
        ),
        (
            "fred_series_observations",
            {
                "series_id": "CPIAUCSL",
                "units": "pc1",
                "observation_start": "2024-01-01",
                "observation_end": "2024-12-31",
            },
            _fred("CPIAUCSL", "pc1", list(zip(months, cpi[:11] + ["."], strict=True))),
        ),
        (
            "fred_series_search",
            {"search_text": "federal funds effective rate monthly", "limit": 2},
            search,
        ),
        (
            "fred_series_observations",
            {
                "series_id": "FEDFUNDS",
                "observation_start": "2024-01-01",
                "observation_end": "2024-12-31",
            },
            _fred("FEDFUNDS", "lin", list(zip(months, ff, strict=True))),
        ),
    ]
    fx.run(
        "fred",
        "fred-ok-1",
        "Give me chart-ready monthly data for 2024: the US unemployment rate, CPI inflation "
        "year over year, and the effective federal funds rate.",
        True,
        calls,
    )


def census(fx: Fixture) -> None:
    counties = [
        ("Baker County, Oregon", "55358", "16668", "001"),
        ("Benton County, Oregon", "76265", "95980", "003"),
        ("Clackamas County, Oregon", "95740", "421401", "005"),
        ("Clatsop County, Oregon", "66835", "41072", "007"),
        ("Deschutes County, Oregon", "82042", "200629", "017"),
        ("Jackson County, Oregon", "67994", "223240", "029"),
        ("Lane County, Oregon", "66085", "381365", "039"),
        ("Malheur County, Oregon", "51029", "31571", "045"),
        ("Marion County, Oregon", "74133", "345920", "047"),
        ("Multnomah County, Oregon", "87182", "810242", "051"),
        ("Washington County, Oregon", "102904", "600176", "067"),
        ("Wheeler County, Oregon", "47130", "1451", "069"),
    ]
    rows = [["NAME", "B19013_001E", "B01003_001E", "state", "county"]] + [
        [n, i, p, "41", c] for n, i, p, c in counties
    ]
    var = js(
        {
            "name": "B19013_001E",
            "label": "Estimate!!Median household income in the past 12 months (in 2022 "
            "inflation-adjusted dollars)",
            "concept": "Median Household Income in the Past 12 Months (in 2022 "
            "Inflation-Adjusted Dollars)",
            "predicateType": "int",
            "group": "B19013",
            "limit": 0,
            "attributes": "B19013_001EA,B19013_001M,B19013_001MA",
        }
    )
    calls: list[Call] = [
        ("census_get_variable", {"dataset": "2022/acs/acs5", "variable": "B19013_001E"}, var),
        (
            "census_query",
            {
                "dataset": "2022/acs/acs5",
                "get": "NAME,B19013_01E,B01003_001E",
                "for": "county:*",
                "in": "state:41",
            },
            "error: unknown variable 'B19013_01E'",
        ),
        (
            "census_query",
            {
                "dataset": "2022/acs/acs5",
                "get": "NAME,B19013_001E,B01003_001E",
                "for": "county:*",
                "in": "state:41",
            },
            jc(rows),
        ),
        (
            "census_query",
            {"dataset": "2022/acs/acs5", "get": "NAME,B19013_001E,B01003_001E", "for": "state:41"},
            jc(
                [
                    ["NAME", "B19013_001E", "B01003_001E", "state"],
                    ["Oregon", "76632", "4229374", "41"],
                ]
            ),
        ),
    ]
    fx.run(
        "census",
        "census-ok-1",
        "From the 2022 ACS 5-year estimates, get the median household income and population of "
        "Oregon's counties (at least the large ones and the extremes) and the statewide figure.",
        True,
        calls,
    )

    bad = "error: unknown/unsupported geography heirarchy"
    tries = [
        {"for": "tract:*", "in": "county:051"},
        {"for": "tract:*", "in": "state:41 county:051"},
        {"for": "tract:*", "in": "state:41+county:051"},
        {"for": "tract:000100,000200", "in": "county:051"},
        {"for": "tract:*", "in": "county:Multnomah"},
    ]
    fx.run(
        "census",
        "census-fail-1",
        "List the median household income of every census tract in Multnomah County, Oregon "
        "(2022 ACS 5-year) and point out the five lowest.",
        False,
        [
            ("census_query", {"dataset": "2022/acs/acs5", "get": "NAME,B19013_001E", **t}, bad)
            for t in tries
        ],
    )


def companies(fx: Fixture) -> None:
    search = jc(
        {
            "items": [
                {
                    "company_number": "09446231",
                    "title": "NORTHWIND ROBOTICS LTD",
                    "company_status": "active",
                    "company_type": "ltd",
                    "date_of_creation": "2015-02-19",
                    "address_snippet": "4th Floor, 18 Mansell Street, London, E1 8AA",
                    "kind": "searchresults#company",
                    "links": {"self": "/company/09446231"},
                },
                {
                    "company_number": "12788104",
                    "title": "NORTHWIND ROBOTICS HOLDINGS LIMITED",
                    "company_status": "active",
                    "company_type": "ltd",
                    "date_of_creation": "2020-08-03",
                    "address_snippet": "4th Floor, 18 Mansell Street, London, E1 8AA",
                    "kind": "searchresults#company",
                    "links": {"self": "/company/12788104"},
                },
            ],
            "items_per_page": 20,
            "kind": "search#companies",
            "page_number": 1,
            "start_index": 0,
            "total_results": 2,
        }
    )
    officers = jc(
        {
            "items": [
                {
                    "name": "OKAFOR, Adaeze Ngozi",
                    "officer_role": "director",
                    "appointed_on": "2015-02-19",
                    "nationality": "British",
                    "occupation": "Engineer",
                    "country_of_residence": "England",
                },
                {
                    "name": "LINDQVIST, Erik Johan",
                    "officer_role": "director",
                    "appointed_on": "2021-06-01",
                    "nationality": "Swedish",
                    "occupation": "Investor",
                    "country_of_residence": "Sweden",
                },
                {
                    "name": "HARGREAVES, Paul",
                    "officer_role": "director",
                    "appointed_on": "2016-03-10",
                    "resigned_on": "2023-11-30",
                    "nationality": "British",
                    "occupation": "Finance Director",
                },
            ],
            "active_count": 2,
            "resigned_count": 1,
            "total_results": 3,
            "kind": "officer-list",
            "items_per_page": 35,
            "start_index": 0,
        }
    )
    psc = jc(
        {
            "items": [
                {
                    "kind": "corporate-entity-person-with-significant-control",
                    "name": "NORTHWIND ROBOTICS HOLDINGS LIMITED",
                    "notified_on": "2020-09-14",
                    "natures_of_control": [
                        "ownership-of-shares-75-to-100-percent",
                        "voting-rights-75-to-100-percent",
                    ],
                    "identification": {
                        "registration_number": "12788104",
                        "place_registered": "Companies House",
                        "country_registered": "England",
                    },
                }
            ],
            "active_count": 1,
            "ceased_count": 0,
            "total_results": 1,
        }
    )
    gleif = jc(
        {
            "meta": {
                "pagination": {
                    "currentPage": 1,
                    "perPage": 10,
                    "from": 1,
                    "to": 1,
                    "total": 1,
                    "lastPage": 1,
                }
            },
            "data": [
                {
                    "type": "lei-records",
                    "id": "213800QX4N7RBC9W1E65",
                    "attributes": {
                        "lei": "213800QX4N7RBC9W1E65",
                        "entity": {
                            "legalName": {"name": "NORTHWIND ROBOTICS LTD", "language": "en"},
                            "legalAddress": {
                                "addressLines": ["18 Mansell Street"],
                                "city": "London",
                                "country": "GB",
                                "postalCode": "E1 8AA",
                            },
                            "registeredAs": "09446231",
                            "jurisdiction": "GB",
                            "legalForm": {"id": "H0PO"},
                            "status": "ACTIVE",
                        },
                        "registration": {
                            "initialRegistrationDate": "2019-05-21T09:14:03Z",
                            "lastUpdateDate": "2024-05-02T07:20:11Z",
                            "status": "LAPSED",
                            "nextRenewalDate": "2024-05-21T09:14:03Z",
                            "managingLou": "213800WAVVOPS85N2205",
                        },
                    },
                }
            ],
        }
    )
    oc_ie = jc(
        {
            "api_version": "0.4",
            "results": {
                "companies": [
                    {
                        "company": {
                            "name": "NORTHWIND ROBOTICS IRELAND LIMITED",
                            "company_number": "701244",
                            "jurisdiction_code": "ie",
                            "incorporation_date": "2021-10-12",
                            "dissolution_date": None,
                            "company_type": "LTD - Private Company Limited by Shares",
                            "current_status": "Normal",
                            "opencorporates_url": "https://opencorporates.com/companies/ie/701244",
                        }
                    }
                ],
                "page": 1,
                "per_page": 30,
                "total_pages": 1,
                "total_count": 1,
            },
        }
    )
    oc_nl = jc(
        {
            "api_version": "0.4",
            "results": {
                "companies": [],
                "page": 1,
                "per_page": 30,
                "total_pages": 0,
                "total_count": 0,
            },
        }
    )
    calls: list[Call] = [
        ("companies_house_search", {"q": "Northwind Robotics"}, search),
        ("companies_house_get_officers", {"company_number": "09446231"}, officers),
        ("companies_house_get_psc", {"company_number": "09446231"}, psc),
        ("gleif_lei_search", {"filter[entity.registeredAs]": "09446231"}, gleif),
        ("opencorporates_search", {"q": "Northwind Robotics", "jurisdiction_code": "ie"}, oc_ie),
        ("opencorporates_search", {"q": "Northwind Robotics", "jurisdiction_code": "nl"}, oc_nl),
    ]
    fx.run(
        "companies",
        "kyc-ok-1",
        "KYC check on our new supplier Northwind Robotics Ltd (UK): company number, status, "
        "current directors, who controls it, whether its LEI is current, and whether it has "
        "registered entities in Ireland or the Netherlands.",
        True,
        calls,
    )


def eurlex(fx: Fixture) -> None:
    def results(hits: list[tuple[str, str, str]], total: int) -> str:
        body = "".join(
            f"<result><reference>eng_cellar:{ref}_en</reference><rank>{n}</rank><content>"
            f"<NOTICE><WORK><ID_CELEX><VALUE>{celex}</VALUE></ID_CELEX>"
            f"<EXPRESSION_TITLE><VALUE>{title}</VALUE></EXPRESSION_TITLE></WORK></NOTICE>"
            "</content></result>"
            for n, (ref, celex, title) in enumerate(hits, 1)
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://www.w3.org/2003/'
            '05/soap-envelope"><S:Body><searchResults xmlns="http://eur-lex.europa.eu/search">'
            f"<numhits>{len(hits)}</numhits><totalhits>{total}</totalhits><page>1</page>"
            f"<language>en</language>{body}</searchResults></S:Body></S:Envelope>"
        )

    art17 = (
        "Regulation (EU) 2016/679 (General Data Protection Regulation)\nArticle 17\n"
        "Right to erasure ('right to be forgotten')\n1. The data subject shall have the right "
        "to obtain from the controller the erasure of personal data concerning him or her "
        "without undue delay and the controller shall have the obligation to erase personal "
        "data without undue delay where one of the following grounds applies:\n(a) the "
        "personal data are no longer necessary in relation to the purposes for which they were "
        "collected or otherwise processed;\n(b) the data subject withdraws consent on which "
        "the processing is based according to point (a) of Article 6(1), or point (a) of "
        "Article 9(2), and where there is no other legal ground for the processing;\n(c) ..."
    )
    dsa33 = (
        "Regulation (EU) 2022/2065 (Digital Services Act)\nArticle 33\nVery large online "
        "platforms and very large online search engines\n1. This Section shall apply to online "
        "platforms and online search engines which have a number of average monthly active "
        "recipients of the service in the Union equal to or higher than 45 million, and which "
        "are designated as very large online platforms or very large online search engines "
        "pursuant to paragraph 4.\n2. The Commission shall adopt delegated acts in accordance "
        "with Article 87 to adjust the number of average monthly active recipients ..."
    )
    calls: list[Call] = [
        (
            "eurlex_search",
            {"expert_query": "DN = 32016R0679", "page_size": 5},
            results(
                [
                    (
                        "3e485e15-11bd-11e6-ba9a-01aa75ed71a1",
                        "32016R0679",
                        "Regulation (EU) 2016/679 of the European Parliament and of the Council of "
                        "27 April 2016 on the protection of natural persons with regard to the "
                        "processing of personal data ...",
                    )
                ],
                1,
            ),
        ),
        ("eurlex_get_document", {"celex": "32016R0679", "article": "17"}, art17),
        ("eurlex_get_document", {"celex": "32022R2065", "article": "33"}, dsa33),
        (
            "eurlex_search",
            {"expert_query": "AMENDS = 32022R2065 AND FM = REG", "page_size": 5},
            results([], 0),
        ),
        (
            "eurlex_search",
            {"expert_query": "BASE_ACT = 32022R2065 AND DTS = 3", "page_size": 5},
            results(
                [
                    (
                        "8c0b61f2-3a55-11ef-b441-01aa75ed71a1",
                        "32024R0436",
                        "Commission Delegated Regulation (EU) 2024/436 of 20 October 2023 "
                        "supplementing Regulation (EU) 2022/2065 by laying down rules on the "
                        "performance of audits for very large online platforms ...",
                    )
                ],
                1,
            ),
        ),
    ]
    fx.run(
        "eurlex",
        "eurlex-ok-1",
        "Quote paragraph 1 of GDPR Article 17, give the user threshold in Article 33 of the "
        "Digital Services Act, and tell me whether any regulation has amended the DSA (say so "
        "if none has) and which delegated acts supplement it.",
        True,
        calls,
    )


def _tax(status: str, income: int, std: int, tax: float, marginal: float) -> str:
    taxable = income - std
    return js(
        {
            "tax_year": 2024,
            "filing_status": status,
            "gross_income": income,
            "standard_deduction": std,
            "taxable_income": taxable,
            "federal_income_tax": tax,
            "effective_rate": round(tax / income, 4),
            "marginal_rate": marginal,
        }
    )


def tax(fx: Fixture) -> None:
    red_cross = js(
        {
            "ein": "53-0196605",
            "name": "AMERICAN NATIONAL RED CROSS",
            "city": "WASHINGTON",
            "state": "DC",
            "country": "United States",
            "deductibility_status": "PC",
            "pub78_eligible": True,
            "revocation": None,
        }
    )
    calls: list[Call] = [
        (
            "tax_calculate_federal",
            {"year": 2024, "filing_status": "single", "income": 85000},
            _tax("single", 85000, 14600, 10541.0, 0.22),
        ),
        (
            "tax_calculate_federal",
            {"year": 2024, "filing_status": "single", "income": 120000},
            _tax("single", 120000, 14600, 18338.5, 0.24),
        ),
        (
            "tax_calculate_federal",
            {"year": 2024, "filing_status": "married_joint", "income": 160000},
            _tax("married_joint", 160000, 29200, 18882.0, 0.22),
        ),
        (
            "tax_calculate_federal",
            {"year": 2024, "filing_status": "head_of_household", "income": 62000},
            _tax("head_of_household", 62000, 21900, 4481.0, 0.12),
        ),
        ("irs_eo_lookup", {"ein": "53-0196605"}, red_cross),
        (
            "irs_eo_lookup",
            {"ein": "88-1234567"},
            js(
                {
                    "ein": "88-1234567",
                    "results": [],
                    "message": "No results found for EIN "
                    "88-1234567 in Publication 78 data or the Auto-Revocation List.",
                }
            ),
        ),
    ]
    fx.run(
        "tax",
        "tax-ok-1",
        "Estimate 2024 federal income tax with the standard deduction for four clients: single "
        "$85k, single $120k, married filing jointly $160k, head of household $62k. Also check "
        "that EINs 53-0196605 and 88-1234567 are eligible charities (flag any that is not).",
        True,
        calls,
    )

    same = _tax("single", 85000, 14600, 10541.0, 0.22)
    asks = [
        ("single", 85000),
        ("single", 47000),
        ("married_joint", 210000),
        ("head_of_household", 95000),
        ("married_separate", 130000),
    ]
    fx.run(
        "tax",
        "tax-fail-1",
        "Compute 2024 federal income tax (standard deduction) for these five households so I "
        "can compare: single $85k, single $47k, married filing jointly $210k, head of household "
        "$95k, married filing separately $130k.",
        False,
        [
            ("tax_calculate_federal", {"year": 2024, "filing_status": s, "income": i}, same)
            for s, i in asks
        ],
    )


# --------------------------------------------------------------------------------------------
# Health and science lookups
# --------------------------------------------------------------------------------------------

_NLM = (
    "It is not the intention of NLM to provide specific medical advice, but rather to provide "
    "users with information to better understand their health and their medications. NLM urges "
    "you to consult with a qualified physician for advice about medications."
)


def rxnav(fx: Fixture) -> None:
    def related(rxcui: str, name: str, scd: list[tuple[str, str]]) -> str:
        return jc(
            {
                "relatedGroup": {
                    "rxcui": rxcui,
                    "termType": ["SCD"],
                    "conceptGroup": [
                        {
                            "tty": "SCD",
                            "conceptProperties": [
                                {
                                    "rxcui": c,
                                    "name": n,
                                    "synonym": "",
                                    "tty": "SCD",
                                    "language": "ENG",
                                    "suppress": "N",
                                    "umlscui": "",
                                }
                                for c, n in scd
                            ],
                        }
                    ],
                }
            }
        )

    def ndcs(rxcui: str, ndc: str, label: str) -> str:
        return jc(
            {
                "ndcPropertyList": {
                    "ndcProperty": [
                        {
                            "ndcItem": ndc.replace("-", "").zfill(11),
                            "ndc9": ndc[:-3],
                            "ndc10": ndc,
                            "rxcui": rxcui,
                            "splSetIdItem": "c6e131fe-e7df-4876",
                            "packagingList": {"packaging": [f"30 TABLET in 1 BOTTLE ({ndc})"]},
                            "propertyConceptList": {
                                "propertyConcept": [
                                    {"propName": "LABELER", "propValue": label},
                                    {"propName": "MARKETING_STATUS", "propValue": "ANDA"},
                                ]
                            },
                        }
                    ]
                }
            }
        )

    calls: list[Call] = [
        (
            "rxnav_find_rxcui",
            {"name": "atorvastatin"},
            jc({"idGroup": {"name": "atorvastatin", "rxnormId": ["83367"]}}),
        ),
        (
            "rxnav_get_related",
            {"rxcui": "83367", "tty": "SCD"},
            related(
                "83367",
                "atorvastatin",
                [
                    ("617310", "atorvastatin 20 MG Oral Tablet"),
                    ("617312", "atorvastatin 10 MG Oral Tablet"),
                    ("617311", "atorvastatin 40 MG Oral Tablet"),
                    ("259255", "atorvastatin 80 MG Oral Tablet"),
                ],
            ),
        ),
        ("rxnav_find_rxcui", {"name": "metfromin"}, jc({"idGroup": {"name": "metfromin"}})),
        (
            "rxnav_approximate_term",
            {"term": "metfromin 500", "maxEntries": 3},
            jc(
                {
                    "approximateGroup": {
                        "inputTerm": "metfromin 500",
                        "candidate": [
                            {
                                "rxcui": "861007",
                                "rxaui": "3293417",
                                "score": "8.59",
                                "rank": "1",
                                "name": "metformin hydrochloride 500 MG Oral Tablet",
                                "source": "RXNORM",
                            },
                            {
                                "rxcui": "860975",
                                "rxaui": "3293409",
                                "score": "8.59",
                                "rank": "1",
                                "name": "24 HR metformin hydrochloride 500 MG Extended Release "
                                "Oral Tablet",
                                "source": "RXNORM",
                            },
                        ],
                    }
                }
            ),
        ),
        (
            "rxnav_find_rxcui",
            {"name": "lisinopril 10 MG Oral Tablet"},
            jc({"idGroup": {"name": "lisinopril 10 MG Oral Tablet", "rxnormId": ["314076"]}}),
        ),
        (
            "rxnav_ndc_properties",
            {"id": "617310"},
            ndcs("617310", "0378-3952-77", "Mylan Pharmaceuticals Inc."),
        ),
        (
            "rxnav_ndc_properties",
            {"id": "861007"},
            ndcs("861007", "0093-1048-01", "Teva Pharmaceuticals USA, Inc."),
        ),
        (
            "rxnav_ndc_properties",
            {"id": "314076"},
            ndcs("314076", "68180-513-01", "Lupin Pharmaceuticals, Inc."),
        ),
    ]
    fx.run(
        "rxnav",
        "rxnav-ok-1",
        "For my med list (atorvastatin 20 mg, metfromin 500 mg, lisinopril 10 mg tablets) give "
        "the RxNorm RxCUI of each generic clinical drug and one NDC for each.",
        True,
        calls,
    )

    pairs = [
        ("11289", "1191"),
        ("11289", "7646"),
        ("36567", "1191"),
        ("41493", "7646"),
        ("11289", "32968"),
    ]
    fx.run(
        "rxnav",
        "rxnav-fail-1",
        "Check my father's medications for interactions: warfarin with aspirin, warfarin with "
        "omeprazole, simvastatin with aspirin, meloxicam with omeprazole, warfarin with "
        "clopidogrel.",
        False,
        [
            (
                "rxnav_interaction_list",
                {"rxcuis": f"{a}+{b}"},
                jc({"nlmDisclaimer": _NLM, "userInput": {"sources": [""], "rxcuis": [a, b]}}),
            )
            for a, b in pairs
        ],
    )


def medical_codes(fx: Fixture) -> None:
    def icd(total: int, rows: list[tuple[str, str]]) -> str:
        return jc([total, [c for c, _ in rows], None, [[c, n] for c, n in rows]])

    def snomed(items: list[tuple[str, str, str]], total: int) -> str:
        return jc(
            {
                "items": [
                    {
                        "conceptId": c,
                        "active": True,
                        "definitionStatus": "FULLY_DEFINED",
                        "moduleId": "900000000000207008",
                        "fsn": {"term": f, "lang": "en"},
                        "pt": {"term": p, "lang": "en"},
                        "id": c,
                    }
                    for c, f, p in items
                ],
                "total": total,
                "limit": 3,
                "offset": 0,
                "searchAfter": "WzEuMCwiNDQwNTQwMDYiXQ==",
                "searchAfterArray": [1.0, items[0][0]] if items else [],
            }
        )

    calls: list[Call] = [
        (
            "icd10cm_search",
            {"terms": "type 2 diabetes hyperglycemia", "maxList": 5},
            icd(1, [("E11.65", "Type 2 diabetes mellitus with hyperglycemia")]),
        ),
        (
            "icd10cm_search",
            {"terms": "essential hypertension", "maxList": 5},
            icd(1, [("I10", "Essential (primary) hypertension")]),
        ),
        (
            "icd10cm_search",
            {"terms": "chronic kidney disease stage 3a", "maxList": 5},
            icd(1, [("N18.31", "Chronic kidney disease, stage 3a")]),
        ),
        (
            "icd10cm_search",
            {"terms": "comunity acquired pneumonia", "maxList": 5},
            jc([0, [], None, []]),
        ),
        (
            "icd10cm_search",
            {"terms": "pneumonia unspecified organism", "maxList": 5},
            icd(
                3,
                [
                    ("J18.9", "Pneumonia, unspecified organism"),
                    ("J18.1", "Lobar pneumonia, unspecified organism"),
                    ("J18.8", "Other pneumonia, unspecified organism"),
                ],
            ),
        ),
        (
            "snomed_search",
            {"term": "type 2 diabetes mellitus", "activeFilter": True, "limit": 3},
            snomed(
                [
                    ("44054006", "Diabetes mellitus type 2 (disorder)", "Type 2 diabetes mellitus"),
                    (
                        "421750000",
                        "Ketoacidosis in type II diabetes mellitus (disorder)",
                        "Ketoacidosis due to type 2 diabetes mellitus",
                    ),
                ],
                312,
            ),
        ),
        (
            "snomed_search",
            {"term": "essential hypertension", "activeFilter": True, "limit": 3},
            snomed(
                [("59621000", "Essential hypertension (disorder)", "Essential hypertension")], 18
            ),
        ),
        (
            "snomed_search",
            {"term": "community acquired pneumonia", "activeFilter": True, "limit": 3},
            snomed(
                [
                    (
                        "385093006",
                        "Community acquired pneumonia (disorder)",
                        "Community acquired pneumonia",
                    )
                ],
                9,
            ),
        ),
    ]
    fx.run(
        "medical-codes",
        "codes-ok-1",
        "Code these discharge diagnoses in ICD-10-CM and SNOMED CT: type 2 diabetes with "
        "hyperglycemia, essential hypertension, CKD stage 3a, community-acquired pneumonia "
        "(organism not identified).",
        True,
        calls,
    )


def _quake(eid: str, mag: float, place: str, ms: int, alert: str | None, lonlatdep: list) -> dict:
    return {
        "type": "Feature",
        "properties": {
            "mag": mag,
            "place": place,
            "time": ms,
            "updated": ms + 5_400_000,
            "tz": None,
            "url": f"https://earthquake.usgs.gov/earthquakes/eventpage/{eid}",
            "detail": f"https://earthquake.usgs.gov/fdsnws/event/1/query?eventid={eid}"
            "&format=geojson",
            "felt": 41,
            "cdi": 4.1,
            "mmi": 4.9,
            "alert": alert,
            "status": "reviewed",
            "tsunami": 0,
            "sig": int(mag * 110),
            "net": "us",
            "code": eid[2:],
            "nst": 88,
            "dmin": 1.92,
            "rms": 0.71,
            "gap": 41,
            "magType": "mww",
            "type": "earthquake",
            "title": f"M {mag} - {place}",
        },
        "geometry": {"type": "Point", "coordinates": lonlatdep},
        "id": eid,
    }


def _fc(url: str, feats: list[dict]) -> str:
    return jc(
        {
            "type": "FeatureCollection",
            "metadata": {
                "generated": 1741680133000,
                "url": url,
                "title": "USGS Earthquakes",
                "status": 200,
                "api": "1.14.1",
                "count": len(feats),
            },
            "features": feats,
        }
    )


def usgs(fx: Fixture) -> None:
    base = "https://earthquake.usgs.gov/fdsnws/event/1/query?format=geojson"
    ca = (
        base + "&starttime=2025-02-01&endtime=2025-03-01&minmagnitude=6&minlatitude=32.5"
        "&maxlatitude=42&minlongitude=-124.5&maxlongitude=-114"
    )
    jp = (
        base + "&starttime=2025-03-03&endtime=2025-03-10&minmagnitude=4.5&minlatitude=30"
        "&maxlatitude=46&minlongitude=128&maxlongitude=146&orderby=magnitude"
    )
    calls: list[Call] = [
        (
            "usgs_earthquake_query",
            {
                "starttime": "2025-02-01",
                "endtime": "2025-03-01",
                "minmagnitude": 6,
                "region": "California",
            },
            _fc(ca, []),
        ),
        (
            "usgs_earthquake_count",
            {
                "starttime": "2024-01-01",
                "endtime": "2025-01-01",
                "minmagnitude": 5,
                "region": "Alaska",
            },
            jc({"count": 37, "maxAllowed": 20000}),
        ),
        (
            "usgs_earthquake_query",
            {
                "starttime": "2025-03-03",
                "endtime": "2025-03-10",
                "minmagnitude": 4.5,
                "region": "Japan",
                "orderby": "magnitude",
            },
            _fc(
                jp,
                [
                    _quake(
                        "us7000pabc",
                        5.8,
                        "47 km E of Miyako, Japan",
                        1741231872400,
                        "green",
                        [142.4873, 39.6412, 35.2],
                    ),
                    _quake(
                        "us7000pa9x",
                        4.9,
                        "98 km SSE of Ishigaki, Japan",
                        1741098011230,
                        None,
                        [124.6031, 23.5528, 22.9],
                    ),
                    _quake(
                        "us7000pb02",
                        4.6,
                        "14 km NW of Wajima, Japan",
                        1741402210870,
                        None,
                        [136.8015, 37.4917, 10.0],
                    ),
                ],
            ),
        ),
        (
            "usgs_event_detail",
            {"eventid": "us7000pabc"},
            jc(
                {
                    "type": "Feature",
                    "id": "us7000pabc",
                    "properties": {
                        "mag": 5.8,
                        "place": "47 km E of Miyako, Japan",
                        "time": 1741231872400,
                        "alert": "green",
                        "tsunami": 0,
                        "felt": 41,
                        "mmi": 4.9,
                        "products": {
                            "losspager": [
                                {"properties": {"alertlevel": "green", "maxmmi": "4.94"}}
                            ],
                            "moment-tensor": [
                                {
                                    "properties": {
                                        "derived-magnitude": "5.81",
                                        "derived-depth": "35.2",
                                        "fault-plane-1-strike": "193",
                                    }
                                }
                            ],
                        },
                    },
                    "geometry": {"type": "Point", "coordinates": [142.4873, 39.6412, 35.2]},
                }
            ),
        ),
    ]
    fx.run(
        "usgs",
        "usgs-ok-1",
        "Earthquake briefing: was there any M6+ quake in California in February 2025 (say so "
        "if none), how many M5+ quakes hit Alaska in 2024, and details of the largest quake "
        "near Japan in the week of 3 March 2025.",
        True,
        calls,
    )


def _horizons(target: str, code: str, rows: list[str], extra: str = "") -> str:
    text = (
        "*******************************************************************************\n"
        f" Revised: July 31, 2013             {target:<24}  {code}\n"
        "Ephemeris / API_USER Tue Mar 11 14:02:17 2025 Pasadena, USA      / Horizons\n"
        f"Target body name: {target} ({code})          {{source: DE441}}\n"
        "Center body name: Earth (399)                     {source: DE441}\n"
        "Center-site name: Greenwich\n"
        "*******************************************************************************\n"
        "Start time      : A.D. 2025-Mar-15 21:00:00.0000 UT\n"
        "Stop  time      : A.D. 2025-Mar-15 23:00:00.0000 UT\n"
        "Step-size       : 60 minutes\n"
        f"{extra}"
        " Date__(UT)__HR:MN     R.A._____(ICRF)_____DEC    APmag   S-brt\n"
        "**************************************************************\n"
        "$$SOE\n" + "\n".join(rows) + "\n$$EOE\n"
        "**************************************************************\n"
    )
    return jc({"signature": {"version": "1.2", "source": "NASA/JPL Horizons API"}, "result": text})


def horizons(fx: Fixture) -> None:
    mars = [
        " 2025-Mar-15 21:00 *m  07 23 13.44 +25 58 41.2   0.261   4.867",
        " 2025-Mar-15 22:00 *m  07 23 14.92 +25 58 37.0   0.261   4.867",
        " 2025-Mar-15 23:00 *m  07 23 16.41 +25 58 32.6   0.262   4.867",
    ]
    jup = [
        " 2025-Mar-15 21:00 *m  04 51 27.63 +22 13 04.9  -2.110   5.374",
        " 2025-Mar-15 22:00 *m  04 51 29.28 +22 13 07.5  -2.110   5.374",
        " 2025-Mar-15 23:00 *m  04 51 30.94 +22 13 10.2  -2.110   5.374",
    ]
    io_ = [
        " 2025-Mar-15 21:00 *m  04 51 20.71 +22 12 42.3   5.443   3.880",
        " 2025-Mar-15 22:00 *m  04 51 21.66 +22 12 43.9   5.443   3.880",
        " 2025-Mar-15 23:00 *m  04 51 22.63 +22 12 45.6   5.443   3.880",
    ]
    multiple = js(
        {
            "signature": {"version": "1.2", "source": "NASA/JPL Horizons API"},
            "result": 'Multiple major-bodies match string "IO*"\n\n  ID#      Name          '
            "                     Designation  IAU/aliases/other\n  -------  -------------"
            "---------------------- -----------  -------------------\n      501  Io         "
            "                                     JI\n    55068  S/2003 J 20 (Iocaste?)      "
            "                              \n\n   Number of matches =   2. Use ID# to make "
            "unique selection.\n",
        }
    )
    args = {
        "START_TIME": "2025-03-15 21:00",
        "STOP_TIME": "2025-03-15 23:00",
        "STEP_SIZE": "1h",
        "CENTER": "coord@399",
        "SITE_COORD": "0,51.4769,0.046",
        "QUANTITIES": "1,9",
    }
    calls: list[Call] = [
        ("horizons_ephemeris", {"COMMAND": "499", **args}, _horizons("Mars", "499", mars)),
        ("horizons_ephemeris", {"COMMAND": "599", **args}, _horizons("Jupiter", "599", jup)),
        ("horizons_ephemeris", {"COMMAND": "Io", **args}, multiple),
        ("horizons_ephemeris", {"COMMAND": "501", **args}, _horizons("Io", "501", io_)),
    ]
    fx.run(
        "horizons",
        "horizons-ok-1",
        "Give me the RA/Dec and apparent magnitude of Mars, Jupiter and Io from Greenwich at "
        "21:00 UT on 15 March 2025.",
        True,
        calls,
    )

    asks = ["699", "299", "199", "799", "899"]
    fx.run(
        "horizons",
        "horizons-fail-1",
        "For my observing night (Greenwich, 15 March 2025, 21:00-23:00 UT), list RA/Dec and "
        "magnitude of Saturn, Venus, Mercury, Uranus and Neptune.",
        False,
        [
            ("horizons_ephemeris", {"COMMAND": c, **args}, _horizons("Mars", "499", mars))
            for c in asks
        ],
    )


def nasa(fx: Fixture) -> None:
    def neo(
        nid: str, name: str, d_m: tuple[float, float], haz: bool, date: str, km: str, kps: str
    ) -> dict[str, Any]:
        return {
            "id": nid,
            "neo_reference_id": nid,
            "name": name,
            "absolute_magnitude_h": 24.1,
            "estimated_diameter": {
                "meters": {"estimated_diameter_min": d_m[0], "estimated_diameter_max": d_m[1]}
            },
            "is_potentially_hazardous_asteroid": haz,
            "close_approach_data": [
                {
                    "close_approach_date": date,
                    "relative_velocity": {"kilometers_per_second": kps},
                    "miss_distance": {"kilometers": km, "lunar": str(round(float(km) / 384400, 4))},
                    "orbiting_body": "Earth",
                }
            ],
            "is_sentry_object": False,
        }

    feed = js(
        {
            "links": {
                "self": "http://api.nasa.gov/neo/rest/v1/feed?start_date=2025-03-10&"
                "end_date=2025-03-12&detailed=false&api_key=DEMO_KEY"
            },
            "element_count": 4,
            "near_earth_objects": {
                "2025-03-10": [
                    neo(
                        "54519873",
                        "(2025 DZ3)",
                        (18.1, 40.6),
                        False,
                        "2025-03-10",
                        "1204871.4",
                        "9.12",
                    )
                ],
                "2025-03-11": [
                    neo(
                        "3732851",
                        "(2015 TB145)",
                        (480.0, 1073.3),
                        True,
                        "2025-03-11",
                        "32511240.7",
                        "35.01",
                    ),
                    neo(
                        "54520402",
                        "(2025 EA1)",
                        (9.6, 21.5),
                        False,
                        "2025-03-11",
                        "402377.9",
                        "7.64",
                    ),
                ],
                "2025-03-12": [
                    neo(
                        "2523668",
                        "523668 (2010 VB1)",
                        (290.2, 649.0),
                        True,
                        "2025-03-12",
                        "7104466.2",
                        "18.55",
                    )
                ],
            },
        }
    )
    calls: list[Call] = [
        ("nasa_neows_feed", {"start_date": "2025-03-10", "end_date": "2025-03-12"}, feed),
        (
            "nasa_neo_lookup",
            {"asteroid_id": "54520402"},
            js(
                {
                    "id": "54520402",
                    "name": "(2025 EA1)",
                    "designation": "2025 EA1",
                    "nasa_jpl_url": "https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=54520402",
                    "orbital_data": {
                        "orbit_id": "4",
                        "first_observation_date": "2025-03-02",
                        "observations_used": "58",
                        "orbit_uncertainty": "6",
                        "eccentricity": ".3291",
                        "orbit_class": {"orbit_class_type": "APO"},
                    },
                    "is_potentially_hazardous_asteroid": False,
                }
            ),
        ),
        (
            "nasa_neo_lookup",
            {"asteroid_id": "2523668"},
            js(
                {
                    "id": "2523668",
                    "name": "523668 (2010 VB1)",
                    "designation": "523668",
                    "orbital_data": {
                        "orbit_id": "87",
                        "first_observation_date": "2010-11-02",
                        "observations_used": "412",
                        "orbit_uncertainty": "0",
                        "minimum_orbit_intersection": ".0321",
                        "orbit_class": {"orbit_class_type": "APO"},
                    },
                    "is_potentially_hazardous_asteroid": True,
                }
            ),
        ),
        (
            "nasa_apod",
            {"date": "2025-03-11"},
            js(
                {
                    "copyright": "Dan Bartlett",
                    "date": "2025-03-11",
                    "explanation": "What's that "
                    "streak in the sky? Not a meteor: the Moon's shadow ...",
                    "media_type": "image",
                    "service_version": "v1",
                    "title": "Shadow Bands on a Winter Morning",
                    "url": "https://apod.nasa.gov/apod/image/2503/ShadowBands_Bartlett_1080.jpg",
                }
            ),
        ),
    ]
    fx.run(
        "nasa",
        "nasa-ok-1",
        "Which near-Earth objects pass closest to Earth between 10 and 12 March 2025, and is "
        "any flagged potentially hazardous? Give details of the closest one and of any "
        "hazardous one, and today's APOD title.",
        True,
        calls,
    )


def biodiversity(fx: Fixture) -> None:
    match = jc(
        {
            "usageKey": 7196584,
            "scientificName": "Neomonachus schauinslandi (Matschie, 1905)",
            "canonicalName": "Neomonachus schauinslandi",
            "rank": "SPECIES",
            "status": "ACCEPTED",
            "confidence": 99,
            "matchType": "EXACT",
            "kingdom": "Animalia",
            "family": "Phocidae",
            "genus": "Neomonachus",
            "synonym": False,
        }
    )
    facets = jc(
        {
            "offset": 0,
            "limit": 0,
            "endOfRecords": False,
            "count": 4131,
            "results": [],
            "facets": [
                {
                    "field": "YEAR",
                    "counts": [
                        {"name": "2023", "count": 612},
                        {"name": "2022", "count": 577},
                        {"name": "2024", "count": 498},
                        {"name": "2021", "count": 455},
                        {"name": "2019", "count": 301},
                        {"name": "2020", "count": 288},
                    ],
                }
            ],
        }
    )

    def occ(offset: int, rows: list[tuple[int, str, float, float, str]], end: bool) -> str:
        return jc(
            {
                "offset": offset,
                "limit": 3,
                "endOfRecords": end,
                "count": 7,
                "results": [
                    {
                        "key": k,
                        "datasetKey": "50c9509d-22c7-4a22-a47d-8c48425ef4a7",
                        "scientificName": "Neomonachus schauinslandi (Matschie, 1905)",
                        "decimalLatitude": lat,
                        "decimalLongitude": lon,
                        "eventDate": d,
                        "basisOfRecord": "HUMAN_OBSERVATION",
                        "countryCode": "US",
                        "stateProvince": "Hawaii",
                        "recordedBy": rb,
                    }
                    for k, d, lat, lon, rb in rows
                ],
                "facets": [],
            }
        )

    p0 = occ(
        0,
        [
            (4512998013, "2025-01-04T10:12", 21.2769, -157.8302, "kaimana_walks"),
            (4507730119, "2024-12-28T15:40", 22.2203, -159.4031, "hanalei_surf"),
            (4498811020, "2024-12-19T08:05", 21.9121, -159.6019, "noio"),
        ],
        False,
    )
    p3 = occ(
        3,
        [
            (4490160044, "2024-12-07T07:55", 20.6302, -156.4440, "makena_reef"),
            (4471023301, "2024-11-22T16:20", 19.8921, -155.8867, "kona_diver"),
            (4463328878, "2024-11-10T09:31", 21.6412, -158.0611, "pupukea"),
        ],
        False,
    )
    p6 = occ(6, [(4450019322, "2024-10-30T12:02", 22.0410, -159.3352, "lydgate")], True)
    q = {
        "taxonKey": 7196584,
        "hasCoordinate": True,
        "country": "US",
        "eventDate": "2024-10-01,2025-01-31",
        "limit": 3,
    }
    inat = jc(
        {
            "total_results": 88,
            "page": 1,
            "per_page": 3,
            "results": [
                {
                    "id": 263114871,
                    "quality_grade": "research",
                    "observed_on": "2025-03-08",
                    "place_guess": "Kaimana Beach, Honolulu, HI, USA",
                    "taxon": {
                        "id": 1280302,
                        "name": "Neomonachus schauinslandi",
                        "preferred_common_name": "Hawaiian Monk Seal",
                        "rank": "species",
                    },
                    "user": {"login": "kaimana_walks"},
                },
                {
                    "id": 262990514,
                    "quality_grade": "research",
                    "observed_on": "2025-03-06",
                    "place_guess": "Poipu Beach Park, Kauai, HI, USA",
                    "taxon": {
                        "id": 1280302,
                        "name": "Neomonachus schauinslandi",
                        "preferred_common_name": "Hawaiian Monk Seal",
                        "rank": "species",
                    },
                    "user": {"login": "noio"},
                },
                {
                    "id": 262705330,
                    "quality_grade": "research",
                    "observed_on": "2025-03-02",
                    "place_guess": "Makapuu, Oahu, HI, USA",
                    "taxon": {
                        "id": 1280302,
                        "name": "Neomonachus schauinslandi",
                        "preferred_common_name": "Hawaiian Monk Seal",
                        "rank": "species",
                    },
                    "user": {"login": "makapuu_lookout"},
                },
            ],
        }
    )
    calls: list[Call] = [
        ("gbif_species_match", {"name": "Neomonachus schauinslandi"}, match),
        (
            "gbif_occurrence_search",
            {"taxonKey": 7196584, "hasCoordinate": True, "limit": 0, "facet": "year"},
            facets,
        ),
        ("gbif_occurrence_search", {**q, "offset": 0}, p0),
        ("gbif_occurrence_search", {**q, "offset": 3}, p3),
        ("gbif_occurrence_search", {**q, "offset": 6}, p6),
        (
            "inaturalist_observations",
            {
                "taxon_name": "Neomonachus schauinslandi",
                "quality_grade": "research",
                "order_by": "observed_on",
                "per_page": 3,
            },
            inat,
        ),
    ]
    fx.run(
        "biodiversity",
        "gbif-ok-1",
        "For the Hawaiian monk seal: GBIF occurrence counts with coordinates by year (top "
        "years), every georeferenced US record from October 2024 to January 2025, and the "
        "three latest research-grade iNaturalist sightings.",
        True,
        calls,
    )

    def inat_page(n: int) -> str:
        return jc(
            {
                "total_results": 143,
                "page": 1,
                "per_page": 3,
                "results": [
                    {
                        "id": i,
                        "quality_grade": "research",
                        "observed_on": d,
                        "place_guess": p,
                        "taxon": {
                            "id": 64710,
                            "name": "Ascaphus truei",
                            "preferred_common_name": "Coastal Tailed Frog",
                            "rank": "species",
                        },
                        "user": {"login": u},
                    }
                    for i, d, p, u in [
                        (241187730, "2024-10-12", "Lincoln County, OR, USA", "mossy_creek"),
                        (238004921, "2024-09-21", "Lane County, OR, USA", "herp_hiker"),
                        (233310054, "2024-08-30", "Benton County, OR, USA", "marys_peak"),
                    ]
                ],
            }
        )

    fx.run(
        "biodiversity",
        "inat-fail-1",
        "List every research-grade iNaturalist observation of the coastal tailed frog in "
        "Oregon in 2024, with date and county.",
        False,
        [
            (
                "inaturalist_observations",
                {
                    "taxon_name": "Ascaphus truei",
                    "place_id": 10,
                    "year": 2024,
                    "quality_grade": "research",
                    "per_page": 3,
                    "page": p,
                },
                inat_page(p),
            )
            for p in range(1, 6)
        ],
    )


# --------------------------------------------------------------------------------------------
# Voice and chat agents' back office
# --------------------------------------------------------------------------------------------


def voice_calls(fx: Fixture) -> None:
    def call_summary(cid: str, num: str, name: str, started: str, reason: str, cost: float):
        return {
            "id": cid,
            "type": "outboundPhoneCall",
            "status": "ended",
            "endedReason": reason,
            "customer": {"number": num, "name": name},
            "startedAt": started,
            "cost": cost,
        }

    page1 = [
        call_summary(
            "9f1e2d3c-0001",
            "+15035550141",
            "Ruth Alvarez",
            "2025-03-10T16:02:11Z",
            "customer-ended-call",
            0.21,
        ),
        call_summary(
            "9f1e2d3c-0002", "+15035550187", "Dennis Cho", "2025-03-10T16:05:40Z", "voicemail", 0.06
        ),
        call_summary(
            "9f1e2d3c-0003",
            "+15035550112",
            "Amara Nwosu",
            "2025-03-10T16:09:02Z",
            "assistant-ended-call",
            0.33,
        ),
    ]
    page2 = [
        call_summary(
            "9f1e2d3c-0004",
            "+15035550166",
            "Gus Pettersen",
            "2025-03-10T16:14:27Z",
            "customer-ended-call",
            0.18,
        ),
        call_summary(
            "9f1e2d3c-0005",
            "+15035550199",
            "Lena Hoffmann",
            "2025-03-10T16:18:55Z",
            "customer-did-not-answer",
            0.01,
        ),
    ]

    def detail(base: dict[str, Any], transcript: str, summary: str, resched: bool) -> str:
        return js(
            {
                **base,
                "endedAt": base["startedAt"][:-4] + "59Z",
                "transcript": transcript,
                "summary": summary,
                "analysis": {"summary": summary, "structuredData": {"wants_reschedule": resched}},
            }
        )

    calls: list[Call] = [
        ("vapi_list_calls", {"createdAtGe": "2025-03-10T00:00:00Z", "limit": 3}, js(page1)),
        (
            "vapi_list_calls",
            {
                "createdAtGe": "2025-03-10T00:00:00Z",
                "limit": 3,
                "createdAtGt": "2025-03-10T16:09:02Z",
            },
            js(page2),
        ),
        (
            "vapi_get_call",
            {"id": "9f1e2d3c-0001"},
            detail(
                page1[0],
                "AI: Hi Ruth, this is Maple Dental reminding you of your cleaning on "
                "Thursday at 9 AM.\nUser: Oh, I can't make Thursday. Could we do next week?\n"
                "AI: I'll ask the front desk to call you with options for next week.\nUser: "
                "Great, thanks.",
                "Patient asked to move Thursday 9 AM cleaning to next week.",
                True,
            ),
        ),
        (
            "vapi_get_call",
            {"id": "9f1e2d3c-0003"},
            detail(
                page1[2],
                "AI: Hi Amara, this is Maple Dental about your crown fitting on "
                "Wednesday at 2 PM.\nUser: Yes, I'll be there. Do I need to fast?\nAI: No "
                "fasting is needed for a crown fitting.\nUser: Perfect.",
                "Patient confirmed Wednesday 2 PM crown fitting.",
                False,
            ),
        ),
        (
            "vapi_get_call",
            {"id": "9f1e2d3c-0004"},
            detail(
                page2[0],
                "AI: Hi Gus, this is Maple Dental reminding you about Friday at "
                "11.\nUser: Friday's bad, my kid's got a recital. Anything Monday?\nAI: I'll "
                "note that you'd like Monday and the team will confirm.\nUser: OK.",
                "Patient asked to move Friday 11 AM to Monday.",
                True,
            ),
        ),
        (
            "vapi_get_call",
            {"id": "9f1e2d3c-0002"},
            detail(
                page1[1],
                "AI: Hi Dennis, this is Maple Dental ...\n[voicemail greeting "
                "detected; message left]",
                "Voicemail left.",
                False,
            ),
        ),
    ]
    fx.run(
        "voice-calls",
        "vapi-ok-1",
        "Review yesterday's outbound appointment-reminder calls: which patients asked to "
        "reschedule, and who could not be reached?",
        True,
        calls,
    )

    def retell(status: str, extra: dict[str, Any]) -> str:
        body = {
            "call_id": "Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6",
            "agent_id": "oBeDLoLOeuAbiuaMFXRtDOLriTJ5tSxD",
            "call_type": "phone_call",
            "from_number": "+14157774444",
            "to_number": "+12137774445",
            "direction": "outbound",
            "call_status": status,
        }
        body.update(extra)
        return js(body)

    t1 = (
        "Agent: Hello, I'm calling from Acme Bakery about tomorrow's flour delivery.\n"
        "User: Hi, yes, this is Ridgeway Mills dispatch."
    )
    t2 = (
        t1 + "\nAgent: Could you confirm the delivery window for order 5530?\nUser: Let me "
        "check... it's on the truck for 6 to 8 AM."
    )
    t3 = (
        t2 + "\nAgent: And is it the full 40 bags?\nUser: 38, two are back-ordered until "
        "Friday.\nAgent: Thank you, I'll let them know."
    )
    calls = [
        (
            "retell_create_phone_call",
            {
                "from_number": "+14157774444",
                "to_number": "+12137774445",
                "retell_llm_dynamic_variables": {"order": "5530"},
            },
            retell("registered", {"start_timestamp": None}),
        ),
        (
            "retell_get_call",
            {"call_id": "Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6"},
            retell("ongoing", {"start_timestamp": 1741710061123, "transcript": t1}),
        ),
        (
            "retell_get_call",
            {"call_id": "Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6"},
            retell("ongoing", {"start_timestamp": 1741710061123, "transcript": t2}),
        ),
        (
            "retell_get_call",
            {"call_id": "Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6"},
            retell(
                "ended",
                {
                    "start_timestamp": 1741710061123,
                    "end_timestamp": 1741710149870,
                    "disconnection_reason": "agent_hangup",
                    "transcript": t3,
                    "call_analysis": {
                        "call_summary": "Supplier confirmed order 5530 "
                        "for 6-8 AM tomorrow; 38 of 40 bags, 2 back-ordered "
                        "until Friday.",
                        "user_sentiment": "Neutral",
                        "call_successful": True,
                        "in_voicemail": False,
                    },
                },
            ),
        ),
    ]
    fx.run(
        "voice-calls",
        "retell-ok-1",
        "Call Ridgeway Mills dispatch to confirm the delivery window for flour order 5530 "
        "and tell me what they said.",
        True,
        calls,
    )


def sms(fx: Fixture) -> None:
    def msg(mid: str, to: str, status: str, carrier: str, errors: list | None = None) -> str:
        return jc(
            {
                "data": {
                    "record_type": "message",
                    "direction": "outbound",
                    "id": mid,
                    "type": "SMS",
                    "from": {
                        "phone_number": "+13125550100",
                        "carrier": "Telnyx",
                        "line_type": "VoIP",
                    },
                    "to": [
                        {
                            "phone_number": to,
                            "status": status,
                            "carrier": carrier,
                            "line_type": "Wireless" if carrier != "AT&T Landline" else "Wireline",
                        }
                    ],
                    "text": "OUTAGE: East DC cooling alarm, bridge https://meet.acme.io/oc",
                    "parts": 1,
                    "cost": {"amount": "0.0040", "currency": "USD"},
                    "errors": errors or [],
                }
            }
        )

    techs = [
        ("+13125550141", "T-Mobile USA", "40318f2b-1a67-4c33-9d02-6f5e87a0c101"),
        ("+13125550172", "Verizon Wireless", "40318f2b-1a67-4c33-9d02-6f5e87a0c102"),
        ("+13125550109", "AT&T Landline", "40318f2b-1a67-4c33-9d02-6f5e87a0c103"),
    ]
    calls: list[Call] = [
        (
            "telnyx_send_message",
            {"to": t, "text": "OUTAGE: East DC cooling alarm"},
            msg(i, t, "queued", c),
        )
        for t, c, i in techs
    ]
    calls += [
        (
            "telnyx_get_message",
            {"id": techs[0][2]},
            msg(techs[0][2], techs[0][0], "delivered", techs[0][1]),
        ),
        (
            "telnyx_get_message",
            {"id": techs[1][2]},
            msg(techs[1][2], techs[1][0], "delivered", techs[1][1]),
        ),
        (
            "telnyx_get_message",
            {"id": techs[2][2]},
            msg(
                techs[2][2],
                techs[2][0],
                "delivery_failed",
                techs[2][1],
                [
                    {
                        "code": "40008",
                        "title": "Undeliverable",
                        "detail": "The destination number is a landline and cannot receive SMS.",
                    }
                ],
            ),
        ),
    ]
    fx.run(
        "sms",
        "sms-ok-1",
        "Text the three on-call technicians the cooling-alarm outage notice and confirm which "
        "ones received it.",
        True,
        calls,
    )


def scheduling(fx: Fixture) -> None:
    et = "https://api.calendly.com/event_types/AAAAA3DVLZXHYM2Q"

    def slots(times: list[str]) -> str:
        return jc(
            {
                "collection": [
                    {
                        "status": "available",
                        "invitees_remaining": 1,
                        "start_time": t,
                        "scheduling_url": "https://calendly.com/jordan-acme/30min/"
                        + t[:16].replace(":", "-")
                        + "?month=2025-03",
                    }
                    for t in times
                ]
            }
        )

    calls: list[Call] = [
        (
            "calendly_list_event_types",
            {"user": "https://api.calendly.com/users/FBHHUQ2TW"},
            jc(
                {
                    "collection": [
                        {
                            "uri": et,
                            "name": "30 Minute Meeting",
                            "duration": 30,
                            "active": True,
                            "slug": "30min",
                            "kind": "solo",
                        },
                        {
                            "uri": "https://api.calendly.com/event_types/GBGBDCAADAEDCRZ2",
                            "name": "Product demo (60 min)",
                            "duration": 60,
                            "active": True,
                            "slug": "demo",
                            "kind": "solo",
                        },
                    ],
                    "pagination": {"count": 2, "next_page": None},
                }
            ),
        ),
        (
            "calendly_available_times",
            {
                "event_type": et,
                "start_time": "2025-03-12T00:00:00Z",
                "end_time": "2025-03-19T00:00:00Z",
            },
            slots(
                [
                    "2025-03-13T16:00:00.000000Z",
                    "2025-03-13T16:30:00.000000Z",
                    "2025-03-14T21:00:00.000000Z",
                ]
            ),
        ),
        (
            "calendly_available_times",
            {
                "event_type": et,
                "start_time": "2025-03-19T00:00:00Z",
                "end_time": "2025-03-26T00:00:00Z",
            },
            jc({"collection": []}),
        ),
        (
            "calendly_available_times",
            {
                "event_type": et,
                "start_time": "2025-03-26T00:00:00Z",
                "end_time": "2025-04-02T00:00:00Z",
            },
            slots(
                [
                    "2025-03-26T15:00:00.000000Z",
                    "2025-03-27T17:30:00.000000Z",
                    "2025-03-28T16:00:00.000000Z",
                    "2025-03-28T16:30:00.000000Z",
                ]
            ),
        ),
        (
            "calendly_list_scheduled_events",
            {
                "user": "https://api.calendly.com/users/FBHHUQ2TW",
                "min_start_time": "2025-03-19T00:00:00Z",
                "max_start_time": "2025-03-26T00:00:00Z",
            },
            jc(
                {
                    "collection": [
                        {
                            "uri": "https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ9",
                            "name": "OOO - Lisbon offsite",
                            "status": "active",
                            "start_time": "2025-03-19T08:00:00.000000Z",
                            "end_time": "2025-03-25T18:00:00.000000Z",
                            "event_type": None,
                            "location": {"type": "custom", "location": "Lisbon"},
                        }
                    ],
                    "pagination": {"count": 1, "next_page": None},
                }
            ),
        ),
    ]
    fx.run(
        "scheduling",
        "calendly-ok-1",
        "When can I get 30 minutes with Jordan over the next three weeks? List the open slots "
        "week by week and tell me why any week has none.",
        True,
        calls,
    )

    def cal_slots(days: dict[str, list[str]]) -> str:
        return js(
            {"status": "success", "data": {d: [{"start": s} for s in v] for d, v in days.items()}}
        )

    calls = [
        (
            "cal_get_slots",
            {
                "eventTypeId": 1184290,
                "start": "2025-03-17",
                "end": "2025-03-18",
                "timeZone": "Europe/Berlin",
            },
            cal_slots(
                {
                    "2025-03-17": [
                        "2025-03-17T09:00:00.000+01:00",
                        "2025-03-17T10:30:00.000+01:00",
                    ],
                    "2025-03-18": ["2025-03-18T14:00:00.000+01:00"],
                }
            ),
        ),
        (
            "cal_get_slots",
            {
                "eventTypeId": 1184290,
                "start": "2025-03-19",
                "end": "2025-03-19",
                "timeZone": "Europe/Berlin",
            },
            cal_slots(
                {
                    "2025-03-19": [
                        "2025-03-19T09:00:00.000+01:00",
                        "2025-03-19T09:30:00.000+01:00",
                        "2025-03-19T16:00:00.000+01:00",
                    ]
                }
            ),
        ),
        (
            "cal_create_booking",
            {
                "eventTypeId": 1184290,
                "start": "2025-03-19T08:00:00Z",
                "attendee": {
                    "name": "Lukas Brandt",
                    "email": "lukas.brandt@example.de",
                    "timeZone": "Europe/Berlin",
                },
            },
            js(
                {
                    "status": "success",
                    "data": {
                        "id": 5527310,
                        "uid": "kVq3bT9sWe2mXr7A",
                        "title": "Onboarding call between Acme and Lukas Brandt",
                        "status": "accepted",
                        "start": "2025-03-19T08:00:00.000Z",
                        "end": "2025-03-19T08:30:00.000Z",
                    },
                }
            ),
        ),
        (
            "cal_get_booking",
            {"uid": "kVq3bT9sWe2mXr7A"},
            js(
                {
                    "status": "success",
                    "data": {
                        "id": 5527310,
                        "uid": "kVq3bT9sWe2mXr7A",
                        "status": "accepted",
                        "start": "2025-03-19T08:00:00.000Z",
                        "meetingUrl": "https://app.cal.com/video/kVq3bT9sWe2mXr7A",
                        "attendees": [
                            {"name": "Lukas Brandt", "timeZone": "Europe/Berlin", "absent": False}
                        ],
                    },
                }
            ),
        ),
    ]
    fx.run(
        "scheduling",
        "cal-ok-1",
        "Book Lukas Brandt (Berlin) into the earliest morning onboarding slot on or after "
        "19 March and send me the meeting link.",
        True,
        calls,
    )

    days = [
        ("2025-03-24", "2025-03-24"),
        ("2025-03-25", "2025-03-25"),
        ("2025-03-24", "2025-03-28"),
        ("2025-03-31", "2025-04-04"),
        ("2025-04-07", "2025-04-11"),
    ]
    fx.run(
        "scheduling",
        "cal-fail-1",
        "Find a 45-minute slot with our solutions engineer for a customer demo in the next "
        "three weeks, in New York afternoon hours.",
        False,
        [
            (
                "cal_get_slots",
                {"eventTypeId": 1190455, "start": a, "end": b, "timeZone": "America/New_York"},
                js({"status": "success", "data": {}}),
            )
            for a, b in days
        ],
    )


def _front(inbox: str, convs: list[tuple[str, str, str, str]], token: str | None) -> str:
    nxt = (
        None
        if token is None
        else f"https://api2.frontapp.com/inboxes/{inbox}/conversations?limit=3&page_token={token}"
    )
    return jc(
        {
            "_pagination": {"next": nxt},
            "_links": {"self": f"https://api2.frontapp.com/inboxes/{inbox}/conversations"},
            "_results": [
                {
                    "id": cid,
                    "subject": subj,
                    "status": "unassigned",
                    "recipient": {"handle": who, "role": "from"},
                    "tags": [],
                    "last_message": {"blurb": blurb},
                }
                for cid, subj, who, blurb in convs
            ],
        }
    )


def tickets(fx: Fixture) -> None:
    convs = [
        (
            "cnv_1a2b01",
            "Charged twice for March",
            "li.wei@example.com",
            "I see two charges of $49 on my card, please refund one.",
        ),
        (
            "cnv_1a2b02",
            "Invoice address change",
            "ops@harbor.example",
            "Please put our new VAT number on future invoices.",
        ),
        (
            "cnv_1a2b03",
            "Cancel and refund annual plan",
            "mkowalski@example.pl",
            "We signed up by mistake yesterday, can we get our money back?",
        ),
        (
            "cnv_1a2b04",
            "Receipt for February",
            "ap@lumen.example",
            "Could you resend February's receipt?",
        ),
        (
            "cnv_1a2b05",
            "Refund request - downgraded plan",
            "sara@tidepool.example",
            "We downgraded mid-cycle, is the difference refunded?",
        ),
        (
            "cnv_1a2b06",
            "Card declined",
            "ben@oakfield.example",
            "My card keeps getting declined at checkout.",
        ),
        (
            "cnv_1a2b07",
            "Tax exemption certificate",
            "finance@northgate.example",
            "Attached is our exemption certificate for Texas.",
        ),
        (
            "cnv_1a2b08",
            "Money back?",
            "j.ortiz@example.mx",
            "The export feature doesn't work for us, I want my money back.",
        ),
        (
            "cnv_1a2b09",
            "Wrong currency on invoice",
            "hello@brightfox.example",
            "We were billed in USD but our contract is in EUR.",
        ),
        (
            "cnv_1a2b10",
            "Partial refund for outage",
            "it@meridian.example",
            "Given last week's 9-hour outage we'd like a credit or partial refund.",
        ),
        (
            "cnv_1a2b11",
            "Update billing email",
            "admin@copperline.example",
            "Please send invoices to ap@copperline.example from now on.",
        ),
        (
            "cnv_1a2b12",
            "Annual to monthly switch",
            "kim@solace.example",
            "Can we switch to monthly at renewal?",
        ),
        (
            "cnv_1a2b13",
            "Chargeback notice?",
            "dana@quillworks.example",
            "Our bank says you disputed a refund - what's going on?",
        ),
        (
            "cnv_1a2b14",
            "Refund not received",
            "p.nair@example.in",
            "You approved my refund 10 days ago but I don't see it.",
        ),
    ]
    pages = [convs[i : i + 3] for i in range(0, len(convs), 3)]
    tokens = ["eyJvIjozfQ", "eyJvIjo2fQ", "eyJvIjo5fQ", "eyJvIjoxMn0", None]
    refund = {"cnv_1a2b01", "cnv_1a2b03", "cnv_1a2b05", "cnv_1a2b08", "cnv_1a2b10"}
    messages = {
        "cnv_1a2b09": [
            (
                "hello@brightfox.example",
                "We were billed in USD but our contract "
                "is in EUR. Please reissue the invoice in EUR; no refund needed, we "
                "have not paid it yet.",
            )
        ],
        "cnv_1a2b14": [
            ("p.nair@example.in", "You approved my refund 10 days ago but I don't see it."),
            (
                "billing@acme.example",
                "Refund of $120 issued on 28 Feb, "
                "reference re_3Ok2Lm. Banks take 5-10 business days.",
            ),
        ],
    }
    calls: list[Call] = []
    prev: str | None = None
    for page, token in zip(pages, tokens, strict=True):
        args: dict[str, Any] = {"inbox_id": "inb_4k2", "status": "unassigned", "limit": 3}
        if prev is not None:
            args["page_token"] = prev
        calls.append(("front_list_conversations", args, _front("inb_4k2", page, token)))
        for cid, *_ in page:
            if cid in messages:
                calls.append(
                    (
                        "front_list_conversation_messages",
                        {"conversation_id": cid},
                        jc(
                            {
                                "_pagination": {"next": None},
                                "_results": [
                                    {
                                        "id": f"msg_{cid[-4:]}{n}",
                                        "type": "email",
                                        "is_inbound": "@acme" not in who,
                                        "author": None,
                                        "recipients": [{"handle": who, "role": "from"}],
                                        "body": body,
                                    }
                                    for n, (who, body) in enumerate(messages[cid])
                                ],
                            }
                        ),
                    )
                )
            if cid in refund or cid == "cnv_1a2b14":
                calls.append(
                    (
                        "front_add_conversation_tag",
                        {"conversation_id": cid, "tag_ids": ["tag_3f9a"]},
                        "",
                    )
                )
        prev = token
    tagged = [c for c in convs if c[0] in refund or c[0] == "cnv_1a2b14"]
    calls.append(
        (
            "front_search_conversations",
            {"query": "inbox:inb_4k2 tag:tag_3f9a is:unassigned"},
            jc(
                {
                    "_pagination": {"next": None},
                    "_total": len(tagged),
                    "_results": [
                        {
                            "id": c,
                            "subject": subj,
                            "status": "unassigned",
                            "tags": [{"id": "tag_3f9a", "name": "refund"}],
                        }
                        for c, subj, *_ in tagged
                    ],
                }
            ),
        )
    )
    fx.run(
        "tickets",
        "front-ok-1",
        "Go through all unassigned conversations in the Billing inbox, tag the refund requests "
        "with 'refund' (read the thread when the subject is unclear), and tell me how many "
        "there were.",
        True,
        calls,
    )

    first = pages[0]
    fail_calls: list[Call] = [
        (
            "front_list_conversations",
            {"inbox_id": "inb_7q1", "status": "unassigned", "limit": 3},
            _front("inb_7q1", first, "eyJvIjozfQ"),
        )
    ]
    for _ in range(4):
        fail_calls.append(
            (
                "front_list_conversations",
                {
                    "inbox_id": "inb_7q1",
                    "status": "unassigned",
                    "limit": 3,
                    "page_token": "eyJvIjozfQ",
                },
                _front("inb_7q1", first, "eyJvIjozfQ"),
            )
        )
    fx.run(
        "tickets",
        "front-fail-1",
        "Export the subjects of all unassigned conversations in the Support inbox (there are "
        "about 30) so I can triage them.",
        False,
        fail_calls,
    )


def _hs_search(items: list[tuple[str, str, str]]) -> str:
    return jc(
        {
            "articles": {
                "page": 1,
                "pages": 1 if items else 0,
                "count": len(items),
                "items": [
                    {
                        "id": aid,
                        "collectionId": "5f3a9c1e2b7d4e0012ab34cd",
                        "status": "published",
                        "hasDraft": False,
                        "name": name,
                        "preview": preview,
                        "url": f"https://help.lumenapp.example/article/{aid[-4:]}-"
                        + name.lower().replace(" ", "-").strip("?"),
                        "docsUrl": f"https://lumenapp.helpscoutdocs.com/article/{aid[-4:]}",
                    }
                    for aid, name, preview in items
                ],
            }
        }
    )


def kb(fx: Fixture) -> None:
    calls: list[Call] = [
        (
            "helpscout_docs_search",
            {"query": "export data to CSV"},
            _hs_search(
                [
                    (
                        "64b1c2d3e4f5a60012ab0031",
                        "Exporting your data",
                        "Go to Settings > Data > Export and choose CSV or JSON ...",
                    )
                ]
            ),
        ),
        (
            "helpscout_docs_search",
            {"query": "delete my account"},
            _hs_search(
                [
                    (
                        "64b1c2d3e4f5a60012ab0047",
                        "Closing your account",
                        "Account owners can close the account from Billing > Close account. "
                        "Data is deleted after 30 days ...",
                    )
                ]
            ),
        ),
        ("helpscout_docs_search", {"query": "SAML single sign-on"}, _hs_search([])),
        (
            "helpscout_docs_search",
            {"query": "two-factor authentication"},
            _hs_search(
                [
                    (
                        "64b1c2d3e4f5a60012ab0052",
                        "Turning on two-factor authentication",
                        "Open Profile > Security and scan the QR code with an authenticator "
                        "app ...",
                    ),
                    (
                        "64b1c2d3e4f5a60012ab0058",
                        "Lost your 2FA device?",
                        "Use one of your backup codes, or ask an admin to reset 2FA ...",
                    ),
                ]
            ),
        ),
        ("helpscout_docs_search", {"query": "offline mode"}, _hs_search([])),
        (
            "helpscout_docs_get_article",
            {"id": "64b1c2d3e4f5a60012ab0047"},
            jc(
                {
                    "article": {
                        "id": "64b1c2d3e4f5a60012ab0047",
                        "name": "Closing your account",
                        "text": "<p>Only the account owner can close an account.</p><ol><li>"
                        "Go to <strong>Billing &gt; Close account</strong>.</li><li>Type "
                        "CLOSE to confirm.</li></ol><p>Your data is kept for 30 days, then "
                        "deleted permanently. Invoices are kept for 7 years for tax "
                        "purposes.</p>",
                        "updatedAt": "2025-01-14T10:22:31Z",
                    }
                }
            ),
        ),
    ]
    fx.run(
        "kb",
        "kb-ok-1",
        "For our chatbot's FAQ coverage review: for each of these customer questions (export "
        "to CSV, delete account, SAML SSO, 2FA, offline mode) find the help article that "
        "answers it, list the questions with no article, and tell me how long data is kept "
        "after closing an account.",
        True,
        calls,
    )

    same = _hs_search(
        [
            (
                "64b1c2d3e4f5a60012ab0007",
                "How do I reset my password?",
                "Click 'Forgot password' on the sign-in page and follow the link we email you ...",
            )
        ]
    )
    qs = [
        "change billing currency",
        "add a team member",
        "API rate limits",
        "connect Google Calendar",
        "restore deleted project",
    ]
    fx.run(
        "kb",
        "kb-fail-1",
        "A customer asks five things in one ticket: how to change billing currency, add a team "
        "member, API rate limits, connecting Google Calendar, and restoring a deleted project. "
        "Find the help article for each and draft a reply with links.",
        False,
        [("helpscout_docs_search", {"query": q}, same) for q in qs],
    )


FAMILIES: tuple[Callable[[Fixture], None], ...] = (
    openai_assistants, vertex_search, azure_search, aws_retrieval, glean, claude_web_search,
    gemini, shopping, delivery, music, chess, smarthome, fitness, edgar, fred, census,
    companies, eurlex, tax, rxnav, medical_codes, usgs, horizons, nasa, biodiversity,
    voice_calls, sms, scheduling, tickets, kb,
)  # fmt: skip


def main(out: Path = OUT) -> None:
    fx = Fixture()
    for family in FAMILIES:
        family(fx)
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in fx.rows)
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
