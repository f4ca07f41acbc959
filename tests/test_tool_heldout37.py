"""Thirty-seventh held-out check of the gates: secrets and certificates, device management,
library and archive systems, laboratory information systems, satellites and space weather.

``tests/data/tool_heldout37.jsonl`` (built by ``tests/data/tool_heldout37_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: the AWS CLI's ``secretsmanager`` commands, ``az keyvault``, the 1Password CLI, the
Doppler CLI, cert-manager through ``kubectl`` and ``cmctl``, the smallstep ``step`` CLI; the
Jamf Pro and Classic APIs, Kandji, Workspace ONE UEM, the Admin SDK Directory API, Mosyle and
``fleetctl``; Koha, Alma (REST and SRU), FOLIO, Primo, DSpace 7 and ArchivesSpace; Benchling,
LabKey, Quartzy, eLabFTW, LabVantage and SampleManager; CelesTrak, Space-Track, N2YO, SatNOGS,
NASA DONKI and NOAA SWPC's JSON products. 35 succeeded and 21 failed (a source failed silently
and the agent kept calling: an expired token or session, a wrong tenant or kube context or
LabKey folder answering empty, a rate limit or daily threshold, a dead server, a stale proxy
cache, a maintenance or gateway-timeout page). The fixture was written and committed without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 35; failing sessions tripped 19 / 16 / 20 of 21,
cutting 66 / 57 / 71 of their 144 calls. The default counting misjudges none of the tools a
careful reading can place; most tools of this fixture are general (a shell, ``kubectl``, an
HTTP client, one tool per vendor API) and carry both reads and actions, so they are left open
as arguable, and no tool is an action only.

The misses share one kind: an answer that keeps its words while its identifiers change. Alma's
``DAILY_THRESHOLD`` envelope (``"errorsExist": true`` … ``"Daily API Request Threshold has been
reached"``) comes back seven times with a new ``trackingId`` each time and is read useful by
all three gates at every call. An empty answer whose wording names the query (cert-manager's
``No resources found in payments-gateway namespace.``, FOLIO's ``{"instances": [],
"totalRecords": 0, …}``, LabKey's ``"rows": [], "rowCount": 0`` from the wrong folder, Doppler's
``Could not find requested secret: SMTP_PASSWORD``) is read useful often enough by
``classifier`` (0.54-0.86, its cutoff near 0.87) that no run reaches 3.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): ``default`` and ``semantic`` read DONKI's flare and CME lists in ``donki-ok-1`` useless
(1.00, 0.99-1.00) and, past the empty GST answer (unknown), the storm list too: a run of 3 at
the session's last call; ``default`` reads the two ``[]`` answers of ``az keyvault ...
list-deleted`` (the 'nothing waiting to be purged' the task asks for) useless, and the
``InvalidRequestException … marked for deletion`` line and the empty us-east-1 listing that
confirm ``legacy/ftp-creds`` is gone; all three read Alma SRU's ``<numberOfRecords>0`` and the
one-record answer for another edition useless (a run of 2 before the e-collections lookup);
``semantic`` reads ``No resources found in ingress namespace.`` and the ``clusterissuer …
patched`` acknowledgement in ``cert-manager-ok-1`` useless (1.00), a run of 2.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout37")
H = "heldout37/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_CERT = (
    "kubectl in the wrong kube context: ``No resources found in payments namespace.`` and the "
    "same for ``payments-gateway`` and ``default``, an empty grep, and a cluster-wide list of "
    "two kind-local certificates, read {how}; the prod cluster's certificate is never seen"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "cert-manager/cert-manager-fail-1": _CERT.format(
            how="useful (0.20) at the first call, useless (1.00) at the fourth and fifth, then "
            "useful (0.20) for the other namespaces "
            "and the local-cluster list, so kubectl's run stops at 2 (cmctl's ``not found`` "
            "keeps its own run of 1)"
        ),
    },
    "classifier": {
        H + "cert-manager/cert-manager-fail-1": _CERT.format(
            how="useless (0.89) at the first and fourth calls, the empty grep unknown, then "
            "useful (0.78-0.86) for the secret listing, ``payments-gateway`` and the "
            "cluster-wide list, and useless (0.92) again only at the last call"
        ),
        H + "doppler/doppler-fail-1": "the CLI is set up on an empty ``dev_personal`` config: "
        "``Doppler Error: Could not find requested secret: …`` for five secret names is read "
        "useless (0.88-0.91) four times but useful (0.86) for ``SMTP_PASSWORD``, and the "
        "names-only table of the three ``DOPPLER_*`` entries useful (0.83), so the run never "
        "passes 2",
        H + "folio/folio-fail-1": 'the Okapi tenant is the wrong one: ``{"instances": [], '
        '"totalRecords": 0, "resultInfo": …}`` for six differently worded searches and the '
        "demo tenant's locations (``KU/CC/DI/M``, 0.35) read useful (0.76-0.84) but for two "
        "at 0.87",
        H + "labkey/labkey-fail-1": "select_rows in the ``home`` container, not the study's "
        'folder: ``"rows": [], "rowCount": 0`` for six filters and ``COUNT(*) = 0`` read '
        "useful (0.35-0.57) every time",
    },
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 70, 144), "classifier": (0, 0, 61, 144), "semantic": (0, 0, 75, 144)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 20, "classifier": 17, "semantic": 21}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: The reads are the tools the fixture calls only to retrieve (``spacetrack``'s login is an
#: authentication, not a change). Left open as arguable: the general tools that carry both
#: reads and actions in these sessions (a shell or terminal running ``rotate-secret``,
#: ``op item share``, ``doppler secrets set``; ``kubectl get`` and ``kubectl patch``; an HTTP
#: client's GETs and POSTs; one tool per vendor API used to search and to create, update,
#: renew, register or schedule).
READS = (
    "alma_sru", "az_cli", "donki", "folio_api", "http_get", "jamf_classic", "kandji_api",
    "n2yo", "primo_search", "samplemanager_api", "spacetrack",
)  # fmt: skip
ACTIONS: tuple[str, ...] = ()
ARGUABLE = (
    "admin_directory", "alma_api", "aspace_api", "benchling_api", "cmctl", "dspace_api",
    "elabftw_api", "http_request", "koha_api", "kubectl", "labkey", "labvantage_api",
    "mosyle_api", "quartzy_api", "satnogs_api", "shell", "terminal", "ws1_api",
)  # fmt: skip

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "alma", "archivesspace", "aws-secrets", "azure-keyvault", "benchling", "celestrak",
    "cert-manager", "donki", "doppler", "dspace", "elabftw", "fleet", "folio",
    "google-directory", "jamf", "kandji", "koha", "labkey", "labvantage", "mosyle", "n2yo",
    "op-cli", "primo", "quartzy", "samplemanager", "satnogs", "space-track", "step-ca", "swpc",
    "ws1-uem",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("archivesspace", "benchling", "folio", "kandji", "labkey", "n2yo", "primo"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(
        o.startswith("No resources found in ")
        or o.startswith("NAME")
        or o.startswith("NAMESPACE")
        or o.startswith("Name:")
        or o.startswith("error: ")
        or o.startswith("certificate")
        or o.startswith("clusterissuer")
        or o.startswith("Manually triggered")
        or o == ""
        for o in _results("cert-manager")
    )
    assert all(
        o.startswith("[ERROR] ") or o.startswith(("ID ", "ssh-", "https://", '"'))
        for o in _results("op-cli")
    )
    kp = json.loads(_results("swpc")[0])
    assert kp[0] == ["time_tag", "Kp", "a_running", "station_count"]


pytest_generate_tests = parametrize_checks


class TestHeldOut37(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED

    def test_acknowledgements_in_successful_sessions_are_not_counted(self) -> None:
        """No tool of this fixture is an action only: the successful sessions' receipts
        (``rotate-secret``'s ARN and VersionId, ``clusterissuer … patched``, Jamf's command
        ids, ``{"status": "OK"}``, ``HTTP 201 Created``, a SatNOGS ``[{"id": 9512233}]``) come
        back through tools that also read, which the gate counts. What is checked instead:
        the table has no action, and no successful session is stopped by them (above)."""
        assert not self.ACTIONS
        assert set(self.ARGUABLE) <= self.FIX.tools()
