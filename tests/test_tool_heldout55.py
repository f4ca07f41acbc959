"""Fifty-fifth held-out check of the gates: genealogy, recipes and nutrition, mail stores and
indexers, photo libraries, 3D printing.

``tests/data/tool_heldout55.jsonl`` (built by ``tests/data/tool_heldout55_build.py``) holds 51
hand-written sessions in the real-runs format: FamilySearch, WikiTree, Geni, Gramps Web,
MyHeritage Family Graph and python-gedcom through a python tool; Edamam, Spoonacular, USDA
FoodData Central, Open Food Facts, Nutritionix and TheMealDB; JMAP, Nylas v3, imaplib, Zoho
Mail, notmuch and mu; Google Photos, Immich, PhotoPrism, Flickr and SmugMug; OctoPrint,
Moonraker, PrusaLink, Thingiverse and Bambu Lab reports. 31 succeeded and 20 failed. The
fixture was written and committed without reading the detectors or earlier fixtures.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 31; failing sessions tripped 15 / 15 / 15 of 20,
cutting 43 / 43 / 43 of their 128 calls. The default counting misjudges three tools of 92:
``familysearch_attach_source``, ``octoprint_select_file`` and
``spoonacular_shopping_list_add`` act but are counted.

The misses share two kinds. An answer that is an error or refusal in a shape the readers do
not know is read useful or unknown at every call: WikiTree's ``[{"page_name": "Ashby-455",
"status": "Permission Denied"}]`` (the login cookie lapsed) and Zoho Mail's
``{"data": {"errorCode": "INVALID_OAUTHTOKEN"}, ...}``. And a dead source answering a python
tool or a stale cache is read useless in runs of 2 broken by one differently shaped answer,
reaching 3 only at the last call: the empty GEDCOM parse (``0``, ``[]``, ``dict_keys([])``),
the wrong IMAP account (``('OK', [b'0'])``, ``('OK', [b''])``), TheMealDB's one cached meal.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout55")
H = "heldout55/"

STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_WT = (
    'WikiTree answers every profile with ``[{"page_name": "Ashby-455", "status": "Permission '
    'Denied"}]`` (privacy without a login): read useful ({s}) seven times'
)
_ZO = (
    '``{"data": {"errorCode": "INVALID_OAUTHTOKEN"}, "status": {"code": 404, ...}}`` (an '
    "expired OAuth token) is read unknown (0.50) six times"
)
_GED = (
    "the GEDCOM file parses to nothing (``0``, ``[]``, ``dict_keys([])``): read useless in runs "
    "of 2 broken by a ``0`` or ``dict_keys([])`` read useful; 3 only at the last call"
)
_MEAL = (
    "the stale cache hands back Teriyaki Chicken Casserole (52772) for every Thai query: the "
    "first two and the lookup read useful, so the runs are 2 and then 2 ending at the last call"
)
_IMAP = (
    "the wrong IMAP account: ``('OK', [b'0'])`` and ``('OK', [b''])`` for every search, read {how}"
)
MISSED = {
    "default": {
        H + "wikitree/wikitree-fail-1": _WT.replace("{s}", "0.20"),
        H + "zoho-mail/zoho-mail-fail-1": _ZO,
        H + "python-gedcom/python-gedcom-fail-1": _GED,
        H + "themealdb/themealdb-fail-1": _MEAL,
        H + "imaplib/imaplib-fail-1": _IMAP.format(
            how="useless in runs of 2 broken by the mailbox listing; 3 only at the last call"
        ),
    },
    "classifier": {
        H + "wikitree/wikitree-fail-1": _WT.replace("{s}", "0.35"),
        H + "zoho-mail/zoho-mail-fail-1": _ZO,
        H + "python-gedcom/python-gedcom-fail-1": _GED,
        H + "themealdb/themealdb-fail-1": _MEAL,
        H + "imaplib/imaplib-fail-1": _IMAP.format(how="unknown (0.50) at every call"),
    },
    "semantic": {
        H + "wikitree/wikitree-fail-1": _WT.replace("{s}", "0.39"),
        H + "zoho-mail/zoho-mail-fail-1": _ZO,
        H + "python-gedcom/python-gedcom-fail-1": _GED,
        H + "themealdb/themealdb-fail-1": _MEAL,
        H + "imaplib/imaplib-fail-1": _IMAP.format(how="unknown (0.50) at every call"),
    },
}

COUNTS = {"default": (0, 0, 43, 128), "classifier": (0, 0, 43, 128), "semantic": (0, 0, 43, 128)}
TRIPPED = {"default": 15, "classifier": 15, "semantic": 15}

READS = (
    "bambu_get_status", "edamam_nutrition_details", "edamam_recipe_get", "edamam_recipe_search",
    "familysearch_get_ancestry", "familysearch_get_memories", "familysearch_get_parents",
    "familysearch_get_person", "familysearch_get_person_sources", "familysearch_search_persons",
    "fdc_food", "fdc_foods_search", "flickr_call", "geni_get_profile", "geni_get_union",
    "geni_immediate_family", "geni_profile_documents", "geni_search_profiles",
    "gphotos_get_album", "gphotos_list_albums", "gphotos_list_media", "gphotos_media_search",
    "gramps_get_people", "gramps_get_person_timeline", "gramps_get_places", "gramps_search",
    "immich_search_metadata", "jmap_email_get", "jmap_email_query", "jmap_mailbox_get",
    "jmap_mailbox_query", "jmap_thread_get", "mealdb_filter", "mealdb_lookup", "mealdb_search",
    "moonraker_query_objects", "myheritage_get", "nutritionix_natural_exercise",
    "nutritionix_natural_nutrients", "nylas_list_folders", "nylas_list_messages",
    "nylas_list_threads", "octoprint_files", "octoprint_job", "octoprint_printer",
    "off_get_product", "off_search", "photoprism_albums", "photoprism_cameras",
    "photoprism_search", "prusalink_job", "prusalink_status", "python", "shell", "smugmug_get",
    "spoonacular_complex_search", "spoonacular_find_by_ingredients",
    "spoonacular_generate_mealplan", "spoonacular_mealplan_day", "spoonacular_recipe_information",
    "thingiverse_search", "thingiverse_thing_files", "wikitree_getBio", "wikitree_getDescendants",
    "wikitree_getPerson", "wikitree_getProfile", "wikitree_getRelatives",
    "zoho_mail_attachment_info", "zoho_mail_folders", "zoho_mail_list_messages",
    "zoho_mail_search",
)  # fmt: skip
ACTIONS = (
    "familysearch_attach_source", "familysearch_create_source_description",
    "gphotos_album_batch_add", "gphotos_create_album", "gramps_create_event",
    "gramps_update_person", "immich_add_assets_to_album", "immich_create_album", "jmap_email_set",
    "moonraker_print_start", "nutritionix_log_add", "nylas_send_message", "nylas_update_message",
    "octoprint_select_file", "photoprism_like", "spoonacular_mealplan_add",
    "spoonacular_shopping_list_add", "zoho_mail_update_message",
)  # fmt: skip
#: Sends G-code: heats the printer (an action, ``{"result": "ok"}``) or asks it to print its
#: bed mesh (a read) depending on the script.
ARGUABLE = ("moonraker_gcode_script",)

MISCOUNTED = {
    "familysearch_attach_source": "acts (attaches a source to a person; answers "
    "``HTTP 204 No Content``) and is counted",
    "octoprint_select_file": "acts (selects and starts a print; answers "
    "``HTTP 204 No Content``) and is counted",
    "spoonacular_shopping_list_add": "acts (adds an item to a shopping list; answers the "
    "created item) and is counted",
}


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 51
    assert len(FIX.ids(True)) == 31 and len(FIX.ids(False)) == 20
    assert all(2 <= len(e.steps) <= 12 for e in eps)


pytest_generate_tests = parametrize_checks


class TestHeldOut55(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
