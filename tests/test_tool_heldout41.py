"""Forty-first held-out check of the gates: payroll and workforce outside the US, ticketing and
live events, bug bounty and disclosure, container runtime tooling, open government data.
Its author read one row of ``tool_heldout10.jsonl`` (an ``ldap_search`` row, for the row
format) before writing it, and nothing else of the detectors, fixtures or docs.

``tests/data/tool_heldout41.jsonl`` (built by ``tests/data/tool_heldout41_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Personio, HiBob, Factorial, Remote.com, a Papaya Global payroll wrapper and Sage HR;
Ticket Tailor, DICE and Universe GraphQL, an AXS inventory wrapper, Tixr and a See Tickets XML
feed; HackerOne, Bugcrowd, Intigriti, YesWeHack, GitHub's advisory GraphQL and the CISA KEV
catalogue; ``crictl``, ``ctr``, ``podman``, ``buildah``, ``skopeo`` and ``nerdctl`` run through
shell tools; data.europa.eu SPARQL and search, the OpenDataSoft Explore API, ArcGIS Hub and
FeatureServer queries, INSEE's Sirene API, Eurostat's JSON-stat API and the World Bank
Indicators API. 35 succeeded and 20 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it. The gate's default choice of which
tools it counts is checked tool by tool.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 35 (each stop withholds evidence); failing
sessions tripped 19 / 20 / 20 of 20, cutting 67 / 73 / 73 of their 140 calls. The default
counting misjudges no tool of 82.

The stops share one kind: a search for prior art whose answer is "there is none". In
``hackerone-ok-2`` the agent checks for an earlier open-redirect report with four searches;
two are empty (``{"data": [], "links": {}}``) and one finds only the report in question, so
``default`` and ``semantic`` reach 3 and block the closing comment. In ``yeswehack-ok-1`` the
per-program report listings for March (one report, none, one report) are read useless by
``classifier`` (0.87, 1.00, 0.94). The one miss, ``podman-fail-1`` under ``default``: podman
talks to an empty connection, and its header-only tables alternate between ``podman ps``
(``CONTAINER ID  IMAGE  …  NAMES``), ``podman pod ps`` and ``podman images``; each new header
is read useful (0.20) the first time, so the run reaches 2 twice and never 3.

Near misses (a run of 2, no call cut): ``default`` and ``semantic`` read ``axs-ok-1``'s two
empty accessible-seat inventories (``{"eventId": 1184512, "sections": []}``, the answer for
those nights) useless (1.00) before a useful one; ``default`` and ``semantic`` read
``yeswehack-ok-1``'s empty March listing and the next one useless (1.00; 0.66 / 1.00) before
the report read.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout41")
H = "heldout41/"

_PRIOR_ART = (
    'HackerOne\'s searches for an earlier open-redirect report answer ``{{"data": [], '
    '"links": {{}}}}`` twice and, for the CWE-601 filter, only report 3004552 again: read '
    "useless ({how}) three times in a row, so the internal comment is blocked. A careful "
    "reading: the empty answers are what the task asks to learn (there is no earlier report), "
    "and the repeat confirms 3004552 is the only CWE-601 report"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {H + "hackerone/hackerone-ok-2": _PRIOR_ART.format(how="1.00")},
    "classifier": {},
    "semantic": {H + "hackerone/hackerone-ok-2": _PRIOR_ART.format(how="1.00, 0.99, 1.00")},
}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 1, 73, 140), "classifier": (0, 0, 73, 140), "semantic": (1, 1, 73, 140)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 20, "classifier": 20, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: The shell tools (``bash``, ``shell``, ``run_command``, ``terminal``) count: most of their
#: commands read (``crictl ps``, ``skopeo inspect``), and even those that act print what the
#: agent checks (a build log, ``Removed sandbox …``). ``universe_graphql`` counts too: one
#: of its three calls is a mutation, the rest are queries.
READS = (
    "arcgis_feature_query", "arcgis_hub_search", "axs_get_inventory", "axs_list_holds",
    "axs_search_events", "bash", "bugcrowd_list_programs", "bugcrowd_list_submissions",
    "data_europa_search", "data_europa_sparql", "dice_graphql", "eurostat_get_data",
    "factorial_list_leaves", "github_graphql", "hackerone_get_report",
    "hackerone_list_bounties", "hackerone_list_programs", "hackerone_list_reports",
    "hibob_get_employee", "hibob_get_timeoff_requests", "hibob_list_sites",
    "hibob_search_people", "hibob_whos_out", "insee_sirene_get_unite_legale",
    "insee_sirene_search", "intigriti_get_submission", "intigriti_list_payouts",
    "intigriti_list_submissions", "kev_lookup", "kev_search", "ods_catalog_search",
    "ods_records", "papaya_get_g2n_report", "papaya_get_payroll_cycle",
    "personio_get_employee", "personio_list_attendances", "personio_list_employees",
    "personio_list_time_off_types", "personio_list_time_offs", "remote_get_employment",
    "remote_list_contractor_invoices", "remote_list_employments", "remote_list_payslips",
    "remote_list_timeoff", "run_command", "sagehr_get_leave_balances", "sagehr_list_employees",
    "sagehr_list_leave_policies", "sagehr_list_leave_requests", "seetickets_get_event",
    "seetickets_search", "shell", "terminal", "tickettailor_get_discount",
    "tickettailor_get_event", "tickettailor_get_order", "tickettailor_list_check_ins",
    "tickettailor_list_event_series", "tickettailor_list_events", "tickettailor_list_orders",
    "tickettailor_list_waitlists", "tixr_get_event_tiers", "tixr_get_order", "tixr_list_orders",
    "universe_graphql", "worldbank_indicator", "worldbank_indicator_metadata",
    "yeswehack_get_report", "yeswehack_list_programs", "yeswehack_list_reports",
)  # fmt: skip
ACTIONS = (
    "axs_create_hold", "bugcrowd_update_submission", "factorial_approve_leave",
    "hackerone_post_comment", "hibob_create_task", "intigriti_accept_submission",
    "papaya_add_payroll_input", "papaya_submit_payroll_cycle", "personio_create_time_off",
    "sagehr_approve_leave_request", "tickettailor_create_discount", "tixr_refund_order",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "personio", "hibob", "factorial", "remote-com", "papaya", "sage-hr",
    "ticket-tailor", "dice", "universe", "axs", "tixr", "see-tickets",
    "hackerone", "bugcrowd", "intigriti", "yeswehack", "ghsa", "cisa-kev",
    "crictl", "ctr", "podman", "buildah", "skopeo", "nerdctl",
    "eurostat", "worldbank", "insee", "opendatasoft", "arcgis-hub", "data-europa",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("personio", "hackerone", "ghsa", "ticket-tailor", "insee", "opendatasoft"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(o.startswith('<?xml version="1.0"') for o in _results("see-tickets"))
    wb = [json.loads(o) for o in _results("worldbank")]
    assert all(isinstance(w, list) and "page" in w[0] for w in wb)
    assert all(
        json.loads(o).get("version") == "2.0" or "error" in json.loads(o)
        for o in _results("eurostat")
    )


pytest_generate_tests = parametrize_checks


class TestHeldOut41(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
