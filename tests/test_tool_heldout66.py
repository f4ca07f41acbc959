"""Sixty-sixth held-out check of the gates: multi-model and document databases, weather
vendors, EV charging, thermostats and home cameras, wildlife observation.

``tests/data/tool_heldout66.jsonl`` (built by ``tests/data/tool_heldout66_build.py``) holds 65
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: RethinkDB driver output and write summaries, SurrealDB ``/sql`` statement lists, Fauna
FQL v10 bodies and set pages, RavenDB query results, OrientDB ``/command`` records, ``aql``
tables through a shell; WeatherAPI.com, AccuWeather, Meteomatics CSV, Pirate Weather and the
Met Office DataHub GeoJSON; Open Charge Map POIs, Enode chargers, actions and statistics,
the myWallbox API, ChargePoint's SOAP bodies and an EVgo partner wrapper; Ring through an MCP
wrapper, the Nest Smart Device Management API, ecobee, Honeywell Total Connect Comfort and
Wyze; iNaturalist, eBird, xeno-canto, Movebank direct reads and BOLD. 42 succeeded and 23
failed (a source failed silently and the agent kept calling). The fixture was written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 42; failing sessions tripped 21 / 18 / 21 of 23,
cutting 70 / 61 / 70 of their 152 calls. The default counting misjudges three tools of 68,
all actions it counts: Enode's ``enode_charger_action`` and ``enode_smart_charging_policy``
and Nest's ``nest_execute_command`` (whose success answer is the SDM API's bare ``{}``).

The misses share one kind for every gate: a source that answers in a well-formed success
shape. SurrealDB, pointed at a namespace/database with no data, answers seven different
queries (counts, ``LIMIT`` pages, the customer table) with ``[{"result": [], "status": "OK",
"time": "…µs"}]``, read useful by all three (0.20 / 0.35 / 0.39); and Wyze's expired token,
``{"code": "2001", … "msg": "AccessTokenError"}``, is spread over three tools so the run on
``wyze_get_event_list`` reaches 3 only at the session's last call (and ``default`` and
``classifier`` read its first instance and ``wyze_get_device_info``'s useful, 0.20 / 0.35).
``classifier`` also misses three: AccuWeather's ``{"Code": "ServiceUnavailable", "Message":
"The allowed number of requests has been exceeded."}`` read useful (0.80-0.81) on the hourly
forecast, the run of 2 on the other tools going nowhere; Meteomatics' stale cache answering
every depot with the same ``validdate;t_2m:C\\n2026-11-19T12:00:00Z;4.2`` (a date three weeks
old), read useful (0.87) and useless (0.88) in turn; and EVgo's ``{"count": 0, "stations":
[]}`` for six Houston searches up to 50 miles, read useful (0.79) six times.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` and ``semantic`` read both of ``ecobee-ok-2``'s POST acknowledgements
(``{"status": {"code": 0, "message": ""}}``, a hold set and a message sent) useless (1.00), a
run of 2 before the GET that confirms them; ``default`` and ``semantic`` read both of
``ravendb-ok-2``'s empty Iceland queries (``{"TotalResults": 0, … "Results": []}``, the answer
asked for) useless, around a useful group-by; every gate reads the legitimately empty answers
of the successful sessions useless once (Open Charge Map's ``[]`` for Coll and the A7 gap,
AccuWeather's ``[]`` of alerts, Ring's ``[]`` of dings, Nest's ``{}`` receipts, iNaturalist's
and xeno-canto's zero results), and Ring's signed clip URL too, none twice in a row.

Since then (read after this fixture, so not held out for it), an error's name alone as the
message is a failing message (Wyze's ``"msg": "AccessTokenError"``) and a list of envelopes
around empty lists is an empty result (SurrealDB's ``[{"result": [], "status": "OK", …}]``);
every gate trips on ``wyze-fail-1`` and ``surrealdb-fail-1``.

Later still, an HTTP error body of up to 12 fields (a 4xx or 5xx status beside a failing
message) is an error: the Met Office's ``{"httpCode": "401", "httpMessage": "Unauthorized",
…}``, one more call cut in ``metoffice-fail-1``.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout66")
H = "heldout66/"

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
        H + "accuweather/accuweather-fail-1": '``{"Code": "ServiceUnavailable", "Message": '
        '"The allowed number of requests has been exceeded.", "Reference": '
        '"/forecasts/v1/hourly/12hour/347810"}`` (the key\'s quota spent) is read useful '
        "(0.80-0.81) on accuweather_forecast_hourly_12, so its run never starts; the other "
        "tools' runs reach 2",
        H + "meteomatics/meteomatics-fail-1": "a stale cache answers six depot coordinates with "
        "the same ``validdate;t_2m:C\\n2026-11-19T12:00:00Z;4.2`` (a 19 November value for a "
        "request for 8 December): read useful (0.87) and useless (0.88) in turn",
        H + "evgo/evgo-fail-1": '``{"count": 0, "stations": []}`` for six Houston searches up '
        "to a 50-mile radius (EVgo runs many 350 kW stations there; the wrapper is broken) is "
        "read useful (0.79) six times",
    },
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 79, 152), "classifier": (0, 0, 70, 152), "semantic": (0, 0, 79, 152)}
#: Failing sessions tripped (a call cut), of 23.
TRIPPED = {"default": 23, "classifier": 20, "semantic": 23}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Query-language tools count (rethinkdb_query, surreal_sql, fauna_query, orientdb_command,
#: ravendb_query, the shell running aql/asinfo): most of their calls read, a few write and
#: get a summary the agent checks. Left out, as arguable: ``ecobee_thermostat`` (GET reads
#: the thermostats, POST sets a hold or sends a message and gets ``{"status": {"code": 0}}``)
#: and ``chargepoint_soap`` (``getStations``/``getLoad`` read, ``shedLoad`` acts).
READS = (
    "accuweather_alerts", "accuweather_current_conditions", "accuweather_forecast_5day",
    "accuweather_forecast_hourly_12", "accuweather_location_search", "bold_id_engine",
    "bold_specimen_search", "bold_stats", "ebird_hotspot_info", "ebird_hotspots_region",
    "ebird_recent_hotspot", "ebird_recent_nearby", "ebird_recent_notable",
    "ebird_recent_region", "ebird_recent_species", "ecobee_runtime_report",
    "ecobee_thermostat_summary", "enode_get_action", "enode_get_charger", "enode_get_vehicle",
    "enode_list_chargers", "enode_list_schedules", "enode_list_vehicles",
    "enode_statistics_charging", "evgo_stations", "fauna_query", "inat_observations",
    "inat_places_autocomplete", "inat_species_counts", "inat_taxa_autocomplete",
    "meteomatics_query", "metoffice_site_specific", "movebank_direct_read", "nest_get_device",
    "nest_list_devices", "nest_list_structures", "ocm_poi_get", "ocm_poi_search",
    "orientdb_command", "pirateweather_forecast", "ravendb_query", "rethinkdb_query",
    "ring_device_history", "ring_get_recording_url", "ring_list_devices", "shell",
    "surreal_sql", "tcc_check_data_session", "tcc_get_locations", "wallbox_charger_status",
    "wallbox_list_sessions", "weatherapi_alerts", "weatherapi_forecast", "weatherapi_history",
    "wyze_get_device_info", "wyze_get_event_list", "wyze_list_devices", "xenocanto_search",
)  # fmt: skip
ACTIONS = (
    "enode_charger_action", "enode_smart_charging_policy", "evgo_reserve",
    "nest_execute_command", "tcc_submit_control_changes", "wallbox_set_max_charging_current",
    "wallbox_unlock_charger", "wyze_set_property",
)  # fmt: skip
ARGUABLE = ("chargepoint_soap", "ecobee_thermostat")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "enode_charger_action": "acts (it starts or stops charging; its answer is the action "
    'record, ``{"id": …, "state": "PENDING", … "kind": "START"}``, polled with '
    "enode_get_action) and is counted; read useful in enode-ok-1",
    "enode_smart_charging_policy": "acts (it sets the vehicle's smart-charging deadline and "
    "limit) and is counted; it only ever answers the expired-token problem here",
    "nest_execute_command": "acts (it runs an SDM command such as SetHeat or SetMode; the API's "
    "success answer is a bare ``{}``) and is counted; read useless (0.99-1.00) once in each "
    "of nest-ok-1 and nest-ok-2, followed by a useful nest_get_device",
}

FAMILIES = {
    "accuweather", "aerospike", "bold", "chargepoint", "ebird", "ecobee", "enode", "evgo",
    "fauna", "honeywell", "inaturalist", "metoffice", "meteomatics", "movebank", "nest",
    "openchargemap", "orientdb", "pirateweather", "ravendb", "rethinkdb", "ring",
    "surrealdb", "wallbox", "weatherapi", "wyze", "xenocanto",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 65
    assert len(FIX.ids(True)) == 42 and len(FIX.ids(False)) == 23
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    surreal = [json.loads(o) for o in _results("surrealdb")]
    assert all(r[0]["status"] == "OK" and "result" in r[0] for r in surreal)
    assert all(o.startswith("validdate;") for o in _results("meteomatics"))
    assert all("status" in json.loads(o) for o in _results("ecobee"))
    assert all(
        o.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<SOAP-ENV:Envelope')
        for o in _results("chargepoint")
    )
    for family in ("fauna", "ravendb", "weatherapi", "enode", "wyze", "inaturalist"):
        assert all(json.loads(o) is not None for o in _results(family)), family


pytest_generate_tests = parametrize_checks


class TestHeldOut66(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
