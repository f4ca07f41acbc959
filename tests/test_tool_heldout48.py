"""Forty-eighth held-out check of the gates: virtualisation beyond vSphere and libvirt,
network devices and packet tools, malware analysis and reverse engineering, CI servers, and
package and dependency services.

``tests/data/tool_heldout48.jsonl`` (built by ``tests/data/tool_heldout48_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: ``VBoxManage``, Hyper-V PowerShell, the oVirt REST API, Nutanix Prism Central v3,
XCP-ng ``xe`` and OpenNebula ``onevm``; MikroTik RouterOS REST, FortiOS REST, the PAN-OS XML
API, VyOS operational commands, ``tshark`` and Aruba Central; YARA, Volatility 3, Ghidra
headless, radare2, binwalk and Frida; TeamCity, Travis CI v3, Spinnaker Gate, Harness NG,
Gitea and ``woodpecker-cli``; Harbor, Quay, the Cloudsmith CLI, GitHub Dependabot alerts,
Renovate's logs and ``aws codeartifact``. 35 succeeded and 20 failed (a source failed
silently and the agent kept calling). The agent reaches its tools through four generic
tools only: ``bash`` (CLIs), ``http_request`` (REST and XML APIs), ``powershell`` and
``vyos_op``. The fixture was written and committed without reading the detectors, the shape
readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 1 of 35 (the one stop, ``panos-ok-1``, withholds
evidence: the commit job's final ``FIN``/``OK`` poll); failing sessions tripped 16 / 15 / 17
of 20, cutting 64 / 59 / 68 of their 144 calls. The default counting leaves ``http_request``
uncounted by name; since it carries both GETs (reads) and POST/PUT/PATCH (actions) here, the
fixture lists it as arguable, with ``bash`` and ``powershell``, which also both read and act.

The misses share one kind: a well-formed answer that says nothing happened. Three sessions
are missed by every gate: Nutanix's empty ``vms/list`` page from the DR Prism Central (the
wrong tenant: ``"total_matches": 0`` … ``"entities": []``, seven times), Harness NG's empty
page from the wrong project (``"status": "SUCCESS"`` … ``"content": []``, ``"empty": true``,
seven times) and Volatility 3's unsatisfied symbol-table requirement (``Unsatisfied
requirement plugins.PsList.kernel.symbol_table_name`` … ``A symbol table requirement was not
fulfilled``, eight plugins), each read useful at every call. ``default`` also misses
OpenNebula's ``[one.vmpool.info] User couldn't be authenticated, aborting call.`` (0.20 at
every call), which the other two read useless (1.00). ``classifier`` also misses FortiOS's
empty ``results`` from the wrong VDOM (0.44-0.83, below its cut-off, where ``default`` and
``semantic`` read 1.00) and Frida's ``unable to connect to remote frida-server: closed``
(useless only at the first call, 0.77-0.87 after).

Near misses not counted: ``default`` and ``classifier`` read the PAN-OS ``set`` and
``commit`` receipts of ``panos-ok-1`` (``<msg>command succeeded</msg>``, ``Commit job enqueued
with jobid 5531``) useless (1.00, 0.81-0.90), a run of 2 broken by the job poll (0.31,
0.63-0.64). No other successful session reaches a run of 2 under any gate. In failing
sessions a useful answer of another kind mid-session (Frida's ``frida-ls-devices`` table,
Harbor's unauthenticated ``systeminfo``, both at the fifth call) resets the run, but
``default`` and ``semantic`` have already tripped at the third call.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout48")
H = "heldout48/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_NUTANIX = (
    'Prism Central answers every ``vms/list`` with an empty page (``"total_matches": 0`` … '
    '``"entities": []``): the agent is on the DR Prism Central (``pc-dr``), where none of '
    "the payroll VMs live, and still empty for an unfiltered list of 500; read useful "
    "({how}) seven times"
)
_VOL = (
    "Volatility 3 cannot build the kernel layer for the image (``Unsatisfied requirement "
    "plugins.PsList.kernel.symbol_table_name`` … ``A symbol table requirement was not "
    "fulfilled.  Please verify that:`` … ``Unable to validate the plugin requirements``) for "
    "all eight plugins the agent tries: an error, read useful ({how}) eight times"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "volatility3/volatility3-fail-1": _VOL.format(how="0.20"),
        H + "onevm/onevm-fail-1": "OpenNebula refuses every call (``[one.vmpool.info] User "
        "couldn't be authenticated, aborting call.``, the same for ``one.vm.info`` and "
        "``one.hostpool.info``): an expired login, read useful (0.20) seven times",
    },
    "classifier": {
        H + "nutanix/nutanix-fail-1": _NUTANIX.format(how="0.35-0.87, below its cut-off"),
        H + "volatility3/volatility3-fail-1": _VOL.format(how="0.35"),
        H + "fortios/fortios-fail-1": "FortiOS answers every policy, VIP and service query with "
        '``"size": 0, "matched_count": 0`` … ``"results": []`` from VDOM ``root`` (the '
        "customer's policies are in another VDOM): read useful (0.44-0.83, below its "
        "cut-off) seven times",
        H + "frida/frida-fail-1": "``unable to connect to remote frida-server: closed`` "
        "(``Failed to enumerate processes``, ``Failed to spawn``, ``Failed to attach``) is read "
        "useless (0.88) only at the first call, then useful (0.77-0.87); the one useful "
        "answer, ``frida-ls-devices``' table at the fifth call, is read unknown (0.50)",
    },
    "semantic": {
        H + "volatility3/volatility3-fail-1": _VOL.format(how="0.39"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 73, 144), "classifier": (0, 0, 63, 144), "semantic": (0, 0, 77, 144)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 16, "semantic": 19}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``vyos_op`` runs operational-mode ``show`` commands only: a read. The other three are
#: generic and carry both: ``bash`` runs read-only CLIs (``VBoxManage showvminfo``, ``yara``,
#: ``vol``, ``tshark``, ``cloudsmith ls``) but also ``onevm poweroff``, ``xe vm-snapshot``,
#: ``cloudsmith mv`` and ``woodpecker-cli pipeline start``; ``http_request`` GETs and also
#: POSTs, PUTs and PATCHes (a FortiOS address, a MikroTik rule, a Dependabot dismissal);
#: ``powershell`` runs ``Get-VM`` and also ``Checkpoint-VM`` and ``Set-VMMemory``. Those are
#: left open. The default counting counts ``bash``, ``powershell`` and ``vyos_op`` and leaves
#: ``http_request`` uncounted.
READS = ("vyos_op",)
ACTIONS: tuple[str, ...] = ()
ARGUABLE = ("bash", "http_request", "powershell")

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "aruba-central", "binwalk", "cloudsmith", "codeartifact", "dependabot", "fortios",
    "frida", "ghidra", "gitea", "harbor", "harness", "hyperv", "mikrotik", "nutanix",
    "onevm", "ovirt", "panos", "quay", "radare2", "renovate", "spinnaker", "teamcity",
    "travis", "tshark", "vboxmanage", "volatility3", "vyos", "woodpecker", "xe", "yara",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(4 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if e.id in FIX.ids(False))
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("nutanix", "harbor", "codeartifact", "teamcity"):
        for o in _results(family):
            if o.startswith(("{\n", "[")):  # not npm view's ``{ latest: '3.1.0' }``
                assert json.loads(o) is not None, family
    assert all(o.startswith("<response status") for o in _results("panos"))
    assert all(o.startswith("Volatility 3 Framework") or "\t" in o for o in _results("volatility3"))
    assert all(json.loads(o) is not None for o in _results("mikrotik"))
    fortios = [json.loads(o) for o in _results("fortios")]
    assert all(f["status"] == "success" for f in fortios)


pytest_generate_tests = parametrize_checks


class TestHeldOut48(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED

    def test_acknowledgements_in_successful_sessions_are_not_counted(self) -> None:
        """This fixture names no action-only tool: its acknowledgements (``Checkpoint-VM``'s
        silence, a FortiOS POST's ``revision_changed``, ``Moved … to acme/production``) come
        through the generic tools, which also read. What is checked instead: no successful
        session's acknowledgements reach a run of 3 under ``default``."""
        assert not ACTIONS
        assert not any(FIX.tripped("default", r) for r in FIX.ids(True))
