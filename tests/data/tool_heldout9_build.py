"""Build ``tool_heldout9.jsonl``: the ninth held-out fixture of agent sessions (real-runs format).

Run ``python tests/data/tool_heldout9_build.py [OUT]``; the output is deterministic (no clock,
no randomness: ids are hashes of fixed strings). 56 hand-written sessions, 36 that succeeded and
20 where a source failed silently and the agent kept calling, on tool kinds no earlier fixture
covered. Every ``result`` is the string the framework hands the model. The records, people,
ids and numbers are made up; the formats follow the tools. Where each format comes from, and
how sure the writer is of it:

* ``algolia``: the Algolia MCP server (``searchSingleIndex``, ``getObject``,
  ``deleteObject``, ``getTask``) returns the REST body as compact JSON: ``hits`` with
  ``_highlightResult`` (``<em>``, ``matchLevel``, ``matchedWords``), ``nbHits``, ``page``,
  ``nbPages``, ``facets``, ``params``, ``processingTimeMS``. Body fields: sure; that the
  server passes them through unchanged: fairly sure.
* ``typesense``: a Python tool over the Typesense client, ``json.dumps`` of the search
  response (``found``, ``out_of``, ``hits[].document``, ``highlights[].snippet`` with
  ``<mark>``, ``facet_counts``, ``request_params``). Sure of the body.
* ``meilisearch``: the Meilisearch MCP server formats the client's objects into prefixed
  text ("Documents added: …", "Task information: …", "Search results for …"): the task
  fields (``taskUid``, ``status`` enqueued/processing/succeeded, ``details``) are sure; the
  exact prefixes and the dict repr are a guess.
* ``solr``: ``/select`` with ``wt=json`` (``responseHeader``, ``response.numFound``,
  ``docs``, ``highlighting``, ``facet_counts.facet_fields`` as flat name/count lists),
  indented as Solr writes it with ``indent=true``. Sure.
* ``openapi``: LangChain's ``RequestsToolkit`` (``requests_get`` with ``{"url"}``,
  ``requests_delete``) hands back the raw response body: FastAPI's JSON and
  ``{"detail":"Not Found"}``, an empty body for 204, nginx's 502 page with CRLFs. Sure.
* ``ensembl``: ``rest.ensembl.org`` ``/lookup/symbol``, ``/xrefs/symbol``, ``/lookup/id``
  compact JSON; ``{"error":"No valid lookup found for symbol …"}``. Sure.
* ``entrez``: E-utilities raw XML (``eSearchResult`` with ``Count``, ``IdList``,
  ``ErrorList/PhraseNotFound``, ``WarningList/OutputMessage``), ``efetch`` abstracts as
  text, and the invalid-key JSON ``{"error":"API key invalid",…}``. Sure of the XML; the
  key error's fields fairly sure.
* ``rdkit``: an RDKit MCP server on FastMCP: a dict result is sent as JSON with indent 2; a
  parse failure carries RDKit's own "SMILES Parse Error: …" line; a dead server process
  surfaces in the client as "Error executing tool …: Connection closed". Fairly sure.
* ``astro``: astroquery's ``Simbad.query_object`` rendered with ``str(Table)`` (columns
  ``main_id ra dec sp_type matched_id`` with a units row); the NASA Exoplanet Archive TAP
  service's CSV. Sure of both renderings, the column set is one the tool asked for.
* ``noaa``: NOAA CDO v2 ``/data`` (``metadata.resultset`` offset/count/limit, ``results``),
  ``{}`` when a query has no data (documented behaviour), and the daily-limit answer
  ``{"status" : "429", "message" : "This token has reached its request limit …"}``. Body:
  sure; the 429 text: fairly sure.
* ``cds``: the Copernicus CDS (2024 API, OGC processes): job status JSON (``jobID``,
  ``status`` accepted/running/successful/failed, ``created``/``updated``), the licence
  refusal "required licences not accepted". Fairly sure; the download receipt is the tool's.
* ``open-stats``: World Bank API v2 (``[{"page":…,"total":…},[…]]``, and the archived
  indicator's ``[{"message":[{"id":"175","key":"Invalid format",…}]}]``); Eurostat's
  statistics API in JSON-stat 2.0 (``value`` keyed by flat index, ``dimension``, ``size``,
  ``status``). Sure.
* ``ckan``: CKAN's action API ``package_search`` / ``package_show`` (``help``, ``success``,
  ``result.count``, ``results``) as written by Python's ``json``. Sure.
* ``nutrition``: USDA FoodData Central ``/foods/search`` (``totalHits``, ``foods[]`` with
  ``foodNutrients``), Spoonacular ``complexSearch`` / ``information`` and its 402 "daily
  points limit" answer. Sure of FDC and the Spoonacular fields; the 402 text fairly sure.
* ``patents``: PatentsView's search API (``error``, ``count``, ``total_hits``,
  ``patents[]``); the Google Patents results JSON (``results.cluster[].result[].patent``).
  PatentsView: sure; Google Patents' internal query JSON: fairly sure.
* ``perplexity``: the Perplexity MCP server's ``perplexity_ask``: the Sonar answer text with
  "\\n\\nCitations:\\n[1] url" appended. Fairly sure.
* ``openai-web-search``: a tool that calls the Responses API with the hosted
  ``web_search_preview`` tool and returns the output items as JSON (``web_search_call`` then
  a ``message`` whose ``output_text`` carries ``url_citation`` annotations,
  ``utm_source=openai``). Sure of the items; returning them whole is the tool's choice.
* ``gemini``: a tool returning the Gemini ``generateContent`` candidate's text with its
  ``groundingMetadata`` (``webSearchQueries``, ``groundingChunks`` of
  ``vertexaisearch.cloud.google.com/grounding-api-redirect`` links, ``groundingSupports``),
  pretty-printed. Sure of the fields.
* ``ask-expert``: a sub-agent tool (a LangChain ``AgentExecutor`` behind ``ask_expert``)
  returning the other model's final answer, or LangChain's "Agent stopped due to iteration
  limit or time limit." when it runs out of steps. Sure of that string.
* ``slack-rag``: an internal bot over indexed Slack threads answering with a "Sources:" list
  of channel, author, date and permalink. The format is the bot's own (made up, typical).
* ``image-gen``: OpenAI's images API as ``model_dump_json()`` (``created``, ``data[].url``
  with SAS query, ``revised_prompt``) and openai-python's ``Error code: 400 - {…
  'content_policy_violation' …}``; AUTOMATIC1111's ``/sdapi/v1/txt2img`` JSON with the
  base64 image replaced by a placeholder by the tool, ``info`` a JSON string. Sure.
* ``video-gen``: Replicate predictions (``status`` starting/processing/succeeded/failed,
  ``logs`` with tqdm lines, ``output``, ``metrics.predict_time``); Runway's tasks API
  (``{"id"}`` on create, ``status`` PENDING/RUNNING/SUCCEEDED with ``progress``). Sure.
* ``audio``: the ElevenLabs MCP server ("Success. File saved as: … Voice used: …", and the
  quota error as the MCP client shows an exception); a Suno-style API (``code``, ``msg``,
  ``data.taskId``, ``status`` PENDING/TEXT_SUCCESS/FIRST_SUCCESS/SUCCESS). ElevenLabs: fairly
  sure; the Suno-style one follows a third-party API, less sure.
* ``real-estate``: a Zillow-style RapidAPI search (``props[]`` with ``zpid``, ``price``,
  ``livingArea``, ``daysOnZillow``; ``totalResultCount``, ``totalPages``) and property
  details; the page size is the tool's. Fairly sure.
* ``jobs``: Adzuna's search (``__CLASS__`` markers, ``count``, ``mean``, ``results[]``) and
  Greenhouse's job board API (``{"jobs":[],"meta":{"total":0}}``). Sure.
* ``odds``: The Odds API v4 (events with ``bookmakers[].markets[].outcomes``, ``[]`` when no
  event is scheduled, and ``OUT_OF_USAGE_CREDITS``). Sure of the body, the error fairly sure.
* ``car-rental`` and ``reservations``: an aggregator's MCP tools (pretty JSON) and an
  OpenTable-style availability API (``slots``, a not-bookable restaurant, an expired
  session): made up in the shape such APIs take.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout9.jsonl")

Call = tuple[str, dict[str, Any], str]
Session = tuple[str, str, str, bool, list[Call]]


def j(obj: Any) -> str:
    """Compact JSON, as most HTTP APIs write it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def js(obj: Any) -> str:
    """Python's ``json.dumps`` defaults (a tool written in Python)."""
    return json.dumps(obj, ensure_ascii=False)


def jp(obj: Any) -> str:
    """Indented JSON (FastMCP's dict results, pretty-printing servers)."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def hexid(seed: str, n: int = 32) -> str:
    return hashlib.sha1(seed.encode()).hexdigest()[:n]


# --------------------------------------------------------------------------- search engines


def _em(text: str, words: list[str], tag: str = "em") -> tuple[str, list[str]]:
    matched = []
    for w in words:
        pat = re.compile(re.escape(w), re.IGNORECASE)
        if pat.search(text):
            matched.append(w.lower())
            text = pat.sub(lambda m: f"<{tag}>{m.group(0)}</{tag}>", text, count=1)
    return text, matched


def _alg_hl(text: str, words: list[str]) -> dict[str, Any]:
    value, matched = _em(text, words)
    level = "none" if not matched else "full" if len(matched) == len(words) else "partial"
    out: dict[str, Any] = {"value": value, "matchLevel": level, "matchedWords": matched}
    if level == "full":
        out["fullyHighlighted"] = False
    return out


def _alg_hit(item: dict[str, Any], words: list[str], fields: tuple[str, ...]) -> dict[str, Any]:
    hit = dict(item)
    hit["_highlightResult"] = {f: _alg_hl(str(item[f]), words) for f in fields}
    return hit


def _alg_resp(
    hits: list[dict[str, Any]],
    n: int,
    page: int,
    per: int,
    query: str,
    params: str,
    facets: dict[str, Any] | None = None,
    ms: int = 1,
) -> str:
    body: dict[str, Any] = {"hits": hits, "nbHits": n, "page": page}
    body["nbPages"] = -(-n // per)
    body |= {"hitsPerPage": per, "exhaustiveNbHits": True, "exhaustiveTypo": True}
    body["exhaustive"] = {"nbHits": True, "typo": True}
    if facets is not None:
        body["facets"] = facets
    body |= {"query": query, "params": params, "processingTimeMS": ms}
    return j(body)


_SHOES = [
    ("SH-40112", "Salomon Speedcross 6 GTX", "Salomon", 139.95),
    ("SH-40187", "Hoka Challenger 7 GTX", "Hoka", 134.99),
    ("SH-40203", "Brooks Cascadia 17 GTX", "Brooks", 139.0),
    ("SH-40219", "Saucony Peregrine 14 GTX", "Saucony", 129.95),
    ("SH-40250", "Merrell Agility Peak 5 GTX", "Merrell", 139.0),
    ("SH-40266", "Salomon Sense Ride 5 GTX", "Salomon", 129.99),
    ("SH-40301", "adidas Terrex Agravic Flow 2 GTX", "adidas", 124.0),
    ("SH-40318", "ASICS Gel-Trabuco 12 GTX", "ASICS", 129.95),
    ("SH-40344", "New Balance Fresh Foam X Hierro v8 GTX", "New Balance", 139.99),
    ("SH-40371", "Merrell Moab Flight GTX", "Merrell", 119.0),
    ("SH-40392", "Brooks Divide 4 GTX", "Brooks", 109.95),
]
_SHOES_WP = [
    ("SH-40112", "Salomon Speedcross 6 GTX", "Salomon", 139.95),
    ("SH-40455", "Columbia Konos TRS OutDry", "Columbia", 119.99),
    ("SH-40219", "Saucony Peregrine 14 GTX", "Saucony", 129.95),
    ("SH-40478", "Altra Lone Peak All-Weather Low 2", "Altra", 139.0),
]


def _shoe(oid: str, name: str, brand: str, price: float, desc: str = "") -> dict[str, Any]:
    shoe = {"objectID": oid, "name": name, "brand": brand, "price": price}
    shoe["category"] = "Shoes > Running > Trail"
    return shoe | ({"description": desc} if desc else {})


def algolia() -> list[Session]:
    fam = "algolia"
    out: list[Session] = []
    facets = {
        "brand": {
            "Brooks": 2,
            "Merrell": 2,
            "Salomon": 2,
            "ASICS": 1,
            "Hoka": 1,
            "New Balance": 1,
            "Saucony": 1,
            "adidas": 1,
        }
    }
    words = ["trail", "gtx"]
    calls: list[Call] = []
    for page in range(3):
        chunk = _SHOES[page * 5 : page * 5 + 5]
        hits = [_alg_hit(_shoe(o, n, b, p), words, ("name", "category")) for o, n, b, p in chunk]
        params = (
            "query=trail%20gtx&filters=price%20%3C%20140&facets=%5B%22brand%22%5D"
            f"&page={page}&hitsPerPage=5"
        )
        body = {"query": "trail gtx", "filters": "price < 140", "facets": ["brand"]}
        args = {"indexName": "products_en", "requestBody": body | {"page": page, "hitsPerPage": 5}}
        calls.append(
            ("searchSingleIndex", args, _alg_resp(hits, 11, page, 5, "trail gtx", params, facets))
        )
    wp_words = ["waterproof", "trail"]
    wp_hits = [
        _alg_hit(_shoe(o, n, b, p, f"Waterproof trail shoe from {b}."), wp_words, ("description",))
        for o, n, b, p in _SHOES_WP
    ]
    calls.append(
        (
            "searchSingleIndex",
            {
                "indexName": "products_en",
                "requestBody": {"query": "waterproof trail", "filters": "price < 140"},
            },
            _alg_resp(
                wp_hits,
                4,
                0,
                20,
                "waterproof trail",
                "query=waterproof%20trail&filters=price%20%3C%20140",
                ms=2,
            ),
        )
    )
    for oid, name, brand, price, membrane in (
        ("SH-40455", "Columbia Konos TRS OutDry", "Columbia", 119.99, "OutDry"),
        ("SH-40478", "Altra Lone Peak All-Weather Low 2", "Altra", 139.0, "eVent"),
    ):
        rec = _shoe(oid, name, brand, price, f"Waterproof trail shoe from {brand}.")
        rec |= {"attributes": {"membrane": membrane, "waterproof": True, "drop_mm": 4}}
        rec["variants"] = [
            {"sku": f"{oid}-{s}", "size_us": s, "stock": 3 + s % 4} for s in (8, 9, 10)
        ]
        calls.append(("getObject", {"indexName": "products_en", "objectID": oid}, j(rec)))
    out.append(
        (
            fam,
            "algolia-ok-1",
            "List every waterproof trail running shoe under $140 in our products_en Algolia "
            "index (name, price) and give a count per brand.",
            True,
            calls,
        )
    )

    # ok-2: the empty answers are what the user asked to confirm.
    calls = []
    for sku in ("SKU-88121", "SKU-88140", "SKU-90012", "SKU-90377"):
        params = f"query={sku}&restrictSearchableAttributes=%5B%22sku%22%5D"
        args = {
            "indexName": "products_en",
            "requestBody": {"query": sku, "restrictSearchableAttributes": ["sku"]},
        }
        hits: list[dict[str, Any]] = []
        n = 0
        if sku == "SKU-90012":
            item = {
                "objectID": "SKU-90012",
                "sku": "SKU-90012",
                "name": "Trailhead 22L Daypack (2023)",
                "price": 64.0,
                "status": "discontinued",
            }
            hits, n = [_alg_hit(item, [sku], ("sku",))], 1
        calls.append(("searchSingleIndex", args, _alg_resp(hits, n, 0, 20, sku, params)))
    rec = {
        "objectID": "SKU-90012",
        "sku": "SKU-90012",
        "name": "Trailhead 22L Daypack (2023)",
        "price": 64.0,
        "status": "discontinued",
        "updatedAt": "2024-11-02T14:20:11Z",
    }
    calls.append(("getObject", {"indexName": "products_en", "objectID": "SKU-90012"}, j(rec)))
    calls.append(
        (
            "deleteObject",
            {"indexName": "products_en", "objectID": "SKU-90012"},
            j({"taskID": 1288392017, "deletedAt": "2025-05-14T09:12:44.120Z"}),
        )
    )
    calls.append(
        (
            "getTask",
            {"indexName": "products_en", "taskID": 1288392017},
            j({"status": "published", "pendingTask": False}),
        )
    )
    calls.append(
        (
            "searchSingleIndex",
            {
                "indexName": "products_en",
                "requestBody": {"query": "SKU-90012", "restrictSearchableAttributes": ["sku"]},
            },
            _alg_resp(
                [],
                0,
                0,
                20,
                "SKU-90012",
                "query=SKU-90012&restrictSearchableAttributes=%5B%22sku%22%5D",
            ),
        )
    )
    out.append(
        (
            fam,
            "algolia-ok-2",
            "Confirm discontinued SKU-88121, SKU-88140, SKU-90012 and SKU-90377 get no hits "
            "in products_en; delete any that still does and check again.",
            True,
            calls,
        )
    )

    # fail-1: a stale three-record snapshot answers every query, nothing matching.
    stale = [
        {
            "objectID": "kb-1001",
            "title": "Resetting your password",
            "section": "Account",
            "url": "https://help.acme.io/articles/1001",
        },
        {
            "objectID": "kb-1002",
            "title": "Turning on two-factor authentication",
            "section": "Account",
            "url": "https://help.acme.io/articles/1002",
        },
        {
            "objectID": "kb-1003",
            "title": "Changing the email on your account",
            "section": "Account",
            "url": "https://help.acme.io/articles/1003",
        },
    ]
    calls = []
    for q in (
        "export invoices csv",
        "download invoice as csv",
        "invoice export",
        "billing history spreadsheet",
        "csv",
        "invoices",
    ):
        words = q.split()
        hits = [_alg_hit(a, words, ("title",)) for a in stale]
        params = f"query={q.replace(' ', '%20')}&removeWordsIfNoResults=allOptional"
        args = {
            "indexName": "helpcenter_en",
            "requestBody": {"query": q, "removeWordsIfNoResults": "allOptional"},
        }
        calls.append(("searchSingleIndex", args, _alg_resp(hits, 3, 0, 20, q, params)))
    out.append(
        (
            fam,
            "algolia-fail-1",
            "Find our help-center articles (Algolia index helpcenter_en) that explain how "
            "customers export their invoices to CSV, and give me their URLs.",
            False,
            calls,
        )
    )
    return out


_BOOKS = [
    ("bk-0311", "Rocannon's World", 1966, "Ace Books"),
    ("bk-0312", "Planet of Exile", 1966, "Ace Books"),
    ("bk-0313", "City of Illusions", 1967, "Ace Books"),
    ("bk-0314", "A Wizard of Earthsea", 1968, "Parnassus Press"),
    ("bk-0315", "The Left Hand of Darkness", 1969, "Ace Books"),
    ("bk-0316", "The Tombs of Atuan", 1970, "Atheneum"),
    ("bk-0317", "The Lathe of Heaven", 1971, "Charles Scribner's Sons"),
    ("bk-0318", "The Farthest Shore", 1972, "Atheneum"),
    ("bk-0319", "The Word for World Is Forest", 1972, "Doubleday"),
    ("bk-0320", "The Wind's Twelve Quarters", 1975, "Harper & Row"),
    ("bk-0321", "From Elfland to Poughkeepsie", 1973, "Pendragon Press"),
    ("bk-0322", "The Ones Who Walk Away from Omelas", 1973, "Harper & Row"),
]


def _ts_hit(doc: dict[str, Any], field: str, tokens: list[str], score: int) -> dict[str, Any]:
    """A Typesense hit whose match is in an array field (``authors``)."""
    snippet, _ = _em(str(doc[field][0]), tokens, "mark")
    return {
        "document": doc,
        "highlights": [
            {"field": field, "indices": [0], "matched_tokens": [tokens], "snippets": [snippet]}
        ],
        "text_match": score,
    }


def typesense() -> list[Session]:
    fam = "typesense"
    calls: list[Call] = []
    pre75 = [b for b in _BOOKS if b[2] < 1975]
    pubs: dict[str, int] = {}
    for b in pre75:
        pubs[b[3]] = pubs.get(b[3], 0) + 1
    facet = {
        "counts": [
            {"count": c, "highlighted": p, "value": p}
            for p, c in sorted(pubs.items(), key=lambda x: (-x[1], x[0]))
        ],
        "field_name": "publisher",
        "sampled": False,
        "stats": {"total_values": len(pubs)},
    }
    for page in (1, 2):
        rows = pre75[(page - 1) * 6 : page * 6]
        hits = [
            _ts_hit(
                {
                    "id": i,
                    "title": t,
                    "authors": ["Ursula K. Le Guin"],
                    "publication_year": y,
                    "publisher": p,
                },
                "authors",
                ["Le", "Guin"],
                1157451471441100921,
            )
            for i, t, y, p in rows
        ]
        args = {
            "collection": "books",
            "q": "le guin",
            "query_by": "authors",
            "filter_by": "publication_year:<1975",
            "facet_by": "publisher",
            "per_page": 6,
            "page": page,
        }
        body = {
            "facet_counts": [facet],
            "found": len(pre75),
            "hits": hits,
            "out_of": 48213,
            "page": page,
            "request_params": {
                "collection_name": "books",
                "first_q": "le guin",
                "per_page": 6,
                "q": "le guin",
            },
            "search_cutoff": False,
            "search_time_ms": 3,
        }
        calls.append(("typesense_search", args, js(body)))
    typo = {
        "id": "bk-1877",
        "title": "The Dispossessed",
        "authors": ["Ursula K. LeGuin"],
        "publication_year": 1974,
        "publisher": "Harper & Row",
    }
    args = {
        "collection": "books",
        "q": "leguin",
        "query_by": "authors",
        "filter_by": "publication_year:<1975",
        "num_typos": 2,
    }
    body = {
        "facet_counts": [],
        "found": 1,
        "hits": [_ts_hit(typo, "authors", ["LeGuin"], 578730123365187705)],
        "out_of": 48213,
        "page": 1,
        "request_params": {"collection_name": "books", "first_q": "leguin", "per_page": 10},
        "search_cutoff": False,
        "search_time_ms": 2,
    }
    calls.append(("typesense_search", args, js(body)))
    return [
        (
            fam,
            "typesense-ok-1",
            "From the Typesense 'books' collection, list every Ursula K. Le Guin book "
            "published before 1975 with its year, and count them per publisher.",
            True,
            calls,
        )
    ]


def _meili_task(
    uid: int, kind: str, status: str, details: dict[str, Any], t: tuple[Any, ...]
) -> str:
    enq, start, end, dur = t
    task: dict[str, Any] = {"uid": uid, "batchUid": uid - 3509, "indexUid": "faq"}
    task |= {"status": status, "type": kind, "canceledBy": None, "details": details}
    task |= {"error": None, "duration": dur, "enqueuedAt": enq, "startedAt": start}
    task["finishedAt"] = end
    return "Task information: " + repr(task)


def meilisearch() -> list[Session]:
    fam = "meilisearch"
    t0 = "2025-05-14T08:01:12.511207Z"
    t1 = "2025-05-14T08:01:12.904455Z"
    calls: list[Call] = [
        (
            "add-documents",
            {"indexUid": "faq", "documents_path": "data/faq_2025.json", "primaryKey": "id"},
            "Documents added: "
            + repr(
                {
                    "taskUid": 4411,
                    "indexUid": "faq",
                    "status": "enqueued",
                    "type": "documentAdditionOrUpdate",
                    "enqueuedAt": t0,
                }
            ),
        ),
        (
            "update-settings",
            {"indexUid": "faq", "settings": {"filterableAttributes": ["product", "locale"]}},
            "Settings updated: "
            + repr(
                {
                    "taskUid": 4412,
                    "indexUid": "faq",
                    "status": "enqueued",
                    "type": "settingsUpdate",
                    "enqueuedAt": t1,
                }
            ),
        ),
    ]
    docs = {"receivedDocuments": 240, "indexedDocuments": None}
    calls.append(
        (
            "get-task",
            {"taskUid": 4411},
            _meili_task(
                4411,
                "documentAdditionOrUpdate",
                "processing",
                docs,
                (t0, "2025-05-14T08:01:13.020118Z", None, None),
            ),
        )
    )
    calls.append(
        (
            "get-task",
            {"taskUid": 4411},
            _meili_task(
                4411,
                "documentAdditionOrUpdate",
                "succeeded",
                {"receivedDocuments": 240, "indexedDocuments": 240},
                (t0, "2025-05-14T08:01:13.020118Z", "2025-05-14T08:01:17.832913Z", "PT4.812795S"),
            ),
        )
    )
    settings = {"filterableAttributes": ["product", "locale"]}
    calls.append(
        (
            "get-task",
            {"taskUid": 4412},
            _meili_task(
                4412,
                "settingsUpdate",
                "processing",
                settings,
                (t1, "2025-05-14T08:01:17.840127Z", None, None),
            ),
        )
    )
    calls.append(
        (
            "get-task",
            {"taskUid": 4412},
            _meili_task(
                4412,
                "settingsUpdate",
                "succeeded",
                settings,
                (t1, "2025-05-14T08:01:17.840127Z", "2025-05-14T08:01:19.402871Z", "PT1.562744S"),
            ),
        )
    )
    hits = [
        {
            "id": "faq-2025-117",
            "product": "Pro",
            "locale": "en",
            "question": "Can I get a refund after 30 days on the Pro plan?",
            "answer": "Annual Pro plans can be refunded pro rata within 60 days of renewal; "
            "monthly plans are not refundable after 30 days.",
        },
        {
            "id": "faq-2025-118",
            "product": "Pro",
            "locale": "en",
            "question": "How do I request a refund?",
            "answer": "Open Billing > Invoices, choose the invoice and click Request refund. "
            "Refunds reach your card in 5-10 business days.",
        },
        {
            "id": "faq-2025-203",
            "product": "Pro",
            "locale": "en",
            "question": "What happens to my data after I cancel?",
            "answer": "Workspaces stay readable for 30 days after cancellation, then are deleted.",
        },
    ]
    body = {
        "hits": hits,
        "query": "refund after 30 days",
        "processingTimeMs": 1,
        "limit": 3,
        "offset": 0,
        "estimatedTotalHits": 9,
    }
    calls.append(
        (
            "search",
            {
                "indexUid": "faq",
                "query": "refund after 30 days",
                "filter": "product = 'Pro'",
                "limit": 3,
            },
            "Search results for 'refund after 30 days':\n" + jp(body),
        )
    )
    return [
        (
            fam,
            "meilisearch-ok-1",
            "Load the 240 new FAQ entries from data/faq_2025.json into the Meilisearch 'faq' "
            "index, make 'product' filterable, wait until indexing has finished, then show "
            "the three best answers to 'refund after 30 days' for product Pro.",
            True,
            calls,
        )
    ]


_TICKETS = [
    ("TCK-25-0113", "auth-gateway", "2025-01-09", "after the IdP change users see an SSO timeout"),
    ("TCK-25-0140", "okta-connector", "2025-01-14", "SSO login hangs, then a timeout page"),
    ("TCK-25-0188", "web-app", "2025-01-22", "SSO redirect loop ends in gateway timeout"),
    ("TCK-25-0201", "auth-gateway", "2025-01-27", "SAML SSO assertion timeout after 30 s"),
    ("TCK-25-0266", "mobile-app", "2025-02-05", "SSO in the iOS app shows a timeout spinner"),
    ("TCK-25-0290", "okta-connector", "2025-02-11", "token exchange for SSO hits read timeout"),
    ("TCK-25-0317", "auth-gateway", "2025-02-18", "SSO session refresh timeout on EU pods"),
    ("TCK-25-0355", "web-app", "2025-02-26", "SSO users logged out by idle timeout at 5 min"),
    ("TCK-25-0402", "api", "2025-03-06", "service accounts via SSO get upstream timeout"),
    ("TCK-25-0431", "auth-gateway", "2025-03-12", "SSO metadata fetch timeout at startup"),
    ("TCK-25-0519", "mobile-app", "2025-03-31", "Android SSO webview connect timeout"),
]
_TICKETS_SYN = [
    (
        "TCK-25-0188",
        "web-app",
        "2025-01-22",
        "single sign-on redirect loop ends in gateway timeout",
    ),
    ("TCK-25-0377", "api", "2025-03-02", "single sign-on for the admin API timed out twice"),
    ("TCK-25-0588", "okta-connector", "2025-04-14", "single sign-on timed out for new tenants"),
]


def _solr(params: dict[str, str], n: int, start: int, docs: list[Any], **extra: Any) -> str:
    body: dict[str, Any] = {
        "responseHeader": {"status": 0, "QTime": 3 + len(docs), "params": params}
    }
    body["response"] = {"numFound": n, "start": start, "numFoundExact": True, "docs": docs}
    body |= extra
    return jp(body)


def solr() -> list[Session]:
    fam = "solr"
    out: list[Session] = []
    calls: list[Call] = []
    fq = "created:[2025-01-01T00:00:00Z TO *]"
    for start in (0, 5, 10):
        chunk = _TICKETS[start : start + 5]
        params = {"q": "text:(SSO AND timeout)", "hl": "true", "hl.fl": "text", "fq": fq}
        params |= {"start": str(start), "rows": "5", "wt": "json"}
        docs = [
            {"id": i, "component": c, "created": f"{d}T10:00:00Z", "status": "closed"}
            for i, c, d, _ in chunk
        ]
        hl = {i: {"text": [_em(t, ["SSO", "timeout"])[0]]} for i, _, _, t in chunk}
        calls.append(
            (
                "solr_select",
                {"core": "tickets"} | {k: v for k, v in params.items() if k != "wt"},
                _solr(params, len(_TICKETS), start, docs, highlighting=hl),
            )
        )
    comps: dict[str, int] = {}
    for _, c, _, _ in _TICKETS:
        comps[c] = comps.get(c, 0) + 1
    flat: list[Any] = []
    for c, n in sorted(comps.items(), key=lambda x: (-x[1], x[0])):
        flat += [c, n]
    params = {"q": "text:(SSO AND timeout)", "fq": fq, "rows": "0", "facet": "true"}
    params |= {"facet.field": "component", "wt": "json"}
    facets = {
        "facet_queries": {},
        "facet_fields": {"component": flat},
        "facet_ranges": {},
        "facet_intervals": {},
        "facet_heatmaps": {},
    }
    calls.append(
        (
            "solr_select",
            {"core": "tickets"} | {k: v for k, v in params.items() if k != "wt"},
            _solr(params, len(_TICKETS), 0, [], facet_counts=facets),
        )
    )
    q = 'text:("single sign-on" AND (timeout OR "timed out"))'
    params = {"q": q, "hl": "true", "hl.fl": "text", "fq": fq, "rows": "10", "wt": "json"}
    docs = [
        {"id": i, "component": c, "created": f"{d}T10:00:00Z", "status": "closed"}
        for i, c, d, _ in _TICKETS_SYN
    ]
    hl = {
        i: {"text": [_em(t, ["single sign-on", "timed out", "timeout"])[0]]}
        for i, _, _, t in _TICKETS_SYN
    }
    calls.append(
        (
            "solr_select",
            {"core": "tickets"} | {k: v for k, v in params.items() if k != "wt"},
            _solr(params, 3, 0, docs, highlighting=hl),
        )
    )
    out.append(
        (
            fam,
            "solr-ok-1",
            "In the Solr 'tickets' core, find every 2025 ticket about SSO timeouts (also "
            "written 'single sign-on' or 'timed out'), count them per component and quote "
            "the highlighted line of each.",
            True,
            calls,
        )
    )

    calls = []
    for q, fq2 in (
        ('clause_text:"limitation of liability"', "type:supplier AND year:2024"),
        ('clause_text:"liability cap"', "type:supplier AND year:2024"),
        ("clause_text:(limitation AND liability)", "year:2024"),
        ('clause_title:"Limitation of Liability"', ""),
        ("*:*", "type:supplier"),
        ("*:*", ""),
    ):
        params = {"q": q, "rows": "10", "wt": "json"}
        if fq2:
            params["fq"] = fq2
        args = {"core": "contracts", "q": q, "rows": "10"} | ({"fq": fq2} if fq2 else {})
        calls.append(("solr_select", args, _solr(params, 0, 0, [])))
    out.append(
        (
            fam,
            "solr-fail-1",
            "Search the Solr 'contracts' core for limitation-of-liability clauses in our 2024 "
            "supplier agreements and summarise the caps they set.",
            False,
            calls,
        )
    )
    return out


_INV = "https://inventory.internal.acme.io"
_SPEC = {
    "openapi": "3.1.0",
    "info": {"title": "Inventory Service", "version": "2.4.1"},
    "paths": {
        "/api/v2/parts/{part_id}/stock": {
            "get": {
                "summary": "Stock of a part per warehouse",
                "parameters": [
                    {"name": "part_id", "in": "path", "required": True},
                    {"name": "page", "in": "query", "schema": {"type": "integer", "default": 1}},
                    {"name": "page_size", "in": "query", "schema": {"type": "integer"}},
                ],
            }
        },
        "/api/v2/warehouses/{warehouse_id}": {"get": {"summary": "One warehouse"}},
        "/api/v2/parts/{part_id}/stock/{warehouse_id}/movements": {
            "get": {"summary": "Recent stock movements"}
        },
    },
    "components": {
        "schemas": {
            "StockLevel": {
                "type": "object",
                "properties": {
                    "warehouse_id": {"type": "string"},
                    "on_hand": {"type": "integer"},
                    "reserved": {"type": "integer"},
                    "reorder_point": {"type": "integer"},
                },
            }
        }
    },
}
_STOCK = [
    ("WH-CA-01", "Fresno", 412, 40, 150), ("WH-CA-02", "Ontario CA", 96, 12, 150),
    ("WH-TX-01", "Dallas", 230, 55, 120), ("WH-TX-02", "Laredo", 0, 0, 80),
    ("WH-IL-01", "Joliet", 188, 20, 150), ("WH-GA-01", "Savannah", 71, 9, 100),
    ("WH-NJ-01", "Edison", 354, 61, 150), ("WH-NJ-02", "Carteret", 149, 3, 150),
    ("WH-WA-01", "Kent", 120, 18, 90), ("WH-OH-01", "Columbus", 63, 40, 100),
    ("WH-AZ-01", "Goodyear", 205, 11, 100), ("WH-CO-01", "Aurora", 88, 8, 90),
    ("WH-PA-01", "Allentown", 301, 77, 150),
]  # fmt: skip


def openapi() -> list[Session]:
    fam = "openapi"
    out: list[Session] = []
    calls: list[Call] = [("requests_get", {"url": f"{_INV}/openapi.json"}, j(_SPEC))]
    for page in (1, 2, 3):
        rows = _STOCK[(page - 1) * 5 : page * 5]
        items = [
            {
                "part_id": "P-4471",
                "warehouse_id": w,
                "warehouse_name": n,
                "on_hand": o,
                "reserved": r,
                "reorder_point": rp,
            }
            for w, n, o, r, rp in rows
        ]
        body = {"items": items, "page": page, "page_size": 5, "total": 13, "pages": 3}
        url = f"{_INV}/api/v2/parts/P-4471/stock?page={page}&page_size=5"
        calls.append(("requests_get", {"url": url}, j(body)))
    wh = {
        "warehouse_id": "WH-TX-02",
        "name": "Laredo",
        "status": "inactive",
        "inactive_since": "2025-03-31",
        "note": "Consolidated into WH-TX-01",
    }
    calls.append(("requests_get", {"url": f"{_INV}/api/v2/warehouses/WH-TX-02"}, j(wh)))
    mv = {
        "items": [
            {"at": "2025-05-12T16:40:02Z", "kind": "pick", "qty": -24, "ref": "SO-771203"},
            {"at": "2025-05-09T08:12:55Z", "kind": "pick", "qty": -31, "ref": "SO-770988"},
            {"at": "2025-05-02T13:01:17Z", "kind": "receipt", "qty": 60, "ref": "PO-22817"},
        ],
        "next": None,
    }
    url = f"{_INV}/api/v2/parts/P-4471/stock/WH-OH-01/movements?limit=5"
    calls.append(("requests_get", {"url": url}, j(mv)))
    out.append(
        (
            fam,
            "openapi-ok-1",
            "Using the internal inventory API (OpenAPI spec at /openapi.json), list every "
            "active warehouse whose available stock of part P-4471 (on hand minus reserved) "
            "is below its reorder point, with recent movements for the worst one.",
            True,
            calls,
        )
    )

    base = "https://promo.internal.acme.io/api/v1/promotions"
    codes = ["SUMMER23-10", "SUMMER23-15", "SUMMER23-FREESHIP", "SUMMER23-VIP"]
    listing = {
        "items": [
            {"code": c, "campaign": "summer-2023", "active": False, "redemptions": r}
            for c, r in zip(codes, (1840, 622, 3107, 95), strict=True)
        ],
        "total": 4,
        "page": 1,
    }
    calls = [("requests_get", {"url": f"{base}?campaign=summer-2023"}, j(listing))]
    for c in codes:
        calls.append(("requests_delete", {"url": f"{base}/{c}"}, ""))
        calls.append(("requests_get", {"url": f"{base}/{c}"}, j({"detail": "Not Found"})))
    calls.append(
        (
            "requests_get",
            {"url": f"{base}?campaign=summer-2023"},
            j({"items": [], "total": 0, "page": 1}),
        )
    )
    out.append(
        (
            fam,
            "openapi-ok-2",
            "Delete the summer-2023 promo codes in the promotions API and confirm each now "
            "returns 404.",
            True,
            calls,
        )
    )

    page502 = (
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
        "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n"
        "</body>\r\n</html>\r\n"
    )
    bill = "https://billing.internal.acme.io/api/v1"
    calls = [
        ("requests_get", {"url": f"{bill}/payments?status=failed&since=2025-05-05"}, page502),
        (
            "requests_get",
            {"url": f"{bill}/payments?status=failed&created_gte=2025-05-05&limit=100"},
            page502,
        ),
        ("requests_get", {"url": f"{bill}/openapi.json"}, page502),
        ("requests_get", {"url": f"{bill}/payments?limit=10"}, page502),
        ("requests_get", {"url": f"{bill}/health"}, page502),
        ("requests_get", {"url": f"{bill}/payments/failed?week=2025-W19"}, page502),
    ]
    out.append(
        (
            fam,
            "openapi-fail-1",
            "Pull last week's failed payments (5-11 May 2025) from the billing API and total "
            "them by currency.",
            False,
            calls,
        )
    )
    return out


# --------------------------------------------------------------------------- science, open data

_GENES = {
    "BRCA2": ("ENSG00000139618", "13", 32315508, 32400268, 1, "ENST00000380152.8", 17,
              "BRCA2 DNA repair associated", "HGNC:1101"),
    "TP53": ("ENSG00000141510", "17", 7661779, 7687538, -1, "ENST00000269305.9", 19,
             "tumor protein p53", "HGNC:11998"),
    "MLH1": ("ENSG00000076242", "3", 36993350, 37050918, 1, "ENST00000231790.8", 16,
             "mutL homolog 1", "HGNC:7127"),
    "AMER1": ("ENSG00000184675", "X", 64185117, 64205708, -1, "ENST00000374869.8", 11,
              "APC membrane recruitment protein 1", "HGNC:26837"),
    "EMSY": ("ENSG00000158636", "11", 76444013, 76649205, 1, "ENST00000334736.10", 18,
             "EMSY transcriptional repressor, BRCA2 interacting", "HGNC:18071"),
    "PALB2": ("ENSG00000083093", "16", 23603160, 23641310, -1, "ENST00000261584.9", 11,
              "partner and localizer of BRCA2", "HGNC:26144"),
}  # fmt: skip


def _ens(symbol: str) -> str:
    gid, chrom, start, end, strand, tx, ver, desc, hgnc = _GENES[symbol]
    return j(
        {
            "seq_region_name": chrom,
            "db_type": "core",
            "source": "ensembl_havana",
            "display_name": symbol,
            "logic_name": "ensembl_havana_gene_homo_sapiens",
            "id": gid,
            "start": start,
            "end": end,
            "strand": strand,
            "biotype": "protein_coding",
            "object_type": "Gene",
            "canonical_transcript": tx,
            "assembly_name": "GRCh38",
            "version": ver,
            "species": "homo_sapiens",
            "description": f"{desc} [Source:HGNC Symbol;Acc:{hgnc}]",
        }
    )


def ensembl() -> list[Session]:
    hs = {"species": "homo_sapiens"}
    calls: list[Call] = []
    for sym in ("BRCA2", "TP53", "MLH1"):
        calls.append(("ensembl_lookup_symbol", hs | {"symbol": sym}, _ens(sym)))
    for old, new in (("FAM123B", "AMER1"), ("C11orf30", "EMSY")):
        err = j({"error": f"No valid lookup found for symbol {old}"})
        calls.append(("ensembl_lookup_symbol", hs | {"symbol": old}, err))
        gid = _GENES[new][0]
        calls.append(
            ("ensembl_xrefs_symbol", hs | {"symbol": old}, j([{"type": "gene", "id": gid}]))
        )
        calls.append(("ensembl_lookup_id", {"id": gid}, _ens(new)))
    calls.append(("ensembl_lookup_symbol", hs | {"symbol": "PALB2"}, _ens("PALB2")))
    return [
        (
            "ensembl",
            "ensembl-ok-1",
            "Ensembl gene ID and GRCh38 coordinates for BRCA2, TP53, MLH1, FAM123B, C11orf30, "
            "PALB2; flag outdated symbols with their current names.",
            True,
            calls,
        )
    ]


_ESEARCH_HEAD = (
    '<?xml version="1.0" encoding="UTF-8" ?>\n<!DOCTYPE eSearchResult PUBLIC "-//NLM//DTD '
    'esearch 20060628//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20060628/esearch.dtd">\n'
)


def _esearch(count: int, ids: list[str], translation: str, missing: str = "") -> str:
    if ids:
        idlist = "<IdList>\n" + "".join(f"<Id>{i}</Id>\n" for i in ids) + "</IdList>"
    else:
        idlist = "<IdList/>"
    body = f"<Count>{count}</Count><RetMax>{len(ids)}</RetMax><RetStart>0</RetStart>{idlist}"
    body += f"<TranslationSet/><QueryTranslation>{translation}</QueryTranslation>"
    if missing:
        body += f"<ErrorList><PhraseNotFound>{missing}</PhraseNotFound></ErrorList>"
    if count == 0:
        body += "<WarningList><OutputMessage>No items found.</OutputMessage></WarningList>"
    return _ESEARCH_HEAD + f"<eSearchResult>{body}</eSearchResult>\n"


_TRIALS = [
    ("39011842", "Osteoarthritis Cartilage. 2024 Aug;32(8):1002-1011.",
     "Once-weekly semaglutide 2.4 mg and knee pain in adults with obesity and knee "
     "osteoarthritis: a 68-week randomised, double-blind trial.",
     "Halvorsen K, Okafor N, Lindqvist A, et al.",
     "RESULTS: 407 participants were randomised 2:1. WOMAC pain fell by 41.7 points with "
     "semaglutide and 27.5 with placebo (difference -14.1; 95% CI -20.0 to -8.3)."),
    ("38756120", "Lancet Rheumatol. 2024 May;6(5):e288-e297.",
     "Semaglutide versus placebo for knee pain in osteoarthritis without obesity: a "
     "randomised pilot trial.",
     "Moreau C, Sato Y, Brennan D, et al.",
     "RESULTS: 96 participants; no difference in WOMAC pain at 26 weeks (-3.2; 95% CI -9.8 "
     "to 3.4); weight fell 6.1% versus 0.8%."),
    ("38240377", "Arthritis Rheumatol. 2024 Jan;76(1):55-64.",
     "Effect of semaglutide on knee cartilage thickness: MRI substudy of a randomised trial.",
     "Iversen P, Castillo R, Wu H, et al.",
     "RESULTS: 112 participants with MRI at 52 weeks; medial tibiofemoral cartilage loss "
     "did not differ (0.03 mm; 95% CI -0.02 to 0.08)."),
    ("37815503", "Obesity (Silver Spring). 2023 Nov;31(11):2710-2719.",
     "Physical function after semaglutide-induced weight loss in knee osteoarthritis: "
     "secondary analysis of a randomised trial.",
     "Nakamura T, Feldman J, Adeyemi O, et al.",
     "RESULTS: 6-minute walk distance improved by 38 m versus 12 m (difference 26 m; 95% "
     "CI 11-41)."),
]  # fmt: skip


def _abstract(n: int, t: tuple[str, str, str, str, str]) -> str:
    pmid, journal, title, authors, result = t
    return (
        f"{n}. {journal}\n\n{title}\n\n{authors}\n\nBACKGROUND: Weight loss reduces knee "
        f"osteoarthritis symptoms; the effect of GLP-1 receptor agonists is uncertain.\n"
        f"{result}\nCONCLUSIONS: See results.\n\nPMID: {pmid}"
    )


def entrez() -> list[Session]:
    fam = "entrez"
    out: list[Session] = []
    term = "semaglutide AND knee osteoarthritis AND randomized controlled trial[pt]"
    ids = [t[0] for t in _TRIALS]
    calls: list[Call] = [
        (
            "entrez_esearch",
            {"db": "pubmed", "term": term, "mindate": "2023", "maxdate": "2024", "retmax": 20},
            _esearch(
                4,
                ids,
                '("semaglutide"[Supplementary Concept] OR "semaglutide"[All Fields]) AND '
                '("osteoarthritis, knee"[MeSH Terms]) AND "randomized controlled trial"'
                "[Publication Type] AND 2023:2024[pdat]",
            ),
        )
    ]
    for chunk in (_TRIALS[:2], _TRIALS[2:]):
        text = "\n\n\n".join(_abstract(i + 1, t) for i, t in enumerate(chunk))
        calls.append(
            (
                "entrez_efetch",
                {
                    "db": "pubmed",
                    "id": ",".join(t[0] for t in chunk),
                    "rettype": "abstract",
                    "retmode": "text",
                },
                text,
            )
        )
    out.append(
        (
            fam,
            "entrez-ok-1",
            "Summarise the 2023-2024 randomised trials of semaglutide for knee osteoarthritis "
            "in PubMed: journal, number of participants and the main result of each.",
            True,
            calls,
        )
    )

    calls = []
    for q, count, ids2, missing in (
        ("tirzepatide AND sleep apnea", 38, ["40112233", "40087121", "39998410"], ""),
        ("orforgliprone", 0, [], "orforgliprone"),
        ("orforglipron", 12, ["40051277", "39920014", "39877300"], ""),
        ("mazdutide AND heart failure", 0, [], ""),
        ("survodutide AND (NASH OR MASH)", 9, ["40023981", "39911005", "39804662"], ""),
    ):
        tr = " AND ".join(f"{w}[All Fields]" for w in re.findall(r"[a-z]+", q) if w != "and")
        calls.append(
            (
                "entrez_esearch",
                {
                    "db": "pubmed",
                    "term": q,
                    "mindate": "2024",
                    "maxdate": "2024",
                    "datetype": "pdat",
                    "retmax": 3,
                },
                _esearch(count, ids2, f"({tr}) AND 2024:2024[pdat]", missing),
            )
        )
    out.append(
        (
            fam,
            "entrez-ok-2",
            "How many PubMed records from 2024 match each of: 'tirzepatide AND sleep apnea', "
            "'orforgliprone' (may be misspelt in my notes: fix it), 'mazdutide AND heart "
            "failure', 'survodutide AND (NASH OR MASH)'? Zero is a fine answer.",
            True,
            calls,
        )
    )

    bad = j(
        {
            "error": "API key invalid",
            "api-key": "9c41e0d5e1c8f2aa7b1d3e44f0a1b2c3d408",
            "type": "invalid",
            "status": "unknown",
        }
    )
    calls = [
        (
            "entrez_efetch",
            {"db": "pubmed", "id": "38811904,38790112", "rettype": "abstract", "retmode": "text"},
            bad,
        ),
        ("entrez_efetch", {"db": "pubmed", "id": "38811904", "rettype": "abstract"}, bad),
        ("entrez_esearch", {"db": "pubmed", "term": "38811904[uid]"}, bad),
        ("entrez_efetch", {"db": "pubmed", "id": "38790112", "retmode": "xml"}, bad),
        ("entrez_esummary", {"db": "pubmed", "id": "38811904,38790112,38702245"}, bad),
        ("entrez_efetch", {"db": "pubmed", "id": "38702245", "rettype": "abstract"}, bad),
    ]
    out.append(
        (
            fam,
            "entrez-fail-1",
            "Fetch the abstracts of PMIDs 38811904, 38790112 and 38702245 and extract each "
            "study's sample size.",
            False,
            calls,
        )
    )
    return out


_MOLS = {
    "aspirin": ("CC(=O)Oc1ccccc1C(=O)O", 180.159, 1.3101, 63.6, 1, 3, 2),
    "ibuprofen": ("CC(C)Cc1ccc(cc1)C(C)C(=O)O", 206.285, 3.0732, 37.3, 1, 1, 4),
    "naproxen": ("COc1ccc2cc(ccc2c1)C(C)C(=O)O", 230.263, 3.0365, 46.53, 1, 2, 3),
    "caffeine": ("Cn1cnc2c1c(=O)n(C)c(=O)n2C", 194.194, -1.0293, 61.82, 0, 6, 0),
    "diclofenac": ("OC(=O)Cc1ccccc1Nc1c(Cl)cccc1Cl", 296.151, 4.3641, 49.33, 2, 2, 4),
    "atorvastatin": ("CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C"
                     "[C@@H](O)CC(=O)O", 558.646, 6.3136, 111.79, 4, 5, 12),
    "imatinib": ("Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1", 493.615,
                 4.5908, 86.28, 2, 7, 7),
    "metformin": ("CN(C)C(=N)NC(=N)N", 129.167, -1.0345, 88.99, 3, 1, 2),
    "paracetamol": ("CC(=O)Nc1ccc(O)cc1", 151.165, 1.3506, 49.33, 2, 2, 1),
    "tamoxifen": ("CC/C(=C(\\c1ccccc1)c1ccc(OCCN(C)C)cc1)c1ccccc1", 371.524, 5.9998, 12.47,
                  0, 2, 8),
}  # fmt: skip


def _desc(name: str) -> str:
    smi, mw, logp, tpsa, hbd, hba, rot = _MOLS[name]
    viol = sum((mw > 500, logp > 5, hbd > 5, hba > 10))
    return jp(
        {
            "smiles": smi,
            "MolWt": mw,
            "MolLogP": logp,
            "TPSA": tpsa,
            "NumHDonors": hbd,
            "NumHAcceptors": hba,
            "NumRotatableBonds": rot,
            "lipinski_violations": viol,
        }
    )


def rdkit() -> list[Session]:
    fam = "rdkit"
    out: list[Session] = []
    calls: list[Call] = []
    bad1 = "COc1ccc2cc(ccc2c1)C(C)C(=O"
    bad2 = "Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n"
    errors = {
        "naproxen": (
            bad1,
            f"SMILES Parse Error: extra open parentheses while parsing: {bad1}\n"
            "SMILES Parse Error: check for mistakes around position 23:\n"
            f"{bad1}\n" + "~" * 22 + "^\n"
            f"SMILES Parse Error: Failed parsing SMILES '{bad1}' for input: '{bad1}'",
        ),
        "imatinib": (bad2, f"SMILES Parse Error: unclosed ring for input: '{bad2}'"),
    }
    for name in _MOLS:
        if name in errors:
            smi, log = errors[name]
            calls.append(
                (
                    "calc_descriptors",
                    {"smiles": smi},
                    jp({"error": "Invalid SMILES", "detail": log}),
                )
            )
        calls.append(("calc_descriptors", {"smiles": _MOLS[name][0]}, _desc(name)))
    out.append(
        (
            fam,
            "rdkit-ok-1",
            "MW, cLogP, TPSA, HBD/HBA and Lipinski violations for the ten compounds in "
            "hits.smi (two SMILES have typos: fix them).",
            True,
            calls,
        )
    )

    dead = "Error executing tool {t}: Connection closed"
    pattern = "S(=O)(=O)N"
    calls = [
        (
            "substructure_match",
            {"smiles": "Cc1ccc(cc1)S(=O)(=O)NC(=O)NN1CCCCCC1", "smarts": pattern},
            jp({"match": True, "atom_indices": [[7, 8, 9, 10]], "count": 1}),
        ),
        (
            "substructure_match",
            {"smiles": "NS(=O)(=O)c1cc(C(=O)O)c(NCc2ccco2)cc1Cl", "smarts": pattern},
            dead.format(t="substructure_match"),
        ),
        (
            "substructure_match",
            {"smiles": "NS(=O)(=O)c1cc(C(=O)O)c(NCc2ccco2)cc1Cl", "smarts": pattern},
            dead.format(t="substructure_match"),
        ),
        (
            "calc_descriptors",
            {"smiles": "NS(=O)(=O)c1cc(C(=O)O)c(NCc2ccco2)cc1Cl"},
            dead.format(t="calc_descriptors"),
        ),
        (
            "substructure_match",
            {"smiles": "CC(C)NCC(O)COc1ccc(CC(N)=O)cc1", "smarts": pattern},
            dead.format(t="substructure_match"),
        ),
        (
            "substructure_match",
            {"smiles": "Cc1onc(-c2ccccc2)c1-c1ccc(S(N)(=O)=O)cc1", "smarts": "S(=O)(=O)N"},
            dead.format(t="substructure_match"),
        ),
    ]
    out.append(
        (
            fam,
            "rdkit-fail-1",
            "Flag which of the eight compounds in series_B.smi contain a sulfonamide group "
            "(SMARTS S(=O)(=O)N) and give the TPSA of those that do.",
            False,
            calls,
        )
    )
    return out


def _astropy_table(cols: list[tuple[str, str]], rows: list[tuple[str, ...]]) -> str:
    widths = [
        max(len(name), len(unit), *(len(r[i]) for r in rows)) for i, (name, unit) in enumerate(cols)
    ]
    lines = [" ".join(name.center(w) for (name, _), w in zip(cols, widths, strict=True))]
    if any(unit for _, unit in cols):
        lines.append(" ".join(unit.center(w) for (_, unit), w in zip(cols, widths, strict=True)))
    lines.append(" ".join("-" * w for w in widths))
    lines += [" ".join(v.rjust(w) for v, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(lines)


_STARS = [
    ("TRAPPIST-1", "346.62639190375007", "-5.043461079444444", "M7.5e"),
    ("Kepler-186", "298.65255836666664", "43.95498522222222", "M1V"),
    ("TOI-700", "97.09612540000001", "-65.57860430555555", "M2V"),
    ("LHS 1140", "11.247511325000001", "-15.27155813888889", "M4.5V"),
    ("K2-18", "172.56041270833332", "7.5880045277777775", "M2.5V"),
]
_PLANETS = [
    ("K2-18", "K2-18 b", "32.940045", "2.61"),
    ("Kepler-186", "Kepler-186 b", "3.8867907", "1.07"),
    ("Kepler-186", "Kepler-186 c", "7.267302", "1.25"),
    ("Kepler-186", "Kepler-186 d", "13.342996", "1.4"),
    ("Kepler-186", "Kepler-186 e", "22.407704", "1.27"),
    ("Kepler-186", "Kepler-186 f", "129.9441", "1.17"),
    ("LHS 1140", "LHS 1140 c", "3.77794", "1.272"),
    ("LHS 1140", "LHS 1140 b", "24.73723", "1.73"),
    ("TOI-700", "TOI-700 b", "9.977165", "1.04"),
    ("TOI-700", "TOI-700 c", "16.051098", "2.65"),
    ("TOI-700", "TOI-700 e", "27.80978", "0.95"),
    ("TOI-700", "TOI-700 d", "37.42396", "1.14"),
    ("TRAPPIST-1", "TRAPPIST-1 b", "1.51088", "1.116"),
    ("TRAPPIST-1", "TRAPPIST-1 c", "2.4218", "1.097"),
    ("TRAPPIST-1", "TRAPPIST-1 d", "4.04978", "0.788"),
    ("TRAPPIST-1", "TRAPPIST-1 e", "6.09963", "0.92"),
    ("TRAPPIST-1", "TRAPPIST-1 f", "9.2067", "1.045"),
    ("TRAPPIST-1", "TRAPPIST-1 g", "12.35294", "1.129"),
    ("TRAPPIST-1", "TRAPPIST-1 h", "18.77287", "0.755"),
]


def astro() -> list[Session]:
    cols = [("main_id", ""), ("ra", "deg"), ("dec", "deg"), ("sp_type", ""), ("matched_id", "")]
    calls: list[Call] = []
    for name, ra, dec, sp in _STARS:
        table = _astropy_table(cols, [(name, ra, dec, sp, name)])
        calls.append(
            ("simbad_query_object", {"object_name": name, "votable_fields": ["sp_type"]}, table)
        )
    hosts = ",".join(f"'{s[0]}'" for s in _STARS)
    query = (
        "select hostname,pl_name,pl_orbper,pl_rade from pscomppars where hostname in "
        f"({hosts}) order by hostname,pl_orbper"
    )
    csv = "hostname,pl_name,pl_orbper,pl_rade\n" + "".join(
        f"{h},{p},{o},{r}\n" for h, p, o, r in _PLANETS
    )
    calls.append(("exoplanet_tap_query", {"query": query, "format": "csv"}, csv))
    return [
        (
            "astro",
            "astro-ok-1",
            "For TRAPPIST-1, Kepler-186, TOI-700, LHS 1140 and K2-18 give SIMBAD coordinates "
            "and spectral type, then every confirmed planet with its orbital period and "
            "radius from the NASA Exoplanet Archive.",
            True,
            calls,
        )
    ]


_NYC = {
    "GHCND:USW00094728": ("NY CITY CENTRAL PARK, NY US", 133.6, 1262.9),
    "GHCND:USW00014732": ("LAGUARDIA AIRPORT, NY US", 118.4, 1187.5),
    "GHCND:USW00094789": ("JFK INTERNATIONAL AIRPORT, NY US", 97.3, 1140.2),
    "GHCND:USW00014734": ("NEWARK LIBERTY INTERNATIONAL AIRPORT, NJ US", 161.8, 1311.0),
}
_BROOKLYN = "GHCND:USC00300961"


def _cdo(results: list[dict[str, Any]]) -> str:
    meta = {"resultset": {"offset": 1, "count": len(results), "limit": 25}}
    return j({"metadata": meta, "results": results})


def noaa() -> list[Session]:
    fam = "noaa"
    out: list[Session] = []
    ids = list(_NYC)
    july = [
        {"date": "2024-07-01T00:00:00", "datatype": "PRCP", "station": s, "attributes": "2,W",
         "value": v[1]}
        for s, v in _NYC.items()
    ]  # fmt: skip
    year = [
        {"date": "2023-01-01T00:00:00", "datatype": "PRCP", "station": s, "attributes": ",W",
         "value": v[2]}
        for s, v in _NYC.items()
    ]  # fmt: skip
    base = {"datatypeid": "PRCP", "units": "metric", "limit": 25}
    calls: list[Call] = [
        (
            "noaa_cdo_data",
            base | {"datasetid": "GSOM", "stationid": ids, "startdate": "2024-07-01",
                    "enddate": "2024-07-31"},
            _cdo(july),
        ),
        (
            "noaa_cdo_data",
            base | {"datasetid": "GSOM", "stationid": [_BROOKLYN], "startdate": "2024-07-01",
                    "enddate": "2024-07-31"},
            "{}",
        ),
        (
            "noaa_cdo_data",
            base | {"datasetid": "GSOY", "stationid": ids, "startdate": "2023-01-01",
                    "enddate": "2023-12-31"},
            _cdo(year),
        ),
        (
            "noaa_cdo_data",
            base | {"datasetid": "GSOY", "stationid": [_BROOKLYN], "startdate": "2023-01-01",
                    "enddate": "2023-12-31"},
            "{}",
        ),
        (
            "noaa_cdo_stations",
            {"stationid": _BROOKLYN},
            j(
                {
                    "elevation": 6.1,
                    "mindate": "1948-08-01",
                    "maxdate": "2019-06-30",
                    "latitude": 40.5967,
                    "name": "BROOKLYN AVENUE V, NY US",
                    "datacoverage": 0.8712,
                    "id": _BROOKLYN,
                    "elevationUnit": "METERS",
                    "longitude": -73.9689,
                }
            ),
        ),
    ]  # fmt: skip
    top = [
        ("2024-07-16", 38.1), ("2024-07-14", 21.6), ("2024-07-31", 18.3), ("2024-07-09", 14.7),
        ("2024-07-26", 11.4), ("2024-07-21", 9.9), ("2024-07-03", 7.6), ("2024-07-29", 4.1),
    ]  # fmt: skip
    daily = [
        {"date": f"{d}T00:00:00", "datatype": "PRCP", "station": ids[0], "attributes": ",,W,2400",
         "value": v}
        for d, v in top
    ]  # fmt: skip
    calls.append(
        (
            "noaa_cdo_data",
            base
            | {"datasetid": "GHCND", "stationid": [ids[0]], "startdate": "2024-07-01",
               "enddate": "2024-07-31", "sortfield": "value", "sortorder": "desc", "limit": 8},
            _cdo(daily).replace('"limit":25', '"limit":8').replace('"count":8', '"count":31'),
        )
    )  # fmt: skip
    out.append(
        (
            fam,
            "noaa-ok-1",
            "July 2024 precipitation at Central Park, LaGuardia, JFK and Newark, each "
            "station's 2023 annual total, and Central Park's wettest July days. Include the "
            "old Brooklyn Avenue V station if it reported anything.",
            True,
            calls,
        )
    )

    phx = "GHCND:USW00023183"
    limit = (
        '{"status" : "429", "message" : "This token has reached its request limit of 10000 '
        'per day."}'
    )
    calls = []
    for yr, vals in (("2020", (41.9, 43.3, 42.6)), ("2021", (42.8, 41.1, 40.4))):
        res = [
            {"date": f"{yr}-{m:02d}-01T00:00:00", "datatype": "TMAX", "station": phx,
             "attributes": "2,W", "value": v}
            for m, v in zip((6, 7, 8), vals, strict=True)
        ]  # fmt: skip
        args = {"datasetid": "GSOM", "datatypeid": "TMAX", "stationid": [phx]}
        args |= {"startdate": f"{yr}-06-01", "enddate": f"{yr}-08-31", "units": "metric"}
        calls.append(("noaa_cdo_data", args, _cdo(res)))
    for yr in ("2022", "2023", "2024", "2022", "2024"):
        args = {"datasetid": "GSOM", "datatypeid": "TMAX", "stationid": [phx]}
        args |= {"startdate": f"{yr}-06-01", "enddate": f"{yr}-08-31", "units": "metric"}
        calls.append(("noaa_cdo_data", args, limit))
    out.append(
        (
            fam,
            "noaa-fail-1",
            "Mean daily maximum temperature at Phoenix Sky Harbor for June, July and August "
            "of each year 2020-2024: has the summer got hotter?",
            False,
            calls,
        )
    )
    return out


def _cds_job(job: str, status: str, created: str, started: str = "", finished: str = "") -> str:
    body: dict[str, Any] = {"processID": "reanalysis-era5-single-levels", "type": "process"}
    body |= {"jobID": job, "status": status, "created": created}
    if started:
        body["started"] = started
    if finished:
        body["finished"] = finished
    body["updated"] = finished or started or created
    url = f"https://cds.climate.copernicus.eu/api/retrieve/v1/jobs/{job}"
    links = [{"href": url, "rel": "self", "type": "application/json"}]
    if status == "successful":
        links.append({"href": f"{url}/results", "rel": "results"})
    body["links"] = links
    return js(body)


def cds() -> list[Session]:
    fam = "cds"
    out: list[Session] = []
    jul, aug = hexid("era5-jul"), hexid("era5-aug")
    jul = f"{jul[:8]}-{jul[8:12]}-{jul[12:16]}-{jul[16:20]}-{jul[20:32]}"
    aug = f"{aug[:8]}-{aug[8:12]}-{aug[12:16]}-{aug[16:20]}-{aug[20:32]}"
    req = {
        "product_type": ["reanalysis"],
        "variable": ["2m_temperature"],
        "year": ["2024"],
        "day": [f"{d:02d}" for d in range(1, 32)],
        "time": ["00:00", "06:00", "12:00", "18:00"],
        "area": [44, -10, 36, 4],
        "data_format": "netcdf",
    }
    c1, c2 = "2025-05-14T08:02:11.409651", "2025-05-14T08:02:14.881210"
    s1, s2 = "2025-05-14T08:19:40.118920", "2025-05-14T08:31:02.554013"
    f1, f2 = "2025-05-14T08:27:55.730411", "2025-05-14T08:40:18.004477"
    ds = "reanalysis-era5-single-levels"
    calls: list[Call] = [
        ("cds_submit", {"dataset": ds, "request": req | {"month": ["07"]}},
         _cds_job(jul, "accepted", c1)),
        ("cds_submit", {"dataset": ds, "request": req | {"month": ["08"]}},
         _cds_job(aug, "accepted", c2)),
        ("cds_job_status", {"job_id": jul}, _cds_job(jul, "accepted", c1)),
        ("cds_job_status", {"job_id": aug}, _cds_job(aug, "accepted", c2)),
        ("cds_job_status", {"job_id": jul}, _cds_job(jul, "running", c1, s1)),
        ("cds_job_status", {"job_id": aug}, _cds_job(aug, "accepted", c2)),
        ("cds_job_status", {"job_id": jul}, _cds_job(jul, "running", c1, s1)),
        ("cds_job_status", {"job_id": jul}, _cds_job(jul, "successful", c1, s1, f1)),
        ("cds_download", {"job_id": jul, "target": "data/era5_t2m_iberia_2024-07.nc"},
         "Downloaded 1 file to data/era5_t2m_iberia_2024-07.nc (35.4 MB)"),
        ("cds_job_status", {"job_id": aug}, _cds_job(aug, "running", c2, s2)),
        ("cds_job_status", {"job_id": aug}, _cds_job(aug, "running", c2, s2)),
        ("cds_job_status", {"job_id": aug}, _cds_job(aug, "successful", c2, s2, f2)),
        ("cds_download", {"job_id": aug, "target": "data/era5_t2m_iberia_2024-08.nc"},
         "Downloaded 1 file to data/era5_t2m_iberia_2024-08.nc (35.4 MB)"),
    ]  # fmt: skip
    out.append(
        (
            fam,
            "cds-ok-1",
            "Get ERA5 2 m temperature (00/06/12/18 UTC) over Iberia for July and August "
            "2024 from the Copernicus CDS as NetCDF into data/.",
            True,
            calls,
        )
    )

    land = "reanalysis-era5-land"
    licence = (
        "403 Client Error: Forbidden for url: https://cds.climate.copernicus.eu/api/retrieve/"
        f"v1/processes/{land}/execution\nrequired licences not accepted\nNot all the required "
        f"licences have been accepted; please visit https://cds.climate.copernicus.eu/datasets/"
        f"{land}?tab=download#manage-licences to accept the required licence(s)."
    )
    calls = []
    for var, years, area in (
        ("volumetric_soil_water_layer_1", ["2023"], [5, 33.5, -5, 42]),
        ("volumetric_soil_water_layer_1", ["2023"], [5, 33.5, -5, 42]),
        ("volumetric_soil_water_layer_1", ["2022"], [5, 34, -5, 42]),
        ("volumetric_soil_water_layer_2", ["2023"], [5, 33.5, -5, 42]),
        ("volumetric_soil_water_layer_1", ["2023"], [1, 36, -2, 38]),
    ):
        request = {"variable": [var], "year": years, "month": ["03", "04", "05"]}
        request |= {"day": ["01"], "time": ["12:00"], "area": area, "data_format": "netcdf"}
        target = f"data/kenya_{var[-7:]}_{years[0]}.nc"
        calls.append(("cds_retrieve", {"dataset": land, "request": request, "target": target},
                      licence))  # fmt: skip
    out.append(
        (
            fam,
            "cds-fail-1",
            "Download ERA5-Land top-layer soil moisture over Kenya for March-May 2023 from "
            "the Copernicus CDS and tell me the driest month.",
            False,
            calls,
        )
    )
    return out


_WB_IND = ("NY.GDP.PCAP.PP.KD", "GDP per capita, PPP (constant 2021 international $)")
_WB = {
    ("BR", "BRA", "Brazil"): (19450.3, 18731.9, 19562.4, 20049.7, 20522.8),
    ("MX", "MEX", "Mexico"): (23118.6, 21121.0, 22287.5, 22990.1, 23604.4),
    ("AR", "ARG", "Argentina"): (27421.9, 24481.3, 27013.8, 28170.2, 27498.6),
    ("CL", "CHL", "Chile"): (30081.7, 28021.5, 31118.9, 31579.6, 31502.3),
    ("CO", "COL", "Colombia"): (18438.2, 16879.4, 18671.0, 19802.7, 19866.1),
}


def _wb_page(page: int, rows: list[dict[str, Any]], total: int, per: int) -> str:
    head = {"page": page, "pages": -(-total // per), "per_page": per, "total": total}
    head |= {"sourceid": "2", "lastupdated": "2025-04-15"}
    return j([head, rows])


def _jsonstat(geo: str, geo_label: str, months: list[str], values: list[float | None]) -> str:
    value = {str(i): v for i, v in enumerate(values) if v is not None}
    status = {str(i): ":" for i, v in enumerate(values) if v is None}

    def dim(label: str, code: str, name: str) -> dict[str, Any]:
        return {"label": label, "category": {"index": {code: 0}, "label": {code: name}}}

    body: dict[str, Any] = {
        "version": "2.0",
        "class": "dataset",
        "label": "Unemployment by sex and age - monthly data",
        "source": "ESTAT",
        "updated": "2025-05-02T23:00:00+0200",
        "value": value,
    }
    if status:
        body["status"] = status
    body |= {
        "id": ["freq", "s_adj", "age", "unit", "sex", "geo", "time"],
        "size": [1, 1, 1, 1, 1, 1, len(months)],
        "dimension": {
            "freq": dim("Time frequency", "M", "Monthly"),
            "s_adj": dim("Seasonal adjustment", "SA", "Seasonally adjusted data"),
            "age": dim("Age class", "TOTAL", "Total"),
            "unit": dim("Unit of measure", "PC_ACT", "Percentage of population in the labour "
                        "force"),
            "sex": dim("Sex", "T", "Total"),
            "geo": dim("Geopolitical entity (reporting)", geo, geo_label),
            "time": {
                "label": "Time",
                "category": {
                    "index": {m: i for i, m in enumerate(months)},
                    "label": {m: m for m in months},
                },
            },
        },
    }  # fmt: skip
    return j(body)


def open_stats() -> list[Session]:
    fam = "open-stats"
    out: list[Session] = []
    rows = []
    for (iso2, iso3, name), vals in _WB.items():
        for yr, v in zip(range(2023, 2018, -1), reversed(vals), strict=True):
            rows.append(
                {
                    "indicator": {"id": _WB_IND[0], "value": _WB_IND[1]},
                    "country": {"id": iso2, "value": name},
                    "countryiso3code": iso3,
                    "date": str(yr),
                    "value": v,
                    "unit": "",
                    "obs_status": "",
                    "decimal": 0,
                }
            )
    calls: list[Call] = []
    for page in (1, 2, 3):
        args = {"country": "BRA;MEX;ARG;CHL;COL", "indicator": _WB_IND[0], "date": "2019:2023"}
        args |= {"per_page": 10, "page": page}
        calls.append(
            ("worldbank_indicator", args, _wb_page(page, rows[(page - 1) * 10 :][:10], 25, 10))
        )
    out.append(
        (
            fam,
            "open-stats-ok-1",
            "From the World Bank API, GDP per capita PPP (constant 2021 $) for Brazil, Mexico, "
            "Argentina, Chile and Colombia 2019-2023: which grew most over the period?",
            True,
            calls,
        )
    )

    months = ["2024-10", "2024-11", "2024-12", "2025-01", "2025-02", "2025-03"]
    series = (
        ("ES", "Spain", [11.2, 11.2, 10.9, 10.9, 10.8, 10.9]),
        ("IT", "Italy", [5.9, 5.8, 6.2, 6.3, 5.9, 6.0]),
        ("PT", "Portugal", [6.4, 6.5, 6.4, 6.5, 6.4, 6.5]),
        ("EL", "Greece", [9.6, 9.4, 9.4, 8.7, 8.6, None]),
        ("EU27_2020", "European Union - 27 countries (from 2020)", [5.9, 5.8, 5.8, 5.8, 5.7, 5.8]),
    )
    calls = []
    for geo, label, vals in series:
        filters = {"geo": geo, "unit": "PC_ACT", "s_adj": "SA", "age": "TOTAL", "sex": "T"}
        filters["sinceTimePeriod"] = "2024-10"
        calls.append(
            ("eurostat_data", {"dataset": "une_rt_m", "filters": filters},
             _jsonstat(geo, label, months, vals))
        )  # fmt: skip
    out.append(
        (
            fam,
            "open-stats-ok-2",
            "Latest seasonally adjusted unemployment rate from Eurostat for Spain, Italy, "
            "Portugal, Greece and the EU27, and the change since October 2024.",
            True,
            calls,
        )
    )

    archived = j(
        [
            {
                "message": [
                    {
                        "id": "175",
                        "key": "Invalid format",
                        "value": "The indicator was not found. It may have been deleted or "
                        "archived.",
                    }
                ]
            }
        ]
    )
    calls = []
    for country, date, extra in (
        ("IND;IDN;VNM;PHL;THA;MYS;BGD;PAK", "2015:2020", {}),
        ("IND;IDN;VNM;PHL;THA;MYS;BGD;PAK", "2019", {}),
        ("IND", "2015:2020", {}),
        ("all", "2020", {}),
        ("IND;IDN", "2015:2020", {"source": "1"}),
    ):
        args = {"country": country, "indicator": "IC.BUS.EASE.XQ", "date": date} | extra
        calls.append(("worldbank_indicator", args, archived))
    out.append(
        (
            fam,
            "open-stats-fail-1",
            "Get the World Bank 'Ease of doing business' scores (IC.BUS.EASE.XQ) for India, "
            "Indonesia, Vietnam, Philippines, Thailand, Malaysia, Bangladesh and Pakistan "
            "2015-2020 and rank the countries' improvement.",
            False,
            calls,
        )
    )
    return out


_CKAN_HELP = "https://catalog.data.gov/api/3/action/help_show?name=package_search"
_LSL = [
    ("lead-service-line-inventory-chicago", "Lead Service Line Inventory", "City of Chicago",
     ["CSV", "JSON"]),
    ("denver-lead-service-lines", "Lead Service Lines (Water Service Lines Material)",
     "City and County of Denver", ["CSV", "GeoJSON"]),
    ("providence-lead-service-line-locations", "Lead Service Line Locations",
     "Providence Water (City of Providence)", ["XLSX"]),
    ("cincinnati-greater-cincinnati-water-works-lead-lines",
     "GCWW Lead Service Lines - Public and Private Side", "City of Cincinnati",
     ["CSV", "ArcGIS GeoServices REST API"]),
    ("detroit-lead-service-line-replacements", "Lead Service Line Replacements",
     "City of Detroit", ["CSV"]),
    ("epa-lead-service-line-inventory-guidance", "Guidance for Developing and Maintaining a "
     "Service Line Inventory", "Environmental Protection Agency", ["PDF"]),
    ("milwaukee-lead-service-lines", "Lead Service Lines by Property", "City of Milwaukee",
     ["CSV", "KML"]),
    ("newark-lead-service-line-replacement-program", "Lead Service Line Replacement Program "
     "Progress", "City of Newark", ["HTML"]),
    ("michigan-egle-lead-service-line-reporting", "Distribution System Materials Inventory "
     "Summary", "State of Michigan", ["XLSX"]),
]  # fmt: skip


def _ckan_pkg(name: str, title: str, org: str, fmts: list[str]) -> dict[str, Any]:
    pid = hexid(name, 32)
    return {
        "id": f"{pid[:8]}-{pid[8:12]}-{pid[12:16]}-{pid[16:20]}-{pid[20:]}",
        "name": name,
        "title": title,
        "organization": {"title": org, "type": "organization"},
        "metadata_modified": f"2025-0{len(name) % 5 + 1}-1{len(title) % 10}T16:02:44.118204",
        "num_resources": len(fmts),
        "resources": [{"format": f, "name": f"{title} ({f})"} for f in fmts],
    }


def _ckan(count: int, pkgs: list[dict[str, Any]]) -> str:
    result = {"count": count, "facets": {}, "results": pkgs}
    result |= {"sort": "score desc, metadata_modified desc", "search_facets": {}}
    return js({"help": _CKAN_HELP, "success": True, "result": result})


def ckan() -> list[Session]:
    calls: list[Call] = []
    for start in (0, 4, 8):
        pkgs = [_ckan_pkg(*p) for p in _LSL[start : start + 4]]
        calls.append(
            ("ckan_package_search", {"q": "lead service line", "rows": 4, "start": start},
             _ckan(len(_LSL), pkgs))
        )  # fmt: skip
    calls.append(
        ("ckan_package_search", {"q": "lead service line inventory Tucson", "rows": 4},
         _ckan(0, []))
    )  # fmt: skip
    show = _ckan_pkg(*_LSL[2])
    show |= {
        "license_title": "Creative Commons Attribution",
        "notes": "Locations of known "
        "lead service lines in Providence Water's service area, updated quarterly.",
    }
    calls.append(
        ("ckan_package_show", {"id": _LSL[2][0]},
         js({"help": _CKAN_HELP.replace("package_search", "package_show"), "success": True,
             "result": show}))
    )  # fmt: skip
    return [
        (
            "ckan",
            "ckan-ok-1",
            "On catalog.data.gov find datasets about lead service lines published by city "
            "governments, with whether each offers a CSV. Also check whether Tucson has "
            "published one (I think not).",
            True,
            calls,
        )
    ]


_FOODS = [
    ("rolled oats", 173904, "Cereals, oats, regular and quick, not fortified, dry", 379, 13.15,
     6.52, 67.7, 10.1),
    ("whole milk", 171265, "Milk, whole, 3.25% milkfat, with added vitamin D", 61, 3.15, 3.25,
     4.8, 0.0),
    ("plain greek yogurt", 170894, "Yogurt, Greek, plain, nonfat", 59, 10.19, 0.39, 3.6, 0.0),
    ("chia seeds", 170554, "Seeds, chia seeds, dried", 486, 16.54, 30.74, 42.12, 34.4),
    ("blueberries raw", 171711, "Blueberries, raw", 57, 0.74, 0.33, 14.49, 2.4),
    ("maple syrup", 169661, "Syrups, maple", 260, 0.04, 0.06, 67.04, 0.0),
]  # fmt: skip


def _fdc(q: str, fid: int, desc: str, vals: tuple[float, ...], total: int) -> str:
    names = (
        (1008, "Energy", "208", "KCAL"),
        (1003, "Protein", "203", "G"),
        (1004, "Total lipid (fat)", "204", "G"),
        (1005, "Carbohydrate, by difference", "205", "G"),
        (1079, "Fiber, total dietary", "291", "G"),
    )
    nutrients = [
        {"nutrientId": i, "nutrientName": n, "nutrientNumber": num, "unitName": u, "value": v}
        for (i, n, num, u), v in zip(names, vals, strict=True)
    ]
    food = {"fdcId": fid, "description": desc, "dataType": "SR Legacy"}
    food |= {"publishedDate": "2019-04-01", "foodNutrients": nutrients}
    body = {"totalHits": total, "currentPage": 1, "totalPages": total}
    body |= {"foodSearchCriteria": {"query": q, "dataType": ["SR Legacy"], "pageSize": 1}}
    body["foods"] = [food]
    return j(body)


def _spoon_hits(items: list[tuple[int, str]], total: int, offset: int = 0) -> str:
    res = [
        {"id": i, "title": t, "image": f"https://img.spoonacular.com/recipes/{i}-312x231.jpg",
         "imageType": "jpg"}
        for i, t in items
    ]  # fmt: skip
    return j({"results": res, "offset": offset, "number": len(items) or 5, "totalResults": total})


def _spoon_info(rid: int, title: str, mins: int, serv: int, protein: str) -> str:
    body = {
        "id": rid,
        "title": title,
        "readyInMinutes": mins,
        "servings": serv,
        "vegetarian": True,
        "vegan": False,
        "glutenFree": False,
        "nutrition": {"nutrients": [{"name": "Protein", "amount": float(protein), "unit": "g"}]},
        "sourceUrl": f"https://www.example-recipes.com/r/{rid}",
    }
    return j(body)


def nutrition() -> list[Session]:
    fam = "nutrition"
    out: list[Session] = []
    calls: list[Call] = []
    for q, fid, desc, *vals in _FOODS:
        args = {"query": q, "dataType": ["SR Legacy"], "pageSize": 1}
        calls.append(("fdc_foods_search", args, _fdc(q, fid, desc, tuple(vals), 40 + fid % 37)))
    out.append(
        (
            fam,
            "nutrition-ok-1",
            "Make a per-100 g nutrition table (kcal, protein, fat, carbs, fibre) from USDA "
            "FoodData Central for my overnight oats: rolled oats, whole milk, plain Greek "
            "yogurt, chia seeds, blueberries and maple syrup.",
            True,
            calls,
        )
    )

    soups = [(716321, "Red Lentil Soup with Chard"), (782601, "Red Lentil Dal Soup"),
             (661340, "Spicy Moroccan Lentil Soup")]  # fmt: skip
    base = {"query": "lentil soup", "diet": "vegan", "number": 3}
    calls = [
        ("spoonacular_complex_search", base | {"maxReadyTime": 45}, _spoon_hits(soups, 27)),
        ("spoonacular_recipe_information", {"id": 716321, "includeNutrition": True},
         _spoon_info(716321, "Red Lentil Soup with Chard", 40, 4, "18.6")),
        ("spoonacular_recipe_information", {"id": 782601, "includeNutrition": True},
         _spoon_info(782601, "Red Lentil Dal Soup", 35, 6, "14.2")),
        ("spoonacular_complex_search", base | {"maxReadyTime": 15}, _spoon_hits([], 0)),
        ("spoonacular_complex_search", base | {"maxReadyTime": 25},
         _spoon_hits([(1095745, "15-Minute Lentil and Tomato Soup")], 1)),
        ("spoonacular_recipe_information", {"id": 1095745, "includeNutrition": True},
         _spoon_info(1095745, "15-Minute Lentil and Tomato Soup", 20, 2, "21.3")),
    ]  # fmt: skip
    out.append(
        (
            fam,
            "nutrition-ok-2",
            "Find vegan lentil soup recipes on Spoonacular ready in 45 minutes with protein "
            "per serving; is there any ready in 15 minutes, or failing that 25?",
            True,
            calls,
        )
    )

    quota = j(
        {
            "status": "failure",
            "code": 402,
            "message": "Your daily points limit of 150 has been reached. Please upgrade your "
            "plan to continue using the API.",
        }
    )
    breakfast = [(1697573, "Cottage Cheese Pancakes"), (715449, "Tofu Scramble Wrap"),
                 (1100990, "Greek Yogurt Protein Bowl"), (663641, "Tomato Feta Egg Muffins"),
                 (1061943, "Peanut Butter Overnight Oats")]  # fmt: skip
    calls = [
        (
            "spoonacular_complex_search",
            {"query": "breakfast", "diet": "vegetarian", "minProtein": 20, "maxReadyTime": 20,
             "number": 5},
            _spoon_hits(breakfast, 34),
        )
    ]  # fmt: skip
    for rid, _ in breakfast:
        calls.append(
            ("spoonacular_recipe_information", {"id": rid, "includeNutrition": True}, quota)
        )
    out.append(
        (
            fam,
            "nutrition-fail-1",
            "Find five high-protein vegetarian breakfast recipes ready in under 20 minutes "
            "and give the protein per serving of each.",
            False,
            calls,
        )
    )
    return out


_SILA = [
    ("11626584", "Composite anode material comprising silicon particles in a porous carbon "
     "scaffold", "2023-04-11"),
    ("11715863", "Electrolyte additives for silicon-dominant anodes", "2023-08-01"),
    ("11855631", "Method of making nanocomposite battery electrode particles with controlled "
     "porosity", "2023-12-26"),
    ("11961102", "Lithium-ion cells with high areal capacity silicon anodes", "2024-04-16"),
    ("12009477", "Battery electrode compositions with polymer-coated particles", "2024-06-11"),
    ("11232873", "Stable battery with high performance on demand", "2022-01-25"),
    ("11380521", "Core-shell composite particles for anode materials", "2022-07-05"),
    ("11088412", "Nanostructured anode particles for lithium-ion batteries", "2021-08-10"),
    ("11152630", "Separator with ceramic coating for high-temperature cells", "2021-10-19"),
]  # fmt: skip


def patents() -> list[Session]:
    fam = "patents"
    out: list[Session] = []
    org = "Sila Nanotechnologies, Inc."
    q = {
        "_and": [
            {"assignees.assignee_organization": "Sila Nanotechnologies"},
            {"_gte": {"patent_date": "2021-01-01"}},
            {"_lte": {"patent_date": "2024-12-31"}},
        ]
    }
    f = ["patent_id", "patent_title", "patent_date", "assignees.assignee_organization"]
    calls: list[Call] = []
    for o, chunk in (({"size": 5}, _SILA[:5]), ({"size": 5, "after": "12009477"}, _SILA[5:])):
        pats = [
            {"patent_id": i, "patent_title": t, "patent_date": d,
             "assignees": [{"assignee_organization": org}]}
            for i, t, d in chunk
        ]  # fmt: skip
        body = {"error": False, "count": len(pats), "total_hits": len(_SILA), "patents": pats}
        args = {"q": q, "f": f, "o": o, "s": [{"patent_date": "desc"}]}
        calls.append(("patentsview_patent_search", args, j(body)))
    for pid, claims, cpc, filed in (("11961102", 20, "H01M4/386", "2021-06-29"),
                                    ("11626584", 18, "H01M4/366", "2020-11-12"),
                                    ("11152630", 14, "H01M50/446", "2019-03-08")):  # fmt: skip
        body = {
            "error": False,
            "count": 1,
            "total_hits": 1,
            "patents": [
                {"patent_id": pid, "patent_num_claims": claims,
                 "cpc_current": [{"cpc_group_id": cpc, "cpc_sequence": 0}],
                 "application": [{"filing_date": filed}]}
            ],
        }  # fmt: skip
        args = {"q": {"patent_id": pid}, "f": ["patent_id", "patent_num_claims", "cpc_current",
                                                "application.filing_date"]}  # fmt: skip
        calls.append(("patentsview_patent_search", args, j(body)))
    out.append(
        (
            fam,
            "patents-ok-1",
            "List the US patents granted 2021-2024 to Sila Nanotechnologies (number, title, "
            "date), and for the newest, the oldest and the separator one give claims count "
            "and main CPC group.",
            True,
            calls,
        )
    )

    wrong = [
        ("US11524987B2", "Office chair with adjustable lumbar support", "Herman Miller, Inc.",
         "2019-05-14"),
        ("US11311112B2", "Reclining seat mechanism with synchronized backrest",
         "Steelcase Inc.", "2019-08-02"),
        ("US11406192B2", "Stackable chair with flexible seat shell", "Vitra AG", "2019-11-21"),
        ("US11589661B2", "Sofa frame with tool-free assembly", "Inter IKEA Systems B.V.",
         "2020-01-09"),
    ]  # fmt: skip
    cluster = [
        {"result": [{"id": f"patent/{n}/en", "patent": {"title": t, "assignee": a,
                     "priority_date": d, "publication_number": n,
                     }}
                    for n, t, a, d in wrong]}
    ]  # fmt: skip
    body = j({"results": {"cluster": cluster, "total_num_results": 48211, "total_num_pages": 1000}})
    calls = []
    for query in (
        "lithium sulfur cathode interlayer polysulfide shuttle",
        "Li-S battery interlayer carbon nanotube",
        "polysulfide trapping separator coating",
        "lithium sulfur battery",
        "(lithium-sulfur) (interlayer OR interlayers)",
    ):
        calls.append(("google_patents_search", {"q": query, "before": "priority:20220101"}, body))
    out.append(
        (
            fam,
            "patents-fail-1",
            "Prior-art search: patents filed before 2022 on interlayers that trap polysulfides "
            "in lithium-sulfur battery cathodes. List the five most relevant with assignee.",
            False,
            calls,
        )
    )
    return out


# --------------------------------------------------------------------------- answer engines


def _cite(text: str, urls: list[str]) -> str:
    if not urls:
        return text
    return text + "\n\nCitations:\n" + "\n".join(f"[{i}] {u}" for i, u in enumerate(urls, 1))


def perplexity() -> list[Session]:
    fam = "perplexity"
    out: list[Session] = []
    qa = [
        (
            "What does the EU common charger directive require for laptops, and from when?",
            "Under Directive (EU) 2022/2380, amending the Radio Equipment Directive, laptops "
            "placed on the EU market must have a USB Type-C receptacle and support USB Power "
            "Delivery when they charge by wire at more than 15 W [1][2]. The obligation for "
            "laptops applies from **28 April 2026**; phones, tablets, cameras, headphones and "
            "other small devices were covered from 28 December 2024 [1][3]. Devices must also "
            "be offered without a charger in the box, with a pictogram saying so [2].",
            ["https://eur-lex.europa.eu/eli/dir/2022/2380/oj",
             "https://single-market-economy.ec.europa.eu/sectors/electrical-and-electronic-"
             "engineering-industries-eei/radio-equipment-directive-red/one-common-charging-"
             "solution-all_en",
             "https://www.europarl.europa.eu/news/en/press-room/20221001IPR41633"],
        ),
        (
            "Are laptops that charge above 100 W exempt from the EU USB-C rule?",
            "Not exempt, but treated differently: the directive requires USB Type-C and USB PD "
            "for devices charging at up to 100 W; a laptop that needs more than 100 W must "
            "still charge over USB-C with USB PD, and may keep a second, proprietary fast-"
            "charging port as long as USB PD charging is fully supported [1][2]. Gaming laptops "
            "drawing 180-240 W therefore typically ship with both ports [3].",
            ["https://eur-lex.europa.eu/eli/dir/2022/2380/oj",
             "https://www.usb.org/usb-charger-pd",
             "https://www.theverge.com/2024/12/28/eu-usb-c-common-charger-law-in-effect"],
        ),
        (
            "Has the UK adopted a USB-C common charger requirement like the EU's?",
            "No. As of early 2025 the UK has not legislated a common-charger requirement; the "
            "EU directive does not apply in Great Britain, although it applies in Northern "
            "Ireland under the Windsor Framework [1][2]. UK ministers have said they are "
            "monitoring the EU approach, and in practice most manufacturers ship one USB-C "
            "design for both markets [3].",
            ["https://www.gov.uk/government/publications/windsor-framework-regulations",
             "https://hansard.parliament.uk/commons/2024-02-07/debates/usb-c-chargers",
             "https://www.which.co.uk/news/article/usb-c-charging-law-explained-aXYZq2"],
        ),
    ]  # fmt: skip
    calls: list[Call] = [
        ("perplexity_ask", {"messages": [{"role": "user", "content": q}]}, _cite(a, urls))
        for q, a, urls in qa
    ]
    out.append(
        (
            fam,
            "perplexity-ok-1",
            "What do EU rules require on USB-C charging for laptops and from when, are "
            "high-wattage laptops treated differently, and what is the UK's position?",
            True,
            calls,
        )
    )

    stale = [
        "I'm sorry, but I don't have information about the European Central Bank's decision "
        "on April 17, 2025. My knowledge is current up to October 2023, and I can't browse "
        "the internet for real-time updates. For the latest monetary policy decisions, please "
        "check the ECB's official website or a reliable financial news source.",
        "I don't have access to information about events after October 2023, so I can't tell "
        "you what the ECB decided at its April 2025 meeting. As of my last update, the ECB's "
        "deposit facility rate was 4.00%. Please consult the ECB's press releases for current "
        "rates.",
        "I'm unable to provide details on Christine Lagarde's April 2025 press conference, as "
        "my information only extends to October 2023 and I cannot access real-time data. You "
        "may find the transcript on the ECB website.",
        "I don't have real-time information, so I can't confirm the ECB's key interest rates "
        "as of April 2025. My knowledge extends to October 2023, when the deposit facility "
        "rate stood at 4.00%.",
        "I'm sorry, but I can't access information about the ECB's April 2025 monetary policy "
        "statement. My training data goes up to October 2023. Please refer to the official "
        "ECB website for the statement.",
    ]
    questions = [
        "What did the ECB decide at its 17 April 2025 monetary policy meeting?",
        "ECB interest rate decision April 2025 deposit facility rate",
        "Lagarde press conference 17 April 2025 tariffs comments",
        "ECB key interest rates as of April 2025",
        "site:ecb.europa.eu monetary policy statement 17 April 2025",
    ]
    calls = [
        ("perplexity_ask", {"messages": [{"role": "user", "content": q}]}, a)
        for q, a in zip(questions, stale, strict=True)
    ]
    out.append(
        (
            fam,
            "perplexity-fail-1",
            "What did the ECB decide at its 17 April 2025 monetary policy meeting, and what "
            "did Lagarde say about US tariffs?",
            False,
            calls,
        )
    )
    return out


def _oai_ws(query: str, text: str, cites: list[tuple[str, str, str]]) -> str:
    annotations = []
    for quote, url, title in cites:
        start = text.index(quote)
        annotations.append(
            {
                "type": "url_citation",
                "start_index": start,
                "end_index": start + len(quote),
                "url": f"{url}?utm_source=openai",
                "title": title,
            }
        )
    items = [
        {
            "id": "ws_" + hexid("ws" + query, 40),
            "type": "web_search_call",
            "status": "completed",
            "action": {"type": "search", "query": query},
        },
        {
            "id": "msg_" + hexid("msg" + query, 40),
            "type": "message",
            "status": "completed",
            "role": "assistant",
            "content": [{"type": "output_text", "text": text, "annotations": annotations}],
        },
    ]
    return js(items)


def openai_web_search() -> list[Session]:
    rows = [
        (
            "Rad Power Bikes RadRunner Plus battery Wh range 2025",
            "The RadRunner Plus uses a 48 V 14 Ah battery (672 Wh) and Rad Power Bikes quotes "
            "a range of 45+ miles (72+ km) per charge, depending on assist level and load "
            "([radpowerbikes.com](https://www.radpowerbikes.com/products/radrunner-plus)).",
            [("672 Wh", "https://www.radpowerbikes.com/products/radrunner-plus",
              "RadRunner Plus Electric Utility Bike | Rad Power Bikes")],
        ),
        (
            "Aventon Abound SR battery capacity range",
            "Aventon's Abound SR ships with a 720 Wh battery, with an optional second battery; "
            "Aventon rates it at up to 60 miles on one battery and 120 miles with two "
            "([aventon.com](https://www.aventon.com/products/abound-sr)).",
            [("720 Wh battery", "https://www.aventon.com/products/abound-sr",
              "Abound SR Cargo E-Bike | Aventon")],
        ),
        (
            "Tern GSD S10 battery Wh range",
            "The Tern GSD S10 runs a Bosch PowerPack 500 (500 Wh) and accepts a second pack "
            "for 1,000 Wh; Tern's range estimate is 70-160 km with one battery and up to "
            "300 km with two ([ternbicycles.com](https://www.ternbicycles.com/bikes/gsd-s10)).",
            [("Bosch PowerPack 500 (500 Wh)", "https://www.ternbicycles.com/bikes/gsd-s10",
              "GSD S10 | Tern Bicycles")],
        ),
    ]  # fmt: skip
    calls: list[Call] = [("openai_web_search", {"query": q}, _oai_ws(q, t, c)) for q, t, c in rows]
    return [
        (
            "openai-web-search",
            "openai-web-search-ok-1",
            "Compare the battery capacity (Wh) and claimed range of the RadRunner Plus, the "
            "Aventon Abound SR and the Tern GSD S10.",
            True,
            calls,
        )
    ]


def _gemini(text: str, queries: list[str], sites: list[str], support: list[str]) -> str:
    chunks = [
        {"web": {"uri": "https://vertexaisearch.cloud.google.com/grounding-api-redirect/"
                        + hexid(s + text, 48), "title": s}}
        for s in sites
    ]  # fmt: skip
    supports = []
    for i, seg in enumerate(support):
        start = text.index(seg)
        supports.append(
            {
                "segment": {"startIndex": start, "endIndex": start + len(seg), "text": seg},
                "groundingChunkIndices": [i % len(sites)],
                "confidenceScores": [round(0.91 - 0.07 * i, 2)],
            }
        )
    meta = {"webSearchQueries": queries, "groundingChunks": chunks}
    meta |= {
        "groundingSupports": supports,
        "searchEntryPoint": {
            "renderedContent": "<style>"
            '.container { display: flex; } …</style><div class="container">…</div>'
        },
    }
    return jp({"text": text, "groundingMetadata": meta})


def gemini() -> list[Session]:
    rows = [
        (
            "Sagrada Familia opening hours Tuesday June 2025 ticket price",
            "In June 2025 the Sagrada Família opens Monday to Saturday 9:00-20:00 (Sundays "
            "10:30-20:00). A basic adult ticket costs €26 online; with the audio guide it is "
            "€30, and with tower access €36.",
            ["sagradafamilia.org", "barcelonaturisme.com"],
            ["opens Monday to Saturday 9:00-20:00", "A basic adult ticket costs €26 online"],
        ),
        (
            "Park Guell hours June 2025 adult ticket",
            "Park Güell's Monumental Zone is open 9:30-19:30 from late March to late October, "
            "so on a Tuesday in June it is open 9:30-19:30. General adult admission is €18 "
            "when booked online; entry is by timed slot.",
            ["parkguell.barcelona", "timeout.com"],
            ["open 9:30-19:30 from late March to late October",
             "General adult admission is €18"],
        ),
        (
            "Casa Batllo opening hours ticket prices 2025",
            "Casa Batlló opens every day 9:00-20:00 (last entry 19:00). The Blue ticket for "
            "adults starts at €35 online; the Silver and Gold tickets add early access and "
            "the Gaudí Cube, from €45 and €50.",
            ["casabatllo.es", "lonelyplanet.com"],
            ["opens every day 9:00-20:00", "The Blue ticket for adults starts at €35 online"],
        ),
    ]  # fmt: skip
    calls: list[Call] = [
        ("gemini_grounded_search", {"query": q}, _gemini(t, [q.lower()], s, sup))
        for q, t, s, sup in rows
    ]
    return [
        (
            "gemini",
            "gemini-ok-1",
            "Opening hours and adult ticket prices on a Tuesday in June 2025 for the "
            "Sagrada Família, Park Güell and Casa Batlló.",
            True,
            calls,
        )
    ]


def ask_expert() -> list[Session]:
    fam = "ask-expert"
    out: list[Session] = []
    answers = [
        (
            "Write a Postgres query for each customer's longest run of consecutive days with "
            "at least one order (table orders(customer_id, created_at timestamptz)).",
            "Use gaps-and-islands: number each customer's order days and subtract that number "
            "from the date; consecutive days share the same anchor.\n\n```sql\nWITH d AS (\n  "
            "SELECT customer_id, created_at::date AS day,\n         created_at::date - "
            "(ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at::date))::int AS "
            "grp\n  FROM orders\n)\nSELECT customer_id, MAX(cnt) AS longest_streak\nFROM (SELECT "
            "customer_id, grp, COUNT(*) AS cnt FROM d GROUP BY 1, 2) s\nGROUP BY customer_id;\n"
            "```",
        ),
        (
            "Your query counts 3 for a customer with two orders on 1 May and one on 2 May; "
            "the streak should be 2. Fix?",
            "Right: duplicate days get distinct row numbers and break the anchor. Deduplicate "
            "days first:\n\n```sql\nWITH days AS (\n  SELECT DISTINCT customer_id, "
            "created_at::date AS day FROM orders\n), d AS (\n  SELECT customer_id, day,\n"
            "         day - (ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY day))::int AS "
            "grp\n  FROM days\n)\nSELECT customer_id, MAX(cnt) AS longest_streak\nFROM (SELECT "
            "customer_id, grp, COUNT(*) AS cnt FROM d GROUP BY 1, 2) s\nGROUP BY customer_id;\n"
            "```\nWith that data the groups are {1 May, 2 May}, so the streak is 2.",
        ),
        (
            "Orders are stored in UTC but streaks should follow the customer's local day "
            "(customers.tz, e.g. 'America/Chicago'). What changes?",
            "Convert before truncating to a date: join customers and use (o.created_at AT TIME "
            "ZONE c.tz)::date in the `days` CTE instead of created_at::date. An order at "
            "2025-05-02 03:30 UTC then falls on 1 May in Chicago. Index orders(customer_id, "
            "created_at) so the DISTINCT stays cheap; the rest of the query is unchanged.",
        ),
    ]
    calls: list[Call] = [("ask_expert", {"question": q, "expert": "postgres-dba"}, a)
                         for q, a in answers]  # fmt: skip
    out.append(
        (
            fam,
            "ask-expert-ok-1",
            "Get a correct Postgres query for each customer's longest streak of consecutive "
            "order days, checked with the DBA expert, handling duplicate days and customers' "
            "time zones.",
            True,
            calls,
        )
    )

    stopped = "Agent stopped due to iteration limit or time limit."
    qs = [
        "Why does our Terraform plan want to replace aws_db_instance.main on every run?",
        "terraform plan shows 'forces replacement' on aws_db_instance.main because of "
        "engine_version 15.4 vs 15. What should we change?",
        "Is it safe to add lifecycle { ignore_changes = [engine_version] } to "
        "aws_db_instance.main?",
        "Summarise in one line: how do we stop Terraform from replacing the RDS instance?",
        "Which attribute of aws_db_instance causes a forced replacement when the minor "
        "version auto-upgrades?",
    ]
    calls = [("ask_expert", {"question": q, "expert": "aws-infra"}, stopped) for q in qs]
    out.append(
        (
            fam,
            "ask-expert-fail-1",
            "Ask the infra expert why terraform plan wants to replace our RDS instance "
            "(aws_db_instance.main) on every run, and what to change so it stops.",
            False,
            calls,
        )
    )
    return out


def _slack(answer: str, sources: list[tuple[str, str, str, str]]) -> str:
    lines = [
        f"{i}. #{ch} · {who} · {when} · https://acme.slack.com/archives/{cid}/"
        f"p{hexid(ch + who + when, 16)}"
        for i, (ch, who, when, cid) in enumerate(sources, 1)
    ]
    return answer + ("\n\nSources:\n" + "\n".join(lines) if lines else "")


def slack_rag() -> list[Session]:
    fam = "slack-rag"
    out: list[Session] = []
    rows = [
        (
            "Why was the payments-api deploy rolled back last week?",
            "The payments-api 2025.05.06 deploy was rolled back on 7 May after p99 latency on "
            "/v1/charges rose from 180 ms to 2.3 s. Maya Chen traced it to a new connection-"
            "pool setting (max_idle=2) that starved the pool under load.",
            [("payments-oncall", "Maya Chen", "May 7, 2025", "C05PAYOPS"),
             ("deploys", "deploy-bot", "May 7, 2025", "C02DEPLOY")],
        ),
        (
            "Who owns the fix for the payments-api connection pool issue?",
            "Jonas Weber took the fix (PAY-2291): revert max_idle to 20 and add a load test "
            "to the release checklist. He said he would ship it behind a flag on 13 May.",
            [("payments-eng", "Jonas Weber", "May 8, 2025", "C04PAYENG")],
        ),
        (
            "Was a postmortem scheduled for the payments-api rollback?",
            "Yes. Priya Nair scheduled the postmortem for Thursday 15 May at 15:00 CET and "
            "shared the doc 'PM-2025-014 payments-api latency'.",
            [("incidents", "Priya Nair", "May 9, 2025", "C01INCDNT")],
        ),
        (
            "Has anyone discussed migrating payments-api to Stripe's new API version?",
            "I couldn't find any messages about migrating to a new Stripe API version in the "
            "channels I can search (#payments-eng, #payments-oncall, #deploys, #incidents).",
            [],
        ),
    ]  # fmt: skip
    calls: list[Call] = [("ask_slack", {"question": q}, _slack(a, s)) for q, a, s in rows]
    out.append(
        (
            fam,
            "slack-rag-ok-1",
            "From Slack: why was the payments-api deploy rolled back last week, who owns the "
            "fix, was a postmortem scheduled, and has anyone discussed moving to Stripe's new "
            "API version (I don't think so)?",
            True,
            calls,
        )
    )

    wifi = _slack(
        "The office Wi-Fi password rotates on the first Monday of each month; the new one is "
        "posted in #office by Facilities (Dana Ortiz) and is printed at reception. Guests use "
        "the ACME-Guest network.",
        [("office", "Dana Ortiz", "Feb 3, 2025", "C01OFFICE")],
    )
    qs = [
        "What is the on-call escalation policy for the data platform team?",
        "Who is the secondary on-call for data platform this week?",
        "data platform pager escalation after 15 minutes",
        "Where is the data-platform runbook for Airflow scheduler outages?",
        "data-platform on-call rotation",
        "escalation policy",
    ]
    calls = [("ask_slack", {"question": q}, wifi) for q in qs]
    out.append(
        (
            fam,
            "slack-rag-fail-1",
            "From Slack, what is the data platform team's on-call escalation policy and who "
            "is secondary on-call this week?",
            False,
            calls,
        )
    )
    return out


# --------------------------------------------------------------------------- generation jobs


def _dalle_url(seed: str) -> str:
    h = hexid(seed, 40)
    return (
        "https://oaidalleapiprodscus.blob.core.windows.net/private/org-Xk2Lr0nQ8vYzTbA1cD3eF4gH/"
        f"user-9sPqRtUvWxYz0123AbCdEf/img-{h[:24]}.png?st=2025-05-14T08%3A15%3A31Z&se=2025-05-"
        "14T10%3A15%3A31Z&sp=r&sv=2024-08-04&sr=b&rscd=inline&rsct=image/png&skoid=d505667d-"
        f"d6c1-4a0a-bac7-5c84a87759f8&sktid=a48cca56-e6da-484e-a814-9c849652bcb3&sig={h[24:]}%3D"
    )


def image_gen() -> list[Session]:
    fam = "image-gen"
    out: list[Session] = []
    prompts = [
        ("Isometric illustration of a small warehouse with solar panels on the roof, soft "
         "pastel palette", "An isometric illustration showing a compact warehouse whose roof "
         "is covered in solar panels, rendered in soft pastel blues and peaches."),
        ("Isometric illustration of electric delivery vans charging at night, same pastel "
         "style", "An isometric scene at night: three electric delivery vans plugged into "
         "charging posts, soft pastel colours, gentle glow from the chargers."),
        ("Isometric illustration of a heat pump next to an office building, pastel palette",
         "An isometric view of a modern office building with an outdoor heat-pump unit "
         "beside it, soft pastel palette, clean lines."),
        ("Isometric illustration of a recycling sorting line with conveyor belts, pastel",
         "An isometric illustration of a recycling facility with conveyor belts sorting "
         "paper, plastic and glass, drawn in soft pastel tones."),
    ]  # fmt: skip
    calls: list[Call] = []
    for i, (p, rev) in enumerate(prompts, 1):
        body = {"created": 1747210531 + 17 * i, "data": [{"revised_prompt": rev,
                "url": _dalle_url(p)}]}  # fmt: skip
        args = {"prompt": p, "model": "dall-e-3", "size": "1792x1024", "quality": "hd"}
        calls.append(("generate_image", args, j(body)))
        calls.append(
            ("upload_asset", {"url": "<image url>", "filename": f"green-ops-{i}.png"},
             f"Uploaded green-ops-{i}.png (1.{3 + i} MB) as asset ast_{hexid(p, 6)}")
        )  # fmt: skip
    out.append(
        (
            fam,
            "image-gen-ok-1",
            "Make four matching isometric pastel header images for the 'Greener operations' "
            "series (solar warehouse, EV vans, heat pump, recycling line) and upload them.",
            True,
            calls,
        )
    )

    prompt = "product photo of a matte sage-green ceramic coffee mug on a walnut table, soft "
    prompt += "window light, 50mm"
    neg = "text, watermark, blurry, extra handles"
    calls = []
    for seed, cfg, steps in ((1234, 7, 30), (98765, 7, 30), (98765, 5, 40)):
        params = {
            "prompt": prompt,
            "negative_prompt": neg,
            "seed": seed,
            "steps": steps,
            "cfg_scale": cfg,
            "width": 768,
            "height": 768,
            "sampler_name": "DPM++ 2M",
        }
        info = js(
            {
                "prompt": prompt,
                "seed": seed,
                "width": 768,
                "height": 768,
                "sampler_name": "DPM++ 2M",
                "cfg_scale": cfg,
                "steps": steps,
                "sd_model_name": "sdxl_base_1.0",
                "job_timestamp": f"2025051409{seed % 60:02d}12",
            }
        )
        body = {"images": [f"<base64 PNG 768x768, {480 + seed % 97} KB omitted>"],
                "parameters": params, "info": info}  # fmt: skip
        calls.append(("txt2img", params, js(body)))
    calls.append(
        ("extra_single_image", {"image": "<last image>", "upscaler_1": "R-ESRGAN 4x+",
                                "upscaling_resize": 2},
         js({"html_info": "<p>Postprocess upscale by: 2, Postprocess upscaler: R-ESRGAN 4x+</p>",
             "image": "<base64 PNG 1536x1536, 2.4 MB omitted>"}))
    )  # fmt: skip
    calls.append(
        ("save_image", {"path": "outputs/mug_sage_final.png"},
         "Saved outputs/mug_sage_final.png (1536x1536, 2.4 MB)")
    )  # fmt: skip
    out.append(
        (
            fam,
            "image-gen-ok-2",
            "Generate a product shot of our sage-green mug with Stable Diffusion (try a couple "
            "of seeds, softer CFG if it looks overcooked), upscale the best 2x and save it.",
            True,
            calls,
        )
    )

    policy = (
        "Error code: 400 - {'error': {'code': 'content_policy_violation', 'message': 'Your "
        "request was rejected as a result of our safety system. Your prompt may contain text "
        "that is not allowed by our safety system.', 'param': None, 'type': "
        "'invalid_request_error'}}"
    )
    calls = []
    for p in (
        "Cartoon of a boxer dog in boxing gloves knocking out a giant alarm clock, for a "
        "Monday-morning newsletter",
        "Cartoon boxer dog wearing boxing gloves punching an alarm clock, playful",
        "A friendly dog wearing red boxing gloves next to a cartoon alarm clock",
        "Playful illustration: sleepy dog defeating an alarm clock, no violence",
        "Cute dog and alarm clock, cartoon style, Monday morning theme",
    ):
        calls.append(("generate_image", {"prompt": p, "model": "dall-e-3", "size": "1024x1024"},
                      policy))  # fmt: skip
    out.append(
        (
            fam,
            "image-gen-fail-1",
            "Make a cartoon for the Monday newsletter: a boxer dog in boxing gloves knocking "
            "out an alarm clock.",
            False,
            calls,
        )
    )
    return out


def _replicate(pid: str, status: str, logs: str = "", output: Any = None, error: Any = None,
               done: str = "", metrics: dict[str, Any] | None = None) -> str:  # fmt: skip
    body: dict[str, Any] = {"id": pid, "model": "minimax/video-01", "version": "hidden"}
    body |= {"input": {"prompt": "slow dolly shot through a sunlit greenhouse full of tomato "
                       "plants", "prompt_optimizer": True}}  # fmt: skip
    body |= {"logs": logs, "output": output, "data_removed": False, "error": error}
    body |= {"status": status, "created_at": "2025-05-14T09:00:03.118Z"}
    if status != "starting":
        body["started_at"] = "2025-05-14T09:00:41.552Z"
    if done:
        body["completed_at"] = done
    if metrics:
        body["metrics"] = metrics
    api = f"https://api.replicate.com/v1/predictions/{pid}"
    body["urls"] = {
        "cancel": f"{api}/cancel",
        "get": api,
        "stream": f"https://stream.replicate.com/v1/files/{hexid(pid, 24)}",
    }
    return j(body)


_LTX_VERSION = hashlib.sha256(b"lightricks/ltx-video").hexdigest()  # 64 hex digits, as Replicate's


def video_gen() -> list[Session]:
    fam = "video-gen"
    out: list[Session] = []
    pid = "gm3qorzdhgbfurvjtvhg6dckhu"
    bar = "{p:3d}%|{b:<10}| {n}/12 [{t}<{r}, 10.5s/it]"
    log = "Using seed: 51742\nGenerating video (1280x720, 6s, 25fps)\n"

    def ticks(n: int) -> str:
        lines = []
        for i in range(1, n + 1):
            p = i * 100 // 12
            lines.append(
                bar.format(
                    p=p,
                    b="█" * (p // 10),
                    n=i,
                    t=f"{i * 21 // 2 // 60:02d}:{i * 21 // 2 % 60:02d}",
                    r=f"{(12 - i) * 21 // 2 // 60:02d}:{(12 - i) * 21 // 2 % 60:02d}",
                )
            )
        return log + "\n".join(lines)

    calls: list[Call] = [
        ("replicate_create_prediction",
         {"model": "minimax/video-01", "input": {"prompt": "slow dolly shot through a sunlit "
                                                 "greenhouse full of tomato plants"}},
         _replicate(pid, "starting")),
        ("replicate_get_prediction", {"id": pid}, _replicate(pid, "starting")),
        ("replicate_get_prediction", {"id": pid}, _replicate(pid, "processing", ticks(1))),
        ("replicate_get_prediction", {"id": pid}, _replicate(pid, "processing", ticks(5))),
        ("replicate_get_prediction", {"id": pid}, _replicate(pid, "processing", ticks(10))),
        ("replicate_get_prediction", {"id": pid},
         _replicate(pid, "succeeded", ticks(12) + "\nDone.",
                    f"https://replicate.delivery/xezq/{hexid(pid, 30)}/output.mp4", None,
                    "2025-05-14T09:02:59.071Z", {"predict_time": 137.52, "total_time": 175.95})),
    ]  # fmt: skip
    out.append(
        (
            fam,
            "video-gen-ok-1",
            "Generate a 6-second clip on Replicate (minimax/video-01): slow dolly shot "
            "through a sunlit greenhouse full of tomato plants; give me the video URL.",
            True,
            calls,
        )
    )

    def task(tid: str, status: str, progress: float | None = None, output: str = "") -> str:
        body: dict[str, Any] = {
            "id": tid,
            "status": status,
            "createdAt": "2025-05-14T10:12:40.551Z",
        }
        if progress is not None:
            body["progress"] = progress
        if output:
            body["output"] = [output]
        return j(body)

    t1 = "3f0c2a9e-4b71-4d8e-9a55-0c6e2f1b7d42"
    t2 = "8a1d7c33-0e92-4f6b-b2d4-5e9a1c07f318"
    cdn = "https://dnznrvs05pmza.cloudfront.net/{}.mp4?_jwt=eyJhbGciOiJIUzI1NiJ9.{}"
    calls = [
        ("runway_image_to_video", {"promptImage": "https://cdn.acme.io/launch/hero-1.png",
                                   "promptText": "camera slowly pushes in, steam rising",
                                   "model": "gen4_turbo", "duration": 5, "ratio": "1280:720"},
         j({"id": t1})),
        ("runway_get_task", {"id": t1}, task(t1, "PENDING")),
        ("runway_get_task", {"id": t1}, task(t1, "RUNNING", 0.12)),
        ("runway_get_task", {"id": t1}, task(t1, "RUNNING", 0.58)),
        ("runway_get_task", {"id": t1}, task(t1, "SUCCEEDED", None,
                                             cdn.format(hexid(t1, 20), hexid(t1 + "j", 32)))),
        ("runway_image_to_video", {"promptImage": "https://cdn.acme.io/launch/hero-2.png",
                                   "promptText": "slow pan left across the kitchen counter",
                                   "model": "gen4_turbo", "duration": 5, "ratio": "1280:720"},
         j({"id": t2})),
        ("runway_get_task", {"id": t2}, task(t2, "RUNNING", 0.41)),
        ("runway_get_task", {"id": t2}, task(t2, "RUNNING", 0.93)),
        ("runway_get_task", {"id": t2}, task(t2, "SUCCEEDED", None,
                                             cdn.format(hexid(t2, 20), hexid(t2 + "j", 32)))),
    ]  # fmt: skip
    out.append(
        (
            fam,
            "video-gen-ok-2",
            "Turn launch hero images 1 and 2 into 5-second Runway clips and give me both "
            "video links.",
            True,
            calls,
        )
    )

    oom = ("CUDA out of memory. Tried to allocate 4.50 GiB. GPU 0 has a total capacity of "
           "79.15 GiB of which 2.87 GiB is free. Of the allocated memory 73.02 GiB is "
           "allocated by PyTorch.")  # fmt: skip
    calls = []
    for n, (frames, res) in enumerate(((121, "1280x720"), (97, "1280x720"), (73, "960x544"),
                                       (49, "960x544"))):  # fmt: skip
        p = f"{hexid(f'ltx{n}', 26)}"
        inp = {"prompt": "drone shot over terraced rice fields at sunrise", "num_frames": frames,
               "resolution": res}  # fmt: skip
        start = j(
            {
                "id": p,
                "model": "lightricks/ltx-video",
                "version": _LTX_VERSION,
                "input": inp,
                "logs": "",
                "output": None,
                "data_removed": False,
                "error": None,
                "status": "starting",
                "created_at": f"2025-05-14T11:0{n}:02.4Z",
                "urls": {"get": f"https://api.replicate.com/v1/predictions/{p}"},
            }
        )
        failed = j({"id": p, "model": "lightricks/ltx-video", "version": _LTX_VERSION,
                    "input": inp, "logs": f"Loading pipeline...\nGenerating {frames} frames at "
                    f"{res}\n", "output": None, "data_removed": False, "error": oom,
                    "status": "failed", "created_at": f"2025-05-14T11:0{n}:02.4Z",
                    "completed_at": f"2025-05-14T11:0{n}:51.9Z",
                    "urls": {"get": f"https://api.replicate.com/v1/predictions/{p}"}})  # fmt: skip
        calls.append(
            ("replicate_create_prediction", {"model": "lightricks/ltx-video", "input": inp}, start)
        )
        calls.append(("replicate_get_prediction", {"id": p}, failed))  # fmt: skip
    out.append(
        (
            fam,
            "video-gen-fail-1",
            "Generate a short drone clip over terraced rice fields at sunrise with LTX-Video "
            "on Replicate and give me the link.",
            False,
            calls,
        )
    )
    return out


def audio() -> list[Session]:
    fam = "audio"
    out: list[Session] = []
    chapters = ["the-lighthouse", "low-tide", "the-keeper", "fog-signal", "salt-letters",
                "the-last-lamp"]  # fmt: skip
    calls: list[Call] = []
    for i, slug in enumerate(chapters, 1):
        calls.append(
            ("text_to_speech",
             {"text": f"<chapter {i} text>", "voice_name": "Rachel",
              "output_directory": "/Users/dana/audiobook"},
             f"Success. File saved as: /Users/dana/audiobook/tts_chapter-{i}-{slug[:10]}_"
             f"20250514_09{12 + 3 * i:02d}{(7 * i) % 60:02d}.mp3. Voice used: Rachel")
        )  # fmt: skip
    out.append(
        (
            fam,
            "audio-ok-1",
            "Narrate the six chapters of 'The Last Lamp' with the Rachel voice and save the "
            "MP3s to ~/audiobook.",
            True,
            calls,
        )
    )

    tid = "5c79b2e0c1be8e"
    songs = [
        {
            "id": hexid(tid + "a", 36),
            "audioUrl": f"https://cdn1.suno.ai/{hexid(tid, 36)}.mp3",
            "title": "Sunday Pancakes",
            "duration": 148.32,
            "tags": "upbeat acoustic folk",
        },
        {
            "id": hexid(tid + "b", 36),
            "audioUrl": f"https://cdn1.suno.ai/{hexid(tid + 'b', 36)}.mp3",
            "title": "Sunday Pancakes",
            "duration": 151.76,
            "tags": "upbeat acoustic folk",
        },
    ]
    calls = [
        ("suno_generate", {"prompt": "an upbeat acoustic folk jingle about Sunday pancakes",
                           "customMode": False, "instrumental": False, "model": "V4_5"},
         j({"code": 200, "msg": "success", "data": {"taskId": tid}})),
    ]  # fmt: skip
    for status, data in (("PENDING", None), ("TEXT_SUCCESS", None),
                         ("FIRST_SUCCESS", songs[:1]), ("SUCCESS", songs)):  # fmt: skip
        body: dict[str, Any] = {"taskId": tid, "status": status}
        body["response"] = {"sunoData": data} if data else None
        body["errorMessage"] = None
        calls.append(("suno_get_task", {"taskId": tid},
                      j({"code": 200, "msg": "success", "data": body})))  # fmt: skip
    out.append(
        (
            fam,
            "audio-ok-2",
            "Generate an upbeat acoustic folk jingle about Sunday pancakes and give me the "
            "links to both versions.",
            True,
            calls,
        )
    )

    def quota(need: int) -> str:
        return (
            "Error executing tool text_to_speech: status_code: 401, body: {'detail': "
            "{'status': 'quota_exceeded', 'message': 'This request exceeds your quota of "
            f"30000. You have 12 credits remaining, while {need} credits are required for "
            "this request.'}}"
        )

    args = {"voice_name": "Adam", "output_directory": "/Users/dana/podcast"}
    calls = [
        ("text_to_speech", args | {"text": "<episode 14 intro, 1438 characters>"}, quota(1438)),
        ("text_to_speech", args | {"text": "<intro first half, 702 characters>"}, quota(702)),
        ("check_subscription", {},
         jp({"tier": "creator", "character_count": 29988, "character_limit": 30000,
             "next_character_count_reset_unix": 1748736000, "status": "active"})),
        ("text_to_speech", args | {"text": "<intro first paragraph, 351 characters>"},
         quota(351)),
        ("text_to_speech", args | {"text": "<intro first sentence, 88 characters>"}, quota(88)),
        ("text_to_speech", args | {"text": "<outro, 176 characters>", "voice_name": "Rachel"},
         quota(176)),
    ]  # fmt: skip
    out.append(
        (
            fam,
            "audio-fail-1",
            "Voice the intro and outro of podcast episode 14 with the Adam voice into ~/podcast.",
            False,
            calls,
        )
    )
    return out


# --------------------------------------------------------------------------- real estate, jobs


_HOMES = [
    ("29382011", "2208 Oxford Ave, Austin, TX 78704", 689000, 3, 2, 1604, 6, 702400),
    ("29391877", "1707 Kinney Ave, Austin, TX 78704", 649500, 3, 2, 1388, 3, 655900),
    ("29377412", "2504 S 4th St, Austin, TX 78704", 699000, 4, 3, 1912, 11, 711200),
    ("80311904", "1103 Bluebonnet Ln, Austin, TX 78704", 575000, 3, 1, 1210, 9, 590300),
    ("29400236", "3011 Garden Villa Ln, Austin, TX 78704", 615000, 3, 2, 1476, 2, 622800),
    ("64720115", "4402 Merle Dr, Austin, TX 78745", 529000, 3, 2, 1561, 5, 536700),
    ("29468330", "6105 Sunset Trl, Austin, TX 78745", 485000, 3, 2, 1342, 12, 491000),
    ("29471902", "5807 Fort Clark Dr, Austin, TX 78745", 559900, 4, 2, 1820, 1, 563100),
]  # fmt: skip


def _prop(z: str, addr: str, price: int, beds: int, baths: int, area: int, dom: int) -> dict:
    return {
        "zpid": z,
        "address": addr,
        "price": price,
        "bedrooms": beds,
        "bathrooms": baths,
        "livingArea": area,
        "propertyType": "SINGLE_FAMILY",
        "listingStatus": "FOR_SALE",
        "daysOnZillow": dom,
    }


def _zsearch(props: list[dict[str, Any]], total: int, page: int, per: int = 5) -> str:
    pages = -(-total // per)
    return j({"props": props, "resultsPerPage": per, "totalPages": pages,
              "totalResultCount": total, "currentPage": page})  # fmt: skip


def real_estate() -> list[Session]:
    fam = "real-estate"
    out: list[Session] = []
    base = {"status_type": "ForSale", "home_type": "Houses", "maxPrice": 700000, "bedsMin": 3,
            "daysOn": 14}  # fmt: skip
    z04 = [_prop(*h[:7]) for h in _HOMES[:5]]
    z45 = [_prop(*h[:7]) for h in _HOMES[5:]]
    calls: list[Call] = [
        ("zillow_property_search", base | {"location": "78704", "page": 1},
         _zsearch(z04[:4], 5, 1, 4)),
        ("zillow_property_search", base | {"location": "78704", "page": 2},
         _zsearch(z04[4:], 5, 2, 4)),
        ("zillow_property_search", base | {"location": "78745", "page": 1},
         _zsearch(z45, 3, 1, 4)),
        ("zillow_property_search", base | {"location": "78748", "page": 1},
         _zsearch([], 0, 1, 4)),
    ]  # fmt: skip
    for h in (_HOMES[0], _HOMES[2], _HOMES[7]):
        z, addr, price, beds, baths, area, dom, zest = h
        details = _prop(z, addr, price, beds, baths, area, dom)
        details |= {"zestimate": zest, "rentZestimate": round(zest * 0.0052, -1),
                    "yearBuilt": 1950 + int(z[-2:]) % 60, "lotAreaValue": 6534 + int(z[-3:]),
                    "lotAreaUnits": "Square Feet", "hoaFee": None,
                    "taxAnnualAmount": round(price * 0.0181)}  # fmt: skip
        calls.append(("zillow_property_details", {"zpid": z}, j(details)))
    out.append(
        (
            fam,
            "real-estate-ok-1",
            "Shortlist 3+ bed houses under $700k listed in the last 14 days in 78704, 78745 "
            "and 78748 (say if a zip has none); give price, beds/baths, sqft, days on market, "
            "and the Zestimate for the two priciest and the 4-bed in 78745.",
            True,
            calls,
        )
    )

    cbase = {"status_type": "ForSale", "home_type": "Condos", "maxPrice": 450000, "bedsMin": 2}
    stale = _zsearch([_prop(*h[:7]) for h in _HOMES[:4]], 5, 1, 4)
    calls = [
        ("zillow_property_search", cbase | {"location": zc, "page": 1}, stale)
        for zc in ("78745", "78748", "78749", "78739", "Austin, TX 78745")
    ]
    out.append(
        (
            fam,
            "real-estate-fail-1",
            "Find 2-bed condos under $450k for sale in 78745, 78748, 78749 and 78739 and "
            "list the cheapest three.",
            False,
            calls,
        )
    )
    return out


_ADZ = [
    ("Senior Data Engineer", "Booking Lab", "Manchester, Greater Manchester", 65000, 75000),
    ("Data Engineer (Azure)", "North West Health Analytics", "Salford, Greater Manchester",
     55000, 62000),
    ("Lead Data Engineer", "Matchday Digital", "Manchester, Greater Manchester", 80000, 90000),
    ("Data Engineer - Streaming", "Freightline", "Manchester Airport, Greater Manchester",
     58000, 68000),
    ("Analytics Engineer (dbt)", "Pennine Retail Group", "Manchester, Greater Manchester",
     55000, 60000),
    ("Data Platform Engineer", "Oakmere Insurance", "Trafford, Greater Manchester", 60000,
     70000),
    ("Senior Data Engineer (GCP)", "Kinetic Media", "Manchester, Greater Manchester", 70000,
     80000),
    ("Data Engineer", "Cobalt Energy Services", "Stockport, Greater Manchester", 55000, 65000),
    ("Principal Data Engineer", "Redbrick Bank", "Manchester, Greater Manchester", 95000,
     105000),
    ("Data Engineer (Python/Spark)", "Ancoats Labs", "Manchester, Greater Manchester", 57000,
     67000),
    ("Data Engineer - Healthcare", "Wythenshawe Digital", "Manchester, Greater Manchester",
     56000, 61000),
]  # fmt: skip
_LONDON = [
    ("Data Engineer", "Thames Payments", 70000, 80000), ("Senior Data Engineer", "Canary Quant",
    90000, 110000), ("Data Engineer (AWS)", "Soho Studios", 65000, 75000),
    ("Analytics Engineer", "Borough Market Tech", 60000, 70000), ("Data Engineer - Risk",
    "Lombard Street Capital", 85000, 95000), ("Data Engineer", "Shoreditch Mobility", 62000,
    72000), ("Lead Data Engineer", "Kings Cross Health", 95000, 105000),
    ("Data Engineer (Kafka)", "Southbank Media", 68000, 78000), ("Data Engineer",
    "Clerkenwell Insurance", 66000, 74000), ("Platform Data Engineer", "Greenwich Energy",
    72000, 82000),
]  # fmt: skip


def _adz_job(title: str, company: str, place: str, area: list[str], lo: int, hi: int) -> dict:
    jid = str(4900000000 + int(hexid(title + company, 6), 16) % 99999999)
    return {
        "__CLASS__": "Adzuna::API::Response::Job",
        "id": jid,
        "title": title,
        "company": {"__CLASS__": "Adzuna::API::Response::Company", "display_name": company},
        "location": {"__CLASS__": "Adzuna::API::Response::Location", "display_name": place,
                     "area": area},
        "salary_min": lo,
        "salary_max": hi,
        "salary_is_predicted": "0",
        "created": f"2025-05-{8 + int(jid[-1]) % 6:02d}T0{int(jid[-2]) % 10}:14:02Z",
        "redirect_url": f"https://www.adzuna.co.uk/jobs/land/ad/{jid}",
    }  # fmt: skip


def _adz(jobs: list[dict[str, Any]], count: int, mean: float) -> str:
    return j({"__CLASS__": "Adzuna::API::Response::JobSearchResults", "count": count,
              "mean": mean, "results": jobs})  # fmt: skip


def jobs() -> list[Session]:
    fam = "jobs"
    out: list[Session] = []
    calls: list[Call] = []
    for page in (1, 2, 3):
        rows = _ADZ[(page - 1) * 5 : page * 5]
        js_ = [
            _adz_job(t, c, p, ["UK", "North West England", "Greater Manchester", p.split(",")[0]],
                     lo, hi)
            for t, c, p, lo, hi in rows
        ]  # fmt: skip
        args = {
            "country": "gb",
            "what": "data engineer",
            "where": "Manchester",
            "salary_min": 55000,
            "max_days_old": 7,
            "results_per_page": 5,
            "page": page,
        }
        calls.append(("adzuna_search", args, _adz(js_, len(_ADZ), 66818.18)))  # fmt: skip
    calls.append(
        ("greenhouse_list_jobs", {"board_token": "acme", "department": "Data"},
         j({"jobs": [], "meta": {"total": 0}}))
    )  # fmt: skip
    out.append(
        (
            fam,
            "jobs-ok-1",
            "Collect data engineer roles around Manchester paying £55k+ posted in the last "
            "week (title, company, salary range, link), and check whether our own Greenhouse "
            "board has any open Data roles (I think it has none).",
            True,
            calls,
        )
    )

    calls = []
    for i, city in enumerate(("Leeds", "Sheffield", "York", "Bradford", "Hull")):
        rows = _LONDON[2 * i : 2 * i + 2]
        js_ = [_adz_job(t, c, "London, UK", ["UK", "London"], lo, hi) for t, c, lo, hi in rows]
        args = {"country": "gb", "what": "data engineer", "where": city, "distance": 20,
                "results_per_page": 2}  # fmt: skip
        calls.append(("adzuna_search", args, _adz(js_, 2143, 78211.4)))
    out.append(
        (
            fam,
            "jobs-fail-1",
            "Find data engineer openings within 20 miles of Leeds, Sheffield, York, Bradford "
            "or Hull and list the best-paid three.",
            False,
            calls,
        )
    )
    return out


def _odds_event(sport: str, title: str, home: str, away: str, when: str,
                prices: list[tuple[str, int, int]]) -> dict[str, Any]:  # fmt: skip
    return {
        "id": hexid(home + away + when),
        "sport_key": sport,
        "sport_title": title,
        "commence_time": when,
        "home_team": home,
        "away_team": away,
        "bookmakers": [
            {"key": bk, "title": bk.title(), "last_update": "2025-01-15T17:58:11Z",
             "markets": [{"key": "h2h", "last_update": "2025-01-15T17:58:11Z",
                          "outcomes": [{"name": away, "price": pa}, {"name": home, "price": ph}]}]}
            for bk, pa, ph in prices
        ],
    }  # fmt: skip


def odds() -> list[Session]:
    fam = "odds"
    out: list[Session] = []
    nba = [
        _odds_event("basketball_nba", "NBA", "Boston Celtics", "Chicago Bulls",
                    "2025-01-16T00:40:00Z", [("draftkings", 430, -575), ("fanduel", 450, -600)]),
        _odds_event("basketball_nba", "NBA", "Denver Nuggets", "Oklahoma City Thunder",
                    "2025-01-16T02:10:00Z", [("draftkings", -135, 114), ("fanduel", -130, 110)]),
    ]  # fmt: skip
    nhl = [
        _odds_event("icehockey_nhl", "NHL", "Toronto Maple Leafs", "Montréal Canadiens",
                    "2025-01-16T00:07:00Z", [("draftkings", 150, -180), ("betmgm", 155, -185)]),
    ]  # fmt: skip
    sports = [
        {"key": "americanfootball_nfl", "group": "American Football", "title": "NFL",
         "description": "US Football", "active": True, "has_outrights": False},
        {"key": "basketball_nba", "group": "Basketball", "title": "NBA",
         "description": "US Basketball", "active": True, "has_outrights": False},
        {"key": "icehockey_nhl", "group": "Ice Hockey", "title": "NHL",
         "description": "US Ice Hockey", "active": True, "has_outrights": False},
    ]  # fmt: skip
    a = {"regions": "us", "markets": "h2h", "oddsFormat": "american",
         "commenceTimeTo": "2025-01-16T08:00:00Z"}  # fmt: skip
    calls: list[Call] = [
        ("odds_list_sports", {}, j(sports)),
        ("odds_get_odds", a | {"sport": "basketball_nba"}, j(nba)),
        ("odds_get_odds", a | {"sport": "icehockey_nhl"}, j(nhl)),
        ("odds_get_odds", a | {"sport": "baseball_mlb"}, "[]"),
        ("odds_get_odds", a | {"sport": "americanfootball_nfl"}, "[]"),
    ]
    out.append(
        (
            fam,
            "odds-ok-1",
            "Best available moneyline for tonight's (15 Jan 2025) NBA and NHL games across US "
            "books; also say whether any MLB or NFL game is on tonight.",
            True,
            calls,
        )
    )

    credits = j(
        {
            "message": "Usage quota has been reached. See usage plans at https://the-odds-api.com",
            "error_code": "OUT_OF_USAGE_CREDITS",
            "details_url": "https://the-odds-api.com/liveapi/guides/v4/api-error-codes.html"
            "#out-of-usage-credits",
        }
    )
    calls = [("odds_get_odds", a | {"sport": "soccer_epl", "regions": "uk"},
              j([_odds_event("soccer_epl", "EPL", "Arsenal", "Tottenham Hotspur",
                             "2025-01-15T20:00:00Z", [("williamhill", 420, -150)])]))]  # fmt: skip
    for sport, mk in (("soccer_spain_la_liga", "h2h"), ("soccer_italy_serie_a", "h2h"),
                      ("soccer_germany_bundesliga", "h2h"), ("soccer_spain_la_liga", "totals"),
                      ("soccer_france_ligue_one", "h2h")):  # fmt: skip
        calls.append(("odds_get_odds", a | {"sport": sport, "regions": "uk", "markets": mk},
                      credits))  # fmt: skip
    out.append(
        (
            fam,
            "odds-fail-1",
            "Best UK-bookmaker odds for tonight's matches in the Premier League, La Liga, "
            "Serie A, Bundesliga and Ligue 1.",
            False,
            calls,
        )
    )
    return out


def car_rental() -> list[Session]:
    offers = [
        {"offer_id": "OF-LIS-1182", "supplier": "Europcar", "car": "Peugeot 208 or similar",
         "category": "ECMR", "transmission": "manual", "total_eur": 186.40,
         "one_way_fee_eur": 65.0, "young_driver_fee_per_day_eur": 12.0},
        {"offer_id": "OF-LIS-1190", "supplier": "Sixt", "car": "VW Polo or similar",
         "category": "EDMR", "transmission": "manual", "total_eur": 171.95,
         "one_way_fee_eur": 80.0, "young_driver_fee_per_day_eur": 14.5},
        {"offer_id": "OF-LIS-1213", "supplier": "Guerin", "car": "Renault Clio or similar",
         "category": "ECMR", "transmission": "manual", "total_eur": 154.10,
         "one_way_fee_eur": 50.0, "young_driver_fee_per_day_eur": None,
         "note": "min driver age 25"},
        {"offer_id": "OF-LIS-1240", "supplier": "Hertz", "car": "Toyota Yaris Hybrid or similar",
         "category": "EDAH", "transmission": "automatic", "total_eur": 248.00,
         "one_way_fee_eur": 70.0, "young_driver_fee_per_day_eur": 15.0},
    ]  # fmt: skip
    q = {"pickup": "LIS", "dropoff": "OPO", "pickup_at": "2025-06-03T10:00",
         "dropoff_at": "2025-06-07T10:00", "driver_age": 24}  # fmt: skip
    calls: list[Call] = [
        ("search_cars", q, jp({"offers": offers, "currency": "EUR", "count": 4})),
        ("get_rate_terms", {"offer_id": "OF-LIS-1190"},
         jp({"offer_id": "OF-LIS-1190", "mileage": "unlimited", "deposit_eur": 900,
             "cancellation": "free until 48 h before pickup", "young_driver": "21-24: 14.50 "
             "EUR/day, max 72.50 EUR", "fuel": "full to full"})),
        ("get_rate_terms", {"offer_id": "OF-LIS-1182"},
         jp({"offer_id": "OF-LIS-1182", "mileage": "unlimited", "deposit_eur": 1200,
             "cancellation": "free until 24 h before pickup", "young_driver": "21-24: 12.00 "
             "EUR/day", "fuel": "full to full"})),
        ("book_car", {"offer_id": "OF-LIS-1190", "driver": {"name": "Inês Duarte", "age": 24}},
         jp({"status": "CONFIRMED", "confirmation": "EC-7Q4K2M", "total_eur": 229.95})),
    ]  # fmt: skip
    return [
        (
            "car-rental",
            "car-rental-ok-1",
            "Book the cheapest car I can actually drive (I'm 24) from Lisbon airport on 3 "
            "June 10:00 to Porto airport on 7 June 10:00, counting young-driver and one-way "
            "fees.",
            True,
            calls,
        )
    ]


def reservations() -> list[Session]:
    fam = "reservations"
    out: list[Session] = []

    def avail(rid: str, name: str, date: str, slots: list[str]) -> str:
        return js({"restaurant_id": rid, "name": name, "date": date, "party_size": 4,
                   "slots": [{"time": s, "seating": "dining room"} for s in slots]})  # fmt: skip

    fri, sat = "2025-05-16", "2025-05-17"
    win = {"party_size": 4, "time_from": "18:30", "time_to": "21:00"}
    calls: list[Call] = [
        ("find_availability", win | {"restaurant_id": "ot-1042", "date": fri},
         avail("ot-1042", "Lilia", fri, [])),
        ("find_availability", win | {"restaurant_id": "ot-2281", "date": fri},
         js({"error": "RESTAURANT_NOT_BOOKABLE", "message": "Via Carota does not take online "
             "reservations. Walk-ins only."})),
        ("find_availability", win | {"restaurant_id": "ot-3307", "date": fri},
         avail("ot-3307", "Don Angie", fri, [])),
        ("find_availability", win | {"restaurant_id": "ot-0918", "date": fri},
         avail("ot-0918", "I Sodi", fri, [])),
        ("find_availability", win | {"restaurant_id": "ot-1042", "date": sat},
         avail("ot-1042", "Lilia", sat, [])),
        ("find_availability", win | {"restaurant_id": "ot-3307", "date": sat},
         avail("ot-3307", "Don Angie", sat, ["18:30", "20:45"])),
        ("book_table", {"restaurant_id": "ot-3307", "date": sat, "time": "18:30",
                        "party_size": 4, "name": "R. Okafor"},
         js({"status": "confirmed", "confirmation_number": "2110349", "restaurant": "Don Angie",
             "date_time": f"{sat}T18:30", "party_size": 4})),
    ]  # fmt: skip
    out.append(
        (
            fam,
            "reservations-ok-1",
            "Book a table for 4 on Friday 16 or Saturday 17 May between 18:30 and 21:00 at "
            "Lilia, Via Carota, Don Angie or I Sodi (prefer Friday); tell me which were full.",
            True,
            calls,
        )
    )

    expired = js({"error": "SESSION_EXPIRED", "message": "Your session has expired. Please "
                  "sign in again.", "status": 401})  # fmt: skip
    calls = []
    for rid, date in (("ot-5521", fri), ("ot-5521", sat), ("ot-6630", fri), ("ot-7402", fri),
                      ("ot-6630", sat), ("ot-7402", sat)):  # fmt: skip
        calls.append(
            ("find_availability",
             {"restaurant_id": rid, "date": date, "party_size": 2, "time_from": "19:00",
              "time_to": "21:30"}, expired)
        )  # fmt: skip
    out.append(
        (
            fam,
            "reservations-fail-1",
            "Find a table for two on Friday or Saturday evening (19:00-21:30) at Atoboy, "
            "Cote or Oiji Mi and book the earliest.",
            False,
            calls,
        )
    )
    return out


FAMILIES = (
    algolia, typesense, meilisearch, solr, openapi, ensembl, entrez, rdkit, astro, noaa, cds,
    open_stats, ckan, nutrition, patents, perplexity, openai_web_search, gemini, ask_expert,
    slack_rag, image_gen, video_gen, audio, real_estate, jobs, odds, car_rental, reservations,
)  # fmt: skip


def sessions() -> list[Session]:
    return [s for family in FAMILIES for s in family()]


def main(out: Path = OUT) -> None:
    lines = []
    for family, run_id, task, success, calls in sessions():
        for tool, args, result in calls:
            row = {"source": f"heldout9/{family}", "run_id": run_id, "task": task, "tool": tool}
            row |= {"args": args, "result": result, "outcome": {"success": success}}
            lines.append(json.dumps(row, ensure_ascii=False) + "\n")
    Path(out).write_text("".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
