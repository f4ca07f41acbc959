"""Twenty-seventh held-out check of the gates: document AI and OCR, identity and endpoint
security, model serving and feature stores, marketing automation, astronomy catalogues.

``tests/data/tool_heldout27.jsonl`` (built by ``tests/data/tool_heldout27_build.py``) holds 58
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: tesseract through a shell, Textract jobs through the AWS CLI, Azure Document
Intelligence analyze operations, Google Document AI processors, Unstructured's element lists,
Docling's CLI; the Okta System Log and users API, CrowdStrike Falcon (devices, detections,
RTR), SentinelOne threats, Defender advanced hunting, Tenable vulnerability exports, Qualys
host detections (XML); Triton, TorchServe, KServe, BentoML, Feast and Seldon; Marketo,
Braze, Iterable, Mailchimp, SendGrid and Segment; SIMBAD, VizieR, Gaia, the JPL SBDB, the ESO
archive and NED. 38 succeeded and 20 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 1 / 1 of 38 (the same one, withholding evidence); failing
sessions tripped 15 / 14 / 15 of 20, cutting 66 / 62 / 66 of their 153 calls. The default
counting gets no tool wrong that a careful reading settles; seven generic REST wrappers that
both read and act (``http_request`` among them, which the default leaves uncounted) are left
open as arguable.

The misses share two kinds. Four failing sessions go through the generic ``http_request``
tool, which the default counting leaves out: Azure Document Intelligence's F0 quota error,
TorchServe's ``ServiceUnavailableException`` (no worker), the ML gateway's maintenance page
are all read useless (0.58-1.00) at every call and nothing is cut; Feast's unmaterialized
online store (every feature ``null`` / ``NOT_FOUND``, only the entity key echoed) is read
useful (0.20-0.39) as well. And Braze answers a staging workspace's
``{"message": "success", "users": [], "invalid_user_ids": [...]}`` for every VIP: read
unknown (0.50) by every gate. The one stop: three ``HTTP 204 No Content`` receipts of
Mailchimp tag updates through the same ``mailchimp_api`` tool that reads the reports.

``classifier`` also misses Gaia's maintenance page (``HTTPError: Error 503: <html>…The Gaia
ESA Archive is currently under maintenance.``), read useful (0.85-0.87) seven times.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout27")
H = "heldout27/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_UNCOUNTED = "; but ``http_request`` is not counted by default, so no run moves"
_AZURE = (
    '``{"error": {"code": "403", "message": "Out of call volume quota for FormRecognizer F0 '
    'pricing tier. Please retry after 7 days. …"}}`` eight times, read useless (1.00)' + _UNCOUNTED
)
_BENTO = (
    "the ML gateway's ``<title>Scheduled maintenance</title> … We'll be back soon`` page "
    "eight times, read useless ({score})" + _UNCOUNTED
)
_FEAST = (
    "the feature server answers every account with only the entity key present and every "
    'feature ``"values": [null], "statuses": ["NOT_FOUND"]`` (the online store was never '
    "materialized): read useful ({score}) seven times, and ``http_request`` is not counted "
    "by default either"
)
_BRAZE = (
    'Braze answers every VIP lookup with ``{"message": "success", "users": [], '
    '"invalid_user_ids": ["vip_0031"]}`` (a staging workspace\'s key: none of the customers '
    "exist there): read unknown (0.50) seven times"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "azure-docintel/azure-docintel-fail-1": _AZURE,
        H + "bentoml/bentoml-fail-1": _BENTO.format(score="0.58-1.00"),
        H + "feast/feast-fail-1": _FEAST.format(score="0.20"),
        H + "braze/braze-fail-1": _BRAZE,
    },
    "classifier": {
        H + "azure-docintel/azure-docintel-fail-1": _AZURE,
        H + "bentoml/bentoml-fail-1": _BENTO.format(score="0.93"),
        H + "feast/feast-fail-1": _FEAST.format(score="0.35"),
        H + "braze/braze-fail-1": _BRAZE,
        H + "gaia/gaia-fail-1": "``HTTPError: Error 503: <html><head><title>Gaia Archive - "
        "Maintenance</title>…The Gaia ESA Archive is currently under maintenance.`` (the "
        "archive is down) is read useful (0.85-0.87) seven times",
    },
    "semantic": {
        H + "azure-docintel/azure-docintel-fail-1": _AZURE,
        H + "bentoml/bentoml-fail-1": _BENTO.format(score="1.00"),
        H + "feast/feast-fail-1": _FEAST.format(score="0.39"),
        H + "braze/braze-fail-1": _BRAZE,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 72, 153), "classifier": (0, 0, 68, 153), "semantic": (0, 0, 72, 153)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 16, "classifier": 15, "semantic": 16}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell``, ``python`` and ``aws_cli`` run what the agent asks; here their output is what it
#: asked to learn (OCR text, kubectl state, Table prints, Textract jobs), so they count;
#: Tenable's and Marketo's export jobs are requests for data. Left open, as arguable: the
#: generic REST wrappers whose role depends on the method (``http_request`` registers models
#: and drafts invoices as well as polling and predicting; Okta's, Falcon's, SentinelOne's,
#: Iterable's, Mailchimp's and SendGrid's tools deactivate, contain, resolve, send, tag and
#: delete as well as read).
READS = (
    "aws_cli", "braze_api", "defender_hunting", "docai_process", "marketo_api", "python",
    "qualys_api", "search_files", "segment_profiles", "shell", "simbad_query", "tenable_api",
    "unstructured_partition",
)  # fmt: skip
ACTIONS = ("create_ticket", "kyc_update", "update_ticket")
ARGUABLE = (
    "falcon", "http_request", "iterable_api", "mailchimp_api", "okta_api", "s1_api",
    "sendgrid_api",
)  # fmt: skip

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "tesseract", "textract", "azure-docintel", "google-docai", "unstructured", "docling",
    "okta", "crowdstrike", "sentinelone", "defender", "tenable", "qualys", "triton",
    "torchserve", "kserve", "bentoml", "feast", "seldon", "marketo", "braze", "iterable",
    "mailchimp", "sendgrid", "segment", "simbad", "vizier", "gaia", "sbdb", "eso", "ned",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 58
    assert len(FIX.ids(True)) == 38 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("crowdstrike", "sentinelone", "defender", "tenable", "braze", "sendgrid"):
        assert all(
            o.startswith("HTTP 204") or json.loads(o) is not None for o in _results(family)
        ), family
    assert all(o.startswith("<?xml") for o in _results("qualys") if not o.startswith("Ticket"))
    ocr = [
        s.observation
        for e in FIX.episodes()
        for s in e.steps
        if str(s.raw["args"].get("command", "")).startswith("tesseract ")
        and "|" not in s.raw["args"]["command"]
    ]
    assert ocr and all(
        o.startswith("Estimating resolution as") or o.startswith("List of") for o in ocr
    )
    falcon = [json.loads(o) for o in _results("crowdstrike") if not o.startswith("HTTP")]
    assert all(set(f) == {"meta", "resources", "errors"} for f in falcon)


pytest_generate_tests = parametrize_checks


class TestHeldOut27(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
