"""Twenty-first held-out check of the gates: hospitality, archives, plants, builds, fundraising.

``tests/data/tool_heldout21.jsonl`` (built by ``tests/data/tool_heldout21_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
OPERA Cloud (OHIP), Mews, Cloudbeds, the Ticketmaster Discovery API, Eventbrite and
Tripleseat; the Library of Congress SRU server (MARCXML), yaz-client against a Z39.50 target,
WorldCat, Europeana, the Smithsonian Open Access API, ArchivesSpace and EAD 2002 finding aids;
the PI Web API, Ignition tag reads, Minitab-style SPC reports, IBM Maximo (OSLC) and UpKeep;
Bazel, Nix, CMake with Ninja and ccache, Meson and Buck2; Blackbaud's SKY API for Raiser's
Edge NXT (with a Query API job polled), Bloomerang, Givebutter and Grants.gov. 35 succeeded
and 20 failed (a source failed silently and the agent kept calling). The fixture was written
without reading the detectors, the shape readers, the gate's tool counting or the earlier
fixtures; each failing session is long enough that a careful reader reaches k = 3 before its
last call.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 3 / 6 / 3 of 35 (each stop withholds evidence); failing
sessions tripped 14 / 11 / 10 of 20, cutting 25 / 19 / 18 of their 103 calls. The default
counting misjudges 2 of the 88 tools: ``cmake_build`` (a build whose log is what the agent
asked for) is not counted, and ``re_execute_query`` (it starts a query job and answers with
the job's id) is.

What every gate misreads: answers of "none" that the user asked to learn, three in a row
(Tripleseat's ``[]`` for three free rooms, Bloomerang's empty search for three new people),
and EAD finding aids (read useless from the first); results that are no answer but look like
data: OHIP's empty ``reservations`` envelope, Ignition's ``Bad_Stale`` values two days old,
Bazel's remote-execution error whose invocation id and elapsed time change, another
organisation's events, Grants.gov hits for a dropped keyword (read useful or ``unknown`` at
first, so no call is cut).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reads the two SRU searches for 'The Whale' that LC does not hold (the
answer: no record) useless, the second and third Europeana result pages of Vermeer paintings
(0.51, 0.70), Bazel's ``somepath`` answer and the list of affected tests (1.00 each, their
labels already listed by ``rdeps``), Nix's hash-mismatch error and the builder failure after
it, two Maximo sign-in errors of the query tool (the other tools' first ones read useful), and
the yoga events and the Grants.gov hits reach 3 only at the last call; ``classifier`` reads
the Nix errors and the first two Meson set-up answers (the missing dependency, then the
fallback's success) useless; ``semantic`` reads the two 'The Whale' searches, two Europeana
pages and the Nix errors useless, and the identical ``meson test`` outputs of
``meson-fail-1`` reach 3 only at its last call (the repeated error log is ``unknown``).
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout21")
H = "heldout21/"

_ROOMS = (
    "Tripleseat's ``[]`` for the Conservatory, the Terrace Room and the Grand Ballroom on 18 "
    "April (no event booked: each room is free, the answer the task asks for) is read useless "
    "({how}), so the gate trips at the third and blocks the Wine Cellar's check (booked: "
    '``[{{"event":{{"id":9923114,"name":"Kessler rehearsal dinner",…}}}}]``) and the lead'
)
_NEW_PEOPLE = (
    'Bloomerang\'s ``{{"Total":0,"TotalFiltered":0,"Start":0,"ResultCount":0,"Results":[]}}`` '
    "for Priya Raman, Eleanor Fitch and Dario Benedetti (no record: new people, the answer the "
    "task asks for) is read useless ({how}), so the gate trips at the third and blocks the "
    "searches for Tomasz Wójcik and Grace Liu (who have records) and the three creates"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {
        H + "tripleseat/tripleseat-ok-1": _ROOMS.format(how="1.00"),
        H + "bloomerang/bloomerang-ok-2": _NEW_PEOPLE.format(how="1.00"),
    },
    "classifier": {
        H + "tripleseat/tripleseat-ok-1": _ROOMS.format(how="0.99"),
        H + "bloomerang/bloomerang-ok-2": _NEW_PEOPLE.format(how="1.00"),
        H + "europeana/europeana-ok-1": "Europeana's pages of Vermeer paintings "
        '(``{"apikey":"edm-lab-4401","success":true,…,"itemsCount":4,"totalResults":10,…,'
        '"items":[{"id":"/90402/SK_A_2344","title":["Het melkmeisje"],…,"dataProvider":'
        '["Rijksmuseum"],…}``), each new items, are read useless (0.94-0.96), so the gate '
        "trips at the third page and blocks the records of The Milkmaid and View of Delft",
    },
    "semantic": {
        H + "tripleseat/tripleseat-ok-1": _ROOMS.format(how="1.00"),
        H + "bloomerang/bloomerang-ok-2": _NEW_PEOPLE.format(how="1.00"),
    },
}

_OPERA = (
    'OHIP\'s ``{{"reservations":{{"totalResults":0,"count":0,"hasMore":false}},"links":'
    '[{{"href":"…/hotels/HOTEL2/reservations?surname=Lindqvist&…","rel":"self",…}}]}}`` for '
    "every search of HOTEL2, even the whole month of March (the integration answers from an "
    "empty property) is read {how}"
)
_MEWS = (
    'Mews answers every page with the same two reservations and the same ``"Cursor"`` '
    '(``{{"Reservations":[{{"Id":"7d1c1eef-…-0001",…,"Number":"4101",…}},{{…"Number":"4102"'
    '…}}],"Cursor":"7d1c3dde-…-0002"}}``: the cursor is ignored); read {how}'
)
_YOGA = (
    "Eventbrite answers four searches for 'Porto Product Meetup' with another organisation's "
    'yoga classes (``"events":[{{"name":{{"text":"Sunrise Yoga in Jardim da Estrela"}},…'
    '"organization_id":"277310045"…}}``, the name filter ignored): {how}'
)
_STALE = (
    "Ignition's qualified values from a lost edge provider (``[[302.5, Bad_Stale, Tue Mar 04 "
    "16:02:11 CET 2025 (1741100531512)], [320.0, Bad_Stale, …]]``, two days old, for a "
    "question about now) are read {how} every time"
)
_RBE = (
    "Bazel's ``ERROR: Failed to query remote execution capabilities: UNAVAILABLE: Unable to "
    "resolve host rbe.build.internal\\n…\\nFAILED: Build did NOT complete successfully (0 "
    "packages loaded)`` (the remote executor is unreachable; only the invocation id and the "
    "elapsed time change) is read {how} five times"
)
_GRANTS = (
    "Grants.gov answers four keyword searches (arts education, youth theater, museum "
    'conservation, NEA arts) with the same unrelated hits (``"searchParams":{{…"keyword":"",…}},'
    '"hitCount":2187,…"oppHits":[{{…"title":"Wildland Fire Management Cooperative '
    'Agreements"…``: the misspelt ``keywords`` parameter is dropped): {how}'
)
_PI = (
    'PI Web API\'s ``{{"Timestamp":"2025-03-06T21:47:12Z","Value":{{"Name":"I/O Timeout",'
    '"Value":246,"IsSystem":true}},…,"Good":false,…}}`` for four different tags (the '
    "interface died eight hours before; no current value) is read {how}"
)
_MESON = (
    "``meson test -C builddir-ci`` answers after every patch with byte-identical output "
    "(``2/5 libgeohash:decode FAIL 0.01s exit status 1``, the same ``test_decode.c:38`` "
    "assertion: the CI directory builds a stale copy of the source), read {how}"
)
_GIVEBUTTER = (
    "Givebutter answers the transactions of each campaign with the same first page of all "
    'transactions (``{{"data":[{{"id":"kQ2x00000","campaign_id":123456,…}},{{…"campaign_id":'
    '119870…}}],…"total":1003}}``, the campaign filter ignored): read {how}'
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "opera/opera-fail-1": _OPERA.format(how="useful (0.20) five times"),
        H + "eventbrite/eventbrite-fail-1": _YOGA.format(
            how="the first read useful (0.20), the repeats useless: 3 only at the last call"
        ),
        H + "ignition/ignition-fail-1": _STALE.format(how="useful (0.20)"),
        H + "bazel/bazel-fail-1": _RBE.format(how="useful (0.20)"),
        H + "grants/grants-fail-1": _GRANTS.format(
            how="the first read useful (0.20), the repeats useless: 3 only at the last call"
        ),
    },
    "classifier": {
        H + "opera/opera-fail-1": _OPERA.format(how="useful (0.81), then unknown (0.50)"),
        H + "mews/mews-fail-1": _MEWS.format(how="useful (0.66-0.86) six times"),
        H + "eventbrite/eventbrite-fail-1": _YOGA.format(
            how="useful (0.80, 0.87), then unknown (0.50)"
        ),
        H + "pi-web-api/pi-web-api-fail-1": _PI.format(how="useful (0.85)"),
        H + "ignition/ignition-fail-1": _STALE.format(how="unknown (0.50)"),
        H + "bazel/bazel-fail-1": _RBE.format(how="useful (0.86-0.87) or unknown (0.50)"),
        H + "meson/meson-fail-1": _MESON.format(
            how="useful (0.58; the repeated error log 0.36) every time"
        ),
        H + "givebutter/givebutter-fail-1": _GIVEBUTTER.format(how="useful (0.46-0.53) six times"),
        H + "grants/grants-fail-1": _GRANTS.format(how="unknown (0.50) four times"),
    },
    "semantic": {
        H + "opera/opera-fail-1": _OPERA.format(how="unknown (0.50) five times"),
        H + "eventbrite/eventbrite-fail-1": _YOGA.format(how="unknown (0.50) four times"),
        H + "pi-web-api/pi-web-api-fail-1": _PI.format(how="unknown (0.50)"),
        H + "ignition/ignition-fail-1": _STALE.format(how="unknown (0.50)"),
        H + "bazel/bazel-fail-1": _RBE.format(how="useful (0.95-0.98) or unknown (0.50)"),
        H + "grants/grants-fail-1": _GRANTS.format(how="unknown (0.50) four times"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
#: Measured when the fixture was written (see the module's docstring).
COUNTS = {"default": (2, 2, 26, 103), "classifier": (3, 3, 19, 103), "semantic": (2, 2, 25, 103)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 11, "semantic": 14}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute or build count: their output (a build log, test results, a capability
#: report) is what the agent asked to learn; so do the build systems' command-line tools,
#: whose role depends on the call (``bazel query`` reads, ``bazel build`` builds). A tool that
#: only starts a job and answers with its id (``re_execute_query``) acts; the job is read with
#: ``re_get_query_job``.
READS = (
    "aspace_get_archival_object", "aspace_get_digital_object", "aspace_get_top_container",
    "aspace_get_tree_node", "aspace_get_tree_root", "aspace_search", "bazel",
    "bloomerang_list_interactions", "bloomerang_list_transactions",
    "bloomerang_search_constituents", "buck2", "ccache", "cloudbeds_get_reservation",
    "cloudbeds_get_reservations", "cloudbeds_get_rooms_unassigned", "cmake_build",
    "cmake_configure", "ctest", "europeana_get_record", "europeana_search",
    "eventbrite_list_attendees", "eventbrite_list_org_events", "eventbrite_list_ticket_classes",
    "fetch_ead", "findingaid_search", "givebutter_list_campaign_members",
    "givebutter_list_campaigns", "givebutter_list_transactions", "grantsgov_fetch_opportunity",
    "grantsgov_search", "http_get", "ignition_browse_tags", "ignition_query_tag_history",
    "ignition_read_tags", "maximo_get_asset_meters", "maximo_get_workorder",
    "maximo_query_workorders", "meson", "mews_get_bills", "mews_get_customers",
    "mews_get_reservations", "ninja", "nix", "opera_get_reservation", "opera_get_room_status",
    "opera_list_housekeeping_rooms", "opera_search_reservations", "pi_get_point",
    "pi_get_recorded", "pi_get_summary", "pi_get_value", "pi_search_points", "re_get_query_job",
    "re_list_gifts", "re_list_queries", "re_search_constituents", "read_file", "si_content",
    "si_search", "spc_capability", "spc_control_chart_tests", "sru_search",
    "ticketmaster_get_event", "ticketmaster_search_attractions", "ticketmaster_search_events",
    "tripleseat_list_rooms", "tripleseat_search_events", "upkeep_get_work_order",
    "upkeep_list_parts", "upkeep_list_work_orders", "worldcat_get_bib_holdings",
    "worldcat_search_brief_bibs", "yaz_client",
)  # fmt: skip
ACTIONS = (
    "apply_patch", "bloomerang_create_constituent", "bloomerang_create_interaction",
    "cloudbeds_post_reservation_note", "cloudbeds_post_room_assign", "eventbrite_publish_event",
    "ignition_write_tags", "maximo_change_status", "mews_add_task", "opera_assign_room",
    "opera_update_room_status", "re_create_action", "re_execute_query", "tripleseat_create_lead",
    "upkeep_update_work_order",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "cmake_build": "CMake's build runs Ninja and answers with its log (``[1/47] Building CXX "
    "object …\\nFAILED: src/CMakeFiles/tiles.dir/mvt_encoder.cpp.o …fatal error: "
    "protozero/pbf_writer.hpp: No such file or directory``, then ``[44/44] Linking CXX "
    "executable tileserver``): what the agent asked to learn, like ``cmake_configure`` and "
    "``ctest`` beside it, yet the tool is not counted",
    "re_execute_query": "starts a Raiser's Edge query job and answers with its id "
    '(``{"id":"f1a7c2e9-…"}``), a receipt; the job is read with ``re_get_query_job``, yet '
    "the tool is counted",
}

FAMILIES = {
    "bazel", "bloomerang", "buck2", "cloudbeds", "cmake", "ead", "europeana", "eventbrite",
    "givebutter", "grants", "ignition", "maximo", "meson", "mews", "nix", "opera",
    "pi-web-api", "raisers-edge", "smithsonian", "spc", "sru", "ticketmaster", "tripleseat",
    "upkeep", "worldcat", "z3950",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 13  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def test_receipts_and_answers_of_none() -> None:
    """The terse receipts and the legitimate empty answers the build script promises."""
    obs = {(e.id.split("/")[1], s.action, s.observation) for e in FIX.episodes() for s in e.steps}
    receipts = {(f, t, o) for f, t, o in obs if t in ACTIONS}
    assert ("mews", "mews_add_task", "{}") in receipts
    assert ("ignition", "ignition_write_tags", "[Good]") in receipts
    assert ("maximo", "maximo_change_status", "") in receipts
    assert ("raisers-edge", "re_create_action", '{"id":"1951"}') in receipts
    ok = {s.observation for e in FIX.episodes() if e.raw["success"] for s in e.steps}
    assert "[]" in ok  # Tripleseat: a free room
    assert any("INFO: Empty results" in o for o in ok)  # bazel query: no path
    assert any("Number of hits: 0" in o for o in ok)  # Z39.50: no record
    assert any("ninja: no work to do." in o for o in ok)  # the no-op build asked for


pytest_generate_tests = parametrize_checks


class TestHeldOut21(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
