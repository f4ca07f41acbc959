"""Forty-fifth held-out check of the gates: consumer banking aggregators, dental and optometry
practice systems, climate and carbon accounting, browser notebooks and analytics, legacy
Windows administration through a shell tool.

``tests/data/tool_heldout45.jsonl`` (built by ``tests/data/tool_heldout45_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: TrueLayer, Tink, GoCardless Bank Account Data (Nordigen), Yapily, MX and Finicity;
Open Dental's API, a Dentrix query wrapper, Curve Dental, Eaglesoft's SQL Anywhere output,
Compulink and RevolutionEHR; Climatiq, Patch, Cloverly, Watershed, Persefoni and Normative;
Hex runs, Mode report runs (HAL JSON), Zeppelin's REST API, Deepnote, Observable's
notebook-kit build and Count; ``sc.exe``, ``wevtutil``, ``Get-WinEvent``, ``dcdiag``,
``repadmin`` and ``netsh`` output through ``run_shell`` / ``powershell``. 35 succeeded and 20
failed (a source failed silently and the agent kept calling). The fixture was written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 15 / 14 / 15 of 20,
cutting 47 / 46 / 48 of their 131 calls. The default counting misjudges nine tools of 81:
six that start work and answer with a job or status (``hex_run_project``, ``mode_run_report``,
``mx_aggregate_member``, ``persefoni_run_calculation``, ``zeppelin_run_all``,
``finicity_refresh_accounts``) are counted, and the three reads of Patch (``patch_list_projects``,
``patch_get_order``, ``patch_list_technology_types``) are not: the name's ``patch`` is taken
for the HTTP verb, so Patch's expired key (``patch-fail-1``) is missed by every gate.

The other misses share one kind: an empty or sample answer that is well formed and varied by
the agent's own arguments, spread over two or three tools in turn. The first of each tool's
answers is read useful or unknown (the empty MX, Hex and Count pages, Count's
``"Welcome to Count"`` demo canvas, RevolutionEHR's ``Test Patient`` for every search), so a
run per tool reaches 3 only at the session's last call (``hex-fail-1``, ``repadmin-fail-1``:
trips with no call cut) or never (``mx-fail-1``, whose empty pages change ``per_page`` and
``current_page`` with each query, and ``count-fail-1``). In ``repadmin-fail-1`` the one
differently worded failure (``/replsummary``'s ``Experienced the following operational errors
… 1326``) is read useful by every gate and resets the run.

Near misses not counted (a run of 2): every gate reads both empty Climatiq searches of
``climatiq-ok-2`` (``{"results": [], … "total_results": 0 …}``, the 'no factor for France'
the task asks to learn) useless (0.94-1.00) before the third search finds the GB factors.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout45")
H = "heldout45/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_MX = (
    'MX answers every list with an empty page (``{"transactions": [], "pagination": '
    '{"current_page": 1, "per_page": 25, "total_entries": 0 …}}``, members and accounts the same: '
    "the user's connection is gone) over three tools in turn; {how}"
)
_COUNT = (
    'Count answers every listing and search with its demo canvas (``{"canvases": [{"id": '
    '"cv_demo", "title": "Welcome to Count", …}]}``) and every cell with ``"sample": true`` '
    "rows, over three tools in turn; the first of each is read {how}, the run reaches 2"
)
_REPADMIN = (
    "``LDAP error 49 (Invalid Credentials) Win32 Err 1326.`` five times, with "
    "``/replsummary``'s ``Experienced the following operational errors … 1326`` between: {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "count/count-fail-1": _COUNT.replace("{how}", "useful (0.20)"),
        H + "repadmin/repadmin-fail-1": _REPADMIN.replace(
            "{how}",
            "the first error and the summary read useful (0.20), the repeats useless, so "
            "the run reaches 3 only at the last call",
        ),
    },
    "classifier": {
        H + "mx/mx-fail-1": _MX.replace("{how}", "every page is read useful (0.35-0.74)"),
        H + "count/count-fail-1": _COUNT.replace("{how}", "useful (0.35)"),
        H + "repadmin/repadmin-fail-1": _REPADMIN.replace(
            "{how}", "every one read useful (0.79-0.85)"
        ),
        H + "revolutionehr/revolutionehr-fail-1": "RevolutionEHR answers every search (a "
        'diagnosis code, a name, a recall type) with the same ``{"items": [{"patientId": 100001, '
        '"firstName": "Test", "lastName": "Patient", …}], "totalCount": 1}`` (a sandbox tenant): '
        "read useless (0.88-0.89) but useful (0.86-0.87) at the first and fifth call, so the "
        "run reaches 2 twice",
    },
    "semantic": {
        H + "count/count-fail-1": _COUNT.replace("{how}", "useful (0.39)"),
        H + "repadmin/repadmin-fail-1": _REPADMIN.replace(
            "{how}",
            "the first error and the summary read useful (0.39), the repeats useless, so "
            "the run reaches 3 only at the last call",
        ),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 54, 131), "classifier": (0, 0, 51, 131), "semantic": (0, 0, 55, 131)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 16, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Estimates count (Climatiq's, Cloverly's shipping estimate): their answer is what the agent
#: asked to learn; so do job-status polls. Left out, as arguable: ``run_shell`` and
#: ``powershell``, which read (``sc query``, ``wevtutil qe``, ``dcdiag``) and act (``sc start``,
#: ``wevtutil cl``, ``netsh … add rule``, ``Unlock-ADAccount``) by the command.
READS = (
    "climatiq_batch_estimate", "climatiq_estimate", "climatiq_search",
    "cloverly_estimate_shipping", "compulink_find_patient", "compulink_get_orders",
    "count_get_cell_results", "count_list_canvases", "count_search_canvases",
    "curve_find_openings", "curve_list_providers", "curve_search_patients",
    "deepnote_list_projects", "dentrix_query", "eaglesoft_sql",
    "finicity_get_customer_accounts", "finicity_get_transactions", "gocardless_get_balances",
    "gocardless_get_details", "gocardless_get_requisition", "gocardless_get_transactions",
    "hex_get_run_status", "hex_list_projects", "hex_search_projects", "mode_get_query_result",
    "mode_get_report_run", "mode_list_reports", "mode_list_schedules", "mx_list_accounts",
    "mx_list_members", "mx_list_transactions", "mx_member_status", "normative_list_emissions",
    "normative_list_entities", "normative_list_transactions", "opendental_get_appointments",
    "opendental_get_claimprocs", "opendental_get_confirmations", "opendental_get_patients",
    "opendental_get_procedurelogs", "patch_get_order", "patch_list_projects",
    "patch_list_technology_types", "persefoni_get_calculation", "rev_get_encounters",
    "rev_get_prescriptions", "rev_search_patients", "tink_list_accounts",
    "tink_list_transactions", "truelayer_get_pending_transactions",
    "truelayer_get_transactions", "truelayer_list_accounts", "truelayer_list_cards",
    "watershed_get_footprint", "watershed_list_facilities", "yapily_get_accounts",
    "yapily_get_payment", "zeppelin_export_notebook", "zeppelin_get_notebook",
    "zeppelin_get_notebook_status", "zeppelin_get_paragraph", "zeppelin_list_notebooks",
)  # fmt: skip
ACTIONS = (
    "cloverly_purchase", "compulink_send_sms", "curve_book_appointment", "curve_create_patient",
    "deepnote_update_project", "finicity_refresh_accounts", "hex_run_project",
    "mode_run_report", "mx_aggregate_member", "opendental_create_commlog",
    "opendental_update_appointment", "patch_create_order", "persefoni_create_activity",
    "persefoni_run_calculation", "shopify_add_order_note", "yapily_create_payment",
    "zeppelin_run_all",
)  # fmt: skip
ARGUABLE = ("powershell", "run_shell")

_STARTS = "starts {what} and answers with {answer}; the result is read with {poll}"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "finicity_refresh_accounts": "acts (" + _STARTS.format(
        what="an account refresh at the institution", answer="a receipt or error",
        poll="finicity_get_customer_accounts",
    ) + ") and is counted",
    "hex_run_project": "acts (" + _STARTS.format(
        what="a project run", answer="its runId and URLs", poll="hex_get_run_status"
    ) + ") and is counted",
    "mode_run_report": "acts (" + _STARTS.format(
        what="a report run", answer='``"state": "enqueued"``', poll="mode_get_report_run"
    ) + ") and is counted",
    "mx_aggregate_member": "acts (" + _STARTS.format(
        what="an aggregation", answer="the member's status", poll="mx_member_status"
    ) + ") and is counted",
    "persefoni_run_calculation": "acts (" + _STARTS.format(
        what="a calculation job", answer='``"status": "queued"``',
        poll="persefoni_get_calculation",
    ) + ") and is counted",
    "zeppelin_run_all": "acts (" + _STARTS.format(
        what="every paragraph of a note", answer='``{"status": "OK"}``',
        poll="zeppelin_get_notebook_status",
    ) + ") and is counted",
}  # fmt: skip

FAMILIES = {
    "climatiq", "cloverly", "compulink", "count", "curve-dental", "dcdiag", "deepnote",
    "dentrix", "eaglesoft", "finicity", "get-winevent", "gocardless-bad", "hex", "mode", "mx",
    "netsh", "normative", "observable", "opendental", "patch", "persefoni", "repadmin",
    "revolutionehr", "sc-exe", "tink", "truelayer", "watershed", "wevtutil", "yapily",
    "zeppelin",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("truelayer", "tink", "mx", "finicity", "climatiq", "patch", "hex", "zeppelin"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(json.loads(o)["success"] in (True, False) for o in _results("patch"))
    assert all(o.startswith("SERVICE_NAME: ") or "[SC]" in o or "PID" in o or o.strip().isdigit()
               or o == "" for o in _results("sc-exe"))  # fmt: skip
    assert all("Directory Server Diagnosis" in o or "Sync from" in o or "Event[0]" in o
               for o in _results("dcdiag"))  # fmt: skip


pytest_generate_tests = parametrize_checks


class TestHeldOut45(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
