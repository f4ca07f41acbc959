"""Sixteenth held-out check of the gates: travel back ends, education, compliance, lab hardware
and non-English enterprise tools.

``tests/data/tool_heldout16.jsonl`` (built by ``tests/data/tool_heldout16_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
Sabre Bargain Finder Max fare shopping, db-rest (HAFAS) and Navitia rail journeys, the Amtraker
API, WSDOT ferry schedules with a GTFS query, GBFS bike-share feeds, ParkAPI garages with an
EasyPark session, AeroDataBox and FlightAware AeroAPI flight status; Blackboard Learn and Google
Classroom gradebooks, Turnitin similarity reports, Gradescope autograder results, a quiz
generator writing Moodle GIFT, Duolingo progress; OpenSanctions and ComplyAdvantage screening,
Dropbox Sign and Adobe Acrobat Sign, Ironclad records, a OneTrust DSAR queue, USPTO trademark,
TSDR and Delaware entity searches; a UART console, OpenOCD, PlatformIO, SCPI over PyVISA (a
Keysight DMM and a Rigol scope), OctoPrint and Moonraker, the Opentrons HTTP API; Feishu/Lark
bitables, docs and wiki, DingTalk approvals and attendance, Kakao Local with a LINE WORKS
message, data.gouv.fr, Opendatasoft and Destatis GENESIS, a spreadsheet with German number
formats, and Priority ERP's OData API with Hebrew values. 36 succeeded and 20 failed (a source
failed silently and the agent kept calling). The fixture was written without reading the
detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 5 of 36 (each stop withholds evidence); failing
sessions tripped 17 / 11 / 12 of 20, cutting 34 / 26 / 29 of their 115 calls. The default
counting misjudges 8 of the 110 tools (listed in ``MISCOUNTED``); one of them, a human
operator's acknowledgements counted as a source, is the ``default`` stop.

The kinds of misreading, in short: a failure that repeats inside a changing envelope (a Sabre
response whose only change is its TRANSACTIONID, a HAFAS error whose ``hafasResponseId``
changes, a DingTalk ``recordresult: []`` with a new ``request_id``) is read as news or given
no verdict; an error object with ``isHafasError: true`` is read as a useful record by
``default``; a report polled in ``PROCESSING`` for an hour is no verdict (``default``,
``semantic``) or useful (``classifier``); the same wrong record (another data subject's
request) for every id asked is useful or unknown for the model detectors; generated content
(GIFT quizzes), console logs (OpenOCD, PlatformIO), an instrument's ``*IDN?`` and "0 results
for wordmark …" answers the task asked for are read useless by ``semantic`` (and the quizzes by
``classifier``).

Near misses not counted (a run of 2, or the run reached only at a session's last call, so no
call is cut): ``default`` reads the Google Classroom ``{}`` (no submission turned in yet, which
the task allows), Duolingo's ``{"users":[]}`` for a deleted account and Brevo's
``document_not_found`` useless, each alone, and two "0 results for wordmark …" in a row in
``trademark-ok-1``; ComplyAdvantage's three no-hit screens are read useless (1.00) but
``ca_create_search`` is not counted. ``classifier`` reads the two failed PlatformIO builds and
the two "0 results" searches useless in a row, and the WSDOT vessel position useless (0.90).
``semantic`` reads the first hw05 autograder run useless (0.99) and the later ones unknown,
the data.gouv.fr search that lists the national defibrillator dataset useless (1.00), and the
GENESIS population table and the "Es gibt keine Objekte …" answer (two tools) useless.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout16")
H = "heldout16/"


def _how(template: str, how: str) -> str:
    return template.replace("{how}", how)


#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_FARE = (
    "Sabre's fare cache answers June 10, 17, 24 and 10 again with June 3's itinerary "
    "(``'groupedItineraryResponse': … 'legDescriptions': [{'departureDate': '2025-06-03', "
    "…``, UA 837/838 at $2,184.30; a Python literal, only the TRANSACTIONID message "
    "changing): {how}"
)
_STUCK = (
    'Turnitin\'s ``{"submission_id":"5d1c9b7a-…","status":"PROCESSING","time_requested":'
    '"2025-04-11T08:02:40.577Z"}``, polled six times over the hour (the same text, while '
    "the submission itself reads COMPLETE), is {how}"
)
_DSR = (
    "the OneTrust wrapper answers DSR-5560, -5563, -5567, -5570 and -5560 again with the same "
    'other request (``"requestQueueRefId":"DSR-4980"``, Henrik Lund, completed in February): '
    "{how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "fare-shopping/fare-fail-1": _how(_FARE, "read useful (0.20) five times"),
        H + "plagiarism/plagiarism-fail-1": _how(_STUCK, "given no verdict (0.50)"),
    },
    "classifier": {
        H + "fare-shopping/fare-fail-1": _how(_FARE, "read unknown (0.50) five times"),
        H + "plagiarism/plagiarism-fail-1": _how(_STUCK, "read useful (0.86)"),
        H + "dsr/dsr-fail-1": _how(_DSR, "read useful (0.81) five times"),
        H + "autograder/autograder-fail-1": "the dead autograder's banner (\"The autograder "
        "failed to execute correctly. Please ensure that your submission is valid. Contact "
        'your course staff …") after every edit is read useful (0.81) but once (0.94 '
        "useless, the fourth), so the run never reaches 3",
    },
    "semantic": {
        H + "fare-shopping/fare-fail-1": _how(_FARE, "read unknown (0.50) five times"),
        H + "plagiarism/plagiarism-fail-1": _how(_STUCK, "read unknown (0.50)"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 36, 115), "classifier": (0, 0, 32, 115), "semantic": (0, 0, 36, 115)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 16, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute or build count (``pio``, ``run_autograder``, ``addr2line``,
#: ``generate_quiz``: their output is what the agent asked to learn), and so do searches whose
#: name says they create one (``ca_create_search`` runs the screening and answers with its
#: hits). Left open as arguable: ``openocd`` (``mdw`` reads memory, ``flash write_image`` and
#: ``reset run`` act), ``moonraker_gcode_script`` (a G-code script may query or act),
#: ``tca_create_viewer_url`` (creates a link, which is what the task asked to get) and
#: ``adobesign_download_audit_trail`` (fetches a document, answers with a save receipt).
READS = (
    "adb_airport_delays", "adb_flight_status", "addr2line", "adobesign_get_agreement",
    "adobesign_get_events", "adobesign_list_agreements", "aeroapi_get_flight",
    "amtraker_train", "bb_get_course", "bb_list_column_grades", "bb_list_gradebook_columns",
    "bb_list_memberships", "brevo_get_contact", "ca_create_search", "classroom_courses_list",
    "classroom_coursework_list", "classroom_students_list", "classroom_submissions_list",
    "datagouv_get_dataset", "datagouv_search_datasets", "db_departures", "db_journeys",
    "db_locations", "db_trip", "delaware_entity_search", "dingtalk_attendance_list",
    "dingtalk_get_process_instance", "dingtalk_list_process_instance_ids",
    "dropboxsign_get_signature_request", "dropboxsign_list_signature_requests",
    "duolingo_get_user", "dw_subject_search", "feishu_bitable_list_records",
    "feishu_docx_raw_content", "feishu_wiki_list_nodes", "gbfs_station_status",
    "gbfs_stations_near", "gbfs_system_alerts", "generate_quiz", "genesis_find",
    "genesis_table", "gradescope_get_results", "gradescope_get_submission_results",
    "gradescope_list_regrade_requests", "gtfs_stop_times", "ironclad_get_record",
    "ironclad_list_records", "kakao_local_keyword_search", "kakao_local_place_detail",
    "moonraker_query_objects", "navitia_journeys", "navitia_line_reports", "navitia_places",
    "octoprint_job", "octoprint_printer", "ods_records", "onetrust_get_request",
    "onetrust_get_subtasks", "onetrust_list_requests", "opensanctions_match",
    "opensanctions_search", "ot_get_commands", "ot_get_run", "parkapi_cities",
    "parkapi_forecast", "parkapi_lots", "pio", "priority_query", "read_csv", "read_file",
    "read_range", "run_autograder", "sabre_bfm_search", "sabre_get_booking",
    "sabre_revalidate_itinerary", "scpi_query", "serial_read", "sheet_list",
    "tca_get_similarity", "tca_get_submission", "tsdr_status", "uspto_tm_search",
    "wsf_sailing_space", "wsf_schedule", "wsf_terminals", "wsf_vessel_locations",
)  # fmt: skip
ACTIONS = (
    "ask_operator", "bb_update_column_grade", "ca_update_monitors", "club_leaderboard_upsert",
    "dropboxsign_remind", "easypark_start_parking", "edit_file", "feishu_im_send_message",
    "gradescope_submit", "kyc_add_case_note", "lineworks_send_channel_message",
    "onetrust_complete_subtask", "ot_create_run", "ot_run_action", "priority_patch",
    "quizbank_import", "sabre_create_pnr", "scpi_write", "serial_write", "write_range",
)  # fmt: skip
ARGUABLE = (
    "adobesign_download_audit_trail", "moonraker_gcode_script", "openocd",
    "tca_create_viewer_url",
)  # fmt: skip

_ACTED = "acts ({what}; its answer is {ack}) and is counted"
_READ = "reads ({what}) but is not counted"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "ot_run_action": _ACTED.format(
        what="presses play on the OT-2 run",
        ack='``{"data":{"id":"act-0",…,"actionType":"play"}}``',
    ),
    "gtfs_stop_times": _READ.format(
        what="a GTFS feed's stop times: which route 90 bus reaches the terminal when"
    ),
    "ca_create_search": _READ.format(
        what="it runs a ComplyAdvantage screening and answers with its hits: "
        '``"total_hits":0,"hits":[]`` is the screening result'
    ),
}

FAMILIES = {
    "autograder", "bikeshare", "clm", "dingtalk", "dsr", "esign", "fare-shopping", "feishu",
    "ferry-bus", "flight-status", "kakao-lineworks", "kyc", "language-learning", "lms",
    "localized-sheets", "opendata", "openocd", "opentrons", "parking", "plagiarism",
    "platformio", "printer3d", "priority-erp", "quiz", "rail", "scpi", "serial", "trademark",
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


def _observations(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if f"/{family}/" in e.id for s in e.steps]


def test_result_formats() -> None:
    """The formats the build script says each family's tools hand the model."""
    # Python tools returning dicts hand over ``str(dict)``: a Python literal, not JSON.
    assert all(o.startswith("{'") for o in _observations("fare-shopping"))
    assert all(o.startswith(("{'page'", "{'id'")) for o in _observations("clm"))
    # Feishu's envelope, DingTalk's, Google's error body, the empty reads of a dead UART.
    assert all('"code":' in o and '"msg":' in o for o in _observations("feishu"))
    assert all(o.startswith('{"errcode":0') for o in _observations("dingtalk"))
    lms_errors = [o for o in _observations("lms") if '"UNAUTHENTICATED"' in o]
    assert len(lms_errors) == 6 and all(o.startswith('{\n  "error"') for o in lms_errors)
    serial_fail = [
        s.observation
        for e in FIX.episodes()
        if e.id.endswith("serial-fail-1")
        for s in e.steps
        if s.action == "serial_read"
    ]
    assert serial_fail == [""] * 5
    # Non-Latin scripts and localized numbers are kept as the tools print them.
    assert any("已签约" in o for o in _observations("feishu"))
    assert any("בליקוט" in o for o in _observations("priority-erp"))
    assert any("4.218,40 €" in o for o in _observations("localized-sheets"))


pytest_generate_tests = parametrize_checks


class TestHeldOut16(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
