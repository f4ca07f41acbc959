"""Fifteenth held-out check of the gates: home, building and energy systems, publishing and
research workflows, commerce operations, data platforms, and agents' own memory and planning
tools.

``tests/data/tool_heldout15.jsonl`` (built by ``tests/data/tool_heldout15_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
Enphase and SolarEdge energy APIs, ecobee and Nest SDM thermostats, BACnet and Modbus reads
through a gateway, OPC UA, an OCPP back office and Green Button (ESPI Atom) usage feeds; Google
Scholar through ``scholarly``, Unpaywall, OpenCitations, bioRxiv/medRxiv, an Overleaf project
built with latexmk, pandoc with calibre's ``ebook-meta``, and Transistor's podcast API; Amazon's
SP-API (a report polled until ``DONE``, orders paged by ``NextToken``), WooCommerce,
BigCommerce and Magento, Klaviyo, Gorgias, ShipStation, AvaTax and Recharge; Great Expectations
and Soda, Airbyte and Fivetran, Kafka Connect with Debezium, Trino, Iceberg and Delta metadata
through Spark SQL, and Monte Carlo's incidents; mem0, a planner, a notes scratchpad, a
sub-agent hand-off and the browser's history and bookmarks. 36 succeeded and 20 failed (a
source failed silently and the agent kept calling). The fixture was written without reading
the detectors, the shape readers, the gate's tool counting or the earlier fixtures, and
committed before it was first measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 1 of 36 (the one stop withholds evidence); failing
sessions tripped 14 / 9 / 10 of 20, cutting 29 / 25 / 26 of their 113 calls. The default
counting misjudges 6 of the fixture's 128 tools (4 reads left out, 2 actions counted).

The kinds of misreading (each session's text is in ``STOPPED`` and ``MISSED``):

* An empty answer inside a well-formed envelope read as data: SolarEdge's periods without a
  ``value`` (``"values":[{"date":"2025-04-01 00:00:00"},…]``), an Atom ``feed`` with no
  ``entry``, bioRxiv's ``{"messages":[{"status":"no posts found"}],"collection":[]}`` (by
  ``classifier`` and ``semantic``; ``default`` reads its first one useful, 0.20).
* The same stale items to every request read as data, not as nothing new: an OCPP meter value
  frozen at 01:12:44 polled six times, Transistor's page 1 for pages 2 and 3, Gorgias' three
  newest tickets for every search, Recharge's first subscriptions (another customer's) for
  every customer, a Great Expectations result from 2 April for every checkpoint, and mem0's
  same three memories at score 0.0 for every query. ``default`` reads the repeats useless (the
  first useful), which in the two four-call sessions (Transistor, Gorgias) reaches 3 only at
  the last call; ``classifier`` reads them all useful or unknown, ``semantic`` all but the
  Great Expectations results (useless, 1.00).
* A failure spread over several tools of one source: ecobee's expired token (code 14) answers
  three tools, none more than twice, so no per-tool run reaches 3 (``default`` even reads the
  first answer of each tool useful, 0.20).
* A tool the gate does not count: ``latex_build``, whose "All targets (thesis.pdf) are
  up-to-date" to every rebuild is the failing run's only signal.
* Distinct sub-agent summaries read useless (``semantic``: 0.99-1.00, all four).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): ``semantic`` reads the three ``overleaf_git`` answers of ``latex-ok-1`` (the pull's
fast-forward, the commit, the push) useless, reaching 3 at the push; every gate reads the Nest
``:executeCommand`` answer ``{}`` useless (0.99-1.00) and counts it, so two commands make a run
of 2 and a third would have tripped; ``semantic`` reads both browser-history searches useless
(1.00); ``classifier`` reads the third and fourth sub-agent summaries useless (0.89, 0.90).
Single useless readings, not enough to stop: of answers the user asked for, BACnet's
``unknown-object`` error (no such sensor) and an empty ``list-of-event-summaries`` (no alarm),
Unpaywall's "isn't in Unpaywall", Monte Carlo's ``{"data": {"getMonitors": []}}``, Trino's
first query error, the Great Expectations result that holds the failures (``default`` and
``semantic``, 1.00), the scratchpad's "No notes yet." (``default``, 0.77) and "No notes match
'ACME warranty'." (``semantic``, 1.00); of data, the BACnet Who-Is listing (0.72 / 0.94 /
0.99), the planner's board (``default`` 1.00, ``semantic`` 0.99), ShipStation's order list
(``classifier`` 0.91, ``semantic`` 0.99), and, for ``semantic``, Scholar's author matches,
Airbyte's connections and Kafka Connect's status with the failed task's trace; of repeats that
are a poll's legitimate answer, ``default``'s 1.00 for the second identical ``IN_PROGRESS``
report poll, the second identical Fivetran ``syncing`` poll and the final Debezium status
(``RUNNING`` again, the confirmation asked for).
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout15")
H = "heldout15/"

_SUBAGENT = (
    "the sub-agents' summaries, each a different CRM with its own prices and sources "
    "(``Summary (Tallow CRM): Pricing is per user: Starter USD 15/user/month …``, ``Summary "
    "(Rookery): Flat pricing by contact count …``, ``Summary (Fernhill Donor): Built for "
    "fundraising; USD 89/month base …``), are read useless (0.99-1.00), so the gate trips at "
    "the third and blocks the follow-up on Rookery's full export"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {H + "subagent/subagent-ok-1": _SUBAGENT},
}

_SOLAR = (
    "SolarEdge answers every week of April with periods and no values "
    '(``{{"energy":{{"timeUnit":"DAY","unit":"Wh","measuredBy":"INVERTER","values":'
    '[{{"date":"2025-04-01 00:00:00"}},{{"date":"2025-04-02 00:00:00"}},…]}}}}``: the site stopped '
    "reporting, no period has a reading), and the power endpoint the same: read {how} six times"
)
_OCPP = (
    'the back office serves the same last meter values to six polls (``{{"transactionId": '
    '20917, …, "timestamp": "2025-05-10T01:12:44Z", … "value": "55230412", … '
    '"measurand": "Energy.Active.Import.Register"…``; the charger stopped reporting at 01:12): '
    "read {how}, never as nothing new"
)
_FEED = (
    "the Green Button feed answers every summer month with an Atom feed without an entry "
    '(``<feed xmlns="http://www.w3.org/2005/Atom" …><id>…</id><title>Green Button Usage '
    'Feed</title><updated>…</updated><link href="…/IntervalBlock?published-min=2024-06-01'
    'T00:00:00Z&amp;published-max=2024-07-01T00:00:00Z" rel="self"/></feed>``): read {how} '
    "six times"
)
_LATEX = (
    "``latex_build`` is not counted (it builds: its log is what the agent asked to learn), and "
    'every rebuild after the first edit answers "Rc files read: … Latexmk: All targets '
    '(thesis.pdf) are up-to-date" (the edits go to another copy of the source); {how}'
)
_PODCAST = (
    'Transistor answers pages 2 and 3 with page 1 again (``{{"data":[{{"id":"3310704",…'
    '"title":"Night Shift Stories #64"…}}],"meta":{{"currentPage":1,"totalPages":7,…}}}}``: '
    "the agent passes ``page``, not ``pagination[page]``): {how}"
)
_GORGIAS = (
    'every search ("charged twice", "double charge order 48121", …) lists the same three '
    'newest tickets (``"subject": "Where is my order?"``, "Change shipping address", "Size '
    'exchange for apron"): {how}'
)
_GX = (
    "the checkpoint tool serves the same stored result to every checkpoint "
    '(``{"name": "orders_nightly", "success": false, "run_id": {"run_name": '
    '"orders_nightly-20250402T020011", …``: April\'s orders suite, not the suite asked): read '
    "useful (0.76-0.83) four times"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "solar/solar-fail-1": _SOLAR.format(how="useful (0.20)"),
        H + "green-button/green-button-fail-1": _FEED.format(how="useful (0.27)"),
        H + "latex/latex-fail-1": _LATEX.format(
            how="read useful (0.45) the first time, useless (1.00) after"
        ),
        H + "podcast/podcast-fail-1": _PODCAST.format(
            how="the first read useful (0.20), the repeats useless: 3 only at the last call"
        ),
        H + "gorgias/gorgias-fail-1": _GORGIAS.format(
            how="the first read useful (0.20), the repeats useless: 3 only at the last call"
        ),
    },
    "classifier": {
        H + "solar/solar-fail-1": _SOLAR.format(how="useful (0.53-0.77)"),
        H + "ocpp/ocpp-fail-1": _OCPP.format(how="useful (0.53-0.59)"),
        H + "green-button/green-button-fail-1": _FEED.format(how="useful (0.60)"),
        H + "latex/latex-fail-1": _LATEX.format(how="read useful (0.77-0.82)"),
        H + "podcast/podcast-fail-1": _PODCAST.format(how="read useful (0.78-0.79) four times"),
        H + "gorgias/gorgias-fail-1": _GORGIAS.format(how="read unknown (0.50) four times"),
        H + "data-quality/data-quality-fail-1": _GX,
    },
    "semantic": {
        H + "solar/solar-fail-1": _SOLAR.format(how="unknown (0.50)"),
        H + "green-button/green-button-fail-1": _FEED.format(how="unknown (0.50)"),
        H + "latex/latex-fail-1": _LATEX.format(
            how="read useless (1.00) three times and unknown (0.50) twice"
        ),
        H + "podcast/podcast-fail-1": _PODCAST.format(how="read unknown (0.50) four times"),
        H + "gorgias/gorgias-fail-1": _GORGIAS.format(how="read unknown (0.50) four times"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 31, 113), "classifier": (0, 0, 28, 113), "semantic": (1, 1, 31, 113)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 13, "semantic": 15}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute, build or check count: their output (a build log, a conversion's
#: warnings, a data-quality scan) is what the agent asked to learn. Left out, as arguable:
#: ``overleaf_git`` (a pull fetches, a commit or push acts), ``calibre_ebook_meta`` (lists an
#: e-book's metadata, or sets it when given values), ``avatax_create_transaction`` (creates a
#: transaction, but an uncommitted SalesOrder's answer is the tax quote asked for) and
#: ``delegate_task`` (a sub-agent's summary is what the agent asked to learn, but a sub-agent
#: may be sent to act).
READS = (
    "airbyte_get_job", "airbyte_list_connections", "airbyte_list_jobs",
    "avatax_resolve_address", "bacnet_get_event_information", "bacnet_read_multiple",
    "bacnet_read_property", "bacnet_who_is", "bigcommerce_get_categories",
    "bigcommerce_get_products", "biorxiv_details", "biorxiv_pubs", "bookmarks_get_children",
    "bookmarks_search", "connect_connector_offsets", "connect_connector_status",
    "connect_get_connector_config", "connect_list_connectors", "csms_get_charge_point",
    "csms_get_meter_values", "csms_get_transaction", "csms_list_transactions",
    "ecobee_get_thermostats", "ecobee_runtime_report", "ecobee_thermostat_summary",
    "enphase_energy_lifetime", "enphase_list_devices", "enphase_list_systems",
    "enphase_micro_telemetry", "enphase_production_telemetry", "fivetran_get_connector",
    "fivetran_list_connectors", "gorgias_list_macros", "gorgias_list_messages",
    "gorgias_list_tickets", "gorgias_search_tickets", "greenbutton_get_interval_blocks",
    "greenbutton_get_resource", "gx_run_checkpoint", "history_search", "kafka_get_offsets",
    "klaviyo_get_campaigns", "klaviyo_get_lists", "klaviyo_get_profile_lists",
    "klaviyo_get_profiles", "klaviyo_query_campaign_values", "latex_build", "list_dir",
    "magento_get_order", "magento_search_orders", "mem0_search",
    "modbus_read_holding_registers", "montecarlo_get_incidents", "montecarlo_get_monitors",
    "montecarlo_get_table_lineage", "notes_list", "notes_read", "notes_search",
    "opcua_browse", "opcua_history_read", "opcua_read", "opencitations_citation_count",
    "opencitations_citations", "opencitations_meta", "plan_view", "read_attachment",
    "read_doc", "recharge_list_charges", "recharge_list_customers",
    "recharge_list_subscriptions", "rsvg_convert", "run_pandoc",
    "scholar_author_publications", "scholar_search_author", "scholar_search_pubs",
    "sdm_get_device", "sdm_list_devices", "search_source", "shipstation_get_rates",
    "shipstation_list_orders", "soda_scan", "solaredge_equipment_data",
    "solaredge_site_energy", "solaredge_site_inventory", "solaredge_site_power",
    "solaredge_sites_list", "spapi_download_report", "spapi_get_order_items",
    "spapi_get_orders", "spapi_get_report", "spapi_get_report_document", "spark_sql",
    "transistor_episode_analytics", "transistor_list_episodes", "transistor_list_shows",
    "trino_query", "unpaywall_lookup", "view_source", "woo_list_products",
    "woo_list_variations",
)  # fmt: skip
ACTIONS = (
    "airbyte_create_job", "bigcommerce_update_product", "bookmarks_create",
    "connect_restart_connector", "csms_remote_start_transaction",
    "csms_remote_stop_transaction", "ecobee_update_thermostat", "fivetran_sync_connector",
    "gorgias_create_message", "gorgias_update_ticket", "klaviyo_add_profiles_to_list",
    "mem0_add", "montecarlo_set_incident_feedback", "notes_write", "patch_source",
    "plan_create", "plan_update", "recharge_skip_charge", "recharge_update_subscription",
    "sdm_execute_command", "shipstation_create_label_for_order", "spapi_create_report",
    "transistor_create_episode", "woo_update_variation",
)  # fmt: skip
ARGUABLE = ("avatax_create_transaction", "calibre_ebook_meta", "delegate_task", "overleaf_git")

_LEFT_OUT = "reads ({what}) but is not counted"
_ACTED = "acts (its answer is a receipt: {what}) and is counted; {read}"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "latex_build": _LEFT_OUT.format(
        what="latexmk's log: the errors, undefined references and page count it was run to "
        "learn, and the failing run's only signal"
    ),
    "fivetran_sync_connector": _ACTED.format(
        what='``{"code":"Success","message":"Sync has been successfully triggered for '
        "connector with id 'decent_kangaroo'\"}``",
        read="the sync is read with fivetran_get_connector",
    ),
    "sdm_execute_command": _ACTED.format(
        what="``{}``, Nest's answer to a command that took",
        read="the thermostat is read with sdm_get_device",
    ),
}

FAMILIES = {
    "avalara", "biorxiv", "bms", "browser-history", "data-incidents", "data-quality", "elt",
    "gorgias", "green-button", "kafka-connect", "klaviyo", "lakehouse", "latex", "memory",
    "ocpp", "opcua", "opencitations", "pandoc", "planner", "podcast", "recharge", "scholar",
    "scratchpad", "shipstation", "solar", "sp-api", "storefront", "subagent", "thermostat",
    "trino", "unpaywall",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _by_family() -> dict[str, list[tuple[str, str]]]:
    out: dict[str, list[tuple[str, str]]] = {}
    for e in FIX.episodes():
        out.setdefault(e.id.split("/")[1], []).extend(
            (s.action, s.observation or "") for s in e.steps
        )
    return out


def test_formats() -> None:
    """The formats the build script says each family's tools answer in."""
    fam = _by_family()
    assert all(o.startswith('<?xml version="1.0"') and 'xmlns="http://www.w3.org/2005/Atom"' in o
               for _, o in fam["green-button"])  # fmt: skip
    ecobee = [json.loads(o) for t, o in fam["thermostat"] if t.startswith("ecobee_")]
    ecobee = [b for b in ecobee if "reportList" not in b]  # a runtime report's own layout
    assert {b["status"]["code"] for b in ecobee} == {0, 14}
    for family in ("podcast", "klaviyo"):  # JSON:API documents (or a 204's empty body)
        bodies = [json.loads(o) for _, o in fam[family] if o]
        assert bodies and all("data" in b for b in bodies)
    solaredge = [json.loads(o) for t, o in fam["solar"] if t == "solaredge_site_energy"]
    assert any(all("value" not in v for v in b["energy"]["values"]) for b in solaredge)
    assert any(all("value" in v for v in b["energy"]["values"]) for b in solaredge)
    modbus = [json.loads(o) for t, o in fam["bms"] if t.startswith("modbus_")]
    assert {b.get("error") for b in modbus} == {
        None,
        "Exception Response(131, 3, GatewayNoResponse)",
    }
    assert all(o.startswith("Query ") and " failed: " in o or o.endswith(" rows)")
               for _, o in fam["trino"])  # fmt: skip
    assert ("run_pandoc", "") in fam["pandoc"]  # pandoc says nothing when all went well


pytest_generate_tests = parametrize_checks


class TestHeldOut15(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
