"""Sixty-second held-out check of the gates: corporate learning, physical access control and
video security, drones and robot fleets, desk and room booking, website chat widgets.

``tests/data/tool_heldout62.jsonl`` (built by ``tests/data/tool_heldout62_build.py``) holds 54
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Docebo, TalentLMS, Cornerstone, Degreed, LinkedIn Learning and 360Learning; Verkada,
Brivo, Genetec Security Center's Web SDK XML, Avigilon Alta, Kisi and Milestone XProtect; the
DJI Cloud API, MAVSDK scripts through a shell, MAVProxy, Skydio Cloud, Formant and Auterion;
Robin, Skedda, OfficeRnD, Nexudus, Condeco and deskbird; Crisp, tawk.to, LiveChat, Olark,
Drift and Tidio. 34 succeeded and 20 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 0 / 1 of 34 (the stop withholds evidence); failing
sessions tripped 19 / 18 / 19 of 20, cutting 53 / 51 / 53 of their 126 calls. The default
counting misjudges 8 tools of 130: TalentLMS's sign-up and enrolment calls, DJI's
fly-to-point, debug-mode and reboot commands, Nexudus's command call and Alta's mobile
credential set-up act but are counted.

The stop: Genetec's Web SDK answers a query with a bare ``<rsp status="ok"><Guid>…</Guid>
</rsp>`` and an entity read with ``<rsp status="ok"><Name>All Staff - Milan</Name></rsp>``:
short, but each names what the agent asked for. The misses share one kind: a failure spread
over several tools of one source (Brivo's empty ``{"data": [], "offset": 0, "pageSize": 50,
"count": 0}`` for sites, access points and events in turn), so per-tool counting reaches 3
only at the session's last call; and for ``classifier`` a stale deskbird cache answering
every date, team and person with the same two check-ins of April 22, read useful.

Near misses not counted: ``classifier`` reads Genetec's first query answer and the two group
names useless (1.00) around a useful entity read (0.74), a run of 2 on each tool.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout62")
H = "heldout62/"

_BRIVO = (
    'Brivo answers every site, access-point and event query with ``{"data": [], "offset": 0, '
    '"pageSize": 50, "count": 0}`` (a credential scoped to the wrong account); all seven are '
    "read useless, but spread over three tools (2, 2, 3) the run reaches 3 only at the last call"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "brivo/brivo-fail-1": _BRIVO},
    "classifier": {
        H + "brivo/brivo-fail-1": _BRIVO,
        H + "deskbird/deskbird-fail-1": "deskbird hands back the same two April 22 check-ins "
        '(``{"success": true, "data": [{"userName": "Lea Schneider", … "date": "2024-04-22", '
        '"status": "checkedIn"}, …]}``) for every date, team, zone and person asked about '
        "(a stale cache): read useful (0.85-0.87) six times",
    },
    "semantic": {H + "brivo/brivo-fail-1": _BRIVO},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 53, 126), "classifier": (0, 0, 51, 126), "semantic": (0, 0, 53, 126)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 19, "classifier": 18, "semantic": 19}

#: Whether a careful reading counts each tool (a read) or not (an action). Left open, as
#: arguable: ``shell`` (MAVSDK scripts that read telemetry or fly) and ``mavproxy_cmd``
#: (console lines that set modes and parameters or list them).
READS = (
    "alta_activity_events", "alta_audit_logs", "alta_entry_state", "alta_list_entries",
    "alta_list_users", "auterion_flight_log_events", "auterion_list_flight_logs",
    "brivo_events", "brivo_get_user", "brivo_list_access_points", "brivo_list_sites",
    "brivo_search_users", "brivo_user_credentials", "brivo_user_groups",
    "condeco_desk_availability", "condeco_my_bookings", "crisp_get_messages",
    "crisp_list_conversations", "crisp_list_people", "crisp_search_conversations",
    "csod_get_lo_details", "csod_get_transcript", "csod_search_users",
    "degreed_list_completions", "degreed_list_groups", "degreed_list_users",
    "degreed_user_skills", "deskbird_bookings", "dji_device_osd", "dji_get_job",
    "dji_hms_logs", "dji_list_jobs", "docebo_course_enrollments", "docebo_get_course",
    "docebo_list_branch_users", "docebo_list_courses", "drift_conversation_report",
    "drift_find_contact", "drift_list_conversations", "drift_list_users",
    "drift_user_meetings_slots", "formant_get_device", "formant_query",
    "formant_query_devices", "genetec_entity", "genetec_query", "kisi_list_groups",
    "kisi_list_role_assignments", "l360_list_paths", "l360_list_reactions",
    "l360_list_stuck_learners", "l360_path_stats", "li_learning_get_asset",
    "li_learning_search_assets", "livechat_list_archives", "livechat_list_chats",
    "livechat_list_groups", "livechat_reports_ratings", "livechat_reports_total_chats",
    "nexudus_list", "officernd_credit_balance", "officernd_list_companies",
    "officernd_list_fees", "officernd_list_invoices", "olark_get_visitor",
    "olark_search_transcripts", "robin_list_locations", "robin_list_reservations",
    "robin_list_seats", "robin_list_spaces", "robin_list_zones", "robin_space_free_busy",
    "skedda_availability", "skedda_list_bookings", "skedda_list_spaces", "skydio_get_flight",
    "skydio_list_flights", "skydio_list_media", "skydio_list_missions", "skydio_list_vehicles",
    "talentlms_courses", "talentlms_get_user", "talentlms_getusersprogressinunits",
    "talentlms_groups", "tawk_chat_list", "tawk_property_list", "tawk_ticket_list",
    "tawk_visitor_list", "tidio_get_contact", "tidio_list_contacts", "verkada_access_events",
    "verkada_camera_thumbnail_link", "verkada_list_access_users", "verkada_list_alerts",
    "verkada_list_cameras", "verkada_list_doors", "xprotect_list", "xprotect_search_cameras",
)  # fmt: skip
ACTIONS = (
    "alta_create_credential", "alta_remote_unlock", "alta_setup_mobile_credential",
    "brivo_suspend_user", "condeco_book_desk", "condeco_cancel_booking", "crisp_change_state",
    "crisp_send_message", "dji_create_flight_task", "dji_debug_mode_open",
    "dji_device_reboot", "dji_fly_to_point", "dji_upload_wayline", "docebo_send_notification",
    "drift_post_message", "formant_patch_device", "genetec_entity_update",
    "kisi_create_role_assignment", "kisi_create_user", "livechat_send_event",
    "livechat_transfer_chat", "nexudus_command", "robin_create_event",
    "skedda_create_booking", "skedda_update_booking", "talentlms_addusertocourse",
    "talentlms_addusertogroup", "talentlms_usersignup", "tidio_update_contacts",
)  # fmt: skip
ARGUABLE = ("mavproxy_cmd", "shell")

_ACK = "acts ({what}; its answer is {ans}) and is counted"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "alta_setup_mobile_credential": _ACK.format(
        what="sends the mobile-credential set-up email", ans="an empty body"
    ),
    "dji_debug_mode_open": _ACK.format(what="opens the dock's debug mode", ans="a status code"),
    "dji_device_reboot": _ACK.format(what="reboots the dock", ans="a status code"),
    "dji_fly_to_point": _ACK.format(what="commands a flight", ans="a status code"),
    "nexudus_command": _ACK.format(
        what="runs MARK_AS_PAID on an invoice", ans='``"WasSuccessful": true``'
    ),
    "talentlms_addusertocourse": _ACK.format(what="enrols a user", ans="the enrolment"),
    "talentlms_addusertogroup": _ACK.format(what="adds a user to a group", ans="the link"),
    "talentlms_usersignup": _ACK.format(what="creates an account", ans="the new user"),
}

FAMILIES = {
    "360learning", "auterion", "avigilon-alta", "brivo", "condeco", "cornerstone", "crisp",
    "degreed", "deskbird", "dji-cloud", "docebo", "drift", "formant", "genetec", "kisi",
    "linkedin-learning", "livechat", "mavproxy", "mavsdk", "milestone", "nexudus", "officernd",
    "olark", "robin", "skedda", "skydio", "talentlms", "tawkto", "tidio", "verkada",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 54
    assert len(FIX.ids(True)) == 34 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    assert all(o.startswith("<rsp status=") for o in _results("genetec"))
    for family in ("crisp", "robin", "dji-cloud", "livechat", "nexudus"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all("error" in json.loads(o) and "reason" in json.loads(o) for o in _results("crisp"))
    robin = [json.loads(o) for o in _results("robin")]
    assert all(r["meta"]["status_code"] == 200 for r in robin)


pytest_generate_tests = parametrize_checks


class TestHeldOut62(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
