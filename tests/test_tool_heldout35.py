"""Thirty-fifth held-out check of the gates: headless CMS, customer support desks, routing and
GIS services, package managers, HPC schedulers and research data movement.

``tests/data/tool_heldout35.jsonl`` (built by ``tests/data/tool_heldout35_build.py``) holds 53
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Contentful's Delivery and Management APIs, Strapi REST, Drupal JSON:API, the Ghost Admin
API, Storyblok and Prismic; Help Scout, Front, Kustomer, Zoho Desk, Gladly and HappyFox;
GeoServer WFS/WMS, OSRM, TomTom Routing, Valhalla, Pelias and ``qgis_process``; Conan, vcpkg,
Poetry, pnpm, the nuget CLI and sbt; PBS Pro, LSF, HTCondor, the Globus CLI, iRODS and
Apptainer (the last two groups through a shell tool). 33 succeeded and 20 failed (a source
failed silently and the agent kept calling). The fixture was written without reading the
detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 33; failing sessions tripped 16 / 14 / 17 of 20,
cutting 50 / 46 / 51 of their 141 calls. The default counting misjudges one tool of 59:
``contentful_unpublish_entry`` acts (it unpublishes an entry and gets its new ``sys``
versions back) but is counted.

The misses share three kinds. Errors that name the request rather than the service:
Valhalla's ``{"error_code": 171, "error": "No suitable edges near location", …}`` for every
Porto route (the server holds tiles for another region, as its ``/status`` bbox shows) is read
unknown (0.50) by every gate, and its ``/locate`` answer with ``"edges": null`` useful. Empty
bodies without words: Zoho Desk's ``HTTP 204 No Content`` for every search of a wrong
organisation is read unknown (0.50) by every gate. And a failing shell tool whose run is
broken by one useful-looking read (``nuget sources list``, an sbt attempt read useful) so that
the run reaches 3 only at the last call (``default`` on nuget and sbt, ``semantic`` on sbt);
``classifier`` reads the pnpm and nuget 401s and the sbt download timeouts useful (0.53-0.83)
throughout, and Pelias's empty FeatureCollections useful (0.35-0.84) but for two in a row.

Near misses not counted (runs of 1 or 2 in successful sessions): every gate reads the empty
answers the tasks ask for useless (1.00 or 0.92-0.94), each alone: Strapi's ``{"data": [],
"meta": {"pagination": …"total": 0}}`` (the slug is free), Prismic's empty French search
(no French version yet), Drupal's empty ``node/page`` listing, Contentful's empty search for
the unpublished 2024 announcement. ``classifier`` and ``semantic`` read Poetry's ``All set!``
and ``No sources configured for this project.`` useless; ``semantic`` also reads GeoServer's
WMS capabilities and LSF's ``No unfinished job found`` (the jobs are done) useless, each once.
``classifier`` reaches 2 on Pelias's empty reverse geocodes in ``pelias-fail-1`` but no more.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout35")
H = "heldout35/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_VALHALLA = (
    'Valhalla answers every Porto route with ``{{"error_code": 171, "error": "No suitable '
    'edges near location", "status_code": 400, "status": "Bad Request"}}``, read unknown '
    '(0.50) five times, and ``valhalla_locate``\'s ``[{{…, "nodes": null, "edges": null}}]`` '
    "read useful ({score}): the server's tiles cover another region (its status bbox is "
    "central Europe), so no Portuguese location will ever snap"
)
_ZOHO = (
    "Zoho Desk answers every contact and ticket search with ``HTTP 204 No Content`` (the "
    "token's default organisation is not the one holding the tickets), read unknown (0.50) "
    'six times; only ``{"data": []}`` of list_departments is read useless, alone'
)
_SBT = (
    "sbt fails every compile and update with ``[error] sbt.librarymanagement.ResolveException: "
    "Error downloading com.acme:ledger-proto_2.13:…`` and ``download error: Caught "
    "java.net.SocketTimeoutException: Read timed out`` from the Nexus host (curl's ``000`` "
    "confirms it is unreachable): read {how}"
)
_NUGET = (
    "nuget answers every restore, list and install with ``Unable to load the service index "
    "for source https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json. "
    "Response status code does not indicate success: 401 (Unauthorized).`` (the feed token "
    "expired): read {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "valhalla/valhalla-fail-1": _VALHALLA.format(score="0.20"),
        H + "zoho-desk/zoho-desk-fail-1": _ZOHO,
        H + "nuget/nuget-fail-1": _NUGET.format(
            how="useful (0.20) the first two times, and ``nuget sources list`` between is read "
            "useful, so the run reaches 3 only at the last call"
        ),
        H + "sbt/sbt-fail-1": _SBT.format(
            how="useful (0.20) at the first, third and fourth attempts, so the run reaches 3 "
            "only at the last call"
        ),
    },
    "classifier": {
        H + "valhalla/valhalla-fail-1": _VALHALLA.format(score="0.35"),
        H + "zoho-desk/zoho-desk-fail-1": _ZOHO,
        H + "nuget/nuget-fail-1": _NUGET.format(how="useful (0.69-0.80) every time"),
        H + "sbt/sbt-fail-1": _SBT.format(how="useful (0.53-0.65) every time"),
        H + "pnpm/pnpm-fail-1": "pnpm answers install, add and view with `` ERR_PNPM_FETCH_401  "
        "GET https://npm.corp.example/@acme%2Ftokens: Unauthorized - 401`` (the registry token "
        "is rejected), read useful (0.71-0.83) seven times",
        H + "pelias/pelias-fail-1": "Pelias answers every reverse and forward geocode around "
        'Nairobi (even ``"text": "Kenya"``) with an empty ``"features": []`` (no Kenyan data '
        "is indexed): pelias_reverse's are read useless (0.87) twice, then useful (0.84) for "
        "the same empty collection, and pelias_search's useful (0.35-0.81), so no run passes 2",
    },
    "semantic": {
        H + "valhalla/valhalla-fail-1": _VALHALLA.format(score="0.39"),
        H + "zoho-desk/zoho-desk-fail-1": _ZOHO,
        H + "sbt/sbt-fail-1": _SBT.format(
            how="useful (0.39) at the first, third and fourth attempts, useless (0.99) at the "
            "others, so the run reaches 3 only at the last call"
        ),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 52, 141), "classifier": (0, 0, 48, 141), "semantic": (0, 0, 53, 141)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 16, "classifier": 14, "semantic": 17}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Left out, as arguable: ``shell``, whose role depends on the command (``qstat``, ``ils`` and
#: ``conan search`` read; ``qsub``, ``globus transfer`` and ``pnpm update`` act).
READS = (
    "contentful_get_entries", "contentful_get_entry", "drupal_jsonapi_get",
    "front_list_inbox_conversations", "front_list_inboxes", "front_search_conversations",
    "ghost_admin_browse_posts", "ghost_admin_browse_tags", "ghost_admin_read_post",
    "ghost_admin_site", "gladly_find_customers", "gladly_get_conversation_items",
    "gladly_get_conversations", "happyfox_list_tickets", "helpscout_get_conversation",
    "helpscout_get_threads", "helpscout_list_conversations", "helpscout_list_mailboxes",
    "helpscout_search_customers", "kustomer_get_customer", "kustomer_get_customer_conversations",
    "kustomer_search_conversations", "kustomer_search_customers", "osrm_nearest", "osrm_route",
    "osrm_table", "pelias_reverse", "pelias_search", "pelias_search_structured",
    "prismic_get_by_uid", "prismic_query", "storyblok_get_links", "storyblok_get_stories",
    "storyblok_get_story", "strapi_find", "strapi_find_one", "tomtom_calculate_route",
    "tomtom_search", "valhalla_locate", "valhalla_route", "valhalla_status", "wfs_get_feature",
    "wms_get_capabilities", "zoho_desk_list_departments", "zoho_desk_list_tickets",
    "zoho_desk_search_contacts", "zoho_desk_search_tickets",
)  # fmt: skip
ACTIONS = (
    "contentful_publish_entry", "contentful_unpublish_entry", "front_update_conversation_assignee",
    "ghost_admin_edit_post", "gladly_send_sms", "helpscout_create_reply", "kustomer_create_note",
    "kustomer_update_conversation", "strapi_create", "strapi_update", "zoho_desk_update_ticket",
)  # fmt: skip
ARGUABLE = ("shell",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "contentful_unpublish_entry": "acts (it unpublishes an entry through the Management API; "
    'its answer is the entry\'s new ``sys``: ``{"sys": {"id": …, "type": "Entry", "version": '
    '13, "archivedVersion": null, "publishedVersion": null}}``) and is counted, while '
    "contentful_publish_entry is not; the receipt in contentful-ok-2 is read useful",
}

FAMILIES = {
    "contentful", "strapi", "drupal-jsonapi", "ghost", "storyblok", "prismic", "helpscout",
    "front", "kustomer", "zoho-desk", "gladly", "happyfox", "geoserver", "osrm", "tomtom",
    "valhalla", "pelias", "qgis-process", "conan", "vcpkg", "poetry", "pnpm", "nuget", "sbt",
    "pbs", "lsf", "htcondor", "globus", "irods", "apptainer",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 53
    assert len(FIX.ids(True)) == 33 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 7 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("contentful", "strapi", "drupal-jsonapi", "storyblok", "prismic", "osrm"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(json.loads(o)["sys"]["type"] in ("Array", "Entry") for o in _results("contentful"))
    assert all(json.loads(o)["code"] == "Ok" for o in _results("osrm"))
    assert all(json.loads(o)["type"] == "FeatureCollection" for o in _results("pelias"))
    assert all(o.startswith(("<?xml", "{")) for o in _results("geoserver"))


pytest_generate_tests = parametrize_checks


class TestHeldOut35(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
