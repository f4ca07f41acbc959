"""Fifty-seventh held-out check of the gates: tides, floods and hazard alerts, seismology,
astronomy services, genomics workflow platforms, computational chemistry.

``tests/data/tool_heldout57.jsonl`` (built by ``tests/data/tool_heldout57_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: NOAA CO-OPS datagetter and mdapi, api.weather.gov alerts, the Environment Agency
flood-monitoring API, Hub'Eau hydrometrie, a Swiss hydrology proxy; FDSN event, station and
dataselect services through ``curl``, ObsPy in a Python tool, EMSC, GeoNet, INGV; the NASA
Exoplanet Archive TAP, the Minor Planet Center, nova.astrometry.net, SkyView, Heavens-Above
pages; DNAnexus ``dx``, Terra's FireCloud API, Seven Bridges, ``miniwdl``, Toil and Arvados;
Open Babel, xtb, Psi4, CP2K, Quantum ESPRESSO ``pw.x`` and NWChem run through a shell. 34
succeeded and 22 failed (a source failed silently and the agent kept calling). The fixture was
written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 34; failing sessions tripped 21 / 15 / 21 of 22,
cutting 67 / 48 / 67 of their 151 calls. The default counting misjudges no tool of 47.

The misses share one kind: a tool's error text that reads like a program's ordinary print-out.
A CP2K optimisation polled with ``sleep …; tail mof5_opt.out`` answers ``*** SCF run NOT
converged ***`` and ``OPT| Step number 1`` every time; each new tail is read useful by
``default`` until it repeats, so the run reaches 3 only at the last call and no gate cuts a
call. ``classifier`` also reads Open Babel's ``*** Open Babel Error in ReadMolecule … 0
molecules converted``, xtb's banner ending ``abnormal termination of xtb``, NWChem's
``ga_allocate failed``, INGV's ``Error 403: Forbidden … daily request limit``, Seven Bridges'
``{"status": 403, … "Insufficient privileges …"}`` and Terra's empty ``entityQuery`` pages
useful (0.51-0.86), so those sessions go uncut by it.

Near misses not counted (a run of 2, or k reached only at a session's last call): ``default``
and ``classifier`` read the last two ``fetch_page`` results of ``heavens-above-ok-1`` useless
(1.00 / 0.90-0.92): the pass details of 13 December and the ``No visible passes found within
the search period`` the agent paged to, a run of 2 at the session's end (``semantic`` reads
them useful); ``skyview_get_image_list`` in ``skyview-ok-1`` is read useless (0.93-1.00) both
times, the URL list of two FITS cutouts and the legitimately empty GALEX list; ``classifier``
and ``semantic`` read the ``dx describe … | jq -r .state`` polls ``runnable`` and ``running``
of ``dx-ok-1`` useless (1.00), a run of 2 before the ``dx watch`` output; ``classifier`` and
``semantic`` read Toil's ``--failed`` list and the OOM grep of ``toil-ok-1`` useless around an
empty (unknown) grep.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests._heldout import HeldOut, HeldOutChecks, counted, parametrize_checks

FIX = HeldOut("tool_heldout57")
H = "heldout57/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_CP2K = (
    "CP2K's optimisation polled with ``sleep 600; tail -n 2 mof5_opt.out`` answers ``*** SCF "
    "run NOT converged ***`` (with ``14`` and ``OPT| Step number 1``) six times: the job is "
    "stuck at its first step. Read {how}, so the run reaches 3 only at the last call"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "cp2k/cp2k-fail-1": _CP2K.format(
            how="useful (0.20) at the first three different tails, useless (1.00) at the repeats"
        ),
    },
    "classifier": {
        H + "cp2k/cp2k-fail-1": _CP2K.format(how="useful (0.84-0.86) every time")
        + "; no run starts",
        H + "obabel/obabel-fail-1": "``*** Open Babel Error  in ReadMolecule\\n  Invalid SDF: no "
        "atom block at line 4\\n0 molecules converted`` (the downloaded file is a login page) "
        "is read useful (0.84) six times",
        H + "xtb/xtb-fail-1": "xtb's banner ending ``#ERROR! Could not find parameter file "
        "'param_gfn2-xtb.txt' … abnormal termination of xtb`` is read useful (0.81-0.85) "
        "seven times",
        H + "nwchem/nwchem-fail-1": "NWChem's tail ``tce_energy: … ga_allocate failed "
        "1073741824`` is read useful (0.81) five times",
        H + "ingv/ingv-fail-1": "``Error 403: Forbidden\\n\\nRequest rejected: daily request "
        "limit for this client has been reached.`` is read useful (0.76) seven times",
        H + "sbg/sbg-fail-1": '``{"status": 403, "code": 5, "message": "Insufficient '
        'privileges to access the requested project: jdoe/tumor-wgs." …}`` is read useful '
        "(0.51-0.72) six times",
        H + "terra/terra-fail-1": "the workspace's empty ``entityQuery`` pages "
        '(``"resultMetadata": {"unfilteredCount": 0, …}, "results": []``) are read useful '
        "(0.76-0.86) between the ``{}`` entity listings read useless, so the run never "
        "passes 1",
    },
    "semantic": {
        H + "cp2k/cp2k-fail-1": _CP2K.format(
            how="useless (1.00) at the first, useful (0.39) at the next two, useless (1.00) "
            "at the last three"
        ),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 66, 151), "classifier": (0, 0, 47, 151), "semantic": (0, 0, 66, 151)}
#: Failing sessions tripped (a call cut), of 22.
TRIPPED = {"default": 21, "classifier": 15, "semantic": 21}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell``, ``python``, ``terra_api`` and ``sbg_api`` count: their role depends on the
#: command, and most calls here read (a job's state, a program's output, a listing). Left out,
#: as arguable: ``download_file`` (writes a file; its answer is the byte count the agent
#: checks) and ``astrometry_login`` (opens a session; its answer is the session key).
READS = (
    "astrometry_calibration", "astrometry_job", "astrometry_objects_in_field",
    "astrometry_submission", "coops_flood_thresholds", "coops_get_data", "coops_mdapi",
    "ea_floods", "ea_readings", "ea_station", "ea_stations", "emsc_fdsn_event",
    "emsc_testimonies", "exoplanet_tap", "fetch_page", "geonet_felt_reports", "geonet_news",
    "geonet_quake", "geonet_quakes", "geonet_strong", "geonet_volcano_val",
    "hubeau_observations_tr", "hubeau_stations", "hydro_ch_history", "hydro_ch_search",
    "hydro_ch_station", "ingv_fdsn_event", "mpc_designation_identifier",
    "mpc_get_observations", "mpc_neocp_check", "mpc_obs_search", "mpc_orbits",
    "nws_active_alerts", "nws_alert_count", "nws_alert_detail", "python", "sbg_api", "shell",
    "skyview_get_image_list", "skyview_list_surveys", "terra_api",
)  # fmt: skip
ACTIONS = ("astrometry_upload", "edit_file", "send_sms", "slack_post_message")
ARGUABLE = ("astrometry_login", "download_file")

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "arvados", "astrometry-net", "cp2k", "dx", "ea-flood", "emsc", "exoplanet-tap", "fdsn",
    "geonet", "heavens-above", "hubeau", "ingv", "miniwdl", "mpc", "noaa-coops", "nwchem",
    "nws-alerts", "obabel", "obspy", "psi4", "qe", "sbg", "skyview", "swiss-hydro", "terra",
    "toil", "xtb",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 34 and len(FIX.ids(False)) == 22
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("noaa-coops", "ea-flood", "hubeau", "sbg", "terra"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    ea = [json.loads(o) for o in _results("ea-flood")]
    assert all(set(d) == {"@context", "meta", "items"} for d in ea)
    nws = [json.loads(o) for o in _results("nws-alerts") if o.startswith('{\n  "@context"')]
    assert nws and all(d["type"] == "FeatureCollection" for d in nws)
    assert all(o.startswith("#EventID|Time|") or not o for o in _results("ingv")[:3])


pytest_generate_tests = parametrize_checks


class TestHeldOut57(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED


def test_tools_read_as_their_reading() -> None:
    assert all(counted(t) for t in READS) and not any(counted(t) for t in ACTIONS)
    assert Path(FIX.path).exists()
