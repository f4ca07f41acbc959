# ruff: noqa: E501
"""Build tests/data/tool_heldout37.jsonl: held-out sessions for five tool domains.

Each row is one tool call in the project's real-runs format. The sessions are written as
the real tools and their usual wrappers return them; nothing here was measured before the
file was committed. Identifiers come from hashes of fixed strings; no clock, no randomness.

Where each format comes from, family by family, and how sure we are:

Secrets and certificates
- aws-secrets: the AWS CLI (`aws secretsmanager list-secrets / describe-secret /
  rotate-secret`) run through a shell tool. JSON keys (SecretList, NextToken, ARN,
  RotationEnabled, LastRotatedDate, DeletedDate) and the botocore error line "An error
  occurred (ExpiredTokenException) when calling the X operation: ..." are from the AWS CLI
  reference and botocore; sure.
- azure-keyvault: `az keyvault certificate list/show`, `az keyvault secret list`; attribute
  blocks as the CLI prints them; the AKV10032 "Invalid issuer" error is the data-plane
  error a token from the wrong tenant gets. Sure of the shapes, fairly sure of the wording.
- op-cli: the 1Password CLI v2 (`op vault list`, `op item list`, `op item get`,
  `op item share`); table columns and the "[ERROR] date You are not currently signed in"
  line from the CLI's own output. Fairly sure.
- doppler: the Doppler CLI (`doppler configs`, `doppler secrets get --plain`,
  `doppler secrets set`, `doppler activity`); boxed tables and "Doppler Error: ..." lines.
  Fairly sure of the shapes, less of every column name.
- cert-manager: `kubectl get certificate/certificaterequest/order/challenge`,
  `kubectl describe certificate`, `cmctl status certificate`; columns from the CRDs'
  printer columns. Sure.
- step-ca: the smallstep `step` CLI (`step ca health`, `step ca certificate`,
  `step certificate inspect --short`, `step certificate verify` which prints nothing on
  success). Sure.

Device management
- jamf: Jamf Pro API (`/api/v1/computers-inventory` with totalCount/results paging,
  `/api/v2/mdm/commands`) and the Classic API (XML, and its HTML 404 page); the expired
  bearer token body `{"httpStatus": 401, "errors": []}`. Sure of the paging, fairly sure of
  the 401 body.
- kandji: Kandji API v1 `/api/v1/devices` (a bare JSON array with device_id, device_name,
  model, platform, os_version, serial_number, user, blueprint_name), device details and
  activity. Fairly sure (checked field names against connector schemas).
- ws1-uem: Workspace ONE UEM `/api/mdm/devices/search` (Devices/Page/PageSize/Total,
  Id.Value) and command endpoints answering 202 with no body. Fairly sure.
- google-directory: Admin SDK Directory API via google-api-python-client (kind
  admin#directory#..., a list without its item key when empty, HttpError repr on 429).
  Sure.
- mosyle: Mosyle Manager API (POST with operation, JSON {"status":"OK","response":...}).
  Only fairly sure; the response envelope is from public client code, not the vendor's
  docs.
- fleet: `fleetctl get hosts` table, `fleetctl query` JSON lines, and Go's dial error text
  when the server is down. Sure.

Library and archive systems
- koha: Koha REST API v1 (/api/v1/patrons, /checkouts, /items, renewal). Fairly sure.
- alma: Alma REST (bibs, holdings, items with total_record_count) and SRU XML; the
  DAILY_THRESHOLD error envelope (errorsExist/errorList/trackingId). Sure.
- folio: FOLIO Okapi modules (/inventory/instances, /users, /circulation/loans with
  totalRecords, CQL queries); the diku demo tenant's records. Sure.
- primo: Primo REST search (/primo/v1/search: info.total, docs[].pnx.display). Sure.
- dspace: DSpace 7 REST (HAL: _embedded, _links, workspaceitems, workflow). Fairly sure.
- archivesspace: ArchivesSpace backend API (search with total_hits/this_page, jobs,
  top containers); the SESSION_GONE error body. Fairly sure of the error wording.

Laboratory information systems
- benchling: Benchling API v2 (dnaSequences, nextToken, :bulk-update answering a taskId,
  /tasks/{id} RUNNING/SUCCEEDED, containers, boxes, locations); 401 error envelope. Sure of
  the shapes, fairly sure of the error text.
- labkey: LabKey query API (selectRows: rows, rowCount, metaData; updateRows;
  executeSql) via the labkey Python client. Sure.
- quartzy: Quartzy public API (inventory-items, order-requests); requests' read-timeout
  message. Fairly sure of the shapes.
- elabftw: eLabFTW API v2 (201 with Location header and empty body, experiments JSON,
  links and tags); an nginx 503 maintenance page. Sure.
- labvantage: LabVantage REST over SDI (sdcid/keyid1 columns). Least sure: written from
  the SDI data model, not from a captured response.
- samplemanager: Thermo SampleManager LIMS web API (OData-style value arrays). Least sure.

Satellites and space weather
- celestrak: gp.php (TLE text and OMM JSON), satcat records, "No GP data found", and the
  403 text sent to clients that re-download unchanged data. Sure of data, fairly sure of
  the 403 wording.
- space-track: basicspacedata queries (tip, decay, gp, satcat) in JSON; login answers an
  empty body. Sure.
- n2yo: N2YO REST v1 (info/positions/passes; {"error":"Invalid API Key!"}). Sure.
- satnogs: SatNOGS Network and DB APIs (transmitters, stations, observations). Sure.
- donki: NASA DONKI (FLR, CME, GST, notifications; an empty body when nothing matched;
  api.nasa.gov OVER_RATE_LIMIT). Sure.
- swpc: NOAA SWPC JSON products (array-of-arrays Kp, noaa-scales.json, alerts.json) and a
  CDN "504 Gateway Time-out" page. Sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "tool_heldout37.jsonl"
ROWS: list[dict] = []


def h(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    x = h(s, 32)
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:]}"


def j(obj: object) -> str:
    return json.dumps(obj, indent=2)


def jc(obj: object) -> str:
    return json.dumps(obj)


def session(family: str, kind: str, n: int, task: str, calls: list[tuple]) -> None:
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout37/{family}",
                "run_id": f"{family}-{kind}-{n}",
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": kind == "ok"},
            }
        )


def sh(cmd: str) -> dict:
    return {"command": cmd}


def http(method: str, url: str, body: object | None = None) -> dict:
    d: dict = {"method": method, "url": url}
    if body is not None:
        d["body"] = body
    return d


# ---------------------------------------------------------------- secrets and certificates

ACCT = "412963870215"


def arn(name: str) -> str:
    return f"arn:aws:secretsmanager:eu-west-1:{ACCT}:secret:{name}-{h(name, 6)}"


def secret_entry(name: str, rot: bool, last: str | None, desc: str) -> dict:
    e = {
        "ARN": arn(name),
        "Name": name,
        "Description": desc,
        "KmsKeyId": f"arn:aws:kms:eu-west-1:{ACCT}:key/{uid('kms' + name)}",
        "RotationEnabled": rot,
        "LastChangedDate": "2024-04-02T11:20:14.512000+00:00",
        "LastAccessedDate": "2024-05-13T00:00:00+00:00",
        "Tags": [{"Key": "env", "Value": "prod"}],
        "SecretVersionsToStages": {uid("v" + name): ["AWSCURRENT"]},
        "CreatedDate": "2022-09-19T08:41:52.301000+00:00",
    }
    if rot:
        e["RotationLambdaARN"] = (
            f"arn:aws:lambda:eu-west-1:{ACCT}:function:sm-rotate-{name.split('/')[-1]}"
        )
        e["RotationRules"] = {"AutomaticallyAfterDays": 30}
    if last:
        e["LastRotatedDate"] = last
    return e


def secrets_domain() -> None:
    # aws-secrets ok 1: paging, describe, rotate (ack), describe again
    p1 = [
        secret_entry(
            "prod/orders/db", True, "2024-02-11T03:00:12.004000+00:00", "orders RDS master"
        ),
        secret_entry("prod/orders/stripe", False, None, "stripe restricted key"),
        secret_entry(
            "prod/search/opensearch", True, "2024-05-01T03:00:09.771000+00:00", "opensearch admin"
        ),
    ]
    p2 = [
        secret_entry("prod/billing/db", True, "2024-01-04T03:00:41.090000+00:00", "billing aurora"),
        secret_entry("prod/notify/twilio", False, None, "twilio auth token"),
    ]
    session(
        "aws-secrets",
        "ok",
        1,
        "Which prod secrets haven't rotated in 60+ days? Rotate the orders DB one now.",
        [
            (
                "shell",
                sh(
                    "aws secretsmanager list-secrets --filters Key=name,Values=prod/ --max-results 3"
                ),
                j({"SecretList": p1, "NextToken": "AAMA" + h("tok1", 40)}),
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager list-secrets --filters Key=name,Values=prod/ --max-results 3 --next-token AAMA"
                    + h("tok1", 40)
                ),
                j({"SecretList": p2}),
            ),
            (
                "shell",
                sh("aws secretsmanager describe-secret --secret-id prod/orders/db"),
                j(
                    {k: v for k, v in p1[0].items() if k != "LastAccessedDate"}
                    | {"NextRotationDate": "2024-03-12T23:59:59+00:00"}
                ),
            ),
            (
                "shell",
                sh("aws secretsmanager rotate-secret --secret-id prod/orders/db"),
                j(
                    {
                        "ARN": arn("prod/orders/db"),
                        "Name": "prod/orders/db",
                        "VersionId": uid("rot-orders"),
                    }
                ),
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager describe-secret --secret-id prod/orders/db --query '{Last:LastRotatedDate,Stages:VersionIdsToStages}'"
                ),
                j(
                    {
                        "Last": "2024-05-14T09:31:07.220000+00:00",
                        "Stages": {
                            uid("rot-orders"): ["AWSCURRENT", "AWSPENDING"],
                            uid("vprod/orders/db"): ["AWSPREVIOUS"],
                        },
                    }
                ),
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager describe-secret --secret-id prod/orders/db --query '{Last:LastRotatedDate,Stages:VersionIdsToStages}'"
                ),
                j(
                    {
                        "Last": "2024-05-14T09:31:07.220000+00:00",
                        "Stages": {
                            uid("rot-orders"): ["AWSCURRENT"],
                            uid("vprod/orders/db"): ["AWSPREVIOUS"],
                        },
                    }
                ),
            ),
        ],
    )
    # aws-secrets ok 2: confirm a secret is gone (legit empty), planned deletion
    session(
        "aws-secrets",
        "ok",
        2,
        "Make sure legacy/ftp-creds is really deleted - it shouldn't exist anywhere any more.",
        [
            (
                "shell",
                sh("aws secretsmanager list-secrets --filters Key=name,Values=legacy/ftp-creds"),
                j({"SecretList": []}),
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager list-secrets --filters Key=name,Values=legacy/ftp-creds --include-planned-deletion"
                ),
                j(
                    {
                        "SecretList": [
                            {
                                "ARN": arn("legacy/ftp-creds"),
                                "Name": "legacy/ftp-creds",
                                "LastChangedDate": "2024-05-06T14:02:55.118000+00:00",
                                "DeletedDate": "2024-05-06T14:02:55.101000+00:00",
                                "Tags": [],
                                "SecretVersionsToStages": {uid("ftp1"): ["AWSCURRENT"]},
                                "CreatedDate": "2019-03-02T10:11:12.000000+00:00",
                            }
                        ]
                    }
                ),
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager describe-secret --secret-id legacy/ftp-creds --query DeletedDate"
                ),
                '"2024-05-06T14:02:55.101000+00:00"',
            ),
            (
                "shell",
                sh("aws secretsmanager get-secret-value --secret-id legacy/ftp-creds"),
                "\nAn error occurred (InvalidRequestException) when calling the GetSecretValue operation: You can't perform this operation on the secret because it was marked for deletion.",
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager list-secrets --region us-east-1 --filters Key=name,Values=legacy/ --include-planned-deletion"
                ),
                j({"SecretList": []}),
            ),
        ],
    )
    # aws-secrets fail 1: expired session token
    exp = "\nAn error occurred (ExpiredTokenException) when calling the {op} operation: The security token included in the request is expired"
    session(
        "aws-secrets",
        "fail",
        1,
        "Get the connection string for the analytics warehouse from Secrets Manager and check when it last rotated.",
        [
            (
                "shell",
                sh("aws secretsmanager list-secrets --filters Key=name,Values=analytics"),
                exp.format(op="ListSecrets"),
            ),
            (
                "shell",
                sh("aws secretsmanager get-secret-value --secret-id prod/analytics/redshift"),
                exp.format(op="GetSecretValue"),
            ),
            (
                "shell",
                sh("aws secretsmanager describe-secret --secret-id prod/analytics/redshift"),
                exp.format(op="DescribeSecret"),
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager list-secrets --filters Key=tag-value,Values=analytics --region eu-west-1"
                ),
                exp.format(op="ListSecrets"),
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:eu-west-1:412963870215:secret:prod/analytics/redshift"
                ),
                exp.format(op="GetSecretValue"),
            ),
            (
                "shell",
                sh("aws secretsmanager list-secrets --max-results 50"),
                exp.format(op="ListSecrets"),
            ),
            (
                "shell",
                sh(
                    "aws secretsmanager describe-secret --secret-id prod/analytics/redshift --region eu-west-1"
                ),
                exp.format(op="DescribeSecret"),
            ),
        ],
    )

    # azure-keyvault ok 1
    def cert(name: str, exp_: str, created: str) -> dict:
        return {
            "attributes": {
                "created": created,
                "enabled": True,
                "expires": exp_,
                "notBefore": created,
                "recoverableDays": 90,
                "recoveryLevel": "Recoverable",
                "updated": created,
            },
            "id": f"https://kv-payments-prod.vault.azure.net/certificates/{name}",
            "name": name,
            "subject": "",
            "tags": {},
            "x509Thumbprint": h("thumb" + name, 40).upper(),
            "x509ThumbprintHex": h("thumb" + name, 40).upper(),
        }

    session(
        "azure-keyvault",
        "ok",
        1,
        "Which certificates in kv-payments-prod expire in the next 30 days? Also any soft-deleted secrets waiting to be purged?",
        [
            (
                "az_cli",
                {"args": "keyvault certificate list --vault-name kv-payments-prod"},
                j(
                    [
                        cert(
                            "checkout-api-tls",
                            "2024-06-02T12:00:00+00:00",
                            "2023-06-03T12:00:00+00:00",
                        ),
                        cert(
                            "merchant-portal-tls",
                            "2025-01-19T23:59:59+00:00",
                            "2024-01-19T00:00:00+00:00",
                        ),
                        cert(
                            "psp-mtls-client",
                            "2024-05-29T08:15:00+00:00",
                            "2023-05-29T08:15:00+00:00",
                        ),
                        cert(
                            "webhooks-signing",
                            "2026-03-01T00:00:00+00:00",
                            "2024-03-01T00:00:00+00:00",
                        ),
                    ]
                ),
            ),
            (
                "az_cli",
                {
                    "args": "keyvault certificate show --vault-name kv-payments-prod -n psp-mtls-client --query policy"
                },
                j(
                    {
                        "attributes": {
                            "created": "2023-05-29T08:15:00+00:00",
                            "enabled": True,
                            "updated": "2023-05-29T08:15:00+00:00",
                        },
                        "id": "https://kv-payments-prod.vault.azure.net/certificates/psp-mtls-client/policy",
                        "issuerParameters": {
                            "certificateTransparency": None,
                            "certificateType": None,
                            "name": "Unknown",
                        },
                        "keyProperties": {
                            "curve": None,
                            "exportable": True,
                            "keySize": 2048,
                            "keyType": "RSA",
                            "reuseKey": False,
                        },
                        "lifetimeActions": [
                            {
                                "action": {"actionType": "EmailContacts"},
                                "trigger": {"daysBeforeExpiry": None, "lifetimePercentage": 80},
                            }
                        ],
                        "secretProperties": {"contentType": "application/x-pkcs12"},
                        "x509CertificateProperties": {
                            "ekus": ["1.3.6.1.5.5.7.3.2"],
                            "keyUsage": ["digitalSignature", "keyEncipherment"],
                            "subject": "CN=payments-client.psp.example.net",
                            "subjectAlternativeNames": None,
                            "validityInMonths": 12,
                        },
                    }
                ),
            ),
            (
                "az_cli",
                {
                    "args": "keyvault certificate show --vault-name kv-payments-prod -n checkout-api-tls --query policy.issuerParameters"
                },
                j(
                    {
                        "certificateTransparency": None,
                        "certificateType": "OV-SSL",
                        "name": "DigiCertIssuer",
                    }
                ),
            ),
            (
                "az_cli",
                {"args": "keyvault secret list-deleted --vault-name kv-payments-prod"},
                "[]",
            ),
            (
                "az_cli",
                {"args": "keyvault certificate list-deleted --vault-name kv-payments-prod"},
                "[]",
            ),
        ],
    )
    akv = (
        "(Unauthorized) AKV10032: Invalid issuer. Expected one of https://sts.windows.net/5e2c1d7a-4b6f-4e59-9c1e-0a7f3d2b8c41/, "
        "https://sts.windows.net/f8cdef31-a31e-4b4a-93e4-5f571e91255a/, found https://sts.windows.net/9b1c4f02-77aa-4d3e-b2a1-6cd0e8f31a57/.\n"
        "Code: Unauthorized\nMessage: AKV10032: Invalid issuer. Expected one of https://sts.windows.net/5e2c1d7a-4b6f-4e59-9c1e-0a7f3d2b8c41/, "
        "https://sts.windows.net/f8cdef31-a31e-4b4a-93e4-5f571e91255a/, found https://sts.windows.net/9b1c4f02-77aa-4d3e-b2a1-6cd0e8f31a57/."
    )
    session(
        "azure-keyvault",
        "fail",
        1,
        "Fetch the HR integration's SFTP password from kv-hr-prod and tell me when it expires.",
        [
            (
                "az_cli",
                {"args": "keyvault secret show --vault-name kv-hr-prod -n sftp-workday-password"},
                akv,
            ),
            ("az_cli", {"args": "keyvault secret list --vault-name kv-hr-prod"}, akv),
            (
                "az_cli",
                {
                    "args": "keyvault secret show --vault-name kv-hr-prod -n sftp-workday-password --query attributes.expires"
                },
                akv,
            ),
            (
                "az_cli",
                {"args": "keyvault secret list --vault-name kv-hr-prod --maxresults 100"},
                akv,
            ),
            (
                "az_cli",
                {
                    "args": "keyvault secret show --id https://kv-hr-prod.vault.azure.net/secrets/sftp-workday-password"
                },
                akv,
            ),
            (
                "az_cli",
                {
                    "args": "keyvault secret list-versions --vault-name kv-hr-prod -n sftp-workday-password"
                },
                akv,
            ),
            ("az_cli", {"args": "keyvault key list --vault-name kv-hr-prod"}, akv),
        ],
    )

    # op-cli ok 1
    session(
        "op-cli",
        "ok",
        1,
        "Give the new contractor (d.okafor) access to the staging deploy key in 1Password, for a week.",
        [
            (
                "terminal",
                sh("op vault list"),
                "ID                            NAME\n"
                "7qk3vbl2xjd4hmr5t6wzpy2n3e    Engineering\n"
                "g2w5ytqz7nc3kfh6lmp4sbr8ua    Infra-Staging\n"
                "p9x4ndm2e7ha5ubq3kc6ztw1vf    Private\n"
                "u3hr8ks5jq2wy7pc4nvb6ma9de    Shared-Contractors",
            ),
            (
                "terminal",
                sh("op item list --vault Infra-Staging --categories 'SSH Key'"),
                "ID                            TITLE                   VAULT            EDITED\n"
                "r4bvt2q8nmw7yhk3ej5xc6pazs    staging-deploy-ed25519  Infra-Staging    3 months ago\n"
                "k8mjz3f5wq2rd7nht4yxb6vc9p    bastion-stg-rsa         Infra-Staging    1 year ago",
            ),
            (
                "terminal",
                sh(
                    "op item get r4bvt2q8nmw7yhk3ej5xc6pazs --fields label=public_key,label=fingerprint"
                ),
                "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + h("pk", 38) + ",SHA256:" + h("fp", 43),
            ),
            (
                "terminal",
                sh(
                    "op item share r4bvt2q8nmw7yhk3ej5xc6pazs --vault Infra-Staging --emails d.okafor@contractor-labs.io --expires-in 7d"
                ),
                "https://share.1password.com/s#" + h("share", 43),
            ),
            (
                "terminal",
                sh(
                    "op item get r4bvt2q8nmw7yhk3ej5xc6pazs --format json | jq '.title,.updated_at,.last_edited_by'"
                ),
                '"staging-deploy-ed25519"\n"2024-02-07T16:22:41Z"\n"MZKD3QXWVBG7NJ4LS5HPRT2YAE"',
            ),
        ],
    )
    notin = "[ERROR] 2024/05/14 10:{m:02d}:{s:02d} You are not currently signed in. Please run `op signin --help` for instructions"
    session(
        "op-cli",
        "fail",
        1,
        "Pull the Datadog API key from the Observability vault and add it to the new grafana agent config.",
        [
            (
                "terminal",
                sh("op item get 'Datadog API key' --vault Observability --fields credential"),
                notin.format(m=2, s=11),
            ),
            ("terminal", sh("op item list --vault Observability"), notin.format(m=2, s=19)),
            (
                "terminal",
                sh("op read 'op://Observability/Datadog API key/credential'"),
                notin.format(m=2, s=33),
            ),
            ("terminal", sh("op vault list"), notin.format(m=2, s=40)),
            ("terminal", sh("op item list --tags datadog"), notin.format(m=2, s=52)),
            (
                "terminal",
                sh("op item get 'Datadog' --fields credential --reveal"),
                notin.format(m=3, s=4),
            ),
        ],
    )

    # doppler ok 1
    session(
        "doppler",
        "ok",
        1,
        "Stripe keys in stg and prd for the checkout project look swapped - compare them and fix stg.",
        [
            (
                "shell",
                sh("doppler configs --project checkout"),
                "┌──────────────┬────────┬──────────────┬──────────────────────────────┐\n"
                "│ NAME         │ ROOT   │ ENVIRONMENT  │ CREATED AT                   │\n"
                "├──────────────┼────────┼──────────────┼──────────────────────────────┤\n"
                "│ dev          │ true   │ dev          │ 2023-02-14T10:41:09.227Z     │\n"
                "│ dev_personal │ false  │ dev          │ 2023-02-14T10:41:09.301Z     │\n"
                "│ stg          │ true   │ stg          │ 2023-02-14T10:41:09.412Z     │\n"
                "│ prd          │ true   │ prd          │ 2023-02-14T10:41:09.518Z     │\n"
                "└──────────────┴────────┴──────────────┴──────────────────────────────┘",
            ),
            (
                "shell",
                sh(
                    "doppler secrets get STRIPE_SECRET_KEY --project checkout --config stg --plain | cut -c1-8"
                ),
                "sk_live_",
            ),
            (
                "shell",
                sh(
                    "doppler secrets get STRIPE_SECRET_KEY --project checkout --config prd --plain | cut -c1-8"
                ),
                "sk_test_",
            ),
            (
                "shell",
                sh("doppler activity --project checkout --number 3"),
                "┌────────────┬──────────────────────────────────────────────────────────────┬──────────────────────────┐\n"
                "│ ID         │ MESSAGE                                                      │ CREATED AT               │\n"
                "├────────────┼──────────────────────────────────────────────────────────────┼──────────────────────────┤\n"
                "│ "
                + h("act1", 10)
                + " │ Jonas Weber updated 2 secrets in config prd                 │ 2024-05-13T17:04:51.118Z │\n"
                "│ "
                + h("act2", 10)
                + " │ Jonas Weber updated 1 secret in config stg                  │ 2024-05-13T17:03:20.902Z │\n"
                "│ "
                + h("act3", 10)
                + " │ Priya Nair created service token ci-checkout in config prd  │ 2024-05-09T08:12:33.440Z │\n"
                "└────────────┴──────────────────────────────────────────────────────────────┴──────────────────────────┘",
            ),
            (
                "shell",
                sh(
                    'doppler secrets set STRIPE_SECRET_KEY="$(doppler secrets get STRIPE_SECRET_KEY -p checkout -c prd --plain)" -p checkout -c stg --silent'
                ),
                "",
            ),
            (
                "shell",
                sh(
                    "doppler secrets get STRIPE_SECRET_KEY --project checkout --config stg --plain | cut -c1-8"
                ),
                "sk_test_",
            ),
        ],
    )
    dnf = "Doppler Error: Could not find requested secret: {k}"
    session(
        "doppler",
        "fail",
        1,
        "What's the SendGrid key and sender address the notifications service uses? Check Doppler.",
        [
            (
                "shell",
                sh("doppler secrets get SENDGRID_API_KEY --plain"),
                dnf.format(k="SENDGRID_API_KEY"),
            ),
            (
                "shell",
                sh("doppler secrets get SENDGRID_FROM_ADDRESS --plain"),
                dnf.format(k="SENDGRID_FROM_ADDRESS"),
            ),
            (
                "shell",
                sh("doppler secrets --only-names"),
                "┌─────────────────────┐\n│ NAME                │\n├─────────────────────┤\n│ DOPPLER_CONFIG      │\n│ DOPPLER_ENVIRONMENT │\n│ DOPPLER_PROJECT     │\n└─────────────────────┘",
            ),
            ("shell", sh("doppler secrets get MAIL_API_KEY --plain"), dnf.format(k="MAIL_API_KEY")),
            (
                "shell",
                sh("doppler secrets get SMTP_PASSWORD --plain"),
                dnf.format(k="SMTP_PASSWORD"),
            ),
            (
                "shell",
                sh("doppler secrets get EMAIL_PROVIDER_KEY --plain"),
                dnf.format(k="EMAIL_PROVIDER_KEY"),
            ),
            (
                "shell",
                sh("doppler secrets download --no-file --format env"),
                'DOPPLER_CONFIG="dev_personal"\nDOPPLER_ENVIRONMENT="dev"\nDOPPLER_PROJECT="notifications"',
            ),
        ],
    )

    # cert-manager ok 1: polling until Ready, legit "No resources found" after
    session(
        "cert-manager",
        "ok",
        1,
        "api.shop.example.com certificate isn't renewing - find out why and get it issued.",
        [
            (
                "kubectl",
                {"args": "get certificate -A"},
                "NAMESPACE   NAME             READY   SECRET           AGE\n"
                "ingress     api-shop-tls     False   api-shop-tls     412d\n"
                "ingress     www-shop-tls     True    www-shop-tls     412d\n"
                "monitoring  grafana-tls      True    grafana-tls      97d",
            ),
            (
                "kubectl",
                {"args": "describe certificate api-shop-tls -n ingress"},
                "Name:         api-shop-tls\nNamespace:    ingress\nAPI Version:  cert-manager.io/v1\nKind:         Certificate\n"
                "Spec:\n  Dns Names:\n    api.shop.example.com\n  Issuer Ref:\n    Kind:       ClusterIssuer\n    Name:       letsencrypt-prod\n  Secret Name:  api-shop-tls\n"
                "Status:\n  Conditions:\n    Last Transition Time:  2024-05-12T04:10:22Z\n    Message:               Issuing certificate as Secret will expire in less than 30 days\n"
                "    Observed Generation:   3\n    Reason:                Renewing\n    Status:                False\n    Type:                  Ready\n"
                "  Not After:               2024-06-03T04:10:21Z\n  Renewal Time:            2024-05-04T04:10:21Z\n"
                "Events:\n  Type    Reason     Age                  From                                       Message\n"
                "  ----    ------     ----                 ----                                       -------\n"
                '  Normal  Requested  2d (x3 over 10d)     cert-manager-certificates-request-manager  Created new CertificateRequest resource "api-shop-tls-7"',
            ),
            (
                "kubectl",
                {"args": "get challenges -n ingress -o wide"},
                "NAME                                STATE     DOMAIN                 REASON                                                                                                AGE\n"
                "api-shop-tls-7-1962218346-41829813  pending   api.shop.example.com   Waiting for HTTP-01 challenge propagation: wrong status code '404', expected '200'                      2d",
            ),
            (
                "kubectl",
                {"args": "get ingress -n ingress -l acme.cert-manager.io/http01-solver=true"},
                "No resources found in ingress namespace.",
            ),
            (
                "kubectl",
                {
                    "args": 'patch clusterissuer letsencrypt-prod --type merge -p \'{"spec":{"acme":{"solvers":[{"http01":{"ingress":{"ingressClassName":"nginx"}}}]}}}\''
                },
                "clusterissuer.cert-manager.io/letsencrypt-prod patched",
            ),
            (
                "cmctl",
                {"args": "renew api-shop-tls -n ingress"},
                "Manually triggered issuance of Certificate ingress/api-shop-tls",
            ),
            (
                "kubectl",
                {"args": "get certificate api-shop-tls -n ingress"},
                "NAME           READY   SECRET         AGE\napi-shop-tls   False   api-shop-tls   412d",
            ),
            (
                "kubectl",
                {"args": "get certificate api-shop-tls -n ingress"},
                "NAME           READY   SECRET         AGE\napi-shop-tls   True    api-shop-tls   412d",
            ),
            (
                "kubectl",
                {"args": "get challenges -n ingress"},
                "No resources found in ingress namespace.",
            ),
        ],
    )
    session(
        "cert-manager",
        "fail",
        1,
        "Is the payments-gateway mTLS certificate in the prod cluster ready and when does it expire?",
        [
            (
                "kubectl",
                {"args": "get certificate -n payments"},
                "No resources found in payments namespace.",
            ),
            (
                "cmctl",
                {"args": "status certificate payments-gateway-mtls -n payments"},
                'error: certificates.cert-manager.io "payments-gateway-mtls" not found',
            ),
            ("kubectl", {"args": "get certificate -A | grep -i payment"}, ""),
            (
                "kubectl",
                {"args": "get certificaterequest -n payments"},
                "No resources found in payments namespace.",
            ),
            (
                "kubectl",
                {"args": "get secret -n payments -l controller.cert-manager.io/fao=true"},
                "No resources found in payments namespace.",
            ),
            (
                "kubectl",
                {"args": "get certificate -n payments-gateway"},
                "No resources found in payments-gateway namespace.",
            ),
            (
                "kubectl",
                {"args": "get certificates.cert-manager.io -A -o name"},
                "certificate.cert-manager.io/kind-local-tls\ncertificate.cert-manager.io/selfsigned-ca",
            ),
            (
                "kubectl",
                {"args": "get certificate -n default"},
                "No resources found in default namespace.",
            ),
        ],
    )

    # step-ca ok 1
    session(
        "step-ca",
        "ok",
        1,
        "Issue a 90-day cert for grafana.internal.corp from our step CA and make sure it chains properly.",
        [
            ("shell", sh("step ca health"), "ok"),
            (
                "shell",
                sh("step ca provisioner list | jq -r '.[].name'"),
                "admin@corp\nacme\nk8s-sa",
            ),
            (
                "shell",
                sh(
                    "step ca certificate grafana.internal.corp grafana.crt grafana.key --provisioner admin@corp --not-after 2160h --provisioner-password-file /run/secrets/prov"
                ),
                "✔ Provisioner: admin@corp (JWK) [kid: "
                + h("kid", 43)
                + "]\n✔ CA: https://ca.internal.corp:9000\n✔ Certificate: grafana.crt\n✔ Private Key: grafana.key",
            ),
            (
                "shell",
                sh("step certificate inspect grafana.crt --short"),
                "X.509v3 TLS Certificate (ECDSA P-256) [Serial: "
                + str(int(h("serial", 12), 16))
                + "...]\n"
                "  Subject:     grafana.internal.corp\n  Issuer:      Corp Intermediate CA\n"
                "  Provisioner: admin@corp [ID: "
                + h("kid", 43)
                + "]\n  Valid from:  2024-05-14T09:40:02Z\n          to:  2024-08-12T09:41:02Z",
            ),
            (
                "shell",
                sh("step certificate verify grafana.crt --roots /etc/step/certs/root_ca.crt"),
                "",
            ),
            (
                "shell",
                sh(
                    "kubectl -n monitoring create secret tls grafana-internal-tls --cert=grafana.crt --key=grafana.key"
                ),
                "secret/grafana-internal-tls created",
            ),
        ],
    )


# ---------------------------------------------------------------- device management


def jamf_comp(i: int, name: str, user: str, last: str, os_: str) -> dict:
    return {
        "id": str(i),
        "udid": uid("udid" + name).upper(),
        "general": {
            "name": name,
            "lastContactTime": last,
            "platform": "Mac",
            "managementId": uid("mgmt" + name),
            "lastReportedIp": f"10.40.{i % 200}.{(i * 7) % 250}",
            "site": {"id": "-1", "name": "None"},
        },
        "operatingSystem": {"version": os_},
        "userAndLocation": {"username": user, "email": f"{user}@northwind.example"},
    }


def mdm_domain() -> None:
    page0 = [
        jamf_comp(i, n, u, t, o)
        for i, n, u, t, o in [
            (101, "NW-MBP-0101", "aschmidt", "2024-05-14T07:12:44.207Z", "14.4.1"),
            (114, "NW-MBA-0114", "jli", "2024-03-28T16:40:02.551Z", "13.6.4"),
            (127, "NW-MBP-0127", "rgarcia", "2024-05-13T21:03:18.022Z", "14.4.1"),
        ]
    ]
    page1 = [
        jamf_comp(i, n, u, t, o)
        for i, n, u, t, o in [
            (133, "NW-MBP-0133", "tmoreau", "2024-04-02T09:55:10.901Z", "14.2.1"),
            (140, "NW-IMAC-0140", "frontdesk", "2024-02-19T12:01:33.400Z", "13.5.2"),
            (152, "NW-MBA-0152", "kpatel", "2024-05-14T08:44:51.118Z", "14.4.1"),
        ]
    ]
    page2 = [jamf_comp(161, "NW-MBP-0161", "ohansen", "2024-05-10T11:20:07.663Z", "14.4")]
    base = "https://northwind.jamfcloud.com/api/v1/computers-inventory?section=GENERAL&section=OPERATING_SYSTEM&section=USER_AND_LOCATION&page-size=3&sort=id%3Aasc"
    session(
        "jamf",
        "ok",
        1,
        "List Macs that haven't checked in with Jamf for 30+ days and send each a blank push.",
        [
            ("http_request", http("GET", base + "&page=0"), j({"totalCount": 7, "results": page0})),
            ("http_request", http("GET", base + "&page=1"), j({"totalCount": 7, "results": page1})),
            ("http_request", http("GET", base + "&page=2"), j({"totalCount": 7, "results": page2})),
            (
                "http_request",
                http(
                    "POST",
                    "https://northwind.jamfcloud.com/api/v2/mdm/commands",
                    {
                        "clientData": [{"managementId": uid("mgmtNW-MBA-0114")}],
                        "commandData": {"commandType": "BLANK_PUSH"},
                    },
                ),
                j([{"id": uid("cmd114"), "href": "/api/v2/mdm/commands/" + uid("cmd114")}]),
            ),
            (
                "http_request",
                http(
                    "POST",
                    "https://northwind.jamfcloud.com/api/v2/mdm/commands",
                    {
                        "clientData": [
                            {"managementId": uid("mgmtNW-MBP-0133")},
                            {"managementId": uid("mgmtNW-IMAC-0140")},
                        ],
                        "commandData": {"commandType": "BLANK_PUSH"},
                    },
                ),
                j(
                    [
                        {"id": uid("cmd133"), "href": "/api/v2/mdm/commands/" + uid("cmd133")},
                        {"id": uid("cmd140"), "href": "/api/v2/mdm/commands/" + uid("cmd140")},
                    ]
                ),
            ),
        ],
    )
    notfound = (
        '<html>\n<head>\n   <title>Status page</title>\n</head>\n<body style="font-family: sans-serif;">\n'
        '<p style="font-size: 1.2em;font-weight: bold;margin: 1em 0px;">Not Found</p>\n'
        "<p>The server has not found anything matching the request URI</p>\n"
        '<p>You can get technical details <a href="http://www.w3.org/Protocols/rfc2616/rfc2616-sec10.html#sec10.4.5">here</a>.<br>\n'
        'Please continue your visit at our <a href="/">home page</a>.\n</p>\n</body>\n</html>'
    )
    session(
        "jamf",
        "ok",
        2,
        "We retired the 'Wi-Fi Guest' profile last month. Confirm it's gone from both Mac and mobile profiles in Jamf.",
        [
            (
                "jamf_classic",
                {"path": "/JSSResource/osxconfigurationprofiles/name/Wi-Fi%20Guest"},
                notfound,
            ),
            (
                "jamf_classic",
                {"path": "/JSSResource/mobiledeviceconfigurationprofiles/name/Wi-Fi%20Guest"},
                notfound,
            ),
            (
                "jamf_classic",
                {"path": "/JSSResource/osxconfigurationprofiles"},
                '<?xml version="1.0" encoding="UTF-8"?><os_x_configuration_profiles><size>4</size>'
                "<os_x_configuration_profile><id>3</id><name>Wi-Fi Corp 802.1X</name></os_x_configuration_profile>"
                "<os_x_configuration_profile><id>7</id><name>FileVault Escrow</name></os_x_configuration_profile>"
                "<os_x_configuration_profile><id>9</id><name>Privacy PPPC - Zoom</name></os_x_configuration_profile>"
                "<os_x_configuration_profile><id>12</id><name>Login Window Banner</name></os_x_configuration_profile>"
                "</os_x_configuration_profiles>",
            ),
            (
                "jamf_classic",
                {"path": "/JSSResource/mobiledeviceconfigurationprofiles"},
                '<?xml version="1.0" encoding="UTF-8"?><configuration_profiles><size>2</size>'
                "<configuration_profile><id>2</id><name>Wi-Fi Corp iOS</name></configuration_profile>"
                "<configuration_profile><id>5</id><name>Restrictions - Kiosk iPads</name></configuration_profile>"
                "</configuration_profiles>",
            ),
        ],
    )
    j401 = '{\n  "httpStatus" : 401,\n  "errors" : [ ]\n}'
    session(
        "jamf",
        "fail",
        1,
        "Which Macs in Jamf are still on macOS 13? I need names and assigned users.",
        [
            (
                "http_request",
                http(
                    "GET",
                    "https://northwind.jamfcloud.com/api/v1/computers-inventory?section=OPERATING_SYSTEM&filter=operatingSystem.version%3D%3D13*",
                ),
                j401,
            ),
            (
                "http_request",
                http(
                    "GET",
                    "https://northwind.jamfcloud.com/api/v1/computers-inventory?section=GENERAL&page=0&page-size=100",
                ),
                j401,
            ),
            (
                "http_request",
                http(
                    "GET",
                    "https://northwind.jamfcloud.com/api/v1/computers-inventory?section=OPERATING_SYSTEM&section=USER_AND_LOCATION&page=0&page-size=200",
                ),
                j401,
            ),
            (
                "http_request",
                http(
                    "GET",
                    "https://northwind.jamfcloud.com/api/preview/computers?page=0&page-size=100",
                ),
                j401,
            ),
            (
                "http_request",
                http(
                    "GET",
                    "https://northwind.jamfcloud.com/api/v1/computers-inventory?filter=operatingSystem.version%3Dlt%3D14.0",
                ),
                j401,
            ),
            (
                "http_request",
                http("GET", "https://northwind.jamfcloud.com/api/v1/smart-computer-groups"),
                j401,
            ),
            (
                "http_request",
                http(
                    "GET",
                    "https://northwind.jamfcloud.com/api/v1/computers-inventory?section=OPERATING_SYSTEM&page=1&page-size=100",
                ),
                j401,
            ),
        ],
    )

    # kandji
    kd = {
        "device_id": uid("kd-sara"),
        "device_name": "Sara's MacBook Pro",
        "model": "MacBook Pro (14-inch, 2023)",
        "serial_number": "C02" + h("sn-sara", 9).upper(),
        "platform": "Mac",
        "os_version": "14.4.1",
        "last_check_in": "2024-05-14T06:51:22.404Z",
        "user": {
            "email": "sara.lindqvist@fjordbank.example",
            "name": "Sara Lindqvist",
            "id": 2214,
            "is_archived": False,
        },
        "asset_tag": "FB-4471",
        "blueprint_id": uid("bp-std"),
        "mdm_enabled": True,
        "agent_installed": True,
        "is_missing": False,
        "is_removed": False,
        "agent_version": "4.4.1",
        "first_enrollment": "2023-02-06T10:14:55Z",
        "last_enrollment": "2023-02-06T10:14:55Z",
        "blueprint_name": "Standard - Finance",
    }
    session(
        "kandji",
        "ok",
        1,
        "Is FileVault on for Sara Lindqvist's laptop, and did the Rosetta library item install?",
        [
            (
                "kandji_api",
                http(
                    "GET",
                    "https://fjordbank.api.kandji.io/api/v1/devices?user_email=sara.lindqvist@fjordbank.example",
                ),
                j([kd]),
            ),
            (
                "kandji_api",
                http(
                    "GET",
                    f"https://fjordbank.api.kandji.io/api/v1/devices/{kd['device_id']}/details",
                ),
                j(
                    {
                        "general": {
                            "device_id": kd["device_id"],
                            "device_name": kd["device_name"],
                            "last_enrollment": kd["last_enrollment"],
                            "model": kd["model"],
                            "platform": "Mac",
                            "os_version": "14.4.1",
                            "blueprint_name": "Standard - Finance",
                        },
                        "filevault": {
                            "filevault_enabled": True,
                            "filevault_recoverykey_type": "Personal",
                            "filevault_prk_escrowed": True,
                            "filevault_next_rotation": "2024-08-06T10:14:55Z",
                            "filevault_regen_required": False,
                        },
                        "activation_lock": {
                            "bypass_code_failed": False,
                            "user_activation_lock_enabled": False,
                            "device_activation_lock_enabled": False,
                        },
                    }
                ),
            ),
            (
                "kandji_api",
                http(
                    "GET",
                    f"https://fjordbank.api.kandji.io/api/v1/devices/{kd['device_id']}/status",
                ),
                j(
                    {
                        "library_items": [
                            {
                                "id": uid("li-ros"),
                                "name": "Rosetta 2",
                                "type": "custom-script",
                                "status": "PASS",
                                "log": "Rosetta 2 is installed.\n",
                                "reported_at": "2024-05-14T06:52:10Z",
                                "last_audit_run": "2024-05-14T06:52:10Z",
                                "last_audit_log": "",
                                "control_log": None,
                                "rules_present": False,
                            },
                            {
                                "id": uid("li-zoom"),
                                "name": "Zoom",
                                "type": "auto-app",
                                "status": "AVAILABLE",
                                "log": "",
                                "reported_at": "2024-05-14T06:52:09Z",
                                "last_audit_run": None,
                                "last_audit_log": None,
                                "control_log": None,
                                "rules_present": False,
                            },
                        ],
                        "parameters": [
                            {
                                "item_id": uid("p-fv"),
                                "name": "FileVault",
                                "category": "Encryption",
                                "status": "PASS",
                                "log": "Success",
                                "reported_at": "2024-05-14T06:52:09Z",
                                "last_remediated_at": None,
                            }
                        ],
                    }
                ),
            ),
            (
                "kandji_api",
                http(
                    "GET",
                    f"https://fjordbank.api.kandji.io/api/v1/devices/{kd['device_id']}/activity?limit=3",
                ),
                j(
                    {
                        "activity": {
                            "count": 318,
                            "next": f"https://fjordbank.api.kandji.io/api/v1/devices/{kd['device_id']}/activity?limit=3&offset=3",
                            "previous": None,
                            "results": [
                                {
                                    "id": 99182231,
                                    "action_type": "mdm_command_completed",
                                    "details": {
                                        "command_type": "SecurityInfo",
                                        "status": "Acknowledged",
                                    },
                                    "created_at": "2024-05-14T06:51:24.118Z",
                                },
                                {
                                    "id": 99182230,
                                    "action_type": "device_checked_in",
                                    "details": {},
                                    "created_at": "2024-05-14T06:51:22.404Z",
                                },
                                {
                                    "id": 99170114,
                                    "action_type": "library_item_installed",
                                    "details": {"name": "Rosetta 2"},
                                    "created_at": "2024-05-13T09:02:41.770Z",
                                },
                            ],
                        }
                    }
                ),
            ),
        ],
    )
    session(
        "kandji",
        "fail",
        1,
        "Find the MacBook with serial C02FK2XLQ05N in Kandji, who it's assigned to and its blueprint.",
        [
            (
                "kandji_api",
                http(
                    "GET",
                    "https://fjordbank-sandbox.api.kandji.io/api/v1/devices?serial_number=C02FK2XLQ05N",
                ),
                "[]",
            ),
            (
                "kandji_api",
                http(
                    "GET",
                    "https://fjordbank-sandbox.api.kandji.io/api/v1/devices?serial_number=c02fk2xlq05n",
                ),
                "[]",
            ),
            (
                "kandji_api",
                http("GET", "https://fjordbank-sandbox.api.kandji.io/api/v1/devices?limit=300"),
                "[]",
            ),
            (
                "kandji_api",
                http("GET", "https://fjordbank-sandbox.api.kandji.io/api/v1/devices?platform=Mac"),
                "[]",
            ),
            (
                "kandji_api",
                http(
                    "GET",
                    "https://fjordbank-sandbox.api.kandji.io/api/v1/devices?device_name=MacBook",
                ),
                "[]",
            ),
            (
                "kandji_api",
                http("GET", "https://fjordbank-sandbox.api.kandji.io/api/v1/blueprints"),
                j({"count": 0, "next": None, "previous": None, "results": []}),
            ),
            (
                "kandji_api",
                http(
                    "GET",
                    "https://fjordbank-sandbox.api.kandji.io/api/v1/devices?asset_tag=FB-3902",
                ),
                "[]",
            ),
        ],
    )

    # ws1-uem ok 1
    dev = {
        "Id": {"Value": 40817},
        "Uuid": uid("ws1dev"),
        "Udid": h("udid-ipad", 40),
        "SerialNumber": "DMPZ" + h("ipadsn", 8).upper(),
        "MacAddress": "",
        "Imei": "",
        "AssetNumber": h("ipad-asset", 24),
        "DeviceFriendlyName": "Ward 6 Cart iPad 04",
        "LocationGroupId": {"Id": {"Value": 1552}, "Name": "St-Brigid-Clinical", "Uuid": uid("lg")},
        "LocationGroupName": "St-Brigid-Clinical",
        "UserName": "ward6.shared",
        "UserEmailAddress": "",
        "Ownership": "C",
        "PlatformId": {"Id": {"Value": 2}, "Name": "Apple"},
        "Platform": "Apple",
        "Model": "iPad (9th generation) Wi-Fi (64 GB Space Gray)",
        "OperatingSystem": "17.4.1",
        "LastSeen": "2024-05-13T22:14:08.127",
        "EnrollmentStatus": "Enrolled",
        "ComplianceStatus": "Compliant",
        "CompromisedStatus": False,
        "LastEnrolledOn": "2023-09-18T10:02:55.000",
        "IsSupervised": True,
    }
    session(
        "ws1-uem",
        "ok",
        1,
        "Ward 6 lost cart iPad 04 - put it in lost mode and confirm the command went out.",
        [
            (
                "ws1_api",
                http(
                    "GET",
                    "https://as1506.awmdm.com/api/mdm/devices/search?user=ward6.shared&platform=Apple",
                ),
                j({"Devices": [dev], "Page": 0, "PageSize": 500, "Total": 1}),
            ),
            (
                "ws1_api",
                http(
                    "POST",
                    f"https://as1506.awmdm.com/api/mdm/devices/{dev['Id']['Value']}/commands?command=EnableLostMode",
                    {
                        "Message": "This iPad belongs to St Brigid Ward 6. Please return to the nursing station.",
                        "PhoneNumber": "+353 1 555 0166",
                    },
                ),
                "HTTP 202 Accepted",
            ),
            (
                "ws1_api",
                http(
                    "GET",
                    f"https://as1506.awmdm.com/api/mdm/devices/{dev['Id']['Value']}/commands?status=Pending",
                ),
                j(
                    {
                        "DeviceCommands": [
                            {
                                "CommandUuid": uid("lost"),
                                "CommandName": "EnableLostMode",
                                "Status": "Pending",
                                "QueuedOn": "2024-05-14T09:51:10.447",
                            }
                        ],
                        "Total": 1,
                    }
                ),
            ),
            (
                "ws1_api",
                http(
                    "GET",
                    f"https://as1506.awmdm.com/api/mdm/devices/{dev['Id']['Value']}/commands?status=Pending",
                ),
                j({"DeviceCommands": [], "Total": 0}),
            ),
            (
                "ws1_api",
                http("GET", f"https://as1506.awmdm.com/api/mdm/devices/{dev['Id']['Value']}/gps"),
                j(
                    [
                        {
                            "Latitude": 53.3389,
                            "Longitude": -6.2674,
                            "Elevation": 0,
                            "SampleTime": "2024-05-14T09:52:40.003",
                        }
                    ]
                ),
            ),
        ],
    )

    # google-directory ok 1
    user = {
        "kind": "admin#directory#user",
        "id": "10" + str(int(h("gu", 12), 16))[:17],
        "etag": '"' + h("etag", 27) + '"',
        "primaryEmail": "m.donnelly@larkspur-schools.example",
        "name": {"givenName": "Marcus", "familyName": "Donnelly", "fullName": "Marcus Donnelly"},
        "isAdmin": False,
        "isDelegatedAdmin": False,
        "lastLoginTime": "2024-05-03T15:42:10.000Z",
        "creationTime": "2021-08-16T12:00:31.000Z",
        "agreedToTerms": True,
        "suspended": False,
        "archived": False,
        "changePasswordAtNextLogin": False,
        "ipWhitelisted": False,
        "customerId": "C03az8k1q",
        "orgUnitPath": "/Staff/Teachers",
        "isMailboxSetup": True,
        "isEnrolledIn2Sv": True,
        "isEnforcedIn2Sv": False,
        "includeInGlobalAddressList": True,
    }
    cros = {
        "kind": "admin#directory#chromeosdevice",
        "deviceId": uid("cros"),
        "serialNumber": "5CD" + h("crsn", 7).upper(),
        "status": "ACTIVE",
        "lastSync": "2024-05-03T15:40:02.118Z",
        "annotatedUser": "m.donnelly",
        "annotatedAssetId": "LS-CB-2291",
        "model": "HP Chromebook 11 G9 EE",
        "osVersion": "123.0.6312.112",
        "orgUnitPath": "/Staff/Teachers",
        "recentUsers": [
            {"type": "USER_TYPE_MANAGED", "email": "m.donnelly@larkspur-schools.example"}
        ],
    }
    session(
        "google-directory",
        "ok",
        1,
        "Marcus Donnelly left on Friday: suspend his Workspace account and disable any school devices he has.",
        [
            (
                "admin_directory",
                {"method": "users.get", "userKey": "m.donnelly@larkspur-schools.example"},
                j(user),
            ),
            (
                "admin_directory",
                {
                    "method": "users.update",
                    "userKey": "m.donnelly@larkspur-schools.example",
                    "body": {"suspended": True},
                },
                j(user | {"suspended": True, "suspensionReason": "ADMIN"}),
            ),
            (
                "admin_directory",
                {
                    "method": "mobiledevices.list",
                    "customerId": "my_customer",
                    "query": "email:m.donnelly@larkspur-schools.example",
                },
                j({"kind": "admin#directory#mobiledevices", "etag": '"' + h("etag-m", 27) + '"'}),
            ),
            (
                "admin_directory",
                {
                    "method": "chromeosdevices.list",
                    "customerId": "my_customer",
                    "query": "user:m.donnelly",
                },
                j(
                    {
                        "kind": "admin#directory#chromeosdevices",
                        "etag": '"' + h("etag-c", 27) + '"',
                        "chromeosdevices": [cros],
                    }
                ),
            ),
            (
                "admin_directory",
                {
                    "method": "chromeosdevices.action",
                    "customerId": "my_customer",
                    "resourceId": cros["deviceId"],
                    "body": {"action": "disable"},
                },
                "",
            ),
            (
                "admin_directory",
                {
                    "method": "chromeosdevices.get",
                    "customerId": "my_customer",
                    "deviceId": cros["deviceId"],
                    "projection": "BASIC",
                },
                j(cros | {"status": "DISABLED"}),
            ),
        ],
    )
    q429 = (
        "<HttpError 429 when requesting https://admin.googleapis.com/admin/directory/v1/{p}&alt=json returned "
        "\"Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user' of service 'admin.googleapis.com' "
        "for consumer 'project_number:847120339521'.\". Details: \"[{{'message': \"Quota exceeded for quota metric 'Queries' and limit "
        "'Queries per minute per user' of service 'admin.googleapis.com' for consumer 'project_number:847120339521'.\", "
        "'domain': 'global', 'reason': 'rateLimitExceeded'}}]\">"
    )
    session(
        "google-directory",
        "fail",
        1,
        "How many student accounts in /Students/Grade9 haven't signed in this semester? List them.",
        [
            (
                "admin_directory",
                {
                    "method": "users.list",
                    "customer": "my_customer",
                    "query": "orgUnitPath='/Students/Grade9'",
                    "maxResults": 500,
                },
                q429.format(
                    p="users?customer=my_customer&query=orgUnitPath%3D%27%2FStudents%2FGrade9%27&maxResults=500"
                ),
            ),
            (
                "admin_directory",
                {
                    "method": "users.list",
                    "customer": "my_customer",
                    "query": "orgUnitPath='/Students/Grade9' isSuspended=false",
                },
                q429.format(
                    p="users?customer=my_customer&query=orgUnitPath%3D%27%2FStudents%2FGrade9%27+isSuspended%3Dfalse"
                ),
            ),
            (
                "admin_directory",
                {
                    "method": "users.list",
                    "customer": "my_customer",
                    "query": "orgUnitPath='/Students/Grade9'",
                    "maxResults": 100,
                    "projection": "basic",
                },
                q429.format(
                    p="users?customer=my_customer&query=orgUnitPath%3D%27%2FStudents%2FGrade9%27&maxResults=100&projection=basic"
                ),
            ),
            (
                "admin_directory",
                {
                    "method": "orgunits.get",
                    "customerId": "my_customer",
                    "orgUnitPath": "Students/Grade9",
                },
                q429.format(p="customer/my_customer/orgunits/Students%2FGrade9?"),
            ),
            (
                "admin_directory",
                {
                    "method": "users.list",
                    "domain": "larkspur-schools.example",
                    "query": "lastLoginTime<2024-01-08",
                },
                q429.format(
                    p="users?domain=larkspur-schools.example&query=lastLoginTime%3C2024-01-08"
                ),
            ),
            (
                "admin_directory",
                {
                    "method": "users.list",
                    "customer": "my_customer",
                    "query": "orgUnitPath='/Students/Grade9'",
                    "maxResults": 50,
                },
                q429.format(
                    p="users?customer=my_customer&query=orgUnitPath%3D%27%2FStudents%2FGrade9%27&maxResults=50"
                ),
            ),
            (
                "admin_directory",
                {
                    "method": "users.list",
                    "customer": "my_customer",
                    "orderBy": "email",
                    "maxResults": 500,
                },
                q429.format(p="users?customer=my_customer&orderBy=email&maxResults=500"),
            ),
        ],
    )

    # mosyle ok 1
    def ipad(i: int, free: float) -> dict:
        return {
            "deviceudid": h(f"mos{i}", 40),
            "serial_number": "GG7" + h(f"mossn{i}", 9).upper(),
            "device_name": f"G4-Room12-iPad-{i:02d}",
            "model": "iPad (10th generation)",
            "os": "ios",
            "osversion": "17.4.1",
            "available_disk": f"{free:.2f}",
            "total_disk": "64.00",
            "battery": "0.8" + str(i % 10),
            "date_last_beat": str(1715670000 + i * 37),
            "tags": "grade4,room12",
            "status": "enrolled",
            "userid": "",
            "username": "",
            "enrollment_type": "Shared Device",
        }

    session(
        "mosyle",
        "ok",
        1,
        "Which Grade 4 Room 12 iPads are under 5 GB free? Tag them 'cleanup' so the tech can wipe cached content.",
        [
            (
                "mosyle_api",
                {
                    "operation": "list",
                    "options": {
                        "os": "ios",
                        "tags": ["room12"],
                        "page": 1,
                        "specific_columns": [
                            "deviceudid",
                            "device_name",
                            "available_disk",
                            "total_disk",
                            "tags",
                        ],
                    },
                },
                j(
                    {
                        "status": "OK",
                        "response": {
                            "devices": [
                                ipad(i, f)
                                for i, f in [(1, 21.4), (2, 3.91), (3, 18.0), (4, 2.17), (5, 30.26)]
                            ],
                            "rows": 8,
                            "page_size": 5,
                            "page": 1,
                        },
                    }
                ),
            ),
            (
                "mosyle_api",
                {
                    "operation": "list",
                    "options": {
                        "os": "ios",
                        "tags": ["room12"],
                        "page": 2,
                        "specific_columns": [
                            "deviceudid",
                            "device_name",
                            "available_disk",
                            "total_disk",
                            "tags",
                        ],
                    },
                },
                j(
                    {
                        "status": "OK",
                        "response": {
                            "devices": [ipad(i, f) for i, f in [(6, 11.85), (7, 4.66), (8, 25.0)]],
                            "rows": 8,
                            "page_size": 5,
                            "page": 2,
                        },
                    }
                ),
            ),
            (
                "mosyle_api",
                {
                    "operation": "update_device",
                    "elements": [
                        {
                            "serialnumber": ipad(i, 0)["serial_number"],
                            "tags": "grade4,room12,cleanup",
                        }
                        for i in (2, 4, 7)
                    ],
                },
                j({"status": "OK"}),
            ),
            (
                "mosyle_api",
                {
                    "operation": "list",
                    "options": {
                        "os": "ios",
                        "tags": ["cleanup"],
                        "specific_columns": ["device_name", "tags"],
                    },
                },
                j(
                    {
                        "status": "OK",
                        "response": {
                            "devices": [
                                {
                                    "device_name": f"G4-Room12-iPad-{i:02d}",
                                    "tags": "grade4,room12,cleanup",
                                }
                                for i in (2, 4, 7)
                            ],
                            "rows": 3,
                            "page_size": 50,
                            "page": 1,
                        },
                    }
                ),
            ),
        ],
    )

    # fleet ok 1
    session(
        "fleet",
        "ok",
        1,
        "Which macOS hosts still have a Chrome older than 124? Give me hostnames and versions.",
        [
            (
                "shell",
                sh("fleetctl get hosts --label 'macOS 14+' "),
                "+--------------------------------------+--------------+------------+-----------+---------+\n"
                "|                 UUID                 |   HOSTNAME   |  PLATFORM  | OSQUERY   | STATUS  |\n"
                "+--------------------------------------+--------------+------------+-----------+---------+\n"
                f"| {uid('fh1').upper()} | eng-mbp-017  | darwin     | 5.12.1    | online  |\n"
                f"| {uid('fh2').upper()} | eng-mbp-022  | darwin     | 5.12.1    | online  |\n"
                f"| {uid('fh3').upper()} | ops-mba-004  | darwin     | 5.11.0    | offline |\n"
                f"| {uid('fh4').upper()} | des-imac-02  | darwin     | 5.12.1    | online  |\n"
                "+--------------------------------------+--------------+------------+-----------+---------+",
            ),
            (
                "shell",
                sh(
                    "fleetctl query --labels 'macOS 14+' --query \"SELECT bundle_short_version AS version FROM apps WHERE bundle_identifier='com.google.Chrome';\" --exit"
                ),
                '{"host":"eng-mbp-017","rows":[{"host_display_name":"eng-mbp-017","host_hostname":"eng-mbp-017","version":"124.0.6367.156"}]}\n'
                '{"host":"eng-mbp-022","rows":[{"host_display_name":"eng-mbp-022","host_hostname":"eng-mbp-022","version":"122.0.6261.129"}]}\n'
                '{"host":"des-imac-02","rows":[]}\n'
                "⠧  100% responded (75% online) | 3/4 targeted hosts (3/3 online)",
            ),
            (
                "shell",
                sh(
                    "fleetctl get host ops-mba-004 --yaml | yq '.spec.software[] | select(.name==\"Google Chrome.app\")'"
                ),
                "bundle_identifier: com.google.Chrome\ngenerated_cpe: cpe:2.3:a:google:chrome:121.0.6167.184:*:*:*:*:macos:*:*\nid: 8841\n"
                'installed_paths:\n  - /Applications/Google Chrome.app\nlast_opened_at: "2024-04-29T14:02:11Z"\nname: Google Chrome.app\nsource: apps\nversion: 121.0.6167.184\n'
                "vulnerabilities:\n  - cve: CVE-2024-4671\n    details_link: https://nvd.nist.gov/vuln/detail/CVE-2024-4671",
            ),
        ],
    )
    dial = 'Error: {what}: Get "https://fleet.corp.example:8080/api/latest/fleet/{p}": dial tcp 10.20.4.17:8080: connect: connection refused'
    session(
        "fleet",
        "fail",
        1,
        "Run a Fleet query for hosts with SIP disabled and tell me which ones.",
        [
            (
                "shell",
                sh("fleetctl get hosts"),
                dial.format(what="could not list hosts", p="hosts"),
            ),
            (
                "shell",
                sh(
                    "fleetctl query --labels 'All Hosts' --query 'SELECT enabled FROM sip_config WHERE config_flag=\"sip\";'"
                ),
                dial.format(what="create distributed query", p="labels"),
            ),
            (
                "shell",
                sh("fleetctl get labels"),
                dial.format(what="could not list labels", p="labels"),
            ),
            (
                "shell",
                sh("fleetctl query --hosts eng-mbp-017 --query 'SELECT * FROM sip_config;'"),
                dial.format(what="create distributed query", p="hosts/identifier/eng-mbp-017"),
            ),
            (
                "shell",
                sh("fleetctl get queries --yaml"),
                dial.format(what="could not list queries", p="queries"),
            ),
            (
                "shell",
                sh("fleetctl get hosts --json"),
                dial.format(what="could not list hosts", p="hosts"),
            ),
        ],
    )


# ---------------------------------------------------------------- library and archives


def library_domain() -> None:
    K = "https://koha.hillcrest-library.example/api/v1"
    session(
        "koha",
        "ok",
        1,
        "Patron 23000145 says they returned 'The Overstory' last week. Check, and renew whatever else they have out.",
        [
            (
                "koha_api",
                http("GET", K + "/patrons?cardnumber=23000145"),
                j(
                    [
                        {
                            "patron_id": 5512,
                            "cardnumber": "23000145",
                            "surname": "Abernathy",
                            "firstname": "Colm",
                            "category_id": "ADULT",
                            "library_id": "CPL",
                            "date_enrolled": "2019-04-11",
                            "expiry_date": "2026-04-11",
                            "email": "c.abernathy@mailbox.example",
                            "restricted": False,
                        }
                    ]
                ),
            ),
            (
                "koha_api",
                http("GET", K + "/checkouts?patron_id=5512"),
                j(
                    [
                        {
                            "checkout_id": 88201,
                            "patron_id": 5512,
                            "item_id": 30412,
                            "library_id": "CPL",
                            "checkout_date": "2024-04-22T14:03:11+00:00",
                            "due_date": "2024-05-20T23:59:00+00:00",
                            "renewals_count": 0,
                            "auto_renew": False,
                            "onsite_checkout": False,
                            "last_renewed_date": None,
                        },
                        {
                            "checkout_id": 88202,
                            "patron_id": 5512,
                            "item_id": 27760,
                            "library_id": "CPL",
                            "checkout_date": "2024-04-22T14:03:40+00:00",
                            "due_date": "2024-05-20T23:59:00+00:00",
                            "renewals_count": 1,
                            "auto_renew": False,
                            "onsite_checkout": False,
                            "last_renewed_date": "2024-05-06T10:12:00+00:00",
                        },
                    ]
                ),
            ),
            (
                "koha_api",
                http("GET", K + "/items/30412"),
                j(
                    {
                        "item_id": 30412,
                        "biblio_id": 9981,
                        "external_id": "31230004129877",
                        "callnumber": "641.5 OTT",
                        "home_library_id": "CPL",
                        "item_type_id": "BK",
                        "checked_out_date": "2024-04-22",
                        "last_seen_date": "2024-04-22",
                        "damaged_status": 0,
                        "lost_status": 0,
                    }
                ),
            ),
            (
                "koha_api",
                http(
                    "GET",
                    K + "/patrons/5512/checkouts?checked_in=1&_order_by=-checkin_date&_per_page=3",
                ),
                j(
                    [
                        {
                            "checkout_id": 87014,
                            "item_id": 41155,
                            "checkin_date": "2024-05-08T16:44:20+00:00",
                            "checkout_date": "2024-03-30T11:00:03+00:00",
                            "library_id": "CPL",
                        }
                    ]
                ),
            ),
            (
                "koha_api",
                http("GET", K + '/biblios?q={"items.item_id":41155}'),
                j(
                    [
                        {
                            "biblio_id": 12330,
                            "title": "The overstory :",
                            "subtitle": "a novel",
                            "author": "Powers, Richard, 1957-",
                            "copyright_date": 2018,
                        }
                    ]
                ),
            ),
            (
                "koha_api",
                http("POST", K + "/checkouts/88201/renewal"),
                j(
                    {
                        "checkout_id": 88201,
                        "due_date": "2024-06-17T23:59:00+00:00",
                        "renewals_count": 1,
                        "last_renewed_date": "2024-05-14T10:02:31+00:00",
                    }
                ),
            ),
            (
                "koha_api",
                http("POST", K + "/checkouts/88202/renewal"),
                j(
                    {
                        "checkout_id": 88202,
                        "due_date": "2024-06-17T23:59:00+00:00",
                        "renewals_count": 2,
                        "last_renewed_date": "2024-05-14T10:02:33+00:00",
                    }
                ),
            ),
        ],
    )

    A = "https://api-eu.hosted.exlibrisgroup.com/almaws/v1"
    session(
        "alma",
        "ok",
        1,
        "Move the second copy of 'Principles of Neural Science' (MMS 9913422170005131) to the Course Reserves location.",
        [
            (
                "alma_api",
                http("GET", A + "/bibs/9913422170005131/holdings?format=json"),
                j(
                    {
                        "holding": [
                            {
                                "holding_id": "2250337880005131",
                                "library": {"value": "MAIN", "desc": "Main Library"},
                                "location": {"value": "STACKS", "desc": "Stacks"},
                                "call_number": "QP355.2 .P76 2021",
                                "suppress_from_publishing": "false",
                                "link": A + "/bibs/9913422170005131/holdings/2250337880005131",
                            }
                        ],
                        "bib_data": {
                            "mms_id": "9913422170005131",
                            "title": "Principles of neural science /",
                            "author": "Kandel, Eric R.,",
                            "isbn": "9781259642234",
                        },
                        "total_record_count": 1,
                    }
                ),
            ),
            (
                "alma_api",
                http(
                    "GET",
                    A
                    + "/bibs/9913422170005131/holdings/2250337880005131/items?limit=10&offset=0&format=json",
                ),
                j(
                    {
                        "item": [
                            {
                                "item_data": {
                                    "pid": "2350337860005131",
                                    "barcode": "39001042187731",
                                    "base_status": {"value": "1", "desc": "Item in place"},
                                    "physical_material_type": {"value": "BOOK", "desc": "Book"},
                                    "policy": {"value": "01", "desc": "Regular loan"},
                                    "location": {"value": "STACKS", "desc": "Stacks"},
                                    "description": "c.1",
                                }
                            },
                            {
                                "item_data": {
                                    "pid": "2350337850005131",
                                    "barcode": "39001042187749",
                                    "base_status": {"value": "1", "desc": "Item in place"},
                                    "physical_material_type": {"value": "BOOK", "desc": "Book"},
                                    "policy": {"value": "01", "desc": "Regular loan"},
                                    "location": {"value": "STACKS", "desc": "Stacks"},
                                    "description": "c.2",
                                }
                            },
                        ],
                        "total_record_count": 2,
                    }
                ),
            ),
            (
                "alma_api",
                http("GET", A + "/conf/libraries/MAIN/locations?format=json"),
                j(
                    {
                        "location": [
                            {"code": "STACKS", "name": "Stacks", "type": {"value": "OPEN"}},
                            {
                                "code": "RESERVE",
                                "name": "Course Reserves",
                                "type": {"value": "OPEN"},
                            },
                            {"code": "REF", "name": "Reference", "type": {"value": "OPEN"}},
                        ],
                        "total_record_count": 3,
                    }
                ),
            ),
            (
                "alma_api",
                http(
                    "POST",
                    A
                    + "/bibs/9913422170005131/holdings/2250337880005131/items/2350337850005131?op=scan&library=MAIN&circ_desk=DEFAULT_CIRC_DESK&done=false&work_order_type=RES&status=CR",
                ),
                j(
                    {
                        "item_data": {
                            "pid": "2350337850005131",
                            "barcode": "39001042187749",
                            "process_type": {
                                "value": "WORK_ORDER_DEPARTMENT",
                                "desc": "In process",
                            },
                            "work_order_type": {"value": "RES", "desc": "Reserves"},
                            "work_order_at": {
                                "value": "RESERVES_DEPT",
                                "desc": "Reserves Department",
                            },
                        },
                        "additional_info": "Item should be transferred to Reserves Department",
                    }
                ),
            ),
            (
                "alma_api",
                http("GET", A + "/items?item_barcode=39001042187749&format=json"),
                j(
                    {
                        "item_data": {
                            "pid": "2350337850005131",
                            "barcode": "39001042187749",
                            "location": {"value": "STACKS", "desc": "Stacks"},
                            "temp_location": {"value": "RESERVE", "desc": "Course Reserves"},
                            "in_temp_location": True,
                            "temp_policy": {"value": "2H", "desc": "2 hour loan"},
                        }
                    }
                ),
            ),
        ],
    )
    session(
        "alma",
        "ok",
        2,
        "Before I order it: do we already hold ISBN 9780262046305 (print or e-book)? If not, create a PO line for one print copy.",
        [
            (
                "alma_sru",
                {
                    "url": "https://hillcrest.alma.exlibrisgroup.com/view/sru/44HIL_INST?version=1.2&operation=searchRetrieve&query=alma.isbn=9780262046305"
                },
                '<?xml version="1.0" encoding="UTF-8" standalone="no"?><searchRetrieveResponse xmlns="http://www.loc.gov/zing/srw/">'
                '<version>1.2</version><numberOfRecords>0</numberOfRecords><records/><extraResponseData xmlns:xb="http://www.exlibris.com/repository/search/xmlbeans/">'
                "<xb:exact>true</xb:exact><xb:responseDate>2024-05-14T10:20:03+0100</xb:responseDate></extraResponseData></searchRetrieveResponse>",
            ),
            (
                "alma_sru",
                {
                    "url": "https://hillcrest.alma.exlibrisgroup.com/view/sru/44HIL_INST?version=1.2&operation=searchRetrieve&query=alma.all_for_ui=%22reinforcement%20learning%20an%20introduction%22"
                },
                '<?xml version="1.0" encoding="UTF-8" standalone="no"?><searchRetrieveResponse xmlns="http://www.loc.gov/zing/srw/">'
                "<version>1.2</version><numberOfRecords>1</numberOfRecords><records><record><recordSchema>marcxml</recordSchema><recordData>"
                '<record xmlns="http://www.loc.gov/MARC21/slim"><controlfield tag="001">9910774512305131</controlfield>'
                '<datafield tag="020" ind1=" " ind2=" "><subfield code="a">9780262193986</subfield></datafield>'
                '<datafield tag="245" ind1="1" ind2="0"><subfield code="a">Reinforcement learning :</subfield><subfield code="b">an introduction /</subfield></datafield>'
                '<datafield tag="250" ind1=" " ind2=" "><subfield code="a">1st ed.</subfield></datafield></record>'
                "</recordData><recordPosition>1</recordPosition></record></records></searchRetrieveResponse>",
            ),
            (
                "alma_api",
                http("GET", A + "/electronic/e-collections?q=isbn~9780262046305&format=json"),
                j({"total_record_count": 0}),
            ),
            (
                "alma_api",
                http(
                    "POST",
                    A + "/acq/po-lines?format=json",
                    {
                        "owner": {"value": "MAIN"},
                        "type": {"value": "PRINTED_BOOK_OT"},
                        "vendor": {"value": "GOBI"},
                        "price": {"sum": "85.00", "currency": {"value": "USD"}},
                    },
                ),
                j(
                    {
                        "number": "POL-48113",
                        "status": {"value": "IN_REVIEW", "desc": "In Review"},
                        "type": {"value": "PRINTED_BOOK_OT"},
                        "owner": {"value": "MAIN"},
                        "vendor": {"value": "GOBI"},
                        "price": {"sum": "85.0", "currency": {"value": "USD"}},
                        "created_date": "2024-05-14Z",
                    }
                ),
            ),
        ],
    )

    def thr(t: str) -> str:
        return j(
            {
                "errorsExist": True,
                "errorList": {
                    "error": [
                        {
                            "errorCode": "DAILY_THRESHOLD",
                            "errorMessage": "Daily API Request Threshold has been reached. For details see: https://developers.exlibrisgroup.com/alma/apis/#threshold",
                            "trackingId": "E01-1405" + t,
                        }
                    ]
                },
                "result": None,
            }
        )

    session(
        "alma",
        "fail",
        1,
        "Find all items in the Music library that have been 'Missing' for over a year so we can withdraw them.",
        [
            (
                "alma_api",
                http("GET", A + "/items?item_barcode=39001033400018&format=json"),
                thr("0612A"),
            ),
            (
                "alma_api",
                http("GET", A + "/conf/sets?content_type=ITEM&q=name~missing&format=json"),
                thr("0613B"),
            ),
            (
                "alma_api",
                http(
                    "GET",
                    A
                    + "/analytics/reports?path=%2Fshared%2FHillcrest%2FReports%2FMissing%20items&limit=1000",
                ),
                thr("0614C"),
            ),
            (
                "alma_api",
                http("GET", A + "/conf/libraries/MUSIC/locations?format=json"),
                thr("0615D"),
            ),
            (
                "alma_api",
                http(
                    "GET",
                    A
                    + "/analytics/reports?path=%2Fshared%2FHillcrest%2FReports%2FMissing%20items&limit=25",
                ),
                thr("0616E"),
            ),
            (
                "alma_api",
                http("GET", A + "/bibs?mms_id=9911208830005131&view=full&expand=p_avail"),
                thr("0617F"),
            ),
            ("alma_api", http("GET", A + "/conf/sets?content_type=ITEM&format=json"), thr("0618G")),
        ],
    )

    F = "https://okapi.hillcrest.folio.example"
    session(
        "folio",
        "ok",
        1,
        "Which loans for the 'Faculty' patron group are overdue? Check the 'Visiting scholar' group too.",
        [
            (
                "folio_api",
                http("GET", F + '/groups?query=group==(Faculty or "Visiting scholar")'),
                j(
                    {
                        "usergroups": [
                            {
                                "group": "Faculty",
                                "desc": "Teaching and research staff",
                                "id": uid("g-fac"),
                                "expirationOffsetInDays": 365,
                            },
                            {
                                "group": "Visiting scholar",
                                "desc": "Short-term visitors",
                                "id": uid("g-vis"),
                                "expirationOffsetInDays": 120,
                            },
                        ],
                        "totalRecords": 2,
                    }
                ),
            ),
            (
                "folio_api",
                http(
                    "GET",
                    F
                    + f"/circulation/loans?query=(status.name==Open and dueDate<2024-05-14 and borrower.patronGroup=={uid('g-fac')})&limit=2&offset=0",
                ),
                j(
                    {
                        "loans": [
                            {
                                "id": uid("l1"),
                                "userId": uid("u1"),
                                "itemId": uid("i1"),
                                "status": {"name": "Open"},
                                "loanDate": "2024-02-01T15:11:00.000+00:00",
                                "dueDate": "2024-05-01T03:59:59.000+00:00",
                                "item": {
                                    "title": "Lanthanide chemistry and coordination",
                                    "barcode": "31920004471122",
                                    "callNumber": "QD181.R3 L36",
                                },
                                "borrower": {
                                    "lastName": "Oyelaran",
                                    "firstName": "Funmi",
                                    "barcode": "20004411",
                                },
                            },
                            {
                                "id": uid("l2"),
                                "userId": uid("u2"),
                                "itemId": uid("i2"),
                                "status": {"name": "Open"},
                                "loanDate": "2024-01-10T09:44:00.000+00:00",
                                "dueDate": "2024-04-10T03:59:59.000+00:00",
                                "item": {
                                    "title": "Baroque ornamentation in practice",
                                    "barcode": "31920003385519",
                                    "callNumber": "MT80 .B37",
                                },
                                "borrower": {
                                    "lastName": "Lindgren",
                                    "firstName": "Anders",
                                    "barcode": "20003917",
                                },
                            },
                        ],
                        "totalRecords": 3,
                    }
                ),
            ),
            (
                "folio_api",
                http(
                    "GET",
                    F
                    + f"/circulation/loans?query=(status.name==Open and dueDate<2024-05-14 and borrower.patronGroup=={uid('g-fac')})&limit=2&offset=2",
                ),
                j(
                    {
                        "loans": [
                            {
                                "id": uid("l3"),
                                "userId": uid("u3"),
                                "itemId": uid("i3"),
                                "status": {"name": "Open"},
                                "loanDate": "2023-11-20T12:00:00.000+00:00",
                                "dueDate": "2024-02-20T04:59:59.000+00:00",
                                "item": {
                                    "title": "Soil mechanics in engineering practice",
                                    "barcode": "31920001128840",
                                    "callNumber": "TA710 .T39",
                                },
                                "borrower": {
                                    "lastName": "Ferreira",
                                    "firstName": "Bruno",
                                    "barcode": "20002280",
                                },
                            }
                        ],
                        "totalRecords": 3,
                    }
                ),
            ),
            (
                "folio_api",
                http(
                    "GET",
                    F
                    + f"/circulation/loans?query=(status.name==Open and dueDate<2024-05-14 and borrower.patronGroup=={uid('g-vis')})&limit=2&offset=0",
                ),
                j({"loans": [], "totalRecords": 0}),
            ),
        ],
    )
    diku = j(
        {
            "instances": [],
            "totalRecords": 0,
            "resultInfo": {"totalRecords": 0, "facets": [], "diagnostics": []},
        }
    )
    session(
        "folio",
        "fail",
        1,
        "Find our copies of 'Braiding Sweetgrass' and tell me which branch has one on the shelf.",
        [
            (
                "folio_api",
                http("GET", F + '/inventory/instances?query=title="Braiding Sweetgrass"&limit=10'),
                diku,
            ),
            (
                "folio_api",
                http(
                    "GET", F + '/inventory/instances?query=title all "braiding sweetgrass"&limit=10'
                ),
                diku,
            ),
            (
                "folio_api",
                http("GET", F + '/inventory/instances?query=contributors all "Kimmerer"&limit=10'),
                diku,
            ),
            (
                "folio_api",
                http("GET", F + '/inventory/instances?query=identifiers all "9781571313560"'),
                diku,
            ),
            (
                "folio_api",
                http("GET", F + '/inventory/items?query=barcode=="31920005512290"'),
                j({"items": [], "totalRecords": 0}),
            ),
            (
                "folio_api",
                http("GET", F + "/locations?limit=5"),
                j(
                    {
                        "locations": [
                            {
                                "id": "fcd64ce1-6995-48f0-840e-89ffa2288371",
                                "name": "Main Library",
                                "code": "KU/CC/DI/M",
                                "isActive": True,
                            },
                            {
                                "id": "53cf956f-c1df-410b-8bea-27f712cca7c0",
                                "name": "Annex",
                                "code": "KU/CC/DI/A",
                                "isActive": True,
                            },
                            {
                                "id": "b241764c-1466-4e1d-a028-1a3684a5da87",
                                "name": "Popular Reading Collection",
                                "code": "KU/CC/DI/P",
                                "isActive": True,
                            },
                            {
                                "id": "f34d27c6-a8eb-461b-acd6-5dea81771e70",
                                "name": "SECOND FLOOR",
                                "code": "KU/CC/DI/2",
                                "isActive": True,
                            },
                            {
                                "id": "758258bc-ecc1-41b8-abca-f7b610822ffd",
                                "name": "ORWIG ETHNO CD",
                                "code": "KU/CC/DI/O",
                                "isActive": True,
                            },
                        ],
                        "totalRecords": 9,
                    }
                ),
            ),
            (
                "folio_api",
                http("GET", F + '/inventory/instances?query=keyword all "sweetgrass"&limit=10'),
                diku,
            ),
            (
                "folio_api",
                http("GET", F + '/inventory/instances?query=title="Braiding*"&limit=10'),
                diku,
            ),
        ],
    )

    P = "https://api-eu.hosted.exlibrisgroup.com/primo/v1/search?vid=44HIL_INST:HILL&tab=Everything&scope=MyInst_and_CI"

    def pdoc(t: str, au: str, yr: str, src: str, ft: bool) -> dict:
        return {
            "context": "PC",
            "adaptor": "Primo Central",
            "pnx": {
                "display": {
                    "title": [t],
                    "creator": [au],
                    "creationdate": [yr],
                    "ispartof": [src],
                    "type": ["article"],
                },
                "control": {"recordid": ["cdi_" + h(t, 16)]},
                "delivery": {"fulltext": ["fulltext" if ft else "no_fulltext"]},
            },
            "delivery": {"availability": ["fulltext" if ft else "no_fulltext"]},
        }

    session(
        "primo",
        "ok",
        1,
        "Find peer-reviewed articles since 2020 on coral bleaching recovery that we have full text for.",
        [
            (
                "primo_search",
                {
                    "url": P
                    + "&q=any,contains,coral bleaching recovery&qInclude=facet_tlevel,exact,peer_reviewed|,|facet_searchcreationdate,exact,[2020 TO 2024]&limit=3&offset=0"
                },
                j(
                    {
                        "info": {"total": 5, "first": 1, "last": 3},
                        "docs": [
                            pdoc(
                                "Recovery of coral assemblages despite acute heatwaves",
                                "Arif, Sophie",
                                "2022",
                                "Marine Ecology Progress Series",
                                True,
                            ),
                            pdoc(
                                "Thermal history shapes post-bleaching trajectories on the northern Great Barrier Reef",
                                "Kwan, Jae-Won",
                                "2021",
                                "Global Change Biology",
                                True,
                            ),
                            pdoc(
                                "Symbiont shuffling after repeat bleaching in Acropora",
                                "Navarro, Lucia",
                                "2023",
                                "Coral Reefs",
                                False,
                            ),
                        ],
                    }
                ),
            ),
            (
                "primo_search",
                {
                    "url": P
                    + "&q=any,contains,coral bleaching recovery&qInclude=facet_tlevel,exact,peer_reviewed|,|facet_searchcreationdate,exact,[2020 TO 2024]&limit=3&offset=3"
                },
                j(
                    {
                        "info": {"total": 5, "first": 4, "last": 5},
                        "docs": [
                            pdoc(
                                "Herbivore biomass predicts reef recovery after the 2016 mass bleaching",
                                "Oduya, Peter",
                                "2020",
                                "Nature Ecology & Evolution",
                                True,
                            ),
                            pdoc(
                                "Microbiome signatures of resilience in bleached Porites",
                                "Haldane, Iris",
                                "2024",
                                "ISME Communications",
                                True,
                            ),
                        ],
                    }
                ),
            ),
            (
                "primo_search",
                {
                    "url": P
                    + "&q=any,contains,coral bleaching recovery&qInclude=facet_tlevel,exact,peer_reviewed|,|facet_searchcreationdate,exact,[2020 TO 2024]|,|facet_tlevel,exact,online_resources&limit=10&offset=0"
                },
                j(
                    {
                        "info": {"total": 4, "first": 1, "last": 4},
                        "docs": [
                            pdoc(
                                "Recovery of coral assemblages despite acute heatwaves",
                                "Arif, Sophie",
                                "2022",
                                "Marine Ecology Progress Series",
                                True,
                            ),
                            pdoc(
                                "Thermal history shapes post-bleaching trajectories on the northern Great Barrier Reef",
                                "Kwan, Jae-Won",
                                "2021",
                                "Global Change Biology",
                                True,
                            ),
                            pdoc(
                                "Herbivore biomass predicts reef recovery after the 2016 mass bleaching",
                                "Oduya, Peter",
                                "2020",
                                "Nature Ecology & Evolution",
                                True,
                            ),
                            pdoc(
                                "Microbiome signatures of resilience in bleached Porites",
                                "Haldane, Iris",
                                "2024",
                                "ISME Communications",
                                True,
                            ),
                        ],
                    }
                ),
            ),
        ],
    )
    stale = j(
        {
            "info": {"total": 2184, "first": 1, "last": 3},
            "docs": [
                pdoc(
                    "Urban heat islands and adaptation planning in mid-sized cities",
                    "Ferraro, Dana",
                    "2021",
                    "Urban Climate",
                    True,
                ),
                pdoc(
                    "Green roofs as climate adaptation: a systematic review",
                    "Mbeki, Thandiwe",
                    "2022",
                    "Landscape and Urban Planning",
                    True,
                ),
                pdoc(
                    "Municipal adaptation finance in the Global South",
                    "Ortega, Rafael",
                    "2020",
                    "Climate Policy",
                    False,
                ),
            ],
        }
    )
    session(
        "primo",
        "fail",
        1,
        "I need sources on medieval Irish manuscript illumination, especially the Book of Kells.",
        [
            (
                "primo_search",
                {"url": P + "&q=any,contains,medieval Irish manuscript illumination&limit=3"},
                stale,
            ),
            ("primo_search", {"url": P + "&q=title,contains,Book of Kells&limit=3"}, stale),
            (
                "primo_search",
                {"url": P + "&q=sub,exact,Illumination of books and manuscripts, Irish&limit=3"},
                stale,
            ),
            ("primo_search", {"url": P + "&q=any,contains,insular art manuscripts&limit=3"}, stale),
            ("primo_search", {"url": P + "&q=creator,contains,Françoise Henry&limit=3"}, stale),
            (
                "primo_search",
                {"url": P + "&q=any,contains,Trinity College Dublin MS 58&limit=3"},
                stale,
            ),
            (
                "primo_search",
                {"url": P + "&q=any,contains,Lindisfarne Gospels Kells comparison&limit=3"},
                stale,
            ),
        ],
    )

    D = "https://repository.hillcrest.example/server/api"
    session(
        "dspace",
        "ok",
        1,
        "Deposit Aoife Brennan's MSc thesis PDF into the Engineering Theses collection and send it to review.",
        [
            (
                "dspace_api",
                http("POST", D + "/submission/workspaceitems?owningCollection=" + uid("col-eng")),
                j(
                    {
                        "id": 7712,
                        "lastModified": "2024-05-14T10:31:02.551+00:00",
                        "step": None,
                        "sections": {
                            "traditionalpageone": {},
                            "license": {"granted": False},
                            "upload": {"files": []},
                        },
                        "type": "workspaceitem",
                        "_links": {"self": {"href": D + "/submission/workspaceitems/7712"}},
                    }
                ),
            ),
            (
                "dspace_api",
                http(
                    "PATCH",
                    D + "/submission/workspaceitems/7712",
                    [
                        {
                            "op": "add",
                            "path": "/sections/traditionalpageone/dc.title",
                            "value": [
                                {
                                    "value": "Fatigue behaviour of additively manufactured Ti-6Al-4V lattices"
                                }
                            ],
                        },
                        {
                            "op": "add",
                            "path": "/sections/traditionalpageone/dc.contributor.author",
                            "value": [{"value": "Brennan, Aoife"}],
                        },
                        {"op": "add", "path": "/sections/license/granted", "value": "true"},
                    ],
                ),
                j(
                    {
                        "id": 7712,
                        "lastModified": "2024-05-14T10:31:40.118+00:00",
                        "sections": {
                            "traditionalpageone": {
                                "dc.title": [
                                    {
                                        "value": "Fatigue behaviour of additively manufactured Ti-6Al-4V lattices",
                                        "language": None,
                                        "authority": None,
                                        "confidence": -1,
                                        "place": 0,
                                    }
                                ],
                                "dc.contributor.author": [
                                    {
                                        "value": "Brennan, Aoife",
                                        "language": None,
                                        "authority": None,
                                        "confidence": -1,
                                        "place": 0,
                                    }
                                ],
                            },
                            "license": {"granted": True, "acceptanceDate": "2024-05-14T10:31:40Z"},
                            "upload": {"files": []},
                        },
                        "type": "workspaceitem",
                    }
                ),
            ),
            (
                "dspace_api",
                http(
                    "POST", D + "/submission/workspaceitems/7712", {"file": "brennan_msc_2024.pdf"}
                ),
                j(
                    {
                        "id": 7712,
                        "sections": {
                            "upload": {
                                "files": [
                                    {
                                        "uuid": uid("bs"),
                                        "metadata": {
                                            "dc.title": [{"value": "brennan_msc_2024.pdf"}]
                                        },
                                        "sizeBytes": 8814312,
                                        "checkSum": {
                                            "checkSumAlgorithm": "MD5",
                                            "value": h("md5", 32),
                                        },
                                        "url": D + "/core/bitstreams/" + uid("bs") + "/content",
                                    }
                                ]
                            }
                        },
                        "type": "workspaceitem",
                    }
                ),
            ),
            (
                "dspace_api",
                http("POST", D + "/workflow/workflowitems", D + "/submission/workspaceitems/7712"),
                j(
                    {
                        "id": 7712,
                        "lastModified": "2024-05-14T10:32:05.004+00:00",
                        "type": "workflowitem",
                        "_links": {"self": {"href": D + "/workflow/workflowitems/7712"}},
                    }
                ),
            ),
            (
                "dspace_api",
                http("GET", D + "/workflow/pooltasks/search/findByUser?uuid=" + uid("reviewer")),
                j(
                    {
                        "_embedded": {
                            "pooltasks": [
                                {
                                    "id": 3301,
                                    "type": "pooltask",
                                    "_links": {
                                        "workflowitem": {
                                            "href": D + "/workflow/workflowitems/7712"
                                        },
                                        "action": {
                                            "href": D + "/config/workflowactions/claimaction"
                                        },
                                    },
                                }
                            ]
                        },
                        "page": {"size": 20, "totalElements": 1, "totalPages": 1, "number": 0},
                    }
                ),
            ),
        ],
    )

    AS = "https://aspace.hillcrest.example/staff/api"
    session(
        "archivesspace",
        "ok",
        1,
        "Export the EAD for the Harlan Mill Company records and tell me how many boxes it has.",
        [
            (
                "aspace_api",
                http(
                    "GET",
                    AS + '/repositories/2/search?q=title:"Harlan Mill"&type[]=resource&page=1',
                ),
                j(
                    {
                        "page_size": 10,
                        "first_page": 1,
                        "last_page": 1,
                        "this_page": 1,
                        "offset_first": 1,
                        "offset_last": 1,
                        "total_hits": 1,
                        "results": [
                            {
                                "id": "/repositories/2/resources/418",
                                "uri": "/repositories/2/resources/418",
                                "title": "Harlan Mill Company records, 1871-1964",
                                "primary_type": "resource",
                                "identifier": "MS-0214",
                                "level": "collection",
                                "publish": True,
                            }
                        ],
                        "facets": {},
                    }
                ),
            ),
            (
                "aspace_api",
                http(
                    "POST",
                    AS + "/repositories/2/jobs",
                    {
                        "job": {
                            "jsonmodel_type": "ead_export_job",
                            "source": "/repositories/2/resources/418",
                        }
                    },
                ),
                j(
                    {
                        "status": "Created",
                        "id": 5113,
                        "lock_version": 0,
                        "stale": None,
                        "uri": "/repositories/2/jobs/5113",
                        "warnings": [],
                    }
                ),
            ),
            (
                "aspace_api",
                http("GET", AS + "/repositories/2/jobs/5113"),
                j(
                    {
                        "lock_version": 1,
                        "job_type": "ead_export_job",
                        "status": "running",
                        "time_submitted": "2024-05-14T10:40:12Z",
                        "time_started": "2024-05-14T10:40:14Z",
                        "owner": "cwalsh",
                        "uri": "/repositories/2/jobs/5113",
                    }
                ),
            ),
            (
                "aspace_api",
                http("GET", AS + "/repositories/2/jobs/5113"),
                j(
                    {
                        "lock_version": 2,
                        "job_type": "ead_export_job",
                        "status": "completed",
                        "time_submitted": "2024-05-14T10:40:12Z",
                        "time_started": "2024-05-14T10:40:14Z",
                        "time_finished": "2024-05-14T10:40:51Z",
                        "owner": "cwalsh",
                        "uri": "/repositories/2/jobs/5113",
                    }
                ),
            ),
            ("aspace_api", http("GET", AS + "/repositories/2/jobs/5113/output_files"), "[7021]"),
            (
                "aspace_api",
                http(
                    "GET",
                    AS
                    + '/repositories/2/top_containers/search?q=collection_uri_u_sstr:"/repositories/2/resources/418"&type_enum_s=box',
                ),
                j(
                    {
                        "response": {
                            "numFound": 23,
                            "start": 0,
                            "docs": [
                                {
                                    "uri": "/repositories/2/top_containers/9921",
                                    "type_enum_s": ["box"],
                                    "indicator_u_icusort": "1",
                                },
                                {
                                    "uri": "/repositories/2/top_containers/9922",
                                    "type_enum_s": ["box"],
                                    "indicator_u_icusort": "2",
                                },
                            ],
                        }
                    }
                ),
            ),
        ],
    )
    gone = j({"code": "SESSION_GONE", "error": "No session found for " + h("asess", 64)})
    session(
        "archivesspace",
        "fail",
        1,
        "List the accessions received from the Dolan family in 2023 with their extents.",
        [
            (
                "aspace_api",
                http("GET", AS + "/repositories/2/search?q=Dolan&type[]=accession&page=1"),
                gone,
            ),
            (
                "aspace_api",
                http(
                    "GET",
                    AS
                    + "/repositories/2/search?q=title:Dolan AND accession_date_year:2023&type[]=accession&page=1",
                ),
                gone,
            ),
            (
                "aspace_api",
                http("GET", AS + "/repositories/2/accessions?page=1&page_size=50"),
                gone,
            ),
            ("aspace_api", http("GET", AS + "/agents/families?page=1"), gone),
            ("aspace_api", http("GET", AS + "/repositories/2/search?q=Dolan family&page=1"), gone),
            ("aspace_api", http("GET", AS + "/repositories/2/accessions/1204"), gone),
            ("aspace_api", http("GET", AS + "/search?q=Dolan&page=1"), gone),
        ],
    )


# ---------------------------------------------------------------- laboratory information systems


def lims_domain() -> None:
    B = "https://helixbio.benchling.com/api/v2"
    seqs = [
        {
            "id": "seq_" + h(f"s{i}", 8),
            "name": f"pHX-{410 + i}",
            "length": 5200 + 37 * i,
            "folderId": "lib_Q8xTq2Wd",
            "entityRegistryId": None,
            "registryId": None,
            "schema": {"id": "ts_pLsm1", "name": "Plasmid"},
            "createdAt": f"2024-05-13T15:0{i}:11.000000+00:00",
        }
        for i in range(4)
    ]
    session(
        "benchling",
        "ok",
        1,
        "Register the four new pHX plasmids in the 'May cloning' folder into the registry and confirm their IDs.",
        [
            (
                "benchling_api",
                http("GET", B + "/dna-sequences?folderId=lib_Q8xTq2Wd&pageSize=50"),
                j({"dnaSequences": seqs, "nextToken": ""}),
            ),
            (
                "benchling_api",
                http(
                    "POST",
                    B + "/dna-sequences:bulk-update",
                    {
                        "dnaSequences": [{"id": s["id"], "entityRegistryId": None} for s in seqs],
                        "registryId": "src_Hx7P",
                        "namingStrategy": "NEW_IDS",
                    },
                ),
                j({"taskId": uid("task-reg")}),
            ),
            (
                "benchling_api",
                http("GET", B + "/tasks/" + uid("task-reg")),
                j({"status": "RUNNING"}),
            ),
            (
                "benchling_api",
                http("GET", B + "/tasks/" + uid("task-reg")),
                j({"status": "RUNNING"}),
            ),
            (
                "benchling_api",
                http("GET", B + "/tasks/" + uid("task-reg")),
                j(
                    {
                        "status": "SUCCEEDED",
                        "response": {
                            "dnaSequences": [
                                s
                                | {
                                    "entityRegistryId": f"PLS{1187 + i:04d}",
                                    "registryId": "src_Hx7P",
                                }
                                for i, s in enumerate(seqs)
                            ]
                        },
                    }
                ),
            ),
        ],
    )
    session(
        "benchling",
        "ok",
        2,
        "Where physically is antibody lot AB-2231-07? I need the freezer, rack and box position.",
        [
            (
                "benchling_api",
                http("GET", B + "/containers?name=AB-2231-07"),
                j(
                    {
                        "containers": [
                            {
                                "id": "con_" + h("con", 8),
                                "name": "AB-2231-07",
                                "barcode": "HX0048812",
                                "parentStorageId": "box_" + h("box", 8),
                                "parentStorageSchema": None,
                                "contents": [
                                    {
                                        "entity": {
                                            "id": "bfi_" + h("ab", 8),
                                            "name": "anti-GFP rabbit pAb",
                                        },
                                        "concentration": {"value": 1.0, "units": "mg/mL"},
                                    }
                                ],
                                "quantity": {"value": 45.0, "units": "uL"},
                                "checkoutRecord": {"status": "AVAILABLE"},
                            }
                        ],
                        "nextToken": "",
                    }
                ),
            ),
            (
                "benchling_api",
                http("GET", B + "/boxes/box_" + h("box", 8)),
                j(
                    {
                        "id": "box_" + h("box", 8),
                        "name": "Abs box 3",
                        "barcode": "HXB00311",
                        "size": 81,
                        "filledPositions": 64,
                        "emptyPositions": 17,
                        "parentStorageId": "rack_" + h("rack", 8),
                        "schema": {"id": "locsch_box9x9", "name": "9x9 box"},
                    }
                ),
            ),
            (
                "benchling_api",
                http(
                    "GET",
                    B
                    + "/containers/con_"
                    + h("con", 8)
                    + "?returning=parentStorageId,barcode,name",
                ),
                j(
                    {
                        "id": "con_" + h("con", 8),
                        "name": "AB-2231-07",
                        "barcode": "HX0048812",
                        "parentStorageId": "box_" + h("box", 8),
                    }
                ),
            ),
            (
                "benchling_api",
                http("GET", B + "/boxes/box_" + h("box", 8) + "/contents?pageSize=100"),
                j(
                    {
                        "containers": [{"id": "con_" + h("con", 8), "name": "AB-2231-07"}],
                        "nextToken": "",
                        "positions": {"con_" + h("con", 8): "E7"},
                    }
                ),
            ),
            (
                "benchling_api",
                http("GET", B + "/locations/rack_" + h("rack", 8)),
                j(
                    {
                        "id": "rack_" + h("rack", 8),
                        "name": "Rack B",
                        "barcode": "HXR0002",
                        "parentStorageId": "loc_" + h("frz", 8),
                    }
                ),
            ),
            (
                "benchling_api",
                http("GET", B + "/locations/loc_" + h("frz", 8)),
                j(
                    {
                        "id": "loc_" + h("frz", 8),
                        "name": "-20 Freezer 2 (Room 3.14)",
                        "barcode": "HXL0020",
                        "parentStorageId": "loc_" + h("bldg", 8),
                    }
                ),
            ),
        ],
    )
    b401 = j(
        {
            "error": {
                "message": "Invalid or expired API key.",
                "type": "invalid_request_error",
                "userMessage": "Invalid or expired API key.",
            }
        }
    )
    session(
        "benchling",
        "fail",
        1,
        "Pull the assay results for plate PL-0923 from Benchling and tell me which wells failed QC.",
        [
            ("benchling_api", http("GET", B + "/plates?name=PL-0923"), b401),
            (
                "benchling_api",
                http("GET", B + "/assay-results?schemaId=assaysch_qPCR&pageSize=100"),
                b401,
            ),
            ("benchling_api", http("GET", B + "/plates?barcodes=PL-0923"), b401),
            (
                "benchling_api",
                http("GET", B + "/assay-runs?schemaId=assaysch_qPCR&createdAt.gte=2024-05-01"),
                b401,
            ),
            ("benchling_api", http("GET", B + "/entries?name=PL-0923"), b401),
            (
                "benchling_api",
                http("GET", B + "/assay-results?schemaId=assaysch_qPCR&entityIds=PL-0923"),
                b401,
            ),
            ("benchling_api", http("GET", B + "/plates?pageSize=10&sort=modifiedAt:desc"), b401),
        ],
    )

    def lk_rows(start: int, n: int) -> list:
        return [
            {
                "Well": f"{'ABCDEFGH'[(start + i) // 12]}{(start + i) % 12 + 1}",
                "SampleId": f"ST0112-{start + i:03d}",
                "OD450": round(0.3 + ((start + i) * 37 % 100) / 80, 3),
                "Flag": None,
                "_labkeyurl_SampleId": f"/labkey/Studies/ST-0112/study-participant.view?sampleId=ST0112-{start + i:03d}",
            }
            for i in range(n)
        ]

    meta = {
        "root": "rows",
        "totalProperty": "rowCount",
        "id": "Key",
        "fields": [
            {"name": "Well"},
            {"name": "SampleId"},
            {"name": "OD450", "jsonType": "float"},
            {"name": "Flag"},
        ],
    }
    session(
        "labkey",
        "ok",
        1,
        "Pull the ELISA results for study ST-0112 plate 3 and flag the wells over OD 1.2.",
        [
            (
                "labkey",
                {
                    "method": "select_rows",
                    "container": "Studies/ST-0112",
                    "schema": "assay.General.ELISA",
                    "query": "Data",
                    "filter": "Run/Name~eq=Plate 3",
                    "max_rows": 48,
                    "offset": 0,
                },
                jc(
                    {
                        "schemaName": "assay.General.ELISA",
                        "queryName": "Data",
                        "formatVersion": 9.1,
                        "metaData": meta,
                        "columnModel": [],
                        "rows": lk_rows(0, 48),
                        "rowCount": 96,
                    }
                ),
            ),
            (
                "labkey",
                {
                    "method": "select_rows",
                    "container": "Studies/ST-0112",
                    "schema": "assay.General.ELISA",
                    "query": "Data",
                    "filter": "Run/Name~eq=Plate 3",
                    "max_rows": 48,
                    "offset": 48,
                },
                jc(
                    {
                        "schemaName": "assay.General.ELISA",
                        "queryName": "Data",
                        "formatVersion": 9.1,
                        "metaData": meta,
                        "columnModel": [],
                        "rows": lk_rows(48, 48),
                        "rowCount": 96,
                    }
                ),
            ),
            (
                "labkey",
                {
                    "method": "execute_sql",
                    "container": "Studies/ST-0112",
                    "schema": "assay.General.ELISA",
                    "sql": "SELECT COUNT(*) AS n, MAX(OD450) AS mx FROM Data WHERE Run.Name='Plate 3' AND OD450 > 1.2",
                },
                jc(
                    {
                        "schemaName": "assay.General.ELISA",
                        "queryName": "sql",
                        "rows": [{"n": 14, "mx": 1.525}],
                        "rowCount": 1,
                    }
                ),
            ),
            (
                "labkey",
                {
                    "method": "update_rows",
                    "container": "Studies/ST-0112",
                    "schema": "assay.General.ELISA",
                    "query": "Data",
                    "rows": [{"RowId": 60211 + i, "Flag": "OD>1.2"} for i in range(14)],
                },
                jc(
                    {
                        "schemaName": "assay.General.ELISA",
                        "queryName": "Data",
                        "containerPath": "/Studies/ST-0112",
                        "command": "update",
                        "rowsAffected": 14,
                        "rows": [{"RowId": 60211 + i, "Flag": "OD>1.2"} for i in range(3)],
                        "errors": [],
                    }
                ),
            ),
        ],
    )
    empty_lk = jc(
        {
            "schemaName": "lists",
            "queryName": "SampleRegistry",
            "formatVersion": 9.1,
            "metaData": {
                "root": "rows",
                "totalProperty": "rowCount",
                "fields": [
                    {"name": "SampleId"},
                    {"name": "Subject"},
                    {"name": "Visit"},
                    {"name": "Freezer"},
                ],
            },
            "rows": [],
            "rowCount": 0,
        }
    )
    session(
        "labkey",
        "fail",
        1,
        "For subject 1047 in the TRACE study, which visit samples are stored and in which freezer?",
        [
            (
                "labkey",
                {
                    "method": "select_rows",
                    "container": "home",
                    "schema": "lists",
                    "query": "SampleRegistry",
                    "filter": "Subject~eq=1047",
                },
                empty_lk,
            ),
            (
                "labkey",
                {
                    "method": "select_rows",
                    "container": "home",
                    "schema": "lists",
                    "query": "SampleRegistry",
                    "filter": "Subject~contains=1047",
                },
                empty_lk,
            ),
            (
                "labkey",
                {
                    "method": "select_rows",
                    "container": "home",
                    "schema": "lists",
                    "query": "SampleRegistry",
                    "max_rows": 100,
                },
                empty_lk,
            ),
            (
                "labkey",
                {
                    "method": "select_rows",
                    "container": "home",
                    "schema": "lists",
                    "query": "SampleRegistry",
                    "filter": "SampleId~startswith=TRC-1047",
                },
                empty_lk,
            ),
            (
                "labkey",
                {
                    "method": "execute_sql",
                    "container": "home",
                    "schema": "lists",
                    "sql": "SELECT COUNT(*) AS n FROM SampleRegistry",
                },
                jc({"schemaName": "lists", "queryName": "sql", "rows": [{"n": 0}], "rowCount": 1}),
            ),
            (
                "labkey",
                {
                    "method": "select_rows",
                    "container": "home",
                    "schema": "lists",
                    "query": "SampleRegistry",
                    "filter": "Visit~eq=V3",
                },
                empty_lk,
            ),
            (
                "labkey",
                {
                    "method": "select_rows",
                    "container": "home",
                    "schema": "lists",
                    "query": "SampleRegistry",
                    "filter": "Freezer~isnonblank",
                },
                empty_lk,
            ),
        ],
    )

    Q = "https://api.quartzy.com"
    session(
        "quartzy",
        "ok",
        1,
        "If we have fewer than 2 tubes of Q5 polymerase left, put in an order request for 3.",
        [
            (
                "quartzy_api",
                http("GET", Q + "/inventory-items?lab_id=" + uid("lab") + "&name=Q5"),
                j(
                    [
                        {
                            "id": uid("q5"),
                            "name": "Q5 High-Fidelity DNA Polymerase",
                            "catalog_number": "M0491L",
                            "vendor": {"name": "New England Biolabs"},
                            "quantity": "1",
                            "unit_size": "500 units",
                            "location": {"name": "-20 Freezer 1"},
                            "sublocation": "Shelf 2 / Enzymes",
                            "lot_number": "10219871",
                            "expiration_date": "2025-03-31",
                            "updated_at": "2024-05-10T13:04:22Z",
                        }
                    ]
                ),
            ),
            (
                "quartzy_api",
                http("GET", Q + "/order-requests?lab_id=" + uid("lab") + "&status=CREATED&name=Q5"),
                "[]",
            ),
            (
                "quartzy_api",
                http(
                    "POST",
                    Q + "/order-requests",
                    {
                        "lab_id": uid("lab"),
                        "type_id": uid("type-enz"),
                        "name": "Q5 High-Fidelity DNA Polymerase",
                        "vendor_name": "New England Biolabs",
                        "catalog_number": "M0491L",
                        "price": {"amount": "418.00", "currency": "USD"},
                        "quantity": 3,
                    },
                ),
                j(
                    {
                        "id": uid("or1"),
                        "status": "CREATED",
                        "name": "Q5 High-Fidelity DNA Polymerase",
                        "quantity": 3,
                        "requested_by": {"email": "tk.ong@helixbio.example"},
                        "created_at": "2024-05-14T11:02:14Z",
                        "app_url": "https://app.quartzy.com/groups/"
                        + h("grp", 6)
                        + "/requests/"
                        + uid("or1"),
                    }
                ),
            ),
            (
                "quartzy_api",
                http("GET", Q + "/order-requests/" + uid("or1")),
                j(
                    {
                        "id": uid("or1"),
                        "status": "APPROVED",
                        "name": "Q5 High-Fidelity DNA Polymerase",
                        "quantity": 3,
                        "approved_by": {"email": "lab.manager@helixbio.example"},
                        "updated_at": "2024-05-14T11:19:51Z",
                    }
                ),
            ),
        ],
    )
    to = "ReadTimeout: HTTPSConnectionPool(host='api.quartzy.com', port=443): Read timed out. (read timeout=30)"
    session(
        "quartzy",
        "fail",
        1,
        "What did we order from Thermo Fisher in April and has any of it arrived?",
        [
            (
                "quartzy_api",
                http("GET", Q + "/order-requests?lab_id=" + uid("lab") + "&vendor=Thermo Fisher"),
                to,
            ),
            (
                "quartzy_api",
                http("GET", Q + "/order-requests?lab_id=" + uid("lab") + "&status=ORDERED"),
                to,
            ),
            (
                "quartzy_api",
                http("GET", Q + "/order-requests?lab_id=" + uid("lab") + "&page=1"),
                to,
            ),
            (
                "quartzy_api",
                http("GET", Q + "/order-requests?lab_id=" + uid("lab") + "&status=RECEIVED"),
                to,
            ),
            ("quartzy_api", http("GET", Q + "/labs"), to),
            (
                "quartzy_api",
                http("GET", Q + "/order-requests?lab_id=" + uid("lab") + "&vendor=Thermo"),
                to,
            ),
        ],
    )

    E = "https://eln.helixbio.example/api/v2"
    session(
        "elabftw",
        "ok",
        1,
        "Start an experiment 'Transfection optimisation HEK293 run 4' from the standard template, link it to the HEK293 p18 vial and tag it 'transfection'.",
        [
            (
                "elabftw_api",
                http("POST", E + "/experiments", {"category_id": 3, "template": 12}),
                "HTTP 201 Created\nLocation: https://eln.helixbio.example/api/v2/experiments/1418",
            ),
            (
                "elabftw_api",
                http(
                    "PATCH",
                    E + "/experiments/1418",
                    {"title": "Transfection optimisation HEK293 run 4"},
                ),
                j(
                    {
                        "id": 1418,
                        "title": "Transfection optimisation HEK293 run 4",
                        "date": "2024-05-14",
                        "status_title": "Running",
                        "category_title": "Cell culture",
                        "userid": 7,
                        "fullname": "Tomás Keane",
                        "locked": 0,
                        "tags": None,
                        "created_at": "2024-05-14 11:20:31",
                        "modified_at": "2024-05-14 11:20:44",
                    }
                ),
            ),
            (
                "elabftw_api",
                http("GET", E + "/items?q=HEK293 p18&limit=5"),
                j(
                    [
                        {
                            "id": 552,
                            "title": "HEK293 p18 vial 3",
                            "category_title": "Cell line",
                            "date": "2024-03-02",
                            "tags": "hek293|frozen",
                            "metadata": None,
                        }
                    ]
                ),
            ),
            (
                "elabftw_api",
                http("POST", E + "/experiments/1418/items_links/552"),
                "HTTP 201 Created",
            ),
            (
                "elabftw_api",
                http("POST", E + "/experiments/1418/tags", {"tag": "transfection"}),
                "HTTP 201 Created\nLocation: https://eln.helixbio.example/api/v2/experiments/1418/tags/88",
            ),
            (
                "elabftw_api",
                http("GET", E + "/experiments/1418"),
                j(
                    {
                        "id": 1418,
                        "title": "Transfection optimisation HEK293 run 4",
                        "status_title": "Running",
                        "tags": "transfection",
                        "tags_id": "88",
                        "items_links": [
                            {"itemid": 552, "title": "HEK293 p18 vial 3", "category": "Cell line"}
                        ],
                        "experiments_links": [],
                        "uploads": [],
                    }
                ),
            ),
        ],
    )
    maint = (
        "<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n"
        "<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>"
    )
    session(
        "elabftw",
        "fail",
        1,
        "Find my experiments from last month that used the new lipofection reagent and summarise the outcomes.",
        [
            ("elabftw_api", http("GET", E + "/experiments?q=lipofection&limit=20"), maint),
            ("elabftw_api", http("GET", E + "/experiments?q=Lipofectamine 3000&limit=20"), maint),
            ("elabftw_api", http("GET", E + "/experiments?owner=7&limit=50"), maint),
            (
                "elabftw_api",
                http("GET", E + "/experiments?extended=date:>2024-04-01 AND date:<2024-05-01"),
                maint,
            ),
            ("elabftw_api", http("GET", E + "/info"), maint),
            ("elabftw_api", http("GET", E + "/experiments?tags[]=transfection"), maint),
        ],
    )

    L = "https://lims.helixbio.example/labvantage/rest"
    session(
        "labvantage",
        "ok",
        1,
        "For project P-2291, which samples are still waiting on QC? Release the two that passed yesterday.",
        [
            (
                "labvantage_api",
                http(
                    "GET",
                    L
                    + "/sdi/Sample?projectid=P-2291&samplestatus=Received&columns=s_sampleid,samplestatus,sampletypeid,collectiondt",
                ),
                j(
                    {
                        "sdcid": "Sample",
                        "rowcount": 3,
                        "data": [
                            {
                                "keyid1": "S-24-051877",
                                "s_sampleid": "S-24-051877",
                                "samplestatus": "Received",
                                "sampletypeid": "Serum",
                                "collectiondt": "2024-05-09 08:40",
                            },
                            {
                                "keyid1": "S-24-051878",
                                "s_sampleid": "S-24-051878",
                                "samplestatus": "Received",
                                "sampletypeid": "Serum",
                                "collectiondt": "2024-05-09 08:41",
                            },
                            {
                                "keyid1": "S-24-051902",
                                "s_sampleid": "S-24-051902",
                                "samplestatus": "Received",
                                "sampletypeid": "Plasma",
                                "collectiondt": "2024-05-10 14:12",
                            },
                        ],
                    }
                ),
            ),
            (
                "labvantage_api",
                http(
                    "GET",
                    L
                    + "/sdi/SDIData?sdcid=Sample&keyid1=S-24-051877;S-24-051878;S-24-051902&paramlistid=QC-SERUM",
                ),
                j(
                    {
                        "sdcid": "SDIData",
                        "rowcount": 3,
                        "data": [
                            {
                                "keyid1": "S-24-051877",
                                "paramlistid": "QC-SERUM",
                                "paramid": "Hemolysis",
                                "enteredtext": "0.12",
                                "displayvalue": "0.12 g/L",
                                "condition": "Pass",
                                "releasedflag": "N",
                            },
                            {
                                "keyid1": "S-24-051878",
                                "paramlistid": "QC-SERUM",
                                "paramid": "Hemolysis",
                                "enteredtext": "0.09",
                                "displayvalue": "0.09 g/L",
                                "condition": "Pass",
                                "releasedflag": "N",
                            },
                            {
                                "keyid1": "S-24-051902",
                                "paramlistid": "QC-SERUM",
                                "paramid": "Hemolysis",
                                "enteredtext": "",
                                "displayvalue": "",
                                "condition": "",
                                "releasedflag": "N",
                            },
                        ],
                    }
                ),
            ),
            (
                "labvantage_api",
                http(
                    "POST",
                    L + "/action/ReleaseDataItem",
                    {
                        "sdcid": "Sample",
                        "keyid1": "S-24-051877;S-24-051878",
                        "paramlistid": "QC-SERUM",
                    },
                ),
                j({"status": "success", "actionid": "ReleaseDataItem", "returnvalue": "2"}),
            ),
            (
                "labvantage_api",
                http(
                    "GET",
                    L
                    + "/sdi/Sample?projectid=P-2291&samplestatus=Received&columns=s_sampleid,samplestatus",
                ),
                j(
                    {
                        "sdcid": "Sample",
                        "rowcount": 1,
                        "data": [
                            {
                                "keyid1": "S-24-051902",
                                "s_sampleid": "S-24-051902",
                                "samplestatus": "Received",
                            }
                        ],
                    }
                ),
            ),
        ],
    )

    SM = "https://samplemanager.helixbio.example/api/odata"
    session(
        "samplemanager",
        "ok",
        1,
        "Has batch LOT-88120 of the buffer concentrate been fully tested? If all tests are authorised, tell me the pH and conductivity.",
        [
            (
                "samplemanager_api",
                http(
                    "GET",
                    SM
                    + "/SAMPLE?$filter=BATCH_NAME eq 'LOT-88120'&$select=ID_NUMERIC,ID_TEXT,STATUS,SAMPLED_DATE",
                ),
                j(
                    {
                        "@odata.context": SM + "/$metadata#SAMPLE",
                        "value": [
                            {
                                "ID_NUMERIC": "      1204417",
                                "ID_TEXT": "BUF-CONC/88120/01",
                                "STATUS": "A",
                                "SAMPLED_DATE": "2024-05-12T07:30:00Z",
                            }
                        ],
                    }
                ),
            ),
            (
                "samplemanager_api",
                http(
                    "GET",
                    SM
                    + "/TEST?$filter=SAMPLE eq '      1204417'&$select=TEST_NUMBER,ANALYSIS,STATUS",
                ),
                j(
                    {
                        "@odata.context": SM + "/$metadata#TEST",
                        "value": [
                            {"TEST_NUMBER": "    3318201", "ANALYSIS": "PH_METER", "STATUS": "A"},
                            {"TEST_NUMBER": "    3318202", "ANALYSIS": "CONDUCT", "STATUS": "A"},
                            {"TEST_NUMBER": "    3318203", "ANALYSIS": "APPEARANCE", "STATUS": "A"},
                        ],
                    }
                ),
            ),
            (
                "samplemanager_api",
                http(
                    "GET",
                    SM
                    + "/RESULT?$filter=TEST_NUMBER in ('    3318201','    3318202')&$select=NAME,TEXT,UNITS,STATUS,OUT_OF_RANGE",
                ),
                j(
                    {
                        "@odata.context": SM + "/$metadata#RESULT",
                        "value": [
                            {
                                "NAME": "pH",
                                "TEXT": "7.42",
                                "UNITS": "",
                                "STATUS": "A",
                                "OUT_OF_RANGE": False,
                            },
                            {
                                "NAME": "Conductivity",
                                "TEXT": "14.8",
                                "UNITS": "mS/cm",
                                "STATUS": "A",
                                "OUT_OF_RANGE": False,
                            },
                        ],
                    }
                ),
            ),
            (
                "samplemanager_api",
                http(
                    "GET",
                    SM
                    + "/TEST?$filter=SAMPLE eq '      1204417' and STATUS ne 'A'&$select=TEST_NUMBER,ANALYSIS,STATUS",
                ),
                j({"@odata.context": SM + "/$metadata#TEST", "value": []}),
            ),
        ],
    )


# ---------------------------------------------------------------- satellites and space weather


def space_domain() -> None:
    C = "https://celestrak.org/NORAD/elements/gp.php"
    session(
        "celestrak",
        "ok",
        1,
        "Get current TLEs for the ISS, Hubble and Tiangong, and the launch date of Tiangong's core module.",
        [
            (
                "http_get",
                {"url": C + "?CATNR=25544&FORMAT=TLE"},
                "ISS (ZARYA)             \r\n1 25544U 98067A   24135.51782528  .00016717  00000+0  30074-3 0  9993\r\n2 25544  51.6393 181.4102 0003298 201.5320 284.2461 15.50946427453128\r\n",
            ),
            (
                "http_get",
                {"url": C + "?CATNR=20580&FORMAT=TLE"},
                "HST                     \r\n1 20580U 90037B   24135.20154362  .00006271  00000+0  31442-3 0  9995\r\n2 20580  28.4697 327.1020 0002585 146.2118 213.8650 15.17123052670614\r\n",
            ),
            (
                "http_get",
                {"url": C + "?NAME=TIANHE&FORMAT=JSON"},
                j(
                    [
                        {
                            "OBJECT_NAME": "CSS (TIANHE)",
                            "OBJECT_ID": "2021-035A",
                            "EPOCH": "2024-05-14T10:21:45.118368",
                            "MEAN_MOTION": 15.60812354,
                            "ECCENTRICITY": 0.0005921,
                            "INCLINATION": 41.4691,
                            "RA_OF_ASC_NODE": 102.5533,
                            "ARG_OF_PERICENTER": 0.1711,
                            "MEAN_ANOMALY": 359.9125,
                            "EPHEMERIS_TYPE": 0,
                            "CLASSIFICATION_TYPE": "U",
                            "NORAD_CAT_ID": 48274,
                            "ELEMENT_SET_NO": 999,
                            "REV_AT_EPOCH": 17711,
                            "BSTAR": 0.00021531,
                            "MEAN_MOTION_DOT": 0.00018002,
                            "MEAN_MOTION_DDOT": 0,
                        }
                    ]
                ),
            ),
            (
                "http_get",
                {"url": "https://celestrak.org/satcat/records.php?CATNR=48274&FORMAT=JSON"},
                j(
                    [
                        {
                            "OBJECT_NAME": "CSS (TIANHE)",
                            "OBJECT_ID": "2021-035A",
                            "NORAD_CAT_ID": 48274,
                            "OBJECT_TYPE": "PAY",
                            "OPS_STATUS_CODE": "+",
                            "OWNER": "PRC",
                            "LAUNCH_DATE": "2021-04-29",
                            "LAUNCH_SITE": "WSC",
                            "DECAY_DATE": None,
                            "PERIOD": 92.26,
                            "INCLINATION": 41.47,
                            "APOGEE": 389,
                            "PERIGEE": 381,
                            "RCS": None,
                            "DATA_STATUS_CODE": None,
                            "ORBIT_CENTER": "EA",
                            "ORBIT_TYPE": "ORB",
                        }
                    ]
                ),
            ),
        ],
    )
    blocked = (
        "GP data has not updated since your last successful download of GROUP=starlink at 2024-05-14 09:02:18 UTC.\n"
        "Data is updated once every 2 hours.\nPlease do not download the same data more than once per update.\n"
        "Continued excessive downloads will result in your IP address being blocked."
    )
    ip = "Access from your IP address (203.0.113.45) has been temporarily blocked for excessive downloads. Try again in 2 hours."
    session(
        "celestrak",
        "fail",
        1,
        "Pull fresh orbital elements for the Starlink, OneWeb and GPS constellations and count active satellites in each.",
        [
            ("http_get", {"url": C + "?GROUP=starlink&FORMAT=JSON"}, blocked),
            ("http_get", {"url": C + "?GROUP=oneweb&FORMAT=JSON"}, ip),
            ("http_get", {"url": C + "?GROUP=gps-ops&FORMAT=JSON"}, ip),
            ("http_get", {"url": C + "?GROUP=starlink&FORMAT=CSV"}, ip),
            (
                "http_get",
                {"url": "https://celestrak.org/satcat/records.php?GROUP=oneweb&FORMAT=JSON"},
                ip,
            ),
            ("http_get", {"url": C + "?GROUP=gps-ops&FORMAT=TLE"}, ip),
            ("http_get", {"url": C + "?INTDES=2024-087&FORMAT=JSON"}, ip),
        ],
    )

    ST = "https://www.space-track.org/basicspacedata/query/class"
    session(
        "space-track",
        "ok",
        1,
        "Which objects are predicted to reenter in the next 3 days? Give window and whether any are payloads.",
        [
            (
                "spacetrack",
                {
                    "url": "https://www.space-track.org/ajaxauth/login",
                    "method": "POST",
                    "body": "identity=ops@orbitwatch.example&password=***",
                },
                '""',
            ),
            (
                "spacetrack",
                {
                    "url": ST
                    + "/tip/DECAY_EPOCH/2024-05-14--2024-05-17/orderby/DECAY_EPOCH asc/format/json"
                },
                j(
                    [
                        {
                            "NORAD_CAT_ID": "58126",
                            "MSG_EPOCH": "2024-05-14 06:11:00",
                            "INSERT_EPOCH": "2024-05-14 06:34:12",
                            "DECAY_EPOCH": "2024-05-15 13:42:00",
                            "WINDOW": "720",
                            "REV": "4011",
                            "DIRECTION": "ascending",
                            "LAT": "-12.4",
                            "LON": "88.1",
                            "INCL": "53.1",
                            "NEXT_REPORT": "12",
                            "ID": "201877",
                            "HIGH_INTEREST": "N",
                            "OBJECT_NUMBER": "58126",
                        },
                        {
                            "NORAD_CAT_ID": "49044",
                            "MSG_EPOCH": "2024-05-14 04:30:00",
                            "INSERT_EPOCH": "2024-05-14 05:02:40",
                            "DECAY_EPOCH": "2024-05-16 22:10:00",
                            "WINDOW": "1440",
                            "REV": "16877",
                            "DIRECTION": "descending",
                            "LAT": "31.0",
                            "LON": "-141.7",
                            "INCL": "97.4",
                            "NEXT_REPORT": "24",
                            "ID": "201871",
                            "HIGH_INTEREST": "N",
                            "OBJECT_NUMBER": "49044",
                        },
                    ]
                ),
            ),
            (
                "spacetrack",
                {"url": ST + "/satcat/NORAD_CAT_ID/58126,49044/format/json"},
                j(
                    [
                        {
                            "INTLDES": "2023-170AD",
                            "NORAD_CAT_ID": "58126",
                            "OBJECT_TYPE": "PAYLOAD",
                            "SATNAME": "STARLINK-30871",
                            "COUNTRY": "US",
                            "LAUNCH": "2023-11-04",
                            "DECAY": None,
                            "PERIOD": "88.42",
                            "INCLINATION": "53.05",
                            "APOGEE": "168",
                            "PERIGEE": "152",
                            "RCS_SIZE": "LARGE",
                            "CURRENT": "Y",
                        },
                        {
                            "INTLDES": "2021-073E",
                            "NORAD_CAT_ID": "49044",
                            "OBJECT_TYPE": "ROCKET BODY",
                            "SATNAME": "CZ-2D R/B",
                            "COUNTRY": "PRC",
                            "LAUNCH": "2021-08-04",
                            "DECAY": None,
                            "PERIOD": "88.90",
                            "INCLINATION": "97.40",
                            "APOGEE": "214",
                            "PERIGEE": "170",
                            "RCS_SIZE": "LARGE",
                            "CURRENT": "Y",
                        },
                    ]
                ),
            ),
            (
                "spacetrack",
                {
                    "url": ST
                    + "/decay/DECAY_EPOCH/2024-05-14--2024-05-17/MSG_TYPE/Historical/format/json"
                },
                "[]",
            ),
        ],
    )
    session(
        "space-track",
        "ok",
        2,
        "Have all the objects from launch 2024-043 been catalogued yet? List them with current GP epoch.",
        [
            (
                "spacetrack",
                {"url": ST + "/satcat/INTLDES/~~2024-043/orderby/INTLDES asc/format/json"},
                j(
                    [
                        {
                            "INTLDES": f"2024-043{c}",
                            "NORAD_CAT_ID": str(59120 + i),
                            "OBJECT_TYPE": t,
                            "SATNAME": n,
                            "COUNTRY": "US",
                            "LAUNCH": "2024-03-04",
                            "CURRENT": "Y",
                        }
                        for i, (c, t, n) in enumerate(
                            [
                                ("A", "PAYLOAD", "TRANSPORTER-10 DISP"),
                                ("B", "PAYLOAD", "HAWK-8A"),
                                ("C", "PAYLOAD", "ICEYE-X31"),
                                ("D", "PAYLOAD", "CONNECTA T2.1"),
                                ("E", "TBA", "OBJECT E"),
                            ]
                        )
                    ]
                ),
            ),
            (
                "spacetrack",
                {
                    "url": ST
                    + "/gp/NORAD_CAT_ID/59120--59124/orderby/NORAD_CAT_ID asc/format/json/predicates/NORAD_CAT_ID,OBJECT_NAME,EPOCH"
                },
                j(
                    [
                        {
                            "NORAD_CAT_ID": str(59120 + i),
                            "OBJECT_NAME": n,
                            "EPOCH": f"2024-05-1{3 + i % 2}T{(i * 5) % 24:02d}:1{i}:08.447136",
                        }
                        for i, n in enumerate(
                            [
                                "TRANSPORTER-10 DISP",
                                "HAWK-8A",
                                "ICEYE-X31",
                                "CONNECTA T2.1",
                                "OBJECT E",
                            ]
                        )
                    ]
                ),
            ),
            (
                "spacetrack",
                {
                    "url": ST
                    + "/satcat/INTLDES/~~2024-043/OBJECT_TYPE/TBA/format/json/predicates/NORAD_CAT_ID,SATNAME,OBJECT_TYPE"
                },
                j([{"NORAD_CAT_ID": "59124", "SATNAME": "OBJECT E", "OBJECT_TYPE": "TBA"}]),
            ),
            (
                "spacetrack",
                {"url": ST + "/satcat_change/NORAD_CAT_ID/59120--59130/format/json"},
                "[]",
            ),
        ],
    )

    N = "https://api.n2yo.com/rest/v1/satellite"
    session(
        "n2yo",
        "ok",
        1,
        "When can I see the ISS from Boston tonight, and will NOAA 19 be receivable overhead in the next day?",
        [
            (
                "n2yo",
                {"url": N + "/visualpasses/25544/42.3601/-71.0589/10/2/300/&apiKey=***"},
                j(
                    {
                        "info": {
                            "satid": 25544,
                            "satname": "SPACE STATION",
                            "transactionscount": 3,
                            "passescount": 2,
                        },
                        "passes": [
                            {
                                "startAz": 226.1,
                                "startAzCompass": "SW",
                                "startEl": 10.2,
                                "startUTC": 1715731260,
                                "maxAz": 141.5,
                                "maxAzCompass": "SE",
                                "maxEl": 47.9,
                                "maxUTC": 1715731560,
                                "endAz": 58.3,
                                "endAzCompass": "ENE",
                                "endEl": 12.4,
                                "endUTC": 1715731830,
                                "mag": -3.1,
                                "duration": 570,
                            },
                            {
                                "startAz": 271.0,
                                "startAzCompass": "W",
                                "startEl": 10.0,
                                "startUTC": 1715737110,
                                "maxAz": 331.8,
                                "maxAzCompass": "NNW",
                                "maxEl": 21.6,
                                "maxUTC": 1715737320,
                                "endAz": 15.2,
                                "endAzCompass": "NNE",
                                "endEl": 10.1,
                                "endUTC": 1715737500,
                                "mag": -1.4,
                                "duration": 390,
                            },
                        ],
                    }
                ),
            ),
            (
                "n2yo",
                {"url": N + "/radiopasses/33591/42.3601/-71.0589/10/1/60/&apiKey=***"},
                j(
                    {
                        "info": {
                            "satid": 33591,
                            "satname": "NOAA 19",
                            "transactionscount": 4,
                            "passescount": 0,
                        }
                    }
                ),
            ),
            (
                "n2yo",
                {"url": N + "/radiopasses/33591/42.3601/-71.0589/10/1/30/&apiKey=***"},
                j(
                    {
                        "info": {
                            "satid": 33591,
                            "satname": "NOAA 19",
                            "transactionscount": 5,
                            "passescount": 3,
                        },
                        "passes": [
                            {
                                "startAz": 12.8,
                                "startAzCompass": "NNE",
                                "startUTC": 1715700300,
                                "maxAz": 93.4,
                                "maxAzCompass": "E",
                                "maxEl": 38.2,
                                "maxUTC": 1715700720,
                                "endAz": 171.6,
                                "endAzCompass": "S",
                                "endUTC": 1715701140,
                            },
                            {
                                "startAz": 199.0,
                                "startAzCompass": "SSW",
                                "startUTC": 1715741880,
                                "maxAz": 265.1,
                                "maxAzCompass": "W",
                                "maxEl": 52.7,
                                "maxUTC": 1715742330,
                                "endAz": 341.9,
                                "endAzCompass": "NNW",
                                "endUTC": 1715742780,
                            },
                            {
                                "startAz": 176.3,
                                "startAzCompass": "S",
                                "startUTC": 1715748060,
                                "maxAz": 102.0,
                                "maxAzCompass": "ESE",
                                "maxEl": 33.0,
                                "maxUTC": 1715748400,
                                "endAz": 20.4,
                                "endAzCompass": "NNE",
                                "endUTC": 1715748770,
                            },
                        ],
                    }
                ),
            ),
            (
                "n2yo",
                {"url": N + "/positions/25544/42.3601/-71.0589/0/1/&apiKey=***"},
                j(
                    {
                        "info": {
                            "satname": "SPACE STATION",
                            "satid": 25544,
                            "transactionscount": 6,
                        },
                        "positions": [
                            {
                                "satlatitude": -38.41,
                                "satlongitude": 112.96,
                                "sataltitude": 418.37,
                                "azimuth": 301.62,
                                "elevation": -63.1,
                                "ra": 201.4,
                                "dec": -58.2,
                                "timestamp": 1715682101,
                                "eclipsed": False,
                            }
                        ],
                    }
                ),
            ),
        ],
    )
    bad = '{"error":"Invalid API Key!"}'
    session(
        "n2yo",
        "fail",
        1,
        "Track Tiangong's passes over Madrid this week - I want the brightest one.",
        [
            ("n2yo", {"url": N + "/visualpasses/48274/40.4168/-3.7038/650/7/120/&apiKey=***"}, bad),
            ("n2yo", {"url": N + "/visualpasses/48274/40.4168/-3.7038/0/7/60/&apiKey=***"}, bad),
            ("n2yo", {"url": N + "/tle/48274&apiKey=***"}, bad),
            ("n2yo", {"url": N + "/positions/48274/40.4168/-3.7038/650/1/&apiKey=***"}, bad),
            ("n2yo", {"url": N + "/visualpasses/48274/40.42/-3.70/650/5/300/&apiKey=***"}, bad),
            ("n2yo", {"url": N + "/above/40.4168/-3.7038/650/70/0/&apiKey=***"}, bad),
        ],
    )

    SN = "https://network.satnogs.org/api"
    session(
        "satnogs",
        "ok",
        1,
        "Schedule a SatNOGS observation of FUNcube-1 on our station 2188 for its next good pass and check the result.",
        [
            (
                "satnogs_api",
                http(
                    "GET",
                    "https://db.satnogs.org/api/transmitters/?satellite__norad_cat_id=39444&alive=true",
                ),
                j(
                    [
                        {
                            "uuid": h("tx1", 22),
                            "description": "Mode V/U FM/BPSK telemetry",
                            "alive": True,
                            "type": "Transmitter",
                            "downlink_low": 145935000,
                            "downlink_high": None,
                            "mode": "BPSK",
                            "baud": 1200.0,
                            "norad_cat_id": 39444,
                            "status": "active",
                            "service": "Amateur",
                        },
                        {
                            "uuid": h("tx2", 22),
                            "description": "Mode U/V linear transponder",
                            "alive": True,
                            "type": "Transponder",
                            "downlink_low": 145950000,
                            "downlink_high": 145970000,
                            "mode": "USB",
                            "baud": None,
                            "norad_cat_id": 39444,
                            "status": "active",
                            "service": "Amateur",
                        },
                    ]
                ),
            ),
            (
                "satnogs_api",
                http("GET", SN + "/stations/2188/"),
                j(
                    {
                        "id": 2188,
                        "name": "Galway-QFH",
                        "altitude": 24,
                        "min_horizon": 10,
                        "lat": 53.271,
                        "lng": -9.049,
                        "qthlocator": "IO63ag",
                        "antenna": [
                            {
                                "frequency": 135000000,
                                "frequency_max": 146000000,
                                "band": "VHF",
                                "antenna_type": "qfh",
                                "antenna_type_name": "Quadrafilar Helical",
                            }
                        ],
                        "status": "Online",
                        "observations": 4412,
                        "last_seen": "2024-05-14T11:40:02Z",
                    }
                ),
            ),
            (
                "satnogs_api",
                http(
                    "POST",
                    SN + "/observations/",
                    [
                        {
                            "ground_station": 2188,
                            "transmitter_uuid": h("tx1", 22),
                            "start": "2024-05-14T13:02:10Z",
                            "end": "2024-05-14T13:13:40Z",
                        }
                    ],
                ),
                j([{"id": 9512233}]),
            ),
            (
                "satnogs_api",
                http("GET", SN + "/observations/9512233/"),
                j(
                    {
                        "id": 9512233,
                        "start": "2024-05-14T13:02:10Z",
                        "end": "2024-05-14T13:13:40Z",
                        "ground_station": 2188,
                        "transmitter": h("tx1", 22),
                        "norad_cat_id": 39444,
                        "status": "future",
                        "waterfall": None,
                        "demoddata": [],
                        "vetted_status": "unknown",
                        "max_altitude": 61.0,
                    }
                ),
            ),
            (
                "satnogs_api",
                http("GET", SN + "/observations/9512233/"),
                j(
                    {
                        "id": 9512233,
                        "start": "2024-05-14T13:02:10Z",
                        "end": "2024-05-14T13:13:40Z",
                        "ground_station": 2188,
                        "transmitter": h("tx1", 22),
                        "norad_cat_id": 39444,
                        "status": "good",
                        "waterfall": "https://s3.eu-central-1.wasabisys.com/satnogs-network/data_obs/2024/5/14/13/9512233/waterfall_9512233_2024-05-14T13-02-10.png",
                        "demoddata": [
                            {
                                "payload_demod": "https://s3.eu-central-1.wasabisys.com/satnogs-network/data_obs/2024/5/14/13/9512233/data_9512233_2024-05-14T13-04-51"
                            }
                        ],
                        "vetted_status": "good",
                        "max_altitude": 61.0,
                    }
                ),
            ),
        ],
    )

    DK = "https://api.nasa.gov/DONKI"
    session(
        "donki",
        "ok",
        1,
        "Summarise last week's space weather: any X-class flares, Earth-directed CMEs, and did a geomagnetic storm follow?",
        [
            (
                "donki",
                {"url": DK + "/FLR?startDate=2024-05-06&endDate=2024-05-13&api_key=***"},
                j(
                    [
                        {
                            "flrID": "2024-05-08T04:37:00-FLR-001",
                            "instruments": [{"displayName": "GOES-P: EXIS 1.0-8.0"}],
                            "beginTime": "2024-05-08T04:37Z",
                            "peakTime": "2024-05-08T05:09Z",
                            "endTime": "2024-05-08T05:25Z",
                            "classType": "X1.0",
                            "sourceLocation": "S22W11",
                            "activeRegionNum": 13664,
                            "note": "",
                            "submissionTime": "2024-05-08T08:02Z",
                            "linkedEvents": [{"activityID": "2024-05-08T05:36:00-CME-001"}],
                            "link": "https://webtools.ccmc.gsfc.nasa.gov/DONKI/view/FLR/30512/-1",
                        },
                        {
                            "flrID": "2024-05-10T06:27:00-FLR-001",
                            "instruments": [{"displayName": "GOES-P: EXIS 1.0-8.0"}],
                            "beginTime": "2024-05-10T06:27Z",
                            "peakTime": "2024-05-10T06:54Z",
                            "endTime": "2024-05-10T07:06Z",
                            "classType": "X3.9",
                            "sourceLocation": "S17W29",
                            "activeRegionNum": 13664,
                            "note": "",
                            "submissionTime": "2024-05-10T09:12Z",
                            "linkedEvents": None,
                            "link": "https://webtools.ccmc.gsfc.nasa.gov/DONKI/view/FLR/30561/-1",
                        },
                    ]
                ),
            ),
            (
                "donki",
                {
                    "url": DK
                    + "/CMEAnalysis?startDate=2024-05-06&endDate=2024-05-13&mostAccurateOnly=true&speed=700&catalog=ALL&api_key=***"
                },
                j(
                    [
                        {
                            "time21_5": "2024-05-08T07:47Z",
                            "latitude": -17.0,
                            "longitude": 5.0,
                            "halfAngle": 45.0,
                            "speed": 1051.0,
                            "type": "O",
                            "isMostAccurate": True,
                            "associatedCMEID": "2024-05-08T05:36:00-CME-001",
                            "catalog": "M2M_CATALOG",
                            "link": "https://webtools.ccmc.gsfc.nasa.gov/DONKI/view/CMEAnalysis/30522/-1",
                        },
                        {
                            "time21_5": "2024-05-09T11:42Z",
                            "latitude": -13.0,
                            "longitude": 19.0,
                            "halfAngle": 51.0,
                            "speed": 1280.0,
                            "type": "O",
                            "isMostAccurate": True,
                            "associatedCMEID": "2024-05-09T09:24:00-CME-001",
                            "catalog": "M2M_CATALOG",
                            "link": "https://webtools.ccmc.gsfc.nasa.gov/DONKI/view/CMEAnalysis/30548/-1",
                        },
                    ]
                ),
            ),
            ("donki", {"url": DK + "/GST?startDate=2024-05-06&endDate=2024-05-09&api_key=***"}, ""),
            (
                "donki",
                {"url": DK + "/GST?startDate=2024-05-10&endDate=2024-05-13&api_key=***"},
                j(
                    [
                        {
                            "gstID": "2024-05-10T15:00:00-GST-001",
                            "startTime": "2024-05-10T15:00Z",
                            "allKpIndex": [
                                {
                                    "observedTime": "2024-05-10T18:00Z",
                                    "kpIndex": 8.67,
                                    "source": "NOAA",
                                },
                                {
                                    "observedTime": "2024-05-11T00:00Z",
                                    "kpIndex": 9.0,
                                    "source": "NOAA",
                                },
                                {
                                    "observedTime": "2024-05-11T03:00Z",
                                    "kpIndex": 9.0,
                                    "source": "NOAA",
                                },
                            ],
                            "linkedEvents": [{"activityID": "2024-05-10T16:36:00-IPS-001"}],
                            "link": "https://webtools.ccmc.gsfc.nasa.gov/DONKI/view/GST/30590/-1",
                        }
                    ]
                ),
            ),
        ],
    )
    orl = j(
        {
            "error": {
                "code": "OVER_RATE_LIMIT",
                "message": "You have exceeded your rate limit. Try again later or contact us at https://api.nasa.gov:443/contact/ for assistance",
            }
        }
    )
    session(
        "donki",
        "fail",
        1,
        "Were there any solar energetic particle events or radiation belt enhancements in April 2024?",
        [
            (
                "donki",
                {"url": DK + "/SEP?startDate=2024-04-01&endDate=2024-04-30&api_key=DEMO_KEY"},
                orl,
            ),
            (
                "donki",
                {"url": DK + "/RBE?startDate=2024-04-01&endDate=2024-04-30&api_key=DEMO_KEY"},
                orl,
            ),
            (
                "donki",
                {"url": DK + "/SEP?startDate=2024-04-01&endDate=2024-04-15&api_key=DEMO_KEY"},
                orl,
            ),
            (
                "donki",
                {
                    "url": DK
                    + "/notifications?startDate=2024-04-01&endDate=2024-04-30&type=SEP&api_key=DEMO_KEY"
                },
                orl,
            ),
            (
                "donki",
                {"url": DK + "/SEP?startDate=2024-04-16&endDate=2024-04-30&api_key=DEMO_KEY"},
                orl,
            ),
            (
                "donki",
                {"url": DK + "/RBE?startDate=2024-04-01&endDate=2024-04-15&api_key=DEMO_KEY"},
                orl,
            ),
            (
                "donki",
                {
                    "url": DK
                    + "/notifications?startDate=2024-04-01&endDate=2024-04-30&type=all&api_key=DEMO_KEY"
                },
                orl,
            ),
        ],
    )

    SW = "https://services.swpc.noaa.gov"
    session(
        "swpc",
        "ok",
        1,
        "What's the Kp right now, any active watches or warnings, and is aurora likely tonight in Scotland?",
        [
            (
                "http_get",
                {"url": SW + "/products/noaa-planetary-k-index.json"},
                jc(
                    [
                        ["time_tag", "Kp", "a_running", "station_count"],
                        ["2024-05-14 00:00:00.000", "3.33", "18", "8"],
                        ["2024-05-14 03:00:00.000", "4.00", "27", "8"],
                        ["2024-05-14 06:00:00.000", "5.33", "56", "8"],
                        ["2024-05-14 09:00:00.000", "5.67", "67", "7"],
                    ]
                ),
            ),
            (
                "http_get",
                {"url": SW + "/products/noaa-scales.json"},
                jc(
                    {
                        "0": {
                            "DateStamp": "2024-05-14",
                            "TimeStamp": "11:50:00",
                            "R": {
                                "Scale": "0",
                                "Text": "none",
                                "MinorProb": None,
                                "MajorProb": None,
                            },
                            "S": {"Scale": "0", "Text": "none", "Prob": None},
                            "G": {"Scale": "1", "Text": "minor"},
                        },
                        "1": {
                            "DateStamp": "2024-05-15",
                            "TimeStamp": "00:00:00",
                            "R": {
                                "Scale": None,
                                "Text": None,
                                "MinorProb": "45",
                                "MajorProb": "15",
                            },
                            "S": {"Scale": None, "Text": None, "Prob": "10"},
                            "G": {"Scale": "2", "Text": "moderate"},
                        },
                    }
                ),
            ),
            (
                "http_get",
                {"url": SW + "/products/alerts.json"},
                jc(
                    [
                        {
                            "product_id": "K05W",
                            "issue_datetime": "2024-05-14 05:51:19.540",
                            "message": "Space Weather Message Code: WARK05\r\nSerial Number: 2121\r\nIssue Time: 2024 May 14 0551 UTC\r\n\r\nWARNING: Geomagnetic K-index of 5 expected\r\nValid From: 2024 May 14 0600 UTC\r\nValid To: 2024 May 14 1500 UTC\r\nWarning Condition: Onset\r\n\r\nNOAA Scale: G1 - Minor",
                        },
                        {
                            "product_id": "A20F",
                            "issue_datetime": "2024-05-13 12:30:07.330",
                            "message": "Space Weather Message Code: WATA20\r\nSerial Number: 1009\r\nIssue Time: 2024 May 13 1230 UTC\r\n\r\nWATCH: Geomagnetic Storm Category G2 Predicted\r\n\r\nHighest Storm Level Predicted by Day:\r\nMay 14:  G1 (Minor)   May 15:  G2 (Moderate)   May 16:  None (Below G1)",
                        },
                    ]
                ),
            ),
            (
                "http_get",
                {"url": SW + "/products/noaa-planetary-k-index-forecast.json"},
                jc(
                    [
                        ["time_tag", "kp", "observed", "noaa_scale"],
                        ["2024-05-14 18:00:00", "5.00", "predicted", "G1"],
                        ["2024-05-14 21:00:00", "5.33", "predicted", "G1"],
                        ["2024-05-15 00:00:00", "6.00", "predicted", "G2"],
                        ["2024-05-15 03:00:00", "5.67", "predicted", "G2"],
                    ]
                ),
            ),
        ],
    )
    gw = (
        "<HTML><HEAD>\n<TITLE>Gateway Timeout - In read </TITLE>\n</HEAD><BODY>\n<H1>Gateway Timeout</H1>\n"
        "The proxy server did not receive a timely response from the upstream server.<P>\nReference&#32;&#35;1&#46;{r}\n</BODY></HTML>"
    )
    session(
        "swpc",
        "fail",
        1,
        "Check the solar wind speed and Bz over the last 2 hours - is a CME shock arriving?",
        [
            (
                "http_get",
                {"url": SW + "/products/solar-wind/plasma-2-hour.json"},
                gw.format(r="8f2c1702&#46;1715690101&#46;3a11e2f"),
            ),
            (
                "http_get",
                {"url": SW + "/products/solar-wind/mag-2-hour.json"},
                gw.format(r="8f2c1702&#46;1715690133&#46;3a11f90"),
            ),
            (
                "http_get",
                {"url": SW + "/products/summary/solar-wind-speed.json"},
                gw.format(r="8f2c1702&#46;1715690160&#46;3a12a04"),
            ),
            (
                "http_get",
                {"url": SW + "/products/summary/solar-wind-mag-field.json"},
                gw.format(r="8f2c1702&#46;1715690188&#46;3a12c77"),
            ),
            (
                "http_get",
                {"url": SW + "/json/rtsw/rtsw_wind_1m.json"},
                gw.format(r="8f2c1702&#46;1715690230&#46;3a13015"),
            ),
            (
                "http_get",
                {"url": SW + "/products/solar-wind/plasma-6-hour.json"},
                gw.format(r="8f2c1702&#46;1715690271&#46;3a1344b"),
            ),
            (
                "http_get",
                {"url": SW + "/products/alerts.json"},
                gw.format(r="8f2c1702&#46;1715690302&#46;3a13781"),
            ),
        ],
    )


def main(out: Path = OUT) -> None:
    ROWS.clear()
    secrets_domain()
    mdm_domain()
    library_domain()
    lims_domain()
    space_domain()
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS), encoding="utf-8"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
