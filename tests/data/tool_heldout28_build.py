# ruff: noqa: E501, W291  (long literal tool outputs; device text keeps its trailing blanks)
"""Held-out fixture tool_heldout28: five tool domains no earlier fixture covered.

Each row is one tool call in the project's ``real-runs`` format; the rows of one session are
consecutive, in call order.  55 sessions (35 successful, 20 failing) over five domains.
Identifiers come from hashes of fixed strings; nothing depends on the clock or randomness.

Where each format comes from, family by family, and how sure I am of it:

SAP and ERP
- sap-odata: SAP Gateway OData v2 JSON (``{"d": {"results": [...], "__count": "..", "__next":
  "..$skiptoken=.."}}``, ``__metadata`` per entity, ``/Date(ms)/`` dates, amounts as strings)
  as the API_SALES_ORDER_SRV / API_SUPPLIERINVOICE_PROCESS_SRV services return them; the
  100-row server-side page and ``$skiptoken`` next link are described in SAP's blog on
  server-side paging.  The expired-session case is the SAML/IdP login page a Gateway behind
  SSO serves with HTTP 200 once the session cookie lapses.  Sure of the v2 shape; field names
  from the API Business Hub entity types, fairly sure.
- pyrfc: ``Connection.call`` returns a dict of the BAPI's export/tables parameters; RETURN is a
  list of BAPIRET2 rows (TYPE, ID, NUMBER, MESSAGE, ...); BAPI_TRANSACTION_COMMIT returns an
  empty RETURN structure.  Communication errors are ``CommunicationError`` with the RFC
  library's "partner ... not reached" text.  Sure of the shape, fairly sure of message texts.
- ariba: SAP Ariba Operational Reporting (procurement) asynchronous job API: POST a job, GET
  the job until status is completed, then fetch the files; 429 bodies from the API gateway.
  Fairly sure of the flow, less sure of exact field names.
- dataverse: Dataverse Web API v9.2 (``@odata.context``, ``value``, ``@odata.nextLink``,
  ``@odata.etag``, formatted-value annotations).  Sure.
- epicor: Epicor Kinetic REST v2 OData (``/api/v2/odata/<company>/Erp.BO.PartSvc/Parts``),
  ``value`` arrays, 204 on PATCH.  Fairly sure.
- infor-ion: Infor ION API gateway in front of ION OneView message search; JSON shape is my
  best reconstruction from the ION API docs.  Least sure of this family.

Network automation
- netmiko: ``send_command`` returns the raw device text (IOS ``show ip interface brief``,
  ``show ip ospf neighbor`` with its header, NX-OS ``show vpc brief``); ``send_config_set``
  echoes the config-mode session; connection failures are NetmikoTimeoutException's text
  ("TCP connection to device failed. Common causes...").  Sure.
- junos-pyez: RPC replies printed with ``etree.tostring`` (``<bgp-information>``,
  ``<route-information>``); RpcTimeoutError's str is ``RpcTimeoutError(host: .., cmd: ..,
  timeout: ..)``.  Sure of the error, fairly sure of the XML elements.
- arista-eapi: JSON-RPC 2.0 ``runCmds`` responses (``{"jsonrpc": "2.0", "id": .., "result":
  [..]}``) as in Arista's eAPI explorer examples.  Sure of the envelope, fairly sure of
  per-command keys.
- netbox / nautobot: NetBox REST (``count``/``next``/``previous``/``results``, nested objects
  with ``display``), ``available-prefixes`` POST, ``{"detail": "Invalid token"}``; Nautobot
  GraphQL ``{"data": {...}}``.  Sure.
- infoblox: WAPI v2.12 JSON: GETs return lists of objects with ``_ref``; POST returns the new
  ``_ref`` string; ``next_available_ip`` returns ``{"ips": [...]}``.  Sure.

Hardware design (EDA), run through a shell tool
- yosys: log lines of ``yosys -p`` (numbered passes, ``stat`` cell tables, ``select -count``
  answering "N objects.").  Sure.
- verilator: ``%Warning-UNUSEDSIGNAL: file:line:col: ...`` lint lines, silent clean lint, the
  "- V e r i l a t i o n   R e p o r t" build line.  Sure.
- iverilog/vvp: silent compile, ``$display`` output, "VCD info: dumpfile .. opened for
  output.", "tb.v:NN: $finish called at N (1ps)".  Sure.
- openroad: OpenSTA ``report_checks`` path reports, ``report_wns``/``report_tns`` one-liners,
  "No paths found." when constraints are missing.  Sure.
- vivado: batch-mode log (``****** Vivado v2023.2``, ``INFO: [Synth 8-...]``), the
  ``report_utilization`` table, license error Common 17-345.  Fairly sure.
- cocotb: the results table cocotb prints at the end of a ``make SIM=icarus`` run, and its
  import-failure log line.  Sure.

Test automation and load testing
- cypress: ``cypress run`` spec tables (the "Run Finished" box).  Fairly sure of the box.
- selenium-grid: Grid 4 ``/status`` (``{"value": {"ready":.., "message":.., "nodes": [..]}}``)
  and ``SessionNotCreatedException`` text.  Sure.
- browserstack: Automate REST (``/automate/builds.json`` wrapping ``automation_build``,
  sessions wrapping ``automation_session``), "HTTP Basic: Access denied." on bad keys.  Sure.
- appium: Appium 2 server log lines (``[HTTP] --> POST /session``, ``[W3C]``).  Fairly sure.
- k6: end-of-test summary (``http_req_duration..: avg=..``, threshold marks), k6 cloud errors.
  Sure of the summary, fairly sure of the cloud error wording.
- locust: web API (``/swarm`` -> ``{"success": true, "message": "Swarming started", ...}``,
  ``/stats/requests`` JSON, ``/stats/requests/csv``).  Sure.
- jmeter: non-GUI run output (``summary +``/``summary =`` lines) and JTL CSV rows.  Sure.

Vector databases
- weaviate: GraphQL ``{"data": {"Get": {"Class": [...]}}}`` with ``_additional``; schema JSON;
  401 bodies.  Sure.
- qdrant: REST envelope ``{"result": .., "status": "ok", "time": ..}``; scroll's
  ``next_page_offset``; write acknowledgements ``{"operation_id":.., "status":
  "acknowledged"}``.  Sure.
- milvus: pymilvus return values printed by a Python tool (``describe_collection`` dict,
  search hits as ``id: .., distance: .., entity: {..}``, ``MilvusException`` text).  Fairly sure.
- vespa: ``/search/`` JSON (``root.fields.totalCount``, ``children`` with ``relevance``).  Sure.
- lancedb: pandas DataFrames printed from ``tbl.search(..).limit(..).to_pandas()``.  Sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SOURCE = "heldout28"
SESSIONS: list[dict] = []


def hid(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def js(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent)


def session(family: str, ok: bool, n: int, task: str, calls: list[tuple[str, dict, str]]):
    SESSIONS.append(
        {
            "family": family,
            "run_id": f"{family}-{'ok' if ok else 'fail'}-{n}",
            "task": task,
            "success": ok,
            "calls": calls,
        }
    )


def odata_v2(service: str, entity: str, rows: list[dict], count=None, next_token=None) -> str:
    host = "https://s4h.corp.example.com/sap/opu/odata/sap"
    res = []
    for r in rows:
        key = r.pop("_key")
        res.append(
            {
                "__metadata": {
                    "id": f"{host}/{service}/{entity}({key})",
                    "uri": f"{host}/{service}/{entity}({key})",
                    "type": f"{service}.{entity}Type",
                },
                **r,
            }
        )
    d: dict = {"results": res}
    if count is not None:
        d["__count"] = str(count)
    if next_token is not None:
        d["__next"] = f"{host}/{service}/{entity}?$skiptoken={next_token}"
    return js({"d": d})


# ---------------------------------------------------------------- SAP and ERP
def _sap():
    t = "sap_odata_get"
    so = "API_SALES_ORDER_SRV"

    def order(no, date_ms, net, status):
        return {
            "_key": f"'{no}'",
            "SalesOrder": no,
            "SalesOrderType": "OR",
            "SalesOrganization": "1710",
            "SoldToParty": "17100001",
            "CreationDate": f"/Date({date_ms})/",
            "TotalNetAmount": net,
            "TransactionCurrency": "USD",
            "OverallSDProcessStatus": status,
            "OverallDeliveryStatus": "A" if status == "A" else "B",
        }

    base = 1709251200000
    day = 86400000
    page1 = [
        order(str(5000310 + i), base + (i % 28) * day, f"{1180 + 37 * i}.00", "A")
        for i in range(0, 100, 9)
    ]
    page2 = [
        order(str(5000420 + i), base + (i % 27) * day, f"{2210 + 41 * i}.50", "B")
        for i in range(0, 24, 5)
    ]
    session(
        "sap-odata",
        True,
        1,
        "Total the net value of all open sales orders for customer 17100001 created in March 2024.",
        [
            (
                t,
                {
                    "service": so,
                    "entity_set": "A_SalesOrder",
                    "query": "$filter=SoldToParty eq '17100001' and CreationDate ge datetime'2024-03-01T00:00:00' and CreationDate lt datetime'2024-04-01T00:00:00' and OverallSDProcessStatus ne 'C'&$select=SalesOrder,CreationDate,TotalNetAmount,TransactionCurrency,OverallSDProcessStatus&$inlinecount=allpages",
                },
                odata_v2(so, "A_SalesOrder", page1, count=17, next_token="100"),
            ),
            (
                t,
                {"url": f"{so}/A_SalesOrder?$skiptoken=100"},
                odata_v2(so, "A_SalesOrder", page2, count=17),
            ),
            (
                t,
                {
                    "service": so,
                    "entity_set": "A_SalesOrder('5000310')/to_Item",
                    "query": "$select=SalesOrderItem,Material,RequestedQuantity,NetAmount",
                },
                odata_v2(
                    so,
                    "A_SalesOrderItem",
                    [
                        {
                            "_key": "SalesOrder='5000310',SalesOrderItem='10'",
                            "SalesOrderItem": "10",
                            "Material": "TG11",
                            "RequestedQuantity": "10",
                            "NetAmount": "880.00",
                        },
                        {
                            "_key": "SalesOrder='5000310',SalesOrderItem='20'",
                            "SalesOrderItem": "20",
                            "Material": "TG12",
                            "RequestedQuantity": "3",
                            "NetAmount": "300.00",
                        },
                    ],
                ),
            ),
            (
                t,
                {
                    "service": "API_BUSINESS_PARTNER",
                    "entity_set": "A_Customer('17100001')",
                    "query": "$select=Customer,CustomerName,CustomerAccountGroup,DeletionIndicator",
                },
                js(
                    {
                        "d": {
                            "__metadata": {
                                "id": "https://s4h.corp.example.com/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_Customer('17100001')",
                                "uri": "https://s4h.corp.example.com/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_Customer('17100001')",
                                "type": "API_BUSINESS_PARTNER.A_CustomerType",
                            },
                            "Customer": "17100001",
                            "CustomerName": "Domestic US Customer 1",
                            "CustomerAccountGroup": "CUST",
                            "DeletionIndicator": False,
                        }
                    }
                ),
            ),
        ],
    )

    r = "rfc_call"
    session(
        "pyrfc",
        True,
        1,
        "Create a purchase requisition for 40 units of material RM-1207 for plant 1710, due 2024-06-14, and confirm it saved.",
        [
            (
                r,
                {
                    "function": "BAPI_MATERIAL_GET_DETAIL",
                    "params": {"MATERIAL": "RM-1207", "PLANT": "1710"},
                },
                js(
                    {
                        "MATERIAL_GENERAL_DATA": {
                            "MATL_DESC": "Bracket steel 2mm",
                            "MATL_TYPE": "ROH",
                            "BASE_UOM": "ST",
                            "MATL_GROUP": "L004",
                            "DEL_FLAG": "",
                        },
                        "MATERIALPLANTDATA": {
                            "PUR_GROUP": "001",
                            "MRP_TYPE": "PD",
                            "PLND_DELRY": 9,
                            "SPECPROCTY": "",
                        },
                        "RETURN": {
                            "TYPE": "",
                            "ID": "",
                            "NUMBER": "000",
                            "MESSAGE": "",
                            "LOG_NO": "",
                            "LOG_MSG_NO": "000000",
                            "MESSAGE_V1": "",
                            "MESSAGE_V2": "",
                            "MESSAGE_V3": "",
                            "MESSAGE_V4": "",
                        },
                    },
                    1,
                ),
            ),
            (
                r,
                {
                    "function": "BAPI_PR_CREATE",
                    "params": {
                        "PRHEADER": {"PR_TYPE": "NB"},
                        "PRHEADERX": {"PR_TYPE": "X"},
                        "PRITEM": [
                            {
                                "PREQ_ITEM": "00010",
                                "MATERIAL": "RM-1207",
                                "PLANT": "1710",
                                "QUANTITY": 40,
                                "DELIV_DATE": "20240614",
                                "PUR_GROUP": "001",
                            }
                        ],
                    },
                },
                js(
                    {
                        "NUMBER": "0010004417",
                        "PRHEADEREXP": {
                            "PREQ_NO": "0010004417",
                            "PR_TYPE": "NB",
                            "CTRL_IND": "",
                            "GENERAL_RELEASE": "",
                            "CREATE_IND": "R",
                            "ITEM_INTVL": "00010",
                        },
                        "RETURN": [
                            {
                                "TYPE": "S",
                                "ID": "06",
                                "NUMBER": "402",
                                "MESSAGE": "Purchase requisition number 0010004417 created",
                                "LOG_NO": "",
                                "LOG_MSG_NO": "000000",
                                "MESSAGE_V1": "0010004417",
                                "MESSAGE_V2": "",
                                "MESSAGE_V3": "",
                                "MESSAGE_V4": "",
                                "PARAMETER": "",
                                "ROW": 0,
                                "FIELD": "",
                                "SYSTEM": "S4HCLNT100",
                            }
                        ],
                    },
                    1,
                ),
            ),
            (
                r,
                {"function": "BAPI_TRANSACTION_COMMIT", "params": {"WAIT": "X"}},
                js(
                    {
                        "RETURN": {
                            "TYPE": "",
                            "ID": "",
                            "NUMBER": "000",
                            "MESSAGE": "",
                            "LOG_NO": "",
                            "LOG_MSG_NO": "000000",
                            "MESSAGE_V1": "",
                            "MESSAGE_V2": "",
                            "MESSAGE_V3": "",
                            "MESSAGE_V4": "",
                            "PARAMETER": "",
                            "ROW": 0,
                            "FIELD": "",
                            "SYSTEM": "",
                        }
                    },
                    1,
                ),
            ),
            (
                r,
                {"function": "BAPI_PR_GETDETAIL", "params": {"NUMBER": "0010004417", "ITEMS": "X"}},
                js(
                    {
                        "PRHEADER": {
                            "PREQ_NO": "0010004417",
                            "PR_TYPE": "NB",
                            "CTRL_IND": "",
                            "GENERAL_RELEASE": "",
                            "CREATE_IND": "R",
                        },
                        "PRITEM": [
                            {
                                "PREQ_ITEM": "00010",
                                "MATERIAL": "RM-1207",
                                "SHORT_TEXT": "Bracket steel 2mm",
                                "PLANT": "1710",
                                "QUANTITY": "40.000",
                                "UNIT": "ST",
                                "DELIV_DATE": "20240614",
                                "PUR_GROUP": "001",
                                "PREQ_NAME": "RFC_AGENT",
                                "REL_IND": "",
                                "DELETE_IND": "",
                            }
                        ],
                        "RETURN": [],
                    },
                    1,
                ),
            ),
        ],
    )

    dv = "dataverse_get"
    org = "https://contoso.crm.dynamics.com/api/data/v9.2"

    def acct(name, num, aid):
        return {
            "@odata.etag": f'W/"{int(hid(aid, 6), 16)}"',
            "name": name,
            "accountnumber": num,
            "address1_city": "Seattle",
            "accountid": f"{hid(aid, 8)}-{hid(aid + 'a', 4)}-ee11-{hid(aid + 'b', 4)}-{hid(aid + 'c', 12)}",
        }

    accts = [
        ("Fourth Coffee (sample)", "ABSS4G45"),
        ("Litware, Inc. (sample)", "AFFSE9IK"),
        ("Blue Yonder Airlines", "ACTBY201"),
        ("Lamna Healthcare", "ACTLH388"),
        ("Northwind Traders", "ACTNW512"),
    ]
    session(
        "dataverse",
        True,
        1,
        "Which of our Seattle accounts have no open opportunities? I want to plan a call list.",
        [
            (
                dv,
                {
                    "path": "accounts",
                    "query": "$select=name,accountnumber,address1_city&$filter=address1_city eq 'Seattle' and statecode eq 0&$top=3",
                },
                js(
                    {
                        "@odata.context": f"{org}/$metadata#accounts(name,accountnumber,address1_city)",
                        "value": [acct(n, a, a) for n, a in accts[:3]],
                        "@odata.nextLink": f"{org}/accounts?$select=name,accountnumber,address1_city&$filter=address1_city%20eq%20'Seattle'%20and%20statecode%20eq%200&$skiptoken=%3Ccookie%20pagenumber=%222%22%20pagingcookie=%22%253ccookie%2520page%253d%25221%2522%253e%253c%252fcookie%253e%22%20istracking=%22False%22%20/%3E",
                    }
                ),
            ),
            (
                dv,
                {"url": 'accounts?...&$skiptoken=<cookie pagenumber="2" .../>'},
                js(
                    {
                        "@odata.context": f"{org}/$metadata#accounts(name,accountnumber,address1_city)",
                        "value": [acct(n, a, a) for n, a in accts[3:]],
                    }
                ),
            ),
            (
                dv,
                {
                    "path": "opportunities",
                    "query": "$select=name,estimatedvalue,_parentaccountid_value&$filter=statecode eq 0 and (_parentaccountid_value eq "
                    + acct(*accts[0], accts[0][1])["accountid"]
                    + " or _parentaccountid_value eq "
                    + acct(*accts[1], accts[1][1])["accountid"]
                    + ")",
                },
                js(
                    {
                        "@odata.context": f"{org}/$metadata#opportunities(name,estimatedvalue,_parentaccountid_value)",
                        "value": [
                            {
                                "@odata.etag": 'W/"4417721"',
                                "name": "6 orders of Product SKU JJ202 (sample)",
                                "estimatedvalue@OData.Community.Display.V1.FormattedValue": "$60,000.00",
                                "estimatedvalue": 60000.0,
                                "_parentaccountid_value@OData.Community.Display.V1.FormattedValue": "Fourth Coffee (sample)",
                                "_parentaccountid_value": acct(*accts[0], accts[0][1])["accountid"],
                                "opportunityid": "3c0b1f52-"
                                + hid("opp1", 4)
                                + "-ee11-"
                                + hid("opp1b", 4)
                                + "-"
                                + hid("opp1c", 12),
                            }
                        ],
                    }
                ),
            ),
            (
                dv,
                {
                    "path": "opportunities",
                    "query": "$select=name&$filter=statecode eq 0 and (_parentaccountid_value eq "
                    + acct(*accts[2], accts[2][1])["accountid"]
                    + " or _parentaccountid_value eq "
                    + acct(*accts[3], accts[3][1])["accountid"]
                    + " or _parentaccountid_value eq "
                    + acct(*accts[4], accts[4][1])["accountid"]
                    + ")",
                },
                js({"@odata.context": f"{org}/$metadata#opportunities(name)", "value": []}),
            ),
            (
                dv,
                {
                    "path": "opportunities",
                    "query": "$select=name,actualclosedate,statecode&$filter=_parentaccountid_value eq "
                    + acct(*accts[3], accts[3][1])["accountid"]
                    + "&$orderby=actualclosedate desc&$top=1",
                },
                js(
                    {
                        "@odata.context": f"{org}/$metadata#opportunities(name,actualclosedate,statecode)",
                        "value": [
                            {
                                "@odata.etag": 'W/"3981102"',
                                "name": "Clinic POS rollout",
                                "actualclosedate": "2023-11-09",
                                "statecode@OData.Community.Display.V1.FormattedValue": "Won",
                                "statecode": 1,
                                "opportunityid": "9a1d77c0-"
                                + hid("opp2", 4)
                                + "-ee11-"
                                + hid("opp2b", 4)
                                + "-"
                                + hid("opp2c", 12),
                            }
                        ],
                    }
                ),
            ),
        ],
    )

    ar = "ariba_reporting"
    job = hid("ariba-job-ok", 12)
    session(
        "ariba",
        True,
        1,
        "Pull the list of purchase orders approved last week from Ariba and tell me the three largest.",
        [
            (
                ar,
                {
                    "method": "POST",
                    "path": "/api/procurement-reporting-job/v2/prod/jobs?realm=acme-T",
                    "body": {
                        "viewTemplateName": "PurchaseOrder_SystemView",
                        "filters": {
                            "updatedDateFrom": "2024-05-06T00:00:00Z",
                            "updatedDateTo": "2024-05-13T00:00:00Z",
                        },
                    },
                },
                js({"jobId": job, "status": "pending", "message": "Job created"}),
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": f"/api/procurement-reporting-job/v2/prod/jobs/{job}?realm=acme-T",
                },
                js({"jobId": job, "status": "processing", "files": [], "totalNumOfPages": 0}),
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": f"/api/procurement-reporting-job/v2/prod/jobs/{job}?realm=acme-T",
                },
                js({"jobId": job, "status": "processing", "files": [], "totalNumOfPages": 0}),
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": f"/api/procurement-reporting-job/v2/prod/jobs/{job}?realm=acme-T",
                },
                js(
                    {
                        "jobId": job,
                        "status": "completed",
                        "files": ["part-00000.zip"],
                        "totalNumOfPages": 1,
                        "totalRecords": 38,
                    }
                ),
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": f"/api/procurement-reporting-job/v2/prod/jobs/{job}/files/part-00000.zip?realm=acme-T",
                },
                "[extracted records.json, 38 records; first 5 shown]\n"
                + js(
                    [
                        {
                            "OrderID": "EP1207",
                            "Supplier": {"Name": "Grainger Industrial"},
                            "TotalCost": {"Amount": 48210.0, "Currency": "USD"},
                            "ApprovedState": "Approved",
                            "OrderedDate": "2024-05-08T14:02:11Z",
                        },
                        {
                            "OrderID": "EP1211",
                            "Supplier": {"Name": "CDW Direct"},
                            "TotalCost": {"Amount": 7312.4, "Currency": "USD"},
                            "ApprovedState": "Approved",
                            "OrderedDate": "2024-05-09T09:47:55Z",
                        },
                        {
                            "OrderID": "EP1215",
                            "Supplier": {"Name": "Fastenal Co"},
                            "TotalCost": {"Amount": 1290.0, "Currency": "USD"},
                            "ApprovedState": "Approved",
                            "OrderedDate": "2024-05-09T16:20:03Z",
                        },
                        {
                            "OrderID": "EP1219",
                            "Supplier": {"Name": "Staples Business"},
                            "TotalCost": {"Amount": 356.18, "Currency": "USD"},
                            "ApprovedState": "Approved",
                            "OrderedDate": "2024-05-10T11:05:40Z",
                        },
                        {
                            "OrderID": "EP1224",
                            "Supplier": {"Name": "Dell Marketing LP"},
                            "TotalCost": {"Amount": 96540.0, "Currency": "USD"},
                            "ApprovedState": "Approved",
                            "OrderedDate": "2024-05-10T18:33:29Z",
                        },
                    ],
                    1,
                ),
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": f"/api/procurement-reporting-job/v2/prod/jobs/{job}/files/part-00000.zip?realm=acme-T",
                    "jq": "sort_by(-.TotalCost.Amount) | .[:3] | map({OrderID, s: .Supplier.Name, a: .TotalCost.Amount})",
                },
                js(
                    [
                        {"OrderID": "EP1224", "s": "Dell Marketing LP", "a": 96540.0},
                        {"OrderID": "EP1238", "s": "Herman Miller Inc", "a": 61875.0},
                        {"OrderID": "EP1207", "s": "Grainger Industrial", "a": 48210.0},
                    ],
                    1,
                ),
            ),
        ],
    )

    ep = "epicor_rest"
    eph = "https://kinetic.acme-mfg.com/KineticProd/api/v2/odata/EPIC06"
    session(
        "epicor",
        True,
        1,
        "Part 10-4471 in Epicor should be marked non-stock and its lead time set to 21 days; check the current values first.",
        [
            (
                ep,
                {
                    "method": "GET",
                    "path": "Erp.BO.PartSvc/Parts('EPIC06','10-4471')",
                    "query": "$select=PartNum,PartDescription,NonStock,TypeCode,InActive",
                },
                js(
                    {
                        "@odata.context": f"{eph}/Erp.BO.PartSvc/$metadata#Parts(PartNum,PartDescription,NonStock,TypeCode,InActive)/$entity",
                        "PartNum": "10-4471",
                        "PartDescription": "Hinge, zinc, 40mm",
                        "NonStock": False,
                        "TypeCode": "P",
                        "InActive": False,
                    }
                ),
            ),
            (
                ep,
                {
                    "method": "GET",
                    "path": "Erp.BO.PartSvc/PartPlants",
                    "query": "$filter=PartNum eq '10-4471'&$select=Company,Plant,PartNum,LeadTime,VendorNum",
                },
                js(
                    {
                        "@odata.context": f"{eph}/Erp.BO.PartSvc/$metadata#PartPlants(Company,Plant,PartNum,LeadTime,VendorNum)",
                        "value": [
                            {
                                "Company": "EPIC06",
                                "Plant": "MfgSys",
                                "PartNum": "10-4471",
                                "LeadTime": 14,
                                "VendorNum": 118,
                            },
                            {
                                "Company": "EPIC06",
                                "Plant": "West",
                                "PartNum": "10-4471",
                                "LeadTime": 18,
                                "VendorNum": 118,
                            },
                        ],
                    }
                ),
            ),
            (
                ep,
                {
                    "method": "PATCH",
                    "path": "Erp.BO.PartSvc/Parts('EPIC06','10-4471')",
                    "body": {"NonStock": True},
                },
                "HTTP 204 No Content",
            ),
            (
                ep,
                {
                    "method": "PATCH",
                    "path": "Erp.BO.PartSvc/PartPlants('EPIC06','MfgSys','10-4471')",
                    "body": {"LeadTime": 21},
                },
                "HTTP 204 No Content",
            ),
            (
                ep,
                {
                    "method": "PATCH",
                    "path": "Erp.BO.PartSvc/PartPlants('EPIC06','West','10-4471')",
                    "body": {"LeadTime": 21},
                },
                "HTTP 204 No Content",
            ),
            (
                ep,
                {
                    "method": "GET",
                    "path": "Erp.BO.PartSvc/PartPlants",
                    "query": "$filter=PartNum eq '10-4471'&$select=Plant,LeadTime",
                },
                js(
                    {
                        "@odata.context": f"{eph}/Erp.BO.PartSvc/$metadata#PartPlants(Plant,LeadTime)",
                        "value": [
                            {"Plant": "MfgSys", "LeadTime": 21},
                            {"Plant": "West", "LeadTime": 21},
                        ],
                    }
                ),
            ),
        ],
    )

    io = "ion_api"
    session(
        "infor-ion",
        True,
        1,
        "Did the SyncPurchaseOrder BOD for PO 4500017720 reach the warehouse system? The WMS team says they never got it.",
        [
            (
                io,
                {
                    "method": "POST",
                    "path": "/ACME_PRD/IONSERVICES/oneviewapi/messages/search",
                    "body": {
                        "documentName": "SyncPurchaseOrder",
                        "documentId": "4500017720",
                        "fromDate": "2024-05-01T00:00:00Z",
                    },
                },
                js(
                    {
                        "totalCount": 1,
                        "messages": [
                            {
                                "messageId": "ad2c" + hid("ion1", 28),
                                "documentName": "SyncPurchaseOrder",
                                "documentId": "4500017720",
                                "fromLogicalId": "lid://infor.m3.m3",
                                "toLogicalId": "lid://infor.wms.wms",
                                "status": "ERROR",
                                "lastUpdated": "2024-05-14T07:31:09.442Z",
                            }
                        ],
                    }
                ),
            ),
            (
                io,
                {
                    "method": "GET",
                    "path": "/ACME_PRD/IONSERVICES/oneviewapi/messages/ad2c"
                    + hid("ion1", 28)
                    + "/events",
                },
                js(
                    {
                        "events": [
                            {
                                "timestamp": "2024-05-14T07:31:08.901Z",
                                "type": "PUBLISHED",
                                "component": "lid://infor.m3.m3",
                            },
                            {
                                "timestamp": "2024-05-14T07:31:09.120Z",
                                "type": "ROUTED",
                                "component": "ION Connect",
                                "detail": "Connection point CP_WMS_INBOUND",
                            },
                            {
                                "timestamp": "2024-05-14T07:31:09.442Z",
                                "type": "ERROR",
                                "component": "CP_WMS_INBOUND",
                                "detail": "Document rejected by mapping PO_to_WMS_v3: required element /SyncPurchaseOrder/DataArea/PurchaseOrder/PurchaseOrderLine[3]/ShipToParty/Location/ID is empty",
                            },
                        ]
                    }
                ),
            ),
            (
                io,
                {
                    "method": "POST",
                    "path": "/ACME_PRD/IONSERVICES/oneviewapi/messages/search",
                    "body": {
                        "documentName": "SyncPurchaseOrder",
                        "toLogicalId": "lid://infor.wms.wms",
                        "status": "ERROR",
                        "fromDate": "2024-05-01T00:00:00Z",
                    },
                },
                js(
                    {
                        "totalCount": 1,
                        "messages": [
                            {
                                "messageId": "ad2c" + hid("ion1", 28),
                                "documentName": "SyncPurchaseOrder",
                                "documentId": "4500017720",
                                "status": "ERROR",
                                "lastUpdated": "2024-05-14T07:31:09.442Z",
                            }
                        ],
                    }
                ),
            ),
            (
                io,
                {
                    "method": "POST",
                    "path": "/ACME_PRD/IONSERVICES/oneviewapi/messages/search",
                    "body": {
                        "documentName": "ProcessPurchaseOrder",
                        "documentId": "4500017720",
                        "fromDate": "2024-05-01T00:00:00Z",
                    },
                },
                js({"totalCount": 0, "messages": []}),
            ),
        ],
    )

    sinv = "API_SUPPLIERINVOICE_PROCESS_SRV"
    session(
        "sap-odata",
        True,
        2,
        "Does supplier 17300080 have any invoices blocked for payment right now? Finance wants a yes/no before the run.",
        [
            (
                t,
                {
                    "service": "API_BUSINESS_PARTNER",
                    "entity_set": "A_Supplier('17300080')",
                    "query": "$select=Supplier,SupplierName,PostingIsBlocked,PaymentIsBlockedForSupplier",
                },
                js(
                    {
                        "d": {
                            "__metadata": {
                                "id": "https://s4h.corp.example.com/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_Supplier('17300080')",
                                "uri": "https://s4h.corp.example.com/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_Supplier('17300080')",
                                "type": "API_BUSINESS_PARTNER.A_SupplierType",
                            },
                            "Supplier": "17300080",
                            "SupplierName": "Gwinnett Metal Works LLC",
                            "PostingIsBlocked": False,
                            "PaymentIsBlockedForSupplier": False,
                        }
                    }
                ),
            ),
            (
                t,
                {
                    "service": sinv,
                    "entity_set": "A_SupplierInvoice",
                    "query": "$filter=InvoicingParty eq '17300080' and PaymentBlockingReason ne ''&$select=SupplierInvoice,FiscalYear,PaymentBlockingReason,InvoiceGrossAmount",
                },
                js({"d": {"results": []}}),
            ),
            (
                t,
                {
                    "service": sinv,
                    "entity_set": "A_SupplierInvoice",
                    "query": "$filter=InvoicingParty eq '17300080' and FiscalYear eq '2024'&$select=SupplierInvoice,DocumentDate,InvoiceGrossAmount,PaymentBlockingReason,SupplierInvoiceStatus&$orderby=DocumentDate desc&$top=5",
                },
                odata_v2(
                    sinv,
                    "A_SupplierInvoice",
                    [
                        {
                            "_key": "SupplierInvoice='5105600811',FiscalYear='2024'",
                            "SupplierInvoice": "5105600811",
                            "DocumentDate": "/Date(1715299200000)/",
                            "InvoiceGrossAmount": "12480.00",
                            "PaymentBlockingReason": "",
                            "SupplierInvoiceStatus": "5",
                        },
                        {
                            "_key": "SupplierInvoice='5105600764',FiscalYear='2024'",
                            "SupplierInvoice": "5105600764",
                            "DocumentDate": "/Date(1714521600000)/",
                            "InvoiceGrossAmount": "3310.25",
                            "PaymentBlockingReason": "",
                            "SupplierInvoiceStatus": "5",
                        },
                    ],
                ),
            ),
        ],
    )

    # failing: SSO session lapsed, gateway answers with the IdP login page
    login = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Sign In</title>\n'
        '<link rel="stylesheet" href="/adfs/portal/css/style.css?id=D74D4D6F"></head>\n'
        '<body dir="ltr" class="body"><div id="fullPage"><div id="brandingWrapper" class="float"></div>\n'
        '<div id="contentWrapper" class="float"><div id="content"><div id="header"><img class="logoImage" src="/adfs/portal/logo/logo.png" alt="ACME"></div>\n'
        '<main><div id="workArea"><div id="authArea" class="groupMargin"><div id="loginArea"><div id="loginMessage" class="groupMargin">Sign in with your organizational account</div>\n'
        '<form method="post" id="loginForm" autocomplete="off" novalidate="novalidate" action="/adfs/ls/?SAMLRequest=fZJNb4MwDIb%2FCsq9QCnQNirV2HrotE2KWm2HXSoTzAgRJDQ...&amp;RelayState=oucrsdtm">\n'
        '<input id="userNameInput" name="UserName" type="email" placeholder="someone@example.com">\n'
        '<input id="passwordInput" name="Password" type="password" placeholder="Password">\n'
        '<span id="submitButton" class="submit" tabindex="4" role="button">Sign in</span></form></div></div></div></main></div></div></div></body></html>'
    )
    session(
        "sap-odata",
        False,
        1,
        "List deliveries for sales order 5000871 and tell me whether goods issue has been posted.",
        [
            (
                t,
                {
                    "service": "API_OUTBOUND_DELIVERY_SRV;v=0002",
                    "entity_set": "A_OutbDeliveryItem",
                    "query": "$filter=ReferenceSDDocument eq '5000871'&$select=DeliveryDocument,DeliveryDocumentItem,ActualDeliveryQuantity",
                },
                login,
            ),
            (
                t,
                {
                    "service": "API_OUTBOUND_DELIVERY_SRV;v=0002",
                    "entity_set": "A_OutbDeliveryItem",
                    "query": "$filter=ReferenceSDDocument eq '0005000871'",
                },
                login,
            ),
            (
                t,
                {
                    "service": so,
                    "entity_set": "A_SalesOrder('5000871')",
                    "query": "$select=SalesOrder,OverallDeliveryStatus,OverallSDProcessStatus",
                },
                login,
            ),
            (
                t,
                {"service": so, "entity_set": "A_SalesOrder('5000871')/to_Item", "query": ""},
                login,
            ),
            (
                t,
                {
                    "service": "API_OUTBOUND_DELIVERY_SRV;v=0002",
                    "entity_set": "A_OutbDeliveryHeader",
                    "query": "$filter=SoldToParty eq '17100003' and CreationDate ge datetime'2024-05-01T00:00:00'&$top=20",
                },
                login,
            ),
            (
                t,
                {
                    "service": "API_OUTBOUND_DELIVERY_SRV;v=0002",
                    "entity_set": "$metadata",
                    "query": "",
                },
                login,
            ),
            (
                t,
                {
                    "service": "API_OUTBOUND_DELIVERY_SRV;v=0002",
                    "entity_set": "A_OutbDeliveryHeader",
                    "query": "$top=1",
                },
                login,
            ),
        ],
    )

    # failing: the connection points at the sandbox environment, empty for everything
    sb = "https://contoso-sandbox.crm.dynamics.com/api/data/v9.2"
    session(
        "dataverse",
        False,
        1,
        "Find the open cases for Adventure Works and who owns each one.",
        [
            (
                dv,
                {
                    "path": "accounts",
                    "query": "$select=name,accountid&$filter=contains(name,'Adventure Works')",
                },
                js({"@odata.context": f"{sb}/$metadata#accounts(name,accountid)", "value": []}),
            ),
            (
                dv,
                {
                    "path": "accounts",
                    "query": "$select=name,accountid&$filter=startswith(name,'Adventure')",
                },
                js({"@odata.context": f"{sb}/$metadata#accounts(name,accountid)", "value": []}),
            ),
            (
                dv,
                {
                    "path": "incidents",
                    "query": "$select=title,ticketnumber,_ownerid_value&$filter=statecode eq 0&$top=20",
                },
                js(
                    {
                        "@odata.context": f"{sb}/$metadata#incidents(title,ticketnumber,_ownerid_value)",
                        "value": [],
                    }
                ),
            ),
            (
                dv,
                {
                    "path": "incidents",
                    "query": "$select=title,ticketnumber&$filter=contains(title,'Adventure')",
                },
                js(
                    {"@odata.context": f"{sb}/$metadata#incidents(title,ticketnumber)", "value": []}
                ),
            ),
            (
                dv,
                {
                    "path": "contacts",
                    "query": "$select=fullname,emailaddress1&$filter=contains(emailaddress1,'adventure-works.com')",
                },
                js(
                    {
                        "@odata.context": f"{sb}/$metadata#contacts(fullname,emailaddress1)",
                        "value": [],
                    }
                ),
            ),
            (
                dv,
                {"path": "accounts", "query": "$select=name&$top=5"},
                js({"@odata.context": f"{sb}/$metadata#accounts(name)", "value": []}),
            ),
            (
                dv,
                {"path": "incidents", "query": "$count=true&$top=1"},
                js({"@odata.context": f"{sb}/$metadata#incidents", "@odata.count": 0, "value": []}),
            ),
        ],
    )

    comm = (
        "CommunicationError: RFC_COMMUNICATION_FAILURE (rc=1): key=RFC_COMMUNICATION_FAILURE, "
        "message=\nLOCATION    CPIC (TCP/IP) on local host with Unicode\nERROR       partner 'sapprd01.corp.example.com:3300' not reached\n"
        "TIME        Tue May 14 09:12:44 2024\nRELEASE     753\nCOMPONENT   NI (network interface)\nVERSION     40\nRC          -10\n"
        "MODULE      /bas/753_REL/src/base/ni/nixxi.cpp\nLINE        3286\nDETAIL      NiPConnect2: 10.40.3.21:3300\nSYSTEM CALL connect\n"
        "ERRNO       111\nERRNO TEXT  Connection refused\nCOUNTER     4 [MSG: class=, type=, number=, v1-4:=;;;]"
    )
    session(
        "pyrfc",
        False,
        1,
        "Check the stock of material FG-2290 in plant 1710 and whether there are open production orders for it.",
        [
            (
                r,
                {
                    "function": "BAPI_MATERIAL_AVAILABILITY",
                    "params": {"PLANT": "1710", "MATERIAL": "FG-2290", "UNIT": "ST"},
                },
                comm,
            ),
            (
                r,
                {
                    "function": "BAPI_MATERIAL_STOCK_REQ_LIST",
                    "params": {"MATERIAL": "FG-2290", "PLANT": "1710"},
                },
                comm.replace("COUNTER     4", "COUNTER     5"),
            ),
            (
                r,
                {"function": "RFC_PING", "params": {}},
                comm.replace("COUNTER     4", "COUNTER     6"),
            ),
            (
                r,
                {
                    "function": "BAPI_PRODORD_GET_LIST",
                    "params": {"MATERIAL_RANGE": [{"SIGN": "I", "OPTION": "EQ", "LOW": "FG-2290"}]},
                },
                comm.replace("COUNTER     4", "COUNTER     7"),
            ),
            (
                r,
                {
                    "function": "BAPI_MATERIAL_GET_DETAIL",
                    "params": {"MATERIAL": "FG-2290", "PLANT": "1710"},
                },
                comm.replace("COUNTER     4", "COUNTER     8"),
            ),
            (
                r,
                {"function": "RFC_SYSTEM_INFO", "params": {}},
                comm.replace("COUNTER     4", "COUNTER     9"),
            ),
        ],
    )

    rl = js(
        {
            "error": "Too Many Requests",
            "message": "API rate limit exceeded. Limit: 1 request per second, 20 per hour for application 'acme-reporting'. Retry after 2024-05-14T11:00:00Z",
        }
    )
    session(
        "ariba",
        False,
        1,
        "Get all invoices from supplier 'Dell Marketing LP' received this quarter and their payment status.",
        [
            (
                ar,
                {
                    "method": "POST",
                    "path": "/api/procurement-reporting-job/v2/prod/jobs?realm=acme-T",
                    "body": {
                        "viewTemplateName": "Invoice_SystemView",
                        "filters": {
                            "createdDateFrom": "2024-04-01T00:00:00Z",
                            "createdDateTo": "2024-05-14T00:00:00Z",
                        },
                    },
                },
                rl,
            ),
            (
                ar,
                {
                    "method": "POST",
                    "path": "/api/procurement-reporting-job/v2/prod/jobs?realm=acme-T",
                    "body": {
                        "viewTemplateName": "Invoice_SystemView",
                        "filters": {
                            "createdDateFrom": "2024-04-01T00:00:00Z",
                            "createdDateTo": "2024-05-14T00:00:00Z",
                            "supplierName": "Dell Marketing LP",
                        },
                    },
                },
                rl,
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": "/api/procurement-reporting-details/v2/prod/views/Invoice_SystemView?realm=acme-T&filters=%7B%22createdDateFrom%22%3A%222024-04-01T00%3A00%3A00Z%22%7D",
                },
                rl,
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": "/api/procurement-reporting-details/v2/prod/views/Payment_SystemView?realm=acme-T",
                },
                rl,
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": "/api/procurement-reporting-job/v2/prod/jobs?realm=acme-T&status=completed",
                },
                rl,
            ),
            (
                ar,
                {
                    "method": "POST",
                    "path": "/api/procurement-reporting-job/v2/prod/jobs?realm=acme-T",
                    "body": {
                        "viewTemplateName": "InvoiceReconciliation_SystemView",
                        "filters": {"createdDateFrom": "2024-04-01T00:00:00Z"},
                    },
                },
                rl,
            ),
            (
                ar,
                {
                    "method": "GET",
                    "path": "/api/procurement-reporting-details/v2/prod/views/Invoice_SystemView?realm=acme-T&pageToken=1",
                },
                rl,
            ),
        ],
    )


_sap()


# ---------------------------------------------------------------- Network automation
def _net():
    nm = "netmiko_send_command"
    nc = "netmiko_send_config"
    brief1 = """Interface              IP-Address      OK? Method Status                Protocol
GigabitEthernet0/0     203.0.113.18    YES NVRAM  up                    up      
GigabitEthernet0/1     10.12.0.1       YES NVRAM  up                    up      
GigabitEthernet0/2     unassigned      YES NVRAM  administratively down down    
Loopback0              10.255.12.1     YES NVRAM  up                    up      
Tunnel100              172.16.100.12   YES NVRAM  up                    up      """
    ospf_empty = ""
    ospf_if = """GigabitEthernet0/1 is up, line protocol is up 
  Internet Address 10.12.0.1/30, Area 0.0.0.12, Attached via Network Statement
  Process ID 10, Router ID 10.255.12.1, Network Type BROADCAST, Cost: 1
  Topology-MTID    Cost    Disabled    Shutdown      Topology Name
        0           1         no          no            Base
  Transmit Delay is 1 sec, State DR, Priority 1
  Designated Router (ID) 10.255.12.1, Interface address 10.12.0.1
  No backup designated router on this network
  Timer intervals configured, Hello 10, Dead 40, Wait 40, Retransmit 5
    oob-resync timeout 40
    Hello due in 00:00:04
  Supports Link-local Signaling (LLS)
  Cisco NSF helper support enabled
  IETF NSF helper support enabled
  Index 2/2/2, flood queue length 0
  Next 0x0(0)/0x0(0)/0x0(0)
  Last flood scan length is 0, maximum is 0
  Last flood scan time is 0 msec, maximum is 0 msec
  Neighbor Count is 0, Adjacent neighbor count is 0 
  Suppress hello for 0 neighbor(s)"""
    log = """*May 14 08:41:17.305: %OSPF-4-ERRRCV: Received invalid packet: mismatched area ID from backbone area from 10.12.0.2, GigabitEthernet0/1
*May 14 08:41:27.311: %OSPF-4-ERRRCV: Received invalid packet: mismatched area ID from backbone area from 10.12.0.2, GigabitEthernet0/1
*May 14 08:41:37.298: %OSPF-4-ERRRCV: Received invalid packet: mismatched area ID from backbone area from 10.12.0.2, GigabitEthernet0/1"""
    cfg = """configure terminal
Enter configuration commands, one per line.  End with CNTL/Z.
R-BR12(config)#router ospf 10
R-BR12(config-router)#no network 10.12.0.0 0.0.0.3 area 12
R-BR12(config-router)#network 10.12.0.0 0.0.0.3 area 0
R-BR12(config-router)#end
R-BR12#"""
    nbr = """
Neighbor ID     Pri   State           Dead Time   Address         Interface
10.255.0.2        1   FULL/BDR        00:00:37    10.12.0.2       GigabitEthernet0/1"""
    session(
        "netmiko",
        True,
        1,
        "Branch router R-BR12 isn't forming an OSPF adjacency with the distribution switch on Gi0/1. Find out why and fix it.",
        [
            (
                nm,
                {
                    "host": "r-br12.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show ip interface brief",
                },
                brief1,
            ),
            (
                nm,
                {
                    "host": "r-br12.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show ip ospf neighbor",
                },
                ospf_empty,
            ),
            (
                nm,
                {
                    "host": "r-br12.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show ip ospf interface GigabitEthernet0/1",
                },
                ospf_if,
            ),
            (
                nm,
                {
                    "host": "r-br12.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show logging | include OSPF",
                },
                log,
            ),
            (
                nc,
                {
                    "host": "r-br12.net.example.com",
                    "device_type": "cisco_ios",
                    "config_commands": [
                        "router ospf 10",
                        "no network 10.12.0.0 0.0.0.3 area 12",
                        "network 10.12.0.0 0.0.0.3 area 0",
                    ],
                },
                cfg,
            ),
            (
                nm,
                {
                    "host": "r-br12.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show ip ospf neighbor",
                },
                nbr,
            ),
            (
                nm,
                {
                    "host": "r-br12.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "write memory",
                },
                "Building configuration...\n[OK]",
            ),
        ],
    )

    jr = "junos_rpc"
    bgp_sum = """<bgp-information xmlns="http://xml.juniper.net/junos/23.2R1/junos-routing">
<group-count>3</group-count>
<peer-count>5</peer-count>
<down-peer-count>1</down-peer-count>
<bgp-peer>
<peer-address>198.51.100.1</peer-address>
<peer-as>64500</peer-as>
<input-messages>1288210</input-messages>
<output-messages>40512</output-messages>
<flap-count>2</flap-count>
<peer-state>Established</peer-state>
<elapsed-time seconds="1812233">2w6d 23:23:53</elapsed-time>
</bgp-peer>
<bgp-peer>
<peer-address>198.51.100.9</peer-address>
<peer-as>64501</peer-as>
<input-messages>0</input-messages>
<output-messages>0</output-messages>
<flap-count>14</flap-count>
<peer-state>Active</peer-state>
<elapsed-time seconds="5112">1:25:12</elapsed-time>
</bgp-peer>
<bgp-peer>
<peer-address>10.0.0.2</peer-address>
<peer-as>65010</peer-as>
<input-messages>220941</input-messages>
<output-messages>221003</output-messages>
<flap-count>0</flap-count>
<peer-state>Established</peer-state>
<elapsed-time seconds="6048133">10w0d 0:02:13</elapsed-time>
</bgp-peer>
<bgp-peer>
<peer-address>10.0.0.3</peer-address>
<peer-as>65010</peer-as>
<input-messages>220877</input-messages>
<output-messages>220990</output-messages>
<flap-count>0</flap-count>
<peer-state>Established</peer-state>
<elapsed-time seconds="6048120">10w0d 0:02:00</elapsed-time>
</bgp-peer>
<bgp-peer>
<peer-address>2001:db8:100::1</peer-address>
<peer-as>64500</peer-as>
<input-messages>990312</input-messages>
<output-messages>40488</output-messages>
<flap-count>1</flap-count>
<peer-state>Established</peer-state>
<elapsed-time seconds="1812190">2w6d 23:23:10</elapsed-time>
</bgp-peer>
</bgp-information>"""
    nbr9 = """<bgp-information xmlns="http://xml.juniper.net/junos/23.2R1/junos-routing">
<bgp-peer junos:style="detail">
<peer-address>198.51.100.9+179</peer-address>
<peer-as>64501</peer-as>
<local-address>198.51.100.10</local-address>
<local-as>65010</local-as>
<peer-group>TRANSIT-B</peer-group>
<peer-state>Active</peer-state>
<last-state>Idle</last-state>
<last-event>ConnectRetry</last-event>
<last-error>Hold Timer Expired Error</last-error>
<bgp-option-information>
<export-policy>EXPORT-TRANSIT</export-policy>
<import-policy>IMPORT-TRANSIT-B</import-policy>
<bgp-options>Preference HoldTime AuthKey PeerAS LocalAS Refresh</bgp-options>
<authentication-configured/>
<holdtime>90</holdtime>
</bgp-option-information>
<flap-count>14</flap-count>
<last-flap-event>HoldTime</last-flap-event>
</bgp-peer>
</bgp-information>"""
    ping = """<ping-results xmlns="http://xml.juniper.net/junos/23.2R1/junos-probe-tests">
<target-host>198.51.100.9</target-host>
<target-ip>198.51.100.9</target-ip>
<packet-size>56</packet-size>
<probe-results-summary>
<probes-sent>5</probes-sent>
<responses-received>0</responses-received>
<packet-loss>100</packet-loss>
</probe-results-summary>
<ping-failure>no response</ping-failure>
</ping-results>"""
    intf = """<interface-information xmlns="http://xml.juniper.net/junos/23.2R1/junos-interface" junos:style="terse">
<physical-interface>
<name>xe-0/1/3</name>
<admin-status>up</admin-status>
<oper-status>down</oper-status>
<logical-interface>
<name>xe-0/1/3.0</name>
<admin-status>up</admin-status>
<oper-status>down</oper-status>
<address-family>
<address-family-name>inet</address-family-name>
<interface-address>
<ifa-local>198.51.100.10/30</ifa-local>
</interface-address>
</address-family>
</logical-interface>
</physical-interface>
</interface-information>"""
    session(
        "junos-pyez",
        True,
        1,
        "Which BGP sessions on edge-mx1 are down, and is it a link problem or a BGP problem?",
        [
            (jr, {"host": "edge-mx1", "rpc": "get-bgp-summary-information"}, bgp_sum),
            (
                jr,
                {
                    "host": "edge-mx1",
                    "rpc": "get-bgp-neighbor-information",
                    "kwargs": {"neighbor-address": "198.51.100.9"},
                },
                nbr9,
            ),
            (
                jr,
                {
                    "host": "edge-mx1",
                    "rpc": "ping",
                    "kwargs": {"host": "198.51.100.9", "count": "5", "rapid": True},
                },
                ping,
            ),
            (
                jr,
                {
                    "host": "edge-mx1",
                    "rpc": "get-interface-information",
                    "kwargs": {"interface-name": "xe-0/1/3", "terse": True},
                },
                intf,
            ),
            (
                jr,
                {
                    "host": "edge-mx1",
                    "rpc": "get-interface-optics-diagnostics-information",
                    "kwargs": {"interface-name": "xe-0/1/3"},
                },
                """<interface-information xmlns="http://xml.juniper.net/junos/23.2R1/junos-interface">
<physical-interface>
<name>xe-0/1/3</name>
<optics-diagnostics>
<laser-bias-current>6.120</laser-bias-current>
<laser-output-power-dbm>-2.31</laser-output-power-dbm>
<rx-signal-avg-optical-power-dbm>-40.00</rx-signal-avg-optical-power-dbm>
<laser-rx-power-low-alarm>on</laser-rx-power-low-alarm>
<laser-rx-power-low-warn>on</laser-rx-power-low-warn>
</optics-diagnostics>
</physical-interface>
</interface-information>""",
            ),
        ],
    )

    ea = "eapi_run_cmds"
    session(
        "arista-eapi",
        True,
        1,
        "Where is the host with MAC 0050.56a1.3c7e plugged in, and what VLAN is it on?",
        [
            (
                ea,
                {"host": "leaf3.dc1", "cmds": ["show mac address-table address 0050.56a1.3c7e"]},
                js(
                    {
                        "jsonrpc": "2.0",
                        "id": "EapiExplorer-1",
                        "result": [
                            {
                                "multicastTable": {"tableEntries": []},
                                "unicastTable": {
                                    "tableEntries": [
                                        {
                                            "macAddress": "00:50:56:a1:3c:7e",
                                            "lastMove": 1715671203.51,
                                            "interface": "Port-Channel1000",
                                            "moves": 1,
                                            "entryType": "dynamic",
                                            "vlanId": 210,
                                        }
                                    ]
                                },
                            }
                        ],
                    }
                ),
            ),
            (
                ea,
                {
                    "host": "leaf3.dc1",
                    "cmds": [
                        "show lldp neighbors Port-Channel1000",
                        "show port-channel 1000 detailed",
                    ],
                },
                js(
                    {
                        "jsonrpc": "2.0",
                        "id": "EapiExplorer-1",
                        "result": [
                            {
                                "tablesLastChangeTime": 1715000012.3,
                                "tablesAgeOuts": 0,
                                "tablesInserts": 12,
                                "lldpNeighbors": [],
                                "tablesDeletes": 0,
                                "tablesDrops": 0,
                            },
                            {
                                "portChannels": {
                                    "Port-Channel1000": {
                                        "activePorts": {
                                            "Ethernet49/1": {
                                                "protocol": "lacp",
                                                "lacpMode": "active",
                                                "timeBecameActive": 1714990021.1,
                                            }
                                        },
                                        "inactivePorts": {},
                                    }
                                }
                            },
                        ],
                    }
                ),
            ),
            (
                ea,
                {"host": "leaf3.dc1", "cmds": ["show lldp neighbors Ethernet49/1"]},
                js(
                    {
                        "jsonrpc": "2.0",
                        "id": "EapiExplorer-1",
                        "result": [
                            {
                                "tablesLastChangeTime": 1715000012.3,
                                "tablesAgeOuts": 0,
                                "tablesInserts": 12,
                                "tablesDeletes": 0,
                                "tablesDrops": 0,
                                "lldpNeighbors": [
                                    {
                                        "port": "Ethernet49/1",
                                        "neighborDevice": "spine1.dc1",
                                        "neighborPort": "Ethernet3/1",
                                        "ttl": 120,
                                    }
                                ],
                            }
                        ],
                    }
                ),
            ),
            (
                ea,
                {"host": "leaf7.dc1", "cmds": ["show mac address-table address 0050.56a1.3c7e"]},
                js(
                    {
                        "jsonrpc": "2.0",
                        "id": "EapiExplorer-1",
                        "result": [
                            {
                                "multicastTable": {"tableEntries": []},
                                "unicastTable": {
                                    "tableEntries": [
                                        {
                                            "macAddress": "00:50:56:a1:3c:7e",
                                            "lastMove": 1715671203.12,
                                            "interface": "Ethernet14",
                                            "moves": 1,
                                            "entryType": "dynamic",
                                            "vlanId": 210,
                                        }
                                    ]
                                },
                            }
                        ],
                    }
                ),
            ),
            (
                ea,
                {
                    "host": "leaf7.dc1",
                    "cmds": ["show interfaces Ethernet14 status", "show lldp neighbors Ethernet14"],
                },
                js(
                    {
                        "jsonrpc": "2.0",
                        "id": "EapiExplorer-1",
                        "result": [
                            {
                                "interfaceStatuses": {
                                    "Ethernet14": {
                                        "vlanInformation": {
                                            "interfaceMode": "bridged",
                                            "vlanId": 210,
                                            "interfaceForwardingModel": "bridged",
                                        },
                                        "bandwidth": 25000000000,
                                        "interfaceType": "25GBASE-CR",
                                        "description": "esx-r12-07 vmnic2",
                                        "autoNegotiateActive": False,
                                        "duplex": "duplexFull",
                                        "autoNegotigateActive": False,
                                        "linkStatus": "connected",
                                        "lineProtocolStatus": "up",
                                    }
                                }
                            },
                            {
                                "tablesLastChangeTime": 1715000099.8,
                                "tablesAgeOuts": 0,
                                "tablesInserts": 9,
                                "lldpNeighbors": [],
                                "tablesDeletes": 0,
                                "tablesDrops": 0,
                            },
                        ],
                    }
                ),
            ),
        ],
    )

    nb = "netbox_api"
    pfx_id = 1184
    session(
        "netbox",
        True,
        1,
        "Carve the next free /29 out of 10.40.0.0/22 for site ams3 (role: oob), and reserve its first address as the gateway.",
        [
            (
                nb,
                {
                    "method": "GET",
                    "path": "/api/ipam/prefixes/",
                    "params": {"prefix": "10.40.0.0/22"},
                },
                js(
                    {
                        "count": 1,
                        "next": None,
                        "previous": None,
                        "results": [
                            {
                                "id": pfx_id,
                                "url": f"https://netbox.example.com/api/ipam/prefixes/{pfx_id}/",
                                "display": "10.40.0.0/22",
                                "family": {"value": 4, "label": "IPv4"},
                                "prefix": "10.40.0.0/22",
                                "site": {
                                    "id": 31,
                                    "url": "https://netbox.example.com/api/dcim/sites/31/",
                                    "display": "ams3",
                                    "name": "ams3",
                                    "slug": "ams3",
                                },
                                "vrf": None,
                                "tenant": None,
                                "vlan": None,
                                "status": {"value": "container", "label": "Container"},
                                "role": None,
                                "is_pool": False,
                                "mark_utilized": False,
                                "description": "AMS3 infrastructure",
                                "tags": [],
                                "created": "2022-08-03T10:12:44.120931Z",
                                "last_updated": "2023-02-17T08:01:12.554210Z",
                                "children": 37,
                                "_depth": 0,
                            }
                        ],
                    },
                    2,
                ),
            ),
            (
                nb,
                {"method": "GET", "path": f"/api/ipam/prefixes/{pfx_id}/available-prefixes/"},
                js(
                    [
                        {"family": 4, "prefix": "10.40.2.200/29", "vrf": None},
                        {"family": 4, "prefix": "10.40.2.208/28", "vrf": None},
                        {"family": 4, "prefix": "10.40.2.224/27", "vrf": None},
                        {"family": 4, "prefix": "10.40.3.128/25", "vrf": None},
                    ],
                    2,
                ),
            ),
            (
                nb,
                {"method": "GET", "path": "/api/ipam/roles/", "params": {"slug": "oob"}},
                js(
                    {
                        "count": 1,
                        "next": None,
                        "previous": None,
                        "results": [
                            {
                                "id": 6,
                                "url": "https://netbox.example.com/api/ipam/roles/6/",
                                "display": "OOB",
                                "name": "OOB",
                                "slug": "oob",
                                "weight": 1000,
                                "description": "Out-of-band management",
                                "prefix_count": 22,
                                "vlan_count": 9,
                            }
                        ],
                    },
                    2,
                ),
            ),
            (
                nb,
                {
                    "method": "POST",
                    "path": f"/api/ipam/prefixes/{pfx_id}/available-prefixes/",
                    "body": {
                        "prefix_length": 29,
                        "site": 31,
                        "role": 6,
                        "status": "active",
                        "description": "ams3 OOB rack 14",
                    },
                },
                js(
                    {
                        "id": 5127,
                        "url": "https://netbox.example.com/api/ipam/prefixes/5127/",
                        "display": "10.40.2.200/29",
                        "family": {"value": 4, "label": "IPv4"},
                        "prefix": "10.40.2.200/29",
                        "site": {"id": 31, "display": "ams3", "name": "ams3", "slug": "ams3"},
                        "status": {"value": "active", "label": "Active"},
                        "role": {"id": 6, "display": "OOB", "name": "OOB", "slug": "oob"},
                        "description": "ams3 OOB rack 14",
                        "created": "2024-05-14T09:22:31.101552Z",
                        "last_updated": "2024-05-14T09:22:31.101573Z",
                    },
                    2,
                ),
            ),
            (
                nb,
                {
                    "method": "POST",
                    "path": "/api/ipam/prefixes/5127/available-ips/",
                    "body": {
                        "description": "gw ams3 OOB rack 14",
                        "role": "vip",
                        "status": "active",
                    },
                },
                js(
                    {
                        "id": 20418,
                        "url": "https://netbox.example.com/api/ipam/ip-addresses/20418/",
                        "display": "10.40.2.201/29",
                        "family": {"value": 4, "label": "IPv4"},
                        "address": "10.40.2.201/29",
                        "vrf": None,
                        "tenant": None,
                        "status": {"value": "active", "label": "Active"},
                        "role": {"value": "vip", "label": "VIP"},
                        "assigned_object_type": None,
                        "assigned_object_id": None,
                        "dns_name": "",
                        "description": "gw ams3 OOB rack 14",
                        "created": "2024-05-14T09:22:47.880145Z",
                        "last_updated": "2024-05-14T09:22:47.880160Z",
                    },
                    2,
                ),
            ),
        ],
    )

    gq = "nautobot_graphql"
    devs = [
        ("dfw2-acc-sw01", "16.12.4"),
        ("dfw2-acc-sw02", "17.9.4a"),
        ("dfw2-acc-sw03", "16.12.4"),
        ("dfw2-acc-sw04", "17.6.5"),
        ("dfw2-acc-sw05", "17.9.4a"),
        ("dfw2-acc-sw06", "17.9.4a"),
    ]
    session(
        "nautobot",
        True,
        1,
        "List the switches at site DFW-2 still running an IOS-XE release older than 17.9, with their primary IPs and who owns the rack.",
        [
            (
                gq,
                {
                    "query": '{ devices(location: "dfw-2", role: "access-switch") { name platform { name } software_version { version } primary_ip4 { address } rack { name tenant { name } } } }'
                },
                js(
                    {
                        "data": {
                            "devices": [
                                {
                                    "name": n,
                                    "platform": {"name": "cisco_ios_xe"},
                                    "software_version": {"version": v},
                                    "primary_ip4": {"address": f"10.70.{8 + i}.{10 + i}/24"},
                                    "rack": {
                                        "name": f"R{101 + i // 2}",
                                        "tenant": {
                                            "name": "Network Engineering" if i < 4 else "Facilities"
                                        },
                                    },
                                }
                                for i, (n, v) in enumerate(devs)
                            ]
                        }
                    },
                    1,
                ),
            ),
            (
                gq,
                {
                    "query": '{ devices(location: "dfw-2", role: "core-switch") { name software_version { version } primary_ip4 { address } } }'
                },
                js(
                    {
                        "data": {
                            "devices": [
                                {
                                    "name": "dfw2-core-01",
                                    "software_version": {"version": "17.9.4a"},
                                    "primary_ip4": {"address": "10.70.0.2/24"},
                                },
                                {
                                    "name": "dfw2-core-02",
                                    "software_version": {"version": "17.9.4a"},
                                    "primary_ip4": {"address": "10.70.0.3/24"},
                                },
                            ]
                        }
                    },
                    1,
                ),
            ),
            (
                gq,
                {
                    "query": '{ devices(location: "dfw-2", role: "wan-router") { name software_version { version } } }'
                },
                js({"data": {"devices": []}}, 1),
            ),
            (
                gq,
                {
                    "query": '{ software_versions(platform: "cisco_ios_xe", version: ["16.12.4", "17.6.5"]) { version end_of_support_date long_term_support } }'
                },
                js(
                    {
                        "data": {
                            "software_versions": [
                                {
                                    "version": "16.12.4",
                                    "end_of_support_date": "2025-04-30",
                                    "long_term_support": True,
                                },
                                {
                                    "version": "17.6.5",
                                    "end_of_support_date": "2026-03-31",
                                    "long_term_support": True,
                                },
                            ]
                        }
                    },
                    1,
                ),
            ),
        ],
    )

    ib = "infoblox_wapi"
    net_ref = "network/ZG5zLm5ldHdvcmskMTAuMjAuOC4wLzI0LzA:10.20.8.0/24/default"
    session(
        "infoblox",
        True,
        1,
        "Is there already a DNS record for build-07.corp.example.com? If not, give it the next free IP in 10.20.8.0/24 and create the A record.",
        [
            (
                ib,
                {
                    "method": "GET",
                    "object": "record:a",
                    "params": {"name": "build-07.corp.example.com", "view": "internal"},
                },
                "[]",
            ),
            (
                ib,
                {
                    "method": "GET",
                    "object": "record:host",
                    "params": {"name": "build-07.corp.example.com"},
                },
                "[]",
            ),
            (
                ib,
                {
                    "method": "GET",
                    "object": "network",
                    "params": {"network": "10.20.8.0/24", "_return_fields+": "utilization,comment"},
                },
                js(
                    [
                        {
                            "_ref": net_ref,
                            "comment": "Build farm VLAN 208",
                            "network": "10.20.8.0/24",
                            "network_view": "default",
                            "utilization": 412,
                        }
                    ],
                    4,
                ),
            ),
            (
                ib,
                {
                    "method": "POST",
                    "object": net_ref,
                    "params": {"_function": "next_available_ip", "num": 1},
                },
                js({"ips": ["10.20.8.47"]}, 4),
            ),
            (
                ib,
                {
                    "method": "POST",
                    "object": "record:a",
                    "body": {
                        "name": "build-07.corp.example.com",
                        "ipv4addr": "10.20.8.47",
                        "view": "internal",
                        "comment": "CHG0041877",
                    },
                },
                '"record:a/ZG5zLmJpbmRfYSQuX2RlZmF1bHQuY29tLmV4YW1wbGUuY29ycCxidWlsZC0wNywxMC4yMC44LjQ3:build-07.corp.example.com/internal"',
            ),
            (
                ib,
                {
                    "method": "GET",
                    "object": "record:a",
                    "params": {"name": "build-07.corp.example.com", "view": "internal"},
                },
                js(
                    [
                        {
                            "_ref": "record:a/ZG5zLmJpbmRfYSQuX2RlZmF1bHQuY29tLmV4YW1wbGUuY29ycCxidWlsZC0wNywxMC4yMC44LjQ3:build-07.corp.example.com/internal",
                            "ipv4addr": "10.20.8.47",
                            "name": "build-07.corp.example.com",
                            "view": "internal",
                        }
                    ],
                    4,
                ),
            ),
        ],
    )

    vpc = """Legend:
                (*) - local vPC is down, forwarding via vPC peer-link

vPC domain id                     : 10  
Peer status                       : peer adjacency formed ok      
vPC keep-alive status             : peer is alive                 
Configuration consistency status  : failed  
Per-vlan consistency status       : success                       
Configuration inconsistency reason: vPC type-1 configuration incompatible - STP Mode inconsistent
Type-2 consistency status         : success 
vPC role                          : primary                       
Number of vPCs configured         : 4   
Peer Gateway                      : Enabled
Dual-active excluded VLANs        : -
Graceful Consistency Check        : Enabled
Auto-recovery status              : Enabled, timer is off.(timeout = 240s)
Delay-restore status              : Timer is off.(timeout = 30s)
Delay-restore SVI status          : Timer is off.(timeout = 10s)
Operational Layer3 Peer-router    : Disabled

vPC Peer-link status
---------------------------------------------------------------------
id    Port   Status Active vlans    
--    ----   ------ -------------------------------------------------
1     Po1    up     1,10,20,110-120                                                    

vPC status
----------------------------------------------------------------------------
Id    Port          Status Consistency Reason                Active vlans
--    ------------  ------ ----------- ------                ---------------
11    Po11          down*  failed      Global compat check   -                            
                                       failed                                    
12    Po12          down*  failed      Global compat check   -                            
                                       failed                                    """
    cons = """
    Legend:
        Type 1 : vPC will be suspended in case of mismatch

Name                        Type  Local Value            Peer Value             
-------------               ----  ---------------------- -----------------------
STP Mode                    1     Rapid-PVST             MST                   
STP Disabled                1     None                   None                  
STP MST Region Name         1     ""                     "DC1"                 
STP MST Region Revision     1     0                      1                     
STP MST Region Instance to  1                                                  
 VLAN Mapping                                                                  
STP Loopguard               1     Disabled               Disabled              
STP Bridge Assurance        1     Enabled                Enabled               
STP Port Type, Edge         1     Normal, Disabled,      Normal, Disabled,     
BPDUFilter, Edge BPDUGuard        Disabled               Disabled              
STP MST Simulate PVST       1     Enabled                Enabled               
Interface-vlan admin up     2     10,20,110-120          10,20,110-120         
Interface-vlan routing      2     1,10,20,110-120        1,10,20,110-120       
capability                                                                     
Allowed VLANs               -     1,10,20,110-120        1,10,20,110-120       
Local suspended VLANs       -     -                      -                     """
    session(
        "netmiko",
        True,
        2,
        "vPCs on nx-core-1/nx-core-2 went down after last night's change. Find the inconsistency; don't change anything, just report.",
        [
            (
                nm,
                {"host": "nx-core-1", "device_type": "cisco_nxos", "command": "show vpc brief"},
                vpc,
            ),
            (
                nm,
                {
                    "host": "nx-core-1",
                    "device_type": "cisco_nxos",
                    "command": "show vpc consistency-parameters global",
                },
                cons,
            ),
            (
                nm,
                {
                    "host": "nx-core-2",
                    "device_type": "cisco_nxos",
                    "command": "show spanning-tree summary | include mode",
                },
                "Switch is in mst mode (IEEE Standard)",
            ),
            (
                nm,
                {
                    "host": "nx-core-2",
                    "device_type": "cisco_nxos",
                    "command": "show accounting log last-index",
                },
                "accounting Last Index: 18812",
            ),
            (
                nm,
                {
                    "host": "nx-core-2",
                    "device_type": "cisco_nxos",
                    "command": "show accounting log start-seqnum 18800",
                },
                """Tue May 14 01:12:40 2024:type=update:id=10.9.0.44@pts/0:user=jchen:cmd=configure terminal ; spanning-tree mode mst (SUCCESS)
Tue May 14 01:12:52 2024:type=update:id=10.9.0.44@pts/0:user=jchen:cmd=configure terminal ; spanning-tree mst configuration ; name DC1 (SUCCESS)
Tue May 14 01:13:03 2024:type=update:id=10.9.0.44@pts/0:user=jchen:cmd=configure terminal ; spanning-tree mst configuration ; revision 1 (SUCCESS)
Tue May 14 01:14:17 2024:type=stop:id=10.9.0.44@pts/0:user=jchen:cmd=shell terminated because of session timeout""",
            ),
        ],
    )

    # failing: router unreachable (netmiko connect times out on every call)
    nto = (
        "TCP connection to device failed.\n\nCommon causes of this problem are:\n1. Incorrect hostname or IP address.\n2. Wrong TCP port.\n"
        "3. Intermediate firewall blocking access.\n\nDevice settings: cisco_ios r-br31.net.example.com:22\n\n"
    )
    session(
        "netmiko",
        False,
        1,
        "Check whether the WAN interface on R-BR31 is taking errors and how busy it is.",
        [
            (
                nm,
                {
                    "host": "r-br31.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show interfaces GigabitEthernet0/0",
                },
                nto,
            ),
            (
                nm,
                {
                    "host": "r-br31.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show ip interface brief",
                },
                nto,
            ),
            (
                nm,
                {
                    "host": "r-br31.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show interfaces GigabitEthernet0/0 | include errors|rate",
                },
                nto,
            ),
            (
                nm,
                {
                    "host": "10.255.31.1",
                    "device_type": "cisco_ios",
                    "command": "show interfaces GigabitEthernet0/0",
                },
                nto.replace("r-br31.net.example.com", "10.255.31.1"),
            ),
            (
                nm,
                {
                    "host": "10.255.31.1",
                    "device_type": "cisco_ios_telnet",
                    "command": "show interfaces GigabitEthernet0/0",
                },
                nto.replace(
                    "cisco_ios r-br31.net.example.com:22", "cisco_ios_telnet 10.255.31.1:23"
                ),
            ),
            (
                nm,
                {
                    "host": "r-br31.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show version | include uptime",
                },
                nto,
            ),
            (
                nm,
                {
                    "host": "r-br31.net.example.com",
                    "device_type": "cisco_ios",
                    "command": "show controllers GigabitEthernet0/0",
                },
                nto,
            ),
        ],
    )

    inv = js({"detail": "Invalid token"})
    session(
        "netbox",
        False,
        1,
        "Which devices in rack R14 at ams3 have no primary IP assigned?",
        [
            (
                nb,
                {
                    "method": "GET",
                    "path": "/api/dcim/racks/",
                    "params": {"site": "ams3", "name": "R14"},
                },
                inv,
            ),
            (
                nb,
                {
                    "method": "GET",
                    "path": "/api/dcim/devices/",
                    "params": {"site": "ams3", "rack_id": 412},
                },
                inv,
            ),
            (
                nb,
                {
                    "method": "GET",
                    "path": "/api/dcim/devices/",
                    "params": {"site": "ams3", "q": "R14"},
                },
                inv,
            ),
            (nb, {"method": "GET", "path": "/api/dcim/sites/", "params": {"slug": "ams3"}}, inv),
            (nb, {"method": "GET", "path": "/api/status/"}, inv),
            (
                nb,
                {
                    "method": "GET",
                    "path": "/api/dcim/devices/",
                    "params": {"site": "ams3", "has_primary_ip": "false", "limit": 100},
                },
                inv,
            ),
            (nb, {"method": "GET", "path": "/api/dcim/racks/", "params": {"q": "R14"}}, inv),
        ],
    )

    # failing: the WAPI user is bound to the lab grid; every lookup comes back empty
    session(
        "infoblox",
        False,
        1,
        "Find which DHCP lease 10.31.4.88 belongs to (MAC and hostname) — security flagged that IP.",
        [
            (ib, {"method": "GET", "object": "lease", "params": {"address": "10.31.4.88"}}, "[]"),
            (
                ib,
                {
                    "method": "GET",
                    "object": "ipv4address",
                    "params": {
                        "ip_address": "10.31.4.88",
                        "_return_fields": "mac_address,names,status,lease_state",
                    },
                },
                "[]",
            ),
            (
                ib,
                {
                    "method": "GET",
                    "object": "network",
                    "params": {"contains_address": "10.31.4.88"},
                },
                "[]",
            ),
            (
                ib,
                {"method": "GET", "object": "record:host", "params": {"ipv4addr": "10.31.4.88"}},
                "[]",
            ),
            (ib, {"method": "GET", "object": "lease", "params": {"address~": "10.31.4."}}, "[]"),
            (ib, {"method": "GET", "object": "network", "params": {"network~": "10.31."}}, "[]"),
            (
                ib,
                {"method": "GET", "object": "fixedaddress", "params": {"ipv4addr": "10.31.4.88"}},
                "[]",
            ),
        ],
    )

    def rto(cmd):
        return f"RpcTimeoutError(host: edge-mx2, cmd: {cmd}, timeout: 30)"

    session(
        "junos-pyez",
        False,
        1,
        "Is the prefix 192.0.2.0/24 being advertised to both transit providers from edge-mx2?",
        [
            (
                jr,
                {
                    "host": "edge-mx2",
                    "rpc": "get-route-information",
                    "kwargs": {
                        "advertising-protocol-name": "bgp",
                        "neighbor": "198.51.100.13",
                        "destination": "192.0.2.0/24",
                    },
                },
                rto("get-route-information"),
            ),
            (
                jr,
                {
                    "host": "edge-mx2",
                    "rpc": "get-route-information",
                    "kwargs": {
                        "advertising-protocol-name": "bgp",
                        "neighbor": "203.0.113.77",
                        "destination": "192.0.2.0/24",
                    },
                },
                rto("get-route-information"),
            ),
            (
                jr,
                {"host": "edge-mx2", "rpc": "get-bgp-summary-information"},
                rto("get-bgp-summary-information"),
            ),
            (
                jr,
                {
                    "host": "edge-mx2",
                    "rpc": "get-route-information",
                    "kwargs": {"destination": "192.0.2.0/24", "extensive": True},
                },
                rto("get-route-information"),
            ),
            (
                jr,
                {"host": "edge-mx2", "rpc": "get-software-information"},
                rto("get-software-information"),
            ),
            (
                jr,
                {
                    "host": "edge-mx2",
                    "rpc": "get-bgp-neighbor-information",
                    "kwargs": {"neighbor-address": "198.51.100.13"},
                },
                rto("get-bgp-neighbor-information"),
            ),
            (
                jr,
                {"host": "edge-mx2", "rpc": "get-route-summary-information"},
                rto("get-route-summary-information"),
            ),
        ],
    )


_net()


# ---------------------------------------------------------------- Hardware design (EDA)
def _eda():
    sh = "bash"
    ystat = """
2.47. Printing statistics.

=== uart_tx ===

   Number of wires:                 41
   Number of wire bits:             97
   Number of public wires:          11
   Number of public wire bits:      38
   Number of memories:               0
   Number of memory bits:            0
   Number of processes:              0
   Number of cells:                 {cells}
     SB_CARRY                       {carry}
     SB_DFF                          4
     SB_DFFE                        {dffe}
     SB_DFFESR                      {dffesr}
     SB_LUT4                        {lut}

2.48. Executing CHECK pass (checking for obvious problems).
Checking module uart_tx...
Found and reported 0 problems.

End of script. Logfile hash: {h}, CPU: user 0.41s system 0.03s, MEM: 28.71 MB peak
Yosys 0.38 (git sha1 543faed9c8c, clang++ 14.0.0-1ubuntu1.1 -fPIC -Os)
Time spent: 38% 17x read_verilog (0 sec), 14% 1x abc (0 sec), ..."""
    session(
        "yosys",
        True,
        1,
        "Synthesize rtl/uart_tx.v for iCE40 and tell me the LUT count; then try with -abc9 and say which is smaller.",
        [
            (
                sh,
                {
                    "command": "yosys -q -p 'read_verilog rtl/uart_tx.v; synth_ice40 -top uart_tx; tee -o /dev/stdout stat' 2>&1 | tail -30"
                },
                ystat.format(cells=71, carry=12, dffe=14, dffesr=9, lut=32, h="0f6b2a91c4"),
            ),
            (
                sh,
                {
                    "command": "yosys -q -p 'read_verilog rtl/uart_tx.v; synth_ice40 -abc9 -top uart_tx; tee -o /dev/stdout stat' 2>&1 | tail -30"
                },
                ystat.format(cells=66, carry=12, dffe=14, dffesr=9, lut=27, h="7d21ee03ab"),
            ),
            (
                sh,
                {
                    "command": "yosys -p 'read_verilog rtl/uart_tx.v; synth_ice40 -abc9 -top uart_tx -json build/uart_tx.json' > build/yosys.log 2>&1; echo exit=$?; grep -c Warning build/yosys.log"
                },
                "exit=0\n0",
            ),
            (
                sh,
                {
                    "command": "nextpnr-ice40 --hx1k --package vq100 --json build/uart_tx.json --pcf rtl/uart.pcf --asc build/uart_tx.asc 2>&1 | grep -A8 'Device utilisation'"
                },
                """Info: Device utilisation:
Info: 	         ICESTORM_LC:    41/ 1280     3%
Info: 	        ICESTORM_RAM:     0/   16     0%
Info: 	               SB_IO:     3/  112     2%
Info: 	               SB_GB:     2/    8    25%
Info: 	        ICESTORM_PLL:     0/    1     0%
Info: 	         SB_WARMBOOT:     0/    1     0%""",
            ),
        ],
    )

    vl = "bash"
    session(
        "verilator",
        True,
        1,
        "Make rtl/fifo_sync.sv lint-clean under verilator -Wall and then build and run the C++ testbench.",
        [
            (
                vl,
                {"command": "verilator --lint-only -Wall rtl/fifo_sync.sv"},
                """%Warning-UNUSEDSIGNAL: rtl/fifo_sync.sv:18:17: Signal is not used: 'almost_full_q'
                                                : ... In instance fifo_sync
   18 |   logic         almost_full_q;
      |                 ^~~~~~~~~~~~~
                       ... For warning description see https://verilator.org/warn/UNUSEDSIGNAL?v=5.020
                       ... Use "/* verilator lint_off UNUSEDSIGNAL */" and lint_on around source to disable this message.
%Warning-WIDTHTRUNC: rtl/fifo_sync.sv:41:21: Operator ASSIGNDLY expects 4 bits on the Assign RHS, but Assign RHS's ADD generates 32 bits.
                                           : ... In instance fifo_sync
   41 |       wr_ptr_q <= wr_ptr_q + 1;
      |                     ^~
%Error: Exiting due to 2 warning(s)""",
            ),
            (
                vl,
                {
                    "command": "python3 - <<'EOF'\nimport re,pathlib\np=pathlib.Path('rtl/fifo_sync.sv');s=p.read_text()\ns=s.replace(\"  logic         almost_full_q;\\n\",\"\")\ns=s.replace('wr_ptr_q <= wr_ptr_q + 1;',\"wr_ptr_q <= wr_ptr_q + 4'd1;\").replace('rd_ptr_q <= rd_ptr_q + 1;',\"rd_ptr_q <= rd_ptr_q + 4'd1;\")\np.write_text(s);print('ok')\nEOF"
                },
                "ok",
            ),
            (vl, {"command": "verilator --lint-only -Wall rtl/fifo_sync.sv; echo rc=$?"}, "rc=0"),
            (
                vl,
                {
                    "command": "verilator -Wall --cc --exe --build -j 8 rtl/fifo_sync.sv tb/tb_fifo.cpp -o Vfifo 2>&1 | tail -4"
                },
                """g++    -Os  -I.  -MMD -I/usr/local/share/verilator/include -I/usr/local/share/verilator/include/vltstd -DVM_COVERAGE=0 -DVM_SC=0 -DVM_TRACE=0 -DVM_TRACE_FST=0 -DVM_TRACE_VCD=0 -faligned-new -fcf-protection=none -Wno-bool-operation -Wno-overloaded-virtual -Wno-shadow -Wno-sign-compare -Wno-uninitialized -Wno-unused-but-set-parameter -Wno-unused-but-set-variable -Wno-unused-parameter -Wno-unused-variable      -c -o Vfifo_sync__ALL.o Vfifo_sync__ALL.cpp
echo "" > Vfifo_sync__ALL.verilator_deplist.tmp
g++     tb_fifo.o verilated.o verilated_threads.o Vfifo_sync__ALL.a    -pthread -lpthread -latomic   -o Vfifo
- V e r i l a t i o n   R e p o r t: Verilator 5.020 2024-01-01 rev (Debian 5.020-1)""",
            ),
            (
                vl,
                {"command": "./obj_dir/Vfifo +seed=7"},
                "[tb_fifo] seed=7 writes=4096 reads=4096 overflow_checks=512 underflow_checks=512\n[tb_fifo] max occupancy 16/16, mismatches 0\n[tb_fifo] PASS\n- rtl/fifo_sync.sv:88: Verilog $finish\n- S i m u l a t i o n   R e p o r t: Verilator 5.020 2024-01-01\n- Verilator: $finish at 82ns; walltime 0.011 s; speed 7.453 ms/s\n- Verilator: cpu 0.011 s on 1 threads; alloced 57 MBytes",
            ),
        ],
    )

    rc = "run_command"
    session(
        "iverilog",
        True,
        1,
        "Run the spi_master testbench in Icarus and tell me if all the transfers match.",
        [
            (
                rc,
                {
                    "cmd": "iverilog -g2012 -o build/tb_spi.vvp -s tb_spi rtl/spi_master.v tb/tb_spi.v"
                },
                "",
            ),
            (
                rc,
                {"cmd": "vvp -n build/tb_spi.vvp"},
                """VCD info: dumpfile build/tb_spi.vcd opened for output.
[      1250] xfer 0: tx=a5 rx=5a expected=5a OK
[      2570] xfer 1: tx=3c rx=c3 expected=c3 OK
[      3890] xfer 2: tx=ff rx=00 expected=00 OK
[      5210] xfer 3: tx=00 rx=fe expected=ff MISMATCH
[      6530] xfer 4: tx=81 rx=7e expected=7e OK
tb/tb_spi.v:97: $finish called at 7000000 (1ps)""",
            ),
            (
                rc,
                {"cmd": "sed -n 40,62p rtl/spi_master.v"},
                """  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      bit_cnt <= 3'd0;
      shreg   <= 8'h00;
    end else if (sclk_fall) begin
      if (bit_cnt == 3'd7) begin
        rx_data <= {shreg[6:0], miso_q};
        done    <= 1'b1;
      end
      shreg   <= {shreg[6:0], miso};
      bit_cnt <= bit_cnt + 3'd1;
    end else begin
      done <= 1'b0;
    end
  end

  // sample MISO on the rising edge (mode 0)
  always @(posedge clk) if (sclk_rise) miso_q <= miso;""",
            ),
            (
                rc,
                {
                    "cmd": "sed -i 's/shreg   <= {shreg\\[6:0\\], miso};/shreg   <= {shreg[6:0], miso_q};/' rtl/spi_master.v && iverilog -g2012 -o build/tb_spi.vvp -s tb_spi rtl/spi_master.v tb/tb_spi.v && vvp -n build/tb_spi.vvp"
                },
                """VCD info: dumpfile build/tb_spi.vcd opened for output.
[      1250] xfer 0: tx=a5 rx=5a expected=5a OK
[      2570] xfer 1: tx=3c rx=c3 expected=c3 OK
[      3890] xfer 2: tx=ff rx=00 expected=00 OK
[      5210] xfer 3: tx=00 rx=ff expected=ff OK
[      6530] xfer 4: tx=81 rx=7e expected=7e OK
tb/tb_spi.v:97: $finish called at 7000000 (1ps)""",
            ),
        ],
    )

    orr = "openroad_tcl"

    def path(slack, start, end, arr):
        return f"""Startpoint: {start}
            (rising edge-triggered flip-flop clocked by core_clock)
Endpoint: {end}
          (rising edge-triggered flip-flop clocked by core_clock)
Path Group: core_clock
Path Type: max

  Delay    Time   Description
---------------------------------------------------------
   0.00    0.00   clock core_clock (rise edge)
   0.00    0.00   clock network delay (propagated)
   0.00    0.00 ^ {start}/CLK (sky130_fd_sc_hd__dfxtp_1)
   0.41    0.41 v {start}/Q (sky130_fd_sc_hd__dfxtp_1)
   0.98    1.39 v _1432_/X (sky130_fd_sc_hd__a21o_2)
   1.12    2.51 ^ _1519_/Y (sky130_fd_sc_hd__nor3_1)
   {arr - 2.51:.2f}    {arr:.2f} ^ {end}/D (sky130_fd_sc_hd__dfxtp_1)
           {arr:.2f}   data arrival time

  10.00   10.00   clock core_clock (rise edge)
   0.31   10.31   clock network delay (propagated)
  -0.25   10.06   clock uncertainty
   0.00   10.06   clock reconvergence pessimism
          10.06 ^ {end}/CLK (sky130_fd_sc_hd__dfxtp_1)
  -0.12    9.94   library setup time
           9.94   data required time
---------------------------------------------------------
           9.94   data required time
          -{arr:.2f}   data arrival time
---------------------------------------------------------
          {slack:6.2f}   slack ({"VIOLATED" if slack < 0 else "MET"})
"""

    session(
        "openroad",
        True,
        1,
        "After global routing, does gcd meet 100 MHz? If not, what's the worst path, and does repair_timing fix it?",
        [
            (
                orr,
                {
                    "script": "read_db results/gcd/5_route.odb; read_sdc constraints/gcd.sdc; report_wns; report_tns"
                },
                "wns -0.43\ntns -2.87",
            ),
            (
                orr,
                {"script": "report_checks -path_delay max -group_count 1 -format full"},
                path(-0.43, "_2011_", "_2140_", 10.37),
            ),
            (
                orr,
                {"script": "report_checks -path_delay min -group_count 1 -format end"},
                "Endpoint                                Required   Arrival    Slack\n--------------------------------------------------------------------\n_2077_/D (sky130_fd_sc_hd__dfxtp_1)          0.27      0.49      0.22 (MET)\n",
            ),
            (
                orr,
                {"script": "repair_timing -setup -setup_margin 0.05; report_wns; report_tns"},
                "[INFO RSZ-0094] Found 9 endpoints with setup violations.\nIteration | Removed | Resized | Inserted | Pin Swaps |   WNS   |   TNS   | Viol\n          |Buffers  | Gates   | Buffers  |           |         |         | Endpts\n--------------------------------------------------------------------------------\n        0 |       0 |       0 |        0 |         0 |  -0.430 |  -2.870 |      9\n       10 |       0 |       6 |        1 |         2 |  -0.071 |  -0.188 |      3\n    final |       0 |       9 |        2 |         3 |   0.012 |   0.000 |      0\n--------------------------------------------------------------------------------\n[INFO RSZ-0045] Inserted 2 buffers, 1 to split loads.\n[INFO RSZ-0041] Resized 9 instances.\n[INFO RSZ-0043] Swapped pins on 3 instances.\nwns 0.00\ntns 0.00",
            ),
            (
                orr,
                {"script": "report_checks -path_delay max -group_count 1 -format full"},
                path(0.01, "_2011_", "_2140_", 9.93),
            ),
        ],
    )

    viv = "bash"
    util = """Copyright 1986-2022 Xilinx, Inc. All Rights Reserved. Copyright 2022-2023 Advanced Micro Devices, Inc. All Rights Reserved.
---------------------------------------------------------------------------------------------------------------------------------------------
| Tool Version : Vivado v.2023.2 (lin64) Build 4029153 Fri Oct 13 20:13:54 MDT 2023
| Date         : Tue May 14 10:41:02 2024
| Host         : fpga-build-02 running 64-bit Ubuntu 22.04.4 LTS
| Command      : report_utilization -file build/util_post_impl.rpt
| Design       : top_eth
| Device       : xc7a100tcsg324-1
| Speed File   : -1
| Design State : Routed
---------------------------------------------------------------------------------------------------------------------------------------------

1. Slice Logic
--------------

+----------------------------+-------+-------+------------+-----------+-------+
|          Site Type         |  Used | Fixed | Prohibited | Available | Util% |
+----------------------------+-------+-------+------------+-----------+-------+
| Slice LUTs                 | 18422 |     0 |          0 |     63400 | 29.06 |
|   LUT as Logic             | 16911 |     0 |          0 |     63400 | 26.67 |
|   LUT as Memory            |  1511 |     0 |          0 |     19000 |  7.95 |
|     LUT as Distributed RAM |   896 |     0 |            |           |       |
|     LUT as Shift Register  |   615 |     0 |            |           |       |
| Slice Registers            | 24107 |     0 |          0 |    126800 | 19.01 |
|   Register as Flip Flop    | 24107 |     0 |          0 |    126800 | 19.01 |
|   Register as Latch        |     0 |     0 |          0 |    126800 |  0.00 |
| F7 Muxes                   |   402 |     0 |          0 |     31700 |  1.27 |
| F8 Muxes                   |    96 |     0 |          0 |     15850 |  0.61 |
+----------------------------+-------+-------+------------+-----------+-------+

3. Memory
---------

+-------------------+------+-------+------------+-----------+-------+
|     Site Type     | Used | Fixed | Prohibited | Available | Util% |
+-------------------+------+-------+------------+-----------+-------+
| Block RAM Tile    |   38 |     0 |          0 |       135 | 28.15 |
|   RAMB36/FIFO*    |   34 |     0 |          0 |       135 | 25.19 |
|   RAMB18          |    8 |     0 |          0 |       270 |  2.96 |
+-------------------+------+-------+------------+-----------+-------+"""
    session(
        "vivado",
        True,
        1,
        "Run the Vivado implementation for top_eth in batch mode and report LUT/BRAM use and whether timing closed.",
        [
            (
                viv,
                {
                    "command": "vivado -mode batch -source scripts/impl.tcl -nojournal -log build/impl.log > /dev/null 2>&1; echo rc=$?; tail -n 6 build/impl.log"
                },
                """rc=0
route_design completed successfully
route_design: Time (s): cpu = 00:02:41 ; elapsed = 00:01:37 . Memory (MB): peak = 4212.551 ; gain = 311.094 ; free physical = 20881 ; free virtual = 41207
INFO: [Common 17-1381] The checkpoint '/home/ci/top_eth/build/top_eth_routed.dcp' has been generated.
INFO: [Common 17-206] Exiting Vivado at Tue May 14 10:40:58 2024...""",
            ),
            (
                viv,
                {
                    "command": "grep -E '^(CRITICAL WARNING|ERROR)' build/impl.log | sort | uniq -c | head"
                },
                "      2 CRITICAL WARNING: [Constraints 18-952] Ignoring constraint 'set_false_path -from [get_clocks eth_rx_clk]' : no valid clocks found. [/home/ci/top_eth/constraints/timing.xdc:41]",
            ),
            (viv, {"command": "cat build/util_post_impl.rpt | sed -n 1,60p"}, util),
            (
                viv,
                {
                    "command": "grep -A12 'Design Timing Summary' build/timing_post_impl.rpt | tail -8"
                },
                """    WNS(ns)      TNS(ns)  TNS Failing Endpoints  TNS Total Endpoints      WHS(ns)      THS(ns)  THS Failing Endpoints  THS Total Endpoints     WPWS(ns)     TPWS(ns)  TPWS Failing Endpoints  TPWS Total Endpoints  
    -------      -------  ---------------------  -------------------      -------      -------  ---------------------  -------------------     --------     --------  ----------------------  --------------------  
      0.214        0.000                      0                51882        0.041        0.000                      0                51882        3.000        0.000                       0                 24211  


All user specified timing constraints are met.""",
            ),
            (
                viv,
                {"command": "grep -n 'eth_rx_clk' constraints/*.xdc"},
                "constraints/pins.xdc:18:create_clock -period 8.000 -name eth_rxclk [get_ports eth_rx_clk]\nconstraints/timing.xdc:41:set_false_path -from [get_clocks eth_rx_clk] -to [get_clocks sys_clk]",
            ),
        ],
    )

    ct = "bash"
    cres_fail = """     0.00ns INFO     cocotb.gpi                         ..mbed/gpi_embed.cpp:79   in set_program_name_in_venv        Did not detect Python virtual environment. Using system-wide Python interpreter
     0.00ns INFO     cocotb.gpi                         ../gpi/GpiCommon.cpp:101  in gpi_print_registered_impl       VPI registered
     0.00ns INFO     cocotb                             Running on Icarus Verilog version 12.0 (stable)
     0.00ns INFO     cocotb                             Running tests with cocotb v1.8.1 from /usr/local/lib/python3.10/dist-packages/cocotb
     0.00ns INFO     cocotb                             Seeding Python random module with 1715683200
     0.00ns INFO     cocotb.regression                  Found test test_axis_skid.test_passthrough
     0.00ns INFO     cocotb.regression                  Found test test_axis_skid.test_backpressure
     0.00ns INFO     cocotb.regression                  Found test test_axis_skid.test_random_stall
 22140.00ns INFO     cocotb.regression                  test_passthrough passed
 61880.00ns INFO     cocotb.regression                  test_backpressure failed
                                                        Traceback (most recent call last):
                                                          File "/work/axis_skid/tests/test_axis_skid.py", line 71, in test_backpressure
                                                            assert got == expected, f"beat {i}: got {got:#x} expected {expected:#x}"
                                                        AssertionError: beat 17: got 0x11 expected 0x12
101200.00ns INFO     cocotb.regression                  test_random_stall passed
101200.00ns INFO     cocotb.regression                  ******************************************************************************************
                                                        ** TEST                              STATUS  SIM TIME (ns)  REAL TIME (s)  RATIO (ns/s) **
                                                        ******************************************************************************************
                                                        ** test_axis_skid.test_passthrough    PASS       22140.00           0.41      54000.12  **
                                                        ** test_axis_skid.test_backpressure   FAIL       39740.00           0.66      60212.33  **
                                                        ** test_axis_skid.test_random_stall   PASS       39320.00           0.71      55380.28  **
                                                        ******************************************************************************************
                                                        ** TESTS=3 PASS=2 FAIL=1 SKIP=0                 101200.00           1.93      52435.23  **
                                                        ******************************************************************************************"""
    cres_ok = (
        cres_fail.replace(
            'test_backpressure failed\n                                                        Traceback (most recent call last):\n                                                          File "/work/axis_skid/tests/test_axis_skid.py", line 71, in test_backpressure\n                                                            assert got == expected, f"beat {i}: got {got:#x} expected {expected:#x}"\n                                                        AssertionError: beat 17: got 0x11 expected 0x12',
            "test_backpressure passed",
        )
        .replace(
            "test_axis_skid.test_backpressure   FAIL", "test_axis_skid.test_backpressure   PASS"
        )
        .replace("TESTS=3 PASS=2 FAIL=1", "TESTS=3 PASS=3 FAIL=0")
        .replace(
            "Seeding Python random module with 1715683200",
            "Seeding Python random module with 1715683561",
        )
    )
    session(
        "cocotb",
        True,
        1,
        "The axis_skid cocotb suite is red in CI. Reproduce it locally, fix the RTL bug and get it green.",
        [
            (ct, {"command": "cd tests && make SIM=icarus 2>&1 | tail -32"}, cres_fail),
            (
                ct,
                {"command": "sed -n 30,52p rtl/axis_skid.v"},
                """  // skid register captures the beat when the consumer stalls
  always @(posedge clk) begin
    if (rst) begin
      skid_valid <= 1'b0;
    end else if (s_axis_tvalid && s_axis_tready && !m_axis_tready) begin
      skid_valid <= 1'b1;
      skid_data  <= m_axis_tdata;
    end else if (m_axis_tready) begin
      skid_valid <= 1'b0;
    end
  end

  assign s_axis_tready = !skid_valid;
  assign m_axis_tvalid = skid_valid | s_axis_tvalid;
  assign m_axis_tdata  = skid_valid ? skid_data : s_axis_tdata;""",
            ),
            (
                ct,
                {
                    "command": "sed -i 's/skid_data  <= m_axis_tdata;/skid_data  <= s_axis_tdata;/' rtl/axis_skid.v && git diff --stat"
                },
                " rtl/axis_skid.v | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)",
            ),
            (ct, {"command": "cd tests && make SIM=icarus 2>&1 | tail -32"}, cres_ok),
            (
                ct,
                {"command": "cd tests && make SIM=icarus RANDOM_SEED=4242 2>&1 | tail -3"},
                "                                                        ** TESTS=3 PASS=3 FAIL=0 SKIP=0                 98860.00           1.88      52585.10  **\n                                                        ******************************************************************************************\nmake[1]: Leaving directory '/work/axis_skid/tests'",
            ),
        ],
    )

    session(
        "yosys",
        True,
        2,
        "Does the alu_ctrl module infer any latches? Reviewers want a yes or no with the evidence.",
        [
            (
                sh,
                {
                    "command": "yosys -q -p 'read_verilog -sv rtl/alu_ctrl.sv; proc; opt; select -count t:$dlatch t:$adlatch t:$dlatchsr'"
                },
                "0 objects.",
            ),
            (
                sh,
                {
                    "command": "yosys -p 'read_verilog -sv rtl/alu_ctrl.sv; proc' 2>&1 | grep -iE 'latch|No latch inferred' | head"
                },
                "No latch inferred for signal `\\alu_ctrl.\\op_sel' from process `\\alu_ctrl.$proc$rtl/alu_ctrl.sv:22$4'.\nNo latch inferred for signal `\\alu_ctrl.\\imm_en' from process `\\alu_ctrl.$proc$rtl/alu_ctrl.sv:22$4'.\nNo latch inferred for signal `\\alu_ctrl.\\br_type' from process `\\alu_ctrl.$proc$rtl/alu_ctrl.sv:22$4'.",
            ),
            (
                sh,
                {
                    "command": "yosys -q -p 'read_verilog -sv rtl/alu_ctrl.sv; synth -top alu_ctrl; select -count t:*latch*'"
                },
                "0 objects.",
            ),
            (sh, {"command": "grep -n 'always' rtl/alu_ctrl.sv"}, "22:  always_comb begin"),
        ],
    )

    # failing: Vivado license server gone; every batch run dies on the same license error
    lic = """
****** Vivado v2023.2 (64-bit)
  **** SW Build 4029153 on Fri Oct 13 20:13:54 MDT 2023
  **** IP Build 4028589 on Sat Oct 14 00:45:43 MDT 2023
  **** SharedData Build 4025554 on Tue Oct 10 17:18:54 MDT 2023
    ** Copyright 1986-2022 Xilinx, Inc. All Rights Reserved.
    ** Copyright 2022-2023 Advanced Micro Devices, Inc. All Rights Reserved.

source {src} -notrace
Command: synth_design -top top_eth -part xc7k325tffg900-2
Starting synth_design
ERROR: [Common 17-345] A valid license was not found for feature 'Synthesis' and/or device 'xc7k325t'. Please run the Vivado License Manager for assistance in determining
which features and devices are licensed for your system.
Resolution: Check the status of your licenses in the Vivado License Manager. For debug help search Xilinx Support for "Licensing FAQ". If you are using a license server, verify that the license server is up and running a version of the xilinx daemon that is compatible with the version of Xilinx software that you are using. Note: Vivado 2023.2 license requires xilinxd version 11.19.5.0 or later.
ERROR: [Common 17-69] Command failed: synth_design failed
INFO: [Common 17-206] Exiting Vivado at Tue May 14 11:02:{sec} 2024..."""
    session(
        "vivado",
        False,
        1,
        "Synthesize top_eth for the Kintex-7 board (xc7k325t) and report the utilization.",
        [
            (
                viv,
                {
                    "command": "vivado -mode batch -source scripts/synth_k7.tcl -nojournal 2>&1 | tail -20"
                },
                lic.format(src="scripts/synth_k7.tcl", sec="11"),
            ),
            (
                viv,
                {
                    "command": "XILINXD_LICENSE_FILE=2100@lic01 vivado -mode batch -source scripts/synth_k7.tcl -nojournal 2>&1 | tail -20"
                },
                lic.format(src="scripts/synth_k7.tcl", sec="47"),
            ),
            (
                viv,
                {
                    "command": "vivado -mode batch -source scripts/synth_k7_ooc.tcl -nojournal 2>&1 | tail -20"
                },
                lic.format(src="scripts/synth_k7_ooc.tcl", sec="58"),
            ),
            (
                viv,
                {
                    "command": "vivado -mode batch -nojournal -source scripts/synth_k7.tcl -tclargs -jobs 4 2>&1 | tail -20"
                },
                lic.format(src="scripts/synth_k7.tcl", sec="59"),
            ),
            (
                viv,
                {
                    "command": "XILINXD_LICENSE_FILE=2100@lic02.corp.example.com vivado -mode batch -source scripts/synth_k7.tcl -nojournal 2>&1 | tail -20"
                },
                lic.format(src="scripts/synth_k7.tcl", sec="33"),
            ),
            (
                viv,
                {
                    "command": "vivado -mode batch -source scripts/synth_k7.tcl -nojournal -log build/synth_k7_retry.log 2>&1 | tail -20"
                },
                lic.format(src="scripts/synth_k7.tcl", sec="52"),
            ),
        ],
    )

    # failing: SDC never loaded, every timing query has nothing to report
    session(
        "openroad",
        False,
        1,
        "What's the worst setup path through the AES core after CTS, and how much slack does it have?",
        [
            (
                orr,
                {
                    "script": "read_lef platforms/sky130hd/lef/sky130_fd_sc_hd.tlef; read_db results/aes/4_cts.odb; report_checks -path_delay max"
                },
                "No paths found.",
            ),
            (
                orr,
                {"script": "report_checks -path_delay max -group_count 5 -format end"},
                "No paths found.",
            ),
            (
                orr,
                {"script": "report_checks -path_delay max -through [get_pins u_aes_core/*]"},
                "No paths found.",
            ),
            (orr, {"script": "report_wns; report_tns"}, "wns 0.00\ntns 0.00"),
            (
                orr,
                {
                    "script": "report_checks -path_delay min_max -fields {slew cap input_pins} -digits 3"
                },
                "No paths found.",
            ),
            (
                orr,
                {
                    "script": "report_checks -unconstrained -path_delay max -group_count 3 -format end"
                },
                "No paths found.",
            ),
            (
                orr,
                {"script": "report_clock_properties"},
                "Clock                   Period          Waveform\n----------------------------------------------------",
            ),
            (orr, {"script": "report_checks -to [all_outputs] -path_delay max"}, "No paths found."),
        ],
    )

    imp = """     0.00ns INFO     cocotb.gpi                         ..mbed/gpi_embed.cpp:79   in set_program_name_in_venv        Using Python virtual environment interpreter at /work/eda/.venv/bin/python
     0.00ns INFO     cocotb.gpi                         ../gpi/GpiCommon.cpp:101  in gpi_print_registered_impl       VPI registered
     0.00ns INFO     cocotb                             Running on Icarus Verilog version 12.0 (stable)
     0.00ns INFO     cocotb                             Running tests with cocotb v1.8.1 from /work/eda/.venv/lib/python3.11/site-packages/cocotb
     0.00ns INFO     cocotb                             Seeding Python random module with {seed}
     0.00ns CRITICAL cocotb.regression                  Failed to import module {mod}: No module named '{mod}'
     0.00ns INFO     cocotb.regression                  MODULE variable was "{mod}"
     0.00ns CRITICAL cocotb.regression                  Traceback (most recent call last):
                                                          File "/work/eda/.venv/lib/python3.11/site-packages/cocotb/regression.py", line 138, in _discover_tests
                                                            module = _my_import(module_name)
                                                        ModuleNotFoundError: No module named '{mod}'
     0.00ns INFO     cocotb.regression                  ****************************************************************************************
                                                        ** TEST                          STATUS  SIM TIME (ns)  REAL TIME (s)  RATIO (ns/s) **
                                                        ****************************************************************************************
                                                        ** TESTS=0 PASS=0 FAIL=0 SKIP=0                 0.00           0.00          nan  **
                                                        ****************************************************************************************
make[1]: *** [/work/eda/.venv/lib/python3.11/site-packages/cocotb/share/makefiles/Makefile.inc:40: results.xml] Error 1"""
    session(
        "cocotb",
        False,
        1,
        "Run the cocotb regression for the i2c_slave block and summarize which tests fail.",
        [
            (
                ct,
                {"command": "cd verif/i2c_slave && make SIM=icarus 2>&1 | tail -20"},
                imp.format(seed=1715684401, mod="test_i2c_slave"),
            ),
            (
                ct,
                {
                    "command": "cd verif/i2c_slave && make SIM=icarus MODULE=test_i2c_slave TESTCASE=test_ack 2>&1 | tail -20"
                },
                imp.format(seed=1715684452, mod="test_i2c_slave"),
            ),
            (
                ct,
                {
                    "command": "cd verif/i2c_slave && make SIM=icarus MODULE=tests.test_i2c_slave 2>&1 | tail -20"
                },
                imp.format(seed=1715684490, mod="tests.test_i2c_slave"),
            ),
            (
                ct,
                {"command": "cd verif/i2c_slave && make clean && make SIM=icarus 2>&1 | tail -20"},
                imp.format(seed=1715684533, mod="test_i2c_slave"),
            ),
            (
                ct,
                {"command": "cd verif/i2c_slave && PYTHONPATH=. make SIM=icarus 2>&1 | tail -20"},
                imp.format(seed=1715684578, mod="test_i2c_slave"),
            ),
            (
                ct,
                {
                    "command": "cd verif/i2c_slave && make SIM=icarus MODULE=test_i2c 2>&1 | tail -20"
                },
                imp.format(seed=1715684610, mod="test_i2c"),
            ),
        ],
    )

    sto = "ssh: connect to host eda-build-03.corp.example.com port 22: Connection timed out"
    session(
        "iverilog",
        False,
        1,
        "On the build server, compile and simulate the ddr_phy_ctrl testbench with Icarus and report any assertion failures.",
        [
            (
                rc,
                {
                    "cmd": "ssh eda-build-03 'cd ~/ddr_phy && iverilog -g2012 -o sim/tb.vvp -c files.f && vvp -n sim/tb.vvp | tail -30'"
                },
                sto,
            ),
            (rc, {"cmd": "ssh -o ConnectTimeout=30 eda-build-03 'cd ~/ddr_phy && make sim'"}, sto),
            (rc, {"cmd": "ssh eda-build-03.corp.example.com 'uptime'"}, sto),
            (rc, {"cmd": "ssh -p 22 ci@eda-build-03.corp.example.com 'ls ~/ddr_phy/sim'"}, sto),
            (
                rc,
                {
                    "cmd": "ssh eda-build-03 'cd ~/ddr_phy && vvp -n sim/tb.vvp +TEST=burst8 | grep -i assert'"
                },
                sto,
            ),
            (
                rc,
                {
                    "cmd": "ssh -o ConnectTimeout=60 eda-build-03 'cd ~/ddr_phy && make sim TEST=refresh'"
                },
                sto,
            ),
            (rc, {"cmd": "ssh eda-build-03 'tail -50 ~/ddr_phy/sim/last_run.log'"}, sto),
        ],
    )


_eda()


# ---------------------------------------------------------------- Test automation and load testing
def _qa():
    sh = "bash"

    def cy_box(rows, total):
        lines = [
            "",
            "====================================================================================================",
            "",
            "  (Run Finished)",
            "",
            "",
            "       Spec                                              Tests  Passing  Failing  Pending  Skipped  ",
            "  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐",
        ]
        for mark, spec, dur, t, p, f in rows:
            lines.append(
                f"  │ {mark}  {spec:<38} {dur:>8}        {t:>2}      {p if p else '-':>3}      {f if f else '-':>3}        -        - │"
            )
        lines.append(
            "  └────────────────────────────────────────────────────────────────────────────────────────────────┘"
        )
        lines.append(total)
        return "\n".join(lines)

    session(
        "cypress",
        True,
        1,
        "Run the checkout e2e specs against staging, find out why any fail, and rerun once it's fixed.",
        [
            (
                sh,
                {
                    "command": "npx cypress run --spec 'cypress/e2e/checkout/*.cy.ts' --config baseUrl=https://staging.shop.example.com 2>&1 | tail -16"
                },
                cy_box(
                    [
                        ("✔", "checkout/cart.cy.ts", "00:14", 6, 6, 0),
                        ("✖", "checkout/payment.cy.ts", "00:41", 5, 3, 2),
                        ("✔", "checkout/shipping.cy.ts", "00:19", 4, 4, 0),
                    ],
                    "    ✖  1 of 3 failed (33%)                    01:14       15       13        2        -        -  ",
                ),
            ),
            (
                sh,
                {
                    "command": "grep -B2 -A12 'AssertionError\\|CypressError' cypress/results/payment.txt | head -40"
                },
                """  1) Payment
       applies a saved card:
     CypressError: Timed out retrying after 4000ms: `cy.click()` failed because this element is `disabled`:

`<button data-test="pay-now" disabled="">Pay now</button>`

Fix this problem, or use `{force: true}` to disable error checking.
      at cypressErr (https://staging.shop.example.com/__cypress/runner/cypress_runner.js:75187:18)
      at Context.eval (webpack:///./cypress/e2e/checkout/payment.cy.ts:38:32)

  2) Payment
       shows 3DS challenge:
     AssertionError: Timed out retrying after 4000ms: Expected to find element: `[data-test="pay-now"]:not([disabled])`, but never found it.""",
            ),
            (
                sh,
                {"command": "git log -3 --oneline -- src/checkout/PayButton.tsx"},
                "a41c9e2 PayButton: disable until terms checkbox is ticked (SHOP-2291)\n77e0d13 PayButton: loading spinner\n0c2f5aa checkout: split payment step",
            ),
            (
                sh,
                {"command": "sed -n 30,40p cypress/e2e/checkout/payment.cy.ts"},
                "  it('applies a saved card', () => {\n    cy.login('saved-card-user')\n    cy.visit('/checkout/payment')\n    cy.get('[data-test=saved-card-4242]').click()\n    cy.get('[data-test=pay-now]').click()\n    cy.url().should('include', '/checkout/confirmation')\n  })",
            ),
            (
                sh,
                {
                    "command": "sed -i \"s#    cy.get('\\[data-test=pay-now\\]').click()#    cy.get('[data-test=accept-terms]').check()\\n    cy.get('[data-test=pay-now]').click()#\" cypress/e2e/checkout/payment.cy.ts && git diff --stat"
                },
                " cypress/e2e/checkout/payment.cy.ts | 2 ++\n 1 file changed, 2 insertions(+)",
            ),
            (
                sh,
                {
                    "command": "npx cypress run --spec cypress/e2e/checkout/payment.cy.ts --config baseUrl=https://staging.shop.example.com 2>&1 | tail -8"
                },
                cy_box(
                    [("✔", "checkout/payment.cy.ts", "00:22", 5, 5, 0)],
                    "    ✔  All specs passed!                      00:22        5        5        -        -        -  ",
                ),
            ),
        ],
    )

    sg = "http_request"
    nodes = [
        {
            "id": hid("node-chrome"),
            "uri": "http://10.2.0.14:5555",
            "maxSessions": 4,
            "osInfo": {"arch": "amd64", "name": "Linux", "version": "5.15.0-105-generic"},
            "heartbeatPeriod": 60000,
            "availability": "UP",
            "version": "4.19.1 (revision 25f6b7a3ba)",
            "slots": [
                {
                    "id": {"hostId": hid("node-chrome"), "id": hid(f"slot{i}")},
                    "lastStarted": "1970-01-01T00:00:00Z",
                    "session": None,
                    "stereotype": {
                        "browserName": "chrome",
                        "browserVersion": "124.0",
                        "platformName": "linux",
                        "se:noVncPort": 7900,
                        "se:vncEnabled": True,
                    },
                }
                for i in range(2)
            ],
        }
    ]
    session(
        "selenium-grid",
        True,
        1,
        "The Selenium Grid was just redeployed. Wait until a Chrome node is registered, then start a session and confirm it works.",
        [
            (
                sg,
                {"method": "GET", "url": "http://selenium-hub.qa.svc:4444/status"},
                js(
                    {"value": {"ready": False, "message": "Selenium Grid not ready.", "nodes": []}},
                    2,
                ),
            ),
            (
                sg,
                {"method": "GET", "url": "http://selenium-hub.qa.svc:4444/status"},
                js(
                    {"value": {"ready": True, "message": "Selenium Grid ready.", "nodes": nodes}}, 2
                ),
            ),
            (
                sg,
                {
                    "method": "POST",
                    "url": "http://selenium-hub.qa.svc:4444/session",
                    "body": {
                        "capabilities": {
                            "alwaysMatch": {"browserName": "chrome", "platformName": "linux"}
                        }
                    },
                },
                js(
                    {
                        "value": {
                            "sessionId": hid("sel-session", 32),
                            "capabilities": {
                                "acceptInsecureCerts": False,
                                "browserName": "chrome",
                                "browserVersion": "124.0.6367.91",
                                "chrome": {
                                    "chromedriverVersion": "124.0.6367.91 (51df0e5e17a8b0a4f281c1665dbd1b8a0c6b46af-refs/branch-heads/6367@{#984})",
                                    "userDataDir": "/tmp/.org.chromium.Chromium.b2Q0bA",
                                },
                                "pageLoadStrategy": "normal",
                                "platformName": "linux",
                                "se:cdp": "ws://selenium-hub.qa.svc:4444/session/"
                                + hid("sel-session", 32)
                                + "/se/cdp",
                                "se:cdpVersion": "124.0.6367.91",
                                "setWindowRect": True,
                                "timeouts": {"implicit": 0, "pageLoad": 300000, "script": 30000},
                            },
                        }
                    },
                    2,
                ),
            ),
            (
                sg,
                {
                    "method": "POST",
                    "url": "http://selenium-hub.qa.svc:4444/session/"
                    + hid("sel-session", 32)
                    + "/url",
                    "body": {"url": "https://staging.shop.example.com/health"},
                },
                js({"value": None}),
            ),
            (
                sg,
                {
                    "method": "GET",
                    "url": "http://selenium-hub.qa.svc:4444/session/"
                    + hid("sel-session", 32)
                    + "/title",
                },
                js({"value": "OK · Shop staging"}),
            ),
            (
                sg,
                {
                    "method": "DELETE",
                    "url": "http://selenium-hub.qa.svc:4444/session/" + hid("sel-session", 32),
                },
                js({"value": None}),
            ),
        ],
    )

    bs = "browserstack_api"
    bid = hid("bs-build", 40)
    sess = [hid(f"bs-s{i}", 40) for i in range(3)]
    session(
        "browserstack",
        True,
        1,
        "In last night's BrowserStack build 'nightly-2024-05-13', which sessions failed, on what devices, and mark the flaky Safari one as passed with a reason.",
        [
            (
                bs,
                {"path": "/automate/builds.json", "params": {"limit": 3}},
                js(
                    [
                        {
                            "automation_build": {
                                "name": "nightly-2024-05-13",
                                "hashed_id": bid,
                                "duration": 1822,
                                "status": "failed",
                                "build_tag": None,
                                "public_url": f"https://automate.browserstack.com/dashboard/v2/public-build/{hid('pub', 20)}",
                            }
                        },
                        {
                            "automation_build": {
                                "name": "nightly-2024-05-12",
                                "hashed_id": hid("bs-build-12", 40),
                                "duration": 1766,
                                "status": "done",
                                "build_tag": None,
                            }
                        },
                        {
                            "automation_build": {
                                "name": "nightly-2024-05-11",
                                "hashed_id": hid("bs-build-11", 40),
                                "duration": 1790,
                                "status": "done",
                                "build_tag": None,
                            }
                        },
                    ]
                ),
            ),
            (
                bs,
                {"path": f"/automate/builds/{bid}/sessions.json", "params": {"status": "failed"}},
                js(
                    [
                        {
                            "automation_session": {
                                "name": "checkout > pays with saved card",
                                "duration": 71,
                                "os": "OS X",
                                "os_version": "Sonoma",
                                "browser_version": "17.3",
                                "browser": "safari",
                                "device": None,
                                "status": "failed",
                                "hashed_id": sess[0],
                                "reason": "CLIENT_STOPPED_SESSION",
                                "build_name": "nightly-2024-05-13",
                                "project_name": "shop-web",
                            }
                        },
                        {
                            "automation_session": {
                                "name": "search > filters by size",
                                "duration": 44,
                                "os": "android",
                                "os_version": "14.0",
                                "browser_version": None,
                                "browser": "chrome",
                                "device": "Samsung Galaxy S24",
                                "status": "failed",
                                "hashed_id": sess[1],
                                "reason": "CLIENT_STOPPED_SESSION",
                                "build_name": "nightly-2024-05-13",
                                "project_name": "shop-web",
                            }
                        },
                    ]
                ),
            ),
            (
                bs,
                {"path": f"/automate/sessions/{sess[0]}.json"},
                js(
                    {
                        "automation_session": {
                            "name": "checkout > pays with saved card",
                            "status": "failed",
                            "reason": "CLIENT_STOPPED_SESSION",
                            "hashed_id": sess[0],
                            "logs": f"https://automate.browserstack.com/builds/{bid}/sessions/{sess[0]}/logs",
                            "video_url": f"https://automate.browserstack.com/sessions/{sess[0]}/video?token=...",
                            "browser_console_logs_url": f"https://automate.browserstack.com/s3-upload/bs-selenium-logs-euw/s3.eu-west-1/{sess[0]}/{sess[0]}-console-logs-v2.txt",
                            "har_logs_url": None,
                            "selenium_logs_url": None,
                            "created_at": "2024-05-13T23:14:07.000Z",
                        }
                    }
                ),
            ),
            (
                bs,
                {"path": f"/automate/sessions/{sess[0]}/logs"},
                "2024-05-13 23:15:10:112 REQUEST [2024-05-13 23:15:10:112] POST /session/"
                + sess[0]
                + '/element/0.21-7/click {}\n2024-05-13 23:15:10:640 RESPONSE {"value":{"error":"stale element reference","message":"A node reference could not be resolved: stale element"}}\n2024-05-13 23:15:11:002 REQUEST POST /session/'
                + sess[0]
                + "/screenshot\n2024-05-13 23:15:11:510 RESPONSE (screenshot)\n2024-05-13 23:15:18:004 STOP_SESSION",
            ),
            (
                bs,
                {
                    "method": "PUT",
                    "path": f"/automate/sessions/{sess[0]}.json",
                    "body": {
                        "status": "passed",
                        "reason": "Flaky: stale element on Safari 17.3, passes on rerun (SHOP-2301)",
                    },
                },
                js(
                    {
                        "automation_session": {
                            "name": "checkout > pays with saved card",
                            "status": "passed",
                            "reason": "Flaky: stale element on Safari 17.3, passes on rerun (SHOP-2301)",
                            "hashed_id": sess[0],
                        }
                    }
                ),
            ),
        ],
    )

    session(
        "appium",
        True,
        1,
        "The Android login test died with 'An unknown server-side error'. Look at the Appium server log and tell me what actually failed.",
        [
            (
                sh,
                {"command": "grep -n 'POST /session' /var/log/appium/appium.log | tail -3"},
                "18820:2024-05-14 08:02:11:418 [HTTP] --> POST /session\n19377:2024-05-14 08:14:40:007 [HTTP] --> POST /session\n19921:2024-05-14 08:27:53:262 [HTTP] --> POST /session",
            ),
            (
                sh,
                {"command": "sed -n 19921,19940p /var/log/appium/appium.log"},
                """2024-05-14 08:27:53:262 [HTTP] --> POST /session
2024-05-14 08:27:53:263 [HTTP] {"capabilities":{"firstMatch":[{}],"alwaysMatch":{"platformName":"Android","appium:automationName":"UiAutomator2","appium:app":"/builds/app-release-4.18.0.apk","appium:deviceName":"Pixel_7_API_34","appium:newCommandTimeout":120}}}
2024-05-14 08:27:53:270 [AppiumDriver@7f1a] Calling AppiumDriver.createSession() with args: [null,null,{"firstMatch":[{}],"alwaysMatch":{...}}]
2024-05-14 08:27:53:305 [AppiumDriver@7f1a] Appium v2.5.4 creating new AndroidUiautomator2Driver (v3.1.0) session
2024-05-14 08:27:55:814 [ADB] Using 'adb' from '/opt/android-sdk/platform-tools/adb'
2024-05-14 08:27:56:102 [ADB] Connected devices: [{"udid":"emulator-5554","state":"device"}]
2024-05-14 08:27:58:771 [ADB] Installing '/builds/app-release-4.18.0.apk'
2024-05-14 08:28:09:410 [AndroidUiautomator2Driver@0b7c (5d4c1a0e)] Performing shallow cleanup of automation leftovers
2024-05-14 08:28:13:552 [AndroidUiautomator2Driver@0b7c (5d4c1a0e)] Starting UIAutomator2 server 6.0.4""",
            ),
            (
                sh,
                {
                    "command": "sed -n 19940,20400p /var/log/appium/appium.log | grep -nE 'ERROR|Error|error' | head -8"
                },
                """212:2024-05-14 08:29:02:871 [W3C (5d4c1a0e)] Encountered internal error running command: NoSuchElementError: An element could not be located on the page using the given search parameters.
213:2024-05-14 08:29:02:872 [HTTP] <-- POST /session/5d4c1a0e-8a2b-4f33-9e1b-07c1f0d0c2aa/element 404 20011 ms - 542
301:2024-05-14 08:29:33:140 [W3C (5d4c1a0e)] Encountered internal error running command: Error: 'Command 'adb -P 5037 -s emulator-5554 shell dumpsys window' exited with code 255'; Command output: adb: device offline""",
            ),
            (
                sh,
                {"command": "sed -n 20145,20152p /var/log/appium/appium.log"},
                """2024-05-14 08:28:42:860 [HTTP] --> POST /session/5d4c1a0e-8a2b-4f33-9e1b-07c1f0d0c2aa/element
2024-05-14 08:28:42:860 [HTTP] {"using":"id","value":"com.example.shop:id/login_email"}
2024-05-14 08:28:42:861 [AndroidUiautomator2Driver@0b7c (5d4c1a0e)] Waiting up to 20000 ms for condition
2024-05-14 08:29:02:870 [AndroidUiautomator2Driver@0b7c (5d4c1a0e)] Matched W3C error code 'no such element' to NoSuchElementError""",
            ),
            (
                sh,
                {
                    "command": "unzip -p /builds/app-release-4.18.0.apk res/layout/activity_login.xml 2>/dev/null | strings | grep -o 'login_[a-z_]*' | sort -u"
                },
                "login_button\nlogin_email_input\nlogin_password_input\nlogin_title",
            ),
        ],
    )

    k6s = """
     ✓ status is 200
     ✗ body has items
      ↳  99% — ✓ {ok} / ✗ {bad}

     checks.........................: {pct}% ✓ {okc}      ✗ {bad}   
     data_received..................: 412 MB 1.4 MB/s
     data_sent......................: 9.8 MB 33 kB/s
     http_req_blocked...............: avg=21.1µs   min=1µs     med=4µs     max=48.2ms  p(90)=7µs     p(95)=9µs    
     http_req_connecting............: avg=9.48µs   min=0s      med=0s      max=21.77ms p(90)=0s      p(95)=0s     
   {mark} http_req_duration..............: avg={avg}    min=11.2ms  med={med}   max={mx}  p(90)={p90}   p(95)={p95}
       {{ expected_response:true }}...: avg={avg}    min=11.2ms  med={med}   max={mx}  p(90)={p90}   p(95)={p95}
   ✓ http_req_failed................: 0.04%  ✓ 14          ✗ 35091
     http_reqs......................: 35105  117.01/s
     iteration_duration.............: avg=1.16s    min=1.01s   med=1.12s   max=3.98s   p(90)=1.31s   p(95)=1.42s  
     iterations.....................: 35105  117.01/s
     vus............................: {vus}    min=1         max={vus}
     vus_max........................: {vus}    min={vus}       max={vus}

{tail}"""
    session(
        "k6",
        True,
        1,
        "Load test the search API at 150 VUs for 5 minutes and tell me whether p95 stays under 400 ms. If it does, try 250 VUs.",
        [
            (
                sh,
                {"command": "k6 run -e VUS=150 -e DURATION=5m load/search.js 2>&1 | tail -24"},
                k6s.format(
                    ok=35091,
                    bad=14,
                    pct="99.98",
                    okc=70182,
                    mark="✓",
                    avg="142.8ms",
                    med="118.4ms",
                    mx="2.1s",
                    p90="241.7ms",
                    p95="311.2ms",
                    vus=150,
                    tail="running (5m00.4s), 000/150 VUs, 35105 complete and 0 interrupted iterations\ndefault ✓ [======================================] 150 VUs  5m0s",
                ),
            ),
            (
                sh,
                {"command": "k6 run -e VUS=250 -e DURATION=5m load/search.js 2>&1 | tail -24"},
                k6s.format(
                    ok=51870,
                    bad=212,
                    pct="99.79",
                    okc=103952,
                    mark="✗",
                    avg="388.1ms",
                    med="301.6ms",
                    mx="6.4s",
                    p90="702.3ms",
                    p95="918.5ms",
                    vus=250,
                    tail="running (5m00.6s), 000/250 VUs, 52082 complete and 0 interrupted iterations\ndefault ✓ [======================================] 250 VUs  5m0s\nERRO[0301] thresholds on metrics 'http_req_duration' have been crossed",
                ),
            ),
            (
                sh,
                {
                    "command": "k6 run -e VUS=200 -e DURATION=3m load/search.js --summary-trend-stats 'p(95),p(99)' 2>&1 | grep -E 'http_req_duration|http_req_failed'"
                },
                "   ✓ http_req_duration..............: p(95)=389.4ms p(99)=812.7ms\n   ✓ http_req_failed................: 0.11%  ✓ 31          ✗ 28102",
            ),
        ],
    )

    lc = "locust_api"

    def stats(n, fails, avg, rps, users):
        return js(
            {
                "current_fail_per_sec": round(fails / 300, 2),
                "current_response_time_percentile_1": int(avg * 1.9),
                "current_response_time_percentile_2": int(avg * 3.1),
                "errors": []
                if not fails
                else [
                    {
                        "method": "POST",
                        "name": "/api/cart",
                        "error": "HTTPError('503 Server Error: Service Unavailable for url: /api/cart')",
                        "occurrences": fails,
                    }
                ],
                "fail_ratio": round(fails / max(n, 1), 4),
                "state": "running",
                "total_rps": rps,
                "user_count": users,
                "stats": [
                    {
                        "method": "GET",
                        "name": "/api/products",
                        "num_requests": int(n * 0.7),
                        "num_failures": 0,
                        "avg_response_time": avg * 0.8,
                        "min_response_time": 9,
                        "max_response_time": int(avg * 9),
                        "current_rps": round(rps * 0.7, 1),
                        "median_response_time": int(avg * 0.7),
                        "ninetieth_response_time": int(avg * 1.8),
                    },
                    {
                        "method": "POST",
                        "name": "/api/cart",
                        "num_requests": int(n * 0.3),
                        "num_failures": fails,
                        "avg_response_time": avg * 1.5,
                        "min_response_time": 14,
                        "max_response_time": int(avg * 14),
                        "current_rps": round(rps * 0.3, 1),
                        "median_response_time": int(avg * 1.2),
                        "ninetieth_response_time": int(avg * 2.9),
                    },
                    {
                        "method": None,
                        "name": "Aggregated",
                        "num_requests": n,
                        "num_failures": fails,
                        "avg_response_time": avg,
                        "min_response_time": 9,
                        "max_response_time": int(avg * 14),
                        "current_rps": rps,
                        "median_response_time": int(avg * 0.8),
                        "ninetieth_response_time": int(avg * 2.1),
                    },
                ],
            }
        )

    session(
        "locust",
        True,
        1,
        "Ramp the cart service to 400 users with Locust, watch it for a few minutes, and tell me at what user count errors start.",
        [
            (
                lc,
                {
                    "method": "POST",
                    "path": "/swarm",
                    "form": {
                        "user_count": 400,
                        "spawn_rate": 10,
                        "host": "https://cart.staging.example.com",
                    },
                },
                js(
                    {
                        "success": True,
                        "message": "Swarming started",
                        "host": "https://cart.staging.example.com",
                    }
                ),
            ),
            (lc, {"method": "GET", "path": "/stats/requests"}, stats(2811, 0, 48.2, 94.1, 120)),
            (lc, {"method": "GET", "path": "/stats/requests"}, stats(11904, 0, 61.7, 211.3, 260)),
            (
                lc,
                {"method": "GET", "path": "/stats/requests"},
                stats(24467, 318, 143.9, 287.5, 360),
            ),
            (
                lc,
                {"method": "GET", "path": "/stats/requests"},
                stats(39020, 1714, 402.6, 301.2, 400),
            ),
            (
                lc,
                {"method": "GET", "path": "/stop"},
                js({"success": True, "message": "Test stopped"}),
            ),
            (
                lc,
                {"method": "GET", "path": "/stats/requests/csv"},
                "Type,Name,Request Count,Failure Count,Median Response Time,Average Response Time,Min Response Time,Max Response Time,Average Content Size,Requests/s,Failures/s,50%,66%,75%,80%,90%,95%,98%,99%,99.9%,99.99%,100%\nGET,/api/products,27314,0,58,79.4,9,3620,1841.0,91.05,0.0,58,72,88,99,140,210,390,620,1900,3600,3620\nPOST,/api/cart,11706,1714,190,301.7,14,5636,212.0,39.02,5.71,190,260,330,390,720,1400,2700,3900,5500,5600,5636\n,Aggregated,39020,1714,72,146.1,9,5636,1352.4,130.07,5.71,72,95,130,160,310,620,1400,2400,4800,5600,5636",
            ),
        ],
    )

    session(
        "jmeter",
        True,
        1,
        "Run the orders-api JMeter plan for 10 minutes at 50 threads and give me the error rate and the slowest sampler.",
        [
            (
                sh,
                {
                    "command": "jmeter -n -t plans/orders-api.jmx -Jthreads=50 -Jduration=600 -l results/orders.jtl -e -o results/report 2>&1 | tail -12"
                },
                """Creating summariser <summary>
Created the tree successfully using plans/orders-api.jmx
Starting standalone test @ May 14, 2024 10:12:03 AM UTC (1715681523144)
Waiting for possible Shutdown/StopTestNow/HeapDump/ThreadDump message on port 4445
summary +   1021 in 00:00:21 =   48.6/s Avg:    97 Min:    21 Max:   804 Err:     0 (0.00%) Active: 50 Started: 50 Finished: 0
summary +   8867 in 00:03:00 =   49.3/s Avg:   101 Min:    19 Max:  1420 Err:     3 (0.03%) Active: 50 Started: 50 Finished: 0
summary =   9888 in 00:03:21 =   49.2/s Avg:   100 Min:    19 Max:  1420 Err:     3 (0.03%)
summary +   8902 in 00:03:00 =   49.5/s Avg:   104 Min:    20 Max:  2210 Err:     9 (0.10%) Active: 50 Started: 50 Finished: 0
summary =  18790 in 00:06:21 =   49.3/s Avg:   102 Min:    19 Max:  2210 Err:    12 (0.06%)
summary +  10741 in 00:03:39 =   49.0/s Avg:    99 Min:    20 Max:  1730 Err:     4 (0.04%) Active: 0 Started: 50 Finished: 50
summary =  29531 in 00:10:00 =   49.2/s Avg:   101 Min:    19 Max:  2210 Err:    16 (0.05%)
Tidying up ...    @ May 14, 2024 10:22:03 AM UTC (1715682123517)
... end of run""",
            ),
            (
                sh,
                {"command": "head -3 results/orders.jtl"},
                "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n1715681523301,88,GET /orders,200,OK,Orders 1-1,text,true,,4211,188,1,1,https://orders.staging.example.com/orders?page=1,86,0,31\n1715681523393,133,POST /orders,201,Created,Orders 1-1,text,true,,611,1042,1,1,https://orders.staging.example.com/orders,131,0,0",
            ),
            (
                sh,
                {
                    "command": 'awk -F, \'NR>1{n[$3]++; s[$3]+=$2; if($8=="false") e[$3]++} END{for(k in n) printf "%-22s n=%d avg=%.0f err=%d\\n", k, n[k], s[k]/n[k], e[k]}\' results/orders.jtl | sort -t= -k3 -nr'
                },
                "POST /orders/{id}/pay n=5906 avg=214 err=11\nPOST /orders           n=5906 avg=131 err=5\nGET /orders/{id}       n=5906 avg=62 err=0\nGET /orders            n=5907 avg=58 err=0\nDELETE /orders/{id}    n=5906 avg=41 err=0",
            ),
            (
                sh,
                {
                    "command": "awk -F, '$8==\"false\"{print $4, $5}' results/orders.jtl | sort | uniq -c"
                },
                "     11 502 Bad Gateway\n      5 409 Conflict",
            ),
        ],
    )

    # failing: BrowserStack access key rotated, every call refused
    den = "HTTP Basic: Access denied.\n"
    session(
        "browserstack",
        False,
        1,
        "Get the video and console logs for the failed iPhone session in today's BrowserStack build 'release-4.18-rc2'.",
        [
            (bs, {"path": "/automate/builds.json", "params": {"limit": 10}}, den),
            (
                bs,
                {"path": "/automate/builds.json", "params": {"limit": 10, "status": "failed"}},
                den,
            ),
            (bs, {"path": "/automate/plan.json"}, den),
            (bs, {"path": "/automate/projects.json"}, den),
            (bs, {"path": "/app-automate/builds.json", "params": {"limit": 10}}, den),
            (bs, {"path": "/automate/builds.json", "params": {"limit": 25, "offset": 10}}, den),
            (bs, {"path": "/automate/browsers.json"}, den),
        ],
    )

    # failing: locust master died; the web UI port refuses every request
    cr = "curl: (7) Failed to connect to locust-master.perf.svc port 8089 after 2 ms: Couldn't connect to server"
    session(
        "locust",
        False,
        1,
        "Check how the running Locust soak test on the payments service is doing — error ratio and p95 so far.",
        [
            (lc, {"method": "GET", "path": "/stats/requests"}, cr),
            (lc, {"method": "GET", "path": "/stats/requests/csv"}, cr),
            (lc, {"method": "GET", "path": "/stats/failures/csv"}, cr),
            (lc, {"method": "GET", "path": "/"}, cr),
            (lc, {"method": "GET", "path": "/stats/report"}, cr),
            (lc, {"method": "GET", "path": "/exceptions"}, cr),
        ],
    )

    # failing: grid hub up but no node ever registers; new sessions time out
    nr = js({"value": {"ready": False, "message": "Selenium Grid not ready.", "nodes": []}}, 2)
    snc = js(
        {
            "value": {
                "error": "session not created",
                "message": "Could not start a new session. New session request timed out \nHost info: host: 'selenium-hub-7c9d8b6f4-qx2lm', ip: '10.2.0.9'\nBuild info: version: '4.19.1', revision: '25f6b7a3ba'\nSystem info: os.name: 'Linux', os.arch: 'amd64', os.version: '5.15.0-105-generic', java.version: '17.0.10'\nDriver info: driver.version: unknown",
                "stacktrace": "org.openqa.selenium.SessionNotCreatedException: Could not start a new session. New session request timed out \n\tat org.openqa.selenium.grid.sessionqueue.local.LocalNewSessionQueue.addToQueue(LocalNewSessionQueue.java:224)\n\tat org.openqa.selenium.grid.sessionqueue.local.LocalNewSessionQueue.addToQueue(LocalNewSessionQueue.java:65)\n\t...",
            }
        },
        2,
    )
    session(
        "selenium-grid",
        False,
        1,
        "Run a quick smoke check of the login page in Firefox on the QA Selenium Grid.",
        [
            (
                sg,
                {
                    "method": "POST",
                    "url": "http://selenium-hub.qa.svc:4444/session",
                    "body": {"capabilities": {"alwaysMatch": {"browserName": "firefox"}}},
                },
                snc,
            ),
            (sg, {"method": "GET", "url": "http://selenium-hub.qa.svc:4444/status"}, nr),
            (sg, {"method": "GET", "url": "http://selenium-hub.qa.svc:4444/status"}, nr),
            (
                sg,
                {
                    "method": "POST",
                    "url": "http://selenium-hub.qa.svc:4444/session",
                    "body": {"capabilities": {"alwaysMatch": {"browserName": "chrome"}}},
                },
                snc,
            ),
            (
                sg,
                {
                    "method": "GET",
                    "url": "http://selenium-hub.qa.svc:4444/se/grid/newsessionqueue/queue",
                },
                js({"value": [{"browserName": "firefox"}, {"browserName": "chrome"}]}, 2),
            ),
            (sg, {"method": "GET", "url": "http://selenium-hub.qa.svc:4444/status"}, nr),
            (
                sg,
                {
                    "method": "POST",
                    "url": "http://selenium-hub.qa.svc:4444/wd/hub/session",
                    "body": {
                        "capabilities": {
                            "alwaysMatch": {"browserName": "firefox", "platformName": "linux"}
                        }
                    },
                },
                snc,
            ),
            (sg, {"method": "GET", "url": "http://selenium-hub.qa.svc:4444/status"}, nr),
        ],
    )

    # failing: k6 cloud organisation out of VUh; every cloud run refused at start
    def quota(i):
        return (
            f"\n          /\\      |‾‾| /‾‾/   /‾‾/   \n     /\\  /  \\     |  |/  /   /  /    \n    /  \\/    \\    |     (   /   ‾‾\\  \n   /          \\   |  |\\  \\ |  (‾)  | \n  / __________ \\  |__| \\__\\ \\_____/ .io\n\n"
            f'time="2024-05-14T10:4{i}:0{i}Z" level=error msg="(403/E2) Your organization has used 100% of its monthly VUh quota. Upgrade your plan or wait until 2024-06-01 for the quota to reset."'
        )

    session(
        "k6",
        False,
        1,
        "Kick off the checkout spike test in k6 Cloud (1000 VUs) and report the p95 and error rate.",
        [
            (sh, {"command": "k6 cloud load/checkout-spike.js 2>&1 | tail -12"}, quota(1)),
            (
                sh,
                {"command": "k6 cloud -e VUS=500 load/checkout-spike.js 2>&1 | tail -12"},
                quota(2),
            ),
            (
                sh,
                {
                    "command": "K6_CLOUD_PROJECT_ID=3691204 k6 cloud load/checkout-spike.js 2>&1 | tail -12"
                },
                quota(3),
            ),
            (
                sh,
                {"command": "k6 cloud --exit-on-running load/checkout-spike.js 2>&1 | tail -12"},
                quota(4),
            ),
            (
                sh,
                {
                    "command": "k6 cloud -e VUS=100 -e DURATION=2m load/checkout-spike.js 2>&1 | tail -12"
                },
                quota(5),
            ),
            (sh, {"command": "k6 cloud load/checkout-smoke.js 2>&1 | tail -12"}, quota(6)),
        ],
    )


_qa()


# ---------------------------------------------------------------- Vector databases
def _vec():
    wv = "weaviate_graphql"
    session(
        "weaviate",
        True,
        1,
        "Find support articles about resetting two-factor authentication in our Weaviate knowledge base, then page through the rest of the 'Security' category.",
        [
            (
                wv,
                {
                    "query": '{ Get { Article(nearText: {concepts: ["reset two-factor authentication"]}, limit: 3) { title category url _additional { id distance } } } }'
                },
                js(
                    {
                        "data": {
                            "Get": {
                                "Article": [
                                    {
                                        "title": "Recovering access when you lose your authenticator app",
                                        "category": "Security",
                                        "url": "https://help.example.com/a/2231",
                                        "_additional": {
                                            "id": "0b7a9f3e-"
                                            + hid("w1", 4)
                                            + "-4f1c-"
                                            + hid("w1b", 4)
                                            + "-"
                                            + hid("w1c", 12),
                                            "distance": 0.1712,
                                        },
                                    },
                                    {
                                        "title": "Using backup codes",
                                        "category": "Security",
                                        "url": "https://help.example.com/a/2232",
                                        "_additional": {
                                            "id": "1c2e0d11-"
                                            + hid("w2", 4)
                                            + "-4a55-"
                                            + hid("w2b", 4)
                                            + "-"
                                            + hid("w2c", 12),
                                            "distance": 0.1935,
                                        },
                                    },
                                    {
                                        "title": "Admin: require 2FA for your organisation",
                                        "category": "Admin",
                                        "url": "https://help.example.com/a/1877",
                                        "_additional": {
                                            "id": "27d9c1aa-"
                                            + hid("w3", 4)
                                            + "-4b02-"
                                            + hid("w3b", 4)
                                            + "-"
                                            + hid("w3c", 12),
                                            "distance": 0.2411,
                                        },
                                    },
                                ]
                            }
                        }
                    }
                ),
            ),
            (
                wv,
                {
                    "query": '{ Get { Article(where: {path: ["category"], operator: Equal, valueText: "Security"}, limit: 4) { title _additional { id } } } }'
                },
                js(
                    {
                        "data": {
                            "Get": {
                                "Article": [
                                    {
                                        "title": t,
                                        "_additional": {
                                            "id": hid(t, 8) + "-0000-4000-8000-" + hid(t + "x", 12)
                                        },
                                    }
                                    for t in [
                                        "Recovering access when you lose your authenticator app",
                                        "Using backup codes",
                                        "Signing in with a passkey",
                                        "Why was I signed out?",
                                    ]
                                ]
                            }
                        }
                    }
                ),
            ),
            (
                wv,
                {
                    "query": '{ Get { Article(where: {path: ["category"], operator: Equal, valueText: "Security"}, limit: 4, after: "'
                    + hid("Why was I signed out?", 8)
                    + "-0000-4000-8000-"
                    + hid("Why was I signed out?x", 12)
                    + '") { title _additional { id } } } }'
                },
                js(
                    {
                        "data": {
                            "Get": {
                                "Article": [
                                    {
                                        "title": t,
                                        "_additional": {
                                            "id": hid(t, 8) + "-0000-4000-8000-" + hid(t + "x", 12)
                                        },
                                    }
                                    for t in [
                                        "Reviewing active sessions",
                                        "Suspicious login emails",
                                        "Setting a strong password",
                                    ]
                                ]
                            }
                        }
                    }
                ),
            ),
            (
                wv,
                {
                    "query": '{ Aggregate { Article(where: {path: ["category"], operator: Equal, valueText: "Security"}) { meta { count } } } }'
                },
                js({"data": {"Aggregate": {"Article": [{"meta": {"count": 7}}]}}}),
            ),
        ],
    )

    qd = "qdrant_request"
    session(
        "qdrant",
        True,
        1,
        "Find the five product reviews most similar to review 88121 that are from verified buyers, and tag review 88121 as 'duplicate-check-done'.",
        [
            (
                qd,
                {"method": "GET", "path": "/collections/reviews"},
                js(
                    {
                        "result": {
                            "status": "green",
                            "optimizer_status": "ok",
                            "indexed_vectors_count": 412880,
                            "points_count": 413002,
                            "segments_count": 8,
                            "config": {
                                "params": {
                                    "vectors": {"size": 768, "distance": "Cosine"},
                                    "shard_number": 2,
                                    "replication_factor": 1,
                                    "write_consistency_factor": 1,
                                    "on_disk_payload": True,
                                },
                                "hnsw_config": {
                                    "m": 16,
                                    "ef_construct": 100,
                                    "full_scan_threshold": 10000,
                                    "max_indexing_threads": 0,
                                    "on_disk": False,
                                },
                                "optimizer_config": {
                                    "deleted_threshold": 0.2,
                                    "vacuum_min_vector_number": 1000,
                                    "default_segment_number": 0,
                                    "max_segment_size": None,
                                    "memmap_threshold": None,
                                    "indexing_threshold": 20000,
                                    "flush_interval_sec": 5,
                                    "max_optimization_threads": None,
                                },
                                "wal_config": {"wal_capacity_mb": 32, "wal_segments_ahead": 0},
                                "quantization_config": None,
                            },
                            "payload_schema": {
                                "verified": {"data_type": "bool", "points": 413002},
                                "product_id": {"data_type": "keyword", "points": 413002},
                            },
                        },
                        "status": "ok",
                        "time": 0.000118,
                    }
                ),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/reviews/points/recommend",
                    "body": {
                        "positive": [88121],
                        "filter": {"must": [{"key": "verified", "match": {"value": True}}]},
                        "limit": 5,
                        "with_payload": ["product_id", "title", "rating"],
                    },
                },
                js(
                    {
                        "result": [
                            {
                                "id": pid,
                                "version": 311 + i,
                                "score": sc,
                                "payload": {
                                    "product_id": "B0C7QX2" + str(i),
                                    "title": ttl,
                                    "rating": rt,
                                },
                            }
                            for i, (pid, sc, ttl, rt) in enumerate(
                                [
                                    (90412, 0.9411, "Stopped charging after 2 weeks", 1),
                                    (71233, 0.9127, "Charging port failed", 1),
                                    (88940, 0.8893, "Battery won't hold a charge", 2),
                                    (102877, 0.8712, "Dead on arrival, no charging light", 1),
                                    (65021, 0.8520, "Charger cable fine, device isn't", 2),
                                ]
                            )
                        ],
                        "status": "ok",
                        "time": 0.004412,
                    }
                ),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/reviews/points/payload",
                    "body": {"payload": {"tags": ["duplicate-check-done"]}, "points": [88121]},
                },
                js(
                    {
                        "result": {"operation_id": 40218, "status": "acknowledged"},
                        "status": "ok",
                        "time": 0.001981,
                    }
                ),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/reviews/points",
                    "body": {"ids": [88121], "with_payload": ["tags", "verified"]},
                },
                js(
                    {
                        "result": [
                            {
                                "id": 88121,
                                "payload": {"tags": ["duplicate-check-done"], "verified": False},
                                "vector": None,
                            }
                        ],
                        "status": "ok",
                        "time": 0.000402,
                    }
                ),
            ),
        ],
    )

    pm = "python"
    session(
        "milvus",
        True,
        1,
        "Tenant 'acme-legal' asked us to delete all their document chunks from Milvus. Do it and confirm nothing of theirs is left.",
        [
            (
                pm,
                {
                    "code": "from pymilvus import MilvusClient\nc = MilvusClient(uri='http://milvus.search.svc:19530')\nprint(c.describe_collection('doc_chunks'))"
                },
                "{'collection_name': 'doc_chunks', 'auto_id': False, 'num_shards': 2, 'description': 'RAG chunks, all tenants', 'fields': [{'field_id': 100, 'name': 'chunk_id', 'description': '', 'type': <DataType.VARCHAR: 21>, 'params': {'max_length': 64}, 'is_primary': True}, {'field_id': 101, 'name': 'tenant', 'description': '', 'type': <DataType.VARCHAR: 21>, 'params': {'max_length': 64}, 'is_partition_key': True}, {'field_id': 102, 'name': 'text', 'description': '', 'type': <DataType.VARCHAR: 21>, 'params': {'max_length': 8192}}, {'field_id': 103, 'name': 'embedding', 'description': '', 'type': <DataType.FLOAT_VECTOR: 101>, 'params': {'dim': 1024}}], 'aliases': [], 'collection_id': 449812730018374211, 'consistency_level': 2, 'properties': {}, 'num_partitions': 16, 'enable_dynamic_field': False}",
            ),
            (
                pm,
                {
                    "code": "print(c.query('doc_chunks', filter='tenant == \"acme-legal\"', output_fields=['count(*)']))"
                },
                "data: [\"{'count(*)': 18342}\"] , extra_info: {}",
            ),
            (
                pm,
                {"code": "print(c.delete('doc_chunks', filter='tenant == \"acme-legal\"'))"},
                "{'delete_count': 18342}",
            ),
            (
                pm,
                {
                    "code": "c.flush('doc_chunks')\nprint(c.query('doc_chunks', filter='tenant == \"acme-legal\"', output_fields=['count(*)'], consistency_level='Strong'))"
                },
                "data: [\"{'count(*)': 0}\"] , extra_info: {}",
            ),
            (
                pm,
                {
                    "code": "print(c.query('doc_chunks', filter='text like \"%ACME Legal%\"', output_fields=['chunk_id', 'tenant'], limit=5, consistency_level='Strong'))"
                },
                "data: [] , extra_info: {}",
            ),
            (
                pm,
                {
                    "code": "print(c.query('doc_chunks', filter='tenant == \"acme-retail\"', output_fields=['count(*)']))"
                },
                "data: [\"{'count(*)': 52211}\"] , extra_info: {}",
            ),
        ],
    )

    vs = "vespa_query"

    def vhit(i, title, rel, src):
        return {
            "id": f"id:shop:product::{src}",
            "relevance": rel,
            "source": "product_content",
            "fields": {
                "sddocname": "product",
                "documentid": f"id:shop:product::{src}",
                "title": title,
                "price": 19.99 + i * 7,
            },
        }

    session(
        "vespa",
        True,
        1,
        "Search the product index for waterproof hiking boots under $150, and show me the second page too.",
        [
            (
                vs,
                {
                    "yql": "select * from product where userQuery() and price < 150",
                    "query": "waterproof hiking boots",
                    "hits": 3,
                    "ranking": "bm25_plus_embedding",
                },
                js(
                    {
                        "root": {
                            "id": "toplevel",
                            "relevance": 1.0,
                            "fields": {"totalCount": 41},
                            "coverage": {
                                "coverage": 100,
                                "documents": 1882031,
                                "full": True,
                                "nodes": 4,
                                "results": 1,
                                "resultsFull": 1,
                            },
                            "children": [
                                vhit(
                                    0, "Trailmaster GTX Waterproof Hiking Boot", 22.41, "TM-GTX-M"
                                ),
                                vhit(1, "Ridgeline Mid WP Hiker", 21.87, "RL-MID-WP"),
                                vhit(2, "Alpine Trek Leather Boot, Waterproof", 20.92, "AT-LTHR"),
                            ],
                        }
                    }
                ),
            ),
            (
                vs,
                {
                    "yql": "select * from product where userQuery() and price < 150",
                    "query": "waterproof hiking boots",
                    "hits": 3,
                    "offset": 3,
                    "ranking": "bm25_plus_embedding",
                },
                js(
                    {
                        "root": {
                            "id": "toplevel",
                            "relevance": 1.0,
                            "fields": {"totalCount": 41},
                            "coverage": {
                                "coverage": 100,
                                "documents": 1882031,
                                "full": True,
                                "nodes": 4,
                                "results": 1,
                                "resultsFull": 1,
                            },
                            "children": [
                                vhit(3, "Women's Summit WP Hiking Shoe", 19.66, "SM-WP-W"),
                                vhit(4, "Kids' Puddle Trail Boot", 18.03, "KP-TRAIL"),
                                vhit(5, "Gaiter-ready Approach Boot", 17.45, "GR-APP"),
                            ],
                        }
                    }
                ),
            ),
            (
                vs,
                {
                    "yql": "select * from product where userQuery() and price < 150 and in_stock = true",
                    "query": "waterproof hiking boots",
                    "hits": 0,
                },
                js(
                    {
                        "root": {
                            "id": "toplevel",
                            "relevance": 1.0,
                            "fields": {"totalCount": 29},
                            "coverage": {
                                "coverage": 100,
                                "documents": 1882031,
                                "full": True,
                                "nodes": 4,
                                "results": 1,
                                "resultsFull": 1,
                            },
                        }
                    }
                ),
            ),
        ],
    )

    ld = "python"
    session(
        "lancedb",
        True,
        1,
        "Build a vector index on the images table in LanceDB and check that search results are the same as the brute-force ones for a sample query.",
        [
            (
                ld,
                {
                    "code": "import lancedb\ndb = lancedb.connect('/data/lance')\ntbl = db.open_table('images')\nprint(tbl.count_rows()); print(tbl.schema)"
                },
                "1204331\nimage_id: string\ncaption: string\nvector: fixed_size_list<item: float>[512]\n  child 0, item: float\nsource: string",
            ),
            (
                ld,
                {
                    "code": "q = embed('a red bicycle leaning on a wall')\nprint(tbl.search(q).limit(5).select(['image_id','caption']).to_pandas())"
                },
                "    image_id                                   caption  _distance\n0  img_881204        red bicycle against a brick wall   0.412231\n1  img_102377   vintage red bike parked by a wall   0.455018\n2  img_640011     bicycle leaning on graffiti wall   0.498772\n3  img_771290       red road bike outside a cafe   0.521904\n4  img_009812         a bike chained to a railing   0.540113",
            ),
            (
                ld,
                {
                    "code": "tbl.create_index(metric='cosine', num_partitions=1024, num_sub_vectors=64)\nprint('done')"
                },
                "done",
            ),
            (
                ld,
                {"code": "print(tbl.list_indices())"},
                '[Index(IvfPq, columns=["vector"], name="vector_idx")]',
            ),
            (
                ld,
                {
                    "code": "print(tbl.search(q).metric('cosine').nprobes(20).refine_factor(10).limit(5).select(['image_id','caption']).to_pandas())"
                },
                "    image_id                                   caption  _distance\n0  img_881204        red bicycle against a brick wall   0.205844\n1  img_102377   vintage red bike parked by a wall   0.227392\n2  img_640011     bicycle leaning on graffiti wall   0.249310\n3  img_771290       red road bike outside a cafe   0.260950\n4  img_009812         a bike chained to a railing   0.270061",
            ),
        ],
    )

    session(
        "qdrant",
        True,
        2,
        "GDPR request: remove every vector of user 8812 from the chat_memory collection and prove it's gone.",
        [
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/chat_memory/points/count",
                    "body": {
                        "filter": {"must": [{"key": "user_id", "match": {"value": 8812}}]},
                        "exact": True,
                    },
                },
                js({"result": {"count": 1437}, "status": "ok", "time": 0.003117}),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/chat_memory/points/delete?wait=true",
                    "body": {"filter": {"must": [{"key": "user_id", "match": {"value": 8812}}]}},
                },
                js(
                    {
                        "result": {"operation_id": 77120, "status": "completed"},
                        "status": "ok",
                        "time": 0.118002,
                    }
                ),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/chat_memory/points/count",
                    "body": {
                        "filter": {"must": [{"key": "user_id", "match": {"value": 8812}}]},
                        "exact": True,
                    },
                },
                js({"result": {"count": 0}, "status": "ok", "time": 0.002208}),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/chat_memory/points/scroll",
                    "body": {
                        "filter": {
                            "must": [{"key": "email", "match": {"value": "j.moreau@example.org"}}]
                        },
                        "limit": 10,
                    },
                },
                js(
                    {
                        "result": {"points": [], "next_page_offset": None},
                        "status": "ok",
                        "time": 0.001931,
                    }
                ),
            ),
            (
                qd,
                {"method": "GET", "path": "/collections/chat_memory/snapshots"},
                js(
                    {
                        "result": [
                            {
                                "name": "chat_memory-4410236181392016-2024-05-12-02-00-03.snapshot",
                                "creation_time": "2024-05-12T02:00:05",
                                "size": 3889201152,
                                "checksum": "9c1e" + hid("snap", 60),
                            }
                        ],
                        "status": "ok",
                        "time": 0.000311,
                    }
                ),
            ),
        ],
    )

    session(
        "weaviate",
        True,
        2,
        "Import the 3 new FAQ entries into the Weaviate FAQ class and check the class count went up by 3.",
        [
            (
                wv,
                {"query": "{ Aggregate { FAQ { meta { count } } } }"},
                js({"data": {"Aggregate": {"FAQ": [{"meta": {"count": 212}}]}}}),
            ),
            (
                "weaviate_rest",
                {
                    "method": "POST",
                    "path": "/v1/batch/objects",
                    "body": {
                        "objects": [
                            {"class": "FAQ", "properties": {"question": q}}
                            for q in [
                                "How do I export my data?",
                                "Can I change my username?",
                                "Is there a student discount?",
                            ]
                        ]
                    },
                },
                js(
                    [
                        {
                            "class": "FAQ",
                            "properties": {"question": q},
                            "id": hid(q, 8) + "-6c1e-4a2b-9d0f-" + hid(q + "y", 12),
                            "creationTimeUnix": 1715683001223 + i,
                            "lastUpdateTimeUnix": 1715683001223 + i,
                            "result": {},
                        }
                        for i, q in enumerate(
                            [
                                "How do I export my data?",
                                "Can I change my username?",
                                "Is there a student discount?",
                            ]
                        )
                    ]
                ),
            ),
            (
                wv,
                {"query": "{ Aggregate { FAQ { meta { count } } } }"},
                js({"data": {"Aggregate": {"FAQ": [{"meta": {"count": 215}}]}}}),
            ),
        ],
    )

    # failing: collection restored from an empty snapshot; every search returns nothing
    emp = js({"result": [], "status": "ok", "time": 0.000231})
    session(
        "qdrant",
        False,
        1,
        "Find past incident postmortems similar to 'payment webhook retries causing duplicate charges' in the postmortems collection.",
        [
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/postmortems/points/search",
                    "body": {
                        "vector": "<embed: payment webhook retries causing duplicate charges>",
                        "limit": 5,
                        "with_payload": True,
                    },
                },
                emp,
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/postmortems/points/search",
                    "body": {
                        "vector": "<embed: duplicate charges>",
                        "limit": 10,
                        "with_payload": True,
                    },
                },
                emp.replace("231", "198"),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/postmortems/points/search",
                    "body": {
                        "vector": "<embed: webhook retry storm>",
                        "limit": 10,
                        "score_threshold": 0.2,
                        "with_payload": True,
                    },
                },
                emp.replace("231", "204"),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/postmortems/points/scroll",
                    "body": {
                        "filter": {"must": [{"key": "service", "match": {"value": "payments"}}]},
                        "limit": 10,
                    },
                },
                js(
                    {
                        "result": {"points": [], "next_page_offset": None},
                        "status": "ok",
                        "time": 0.000177,
                    }
                ),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/postmortems/points/search",
                    "body": {
                        "vector": "<embed: stripe webhook idempotency>",
                        "limit": 10,
                        "with_payload": True,
                    },
                },
                emp.replace("231", "189"),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/postmortems/points/scroll",
                    "body": {"limit": 5},
                },
                js(
                    {
                        "result": {"points": [], "next_page_offset": None},
                        "status": "ok",
                        "time": 0.000154,
                    }
                ),
            ),
            (
                qd,
                {
                    "method": "POST",
                    "path": "/collections/postmortems/points/search",
                    "body": {
                        "vector": "<embed: incident double billing>",
                        "limit": 20,
                        "with_payload": True,
                    },
                },
                emp.replace("231", "212"),
            ),
        ],
    )

    # failing: OIDC token expired mid-session
    w401 = js(
        {
            "code": 401,
            "message": "unauthorized: token is expired: oidc: token is expired (Token Expiry: 2024-05-14 09:00:12 +0000 UTC)",
        }
    )
    session(
        "weaviate",
        False,
        1,
        "Which internal wiki pages talk about our on-call escalation policy? Search the WikiPage class.",
        [
            (
                wv,
                {
                    "query": '{ Get { WikiPage(nearText: {concepts: ["on-call escalation policy"]}, limit: 5) { title space url } } }'
                },
                w401,
            ),
            (
                wv,
                {
                    "query": '{ Get { WikiPage(bm25: {query: "escalation on-call"}, limit: 5) { title space url } } }'
                },
                w401,
            ),
            (
                wv,
                {
                    "query": '{ Get { WikiPage(hybrid: {query: "pager escalation", alpha: 0.5}, limit: 5) { title url } } }'
                },
                w401,
            ),
            ("weaviate_rest", {"method": "GET", "path": "/v1/schema/WikiPage"}, w401),
            (
                wv,
                {
                    "query": '{ Get { WikiPage(where: {path: ["space"], operator: Equal, valueText: "SRE"}, limit: 10) { title url } } }'
                },
                w401,
            ),
            (
                wv,
                {
                    "query": '{ Get { WikiPage(nearText: {concepts: ["incident commander rotation"]}, limit: 5) { title url } } }'
                },
                w401,
            ),
            (wv, {"query": "{ Aggregate { WikiPage { meta { count } } } }"}, w401),
        ],
    )

    # failing: a caching proxy in front of Vespa answers every query with the same stale page
    stale = js(
        {
            "root": {
                "id": "toplevel",
                "relevance": 1.0,
                "fields": {"totalCount": 3},
                "coverage": {
                    "coverage": 100,
                    "documents": 1882031,
                    "full": True,
                    "nodes": 4,
                    "results": 1,
                    "resultsFull": 1,
                },
                "children": [
                    vhit(0, "Gift Card — $25", 0.0, "GC-25"),
                    vhit(1, "Gift Card — $50", 0.0, "GC-50"),
                    vhit(2, "Gift Card — $100", 0.0, "GC-100"),
                ],
            }
        }
    )
    session(
        "vespa",
        False,
        1,
        "Find noise-cancelling headphones with at least 30h battery in the product index and compare the top three.",
        [
            (
                vs,
                {
                    "yql": "select * from product where userQuery()",
                    "query": "noise cancelling headphones",
                    "hits": 3,
                },
                stale,
            ),
            (
                vs,
                {
                    "yql": "select * from product where userQuery() and battery_hours >= 30",
                    "query": "noise cancelling headphones",
                    "hits": 3,
                },
                stale,
            ),
            (
                vs,
                {"yql": 'select * from product where title contains "headphones"', "hits": 5},
                stale,
            ),
            (
                vs,
                {
                    "yql": "select * from product where userQuery()",
                    "query": "ANC over-ear wireless",
                    "hits": 5,
                    "ranking": "bm25",
                },
                stale,
            ),
            (
                vs,
                {
                    "yql": 'select * from product where category contains "audio" and battery_hours >= 30',
                    "hits": 5,
                },
                stale,
            ),
            (
                vs,
                {
                    "yql": "select * from product where userQuery()",
                    "query": "sony wh-1000xm5",
                    "hits": 3,
                },
                stale,
            ),
            (
                vs,
                {
                    "yql": "select * from product where userQuery()",
                    "query": "bose quietcomfort",
                    "hits": 3,
                    "nocache": True,
                },
                stale,
            ),
        ],
    )

    mex = "MilvusException: (code=2, message=Fail connecting to server on milvus.search.svc:19530, illegal connection params or server unavailable)"
    session(
        "milvus",
        False,
        1,
        "Find the 10 contract clauses most similar to the indemnification clause in doc 4471 from the clauses collection.",
        [
            (
                pm,
                {
                    "code": "from pymilvus import MilvusClient\nc = MilvusClient(uri='http://milvus.search.svc:19530')\nprint(c.get('clauses', ids=['4471-12'], output_fields=['text']))"
                },
                mex,
            ),
            (
                pm,
                {
                    "code": "c = MilvusClient(uri='http://milvus.search.svc:19530', timeout=30)\nprint(c.list_collections())"
                },
                mex,
            ),
            (
                pm,
                {
                    "code": "c = MilvusClient(uri='http://milvus.search.svc:19530')\nprint(c.query('clauses', filter='doc_id == 4471', output_fields=['clause_id','heading'], limit=50))"
                },
                mex,
            ),
            (
                pm,
                {
                    "code": "c = MilvusClient(uri='http://milvus-proxy.search.svc:19530')\nprint(c.list_collections())"
                },
                mex.replace("milvus.search.svc", "milvus-proxy.search.svc"),
            ),
            (
                pm,
                {
                    "code": "c = MilvusClient(uri='http://milvus.search.svc:19530')\nv = embed(INDEMNITY_TEXT)\nprint(c.search('clauses', data=[v], limit=10, output_fields=['doc_id','heading']))"
                },
                mex,
            ),
            (
                pm,
                {
                    "code": "from pymilvus import connections, utility\nconnections.connect(host='milvus.search.svc', port='19530')\nprint(utility.get_server_version())"
                },
                mex,
            ),
            (
                pm,
                {
                    "code": "c = MilvusClient(uri='http://milvus.search.svc:19530', token='root:Milvus')\nprint(c.describe_collection('clauses'))"
                },
                mex,
            ),
        ],
    )


_vec()


def rows() -> list[dict]:
    out = []
    for s in SESSIONS:
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": f"{SOURCE}/{s['family']}",
                    "run_id": s["run_id"],
                    "task": s["task"],
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": s["success"]},
                }
            )
    return out


def main(out: Path) -> None:
    ids = [s["run_id"] for s in SESSIONS]
    assert len(ids) == len(set(ids)), "duplicate run_id"
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for r in rows():
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout28.jsonl"
    )
