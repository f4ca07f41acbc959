"""Thirtieth held-out check of the gates: 3D and CAD, video platforms, platform engineering,
drug and protein data, time tracking and professional services.

``tests/data/tool_heldout30.jsonl`` (built by ``tests/data/tool_heldout30_build.py``) holds 55
hand-written sessions (313 calls) in the real-runs format on tool kinds the earlier fixtures
did not cover: headless Blender runs, FreeCAD's console through an MCP server, OpenSCAD
renders, the Onshape REST API, Autodesk Platform Services' model-derivative jobs polled to
``success``, Rhino.Compute's Grasshopper solves; Mux assets and live streams, Cloudinary's
Admin and Upload APIs, Vimeo, the Brightcove CMS API, Frame.io, AWS Elemental MediaConvert
jobs; ``nomad``, ``oc``, Rancher's v3 API, CircleCI v2, Buildkite's REST and GraphQL APIs,
``tkn``; PubChem PUG REST (with ``ListKey`` waiting), UniProt's TSV paged by ``Link``
headers, openFDA, DailyMed, ClinVar through E-utilities, DrugBank; Harvest, Toggl Track,
Clockify, Tempo, Kantata and Float. 35 succeeded and 20 failed (a source failed silently and
the agent kept calling). The fixture was written without reading the detectors, the shape
readers, the gate's tool counting or the earlier fixtures, and committed before it was measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 0 / 0 of 35 (both of default's stops withhold evidence);
failing sessions tripped 17 / 14 / 16 of 20, cutting 51 / 41 / 49 of their 137 calls. The
default counting misjudges one tool of 41: ``brightcove_oauth`` fetches a token (an action
whose answer is a credential, not an answer to the task) but is counted.

The misses share two kinds. A source that answers with a well-formed result of the wrong
thing: headless Blender, the file missing, goes on with its startup scene and prints the
default Cube for every query (read useful or unknown by all three gates); Harvest, pointed at
a sandbox account, answers every listing with an empty page of another shape each time
(``{"time_entries": [], … "total_entries": 0}``, ``{"projects": [], …}``), read useful by
``default`` and unknown by ``semantic``. And a failure whose text changes with the command:
OpenSCAD's empty renders after a missing ``use <…>`` are read useless only when they repeat an
earlier render word for word, so the run is broken twice. ``classifier`` and ``semantic``
also read Kantata's maintenance page unknown (0.50) six times; ``classifier`` reads a
model-derivative manifest stuck at ``"status": "pending"``, ``"progress": "0% complete"``
(0.56) and Nomad's ``dial tcp …: connect: connection refused`` (0.80-0.85) below its cut-off.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reads two ``[]`` answers of MediaConvert's ``list-jobs`` (no failed or
cancelled jobs, the answer the user expected) useless (1.00), CircleCI's empty artifact list
of the e2e job after the unit-test artifacts, and Tempo's second worklog page (0.56);
``classifier`` the same ``[]`` answers (0.99), the empty artifact list, Tempo's second page
(0.90) and Onshape's one-document search for 'gimbal' after the empty 'Gimbal v1' search
(0.87); ``semantic`` reads all three MediaConvert answers of ``mediaconvert-ok-2`` useless
(1.00), reaching 3 only at the session's last call, and the same CircleCI and Tempo pairs.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout30")
H = "heldout30/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {
        H + "rhino-compute/rhino-compute-ok-1": "Rhino.Compute's Grasshopper solves for panel "
        'widths 1350 and 1500 mm (``{"absolutetolerance": 0.01, … "values": [{"ParamName": '
        '"RH_OUT:panel_count", "InnerTree": {"{0}": [{"type": "System.Int32", "data": '
        '"372"}]}} …``) are read useless (1.00) after the first (0.20): the same skeleton as '
        "the call before, but the counts (372 panels, 29 types vs 418/37) are the comparison "
        "the user asked for; the definition's io read is cut",
    },
    "classifier": {},
    "semantic": {},
}

_BLENDER = (
    "headless Blender, the .blend missing (``Error: Cannot read file …: No such file or "
    "directory``), answers every script from its startup scene: ``Cube MESH``, "
    "``Material 1``, ``Cube (2.0, 2.0, 2.0)``, a glTF export of the Cube; read {how} "
    "at all seven calls, the default scene taken for the lamp"
)
_OPENSCAD = (
    "OpenSCAD renders after ``WARNING: Can't open library 'lib/MCAD/involute_gears.scad'.`` "
    "end in ``WARNING: Ignoring unknown module 'gear' …`` and ``Current top level object is "
    "empty.``: no STL at all. Read {how}: a render that repeats an earlier one word for word is "
    "useless, one with a new line number or a first of its kind is not, so the run reaches 2 "
    "twice and breaks"
)
_HARVEST = (
    "Harvest, on a sandbox account (``/company``: ``Lin Consulting (sandbox)``, "
    "``plan_type: trial``), answers every listing empty in a new shape each time "
    '(``{{"time_entries": [], … "total_entries": 0}}``, ``{{"projects": [], …}}``, '
    '``{{"results": [], …}}``): {how}'
)
#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "blender/blender-fail-1": _BLENDER.format(how="useful (0.20)"),
        H + "openscad/openscad-fail-1": _OPENSCAD.format(how="0.20 / 1.00 / 1.00 twice over"),
        H + "harvest/harvest-fail-1": _HARVEST.format(
            how="the empty time-entry and project pages read useful (0.20); only the empty "
            "budget reports read useless (1.00), at the first and last call"
        ),
    },
    "classifier": {
        H + "blender/blender-fail-1": _BLENDER.format(how="below the cut-off (0.66-0.73)"),
        H + "openscad/openscad-fail-1": _OPENSCAD.format(how="0.35 / 0.90 / 0.90 twice over"),
        H + "harvest/harvest-fail-1": _HARVEST.format(
            how="read 0.80-0.86 (below the cut-off) and 0.50 for the project listing"
        ),
        H + "aps/aps-fail-1": "the model-derivative manifest polled six times stays "
        '``"status": "pending", "progress": "0% complete"`` with no derivatives (the job '
        "never starts) and ``metadata`` is empty; read 0.56 (below the cut-off) each time",
        H + "nomad/nomad-fail-1": "every ``nomad`` command answers ``… dial tcp "
        "10.40.2.11:4646: connect: connection refused`` (the server is down); read 0.80-0.85, "
        "below the cut-off, but for ``nomad status`` (0.95) and ``nomad eval list`` (0.88)",
    },
    "semantic": {
        H + "blender/blender-fail-1": _BLENDER.format(how="below the cut-off (0.39)"),
        H + "openscad/openscad-fail-1": _OPENSCAD.format(how="0.39 / 1.00 / 1.00 twice over"),
        H + "harvest/harvest-fail-1": _HARVEST.format(
            how="the empty budget reports read useless (1.00), the five calls between them "
            "unknown (0.50), so the run reaches 2 only at the last call"
        ),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 1, 53, 137), "classifier": (0, 0, 45, 137), "semantic": (0, 0, 54, 137)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 17, "classifier": 15, "semantic": 17}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute count: a shell (``bash`` runs Blender, OpenSCAD, nomad, oc, tkn and
#: the AWS CLI, whose output is what the agent asked to learn), FreeCAD's ``execute_code``,
#: Rhino.Compute's solves. Left open, as arguable: the generic REST tools whose role is the
#: HTTP method in their arguments (a GET reads, a POST/PATCH/PUT acts and gets a receipt).
READS = (
    "bash", "buildkite_graphql", "cloudinary_admin", "cloudinary_search", "drugbank_get",
    "execute_code", "float_get", "get_objects", "get_view", "harvest_get", "http_get",
    "jira_user", "kantata_get", "mux_data_metrics", "mux_get_asset", "mux_get_live_stream",
    "mux_list_assets", "mux_list_live_streams", "onshape_get", "rhino_compute_io",
    "rhino_compute_solve",
)  # fmt: skip
ACTIONS = (
    "brightcove_oauth", "cloudinary_upload", "float_post", "harvest_post", "kantata_post",
    "mux_create_asset", "mux_create_playback_id", "mux_disable_live_stream", "onshape_post",
)  # fmt: skip
ARGUABLE = (
    "aps_request", "brightcove_cms", "buildkite_api", "circleci_api", "clockify_reports",
    "clockify_request", "frameio_request", "rancher_api", "tempo_request", "toggl_request",
    "vimeo_request",
)  # fmt: skip

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "brightcove_oauth": "acts (a client-credentials grant; its answer is a bearer token, "
    '``{"access_token": "AEnTxAaJv...truncated", "token_type": "Bearer", "expires_in": '
    "300}``, not anything the task asks to learn) and is counted; in brightcove-fail-1 it "
    "is read between the CMS API's 401s and does not move their run",
}

FAMILIES = {
    "blender", "freecad", "openscad", "onshape", "aps", "rhino-compute", "mux", "cloudinary",
    "vimeo", "brightcove", "frameio", "mediaconvert", "nomad", "oc", "rancher", "circleci",
    "buildkite", "tkn", "pubchem", "uniprot", "openfda", "dailymed", "clinvar", "drugbank",
    "harvest", "toggl", "clockify", "tempo", "kantata", "float",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 600_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("mux", "cloudinary", "circleci", "rancher", "clinvar", "onshape"):
        assert all(json.loads(o) is not None for o in _results(family) if o), family
    assert all(o.startswith(("Blender 4.1.1 (hash ", "-rw-")) for o in _results("blender"))
    starts = ("Parsing design (AST generation)...", "ECHO: ", "ls: ", "=====", "7:gap")
    assert all(o.startswith(starts) for o in _results("openscad"))
    pubchem = [json.loads(o) for o in _results("pubchem") if o.startswith("{")]
    assert all({"IdentifierList", "PropertyTable", "Waiting", "Fault", "InformationList"} & set(p)
               for p in pubchem)  # fmt: skip
    assert all(o.startswith("HTTP/1.1 200 OK\n") for o in _results("uniprot"))


pytest_generate_tests = parametrize_checks


class TestHeldOut30(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
