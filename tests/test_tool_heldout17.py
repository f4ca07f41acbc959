"""Seventeenth held-out check of the gates: healthcare administration, newsroom verification,
bioinformatics pipelines, game back ends, environment and agriculture sensing.

``tests/data/tool_heldout17.jsonl`` (built by ``tests/data/tool_heldout17_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
raw X12 271 eligibility and 835 remittance files, a payer's prior-authorization portal and a
Part D benefit check, NCPDP D.0 claim responses, athenahealth slot searches, HL7 v2 ORU^R01 and
RSP^K11 messages; the AP Media API's search and feed, Google Fact Check Tools, the Wayback
Machine's availability and CDX APIs, Arc XP drafts, ``c2patool`` manifests; Nextflow,
Snakemake, samtools / bcftools, FastQC summaries, the Galaxy API, Cromwell; PlayFab, Riot's
account and match APIs, Roblox Open Cloud data stores, Unity Build Automation, RunUAT, Agones
fleets and allocations; OpenAQ v3 (and its retired v2), PurpleAir, AirNow, Sentinel Hub's
Statistical API, John Deere Operations Center, METER ZENTRA probes and a Rachio controller.
36 succeeded and 20 failed (a source failed silently and the agent kept calling). The fixture
was written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 4 / 5 / 8 of 36 (of those, 3 / 4 / 7 withhold evidence);
failing sessions tripped 19 / 9 / 12 of 20, cutting 39 / 24 / 31 of their 116 calls. The
default counting misjudges 7 of the fixture's 95 tools (two reads left out, five actions
counted).

What the three gates share: data that answers the task read useless one record after another
(raw X12 271 and 835 files, ORU^R01 results, ``nextflow log`` progress, ``bcftools view -H``
variant lines), and empty answers the task asks for (``bcftools`` printing nothing for a gene
without variants, an RSP^K11 ``QAK|…|NF``) read unknown, which leaves a run standing. Where
``default`` catches the failing sessions by their repeats (the same text to different
queries), ``classifier`` and ``semantic`` read a repeated non-answer as useful or unknown every
time: a stuck Galaxy job, a stale ZENTRA upload, the same Sentinel Hub statistics for five
pivots, the same stale AP items, the same HL7 message for five patients.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reads two empty athenahealth slot searches in a row useless
(``ehr-ok-1``), and reaches 3 in ``hl7-ok-1`` only at the last patient (the RSP^K11 ``NF``
answer between them read useful, 0.20); ``classifier`` reaches a run of 2 on the same two
empty slot searches, on ``Error: No claim found`` (all three read useless, 0.99, the
manifests between unknown or useful), on AirNow's two ``[]`` and on Snakemake's dry-run table
and ``call_variants`` error (read useless); ``semantic`` reaches 3 in ``snakemake-ok-1``
only at the last call (the run's "21 of 21 steps (100%) done" read useless, 1.00) and reaches a run
of 2 in ``wire-ok-2`` (the two NITF texts), ``unity-ok-1`` (the two build logs),
``unreal-ok-1`` (the first two RunUAT logs) and ``airnow-ok-1`` (the two ``[]``).
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout17")
H = "heldout17/"

_NEXTFLOW = (
    "``nextflow_log_tail``'s progress, each a later state of the run (``executor >  local (14)"
    "\\n[5e/1a9f02] NFCORE_RNASEQ:RNASEQ:FASTQ_SUBSAMPLE_FQ_SALMON:FQ_SUBSAMPLE (WT_REP1) [100%] "
    "4 of 4 ✔``, then STAR_ALIGN's exit status 137, then the resumed run's ``cached (31)``), is "
    "read useless {how}; the config fix and the relaunch between them reset nothing, so the gate "
    "trips at the first tail after the resume and blocks the tails that show completion and the "
    "``list_dir`` with the MultiQC report the task asks for"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {
        H + "nextflow/nextflow-ok-1": _NEXTFLOW.format(how="(0.67-0.83)"),
    },
    "classifier": {
        H + "nextflow/nextflow-ok-1": _NEXTFLOW.format(how="(0.89-0.98, and the completion)"),
    },
    "semantic": {
        H + "nextflow/nextflow-ok-1": _NEXTFLOW.format(how="(1.00, and the completion)"),
    },
}

_WAYBACK = (
    'the availability API\'s ``{{"url": "nytimes.com", "archived_snapshots": {{}}, '
    '"timestamp": "20241106040000"}}`` for six front pages that are certainly archived on '
    "election night (the API's known empty answer) is read {how}"
)
_GALAXY = (
    'a FastQC job stuck in Galaxy\'s ``"state": "new"``, its ``update_time`` never moving past '
    "its ``create_time`` over seven polls (no handler picked it up), is read {how}"
)
_ZENTRA = (
    "ZENTRA answers each day of the week with the same three readings from 2 June "
    '(``"readings": [{{"datetime": "2025-06-02 04:50:00-07:00", "value": 0.201, …}}``: the '
    "logger stopped uploading), read {how}"
)
_ROBLOX = (
    "Open Cloud answers the prefixes Guild_Ironclad, Guild_Moonwake, Guild_Emberfall, Ironclad "
    'and Guild_I with the same first page (``{{"keys":[{{"scope":"global","key":'
    '"Guild_000117"}},…],"nextPageCursor":"eyJ2IjoxLCJvIjo2fQ"}}``, no key with the prefix: '
    "the filter is dropped), read {how}"
)
_SENTINEL = (
    'Sentinel Hub answers five different pivots with the same statistics (``"mean":0.6118,'
    '"stDev":0.0866,"sampleCount":65536``: the geometry is ignored), read {how}'
)
_WIRE = (
    "AP answers five queries on this morning's Lisbon tram derailment with the same three "
    'stale items from 9-10 March ("Lisbon tourism hits record as visitors top 9 million", '
    '"Portugal\'s government falls after losing confidence vote", "Photos: Carnival in '
    'Lisbon"), read {how}'
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "x12/x12-fail-1": "Cigna's 271 for each of six patients holds ``AAA*Y**42*R`` "
        "(the payer cannot answer now) under that patient's name: rows of an interchange "
        "message, read as data (useful, 0.20), and no two the same, so no run",
        H + "wayback/wayback-fail-1": _WAYBACK.format(how="useful (0.20) six times"),
    },
    "classifier": {
        H + "x12/x12-fail-1": "Cigna's 271 for each of six patients holds ``AAA*Y**42*R`` "
        "(the payer cannot answer now) under that patient's name: rows of an interchange "
        "message, read as data (no verdict, 0.50), and no two the same, so no run",
        H + "wayback/wayback-fail-1": _WAYBACK.format(
            how="useful (0.86-0.87) but for two unknown (0.50)"
        ),
        H + "galaxy/galaxy-fail-1": _GALAXY.format(how="useful (0.73-0.75) every time"),
        H + "irrigation/irrigation-fail-1": _ZENTRA.format(how="useful (0.81-0.82) five times"),
        H + "roblox/roblox-fail-1": _ROBLOX.format(
            how="useful (0.81-0.82) four times, unknown (0.50) once"
        ),
        H + "sentinelhub/sentinelhub-fail-1": _SENTINEL.format(how="useful (0.63-0.65)"),
        H + "wire/wire-fail-1": _WIRE.format(how="useful (0.72-0.79) five times"),
        H + "cromwell/cromwell-fail-1": 'Cromwell\'s ``{"status":"fail","message":'
        '"Unrecognized workflow ID: 3b2e7d10-…"}`` for the four workflows submitted this '
        "morning (the server lost them), and for their outputs and metadata, is read useful "
        "(0.82-0.83) every time",
        H + "nextflow/nextflow-fail-1": "Nextflow's ``ERROR ~ Unable to acquire lock on session "
        "with ID 1c6d8b3e-…`` for five relaunches is read useful (0.83-0.86) but for the third "
        "and fourth (0.92): a run of 2",
        H + "unity-build/unity-fail-1": "Build Automation answers the logs of builds 221 and "
        "222 with build #212's Android log from three days before (``Build #212 "
        "(android-release) started 2025-03-09 …Android resource linking failed``): read useful "
        "(0.65-0.70) five times",
    },
    "semantic": {
        H + "x12/x12-fail-1": "Cigna's 271 for each of six patients holds ``AAA*Y**42*R`` "
        "(the payer cannot answer now) under that patient's name: rows of an interchange "
        "message, read as data (no verdict, 0.50), and no two the same, so no run",
        H + "wayback/wayback-fail-1": _WAYBACK.format(how="unknown (0.50) six times"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs),
#: as measured when the fixture was written.
COUNTS = {"default": (1, 1, 37, 116), "classifier": (1, 1, 26, 116), "semantic": (1, 1, 37, 116)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 10, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute or build count (``samtools``, ``bcftools``, ``snakemake``,
#: ``nextflow_run``, ``run_uat``): their output is what the agent asked to learn. Left out, as
#: arguable: ``agones_allocate`` (claims a server, but its answer is the address the agent
#: asked for), ``ncpdp_submit_claim`` (bills a claim, but its answer is the adjudication the
#: agent asked for) and ``shell`` (``ls`` reads, ``rm`` acts).
READS = (
    "agones_fleet_status", "airnow_current_by_zip", "ap_feed", "ap_get_content", "ap_search",
    "arc_get_draft", "arc_search_content", "athena_list_providers", "athena_open_slots",
    "bcftools", "c2pa_inspect", "c2pa_verify", "clearinghouse_eligibility",
    "clearinghouse_get_era", "clearinghouse_list_eras", "cromwell_metadata",
    "cromwell_outputs", "cromwell_status", "deere_engine_hours", "deere_field_operations",
    "deere_machine_location", "deere_machines", "deere_measurement", "deere_organizations",
    "factcheck_claims_search", "formulary_lookup", "galaxy_list_histories",
    "galaxy_show_dataset", "galaxy_show_history_contents", "galaxy_show_job",
    "lab_results_query", "list_dir", "nextflow_log_tail", "nextflow_run", "openaq_latest",
    "openaq_locations", "openaq_sensor_hours", "pa_get_case", "pa_lookup_requirements",
    "playfab_get_account_info", "playfab_get_player_profile", "playfab_get_player_statistics",
    "playfab_get_user_bans", "playfab_get_user_inventory", "playfab_query_playstream",
    "portal_auth_search", "portal_auth_status", "purpleair_get_sensor",
    "purpleair_get_sensors", "purpleair_sensor_history", "rachio_current_schedule",
    "rachio_get_device", "read_file", "riot_get_account", "riot_get_match", "riot_match_ids",
    "roblox_get_entry", "roblox_list_entries", "run_uat", "rx_benefit_check",
    "rx_reject_queue", "samtools", "sentinelhub_statistics", "snakemake", "ucb_get_build",
    "ucb_get_build_log", "wayback_available", "wayback_cdx", "wayback_fetch",
    "zentra_get_readings",
)  # fmt: skip
ACTIONS = (
    "agones_scale_fleet", "arc_add_circulation", "arc_create_story", "arc_publish",
    "arc_update_draft", "athena_book_appointment", "cromwell_submit", "edit_file",
    "galaxy_run_tool", "git_commit_push", "ncpdp_reverse_claim", "pa_attach_document",
    "pa_submit_request", "playfab_add_virtual_currency", "playfab_ban_users",
    "playfab_grant_items_to_user", "rachio_start_zone", "roblox_publish_message",
    "ticker_update", "ucb_start_build", "ucb_update_buildtarget", "write_file",
)  # fmt: skip
ARGUABLE = ("agones_allocate", "ncpdp_submit_claim", "shell")

_ACTED = "acts (its answer is a receipt: {what}) and is counted; {read}"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "rx_reject_queue": 'the pharmacy\'s rejected-claims queue (``{"queue":"rejected",…,'
    '"items":[{"rx":"7719033",…,"reject":"79 REFILL TOO SOON"}]}``) is read to learn '
    "what is stuck, but the tool is not counted",
    "agones_scale_fleet": _ACTED.format(
        what='"fleet.agones.dev/fleet-eu scaled"', read="the fleet is read with agones_fleet_status"
    ),
    "galaxy_run_tool": _ACTED.format(
        what='``{"outputs": [{"id": …, "state": "new"}], "jobs": [{"id": …, "state": "new"}]}``',
        read="the jobs are read with galaxy_show_job",
    ),
    "ncpdp_reverse_claim": _ACTED.format(
        what='"112-AN Transaction Response Status: A (Approved)" for a B2 reversal',
        read="the claims are read in ncpdp_submit_claim's adjudications",
    ),
    "pa_attach_document": _ACTED.format(
        what='``{"attachmentId": "att_7Q2M0K", …, "status": "RECEIVED"}``',
        read="the case is read with pa_get_case",
    ),
    "playfab_ban_users": _ACTED.format(
        what='``{"BanData": [{"BanId": …, "Active": true}, …]}``',
        read="bans are read with playfab_get_user_bans",
    ),
}

FAMILIES = {
    "agones", "airnow", "c2pa", "cms", "cromwell", "deere", "ehr-scheduling", "factcheck",
    "fastqc", "galaxy", "hl7-labs", "irrigation", "ncpdp", "nextflow", "openaq", "playfab",
    "prior-auth", "purpleair", "riot", "roblox", "samtools", "sentinelhub", "snakemake",
    "unity-build", "unreal", "wayback", "wire", "x12",
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


def _by_family(success: bool | None = None) -> dict[str, list[str]]:
    """The results of each family's sessions (only those that succeeded or failed, if asked)."""
    out: dict[str, list[str]] = {}
    for e in FIX.episodes():
        if success is None or e.raw["success"] is success:
            out.setdefault(e.id.split("/")[1], []).extend(s.observation for s in e.steps)
    return out


def _by_tool(prefix: str) -> list[str]:
    return [s.observation for e in FIX.episodes() for s in e.steps if s.action.startswith(prefix)]


def test_native_formats() -> None:
    """The tools hand the model their native text, as the build script says."""
    fam = _by_family()
    x12 = [o for o in fam["x12"] if o.startswith("ISA*")]
    assert all(o.endswith("~") for o in x12)
    assert any("~ST*271*" in o for o in x12) and any("~\nST*835*" in o for o in x12)
    assert all(o.startswith("MSH|^~\\&|") and "\r" in o for o in fam["hl7-labs"])
    assert any("|RSP^K11^" in o and "|NF|" in o for o in fam["hl7-labs"])
    assert all(o.startswith("NCPDP D.0 ") and "112-AN" in o for o in _by_tool("ncpdp_"))
    assert all(("PASS\t" in o) or o.startswith(("L1_", "Sample\t")) for o in fam["fastqc"])
    assert any(o == "" for o in fam["samtools"])  # bcftools prints nothing: no variant
    assert all("Gone." in o for o in fam["openaq"] if o.startswith('{"message"'))


def test_some_successes_hold_legitimate_empty_answers() -> None:
    """Successful sessions carry empty or 'not found' answers the task asked for."""
    fam = _by_family(success=True)
    assert "{}" in fam["factcheck"] and "[]" in fam["airnow"]
    assert any('"archived_snapshots": {}' in o for o in fam["wayback"])
    assert "Error: No claim found" in fam["c2pa"]
    assert any('"AccountNotFound"' in o for o in fam["playfab"])


pytest_generate_tests = parametrize_checks


class TestHeldOut17(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
