"""Fiftieth held-out check of the gates: health information systems, design and whiteboard
tools, local Kubernetes and development environments, decentralised storage, log management.

``tests/data/tool_heldout50.jsonl`` (built by ``tests/data/tool_heldout50_build.py``) holds 63
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: OpenMRS REST, the DHIS2 Web API (analytics grids, import summaries, the E7144 missing
analytics table), ODK Central's OData, KoboToolbox API v2 pages, Oracle Health (Cerner) FHIR
R4 bundles and OperationOutcomes, athenahealth appointments; Figma, Miro v2, Penpot RPC,
Zeplin and Canva Connect's export jobs; minikube, kind, k3s, Skaffold, Tilt and Vagrant
through a shell tool; the Kubo ``ipfs`` CLI and RPC, Arweave GraphQL, Filecoin Lotus, Storj
``uplink``, Pinata and web3.storage's ``w3``; Graylog, Papertrail, Better Stack Logs, Loggly
(search id then events), Sematext and Axiom APL. 39 succeeded and 24 failed (a source failed
silently and the agent kept calling). The fixture was written without reading the detectors,
the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 39; failing sessions tripped 22 / 21 / 22 of 24,
cutting 70 / 67 / 71 of their 154 calls. The default counting gets every one of the 37 tools
with a clear reading right (the five mixed tools are left as arguable).

The misses share one kind: a CLI run through the generic ``shell`` tool that fails the same
way whatever the agent changes, with its failure buried in the tool's ordinary progress lines
(``skaffold build``'s ``Generating tags… Checking cache… Starting build…`` before ``Cannot
connect to the Docker daemon``; Vagrant's ``An action 'ssh' was attempted on the machine
'default', but another process is already executing an action``). Every gate reads the first
of each wording useful and catches only the exact repeats, so the run restarts at each
reworded command (and at a ``vagrant status`` in between) and never passes 1 (2 for
``semantic`` on skaffold). ``classifier`` also misses Axiom's ``{"code": 404, "message":
"dataset not found"}``, read useful (0.54-0.85) at all six queries of a dataset that is not in
the org.

Near misses not counted (a run of 2): all three gates read the two empty patient searches of
``openmrs-ok-2`` (``{"results": []}``: the 'not registered yet' the task checks before
registering) useless (1.00) and the second and third empty Arweave tag searches of
``arweave-ok-2`` (``{"data": {"transactions": {"pageInfo": {"hasNextPage": false}, "edges":
[]}}}``: the 'nothing was uploaded' the client asked to confirm) useless (0.88-1.00), both
ending the run at the session's last read of that tool; ``classifier`` and ``semantic`` read
the two ``in_progress ok`` polls of a Tilt rebuild (``tilt-ok-1``) useless (1.00) and the
final ``ok ok`` unknown; ``semantic`` reads ``kind`` (the one cluster left after the cleanup)
and ``kind-control-plane`` (its container) useless in ``kind-ok-2``, the session's last two
calls.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout50")
H = "heldout50/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_VAGRANT = (
    "Vagrant's lock message ``An action 'ssh' was attempted on the machine 'default', but "
    "another process is already executing an action on the machine.`` answers five of six "
    "commands (``up``, ``ssh -c 'php artisan migrate'``, ``reload``; no migration ran), with "
    "a ``vagrant status`` between them: read {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "vagrant/vagrant-fail-1": _VAGRANT.format(
            how="useful (0.20) at each new action word and useless (1.00) only at the repeated "
            "``ssh`` message, so the run never passes 1"
        ),
    },
    "classifier": {
        H + "vagrant/vagrant-fail-1": _VAGRANT.format(
            how="useful (0.35) at each new action word, useless (0.91) at the repeats"
        ),
        H + "axiom/axiom-fail-1": '``{"code": 404, "message": "dataset not found"}`` (the '
        "``vercel`` dataset is not in this org; ``axiom_list_datasets`` shows only ``auth`` "
        "and ``billing-events``) is read useful (0.54-0.85) at all six APL queries",
    },
    "semantic": {
        H + "vagrant/vagrant-fail-1": _VAGRANT.format(
            how="useful (0.39) at each new action word, useless (0.99-1.00) at the repeats"
        ),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 73, 154), "classifier": (0, 0, 69, 154), "semantic": (0, 0, 74, 154)}
#: Failing sessions tripped (a call cut), of 24.
TRIPPED = {"default": 23, "classifier": 22, "semantic": 23}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``loggly_search`` counts (it schedules a search, but the agent calls it to learn the
#: events), as do ``canva_get_export`` (a job's status polled) and ``figma_get_images``
#: (renders, answers with the image URLs asked for). Left out, as arguable: the generic
#: ``shell`` (CLIs that read and that act) and the REST wrappers whose method is an argument
#: (``athena_api``, ``dhis2_api``, ``odk_central``, ``pinata_api``: GETs and POST/PUT/PATCH).
READS = (
    "arweave_graphql", "axiom_apl", "axiom_list_datasets", "betterstack_query",
    "canva_get_export", "canva_list_designs", "canva_list_folder_items", "fhir_read",
    "fhir_search", "figma_get_comments", "figma_get_file", "figma_get_file_styles",
    "figma_get_images", "figma_get_nodes", "figma_get_team_styles", "graylog_search",
    "http_get", "kobo_api", "kubo_rpc", "loggly_events", "loggly_search", "miro_get_board",
    "miro_get_boards", "miro_get_items", "openmrs_get", "papertrail_search", "penpot_rpc",
    "sematext_search", "zeplin_api",
)  # fmt: skip
ACTIONS = (
    "axiom_create_annotation", "canva_create_export", "figma_post_comment",
    "miro_create_board", "miro_create_frame", "miro_create_sticky_note", "miro_share_board",
    "openmrs_post",
)  # fmt: skip
ARGUABLE = ("athena_api", "dhis2_api", "odk_central", "pinata_api", "shell")

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "openmrs", "dhis2", "odk-central", "kobo", "cerner-fhir", "athena", "figma", "miro",
    "penpot", "zeplin", "canva", "minikube", "kind", "k3s", "skaffold", "tilt", "vagrant",
    "ipfs", "arweave", "lotus", "storj", "pinata", "w3", "graylog", "papertrail",
    "betterstack", "loggly", "sematext", "axiom",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 63
    assert len(FIX.ids(True)) == 39 and len(FIX.ids(False)) == 24
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("openmrs", "dhis2", "odk-central", "kobo", "cerner-fhir", "figma", "miro"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    fhir = [json.loads(o) for o in _results("cerner-fhir")]
    assert all(r["resourceType"] in ("Bundle", "Patient", "OperationOutcome") for r in fhir)
    assert all(
        "results" in r or "error" in r or "uuid" in r or "sessionId" in r
        for r in map(json.loads, _results("openmrs"))
    )
    assert all(
        o.startswith("{") or o == "<h1>Developer Over Qps</h1>" or o.startswith("[")
        for o in _results("athena")
    )


pytest_generate_tests = parametrize_checks


class TestHeldOut50(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
