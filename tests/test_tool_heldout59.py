"""Fifty-ninth held-out check of the gates: web archives, small-business bookkeeping,
subscription billing, scheduling and booking pages, data quality and metadata.

``tests/data/tool_heldout59.jsonl`` (built by ``tests/data/tool_heldout59_build.py``) holds 60
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: archive.today timemaps and its CAPTCHA interstitial, the Common Crawl CDX index
server, Memento TimeTravel, Perma.cc's API, the ArchiveBox CLI and Webrecorder's ``wacz``;
Zoho Books, FreeAgent, Invoice Ninja, Akaunting and Manager.io; Recurly, Maxio (Chargify),
Lago, Orb, Metronome and Stigg; Calendly, Cal.com, Acuity Scheduling, SavvyCal and Microsoft
Bookings through Graph; Great Expectations run from a python tool, ``soda scan`` and Soda
Cloud, Monte Carlo's GraphQL API, OpenMetadata and Elementary's ``edr``. 37 succeeded and 23
failed (a source failed silently and the agent kept calling). The fixture was written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 37 (the same one, ``commoncrawl-ok-2``, withholding
evidence); failing sessions tripped 20 / 17 / 20 of 23, cutting 56 / 48 / 56 of their 150
calls. The default counting misjudges three tools of 88, all actions it counts:
``acuity_reschedule_appointment``, ``invoiceninja_bulk_invoices`` (its ``email`` action) and
``maxio_migrate_subscription``.

The stop is a legitimate "not found" repeated: Common Crawl's ``No Captures found`` for one
URL in three monthly crawls, which is what the task (does a copy exist?) asks to learn.

The misses share three kinds. An error a CLI prints inside its ordinary report (``soda scan``'s
``Could not connect to data source … Oops! 1 error. 0 failures.``, ``edr``'s ``ERROR — Could
not find the elementary profile``) is read useful: by every gate for Soda, by ``classifier``
for Elementary. A wrong tenant answering well-formed empties or samples (Monte Carlo's
sandbox account, FreeAgent's sandbox company, OpenMetadata's ``sample_data`` tables for every
query) is caught by ``default`` and ``semantic`` from the repeats, but the first empty is read
useful, and one informative read in between (the account's name, ``Acme Data (sandbox)``)
resets the run so that k is reached only at the last call; ``classifier`` reads them useful
throughout. And an expired token refusing an action (Perma.cc's ``perma_create_archive``,
five ``{"detail": "Invalid token."}``) is read useless by all, but actions are not counted and
the one read it refuses is called once.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): every gate reads the three archived page titles of ``archivetoday-ok-1`` (``Nvidia's
Rivals Bet Billions on A.I. Chips. Can Anyone Catch Up? - The New York Times``) useless
(0.80-1.00), reaching 3 at the last call; the two ``HTTP 404 Not Found (empty body)`` of
``memento_timetravel`` in ``memento-ok-2`` (the absence the task asks to confirm) useless
(0.97-1.00), a run of 2; Cal.com's two empty slot days (``{"status": "success", "data": {}}``)
before the free one in ``calcom-ok-1`` useless (1.00), a run of 2. ``default`` and ``semantic``
read the empty unexplained-transaction list of the credit card in ``freeagent-ok-1`` useless
(1.00), and every gate reads GX's ``{"success": false, "statistics": …}`` (the failing checks
the task asks about) useless (0.88-1.00), once each.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout59")
H = "heldout59/"

_NOT_FOUND = (
    'Common Crawl\'s ``HTTP 404 {{"message":"No Captures found for: acme-widgets.example/'
    'careers/2019-interns"}}`` in the September, August and July 2024 crawls is read useless '
    "({score}) three times in a row; each is the answer legal asked for (no copy in that "
    "crawl), and the fourth call, a prefix query, finds other careers pages"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {H + "commoncrawl/commoncrawl-ok-2": _NOT_FOUND.format(score="1.00")},
    "classifier": {H + "commoncrawl/commoncrawl-ok-2": _NOT_FOUND.format(score="0.96")},
    "semantic": {H + "commoncrawl/commoncrawl-ok-2": _NOT_FOUND.format(score="1.00")},
}

_SODA = (
    '``soda scan`` printing ``Could not connect to data source "marketing_wh": 250001 (08001): '
    "… Your free trial has ended and all of your virtual warehouses have been suspended … "
    "Oops! 1 error. 0 failures. 0 warnings. 0 pass.`` is read useful ({score}) at all seven "
    "calls; no check ever ran, the warehouse is suspended"
)
_PERMA = (
    'Perma.cc answers ``HTTP 401 Unauthorized {{"detail": "Invalid token."}}`` to all six calls '
    "and each is read useless ({score}), but five are ``perma_create_archive``, an action the "
    "counting leaves out, and the one read (``perma_list_folders``) is refused once: an "
    "expired token the gate cannot count"
)
_MC = (
    "Monte Carlo's sandbox account answers every incident query with "
    '``{{"data": {{"getIncidents": {{"edges": [], …}}}}}}``; the first empty is read useful '
    '({first}) and the account lookup ``"name": "Acme Data (sandbox)"`` useful ({user}), so '
    "the run of empties reaches 3 only at the last call{rest}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "soda/soda-fail-1": _SODA.format(score="0.20"),
        H + "montecarlo/montecarlo-fail-1": _MC.format(first="0.20", user="0.20", rest=""),
        H + "permacc/permacc-fail-1": _PERMA.format(score="1.00"),
    },
    "classifier": {
        H + "soda/soda-fail-1": _SODA.format(score="0.55-0.64"),
        H + "montecarlo/montecarlo-fail-1": _MC.format(
            first="0.35",
            user="0.87",
            rest=" (and ``getMonitors: []`` useful, 0.75), so it never passes 2",
        ),
        H + "permacc/permacc-fail-1": _PERMA.format(score="0.99-1.00"),
        H + "elementary/elementary-fail-1": "``edr`` printing ``ERROR — Could not find the "
        "elementary profile in ~/.dbt/profiles.yml.`` for six report and monitor runs is read "
        "useful (0.78-0.83) every time; no report was generated",
        H + "openmetadata/openmetadata-fail-1": "OpenMetadata's search answers six different "
        "queries (owner data-platform, snowflake_prod, orders …) with the same three "
        "``sample_data.ecommerce_db.shopify`` tables (``dim_address``, ``dim_customer``, "
        "``fact_order``): read useful (0.80-0.86) each time, a stale demo index",
        H + "freeagent/freeagent-fail-1": "FreeAgent's sandbox company (``My Sandbox Company``) "
        'answers ``{"invoices": []}``, ``{"contacts": []}``, ``{"bank_accounts": []}`` and a '
        "P&L of zeros: read useful (0.60-0.85) throughout; the agent is on the wrong "
        "environment",
    },
    "semantic": {
        H + "soda/soda-fail-1": _SODA.format(score="0.39"),
        H + "montecarlo/montecarlo-fail-1": _MC.format(first="0.39", user="0.39", rest=""),
        H + "permacc/permacc-fail-1": _PERMA.format(score="1.00"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 1, 56, 150), "classifier": (1, 1, 48, 150), "semantic": (1, 1, 56, 150)}
#: Failing sessions tripped (a call cut), of 23.
TRIPPED = {"default": 20, "classifier": 17, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell``, ``python``, ``http_get`` and ``montecarlo_graphql`` count: what they print is
#: what the agent asked to learn. Left open, as arguable: ``graph_post``, which reads staff
#: availability (``getStaffAvailability``) in one session and creates a Bookings appointment
#: in another.
READS = (
    "acuity_availability_times", "acuity_list_appointments", "acuity_list_calendars",
    "acuity_list_forms", "akaunting_list_accounts", "akaunting_list_categories",
    "akaunting_list_contacts", "akaunting_list_documents", "calcom_get_me",
    "calcom_get_slots", "calcom_list_bookings", "calcom_list_event_types",
    "calendly_get_current_user", "calendly_list_event_invitees", "calendly_list_event_types",
    "calendly_list_organization_memberships", "calendly_list_scheduled_events",
    "cc_collinfo", "cc_index_query", "freeagent_get", "graph_get", "http_get",
    "invoiceninja_list_clients", "invoiceninja_list_invoices", "lago_get_current_usage",
    "lago_get_customer", "lago_get_event", "lago_list_customers", "lago_list_invoices",
    "lago_list_plans", "lago_list_subscriptions", "maxio_list_customer_subscriptions",
    "maxio_list_customers", "maxio_list_reason_codes", "maxio_list_subscriptions",
    "maxio_preview_renewal", "memento_timemap", "memento_timetravel",
    "metronome_list_credit_grants", "metronome_list_customers", "montecarlo_graphql",
    "openmetadata_get_lineage", "openmetadata_get_table", "openmetadata_list_teams",
    "openmetadata_search", "orb_get_customer_costs", "orb_list_credits",
    "orb_list_customers", "orb_list_invoices", "orb_list_subscriptions", "perma_get_archive",
    "perma_list_folders", "python", "recurly_get_account", "recurly_list_account_invoices",
    "recurly_list_accounts", "recurly_list_invoices", "recurly_list_plan_subscriptions",
    "recurly_list_plans", "savvycal_get_current_user", "savvycal_list_events",
    "savvycal_list_links", "shell", "soda_cloud_get", "stigg_get_customer",
    "stigg_get_entitlement", "stigg_list_plans", "zohobooks_get_invoice",
    "zohobooks_list_bills", "zohobooks_list_customers", "zohobooks_list_expenses",
    "zohobooks_list_invoices", "zohobooks_list_vendors",
)  # fmt: skip
ACTIONS = (
    "acuity_reschedule_appointment", "akaunting_create_transaction", "calcom_create_booking",
    "calendly_cancel_event", "invoiceninja_bulk_invoices", "invoiceninja_create_invoice",
    "lago_create_event", "maxio_migrate_subscription", "metronome_create_credit_grant",
    "openmetadata_patch_table", "perma_create_archive", "recurly_cancel_subscription",
    "recurly_create_account_note", "savvycal_create_link",
    "zohobooks_create_customer_payment", "zohobooks_email_payment",
)  # fmt: skip
ARGUABLE = ("graph_post",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "acuity_reschedule_appointment": "acts (it moves an appointment; its answer is the "
    "updated appointment record) and is counted; read once, useful",
    "invoiceninja_bulk_invoices": "acts (``action: email`` sends the invoice; its answer is "
    'the sent invoice, ``"status_id": "2"``, ``"last_sent_date"``) and is counted; read '
    "once, useful",
    "maxio_migrate_subscription": "acts (it moves a subscription to another product with "
    "proration; its answer is the migrated subscription) and is counted; read once, useful",
}

FAMILIES = {
    "acuity", "akaunting", "archivebox", "archivetoday", "calcom", "calendly", "commoncrawl",
    "elementary", "freeagent", "gx", "invoiceninja", "lago", "managerio", "maxio", "memento",
    "metronome", "montecarlo", "msbookings", "openmetadata", "orb", "permacc", "recurly",
    "savvycal", "soda", "stigg", "wacz", "zohobooks",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 60
    assert len(FIX.ids(True)) == 37 and len(FIX.ids(False)) == 23
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def _body(o: str) -> str:
    """A result less its leading ``HTTP nnn`` status line, where it has one."""
    return o.split("\n", 1)[1] if o.startswith("HTTP ") else o


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("zohobooks", "lago", "orb", "recurly", "calendly", "calcom", "stigg"):
        assert all(json.loads(_body(o)) is not None for o in _results(family)), family
    for o in _results("commoncrawl"):
        body = _body(o)
        if body.startswith("["):  # collinfo.json, pretty-printed
            assert json.loads(body)
        elif not body.startswith("<html>"):  # the CDX server's one object a line
            assert all(json.loads(line) for line in body.splitlines())
    assert all(json.loads(_body(o))["code"] in (0, 57) for o in _results("zohobooks"))
    soda_cli = [o for o in _results("soda") if not o.startswith("{")]
    assert soda_cli and all(o.startswith("[") and "Soda Core 3." in o for o in soda_cli)
    graph = [json.loads(_body(o)) for o in _results("msbookings")]
    assert all("@odata.context" in g or "error" in g for g in graph)


pytest_generate_tests = parametrize_checks


class TestHeldOut59(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
