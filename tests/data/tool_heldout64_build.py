# ruff: noqa: E501
"""Build tests/data/tool_heldout64.jsonl: held-out sessions for five tool domains.

Every row is one tool call in the project's real-runs format.  Identifiers are
derived from SHA-256 hashes of fixed strings; nothing depends on the clock.

Families, where each result shape comes from, and how sure I am of it:

Blockchain explorers
- mempool (mempool.space REST, /api/tx/:txid/status, /api/v1/fees/recommended,
  POST /api/tx returning the bare txid): from the public API docs; sure.
- esplora (Blockstream Esplora REST, /address/:a, /address/:a/txs/chain/:last):
  from the Esplora API.md; sure of field names, paging by last txid, 25 a page.
- blockchair (/{chain}/dashboards/address/{a}, {"data":..,"context":..}; code
  402/430 errors in context): from the Blockchair API docs; fairly sure.
- solscan (Pro API v2 /account/transfer, {"success":..,"data":..}): from docs;
  fairly sure of the envelope, less sure of the error body.
- tronscan (apilist.tronscanapi.com /api/accountv2, /api/token_trc20/transfers,
  {"total":..,"data":[..]}; Shasta/Nile testnet hosts): fairly sure.
- polygonscan (Etherscan-family API, {"status","message","result"}, "No
  transactions found", "Invalid API Key", "NOTOK"): sure.

Contact verification
- twilio-lookup (Lookup v2 JSON with line_type_intelligence; error 20003 body):
  from Twilio docs; sure.
- numverify (apilayer validate; {"success":false,"error":{code,type,info}}): sure.
- hunter (v2 domain-search / email-finder / email-verifier, {"data","meta"},
  {"errors":[{id,code,details}]}): from Hunter docs; sure.
- neverbounce (v4 single/check, jobs/create, jobs/status): fairly sure.
- zerobounce (v2 validate, getcredits {"Credits":".."}, the "Invalid API Key or
  your account ran out of credits" error): sure of the error text.
- abstract (Email Validation API JSON): fairly sure.

Uptime and cron monitors
- uptimerobot (v2 getMonitors/editMonitor, {"stat":"ok"|"fail"}): sure.
- pingdom (API 3.1 /checks, /summary.average, error envelope): fairly sure.
- checkly (REST /v1/checks, /v1/check-results, and `npx checkly test` CLI):
  fairly sure of REST, approximate for the CLI's text.
- cronitor (REST /api/monitors, pause endpoint): fairly sure.
- healthchecks (Healthchecks.io v3 /api/v3/checks/, pings, pause): sure.
- instatus (REST /v1/:page_id/incidents, components): moderately sure.

Terraform orchestration
- spacelift (spacectl CLI tables and messages): approximate layout.
- env0 (REST /environments, /environments/{id}/deployments, deployments/{id}):
  fairly sure of field names.
- atlantis (PR comments read through `gh pr view --comments`; Atlantis comment
  text "Ran Plan for dir:"; a nginx 502 page when the server is down): sure of
  the comment text, sure of the nginx page.
- scalr (JSON:API bodies with meta.pagination, runs with status): fairly sure.
- terragrunt (`terragrunt run-all plan` / `output -json` console text): sure
  of the Terraform text, approximate for terragrunt's own log prefix.
- digger (PR comments "Digger run report"): approximate.

Password managers
- op (1Password CLI `op item list/get --format json`, `op item edit`; Connect
  server REST /v1/vaults, /v1/vaults/{id}/items, 401 {"status","message"}): sure.
- bitwarden (`bw list items`, `bw get password`, `bw sync`, "Vault is
  locked."): sure.
- infisical (`infisical secrets` tables, `secrets get` with *not found*):
  fairly sure.
- keeper (Keeper Commander `search`, `get`, `share-record`): approximate.
- lastpass (`lpass ls`, `lpass show`, "Could not find specified account(s)",
  "Could not find decryption key"): sure.
- keepassxc (`keepassxc-cli ls/show/search/add` messages): sure.

Sessions are written as the tools and agents would produce them, without
reference to any detector.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout64"
ROWS: list[dict] = []


def hid(s: str, n: int = 16) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def J(o) -> str:
    return json.dumps(o)


def J2(o) -> str:
    return json.dumps(o, indent=2)


def sess(family: str, kind: str, n: int, task: str, calls: list) -> None:
    run_id = f"{family}-{kind}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"{SRC}/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": kind == "ok"},
            }
        )


def btc_addr(s: str) -> str:
    return "bc1q" + hid("btc" + s, 38)


def txid(s: str) -> str:
    return hashlib.sha256(("tx" + s).encode()).hexdigest()


def sh(cmd: str) -> dict:
    return {"command": cmd}


# ---------------------------------------------------------------- blockchain
def blockchain() -> None:
    t = txid("pay-invoice-8841")
    sess(
        "mempool",
        "ok",
        1,
        "I sent the supplier payment with a low fee. Tell me when it confirms and what fee rate would have been fast.",
        [
            ("mempool_tx_status", {"txid": t}, J({"confirmed": False})),
            (
                "mempool_fees_recommended",
                {},
                J(
                    {
                        "fastestFee": 14,
                        "halfHourFee": 11,
                        "hourFee": 9,
                        "economyFee": 4,
                        "minimumFee": 2,
                    }
                ),
            ),
            ("mempool_tx_status", {"txid": t}, J({"confirmed": False})),
            ("mempool_tx_status", {"txid": t}, J({"confirmed": False})),
            (
                "mempool_tx_status",
                {"txid": t},
                J(
                    {
                        "confirmed": True,
                        "block_height": 873412,
                        "block_hash": "00000000000000000001" + hid("blk873412", 44),
                        "block_time": 1733602811,
                    }
                ),
            ),
            (
                "mempool_tx",
                {"txid": t},
                J(
                    {
                        "txid": t,
                        "version": 2,
                        "locktime": 0,
                        "size": 222,
                        "weight": 561,
                        "fee": 846,
                        "status": {
                            "confirmed": True,
                            "block_height": 873412,
                            "block_time": 1733602811,
                        },
                        "vin": [
                            {
                                "txid": txid("prev-1"),
                                "vout": 1,
                                "prevout": {"scriptpubkey_type": "v0_p2wpkh", "value": 2500000},
                                "sequence": 4294967293,
                            }
                        ],
                        "vout": [
                            {
                                "scriptpubkey_address": btc_addr("supplier"),
                                "scriptpubkey_type": "v0_p2wpkh",
                                "value": 1800000,
                            },
                            {
                                "scriptpubkey_address": btc_addr("change-7"),
                                "scriptpubkey_type": "v0_p2wpkh",
                                "value": 699154,
                            },
                        ],
                    }
                ),
            ),
        ],
    )
    raw = "02000000000101" + hid("rawtx", 60)
    sess(
        "mempool",
        "ok",
        2,
        "Broadcast the signed refund transaction I pasted and confirm it is in the mempool.",
        [
            ("mempool_post_tx", {"hex": raw}, txid("refund-22")),
            ("mempool_tx_status", {"txid": txid("refund-22")}, J({"confirmed": False})),
            (
                "mempool_tx",
                {"txid": txid("refund-22")},
                J(
                    {
                        "txid": txid("refund-22"),
                        "version": 2,
                        "size": 191,
                        "weight": 437,
                        "fee": 1311,
                        "status": {"confirmed": False},
                        "vout": [
                            {"scriptpubkey_address": btc_addr("customer-refund"), "value": 95000}
                        ],
                    }
                ),
            ),
            (
                "mempool_address_mempool_txs",
                {"address": btc_addr("customer-refund")},
                J([{"txid": txid("refund-22"), "fee": 1311, "status": {"confirmed": False}}]),
            ),
        ],
    )
    a = btc_addr("cold-2")
    pages = []
    last = None
    for p in range(3):
        txs = [
            {
                "txid": txid(f"cold2-{p}-{i}"),
                "status": {"confirmed": True, "block_height": 871000 - p * 900 - i * 31},
                "fee": 700 + i * 13,
            }
            for i in range(25 if p < 2 else 9)
        ]
        args = {"address": a} if last is None else {"address": a, "last_seen_txid": last}
        pages.append(("esplora_address_txs_chain", args, J(txs)))
        last = txs[-1]["txid"]
    sess(
        "esplora",
        "ok",
        1,
        "Count every confirmed transaction of our cold wallet address and give me its balance.",
        [
            (
                "esplora_address",
                {"address": a},
                J(
                    {
                        "address": a,
                        "chain_stats": {
                            "funded_txo_count": 41,
                            "funded_txo_sum": 912044120,
                            "spent_txo_count": 18,
                            "spent_txo_sum": 401100000,
                            "tx_count": 59,
                        },
                        "mempool_stats": {
                            "funded_txo_count": 0,
                            "funded_txo_sum": 0,
                            "spent_txo_count": 0,
                            "spent_txo_sum": 0,
                            "tx_count": 0,
                        },
                    }
                ),
            ),
            *pages,
            ("esplora_address_txs_chain", {"address": a, "last_seen_txid": last}, J([])),
        ],
    )
    b = btc_addr("donation")
    sess(
        "esplora",
        "ok",
        2,
        "Has anyone ever sent coins to the new donation address? It should still be unused.",
        [
            (
                "esplora_address",
                {"address": b},
                J(
                    {
                        "address": b,
                        "chain_stats": {
                            "funded_txo_count": 0,
                            "funded_txo_sum": 0,
                            "spent_txo_count": 0,
                            "spent_txo_sum": 0,
                            "tx_count": 0,
                        },
                        "mempool_stats": {
                            "funded_txo_count": 0,
                            "funded_txo_sum": 0,
                            "spent_txo_count": 0,
                            "spent_txo_sum": 0,
                            "tx_count": 0,
                        },
                    }
                ),
            ),
            ("esplora_address_utxo", {"address": b}, J([])),
            ("esplora_address_txs_mempool", {"address": b}, J([])),
            ("esplora_blocks_tip_height", {}, "873415"),
        ],
    )
    ea = "0x" + hid("treasury-eth", 40)
    sess(
        "blockchair",
        "ok",
        1,
        "Summarise our Ethereum treasury address: balance, first and last activity, and its ten latest calls.",
        [
            (
                "blockchair_address_dashboard",
                {"chain": "ethereum", "address": ea},
                J(
                    {
                        "data": {
                            ea: {
                                "address": {
                                    "type": "account",
                                    "contract_code_hex": None,
                                    "balance": "412000000000000000000",
                                    "balance_usd": 1551184.2,
                                    "received_approximate": "9120000000000000000000",
                                    "spent_approximate": "8708000000000000000000",
                                    "fees_approximate": "1804000000000000000",
                                    "receiving_call_count": 311,
                                    "spending_call_count": 288,
                                    "call_count": 599,
                                    "transaction_count": 590,
                                    "first_seen_receiving": "2021-03-02 10:11:41",
                                    "last_seen_receiving": "2026-11-30 08:04:12",
                                    "first_seen_spending": "2021-03-04 17:22:05",
                                    "last_seen_spending": "2026-12-01 14:40:57",
                                },
                                "calls": [
                                    {
                                        "block_id": 21330000 - i * 411,
                                        "transaction_hash": "0x" + txid(f"eth-{i}"),
                                        "index": "0",
                                        "time": f"2026-12-0{1 if i < 5 else 1} 0{i}:1{i}:00",
                                        "sender": ea if i % 2 else "0x" + hid(f"cp{i}", 40),
                                        "recipient": "0x" + hid(f"cp{i}", 40) if i % 2 else ea,
                                        "value": str((i + 1) * 10**18),
                                        "value_usd": 3764.9 * (i + 1),
                                        "transferred": True,
                                    }
                                    for i in range(10)
                                ],
                            }
                        },
                        "context": {
                            "code": 200,
                            "source": "D",
                            "limit": "10,10",
                            "offset": "0,0",
                            "results": 1,
                            "state": 21330412,
                            "market_price_usd": 3764.9,
                            "cache": {
                                "live": True,
                                "duration": 20,
                                "since": "2026-12-07 21:01:13",
                                "until": "2026-12-07 21:01:33",
                                "time": None,
                            },
                            "api": {
                                "version": "2.0.95-ie",
                                "last_major_update": "2022-11-07 02:00:00",
                                "next_major_update": None,
                                "documentation": "https://blockchair.com/api/docs",
                                "notice": ":)",
                            },
                            "request_cost": 1,
                        },
                    }
                ),
            ),
            (
                "blockchair_address_dashboard",
                {"chain": "ethereum", "address": ea, "limit": "10", "offset": "10"},
                J(
                    {
                        "data": {
                            ea: {
                                "address": {"balance": "412000000000000000000", "call_count": 599},
                                "calls": [
                                    {
                                        "block_id": 21325000 - i * 377,
                                        "transaction_hash": "0x" + txid(f"eth2-{i}"),
                                        "index": "0",
                                        "time": f"2026-11-2{9 - i % 9} 1{i % 10}:0{i % 10}:00",
                                        "sender": ea,
                                        "recipient": "0x" + hid(f"vend{i}", 40),
                                        "value": str((i + 2) * 5 * 10**17),
                                        "value_usd": 1882.45 * (i + 2),
                                        "transferred": True,
                                    }
                                    for i in range(10)
                                ],
                            }
                        },
                        "context": {
                            "code": 200,
                            "source": "D",
                            "limit": "10,10",
                            "offset": "10,10",
                            "results": 1,
                            "state": 21330415,
                            "request_cost": 1,
                        },
                    }
                ),
            ),
            (
                "blockchair_transaction_dashboard",
                {"chain": "ethereum", "hash": "0x" + txid("eth-0")},
                J(
                    {
                        "data": {
                            "0x" + txid("eth-0"): {
                                "transaction": {
                                    "block_id": 21330000,
                                    "id": 2688114022,
                                    "index": 71,
                                    "hash": "0x" + txid("eth-0"),
                                    "date": "2026-12-01",
                                    "time": "2026-12-01 00:10:00",
                                    "failed": False,
                                    "type": "call",
                                    "sender": "0x" + hid("cp0", 40),
                                    "recipient": ea,
                                    "call_count": 1,
                                    "value": "1000000000000000000",
                                    "value_usd": 3764.9,
                                    "fee": "412330000000000",
                                    "fee_usd": 1.55,
                                    "gas_used": 21000,
                                    "gas_price": 19634761905,
                                },
                                "calls": [],
                            }
                        },
                        "context": {
                            "code": 200,
                            "results": 1,
                            "state": 21330415,
                            "request_cost": 1,
                        },
                    }
                ),
            ),
            (
                "blockchair_stats",
                {"chain": "ethereum"},
                J(
                    {
                        "data": {
                            "blocks": 21330413,
                            "transactions_24h": 1190532,
                            "mempool_transactions": 2904,
                            "market_price_usd": 3764.9,
                            "median_simple_transaction_fee_24h": 0.000198,
                        },
                        "context": {"code": 200, "request_cost": 1},
                    }
                ),
            ),
        ],
    )
    sol = hid("sol-wallet", 44)
    usdc = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"
    sess(
        "solscan",
        "ok",
        1,
        "List the USDC transfers into our Solana ops wallet this week, and check whether any BONK ever arrived.",
        [
            (
                "solscan_account_transfer",
                {"address": sol, "token": usdc, "flow": "in", "page": 1, "page_size": 10},
                J(
                    {
                        "success": True,
                        "data": [
                            {
                                "block_id": 305110000 + i * 7711,
                                "trans_id": hid(f"solsig{i}", 88),
                                "block_time": 1733200000 + i * 40000,
                                "activity_type": "ACTIVITY_SPL_TRANSFER",
                                "from_address": hid(f"solfrom{i}", 44),
                                "to_address": sol,
                                "token_address": usdc,
                                "token_decimals": 6,
                                "amount": 250000000 * (i + 1),
                                "flow": "in",
                            }
                            for i in range(10)
                        ],
                    }
                ),
            ),
            (
                "solscan_account_transfer",
                {"address": sol, "token": usdc, "flow": "in", "page": 2, "page_size": 10},
                J(
                    {
                        "success": True,
                        "data": [
                            {
                                "block_id": 305190000 + i * 5000,
                                "trans_id": hid(f"solsig2{i}", 88),
                                "block_time": 1733600000 + i * 30000,
                                "activity_type": "ACTIVITY_SPL_TRANSFER",
                                "from_address": hid(f"solfrom2{i}", 44),
                                "to_address": sol,
                                "token_address": usdc,
                                "token_decimals": 6,
                                "amount": 1000000 * (i + 3),
                                "flow": "in",
                            }
                            for i in range(3)
                        ],
                    }
                ),
            ),
            (
                "solscan_token_meta",
                {"address": "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263"},
                J(
                    {
                        "success": True,
                        "data": {
                            "address": "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263",
                            "name": "Bonk",
                            "symbol": "Bonk",
                            "decimals": 5,
                            "holder": 912344,
                            "supply": "88873902150190540000",
                        },
                    }
                ),
            ),
            (
                "solscan_account_transfer",
                {
                    "address": sol,
                    "token": "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263",
                    "flow": "in",
                    "page": 1,
                    "page_size": 10,
                },
                J({"success": True, "data": []}),
            ),
        ],
    )
    tr = "T" + hid("tron-payroll", 33)
    sess(
        "tronscan",
        "ok",
        1,
        "Check the payroll TRON wallet: TRX balance, USDT balance, and the last few USDT payouts.",
        [
            (
                "tronscan_account",
                {"address": tr},
                J(
                    {
                        "address": tr,
                        "balance": 1845000000,
                        "totalTransactionCount": 1290,
                        "bandwidth": {"freeNetRemaining": 600, "freeNetLimit": 600},
                        "withPriceTokens": [
                            {
                                "tokenId": "_",
                                "tokenName": "trx",
                                "tokenAbbr": "trx",
                                "balance": "1845000000",
                                "tokenDecimal": 6,
                                "tokenType": "trc10",
                            },
                            {
                                "tokenId": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
                                "tokenName": "Tether USD",
                                "tokenAbbr": "USDT",
                                "balance": "48211300000",
                                "tokenDecimal": 6,
                                "tokenType": "trc20",
                            },
                        ],
                        "date_created": 1620212110000,
                    }
                ),
            ),
            (
                "tronscan_trc20_transfers",
                {
                    "relatedAddress": tr,
                    "contract_address": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
                    "start": 0,
                    "limit": 5,
                },
                J(
                    {
                        "total": 812,
                        "rangeTotal": 812,
                        "contractInfo": {},
                        "token_transfers": [
                            {
                                "transaction_id": txid(f"tron{i}")[:64],
                                "block_ts": 1733500000000 - i * 86400000,
                                "from_address": tr,
                                "to_address": "T" + hid(f"emp{i}", 33),
                                "block": 67120000 - i * 28800,
                                "quant": str(1200000000 + i * 55000000),
                                "confirmed": True,
                                "contractRet": "SUCCESS",
                                "tokenInfo": {"tokenAbbr": "USDT", "tokenDecimal": 6},
                            }
                            for i in range(5)
                        ],
                    }
                ),
            ),
        ],
    )
    sess_calls_tr = ROWS[-2:]
    ROWS[-2:] = []
    extra_tr = [
        (
            "tronscan_trc20_transfers",
            {
                "relatedAddress": tr,
                "contract_address": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
                "start": 5,
                "limit": 5,
            },
            J(
                {
                    "total": 812,
                    "rangeTotal": 812,
                    "contractInfo": {},
                    "token_transfers": [
                        {
                            "transaction_id": txid(f"tron2{i}")[:64],
                            "block_ts": 1733068000000 - i * 86400000,
                            "from_address": tr,
                            "to_address": "T" + hid(f"emp2{i}", 33),
                            "block": 66980000 - i * 28800,
                            "quant": str(980000000 + i * 41000000),
                            "confirmed": True,
                            "contractRet": "SUCCESS",
                            "tokenInfo": {"tokenAbbr": "USDT", "tokenDecimal": 6},
                        }
                        for i in range(5)
                    ],
                }
            ),
        ),
        (
            "tronscan_account_resource",
            {"address": tr},
            J(
                {
                    "freeNetUsed": 0,
                    "freeNetLimit": 600,
                    "NetUsed": 0,
                    "NetLimit": 0,
                    "EnergyUsed": 0,
                    "EnergyLimit": 0,
                    "tronPowerUsed": 0,
                    "tronPowerLimit": 0,
                }
            ),
        ),
    ]
    sess(
        "tronscan",
        "ok",
        1,
        sess_calls_tr[0]["task"],
        [(r["tool"], r["args"], r["result"]) for r in sess_calls_tr] + extra_tr,
    )
    pa = "0x" + hid("polygon-nft", 40)
    sess(
        "polygonscan",
        "ok",
        1,
        "Did our Polygon minting contract get any internal transactions? Also list its last normal transactions and its MATIC balance.",
        [
            (
                "polygonscan_api",
                {"module": "account", "action": "balance", "address": pa, "tag": "latest"},
                J({"status": "1", "message": "OK", "result": "40211800000000000000"}),
            ),
            (
                "polygonscan_api",
                {
                    "module": "account",
                    "action": "txlist",
                    "address": pa,
                    "page": 1,
                    "offset": 5,
                    "sort": "desc",
                },
                J(
                    {
                        "status": "1",
                        "message": "OK",
                        "result": [
                            {
                                "blockNumber": str(64800000 - i * 1200),
                                "timeStamp": str(1733500000 - i * 3600),
                                "hash": "0x" + txid(f"poly{i}"),
                                "from": "0x" + hid(f"minter{i}", 40),
                                "to": pa,
                                "value": "0",
                                "gas": "210000",
                                "gasPrice": "31000000000",
                                "isError": "0",
                                "txreceipt_status": "1",
                                "methodId": "0x40c10f19",
                                "functionName": "mint(address to, uint256 amount)",
                            }
                            for i in range(5)
                        ],
                    }
                ),
            ),
            (
                "polygonscan_api",
                {
                    "module": "account",
                    "action": "txlistinternal",
                    "address": pa,
                    "page": 1,
                    "offset": 10,
                    "sort": "desc",
                },
                J({"status": "0", "message": "No transactions found", "result": []}),
            ),
        ],
    )
    # failing
    pk = "0x" + hid("polygon-bridge", 40)
    calls = []
    for act, extra in [
        ("balance", {"tag": "latest"}),
        ("txlist", {"page": 1, "offset": 10, "sort": "desc"}),
        ("tokentx", {"page": 1, "offset": 10}),
        ("txlist", {"startblock": 64000000, "endblock": 99999999}),
        ("txlistinternal", {"page": 1, "offset": 10}),
        ("tokentx", {"contractaddress": "0xc2132d05d31c914a87c6611c10748aeb04b58e8f"}),
        ("balance", {"tag": "latest"}),
    ]:
        calls.append(
            (
                "polygonscan_api",
                {"module": "account", "action": act, "address": pk, **extra},
                J({"status": "0", "message": "NOTOK", "result": "Invalid API Key"}),
            )
        )
    sess(
        "polygonscan",
        "fail",
        1,
        "Reconcile the USDT our Polygon bridge wallet received last week against the bridge log.",
        calls,
    )
    sw = hid("sol-treasury", 44)
    calls = []
    for _i, (tool, args) in enumerate(
        [
            ("solscan_account_detail", {"address": sw}),
            ("solscan_account_transfer", {"address": sw, "page": 1, "page_size": 20}),
            ("solscan_account_token_accounts", {"address": sw, "type": "token"}),
            (
                "solscan_account_transfer",
                {"address": sw, "flow": "out", "page": 1, "page_size": 20},
            ),
            ("solscan_account_defi_activities", {"address": sw}),
            ("solscan_token_meta", {"address": usdc}),
            (
                "solscan_account_transfer",
                {"address": sw, "token": usdc, "page": 1, "page_size": 10},
            ),
        ]
    ):
        calls.append(
            (
                tool,
                args,
                J(
                    {
                        "success": False,
                        "errors": {"code": 1100, "message": "Unauthorized. Token is expired"},
                    }
                ),
            )
        )
    sess(
        "solscan",
        "fail",
        1,
        "Which tokens does our Solana treasury hold, and what left it in the last 48 hours?",
        calls,
    )
    ba = btc_addr("exchange-deposit")
    calls = [
        (
            "blockchair_address_dashboard",
            {"chain": "bitcoin", "address": ba},
            J(
                {
                    "data": None,
                    "context": {
                        "code": 402,
                        "error": "Limit exceeded",
                        "api": {"version": "2.0.95-ie"},
                    },
                }
            ),
        )
    ]
    for q in [
        {"chain": "bitcoin", "address": ba, "limit": "50"},
        {"chain": "bitcoin-cash", "address": ba},
    ]:
        calls.append(
            (
                "blockchair_address_dashboard",
                q,
                J(
                    {
                        "data": None,
                        "context": {
                            "code": 430,
                            "error": "Your IP address has been blacklisted since you exceeded the free tier limit. Please consider using an API key. If you think this was a mistake, please contact info@blockchair.com",
                            "api": {"version": "2.0.95-ie"},
                        },
                    }
                ),
            )
        )
    for q in [
        {"chain": "bitcoin", "q": f"recipient({ba})"},
        {"chain": "bitcoin", "q": f"sender({ba})"},
        {"chain": "bitcoin", "tx": txid("dep-1")},
        {"chain": "bitcoin", "address": ba},
    ]:
        calls.append(
            (
                "blockchair_raw"
                if "tx" in q
                else ("blockchair_outputs" if "q" in q else "blockchair_address_dashboard"),
                q,
                J(
                    {
                        "data": None,
                        "context": {
                            "code": 430,
                            "error": "Your IP address has been blacklisted since you exceeded the free tier limit. Please consider using an API key. If you think this was a mistake, please contact info@blockchair.com",
                            "api": {"version": "2.0.95-ie"},
                        },
                    }
                ),
            )
        )
    sess(
        "blockchair",
        "fail",
        1,
        "Find every deposit to our exchange deposit address since November and total it.",
        calls,
    )
    tw = "T" + hid("tron-merchant", 33)
    calls = []
    for tool, args in [
        ("tronscan_account", {"address": tw}),
        ("tronscan_trc20_transfers", {"relatedAddress": tw, "start": 0, "limit": 20}),
        ("tronscan_transactions", {"address": tw, "start": 0, "limit": 20, "sort": "-timestamp"}),
        (
            "tronscan_trc20_transfers",
            {
                "toAddress": tw,
                "contract_address": "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
                "start": 0,
                "limit": 20,
            },
        ),
        ("tronscan_transactions", {"address": tw, "start": 20, "limit": 20}),
        (
            "tronscan_trc20_transfers",
            {"relatedAddress": tw, "start_timestamp": 1733011200000, "start": 0, "limit": 50},
        ),
        ("tronscan_transactions", {"address": tw, "start": 0, "limit": 50}),
    ]:
        if tool == "tronscan_account":
            r = J(
                {
                    "address": tw,
                    "balance": 0,
                    "totalTransactionCount": 0,
                    "withPriceTokens": [],
                    "date_created": 0,
                    "activated": False,
                }
            )
        elif tool == "tronscan_transactions":
            r = J(
                {
                    "total": 0,
                    "rangeTotal": 0,
                    "data": [],
                    "wholeChainTxCount": 48211,
                    "contractMap": {},
                    "contractInfo": {},
                }
            )
        else:
            r = J({"total": 0, "rangeTotal": 0, "contractInfo": {}, "token_transfers": []})
        calls.append((tool, args, r))
    sess(
        "tronscan",
        "fail",
        1,
        "Our merchant TRON address took USDT payments all month; list the payments from customers in December.",
        calls,
    )


blockchain()


# ---------------------------------------------------------------- contact verification
def twilio_lookup(num, valid=True, carrier="T-Mobile USA, Inc.", typ="mobile", errs=None):
    nat = f"({num[2:5]}) {num[5:8]}-{num[8:]}"
    return J(
        {
            "calling_country_code": "1",
            "country_code": "US",
            "phone_number": num,
            "national_format": nat,
            "valid": valid,
            "validation_errors": errs or [],
            "caller_name": None,
            "sim_swap": None,
            "call_forwarding": None,
            "line_status": None,
            "line_type_intelligence": (
                {
                    "carrier_name": carrier,
                    "error_code": None,
                    "mobile_country_code": "310",
                    "mobile_network_code": "260",
                    "type": typ,
                }
                if valid
                else None
            ),
            "identity_match": None,
            "reassigned_number": None,
            "sms_pumping_risk": None,
            "phone_number_quality_score": None,
            "pre_fill": None,
            "url": f"https://lookups.twilio.com/v2/PhoneNumbers/{num}",
        }
    )


def contact() -> None:
    nums = ["+14155550132", "+12125550198", "+13125550147", "+1617555012"]
    sess(
        "twilio-lookup",
        "ok",
        1,
        "Before the SMS campaign, check which of these four signup phone numbers are mobiles and flag the bad ones in the CRM.",
        [
            (
                "twilio_lookup",
                {"phone_number": nums[0], "fields": "line_type_intelligence"},
                twilio_lookup(nums[0]),
            ),
            (
                "twilio_lookup",
                {"phone_number": nums[1], "fields": "line_type_intelligence"},
                twilio_lookup(nums[1], carrier="Verizon Wireless: 6006 - SVR/2", typ="landline"),
            ),
            (
                "twilio_lookup",
                {"phone_number": nums[2], "fields": "line_type_intelligence"},
                twilio_lookup(
                    nums[2], carrier="Bandwidth/13 - Bandwidth.com - SVR", typ="nonFixedVoip"
                ),
            ),
            (
                "twilio_lookup",
                {"phone_number": nums[3], "fields": "line_type_intelligence"},
                J(
                    {
                        "calling_country_code": "1",
                        "country_code": "US",
                        "phone_number": nums[3],
                        "national_format": "617555012",
                        "valid": False,
                        "validation_errors": ["TOO_SHORT"],
                        "caller_name": None,
                        "sim_swap": None,
                        "call_forwarding": None,
                        "line_status": None,
                        "line_type_intelligence": None,
                        "identity_match": None,
                        "reassigned_number": None,
                        "sms_pumping_risk": None,
                        "phone_number_quality_score": None,
                        "pre_fill": None,
                        "url": f"https://lookups.twilio.com/v2/PhoneNumbers/{nums[3]}",
                    }
                ),
            ),
            (
                "crm_update_contact",
                {"phone": nums[1], "sms_opt_in": False, "note": "landline"},
                J({"ok": True}),
            ),
            (
                "crm_update_contact",
                {"phone": nums[3], "sms_opt_in": False, "note": "invalid number (TOO_SHORT)"},
                J({"ok": True}),
            ),
        ],
    )
    sess(
        "numverify",
        "ok",
        1,
        "Validate the three international phone numbers from the partner sheet and tell me the carrier and country of each.",
        [
            (
                "numverify_validate",
                {"number": "447700900461"},
                J(
                    {
                        "valid": True,
                        "number": "447700900461",
                        "local_format": "07700900461",
                        "international_format": "+447700900461",
                        "country_prefix": "+44",
                        "country_code": "GB",
                        "country_name": "United Kingdom of Great Britain and Northern Ireland",
                        "location": "",
                        "carrier": "Vodafone Ltd",
                        "line_type": "mobile",
                    }
                ),
            ),
            (
                "numverify_validate",
                {"number": "4930901820"},
                J(
                    {
                        "valid": True,
                        "number": "4930901820",
                        "local_format": "030901820",
                        "international_format": "+4930901820",
                        "country_prefix": "+49",
                        "country_code": "DE",
                        "country_name": "Germany",
                        "location": "Berlin",
                        "carrier": "",
                        "line_type": "landline",
                    }
                ),
            ),
            (
                "numverify_validate",
                {"number": "61491570156"},
                J(
                    {
                        "valid": True,
                        "number": "61491570156",
                        "local_format": "0491570156",
                        "international_format": "+61491570156",
                        "country_prefix": "+61",
                        "country_code": "AU",
                        "country_name": "Australia",
                        "location": "",
                        "carrier": "Telstra Corporation Ltd",
                        "line_type": "mobile",
                    }
                ),
            ),
            (
                "numverify_validate",
                {"number": "3312345"},
                J(
                    {
                        "valid": False,
                        "number": "3312345",
                        "local_format": "",
                        "international_format": "",
                        "country_prefix": "",
                        "country_code": "",
                        "country_name": "",
                        "location": "",
                        "carrier": "",
                        "line_type": None,
                    }
                ),
            ),
        ],
    )
    emails = [
        {
            "value": f"{n}@northwind-tools.com",
            "type": "personal",
            "confidence": c,
            "first_name": n.split(".")[0].title(),
            "last_name": n.split(".")[1].title(),
            "position": pos,
            "seniority": sen,
            "department": dep,
            "linkedin": None,
            "twitter": None,
            "phone_number": None,
            "verification": {"date": "2026-11-1" + str(i % 9), "status": "valid"},
            "sources": [],
        }
        for i, (n, c, pos, sen, dep) in enumerate(
            [
                ("maria.santos", 97, "VP Procurement", "executive", "operations"),
                ("li.wei", 94, "Procurement Manager", "senior", "operations"),
                ("jon.berg", 91, "Buyer", "junior", "operations"),
                ("anna.kowalski", 93, "CFO", "executive", "finance"),
                ("tom.reid", 88, "Head of IT", "senior", "it"),
                ("sara.okafor", 90, "Office Manager", "junior", "management"),
                ("dev.patel", 89, "Category Manager", "senior", "operations"),
                ("eva.lind", 92, "Controller", "senior", "finance"),
                ("mark.ode", 86, "Logistics Lead", "senior", "operations"),
                ("ines.faro", 87, "Sourcing Analyst", "junior", "operations"),
                ("paul.meyer", 90, "Purchasing Agent", "junior", "operations"),
                ("kim.ng", 85, "AP Specialist", "junior", "finance"),
            ]
        )
    ]

    def meta(off):
        return {
            "results": 12,
            "limit": 10,
            "offset": off,
            "params": {
                "domain": "northwind-tools.com",
                "company": None,
                "type": None,
                "seniority": None,
                "department": None,
            },
        }

    sess(
        "hunter",
        "ok",
        1,
        "Find the procurement decision makers at northwind-tools.com and verify the best email for the VP.",
        [
            (
                "hunter_domain_search",
                {"domain": "northwind-tools.com", "limit": 10, "offset": 0},
                J(
                    {
                        "data": {
                            "domain": "northwind-tools.com",
                            "disposable": False,
                            "webmail": False,
                            "accept_all": False,
                            "pattern": "{first}.{last}",
                            "organization": "Northwind Tools",
                            "industry": "Manufacturing",
                            "country": "US",
                            "emails": emails[:10],
                            "linked_domains": [],
                        },
                        "meta": meta(0),
                    }
                ),
            ),
            (
                "hunter_domain_search",
                {"domain": "northwind-tools.com", "limit": 10, "offset": 10},
                J(
                    {
                        "data": {
                            "domain": "northwind-tools.com",
                            "disposable": False,
                            "webmail": False,
                            "accept_all": False,
                            "pattern": "{first}.{last}",
                            "organization": "Northwind Tools",
                            "emails": emails[10:],
                            "linked_domains": [],
                        },
                        "meta": meta(10),
                    }
                ),
            ),
            (
                "hunter_email_verifier",
                {"email": "maria.santos@northwind-tools.com"},
                J(
                    {
                        "data": {
                            "status": "valid",
                            "result": "deliverable",
                            "score": 98,
                            "email": "maria.santos@northwind-tools.com",
                            "regexp": True,
                            "gibberish": False,
                            "disposable": False,
                            "webmail": False,
                            "mx_records": True,
                            "smtp_server": True,
                            "smtp_check": True,
                            "accept_all": False,
                            "block": False,
                            "sources": [],
                        },
                        "meta": {"params": {"email": "maria.santos@northwind-tools.com"}},
                    }
                ),
            ),
            (
                "crm_create_lead",
                {
                    "email": "maria.santos@northwind-tools.com",
                    "title": "VP Procurement",
                    "company": "Northwind Tools",
                },
                J({"id": "lead_" + hid("lead-maria", 10), "created": True}),
            ),
        ],
    )
    sess(
        "hunter",
        "ok",
        2,
        "Does Hunter know any email addresses at quietfield-bakery.co.uk? If not, find the owner's address from her name, Claire Dunmore.",
        [
            (
                "hunter_domain_search",
                {"domain": "quietfield-bakery.co.uk"},
                J(
                    {
                        "data": {
                            "domain": "quietfield-bakery.co.uk",
                            "disposable": False,
                            "webmail": False,
                            "accept_all": True,
                            "pattern": None,
                            "organization": "Quietfield Bakery",
                            "emails": [],
                            "linked_domains": [],
                        },
                        "meta": {
                            "results": 0,
                            "limit": 10,
                            "offset": 0,
                            "params": {"domain": "quietfield-bakery.co.uk"},
                        },
                    }
                ),
            ),
            (
                "hunter_email_count",
                {"domain": "quietfield-bakery.co.uk"},
                J(
                    {
                        "data": {
                            "total": 0,
                            "personal_emails": 0,
                            "generic_emails": 0,
                            "department": {"executive": 0, "it": 0, "finance": 0},
                            "seniority": {"junior": 0, "senior": 0, "executive": 0},
                        },
                        "meta": {"params": {"domain": "quietfield-bakery.co.uk"}},
                    }
                ),
            ),
            (
                "hunter_email_finder",
                {
                    "domain": "quietfield-bakery.co.uk",
                    "first_name": "Claire",
                    "last_name": "Dunmore",
                },
                J(
                    {
                        "data": {
                            "first_name": "Claire",
                            "last_name": "Dunmore",
                            "email": "claire@quietfield-bakery.co.uk",
                            "score": 61,
                            "domain": "quietfield-bakery.co.uk",
                            "accept_all": True,
                            "position": None,
                            "company": "Quietfield Bakery",
                            "sources": [],
                            "verification": {"date": None, "status": "accept_all"},
                        },
                        "meta": {
                            "params": {
                                "first_name": "Claire",
                                "last_name": "Dunmore",
                                "domain": "quietfield-bakery.co.uk",
                            }
                        },
                    }
                ),
            ),
            (
                "hunter_email_verifier",
                {"email": "claire@quietfield-bakery.co.uk"},
                J(
                    {
                        "data": {
                            "status": "accept_all",
                            "result": "risky",
                            "score": 63,
                            "email": "claire@quietfield-bakery.co.uk",
                            "regexp": True,
                            "gibberish": False,
                            "disposable": False,
                            "webmail": False,
                            "mx_records": True,
                            "smtp_server": True,
                            "smtp_check": True,
                            "accept_all": True,
                            "block": False,
                            "sources": [],
                        },
                        "meta": {"params": {"email": "claire@quietfield-bakery.co.uk"}},
                    }
                ),
            ),
        ],
    )
    job = 28841120
    sess(
        "neverbounce",
        "ok",
        1,
        "Clean the webinar attendee list (list id 7781 in our storage) with NeverBounce and tell me how many are invalid.",
        [
            (
                "neverbounce_jobs_create",
                {
                    "input_location": "remote_url",
                    "input": "https://files.example-corp.net/exports/webinar-7781.csv",
                    "auto_parse": 1,
                    "auto_start": 1,
                },
                J({"status": "success", "job_id": job, "execution_time": 388}),
            ),
            (
                "neverbounce_jobs_status",
                {"job_id": job},
                J(
                    {
                        "status": "success",
                        "id": job,
                        "job_status": "running",
                        "filename": "webinar-7781.csv",
                        "created_at": "2026-12-07 16:02:11",
                        "started_at": "2026-12-07 16:02:14",
                        "finished_at": None,
                        "total": {
                            "records": 1840,
                            "billable": 1840,
                            "processed": 412,
                            "valid": 0,
                            "invalid": 0,
                            "catchall": 0,
                            "disposable": 0,
                            "unknown": 0,
                            "duplicates": 3,
                            "bad_syntax": 2,
                        },
                        "bounce_estimate": 0,
                        "percent_complete": 22,
                        "execution_time": 21,
                    }
                ),
            ),
            (
                "neverbounce_jobs_status",
                {"job_id": job},
                J(
                    {
                        "status": "success",
                        "id": job,
                        "job_status": "running",
                        "filename": "webinar-7781.csv",
                        "created_at": "2026-12-07 16:02:11",
                        "started_at": "2026-12-07 16:02:14",
                        "finished_at": None,
                        "total": {
                            "records": 1840,
                            "billable": 1840,
                            "processed": 1377,
                            "valid": 0,
                            "invalid": 0,
                            "catchall": 0,
                            "disposable": 0,
                            "unknown": 0,
                            "duplicates": 3,
                            "bad_syntax": 2,
                        },
                        "bounce_estimate": 0,
                        "percent_complete": 75,
                        "execution_time": 18,
                    }
                ),
            ),
            (
                "neverbounce_jobs_status",
                {"job_id": job},
                J(
                    {
                        "status": "success",
                        "id": job,
                        "job_status": "complete",
                        "filename": "webinar-7781.csv",
                        "created_at": "2026-12-07 16:02:11",
                        "started_at": "2026-12-07 16:02:14",
                        "finished_at": "2026-12-07 16:05:40",
                        "total": {
                            "records": 1840,
                            "billable": 1837,
                            "processed": 1840,
                            "valid": 1502,
                            "invalid": 211,
                            "catchall": 88,
                            "disposable": 14,
                            "unknown": 22,
                            "duplicates": 3,
                            "bad_syntax": 2,
                        },
                        "bounce_estimate": 11.47,
                        "percent_complete": 100,
                        "execution_time": 16,
                    }
                ),
            ),
            (
                "neverbounce_jobs_download",
                {"job_id": job, "segmentation": "only_invalid"},
                "email,result\n"
                + "\n".join(
                    f"{hid('inv' + str(i), 8)}@{['gmial.com', 'yaho.com', 'example-corp.net', 'hotmal.com'][i % 4]},invalid"
                    for i in range(8)
                )
                + "\n... 203 more rows",
            ),
        ],
    )
    sess(
        "zerobounce",
        "ok",
        1,
        "Check these two sales leads' emails with ZeroBounce and tell me how many credits are left afterwards.",
        [
            (
                "zerobounce_validate",
                {"email": "r.hallam@brightwell-logistics.com", "ip_address": ""},
                J(
                    {
                        "address": "r.hallam@brightwell-logistics.com",
                        "status": "valid",
                        "sub_status": "",
                        "free_email": False,
                        "did_you_mean": None,
                        "account": "r.hallam",
                        "domain": "brightwell-logistics.com",
                        "domain_age_days": "4012",
                        "smtp_provider": "g-suite",
                        "mx_found": "true",
                        "mx_record": "aspmx.l.google.com",
                        "firstname": "Ryan",
                        "lastname": "Hallam",
                        "gender": "male",
                        "country": None,
                        "region": None,
                        "city": None,
                        "zipcode": None,
                        "processed_at": "2026-12-07 16:20:11.412",
                    }
                ),
            ),
            (
                "zerobounce_validate",
                {"email": "info@vantacorp.io", "ip_address": ""},
                J(
                    {
                        "address": "info@vantacorp.io",
                        "status": "do_not_mail",
                        "sub_status": "role_based",
                        "free_email": False,
                        "did_you_mean": None,
                        "account": "info",
                        "domain": "vantacorp.io",
                        "domain_age_days": "1290",
                        "smtp_provider": "microsoft",
                        "mx_found": "true",
                        "mx_record": "vantacorp-io.mail.protection.outlook.com",
                        "firstname": None,
                        "lastname": None,
                        "gender": None,
                        "country": None,
                        "region": None,
                        "city": None,
                        "zipcode": None,
                        "processed_at": "2026-12-07 16:20:13.077",
                    }
                ),
            ),
            ("zerobounce_getcredits", {}, J({"Credits": "2478"})),
        ],
    )
    sess(
        "abstract",
        "ok",
        1,
        "A customer typed their email as jana.horak@gmial.com at checkout. Check it and, if it's a typo, check the corrected one too.",
        [
            (
                "abstract_email_validation",
                {"email": "jana.horak@gmial.com"},
                J(
                    {
                        "email": "jana.horak@gmial.com",
                        "autocorrect": "jana.horak@gmail.com",
                        "deliverability": "UNDELIVERABLE",
                        "quality_score": "0.00",
                        "is_valid_format": {"value": True, "text": "TRUE"},
                        "is_free_email": {"value": False, "text": "FALSE"},
                        "is_disposable_email": {"value": False, "text": "FALSE"},
                        "is_role_email": {"value": False, "text": "FALSE"},
                        "is_catchall_email": {"value": False, "text": "FALSE"},
                        "is_mx_found": {"value": False, "text": "FALSE"},
                        "is_smtp_valid": {"value": False, "text": "FALSE"},
                    }
                ),
            ),
            (
                "abstract_email_validation",
                {"email": "jana.horak@gmail.com"},
                J(
                    {
                        "email": "jana.horak@gmail.com",
                        "autocorrect": "",
                        "deliverability": "DELIVERABLE",
                        "quality_score": "0.80",
                        "is_valid_format": {"value": True, "text": "TRUE"},
                        "is_free_email": {"value": True, "text": "TRUE"},
                        "is_disposable_email": {"value": False, "text": "FALSE"},
                        "is_role_email": {"value": False, "text": "FALSE"},
                        "is_catchall_email": {"value": False, "text": "FALSE"},
                        "is_mx_found": {"value": True, "text": "TRUE"},
                        "is_smtp_valid": {"value": True, "text": "TRUE"},
                    }
                ),
            ),
            (
                "shop_update_order",
                {"order_id": "R-30912", "email": "jana.horak@gmail.com"},
                "Order R-30912 updated.",
            ),
            (
                "send_email",
                {
                    "to": "jana.horak@gmail.com",
                    "template": "order_confirmation",
                    "order_id": "R-30912",
                },
                J(
                    {
                        "id": "<" + hid("msg-r30912", 24) + "@mail.example-shop.com>",
                        "message": "Queued. Thank you.",
                    }
                ),
            ),
        ],
    )
    # failing
    calls = []
    for n in [
        "14155550101",
        "14155550177",
        "13105550144",
        "12065550190",
        "14155550101",
        "+1 415 555 0122",
        "15125550133",
    ]:
        calls.append(
            (
                "numverify_validate",
                {"number": n, "country_code": "US"},
                J(
                    {
                        "success": False,
                        "error": {
                            "code": 104,
                            "type": "usage_limit_reached",
                            "info": "Your monthly usage limit has been reached. Please upgrade your Subscription Plan.",
                        },
                    }
                ),
            )
        )
    sess(
        "numverify",
        "fail",
        1,
        "Validate the phone numbers of the seven new store managers before we load them into the paging system.",
        calls,
    )
    calls = []
    for e in [
        "k.osei@harborline.com",
        "m.tan@harborline.com",
        "support@harborline.com",
        "karen.osei@harborline.com",
        "kosei@harborline.com",
        "k.osei@harborline.co",
        "billing@harborline.com",
        "m.tan@harborline.com",
    ]:
        calls.append(
            (
                "zerobounce_validate",
                {"email": e, "ip_address": ""},
                J({"error": "Invalid API Key or your account ran out of credits"}),
            )
        )
    calls.insert(4, ("zerobounce_getcredits", {}, J({"Credits": "-1"})))
    sess(
        "zerobounce",
        "fail",
        1,
        "Find a working email for Karen Osei and Ming Tan at Harborline; test the likely patterns.",
        calls,
    )
    calls = []
    q = [
        ("hunter_domain_search", {"domain": "orbitalfreight.com", "department": "executive"}),
        ("hunter_email_finder", {"domain": "orbitalfreight.com", "full_name": "Dana Whitfield"}),
        ("hunter_domain_search", {"domain": "orbitalfreight.com"}),
        ("hunter_email_finder", {"company": "Orbital Freight", "full_name": "Dana Whitfield"}),
        ("hunter_email_verifier", {"email": "dana.whitfield@orbitalfreight.com"}),
        ("hunter_email_verifier", {"email": "dwhitfield@orbitalfreight.com"}),
        ("hunter_domain_search", {"company": "Orbital Freight Ltd", "limit": 5}),
    ]
    for tool, args in q:
        calls.append(
            (
                tool,
                args,
                J(
                    {
                        "errors": [
                            {
                                "id": "too_many_requests",
                                "code": 429,
                                "details": "You have reached your monthly quota of searches and verifications. Upgrade your plan to continue.",
                            }
                        ]
                    }
                ),
            )
        )
    sess(
        "hunter",
        "fail",
        1,
        "Get me the CEO's email at Orbital Freight (Dana Whitfield) and make sure it's deliverable.",
        calls,
    )
    calls = []
    for n in [
        "+14085550111",
        "+14085550112",
        "+14085550113",
        "+16505550190",
        "+14085550111",
        "+14085550114",
    ]:
        calls.append(
            (
                "twilio_lookup",
                {"phone_number": n, "fields": "line_type_intelligence,caller_name"},
                J(
                    {
                        "code": 20003,
                        "message": "Authenticate",
                        "more_info": "https://www.twilio.com/docs/errors/20003",
                        "status": 401,
                    }
                ),
            )
        )
    calls.insert(
        3,
        (
            "crm_search_contacts",
            {"query": "San Jose office"},
            J(
                {
                    "results": [
                        {"id": "c_" + hid(f"sj{i}", 8), "name": nm, "phone": f"+1408555011{i + 1}"}
                        for i, nm in enumerate(
                            ["Hector Ruiz", "Amy Lo", "Priya Nair", "Ben Curtis"]
                        )
                    ],
                    "total": 4,
                }
            ),
        ),
    )
    sess(
        "twilio-lookup",
        "fail",
        1,
        "Check whether the San Jose office contacts' numbers are still mobiles and who they are registered to.",
        calls,
    )


contact()


# ---------------------------------------------------------------- uptime and cron monitors
def uptime() -> None:
    def urmon(i):
        return {
            "id": 790000000 + i * 137,
            "friendly_name": f"svc-{['api', 'web', 'cdn', 'auth', 'billing', 'search', 'mail', 'docs'][i % 8]}-{i:02d}",
            "url": f"https://{['api', 'www', 'cdn', 'auth', 'billing', 'search', 'mail', 'docs'][i % 8]}{i}.acme-retail.com/health",
            "type": 1,
            "sub_type": "",
            "keyword_type": None,
            "http_username": "",
            "port": "",
            "interval": 300,
            "timeout": 30,
            "status": 9 if i in (17, 58) else 2,
            "create_datetime": 1690000000 + i * 9000,
        }

    sess(
        "uptimerobot",
        "ok",
        1,
        "Which of our UptimeRobot monitors are down right now? Then raise the check interval of the docs monitors to 10 minutes.",
        [
            (
                "uptimerobot_get_monitors",
                {"offset": 0, "limit": 50},
                J(
                    {
                        "stat": "ok",
                        "pagination": {"offset": 0, "limit": 50, "total": 73},
                        "monitors": [urmon(i) for i in range(50)],
                    }
                ),
            ),
            (
                "uptimerobot_get_monitors",
                {"offset": 50, "limit": 50},
                J(
                    {
                        "stat": "ok",
                        "pagination": {"offset": 50, "limit": 50, "total": 73},
                        "monitors": [urmon(i) for i in range(50, 73)],
                    }
                ),
            ),
            (
                "uptimerobot_edit_monitor",
                {"id": urmon(7)["id"], "interval": 600},
                J({"stat": "ok", "monitor": {"id": urmon(7)["id"]}}),
            ),
            (
                "uptimerobot_edit_monitor",
                {"id": urmon(15)["id"], "interval": 600},
                J({"stat": "ok", "monitor": {"id": urmon(15)["id"]}}),
            ),
            (
                "uptimerobot_edit_monitor",
                {"id": urmon(23)["id"], "interval": 600},
                J({"stat": "ok", "monitor": {"id": urmon(23)["id"]}}),
            ),
            (
                "uptimerobot_get_monitors",
                {"monitors": f"{urmon(17)['id']}-{urmon(58)['id']}", "logs": 1, "logs_limit": 3},
                J(
                    {
                        "stat": "ok",
                        "pagination": {"offset": 0, "limit": 50, "total": 2},
                        "monitors": [
                            dict(
                                urmon(i),
                                logs=[
                                    {
                                        "id": 1290000 + i,
                                        "type": 1,
                                        "datetime": 1733580000 + i * 60,
                                        "duration": 1810 + i,
                                        "reason": {"code": "503", "detail": "Service Unavailable"},
                                    }
                                ],
                            )
                            for i in (17, 58)
                        ],
                    }
                ),
            ),
        ],
    )
    u = [
        ("nightly-backup", "2b4a"),
        ("invoice-export", "9c1d"),
        ("cert-renew", "77ef"),
        ("db-vacuum", "a3c0"),
    ]

    def hc(name, k, status="up", last="2026-12-07T02:00:14+00:00"):
        uid = (
            hid("hc" + name, 8)
            + "-"
            + k
            + "-4"
            + hid(name, 3)
            + "-8"
            + hid(name + "x", 3)
            + "-"
            + hid(name + "y", 12)
        )
        return {
            "name": name,
            "slug": name,
            "tags": "prod",
            "desc": "",
            "grace": 3600,
            "n_pings": 410,
            "status": status,
            "started": False,
            "last_ping": last,
            "next_ping": "2026-12-08T02:00:14+00:00",
            "manual_resume": False,
            "methods": "",
            "subject": "",
            "subject_fail": "",
            "start_kw": "",
            "success_kw": "",
            "failure_kw": "",
            "filter_subject": False,
            "filter_body": False,
            "badge_url": f"https://healthchecks.io/b/2/{hid(name, 20)}.svg",
            "uuid": uid,
            "ping_url": f"https://hc-ping.com/{uid}",
            "update_url": f"https://healthchecks.io/api/v3/checks/{uid}",
            "pause_url": f"https://healthchecks.io/api/v3/checks/{uid}/pause",
            "resume_url": f"https://healthchecks.io/api/v3/checks/{uid}/resume",
            "channels": hid("ch" + name, 8),
            "timeout": 86400,
        }

    checks = [hc(n, k) for n, k in u]
    ub = checks[0]["uuid"]
    sess(
        "healthchecks",
        "ok",
        1,
        "Did the nightly backup job run on time every night this week? Pause the cert-renew check while we migrate it.",
        [
            ("healthchecks_list_checks", {"tag": "prod"}, J2({"checks": checks})),
            (
                "healthchecks_list_pings",
                {"uuid": ub},
                J2(
                    {
                        "pings": [
                            {
                                "type": t,
                                "date": f"2026-12-0{d}T02:{m}+00:00",
                                "n": 410 - j,
                                "scheme": "https",
                                "remote_addr": "203.0.113.40",
                                "method": "POST",
                                "ua": "curl/8.5.0",
                                "rid": hid(f"rid{d}", 8) + "-0000-4000-8000-" + hid(f"rid{d}x", 12),
                                "duration": dur,
                            }
                            for j, (t, d, m, dur) in enumerate(
                                [
                                    ("success", 7, "41:02", 2448.31),
                                    ("start", 7, "00:14", None),
                                    ("success", 6, "38:55", 2321.2),
                                    ("start", 6, "00:13", None),
                                    ("success", 5, "39:40", 2366.0),
                                    ("start", 5, "00:13", None),
                                    ("success", 4, "52:18", 3124.9),
                                    ("start", 4, "00:12", None),
                                ]
                            )
                        ]
                    }
                ),
            ),
            ("healthchecks_list_flips", {"uuid": ub}, J([])),
            (
                "healthchecks_pause_check",
                {"uuid": checks[2]["uuid"]},
                J(dict(checks[2], status="paused")),
            ),
        ],
    )
    sess(
        "healthchecks",
        "ok",
        2,
        "Are any of our cron checks currently down or late? I just need a yes or no with names.",
        [
            ("healthchecks_list_checks", {}, J2({"checks": checks})),
            ("healthchecks_list_flips", {"uuid": checks[1]["uuid"], "seconds": 604800}, J([])),
            (
                "healthchecks_list_flips",
                {"uuid": checks[3]["uuid"], "seconds": 604800},
                J(
                    [
                        {"timestamp": "2026-12-03T03:31:00+00:00", "up": 0},
                        {"timestamp": "2026-12-03T04:02:11+00:00", "up": 1},
                    ]
                ),
            ),
        ],
    )
    pchecks = [
        {
            "id": 7100000 + i,
            "created": 1680000000 + i * 700,
            "name": f"{n} (prod)",
            "hostname": h,
            "resolution": 1,
            "type": "http",
            "ipv6": False,
            "verify_certificate": True,
            "lasterrortime": 1733400000 - i * 9000,
            "lasttesttime": 1733601600 + i * 11,
            "lastresponsetime": 180 + i * 37,
            "status": "up",
            "tags": [],
        }
        for i, (n, h) in enumerate(
            [
                ("Storefront", "shop.acme-retail.com"),
                ("Checkout", "checkout.acme-retail.com"),
                ("Public API", "api.acme-retail.com"),
                ("Status page", "status.acme-retail.com"),
            ]
        )
    ]
    sess(
        "pingdom",
        "ok",
        1,
        "What was the average response time and uptime of the Checkout check in November, and was there any outage?",
        [
            (
                "pingdom_list_checks",
                {},
                J({"checks": pchecks, "counts": {"total": 4, "limited": 4, "filtered": 4}}),
            ),
            (
                "pingdom_summary_average",
                {"checkid": 7100001, "from": 1730419200, "to": 1733011199, "includeuptime": True},
                J(
                    {
                        "summary": {
                            "responsetime": {
                                "from": 1730419200,
                                "to": 1733011199,
                                "avgresponse": 231,
                            },
                            "status": {"totalup": 2588940, "totaldown": 1260, "totalunknown": 0},
                        }
                    }
                ),
            ),
            (
                "pingdom_summary_outage",
                {"checkid": 7100001, "from": 1730419200, "to": 1733011199},
                J(
                    {
                        "summary": {
                            "states": [
                                {"status": "up", "timefrom": 1730419200, "timeto": 1731932400},
                                {"status": "down", "timefrom": 1731932400, "timeto": 1731933660},
                                {"status": "up", "timefrom": 1731933660, "timeto": 1733011199},
                            ]
                        }
                    }
                ),
            ),
            (
                "pingdom_results",
                {"checkid": 7100001, "from": 1731932000, "to": 1731934000, "status": "down"},
                J(
                    {
                        "activeprobes": [44, 61],
                        "results": [
                            {
                                "probeid": 44,
                                "time": 1731932460,
                                "status": "down",
                                "responsetime": 30000,
                                "statusdesc": "Timeout (> 30s)",
                                "statusdesclong": "Timeout (> 30s)",
                            },
                            {
                                "probeid": 61,
                                "time": 1731933060,
                                "status": "down",
                                "responsetime": 0,
                                "statusdesc": "HTTP Server Error 502",
                                "statusdesclong": "HTTP/1.1 502 Bad Gateway",
                            },
                        ],
                    }
                ),
            ),
        ],
    )
    sess(
        "checkly",
        "ok",
        1,
        "Run the checkout browser check against the preview deployment and tell me if it passes.",
        [
            (
                "shell",
                sh(
                    "npx checkly test checkout --env ENVIRONMENT_URL=https://preview-4412.acme-retail.dev --record"
                ),
                "Parsing your project... done\nValidating project resources... done\nBundling project resources... done\n\nRunning 1 checks in eu-west-1.\n\n__checks__/checkout.spec.ts\n  \u2714 checkout.spec.ts > Checkout flow (14s)\n\n1 passed, 1 total\n\nDetailed session summary at: https://chkly.link/l/"
                + hid("chk", 8),
            ),
            (
                "checkly_list_checks",
                {"limit": 20, "page": 1},
                J(
                    [
                        {
                            "id": hid("chk-co", 8) + "-1c2e-4a77-9a1e-" + hid("chk-co-2", 12),
                            "name": "Checkout flow",
                            "checkType": "BROWSER",
                            "frequency": 10,
                            "activated": True,
                            "muted": False,
                            "locations": ["eu-west-1", "us-east-1"],
                            "tags": ["checkout", "critical"],
                        },
                        {
                            "id": hid("chk-api", 8) + "-55ab-4c01-8d0e-" + hid("chk-api-2", 12),
                            "name": "Orders API",
                            "checkType": "API",
                            "frequency": 1,
                            "activated": True,
                            "muted": False,
                            "locations": ["eu-west-1"],
                            "tags": ["api"],
                        },
                    ]
                ),
            ),
            (
                "checkly_get_check_results",
                {
                    "checkId": hid("chk-co", 8) + "-1c2e-4a77-9a1e-" + hid("chk-co-2", 12),
                    "limit": 3,
                },
                J(
                    [
                        {
                            "id": hid(f"res{i}", 8) + "-0a0a-4b4b-8c8c-" + hid(f"resx{i}", 12),
                            "name": "Checkout flow",
                            "hasErrors": False,
                            "hasFailures": False,
                            "isDegraded": False,
                            "overMaxResponseTime": False,
                            "runLocation": "eu-west-1",
                            "startedAt": f"2026-12-07T15:{10 * i:02d}:03.112Z",
                            "stoppedAt": f"2026-12-07T15:{10 * i:02d}:17.540Z",
                            "responseTime": 14428 - i * 210,
                            "resultType": "FINAL",
                        }
                        for i in range(3)
                    ]
                ),
            ),
        ],
    )
    mon = {
        "key": "nightly-etl",
        "name": "Nightly ETL",
        "type": "job",
        "schedule": "0 3 * * *",
        "timezone": "UTC",
        "passing": True,
        "paused": False,
        "running": False,
        "disabled": False,
        "initialized": True,
        "latest_event": {
            "stamp": 1733540712.4,
            "event": "complete",
            "metrics": {"duration": 1512.3, "count": 0},
            "host": "etl-worker-2",
        },
        "tags": ["data"],
        "notify": ["default"],
    }
    sess(
        "cronitor",
        "ok",
        1,
        "Pause alerts for the nightly ETL monitor for 12 hours during the warehouse upgrade, and confirm the last run finished.",
        [
            ("cronitor_get_monitor", {"key": "nightly-etl"}, J(mon)),
            ("cronitor_pause_monitor", {"key": "nightly-etl", "hours": 12}, ""),
            ("cronitor_get_monitor", {"key": "nightly-etl"}, J(dict(mon, paused=True))),
            (
                "cronitor_list_monitors",
                {"tag": "data", "page": 1},
                J(
                    {
                        "page": 1,
                        "page_size": 50,
                        "total_monitor_count": 3,
                        "monitors": [
                            mon | {"paused": True},
                            mon
                            | {
                                "key": "hourly-sync",
                                "name": "Hourly CRM sync",
                                "schedule": "0 * * * *",
                            },
                            mon
                            | {
                                "key": "weekly-report",
                                "name": "Weekly report",
                                "schedule": "0 6 * * 1",
                            },
                        ],
                    }
                ),
            ),
        ],
    )
    pid = hid("instatus-page", 24)
    sess(
        "instatus",
        "ok",
        1,
        "Post an incident on our status page: payments degraded, we're investigating. Mark the Payments component degraded.",
        [
            (
                "instatus_list_components",
                {"page_id": pid},
                J(
                    [
                        {
                            "id": hid("comp" + c, 25),
                            "name": c,
                            "status": "OPERATIONAL",
                            "description": "",
                            "showUptime": True,
                            "order": i,
                            "group": None,
                        }
                        for i, c in enumerate(
                            ["Website", "API", "Payments", "Dashboard", "Webhooks"]
                        )
                    ]
                ),
            ),
            (
                "instatus_create_incident",
                {
                    "page_id": pid,
                    "name": "Degraded payment processing",
                    "message": "We are investigating elevated failures when processing card payments.",
                    "components": [hid("compPayments", 25)],
                    "statuses": [{"id": hid("compPayments", 25), "status": "DEGRADEDPERFORMANCE"}],
                    "notify": True,
                    "status": "INVESTIGATING",
                },
                J(
                    {
                        "id": hid("inc-pay", 25),
                        "name": "Degraded payment processing",
                        "status": "INVESTIGATING",
                        "started": "2026-12-07T16:41:00.000Z",
                        "resolved": None,
                        "updates": [
                            {
                                "id": hid("upd1", 25),
                                "message": "We are investigating elevated failures when processing card payments.",
                                "status": "INVESTIGATING",
                                "notify": True,
                                "started": "2026-12-07T16:41:00.000Z",
                            }
                        ],
                        "components": [
                            {
                                "id": hid("compPayments", 25),
                                "name": "Payments",
                                "status": "DEGRADEDPERFORMANCE",
                            }
                        ],
                    }
                ),
            ),
            (
                "instatus_get_component",
                {"page_id": pid, "component_id": hid("compPayments", 25)},
                J(
                    {
                        "id": hid("compPayments", 25),
                        "name": "Payments",
                        "status": "DEGRADEDPERFORMANCE",
                        "description": "",
                        "showUptime": True,
                        "order": 2,
                        "group": None,
                    }
                ),
            ),
            (
                "slack_post_message",
                {
                    "channel": "#incidents",
                    "text": "Status page incident posted: Degraded payment processing",
                },
                J(
                    {
                        "ok": True,
                        "channel": "C04" + hid("inc", 8).upper(),
                        "ts": "1733589660.001200",
                    }
                ),
            ),
        ],
    )
    # failing
    calls = []
    for args in [
        {"offset": 0, "limit": 50},
        {"search": "checkout"},
        {"statuses": "8-9"},
        {"monitors": "790001233"},
        {"search": "api", "logs": 1},
        {"offset": 0, "limit": 50, "response_times": 1},
        {"statuses": "9"},
    ]:
        calls.append(
            (
                "uptimerobot_get_monitors",
                args,
                J(
                    {
                        "stat": "fail",
                        "error": {
                            "type": "invalid_parameter",
                            "parameter_name": "api_key",
                            "passed_value": "u1290" + hid("urk", 20),
                            "message": "api_key is invalid.",
                        },
                    }
                ),
            )
        )
    sess(
        "uptimerobot",
        "fail",
        1,
        "Customers say checkout was down around noon. Which monitors went down today and for how long?",
        calls,
    )
    calls = []
    for tool, args in [
        ("pingdom_list_checks", {}),
        ("pingdom_list_checks", {"tags": "prod"}),
        ("pingdom_summary_average", {"checkid": 7100002, "from": 1733529600}),
        ("pingdom_results", {"checkid": 7100002, "limit": 20}),
        ("pingdom_summary_outage", {"checkid": 7100002, "from": 1733529600}),
        ("pingdom_get_check", {"checkid": 7100002}),
        ("pingdom_results", {"checkid": 7100002, "status": "down"}),
    ]:
        calls.append(
            (
                tool,
                args,
                J(
                    {
                        "error": {
                            "statuscode": 403,
                            "statusdesc": "Forbidden",
                            "errormessage": "Invalid or expired API token",
                        }
                    }
                ),
            )
        )
    sess(
        "pingdom",
        "fail",
        1,
        "Give me today's response-time trend and any downtime for the Public API check.",
        calls,
    )
    calls = [
        ("checkly_list_checks", {"limit": 50, "page": 1}, J([])),
        ("checkly_list_checks", {"limit": 50, "page": 1, "tag": "checkout"}, J([])),
        ("checkly_list_check_statuses", {}, J([])),
        ("checkly_list_alert_channels", {}, J([])),
        (
            "checkly_get_check_results",
            {"checkId": "Checkout flow", "hasFailures": True},
            J({"statusCode": 404, "error": "Not Found", "message": "Not Found"}),
        ),
        ("checkly_list_checks", {"limit": 100, "page": 2}, J([])),
        ("checkly_list_check_groups", {}, J([])),
        ("checkly_list_check_statuses", {"hasFailures": True}, J([])),
    ]
    sess(
        "checkly",
        "fail",
        1,
        "Which Checkly checks are failing right now and since when? The on-call channel has been noisy.",
        calls,
    )
    calls = []
    for args in [
        "/api/v3/checks/",
        "/api/v3/checks/?tag=prod",
        "/api/v3/checks/?slug=nightly-backup",
        "/api/v3/channels/",
        "/api/v3/checks/?tag=db",
        "/api/v3/status/",
    ]:
        calls.append(
            (
                "shell",
                sh(f"curl -s -H 'X-Api-Key: $HC_API_KEY' http://hc.internal:8000{args}"),
                "curl: (7) Failed to connect to hc.internal port 8000 after 3 ms: Couldn't connect to server",
            )
        )
    calls.insert(
        3,
        (
            "shell",
            sh("ping -c 1 hc.internal"),
            "PING hc.internal (10.20.4.17) 56(84) bytes of data.\n64 bytes from 10.20.4.17: icmp_seq=1 ttl=63 time=0.412 ms\n\n--- hc.internal ping statistics ---\n1 packets transmitted, 1 received, 0% packet loss, time 0ms\nrtt min/avg/max/mdev = 0.412/0.412/0.412/0.000 ms",
        ),
    )
    sess(
        "healthchecks",
        "fail",
        1,
        "Use our self-hosted Healthchecks to tell me which backup jobs missed their window last night.",
        calls,
    )


uptime()


# ---------------------------------------------------------------- terraform orchestration
def terraform() -> None:
    stacks = (
        "NAME                 | COMMIT  | AUTHOR        | STATE       | WORKER POOL | LOCKED BY\n"
        + "\n".join(
            f"{n:<20} | {hid(n, 7)} | {a:<13} | {s:<11} | {w:<11} | {lk}"
            for n, a, s, w, lk in [
                ("network-prod", "mkovacs", "FINISHED", "private-eu", ""),
                ("eks-prod", "jlee", "FINISHED", "private-eu", ""),
                ("rds-prod", "mkovacs", "UNCONFIRMED", "private-eu", ""),
                ("iam-baseline", "spacelift", "FINISHED", "public", ""),
                ("dns-zones", "tnguyen", "FAILED", "public", ""),
            ]
        )
    )
    rid = "01J" + hid("sl-run", 23).upper()
    sess(
        "spacelift",
        "ok",
        1,
        "The rds-prod stack has a plan waiting. Show me what it changes, then confirm it if it only resizes the instance, and wait for it to finish.",
        [
            ("shell", sh("spacectl stack list"), stacks),
            (
                "shell",
                sh("spacectl stack run list --id rds-prod --max-results 3"),
                f"ID                         | STATUS      | TYPE     | COMMIT  | TRIGGERED BY | CREATED AT\n{rid} | UNCONFIRMED | TRACKED  | {hid('rds-prod', 7)} | mkovacs      | 2026-12-07 15:02:44\n01J{hid('old1', 23).upper()} | FINISHED    | TRACKED  | {hid('rds-old', 7)} | mkovacs      | 2026-12-02 10:14:09\n01J{hid('old2', 23).upper()} | DISCARDED   | PROPOSED | {hid('rds-old2', 7)} | jlee         | 2026-11-28 09:55:31",
            ),
            (
                "shell",
                sh(f"spacectl stack changes --id rds-prod --run {rid}"),
                '~ aws_db_instance.main\n    instance_class: "db.r6g.large" -> "db.r6g.xlarge"\n\nAdded: 0, changed: 1, deleted: 0',
            ),
            (
                "shell",
                sh(f"spacectl stack confirm --id rds-prod --run {rid}"),
                f"You have successfully confirmed a deployment\n\nThe live run can be visited at https://acme.app.spacelift.io/stack/rds-prod/run/{rid}",
            ),
            (
                "shell",
                sh(f"spacectl stack run show --id rds-prod --run {rid}"),
                f"ID:      {rid}\nState:   APPLYING\nType:    TRACKED\nCommit:  {hid('rds-prod', 7)}",
            ),
            (
                "shell",
                sh(f"spacectl stack run show --id rds-prod --run {rid}"),
                f"ID:      {rid}\nState:   APPLYING\nType:    TRACKED\nCommit:  {hid('rds-prod', 7)}",
            ),
            (
                "shell",
                sh(f"spacectl stack run show --id rds-prod --run {rid}"),
                f"ID:      {rid}\nState:   FINISHED\nType:    TRACKED\nCommit:  {hid('rds-prod', 7)}",
            ),
        ],
    )
    env = (
        hid("env0-env", 8)
        + "-"
        + hid("e1", 4)
        + "-4"
        + hid("e2", 3)
        + "-a"
        + hid("e3", 3)
        + "-"
        + hid("e4", 12)
    )
    dep = (
        hid("env0-dep", 8)
        + "-"
        + hid("d1", 4)
        + "-4"
        + hid("d2", 3)
        + "-9"
        + hid("d3", 3)
        + "-"
        + hid("d4", 12)
    )

    def d(status):
        return J(
            {
                "id": dep,
                "environmentId": env,
                "status": status,
                "type": "deploy",
                "startedAt": "2026-12-07T14:10:03.411Z",
                "finishedAt": None if status == "IN_PROGRESS" else "2026-12-07T14:16:40.002Z",
                "blueprintRevision": "v2.14.0",
                "triggerName": "user",
                "startedBy": {"name": "ci-bot"},
                "output": None,
            }
        )

    sess(
        "env0",
        "ok",
        1,
        "Redeploy the 'qa-payments' environment in env0 with the v2.14.0 revision and wait until it's done.",
        [
            (
                "env0_list_environments",
                {"projectId": "proj-" + hid("qa", 6), "name": "qa-payments"},
                J(
                    [
                        {
                            "id": env,
                            "name": "qa-payments",
                            "projectId": "proj-" + hid("qa", 6),
                            "status": "ACTIVE",
                            "workspaceName": "qa-payments",
                            "latestDeploymentLog": {
                                "id": hid("prevdep", 8),
                                "status": "SUCCESS",
                                "blueprintRevision": "v2.13.2",
                            },
                            "isArchived": False,
                            "lifespanEndAt": None,
                        }
                    ]
                ),
            ),
            (
                "env0_deploy_environment",
                {"environmentId": env, "blueprintRevision": "v2.14.0"},
                J({"id": dep}),
            ),
            ("env0_get_deployment", {"deploymentId": dep}, d("IN_PROGRESS")),
            ("env0_get_deployment", {"deploymentId": dep}, d("IN_PROGRESS")),
            ("env0_get_deployment", {"deploymentId": dep}, d("IN_PROGRESS")),
            ("env0_get_deployment", {"deploymentId": dep}, d("SUCCESS")),
            (
                "env0_get_environment_outputs",
                {"environmentId": env},
                J(
                    [
                        {
                            "name": "api_url",
                            "value": "https://qa-payments.internal.acme.dev",
                            "sensitive": False,
                        },
                        {
                            "name": "db_endpoint",
                            "value": "qa-payments.c1x.eu-west-1.rds.amazonaws.com",
                            "sensitive": False,
                        },
                    ]
                ),
            ),
        ],
    )
    plan_comment = 'Ran Plan for dir: `envs/prod/network` workspace: `default`\n\n<details><summary>Show Output</summary>\n\n```diff\n\nTerraform used the selected providers to generate the following execution\nplan. Resource actions are indicated with the following symbols:\n+ create\n\nTerraform will perform the following actions:\n\n  # aws_security_group_rule.allow_vpn will be created\n+ resource "aws_security_group_rule" "allow_vpn" {\n+     cidr_blocks = ["10.40.0.0/16"]\n+     from_port   = 443\n+     protocol    = "tcp"\n+     to_port     = 443\n+     type        = "ingress"\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.\n```\n\n* :arrow_forward: To **apply** this plan, comment:\n    * `atlantis apply -d envs/prod/network`\n* :put_litter_in_its_place: To **delete** this plan click [here](https://atlantis.acme.dev/lock?id=acme%252Finfra%252Fenvs%252Fprod%252Fnetwork%252Fdefault)\n* :repeat: To **plan** this project again, comment:\n    * `atlantis plan -d envs/prod/network`\n</details>\nPlan: 1 to add, 0 to change, 0 to destroy.'
    sess(
        "atlantis",
        "ok",
        1,
        "PR 412 in acme/infra adds the VPN ingress rule. Check Atlantis's plan, apply it once approved, and tell me the result.",
        [
            (
                "shell",
                sh("gh pr view 412 -R acme/infra --json reviewDecision,state"),
                J({"reviewDecision": "APPROVED", "state": "OPEN"}),
            ),
            (
                "shell",
                sh("gh pr view 412 -R acme/infra --comments"),
                "atlantis commented \u2022 2h ago\n" + plan_comment,
            ),
            (
                "shell",
                sh("gh pr comment 412 -R acme/infra --body 'atlantis apply -d envs/prod/network'"),
                "https://github.com/acme/infra/pull/412#issuecomment-2521"
                + str(int(hid("c1", 5), 16) % 100000),
            ),
            (
                "shell",
                sh("gh pr view 412 -R acme/infra --comments | tail -n 20"),
                "atlantis commented \u2022 now\nRan Apply for dir: `envs/prod/network` workspace: `default`\n\n```diff\naws_security_group_rule.allow_vpn: Creating...\naws_security_group_rule.allow_vpn: Creation complete after 1s [id=sgrule-"
                + str(int(hid("sgr", 8), 16))
                + "]\n\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.\n```",
            ),
            (
                "shell",
                sh("gh pr view 412 -R acme/infra --json state,mergedAt"),
                J({"state": "MERGED", "mergedAt": "2026-12-07T16:58:41Z"}),
            ),
        ],
    )

    def ws(i):
        return {
            "id": "ws-" + hid(f"scalrws{i}", 17),
            "type": "workspaces",
            "attributes": {
                "name": f"{['app', 'data', 'edge', 'net'][i % 4]}-{['dev', 'stg', 'prod'][i % 3]}-{i:02d}",
                "terraform-version": ["1.5.7", "1.6.6", "1.9.8"][i % 3],
                "auto-apply": i % 5 == 0,
                "execution-mode": "remote",
                "created-at": f"2025-0{1 + i % 9}-1{i % 10}T10:00:00Z",
                "locked": False,
            },
            "relationships": {
                "environment": {
                    "data": {"id": "env-" + hid("scalrenv", 17), "type": "environments"}
                }
            },
        }

    sess(
        "scalr",
        "ok",
        1,
        "How many Scalr workspaces in the prod-accounts environment still run Terraform 1.5.x? List them.",
        [
            (
                "scalr_list_workspaces",
                {
                    "filter[environment]": "env-" + hid("scalrenv", 17),
                    "page[number]": 1,
                    "page[size]": 20,
                },
                J(
                    {
                        "data": [ws(i) for i in range(20)],
                        "links": {
                            "next": "https://acme.scalr.io/api/iacp/v3/workspaces?page%5Bnumber%5D=2"
                        },
                        "meta": {
                            "pagination": {
                                "current-page": 1,
                                "prev-page": None,
                                "next-page": 2,
                                "total-pages": 3,
                                "total-count": 47,
                            }
                        },
                    }
                ),
            ),
            (
                "scalr_list_workspaces",
                {
                    "filter[environment]": "env-" + hid("scalrenv", 17),
                    "page[number]": 2,
                    "page[size]": 20,
                },
                J(
                    {
                        "data": [ws(i) for i in range(20, 40)],
                        "meta": {
                            "pagination": {
                                "current-page": 2,
                                "prev-page": 1,
                                "next-page": 3,
                                "total-pages": 3,
                                "total-count": 47,
                            }
                        },
                    }
                ),
            ),
            (
                "scalr_list_workspaces",
                {
                    "filter[environment]": "env-" + hid("scalrenv", 17),
                    "page[number]": 3,
                    "page[size]": 20,
                },
                J(
                    {
                        "data": [ws(i) for i in range(40, 47)],
                        "meta": {
                            "pagination": {
                                "current-page": 3,
                                "prev-page": 2,
                                "next-page": None,
                                "total-pages": 3,
                                "total-count": 47,
                            }
                        },
                    }
                ),
            ),
        ],
    )
    run = "run-" + hid("scalrrun", 17)

    def r(status):
        return J(
            {
                "data": {
                    "id": run,
                    "type": "runs",
                    "attributes": {
                        "status": status,
                        "source": "api",
                        "message": "Rotate NAT gateway EIP",
                        "is-destroy": False,
                        "created-at": "2026-12-07T15:31:00Z",
                        "has-changes": True,
                    },
                    "relationships": {
                        "workspace": {
                            "data": {"id": "ws-" + hid("scalrws46", 17), "type": "workspaces"}
                        }
                    },
                }
            }
        )

    sess(
        "scalr",
        "ok",
        2,
        "Queue a run on the net-prod workspace in Scalr to rotate the NAT EIP, apply it when the plan is ready, and report.",
        [
            (
                "scalr_create_run",
                {"workspace": "ws-" + hid("scalrws46", 17), "message": "Rotate NAT gateway EIP"},
                r("pending"),
            ),
            ("scalr_get_run", {"id": run}, r("planning")),
            ("scalr_get_run", {"id": run}, r("planned")),
            (
                "scalr_get_plan",
                {"run": run},
                J(
                    {
                        "data": {
                            "id": "plan-" + hid("plan", 17),
                            "type": "plans",
                            "attributes": {
                                "status": "finished",
                                "resource-additions": 1,
                                "resource-changes": 1,
                                "resource-destructions": 1,
                                "has-changes": True,
                            },
                        }
                    }
                ),
            ),
            ("scalr_apply_run", {"id": run, "comment": "approved by on-call"}, ""),
            ("scalr_get_run", {"id": run}, r("applying")),
            ("scalr_get_run", {"id": run}, r("applied")),
        ],
    )
    sess(
        "terragrunt",
        "ok",
        1,
        "Make sure staging has no drift: run a plan across all staging modules and tell me which ones would change.",
        [
            (
                "shell",
                sh(
                    "cd live/staging && terragrunt run-all plan --terragrunt-non-interactive -lock=false 2>&1 | grep -E 'Plan:|No changes|Module'"
                ),
                "INFO[0000] The stack at /repo/live/staging will be processed in the following order for command plan:\nGroup 1\n- Module /repo/live/staging/vpc\n\nGroup 2\n- Module /repo/live/staging/eks\n- Module /repo/live/staging/rds\n\nGroup 3\n- Module /repo/live/staging/apps\n\nNo changes. Your infrastructure matches the configuration.\nNo changes. Your infrastructure matches the configuration.\nNo changes. Your infrastructure matches the configuration.\nPlan: 0 to add, 2 to change, 0 to destroy.",
            ),
            (
                "shell",
                sh(
                    "cd live/staging/apps && terragrunt plan -lock=false -no-color 2>&1 | sed -n '/will be updated/,/Plan:/p'"
                ),
                '  # helm_release.api will be updated in-place\n  ~ resource "helm_release" "api" {\n        id      = "api"\n      ~ version = "3.4.1" -> "3.4.2"\n    }\n\n  # kubernetes_config_map.flags will be updated in-place\n  ~ resource "kubernetes_config_map" "flags" {\n      ~ data = {\n          ~ "NEW_CHECKOUT" = "false" -> "true"\n        }\n    }\n\nPlan: 0 to add, 2 to change, 0 to destroy.',
            ),
            (
                "shell",
                sh("cd live/staging/apps && git log -1 --format='%h %an %s' -- ."),
                f"{hid('tgcommit', 7)} Priya Nair apps: bump api chart to 3.4.2, enable NEW_CHECKOUT",
            ),
            (
                "shell",
                sh("cd live/staging/rds && terragrunt output -json"),
                J2(
                    {
                        "endpoint": {
                            "sensitive": False,
                            "type": "string",
                            "value": "staging-db.c9x.eu-west-1.rds.amazonaws.com",
                        },
                        "port": {"sensitive": False, "type": "number", "value": 5432},
                    }
                ),
            ),
        ],
    )
    digger_report = "| Project | Status | Plan |\n|---------|--------|------|\n| :white_check_mark: envs/dev/redis | plan succeeded | 1 to add, 0 to change, 0 to destroy |\n| :white_check_mark: envs/prod/redis | plan succeeded | 1 to add, 0 to change, 0 to destroy |"
    sess(
        "digger",
        "ok",
        1,
        "Digger ran on PR 88 in acme/platform. Did both redis plans succeed? If yes, trigger the apply for dev only.",
        [
            (
                "github_list_pr_comments",
                {"repo": "acme/platform", "pr": 88},
                J(
                    [
                        {
                            "id": 2519000001,
                            "user": {"login": "digger-cloud[bot]"},
                            "created_at": "2026-12-07T13:02:11Z",
                            "body": "## Digger run report\n\n" + digger_report,
                        }
                    ]
                ),
            ),
            (
                "github_create_pr_comment",
                {"repo": "acme/platform", "pr": 88, "body": "digger apply -p envs/dev/redis"},
                J(
                    {
                        "id": 2519000044,
                        "html_url": "https://github.com/acme/platform/pull/88#issuecomment-2519000044",
                    }
                ),
            ),
            (
                "github_list_pr_comments",
                {"repo": "acme/platform", "pr": 88, "since": "2026-12-07T13:10:00Z"},
                J(
                    [
                        {
                            "id": 2519000051,
                            "user": {"login": "digger-cloud[bot]"},
                            "created_at": "2026-12-07T13:10:31Z",
                            "body": ":construction_worker: Jobs status:\n\n| Project | Status |\n|---------|--------|\n| envs/dev/redis | :arrows_counterclockwise: running |",
                        }
                    ]
                ),
            ),
            (
                "github_list_pr_comments",
                {"repo": "acme/platform", "pr": 88, "since": "2026-12-07T13:10:00Z"},
                J(
                    [
                        {
                            "id": 2519000051,
                            "user": {"login": "digger-cloud[bot]"},
                            "created_at": "2026-12-07T13:10:31Z",
                            "body": ":construction_worker: Jobs status:\n\n| Project | Status |\n|---------|--------|\n| envs/dev/redis | :white_check_mark: applied |\n\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.",
                        }
                    ]
                ),
            ),
        ],
    )
    # failing
    calls = []
    for c in [
        "spacectl stack list",
        "spacectl stack show --id eks-prod",
        "spacectl stack run list --id eks-prod",
        "spacectl whoami",
        "spacectl stack list --output json",
        "spacectl stack logs --id eks-prod",
        "spacectl stack show --id network-prod",
    ]:
        calls.append(
            (
                "shell",
                sh(c),
                "Error: could not query stacks: unauthorized: token expired at 2026-12-07T09:00:00Z; run `spacectl profile login` to refresh",
            )
        )
    sess(
        "spacelift",
        "fail",
        1,
        "Why did last night's eks-prod run fail on Spacelift? Get me the logs of the failed phase.",
        calls,
    )
    calls = [
        ("env0_list_projects", {"organizationId": "org-" + hid("env0-sandbox", 8)}, J([])),
        (
            "env0_list_environments",
            {"organizationId": "org-" + hid("env0-sandbox", 8), "name": "prod-checkout"},
            J([]),
        ),
        ("env0_list_environments", {"organizationId": "org-" + hid("env0-sandbox", 8)}, J([])),
        ("env0_list_templates", {"organizationId": "org-" + hid("env0-sandbox", 8)}, J([])),
        (
            "env0_list_environments",
            {"organizationId": "org-" + hid("env0-sandbox", 8), "projectId": "prod"},
            J([]),
        ),
        (
            "env0_list_projects",
            {"organizationId": "org-" + hid("env0-sandbox", 8), "name": "Checkout"},
            J([]),
        ),
        (
            "env0_list_environments",
            {"organizationId": "org-" + hid("env0-sandbox", 8), "name": "checkout"},
            J([]),
        ),
    ]
    sess(
        "env0",
        "fail",
        1,
        "What's the monthly cost estimate and last deployment status of the prod-checkout environment in env0?",
        calls,
    )
    page = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>"
    calls = []
    for c in [
        "curl -s https://atlantis.acme.dev/",
        "curl -s https://atlantis.acme.dev/api/locks",
        "curl -s https://atlantis.acme.dev/healthz",
        'curl -s -X POST https://atlantis.acme.dev/api/plan -H \'X-Atlantis-Token: ***\' -d \'{"Repository":"acme/infra","Ref":"main","Type":"Github","Paths":[{"Directory":"envs/prod/eks"}]}\'',
        "curl -s https://atlantis.acme.dev/locks?id=acme%252Finfra%252Fenvs%252Fprod%252Feks%252Fdefault",
        "curl -s https://atlantis.acme.dev/api/locks?repo=acme/infra",
        "curl -s https://atlantis.acme.dev/status",
    ]:
        calls.append(("shell", sh(c), page))
    sess(
        "atlantis",
        "fail",
        1,
        "Someone holds the Atlantis lock on envs/prod/eks. Find out which PR holds it and get a fresh plan for main.",
        calls,
    )
    err = J(
        {
            "errors": [
                {
                    "status": "429",
                    "title": "Too Many Requests",
                    "detail": "API rate limit exceeded. Retry after 60 seconds.",
                }
            ]
        }
    )
    calls = []
    for tool, args in [
        ("scalr_list_workspaces", {"filter[name]": "data-prod"}),
        ("scalr_list_runs", {"filter[workspace]": "data-prod", "page[size]": 10}),
        ("scalr_list_workspaces", {"query": "data"}),
        ("scalr_list_runs", {"filter[status]": "errored"}),
        (
            "scalr_list_workspaces",
            {"filter[environment]": "env-" + hid("scalrenv", 17), "page[number]": 1},
        ),
        ("scalr_list_runs", {"filter[workspace]": "ws-" + hid("scalrws13", 17)}),
        ("scalr_get_run", {"id": "run-" + hid("guess", 17)}),
        ("scalr_list_workspaces", {"filter[name]": "data-prod-13"}),
    ]:
        calls.append((tool, args, err))
    sess(
        "scalr",
        "fail",
        1,
        "The data-prod workspace's last run errored in Scalr. Find the run and tell me which resource failed.",
        calls,
    )


terraform()


# ---------------------------------------------------------------- password managers
def passwords() -> None:
    vault = {"id": hid("op-vault-eng", 26), "name": "Engineering"}

    def opitem(title, cat="LOGIN", url=None):
        it = {
            "id": hid("op" + title, 26),
            "title": title,
            "version": 3,
            "vault": vault,
            "category": cat,
            "last_edited_by": hid("opuser", 26).upper(),
            "created_at": "2025-04-11T09:12:40Z",
            "updated_at": "2026-10-02T14:01:22Z",
            "additional_information": "deploy-bot" if cat == "LOGIN" else "",
        }
        if url:
            it["urls"] = [{"primary": True, "href": url}]
        return it

    items = [
        opitem("Grafana admin", url="https://grafana.acme.dev"),
        opitem("Sentry API token", "API_CREDENTIAL"),
        opitem("Staging DB", "DATABASE"),
        opitem("Docker Hub (deploy-bot)", url="https://hub.docker.com"),
        opitem("PagerDuty integration key", "API_CREDENTIAL"),
    ]
    sess(
        "op",
        "ok",
        1,
        "Rotate the Docker Hub deploy-bot password: I've already changed it on Docker Hub to the value in $NEW_PW. Update 1Password and tell me who can see that vault.",
        [
            ("shell", sh("op item list --vault Engineering --format json"), J2(items)),
            (
                "shell",
                sh(
                    "op item get 'Docker Hub (deploy-bot)' --vault Engineering --fields label=username"
                ),
                "deploy-bot",
            ),
            (
                "shell",
                sh(
                    "op item edit 'Docker Hub (deploy-bot)' --vault Engineering 'password=$NEW_PW' --format json | jq '{id,title,version,updated_at}'"
                ),
                J2(
                    {
                        "id": items[3]["id"],
                        "title": "Docker Hub (deploy-bot)",
                        "version": 4,
                        "updated_at": "2026-12-07T17:03:10Z",
                    }
                ),
            ),
            (
                "shell",
                sh("op vault user list Engineering"),
                "ID                            NAME              EMAIL                  STATE     TYPE      ROLE\n"
                + "\n".join(
                    f"{hid('u' + n, 26).upper()}    {n:<17} {e:<22} ACTIVE    MEMBER    {r}"
                    for n, e, r in [
                        ("Maya Kovacs", "maya@acme.dev", "MANAGER"),
                        ("Jin Lee", "jin@acme.dev", "MEMBER"),
                        ("Tuan Nguyen", "tuan@acme.dev", "MEMBER"),
                    ]
                ),
            ),
            (
                "shell",
                sh("op vault group list Engineering"),
                f"ID                            NAME              STATE     PERMISSIONS\n{hid('grp-admins', 26).upper()}    Administrators    ACTIVE    allow_viewing, allow_editing, allow_managing\n{hid('grp-sre', 26).upper()}    SRE               ACTIVE    allow_viewing",
            ),
        ],
    )
    cv = hid("connect-vault", 26)
    sess(
        "op",
        "ok",
        2,
        "Through our 1Password Connect server, check whether a 'Stripe webhook secret' item already exists in the Payments vault; if not, create it with the value I gave.",
        [
            (
                "onepassword_connect_list_vaults",
                {"filter": 'name eq "Payments"'},
                J(
                    [
                        {
                            "id": cv,
                            "name": "Payments",
                            "attributeVersion": 2,
                            "contentVersion": 41,
                            "items": 17,
                            "type": "USER_CREATED",
                            "createdAt": "2024-02-19T10:00:11Z",
                            "updatedAt": "2026-11-30T08:41:09Z",
                        }
                    ]
                ),
            ),
            (
                "onepassword_connect_list_items",
                {"vault_id": cv, "filter": 'title eq "Stripe webhook secret"'},
                J([]),
            ),
            (
                "onepassword_connect_create_item",
                {
                    "vault_id": cv,
                    "title": "Stripe webhook secret",
                    "category": "API_CREDENTIAL",
                    "fields": [{"label": "credential", "type": "CONCEALED", "value": "***"}],
                },
                J(
                    {
                        "id": hid("stripe-wh", 26),
                        "title": "Stripe webhook secret",
                        "vault": {"id": cv},
                        "category": "API_CREDENTIAL",
                        "version": 1,
                        "createdAt": "2026-12-07T17:10:31Z",
                        "updatedAt": "2026-12-07T17:10:31Z",
                        "lastEditedBy": hid("connect-sa", 26).upper(),
                        "fields": [
                            {
                                "id": "credential",
                                "type": "CONCEALED",
                                "purpose": "",
                                "label": "credential",
                                "value": "whsec_********",
                            }
                        ],
                    }
                ),
            ),
        ],
    )
    bwi = [
        {
            "object": "item",
            "id": hid("bw" + n, 8)
            + "-"
            + hid(n, 4)
            + "-4"
            + hid(n + "a", 3)
            + "-b"
            + hid(n + "b", 3)
            + "-"
            + hid(n + "c", 12),
            "organizationId": hid("bworg", 8) + "-1111-4222-8333-" + hid("bworg2", 12),
            "folderId": None,
            "type": 1,
            "reprompt": 0,
            "name": n,
            "notes": None,
            "favorite": False,
            "login": {
                "uris": [{"match": None, "uri": u}],
                "username": us,
                "password": "********",
                "totp": None,
                "passwordRevisionDate": None,
            },
            "collectionIds": [hid("bwcoll", 8) + "-aaaa-4bbb-8ccc-" + hid("bwcoll2", 12)],
            "revisionDate": "2026-09-14T11:02:33.120Z",
            "creationDate": "2024-06-01T08:00:00.000Z",
            "deletedDate": None,
        }
        for n, u, us in [
            ("GitHub - acme-ci", "https://github.com", "acme-ci"),
            ("GitHub - release-bot", "https://github.com", "acme-release-bot"),
        ]
    ]
    sess(
        "bitwarden",
        "ok",
        1,
        "I need the current TOTP code for the acme-ci GitHub account and confirm its username. Sync first; someone updated it this morning.",
        [
            ("shell", sh("bw sync"), "Syncing complete."),
            ("shell", sh("bw list items --search github"), J(bwi)),
            ("shell", sh(f"bw get totp {bwi[0]['id']}"), "Not found."),
            (
                "shell",
                sh(
                    f"bw get item {bwi[0]['id']} | jq '.login | {{username, totp: (.totp != null)}}'"
                ),
                J2({"username": "acme-ci", "totp": False}),
            ),
            (
                "shell",
                sh("bw list items --search acme-ci --organizationid " + bwi[0]["organizationId"]),
                J(bwi[:1]),
            ),
        ],
    )
    sess(
        "infisical",
        "ok",
        1,
        "Add FEATURE_NEW_SEARCH=true to the staging environment in Infisical, and show me the other feature flags there.",
        [
            (
                "shell",
                sh("infisical secrets --env=staging --path=/app --plain --silent | grep -c ."),
                "23",
            ),
            (
                "shell",
                sh("infisical secrets set FEATURE_NEW_SEARCH=true --env=staging --path=/app"),
                "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u252c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u252c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n\u2502 SECRET NAME        \u2502 SECRET VALUE \u2502 STATUS  \u2502\n\u251c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u253c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u253c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2524\n\u2502 FEATURE_NEW_SEARCH \u2502 true         \u2502 CREATED \u2502\n\u2514\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2534\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2534\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2518",
            ),
            (
                "shell",
                sh("infisical export --env=staging --path=/app --format=dotenv | grep '^FEATURE_'"),
                "FEATURE_BULK_EXPORT='false'\nFEATURE_DARK_MODE='true'\nFEATURE_NEW_CHECKOUT='true'\nFEATURE_NEW_SEARCH='true'\nFEATURE_SSO_ONLY='false'",
            ),
        ],
    )
    sess(
        "keeper",
        "ok",
        1,
        "Share the 'Vendor portal - Kestrel' record in Keeper with amir@acme.dev read-only, and check what else is in the Vendors folder.",
        [
            (
                "keeper_commander",
                {"command": "search Kestrel"},
                "  #  Record UID              Type    Title                      Login                 URL\n---  ----------------------  ------  -------------------------  --------------------  ---------------------------\n  1  "
                + hid("kp-kestrel", 22)
                + "  login   Vendor portal - Kestrel    ap@acme.dev           https://portal.kestrel.co",
            ),
            (
                "keeper_commander",
                {"command": f"share-record -e amir@acme.dev -a grant {hid('kp-kestrel', 22)}"},
                "",
            ),
            (
                "keeper_commander",
                {"command": f"get {hid('kp-kestrel', 22)} --format detail"},
                f"                 UID: {hid('kp-kestrel', 22)}\n                Type: login\n               Title: Vendor portal - Kestrel\n               Login: ap@acme.dev\n            Password: ********\n                 URL: https://portal.kestrel.co\n\nUser Permissions:\n\nUser: ap@acme.dev\nShareable: Yes\nRead-Only: No\n\nUser: amir@acme.dev\nShareable: No\nRead-Only: Yes",
            ),
            (
                "keeper_commander",
                {"command": "ls -l Vendors"},
                "  #  Record UID              Type    Title                        Description\n---  ----------------------  ------  ---------------------------  ---------------------\n"
                + "\n".join(
                    f"  {i + 1}  {hid('kv' + t, 22)}  login   {t:<27}  {dsc}"
                    for i, (t, dsc) in enumerate(
                        [
                            ("Freightly carrier portal", "ops@acme.dev"),
                            ("Vendor portal - Kestrel", "ap@acme.dev"),
                            ("Northwind EDI", "edi@acme.dev"),
                            ("Packwise supplier login", "purchasing@acme.dev"),
                        ]
                    )
                ),
            ),
        ],
    )
    sess(
        "lastpass",
        "ok",
        1,
        "Is there still a LastPass entry for the old Zendesk admin account? We cancelled Zendesk; if it's there, delete it. Also list the Shared-Support folder.",
        [
            (
                "shell",
                sh("lpass ls Shared-Support"),
                "Shared-Support\nShared-Support/Freshdesk admin [id: 5519023811]\nShared-Support/Intercom [id: 5519024410]\nShared-Support/Twilio console [id: 5519027762]",
            ),
            (
                "shell",
                sh("lpass show 'Shared-Support/Zendesk admin'"),
                "Error: Could not find specified account(s).",
            ),
            ("shell", sh("lpass ls | grep -i zendesk"), ""),
            (
                "shell",
                sh("lpass show --basic-regexp '.*[Zz]endesk.*'"),
                "Error: Could not find specified account(s).",
            ),
        ],
    )
    db = "~/vaults/lab.kdbx"
    sess(
        "keepassxc",
        "ok",
        1,
        "Add an entry for the new lab switch (sw-lab-03, admin user netadmin) to the lab KeePassXC database with a generated password, and check we don't have a duplicate.",
        [
            (
                "shell",
                sh(f"keepassxc-cli search {db} sw-lab-03 < /run/secrets/lab_pw"),
                "Enter password to unlock "
                + db.replace("~", "/home/ops")
                + ": \nNo results for that search term.",
            ),
            (
                "shell",
                sh(f"keepassxc-cli ls {db} /Network < /run/secrets/lab_pw"),
                "Enter password to unlock /home/ops/vaults/lab.kdbx: \nsw-lab-01\nsw-lab-02\nfw-lab-edge\nap-lab-ceiling/",
            ),
            (
                "shell",
                sh(
                    f"keepassxc-cli add -u netadmin --url ssh://sw-lab-03.lab.acme.dev -g -L 24 -lUns {db} /Network/sw-lab-03 < /run/secrets/lab_pw"
                ),
                "Enter password to unlock /home/ops/vaults/lab.kdbx: \nSuccessfully added entry sw-lab-03.",
            ),
            (
                "shell",
                sh(f"keepassxc-cli show {db} /Network/sw-lab-03 < /run/secrets/lab_pw"),
                "Enter password to unlock /home/ops/vaults/lab.kdbx: \nTitle: sw-lab-03\nUserName: netadmin\nPassword: PROTECTED\nURL: ssh://sw-lab-03.lab.acme.dev\nNotes: \nUuid: {"
                + hid("kpx", 8)
                + "-"
                + hid("kpx1", 4)
                + "-4"
                + hid("kpx2", 3)
                + "-8"
                + hid("kpx3", 3)
                + "-"
                + hid("kpx4", 12)
                + "}\nTags: ",
            ),
        ],
    )
    # failing
    calls = []
    for c in [
        "bw get password 'AWS root (billing)'",
        "bw list items --search aws",
        "bw get item 'AWS root (billing)'",
        "bw list items --search billing",
        "bw sync",
        "bw list folders",
        "bw get password aws-root",
    ]:
        calls.append(
            ("shell", sh(c), "You are not logged in." if c == "bw sync" else "Vault is locked.")
        )
    sess(
        "bitwarden",
        "fail",
        1,
        "Get me the AWS root billing account password from Bitwarden so I can update the payment card.",
        calls,
    )
    calls = []
    err = J({"status": 401, "message": "Invalid bearer token"})
    for tool, args in [
        ("onepassword_connect_list_vaults", {}),
        ("onepassword_connect_list_vaults", {"filter": 'name eq "Production"'}),
        (
            "onepassword_connect_list_items",
            {"vault_id": hid("op-prod", 26), "filter": 'title co "postgres"'},
        ),
        (
            "onepassword_connect_get_item",
            {"vault_id": hid("op-prod", 26), "item_id": hid("op-pg", 26)},
        ),
        ("onepassword_connect_list_items", {"vault_id": hid("op-prod", 26)}),
        ("onepassword_connect_heartbeat", {}),
        (
            "onepassword_connect_list_items",
            {"vault_id": hid("op-prod", 26), "filter": 'title eq "Postgres primary"'},
        ),
    ]:
        calls.append((tool, args, "." if tool.endswith("heartbeat") else err))
    sess(
        "op",
        "fail",
        1,
        "The payments pod can't read its database credential from 1Password Connect. Check the Postgres primary item is still in the Production vault.",
        calls,
    )
    calls = []
    for key in [
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
        "DATABASE_URL",
        "REDIS_URL",
        "SENTRY_DSN",
        "STRIPE_SECRET_KEY",
    ]:
        calls.append(
            (
                "shell",
                sh(f"infisical secrets get {key} --env=prod"),
                "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u252c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n\u2502 SECRET NAME           \u2502 SECRET VALUE \u2502\n\u251c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u253c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2524\n\u2502 "
                + f"{key:<21}"
                + " \u2502 *not found*  \u2502\n\u2514\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2534\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2518",
            )
        )
    calls.insert(3, ("shell", sh("infisical secrets --env=prod --plain --silent | wc -l"), "0"))
    sess(
        "infisical",
        "fail",
        1,
        "Compare the Stripe and database secrets in Infisical prod against what the checkout service has in its running env.",
        calls,
    )
    calls = []
    for c in [
        "lpass ls Shared-Finance",
        "lpass show 'Shared-Finance/Chase business login'",
        "lpass ls | grep -i chase",
        "lpass show --password 'Chase business login'",
        "lpass sync",
        "lpass ls Shared-Finance",
    ]:
        calls.append(
            (
                "shell",
                sh(c),
                "Error: Could not find decryption key. Perhaps you need to login with `lpass login`.",
            )
        )
    sess(
        "lastpass",
        "fail",
        1,
        "Finance needs the Chase business login from the Shared-Finance LastPass folder; find it and give me the username.",
        calls,
    )


passwords()


def main(out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout64.jsonl")
    )
