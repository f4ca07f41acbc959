"""Fortieth held-out check of the gates: public transit and mobility data, insurance and
claims, sales engagement and enrichment, quantum cloud consoles, static analysis services.

``tests/data/tool_heldout40.jsonl`` (built by ``tests/data/tool_heldout40_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Transitland v2 REST, Navitia, OpenTripPlanner GraphQL, the TfL Unified API, Entur's
JourneyPlanner and geocoder, Citymapper; Socotra quotes and policies, EIS, Majesco FNOL, CCC
ONE estimates, Snapsheet claims and payments, Applied Epic; Outreach (JSON:API), Salesloft,
Apollo.io, Clearbit, ZoomInfo, Lusha; IonQ Cloud, ``az quantum``, ``dwave``, Rigetti ``qcs``,
Quantinuum Nexus through ``qnexus`` and Xanadu's ``xcc``; Codacy, DeepSource, Code Climate,
Coverity Connect, Checkmarx One and Veracode (XML build info and the Findings API). 36
succeeded and 20 failed (a source failed silently and the agent kept calling). The fixture was
written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures, and committed before any detector was run on it.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 36; failing sessions tripped 20 / 17 / 20 of 20,
cutting 59 / 51 / 59 of their 124 calls. The default counting misjudges two tools of 94:
``socotra_issue_policy`` acts (it issues the policy; its answer is empty) but is counted, and
``transitland_stop_departures`` reads (the next departures at a stop) but is not counted.

The misses are all ``classifier``'s and share one kind: a failure worded as a plain JSON
message with no status word the classifier weighs (``{"message": "API rate limit
exceeded"}``, GraphQL's ``"Signature has expired"``, the same cached page of two Acme Corp
prospects for every filter) is read useful at some calls and useless at others, so a tool's
run never reaches 3 before the session ends.

Near misses not counted (a run of 2, or a run of 1 between useful reads): ``default`` reads
Salesloft's two people pages of ``salesloft-ok-1`` useless (0.64; ``"last_contacted_at":
null`` rows, the never-contacted people the task asks for), a run of 2 on one tool, and reads
single legitimate empties useless once each (TfL's ``"total": 0, "matches": []`` for a stop
that does not exist, OTP's ``{"data": {"alerts": []}}``, Socotra's ``{"claims": [], "total":
0}`` open claims, Coverity's ``"totalRows": 0``, Codacy's PR issues ``"data": []``,
Clearbit's ``unknown_record``, the repeated Checkmarx ``"Running"`` and Veracode ``"Scan In
Process"`` polls, Majesco's first ``"adjuster": null``); ``semantic`` reads the same two
Salesloft pages useless (1.00), a run of 2, and Xanadu's ``complete`` (the job status asked
for) useless (1.00) between an unknown and a useful; ``classifier`` reads the same two
legitimate empties (TfL, OTP) useless (0.91-0.94) once each.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout40")
H = "heldout40/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {},
    "classifier": {
        H + "transitland/transitland-fail-1": 'Transitland\'s ``{"message": "API rate limit '
        'exceeded"}`` (the key is throttled for the rest of the session) is read useful '
        "(0.86) at three of the four transitland_stops calls and useless (1.00) at the last; "
        "transitland_operators reaches 2 only at the session's last call",
        H + "outreach/outreach-fail-1": "the Outreach wrapper's cached first page "
        '(``{"data": [{"type": "prospect", "id": 10001, … "firstName": "Alex", "lastName": '
        '"Morgan", … "company": "Acme Corp"`` and Sam Lee) answers six different filters for '
        "Northwind Health: read useful (0.78-0.87) at calls 1, 3 and 6 and useless (0.89) "
        "between, so the run never passes 2",
        H + "deepsource/deepsource-fail-1": '``{"errors": [{"message": "Signature has '
        'expired", … "path": ["repository"]}], "data": {"repository": null}}`` (the personal '
        "access token expired) is read useful (0.83) at calls 1, 2 and 4 and useless (0.89) "
        "at 3, 5 and 6: a run of 2 at the session's last call",
    },
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 59, 124), "classifier": (0, 0, 51, 124), "semantic": (0, 0, 59, 124)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 20, "classifier": 17, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell`` and ``python`` count: what they print (a target list, a job's status, a sample
#: set) is what the agent asked to learn, even where the command books a reservation or
#: submits a job. Left out, as arguable: Socotra's ``socotra_price_quote`` and
#: ``socotra_underwrite_quote`` (they move the quote's state, but their answer, the premium or
#: the decision, is what the agent reads).
READS = (
    "apollo_people_match", "apollo_people_search", "ccc_get_assignment", "ccc_get_estimate",
    "ccc_list_assignments", "ccc_list_estimates", "checkmarx_get_results",
    "checkmarx_get_scan", "checkmarx_list_projects", "checkmarx_list_scans",
    "citymapper_coverage", "citymapper_directions_transit", "citymapper_traveltimes",
    "clearbit_company_find", "codacy_get_repository_with_analysis",
    "codacy_list_organization_repositories", "codacy_list_pull_request_issues",
    "codacy_search_repository_issues", "codeclimate_get_files", "codeclimate_get_repos",
    "codeclimate_get_snapshot", "coverity_issues_search", "deepsource_graphql",
    "eis_billing_account", "eis_billing_transactions", "eis_policy_coverages",
    "eis_policy_get", "entur_geocoder", "entur_journeyplanner", "epic_activity_get",
    "epic_attachment_search", "epic_certificate_list", "epic_client_search",
    "epic_policy_list", "ionq_backends", "ionq_get_job", "ionq_get_job_results",
    "ionq_list_jobs", "lusha_company", "lusha_person", "majesco_get_claim",
    "navitia_journeys", "navitia_line_disruptions", "navitia_lines", "navitia_places",
    "otp_graphql", "outreach_list_mailboxes", "outreach_list_prospects",
    "outreach_list_sequences", "python", "salesloft_list_people", "shell",
    "snapsheet_get_claim", "snapsheet_get_payment", "snapsheet_list_payments",
    "snapsheet_list_vendors", "snapsheet_search_claims", "socotra_get_account",
    "socotra_get_policy", "socotra_search_claims", "socotra_search_policies",
    "tfl_arrivals", "tfl_journey", "tfl_line_route_sequence", "tfl_line_status",
    "tfl_line_stoppoints", "tfl_stoppoint", "tfl_stoppoint_search", "transitland_operators",
    "transitland_route", "transitland_routes", "transitland_stop_departures",
    "transitland_stops", "veracode_findings", "veracode_getbuildinfo",
    "zoominfo_enrich_contact", "zoominfo_lookup", "zoominfo_search_company",
    "zoominfo_search_contact",
)  # fmt: skip
ACTIONS = (
    "checkmarx_create_scan", "codacy_update_issue_state", "coverity_update_triage",
    "epic_activity_insert", "ionq_create_job", "majesco_create_fnol",
    "outreach_create_sequence_state", "salesloft_create_note", "snapsheet_create_payment",
    "socotra_accept_quote", "socotra_add_note", "socotra_create_quote", "socotra_issue_policy",
)  # fmt: skip
ARGUABLE = ("socotra_price_quote", "socotra_underwrite_quote")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "socotra_issue_policy": "acts (it issues the accepted quote's policy; Socotra answers "
    "with an empty body) and is counted; the policy's state is read with socotra_get_policy. "
    "Its one empty answer in socotra-ok-1 is read unknown (0.50), so nothing moves",
    "transitland_stop_departures": "reads (the next departures at a stop, with trips and "
    "routes) but is not counted: the word 'stop' in its name is taken for the verb "
    "(``transitland_stop`` is not counted either, ``get_stop`` is). Its one answer in "
    "transitland-ok-1 is read useful (0.20), so nothing is lost here",
}

FAMILIES = {
    "apollo", "applied-epic", "azq", "ccc", "checkmarx", "citymapper", "clearbit", "codacy",
    "codeclimate", "coverity", "deepsource", "dwave", "eis", "entur", "ionq", "lusha",
    "majesco", "navitia", "nexus", "otp", "outreach", "qcs", "salesloft", "snapsheet",
    "socotra", "tfl", "transitland", "veracode", "xanadu", "zoominfo",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("transitland", "navitia", "entur", "outreach", "lusha", "checkmarx"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    tfl = [json.loads(o) for o in _results("tfl")]
    assert all("statusCode" in t or "$type" in (t[0] if isinstance(t, list) else t) for t in tfl)
    assert all(o.startswith("<?xml") for o in _results("veracode") if not o.startswith("{"))
    outreach = [json.loads(o) for o in _results("outreach")]
    assert all("data" in o for o in outreach)


pytest_generate_tests = parametrize_checks


class TestHeldOut40(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
