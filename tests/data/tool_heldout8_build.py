"""Build ``tool_heldout8.jsonl``: the eighth held-out fixture of agent sessions, in the
real-runs format, on tool kinds the earlier fixtures did not cover.

Run ``python tests/data/tool_heldout8_build.py`` to rewrite the fixture; the build is
deterministic (no clock, no randomness), and ``tests/test_tool_heldout8.py`` checks that the
file is what this script writes. The sessions are hand-written: the people, ids, numbers and
messages are invented; the formats are the tools' own, as the agent receives them (the
wrapper's string). Long lists are shortened (fewer fields or items than the real API sends);
where a wrapper reshapes a response, the note says so. 40 sessions succeed, 20 fail (a source
failed silently and the agent kept calling).

Where each family's format comes from, and how sure it is:

* ``wikidata``: SPARQL 1.1 JSON results (``head.vars``, ``results.bindings``, typed terms with
  ``xml:lang`` / ``datatype``) as the Wikidata Query Service serves them, re-dumped by the
  wrapper with Python's default separators (sure of the structure). A timeout or a parse
  error is Blazegraph's text body: ``SPARQL-QUERY: queryStr=…`` then the Java exception and
  stack (sure of the shape, the frames are abridged).
* ``dbpedia``: the Lookup API's JSON (every field a list, ``<B>`` highlighting in ``label``)
  and Virtuoso's SPARQL JSON (``typed-literal``, ``distinct`` / ``ordered``): fairly sure.
* ``neo4j``: the Neo4j MCP server (``mcp-neo4j-cypher``): ``read_neo4j_cypher`` returns
  ``json.dumps`` of the records' dicts (``[]`` when none), ``write_neo4j_cypher`` the
  driver's summary counters, ``get_neo4j_schema`` the label / attributes / relationships rows
  of its APOC meta query: fairly sure (the schema's layout changed between versions).
* ``rdf-store``: Apache Jena Fuseki: SELECT as ``text/csv`` (CRLF line ends, as the SPARQL
  CSV format says), SPARQL Update answered by Fuseki's small HTML page: sure.
* ``kg-search``: Google Knowledge Graph Search API's JSON-LD ``ItemList`` and Google's error
  envelope (``RESOURCE_EXHAUSTED``), both pretty-printed as Google sends them: sure.
* ``reddit``: Reddit listings (``kind: Listing``, ``children`` of ``t3`` / ``t1`` things,
  ``after``), the comments endpoint's pair of listings; fields shortened: sure.
* ``x-search``: X API v2 recent search (``data``, ``meta.result_count``, ``next_token``; a
  query with no match is ``{"meta":{"result_count":0}}``) and its 429 problem JSON: sure.
* ``mastodon``: Mastodon REST status entities (HTML ``content``, ``account.acct``): sure.
* ``telegram``: Telegram Bot API ``{"ok":true,"result":…}`` and ``{"ok":false,"error_code":
  409,"description":"Conflict: terminated by other getUpdates request; …"}``: sure.
* ``whatsapp``: WhatsApp Cloud API (Graph) send responses and template listing; delivery
  statuses come by webhook, so ``whatsapp_webhook_events`` is the harness's store of them
  (its list layout is the harness's; the status objects are Meta's): fairly sure.
* ``hn``: Hacker News Algolia search (``hits``, ``nbHits``, ``nbPages``) and items: sure.
* ``msgraph``: Microsoft Graph JSON (``@odata.context``, ``value``, ``@odata.nextLink``,
  ``InvalidAuthenticationToken``) through an MS 365 MCP server whose tools are named as
  Softeria's are; a 202 with no body reaches the model as ``""``: fairly sure.
* ``gdrive``: a Google Drive MCP server's text (``Found N files:`` lines, ``Contents of …``):
  the gist is right, the exact wording is from memory (not sure).
* ``box``: Box API v2 search results and comment objects; ``box_get_file_text`` hands over
  Box's extracted-text representation: fairly sure.
* ``wordpress``: WordPress REST API v2 (``title.rendered``, ``rest_post_invalid_id``): sure.
* ``sanity``: Sanity's query API (``{"ms":…,"query":…,"result":…}``) and mutate API
  (``transactionId``, ``results``): sure.
* ``coda``: Coda API v1 (``items``, ``nextPageToken``, 202 ``requestId`` for mutations,
  ``/mutationStatus`` ``{"completed":true}``): sure.
* ``obsidian``: ``mcp-obsidian`` over the Local REST API plugin: search results as JSON,
  notes as markdown, "Successfully appended content to …"; a closed Obsidian gives the
  requests library's connection error inside the MCP tool error: fairly sure.
* ``canvas``: Canvas LMS REST JSON (courses, assignments, submissions, users): sure.
* ``moodle``: Moodle web services' JSON (``warnings`` list), tools named by wsfunction: sure.
* ``tmdb``: TMDB v3 search and details: sure. ``spotify``: Spotify Web API (search, playlist,
  ``snapshot_id``, ``{"error":{"status":401,"message":"The access token expired"}}``) and the
  Genius API (``meta``, ``response.hits``): sure. ``steam``: Steam Web API ``response`` /
  ``playerstats`` (``"Requested app has no stats"``): sure. ``sports``: API-Football v3
  (``get``, ``parameters``, ``errors``, ``results``, ``response``; a plan's season limit in
  ``errors.plan``): sure. ``openlibrary``: search.json and a work's editions.json: sure.
  ``podcast``: Podcast Index API 1.0 (``status``, ``feeds`` / ``items``, ``description``):
  sure.
* ``nmap``: nmap's normal output; ``shodan_host``: Shodan's host JSON and its "No
  information available for that IP." error: sure.
* ``edr``: CrowdStrike Falcon (``falcon-mcp``-style detection dicts, the device-actions
  envelope ``meta`` / ``resources`` / ``errors``), VirusTotal v3 file objects and
  ``NotFoundError``, AbuseIPDB v2 ``check``: fairly sure (Falcon's fields shortened).
* ``nvd``: NVD CVE API 2.0 (``resultsPerPage``, ``startIndex``, ``totalResults``,
  ``vulnerabilities[].cve``): sure.
* ``splunk``: Splunk REST search jobs: ``{"sid":…}``, the job's ``content`` (``dispatchState``
  QUEUED / RUNNING / DONE, ``doneProgress``, ``messages``) as the wrapper passes it, and
  ``results`` JSON; results of a job not run are a 204, ``""``: fairly sure.
* ``cloudwatch``: boto3 ``start_query`` / ``get_query_results`` (``results`` as field/value
  lists, ``statistics``, ``status`` Running / Complete) less ``ResponseMetadata``: sure.
* ``alfworld``: ALFWorld's TextWorld observations ("You arrive at …", "Nothing happens."):
  sure. ``scienceworld``: ScienceWorld's observations (the room description, "Ambiguous
  request: …"): fairly sure. ``textcraft``: TextCraft ("Got 1 oak log", "Crafted 4
  minecraft:oak_planks", "Could not find …"): fairly sure of the first two, not of the
  error wording.
* ``ros``: ROS 1 command-line output (``rostopic echo`` YAML with ``---``, the "no messages
  received and simulated time is active" warning, ``rosservice call`` of an empty service
  printing nothing): sure.
* ``minecraft``: a Mineflayer MCP server's text ("Current position: …", "Found oak_log at
  …", "Failed to …: Error: …"): the tool names are the server's, the error wording is not
  sure.
* ``lab``: a lab automation hub's plate-reader API (JSON run states) and an MQTT subscribe
  tool printing ``topic payload`` lines or "No messages received on … within … s": the
  harness's own layout (not a public product's).
* ``telecom``, ``insurance``, ``bank``, ``utility``, ``returns``: customer-service back ends
  in the JSON shape such internal APIs have (the τ-bench style); their layouts are invented.
"""

from __future__ import annotations

import json
import sys
import zlib
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout8.jsonl")
Call = tuple[str, dict[str, Any], str]
Row = dict[str, Any]


def j(obj: Any) -> str:
    """Compact JSON, as most HTTP APIs send it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def js(obj: Any) -> str:
    """JSON with Python's default separators, as a Python wrapper's ``json.dumps`` gives."""
    return json.dumps(obj, ensure_ascii=False)


def jp(obj: Any) -> str:
    """Pretty JSON (two spaces), as Google's APIs send it."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def run(family: str, run_id: str, task: str, ok: bool, calls: list[Call]) -> list[Row]:
    """One session's rows, in call order."""
    src = f"heldout8/{family}"
    return [
        {"source": src, "run_id": run_id, "task": task, "tool": tool, "args": args,
         "result": result, "outcome": {"success": ok}}
        for tool, args, result in calls
    ]  # fmt: skip


# --------------------------------------------------------------------------- knowledge graphs

WD = "http://www.wikidata.org/entity/"
XSD = "http://www.w3.org/2001/XMLSchema#"


def _wd(vars_: list[str], rows: list[dict[str, Any]]) -> str:
    return js({"head": {"vars": vars_}, "results": {"bindings": rows}})


def _u(q: str) -> dict[str, str]:
    return {"type": "uri", "value": WD + q}


def _l(v: str, lang: str = "en") -> dict[str, str]:
    return {"xml:lang": lang, "type": "literal", "value": v}


def _t(v: str, dt: str) -> dict[str, str]:
    return {"datatype": XSD + dt, "type": "literal", "value": v}


_BLAZEGRAPH_FRAMES = (
    "\tat java.base/java.util.concurrent.FutureTask.report(FutureTask.java:122)\n"
    "\tat java.base/java.util.concurrent.FutureTask.get(FutureTask.java:205)\n"
    "\tat com.bigdata.rdf.sail.webapp.BigdataServlet.submitApiTask(BigdataServlet.java:292)\n"
    "\tat com.bigdata.rdf.sail.webapp.QueryServlet.doSparqlQuery(QueryServlet.java:678)\n"
)


def _wd_timeout(query: str) -> str:
    return (
        f"SPARQL-QUERY: queryStr={query}\njava.util.concurrent.TimeoutException\n"
        + _BLAZEGRAPH_FRAMES
        + "\tat javax.servlet.http.HttpServlet.service(HttpServlet.java:707)\n"
    )


def wikidata() -> list[Row]:
    q_bad = (
        "SELECT ?p ?pLabel ?born ?placeLabel WHERE { ?p wdt:P166 wd:Q44585 ?p wdt:P19 ?place . "
        "?place wdt:P17 wd:Q36 . ?p wdt:P569 ?born . SERVICE wikibase:label { bd:serviceParam "
        'wikibase:language "en". } }'
    )
    q1 = q_bad.replace("wd:Q44585 ?p", "wd:Q44585 . ?p")
    people = [
        ("Q7186", "Marie Curie", "1867-11-07", "Q270", "Warsaw"),
        ("Q57241", "Fritz Haber", "1868-12-09", "Q1799", "Wrocław"),
        ("Q57264", "Walther Nernst", "1864-06-25", "Q1011617", "Wąbrzeźno"),
        ("Q57192", "Friedrich Bergius", "1884-10-11", "Q1799", "Wrocław"),
        ("Q57285", "Kurt Alder", "1902-07-10", "Q104824", "Chorzów"),
    ]
    rows1 = [
        {"p": _u(q), "born": _t(b + "T00:00:00Z", "dateTime"), "pLabel": _l(n),
         "placeLabel": _l(pl)}
        for q, n, b, _, pl in people
    ]  # fmt: skip
    q2 = (
        "SELECT ?p ?pLabel ?awardLabel ?year WHERE { VALUES ?p { wd:Q7186 wd:Q57241 wd:Q57264 "
        "wd:Q57192 wd:Q57285 } ?p p:P166 ?st . ?st ps:P166 ?award . ?award wdt:P279* wd:Q7191 "
        ". FILTER(?award != wd:Q44585) OPTIONAL { ?st pq:P585 ?year } SERVICE wikibase:label "
        '{ bd:serviceParam wikibase:language "en". } }'
    )
    rows2 = [
        {"p": _u("Q7186"), "year": _t("1903-01-01T00:00:00Z", "dateTime"),
         "pLabel": _l("Marie Curie"), "awardLabel": _l("Nobel Prize in Physics")}
    ]  # fmt: skip
    q3 = (
        "SELECT ?p ?plLabel ?year WHERE { VALUES ?p { wd:Q7186 wd:Q57241 wd:Q57264 wd:Q57192 "
        "wd:Q57285 } ?p p:P166 ?st . ?st ps:P166 wd:Q44585 ; pq:P585 ?year . ?p wdt:P19 ?pl . "
        'SERVICE wikibase:label { bd:serviceParam wikibase:language "pl". } }'
    )
    years = ["1911", "1918", "1920", "1931", "1950"]
    rows3 = [
        {"p": _u(q), "year": _t(y + "-01-01T00:00:00Z", "dateTime"), "plLabel": _l(pl, "pl")}
        for (q, _, _, _, pl), y in zip(people, years, strict=True)
    ]
    err = (
        f"SPARQL-QUERY: queryStr={q_bad}\njava.util.concurrent.ExecutionException: "
        'org.openrdf.query.MalformedQueryException: Encountered " <VAR1> "?p "" at line 1, '
        'column 75.\nWas expecting one of:\n    "(" ...\n    "{" ...\n    "}" ...\n    "[" '
        "...\n    <NIL> ...\n    <ANON> ...\n" + _BLAZEGRAPH_FRAMES
    )
    ok = run(
        "wikidata",
        "wikidata-ok-1",
        "Using Wikidata, list the Nobel Prize in Chemistry laureates born in what is now "
        "Poland, with birth date, birthplace and award year, and say which of them also won "
        "another Nobel Prize.",
        True,
        [
            ("wikidata_sparql", {"query": q_bad}, err),
            ("wikidata_sparql", {"query": q1}, _wd(["p", "pLabel", "born", "placeLabel"], rows1)),
            ("wikidata_sparql", {"query": q2}, _wd(["p", "pLabel", "awardLabel", "year"], rows2)),
            ("wikidata_sparql", {"query": q3}, _wd(["p", "plLabel", "year"], rows3)),
        ],
    )
    qn = "SELECT (COUNT(?m) AS ?n) WHERE { ?m wdt:P31 wd:Q262166 ; wdt:P131* wd:Q980 . }"
    base = (
        "SELECT ?m ?mLabel ?pop ?date WHERE { ?m wdt:P31 wd:Q262166 ; wdt:P131* wd:Q980 ; "
        "p:P1082 ?s . ?s ps:P1082 ?pop ; pq:P585 ?date . SERVICE wikibase:label { "
        'bd:serviceParam wikibase:language "de". } }'
    )
    queries = [
        base,
        base + " LIMIT 500",
        "SELECT ?m ?pop WHERE { ?m wdt:P31 wd:Q262166 ; wdt:P131 wd:Q10562 ; wdt:P1082 ?pop } "
        "LIMIT 100",
        "SELECT ?m ?pop WHERE { ?m wdt:P131 wd:Q10560 ; wdt:P1082 ?pop }",
    ]
    n = _wd(["n"], [{"n": _t("2056", "integer")}])
    fail = run(
        "wikidata",
        "wikidata-fail-1",
        "From Wikidata, get the population of every municipality in Bavaria with the date of "
        "that population figure, as a table.",
        False,
        [("wikidata_sparql", {"query": qn}, n)]
        + [("wikidata_sparql", {"query": q}, _wd_timeout(q)) for q in queries],
    )
    return ok + fail


def _vt(vars_: list[str], rows: list[dict[str, Any]]) -> str:
    """Virtuoso's SPARQL JSON (DBpedia's endpoint)."""
    head = {"link": [], "vars": vars_}
    return j({"head": head, "results": {"distinct": False, "ordered": True, "bindings": rows}})


def _lookup(docs: list[tuple[str, str, str, str, list[str]]]) -> str:
    out = [
        {"score": [score], "refCount": [refs], "resource": [f"http://dbpedia.org/resource/{r}"],
         "typeName": types, "comment": [comment],
         "label": [f"<B>{r.replace('_', ' ')}</B>"]}
        for r, score, refs, comment, types in docs
    ]  # fmt: skip
    return j({"docs": out})


def dbpedia() -> list[Row]:
    dbr = "http://dbpedia.org/resource/"
    nni = XSD + "nonNegativeInteger"
    q = "SELECT ?pop ?leader WHERE {{ dbr:{c} dbo:populationTotal ?pop ; dbo:leaderName ?leader }}"
    q_tokyo = (
        "SELECT ?pop ?gov WHERE { dbr:Tokyo dbo:populationTotal ?pop . "
        "OPTIONAL { dbr:Tokyo dbp:governor ?gov } }"
    )
    city = "Settlement", "City", "Place", "Populated place"
    return run(
        "dbpedia",
        "dbpedia-ok-1",
        "For the host cities of the last three Summer Olympics (2024, 2020, 2016), get each "
        "city's total population and its mayor or governor from DBpedia.",
        True,
        [
            ("dbpedia_lookup", {"query": "Paris", "maxResults": 2}, _lookup([
                ("Paris", "8841.52", "51280", "Paris is the capital and largest city of France. "
                 "With an estimated population of 2,102,650 residents in January 2023 in an "
                 "area of more than 105 km2, Paris is the fourth-most populous city in the "
                 "European Union.", list(city)),
                ("Paris,_Texas", "401.07", "812", "Paris is a city in and the county seat of "
                 "Lamar County, Texas, United States.", list(city)),
            ])),
            ("dbpedia_sparql", {"query": q.format(c="Paris")}, _vt(["pop", "leader"], [
                {"pop": {"type": "typed-literal", "datatype": nni, "value": "2102650"},
                 "leader": {"type": "uri", "value": dbr + "Anne_Hidalgo"}},
            ])),
            ("dbpedia_sparql", {"query": q.format(c="Tokyo")}, _vt(["pop", "leader"], [])),
            ("dbpedia_sparql", {"query": q_tokyo}, _vt(["pop", "gov"], [
                {"pop": {"type": "typed-literal", "datatype": nni, "value": "14094034"},
                 "gov": {"type": "uri", "value": dbr + "Yuriko_Koike"}},
            ])),
            ("dbpedia_lookup", {"query": "Rio de Janeiro", "maxResults": 2}, _lookup([
                ("Rio_de_Janeiro", "6310.2", "24410", "Rio de Janeiro, or simply Rio, is the "
                 "capital of the state of the same name, Brazil's third-most populous state, "
                 "and the second-most populous city in Brazil.", list(city)),
                ("Rio_de_Janeiro_(state)", "2201.9", "6120", "Rio de Janeiro is one of the 27 "
                 "federative units of Brazil. It has the second largest economy of Brazil.",
                 ["Administrative region", "Place", "Region"]),
            ])),
            ("dbpedia_sparql", {"query": q.format(c="Rio_de_Janeiro")}, _vt(["pop", "leader"], [
                {"pop": {"type": "typed-literal", "datatype": nni, "value": "6211423"},
                 "leader": {"type": "uri", "value": dbr + "Eduardo_Paes"}},
            ])),
        ],
    )  # fmt: skip


def neo4j() -> list[Row]:
    schema = [
        {"label": "Supplier", "attributes": {"name": "STRING unique indexed",
         "region": "STRING indexed", "country": "STRING", "tier": "INTEGER"},
         "relationships": {"SUPPLIES": "Component"}},
        {"label": "Component", "attributes": {"sku": "STRING unique indexed",
         "name": "STRING", "lead_time_days": "INTEGER"},
         "relationships": {"PART_OF": "Product"}},
        {"label": "Product", "attributes": {"code": "STRING unique indexed", "name": "STRING"},
         "relationships": {}},
    ]  # fmt: skip
    single = [
        ("C-1182", "Hall sensor A3", "Nakamura Denki"), ("C-2040", "Gear pump housing",
        "Siam Precision Cast"), ("C-2217", "Seal kit 40mm", "Rheinhold Dichtungen"),
        ("C-3101", "Motor driver board", "Shenzhen Kaituo"), ("C-3355", "Display bezel",
        "Siam Precision Cast"), ("C-4012", "Thermal fuse 115C", "Nakamura Denki"),
        ("C-4470", "Impeller 6-blade", "Chonburi Polymer"),
    ]  # fmt: skip
    regions = [
        ("Chonburi Polymer", "Chonburi", "TH"), ("Nakamura Denki", "Aichi", "JP"),
        ("Rheinhold Dichtungen", "Baden-Württemberg", "DE"),
        ("Shenzhen Kaituo", "Guangdong", "CN"), ("Siam Precision Cast", "Samut Prakan", "TH"),
    ]  # fmt: skip
    q1 = (
        "MATCH (c:Component)<-[:SUPPLIES]-(s:Supplier) WITH c, collect(s) AS ss WHERE size(ss) "
        "= 1 RETURN c.sku AS sku, c.name AS name, ss[0].name AS supplier ORDER BY sku"
    )
    q2 = (
        "MATCH (c:Component)<-[:SUPPLIES]-(s:Supplier) WITH c, collect(s) AS ss WHERE size(ss) "
        "= 1 AND ss[0].region = 'Rayong' RETURN c.sku AS sku, ss[0].name AS supplier"
    )
    q3 = (
        "MATCH (c:Component)<-[:SUPPLIES]-(s:Supplier) WITH c, collect(s) AS ss WHERE size(ss) "
        "= 1 WITH ss[0] AS s RETURN DISTINCT s.name AS supplier, s.region AS region, "
        "s.country AS country ORDER BY supplier"
    )
    w = (
        "MATCH (c:Component)<-[:SUPPLIES]-(s:Supplier) WITH c, count(s) AS n WHERE n = 1 "
        "SET c:AtRisk"
    )
    ok = run(
        "neo4j",
        "neo4j-ok-1",
        "In the supply-chain graph, find single-supplier components, check if any supplier "
        "is in flooded Rayong, label them :AtRisk and confirm the count.",
        True,
        [
            ("get_neo4j_schema", {}, js(schema)),
            ("read_neo4j_cypher", {"query": q1},
             js([{"sku": a, "name": b, "supplier": c} for a, b, c in single])),
            ("read_neo4j_cypher", {"query": q2}, "[]"),
            ("read_neo4j_cypher", {"query": q3},
             js([{"supplier": a, "region": b, "country": c} for a, b, c in regions])),
            ("write_neo4j_cypher", {"query": w}, js({"_contains_updates": True,
                                                     "labels_added": 7})),
            ("read_neo4j_cypher", {"query": "MATCH (c:AtRisk) RETURN count(c) AS n"},
             js([{"n": 7}])),
        ],
    )  # fmt: skip
    f1 = (
        "MATCH (c:Customer)-[:BOUGHT]->(:Product {sku: 'P-1001'}), (c)-[:BOUGHT]->(:Product "
        "{sku: 'P-2044'}) RETURN c.name AS name, c.email AS email"
    )
    f2 = (
        "MATCH (c:Customer)-[b1:BOUGHT]->(p1:Product), (c)-[b2:BOUGHT]->(p2:Product) WHERE "
        "p1.sku = 'P-1001' AND p2.sku = 'P-2044' AND b1.at >= date('2024-01-01') RETURN "
        "c.name AS name, c.email AS email"
    )
    fail = run(
        "neo4j",
        "neo4j-fail-1",
        "In the retail graph, which customers bought both product P-1001 and product P-2044 "
        "in 2024? Give their names and emails.",
        False,
        [
            ("read_neo4j_cypher", {"query": f1}, "[]"),
            ("read_neo4j_cypher", {"query": f2}, "[]"),
            ("get_neo4j_schema", {}, "[]"),
            ("read_neo4j_cypher", {"query": "MATCH (n) RETURN count(n) AS n"}, js([{"n": 0}])),
            ("read_neo4j_cypher", {"query": "MATCH (p:Product) WHERE p.sku STARTS WITH 'P-10' "
                                   "RETURN p.sku LIMIT 5"}, "[]"),
            ("read_neo4j_cypher", {"query": "CALL db.labels() YIELD label RETURN label"}, "[]"),
            ("read_neo4j_cypher", {"query": "MATCH (c)-[:BOUGHT]->(p) RETURN c, p LIMIT 10"},
             "[]"),
        ],
    )  # fmt: skip
    return ok + fail


def rdf_store() -> list[Row]:
    obj = "http://data.example-museum.org/object/"
    acq = [
        ("1998.14", "Harbour at Dusk", "1998-03-12"), ("1998.15", "Study of Gulls",
        "1998-03-12"), ("1998.31", "Untitled (blue interior)", "1998-06-02"),
        ("1998.40", "Fisherwomen, Newlyn", "1998-07-19"), ("1998.52", "Portrait of a Pilot",
        "1998-10-01"), ("1998.57", "Winter Allotments", "1998-11-23"),
    ]  # fmt: skip
    csv1 = "obj,title,acquired\r\n" + "".join(f"{obj}{a},{t},{d}\r\n" for a, t, d in acq)
    creators = [
        ("1998.14", "Ellen Tavener", "1971"), ("1998.15", "Ellen Tavener", "1971"),
        ("1998.31", "", ""), ("1998.40", "Walter Langley (attrib.)", "1922"),
        ("1998.52", "Mary Hope Croft", "1984"), ("1998.57", "Joseph Brandt", "2003"),
    ]  # fmt: skip
    csv2 = "obj,creator,died\r\n" + "".join(f"{obj}{a},{c},{d}\r\n" for a, c, d in creators)
    q1 = (
        "SELECT ?obj ?title ?acquired WHERE { ?obj a crm:E22_Human-Made_Object ; "
        "dcterms:title ?title ; ex:acquired ?acquired . FILTER(YEAR(?acquired) = 1998) "
        "FILTER NOT EXISTS { ?obj dcterms:rights ?r } } ORDER BY ?obj"
    )
    q2 = (
        "SELECT ?obj ?creator ?died WHERE { VALUES ?obj { ex:1998.14 ex:1998.15 ex:1998.31 "
        "ex:1998.40 ex:1998.52 ex:1998.57 } OPTIONAL { ?obj dcterms:creator ?c . ?c rdfs:label "
        "?creator . OPTIONAL { ?c ex:died ?died } } }"
    )
    upd = (
        'INSERT { ?obj dcterms:rights "In copyright - rights holder unknown"@en } WHERE { ?obj '
        "ex:acquired ?a . FILTER(YEAR(?a) = 1998) FILTER NOT EXISTS { ?obj dcterms:rights ?r } }"
    )
    q4 = (
        "SELECT (COUNT(?obj) AS ?n) WHERE { ?obj ex:acquired ?a ; dcterms:rights "
        '"In copyright - rights holder unknown"@en . FILTER(YEAR(?a) = 1998) }'
    )
    html = (
        "<html>\n<head>\n</head>\n<body>\n<h1>Success</h1>\n<p>\nUpdate succeeded\n</p>\n"
        "</body>\n</html>\n"
    )
    return run(
        "rdf-store",
        "rdf-ok-1",
        "In Fuseki dataset 'collection', give the 1998 acquisitions lacking dcterms:rights "
        "with creators, set their rights to 'In copyright - rights holder unknown', confirm.",
        True,
        [
            ("fuseki_query", {"dataset": "collection", "query": q1}, csv1),
            ("fuseki_query", {"dataset": "collection", "query": q2}, csv2),
            ("fuseki_update", {"dataset": "collection", "update": upd}, html),
            ("fuseki_query", {"dataset": "collection", "query": q1}, "obj,title,acquired\r\n"),
            ("fuseki_query", {"dataset": "collection", "query": q4}, "n\r\n6\r\n"),
        ],
    )


def kg_search() -> list[Row]:
    ctx = {
        "@vocab": "http://schema.org/", "goog": "http://schema.googleapis.com/",
        "EntitySearchResult": "goog:EntitySearchResult",
        "detailedDescription": "goog:detailedDescription", "resultScore": "goog:resultScore",
        "kg": "http://g.co/kg",
    }  # fmt: skip
    rijks = {
        "@context": ctx,
        "@type": "ItemList",
        "itemListElement": [{
            "@type": "EntitySearchResult",
            "result": {
                "@id": "kg:/m/0dyy5", "name": "Rijksmuseum",
                "@type": ["Museum", "TouristAttraction", "Place", "Thing", "Organization"],
                "description": "Museum in Amsterdam, Netherlands",
                "detailedDescription": {
                    "articleBody": "The Rijksmuseum is the national museum of the Netherlands "
                    "dedicated to Dutch arts and history and is located in Amsterdam. The "
                    "museum is located at the Museum Square in the borough Amsterdam South.",
                    "url": "https://en.wikipedia.org/wiki/Rijksmuseum",
                    "license": "https://en.wikipedia.org/wiki/Wikipedia:Text_of_Creative_"
                    "Commons_Attribution-ShareAlike_4.0_International_License",
                },
                "url": "https://www.rijksmuseum.nl/",
            },
            "resultScore": 1843.27,
        }],
    }  # fmt: skip
    quota = {
        "error": {
            "code": 429,
            "message": "Quota exceeded for quota metric 'Read requests' and limit 'Read "
            "requests per day' of service 'kgsearch.googleapis.com' for consumer "
            "'project_number:731904412855'.",
            "status": "RESOURCE_EXHAUSTED",
            "details": [{
                "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                "reason": "RATE_LIMIT_EXCEEDED",
                "domain": "googleapis.com",
                "metadata": {"quota_limit": "ReadRequestsPerDayPerProject",
                             "service": "kgsearch.googleapis.com"},
            }],
        }
    }  # fmt: skip
    museums = ["Mauritshuis", "Van Gogh Museum", "Kröller-Müller Museum", "Stedelijk Museum",
               "Van Gogh Museum Amsterdam"]  # fmt: skip
    return run(
        "kg-search",
        "kg-fail-1",
        "With Google's Knowledge Graph Search, give a one-line description and the website "
        "of the Rijksmuseum, Mauritshuis, Van Gogh Museum, Kröller-Müller and Stedelijk.",
        False,
        [("google_kg_search", {"query": "Rijksmuseum", "types": "Museum", "limit": 1}, jp(rijks))]
        + [
            ("google_kg_search", {"query": m, "types": "Museum", "limit": 1}, jp(quota))
            for m in museums
        ],
    )


# ------------------------------------------------------------------------------------ social


def _t3(
    sub: str,
    id_: str,
    slug: str,
    title: str,
    author: str,
    score: int,
    ncom: int,
    created: int,
    text: str,
) -> dict[str, Any]:
    return {"kind": "t3", "data": {
        "subreddit": sub, "selftext": text, "title": title, "score": score,
        "num_comments": ncom, "created_utc": float(created), "id": id_, "name": f"t3_{id_}",
        "author": author, "permalink": f"/r/{sub}/comments/{id_}/{slug}/",
    }}  # fmt: skip


def _listing(children: list[dict[str, Any]], after: str | None) -> dict[str, Any]:
    data = {"after": after, "dist": len(children), "children": children, "before": None}
    return {"kind": "Listing", "data": data}


def _t1(id_: str, author: str, score: int, body: str, link: str) -> dict[str, Any]:
    return {"kind": "t1", "data": {"id": id_, "name": f"t1_{id_}", "author": author,
            "score": score, "body": body, "parent_id": f"t3_{link}", "link_id": f"t3_{link}",
            "depth": 0, "replies": ""}}  # fmt: skip


def reddit() -> list[Row]:
    h = "homelab"
    p1 = [
        _t3(h, "1j4q2xa", "pve_82_83_upgrade_network_gone", "PVE 8.2 -> 8.3 upgrade: network "
            "gone after reboot (interface names changed)", "rackrat_42", 184, 61, 1741102211,
            "After apt dist-upgrade and a reboot vmbr0 has no uplink. `ip a` shows enp3s0 is "
            "now enp3s0f0np0. Console works, web UI unreachable."),
        _t3(h, "1j3z8kc", "proxmox_83_broke_gpu_passthrough", "Proxmox 8.3 upgrade broke my "
            "GPU passthrough (vfio-pci not binding)", "kvm_and_chill", 97, 38, 1741045530,
            "RTX 3060 was passed to a Windows VM for a year. After 8.3 the host grabs it with "
            "nouveau and the VM fails with 'vfio 0000:01:00.0: failed to open'."),
        _t3(h, "1j3m0ve", "upgraded_to_83_zfs_pool_wont_import", "Upgraded to 8.3 - ZFS pool "
            "won't import on boot", "tankfull", 56, 22, 1740998102,
            "Pool 'tank' (mirror of two 8TB) shows as not imported after reboot; zpool import "
            "works by hand but it's gone again after the next reboot."),
        _t3(h, "1j2r7bn", "any_reason_to_hold_off_on_83", "Any reason to hold off on 8.3? "
            "3-node ceph cluster", "quorum_quest", 41, 33, 1740912090,
            "Running Ceph Reef on three nodes. Read about NIC renames. Is it safe to roll one "
            "node at a time?"),
        _t3(h, "1j2k1qq", "83_upgrade_went_fine_sdn_ui", "8.3 upgrade went fine, the new SDN "
            "UI is nice", "homelab_hermit", 23, 9, 1740890112,
            "No issues on a single NUC. Sharing for balance."),
    ]  # fmt: skip
    p2 = [
        _t3(h, "1j1x4dd", "psa_pin_your_nic_names_before_83", "PSA: pin your NIC names before "
            "upgrading to PVE 8.3", "netplan_refugee", 312, 47, 1740841000,
            "Use systemd .link files matching the MAC so the kernel's new naming can't move "
            "your bridge ports. Steps in the comments."),
        _t3(h, "1j1c9ar", "kernel_6812_on_83_panics_microserver_gen8", "Kernel 6.8.12 on 8.3 "
            "panics on my HP Microserver Gen8", "gen8_forever", 18, 12, 1740790440,
            "Boots fine on 6.5 (pinned with proxmox-boot-tool kernel pin). 6.8.12 panics in "
            "hpwdt."),
    ]  # fmt: skip
    search = {"subreddit": h, "q": "proxmox 8.3 upgrade", "sort": "new", "t": "week",
              "limit": 5, "restrict_sr": True}  # fmt: skip
    c1 = [
        _t1("mg8x1aa", "ifupdown2_fan", 141, "Happened to me too. Fix: create "
            "/etc/systemd/network/10-enp3s0.link with [Match] MACAddress=<your mac> and [Link] "
            "Name=enp3s0, then `update-initramfs -u -k all` and reboot.", "1j4q2xa"),
        _t1("mg8y3bc", "rackrat_42", 63, "Edit: the .link file worked, thanks. Editing "
            "/etc/network/interfaces to the new name also works but breaks again next kernel.",
            "1j4q2xa"),
        _t1("mg91kde", "pve_staff_lurker", 40, "The rename comes from the new kernel exposing "
            "the NIC's phys_port_name. It's in the 8.3 known issues.", "1j4q2xa"),
    ]  # fmt: skip
    c2 = [
        _t1("mg7b0fa", "iommu_ian", 52, "8.3's kernel loads nouveau before vfio. Add "
            "`softdep nouveau pre: vfio-pci` to /etc/modprobe.d/vfio.conf and put the GPU ids "
            "in `options vfio-pci ids=10de:2504,10de:228e`, then update-initramfs.", "1j3z8kc"),
        _t1("mg7c2gb", "kvm_and_chill", 19, "That fixed it. VM boots with the GPU again.",
            "1j3z8kc"),
    ]  # fmt: skip
    c3 = [
        _t1("mg6a9hh", "zfs_zealot", 31, "The cachefile got reset. `zpool set "
            "cachefile=/etc/zfs/zpool.cache tank` then `update-initramfs -u -k all`. Also "
            "check zfs-import@tank.service is enabled.", "1j3m0ve"),
    ]  # fmt: skip
    ok = run(
        "reddit",
        "reddit-ok-1",
        "Summarize this week's r/homelab problems upgrading to Proxmox VE 8.3 and the fixes "
        "given in the comments.",
        True,
        [
            ("reddit_search", search, j(_listing(p1, "t3_1j2k1qq"))),
            ("reddit_search", search | {"after": "t3_1j2k1qq"}, j(_listing(p2, None))),
            ("reddit_get_comments", {"subreddit": h, "article": "1j4q2xa", "limit": 3},
             j([_listing([p1[0]], None), _listing(c1, None)])),
            ("reddit_get_comments", {"subreddit": h, "article": "1j3z8kc", "limit": 3},
             j([_listing([p1[1]], None), _listing(c2, None)])),
            ("reddit_get_comments", {"subreddit": h, "article": "1j3m0ve", "limit": 3},
             j([_listing([p1[2]], None), _listing(c3, None)])),
        ],
    )  # fmt: skip
    a = "AskHistorians"
    stale = [
        _t3(a, "1j4wd0x", "how_were_ottoman_janissaries_paid_in_the_1600s", "How were Ottoman "
            "janissaries paid in the 1600s?", "sipahi_curious", 88, 7, 1741110010, ""),
        _t3(a, "1j4v1z2", "were_there_other_female_pirates", "Were there female pirates in "
            "the Caribbean besides Anne Bonny and Mary Read?", "salt_and_sails", 143, 11,
            1741104500, ""),
        _t3(a, "1j4t8mm", "meta_our_2025_ama_schedule", "META: Our 2025 AMA schedule is up",
            "AskHistorians", 402, 35, 1741096000, "Mark your calendars..."),
    ]  # fmt: skip
    queries = [
        "grain prices medieval Scotland", "oat prices Scotland 14th century",
        "medieval Scottish famine grain cost", "price of bere barley Scotland Middle Ages",
        "Scotland dearth 1430s prices",
    ]  # fmt: skip
    fail = run(
        "reddit",
        "reddit-fail-1",
        "Find r/AskHistorians threads about grain or oat prices in medieval Scotland and "
        "summarize what the answers said about famine years.",
        False,
        [
            ("reddit_search", {"subreddit": a, "q": q, "sort": "relevance", "t": "all",
                               "limit": 3, "restrict_sr": True}, j(_listing(stale, "t3_1j4t8mm")))
            for q in queries
        ],
    )  # fmt: skip
    return ok + fail


def _tweet(id_: str, author: str, created: str, text: str) -> dict[str, str]:
    return {"id": id_, "author_id": author, "created_at": created, "text": text,
            "edit_history_tweet_ids": [id_]}  # fmt: skip


def x_search() -> list[Row]:
    nws, cal = "62571826", "34398217"
    rfw = [
        _tweet("1897212233445566771", nws, "2025-03-05T23:41:09.000Z", "Red Flag Warning for "
               "the East Bay Hills, Diablo Range and Santa Cruz Mtns from 11 PM Wed to 11 AM "
               "Fri. NE winds 20-30 mph, gusts to 55 mph in the highest terrain. RH 10-20%. "
               "#CAwx #FireWeather"),
        _tweet("1897198800112233442", cal, "2025-03-05T22:47:30.000Z", "A Red Flag Warning "
               "is in effect for parts of the Bay Area through Friday morning. Avoid "
               "activities that can spark a fire. #OneLessSpark"),
        _tweet("1896850011223344558", nws, "2025-03-04T23:52:18.000Z", "Fire Weather Watch "
               "upgraded to a Red Flag Warning for the North Bay Interior Mountains (Napa, "
               "Sonoma) 5 AM Thu - 11 AM Fri. Gusts 45-60 mph."),
        _tweet("1896512345678901237", nws, "2025-03-04T01:10:44.000Z", "Offshore wind event "
               "Thu-Fri: a Red Flag Warning is likely for the higher terrain. Details in our "
               "Area Forecast Discussion."),
    ]  # fmt: skip
    marin = [
        _tweet("1896901122334455669", nws, "2025-03-05T03:20:51.000Z", "Wind Advisory for the "
               "North Bay incl. the Marin Coastal Range and SF Bay Shoreline Thu 5 AM - Fri 11 "
               "AM. Not a Red Flag area this time: higher RH near the coast."),
    ]  # fmt: skip
    fields = "created_at,author_id"
    q1 = '(from:NWSBayArea OR from:CAL_FIRE) "red flag warning" -is:retweet'
    ok = run(
        "x-search",
        "x-ok-1",
        "From the last 7 days, pull the posts by @NWSBayArea and @CAL_FIRE that mention a red "
        "flag warning; list the warning areas and windows, and say whether Marin County is "
        "covered.",
        True,
        [
            ("search_recent_tweets", {"query": q1, "max_results": 10, "tweet.fields": fields},
             j({"data": rfw, "meta": {"newest_id": rfw[0]["id"], "oldest_id": rfw[-1]["id"],
                                      "result_count": 4}})),
            ("search_recent_tweets", {"query": q1 + " Marin", "max_results": 10,
                                      "tweet.fields": fields}, j({"meta": {"result_count": 0}})),
            ("search_recent_tweets", {"query": "from:NWSBayArea Marin (wind OR fire) "
                                      "-is:retweet", "max_results": 10, "tweet.fields": fields},
             j({"data": marin, "meta": {"newest_id": marin[0]["id"],
                                        "oldest_id": marin[0]["id"], "result_count": 1}})),
        ],
    )  # fmt: skip
    first = [
        _tweet("1897301122004455881", "1180022334", "2025-03-06T07:12:40.000Z", "Ubuntu "
               "24.04.2 is delayed a week: a late regression in the HWE kernel's nvidia DKMS "
               "path. New target is Thursday the 13th. #Ubuntu"),
    ]  # fmt: skip
    limited = j({"title": "Too Many Requests", "detail": "Too Many Requests",
                 "type": "about:blank", "status": 429})  # fmt: skip
    later = [
        '"24.04.2" (delay OR delayed OR postponed) -is:retweet',
        '"24.04.2" from:ubuntu', '"24.04.2" canonical (kernel OR regression)',
        'ubuntu "point release" delay', '"24.04.2" (from:sil2100 OR from:canonical)',
    ]  # fmt: skip
    fail = run(
        "x-search",
        "x-fail-1",
        "Find posts from the last 24 hours about the Ubuntu 24.04.2 point release delay and "
        "summarize what Canonical staff said about the cause and the new date.",
        False,
        [("search_recent_tweets", {"query": '"24.04.2" ubuntu -is:retweet', "max_results": 10},
          j({"data": first, "meta": {"newest_id": first[0]["id"], "oldest_id": first[0]["id"],
                                     "result_count": 1}}))]
        + [("search_recent_tweets", {"query": q, "max_results": 10}, limited) for q in later],
    )  # fmt: skip
    return ok + fail


def _toot(
    id_: str,
    at: str,
    acct: str,
    name: str,
    html: str,
    boosts: int,
    favs: int,
    replies: int = 0,
    reply_to: str | None = None,
) -> dict[str, Any]:
    user = acct.split("@")[0]
    return {
        "id": id_, "created_at": at, "in_reply_to_id": reply_to, "visibility": "public",
        "language": "en", "replies_count": replies,
        "reblogs_count": boosts, "favourites_count": favs, "content": html,
        "account": {"id": str(zlib.crc32(acct.encode())), "username": user, "acct": acct,
                    "display_name": name},
        "tags": [{"name": "fediforum", "url": "https://mastodon.social/tags/fediforum"}],
    }  # fmt: skip


def mastodon() -> list[Row]:
    p1 = [
        _toot("114117702201184433", "2025-03-06T09:58:12.000Z", "cwebber@octodon.social",
              "Christine", "<p>Slides for my <a href=\"https://mastodon.social/tags/FediForum\" "
              "class=\"mention hashtag\">#<span>FediForum</span></a> session on moderation "
              "tooling: <a href=\"https://files.example.org/fediforum-mod-tools.pdf\">files."
              "example.org/fediforum-mod-tools.pdf</a></p>", 41, 97),
        _toot("114117455012345678", "2025-03-06T08:55:40.000Z", "tchambers@indieweb.social",
              "Tim", "<p>Great turnout at <a href=\"https://mastodon.social/tags/FediForum\">"
              "#FediForum</a> today. Who has the link to the recordings?</p>", 3, 22, 2),
        _toot("114116990098765432", "2025-03-06T06:57:02.000Z", "fediforum@mastodon.social",
              "FediForum", "<p>Day 2 schedule and notes doc: <a href=\"https://fediforum.org/"
              "2025-03/notes\">fediforum.org/2025-03/notes</a> <a href=\"https://mastodon."
              "social/tags/FediForum\">#FediForum</a></p>", 88, 130),
        _toot("114116702233445566", "2025-03-06T05:44:19.000Z", "evan@cosocial.ca", "Evan",
              "<p>Morning! Coffee and ActivityPub. <a href=\"https://mastodon.social/tags/"
              "FediForum\">#FediForum</a></p>", 2, 31),
    ]  # fmt: skip
    p2 = [
        _toot("114112330011223344", "2025-03-05T11:12:45.000Z", "jenn@pixel.kitchen", "Jenn",
              "<p>My notes from the portability session are up: <a href=\"https://notes."
              "pixel.kitchen/fediforum-portability\">notes.pixel.kitchen/fediforum-"
              "portability</a> <a href=\"https://mastodon.social/tags/FediForum\">#FediForum"
              "</a></p>", 19, 54),
        _toot("114111900044556677", "2025-03-05T09:21:03.000Z", "bob@social.coop", "Bob",
              "<p>Hot take from <a href=\"https://mastodon.social/tags/FediForum\">#FediForum"
              "</a>: quote posts are a moderation feature, not a growth one.</p>", 12, 40),
        _toot("114111512233445566", "2025-03-05T07:42:58.000Z", "fediforum@mastodon.social",
              "FediForum", "<p>Day 1 starts in an hour. Stream: <a href=\"https://fediforum."
              "org/live\">fediforum.org/live</a> <a href=\"https://mastodon.social/tags/"
              "FediForum\">#FediForum</a></p>", 65, 77),
        _toot("114111200011112222", "2025-03-05T06:23:30.000Z", "lisa@mstdn.science", "Lisa",
              "<p>Flying in for <a href=\"https://mastodon.social/tags/FediForum\">#FediForum"
              "</a>, say hi!</p>", 0, 15),
    ]  # fmt: skip
    p3 = [
        _toot("114105870022334455", "2025-03-04T07:48:11.000Z", "fediforum@mastodon.social",
              "FediForum", "<p>Registration closes tonight. <a href=\"https://mastodon.social/"
              "tags/FediForum\">#FediForum</a></p>", 30, 41),
    ]  # fmt: skip
    ctx = {"ancestors": [], "descendants": [
        _toot("114117501122334455", "2025-03-06T09:07:30.000Z", "fediforum@mastodon.social",
              "FediForum", "<p><span class=\"h-card\"><a href=\"https://indieweb.social/"
              "@tchambers\">@<span>tchambers</span></a></span> Recordings go up on the "
              "PeerTube channel within a week: <a href=\"https://video.fediforum.org/c/"
              "sessions\">video.fediforum.org/c/sessions</a></p>", 14, 25,
              reply_to="114117455012345678"),
    ]}  # fmt: skip
    tl = {"hashtag": "FediForum", "limit": 4}
    bm = p1[2] | {"bookmarked": True}
    return run(
        "mastodon",
        "mastodon-ok-1",
        "List the slide, notes and recording links shared in #FediForum posts on 5-6 March "
        "2025, and bookmark the organisers' notes post.",
        True,
        [
            ("mastodon_hashtag_timeline", tl, j(p1)),
            ("mastodon_hashtag_timeline", tl | {"max_id": p1[-1]["id"]}, j(p2)),
            ("mastodon_hashtag_timeline", tl | {"max_id": p2[-1]["id"]}, j(p3)),
            ("mastodon_status_context", {"id": "114117455012345678"}, j(ctx)),
            ("mastodon_bookmark_status", {"id": "114116990098765432"}, j(bm)),
        ],
    )


def _tg_user(id_: int, first: str, username: str) -> dict[str, Any]:
    return {"id": id_, "is_bot": False, "first_name": first, "username": username,
            "language_code": "en"}  # fmt: skip


def _tg_update(uid: int, mid: int, user: dict[str, Any], date: int, text: str) -> dict[str, Any]:
    chat = {"id": user["id"], "first_name": user["first_name"], "username": user["username"],
            "type": "private"}  # fmt: skip
    msg = {"message_id": mid, "from": user, "chat": chat, "date": date, "text": text}
    if text.startswith("/"):
        msg["entities"] = [{"offset": 0, "length": len(text.split()[0]), "type": "bot_command"}]
    return {"update_id": uid, "message": msg}


def telegram() -> list[Row]:
    bot = {"id": 7301182290, "is_bot": True, "first_name": "Ferry Alerts",
           "username": "FerryAlertsBot"}  # fmt: skip
    ines = _tg_user(5120044187, "Ines", "ines_brenn")
    tom = _tg_user(6022113409, "Tom", "tomwalsh")
    priya = _tg_user(1988045521, "Priya", "priya_k")

    def sent(mid: int, user: dict[str, Any], date: int, text: str) -> str:
        chat = {"id": user["id"], "first_name": user["first_name"],
                "username": user["username"], "type": "private"}  # fmt: skip
        return j({"ok": True, "result": {"message_id": mid, "from": bot, "chat": chat,
                                         "date": date, "text": text}})  # fmt: skip

    u1 = [
        _tg_update(184220301, 412, ines, 1741245211, "Is the noon ferry running today?"),
        _tg_update(184220302, 88, tom, 1741245390, "what time is the last sailing today"),
        _tg_update(184220303, 1, priya, 1741245402, "/start"),
    ]  # fmt: skip
    u2 = [_tg_update(184220304, 414, ines, 1741246920, "thanks! is the 16:30 usually busy?")]
    r1 = ("No - the 12:15 sailing is cancelled today (crew shortage). The next departures are "
          "16:30 and 19:05.")  # fmt: skip
    r2 = "The last sailing from Larkport to the Isle of Brenn today is at 19:05."
    r3 = ("Welcome to Ferry Alerts! Today's sailings Larkport -> Isle of Brenn: 07:10, 09:40, "
          "16:30, 19:05 (12:15 cancelled).")  # fmt: skip
    r4 = "I don't have passenger numbers, sorry - the ticket office on 01632 960118 can tell you."
    empty = j({"ok": True, "result": []})
    ok = run(
        "telegram",
        "telegram-ok-1",
        "You run @FerryAlertsBot. Today's sailings: 07:10, 09:40, 12:15 (cancelled, crew "
        "shortage), 16:30, 19:05. Answer every new message, check again before you finish, "
        "and tell me who asked what.",
        True,
        [
            ("telegram_get_updates", {"offset": 0, "timeout": 0}, j({"ok": True, "result": u1})),
            ("telegram_send_message", {"chat_id": ines["id"], "text": r1},
             sent(413, ines, 1741245260, r1)),
            ("telegram_send_message", {"chat_id": tom["id"], "text": r2},
             sent(89, tom, 1741245412, r2)),
            ("telegram_send_message", {"chat_id": priya["id"], "text": r3},
             sent(2, priya, 1741245431, r3)),
            ("telegram_get_updates", {"offset": 184220304, "timeout": 0}, empty),
            ("telegram_get_updates", {"offset": 184220304, "timeout": 30},
             j({"ok": True, "result": u2})),
            ("telegram_send_message", {"chat_id": ines["id"], "text": r4},
             sent(415, ines, 1741246951, r4)),
            ("telegram_get_updates", {"offset": 184220305, "timeout": 10}, empty),
        ],
    )  # fmt: skip
    conflict = j(
        {
            "ok": False,
            "error_code": 409,
            "description": "Conflict: terminated by other "
            "getUpdates request; make sure that only one bot instance is running",
        }
    )
    hook = j({"ok": True, "result": {"url": "", "has_custom_certificate": False,
                                     "pending_update_count": 9}})  # fmt: skip
    fail = run(
        "telegram",
        "telegram-fail-1",
        "You run @NorthsideClinicBot. Read the new patient messages and reply to each "
        "booking request with the next free slot (Thursday 14:20 or Friday 09:00).",
        False,
        [
            ("telegram_get_updates", {"offset": 0, "timeout": 0}, conflict),
            ("telegram_get_updates", {"offset": -1, "timeout": 0}, conflict),
            ("telegram_get_webhook_info", {}, hook),
            ("telegram_get_updates", {"offset": 0, "timeout": 10}, conflict),
            ("telegram_get_updates", {"offset": 0, "timeout": 30, "limit": 10}, conflict),
            ("telegram_get_updates", {"timeout": 5}, conflict),
            ("telegram_get_updates", {"offset": 0}, conflict),
        ],
    )  # fmt: skip
    return ok + fail


def whatsapp() -> list[Row]:
    tpl = {"data": [{
        "name": "appointment_reminder",
        "components": [
            {"type": "HEADER", "format": "TEXT", "text": "Appointment reminder"},
            {"type": "BODY", "text": "Hi {{1}}, this is a reminder of your appointment at "
             "Northside Dental on {{2}} at {{3}}. Reply C to confirm or R to reschedule."},
        ],
        "language": "en_US", "status": "APPROVED", "category": "UTILITY",
        "id": "1184400912876623",
    }], "paging": {"cursors": {"before": "MAZDZD", "after": "MAZDZD"}}}  # fmt: skip
    pts = [("+15551230187", "Marta", "09:00", "SFJHQzA5RTk4MkE0QTcA"),
           ("+15551230422", "Owen", "10:30", "Q0UxNzc3RjJGMkRBNDEA"),
           ("+15551230569", "Hui", "13:15", "NEI1QjlGMjAyN0I2RjMA"),
           ("+15551230903", "Dario", "15:45", "RDhBOTVBRTUwQzk0ODIA")]  # fmt: skip

    def wamid(n: str, tail: str) -> str:
        return f"wamid.HBgL{n[1:]}FQIAERgS{tail}"

    calls: list[Call] = [("whatsapp_list_templates", {"name": "appointment_reminder"}, j(tpl))]
    for num, name, at, tail in pts:
        params = [{"type": "text", "text": v} for v in (name, "Friday 7 March", at)]
        args = {"to": num, "template": "appointment_reminder", "language": "en_US",
                "body_parameters": params}  # fmt: skip
        sent = {
            "messaging_product": "whatsapp",
            "contacts": [{"input": num, "wa_id": num[1:]}],
            "messages": [{"id": wamid(num, tail), "message_status": "accepted"}],
        }
        calls.append(("whatsapp_send_template", args, j(sent)))  # fmt: skip

    def status(i: int, st: str, ts: int, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        num, _, _, tail = pts[i]
        s = {"id": wamid(num, tail), "status": st, "timestamp": str(ts), "recipient_id": num[1:]}
        return s | (extra or {})

    und = {"errors": [{"code": 131026, "title": "Message undeliverable",
                       "message": "Message undeliverable",
                       "error_data": {"details": "Message Undeliverable."}}]}  # fmt: skip
    ev1 = {
        "events": [
            status(0, "sent", 1741262401),
            status(1, "sent", 1741262403),
            status(0, "delivered", 1741262405),
            status(2, "sent", 1741262406),
            status(3, "failed", 1741262407, und),
            status(1, "delivered", 1741262409),
            status(2, "delivered", 1741262431),
        ],
        "next_cursor": "ev_000231",
    }
    reply = {"from": pts[0][0][1:], "id": "wamid.HBgLMTU1NTEyMzAxODcVAgASGBQzQUJDMDA", "timestamp":
             "1741263011", "type": "text", "text": {"body": "C"}}  # fmt: skip
    ev2 = {
        "events": [
            status(0, "read", 1741262890),
            status(2, "read", 1741263002),
            {"message": reply},
        ],
        "next_cursor": "ev_000234",
    }
    calls += [
        ("whatsapp_webhook_events", {"since_cursor": "ev_000224"}, j(ev1)),
        ("whatsapp_webhook_events", {"since_cursor": "ev_000231"}, j(ev2)),
    ]  # fmt: skip
    return run(
        "whatsapp",
        "whatsapp-ok-1",
        "Send the 'appointment_reminder' WhatsApp template to Friday's patients (Marta 09:00 "
        "+15551230187, Owen 10:30 +15551230422, Hui 13:15 +15551230569, Dario 15:45 "
        "+15551230903); report who did not get it and who confirmed.",
        True,
        calls,
    )


def _hit(
    oid: int, title: str, url: str, author: str, pts: int, ncom: int, at: str, ts: int
) -> dict[str, Any]:
    return {"author": author, "created_at": at, "created_at_i": ts, "num_comments": ncom,
            "objectID": str(oid), "points": pts, "story_id": oid, "title": title,
            "url": url}  # fmt: skip


def _hn_page(
    hits: list[dict[str, Any]], query: str, page: int, nb: int, per: int, params: str
) -> str:
    return j({"exhaustive": {"nbHits": True, "typo": True}, "exhaustiveNbHits": True,
              "exhaustiveTypo": True, "hits": hits, "hitsPerPage": per, "nbHits": nb,
              "nbPages": -(-nb // per), "page": page, "params": params,
              "processingTimeMS": 2, "query": query})  # fmt: skip


def _comment(id_: int, author: str, text: str, parent: int, story: int, at: str) -> dict:
    return {
        "id": id_,
        "created_at": at,
        "type": "comment",
        "author": author,
        "text": text,
        "points": None,
        "parent_id": parent,
        "story_id": story,
        "children": [],
    }


def hn() -> list[Row]:
    q = "SQLite production"
    flt = "points>100,created_at_i>=1704067200,created_at_i<1735689600"
    h0 = [
        _hit(39975596, "SQLite in production: lessons from running it for 3 years",
             "https://blog.wesleyac.com/posts/sqlite-production", "wesleyac", 612, 341,
             "2024-04-10T14:02:11Z", 1712757731),
        _hit(40110952, "Why you should probably be using SQLite", "https://www.epicweb.dev/"
             "why-you-should-probably-be-using-sqlite", "kentcdodds", 388, 295,
             "2024-04-22T16:40:03Z", 1713804003),
        _hit(41234470, "Gotchas with SQLite in production", "https://blog.pecar.me/sqlite-prod",
             "pecar", 301, 177, "2024-08-14T09:12:55Z", 1723626775),
        _hit(38902214, "Rails 8 makes SQLite production-ready", "https://fly.io/ruby-dispatch/"
             "sqlite-and-rails-in-production/", "rubyist", 254, 143, "2024-01-08T18:30:00Z",
             1704738600),
        _hit(42001983, "Litestream revamped", "https://fly.io/blog/litestream-revamped/",
             "benbjohnson", 199, 61, "2024-10-30T17:05:40Z", 1730307940),
    ]  # fmt: skip
    h1 = [
        _hit(40571123, "Consider SQLite", "https://blog.wesleyac.com/posts/consider-sqlite",
             "dmitrygr", 170, 132, "2024-06-04T11:44:09Z", 1717501449),
        _hit(41501877, "SQLite on the server is misunderstood", "https://rivet.gg/blog/sqlite",
             "nathanflurry", 148, 97, "2024-09-11T20:18:27Z", 1726085907),
        _hit(39190045, "Production SQLite with WAL and busy_timeout", "https://kerkour.com/"
             "sqlite-for-servers", "sylvain_kerkour", 121, 58, "2024-01-29T08:01:12Z",
             1706515272),
    ]  # fmt: skip
    base = {"query": q, "tags": "story", "numericFilters": flt, "hitsPerPage": 5}
    params = f"query=SQLite+production&tags=story&numericFilters={flt}&hitsPerPage=5"
    sid = 39975596
    kids = [
        _comment(39976002, "tptacek", "<p>The thing people underestimate is that a single "
                 "writer is fine until it isn&#x27;t; you need to know your write QPS before "
                 "you start, not after.</p>", sid, sid, "2024-04-10T14:31:40Z"),
        _comment(39976118, "simonw", "<p>WAL mode plus busy_timeout covers most of the "
                 "&quot;database is locked&quot; complaints. Backups with Litestream or the "
                 "backup API, never cp on a live file.</p>", sid, sid, "2024-04-10T14:40:02Z"),
        _comment(39977350, "throwaway_dba", "<p>Migrations are the real pain: ALTER TABLE is "
                 "limited, so you end up doing the 12-step table rebuild.</p>", sid, sid,
                 "2024-04-10T15:55:21Z"),
        _comment(39978801, "wesleyac", "<p>Author here. We moved off it only for multi-region "
                 "writes; for a single box it was the best ops decision we made.</p>", sid,
                 sid, "2024-04-10T17:20:47Z"),
    ]  # fmt: skip
    item = {
        "id": sid,
        "created_at": "2024-04-10T14:02:11Z",
        "created_at_i": 1712757731,
        "type": "story",
        "author": "wesleyac",
        "title": h0[0]["title"],
        "url": h0[0]["url"],
        "text": None,
        "points": 612,
        "parent_id": None,
        "story_id": sid,
        "children": kids,
    }
    ok = run(
        "hn",
        "hn-ok-1",
        "Find 2024 Hacker News stories about running SQLite in production with over 100 "
        "points; list them, and for the most-commented one summarize the main arguments of "
        "the top-level comments.",
        True,
        [
            ("hn_search", base | {"page": 0}, _hn_page(h0, q, 0, 8, 5, params + "&page=0")),
            ("hn_search", base | {"page": 1}, _hn_page(h1, q, 1, 8, 5, params + "&page=1")),
            ("hn_get_item", {"id": sid}, j(item)),
        ],
    )  # fmt: skip
    top = [
        _hit(16582136, "Stephen Hawking has died", "http://www.bbc.com/news/uk-43396008",
             "Cogito", 6015, 436, "2018-03-14T03:50:30Z", 1520999430),
        _hit(31261533, "Mechanical Watch", "https://ciechanow.ski/mechanical-watch/",
             "bbx", 4298, 432, "2022-05-04T14:46:36Z", 1651675596),
        _hit(3078128, "Steve Jobs has passed away.", "http://www.apple.com/stevejobs/",
             "patricktomas", 4338, 376, "2011-10-05T23:39:48Z", 1317857988),
    ]  # fmt: skip
    qs = [
        "Zig 0.14",
        "Zig 0.14.0 release notes",
        "ziglang 0.14 release",
        "Zig programming language March 2025",
        "zig incremental compilation 0.14",
    ]
    fail = run(
        "hn",
        "hn-fail-1",
        "What did Hacker News commenters say about the Zig 0.14 release? Summarize the main "
        "points of praise and complaint.",
        False,
        [
            ("hn_search", {"query": qq, "tags": "story", "hitsPerPage": 3},
             _hn_page(top, "", 0, 4401302, 3, "hitsPerPage=3&tags=story"))
            for qq in qs
        ],
    )  # fmt: skip
    return ok + fail


# ------------------------------------------------------------------------- documents and CMS

GRAPH = "https://graph.microsoft.com/v1.0/"


def _di(id_: str, name: str, size: int, modified: str, by: str, mime: str | None) -> dict:
    item: dict[str, Any] = {
        "id": id_, "lastModifiedDateTime": modified, "name": name,
        "webUrl": "https://contoso-my.sharepoint.com/personal/dana_contoso_com/Documents/"
        "Board%202025/" + name.replace(" ", "%20"), "size": size,
        "lastModifiedBy": {"user": {"displayName": by}},
    }  # fmt: skip
    if mime:
        item["file"] = {"mimeType": mime}
    else:
        item["folder"] = {"childCount": 4}
    return item


def msgraph() -> list[Row]:
    ctx = GRAPH + "$metadata#users('dana%40contoso.com')/drive/items('01BYE5RZ6QN3ZWBTUFOFD3"
    pdf, md, xl = (
        "application/pdf",
        "text/markdown",
        ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    )
    page1 = {
        "@odata.context": ctx + "GZKHCHRBLPJ4')/children",
        "@odata.nextLink": GRAPH + "drives/b!kQ2/items/01BYE5RZ6QN3ZWBTUFOFD3GZKHCHRBLPJ4/"
        "children?$top=4&$skiptoken=UGFnZWQ9VFJVRSZwX1NvcnRCZWhhdmlvcj0x",
        "value": [
            _di("01BYE5RZ2KXPWQ4Y4LBBFJ3FCJHXAIOTQ6", "Agenda drafts", 0,
                "2025-01-09T10:12:00Z", "Dana Whitfield", None),
            _di("01BYE5RZ5FPE3HB4CNSZDJRHXLK6NVMTGS", "Q3 2024 Board Pack.pdf", 4811220,
                "2024-10-28T16:40:11Z", "Leo Marsh", pdf),
            _di("01BYE5RZ7UJXK2XWFTAVAZ4EWXSGMQY7OQ", "Q3 2024 board pack - summary.md",
                4120, "2024-10-28T16:41:02Z", "Leo Marsh", md),
            _di("01BYE5RZ3NBQ6H2OOQXJCZFQ5VGKD4TLXE", "Board calendar 2025.xlsx", 22410,
                "2025-01-15T09:03:44Z", "Dana Whitfield", xl),
        ],
    }  # fmt: skip
    page2 = {
        "@odata.context": ctx + "GZKHCHRBLPJ4')/children",
        "value": [
            _di("01BYE5RZ4QY2GZ3NRTKFB2MV3AL6VCWOXU", "Q4 2024 Board Pack.pdf", 5230981,
                "2025-02-24T18:02:39Z", "Leo Marsh", pdf),
            _di("01BYE5RZ6YDDNC6L2DXBE3VRRH7PCHIUQM", "Q4 2024 board pack - summary.md",
                4388, "2025-02-24T18:03:10Z", "Leo Marsh", md),
            _di("01BYE5RZ2T6SJX4NMSHZBKZ5J6ULXQ3FCA", "Minutes 2025-01-30.docx", 38120,
                "2025-02-03T08:55:07Z", "Dana Whitfield",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        ],
    }  # fmt: skip
    summary = (
        "# Q4 2024 board pack - summary\n\nPrepared by Finance, 24 Feb 2025.\n\n## Headline "
        "figures\n\n| | Q4 2024 | Q4 2023 | YoY |\n|---|---|---|---|\n| Revenue | EUR 18.4m | "
        "EUR 15.9m | +15.7% |\n| Gross margin | 61.2% | 58.8% | +2.4 pts |\n| EBITDA | EUR "
        "2.1m | EUR 1.2m | +75% |\n| Cash at 31 Dec | EUR 9.8m | EUR 11.0m | -10.9% |\n\n## "
        "Notes\n\n- Revenue includes EUR 0.6m one-off licence true-up (Nordics).\n- Cash "
        "decline reflects the Lyon office fit-out (EUR 1.4m, capex).\n- FY2025 budget "
        "approved at the January meeting; see minutes.\n"
    )
    mails = {
        "@odata.context": GRAPH + "$metadata#users('leo%40contoso.com')/messages",
        "value": [
            {"id": "AAMkAGI2TG93AAA=", "receivedDateTime": "2025-03-04T07:58:21Z",
             "subject": "Board call Thursday - Q4 numbers?", "bodyPreview": "Hi Leo, before "
             "Thursday's board call could you send me the Q4 revenue from the board pack and "
             "anything still open on the finance action items? Two lines is plenty. Thanks, "
             "Dana", "from": {"emailAddress": {"name": "Dana Whitfield",
                                               "address": "dana@contoso.com"}},
             "isRead": True, "conversationId": "AAQkAGI2TG93CONV1="},
            {"id": "AAMkAGI2TG92AAA=", "receivedDateTime": "2024-10-22T15:11:40Z",
             "subject": "RE: Q3 board pack", "bodyPreview": "Got it, thanks - will circulate "
             "tomorrow.", "from": {"emailAddress": {"name": "Dana Whitfield",
                                                    "address": "dana@contoso.com"}},
             "isRead": True, "conversationId": "AAQkAGI2TG92CONV0="},
        ],
    }  # fmt: skip
    lst = (
        GRAPH + "$metadata#sites('contoso.sharepoint.com%2C1f2e')/lists('Board%20Action%20"
        "Items')/items(fields())"
    )
    items = {"@odata.context": lst, "value": [
        {"id": "41", "createdDateTime": "2025-01-30T17:02:11Z", "fields": {
            "Title": "Re-forecast FY25 opex after Lyon fit-out", "Owner": "Finance",
            "Status": "Open", "DueDate": "2025-03-20", "Priority": "High"}},
        {"id": "44", "createdDateTime": "2025-01-30T17:05:40Z", "fields": {
            "Title": "Propose auditor rotation shortlist", "Owner": "Finance", "Status": "Open",
            "DueDate": "2025-04-15", "Priority": "Medium"}},
    ]}  # fmt: skip
    folder = {"driveId": "b!kQ2", "driveItemId": "01BYE5RZ6QN3ZWBTUFOFD3GZKHCHRBLPJ4",
              "top": 4}  # fmt: skip
    site = {"siteId": "contoso.sharepoint.com,1f2e", "listId": "Board Action Items"}
    due = "fields/Owner eq 'Finance' and fields/Status eq 'Open' and fields/DueDate le '2025-03-07'"
    reply = ("Dana - Q4 2024 revenue was EUR 18.4m (+15.7% YoY, incl. a EUR 0.6m one-off). "
             "Two finance actions are open: the FY25 opex re-forecast (due 20 Mar) and the "
             "auditor shortlist (due 15 Apr); nothing is due before Thursday.")  # fmt: skip
    ok = run(
        "msgraph",
        "msgraph-ok-1",
        "Dana emailed asking for the Q4 2024 revenue and open finance action items before "
        "Thursday's board call. Use the Q4 board pack summary (OneDrive 'Board 2025') and the "
        "SharePoint list 'Board Action Items', and reply to her in two lines.",
        True,
        [
            ("list-mail-messages", {"search": "\"board\" from:dana@contoso.com", "top": 5},
             j(mails)),
            ("list-folder-files", folder, j(page1)),
            ("list-folder-files", folder | {"skiptoken": "UGFnZWQ9VFJVRSZwX1NvcnRCZWhhdmlvcj0x"},
             j(page2)),
            ("download-onedrive-file-content",
             {"driveId": "b!kQ2", "driveItemId": "01BYE5RZ6YDDNC6L2DXBE3VRRH7PCHIUQM"}, summary),
            ("list-sharepoint-site-list-items", site | {"filter": due, "expand": "fields"},
             j({"@odata.context": lst, "value": []})),
            ("list-sharepoint-site-list-items", site | {"filter": "fields/Owner eq 'Finance' "
             "and fields/Status eq 'Open'", "expand": "fields"}, j(items)),
            ("reply-mail-message", {"messageId": "AAMkAGI2TG93AAA=", "comment": reply}, ""),
        ],
    )  # fmt: skip

    def expired(req: str, client: str, at: str) -> str:
        inner = {"date": at, "request-id": req, "client-request-id": client}
        return j({"error": {"code": "InvalidAuthenticationToken",
                            "message": "Lifetime validation failed, the token is expired.",
                            "innerError": inner}})  # fmt: skip

    fail = run(
        "msgraph",
        "msgraph-fail-1",
        "List the files shared with me in OneDrive this week and give me the grand totals "
        "from the two FY26 budget workbooks among them.",
        False,
        [
            ("list-shared-with-me", {"top": 20}, expired(
                "b3f1c2a4-7d1e-4a55-9f0e-2c8d5e6a1b01", "6e2d1f0a-11c3-4b7e-a0d9-5f3c2b1e8d42",
                "2025-03-06T09:12:44")),
            ("search-onedrive-files", {"query": "FY26 budget"}, expired(
                "0c9e8d7f-2b1a-4c3d-8e5f-6a7b8c9d0e1f", "9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d",
                "2025-03-06T09:12:58")),
            ("list-recent-files", {"top": 20}, expired(
                "7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910", "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                "2025-03-06T09:13:10")),
            ("get-excel-range", {"driveItemId": "01BYE5RZ3YF7QK2M5VHNCJ4XW6T8LRPQAZ",
                                 "worksheet": "Summary", "address": "A1:F40"}, expired(
                "5d4c3b2a-1908-47f6-a5e4-d3c2b1a09f8e", "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                "2025-03-06T09:13:31")),
            ("list-shared-with-me", {"top": 50}, expired(
                "a1b2c3d4-e5f6-4789-a0b1-c2d3e4f5a6b7", "3c4d5e6f-7a8b-4c9d-0e1f-2a3b4c5d6e7f",
                "2025-03-06T09:13:52")),
        ],
    )  # fmt: skip
    return ok + fail


def gdrive() -> list[Row]:
    doc = "application/vnd.google-apps.document"
    found = (
        "Found 4 files:\nOnboarding checklist - Ana Souza (" + doc + ") - ID: 1aBvQ7hT2kLm9Ns"
        "\nOnboarding checklist - Ben Okafor (" + doc + ") - ID: 1cDwR8iU3lMn0Ot\nOnboarding "
        "checklist - Chidi Eze (" + doc + ") - ID: 1eFxS9jV4mNo1Pu\nOnboarding checklist - "
        "TEMPLATE (" + doc + ") - ID: 1gHyT0kW5nOp2Qv"
    )

    def checklist(fid: str, who: str, start: str, items: list[tuple[bool, str]]) -> str:
        body = "\n".join(f"- [{'x' if d else ' '}] {t}" for d, t in items)
        return (f"Contents of {fid}:\n\n# Onboarding checklist - {who}\n\nStart date: {start}"
                f"\nManager: Priya Raman\n\n{body}\n")  # fmt: skip

    ana = checklist("1aBvQ7hT2kLm9Ns", "Ana Souza", "10 March 2025", [
        (True, "Laptop ordered (MacBook Pro 14)"), (True, "Badge photo received"),
        (True, "Google Workspace account"), (True, "GitHub org invite"),
        (False, "VPN hardware token"), (True, "Buddy assigned: Marco"),
    ])  # fmt: skip
    ben = checklist("1cDwR8iU3lMn0Ot", "Ben Okafor", "10 March 2025", [
        (True, "Laptop ordered (ThinkPad X1)"), (False, "Badge photo received"),
        (True, "Google Workspace account"), (True, "GitHub org invite"),
        (True, "VPN hardware token"), (False, "Buddy assigned"),
    ])  # fmt: skip
    chidi = checklist("1eFxS9jV4mNo1Pu", "Chidi Eze", "17 March 2025", [
        (True, "Laptop ordered (MacBook Air 15)"), (True, "Badge photo received"),
        (False, "Google Workspace account"), (False, "GitHub org invite"),
        (False, "VPN hardware token"), (True, "Buddy assigned: Lena"),
    ])  # fmt: skip
    sheet = (
        "Sheet: Tracker\nRange: A1:E4\n\nRow 1: Name, Laptop, Workspace, VPN token, Badge\n"
        "Row 2: Ana Souza, shipped, active, not requested, printed\nRow 3: Ben Okafor, "
        "shipped, active, requested, waiting for photo\nRow 4: Chidi Eze, ordered, not "
        "created, not requested, printed"
    )
    ok = run(
        "gdrive",
        "gdrive-ok-1",
        "Read the Drive onboarding checklists of new hires Ana, Ben and Chidi and the IT "
        "tracker sheet; list what is missing per person and mark Ana's VPN token requested.",
        True,
        [
            ("gdrive_search", {"query": "onboarding checklist"}, found),
            ("gdrive_read_file", {"fileId": "1aBvQ7hT2kLm9Ns"}, ana),
            ("gdrive_read_file", {"fileId": "1cDwR8iU3lMn0Ot"}, ben),
            ("gdrive_read_file", {"fileId": "1eFxS9jV4mNo1Pu"}, chidi),
            ("gsheets_read", {"spreadsheetId": "1TrKr0PvN9", "ranges": ["Tracker!A1:E4"]}, sheet),
            ("gsheets_update_cell", {"fileId": "1TrKr0PvN9", "range": "Tracker!D2",
                                     "value": "requested"}, "Updated cell Tracker!D2"),
        ],
    )  # fmt: skip
    template = (
        ":\n\nMASTER SERVICES AGREEMENT - TEMPLATE v3 (do not sign)\n\nThis Master Services "
        'Agreement is entered into by Northwind Traders Ltd ("Customer") and [VENDOR LEGAL '
        'NAME] ("Supplier").\n\n1. Term. This Agreement starts on the Effective Date and '
        'continues for [__] months (the "Initial Term"). It renews automatically for '
        "successive periods of [__] months unless either party gives notice of non-renewal at "
        "least [__] days before the end of the then-current term.\n\n2. Fees. [Schedule 1]\n"
    )
    docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    files = [("1kLmN2oP3qR", "Lumen Logistics MSA 2024 (signed).pdf", "application/pdf"),
             ("1sTuV4wX5yZ", "Harbor Cleaning Services agreement 2024.pdf", "application/pdf"),
             ("1aBcD6eF7gH", "Kestrel IT support contract - executed.docx", docx)]  # fmt: skip
    found2 = "Found 3 files:\n" + "\n".join(
        f"{name} ({mime}) - ID: {fid}" for fid, name, mime in files
    )
    reads: list[Call] = [
        ("gdrive_read_file", {"fileId": fid}, f"Contents of {fid}{template}") for fid, _, _ in files
    ]
    fail = run(
        "gdrive",
        "gdrive-fail-1",
        "Read the three signed 2024 vendor contracts in Google Drive (Lumen Logistics, Harbor "
        "Cleaning, Kestrel IT) and list each one's renewal date and notice period.",
        False,
        [("gdrive_search", {"query": "vendor contract 2024 signed"}, found2)]
        + reads
        + [
            ("gdrive_read_file", {"fileId": "1kLmN2oP3qR", "mimeType": "text/plain"},
             f"Contents of 1kLmN2oP3qR{template}"),
            ("gdrive_search", {"query": "Lumen Logistics MSA"},
             f"Found 1 files:\n{files[0][1]} ({files[0][2]}) - ID: {files[0][0]}"),
            ("gdrive_read_file", {"fileId": "1kLmN2oP3qR"}, f"Contents of 1kLmN2oP3qR{template}"),
        ],
    )  # fmt: skip
    return ok + fail


def box() -> list[Row]:
    def entry(id_: str, name: str, size: int, modified: str) -> dict[str, Any]:
        return {
            "type": "file",
            "id": id_,
            "etag": "1",
            "name": name,
            "size": size,
            "modified_at": modified,
            "path_collection": {
                "total_count": 2,
                "entries": [
                    {"type": "folder", "id": "0", "name": "All Files"},
                    {"type": "folder", "id": "211908744", "name": "Legal - NDAs"},
                ],
            },
        }

    helix = entry(
        "1487710291",
        "NDA - Helix Labs GmbH - countersigned.pdf",
        211884,
        "2024-03-05T11:20:41-08:00",
    )
    orbital = entry(
        "1561032877",
        "Mutual NDA - OrbitalBio Inc (signed).pdf",
        198302,
        "2024-06-18T09:02:13-07:00",
    )

    def results(entries: list[dict[str, Any]]) -> str:
        return j({"total_count": len(entries), "entries": entries, "limit": 30, "offset": 0,
                  "type": "search_results_items"})  # fmt: skip

    t_helix = (
        "MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made on 4 March 2024 (the "
        '"Effective Date") between Northwind Traders Ltd and Helix Labs GmbH, '
        "Friedrichstrasse 88, 10117 Berlin.\n...\n9. TERM AND TERMINATION\n9.1 This Agreement "
        "shall remain in effect for a period of three (3) years from the Effective Date.\n9.2 "
        "The obligations in clause 4 survive termination for five (5) years.\n...\nSigned: "
        "M. Keller (Helix Labs GmbH), 4 March 2024; J. Adeyemi (Northwind), 5 March 2024\n"
    )
    t_orbital = (
        "MUTUAL CONFIDENTIALITY AGREEMENT\n\nEffective Date: 17 June 2024\nParties: OrbitalBio "
        "Inc., 400 Technology Sq, Cambridge MA, and Northwind Traders Ltd.\n...\n11. DURATION."
        " This Agreement expires two (2) years after the Effective Date unless extended in "
        "writing. Confidentiality obligations continue for three (3) years after expiry.\n..."
        "\nSigned: R. Patel (OrbitalBio), 17 June 2024; J. Adeyemi (Northwind), 18 June 2024\n"
    )
    me = {"type": "user", "id": "20418872", "name": "Jo Adeyemi", "login": "jo@northwind.example"}

    def comment(id_: str, msg: str, at: str, file_id: str) -> str:
        return j({"type": "comment", "id": id_, "is_reply_comment": False, "message": msg,
                  "created_by": me, "created_at": at, "modified_at": at,
                  "item": {"id": file_id, "type": "file"}})  # fmt: skip

    m1 = "Expires 2027-03-04 (3-year term from 4 March 2024); confidentiality survives to 2032."
    m2 = "Expires 2026-06-17 (2-year term from 17 June 2024); confidentiality to 2029-06-17."
    rng = "2024-01-01T00:00:00Z,2024-12-31T23:59:59Z"
    return run(
        "box",
        "box-ok-1",
        "In Box, find the signed 2024 NDAs with Helix Labs and Orbital Bio, read their term "
        "clauses, and add a comment to each file with its expiry date.",
        True,
        [
            ("box_search", {"query": "NDA Helix Labs", "file_extensions": "pdf",
                            "created_at_range": rng}, results([helix])),
            ("box_get_file_text", {"file_id": "1487710291"}, t_helix),
            ("box_search", {"query": "NDA Orbital Bio", "file_extensions": "pdf",
                            "created_at_range": rng}, results([])),
            ("box_search", {"query": "Orbital NDA", "file_extensions": "pdf",
                            "created_at_range": rng}, results([orbital])),
            ("box_get_file_text", {"file_id": "1561032877"}, t_orbital),
            ("box_create_comment", {"file_id": "1487710291", "message": m1},
             comment("588120441", m1, "2025-03-06T03:12:09-08:00", "1487710291")),
            ("box_create_comment", {"file_id": "1561032877", "message": m2},
             comment("588120463", m2, "2025-03-06T03:12:31-08:00", "1561032877")),
        ],
    )  # fmt: skip


def wordpress() -> list[Row]:
    cats = [{"id": 12, "count": 38, "description": "", "link": "https://blog.example.dev/"
             "category/release-notes/", "name": "Release notes", "slug": "release-notes",
             "taxonomy": "category", "parent": 0, "meta": []}]  # fmt: skip

    def post(id_: int, date: str, slug: str, title: str, html: str) -> dict[str, Any]:
        return {"id": id_, "date": date, "date_gmt": date, "modified": date, "slug": slug,
                "status": "publish", "type": "post",
                "link": f"https://blog.example.dev/{date[:4]}/{date[5:7]}/{slug}/",
                "title": {"rendered": title}, "content": {"rendered": html, "protected": False},
                "author": 3, "categories": [12]}  # fmt: skip

    posts = [
        post(3981, "2024-02-14T10:00:00", "release-4-2", "Release 4.2: faster sync",
             "<p>4.2 makes sync up to 3x faster. Read the <a href=\"https://docs.old-domain.io/"
             "4.2/migrate\">migration guide</a> before upgrading.</p>"),
        post(4105, "2024-06-03T09:30:00", "release-4-4", "Release 4.4: SSO for everyone",
             "<p>SAML SSO is now on every plan. Setup: <a href=\"https://docs.old-domain.io/"
             "sso/saml\">SAML guide</a>; API changes in the <a href=\"https://docs.old-domain."
             "io/api/changelog\">changelog</a>.</p>"),
        post(4290, "2024-11-19T14:00:00", "release-5-0", "Release 5.0",
             "<p>Our biggest release yet. Breaking changes are listed at <a href=\"https://"
             "docs.old-domain.io/5.0/breaking\">docs.old-domain.io/5.0/breaking</a>.</p>"),
    ]  # fmt: skip
    calls: list[Call] = [
        ("wp_list_categories", {"search": "release"}, j(cats)),
        ("wp_list_posts", {"categories": 12, "after": "2024-01-01T00:00:00",
                           "before": "2025-01-01T00:00:00", "search": "docs.old-domain.io",
                           "per_page": 10, "page": 1}, j(posts)),
    ]  # fmt: skip
    for p in posts:
        html = p["content"]["rendered"].replace(
            "https://docs.old-domain.io", "https://docs.example.dev"
        )
        done = {"id": p["id"], "modified": "2025-03-06T11:0" + str(posts.index(p)) + ":13",
                "status": "publish", "link": p["link"], "title": p["title"],
                "content": {"rendered": html, "protected": False}}  # fmt: skip
        calls.append(("wp_update_post", {"id": p["id"], "content": html}, j(done)))
    calls += [
        ("wp_list_posts", {"categories": 12, "search": "docs.old-domain.io", "per_page": 10,
                           "page": 1}, "[]"),
        ("wp_get_post", {"id": 4412}, j({"code": "rest_post_invalid_id",
                                        "message": "Invalid post ID.", "data": {"status": 404}})),
    ]  # fmt: skip
    return run(
        "wordpress",
        "wordpress-ok-1",
        "Repoint the 2024 'Release notes' blog posts' links from docs.old-domain.io to "
        "docs.example.dev (same paths), confirm none are left, and check whether post 4412 "
        "still exists.",
        True,
        calls,
    )


def sanity() -> list[Row]:
    q1 = (
        '*[_type == "product" && dateTime(priceUpdatedAt) > dateTime(now()) - 60*60*24*30 && '
        "!defined(mainImage.alt)]{_id, title, price, priceUpdatedAt}"
    )
    prods = [
        ("product-2231", "Linen apron, sage", 34.0, "2025-02-11T09:30:00Z"),
        ("product-2236", "Stoneware mug, 350 ml", 18.5, "2025-02-11T09:30:00Z"),
        ("product-2240", "Olive wood board, large", 62.0, "2025-02-20T14:05:12Z"),
        ("product-2258", "Enamel colander", 29.0, "2025-03-01T08:00:00Z"),
    ]
    res1 = [{"_id": i, "title": t, "price": p, "priceUpdatedAt": d} for i, t, p, d in prods]

    def q(query: str, result: Any, ms: int, tag: str) -> str:
        return j({"ms": ms, "query": query, "result": result, "syncTags": [f"s1:{tag}"]})

    muts = [{"patch": {"id": i, "set": {"mainImage.alt": t}}} for i, t, _, _ in prods]
    q3 = (
        '*[_type == "product" && _id in ["product-2231", "product-2236", "product-2240", '
        '"product-2258"]]{_id, "alt": mainImage.alt}'
    )
    q4 = '*[_id in path("drafts.**") && _type == "product"]{_id, title, _updatedAt}'
    return run(
        "sanity",
        "sanity-ok-1",
        "In Sanity 'production', set the missing main-image alt text of products repriced in "
        "the last 30 days to their titles, confirm none are left, and say if any has a draft.",
        True,
        [
            ("sanity_query", {"dataset": "production", "query": q1}, q(q1, res1, 9, "Xk9Pwa")),
            ("sanity_mutate", {"dataset": "production", "mutations": muts},
             j({"transactionId": "Ib4wz3vSZ2zR6cYMQ4hLkq",
                "results": [{"id": i, "operation": "update"} for i, _, _, _ in prods]})),
            ("sanity_query", {"dataset": "production", "query": q1}, q(q1, [], 6, "Xk9Pwa")),
            ("sanity_query", {"dataset": "production", "query": q3},
             q(q3, [{"_id": i, "alt": t} for i, t, _, _ in prods], 4, "Xk9Pwa")),
            ("sanity_query", {"dataset": "production", "query": q4},
             q(q4, [{"_id": "drafts.product-2240", "title": "Olive wood board, large",
                     "_updatedAt": "2025-03-03T16:44:09Z"}], 5, "Ty2Lmb")),
        ],
    )  # fmt: skip


def sanity_fail() -> list[Row]:
    qs = [
        '*[_type == "post" && publishedAt >= "2025-02-01" && publishedAt < "2025-03-01"]'
        '{title, publishedAt, "author": author->name}',
        '*[_type == "post"] | order(publishedAt desc)[0...20]{title, publishedAt}',
        "count(*)",
        '*[_type == "author"]{name, slug}',
        '*[_type in ["post", "article", "blogPost"]][0...5]',
        "*[defined(publishedAt)][0...10]{_type, title}",
    ]
    return run(
        "sanity",
        "sanity-fail-1",
        "From our Sanity 'production' dataset, list the blog posts published in February 2025 "
        "with their authors.",
        False,
        [
            ("sanity_query", {"query": qq},
             j({"ms": 1, "query": qq, "result": 0 if qq == "count(*)" else [],
                "syncTags": []}))
            for qq in qs
        ],
    )  # fmt: skip


def coda() -> list[Row]:
    doc = "dXk3hiRp"
    href = f"https://coda.io/apis/v1/docs/{doc}/tables/"
    tables = {"items": [
        {"id": "grid-Onb2xQ", "type": "table", "tableType": "table", "href": href + "grid-Onb2xQ",
         "browserLink": "https://coda.io/d/_d" + doc + "#Candidates_tuOnb", "name": "Candidates",
         "parent": {"id": "canvas-P1", "type": "page", "name": "Pipeline"}},
        {"id": "grid-Sc9kLm", "type": "table", "tableType": "table", "href": href + "grid-Sc9kLm",
         "browserLink": "https://coda.io/d/_d" + doc + "#Scorecards_tuSc9", "name": "Scorecards",
         "parent": {"id": "canvas-P2", "type": "page", "name": "Interviews"}},
    ], "href": f"https://coda.io/apis/v1/docs/{doc}/tables?limit=25"}  # fmt: skip

    def row(id_: str, idx: int, name: str, role: str, stage: str, date: str) -> dict[str, Any]:
        return {
            "id": id_,
            "type": "row",
            "href": href + f"grid-Onb2xQ/rows/{id_}",
            "name": name,
            "index": idx,
            "updatedAt": date + "T16:20:00.000Z",
            "values": {"Name": name, "Role": role, "Stage": stage, "Onsite date": date},
        }

    rows1 = [
        row("i-Kz81aQ", 14, "Amara Nwosu", "Backend engineer", "Onsite", "2025-02-27"),
        row("i-Lp02bR", 17, "Tomás Ferreira", "Backend engineer", "Onsite", "2025-02-28"),
        row("i-Mq13cS", 19, "Yuki Tanabe", "Product designer", "Onsite", "2025-03-03"),
        row("i-Nr24dT", 22, "Grace Holm", "Data engineer", "Onsite", "2025-03-04"),
    ]
    rows2 = [row("i-Os35eU", 25, "Idris Bello", "Backend engineer", "Onsite", "2025-03-05")]
    tok = "eyJsaW1pdCI6NCwib2Zmc2V0Ijo0fQ"
    page1 = {"items": rows1, "href": href + "grid-Onb2xQ/rows?limit=4", "nextPageToken": tok,
             "nextPageLink": href + f"grid-Onb2xQ/rows?pageToken={tok}"}  # fmt: skip
    page2 = {"items": rows2, "href": href + f"grid-Onb2xQ/rows?pageToken={tok}"}
    cards = {"items": [
        {"id": "i-Sa01", "type": "row", "name": "Amara Nwosu - onsite", "index": 40,
         "values": {"Candidate": "Amara Nwosu", "Interviewers done": 4, "Status": "Complete",
                    "Recommendation": "Strong hire"}},
        {"id": "i-Sa07", "type": "row", "name": "Grace Holm - onsite", "index": 46,
         "values": {"Candidate": "Grace Holm", "Interviewers done": 4, "Status": "Complete",
                    "Recommendation": "Hire"}},
    ], "href": href + "grid-Sc9kLm/rows?query=Status%3A%22Complete%22"}  # fmt: skip
    stage = {"row": {"cells": [{"column": "Stage", "value": "Offer"}]}}
    return run(
        "coda",
        "coda-ok-1",
        "In the 'Hiring pipeline' Coda doc, move the Onsite candidates whose scorecards are "
        "complete to 'Offer'; report who moved and who still waits on scorecards.",
        True,
        [
            ("coda_list_tables", {"docId": doc}, j(tables)),
            ("coda_list_rows", {"docId": doc, "tableIdOrName": "Candidates",
                                "query": 'Stage:"Onsite"', "limit": 4,
                                "useColumnNames": True}, j(page1)),
            ("coda_list_rows", {"docId": doc, "tableIdOrName": "Candidates", "pageToken": tok,
                                "useColumnNames": True}, j(page2)),
            ("coda_list_rows", {"docId": doc, "tableIdOrName": "Scorecards",
                                "query": 'Status:"Complete"', "useColumnNames": True}, j(cards)),
            ("coda_update_row", {"docId": doc, "tableIdOrName": "Candidates",
                                 "rowIdOrName": "i-Kz81aQ"} | stage,
             j({"requestId": "mutate:9d2b1f0e-44a1-4c1e-b7a0-0a51c3e2f601", "id": "i-Kz81aQ"})),
            ("coda_update_row", {"docId": doc, "tableIdOrName": "Candidates",
                                 "rowIdOrName": "i-Nr24dT"} | stage,
             j({"requestId": "mutate:1f0c7e2d-9b3a-4f55-8c21-6d4e0b9a7c12", "id": "i-Nr24dT"})),
            ("coda_get_mutation_status",
             {"requestId": "mutate:9d2b1f0e-44a1-4c1e-b7a0-0a51c3e2f601"}, j({"completed": True})),
            ("coda_get_mutation_status",
             {"requestId": "mutate:1f0c7e2d-9b3a-4f55-8c21-6d4e0b9a7c12"}, j({"completed": True})),
        ],
    )  # fmt: skip


def obsidian() -> list[Row]:
    hits = [
        {"filename": "Pottery/2024-05 Bisque schedule.md", "score": 3.12, "matches": [
            {"context": "...## Kiln firing schedule (bisque, cone 04)\n- 0-400F at 100F/hr, "
             "hold 1h (candling)...", "match": {"start": 19, "end": 30}}]},
        {"filename": "Pottery/2024-09 Glaze firing log.md", "score": 2.87, "matches": [
            {"context": "...third glaze load. Kiln firing went to cone 6 with a 15 min hold; "
             "slow cool...", "match": {"start": 30, "end": 41}}]},
        {"filename": "Daily/2024-11-02.md", "score": 1.44, "matches": [
            {"context": "...Studio: booked the big kiln for 9 Nov. Kiln firing fee went up to "
             "$45 per load...", "match": {"start": 48, "end": 59}}]},
        {"filename": "Reading/Mastering Cone 6 Glazes.md", "score": 0.91, "matches": [
            {"context": "...ch. 4 on kiln firing curves: the drop-and-hold cool...",
             "match": {"start": 18, "end": 29}}]},
    ]  # fmt: skip
    bisque = (
        "---\ntags: [pottery, kiln]\ncreated: 2024-05-12\n---\n# Bisque schedule (May 2024)\n\n"
        "## Kiln firing schedule (bisque, cone 04)\n- 0-400F at 100F/hr, hold 1h (candling)\n"
        "- 400-1000F at 200F/hr\n- 1000-1100F at 80F/hr (quartz inversion, slow)\n- "
        "1100-1945F at 250F/hr, no hold\n\nTotal ~10.5 h. Loads fired: 14 May, 28 May.\n"
    )
    glaze = (
        "---\ntags: [pottery, kiln, glaze]\ncreated: 2024-09-20\n---\n# Glaze firing log "
        "(Sept 2024)\n\n| date | load | cone | hold | result |\n|---|---|---|---|---|\n| "
        "2024-09-07 | mugs, 12 | 6 | 10 min | pinholes on 3 |\n| 2024-09-14 | bowls, 8 | 6 | "
        "15 min | fine |\n| 2024-09-21 | mixed, 15 | 6 | 15 min + slow cool | best yet |\n\n"
        "Slow cool: 1900F to 1500F at 150F/hr.\n"
    )
    daily = (
        "# 2024-11-02\n\n- Groceries, call Mum\n- Studio: booked the big kiln for 9 Nov. Kiln "
        "firing fee went up to $45 per load (was $35).\n- Trimmed 6 bowls for the next bisque.\n"
    )
    summary = (
        "\n## Kiln firing summary 2024 (auto)\n- Bisque, cone 04, ~10.5 h: 14 May, 28 May "
        "([[2024-05 Bisque schedule]])\n- Glaze, cone 6, 10-15 min hold, slow cool from "
        "1900F: 7, 14, 21 Sep ([[2024-09 Glaze firing log]])\n- Big kiln booked 9 Nov, fee "
        "$45/load ([[2024-11-02]])\n"
    )
    return run(
        "obsidian",
        "obsidian-ok-1",
        "In my Obsidian vault, find my 2024 notes about kiln firing schedules, read them, "
        "check there's nothing from 2025 yet, and append a dated summary of the 2024 firings "
        "to Pottery/Index.md.",
        True,
        [
            ("obsidian_simple_search", {"query": "kiln firing", "context_length": 80}, js(hits)),
            ("obsidian_get_file_contents", {"filepath": "Pottery/2024-05 Bisque schedule.md"},
             bisque),
            ("obsidian_get_file_contents", {"filepath": "Pottery/2024-09 Glaze firing log.md"},
             glaze),
            ("obsidian_get_file_contents", {"filepath": "Daily/2024-11-02.md"}, daily),
            ("obsidian_simple_search", {"query": "firing 2025", "context_length": 80}, "[]"),
            ("obsidian_append_content", {"filepath": "Pottery/Index.md", "content": summary},
             "Successfully appended content to Pottery/Index.md"),
        ],
    )  # fmt: skip


def _refused(tool: str, url: str, addr: str) -> str:
    return (
        f"Error executing tool {tool}: Request failed: HTTPSConnectionPool(host='127.0.0.1', "
        f"port=27124): Max retries exceeded with url: {url} (Caused by NewConnectionError('"
        f"<urllib3.connection.HTTPSConnection object at {addr}>: Failed to establish a new "
        "connection: [Errno 111] Connection refused'))"
    )


def obsidian_fail() -> list[Row]:
    return run(
        "obsidian",
        "obsidian-fail-1",
        "Find my Obsidian notes about the Lisbon trip and put together the packing list from "
        "them.",
        False,
        [
            ("obsidian_simple_search", {"query": "Lisbon", "context_length": 100}, _refused(
                "obsidian_simple_search", "/search/simple/?query=Lisbon&contextLength=100",
                "0x7f3b2c1d9e50")),
            ("obsidian_simple_search", {"query": "packing list", "context_length": 100},
             _refused("obsidian_simple_search", "/search/simple/?query=packing+list&"
                      "contextLength=100", "0x7f3b2c1da3d0")),
            ("obsidian_list_files_in_vault", {}, _refused(
                "obsidian_list_files_in_vault", "/vault/", "0x7f3b2c1dab90")),
            ("obsidian_get_file_contents", {"filepath": "Travel/Lisbon 2025.md"}, _refused(
                "obsidian_get_file_contents", "/vault/Travel/Lisbon%202025.md",
                "0x7f3b2c1db210")),
            ("obsidian_complex_search", {"query": {"glob": ["Travel/*", {"var": "path"}]}},
             _refused("obsidian_complex_search", "/search/", "0x7f3b2c1db8d0")),
            ("obsidian_simple_search", {"query": "Portugal", "context_length": 50}, _refused(
                "obsidian_simple_search", "/search/simple/?query=Portugal&contextLength=50",
                "0x7f3b2c1dbf90")),
        ],
    )  # fmt: skip


# ------------------------------------------------------------- education, media, entertainment


def canvas() -> list[Row]:
    courses = [
        {"id": 48213, "name": "BIO 201: Cell Biology (Spring 2025)", "course_code": "BIO201-S25",
         "workflow_state": "available", "enrollment_term_id": 112,
         "start_at": "2025-01-13T08:00:00Z", "end_at": "2025-05-09T23:59:00Z",
         "enrollments": [{"type": "teacher", "role": "TeacherEnrollment",
                          "enrollment_state": "active"}]},
        {"id": 46120, "name": "BIO 201: Cell Biology (Fall 2024)", "course_code": "BIO201-F24",
         "workflow_state": "completed", "enrollment_term_id": 109,
         "start_at": "2024-08-26T07:00:00Z", "end_at": "2024-12-13T23:59:00Z",
         "enrollments": [{"type": "teacher", "role": "TeacherEnrollment",
                          "enrollment_state": "completed"}]},
    ]  # fmt: skip
    asg = [
        {
            "id": 905512,
            "name": "Lab Report 3: Osmosis in potato cells",
            "due_at": "2025-03-05T06:59:00Z",
            "points_possible": 20.0,
            "submission_types": ["online_upload"],
            "course_id": 48213,
            "published": True,
            "needs_grading_count": 21,
            "has_submitted_submissions": True,
            "html_url": "https://canvas.example.edu/courses/48213/assignments/905512",
        }
    ]

    def sub(id_: int, user: int) -> dict[str, Any]:
        return {"id": id_, "user_id": user, "assignment_id": 905512, "submitted_at": None,
                "workflow_state": "unsubmitted", "late": False, "missing": True,
                "excused": None, "attempt": None, "grade": None, "score": None,
                "seconds_late": 0}  # fmt: skip

    s1 = [sub(77102201, 311204), sub(77102208, 311377), sub(77102215, 311502)]
    s2 = [sub(77102230, 311688), sub(77102241, 312045)]
    users = [
        {"id": 311204, "name": "Jordan Ellis", "sortable_name": "Ellis, Jordan",
         "short_name": "Jordan Ellis", "login_id": "jellis7"},
        {"id": 311377, "name": "Fatima Haddad", "sortable_name": "Haddad, Fatima",
         "short_name": "Fatima Haddad", "login_id": "fhaddad2"},
        {"id": 311502, "name": "Liam O'Connor", "sortable_name": "O'Connor, Liam",
         "short_name": "Liam O'Connor", "login_id": "loconnor"},
        {"id": 311688, "name": "Mei Chen", "sortable_name": "Chen, Mei",
         "short_name": "Mei Chen", "login_id": "mchen31"},
        {"id": 312045, "name": "Santiago Ruiz", "sortable_name": "Ruiz, Santiago",
         "short_name": "Santiago Ruiz", "login_id": "sruiz5"},
    ]  # fmt: skip
    msg = (
        "<p>Lab Report 3 (Osmosis) was due Tuesday night. If you have not submitted yet, "
        "please upload it by Friday 5 pm; late penalties apply as per the syllabus.</p>"
    )
    topic = {"id": 1201877, "title": "Reminder: Lab Report 3", "message": msg,
             "posted_at": "2025-03-06T10:41:09Z", "published": True,
             "html_url": "https://canvas.example.edu/courses/48213/discussion_topics/1201877",
             "discussion_type": "side_comment", "lock_at": None}  # fmt: skip
    subs = {"course_id": 48213, "assignment_id": 905512, "workflow_state": "unsubmitted",
            "per_page": 3}  # fmt: skip
    return run(
        "canvas",
        "canvas-ok-1",
        "List my spring BIO 201 students who have not submitted Lab Report 3, then announce "
        "the Friday 5 pm late deadline to the course.",
        True,
        [
            ("canvas_list_courses", {"enrollment_type": "teacher", "search_term": "BIO 201"},
             j(courses)),
            ("canvas_list_assignments", {"course_id": 48213, "search_term": "Lab Report 3"},
             j(asg)),
            ("canvas_list_submissions", subs | {"page": 1}, j(s1)),
            ("canvas_list_submissions", subs | {"page": 2}, j(s2)),
            ("canvas_list_submissions", subs | {"page": 3}, "[]"),
            ("canvas_list_users", {"course_id": 48213, "enrollment_type": ["student"],
                                   "user_ids": [311204, 311377, 311502, 311688, 312045]},
             j(users)),
            ("canvas_create_discussion_topic", {"course_id": 48213, "title":
                                                "Reminder: Lab Report 3", "message": msg,
                                                "is_announcement": True}, j(topic)),
        ],
    )  # fmt: skip


def moodle() -> list[Row]:
    course = {"courses": [{"id": 214, "fullname": "General Chemistry I", "shortname": "CHEM101",
              "categoryid": 7, "categoryname": "Chemistry", "startdate": 1736121600,
              "enddate": 1747785600, "visible": 1, "format": "topics", "showgrades": 1}],
              "warnings": []}  # fmt: skip
    quizzes = {"quizzes": [
        {"id": 3310, "course": 214, "coursemodule": 90412, "name": "Quiz 5: Stoichiometry",
         "timeopen": 1741046400, "timeclose": 1741392000, "timelimit": 1800, "attempts": 2,
         "grademethod": 1, "grade": 10, "sumgrades": 10},
        {"id": 3311, "course": 214, "coursemodule": 90433, "name": "Quiz 6: Gas laws",
         "timeopen": 1741305600, "timeclose": 1741651200, "timelimit": 1800, "attempts": 2,
         "grademethod": 1, "grade": 10, "sumgrades": 12},
        {"id": 3307, "course": 214, "coursemodule": 89980, "name": "Quiz 4: Moles",
         "timeopen": 1740441600, "timeclose": 1740787200, "timelimit": 1800, "attempts": 2,
         "grademethod": 1, "grade": 10, "sumgrades": 10},
    ], "warnings": []}  # fmt: skip

    def item(id_: int, name: str, raw: float | None, mx: float) -> dict[str, Any]:
        pct = "-" if raw is None else f"{100 * raw / mx:.2f} %"
        return {
            "id": id_,
            "itemname": name,
            "itemtype": "mod",
            "itemmodule": "quiz",
            "graderaw": raw,
            "gradeformatted": "-" if raw is None else f"{raw:.2f}",
            "grademin": 0,
            "grademax": mx,
            "percentageformatted": pct,
        }

    grades = {"usergrades": [{"courseid": 214, "userid": 5521, "userfullname": "Noor Saleh",
              "gradeitems": [item(8801, "Quiz 1: Units", 9.0, 10), item(8802, "Quiz 2: Atoms",
              7.5, 10), item(8803, "Quiz 3: Bonding", 8.0, 10), item(8804, "Quiz 4: Moles",
              6.5, 10), item(8805, "Quiz 5: Stoichiometry", None, 10),
              {"id": 8790, "itemname": None, "itemtype": "course", "graderaw": 31.0,
               "gradeformatted": "31.00", "grademin": 0, "grademax": 50,
               "percentageformatted": "62.00 %"}]}], "warnings": []}  # fmt: skip
    return run(
        "moodle",
        "moodle-ok-1",
        "In Moodle, which quizzes in my CHEM101 course are open this week (3-9 March 2025), "
        "have I attempted Quiz 5 yet, and what is my course grade so far?",
        True,
        [
            (
                "core_course_get_courses_by_field",
                {"field": "shortname", "value": "CHEM101"},
                j(course),
            ),
            ("mod_quiz_get_quizzes_by_courses", {"courseids": [214]}, j(quizzes)),
            (
                "mod_quiz_get_user_attempts",
                {"quizid": 3310, "status": "all"},
                j({"attempts": [], "warnings": []}),
            ),
            ("gradereport_user_get_grade_items", {"courseid": 214}, j(grades)),
        ],
    )


def tmdb() -> list[Row]:
    def search(results: list[dict[str, Any]]) -> str:
        return j({"page": 1, "results": results, "total_pages": 1 if results else 0,
                  "total_results": len(results)})  # fmt: skip

    def hit(id_: int, title: str, date: str, vote: float, count: int, ov: str) -> dict:
        return {"adult": False, "genre_ids": [18], "id": id_, "original_language": "en",
                "original_title": title, "overview": ov, "popularity": 41.2,
                "release_date": date, "title": title, "video": False, "vote_average": vote,
                "vote_count": count}  # fmt: skip

    def details(
        id_: int, title: str, date: str, runtime: int, vote: float, director: str, imdb: str
    ) -> str:
        return j(
            {
                "id": id_,
                "imdb_id": imdb,
                "title": title,
                "release_date": date,
                "runtime": runtime,
                "status": "Released",
                "vote_average": vote,
                "credits": {
                    "crew": [
                        {
                            "id": 7000 + id_ % 997,
                            "name": director,
                            "job": "Director",
                            "department": "Directing",
                        }
                    ]
                },
            }
        )

    barbie = hit(
        346698,
        "Barbie",
        "2023-07-19",
        7.0,
        9874,
        "Barbie and Ken are having the "
        "time of their lives in the seemingly perfect world of Barbie Land...",
    )
    opp = hit(
        872585,
        "Oppenheimer",
        "2023-07-19",
        8.1,
        10221,
        "The story of J. Robert "
        "Oppenheimer's role in the development of the atomic bomb during World War II.",
    )
    past = hit(
        666277,
        "Past Lives",
        "2023-06-02",
        7.7,
        2011,
        "Nora and Hae Sung, two deeply "
        "connected childhood friends, are wrested apart after Nora's family emigrates "
        "from South Korea...",
    )
    return run(
        "tmdb",
        "tmdb-ok-1",
        "Using TMDB, give the runtime and TMDB rating of the 2023 films Barbie, Oppenheimer "
        "and Past Lives, with each film's director.",
        True,
        [
            ("tmdb_search_movie", {"query": "Barbie", "year": 2023}, search([barbie])),
            ("tmdb_movie_details", {"movie_id": 346698, "append_to_response": "credits"},
             details(346698, "Barbie", "2023-07-19", 114, 7.0, "Greta Gerwig", "tt1517268")),
            ("tmdb_search_movie", {"query": "Oppenheimer", "year": 2023}, search([opp])),
            ("tmdb_movie_details", {"movie_id": 872585, "append_to_response": "credits"},
             details(872585, "Oppenheimer", "2023-07-19", 181, 8.1, "Christopher Nolan",
                     "tt15398776")),
            ("tmdb_search_movie", {"query": "Past Lives", "primary_release_year": 2022},
             search([])),
            ("tmdb_search_movie", {"query": "Past Lives", "year": 2023}, search([past])),
            ("tmdb_movie_details", {"movie_id": 666277, "append_to_response": "credits"},
             details(666277, "Past Lives", "2023-06-02", 106, 7.7, "Celine Song", "tt13238346")),
        ],
    )  # fmt: skip


def _genius(hits: list[tuple[int, str, str, str]]) -> str:
    out = [
        {"index": "song", "type": "song", "result": {
            "id": id_, "full_title": f"{title} by {artist}", "title": title,
            "primary_artist": {"name": artist, "id": 1000 + id_ % 8191},
            "url": "https://genius.com/" + f"{artist} {title} lyrics".replace(" ", "-"),
            "release_date_for_display": date}}
        for id_, title, artist, date in hits
    ]  # fmt: skip
    return j({"meta": {"status": 200}, "response": {"hits": out}})


def _tracks(items: list[tuple[str, str, str, str, int]], q: str) -> str:
    out = [
        {"album": {"name": album, "release_date": "2022-10-14", "album_type": "album"},
         "artists": [{"name": artist, "id": tid[:10] + "ar", "type": "artist"}],
         "duration_ms": ms, "id": tid, "name": name, "popularity": 38 + ms % 30,
         "uri": f"spotify:track:{tid}", "type": "track"}
        for tid, name, artist, album, ms in items
    ]  # fmt: skip
    href = f"https://api.spotify.com/v1/search?query={q.replace(' ', '+')}&type=track&limit=3"
    return j(
        {
            "tracks": {
                "href": href,
                "items": out,
                "limit": 3,
                "next": None,
                "offset": 0,
                "previous": None,
                "total": len(out),
            }
        }
    )


def spotify() -> list[Row]:
    mv, qa, jh = "Marlow Vane", "The Quiet Acres", "Juno Hale"
    g1 = [
        (8120331, "Gutter Rain", mv, "Oct. 14, 2022"),
        (8120340, "Umbrella Season", mv, "Oct. 14, 2022"),
    ]
    g2 = [
        (7340012, "Drizzle on the A-Road", qa, "May 3, 2021"),
        (7340019, "Weathervane", qa, "May 3, 2021"),
    ]
    g3 = [(9011207, "Petrichor (Demo)", jh, "Jan. 9, 2024")]
    t1 = [
        ("4aX9kQ2mLw7PzR1sT3uV5y", "Gutter Rain", mv, "Low Tide Parade", 214000),
        ("6bY0lR3nMx8QaS2tU4vW6z", "Umbrella Season", mv, "Low Tide Parade", 187000),
    ]
    t2 = [("1cZ1mS4oNy9RbT3uV5wX7a", "Drizzle on the A-Road", qa, "County Lines", 241000)]
    t3 = [("3dA2nT5pOz0ScU4vW6xY8b", "Weathervane", qa, "County Lines", 199000)]
    uris = [f"spotify:track:{t[0]}" for t in t1 + t2 + t3]
    me = {"display_name": "sam", "id": "sam.rivera", "type": "user"}
    pl = {"collaborative": False, "description": "Songs about rain", "id": "5TqPzM2yRainy01",
          "name": "Rainy Sunday", "owner": me, "public": False,
          "external_urls": {"spotify": "https://open.spotify.com/playlist/5TqPzM2yRainy01"},
          "snapshot_id": "AAAAAfM9x2Qy0uOFZ7i3pV1bq2Xk", "type": "playlist",
          "tracks": {"href": "https://api.spotify.com/v1/playlists/5TqPzM2yRainy01/tracks",
                     "total": 0}, "uri": "spotify:playlist:5TqPzM2yRainy01"}  # fmt: skip
    items = {"items": [
        {"added_at": "2025-03-06T10:02:11Z", "track": {"name": t[1], "artists": [{"name": t[2]}],
                                                      "uri": f"spotify:track:{t[0]}"}}
        for t in t1 + t2 + t3
    ], "limit": 100, "next": None, "offset": 0, "total": 4}  # fmt: skip
    ok = run(
        "spotify",
        "spotify-ok-1",
        "Make a private Spotify playlist 'Rainy Sunday' of songs about rain by Marlow Vane, "
        "The Quiet Acres and Juno Hale (find them on Genius); say which are not on Spotify.",
        True,
        [
            ("genius_search", {"q": "rain Marlow Vane"}, _genius(g1)),
            ("genius_search", {"q": "rain The Quiet Acres"}, _genius(g2)),
            ("genius_search", {"q": "rain Juno Hale"}, _genius(g3)),
            ("spotify_search", {"q": "artist:\"Marlow Vane\" rain umbrella", "type": "track",
                                "limit": 3}, _tracks(t1, "artist:Marlow Vane rain umbrella")),
            ("spotify_search", {"q": "track:\"Drizzle on the A-Road\"", "type": "track",
                                "limit": 3}, _tracks(t2, "track:Drizzle on the A-Road")),
            ("spotify_search", {"q": "track:Weathervane artist:\"The Quiet Acres\"",
                                "type": "track", "limit": 3},
             _tracks(t3, "track:Weathervane artist:The Quiet Acres")),
            ("spotify_search", {"q": "track:Petrichor artist:\"Juno Hale\"", "type": "track",
                                "limit": 3}, _tracks([], "track:Petrichor artist:Juno Hale")),
            ("spotify_create_playlist", {"user_id": "sam.rivera", "name": "Rainy Sunday",
                                         "public": False, "description": "Songs about rain"},
             j(pl)),
            ("spotify_add_items_to_playlist", {"playlist_id": "5TqPzM2yRainy01", "uris": uris},
             j({"snapshot_id": "AAAAAmR1c4Vb8tOq2Lw0eX5yZ7aP"})),
            ("spotify_get_playlist_items", {"playlist_id": "5TqPzM2yRainy01"}, j(items)),
        ],
    )  # fmt: skip
    expired = j({"error": {"status": 401, "message": "The access token expired"}})
    artist = {"artists": {"href": "https://api.spotify.com/v1/search?query=Khruangbin&type="
              "artist&limit=1", "items": [{"id": "2mVVjNmdjXZZDvhgQWiakk", "name": "Khruangbin",
              "genres": ["psychedelic soul"], "popularity": 71, "type": "artist",
              "uri": "spotify:artist:2mVVjNmdjXZZDvhgQWiakk"}], "limit": 1, "next": None,
              "offset": 0, "previous": None, "total": 1}}  # fmt: skip
    fail = run(
        "spotify",
        "spotify-fail-1",
        "Add the top 5 tracks of Khruangbin, Men I Trust, Tame Impala and Parcels to my 'Road "
        "trip' playlist.",
        False,
        [
            ("spotify_search", {"q": "Khruangbin", "type": "artist", "limit": 1}, j(artist)),
            ("spotify_get_artist_top_tracks", {"id": "2mVVjNmdjXZZDvhgQWiakk"}, expired),
            ("spotify_get_artist_top_tracks", {"id": "2mVVjNmdjXZZDvhgQWiakk", "market": "US"},
             expired),
            ("spotify_search", {"q": "Men I Trust", "type": "artist", "limit": 1}, expired),
            ("spotify_search", {"q": "Tame Impala", "type": "artist", "limit": 1}, expired),
            ("spotify_get_playlist_items", {"playlist_id": "37i9RoadTrip00"}, expired),
        ],
    )  # fmt: skip
    return ok + fail


def steam() -> list[Row]:
    games = [(570, "Dota 2", 18422, 310), (413150, "Stardew Valley", 6120, 0),
             (1145360, "Hades", 3877, 0), (620, "Portal 2", 1022, 0),
             (1794680, "Vampire Survivors", 944, 55), (294100, "RimWorld", 702, 0),
             (105600, "Terraria", 41, 0), (268910, "Cuphead", 12, 0),
             (1966720, "Lethal Company", 0, 0)]  # fmt: skip
    owned = {
        "response": {
            "game_count": len(games),
            "games": [
                {"appid": a, "name": n, "playtime_forever": p, "playtime_2weeks": w}
                if w
                else {"appid": a, "name": n, "playtime_forever": p}
                for a, n, p, w in games
            ],
        }
    }

    def ach(name: str, pairs: list[tuple[str, int, int]]) -> str:
        return j(
            {
                "playerstats": {
                    "steamID": "76561198012345678",
                    "gameName": name,
                    "achievements": [
                        {"apiname": a, "achieved": d, "unlocktime": t} for a, d, t in pairs
                    ],
                    "success": True,
                }
            }
        )

    stardew = [("Greenhorn", 1, 1650412200), ("Cowpoke", 1, 1651021800),
               ("Homesteader", 1, 1653701400), ("Millionaire", 0, 0), ("Legend", 0, 0),
               ("A Complete Collection", 0, 0), ("Fector's Challenge", 0, 0),
               ("Master Angler", 1, 1656100800), ("Protector Of The Valley", 0, 0),
               ("Full House", 1, 1654220100)]  # fmt: skip
    hades = [("AchBeatFirstRun", 1, 1700007600), ("AchBeatStyx", 1, 1700711400),
             ("AchClearedAllBiomes", 1, 1701402000), ("AchEscapeHeat8", 0, 0),
             ("AchAllKeepsakes", 0, 0), ("AchBondEndgame", 0, 0),
             ("AchFishedAll", 0, 0), ("AchMaxMirror", 1, 1703001600)]  # fmt: skip
    return run(
        "steam",
        "steam-ok-1",
        "Which games in my Steam library have I played for less than an hour, and for my "
        "three most-played games, what share of their achievements have I unlocked?",
        True,
        [
            ("steam_get_owned_games", {"steamid": "76561198012345678", "include_appinfo": True},
             j(owned)),
            ("steam_get_player_achievements", {"steamid": "76561198012345678", "appid": 570},
             j({"playerstats": {"error": "Requested app has no stats", "success": False}})),
            ("steam_get_player_achievements", {"steamid": "76561198012345678", "appid": 413150},
             ach("Stardew Valley", stardew)),
            ("steam_get_player_achievements", {"steamid": "76561198012345678",
                                               "appid": 1145360}, ach("Hades", hades)),
        ],
    )  # fmt: skip


def _fixture(
    fid: int, date: str, short: str, home: str, away: str, goals: tuple[int | None, int | None]
) -> dict[str, Any]:
    long = {"FT": "Match Finished", "PST": "Match Postponed"}[short]
    h, a = goals
    win = None if h is None or a is None or h == a else h > a
    return {"fixture": {"id": fid, "date": date, "status": {"long": long, "short": short}},
            "teams": {"home": {"name": home, "winner": win},
                      "away": {"name": away, "winner": None if win is None else not win}},
            "goals": {"home": h, "away": a}}  # fmt: skip


def _apif(get: str, params: dict[str, str], response: list[Any], errors: Any = None) -> str:
    return j({"get": get, "parameters": params, "errors": errors or [],
              "results": len(response), "paging": {"current": 1, "total": 1 if response else 0},
              "response": response})  # fmt: skip


def sports() -> list[Row]:
    d = "2024-03-{}T15:00:00+00:00"
    fx = [
        _fixture(1035401, d.format("09"), "FT", "Manchester United", "Everton", (2, 0)),
        _fixture(1035402, d.format("09"), "FT", "Crystal Palace", "Luton", (1, 1)),
        _fixture(1035403, d.format("09"), "FT", "Fulham", "Brighton", (3, 0)),
        _fixture(1035404, d.format("09"), "FT", "Wolves", "Nottingham Forest", (2, 1)),
        _fixture(1035405, d.format("09"), "FT", "Bournemouth", "Sheffield Utd", (2, 2)),
        _fixture(1035406, d.format("10"), "FT", "Liverpool", "Manchester City", (1, 1)),
        _fixture(1035407, d.format("10"), "FT", "Arsenal", "Brentford", (2, 1)),
        _fixture(1035408, d.format("10"), "FT", "Tottenham", "Aston Villa", (0, 4)),
        _fixture(1035409, d.format("10"), "FT", "West Ham", "Burnley", (2, 2)),
        _fixture(1035410, d.format("10"), "PST", "Newcastle", "Chelsea", (None, None)),
    ]  # fmt: skip
    table = [
        (1, "Arsenal", 64, 62),
        (2, "Liverpool", 64, 39),
        (3, "Manchester City", 63, 34),
        (4, "Aston Villa", 55, 18),
        (5, "Tottenham", 50, 13),
        (6, "Manchester United", 47, 0),
    ]
    st = [{"league": {"id": 39, "name": "Premier League", "season": 2023, "standings": [[
        {"rank": r, "team": {"name": n}, "points": p, "goalsDiff": gd, "all": {"played": 27}}
        for r, n, p, gd in table]]}}]  # fmt: skip
    pst = [dict(fx[9], events=[], lineups=[])]
    pst[0]["fixture"] = dict(fx[9]["fixture"], referee=None)
    ok = run(
        "sports",
        "sports-ok-1",
        "Give me the Premier League results of matchday 27 of the 2023/24 season and the "
        "top four after it; say if any match was not played.",
        True,
        [
            ("api_football_fixtures", {"league": 39, "season": 2023,
                                       "round": "Regular Season - 27"},
             _apif("fixtures", {"league": "39", "season": "2023",
                                "round": "Regular Season - 27"}, fx)),
            ("api_football_standings", {"league": 39, "season": 2023},
             _apif("standings", {"league": "39", "season": "2023"}, st)),
            ("api_football_fixtures", {"id": 1035410}, _apif("fixtures", {"id": "1035410"}, pst)),
        ],
    )  # fmt: skip
    plan = {"plan": "Free plans do not have access to this season, try from 2021 to 2023."}
    calls: list[Call] = []
    for date in ("2025-03-01", "2025-03-02", "2025-02-28"):
        p = {"league": "140", "season": "2024", "date": date}
        calls.append(("api_football_fixtures", {"league": 140, "season": 2024, "date": date},
                      _apif("fixtures", p, [], plan)))  # fmt: skip
    calls += [
        ("api_football_topscorers", {"league": 140, "season": 2024},
         _apif("players/topscorers", {"league": "140", "season": "2024"}, [], plan)),
        ("api_football_fixtures", {"league": 140, "season": 2024, "round":
                                   "Regular Season - 26"},
         _apif("fixtures", {"league": "140", "season": "2024", "round": "Regular Season - 26"},
               [], plan)),
        ("api_football_standings", {"league": 140, "season": 2024},
         _apif("standings", {"league": "140", "season": "2024"}, [], plan)),
    ]  # fmt: skip
    fail = run(
        "sports",
        "sports-fail-1",
        "Get this weekend's La Liga results (28 February - 2 March 2025) and the current top "
        "three scorers.",
        False,
        calls,
    )
    return ok + fail


def openlibrary() -> list[Row]:
    search = {"numFound": 2, "start": 0, "numFoundExact": True, "docs": [
        {"key": "/works/OL59863W", "title": "The Left Hand of Darkness",
         "author_name": ["Ursula K. Le Guin"], "first_publish_year": 1969, "edition_count": 12},
        {"key": "/works/OL20136187W", "title": "The Left Hand of Darkness (Graphic Novel "
         "Adaptation)", "author_name": ["Ursula K. Le Guin"], "first_publish_year": 2024,
         "edition_count": 1},
    ], "q": "", "offset": None}  # fmt: skip
    eds = [
        ("OL24393011M", ["Ace Books"], "March 1969", None, 286),
        ("OL5720023M", ["Walker"], "1969", "0802704999", 286),
        ("OL7257913M", ["Ace Books"], "1976", "0441478123", 304),
        ("OL22403120M", ["Harper & Row"], "1980", "0060125748", 304),
        ("OL9251341M", ["Orbit"], "1992", "1857230442", 256),
        ("OL7439887M", ["Ace"], "June 2000", "0441007317", 304),
        ("OL4913218M", ["Macdonald & Co"], "1969", None, 256),
        ("OL3317990M", ["Harper & Row"], "1969", "0060125730", 286),
        ("OL6002891M", ["Ace Books"], "1987", "0441478131", 304),
        ("OL14995221M", ["Gollancz"], "1981", "0575029234", 256),
        ("OL7004132M", ["Ace Books"], "1979", "044147812X", 304),
        ("OL8112709M", ["Futura"], "1977", "0860074056", 256),
    ]  # fmt: skip

    def page(off: int) -> str:
        nxt = f"/works/OL59863W/editions.json?limit=4&offset={off + 4}"
        links = {
            "self": f"/works/OL59863W/editions.json?limit=4&offset={off}",
            "work": "/works/OL59863W",
        }
        if off + 4 < len(eds):
            links["next"] = nxt
        if off:
            links["prev"] = f"/works/OL59863W/editions.json?limit=4&offset={off - 4}"
        entries = []
        for key, pubs, date, isbn, pages in eds[off : off + 4]:
            e: dict[str, Any] = {
                "key": f"/books/{key}",
                "title": "The Left Hand of Darkness",
                "publishers": pubs,
                "publish_date": date,
                "number_of_pages": pages,
            }
            if isbn:
                e["isbn_10"] = [isbn]
            entries.append(e)
        return j({"links": links, "size": len(eds), "entries": entries})

    first = {"key": "/books/OL24393011M", "title": "The Left Hand of Darkness",
             "publishers": ["Ace Books"], "publish_places": ["New York"],
             "publish_date": "March 1969", "number_of_pages": 286, "series": ["Ace Science "
             "Fiction Specials"], "physical_format": "Mass Market Paperback",
             "identifiers": {"goodreads": ["1398843"]}, "notes": "Ace SF Special A-1; "
             "first edition, first printing (95 cents).", "works": [{"key": "/works/OL59863W"}],
             "authors": [{"key": "/authors/OL26320A"}]}  # fmt: skip
    return run(
        "openlibrary",
        "openlibrary-ok-1",
        "Find every edition of Le Guin's 'The Left Hand of Darkness' published before 1980 "
        "in Open Library, with publisher and ISBN, and tell me who published the first "
        "edition.",
        True,
        [
            ("openlibrary_search", {"title": "The Left Hand of Darkness", "author": "Le Guin",
                                    "fields": "key,title,author_name,first_publish_year,"
                                    "edition_count"}, j(search)),
            ("openlibrary_work_editions", {"work": "OL59863W", "limit": 4, "offset": 0}, page(0)),
            ("openlibrary_work_editions", {"work": "OL59863W", "limit": 4, "offset": 4}, page(4)),
            ("openlibrary_work_editions", {"work": "OL59863W", "limit": 4, "offset": 8}, page(8)),
            ("openlibrary_get_edition", {"olid": "OL24393011M"}, j(first)),
        ],
    )  # fmt: skip


def podcast() -> list[Row]:
    feeds = [
        (5524103, "The History of Rome", "Mike Duncan", 1583712000, 189, "en"),
        (920666, "The Ancients", "History Hit", 1741132800, 612, "en"),
        (4410288, "Emperors of Rome", "La Trobe University", 1739664000, 241, "en"),
        (6190077, "Roma Antica - Storia", "Radio Clio", 1701388800, 64, "it"),
    ]  # fmt: skip
    fl = [{"id": i, "title": t, "url": f"https://feeds.example.fm/{i}.xml", "author": a,
           "lastUpdateTime": u, "episodeCount": n, "language": lang,
           "categories": {"35": "History"}} for i, t, a, u, n, lang in feeds]  # fmt: skip

    def eps(feed: int, items: list[tuple[int, str, int, int]]) -> str:
        out = [{"id": i, "title": t, "datePublished": d, "duration": dur, "feedId": feed,
                "enclosureUrl": f"https://media.example.fm/{feed}/{i}.mp3"}
               for i, t, d, dur in items]  # fmt: skip
        return j(
            {
                "status": "true",
                "items": out,
                "count": len(out),
                "query": str(feed),
                "description": "Found matching items.",
            }
        )

    anc = [
        (31200418822, "Caligula: Mad, Bad or Misunderstood?", 1741132800, 2842),
        (31200001293, "The Fall of Carthage", 1740700800, 3120),
        (31199583110, "Roman Britain's Forgotten Rebels", 1740355200, 2655),
    ]
    emp = [
        (30871220014, "Ep. 240 - Theodosius II", 1739664000, 2103),
        (30770119202, "Ep. 239 - Arcadius", 1738454400, 1987),
        (30668012441, "Ep. 238 - Theodosius I, part 2", 1737244800, 2251),
    ]
    return run(
        "podcast",
        "podcast-ok-1",
        "Find podcasts about Roman history on Podcast Index and list the three latest "
        "episodes of the one that publishes most often right now.",
        True,
        [
            (
                "podcastindex_search_byterm",
                {"q": "roman history", "max": 4},
                j(
                    {
                        "status": "true",
                        "feeds": fl,
                        "count": 4,
                        "query": "roman history",
                        "description": "Found matching feeds",
                    }
                ),
            ),
            ("podcastindex_episodes_byfeedid", {"id": 920666, "max": 3}, eps(920666, anc)),
            ("podcastindex_episodes_byfeedid", {"id": 4410288, "max": 3}, eps(4410288, emp)),
        ],
    )


# ---------------------------------------------------------------------------------- security


def _nmap(target: str, host: str | None, lat: str, rows: list[str], secs: str, at: str) -> str:
    head = f"Starting Nmap 7.94SVN ( https://nmap.org ) at 2025-03-06 {at} UTC\n"
    name = f"{host} ({target})" if host else target
    table = "PORT     STATE    SERVICE       VERSION\n" + "\n".join(rows)
    return (
        f"{head}Nmap scan report for {name}\nHost is up ({lat} latency).\n\n{table}\n\n"
        "Service detection performed. Please report any incorrect results at "
        f"https://nmap.org/submit/ .\nNmap done: 1 IP address (1 host up) scanned in {secs} "
        "seconds\n"
    )


def nmap() -> list[Row]:
    def shodan(ip: str, host: str, ports: list[tuple[int, str, str]], upd: str) -> str:
        data = [{"port": p, "transport": "tcp", "product": prod, "version": ver,
                 "timestamp": upd, "_shodan": {"module": "ssh" if p == 22 else "https"}}
                for p, prod, ver in ports]  # fmt: skip
        return js(
            {
                "city": "Frankfurt am Main",
                "region_code": "HE",
                "os": None,
                "tags": [],
                "isp": "Example Corp Hosting",
                "area_code": None,
                "last_update": upd,
                "ports": [p for p, _, _ in ports],
                "hostnames": [host],
                "country_code": "DE",
                "country_name": "Germany",
                "domains": ["example-corp.net"],
                "org": "Example Corp",
                "data": data,
                "asn": "AS64511",
                "ip_str": ip,
            }
        )

    s10 = shodan(
        "203.0.113.10",
        "gw1.example-corp.net",
        [(22, "OpenSSH", "9.2p1 Debian 2+deb12u3"), (443, "nginx", "1.22.1")],
        "2025-03-04T21:17:09.331102",
    )
    s12 = shodan(
        "203.0.113.12",
        "rds.example-corp.net",
        [(80, "Microsoft IIS httpd", "10.0"), (3389, "Remote Desktop Protocol", "")],
        "2025-03-05T02:40:51.118204",
    )
    n10 = _nmap(
        "203.0.113.10",
        "gw1.example-corp.net",
        "0.012s",
        [
            "22/tcp   open     ssh           OpenSSH 9.2p1 Debian 2+deb12u3 (protocol 2.0)",
            "80/tcp   closed   http",
            "443/tcp  open     ssl/http      nginx 1.22.1",
            "3389/tcp filtered ms-wbt-server",
        ],
        "14.37",
        "10:21",
    )
    n12 = _nmap(
        "203.0.113.12",
        "rds.example-corp.net",
        "0.015s",
        [
            "22/tcp   filtered ssh",
            "80/tcp   open     http          Microsoft IIS httpd 10.0",
            "443/tcp  closed   https",
            "3389/tcp open     ms-wbt-server Microsoft Terminal Services",
        ],
        "21.02",
        "10:24",
    )
    down = (
        "Starting Nmap 7.94SVN ( https://nmap.org ) at 2025-03-06 10:22 UTC\nNote: Host seems "
        "down. If it is really up, but blocking our ping probes, try -Pn\nNmap done: 1 IP "
        "address (0 hosts up) scanned in 3.08 seconds\n"
    )
    pn = _nmap(
        "203.0.113.11",
        None,
        "0.011s",
        [
            "22/tcp   filtered ssh",
            "80/tcp   filtered http",
            "443/tcp  filtered https",
            "3389/tcp filtered ms-wbt-server",
        ],
        "4.61",
        "10:23",
    )
    args = "-sV -p 22,80,443,3389"
    return run(
        "nmap",
        "nmap-ok-1",
        "Check our three public IPs (203.0.113.10, .11 and .12) for exposed SSH or RDP: look "
        "them up on Shodan first, then verify with nmap, and report which hosts expose what.",
        True,
        [
            ("shodan_host", {"ip": "203.0.113.10"}, s10),
            ("shodan_host", {"ip": "203.0.113.11"},
             js({"error": "No information available for that IP."})),
            ("shodan_host", {"ip": "203.0.113.12"}, s12),
            ("nmap", {"args": f"{args} 203.0.113.10"}, n10),
            ("nmap", {"args": f"{args} 203.0.113.11"}, down),
            ("nmap", {"args": f"-Pn {args} 203.0.113.11"}, pn),
            ("nmap", {"args": f"{args} 203.0.113.12"}, n12),
        ],
    )  # fmt: skip


def edr() -> list[Row]:
    h1 = "5f3c1a9d2e7b48c0a1d2e3f4a5b6c7d8"
    dets = [
        {"composite_id": f"8c1e:ind:{h1}:41230011-1", "status": "new",
         "severity_name": "High", "created_timestamp": "2025-03-06T08:14:52Z",
         "device": {"device_id": h1, "hostname": "FIN-LT-0231", "platform_name": "Windows"},
         "tactic": "Execution", "technique": "JavaScript", "filename": "wscript.exe",
         "cmdline": "wscript.exe C:\\Users\\pnovak\\Downloads\\invoice_0306.js",
         "sha256": "a3f9c2b1d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f",
         "network_accesses": [{"remote_address": "185.220.101.47", "remote_port": 443}]},
        {"composite_id": "8c1e:ind:9b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d:41230019-2",
         "status": "new", "severity_name": "High", "created_timestamp": "2025-03-06T09:02:10Z",
         "device": {"device_id": "9b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d", "hostname": "ENG-WS-0117",
                    "platform_name": "Windows"},
         "tactic": "Defense Evasion", "technique": "Signed Binary Proxy Execution",
         "filename": "rundll32.exe", "cmdline": "rundll32.exe C:\\ProgramData\\tmp\\upd.dll,"
         "DllRegisterServer",
         "sha256": "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c1b3d5f7e9a1c3b5d7f9e1a3c5b7d9f1e",
         "network_accesses": [{"remote_address": "20.42.73.29", "remote_port": 443}]},
    ]  # fmt: skip
    vt = {"data": {"id": dets[0]["sha256"], "type": "file", "attributes": {
        "meaningful_name": "invoice_0306.js", "type_description": "JavaScript", "size": 18421,
        "last_analysis_date": 1741238000,
        "last_analysis_stats": {"malicious": 38, "suspicious": 1, "undetected": 22,
                                "harmless": 0, "timeout": 0, "confirmed-timeout": 0,
                                "failure": 0, "type-unsupported": 14},
        "popular_threat_classification": {
            "suggested_threat_label": "trojan.gootloader/jscript",
            "popular_threat_category": [{"count": 21, "value": "trojan"},
                                        {"count": 9, "value": "downloader"}]},
        "reputation": -12, "tags": ["javascript", "obfuscated"]}}}  # fmt: skip
    nf = {"error": {"code": "NotFoundError",
                    "message": f"File \"{dets[1]['sha256']}\" not found"}}  # fmt: skip

    def abuse(
        ip: str,
        score: int,
        usage: str,
        isp: str,
        cc: str,
        tor: bool,
        reports: int,
        users: int,
        last: str | None,
    ) -> str:
        return j({"data": {"ipAddress": ip, "isPublic": True, "ipVersion": 4,
                           "isWhitelisted": False, "abuseConfidenceScore": score,
                           "countryCode": cc, "usageType": usage, "isp": isp,
                           "domain": isp.split()[0].lower() + ".net", "hostnames": [],
                           "isTor": tor, "totalReports": reports, "numDistinctUsers": users,
                           "lastReportedAt": last}})  # fmt: skip

    meta = {"query_time": 0.31, "powered_by": "device-api", "trace_id": "f1c2d3e4-a5b6-47c8"}
    host = {"device_id": h1, "hostname": "FIN-LT-0231", "status": "containment_pending",
            "last_seen": "2025-03-06T09:40:12Z", "platform_name": "Windows"}  # fmt: skip
    return run(
        "edr",
        "edr-ok-1",
        "Triage today's high-severity Falcon detections: hashes on VirusTotal, remote IPs on "
        "AbuseIPDB; contain any host with confirmed malware and confirm it took effect.",
        True,
        [
            ("falcon_search_detections", {"filter": "max_severity_displayname:'High'+"
                                          "first_behavior:>='2025-03-06'", "limit": 20},
             js(dets)),
            ("vt_file_report", {"hash": dets[0]["sha256"]}, j(vt)),
            ("vt_file_report", {"hash": dets[1]["sha256"]}, j(nf)),
            ("abuseipdb_check", {"ipAddress": "185.220.101.47", "maxAgeInDays": 90},
             abuse("185.220.101.47", 100, "Fixed Line ISP", "Zwiebelfreunde e.V.", "DE", True,
                   1532, 312, "2025-03-06T08:51:07+00:00")),
            ("abuseipdb_check", {"ipAddress": "20.42.73.29", "maxAgeInDays": 90},
             abuse("20.42.73.29", 0, "Data Center/Web Hosting/Transit", "Microsoft Corporation",
                   "US", False, 0, 0, None)),
            ("falcon_contain_host", {"device_id": h1},
             j({"meta": meta, "resources": [{"id": h1, "path": ""}], "errors": []})),
            ("falcon_get_host_details", {"device_id": h1}, js([host])),
            ("falcon_get_host_details", {"device_id": h1},
             js([host | {"status": "contained", "last_seen": "2025-03-06T09:41:55Z"}])),
        ],
    )  # fmt: skip


def nvd() -> list[Row]:
    def cve(id_: str, pub: str, status: str, desc: str, score: float, cwe: str) -> dict:
        sev = "CRITICAL" if score >= 9 else "HIGH" if score >= 7 else "MEDIUM"
        return {"cve": {
            "id": id_, "sourceIdentifier": "support@hackerone.com", "published": pub,
            "lastModified": "2025-02-27T16:02:11.417", "vulnStatus": status,
            "descriptions": [{"lang": "en", "value": desc}],
            "metrics": {"cvssMetricV31": [{"source": "support@hackerone.com",
                                           "type": "Secondary", "cvssData": {
                                               "version": "3.1", "baseScore": score,
                                               "baseSeverity": sev}}]},
            "weaknesses": [{"description": [{"lang": "en", "value": cwe}]}]}}  # fmt: skip

    ics = "Ivanti Connect Secure before version 22.7R2.6 and Ivanti Policy Secure before 22.7R1.3"
    allv = [
        cve("CVE-2025-22467", "2025-02-11T16:15:50.650", "Analyzed", "A stack-based buffer "
            f"overflow in {ics.split(' and ')[0]} allows a remote authenticated attacker to "
            "achieve remote code execution.", 9.9, "CWE-121"),
        cve("CVE-2024-38657", "2025-02-11T16:15:38.017", "Analyzed", f"External control of a "
            f"file name in {ics} allows a remote authenticated attacker with admin privileges "
            "to write arbitrary files.", 9.1, "CWE-73"),
        cve("CVE-2024-10644", "2025-02-11T16:15:37.350", "Analyzed", "Code injection in "
            f"{ics} allows a remote authenticated attacker with admin privileges to achieve "
            "remote code execution.", 9.1, "CWE-94"),
        cve("CVE-2024-12058", "2025-02-11T16:15:39.100", "Analyzed", "An argument injection "
            f"in {ics} allows a remote authenticated attacker with admin privileges to read "
            "arbitrary files.", 6.8, "CWE-88"),
        cve("CVE-2024-13842", "2025-02-11T16:15:39.420", "Awaiting Analysis", "A hardcoded "
            "key in Ivanti Connect Secure before 22.7R2.3 allows a local authenticated "
            "attacker with admin privileges to read sensitive data.", 6.0, "CWE-321"),
        cve("CVE-2024-13843", "2025-02-11T16:15:39.700", "Awaiting Analysis", "Cleartext "
            "storage in Ivanti Connect Secure before 22.7R2.6 lets a local attacker read "
            "sensitive data.", 6.0, "CWE-312"),
        cve("CVE-2025-22693", "2025-02-25T14:15:31.220", "Received", "Improper input "
            "validation in the web component of Ivanti Connect Secure before 22.7R2.6 allows "
            "a remote unauthenticated attacker to cause a denial of service.", 7.5, "CWE-20"),
    ]  # fmt: skip

    def page(start: int) -> str:
        vs = allv[start : start + 3]
        return j({"resultsPerPage": len(vs), "startIndex": start, "totalResults": len(allv),
                  "format": "NVD_CVE", "version": "2.0", "timestamp": "2025-03-06T10:44:12.317",
                  "vulnerabilities": vs})  # fmt: skip

    base = {
        "keywordSearch": "Ivanti Connect Secure",
        "pubStartDate": "2025-02-01T00:00:00.000",
        "pubEndDate": "2025-02-28T23:59:59.999",
        "resultsPerPage": 3,
    }
    one = dict(allv[0]["cve"])
    one["references"] = [
        {
            "url": "https://forums.ivanti.com/s/article/February-Security-Advisory-Ivanti-Connect"
            "-Secure-ICS-Ivanti-Policy-Secure-IPS-and-Ivanti-Secure-Access-Client-ISAC-Multiple-"
            "CVEs",
            "source": "support@hackerone.com",
            "tags": ["Vendor Advisory"],
        }
    ]
    return run(
        "nvd",
        "nvd-ok-1",
        "List every CVE published in February 2025 that mentions Ivanti Connect Secure with a "
        "CVSS v3.1 score of 9.0 or more (page through all results), and give the vendor "
        "advisory link for the highest-scored one.",
        True,
        [
            ("nvd_search_cves", base | {"startIndex": 0}, page(0)),
            ("nvd_search_cves", base | {"startIndex": 3}, page(3)),
            ("nvd_search_cves", base | {"startIndex": 6}, page(6)),
            ("nvd_get_cve", {"cveId": "CVE-2025-22467"},
             j({"resultsPerPage": 1, "startIndex": 0, "totalResults": 1, "format": "NVD_CVE",
                "version": "2.0", "timestamp": "2025-03-06T10:45:02.881",
                "vulnerabilities": [{"cve": one}]})),
        ],
    )  # fmt: skip


def _job(
    sid: str,
    state: str,
    progress: float,
    scan: int,
    events: int,
    results: int,
    dur: float,
    messages: list[dict[str, str]] | None = None,
) -> str:
    return j({"sid": sid, "dispatchState": state, "doneProgress": progress, "scanCount": scan,
              "eventCount": events, "resultCount": results, "runDuration": dur,
              "isDone": state == "DONE", "isFailed": False,
              "messages": messages or []})  # fmt: skip


def _results(fields: list[str], rows: list[dict[str, str]], offset: int = 0) -> str:
    return j(
        {
            "preview": False,
            "init_offset": offset,
            "messages": [],
            "fields": [{"name": f} for f in fields],
            "results": rows,
            "highlighted": {},
        }
    )


def splunk() -> list[Row]:
    sid = "1741256622.48213"
    spl = (
        'search index=proxy earliest=-24h dest_host="cdn-update.example-mal.net" | stats '
        "count, min(_time) AS first_seen BY src_ip, host | sort - count"
    )
    hosts = [
        ("10.40.12.77", "FIN-LT-0231", "41", "2025-03-05T21:14:02.000+00:00"),
        ("10.40.12.91", "FIN-LT-0240", "17", "2025-03-06T07:55:40.000+00:00"),
        ("10.40.31.5", "HR-LT-0102", "9", "2025-03-06T08:02:19.000+00:00"),
        ("10.40.12.60", "FIN-LT-0219", "6", "2025-03-06T08:40:51.000+00:00"),
        ("10.52.3.14", "ENG-WS-0117", "4", "2025-03-06T09:01:33.000+00:00"),
        ("10.52.3.22", "ENG-WS-0122", "2", "2025-03-06T09:03:10.000+00:00"),
        ("10.40.31.8", "HR-LT-0109", "1", "2025-03-06T09:12:48.000+00:00"),
    ]
    rows = [{"src_ip": a, "host": b, "count": c, "first_seen": d} for a, b, c, d in hosts]
    fields = ["src_ip", "host", "count", "first_seen"]
    sid2 = "1741257311.48290"
    spl2 = (
        'search index=dns earliest=-24h query="*example-mal.net" NOT src_ip IN (10.40.12.77, '
        "10.40.12.91, 10.40.31.5, 10.40.12.60, 10.52.3.14, 10.52.3.22, 10.40.31.8) | stats "
        "count BY src_ip"
    )
    ok = run(
        "splunk",
        "splunk-ok-1",
        "In Splunk, list the internal hosts that connected to cdn-update.example-mal.net in "
        "the last 24 h of proxy logs (first seen, count); check DNS logs for any others.",
        True,
        [
            ("splunk_create_search_job", {"search": spl, "exec_mode": "normal"},
             j({"sid": sid})),
            ("splunk_get_job_status", {"sid": sid},
             _job(sid, "RUNNING", 0.18, 1840221, 12, 0, 3.2)),
            ("splunk_get_job_status", {"sid": sid},
             _job(sid, "RUNNING", 0.63, 6402117, 58, 0, 11.9)),
            ("splunk_get_job_status", {"sid": sid},
             _job(sid, "DONE", 1.0, 10233870, 80, 7, 19.4)),
            ("splunk_get_results", {"sid": sid, "offset": 0, "count": 5},
             _results(fields, rows[:5])),
            ("splunk_get_results", {"sid": sid, "offset": 5, "count": 5},
             _results(fields, rows[5:], 5)),
            ("splunk_create_search_job", {"search": spl2, "exec_mode": "normal"},
             j({"sid": sid2})),
            ("splunk_get_job_status", {"sid": sid2},
             _job(sid2, "DONE", 1.0, 2284410, 0, 0, 6.8)),
            ("splunk_get_results", {"sid": sid2, "offset": 0, "count": 50},
             _results([], [])),
        ],
    )  # fmt: skip
    sid3 = "1741259903.48377"
    quota = [
        {
            "type": "WARN",
            "text": "The maximum number of concurrent historical searches "
            "for this user based on their role quota has been reached. Search not "
            "executed. (usage=3, quota=3, user=svc_soc_agent, concurrency_category="
            "historical, concurrency_context=user_instance-wide)",
        }
    ]
    spl3 = (
        "search index=wineventlog EventCode=4625 earliest=-6h | stats count BY user, src_ip | "
        "where count > 20"
    )
    calls: list[Call] = [("splunk_create_search_job", {"search": spl3}, j({"sid": sid3}))]
    calls += [
        ("splunk_get_job_status", {"sid": sid3}, _job(sid3, "QUEUED", 0.0, 0, 0, 0, 0.0, quota))
    ] * 3
    calls.append(("splunk_get_results", {"sid": sid3, "offset": 0, "count": 50}, ""))
    calls += [
        ("splunk_get_job_status", {"sid": sid3}, _job(sid3, "QUEUED", 0.0, 0, 0, 0, 0.0, quota))
    ] * 3
    fail = run(
        "splunk",
        "splunk-fail-1",
        "In Splunk, find accounts with more than 20 failed Windows logons (EventCode 4625) in "
        "the last 6 hours, with the source IPs.",
        False,
        calls,
    )
    return ok + fail


def _cw_stats(matched: float, scanned: float, nbytes: float) -> dict[str, float]:
    return {"recordsMatched": matched, "recordsScanned": scanned, "bytesScanned": nbytes}


def _cw_row(**fields: str) -> list[dict[str, str]]:
    return [{"field": k.replace("_", "@", 1) if k.startswith("_") else k, "value": v}
            for k, v in fields.items()]  # fmt: skip


def cloudwatch() -> list[Row]:
    grp = "/aws/lambda/checkout-api"
    q1 = (
        'filter @type = "REPORT" | fields @timestamp, @requestId, @duration, '
        "@maxMemoryUsed | sort @duration desc | limit 5"
    )
    slow = [
        ("2025-03-06 08:14:22.118", "8f1d2c3b-6a5e-4f70-9d8c-1b2a3c4d5e6f", "9012.44"),
        ("2025-03-06 07:02:51.904", "2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d", "8877.10"),
        ("2025-03-06 05:40:09.330", "7e8f9a0b-1c2d-4e3f-8a9b-0c1d2e3f4a5b", "6120.72"),
        ("2025-03-06 08:14:25.601", "4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f", "5988.03"),
        ("2025-03-06 04:11:47.012", "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", "5231.66"),
    ]
    rows = [_cw_row(_timestamp=t, _requestId=r, _duration=d, _maxMemoryUsed="412000000")
            for t, r, d in slow]  # fmt: skip
    q2 = (
        "filter @message like /ERROR|Task timed out/ | fields @timestamp, @requestId, @message "
        "| sort @timestamp desc | limit 20"
    )
    q3 = (
        'filter @type = "REPORT" and @duration > 5000 | fields @requestId, @duration, '
        "@initDuration | sort @duration desc"
    )
    cold = [
        _cw_row(_requestId=slow[0][1], _duration=slow[0][2], _initDuration="2841.07"),
        _cw_row(_requestId=slow[1][1], _duration=slow[1][2], _initDuration="2790.55"),
        _cw_row(_requestId=slow[3][1], _duration=slow[3][2], _initDuration="2802.91"),
    ]
    win = {"logGroupName": grp, "startTime": 1741226400, "endTime": 1741248000}
    ids = [
        "5e1c2a34-9b0d-4c3e-8f71-2d6a9c0b7e14",
        "a7d3e9f1-2c4b-4d6e-9f80-3b5c7d9e1f20",
        "c2e4f6a8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
    ]
    ok = run(
        "cloudwatch",
        "cloudwatch-ok-1",
        "CloudWatch Logs Insights, /aws/lambda/checkout-api, last 6 h: the five slowest "
        "invocations, any errors or timeouts, and were the slow ones cold starts?",
        True,
        [
            ("logs_start_query", win | {"queryString": q1}, j({"queryId": ids[0]})),
            ("logs_get_query_results", {"queryId": ids[0]},
             j({"results": [], "statistics": _cw_stats(0.0, 184220.0, 61204455.0),
                "status": "Running"})),
            ("logs_get_query_results", {"queryId": ids[0]},
             j({"results": rows[:3], "statistics": _cw_stats(2210.0, 402117.0, 133870211.0),
                "status": "Running"})),
            ("logs_get_query_results", {"queryId": ids[0]},
             j({"results": rows, "statistics": _cw_stats(4388.0, 802551.0, 268120733.0),
                "status": "Complete"})),
            ("logs_start_query", win | {"queryString": q2}, j({"queryId": ids[1]})),
            ("logs_get_query_results", {"queryId": ids[1]},
             j({"results": [], "statistics": _cw_stats(0.0, 802551.0, 268120733.0),
                "status": "Complete"})),
            ("logs_start_query", win | {"queryString": q3}, j({"queryId": ids[2]})),
            ("logs_get_query_results", {"queryId": ids[2]},
             j({"results": cold, "statistics": _cw_stats(7.0, 802551.0, 268120733.0),
                "status": "Complete"})),
        ],
    )  # fmt: skip
    grp2 = "/ecs/payments-gateway"
    zero = _cw_stats(0.0, 0.0, 0.0)
    fq = [
        (
            "filter status >= 500 | stats count(*) BY bin(1h)",
            1741132800,
            1741219200,
            "0b9e8d7c-6f5a-4b3c-9d2e-1f0a9b8c7d6e",
        ),
        (
            "filter @message like /\\s5\\d\\d\\s/ | fields @timestamp, @message | limit 50",
            1741132800,
            1741219200,
            "1c0f9e8d-7a6b-4c5d-8e3f-2a1b0c9d8e7f",
        ),
        (
            "filter @message like /5\\d\\d/ | stats count(*) BY bin(1d)",
            1740614400,
            1741219200,
            "2d1a0f9e-8b7c-4d6e-9f4a-3b2c1d0e9f8a",
        ),
        (
            "fields @timestamp, @message | limit 20",
            1740614400,
            1741219200,
            "3e2b1a0f-9c8d-4e7f-8a5b-4c3d2e1f0a9b",
        ),
    ]
    calls: list[Call] = []
    for i, (qs, start, end, qid) in enumerate(fq):
        calls.append(("logs_start_query", {"logGroupName": grp2, "startTime": start,
                                           "endTime": end, "queryString": qs},
                      j({"queryId": qid})))  # fmt: skip
        if i == 0:
            calls.append(
                (
                    "logs_get_query_results",
                    {"queryId": qid},
                    j({"results": [], "statistics": zero, "status": "Running"}),
                )
            )
        calls.append(
            (
                "logs_get_query_results",
                {"queryId": qid},
                j({"results": [], "statistics": zero, "status": "Complete"}),
            )
        )
    fail = run(
        "cloudwatch",
        "cloudwatch-fail-1",
        "Find the HTTP 5xx errors the payments gateway logged yesterday (5 March 2025) in the "
        "/ecs/payments-gateway log group, with counts per hour.",
        False,
        calls,
    )
    return ok + fail


# ------------------------------------------------------------ embodied and text environments

_ALF_ROOM = (
    "You are in the middle of a room. Looking quickly around you, you see a cabinet 2, a "
    "cabinet 1, a coffeemachine 1, a countertop 2, a countertop 1, a drawer 1, a fridge 1, a "
    "garbagecan 1, a microwave 1, a sinkbasin 1, a stoveburner 1, and a toaster 1."
)


def alfworld() -> list[Row]:
    steps = [
        ("go to countertop 1", "You arrive at countertop 1. On the countertop 1, you see a "
         "bread 1, a butterknife 2, and a saltshaker 1."),
        ("go to countertop 2", "You arrive at countertop 2. On the countertop 2, you see a "
         "apple 1, a lettuce 2, and a spatula 1."),
        ("go to coffeemachine 1", "You arrive at coffeemachine 1. On the coffeemachine 1, you "
         "see a mug 2."),
        ("take mug 2 from coffeemachine 1", "You pick up the mug 2 from the coffeemachine 1."),
        ("heat mug 2 with microwave 1", "Nothing happens."),
        ("go to microwave 1", "You arrive at microwave 1. The microwave 1 is closed."),
        ("heat mug 2 with microwave 1", "You heat the mug 2 using the microwave 1."),
        ("go to cabinet 1", "You arrive at cabinet 1. The cabinet 1 is closed."),
        ("open cabinet 1", "You open the cabinet 1. The cabinet 1 is open. In it, you see a "
         "glassbottle 1."),
        ("put mug 2 in/on cabinet 1", "You put the mug 2 in/on the cabinet 1."),
    ]  # fmt: skip
    ok = run(
        "alfworld",
        "alfworld-ok-1",
        f"{_ALF_ROOM}\nYour task is to: heat some mug and put it in cabinet.",
        True,
        [("alfworld_step", {"action": a}, o) for a, o in steps],
    )
    bad = [
        ("go to countertop 1", "You arrive at countertop 1. On the countertop 1, you see a "
         "soapbar 1, a soapbottle 2, and a spraybottle 1."),
        ("take soapbar 1 from countertop 1", "Nothing happens."),
        ("look", "Nothing happens."),
        ("inventory", "Nothing happens."),
        ("take soapbar 1 from countertop 1", "Nothing happens."),
        ("go to countertop 2", "Nothing happens."),
        ("examine countertop 1", "Nothing happens."),
        ("go to garbagecan 1", "Nothing happens."),
    ]  # fmt: skip
    room = (
        "You are in the middle of a room. Looking quickly around you, you see a cabinet 2, a "
        "cabinet 1, a countertop 2, a countertop 1, a garbagecan 1, a sinkbasin 1, a "
        "toilet 1, and a towelholder 1."
    )
    fail = run(
        "alfworld",
        "alfworld-fail-1",
        f"{room}\nYour task is to: put two soapbar in garbagecan.",
        False,
        [("alfworld_step", {"action": a}, o) for a, o in bad],
    )
    return ok + fail


def scienceworld() -> list[Row]:
    kitchen = (
        "This room is called the kitchen. In it, you see: \n\tthe agent\n\ta substance called "
        "air\n\ta chair. On the chair is: nothing.\n\ta counter. On the counter is: a bowl "
        "(containing a red apple, a banana), a drawer.\n\ta cupboard. The cupboard door is "
        "closed. \n\ta freezer. The freezer door is closed. \n\ta fridge. The fridge door is "
        "closed. \n\ta glass jar (containing a substance called sodium chloride)\n\ta lighter"
        "\n\ta oven, which is turned off. The oven door is closed. \n\ta painting\n\ta sink, "
        "which is turned off. In the sink is: nothing.\n\ta stove, which is turned off. On the "
        "stove is: nothing.\n\ta table. On the table is: a glass cup (containing nothing).\n"
        "\ta thermometer, currently reading a temperature of 10 degrees celsius\nYou also see:"
        "\n\tA door to the bathroom (that is open)\n\tA door to the hallway (that is open)\n\t"
        "A door to the outside (that is open)"
    )
    on_stove = (
        "a stove, which is turned on. On the stove is: a metal pot (containing a "
        "substance called {})."
    )
    amb = (
        "Ambiguous request: Please enter the number for the action you intended (or blank to "
        "cancel):\n0:\tfocus on water (in metal pot, in sink, in kitchen)\n1:\tfocus on water "
        "(in sink, in kitchen)"
    )
    steps = [
        ("look around", kitchen),
        ("open cupboard", "The cupboard is now open."),
        ("look at cupboard", "a cupboard. The cupboard door is open. In the cupboard is: a "
         "ceramic cup (containing nothing), a metal pot (containing nothing), a tin cup "
         "(containing nothing)."),
        ("move metal pot to sink", "You move the metal pot to the sink."),
        ("activate sink", "The sink is now activated."),
        ("deactivate sink", "The sink is now deactivated."),
        ("focus on water", amb),
        ("0", "You focus on the water."),
        ("move metal pot to stove", "You move the metal pot to the stove."),
        ("activate stove", "The stove is now activated."),
        ("look at stove", on_stove.format("water")),
        ("wait1", "You decide to wait for 1 iterations."),
        ("look at stove", on_stove.format("water")),
        ("wait1", "You decide to wait for 1 iterations."),
        ("look at stove", on_stove.format("steam")),
    ]  # fmt: skip
    return run(
        "scienceworld",
        "scienceworld-ok-1",
        "Your task is to boil water. For compounds without a boiling point, combusting the "
        "substance is also acceptable. First, focus on the substance. Then, take actions that "
        "will cause it to change its state of matter.",
        True,
        [("scienceworld_step", {"action": a}, o) for a, o in steps],
    )


def textcraft() -> list[Row]:
    task = (
        "Crafting commands:\ncraft 4 oak planks using 1 oak log\ncraft 4 stick using 2 oak "
        "planks\ncraft 1 iron pickaxe using 3 iron ingot, 2 stick\ncraft 9 iron nugget using 1 "
        "iron ingot\ncraft 1 oak boat using 5 oak planks\n\nGoal: craft iron pickaxe."
    )
    return run(
        "textcraft",
        "textcraft-ok-1",
        task,
        True,
        [
            ("textcraft_inventory", {}, "Inventory: You are not carrying anything."),
            ("textcraft_get", {"item": "2 stick"}, "Could not find 2 stick"),
            ("textcraft_get", {"item": "1 oak log"}, "Got 1 oak log"),
            (
                "textcraft_craft",
                {"command": "4 oak planks using 1 oak log"},
                "Crafted 4 minecraft:oak_planks",
            ),
            (
                "textcraft_craft",
                {"command": "4 stick using 2 oak planks"},
                "Crafted 4 minecraft:stick",
            ),
            ("textcraft_get", {"item": "3 iron ingot"}, "Got 3 iron ingot"),
            (
                "textcraft_craft",
                {"command": "1 iron pickaxe using 3 iron ingots, 2 sticks"},
                "Could not find a valid recipe for 3 iron ingots, 2 sticks",
            ),
            ("textcraft_inventory", {}, "Inventory: [oak planks] (2) [stick] (4) [iron ingot] (3)"),
            (
                "textcraft_craft",
                {"command": "1 iron pickaxe using 3 iron ingot, 2 stick"},
                "Crafted 1 minecraft:iron_pickaxe",
            ),
        ],
    )


def _stamp(secs: int, nsecs: int) -> str:
    return f"  stamp: \n    secs: {secs}\n    nsecs: {nsecs:9d}\n"


def _mb_status(seq: int, secs: int, goal: str, gsecs: int, status: int, text: str) -> str:
    gnsecs = goal.rsplit(".", 1)[1]
    return (
        f"header: \n  seq: {seq}\n{_stamp(secs, 91822000)}  frame_id: ''\nstatus_list: \n  - \n"
        f"    goal_id: \n      stamp: \n        secs: {gsecs}\n        nsecs: {gnsecs}\n      "
        f'id: "{goal}"\n    status: {status}\n    text: "{text}"\n---\n'
    )


def ros() -> list[Row]:
    topics = "\n".join([
        "/amcl_pose", "/battery_state", "/cmd_vel", "/map", "/move_base/current_goal",
        "/move_base/goal", "/move_base/result", "/move_base/status", "/move_base_simple/goal",
        "/odom", "/rosout", "/rosout_agg", "/scan", "/tf", "/tf_static",
    ]) + "\n"  # fmt: skip
    battery = (
        f'header: \n  seq: 88213\n{_stamp(1741255012, 433120000)}  frame_id: "base_link"\n'
        "voltage: 11.920000076293945\ntemperature: nan\ncurrent: -1.840000033378601\ncharge: "
        "nan\ncapacity: nan\ndesign_capacity: 1.7999999523162842\npercentage: "
        "0.6100000143051147\npower_supply_status: 2\npower_supply_health: 1\n"
        "power_supply_technology: 3\npresent: True\ncell_voltage: []\ncell_temperature: []\n"
        "location: ''\nserial_number: ''\n---\n"
    )
    old = "/move_base-17-1741254710.512003000"
    new = "/move_base-18-1741255101.204117000"
    accepted = "This goal has been accepted by the simple action server"
    goal = ("{header: {frame_id: map}, pose: {position: {x: 14.1, y: -3.5, z: 0.0}, "
            "orientation: {z: 0.707, w: 0.707}}}")  # fmt: skip
    ok = run(
        "ros",
        "ros-ok-1",
        "Robot tb3_2 stopped near the loading dock. Check battery and navigation, clear the "
        "costmaps, resend the dock goal (14.1, -3.5, facing +y) and confirm it arrives.",
        True,
        [
            ("rostopic_list", {}, topics),
            ("rostopic_echo", {"topic": "/battery_state", "n": 1}, battery),
            ("rostopic_echo", {"topic": "/move_base/status", "n": 1}, _mb_status(
                20114, 1741255013, old, 1741254710, 4, "Failed to find a valid plan. Even "
                "after executing recovery behaviors.")),
            ("rosservice_call", {"service": "/move_base/clear_costmaps", "args": "{}"}, ""),
            ("rostopic_pub", {"topic": "/move_base_simple/goal",
                              "type": "geometry_msgs/PoseStamped", "msg": goal, "once": True},
             "publishing and latching message for 3.0 seconds"),
            ("rostopic_echo", {"topic": "/move_base/status", "n": 1},
             _mb_status(20201, 1741255104, new, 1741255101, 1, accepted)),
            ("rostopic_echo", {"topic": "/move_base/status", "n": 1},
             _mb_status(20388, 1741255203, new, 1741255101, 1, accepted)),
            ("rostopic_echo", {"topic": "/move_base/status", "n": 1},
             _mb_status(20525, 1741255340, new, 1741255101, 3, "Goal reached.")),
        ],
    )  # fmt: skip
    warn = (
        "WARNING: no messages received and simulated time is active.\nIs /clock being published?\n"
    )
    sim_topics = "\n".join([
        "/arm_controller/command", "/arm_controller/state", "/clock", "/gazebo/link_states",
        "/gazebo/model_states", "/gripper_controller/gripper_cmd/goal",
        "/gripper_controller/state", "/joint_states", "/rosout", "/tf",
    ]) + "\n"  # fmt: skip
    fail = run(
        "ros",
        "ros-fail-1",
        "In the Gazebo simulation, read the arm's current joint states and the gripper's "
        "state, and report the wrist_2 joint angle in degrees and whether the gripper is "
        "closed.",
        False,
        [
            ("rostopic_echo", {"topic": "/joint_states", "n": 1}, warn),
            ("rostopic_echo", {"topic": "/gripper_controller/state", "n": 1}, warn),
            ("rostopic_list", {}, sim_topics),
            ("rosservice_call", {"service": "/gazebo/get_model_state",
                                 "args": "{model_name: ur5e}"},
             "ERROR: Unable to communicate with service [/gazebo/get_model_state], address "
             "[rosrpc://sim-01:44217]\n"),
            ("rostopic_echo", {"topic": "/clock", "n": 1}, warn),
            ("rostopic_echo", {"topic": "/arm_controller/state", "n": 1}, warn),
            ("rostopic_echo", {"topic": "/joint_states", "n": 1, "timeout": 10}, warn),
        ],
    )  # fmt: skip
    return ok + fail


def minecraft() -> list[Row]:
    gone = "Error: Bot is not connected (disconnected: kicked - Timed out)"
    return run(
        "minecraft",
        "minecraft-fail-1",
        "With the Minecraft bot, gather 8 oak logs near spawn and build a 3x3 oak-plank "
        "platform at (0, 70, 0).",
        False,
        [
            ("get-position", {}, "Current position: (12, 64, -30)"),
            (
                "find-block",
                {"blockType": "oak_log", "maxDistance": 32},
                "Found oak_log at position (18, 66, -41)",
            ),
            (
                "move-to-position",
                {"x": 18, "y": 66, "z": -40, "range": 1},
                f"Failed to move to position: {gone}",
            ),
            ("dig-block", {"x": 18, "y": 66, "z": -41}, f"Failed to dig block: {gone}"),
            ("get-inventory", {}, f"Failed to get inventory: {gone}"),
            (
                "find-block",
                {"blockType": "oak_log", "maxDistance": 64},
                f"Failed to find block: {gone}",
            ),
            (
                "move-to-position",
                {"x": 18, "y": 66, "z": -40, "range": 2},
                f"Failed to move to position: {gone}",
            ),
            ("get-position", {}, f"Failed to get position: {gone}"),
        ],
    )


def lab() -> list[Row]:
    run_id = "RUN-20250306-0042"

    def st(state: str, progress: float, elapsed: int, **extra: Any) -> str:
        return j(
            {
                "run_id": run_id,
                "instrument": "platereader-1",
                "state": state,
                "progress": progress,
                "elapsed_s": elapsed,
            }
            | extra
        )

    grid = {
        "A": [0.081, 0.512, 0.644, 0.802, 0.911, 0.088, 0.079, 0.433, 0.612, 0.845, 0.903, 0.083],
        "B": [0.079, 0.498, 0.671, 0.815, 0.929, 0.084, 0.080, 0.451, 0.598, 0.832, 0.887, 0.081],
        "C": [0.082, 0.305, 0.402, 0.511, 0.588, 0.085, 0.078, 0.288, 0.379, 0.502, 0.571, 0.080],
        "D": [0.080, 0.311, 0.398, 0.522, 0.601, 0.083, 0.081, 0.293, 0.384, 0.497, 0.566, 0.082],
        "E": [0.083, 0.702, 0.788, 0.799, 0.804, 0.086, 0.080, 0.690, 0.781, 0.811, 0.822, 0.084],
        "F": [0.081, 0.695, 0.779, 0.806, 0.798, 0.082, 0.079, 0.688, 0.776, 0.793, 0.809, 0.083],
        "G": [0.078, 0.120, 0.131, 0.140, 0.152, 0.081, 0.080, 0.118, 0.129, 0.138, 0.149, 0.079],
        "H": [0.080, 0.082, 0.081, 0.079, 0.083, 0.080, 0.081, 0.080, 0.082, 0.079, 0.081, 0.080],
    }
    res = {
        "run_id": run_id,
        "plate_id": "P-0312",
        "wavelength_nm": 600,
        "units": "OD",
        "temperature_c": 37.0,
        "layout": "96-well, rows A-H x columns 1-12",
        "data": grid,
    }
    temps = "\n".join(
        f'lab/incubator-2/temperature {{"ts":"2025-03-06T10:{m:02d}:00Z","c":{c}}}'
        for m, c in [(30, 37.0), (31, 37.1), (32, 37.0), (33, 36.9), (34, 37.0), (35, 37.0)]
    )
    return run(
        "lab",
        "lab-ok-1",
        "Read plate P-0312 at 600 nm, report the wells above OD 0.8, and confirm from MQTT "
        "telemetry that incubator 2 held 37 C without alarms during the run.",
        True,
        [
            ("platereader_start_read", {"plate_id": "P-0312", "protocol": "abs600_single"},
             j({"run_id": run_id, "state": "queued", "position_in_queue": 0})),
            ("platereader_get_run", {"run_id": run_id}, st("running", 0.35, 41, eta_s=76)),
            ("platereader_get_run", {"run_id": run_id}, st("running", 0.82, 97, eta_s=21)),
            ("platereader_get_run", {"run_id": run_id},
             st("completed", 1.0, 118, finished_at="2025-03-06T10:31:52Z")),
            ("platereader_get_results", {"run_id": run_id}, j(res)),
            ("mqtt_subscribe", {"topic": "lab/incubator-2/temperature", "max_messages": 6,
                                "timeout_s": 10, "from_retained_history": "10:30"}, temps),
            ("mqtt_subscribe", {"topic": "lab/incubator-2/alarms", "timeout_s": 5},
             "No messages received on lab/incubator-2/alarms within 5 s"),
        ],
    )  # fmt: skip


# -------------------------------------------------------------------- customer-service back ends


def telecom() -> list[Row]:
    acct = {
        "account_id": "AC-7781204",
        "holder": "Rosa Delgado",
        "status": "active",
        "lines": [
            {
                "msisdn": "555-0142",
                "plan_id": "ESS-15",
                "plan_name": "Essentials 15GB",
                "monthly_fee": "45.00",
            },
            {
                "msisdn": "555-0177",
                "plan_id": "KIDS-5",
                "plan_name": "Kids 5GB",
                "monthly_fee": "15.00",
            },
        ],
        "autopay": True,
        "billing_day": 3,
    }
    usage = {
        "msisdn": "555-0142",
        "cycle": "2025-02",
        "data_gb_used": 21.4,
        "data_gb_included": 15,
        "overage_gb": 6.4,
        "voice_min": 312,
        "sms": 88,
        "international_min": 0,
    }
    bill = {
        "account_id": "AC-7781204",
        "cycle": "2025-02",
        "total": "112.40",
        "items": [
            {"msisdn": "555-0142", "desc": "Essentials 15GB", "amount": "45.00"},
            {"msisdn": "555-0142", "desc": "Data overage 6.4 GB @ 7.50/GB", "amount": "48.00"},
            {"msisdn": "555-0177", "desc": "Kids 5GB", "amount": "15.00"},
            {"msisdn": "", "desc": "Taxes and fees", "amount": "4.40"},
        ],
        "previous_total": "64.20",
    }
    plans = {
        "plans": [
            {
                "plan_id": "ESS-15",
                "name": "Essentials 15GB",
                "monthly_fee": "45.00",
                "data_gb": 15,
                "overage_per_gb": "7.50",
            },
            {
                "plan_id": "UNL-PLUS",
                "name": "Unlimited Plus",
                "monthly_fee": "65.00",
                "data_gb": None,
                "overage_per_gb": None,
                "hotspot_gb": 30,
            },
            {
                "plan_id": "UNL",
                "name": "Unlimited",
                "monthly_fee": "55.00",
                "data_gb": None,
                "overage_per_gb": None,
                "hotspot_gb": 5,
            },
        ]
    }
    return run(
        "telecom",
        "telecom-ok-1",
        "Rosa Delgado (line 555-0142): 'Why is my February bill so high? If Unlimited Plus "
        "would have been cheaper, switch me next cycle.' Also rule out roaming charges.",
        True,
        [
            ("get_account", {"msisdn": "555-0142"}, j(acct)),
            ("get_usage", {"msisdn": "555-0142", "cycle": "2025-02"}, j(usage)),
            ("get_bill", {"account_id": "AC-7781204", "cycle": "2025-02"}, j(bill)),
            ("list_roaming_charges", {"msisdn": "555-0142", "cycle": "2025-02"},
             j({"msisdn": "555-0142", "cycle": "2025-02", "roaming_charges": [],
                "total": "0.00"})),
            ("list_plans", {"msisdn": "555-0142"}, j(plans)),
            ("change_plan", {"msisdn": "555-0142", "plan_id": "UNL-PLUS",
                             "effective": "next_cycle"},
             j({"order_id": "CHG-88412", "status": "scheduled", "effective_date": "2025-03-03",
                "msisdn": "555-0142", "new_plan_id": "UNL-PLUS"})),
        ],
    )  # fmt: skip


def insurance() -> list[Row]:
    pol = {
        "policy_number": "HO-4471-22",
        "holder": "Graham Okoye",
        "product": "Homeowners",
        "status": "in_force",
        "effective": "2024-06-01",
        "expires": "2025-06-01",
        "deductible": "1000.00",
        "property": "18 Linden Ave, Maple Falls",
    }
    none = {
        "policy_number": "HO-4471-22",
        "status_filter": "open",
        "claims": [],
        "message": "No open claims for this policy.",
    }
    claims = {
        "policy_number": "HO-4471-22",
        "status_filter": "any",
        "claims": [
            {
                "claim_id": "CLM-2025-018842",
                "loss_date": "2025-01-28",
                "peril": "hail",
                "filed": "2025-01-30",
                "status": "closed_paid",
                "closed": "2025-02-21",
            },
            {
                "claim_id": "CLM-2022-004410",
                "loss_date": "2022-11-03",
                "peril": "water",
                "filed": "2022-11-04",
                "status": "closed_paid",
                "closed": "2022-12-15",
            },
        ],
    }
    detail = {
        "claim_id": "CLM-2025-018842",
        "policy_number": "HO-4471-22",
        "peril": "hail",
        "status": "closed_paid",
        "adjuster": "T. Brennan",
        "estimate": "8420.00",
        "deductible_applied": "1000.00",
        "paid": "7420.00",
        "payments": [
            {
                "date": "2025-02-21",
                "amount": "7420.00",
                "method": "ACH",
                "reference": "PAY-55120871",
            }
        ],
        "open_items": [],
    }
    ok = run(
        "insurance",
        "insurance-ok-1",
        "Customer on policy HO-4471-22 asks: 'What's happening with the hail claim I filed "
        "last month, and do I have anything else open with you?'",
        True,
        [
            ("get_policy", {"policy_number": "HO-4471-22"}, j(pol)),
            ("list_claims", {"policy_number": "HO-4471-22", "status": "open"}, j(none)),
            ("list_claims", {"policy_number": "HO-4471-22", "status": "any"}, j(claims)),
            ("get_claim_status", {"claim_id": "CLM-2025-018842"}, j(detail)),
        ],
    )  # fmt: skip
    stale = j(
        {
            "claim_id": "CLM-000001",
            "policy_number": "TEST-0000-00",
            "claimant": "Test Claimant",
            "peril": "other",
            "status": "open",
            "loss_date": "2020-01-01",
            "adjuster": "unassigned",
            "estimate": "0.00",
            "notes": "Sample record",
        }
    )
    ids = ["CLM-2025-020117", "CLM-2025-020244", "CLM-2025-019905", "CLM-2025-020117"]
    fail = run(
        "insurance",
        "insurance-fail-1",
        "For the adjuster queue, look up the status, adjuster and estimate of claims "
        "CLM-2025-020117, CLM-2025-020244 and CLM-2025-019905.",
        False,
        [("get_claim_status", {"claim_id": c}, stale) for c in ids]
        + [("list_claims", {"policy_number": "AU-2210-19", "status": "open"},
            j({"policy_number": "AU-2210-19", "status_filter": "open",
               "claims": [json.loads(stale)]}))],
    )  # fmt: skip
    return ok + fail


def bank() -> list[Row]:
    cards = {
        "cards": [
            {
                "card_id": "crd_8Hq2",
                "last4": "4417",
                "type": "credit",
                "status": "active",
                "network": "Visa",
                "expires": "2027-08",
            },
            {
                "card_id": "crd_3Lm9",
                "last4": "0921",
                "type": "debit",
                "status": "active",
                "network": "Mastercard",
                "expires": "2026-02",
            },
        ]
    }

    def tx(id_: str, date: str, merchant: str, amount: str, status: str = "posted") -> dict:
        return {
            "txn_id": id_,
            "date": date,
            "merchant": merchant,
            "amount": amount,
            "currency": "USD",
            "status": status,
        }

    p1 = [
        tx("txn_91a", "2025-03-05", "WHOLE FOODS #1043", "-84.12"),
        tx("txn_90f", "2025-03-03", "SHELL OIL 5741", "-52.30"),
        tx("txn_90c", "2025-03-01", "CITY PARKING", "-12.00"),
        tx("txn_8ff", "2025-02-28", "AMZN MKTP US", "-23.99"),
        tx("txn_8fa", "2025-02-27", "STREAMFLIX.COM", "-89.99"),
    ]
    p2 = [
        tx("txn_8f2", "2025-02-27", "STREAMFLIX.COM", "-1.00", "reversed"),
        tx("txn_8e7", "2025-02-24", "TRADER JOES #552", "-61.45"),
        tx("txn_8e1", "2025-02-21", "PAYMENT - THANK YOU", "450.00"),
    ]
    q = {"card_id": "crd_8Hq2", "from": "2025-02-20", "to": "2025-03-06", "page_size": 5}
    return run(
        "bank",
        "bank-ok-1",
        "Customer reports the $89.99 STREAMFLIX charge of 27 Feb on card 4417 as fraud. Find "
        "it, check other charges from that merchant and existing disputes, open a fraud "
        "dispute, freeze the card.",
        True,
        [
            ("list_cards", {"customer_id": "cus_20931"}, j(cards)),
            ("get_card_transactions", q | {"page": 1},
             j({"transactions": p1, "page": 1, "has_more": True})),
            ("get_card_transactions", q | {"page": 2},
             j({"transactions": p2, "page": 2, "has_more": False})),
            ("search_transactions", {"card_id": "crd_8Hq2", "merchant": "STREAMFLIX",
                                     "from": "2024-09-01"},
             j({"transactions": [p1[4], p2[0]], "count": 2})),
            ("list_disputes", {"card_id": "crd_8Hq2"}, j({"disputes": [], "total": 0})),
            ("open_dispute", {"card_id": "crd_8Hq2", "txn_id": "txn_8fa", "reason": "fraud"},
             j({"dispute_id": "dsp_40127", "status": "submitted",
                "provisional_credit": "89.99", "expected_resolution": "2025-04-05"})),
            ("freeze_card", {"card_id": "crd_8Hq2"},
             j({"card_id": "crd_8Hq2", "status": "frozen"})),
        ],
    )  # fmt: skip


def utility() -> list[Row]:
    inc = {
        "incident_id": "OUT-55102",
        "cause": "tree on line",
        "customers_affected": 412,
        "started": "2025-03-06T05:52:00Z",
        "etr": "2025-03-06T14:00:00Z",
        "crew_status": "on site",
    }
    birch = {
        "address": "14 Birch Lane, Millbrook",
        "status": "outage",
        "incident": inc,
        "as_of": "2025-03-06T07:42:00Z",
    }
    harbor = {
        "address": "220 Harbor Rd, Millbrook",
        "status": "no_outage",
        "message": "No outage reported at this address.",
        "as_of": "2025-03-06T07:42:00Z",
    }
    quarry = {
        "address": "9 Quarry St, Millbrook",
        "status": "outage",
        "incident": inc,
        "as_of": "2025-03-06T07:43:00Z",
    }
    harbor2 = {
        "address": "220 Harbor Rd, Millbrook",
        "status": "reported",
        "message": "Outage reported by customer; crew assessment pending.",
        "ticket": "TKT-301882",
        "as_of": "2025-03-06T07:51:00Z",
    }
    ok = run(
        "utility",
        "utility-ok-1",
        "Power-loss calls from 14 Birch Lane, 220 Harbor Rd and 9 Quarry St (Millbrook): "
        "give each its restoration estimate; report an outage where none is known.",
        True,
        [
            ("check_outage", {"address": "14 Birch Lane, Millbrook"}, j(birch)),
            ("check_outage", {"address": "220 Harbor Rd, Millbrook"}, j(harbor)),
            ("check_outage", {"address": "9 Quarry St, Millbrook"}, j(quarry)),
            ("report_outage", {"address": "220 Harbor Rd, Millbrook",
                               "caller": "customer phone"},
             j({"ticket": "TKT-301882", "status": "received"})),
            ("check_outage", {"address": "220 Harbor Rd, Millbrook"}, j(harbor2)),
        ],
    )  # fmt: skip
    old = {"status": "outage", "incident": {
        "incident_id": "OUT-54877", "area": "Lakeside, Kent County", "cause": "substation fault",
        "customers_affected": 2210, "started": "2025-03-03T18:05:00Z",
        "etr": "2025-03-03T23:30:00Z", "crew_status": "dispatched"},
        "as_of": "2025-03-03T19:10:00Z"}  # fmt: skip
    addrs = [
        "3 Elm Ct, Fairview",
        "41 Mill Rd, Fairview",
        "Fairview Elementary School",
        "1200 Ridge Pkwy, Fairview",
        "3 Elm Ct, Fairview",
        "Fairview",
    ]
    fail = run(
        "utility",
        "utility-fail-1",
        "Customers in Fairview are calling about power loss. Check the outage map for 3 Elm "
        "Ct, 41 Mill Rd, Fairview Elementary School and 1200 Ridge Pkwy and give each an "
        "estimated restoration time.",
        False,
        [("check_outage", {"address": a}, j({"address": a} | old)) for a in addrs],
    )
    return ok + fail


def returns() -> list[Row]:
    order = {
        "order_id": "A-77120",
        "placed": "2025-02-18",
        "delivered": "2025-02-21",
        "items": [
            {"sku": "HP-ANC-700", "name": "ANC headphones 700", "qty": 1, "price": "199.00"},
            {
                "sku": "CS-HP-700",
                "name": "Travel case (clearance)",
                "qty": 1,
                "price": "14.00",
                "final_sale": True,
            },
        ],
    }
    return run(
        "returns",
        "returns-ok-1",
        "Customer wants to return order A-77120 (headphones and a case): check eligibility "
        "and open returns, create the return for what is eligible, explain next steps.",
        True,
        [
            ("get_order", {"order_id": "A-77120"}, j(order)),
            ("check_return_eligibility", {"order_id": "A-77120", "sku": "HP-ANC-700"},
             j({"sku": "HP-ANC-700", "eligible": True, "window_ends": "2025-03-23",
                "refund_method": "original_payment", "restocking_fee": "0.00"})),
            ("check_return_eligibility", {"order_id": "A-77120", "sku": "CS-HP-700"},
             j({"sku": "CS-HP-700", "eligible": False, "reason": "final_sale",
                "message": "Clearance items are final sale and cannot be returned."})),
            ("list_rmas", {"order_id": "A-77120"}, j({"order_id": "A-77120", "rmas": []})),
            ("create_rma", {"order_id": "A-77120", "items": [{"sku": "HP-ANC-700", "qty": 1}],
                            "reason": "changed_mind"},
             j({"rma_id": "RMA-310552", "status": "label_created",
                "label_url": "https://returns.example.com/labels/RMA-310552.pdf",
                "drop_off_by": "2025-03-20", "refund_estimate": "199.00"})),
            ("get_rma_status", {"rma_id": "RMA-310552"},
             j({"rma_id": "RMA-310552", "status": "label_created", "events": [
                 {"at": "2025-03-06T11:20:04Z", "event": "rma_created"},
                 {"at": "2025-03-06T11:20:05Z", "event": "label_emailed"}]})),
        ],
    )  # fmt: skip


def build() -> list[Row]:
    """Every session, group by group."""
    parts = [
        wikidata, dbpedia, neo4j, rdf_store, kg_search,
        reddit, x_search, mastodon, telegram, whatsapp, hn,
        msgraph, gdrive, box, wordpress, sanity, sanity_fail, coda, obsidian, obsidian_fail,
        canvas, moodle, tmdb, spotify, steam, sports, openlibrary, podcast,
        nmap, edr, nvd, splunk, cloudwatch,
        alfworld, scienceworld, textcraft, ros, minecraft, lab,
        telecom, insurance, bank, utility, returns,
    ]  # fmt: skip
    return [row for part in parts for row in part()]


def main(out: Path = OUT) -> None:
    rows = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
