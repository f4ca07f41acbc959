# ruff: noqa: E501, W291, W293
"""Build the held-out fixture tests/data/tool_heldout45.jsonl.

Fifty-five sessions of tool calls in the ``real-runs`` format, over five domain
groups the project was never tuned on. Everything is deterministic: identifiers
come from SHA-256 hashes of fixed strings, no clock and no randomness.

Where each format comes from and how sure we are of it
-------------------------------------------------------
Consumer banking aggregators
  * truelayer: Data API v1 (``/data/v1/accounts``, ``/transactions``) bodies are
    ``{"results": [...], "status": "Succeeded"}``; errors are
    ``{"error": "invalid_token", ...}``. From TrueLayer's public docs; sure of
    the envelope, field names mostly sure.
  * tink: ``/data/v2/accounts`` and ``/data/v2/transactions`` with
    ``nextPageToken`` and amounts as ``{"value": {"unscaledValue", "scale"}}``.
    From Tink's docs; fairly sure.
  * gocardless-bad (Nordigen): ``/api/v2/accounts/{id}/transactions/`` returns
    ``{"transactions": {"booked": [...], "pending": [...]}}``; rate limit errors
    are ``{"summary": "Rate limit exceeded", "detail": ..., "status_code": 429}``.
    From the Bank Account Data docs; sure of the shape.
  * yapily: ``{"meta": {"tracingId": ...}, "data": [...]}`` bodies; from Yapily's
    API reference; fairly sure.
  * mx: Platform API ``{"members": [...], "pagination": {...}}`` and member
    aggregation status polling (``connection_status``, ``is_being_aggregated``).
    From MX docs; sure of the shape.
  * finicity: ``/aggregation/v3/customers/{id}/transactions`` with ``found``,
    ``displaying``, ``moreAvailable``; and Finicity's 401/``code`` errors. From
    the Finicity (Mastercard Open Banking) docs; fairly sure.
Dental and optometry practice systems
  * opendental: Open Dental API (``/api/v1/appointments``, ``/patients``,
    ``/procedurelogs``) bodies are JSON arrays of rows with PascalCase fields
    (``AptNum``, ``PatNum``, ``AptDateTime``). From Open Dental's API docs; sure.
  * dentrix: the Dentrix Developer Program exposes a local G-series database
    through DtxAPI/ODBC views; our tool wraps it as a SQL-like query tool
    returning tab-separated rows. Less sure: the wrapper is our guess.
  * curve-dental: Curve Hero has a partner REST API with JSON bodies; field
    names here are plausible, not checked. Least sure.
  * eaglesoft: Patterson Eaglesoft is queried through its Sybase SQL Anywhere
    database (``dbisql``-style output). Fairly sure of the output style.
  * compulink: Compulink Advantage has an HL7/partner interface; our tool returns
    JSON summaries. Less sure.
  * revolutionehr: RevolutionEHR partner API JSON. Less sure of field names.
Climate and carbon accounting
  * climatiq: ``POST /data/v1/estimate`` returns ``co2e``, ``co2e_unit``,
    ``emission_factor`` and ``constituent_gases``; search returns ``results``,
    ``current_page``, ``last_page``. From Climatiq's docs; sure.
  * patch: Patch API ``{"success": true, "error": null, "data": ...}`` envelope
    for projects, estimates and orders. From Patch's docs; sure of envelope.
  * cloverly: ``/2021-10/estimates/...`` and purchases with ``equivalent_carbon_in_kg``.
    From Cloverly docs; fairly sure.
  * watershed, persefoni, normative: these expose narrower partner APIs; we
    write JSON as their exports look (footprint by scope, activity records).
    Less sure of field names.
Browser notebooks and analytics
  * hex: Hex API ``POST /v1/projects/{id}/runs`` returns ``runId``, ``runUrl``,
    ``runStatusUrl``; status ``PENDING/RUNNING/COMPLETED/ERRORED``. Sure.
  * mode: Mode API v2 HAL JSON (``_links``, ``_embedded``), report runs with
    ``state`` ``enqueued/running/succeeded``. Sure of the shape.
  * deepnote: Deepnote public API (``/v1/projects``, execution). Fairly sure.
  * observable: Observable API and ``notebook-kit`` CLI build output. Fairly sure.
  * count: Count.co has a small API; JSON guessed. Less sure.
  * zeppelin: Apache Zeppelin REST ``{"status": "OK", "message": "", "body": ...}``
    for ``/api/notebook`` and paragraph runs. Sure.
Legacy Windows administration through a shell tool
  * wevtutil, sc.exe, Get-WinEvent (PowerShell Format-List/Table), dcdiag,
    repadmin, netsh: console text as these commands print it, handed back by a
    ``run_shell``-style tool. Sure of the general layout from Microsoft docs
    and experience; exact column widths are approximate.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout45.jsonl")


def hid(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uuid(s: str) -> str:
    h = hashlib.sha256(s.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha256(s.encode()).hexdigest()[:8], 16) % (hi - lo + 1)


def j(obj) -> str:
    return json.dumps(obj)


SESSIONS: list[dict] = []


def sess(family: str, kind: str, task: str, calls: list[tuple[str, dict, str]]) -> None:
    n = sum(1 for s in SESSIONS if s["family"] == family and s["kind"] == kind) + 1
    SESSIONS.append({"family": family, "kind": kind, "n": n, "task": task, "calls": calls})


# ---------------------------------------------------------------- banking
def tl_txn(i: int, desc: str, amt: float, date: str, cat: str = "PURCHASE") -> dict:
    return {
        "transaction_id": hid(f"tl{i}{desc}", 32),
        "timestamp": f"{date}T00:00:00+00:00",
        "description": desc,
        "transaction_type": "DEBIT" if amt < 0 else "CREDIT",
        "transaction_category": cat,
        "transaction_classification": [],
        "amount": amt,
        "currency": "GBP",
        "meta": {"provider_transaction_category": "DEB" if amt < 0 else "BGC"},
    }


acc = hid("tl-acc-main", 32)
sess(
    "truelayer",
    "ok",
    "How much did I spend at Tesco in March across my current account?",
    [
        (
            "truelayer_list_accounts",
            {},
            j(
                {
                    "results": [
                        {
                            "update_timestamp": "2026-04-02T09:14:11.220Z",
                            "account_id": acc,
                            "account_type": "TRANSACTION",
                            "display_name": "CLUB LLOYDS",
                            "currency": "GBP",
                            "account_number": {
                                "iban": "GB35LOYD30963412345678",
                                "number": "12345678",
                                "sort_code": "30-96-34",
                            },
                            "provider": {
                                "display_name": "Lloyds",
                                "provider_id": "ob-lloyds",
                            },
                        }
                    ],
                    "status": "Succeeded",
                }
            ),
        ),
        (
            "truelayer_get_transactions",
            {"account_id": acc, "from": "2026-03-01", "to": "2026-03-15"},
            j(
                {
                    "results": [
                        tl_txn(1, "TESCO STORES 3217", -42.18, "2026-03-02"),
                        tl_txn(2, "TFL TRAVEL CH", -7.80, "2026-03-03"),
                        tl_txn(3, "TESCO STORES 3217", -18.45, "2026-03-09"),
                        tl_txn(4, "SALARY ACME LTD", 2875.00, "2026-03-13", "CREDIT"),
                    ],
                    "status": "Succeeded",
                }
            ),
        ),
        (
            "truelayer_get_transactions",
            {"account_id": acc, "from": "2026-03-16", "to": "2026-03-31"},
            j(
                {
                    "results": [
                        tl_txn(5, "TESCO PFS 4410", -61.02, "2026-03-18"),
                        tl_txn(6, "NETFLIX.COM", -10.99, "2026-03-20", "BILL_PAYMENT"),
                        tl_txn(7, "TESCO STORES 3217", -27.30, "2026-03-28"),
                    ],
                    "status": "Succeeded",
                }
            ),
        ),
        (
            "truelayer_get_pending_transactions",
            {"account_id": acc},
            j({"results": [], "status": "Succeeded"}),
        ),
    ],
)


# tink: paging through transactions
def tink_tx(i, desc, unscaled, scale, date):
    return {
        "id": hid(f"tink{i}", 32),
        "accountId": hid("tink-acc", 32),
        "amount": {
            "value": {"unscaledValue": str(unscaled), "scale": str(scale)},
            "currencyCode": "SEK",
        },
        "descriptions": {"original": desc, "display": desc.title()},
        "dates": {"booked": date},
        "status": "BOOKED",
    }


sess(
    "tink",
    "ok",
    "List all my Spotify charges this year so I can cancel if it's more than 3",
    [
        (
            "tink_list_transactions",
            {"bookedDateGte": "2026-01-01", "pageSize": 3},
            j(
                {
                    "transactions": [
                        tink_tx(1, "SPOTIFY P1B2C3", -11900, 2, "2026-01-04"),
                        tink_tx(2, "ICA NARA SODER", -34750, 2, "2026-01-05"),
                        tink_tx(3, "SL ACCESS", -97000, 2, "2026-01-07"),
                    ],
                    "nextPageToken": "CAEQAhgD",
                }
            ),
        ),
        (
            "tink_list_transactions",
            {"bookedDateGte": "2026-01-01", "pageSize": 3, "pageToken": "CAEQAhgD"},
            j(
                {
                    "transactions": [
                        tink_tx(4, "SPOTIFY P1B7Q9", -11900, 2, "2026-02-04"),
                        tink_tx(5, "SYSTEMBOLAGET", -28900, 2, "2026-02-06"),
                        tink_tx(6, "SWISH BETALNING", -50000, 2, "2026-02-11"),
                    ],
                    "nextPageToken": "CAEQBBgG",
                }
            ),
        ),
        (
            "tink_list_transactions",
            {"bookedDateGte": "2026-01-01", "pageSize": 3, "pageToken": "CAEQBBgG"},
            j(
                {
                    "transactions": [tink_tx(7, "SPOTIFY P1C0Z4", -11900, 2, "2026-03-04")],
                    "nextPageToken": "",
                }
            ),
        ),
    ],
)
sess(
    "tink",
    "fail",
    "What were my biggest expenses in April?",
    [
        (
            "tink_list_transactions",
            {"bookedDateGte": "2026-04-01", "bookedDateLte": "2026-04-30"},
            j({"errorMessage": "Access token has expired", "errorCode": "TOKEN_EXPIRED"}),
        ),
        (
            "tink_list_accounts",
            {},
            j({"errorMessage": "Access token has expired", "errorCode": "TOKEN_EXPIRED"}),
        ),
        (
            "tink_list_transactions",
            {"bookedDateGte": "2026-04-01", "pageSize": 50},
            j({"errorMessage": "Access token has expired", "errorCode": "TOKEN_EXPIRED"}),
        ),
        (
            "tink_list_transactions",
            {"bookedDateGte": "2026-04-15"},
            j({"errorMessage": "Access token has expired", "errorCode": "TOKEN_EXPIRED"}),
        ),
        (
            "tink_list_accounts",
            {"typesIn": "CHECKING"},
            j({"errorMessage": "Access token has expired", "errorCode": "TOKEN_EXPIRED"}),
        ),
        (
            "tink_list_transactions",
            {"bookedDateGte": "2026-04-01", "statusIn": "BOOKED"},
            j({"errorMessage": "Access token has expired", "errorCode": "TOKEN_EXPIRED"}),
        ),
        (
            "tink_list_transactions",
            {"bookedDateGte": "2026-03-25"},
            j({"errorMessage": "Access token has expired", "errorCode": "TOKEN_EXPIRED"}),
        ),
    ],
)

# gocardless bank account data
gc_acc = uuid("gc-acc")
RL = j(
    {
        "summary": "Rate limit exceeded",
        "detail": "Daily request limit set by the Institution has been exceeded.",
        "status_code": 429,
    }
)
sess(
    "gocardless-bad",
    "ok",
    "Did my rent payment to Hausverwaltung Krause go out this month?",
    [
        (
            "gocardless_get_requisition",
            {"id": uuid("gc-req")},
            j(
                {
                    "id": uuid("gc-req"),
                    "created": "2026-02-10T08:12:33.110Z",
                    "redirect": "https://app.example/cb",
                    "status": "LN",
                    "institution_id": "N26_NTSBDEB1",
                    "agreement": uuid("gc-agr"),
                    "reference": "user-8812",
                    "accounts": [gc_acc],
                    "link": "https://ob.gocardless.com/ob-psd2/start/" + uuid("gc-link"),
                }
            ),
        ),
        (
            "gocardless_get_balances",
            {"account_id": gc_acc},
            j(
                {
                    "balances": [
                        {
                            "balanceAmount": {"amount": "1432.17", "currency": "EUR"},
                            "balanceType": "expected",
                            "referenceDate": "2026-05-06",
                        }
                    ]
                }
            ),
        ),
        (
            "gocardless_get_transactions",
            {"account_id": gc_acc, "date_from": "2026-05-01"},
            j(
                {
                    "transactions": {
                        "booked": [
                            {
                                "transactionId": hid("gc1", 20),
                                "bookingDate": "2026-05-03",
                                "valueDate": "2026-05-03",
                                "transactionAmount": {"amount": "-1150.00", "currency": "EUR"},
                                "creditorName": "Hausverwaltung Krause GmbH",
                                "remittanceInformationUnstructured": "Miete Mai Whg 4 OG links",
                            },
                            {
                                "transactionId": hid("gc2", 20),
                                "bookingDate": "2026-05-02",
                                "valueDate": "2026-05-02",
                                "transactionAmount": {"amount": "-23.40", "currency": "EUR"},
                                "creditorName": "REWE Markt",
                                "remittanceInformationUnstructured": "REWE SAGT DANKE",
                            },
                        ],
                        "pending": [],
                    }
                }
            ),
        ),
    ],
)
sess(
    "gocardless-bad",
    "fail",
    "Categorise my spending for the last three months",
    [
        (
            "gocardless_get_transactions",
            {"account_id": gc_acc, "date_from": "2026-02-01", "date_to": "2026-02-28"},
            RL,
        ),
        (
            "gocardless_get_transactions",
            {"account_id": gc_acc, "date_from": "2026-03-01", "date_to": "2026-03-31"},
            RL,
        ),
        ("gocardless_get_balances", {"account_id": gc_acc}, RL),
        ("gocardless_get_transactions", {"account_id": gc_acc, "date_from": "2026-04-01"}, RL),
        ("gocardless_get_details", {"account_id": gc_acc}, RL),
        ("gocardless_get_transactions", {"account_id": gc_acc, "date_from": "2026-02-01"}, RL),
        (
            "gocardless_get_transactions",
            {"account_id": gc_acc, "date_from": "2026-04-15", "date_to": "2026-04-30"},
            RL,
        ),
    ],
)

# yapily
yp_acc = uuid("yp-acc")
sess(
    "yapily",
    "ok",
    "Pay my plumber 180 pounds from my Monzo account, ref INV-2291, and confirm it went",
    [
        (
            "yapily_get_accounts",
            {"consent": "***"},
            j(
                {
                    "meta": {"tracingId": hid("ypt1", 32), "count": 1},
                    "data": [
                        {
                            "id": yp_acc,
                            "type": "Personal - Current",
                            "balance": 2210.55,
                            "currency": "GBP",
                            "usageType": "PERSONAL",
                            "accountType": "CURRENT",
                            "nickname": "Monzo Current",
                            "accountNames": [{"name": "J BRENNAN"}],
                        }
                    ],
                }
            ),
        ),
        (
            "yapily_create_payment",
            {
                "amount": 180.0,
                "payee": "D OKAFOR PLUMBING",
                "sortCode": "04-00-04",
                "accountNumber": "71334412",
                "reference": "INV-2291",
            },
            j(
                {
                    "meta": {"tracingId": hid("ypt2", 32)},
                    "data": {
                        "id": hid("yppay", 24),
                        "institutionConsentId": hid("ypic", 20),
                        "paymentIdempotencyId": hid("ypidem", 32),
                        "paymentLifecycleId": hid("yplc", 24),
                        "status": "PENDING",
                        "statusDetails": {
                            "status": "PENDING",
                            "statusUpdateDate": "2026-05-07T10:02:11.441Z",
                        },
                        "payer": {
                            "accountIdentifications": [
                                {"type": "ACCOUNT_NUMBER", "identification": "55449911"}
                            ]
                        },
                        "payeeDetails": {"name": "D OKAFOR PLUMBING"},
                        "reference": "INV-2291",
                        "amount": 180.0,
                        "currency": "GBP",
                        "createdAt": "2026-05-07T10:02:11.310Z",
                    },
                }
            ),
        ),
        (
            "yapily_get_payment",
            {"payment_id": hid("yppay", 24)},
            j(
                {
                    "meta": {"tracingId": hid("ypt3", 32)},
                    "data": [
                        {
                            "id": hid("yppay", 24),
                            "status": "PENDING",
                            "amount": 180.0,
                            "currency": "GBP",
                            "reference": "INV-2291",
                        }
                    ],
                }
            ),
        ),
        (
            "yapily_get_payment",
            {"payment_id": hid("yppay", 24)},
            j(
                {
                    "meta": {"tracingId": hid("ypt4", 32)},
                    "data": [
                        {
                            "id": hid("yppay", 24),
                            "status": "COMPLETED",
                            "statusDetails": {
                                "status": "COMPLETED",
                                "statusUpdateDate": "2026-05-07T10:02:49.902Z",
                            },
                            "amount": 180.0,
                            "currency": "GBP",
                            "reference": "INV-2291",
                        }
                    ],
                }
            ),
        ),
    ],
)

# mx
mx_user = "USR-" + uuid("mx-user")
mx_mem = "MBR-" + uuid("mx-mem")


def mx_status(st, agg):
    return j(
        {
            "member": {
                "aggregated_at": "2026-05-07T14:02:10Z",
                "connection_status": st,
                "guid": mx_mem,
                "is_authenticated": st == "CONNECTED",
                "is_being_aggregated": agg,
                "successfully_aggregated_at": "2026-05-06T02:11:40Z",
            }
        }
    )


sess(
    "mx",
    "ok",
    "Refresh my Chase connection and tell me my current checking balance",
    [
        (
            "mx_list_members",
            {"user_guid": mx_user},
            j(
                {
                    "members": [
                        {
                            "aggregated_at": "2026-05-06T02:11:40Z",
                            "connection_status": "CONNECTED",
                            "guid": mx_mem,
                            "institution_code": "chase",
                            "is_being_aggregated": False,
                            "name": "Chase Bank",
                            "user_guid": mx_user,
                        }
                    ],
                    "pagination": {
                        "current_page": 1,
                        "per_page": 25,
                        "total_entries": 1,
                        "total_pages": 1,
                    },
                }
            ),
        ),
        (
            "mx_aggregate_member",
            {"user_guid": mx_user, "member_guid": mx_mem},
            mx_status("CONNECTED", True),
        ),
        (
            "mx_member_status",
            {"user_guid": mx_user, "member_guid": mx_mem},
            mx_status("SYNCING", True),
        ),
        (
            "mx_member_status",
            {"user_guid": mx_user, "member_guid": mx_mem},
            mx_status("SYNCING", True),
        ),
        (
            "mx_member_status",
            {"user_guid": mx_user, "member_guid": mx_mem},
            mx_status("CONNECTED", False),
        ),
        (
            "mx_list_accounts",
            {"user_guid": mx_user, "member_guid": mx_mem},
            j(
                {
                    "accounts": [
                        {
                            "guid": "ACT-" + uuid("mx-a1"),
                            "name": "TOTAL CHECKING",
                            "type": "CHECKING",
                            "balance": 3187.44,
                            "available_balance": 3102.44,
                            "currency_code": "USD",
                            "updated_at": "2026-05-07T14:03:02Z",
                        },
                        {
                            "guid": "ACT-" + uuid("mx-a2"),
                            "name": "CHASE SAVINGS",
                            "type": "SAVINGS",
                            "balance": 10450.0,
                            "available_balance": 10450.0,
                            "currency_code": "USD",
                            "updated_at": "2026-05-07T14:03:02Z",
                        },
                    ],
                    "pagination": {
                        "current_page": 1,
                        "per_page": 25,
                        "total_entries": 2,
                        "total_pages": 1,
                    },
                }
            ),
        ),
    ],
)
sess(
    "mx",
    "fail",
    "Show my credit card transactions from last week",
    [
        (
            "mx_list_transactions",
            {"user_guid": mx_user, "from_date": "2026-04-27", "to_date": "2026-05-03"},
            j(
                {
                    "transactions": [],
                    "pagination": {
                        "current_page": 1,
                        "per_page": 25,
                        "total_entries": 0,
                        "total_pages": 1,
                    },
                }
            ),
        ),
        (
            "mx_list_members",
            {"user_guid": mx_user},
            j(
                {
                    "members": [],
                    "pagination": {
                        "current_page": 1,
                        "per_page": 25,
                        "total_entries": 0,
                        "total_pages": 1,
                    },
                }
            ),
        ),
        (
            "mx_list_accounts",
            {"user_guid": mx_user},
            j(
                {
                    "accounts": [],
                    "pagination": {
                        "current_page": 1,
                        "per_page": 25,
                        "total_entries": 0,
                        "total_pages": 1,
                    },
                }
            ),
        ),
        (
            "mx_list_transactions",
            {"user_guid": mx_user, "from_date": "2026-04-01"},
            j(
                {
                    "transactions": [],
                    "pagination": {
                        "current_page": 1,
                        "per_page": 25,
                        "total_entries": 0,
                        "total_pages": 1,
                    },
                }
            ),
        ),
        (
            "mx_list_transactions",
            {"user_guid": mx_user, "from_date": "2026-01-01", "records_per_page": 100},
            j(
                {
                    "transactions": [],
                    "pagination": {
                        "current_page": 1,
                        "per_page": 100,
                        "total_entries": 0,
                        "total_pages": 1,
                    },
                }
            ),
        ),
        (
            "mx_list_accounts",
            {"user_guid": mx_user, "page": 2},
            j(
                {
                    "accounts": [],
                    "pagination": {
                        "current_page": 2,
                        "per_page": 25,
                        "total_entries": 0,
                        "total_pages": 1,
                    },
                }
            ),
        ),
        (
            "mx_list_members",
            {"user_guid": mx_user, "records_per_page": 100},
            j(
                {
                    "members": [],
                    "pagination": {
                        "current_page": 1,
                        "per_page": 100,
                        "total_entries": 0,
                        "total_pages": 1,
                    },
                }
            ),
        ),
    ],
)

# finicity
FIN_401 = j(
    {"code": 10022, "message": "Invalid credentials: Finicity-App-Token expired or invalid"}
)
sess(
    "finicity",
    "ok",
    "Check whether customer 1005061234 has any NSF or overdraft fees in the last 90 days",
    [
        (
            "finicity_get_customer_accounts",
            {"customer_id": "1005061234"},
            j(
                {
                    "accounts": [
                        {
                            "id": "5011648377",
                            "number": "xxxx4321",
                            "accountNumberDisplay": "4321",
                            "name": "Checking",
                            "balance": 501.24,
                            "type": "checking",
                            "status": "active",
                            "customerId": "1005061234",
                            "institutionId": "101732",
                            "currency": "USD",
                        }
                    ]
                }
            ),
        ),
        (
            "finicity_get_transactions",
            {
                "customer_id": "1005061234",
                "fromDate": 1770681600,
                "toDate": 1778457600,
                "search": "NSF",
            },
            j(
                {
                    "found": 0,
                    "displaying": 0,
                    "moreAvailable": False,
                    "fromDate": "1770681600",
                    "toDate": "1778457600",
                    "sort": "desc",
                    "transactions": [],
                }
            ),
        ),
        (
            "finicity_get_transactions",
            {
                "customer_id": "1005061234",
                "fromDate": 1770681600,
                "toDate": 1778457600,
                "search": "OVERDRAFT",
            },
            j(
                {
                    "found": 0,
                    "displaying": 0,
                    "moreAvailable": False,
                    "fromDate": "1770681600",
                    "toDate": "1778457600",
                    "sort": "desc",
                    "transactions": [],
                }
            ),
        ),
        (
            "finicity_get_transactions",
            {
                "customer_id": "1005061234",
                "fromDate": 1770681600,
                "toDate": 1778457600,
                "search": "FEE",
            },
            j(
                {
                    "found": 1,
                    "displaying": 1,
                    "moreAvailable": False,
                    "fromDate": "1770681600",
                    "toDate": "1778457600",
                    "sort": "desc",
                    "transactions": [
                        {
                            "id": 21284820852,
                            "amount": -4.0,
                            "accountId": 5011648377,
                            "customerId": 1005061234,
                            "status": "active",
                            "description": "MONTHLY MAINTENANCE FEE",
                            "postedDate": 1775001600,
                            "transactionDate": 1775001600,
                            "categorization": {
                                "normalizedPayeeName": "Maintenance Fee",
                                "category": "Service Fee",
                            },
                        }
                    ],
                }
            ),
        ),
    ],
)
sess(
    "finicity",
    "fail",
    "Pull 12 months of income deposits for applicant 1005061299",
    [
        ("finicity_get_customer_accounts", {"customer_id": "1005061299"}, FIN_401),
        (
            "finicity_get_transactions",
            {"customer_id": "1005061299", "fromDate": 1747008000, "toDate": 1778457600},
            FIN_401,
        ),
        ("finicity_refresh_accounts", {"customer_id": "1005061299"}, FIN_401),
        (
            "finicity_get_transactions",
            {
                "customer_id": "1005061299",
                "fromDate": 1762000000,
                "toDate": 1778457600,
                "search": "PAYROLL",
            },
            FIN_401,
        ),
        (
            "finicity_get_customer_accounts",
            {"customer_id": "1005061299", "status": "active"},
            FIN_401,
        ),
        (
            "finicity_get_transactions",
            {
                "customer_id": "1005061299",
                "fromDate": 1770000000,
                "toDate": 1778457600,
                "search": "DIRECT DEP",
            },
            FIN_401,
        ),
    ],
)
sess(
    "truelayer",
    "fail",
    "How much have I spent on Uber this year?",
    [
        ("truelayer_list_accounts", {}, j({"results": [], "status": "Succeeded"})),
        ("truelayer_list_cards", {}, j({"results": [], "status": "Succeeded"})),
        (
            "truelayer_list_accounts",
            {"provider": "ob-monzo"},
            j({"results": [], "status": "Succeeded"}),
        ),
        (
            "truelayer_get_transactions",
            {"account_id": acc, "from": "2026-01-01", "to": "2026-05-07"},
            j(
                {
                    "error": "account_not_found",
                    "error_description": "The requested account cannot be found",
                    "error_details": {},
                }
            ),
        ),
        ("truelayer_list_accounts", {"refresh": True}, j({"results": [], "status": "Succeeded"})),
        ("truelayer_list_cards", {"refresh": True}, j({"results": [], "status": "Succeeded"})),
        ("truelayer_list_accounts", {}, j({"results": [], "status": "Succeeded"})),
    ],
)


# ---------------------------------------------------------------- dental / optometry
def od_apt(n, pat, dt, status="Scheduled", note=""):
    return {
        "AptNum": n,
        "PatNum": pat,
        "AptStatus": status,
        "Pattern": "//XXXX//",
        "Confirmed": 19,
        "Op": 3,
        "Note": note,
        "ProvNum": 2,
        "ProvHyg": 0,
        "AptDateTime": dt,
        "ProcDescript": "PerEx, 4BW, Pro",
        "ClinicNum": 0,
        "DateTStamp": "2026-05-01 10:11:02",
    }


sess(
    "opendental",
    "ok",
    "Reschedule Maria Lopez's cleaning from Thursday to next Tuesday at 9 and note she prefers mornings",
    [
        (
            "opendental_get_patients",
            {"LName": "Lopez", "FName": "Maria"},
            j(
                [
                    {
                        "PatNum": 8841,
                        "LName": "Lopez",
                        "FName": "Maria",
                        "MiddleI": "E",
                        "Preferred": "",
                        "PatStatus": "Patient",
                        "Birthdate": "1984-02-17",
                        "WirelessPhone": "(503)555-0142",
                        "Email": "mlopez@example.com",
                        "PriProv": 2,
                        "BillingType": 42,
                    }
                ]
            ),
        ),
        (
            "opendental_get_appointments",
            {"PatNum": 8841, "dateStart": "2026-05-07"},
            j([od_apt(20311, 8841, "2026-05-14 14:00:00")]),
        ),
        (
            "opendental_update_appointment",
            {"AptNum": 20311, "AptDateTime": "2026-05-19 09:00:00"},
            j(od_apt(20311, 8841, "2026-05-19 09:00:00")),
        ),
        (
            "opendental_create_commlog",
            {
                "PatNum": 8841,
                "Note": "Pt prefers morning appointments. Moved recall from 5/14 2pm to 5/19 9am at pt request.",
            },
            "201 Created",
        ),
    ],
)
sess(
    "opendental",
    "ok",
    "Which patients had a crown seated in April but haven't been billed to insurance yet?",
    [
        (
            "opendental_get_procedurelogs",
            {"ProcStatus": "C", "DateTP": "2026-04-01", "CodeNum": "D2740"},
            j(
                [
                    {
                        "ProcNum": 118802,
                        "PatNum": 7712,
                        "AptNum": 19950,
                        "ProcDate": "2026-04-08",
                        "ProcFee": 1285.0,
                        "Surf": "",
                        "ToothNum": "30",
                        "ProcStatus": "C",
                        "procCode": "D2740",
                    },
                    {
                        "ProcNum": 119304,
                        "PatNum": 9120,
                        "AptNum": 20077,
                        "ProcDate": "2026-04-22",
                        "ProcFee": 1285.0,
                        "Surf": "",
                        "ToothNum": "3",
                        "ProcStatus": "C",
                        "procCode": "D2740",
                    },
                ]
            ),
        ),
        (
            "opendental_get_claimprocs",
            {"ProcNum": 118802},
            j(
                [
                    {
                        "ClaimProcNum": 301554,
                        "ProcNum": 118802,
                        "ClaimNum": 44120,
                        "PatNum": 7712,
                        "Status": "Received",
                        "InsPayAmt": 642.5,
                        "DateCP": "2026-04-29",
                    }
                ]
            ),
        ),
        ("opendental_get_claimprocs", {"ProcNum": 119304}, j([])),
        (
            "opendental_get_patients",
            {"PatNum": 9120},
            j(
                [
                    {
                        "PatNum": 9120,
                        "LName": "Nakamura",
                        "FName": "Ken",
                        "PatStatus": "Patient",
                        "Birthdate": "1971-09-30",
                        "HasIns": "I",
                        "PriProv": 1,
                    }
                ]
            ),
        ),
    ],
)
OD_DOWN = "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>"
sess(
    "opendental",
    "fail",
    "Send tomorrow's unconfirmed patients a reminder list for the front desk",
    [
        ("opendental_get_appointments", {"date": "2026-05-08"}, OD_DOWN),
        (
            "opendental_get_appointments",
            {"dateStart": "2026-05-08", "dateEnd": "2026-05-08"},
            OD_DOWN,
        ),
        ("opendental_get_appointments", {"date": "2026-05-08", "Op": 3}, OD_DOWN),
        ("opendental_get_patients", {"PatStatus": "Patient", "limit": 50}, OD_DOWN),
        ("opendental_get_appointments", {"date": "2026-05-08", "ClinicNum": 0}, OD_DOWN),
        ("opendental_get_confirmations", {"date": "2026-05-08"}, OD_DOWN),
        ("opendental_get_appointments", {"dateStart": "2026-05-08"}, OD_DOWN),
    ],
)

DTX_HDR = "patient_id\tlast_name\tfirst_name\tprovider_id\tlast_visit\tbalance"
sess(
    "dentrix",
    "ok",
    "Find patients with an outstanding balance over $500 who haven't been in since January",
    [
        (
            "dentrix_query",
            {
                "sql": "SELECT patient_id,last_name,first_name,provider_id,last_visit,balance FROM v_patient WHERE balance > 500 AND last_visit < '2026-01-01'"
            },
            DTX_HDR
            + "\n10442\tHarlan\tBeth\tDDS1\t2025-11-03\t812.40\n11907\tOkonkwo\tSamuel\tDDS2\t2025-08-19\t1204.00\n13388\tVu\tThanh\tDDS1\t2025-12-12\t560.75\n(3 rows)",
        ),
        (
            "dentrix_query",
            {
                "sql": "SELECT patient_id,guarantor_id,ins_carrier FROM v_patient_insurance WHERE patient_id IN (10442,11907,13388)"
            },
            "patient_id\tguarantor_id\tins_carrier\n10442\t10440\tDelta Dental of WA\n11907\t11907\t\n13388\t13380\tCigna Dental PPO\n(3 rows)",
        ),
        (
            "dentrix_query",
            {
                "sql": "SELECT patient_id,appt_date FROM v_appointment WHERE patient_id IN (10442,11907,13388) AND appt_date >= '2026-05-07'"
            },
            "patient_id\tappt_date\n(0 rows)",
        ),
    ],
)
sess(
    "dentrix",
    "fail",
    "How many new patients did Dr. Shah see each month this year?",
    [
        (
            "dentrix_query",
            {
                "sql": "SELECT MONTH(first_visit) m, COUNT(*) FROM v_patient WHERE provider_id='DDS3' AND first_visit >= '2026-01-01' GROUP BY m"
            },
            "[Dentrix.API] DENTRIXAPI_RegisterUser failed: error 0x80004005 (User certificate not authorized for this database)",
        ),
        (
            "dentrix_query",
            {"sql": "SELECT provider_id, name FROM v_provider"},
            "[Dentrix.API] DENTRIXAPI_RegisterUser failed: error 0x80004005 (User certificate not authorized for this database)",
        ),
        (
            "dentrix_query",
            {"sql": "SELECT COUNT(*) FROM v_patient WHERE first_visit >= '2026-01-01'"},
            "[Dentrix.API] DENTRIXAPI_RegisterUser failed: error 0x80004005 (User certificate not authorized for this database)",
        ),
        (
            "dentrix_query",
            {"sql": "SELECT patient_id FROM v_patient WHERE provider_id='DDS3'"},
            "[Dentrix.API] DENTRIXAPI_RegisterUser failed: error 0x80004005 (User certificate not authorized for this database)",
        ),
        (
            "dentrix_query",
            {"sql": "SELECT TOP 10 * FROM v_appointment"},
            "[Dentrix.API] DENTRIXAPI_RegisterUser failed: error 0x80004005 (User certificate not authorized for this database)",
        ),
        (
            "dentrix_query",
            {
                "sql": "SELECT first_visit FROM v_patient WHERE first_visit BETWEEN '2026-01-01' AND '2026-05-07'"
            },
            "[Dentrix.API] DENTRIXAPI_RegisterUser failed: error 0x80004005 (User certificate not authorized for this database)",
        ),
    ],
)

sess(
    "curve-dental",
    "ok",
    "Book a new-patient exam for Priya Raman next week, any morning with Dr. Chen",
    [
        (
            "curve_search_patients",
            {"q": "Priya Raman"},
            j({"data": [], "meta": {"total": 0, "page": 1}}),
        ),
        (
            "curve_create_patient",
            {
                "first_name": "Priya",
                "last_name": "Raman",
                "phone": "604-555-0199",
                "dob": "1992-06-03",
            },
            j(
                {
                    "data": {
                        "id": "pt_" + hid("curve-pr", 10),
                        "first_name": "Priya",
                        "last_name": "Raman",
                        "status": "new",
                        "created_at": "2026-05-07T17:20:04Z",
                    }
                }
            ),
        ),
        (
            "curve_find_openings",
            {
                "provider": "Dr. Alan Chen",
                "from": "2026-05-11",
                "to": "2026-05-15",
                "duration_min": 60,
                "before": "12:00",
            },
            j(
                {
                    "data": [
                        {
                            "start": "2026-05-12T08:00:00-07:00",
                            "operatory": "OP2",
                            "provider_id": "prv_" + hid("chen", 8),
                        },
                        {
                            "start": "2026-05-14T10:00:00-07:00",
                            "operatory": "OP1",
                            "provider_id": "prv_" + hid("chen", 8),
                        },
                    ],
                    "meta": {"total": 2},
                }
            ),
        ),
        (
            "curve_book_appointment",
            {
                "patient_id": "pt_" + hid("curve-pr", 10),
                "start": "2026-05-12T08:00:00-07:00",
                "operatory": "OP2",
                "reason": "NP exam + FMX",
            },
            j({"data": {"id": "apt_" + hid("curve-apt", 10), "status": "booked"}}),
        ),
    ],
)
CURVE_MAINT = "<!DOCTYPE html><html><head><title>Curve Hero - Scheduled Maintenance</title></head><body><h1>We'll be right back</h1><p>Curve Hero is undergoing scheduled maintenance. We expect to be back shortly. Thank you for your patience.</p></body></html>"
sess(
    "curve-dental",
    "fail",
    "Which hygienists have openings on Saturday?",
    [
        ("curve_find_openings", {"date": "2026-05-09", "role": "hygienist"}, CURVE_MAINT),
        ("curve_list_providers", {"role": "hygienist"}, CURVE_MAINT),
        ("curve_find_openings", {"from": "2026-05-09", "to": "2026-05-09"}, CURVE_MAINT),
        ("curve_find_openings", {"date": "2026-05-09"}, CURVE_MAINT),
        ("curve_list_providers", {}, CURVE_MAINT),
        ("curve_find_openings", {"date": "2026-05-16", "role": "hygienist"}, CURVE_MAINT),
    ],
)

sess(
    "eaglesoft",
    "ok",
    "List the perio maintenance patients overdue for recall by more than 60 days",
    [
        (
            "eaglesoft_sql",
            {
                "query": "SELECT p.patient_id, p.last_name, p.first_name, r.due_date FROM patient p JOIN recall r ON r.patient_id=p.patient_id WHERE r.recall_type='PERIO MAINT' AND r.due_date < '2026-03-08'"
            },
            "patient_id  last_name   first_name  due_date\n----------  ----------  ----------  ----------\n      2231  Brennan     Colm        2026-01-14\n      4410  Ferreira    Ana         2026-02-27\n      5082  Yildiz      Emre        2025-12-02\n\n(3 rows)\n\nExecution time: 0.041 seconds",
        ),
        (
            "eaglesoft_sql",
            {
                "query": "SELECT patient_id, appt_date FROM appointment WHERE patient_id IN (2231,4410,5082) AND appt_date >= '2026-05-07'"
            },
            "patient_id  appt_date\n----------  ----------\n      4410  2026-05-21\n\n(1 rows)\n\nExecution time: 0.018 seconds",
        ),
        (
            "eaglesoft_sql",
            {
                "query": "SELECT patient_id, home_phone, email FROM patient WHERE patient_id IN (2231,5082)"
            },
            "patient_id  home_phone     email\n----------  -------------  -----------------------\n      2231  (617)555-0131  cbrennan@example.net\n      5082  (617)555-0188  \n\n(2 rows)\n\nExecution time: 0.012 seconds",
        ),
    ],
)
sess(
    "eaglesoft",
    "fail",
    "What was production by provider last month?",
    [
        (
            "eaglesoft_sql",
            {
                "query": "SELECT provider_id, SUM(amount) FROM transactions WHERE tran_date BETWEEN '2026-04-01' AND '2026-04-30' AND type='P' GROUP BY provider_id"
            },
            'Could not connect to the database.\nDatabase server not found\nSQLCODE=-100, ODBC 3 State="08001"',
        ),
        (
            "eaglesoft_sql",
            {"query": "SELECT provider_id, last_name FROM provider"},
            'Could not connect to the database.\nDatabase server not found\nSQLCODE=-100, ODBC 3 State="08001"',
        ),
        (
            "eaglesoft_sql",
            {"query": "SELECT COUNT(*) FROM transactions WHERE tran_date >= '2026-04-01'"},
            'Could not connect to the database.\nDatabase server not found\nSQLCODE=-100, ODBC 3 State="08001"',
        ),
        (
            "eaglesoft_sql",
            {
                "query": "SELECT SUM(amount) FROM transactions WHERE type='P' AND tran_date >= '2026-04-01'"
            },
            'Could not connect to the database.\nDatabase server not found\nSQLCODE=-100, ODBC 3 State="08001"',
        ),
        (
            "eaglesoft_sql",
            {"query": "SELECT TOP 5 * FROM transactions"},
            'Could not connect to the database.\nDatabase server not found\nSQLCODE=-100, ODBC 3 State="08001"',
        ),
        (
            "eaglesoft_sql",
            {
                "query": "SELECT provider_id, SUM(amount) FROM transactions WHERE tran_date >= '2026-04-01' GROUP BY provider_id"
            },
            'Could not connect to the database.\nDatabase server not found\nSQLCODE=-100, ODBC 3 State="08001"',
        ),
    ],
)

sess(
    "compulink",
    "ok",
    "Has the Ortiz family's contact lens order come in, and if so text them",
    [
        (
            "compulink_find_patient",
            {"last_name": "Ortiz"},
            j(
                {
                    "patients": [
                        {"id": "CL-20913", "name": "Ortiz, Gabriel", "dob": "1979-03-11"},
                        {"id": "CL-20914", "name": "Ortiz, Lucia", "dob": "2011-07-25"},
                    ]
                }
            ),
        ),
        (
            "compulink_get_orders",
            {"patient_id": "CL-20913", "type": "contacts"},
            j(
                {
                    "orders": [
                        {
                            "order_no": "CO-88123",
                            "status": "Received",
                            "received": "2026-05-06",
                            "item": "ACUVUE OASYS 1-DAY 90pk OD -2.25 / OS -2.50",
                            "vendor": "ABB Optical",
                        }
                    ]
                }
            ),
        ),
        ("compulink_get_orders", {"patient_id": "CL-20914", "type": "contacts"}, j({"orders": []})),
        (
            "compulink_send_sms",
            {
                "patient_id": "CL-20913",
                "message": "Hi Gabriel, your contact lens order is ready for pickup at Bayview Eye Care.",
            },
            j({"queued": True, "message_id": "sms_" + hid("cl-sms", 10)}),
        ),
    ],
)
sess(
    "revolutionehr",
    "ok",
    "Pull Dana Whitfield's last refraction and whether her glasses Rx is still valid",
    [
        (
            "rev_search_patients",
            {"q": "Whitfield"},
            j(
                {
                    "items": [
                        {
                            "patientId": 551203,
                            "firstName": "Dana",
                            "lastName": "Whitfield",
                            "dateOfBirth": "1966-12-01",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
        (
            "rev_get_encounters",
            {"patientId": 551203, "limit": 3},
            j(
                {
                    "items": [
                        {
                            "encounterId": 9920113,
                            "serviceDate": "2025-06-18",
                            "type": "Comprehensive Eye Exam",
                            "provider": "Sarah Kim, OD",
                            "status": "SIGNED",
                        },
                        {
                            "encounterId": 9711842,
                            "serviceDate": "2024-05-30",
                            "type": "Comprehensive Eye Exam",
                            "provider": "Sarah Kim, OD",
                            "status": "SIGNED",
                        },
                    ],
                    "totalCount": 6,
                }
            ),
        ),
        (
            "rev_get_prescriptions",
            {"patientId": 551203, "type": "EYEGLASS"},
            j(
                {
                    "items": [
                        {
                            "rxId": 3310221,
                            "encounterId": 9920113,
                            "issueDate": "2025-06-18",
                            "expirationDate": "2026-06-18",
                            "od": {"sphere": -1.75, "cylinder": -0.5, "axis": 90, "add": 2.0},
                            "os": {"sphere": -1.5, "cylinder": -0.25, "axis": 85, "add": 2.0},
                            "status": "ACTIVE",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
    ],
)
sess(
    "revolutionehr",
    "fail",
    "Which of our patients are due for a diabetic eye exam?",
    [
        (
            "rev_search_patients",
            {"q": "diabetes"},
            j(
                {
                    "items": [
                        {
                            "patientId": 100001,
                            "firstName": "Test",
                            "lastName": "Patient",
                            "dateOfBirth": "1970-01-01",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
        (
            "rev_search_patients",
            {"diagnosisCode": "E11.9"},
            j(
                {
                    "items": [
                        {
                            "patientId": 100001,
                            "firstName": "Test",
                            "lastName": "Patient",
                            "dateOfBirth": "1970-01-01",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
        ("rev_get_encounters", {"patientId": 100001}, j({"items": [], "totalCount": 0})),
        (
            "rev_search_patients",
            {"diagnosisCode": "E11.3293"},
            j(
                {
                    "items": [
                        {
                            "patientId": 100001,
                            "firstName": "Test",
                            "lastName": "Patient",
                            "dateOfBirth": "1970-01-01",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
        (
            "rev_search_patients",
            {"q": "E11", "recallType": "DIABETIC"},
            j(
                {
                    "items": [
                        {
                            "patientId": 100001,
                            "firstName": "Test",
                            "lastName": "Patient",
                            "dateOfBirth": "1970-01-01",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
        (
            "rev_search_patients",
            {"lastName": "Whitfield"},
            j(
                {
                    "items": [
                        {
                            "patientId": 100001,
                            "firstName": "Test",
                            "lastName": "Patient",
                            "dateOfBirth": "1970-01-01",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
        (
            "rev_search_patients",
            {"q": "recall due"},
            j(
                {
                    "items": [
                        {
                            "patientId": 100001,
                            "firstName": "Test",
                            "lastName": "Patient",
                            "dateOfBirth": "1970-01-01",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- climate / carbon
def cq_est(co2e, act, name, region, src="BEIS"):
    return j(
        {
            "co2e": co2e,
            "co2e_unit": "kg",
            "co2e_calculation_method": "ar5",
            "co2e_calculation_origin": "source",
            "emission_factor": {
                "name": name,
                "activity_id": act,
                "id": uuid(act),
                "access_type": "public",
                "source": src,
                "source_dataset": "GHG Conversion Factors 2025",
                "year": 2025,
                "region": region,
                "category": "Travel",
                "source_lca_activity": "fuel_combustion",
                "data_quality_flags": [],
            },
            "constituent_gases": {
                "co2e_total": co2e,
                "co2e_other": None,
                "co2": round(co2e * 0.98, 3),
                "ch4": 0.002,
                "n2o": 0.011,
            },
            "activity_data": {"activity_value": 1.0, "activity_unit": "passenger-km"},
            "audit_trail": "enabled",
        }
    )


sess(
    "climatiq",
    "ok",
    "Estimate emissions for our team's London-Edinburgh trip: 6 people by train vs by plane",
    [
        (
            "climatiq_search",
            {"query": "rail national", "region": "GB"},
            j(
                {
                    "results": [
                        {
                            "activity_id": "passenger_train-route_type_national_rail-fuel_source_na",
                            "name": "National rail",
                            "region": "GB",
                            "year": 2025,
                            "source": "BEIS",
                            "unit_type": ["PassengerOverDistance"],
                        }
                    ],
                    "current_page": 1,
                    "last_page": 1,
                    "total_results": 1,
                    "possible_filters": {},
                }
            ),
        ),
        (
            "climatiq_estimate",
            {
                "activity_id": "passenger_train-route_type_national_rail-fuel_source_na",
                "passengers": 6,
                "distance": 632,
                "distance_unit": "km",
            },
            cq_est(
                134.5,
                "passenger_train-route_type_national_rail-fuel_source_na",
                "National rail",
                "GB",
            ),
        ),
        (
            "climatiq_estimate",
            {
                "activity_id": "passenger_flight-route_type_domestic-aircraft_type_na-distance_na-class_na-rf_included-distance_uplift_included",
                "passengers": 6,
                "distance": 534,
                "distance_unit": "km",
            },
            cq_est(
                870.4,
                "passenger_flight-route_type_domestic-aircraft_type_na-distance_na-class_na-rf_included-distance_uplift_included",
                "Domestic flight, average passenger, with RF",
                "GB",
            ),
        ),
    ],
)
sess(
    "climatiq",
    "ok",
    "Find an emission factor for aluminium cans in France; if there isn't one, say so",
    [
        (
            "climatiq_search",
            {"query": "aluminium cans", "region": "FR"},
            j(
                {
                    "results": [],
                    "current_page": 1,
                    "last_page": 1,
                    "total_results": 0,
                    "possible_filters": {"year": [], "source": [], "region": []},
                }
            ),
        ),
        (
            "climatiq_search",
            {"query": "aluminium can", "region": "FR", "data_version": "^21"},
            j(
                {
                    "results": [],
                    "current_page": 1,
                    "last_page": 1,
                    "total_results": 0,
                    "possible_filters": {"year": [], "source": [], "region": []},
                }
            ),
        ),
        (
            "climatiq_search",
            {"query": "aluminium cans"},
            j(
                {
                    "results": [
                        {
                            "activity_id": "metals-type_aluminium_cans_and_foil_excl_forming",
                            "name": "Aluminium cans and foil (excl. forming)",
                            "region": "GB",
                            "year": 2025,
                            "source": "BEIS",
                            "unit_type": ["Weight"],
                        },
                        {
                            "activity_id": "metals-type_aluminium_cans_and_foil_excl_forming",
                            "name": "Aluminium cans and foil",
                            "region": "GB",
                            "year": 2024,
                            "source": "BEIS",
                            "unit_type": ["Weight"],
                        },
                    ],
                    "current_page": 1,
                    "last_page": 1,
                    "total_results": 2,
                    "possible_filters": {},
                }
            ),
        ),
    ],
)
CQ_QUOTA = j(
    {
        "error": "quota_exceeded",
        "error_code": "quota_exceeded",
        "message": "You have exceeded the monthly request quota for your plan. Please upgrade or wait until the next billing period.",
    }
)
sess(
    "climatiq",
    "fail",
    "Compute scope 3 category 6 for last quarter's expense lines",
    [
        (
            "climatiq_estimate",
            {
                "activity_id": "passenger_flight-route_type_international-aircraft_type_na-distance_long_haul_gt_3700km-class_economy-rf_included-distance_uplift_included",
                "distance": 5570,
                "distance_unit": "km",
                "passengers": 1,
            },
            CQ_QUOTA,
        ),
        (
            "climatiq_estimate",
            {"activity_id": "accommodation_type_hotel_stay", "number": 3, "region": "US"},
            CQ_QUOTA,
        ),
        ("climatiq_search", {"query": "hotel stay", "region": "US"}, CQ_QUOTA),
        (
            "climatiq_estimate",
            {
                "activity_id": "passenger_vehicle-vehicle_type_taxi",
                "distance": 42,
                "distance_unit": "km",
            },
            CQ_QUOTA,
        ),
        ("climatiq_batch_estimate", {"items": 14}, CQ_QUOTA),
        (
            "climatiq_estimate",
            {
                "activity_id": "passenger_train-route_type_national_rail-fuel_source_na",
                "distance": 310,
                "distance_unit": "km",
            },
            CQ_QUOTA,
        ),
        ("climatiq_search", {"query": "taxi"}, CQ_QUOTA),
    ],
)

sess(
    "patch",
    "ok",
    "Buy 2 tonnes of removal from a biochar project under $200/t and send me the certificate link",
    [
        (
            "patch_list_projects",
            {"type": "biomass", "page": 1},
            j(
                {
                    "success": True,
                    "error": None,
                    "data": [
                        {
                            "id": "pro_test_" + hid("p1", 24),
                            "name": "Pacific Biochar Sonoma",
                            "type": "biomass",
                            "mechanism": "removal",
                            "country": "US",
                            "average_price_per_tonne_cents_usd": 17500,
                            "remaining_mass_g": 412000000,
                        },
                        {
                            "id": "pro_test_" + hid("p2", 24),
                            "name": "Carbofex Tampere",
                            "type": "biomass",
                            "mechanism": "removal",
                            "country": "FI",
                            "average_price_per_tonne_cents_usd": 23800,
                            "remaining_mass_g": 98000000,
                        },
                    ],
                    "meta": {"prev_page": None, "next_page": None},
                }
            ),
        ),
        (
            "patch_create_order",
            {"project_id": "pro_test_" + hid("p1", 24), "amount": 2000000, "unit": "g"},
            j(
                {
                    "success": True,
                    "error": None,
                    "data": {
                        "id": "ord_test_" + hid("o1", 24),
                        "created_at": "2026-05-07T18:01:22Z",
                        "production": False,
                        "state": "placed",
                        "amount": 2000000,
                        "unit": "g",
                        "price": 35000,
                        "patch_fee": 2625,
                        "currency": "USD",
                        "registry_url": None,
                        "issued_to": None,
                    },
                }
            ),
        ),
        (
            "patch_get_order",
            {"id": "ord_test_" + hid("o1", 24)},
            j(
                {
                    "success": True,
                    "error": None,
                    "data": {
                        "id": "ord_test_" + hid("o1", 24),
                        "state": "placed",
                        "registry_url": None,
                    },
                }
            ),
        ),
        (
            "patch_get_order",
            {"id": "ord_test_" + hid("o1", 24)},
            j(
                {
                    "success": True,
                    "error": None,
                    "data": {
                        "id": "ord_test_" + hid("o1", 24),
                        "state": "complete",
                        "registry_url": "https://registry.patch.io/certificates/"
                        + hid("cert1", 16),
                    },
                }
            ),
        ),
    ],
)
sess(
    "patch",
    "fail",
    "Compare prices of direct air capture projects on Patch",
    [
        (
            "patch_list_projects",
            {"type": "dac"},
            j({"success": False, "error": "Unauthorized. Invalid API key.", "data": None}),
        ),
        (
            "patch_list_projects",
            {"mechanism": "removal"},
            j({"success": False, "error": "Unauthorized. Invalid API key.", "data": None}),
        ),
        (
            "patch_list_technology_types",
            {},
            j({"success": False, "error": "Unauthorized. Invalid API key.", "data": None}),
        ),
        (
            "patch_list_projects",
            {"type": "direct_air_capture"},
            j({"success": False, "error": "Unauthorized. Invalid API key.", "data": None}),
        ),
        (
            "patch_list_projects",
            {"page": 1},
            j({"success": False, "error": "Unauthorized. Invalid API key.", "data": None}),
        ),
        (
            "patch_list_projects",
            {"country": "IS"},
            j({"success": False, "error": "Unauthorized. Invalid API key.", "data": None}),
        ),
    ],
)

sess(
    "cloverly",
    "ok",
    "Offset the shipping emissions for order #5521 (12 kg parcel, 800 km by truck)",
    [
        (
            "cloverly_estimate_shipping",
            {
                "weight": {"value": 12, "units": "kg"},
                "distance": {"value": 800, "units": "km"},
                "mode": "truck",
            },
            j(
                {
                    "slug": hid("clv-est", 20),
                    "environment": "production",
                    "state": "estimated",
                    "micro_units": 1000000,
                    "currency": "USD",
                    "equivalent_carbon_in_kg": 1.21,
                    "total_cost_in_usd_cents": 26,
                    "transaction_cost_in_usd_cents": 25,
                    "offset": {
                        "slug": "lake-region-landfill-gas",
                        "name": "Lake Region Landfill Gas",
                        "city": "Fergus Falls",
                        "province": "MN",
                        "country": "USA",
                        "offset_type": "Methane Capture",
                    },
                    "pretty_url": "https://app.cloverly.com/receipt/" + hid("clv-est", 20),
                }
            ),
        ),
        (
            "cloverly_purchase",
            {"estimate_slug": hid("clv-est", 20)},
            j(
                {
                    "slug": hid("clv-est", 20),
                    "environment": "production",
                    "state": "purchased",
                    "equivalent_carbon_in_kg": 1.21,
                    "total_cost_in_usd_cents": 26,
                    "pretty_url": "https://app.cloverly.com/receipt/" + hid("clv-est", 20),
                }
            ),
        ),
        (
            "shopify_add_order_note",
            {"order_id": 5521, "note": "Shipping offset: 1.21 kg CO2e via Cloverly"},
            j({"order": {"id": 5521, "note": "Shipping offset: 1.21 kg CO2e via Cloverly"}}),
        ),
    ],
)

WS_FOOT = {"organization": "Larkspur Foods", "period": "FY2025", "unit": "tCO2e"}
sess(
    "watershed",
    "ok",
    "What share of our FY2025 footprint is purchased goods, and which suppliers dominate it?",
    [
        (
            "watershed_get_footprint",
            {"period": "FY2025", "group_by": "ghg_category"},
            j(
                dict(
                    WS_FOOT,
                    rows=[
                        {"ghg_category": "Scope 1", "tco2e": 1840.2},
                        {"ghg_category": "Scope 2 (market)", "tco2e": 912.7},
                        {"ghg_category": "3.1 Purchased goods and services", "tco2e": 38221.9},
                        {"ghg_category": "3.4 Upstream transportation", "tco2e": 4411.0},
                        {"ghg_category": "3.6 Business travel", "tco2e": 388.3},
                    ],
                    total_tco2e=45774.1,
                )
            ),
        ),
        (
            "watershed_get_footprint",
            {
                "period": "FY2025",
                "filter": {"ghg_category": "3.1"},
                "group_by": "vendor",
                "limit": 5,
            },
            j(
                dict(
                    WS_FOOT,
                    rows=[
                        {"vendor": "Cargill Inc", "tco2e": 11204.5},
                        {"vendor": "Ardent Mills", "tco2e": 6630.0},
                        {"vendor": "Berry Global", "tco2e": 3902.1},
                        {"vendor": "Sysco", "tco2e": 2210.4},
                        {"vendor": "WestRock", "tco2e": 1988.0},
                    ],
                    next_cursor=None,
                )
            ),
        ),
        (
            "watershed_get_footprint",
            {
                "period": "FY2024",
                "filter": {"ghg_category": "3.1"},
                "group_by": "vendor",
                "limit": 1,
            },
            j(
                dict(
                    WS_FOOT,
                    period="FY2024",
                    rows=[{"vendor": "Cargill Inc", "tco2e": 12010.8}],
                    next_cursor="eyJvIjoxfQ",
                )
            ),
        ),
    ],
)
sess(
    "watershed",
    "fail",
    "Break down our Scope 2 emissions by facility for 2025",
    [
        (
            "watershed_get_footprint",
            {"period": "FY2025", "group_by": "facility", "filter": {"scope": "2"}},
            j(
                {
                    "errors": [
                        {
                            "message": "Footprint snapshot is being regenerated. Try again later.",
                            "extensions": {"code": "SNAPSHOT_NOT_READY"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "watershed_get_footprint",
            {"period": "FY2025", "group_by": "facility"},
            j(
                {
                    "errors": [
                        {
                            "message": "Footprint snapshot is being regenerated. Try again later.",
                            "extensions": {"code": "SNAPSHOT_NOT_READY"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "watershed_get_footprint",
            {"period": "FY2025", "group_by": "ghg_category"},
            j(
                {
                    "errors": [
                        {
                            "message": "Footprint snapshot is being regenerated. Try again later.",
                            "extensions": {"code": "SNAPSHOT_NOT_READY"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "watershed_list_facilities",
            {},
            j(
                {
                    "errors": [
                        {
                            "message": "Footprint snapshot is being regenerated. Try again later.",
                            "extensions": {"code": "SNAPSHOT_NOT_READY"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "watershed_get_footprint",
            {"period": "2025", "group_by": "facility", "filter": {"scope": "2"}},
            j(
                {
                    "errors": [
                        {
                            "message": "Footprint snapshot is being regenerated. Try again later.",
                            "extensions": {"code": "SNAPSHOT_NOT_READY"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
        (
            "watershed_get_footprint",
            {"period": "FY2025"},
            j(
                {
                    "errors": [
                        {
                            "message": "Footprint snapshot is being regenerated. Try again later.",
                            "extensions": {"code": "SNAPSHOT_NOT_READY"},
                        }
                    ],
                    "data": None,
                }
            ),
        ),
    ],
)

sess(
    "persefoni",
    "ok",
    "Upload the April electricity bills for the Denver and Austin offices and tell me the resulting Scope 2",
    [
        (
            "persefoni_create_activity",
            {
                "facility": "Denver HQ",
                "type": "electricity",
                "quantity": 48210,
                "unit": "kWh",
                "period": "2026-04",
            },
            j(
                {
                    "id": uuid("pf-a1"),
                    "status": "accepted",
                    "validation": {"errors": [], "warnings": []},
                }
            ),
        ),
        (
            "persefoni_create_activity",
            {
                "facility": "Austin Office",
                "type": "electricity",
                "quantity": 22980,
                "unit": "kWh",
                "period": "2026-04",
            },
            j(
                {
                    "id": uuid("pf-a2"),
                    "status": "accepted",
                    "validation": {
                        "errors": [],
                        "warnings": [
                            "Supplier-specific factor not set; grid average (ERCOT) applied"
                        ],
                    },
                }
            ),
        ),
        (
            "persefoni_run_calculation",
            {"period": "2026-04"},
            j({"job_id": uuid("pf-job"), "status": "queued"}),
        ),
        (
            "persefoni_get_calculation",
            {"job_id": uuid("pf-job")},
            j({"job_id": uuid("pf-job"), "status": "running", "progress": 0.4}),
        ),
        (
            "persefoni_get_calculation",
            {"job_id": uuid("pf-job")},
            j({"job_id": uuid("pf-job"), "status": "running", "progress": 0.85}),
        ),
        (
            "persefoni_get_calculation",
            {"job_id": uuid("pf-job")},
            j(
                {
                    "job_id": uuid("pf-job"),
                    "status": "completed",
                    "results": {
                        "scope_2_location_based_tco2e": 28.41,
                        "scope_2_market_based_tco2e": 26.02,
                        "by_facility": [
                            {"facility": "Denver HQ", "location_tco2e": 19.63},
                            {"facility": "Austin Office", "location_tco2e": 8.78},
                        ],
                    },
                }
            ),
        ),
    ],
)
sess(
    "normative",
    "ok",
    "Do we have any spend-based emissions recorded for the Oslo entity in March? I think it's empty",
    [
        (
            "normative_list_emissions",
            {"entity": "Larkspur Norge AS", "period": "2026-03", "method": "spend"},
            j({"items": [], "total": 0, "page": 1, "pageSize": 50}),
        ),
        (
            "normative_list_entities",
            {},
            j(
                {
                    "items": [
                        {
                            "id": "ent_" + hid("nm-uk", 8),
                            "name": "Larkspur Foods Ltd",
                            "country": "GB",
                        },
                        {
                            "id": "ent_" + hid("nm-no", 8),
                            "name": "Larkspur Norge AS",
                            "country": "NO",
                        },
                    ],
                    "total": 2,
                    "page": 1,
                    "pageSize": 50,
                }
            ),
        ),
        (
            "normative_list_transactions",
            {"entity_id": "ent_" + hid("nm-no", 8), "period": "2026-03"},
            j(
                {
                    "items": [],
                    "total": 0,
                    "page": 1,
                    "pageSize": 50,
                    "lastImport": "2026-02-28T23:10:00Z",
                }
            ),
        ),
    ],
)
sess(
    "normative",
    "fail",
    "Show the top 10 emission sources for the UK entity this year",
    [
        (
            "normative_list_emissions",
            {"entity": "Larkspur Foods Ltd", "period": "2026", "sort": "-tco2e", "limit": 10},
            "<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>",
        ),
        (
            "normative_list_emissions",
            {"entity": "Larkspur Foods Ltd", "period": "2026-Q1"},
            "<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>",
        ),
        (
            "normative_list_entities",
            {},
            "<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>",
        ),
        (
            "normative_list_emissions",
            {"entity_id": "ent_" + hid("nm-uk", 8), "period": "2026-01"},
            "<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>",
        ),
        (
            "normative_list_emissions",
            {"entity_id": "ent_" + hid("nm-uk", 8), "limit": 5},
            "<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>",
        ),
        (
            "normative_list_emissions",
            {"entity_id": "ent_" + hid("nm-uk", 8), "period": "2026-02", "limit": 10},
            "<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>",
        ),
    ],
)

# ---------------------------------------------------------------- browser notebooks
hex_proj = uuid("hex-churn")
hex_run = uuid("hex-run-1")


def hex_status(st, end=None):
    return j(
        {
            "projectId": hex_proj,
            "projectVersion": 14,
            "runId": hex_run,
            "runUrl": f"https://app.hex.tech/larkspur/app/{hex_proj}/latest?runId={hex_run}",
            "status": st,
            "startTime": "2026-05-07T18:10:02.117Z",
            "endTime": end,
            "elapsedTime": None if end is None else 48211,
            "traceId": hid("hex-trace", 32),
            "notifications": [],
        }
    )


sess(
    "hex",
    "ok",
    "Rerun the weekly churn dashboard in Hex with region=EMEA and give me the link when it's done",
    [
        (
            "hex_run_project",
            {
                "project_id": hex_proj,
                "inputParams": {"region": "EMEA"},
                "updatePublishedResults": True,
            },
            j(
                {
                    "projectId": hex_proj,
                    "runId": hex_run,
                    "runUrl": f"https://app.hex.tech/larkspur/app/{hex_proj}/latest?runId={hex_run}",
                    "runStatusUrl": f"https://app.hex.tech/api/v1/projects/{hex_proj}/runs/{hex_run}",
                    "traceId": hid("hex-trace", 32),
                    "projectVersion": 14,
                    "notifications": [],
                }
            ),
        ),
        ("hex_get_run_status", {"project_id": hex_proj, "run_id": hex_run}, hex_status("PENDING")),
        ("hex_get_run_status", {"project_id": hex_proj, "run_id": hex_run}, hex_status("RUNNING")),
        ("hex_get_run_status", {"project_id": hex_proj, "run_id": hex_run}, hex_status("RUNNING")),
        (
            "hex_get_run_status",
            {"project_id": hex_proj, "run_id": hex_run},
            hex_status("COMPLETED", "2026-05-07T18:10:50.328Z"),
        ),
    ],
)
sess(
    "hex",
    "fail",
    "Find the Hex project that computes LTV and tell me who owns it",
    [
        (
            "hex_list_projects",
            {"limit": 25},
            j({"values": [], "pagination": {"before": None, "after": None}}),
        ),
        (
            "hex_list_projects",
            {"limit": 25, "includeArchived": True},
            j({"values": [], "pagination": {"before": None, "after": None}}),
        ),
        (
            "hex_search_projects",
            {"query": "LTV"},
            j({"values": [], "pagination": {"before": None, "after": None}}),
        ),
        (
            "hex_search_projects",
            {"query": "lifetime value"},
            j({"values": [], "pagination": {"before": None, "after": None}}),
        ),
        (
            "hex_list_projects",
            {"limit": 100, "ownerEmail": "data-team@larkspur.com"},
            j({"values": [], "pagination": {"before": None, "after": None}}),
        ),
        (
            "hex_search_projects",
            {"query": "customer"},
            j({"values": [], "pagination": {"before": None, "after": None}}),
        ),
        (
            "hex_list_projects",
            {"limit": 100, "statuses": ["Published"]},
            j({"values": [], "pagination": {"before": None, "after": None}}),
        ),
    ],
)

mode_tok = hid("mode-report", 12)
sess(
    "mode",
    "ok",
    "Refresh the 'Daily Signups' Mode report and report yesterday's signups by channel",
    [
        (
            "mode_run_report",
            {"report": mode_tok, "parameters": {}},
            j(
                {
                    "token": hid("mrun1", 12),
                    "state": "enqueued",
                    "parameters": {},
                    "created_at": "2026-05-07T18:20:11.000Z",
                    "completed_at": None,
                    "_links": {
                        "self": {
                            "href": f"/api/larkspur/reports/{mode_tok}/runs/{hid('mrun1', 12)}"
                        }
                    },
                }
            ),
        ),
        (
            "mode_get_report_run",
            {"report": mode_tok, "run": hid("mrun1", 12)},
            j(
                {
                    "token": hid("mrun1", 12),
                    "state": "running",
                    "completed_at": None,
                    "_links": {
                        "self": {
                            "href": f"/api/larkspur/reports/{mode_tok}/runs/{hid('mrun1', 12)}"
                        }
                    },
                }
            ),
        ),
        (
            "mode_get_report_run",
            {"report": mode_tok, "run": hid("mrun1", 12)},
            j(
                {
                    "token": hid("mrun1", 12),
                    "state": "succeeded",
                    "completed_at": "2026-05-07T18:20:42.000Z",
                    "_links": {
                        "query_runs": {
                            "href": f"/api/larkspur/reports/{mode_tok}/runs/{hid('mrun1', 12)}/query_runs"
                        }
                    },
                }
            ),
        ),
        (
            "mode_get_query_result",
            {
                "report": mode_tok,
                "run": hid("mrun1", 12),
                "query_run": hid("mqr1", 12),
                "format": "csv",
            },
            "signup_date,channel,signups\n2026-05-06,organic,412\n2026-05-06,paid_search,288\n2026-05-06,referral,97\n2026-05-06,partner,31\n",
        ),
    ],
)
sess(
    "mode",
    "ok",
    "Did anyone schedule a Mode report to email the board list? I'd expect none",
    [
        (
            "mode_list_schedules",
            {"report": hid("mode-board", 12)},
            j(
                {
                    "_links": {
                        "self": {"href": f"/api/larkspur/reports/{hid('mode-board', 12)}/schedules"}
                    },
                    "_embedded": {"report_schedules": []},
                }
            ),
        ),
        (
            "mode_list_reports",
            {"space": "Board", "filter": "all"},
            j(
                {
                    "_embedded": {
                        "reports": [
                            {
                                "token": hid("mode-board", 12),
                                "name": "Board KPI pack",
                                "last_run_at": "2026-04-30T07:00:02.000Z",
                            },
                            {
                                "token": hid("mode-board2", 12),
                                "name": "Board cash runway",
                                "last_run_at": "2026-03-31T07:00:01.000Z",
                            },
                        ]
                    }
                }
            ),
        ),
        (
            "mode_list_schedules",
            {"report": hid("mode-board2", 12)},
            j(
                {
                    "_links": {
                        "self": {
                            "href": f"/api/larkspur/reports/{hid('mode-board2', 12)}/schedules"
                        }
                    },
                    "_embedded": {"report_schedules": []},
                }
            ),
        ),
    ],
)

zp_nb = "2K" + hid("zp-nb", 7).upper()
sess(
    "zeppelin",
    "ok",
    "Run the 'ETL sanity' Zeppelin notebook and show me any paragraph that failed",
    [
        (
            "zeppelin_list_notebooks",
            {},
            j(
                {
                    "status": "OK",
                    "message": "",
                    "body": [
                        {"id": zp_nb, "path": "/ops/ETL sanity"},
                        {"id": "2K" + hid("zp2", 7).upper(), "path": "/ops/scratch"},
                    ],
                }
            ),
        ),
        ("zeppelin_run_all", {"note_id": zp_nb}, j({"status": "OK"})),
        (
            "zeppelin_get_notebook_status",
            {"note_id": zp_nb},
            j(
                {
                    "status": "OK",
                    "message": "",
                    "body": [
                        {
                            "id": "20260507-181102_1",
                            "status": "FINISHED",
                            "started": "Thu May 07 18:11:02 UTC 2026",
                            "finished": "Thu May 07 18:11:09 UTC 2026",
                        },
                        {
                            "id": "20260507-181102_2",
                            "status": "RUNNING",
                            "started": "Thu May 07 18:11:09 UTC 2026",
                            "finished": "",
                        },
                        {
                            "id": "20260507-181102_3",
                            "status": "READY",
                            "started": "",
                            "finished": "",
                        },
                    ],
                }
            ),
        ),
        (
            "zeppelin_get_notebook_status",
            {"note_id": zp_nb},
            j(
                {
                    "status": "OK",
                    "message": "",
                    "body": [
                        {"id": "20260507-181102_1", "status": "FINISHED"},
                        {"id": "20260507-181102_2", "status": "FINISHED"},
                        {"id": "20260507-181102_3", "status": "ERROR"},
                    ],
                }
            ),
        ),
        (
            "zeppelin_get_paragraph",
            {"note_id": zp_nb, "paragraph_id": "20260507-181102_3"},
            j(
                {
                    "status": "OK",
                    "message": "",
                    "body": {
                        "title": "row counts vs yesterday",
                        "text": "%spark.sql\nselect count(*) from staging.orders_daily",
                        "status": "ERROR",
                        "results": {
                            "code": "ERROR",
                            "msg": [
                                {
                                    "type": "TEXT",
                                    "data": "org.apache.spark.sql.AnalysisException: Table or view not found: staging.orders_daily; line 1 pos 21",
                                }
                            ],
                        },
                    },
                }
            ),
        ),
    ],
)
sess(
    "zeppelin",
    "fail",
    "Export the results of the 'Cohorts' notebook",
    [
        (
            "zeppelin_list_notebooks",
            {},
            j(
                {
                    "status": "UNAUTHORIZED",
                    "message": "Anonymous user is not allowed to access this resource",
                }
            ),
        ),
        (
            "zeppelin_get_notebook",
            {"note_id": "2KCOHORT1"},
            j(
                {
                    "status": "UNAUTHORIZED",
                    "message": "Anonymous user is not allowed to access this resource",
                }
            ),
        ),
        (
            "zeppelin_list_notebooks",
            {"path": "/analytics"},
            j(
                {
                    "status": "UNAUTHORIZED",
                    "message": "Anonymous user is not allowed to access this resource",
                }
            ),
        ),
        (
            "zeppelin_get_notebook",
            {"note_id": "2KCOHORTS"},
            j(
                {
                    "status": "UNAUTHORIZED",
                    "message": "Anonymous user is not allowed to access this resource",
                }
            ),
        ),
        (
            "zeppelin_export_notebook",
            {"note_id": "2KCOHORT1"},
            j(
                {
                    "status": "UNAUTHORIZED",
                    "message": "Anonymous user is not allowed to access this resource",
                }
            ),
        ),
        (
            "zeppelin_list_notebooks",
            {},
            j(
                {
                    "status": "UNAUTHORIZED",
                    "message": "Anonymous user is not allowed to access this resource",
                }
            ),
        ),
    ],
)

sess(
    "deepnote",
    "ok",
    "Add a 'finance' tag to every Deepnote project in the Revenue folder",
    [
        (
            "deepnote_list_projects",
            {"folder": "Revenue"},
            j(
                {
                    "projects": [
                        {"id": uuid("dn1"), "name": "ARR bridge"},
                        {"id": uuid("dn2"), "name": "Invoice aging"},
                        {"id": uuid("dn3"), "name": "Deferred revenue rollforward"},
                    ],
                    "nextCursor": None,
                }
            ),
        ),
        (
            "deepnote_update_project",
            {"id": uuid("dn1"), "tags": ["finance"]},
            j({"id": uuid("dn1"), "updated": True}),
        ),
        (
            "deepnote_update_project",
            {"id": uuid("dn2"), "tags": ["finance"]},
            j({"id": uuid("dn2"), "updated": True}),
        ),
        (
            "deepnote_update_project",
            {"id": uuid("dn3"), "tags": ["finance"]},
            j({"id": uuid("dn3"), "updated": True}),
        ),
    ],
)
sess(
    "observable",
    "ok",
    "Build the notebook-kit site for our dashboard and tell me whether it builds cleanly",
    [
        (
            "run_shell",
            {"command": "npx notebooks build --root docs"},
            "Building 4 notebooks...\n  docs/index.html → dist/index.html\n  docs/revenue.html → dist/revenue.html\n  docs/retention.html → dist/retention.html\n  docs/funnel.html → dist/funnel.html\nCopied 3 files (data/signups.csv, data/orders.parquet, style.css)\nBuilt in 3.41s",
        ),
        (
            "run_shell",
            {"command": "ls -la dist"},
            "total 112\ndrwxr-xr-x  3 ci ci  4096 May  7 18:30 .\ndrwxr-xr-x 11 ci ci  4096 May  7 18:30 ..\ndrwxr-xr-x  2 ci ci  4096 May  7 18:30 _data\n-rw-r--r--  1 ci ci 21877 May  7 18:30 funnel.html\n-rw-r--r--  1 ci ci 18032 May  7 18:30 index.html\n-rw-r--r--  1 ci ci 26410 May  7 18:30 retention.html\n-rw-r--r--  1 ci ci 30119 May  7 18:30 revenue.html",
        ),
        (
            "run_shell",
            {"command": "grep -c 'RuntimeError' dist/*.html"},
            "dist/funnel.html:0\ndist/index.html:0\ndist/retention.html:0\ndist/revenue.html:0",
        ),
    ],
)
sess(
    "count",
    "fail",
    "Pull the numbers from the 'Q2 pipeline' canvas in Count",
    [
        (
            "count_list_canvases",
            {"workspace": "larkspur"},
            j(
                {
                    "canvases": [
                        {"id": "cv_demo", "title": "Welcome to Count", "owner": "count-team"}
                    ]
                }
            ),
        ),
        (
            "count_search_canvases",
            {"query": "Q2 pipeline"},
            j(
                {
                    "canvases": [
                        {"id": "cv_demo", "title": "Welcome to Count", "owner": "count-team"}
                    ]
                }
            ),
        ),
        (
            "count_get_cell_results",
            {"canvas_id": "cv_demo", "cell": "pipeline"},
            j(
                {
                    "columns": ["month", "value"],
                    "rows": [["Jan", 100], ["Feb", 120], ["Mar", 140]],
                    "sample": True,
                }
            ),
        ),
        (
            "count_search_canvases",
            {"query": "pipeline"},
            j(
                {
                    "canvases": [
                        {"id": "cv_demo", "title": "Welcome to Count", "owner": "count-team"}
                    ]
                }
            ),
        ),
        (
            "count_list_canvases",
            {"workspace": "larkspur", "include_shared": True},
            j(
                {
                    "canvases": [
                        {"id": "cv_demo", "title": "Welcome to Count", "owner": "count-team"}
                    ]
                }
            ),
        ),
        (
            "count_search_canvases",
            {"query": "Q2"},
            j(
                {
                    "canvases": [
                        {"id": "cv_demo", "title": "Welcome to Count", "owner": "count-team"}
                    ]
                }
            ),
        ),
        (
            "count_get_cell_results",
            {"canvas_id": "cv_demo", "cell": "q2_pipeline"},
            j(
                {
                    "columns": ["month", "value"],
                    "rows": [["Jan", 100], ["Feb", 120], ["Mar", 140]],
                    "sample": True,
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- windows admin via shell
def sc_q(name, display, state, code, pid=None):
    s = f"SERVICE_NAME: {name}\nDISPLAY_NAME: {display}\n        TYPE               : 10  WIN32_OWN_PROCESS\n        STATE              : {code}  {state}\n"
    if state == "RUNNING":
        s += "                                (STOPPABLE, NOT_PAUSABLE, ACCEPTS_SHUTDOWN)\n"
    else:
        s += "                                (NOT_STOPPABLE, NOT_PAUSABLE, IGNORES_SHUTDOWN)\n"
    s += "        WIN32_EXIT_CODE    : 0  (0x0)\n        SERVICE_EXIT_CODE  : 0  (0x0)\n        CHECKPOINT         : 0x0\n        WAIT_HINT          : 0x0\n"
    if pid is not None:
        return (
            s.replace("        TYPE", "        TYPE", 1)
            + f"        PID                : {pid}\n        FLAGS              :\n"
        )
    return s


sess(
    "sc-exe",
    "ok",
    "The print spooler on PRN-SRV02 is stuck; restart it and confirm it's running",
    [
        (
            "run_shell",
            {"command": "sc.exe \\\\PRN-SRV02 query Spooler"},
            sc_q("Spooler", "Print Spooler", "STOP_PENDING", 3),
        ),
        (
            "run_shell",
            {"command": "sc.exe \\\\PRN-SRV02 queryex Spooler"},
            sc_q("Spooler", "Print Spooler", "STOP_PENDING", 3, 4188),
        ),
        (
            "run_shell",
            {"command": "taskkill /S PRN-SRV02 /PID 4188 /F"},
            "SUCCESS: The process with PID 4188 has been terminated.",
        ),
        (
            "run_shell",
            {"command": "sc.exe \\\\PRN-SRV02 start Spooler"},
            sc_q("Spooler", "Print Spooler", "START_PENDING", 2, 9920),
        ),
        (
            "run_shell",
            {"command": "sc.exe \\\\PRN-SRV02 query Spooler"},
            sc_q("Spooler", "Print Spooler", "RUNNING", 4),
        ),
    ],
)
sess(
    "sc-exe",
    "ok",
    "Is there any service named like 'Veeam' on BKP01? I suspect it was uninstalled",
    [
        (
            "run_shell",
            {"command": "sc.exe \\\\BKP01 query VeeamBackupSvc"},
            "[SC] EnumQueryServicesStatus:OpenService FAILED 1060:\n\nThe specified service does not exist as an installed service.\n",
        ),
        ("run_shell", {"command": "sc.exe \\\\BKP01 query state= all | findstr /I veeam"}, ""),
        (
            "run_shell",
            {"command": 'sc.exe \\\\BKP01 query state= all | find /C "SERVICE_NAME"'},
            "214\n",
        ),
    ],
)

WEV_EVT = """Event[0]:
  Log Name: System
  Source: Microsoft-Windows-Kernel-Power
  Date: 2026-05-06T23:41:07.5120000Z
  Event ID: 41
  Task: N/A
  Level: Critical
  Opcode: N/A
  Keyword: N/A
  User: S-1-5-18
  User Name: NT AUTHORITY\\SYSTEM
  Computer: WS-ACCT-14.corp.larkspur.local
  Description: 
The system has rebooted without cleanly shutting down first. This error could be caused if the system stopped responding, crashed, or lost power unexpectedly.
"""
sess(
    "wevtutil",
    "ok",
    "Why did WS-ACCT-14 reboot last night?",
    [
        (
            "run_shell",
            {
                "command": 'wevtutil qe System /r:WS-ACCT-14 /q:"*[System[(EventID=41 or EventID=1074 or EventID=6008)]]" /c:5 /rd:true /f:text'
            },
            WEV_EVT,
        ),
        (
            "run_shell",
            {
                "command": "wevtutil qe System /r:WS-ACCT-14 /q:\"*[System[Provider[@Name='Microsoft-Windows-WHEA-Logger']]]\" /c:5 /rd:true /f:text"
            },
            "",
        ),
        (
            "run_shell",
            {
                "command": "wevtutil qe System /r:WS-ACCT-14 /q:\"*[System[Provider[@Name='Microsoft-Windows-Kernel-Power'] and (EventID=109)]]\" /c:3 /rd:true /f:text"
            },
            "",
        ),
        (
            "run_shell",
            {
                "command": "wevtutil qe System /r:WS-ACCT-14 /q:\"*[System[Provider[@Name='EventLog'] and (EventID=6008)]]\" /c:1 /rd:true /f:text"
            },
            "Event[0]:\n  Log Name: System\n  Source: EventLog\n  Date: 2026-05-06T23:41:19.0310000Z\n  Event ID: 6008\n  Task: N/A\n  Level: Error\n  Opcode: N/A\n  Keyword: Classic\n  User: N/A\n  Computer: WS-ACCT-14.corp.larkspur.local\n  Description: \nThe previous system shutdown at 11:38:52 PM on 5/6/2026 was unexpected.\n",
        ),
        (
            "run_shell",
            {
                "command": "wevtutil qe Application /r:WS-ACCT-14 /q:\"*[System[TimeCreated[@SystemTime>='2026-05-06T23:20:00.000Z' and @SystemTime<='2026-05-06T23:39:00.000Z'] and (Level=1 or Level=2)]]\" /f:text"
            },
            "Event[0]:\n  Log Name: Application\n  Source: Application Error\n  Date: 2026-05-06T23:37:44.2210000Z\n  Event ID: 1000\n  Task: Application Crashing Events\n  Level: Error\n  Opcode: Info\n  Keyword: Classic\n  User: N/A\n  Computer: WS-ACCT-14.corp.larkspur.local\n  Description: \nFaulting application name: QBW.EXE, version: 34.0.4002.3401, time stamp: 0x65a1c3f0\nFaulting module name: ntdll.dll, version: 10.0.19041.4355\nException code: 0xc0000005\n",
        ),
    ],
)
sess(
    "wevtutil",
    "ok",
    "Archive and clear the Security log on FS01 now that the auditors have their copy",
    [
        (
            "run_shell",
            {"command": "wevtutil gli Security /r:FS01"},
            "creationTime: 2025-11-02T04:10:22.118Z\nlastAccessTime: 2026-05-07T18:40:01.512Z\nlastWriteTime: 2026-05-07T18:40:01.512Z\nfileSize: 1073811456\nattributes: 32\nnumberOfLogRecords: 2213874\noldestRecordNumber: 48120331\n",
        ),
        (
            "run_shell",
            {
                "command": "wevtutil epl Security \\\\FS01\\D$\\LogArchive\\Security-20260507.evtx /r:FS01"
            },
            "",
        ),
        (
            "run_shell",
            {"command": "dir \\\\FS01\\D$\\LogArchive\\Security-20260507.evtx"},
            " Volume in drive \\\\FS01\\D$ is Data\n Volume Serial Number is 7A1C-03E2\n\n Directory of \\\\FS01\\D$\\LogArchive\n\n05/07/2026  06:41 PM     1,073,811,456 Security-20260507.evtx\n               1 File(s)  1,073,811,456 bytes\n               0 Dir(s)  402,118,553,600 bytes free\n",
        ),
        ("run_shell", {"command": "wevtutil cl Security /r:FS01"}, ""),
        (
            "run_shell",
            {"command": "wevtutil gli Security /r:FS01"},
            "creationTime: 2025-11-02T04:10:22.118Z\nlastAccessTime: 2026-05-07T18:42:10.004Z\nlastWriteTime: 2026-05-07T18:42:10.004Z\nfileSize: 69632\nattributes: 32\nnumberOfLogRecords: 1\noldestRecordNumber: 50334205\n",
        ),
    ],
)

sess(
    "get-winevent",
    "ok",
    "Who locked out the svc-sql account this morning?",
    [
        (
            "powershell",
            {
                "command": "Get-WinEvent -ComputerName DC01 -FilterHashtable @{LogName='Security';Id=4740;StartTime=(Get-Date).Date} | Format-List TimeCreated,Message"
            },
            "\n\nTimeCreated : 5/7/2026 8:14:52 AM\nMessage     : A user account was locked out.\n\n              Subject:\n              \tSecurity ID:\t\tS-1-5-18\n              \tAccount Name:\t\tDC01$\n              \tAccount Domain:\t\tCORP\n              \tLogon ID:\t\t0x3E7\n\n              Account That Was Locked Out:\n              \tSecurity ID:\t\tS-1-5-21-3311094411-1180431221-2093014497-5120\n              \tAccount Name:\t\tsvc-sql\n\n              Additional Information:\n              \tCaller Computer Name:\tAPP-REPORT03\n\n\n\n",
        ),
        (
            "powershell",
            {
                "command": "Get-WinEvent -ComputerName APP-REPORT03 -FilterHashtable @{LogName='Security';Id=4625;StartTime=(Get-Date).Date} -MaxEvents 5 | Select-Object TimeCreated,@{n='Process';e={$_.Properties[18].Value}} | Format-Table -AutoSize"
            },
            "\nTimeCreated          Process\n-----------          -------\n5/7/2026 8:14:51 AM  C:\\Program Files\\SSRS\\ReportServer\\bin\\ReportingServicesService.exe\n5/7/2026 8:14:49 AM  C:\\Program Files\\SSRS\\ReportServer\\bin\\ReportingServicesService.exe\n5/7/2026 8:14:47 AM  C:\\Program Files\\SSRS\\ReportServer\\bin\\ReportingServicesService.exe\n5/7/2026 8:14:45 AM  C:\\Program Files\\SSRS\\ReportServer\\bin\\ReportingServicesService.exe\n5/7/2026 8:14:43 AM  C:\\Program Files\\SSRS\\ReportServer\\bin\\ReportingServicesService.exe\n\n\n",
        ),
        (
            "powershell",
            {
                "command": "Get-WinEvent -ComputerName DC01 -FilterHashtable @{LogName='Security';Id=4723,4724;StartTime=(Get-Date).AddDays(-2)} -ErrorAction Stop | Where-Object {$_.Message -like '*svc-sql*'} | Format-List TimeCreated,Id"
            },
            "\n\nTimeCreated : 5/6/2026 5:02:11 PM\nId          : 4724\n\n\n\n",
        ),
        (
            "powershell",
            {
                "command": "Unlock-ADAccount -Identity svc-sql -Server DC01; Get-ADUser svc-sql -Properties LockedOut | Select-Object Name,LockedOut"
            },
            "\nName    LockedOut\n----    ---------\nsvc-sql     False\n\n\n",
        ),
    ],
)
RPC = (
    "Get-WinEvent : The RPC server is unavailable\nAt line:1 char:1\n+ Get-WinEvent -ComputerName HV-NODE2 ...\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
    "    + CategoryInfo          : NotSpecified: (:) [Get-WinEvent], EventLogException\n    + FullyQualifiedErrorId : System.Diagnostics.Eventing.Reader.EventLogException,Microsoft.PowerShell.Commands.GetWinEventCommand\n"
)
sess(
    "get-winevent",
    "fail",
    "Check HV-NODE2 for Hyper-V VMMS errors since Monday",
    [
        (
            "powershell",
            {
                "command": "Get-WinEvent -ComputerName HV-NODE2 -FilterHashtable @{LogName='Microsoft-Windows-Hyper-V-VMMS-Admin';Level=2;StartTime='2026-05-04'}"
            },
            RPC,
        ),
        (
            "powershell",
            {
                "command": "Get-WinEvent -ComputerName HV-NODE2 -LogName 'Microsoft-Windows-Hyper-V-VMMS-Admin' -MaxEvents 20"
            },
            RPC,
        ),
        ("powershell", {"command": "Get-WinEvent -ComputerName HV-NODE2 -ListLog *Hyper-V*"}, RPC),
        (
            "powershell",
            {
                "command": "Get-WinEvent -ComputerName HV-NODE2 -FilterHashtable @{LogName='System';Level=1,2;StartTime='2026-05-04'}"
            },
            RPC,
        ),
        (
            "powershell",
            {
                "command": "Get-WinEvent -ComputerName HV-NODE2.corp.larkspur.local -LogName System -MaxEvents 10"
            },
            RPC.replace("HV-NODE2 ...", "HV-NODE2.corp.larkspur.local ..."),
        ),
        (
            "powershell",
            {
                "command": "Get-WinEvent -ComputerName HV-NODE2 -FilterHashtable @{LogName='Microsoft-Windows-Hyper-V-Worker-Admin';Level=2}"
            },
            RPC,
        ),
        (
            "powershell",
            {"command": "Get-WinEvent -ComputerName HV-NODE2 -LogName Application -MaxEvents 5"},
            RPC,
        ),
    ],
)

DCDIAG_OK = """
Directory Server Diagnosis

Performing initial setup:
   Trying to find home server...
   Home Server = DC02
   * Identified AD Forest. 
   Done gathering initial info.

Doing initial required tests
   
   Testing server: Default-First-Site-Name\\DC02
      Starting test: Connectivity
         ......................... DC02 passed test Connectivity

Doing primary tests
   
   Testing server: Default-First-Site-Name\\DC02
      Starting test: Advertising
         ......................... DC02 passed test Advertising
      Starting test: FrsEvent
         ......................... DC02 passed test FrsEvent
      Starting test: DFSREvent
         There are warning or error events within the last 24 hours after the
         SYSVOL has been shared.  Failing SYSVOL replication problems may cause
         Group Policy problems. 
         ......................... DC02 failed test DFSREvent
      Starting test: SysVolCheck
         ......................... DC02 passed test SysVolCheck
      Starting test: KccEvent
         ......................... DC02 passed test KccEvent
      Starting test: Replications
         ......................... DC02 passed test Replications
      Starting test: Services
         ......................... DC02 passed test Services
"""
sess(
    "dcdiag",
    "ok",
    "Run a health check on DC02 and tell me if anything needs attention",
    [
        ("run_shell", {"command": "dcdiag /s:DC02"}, DCDIAG_OK),
        (
            "run_shell",
            {
                "command": 'wevtutil qe "DFS Replication" /r:DC02 /q:"*[System[(Level=2 or Level=3)]]" /c:3 /rd:true /f:text'
            },
            "Event[0]:\n  Log Name: DFS Replication\n  Source: DFSR\n  Date: 2026-05-07T06:02:33.0000000Z\n  Event ID: 5002\n  Task: None\n  Level: Error\n  Opcode: Info\n  Keyword: Classic\n  User: N/A\n  Computer: DC02.corp.larkspur.local\n  Description: \nThe DFS Replication service encountered an error communicating with partner DC03 for replication group Domain System Volume.\n\nPartner DNS address: DC03.corp.larkspur.local\nOptional data if available:\nPartner WINS Address: DC03\nPartner IP Address: 10.20.4.13\n\nThe service will retry the connection periodically.\n\nAdditional Information:\nError: 1722 (The RPC server is unavailable.)\n",
        ),
        (
            "run_shell",
            {"command": "dcdiag /s:DC02 /test:dns /DnsBasic"},
            "\nDirectory Server Diagnosis\n\nPerforming initial setup:\n   Trying to find home server...\n   Home Server = DC02\n   * Identified AD Forest. \n   Done gathering initial info.\n\nDoing initial required tests\n   \n   Testing server: Default-First-Site-Name\\DC02\n      Starting test: Connectivity\n         ......................... DC02 passed test Connectivity\n\nDoing DNS tests\n   \n   Running enterprise tests on : corp.larkspur.local\n      Starting test: DNS\n         Test results for domain controllers:\n            \n            DC: DC02.corp.larkspur.local\n            Domain: corp.larkspur.local\n\n                  \n               TEST: Basic (Basc)\n                  \n         Summary of DNS test results:\n         \n                                            Auth Basc Forw Del  Dyn  RReg Ext\n            _________________________________________________________________\n            Domain: corp.larkspur.local\n               DC02                         PASS PASS n/a  n/a  n/a  n/a  n/a \n         \n         ......................... corp.larkspur.local passed test DNS\n",
        ),
    ],
)
sess(
    "dcdiag",
    "ok",
    "Confirm DC03 is reachable again after the switch replacement",
    [
        (
            "run_shell",
            {"command": "dcdiag /s:DC03 /test:Connectivity"},
            "\nDirectory Server Diagnosis\n\nPerforming initial setup:\n   Home Server = DC03\n   * Identified AD Forest. \n   Done gathering initial info.\n\nDoing initial required tests\n   \n   Testing server: Default-First-Site-Name\\DC03\n      Starting test: Connectivity\n         ......................... DC03 passed test Connectivity\n",
        ),
        (
            "run_shell",
            {"command": "repadmin /replicate DC02 DC03 DC=corp,DC=larkspur,DC=local"},
            "Sync from DC03 to DC02 completed successfully.\n",
        ),
    ],
)

sess(
    "repadmin",
    "ok",
    "Is AD replication healthy across all DCs?",
    [
        (
            "run_shell",
            {"command": "repadmin /replsummary"},
            "Replication Summary Start Time: 2026-05-07 18:55:10\n\nBeginning data collection for replication summary, this may take awhile:\n  .....\n\n\nSource DSA          largest delta    fails/total %%   error\n DC01                      04m:12s    0 /  10    0\n DC02                      05m:40s    0 /  10    0\n DC03                      03m:58s    0 /   5    0\n\n\nDestination DSA     largest delta    fails/total %%   error\n DC01                      05m:40s    0 /  10    0\n DC02                      03m:58s    0 /   5    0\n DC03                      04m:12s    0 /  10    0\n\n",
        ),
        (
            "run_shell",
            {"command": "repadmin /queue *"},
            "Repadmin: running command /queue against full DC DC01.corp.larkspur.local\nQueue contains 0 items.\n\nRepadmin: running command /queue against full DC DC02.corp.larkspur.local\nQueue contains 0 items.\n\nRepadmin: running command /queue against full DC DC03.corp.larkspur.local\nQueue contains 0 items.\n",
        ),
        (
            "run_shell",
            {"command": "repadmin /showbackup *"},
            "\nRepadmin: running command /showbackup against full DC DC01.corp.larkspur.local\nDC=corp,DC=larkspur,DC=local\n\tLocal USN                                          Originating DSA  Org.USN  Org.Time/Date        Ver Attribute\n\t=========                                          =============== ========= =============        === =========\n\t   512833                            Default-First-Site-Name\\DC01     512833 2026-05-06 02:00:14    22 dSASignature\n",
        ),
    ],
)
ACCESS = "repadmin running command /showrepl against full DC localhost\nLDAP error 49 (Invalid Credentials) Win32 Err 1326.\n"
sess(
    "repadmin",
    "fail",
    "Show me inbound replication partners for DC01 and their last success",
    [
        (
            "run_shell",
            {"command": "repadmin /showrepl DC01"},
            ACCESS.replace("localhost", "DC01.corp.larkspur.local"),
        ),
        (
            "run_shell",
            {"command": "repadmin /showrepl DC01 /verbose"},
            ACCESS.replace("localhost", "DC01.corp.larkspur.local"),
        ),
        (
            "run_shell",
            {"command": "repadmin /replsummary DC01"},
            "Replication Summary Start Time: 2026-05-07 19:02:44\n\nBeginning data collection for replication summary, this may take awhile:\n  \n\nExperienced the following operational errors trying to retrieve replication information:\n          1326 - DC01.corp.larkspur.local\n",
        ),
        (
            "run_shell",
            {"command": "repadmin /showrepl * /csv"},
            ACCESS.replace("localhost", "DC01.corp.larkspur.local"),
        ),
        (
            "run_shell",
            {"command": "repadmin /showrepl DC01.corp.larkspur.local"},
            ACCESS.replace("localhost", "DC01.corp.larkspur.local"),
        ),
        (
            "run_shell",
            {"command": "repadmin /showrepl DC01 /errorsonly"},
            ACCESS.replace("localhost", "DC01.corp.larkspur.local"),
        ),
    ],
)

sess(
    "netsh",
    "ok",
    "Open TCP 5986 for WinRM on APP-REPORT03 and verify the rule exists",
    [
        (
            "run_shell",
            {"command": 'netsh advfirewall firewall show rule name="WinRM HTTPS-In"'},
            "No rules match the specified criteria.\n",
        ),
        (
            "run_shell",
            {
                "command": 'netsh advfirewall firewall add rule name="WinRM HTTPS-In" dir=in action=allow protocol=TCP localport=5986 profile=domain'
            },
            "Ok.\n\n",
        ),
        (
            "run_shell",
            {"command": 'netsh advfirewall firewall show rule name="WinRM HTTPS-In"'},
            "\nRule Name:                            WinRM HTTPS-In\n----------------------------------------------------------------------\nEnabled:                              Yes\nDirection:                            In\nProfiles:                             Domain\nGrouping:                             \nLocalIP:                              Any\nRemoteIP:                             Any\nProtocol:                             TCP\nLocalPort:                            5986\nRemotePort:                           Any\nEdge traversal:                       No\nAction:                               Allow\nOk.\n\n",
        ),
        (
            "run_shell",
            {"command": "netsh http show sslcert ipport=0.0.0.0:5986"},
            "\nSSL Certificate bindings:\n----------------------------------\n\n    IP:port                      : 0.0.0.0:5986\n    Certificate Hash             : 6f1a0c22e98d71b4a3c4f0e61f7d2ab1c83e9a50\n    Application ID               : {afebb9ad-9b97-4a91-9ab5-daf4d59122f6}\n    Certificate Store Name       : MY\n    Verify Client Certificate Revocation : Enabled\n\n",
        ),
    ],
)
sess(
    "netsh",
    "fail",
    "Why does the Wi-Fi on LAPTOP-KB22 keep dropping? Check its wireless interface",
    [
        (
            "run_shell",
            {"command": "netsh wlan show interfaces"},
            "The Wireless AutoConfig Service (wlansvc) is not running.\n",
        ),
        (
            "run_shell",
            {"command": "netsh wlan show drivers"},
            "The Wireless AutoConfig Service (wlansvc) is not running.\n",
        ),
        (
            "run_shell",
            {"command": "netsh wlan show profiles"},
            "The Wireless AutoConfig Service (wlansvc) is not running.\n",
        ),
        (
            "run_shell",
            {"command": "netsh wlan show wlanreport"},
            "The Wireless AutoConfig Service (wlansvc) is not running.\n",
        ),
        (
            "run_shell",
            {"command": "netsh wlan show networks mode=bssid"},
            "The Wireless AutoConfig Service (wlansvc) is not running.\n",
        ),
        (
            "run_shell",
            {"command": "netsh wlan show settings"},
            "The Wireless AutoConfig Service (wlansvc) is not running.\n",
        ),
        (
            "run_shell",
            {"command": "netsh wlan show interfaces"},
            "The Wireless AutoConfig Service (wlansvc) is not running.\n",
        ),
    ],
)


# ---------------------------------------------------------------- writer
def rows():
    for s in SESSIONS:
        run_id = f"{s['family']}-{s['kind']}-{s['n']}"
        for tool, args, result in s["calls"]:
            yield {
                "source": f"heldout45/{s['family']}",
                "run_id": run_id,
                "task": s["task"],
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": s["kind"] == "ok"},
            }


def main(out: Path = OUT) -> None:
    with out.open("w", encoding="utf-8") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
