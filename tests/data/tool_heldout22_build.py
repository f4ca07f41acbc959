"""Build ``tests/data/tool_heldout22.jsonl``: the twenty-second held-out fixture of agent sessions.

Run ``python tests/data/tool_heldout22_build.py`` to rewrite the fixture; the build is
deterministic (no clock, no randomness: identifiers come from hashes of fixed strings) and
``tests/test_tool_heldout22.py`` checks that the committed file is what this script writes.

Each row is one tool call in the project's ``real-runs`` format: ``source``
(``heldout22/<family>``), ``run_id`` (``<family>-ok-n`` or ``<family>-fail-n``), ``task``,
``tool`` (the name the agent sees), ``args``, ``result`` (the string the framework hands the
model) and ``outcome``. Successful sessions are made hard on purpose: paging, polling, many
reads that each add something, answers that are legitimately empty or "not found" because
that is what the user asked to learn, and terse acknowledgements of actions mixed in. Failing
sessions are ones where a source failed silently and the agent kept calling.

The sessions were written without reading the detectors, the shape readers, the gate's tool
counting or the earlier fixtures. Where each family's format comes from, and how sure the
author is of it:

Clinical research data capture
    ``redcap`` - the REDCap API (``content=record|metadata|log|dag``, ``format=json``) as an
    MCP wrapper hands its body over: a JSON array of flat records whose values are all
    strings, ``[]`` when nothing matches, ``{"count":n}`` for an import, ``{"error": …}``
    otherwise. From the REDCap API documentation and PyCap's use of it; sure of the record,
    metadata and import shapes, fairly sure of the logging export's four fields.
    ``openclinica`` - OpenClinica 3.x ``rest/clinicaldata/json/view/…``: CDISC ODM turned
    into JSON with ``@``-prefixed attributes and ``OpenClinica:`` extensions; an expired
    session gets the HTML login page. Fairly sure of the ODM-as-JSON shape, less of every
    attribute name and of the login page's wording.
    ``edc`` - Medidata Rave Web Services: ODM 1.3 XML with ``mdsol:Query`` elements for the
    subject data, and the ``<Response … IsTransactionSuccessful="1" SuccessStatistics=…>``
    receipt for posted ODM. Sure of the ODM and the receipt's attributes; the query listing
    is a wrapper's CSV export of a query report (its columns are the wrapper's, an
    assumption).
    ``sdtm`` - Pinnacle 21 Community's Issue Summary (Source, Pinnacle 21 ID, Message,
    Severity, Found) as a wrapper prints it after a CLI run, and the CDISC CORE rules
    engine's JSON report (``Conformance_Details``, ``Issue_Summary``, ``Issue_Details``).
    Sure of the rule identifiers' style and the CORE report's sections, fairly sure of the
    messages, less of the wrapper's console lines.

Physics and astronomy archives
    ``vizier`` - astroquery's ``Vizier.query_object``: the ``TableList`` summary
    (``TableList with 1 tables:`` / ``Empty TableList``, checked against astroquery's
    ``utils/commons.py``) followed by the tables printed by astropy. Sure.
    ``mast`` - astroquery.mast ``Observations.query_criteria``, ``get_product_list`` and the
    ``download_products`` manifest as astropy prints them, and its ``TimeoutError("Timeout
    limit of 600 exceeded.")``. Sure of the table style and the timeout text; the columns
    are the ones the wrapper selects.
    ``cern-opendata`` - the CERN Open Data portal's Invenio search JSON and the
    ``cernopendata-client`` command line (``get-metadata``, ``get-file-locations``,
    ``download-files``). Fairly sure of the client's commands and of the ``root://`` paths,
    less of the search JSON's every field.
    ``root`` - ``root -l -b -q macro.C`` output: cling's compiler errors, ``Error in
    <TFile::TFile>``, Minuit2's fit summary, ``TFile::ls``, ``TTree::Print`` and
    ``TTree::Scan`` boxes. Sure.
    ``hepdata`` - HEPData's search and record JSON (fairly sure) and its data tables in the
    YAML submission format (sure: ``independent_variables``/``dependent_variables``).
    ``gwosc`` - the GWOSC event API (``{"events": {"GW150914-v3": {…}}}``, parameter names
    such as ``mass_1_source``, ``network_matched_filter_snr``) and the ``gwosc`` package's
    ``ValueError: no event dataset found for …``. Sure of the layout, fairly sure of the
    error's wording; the parameter values are close to the catalogues' but not checked.

Legal e-discovery and court operations
    ``relativity`` - Relativity's Object Manager ``queryslim`` response (``TotalCount``,
    ``Objects`` of ``ArtifactID`` and ``Values``, ``CurrentStartIndex``, ``ResultCount``) and
    mass-update receipt. Sure of ``queryslim``, fairly sure of the receipt; the search-terms
    report is a wrapper's JSON of the report's columns.
    ``everlaw`` - Everlaw has little public API: a wrapper's plain-text search listing and
    document view. Assumed format.
    ``privlog`` - a review platform's withheld-documents CSV, metadata JSON and a
    privilege-log tool's one-line receipts. Assumed format, modelled on common log columns.
    ``court-dockets`` - CM/ECF's RSS feeds (``<item><title><![CDATA[1:24-cv-… Party v.
    Party]]>``, ``[Order on Motion …] … (Entered: …)``), a court calendar wrapper's JSON
    and its "No hearings found" text, and the PACER login page an expired session gets
    (``loginForm:loginName``). Fairly sure of the RSS and the login form, the calendar is a
    wrapper's.

Team chat
    ``mattermost`` - the v4 REST API: ``{"order": [...], "posts": {...}}`` post lists, post
    objects, and the ``api.context.session_expired.app_error`` error. Sure.
    ``rocketchat`` - the REST API's ``channels.history`` (``{"messages": [...], "success":
    true}``), ``chat.postMessage`` and the rate limiter's ``error-too-many-requests``
    message. Sure of the shapes, fairly sure of the limiter's wording.
    ``zulip`` - ``GET /api/v1/messages`` (``found_anchor``, ``found_oldest``, HTML
    ``content``), the send-message receipt ``{"id": …, "msg": "", "result": "success"}``.
    Sure.

Data catalogs and lineage
    ``datahub`` - DataHub's GraphQL results (``searchAcrossEntities``, URNs such as
    ``urn:li:dataset:(urn:li:dataPlatform:snowflake,…,PROD)``) as the DataHub MCP server
    returns them. Sure of URNs and GraphQL names, fairly sure of the tools' trimming.
    ``amundsen`` - Amundsen's metadata and search services' JSON (``key``
    ``hive://gold.finance/invoices``, ``columns``, ``owners``, ``total_results``). Fairly
    sure.
    ``collibra`` - Collibra's REST 2.0 (``{"total": …, "results": [...]}``, assets with
    ``domain``, ``type``, ``status`` references) and its error body (``statusCode``,
    ``titleMessage``, ``userMessage``, ``errorCode``). Fairly sure.
    ``marquez`` - Marquez's (OpenLineage) ``/api/v1`` runs and lineage graph
    (``{"graph": [{"id": "dataset:…", "inEdges": …}]}``). Sure of the graph, fairly sure
    of the run fields.
    ``unity-catalog`` - Databricks Unity Catalog REST (``/api/2.1/unity-catalog/tables``,
    permissions, ``/api/2.0/lineage-tracking``) and its ``error_code`` errors. Sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout22.jsonl")

Call = tuple[str, Any, str]


def cj(obj: Any) -> str:
    """JSON as an HTTP API sends it: compact."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def pj(obj: Any) -> str:
    """JSON as a Python wrapper dumps it: indented."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


def hid(seed: str, n: int = 26, alphabet: str = "abcdefghijklmnopqrstuvwxyz0123456789") -> str:
    """A fixed identifier drawn from a hash of ``seed`` (no randomness)."""
    digest = hashlib.sha256(seed.encode()).digest() * 2
    return "".join(alphabet[b % len(alphabet)] for b in digest[:n])


def uuid(seed: str) -> str:
    h = hashlib.sha256(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def atable(names: list[str], rows: list[list[Any]], units: list[str] | None = None) -> str:
    """A table as astropy prints it: names and units centred, values right-aligned."""
    cells = [[str(v) for v in r] for r in rows]
    widths = [
        max([len(n), len(units[i]) if units else 0] + [len(r[i]) for r in cells])
        for i, n in enumerate(names)
    ]
    lines = [" ".join(n.center(w) for n, w in zip(names, widths, strict=True))]
    if units:
        lines.append(" ".join(u.center(w) for u, w in zip(units, widths, strict=True)))
    lines.append(" ".join("-" * w for w in widths))
    lines += [" ".join(c.rjust(w) for c, w in zip(r, widths, strict=True)) for r in cells]
    return "\n".join(lines)


class Runs:
    """The sessions, in file order."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []
        self.seen: set[str] = set()

    def add(self, family: str, ok: bool, n: int, task: str, calls: list[Call]) -> None:
        run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
        assert run_id not in self.seen and 2 <= len(calls) <= 20, run_id
        self.seen.add(run_id)
        for tool, args, result in calls:
            assert isinstance(result, str)
            self.rows.append(
                {
                    "source": f"heldout22/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )


# --------------------------------------------------------------------------------------------
# Clinical research data capture
# --------------------------------------------------------------------------------------------


def _meta(name: str, label: str, vtype: str, lo: str, hi: str, note: str = "") -> dict[str, str]:
    return {
        "field_name": name,
        "form_name": "labs",
        "section_header": "",
        "field_type": "text",
        "field_label": label,
        "select_choices_or_calculations": "",
        "field_note": note,
        "text_validation_type_or_show_slider_number": vtype,
        "text_validation_min": lo,
        "text_validation_max": hi,
        "identifier": "",
        "branching_logic": "",
        "required_field": "",
        "custom_alignment": "",
        "question_number": "",
        "matrix_group_name": "",
        "matrix_ranking": "",
        "field_annotation": "",
    }


def redcap(r: Runs) -> None:
    meta = [
        _meta("lab_date", "Date of blood draw", "date_ymd", "", ""),
        _meta("creat_umol", "Serum creatinine (µmol/L)", "number", "20", "1500"),
        _meta("egfr", "eGFR (mL/min/1.73m²)", "number", "5", "150", "CKD-EPI 2021"),
        _meta("ntprobnp", "NT-proBNP (pg/mL)", "integer", "5", "70000"),
    ]
    meta[0]["section_header"] = "Renal function and natriuretic peptides"
    missing = [
        ("1007", "leeds", "2", "412", "2025-01-28"),
        ("1012", "manchester", "3", "", "2025-01-15"),
        ("1019", "leeds", "2", "198", "2025-02-03"),
        ("1031", "bristol", "4", "131", "2024-11-19"),
        ("1044", "manchester", "3", "88", "2025-02-19"),
    ]
    recs = [
        {
            "record_id": rid,
            "redcap_event_name": "baseline_arm_1",
            "redcap_data_access_group": dag,
            "site": site,
            "egfr": "",
            "creat_umol": cr,
            "lab_date": d,
        }
        for rid, dag, site, cr, d in missing
    ]
    logs = {
        "1007": [
            ("2025-02-11 14:03", "k.osei", "Update record 1007 (Baseline)", "egfr = ''"),
            (
                "2025-01-29 09:40",
                "k.osei",
                "Update record 1007 (Baseline)",
                "lab_date = '2025-01-28', creat_umol = '412', egfr = '12'",
            ),
        ],
        "1012": [
            (
                "2025-01-16 11:22",
                "r.begum",
                "Create record 1012 (Baseline)",
                "record_id = '1012', site = '3', lab_date = '2025-01-15', ntprobnp = '3420'",
            )
        ],
        "1019": [
            (
                "2025-02-04 02:15",
                "api_import_leeds",
                "Update record 1019 (Baseline)",
                "creat_umol = '198', egfr = ''",
            ),
            (
                "2025-02-03 17:48",
                "m.haworth",
                "Update record 1019 (Baseline)",
                "lab_date = '2025-02-03', creat_umol = '198', egfr = '29'",
            ),
        ],
        "1031": [],
        "1044": [
            (
                "2025-03-02 16:51",
                "r.begum",
                "Update record 1044 (Baseline)",
                "ntprobnp = '2210'",
            ),
            (
                "2025-02-20 08:05",
                "j.whitfield",
                "Update record 1044 (Baseline)",
                "lab_date = '2025-02-19', creat_umol = '88'",
            ),
        ],
    }
    calls: list[Call] = [
        ("redcap_export_metadata", {"forms": ["labs"]}, cj(meta)),
        (
            "redcap_export_records",
            {
                "fields": ["record_id", "site", "egfr", "creat_umol", "lab_date"],
                "events": ["baseline_arm_1"],
                "filterLogic": "[egfr] = ''",
                "exportDataAccessGroups": True,
            },
            cj(recs),
        ),
    ]
    for rid, entries in logs.items():
        body = [
            {"timestamp": t, "username": u, "action": a, "details": d} for t, u, a, d in entries
        ]
        calls.append(
            (
                "redcap_export_logging",
                {"record": rid, "logtype": "record", "beginTime": "2025-01-01 00:00"},
                cj(body),
            )
        )
    dags = [
        {"data_access_group_name": n, "unique_group_name": u, "data_access_group_id": i}
        for n, u, i in [
            ("Leeds Teaching Hospitals", "leeds", 412),
            ("Manchester Royal Infirmary", "manchester", 413),
            ("Bristol Heart Institute", "bristol", 414),
            ("Royal Brompton", "brompton", 415),
        ]
    ]
    calls.append(("redcap_export_dags", {}, cj(dags)))
    r.add(
        "redcap",
        True,
        1,
        "ASPIRE-HF registry (REDCap project 1487): list every baseline record with no eGFR "
        "value, say who last changed each record since 1 January (or that nobody did), and "
        "group the list by site name.",
        calls,
    )

    weights = [("1012", "187.4"), ("1019", "201.1"), ("1044", "163.9")]
    before = [
        {
            "record_id": rid,
            "redcap_event_name": "month_3_arm_1",
            "weight_kg": w,
            "height_cm": h,
            "weight_unit_note": "entered in lb (site query 118)",
        }
        for (rid, w), h in zip(weights, ["171", "183", "165"], strict=True)
    ]
    calls = [
        (
            "redcap_export_records",
            {
                "records": ["1012", "1019", "1044"],
                "events": ["month_3_arm_1"],
                "fields": ["record_id", "weight_kg", "height_cm", "weight_unit_note"],
            },
            cj(before),
        )
    ]
    for rid, w in weights:
        kg = f"{float(w) * 0.45359237:.1f}"
        row = {"record_id": rid, "redcap_event_name": "month_3_arm_1", "weight_kg": kg}
        row["weight_unit_note"] = ""
        calls.append(
            (
                "redcap_import_records",
                {"data": [row], "overwriteBehavior": "overwrite", "returnContent": "count"},
                cj({"count": 1}),
            )
        )
    after = [
        {
            "record_id": rid,
            "redcap_event_name": "month_3_arm_1",
            "weight_kg": f"{float(w) * 0.45359237:.1f}",
            "weight_unit_note": "",
        }
        for rid, w in weights
    ]
    calls.append(
        (
            "redcap_export_records",
            {
                "records": ["1012", "1019", "1044"],
                "events": ["month_3_arm_1"],
                "fields": ["record_id", "weight_kg", "weight_unit_note"],
            },
            cj(after),
        )
    )
    calls.append(
        (
            "redcap_export_logging",
            {"logtype": "record_edit", "user": "api_cleanup", "beginTime": "2025-03-05 00:00"},
            cj(
                [
                    {
                        "timestamp": f"2025-03-05 10:{14 + i:02d}",
                        "username": "api_cleanup",
                        "action": f"Update record {rid} (Month 3)",
                        "details": f"weight_kg = '{a['weight_kg']}', weight_unit_note = ''",
                    }
                    for i, (rid, a) in reversed(
                        list(enumerate(zip(["1012", "1019", "1044"], after, strict=True)))
                    )
                ]
            ),
        )
    )
    r.add(
        "redcap",
        True,
        2,
        "In ASPIRE-HF, the month-3 weights of records 1012, 1019 and 1044 were entered in "
        "pounds. Convert them to kg, write them back, clear the unit note, and confirm the "
        "stored values and the audit trail.",
        calls,
    )

    tries = [
        {
            "events": ["month_6_arm_1"],
            "fields": ["record_id", "nyha_class"],
            "filterLogic": "[site] = '2'",
        },
        {"events": ["month_6_arm_1"], "fields": ["record_id", "nyha_class", "site"]},
        {"fields": ["record_id", "nyha_class"], "filterLogic": "[nyha_class] <> ''"},
        {"report_id": "2211"},
        {"records": ["1007", "1019"], "fields": ["record_id", "site", "nyha_class"]},
    ]
    calls = [
        ("redcap_export_reports" if "report_id" in a else "redcap_export_records", a, "[]")
        for a in tries
    ]
    r.add(
        "redcap",
        False,
        1,
        "Pull the 6-month follow-up NYHA class for every ASPIRE-HF patient at the Leeds site "
        "(REDCap project 1487) and give the distribution.",
        calls,
    )


def _oc_subject(sid: str, events: list[tuple[str, str, list[tuple[str, str]]]]) -> str:
    sed = [
        {
            "@StudyEventOID": oid,
            "@OpenClinica:StartDate": start,
            "@OpenClinica:Status": "completed" if items else "scheduled",
            "@StudyEventRepeatKey": "1",
            **(
                {
                    "FormData": {
                        "@FormOID": "F_VITALS_V2",
                        "@OpenClinica:Version": "v2",
                        "@OpenClinica:Status": "initial data entry completed",
                        "ItemGroupData": {
                            "@ItemGroupOID": "IG_VITAL_UNGROUPED",
                            "@ItemGroupRepeatKey": "1",
                            "@TransactionType": "Insert",
                            "ItemData": [{"@ItemOID": k, "@Value": v} for k, v in items],
                        },
                    }
                }
                if items
                else {}
            ),
        }
        for oid, start, items in events
    ]
    odm = {
        "@FileOID": f"Study-MetaD{hid(sid, 8, '0123456789')}",
        "@Description": "Study Metadata",
        "@CreationDateTime": "2025-03-05T11:02:17",
        "@FileType": "Snapshot",
        "@ODMVersion": "1.3",
        "ClinicalData": {
            "@StudyOID": "S_CARDIO01",
            "@MetaDataVersionOID": "v1.0.0",
            "SubjectData": {
                "@SubjectKey": f"SS_{sid}",
                "@OpenClinica:StudySubjectID": sid,
                "@OpenClinica:Status": "available",
                "@OpenClinica:EnrollmentDate": "2024-11-04",
                "StudyEventData": sed,
            },
        },
    }
    return cj(odm)


_OC_LOGIN = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
    '<html xmlns="http://www.w3.org/1999/xhtml">\n<head>\n<title>OpenClinica</title>\n'
    '<meta http-equiv="Content-type" content="text/html; charset=UTF-8"/>\n'
    '<link rel="stylesheet" href="/OpenClinica/includes/styles.css" type="text/css"/>\n'
    '</head>\n<body class="login_BG" onLoad="document.getElementById(\'username\').focus();">'
    '\n<div class="login_BG">\n<table><tr><td class="loginBox_T">&nbsp;</td></tr>\n<tr><td>'
    '<form action="/OpenClinica/j_spring_security_check" method="post">\n'
    '<h1>Welcome to OpenClinica</h1>\n<label for="username">User Name</label>\n'
    '<input type="text" id="username" name="j_username" class="formfieldM"/>\n'
    '<label for="j_password">Password</label>\n'
    '<input type="password" id="j_password" name="j_password" class="formfieldM" '
    'autocomplete="off"/>\n<input type="submit" name="submit" value="Login" '
    'class="loginbutton"/>\n<a href="/OpenClinica/RequestPassword">Forgot Password?</a>\n'
    "</form>\n</td></tr></table>\n</div>\n</body>\n</html>"
)


def openclinica(r: Runs) -> None:
    def vitals(sys_: str, dia: str, hr: str) -> list[tuple[str, str]]:
        return [
            ("I_VITAL_SYSBP", sys_),
            ("I_VITAL_DIABP", dia),
            ("I_VITAL_HR", hr),
            ("I_VITAL_POS", "SITTING"),
        ]

    subjects = [
        ("0042", [("SE_SCREEN", "2024-11-04 09:10:00", vitals("151", "88", "77")),
                  ("SE_WEEK4", "2024-12-02 10:00:00", vitals("164", "91", "72"))]),
        ("0043", [("SE_SCREEN", "2024-11-06 08:45:00", vitals("138", "84", "69")),
                  ("SE_WEEK4", "2024-12-04 08:50:00", vitals("132", "80", "66"))]),
        ("0045", [("SE_SCREEN", "2024-11-12 13:20:00", vitals("147", "92", "81")),
                  ("SE_WEEK4", "2024-12-10 13:00:00", [])]),
        ("0047", [("SE_SCREEN", "2024-11-15 09:30:00", vitals("158", "95", "74")),
                  ("SE_WEEK4", "2024-12-13 09:35:00", vitals("171", "97", "79"))]),
        ("0049", [("SE_SCREEN", "2024-11-20 10:05:00", vitals("129", "78", "64"))]),
    ]  # fmt: skip
    calls: list[Call] = [
        (
            "oc_get_clinical_data",
            {"study_oid": "S_CARDIO01", "subject": f"SS_{sid}", "event": "SE_WEEK4", "form": "*"},
            _oc_subject(sid, [e for e in ev if e[0] == "SE_WEEK4"]),
        )
        for sid, ev in subjects
    ]
    r.add(
        "openclinica",
        True,
        1,
        "CARDIO-01 (OpenClinica): list the week-4 systolic blood pressures of subjects 0042, "
        "0043, 0045, 0047 and 0049, say which have no week-4 visit data yet, and flag any "
        "week-4 value above 160 mmHg.",
        calls,
    )
    calls = [
        (
            "oc_get_clinical_data",
            {"study_oid": "S_CARDIO01", "subject": f"SS_00{n}", "event": "*", "form": "F_AE_V1"},
            _OC_LOGIN,
        )
        for n in (50, 51, 52, 54, 55)
    ]
    r.add(
        "openclinica",
        False,
        1,
        "Export the adverse-event forms of CARDIO-01 subjects 0050 to 0055 from OpenClinica "
        "and list each serious adverse event with its onset date.",
        calls,
    )


def _rave_ack(ref: str, fields: int) -> str:
    return (
        f'<?xml version="1.0" encoding="utf-8"?><Response ReferenceNumber="{uuid(ref)}" '
        f'InboundODMFileOID="{ref}" IsTransactionSuccessful="1" SuccessStatistics="Rave '
        f'objects touched: Subjects=0; Folders=0; Forms=0; Fields={fields}; LogLines=0" '
        'NewRecords="" SubjectNumberInStudy="" SubjectNumberInStudySite=""></Response>'
    )


def _rave_subject(sid: str, site: str, folder: str, items: list[tuple[str, str, str]]) -> str:
    parts = []
    for oid, value, query in items:
        q = ""
        if query:
            key, text, status, resp = query.split("|")
            q = (
                f'<mdsol:Query QueryRepeatKey="{key}" Value="{text}" Status="{status}" '
                f'Recipient="Site from System" Response="{resp}" />'
            )
        parts.append(f'<ItemData ItemOID="{oid}" Value="{value}">{q}</ItemData>')
    return (
        '<?xml version="1.0" encoding="utf-8"?><ODM FileType="Snapshot" '
        f'FileOID="{uuid(sid + folder)}" CreationDateTime="2025-03-05T14:21:08.517-00:00" '
        'ODMVersion="1.3" xmlns:mdsol="http://www.mdsol.com/ns/odm/metadata" '
        'xmlns="http://www.cdisc.org/ns/odm/v1.3"><ClinicalData StudyOID="CARDIO01(Prod)" '
        f'MetaDataVersionOID="412"><SubjectData SubjectKey="{sid}" '
        f'mdsol:SubjectKeyType="SubjectName"><SiteRef LocationOID="{site}" />'
        f'<StudyEventData StudyEventOID="{folder}"><FormData FormOID="VS" FormRepeatKey="1">'
        '<ItemGroupData ItemGroupOID="VS_LOG_LINE" ItemGroupRepeatKey="1">'
        + "".join(parts)
        + "</ItemGroupData></FormData></StudyEventData></SubjectData></ClinicalData></ODM>"
    )


def edc(r: Runs) -> None:
    head = (
        "SiteNumber,Subject,Folder,Form,Field,QueryRepeatKey,QueryText,Status,OpenedDate,DaysOpen"
    )
    q1 = [
        '104,0042,WEEK4,VS,VSSYSBP,5531,"Value outside expected range (90-180). Please '
        'verify.",Open,2025-02-20,13',
        '104,0042,WEEK4,VS,VSTEMP,5532,"Temperature 3.72 is below 30. Please verify units.",'
        "Open,2025-02-20,13",
        '104,0046,WEEK4,VS,VSDAT,5540,"Visit date is before the previous visit date.",Open,'
        "2025-02-24,9",
        '104,0047,WEEK4,VS,VSHR,5544,"Heart rate 31 is below 40. Please verify.",Open,2025-02-26,7',
    ]
    s42 = _rave_subject(
        "0042", "104", "WEEK4",
        [("VS.VSSYSBP", "182", "5531|Value outside expected range (90-180). Please verify.|Open|"),
         ("VS.VSDIABP", "94", ""), ("VS.VSHR", "71", ""),
         ("VS.VSTEMP", "37.2", "5532|Temperature 3.72 is below 30. Please verify units.|Open|")],
    )  # fmt: skip
    s47 = _rave_subject(
        "0047", "104", "WEEK4",
        [("VS.VSSYSBP", "128", ""), ("VS.VSDIABP", "79", ""),
         ("VS.VSHR", "31", "5544|Heart rate 31 is below 40. Please verify.|Open|")],
    )  # fmt: skip
    calls: list[Call] = [
        ("rave_list_queries", {"study": "CARDIO01(Prod)", "site": "104", "status": "Open",
                               "folder": "WEEK4"}, "\n".join([head, *q1])),
        ("rave_get_subject_data", {"study": "CARDIO01(Prod)", "subject": "0042",
                                   "folder": "WEEK4", "form": "VS"}, s42),
        ("rave_respond_query", {"study": "CARDIO01(Prod)", "subject": "0042",
                                "query_repeat_key": "5531",
                                "response": "Confirmed against source: 182 mmHg, repeat 178."},
         _rave_ack("agent-0305-01", 1)),
        ("rave_close_query", {"study": "CARDIO01(Prod)", "subject": "0042",
                              "query_repeat_key": "5532"}, _rave_ack("agent-0305-02", 1)),
        ("rave_get_subject_data", {"study": "CARDIO01(Prod)", "subject": "0047",
                                   "folder": "WEEK4", "form": "VS"}, s47),
        ("rave_respond_query", {"study": "CARDIO01(Prod)", "subject": "0047",
                                "query_repeat_key": "5544",
                                "response": "Source shows HR 31 bpm on ECG; PI notified."},
         _rave_ack("agent-0305-03", 1)),
        ("rave_list_queries", {"study": "CARDIO01(Prod)", "site": "104", "status": "Open",
                               "folder": "WEEK4"},
         "\n".join([head, q1[2], q1[0].replace(",Open,", ",Answered,"),
                    q1[3].replace(",Open,", ",Answered,")])),
    ]  # fmt: skip
    r.add(
        "edc",
        True,
        1,
        "Work the open system queries on site 104's week-4 vitals in CARDIO-01 (Rave): answer "
        "the ones the source documents resolve, close the ones already corrected in the "
        "data, and show what is left open.",
        calls,
    )
    aged = [
        '102,0021,WEEK8,LB,LBORRES,5202,"Potassium 7.9 mmol/L is above 6.5. Please verify.",'
        "Open,2025-01-22,42",
        '102,0024,SCREEN,IE,IEORRES,5117,"Inclusion criterion 4 answered No but subject '
        'enrolled.",Open,2025-01-09,55',
    ]
    s21 = _rave_subject(
        "0021", "102", "WEEK8",
        [("LB.LBTESTCD", "K", ""),
         ("LB.LBORRES", "7.9", "5202|Potassium 7.9 mmol/L is above 6.5. Please verify.|Open|"),
         ("LB.LBORRESU", "mmol/L", ""), ("LB.LBNRIND", "HIGH", "")],
    ).replace('FormOID="VS"', 'FormOID="LB"').replace("VS_LOG_LINE", "LB_LOG_LINE")  # fmt: skip
    calls = [
        ("rave_list_queries", {"study": "CARDIO01(Prod)", "site": s, "status": "Open",
                               "min_days_open": 30}, "\n".join([head, *rows]))
        for s, rows in (("101", []), ("102", aged), ("103", []))
    ]  # fmt: skip
    calls.append(
        ("rave_get_subject_data", {"study": "CARDIO01(Prod)", "subject": "0021",
                                   "folder": "WEEK8", "form": "LB"}, s21)
    )  # fmt: skip
    r.add(
        "edc",
        True,
        2,
        "For CARDIO-01 sites 101, 102 and 103, list queries open longer than 30 days (say "
        "'none' for a site that has none) and pull the data point behind the oldest lab query.",
        calls,
    )
    calls = [
        ("rave_get_subject_data", {"study": "CARDIO01(Prod)", "subject": sid, "folder": "WEEK8",
                                   "form": "VS"}, s42)
        for sid in ("0042", "0043", "0044", "0046", "0047")
    ]  # fmt: skip
    r.add(
        "edc",
        False,
        1,
        "Get the week-8 vital signs of CARDIO-01 site 104 subjects 0042 to 0047 from Rave and "
        "tabulate systolic and diastolic pressure per subject.",
        calls,
    )


def _p21(when: str, rows: list[tuple[str, str, str, str, int]], secs: int) -> str:
    lines = [
        "Pinnacle 21 Community 4.1.0 - validating /work/cardio01/sdtm (SDTMIG 3.3, "
        "CT 2024-09-27, define.xml 2.1)",
        f"Validation completed in 00:00:{secs:02d}",
        f"Report: /work/cardio01/p21/pinnacle21-report-{when}.xlsx",
        "",
        "Issue Summary",
        "Source\tPinnacle 21 ID\tMessage\tSeverity\tFound",
    ]
    lines += [f"{s}\t{i}\t{m}\t{sev}\t{n}" for s, i, m, sev, n in rows]
    errors = sum(n for *_, sev, n in rows if sev == "Error")
    warnings = sum(n for *_, sev, n in rows if sev == "Warning")
    lines += ["", f"Errors: {errors}   Warnings: {warnings}   Notices: 0"]
    return "\n".join(lines)


def sdtm(r: Runs) -> None:
    w = [
        ("AE", "SD1082", "Variable length is too long for actual data", "Warning", 6),
        ("LB", "SD1082", "Variable length is too long for actual data", "Warning", 4),
        ("VS", "CT2002", "Value not found in extensible codelist (VSPOS)", "Warning", 12),
    ]
    e1 = [
        ("AE", "SD0003", "Invalid ISO 8601 value for variable (AESTDTC)", "Error", 4),
        ("AE", "CT2001", "Variable value not found in non-extensible codelist (AESEV)", "Error", 9),
        ("AE", "SD0064", "Subject is not present in DM domain", "Error", 2),
        ("DM", "SD0002", "NULL value in variable marked as Required (ARMCD)", "Error", 1),
    ]
    e2 = [e1[2], e1[3]]
    e3 = [("DM", "SD0002", "NULL value in variable marked as Required (ARMCD)", "Error", 1)]
    calls: list[Call] = [
        ("p21_validate", {"standard": "SDTMIG 3.3", "datasets": "all"},
         _p21("2025-03-05T091104", e1 + w, 41)),
        ("apply_dataset_patch", {"dataset": "ae", "script":
            "ae$AESTDTC <- sub('^(\\\\d{4})/(\\\\d{2})/(\\\\d{2})$', '\\\\1-\\\\2-\\\\3', "
            "ae$AESTDTC); ae$AESEV <- toupper(trimws(ae$AESEV))"},
         "ae.xpt rewritten: 312 records, 28 variables (13 values changed)"),
        ("p21_validate", {"standard": "SDTMIG 3.3", "datasets": "all"},
         _p21("2025-03-05T092640", e2 + w, 39)),
        ("read_dataset_rows", {"dataset": "ae", "where": "!(USUBJID %in% dm$USUBJID)",
                               "columns": ["USUBJID", "AESEQ", "AETERM", "AESTDTC"]},
         "USUBJID\tAESEQ\tAETERM\tAESTDTC\nCARDIO01-104-0O46\t1\tHEADACHE\t2025-01-07\n"
         "CARDIO01-104-0O46\t2\tNAUSEA\t2025-01-09\n(2 rows)"),
        ("apply_dataset_patch", {"dataset": "ae", "script":
            "ae$USUBJID[ae$USUBJID == 'CARDIO01-104-0O46'] <- 'CARDIO01-104-0046'"},
         "ae.xpt rewritten: 312 records, 28 variables (2 values changed)"),
        ("p21_validate", {"standard": "SDTMIG 3.3", "datasets": "all"},
         _p21("2025-03-05T094012", e3 + w, 40)),
        ("read_dataset_rows", {"dataset": "dm", "where": "is.na(ARMCD) | ARMCD == ''",
                               "columns": ["USUBJID", "ARMCD", "ARM", "ACTARMCD", "RFSTDTC"]},
         "USUBJID\tARMCD\tARM\tACTARMCD\tRFSTDTC\nCARDIO01-103-0031\t\t\tSCRNFAIL\t\n(1 row)"),
        ("apply_dataset_patch", {"dataset": "dm", "script":
            "dm$ARMCD[dm$USUBJID == 'CARDIO01-103-0031'] <- 'SCRNFAIL'; "
            "dm$ARM[dm$USUBJID == 'CARDIO01-103-0031'] <- 'Screen Failure'"},
         "dm.xpt rewritten: 118 records, 27 variables (2 values changed)"),
        ("p21_validate", {"standard": "SDTMIG 3.3", "datasets": "all"},
         _p21("2025-03-05T095533", w, 40)),
    ]  # fmt: skip
    r.add(
        "sdtm",
        True,
        1,
        "Validate the CARDIO-01 SDTM package against SDTMIG 3.3 with Pinnacle 21 Community, "
        "fix the errors in AE and DM, and re-run until no errors remain (warnings may stay).",
        calls,
    )
    core = {
        "Conformance_Details": {
            "CORE_Engine_Version": "0.8.1",
            "Report_Generation": "2025-03-05T10:31:52",
            "Total_Runtime": "18.44 seconds",
            "Standard": "SDTMIG",
            "Version": "V3-4",
            "CT_Version": "sdtmct-2024-09-27",
            "Define_XML_Version": "2.1",
        },
        "Dataset_Details": [
            {"filename": "lb.xpt", "label": "Laboratory Test Results", "length": 4411},
            {"filename": "vs.xpt", "label": "Vital Signs", "length": 2976},
        ],
        "Issue_Summary": [
            {"dataset": "lb.xpt", "core_id": "CORE-000412",
             "message": "LBSTRESN is populated but LBSTRESC is not numeric", "issues": 3},
            {"dataset": "lb.xpt", "core_id": "CORE-000180",
             "message": "LBNRIND is not populated when LBORNRLO or LBORNRHI is populated",
             "issues": 17},
            {"dataset": "vs.xpt", "core_id": "CORE-000262",
             "message": "VSSTRESU is not consistent within VSTESTCD", "issues": 2},
        ],
    }  # fmt: skip
    detail = {
        "core_id": "CORE-000412",
        "Issue_Details": [
            {"core_id": "CORE-000412", "message": core["Issue_Summary"][0]["message"],
             "executability": "fully executable", "dataset": "lb.xpt",
             "USUBJID": u, "row": row, "SEQ": seq,
             "variables": ["LBSTRESC", "LBSTRESN"], "values": [c, n]}
            for u, row, seq, c, n in [
                ("CARDIO01-101-0007", 212, 14, "<0.5", 0.5),
                ("CARDIO01-102-0021", 1350, 22, ">70000", 70000),
                ("CARDIO01-104-0047", 3977, 9, "NEG", 0),
            ]
        ],
    }  # fmt: skip
    detail2 = {
        "core_id": "CORE-000262",
        "Issue_Details": [
            {"core_id": "CORE-000262", "message": "VSSTRESU is not consistent within VSTESTCD",
             "executability": "fully executable", "dataset": "vs.xpt", "USUBJID": u,
             "row": row, "SEQ": seq, "variables": ["VSTESTCD", "VSSTRESU"], "values": v}
            for u, row, seq, v in [
                ("CARDIO01-103-0033", 1802, 31, ["WEIGHT", "LB"]),
                ("CARDIO01-103-0033", 1809, 38, ["WEIGHT", "LB"]),
            ]
        ],
    }  # fmt: skip
    calls = [
        ("core_validate", {"standard": "sdtmig", "version": "3-4", "datasets": ["lb", "vs"]},
         pj(core)),
        ("core_issue_details", {"core_id": "CORE-000412"}, pj(detail)),
        ("core_issue_details", {"core_id": "CORE-000262"}, pj(detail2)),
        ("core_issue_details", {"core_id": "CORE-000305"},
         pj({"core_id": "CORE-000305", "Issue_Details": []})),
    ]  # fmt: skip
    r.add(
        "sdtm",
        True,
        2,
        "Run the CDISC CORE engine (SDTMIG 3.4) on CARDIO-01's LB and VS datasets, list the "
        "rules that raised issues, show the records behind the numeric-result and units "
        "rules, and confirm whether rule CORE-000305 fired.",
        calls,
    )
    stale = _p21(
        "2025-02-26T091207",
        [
            ("AE", "SD0003", "Invalid ISO 8601 value for variable (AESTDTC)", "Error", 11),
            ("EX", "SD0002", "NULL value in variable marked as Required (EXDOSE)", "Error", 3),
            ("TS", "SD2254", "Missing TSPARMCD = 'SSTDTC'", "Warning", 1),
        ],
        52,
    ).replace("/work/cardio01/", "/work/onc207/")
    calls = [
        ("p21_validate", {"standard": "SDTMIG 3.3", "datasets": d}, stale)
        for d in ("all", "all", "dm,ae,cm", "lb", "ex,ds")
    ]
    r.add(
        "sdtm",
        False,
        1,
        "Validate today's CARDIO-01 SDTM delivery (14 datasets) with Pinnacle 21 Community and "
        "report the remaining errors per dataset.",
        calls,
    )


# --------------------------------------------------------------------------------------------
# Physics and astronomy archives
# --------------------------------------------------------------------------------------------


def _tablelist(tables: list[tuple[str, list[str], list[list[Any]], list[str]]]) -> str:
    if not tables:
        return "Empty TableList"
    head = [f"TableList with {len(tables)} tables:"]
    head += [
        f"\t'{i}:{name}' with {len(cols)} column(s) and {len(rows)} row(s) "
        for i, (name, cols, rows, _) in enumerate(tables)
    ]
    body = [atable(cols, rows, units) for _, cols, rows, units in tables]
    return "\n".join(head) + "\n\n" + "\n\n".join(body)


def vizier(r: Runs) -> None:
    gcols = ["Source", "Plx", "e_Plx", "Gmag", "BP-RP"]
    gunits = ["", "mas", "mas", "mag", "mag"]
    stars = [
        ("HD 209458", [["1779546757669063552", "20.7987", "0.0289", "7.513549", "0.694"]]),
        ("HD 189733", [["1827242816201846144", "50.5668", "0.0166", "7.408788", "1.058"]]),
        ("WASP-12", [["3435282862461427072", "2.3111", "0.0224", "11.437612", "0.782"],
                     ["3435282858167012480", "2.1462", "0.1835", "15.903154", "1.917"]]),
        ("TrES-2", [["2130632159134827392", "4.6348", "0.0117", "11.179320", "0.851"]]),
        ("Kepler-7", [["2129285802938767232", "1.4770", "0.0131", "12.705508", "0.825"]]),
    ]  # fmt: skip
    calls: list[Call] = [
        (
            "vizier_query_object",
            {"object": name, "catalog": "I/355/gaiadr3", "radius": "5s", "columns": gcols},
            _tablelist([("I/355/gaiadr3", gcols, rows, gunits)]),
        )
        for name, rows in stars
    ]
    tcols = ["_q", "RAJ2000", "DEJ2000", "_2MASS", "Jmag", "Hmag", "Kmag", "Qflg"]
    tunits = ["", "deg", "deg", "", "mag", "mag", "mag", ""]
    trows = [
        [1, "330.794887", "+18.884319", "22030277+1853036", "6.591", "6.366", "6.308", "AAA"],
        [2, "300.182122", "+22.709776", "20004370+2242391", "6.073", "5.587", "5.541", "AAA"],
        [3, "97.636645", "+29.672284", "06303279+2940202", "10.477", "10.228", "10.188", "AAA"],
        [4, "286.808469", "+49.316422", "19071403+4918590", "10.232", "9.920", "9.846", "AAA"],
        [5, "291.418667", "+41.089944", "19254048+4105238", "11.840", "11.534", "11.466", "AAA"],
    ]
    calls.append(
        (
            "vizier_query_region",
            {"targets": [s for s, _ in stars], "catalog": "II/246/out", "radius": "3s"},
            _tablelist([("II/246/out", tcols, trows, tunits)]),
        )
    )
    r.add(
        "vizier",
        True,
        1,
        "Get Gaia DR3 parallaxes and G magnitudes for HD 209458, HD 189733, WASP-12, TrES-2 "
        "and Kepler-7 (note any second source within 5 arcsec) and their 2MASS K magnitudes.",
        calls,
    )
    hcols = ["HIP", "RAhms", "DEdms", "Vmag", "Plx", "B-V"]
    hunits = ["", '"h:m:s"', '"d:m:s"', "mag", "mas", "mag"]
    hip = {
        "HD 209458": [["108859", "22 03 10.77", "+18 53 03.5", "7.65", "21.24", "0.594"]],
        "WASP-12": [],
        "HD 189733": [["98505", "20 00 43.71", "+22 42 39.1", "7.67", "51.94", "0.931"]],
        "Kepler-7": [],
    }
    calls = [
        (
            "vizier_query_object",
            {"object": name, "catalog": "I/239/hip_main", "radius": "10s", "columns": hcols},
            _tablelist([("I/239/hip_main", hcols, rows, hunits)] if rows else []),
        )
        for name, rows in hip.items()
    ]
    ycols = ["TYC1", "TYC2", "TYC3", "VTmag", "BTmag"]
    calls.append(
        (
            "vizier_query_object",
            {"object": "WASP-12", "catalog": "I/259/tyc2", "radius": "10s", "columns": ycols},
            _tablelist(
                [("I/259/tyc2", ycols, [["1891", "1280", "1", "11.697", "12.306"]],
                  ["", "", "", "mag", "mag"])]
            ),
        )
    )  # fmt: skip
    r.add(
        "vizier",
        True,
        2,
        "Which of HD 209458, WASP-12, HD 189733 and Kepler-7 are in the Hipparcos main "
        "catalogue (I/239)? Give the HIP number, or 'not in Hipparcos'; for WASP-12 check "
        "Tycho-2 instead.",
        calls,
    )
    tries = [
        ("HD 118203", "I/355/gaiadr3", "5s"),
        ("HD 118203", "I/355/gaiadr3", "30s"),
        ("HD 149026", "I/355/gaiadr3", "10s"),
        ("HD 17156", "I/350/gaiaedr3", "10s"),
        ("HD 80606", "I/355/gaiadr3", "1m"),
        ("HD 97658", "I/355/gaiadr3", "10s"),
    ]
    calls = [
        (
            "vizier_query_object",
            {"object": o, "catalog": c, "radius": rad, "columns": ["Source", "pmRA", "pmDE"]},
            "Empty TableList",
        )
        for o, c, rad in tries
    ]
    r.add(
        "vizier",
        False,
        1,
        "Get Gaia DR3 proper motions for the proposal targets HD 118203, HD 149026, HD 17156, "
        "HD 80606 and HD 97658.",
        calls,
    )


_TESS_SECTORS = [
    (1, "2018206045859", "0120"), (3, "2018263035959", "0123"), (4, "2018292075959", "0124"),
    (5, "2018319095959", "0125"), (6, "2018349182459", "0126"), (7, "2019006130736", "0131"),
    (8, "2019032160000", "0136"), (9, "2019058134432", "0139"), (10, "2019085135100", "0140"),
    (11, "2019112060037", "0143"), (13, "2019169103026", "0146"),
]  # fmt: skip


def mast(r: Runs) -> None:
    tic = "150428135"
    oid = [f"tess{ts}-s{s:04d}-0000000{tic}-{v}-s" for s, ts, v in _TESS_SECTORS]
    obs = atable(
        ["obs_collection", "provenance_name", "target_name", "sequence_number", "obs_id",
         "t_exptime", "obsid"],
        [["TESS", "SPOC", tic, s, o, "120.0", 27000000 + 1734 * s]
         for (s, _, _), o in zip(_TESS_SECTORS, oid, strict=True)],
    ) + f"\nLength = {len(oid)} rows"  # fmt: skip
    ob13 = 27000000 + 1734 * 13
    prods = atable(
        ["obsID", "dataproduct_type", "productSubGroupDescription", "productFilename", "size"],
        [[ob13, "timeseries", "LC", oid[-1] + "_lc.fits", 1987200],
         [ob13, "timeseries", "TP", oid[-1] + "_tp.fits", 46059840],
         [ob13, "timeseries", "DVT", f"tess2019169103026-s0013-s0013-0000000{tic}"
          "-00222_dvt.fits", 2436480],
         [ob13, "timeseries", "DVR", f"tess2019169103026-s0013-s0013-0000000{tic}"
          "-00222_dvr.pdf", 3104578]],
    )  # fmt: skip
    path = f"./mastDownload/TESS/{oid[-1]}/{oid[-1]}_lc.fits"
    manifest = atable(
        ["Local Path", "Status", "Message", "URL"], [[path, "COMPLETE", "None", "None"]]
    )
    cat = atable(
        ["ID", "ra", "dec", "Tmag", "Teff", "rad", "mass", "d", "dstArcSec"],
        [[tic, "97.096230", "-65.585366", "10.9102", "3480.0", "0.4200", "0.4150", "31.127",
          "0.0"]],
    )  # fmt: skip
    calls: list[Call] = [
        ("mast_catalogs_query_object", {"objectname": "TOI-700", "catalog": "TIC",
                                        "radius": "0.002 deg"}, cat),
        ("mast_query_criteria", {"target_name": tic, "obs_collection": "TESS",
                                 "dataproduct_type": "timeseries", "t_exptime": [100, 140]}, obs),
        ("mast_get_product_list", {"obsid": str(ob13)}, prods),
        ("mast_download_products", {"obsid": str(ob13), "productSubGroupDescription": "LC"},
         manifest),
    ]  # fmt: skip
    r.add(
        "mast",
        True,
        1,
        "Find the TESS 2-minute-cadence light curves of TOI-700 from the first year (sectors "
        "1-13), list the sectors that have one, and download the sector 13 light-curve file.",
        calls,
    )
    ncols = ["obs_collection", "instrument_name", "proposal_id", "obs_id", "filters",
             "t_obs_release"]  # fmt: skip
    p2736 = [
        ["JWST", "NIRSPEC/MSA", "2736", "jw02736-o007_s06355_nirspec_f170lp-g235m",
         "F170LP;G235M", "60110.5"],
        ["JWST", "NIRSPEC/MSA", "2736", "jw02736-o007_s10612_nirspec_f290lp-g395m",
         "F290LP;G395M", "60110.5"],
        ["JWST", "NIRSPEC/MSA", "2736", "jw02736-o008_s05735_nirspec_f170lp-g235m",
         "F170LP;G235M", "60110.5"],
    ]  # fmt: skip
    p1345 = [
        ["JWST", "NIRSPEC/MSA", "1345", f"jw01345-o{o:03d}_s{s:05d}_nirspec_clear-prism",
         "CLEAR;PRISM", rel]
        for o, s, rel in [(52, 1027, "60277.2"), (52, 1149, "60277.2"), (63, 397, "60285.8"),
                          (64, 1561, "60285.8"), (83, 717, "60312.4")]
    ]  # fmt: skip
    calls = [
        ("mast_query_criteria", {"obs_collection": "JWST", "proposal_id": "2734",
                                 "instrument_name": "NIRSPEC*", "calib_level": 3},
         atable(ncols, [])),
        ("mast_query_criteria", {"obs_collection": "JWST", "proposal_id": "2736",
                                 "instrument_name": "NIRSPEC*", "calib_level": 3},
         atable(ncols, p2736)),
        ("mast_query_criteria", {"obs_collection": "JWST", "proposal_id": "1345",
                                 "instrument_name": "NIRSPEC*", "calib_level": 3},
         atable(ncols, p1345)),
        ("mast_query_criteria", {"obs_collection": "JWST", "proposal_id": "2734",
                                 "calib_level": 3},
         atable(ncols, [["JWST", "NIRISS/SOSS", "2734", "jw02734-o002_t001_niriss_clear-gr700xd",
                         "CLEAR;GR700XD", "59772.5"]])),
    ]  # fmt: skip
    r.add(
        "mast",
        True,
        2,
        "For JWST programs 2734, 2736 and 1345, say which have public level-3 NIRSpec "
        "observations and list their obs_ids; for a program without NIRSpec data, say which "
        "instrument it used instead.",
        calls,
    )
    koi = ["K00070", "K00094", "K00351", "K00070", "K00094"]
    calls = [
        ("mast_query_criteria", {"target_name": k if i < 3 else f"kplr{k}",
                                 "obs_collection": "Kepler", "t_exptime": [1700, 1900]},
         "TimeoutError: Timeout limit of 600 exceeded.")
        for i, k in enumerate(koi)
    ]  # fmt: skip
    r.add(
        "mast",
        False,
        1,
        "Get the Kepler long-cadence light-curve observations for KOI-70, KOI-94 and KOI-351 "
        "and count the quarters each has.",
        calls,
    )


def cern_opendata(r: Runs) -> None:
    def hit(recid: str, title: str, events: int, files: int, size: int) -> dict[str, Any]:
        return {
            "created": "2017-09-18T09:33:56.310871+00:00",
            "id": int(recid),
            "links": {"self": f"https://opendata.cern.ch/api/records/{recid}"},
            "metadata": {
                "recid": recid,
                "title": title,
                "date_created": ["2012"],
                "experiment": ["CMS"],
                "collision_information": {"energy": "8TeV", "type": "pp"},
                "distribution": {
                    "formats": ["aod", "root"],
                    "number_events": events,
                    "number_files": files,
                    "size": size,
                },
                "type": {"primary": "Dataset", "secondary": ["Collision"]},
            },
        }

    search = {
        "hits": {
            "hits": [
                hit("6004", "/DoubleMuParked/Run2012B-22Jan2013-v1/AOD", 29308627, 2396,
                    7021395474983),
                hit("6030", "/DoubleMuParked/Run2012C-22Jan2013-v1/AOD", 37972135, 3095,
                    9105772361240),
                hit("6005", "/DoubleMuParked/Run2012B-22Jan2013-v1/AOD (index)", 0, 2, 412337),
            ],
            "total": 3,
        },
        "links": {"self": "https://opendata.cern.ch/api/records/?q=DoubleMuParked&page=1"},
    }  # fmt: skip
    files = [
        f"root://eospublic.cern.ch//eos/opendata/cms/Run2012B/DoubleMuParked/AOD/"
        f"22Jan2013-v1/{d}/{uuid('dmp' + str(i)).upper()}.root"
        for i, d in enumerate(["10000"] * 4 + ["10001"] * 4 + ["20000"] * 4)
    ]
    calls: list[Call] = [
        ("opendata_search", {"q": "DoubleMuParked 2012", "type": "Dataset", "experiment": "CMS"},
         pj(search)),
        ("cernopendata_client", {"command": "get-metadata --recid 6004 --output-value "
                                 "distribution.number_events"}, "29308627"),
        ("cernopendata_client", {"command": "get-file-locations --recid 6004 --protocol xrootd"},
         "\n".join(files) + "\n... (2384 more lines)"),
        ("cernopendata_client", {"command": "download-files --recid 6005 --filter-name "
                                 "CMS_Run2012B_DoubleMuParked_AOD_22Jan2013-v1_10000_file_index.txt"},
         "==> Downloading file 1 of 1\n  -> File: ./6005/CMS_Run2012B_DoubleMuParked_AOD_22Jan2013"
         "-v1_10000_file_index.txt\n  -> Progress: 86 KiB/86 KiB\n==> Success!"),
        ("cernopendata_client", {"command": "verify-files --recid 6005"},
         "==> Verifying file CMS_Run2012B_DoubleMuParked_AOD_22Jan2013-v1_10000_file_index.txt"
         "\n  -> expected size 88104, found 88104\n  -> expected checksum adler32:5c0d4e21, "
         "found adler32:5c0d4e21\n==> Success!"),
    ]  # fmt: skip
    r.add(
        "cern-opendata",
        True,
        1,
        "On the CERN Open Data portal find the CMS 2012 DoubleMuParked AOD datasets, give the "
        "Run2012B event count and the first few xrootd file paths, and download and verify "
        "the Run2012B file index for directory 10000.",
        calls,
    )


_ROOT_FIT = """Processing fit_jpsi.C...
****************************************
Minimizer is Minuit2 / Migrad
Chi2                      =      {chi2}
NDf                       =           {ndf}
Edm                       =  {edm}
NCalls                    =          {calls}
p0                        =      {p0}   +/-   {e0}
p1                        =      {p1}   +/-   {e1}
p2                        =      {p2}   +/-   {e2}
p3                        =      {p3}   +/-   {e3}
p4                        =      {p4}   +/-   {e4}
{tail}"""


def root(r: Runs) -> None:
    calls: list[Call] = [
        ("root_run_macro", {"macro": "ls.C", "code": 'TFile f("/work/ana/dimuon_2012B.root"); '
                            "f.ls();"},
         "Processing ls.C...\nTFile**\t\t/work/ana/dimuon_2012B.root\t\n TFile*\t\t/work/ana/"
         "dimuon_2012B.root\t\n  KEY: TH1F\th_mass;1\tDimuon invariant mass\n  KEY: TH1F\t"
         "h_pt;1\tDimuon p_{T}\n  KEY: TTree\tEvents;1\tSelected dimuon events"),
        ("root_run_macro", {"macro": "fit_jpsi.C", "code": "<62 lines>"},
         "Processing fit_jpsi.C...\nIn file included from input_line_8:1:\n/work/ana/fit_jpsi.C:"
         "9:23: error: use of undeclared identifier 'hmass'\n  TFitResultPtr r = hmass->Fit(f, "
         '"S R");\n                      ^\n/work/ana/fit_jpsi.C:14:50: error: no member named '
         "'GetParErr' in 'TFitResult'\n  printf(\"mean = %.4f +- %.4f\\n\", r->Parameter(1), "
         "r->GetParErr(1));\n                                              ~  ^\n"),
        ("root_run_macro", {"macro": "fit_jpsi.C", "code": "<62 lines>"},
         _ROOT_FIT.format(chi2="48211.7", ndf="77", edm="3.10447e-06", calls="211",
                          p0="1.20418", e0="0.0402116", p1="4.60081", e1="1.90212",
                          p2="0.00213", e2="0.191402", p3="8312.55", e3="14.2107",
                          p4="-1877.02", e4="4.33015",
                          tail="Warning in <Fit>: Abnormal termination of minimization.\n"
                               "mean = 4.6008 +- 1.9021\nsigma = 0.0021 +- 0.1914")),
        ("root_run_macro", {"macro": "fit_jpsi.C", "code": "<65 lines, SetParameters(500, 3.097,"
                            " 0.03, 800, -150)>"},
         _ROOT_FIT.format(chi2="83.1244", ndf="75", edm="1.21805e-07", calls="154",
                          p0="4211.37", e0="28.4419", p1="3.09431", e1="0.000241227",
                          p2="0.0307182", e2="0.000231906", p3="812.664", e3="21.0183",
                          p4="-152.901", e4="6.60072",
                          tail="mean = 3.0943 +- 0.0002\nsigma = 0.0307 +- 0.0002\n"
                               "chi2/ndf = 1.108, prob = 0.2437")),
    ]  # fmt: skip
    r.add(
        "root",
        True,
        1,
        "Fit the J/psi peak in /work/ana/dimuon_2012B.root (histogram h_mass, 2.8-3.4 GeV) with a "
        "Gaussian plus a linear background and report the fitted mean and width with errors.",
        calls,
    )
    tree = (
        "Processing print.C...\n"
        + "*" * 78
        + "\n*Tree    :Events    : Events                                                 *"
        "\n*Entries : 61540413 : Total =      2325832164 bytes  File  Size = 1524520491 *"
        "\n*        :          : Tree compression factor =   1.53                       *\n"
        + "*"
        * 78
        + "\n*Br    0 :nMuon     : nMuon/i                                                *"
        "\n*Entries : 61540413 : Total  Size=  246190361 bytes  File Size  =   62001345 *"
        "\n*Baskets :     3156 : Basket Size=    3200000 bytes  Compression=   3.97     *"
        "\n*............................................................................*"
        "\n*Br    1 :Muon_pt   : Muon_pt[nMuon]/F                                       *"
        "\n*Entries : 61540413 : Total  Size=  788404112 bytes  File Size  =  571120908 *"
        "\n*Baskets :     6312 : Basket Size=    3200000 bytes  Compression=   1.38     *"
        "\n*............................................................................*"
        "\n*Br    2 :Muon_eta  : Muon_eta[nMuon]/F                                      *"
        "\n*Entries : 61540413 : Total  Size=  788404112 bytes  File Size  =  541339072 *"
        "\n*Baskets :     6312 : Basket Size=    3200000 bytes  Compression=   1.46     *"
        "\n*............................................................................*"
        "\n*Br    3 :Muon_charge : Muon_charge[nMuon]/I                                 *"
        "\n*Entries : 61540413 : Total  Size=  788404112 bytes  File Size  =  120617212 *"
        "\n*Baskets :     6312 : Basket Size=    3200000 bytes  Compression=   6.54     *"
        "\n*............................................................................*"
    )
    scan_rows = [
        (0, 0, 2, "10.763696", "-1"), (0, 1, 2, "15.736522", "1"), (1, 0, 2, "10.538654", "1"),
        (1, 1, 2, "16.327081", "-1"), (3, 0, 3, "24.109320", "-1"), (3, 1, 3, "8.2131872", "1"),
        (3, 2, 3, "5.1903810", "1"), (6, 0, 2, "11.488521", "-1"), (6, 1, 2, "6.4072499", "1"),
    ]  # fmt: skip
    star = "*" * 61
    scan = (
        "Processing scan.C...\n" + star + "\n*    Row   * Instance *     nMuon * Muon_pt.M * "
        "Muon_char *\n" + star + "\n"
        + "\n".join(f"* {a:>8} * {b:>8} * {c:>9} * {d:>9} * {e:>9} *"
                    for a, b, c, d, e in scan_rows)
        + "\n" + star + "\n==> 9 selected entries"
    )  # fmt: skip
    calls = [
        ("root_run_macro", {"macro": "print.C", "code": 'TFile f("/work/ana/Run2012BC_'
                            'DoubleMuParked_Muons.root"); Events->Print();'}, tree),
        ("root_run_macro", {"macro": "scan.C", "code": 'Events->Scan("nMuon:Muon_pt:Muon_charge",'
                            ' "nMuon>=2", "", 7);'}, scan),
        ("root_run_macro", {"macro": "count.C", "code": 'Events->GetEntries("nMuon>=2")'},
         "Processing count.C...\n(long long) 24234432"),
        ("root_run_macro", {"macro": "count.C", "code": 'Events->GetEntries("nMuon==2 && '
                            'Muon_charge[0]!=Muon_charge[1]")'},
         "Processing count.C...\n(long long) 15472601"),
        ("root_run_macro", {"macro": "count.C", "code": 'Events->GetEntries("nMuon==2 && '
                            'Muon_charge[0]!=Muon_charge[1] && Muon_pt[0]>30 && Muon_pt[1]>30")'},
         "Processing count.C...\n(long long) 0"),
    ]  # fmt: skip
    r.add(
        "root",
        True,
        2,
        "Show the structure of the Events tree in Run2012BC_DoubleMuParked_Muons.root, print "
        "the first events with at least two muons, and count events with 2 muons, with 2 "
        "opposite-charge muons, and with both of those above 30 GeV (0 is a valid answer).",
        calls,
    )
    dead = (
        "ROOT session not running: process 48213 exited (signal 11, segmentation violation) at "
        "2025-03-05 13:02:41.\nLast output:\n *** Break *** segmentation violation\n"
        "===========================================================\nThere was a crash.\n"
        "This is the entire stack trace of all threads:\n"
        "==========================================================="
    )
    calls = [
        ("root_run_macro", {"macro": m, "code": f"<{n} lines>"}, dead)
        for m, n in [("eff_2016.C", 88), ("eff_2016.C", 88), ("eff_2017.C", 91),
                     ("eff_2018.C", 91), ("eff_2018.C", 94)]
    ]  # fmt: skip
    r.add(
        "root",
        False,
        1,
        "Run the trigger-efficiency macros eff_2016.C, eff_2017.C and eff_2018.C and collect "
        "the HLT_IsoMu24 efficiency each prints.",
        calls,
    )


def _hep_yaml(ybin: str, rows: list[tuple[int, int, str, str, str, str]]) -> str:
    out = ["dependent_variables:", "- header: {name: 'D2(SIG)/DPT/DYRAP', units: PB/GEV}",
           "  qualifiers:", f"  - {{name: ABS(YRAP), value: {ybin}}}",
           "  - {name: JET ALGORITHM, value: ANTI-KT R=0.4}",
           "  - {name: RE, value: P P --> JET X}",
           "  - {name: SQRT(S), units: GEV, value: 13000}", "  values:"]  # fmt: skip
    for _, _, val, stat, lo, hi in rows:
        out += [
            "  - errors:",
            f"    - {{label: stat, symerror: {stat}}}",
            f"    - asymerror: {{minus: '{lo}', plus: '{hi}'}}",
            "      label: sys",
            f"    value: {val}",
        ]
    out += ["independent_variables:", "- header: {name: PT, units: GEV}", "  values:"]
    out += [f"  - {{high: {hi}, low: {lo}}}" for lo, hi, *_ in rows]
    return "\n".join(out)


def hepdata(r: Runs) -> None:
    search = {
        "total": 2,
        "results": [
            {"inspire_id": "1634970", "recid": 80041, "version": 1, "total_tables": 12,
             "collaborations": ["ATLAS"], "journal_info": "JHEP 05 (2018) 195",
             "title": "Measurement of inclusive jet and dijet cross-sections in proton-proton "
                      "collisions at $\\sqrt{s}$ = 13 TeV with the ATLAS detector"},
            {"inspire_id": "1604271", "recid": 78379, "version": 1, "total_tables": 36,
             "collaborations": ["ATLAS"], "journal_info": "JHEP 09 (2017) 020",
             "title": "Measurement of the inclusive jet cross-sections in proton-proton "
                      "collisions at $\\sqrt{s}$=8 TeV with the ATLAS detector"},
        ],
    }  # fmt: skip
    ybins = ["0.0-0.5", "0.5-1.0", "1.0-1.5", "1.5-2.0", "2.0-2.5", "2.5-3.0"]
    record = {
        "record": {"inspire_id": "1634970", "title": search["results"][0]["title"],
                   "doi": "10.17182/hepdata.80041.v1"},
        "data_tables": [
            {"name": f"Table {i + 1}", "doi": f"10.17182/hepdata.80041.v1/t{i + 1}",
             "description": f"Inclusive jet cross-section as a function of jet pT in the "
                            f"|y| bin {y}, anti-kt R=0.4."}
            for i, y in enumerate(ybins)
        ] + [
            {"name": f"Table {7 + i}", "doi": f"10.17182/hepdata.80041.v1/t{7 + i}",
             "description": f"Dijet cross-section as a function of mjj, y* bin {y}."}
            for i, y in enumerate(ybins)
        ],
    }  # fmt: skip
    t1 = [(100, 116, "8.931e+03", "0.4%", "-5.1%", "5.4%"),
          (116, 134, "3.994e+03", "0.4%", "-4.9%", "5.2%"),
          (134, 152, "1.812e+03", "0.5%", "-4.8%", "5.0%"),
          (152, 172, "8.634e+02", "0.5%", "-4.6%", "4.9%")]  # fmt: skip
    t4 = [(100, 116, "5.702e+03", "0.6%", "-7.9%", "8.3%"),
          (116, 134, "2.438e+03", "0.6%", "-7.7%", "8.1%"),
          (134, 152, "1.066e+03", "0.7%", "-7.5%", "7.9%"),
          (152, 172, "4.881e+02", "0.8%", "-7.4%", "7.8%")]  # fmt: skip
    calls: list[Call] = [
        ("hepdata_search", {"q": "ATLAS inclusive jet 13 TeV", "collaboration": "ATLAS"},
         cj(search)),
        ("hepdata_get_record", {"inspire_id": "1634970"}, cj(record)),
        ("hepdata_get_table", {"inspire_id": "1634970", "table": "Table 1", "format": "yaml"},
         _hep_yaml("0.0-0.5", t1)),
        ("hepdata_get_table", {"inspire_id": "1634970", "table": "Table 4", "format": "yaml"},
         _hep_yaml("1.5-2.0", t4)),
    ]  # fmt: skip
    r.add(
        "hepdata",
        True,
        1,
        "From the ATLAS 13 TeV inclusive-jet paper on HEPData, get the |y|<0.5 and "
        "1.5<|y|<2.0 tables and compare the cross-sections in the 100-116 GeV pT bin.",
        calls,
    )
    calls = [
        ("hepdata_get_table", {"inspire_id": "1634970", "table": f"Table {t}", "format": "yaml"},
         _hep_yaml("0.0-0.5", t1))
        for t in (2, 3, 5, 6, 3)
    ]  # fmt: skip
    r.add(
        "hepdata",
        False,
        1,
        "From ATLAS ins1634970 on HEPData, collect the inclusive-jet cross-section in the "
        "100-116 GeV bin for every rapidity bin from 0.5 to 3.0.",
        calls,
    )


def _gw(name: str, ver: int, cat: str, gps: float, p: dict[str, Any], dets: list[str]) -> str:
    ev = {
        "commonName": name,
        "version": ver,
        "catalog.shortName": cat,
        "GPS": gps,
        "reference": f"/{cat.split('-confident')[0]}/",
        "jsonurl": f"https://gwosc.org/eventapi/json/{cat}/{name}/v{ver}",
        **p,
        "strain": [
            {"detector": d, "format": "hdf5", "duration": 32, "sampling_rate": 4096,
             "GPSstart": int(gps) - 16,
             "url": f"https://gwosc.org/eventapi/json/{cat}/{name}/v{ver}/{d}-4096-32.hdf5"}
            for d in dets
        ],
    }  # fmt: skip
    return cj({"events": {f"{name}-v{ver}": ev}})


def _gwp(m1: tuple[float, ...], m2: tuple[float, ...], d: tuple[float, ...], snr: float,
         chirp: float) -> dict[str, Any]:  # fmt: skip
    keys = ("mass_1_source", "mass_2_source", "luminosity_distance")
    out: dict[str, Any] = {}
    for k, (v, lo, hi) in zip(keys, (m1, m2, d), strict=True):
        out |= {k: v, f"{k}_lower": lo, f"{k}_upper": hi}
    return out | {"network_matched_filter_snr": snr, "chirp_mass_source": chirp}


def gwosc(r: Runs) -> None:
    events = [
        ("GW150914", 3, "GWTC-1-confident", 1126259462.4,
         _gwp((35.6, -3.1, 4.7), (30.6, -4.4, 3.0), (440.0, -170.0, 150.0), 24.4, 28.6),
         ["H1", "L1"]),
        ("GW170817", 3, "GWTC-1-confident", 1187008882.4,
         _gwp((1.46, -0.10, 0.12), (1.27, -0.09, 0.09), (40.0, -15.0, 7.0), 33.0, 1.186),
         ["H1", "L1", "V1"]),
        ("GW190521", 3, "GWTC-2.1-confident", 1242442967.4,
         _gwp((98.4, -21.7, 33.6), (57.2, -30.1, 27.1), (3310.0, -1800.0, 2790.0), 14.3, 69.2),
         ["H1", "L1", "V1"]),
        ("GW190814", 2, "GWTC-2.1-confident", 1249852257.0,
         _gwp((23.3, -1.4, 1.4), (2.6, -0.1, 0.1), (235.0, -45.0, 41.0), 25.3, 6.09),
         ["H1", "L1", "V1"]),
    ]  # fmt: skip
    calls: list[Call] = [("gwosc_event", {"name": e[0]}, _gw(*e)) for e in events]
    r.add(
        "gwosc",
        True,
        1,
        "Tabulate the source-frame masses, luminosity distance and network SNR of GW150914, "
        "GW170817, GW190521 and GW190814 from GWOSC.",
        calls,
    )
    o2 = [
        ("GW170814", 3, "GWTC-1-confident", 1186741861.5,
         _gwp((30.6, -3.0, 5.6), (25.2, -4.0, 2.8), (600.0, -220.0, 150.0), 17.7, 24.1),
         ["H1", "L1", "V1"]),
        ("GW170104", 2, "GWTC-1-confident", 1167559936.6,
         _gwp((30.8, -5.6, 7.3), (20.0, -4.6, 4.9), (990.0, -430.0, 440.0), 13.0, 21.4),
         ["H1", "L1"]),
        ("GW170608", 3, "GWTC-1-confident", 1180922494.5,
         _gwp((11.0, -1.7, 5.5), (7.6, -2.2, 1.4), (320.0, -110.0, 120.0), 14.9, 7.9),
         ["H1", "L1"]),
    ]  # fmt: skip
    calls = [("gwosc_event", {"name": e[0]}, _gw(*e)) for e in o2]
    calls.append(
        ("gwosc_event", {"name": "GW170610"},
         "ValueError: no event dataset found for 'GW170610'")
    )  # fmt: skip
    calls.append(
        ("gwosc_timeline", {"flag": "V1_DATA", "start": 1186740000, "end": 1186744000},
         pj({"segments": [[1186740000, 1186741170], [1186741482, 1186744000]]}))
    )  # fmt: skip
    r.add(
        "gwosc",
        True,
        2,
        "Which of GW170814, GW170104 and GW170608 have Virgo (V1) strain data in GWOSC? Is "
        "'GW170610' a catalogued event? And was Virgo taking data in the hour around GW170814?",
        calls,
    )
    stale = _gw(*events[0])
    calls = [("gwosc_event", {"name": n}, stale) for n in
             ("GW191109_010717", "GW200129_065458", "GW200224_222234", "GW200311_115853",
              "GW200129_065458")]  # fmt: skip
    r.add(
        "gwosc",
        False,
        1,
        "Get the GPS times and network SNRs of GW191109, GW200129, GW200224 and GW200311 from "
        "GWOSC.",
        calls,
    )


# --------------------------------------------------------------------------------------------
# Legal e-discovery and court operations
# --------------------------------------------------------------------------------------------

_DOC_TYPE = {"ArtifactID": 1035231, "Name": "Document", "Guids": [], "ArtifactTypeID": 10}
_CUSTODIANS = ["Birch, Dana", "Heller, Tom", "Okafor, Ngozi", "Lindqvist, Per", "Marsh, Alan"]
_SUBJECTS = [
    "Q2 pricing", "RE: Q2 pricing", "rebate schedule v3", "FW: distributor call notes",
    "RE: RE: floor price", "Hold the line on Midwest", "call tomorrow?", "RE: margin targets",
    "Price list - final", "FW: competitor list prices",
]  # fmt: skip


def _slim(total: int, start: int, objs: list[tuple[int, list[Any]]], fields: list[str]) -> str:
    return cj(
        {
            "TotalCount": total,
            "Objects": [{"ArtifactID": a, "Values": v} for a, v in objs],
            "CurrentStartIndex": start,
            "ResultCount": len(objs),
            "ObjectType": _DOC_TYPE,
            "RankWindowSize": 0,
            "Fields": [{"Name": f} for f in fields],
        }
    )


def relativity(r: Runs) -> None:
    fields = ["Control Number", "Custodian", "Date Sent", "Email Subject"]
    docs = []
    for i in range(54):
        day = 4 + (i * 3) % 25
        month = 3 + (i * 7) // 54
        docs.append(
            (
                1045101 + 37 * i,
                [
                    f"ACME{4411 + 53 * i:07d}",
                    _CUSTODIANS[(i * 3) % 5],
                    f"2019-{month:02d}-{day:02d}T{8 + i % 10:02d}:{(i * 13) % 60:02d}:00",
                    _SUBJECTS[(i * 7) % 10],
                ],
            )
        )
    search = {"workspace": 1018734, "savedSearch": "Hot - Pricing Emails", "fields": fields}
    calls: list[Call] = [
        (
            "relativity_query_documents",
            search | {"start": s, "length": 25},
            _slim(54, s, docs[s - 1 : s + 24], fields),
        )
        for s in (1, 26, 51)
    ]
    terms = {
        "SearchTermsReport": "Pricing terms 2025-03-05",
        "Results": [
            {"Term": "price fix*", "DocumentsWithHits": 14, "DocumentsWithHitsIncludingGroup": 31,
             "UniqueHits": 6},
            {"Term": '"gentlemen\'s agreement"', "DocumentsWithHits": 3,
             "DocumentsWithHitsIncludingGroup": 5, "UniqueHits": 1},
            {"Term": '"burn after reading"', "DocumentsWithHits": 0,
             "DocumentsWithHitsIncludingGroup": 0, "UniqueHits": 0},
            {"Term": "floor w/3 price", "DocumentsWithHits": 22,
             "DocumentsWithHitsIncludingGroup": 40, "UniqueHits": 9},
        ],
        "Status": "Completed",
    }  # fmt: skip
    calls.append(
        (
            "relativity_run_search_terms_report",
            {"workspace": 1018734, "report": "Pricing terms 2025-03-05",
             "terms": [t["Term"] for t in terms["Results"]]},
            cj(terms),
        )
    )  # fmt: skip
    r.add(
        "relativity",
        True,
        1,
        "In Relativity workspace 1018734 (Acme v. Birch), page through every document in the "
        "saved search 'Hot - Pricing Emails' (more than 50) and list custodian and date for "
        "each; then run the search-terms report for the four pricing terms and give the "
        "document counts, including any term with no hits.",
        calls,
    )
    f2 = ["Control Number", "Email From", "Email To", "Email CC", "Privilege Designation"]
    five = [
        (1052210, ["ACME0007710", "Dana Birch <dbirch@acme.com>",
                   "Ruth Kagame <rkagame@kagamelaw.com>", "", None]),
        (1052211, ["ACME0007711", "Ruth Kagame <rkagame@kagamelaw.com>",
                   "Dana Birch <dbirch@acme.com>", "Tom Heller <theller@acme.com>", None]),
        (1052212, ["ACME0007712", "Tom Heller <theller@acme.com>",
                   "Sales-Midwest <sales-mw@acme.com>", "", None]),
        (1052213, ["ACME0007713", "Dana Birch <dbirch@acme.com>",
                   "Ruth Kagame <rkagame@kagamelaw.com>", "Per Lindqvist <plindqvist@acme.com>",
                   None]),
        (1052214, ["ACME0007714", "Ngozi Okafor <nokafor@acme.com>",
                   "Dana Birch <dbirch@acme.com>", "Ruth Kagame <rkagame@kagamelaw.com>", None]),
    ]  # fmt: skip
    text = (
        "From: Tom Heller <theller@acme.com>\nSent: Tuesday, April 9, 2019 7:12 AM\nTo: "
        "Sales-Midwest <sales-mw@acme.com>\nSubject: FW: legal's view on the rebate letter\n\n"
        "Team - see below from Dana. Summary: don't send the revised rebate letter to "
        "distributors until Ruth signs off. Questions to me, not to legal.\n\nTom\n\n"
        "-----Original Message-----\nFrom: Dana Birch\nSent: Monday, April 8, 2019 6:40 PM\n"
        "To: Tom Heller\nSubject: legal's view on the rebate letter\n\nRuth's advice: the "
        "tiered rebate is fine if it is offered to every distributor on the same terms; the "
        "'loyalty' clause in section 3 is the problem. She is redrafting it.\n"
    )
    calls = [
        ("relativity_query_documents",
         {"workspace": 1018734, "condition": "'Control Number' IN ['ACME0007710', 'ACME0007711', "
          "'ACME0007712', 'ACME0007713', 'ACME0007714']", "fields": f2, "start": 1, "length": 25},
         _slim(5, 1, five, f2)),
        ("relativity_get_extracted_text", {"workspace": 1018734, "artifact_id": 1052212}, text),
        ("relativity_mass_update",
         {"workspace": 1018734, "artifact_ids": [1052210, 1052211, 1052213, 1052214],
          "field": "Privilege Designation", "value": "Privileged - Attorney Client"},
         cj({"Success": True, "Message": "", "TotalObjectsUpdated": 4})),
        ("relativity_mass_update",
         {"workspace": 1018734, "artifact_ids": [1052212], "field": "Privilege Designation",
          "value": "Privileged - Redact (forwarded advice)"},
         cj({"Success": True, "Message": "", "TotalObjectsUpdated": 1})),
        ("relativity_query_documents",
         {"workspace": 1018734, "condition": "'Control Number' IN ['ACME0007710', 'ACME0007711', "
          "'ACME0007712', 'ACME0007713', 'ACME0007714']", "fields": f2, "start": 1, "length": 25},
         _slim(5, 1, [(a, v[:4] + ["Privileged - Redact (forwarded advice)" if a == 1052212
                                   else "Privileged - Attorney Client"]) for a, v in five], f2)),
    ]  # fmt: skip
    r.add(
        "relativity",
        True,
        2,
        "Code ACME0007710-ACME0007714 as 'Privileged - Attorney Client' where outside counsel "
        "(Ruth Kagame) is a sender or recipient; read any other one to decide whether it "
        "forwards legal advice and code it for redaction if so; confirm the coding.",
        calls,
    )
    conds = [
        "(('Extracted Text' INDEX 'Project Lantern'))",
        "(('Extracted Text' INDEX 'lantern'))",
        "(('Extracted Text' INDEX 'lantern*'))",
        "(('Email Subject' LIKE '%Lantern%'))",
        "(('Extracted Text' INDEX 'pricing'))",
        "(('Extracted Text' INDEX 'Birch'))",
    ]
    calls = [
        ("relativity_query_documents",
         {"workspace": 1018734, "condition": c, "fields": fields[:3], "start": 1, "length": 25},
         _slim(0, 1, [], fields[:3]))
        for c in conds
    ]  # fmt: skip
    r.add(
        "relativity",
        False,
        1,
        "Find every document in Relativity workspace 1018734 that mentions 'Project Lantern' "
        "and list their custodians and dates.",
        calls,
    )


def everlaw(r: Runs) -> None:
    rows = [
        ("ACME0012201", "2019-04-02", "Dana Birch", "Tom Heller", "Re: Q2 rebate schedule"),
        ("ACME0012244", "2019-04-03", "Tom Heller", "Dana Birch", "Re: Re: Q2 rebate schedule"),
        ("ACME0012290", "2019-04-05", "Dana Birch", "Tom Heller", "numbers for Thursday"),
        ("ACME0012318", "2019-04-08", "Tom Heller", "Dana Birch", "Midwest distributors"),
        ("ACME0012351", "2019-04-11", "Dana Birch", "Tom Heller", "call notes"),
        ("ACME0012377", "2019-04-15", "Tom Heller", "Dana Birch", "FW: Kessler counter"),
        ("ACME0012402", "2019-04-19", "Dana Birch", "Tom Heller", "Re: FW: Kessler counter"),
        ("ACME0012455", "2019-04-26", "Tom Heller", "Dana Birch", "final tiers"),
        ("ACME0012490", "2019-05-02", "Dana Birch", "Tom Heller", "Re: final tiers"),
        ("ACME0012533", "2019-05-09", "Tom Heller", "Dana Birch", "rollout"),
        ("ACME0012561", "2019-05-14", "Dana Birch", "Tom Heller", "Re: rollout"),
        ("ACME0012600", "2019-05-21", "Tom Heller", "Dana Birch", "complaints from Kessler"),
        ("ACME0012648", "2019-06-03", "Dana Birch", "Tom Heller", "Re: complaints from Kessler"),
        ("ACME0012690", "2019-06-12", "Tom Heller", "Dana Birch", "Q3?"),
    ]
    q = 'rating:Hot AND from:("Dana Birch" OR "Tom Heller") AND date:[2019-04-01 TO 2019-06-30]'

    def page(n: int, items: list[tuple[str, ...]]) -> str:
        head = f"Search: {q}\n14 results (page {n} of 2, sorted by date ascending)\n"
        lines = [
            f"{1 + (n - 1) * 8 + i}. {b} | Email | {d} | {f} -> {t} | {s} | Rating: Hot"
            for i, (b, d, f, t, s) in enumerate(items)
        ]
        return head + "\n".join(lines)

    bodies = {
        "ACME0012201": "Tom - attached is the rebate schedule we discussed. Tier 1 stays at 2% "
        "but I'd like to move Tier 2 to 3.5% for anyone who commits to 80% of volume. Can you "
        "check with Kessler before Thursday?",
        "ACME0012244": "Dana - Kessler will not commit to 80%. They floated 65%. I told them "
        "we'd come back after the pricing review. Also: Midwest wants the same deal.",
        "ACME0012290": "Numbers for Thursday: at 65% commitment the Tier 2 rebate costs us "
        "~$410k/yr. At 80% it's $520k but we keep Kessler off the Brennan line.",
    }
    calls: list[Call] = [
        ("everlaw_search", {"query": q, "page": 1, "page_size": 8}, page(1, rows[:8])),
        ("everlaw_search", {"query": q, "page": 2, "page_size": 8}, page(2, rows[8:])),
    ]
    for b, d, f, t, s in rows[:3]:
        calls.append(
            (
                "everlaw_get_document",
                {"bates": b},
                f"Bates: {b}\nType: Email\nDate: {d}\nFrom: {f}\nTo: {t}\nSubject: {s}\n"
                f"Custodian: {f}\nRating: Hot\nCodes: Pricing; Rebates\n\n{bodies[b]}",
            )
        )
    r.add(
        "everlaw",
        True,
        1,
        "Build a chronology of the Q2 2019 rebate negotiations in Everlaw: list every Hot email "
        "between Dana Birch and Tom Heller (both result pages) and summarise the three "
        "earliest.",
        calls,
    )


def privlog(r: Runs) -> None:
    withheld = [
        ("ACME0031207", "2019-05-14", "Email", "Dana Birch", "Ruth Kagame (Kagame LLP)", ""),
        ("ACME0031215", "2019-05-14", "Email", "Ruth Kagame (Kagame LLP)", "Dana Birch",
         "Tom Heller"),
        ("ACME0031240", "2019-05-20", "Memo", "Ruth Kagame (Kagame LLP)", "Board of Directors",
         ""),
        ("ACME0031288", "2019-06-03", "Email", "Tom Heller", "Dana Birch",
         "Ruth Kagame (Kagame LLP)"),
        ("ACME0031301", "2019-06-04", "Draft", "Ruth Kagame (Kagame LLP)", "", ""),
        ("ACME0031355", "2019-06-19", "Email", "Per Lindqvist", "Ngozi Okafor", ""),
    ]  # fmt: skip
    csv = ["BegBates,Date,DocType,Author,Recipients,CC"]
    csv += [",".join(f'"{v}"' if "," in v or " " in v else v for v in w) for w in withheld]
    calls: list[Call] = [
        ("review_get_withheld_list", {"production": "ACME_PROD_004"}, "\n".join(csv))
    ]
    subjects = {
        "ACME0031207": ("Request for advice: distributor rebate letter", "Birch asks outside "
                        "counsel whether the loyalty clause in the draft rebate letter raises "
                        "exclusive-dealing risk."),
        "ACME0031215": ("RE: Request for advice: distributor rebate letter", "Counsel's "
                        "analysis of the loyalty clause and a proposed redraft of section 3."),
        "ACME0031240": ("Memorandum: antitrust review of 2019 rebate program", "Memo from "
                        "outside counsel to the board assessing the rebate program."),
        "ACME0031288": ("RE: redraft from Ruth", "Heller and Birch discuss counsel's redraft; "
                        "counsel copied for comment."),
        "ACME0031301": ("[draft] Rebate letter v4 (RK comments)", "Draft letter with counsel's "
                        "tracked comments."),
        "ACME0031355": ("lunch Friday?", "Scheduling a lunch; no legal content."),
    }  # fmt: skip
    entries = 0
    for bates, date, kind, author, to, cc in withheld:
        subj, summary = subjects[bates]
        meta = {
            "bates": bates, "date": date, "doc_type": kind, "author": author,
            "recipients": [x for x in [to] if x], "cc": [x for x in [cc] if x],
            "subject": subj, "reviewer_note": summary,
            "tags": ["Withheld"] + (["Not Privileged?"] if bates == "ACME0031355" else []),
        }  # fmt: skip
        calls.append(("review_get_document_metadata", {"bates": bates}, cj(meta)))
        if bates == "ACME0031355":
            calls.append(
                ("review_set_tag", {"bates": bates, "tag": "Release - not privileged"},
                 f"Tag 'Release - not privileged' applied to {bates}.")
            )  # fmt: skip
            continue
        entries += 1
        basis = "Attorney Work Product" if kind == "Draft" else "Attorney-Client Privilege"
        calls.append(
            (
                "privlog_add_entry",
                {"log": "ACME_PROD_004", "bates": bates, "date": date, "doc_type": kind,
                 "author": author, "recipients": to, "cc": cc, "basis": basis,
                 "description": summary},
                f"Saved privilege log entry PL-{116 + entries:04d} for {bates}.",
            )
        )  # fmt: skip
    export = ["Entry,BegBates,Date,DocType,Author,Recipients,Basis"]
    export += [
        f'PL-{117 + i:04d},{b},{d},{k},"{a}","{t}",'
        f"{'Attorney Work Product' if k == 'Draft' else 'Attorney-Client Privilege'}"
        for i, (b, d, k, a, t, _) in enumerate(withheld[:5])
    ]
    calls.append(("privlog_export", {"log": "ACME_PROD_004", "format": "csv"}, "\n".join(export)))
    r.add(
        "privlog",
        True,
        1,
        "Draft the privilege log for the documents withheld from production ACME_PROD_004: one "
        "entry per privileged document (author, recipients, date, basis, description); tag any "
        "withheld document that is not privileged for release; export the log.",
        calls,
    )
    same = cj(
        {
            "bates": "ACME0031207", "date": "2019-05-14", "doc_type": "Email",
            "author": "Dana Birch", "recipients": ["Ruth Kagame (Kagame LLP)"], "cc": [],
            "subject": subjects["ACME0031207"][0], "reviewer_note": subjects["ACME0031207"][1],
            "tags": ["Withheld"],
        }
    )  # fmt: skip
    calls = [
        ("review_get_document_metadata", {"bates": b}, same)
        for b in ("ACME0040112", "ACME0040130", "ACME0040187", "ACME0040130", "ACME0040221")
    ]
    r.add(
        "privlog",
        False,
        1,
        "Prepare privilege-log entries for the documents withheld from production ACME_PROD_005 "
        "(ACME0040112, ACME0040130, ACME0040187, ACME0040221).",
        calls,
    )


def _rss(court: str, items: list[tuple[str, str, str, str, str]]) -> str:
    out = [
        '<?xml version="1.0" encoding="ISO-8859-1"?>',
        '<rss version="2.0">',
        "<channel>",
        f"<title>{court}</title>",
        f"<link>https://ecf.{court}.uscourts.gov</link>",
        f"<description>{court}: Filings in the Last 24 Hours</description>",
        "<lastBuildDate>Wed, 05 Mar 2025 14:02:11 GMT</lastBuildDate>",
    ]
    for case, title, date, desc, doc in items:
        out += [
            "<item>",
            f"<title><![CDATA[{case} {title}]]></title>",
            f"<pubDate>{date}</pubDate>",
            "<author></author>",
            f'<guid isPermaLink="true">https://ecf.{court}.uscourts.gov/cgi-bin/DktRpt.pl?'
            f"{hid(case, 6, '0123456789')}</guid>",
            f"<description><![CDATA[{desc}]]></description>",
            f"<link>https://ecf.{court}.uscourts.gov/doc1/{doc}</link>",
            "</item>",
        ]
    return "\n".join(out + ["</channel>", "</rss>"])


_PACER_LOGIN = (
    '<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml"><head id="j_idt2">\n'
    '<meta http-equiv="X-UA-Compatible" content="IE=edge" />\n<title>PACER: Login</title>\n'
    '<link type="text/css" rel="stylesheet" href="/csologin/javax.faces.resource/theme.css.jsf'
    '?ln=primefaces-pacer" /></head><body>\n<div id="header"><a href="https://pacer.uscourts.gov">'
    'Public Access to Court Electronic Records</a></div>\n<form id="loginForm" name="loginForm" '
    'method="post" action="/csologin/login.jsf">\n<div id="loginForm:j_idt14" class="ui-messages '
    'ui-widget"><div class="ui-messages-warn ui-corner-all"><span class="ui-messages-warn-'
    'summary">Your session has expired. Please log in again.</span></div></div>\n<h2>Login</h2>'
    '\n<label for="loginForm:loginName">Username *</label><input id="loginForm:loginName" '
    'name="loginForm:loginName" type="text" class="ui-inputfield" />\n<label for="loginForm:'
    'password">Password *</label><input id="loginForm:password" name="loginForm:password" '
    'type="password" class="ui-password" />\n<button id="loginForm:fbtnLogin" name="loginForm:'
    'fbtnLogin" type="submit"><span class="ui-button-text">Login</span></button>\n</form>\n'
    "</body></html>"
)


def court_dockets(r: Runs) -> None:
    case = "1:24-cv-03127"
    items = [
        (case, "Birch v. Acme Holdings, Inc.", "Mon, 03 Mar 2025 19:41:07 GMT",
         "[Letter] LETTER addressed to Judge Lorna G. Schofield from Ruth Kagame dated "
         "03/03/2025 re: discovery schedule. Document filed by Acme Holdings, Inc..(Kagame, "
         "Ruth) (Entered: 03/03/2025)", "127135812344"),
        ("1:23-cv-08810", "Meyer Logistics LLC v. Port Authority Trans-Hudson Corp.",
         "Mon, 03 Mar 2025 20:02:55 GMT", "[Notice of Appearance] NOTICE OF APPEARANCE by "
         "Samuel Ortiz on behalf of Port Authority Trans-Hudson Corp..(Ortiz, Samuel) "
         "(Entered: 03/03/2025)", "127135813002"),
        (case, "Birch v. Acme Holdings, Inc.", "Tue, 04 Mar 2025 16:22:10 GMT",
         "[Order on Motion to Compel] ORDER granting in part and denying in part 41 Motion to "
         "Compel. Status conference set for 3/27/2025 at 10:30 AM in Courtroom 1106, 40 "
         "Centre Street, New York, NY 10007 before Judge Lorna G. Schofield. (Signed by Judge "
         "Lorna G. Schofield on 3/4/2025) (Entered: 03/04/2025)", "127135819877"),
        (case, "Birch v. Acme Holdings, Inc.", "Wed, 05 Mar 2025 10:14:31 GMT",
         "[Scheduling Order] SCHEDULING ORDER: Fact Discovery due by 5/30/2025. Oral argument "
         "on 52 Motion for Protective Order set for 4/10/2025 at 02:00 PM before Judge Lorna "
         "G. Schofield. (Entered: 03/05/2025)", "127135824410"),
    ]  # fmt: skip
    cal = {
        "court": "S.D.N.Y.",
        "judge": "Schofield, Lorna G.",
        "range": ["2025-03-01", "2025-04-30"],
        "hearings": [
            {"date": "2025-03-27", "time": "10:30", "case": case, "type": "Status Conference",
             "location": "Courtroom 1106, 40 Centre Street"},
            {"date": "2025-04-10", "time": "14:00", "case": case,
             "type": "Oral Argument (ECF 52)", "location": "Courtroom 1106, 40 Centre Street"},
        ],
    }  # fmt: skip
    calls: list[Call] = [
        ("ecf_rss_fetch", {"court": "nysd", "since": "2025-03-01"}, _rss("nysd", items)),
        ("court_calendar_search", {"court": "nysd", "case": case, "from": "2025-03-01",
                                   "to": "2025-04-30"}, pj(cal)),
        ("firm_calendar_add_event", {"title": "Birch v. Acme - status conference",
                                     "start": "2025-03-27T10:30", "matter": "ACME-0412"},
         "Created event evt_9Qf2 on calendar 'Litigation - ACME-0412'."),
        ("firm_calendar_add_event", {"title": "Birch v. Acme - oral argument on ECF 52",
                                     "start": "2025-04-10T14:00", "matter": "ACME-0412"},
         "Created event evt_9Qf7 on calendar 'Litigation - ACME-0412'."),
        ("firm_calendar_add_event", {"title": "Birch v. Acme - fact discovery cutoff",
                                     "start": "2025-05-30", "all_day": True,
                                     "matter": "ACME-0412"},
         "Created event evt_9Qg1 on calendar 'Litigation - ACME-0412'."),
    ]  # fmt: skip
    r.add(
        "court-dockets",
        True,
        1,
        "Check the SDNY CM/ECF RSS feed for new entries in Birch v. Acme (1:24-cv-03127) since "
        "1 March, confirm the hearing dates on the judge's calendar, and add every hearing and "
        "deadline to the firm calendar for matter ACME-0412.",
        calls,
    )
    de = "2024-0871-LWW"
    calls = [
        ("court_docket_events", {"court": "Delaware Court of Chancery", "case": de,
                                 "since": "2025-03-04"},
         pj({"case": de, "caption": "In re Halvorsen Robotics Stockholder Litigation",
             "since": "2025-03-04", "events": []})),
        ("court_calendar_search", {"court": "Delaware Court of Chancery", "case": de,
                                   "from": "2025-03-01", "to": "2025-03-31"},
         "No hearings found for the selected criteria."),
        ("court_docket_events", {"court": "Delaware Court of Chancery", "case": de,
                                 "since": "2025-02-25"},
         pj({"case": de, "caption": "In re Halvorsen Robotics Stockholder Litigation",
             "since": "2025-02-25", "events": [
                 {"transaction_id": "75712004", "filed": "2025-02-26 16:40",
                  "type": "Letter", "description": "Letter to The Honorable Lori W. Will from "
                  "Kevin M. Gallagher regarding proposed stipulated scheduling order",
                  "filer": "Gallagher, Kevin M."},
                 {"transaction_id": "75730119", "filed": "2025-02-28 09:12", "type": "Order",
                  "description": "Stipulation and [Proposed] Order Governing Case Schedule - "
                  "GRANTED", "filer": "Will, Lori W."}]})),
        ("court_calendar_search", {"court": "Delaware Court of Chancery", "case": de,
                                   "from": "2025-04-01", "to": "2025-06-30"},
         pj({"hearings": [{"date": "2025-05-22", "time": "13:30", "case": de,
                           "type": "Oral Argument - Motion to Dismiss",
                           "location": "Leonard L. Williams Justice Center, Courtroom 12A"}]})),
    ]  # fmt: skip
    r.add(
        "court-dockets",
        True,
        2,
        "Morning check for C.A. No. 2024-0871-LWW (Delaware Chancery): any docket events since "
        "yesterday? Confirm no hearing is set in March. If nothing is new, show the last "
        "week's events and the next hearing instead.",
        calls,
    )
    calls = [
        ("pacer_docket_report", {"court": c, "case": n, "last_entries": 5}, _PACER_LOGIN)
        for c, n in [("nysd", "1:24-cv-03127"), ("nysd", "1:24-cv-03127"),
                     ("ilnd", "1:23-cv-15502"), ("cand", "3:24-cv-00981"),
                     ("ilnd", "1:23-cv-15502")]
    ]  # fmt: skip
    r.add(
        "court-dockets",
        False,
        1,
        "Pull the PACER docket reports for 1:24-cv-03127 (S.D.N.Y.), 1:23-cv-15502 (N.D. Ill.) "
        "and 3:24-cv-00981 (N.D. Cal.) and list the last five entries of each.",
        calls,
    )


# --------------------------------------------------------------------------------------------
# Team chat
# --------------------------------------------------------------------------------------------

_MM_USERS = {
    "ana": hid("mm-ana"), "bo": hid("mm-bo"), "chidi": hid("mm-chidi"),
    "dee": hid("mm-dee"), "agent": hid("mm-agent"),
}  # fmt: skip
_MM_CHANNEL = hid("mm-incident-2291")


def _mm_post(seed: str, user: str, at: int, msg: str, root: str = "", ch: str = "") -> dict:
    pid = hid("post" + seed)
    return {
        "id": pid,
        "create_at": at,
        "update_at": at,
        "edit_at": 0,
        "delete_at": 0,
        "is_pinned": False,
        "user_id": _MM_USERS[user],
        "channel_id": ch or _MM_CHANNEL,
        "root_id": root,
        "original_id": "",
        "message": msg,
        "type": "",
        "props": {},
        "hashtags": "",
        "pending_post_id": "",
        "reply_count": 0,
        "metadata": {},
    }


def _mm_list(posts: list[dict], prev: str = "", has_next: bool = False) -> str:
    return cj(
        {
            "order": [p["id"] for p in posts],
            "posts": {p["id"]: p for p in posts},
            "next_post_id": "",
            "prev_post_id": prev,
            "has_next": has_next,
            "first_inaccessible_post_time": 0,
        }
    )


def mattermost(r: Runs) -> None:
    lines = [
        ("ana", "Paging: checkout-api 5xx at 14% since 21:02 UTC. Opening incident 2291."),
        ("bo", "Looking. p99 latency on checkout-api jumped from 180ms to 2.4s."),
        ("chidi", "DB side: connection pool on orders-db-2 is saturated (200/200)."),
        ("ana", "Last deploy was checkout-api v7.14.0 at 20:55. Rolling back?"),
        ("bo", "Rollback started: v7.14.0 -> v7.13.2"),
        ("bo", "Rollback done on 12/12 pods."),
        ("chidi", "Pool still at 198/200. Rollback didn't fix it."),
        ("dee", "There's a long-running migration on orders-db-2: ALTER TABLE order_items ADD "
                "COLUMN ... started 20:58 by the deploy job."),
        ("ana", "That explains it. v7.14.0 shipped a migration that locks order_items."),
        ("chidi", "Killing the migration (pid 41877)."),
        ("chidi", "Killed. Lock released, pool draining: 140/200."),
        ("bo", "5xx down to 0.3%. p99 at 240ms."),
        ("dee", "I'll file a ticket so migrations on order_items run in the maintenance window."),
        ("ana", "Monitoring for 30 min before we close."),
        ("ana", "All green for 30 min. Closing incident 2291. Postmortem owner: dee."),
    ]  # fmt: skip
    t0 = 1741122120000
    posts = [
        _mm_post(f"inc{i}", u, t0 + 97000 * i, m) for i, (u, m) in enumerate(lines)
    ]  # newest first in pages, as the API orders them
    posts.reverse()
    pages = [posts[0:6], posts[6:12], posts[12:]]
    calls: list[Call] = [
        (
            "mattermost_get_channel_posts",
            {"channel_id": _MM_CHANNEL, "page": i, "per_page": 6},
            _mm_list(p, prev=pages[i + 1][0]["id"] if i < 2 else ""),
        )
        for i, p in enumerate(pages)
    ]
    root = posts[-4]  # "Last deploy was … Rolling back?"
    thread = [
        root,
        _mm_post("thr1", "dee", root["create_at"] + 30000, "+1, but check the migration first",
                 root=root["id"]),
        _mm_post("thr2", "chidi", root["create_at"] + 45000, "migrations can't be rolled back "
                 "by the deploy tool, heads up", root=root["id"]),
    ]  # fmt: skip
    calls.append(("mattermost_get_post_thread", {"post_id": root["id"]}, _mm_list(thread)))
    summary = (
        "**Incident 2291 recap** - checkout-api 5xx (14%) 21:02-21:41 UTC. Cause: v7.14.0 "
        "shipped a migration locking order_items on orders-db-2; rollback alone did not help, "
        "killing the migration did. Follow-up: a ticket so migrations on order_items run in "
        "the maintenance window. Closed after 30 min green; PM owner: dee."
    )
    sre = hid("mm-sre-leads")
    created = _mm_post("recap", "agent", 1741179600000, summary, ch=sre)
    calls.append(("mattermost_create_post", {"channel_id": sre, "message": summary}, cj(created)))
    r.add(
        "mattermost",
        True,
        1,
        "Summarise yesterday's ~incident-2291 channel in Mattermost (read all of it, it is "
        "long, and the rollback thread), then post the summary to ~sre-leads.",
        calls,
    )
    empty = cj({"order": [], "posts": {}, "matches": None, "next_post_id": "",
                "prev_post_id": "", "has_next": False,
                "first_inaccessible_post_time": 0})  # fmt: skip
    plat = hid("mm-platform")
    hits = [
        _mm_post("rep1", "chidi", 1739980800000, "ran pg_repack on orders.order_events last "
                 "night, bloat down from 41% to 6%", ch=plat),
        _mm_post("rep2", "dee", 1740585600000, "pg_repack on payments.ledger is scheduled for "
                 "Saturday 02:00, expect 20 min of elevated IO", ch=plat),
    ]  # fmt: skip
    user = {
        "id": _MM_USERS["chidi"], "create_at": 1611000000000, "update_at": 1739000000000,
        "delete_at": 0, "username": "chidi.okeke", "auth_service": "", "email":
        "chidi.okeke@acme.io", "nickname": "", "first_name": "Chidi", "last_name": "Okeke",
        "position": "Database Reliability Engineer", "roles": "system_user", "locale": "en",
        "timezone": {"automaticTimezone": "Europe/London", "manualTimezone": "",
                     "useAutomaticTimezone": "true"},
    }  # fmt: skip
    calls = [
        ("mattermost_search_posts", {"team_id": hid("mm-team"), "terms": "pg_repack in:dba-oncall "
                                     "after:2025-02-03", "is_or_search": False}, empty),
        ("mattermost_search_posts", {"team_id": hid("mm-team"), "terms": "pg_repack in:platform "
                                     "after:2025-02-03", "is_or_search": False},
         _mm_list(hits[::-1]).replace('"first_inaccessible', '"matches":null,"first_inaccessible')),
        ("mattermost_get_user", {"user_id": _MM_USERS["chidi"]}, cj(user)),
    ]  # fmt: skip
    r.add(
        "mattermost",
        True,
        2,
        "Has anyone mentioned pg_repack in ~dba-oncall in the last 30 days? If not, say so and "
        "check ~platform; tell me who ran it there and their role.",
        calls,
    )
    calls = [
        ("mattermost_get_channel_posts" if i % 2 == 0 else "mattermost_search_posts",
         {"channel_id": hid("mm-team-payments"), "since": 1740960000000} if i % 2 == 0 else
         {"team_id": hid("mm-team"), "terms": f"standup in:team-payments on:2025-03-0{3 + i // 2}"},
         cj({"id": "api.context.session_expired.app_error",
             "message": "Invalid or expired session, please login again.", "detailed_error": "",
             "request_id": hid(f"req{i}"), "status_code": 401}))
        for i in range(5)
    ]  # fmt: skip
    r.add(
        "mattermost",
        False,
        1,
        "Collect this week's standup notes from ~team-payments in Mattermost and list each "
        "person's blockers.",
        calls,
    )


def _rc_msg(i: int, user: str, name: str, ts: str, msg: str) -> dict:
    return {
        "_id": hid(f"rc{i}", 17, "ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz23456789"),
        "rid": "k3Fq9cWzPDe8mNs7x",
        "msg": msg,
        "ts": ts,
        "u": {"_id": hid("rcu" + user, 17), "username": user, "name": name},
        "_updatedAt": ts,
        "urls": [],
        "mentions": [],
        "channels": [],
    }


def rocketchat(r: Runs) -> None:
    agents = [("lena.w", "Lena Wolff"), ("marco.b", "Marco Bianchi"), ("ines.r", "Ines Ruiz")]
    subjects = ["refund stuck in pending", "double charge on card", "order never arrived",
                "wrong size shipped", "promo code rejected", "account locked after reset",
                "invoice missing VAT number", "subscription cancelled by mistake"]  # fmt: skip
    msgs = []
    for i in range(17):
        u, n = agents[(i * 2 + i // 3) % 3]
        hms = f"{8 + (i % 12):02d}:{(i * 17) % 60:02d}:{(i * 7) % 60:02d}"
        ts = f"2025-03-0{3 + i // 12}T{hms}.{i:03d}Z"
        msgs.append(
            _rc_msg(
                i,
                u,
                n,
                ts,
                f"ESC-{5120 + i}: {subjects[i % 8]} - escalated to "
                f"{'billing' if i % 3 else 'logistics'} (ticket #{88410 + 3 * i})",
            )
        )
    msgs.reverse()  # newest first
    base = {"roomName": "customer-escalations", "oldest": "2025-03-03T00:00:00Z",
            "latest": "2025-03-05T00:00:00Z", "count": 7}  # fmt: skip
    calls: list[Call] = [
        (
            "rocketchat_channels_history",
            base | {"offset": off},
            cj(
                {
                    "messages": msgs[off : off + 7],
                    "count": len(msgs[off : off + 7]),
                    "offset": off,
                    "total": 17,
                    "success": True,
                }
            ),
        )  # fmt: skip
        for off in (0, 7, 14)
    ]
    counts: dict[str, int] = {}
    for m in msgs:
        counts[m["u"]["name"]] = counts.get(m["u"]["name"], 0) + 1
    text = "Escalations 3-4 March: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    posted = _rc_msg(99, "ops-agent", "Ops Agent", "2025-03-05T09:01:12.442Z", text)
    posted["rid"] = "d7Kx2PqLmN8sRt4vWz"
    calls.append(
        (
            "rocketchat_chat_post_message",
            {"channel": "@lena.w", "text": text},
            cj({"ts": 1741165272442, "channel": "@lena.w", "message": posted, "success": True}),
        )
    )
    r.add(
        "rocketchat",
        True,
        1,
        "Export #customer-escalations from Rocket.Chat for 3-4 March (it pages by 7), count the "
        "escalations per agent, and DM the counts to @lena.w.",
        calls,
    )
    waits = [57, 51, 44, 38, 31, 23]
    calls = [
        (
            "rocketchat_channels_history" if i % 3 else "rocketchat_search_messages",
            {"roomName": "release-train", "count": 50}
            if i % 3
            else {"roomId": "Qw8e7RtY6uI5oP4aS", "searchText": "hotfix"},
            cj(
                {
                    "success": False,
                    "error": "Error, too many requests. Please slow down. You must wait "
                    f"{w} seconds before trying this endpoint again. [error-too-many-requests]",
                }
            ),
        )
        for i, w in enumerate(waits)
    ]
    r.add(
        "rocketchat",
        False,
        1,
        "Find every hotfix announced in Rocket.Chat's #release-train this month and list the "
        "version numbers.",
        calls,
    )


def _z(mid: int, who: str, ts: int, stream: str, topic: str, html: str) -> dict:
    return {
        "id": mid,
        "sender_id": 8000 + sum(map(ord, who)) % 97,
        "content": html,
        "recipient_id": 31,
        "timestamp": ts,
        "client": "website",
        "subject": topic,
        "topic_links": [],
        "is_me_message": False,
        "reactions": [],
        "submessages": [],
        "flags": ["read"],
        "sender_full_name": who,
        "sender_email": who.split()[0].lower() + "@acme.zulipchat.com",
        "sender_realm_str": "acme",
        "display_recipient": stream,
        "type": "stream",
        "stream_id": 12,
        "avatar_url": None,
        "content_type": "text/html",
    }


def _zl(msgs: list[dict], anchor: int, oldest: bool, newest: bool, found: bool = True) -> str:
    return cj(
        {
            "result": "success",
            "msg": "",
            "found_anchor": found,
            "found_oldest": oldest,
            "found_newest": newest,
            "history_limited": False,
            "anchor": anchor,
            "messages": msgs,
        }
    )


def zulip(r: Runs) -> None:
    said = [
        ("Priya Nair", "Rollout plan for v4.2: 5% canary Monday, 25% Wednesday, 100% next Monday."),
        ("Priya Nair", "<strong>Decision:</strong> go to 25% Wednesday as planned."),
        ("Hana Kim", "Search latency regression on 25%: p95 +60ms."),
        ("Tomás Silva", "Traced to the new ranking model warmup. Fix in 4.2.1."),
        ("Priya Nair", "<strong>Decision:</strong> hold at 25% until 4.2.1 ships."),
        ("Hana Kim", "4.2.1 deployed to the 25% cohort, p95 back to baseline."),
        ("Priya Nair", "<strong>Decision:</strong> 100% on Monday 10 March, 09:00 UTC."),
        ("Hana Kim", "Mobile clients need min version 4.2.0 for the new API; comms drafted."),
        ("Priya Nair", "<strong>Decision:</strong> comms go out Friday; support briefed Thursday."),
        ("Tomás Silva", "Feature flag <code>ranking_v3</code> stays off for EU until DPA review."),
    ]  # fmt: skip
    ts0 = 1740650000
    msgs = [
        _z(88000 + 17 * i, w, ts0 + 4000 * i, "release", "v4.2 rollout", f"<p>{h}</p>")
        for i, (w, h) in enumerate(said)
    ]
    narrow = [{"operator": "stream", "operand": "release"},
              {"operator": "topic", "operand": "v4.2 rollout"}]  # fmt: skip
    calls: list[Call] = [
        ("zulip_get_messages", {"anchor": "newest", "num_before": 4, "num_after": 0,
                                "narrow": narrow}, _zl(msgs[6:], 10000000000000000, False, True)),
        ("zulip_get_messages", {"anchor": msgs[6]["id"], "num_before": 4, "num_after": 0,
                                "include_anchor": False, "narrow": narrow},
         _zl(msgs[2:6], msgs[6]["id"], False, False, False)),
        ("zulip_get_messages", {"anchor": msgs[2]["id"], "num_before": 4, "num_after": 0,
                                "include_anchor": False, "narrow": narrow},
         _zl(msgs[:2], msgs[2]["id"], True, False, False)),
        ("zulip_send_message", {"type": "stream", "to": "release", "topic": "v4.2 rollout",
                                "content": "Recap: decisions so far - 25% Wed; hold for 4.2.1; "
                                "100% Mon 10 Mar 09:00 UTC; comms Fri, support Thu. "
                                "`ranking_v3` off in EU pending DPA."},
         cj({"id": 88312, "msg": "", "result": "success"})),
    ]  # fmt: skip
    r.add(
        "zulip",
        True,
        1,
        "Read the whole 'v4.2 rollout' topic in Zulip's #release stream (page back to the "
        "start), list the decisions taken, and post a recap to the same topic.",
        calls,
    )
    fail = _z(91544, "CI Bot", 1741169000, "ci", "deploys",
              "<p>:red_circle: <strong>deploy failed</strong> api@a41c9e2 to production: "
              "migration 0192 timed out (job <a href=\"https://ci.acme.io/j/77120\">77120</a>)"
              "</p>")  # fmt: skip

    def cin(repo: str) -> list[dict[str, str]]:
        return [{"operator": "stream", "operand": "ci"}, {"operator": "sender",
                "operand": "ci-bot@acme.zulipchat.com"}, {"operator": "search",
                "operand": f"deploy failed {repo}"}]  # fmt: skip

    calls = [
        ("zulip_get_messages", {"anchor": "newest", "num_before": 50, "num_after": 0,
                                "narrow": cin("web")}, _zl([], 10000000000000000, True, True,
                                                           False)),
        ("zulip_get_messages", {"anchor": "newest", "num_before": 50, "num_after": 0,
                                "narrow": cin("api")}, _zl([fail], 10000000000000000, True, True,
                                                           False)),
        ("zulip_get_messages", {"anchor": "newest", "num_before": 50, "num_after": 0,
                                "narrow": cin("worker")}, _zl([], 10000000000000000, True, True,
                                                              False)),
        ("zulip_add_reaction", {"message_id": 91544, "emoji_name": "eyes"},
         cj({"result": "success", "msg": ""})),
    ]  # fmt: skip
    r.add(
        "zulip",
        True,
        2,
        "Did the CI bot post a deploy failure in Zulip #ci today for web, api or worker? Say "
        "'no failure' for each repo without one, and react with :eyes: to any failure so the "
        "team knows it is being looked at.",
        calls,
    )
    welcome = [
        _z(12, "Welcome Bot", 1609459200, "general", "welcome",
           "<p>Welcome to Zulip! Zulip is organized into streams and topics.</p>"),
        _z(13, "Welcome Bot", 1609459201, "general", "welcome",
           "<p>Start a new topic by clicking <strong>New topic</strong>.</p>"),
    ]  # fmt: skip
    asks = [("it-announce", "SSO migration"), ("it-announce", "Okta"), ("security", "SSO"),
            ("security", "SAML"), ("it-announce", "single sign-on")]  # fmt: skip
    calls = [
        ("zulip_get_messages", {"anchor": "newest", "num_before": 100, "num_after": 0,
                                "narrow": [{"operator": "stream", "operand": s},
                                           {"operator": "search", "operand": q}]},
         _zl(welcome, 10000000000000000, True, True, False))
        for s, q in asks
    ]  # fmt: skip
    r.add(
        "zulip",
        False,
        1,
        "Find the Zulip messages about the SSO migration in #it-announce and #security and "
        "list the announced cut-over dates.",
        calls,
    )


# --------------------------------------------------------------------------------------------
# Data catalogs and lineage
# --------------------------------------------------------------------------------------------


def _urn(platform: str, name: str) -> str:
    return f"urn:li:dataset:(urn:li:dataPlatform:{platform},{name},PROD)"


def _dh_hit(urn: str, name: str, platform: str, desc: str, tags: list[str]) -> dict:
    return {
        "entity": {
            "urn": urn,
            "type": "DATASET",
            "name": name,
            "platform": {"name": platform},
            "properties": {"name": name, "description": desc},
            "tags": {"tags": [{"tag": {"urn": f"urn:li:tag:{t}"}} for t in tags]},
        },
        "matchedFields": [{"name": "name", "value": name}],
    }


def _dh_search(start: int, total: int, hits: list[dict]) -> str:
    return cj({"start": start, "count": len(hits), "total": total, "searchResults": hits})


def datahub(r: Runs) -> None:
    orders = _urn("snowflake", "analytics.core.orders")
    hits = [
        _dh_hit(orders, "orders", "snowflake", "One row per customer order (deduplicated).",
                ["Tier1"]),
        _dh_hit(_urn("snowflake", "analytics.staging.stg_orders"), "stg_orders", "snowflake",
                "Raw orders from the shop's Postgres, lightly typed.", []),
        _dh_hit(_urn("postgres", "shop.public.orders"), "orders", "postgres",
                "Source of truth for orders (OLTP).", ["PII"]),
    ]  # fmt: skip
    entity = {
        "urn": orders,
        "type": "DATASET",
        "properties": {"name": "orders", "description": hits[0]["entity"]["properties"][
            "description"], "customProperties": [{"key": "dbt_model", "value": "core.orders"}]},
        "ownership": {"owners": [
            {"owner": {"urn": "urn:li:corpuser:maya.lin"}, "type": "TECHNICAL_OWNER"},
            {"owner": {"urn": "urn:li:corpGroup:analytics-eng"}, "type": "BUSINESS_OWNER"}]},
        "schemaMetadata": {"fields": [
            {"fieldPath": f, "nativeDataType": t} for f, t in
            [("order_id", "NUMBER(38,0)"), ("customer_id", "NUMBER(38,0)"),
             ("ordered_at", "TIMESTAMP_NTZ"), ("status", "VARCHAR(16)"),
             ("amount_usd", "NUMBER(12,2)")]]},
    }  # fmt: skip
    down = [
        ("urn:li:chart:(looker,dashboard_elements.311)", "CHART", "Orders by day", 1),
        ("urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.marts.revenue_daily,PROD)",
         "DATASET", "revenue_daily", 1),
        ("urn:li:dashboard:(looker,dashboards.42)", "DASHBOARD", "Exec KPIs", 2),
        ("urn:li:chart:(looker,dashboard_elements.518)", "CHART", "Revenue vs plan", 2),
        ("urn:li:dashboard:(looker,dashboards.77)", "DASHBOARD", "Finance weekly", 3),
    ]  # fmt: skip
    lineage = {
        "start": 0, "count": 5, "total": 5,
        "searchResults": [
            {"entity": {"urn": u, "type": t, "name": n}, "degree": d} for u, t, n, d in down
        ],
    }  # fmt: skip

    def dash(urn: str, title: str, owner: str, charts: int) -> str:
        return cj(
            {"urn": urn, "type": "DASHBOARD", "properties": {"name": title,
             "externalUrl": f"https://looker.acme.io/dashboards/{urn.split('.')[-1][:-1]}"},
             "ownership": {"owners": [{"owner": {"urn": f"urn:li:corpuser:{owner}"},
                                       "type": "BUSINESS_OWNER"}]},
             "charts": {"total": charts}}
        )  # fmt: skip

    calls: list[Call] = [
        ("search", {"query": "orders", "entity_types": ["DATASET"]}, _dh_search(0, 3, hits)),
        ("get_entity", {"urn": orders}, cj(entity)),
        ("get_lineage", {"urn": orders, "direction": "DOWNSTREAM", "max_hops": 3},
         cj(lineage)),
        ("get_entity", {"urn": down[2][0]}, dash(down[2][0], "Exec KPIs", "sofia.reyes", 9)),
        ("get_entity", {"urn": down[4][0]}, dash(down[4][0], "Finance weekly", "omar.haddad",
                                                 14)),
    ]  # fmt: skip
    r.add(
        "datahub",
        True,
        1,
        "In DataHub, find every dashboard downstream of the Snowflake table "
        "analytics.core.orders (up to 3 hops) and list each dashboard's owner, plus the "
        "table's own owners and columns.",
        calls,
    )
    topics = {
        "orders.created.v1": [_dh_hit(_urn("kafka", "orders.created.v1"), "orders.created.v1",
                                      "kafka", "Emitted when an order is placed.", [])],
        "payments.settled.v2": [],
        "inventory.adjusted.v1": [_dh_hit(_urn("kafka", "inventory.adjusted.v1"),
                                          "inventory.adjusted.v1", "kafka",
                                          "Stock level changes per warehouse.", ["Tier2"])],
        "customers.merged.v1": [],
    }  # fmt: skip
    calls = [
        ("search", {"query": t, "entity_types": ["DATASET"], "filters": {"platform": "kafka"}},
         _dh_search(0, len(h), h))
        for t, h in topics.items()
    ]  # fmt: skip
    calls.append(
        ("search", {"query": "payments.settled", "entity_types": ["DATASET"],
                    "filters": {"platform": "kafka"}},
         _dh_search(0, 1, [_dh_hit(_urn("kafka", "payments.settled.v1"), "payments.settled.v1",
                                   "kafka", "Deprecated: use payments.settled.v2.",
                                   ["Deprecated"])]))
    )  # fmt: skip
    r.add(
        "datahub",
        True,
        2,
        "Which of the Kafka topics orders.created.v1, payments.settled.v2, "
        "inventory.adjusted.v1 and customers.merged.v1 are catalogued in DataHub? Report the "
        "missing ones, and for payments check whether an older version is catalogued.",
        calls,
    )
    demo = [
        _dh_hit(_urn("hive", "SampleHiveDataset"), "SampleHiveDataset", "hive",
                "table containing all the users in the company", []),
        _dh_hit(_urn("kafka", "SampleKafkaDataset"), "SampleKafkaDataset", "kafka", "", []),
        _dh_hit(_urn("hive", "fct_users_created"), "fct_users_created", "hive",
                "table containing all the users created on a single day", []),
    ]  # fmt: skip
    qs = [("*", {"tags": ["PII"], "domain": "Marketing"}), ("PII marketing", {}),
          ("*", {"tags": ["PII"]}), ("email", {"domain": "Marketing"}),
          ("customer", {"platform": "snowflake"})]  # fmt: skip
    calls = [
        ("search", {"query": q, "entity_types": ["DATASET"], "filters": f},
         _dh_search(0, 3, demo))
        for q, f in qs
    ]  # fmt: skip
    r.add(
        "datahub",
        False,
        1,
        "List the datasets tagged PII in DataHub's Marketing domain, with their schemas.",
        calls,
    )


def amundsen(r: Runs) -> None:
    key = "hive://gold.finance/invoices"
    search = {
        "total_results": 2,
        "results": [
            {"key": key, "name": "invoices", "cluster": "gold", "database": "hive",
             "schema": "finance", "description": "One row per issued invoice, all currencies.",
             "column_names": ["invoice_id", "account_id", "issued_at", "currency",
                              "amount", "status"],
             "tags": ["finance", "tier1"], "badges": ["certified"],
             "last_updated_timestamp": 1741132800},
            {"key": "hive://silver.finance/invoices_raw", "name": "invoices_raw",
             "cluster": "silver", "database": "hive", "schema": "finance",
             "description": "Invoice events from the billing service.",
             "column_names": ["event_id", "payload", "received_at"], "tags": [], "badges": [],
             "last_updated_timestamp": 1741136400},
        ],
    }  # fmt: skip
    cols = [
        ("invoice_id", "bigint", "Primary key."),
        ("account_id", "bigint", "FK to finance.accounts."),
        ("issued_at", "timestamp", "UTC time the invoice was issued."),
        ("currency", "string", "ISO 4217 code."),
        ("amount", "decimal(14,2)", "Gross amount in currency."),
        ("status", "string", "draft | open | paid | void."),
    ]
    table = {
        "database": "hive", "cluster": "gold", "schema": "finance", "name": "invoices",
        "key": key, "description": search["results"][0]["description"],
        "tags": [{"tag_type": "default", "tag_name": "finance"},
                 {"tag_type": "default", "tag_name": "tier1"}],
        "badges": [{"badge_name": "certified", "category": "table_status"}],
        "table_readers": [{"user": {"email": e}, "read_count": n} for e, n in
                          [("nora.ali@acme.io", 211), ("jon.park@acme.io", 97),
                           ("svc-finance-bi@acme.io", 64)]],
        "owners": [{"email": "finance-data@acme.io"}, {"email": "jon.park@acme.io"}],
        "watermarks": [{"watermark_type": "high_watermark", "partition_key": "ds",
                        "partition_value": "2025-03-04", "create_time": "2025-03-05 02:11:40"}],
        "columns": [{"name": n, "col_type": t, "description": d, "sort_order": i, "stats": []}
                    for i, (n, t, d) in enumerate(cols)],
        "last_updated_timestamp": 1741132800,
        "source": {"source": "https://github.com/acme/dbt/blob/main/models/finance/invoices.sql",
                   "source_type": "github"},
        "is_view": False,
    }  # fmt: skip
    dashes = {
        "dashboards": [
            {"uri": "mode_dashboard://gold.finance/7a1c0e", "cluster": "gold",
             "group_name": "Finance", "name": "AR aging", "product": "mode",
             "url": "https://app.mode.com/acme/reports/7a1c0e", "last_successful_run_timestamp":
             1741150000},
            {"uri": "mode_dashboard://gold.finance/c93f21", "cluster": "gold",
             "group_name": "Finance", "name": "Monthly billing", "product": "mode",
             "url": "https://app.mode.com/acme/reports/c93f21", "last_successful_run_timestamp":
             1741063600},
        ]
    }  # fmt: skip
    calls: list[Call] = [
        ("amundsen_search_tables", {"query_term": "invoices", "page_index": 0}, cj(search)),
        ("amundsen_get_table", {"table_key": key}, cj(table)),
        ("amundsen_get_table_dashboards", {"table_key": key}, cj(dashes)),
        ("amundsen_get_table_description", {"table_key": "hive://silver.finance/invoices_raw"},
         cj({"description": "Invoice events from the billing service."})),
    ]  # fmt: skip
    r.add(
        "amundsen",
        True,
        1,
        "Look up finance.invoices in Amundsen: description, columns with their descriptions, "
        "owners, last partition loaded, frequent readers and the dashboards using it; also say "
        "what the silver invoices_raw table is.",
        calls,
    )
    calls = [
        ("amundsen_search_tables", {"query_term": q, "page_index": 0},
         cj({"total_results": 0, "results": []}))
        for q in ("invoices", "invoice", "finance", "billing", "accounts")
    ]  # fmt: skip
    r.add(
        "amundsen",
        False,
        1,
        "Find the tables in Amundsen that hold invoice data and who owns them.",
        calls,
    )


def collibra(r: Runs) -> None:
    aid = uuid("nrr")
    asset = {
        "id": aid, "createdBy": uuid("u-lee"), "createdOn": 1698765432000,
        "lastModifiedBy": uuid("u-lee"), "lastModifiedOn": 1738368000000, "system": False,
        "resourceType": "Asset", "name": "Net Revenue Retention",
        "displayName": "Net Revenue Retention", "articulationScore": 85.0,
        "excludedFromAutoHyperlinking": False,
        "domain": {"id": uuid("dom-glossary"), "resourceType": "Domain",
                   "name": "Finance Glossary"},
        "type": {"id": "00000000-0000-0000-0000-000000011001", "resourceType": "AssetType",
                 "name": "Business Term"},
        "status": {"id": "00000000-0000-0000-0000-000000005009", "resourceType": "Status",
                   "name": "Accepted"},
        "avgRating": 0.0, "ratingsCount": 0,
    }  # fmt: skip
    attrs = {
        "total": 2, "offset": 0, "limit": 100,
        "results": [
            {"id": uuid("a1"), "resourceType": "Attribute",
             "type": {"id": "00000000-0000-0000-0000-000000000202", "resourceType":
                      "AttributeType", "name": "Definition"},
             "asset": {"id": aid, "resourceType": "Asset", "name": "Net Revenue Retention"},
             "value": "<p>Recurring revenue at the end of a period from customers who were "
                      "customers at its start, divided by their recurring revenue at its "
                      "start.</p>"},
            {"id": uuid("a2"), "resourceType": "Attribute",
             "type": {"id": "00000000-0000-0000-0000-000003115028", "resourceType":
                      "AttributeType", "name": "Descriptive Example"},
             "asset": {"id": aid, "resourceType": "Asset", "name": "Net Revenue Retention"},
             "value": "<p>ARR 1 Jan from cohort = 10.0M; ARR 31 Dec from same cohort = 11.2M; "
                      "NRR = 112%.</p>"},
        ],
    }  # fmt: skip
    rels = {
        "total": 3, "offset": 0, "limit": 100,
        "results": [
            {"id": uuid(f"rel{i}"), "resourceType": "Relation",
             "source": {"id": aid, "resourceType": "Asset", "name": "Net Revenue Retention"},
             "target": {"id": uuid(n), "resourceType": "Asset", "name": n},
             "type": {"id": "00000000-0000-0000-0000-000000007038", "resourceType":
                      "RelationType"}}
            for i, n in enumerate(["finance.arr_by_customer > arr_start",
                                   "finance.arr_by_customer > arr_end",
                                   "finance.customers > cohort_month"])
        ],
    }  # fmt: skip
    note = (
        "<p>Approved calculation (Finance council, 2025-02-27): exclude one-off services "
        "revenue; FX at the period-start rate.</p>"
    )
    created = {
        "id": uuid("a3"), "createdBy": uuid("u-agent"), "createdOn": 1741180000000,
        "lastModifiedBy": uuid("u-agent"), "lastModifiedOn": 1741180000000, "system": False,
        "resourceType": "Attribute",
        "type": {"id": "00000000-0000-0000-0000-000003114002", "resourceType": "AttributeType",
                 "name": "Note"},
        "asset": {"id": aid, "resourceType": "Asset", "name": "Net Revenue Retention"},
        "value": note,
    }  # fmt: skip
    calls: list[Call] = [
        ("collibra_find_assets", {"name": "Net Revenue Retention", "nameMatchMode": "EXACT",
                                  "typeIds": ["00000000-0000-0000-0000-000000011001"]},
         cj({"total": 1, "offset": 0, "limit": 1000, "results": [asset]})),
        ("collibra_get_attributes", {"assetId": aid}, cj(attrs)),
        ("collibra_get_relations", {"sourceId": aid}, cj(rels)),
        ("collibra_add_attribute", {"assetId": aid,
                                    "typeId": "00000000-0000-0000-0000-000003114002",
                                    "value": note}, cj(created)),
    ]  # fmt: skip
    r.add(
        "collibra",
        True,
        1,
        "In Collibra, find the business term 'Net Revenue Retention', give its definition and "
        "example and the data elements it relates to, then add the approved calculation note "
        "as a Note attribute.",
        calls,
    )
    err = cj({"statusCode": 401, "titleMessage": "Unauthorized", "userMessage": "You are "
              "not authorized to perform this action. Please log in.", "helpMessage": "",
              "errorCode": "notLoggedIn"})  # fmt: skip
    calls = [
        ("collibra_find_assets", {"name": n, "nameMatchMode": "ANYWHERE"}, err)
        for n in ("Churn", "Churn Rate", "Customer Churn", "churn")
    ]
    calls.append(("collibra_get_attributes", {"assetId": uuid("churn-guess")}, err))
    r.add(
        "collibra",
        False,
        1,
        "Get the Collibra definition of the business term for customer churn and its owner.",
        calls,
    )


def _mq_run(job: str, state: str, started: str, updated: str, ended: str | None,
            ms: int | None) -> dict:  # fmt: skip
    return {
        "id": uuid("run-" + job + started),
        "createdAt": started,
        "updatedAt": updated,
        "nominalStartTime": "2025-03-05T06:00:00Z",
        "nominalEndTime": None,
        "state": state,
        "startedAt": started,
        "endedAt": ended,
        "durationMs": ms,
        "args": {},
        "jobVersion": {"namespace": "warehouse", "name": job, "version": uuid("jv" + job)},
        "facets": {"spark_version": {"spark-version": "3.5.1"}} if state != "NEW" else {},
    }


def marquez(r: Runs) -> None:
    job = "etl_orders_daily"
    st = "2025-03-05T09:14:02.118Z"
    polls = [
        ("RUNNING", "2025-03-05T09:14:05.402Z", None, None),
        ("RUNNING", "2025-03-05T09:19:41.077Z", None, None),
        ("RUNNING", "2025-03-05T09:26:12.930Z", None, None),
        ("COMPLETED", "2025-03-05T09:31:48.226Z", "2025-03-05T09:31:48.226Z", 1066108),
    ]
    calls: list[Call] = [
        ("marquez_list_runs", {"namespace": "warehouse", "job": job, "limit": 1},
         cj({"runs": [_mq_run(job, s, st, u, e, ms)], "totalCount": 412}))
        for s, u, e, ms in polls
    ]  # fmt: skip
    out = "dataset:warehouse:public.orders_daily"
    graph = {
        "graph": [
            {"id": "dataset:warehouse:public.orders_raw", "type": "DATASET",
             "data": {"type": "DATASET", "name": "public.orders_raw", "namespace": "warehouse"},
             "inEdges": [{"origin": "job:ingest:shop_orders_cdc",
                          "destination": "dataset:warehouse:public.orders_raw"}],
             "outEdges": [{"origin": "dataset:warehouse:public.orders_raw",
                           "destination": f"job:warehouse:{job}"}]},
            {"id": "dataset:warehouse:public.fx_rates", "type": "DATASET",
             "data": {"type": "DATASET", "name": "public.fx_rates", "namespace": "warehouse"},
             "inEdges": [], "outEdges": [{"origin": "dataset:warehouse:public.fx_rates",
                                          "destination": f"job:warehouse:{job}"}]},
            {"id": f"job:warehouse:{job}", "type": "JOB",
             "data": {"type": "BATCH", "name": job, "namespace": "warehouse",
                      "latestRun": {"state": "COMPLETED", "durationMs": 1066108}},
             "inEdges": [{"origin": "dataset:warehouse:public.orders_raw",
                          "destination": f"job:warehouse:{job}"},
                         {"origin": "dataset:warehouse:public.fx_rates",
                          "destination": f"job:warehouse:{job}"}],
             "outEdges": [{"origin": f"job:warehouse:{job}", "destination": out}]},
            {"id": out, "type": "DATASET",
             "data": {"type": "DATASET", "name": "public.orders_daily", "namespace": "warehouse"},
             "inEdges": [{"origin": f"job:warehouse:{job}", "destination": out}],
             "outEdges": [{"origin": out, "destination": "job:warehouse:revenue_rollup"}]},
        ]
    }  # fmt: skip
    calls.append(("marquez_get_lineage", {"nodeId": out, "depth": 2}, cj(graph)))
    r.add(
        "marquez",
        True,
        1,
        "The daily job etl_orders_daily (Marquez namespace 'warehouse') was re-triggered: poll "
        "its latest run until it finishes, report the duration, then show the lineage around "
        "its output dataset.",
        calls,
    )
    small = cj({"graph": graph["graph"][:1]})
    calls = [
        ("marquez_get_lineage", {"nodeId": n, "depth": 3}, small)
        for n in ("dataset:warehouse:public.revenue_daily", "dataset:warehouse:public.churn_weekly",
                  "dataset:warehouse:public.ltv_monthly", "dataset:warehouse:public.revenue_daily",
                  "job:warehouse:revenue_rollup")
    ]  # fmt: skip
    r.add(
        "marquez",
        False,
        1,
        "Trace the upstream sources of public.revenue_daily, public.churn_weekly and "
        "public.ltv_monthly in Marquez.",
        calls,
    )


def _uc_col(pos: int, name: str, text: str, tname: str, comment: str = "") -> dict:
    col = {
        "name": name,
        "type_text": text,
        "type_name": tname,
        "position": pos,
        "nullable": pos != 0,
        "type_json": json.dumps({"name": name, "type": text, "nullable": pos != 0, "metadata": {}}),
    }
    return col | ({"comment": comment} if comment else {})  # fmt: skip


def unity_catalog(r: Runs) -> None:
    full = "main.sales.orders"
    table = {
        "name": "orders", "catalog_name": "main", "schema_name": "sales",
        "table_type": "MANAGED", "data_source_format": "DELTA",
        "columns": [_uc_col(0, "order_id", "bigint", "LONG", "Primary key"),
                    _uc_col(1, "customer_id", "bigint", "LONG"),
                    _uc_col(2, "order_ts", "timestamp", "TIMESTAMP"),
                    _uc_col(3, "amount", "decimal(12,2)", "DECIMAL"),
                    _uc_col(4, "region", "string", "STRING")],
        "storage_location": "s3://acme-uc-main/__unitystorage/catalogs/6f1c/tables/9e2a41d7",
        "owner": "data-eng", "comment": "Orders, one row per order.",
        "created_at": 1717200000000, "created_by": "maya.lin@acme.io",
        "updated_at": 1741100000000, "updated_by": "svc-dbt", "table_id": uuid("uc-orders"),
        "full_name": full,
    }  # fmt: skip
    lineage = {
        "upstreams": [
            {"tableInfo": {"name": "orders_bronze", "catalog_name": "main",
                           "schema_name": "raw", "table_type": "TABLE",
                           "lineage_timestamp": "2025-03-04 06:12:55.0"}},
            {"tableInfo": {"name": "regions", "catalog_name": "main", "schema_name": "ref",
                           "table_type": "TABLE", "lineage_timestamp": "2025-03-04 06:12:55.0"}},
            {"notebookInfos": [{"workspace_id": 4021993311876543,
                                "notebook_id": 1982334455667788}]},
        ],
        "downstreams": [
            {"tableInfo": {"name": "revenue_daily", "catalog_name": "main",
                           "schema_name": "marts", "table_type": "TABLE",
                           "lineage_timestamp": "2025-03-04 07:01:12.0"}}],
    }  # fmt: skip
    before = {"privilege_assignments": [
        {"principal": "data-eng", "privileges": ["ALL_PRIVILEGES"]},
        {"principal": "analysts", "privileges": ["SELECT"]}]}  # fmt: skip
    after = {"privilege_assignments": before["privilege_assignments"] + [
        {"principal": "finance_analysts", "privileges": ["SELECT"]}]}  # fmt: skip
    calls: list[Call] = [
        ("uc_get_table", {"full_name": full}, cj(table)),
        ("uc_get_table_lineage", {"table_name": full, "include_entity_lineage": True},
         cj(lineage)),
        ("uc_get_permissions", {"securable_type": "table", "full_name": full}, cj(before)),
        ("uc_update_permissions", {"securable_type": "table", "full_name": full,
                                   "changes": [{"principal": "finance_analysts",
                                                "add": ["SELECT"]}]}, cj(after)),
        ("uc_get_effective_permissions", {"securable_type": "table", "full_name": full,
                                          "principal": "finance_analysts"},
         cj({"privilege_assignments": [{"principal": "finance_analysts", "privileges": [
             {"privilege": "SELECT", "inherited_from_type": None,
              "inherited_from_name": None},
             {"privilege": "USE_SCHEMA", "inherited_from_type": "SCHEMA",
              "inherited_from_name": "main.sales"},
             {"privilege": "USE_CATALOG", "inherited_from_type": "CATALOG",
              "inherited_from_name": "main"}]}]})),
    ]  # fmt: skip
    r.add(
        "unity-catalog",
        True,
        1,
        "For main.sales.orders in Unity Catalog: show the schema, the upstream and downstream "
        "tables, and the current grants; grant SELECT to finance_analysts and confirm they can "
        "actually read it.",
        calls,
    )
    names = [
        "stg_accounts", "stg_addresses", "stg_carts", "stg_cart_items", "stg_coupons",
        "stg_customers", "stg_events", "stg_fx_rates", "stg_inventory", "stg_invoices",
        "stg_order_items", "stg_orders", "stg_payments", "stg_products", "stg_promotions",
        "stg_refunds", "stg_regions", "stg_returns", "stg_sessions", "stg_shipments",
        "stg_suppliers", "stg_tax_rates", "stg_users",
    ]  # fmt: skip
    items = [
        {"name": n, "catalog_name": "main", "schema_name": "staging", "table_type": "MANAGED",
         "data_source_format": "DELTA", "full_name": f"main.staging.{n}",
         "owner": "data-eng", "updated_at": 1741000000000 + 3600000 * i,
         **({} if i % 4 == 1 else {"comment": f"Staged {n[4:].replace('_', ' ')} from "
                                               "the raw layer."})}
        for i, n in enumerate(names)
    ]  # fmt: skip
    pages = [items[:10], items[10:20], items[20:]]
    toks = [hid("tok1", 40), hid("tok2", 40)]
    calls = [
        ("uc_list_tables", {"catalog_name": "main", "schema_name": "staging", "max_results": 10}
         | ({"page_token": toks[i - 1]} if i else {}),
         cj({"tables": p} | ({"next_page_token": toks[i]} if i < 2 else {})))
        for i, p in enumerate(pages)
    ]  # fmt: skip
    calls.append(
        ("uc_get_table", {"full_name": "main.staging.tmp_orders_bak"},
         cj({"error_code": "TABLE_DOES_NOT_EXIST", "message": "Table "
             "'main.staging.tmp_orders_bak' does not exist.", "details": [
                 {"@type": "type.googleapis.com/google.rpc.ErrorInfo",
                  "reason": "TABLE_DOES_NOT_EXIST", "domain": "unity-catalog.databricks.com",
                  "metadata": {"table_name": "main.staging.tmp_orders_bak"}}]}))
    )  # fmt: skip
    r.add(
        "unity-catalog",
        True,
        2,
        "List every table in Unity Catalog schema main.staging (the listing pages by 10), "
        "flag the ones without a comment, and confirm that the old backup "
        "main.staging.tmp_orders_bak has been dropped.",
        calls,
    )
    calls = [
        ("uc_get_column_lineage", {"table_name": "main.finance.revenue", "column_name": c},
         cj({"error_code": "TEMPORARILY_UNAVAILABLE", "message": "The service at "
             "/api/2.0/lineage-tracking/column-lineage is temporarily unavailable. Please try "
             "again later."}))
        for c in ("net_amount", "gross_amount", "fx_rate", "net_amount", "region", "net_amount")
    ]  # fmt: skip
    r.add(
        "unity-catalog",
        False,
        1,
        "Trace where the columns net_amount, gross_amount, fx_rate and region of "
        "main.finance.revenue come from, using Unity Catalog's column lineage.",
        calls,
    )


def build() -> list[dict[str, Any]]:
    r = Runs()
    for family in (redcap, openclinica, edc, sdtm, vizier, mast, cern_opendata, root, hepdata,
                   gwosc, relativity, everlaw, privlog, court_dockets, mattermost, rocketchat,
                   zulip, datahub, amundsen, collibra, marquez, unity_catalog):  # fmt: skip
        family(r)
    return r.rows


def main(out: Path = OUT) -> None:
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for row in build():
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
