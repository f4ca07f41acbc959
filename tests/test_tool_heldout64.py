"""Sixty-fourth held-out check of the gates: blockchain explorers, contact verification,
uptime and cron monitors, Terraform orchestration, password managers.

``tests/data/tool_heldout64.jsonl`` (built by ``tests/data/tool_heldout64_build.py``) holds 56
hand-written sessions (300 calls) in the real-runs format on tool kinds the earlier fixtures
did not cover: mempool.space, Blockstream Esplora, Blockchair, Solscan, Tronscan and
Polygonscan; Twilio Lookup, NumVerify, Hunter, NeverBounce, ZeroBounce and Abstract's email
validation; UptimeRobot, Healthchecks.io, Pingdom, Checkly, Cronitor and Instatus; spacectl,
env0, Atlantis (read through ``gh``), Scalr, Terragrunt and Digger; the 1Password CLI and
Connect server, the Bitwarden CLI, Infisical, Keeper Commander, the LastPass CLI and
keepassxc-cli. 36 succeeded and 20 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures, and committed before it was measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 36; failing sessions tripped 17 / 17 / 17 of 20,
cutting 60 / 60 / 61 of their 143 calls. The default counting misjudges four tools of 86, all
reads left uncounted: ``hunter_email_finder``, ``hunter_email_verifier``,
``abstract_email_validation`` (each looks a person or an address up and answers what it
found) and ``solscan_account_transfer`` (it lists an account's transfers; the name's
``transfer`` reads as a verb).

The three misses are the same for every gate. Blockchair's quota refusal, ``{"data": null,
"context": {"code": 430, "error": "Your IP address has been blacklisted since you exceeded
the free tier limit. …"}}``, has its error inside ``context`` and is read as a record, useful
(0.20-0.39) the first time each tool meets it and useless only on a repeat. Infisical's
``secrets get`` answering ``*not found*`` for every prod secret (the CLI is linked to a
project whose prod environment is empty; ``secrets --env=prod | wc -l`` says ``0``) is a
table, read useful until the same key is asked twice. And Hunter's monthly-quota error is read
useless at every call, but three of its seven calls go to ``hunter_email_finder`` and
``hunter_email_verifier``, which the default counting leaves out, so the run on the counted
``hunter_domain_search`` reaches 3 only at the last call (the fixture's own weakness too: no
single tool is called three times before the last call).

Near misses not counted (a run of 2, no call cut): ``default`` and ``semantic`` read the two
middle ``{"confirmed": false}`` polls of ``mempool-ok-1`` useless (1.00 / 0.99) before the
confirmation, and the two middle ``"status": "IN_PROGRESS"`` deployment polls of
``env0-ok-1`` useless (1.00 / 0.99) before ``SUCCESS``; they also read that session's
environment outputs (``[{"name": "api_url", …}]``, a new answer) useless, alone. ``classifier``
reads no two results of a successful session useless in a row.

Since then (read after this fixture, so not held out for it), an error object in the one field
filled is an error (Blockchair's ``{"data": null, "context": {"code": 430, "error": …}}``), and
every gate trips on ``blockchair-fail-1``.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout64")
H = "heldout64/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_INFISICAL = (
    "``infisical secrets get <KEY> --env=prod`` answers a table whose only row is "
    "``│ STRIPE_SECRET_KEY │ *not found* │`` for every secret, and ``secrets --env=prod | wc "
    "-l`` answers ``0``: read HOW; a careful reading: the CLI reads an empty prod "
    "environment (the wrong project), every call useless"
)
_HUNTER = (
    'every call answers ``{"errors": [{"id": "too_many_requests", "code": 429, "details": '
    '"You have reached your monthly quota of searches and verifications. …"}]}``, read '
    "useless (1.00) each time, but hunter_email_finder and hunter_email_verifier are not "
    "counted, so the counted hunter_domain_search reaches 3 only at the session's last call"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "infisical/infisical-fail-1": _INFISICAL.replace(
            "HOW", "useful (0.20) until STRIPE_SECRET_KEY is asked a second time (1.00)"
        ),
        H + "hunter/hunter-fail-1": _HUNTER,
    },
    "classifier": {
        H + "infisical/infisical-fail-1": _INFISICAL.replace(
            "HOW", "useful (0.35-0.84) every time"
        ),
        H + "hunter/hunter-fail-1": _HUNTER,
    },
    "semantic": {
        H + "infisical/infisical-fail-1": _INFISICAL.replace(
            "HOW", "useful (0.39) until STRIPE_SECRET_KEY is asked a second time (1.00)"
        ),
        H + "hunter/hunter-fail-1": _HUNTER,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 64, 143), "classifier": (0, 0, 64, 143), "semantic": (0, 0, 65, 143)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 18, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Validators and lookups count: their verdict on a number or an address is what the agent
#: asked to learn. ``shell`` and ``keeper_commander`` run whatever command they are given;
#: most of theirs here read (``op item list``, ``lpass show``, ``search``), so they count.
#: ``onepassword_connect_heartbeat`` reads the server's health.
READS = (
    "abstract_email_validation", "blockchair_address_dashboard", "blockchair_outputs",
    "blockchair_raw", "blockchair_stats", "blockchair_transaction_dashboard",
    "checkly_get_check_results", "checkly_list_alert_channels", "checkly_list_check_groups",
    "checkly_list_check_statuses", "checkly_list_checks", "crm_search_contacts",
    "cronitor_get_monitor", "cronitor_list_monitors", "env0_get_deployment",
    "env0_get_environment_outputs", "env0_list_environments", "env0_list_projects",
    "env0_list_templates", "esplora_address", "esplora_address_txs_chain",
    "esplora_address_txs_mempool", "esplora_address_utxo", "esplora_blocks_tip_height",
    "github_list_pr_comments", "healthchecks_list_checks", "healthchecks_list_flips",
    "healthchecks_list_pings", "hunter_domain_search", "hunter_email_count",
    "hunter_email_finder", "hunter_email_verifier", "instatus_get_component",
    "instatus_list_components", "keeper_commander", "mempool_address_mempool_txs",
    "mempool_fees_recommended", "mempool_tx", "mempool_tx_status", "neverbounce_jobs_download",
    "neverbounce_jobs_status", "numverify_validate", "onepassword_connect_get_item",
    "onepassword_connect_heartbeat", "onepassword_connect_list_items",
    "onepassword_connect_list_vaults", "pingdom_get_check", "pingdom_list_checks",
    "pingdom_results", "pingdom_summary_average", "pingdom_summary_outage", "polygonscan_api",
    "scalr_get_plan", "scalr_get_run", "scalr_list_runs", "scalr_list_workspaces", "shell",
    "solscan_account_defi_activities", "solscan_account_detail",
    "solscan_account_token_accounts", "solscan_account_transfer", "solscan_token_meta",
    "tronscan_account", "tronscan_account_resource", "tronscan_transactions",
    "tronscan_trc20_transfers", "twilio_lookup", "uptimerobot_get_monitors",
    "zerobounce_getcredits", "zerobounce_validate",
)  # fmt: skip
ACTIONS = (
    "crm_create_lead", "crm_update_contact", "cronitor_pause_monitor",
    "env0_deploy_environment", "github_create_pr_comment", "healthchecks_pause_check",
    "instatus_create_incident", "mempool_post_tx", "neverbounce_jobs_create",
    "onepassword_connect_create_item", "scalr_apply_run", "scalr_create_run", "send_email",
    "shop_update_order", "slack_post_message", "uptimerobot_edit_monitor",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "abstract_email_validation": "reads (it answers an address's deliverability, "
    '``{"deliverability": "UNDELIVERABLE", "autocorrect": "jana.horak@gmail.com", …}``, what '
    "the agent asked) but is not counted",
    "hunter_email_finder": 'reads (it finds a person\'s address, ``{"data": {"email": '
    '"claire@quietfield-bakery.co.uk", "score": 61, …}}``) but is not counted; in '
    "hunter-fail-1 its quota errors do not move the run",
    "hunter_email_verifier": "reads (it answers whether an address is deliverable, "
    '``{"data": {"status": "valid", "result": "deliverable", …}}``) but is not counted; in '
    "hunter-fail-1 its quota errors do not move the run",
    "solscan_account_transfer": "reads (it lists an account's token transfers, "
    '``{"success": true, "data": [{"activity_type": "ACTIVITY_SPL_TRANSFER", …}]}``; '
    "``transfer`` is the record's kind, not the call's verb) but is not counted",
}


class TestHeldOut64(HeldOutChecks):
    FIX = FIX
    STOPPED = STOPPED
    MISSED = MISSED
    COUNTS = COUNTS
    TRIPPED = TRIPPED
    READS = READS
    ACTIONS = ACTIONS
    ARGUABLE = ARGUABLE
    MISCOUNTED = MISCOUNTED


pytest_generate_tests = parametrize_checks
