"""Fifty-eighth held-out check of the gates: music notation and audio analysis, meetups and
conferences, customer feedback and product boards, feature flags and experimentation,
document OCR and extraction.

``tests/data/tool_heldout58.jsonl`` (built by ``tests/data/tool_heldout58_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: ``sox`` stats/stat and ``soxi``, the aubio CLI, LilyPond compile logs, MuseScore 4's
CLI (``--score-meta`` JSON, headless Qt crashes), music21 reprs, Essentia's streaming extractor
and a small audio-analysis REST wrapper; Meetup's GraphQL API, Luma's public API, Bizzabo and
Cvent REST; Delighted, Canny, UserVoice, Productboard and Qualaroo; LaunchDarkly, Unleash,
Flagsmith, Split, GrowthBook and Statsig; ``ocrmypdf``, Mindee, Nanonets and the ABBYY Cloud
OCR SDK's task XML. 35 succeeded and 20 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures, and committed before it was measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 35 (the same one, ABBYY polling, and it withholds
evidence); failing sessions tripped 17 / 13 / 17 of 20, cutting 54 / 38 / 52 of their 137
calls. The default counting misjudges two tools of 73: GrowthBook's
``growthbook_refresh_results`` (it starts a results refresh and answers ``{"status": 200}``)
and Productboard's ``productboard_link_note_feature`` (it links a note, answering nothing) act
but are counted.

The stop: every ABBYY task document (``<response><task id=… status="Queued|InProgress|
Completed" …/></response>``) is read useless, the ``Completed`` one with its ``resultUrl``
too, so polling a job to its end trips the gate and the download is cut.

The misses share three kinds. A failing source whose useless answers differ in a file name or
id each time (Nanonets' empty ``"prediction": []`` per purchase order; ``sox``'s all-zero
stats of truncated WAVs, broken by a ``soxi`` and a ``stat`` call on the same ``bash`` tool) is
read useful at the first of each distinct text by every gate, so the run restarts. One expired
Unleash token answering three tools in turn is counted per tool, and ``unleash_list_features``
reaches 3 only at the session's last call. And ``classifier`` reads well-formed errors and
empty answers as useful: Meetup's ``RATE_LIMITED`` GraphQL error (0.79-0.80), ocrmypdf's
missing ``deu`` language data (0.73-0.81), music21's ``MetadataBundle 'local': {0 entries}``
(0.76-0.80), and the audio service's one cached ``bpm 120.0, key C major`` for every track
(0.56-0.82).

Near misses not counted: none; no successful session other than ``abbyy-ok-1`` reaches a run
of 2 under any gate.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout58")
H = "heldout58/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_SOX = (
    "``sox … -n stats`` on truncated interview WAVs answers ``sox WARN wav: Premature EOF on "
    ".wav input file`` and all-zero stats (``Pk lev dB -inf`` … ``Num samples 0``) for six "
    "takes: the first of these read {first}, then two useless (run 2), then a ``soxi`` "
    "(``File Size : 44``) and a ``stat`` of 0 samples on the same ``bash`` tool read "
    "{between}, restarting the run, and the last two reach 2 again at the session's end; a "
    "careful reading counts calls 2-4 useless in a row"
)
_NANONETS = (
    'Nanonets answers five purchase orders with ``"message": "Success"`` and an empty '
    '``"prediction": []`` (a model trained for something else): read useful ({score}) at each '
    "new file name and useless only at the repeated PO-10441, so the run never passes 1; "
    "every call extracted nothing"
)
_UNLEASH = (
    'An expired token answers ``{{"name": "AuthenticationRequired", "message": "You must log in '
    'to use Unleash. …"}}`` to three tools; counted per tool, ``unleash_list_features`` is '
    "read {first} at its first call and reaches 3 only at the session's last call, so no call "
    "is cut; a careful reading counts its first three answers useless"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "sox/sox-fail-1": _SOX.format(first="useful (0.20)", between="useful (0.20)"),
        H + "nanonets/nanonets-fail-1": _NANONETS.format(score="0.20"),
        H + "unleash/unleash-fail-1": _UNLEASH.format(first="useful (0.20)"),
    },
    "classifier": {
        H + "sox/sox-fail-1": _SOX.format(first="useful (0.35)", between="useful (0.35-0.72)"),
        H + "nanonets/nanonets-fail-1": _NANONETS.format(score="0.35"),
        H + "unleash/unleash-fail-1": _UNLEASH.format(first="useful (0.35)")
        + "; classifier also reads the last one useful (0.81), so the run stops at 2",
        H + "meetup/meetup-fail-1": '``{"errors": [{"message": "Too Many Requests", … '
        '"extensions": {"code": "RATE_LIMITED", "consumedPoints": 500, …}}], "data": null}`` '
        "(Meetup's rate limit, seven queries) is read useful (0.79-0.80) every time",
        H + "ocrmypdf/ocrmypdf-fail-1": "``OCR engine does not have language data for the "
        "following requested languages:\\ndeu\\nPlease install the appropriate language data "
        "…`` (no German OCR is possible) is read useful (0.73-0.81) six times",
        H + "music21/music21-fail-1": "``<music21.metadata.bundles.MetadataBundle 'local': "
        "{0 entries}>`` (no local corpus is configured: six searches find nothing) is read "
        "useful (0.76-0.80)",
        H + "essentia/essentia-fail-1": "The audio service hands back one cached analysis "
        '(``"track_id": "a41f0c2e", "status": "cached", … "bpm": 120.0, "key": "C", '
        '"scale": "major", … "duration": 0.0``) for six different tracks: read useful '
        "(0.56-0.82) every time",
    },
    "semantic": {
        H + "sox/sox-fail-1": _SOX.format(
            first="unknown (0.50)", between="useful (0.39) and unknown (0.50)"
        ),
        H + "nanonets/nanonets-fail-1": _NANONETS.format(score="0.39"),
        H + "unleash/unleash-fail-1": _UNLEASH.format(first="useful (0.39)"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 53, 137), "classifier": (0, 0, 37, 137), "semantic": (0, 0, 51, 137)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 17, "classifier": 13, "semantic": 17}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Generic tools (``bash``, ``python``, ``cvent_api``, ``meetup_graphql``, ``uservoice_api``)
#: count: they read or compute here but for one POST or mutation each. Left out, as arguable:
#: ABBYY's ``abbyy_process_image`` and ``abbyy_process_business_card`` (they submit a job; the
#: answer is the task's status, which the agent reads) and ``download_file`` (writes a file,
#: but its answer is sometimes the content the agent asked for).
READS = (
    "abbyy_get_application_info", "abbyy_get_task_status", "abbyy_list_tasks", "analyze_track",
    "bash", "bizzabo_list_events", "bizzabo_list_registrations", "bizzabo_list_rooms",
    "bizzabo_list_sessions", "bizzabo_list_speakers", "canny_list_posts", "canny_retrieve_post",
    "cvent_api", "delighted_list_people", "delighted_list_responses",
    "delighted_list_unsubscribes", "delighted_metrics", "flagsmith_get_environment_flags",
    "flagsmith_get_identity_flags", "flagsmith_list_segments", "get_track_features",
    "growthbook_get_experiment_results", "growthbook_list_experiments", "ld_get_flag",
    "ld_get_flag_status", "ld_list_flags", "luma_get_event", "luma_get_guests",
    "luma_list_events", "luma_list_people", "meetup_graphql", "mindee_parse_invoice",
    "mindee_parse_passport", "mindee_parse_receipt", "nanonets_predict", "productboard_get_note",
    "productboard_list_feature_statuses", "productboard_list_features",
    "productboard_list_notes", "python", "qualaroo_get_responses", "qualaroo_list_nudges",
    "split_get_definition", "split_list_splits", "statsig_get_experiment", "statsig_get_gate",
    "statsig_get_pulse", "statsig_list_experiments", "statsig_list_gates",
    "statsig_list_metrics", "unleash_get_events", "unleash_get_feature",
    "unleash_list_features", "unleash_list_projects", "unleash_search_features",
    "uservoice_api",
)  # fmt: skip
ACTIONS = (
    "canny_change_post_status", "canny_create_comment",
    "delighted_delete_pending_survey_requests", "delighted_unsubscribe",
    "growthbook_refresh_results", "ld_patch_flag", "luma_create_event",
    "luma_update_guest_status", "productboard_create_note", "productboard_link_note_feature",
    "split_kill", "statsig_create_gate", "str_replace", "unleash_toggle_environment",
)  # fmt: skip
ARGUABLE = ("abbyy_process_business_card", "abbyy_process_image", "download_file")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "growthbook_refresh_results": "acts (it starts a recomputation of an experiment's "
    'results; its answer is ``{"status": 200}``) and is counted; the results are read with '
    "growthbook_get_experiment_results",
    "productboard_link_note_feature": "acts (it links a note to a feature; its answer is "
    "empty) and is counted; the link is read back with productboard_get_note",
}

FAMILIES = {
    "abbyy", "aubio", "bizzabo", "canny", "cvent", "delighted", "essentia", "flagsmith",
    "growthbook", "launchdarkly", "lilypond", "luma", "meetup", "mindee", "musescore",
    "music21", "nanonets", "ocrmypdf", "productboard", "qualaroo", "sox", "split", "statsig",
    "unleash", "uservoice",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(1 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("meetup", "launchdarkly", "growthbook", "statsig", "nanonets"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(o.startswith('<?xml version="1.0" encoding="utf-8"?>\n<response') for o in
               _results("abbyy") if o.startswith("<?xml"))  # fmt: skip
    lily = [o for o in _results("lilypond") if o.startswith("GNU LilyPond")]
    assert lily and all("Success: compilation successfully completed" in o for o in lily)
    mindee = [json.loads(o)["api_request"]["status"] for o in _results("mindee") if o[0] == "{"]
    assert set(mindee) == {"success", "failure"}


pytest_generate_tests = parametrize_checks


class TestHeldOut58(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
