"""Sixty-fifth held-out check of the gates: small-business CRMs, small online shops, agile
trackers, team wikis and small code forges.

``tests/data/tool_heldout65.jsonl`` (built by ``tests/data/tool_heldout65_build.py``) holds 57
hand-written sessions (290 calls) in the real-runs format on tool kinds the earlier fixtures
did not cover: Insightly, Capsule, Nimble, Agile CRM and Less Annoying CRM; PrestaShop's
webservice (XML and JSON), Ecwid, Squarespace Commerce, Big Cartel and Shift4Shop; YouTrack,
Shortcut, Taiga, Plane and Redmine; Outline, BookStack, Wiki.js GraphQL, DokuWiki XML-RPC and
XWiki REST; Forgejo (Codeberg), SourceHut (``hut`` and GraphQL), Pagure, Gogs and OneDev. 37
succeeded and 20 failed (a source failed silently and the agent kept calling: expired tokens,
429s, a 504 and a 502 page, App Engine's server-error page, a maintenance page, an XWiki login
page, a connection-refused wrapper error, a sandbox tenant answering empty, a wrapper that
ignores the query, a search index that finds nothing, a token that sees no project). The
fixture was written and committed without reading the detectors, the shape readers, the gate's
tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it. The gate's default choice of which
tools it counts is checked tool by tool, its misjudgements listed the same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 2 / 2 of 37 (both stops withhold evidence, with every
gate); failing sessions tripped 18 / 16 / 18 of 20, cutting 67 / 60 / 67 of their 145 calls.
The default counting misjudges four tools of 126: ``onedev_rebuild`` and
``squarespace_adjust_inventory`` act and are counted; ``shift4shop_get_order`` and
``taiga_resolve_project`` read and are not.

The stops share one kind: a run of results that a careful reader takes as answers. Less
Annoying CRM's one function-call tool returns ``{}`` for each of three ``EditTask`` calls
(the API's receipt; the tool both reads and acts, so it is counted), and YouTrack's
``[]`` for three projects' unresolved security issues is exactly what the user asked to learn
("empty is a fine answer"); the gate then withholds the global query and the history of
resolved security issues.

The misses share two kinds. Squarespace's 429 body (``{"type": "TOO_MANY_REQUESTS", "subtype":
null, "message": "Too many requests. Please wait before sending more.", …}``) is read useful
(0.20-0.39) by every gate, eight times. Taiga's ``{"_error_message": "Invalid token",
"_error_type": "taiga.base.exceptions.NotAuthenticated"}`` is read useful at each tool's
first call and useless at its second, but the session spreads its seven calls over six tools
(no tool is called three times), so per-tool counting cannot reach 3: a flaw of the fixture's
session as much as of the gates. ``classifier`` further reads PrestaShop's ``<errors><error>
<code><![CDATA[18]]></code><message><![CDATA[Invalid authentication key]]>`` useful
(0.83-0.87) seven times and Wiki.js's empty search (``{"data": {"pages": {"search":
{"results": [], "suggestions": [], "totalHits": 0}}}}``) useful (0.84-0.85) seven times.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): every gate reads the two empty Nimble searches of ``nimble-ok-1`` and the two empty
Outline searches of ``outline-ok-2`` useless (the 'not there yet' the task asks about), a run
of 2; ``default`` and ``semantic`` read all three pages of Ecwid's out-of-stock listing in
``ecwid-ok-1`` useless, the third (``{"total": 7, "count": 0, "offset": 10, …, "items":
[]}``, the end of the paging) being the session's last call.

Since then (read after this fixture, so not held out for it), a failing message beside empty
fields is an error (Squarespace's 429 body) and so are underscored error fields (Taiga's
``_error_message``); every gate trips on ``squarespace-fail-1`` and, counting the one refused
token across Taiga's six tools, on ``taiga-fail-1`` too.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout65")
H = "heldout65/"

_LACRM = (
    "Less Annoying CRM's ``lacrm_call`` answers three ``EditTask`` calls (two tasks marked "
    "done, one rescheduled) with ``{}``, the API's receipt; read useless (0.99-1.00) three "
    "times in a row, so the gate withholds the final GetTasks that confirms the changes"
)
_YT = (
    "YouTrack's ``[]`` for ``tag: security #Unresolved`` in PAY, ACC and CORE is the answer "
    "the user asked for ('empty is a fine answer'); read useless (0.99-1.00) three times, so "
    "the gate withholds the global query and the list of resolved security issues"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    d: {H + "lacrm/lacrm-ok-1": _LACRM, H + "youtrack/youtrack-ok-2": _YT}
    for d in ("default", "classifier", "semantic")
}

_PS = (
    "PrestaShop's ``<errors><error><code><![CDATA[18]]></code><message><![CDATA[Invalid "
    "authentication key]]></message>`` is read useful (0.83-0.87) seven times; a careful "
    "reading: the webservice key is rejected, nothing is returned"
)
_WJ = (
    'Wiki.js\'s ``{"data": {"pages": {"search": {"results": [], "suggestions": [], '
    '"totalHits": 0}}}}`` for seven different searches (postgres, patroni, vault, database…) '
    "is read useful (0.84-0.85); a careful reading: the search index finds nothing at all"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {},
    "classifier": {
        H + "prestashop/prestashop-fail-1": _PS,
        H + "wikijs/wikijs-fail-1": _WJ,
    },
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (2, 2, 76, 145), "classifier": (2, 2, 69, 145), "semantic": (2, 2, 76, 145)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 20, "classifier": 18, "semantic": 20}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Left out, as arguable: ``lacrm_call`` (Less Annoying CRM's one function-call tool reads
#: with GetTasks/GetContacts and acts with EditTask) and ``shell`` (here it submits a
#: builds.sr.ht job and then polls it with ``hut builds show``).
READS = (
    "agilecrm_contact_by_email", "agilecrm_contacts_by_tag", "agilecrm_get_contact",
    "agilecrm_search_contacts", "bigcartel_list_orders", "bigcartel_list_products",
    "bookstack_export_page_markdown", "bookstack_get_page", "bookstack_list_books",
    "bookstack_list_chapters", "bookstack_list_pages", "bookstack_search",
    "capsule_list_milestones", "capsule_list_opportunities", "capsule_list_parties",
    "capsule_list_party_opportunities", "capsule_search_parties", "dokuwiki_get_page",
    "dokuwiki_get_page_info", "dokuwiki_list_pages", "dokuwiki_search", "ecwid_get_order",
    "ecwid_search_orders", "ecwid_search_products", "forgejo_get_commit_status",
    "forgejo_get_repo", "forgejo_list_issue_comments", "forgejo_list_issues",
    "forgejo_list_pulls", "forgejo_search_repos", "gogs_get_branch", "gogs_get_repo",
    "gogs_list_collaborators", "gogs_list_commits", "gogs_list_issues", "gogs_list_org_repos",
    "gogs_search_repos", "insightly_get_organisation_contacts", "insightly_list_opportunities",
    "insightly_search_contacts", "insightly_search_opportunities",
    "insightly_search_organisations", "nimble_list_contacts", "nimble_search_contacts",
    "onedev_get_build", "onedev_get_build_log", "onedev_query_builds", "onedev_query_issues",
    "onedev_query_projects", "onedev_query_pulls", "outline_collections_list",
    "outline_documents_info", "outline_documents_list", "outline_search", "pagure_get_issue",
    "pagure_list_issues", "pagure_list_projects", "plane_list_issues", "prestashop_get",
    "redmine_get_issue", "redmine_list_issues", "redmine_list_time_entries",
    "redmine_list_versions", "redmine_search", "shift4shop_get_order",
    "shift4shop_get_orders", "shift4shop_get_product", "shortcut_list_workflows",
    "shortcut_search_members", "shortcut_search_stories", "sourcehut_graphql",
    "squarespace_get_inventory", "squarespace_get_inventory_item", "squarespace_get_products",
    "squarespace_list_orders", "taiga_get_milestone_stats", "taiga_get_userstory_by_ref",
    "taiga_list_milestones", "taiga_list_tasks", "taiga_list_userstories",
    "taiga_list_userstory_statuses", "taiga_resolve_project", "wikijs_graphql",
    "xwiki_get_page", "xwiki_list_attachments", "xwiki_list_pages", "xwiki_search",
    "youtrack_get_issue", "youtrack_list_agile_boards", "youtrack_list_projects",
    "youtrack_search_issues",
)  # fmt: skip
ACTIONS = (
    "agilecrm_create_deal", "bookstack_update_page", "capsule_update_party",
    "dokuwiki_put_page", "ecwid_update_order", "forgejo_add_issue_labels",
    "forgejo_create_release", "forgejo_upload_release_asset", "gogs_add_collaborator",
    "insightly_create_note", "insightly_create_task", "nimble_create_contact",
    "nimble_create_note", "onedev_rebuild", "outline_documents_create",
    "outline_documents_update", "pagure_comment_issue", "plane_add_comment",
    "plane_create_issue", "prestashop_put", "redmine_create_time_entry",
    "redmine_update_issue", "shift4shop_update_order", "shortcut_create_story",
    "shortcut_create_story_link", "squarespace_adjust_inventory", "taiga_update_userstory",
    "youtrack_add_comment", "youtrack_apply_command",
)  # fmt: skip
ARGUABLE = ("lacrm_call", "shell")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "onedev_rebuild": "acts (it re-runs a OneDev build; its answer is the new build's id, "
    "``91327``) and is counted; called once, so no run follows",
    "squarespace_adjust_inventory": "acts (it posts stock increments; its answer is the empty "
    "204 body ``''``) and is counted; called once in squarespace-ok-1",
    "shift4shop_get_order": "reads (one Shift4Shop order by id) and is not counted; called "
    "once, in shift4shop-fail-1, where it gets the 504 page like its neighbours",
    "taiga_resolve_project": "reads (it resolves a project slug to its record) and is not "
    "counted, its name read as an action; called once, in taiga-fail-1",
}

FAMILIES = {
    "agilecrm", "bigcartel", "bookstack", "capsule", "dokuwiki", "ecwid", "forgejo", "gogs",
    "insightly", "lacrm", "nimble", "onedev", "outline", "pagure", "plane", "prestashop",
    "redmine", "shift4shop", "shortcut", "sourcehut", "squarespace", "taiga", "wikijs",
    "xwiki", "youtrack",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 57
    assert len(FIX.ids(True)) == 37 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("insightly", "capsule", "nimble", "ecwid", "shortcut", "youtrack", "taiga"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(o.startswith("<?xml") or o.startswith("{") for o in _results("prestashop"))
    assert all(o.startswith("<?xml") or o.startswith("<!DOCTYPE html>") for o in _results("xwiki"))
    outline = [json.loads(o) for o in _results("outline")]
    assert all(o["ok"] is (o["status"] == 200) for o in outline)


pytest_generate_tests = parametrize_checks


class TestHeldOut65(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
