"""Twenty-third held-out check of the gates: virtualization, storage, configuration
management and packages, proxies and service mesh, Linux administration through a shell.

``tests/data/tool_heldout23.jsonl`` (built by ``tests/data/tool_heldout23_build.py``) holds 61
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: govc, a Proxmox VE API tool, virsh and the OpenStack CLI; zpool/zfs, ceph and
radosgw-admin, smartctl, LVM and mdadm, ONTAP REST and MinIO's mc; puppet agent runs and PQL,
salt, knife, apt/dpkg, dnf/rpm and brew; istioctl, linkerd viz, Envoy's admin endpoints,
HAProxy's stats socket, nginx, the Traefik API and Caddy's admin API; systemctl/journalctl,
crontab, ss/lsof, dmesg, sar/iostat, ausearch, firewall-cmd/nft and chronyc. 41 succeeded and
20 failed (a source failed silently and the agent kept calling). Most results come through
one shell tool (``run_shell_command``, raw output) or an OpenHands-style ``execute_bash``
(output plus "[The command completed with exit code N.]"), so one tool carries reads and
actions alike. The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 3 / 1 of 41 (each stop withholds evidence); failing
sessions tripped 14 / 11 / 12 of 20, cutting 44 / 38 / 40 of their 129 calls. The default
counting gets all 6 tools right by a careful reading, leaving the shell tools and the two
mixed REST tools as arguable (each reads and acts).

The misses share three kinds. A shell tool's error that is one line of CLI text, repeated
with small changes (ceph's ``monclient(hunting): authenticate timed out`` with a new
timestamp, ssh's ``No route to host`` for app07 and app07.corp.local, sar's ``Cannot open
/var/log/sysstat/saNN`` for a new day) is read useful (0.20) by ``default`` whenever the text
differs from the last one, so its run restarts; ``classifier`` and ``semantic`` abstain
(0.50) on most of them. A failing daemon's message that none reads useless at all (virsh's
``failed to connect to the hypervisor``, puppet's expired-certificate catalog failure,
chronyc's ``506 Cannot talk to daemon``, journalctl's ``-- No entries --``) is unknown
(0.50) for ``classifier`` and ``semantic``. And a wrong tenant's empty answers (``[]`` from
openstack, interleaved with ``No Server found for web-prod-2``; an empty, unreopened
access.log answering ``0`` and empty greps) are broken by a line read useful, so no run
reaches 3.

Near misses not counted (a run of 2): ``default`` reads the two ``[]`` of openstack-fail-1
useless twice over without reaching 3; ``classifier`` reads ``ceph -s`` during recovery and
``ceph osd df tree`` useless (0.89-0.91) in ceph-ok-1, and it stops that session (below).
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout23")
H = "heldout23/"

_EMPTY = (
    "``openstack server list --status ERROR -f json``, ``volume list --status error`` and "
    "``--status error_deleting`` each answer ``[]`` (1.00), the 'nothing is stuck' the task "
    "asks for; the run reaches 3 and blocks the quota lookup (``totalCoresUsed`` 184 of 200) "
    "and the SHUTOFF listing"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {H + "openstack/openstack-ok-2": _EMPTY},
    "classifier": {
        H + "openstack/openstack-ok-2": _EMPTY,
    },
    "semantic": {H + "openstack/openstack-ok-2": _EMPTY},
}

_VIRSH = (
    "``error: failed to connect to the hypervisor\\nerror: Failed to connect socket to "
    "'/var/run/libvirt/libvirt-sock': No such file or directory`` (libvirtd is down) is read "
    "unknown (0.50) six times"
)
_CEPH = (
    "``… monclient(hunting): authenticate timed out after 300\\n[errno 110] RADOS timed out "
    "(error connecting to the cluster)`` (the monitors are unreachable) is read {how}"
)
_SSH = (
    "``ssh: connect to host app07.corp.local port 22: No route to host`` (app07 is down) is "
    "read {how}"
)
_NGINX = (
    "the access.log is empty since rotation (nginx still writes the old file): ``0`` and "
    "empty greps for every question, and ``0 /var/log/nginx/access.log``, are read {how}"
)
_OPENSTACK = (
    "the sandbox project answers ``[]`` to every listing (useless, 0.99-1.00) but ``No Server "
    "found for web-prod-2`` and ``… web-prod-1`` in between are read useful ({score}), so "
    "the run restarts and reaches 2"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "ceph/ceph-fail-1": _CEPH.format(
            how="useless (1.00) when it repeats, useful (0.20) when the timestamp or timeout "
            "changes: runs of 2"
        ),
        H + "nginx/nginx-fail-1": _NGINX.format(how="useful (0.20) or unknown (0.50)"),
        H + "openstack/openstack-fail-1": _OPENSTACK.format(score="0.20-0.27"),
        H + "sockets/sockets-fail-1": _SSH.format(
            how="useless (1.00) when repeated but useful (0.20) at the first and when the "
            "host is spelt app07: runs of 2"
        ),
        H + "virsh/virsh-fail-1": _VIRSH,
    },
    "classifier": {
        H + "zfs/zfs-fail-1": (
            "``The ZFS modules are not loaded. …`` is new the first time (useful 0.35, "
            "default's reading off one paragraph), useless when repeated (1.00, 0.95), and an"
            " ``ls: cannot access …/.zfs/snapshot`` between them is read useful (0.86): the "
            "shell's run reaches 3 only at the last call"
        ),
        H + "ceph/ceph-fail-1": _CEPH.format(how="useful (0.67-0.75)"),
        H + "nginx/nginx-fail-1": _NGINX.format(how="unknown (0.50), the last useful (0.80)"),
        H + "openstack/openstack-fail-1": _OPENSTACK.format(score="0.61-0.63"),
        H + "sockets/sockets-fail-1": _SSH.format(how="unknown (0.50), once useful (0.85)"),
        H + "virsh/virsh-fail-1": _VIRSH,
    },
    "semantic": {
        H + "ceph/ceph-fail-1": _CEPH.format(
            how="useless (1.00) when repeated, useful (0.39) when the timeout changes"
        ),
        H + "nginx/nginx-fail-1": _NGINX.format(how="unknown (0.50) seven times"),
        H + "sockets/sockets-fail-1": _SSH.format(how="unknown (0.50) six times"),
        H + "virsh/virsh-fail-1": _VIRSH,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (1, 1, 44, 129), "classifier": (1, 1, 43, 129), "semantic": (1, 1, 49, 129)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 14, "semantic": 16}

#: Whether a careful reading counts each tool (a read) or not (an action). The shell tools
#: run reads (``zpool status``, ``journalctl``) and actions (``lvextend``, ``virsh start``,
#: ``firewall-cmd --add-port``) alike, and the Proxmox and ONTAP tools GET and POST/PATCH:
#: arguable.
READS = ("http_get",)
ACTIONS = ("http_request",)
ARGUABLE = ("execute_bash", "ontap_rest", "proxmox_api", "run_shell_command")

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "apt", "auditd", "brew", "caddy", "ceph", "cron", "dmesg", "dnf", "envoy", "firewall",
    "govc", "haproxy", "istioctl", "knife", "linkerd", "lvm", "minio", "nginx", "ontap",
    "openstack", "proxmox", "puppet", "salt", "smartctl", "sockets", "sysstat", "systemd",
    "timesync", "traefik", "virsh", "zfs",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 61
    assert len(FIX.ids(True)) == 41 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    bash = [s.observation for e in FIX.episodes() for s in e.steps if s.action == "execute_bash"]
    assert bash and all(
        o.rstrip().endswith(".]") and "[The command completed with exit code " in o for o in bash
    )


pytest_generate_tests = parametrize_checks


class TestHeldOut23(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
