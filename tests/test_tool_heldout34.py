"""Thirty-fourth held-out check of the gates: e-commerce platforms, education systems,
e-signature, telephony and meetings, GitOps and image pipelines.

``tests/data/tool_heldout34.jsonl`` (built by ``tests/data/tool_heldout34_build.py``) holds 54
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: BigCommerce v3/v2, Magento 2 ``searchCriteria`` searches, WooCommerce REST (and the
WordPress maintenance page), Salesforce Commerce Cloud OCAPI, commercetools, Shopware's Admin
and Store APIs; Blackboard Learn, D2L Brightspace Valence, Google Classroom, PowerSchool,
Clever and a Gradescope-style autograder; Dropbox Sign, PandaDoc, Acrobat Sign, SignNow, Box
Sign and DocuSeal; Vonage, Webex, Teams through Microsoft Graph, RingCentral, Bandwidth and
Plivo; Packer, Argo CD, Flux, Bitbucket Pipelines, HashiCorp Boundary and Crossplane (the CLIs
through a shell tool). 34 succeeded and 20 failed (a source failed silently and the agent
kept calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 34 (the same session, none withholding
evidence); failing sessions tripped 14 / 15 / 15 of 20, cutting 45 / 49 / 49 of their 131
calls. The default counting misjudges four tools of 118: Google Classroom's
``classroom_student_submissions_return``, RingCentral's ``ringcentral_ringout`` and
Shopware's ``shopware_sync`` act but are counted, and ``box_list_sign_requests`` reads but is
not counted.

The one stop is an action counted as a read: returning four graded submissions to students
answers ``{}`` four times (Google's empty response body for a successful call), read useless
(0.99-1.00) by all three gates.

The misses share three kinds. A failure spread over several tools of one source (a
maintenance page answering WooCommerce's get_order, list_orders, list_order_refunds and
list_order_notes in turn; DocuSeal's refused connection answering list_templates,
create_submission and list_submissions) is counted per tool and no tool's run reaches 3
before the last call. A failure that answers only an action (Vonage's SMS API rejecting every
send with status "9", "Quota Exceeded - rejected") is never counted, the action being left out
of the counting. And the first of a repeated answer is read useful, so the run starts a call
late and reaches 3 only at the last call: Brightspace's empty ``{"PagingInfo":{"Bookmark":"",
"HasMoreItems":false},"Items":[]}`` from the wrong tenant, Boundary's ``Error from controller
when performing list on targets … Kind: Unauthenticated`` whose variants (``list on scopes``,
``read on target``) are read useful again; ``default`` also reads Flux's ``✗ no HelmRelease
objects found in "monitoring" namespace`` and the other ``✗ no … objects found`` lines useful
(0.20) until one repeats exactly, at the last call (the kube context is on a cluster with no
Flux at all).

Near misses not counted (a run of 2, or single useless readings in successful sessions):
``classifier`` and ``semantic`` read packer-ok-1's ``Installed plugin github.com/hashicorp/
amazon v1.3.2 …`` and ``The configuration is valid.`` useless (0.87-1.00) after an
unknown empty ``packer fmt -check`` (no output: already formatted), a run of 2 on
``run_shell`` before the build's AMI; all three read webex-ok-1's downloaded transcript
(``Pauline Dubois 00:00:14\\nOkay, let's start with the mobile onboarding epic.`` …) and the
empty recordings list ``{"items": []}`` (the 'was it recorded?' answer: no) useless (1.00),
on two different tools; and the legitimately empty answers (Magento's no pending orders for
a SKU, Blackboard's ``{"results": [], "paging": null}``) are read useless once each.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout34")
H = "heldout34/"


#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_VONAGE = (
    'every send answers ``{{"message-count": "1", "messages": [{{"to": …, "status": "9", '
    '"error-text": "Quota Exceeded - rejected"}}]}}`` (the account\'s quota is spent; no SMS '
    "went out), read useful ({score}); and vonage_send_sms acts, so it is not counted"
)
_BOUNDARY = (
    "``Error from controller when performing list on targets … Kind: Unauthenticated, "
    "Message: Unauthenticated, or invalid token.`` (the token expired) answers all six "
    "commands; the first, and the variants ``performing list on scopes`` and ``performing "
    "read on target``, are read useful ({score}), so run_shell's run restarts and reaches 2"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "vonage/vonage-fail-1": _VONAGE.format(score="0.20"),
        H + "boundary/boundary-fail-1": _BOUNDARY.format(score="0.20"),
        H + "flux/flux-fail-1": '``✗ no HelmRelease objects found in "monitoring" namespace``, '
        "``✗ no HelmRepository objects found in any namespace``, ``✗ no Flux pods found in "
        "namespace flux-system`` (the kube context points at a cluster without Flux) are read "
        "useful (0.20) as answers until the first one repeats exactly, at the last call",
    },
    "classifier": {
        H + "vonage/vonage-fail-1": _VONAGE.format(score="0.35"),
        H + "boundary/boundary-fail-1": _BOUNDARY.format(score="0.35"),
    },
    "semantic": {
        H + "vonage/vonage-fail-1": _VONAGE.format(score="0.39"),
        H + "boundary/boundary-fail-1": _BOUNDARY.format(score="0.39"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 53, 131), "classifier": (0, 0, 57, 131), "semantic": (0, 0, 57, 131)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 17, "classifier": 18, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute count (``autograder_run``: its results.json is what the agent asked to
#: learn); so does ``run_shell``, whose CLIs here mostly report state (``argocd app get``,
#: ``flux get``, ``kubectl get managed``, ``boundary targets list``) and whose acting commands
#: (``packer build``, ``argocd app sync``, ``flux reconcile``) print the state they reached.
#: Left out, as arguable: ``dropboxsign_files`` (writes a file, but its answer is the saved
#: file the agent reports).
READS = (
    "acrobatsign_get_agreement", "acrobatsign_get_audit_trail", "acrobatsign_get_members",
    "acrobatsign_list_agreements", "acrobatsign_search_agreements", "autograder_run",
    "bandwidth_list_messages", "bigcommerce_get_customers", "bigcommerce_get_order_products",
    "bigcommerce_get_orders", "bigcommerce_get_products", "bitbucket_get_pipeline",
    "bitbucket_list_pipeline_steps", "bitbucket_list_pipelines", "blackboard_get_courses",
    "blackboard_get_gradebook_column_users", "blackboard_get_gradebook_columns",
    "blackboard_get_terms", "box_get_sign_request", "box_list_sign_requests", "box_search",
    "classroom_courses_list", "classroom_coursework_list", "classroom_student_submissions_list",
    "classroom_students_list", "clever_get_district", "clever_get_events", "clever_get_schools",
    "clever_get_teacher_sections", "clever_get_teachers", "commercetools_get_product_by_sku",
    "commercetools_query_carts", "commercetools_query_products",
    "commercetools_search_product_projections", "d2l_get_classlist",
    "d2l_get_enrollments_myenrollments", "d2l_get_grade_objects", "d2l_get_grade_values",
    "d2l_get_orgunit_search", "docuseal_list_submissions", "docuseal_list_templates",
    "dropboxsign_get_account", "dropboxsign_get_signature_request",
    "dropboxsign_list_signature_requests", "dropboxsign_list_templates", "gradebook_get_scores",
    "graph_get_online_meeting", "graph_list_attendance_records", "graph_list_attendance_reports",
    "graph_list_call_records", "graph_list_direct_routing_calls", "graph_list_pstn_calls",
    "magento_get_customers", "magento_get_invoices", "magento_get_order", "magento_get_orders",
    "magento_get_products", "ocapi_get_product", "ocapi_get_shipping_methods",
    "ocapi_product_search", "pandadoc_get_document_status", "pandadoc_list_documents",
    "pandadoc_list_templates", "plivo_list_calls", "powerschool_get_school_students",
    "powerschool_powerquery", "ringcentral_get_call_log", "ringcentral_get_company_call_log",
    "ringcentral_get_ringout_status", "ringcentral_list_extensions", "run_shell",
    "shopware_search", "shopware_store_search", "signnow_get_document",
    "vonage_number_insight_basic", "webex_download_transcript", "webex_get_me",
    "webex_list_meeting_transcripts", "webex_list_meetings", "webex_list_recordings",
    "woocommerce_get_order", "woocommerce_list_order_notes", "woocommerce_list_order_refunds",
    "woocommerce_list_orders",
)  # fmt: skip
ACTIONS = (
    "acrobatsign_create_reminder", "bandwidth_send_message", "bigcommerce_create_custom_field",
    "bigcommerce_create_shipment", "bitbucket_trigger_pipeline",
    "blackboard_update_gradebook_column", "box_create_sign_request",
    "classroom_announcements_create", "classroom_student_submissions_patch",
    "classroom_student_submissions_return", "commercetools_update_cart",
    "docuseal_create_submission", "docuseal_update_submitter", "dropboxsign_remind",
    "dropboxsign_send_with_template", "graph_send_chat_message", "magento_add_order_comment",
    "magento_ship_order", "ocapi_add_basket_item", "ocapi_create_basket",
    "ocapi_set_shipping_address", "pandadoc_create_document", "pandadoc_send_document",
    "plivo_send_message", "powerschool_create_log_entry", "ringcentral_ringout",
    "shopware_sync", "signnow_add_fields", "signnow_send_invite", "signnow_upload_document",
    "vonage_send_sms", "webex_create_meeting", "woocommerce_create_order_note",
    "woocommerce_update_order",
)  # fmt: skip
ARGUABLE = ("dropboxsign_files",)

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "ringcentral_ringout": "acts (it places a RingOut call; its answer is the call's "
    'status, ``{"id": "234723604004", "status": {"callStatus": "InProgress", …}}``) and is '
    "counted; read useful here, the status is then polled with ringcentral_get_ringout_status",
    "shopware_sync": "acts (the Admin API's ``_action/sync`` upserts products; its answer is "
    '``{"success": true, "data": {"product": [...]}, …}``) and is counted; read useful here',
    "box_list_sign_requests": "reads (it lists Box Sign requests, the answer box-sign-ok-2 "
    'asks for: ``{"limit": 100, "next_marker": null, …, "entries": []}`` for declined and '
    "for expired) but is not counted",
}

FAMILIES = {
    "acrobat-sign", "argocd", "bandwidth", "bigcommerce", "bitbucket-pipelines", "blackboard",
    "boundary", "box-sign", "brightspace", "clever", "commercetools", "crossplane", "docuseal",
    "dropbox-sign", "flux", "google-classroom", "gradescope", "magento", "packer", "pandadoc",
    "plivo", "powerschool", "ringcentral", "sfcc-ocapi", "shopware", "signnow", "teams-graph",
    "vonage", "webex", "woocommerce",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 54
    assert len(FIX.ids(True)) == 34 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("bigcommerce", "magento", "commercetools", "shopware", "google-classroom",
                   "clever", "dropbox-sign", "acrobat-sign", "teams-graph", "ringcentral",
                   "bitbucket-pipelines"):  # fmt: skip
        assert all(
            json.loads(o) is not None for o in _results(family) if not o.startswith("Saved ")
        ), family
    assert all(
        set(json.loads(o)) == {"limit", "offset", "count", "total", "results"}
        or json.loads(o).get("type") == "Cart"
        or json.loads(o)["message"] == "invalid_token"
        for o in _results("commercetools")
    )
    assert all(o.startswith(("✗ ", "NAME ", "► ", "LAST SEEN", "20")) for o in _results("flux"))
    assert all(
        "Briefly unavailable for scheduled maintenance" in o
        for e in FIX.episodes()
        if e.id.endswith("woocommerce-fail-1")
        for o in (s.observation for s in e.steps)
    )
    graph = [json.loads(o) for o in _results("teams-graph")]
    assert all(g["@odata.context"].startswith("https://graph.microsoft.com/v1.0/") for g in graph)


pytest_generate_tests = parametrize_checks


class TestHeldOut34(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
