"""Sixtieth held-out check of the gates: experiment tracking, self-hosted search engines,
chatbot platforms, product analytics and engagement, Kubernetes autoscaling and cost.

``tests/data/tool_heldout60.jsonl`` (built by ``tests/data/tool_heldout60_build.py``) holds 57
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Comet, ClearML, DVC, Aim, Sacred through Omniboard, Polyaxon; Manticore, Sonic,
ZincSearch, Quickwit, Marqo, tantivy-cli; Dialogflow CX, Rasa, Botpress, Lex V2, Direct Line,
Voiceflow; Amplitude, Mixpanel, Customer.io, OneSignal, Airship, Pendo; KEDA, Karpenter, the
Cluster Autoscaler, Goldilocks, the VPA and OpenCost. 37 succeeded and 20 failed (a source
failed silently and the agent kept calling). The fixture was written and committed without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 37; failing sessions tripped 19 / 17 / 19 of 20,
cutting 65 / 60 / 65 of their 142 calls. The default counting misjudges three tools of 65:
``clearml_tasks_clone``, ``clearml_tasks_enqueue`` and ``airship_named_user_tags`` act (they
create, queue or tag and get a receipt) but are counted.

The misses: every gate misses ``dialogflow-cx-fail-1``, where the staging agent answers
seven differently worded return requests with CX's rotating no-match prompts (``"I didn't get
that. Can you say it again?"`` / ``"I missed what you said. What was that?"`` / ``"Sorry,
could you say that again?"``, ``"matchType": "NO_MATCH"`` on the Start Page), a well-formed
detectIntent body each time: the bot's fallback, not an answer. ``classifier`` also misses
``comet-fail-1`` (the wrong workspace's ``{"experiments": [], "totalCount": 0}`` for seven
projects and name filters) and ``zincsearch-fail-1`` (a wrong index name answering seven
queries with ``"hits": {"total": {"value": 0}, …}`` and zero shards). Per-call scores of the
misses were not recorded when the figures were taken (the measurement ran out of the time
the task allowed); the figures above come from ``HeldOut.counts`` / ``HeldOut.gaps``.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout60")
H = "heldout60/"

_CX = (
    "Dialogflow CX's staging environment answers seven differently worded return requests "
    'with its no-match prompts (``"I didn\'t get that. Can you say it again?"``, '
    '``"matchType": "NO_MATCH"``, ``"displayName": "Start Page"``): the fallback for '
    "everything, not an answer, but a well-formed detectIntent body each time"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "dialogflow-cx/dialogflow-cx-fail-1": _CX},
    "classifier": {
        H + "dialogflow-cx/dialogflow-cx-fail-1": _CX,
        H + "comet/comet-fail-1": 'the wrong workspace ("default") answers seven projects '
        'and name filters with ``{"experiments": [], "totalCount": 0}``: empty for every query',
        H + "zincsearch/zincsearch-fail-1": "a wrong index name (``applogs``) answers seven "
        'queries, ``*`` included, with ``"_shards": {"total": 0, …}, "hits": {"total": '
        '{"value": 0}, …}``: nothing is searched',
    },
    "semantic": {H + "dialogflow-cx/dialogflow-cx-fail-1": _CX},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 65, 142), "classifier": (0, 0, 60, 142), "semantic": (0, 0, 65, 142)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 19, "classifier": 17, "semantic": 19}

#: Whether a careful reading counts each tool (a read) or not (an action). A chatbot's
#: detect-intent or interact call counts: the bot's reply is what the agent tests. Arguable:
#: ``shell`` (reads and acts by command: ``kubectl get`` and ``dvc push`` alike) and
#: ``rasa_send_message`` (sends a user turn, but its answer is the bot's reply under test).
READS = (
    "aim_search_metrics", "aim_search_runs", "airship_lookup_named_user",
    "amplitude_cohort_download", "amplitude_cohort_status", "amplitude_event_segmentation",
    "amplitude_user_activity", "amplitude_user_search", "botpress_list_conversations",
    "botpress_list_messages", "clearml_events_get_task_latest_scalar_values",
    "clearml_tasks_get_all", "clearml_tasks_get_by_id", "comet_get_metric_summary",
    "comet_get_parameters", "comet_list_experiments", "comet_search_experiments",
    "customerio_get_attributes", "customerio_get_message", "customerio_search_customers",
    "dialogflow_detect_intent", "dialogflow_list_intents", "directline_get_activities",
    "manticore_search", "manticore_sql", "marqo_get_stats", "marqo_search", "mixpanel_funnel",
    "mixpanel_list_funnels", "mixpanel_segmentation", "omniboard_get_run",
    "omniboard_list_runs", "onesignal_view_notification", "onesignal_view_notifications",
    "onesignal_view_outcomes", "opencost_allocation", "pendo_aggregation", "pendo_get_visitor",
    "pendo_list_guides", "quickwit_describe_index", "quickwit_search", "rasa_get_tracker",
    "rasa_parse", "sonic_count", "sonic_query", "sonic_suggest", "voiceflow_get_state",
    "voiceflow_interact", "zinc_aggregate", "zinc_list_indexes", "zinc_search",
)  # fmt: skip
ACTIONS = (
    "airship_named_user_tags", "airship_push", "amplitude_request_cohort", "clearml_tasks_clone",
    "clearml_tasks_enqueue", "comet_add_tags", "customerio_send_transactional",
    "directline_send_activity", "directline_start_conversation", "marqo_add_documents",
    "onesignal_create_notification", "sonic_push",
)  # fmt: skip
ARGUABLE = ("rasa_send_message", "shell")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "clearml_tasks_clone": 'acts (clones a task; answers ``{"data": {"id": …, '
    '"new_project": null}}``) and is counted',
    "clearml_tasks_enqueue": 'acts (queues a task; answers ``{"data": {"updated": 1, '
    '"fields": {"status": "queued", …}, "queued": 1}}``) and is counted',
    "airship_named_user_tags": 'acts (adds a tag; answers ``{"ok": true}``) and is counted',
}


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 57
    assert len(FIX.ids(True)) == 37 and len(FIX.ids(False)) == 20
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)


pytest_generate_tests = parametrize_checks


class TestHeldOut60(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
