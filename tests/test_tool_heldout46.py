"""Forty-sixth held-out check of the gates: farm management, museum collections and IIIF,
webhook delivery, Kubernetes policy and admission, podcast hosting.

``tests/data/tool_heldout46.jsonl`` (built by ``tests/data/tool_heldout46_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Climate FieldView fields, planting layers and chunked uploads polled to ``SUCCESS``,
Agworld JSON:API activities, Granular tasks, CNH AFS Connect (AEMP 2.0) fleet telemetry, Trimble
Ag fields, operations and work orders, FarmLogs rainfall; CollectiveAccess' JSON web service,
eMuseum, Omeka S JSON-LD items and media, IIIF Presentation 3 manifests and collections and
Image API ``info.json``, Axiell/Adlib ``adlibXML``, PastPerfect Online pages; Svix messages,
attempts and endpoints, Hookdeck events and retries, Convoy deliveries, the Stripe CLI
(``listen``, ``trigger``, ``events``), the ngrok API, smee-client; ``kyverno test`` and
PolicyReports, Gatekeeper constraints, Kubewarden policies and ``kwctl run``, Polaris audits,
kube-bench, Trivy Operator VulnerabilityReports; Transistor episodes, uploads and analytics,
Buzzsprout, Captivate, Libsyn, Podbean and Spotify for Podcasters. 35 succeeded and 20 failed
(a source failed silently and the agent kept calling). The fixture was written and committed
without reading the detectors, the shape readers, the gate's tool counting or the earlier
fixtures, and has not been changed since it was measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 19 / 18 / 19 of 20,
cutting 56 / 53 / 57 of their 129 calls. The default counting misjudges one tool of 90:
Svix's ``svix_resend`` acts (it resends a message to an endpoint and answers with an empty
body) but is counted.

The misses share one kind: a failure spread over several tools that each answer something a
task may legitimately get. Hookdeck's wrong project answers every one of four listing tools
with the same empty page (``{"pagination": {"order_by": "created_at", "dir": "desc",
"limit": 100}, "count": 0, "models": []}``) eight times; every detector reads each one useless,
but the gate keeps a run per tool and does not join empty results across tools (an empty
answer is not a failure), and ``hookdeck_list_events`` reaches 3 only at the session's last
call, so no call is cut (all three gates). That session falls short of the brief it was
written to: one source fails the same way at every call, but no single tool gives 3 useless
results in a row before the last call. ``classifier`` also misses ``libsyn-fail-1``: it
reads the first Libsyn maintenance page useful (0.54), so the run of pages that fail the same
way across tools starts again and reaches 3 only at the last call (``default`` reads that page
useless at 0.50 and ``semantic`` at 0.99, and both cut one call).

Near misses not counted (a run of 1 or 2 in a successful session): ``default`` reads single
results useless that a careful reader takes as answers: Granular's empty overdue list
(``{"tasks": [], "total": 0, "page": 1}``, the "none" the task asks for, 1.00), ngrok's empty
reserved domains (1.00), Convoy's one delivery attempt with the partner's ``202 Accepted``
(1.00), Svix's event-type list (0.85), a IIIF image ``HEAD`` (0.66), FieldView's second
``{"status": "INBOX"}`` while polling (1.00), the ``{}`` of a GitHub redelivery through
``shell`` and of a ``yq`` print of empty resources (1.00), and Kubewarden's admission denial
the task set out to see (1.00). ``classifier`` reads ``kube-bench``'s report and the fix after
it useless (0.94, 0.88) around a useful read, Axiell's first search (0.93) and Svix's failed
attempts listing (0.90). ``semantic`` reads the ``kyverno test`` summary after the fix (``Test
Summary: 4 tests passed and 0 tests failed``) useless after the ``{}`` of ``yq`` (1.00), a run
of 2 at ``kyverno-ok-1``'s last call. In the failing sessions the first of a repeated failure is
often read useful (the first stale CollectiveAccess page, the first Stripe ``Expired API Key``
error at 0.20 / 0.35 / 0.39, the first Trimble Ag maintenance page at 0.49 / 0.55), so the trips
there come a call later.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout46")
H = "heldout46/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_HOOKDECK = (
    "Hookdeck in the wrong project answers sources, events, requests and connections alike "
    'with ``{"pagination": {"order_by": "created_at", "dir": "desc", "limit": 100}, "count": '
    '0, "models": []}``: each read useless (1.00), but the runs are per tool, empty results are '
    "not joined across tools, and ``hookdeck_list_events`` reaches 3 only at the last of the "
    "eight calls"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "hookdeck/hookdeck-fail-1": _HOOKDECK},
    "classifier": {
        H + "hookdeck/hookdeck-fail-1": _HOOKDECK,
        H + "libsyn/libsyn-fail-1": "the first ``<html><head><title>Libsyn - Down for "
        "Maintenance</title></head><body><h2>Libsyn is currently undergoing scheduled "
        "maintenance.</h2>…`` (from ``libsyn_shows``) is read useful (0.54), so the run of "
        "pages failing the same way across tools starts at the fourth call and reaches 3 only "
        "at the sixth and last",
    },
    "semantic": {H + "hookdeck/hookdeck-fail-1": _HOOKDECK},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 56, 129), "classifier": (0, 0, 53, 129), "semantic": (0, 0, 57, 129)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 19, "classifier": 18, "semantic": 19}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell`` counts: here it runs mostly ``kubectl get``, CLI reports and log reads, whose
#: output is what the agent asked to learn. Left out, as arguable:
#: ``transistor_authorize_upload`` (prepares an upload, but its answer is the signed URL the
#: agent needs next).
READS = (
    "afs_connect_engine_status", "afs_connect_fleet", "afs_connect_fuel_remaining",
    "afs_connect_location", "agworld_get_activity", "agworld_list_activities",
    "agworld_search_fields", "axiell_get_record", "axiell_search", "buzzsprout_get_episode",
    "buzzsprout_list_episodes", "ca_find_objects", "ca_find_storage_locations", "ca_get_object",
    "captivate_get_shows", "captivate_list_episodes", "convoy_list_delivery_attempts",
    "convoy_list_event_deliveries", "convoy_list_events", "emuseum_get_person",
    "emuseum_search", "farmlogs_fields", "farmlogs_rainfall", "fetch",
    "fieldview_get_as_planted_stats", "fieldview_get_field", "fieldview_get_upload_status",
    "fieldview_list_as_planted", "fieldview_list_fields", "fieldview_list_harvest",
    "granular_list_tasks", "hookdeck_list_connections", "hookdeck_list_events",
    "hookdeck_list_requests", "hookdeck_list_sources", "http_get", "iiif_fetch",
    "libsyn_shows", "libsyn_stats_daily", "libsyn_stats_episodes", "ngrok_get_credential",
    "ngrok_get_tunnel_session", "ngrok_list_endpoints", "ngrok_list_reserved_domains",
    "ngrok_list_tunnels", "omeka_get_item", "omeka_search_item_sets", "omeka_search_items",
    "podbean_episode_stats", "podbean_list_episodes", "podbean_podcast_stats", "shell",
    "spotify_podcasters_aggregate", "spotify_podcasters_episodes",
    "spotify_podcasters_followers", "spotify_podcasters_performance",
    "spotify_podcasters_streams", "svix_get_endpoint_secret", "svix_get_message",
    "svix_list_applications", "svix_list_attempts_by_endpoint", "svix_list_attempts_by_msg",
    "svix_list_event_types", "svix_list_messages", "transistor_episode_analytics",
    "transistor_get_episode", "transistor_list_episodes", "trimble_ag_employees",
    "trimble_ag_fields", "trimble_ag_operations",
)  # fmt: skip
ACTIONS = (
    "agworld_create_activity", "buzzsprout_update_episode", "ca_update_object",
    "captivate_create_ad_slot", "edit_file", "fieldview_create_upload",
    "fieldview_put_upload_chunk", "granular_update_task", "hookdeck_retry_event",
    "libsyn_upload_media", "omeka_add_media", "omeka_create_item", "podbean_update_episode",
    "svix_create_endpoint", "svix_resend", "transistor_create_episode",
    "transistor_publish_episode", "transistor_update_episode", "trimble_ag_create_work_order",
)  # fmt: skip
ARGUABLE = ("transistor_authorize_upload",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "svix_resend": "acts (it resends a message to one endpoint; Svix answers 202 with an empty "
    "body, handed to the model as ``''``) and is counted; the new attempt is read with "
    "svix_list_attempts_by_msg. Both empty receipts in svix-ok-1 are read unknown (0.50), so "
    "they move no run",
}

FAMILIES = {
    "agworld", "axiell", "buzzsprout", "captivate", "cnh", "collectiveaccess", "convoy",
    "emuseum", "farmlogs", "fieldview", "gatekeeper", "granular", "hookdeck", "iiif",
    "kube-bench", "kubewarden", "kyverno", "libsyn", "ngrok-api", "omeka-s", "pastperfect",
    "podbean", "polaris", "smee", "spotify-podcasters", "stripe-cli", "svix", "transistor",
    "trimble-ag", "trivy-operator",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("svix", "hookdeck", "transistor", "omeka-s", "iiif", "podbean"):
        assert all(
            o == "" or o.startswith("HTTP/1.1 ") or json.loads(o) is not None
            for o in _results(family)
        ), family
    assert all(
        o.startswith('<?xml version="1.0" encoding="utf-8"?><adlibXML') for o in _results("axiell")
    )
    omeka = [json.loads(o) for o in _results("omeka-s")]
    assert all(isinstance(o, list) or "o:id" in o for o in omeka)
    iiif = [json.loads(o) for o in _results("iiif") if o.startswith("{")]
    assert all(o["@context"].startswith("http://iiif.io/api/") for o in iiif)
    tr = [json.loads(o) for o in _results("transistor") if o.startswith("{")]
    assert all("data" in o for o in tr)


pytest_generate_tests = parametrize_checks


class TestHeldOut46(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
