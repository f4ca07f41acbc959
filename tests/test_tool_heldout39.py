"""Thirty-ninth held-out check of the gates: restaurant booking and back-of-house tools,
nonprofit finance and grants platforms, ML/LLM observability, job orchestration on queues and
Kubernetes, and embedded firmware toolchains.

``tests/data/tool_heldout39.jsonl`` (built by ``tests/data/tool_heldout39_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: OpenTable, Resy, SevenRooms, 7shifts, MarketMan and Lightspeed K-Series; Blackbaud SKY
Financial Edge, Salesforce NPSP through SOQL, Candid, Submittable, Fluxx and Benevity;
Langfuse, Arize Phoenix, Helicone, LangSmith, W&B Weave and Evidently; Celery's CLI, Flower,
RQ, Sidekiq's web stats, Argo Workflows, Kueue and Volcano; Zephyr ``west``, ESP-IDF
``idf.py``/esptool, STM32CubeProgrammer, probe-rs, Renode and Mbed CLI. 36 succeeded and 20
failed (a source failed silently and the agent kept calling). The fixture was written and
committed without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it. The gate's default choice of which
tools it counts is checked tool by tool, its misjudgements listed the same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 36 (the same session, Submittable's paging, and
the stop withholds evidence each time); failing sessions tripped 19 / 15 / 19 of 20, cutting
57 / 47 / 59 of their 137 calls. The default counting misjudges one tool of 70:
``opentable_make_reservation`` acts (it books a table; its answer is a confirmation) but is
counted.

The stop: three pages of Submittable submissions whose every item carries ``"status": "In
Progress"`` (a submission's review state) are read as a job still running, useless, three in
a row, at the last page; the rest of the session is the status updates.

The misses share one kind: a CLI whose failure is a long, well-formed transcript. Mbed CLI's
``[mbed] ERROR: Unable to clone repository (https://os.mbed.com/…)`` after six different
imports and a deploy (os.mbed.com's repositories are gone) is read useful by all three gates
(0.20 / 0.47-0.76 / 0.39); ``classifier`` also reads esptool's ``A fatal error occurred:
Failed to connect to ESP32-C3: No serial data received.`` inside idf.py's CMake/ninja failure
text (0.58-0.72) and STM32CubeProgrammer's banner plus ``Error: No debug probe detected.``
(0.35-0.89, alternating) below its cut-off (0.87), and reads a dead Phoenix server's
``ConnectionError: … [Errno 111] Connection refused`` and Fluxx's empty pages of the wrong
instance (``{"records": {"grant_request": []}, "total_entries": 0, …}``) useless only now and
then (0.69-0.97; 0.78-0.92), never three in a row on one tool.

Near misses not counted (a run of 2): all three gates read the two empty SOQL answers of
``sf-npsp-ok-2`` (``{"totalSize": 0, "done": true, "records": []}``, the 'no one with that
email' the agent had to learn before searching by name) useless (1.00); ``default`` and
``semantic`` read Flower's two middle ``"state": "STARTED"`` polls of ``flower-ok-1`` useless
(1.00 / 0.99: the same answer while the export runs); ``semantic`` reads the two ``No
workflows found`` answers of ``argo-ok-2`` (no failed, no errored workflow: what the user
asked) useless (1.00).
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout39")
H = "heldout39/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_MBED = (
    "Mbed CLI answers six different imports and a deploy with ``[mbed] ERROR: Unable to clone "
    "repository (https://os.mbed.com/teams/…)`` (and, verbose, ``abort: HTTP Error 404: Not "
    "Found``): os.mbed.com's repositories are gone, every call fails the same way; read "
    "useful ({score}) at every call"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "mbed/mbed-fail-1": _MBED.replace("{score}", "0.20")},
    "classifier": {
        H + "mbed/mbed-fail-1": _MBED.replace("{score}", "0.47-0.76, below the 0.87 cut-off"),
        H + "idf/idf-fail-1": "idf.py's flash failure (``A fatal error occurred: Failed to "
        "connect to ESP32-C3: No serial data received.`` wrapped in CMake and ninja's "
        "``FAILED: CMakeFiles/flash``) and esptool's own is read useful (0.58-0.72) five "
        "times; the board never answers at any baud rate or reset mode",
        H + "stm32prog/stm32prog-fail-1": "STM32CubeProgrammer's banner followed by "
        "``Error: No debug probe detected.`` is read useful (0.35) and useless (0.73-0.89) "
        "in turn, so the run never reaches 3; no probe is attached for any of seven calls",
        H + "phoenix/phoenix-fail-1": "``ConnectionError: HTTPConnectionPool(host='phoenix."
        "ml-platform.svc', port=6006): Max retries exceeded … [Errno 111] Connection "
        "refused`` (the server is down) is read useless only on list_projects/list_datasets "
        "(0.97) and below the cut-off on the spans and annotations tools (0.69-0.89)",
        H + "fluxx/fluxx-fail-1": "the wrong Fluxx instance answers every query with an empty "
        'page (``{"records": {"grant_request": []}, "total_entries": 0, …}``, also for '
        "organization, transaction and report models, and with no filter at all); read "
        "useless only at the organization and transaction pages (0.89-0.92), the rest "
        "0.78-0.83",
    },
    "semantic": {H + "mbed/mbed-fail-1": _MBED.replace("{score}", "0.39")},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 57, 137), "classifier": (0, 0, 47, 137), "semantic": (0, 0, 59, 137)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 19, "classifier": 15, "semantic": 19}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Code and shell runners count (their output is what the agent asked to learn).
#: ``opentable_lock_slot`` holds a slot for a few minutes and answers with a token: an action.
READS = (
    "benevity_donations_report", "benevity_get_donation", "benevity_get_match_policy",
    "benevity_search_causes", "candid_charity_check", "candid_essentials_search",
    "candid_premier_financials", "flower_task_info", "flower_task_result", "fluxx_list",
    "helicone_query_requests", "http_get", "langfuse_get_prompt", "langfuse_get_trace",
    "langfuse_list_scores", "langfuse_list_traces", "langfuse_metrics_daily",
    "langsmith_python", "lightspeed_daily_financials", "lightspeed_list_businesses",
    "lightspeed_sales_summary", "marketman_get_inventory_counts", "marketman_get_items",
    "marketman_get_orders_by_date", "marketman_get_vendors", "opentable_get_availability",
    "opentable_search_restaurants", "phoenix_get_dataset_examples",
    "phoenix_get_span_annotations", "phoenix_list_datasets", "phoenix_list_projects",
    "phoenix_list_spans", "python_exec", "resy_find_slots", "resy_search_venues",
    "salesforce_describe", "salesforce_query", "salesforce_query_more",
    "sevenrooms_get_reservation", "sevenrooms_list_reservations", "sevenrooms_list_venues",
    "sevenrooms_search_clients", "sevenshifts_list_shifts", "sevenshifts_list_users", "shell",
    "sidekiq_rails_runner", "sky_fe_get_account_balances", "sky_fe_list_accounts",
    "sky_fe_list_bank_accounts", "sky_fe_list_deposits", "sky_fe_list_funds",
    "sky_fe_list_journal_entries", "sky_fe_list_journal_entry_batches",
    "submittable_list_submissions", "weave_calls_query", "weave_get_call",
)  # fmt: skip
ACTIONS = (
    "fluxx_update", "helicone_add_property", "langfuse_delete_score", "marketman_create_order",
    "marketman_send_order", "opentable_lock_slot", "opentable_make_reservation",
    "phoenix_upload_dataset", "salesforce_create_record", "salesforce_update_record",
    "sevenrooms_update_client", "sevenrooms_update_reservation", "sevenshifts_create_shift",
    "submittable_update_submission_status",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "opentable_make_reservation": "acts (it books the locked slot; its answer is a "
    'confirmation: ``{"confirmation_number": 1931, …, "status": "Pending", '
    '"manage_reservation_url": …}``) and is counted; called once, so no run forms',
}

FAMILIES = {
    "7shifts", "argo", "benevity", "blackbaud-fe", "candid", "celery", "evidently", "flower",
    "fluxx", "helicone", "idf", "kueue", "langfuse", "langsmith", "lightspeed-k", "marketman",
    "mbed", "opentable", "phoenix", "probe-rs", "renode", "resy", "rq", "sevenrooms",
    "sf-npsp", "sidekiq", "stm32prog", "submittable", "volcano", "weave", "west",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("opentable", "resy", "sevenrooms", "7shifts", "marketman", "candid"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(json.loads(o)["IsSuccess"] is True for o in _results("marketman"))
    assert all(
        "totalSize" in o or "INVALID_SESSION_ID" in o or '"success": true' in o or " updated " in o
        for o in _results("sf-npsp")
    )
    assert all(
        o.startswith("->  celery@") or o.startswith("Error: No nodes replied")
        or o.isdigit()
        for o in _results("celery")
    )  # fmt: skip
    assert all("STM32CubeProgrammer v2.17.0" in o or "RDP" in o for o in _results("stm32prog"))


pytest_generate_tests = parametrize_checks


class TestHeldOut39(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
