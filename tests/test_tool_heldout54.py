"""Fifty-fourth held-out check of the gates: identity providers and directories, messaging and
telecom APIs, server provisioning, mainframe operations, machine translation.

``tests/data/tool_heldout54.jsonl`` (built by ``tests/data/tool_heldout54_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: FreeIPA's ``ipa`` CLI, JumpCloud, OneLogin, authentik, PingOne and ZITADEL; Telnyx,
Sinch, Infobip, Africa's Talking, Kaleyra and Messente; CFEngine, Rudder, Foreman's
``hammer``, Juju, MAAS and Cobbler; the Zowe CLI, IBM MQ ``runmqsc``, RACF through TSO, IMS
commands, z/OSMF REST and an SDSF REXX exec; Google Cloud Translation, Amazon Translate,
ModernMT, SYSTRAN, LibreTranslate and Lingvanex. 36 succeeded and 20 failed (a source failed
silently and the agent kept calling). The fixture was written without reading the detectors,
the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 36; failing sessions tripped 16 / 15 / 17 of 20,
cutting 65 / 62 / 70 of their 145 calls. The default counting misjudges no tool of 9: three
read only (``authentik_api``, ``google_translate``, ``mmt_proxy``) and the six others
(``http_request``, ``run_shell``, ``tso_command``, ``ims_command``, ``rudder_api``,
``zitadel_api``) both read and act, so they are left as arguable.

The misses share three kinds. A generic ``http_request`` whose reads are ``POST``s (Messente's
``/statistics/reports`` query, SYSTRAN's ``/translation/text/translate``) is counted only at
its ``GET`` calls, so a 503 maintenance page or a 401 ``Invalid API key`` answered to every
call moves the run once per ``GET`` (all three gates miss both sessions). A shell source whose
failure has two wordings is read useful at the second: CFEngine's ``Connect to 10.20.0.5
failed`` from ``cf-net`` between the agent's ``No suitable server found`` logs (``default``
0.20; ``classifier`` 0.77, then unknown), and the first ``AMQ8146E: IBM MQ queue manager not
available`` of ``runmqsc`` (0.20 / 0.35 / 0.39), after which a true ``dspmq`` ``STATUS(Running)``
line resets the run, so k is reached only at the last call. And a ModernMT proxy returning the
same cached ``"Benvenuto nel nostro negozio!"`` for eight different strings is read useful
(0.58-0.59) by ``classifier`` every time; ``default`` and ``semantic`` catch the repeats.

Near misses not counted (a run of 2, no stop): all three gates read the two legitimately empty
Kaleyra searches of ``kaleyra-ok-2`` (``{"data": [], "total": 0}``, the 'none delivered' the
task asks about) useless (1.00), a run of 2 before the listing that answers it;
``default`` and ``semantic`` read Telnyx's polled message records (``"status": "sending"`` /
``"sent"``) useless (1.00), reaching 2 before ``delivered``; ``classifier`` and ``semantic``
read MAAS's two ``Deploying`` polls useless (0.94 / 1.00) and RACF's two bare ``READY``
acknowledgements of ``PERMIT`` and ``SETROPTS`` useless (1.00), each a run of 2 (the RACF one
kept at 2 by an unknown ``SEARCH`` answer). Single useless reads: ``{"results": []}`` of
Infobip's reports endpoint before the logs arrive, ZITADEL's and authentik's empty searches
(the 'no such user yet' and 'no token' the tasks ask), z/OSMF's JES2 job log, SDSF's
``ISF060I ROWS=0`` empty input queue (the answer asked for), and ``ipa: ERROR: build07: DNS
resource record not found`` (``classifier`` 0.87, ``semantic`` 1.00), also the answer asked
for.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout54")
H = "heldout54/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_SYSTRAN = (
    'SYSTRAN answers all seven calls with ``{{"error": {{"message": "Invalid API key", '
    '"statusCode": 401}}}}`` (the key is dead), {score}; the six ``POST /translation/text/'
    "translate`` calls (reads: a translation asked for) are not counted on ``http_request``, "
    "so only the last ``GET`` moves the run"
)
_RUNMQSC = (
    "the first ``AMQ8146E: IBM MQ queue manager not available`` (QM2's command server is "
    "down: every runmqsc call fails) is read useful ({score}), then ``dspmq``'s "
    "``STATUS(Running)`` (rightly useful) resets the run, so k = 3 is reached only at the "
    "session's last call and no call is cut"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "systran/systran-fail-1": _SYSTRAN.format(score="read useless (1.00) each time"),
        H + "runmqsc/runmqsc-fail-1": _RUNMQSC.format(score="0.20"),
        H + "cfengine/cfengine-fail-1": "``Connect to 10.20.0.5 failed`` and ``Connect to "
        "policyhub.corp.example.org failed`` (``cf-net`` cannot reach the dead policy hub) are "
        "read useful (0.20) between the agent's ``error: No suitable server found`` / "
        "``Unable to establish connection with 10.20.0.5`` logs (useless, 1.00), so the run "
        "restarts at 0 twice and never passes 2",
    },
    "classifier": {
        H + "systran/systran-fail-1": _SYSTRAN.format(
            score="read useful (0.86) each time, and anyway"
        ),
        H + "runmqsc/runmqsc-fail-1": _RUNMQSC.format(score="0.35"),
        H + "cfengine/cfengine-fail-1": "``Connect to 10.20.0.5 failed`` (``cf-net`` cannot "
        "reach the dead policy hub) is read useful (0.77) after two ``error: No suitable "
        "server found`` logs, and the second such line unknown (0.50), so k = 3 is reached "
        "only at the session's last call",
        H + "modernmt/modernmt-fail-1": "the ModernMT proxy answers eight different onboarding "
        'strings with the same cached ``{"status": 200, "data": {"translation": "Benvenuto '
        'nel nostro negozio!", … "billedCharacters": 0 …}}`` (no translation of what was '
        "asked), read useful (0.58-0.59) every time",
    },
    "semantic": {
        H + "systran/systran-fail-1": _SYSTRAN.format(score="read useless (1.00) each time"),
        H + "runmqsc/runmqsc-fail-1": _RUNMQSC.format(score="0.39"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 69, 145), "classifier": (0, 0, 66, 145), "semantic": (0, 0, 74, 145)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 17, "classifier": 16, "semantic": 18}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Translation tools count: the translation is what the agent asked to learn. Left out, as
#: arguable, the generic tools that both read and act: ``http_request`` (GETs, report and
#: translation POSTs, but also sends of SMS, user creation, enabling and locking),
#: ``run_shell`` (``ipa``, ``hammer``, ``juju``, ``maas``, ``zowe``, ``runmqsc`` reads and
#: their ``group-add-member``, ``host create``, ``deploy``, ``START CHANNEL``),
#: ``tso_command`` (``LISTUSER`` and ``PERMIT``), ``ims_command`` (``/DISPLAY`` and
#: ``/START``), ``rudder_api`` and ``zitadel_api`` (searches and updates).
READS = ("authentik_api", "google_translate", "mmt_proxy")
ACTIONS: tuple[str, ...] = ()
ARGUABLE = (
    "http_request", "ims_command", "rudder_api", "run_shell", "tso_command", "zitadel_api",
)  # fmt: skip

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "africastalking", "amazon-translate", "authentik", "cfengine", "cobbler",
    "google-translate", "hammer", "ims", "infobip", "ipa", "juju", "jumpcloud", "kaleyra",
    "libretranslate", "lingvanex", "maas", "messente", "modernmt", "onelogin", "pingone",
    "racf", "rudder", "runmqsc", "sdsf", "sinch", "systran", "telnyx", "zitadel", "zosmf",
    "zowe",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("authentik", "pingone", "telnyx", "sinch", "google-translate", "systran"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(o.startswith("5724-H72 (C) Copyright IBM") or o.startswith("QMNAME(") for o in
               _results("runmqsc"))  # fmt: skip
    assert all(o.rstrip().endswith("READY") for o in _results("racf"))
    libre = [json.loads(o) for o in _results("libretranslate")]
    assert all(isinstance(r, list) or {"translatedText", "error"} & set(r) for r in libre)


pytest_generate_tests = parametrize_checks


class TestHeldOut54(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED

    def test_acknowledgements_in_successful_sessions_are_not_counted(self) -> None:
        """No tool of this fixture is an action only: the successful sessions' receipts
        (``HTTP 204 No Content``, ``Number of members added 1``, ``DFS058I … START COMMAND
        COMPLETED``, ``AMQ8018I: Start IBM MQ channel accepted.``, a bare ``READY``, an empty
        ``cobbler system edit``) come back through tools that also read, which the gate
        counts. What is checked instead: the table has no action, and no successful session is
        stopped by them (above)."""
        assert not self.ACTIONS
        assert set(self.ARGUABLE) <= self.FIX.tools()
