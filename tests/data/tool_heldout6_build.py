"""Build ``tool_heldout6.jsonl``: a sixth held-out fixture of agent sessions, real-runs format.

Run ``python tests/data/tool_heldout6_build.py`` to rewrite the fixture; the build is
deterministic (no clock, no randomness), and ``tests/test_tool_heldout6.py`` checks that the
committed file is what this script writes.

Each row is one tool call, ``{"source": "heldout6/<family>", "run_id", "task", "tool",
"args", "result", "outcome": {"success": …}}``, a run's rows consecutive and in call order.
``result`` is the string the framework hands the model. The sessions were written without
reading the project's detectors, shape readers, tool counting, or the earlier fixtures; the
entities are invented (accession numbers, NCT ids, prices and people are made up where real
ones were not needed) but the formats follow the tools. A ``-ok-`` run succeeded; a
``-fail-`` run is one where a source failed silently and the agent kept calling it.

Where each family's formats come from, and how sure they are:

* ``bio`` — NCBI BLAST URL API (``QBlastInfoBegin … Status=WAITING|READY|UNKNOWN …
  QBlastInfoEnd`` from ``CMD=Get&FORMAT_OBJECT=SearchInfo``; tabular hits with ``#`` header
  lines): sure of the markers, fairly sure of the tabular header. PubChem PUG REST property
  tables (``{"PropertyTable": {"Properties": [...]}}``) and its ``{"Fault": {"Code":
  "PUGREST.NotFound", …}}``: sure. UniProt REST JSON entries (``primaryAccession``,
  ``proteinDescription``, ``sequence``): sure.
* ``fhir`` — HAPI FHIR R4 ``searchset`` Bundles with ``link`` ``next`` paging and
  ``OperationOutcome`` errors, as the FHIR spec defines them: sure of the resources; the
  wording of the expired-token diagnostics is invented (servers word it their own way).
* ``clinical-trials`` — ClinicalTrials.gov API v2 (``{"studies": [{"protocolSection": …}],
  "nextPageToken": …}``): sure of the structure. openFDA (``meta.results`` with
  ``skip/limit/total``, ``{"error": {"code": "NOT_FOUND", "message": "No matches
  found!"}}``, api.data.gov's ``OVER_RATE_LIMIT``): sure.
* ``osm`` — Nominatim ``format=jsonv2`` (a JSON list, ``[]`` when nothing matches) and
  Overpass JSON (``version``, ``generator``, ``osm3s``, ``elements``, and the ``remark`` a
  timed-out query carries beside an empty ``elements``): sure.
* ``travel`` — AeroDataBox flight status (a list of flights with ``departure`` /
  ``arrival`` blocks of ``scheduledTime`` / ``revisedTime`` / ``runwayTime``, ``status``):
  fairly sure. Hotelbeds APItude availability (``{"auditData": …, "hotels": {"hotels":
  [...], "total": n}}``): fairly sure. A Booking.com RapidAPI wrapper's ``searchHotels``
  (``{"status": true, "message": "Success", "data": {"hotels": [{"accessibilityLabel": …,
  "property": …}]}}``): moderately sure.
* ``transit`` — Transitland v2 REST stop departures (``{"stops": [{"departures": [...]}]}``)
  and stop search: moderately sure of the field names; the arrivals call is this fixture's.
* ``banking`` — Plaid ``/transactions/sync`` (``added``/``modified``/``removed``,
  ``next_cursor``, ``has_more``) and Plaid's error object (``ITEM_LOGIN_REQUIRED``): sure.
  QuickBooks Online report JSON (``Header``/``Columns``/``Rows.Row`` sections with
  ``ColData``) and Xero's ``{"Reports": [...]}`` / ``{"Invoices": [...]}``: fairly sure.
* ``markets`` — Frankfurter (ECB reference rates; a weekend date answers with the last
  business day's ``date``): sure. Binance ``/api/v3/depth`` (``lastUpdateId``, ``bids``,
  ``asks`` as string pairs): sure.
* ``commerce`` — eBay Browse API ``item_summary/search`` (``total``, ``itemSummaries``, no
  ``itemSummaries`` key when ``total`` is 0) and ``getItem``: sure. Shippo shipments with
  ``rates`` and label ``transaction`` objects: fairly sure.
* ``deploy`` — Vercel REST deployments (``readyState``) and build events: fairly sure;
  Cloudflare v4 envelopes (``result``, ``success``, ``errors``, ``messages``,
  ``result_info``; ``{"code": 10000, "message": "Authentication error"}``): sure.
* ``ci-builds`` — Maven and LaTeX (pdfTeX, BibTeX) console output: sure. Bitbucket Pipelines
  REST (``pagelen``/``values``, ``state.result.name``) and Gradle output: sure. Azure DevOps
  answering a lapsed personal access token with its "Sign In" HTML page instead of JSON:
  fairly sure of the behaviour, the page is abridged.
* ``kubernetes-mcp`` — the containers/kubernetes-mcp-server tools (``pods_list_in_namespace``
  as a kubectl-style table, ``pods_get`` as YAML, ``events_list`` as "The following events
  (YAML format) were found:", ``pods_log``'s message for a container that has not logged):
  moderately sure of the exact wording.
* ``observability`` — Rollbar API (``{"err": 0, "result": …}``): sure. Honeycomb query
  results (``complete``, ``data.results``): fairly sure.
* ``audit`` — pip-audit ("No known vulnerabilities found", the ``Name Version ID Fix
  Versions`` table) and npm audit's text report ("found 0 vulnerabilities"): sure.
* ``computer-use`` — Anthropic's ``computer`` tool: a harness that logs text renders the
  image blocks as ``[image/png …]``; the text parts ("Screenshot taken", "Clicked at (x, y)",
  the ``zoom`` action) follow Anthropic's reference loop and docs: moderately sure of the
  wording, the image placeholder is this fixture's.
* ``mobile`` — Appium UiAutomator2 page source (``<hierarchy …>`` with ``android.widget.*``
  nodes and ``bounds``): sure. The OCR tool's plain text lines: invented.
* ``legal`` — CourtListener REST v4 search (``count``, cursor ``next``, ``results`` with
  ``caseName``, ``opinions[].snippet``) and opinions (``plain_text``): fairly sure.
* ``hr`` — Workday REST (``{"total": n, "data": [{"id", "descriptor", …}]}``): fairly sure
  of the envelope, less of the time-off fields.
* ``ads`` — Google Ads ``searchStream`` (a list of batches with ``results``, ``fieldMask``,
  ``requestId``; a batch without ``results`` when no row matches): sure. Meta Marketing API
  insights (``data``, ``paging.cursors``, ``paging.next``): sure. Mailchimp reports: sure.
* ``zapier`` — Zapier NLA actions as LangChain's Zapier toolkit names them ("Google Sheets:
  Lookup Spreadsheet Row") answering NLA's execute JSON (``status`` success/empty, ``result``,
  ``review_url``): fairly sure.
* ``langgraph`` — the LangChain RAG tutorial's ``retrieve`` tool with
  ``response_format="content_and_artifact"``: the model gets only the content,
  ``Source: {metadata}\\nContent: …`` blocks joined by blank lines: sure.
* ``semantic-kernel`` — Semantic Kernel's auto function calling: functions are named
  ``Plugin-function`` and the model gets ``str(FunctionResult)`` (the value's ``str``; a
  dataclass's repr, ``True`` for a bool, ``""`` for ``None``): fairly sure.
* ``dspy`` — DSPy 2.4's ``dspy.ReAct`` with a ColBERTv2 retriever: the observation is the
  passages as ``[1] «Title | text»`` lines under the ``Observation n:`` prefix: fairly sure.
* ``autogpt`` — classic AutoGPT (0.4.x): ``Command <name> returned: <result>``, web search
  results as indented JSON, ``File written to successfully.``, and the Selenium error "cannot
  find Chrome binary": sure of the prefix, fairly sure of the rest.
* ``mcp-resources`` — MCP ``resources/read`` results (``{"contents": [{"uri", "mimeType",
  "text" | "blob"}]}``) through Claude Code's ``ListMcpResourcesTool`` /
  ``ReadMcpResourceTool``: sure of the MCP structure, fairly sure of the tool names.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout6.jsonl")

Call = tuple[str, dict[str, Any], str]
Session = tuple[str, str, str, bool, list[Call]]


def j(obj: Any) -> str:
    """Compact JSON, as most APIs send it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def jp(obj: Any, indent: int = 2) -> str:
    """Pretty JSON, as some servers and wrappers hand it on."""
    return json.dumps(obj, ensure_ascii=False, indent=indent)


# --------------------------------------------------------------------------- bio


def _blast_info(*lines: str) -> str:
    return "".join(f"QBlastInfoBegin\n\t{line}\nQBlastInfoEnd\n" for line in lines).rstrip("\n")


def bio() -> list[Session]:
    waiting = _blast_info("Status=WAITING")
    hits = "\n".join(
        [
            "# BLASTP 2.16.1+",
            "# Query: PA-117 uncharacterised protein, isolate PSE-22",
            "# RID: 8R2WJ4NF013",
            "# Database: swissprot",
            "# Fields: query acc.ver, subject acc.ver, % identity, alignment length, "
            "mismatches, gap opens, q. start, q. end, s. start, s. end, evalue, bit score",
            "# 5 hits found",
            "Query_1\tQ9HXK3.1\t81.75\t126\t23\t0\t1\t126\t1\t126\t2.1e-71\t213",
            "Query_1\tQ88MF7.1\t74.60\t126\t32\t0\t1\t126\t1\t126\t6.4e-64\t194",
            "Query_1\tQ4K9T2.1\t70.40\t125\t37\t0\t2\t126\t3\t127\t1.9e-60\t185",
            "Query_1\tP0A9X4.1\t41.27\t126\t71\t2\t1\t126\t4\t128\t3.3e-25\t97.1",
            "Query_1\tO31708.1\t36.51\t126\t75\t3\t1\t124\t1\t124\t8.8e-19\t80.9",
        ]
    )
    entry = j(
        {
            "primaryAccession": "Q9HXK3",
            "uniProtkbId": "YCIA_PSEAE",
            "entryType": "UniProtKB reviewed (Swiss-Prot)",
            "organism": {
                "scientificName": "Pseudomonas aeruginosa (strain PAO1)",
                "taxonId": 208964,
            },
            "proteinDescription": {
                "recommendedName": {"fullName": {"value": "Acyl-CoA thioesterase YciA"}},
                "alternativeNames": [{"fullName": {"value": "Hotdog-fold thioesterase PA3920"}}],
            },
            "genes": [{"orderedLocusNames": [{"value": "PA3920"}]}],
            "comments": [
                {
                    "commentType": "FUNCTION",
                    "texts": [{"value": "Hydrolyses medium- and long-chain acyl-CoA thioesters."}],
                }
            ],
            "sequence": {"length": 126, "molWeight": 13874},
        }
    )
    ok1: Session = (
        "bio",
        "bio-ok-1",
        "blastp pa117.fasta (our Pseudomonas isolate's unknown protein) against Swiss-Prot: "
        "top three hits with identity and E-value, and what the best hit is.",
        True,
        [
            (
                "blast_submit",
                {"program": "blastp", "database": "swissprot", "query_file": "pa117.fasta"},
                "QBlastInfoBegin\n    RID = 8R2WJ4NF013\n    RTOE = 18\nQBlastInfoEnd",
            ),
            ("blast_check_status", {"rid": "8R2WJ4NF013"}, waiting),
            ("blast_check_status", {"rid": "8R2WJ4NF013"}, waiting),
            ("blast_check_status", {"rid": "8R2WJ4NF013"}, waiting),
            (
                "blast_check_status",
                {"rid": "8R2WJ4NF013"},
                _blast_info("Status=READY", "ThereAreHits=yes"),
            ),
            (
                "blast_get_results",
                {"rid": "8R2WJ4NF013", "format_type": "Tabular", "hitlist_size": 5},
                hits,
            ),
            ("uniprot_get_entry", {"accession": "Q9HXK3"}, entry),
        ],
    )

    def props(cid: int, formula: str, weight: str, iupac: str) -> str:
        return j(
            {
                "PropertyTable": {
                    "Properties": [
                        {
                            "CID": cid,
                            "MolecularFormula": formula,
                            "MolecularWeight": weight,
                            "IUPACName": iupac,
                        }
                    ]
                }
            }
        )

    def missing(name: str) -> str:
        return jp(
            {
                "Fault": {
                    "Code": "PUGREST.NotFound",
                    "Message": "No CID found",
                    "Details": [f"No CID found that matches the given name: {name}"],
                }
            },
            4,
        )

    compounds = [
        ("metformin", props(4091, "C4H11N5", "129.16",
                            "3-(diaminomethylidene)-1,1-dimethylguanidine")),
        ("sitagliptin", props(4369359, "C16H15F6N5O", "407.31",
                              "(3R)-3-amino-1-[3-(trifluoromethyl)-6,8-dihydro-5H-[1,2,4]triazolo"
                              "[4,3-a]pyrazin-7-yl]-4-(2,4,5-trifluorophenyl)butan-1-one")),
        ("empaglifozin", missing("empaglifozin")),
        ("dapagliflozine", missing("dapagliflozine")),
        ("empagliflozin", props(11949646, "C23H27ClO7", "450.9",
                                "(2S,3R,4R,5S,6R)-2-[4-chloro-3-[[4-[(3S)-oxolan-3-yl]oxyphenyl]"
                                "methyl]phenyl]-6-(hydroxymethyl)oxane-3,4,5-triol")),
        ("dapagliflozin", props(9887712, "C21H25ClO6", "408.9",
                                "(2S,3R,4R,5S,6R)-2-[4-chloro-3-[(4-ethoxyphenyl)methyl]phenyl]-6-"
                                "(hydroxymethyl)oxane-3,4,5-triol")),
        ("glimepiride", props(3476, "C24H34N4O5S", "490.6",
                              "4-ethyl-3-methyl-N-[2-[4-[(4-methylcyclohexyl)carbamoylsulfamoyl]"
                              "phenyl]ethyl]-5-oxo-2H-pyrrole-1-carboxamide")),
        ("linagliptine", missing("linagliptine")),
        ("linagliptin", props(10096344, "C25H28N8O2", "472.5",
                              "8-[(3R)-3-aminopiperidin-1-yl]-7-but-2-ynyl-3-methyl-1-[(4-methyl"
                              "quinazolin-2-yl)methyl]purine-2,6-dione")),
    ]  # fmt: skip
    ok2: Session = (
        "bio",
        "bio-ok-2",
        "Give PubChem CID, formula and weight for our supplier sheet: metformin, sitagliptin, "
        "empaglifozin, dapagliflozine, glimepiride, linagliptine. Flag names PubChem doesn't "
        "know as typed.",
        True,
        [
            (
                "pubchem_compound_properties",
                {
                    "name": name,
                    "properties": "MolecularFormula,MolecularWeight,IUPACName",
                },
                out,
            )
            for name, out in compounds
        ],
    )
    unknown = _blast_info("Status=UNKNOWN")
    fail1: Session = (
        "bio",
        "bio-fail-1",
        "BLAST the 16S amplicon in amplicon_07.fa against core_nt and tell me which genus the "
        "best hit belongs to, with its percent identity.",
        False,
        [
            (
                "blast_submit",
                {"program": "blastn", "database": "core_nt", "query_file": "amplicon_07.fa"},
                "QBlastInfoBegin\n    RID = 8R3A0C1Z016\n    RTOE = 31\nQBlastInfoEnd",
            ),
            ("blast_check_status", {"rid": "8R3A0C1Z016"}, unknown),
            ("blast_check_status", {"rid": "8R3A0C1Z016"}, unknown),
            (
                "blast_get_results",
                {"rid": "8R3A0C1Z016", "format_type": "Tabular"},
                "Error: Results for RID 8R3A0C1Z016 not found",
            ),
            ("blast_check_status", {"rid": "8R3A0C1Z016"}, unknown),
            (
                "blast_submit",
                {
                    "program": "blastn",
                    "database": "core_nt",
                    "query_file": "amplicon_07.fa",
                    "megablast": True,
                },
                "QBlastInfoBegin\n    RID = 8R3A4H2M016\n    RTOE = 27\nQBlastInfoEnd",
            ),
            ("blast_check_status", {"rid": "8R3A4H2M016"}, unknown),
            ("blast_check_status", {"rid": "8R3A4H2M016"}, unknown),
            (
                "blast_get_results",
                {"rid": "8R3A4H2M016", "format_type": "Tabular"},
                "Error: Results for RID 8R3A4H2M016 not found",
            ),
        ],
    )
    return [ok1, ok2, fail1]


# --------------------------------------------------------------------------- fhir

FHIR = "https://fhir.ngc.example/r4"


def _bundle(
    query: str,
    entries: list[dict[str, Any]],
    *,
    bid: str,
    total: int | None = None,
    nxt: str | None = None,
) -> dict[str, Any]:
    links = [{"relation": "self", "url": f"{FHIR}/{query}"}]
    if nxt:
        links.append({"relation": "next", "url": f"{FHIR}?_getpages={bid}&{nxt}"})
    out: dict[str, Any] = {
        "resourceType": "Bundle",
        "id": bid,
        "type": "searchset",
        "total": len(entries) if total is None else total,
        "link": links,
    }
    if entries:
        out["entry"] = [
            {
                "fullUrl": f"{FHIR}/{e['resourceType']}/{e['id']}",
                "resource": e,
            }
            for e in entries
        ]
    return out


def _potassium(oid: str, when: str, value: float) -> dict[str, Any]:
    obs: dict[str, Any] = {
        "resourceType": "Observation",
        "id": oid,
        "status": "final",
        "code": {
            "coding": [
                {
                    "system": "http://loinc.org",
                    "code": "2823-3",
                    "display": "Potassium [Moles/volume] in Serum or Plasma",
                }
            ]
        },
        "subject": {"reference": "Patient/pt-58213"},
        "effectiveDateTime": when,
        "valueQuantity": {"value": value, "unit": "mmol/L"},
    }
    if value > 5.1:
        obs["interpretation"] = [{"coding": [{"code": "H", "display": "High"}]}]
    return obs


def _coded(rtype: str, rid: str, patient: str, text: str, **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"resourceType": rtype, "id": rid}
    out |= extra
    key = "medicationCodeableConcept" if rtype == "MedicationRequest" else "code"
    out[key] = {"text": text}
    out["subject" if rtype != "AllergyIntolerance" else "patient"] = {
        "reference": f"Patient/{patient}"
    }
    return out


def fhir() -> list[Session]:
    values = [
        ("2024-01-09T08:14:00Z", 4.2), ("2024-01-30T07:51:00Z", 4.6),
        ("2024-02-21T09:02:00Z", 5.4), ("2024-02-23T08:40:00Z", 5.0),
        ("2024-03-19T08:05:00Z", 4.4), ("2024-04-16T10:22:00Z", 4.1),
        ("2024-05-28T08:31:00Z", 4.8), ("2024-07-02T07:58:00Z", 5.3),
        ("2024-09-24T08:20:00Z", 4.0), ("2024-12-17T07:47:00Z", 5.2),
    ]  # fmt: skip
    obs = [_potassium(f"k-{9000 + i * 17}", w, v) for i, (w, v) in enumerate(values)]
    q = "Observation?patient=pt-58213&code=http://loinc.org|2823-3&date=ge2024-01-01&date=le2024-12-31&_sort=date&_count=3"  # noqa: E501
    bid = "9c1f04e2-5b7a-4c8e-a1d3-3f6b2e0d7a51"
    patient = j(
        {
            "resourceType": "Patient",
            "id": "pt-58213",
            "identifier": [{"system": "urn:oid:2.16.840.1.113883.19.5", "value": "MRN-0058213"}],
            "name": [{"use": "official", "family": "Okafor", "given": ["Adaeze", "N."]}],
            "gender": "female",
            "birthDate": "1957-11-02",
            "generalPractitioner": [
                {"reference": "Practitioner/pr-311", "display": "Dr. L. Brandt"}
            ],
        }
    )
    pages = []
    for p in range(4):
        chunk = obs[p * 3 : p * 3 + 3]
        nxt = f"_getpagesoffset={p * 3 + 3}&_count=3&_bundletype=searchset" if p < 3 else None
        self_q = q if p == 0 else f"?_getpages={bid}&_getpagesoffset={p * 3}&_count=3"
        pages.append(j(_bundle(self_q, chunk, bid=bid, total=10, nxt=nxt)))
    ok1: Session = (
        "fhir",
        "fhir-ok-1",
        "List every serum potassium result (LOINC 2823-3) for patient pt-58213 in 2024 with "
        "date and value, and flag any above the reference range. She is on spironolactone.",
        True,
        [("fhir_read", {"resourceType": "Patient", "id": "pt-58213"}, patient)]
        + [("fhir_search", {"resourceType": "Observation", "params": q.split("?", 1)[1]}, pages[0])]
        + [
            (
                "fhir_search",
                {"url": f"{FHIR}?_getpages={bid}&_getpagesoffset={p * 3}&_count=3"},
                pages[p],
            )
            for p in (1, 2, 3)
        ],
    )

    def search(rtype: str, patient: str, entries: list[dict[str, Any]], n: int) -> Call:
        query = f"{rtype}?patient={patient}" + (
            "&clinical-status=active" if rtype != "MedicationRequest" else "&status=active"
        )  # noqa: E501
        bid = f"b{n:02d}7e1a90-3c44-4f0e-9e55-0d2c6a8b1f{n:02d}"
        return (
            "fhir_search",
            {"resourceType": rtype, "params": query.split("?", 1)[1]},
            j(_bundle(query, entries, bid=bid)),
        )

    a, m, c = "AllergyIntolerance", "MedicationRequest", "Condition"
    ok2: Session = (
        "fhir",
        "fhir-ok-2",
        "Pre-visit check for new patients pt-77120, pt-77121, pt-77122: allergies, active "
        "medications, active problems; write 'none recorded' where empty (pt-77121 registered "
        "yesterday).",
        True,
        [
            search(
                a,
                "pt-77120",
                [_coded(a, "al-5521", "pt-77120", "Penicillin V", criticality="high")],
                1,
            ),
            search(
                m,
                "pt-77120",
                [
                    _coded(
                        m,
                        "mr-88102",
                        "pt-77120",
                        "Lisinopril 10 mg tablet",
                        status="active",
                        intent="order",
                    ),
                    _coded(
                        m,
                        "mr-88103",
                        "pt-77120",
                        "Atorvastatin 20 mg tablet",
                        status="active",
                        intent="order",
                    ),
                ],
                2,
            ),
            search(c, "pt-77120", [_coded(c, "cd-3301", "pt-77120", "Essential hypertension")], 3),
            search(a, "pt-77121", [], 4),
            search(m, "pt-77121", [], 5),
            search(c, "pt-77121", [], 6),
            search(
                a,
                "pt-77122",
                [
                    _coded(
                        a,
                        "al-5530",
                        "pt-77122",
                        "No known allergy",
                        verificationStatus={"text": "confirmed"},
                    )
                ],
                7,
            ),
            search(
                m,
                "pt-77122",
                [
                    _coded(
                        m,
                        "mr-88140",
                        "pt-77122",
                        "Levothyroxine 75 microgram tablet",
                        status="active",
                        intent="order",
                    ),
                    _coded(
                        m,
                        "mr-88141",
                        "pt-77122",
                        "Sertraline 50 mg tablet",
                        status="active",
                        intent="order",
                    ),
                    _coded(
                        m,
                        "mr-88142",
                        "pt-77122",
                        "Salbutamol 100 microgram inhaler",
                        status="active",
                        intent="order",
                    ),
                ],
                8,
            ),
            search(
                c,
                "pt-77122",
                [
                    _coded(c, "cd-3340", "pt-77122", "Hypothyroidism"),
                    _coded(c, "cd-3341", "pt-77122", "Asthma, mild intermittent"),
                ],
                9,
            ),
        ],
    )
    expired = jp(
        {
            "resourceType": "OperationOutcome",
            "issue": [
                {
                    "severity": "error",
                    "code": "security",
                    "diagnostics": "Access token expired at 2025-03-05T09:00:00Z. Obtain a new "
                    "token from the authorization server.",
                }
            ],
        }
    )
    fail1: Session = (
        "fhir",
        "fhir-fail-1",
        "Pull the latest eGFR and creatinine for patient pt-40318 and list her active "
        "medication requests, so I can check her metformin dose.",
        False,
        [
            (
                "fhir_search",
                {
                    "resourceType": "Observation",
                    "params": "patient=pt-40318&code=http://loinc.org|62238-1&_sort=-date&_count=1",
                },
                expired,
            ),  # noqa: E501
            (
                "fhir_search",
                {
                    "resourceType": "Observation",
                    "params": "patient=pt-40318&code=http://loinc.org|2160-0&_sort=-date&_count=1",
                },
                expired,
            ),  # noqa: E501
            (
                "fhir_search",
                {"resourceType": "MedicationRequest", "params": "patient=pt-40318&status=active"},
                expired,
            ),
            ("fhir_read", {"resourceType": "Patient", "id": "pt-40318"}, expired),
            (
                "fhir_search",
                {
                    "resourceType": "Observation",
                    "params": "patient=pt-40318&category=laboratory&_sort=-date&_count=20",
                },
                expired,
            ),  # noqa: E501
            (
                "fhir_search",
                {"resourceType": "MedicationStatement", "params": "patient=pt-40318"},
                expired,
            ),
        ],
    )
    return [ok1, ok2, fail1]


# --------------------------------------------------------------------------- clinical-trials

_FDA_META = {
    "disclaimer": "Do not rely on openFDA to make decisions regarding medical care. While we "
    "make every effort to ensure that data is accurate, you should assume all results are "
    "unvalidated. We may limit or otherwise restrict your access to the API in line with our "
    "Terms of Service.",
    "terms": "https://open.fda.gov/terms/",
    "license": "https://open.fda.gov/license/",
    "last_updated": "2025-03-02",
}


def _study(nct: str, title: str, sponsor: str, n: int, pcd: str, phases: list[str]) -> dict:
    return {
        "protocolSection": {
            "identificationModule": {"nctId": nct, "briefTitle": title},
            "statusModule": {
                "overallStatus": "RECRUITING",
                "primaryCompletionDateStruct": {"date": pcd, "type": "ESTIMATED"},
            },
            "sponsorCollaboratorsModule": {"leadSponsor": {"name": sponsor, "class": "INDUSTRY"}},
            "designModule": {"phases": phases, "enrollmentInfo": {"count": n, "type": "ESTIMATED"}},
        }
    }


def _recall(num: str, code: str, firm: str, desc: str, reason: str, date: str) -> dict:
    return {
        "cfres_id": num.split("-")[1] + "7",
        "product_res_number": num,
        "event_date_initiated": date,
        "recall_status": "Open, Classified",
        "product_code": code,
        "product_description": desc,
        "recalling_firm": firm,
        "reason_for_recall": reason,
        "root_cause_description": "Device Design",
        "openfda": {"device_class": "2", "regulation_number": ["870.5310"]},
    }


def clinical() -> list[Session]:
    s = [
        _study(
            "NCT06114873",
            "Semaglutide and Outcomes in Heart Failure With Preserved "
            "Ejection Fraction and Obesity (STEP-HFpEF OUTCOMES)",
            "Novo Nordisk A/S",
            3600,
            "2028-09-30",
            ["PHASE3"],
        ),
        _study(
            "NCT06075251",
            "A Study of Tirzepatide in Participants With Heart Failure With "
            "Reduced Ejection Fraction and Obesity",
            "Eli Lilly and Company",
            1200,
            "2027-11-15",
            ["PHASE3"],
        ),
        _study(
            "NCT06302218",
            "Oral Semaglutide in Chronic Heart Failure and Type 2 Diabetes",
            "Novo Nordisk A/S",
            2450,
            "2029-03-31",
            ["PHASE3"],
        ),
        _study(
            "NCT06188435",
            "Tirzepatide Effect on Cardiac Structure in HFpEF (SUMMIT-CMR Extension)",
            "Eli Lilly and Company",
            350,
            "2026-06-30",
            ["PHASE3"],
        ),
        _study(
            "NCT06255509",
            "Semaglutide 7.2 mg in Heart Failure With Mildly Reduced Ejection Fraction",
            "Novo Nordisk A/S",
            900,
            "2027-12-31",
            ["PHASE3"],
        ),
        _study(
            "NCT06390112",
            "Weekly Incretin Therapy After Hospitalisation for Acute Heart Failure (WITHHOLD-AHF)",
            "Population Health Research Institute",
            2200,
            "2028-05-31",
            ["PHASE2", "PHASE3"],
        ),
        _study(
            "NCT06477964",
            "Tirzepatide Versus Placebo on Exercise Capacity in HFpEF in Japan",
            "Eli Lilly Japan K.K.",
            240,
            "2026-10-31",
            ["PHASE3"],
        ),
        _study(
            "NCT06501226",
            "Semaglutide in Patients With Heart Failure and Chronic Kidney Disease (SELECT-HF-CKD)",
            "Novo Nordisk A/S",
            1800,
            "2029-01-31",
            ["PHASE3"],
        ),
    ]
    args = {
        "query.cond": "heart failure",
        "query.intr": "semaglutide OR tirzepatide",
        "filter.overallStatus": "RECRUITING",
        "filter.advanced": "AREA[Phase](PHASE3)",
        "pageSize": 3,
    }
    tok1, tok2 = "NF0g5JGBlPo6gA", "NF0g5JCHlfo9gA"
    detail = j(
        {
            "protocolSection": {
                **s[5]["protocolSection"],
                "conditionsModule": {"conditions": ["Acute Heart Failure", "Obesity"]},
                "armsInterventionsModule": {
                    "interventions": [
                        {
                            "type": "DRUG",
                            "name": "Semaglutide",
                            "description": "2.4 mg s.c. weekly",
                        },
                        {
                            "type": "DRUG",
                            "name": "Tirzepatide",
                            "description": "up to 15 mg s.c. weekly",
                        },  # noqa: E501
                        {"type": "DRUG", "name": "Placebo"},
                    ]
                },
                "contactsLocationsModule": {
                    "overallOfficials": [
                        {
                            "name": "Salim Yusuf-Okoro, MD",
                            "affiliation": "McMaster University",
                            "role": "PRINCIPAL_INVESTIGATOR",
                        }
                    ]
                },
            },
            "hasResults": False,
        }
    )
    ok1: Session = (
        "clinical-trials",
        "ct-ok-1",
        "List recruiting phase 3 trials of semaglutide or tirzepatide in heart failure: NCT "
        "id, sponsor, enrolment, primary completion; drugs tested for non-industry ones.",
        True,
        [
            ("ctgov_search_studies", args, j({"studies": s[0:3], "nextPageToken": tok1})),
            (
                "ctgov_search_studies",
                args | {"pageToken": tok1},
                j({"studies": s[3:6], "nextPageToken": tok2}),
            ),
            ("ctgov_search_studies", args | {"pageToken": tok2}, j({"studies": s[6:8]})),
            ("ctgov_get_study", {"nctId": "NCT06390112"}, detail),
        ],
    )
    not_found = jp({"error": {"code": "NOT_FOUND", "message": "No matches found!"}})

    def recalls(rows: list[dict]) -> str:
        meta = _FDA_META | {"results": {"skip": 0, "limit": 10, "total": len(rows)}}
        return jp({"meta": meta, "results": rows})

    def q(code: str) -> dict[str, Any]:
        return {
            "endpoint": "device/recall.json",
            "search": f'product_code:"{code}" AND event_date_initiated:[2024-01-01 TO 2024-12-31]',  # noqa: E501
            "limit": 10,
        }

    ok2: Session = (
        "clinical-trials",
        "ct-ok-2",
        "Check openFDA for device recalls started in 2024 under product codes DXY, FRN, MKJ, "
        "LZG, QBJ, NIQ: list those found and say which codes had none.",
        True,
        [
            (
                "openfda_query",
                q("DXY"),
                recalls(
                    [
                        _recall(
                            "Z-1542-2024",
                            "DXY",
                            "Cardiolink Medical Inc.",
                            "ProFlow Introducer Sheath 7F, 11 cm",
                            "Sheath hub may separate from the cannula during withdrawal.",
                            "2024-04-18",
                        ),
                        _recall(
                            "Z-2210-2024",
                            "DXY",
                            "Vasatek GmbH",
                            "VT-Access Sheath Kit 6F",
                            "Sterile barrier pouch seal may be incomplete.",
                            "2024-08-02",
                        ),
                    ]
                ),
            ),
            ("openfda_query", q("FRN"), not_found),
            ("openfda_query", q("MKJ"), not_found),
            (
                "openfda_query",
                q("LZG"),
                recalls(
                    [
                        _recall(
                            "Z-0981-2024",
                            "LZG",
                            "Medisphere Pumps LLC",
                            "InfuseRight 300 ambulatory infusion pump, software 4.2.1",
                            "Software may stop an infusion without the occlusion alarm sounding.",
                            "2024-02-27",
                        ),
                    ]
                ),
            ),
            ("openfda_query", q("QBJ"), not_found),
            (
                "openfda_query",
                q("NIQ"),
                recalls(
                    [
                        _recall(
                            "Z-2677-2024",
                            "NIQ",
                            "Arteris Devices Corp.",
                            "Arteris SCX Coronary Stent System 3.0 x 18 mm",
                            "Balloon may fail to deflate fully after stent deployment.",
                            "2024-10-09",
                        ),
                    ]
                ),
            ),
        ],
    )
    over = j(
        {
            "error": {
                "code": "OVER_RATE_LIMIT",
                "message": "You have exceeded your rate "
                "limit. Try again later or contact us at https://open.fda.gov/apis/"
                "authentication/ for assistance",
            }
        }
    )
    drugs = [
        "pazopanib",
        "sunitinib",
        "lapatinib",
        "regorafenib",
        "pazopanib hydrochloride",
        "sunitinib malate",
    ]
    fail1: Session = (
        "clinical-trials",
        "ct-fail-1",
        "Count FAERS reports 2019-2024 with hepatotoxicity or drug-induced liver injury for "
        "pazopanib, sunitinib, lapatinib and regorafenib, per drug.",
        False,
        [
            (
                "openfda_query",
                {
                    "endpoint": "drug/event.json",
                    "search": f'patient.drug.openfda.generic_name:"{d}" AND '
                    'patient.reaction.reactionmeddrapt:("Hepatotoxicity" OR '
                    '"Drug-induced liver injury") AND receivedate:[20190101 TO 20241231]',  # noqa: E501
                    "limit": 1,
                },
                over,
            )
            for d in drugs
        ],
    )
    return [ok1, ok2, fail1]


# --------------------------------------------------------------------------- osm

_OSM_LICENCE = "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright"
_OSM3S = {
    "timestamp_osm_base": "2025-03-06T08:21:14Z",
    "copyright": "The data included in this document is from www.openstreetmap.org. The data "
    "is made available under ODbL.",
}


def _place(
    pid: int, osm_id: int, lat: str, lon: str, num: str, street: str, quarter: str, postcode: str
) -> dict[str, Any]:
    return {
        "place_id": pid, "licence": _OSM_LICENCE, "osm_type": "node", "osm_id": osm_id,
        "lat": lat, "lon": lon, "category": "place", "type": "house", "place_rank": 30,
        "display_name": f"{num}, {street}, {quarter}, Berlin, {postcode}, Deutschland",
    }  # fmt: skip


def _node(nid: int, lat: float, lon: float, tags: dict[str, str]) -> dict[str, Any]:
    return {"type": "node", "id": nid, "lat": lat, "lon": lon, "tags": tags}


def _overpass(elements: list[dict[str, Any]], remark: str | None = None) -> str:
    out: dict[str, Any] = {
        "version": 0.6,
        "generator": "Overpass API 0.7.62.4 2390de5a",
        "osm3s": _OSM3S,
        "elements": elements,
    }
    if remark:
        out["remark"] = remark
    return jp(out)


def osm() -> list[Session]:
    addrs = [
        (
            "Oranienstraße 164, 10969 Berlin",
            [
                _place(
                    112233401,
                    2854011937,
                    "52.5028631",
                    "13.4112074",
                    "164",
                    "Oranienstraße",
                    "Kreuzberg",
                    "10969",
                )
            ],
        ),
        (
            "Karl-Marx-Allee 93, 10243 Berlin",
            [
                _place(
                    112240915,
                    3019284411,
                    "52.5172466",
                    "13.4390523",
                    "93",
                    "Karl-Marx-Allee",
                    "Friedrichshain",
                    "10243",
                )
            ],
        ),
        ("Grünbergerstrase 12, 10245 Berlin", []),
        (
            "Schönhauser Allee 36, 10435 Berlin",
            [
                _place(
                    112251187,
                    2460117702,
                    "52.5388042",
                    "13.4125911",
                    "36",
                    "Schönhauser Allee",
                    "Prenzlauer Berg",
                    "10435",
                )
            ],
        ),
        (
            "Bergmannstraße 2, 10961 Berlin",
            [
                _place(
                    112236620,
                    1843306531,
                    "52.4894706",
                    "13.3952138",
                    "2",
                    "Bergmannstraße",
                    "Kreuzberg",
                    "10961",
                )
            ],
        ),
    ]
    calls: list[Call] = [
        ("nominatim_search", {"q": a, "format": "jsonv2", "limit": 1}, j(r)) for a, r in addrs
    ]
    pharm = [
        _node(1587720331, 52.5025117, 13.4131402, {"amenity": "pharmacy", "healthcare": "pharmacy",
              "name": "Moritz-Apotheke", "opening_hours": "Mo-Fr 08:30-19:00; Sa 09:00-14:00",
              "addr:street": "Oranienstraße", "addr:housenumber": "158", "dispensing": "yes"}),
        _node(2304417718, 52.5179010, 13.4372291, {"amenity": "pharmacy", "name":
              "Apotheke am Strausberger Platz", "opening_hours": "Mo-Fr 08:00-20:00; Sa 09:00-18:00",  # noqa: E501
              "addr:street": "Karl-Marx-Allee", "addr:housenumber": "82", "dispensing": "yes"}),
        _node(1120094452, 52.5383119, 13.4131027, {"amenity": "pharmacy", "name":
              "Schönhauser Apotheke", "opening_hours": "Mo-Fr 08:00-19:30; Sa 09:00-16:00",
              "addr:street": "Schönhauser Allee", "addr:housenumber": "44a", "dispensing": "yes"}),
        _node(4471902285, 52.4897553, 13.3930840, {"amenity": "pharmacy", "name":
              "Marheineke-Apotheke", "opening_hours": "Mo-Sa 08:00-20:00",
              "addr:street": "Bergmannstraße", "addr:housenumber": "9", "dispensing": "yes"}),
    ]  # fmt: skip
    around = "(around:500,52.5028631,13.4112074)(around:500,52.5172466,13.4390523)"
    calls.append(
        (
            "overpass_query",
            {"query": f'[out:json][timeout:25];node["amenity"="pharmacy"]{around};out body;'},
            _overpass(pharm[:2]),
        )
    )
    around2 = "(around:500,52.5388042,13.4125911)(around:500,52.4894706,13.3952138)"
    calls.append(
        (
            "overpass_query",
            {"query": f'[out:json][timeout:25];node["amenity"="pharmacy"]{around2};out body;'},
            _overpass(pharm[2:]),
        )
    )
    calls.append(
        (
            "nominatim_search",
            {"q": "Grünberger Straße 12, 10245 Berlin", "format": "jsonv2", "limit": 1},
            j(
                [
                    _place(
                        112241730,
                        3377120954,
                        "52.5110338",
                        "13.4520447",
                        "12",
                        "Grünberger Straße",
                        "Friedrichshain",
                        "10245",
                    )
                ]
            ),
        )
    )
    ok1: Session = (
        "osm",
        "osm-ok-1",
        "Geocode today's Berlin drop-offs (Oranienstraße 164, Karl-Marx-Allee 93, "
        "Grünbergerstrase 12, Schönhauser Allee 36, Bergmannstraße 2), find a pharmacy within "
        "500 m of each, and flag addresses that don't geocode as written.",
        True,
        calls,
    )
    districts = [
        "Altstadt-Lehel",
        "Ludwigsvorstadt-Isarvorstadt",
        "Maxvorstadt",
        "Schwabing-West",
        "Au-Haidhausen",
        "Altstadt-Lehel",
    ]
    remarks = [
        'runtime error: Query timed out in "query" at line 3 after 26 seconds.',
        'runtime error: Query timed out in "query" at line 3 after 25 seconds.',
        'runtime error: Query timed out in "recurse" at line 4 after 27 seconds.',
        'runtime error: Query timed out in "query" at line 3 after 26 seconds.',
        "runtime error: Query run out of memory using about 2048 MB of RAM.",
        'runtime error: Query timed out in "query" at line 2 after 25 seconds.',
    ]
    fail1: Session = (
        "osm",
        "osm-fail-1",
        "Count drinking-water taps (amenity=drinking_water) in Munich's central districts: "
        "Altstadt-Lehel, Ludwigsvorstadt-Isarvorstadt, Maxvorstadt, Schwabing-West, "
        "Au-Haidhausen.",
        False,
        [
            (
                "overpass_query",
                {
                    "query": f'[out:json][timeout:25];area["name"="{d}"]'
                    f'["boundary"="administrative"]->.a;node["amenity"="drinking_water"]'
                    f"(area.a);out count;"
                },
                _overpass([], r),
            )
            for d, r in zip(districts, remarks, strict=True)
        ],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- travel


def _flight(
    status: str,
    dep_rev: str | None,
    arr_rev: str,
    *,
    gate: str | None = None,
    runway: str | None = None,
    updated: str,
) -> str:
    dep: dict[str, Any] = {
        "airport": {"icao": "EDDF", "iata": "FRA", "name": "Frankfurt-am-Main"},
        "scheduledTime": {"utc": "2025-03-06 09:55Z", "local": "2025-03-06 10:55+01:00"},
        "terminal": "1",
    }  # fmt: skip
    if dep_rev:
        dep["revisedTime"] = {
            "utc": f"2025-03-06 {dep_rev}Z",
            "local": f"2025-03-06 {int(dep_rev[:2]) + 1:02d}{dep_rev[2:]}+01:00",
        }
    if runway:
        dep["runwayTime"] = {
            "utc": f"2025-03-06 {runway}Z",
            "local": f"2025-03-06 {int(runway[:2]) + 1:02d}{runway[2:]}+01:00",
        }
    if gate:
        dep["gate"] = gate
    arr = {
        "airport": {"icao": "KJFK", "iata": "JFK", "name": "New York John F Kennedy"},
        "scheduledTime": {"utc": "2025-03-06 18:40Z", "local": "2025-03-06 13:40-05:00"},
        "revisedTime": {"utc": f"2025-03-06 {arr_rev}Z",
                        "local": f"2025-03-06 {int(arr_rev[:2]) - 5:02d}{arr_rev[2:]}-05:00"},
        "terminal": "1",
    }  # fmt: skip
    return j([{
        "departure": dep, "arrival": arr, "lastUpdatedUtc": f"2025-03-06 {updated}Z",
        "number": "LH 400", "status": status, "codeshareStatus": "IsOperator",
        "aircraft": {"reg": "D-ABYC", "model": "Boeing 747-8"},
        "airline": {"name": "Lufthansa", "iata": "LH", "icao": "DLH"},
    }])  # fmt: skip


def _hotelbeds(
    check_in: str, check_out: str, hotels: list[tuple[int, str, str, str]], ms: int
) -> str:
    audit = {
        "processTime": str(ms),
        "timestamp": f"2025-03-06 11:0{ms % 7}:45.312",
        "environment": "[awseuwest1, awseuwest1c]",
        "token": f"7C1E{ms}A2F4C94B6C9E0D2",
    }
    body: dict[str, Any] = {"total": len(hotels)}
    if hotels:
        body = {
            "hotels": [
                {"code": code, "name": name, "categoryCode": "4EST", "categoryName": "4 STARS",
                 "destinationCode": "LIS", "destinationName": "Lisboa", "zoneCode": 1,
                 "zoneName": zone, "minRate": rate, "currency": "EUR"}
                for code, name, zone, rate in hotels
            ],
            "checkIn": check_in, "total": len(hotels), "checkOut": check_out,
        }  # fmt: skip
    return j({"auditData": audit, "hotels": body})


def _booking(
    hid: int, name: str, score: float, word: str, reviews: int, price: float, dist: str
) -> dict[str, Any]:
    label = (
        f"{name}.\n4 out of 5 stars.\n{score} {word} {reviews:,} reviews\n{dist} from "
        f"centre.\n3 nights, 2 adults\n€ {price:,.0f}\nIncludes taxes and charges"
    )
    return {
        "hotel_id": hid, "accessibilityLabel": label,
        "property": {"name": name, "propertyClass": 4, "reviewScore": score,
                     "priceBreakdown": {"grossPrice": {"currency": "EUR", "value": price}}},
    }  # fmt: skip


def travel() -> list[Session]:
    args = {"number": "LH400", "date": "2025-03-06", "dateLocalRole": "Departure"}
    ok1: Session = (
        "travel",
        "travel-ok-1",
        "Watch LH 400 Frankfurt-JFK today (6 March) and tell me when it actually takes off "
        "and when it's now due at JFK.",
        True,
        [
            ("flight_status", args, _flight("Expected", None, "18:40", updated="08:02")),
            ("flight_status", args, _flight("Delayed", "10:25", "19:05", updated="09:11")),
            (
                "flight_status",
                args,
                _flight("Boarding", "10:25", "19:05", gate="Z25", updated="09:48"),
            ),
            (
                "flight_status",
                args,
                _flight("GateClosed", "10:31", "19:08", gate="Z25", updated="10:27"),
            ),
            (
                "flight_status",
                args,
                _flight("Departed", "10:44", "19:12", gate="Z25", runway="10:52", updated="10:58"),
            ),
            (
                "flight_status",
                args,
                _flight("EnRoute", "10:44", "19:01", gate="Z25", runway="10:52", updated="13:30"),
            ),
        ],
    )
    lis = [
        (6472, "Hotel Avenida Palace", "Baixa", "612.40"),
        (87104, "Lisboa Tejo Hotel", "Alfama", "498.00"),
        (11720, "Hotel Mundial", "Baixa", "534.75"),
    ]

    def avail(ci: str, co: str, hotels: list[tuple[int, str, str, str]], ms: int) -> Call:
        return (
            "hotel_availability",
            {
                "destination": "LIS",
                "checkIn": ci,
                "checkOut": co,
                "rooms": 1,
                "adults": 2,
                "categories": ["4EST"],
                "maxRate": 180,
                "rateUnit": "night",
            },
            _hotelbeds(ci, co, hotels, ms),
        )

    booking1 = j(
        {
            "status": True,
            "message": "Success",
            "timestamp": 1741259011904,
            "data": {
                "hotels": [
                    _booking(243771, "Lisboa Tejo Hotel", 8.4, "Very Good", 5112, 471.3, "0.9 km"),
                    _booking(285902, "Hotel Lis Baixa", 8.8, "Fabulous", 1876, 489.0, "0.5 km"),
                    _booking(
                        190345, "My Story Hotel Ouro", 8.5, "Very Good", 3920, 502.6, "0.3 km"
                    ),
                ],
                "meta": [{"title": "Lisbon: 212 properties found"}],
            },
        }
    )
    booking2 = j(
        {
            "status": True,
            "message": "Success",
            "timestamp": 1741259044417,
            "data": {
                "hotels": [
                    _booking(
                        311208, "Hotel Alif Campo Pequeno", 8.2, "Very Good", 4410, 418.8, "3.6 km"
                    ),
                    _booking(
                        176523,
                        "Hotel Ibis Styles Lisboa Centro Marquês",
                        8.0,
                        "Very Good",
                        6034,
                        446.1,
                        "2.1 km",
                    ),
                    _booking(
                        402117, "Moov Hotel Lisboa Oriente", 8.1, "Very Good", 2750, 452.9, "7.4 km"
                    ),
                ],
                "meta": [{"title": "Lisbon: 212 properties found"}],
            },
        }
    )
    bargs = {
        "dest_id": "-2167973",
        "search_type": "CITY",
        "arrival_date": "2025-06-04",
        "departure_date": "2025-06-07",
        "adults": 2,
        "room_qty": 1,
        "categories_filter": "class::4",
        "sort_by": "price",
        "currency_code": "EUR",
    }
    ok2: Session = (
        "travel",
        "travel-ok-2",
        "Cheapest 4-star Lisbon hotel, 3 nights, check-in 1-4 June, 2 adults, max 180 "
        "EUR/night; say which check-in days have nothing, and compare Booking.com for the "
        "best one.",
        True,
        [
            avail("2025-06-01", "2025-06-04", lis, 182),
            avail("2025-06-02", "2025-06-05", [lis[1], lis[2]], 164),
            avail("2025-06-03", "2025-06-06", [], 141),
            avail(
                "2025-06-04",
                "2025-06-07",
                [
                    (87104, "Lisboa Tejo Hotel", "Alfama", "471.30"),
                    (6472, "Hotel Avenida Palace", "Baixa", "538.00"),
                ],
                177,
            ),
            ("booking_search_hotels", bargs | {"page_number": 1}, booking1),
            ("booking_search_hotels", bargs | {"page_number": 2}, booking2),
        ],
    )
    stale = _hotelbeds("2025-06-01", "2025-06-04", lis, 182)
    cities = [
        ("OPO", "2025-05-12"),
        ("MAD", "2025-05-12"),
        ("SVQ", "2025-05-12"),
        ("OPO", "2025-05-13"),
    ]
    fail1: Session = (
        "travel",
        "travel-fail-1",
        "Compare 4-star availability and lowest nightly price for 12-14 May in Porto, Madrid "
        "and Seville (8 rooms); which city is cheapest?",
        False,
        [
            (
                "hotel_availability",
                {
                    "destination": d,
                    "checkIn": ci,
                    "checkOut": "2025-05-14",
                    "rooms": 8,
                    "adults": 8,
                    "categories": ["4EST"],
                },
                stale,
            )
            for d, ci in cities
        ],
    )
    return [ok1, ok2, fail1]


# --------------------------------------------------------------------------- transit


def _dep(t: str, est: str | None, line: str, head: str, seq: int) -> dict:
    delay = None
    if est:
        delay = (int(est[3:5]) - int(t[3:5])) * 60 + int(est[6:8])
    return {
        "departure_time": t, "stop_sequence": seq,
        "departure": {"scheduled": t, "estimated": est, "delay": delay},
        "trip": {"trip_headsign": head, "trip_id": f"{line}-{t.replace(':', '')}-0307",
                 "route": {"route_short_name": line, "route_type": 3 if line == "69" else 0}},
    }  # fmt: skip


def transit() -> list[Session]:
    stops1 = j({"stops": [
        {"onestop_id": "s-u0qjdx5h3f-zürichstadelhofen", "stop_id": "8503003",
         "stop_name": "Zürich Stadelhofen", "location_type": 1},
        {"onestop_id": "s-u0qjdx5j2z-stadelhofen", "stop_id": "8576193",
         "stop_name": "Zürich, Stadelhofen", "location_type": 0,
         "parent": {"stop_id": "8503003"}},
    ]})  # fmt: skip
    d1 = j(
        {
            "stops": [
                {
                    "stop_id": "8576193",
                    "stop_name": "Zürich, Stadelhofen",
                    "departures": [
                        _dep("08:02:00", "08:02:40", "11", "Auzelg", 14),
                        _dep("08:05:00", None, "15", "Bucheggplatz", 9),
                        _dep("08:08:00", "08:09:10", "11", "Auzelg", 14),
                        _dep("08:13:00", None, "15", "Bucheggplatz", 9),
                        _dep("08:16:00", None, "11", "Auzelg", 14),
                    ],
                }
            ]
        }
    )
    stops2 = j(
        {
            "stops": [
                {
                    "onestop_id": "s-u0qjf3q0yb-bucheggplatz",
                    "stop_id": "8591098",
                    "stop_name": "Zürich, Bucheggplatz",
                    "location_type": 0,
                },
            ]
        }
    )
    d2 = j(
        {
            "stops": [
                {
                    "stop_id": "8591098",
                    "stop_name": "Zürich, Bucheggplatz",
                    "departures": [
                        _dep("08:21:00", None, "69", "ETH Hönggerberg", 3),
                        _dep("08:26:00", None, "69", "ETH Hönggerberg", 3),
                        _dep("08:29:00", None, "69", "ETH Hönggerberg", 3),
                        _dep("08:33:00", None, "69", "ETH Hönggerberg", 3),
                    ],
                }
            ]
        }
    )
    d3 = j({"stops": [{"stop_id": "8591168", "stop_name": "Zürich, ETH Hönggerberg",
                       "arrivals": [
        {"trip_id": "69-082100-0307", "route_short_name": "69", "arrival_time": "08:33:00"},
        {"trip_id": "69-082600-0307", "route_short_name": "69", "arrival_time": "08:38:00"},
        {"trip_id": "69-082900-0307", "route_short_name": "69", "arrival_time": "08:41:00"},
    ]}]})  # fmt: skip
    ok1: Session = (
        "transit",
        "transit-ok-1",
        "Tomorrow (7 March) I'm at Zürich Stadelhofen at 08:00 and must reach ETH Hönggerberg "
        "by 08:40: which tram, where to change, which bus?",
        True,
        [
            ("search_stops", {"search": "Stadelhofen", "bbox": "8.44,47.32,8.63,47.43"}, stops1),
            (
                "stop_departures",
                {
                    "stop_key": "8576193",
                    "date": "2025-03-07",
                    "start_time": "08:00",
                    "end_time": "08:20",
                },
                d1,
            ),
            ("search_stops", {"search": "Bucheggplatz", "bbox": "8.44,47.32,8.63,47.43"}, stops2),
            (
                "stop_departures",
                {
                    "stop_key": "8591098",
                    "date": "2025-03-07",
                    "start_time": "08:15",
                    "end_time": "08:35",
                    "route": "69",
                },
                d2,
            ),
            (
                "stop_arrivals",
                {
                    "stop_key": "8591168",
                    "date": "2025-03-07",
                    "start_time": "08:30",
                    "end_time": "08:45",
                },
                d3,
            ),
        ],
    )
    return [ok1]


# --------------------------------------------------------------------------- banking


def _txn(
    tid: str, date: str, amount: float, name: str, merchant: str | None, primary: str, detailed: str
) -> dict[str, Any]:
    return {
        "amount": amount,
        "iso_currency_code": "USD", "date": date, "name": name, "merchant_name": merchant,
        "pending": False, "transaction_id": tid,
        "personal_finance_category": {"primary": primary, "detailed": detailed},
    }  # fmt: skip


def _qbo(
    period: tuple[str, str],
    income: list[tuple[str, str]],
    expenses: list[tuple[str, str]],
    net: str,
) -> str:
    def section(group: str, title: str, rows: list[tuple[str, str]]) -> dict[str, Any]:
        total = f"{sum(float(v) for _, v in rows):.2f}"
        return {
            "Header": {"ColData": [{"value": title}, {"value": ""}]},
            "Rows": {"Row": [{"ColData": [{"value": a, "id": str(40 + i)}, {"value": v}],
                              "type": "Data"} for i, (a, v) in enumerate(rows)]},
            "Summary": {"ColData": [{"value": f"Total {title}"}, {"value": total}]},
            "type": "Section", "group": group,
        }  # fmt: skip

    return j({
        "Header": {"Time": "2025-04-02T09:14:51-07:00", "ReportName": "ProfitAndLoss",
                   "ReportBasis": "Accrual", "StartPeriod": period[0], "EndPeriod": period[1],
                   "SummarizeColumnsBy": "Total", "Currency": "USD",
                   "Option": [{"Name": "NoReportData", "Value": "false"}]},
        "Columns": {"Column": [{"ColTitle": "", "ColType": "Account"},
                               {"ColTitle": "Total", "ColType": "Money"}]},
        "Rows": {"Row": [
            section("Income", "Income", income),
            section("Expenses", "Expenses", expenses),
            {"Summary": {"ColData": [{"value": "Net Income"}, {"value": net}]},
             "type": "Section", "group": "NetIncome"},
        ]},
    })  # fmt: skip


def banking() -> list[Session]:
    t = [
        (
            "4kQ1",
            "2025-02-01",
            6.45,
            "BLUE BOTTLE COFFEE #12",
            "Blue Bottle Coffee",
            "FOOD_AND_DRINK",
            "FOOD_AND_DRINK_COFFEE",
        ),  # noqa: E501
        (
            "8mR2",
            "2025-02-02",
            84.12,
            "WHOLEFDS MKT 10234",
            "Whole Foods",
            "FOOD_AND_DRINK",
            "FOOD_AND_DRINK_GROCERIES",
        ),  # noqa: E501
        (
            "2pT7",
            "2025-02-03",
            1249.00,
            "DELTA AIR 0062148824",
            "Delta",
            "TRAVEL",
            "TRAVEL_FLIGHTS",
        ),  # noqa: E501
        (
            "9sV3",
            "2025-02-04",
            15.99,
            "NETFLIX.COM",
            "Netflix",
            "ENTERTAINMENT",
            "ENTERTAINMENT_TV_AND_MOVIES",
        ),  # noqa: E501
        (
            "3wX8",
            "2025-02-05",
            42.30,
            "SHELL OIL 57444",
            "Shell",
            "TRANSPORTATION",
            "TRANSPORTATION_GAS",
        ),  # noqa: E501
        (
            "7bY4",
            "2025-02-07",
            23.80,
            "UBER *TRIP",
            "Uber",
            "TRANSPORTATION",
            "TRANSPORTATION_TAXIS_AND_RIDE_SHARES",
        ),  # noqa: E501
        (
            "1cZ9",
            "2025-02-08",
            612.55,
            "MARRIOTT SEATTLE WTRFRNT",
            "Marriott",
            "TRAVEL",
            "TRAVEL_LODGING",
        ),  # noqa: E501
        (
            "6dA5",
            "2025-02-10",
            9.75,
            "BLUE BOTTLE COFFEE #12",
            "Blue Bottle Coffee",
            "FOOD_AND_DRINK",
            "FOOD_AND_DRINK_COFFEE",
        ),  # noqa: E501
        (
            "5eB1",
            "2025-02-11",
            129.00,
            "ADOBE *CREATIVE CLD",
            "Adobe",
            "GENERAL_SERVICES",
            "GENERAL_SERVICES_OTHER_GENERAL_SERVICES",
        ),  # noqa: E501
        (
            "0fC6",
            "2025-02-13",
            67.40,
            "TRADER JOE S #552",
            "Trader Joe's",
            "FOOD_AND_DRINK",
            "FOOD_AND_DRINK_GROCERIES",
        ),  # noqa: E501
        (
            "2gD2",
            "2025-02-14",
            188.20,
            "STATE BIRD PROVISIONS",
            "State Bird Provisions",
            "FOOD_AND_DRINK",
            "FOOD_AND_DRINK_RESTAURANT",
        ),  # noqa: E501
        (
            "8hE7",
            "2025-02-17",
            54.99,
            "AMAZON MKTPL*2R4TY81Q0",
            "Amazon",
            "GENERAL_MERCHANDISE",
            "GENERAL_MERCHANDISE_ONLINE_MARKETPLACES",
        ),  # noqa: E501
        (
            "4iF3",
            "2025-02-18",
            38.10,
            "SHELL OIL 57444",
            "Shell",
            "TRANSPORTATION",
            "TRANSPORTATION_GAS",
        ),  # noqa: E501
        (
            "1jG8",
            "2025-02-20",
            705.00,
            "APPLE STORE R102",
            "Apple",
            "GENERAL_MERCHANDISE",
            "GENERAL_MERCHANDISE_ELECTRONICS",
        ),  # noqa: E501
        (
            "7kH4",
            "2025-02-22",
            31.60,
            "UBER *TRIP",
            "Uber",
            "TRANSPORTATION",
            "TRANSPORTATION_TAXIS_AND_RIDE_SHARES",
        ),  # noqa: E501
        (
            "3lJ9",
            "2025-02-24",
            92.44,
            "WHOLEFDS MKT 10234",
            "Whole Foods",
            "FOOD_AND_DRINK",
            "FOOD_AND_DRINK_GROCERIES",
        ),  # noqa: E501
        (
            "9mK5",
            "2025-02-26",
            11.00,
            "SFMTA PARKING",
            None,
            "TRANSPORTATION",
            "TRANSPORTATION_PARKING",
        ),  # noqa: E501
        (
            "5nL1",
            "2025-02-28",
            240.00,
            "PG&E WEB ONLINE",
            "Pacific Gas and Electric",
            "RENT_AND_UTILITIES",
            "RENT_AND_UTILITIES_GAS_AND_ELECTRICITY",
        ),  # noqa: E501
    ]
    txns = [_txn(f"lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDj{a}", *rest) for a, *rest in t]
    cursors = [
        "CAESJQoZQnhCWHhMajFtNEhNWEJtOVdaWm1DV1ZiUGpYMTZFSHd2OTl2cBoMCOiF",
        "CAESJQoZQnhCWHhMajFtNEhNWEJtOVdaWm1DV1ZiUGpYMTZFSHd2OTl2cBoMCNiW",
        "CAESJQoZQnhCWHhMajFtNEhNWEJtOVdaWm1DV1ZiUGpYMTZFSHd2OTl2cBoMCLyq",
        "CAESJQoZQnhCWHhMajFtNEhNWEJtOVdaWm1DV1ZiUGpYMTZFSHd2OTl2cBoMCKzD",
    ]
    pages: list[Call] = []
    for p in range(4):
        added = txns[p * 5 : p * 5 + 5]
        body = {
            "added": added,
            "modified": [],
            "removed": [],
            "next_cursor": cursors[p],
            "has_more": p < 3,
            "request_id": f"Wvhy9PZHQLV8njG{p}",
        }
        args = {
            "access_token": "access-production-5f2c…",
            "count": 5,
            "cursor": cursors[p - 1] if p else None,
        }
        pages.append(("plaid_transactions_sync", args, j(body)))
    ok1: Session = (
        "banking",
        "banking-ok-1",
        "Pull February's transactions on the linked Chase card via Plaid, total them by "
        "category and flag anything over $500.",
        True,
        pages,
    )
    xero_ar = j({"Id": "3f5c7a0e-8b1d-4f0a-9d2e-55c1b7a4e9f3", "Status": "OK",
                 "ProviderName": "Close Notes", "DateTimeUTC": "/Date(1743584400000)/",
                 "Reports": [{
        "ReportID": "AgedReceivablesByContact", "ReportName": "Aged Receivables By Contact",
        "ReportType": "AgedReceivablesByContact",
        "ReportTitles": ["Aged Receivables By Contact", "Northwind Analytics Ltd",
                         "As at 31 March 2025"],
        "ReportDate": "2 April 2025",
        "Rows": [
            {"RowType": "Header", "Cells": [{"Value": "Contact"}, {"Value": "Current"},
                                            {"Value": "< 1 Month"}, {"Value": "1 Month"},
                                            {"Value": "2 Months"}, {"Value": "Older"},
                                            {"Value": "Total"}]},
            {"RowType": "Section", "Rows": [
                {"RowType": "Row", "Cells": [{"Value": "Brightwater Retail plc"},
                                             {"Value": "12400.00"}, {"Value": "0.00"},
                                             {"Value": "4100.00"}, {"Value": "0.00"},
                                             {"Value": "0.00"}, {"Value": "16500.00"}]},
                {"RowType": "Row", "Cells": [{"Value": "Halden & Rowe LLP"},
                                             {"Value": "3150.00"}, {"Value": "2280.00"},
                                             {"Value": "0.00"}, {"Value": "0.00"},
                                             {"Value": "0.00"}, {"Value": "5430.00"}]},
                {"RowType": "Row", "Cells": [{"Value": "Kestrel Foods Ltd"},
                                             {"Value": "0.00"}, {"Value": "0.00"},
                                             {"Value": "1860.00"}, {"Value": "0.00"},
                                             {"Value": "0.00"}, {"Value": "1860.00"}]},
            ]},
            {"RowType": "SummaryRow", "Cells": [{"Value": "Total"}, {"Value": "15550.00"},
                                                {"Value": "2280.00"}, {"Value": "5960.00"},
                                                {"Value": "0.00"}, {"Value": "0.00"},
                                                {"Value": "23790.00"}]},
        ]}]})  # fmt: skip
    none_overdue = j(
        {
            "Id": "9a12d4c3-1e7b-4c8f-8f60-2b7d3e6c0a14",
            "Status": "OK",
            "ProviderName": "Close Notes",
            "DateTimeUTC": "/Date(1743584466000)/",
            "Invoices": [],
        }
    )
    overdue = j({"Id": "c07e5b8a-44d2-4b1f-a9c3-7e2d18f5b6a0", "Status": "OK",
                 "ProviderName": "Close Notes", "DateTimeUTC": "/Date(1743584490000)/",
                 "Invoices": [
        {"Type": "ACCREC", "InvoiceID": "f1b3c5d7-0a2e-4c6f-8b1d-3e5a7c9e1f20",
         "InvoiceNumber": "INV-2291", "Contact": {"Name": "Brightwater Retail plc"},
         "DateString": "2025-01-28T00:00:00", "DueDateString": "2025-02-27T00:00:00",
         "Status": "AUTHORISED", "AmountDue": 4100.00, "CurrencyCode": "GBP"},
        {"Type": "ACCREC", "InvoiceID": "2d4f6a8c-1b3e-4d5f-9a7c-5e1b3d7f9a42",
         "InvoiceNumber": "INV-2297", "Contact": {"Name": "Kestrel Foods Ltd"},
         "DateString": "2025-02-03T00:00:00", "DueDateString": "2025-03-05T00:00:00",
         "Status": "AUTHORISED", "AmountDue": 1860.00, "CurrencyCode": "GBP"},
    ]})  # fmt: skip
    ok2: Session = (
        "banking",
        "banking-ok-2",
        "Q1 close notes: QuickBooks P&L Jan-Mar vs Q4, Xero aged receivables (UK) at 31 "
        "March, and UK invoices over 60 days overdue ('none' if none) plus all overdue ones.",
        True,
        [
            (
                "qbo_report",
                {
                    "report": "ProfitAndLoss",
                    "start_date": "2025-01-01",
                    "end_date": "2025-03-31",
                    "accounting_method": "Accrual",
                },
                _qbo(
                    ("2025-01-01", "2025-03-31"),
                    [("Services", "184250.00"), ("Subscriptions", "61300.00")],
                    [
                        ("Payroll Expenses", "121480.55"),
                        ("Rent or Lease", "18000.00"),
                        ("Software & Subscriptions", "9412.18"),
                        ("Travel", "7730.40"),
                    ],
                    "89026.87",
                ),
            ),
            (
                "qbo_report",
                {
                    "report": "ProfitAndLoss",
                    "start_date": "2024-10-01",
                    "end_date": "2024-12-31",
                    "accounting_method": "Accrual",
                },
                _qbo(
                    ("2024-10-01", "2024-12-31"),
                    [("Services", "171900.00"), ("Subscriptions", "58050.00")],
                    [
                        ("Payroll Expenses", "118230.10"),
                        ("Rent or Lease", "18000.00"),
                        ("Software & Subscriptions", "8870.64"),
                        ("Travel", "12115.92"),
                    ],
                    "72733.34",
                ),
            ),
            (
                "xero_get_report",
                {"report": "AgedReceivablesByContact", "date": "2025-03-31"},
                xero_ar,
            ),
            (
                "xero_get_invoices",
                {
                    "where": 'Type=="ACCREC" AND Status=="AUTHORISED" AND '
                    "DueDate<DateTime(2025,01,30)"
                },
                none_overdue,
            ),
            (
                "xero_get_invoices",
                {
                    "where": 'Type=="ACCREC" AND Status=="AUTHORISED" AND '
                    "DueDate<DateTime(2025,03,31)"
                },
                overdue,
            ),
        ],
    )
    login = jp({
        "display_message": None,
        "documentation_url": "https://plaid.com/docs/errors/item/#item_login_required",
        "error_code": "ITEM_LOGIN_REQUIRED",
        "error_message": "the login details of this item have changed (credentials, MFA, or "
        "required user action) and a user login is required to update this information. use "
        "Link's update mode to restore the item to a good state",
        "error_type": "ITEM_ERROR", "request_id": "HNTDNrA8F1shFEW",
        "suggested_action": None,
    })  # fmt: skip
    fail1: Session = (
        "banking",
        "banking-fail-1",
        "Reconcile business checking transactions 24 Feb - 2 Mar against the invoices marked "
        "paid in our ledger; list mismatches.",
        False,
        [
            (
                "plaid_transactions_sync",
                {"access_token": "access-production-8e1a…", "count": 100, "cursor": None},
                login,
            ),
            (
                "plaid_transactions_sync",
                {"access_token": "access-production-8e1a…", "count": 50, "cursor": None},
                login,
            ),
            ("plaid_accounts_balance", {"access_token": "access-production-8e1a…"}, login),
            (
                "plaid_transactions_sync",
                {
                    "access_token": "access-production-8e1a…",
                    "count": 100,
                    "cursor": None,
                    "options": {"include_original_description": True},
                },
                login,
            ),
            (
                "plaid_transactions_sync",
                {"access_token": "access-production-8e1a…", "count": 25, "cursor": None},
                login,
            ),
        ],
    )
    return [ok1, ok2, fail1]


# --------------------------------------------------------------------------- markets


def _book(uid: int, mid: float, spread: float, sizes: list[float]) -> str:
    bids = [
        [f"{mid - spread / 2 - i * 0.01 * (1 + i):.2f}", f"{s:.8f}"] for i, s in enumerate(sizes)
    ]  # noqa: E501
    asks = [
        [f"{mid + spread / 2 + i * 0.01 * (2 + i):.2f}", f"{s * 0.83 + 0.0137:.8f}"]
        for i, s in enumerate(reversed(sizes))
    ]
    return j({"lastUpdateId": uid, "bids": bids, "asks": asks})


def markets() -> list[Session]:
    dates = [
        ("2025-01-06", "2025-01-06", 0.96302),
        ("2025-01-20", "2025-01-20", 0.96098),
        ("2025-02-03", "2025-02-03", 0.97087),
        ("2025-02-15", "2025-02-14", 0.95329),
        ("2025-03-03", "2025-03-03", 0.95813),
        ("2025-03-17", "2025-03-17", 0.91785),
    ]
    ok1: Session = (
        "markets",
        "markets-ok-1",
        "Convert USD invoices to EUR at the ECB rate of each date: 6 Jan $12,400; 20 Jan "
        "$3,150; 3 Feb $8,820; 15 Feb (Sat, last rate) $1,275; 3 Mar $22,000; 17 Mar $640.",
        True,
        [
            (
                "fx_rate",
                {"date": asked, "from": "USD", "to": "EUR"},
                j({"amount": 1.0, "base": "USD", "date": got, "rates": {"EUR": r}}),
            )
            for asked, got, r in dates
        ],
    )
    snaps = [
        (58213904117, 87412.55, 0.01, [0.41233, 0.00694, 0.10207, 0.02298, 0.60011, 0.00914]),
        (58213911873, 87398.10, 0.02, [0.18820, 0.31442, 0.00057, 0.07704, 0.25010, 0.11923]),
        (58213920456, 87420.71, 0.01, [1.02440, 0.00913, 0.04476, 0.31005, 0.00621, 0.08802]),
        (58213927730, 87455.06, 0.01, [0.05522, 0.66710, 0.12087, 0.00435, 0.29016, 0.01848]),
        (58213936015, 87441.38, 0.03, [0.27719, 0.00518, 0.48201, 0.09963, 0.01207, 0.35590]),
    ]
    ok2: Session = (
        "markets",
        "markets-ok-2",
        "Sample Binance's BTC/USDT order book five times over a few minutes; report each "
        "spread and top-six-level depth per side.",
        True,
        [("orderbook_depth", {"symbol": "BTCUSDT", "limit": 6}, _book(*s)) for s in snaps],
    )
    latest = j({"amount": 1.0, "base": "EUR", "date": "2025-03-06", "rates": {"GBP": 0.83617}})
    ends = [
        "2024-01-31",
        "2024-02-29",
        "2024-03-28",
        "2024-04-30",
        "2024-05-31",
        "2024-06-28",
        "2024-07-31",
    ]
    fail1: Session = (
        "markets",
        "markets-fail-1",
        "ECB EUR/GBP reference rate on the last business day of each month of 2024, for the "
        "hedge memo.",
        False,
        [("fx_rate", {"date": d, "from": "EUR", "to": "GBP"}, latest) for d in ends],
    )
    return [ok1, ok2, fail1]


# --------------------------------------------------------------------------- commerce

EBAY = "https://api.ebay.com/buy/browse/v1/item_summary/search"


def _item(
    iid: str,
    title: str,
    price: str,
    cond: str,
    seller: str,
    pct: str,
    score: int,
    currency: str = "USD",
) -> dict[str, Any]:
    return {
        "itemId": f"v1|{iid}|0", "title": title,
        "price": {"value": price, "currency": currency}, "condition": cond,
        "seller": {"username": seller, "feedbackPercentage": pct, "feedbackScore": score},
        "itemWebUrl": f"https://www.ebay.com/itm/{iid}",
    }  # fmt: skip


def _rates(sid: str, rates: list[tuple[str, str, str, str, int]]) -> str:
    return j({
        "object_id": sid, "object_state": "VALID", "status": "SUCCESS",
        "rates": [
            {"object_id": f"{sid[:8]}r{i}", "amount": amt, "currency": "USD", "provider": prov,
             "servicelevel": {"name": name, "token": token}, "estimated_days": days}
            for i, (prov, name, token, amt, days) in enumerate(rates)
        ],
        "messages": [],
    })  # fmt: skip


def _label(tid: str, rate: str, tracking: str) -> str:
    return j(
        {
            "object_id": tid,
            "object_state": "VALID",
            "status": "SUCCESS",
            "rate": rate,
            "tracking_number": tracking,
            "tracking_status": "UNKNOWN",
            "label_url": f"https://deliver.goshippo.com/{tid}.pdf?Expires=1772796000",
            "messages": [],
        }
    )


def commerce() -> list[Session]:
    q = {
        "q": "Leica Summicron-M 35mm f/2",
        "category_ids": "3323",
        "filter": "price:[..2500],priceCurrency:USD,conditionIds:{3000}",
        "limit": 4,
    }
    items = [
        _item(
            "186912044711",
            "Leica Summicron-M 35mm f/2 ASPH 11879 black, boxed, clean glass",
            "2449.00",
            "Used",
            "camerawest_pdx",
            "99.9",
            8734,
        ),
        _item(
            "135540923310",
            "Leica 35mm f2 Summicron-M IV 'King of Bokeh' 1983 Canada",
            "2295.00",
            "Used",
            "foto-tokyo-jp",
            "100",
            21877,
        ),
        _item(
            "226018873402",
            "LEICA SUMMICRON M 35/2 v4 black - excellent+ from Japan",
            "2180.00",
            "Used",
            "kyoto_lens_house",
            "99.7",
            3190,
        ),
        _item(
            "405311982047",
            "Leica Summicron-M 35mm F2 v3 chrome w/ hood 12504",
            "1890.00",
            "Used",
            "oldlenses_nyc",
            "98.9",
            642,
        ),
        _item(
            "167001548293",
            "Leica 35mm f/2 Summicron-M ASPH silver 11882 (2011)",
            "2399.00",
            "Used",
            "bh_used_dept",
            "99.8",
            119044,
        ),
        _item(
            "276633104589",
            "Leica Summicron 35mm f/2 version 2 'Made in Germany' M mount",
            "1650.00",
            "Used",
            "hartmann-foto-de",
            "99.5",
            2411,
        ),
        _item(
            "389102775613",
            "Leica Summicron-M 35 mm f/2 IV 11310 6-bit coded",
            "2050.00",
            "Used",
            "tampa_camera_exch",
            "99.6",
            5287,
        ),
        _item(
            "196405318826",
            "Leica Summicron-M 35/2 ASPH black 11879 + original cap & box",
            "2490.00",
            "Used",
            "mtfcamera_uk",
            "100",
            1493,
        ),
        _item(
            "256889107234",
            "Leica 35mm Summicron v4 chrome, minor haze, priced to sell",
            "1420.00",
            "Used",
            "grandpas_attic_estates",
            "97.2",
            88,
        ),
        _item(
            "315227760981",
            "Leica Summicron-M 1:2/35 Canada 1979 black paint-style",
            "2375.00",
            "Used",
            "collectors_vault_sf",
            "99.9",
            6620,
        ),
        _item(
            "125990433107",
            "Leica 35mm f2 Summicron M v4 — CLA'd 2023, receipt",
            "2199.00",
            "Used",
            "rangefinder_rescue",
            "100",
            957,
        ),
    ]
    page = {
        "href": f"{EBAY}?q=Leica+Summicron-M+35mm+f%2F2&limit=4&offset=0",
        "total": 11,
        "limit": 4,
        "offset": 0,
    }

    def pg(off: int) -> str:
        body = page | {
            "href": page["href"].replace("offset=0", f"offset={off}"),
            "offset": off,
            "itemSummaries": items[off : off + 4],
        }
        if off + 4 < 11:
            body["next"] = page["href"].replace("offset=0", f"offset={off + 4}")
        return j(body)

    none = j(
        {
            "href": f"{EBAY}?q=Summicron+35+8+element&limit=50&offset=0",
            "total": 0,
            "limit": 50,
            "offset": 0,
        }
    )
    detail = j({
        "itemId": "v1|256889107234|0", "title": items[8]["title"],
        "price": {"value": "1420.00", "currency": "USD"}, "condition": "Used",
        "conditionDescription": "Light internal haze visible with a flashlight; does not "
        "affect images in normal light. Focus smooth, aperture clicks crisp. No cap.",
        "itemLocation": {"city": "Dayton", "stateOrProvince": "Ohio", "country": "US"},
        "returnTerms": {"returnsAccepted": False},
        "seller": {"username": "grandpas_attic_estates", "feedbackPercentage": "97.2",
                   "feedbackScore": 88},
    })  # fmt: skip
    ok1: Session = (
        "commerce",
        "commerce-ok-1",
        "List used Leica Summicron-M 35mm f/2 lenses on eBay US under $2,500 with price, "
        "condition, seller feedback; is any 8-element listed? What's wrong with the cheapest?",
        True,
        [
            ("ebay_search", q | {"offset": 0}, pg(0)),
            ("ebay_search", q | {"offset": 4}, pg(4)),
            ("ebay_search", q | {"offset": 8}, pg(8)),
            (
                "ebay_search",
                {"q": "Summicron 35 8 element", "category_ids": "3323", "limit": 50},
                none,
            ),
            ("ebay_get_item", {"item_id": "v1|256889107234|0"}, detail),
        ],
    )
    parcels = [
        (
            "8b3f1c20e6a94d7f9c1e5a3b7d2f4e60",
            [
                ("USPS", "Ground Advantage", "usps_ground_advantage", "6.95", 4),
                ("USPS", "Priority Mail", "usps_priority", "9.40", 2),
                ("UPS", "Ground", "ups_ground", "11.12", 3),
            ],
        ),  # noqa: E501
        (
            "1d7e9a3c5b2f4e6a8c0d1f3b5e7a9c2d",
            [
                ("USPS", "Ground Advantage", "usps_ground_advantage", "8.30", 5),
                ("USPS", "Priority Mail", "usps_priority", "12.85", 3),
                ("UPS", "Ground", "ups_ground", "12.40", 3),
            ],
        ),  # noqa: E501
        (
            "f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4",
            [
                ("USPS", "Ground Advantage", "usps_ground_advantage", "5.10", 3),
                ("USPS", "Priority Mail", "usps_priority", "8.75", 2),
                ("UPS", "Ground", "ups_ground", "10.05", 2),
            ],
        ),  # noqa: E501
        (
            "7c9e1a3b5d7f9b1d3f5a7c9e1b3d5f7a",
            [
                ("USPS", "Ground Advantage", "usps_ground_advantage", "14.65", 6),
                ("USPS", "Priority Mail", "usps_priority", "21.30", 3),
                ("UPS", "Ground", "ups_ground", "18.95", 3),
            ],
        ),  # noqa: E501
    ]
    picks = ["r1", "r2", "r0", "r2"]
    dims = [("1.2", "12x9x4"), ("2.8", "14x10x6"), ("0.6", "9x6x2"), ("6.5", "18x14x10")]
    calls: list[Call] = []
    for n, ((sid, rates), pick, (lb, box)) in enumerate(zip(parcels, picks, dims, strict=True)):
        calls.append(
            (
                "shippo_create_shipment",
                {
                    "address_from": "warehouse_pdx",
                    "address_to": f"order_{3381 + n}",
                    "parcel": {"weight": lb, "mass_unit": "lb", "dimensions": box},
                },
                _rates(sid, rates),
            )
        )
        calls.append(
            (
                "shippo_purchase_label",
                {"rate": f"{sid[:8]}{pick}", "label_file_type": "PDF_4x6"},  # noqa: E501
                _label(
                    f"a{n}c3e5f7b9d1e3f5a7c9e1b3d5f7a9c1",
                    f"{sid[:8]}{pick}",
                    f"9400111202555{842713 + n * 1117:07d}",
                ),
            )
        )
    ok2: Session = (
        "commerce",
        "commerce-ok-2",
        "Rate the four Etsy parcels (USPS/UPS) from our Portland warehouse, buy the cheapest "
        "label arriving within 3 days for each, and give tracking numbers.",
        True,
        calls,
    )
    de = [
        [("Braun Series 7 70-N1200s Elektrischer Rasierer Herren, Nass & Trocken", "109.99"),
         ("Brauner Ledergürtel Herren 4 cm Vollrindleder Dornschließe", "24.90"),
         ("Nintendo Switch OLED Konsole Weiß - neuwertig in OVP", "269.00")],
        [("Kirschkern Wärmekissen Nackenkissen 40x20 cm Bio-Baumwolle", "17.95"),
         ("Cherry Tomaten Samen 50 Stück Sorte Sweet Million", "3.49"),
         ("Schallplatten Sammlung 80er Jahre Pop 25 LPs", "45.00")],
        [("Tastatur-Reinigungsknete 3er Pack Universalreiniger", "8.99"),
         ("Braun Silk-épil 9 Flex Epilierer SES 9-030 Damen", "139.00"),
         ("Mechanische Wanduhr Holz Pendeluhr Vintage Schwarzwald", "89.00")],
        [("Herren Winterschuhe braun gefüttert Gr. 43 wasserdicht", "39.95"),
         ("Bürostuhl ergonomisch Netzrücken schwarz Armlehnen höhenverstellbar", "79.00"),
         ("Kaffeebohnen Espresso 1 kg Röstung dunkel Italien", "16.90")],
    ]  # fmt: skip
    queries = [
        "Cherry MX brown mechanical keyboard",
        "mechanical keyboard cherry mx brown",
        "Cherry MX Brown keyboard tenkeyless",
        "keychron cherry brown",
    ]
    calls = []
    for n, (qq, rows) in enumerate(zip(queries, de, strict=True)):
        body = {
            "href": f"{EBAY}?q={qq.replace(' ', '+')}&limit=3",
            "total": 18250 - n * 931,
            "limit": 3,
            "offset": 0,
            "itemSummaries": [
                _item(
                    f"3{n}5{i}0871{n}4{i}9",
                    t,
                    p,
                    "Neu" if i else "Gebraucht",  # noqa: E501
                    f"haendler_{n}{i}",
                    "99.1",
                    400 + i,
                    "EUR",
                )
                for i, (t, p) in enumerate(rows)
            ],
        }
        calls.append(
            (
                "ebay_search",
                {"q": qq, "filter": "price:[..80],priceCurrency:USD", "limit": 3},
                j(body),
            )
        )
    fail1: Session = (
        "commerce",
        "commerce-fail-1",
        "Find Cherry MX Brown mechanical keyboards on eBay US under $80; list the five "
        "cheapest with seller ratings.",
        False,
        calls,
    )
    return [ok1, ok2, fail1]


# --------------------------------------------------------------------------- deploy


def _vercel(did: str, state: str, url: str, created: int, **extra: Any) -> str:
    body = {
        "id": did,
        "name": "acme-web",
        "url": url,
        "readyState": state,
        "target": "production",
        "createdAt": created,
        "meta": {"githubCommitRef": "main", "githubCommitSha": extra.pop("sha", "9f3c2e1")},
    }
    return j(body | extra)


def _cf(result: Any, info: dict[str, int] | None = None) -> str:
    body: dict[str, Any] = {"result": result, "success": True, "errors": [], "messages": []}
    if info:
        body["result_info"] = info
    return j(body)


def _dns(rid: str, rtype: str, name: str, content: str, proxied: bool) -> dict[str, Any]:
    return {
        "id": rid,
        "zone_name": "acme.dev",
        "name": name,
        "type": rtype,
        "content": content,
        "proxied": proxied,
        "ttl": 1,
    }


def deploy() -> list[Session]:
    d1, d2 = "dpl_9xQ2mT7kVb3LrN8pYc4HwE1f", "dpl_4GfR8sW2nJ6qKz1XtB7yMd3a"
    u1, u2 = "acme-web-8fk2l1mzq-acme.vercel.app", "acme-web-p3c7e0aht-acme.vercel.app"
    logs = "\n".join([
        "10:42:07.114 Running build in Washington, D.C., USA (East) – iad1",
        "10:42:07.301 Cloning github.com/acme/acme-web (Branch: main, Commit: 9f3c2e1)",
        "10:42:09.882 Running \"vercel build\"",
        "10:42:10.417 Installing dependencies...",
        "10:42:31.006 added 1184 packages in 20s",
        "10:42:31.532 Detected Next.js version: 15.1.6",
        "10:42:31.540 Running \"npm run build\"",
        "10:42:33.914    ▲ Next.js 15.1.6",
        "10:42:34.018    Creating an optimized production build ...",
        "10:42:58.771  ✓ Compiled successfully",
        "10:42:58.773    Linting and checking validity of types ...",
        "10:43:06.245 Failed to compile.",
        "10:43:06.246 ./src/app/blog/[slug]/page.tsx:18:27",
        "10:43:06.246 Type error: Property 'slug' does not exist on type 'Promise<{ slug: "
        "string; }>'.",
        "10:43:06.247   16 | export default async function Page({ params }: Props) {",
        "10:43:06.247 > 18 |   const post = await getPost(params.slug);",
        "10:43:06.301 Error: Command \"npm run build\" exited with 1",
    ])  # fmt: skip
    ok1: Session = (
        "deploy",
        "deploy-ok-1",
        "Deploy Vercel project acme-web to production from main, fix whatever breaks the "
        "build, and give me the live URL.",
        True,
        [
            (
                "vercel_create_deployment",
                {"project": "acme-web", "target": "production", "gitSource": {"ref": "main"}},
                _vercel(d1, "QUEUED", u1, 1741257727000),
            ),
            ("vercel_get_deployment", {"idOrUrl": d1}, _vercel(d1, "BUILDING", u1, 1741257727000)),  # noqa: E501
            ("vercel_get_deployment", {"idOrUrl": d1}, _vercel(d1, "BUILDING", u1, 1741257727000)),  # noqa: E501
            (
                "vercel_get_deployment",
                {"idOrUrl": d1},
                _vercel(
                    d1,
                    "ERROR",
                    u1,
                    1741257727000,
                    errorCode="BUILD_FAILED",
                    errorMessage='Command "npm run build" exited with 1',
                ),
            ),
            ("vercel_get_build_logs", {"idOrUrl": d1, "limit": 200}, logs),
            (
                "edit_file",
                {
                    "path": "src/app/blog/[slug]/page.tsx",
                    "old_str": "const post = await getPost(params.slug);",
                    "new_str": "const { slug } = await params;\n  const post = await "
                    "getPost(slug);",
                },
                "The file src/app/blog/[slug]/page.tsx has been edited.",
            ),
            (
                "git_commit_and_push",
                {"message": "blog: await params (Next 15)"},
                "[main 4be81d0] blog: await params (Next 15)\n 1 file changed, 2 insertions(+), "
                "1 deletion(-)\nTo github.com:acme/acme-web.git\n   9f3c2e1..4be81d0  main -> main",
            ),
            (
                "vercel_create_deployment",
                {"project": "acme-web", "target": "production", "gitSource": {"ref": "main"}},
                _vercel(d2, "QUEUED", u2, 1741258390000, sha="4be81d0"),
            ),
            (
                "vercel_get_deployment",
                {"idOrUrl": d2},
                _vercel(d2, "BUILDING", u2, 1741258390000, sha="4be81d0"),
            ),
            (
                "vercel_get_deployment",
                {"idOrUrl": d2},
                _vercel(
                    d2,
                    "READY",
                    u2,
                    1741258390000,
                    sha="4be81d0",
                    ready=1741258481920,
                    alias=["acme.dev", "www.acme.dev", "acme-web-acme.vercel.app"],
                    aliasAssigned=1741258483311,
                ),
            ),
        ],
    )
    zone = {
        "id": "023e105f4ecef8ad9ca31a8372d0c353",
        "name": "acme.dev",
        "status": "active",
        "paused": False,
        "type": "full",
        "name_servers": ["ada.ns.cloudflare.com", "rob.ns.cloudflare.com"],
    }
    recs = [
        _dns("a1f0", "A", "acme.dev", "76.76.21.21", True),
        _dns("b2e1", "CNAME", "www.acme.dev", "cname.vercel-dns.com", True),
        _dns("c3d2", "CNAME", "api.acme.dev", "acme-api.fly.dev", True),
        _dns("d4c3", "MX", "acme.dev", "aspmx.l.google.com", False),
        _dns("e5b4", "MX", "acme.dev", "alt1.aspmx.l.google.com", False),
        _dns("f6a5", "TXT", "acme.dev", "v=spf1 include:_spf.google.com ~all", False),
        _dns(
            "07f6", "TXT", "_dmarc.acme.dev", "v=DMARC1; p=quarantine; rua=mailto:d@acme.dev", False
        ),
        _dns("18e7", "CNAME", "docs.acme.dev", "acme.github.io", False),
        _dns("29d8", "CNAME", "status.acme.dev", "statuspage.betteruptime.com", False),
        _dns("3ac9", "TXT", "google._domainkey.acme.dev", "v=DKIM1; k=rsa; p=MIIBIjANBgkq…", False),
        _dns("4bda", "CNAME", "blog.acme.dev", "cname.vercel-dns.com", True),
        _dns("5ceb", "CAA", "acme.dev", '0 issue "letsencrypt.org"', False),
    ]
    listed = [
        (
            "cloudflare_list_dns_records",
            {"zone_id": zone["id"], "page": p, "per_page": 5},
            _cf(
                recs[(p - 1) * 5 : p * 5],
                {
                    "page": p,
                    "per_page": 5,
                    "count": len(recs[(p - 1) * 5 : p * 5]),
                    "total_count": 12,
                    "total_pages": 3,
                },
            ),
        )
        for p in (1, 2, 3)
    ]
    new = _dns("6dfc", "CNAME", "docs.acme.dev", "acme-docs.pages.dev", True)
    ok2: Session = (
        "deploy",
        "deploy-ok-2",
        "Point docs.acme.dev at Cloudflare Pages: find the docs record in the zone's DNS (all "
        "pages), replace the CNAME with acme-docs.pages.dev (proxied), purge its cache.",
        True,
        [
            (
                "cloudflare_list_zones",
                {"name": "acme.dev"},
                _cf(
                    [zone],
                    {"page": 1, "per_page": 20, "count": 1, "total_count": 1, "total_pages": 1},
                ),
            )
        ]  # noqa: E501
        + listed
        + [
            (
                "cloudflare_delete_dns_record",
                {"zone_id": zone["id"], "record_id": "18e7"},
                _cf({"id": "18e7"}),
            ),
            (
                "cloudflare_create_dns_record",
                {
                    "zone_id": zone["id"],
                    "type": "CNAME",
                    "name": "docs",
                    "content": "acme-docs.pages.dev",
                    "proxied": True,
                },
                _cf(new),
            ),
            (
                "cloudflare_purge_cache",
                {"zone_id": zone["id"], "hosts": ["docs.acme.dev"]},
                _cf({"id": zone["id"]}),
            ),
        ],
    )
    auth = j(
        {
            "success": False,
            "errors": [{"code": 10000, "message": "Authentication error"}],
            "messages": [],
            "result": None,
        }
    )
    fail1: Session = (
        "deploy",
        "deploy-fail-1",
        "api.acme.dev has answered 522 since this morning: check its DNS record, firewall "
        "events and origin health in Cloudflare.",
        False,
        [
            ("cloudflare_list_zones", {"name": "acme.dev"}, auth),
            ("cloudflare_list_dns_records", {"zone_id": zone["id"], "name": "api.acme.dev"}, auth),
            ("cloudflare_list_dns_records", {"zone_id": zone["id"], "type": "CNAME"}, auth),
            ("cloudflare_firewall_events", {"zone_id": zone["id"], "since": "-6h"}, auth),
            ("cloudflare_list_dns_records", {"zone_id": zone["id"]}, auth),
            (
                "cloudflare_list_dns_records",
                {"zone_id": zone["id"], "page": 1, "per_page": 100},
                auth,
            ),
        ],
    )
    return [ok1, ok2, fail1]


# --------------------------------------------------------------------------- ci-builds

_MVN_HEAD = (
    "[INFO] Scanning for projects...\n[INFO] \n[INFO] ------------------< com.acme:billing-service"
    " >-------------------\n[INFO] Building billing-service 2.14.0-SNAPSHOT\n[INFO]   from "
    "pom.xml\n[INFO] --------------------------------[ jar ]---------------------------------"
)
_MVN_FAIL = (
    "[INFO] ------------------------------------------------------------------------\n"
    "[INFO] BUILD FAILURE\n"
    "[INFO] ------------------------------------------------------------------------\n"
)


def ci() -> list[Session]:
    mvn1 = "\n".join([
        _MVN_HEAD,
        "[INFO] --- compiler:3.8.1:compile (default-compile) @ billing-service ---",
        "[INFO] Changes detected - recompiling the module!",
        _MVN_FAIL + "[INFO] Total time:  6.412 s",
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.8.1:"
        "compile (default-compile) on project billing-service: Fatal error compiling: error: "
        "release version 21 not supported -> [Help 1]",
    ])  # fmt: skip
    mvn2 = "\n".join([
        _MVN_HEAD,
        "[INFO] --- compiler:3.13.0:compile (default-compile) @ billing-service ---",
        "[INFO] Recompiling the module because of changed dependency.",
        "[INFO] Compiling 212 source files with javac [debug release 21] to target/classes",
        "[INFO] -------------------------------------------------------------",
        "[ERROR] COMPILATION ERROR : ",
        "[INFO] -------------------------------------------------------------",
        "[ERROR] /work/billing-service/src/main/java/com/acme/billing/InvoiceMapper.java:"
        "[42,35] cannot find symbol",
        "  symbol:   method getFirst()",
        "  location: variable lines of type com.acme.billing.LineItems",
        "[ERROR] /work/billing-service/src/main/java/com/acme/billing/LineItems.java:[11,14] "
        "LineItems is not abstract and does not override abstract method reversed() in "
        "java.util.SequencedCollection",
        "[INFO] 2 errors ",
        _MVN_FAIL + "[INFO] Total time:  11.873 s",
    ])  # fmt: skip
    mvn3 = "\n".join([
        _MVN_HEAD,
        "[INFO] --- compiler:3.13.0:compile (default-compile) @ billing-service ---",
        "[INFO] Compiling 212 source files with javac [debug release 21] to target/classes",
        "[INFO] --- surefire:3.2.5:test (default-test) @ billing-service ---",
        "[INFO] Running com.acme.billing.InvoiceTotalsTest",
        "[ERROR] Tests run: 14, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.412 s <<< "
        "FAILURE! -- in com.acme.billing.InvoiceTotalsTest",
        "[ERROR] com.acme.billing.InvoiceTotalsTest.roundsHalfEvenOnVat -- Time elapsed: 0.021 s"
        " <<< FAILURE!",
        "org.opentest4j.AssertionFailedError: expected: <10.13> but was: <10.12>",
        "\tat com.acme.billing.InvoiceTotalsTest.roundsHalfEvenOnVat(InvoiceTotalsTest.java:37)",
        "[INFO] Running com.acme.billing.LedgerExportTest",
        "[INFO] Tests run: 34, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.208 s",
        "[INFO] Results:",
        "[ERROR] Failures: ",
        "[ERROR]   InvoiceTotalsTest.roundsHalfEvenOnVat:37 expected: <10.13> but was: <10.12>",
        "[ERROR] Tests run: 48, Failures: 1, Errors: 0, Skipped: 0",
        _MVN_FAIL + "[INFO] Total time:  19.530 s",
    ])  # fmt: skip
    mvn4 = "\n".join([
        _MVN_HEAD,
        "[INFO] --- surefire:3.2.5:test (default-test) @ billing-service ---",
        "[INFO] Tests run: 48, Failures: 0, Errors: 0, Skipped: 0",
        "[INFO] --- jar:3.4.1:jar (default-jar) @ billing-service ---",
        "[INFO] Building jar: /work/billing-service/target/billing-service-2.14.0-SNAPSHOT.jar",
        "[INFO] --- failsafe:3.2.5:verify (default) @ billing-service ---",
        "[INFO] ------------------------------------------------------------------------",
        "[INFO] BUILD SUCCESS",
        "[INFO] ------------------------------------------------------------------------",
        "[INFO] Total time:  24.118 s",
    ])  # fmt: skip
    goals = {"goals": "-pl billing-service -am verify", "batch_mode": True}
    ok1: Session = (
        "ci-builds",
        "ci-ok-1",
        "billing-service stopped building after the Java 21 move: get `mvn -pl "
        "billing-service -am verify` passing without skipping tests.",
        True,
        [
            ("maven", goals, mvn1),
            (
                "edit_file",
                {
                    "path": "pom.xml",
                    "old_str": "<version>3.8.1</version>",
                    "new_str": "<version>3.13.0</version>",
                },
                "The file pom.xml has been edited.",
            ),
            ("maven", goals, mvn2),
            (
                "edit_file",
                {
                    "path": "billing-service/src/main/java/com/acme/billing/LineItems.java",  # noqa: E501
                    "old_str": "public class LineItems implements List<LineItem>",
                    "new_str": "public class LineItems extends ArrayList<LineItem>",
                },
                "The file billing-service/src/main/java/com/acme/billing/LineItems.java has been "
                "edited.",
            ),
            ("maven", goals, mvn3),
            (
                "edit_file",
                {
                    "path": "billing-service/src/main/java/com/acme/billing/Money.java",
                    "old_str": "RoundingMode.HALF_DOWN",
                    "new_str": "RoundingMode.HALF_EVEN",
                },  # noqa: E501
                "The file billing-service/src/main/java/com/acme/billing/Money.java has been "
                "edited.",
            ),
            ("maven", goals, mvn4),
        ],
    )
    tex_head = (
        "This is pdfTeX, Version 3.141592653-2.6-1.40.26 (TeX Live 2024) (preloaded "
        "format=pdflatex)\n restricted \\write18 enabled.\nentering extended mode\n"
        "(./main.tex\nLaTeX2e <2024-11-01> patch level 2\n"
    )
    tex1 = tex_head + "\n".join([
        "(./chapters/background.tex",
        "! Undefined control sequence.",
        "l.88 ...transformers replaced recurrence \\citep",
        "                                                  {vaswani2017attention}.",
        "? ",
        "! Emergency stop.",
        "l.88 ...transformers replaced recurrence \\citep",
        "No pages of output.",
        "Transcript written on main.log.",
    ])  # fmt: skip
    tex2 = tex_head + "\n".join([
        "(/usr/local/texlive/2024/texmf-dist/tex/latex/natbib/natbib.sty)",
        "(./chapters/background.tex",
        "LaTeX Warning: Citation `vaswani2017attention' on page 4 undefined on input line 88.",
        "LaTeX Warning: Citation `devlin2019bert' on page 5 undefined on input line 103.",
        ") (./chapters/method.tex",
        "LaTeX Warning: Reference `fig:pipeline' on page 12 undefined on input line 41.",
        ")",
        "LaTeX Warning: There were undefined references.",
        "Output written on main.pdf (41 pages, 1874033 bytes).",
        "Transcript written on main.log.",
    ])  # fmt: skip
    bib = "\n".join([
        "This is BibTeX, Version 0.99d (TeX Live 2024)",
        "The top-level auxiliary file: main.aux",
        "The style file: plainnat.bst",
        "Database file #1: refs.bib",
        "Warning--empty journal in lee2019biobert",
        "Warning--can't use both author and editor fields in chen2021survey",
        "(There were 2 warnings)",
    ])  # fmt: skip
    tex3 = tex_head + "\n".join([
        "(./main.bbl) (./chapters/background.tex) (./chapters/method.tex",
        "LaTeX Warning: Reference `fig:pipeline' on page 12 undefined on input line 41.",
        ")",
        "LaTeX Warning: Label(s) may have changed. Rerun to get cross-references right.",
        "Output written on main.pdf (42 pages, 1893411 bytes).",
        "Transcript written on main.log.",
    ])  # fmt: skip
    tex4 = tex_head + "\n".join([
        "(./main.bbl) (./chapters/background.tex) (./chapters/method.tex",
        "LaTeX Warning: Reference `fig:pipeline' on page 12 undefined on input line 41.",
        ")",
        "LaTeX Warning: There were undefined references.",
        "Output written on main.pdf (42 pages, 1893402 bytes).",
        "Transcript written on main.log.",
    ])  # fmt: skip
    tex5 = tex_head + "\n".join([
        "(./main.bbl) (./chapters/background.tex) (./chapters/method.tex)",
        "(./chapters/results.tex [23] [24] [25])",
        "Output written on main.pdf (42 pages, 1893447 bytes).",
        "Transcript written on main.log.",
    ])  # fmt: skip
    compile_ = {"file": "main.tex", "engine": "pdflatex", "interaction": "nonstopmode"}
    ok2: Session = (
        "ci-builds",
        "ci-ok-2",
        "Compile main.tex and fix errors until the PDF builds with no undefined citations or "
        "references.",
        True,
        [
            ("latex_compile", compile_, tex1),
            (
                "edit_file",
                {
                    "path": "main.tex",
                    "old_str": "\\usepackage{graphicx}",
                    "new_str": "\\usepackage{graphicx}\n\\usepackage[numbers]{natbib}",
                },
                "The file main.tex has been edited.",
            ),
            ("latex_compile", compile_, tex2),
            ("bibtex", {"aux": "main"}, bib),
            ("latex_compile", compile_, tex3),
            ("latex_compile", compile_, tex4),
            (
                "edit_file",
                {
                    "path": "chapters/method.tex",
                    "old_str": "\\label{fig:pipline}",
                    "new_str": "\\label{fig:pipeline}",
                },
                "The file chapters/method.tex has been edited.",
            ),
            ("latex_compile", compile_, tex5),
        ],
    )
    bb = j({"pagelen": 3, "page": 1, "size": 412, "values": [
        {"uuid": "{7b1e0c52-3f4a-4d8e-9c21-5a6b7c8d9e0f}", "build_number": 412,
         "state": {"name": "COMPLETED", "result": {"name": "FAILED"}},
         "target": {"ref_name": "feature/kotlin-2", "commit": {"hash": "c41d9e2"}},
         "created_on": "2025-03-06T08:11:52.402Z", "duration_in_seconds": 331},
        {"uuid": "{2c8d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f}", "build_number": 411,
         "state": {"name": "COMPLETED", "result": {"name": "SUCCESSFUL"}},
         "target": {"ref_name": "main", "commit": {"hash": "8a0f3b7"}},
         "created_on": "2025-03-05T16:40:03.118Z", "duration_in_seconds": 298},
        {"uuid": "{9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b}", "build_number": 410,
         "state": {"name": "COMPLETED", "result": {"name": "SUCCESSFUL"}},
         "target": {"ref_name": "main", "commit": {"hash": "f02c6d1"}},
         "created_on": "2025-03-05T11:02:47.930Z", "duration_in_seconds": 305},
    ]})  # fmt: skip
    steps = j({"pagelen": 10, "values": [
        {"uuid": "{a0b1c2d3-0001-4000-8000-000000000001}", "name": "Build and test",
         "state": {"name": "COMPLETED", "result": {"name": "FAILED"}}},
        {"uuid": "{a0b1c2d3-0002-4000-8000-000000000002}", "name": "Publish",
         "state": {"name": "NOT_RUN"}},
    ]})  # fmt: skip
    g1 = "\n".join([
        "+ ./gradlew build --no-daemon",
        "> Task :core:compileKotlin",
        "e: file:///opt/atlassian/pipelines/agent/build/core/src/main/kotlin/com/acme/core/"
        "Config.kt:27:9 'when' expression must be exhaustive. Add the 'STAGING' branch or "
        "'else' branch.",
        "> Task :core:compileKotlin FAILED",
        "FAILURE: Build failed with an exception.",
        "* What went wrong:",
        "Execution failed for task ':core:compileKotlin'.",
        "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner."
        "GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction",
        "   > Compilation error. See log for more details",
        "BUILD FAILED in 1m 48s",
    ])  # fmt: skip
    g2 = "\n".join([
        "+ ./gradlew build --no-daemon",
        "> Task :core:compileKotlin",
        "> Task :core:test",
        "ConfigTest > staging profile resolves endpoints FAILED",
        "    org.opentest4j.AssertionFailedError at ConfigTest.kt:44",
        "32 tests completed, 1 failed",
        "> Task :core:test FAILED",
        "FAILURE: Build failed with an exception.",
        "* What went wrong:",
        "Execution failed for task ':core:test'.",
        "> There were failing tests. See the report at: file:///opt/atlassian/pipelines/agent/"
        "build/core/build/reports/tests/test/index.html",
        "BUILD FAILED in 2m 31s",
    ])  # fmt: skip
    g3 = "\n".join([
        "+ ./gradlew build --no-daemon",
        "> Task :core:test",
        "> Task :app:test",
        "> Task :build",
        "BUILD SUCCESSFUL in 3m 02s",
        "47 actionable tasks: 47 executed",
    ])  # fmt: skip
    repo = {"workspace": "acme", "repo_slug": "ledger"}
    ok3: Session = (
        "ci-builds",
        "ci-ok-3",
        "Bitbucket pipeline #412 (acme/ledger, feature/kotlin-2) failed: find the error, fix "
        "it and re-run until green.",
        True,
        [
            ("bitbucket_list_pipelines", repo | {"sort": "-created_on", "pagelen": 3}, bb),
            (
                "bitbucket_list_steps",
                repo | {"pipeline_uuid": "{7b1e0c52-3f4a-4d8e-9c21-5a6b7c8d9e0f}"},
                steps,
            ),  # noqa: E501
            (
                "bitbucket_get_step_log",
                repo
                | {
                    "pipeline_uuid": "{7b1e0c52-3f4a-4d8e-9c21-5a6b7c8d9e0f}",
                    "step_uuid": "{a0b1c2d3-0001-4000-8000-000000000001}",
                },
                g1,
            ),  # noqa: E501
            (
                "edit_file",
                {
                    "path": "core/src/main/kotlin/com/acme/core/Config.kt",
                    "old_str": "Env.PROD -> prodEndpoints()",
                    "new_str": "Env.PROD -> prodEndpoints()\n        Env.STAGING -> "
                    "stagingEndpoints()",
                },
                "The file core/src/main/kotlin/com/acme/core/Config.kt has been edited.",
            ),
            ("run_gradle", {"tasks": "build", "args": ["--no-daemon"]}, g2),
            (
                "edit_file",
                {
                    "path": "core/src/main/kotlin/com/acme/core/Config.kt",
                    "old_str": '"https://staging.api.acme.internal"',
                    "new_str": '"https://api.staging.acme.internal"',
                },
                "The file core/src/main/kotlin/com/acme/core/Config.kt has been edited.",
            ),
            ("run_gradle", {"tasks": "build", "args": ["--no-daemon"]}, g3),
            (
                "bitbucket_run_pipeline",
                repo | {"ref_name": "feature/kotlin-2"},
                j(
                    {
                        "uuid": "{5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a}",
                        "build_number": 413,
                        "state": {"name": "PENDING", "type": "pipeline_state_pending"},
                    }
                ),
            ),
            (
                "bitbucket_get_pipeline",
                repo | {"pipeline_uuid": "{5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a}"},  # noqa: E501
                j(
                    {
                        "uuid": "{5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a}",
                        "build_number": 413,
                        "state": {"name": "COMPLETED", "result": {"name": "SUCCESSFUL"}},
                        "duration_in_seconds": 312,
                    }
                ),
            ),
        ],
    )
    signin = (
        '<!DOCTYPE html>\n<html lang="en-US">\n<head><title>Azure DevOps Services | Sign In'
        '</title>\n<meta http-equiv="X-UA-Compatible" content="IE=11;&#32;IE=10;&#32;IE=9;&#32;'
        'IE=8" />\n<link rel="SHORTCUT ICON" href="/favicon.ico"/>\n<script type="text/'
        'javascript">var __vssPageContext = {"webContext":{"user":{"id":"aad.ZjY1","name":'
        '"Anonymous"}},"hubsContext":{}};</script>\n</head>\n<body class="platform">\n<div '
        'class="signin-body">Sign in to your account</div>\n</body>\n</html>'
    )
    org2 = {"organization": "contoso", "project": "Payments"}
    fail1: Session = (
        "ci-builds",
        "ci-fail-1",
        "List this week's failed runs of the 'release' pipeline in Azure DevOps "
        "contoso/Payments with their error lines.",
        False,
        [
            ("azdo_list_runs", org2 | {"pipelineId": 12, "top": 20}, signin),
            ("azdo_list_runs", org2 | {"pipelineId": 12}, signin),
            ("azdo_list_pipelines", org2, signin),
            ("azdo_list_runs", org2 | {"pipelineId": 12, "resultFilter": "failed"}, signin),
            ("azdo_get_build_log", org2 | {"buildId": 20874, "logId": 1}, signin),
            (
                "azdo_list_runs",
                {"organization": "contoso", "project": "payments", "pipelineId": 12},
                signin,
            ),
        ],
    )
    return [ok1, ok2, ok3, fail1]


# --------------------------------------------------------------------------- kubernetes-mcp


def kubernetes() -> list[Session]:
    table = "\n".join([
        "NAMESPACE   APIVERSION   KIND   NAME                              READY   STATUS             RESTARTS      AGE   IP             NODE                          NOMINATED NODE   READINESS GATES   LABELS",  # noqa: E501
        "shop        v1           Pod    cart-api-5c8f7d9b6-mq2lx          2/2     Running            0             3d    10.42.3.17     gke-prod-pool-a-7f1c9e2d-x1   <none>           <none>            app=cart-api",  # noqa: E501
        "shop        v1           Pod    checkout-api-7d9c6b7f5-x2kqp      1/2     CrashLoopBackOff   7 (41s ago)   14m   10.42.1.88     gke-prod-pool-a-7f1c9e2d-k9   <none>           <none>            app=checkout-api",  # noqa: E501
        "shop        v1           Pod    checkout-api-7d9c6b7f5-zr4tn      1/2     CrashLoopBackOff   7 (55s ago)   14m   10.42.2.41     gke-prod-pool-a-7f1c9e2d-p3   <none>           <none>            app=checkout-api",  # noqa: E501
        "shop        v1           Pod    redis-0                           1/1     Running            0             12d   10.42.3.5      gke-prod-pool-a-7f1c9e2d-x1   <none>           <none>            app=redis",  # noqa: E501
    ])  # fmt: skip
    pod = "\n".join([
        "apiVersion: v1",
        "kind: Pod",
        "metadata:",
        "  name: checkout-api-7d9c6b7f5-x2kqp",
        "  namespace: shop",
        "  labels:",
        "    app: checkout-api",
        "    pod-template-hash: 7d9c6b7f5",
        "spec:",
        "  containers:",
        "  - name: checkout-api",
        "    image: europe-docker.pkg.dev/acme-prod/shop/checkout-api:2025.03.06-1",
        "    envFrom:",
        "    - configMapRef:",
        "        name: checkout-config",
        "    - secretRef:",
        "        name: checkout-secrets",
        "    resources:",
        "      limits:",
        "        memory: 256Mi",
        "  - name: config-reloader",
        "    image: ghcr.io/stakater/reloader:v1.0.121",
        "status:",
        "  containerStatuses:",
        "  - name: checkout-api",
        "    ready: false",
        "    restartCount: 7",
        "    lastState:",
        "      terminated:",
        "        exitCode: 1",
        "        reason: Error",
        "        finishedAt: \"2025-03-06T14:13:52Z\"",
        "    state:",
        "      waiting:",
        "        reason: CrashLoopBackOff",
        "  - name: config-reloader",
        "    ready: true",
        "    restartCount: 0",
    ])  # fmt: skip
    log_now = "\n".join(
        [
            '{"level":"info","ts":"2025-03-06T14:14:33.102Z","msg":"starting checkout-api",'
            '"version":"2025.03.06-1"}',
            '{"level":"info","ts":"2025-03-06T14:14:33.118Z","msg":"loading config",'
            '"source":"env"}',
        ]
    )
    log_prev = "\n".join(
        [
            '{"level":"info","ts":"2025-03-06T14:13:51.660Z","msg":"starting checkout-api",'
            '"version":"2025.03.06-1"}',
            '{"level":"info","ts":"2025-03-06T14:13:51.671Z","msg":"loading config",'
            '"source":"env"}',
            '{"level":"fatal","ts":"2025-03-06T14:13:51.689Z","msg":"invalid configuration",'
            '"error":"PAYMENTS_BASE_URL: required variable is not set (renamed from '
            'PAYMENT_GATEWAY_URL in 2025.03)"}',
        ]
    )
    events = "\n".join([
        "The following events (YAML format) were found:",
        "- InvolvedObject:",
        "    Kind: Pod",
        "    Name: checkout-api-7d9c6b7f5-x2kqp",
        "  Reason: BackOff",
        "  Message: Back-off restarting failed container checkout-api in pod "
        "checkout-api-7d9c6b7f5-x2kqp_shop(3b1e9f2a-8c4d-4e6f-a1b2-c3d4e5f60718)",
        "  Type: Warning",
        "  LastTimestamp: \"2025-03-06T14:14:52Z\"",
        "- InvolvedObject:",
        "    Kind: Deployment",
        "    Name: checkout-api",
        "  Reason: ScalingReplicaSet",
        "  Message: Scaled up replica set checkout-api-7d9c6b7f5 to 2",
        "  Type: Normal",
        "  LastTimestamp: \"2025-03-06T14:00:06Z\"",
        "- InvolvedObject:",
        "    Kind: ConfigMap",
        "    Name: checkout-config",
        "  Reason: Updated",
        "  Message: checkout-config updated by argocd (sync 2025.03.06-1)",
        "  Type: Normal",
        "  LastTimestamp: \"2025-03-06T13:59:58Z\"",
    ])  # fmt: skip
    cm = "\n".join([
        "apiVersion: v1",
        "kind: ConfigMap",
        "metadata:",
        "  name: checkout-config",
        "  namespace: shop",
        "data:",
        "  CART_API_URL: http://cart-api.shop.svc.cluster.local:8080",
        "  PAYMENT_GATEWAY_URL: https://payments.internal.acme.dev/v2",
        "  REDIS_ADDR: redis-0.redis.shop.svc.cluster.local:6379",
    ])  # fmt: skip
    ok1: Session = (
        "kubernetes-mcp",
        "k8s-ok-1",
        "checkout-api in namespace shop is crash-looping since the 14:00 deploy: find why and "
        "what to change. Don't restart anything.",
        True,
        [
            ("pods_list_in_namespace", {"namespace": "shop"}, table),
            ("pods_get", {"namespace": "shop", "name": "checkout-api-7d9c6b7f5-x2kqp"}, pod),
            (
                "pods_log",
                {
                    "namespace": "shop",
                    "name": "checkout-api-7d9c6b7f5-x2kqp",
                    "container": "checkout-api",
                },
                log_now,
            ),
            (
                "pods_log",
                {
                    "namespace": "shop",
                    "name": "checkout-api-7d9c6b7f5-x2kqp",
                    "container": "config-reloader",
                },
                "The pod checkout-api-7d9c6b7f5-x2kqp in namespace shop has not logged any "
                "message yet",
            ),
            (
                "pods_log",
                {
                    "namespace": "shop",
                    "name": "checkout-api-7d9c6b7f5-x2kqp",
                    "container": "checkout-api",
                    "previous": True,
                },
                log_prev,
            ),
            ("events_list", {"namespace": "shop"}, events),
            (
                "resources_get",
                {
                    "apiVersion": "v1",
                    "kind": "ConfigMap",
                    "namespace": "shop",
                    "name": "checkout-config",
                },
                cm,
            ),
        ],
    )
    timeout = (
        'failed to list pods in namespace {ns}: Get "https://10.20.0.1:443/api/v1/'
        'namespaces/{ns}/pods": dial tcp 10.20.0.1:443: i/o timeout'
    )
    fail1: Session = (
        "kubernetes-mcp",
        "k8s-fail-1",
        "The payments workers stopped consuming 20 minutes ago: check pods, events and logs "
        "in payments and payments-workers.",
        False,
        [
            ("pods_list_in_namespace", {"namespace": "payments"}, timeout.format(ns="payments")),
            (
                "pods_list_in_namespace",
                {"namespace": "payments-workers"},
                timeout.format(ns="payments-workers"),
            ),
            (
                "events_list",
                {"namespace": "payments-workers"},
                'failed to list events in namespace payments-workers: Get "https://10.20.0.1:443/'
                'api/v1/namespaces/payments-workers/events": dial tcp 10.20.0.1:443: i/o timeout',
            ),
            (
                "pods_list_in_namespace",
                {"namespace": "payments-workers", "labelSelector": "app=ledger-consumer"},
                timeout.format(ns="payments-workers"),
            ),
            (
                "pods_list",
                {},
                'failed to list pods in all namespaces: Get "https://10.20.0.1:443'
                '/api/v1/pods": dial tcp 10.20.0.1:443: i/o timeout',
            ),
            ("pods_list_in_namespace", {"namespace": "payments"}, timeout.format(ns="payments")),
        ],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- observability


def _occ(oid: int, ts: int, browser: str, os_: str, release: str, url: str) -> dict[str, Any]:
    return {"id": oid, "timestamp": ts, "version": 2, "data": {
        "environment": "production", "level": "error",
        "request": {"url": url, "method": "GET"},
        "client": {"javascript": {"browser": browser, "code_version": release}},
        "context": "checkout/PaymentStep", "os": os_}}  # fmt: skip


def observability() -> list[Session]:
    items = j({"err": 0, "result": {"items": [
        {"id": 1587023344, "counter": 2291, "environment": "production", "level": "error",
         "title": "TypeError: Cannot read properties of undefined (reading 'id')",
         "total_occurrences": 812, "unique_occurrences": 640, "status": "active",
         "first_occurrence_timestamp": 1741219210, "last_occurrence_timestamp": 1741259872,
         "framework": "browser-js"},
        {"id": 1587001192, "counter": 2287, "environment": "production", "level": "error",
         "title": "ChunkLoadError: Loading chunk 4831 failed.", "total_occurrences": 96,
         "status": "active", "last_occurrence_timestamp": 1741258114, "framework": "browser-js"},
        {"id": 1586994410, "counter": 2280, "environment": "production", "level": "warning",
         "title": "Slow response from /api/cart (2.4s)", "total_occurrences": 54,
         "status": "active", "last_occurrence_timestamp": 1741255020, "framework": "node"},
    ], "page": 1, "total_count": 3}})  # fmt: skip
    item = j({"err": 0, "result": {
        "id": 1587023344, "counter": 2291, "project_id": 508812, "environment": "production",
        "title": "TypeError: Cannot read properties of undefined (reading 'id')",
        "level": "error", "status": "active", "total_occurrences": 812,
        "first_occurrence_timestamp": 1741219210, "activating_occurrence_id": 402291187733,
        "last_activated_timestamp": 1741219210, "assigned_user_id": None,
        "integrations_data": None, "hash": "f1a2b3c4d5e6f7089a1b2c3d4e5f60718293a4b5",
    }})  # fmt: skip
    url = "https://shop.acme.dev/checkout/payment"
    occ1 = j(
        {
            "err": 0,
            "result": {
                "page": 1,
                "instances": [
                    _occ(402291187733, 1741219210, "Safari 17.3", "iOS 17.3", "2025.03.05-4", url),
                    _occ(402291310821, 1741219877, "Safari 17.2", "iOS 17.2", "2025.03.05-4", url),
                    _occ(
                        402291555104,
                        1741221044,
                        "Chrome Mobile 122",
                        "Android 14",
                        "2025.03.05-4",
                        url,
                    ),
                ],
            },
        }
    )
    occ2 = j(
        {
            "err": 0,
            "result": {
                "page": 2,
                "instances": [
                    _occ(402293018877, 1741238400, "Safari 17.3", "iOS 17.3", "2025.03.05-4", url),
                    _occ(
                        402295220016, 1741251155, "Safari 16.6", "macOS 14.3", "2025.03.05-4", url
                    ),
                    _occ(402296741290, 1741259872, "Safari 17.3", "iOS 17.3", "2025.03.05-4", url),
                ],
            },
        }
    )
    pending = j(
        {
            "id": "qr_9aB3cD5eF7g",
            "complete": False,
            "links": {
                "query_url": "https://ui.honeycomb.io/acme/environments/prod/"
                "datasets/storefront/result/9aB3cD5eF7g"
            },
        }
    )
    result = j({"id": "qr_9aB3cD5eF7g", "complete": True, "data": {"results": [
        {"data": {"release": "2025.03.05-3", "P99(duration_ms)": 812.4, "COUNT": 18420}},
        {"data": {"release": "2025.03.05-4", "P99(duration_ms)": 1977.9, "COUNT": 21305}},
        {"data": {"release": "2025.03.06-2", "P99(duration_ms)": 798.1, "COUNT": 4112}},
    ]}, "links": {"query_url": "https://ui.honeycomb.io/acme/environments/prod/datasets/"
                               "storefront/result/9aB3cD5eF7g"}})  # fmt: skip
    errs = j({"id": "qr_1hJ2kL3mN4p", "complete": True, "data": {"results": [
        {"data": {"release": "2025.03.05-4", "COUNT": 731}},
        {"data": {"release": "2025.03.06-2", "COUNT": 0}},
    ]}})  # fmt: skip
    resolved = j(
        {
            "err": 0,
            "result": {
                "id": 1587023344,
                "counter": 2291,
                "status": "resolved",
                "resolved_in_version": "2025.03.06-2",
            },
        }
    )
    hq = {
        "dataset": "storefront",
        "time_range": 86400,
        "breakdowns": ["release"],
        "calculations": [{"op": "P99", "column": "duration_ms"}, {"op": "COUNT"}],
        "filters": [{"column": "http.route", "op": "=", "value": "/checkout"}],
    }
    ok1: Session = (
        "observability",
        "obs-ok-1",
        "Triage storefront's top Rollbar error (24 h): occurrences, browsers, introducing "
        "release, Honeycomb p99 of /checkout per release; resolve it in 2025.03.06-2 if that "
        "release is clean.",
        True,
        [
            (
                "rollbar_list_items",
                {"environment": "production", "status": "active", "level": "error"},
                items,
            ),
            ("rollbar_get_item", {"counter": 2291}, item),
            ("rollbar_list_occurrences", {"item_id": 1587023344, "page": 1}, occ1),
            ("rollbar_list_occurrences", {"item_id": 1587023344, "page": 2}, occ2),
            ("honeycomb_run_query", hq, pending),
            (
                "honeycomb_get_query_result",
                {"dataset": "storefront", "query_result_id": "9aB3cD5eF7g"},
                result,
            ),
            (
                "honeycomb_run_query",
                {
                    "dataset": "storefront",
                    "time_range": 86400,
                    "breakdowns": ["release"],
                    "calculations": [{"op": "COUNT"}],  # noqa: E501
                    "filters": [{"column": "error.type", "op": "=", "value": "TypeError"}],
                },
                errs,
            ),
            (
                "rollbar_update_item",
                {
                    "item_id": 1587023344,
                    "status": "resolved",
                    "resolved_in_version": "2025.03.06-2",
                },
                resolved,
            ),
        ],
    )
    empties = [
        ("qr_Zx1", [{"op": "P99", "column": "duration_ms"}], "/api/search"),
        ("qr_Zx2", [{"op": "P95", "column": "duration_ms"}], "/api/search"),
        ("qr_Zx3", [{"op": "COUNT"}], "/api/search"),
        ("qr_Zx4", [{"op": "HEATMAP", "column": "duration_ms"}], "/api/search/suggest"),
        ("qr_Zx5", [{"op": "AVG", "column": "duration_ms"}], None),
    ]
    calls: list[Call] = []
    for qid, calc, route in empties:
        filt = [{"column": "http.route", "op": "=", "value": route}] if route else []
        calls.append(
            (
                "honeycomb_run_query",
                {
                    "dataset": "search-api",
                    "time_range": 7200,
                    "calculations": calc,
                    "filters": filt,
                    "breakdowns": ["service.name"],
                },
                j(
                    {
                        "id": qid,
                        "complete": True,
                        "data": {"series": [], "results": []},
                        "links": {
                            "query_url": "https://ui.honeycomb.io/acme/environments/"
                            f"prod/datasets/search-api/result/{qid}"
                        },
                    }
                ),
            )
        )
    fail1: Session = (
        "observability",
        "obs-fail-1",
        "Search got slow after lunch: in Honeycomb (search-api) compare p99/p95 of "
        "/api/search now vs the morning and find the dominant span.",
        False,
        calls,
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- audit


def audit() -> list[Session]:
    clean = "No known vulnerabilities found"
    notifier = "\n".join([
        "Found 3 known vulnerabilities in 2 packages",
        "Name     Version ID                  Fix Versions",
        "-------- ------- ------------------- ------------",
        "jinja2   3.1.3   GHSA-h75v-3vvj-5mfj 3.1.4",
        "jinja2   3.1.3   GHSA-q2x7-8rv6-6q7h 3.1.5",
        "requests 2.31.0  GHSA-9wx4-h78v-vm56 2.32.0",
    ])  # fmt: skip
    npm1 = "\n".join([
        "# npm audit report",
        "",
        "cookie  <0.7.0",
        "Severity: low",
        "cookie accepts cookie name, path, and domain with out of bounds characters - "
        "https://github.com/advisories/GHSA-pxg6-pf52-xh8x",
        "fix available via `npm audit fix`",
        "node_modules/cookie",
        "  express  3.0.0-alpha1 - 4.21.0 || 5.0.0-alpha.1 - 5.0.0",
        "  Depends on vulnerable versions of cookie",
        "  node_modules/express",
        "",
        "micromatch  <4.0.8",
        "Severity: moderate",
        "Regular Expression Denial of Service (ReDoS) in micromatch - "
        "https://github.com/advisories/GHSA-952p-6rrq-rcjv",
        "fix available via `npm audit fix`",
        "node_modules/micromatch",
        "",
        "3 vulnerabilities (2 low, 1 moderate)",
        "",
        "To address all issues, run:",
        "  npm audit fix",
    ])  # fmt: skip
    fix = "\n".join([
        "",
        "changed 4 packages, and audited 1012 packages in 6s",
        "",
        "187 packages are looking for funding",
        "  run `npm fund` for details",
        "",
        "found 0 vulnerabilities",
    ])  # fmt: skip
    ok1: Session = (
        "audit",
        "audit-ok-1",
        "Audit dependencies before the release: pip-audit auth, billing, search, notifier "
        "('clean' if none), npm audit the web app and fix it if npm can.",
        True,
        [
            ("pip_audit", {"requirement": "services/auth/requirements.txt"}, clean),
            ("pip_audit", {"requirement": "services/billing/requirements.txt"}, clean),
            ("pip_audit", {"requirement": "services/search/requirements.txt"}, clean),
            ("pip_audit", {"requirement": "services/notifier/requirements.txt"}, notifier),
            ("npm", {"args": ["audit"], "cwd": "web"}, npm1),
            ("npm", {"args": ["audit", "fix"], "cwd": "web"}, fix),
            ("npm", {"args": ["audit"], "cwd": "web"}, "found 0 vulnerabilities"),
        ],
    )
    return [ok1]


# --------------------------------------------------------------------------- computer-use

_SHOT = "[image/png, 1280x800]"


def computer_use() -> list[Session]:
    def act(action: str, result: str, **kw: Any) -> Call:
        return ("computer", {"action": action, **kw}, result)

    def click(x: int, y: int) -> Call:
        return act("left_click", f"Clicked at ({x}, {y})", coordinate=[x, y])

    shot = act("screenshot", f"Screenshot taken\n{_SHOT}")
    ok1: Session = (
        "computer-use",
        "cu-ok-1",
        "In the expense tool on screen, open Dana Whitfield's March report, give its three "
        "largest items, approve if none is over $1,500.",
        True,
        [
            shot,
            click(96, 214),
            shot,
            act("type", "Typed 13 characters", text="Dana Whitfield"),
            act("key", "Pressed Return", text="Return"),
            shot,
            click(508, 362),
            shot,
            act(
                "zoom",
                f"Zoomed into region [320, 300, 960, 620]\n{_SHOT}",
                region=[320, 300, 960, 620],
            ),
            act(
                "scroll",
                "Scrolled down 5 at (640, 480)",
                coordinate=[640, 480],
                scroll_direction="down",
                scroll_amount=5,
            ),
            act(
                "zoom",
                f"Zoomed into region [320, 260, 960, 580]\n{_SHOT}",
                region=[320, 260, 960, 580],
            ),
            click(1104, 138),
            shot,
            click(742, 458),
            shot,
        ],
    )
    scrot = "Failed to take screenshot: scrot: Can't open X display. It *is* running, yeah?"
    xdo = "Error: Can't open display: :1\nFailed creating new xdo instance."
    fail1: Session = (
        "computer-use",
        "cu-fail-1",
        "In the VM's browser, export this month's new CRM leads to CSV and tell me how many "
        "there are.",
        False,
        [
            act("screenshot", scrot),
            act("left_click", xdo, coordinate=[640, 400]),
            act("screenshot", scrot),
            act("key", xdo, text="ctrl+l"),
            act("type", xdo, text="https://crm.acme.dev/leads?created=this_month"),
            act("screenshot", scrot),
            act("mouse_move", xdo, coordinate=[20, 20]),
        ],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- mobile


def _ui(nodes: list[tuple[str, str, str, str, str]]) -> str:
    head = (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy index=\"0\" "
        'class="hierarchy" rotatable="true" width="1080" height="2340">\n  '
        '<android.widget.FrameLayout index="0" package="com.shopnow.app" class="android'
        '.widget.FrameLayout" text="" checkable="false" clickable="false" enabled='
        '"true" displayed="true" bounds="[0,0][1080,2340]">'
    )
    body = [
        f'    <{cls} index="{i}" class="{cls}" text="{text}" resource-id="{rid}" '
        f'content-desc="{desc}" clickable="{str(cls.endswith(("Button", "EditText")) or "card" in rid).lower()}" '  # noqa: E501
        f'bounds="{bounds}" />'
        for i, (cls, text, rid, desc, bounds) in enumerate(nodes)
    ]
    return "\n".join([head, *body, "  </android.widget.FrameLayout>", "</hierarchy>"])


def mobile() -> list[Session]:
    tv, bt, et = "android.widget.TextView", "android.widget.Button", "android.widget.EditText"
    iv = "android.widget.ImageView"
    home = _ui([
        (et, "Search ShopNow", "com.shopnow.app:id/search_bar", "", "[48,180][1032,300]"),
        (tv, "Deals of the day", "com.shopnow.app:id/section_title", "", "[48,340][600,400]"),
        (iv, "", "com.shopnow.app:id/banner", "Spring sale up to 40% off", "[0,420][1080,900]"),
        (bt, "Home", "com.shopnow.app:id/nav_home", "", "[0,2180][270,2340]"),
        (bt, "Cart", "com.shopnow.app:id/nav_cart", "Cart, 0 items", "[540,2180][810,2340]"),
    ])  # fmt: skip
    results = _ui([
        (et, "running shoes", "com.shopnow.app:id/search_bar", "", "[48,180][1032,300]"),
        (tv, "248 results", "com.shopnow.app:id/result_count", "", "[48,320][500,380]"),
        (tv, "Asics Gel-Nimbus 26 - Men's Running Shoe", "com.shopnow.app:id/product_card_title",
         "", "[48,420][1032,500]"),
        (tv, "€149.95", "com.shopnow.app:id/product_card_price", "", "[48,510][400,570]"),
        (tv, "Brooks Ghost 16 Running Shoes", "com.shopnow.app:id/product_card_title", "",
         "[48,900][1032,980]"),
        (tv, "€139.90", "com.shopnow.app:id/product_card_price", "", "[48,990][400,1050]"),
    ])  # fmt: skip
    product = _ui([
        (tv, "Asics Gel-Nimbus 26 - Men's Running Shoe", "com.shopnow.app:id/title", "",
         "[48,960][1032,1080]"),
        (tv, "€149.95", "com.shopnow.app:id/price", "", "[48,1090][400,1160]"),
        (bt, "41", "com.shopnow.app:id/size_41", "Size 41", "[48,1220][228,1320]"),
        (bt, "42", "com.shopnow.app:id/size_42", "Size 42", "[248,1220][428,1320]"),
        (bt, "43", "com.shopnow.app:id/size_43", "Size 43, sold out", "[448,1220][628,1320]"),
        (bt, "Add to cart", "com.shopnow.app:id/add_to_cart", "", "[48,2000][1032,2140]"),
    ])  # fmt: skip
    cart_ocr = "\n".join([
        "12:07 ▾ 84%", "Cart (1)", "Asics Gel-Nimbus 26 - Men's Running Shoe", "Size 42 · Qty 1",
        "€149.95", "Shipping €4.90", "Voucher SPRING10 -€14.99", "Total €139.86",
        "Checkout",
    ])  # fmt: skip

    def tap(rid: str) -> Call:
        return ("appium_tap", {"strategy": "id", "selector": rid}, f"Tapped element {rid}")

    ok1: Session = (
        "mobile",
        "mobile-ok-1",
        "On the test phone: ShopNow, search 'running shoes', add the first result in size 42 "
        "to the cart, tell me the cart total shown.",
        True,
        [
            ("appium_get_page_source", {}, home),
            tap("com.shopnow.app:id/search_bar"),
            (
                "appium_send_keys",
                {
                    "strategy": "id",
                    "selector": "com.shopnow.app:id/search_bar",
                    "text": "running shoes\n",
                },
                "Sent 14 characters to com.shopnow.app:id/search_bar",
            ),
            ("appium_get_page_source", {}, results),
            (
                "appium_tap",
                {
                    "strategy": "xpath",
                    "selector": "(//*[@resource-id='com.shopnow.app:id/product_card_title'])[1]",
                },
                "Tapped element (//*[@resource-id='com.shopnow.app:id/product_card_title'])[1]",
            ),
            ("appium_get_page_source", {}, product),
            tap("com.shopnow.app:id/size_42"),
            tap("com.shopnow.app:id/add_to_cart"),
            tap("com.shopnow.app:id/nav_cart"),
            ("ocr_screen", {"lang": "en"}, cart_ocr),
        ],
    )
    calls: list[Call] = []
    for n in range(5):
        calls.append(
            (
                "appium_swipe",
                {"start": [540, 1800], "end": [540, 600], "duration_ms": 400},  # noqa: E501
                "Swiped from (540, 1800) to (540, 600)",
            )
        )
        calls.append(
            (
                "ocr_screen",
                {"lang": "en"},
                f"12:4{1 + n // 2}\nThursday, 6 March\nSwipe up to unlock\nEmergency call",
            )
        )
    fail1: Session = (
        "mobile",
        "mobile-fail-1",
        "Scroll the FoodRun app's order history on the test phone and read me the last five "
        "order totals.",
        False,
        calls,
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- legal

CL = "https://www.courtlistener.com/api/rest/v4/search/"


def _case(
    cid: int, name: str, cite: str, court: str, filed: str, docket: str, snippet: str
) -> dict[str, Any]:
    return {
        "absolute_url": f"/opinion/{cid}/{name.lower().replace(' ', '-').replace('.', '')[:40]}/",
        "caseName": name, "citation": [cite] if cite else [], "court": court,
        "court_id": "ca9" if "Ninth" in court else "cal", "dateFiled": filed,
        "docketNumber": docket, "cluster_id": cid,
        "opinions": [{"id": cid + 7, "snippet": snippet, "type": "010combined"}],
    }  # fmt: skip


def legal() -> list[Session]:
    p1 = [
        _case(
            9513302,
            "Altera Labs, Inc. v. Quorum Systems LLC",
            "118 F.4th 1021",
            "Court of Appeals for the Ninth Circuit",
            "2024-09-12",
            "23-15544",
            "reimplementation of the <mark>declaring code</mark> was a <mark>fair use</mark> "
            "under <mark>Google</mark> LLC v. <mark>Oracle</mark> America",
        ),
        _case(
            9288471,
            "Tessaract Corp. v. Fieldline Software",
            "97 F.4th 644",
            "Court of Appeals for the Ninth Circuit",
            "2024-03-28",
            "22-55901",
            "we read <mark>Google</mark> v. <mark>Oracle</mark> to make the purpose of the "
            "copying, not its amount, the centre of the <mark>fair use</mark> inquiry",
        ),
        _case(
            8839120,
            "Northway Robotics v. Kiln Inc.",
            "61 F.4th 802",
            "Court of Appeals for the Ninth Circuit",
            "2023-02-16",
            "21-16120",
            "the district court treated <mark>Google</mark> as limited to APIs; it is not",
        ),
        _case(
            8104467,
            "Sable Data Inc. v. Hendrix Analytics",
            "",
            "Court of Appeals for the Ninth Circuit",
            "2021-11-03",
            "20-55318",
            "unpublished. <mark>fair use</mark> of a file format specification",
        ),
    ]
    p2 = [
        _case(
            7788012,
            "Orchard Mobile, Inc. v. Pearlware LLC",
            "999 F.3d 1182",
            "Court of Appeals for the Ninth Circuit",
            "2021-06-22",
            "19-17004",
            "after <mark>Google</mark> v. <mark>Oracle</mark>, the interface's functional "
            "character weighs heavily in favour of <mark>fair use</mark>",
        ),
        _case(
            7401125,
            "Lumen Tools v. Brightpath Inc.",
            "983 F.3d 1117",
            "Court of Appeals for the Ninth Circuit",
            "2020-12-15",
            "19-15820",
            "we need not reach <mark>fair use</mark>; the <mark>API</mark> claim fails for "
            "lack of originality",
        ),
        _case(
            7250093,
            "Vireo Systems v. Canopy Software Corp.",
            "",
            "Court of Appeals for the Ninth Circuit",
            "2020-08-07",
            "19-35511",
            "remanded for reconsideration of <mark>fair use</mark> in light of the pending "
            "<mark>Google</mark> petition",
        ),
    ]
    args = {
        "q": '"fair use" AND (API OR "application programming interface" OR "declaring code")',
        "type": "o",
        "court": "ca9",
        "filed_after": "2020-01-01",
        "order_by": "dateFiled desc",
    }
    cursor = "cD0yMDIxLTExLTAzKzAwJTNBMDAlM0EwMA%3D%3D"
    s1 = j({"count": 7, "next": f"{CL}?cursor={cursor}&q=...", "previous": None, "results": p1})
    s2 = j({"count": 7, "next": None, "previous": f"{CL}?cursor=cj0x&q=...", "results": p2})
    s0 = j({"count": 0, "next": None, "previous": None, "results": []})
    op1 = j(
        {
            "id": 9513309,
            "cluster_id": 9513302,
            "type": "010combined",
            "plain_text": "OPINION\n\nMURGUIA-HALE, Circuit Judge:\n\n... III. B. Applying "
            "the four statutory factors as Google LLC v. Oracle America, Inc., 593 U.S. 1 "
            "(2021), instructs, we begin with the second: the declaring code at issue is "
            '"inherently bound together with uncopyrightable ideas," and its value derives '
            "from programmers' investment in learning it. The first factor favours Quorum: "
            "it reimplemented 212 method signatures to let existing scripts run on a new "
            "platform, a transformative purpose. ... We hold the copying was a fair use and "
            "AFFIRM.",
            "date_created": "2024-09-12T17:40:21-07:00",
        }
    )
    op2 = j(
        {
            "id": 9288478,
            "cluster_id": 9288471,
            "type": "010combined",
            "plain_text": "OPINION\n\nBREYER-NAKAMURA, Circuit Judge:\n\n... II. The parties "
            "agree that Google v. Oracle governs but disagree about what it holds. We read "
            "it to make the purpose and character of the copying, not the amount, the "
            "centre of the inquiry where functional interfaces are concerned. Fieldline "
            "copied 11,500 lines to achieve compatibility with Tessaract's plug-ins; under "
            "factor three that amount was tethered to a valid, transformative purpose. ... "
            "REVERSED and REMANDED.",
            "date_created": "2024-03-28T10:02:55-07:00",
        }
    )
    ok1: Session = (
        "legal",
        "legal-ok-1",
        "Ninth Circuit opinions since 2020 on fair use of APIs or declaring code: citations "
        "and dates, any 2025 one on interoperability, and how the two latest apply Google v. "
        "Oracle.",
        True,
        [
            ("courtlistener_search", args, s1),
            ("courtlistener_search", args | {"cursor": cursor}, s2),
            (
                "courtlistener_search",
                args | {"q": '"Google v. Oracle" AND interoperab*', "filed_after": "2025-01-01"},
                s0,
            ),
            ("courtlistener_get_opinion", {"id": 9513309}, op1),
            ("courtlistener_get_opinion", {"id": 9288478}, op2),
        ],
    )
    unrelated = j({"count": 4812331, "next": f"{CL}?cursor=cD0xNzQx&q=", "previous": None,
                   "results": [
        _case(10188230, "In re Marriage of Delgado", "", "California Court of Appeal",
              "2025-03-05", "B331207", "the trial court did not abuse its discretion in "
              "imputing income"),
        _case(10188112, "United States v. Harlan Reyes", "", "Court of Appeals for the Fifth "
              "Circuit", "2025-03-05", "24-40118", "the search of the vehicle was supported "
              "by probable cause"),
    ]})  # fmt: skip
    qs = [
        "noncompete physician Texas",
        '"covenant not to compete" physician Tex.',
        "Tex. Bus. & Com. Code 15.50 physician buyout",
        "physician non-compete enforceability Texas court of appeals",
    ]
    fail1: Session = (
        "legal",
        "legal-fail-1",
        "Texas appellate opinions since 2019 on enforcing physician non-competes (Bus. & Com. "
        "Code 15.50 buyout); summarise the holdings.",
        False,
        [
            (
                "courtlistener_search",
                {"q": q, "type": "o", "filed_after": "2019-01-01", "court": "tex texapp"},
                unrelated,
            )
            for q in qs
        ],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- hr

WD = "https://wd5-impl-services1.workday.com/ccx/api/v1/acme"


def hr() -> list[Session]:
    me = j(
        {
            "id": "3aa5550b7fe348b98d7b5741afc65534",
            "descriptor": "Priya Raman",
            "href": f"{WD}/workers/3aa5550b7fe348b98d7b5741afc65534",
            "primaryWorkEmail": "priya.raman@acme.example",
            "isManager": True,
            "businessTitle": "Engineering Manager, Payments",
            "primarySupervisoryOrganization": {"descriptor": "Payments Engineering"},
            "location": {"descriptor": "London"},
        }
    )
    reports = [
        ("0c1d2e3f4a5b4c6d8e9f0a1b2c3d4e5f", "Tom Becker"),
        ("1d2e3f4a5b6c4d7e9f0a1b2c3d4e5f60", "Margaret Doyle"),
        ("2e3f4a5b6c7d4e8f0a1b2c3d4e5f6071", "Kwame Mensah"),
        ("3f4a5b6c7d8e4f9a1b2c3d4e5f607182", "Lucía Herrera"),
    ]
    direct = j(
        {
            "total": 4,
            "data": [{"id": i, "descriptor": n, "href": f"{WD}/workers/{i}"} for i, n in reports],
        }
    )

    def bal(name: str, vac: str, sick: str) -> str:
        return j({"total": 2, "data": [
            {"id": f"{name[:2].lower()}-vac-2025", "quantity": vac, "unit": {"descriptor": "Days"},
             "timeOffPlan": {"descriptor": "Annual Leave (UK)"}, "worker": {"descriptor": name},
             "effectiveDate": "2025-03-06"},
            {"id": f"{name[:2].lower()}-sick-2025", "quantity": sick, "unit": {"descriptor": "Days"},  # noqa: E501
             "timeOffPlan": {"descriptor": "Sick Leave (UK)"}, "worker": {"descriptor": name},
             "effectiveDate": "2025-03-06"},
        ]})  # fmt: skip

    ok1: Session = (
        "hr",
        "hr-ok-1",
        "I'm Priya Raman: give each direct report's 2025 annual-leave balance (Lucía joined "
        "Monday, may have no plan) and submit Tom Becker's leave for 14 March.",
        True,
        [
            ("workday_get_worker", {"id": "me"}, me),
            (
                "workday_list_direct_reports",
                {"worker_id": "3aa5550b7fe348b98d7b5741afc65534"},
                direct,
            ),
            (
                "workday_get_time_off_balances",
                {"worker_id": reports[0][0]},
                bal("Tom Becker", "14.5", "10"),
            ),
            (
                "workday_get_time_off_balances",
                {"worker_id": reports[1][0]},
                bal("Margaret Doyle", "21", "9"),
            ),
            (
                "workday_get_time_off_balances",
                {"worker_id": reports[2][0]},
                bal("Kwame Mensah", "6.5", "10"),
            ),
            (
                "workday_get_time_off_balances",
                {"worker_id": reports[3][0]},
                j({"total": 0, "data": []}),
            ),
            (
                "workday_request_time_off",
                {
                    "worker_id": reports[0][0],
                    "date": "2025-03-14",
                    "quantity": 1,
                    "timeOffType": "Annual Leave (UK)",
                },
                j(
                    {
                        "id": "b7c8d9e0f1a24b3c8d4e5f6a7b8c9d0e",
                        "descriptor": "Time Off Request: Tom Becker (14/03/2025)",
                        "businessProcessParameters": {
                            "overallStatus": "Submitted",
                            "transactionStatus": {"descriptor": "Submitted"},
                        },
                    }
                ),
            ),
        ],
    )
    return [ok1]


# --------------------------------------------------------------------------- ads


def _gads(rows: list[tuple[str, str, str, str, str, float]], rid: str) -> str:
    mask = (
        "campaign.id,campaign.name,metrics.clicks,metrics.impressions,metrics.costMicros,"
        "metrics.conversions"
    )
    batch: dict[str, Any] = {"fieldMask": mask, "requestId": rid}
    if rows:
        batch = {"results": [
            {"campaign": {"resourceName": f"customers/6310258841/campaigns/{cid}", "name": name,
                          "id": cid},
             "metrics": {"clicks": clicks, "impressions": imps, "costMicros": cost,
                         "conversions": conv}}
            for cid, name, clicks, imps, cost, conv in rows
        ]} | batch  # fmt: skip
    return j([batch])


def _mc(
    cid: str,
    title: str,
    sent: int,
    opens: int,
    rate: float,
    clicks: int,
    crate: float,
    unsub: int,
    hard: int,
    soft: int,
) -> str:
    return j({
        "id": cid, "campaign_title": title, "type": "regular", "list_id": "a1b2c3d4e5",
        "list_name": "Acme Customers", "subject_line": title, "emails_sent": sent,
        "abuse_reports": 0, "unsubscribed": unsub,
        "send_time": f"2025-03-1{cid[-1]}T15:00:00+00:00",
        "bounces": {"hard_bounces": hard, "soft_bounces": soft, "syntax_errors": 0},
        "opens": {"opens_total": int(opens * 1.6), "unique_opens": opens, "open_rate": rate},
        "clicks": {"clicks_total": int(clicks * 1.4), "unique_clicks": clicks,
                   "click_rate": crate},
    })  # fmt: skip


def ads() -> list[Session]:
    q = (
        "SELECT campaign.id, campaign.name, metrics.clicks, metrics.impressions, "
        "metrics.cost_micros, metrics.conversions FROM campaign WHERE segments.month = '{m}' "
        "AND campaign.status = 'ENABLED'"
    )
    months = [
        ("2025-01-01", [("18440213", "Brand - EN", "4120", "51233", "1840220000", 212.0),
                        ("18440388", "Generic - Running Shoes", "9874", "402118", "7712450000",
                         301.5),
                        ("18441907", "PMax - All Products", "15220", "1220831", "10420990000",
                         688.0)]),
        ("2025-02-01", [("18440213", "Brand - EN", "3980", "49102", "1791300000", 205.0),
                        ("18440388", "Generic - Running Shoes", "10231", "418870", "8010330000",
                         322.0),
                        ("18441907", "PMax - All Products", "16805", "1310244", "11280470000",
                         702.5)]),
        ("2025-03-01", [("18440213", "Brand - EN", "4402", "53980", "1902880000", 231.0),
                        ("18440388", "Generic - Running Shoes", "11876", "455302", "8640020000",
                         377.0),
                        ("18441907", "PMax - All Products", "14310", "1189020", "9970130000",
                         640.0),
                        ("18502277", "Spring Sale - DE", "6021", "210488", "3120440000", 198.0)]),
    ]  # fmt: skip
    calls: list[Call] = [
        (
            "google_ads_search",
            {"customer_id": "6310258841", "query": q.format(m=m)},
            _gads(rows, f"Qx7{n}Lm2PzR8tYw"),
        )
        for n, (m, rows) in enumerate(months)
    ]
    calls.append(
        (
            "google_ads_search",
            {
                "customer_id": "6310258841",
                "query": q.format(m="2025-03-01").replace(
                    "'ENABLED'", "'ENABLED' AND campaign.name LIKE '%Clearance%'"
                ),
            },
            _gads([], "Qx7zLm2PzR8tYw"),
        )
    )
    calls.append(("google_ads_search", {"customer_id": "6310258841", "query":
                  "SELECT ad_group.name, metrics.conversions, metrics.cost_micros FROM ad_group "
                  "WHERE campaign.id = 18502277 AND segments.month = '2025-03-01'"},
                  j([{"results": [
                      {"adGroup": {"resourceName": "customers/6310258841/adGroups/1551", "name":
                                   "Laufschuhe Herren"},
                       "metrics": {"conversions": 121.0, "costMicros": "1840330000"}},
                      {"adGroup": {"resourceName": "customers/6310258841/adGroups/1552", "name":
                                   "Laufschuhe Damen"},
                       "metrics": {"conversions": 77.0, "costMicros": "1280110000"}}],
                      "fieldMask": "adGroup.name,metrics.conversions,metrics.costMicros",
                      "requestId": "Qx7aLm2PzR8tYw"}])))  # fmt: skip
    ok1: Session = (
        "ads",
        "ads-ok-1",
        "Google Ads 631-025-8841: clicks, cost, conversions per enabled campaign for Jan-Mar "
        "2025; did Clearance run in March? Break Spring Sale down by ad group.",
        True,
        calls,
    )
    insights = [
        [
            ("Spring Sale - Prospecting", "2841.17", "402118", "6120", "0.49"),
            ("Spring Sale - Retargeting", "1210.40", "98233", "2874", "0.42"),
            ("Always-on - Catalogue", "3377.92", "611802", "8821", "0.38"),
        ],
        [
            ("Brand Awareness - Video", "1980.00", "1240155", "3108", "0.64"),
            ("Lookalike 1% - Purchasers", "2215.63", "288410", "4412", "0.50"),
        ],
        [("Creator Whitelisting - March", "940.25", "150221", "1733", "0.54")],
    ]
    meta: list[Call] = []
    for n, rows in enumerate(insights):
        body: dict[str, Any] = {"data": [
            {"campaign_name": c, "spend": s, "impressions": i, "clicks": k, "cpc": cpc,
             "date_start": "2025-03-01", "date_stop": "2025-03-31"}
            for c, s, i, k, cpc in rows
        ], "paging": {"cursors": {"before": f"MAZDZD{n}", "after": f"MjQZD{n}"}}}  # fmt: skip
        if n < 2:
            body["paging"]["next"] = (
                f"https://graph.facebook.com/v21.0/act_48120977/insights?"
                f"level=campaign&limit=3&after=MjQZD{n}"
            )
        args = {
            "account_id": "act_48120977",
            "level": "campaign",
            "date_preset": "last_month",
            "fields": "campaign_name,spend,impressions,clicks,cpc",
            "limit": 3,
        }
        if n:
            args["after"] = f"MjQZD{n - 1}"
        meta.append(("meta_ads_insights", args, j(body)))
    mc = [
        (
            "mailchimp_campaign_report",
            {"campaign_id": "42694e9e51"},
            _mc(
                "42694e9e51",
                "Spring Sale starts now",
                48210,
                19012,
                0.3944,
                2231,
                0.0463,
                88,
                41,
                120,
            ),
        ),
        (
            "mailchimp_campaign_report",
            {"campaign_id": "42694e9e52"},
            _mc(
                "42694e9e52",
                "Last chance: Spring Sale ends Sunday",
                47980,
                16620,
                0.3464,
                1804,
                0.0376,
                102,
                12,
                97,
            ),
        ),
        (
            "mailchimp_campaign_report",
            {"campaign_id": "42694e9e53"},
            _mc(
                "42694e9e53",
                "New arrivals: trail collection",
                48102,
                14388,
                0.2991,
                990,
                0.0206,
                64,
                9,
                88,
            ),
        ),
    ]
    ok2: Session = (
        "ads",
        "ads-ok-2",
        "March recap: Meta Ads spend, impressions and clicks per campaign (all pages), and "
        "open/click rates of the three March Mailchimp sends.",
        True,
        meta + mc,
    )
    return [ok1, ok2]


# --------------------------------------------------------------------------- zapier


def _nla(eid: str, action: str, status: str, result: Any, params: dict[str, str]) -> str:
    return j(
        {
            "id": eid,
            "action_used": action,
            "input_params": params,
            "review_url": f"https://nla.zapier.com/execution/{eid}/?needs_confirmation=false",
            "result": result,
            "status": status,
            "error": None,
        }
    )


def zapier() -> list[Session]:
    look = "Google Sheets: Lookup Spreadsheet Row"

    def row(n: int, email: str, result: Any) -> Call:
        params = {
            "spreadsheet": "Renewals 2025",
            "worksheet": "Accounts",
            "lookup_column": "Billing email",
            "lookup_value": email,
        }
        status = "success" if result else "empty"
        return (
            look,
            {"instructions": f"Find the row for {email} in Renewals 2025", "lookup_value": email},
            _nla(f"01HRX4Q8Z{n}M2A7K9VJ3T5B6C", look, status, result, params),
        )

    ok1: Session = (
        "zapier",
        "zapier-ok-1",
        "Find ops@brightwater, finance@kestrel, it@haldenrowe, admin@lumenfoods (.example) in "
        "Renewals 2025: renewal date, owner; remind #renewals of pre-April ones; Trello card "
        "for missing ones.",
        True,
        [
            row(
                1,
                "ops@brightwater.example",
                {
                    "COL$A": "Brightwater Retail plc",
                    "COL$B": "ops@brightwater.example",
                    "COL$C": "2025-03-28",
                    "COL$D": "Sam Ortiz",
                    "COL$E": "48000",
                    "row": "14",
                },
            ),
            row(
                2,
                "finance@kestrel.example",
                {
                    "COL$A": "Kestrel Foods Ltd",
                    "COL$B": "finance@kestrel.example",
                    "COL$C": "2025-06-30",
                    "COL$D": "Ana Lopes",
                    "COL$E": "12500",
                    "row": "22",
                },
            ),
            row(3, "it@haldenrowe.example", None),
            row(
                4,
                "admin@lumenfoods.example",
                {
                    "COL$A": "Lumen Foods GmbH",
                    "COL$B": "admin@lumenfoods.example",
                    "COL$C": "2025-03-15",
                    "COL$D": "Sam Ortiz",
                    "COL$E": "30200",
                    "row": "31",
                },
            ),
            (
                "Slack: Send Channel Message",
                {
                    "instructions": "Post in #renewals: Brightwater (28 Mar) and Lumen Foods (15 "
                    "Mar) "
                    "renew before April - owner Sam Ortiz"
                },
                _nla(
                    "01HRX4Q8Z5M2A7K9VJ3T5B6C",
                    "Slack: Send Channel Message",
                    "success",
                    {
                        "ok": True,
                        "channel": "C04RENEWAL",
                        "ts": "1741262211.004900",
                        "message__text": "Brightwater (28 Mar) and Lumen Foods (15 Mar) renew "
                        "before April - owner Sam Ortiz",
                    },
                    {"channel": "#renewals"},
                ),
            ),
            (
                "Trello: Create Card",
                {
                    "instructions": "Create a card 'Add Halden & Rowe to Renewals 2025' on the Ops "
                    "board, list To do"
                },
                _nla(
                    "01HRX4Q8Z6M2A7K9VJ3T5B6C",
                    "Trello: Create Card",
                    "success",
                    {
                        "id": "65f0c1a2b3d4e5f6a7b8c9d0",
                        "name": "Add Halden & Rowe to Renewals 2025",
                        "url": "https://trello.com/c/Xy12AbCd",
                    },
                    {"board": "Ops", "list": "To do"},
                ),
            ),
        ],
    )
    return [ok1]


# --------------------------------------------------------------------------- langgraph


def _chunks(docs: list[tuple[str, int, str]]) -> str:
    return "\n\n".join(
        f"Source: {{'source': '{src}', 'start_index': {start}}}\nContent: {text}"
        for src, start, text in docs
    )


def langgraph() -> list[Session]:
    hb = "handbook/travel-and-expenses-2025.pdf"
    answers = [
        (
            "what is the per diem for meals on domestic travel",
            [
                (
                    hb,
                    4120,
                    "4.2 Meals. On domestic trips employees may claim actual meal costs up to "
                    "a daily per diem of $75 (breakfast $15, lunch $20, dinner $40). Alcohol is "
                    "not "
                    "reimbursable except at approved client entertainment events (section 7).",
                ),
                (
                    hb,
                    4651,
                    "4.3 Incidentals. Tips for meals are included in the per diem. Hotel "
                    "housekeeping tips up to $5 per night may be claimed separately.",
                ),
            ],
        ),
        (
            "per diem international travel meals",
            [
                (
                    hb,
                    5210,
                    "4.5 International per diem. For travel outside the US, the meal per "
                    "diem follows the GSA/State Department rate for the city, capped at $120 per "
                    "day. "
                    "Claim in local currency; Finance converts at the card statement rate.",
                )
            ],
        ),
        (
            "hotel nightly cap",
            [
                (
                    hb,
                    6020,
                    "5.1 Lodging. Book through Navan. Nightly caps (before taxes): $250 in "
                    "Tier 1 cities (New York, San Francisco, Boston, London, Zurich), $180 "
                    "elsewhere in "
                    "the US, $220 elsewhere abroad.",
                ),
                (
                    hb,
                    6480,
                    "5.2 Exceptions to the cap need VP approval recorded in Navan before "
                    "booking; conference hotels are pre-approved at the conference rate.",
                ),
            ],
        ),
        (
            "airfare class rules long flights",
            [
                (
                    hb,
                    7105,
                    "6.1 Air travel. Economy class for flights under 6 hours of scheduled "
                    "flying time. Premium economy is allowed for flights of 6 hours or more; "
                    "business "
                    "class only for flights over 10 hours with VP approval.",
                )
            ],
        ),
        (
            "receipts required threshold",
            [
                (
                    hb,
                    8830,
                    "8.2 Receipts. Itemised receipts are required for any expense of $25 or "
                    "more, and for all lodging regardless of amount. Card statements are not "
                    "receipts.",
                ),
                (
                    hb,
                    9015,
                    "8.3 Missing receipts. Use the Missing Receipt Declaration for up to two "
                    "items per quarter, each under $75.",
                ),
            ],
        ),
        (
            "deadline to submit expense reports",
            [
                (
                    hb,
                    9302,
                    "8.5 Deadlines. Submit expense reports within 30 days of the trip's end. "
                    "Reports older than 60 days are reimbursed only with Controller approval, and "
                    "never "
                    "after 90 days.",
                )
            ],
        ),
        (
            "mileage reimbursement rate personal car",
            [
                (
                    hb,
                    10120,
                    "9.1 Personal vehicles. Mileage is reimbursed at the IRS standard rate in "
                    "effect on the date of travel (70 cents per mile for 2025), plus parking and "
                    "tolls. "
                    "Commuting miles are excluded.",
                )
            ],
        ),
        (
            "rideshare and taxis policy",
            [
                (
                    hb,
                    10744,
                    "9.3 Ground transport. Rideshare and taxis are reimbursable between "
                    "airports, hotels and business venues. Premium tiers (Uber Black, Lyft Lux) "
                    "are not "
                    "reimbursable unless no standard car is available within 20 minutes.",
                )
            ],
        ),
        (
            "client entertainment alcohol limits",
            [
                (
                    hb,
                    12230,
                    "7.2 Client entertainment. Up to $150 per attendee including alcohol, "
                    "with the names and companies of all attendees recorded on the claim. "
                    "Entertainment "
                    "of government officials needs Legal's prior approval.",
                )
            ],
        ),
        (
            "wifi and phone roaming on trips",
            [
                (
                    hb,
                    13010,
                    "10.1 Connectivity. In-flight wifi is reimbursable on flights over 3 "
                    "hours. International roaming: enable the company's travel pass before "
                    "departure; "
                    "roaming charges without it are not reimbursed.",
                )
            ],
        ),
        (
            "travel insurance and medical emergencies abroad",
            [
                (
                    hb,
                    13890,
                    "11.1 Travel insurance. All employees are covered by the company policy "
                    "(Allianz, policy TRV-44821) on business trips. Call the 24/7 assistance line "
                    "+1 800 555 0199 before seeking non-emergency care.",
                )
            ],
        ),
        (
            "booking lead time and approvals for conferences",
            [
                (
                    hb,
                    14502,
                    "12.2 Conferences. Register at least 21 days ahead; registration over "
                    "$1,000 needs manager approval in Navan. Attendance by more than three "
                    "employees "
                    "at one event needs Director approval.",
                )
            ],
        ),
    ]
    ok1: Session = (
        "langgraph",
        "langgraph-ok-1",
        "Cheat sheet for new sales hires from the 2025 T&E handbook: per diems, hotels, "
        "flights, receipts, deadlines, mileage, taxis, entertainment, wifi, insurance, "
        "conferences.",
        True,
        [("retrieve", {"query": q}, _chunks(d)) for q, d in answers],
    )
    same = _chunks(
        [
            (
                "handbook/security-2023.pdf",
                0,
                "Acme Security Handbook 2023. This "
                "handbook applies to all employees and contractors. Questions: "
                "security@acme.example. Version 3.1, approved by the CISO on 4 January "
                "2023. Confidential - internal use only.",
            )
        ]
    )
    qs = [
        "password rotation policy",
        "how often must passwords be changed",
        "multi-factor authentication requirements",
        "laptop encryption rules",
        "reporting a lost device",
        "password manager approved",
    ]
    fail1: Session = (
        "langgraph",
        "langgraph-fail-1",
        "Summarise the security handbook's rules on passwords, MFA, laptop encryption and "
        "lost devices for onboarding.",
        False,
        [("retrieve", {"query": q}, same) for q in qs],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- semantic-kernel


def semantic_kernel() -> list[Session]:
    def stock(sku: str, name: str, on_hand: int, reserved: int, wh: str, eta: str | None) -> Call:
        level = {
            "sku": sku,
            "name": name,
            "on_hand": on_hand,
            "reserved": reserved,
            "available": on_hand - reserved,
            "warehouse": wh,
            "next_receipt": eta,
        }
        return ("InventoryPlugin-get_stock_level", {"sku": sku, "warehouse": wh}, j(level))

    order = (
        "Order(id='SO-10482', customer='Brightwater Retail plc', status='on_hold', "
        "lines=[OrderLine(sku='TR-2201', qty=40), OrderLine(sku='TR-2205', qty=25), "
        "OrderLine(sku='AC-0910', qty=120)], hold_reason='awaiting stock', "
        "promised_date=datetime.date(2025, 3, 14))"
    )
    ok1: Session = (
        "semantic-kernel",
        "sk-ok-1",
        "SO-10482 is on hold for stock: check each line in Leeds (Bristol if short), and if "
        "all can ship, release the hold and set it to ready_to_pick.",
        True,
        [
            ("OrdersPlugin-get_order", {"order_id": "SO-10482"}, order),
            stock("TR-2201", "Trail runner 2 - size run", 52, 8, "LEEDS", None),
            stock("TR-2205", "Trail runner 2 GTX - size run", 11, 0, "LEEDS", "2025-03-18"),
            stock("TR-2205", "Trail runner 2 GTX - size run", 30, 4, "BRISTOL", None),
            stock("AC-0910", "Merino running sock 3-pack", 460, 95, "LEEDS", None),
            (
                "InventoryPlugin-reserve_stock",
                {"sku": "TR-2205", "warehouse": "BRISTOL", "qty": 25, "order_id": "SO-10482"},
                "True",
            ),
            ("OrdersPlugin-release_hold", {"order_id": "SO-10482"}, "True"),
            (
                "OrdersPlugin-set_order_status",
                {"order_id": "SO-10482", "status": "ready_to_pick"},
                "Order SO-10482 status changed: on_hold -> ready_to_pick",
            ),
        ],
    )
    skus = [
        ("TR-2201", "LEEDS"),
        ("TR-2205", "LEEDS"),
        ("AC-0910", "LEEDS"),
        ("TR-2201", "BRISTOL"),
        ("TR-2205", "BRISTOL"),
        ("TR-2201", "ALL"),
    ]
    fail1: Session = (
        "semantic-kernel",
        "sk-fail-1",
        "Which of TR-2201, TR-2205 and AC-0910 are below reorder point in any warehouse? "
        "Reorder list by noon.",
        False,
        [("InventoryPlugin-get_stock_level", {"sku": s, "warehouse": w}, "") for s, w in skus],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- dspy


def _passages(n: int, ps: list[str]) -> str:
    return f"Observation {n}: " + "\n".join(f"[{i}] «{p}»" for i, p in enumerate(ps, 1))


def dspy() -> list[Session]:
    ok1: Session = (
        "dspy",
        "dspy-ok-1",
        "Which river flows through the city where the architect of the Sydney Opera House was "
        "born, and into which sea does it empty?",
        True,
        [
            (
                "Search",
                {"query": "Sydney Opera House architect"},
                _passages(
                    1,
                    [
                        "Sydney Opera House | The Sydney Opera House is a multi-venue performing "
                        "arts "
                        "centre in Sydney. Designed by Danish architect Jørn Utzon and completed "
                        "by an "
                        "Australian team headed by Peter Hall, it opened in 1973.",
                        "Peter Hall (architect) | Peter Brian Hall (1931–1995) was an Australian "
                        "architect who completed the interiors of the Sydney Opera House.",
                        "Utzon Room | The Utzon Room is a function room in the Sydney Opera House, "
                        "the "
                        "only interior designed by Utzon himself, completed in 2004.",
                    ],
                ),
            ),
            (
                "Search",
                {"query": "Jørn Utzon birthplace"},
                _passages(
                    2,
                    [
                        "Jørn Utzon | Jørn Oberg Utzon (9 April 1918 – 29 November 2008) was a "
                        "Danish "
                        "architect, born in Copenhagen and raised in Aalborg, best known for the "
                        "Sydney Opera House.",
                        "Aage Utzon | Aage Oberg Utzon (1885–1970) was a Danish naval engineer and "
                        "yacht designer, father of Jørn Utzon.",
                        "Utzon Center | The Utzon Center is an architecture centre in Aalborg, "
                        "Denmark, the last building designed by Jørn Utzon.",
                    ],
                ),
            ),
            (
                "Search",
                {"query": "river flowing through Copenhagen"},
                _passages(
                    3,
                    [
                        "Copenhagen | Copenhagen is the capital of Denmark, on the islands of "
                        "Zealand "
                        "and Amager, separated from Malmö by the strait of Øresund. It has no "
                        "major "
                        "river; its harbour is a part of the Øresund.",
                        "Harrestrup Å | Harrestrup Å is a stream in the western suburbs of "
                        "Copenhagen, "
                        "about 19 km long, flowing into Kalveboderne, part of the Øresund.",
                        "Ladegårdsåen | Ladegårdsåen is a former stream in Copenhagen, now "
                        "culverted "
                        "beneath Åboulevard.",
                    ],
                ),
            ),
            (
                "Search",
                {"query": "Harrestrup Å mouth Øresund sea"},
                _passages(
                    4,
                    [
                        "Øresund | The Øresund is a strait between Zealand (Denmark) and Scania "
                        "(Sweden) linking the Kattegat and the Baltic Sea.",
                        "Kalveboderne | Kalveboderne is a sound south of Copenhagen's harbour, "
                        "between Zealand and Amager, opening into the Øresund.",
                        "Harrestrup Å | The stream's lower course was canalised in the 1930s; it "
                        "receives storm water from Valby and Hvidovre.",
                    ],
                ),
            ),
        ],
    )
    stale = [
        "Sydney Opera House | The Sydney Opera House is a multi-venue performing arts centre "
        "in Sydney. Designed by Danish architect Jørn Utzon and completed by an Australian "
        "team headed by Peter Hall, it opened in 1973.",
        "Bennelong Point | Bennelong Point is a point in Sydney Harbour, home to the Sydney "
        "Opera House.",
        "Sydney Harbour Bridge | The Sydney Harbour Bridge is a steel through arch bridge "
        "across Sydney Harbour, opened in 1932.",
    ]
    qs = [
        "Hagia Sophia architects",
        "Anthemius of Tralles birthplace",
        "Isidore of Miletus hometown",
        "Tralles ancient city location river",
        "Miletus Meander river mouth",
    ]
    fail1: Session = (
        "dspy",
        "dspy-fail-1",
        "Which river ran past the birthplace of one of the architects of the Hagia Sophia, "
        "and into which sea did it flow?",
        False,
        [("Search", {"query": q}, _passages(i, stale)) for i, q in enumerate(qs, 1)],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- autogpt


def autogpt() -> list[Session]:
    def cmd(name: str, result: str) -> str:
        return f"Command {name} returned: {result}"

    search = cmd("web_search", jp([
        {"title": "Global EV Outlook 2024 - Trends in electric cars - IEA",
         "href": "https://www.iea.org/reports/global-ev-outlook-2024/trends-in-electric-cars",
         "body": "Electric car sales neared 14 million in 2023, 95% of which were in China, "
                 "Europe and the United States..."},
        {"title": "Electric vehicles - Norway's statistics - SSB",
         "href": "https://www.ssb.no/en/transport-og-reiseliv/landtransport/statistikk/bilparken",  # noqa: E501
         "body": "At the end of 2024 there were 754 000 electric cars registered in Norway, "
                 "27.5 per cent of all passenger cars..."},
        {"title": "EV sales share by country 2024 | Statista",
         "href": "https://www.statista.com/statistics/267229/ev-sales-share-country/",
         "body": "Norway had the highest share of battery-electric vehicles in new car sales "
                 "in 2024 at 88.9 percent..."},
    ], 4))  # fmt: skip
    iea = cmd(
        "browse_website",
        "Answer gathered from website: In 2023 the share of electric "
        "cars in new car sales was around 38% in China, 25% in Europe and 10% in the "
        "United States; in Norway it reached 93%, Iceland 71% and Sweden 60%.\n\nLinks: "
        "['Global EV Data Explorer (https://www.iea.org/data-and-statistics/data-tools/"
        "global-ev-data-explorer)', 'Executive summary (https://www.iea.org/reports/"
        "global-ev-outlook-2024/executive-summary)']",
    )
    ssb = cmd(
        "browse_website",
        "Answer gathered from website: Registered passenger cars by "
        "fuel at 31 December 2024: electric 754 203 (27.5%), diesel 902 118, petrol "
        "705 640, hybrids 380 907. The electric share of new registrations in 2024 was "
        "88.9%.\n\nLinks: ['Table 11823 (https://www.ssb.no/en/statbank/table/11823)']",
    )
    script = (
        "import csv\nrows = list(csv.DictReader(open('ev_share.csv')))\n"
        "rows.sort(key=lambda r: float(r['share_2023']), reverse=True)\n"
        "for r in rows: print(f\"{r['country']:<14}{r['share_2023']:>6}%\")\n"
    )
    tb = cmd(
        "execute_python_file",
        "Error: Traceback (most recent call last):\n  File "
        '"/workspace/rank.py", line 3, in <module>\n    rows.sort(key=lambda r: '
        "float(r['share_2023']), reverse=True)\n  File \"/workspace/rank.py\", line 3, in "
        "<lambda>\n    rows.sort(key=lambda r: float(r['share_2023']), reverse=True)\n"
        "ValueError: could not convert string to float: '93%'\n",
    )
    out = cmd(
        "execute_python_file",
        "Norway            93.0%\nIceland           71.0%\nSweden "
        "           60.0%\nChina             38.0%\nEurope            25.0%\nUnited States"
        "     10.0%\n",
    )
    ok1: Session = (
        "autogpt",
        "autogpt-ok-1",
        "Find the countries with the highest EV share of 2023 new car sales, save them to "
        "ev_share.csv and rank them with a small Python script.",
        True,
        [
            (
                "web_search",
                {"query": "share of electric cars in new car sales 2023 by country"},
                search,
            ),
            (
                "browse_website",
                {
                    "url": "https://www.iea.org/reports/global-ev-outlook-2024/"
                    "trends-in-electric-cars",
                    "question": "EV share of new car sales 2023 by country",
                },
                iea,
            ),
            (
                "browse_website",
                {
                    "url": "https://www.ssb.no/en/transport-og-reiseliv/"
                    "landtransport/statistikk/bilparken",
                    "question": "Norway electric car share",
                },
                ssb,
            ),
            (
                "write_to_file",
                {
                    "filename": "ev_share.csv",
                    "text": "country,share_2023\nNorway,93%\nIceland,71%\nSweden,60%"
                    "\nChina,38%\nEurope,25%\nUnited States,10%\n",
                },
                cmd("write_to_file", "File written to successfully."),
            ),
            (
                "write_to_file",
                {"filename": "rank.py", "text": script},
                cmd("write_to_file", "File written to successfully."),
            ),
            ("execute_python_file", {"filename": "rank.py"}, tb),
            (
                "write_to_file",
                {
                    "filename": "rank.py",
                    "text": script.replace(
                        "float(r['share_2023'])", "float(r['share_2023'].rstrip('%'))"
                    ).replace(
                        "{r['share_2023']:>6}%", "{float(r['share_2023'].rstrip('%')):>6.1f}%"
                    ),
                },
                cmd("write_to_file", "File written to successfully."),
            ),
            ("execute_python_file", {"filename": "rank.py"}, out),
            (
                "read_file",
                {"filename": "ev_share.csv"},
                cmd(
                    "read_file",
                    "country,share_2023\nNorway,93%\nIceland,71%\nSweden,60%\n"
                    "China,38%\nEurope,25%\nUnited States,10%\n",
                ),
            ),
        ],
    )
    chrome = cmd(
        "browse_website",
        "Error: Message: unknown error: cannot find Chrome binary\n"
        "Stacktrace:\n#0 0x55d4c1b0e6a3 <unknown>\n#1 0x55d4c18d4f77 <unknown>\n"
        "#2 0x55d4c1901d8f <unknown>\n",
    )
    urls = [
        "https://www.eia.gov/electricity/monthly/epm_table_grapher.php?t=epmt_5_6_a",
        "https://www.eia.gov/electricity/data/state/",
        "https://www.statista.com/statistics/183700/us-average-retail-electricity-price/",
        "https://www.energysage.com/local-data/electricity-cost/",
        "https://www.eia.gov/electricity/state/california/",
    ]
    fail1: Session = (
        "autogpt",
        "autogpt-fail-1",
        "Find 2024 average residential electricity prices per kWh for California, Texas and "
        "New York and save them to prices.csv.",
        False,
        [
            (
                "web_search",
                {"query": "average residential electricity price by state 2024 EIA"},
                cmd(
                    "web_search",
                    jp(
                        [
                            {
                                "title": "Electric Power Monthly - Table 5.6.A - EIA",
                                "href": urls[0],
                                "body": "Average Price of Electricity to Ultimate Customers by "
                                "End-Use Sector, "
                                "by State...",
                            },
                            {
                                "title": "State Electricity Profiles - EIA",
                                "href": urls[1],
                                "body": "State electricity profiles 2023 data...",
                            },
                        ],
                        4,
                    ),
                ),
            )
        ]
        + [
            (
                "browse_website",
                {"url": u, "question": "residential price per kWh 2024 CA TX NY"},
                chrome,
            )
            for u in urls
        ],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- mcp-resources


def mcp_resources() -> list[Session]:
    listing = jp([
        {"uri": "postgres://warehouse/schema/orders", "name": "orders table schema",
         "mimeType": "application/json", "server": "warehouse-db"},
        {"uri": "postgres://warehouse/schema/order_items", "name": "order_items table schema",
         "mimeType": "application/json", "server": "warehouse-db"},
        {"uri": "postgres://warehouse/schema/refunds", "name": "refunds table schema",
         "mimeType": "application/json", "server": "warehouse-db"},
        {"uri": "postgres://warehouse/schema/customers", "name": "customers table schema",
         "mimeType": "application/json", "server": "warehouse-db"},
        {"uri": "docs://warehouse/erd.png", "name": "entity-relationship diagram",
         "mimeType": "image/png", "server": "warehouse-db"},
        {"uri": "docs://warehouse/conventions.md", "name": "naming and money conventions",
         "mimeType": "text/markdown", "server": "warehouse-db"},
    ])  # fmt: skip

    def schema(table: str, cols: list[tuple[str, str]]) -> str:
        text = j({"table": table, "columns": [{"name": c, "type": t} for c, t in cols]})
        return j(
            {
                "contents": [
                    {
                        "uri": f"postgres://warehouse/schema/{table}",
                        "mimeType": "application/json",
                        "text": text,
                    }
                ]
            }
        )

    read = "ReadMcpResourceTool"
    ok1: Session = (
        "mcp-resources",
        "mcp-ok-1",
        "From warehouse-db's MCP resources, work out net revenue per customer for March "
        "(orders minus refunds, right currency unit) and write the SQL; don't run it.",
        True,
        [
            ("ListMcpResourcesTool", {"server": "warehouse-db"}, listing),
            (
                read,
                {"server": "warehouse-db", "uri": "postgres://warehouse/schema/orders"},
                schema(
                    "orders",
                    [
                        ("order_id", "bigint"),
                        ("customer_id", "bigint"),
                        ("placed_at", "timestamptz"),
                        ("status", "text"),
                        ("currency", "char(3)"),
                    ],
                ),
            ),
            (
                read,
                {"server": "warehouse-db", "uri": "postgres://warehouse/schema/order_items"},
                schema(
                    "order_items",
                    [
                        ("order_id", "bigint"),
                        ("sku", "text"),
                        ("qty", "int"),
                        ("unit_price_minor", "bigint"),
                        ("discount_minor", "bigint"),
                    ],
                ),
            ),
            (
                read,
                {"server": "warehouse-db", "uri": "postgres://warehouse/schema/refunds"},
                schema(
                    "refunds",
                    [
                        ("refund_id", "bigint"),
                        ("order_id", "bigint"),
                        ("amount_minor", "bigint"),
                        ("refunded_at", "timestamptz"),
                        ("reason", "text"),
                    ],
                ),
            ),
            (
                read,
                {"server": "warehouse-db", "uri": "postgres://warehouse/schema/customers"},
                schema(
                    "customers",
                    [
                        ("customer_id", "bigint"),
                        ("name", "text"),
                        ("country", "char(2)"),
                        ("created_at", "timestamptz"),
                    ],
                ),
            ),
            (
                read,
                {"server": "warehouse-db", "uri": "docs://warehouse/erd.png"},
                j(
                    {
                        "contents": [
                            {
                                "uri": "docs://warehouse/erd.png",
                                "mimeType": "image/png",
                                "blob": "iVBORw0KGgoAAAANSUhEUgAABAAAAAMACAYAAAC6uhUNAAAAAXNSR0IArs"
                                "4c6QAAIABJREFUeF7s3Qm8TfX+//H3OcY4ZpnJPGTIkDkk85AhIQlF…",
                            }
                        ]
                    }
                ),
            ),  # noqa: E501
            (
                read,
                {"server": "warehouse-db", "uri": "docs://warehouse/conventions.md"},
                j(
                    {
                        "contents": [
                            {
                                "uri": "docs://warehouse/conventions.md",
                                "mimeType": "text/markdown",
                                "text": "# Conventions\n\n* Money is stored in minor units "
                                "(`*_minor`, cents/pence) as bigint; divide by 100 for "
                                "display, except JPY (no minor unit).\n* Timestamps are "
                                "UTC. Report months in Europe/London.\n* Orders with "
                                "status `cancelled` or `test` are excluded from revenue."
                                "\n* Refunds belong to the month they were issued "
                                "(`refunded_at`), not the order's month.\n",
                            }
                        ]
                    }
                ),
            ),
        ],
    )
    readme = j(
        {
            "contents": [
                {
                    "uri": "file:///srv/mcp-docs/README.md",
                    "mimeType": "text/markdown",
                    "text": "# acme-docs MCP server\n\nServes the "
                    "engineering docs as resources. Use `docs://{path}` to read a "
                    "page. Maintainers: #platform-tools.\n",
                }
            ]
        }
    )
    uris = [
        "docs://runbooks/payments/failover.md",
        "docs://runbooks/payments/failover",
        "docs://runbooks/payments-failover.md",
        "docs://payments/runbooks/failover.md",
        "docs://runbooks/payments/index.md",
        "docs://runbooks/index.md",
    ]
    fail1: Session = (
        "mcp-resources",
        "mcp-fail-1",
        "Read the payments failover runbook from the acme-docs MCP server and list its steps "
        "with their approvers.",
        False,
        [(read, {"server": "acme-docs", "uri": u}, readme) for u in uris],
    )
    return [ok1, fail1]


# --------------------------------------------------------------------------- build

FAMILIES: tuple[Callable[[], list[Session]], ...] = (
    bio, fhir, clinical, osm, travel, transit, banking, markets, commerce, deploy, ci,
    kubernetes, observability, audit, computer_use, mobile, legal, hr, ads, zapier, langgraph,
    semantic_kernel, dspy, autogpt, mcp_resources,
)  # fmt: skip


def rows() -> list[dict[str, Any]]:
    """Every row of the fixture, in file order."""
    out: list[dict[str, Any]] = []
    for family in FAMILIES:
        for fam, run_id, task, ok, calls in family():
            if not 2 <= len(calls) <= 20:
                raise ValueError(f"{run_id}: {len(calls)} calls")
            for tool, args, result in calls:
                out.append(
                    {
                        "source": f"heldout6/{fam}",
                        "run_id": run_id,
                        "task": task,
                        "tool": tool,
                        "args": args,
                        "result": result,
                        "outcome": {"success": ok},
                    }
                )
    return out


def main(path: Path = OUT) -> None:
    """Write the fixture to ``path``."""
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for row in rows():
            f.write(j(row) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
